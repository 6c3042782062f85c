"""Verify a JSONL file of answers, one report per line, resumably and on every core.

Input lines follow the benchmark schema (``id``, ``sources``, ``answer``; an optional ``question``,
else ``meta.question``, is the user's question; other keys are ignored).
Each output line is ``{"id": ..., **Report.to_dict()}``, or ``{"id": ..., "error": "..."}`` when
Groundwise rejects the row. Rerunning with the same output skips ids already there, so a killed run
picks up where it stopped; every line is written with one ``write`` call and a partial last line
(from a kill mid-write) is cut off before appending.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import resource
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, BinaryIO, TypeGuard

from groundwise.errors import GroundwiseError, InputError, ModelUnavailableError

#: Verifies one row: ``(answer, sources, question) -> Report.to_dict()``.
VerifyFn = Callable[[str, list[str], str | None], dict[str, Any]]
#: Builds a :data:`VerifyFn` once per worker process; must be picklable when ``workers > 1``.
VerifyFactory = Callable[[], VerifyFn]
RowId = str | int
#: One input row: its id, answer, sources and question (``None`` when it has none).
Row = tuple[RowId, str, list[str], str | None]
#: How long worker processes may take to load their verifiers before the run gives up.
#: Seconds a pool may take to shut down before its workers are killed.
POOL_CLOSE_TIMEOUT_S = 10.0
WORKER_START_TIMEOUT_S = 600.0
#: Consecutive rows with the same sources that one worker verifies together (benchmark files
#: hold runs of answers to one source); small enough that both workers stay busy.
MAX_GROUP_ROWS = 8

#: Environment that keeps each worker's BLAS / tokenizer to one thread: the workers already use
#: every core, and nested thread pools would only fight over them.
_ONE_THREAD_ENV = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "TOKENIZERS_PARALLELISM": "false",
    # the workers keep the cores busy: one forward pass at a time in each
    "GROUNDWISE_EMBED_THREADS": "1",
}


@dataclass(frozen=True)
class Malformed:
    """An input line that could not be used, with its 1-based line number and why."""

    line: int
    reason: str


@dataclass(frozen=True)
class BatchSummary:
    """What a batch run did."""

    done: int
    skipped_existing: int
    malformed: tuple[Malformed, ...]
    failed: int
    claims: int
    elapsed_s: float
    #: Peak resident memory in bytes: this process plus the peak of each worker process.
    peak_rss_bytes: int
    workers: int

    @property
    def ok(self) -> bool:
        """True when every input line was verified (none malformed, none failed)."""
        return not self.malformed and not self.failed

    def describe(self) -> str:
        """A one-line human summary."""
        rate = self.done / self.elapsed_s if self.elapsed_s > 0 else 0.0
        return (
            f"{self.done} verified ({self.failed} failed), {self.skipped_existing} already done, "
            f"{len(self.malformed)} malformed; {self.elapsed_s:.1f} s, {rate:.1f} rows/s, "
            f"peak memory {self.peak_rss_bytes / 2**20:.0f} MiB"
        )


@dataclass(frozen=True)
class VerifierFactory:
    """The default :data:`VerifyFactory`: a :class:`groundwise.Verifier` built with ``options``."""

    options: tuple[tuple[str, Any], ...] = ()

    def __call__(self) -> VerifyFn:
        """Load the verifier (models included) and return its row function."""
        from groundwise.verifier import Verifier

        verifier = Verifier(**dict(self.options))

        def verify_row(answer: str, sources: list[str], question: str | None) -> dict[str, Any]:
            return verifier.verify(answer, sources, question=question).to_dict()

        return verify_row


@dataclass(frozen=True)
class _Outcome:
    line: bytes
    failed: bool
    claims: int
    pid: int
    maxrss: int


def run_batch(
    input_path: str | Path,
    output_path: str | Path,
    *,
    workers: int = 1,
    verifier_options: Mapping[str, Any] | None = None,
    make_verify: VerifyFactory | None = None,
    progress: bool | None = None,
    limit: int | None = None,
) -> BatchSummary:
    """Verify every row of ``input_path`` not yet in ``output_path``, appending one line per row.

    ``make_verify`` replaces the default verifier (tests pass a fake); ``verifier_options`` go to
    :class:`groundwise.Verifier` otherwise. ``progress=None`` shows the bar only on a terminal.
    ``limit`` keeps the first ``limit`` usable rows of the input (already-done rows count).
    The summary's time includes loading the verifiers.
    """
    started = time.perf_counter()
    runner = BatchRunner(
        workers=workers, verifier_options=verifier_options, make_verify=make_verify
    )
    with runner:
        summary = runner.run(input_path, output_path, progress=progress, limit=limit)
    return replace(summary, elapsed_s=time.perf_counter() - started)


class BatchRunner:
    """Verifiers loaded once (here, or in worker processes) and reused for many batch files.

    Use as a context manager; the worker processes stop when it exits.
    """

    def __init__(
        self,
        *,
        workers: int = 1,
        verifier_options: Mapping[str, Any] | None = None,
        make_verify: VerifyFactory | None = None,
    ) -> None:
        if workers < 1:
            raise InputError(f"workers must be at least 1, got {workers}")
        if make_verify is None:
            make_verify = VerifierFactory(tuple(sorted((verifier_options or {}).items())))
        elif verifier_options:
            raise InputError("pass either make_verify or verifier_options, not both")
        self.workers = workers
        self._make_verify = make_verify
        self._verify_row: VerifyFn | None = None
        self._pool: Any = None
        #: Peak memory each worker process has reported, by process id.
        self._worker_peaks: dict[int, int] = {}

    def __enter__(self) -> BatchRunner:
        return self

    def start(self) -> None:
        """Load the verifiers now (a run loads them on first need, so nothing-to-do is fast)."""
        if self._verify_row is not None or self._pool is not None:
            return
        if self.workers == 1:
            self._verify_row = self._make_verify()
            return
        # forkserver/spawn children start clean: fork would copy a parent whose BLAS and
        # tokenizer threads may already be running, which can deadlock.
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        ready = ctx.Semaphore(0)
        with worker_env(_ONE_THREAD_ENV):
            self._pool = ctx.Pool(self.workers, _init_worker, (self._make_verify, ready))
        # Wait for every worker's verifier, so loading is not counted in the first file's time.
        for _ in range(self.workers):
            if not ready.acquire(timeout=WORKER_START_TIMEOUT_S):
                self.__exit__()
                raise ModelUnavailableError(
                    f"batch workers did not load their verifier in {WORKER_START_TIMEOUT_S:.0f} s; "
                    "try --workers 1 to see why"
                )

    def __exit__(self, *exc: object) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            workers = list(getattr(pool, "_pool", []))
            # Pool.terminate can wait forever on its task feeder when a run stops mid-iteration
            # (an error raised by a worker); shutting down in a daemon thread with a deadline,
            # then killing what is left, keeps the parent from hanging.
            closer = threading.Thread(target=_close_pool, args=(pool,), daemon=True)
            closer.start()
            closer.join(timeout=POOL_CLOSE_TIMEOUT_S)
            for process in workers:
                if process.is_alive():
                    process.kill()
        self._verify_row = None

    def run(
        self,
        input_path: str | Path,
        output_path: str | Path,
        *,
        progress: bool | None = None,
        limit: int | None = None,
    ) -> BatchSummary:
        """Verify the rows of ``input_path`` not yet in ``output_path`` (see :func:`run_batch`)."""
        if limit is not None and limit < 0:
            raise InputError(f"limit must be at least 0, got {limit}")
        src, dst = Path(input_path), Path(output_path)
        if not src.is_file():
            raise InputError(f"input file {str(src)!r} does not exist; pass a JSONL file")
        if dst.exists() and dst.resolve() == src.resolve():
            raise InputError("the output file is the input file; pass another -o path")
        started = time.perf_counter()
        existing = _repair_and_read_ids(dst)
        with src.open("rb") as f:
            offsets, skipped, malformed = _scan_input(f, existing, limit)
        if offsets:
            self.start()
        show = sys.stderr.isatty() if progress is None else progress
        done = failed = claims = 0
        fd = os.open(dst, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            with src.open("rb") as f, _progress_bar(len(offsets), src.name, show) as bar:
                outcomes = self._outcomes(_rows(f, offsets)) if offsets else iter(())
                for outcome in outcomes:
                    _write_all(fd, outcome.line)
                    done += 1
                    failed += outcome.failed
                    claims += outcome.claims
                    bar.update(1)
                    if outcome.failed:
                        bar.set_postfix(failed=failed)
            os.fsync(fd)
        finally:
            os.close(fd)
        return BatchSummary(
            done=done,
            skipped_existing=skipped,
            malformed=tuple(malformed),
            failed=failed,
            claims=claims,
            elapsed_s=time.perf_counter() - started,
            peak_rss_bytes=_maxrss_bytes() + sum(self._worker_peaks.values()),
            workers=self.workers,
        )

    def _outcomes(self, rows: Iterator[Row]) -> Iterator[_Outcome]:
        """Outcomes in input order, computed here (one worker) or in the pool."""
        if self._verify_row is not None:
            for row in rows:
                yield _verify(self._verify_row, row)
        elif self._pool is not None:
            for group in self._pool.imap(_verify_group_in_worker, _same_source_groups(rows)):
                for outcome in group:
                    peaks = self._worker_peaks
                    peaks[outcome.pid] = max(peaks.get(outcome.pid, 0), outcome.maxrss)
                    yield outcome
        else:
            raise RuntimeError("BatchRunner.start must run before rows are verified")


def _repair_and_read_ids(path: Path) -> set[RowId]:
    """Cut a partial last line (a run killed mid-write) and return the ids already written."""
    if not path.exists():
        return set()
    with path.open("r+b") as f:
        size = f.seek(0, os.SEEK_END)
        if size:
            f.seek(size - 1)
            if f.read(1) != b"\n":
                f.truncate(_last_newline_end(f, size))
        f.seek(0)
        ids: set[RowId] = set()
        for number, raw in enumerate(f, start=1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError):
                row = None
            if not isinstance(row, dict) or not _is_id(row.get("id")):
                raise InputError(
                    f"output file {str(path)!r} line {number} is not a groundwise batch result; "
                    "pass another -o path or delete the file"
                )
            ids.add(row["id"])
    return ids


def _last_newline_end(f: BinaryIO, size: int) -> int:
    """Offset just after the last newline before ``size`` (0 when there is none)."""
    pos = size
    while pos > 0:
        step = min(pos, 1 << 16)
        f.seek(pos - step)
        chunk = f.read(step)
        i = chunk.rfind(b"\n")
        if i >= 0:
            return pos - step + i + 1
        pos -= step
    return 0


def _is_id(value: object) -> TypeGuard[RowId]:
    return isinstance(value, str | int) and not isinstance(value, bool)


def _scan_input(
    f: BinaryIO, existing: set[RowId], limit: int | None
) -> tuple[list[int], int, list[Malformed]]:
    """Offsets of the rows still to verify, how many are already done, and the malformed lines."""
    offsets: list[int] = []
    skipped = 0
    malformed: list[Malformed] = []
    first_line: dict[RowId, int] = {}
    number = 0
    while limit is None or len(offsets) + skipped < limit:
        offset = f.tell()
        raw = f.readline()
        if not raw:
            break
        number += 1
        if not raw.strip():
            continue
        try:
            row_id = _parse_row(raw)[0]
        except InputError as exc:
            malformed.append(Malformed(number, str(exc)))
            continue
        if row_id in first_line:
            malformed.append(
                Malformed(
                    number, f"id {row_id!r} repeats line {first_line[row_id]}; ids must be unique"
                )
            )
            continue
        first_line[row_id] = number
        if row_id in existing:
            skipped += 1
        else:
            offsets.append(offset)
    return offsets, skipped, malformed


def row_question(row: Mapping[str, Any]) -> str | None:
    """The user's question of a JSONL row: ``question``, else ``meta.question`` (RAGTruth QA).

    Only a question the answer replies to counts; BEGIN's ``meta.message`` is the previous turn
    of a dialogue, which an answer may not take facts from.
    """
    value = row.get("question")
    if value is None and isinstance(row.get("meta"), Mapping):
        value = row["meta"].get("question")
    if value is not None and not isinstance(value, str):
        raise InputError('"question" must be a string')
    return value if value and value.strip() else None


def _parse_row(raw: bytes) -> Row:
    """The id, answer, sources and question of one input line; InputError says what is wrong."""
    try:
        row = json.loads(raw)
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(row, dict):
        raise InputError(f"expected a JSON object, got {type(row).__name__}")
    row_id, answer, sources = row.get("id"), row.get("answer"), row.get("sources")
    if not _is_id(row_id):
        raise InputError('"id" must be a string or an integer')
    if not isinstance(answer, str):
        raise InputError('"answer" must be a string')
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        raise InputError('"sources" must be a list of strings')
    return row_id, answer, sources, row_question(row)


def _rows(f: BinaryIO, offsets: list[int]) -> Iterator[Row]:
    for offset in offsets:
        f.seek(offset)
        yield _parse_row(f.readline())


_worker_verify: VerifyFn | None = None
_worker_problem: Exception | None = None


def _close_pool(pool: Any) -> None:
    pool.terminate()
    pool.join()


def _init_worker(make_verify: VerifyFactory, ready: Any) -> None:
    # Ctrl-C is the parent's to handle; workers would each print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _worker_verify, _worker_problem
    try:
        _worker_verify = make_verify()
    except Exception as exc:
        # A pool replaces a worker whose initializer raises, forever; keeping the error and
        # raising it with the first row sends it to the parent instead.
        _worker_problem = exc
    ready.release()


def _same_source_groups(rows: Iterator[Row]) -> Iterator[list[Row]]:
    """Runs of consecutive rows with the same sources, at most MAX_GROUP_ROWS rows each.

    A run goes to one worker, whose caches (parsed sources, embedded evidence units) then serve
    every row of it; one row at a time, each worker would parse and embed the same sources.
    """
    group: list[Row] = []
    for row in rows:
        if group and (row[2] != group[-1][2] or len(group) >= MAX_GROUP_ROWS):
            yield group
            group = []
        group.append(row)
    if group:
        yield group


def _verify_group_in_worker(rows: list[Row]) -> list[_Outcome]:
    if _worker_problem is not None:
        raise _worker_problem
    if _worker_verify is None:
        raise RuntimeError("batch worker used before its initializer ran")
    verify_row = _worker_verify
    return [_verify(verify_row, row) for row in rows]


def _verify(verify_row: VerifyFn, row: Row) -> _Outcome:
    row_id, answer, sources, question = row
    failed = False
    try:
        out: dict[str, Any] = {"id": row_id, **verify_row(answer, sources, question)}
    except GroundwiseError as exc:
        out, failed = {"id": row_id, "error": str(exc)}, True
    line = (json.dumps(out, ensure_ascii=False) + "\n").encode()
    claims = len(out.get("claims", ()))
    return _Outcome(line, failed, claims, os.getpid(), _maxrss_bytes())


def _write_all(fd: int, data: bytes) -> None:
    """Write all of ``data``; one call covers a whole line on regular files."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _maxrss_bytes() -> int:
    """Peak resident memory of this process (Linux reports KiB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak if sys.platform == "darwin" else peak * 1024)


@contextmanager
def worker_env(values: Mapping[str, str]) -> Iterator[None]:
    """Set environment variables (unless the user set them) while worker processes start."""
    added = {k: v for k, v in values.items() if k not in os.environ}
    os.environ.update(added)
    try:
        yield
    finally:
        for k in added:
            os.environ.pop(k, None)


@contextmanager
def _progress_bar(total: int, name: str, show: bool) -> Iterator[Any]:
    """A tqdm bar on stderr with rows/s and ETA; a no-op bar when not shown."""
    from tqdm import tqdm

    with tqdm(total=total, desc=name, unit="row", file=sys.stderr, disable=not show) as bar:
        yield bar
