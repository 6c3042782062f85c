"""Feature rows for training: one per checkable claim, one per answer, with weak claim labels.

Claim labels are weak, read off the answer's annotation: in files with gold unsupported spans a
claim overlapping a span is unsupported and every other claim supported; every claim of a
supported answer is supported; an unsupported answer without spans labels its claim only when it
has exactly one checkable claim (the error must be there). Other claims are unknown (-1) and count
only at the answer level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from groundwise.context import CheckContext
from groundwise.features import Alignment, ClaimTerm, claim_features, is_strong_contradiction
from groundwise.judges.learned import (
    about_a_record,
    answer_context,
    token_matrix,
    with_word_alignment,
)
from groundwise.judges.lexical import LexicalJudge
from groundwise.results import ClaimResult, MatchType, Status
from groundwise.scoring import answer_support
from groundwise.sources import as_sources
from groundwise.training.data import Example, Span
from groundwise.training.extract import Record

#: Claim label of a claim whose support the annotation does not settle.
UNKNOWN = -1
_LEXICAL = LexicalJudge()


@dataclass(frozen=True)
class ClaimRow:
    """Features and weak label of one checkable claim, with its words for span prediction."""

    features: dict[str, float]
    label: int
    #: The claim's content words with whether evidence covers them (answer offsets).
    terms: tuple[ClaimTerm, ...]
    #: Answer spans of the detector flags (the verifier reports them as unsupported too).
    flag_spans: tuple[Span, ...]
    #: Answer spans of every word of the claim and their token-model features.
    token_spans: tuple[Span, ...] = ()
    token_x: np.ndarray | None = None
    #: Whether the claim's best evidence is a field of a structured source: the learned judge
    #: hands such a claim to the ``lexical`` judge, whose verdict follows.
    record: bool = False
    #: A detector flag strong enough to make a low-support claim contradicted.
    strong_flag: bool = False
    lexical_support: float = 0.0
    lexical_contradicted: bool = False
    lexical_spans: tuple[Span, ...] = ()

    def token_labels(self, gold: Sequence[Span]) -> np.ndarray:
        """1 for each word that overlaps a gold unsupported span."""
        return np.array([_overlaps(s, e, gold) for s, e in self.token_spans], dtype=int)

    def uncovered(self, gap: int) -> list[Span]:
        """Spans of the uncovered words, as the judge draws them."""
        return Alignment(self.terms, self.features).uncovered_spans(gap)


@dataclass(frozen=True)
class AnswerRow:
    """One example: its claims' rows, support-independent answer cues and its gold labels."""

    example: Example
    claims: tuple[ClaimRow, ...]
    context: dict[str, float]
    #: The lexical judge's answer support and unsupported spans, for comparison.
    baseline_support: float
    baseline_spans: tuple[Span, ...]


def _overlaps(start: int, end: int, spans: Sequence[Span]) -> bool:
    return any(s < end and start < e for s, e in spans)


def build_row(example: Example, record: Record) -> AnswerRow:
    """Features of one example from its pipeline record."""
    sources = as_sources(list(example.sources))
    ctx = CheckContext(
        answer=example.answer,
        sources={s.id: s for s in sources},
        question=example.question or "",
    )
    n_checked = len(record.checked)
    claims = []
    baseline_spans: list[Span] = []
    checked_ids = {c.claim.id for c in record.checked}
    results = [
        ClaimResult(c, Status.NOT_CHECKABLE, 0.0, MatchType.NO_MATCH)
        for c in record.claims
        if c.id not in checked_ids
    ]
    for item in record.checked:
        # Records made before session 24 carry no word alignment.
        sims = getattr(item, "word_alignment", None)
        a = with_word_alignment(
            claim_features(item.claim, item.evidence, item.flags, ctx), item.claim, sims
        )
        if example.spans is not None:
            label = 0 if _overlaps(item.claim.start, item.claim.end, example.spans) else 1
        elif example.label == 1:
            label = 1
        else:
            label = 0 if n_checked == 1 else UNKNOWN
        flag_spans = tuple((f.start, f.end) for f in item.flags if f.end > f.start)
        spans, x = token_matrix(item.claim, item.evidence, item.flags, ctx, a, sims)
        j = _LEXICAL.judge(item.claim, item.evidence, item.flags, ctx)
        claims.append(
            ClaimRow(
                a.features,
                label,
                a.terms,
                flag_spans,
                tuple(spans),
                x,
                record=about_a_record(item.evidence),
                strong_flag=any(is_strong_contradiction(f) for f in item.flags),
                lexical_support=j.support,
                lexical_contradicted=j.status is Status.CONTRADICTED,
                lexical_spans=tuple(j.unsupported),
            )
        )
        results.append(
            ClaimResult(item.claim, j.status, j.support, j.match_type, item.evidence, item.flags)
        )
        baseline_spans.extend(j.unsupported)
        baseline_spans.extend(flag_spans)
    context = answer_context(results, ctx)
    # ``results`` are the lexical judge's: the answer model's ``lexical_support`` input, exactly
    # as :func:`groundwise.judges.learned.lexical_support` recomputes it at run time.
    context["lexical_support"] = answer_support(results)
    return AnswerRow(
        example, tuple(claims), context, answer_support(results), tuple(baseline_spans)
    )


def build_rows(examples: Sequence[Example], records: Mapping[str, Record]) -> list[AnswerRow]:
    """Rows of every example, in order."""
    return [build_row(ex, records[ex.key]) for ex in examples]
