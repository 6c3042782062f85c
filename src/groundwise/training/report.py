"""Markdown tables of an evaluation: learned vs lexical, per file, family means and targets."""

from __future__ import annotations

import numpy as np

from groundwise.bench import TARGETS, calibration_error, class_balanced_weights, reliability
from groundwise.training.evaluate import Evaluation, FileScores, family_mean, pooled_span_f1


def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def files_table(ev: Evaluation) -> str:
    """One row per file: balanced accuracy, AUROC, F1, ECE and span F1, learned then lexical."""
    lines = [
        "| file | n | bal. acc. learned | lexical | AUROC learned | lexical "
        "| F1 unsup. learned | lexical | ECE learned | lexical | span F1 learned | lexical |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    empty = FileScores("", 0, None, None, None, None)
    for name, s in ev.learned.items():
        b = ev.lexical.get(name, empty)
        lines.append(
            f"| {name} | {s.examples} | {_fmt(s.balanced_accuracy)} | {_fmt(b.balanced_accuracy)} "
            f"| {_fmt(s.auroc)} | {_fmt(b.auroc)} | {_fmt(s.f1_unsupported)} "
            f"| {_fmt(b.f1_unsupported)} | {_fmt(s.calibration_error)} "
            f"| {_fmt(b.calibration_error)} | {_fmt(s.span_f1)} | {_fmt(b.span_f1)} |"
        )
    return "\n".join(lines)


def targets_table(ev: Evaluation) -> str:
    """The issue's targets with the learned and lexical values and whether the learned one meets it."""
    lines = ["| target | metric | goal | learned | lexical | |", "|---|---|--:|--:|--:|---|"]
    for t in TARGETS:
        values = []
        for scores in (ev.learned, ev.lexical):
            if t.metric == "span F1":
                values.append(pooled_span_f1(scores, t.subject))
            elif t.subject.endswith(" mean"):
                values.append(family_mean(scores, t.subject.removesuffix(" mean")))
            else:
                s = scores.get(t.subject)
                values.append(s.balanced_accuracy if s else None)
        learned, lexical = values
        verdict = "—" if learned is None else ("met" if learned >= t.minimum else "missed")
        lines.append(
            f"| {t.subject} | {t.metric} | ≥ {t.minimum:.2f} | {_fmt(learned)} | {_fmt(lexical)} "
            f"| {verdict} |"
        )
    return "\n".join(lines)


def card_targets(card: str) -> tuple[str | None, str | None]:
    """The targets tables of a data card: grouped cross-validation, then leave one family out.

    ``None`` for a table the card lacks (a card written before it had a held-out targets table).
    """

    def first_targets(section: str) -> str | None:
        _, found, rest = card.partition(section)
        rest = rest.split("\n## ", 1)[0]
        blocks = (block.strip() for block in rest.split("\n\n"))
        tables = [block for block in blocks if block.startswith("| target |")]
        return tables[0] if found and tables else None

    return first_targets("## Cross-validated numbers"), first_targets("## Leave one family out")


def lofo_table(ev: Evaluation) -> str:
    """Leave-one-family-out: per held-out file, balanced accuracy and AUROC (learned vs lexical),
    the learned judge's ECE and span F1."""
    lines = [
        "| held-out file | bal. acc. learned | lexical | AUROC learned | lexical | ECE learned "
        "| span F1 learned |",
        "|---|--:|--:|--:|--:|--:|--:|",
    ]
    for name, s in ev.learned.items():
        b = ev.lexical[name]
        lines.append(
            f"| {name} | {_fmt(s.balanced_accuracy)} | {_fmt(b.balanced_accuracy)} "
            f"| {_fmt(s.auroc)} | {_fmt(b.auroc)} | {_fmt(s.calibration_error)} "
            f"| {_fmt(s.span_f1)} |"
        )
    return "\n".join(lines)


def _pooled(scores: dict[str, FileScores]) -> tuple[list[int], list[float], np.ndarray]:
    """Points of the files with both classes; each file weighs the same, each class half of it."""
    files = [s for s in scores.values() if len({y for y, _ in s.points}) == 2]
    labels = [y for s in files for y, _ in s.points]
    support = [p for s in files for _, p in s.points]
    weights = [class_balanced_weights([y for y, _ in s.points]) / len(files) for s in files]
    return labels, support, np.concatenate(weights) if weights else np.zeros(0)


def calibration_table(ev: Evaluation) -> str:
    """Reliability of the learned judge's support, pooled over files, with both judges' ECE."""
    learned = _pooled(ev.learned)
    lines = [
        "| support | share of answers | mean support | share supported |",
        "|---|--:|--:|--:|",
    ]
    for b in reliability(*learned):
        lines.append(
            f"| {b.low:.1f}-{b.high:.1f} | {b.weight:.3f} | {b.mean_support:.3f} "
            f"| {b.supported:.3f} |"
        )
    errors = (
        f"learned {_fmt(calibration_error(*learned))}, "
        f"lexical {_fmt(calibration_error(*_pooled(ev.lexical)))}"
    )
    return "\n".join(lines) + f"\n\nExpected calibration error: {errors}."
