"""Batch verification: resumable output, malformed lines, workers, rejected rows."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from groundwise.batch import VerifierFactory, run_batch, worker_env
from groundwise.cli import build_parser, main
from groundwise.cli.batch import verifier_options
from groundwise.errors import InputError, PluginError


def fake_verify(answer: str, sources: list[str], question: str | None = None) -> dict[str, Any]:
    """A stand-in for Verifier.verify(...).to_dict(): supported unless the answer says 'not'."""
    if answer == "boom":
        raise InputError("the answer 'boom' is rejected by the fake verifier")
    at = answer.find("not")
    return {
        "answer": answer,
        "question": question,
        "supported": at < 0,
        "support": 0.2 if at >= 0 else 0.9,
        "claims": [{"id": "c1", "evidence": []}] * max(1, len(sources)),
        "unsupported_spans": [] if at < 0 else [{"start": at, "end": at + 3, "text": "not"}],
    }


def fake_factory() -> Any:
    """Picklable factory, as worker processes need."""
    return fake_verify


def broken_factory() -> Any:
    """A verifier that cannot load, like an unknown judge or a missing model."""
    raise PluginError("no judge named 'nope'; pick one of: lexical")


def write_rows(path: Path, rows: list[dict[str, Any]], mode: str = "w") -> None:
    with path.open(mode, encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")


def rows(ids: list[str]) -> list[dict[str, Any]]:
    return [{"id": i, "sources": [f"source of {i}"], "answer": f"answer {i}"} for i in ids]


def output_ids(path: Path) -> list[str]:
    return [json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines()]


def test_output_line_is_report_plus_id(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, [{"id": "a", "sources": ["x"], "answer": "it is not", "label": 0}])
    summary = run_batch(src, out, make_verify=fake_factory, progress=False)
    (line,) = out.read_text(encoding="utf-8").splitlines()
    assert json.loads(line) == {"id": "a", **fake_verify("it is not", ["x"])}
    assert (summary.done, summary.failed, summary.claims, summary.ok) == (1, 0, 1, True)


def test_question_reaches_the_verifier(tmp_path: Path) -> None:
    """A row's ``question`` (else ``meta.question``, as RAGTruth QA carries it) is passed on."""
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    base = {"sources": ["x"], "answer": "yes"}
    write_rows(
        src,
        [
            {"id": "top", **base, "question": "Is it x?"},
            {"id": "meta", **base, "meta": {"question": "Why x?"}},
            {"id": "none", **base, "meta": {"question": None}},
            {"id": "blank", **base, "question": "   "},
            {"id": "bad", **base, "question": 7},
        ],
    )
    summary = run_batch(src, out, make_verify=fake_factory, progress=False)
    got = {r["id"]: r["question"] for r in map(json.loads, out.read_text().splitlines())}
    assert got == {"top": "Is it x?", "meta": "Why x?", "none": None, "blank": None}
    assert [(m.line, m.reason) for m in summary.malformed] == [(5, '"question" must be a string')]


def test_rerun_processes_only_new_rows(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a", "b", "c"]))
    first = run_batch(src, out, make_verify=fake_factory, progress=False)
    write_rows(src, rows(["d", "e"]), mode="a")
    second = run_batch(src, out, make_verify=fake_factory, progress=False)
    assert (first.done, first.skipped_existing) == (3, 0)
    assert (second.done, second.skipped_existing) == (2, 3)
    assert output_ids(out) == ["a", "b", "c", "d", "e"]


def test_partial_last_line_is_repaired(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a", "b", "c"]))
    run_batch(src, out, make_verify=fake_factory, progress=False)
    # A run killed mid-write: two whole lines and half of the third.
    lines = out.read_text(encoding="utf-8").splitlines(keepends=True)
    out.write_text(lines[0] + lines[1] + lines[2][:15], encoding="utf-8")
    summary = run_batch(src, out, make_verify=fake_factory, progress=False)
    assert (summary.done, summary.skipped_existing) == (1, 2)
    assert output_ids(out) == ["a", "b", "c"]


def test_corrupt_output_line_is_an_error(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a"]))
    out.write_text('{"id": "z"}\nnot json\n{"id": "y"}\n', encoding="utf-8")
    with pytest.raises(InputError, match="line 2"):
        run_batch(src, out, make_verify=fake_factory, progress=False)


def test_malformed_lines_are_reported_and_skipped(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    good = [json.dumps(r) for r in rows(["a", "b"])]
    src.write_text(
        "\n".join(
            [
                good[0],
                "{not json",  # 2: not JSON
                "",  # 3: blank lines are allowed
                json.dumps({"id": "c", "sources": ["s"]}),  # 4: no answer
                good[0],  # 5: repeated id
                json.dumps({"id": "d", "sources": "s", "answer": "x"}),  # 6: sources not a list
                good[1],
                "[1, 2]",  # 8: not an object
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    summary = run_batch(src, out, make_verify=fake_factory, progress=False)
    assert [m.line for m in summary.malformed] == [2, 4, 5, 6, 8]
    assert "repeats line 1" in summary.malformed[2].reason
    assert summary.done == 2
    assert not summary.ok
    assert output_ids(out) == ["a", "b"]


def test_rejected_row_is_written_as_error(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, [*rows(["a"]), {"id": 7, "sources": [], "answer": "boom"}])
    summary = run_batch(src, out, make_verify=fake_factory, progress=False)
    error_line = json.loads(out.read_text(encoding="utf-8").splitlines()[1])
    assert error_line == {"id": 7, "error": "the answer 'boom' is rejected by the fake verifier"}
    assert (summary.done, summary.failed) == (2, 1)
    # Rejections are decided by the input, so a rerun does not retry them.
    assert run_batch(src, out, make_verify=fake_factory, progress=False).done == 0


def test_two_workers_write_the_same_lines_as_one(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    write_rows(
        src, [*rows([f"r{i}" for i in range(12)]), {"id": "x", "sources": [], "answer": "boom"}]
    )
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    run_batch(src, one, make_verify=fake_factory, progress=False, workers=1)
    summary = run_batch(src, two, make_verify=fake_factory, progress=False, workers=2)
    assert two.read_bytes() == one.read_bytes()
    assert (summary.done, summary.failed, summary.workers) == (13, 1, 2)


def test_limit_counts_rows_already_done(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a", "b", "c", "d"]))
    assert run_batch(src, out, make_verify=fake_factory, progress=False, limit=2).done == 2
    summary = run_batch(src, out, make_verify=fake_factory, progress=False, limit=3)
    assert (summary.done, summary.skipped_existing) == (1, 2)
    assert output_ids(out) == ["a", "b", "c"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        # no worker at all
        ({"workers": 0}, "workers"),
        # a fake and verifier options together are ambiguous
        ({"make_verify": fake_factory, "verifier_options": {"judge": "x"}}, "not both"),
    ],
)
def test_bad_arguments(tmp_path: Path, kwargs: dict[str, Any], message: str) -> None:
    src = tmp_path / "in.jsonl"
    write_rows(src, rows(["a"]))
    with pytest.raises(InputError, match=message):
        run_batch(src, tmp_path / "out.jsonl", progress=False, **kwargs)


def test_output_may_not_be_the_input(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    write_rows(src, rows(["a"]))
    with pytest.raises(InputError, match="is the input"):
        run_batch(src, src, make_verify=fake_factory, progress=False)


def test_default_factory_carries_verifier_options() -> None:
    factory = VerifierFactory((("embedder", "none"), ("judge", "lexical")))
    assert dict(factory.options) == {"embedder": "none", "judge": "lexical"}


def test_cli_parses_batch_options() -> None:
    args = build_parser().parse_args(
        ["batch", "in.jsonl", "-o", "out.jsonl", "--workers", "2", "--no-embeddings"]
    )
    assert (args.input, args.output, args.workers) == (Path("in.jsonl"), Path("out.jsonl"), 2)
    assert verifier_options(args) == {"embedder": "none"}


@pytest.mark.parametrize(
    "workers",
    [
        # loaded in this process
        1,
        # loaded in each worker: the error must reach the parent, not respawn workers forever
        2,
    ],
)
def test_verifier_that_cannot_load_stops_the_run(tmp_path: Path, workers: int) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a", "b", "c"]))
    with pytest.raises(PluginError, match="no judge named"):
        run_batch(src, out, make_verify=broken_factory, progress=False, workers=workers)
    assert not out.exists() or out.read_text(encoding="utf-8") == ""


def test_nothing_to_do_loads_no_verifier(tmp_path: Path) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write_rows(src, rows(["a", "b"]))
    run_batch(src, out, make_verify=fake_factory, progress=False)
    # Every row is already done, so the broken verifier is never built.
    summary = run_batch(src, out, make_verify=broken_factory, progress=False, workers=2)
    assert (summary.done, summary.skipped_existing) == (0, 2)


def test_cli_batch_end_to_end(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    row = {"id": "deal", "sources": ["value: 500000"], "answer": "The deal is worth $500K."}
    src.write_text(json.dumps(row) + "\n{broken\n", encoding="utf-8")
    code = main(["batch", str(src), "-o", str(out), "--no-embeddings", "--no-progress"])
    (line,) = out.read_text(encoding="utf-8").splitlines()
    report = json.loads(line)
    assert report["id"] == "deal"
    assert report["answer"] == row["answer"]
    assert {"supported", "support", "claims", "unsupported_spans"} <= report.keys()
    # The broken line is skipped, named by its number, and makes the exit code 2.
    assert code == 2
    assert f"{src}:2: skipped: not JSON" in capsys.readouterr().err


def test_worker_env_sets_what_the_user_left_unset_and_restores_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("GROUNDWISE_EMBED_THREADS", raising=False)
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "3")  # the user's own setting wins
    with worker_env({"GROUNDWISE_EMBED_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}):
        assert os.environ["GROUNDWISE_EMBED_THREADS"] == "1"
        assert os.environ["OPENBLAS_NUM_THREADS"] == "3"
    assert "GROUNDWISE_EMBED_THREADS" not in os.environ
    assert os.environ["OPENBLAS_NUM_THREADS"] == "3"
