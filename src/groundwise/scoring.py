"""Scores: claim score, weighted groundedness with grades, and answer-level support.

Only checkable claims count. A claim whose status is ``not_checkable`` (an opinion, a
recommendation, general knowledge) is left out of every formula, so it can neither raise nor lower
a score. An answer with no checkable claim said nothing ungrounded: it scores 1.0, groundedness 100
(grade G++) and support 1.0. The formulas and their defaults are explained in ``docs/scoring.md``.
"""

from __future__ import annotations

from collections.abc import Sequence

from groundwise.results import ClaimResult, ClaimType, MatchType, Status

#: Credit a claim gets in :func:`claim_score`; hallucinated claims count −1 instead.
STATUS_CREDIT: dict[Status, float] = {
    Status.VERIFIED: 1.0,
    Status.PARTIALLY_VERIFIED: 0.5,
    Status.UNVERIFIED: 0.0,
    Status.CONTRADICTED: -1.0,
}

#: How much of a claim's groundedness its best evidence earns, by how the evidence matches.
MATCH_WEIGHTS: dict[MatchType, float] = {
    MatchType.EXACT: 1.0,
    MatchType.SEMANTIC: 0.9,
    MatchType.ENTITY_VERIFIED: 0.85,
    MatchType.PARTIAL: 0.6,
    MatchType.INFERENCE: 0.5,
    MatchType.NO_MATCH: 0.0,
}

#: How much a claim counts in groundedness: specific claims (numbers, dates, quotes) count more
#: because getting them wrong misleads more; softer analytical claims count less.
CLAIM_TYPE_WEIGHTS: dict[ClaimType, float] = {
    ClaimType.QUOTE: 1.3,
    ClaimType.QUANTITY: 1.2,
    ClaimType.DATE: 1.2,
    ClaimType.RELATIONSHIP: 1.1,
    ClaimType.FACT: 1.0,
    ClaimType.STATUS: 1.0,
    ClaimType.COMPARISON: 1.0,
    ClaimType.ASSESSMENT: 0.9,
    ClaimType.PREDICTION: 0.8,
    ClaimType.GENERAL_KNOWLEDGE: 0.8,
    ClaimType.RECOMMENDATION: 0.8,
    ClaimType.OPINION: 0.8,
}

#: Grade cut-offs on the 0-100 groundedness scale, highest first (the 002 reference table).
GRADES: tuple[tuple[float, str], ...] = (
    (95.0, "G++"),
    (85.0, "G+"),
    (75.0, "G"),
    (65.0, "G-"),
    (50.0, "P"),
    (30.0, "P-"),
    (0.0, "F"),
)

#: A contradicted claim caps the answer's support at this in :func:`answer_support`, so one
#: contradiction always puts the answer below the default threshold of 0.5.
CONTRADICTED_SUPPORT_CAP = 0.2
#: The percentile of the claims' supports that :func:`answer_support` reports.
ANSWER_PERCENTILE = 0.15


def checkable(results: Sequence[ClaimResult]) -> list[ClaimResult]:
    """The results that count in scores: every claim except ``not_checkable`` ones."""
    return [r for r in results if r.status is not Status.NOT_CHECKABLE]


def is_hallucinated(result: ClaimResult) -> bool:
    """Contradicted, or unverified with a detector flag (a made-up number, quote, cause...)."""
    if result.status is Status.CONTRADICTED:
        return True
    return result.status is Status.UNVERIFIED and bool(result.flags)


def claim_score(results: Sequence[ClaimResult]) -> float:
    """(verified + 0.5·partial − hallucinated) / checkable claims, clamped to [0, 1]."""
    counted = checkable(results)
    if not counted:
        return 1.0
    total = 0.0
    for r in counted:
        total += -1.0 if is_hallucinated(r) else STATUS_CREDIT[r.status]
    return _clamp(total / len(counted))


def claim_groundedness(result: ClaimResult) -> float:
    """0-1 groundedness of one claim: its match weight if (partially) verified, else 0."""
    if result.status in (Status.VERIFIED, Status.PARTIALLY_VERIFIED):
        return MATCH_WEIGHTS[result.match_type]
    # Unverified and contradicted claims earn nothing whatever evidence was near them.
    return 0.0


def groundedness(results: Sequence[ClaimResult]) -> float:
    """0-100, weighted by match type and claim type."""
    counted = checkable(results)
    if not counted:
        return 100.0
    weights = [CLAIM_TYPE_WEIGHTS[r.claim.type] for r in counted]
    earned = sum(w * claim_groundedness(r) for w, r in zip(weights, counted, strict=True))
    return min(100.0, max(0.0, 100.0 * earned / sum(weights)))


def grade(value: float) -> str:
    """Letter grade G++ ... F of a groundedness value."""
    if not 0.0 <= value <= 100.0:
        raise ValueError(f"groundedness must be in [0, 100] to be graded, got {value!r}")
    for cutoff, letter in GRADES:
        if value >= cutoff:
            return letter
    return GRADES[-1][1]


def answer_support(results: Sequence[ClaimResult]) -> float:
    """Probability that the whole answer is supported: a low percentile of its claims' support.

    The 15th percentile (linear interpolation) of the checkable claims' supports: the claim's own
    support for one claim, between the lowest and second lowest for 2-7 claims, between the
    second and third lowest for 8-13, so one unmatched paraphrase does not sink a long,
    well-supported answer while a weak share of about one claim in seven does. A contradicted
    claim caps the answer at
    :data:`CONTRADICTED_SUPPORT_CAP`. The rule and its percentile were chosen by
    leave-one-family-out selection on the benchmarks (docs/scoring.md).
    """
    counted = checkable(results)
    if not counted:
        return 1.0
    support = percentile([r.support for r in counted], ANSWER_PERCENTILE)
    if any(r.status is Status.CONTRADICTED for r in counted):
        support = min(support, CONTRADICTED_SUPPORT_CAP)
    return _clamp(support)


#: How far above its weakest claim's support an answer model may put an answer's: an answer of
#: one claim is that claim, so a weakly supported claim ("unverified", 0.22) cannot make a
#: supported answer; a longer answer may carry one unmatched paraphrase further.
LIFT_OVER_ONE_CLAIM = 0.2
LIFT_OVER_WEAKEST = 0.35


def within_weakest(support: float, supports: Sequence[float]) -> float:
    """``support`` capped at the weakest claim's support plus the allowed lift.

    Chosen on the cross-validated predictions of the learned judge (docs/judge-history.md, session 28):
    it changes no family's balanced accuracy by more than 0.004 and no answer whose claims are
    all above 0.15 (or, for one claim, above 0.3).
    """
    if not supports:
        return support
    lift = LIFT_OVER_ONE_CLAIM if len(supports) == 1 else LIFT_OVER_WEAKEST
    return min(support, min(supports) + lift)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of ``values`` with linear interpolation (NumPy's default method)."""
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (pos - lo) * (ordered[hi] - ordered[lo])


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, value))
