"""Honest numbers: grouped cross-validation and leave-one-family-out, learned vs lexical.

Only real examples are scored; synthetic perturbations are added to training folds only (a
perturbation shares its origin's group, so it never trains a model that is tested on its origin).
Metrics are those of ``groundwise bench`` (:mod:`groundwise.bench`), computed on the same rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from groundwise.bench import (
    SpanCounts,
    auroc,
    balanced_accuracy,
    calibration_error,
    f1_unsupported,
    span_counts,
)
from groundwise.features import Alignment
from groundwise.judges import PARTIAL_AT
from groundwise.judges.learned import Parameters, answer_features
from groundwise.scoring import (
    ANSWER_PERCENTILE,
    CONTRADICTED_SUPPORT_CAP,
    percentile,
    within_weakest,
)
from groundwise.training.data import Span
from groundwise.training.dataset import AnswerRow
from groundwise.training.fit import claim_supports, word_risks
from groundwise.training.folds import grouped_folds

#: Fits parameters on training rows.
Fitter = Callable[[Sequence[AnswerRow]], Parameters]


@dataclass(frozen=True)
class Prediction:
    """Answer support and unsupported spans of one example."""

    support: float
    spans: tuple[Span, ...]


def predict(params: Parameters, row: AnswerRow) -> Prediction:
    """What the learned judge reports for ``row``: answer support and unsupported spans.

    Mirrors :class:`groundwise.judges.learned.LearnedJudge`: a claim about a structured record
    gets the ``lexical`` judge's verdict (and the token model's words, where there is one), and
    an answer with such a claim is combined by the ``lexical`` rule (P15, capped when a claim is
    contradicted) instead of the answer model.
    """
    supports = claim_supports(params.claim, row)
    spans: list[Span] = []
    for cl, p in zip(row.claims, supports, strict=True):
        spans.extend(cl.flag_spans)
        tokens = (list(cl.token_spans), cl.token_x) if cl.token_x is not None else None
        if cl.record and (params.tokens is None or tokens is None):
            spans.extend(cl.lexical_spans)
        else:
            words = [row.example.answer[s:e] for s, e in tokens[0]] if tokens else None
            alignment = Alignment(cl.terms, cl.features)
            spans.extend(params.unsupported_spans(alignment, p, tokens, words=words))
    if any(cl.record for cl in row.claims):
        support = percentile(supports, ANSWER_PERCENTILE)
        if any(
            cl.lexical_contradicted if cl.record else cl.strong_flag and p < PARTIAL_AT
            for cl, p in zip(row.claims, supports, strict=True)
        ):
            support = min(support, CONTRADICTED_SUPPORT_CAP)
    else:
        context = {**row.context, **word_risks(params.tokens, row)}
        support = float(params.answer.predict([answer_features(supports, context)])[0])
        support = within_weakest(support, supports)
    return Prediction(support, tuple(spans))


@dataclass(frozen=True)
class FileScores:
    """Bench metrics of one file."""

    name: str
    examples: int
    balanced_accuracy: float | None
    auroc: float | None
    f1_unsupported: float | None
    spans: SpanCounts | None
    calibration_error: float | None = None
    #: ``(label, support)`` of every example, for pooled calibration (``report.calibration_table``).
    points: tuple[tuple[int, float], ...] = ()

    @property
    def span_f1(self) -> float | None:
        """Character span F1 where the file has gold spans."""
        return self.spans.f1 if self.spans is not None else None


def score(rows: Sequence[AnswerRow], preds: Sequence[Prediction]) -> FileScores:
    """Metrics of one file's predictions at the threshold 0.5."""
    labels = [r.example.label for r in rows]
    support = [p.support for p in preds]
    predicted = [int(s >= 0.5) for s in support]
    spans: SpanCounts | None = None
    for r, p in zip(rows, preds, strict=True):
        if r.example.spans is not None:
            spans = (spans or SpanCounts()) + span_counts(p.spans, r.example.spans)
    return FileScores(
        rows[0].example.file if rows else "",
        len(rows),
        balanced_accuracy(labels, predicted),
        auroc(labels, support),
        f1_unsupported(labels, predicted),
        spans,
        calibration_error(labels, support),
        tuple(zip(labels, support, strict=True)),
    )


@dataclass(frozen=True)
class Evaluation:
    """Per-file scores of the learned judge and of the lexical baseline on the same rows."""

    learned: dict[str, FileScores]
    lexical: dict[str, FileScores]
    notes: tuple[str, ...] = field(default=())


def _by_file(rows: Sequence[AnswerRow], preds: Sequence[Prediction]) -> dict[str, FileScores]:
    files: dict[str, list[int]] = {}
    for i, r in enumerate(rows):
        files.setdefault(r.example.file, []).append(i)
    return {
        f: score([rows[i] for i in idx], [preds[i] for i in idx])
        for f, idx in sorted(files.items())
    }


def baseline(rows: Sequence[AnswerRow]) -> dict[str, FileScores]:
    """The lexical judge's scores, from the supports recorded with the rows."""
    return _by_file(rows, [Prediction(r.baseline_support, r.baseline_spans) for r in rows])


def cross_validate(rows: Sequence[AnswerRow], fit: Fitter, k: int, seed: int) -> Evaluation:
    """Grouped k-fold: each real example is predicted by a model that never saw its group."""
    folds = grouped_folds([r.example.group for r in rows], k, seed)
    real = [i for i, r in enumerate(rows) if r.example.origin == "real"]
    preds: dict[int, Prediction] = {}
    for fold in range(k):
        params = fit([r for r, f in zip(rows, folds, strict=True) if f != fold])
        for i in real:
            if folds[i] == fold:
                preds[i] = predict(params, rows[i])
    test = [rows[i] for i in real]
    return Evaluation(_by_file(test, [preds[i] for i in real]), baseline(test))


def leave_one_family_out(
    rows: Sequence[AnswerRow], fit: Fitter, families: Sequence[str]
) -> Evaluation:
    """For each family: train on every other family (synthetic edits of it excluded), test on it."""
    learned: dict[str, FileScores] = {}
    test_all: list[AnswerRow] = []
    for family in families:
        train = [r for r in rows if r.example.family != family]
        test = [r for r in rows if r.example.family == family and r.example.origin == "real"]
        if not train or not test:
            continue
        params = fit(train)
        learned.update(_by_file(test, [predict(params, r) for r in test]))
        test_all.extend(test)
    return Evaluation(learned, baseline(test_all))


def family_mean(scores: dict[str, FileScores], prefix: str) -> float | None:
    """Mean balanced accuracy of the files starting with ``prefix``."""
    values = [s.balanced_accuracy for n, s in scores.items() if n.startswith(prefix)]
    present = [v for v in values if v is not None]
    return float(np.mean(present)) if present else None


def pooled_span_f1(scores: dict[str, FileScores], prefix: str) -> float | None:
    """Span F1 over the pooled character counts of the files starting with ``prefix``."""
    counts = [s.spans for n, s in scores.items() if n.startswith(prefix) and s.spans is not None]
    return sum(counts, SpanCounts()).f1 if counts else None
