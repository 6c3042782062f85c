"""Benchmark Groundwise on labelled JSONL files: accuracy, spans, evidence, speed and memory.

Each file runs through :class:`groundwise.batch.BatchRunner`, what ``groundwise batch`` uses (with
the verifiers loaded once for all files), so the bench measures what a batch run does. The reports
are then scored against the labels of the input rows:

- balanced accuracy of ``supported`` against ``label`` (mean recall of the classes present),
- AUROC of ``support`` against ``label`` (rank-based, ties count one half),
- F1 of the unsupported class (``label == 0`` is the positive class),
- character span F1 of the report's ``unsupported_spans`` against the gold ones, micro-averaged
  over the characters of every row that has gold spans (``[]`` counts: annotated and clean),
- calibration error of ``support`` (balanced): the examples are put into ten equal-width bins
  of ``support``, each class weighing half; the error is the weighted mean, over bins, of the gap
  between the bin's mean support and its share of supported answers (0 is perfectly calibrated
  for data where supported and unsupported answers are equally common),
- evidence recall (WiCE): a gold group of supporting sentences is found when every sentence in it
  overlaps, by at least one character, an evidence span of some claim of the report; the recall is
  found groups / gold groups over the file,
- examples/s and claims/s over the wall time of each file's batch (loading the verifiers is in
  the bench's total time, not in any file's), and peak resident memory so far (this process plus
  each worker's peak).
"""

from __future__ import annotations

import json
import platform
import tempfile
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from groundwise.batch import BatchRunner, BatchSummary, VerifyFactory
from groundwise.errors import InputError

Span = tuple[int, int]


# --------------------------------------------------------------------------- machine


def proc_value(path: str, key: str) -> str | None:
    """The value of the first ``key: value`` line of a file like /proc/cpuinfo; ``None`` if absent."""
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                name, _, value = line.partition(":")
                if name.strip() == key:
                    return value.strip()
    except OSError:
        return None
    return None


def cpu_model() -> str:
    """The CPU's model name (from /proc/cpuinfo on Linux, else ``platform``)."""
    return proc_value("/proc/cpuinfo", "model name") or platform.processor() or "unknown CPU"


# --------------------------------------------------------------------------- metrics


def balanced_accuracy(labels: Sequence[int], predicted: Sequence[int]) -> float | None:
    """Mean recall over the classes present in ``labels``; ``None`` for no rows."""
    y, p = np.asarray(labels, dtype=int), np.asarray(predicted, dtype=int)
    if y.size == 0:
        return None
    recalls = [float(np.mean(p[y == c] == c)) for c in np.unique(y)]
    return float(np.mean(recalls))


def auroc(labels: Sequence[int], scores: Sequence[float]) -> float | None:
    """Area under the ROC curve of ``scores`` for ``label == 1``; ``None`` unless both classes occur.

    Computed as the Mann-Whitney U statistic with average ranks, so tied scores count one half.
    """
    y, s = np.asarray(labels, dtype=int), np.asarray(scores, dtype=float)
    n_pos, n_neg = int(np.sum(y == 1)), int(np.sum(y == 0))
    if n_pos == 0 or n_neg == 0:
        return None
    ranks = _average_ranks(s)
    u = float(np.sum(ranks[y == 1])) - n_pos * (n_pos + 1) / 2
    return u / (n_pos * n_neg)


def _average_ranks(values: np.ndarray) -> np.ndarray:
    """1-based ranks, ties sharing the mean of their ranks."""
    order = np.argsort(values, kind="mergesort")
    sorted_values = values[order]
    # Each run of equal values gets the mean of the ranks it spans.
    starts = np.flatnonzero(np.r_[True, sorted_values[1:] != sorted_values[:-1]])
    ends = np.r_[starts[1:], len(values)]
    mean_rank = (starts + ends + 1) / 2.0
    ranks = np.empty(len(values), dtype=float)
    ranks[order] = np.repeat(mean_rank, ends - starts)
    return ranks


#: Equal-width bins of ``support`` for the calibration error and the reliability table.
CALIBRATION_BINS = 10


def class_balanced_weights(labels: Sequence[int]) -> np.ndarray:
    """Weights summing to 1 in which every class present weighs the same."""
    y = np.asarray(labels, dtype=int)
    w = np.zeros(len(y))
    present = sorted(set(y.tolist()))
    for cls in present:
        w[y == cls] = 1.0 / (len(present) * int(np.sum(y == cls)))
    return w


@dataclass(frozen=True)
class ReliabilityBin:
    """One bin of ``support``: its share of the (weighted) examples, mean support, share supported."""

    low: float
    high: float
    weight: float
    mean_support: float
    supported: float


def reliability(
    labels: Sequence[int],
    scores: Sequence[float],
    weights: Sequence[float] | np.ndarray | None = None,
) -> list[ReliabilityBin]:
    """Non-empty equal-width bins of ``scores`` (class-balanced weights unless given)."""
    y = np.asarray(labels, dtype=float)
    s = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
    w = class_balanced_weights(labels) if weights is None else np.asarray(weights, dtype=float)
    if not len(y) or w.sum() <= 0:
        return []
    w = w / w.sum()
    index = np.minimum((s * CALIBRATION_BINS).astype(int), CALIBRATION_BINS - 1)
    out = []
    for b in range(CALIBRATION_BINS):
        cell = index == b
        total = float(w[cell].sum())
        if total > 0:
            out.append(
                ReliabilityBin(
                    b / CALIBRATION_BINS,
                    (b + 1) / CALIBRATION_BINS,
                    total,
                    float(np.dot(w[cell], s[cell]) / total),
                    float(np.dot(w[cell], y[cell]) / total),
                )
            )
    return out


def calibration_error(
    labels: Sequence[int],
    scores: Sequence[float],
    weights: Sequence[float] | np.ndarray | None = None,
) -> float | None:
    """Expected calibration error over :data:`CALIBRATION_BINS` bins; ``None`` without both classes."""
    if len(set(labels)) < 2:
        return None
    return sum(
        b.weight * abs(b.mean_support - b.supported) for b in reliability(labels, scores, weights)
    )


def f1_unsupported(labels: Sequence[int], predicted: Sequence[int]) -> float | None:
    """F1 of the unsupported class (0 is positive); ``None`` when it neither occurs nor is predicted."""
    y, p = np.asarray(labels, dtype=int), np.asarray(predicted, dtype=int)
    tp = int(np.sum((y == 0) & (p == 0)))
    fp = int(np.sum((y == 1) & (p == 0)))
    fn = int(np.sum((y == 0) & (p == 1)))
    return _f1(tp, fp, fn)


def _f1(tp: int, fp: int, fn: int) -> float | None:
    return None if tp + fp + fn == 0 else 2 * tp / (2 * tp + fp + fn)


@dataclass(frozen=True)
class SpanCounts:
    """Characters predicted-and-gold (tp), predicted only (fp) and gold only (fn)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: SpanCounts) -> SpanCounts:
        return SpanCounts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def f1(self) -> float | None:
        """Character F1; ``None`` when no character was predicted or gold."""
        return _f1(self.tp, self.fp, self.fn)


def span_counts(predicted: Iterable[Span], gold: Iterable[Span]) -> SpanCounts:
    """Character overlap counts of two sets of half-open spans over the same text."""
    p, g = _chars(predicted), _chars(gold)
    return SpanCounts(len(p & g), len(p - g), len(g - p))


def _chars(spans: Iterable[Span]) -> set[int]:
    return {i for start, end in spans for i in range(start, end)}


def locate_sentences(source: str, sentences: Sequence[str]) -> list[Span | None]:
    """The span of each sentence in ``source``, searched in order; ``None`` where not found."""
    out: list[Span | None] = []
    cursor = 0
    for sentence in sentences:
        text = sentence.strip()
        if not text:
            out.append(None)
            continue
        at = source.find(text, cursor)
        if at < 0:
            at = source.find(text)  # sentence lists are in order, but be robust to repeats
        if at < 0:
            out.append(None)
        else:
            out.append((at, at + len(text)))
            cursor = at + len(text)
    return out


def evidence_groups_found(
    source: str,
    sentences: Sequence[str],
    groups: Sequence[Sequence[int]],
    evidence: Iterable[Span],
) -> tuple[int, int]:
    """``(found, total)`` gold groups: found when each sentence overlaps some evidence span.

    ``evidence`` holds spans into ``source``. A sentence that cannot be located in the source is
    never found, so it counts against recall rather than being dropped.
    """
    spans = locate_sentences(source, sentences)
    ev = list(evidence)

    def hit(index: int) -> bool:
        span = spans[index] if 0 <= index < len(spans) else None
        return span is not None and any(s < span[1] and span[0] < e for s, e in ev)

    groups = [g for g in groups if g]
    return sum(all(hit(i) for i in g) for g in groups), len(groups)


# --------------------------------------------------------------------------- running


@dataclass(frozen=True)
class FileResult:
    """Scores and speed of one benchmark file."""

    name: str
    examples: int
    errors: int
    positives: int
    balanced_accuracy: float | None
    auroc: float | None
    f1_unsupported: float | None
    spans: SpanCounts | None
    evidence: tuple[int, int] | None
    batch: BatchSummary
    #: Balanced expected calibration error of ``support`` (:func:`calibration_error`).
    calibration_error: float | None = None

    @property
    def span_f1(self) -> float | None:
        """Character span F1, where the file has gold spans."""
        return self.spans.f1 if self.spans is not None else None

    @property
    def evidence_recall(self) -> float | None:
        """Found / gold supporting-sentence groups, where the file has them."""
        if self.evidence is None or self.evidence[1] == 0:
            return None
        return self.evidence[0] / self.evidence[1]

    @property
    def examples_per_s(self) -> float:
        """Rows verified per second of wall time."""
        return self.batch.done / self.batch.elapsed_s if self.batch.elapsed_s > 0 else 0.0

    @property
    def claims_per_s(self) -> float:
        """Claims judged per second of wall time."""
        return self.batch.claims / self.batch.elapsed_s if self.batch.elapsed_s > 0 else 0.0


@dataclass(frozen=True)
class Target:
    """A goal from the issue: ``metric`` of ``subject`` at least ``minimum``."""

    subject: str
    metric: str
    minimum: float


#: Goals for the default judge (issue 3). Subjects name a file stem or a family mean.
TARGETS = (
    Target("ragtruth-qa-dev", "balanced accuracy", 0.76),
    Target("ragtruth-summary-dev", "balanced accuracy", 0.66),
    Target("ragtruth-data2txt-dev", "balanced accuracy", 0.65),
    Target("wice-dev", "balanced accuracy", 0.72),
    Target("summedits mean", "balanced accuracy", 0.66),
    Target("begin-dev mean", "balanced accuracy", 0.85),
    Target("ragtruth", "span F1", 0.45),
)

#: File-stem prefixes whose files get a mean row.
FAMILIES = {"ragtruth": "ragtruth-", "summedits": "summedits-", "begin-dev": "begin-dev-"}


@dataclass(frozen=True)
class BenchResult:
    """Every file's result and the settings they were produced with."""

    files: tuple[FileResult, ...]
    judge: str
    workers: int
    limit: int | None
    embeddings: bool
    #: Wall time of the whole bench, loading the verifiers included.
    elapsed_s: float
    notes: tuple[str, ...] = field(default=())

    @property
    def peak_rss_bytes(self) -> int:
        """The largest peak memory of any file's run."""
        return max((f.batch.peak_rss_bytes for f in self.files), default=0)

    def family_means(self) -> dict[str, float | None]:
        """Mean balanced accuracy per family with at least one file present."""
        out: dict[str, float | None] = {}
        for family, prefix in FAMILIES.items():
            values = [f.balanced_accuracy for f in self.files if f.name.startswith(prefix)]
            if values:
                present = [v for v in values if v is not None]
                out[family] = float(np.mean(present)) if present else None
        return out

    def target_values(self) -> list[tuple[Target, float | None, bool]]:
        """Each target with its measured value (``None`` when not run) and whether it is met."""
        by_name = {f.name: f for f in self.files}
        means = self.family_means()
        out = []
        for t in TARGETS:
            value: float | None
            if t.metric == "span F1":
                counts = [
                    f.spans
                    for f in self.files
                    if f.name.startswith(FAMILIES.get(t.subject, t.subject)) and f.spans is not None
                ]
                value = sum(counts, SpanCounts()).f1 if counts else None
            elif t.subject.endswith(" mean"):
                value = means.get(t.subject.removesuffix(" mean"))
            else:
                f = by_name.get(t.subject)
                value = f.balanced_accuracy if f is not None else None
            out.append((t, value, value is not None and value >= t.minimum))
        return out


def run_bench(
    files: Sequence[str | Path],
    *,
    judge: str | None = None,
    workers: int = 1,
    limit: int | None = None,
    embeddings: bool = True,
    out_dir: str | Path | None = None,
    progress: bool | None = None,
    make_verify: VerifyFactory | None = None,
) -> BenchResult:
    """Verify and score each file; reports go to ``out_dir`` (kept) or a temporary folder."""
    paths = [Path(f) for f in files]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        raise InputError(f"benchmark file(s) not found: {', '.join(missing)}")
    options: dict[str, Any] = {}
    if judge is not None:
        options["judge"] = judge
    if not embeddings:
        options["embedder"] = "none"
    results = []
    started = time.perf_counter()
    runner = BatchRunner(
        workers=workers, verifier_options=None if make_verify else options, make_verify=make_verify
    )
    # One runner for every file, so the verifiers load once.
    with tempfile.TemporaryDirectory(prefix="groundwise-bench-") as tmp, runner:
        folder = Path(out_dir) if out_dir is not None else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        runner.start()
        for path in paths:
            output = folder / f"{path.stem}.reports.jsonl"
            # A bench measures a full run, so it never resumes from an old output.
            output.unlink(missing_ok=True)
            summary = runner.run(path, output, progress=progress, limit=limit)
            results.append(score_file(path, output, summary))
    return BenchResult(
        files=tuple(results),
        judge=judge or ("custom verifier" if make_verify else _default_judge()),
        workers=workers,
        limit=limit,
        embeddings=embeddings,
        elapsed_s=time.perf_counter() - started,
    )


def _default_judge() -> str:
    from groundwise.config import Config

    return Config().judge


def score_file(input_path: Path, output_path: Path, summary: BatchSummary) -> FileResult:
    """Score the reports in ``output_path`` against the labelled rows of ``input_path``."""
    reports = {row["id"]: row for row in _read_jsonl(output_path)}
    labels: list[int] = []
    predicted: list[int] = []
    support: list[float] = []
    spans: SpanCounts | None = None
    evidence: tuple[int, int] | None = None
    errors = 0
    for row in _read_jsonl(input_path, skip_bad=True):
        report = reports.get(row.get("id"))
        if report is None:
            continue
        if "error" in report:
            errors += 1
            continue
        label = row.get("label")
        if label in (0, 1):
            labels.append(int(label))
            predicted.append(int(bool(report["supported"])))
            support.append(float(report["support"]))
        gold = row.get("unsupported_spans")
        if isinstance(gold, list):
            pred = [(u["start"], u["end"]) for u in report["unsupported_spans"]]
            spans = (spans or SpanCounts()) + span_counts(pred, [(s, e) for s, e in gold])
        if isinstance(row.get("supporting"), list) and isinstance(
            row.get("evidence_sentences"), list
        ):
            found, total = _evidence_found(row, report)
            before = evidence or (0, 0)
            evidence = (before[0] + found, before[1] + total)
    return FileResult(
        name=input_path.stem,
        examples=summary.done,
        errors=errors,
        positives=sum(labels),
        balanced_accuracy=balanced_accuracy(labels, predicted),
        auroc=auroc(labels, support),
        f1_unsupported=f1_unsupported(labels, predicted),
        spans=spans,
        evidence=evidence,
        batch=summary,
        calibration_error=calibration_error(labels, support),
    )


def _evidence_found(row: Mapping[str, Any], report: Mapping[str, Any]) -> tuple[int, int]:
    """WiCE rows have one source; sentences are located in it and compared with evidence spans."""
    sources: list[str] = row["sources"]
    source = sources[0] if sources else ""
    # Plain-string sources get ids "1", "2", ... in input order (groundwise.sources.as_sources).
    ev = [
        (e["start"], e["end"])
        for claim in report.get("claims", ())
        for e in claim.get("evidence", ())
        if e.get("source_id") == "1"
    ]
    return evidence_groups_found(source, row["evidence_sentences"], row["supporting"], ev)


def _read_jsonl(path: Path, *, skip_bad: bool = False) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                if skip_bad:  # the batch run already reported it with its line number
                    continue
                raise
            if isinstance(row, dict):
                yield row


# --------------------------------------------------------------------------- report


def _fmt(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def to_markdown(result: BenchResult) -> str:
    """The bench as markdown: a table per file, family means and the targets met or missed."""
    lines = [
        f"Judge `{result.judge}`, embeddings {'on' if result.embeddings else 'off'}, "
        f"{result.workers} worker(s)"
        + (f", first {result.limit} rows per file" if result.limit is not None else "")
        + f"; {sum(f.examples for f in result.files)} examples in {result.elapsed_s:.1f} s.",
        "",
        "| file | examples | errors | label=1 | bal. acc. | AUROC | F1 unsup. | ECE | span F1 "
        "| evidence recall | examples/s | claims/s | peak MiB |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for f in result.files:
        lines.append(
            f"| {f.name} | {f.examples} | {f.errors} | {f.positives} | "
            f"{_fmt(f.balanced_accuracy)} | {_fmt(f.auroc)} | {_fmt(f.f1_unsupported)} | "
            f"{_fmt(f.calibration_error)} | {_fmt(f.span_f1)} | {_fmt(f.evidence_recall)} | "
            f"{f.examples_per_s:.1f} | {f.claims_per_s:.1f} | {f.batch.peak_rss_bytes / 2**20:.0f} |"
        )
    means = result.family_means()
    if means:
        lines += ["", "| family | mean bal. acc. |", "|---|--:|"]
        lines += [f"| {name} | {_fmt(v)} |" for name, v in means.items()]
    lines += ["", "| target | metric | goal | measured | |", "|---|---|--:|--:|---|"]
    for t, value, met in result.target_values():
        verdict = "not run" if value is None else ("met" if met else "missed")
        lines.append(
            f"| {t.subject} | {t.metric} | ≥ {t.minimum:.2f} | {_fmt(value)} | {verdict} |"
        )
    lines += [f"- {n}" for n in result.notes]
    return "\n".join(lines) + "\n"
