"""``groundwise bench``: score Groundwise on labelled JSONL files and report speed and memory.

    groundwise bench ../shared/benchmarks/ragtruth-qa-dev.jsonl --limit 50 --report bench.md

Prints a markdown table (balanced accuracy, AUROC, unsupported-class F1, span F1, evidence recall,
examples/s, claims/s, peak memory) and the targets met or missed. Exit codes: 0 done; 2 bad usage, a
file with no usable row, or malformed lines (reported on stderr with their numbers; the table is
still printed, without them).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from groundwise.bench import run_bench, to_markdown
from groundwise.cli.batch import add_run_options, print_malformed


def register(subparsers: Any) -> None:
    """Add the ``bench`` subcommand."""
    p = subparsers.add_parser(
        "bench",
        help="measure accuracy, speed and memory on labelled JSONL files",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    p.add_argument("files", nargs="+", type=Path, metavar="FILE.jsonl", help="benchmark files")
    add_run_options(p, default_workers=os.cpu_count() or 1)
    p.add_argument("--limit", type=int, metavar="N", help="only the first N rows of each file")
    p.add_argument("--report", type=Path, metavar="PATH", help="also write the markdown here")
    p.add_argument(
        "--out-dir", type=Path, metavar="DIR", help="keep the reports here (default: discarded)"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run the bench, print the markdown and optionally write it to ``--report``."""
    result = run_bench(
        args.files,
        judge=args.judge,
        workers=args.workers,
        limit=args.limit,
        embeddings=not args.no_embeddings,
        out_dir=args.out_dir,
        progress=args.progress,
    )
    text = to_markdown(result)
    print(text, end="")
    if args.report is not None:
        args.report.write_text(text, encoding="utf-8")
    bad_input = False
    for path, scored in zip(args.files, result.files, strict=True):
        print_malformed(scored.batch, path)
        bad_input = bad_input or bool(scored.batch.malformed)
        if scored.batch.done == 0 and args.limit != 0:
            print(
                f"groundwise: error: {path}: no usable row; each line must be a JSON object with "
                '"id", "sources" (a list of strings) and "answer" (the schema of '
                "../shared/benchmarks/README.md)",
                file=sys.stderr,
            )
            bad_input = True
    return 2 if bad_input else 0
