"""Probe: how well does each answer-level cue rank answers? (docs/judge-history.md, v6)

Not part of ``make train``; it reproduces the AUROC figures that led to the v6 answer inputs.

    python scripts/probe_answer_cues.py --data ../shared/benchmarks [--pinned HASH]

For every labelled real answer it prints the answer AUROC (unsupported as the positive class) of:

- ``novel``: the number of the answer's content-word stems found in no source;
- ``risk sum`` / ``risk max``: the sum and the maximum of the token model's word probabilities
  over the prose claims (``training.fit.out_of_fold_word_risks``), each answer scored by a token
  model fitted on the other grouped folds (fold seed 13, the data card's folds);
- ``lexical``: the ``lexical`` judge's answer support (negated, so higher means less supported).

The pipeline records come from the training cache as ``make train`` extracts them (MiniLM).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

from groundwise import lexical
from groundwise.bench import auroc
from groundwise.training.data import load_examples
from groundwise.training.dataset import AnswerRow, build_rows
from groundwise.training.extract import DEFAULT_CACHE, extract_all
from groundwise.training.fit import out_of_fold_word_risks
from groundwise.training.perturb import perturb_examples

SEED = 13
FOLDS = 5


def novel_terms(row: AnswerRow) -> float:
    """Distinct content stems of the answer that no source has."""
    sources: set[str] = set()
    for text in row.example.sources:
        sources.update(lexical.terms(text))
    return float(len(set(lexical.terms(row.example.answer)) - sources))


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
    real_idx = [i for i, r in enumerate(rows) if r.example.origin == "real"]
    oof = out_of_fold_word_risks(rows, [rows[i] for i in real_idx], FOLDS, SEED)
    risks = dict(zip(real_idx, oof, strict=True))

    by_file: dict[str, list[int]] = defaultdict(list)
    for i in real_idx:
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
