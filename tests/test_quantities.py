"""Parsing and comparing numbers, money and percentages."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwise.quantities import Quantity, QuantityKind, format_number, parse_quantities
from groundwise.units import in_unit_of, states

M = QuantityKind.MONEY
N = QuantityKind.NUMBER
P = QuantityKind.PERCENT
ORD = QuantityKind.ORDINAL


def _one(text: str) -> Quantity:
    found = parse_quantities(text)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("text", "span", "value", "kind", "currency"),
    [
        ("the value is $500K", "$500K", 500_000, M, "USD"),  # symbol + K suffix
        ("worth $1.2M today", "$1.2M", 1_200_000, M, "USD"),  # decimal + M suffix
        ("a USD 3bn deal", "USD 3bn", 3e9, M, "USD"),  # code prefix + bn
        ("only €40", "€40", 40, M, "EUR"),  # euro symbol
        ("paid 500,000 dollars", "500,000 dollars", 500_000, M, "USD"),  # currency word after
        ("a $10 billion deal", "$10 billion", 1e10, M, "USD"),  # magnitude word after a symbol
        ("raised $5m", "$5m", 5e6, M, "USD"),  # lower-case m is million after a currency
        ("costs 250 EUR", "250 EUR", 250, M, "EUR"),  # code after the number
        ("a 1MM budget", "1MM", 1e6, N, None),  # MM is million
        ("1,000,000 rows", "1,000,000", 1e6, N, None),  # comma thousands
        ("1.000.000 rows", "1.000.000", 1e6, N, None),  # European thousands (two dot groups)
        ("1.000,50 total", "1.000,50", 1000.5, N, None),  # European decimal comma after dots
        ("pi is 3.14", "3.14", 3.14, N, None),  # plain decimal
        ("ratio 1.000", "1.000", 1.0, N, None),  # one dot group is a decimal point in English
        ("1,5 million people", "1,5 million", 1.5e6, N, None),  # decimal comma before a magnitude
        ("half a million", "half a million", 5e5, N, None),  # number words with a fraction
        ("a 7-billion-parameter model", "7-billion", 7e9, N, None),  # a scale hyphened in
        ("renew them twice online", "twice", 2, N, None),  # a count of times alone
        ("0.5 million", "0.5 million", 5e5, N, None),  # digits + magnitude word
        ("fifty", "fifty", 50, N, None),  # a tens word
        ("twenty-three people", "twenty-three", 23, N, None),  # hyphenated compound
        ("all twenty - five machines", "twenty - five", 25, N, None),  # a transcript's spacing
        ("a dozen eggs", "a dozen", 12, N, None),  # dozen
        ("two hundred and fifty", "two hundred and fifty", 250, N, None),  # hundred + and
        ("one million users", "one million", 1e6, N, None),  # "one" with a scale counts
        ("one and a half million", "one and a half million", 1.5e6, N, None),  # and a half
        ("took a year and a half", "a year and a half", 1.5, N, None),  # a period and a half
        ("25 cents per day", "25 cents", 0.25, M, "USD"),  # cents are a sum of dollars
        ("one in four adults", "one in four", 25, P, None),  # a share as a count of a whole
        ("3 out of 10 patients", "3 out of 10", 30, P, None),
        ("costs 50¢", "50¢", 0.5, M, "USD"),
        ("half an hour later", "half an hour", 0.5, N, None),  # half a period
        ("reviewed after a year", "a year", 1, N, None),  # one period after a word of when
        ("takes about a month", "a month", 1, N, None),
        # the first period of something, for as long as it lasts
        ("a discount for the first year", "first year", 1, N, None),
        ("3 lakh", "3 lakh", 3e5, N, None),  # Indian lakh
        ("grew 12%", "12%", 12, P, None),  # percent sign
        ("grew 12 percent", "12 percent", 12, P, None),  # percent word
        ("a 42 percentage chance of rain", "42 percentage", 42, P, None),  # weather pages
        ("fell -5%", "-5%", -5, P, None),  # negative percent
        ("half of the patients", "half", 50, P, None),  # a fraction of a whole is a percent
        ("a third of users", "a third", 100 / 3, P, None),
        ("two-thirds of voters", "two-thirds", 200 / 3, P, None),
        # a bounded fraction before a verb or a stop: "and over half do"
        ("that allow it -- and over half do -- labs", "half", 50, P, None),
        ("nearly a third said yes", "a third", 100 / 3, P, None),
        ("three quarters of the budget", "three quarters", 75, P, None),
        # a fraction of a percentage point, and basis points, count percentage points
        ("by a quarter of a percentage point", "a quarter of a percentage point", 0.25, P, None),
        ("by half a percentage point", "half a percentage point", 0.5, P, None),
        ("by 25 basis points", "25", 0.25, P, None),  # the unit's words after the figure
        ("cut 50 bps", "50", 0.5, P, None),
        ("came 3rd", "3rd", 3, ORD, None),  # digit ordinal
        ("the first time", "first", 1, ORD, None),  # word ordinal
    ],
)
def test_parse_single_quantity(
    text: str, span: str, value: float, kind: QuantityKind, currency: str | None
) -> None:
    q = _one(text)
    assert q.text == span
    assert text[q.start : q.end] == span
    assert q.value == pytest.approx(value)
    assert q.kind is kind
    assert q.currency == currency


@pytest.mark.parametrize(
    ("text", "value", "high", "qualifier", "unit"),
    [
        ("10-12 employees", 10, 12, None, "employees"),  # hyphen range keeps the unit
        ("$10-12M", 10e6, 12e6, None, None),  # the high end's magnitude applies to both
        ("between 10 and 12 days", 10, 12, None, "days"),  # between ... and
        ("from 10 to 12 people", 10, 12, None, "people"),  # to
        ("about $500K", 5e5, None, "about", None),  # approximation
        ("more than 100 employees", 100, None, "more than", "employees"),  # lower bound
        ("at least 5 km", 5, None, "at least", "km"),  # inclusive lower bound
        ("up to 20%", 20, None, "up to", None),  # upper bound
        ("and over half do.", 50, None, "over", None),  # a bounded fraction keeps its bound
        ("nearly 1,000 users", 1000, None, "nearly", "users"),  # approach from below
        ("500+ customers", 500, None, "at least", "customers"),  # plus sign
        ("50 decision makers", 50, None, None, "decision makers"),  # two-word unit ends at plural
        ("a 14-day trial", 14, None, None, "day"),  # hyphenated unit
        ("500 deal value", 500, None, None, "deal"),  # no plural: first word only
        # a participle before the counted noun describes it
        (
            "more than ten consecutive working days",
            10,
            None,
            "more than",
            "consecutive working days",
        ),
        ("5 remaining days", 5, None, None, "remaining days"),
        ("its 128 fee-charging sites", 128, None, None, None),  # may be the source's "parks"
        ("a 42 percentage chance of rain", 42, None, None, None),  # a percent has no unit
        ("$500K deal", 5e5, None, None, None),  # money has no unit: "deal" describes it
    ],
)
def test_ranges_qualifiers_units(
    text: str, value: float, high: float | None, qualifier: str | None, unit: str | None
) -> None:
    q = _one(text)
    assert q.value == pytest.approx(value)
    assert q.high == (pytest.approx(high) if high is not None else None)
    assert q.qualifier == qualifier
    assert q.unit == unit
    assert text[q.start : q.unit_end].endswith(unit or q.text)


@pytest.mark.parametrize(
    "text",
    [
        "in 2024 the team grew",  # a year standing alone is a time
        "closes on Dec 15",  # the day of a date
        "due 12/15/2024",  # a numeric date
        "close date is Q4",  # a quarter
        "no contact in 14 days",  # a relative window
        "see [1] and [2]",  # citation markers
        "no one came",  # a lone "one" is a pronoun
        "One day, the company decided to expand.",  # some day, not a count of days
        "I ordered from here one day.",
        "one of the best weeks",
        "version 1.2.3",  # a version number
        "a 4G network at 10am",  # codes and clock times
        "the meeting at 10:30",  # a time of day
        "open from 8 am to 6 pm",  # clock times with a space
        "doors open at 7 p.m. sharp",  # dotted clock time
        "after the SARS-2 outbreak",  # digits hyphened to a name
        "a fleet of B-52 bombers",  # a model name
        "call me at (555) 123-4567",  # phone numbers are no ranges
        "Phone: 555-123-4567",
        "dial +44 207.123.4567 today",
        "in the second half of the season",  # a part of a time, not 50%
        "the other half of the team",
        "reduce the juice by half (this takes time)",  # no bound: a bare half is no share
        "twice as fast as before",  # a multiplier, no count of times
        "it costs twice the price",
    ],
)
def test_not_quantities(text: str) -> None:
    assert parse_quantities(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("2000 employees joined in 2024", [2000]),  # a count noun makes 2000 a number
        ("1,5 and 7", [1, 5, 7]),  # a list, not a decimal comma
        ("The deal value is $10 billion with 50 decision makers.", [1e10, 50]),  # two quantities
        ("5m run", [5]),  # metres, not millions, without a currency
    ],
)
def test_several(text: str, values: list[float]) -> None:
    assert [q.value for q in parse_quantities(text)] == [pytest.approx(v) for v in values]


@pytest.mark.parametrize(
    ("claim", "source", "same"),
    [
        ("$500K", "500000", True),  # money vs a bare source value
        ("half a million", "500,000", True),  # words vs digits
        ("0.5 million", "$500K", True),  # two magnitudes
        ("about $500K", "498,000", True),  # approximation allows rounding
        ("$500K", "498,000", False),  # exact claim: 500K means 499.5K..500.5K
        ("$1.2M", "1,234,567", True),  # 1.2M stands for 1.15M..1.25M
        ("$1.2M", "1,300,000", False),  # outside the rounding
        ("12%", "0.12", True),  # percent vs fraction
        ("12%", "12.4%", True),  # rounded percent
        ("12%", "$12", False),  # percent and money never compare
        ("more than 100 employees", "150 employees", True),  # lower bound holds
        ("more than 100 employees", "100 employees", False),  # strict bound
        ("10-12 days", "11 days", False),  # a range is stated by its ends, not a figure inside
        ("10-12 days", "12 days", True),  # one of its ends
        ("about 50-60 inches", "57.65 inches", False),  # nor does a hedge widen its ends
        ("6-9%", "4% to 7%", False),  # two ranges that overlap are still two ranges
        ("4-7%", "4% to 7%", True),  # the same range, written two ways
        ("5-7%", "4% to 7%", False),  # end for end: one end differs
        ("3.5-7 million", "3.5 million to 7 million", True),
        ("10-12 days", "10-14 days", False),  # a narrower claim is not the source's range
        ("50 employees", "50 days", False),  # different units
        ("nearly 100", "95", True),  # nearly: up to 10% below
        ("nearly 100", "105", False),  # nearly: not above
        ("€40", "$40", False),  # different currencies
        # a source bound states its own figure, not every figure it allows
        ("$10.52", "at least $6", False),
        ("7,000 people", "more than 6,000 people", False),
        ("20%", "up to 20%", True),
        ("about 6,000 people", "more than 6,000 people", True),
        ("more than 5", "at least 6", True),  # a claim's bound is checked against the value
        ("roughly 50% of patients", "about half of the patients", True),  # a fraction's percent
        ("a third of users", "33% of users", True),
        ("a third of users", "40% of users", False),
        # two rounded figures that only touch are two figures: 16 allows 15.5-16.5, 17 16.5-17.5
        ("16 cars", "17 cars", False),
        ("2.5 percent", "2.6 percent", False),
        ("16 cars", "16 cars", True),
        ("at most 5", "6", False),  # the bound ends where the figure's rounding starts
        # two bounds the same way state one limit: "up to 10" is not "up to 5"
        ("up to 10 days", "up to 5 days", False),
        ("up to 5 days", "up to 5 days", True),
        ("at least one week", "at least two weeks", False),
        ("under 10", "at most 9", True),  # the same limit, strict and not
        ("over 150,000 people", "at least 150,000 people", True),  # as writers use them
        ("over 1,000 points", "1,000+ points", True),
        ("more than 1,000 people", "more than 5,000 people", False),
        # bounds the other way state nothing of each other
        ("at least 650 words", "no more than 650 words", False),
        ("under 6 years", "more than three days", False),
        ("more than 5", "at most 9", False),
        # a maximum of a range is its top: "up to 800 mg" is no dose of "200 to 400 mg"
        ("up to 800 mg", "200 to 400 mg", False),
        ("up to 300 mg", "200 to 400 mg", False),
        ("up to 400 mg", "200 to 400 mg", True),
        ("fewer than 500 people", "200 to 400 people", True),  # only "up to" and its kind
        ("25 basis points", "a quarter of a percentage point", True),
        ("once a day", "once or twice a day", True),
        ("three times a day", "once or twice a day", False),
        ("half a percentage point", "a quarter of a percentage point", False),
        ("25-50 basis points", "0.25 to 0.5 percentage points", True),  # the scale of both ends
        # two hedged figures written to a decimal place state their values, not each other's
        # room; whole numbers keep their hedges ("roughly 250" allows "about 240")
        ("approximately $7.60 per share", "approximately $7.50 per share", False),
        ("about 2.6 million residents", "about 2.5 million residents", False),
        ("approximately $7.50 per share", "about $7.50 per share", True),
        ("about 1,180 jobs", "about 1,200 jobs", True),
        ("about 2.1 million residents", "about 2 million residents", True),
        ("approximately $7.60 per share", "$7.50 per share", True),  # the claim's own hedge
        # points of a percentage, with or without the word
        ("1.2 points", "1.2 percentage points", True),
        ("1.2 percentage points", "1.2 points", True),
        ("0.4 points", "1.2 percentage points", False),
        ("12 users", "12%", False),
    ],
)
def test_matches(claim: str, source: str, same: bool) -> None:
    assert _one(claim).matches(_one(source)) is same


@pytest.mark.parametrize(
    ("claim", "source", "same"),
    [
        ("about 2 million residents", "2.1 million people", True),  # within the hedge
        ("3 million residents", "2.1 million people", False),  # another figure
        ("50 employees", "50 days", True),  # the value alone
        ("€40", "$40", False),  # currencies still differ
    ],
)
def test_matches_by_value_whatever_the_unit_words(claim: str, source: str, same: bool) -> None:
    assert _one(claim).matches(_one(source), units=False) is same
    if same:
        assert not _one(claim).matches(_one(source))  # the unit words differ


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1e10, "10,000,000,000"),  # thousands separators
        (0.125, "0.125"),  # decimals kept
        (-5.0, "-5"),  # integral negatives
    ],
)
def test_format_number(value: float, text: str) -> None:
    assert format_number(value) == text


def test_quantity_rejects_bad_span() -> None:
    with pytest.raises(ValueError, match="does not fit"):
        Quantity(1.0, 0, 3, "1")


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_parses_with_exact_spans(text: str) -> None:
    for q in parse_quantities(text):
        assert text[q.start : q.end] == q.text
        assert q.start < q.end <= q.unit_end <= len(text)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *[
                    "$",
                    "500",
                    "K",
                    ",",
                    "000",
                    ".",
                    "million",
                    "half",
                    "a",
                    "-",
                    "%",
                    "12",
                    "Q4",
                    "Dec",
                    "15",
                    "2024",
                    "about",
                    "employees",
                ],
                *["and", "to", "€", "one", "[1]"],
                " ",
                "\n",
            ]
        ),
        max_size=12,
    )
)
def test_number_like_text_parses_with_exact_spans(parts: list[str]) -> None:
    text = "".join(parts)
    for q in parse_quantities(text):
        assert text[q.start : q.end] == q.text
        assert q.unit_end <= len(text)


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        ('{"salary": 2000, "title": "analyst"}', [2000.0]),  # an amount of a record
        ("deal.value: 1500\ndeal.stage: won", [1500.0]),  # a flattened record's line
        ('{"founded": 2000}', []),  # a year by its key
        ('{"lastUpdated": 2021}', []),
        ("We moved in 2000.", []),  # prose: a year
    ],
)
def test_a_records_four_digit_amount_is_a_figure_unless_its_key_names_a_date(
    text: str, figures: list[float]
) -> None:
    assert [q.value for q in parse_quantities(text)] == figures


@pytest.mark.parametrize(
    ("text", "side", "qualifier"),
    [
        ("up to a maximum of 18 days per year", "upper", "a maximum of"),
        ("maximum 18 days", "upper", "maximum"),
        ("max. 4 guests", "upper", "max."),
        ("not exceeding 10 kg", "upper", "not exceeding"),
        ("a minimum of 3 days", "lower", "a minimum of"),
        ("no fewer than 5 days", "lower", "no fewer than"),  # not "fewer than": the other way
        ("no more than 5 days", "upper", "no more than"),
        # a strict bound denied is the bound the other way round, edges included
        ("Do not take more than 1,200 mg", "upper", "at most"),
        ("must never be given less than 2 doses", "lower", "at least"),
        ("It did not rise more than 5%", "upper", "at most"),
        ("Not only did it sell more than 5 units", "lower", "more than"),  # too far back
        # an article between the bound and its figure ("up to a 30% increase")
        ("clients saw up to a 30% increase in revenues", "upper", "up to"),
        ("no more than a 5% drop", "upper", "no more than"),
        ("at least an 8-hour shift", "lower", "at least"),
    ],
)
def test_bound_phrases(text: str, side: str, qualifier: str) -> None:
    (q,) = parse_quantities(text)
    assert (q.side, q.qualifier) == (side, qualifier)


def test_a_one_word_bound_before_an_article_bounds_nothing() -> None:
    """ "over a 5-year period" tells a time, not a figure above 5."""
    (q,) = parse_quantities("Sales grew over a 5-year period")
    assert (q.side, q.qualifier) == (None, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a number word hyphened to a count noun is a count of it
        ("a two-year warranty", [("two", 2.0, "year")]),
        ("a four-bedroom house", [("four", 4.0, "bedroom")]),
        ("a twelve-bar blues song", [("twelve", 12.0, "bar blues")]),
        ("a three-step plan", [("three", 3.0, "step")]),
        # but not to other words
        ("a one-time fee", []),
        ("a two-way street", []),
        ("first-class seats", []),
        # a name before a plural noun is part of what is counted
        ("has two Ethernet ports", [("two", 2.0, "ethernet ports")]),
        # power, charge and rates written attached to the figure
        ("supports 27W charging", [("27", 27.0, "w")]),
        ("a 4,700mAh battery and a 120Hz screen", [("4,700", 4700.0, "mah"), ("120", 120.0, "hz")]),
        # units of medicine and physics written with capitals
        ("fell by 8 mmHg", [("8", 8.0, "mmhg")]),
        ("400 IU of vitamin D and 85 dB", [("400", 400.0, "iu"), ("85", 85.0, "db")]),
        # a spaced capital W is a street's direction
        ("at 27 W 42nd Street", [("27", 27.0, None), ("42nd", 42.0, None)]),
    ],
)
def test_counts_hyphened_or_named(text: str, expected: list[tuple[str, float, str]]) -> None:
    assert [(q.text, q.value, q.unit) for q in parse_quantities(text)] == expected


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("Requests require one week's notice.", "week's"),
        ("The contract lasts one year.", "year"),
        ("Reply within one month.", "month"),
        # hyphened to its period
        ("It renews for successive one-year terms.", "year"),
    ],
)
def test_a_lone_one_before_a_period_of_time_counts_it(text: str, unit: str) -> None:
    (q,) = parse_quantities(text)
    assert (q.text, q.value, q.unit) == ("one", 1.0, unit)


@pytest.mark.parametrize(
    "text",
    ["twice a year", "a year ago", "for a year or two", "went over a week", "rest for a minute"],
)
def test_a_period_that_counts_nothing(text: str) -> None:
    """ "a year" is one only after a word of when or how long ("after", "within", "takes")."""
    assert [q.text for q in parse_quantities(text) if "year" in q.text or "a " in q.text] == []


@pytest.mark.parametrize(
    ("text", "head"),
    [("one month's notice", "month"), ("two months' notice", "month"), ("3 days", "day")],
)
def test_a_possessive_counts_its_noun(text: str, head: str) -> None:
    (q,) = parse_quantities(text)
    assert q.unit_head == head


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        # "one day" after a word that counts the time is a count of days
        ("requires a doctor's note after one day", [("one", 1.0)]),
        ("refunds arrive within one day", [("one", 1.0)]),
        # not some day
        ("I ordered from here one day", []),
    ],
)
def test_one_day_counted(text: str, counted: list[tuple[str, float]]) -> None:
    assert [(q.text, q.value) for q in parse_quantities(text)] == counted


def test_how_often_in_words_may_be_a_range() -> None:
    """ "once or twice a day" is 1-2 times, so "once a day" is within it."""
    q = _one("taken once or twice a day")
    assert (q.text, q.value, q.high, q.unit) == ("once or twice", 1, 2, "times")


def test_a_duration_of_two_parts_is_one_quantity() -> None:
    """ "2 hours 50 minutes" is 2 5/6 hours, its span the whole duration; two units of time
    that are no parts of one ("2 hours, 3 days", "3 hours 75 minutes") stay two."""
    text = "Train to Porto (2 hours 50 minutes), then 1 hour and 15 minutes by bus."
    first, second = parse_quantities(text)
    assert first.value == pytest.approx(2 + 50 / 60)
    assert first.unit == "hours"
    assert text[first.start : first.unit_end] == "2 hours 50 minutes"
    assert second.value == pytest.approx(1.25)
    assert [q.value for q in parse_quantities("2 hours, 3 days")] == [2, 3]
    assert [q.value for q in parse_quantities("for 3 hours 75 minutes")] == [3, 75]


def test_an_amount_and_its_cents_are_one_amount() -> None:
    """ "twenty dollars and fifty cents" is $20.50, and cents or centimes after Euros are the
    Euro's; a count of points is no amount to add cents to."""
    text = "Tickets cost twenty dollars and fifty cents, or twelve Euros and fifty centimes."
    dollars, euros = parse_quantities(text)
    assert (dollars.value, dollars.currency) == (pytest.approx(20.5), "USD")
    assert text[dollars.start : dollars.unit_end] == "twenty dollars and fifty cents"
    assert (euros.value, euros.currency) == (pytest.approx(12.5), "EUR")
    assert [q.value for q in parse_quantities("$5 and 30 cents each")] == [pytest.approx(5.3)]
    assert [q.value for q in parse_quantities("scored 3 points and 50 cents")] == [3, 0.5]


def test_a_spoken_decimal_is_one_number() -> None:
    """Transcripts spell decimals: "twelve dot fifty Euros" is 12.50 Euros, not 12 and 50."""
    (q,) = parse_quantities("the cost won't be more than twelve dot fifty Euros .")
    assert (q.text, q.value, q.currency, q.step) == ("twelve dot fifty Euros", 12.5, "EUR", 0.01)
    (p,) = parse_quantities("inflation of four point five percent")
    assert (p.text, p.value, p.kind) == ("four point five percent", 4.5, QuantityKind.PERCENT)
    assert [q.value for q in parse_quantities("a 3.5 point lead")] == [3.5]


def test_a_temperature_written_against_its_figure_is_one() -> None:
    """A recipe's "180C (350F)" and "180 degrees Celsius" are temperatures that convert into
    each other; a seat or a gate ("seat 14C", "Gate 14C") is no temperature."""
    text = "Preheat the oven to 180C (350F), or 180 degrees Celsius."
    c, f, words = parse_quantities(text)
    assert (c.value, c.unit, text[c.start : c.unit_end]) == (180, "°C", "180C")
    assert (f.value, f.unit) == (350, "°F")
    assert words.unit == "celsius degrees"
    as_celsius = in_unit_of(f, c)
    assert as_celsius is not None and as_celsius.value == pytest.approx(176.67, abs=0.01)
    restated = in_unit_of(words, c)
    assert restated is not None and restated.value == pytest.approx(180)
    for label in ("Your seat is 14C.", "Board at Gate 14C.", "Room 3F is upstairs."):
        assert parse_quantities(label) == []


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("212°F", "fahrenheit degrees"),
        ("212 °F", "fahrenheit degrees"),
        ("100 ° c", "celsius degrees"),
        ("37 ℃", "celsius degrees"),
        ("98.6 ℉", "fahrenheit degrees"),
        ("a 45° angle", None),
    ],
)
def test_a_degree_sign_with_its_scale_is_a_temperature(text: str, unit: str | None) -> None:
    """ "212 °F" is 100 degrees Celsius, as "212 degrees Fahrenheit" is; a bare "45°" has no
    scale."""
    (q,) = parse_quantities(text)
    assert q.unit == unit
    if unit:
        other = parse_quantities("100 degrees Celsius")[0]
        assert states(q, other) == (q.value in (212, 100))
