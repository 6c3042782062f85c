"""``groundwise ingest | search | gaps | collections``: keep documents in a collection and query it.

    groundwise ingest docs/ handbook.pdf --collection hr --meta jurisdiction=state:CA
    groundwise search "How many vacation days do new hires get?" --collection hr --json
    groundwise gaps "401k matching" --collection hr

Collections live in ``--data-dir`` (default ``$GROUNDWISE_DATA_DIR`` or ~/.local/share/groundwise)
or on a Chroma server given by ``--chroma-url``. Exit codes: 0 success, 2 bad usage or input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from groundwise.config import parse_as_of
from groundwise.errors import InputError

if TYPE_CHECKING:
    from groundwise.verifier import Verifier


def _store_options(p: argparse.ArgumentParser, *, collection: bool = True) -> None:
    if collection:
        p.add_argument("--collection", required=True, metavar="NAME", help="collection name")
    p.add_argument(
        "--data-dir",
        type=Path,
        metavar="PATH",
        help="folder of embedded collections (default $GROUNDWISE_DATA_DIR or ~/.local/share/groundwise)",
    )
    p.add_argument(
        "--chroma-url",
        metavar="URL",
        help="use a Chroma server (e.g. http://127.0.0.1:8000) instead of --data-dir",
    )


def _model_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--embedder",
        choices=("minilm", "fake"),
        help="embedding model (fake: hashed words, for tests); default: the one the collection "
        "was built with, minilm for a new one",
    )
    p.add_argument(
        "--model-dir", type=Path, metavar="PATH", help="a local all-MiniLM-L6-v2 directory"
    )
    p.add_argument(
        "--rules",
        metavar="NAME|PATH",
        help="retrieval rules: a shipped name (default, hr_payroll) or a YAML file "
        "(default: the collection's own)",
    )


def register(subparsers: Any) -> None:
    """Add the ``ingest``, ``search``, ``gaps`` and ``collections`` subcommands."""
    p = subparsers.add_parser(
        "ingest",
        help="add files and folders (text, Markdown, HTML, PDF, JSON) to a collection",
        description="Chunk files with page, section and offsets, classify them and store them. "
        "Re-ingesting is idempotent; changed files replace their old chunks.",
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    _store_options(p)
    _model_options(p)
    p.add_argument(
        "--meta",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="metadata for every file (truth_type, source_authority, domain, effective_date, "
        "jurisdiction, title, author, ...); wins over sidecar FILE.meta.json and classification",
    )
    p.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show progress on stderr (default: when stderr is a terminal)",
    )
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=run_ingest)

    p = subparsers.add_parser(
        "search",
        help="ranked chunks of a collection with provenance and score factors",
        description="Search a collection; results are ranked by similarity, source authority, "
        "domain, recency, jurisdiction and truth type, and each one explains its score.",
    )
    p.add_argument("query", help="what to search for")
    _store_options(p)
    _model_options(p)
    p.add_argument("--max-results", type=int, metavar="N", help="at most N results")
    p.add_argument("--min-score", type=float, metavar="S", help="drop results scoring below S")
    p.add_argument(
        "--min-similarity", type=float, metavar="S", help="drop results less similar than S"
    )
    p.add_argument("--query-type", metavar="TYPE", help="skip routing and use this query type")
    p.add_argument(
        "--truth-type",
        action="append",
        default=[],
        metavar="TYPE",
        help="only chunks of this truth type (repeatable)",
    )
    p.add_argument("--as-of", metavar="DATE", help="date recency is measured from (YYYY-MM-DD)")
    p.add_argument("--json", action="store_true", help='print {"results": [...]} as JSON')
    p.set_defaults(func=run_search)

    p = subparsers.add_parser(
        "gaps",
        help="which truth types (intent, reference, regulatory, compliance) cover a topic",
        description="Gap analysis: per truth type covered or missing, with severity and a "
        "coverage score.",
    )
    p.add_argument("topic", help="the topic to check coverage of")
    _store_options(p)
    _model_options(p)
    p.add_argument(
        "--min-similarity",
        type=float,
        metavar="S",
        help="similarity a truth type's best chunk needs to count as covering the topic",
    )
    p.add_argument("--json", action="store_true", help="print the analysis as JSON")
    p.set_defaults(func=run_gaps)

    p = subparsers.add_parser("collections", help="list (or delete) collections")
    _store_options(p, collection=False)
    p.add_argument("--delete", metavar="NAME", help="delete this collection and all its chunks")
    p.add_argument("--json", action="store_true", help="print the list as JSON")
    p.set_defaults(func=run_collections)


def _collection(args: argparse.Namespace) -> Any:
    from groundwise.collection import Collection

    return Collection(
        args.collection,
        data_dir=args.data_dir,
        chroma_url=args.chroma_url,
        embedder=args.embedder,
        model_dir=args.model_dir,
        rules=args.rules,
    )


class ProgressBar:
    """Files done so far on a stream: a redrawn bar on a terminal, else one line per file."""

    def __init__(self, stream: TextIO, width: int = 30) -> None:
        self.stream = stream
        self.width = width
        self.tty = stream.isatty()

    def __call__(self, done: int, total: int, path: str) -> None:
        """Report that ``done`` of ``total`` files are finished, the last being ``path``."""
        if self.tty:
            filled = self.width * done // max(total, 1)
            bar = "#" * filled + "." * (self.width - filled)
            name = Path(path).name[:40]
            end = "\n" if done == total else ""
            self.stream.write(f"\r[{bar}] {done}/{total} {name:<40}{end}")
        else:
            self.stream.write(f"[{done}/{total}] {path}\n")
        self.stream.flush()


def run_ingest(args: argparse.Namespace) -> int:
    """Run ``ingest``; returns the exit code."""
    from groundwise.ingest import parse_meta_args

    meta = parse_meta_args(args.meta)
    show = sys.stderr.isatty() if args.progress is None else args.progress
    with _collection(args) as coll:
        summary = coll.ingest(
            args.paths, meta=meta, progress=ProgressBar(sys.stderr) if show else None
        )
    if args.json:
        print(json.dumps(summary.to_dict(), indent=2))
    else:
        print(summary.describe())
    return 0


def _check_unit(name: str, value: float | None) -> None:
    if value is not None and not 0.0 <= value <= 1.0:
        raise InputError(f"{name} must be in [0, 1], got {value:g}")


def run_search(args: argparse.Namespace) -> int:
    """Run ``search``; returns the exit code."""
    _check_unit("--min-score", args.min_score)
    _check_unit("--min-similarity", args.min_similarity)
    if args.max_results is not None and args.max_results < 1:
        raise InputError(f"--max-results must be at least 1, got {args.max_results}")
    as_of = parse_as_of(args.as_of) if args.as_of else None
    with _collection(args) as coll:
        found = coll.search(
            args.query,
            max_results=args.max_results,
            min_score=args.min_score,
            min_similarity=args.min_similarity,
            query_type=args.query_type,
            truth_types=args.truth_type or None,
            as_of=as_of,
        )
    if args.json:
        print(json.dumps(found.to_dict(), indent=2))
        return 0
    r = found.route
    print(
        f"query type {r.query_type}; domain {r.domain or '-'}; jurisdiction "
        f"{r.jurisdiction or '-'}; {len(found.results)} result(s)"
    )
    for i, res in enumerate(found.results, start=1):
        m = res.metadata
        print(
            f"\n{i}. {res.score:.3f}  {res.citation('brief')}"
            + (f"  § {res.section}" if res.section else "")
            + f"  [chars {res.start}-{res.end}]"
        )
        print(
            f"   {m.get('truth_type')} · {m.get('source_authority')} · {m.get('domain')}"
            + (f" · effective {m['effective_date']}" if m.get("effective_date") else "")
            + (f" · {m['jurisdiction']}" if m.get("jurisdiction") else "")
        )
        print("   " + " · ".join(f"{k} {v:.2f}" for k, v in res.factors.items()))
        snippet = " ".join(res.text.split())
        print(f"   {snippet[:200]}{'...' if len(snippet) > 200 else ''}")
    return 0


def run_gaps(args: argparse.Namespace) -> int:
    """Run ``gaps``; returns the exit code."""
    _check_unit("--min-similarity", args.min_similarity)
    with _collection(args) as coll:
        analysis = coll.gaps(args.topic, min_similarity=args.min_similarity)
    if args.json:
        print(json.dumps(analysis.to_dict(), indent=2))
        return 0
    print(f"coverage of {analysis.topic!r}: {analysis.coverage_score:.0%}")
    for t in analysis.truths:
        where = f"  best: {t.best.citation('brief')}" if t.best is not None else ""
        status = "covered" if t.covered else f"MISSING ({t.severity})"
        print(f"  {t.truth_type:<12} {status:<18} similarity {t.similarity:.2f}{where}")
        if not t.covered:
            print(f"  {'':<12} -> {t.recommendation}")
    return 0


def run_collections(args: argparse.Namespace) -> int:
    """Run ``collections``; returns the exit code."""
    from groundwise.store import delete_collection, list_collections

    if args.delete:
        delete_collection(args.delete, data_dir=args.data_dir, chroma_url=args.chroma_url)
        print(f"deleted collection {args.delete!r}")
        return 0
    rows = list_collections(data_dir=args.data_dir, chroma_url=args.chroma_url)
    if args.json:
        print(
            json.dumps(
                {"collections": [{"name": n, "chunks": c, "metadata": m} for n, c, m in rows]}
            )
        )
    else:
        for name, count, meta in rows:
            print(f"{name}\t{count} chunks\t{meta.get('groundwise_embedder', '?')}")
    return 0


def add_verify_collection_options(p: argparse.ArgumentParser) -> None:
    """Options of ``groundwise verify`` that take the sources from a collection."""
    p.add_argument(
        "--collection",
        metavar="NAME",
        help="retrieve the evidence for each claim from this collection instead of --source",
    )
    p.add_argument(
        "--citation-style",
        choices=("brief", "full", "academic"),
        default="brief",
        help="how --collection citations name documents (default brief: 'handbook.pdf, p. 3')",
    )
    _store_options(p, collection=False)


def run_verify_collection(
    args: argparse.Namespace, answer: str, verifier: Verifier, fail_under: float | None
) -> int:
    """``groundwise verify --collection``: verify against retrieved chunks and cite documents."""
    from groundwise.cli.verify import _use_color, exit_code
    from groundwise.collection import Collection
    from groundwise.render import render

    if args.source:
        raise InputError("--source and --collection do not mix; give one or the other")
    with Collection(
        args.collection,
        data_dir=args.data_dir,
        chroma_url=args.chroma_url,
        model_dir=args.model_dir,
    ) as coll:
        result = coll.verify(
            answer,
            verifier=verifier,
            citation_style=args.citation_style,
            question=args.question,
        )
    report = result.report
    if args.format == "json":
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
        return exit_code(report, fail_under)
    color = _use_color(args.color) and args.format == "text"
    lines = [render(report, args.format, color=color).rstrip("\n"), ""]
    heading = "## Documents cited" if args.format == "markdown" else "Documents cited:"
    lines.append(heading)
    lines += [f"  {c.text}" for c in result.citations] or ["  (none)"]
    lines += ["", "## Bibliography" if args.format == "markdown" else "Bibliography:"]
    lines += [f"  {entry}" for entry in result.bibliography] or ["  (none)"]
    sys.stdout.write("\n".join(lines) + "\n")
    return exit_code(report, fail_under)
