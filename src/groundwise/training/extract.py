"""Run the pipeline up to the judge on every example, once, and cache what the judge would see.

The expensive stages (claim extraction, evidence search, detectors) do not depend on the judge, so
each example's claims, evidence and flags are recorded by running a real :class:`Verifier` whose
judge is replaced by a recorder: training sees exactly what the judge sees at run time. Records are
cached under ``/tmp/groundwise-train-cache`` (never in the repository), keyed by a hash of the
pipeline's code, the embedder and the example, so iterating on features and models is fast.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import pickle
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from groundwise.batch import worker_env
from groundwise.context import CheckContext
from groundwise.embeddings import FORWARD_THREADS_ENV
from groundwise.errors import InputError
from groundwise.evidence import claim_word_alignment
from groundwise.judges import Judge, Judgement
from groundwise.results import Claim, Evidence, Flag, MatchType, Status
from groundwise.training.data import Example

#: Where records are cached; override with ``GROUNDWISE_TRAIN_CACHE``.
DEFAULT_CACHE = Path(os.environ.get("GROUNDWISE_TRAIN_CACHE", "/tmp/groundwise-train-cache"))
_PACKAGE = Path(__file__).resolve().parents[1]
# Code that does not change what the judge is given: judges, features, training itself, and the
# layers around the pipeline (CLI, service, storage, batch, bench).
_NOT_PIPELINE = (
    "judges",
    "training",
    "cli",
    "service",
    "store",
    "features.py",
    "batch.py",
    "bench.py",
    "collection.py",
    "ingest.py",
    "render.py",
    "scoring.py",
)


@dataclass(frozen=True)
class ClaimRecord:
    """One checkable claim with its evidence and detector flags, as the judge received them."""

    claim: Claim
    evidence: tuple[Evidence, ...]
    flags: tuple[Flag, ...]
    #: :func:`groundwise.evidence.claim_word_alignment` of the claim, where the pipeline embeds.
    word_alignment: np.ndarray | None = None


@dataclass(frozen=True)
class Record:
    """What the pipeline produced for one example: every claim, and the checkable ones' inputs."""

    key: str
    claims: tuple[Claim, ...]
    checked: tuple[ClaimRecord, ...]


def pipeline_hash(embedder: str) -> str:
    """Hash of the pipeline's source code and the embedder choice."""
    h = hashlib.sha256(embedder.encode())
    for path in sorted([*_PACKAGE.rglob("*.py"), *_PACKAGE.rglob("data/*.tsv")]):
        rel = path.relative_to(_PACKAGE).as_posix()
        if rel.split("/")[0] in _NOT_PIPELINE:
            continue
        h.update(rel.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


class _Recorder(Judge):
    """A judge that keeps its inputs and answers a neutral verdict."""

    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[ClaimRecord] = []

    def judge(
        self, claim: Claim, evidence: Sequence[Evidence], flags: Sequence[Flag], ctx: CheckContext
    ) -> Judgement:
        """Record the inputs; the verdict is never used."""
        self.seen.append(ClaimRecord(claim, tuple(evidence), tuple(flags)))
        return Judgement(0.5, Status.PARTIALLY_VERIFIED, MatchType.PARTIAL)


_worker: tuple[object, _Recorder] | None = None


def _init(embedder: str) -> None:
    global _worker
    from groundwise.verifier import Verifier

    verifier = Verifier(embedder=embedder, judge="lexical")
    recorder = _Recorder()
    verifier.judge = recorder
    _worker = (verifier, recorder)


_Item = tuple[str, str, tuple[str, ...], str | None]


def _record(item: _Item) -> Record:
    key, answer, sources, question = item
    if _worker is None:
        raise RuntimeError("extraction worker used before its initializer ran")
    verifier, recorder = _worker
    recorder.seen = []
    report = verifier.verify(answer, list(sources), question=question)  # type: ignore[attr-defined]
    embedder = verifier.embedder  # type: ignore[attr-defined]
    seen = tuple(
        replace(c, word_alignment=claim_word_alignment(embedder, c.claim, c.evidence))
        for c in recorder.seen
    )
    return Record(key, tuple(r.claim for r in report.claims), seen)


def _records_file(cache: Path, embedder: str) -> Path:
    return cache / f"records-{embedder}-{pipeline_hash(embedder)}.pkl"


def extract_all(
    examples: Sequence[Example],
    *,
    embedder: str = "none",
    workers: int = 1,
    cache: Path = DEFAULT_CACHE,
    progress: bool = False,
    pinned: str | None = None,
) -> dict[str, Record]:
    """Records of every example by :attr:`Example.key`, from the cache where present.

    ``pinned`` names the pipeline hash of an existing records file to use as it is (when other
    people's pipeline edits would otherwise force a full re-extraction); it must hold every example.
    """
    cache.mkdir(parents=True, exist_ok=True)
    if pinned is not None:
        return _pinned_records(examples, cache / f"records-{embedder}-{pinned}.pkl")
    path = _records_file(cache, embedder)
    records: dict[str, Record] = {}
    if path.exists():
        with path.open("rb") as f:
            records = pickle.load(f)
    todo = list(
        {
            ex.key: (ex.key, ex.answer, ex.sources, ex.question)
            for ex in examples
            if ex.key not in records
        }.values()
    )
    if todo:
        for i, rec in enumerate(_run(todo, embedder, workers), start=1):
            records[rec.key] = rec
            if progress and i % 200 == 0:
                print(f"  extracted {i}/{len(todo)}", flush=True)
            if i % 1000 == 0:
                _save(records, path)
        _save(records, path)
    return records


def _run(todo: list[_Item], embedder: str, workers: int) -> Iterator[Record]:
    if workers == 1:
        _init(embedder)
        yield from map(_record, todo)
        return
    ctx = multiprocessing.get_context("spawn")
    # The workers keep the cores busy: one forward pass at a time in each (as batch workers).
    with worker_env({FORWARD_THREADS_ENV: "1"}):
        pool = ctx.Pool(workers, _init, (embedder,))
    with pool:
        yield from pool.imap(_record, todo, chunksize=8)


def _save(records: dict[str, Record], path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as f:
        pickle.dump(records, f, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)


def _pinned_records(examples: Sequence[Example], path: Path) -> dict[str, Record]:
    if not path.exists():
        raise InputError(f"no pinned records at {path}; drop --records to extract afresh")
    with path.open("rb") as f:
        records: dict[str, Record] = pickle.load(f)
    missing = sum(ex.key not in records for ex in examples)
    if missing:
        raise InputError(
            f"{missing} examples are not in the pinned records {path.name}; "
            "drop --records to extract them with the current pipeline"
        )
    return records
