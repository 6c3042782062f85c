"""``groundwise verify``: check an answer against source files and print a report.

    groundwise verify --answer answer.txt --source record.json --source notes.md --as-of 2024-11-21
    groundwise verify --question "Where does 1099-PATR go on 1040?" --answer a.txt --source irs.txt

Exit codes: 0 supported (and score at or above ``--fail-under``), 1 not, 2 bad usage or input.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from typing import Any

from groundwise.cli.options import add_verifier_arguments, verifier_options
from groundwise.config import DEFAULT_THRESHOLD, Config
from groundwise.errors import InputError
from groundwise.results import Report

FORMATS = ("text", "json", "markdown")


def register(subparsers: Any) -> None:
    """Add the ``verify`` subcommand."""
    p = subparsers.add_parser(
        "verify",
        help="check an answer against its sources, claim by claim",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    p.add_argument(
        "--answer",
        required=True,
        metavar="PATH|-|TEXT",
        help="the answer: a file, - for stdin, or the text itself",
    )
    p.add_argument(
        "--question",
        metavar="TEXT",
        help="the user's question the answer replies to (optional; no evidence, but names and "
        "numbers the answer repeats from it are not reported as made up)",
    )
    p.add_argument(
        "--source",
        action="append",
        default=[],
        metavar="PATH",
        help="a source file (.txt, .md, .json); repeat for several; none checks nothing",
    )
    p.add_argument(
        "--as-of",
        metavar="DATE",
        help="date (YYYY-MM-DD) that relative phrases like '14 days ago' are resolved against",
    )
    p.add_argument("--format", choices=FORMATS, default="text", help="report format")
    p.add_argument(
        "--fail-under",
        type=float,
        metavar="SCORE",
        help="also exit 1 when the claim score (0-1) is below SCORE",
    )
    p.add_argument(
        "--threshold",
        type=float,
        default=DEFAULT_THRESHOLD,
        help=f"support needed for 'supported' (0-1, default {DEFAULT_THRESHOLD})",
    )
    add_verifier_arguments(p)
    p.add_argument("--encoding", default="utf-8", help="encoding of the answer and source files")
    p.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the text report (auto: when stdout is a terminal and NO_COLOR is unset)",
    )
    from groundwise.cli.collection import add_verify_collection_options

    add_verify_collection_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run ``verify`` with parsed arguments; returns the exit code."""
    from groundwise.loaders import check_encoding, load_sources, read_answer
    from groundwise.render import render
    from groundwise.verifier import Verifier

    fail_under: float | None = args.fail_under
    if fail_under is not None and (math.isnan(fail_under) or not 0.0 <= fail_under <= 1.0):
        raise InputError(f"--fail-under must be a score in [0, 1], got {fail_under:g}")
    # Options are checked before any file or model is read, so mistakes fail fast.
    check_encoding(args.encoding)
    config = Config().with_options(
        as_of=args.as_of, threshold=args.threshold, **verifier_options(args)
    )
    answer = read_answer(args.answer, encoding=args.encoding)
    if args.collection:
        from groundwise.cli.collection import run_verify_collection

        return run_verify_collection(args, answer, Verifier(config), fail_under)
    sources = load_sources(args.source, encoding=args.encoding)
    report = Verifier(config).verify(answer, sources, question=args.question)
    color = _use_color(args.color) and args.format == "text"
    sys.stdout.write(render(report, args.format, color=color).rstrip("\n") + "\n")
    return exit_code(report, fail_under)


def exit_code(report: Report, fail_under: float | None = None) -> int:
    """0 when the report is supported and its score is at least ``fail_under``, else 1."""
    if not report.supported:
        return 1
    if fail_under is not None and report.score < fail_under:
        return 1
    return 0


def _use_color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    # https://no-color.org: any non-empty NO_COLOR turns colour off.
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")
