"""Guardrails: checks of citations already in the answer, and answer-level warnings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from groundwise.results import ClaimResult, GuardrailWarning
from groundwise.sources import Source


def check(
    answer: str, results: Sequence[ClaimResult], sources: Mapping[str, Source]
) -> list[GuardrailWarning]:
    """Warnings about the answer's own citations and about missing or unsourced support."""
    raise NotImplementedError
