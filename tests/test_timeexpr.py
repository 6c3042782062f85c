"""Parsing dates, periods and relative phrases into calendar intervals."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwise.quantities import parse_quantities
from groundwise.timeexpr import (
    Granularity,
    MonthDayRange,
    Relation,
    TimeMention,
    infer_year,
    parse_times,
    written_on,
    written_times,
)

AS_OF = dt.date(2024, 11, 21)
D = dt.date


def _one(text: str, as_of: dt.date | None = None, year: int | None = None) -> TimeMention:
    found = parse_times(text, as_of, year=year)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("text", "span", "first", "last", "granularity"),
    [
        (
            "happening April 18-26, 2015, in every park",
            "April 18-26, 2015",
            D(2015, 4, 18),
            D(2015, 4, 26),
            Granularity.DAY,
        ),  # days of one month with the year
        (
            "closes 2024-12-15.",
            "2024-12-15",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # ISO
        (
            "at 2024-11-07T10:00:00Z",
            "2024-11-07",
            D(2024, 11, 7),
            D(2024, 11, 7),
            Granularity.DAY,
        ),  # ISO time
        (
            "on December 15, 2024",
            "December 15, 2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # US words
        (
            "on 15 December 2024",
            "15 December 2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # day first
        (
            "on Dec. 15, 2024",
            "Dec. 15, 2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # abbreviation
        (
            "due 12/15/2024",
            "12/15/2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # US numeric
        (
            "due 15/12/2024",
            "15/12/2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # day > 12
        (
            "due 15.12.2024",
            "15.12.2024",
            D(2024, 12, 15),
            D(2024, 12, 15),
            Granularity.DAY,
        ),  # dotted
        ("in March 2024", "March 2024", D(2024, 3, 1), D(2024, 3, 31), Granularity.MONTH),  # month
        (
            "in 2024-02",
            "2024-02",
            D(2024, 2, 1),
            D(2024, 2, 29),
            Granularity.MONTH,
        ),  # ISO month, leap
        ("in Q4 2024", "Q4 2024", D(2024, 10, 1), D(2024, 12, 31), Granularity.QUARTER),  # quarter
        ("in Q4'24", "Q4'24", D(2024, 10, 1), D(2024, 12, 31), Granularity.QUARTER),  # short year
        ("in 2024 Q1", "2024 Q1", D(2024, 1, 1), D(2024, 3, 31), Granularity.QUARTER),  # year first
        (
            "the fourth quarter of 2024",
            "fourth quarter of 2024",
            D(2024, 10, 1),
            D(2024, 12, 31),
            Granularity.QUARTER,
        ),  # words
        ("in H1 2025", "H1 2025", D(2025, 1, 1), D(2025, 6, 30), Granularity.HALF),  # half
        (
            "the second half of 2024",
            "second half of 2024",
            D(2024, 7, 1),
            D(2024, 12, 31),
            Granularity.HALF,
        ),  # half words
        ("in 2024 sales grew", "2024", D(2024, 1, 1), D(2024, 12, 31), Granularity.YEAR),  # a year
        (
            "during FY2023",
            "FY2023",
            D(2023, 1, 1),
            D(2023, 12, 31),
            Granularity.YEAR,
        ),  # fiscal = calendar
        (
            "from 2022-2024",
            "2022-2024",
            D(2022, 1, 1),
            D(2024, 12, 31),
            Granularity.YEAR,
        ),  # year range
        # a day a name gives, the same every year
        (
            "launched on Christmas Day 2021",
            "Christmas Day 2021",
            D(2021, 12, 25),
            D(2021, 12, 25),
            Granularity.DAY,
        ),
        (
            "on New Year’s Eve, 1999",
            "New Year’s Eve, 1999",
            D(1999, 12, 31),
            D(1999, 12, 31),
            Granularity.DAY,
        ),
    ],
)
def test_absolute(
    text: str, span: str, first: dt.date, last: dt.date, granularity: Granularity
) -> None:
    t = _one(text)
    assert (t.text, t.first, t.last, t.granularity) == (span, first, last, granularity)
    assert text[t.start : t.end] == span
    assert not t.relative


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("close date is Q4", (10, 1), (12, 31)),  # quarter without a year
        ("by Dec 15", (12, 15), (12, 15)),  # day without a year
        ("in the fourth quarter", (10, 1), (12, 31)),  # quarter in words
        ("in H2", (7, 1), (12, 31)),  # half
        ("in May", (5, 1), (5, 31)),  # a bare month after a preposition
        ("summer (July) is warm", (7, 1), (7, 31)),  # "July" is no abbreviation: it needs none
        ("on Feb 29", (2, 29), (2, 29)),  # leap day without a year
        ("during National Park Week (Apr. 18-26)", (4, 18), (4, 26)),  # days of one month
        ("from 18 to 26 April", (4, 18), (4, 26)),  # days before the month
    ],
)
def test_yearless(text: str, first: tuple[int, int], last: tuple[int, int]) -> None:
    t = _one(text)
    assert t.first is None
    assert t.yearless == MonthDayRange(first, last)


@pytest.mark.parametrize(
    ("text", "first", "last", "relation"),
    [
        (
            "no contact in 14 days",
            D(2024, 11, 8),
            D(2024, 11, 21),
            Relation.NOT_WITHIN,
        ),  # absence window
        (
            "not contacted in the last two weeks",
            D(2024, 11, 8),
            D(2024, 11, 21),
            Relation.NOT_WITHIN,
        ),  # words
        (
            "called in the last 14 days",
            D(2024, 11, 7),
            D(2024, 11, 21),
            Relation.WITHIN,
        ),  # past window
        ("closes in 14 days", D(2024, 12, 5), D(2024, 12, 5), Relation.WITHIN),  # future point
        (
            "not at risk and closes in 14 days",
            D(2024, 12, 5),
            D(2024, 12, 5),
            Relation.WITHIN,
        ),  # far negation
        (
            "hasn't been contacted in 14 days",
            D(2024, 11, 8),
            D(2024, 11, 21),
            Relation.NOT_WITHIN,
        ),  # verb
        ("within 30 days", D(2024, 11, 21), D(2024, 12, 21), Relation.WITHIN),  # future window
        ("14 days ago", D(2024, 11, 7), D(2024, 11, 7), Relation.WITHIN),  # ago
        ("three months ago", D(2024, 8, 1), D(2024, 8, 31), Relation.WITHIN),  # month ago
        ("yesterday", D(2024, 11, 20), D(2024, 11, 20), Relation.WITHIN),  # day word
        ("last week", D(2024, 11, 11), D(2024, 11, 17), Relation.WITHIN),  # previous calendar week
        ("this week", D(2024, 11, 18), D(2024, 11, 24), Relation.WITHIN),  # Monday..Sunday
        ("next month", D(2024, 12, 1), D(2024, 12, 31), Relation.WITHIN),  # next calendar month
        ("this quarter", D(2024, 10, 1), D(2024, 12, 31), Relation.WITHIN),  # current quarter
        ("next quarter", D(2025, 1, 1), D(2025, 3, 31), Relation.WITHIN),  # across a year end
        ("last year", D(2023, 1, 1), D(2023, 12, 31), Relation.WITHIN),  # previous year
    ],
)
def test_relative_with_as_of(text: str, first: dt.date, last: dt.date, relation: Relation) -> None:
    t = _one(text, AS_OF)
    assert (t.first, t.last, t.relation) == (first, last, relation)
    assert t.relative


@pytest.mark.parametrize(
    "text",
    [
        "no contact in 14 days",  # needs as_of
        "14 days ago",  # needs as_of
        "next month",  # needs as_of
    ],
)
def test_relative_without_as_of_is_not_guessed(text: str) -> None:
    t = _one(text)
    assert t.relative
    assert not t.resolved
    assert "as-of" in t.describe()


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("before Q4 2024", Relation.BEFORE),  # before
        ("after March 2024", Relation.AFTER),  # after
        ("by end of Q4 2024", Relation.BY),  # deadline
        ("since 2020", Relation.SINCE),  # since
        ("no contact since 2024-11-07", Relation.BY),  # negated since: last contact on/before
    ],
)
def test_relations(text: str, relation: Relation) -> None:
    assert _one(text).relation is relation


@pytest.mark.parametrize(
    "text",
    [
        "2000 employees",  # a count, not a year
        "May I ask?",  # a modal verb
        "we march on",  # lower-case verb
        "version 1.2.34",  # a version
        "for 14 days",  # a plain duration
        "Decision makers",  # a word starting like a month
        "costs $2024",  # money
        "Christmas Day in the valley was quiet",  # a feast without its year
    ],
)
def test_not_times(text: str) -> None:
    assert parse_times(text, AS_OF) == []


@pytest.mark.parametrize(
    ("claim", "source", "consistent"),
    [
        ("Q4", "2024-12-15", True),  # a yearless quarter matches any year's Q4
        ("Q4 2024", "2024-12-15", True),  # inside the quarter
        ("Q4 2023", "2024-12-15", False),  # another year
        ("Q1 2025", "2024-12-15", False),  # next quarter
        ("December 2024", "Dec 15", True),  # a yearless source day fits a month
        ("2024", "2024-12-15", True),  # inside the year
        ("Dec 15", "2024-12-16", False),  # one day off
        ("before Q4 2024", "2024-09-30", True),  # before holds
        ("before Q4 2024", "2024-10-01", False),  # before fails
        ("by Dec 31, 2024", "2024-12-15", True),  # deadline met
        ("after March 2024", "2024-03-15", False),  # not after
        ("before August 31st, 2022", "before 31st August 2022", True),  # the same bound
        ("before Sep 30, 2022", "before 31st August 2022", True),  # a tighter bound implies it
        ("before August 1, 2022", "before 31st August 2022", False),  # a looser one does not
        ("after 2019", "after 2021", True),  # a later lower bound implies an earlier one
        ("since 2022", "since 2022", True),  # the same start
        ("since 2021", "since 2022", False),  # a start told of a state is its start
        ("since 2023", "since 2022", False),
        ("since 2021", "2022-05-01", True),  # a date inside the period still fits
    ],
)
def test_admits(claim: str, source: str, consistent: bool) -> None:
    assert _one(claim).admits(_one(source)) is consistent


@pytest.mark.parametrize(
    ("last_contact", "consistent"),
    [
        ("2024-11-07", True),  # exactly 14 days before: no contact in the window
        ("2024-10-01", True),  # longer ago still means no contact in 14 days
        ("2024-11-18", False),  # 3 days ago: contact inside the window
        ("November 2024", True),  # a coarse month does not lie wholly inside the window
    ],
)
def test_absence_window(last_contact: str, consistent: bool) -> None:
    claim = _one("no contact in 14 days", AS_OF)
    assert claim.admits(_one(last_contact)) is consistent


@pytest.mark.parametrize(
    ("claim", "source", "gap"),
    [
        ("Q1 2025", "2024-12-15", 17),  # days between the source day and the quarter
        ("Q4", "2025-01-03", 3),  # nearest year's Q4
        ("Q4 2024", "2024-12-15", 0),  # overlapping
        ("Q4", "0002-01-01", 1),  # compared with Q4 of year 1, the calendar's first year
        ("Q4", "9998-01-02", 2),  # the next Q4 would be in year 9998, not past the calendar
    ],
)
def test_gap_days(claim: str, source: str, gap: int) -> None:
    assert _one(claim).gap_days(_one(source)) == gap


@pytest.mark.parametrize(
    ("text", "phrase", "first", "last"),
    [
        (
            "Sales rose in 2021. The following year they fell.",
            "The following year",
            D(2022, 1, 1),
            D(2022, 12, 31),
        ),
        (
            "In March 2021 it opened. The following month it hired.",
            "The following month",
            D(2021, 4, 1),
            D(2021, 4, 30),
        ),
        (
            "It passed in 2019. That same year, exports rose.",
            "That same year",
            D(2019, 1, 1),
            D(2019, 12, 31),
        ),
        (
            "He joined on May 5, 2020 and left the next day.",
            "the next day",
            D(2020, 5, 6),
            D(2020, 5, 6),
        ),
        (
            "Q3 2024 was strong; the next quarter is weaker.",
            "the next quarter",
            D(2024, 10, 1),
            D(2024, 12, 31),
        ),
        (
            "It was founded in 1990. Five years earlier, he graduated.",
            "Five years earlier",
            D(1985, 1, 1),
            D(1985, 12, 31),
        ),
        (
            "In 2021 sales grew; in the previous year they fell.",
            "in the previous year",
            D(2020, 1, 1),
            D(2020, 12, 31),
        ),
        (
            "It passed in 2019. The year after, exports fell.",
            "The year after",
            D(2020, 1, 1),
            D(2020, 12, 31),
        ),
        # chained: each phrase counts from the one before it
        (
            "Founded in 2010. A decade later it was sold. A year later he died.",
            "A year later",
            D(2021, 1, 1),
            D(2021, 12, 31),
        ),
    ],
)
def test_anaphoric_phrases_count_from_the_earlier_date(
    text: str, phrase: str, first: dt.date, last: dt.date
) -> None:
    found = {t.text: t for t in parse_times(text)}
    t = found[phrase]
    assert (t.first, t.last) == (first, last)
    assert t.anchored and not t.relative


@pytest.mark.parametrize(
    "text",
    [
        "The following year they fell.",  # nothing to count from
        "Sales rose in 2021. The following month they fell.",  # a year cannot place a month
        "Sales in 2020-2022 grew. The following year they fell.",  # a range cannot place one year
        "The year 2020 was hard.",  # "the year" alone names no period
        "In 2010 it was founded. The year before the merger, profits rose.",  # counts from the merger
    ],
)
def test_anaphoric_phrases_without_a_fitting_anchor_are_not_mentions(text: str) -> None:
    assert not any(t.anchored for t in parse_times(text))


def test_previous_year_without_an_anchor_keeps_its_as_of_reading() -> None:
    t = _one("Sales fell in the previous year.", AS_OF)
    assert t.relative and not t.anchored
    assert t.last == AS_OF


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("completed in 1889 for the fair", D(1889, 1, 1), D(1889, 12, 31)),  # before 1900
        ("In 1492, Columbus sailed.", D(1492, 1, 1), D(1492, 12, 31)),
        ("during 1861-1865", D(1861, 1, 1), D(1865, 12, 31)),
        ("in the 1880s", D(1880, 1, 1), D(1889, 12, 31)),  # a decade
        ("the 1900s", D(1900, 1, 1), D(1999, 12, 31)),  # a decade or the century
        ("in the 19th century", D(1800, 1, 1), D(1900, 12, 31)),  # both readings of a century
        ("the twenty-first century", D(2000, 1, 1), D(2100, 12, 31)),
        # an event named by its year: a name or an event noun after "the"
        ("built for the 1889 World's Fair", D(1889, 1, 1), D(1889, 12, 31)),
        ("after the 1896 election", D(1896, 1, 1), D(1896, 12, 31)),
    ],
)
def test_historical_years_decades_and_centuries(text: str, first: dt.date, last: dt.date) -> None:
    t = _one(text)
    assert (t.first, t.last, t.granularity) == (first, last, Granularity.YEAR)


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [("third-quarter results", (7, 1), (9, 31)), ("first-half sales", (1, 1), (6, 30))],
)
def test_hyphenated_quarters_and_halves(
    text: str, first: tuple[int, int], last: tuple[int, int]
) -> None:
    t = _one(text)
    assert t.yearless == MonthDayRange(first, last)


def test_a_window_without_an_as_of_date_is_a_duration() -> None:
    # "return within 30 days (of delivery)": nothing to count from, so a count of days
    assert parse_times("Items may be returned within 30 days.") == []
    t = _one("Items may be returned within 30 days.", AS_OF)
    assert (t.first, t.last) == (AS_OF, D(2024, 12, 21))
    assert _one("no contact in 14 days").relative  # an absence stays a time


def test_a_full_date_before_1900() -> None:
    t = _one("signed on July 4, 1776")
    assert (t.first, t.granularity) == (D(1776, 7, 4), Granularity.DAY)


@pytest.mark.parametrize(
    "text",
    [
        "a 1889 World's Fair",  # before 1900 a year needs a word that makes it one
        "the 1500 Series phone",  # a product line, not an event
        "the 1200 block of Main Street",
        "the 1889 of them",  # "the" alone does not make a year
        "a population of 1500",
        "1500 employees",
        "in 1500 cases",  # a count noun follows
        "1200-1230 employees",
        "the 5th century BC",  # before the era
    ],
)
def test_numbers_before_1900_are_not_years_without_a_time_word(text: str) -> None:
    assert parse_times(text) == []


def test_context_year_resolves_yearless_mentions() -> None:
    mentions = parse_times("Close date is Q4, as planned in 2024.")
    year = infer_year(mentions)
    assert year == 2024
    q4 = parse_times("Close date is Q4, as planned in 2024.", year=year)[0]
    assert (q4.first, q4.last) == (D(2024, 10, 1), D(2024, 12, 31))


def test_infer_year_needs_exactly_one_year() -> None:
    assert infer_year(parse_times("from 2023 to 2024")) is None


@pytest.mark.parametrize(
    ("text", "as_of"),
    [
        ("next year", D(9999, 12, 31)),  # no year 10000
        ("in 14 days", D(9999, 12, 31)),  # past the last day
        ("14 days ago", D(1, 1, 1)),  # before the first day
        ("last quarter", D(1, 1, 1)),  # no year 0
    ],
)
def test_relative_beyond_the_calendar_stays_unresolved(text: str, as_of: dt.date) -> None:
    t = _one(text, as_of)
    assert t.relative
    assert not t.resolved


def test_describe() -> None:
    assert _one("Q4 2024").describe() == "2024-10-01..2024-12-31"
    assert _one("Q4").describe() == "any year's 10-01..12-31"
    # a month's end is its last day, however the yearless range stores it
    assert _one("in November").describe() == "any year's 11-01..11-30"
    assert _one("Q2").describe() == "any year's 04-01..06-30"
    assert _one("in February").describe() == "any year's 02-01..02-29"
    # one day without a year is one day
    assert _one("on June 4").describe() == "any year's 06-04"


@pytest.mark.parametrize(
    ("text", "described"),
    [
        ("from June 3 to June 5", "any year's 06-03..06-05"),
        ("March 30 - April 2, 2024", "2024-03-30..2024-04-02"),
        ("from June 3 until June 5", "any year's 06-03..06-05"),
    ],
)
def test_a_range_of_days_with_a_month_at_each_end_is_one_mention(text: str, described: str) -> None:
    t = _one(text)
    assert t.granularity is Granularity.DAY
    assert t.describe() == described


def test_a_range_of_days_across_a_new_year_stays_two_days() -> None:
    """ "December 28 to January 3" crosses into a year the text does not name."""
    found = parse_times("from December 28 to January 3")
    assert [t.describe() for t in found] == ["any year's 12-28", "any year's 01-03"]


def test_mention_rejects_reversed_interval() -> None:
    with pytest.raises(ValueError, match="reversed"):
        TimeMention(0, 1, "x", Granularity.DAY, D(2024, 2, 1), D(2024, 1, 1))


@settings(max_examples=300, deadline=None)
@given(st.text(), st.none() | st.dates(min_value=D(1, 1, 1), max_value=D(9999, 12, 31)))
def test_any_text_parses_with_exact_spans(text: str, as_of: dt.date | None) -> None:
    for t in parse_times(text, as_of):
        assert text[t.start : t.end] == t.text


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *[
                    "Q4",
                    "2024",
                    "Dec",
                    "15",
                    ",",
                    "-",
                    "/",
                    ".",
                    "no",
                    "contact",
                    "in",
                    "14",
                    "days",
                    "ago",
                    "last",
                    "week",
                    "9999",
                    "0001",
                ],
                *["Feb", "29", "the", "first", "half", "of"],
            ]
        ),
        max_size=10,
    ),
    st.dates(min_value=D(1, 1, 1), max_value=D(9999, 12, 31)),
)
def test_date_like_text_parses_at_calendar_edges(parts: list[str], as_of: dt.date) -> None:
    text = " ".join(parts)
    for t in parse_times(text, as_of):
        assert text[t.start : t.end] == t.text


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # a tens word the time parser once lacked
        ("no contact in seventy days", dt.date(2024, 9, 13)),
        # a small number word
        ("no contact in eighteen days", dt.date(2024, 11, 4)),
    ],
)
def test_number_words_count_days(text: str, first: dt.date) -> None:
    [m] = parse_times(text, dt.date(2024, 11, 21))
    # the window ends on the as-of date and holds that many days
    assert (m.first, m.last) == (first, dt.date(2024, 11, 21))


@pytest.mark.parametrize(
    ("text", "dates", "numbers"),
    [
        # a range of figures after a month is no range of days
        ("sales grew 18-26% in April", ["April"], ["18-26%"]),
        ("on March 3-4 million people", ["March 3"], ["4 million"]),
        # a backwards or impossible range is no range of days
        ("June 20-19", ["June 20"], ["19"]),
        ("Feb 28-31", ["Feb 28"], ["31"]),
    ],
)
def test_day_ranges_need_days(text: str, dates: list[str], numbers: list[str]) -> None:
    assert [m.text for m in parse_times(text, None)] == dates
    assert [q.text for q in parse_quantities(text)] == numbers


def test_a_bare_abbreviation_or_a_name_like_month_still_needs_a_preposition() -> None:
    assert parse_times("Jul was hot") == []
    assert parse_times("June said hi") == []
    # a month named after it makes it one: "open May through September"
    assert [m.text for m in parse_times("The pool is open May through September")] == [
        "May",
        "September",
    ]
    assert [m.text for m in parse_times("May and June met")] == []
    assert [m.text for m in parse_times("In summer (July and August) it is warm")] == [
        "July",
        "August",
    ]


@pytest.mark.parametrize(
    ("page", "day"),
    [
        # the byline's date, not the day the page was read, shown above it
        (
            "Search The Missouri Times\nAugust 25, 2019\n# Lipman selected\nBy Travis Zimpfer on "
            "March 2, 2017\nThe commission met.",
            D(2017, 3, 2),
        ),
        (
            "(meta data) PUBLISHED DATETIME: 2018-03-14T17:13:40-0400\nSkip to content",
            D(2018, 3, 14),
        ),
        (
            "Entertainment & Arts\n27 December 2012\nLast updated at 06:57 ET\n# Winslet marries",
            D(2012, 12, 27),
        ),
        ("Posted on: 5 June 2021 by admin. The shop opened.", D(2021, 6, 5)),
        ("On March 2, 2017 the commission met. It met again in May.", None),  # a date, no byline
        ("By the end of March 2, 2017 nothing had changed.", None),  # "By the" is no byline
        ("The shop opened.", None),
    ],
)
def test_a_page_is_dated_by_its_byline_or_dateline(page: str, day: dt.date | None) -> None:
    assert written_on(page) == day


def test_a_dated_pages_relative_phrases_count_from_its_date() -> None:
    # Thursday 2 March 2017
    page = (
        "By Travis Zimpfer on March 2, 2017\nThe commission narrowed the list Wednesday evening. "
        "A rally last summer drew crowds. The governor will decide on Friday. Sales rose last "
        "year and fell earlier this month. She spoke last Thursday."
    )
    found = {t.text: (t.first, t.last) for t in written_times(page)}
    assert found == {
        "Wednesday": (D(2017, 3, 1), D(2017, 3, 1)),  # the last one on or before the page
        "last summer": (D(2016, 6, 1), D(2016, 8, 31)),
        "Friday": (D(2017, 3, 3), D(2017, 3, 3)),  # "will decide": the coming one
        "last year": (D(2016, 1, 1), D(2016, 12, 31)),
        "this month": (D(2017, 3, 1), D(2017, 3, 31)),
        "last Thursday": (D(2017, 2, 23), D(2017, 2, 23)),  # not the page's own day
    }
    assert all(t.relative for t in written_times(page))
    assert written_times(page.replace("By Travis Zimpfer on March 2, 2017\n", "")) == ()


@pytest.mark.parametrize(
    ("written", "phrase", "first", "last"),
    [
        ("March 14, 2018", "this winter", D(2017, 12, 1), D(2018, 2, 28)),  # just over
        ("January 5, 2018", "this summer", D(2018, 6, 1), D(2018, 8, 31)),  # the coming one
        ("January 5, 2018", "last winter", D(2016, 12, 1), D(2017, 2, 28)),  # not the current one
        ("March 14, 2018", "next spring", D(2019, 3, 1), D(2019, 5, 31)),  # this one has begun
    ],
)
def test_seasons_of_a_dated_page(written: str, phrase: str, first: dt.date, last: dt.date) -> None:
    (t,) = written_times(f"Published {written}. It happened {phrase}.")
    assert (t.text, t.first, t.last) == (phrase, first, last)


@pytest.mark.parametrize(
    ("text", "said", "first", "last"),
    [
        (
            "The deadline is the end of March 2024.",
            "the end of March 2024",
            D(2024, 3, 21),
            D(2024, 3, 31),
        ),
        ("It opened in early June 2023.", "early June 2023", D(2023, 6, 1), D(2023, 6, 10)),
        ("Talks resume in mid-April 2025.", "mid-April 2025", D(2025, 4, 11), D(2025, 4, 20)),
        ("Late February 2024 was cold.", "Late February 2024", D(2024, 2, 21), D(2024, 2, 29)),
    ],
)
def test_a_part_of_a_month(text: str, said: str, first: dt.date, last: dt.date) -> None:
    """ "early", "mid-", "late", "the end of" a month cover its first, middle and last days."""
    (t,) = parse_times(text)
    assert (t.text, t.first, t.last) == (said, first, last)


def test_a_part_of_a_month_needs_a_capitalised_month() -> None:
    """ "the early may be" names no month."""
    assert parse_times("Signs in the early may be mild.") == []
