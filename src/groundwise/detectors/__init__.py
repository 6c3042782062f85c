"""Typed mismatch detectors: each looks at one kind of hallucination and explains itself.

A detector gets a claim, its evidence spans and the :class:`~groundwise.context.CheckContext`, and
returns :class:`~groundwise.results.Flag` values whose spans index the answer. ``contradicts=True``
means the sources say something else (not merely nothing).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.results import Claim, Evidence, Flag


class Detector(ABC):
    """One kind of mismatch between a claim and its sources."""

    name: str = "base"

    @abstractmethod
    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """Flags for ``claim``; an empty list when nothing is wrong."""


def default_detectors() -> list[Detector]:
    """The built-in detectors, in the order their flags are reported."""
    return []
