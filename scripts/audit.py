"""Audit a pipeline change on the benchmarks, as the sessions in docs/judge-history.md do.

    # records of every example (real and synthetic, as make train builds them); prints the hash
    .venv/bin/python scripts/audit.py records --embedder none
    # flags a change adds and removes on the real answers, between two records' hashes
    .venv/bin/python scripts/audit.py flags b9447d95371c0291 35ca03eebb1141b8
    # grouped cross-validation (the data card's folds and fits) on pinned records, other seeds
    .venv/bin/python scripts/audit.py cv 06e64994e69ba3c7 --embedder minilm --seeds 14,15
    # unsupported answers the shipped judge passes (--failed: supported answers it fails)
    .venv/bin/python scripts/audit.py answers ragtruth-qa-dev [--failed] [--skip 0] [--limit 200]

Records are cached in /tmp by pipeline hash (groundwise.training.extract); ``records`` at two
commits (a git worktree each) gives the two hashes ``flags`` compares.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from groundwise.results import Report
from groundwise.training.audit import flag_changes, tally, wrong_verdicts
from groundwise.training.data import Example, load_examples
from groundwise.training.dataset import build_rows
from groundwise.training.evaluate import cross_validate, family_mean, pooled_span_f1
from groundwise.training.extract import DEFAULT_CACHE, Record, extract_all, pipeline_hash
from groundwise.training.fit import fit_judge
from groundwise.training.perturb import perturb_examples

DATA = Path(__file__).resolve().parents[2] / "shared" / "benchmarks"
#: The synthetic edits' seed and the files they skip, as ``make train`` makes them.
SYNTHETIC_SEED, SYNTHETIC_SKIP = 13, ("summedits-",)
FILES = ("ragtruth-qa-dev", "ragtruth-summary-dev", "ragtruth-data2txt-dev", "wice-dev")


def _examples(data: Path) -> list[Example]:
    real = load_examples(data)
    return real + perturb_examples(real, SYNTHETIC_SEED, skip_files=SYNTHETIC_SKIP)


def records(args: argparse.Namespace) -> None:
    """Extract (or read from the cache) every example's records; print the pipeline hash."""
    extract_all(_examples(args.data), embedder=args.embedder, workers=args.workers, progress=True)
    print("hash", pipeline_hash(args.embedder))


def flags(args: argparse.Namespace) -> None:
    """Every flag the NEW records add or remove against OLD on the real answers."""
    import pickle

    def load(h: str) -> dict[str, Record]:
        with open(DEFAULT_CACHE / f"records-{args.embedder}-{h}.pkl", "rb") as f:
            records: dict[str, Record] = pickle.load(f)  # our own cache, from extract_all
        return records

    changes = list(flag_changes(load_examples(args.data), load(args.old), load(args.new)))
    for c in changes:
        print(c.line())
    print(tally(changes))


def cv(args: argparse.Namespace) -> None:
    """Grouped cross-validation per fold seed on the records of a pinned pipeline hash."""
    examples = _examples(args.data)
    rows = build_rows(examples, extract_all(examples, embedder=args.embedder, pinned=args.hash))
    for seed in (int(s) for s in args.seeds.split(",")):
        scores = cross_validate(rows, functools.partial(fit_judge, seed=seed), 5, seed).learned
        values = [
            *(scores[f].balanced_accuracy for f in FILES),
            family_mean(scores, "summedits"),
            family_mean(scores, "begin"),
        ]
        shown = " ".join(f"{v:.3f}" for v in values if v is not None)
        mean = sum(v for v in values if v is not None) / len(values)
        span = pooled_span_f1(scores, "ragtruth") or 0.0
        print(f"fold seed {seed}: {shown} span {span:.3f} mean of six {mean:.3f}", flush=True)


def answers(args: argparse.Namespace) -> None:
    """The answers the shipped judge gets wrong in one file, with their claims and flags."""
    from groundwise.verifier import Verifier

    verifier = Verifier(embedder=args.embedder)

    def verify(row: Mapping[str, Any]) -> Report:
        question = row.get("question") or (row.get("meta") or {}).get("question")
        return verifier.verify(row["answer"], row["sources"], question=question)

    wrong = 0
    with open(args.data / f"{args.file}.jsonl", encoding="utf-8") as f:
        stop = None if args.limit is None else args.skip + args.limit
        rows = (json.loads(line) for line in itertools.islice(f, args.skip, stop))
        for row, report in wrong_verdicts(rows, verify, args.failed):
            wrong += 1
            gold = [row["answer"][a:b] for a, b in row.get("unsupported_spans") or []]
            print(f"### {row['id']} support {report.support:.3f} gold {gold}")
            for c in sorted(report.claims, key=lambda c: c.support)[:3]:
                print(f"   [{c.status.value}] {c.support:.3f} {c.claim.text[:150]!r}")
            for fl in report.flags:
                print(f"   FLAG {fl.type.name} {fl.text!r}: {fl.message[:160]}")
    print("supported answers failed:" if args.failed else "unsupported answers passed:", wrong)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the benchmark folder")
    parser.add_argument("--embedder", default="none", help="none (BM25 only) or minilm")
    # the same option after the command ("cv HASH --embedder minilm"); unset, the one before it
    after = argparse.ArgumentParser(add_help=False)
    after.add_argument("--embedder", default=argparse.SUPPRESS, help="none or minilm")
    sub = parser.add_subparsers(required=True)
    add_parser = functools.partial(sub.add_parser, parents=[after])
    p = add_parser("records", help=records.__doc__)
    p.add_argument("--workers", type=int, default=2)
    p.set_defaults(run=records)
    p = add_parser("flags", help=flags.__doc__)
    p.add_argument("old")
    p.add_argument("new")
    p.set_defaults(run=flags)
    p = add_parser("cv", help=cv.__doc__)
    p.add_argument("hash")
    p.add_argument("--seeds", default="13")
    p.set_defaults(run=cv)
    p = add_parser("answers", help=answers.__doc__)
    p.add_argument("file", help="a benchmark file's name without .jsonl")
    p.add_argument("--failed", action="store_true", help="supported answers the judge fails")
    p.add_argument("--skip", type=int, default=0, help="start after the first N rows")
    p.add_argument("--limit", type=int, default=None, help="read only N rows")
    p.set_defaults(run=answers)
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        parser.error(f"no benchmark folder at {args.data}; pass --data")
    args.run(args)


if __name__ == "__main__":
    sys.exit(main())
