"""What every pipeline stage after segmentation may look at besides the claim itself."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field

from groundwise.sources import Source


@dataclass(frozen=True)
class CheckContext:
    """The answer, the sources by id, the date relative phrases resolve against, and the
    question the answer replies to (``""`` when none was given).

    The question is no evidence: a claim is supported only by the sources. Its words are *given*
    to the answerer, though, so a name, number or quotation the answer repeats from the question
    ("Geogebra" where the user asked "what is Geogebra used for") is not made up; the checks of
    whether something appears anywhere use :attr:`given_texts`.
    """

    answer: str
    sources: Mapping[str, Source]
    as_of: dt.date | None = None
    question: str = ""
    #: Results a stage keeps for this check only, keyed by what they were computed from (the
    #: learned judge's alignments, read again by its answer model): they go with the context,
    #: so nothing of one answer's sources outlives its check.
    memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    @property
    def given_texts(self) -> tuple[str, ...]:
        """The source texts and the question: what the answerer was given to read."""
        texts = tuple(s.text for s in self.sources.values())
        return (*texts, self.question) if self.question else texts
