"""Retrieval benchmark: ingest throughput (pages/s) and search latency on a 100,000-chunk collection.

    .venv/bin/python scripts/bench_retrieval.py                 # full run (a few minutes)
    .venv/bin/python scripts/bench_retrieval.py --chunks 20000  # quicker
    .venv/bin/python scripts/bench_retrieval.py --out retrieval.md

1. Ingest: generated multi-page PDFs go through the real pipeline (pypdf, chunking,
   classification, embedding, Chroma upserts) into a fresh collection; reported as pages/s with the
   real MiniLM embedder and with the fake one (which shows the cost of everything but embedding).
2. Fill: a second collection is filled to ``--chunks`` chunks straight through the store with
   random unit vectors and realistic metadata (embedding 100,000 chunks with MiniLM would take
   most of an hour on two cores and measures nothing new).
3. Search: distinct queries (so the embedding cache never helps) after a warm-up; median and p95
   of the whole ``Collection.search`` (MiniLM query embedding + Chroma + re-ranking), of the query
   embedding alone, and of the rest.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from groundwise.collection import META_EMBEDDER, META_RULES, Collection
from groundwise.embeddings import load_embedder
from groundwise.retrieval_rules import load_rules
from groundwise.store import StoreError, delete_collection, open_store

WORDS = [
    "employee",
    "payroll",
    "record",
    "retention",
    "policy",
    "vendor",
    "guide",
    "configure",
    "server",
    "backup",
    "tax",
    "withholding",
    "federal",
    "state",
    "contract",
    "scope",
    "deliverable",
    "approval",
    "manager",
    "leave",
    "vacation",
    "benefit",
    "deduction",
    "insurance",
    "security",
    "password",
    "access",
    "incident",
    "report",
    "schedule",
    "review",
    "budget",
    "invoice",
    "payment",
    "customer",
    "requirement",
    "regulation",
    "penalty",
    "compliance",
    "standard",
]


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(8, 16))]
    return " ".join(words).capitalize() + "."


def _page_lines(rng: random.Random, page: int) -> list[str]:
    lines = [f"{page} Section {rng.choice(WORDS).title()}"]
    lines += [_sentence(rng) for _ in range(rng.randint(18, 26))]
    return lines


def write_pdf(path: Path, pages: list[list[str]]) -> None:
    """A plain text PDF (Helvetica, one text line per entry), with a correct xref table."""
    objs: list[str] = []

    def add(obj: str) -> int:
        objs.append(obj)
        return len(objs)

    font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    contents = []
    for lines in pages:
        ops = ["BT", "/F1 10 Tf", "50 760 Td", "12 TL"]
        ops += [f"({line}) Tj T*" for line in lines]
        ops.append("ET")
        stream = "\n".join(ops)
        contents.append(add(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream"))
    pages_id = len(objs) + len(pages) + 1
    kids = [
        add(
            f"<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 612 792] /Contents {c} 0 R "
            f"/Resources << /Font << /F1 {font} 0 R >> >> >>"
        )
        for c in contents
    ]
    add(f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>")
    catalog = add(f"<< /Type /Catalog /Pages {pages_id} 0 R >>")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objs, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n{obj}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objs) + 1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    path.write_bytes(bytes(out))


def bench_ingest(root: Path, embedder: str, pdfs: int, pages: int, seed: int) -> dict[str, float]:
    """Ingest generated PDFs into a fresh collection; pages/s and chunks/s."""
    rng = random.Random(seed)
    folder = root / f"pdfs-{embedder}"
    folder.mkdir(exist_ok=True)
    # Time a fresh ingest; on a first run there is nothing to delete.
    with contextlib.suppress(StoreError):
        delete_collection(f"ingest-{embedder}", data_dir=root / "data")
    names = ["policy", "regulation", "guide", "sow", "handbook"]
    for i in range(pdfs):
        doc = [_page_lines(rng, p) for p in range(1, pages + 1)]
        write_pdf(folder / f"{names[i % len(names)]}_{i:03d}.pdf", doc)
    with Collection(f"ingest-{embedder}", data_dir=root / "data", embedder=embedder) as coll:
        coll.embedder.embed(["warm up the model"])
        coll.ingest([])  # opens (creates) the store, so chromadb's import is not timed
        t0 = time.perf_counter()
        summary = coll.ingest([folder])
        seconds = time.perf_counter() - t0
    return {
        "pages": summary.pages,
        "chunks": summary.chunks,
        "seconds": seconds,
        "pages_per_s": summary.pages / seconds,
        "chunks_per_s": summary.chunks / seconds,
    }


def fill(root: Path, name: str, chunks: int, dim: int, seed: int) -> dict[str, float]:
    """Fill a collection with ``chunks`` random unit vectors and realistic metadata."""
    try:
        with open_store(name, data_dir=root / "data") as existing:
            if existing.count() == chunks:
                # A --data-dir kept from an earlier run: the fill is the slow part, reuse it.
                return {"chunks": chunks, "seconds": float("nan"), "chunks_per_s": float("nan")}
    except StoreError:
        pass  # not filled yet
    rules = load_rules()
    rng = np.random.default_rng(seed)
    truths, authorities = list(rules.truth_types), list(rules.authorities)
    domains = [*rules.domains, rules.default_domain]
    store = open_store(
        name,
        data_dir=root / "data",
        create_metadata={META_EMBEDDER: "minilm", META_RULES: "default"},
    )
    batch = 5000
    t0 = time.perf_counter()
    for start in range(0, chunks, batch):
        n = min(batch, chunks - start)
        vectors = rng.standard_normal((n, dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        ids = [f"c{start + i:07d}" for i in range(n)]
        texts = [f"Chunk {start + i} about {WORDS[(start + i) % len(WORDS)]}." for i in range(n)]
        metas = []
        for i in range(n):
            k = start + i
            doc = k // 20
            metas.append(
                {
                    "path": f"/bench/doc_{doc:05d}.pdf",
                    "document": f"doc_{doc:05d}.pdf",
                    "title": f"Document {doc}",
                    "format": "pdf",
                    "page": k % 20 // 4 + 1,
                    "section": f"{k % 7} Section",
                    "start": 0,
                    "end": len(texts[i]),
                    "chunk_index": k % 20,
                    "n_chunks": 20,
                    "file_hash": f"h{doc}",
                    "truth_type": truths[doc % len(truths)],
                    "source_authority": authorities[doc % len(authorities)],
                    "domain": domains[k % len(domains)],
                    "jurisdiction": ["", "federal", "eu"][doc % 3],
                    "effective_date": f"{2015 + doc % 11}-0{1 + doc % 9}-15",
                    "classification_confidence": 0.75,
                }
            )
        store.upsert(ids, texts, vectors, metas)
    seconds = time.perf_counter() - t0
    count = store.count()
    store.close()
    return {"chunks": count, "seconds": seconds, "chunks_per_s": count / seconds}


def _stats(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p95 * 1000


def bench_search(root: Path, name: str, queries: int, warmup: int, seed: int) -> dict[str, float]:
    """Median and p95 latency (ms) of search, of the query embedding, and of the rest."""
    rng = random.Random(seed)
    texts = [
        f"{' '.join(rng.choice(WORDS) for _ in range(rng.randint(4, 9)))} {i}?"
        for i in range(queries + warmup)
    ]
    embedder, problem = load_embedder("minilm")
    if embedder is None:
        raise SystemExit(f"the MiniLM model is needed for the search benchmark: {problem}")
    with Collection(name, data_dir=root / "data", embedder=embedder) as coll:
        for q in texts[:warmup]:
            coll.search(q)
        total, embed, rest, results = [], [], [], []
        for q in texts[warmup:]:
            t0 = time.perf_counter()
            vector = embedder.embed([q])[0]
            t1 = time.perf_counter()
            found = coll.search(q, query_vector=vector, min_similarity=0.0)
            t2 = time.perf_counter()
            embed.append(t1 - t0)
            rest.append(t2 - t1)
            total.append(t2 - t0)
            results.append(len(found.results))
        # The public call, end to end, on fresh queries too.
        public = []
        for i, q in enumerate(texts[warmup:]):
            t0 = time.perf_counter()
            coll.search(f"{q} again {i}")
            public.append(time.perf_counter() - t0)
    med, p95 = _stats(total)
    emb_med, emb_p95 = _stats(embed)
    rest_med, rest_p95 = _stats(rest)
    pub_med, pub_p95 = _stats(public)
    return {
        "queries": queries,
        "median_ms": med,
        "p95_ms": p95,
        "embed_median_ms": emb_med,
        "embed_p95_ms": emb_p95,
        "store_rank_median_ms": rest_med,
        "store_rank_p95_ms": rest_p95,
        "search_call_median_ms": pub_med,
        "search_call_p95_ms": pub_p95,
        "mean_results": statistics.mean(results),
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a Markdown report."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--chunks", type=int, default=100_000, help="chunks in the search collection")
    p.add_argument("--pdfs", type=int, default=30, help="generated PDFs for the ingest benchmark")
    p.add_argument("--pages", type=int, default=10, help="pages per generated PDF")
    p.add_argument("--queries", type=int, default=200, help="timed search queries")
    p.add_argument("--warmup", type=int, default=20, help="untimed queries first")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument(
        "--data-dir",
        type=Path,
        help="keep collections here (default: a temp dir); a filled search collection is reused",
    )
    p.add_argument("--out", type=Path, help="also write the Markdown report to this file")
    args = p.parse_args(argv)
    if argv is None and os.environ.get("OPENBLAS_NUM_THREADS") is None:
        # Two cores shared by many processes: multi-threaded BLAS oversubscribes them and makes
        # MiniLM about ten times slower here, so the benchmark (like a server would) runs it
        # single-threaded. BLAS reads these only at start-up, hence the re-exec.
        for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ[var] = "1"
        os.execv(sys.executable, [sys.executable, *sys.argv])

    with tempfile.TemporaryDirectory(prefix="gw-bench-") as tmp:
        root = args.data_dir or Path(tmp)
        root.mkdir(parents=True, exist_ok=True)
        print("ingest (fake embedder) ...", file=sys.stderr)
        fake = bench_ingest(root, "fake", args.pdfs, args.pages, args.seed)
        print("ingest (MiniLM) ...", file=sys.stderr)
        real = bench_ingest(root, "minilm", args.pdfs, args.pages, args.seed)
        print(f"filling {args.chunks:,} chunks ...", file=sys.stderr)
        filled = fill(root, "bench-search", args.chunks, 384, args.seed)
        print("search ...", file=sys.stderr)
        search = bench_search(root, "bench-search", args.queries, args.warmup, args.seed)

    lines = [
        "## Retrieval (collections)",
        "",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs (shared), BLAS threads "
        f"{os.environ.get('OPENBLAS_NUM_THREADS', 'default')}, Python "
        f"{platform.python_version()}, {platform.system()}. "
        f"Command: `python scripts/bench_retrieval.py --chunks {args.chunks} "
        f"--pdfs {args.pdfs} --pages {args.pages} --queries {args.queries}`.",
        "",
        "| ingest (generated PDFs, real pipeline) | pages | chunks | seconds | pages/s | chunks/s |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for label, r in (("MiniLM embedder", real), ("fake embedder (no model)", fake)):
        lines.append(
            f"| {label} | {r['pages']:.0f} | {r['chunks']:.0f} | {r['seconds']:.1f} | "
            f"{r['pages_per_s']:.1f} | {r['chunks_per_s']:.1f} |"
        )
    filled_how = (
        "reused from --data-dir"
        if math.isnan(filled["seconds"])
        else f"filled in {filled['seconds']:.1f} s ({filled['chunks_per_s']:,.0f} chunks/s "
        "through the store)"
    )
    lines += [
        "",
        f"Search collection: {filled['chunks']:,.0f} chunks (random unit vectors, 384-d), {filled_how}.",
        "",
        f"| search, {search['queries']} distinct queries after {args.warmup} warm-up | median ms "
        "| p95 ms |",
        "|---|---:|---:|",
        f"| `Collection.search` end to end | {search['search_call_median_ms']:.1f} | "
        f"{search['search_call_p95_ms']:.1f} |",
        f"| query embedding (MiniLM, NumPy) | {search['embed_median_ms']:.1f} | "
        f"{search['embed_p95_ms']:.1f} |",
        f"| Chroma top-50 + re-ranking | {search['store_rank_median_ms']:.1f} | "
        f"{search['store_rank_p95_ms']:.1f} |",
        f"| sum of the two (timed separately) | {search['median_ms']:.1f} | "
        f"{search['p95_ms']:.1f} |",
        "",
    ]
    report = "\n".join(lines)
    print(report)
    if args.out:
        args.out.write_text(report + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
