"""The verifier's own steps between the claim extractor, the detectors and the judge."""

from __future__ import annotations

import pytest

from groundwise import Verifier
from groundwise.results import FlagType, Status

LIBRARY = (
    "The Riverside Library will close for renovations from 3 June to 15 August. The renovation "
    "will add a children's reading room and new study spaces."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier(embedder="none")


def test_a_planned_change_the_source_states_is_checked(verifier: Verifier) -> None:
    """A prediction a source states as a plan is checked as a fact: the plan the source gives
    passes, another fails; a guess about something no source plans stays uncheckable."""
    right = verifier.verify("The renovation will add a children's reading room.", [LIBRARY])
    wrong = verifier.verify("The library will remain open during the renovations.", [LIBRARY])
    guess = verifier.verify("Prices will rise.", [LIBRARY])
    assert [c.status for c in right.claims] == [Status.VERIFIED]
    assert [c.status for c in wrong.claims] == [Status.CONTRADICTED]
    assert [c.status for c in guess.claims] == [Status.NOT_CHECKABLE]


def test_one_flag_for_words_two_detectors_flag(verifier: Verifier) -> None:
    """Where two detectors flag "three days" and "three" with one type, the report says it once."""
    report = verifier.verify(
        "The employee may work from home up to three days per week.",
        ["The employee may work from home up to two days per week."],
    )
    assert [(f.type, f.text) for f in report.flags] == [(FlagType.NUMERIC_MISMATCH, "three days")]
