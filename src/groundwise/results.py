"""Typed results of a verification: claims, evidence, flags, citations and the report.

All values are frozen dataclasses. Spans follow one contract everywhere: half-open ``[start, end)``
character offsets into the original text (the answer for claims, flags and unsupported spans; the
source for evidence and citations), and ``text == original[start:end]``. Scores are floats in [0, 1],
checked on construction. ``Report.to_dict()`` is the one JSON shape every interface emits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class ClaimType(StrEnum):
    """What kind of statement a claim makes."""

    FACT = "fact"
    DATE = "date"
    QUANTITY = "quantity"
    QUOTE = "quote"
    STATUS = "status"
    RELATIONSHIP = "relationship"
    ASSESSMENT = "assessment"
    COMPARISON = "comparison"
    PREDICTION = "prediction"
    RECOMMENDATION = "recommendation"
    OPINION = "opinion"
    GENERAL_KNOWLEDGE = "general_knowledge"


class ClaimCategory(StrEnum):
    """Coarse grouping of claim types."""

    FACTUAL = "factual"
    ANALYTICAL = "analytical"
    OPINION = "opinion"
    PREDICTION = "prediction"


class Status(StrEnum):
    """Verdict on one claim."""

    VERIFIED = "verified"
    PARTIALLY_VERIFIED = "partially_verified"
    UNVERIFIED = "unverified"
    CONTRADICTED = "contradicted"
    NOT_CHECKABLE = "not_checkable"


class MatchType(StrEnum):
    """How the best evidence matches the claim."""

    EXACT = "exact"
    SEMANTIC = "semantic"
    PARTIAL = "partial"
    ENTITY_VERIFIED = "entity_verified"
    INFERENCE = "inference"
    NO_MATCH = "no_match"


class FlagType(StrEnum):
    """Kinds of hallucination a detector can report."""

    FABRICATION = "FABRICATION"
    NUMERIC_MISMATCH = "NUMERIC_MISMATCH"
    TEMPORAL_DISTORTION = "TEMPORAL_DISTORTION"
    ENTITY_MISMATCH = "ENTITY_MISMATCH"
    MISATTRIBUTION = "MISATTRIBUTION"
    FAKE_QUOTE = "FAKE_QUOTE"
    CONTRADICTION = "CONTRADICTION"
    CAUSATION_INVENTION = "CAUSATION_INVENTION"
    SCOPE_EXPANSION = "SCOPE_EXPANSION"
    EXAGGERATION = "EXAGGERATION"


class Severity(StrEnum):
    """How bad a flag is; ordered by :data:`SEVERITY_ORDER`."""

    CRITICAL = "critical"
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


SEVERITY_ORDER: dict[Severity, int] = {
    Severity.CRITICAL: 0,
    Severity.HIGH: 1,
    Severity.MEDIUM: 2,
    Severity.LOW: 3,
}


class WarningCode(StrEnum):
    """Guardrail warnings about the answer as a whole or about its citations."""

    INVALID_CITATION = "INVALID_CITATION"
    UNSUPPORTED_CITATION = "UNSUPPORTED_CITATION"
    MISSING_CITATIONS = "MISSING_CITATIONS"
    UNSOURCED_ANSWER = "UNSOURCED_ANSWER"
    NOTHING_CHECKABLE = "NOTHING_CHECKABLE"
    CONFIDENT_WITHOUT_CITATION = "CONFIDENT_WITHOUT_CITATION"
    NUMBER_WITHOUT_CITATION = "NUMBER_WITHOUT_CITATION"
    MODEL_UNAVAILABLE = "MODEL_UNAVAILABLE"
    SOURCE_TRUNCATED = "SOURCE_TRUNCATED"
    LLM_FALLBACK = "LLM_FALLBACK"
    CLAIM_NOT_LOCATED = "CLAIM_NOT_LOCATED"


def _check_unit(name: str, value: float) -> None:
    if not isinstance(value, int | float) or math.isnan(value) or not 0.0 <= value <= 1.0:
        raise ValueError(f"{name} must be a float in [0, 1], got {value!r}")


def _check_span(start: int, end: int, text: str) -> None:
    if start < 0 or end < start or end - start != len(text):
        raise ValueError(f"span [{start}, {end}) does not fit its text of length {len(text)}")


@dataclass(frozen=True)
class Claim:
    """A clause-level statement of the answer, with its exact answer span."""

    id: str
    text: str
    start: int
    end: int
    type: ClaimType
    category: ClaimCategory
    verifiable: bool
    sentence_index: int = 0

    def __post_init__(self) -> None:
        _check_span(self.start, self.end, self.text)


@dataclass(frozen=True)
class Evidence:
    """A source span offered as evidence for a claim; offsets index the source's text."""

    source_id: str
    start: int
    end: int
    text: str
    score: float
    lexical: float = 0.0
    semantic: float = 0.0
    field_path: str | None = None

    def __post_init__(self) -> None:
        _check_span(self.start, self.end, self.text)
        _check_unit("Evidence.score", self.score)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one evidence span."""
        d: dict[str, Any] = {
            "source_id": self.source_id,
            "start": self.start,
            "end": self.end,
            "text": self.text,
            "score": round(self.score, 4),
            "lexical": round(self.lexical, 4),
            "semantic": round(self.semantic, 4),
        }
        if self.field_path is not None:
            d["field_path"] = self.field_path
        return d


@dataclass(frozen=True)
class Flag:
    """A typed mismatch between a claim and its sources, explained."""

    type: FlagType
    severity: Severity
    claim_id: str
    start: int
    end: int
    text: str
    message: str
    suggestion: str
    source_says: str | None = None
    source_id: str | None = None
    contradicts: bool = False

    def __post_init__(self) -> None:
        _check_span(self.start, self.end, self.text)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one flag."""
        return {
            "type": self.type.value,
            "severity": self.severity.value,
            "claim_id": self.claim_id,
            "start": self.start,
            "end": self.end,
            "text": self.text,
            "message": self.message,
            "suggestion": self.suggestion,
            "source_says": self.source_says,
            "source_id": self.source_id,
            "contradicts": self.contradicts,
        }


@dataclass(frozen=True)
class ClaimResult:
    """A claim with its verdict, evidence and flags.

    ``word_risk``: the judge's probability, per word of the claim, that the word lacks support
    (judges with a word model; empty otherwise). Not part of the JSON report: its spans are.
    """

    claim: Claim
    status: Status
    support: float
    match_type: MatchType
    evidence: tuple[Evidence, ...] = ()
    flags: tuple[Flag, ...] = ()
    reason: str = ""
    word_risk: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        _check_unit("ClaimResult.support", self.support)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one judged claim."""
        c = self.claim
        return {
            "id": c.id,
            "text": c.text,
            "start": c.start,
            "end": c.end,
            "type": c.type.value,
            "category": c.category.value,
            "verifiable": c.verifiable,
            "status": self.status.value,
            "support": round(self.support, 4),
            "match_type": self.match_type.value,
            "reason": self.reason,
            "evidence": [e.to_dict() for e in self.evidence],
            "flags": [f.type.value for f in self.flags],
        }


@dataclass(frozen=True)
class Citation:
    """A verified citation: a numbered pointer from claims to one supporting source span."""

    number: int
    source_id: str
    title: str
    excerpt: str
    start: int
    end: int
    confidence: float
    match_type: MatchType
    claim_ids: tuple[str, ...] = ()
    field_path: str | None = None

    def __post_init__(self) -> None:
        _check_span(self.start, self.end, self.excerpt)
        _check_unit("Citation.confidence", self.confidence)
        if len(self.excerpt) > 150:
            raise ValueError("Citation.excerpt must be at most 150 characters")

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one citation."""
        d: dict[str, Any] = {
            "number": self.number,
            "source_id": self.source_id,
            "title": self.title,
            "excerpt": self.excerpt,
            "start": self.start,
            "end": self.end,
            "confidence": round(self.confidence, 4),
            "match_type": self.match_type.value,
            "claim_ids": list(self.claim_ids),
        }
        if self.field_path is not None:
            d["field_path"] = self.field_path
        return d


@dataclass(frozen=True)
class GuardrailWarning:
    """A warning about the answer or its citations; the span (if any) indexes the answer."""

    code: WarningCode
    message: str
    severity: Severity = Severity.MEDIUM
    start: int | None = None
    end: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one warning."""
        return {
            "code": self.code.value,
            "severity": self.severity.value,
            "message": self.message,
            "start": self.start,
            "end": self.end,
        }


@dataclass(frozen=True)
class UnsupportedSpan:
    """Exact answer words that lack support; ``type`` is a flag type or ``UNSUPPORTED``."""

    start: int
    end: int
    text: str
    type: str

    def __post_init__(self) -> None:
        _check_span(self.start, self.end, self.text)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one unsupported span."""
        return {"start": self.start, "end": self.end, "text": self.text, "type": self.type}


@dataclass(frozen=True)
class Report:
    """Everything Groundwise says about one answer."""

    answer: str
    grounded_answer: str
    supported: bool
    support: float
    score: float
    groundedness: float
    grade: str
    claims: tuple[ClaimResult, ...]
    flags: tuple[Flag, ...]
    warnings: tuple[GuardrailWarning, ...]
    citations: tuple[Citation, ...]
    unsupported_spans: tuple[UnsupportedSpan, ...]
    threshold: float
    judge: str
    sources: tuple[dict[str, Any], ...] = ()
    usage: dict[str, Any] = field(default_factory=dict)
    #: The user's question the answer replies to, when one was given.
    question: str | None = None

    def __post_init__(self) -> None:
        _check_unit("Report.support", self.support)
        _check_unit("Report.score", self.score)
        if not 0.0 <= self.groundedness <= 100.0:
            raise ValueError(f"Report.groundedness must be in [0, 100], got {self.groundedness}")

    @property
    def summary(self) -> dict[str, int]:
        """Counts of claims by status, flags and warnings."""
        counts = {s.value: 0 for s in Status}
        for c in self.claims:
            counts[c.status.value] += 1
        counts["claims"] = len(self.claims)
        counts["checkable"] = sum(1 for c in self.claims if c.status is not Status.NOT_CHECKABLE)
        counts["flags"] = len(self.flags)
        counts["warnings"] = len(self.warnings)
        counts["citations"] = len(self.citations)
        return counts

    def to_dict(self) -> dict[str, Any]:
        """The one JSON shape of a report, shared by the library, CLI and service."""
        return {
            "answer": self.answer,
            "question": self.question,
            "grounded_answer": self.grounded_answer,
            "supported": self.supported,
            "support": round(self.support, 4),
            "threshold": self.threshold,
            "score": round(self.score, 4),
            "groundedness": round(self.groundedness, 2),
            "grade": self.grade,
            "judge": self.judge,
            "claims": [c.to_dict() for c in self.claims],
            "flags": [f.to_dict() for f in self.flags],
            "warnings": [w.to_dict() for w in self.warnings],
            "citations": [c.to_dict() for c in self.citations],
            "unsupported_spans": [u.to_dict() for u in self.unsupported_spans],
            "sources": list(self.sources),
            "summary": self.summary,
            "usage": dict(self.usage),
        }
