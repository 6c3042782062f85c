"""TEMPORAL_DISTORTION: opening days or hours that a record's weekly schedule does not have.

Business records carry a week of opening hours: ``"hours": {"Monday": "11:0-21:0", ...}`` (a
mapping keyed by weekday names, values "11:00-21:00", "11:30 AM - 9 PM", "closed"). An answer
written from one says "open seven days a week", "Monday through Saturday, 9 am to 6 pm" or
"closed on Mondays"; the days and times it states are checked against the schedule:

- a day the claim says the place is open on must be in the schedule (a day the record leaves
  out is a day it is closed);
- a day the claim says it is closed on must not have hours;
- an opening-closing time pair ("from 11 am to 10 pm") must be some claimed day's hours, any
  day's when the claim names no day; a lone "until 10 pm" must be some such day's closing time,
  "opens at 9 am" some such day's opening time;
- a time on a named day ("on Monday at 3 pm") must fall within that day's hours.

Days the record gives as "0:0-0:0" (unknown in some exports, closed or round the clock in others)
count as listed and never decide a time. Schedules come from JSON documents and loaded JSON files,
as for :mod:`groundwise.detectors.attributes`, and from prose that gives opening hours day by day
("Hours: Monday-Friday 9am-5pm, Saturday 10am-2pm. Closed Sundays."; :func:`text_schedule`). A
day such prose does not name is unknown, not closed, and its schedule is held only against claims
about opening hours (:data:`_HOURS_CUE`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import make_flag, quote
from groundwise.detectors.attributes import sentence_bounds, source_leaves
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.sources import Source
from groundwise.timeexpr import WEEKDAYS

DAYS = WEEKDAYS
_DAY_FORMS = {d: i for i, d in enumerate(DAYS)} | {d[:3]: i for i, d in enumerate(DAYS)}
_DAY_FORMS |= {"tues": 1, "wednes": 2, "thur": 3, "thurs": 3, "satur": 5}
#: Keys of a schedule mapping: "Monday", "monday", "Mon".
_DAY_KEYS = {d: i for i, d in enumerate(DAYS)} | {d[:3]: i for i, d in enumerate(DAYS)}
_DAY = r"(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?"
_DAY_RANGE_RE = re.compile(
    rf"\b({_DAY})\s*(?:through|thru|to|until|till|-|–|—)\s*({_DAY})(?![a-z])", re.IGNORECASE
)
_DAY_RE = re.compile(rf"\b({_DAY})(?![a-z])", re.IGNORECASE)
_EVERY_DAY_RE = re.compile(
    r"\b(?:seven|7)\s+days\s+a\s+week\b|\bevery\s+day\b|\bdaily\b|\ball\s+week\b", re.IGNORECASE
)
_WEEKDAYS_RE = re.compile(r"\bweekdays\b", re.IGNORECASE)
_WEEKENDS_RE = re.compile(r"\bweekends?\b", re.IGNORECASE)
_CLOSED_RE = re.compile(r"\bclosed\b", re.IGNORECASE)
TIME = r"(?:(\d{1,2})(?:[:.](\d{2}))?\s*(a\.\s?m\.|p\.\s?m\.|am\b|pm\b)?|(noon|midnight))"
_TIME_RANGE_RE = re.compile(
    rf"(?<![\d:.]){TIME}\s*(?:to|until|till|-|–|—)\s*{TIME}(?![\d:])", re.IGNORECASE
)
_UNTIL_RE = re.compile(rf"\b(?:until|till|closes\s+at)\s+{TIME}(?![\d:])", re.IGNORECASE)
_OPENS_AT_RE = re.compile(rf"\bopens\s+at\s+{TIME}(?![\d:])", re.IGNORECASE)
#: A time of day on a named day ("on Monday at 3 pm"): within that day's hours.
_AT_RE = re.compile(rf"(?<!opens\s)(?<!closes\s)\bat\s+{TIME}(?![\d:])", re.IGNORECASE)
#: A schedule needs at least this many days to say anything about the days it leaves out.
MIN_DAYS = 3
_UNKNOWN = "unknown"
#: "Sundays closed", "Sunday: closed", "Sundays are closed".
_JUST_BEFORE_RE = re.compile(r"\s*(?:[:\-–]|is|are)?\s*", re.IGNORECASE)
#: A day named at most this many characters after "closed" is a closed day.
_CLOSED_REACH = 16


@dataclass(frozen=True)
class Schedule:
    """A week of opening hours: per weekday (0 = Monday) the (open, close) minutes, if any."""

    path: str
    source_id: str
    #: Day -> (open, close) in minutes after midnight; ``None`` when the day is listed as unknown.
    hours: dict[int, tuple[int, int] | None]
    #: The sentences of prose the schedule was read from; empty for a record's.
    said: str = ""

    @property
    def where(self) -> str:
        """Where the schedule is, for messages: the record's field or the source's words."""
        if self.said:
            return f"the source's hours ({quote(self.said, 120)})"
        return f"the record's hours ({self.path})"

    def shown(self, day: int) -> str:
        """How the record gives ``day``, for messages."""
        if day not in self.hours:
            return (
                f"{DAYS[day].title()}: closed" if self.said else f"no hours for {DAYS[day].title()}"
            )
        value = self.hours[day]
        if value is None:
            return f"{DAYS[day].title()}: {_UNKNOWN}"
        return f"{DAYS[day].title()}: {clock(value[0])}-{clock(value[1])}"


def clock(minutes: int) -> str:
    return f"{minutes // 60 % 24}:{minutes % 60:02d}"


def _day_index(word: str) -> int | None:
    """Weekday of a claimed day word: "Mondays", "Tue.", "Thurs" -> 0, 1, 3."""
    w = word.lower().rstrip(".").removesuffix("s")
    return _DAY_FORMS.get(w) if w in _DAY_FORMS else _DAY_FORMS.get(w.removesuffix("day"))


def _record_minutes(text: str) -> int | None:
    m = re.fullmatch(r"\s*(\d{1,2})(?::(\d{1,2}))?\s*(am|pm)?\s*", text, re.IGNORECASE)
    if not m:
        return None
    h, mins = int(m.group(1)), int(m.group(2) or 0)
    if m.group(3):
        h = h % 12 + (12 if m.group(3).lower() == "pm" else 0)
    return h * 60 + mins if h < 25 and mins < 60 else None


def _record_hours(value: Any) -> tuple[int, int] | str | None:
    """(open, close) minutes of a record's day value, ``None`` for unknown, "closed" for closed."""
    if not isinstance(value, str):
        return "skip"
    v = value.strip().lower()
    if v in ("closed", "none", "no", "false"):
        return "closed"
    parts = re.split(r"\s*[-–—]\s*|\s+to\s+", v)
    if len(parts) != 2:
        return "skip"
    a, b = (_record_minutes(p) for p in parts)
    if a is None or b is None:
        return "skip"
    return None if a == b == 0 else (a, b)


def schedules_of(source: Source) -> tuple[Schedule, ...]:
    """The weekly schedules of ``source``: mappings keyed by weekday names, or the opening hours
    its prose gives day by day."""
    return _schedules(source.id, source.text, source.fields) or text_schedule(
        source.id, source.text
    )


#: Words of opening hours: a prose schedule needs one in its sentence, a claim held against one
#: needs one too ("The workshop on Tuesday runs from 1 pm to 3 pm" is no opening hour).
_HOURS_CUE = re.compile(r"\b(?:open|opens|opening|closed|closes|closing|hours)\b", re.IGNORECASE)
#: What ends one piece of a prose schedule: a sentence's or a line's end, a semicolon.
_PIECE_END = re.compile(r"(?<![ap]\.m)(?<![AP]\.M)\.\s|\n|;")


@text_cache(maxsize=SOURCE_TEXTS)
def text_schedule(source_id: str, text: str) -> tuple[Schedule, ...]:
    """The opening hours a source's prose gives day by day: in a piece (a sentence, a line) with
    an hours word (:data:`_HOURS_CUE`) or after one that has it, each time range ("9am-5pm",
    "10:00 - 14:00") is the hours of the days named since the previous one ("Monday-Friday
    9am-5pm, Saturday 10am-2pm"), a day named with "closed" is closed ("Closed Sundays"). Days
    it does not name are unknown. A piece that names "hours" after a schedule starts another
    ("Store hours: ... Pharmacy hours: ..."); a schedule must name :data:`MIN_DAYS` days."""
    weeks: list[tuple[dict[int, tuple[int, int] | None], set[int], list[str]]] = []
    hours: dict[int, tuple[int, int] | None] = {}
    closed: set[int] = set()
    said: list[str] = []
    start, cued = 0, False
    for end in [m.end() for m in _PIECE_END.finditer(text)] + [len(text)]:
        piece, start = text[start:end], end
        # a heading's hours word holds for the lines of days after it ("Opening hours\nMon-Fri:
        # 9:00-17:30\nSat: ...") until a piece that gives none
        here = _HOURS_CUE.search(piece) is not None
        if said and re.search(r"\bhours\b", piece, re.IGNORECASE):
            weeks.append((hours, closed, said))
            hours, closed, said = {}, set(), []
        stated = (here or cued) and _piece_hours(piece, hours, closed)
        if stated:
            said.append(piece.strip())
        cued = here or (cued and stated)
    weeks.append((hours, closed, said))
    return tuple(
        Schedule(
            "hours",
            source_id,
            {d: hours.get(d) for d in range(7) if d not in closed},
            " ".join(said),
        )
        for hours, closed, said in weeks
        if len(hours.keys() | closed) >= MIN_DAYS
    )


def _piece_hours(piece: str, hours: dict[int, tuple[int, int] | None], closed: set[int]) -> bool:
    """Read one piece of a prose schedule into ``hours`` and ``closed``; whether it said any."""
    stated = False
    begin = 0
    for m in _TIME_RANGE_RE.finditer(piece):
        if not clock_like(m):
            continue
        days, _, shut, _ = claimed_days(piece[begin : m.start()])
        opens, closes = minutes(m.groups()[:4]), minutes(m.groups()[4:])
        begin = m.end()
        if not days or not opens or not closes:
            continue
        # "9-5": the opening in the morning, the closing after it
        close = next((c for c in closes if c > opens[0]), closes[-1])
        for day in days:
            hours[day] = (opens[0], close)
        closed.update(shut)
        stated = True
    _, _, shut, _ = claimed_days(piece[begin:])
    closed.update(shut)
    return stated or bool(shut)


@text_cache(maxsize=SOURCE_TEXTS)
def _schedules(source_id: str, text: str, spans: tuple[Any, ...]) -> tuple[Schedule, ...]:
    groups: dict[str, dict[int, tuple[int, int] | None]] = {}
    for path, raw in source_leaves(text, spans):
        group, _, leaf = path.rpartition(".")
        day = _DAY_KEYS.get(leaf.strip().lower())
        value = _record_hours(raw)
        if day is None or value == "skip":
            continue
        days = groups.setdefault(group, {})
        if value != "closed":
            days[day] = value if isinstance(value, tuple) else None
    return tuple(
        Schedule(group, source_id, days) for group, days in groups.items() if len(days) >= MIN_DAYS
    )


@dataclass(frozen=True)
class Named:
    """Days a sentence says a place is open and closed on, and the claim's spans naming them."""

    open_days: set[int]
    open_spans: list[tuple[int, int]]
    closed_days: set[int]
    closed_spans: list[tuple[int, int]]


def claimed_days(
    text: str,
) -> tuple[set[int], list[tuple[int, int]], set[int], list[tuple[int, int]]]:
    """Days a text says a place is open on and closed on, with the spans naming them.

    Day ranges, single days, "daily", "weekdays", "weekends"; a day named within a few words
    after or before "closed" ("closed on Mondays", "Sundays closed") is a closed day.
    """
    found: list[tuple[tuple[int, int], set[int]]] = []
    taken: list[tuple[int, int]] = []
    for m in _DAY_RANGE_RE.finditer(text):
        a, b = _day_index(m.group(1)), _day_index(m.group(2))
        if a is None or b is None:
            continue
        found.append((m.span(), set(range(a, b + 1)) if a <= b else {*range(a, 7), *range(b + 1)}))
        taken.append(m.span())
    for m in _DAY_RE.finditer(text):
        d = _day_index(m.group(1))
        if d is not None and not any(s <= m.start() < e for s, e in taken):
            found.append((m.span(), {d}))
    for regex, group in ((_EVERY_DAY_RE, set(range(7))), (_WEEKDAYS_RE, set(range(5)))):
        found.extend((m.span(), group) for m in regex.finditer(text))
    found.extend((m.span(), {5, 6}) for m in _WEEKENDS_RE.finditer(text))
    closed_at = [m.span() for m in _CLOSED_RE.finditer(text)]
    open_days: set[int] = set()
    closed_days: set[int] = set()
    open_spans: list[tuple[int, int]] = []
    closed_spans: list[tuple[int, int]] = []
    for (s, e), days in sorted(found, key=lambda f: f[0]):
        near = any(
            (0 <= s - ce <= _CLOSED_REACH and not re.search(r"[,.;:]", text[ce:s]))
            or (cs >= e and _JUST_BEFORE_RE.fullmatch(text[e:cs]) is not None)
            for cs, ce in closed_at
        )
        (closed_days if near else open_days).update(days)
        (closed_spans if near else open_spans).append((s, e))
    return open_days, open_spans, closed_days, closed_spans


def minutes(groups: Sequence[str | None]) -> list[int]:
    """Readings of one claimed time in minutes; without am/pm both halves of the day."""
    hour, mins, half, word = groups
    if word:
        return [720 if word.lower() == "noon" else 0]
    if hour is None:
        return []
    h, m = int(hour), int(mins or 0)
    if h > 24 or m > 59:
        return []
    if half:
        h12 = h % 12 + (12 if half.lower().startswith("p") else 0)
        # "21:00 pm": a 24-hour time with a stray suffix.
        return [h12 * 60 + m] if h <= 12 else [h * 60 + m]
    if h > 12 or h == 0:
        return [h % 24 * 60 + m]
    return [h % 12 * 60 + m, (h % 12 + 12) * 60 + m]


def clock_like(m: re.Match[str]) -> bool:
    """Whether a matched range reads as times of day: "11 am", "9:30" or "noon" on one side;
    "groups of 10-20" does not."""
    groups = m.groups()
    # Groups per side: hour, minutes, am/pm, noon/midnight.
    return any(groups[1:4] + groups[5:8])


def _same(a: int, b: int) -> bool:
    return a % 1440 == b % 1440


def _closes_at(claimed: int, hours: tuple[int, int]) -> bool:
    """Whether a day closes at ``claimed``; a record closing "before" it opens ("7:0-10:30")
    may have dropped the afternoon, so 22:30 matches too."""
    opens, closes = hours
    return _same(claimed, closes) or (
        closes <= opens and closes < 720 and _same(claimed, closes + 720)
    )


def _readings(
    claim: Claim, ctx: CheckContext
) -> tuple[list[tuple[int, int, str, Schedule, int, str]], list[tuple[int, int]]]:
    """Problems with the claim's days and times, and the claim spans every schedule found right.

    A claim one schedule agrees with has no problem (another source may be out of date). The
    problems carry the sentence offset of the claim and the sentence, for the flag.
    """
    schedules = [s for src in ctx.sources.values() for s in schedules_of(src)]
    if not schedules:
        return [], []
    begin, stop = sentence_bounds(ctx.answer, claim.start, claim.end)
    sentence = ctx.answer[begin:stop]
    if not _HOURS_CUE.search(sentence):
        schedules = [s for s in schedules if not s.said]
        if not schedules:
            return [], []
    at = claim.start - begin
    open_days, open_spans, closed_days, closed_spans = claimed_days(sentence)
    claim_end = at + len(claim.text)
    named = Named(
        open_days,
        [(s, e) for s, e in open_spans if at <= s and e <= claim_end],
        closed_days,
        [(s, e) for s, e in closed_spans if at <= s and e <= claim_end],
    )
    problems = []
    for schedule in schedules:
        problem, checked = _check(schedule, sentence, named, at, claim_end)
        if problem is None and checked:
            return [], [(s - at, e - at) for s, e in checked]
        if problem is not None:
            problems.append((*problem, schedule, at, sentence))
    return problems, []


def confirmed_spans(claim: Claim, ctx: CheckContext) -> list[tuple[int, int]]:
    """Claim spans (claim offsets) of days and times a record's schedule agrees with."""
    return _readings(claim, ctx)[1]


class HoursDetector(Detector):
    """TEMPORAL_DISTORTION: days or hours the record's weekly schedule does not have."""

    name = "hours"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the first claimed day or time the schedules do not have."""
        problems, _ = _readings(claim, ctx)
        if not problems:
            return []
        start, end, said, schedule, at, sentence = problems[0]
        return [
            make_flag(
                claim,
                ctx,
                start - at,
                end - at,
                type=FlagType.TEMPORAL_DISTORTION,
                # Not HIGH: schedules are exported in many ways (past midnight, lunch breaks,
                # "0:0-0:0"), and an answer may sum a week up loosely.
                severity=Severity.MEDIUM,
                message=f'The answer says "{sentence[start:end]}" but {schedule.where} say {said}.',
                suggestion=f"Give the days and hours as the record lists them ({said}).",
                source_says=said,
                source_id=schedule.source_id,
                contradicts=True,
            )
        ]


def _check(
    schedule: Schedule, sentence: str, named: Named, at: int, claim_end: int
) -> tuple[tuple[int, int, str] | None, list[tuple[int, int]]]:
    """What ``schedule`` says of the claim's days and times (sentence offsets).

    The first item is the span at fault and what the schedule says instead (``None`` when
    nothing is wrong); the second lists the spans that were checked.
    """
    hours = schedule.hours
    checked: list[tuple[int, int]] = []
    if named.open_spans:
        checked += named.open_spans
        wrong = sorted(d for d in named.open_days if d not in hours)
        if wrong:
            return (*named.open_spans[0], schedule.shown(wrong[0])), checked
    if named.closed_spans:
        checked += named.closed_spans
        wrong = sorted(d for d in named.closed_days if hours.get(d) is not None)
        if wrong:
            return (*named.closed_spans[0], schedule.shown(wrong[0])), checked
    days = named.open_days
    known = {d: v for d, v in hours.items() if v is not None and (not days or d in days)}
    for m in _TIME_RANGE_RE.finditer(sentence):
        if not (at <= m.start() and m.end() <= claim_end) or not known or not clock_like(m):
            continue
        opens, closes = minutes(m.groups()[:4]), minutes(m.groups()[4:])
        if not opens or not closes:
            continue
        checked.append(m.span())
        # "11 am to 9 pm" for a week of 11-20 and 12-21: the earliest opening and the
        # latest closing of the days meant, as a summary of the week.
        if not (
            any(_same(o, v[0]) for v in known.values() for o in opens)
            and any(_closes_at(c, v) for v in known.values() for c in closes)
        ):
            listed = "; ".join(schedule.shown(d) for d in sorted(known))
            return (m.start(), m.end(), listed), checked
    for m in _UNTIL_RE.finditer(sentence):
        if not (at <= m.start() and m.end() <= claim_end) or not known:
            continue
        if any(r.start() <= m.start() < r.end() for r in _TIME_RANGE_RE.finditer(sentence)):
            continue
        closes = minutes(m.groups())
        if not closes:
            continue
        checked.append(m.span())
        if not any(_closes_at(c, v) for v in known.values() for c in closes):
            listed = "; ".join(schedule.shown(d) for d in sorted(known))
            return (m.start(), m.end(), listed), checked
    for m in _OPENS_AT_RE.finditer(sentence):
        opens = minutes(m.groups())
        if not (at <= m.start() and m.end() <= claim_end) or not known or not opens:
            continue
        checked.append(m.span())
        if not any(_same(o, v[0]) for v in known.values() for o in opens):
            listed = "; ".join(schedule.shown(d) for d in sorted(known))
            return (m.start(), m.end(), listed), checked
    for m in _AT_RE.finditer(sentence):
        times = minutes(m.groups())
        if not (at <= m.start() and m.end() <= claim_end) or not days or not known or not times:
            continue
        if not any(m.groups()[1:4]):
            continue  # "at 3": a time only with am/pm, minutes or noon
        checked.append(m.span())
        if not any(_within(t, v) for v in known.values() for t in times):
            listed = "; ".join(schedule.shown(d) for d in sorted(known))
            return (m.start(), m.end(), listed), checked
    return None, checked


def _within(minute: int, hours: tuple[int, int]) -> bool:
    """Whether a time of day falls within a day's hours (past midnight where they run on)."""
    opens, closes = hours
    if closes <= opens:
        closes += 1440
    return any(opens <= t <= closes for t in (minute, minute + 1440))
