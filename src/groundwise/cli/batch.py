"""``groundwise batch``: verify a JSONL file of answers into a JSONL file of reports.

    groundwise batch answers.jsonl -o reports.jsonl --workers 2

Input lines need ``id``, ``sources`` (a list of texts) and ``answer``; other keys are ignored. Rerun
the same command to resume: ids already in the output are skipped. Exit codes: 0 every row verified,
2 some lines were malformed or rejected (the rest are still written) or bad usage.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from groundwise.batch import BatchSummary, run_batch
from groundwise.cli.options import add_verifier_arguments, verifier_options

#: Malformed lines listed one by one before the summary says "and N more".
SHOW_MALFORMED = 20


def register(subparsers: Any) -> None:
    """Add the ``batch`` subcommand."""
    p = subparsers.add_parser(
        "batch",
        help="verify a JSONL file of answers (resumable, on every core)",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    p.add_argument("input", type=Path, metavar="INPUT.jsonl", help="rows with id, sources, answer")
    p.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        metavar="OUTPUT.jsonl",
        help="reports, one a line",
    )
    add_run_options(p, default_workers=1)
    p.add_argument("--limit", type=int, metavar="N", help="only the first N rows of the input")
    p.set_defaults(func=run)


def add_run_options(p: argparse.ArgumentParser, *, default_workers: int) -> None:
    """Options shared by ``batch`` and ``bench``: workers, judge, embeddings, progress bar."""
    p.add_argument(
        "--workers",
        type=int,
        default=default_workers,
        metavar="N",
        help=f"worker processes, each with its own verifier (default {default_workers}; "
        f"this machine has {os.cpu_count()} cores)",
    )
    add_verifier_arguments(p)
    p.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="progress bar on stderr (default: only when stderr is a terminal)",
    )


def run(args: argparse.Namespace) -> int:
    """Run the batch and print its summary to stderr."""
    summary = run_batch(
        args.input,
        args.output,
        workers=args.workers,
        verifier_options=verifier_options(args),
        progress=args.progress,
        limit=args.limit,
    )
    print_summary(summary, args.input)
    return 0 if summary.ok else 2


def print_summary(summary: BatchSummary, input_path: Path) -> None:
    """Malformed lines (with their numbers) and the one-line summary, on stderr."""
    print_malformed(summary, input_path)
    print(f"groundwise: {input_path}: {summary.describe()}", file=sys.stderr)


def print_malformed(summary: BatchSummary, input_path: Path) -> None:
    """The first malformed lines of ``input_path`` with their numbers and reasons, on stderr."""
    for m in summary.malformed[:SHOW_MALFORMED]:
        print(f"groundwise: {input_path}:{m.line}: skipped: {m.reason}", file=sys.stderr)
    if len(summary.malformed) > SHOW_MALFORMED:
        more = len(summary.malformed) - SHOW_MALFORMED
        print(f"groundwise: ... and {more} more malformed lines", file=sys.stderr)
