"""``make bench``: the dataset benchmark and the core performance figures, written to BENCHMARKS.md.

    .venv/bin/python scripts/bench.py --data ../shared/benchmarks --out BENCHMARKS.md

Runs ``groundwise bench`` over every ``*.jsonl`` in ``--data`` (with all cores), then
``scripts/bench_core.py`` (import time and single-answer latency), and writes every figure, the
targets met and missed, the machine and the command to ``--out``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench_core import run_core
from bench_core import to_markdown as core_markdown
from train import OUT_DIR as CARD_DIR
from train import ROOT, card_name

from groundwise import __version__
from groundwise.bench import BenchResult, cpu_model, proc_value, run_bench
from groundwise.bench import to_markdown as bench_markdown
from groundwise.config import Config
from groundwise.judges.learned import parameters_file
from groundwise.training.report import card_targets

#: The issue's throughput goals for the whole benchmark folder.
MAX_TOTAL_S = 600.0
MAX_PEAK_MIB = 2048.0


def machine() -> str:
    """CPU model, cores, memory, Python and OS as one markdown list."""
    cpu = cpu_model()
    mem_kib = proc_value("/proc/meminfo", "MemTotal")
    mem = f"{int(mem_kib.split()[0]) / 2**20:.1f} GiB" if mem_kib else "unknown"
    return "\n".join(
        [
            f"- CPU: {cpu}, {os.cpu_count()} cores",
            f"- memory: {mem}",
            f"- Python {platform.python_version()} on {platform.platform()}",
            f"- groundwise {__version__}, commit {_git_commit()}",
        ]
    )


def _git_commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    dirty = subprocess.run(["git", "diff", "--quiet", "HEAD"], check=False).returncode != 0
    return out.stdout.strip() + (" (with uncommitted changes)" if dirty else "")


def throughput(result: BenchResult, wall_s: float, complete: bool) -> str:
    """The whole-folder speed and memory goals, met or missed."""
    examples = sum(f.examples for f in result.files)
    claims = sum(f.batch.claims for f in result.files)
    peak = result.peak_rss_bytes / 2**20
    time_verdict = ("met" if wall_s < MAX_TOTAL_S else "missed") if complete else "partial run"
    return "\n".join(
        [
            "| measure | value | target | |",
            "|---|--:|--:|---|",
            f"| examples | {examples} | — | |",
            f"| wall time, all files | {wall_s:.0f} s | < {MAX_TOTAL_S:.0f} s | {time_verdict} |",
            f"| examples/s | {examples / wall_s:.1f} | — | |" if wall_s > 0 else "",
            f"| claims/s | {claims / wall_s:.1f} | — | |" if wall_s > 0 else "",
            f"| peak memory (all processes) | {peak:.0f} MiB | < {MAX_PEAK_MIB:.0f} MiB | "
            f"{'met' if peak < MAX_PEAK_MIB else 'missed'} |",
            "",
        ]
    )


def trained_on_these(judge: str, no_embeddings: bool) -> list[str]:
    """For the learned judge: a warning that the figures are in-sample, and its CV table."""
    if judge != "learned":
        return []
    card = CARD_DIR / card_name(parameters_file("none" if no_embeddings else Config().embedder))
    lines = [
        f"The `learned` judge was trained on these files, so the table after this one is "
        f"in-sample and optimistic. The figures to compare are its grouped cross-validation "
        f"(no source text in a training and a test fold), from `{card.relative_to(ROOT)}`:",
        "",
    ]
    cv, held_out = card_targets(card.read_text(encoding="utf-8") if card.is_file() else "")
    if cv is None:
        return [f"(no cross-validated table: {card} is missing; run `make train`)", ""]
    lines += [cv, ""]
    if held_out is not None:
        lines += [
            "Leave one family out (trained without RAGTruth, tested on RAGTruth; likewise WiCE, "
            "SummEdits, BEGIN), from the same card:",
            "",
            held_out,
            "",
        ]
    return [*lines, "In-sample:", ""]


def main() -> int:
    """Run both benchmarks and write the markdown report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data", type=Path, default=Path("../shared/benchmarks"))
    parser.add_argument("--out", type=Path, default=Path("BENCHMARKS.md"))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--limit", type=int, help="only the first N rows of each file")
    parser.add_argument("--judge", help="judge plugin (default: the configured one)")
    parser.add_argument("--no-embeddings", action="store_true")
    parser.add_argument("--skip-core", action="store_true", help="no import/latency figures")
    parser.add_argument(
        "--include",
        type=Path,
        action="append",
        default=[],
        help="a Markdown section written by another benchmark script, appended as is",
    )
    args = parser.parse_args()

    command = shlex.join(["python", *sys.argv])
    sections = [
        "# Benchmarks",
        "",
        f"Generated {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M UTC} by `{command}` "
        "(what `make bench` runs).",
        "",
        "## Machine",
        "",
        machine(),
        "",
        "## Datasets",
        "",
    ]
    files = sorted(args.data.glob("*.jsonl")) if args.data.is_dir() else []
    if not files:
        message = f"no benchmark data: {args.data} has no *.jsonl files; dataset figures not run"
        print(f"bench: {message}", file=sys.stderr)
        sections += [message + ".", ""]
    else:
        start = time.perf_counter()
        result = run_bench(
            files,
            judge=args.judge,
            workers=args.workers,
            limit=args.limit,
            embeddings=not args.no_embeddings,
        )
        wall_s = time.perf_counter() - start
        sections += [
            f"Data: every `*.jsonl` in `{args.data}` ({len(files)} files). Metrics are defined "
            "in docs/benchmarks.md.",
            "",
            *trained_on_these(args.judge or Config().judge, args.no_embeddings),
            bench_markdown(result),
            "### Throughput",
            "",
            throughput(result, wall_s, complete=args.limit is None),
        ]
    if not args.skip_core:
        options: dict[str, Any] = {}
        if args.judge:
            options["judge"] = args.judge
        if args.no_embeddings:
            options["embedder"] = "none"
        core = run_core(args.data if files else None, **options)
        sections += ["## Core performance", "", core_markdown(core)]
    for extra in args.include:
        if extra.is_file():
            sections += ["", extra.read_text(encoding="utf-8").rstrip(), ""]
        else:
            print(f"bench: {extra} not found; its section is left out", file=sys.stderr)
    text = "\n".join(sections)
    args.out.write_text(text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
