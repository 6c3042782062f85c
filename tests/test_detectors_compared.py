"""The comparison detector: two names ranked on a measure the sources give each a figure of."""

from __future__ import annotations

import pytest

from groundwise.context import CheckContext
from groundwise.detectors._lexical import sentence_owners
from groundwise.detectors.compared import ComparisonDetector
from groundwise.detectors.exaggeration import ExaggerationDetector
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, FlagType
from groundwise.sources import Source

# the two phones of the owner tests
from test_detectors_text import EARNINGS, PHONE_A, PHONE_B


def _flags(claim_text: str, *texts: str) -> list:
    sources = {f"s{i}": Source(f"s{i}", t) for i, t in enumerate(texts, start=1)}
    claim = Claim("c1", claim_text, 0, len(claim_text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    evidence = [Evidence(sid, 0, len(s.text), s.text, 0.9) for sid, s in sources.items()]
    return ComparisonDetector().detect(claim, evidence, CheckContext(claim_text, sources))


@pytest.mark.parametrize(
    ("claim", "flagged", "kind"),
    [
        ("Phone A has a larger battery than Phone B.", "larger battery", FlagType.CONTRADICTION),
        ("Phone B has a smaller battery than Phone A.", "smaller battery", FlagType.CONTRADICTION),
        ("Phone A has a smaller battery than Phone B.", None, None),
        ("Phone B has much more storage than Phone A.", None, None),
        ("Phone A has more storage than Phone B.", "more storage", FlagType.CONTRADICTION),
        ("Phone A has a bigger display than Phone B.", "bigger display", FlagType.CONTRADICTION),
        ("Phone B is cheaper than Phone A.", None, None),
        ("Phone A is cheaper than Phone B.", "cheaper", FlagType.CONTRADICTION),
        ("Phone A is more expensive than Phone B.", None, None),
        ("Phone B costs more than Phone A.", "more", FlagType.CONTRADICTION),
        ("Phone A costs more than Phone B.", None, None),
        ("Phone B has twice the storage of Phone A.", None, None),
        (
            "Phone A has twice the storage of Phone B.",
            "twice the storage",
            FlagType.NUMERIC_MISMATCH,
        ),
        # the name's noun first
        (
            "Phone A's battery is larger than Phone B's.",
            "battery is larger",
            FlagType.CONTRADICTION,
        ),
        ("Phone B's battery is larger than that of Phone A.", None, None),
        # a measure the sources give neither ("camera"), or a name they do not have
        ("Phone A has a better camera than Phone B.", None, None),
        ("Phone A has a larger battery than Phone C.", None, None),
    ],
)
def test_two_names_ranked_by_their_figures(
    claim: str, flagged: str | None, kind: FlagType | None
) -> None:
    for sources in ((PHONE_A, PHONE_B), (PHONE_A + " " + PHONE_B,)):
        flags = _flags(claim, *sources)
        assert [f.text for f in flags] == ([flagged] if flagged else [])
        if flags:
            assert flags[0].type is kind
            assert flags[0].contradicts
            assert (
                "3,200 mAh" in flags[0].message
                or "$799" in flags[0].message
                or ("128 GB" in flags[0].message)
            )


def test_equal_figures_rank_neither_above() -> None:
    other = "Phone C has a 6.1-inch display and a 5,000 mAh battery."
    assert [
        f.text for f in _flags("Phone B has a larger battery than Phone C.", PHONE_B, other)
    ] == ["larger battery"]


def test_two_values_for_one_name_or_two_units_say_nothing() -> None:
    # two batteries of Phone B: which one the claim means is not known
    twice = PHONE_B + " Phone B also ships with a 4,000 mAh battery in Europe."
    assert _flags("Phone A has a larger battery than Phone B.", PHONE_A, twice) == []
    # watt-hours against milliamp-hours
    other = "Phone C has a 15 Wh battery."
    assert _flags("Phone A has a larger battery than Phone C.", PHONE_A, other) == []


def test_a_pronoun_after_two_names_owns_nothing() -> None:
    text = "Phone A was compared with Phone B. It has a 5,000 mAh battery."
    assert _flags("Phone A has a smaller battery than Phone B.", PHONE_A, text) == []


def test_a_name_with_its_noun_and_a_measure_before_its_figure() -> None:
    plans = (
        "The Basic plan costs $10 per month and includes 50 GB of storage. The Pro plan costs $25 "
        "per month and includes 1 TB of storage."
    )
    flags = _flags("The Basic plan costs more than the Pro plan.", plans)
    assert [f.text for f in flags] == ["more"]
    assert "the Pro plan $25" in flags[0].message
    assert _flags("The Pro plan costs more than the Basic plan.", plans) == []
    cities = (
        "New Orleans has a population of 380,000 and lies on the Mississippi River.",
        "San Antonio has a population of 1.4 million. It is the oldest city in Texas.",
    )
    flags = _flags("New Orleans has a larger population than San Antonio.", *cities)
    assert [f.text for f in flags] == ["larger population"]
    assert _flags("San Antonio has a larger population than New Orleans.", *cities) == []


def test_the_unit_both_names_give_the_measure_in() -> None:
    """ "cloud revenue grew 28%" is no second value of Microsoft's revenue in dollars."""
    flags = _flags("Microsoft reported higher revenue than Apple.", EARNINGS)
    assert [f.text for f in flags] == ["higher revenue"]
    assert "Microsoft $56.5 billion" in flags[0].message
    assert _flags("Apple reported higher revenue than Microsoft.", EARNINGS) == []


PHONE_C = (
    "Phone C has a 6.4-inch OLED display, 512 GB of storage and a 4,500 mAh battery. It costs "
    "$999 and comes in green."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Phone C has the largest battery of the three.", "largest battery"),
        ("Phone A has the most storage.", "most storage"),
        ("Phone C is the cheapest phone.", "cheapest"),
        ("Phone C is the most expensive.", None),
        ("Phone B has the largest battery.", None),
        ("Phone B is the cheapest.", None),
        ("Phone A has the smallest battery.", None),
    ],
)
def test_a_name_ranked_first_against_every_other_names_figure(
    claim: str, flagged: str | None
) -> None:
    flags = _flags(claim, PHONE_A, PHONE_B, PHONE_C)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flags:
        assert flags[0].type is FlagType.CONTRADICTION


def test_a_rank_the_figures_bear_out_is_no_unfounded_rank() -> None:
    """ "the largest battery" is no word of the sources, but their figures give it."""
    claim = "Phone B has the largest battery."
    sources = {f"s{i}": Source(f"s{i}", t) for i, t in enumerate((PHONE_A, PHONE_B, PHONE_C))}
    c = Claim("c1", claim, 0, len(claim), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    evidence = [Evidence(sid, 0, len(s.text), s.text, 0.9) for sid, s in sources.items()]
    assert ExaggerationDetector().detect(c, evidence, CheckContext(claim, sources)) == []
    # without the other phones nothing bears it out
    one = {"s1": Source("s1", PHONE_B)}
    flags = ExaggerationDetector().detect(c, evidence[1:2], CheckContext(claim, one))
    assert [f.type for f in flags] == [FlagType.EXAGGERATION]


def test_product_names_with_numbers() -> None:
    """ "The iPhone 15" and "the Pixel 8" are names: a lower-case first letter, a number."""
    iphone = "The iPhone 15 has a 6.1-inch display and a 3,349 mAh battery. It starts at $799."
    pixel = "The Pixel 8 has a 6.2-inch display and a 4,575 mAh battery. It starts at $699."
    flags = _flags("The iPhone 15 has a larger battery than the Pixel 8.", iphone, pixel)
    assert [f.text for f in flags] == ["larger battery"]
    assert _flags("The Pixel 8 has a larger battery than the iPhone 15.", iphone, pixel) == []
    assert [
        f.text for f in _flags("The iPhone 15 is cheaper than the Pixel 8.", iphone, pixel)
    ] == ["cheaper"]


def test_a_run_of_names_and_years_is_read_in_one_pass() -> None:
    """ "Hoffman 1994Oberg 1995Sunn ...": a list of names glued to years opens no sentence with a
    name (the name pattern once tried every split of each year, for minutes)."""
    glued = " ".join(f"Name{k} {1990 + k}Next" for k in range(40))
    assert sentence_owners(glued + ". It has a fine record.")[0].words == ()
    assert sentence_owners(glued + " has a fine record.")[0].words[:1] == ("Name0",)
    assert _flags(glued + " Has.", PHONE_B) == []
