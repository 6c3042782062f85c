"""Kill -9 in the middle of an ingest: the collection opens, and the rerun completes it exactly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from groundwise.collection import Collection

FILES = 30
#: The ingest is killed once this many files are done (of FILES).
KILL_AFTER = 8


def _make_docs(folder: Path) -> Path:
    folder.mkdir()
    for i in range(FILES):
        paragraphs = [
            f"Document {i} paragraph {j}. Policy clause {i * 100 + j} says employees must file "
            f"form {j} within {i + j} days, and managers approve it in writing."
            for j in range(20)
        ]
        (folder / f"doc_{i:03d}.txt").write_text("\n\n".join(paragraphs), encoding="utf-8")
    return folder


def _ids(coll: Collection) -> list[str]:
    return [c.id for c in coll.store.get()]


def test_kill_mid_ingest_then_rerun_matches_a_clean_ingest(tmp_path: Path) -> None:
    docs = _make_docs(tmp_path / "docs")
    killed_dir = tmp_path / "killed"
    code = "import sys; from groundwise.cli import main; sys.exit(main(sys.argv[1:]))"
    args = [str(docs), "--collection", "kill-test", "--embedder", "fake", "--progress"]
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "ingest", *args, "--data-dir", str(killed_dir)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stderr is not None
    done = 0
    for line in proc.stderr:
        if line.startswith("["):
            done = int(line[1:].split("/", 1)[0])
            if done >= KILL_AFTER:
                proc.send_signal(signal.SIGKILL)
                break
    proc.wait()
    proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    assert KILL_AFTER <= done < FILES

    # The killed collection opens and holds part of the work.
    with Collection("kill-test", data_dir=killed_dir, embedder="fake") as coll:
        assert coll.count() > 0
        summary = coll.ingest([docs])
        assert summary.skipped == ()
        assert len(summary.added) + len(summary.updated) + len(summary.unchanged) == FILES
        assert len(summary.unchanged) >= KILL_AFTER - 1  # at most the file being written redoes
        rerun_ids = _ids(coll)

    with Collection("kill-test", data_dir=tmp_path / "clean", embedder="fake") as clean:
        clean.ingest([docs])
        clean_ids = _ids(clean)

    assert len(rerun_ids) == len(set(rerun_ids))  # no duplicates
    assert sorted(rerun_ids) == sorted(clean_ids)  # nothing lost, nothing extra
