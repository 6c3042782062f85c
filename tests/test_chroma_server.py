"""Server mode: ingest and search through --chroma-url against a real `chroma run` on loopback."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from groundwise.cli import main
from groundwise.collection import Collection

DATA = Path(__file__).parent / "data" / "collection"
#: Seconds to wait for the server's heartbeat (it starts in about a second here).
STARTUP_TIMEOUT = 60


def _chroma_cli() -> str | None:
    beside = Path(sys.executable).parent / "chroma"
    return str(beside) if beside.exists() else shutil.which("chroma")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `chroma run` server on 127.0.0.1 with a fresh data path, stopped after the tests."""
    cli = _chroma_cli()
    if cli is None:
        pytest.skip("the `chroma` CLI is not installed (pip install 'groundwise[store]')")
    port = _free_port()
    path = tmp_path_factory.mktemp("chroma-server")
    log = (path / "server.log").open("wb")
    proc = subprocess.Popen(
        [cli, "run", "--path", str(path / "db"), "--host", "127.0.0.1", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/v2/heartbeat", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                log.flush()
                output = (path / "server.log").read_text(errors="replace")[-2000:]
                pytest.fail(f"chroma run did not start (exit {proc.poll()}):\n{output}")
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_cli_ingest_and_search_through_a_server(
    chroma_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    docs = Path(shutil.copytree(DATA, tmp_path / "docs"))
    common = ["--collection", "team-docs", "--chroma-url", chroma_url, "--embedder", "fake"]
    assert main(["ingest", str(docs), *common, "--json", "--no-progress"]) == 0
    assert len(json.loads(capsys.readouterr().out)["added"]) == 5
    # Re-ingesting through the server is just as idempotent.
    assert main(["ingest", str(docs), *common, "--json", "--no-progress"]) == 0
    assert len(json.loads(capsys.readouterr().out)["unchanged"]) == 5
    assert main(["search", "Lost equipment must be reported", *common, "--json"]) == 0
    top = json.loads(capsys.readouterr().out)["results"][0]
    assert (top["document"], top["page"]) == ("remote_work_policy.pdf", 2)


def test_library_gaps_through_a_server(chroma_url: str, tmp_path: Path) -> None:
    docs = Path(shutil.copytree(DATA, tmp_path / "docs"))
    with Collection("team-gaps", chroma_url=chroma_url, embedder="fake") as coll:
        coll.ingest([docs])
        analysis = coll.gaps("payroll records retention for employers", min_similarity=0.3)
        assert "regulatory" in analysis.to_dict()["covered"]
        # The server holds every chunk once.
        ids = [c.id for c in coll.store.get()]
        assert len(ids) == len(set(ids)) == coll.count()
