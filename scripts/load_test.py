"""Load test of ``groundwise serve``: concurrent /v1/verify requests and /v1/verify/stream streams.

    .venv/bin/python scripts/load_test.py                 # 200 verifies, then 50 streams
    .venv/bin/python scripts/load_test.py --embeddings    # with the MiniLM evidence search

Starts its own server on 127.0.0.1 (a free port, the default judge), fires every request of a
phase at once with httpx's AsyncClient, and prints p50 / p99 latency and the error count as a
Markdown snippet for BENCHMARKS.md. Bounded: each phase has a deadline, the server is stopped at
the end, and nothing but the loopback address is ever contacted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import platform
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx

HOST = "127.0.0.1"
ANSWER = (
    "The deal value is $10 billion with 50 decision makers. It should close in Q4 and involves "
    "Acme Corp as the main client."
)
SOURCES = [{"id": "opportunity", "json": {"opportunity": {"value": 500000, "client": "Acme"}}}]


@dataclass(frozen=True)
class Phase:
    """Latencies (seconds) and error count of one phase."""

    name: str
    latencies: tuple[float, ...]
    errors: int
    wall: float

    def percentile(self, q: float) -> float:
        """Nearest-rank percentile ``q`` (0-100) of the successful requests' latencies."""
        if not self.latencies:
            return math.nan
        ordered = sorted(self.latencies)
        rank = max(1, math.ceil(q / 100 * len(ordered)))
        return ordered[rank - 1]


def free_port() -> int:
    """A free TCP port on the loopback address."""
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def start_server(port: int, embeddings: bool, concurrency: int) -> subprocess.Popen[bytes]:
    """``groundwise serve`` in a child process, its JSON logs discarded."""
    cmd = [
        sys.executable,
        "-c",
        "import sys; from groundwise.cli import main; sys.exit(main())",
        "serve",
        "--host",
        HOST,
        "--port",
        str(port),
        "--concurrency",
        str(concurrency),
        "--log-level",
        "warning",
    ]
    if not embeddings:
        cmd.append("--no-embeddings")
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


async def wait_ready(base: str, server: subprocess.Popen[bytes], timeout: float) -> None:
    """Poll /healthz until the verifiers are loaded."""
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient(base_url=base) as client:
        while time.monotonic() < deadline:
            if server.poll() is not None:
                err = server.stderr.read().decode(errors="replace") if server.stderr else ""
                raise SystemExit(f"the server exited with {server.returncode}:\n{err[-2000:]}")
            try:
                if (await client.get("/healthz")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    raise SystemExit(f"the server was not ready after {timeout:.0f} s")


class RawClient:
    """A minimal HTTP/1.1 client: one connection per request and no pool.

    httpx's connection pool rescans its connections for every request; with 200 in flight on two
    shared cores that bookkeeping (about 8 ms of client CPU per request, profiled) dominated the
    latency measured, so the burst phase sends plain requests instead.
    """

    def __init__(self, base: str) -> None:
        url = urlsplit(base)
        self.host, self.port = url.hostname or "127.0.0.1", url.port or 80

    async def post_json(self, path: str, body: bytes) -> tuple[int, bytes]:
        """Status and body of one POST."""
        reader, writer = await asyncio.open_connection(self.host, self.port)
        try:
            head = (
                f"POST {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
                "Connection: close\r\n\r\n"
            )
            writer.write(head.encode("ascii") + body)
            await writer.drain()
            lines = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
            status = int(lines[0].split(" ", 2)[1])
            headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
            length = {k.lower(): v for k, v in headers.items()}.get("content-length")
            data = await (reader.readexactly(int(length)) if length else reader.read())
            return status, data
        finally:
            writer.close()


VERIFY_BODY = json.dumps({"answer": ANSWER, "sources": SOURCES}).encode("utf-8")


async def one_verify(client: RawClient, i: int) -> float | None:
    """Latency of one /v1/verify, or None when it failed."""
    started = time.perf_counter()
    try:
        status, data = await client.post_json("/v1/verify", VERIFY_BODY)
        ok = status == 200 and json.loads(data)["answer"] == ANSWER
    except (OSError, asyncio.IncompleteReadError, ValueError, KeyError, IndexError):
        ok = False
    return time.perf_counter() - started if ok else None


async def one_stream(client: httpx.AsyncClient, i: int) -> float | None:
    """Time to the ``done`` event of one /v1/verify/stream, or None when it failed."""
    started = time.perf_counter()
    names: list[str] = []
    try:
        body = {"answer": ANSWER, "sources": SOURCES}
        async with client.stream("POST", "/v1/verify/stream", json=body) as r:
            if r.status_code != 200:
                return None
            async for line in r.aiter_lines():
                if line.startswith("event: "):
                    names.append(line[len("event: ") :])
    except httpx.HTTPError:
        return None
    ok = bool(names) and names[-1] == "done" and "error" not in names and "claim" in names
    return time.perf_counter() - started if ok else None


async def run_phase(name: str, base: str, n: int, fn: Any, deadline: float) -> Phase:
    """Fire ``n`` requests at once; the phase stops at ``deadline`` seconds whatever happens."""
    limits = httpx.Limits(max_connections=n + 10, max_keepalive_connections=n + 10)
    timeout = httpx.Timeout(deadline)
    async with httpx.AsyncClient(base_url=base, limits=limits, timeout=timeout) as client:
        started = time.perf_counter()
        target = RawClient(base) if fn is one_verify else client
        tasks = [asyncio.create_task(fn(target, i)) for i in range(n)]
        done, pending = await asyncio.wait(tasks, timeout=deadline)
        for t in pending:
            t.cancel()
        wall = time.perf_counter() - started
    results = [t.result() for t in done if not t.cancelled() and t.exception() is None]
    latencies = tuple(r for r in results if r is not None)
    return Phase(name, latencies, n - len(latencies), wall)


def markdown(phases: list[Phase], args: argparse.Namespace) -> str:
    """The result table with the machine and the command that produced it."""
    evidence = "MiniLM + BM25" if args.embeddings else "BM25 only (--no-embeddings)"
    # The machine may be shared: its load says how much of the CPUs this run really had.
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    lines = [
        "### Service load (`scripts/load_test.py`)",
        "",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}; "
        f"one local server, the default (learned) judge, evidence search {evidence}, "
        f"{args.concurrency} verifiers; load average at the end {load}. "
        "Each request is the $10-billion example (4 claims, 1 JSON source).",
        "",
        f"Command: `python scripts/load_test.py{' --embeddings' if args.embeddings else ''}`",
        "",
        "| load | requests | errors | p50 (s) | p99 (s) | max (s) | wall (s) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for p in phases:
        worst = max(p.latencies) if p.latencies else math.nan
        lines.append(
            f"| {p.name} | {len(p.latencies) + p.errors} | {p.errors} | {p.percentile(50):.3f} | "
            f"{p.percentile(99):.3f} | {worst:.3f} | {p.wall:.2f} |"
        )
    return "\n".join(lines)


async def main_async(args: argparse.Namespace) -> int:
    """Start the server, run the phases, stop the server, print the table."""
    port = free_port()
    base = f"http://{HOST}:{port}"
    server = start_server(port, args.embeddings, args.concurrency)
    try:
        await wait_ready(base, server, args.startup_timeout)
        # One request first, so model warm-up is not counted as load.
        await run_phase("warm-up", base, 1, one_verify, args.deadline)
        phases = [
            await run_phase(
                f"{args.verify} concurrent POST /v1/verify",
                base,
                args.verify,
                one_verify,
                args.deadline,
            ),
            await run_phase(
                f"{args.streams} concurrent POST /v1/verify/stream",
                base,
                args.streams,
                one_stream,
                args.deadline,
            ),
        ]
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    print(markdown(phases, args))
    return 0 if all(p.errors == 0 for p in phases) else 1


def main() -> int:
    """Parse arguments and run the load test; exit 1 when any request failed."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--verify", type=int, default=200, help="concurrent /v1/verify requests")
    p.add_argument("--streams", type=int, default=50, help="concurrent /v1/verify/stream streams")
    p.add_argument(
        "--concurrency", type=int, default=2, help="verifiers in the server (--concurrency)"
    )
    p.add_argument(
        "--embeddings", action="store_true", help="use MiniLM evidence search (default: BM25 only)"
    )
    p.add_argument("--deadline", type=float, default=120.0, help="seconds a phase may take")
    p.add_argument("--startup-timeout", type=float, default=120.0, help="seconds to wait for start")
    args = p.parse_args()
    if not 1 <= args.verify <= 1000 or not 1 <= args.streams <= 1000:
        p.error("--verify and --streams must be in 1..1000")
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
