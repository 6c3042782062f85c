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
    from groundwise.detectors.actions import OppositeActionDetector
    from groundwise.detectors.attributes import AttributeDetector
    from groundwise.detectors.causation import CausationDetector
    from groundwise.detectors.clock import ClockTimeDetector
    from groundwise.detectors.compared import ComparisonDetector
    from groundwise.detectors.dates import TemporalDetector
    from groundwise.detectors.ended import EndedStateDetector
    from groundwise.detectors.entities import EntityDetector
    from groundwise.detectors.events import EventDetector
    from groundwise.detectors.exaggeration import ExaggerationDetector
    from groundwise.detectors.hours import HoursDetector
    from groundwise.detectors.identifiers import IdentifierDetector
    from groundwise.detectors.negation import NegationDetector
    from groundwise.detectors.numbers import NumericDetector
    from groundwise.detectors.order import EventOrderDetector
    from groundwise.detectors.planned import PlannedEventDetector
    from groundwise.detectors.quotes import QuoteDetector
    from groundwise.detectors.scope import ScopeDetector
    from groundwise.detectors.splice import SpliceDetector
    from groundwise.detectors.substitution import SubstitutionDetector
    from groundwise.detectors.trend import TrendDetector
    from groundwise.detectors.unmentioned import UnmentionedDetector
    from groundwise.detectors.values import ValueDetector

    # A record field stated with another value is also a number, date or name the other
    # detectors may flag over the same words; the field's flag comes first and stands for them.
    return [
        ValueDetector(),
        IdentifierDetector(),
        NumericDetector(),
        TemporalDetector(),
        HoursDetector(),
        ClockTimeDetector(),
        EntityDetector(),
        QuoteDetector(),
        NegationDetector(),
        UnmentionedDetector(),
        SubstitutionDetector(),
        OppositeActionDetector(),
        SpliceDetector(),
        EventDetector(),
        EndedStateDetector(),
        PlannedEventDetector(),
        EventOrderDetector(),
        ComparisonDetector(),
        TrendDetector(),
        AttributeDetector(),
        CausationDetector(),
        ScopeDetector(),
        ExaggerationDetector(),
    ]
