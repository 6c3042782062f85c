"""Citations: one per supporting source span, numbered by source, inserted after their claims."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from groundwise.results import Citation, ClaimResult
from groundwise.sources import Source


def build_citations(
    answer: str,
    results: Sequence[ClaimResult],
    sources: Mapping[str, Source],
    max_citations: int = 20,
) -> tuple[list[Citation], str]:
    """Citations for verified / partially verified claims, and the answer with [n] markers."""
    raise NotImplementedError
