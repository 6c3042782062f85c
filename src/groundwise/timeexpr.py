"""Time expressions: dates, months, quarters, years and relative phrases as calendar intervals.

:func:`parse_times` finds every time mention of a text with its exact span and resolves it to a
closed interval of days ``[first, last]`` and a granularity::

    "2024-12-15"           2024-12-15..2024-12-15   day
    "Q4 2024"              2024-10-01..2024-12-31   quarter
    "Q4"                   any year's 10-01..12-31  quarter (yearless)
    "14 days ago"          as_of - 14               day (relative)
    "2021 ... the following year"  2022-01-01..2022-12-31  year (anchored on "2021")
    "no contact in 14 days"  nothing in as_of-13..as_of   (relation NOT_WITHIN)

Relative phrases need ``as_of``; without it they are returned with ``relative=True`` and no
interval (they are never guessed). Anaphoric phrases ("the following year", "two years later",
"that same month") count from the nearest earlier date of the same text that is at least as fine
as their unit; without one they are not mentions at all (a "the previous year" with no earlier
date falls back to its reading against ``as_of``). Mentions without a year ("Q4", "Dec 15") keep a
month-day range that matches that range in any year, unless the caller passes ``year``. Two
mentions are consistent when their intervals overlap (see :meth:`TimeMention.admits` for
before/after/by/since/absence).

Numeric dates with slashes are read month-first (US, 12/15/2024) unless the first number cannot be a
month (15/12/2024); dotted dates (15.12.2024) are day-first. Fiscal years (FY2024) are read as
calendar years, since the fiscal calendar of a source is unknown.
"""

from __future__ import annotations

import bisect
import calendar
import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from groundwise.lexicon import NUMBER_ONES, NUMBER_TENS
from groundwise.memo import SOURCE_TEXTS, text_cache

__all__ = [
    "NEGATION",
    "WEEKDAYS",
    "Granularity",
    "MonthDayRange",
    "Relation",
    "TimeMention",
    "infer_year",
    "parse_times",
    "written_on",
    "written_times",
]


class Granularity(StrEnum):
    """The calendar unit a mention is stated in."""

    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    QUARTER = "quarter"
    HALF = "half"
    YEAR = "year"


class Relation(StrEnum):
    """How an event relates to a mention's interval ("before Q4", "no contact in 14 days")."""

    WITHIN = "within"
    BEFORE = "before"
    AFTER = "after"
    BY = "by"
    SINCE = "since"
    NOT_WITHIN = "not_within"


@dataclass(frozen=True)
class MonthDayRange:
    """A range of days inside any one year, e.g. 10-01..12-31 for a yearless "Q4"."""

    first: tuple[int, int]
    last: tuple[int, int]

    def in_year(self, year: int) -> tuple[dt.date, dt.date]:
        """The range as dates of ``year`` (Feb 29 becomes Feb 28 in common years)."""
        return _clamped(year, *self.first), _clamped(year, *self.last)

    def overlaps_dates(self, first: dt.date, last: dt.date) -> bool:
        """Whether some year's copy of the range overlaps ``[first, last]``."""
        if (last - first).days >= 366:
            return True
        for year in range(first.year, last.year + 1):
            a, b = self.in_year(year)
            if a <= last and first <= b:
                return True
        return False

    def gap_days(self, first: dt.date, last: dt.date) -> int:
        """Days between ``[first, last]`` and the nearest year's copy of the range (0 if overlapping)."""
        best: int | None = None
        for year in range(max(dt.MINYEAR, first.year - 1), min(dt.MAXYEAR, last.year + 1) + 1):
            a, b = self.in_year(year)
            gap = _gap(a, b, first, last)
            best = gap if best is None else min(best, gap)
        return best or 0

    def describe(self) -> str:
        """``any year's MM-DD..MM-DD`` (``any year's MM-DD`` for one day), a month's end as its
        last day ("11-30", not the "11-31" that stands for it inside)."""
        (m1, d1), (m2, d2) = self.first, self.last
        d2 = min(d2, calendar.monthrange(2000, m2)[1])  # a leap year: February ends on the 29th
        if (m1, d1) == (m2, d2):
            return f"any year's {m1:02d}-{d1:02d}"
        return f"any year's {m1:02d}-{d1:02d}..{m2:02d}-{d2:02d}"


@dataclass(frozen=True)
class TimeMention:
    """One time expression of a text: its span, its interval and how it was stated."""

    start: int
    end: int
    text: str
    granularity: Granularity
    first: dt.date | None = None
    last: dt.date | None = None
    yearless: MonthDayRange | None = None
    relative: bool = False
    relation: Relation = Relation.WITHIN
    #: Counted from an earlier date of the text ("the following year", "two years later").
    anchored: bool = False
    #: Said as the end of what lasted ("served until 2015"): another end is no bound inside it.
    end_point: bool = False

    def __post_init__(self) -> None:
        if self.start < 0 or self.end - self.start != len(self.text):
            raise ValueError(f"span [{self.start}, {self.end}) does not fit {self.text!r}")
        if (self.first is None) != (self.last is None):
            raise ValueError("TimeMention needs both first and last, or neither")
        if self.first is not None and self.last is not None and self.first > self.last:
            raise ValueError(f"TimeMention interval {self.first}..{self.last} is reversed")

    @property
    def resolved(self) -> bool:
        """Whether the mention can be compared: it has dates or a yearless range."""
        return self.first is not None or self.yearless is not None

    def describe(self) -> str:
        """The interval in words: ``2024-10-01..2024-12-31``, ``2024-12-15`` or a yearless range."""
        if self.first is not None and self.last is not None:
            if self.first == self.last:
                return self.first.isoformat()
            return f"{self.first.isoformat()}..{self.last.isoformat()}"
        if self.yearless is not None:
            return self.yearless.describe()
        return "unresolved (a relative phrase needs an as-of date)"

    def overlaps(self, other: TimeMention) -> bool:
        """Whether the two intervals share a day (a yearless range matches any year)."""
        if self.first is not None and self.last is not None:
            if other.first is not None and other.last is not None:
                return self.first <= other.last and other.first <= self.last
            if other.yearless is not None:
                return other.yearless.overlaps_dates(self.first, self.last)
            return False
        if self.yearless is not None:
            if other.first is not None and other.last is not None:
                return self.yearless.overlaps_dates(other.first, other.last)
            if other.yearless is not None:
                y, o = self.yearless, other.yearless
                return y.first <= o.last and o.first <= y.last
        return False

    def admits(self, other: TimeMention) -> bool:
        """Whether an event dated ``other`` is consistent with this mention and its relation.

        With a yearless side only overlap can be judged; other relations are then taken as
        consistent because the year that would decide them is unknown.
        """
        if not self.resolved or not other.resolved:
            return False
        if self.relation is Relation.WITHIN:
            return self.overlaps(other)
        if self.end_point and (other.end_point or other.relation is Relation.WITHIN):
            # "served until 2018" against "served until 2015" or "left in 2015": an end is a
            # date, no bound that any earlier date meets; without a year too ("runs until
            # February 20" against "runs from October 4 to January 20")
            return self.overlaps(other)
        c1, c2, s1, s2 = self.first, self.last, other.first, other.last
        if c1 is None or c2 is None or s1 is None or s2 is None:
            return True
        if other.relation is self.relation and self.relation in _UPPER_BOUNDS:
            # "before 31st August 2022" in the source says "before August 31st, 2022": a bound
            # on the same side, at or inside the claim's, implies it.
            return s1 <= c1
        if other.relation is self.relation is Relation.AFTER:
            return s2 >= c2
        if other.relation is self.relation is Relation.SINCE:
            # "capped since 2023" against "capped since 2022": a start told of the same state is
            # its start, not any later moment it held at.
            return self.overlaps(other)
        if self.relation is Relation.BEFORE:
            return s1 < c1
        if self.relation is Relation.AFTER:
            return s2 > c2
        if self.relation is Relation.BY:
            return s1 <= c2
        if self.relation is Relation.SINCE:
            return s2 >= c1
        # NOT_WITHIN: only an event lying wholly inside the window contradicts the absence.
        return not (c1 <= s1 and s2 <= c2)

    def gap_days(self, other: TimeMention) -> int:
        """Days between the two intervals (0 when they overlap or cannot be placed)."""
        if self.first is not None and self.last is not None:
            if other.first is not None and other.last is not None:
                return _gap(self.first, self.last, other.first, other.last)
            if other.yearless is not None:
                return other.yearless.gap_days(self.first, self.last)
        if self.yearless is not None and other.first is not None and other.last is not None:
            return self.yearless.gap_days(other.first, other.last)
        return 0


def _gap(a1: dt.date, a2: dt.date, b1: dt.date, b2: dt.date) -> int:
    if a2 < b1:
        return (b1 - a2).days
    if b2 < a1:
        return (a1 - b2).days
    return 0


def _clamped(year: int, month: int, day: int) -> dt.date:
    return dt.date(year, month, min(day, calendar.monthrange(year, month)[1]))


def _month_end(year: int, month: int) -> dt.date:
    return dt.date(year, month, calendar.monthrange(year, month)[1])


def _add_months(day: dt.date, months: int) -> dt.date:
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return _clamped(year, month + 1, day.day)


def _valid_year(year: int) -> bool:
    return dt.MINYEAR + 1 <= year <= dt.MAXYEAR - 1


# --------------------------------------------------------------------------------------------
# Vocabulary

_MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
#: Full month names (the first twelve keys); the others are abbreviations.
_MONTHS_FULL = frozenset(list(_MONTHS)[:12])
#: Months that are also a verb or a name.
_WORD_LIKE_MONTHS = frozenset({"may", "march", "june"})
# Month names must be capitalised (or upper case): lower-case "may" and "march" are verbs.
_MONTH_ALT = "|".join(
    alt
    for name in sorted(_MONTHS, key=len, reverse=True)
    for alt in (name.capitalize(), name.upper())
)
#: Month names and their abbreviations as a regex alternation, longest first (capitalised or
#: upper case; callers that read lower-case text add ``re.IGNORECASE``).
MONTH_NAMES = _MONTH_ALT
# A trailing dot belongs to an abbreviation only when a day or year follows ("Dec. 15").
_MON = rf"(?P<mon>(?:{_MONTH_ALT})(?![a-zA-Z])(?:\.(?=\s*\d))?)"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?(?![\d])"
_YEAR = r"(?P<year>1\d{3}|20\d{2}|2100)(?!\d)"
# Years before 1900 look like counts ("1500 employees", "a population of 1200"): alone they are
# years only after a word that makes them one ("in 1889", "since 1066", "the year 1492").
_OLD_YEAR = 1900

#: "a week", "two days", "seventy years": the counts a relative time phrase is read with.
SMALL_NUMBERS = {"a": 1, "an": 1, **{w: n for w, n in NUMBER_ONES.items() if n}, **NUMBER_TENS}
_NUM = r"(?P<n>\d{1,4}|" + "|".join(sorted(SMALL_NUMBERS, key=len, reverse=True)) + r")"
_UNIT = r"(?P<unit>day|week|month|year|quarter)s?"
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
}


# Words that make a following bare number a time ("in 2024") rather than a count ("2024 units").
def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


_TIME_PREPOSITIONS = _wordset(
    "in since by until till of from to during before after through year fiscal early mid late "
    "end start beginning around circa"
)
_OLD_YEAR_PREPOSITIONS = _wordset(
    "in since until till during before after circa c. ca. year early mid late between"
)
# Events named by their year: "the 1889 World's Fair", "the 1896 election".
_EVENT_NOUNS = _wordset(
    "election elections census war revolution rebellion uprising riots strike season exhibition "
    "exposition fair games olympics championship tournament cup earthquake flood fire famine "
    "epidemic pandemic treaty act convention constitution campaign edition expedition voyage "
    "coup referendum budget crash panic"
)
# Names a bare number begins that are not events: "the 1500 Series", "the 1200 Block".
_PRODUCT_WORDS = _wordset("series model pro plus max mini class block room suite unit line")
#: The earliest year read from "the <year> <event>" without a preposition.
_EVENT_YEAR_MIN = 1000
_COUNT_WORDS = _wordset(
    "people staff personnel children men women thousand million billion trillion lakh crore "
    "dozen km kg mg mb gb tb kb ft lb lbs oz mi cm mm ml hours hrs"
)
# A negation at most three words before a phrase: "no contact in", "hasn't been contacted in";
# not "not at risk and closes in".
NEGATION = re.compile(
    r"\b(?:no|not|never|without|nothing|none|nobody|n't|hasn't|haven't|hadn't|didn't|isn't|"
    r"wasn't|weren't|hasnt|havent|didnt)(?:\s+[^\s.,;:!?]+){0,3}\s*$",
    re.IGNORECASE,
)
_RELATION_BEFORE = re.compile(
    r"\b(?P<rel>before|after|since|by|until|till|prior\s+to|no\s+later\s+than|not\s+later\s+than|"
    r"earlier\s+than|later\s+than)\s+(?:the\s+)?(?:(?:end|start|beginning)\s+of\s+"
    r"(?:the\s+)?)?$",
    re.IGNORECASE,
)
_RELATIONS = {
    "before": Relation.BEFORE,
    "prior to": Relation.BEFORE,
    "earlier than": Relation.BEFORE,
    "after": Relation.AFTER,
    "later than": Relation.AFTER,
    "since": Relation.SINCE,
    "by": Relation.BY,
    "until": Relation.BY,
    "till": Relation.BY,
    "no later than": Relation.BY,
    "not later than": Relation.BY,
}


#: Relations that bound an event from above ("before", "by").
_UPPER_BOUNDS = frozenset({Relation.BEFORE, Relation.BY})


# --------------------------------------------------------------------------------------------
# Parsing


@dataclass(frozen=True)
class _Found:
    start: int
    end: int
    granularity: Granularity
    first: dt.date | None = None
    last: dt.date | None = None
    yearless: MonthDayRange | None = None
    relative: bool = False
    relation: Relation | None = None
    #: An anaphoric phrase before resolution: its unit and how many of them from its anchor.
    anchor: tuple[str, int] | None = None


_Handler = Callable[[re.Match[str], str, "dt.date | None", "int | None"], "_Found | None"]


def _span(m: re.Match[str]) -> tuple[int, int]:
    return m.start(), m.end()


def _day_found(
    m: re.Match[str], year: int | None, month: int, day: int, default_year: int | None
) -> _Found | None:
    """A single day; without a year it becomes a yearless day unless a default year is known."""
    if not 1 <= month <= 12 or day < 1:
        return None
    if year is None and default_year is None:
        # Feb 29 is a valid yearless day (it exists in leap years).
        if day > (29 if month == 2 else calendar.monthrange(2023, month)[1]):
            return None
        return _Found(
            *_span(m), Granularity.DAY, yearless=MonthDayRange((month, day), (month, day))
        )
    y = year if year is not None else default_year
    if y is None or not _valid_year(y) or day > calendar.monthrange(y, month)[1]:
        return None
    d = dt.date(y, month, day)
    return _Found(*_span(m), Granularity.DAY, d, d)


def _period_found(
    m: re.Match[str],
    year: int | None,
    default_year: int | None,
    granularity: Granularity,
    first: tuple[int, int],
    last: tuple[int, int],
) -> _Found | None:
    """A month, quarter, half or year; yearless unless a year is stated or given."""
    y = year if year is not None else default_year
    if y is None:
        return _Found(*_span(m), granularity, yearless=MonthDayRange(first, last))
    if not _valid_year(y):
        return None
    return _Found(*_span(m), granularity, _clamped(y, *first), _clamped(y, *last))


def _month_of(m: re.Match[str]) -> int:
    return _MONTHS[m.group("mon").rstrip(".").lower()]


def _year_of(m: re.Match[str], group: str = "year") -> int | None:
    value = m.groupdict().get(group)
    return int(value) if value else None


def _two_digit_year(value: str) -> int:
    n = int(value)
    return n + (2000 if len(value) <= 2 and n < 70 else 1900 if len(value) <= 2 else 0)


def _h_iso(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    return _day_found(m, int(m.group("y")), int(m.group("m")), int(m.group("d")), dy)


def _h_numeric(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    a, b, sep = int(m.group("a")), int(m.group("b")), m.group("sep")
    if sep != "/" and len(m.group("y")) == 2:
        return None  # "1.2.34" is a version number, not a date
    year = _two_digit_year(m.group("y"))
    # Dotted dates are day-first (European); slashes month-first (US) unless impossible.
    month, day = (b, a) if sep == "." or a > 12 else (a, b)
    return _day_found(m, year, month, day, dy)


def _h_iso_month(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    month = int(m.group("m"))
    if not 1 <= month <= 12:
        return None
    return _period_found(m, int(m.group("y")), dy, Granularity.MONTH, (month, 1), (month, 31))


def _h_mdy(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    return _day_found(m, _year_of(m), _month_of(m), int(m.group("day")), dy)


#: The second day of "April 18-26", "18 to 26 April" (not "18-26%" or "3-4 million").
_DAY_RANGE_END = (
    r"\s*(?:-|–|—|to|through|thru)\s*(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?(?![\d%]|[.,]\d"
    r"|\s*(?:million|billion|thousand|percent|per\s+cent)\b)"
)


def _h_day_range(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    """Days of one month: "Apr. 18-26", "18 to 26 April 2015"."""
    month, first, last = _month_of(m), int(m.group("day")), int(m.group("day2"))
    if not 1 <= first < last or last > calendar.monthrange(2024, month)[1]:
        return None
    return _period_found(m, _year_of(m), dy, Granularity.DAY, (month, first), (month, last))


#: The second date of "June 3 to June 5", "March 30 - April 2, 2024": a month name and a day.
_MONTH_DAY_END = (
    r"\s*(?:-|–|—|to|through|thru|until|till)\s*"
    rf"(?P<mon2>(?:{_MONTH_ALT})(?![a-zA-Z])\.?)\s+(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?"
    r"(?![\d%]|[.,]\d)"
)


def _h_month_day_range(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    """Days from one month day to a later one of the same year, each with its month: "June 3
    to June 5", "March 30 - April 2, 2024" (not "December 28 to January 3", which crosses a
    year the text may not say)."""
    first = (_month_of(m), int(m.group("day")))
    last = (_MONTHS[m.group("mon2").rstrip(".").lower()], int(m.group("day2")))
    if not first < last or not all(
        1 <= day <= calendar.monthrange(2024, month)[1] for month, day in (first, last)
    ):
        return None
    return _period_found(m, _year_of(m), dy, Granularity.DAY, first, last)


#: Days a name gives, each the same day every year: "Christmas Day 2021" is 25 December 2021.
#: Read with a year only (:data:`_PATTERNS`).
_HOLIDAYS = {
    "christmas day": (12, 25),
    "christmas eve": (12, 24),
    "boxing day": (12, 26),
    "new year's day": (1, 1),
    "new year's eve": (12, 31),
    "valentine's day": (2, 14),
    "halloween": (10, 31),
    "guy fawkes night": (11, 5),
    "bastille day": (7, 14),
}
_HOLIDAY = (
    r"(?P<holiday>Christmas\s+(?:Day|Eve)|Boxing\s+Day|New\s+Year['’]s\s+(?:Day|Eve)"
    r"|Valentine['’]s\s+Day|Halloween|Guy\s+Fawkes\s+Night|Bastille\s+Day)"
)


def _h_holiday(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    name = re.sub(r"\s+", " ", m.group("holiday").lower().replace("’", "'"))
    month, day = _HOLIDAYS[name]
    return _day_found(m, _year_of(m), month, day, dy)


def _h_month_year(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    month = _month_of(m)
    return _period_found(m, _year_of(m), dy, Granularity.MONTH, (month, 1), (month, 31))


#: A part of a month before its name: "early", "mid-", "late", "the end of", "the beginning of".
_PART = (
    r"(?P<part>(?i:early|mid|late|(?:the\s+)?(?:very\s+)?(?:end|beginning|start|middle)\s+of))"
    r"(?:[\s-]+|(?<=mid)-?)"
)
#: The days of a month each part covers.
_PART_DAYS = {
    "early": (1, 10),
    "beginning": (1, 10),
    "start": (1, 10),
    "mid": (11, 20),
    "middle": (11, 20),
    "late": (21, 31),
    "end": (21, 31),
}


def _h_month_part(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    word = next(w for w in re.findall(r"[a-z]+", m.group("part").lower()) if w in _PART_DAYS)
    first, last = _PART_DAYS[word]
    month = _month_of(m)
    return _period_found(m, _year_of(m), dy, Granularity.MONTH, (month, first), (month, last))


#: A month named after a bare one makes it a month too: "open May through September".
_TO_A_MONTH = re.compile(
    rf"\s*(?:through|thru|to|until|till|-|–)\s+(?:{'|'.join(m.title() for m in _MONTHS_FULL)})\b"
)


def _h_month(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    word = m.group("mon").rstrip(".")
    before = text[max(0, m.start() - 16) : m.start()].split()
    prev = before[-1].lower() if before else ""
    # A bare month that is also a word or a name ("May", "March", "June"), or an abbreviation,
    # is a month only after a time preposition.
    low = word.lower()
    ambiguous = low in _WORD_LIKE_MONTHS or low not in _MONTHS_FULL
    if (
        ambiguous
        and prev not in _TIME_PREPOSITIONS | {"this", "last", "next", "every", "each"}
        and not _TO_A_MONTH.match(text, m.end())
    ):
        return None
    month = _MONTHS[low]
    return _period_found(m, None, dy, Granularity.MONTH, (month, 1), (month, 31))


def _quarter(q: int) -> tuple[tuple[int, int], tuple[int, int]]:
    return (3 * q - 2, 1), (3 * q, 31)


def _h_quarter(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    q = int(m.group("q")) if m.group("q") else _ORDINALS[m.group("ord").lower()]
    year = _year_of(m, "y")
    if year is None and m.groupdict().get("yy"):
        year = _two_digit_year(m.group("yy"))
    first, last = _quarter(q)
    return _period_found(m, year, dy, Granularity.QUARTER, first, last)


def _h_half(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    h = int(m.group("h")) if m.group("h") else (1 if m.group("ord").lower() == "first" else 2)
    year = _year_of(m, "y")
    first, last = ((1, 1), (6, 30)) if h == 1 else ((7, 1), (12, 31))
    return _period_found(m, year, dy, Granularity.HALF, first, last)


def _h_fiscal(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    year = _two_digit_year(m.group("y"))
    return _period_found(m, year, None, Granularity.YEAR, (1, 1), (12, 31))


def _h_year(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    before = text[max(0, m.start() - 24) : m.start()].split()
    prev = before[-1].lower().strip("(") if before else ""
    year = int(m.group("year"))
    if year < _OLD_YEAR:
        if _count_noun_follows(text, m.end()) or not (
            prev in _OLD_YEAR_PREPOSITIONS
            or (prev == "the" and _event_follows(text, m.end(), year))
        ):
            return None
    elif prev not in _TIME_PREPOSITIONS and _count_noun_follows(text, m.end()):
        return None
    return _period_found(m, year, None, Granularity.YEAR, (1, 1), (12, 31))


def _h_year_range(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    y1, raw = int(m.group("y1")), m.group("y2")
    y2 = (y1 // 100) * 100 + int(raw) if len(raw) == 2 else int(raw)
    if not y1 < y2 <= y1 + 50:
        return None
    if y1 < _OLD_YEAR:
        before = text[max(0, m.start() - 24) : m.start()].split()
        prev = before[-1].lower().strip("(") if before else ""
        if prev not in _OLD_YEAR_PREPOSITIONS | {"from"} or _count_noun_follows(text, m.end()):
            return None  # "1500-1520 employees"
    return _Found(*_span(m), Granularity.YEAR, dt.date(y1, 1, 1), dt.date(y2, 12, 31))


_CENTURY_WORDS = {
    w: n
    for n, w in enumerate(
        str.split(
            "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
            "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
        ),
        start=1,
    )
}
_ERA_BEFORE = re.compile(r"\s*(?:BCE?|B\.C\.)", re.IGNORECASE)


def _h_decade(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    """A decade, "the 1880s": 1880..1889, whatever "early" or "late" narrows it to.

    "The 1900s" may also mean the century: a round hundred reads as both (1900..1999).
    """
    first = int(m.group("dec"))
    last = first + (99 if first % 100 == 0 else 9)
    return _Found(*_span(m), Granularity.YEAR, dt.date(first, 1, 1), dt.date(last, 12, 31))


def _h_century(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    """A century, "the 19th century": 1800..1900, the usual and the strict reading together."""
    raw = m.group("c").lower()
    if raw == "twenty-first" or raw == "twenty first":
        n = 21
    else:
        n = int(raw[:-2]) if raw[:1].isdigit() else _CENTURY_WORDS[raw]
    if not 1 <= n <= 21 or _ERA_BEFORE.match(text, m.end()):
        return None
    first = max(1, (n - 1) * 100)
    return _Found(*_span(m), Granularity.YEAR, dt.date(first, 1, 1), dt.date(n * 100, 12, 31))


_NEXT_WORD = re.compile(r"[ \t]*-?[ \t]*([A-Za-z]+)")


def _event_follows(text: str, end: int, year: int) -> bool:
    """Whether an event named by its year follows position ``end``: a name ("the 1889 World's
    Fair", "the 1896 Olympics") or an event noun ("the 1896 election")."""
    m = _NEXT_WORD.match(text, end)
    if m is None or year < _EVENT_YEAR_MIN:
        return False
    word = m.group(1)
    if word.lower() in _MONTHS or word.lower() in _PRODUCT_WORDS:
        return False
    return word[0].isupper() or word.lower() in _EVENT_NOUNS


def _count_noun_follows(text: str, end: int) -> bool:
    """Whether a count noun follows position ``end`` ("2000 employees", "1999 units")."""
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return False
    word = m.group(1)
    low = word.lower()
    if low in _COUNT_WORDS:
        return True
    if word[0].isupper() or low in _MONTHS or len(low) < 3:
        return False
    return low.endswith("s") and not low.endswith(("ss", "us", "is"))


def _n_of(m: re.Match[str]) -> int | None:
    raw = m.groupdict().get("n")
    if not raw:
        return 1
    raw = raw.lower()
    return int(raw) if raw.isdigit() else SMALL_NUMBERS.get(raw)


def _shift(as_of: dt.date, unit: str, n: int) -> dt.date:
    if unit == "day":
        return as_of + dt.timedelta(days=n)
    if unit == "week":
        return as_of + dt.timedelta(weeks=n)
    if unit == "month":
        return _add_months(as_of, n)
    if unit == "quarter":
        return _add_months(as_of, 3 * n)
    return _add_months(as_of, 12 * n)


def _unit_granularity(unit: str) -> Granularity:
    return {
        "day": Granularity.DAY,
        "week": Granularity.WEEK,
        "month": Granularity.MONTH,
        "quarter": Granularity.QUARTER,
        "year": Granularity.YEAR,
    }[unit]


def _relative(m: re.Match[str], granularity: Granularity) -> _Found:
    return _Found(*_span(m), granularity, relative=True)


def _unplaced(m: re.Match[str]) -> _Found | None:
    """A relative phrase that an as-of date at the calendar's ends cannot place."""
    unit = m.groupdict().get("unit")
    return _relative(m, _unit_granularity(unit.lower())) if unit else None


def _h_day_word(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    if as_of is None:
        return _relative(m, Granularity.DAY)
    offset = {"today": 0, "yesterday": -1, "tomorrow": 1}[m.group(0).lower()]
    d = as_of + dt.timedelta(days=offset)
    return _Found(*_span(m), Granularity.DAY, d, d, relative=True)


def _calendar_period(as_of: dt.date, unit: str, offset: int) -> tuple[dt.date, dt.date]:
    """The calendar week/month/quarter/year ``offset`` periods from the one holding ``as_of``."""
    if unit == "week":
        monday = as_of - dt.timedelta(days=as_of.weekday()) + dt.timedelta(weeks=offset)
        return monday, monday + dt.timedelta(days=6)
    if unit == "month":
        first = _add_months(as_of.replace(day=1), offset)
        return first, _month_end(first.year, first.month)
    if unit == "quarter":
        start_month = 3 * ((as_of.month - 1) // 3) + 1
        first = _add_months(as_of.replace(month=start_month, day=1), 3 * offset)
        last = _add_months(first, 2)
        return first, _month_end(last.year, last.month)
    year = as_of.year + offset
    return dt.date(year, 1, 1), dt.date(year, 12, 31)


def _h_this_period(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    unit = m.group("unit").lower()
    granularity = _unit_granularity(unit)
    if as_of is None:
        return _relative(m, granularity)
    which = m.group("which").lower()
    if which == "past":
        # "the past month" is the rolling window ending today, not the previous calendar month.
        return _Found(*_span(m), granularity, _shift(as_of, unit, -1), as_of, relative=True)
    offset = {"this": 0, "current": 0, "last": -1, "previous": -1, "next": 1, "coming": 1}[which]
    first, last = _calendar_period(as_of, unit, offset)
    return _Found(*_span(m), granularity, first, last, relative=True)


def _h_ago(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    unit, n = m.group("unit").lower(), _n_of(m)
    if n is None:
        return None
    granularity = _unit_granularity(unit)
    if as_of is None:
        return _relative(m, granularity)
    d = _shift(as_of, unit, -n)
    if unit == "day":
        return _Found(*_span(m), granularity, d, d, relative=True)
    if unit == "week":
        # "2 weeks ago" is approximate: allow half a week either side.
        return _Found(
            *_span(m), granularity, d - dt.timedelta(3), d + dt.timedelta(3), relative=True
        )
    first, last = _calendar_period(d, unit, 0)
    return _Found(*_span(m), granularity, first, last, relative=True)


def _h_window(m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None) -> _Found | None:
    """``in the last 14 days``, ``past 2 weeks``, ``in 14 days``, ``within 30 days``."""
    unit, n = m.group("unit").lower(), _n_of(m)
    if n is None:
        return None
    granularity = _unit_granularity(unit)
    past = bool(m.groupdict().get("past"))
    prep = (m.groupdict().get("prep") or "").lower()
    negated = NEGATION.search(text, max(0, m.start() - 60), m.start()) is not None
    if not past and not negated and prep == "for":
        return None  # "for 14 days" is a plain duration, left to the quantity parser
    if as_of is None:
        if not past and not negated:
            # "return within 30 days": with no date to count from, a duration like "for 30
            # days", checked as a count ("within 60 days" against it is a numeric mismatch).
            return None
        return _relative(m, granularity)
    start = _shift(as_of, unit, -n)
    if negated and (past or prep in {"in", "within", "for", "over"}):
        # "No contact in 14 days": nothing after as_of - 14; a contact on that day is allowed.
        return _Found(
            *_span(m),
            granularity,
            start + dt.timedelta(days=1),
            as_of,
            relative=True,
            relation=Relation.NOT_WITHIN,
        )
    if past:
        return _Found(*_span(m), granularity, start, as_of, relative=True)
    end = _shift(as_of, unit, n)
    if prep == "in":
        # "closes in 14 days": a point in the future.
        return _Found(*_span(m), granularity, end, end, relative=True)
    return _Found(*_span(m), granularity, as_of, end, relative=True)


_FORWARD = frozenset({"following", "next", "subsequent", "later", "afterwards", "afterward"})
_BACKWARD = frozenset({"previous", "preceding", "prior", "earlier", "before"})


def _h_anchored(
    m: re.Match[str], text: str, as_of: dt.date | None, dy: int | None
) -> _Found | None:
    """A phrase counted from an earlier date ("the following year", "two years later").

    Returned unplaced, with its unit and offset; :func:`_anchor` places it.
    """
    unit = m.group("unit").lower()
    which = (m.groupdict().get("which") or "").lower()
    n = _n_of(m)
    if unit == "decade" and n is not None:
        unit, n = "year", 10 * n
    if n is None or (not which and (m.groupdict().get("det") or "").lower() == "the"):
        return None  # "the year" alone names no period
    direction = 1 if which in _FORWARD or which == "after" else -1 if which in _BACKWARD else 0
    return _Found(*_span(m), _unit_granularity(unit), relative=True, anchor=(unit, direction * n))


_FINENESS = (
    Granularity.DAY,
    Granularity.WEEK,
    Granularity.MONTH,
    Granularity.QUARTER,
    Granularity.HALF,
    Granularity.YEAR,
)


def _anchor(f: _Found, earlier: list[_Found]) -> _Found | None:
    """An anaphoric phrase placed by the nearest earlier date, or None when none can place it.

    The anchor must be one period of the phrase's unit or finer: "2021 ... the following year"
    is 2022, "March 3, 2021 ... the following month" is April 2021, but "2021 ... the following
    month" is unknown.
    """
    assert f.anchor is not None
    unit, offset = f.anchor
    before = [e for e in earlier if e.end <= f.start]
    if not before:
        return None
    a = max(before, key=lambda e: (e.end, e.end - e.start))
    if a.first is None or a.last is None:
        return None
    if _FINENESS.index(a.granularity) > _FINENESS.index(f.granularity):
        return None
    if unit == "day":
        if a.first != a.last:
            return None
        first = last = a.first + dt.timedelta(days=offset)
    else:
        if _calendar_period(a.first, unit, 0) != _calendar_period(a.last, unit, 0):
            return None  # "2021-2023 ... the following year"
        first, last = _calendar_period(a.first, unit, offset)
    return _Found(f.start, f.end, f.granularity, first, last, relation=f.relation, anchor=f.anchor)


_B = r"(?<![\w./-])"  # a mention cannot continue a word, number, path or date
_E = r"(?![\w])"
_B_YEAR = r"(?<![\w$€£¥₹#./,-])"  # a year is not money, a number's tail or part of a path


@dataclass(frozen=True)
class _Regex:
    """A pattern compiled only when first needed, so that importing the module stays cheap."""

    pattern: str
    flags: int = 0


_PATTERNS: list[tuple[_Regex, _Handler]] = [
    # Anaphoric phrases first: they win ties with the as-of readings of "the previous year".
    (
        _Regex(
            r"\b(?:(?:in|during|over)\s+)?(?P<det>the|that)\s+(?:(?P<which>following|next|subsequent|"
            r"previous|preceding|prior|same)\s+)?(?P<unit>day|week|month|quarter|year)\b"
            r"(?!\s+(?:ago|before\s+last|after\s+next|\d))",
            re.IGNORECASE,
        ),
        _h_anchored,
    ),
    (
        _Regex(
            r"(?<![\d,.])\b" + _NUM + r"[\s-]+(?P<unit>day|week|month|year|quarter|decade)s?\s+"
            r"(?P<which>later|earlier|afterwards?)\b",
            re.IGNORECASE,
        ),
        _h_anchored,
    ),
    (
        _Regex(
            r"\bthe\s+(?P<unit>day|week|month|quarter|year)\s+(?P<which>after|before)"
            r"(?=\s*(?:[,.;:!?)]|$))",
            re.IGNORECASE,
        ),
        _h_anchored,
    ),
    (
        _Regex(_B + r"(?P<y>\d{4})(?P<s>[-/.])(?P<m>\d{1,2})(?P=s)(?P<d>\d{1,2})(?![\d])"),
        _h_iso,
    ),
    (
        _Regex(
            _B + r"(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})"
            r"(?![\d]|[/.-]\d)"
        ),
        _h_numeric,
    ),
    (_Regex(_B + r"(?P<y>(?:19|20)\d{2})-(?P<m>\d{2})(?![\d]|-\d)"), _h_iso_month),
    (
        _Regex(_B + _MON + r"\s+" + _DAY + _MONTH_DAY_END + r"(?:,?\s+" + _YEAR + r")?"),
        _h_month_day_range,
    ),
    (
        _Regex(_B + _MON + r"\s+" + _DAY + _DAY_RANGE_END + r"(?:,?\s+" + _YEAR + r")?"),
        _h_day_range,
    ),
    (
        _Regex(_B + _DAY + _DAY_RANGE_END + r"\s+(?:of\s+)?" + _MON + r"(?:,?\s+" + _YEAR + r")?"),
        _h_day_range,
    ),
    (_Regex(_B + _MON + r"\s+" + _DAY + r"(?:,\s*|\s+)" + _YEAR), _h_mdy),
    (_Regex(_B + _DAY + r"\s+(?:of\s+)?" + _MON + r",?\s+" + _YEAR), _h_mdy),
    (_Regex(_B + _MON + r"\s+" + _DAY + r"(?!\s*(?:%|[.,]\d))"), _h_mdy),
    (_Regex(_B + _DAY + r"\s+(?:of\s+)?" + _MON), _h_mdy),
    # Only with its year: a bare "Christmas Day" may name a feast, not a date to check, and a
    # source's bare one would lend its day to the years beside it.
    (_Regex(_B + _HOLIDAY + r",?\s+(?:of\s+)?" + _YEAR), _h_holiday),
    # "late March", "mid-March 2024", "the end of March": a part of a month
    (
        _Regex(_B + _PART + _MON + r"(?:,?\s+(?:of\s+)?" + _YEAR + r")?"),
        _h_month_part,
    ),
    (_Regex(_B + _MON + r",?\s+(?:of\s+)?" + _YEAR), _h_month_year),
    (_Regex(_B + _MON), _h_month),
    (
        _Regex(
            _B + r"Q(?P<q>[1-4])(?:(?:\s+|[-/]|\s+of\s+)(?:FY\s?)?(?P<y>(?:19|20)\d{2})(?!\d)"
            r"|\s?['’](?P<yy>\d{2})(?!\d))?" + _E
        ),
        _h_quarter,
    ),
    (_Regex(_B + r"(?P<y>(?:19|20)\d{2})[\s-]?Q(?P<q>[1-4])" + _E), _h_quarter),
    (
        _Regex(
            _B + r"(?P<q>)(?P<ord>first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+quarter"
            r"(?:\s+(?:of\s+)?(?:(?:the\s+)?(?:fiscal\s+)?year\s+)?(?:FY\s?)?(?P<y>(?:19|20)\d{2})(?!\d))?",
            re.IGNORECASE,
        ),
        _h_quarter,
    ),
    (
        _Regex(_B + r"H(?P<h>[12])(?:(?:\s+|[-/]|\s+of\s+)(?P<y>(?:19|20)\d{2})(?!\d))?" + _E),
        _h_half,
    ),
    (
        _Regex(
            _B + r"(?P<h>)(?P<ord>first|second)[\s-]+half"
            r"(?:\s+of\s+(?:the\s+year\s+)?(?P<y>(?:19|20)\d{2})(?!\d))?",
            re.IGNORECASE,
        ),
        _h_half,
    ),
    (_Regex(_B + r"FY\s?'?(?P<y>\d{4}|\d{2})" + _E), _h_fiscal),
    (
        _Regex(
            _B_YEAR + r"(?P<y1>1\d{3}|20\d{2})\s?[-–]\s?(?P<y2>1\d{3}|20\d{2}|\d{2})"
            r"(?![\w%]|[.,]\d|-\d)"
        ),
        _h_year_range,
    ),
    (_Regex(_B_YEAR + _YEAR + r"(?![\w%]|[.,]\d|-\d)"), _h_year),
    (_Regex(_B_YEAR + r"(?P<dec>1\d{2}0|20\d0)['’]?s\b"), _h_decade),
    (
        _Regex(
            r"\b(?P<c>\d{1,2}(?:st|nd|rd|th)|twenty[\s-]first|"
            + "|".join(_CENTURY_WORDS)
            + r")[\s-]+century\b",
            re.IGNORECASE,
        ),
        _h_century,
    ),
    (_Regex(r"\b(?:today|yesterday|tomorrow)\b", re.IGNORECASE), _h_day_word),
    (
        _Regex(
            r"\b(?P<which>this|current|last|previous|next|coming|past)\s+"
            r"(?P<unit>day|week|month|quarter|year)\b",
            re.IGNORECASE,
        ),
        _h_this_period,
    ),
    # not the last digits of a larger figure: "about 200,000 years ago" is no "000 years ago"
    (_Regex(r"(?<![\d,.])\b" + _NUM + r"[\s-]+" + _UNIT + r"\s+ago\b", re.IGNORECASE), _h_ago),
    (
        _Regex(
            r"\b(?:(?P<prep>in|within|during|over|for)\s+)?(?:the\s+)?(?P<past>last|past|previous)"
            r"\s+(?:" + _NUM + r"\s+)?" + _UNIT + r"\b",
            re.IGNORECASE,
        ),
        _h_window,
    ),
    (
        _Regex(
            r"\b(?P<prep>in|within|for)\s+(?:the\s+next\s+)?" + _NUM + r"\s+" + _UNIT + r"\b",
            re.IGNORECASE,
        ),
        _h_window,
    ),
]


def _continues(before: str, guard: str) -> bool:
    """Whether the character before a match makes it part of a longer word, number or path."""
    return before.isalnum() or before == "_" or before in guard


def _scan(
    pattern: _Regex, handler: _Handler
) -> tuple[re.Pattern[str], _Handler, str, tuple[str, ...]]:
    """Move a pattern's leading guard out of the regex and name words the text must contain.

    A leading look-behind or ``\\b`` stops the regex engine from skipping ahead to the pattern's
    first characters, which made long sources several times slower to scan.
    """
    source = pattern.pattern
    guard = ""
    # A leading \b stays: for case-insensitive word patterns it is what prunes the scan.
    for prefix, chars in ((_B, "./-"), (_B_YEAR, "$€£¥₹#./,-")):
        if source.startswith(prefix):
            source, guard = source[len(prefix) :], chars
            break
    needles: tuple[str, ...] = ()
    if handler is _h_ago:
        needles = ("ago",)
    elif "(?P<past>" in source:
        needles = ("last", "past", "previous")
    elif handler is _h_day_word:
        needles = ("today", "yesterday", "tomorrow")
    elif "quarter" in source and handler is _h_quarter:
        needles = ("quarter",)
    elif "half" in source:
        needles = ("half",)
    elif handler is _h_century:
        needles = ("century",)
    elif handler is _h_this_period or handler is _h_anchored:
        needles = ("day", "week", "month", "quarter", "year")
    return re.compile(source, pattern.flags), handler, guard, needles


@lru_cache(maxsize=1)
def _scans() -> list[tuple[re.Pattern[str], _Handler, str, tuple[str, ...]]]:
    return [_scan(pattern, handler) for pattern, handler in _PATTERNS]


def parse_times(
    text: str, as_of: dt.date | None = None, *, year: int | None = None
) -> list[TimeMention]:
    """Time mentions of ``text`` in order, with exact spans and resolved intervals.

    ``as_of`` resolves relative phrases ("14 days ago", "this quarter"); ``year`` gives yearless
    mentions ("Q4", "Dec 15") a year when the context states one (see :func:`infer_year`).
    """
    return list(_parse_times(text, as_of, year))


@text_cache(maxsize=SOURCE_TEXTS)
def _parse_times(text: str, as_of: dt.date | None, year: int | None) -> tuple[TimeMention, ...]:
    # A source is read for its times and again for its quantities; one scan serves both.
    found: list[_Found] = []
    lowered = text.lower()
    anaphoric: list[_Found] = []
    for pattern, handler, guard, needles in _scans():
        if needles and not any(n in lowered for n in needles):
            continue
        for m in pattern.finditer(text):
            if m.start() > 0 and _continues(text[m.start() - 1], guard):
                continue
            try:
                f = handler(m, text, as_of, year)
            except (OverflowError, ValueError):
                # An as-of date at the calendar's ends (year 1 or 9999) has no "next year":
                # the phrase stays relative and unresolved, as without an as-of date.
                f = handler(m, text, None, year) or _unplaced(m)
            if f is not None and f.end > f.start:
                (anaphoric if f.anchor is not None and f.first is None else found).append(f)
    # Anaphoric phrases count from the nearest earlier date, which may itself be anaphoric
    # ("2021 ... the following year ... two years later"); unplaced ones are dropped.
    dates = [f for f in found if not f.relative and f.first is not None]
    for f in sorted(anaphoric, key=lambda f: f.start):
        try:
            placed = _anchor(f, dates)
        except (OverflowError, ValueError):
            placed = None
        if placed is not None:
            found.insert(0, placed)  # first, to win ties with an as-of reading of its words
            dates.append(placed)
    # Longest mention wins where candidates overlap; ties go to the earlier one.
    found.sort(key=lambda f: (-(f.end - f.start), f.start))
    taken: list[_Found] = []
    starts: list[int] = []  # starts of ``taken``, kept sorted; taken spans never overlap
    for f in found:
        i = bisect.bisect_left(starts, f.end)
        if i > 0 and taken[i - 1].end > f.start:
            continue
        starts.insert(i, f.start)
        taken.insert(i, f)
    return tuple(_mention(text, f) for f in taken)


def _mention(text: str, f: _Found) -> TimeMention:
    relation = f.relation
    end_point = False
    if relation is None:
        relation = Relation.WITHIN
        m = _RELATION_BEFORE.search(text, max(0, f.start - 40), f.start)
        if m is not None:
            relation = _RELATIONS[" ".join(m.group("rel").lower().split())]
            end_point = m.group("rel").lower() in ("until", "till")
            negated = NEGATION.search(text, max(0, m.start() - 60), m.start()) is not None
            if relation is Relation.SINCE and negated:
                # "no contact since Nov 7": the last contact was on or before Nov 7.
                relation = Relation.BY
    return TimeMention(
        start=f.start,
        end=f.end,
        text=text[f.start : f.end],
        granularity=f.granularity,
        first=f.first,
        last=f.last,
        yearless=f.yearless,
        relative=f.relative,
        relation=relation,
        anchored=f.anchor is not None,
        end_point=end_point,
    )


def infer_year(mentions: list[TimeMention]) -> int | None:
    """The one year the mentions state explicitly, if exactly one (context for "Q4", "Dec 15")."""
    years = {
        m.first.year
        for m in mentions
        if m.first is not None
        and m.last is not None
        and not m.relative
        and m.first.year == m.last.year
    }
    return years.pop() if len(years) == 1 else None


# --------------------------------------------------------------------------------------------
# A page's own date: what its relative phrases count from


#: How far into a page its byline or dateline may stand (past a web page's menus and titles).
WRITTEN_WITHIN = 3000
#: Words that date a page when its date follows them: "By Travis Zimpfer on March 2, 2017",
#: "PUBLISHED DATETIME: 2018-03-14T17:13:40", "Posted on", "Published:", "Dated".
_WRITTEN_MARK = re.compile(
    r"(?:\b(?i:published|posted|updated|dated|date|written)(?:\s+(?i:date(?:time)?|on|at))*"
    r"|\b(?i:by)\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s*(?:(?i:on)\b|[|,·•–—-]))"
    r"\s*:?\s*$"
)
#: ... or precede them: "27 December 2012\nLast updated at 06:57 ET".
_UPDATED_AFTER = re.compile(r"\s*(?i:last\s+updated|updated|published)\b")
#: The days of the week, Monday first (``datetime.date.weekday`` order).
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(
    r"\b(?:(?P<which>(?i:last|this\s+past|next|this\s+coming|coming))\s+)?"
    r"(?P<day>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?![\w-])(?!'?s\b)"
)
#: Words before a weekday that put it ahead of the writing ("will meet on Friday").
_AHEAD = re.compile(
    r"\b(?i:will|shall|'ll|is\s+to|are\s+to|to\s+be|scheduled|expected|due|plans?|planned|"
    r"set\s+to|upcoming|until|till)\b[^.!?\n]*$"
)


def written_on(text: str) -> dt.date | None:
    """The day a page says it was written: a date its byline or dateline gives (``By ... on``,
    ``Published``, ``Posted on``, ``... Last updated``), near its top; ``None`` without one.

    Relative phrases of the page ("on Wednesday", "last year", "earlier this month") count from
    it (:func:`written_times`). The first date of a page is not taken for it: a page shows the
    day it was read as well ("Search The Missouri Times / August 25, 2019 / ... By Travis
    Zimpfer on March 2, 2017").
    """
    head = text[:WRITTEN_WITHIN]
    for t in parse_times(head):
        if t.granularity is not Granularity.DAY or t.first is None or t.relative or t.anchored:
            continue
        if _WRITTEN_MARK.search(head, max(0, t.start - 80), t.start) or _UPDATED_AFTER.match(
            head, t.end
        ):
            return t.first
    return None


def written_times(text: str) -> tuple[TimeMention, ...]:
    """The relative phrases of a page that its own date (:func:`written_on`) places: "last
    year", "earlier this month", "yesterday", "three days ago", a season ("last summer"), and a
    weekday, the last one on or before that date ("narrowed the list ... Wednesday evening" in
    a page of Thursday 2 March 2017: 1 March), or the next one where the words before it look
    ahead ("will meet on Friday"). Empty for a page without a date."""
    as_of = written_on(text)
    if as_of is None:
        return ()
    mentions = parse_times(text, as_of)
    found = [t for t in mentions if t.relative and t.first is not None]
    taken = [(t.start, t.end) for t in mentions]
    for m in _WEEKDAY.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue  # "Wednesday, March 1, 2017" is dated by its date
        day = _weekday_on(m, text, as_of)
        found.append(
            TimeMention(m.start(), m.end(), m.group(0), Granularity.DAY, day, day, relative=True)
        )
    for m in _SEASON.finditer(text):
        first, last = _season_of(m, as_of)
        found.append(
            TimeMention(
                m.start(), m.end(), m.group(0), Granularity.MONTH, first, last, relative=True
            )
        )
    return tuple(sorted(found, key=lambda t: t.start))


#: "last summer", "this spring", "next winter": a season of the page's year (northern).
_SEASON = re.compile(
    r"\b(?P<which>(?i:last|this|next|this\s+past|past))\s+(?P<season>(?i:spring|summer|autumn|fall|winter))\b"
)
#: Each season's first month and length in months (winter runs into the next year).
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}


def _season_of(m: re.Match[str], as_of: dt.date) -> tuple[dt.date, dt.date]:
    """The months a season of a page dated ``as_of`` names: "last summer" is the latest one
    over by then, "this winter" the one it is (or that just ended) else the coming one, "next
    summer" the first one that starts after it."""
    which = " ".join(m.group("which").lower().split())
    month = _SEASONS[m.group("season").lower()]
    year = as_of.year - (1 if month == 12 and as_of.month <= 2 else 0)

    def season(y: int) -> tuple[dt.date, dt.date]:
        first = dt.date(y, month, 1)
        last = _add_months(first, 2)
        return first, _month_end(last.year, last.month)

    if which == "this":  # the season it is, one just over, else the coming one
        seasons = [season(y) for y in (year - 1, year, year + 1)]
        return next(
            (s for s in seasons if s[0] <= as_of <= s[1] + dt.timedelta(days=31)),
            next(s for s in seasons if s[0] > as_of),
        )
    first, last = season(year)
    if which in ("last", "past", "this past"):
        while last >= as_of:
            year -= 1
            first, last = season(year)
    elif which == "next":
        while first <= as_of:
            year += 1
            first, last = season(year)
    return first, last


def _weekday_on(m: re.Match[str], text: str, as_of: dt.date) -> dt.date:
    """The day a weekday of a page dated ``as_of`` names (see :func:`written_times`)."""
    which = " ".join((m.group("which") or "").lower().split())
    wanted = WEEKDAYS.index(m.group("day").lower())
    back = (as_of.weekday() - wanted) % 7
    sentence_start = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), 0)
    ahead = which in ("next", "this coming", "coming") or (
        not which and _AHEAD.search(text, max(sentence_start, m.start() - 60), m.start())
    )
    if ahead:
        return as_of + dt.timedelta(days=(wanted - as_of.weekday()) % 7 or 7)
    if which in ("last", "this past") and back == 0:
        back = 7
    return as_of - dt.timedelta(days=back)
