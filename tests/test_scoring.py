"""Scores: claim score, groundedness and grades, answer support."""

from __future__ import annotations

import pytest

from groundwise import scoring
from groundwise.results import (
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    Flag,
    FlagType,
    MatchType,
    Severity,
    Status,
)

V, P, U, C, N = (
    Status.VERIFIED,
    Status.PARTIALLY_VERIFIED,
    Status.UNVERIFIED,
    Status.CONTRADICTED,
    Status.NOT_CHECKABLE,
)


def result(
    status: Status,
    support: float = 0.9,
    match: MatchType = MatchType.EXACT,
    ctype: ClaimType = ClaimType.FACT,
    flagged: bool = False,
) -> ClaimResult:
    """A judged claim with a throwaway text; only the fields scoring reads matter."""
    claim = Claim("c1", "x", 0, 1, ctype, ClaimCategory.FACTUAL, status is not N)
    flags = (
        (Flag(FlagType.FABRICATION, Severity.HIGH, "c1", 0, 1, "x", "made up", "remove it"),)
        if flagged
        else ()
    )
    return ClaimResult(claim, status, support, match, flags=flags)


@pytest.mark.parametrize(
    ("statuses", "expected"),
    [
        ([V, V, V, V, P], 0.9),  # the 000 reference example: (4 + 0.5) / 5
        ([V, P], 0.75),  # half credit for a partial claim
        ([V, U], 0.5),  # an unverified claim without flags only fails to count
        ([V, V, V, C], 0.5),  # a contradiction takes a point away: (3 - 1) / 4
        ([C, C, V], 0.0),  # below zero is clamped to 0
        ([U, U], 0.0),  # nothing verified
        ([V, N, N, N], 1.0),  # opinions are not counted
        ([N, N], 1.0),  # nothing checkable: nothing ungrounded was said
        ([], 1.0),  # no claims at all
    ],
)
def test_claim_score(statuses: list[Status], expected: float) -> None:
    assert scoring.claim_score([result(s) for s in statuses]) == pytest.approx(expected)


def test_unverified_claim_with_a_flag_counts_as_hallucinated() -> None:
    flagged = [result(V), result(V), result(U, support=0.1, flagged=True)]
    plain = [result(V), result(V), result(U, support=0.1)]
    assert scoring.claim_score(flagged) == pytest.approx(1 / 3)
    assert scoring.claim_score(plain) == pytest.approx(2 / 3)


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        # all exact: full marks
        ([result(V, match=MatchType.EXACT)] * 3, 100.0),
        # semantic match earns 90
        ([result(V, match=MatchType.SEMANTIC)], 90.0),
        # partial match inside a partially verified claim earns 60
        ([result(P, match=MatchType.PARTIAL)], 60.0),
        # a contradicted claim earns nothing even with an exact-looking match
        ([result(C, match=MatchType.EXACT)], 0.0),
        # an unverified claim earns nothing
        ([result(U, match=MatchType.INFERENCE)], 0.0),
        # quantity weighs 1.2, fact 1.0: (1.2 * 0 + 1.0 * 100) / 2.2
        (
            [
                result(C, ctype=ClaimType.QUANTITY),
                result(V, ctype=ClaimType.FACT),
            ],
            100.0 / 2.2,
        ),
        # opinions do not count: one exact claim plus opinions is still 100
        ([result(V), result(N, support=0.0, match=MatchType.NO_MATCH)] * 2, 100.0),
        # no checkable claims
        ([result(N)], 100.0),
    ],
)
def test_groundedness(results: list[ClaimResult], expected: float) -> None:
    assert scoring.groundedness(results) == pytest.approx(expected)


def test_wrong_quote_costs_more_than_wrong_fact() -> None:
    wrong_quote = [result(V), result(C, ctype=ClaimType.QUOTE)]
    wrong_fact = [result(V), result(C, ctype=ClaimType.FACT)]
    assert scoring.groundedness(wrong_quote) < scoring.groundedness(wrong_fact)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (100.0, "G++"),  # top of the scale
        (95.0, "G++"),  # cut-off is inclusive
        (94.99, "G+"),  # just below G++
        (85.0, "G+"),  # G+ cut-off
        (84.9, "G"),  # just below G+
        (75.0, "G"),  # G cut-off
        (74.9, "G-"),  # just below G
        (65.0, "G-"),  # G- cut-off
        (64.9, "P"),  # just below G-
        (50.0, "P"),  # P cut-off
        (49.9, "P-"),  # just below P
        (30.0, "P-"),  # P- cut-off
        (29.9, "F"),  # just below P-
        (0.0, "F"),  # bottom of the scale
    ],
)
def test_grade_boundaries(value: float, expected: str) -> None:
    assert scoring.grade(value) == expected


@pytest.mark.parametrize("value", [-0.1, 100.5, float("nan")])  # outside the scale, or NaN
def test_grade_rejects_values_off_the_scale(value: float) -> None:
    with pytest.raises(ValueError, match="groundedness"):
        scoring.grade(value)


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        # one claim: its own support
        ([result(P, 0.6)], 0.6),
        # few claims: between the lowest and the second lowest (15th percentile)
        ([result(V, 0.95), result(V, 0.7), result(P, 0.6)], 0.63),
        ([result(V, 0.9), result(U, 0.2)], 0.305),
        # one weak claim among ten does not sink a well-supported answer...
        ([result(V, 0.9)] * 9 + [result(U, 0.2)], 0.9),
        # ...three do
        ([result(V, 0.9)] * 7 + [result(U, 0.2)] * 3, 0.2),
        # many slightly uncertain claims do not collapse towards zero
        ([result(V, 0.9)] * 30, 0.9),
        # a contradicted claim is capped low even if its support says otherwise
        ([result(V, 0.95), result(C, 0.45)], scoring.CONTRADICTED_SUPPORT_CAP),
        # opinions with zero support do not drag the answer down
        ([result(V, 0.8), result(N, 0.0, MatchType.NO_MATCH)], 0.8),
        # nothing checkable
        ([result(N, 0.0, MatchType.NO_MATCH)], 1.0),
        # no claims
        ([], 1.0),
    ],
)
def test_answer_support(results: list[ClaimResult], expected: float) -> None:
    assert scoring.answer_support(results) == pytest.approx(expected)


def test_contradiction_puts_answer_below_the_default_threshold() -> None:
    results = [result(V, 1.0)] * 20 + [result(C, 0.9)]
    assert scoring.answer_support(results) < 0.5


def test_lexical_spans_join_nearby_uncovered_words_but_never_a_covered_one() -> None:
    from groundwise.features import Alignment, ClaimTerm

    # "Acme moved to Lisbon after the merger": moved, Lisbon uncovered; merger covered.
    terms = (
        ClaimTerm(0, 4, "acm", True, False),
        ClaimTerm(5, 10, "move", False, False),
        ClaimTerm(14, 20, "lisbon", False, False),
        ClaimTerm(31, 37, "merger", True, False),
        ClaimTerm(38, 42, "plan", False, False),
    )
    a = Alignment(terms, {})
    assert a.uncovered_spans(10) == [(5, 20), (38, 42)]
    assert a.uncovered_spans(1) == [(5, 10), (14, 20), (38, 42)]
    # Two uncovered words with a covered one between them stay apart whatever the gap.
    split = Alignment((terms[1], ClaimTerm(11, 13, "at", True, False), terms[2]), {})
    assert split.uncovered_spans(50) == [(5, 10), (14, 20)]


@pytest.mark.parametrize(
    ("support", "supports", "expected"),
    [
        (0.54, [0.22], 0.42),  # one weak claim is the answer: it cannot make it supported
        (0.8, [0.9], 0.8),  # a well-supported claim leaves the answer model's value alone
        (0.7, [0.1, 0.95, 0.9], 0.45),  # a claim with no support holds a longer answer down
        (0.7, [0.4, 0.95, 0.9], 0.7),  # one unmatched paraphrase does not
        (0.9, [], 0.9),  # no checkable claim: nothing to cap by
    ],
)
def test_answer_support_within_the_weakest_claim(
    support: float, supports: list[float], expected: float
) -> None:
    assert scoring.within_weakest(support, supports) == pytest.approx(expected)
