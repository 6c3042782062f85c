"""Probe: how well does each answer-level cue rank answers? (docs/judge.md, v6)

Not part of ``make train``; it reproduces the AUROC figures that led to the v6 answer inputs.

    python scripts/probe_answer_cues.py --data ../shared/benchmarks [--pinned HASH]

For every labelled real answer it prints the answer AUROC (unsupported as the positive class) of:

- ``novel``: the number of the answer's content-word stems found in no source;
- ``risk sum`` / ``risk max``: the sum and the maximum of the token model's word probabilities
  over the prose claims (``training.fit.word_risks``), each answer scored by a token model fitted
  on the other grouped folds (fold seed 13, the data card's folds);
- ``lexical``: the ``lexical`` judge's answer support (negated, so higher means less supported).

The pipeline records come from the training cache as ``make train`` extracts them (MiniLM).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

import numpy as np

from groundwise import lexical
from groundwise.bench import auroc
from groundwise.training.data import load_examples
from groundwise.training.dataset import AnswerRow, build_rows
from groundwise.training.extract import DEFAULT_CACHE, extract_all
from groundwise.training.fit import fit_token_model, word_risks
from groundwise.training.folds import grouped_folds
from groundwise.training.perturb import perturb_examples

SEED = 13
FOLDS = 5


def novel_terms(row: AnswerRow) -> float:
    """Distinct content stems of the answer that no source has."""
    sources: set[str] = set()
    for text in row.example.sources:
        sources.update(lexical.terms(text))
    return float(len(set(lexical.terms(row.example.answer)) - sources))


def out_of_fold_risks(rows: list[AnswerRow]) -> dict[int, dict[str, float]]:
    """Word risks of every real answer from a token model that did not see its group."""
    folds = grouped_folds([r.example.group for r in rows], FOLDS, SEED)
    out: dict[int, dict[str, float]] = {}
    for fold in range(FOLDS):
        model = fit_token_model([r for r, f in zip(rows, folds, strict=True) if f != fold], SEED)
        for i in np.flatnonzero(folds == fold):
            if rows[int(i)].example.origin == "real":
                out[int(i)] = word_risks(model, rows[int(i)])
        print(f"fold {fold + 1}/{FOLDS} scored", flush=True)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", type=Path, default=Path("../shared/benchmarks"))
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    p.add_argument("--pinned", help="pipeline hash of cached records to use as they are")
    args = p.parse_args()

    real = load_examples(args.data)
    examples = real + perturb_examples(real, SEED, skip_files=("summedits-",))
    records = extract_all(
        examples, embedder="minilm", workers=args.workers, cache=args.cache, pinned=args.pinned
    )
    rows = build_rows(examples, records)
    risks = out_of_fold_risks(rows)

    by_file: dict[str, list[int]] = defaultdict(list)
    for i in risks:
        by_file[rows[i].example.file].append(i)
    cues = {
        "novel": lambda i: novel_terms(rows[i]),
        "risk sum": lambda i: risks[i]["word_risk_sum"],
        "risk max": lambda i: risks[i]["word_risk_max"],
        "lexical": lambda i: -rows[i].baseline_support,
    }
    print("| file | answers | " + " | ".join(cues) + " |")
    print("|---|--:|" + "--:|" * len(cues))
    for name, idx in sorted(by_file.items()):
        unsupported = [1 - rows[i].example.label for i in idx]
        values = [auroc(unsupported, [cue(i) for i in idx]) for cue in cues.values()]
        cells = " | ".join("—" if v is None else f"{v:.3f}" for v in values)
        print(f"| {name} | {len(idx)} | {cells} |")


if __name__ == "__main__":
    main()
