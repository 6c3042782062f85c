"""Scores: claim score, weighted groundedness with grades, and answer-level support."""

from __future__ import annotations

from collections.abc import Sequence

from groundwise.results import ClaimResult


def claim_score(results: Sequence[ClaimResult]) -> float:
    """(verified + 0.5·partial − hallucinated) / checkable claims, clamped to [0, 1]."""
    raise NotImplementedError


def groundedness(results: Sequence[ClaimResult]) -> float:
    """0-100, weighted by match type and claim type."""
    raise NotImplementedError


def grade(value: float) -> str:
    """Letter grade G++ ... F of a groundedness value."""
    raise NotImplementedError


def answer_support(results: Sequence[ClaimResult]) -> float:
    """Probability that the whole answer is supported, from its claims' support."""
    raise NotImplementedError
