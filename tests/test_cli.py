"""``groundwise verify``: options, exit codes, bad input, formats, and end-to-end runs."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest

from groundwise.cli import main
from groundwise.config import Config
from groundwise.results import (
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    MatchType,
    Report,
    Status,
)
from groundwise.sources import Source

#: Every top-level key of ``Report.to_dict``; the JSON format must emit all of them.
REPORT_KEYS = {
    "answer",
    "question",
    "grounded_answer",
    "supported",
    "support",
    "threshold",
    "score",
    "groundedness",
    "grade",
    "judge",
    "claims",
    "flags",
    "warnings",
    "citations",
    "unsupported_spans",
    "sources",
    "summary",
    "usage",
}


class FakeVerifier:
    """Stands in for groundwise.Verifier: records what the CLI passed and returns a fixed report."""

    calls: ClassVar[list[tuple[Config, str, list[Source]]]] = []
    questions: ClassVar[list[str | None]] = []
    supported = True
    score = 1.0

    def __init__(self, config: Config) -> None:
        self.config = config

    def verify(self, answer: str, sources: list[Source], question: str | None = None) -> Report:
        FakeVerifier.calls.append((self.config, answer, sources))
        FakeVerifier.questions.append(question)
        claim = Claim("c1", answer, 0, len(answer), ClaimType.FACT, ClaimCategory.FACTUAL, True)
        status = Status.VERIFIED if self.supported else Status.UNVERIFIED
        return Report(
            answer=answer,
            grounded_answer=answer,
            supported=self.supported,
            support=0.9 if self.supported else 0.1,
            score=self.score,
            groundedness=90.0,
            grade="A",
            claims=(ClaimResult(claim, status, 0.9, MatchType.EXACT),),
            flags=(),
            warnings=(),
            citations=(),
            unsupported_spans=(),
            threshold=self.config.threshold,
            judge=self.config.judge,
        )


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> type[FakeVerifier]:
    """Replace the real verifier so CLI handling is tested without the pipeline."""
    monkeypatch.setattr("groundwise.verifier.Verifier", FakeVerifier)
    monkeypatch.setattr(FakeVerifier, "calls", [])
    monkeypatch.setattr(FakeVerifier, "questions", [])
    monkeypatch.setattr(FakeVerifier, "supported", True)
    monkeypatch.setattr(FakeVerifier, "score", 1.0)
    return FakeVerifier


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    """A small Markdown source."""
    path = tmp_path / "notes.md"
    path.write_text("Client mentioned concerns about budget and timeline.\n", encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["verify", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- option handling (fake verifier) -------------------------------------------------------


def test_options_reach_the_verifier_config(
    fake: type[FakeVerifier], notes: Path, deal_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = _run(
        capsys,
        "--answer",
        "Budget concerns were raised.",
        "--source",
        str(notes),
        "--source",
        str(deal_dir / "opportunity.json"),
        "--as-of",
        "2024-11-21",
        "--threshold",
        "0.7",
        "--no-embeddings",
    )
    assert code == 0
    config, answer, sources = fake.calls[0]
    assert config.as_of is not None and config.as_of.isoformat() == "2024-11-21"
    assert config.threshold == 0.7
    assert config.embedder == "none"
    assert config.judge == "learned"
    assert answer == "Budget concerns were raised."
    assert [s.id for s in sources] == ["notes.md", "opportunity.json"]
    assert sources[1].fields


def test_embeddings_and_model_dir_by_default(
    fake: type[FakeVerifier], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = _run(capsys, "--answer", "Some claim.", "--model-dir", str(tmp_path))
    assert code == 0
    config = fake.calls[0][0]
    assert config.embedder == "minilm"
    assert config.model_dir == tmp_path


def test_answer_from_file_and_stdin(
    fake: type[FakeVerifier],
    deal_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _run(capsys, "--answer", str(deal_dir / "answer_wrong.txt"))
    assert fake.calls[-1][1].startswith("The deal value is $10 billion")
    monkeypatch.setattr(sys, "stdin", io.StringIO("From stdin."))
    _run(capsys, "--answer", "-")
    assert fake.calls[-1][1] == "From stdin."


@pytest.mark.parametrize(
    ("supported", "score", "fail_under", "expected"),
    [
        (True, 1.0, None, 0),  # supported, no score gate
        (False, 1.0, None, 1),  # not supported
        (True, 0.8, "0.9", 1),  # supported but the score is under --fail-under
        (True, 0.8, "0.8", 0),  # score exactly at --fail-under passes
        (False, 1.0, "0.5", 1),  # a good score does not rescue an unsupported answer
    ],
)
def test_exit_codes(
    fake: type[FakeVerifier],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    supported: bool,
    score: float,
    fail_under: str | None,
    expected: int,
) -> None:
    monkeypatch.setattr(FakeVerifier, "supported", supported)
    monkeypatch.setattr(FakeVerifier, "score", score)
    extra = ["--fail-under", fail_under] if fail_under is not None else []
    code, _, _ = _run(capsys, "--answer", "A claim.", *extra)
    assert code == expected


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--fail-under", "80"], "--fail-under must be a score in [0, 1], got 80"),  # percent
        (["--fail-under", "nan"], "--fail-under must be a score in [0, 1]"),  # not a number
        (["--threshold", "1.5"], "threshold must be in [0, 1]"),  # out of range
        (["--as-of", "21/11/2024"], "use YYYY-MM-DD"),  # wrong date format
        (["--no-embeddings", "--model-dir", "m"], "--model-dir has no effect"),  # contradictory
        (["--encoding", "klingon"], "unknown encoding 'klingon'"),  # unknown codec
    ],
)
def test_bad_options_exit_2_with_one_line(
    fake: type[FakeVerifier], capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = _run(capsys, "--answer", "A claim.", *argv)
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1
    assert fake.calls == []


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["verify", "--source", "x.md"])  # --answer is required
    assert exc.value.code == 2
    assert "--answer" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["verify", "--answer", "A claim.", "--format", "html"])
    assert exc.value.code == 2


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("x.pdf", b"%PDF-1.7\x00\x00binary", "source 'x.pdf' is not UTF-8 text"),  # binary
        ("bad.json", b'{"value": 500000,,}', "line 1, column 18"),  # malformed JSON
        ("latin.txt", b"caf\xe9", "pass --encoding or convert it"),  # undecodable
    ],
)
def test_unreadable_source_exits_2(
    fake: type[FakeVerifier],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    name: str,
    data: bytes,
    message: str,
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    code, out, err = _run(capsys, "--answer", "A claim.", "--source", str(path))
    assert code == 2
    assert message in err
    assert name in err
    assert err.count("\n") == 1
    assert "Traceback" not in err + out


def test_missing_source_exits_2(
    fake: type[FakeVerifier], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, "--answer", "A claim.", "--source", str(tmp_path / "gone.md"))
    assert code == 2
    assert "gone.md" in err
    assert "does not exist" in err


@pytest.mark.parametrize(
    "answer",
    [
        "",  # empty literal
        "  \n ",  # whitespace only
    ],
)
def test_empty_answer_exits_2(
    fake: type[FakeVerifier], notes: Path, capsys: pytest.CaptureFixture[str], answer: str
) -> None:
    code, out, err = _run(capsys, "--answer", answer, "--source", str(notes))
    assert code == 2
    assert err.startswith("groundwise: error: the answer is empty")
    assert err.count("\n") == 1
    assert "Traceback" not in out + err


@pytest.mark.parametrize(
    ("fmt", "needle"),
    [
        ("text", "SUPPORTED  support 0.90"),  # terminal report header
        ("markdown", "| ID | Status | Type | Support | Match | Claim |"),  # Markdown claim table
    ],
)
def test_formats(
    fake: type[FakeVerifier], capsys: pytest.CaptureFixture[str], fmt: str, needle: str
) -> None:
    code, out, _ = _run(capsys, "--answer", "A claim.", "--format", fmt)
    assert code == 0
    assert needle in out


def test_question_reaches_the_verifier(
    fake: type[FakeVerifier], capsys: pytest.CaptureFixture[str]
) -> None:
    _run(capsys, "--answer", "A claim.")
    _run(capsys, "--answer", "A claim.", "--question", "Which claim?")
    assert fake.questions == [None, "Which claim?"]


def test_json_format_has_every_report_key(
    fake: type[FakeVerifier], capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = _run(capsys, "--answer", "A claim.", "--format", "json")
    assert set(json.loads(out)) == REPORT_KEYS


@pytest.mark.parametrize(
    ("argv", "colored"),
    [
        ([], False),  # auto: captured stdout is not a terminal
        (["--color", "always"], True),  # forced on
        (["--color", "never"], False),  # forced off
        (["--color", "always", "--format", "markdown"], False),  # only the text format
    ],
)
def test_color_choice(
    fake: type[FakeVerifier],
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    colored: bool,
) -> None:
    _, out, _ = _run(capsys, "--answer", "A claim.", *argv)
    assert ("\x1b[" in out) is colored


def test_no_color_env_wins_over_a_terminal(
    fake: type[FakeVerifier], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    _, out, _ = _run(capsys, "--answer", "A claim.")
    assert "\x1b[" in out
    monkeypatch.setenv("NO_COLOR", "1")
    _, out, _ = _run(capsys, "--answer", "A claim.")
    assert "\x1b[" not in out


def test_console_script_reports_bad_input_without_traceback(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "groundwise"
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    proc = subprocess.run(
        [str(script), "verify", "--answer", str(empty)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("groundwise: error: the answer is empty;")
    assert proc.stderr.count("\n") == 1


# --- end to end (the real pipeline) ----------------------------------------------------------


def _verify_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any]]:
    code, out, err = _run(capsys, *argv, "--format", "json")
    assert "Traceback" not in err
    return code, json.loads(out)


def test_demo_example_is_supported_with_citations(
    deal_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(
        capsys,
        "--answer",
        str(deal_dir / "answer.txt"),
        "--source",
        str(deal_dir / "opportunity.json"),
        "--source",
        str(deal_dir / "activity_log.json"),
        "--source",
        str(deal_dir / "meeting_notes.md"),
        "--as-of",
        "2024-11-21",
    )
    assert code == 0, out + err
    assert out.startswith("SUPPORTED")
    assert "opportunity.json" in out
    assert "(opportunity.value" in out or ", opportunity.value" in out
    assert "meeting_notes.md" in out


def test_wrong_example_exits_1_with_numeric_mismatch(
    deal_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report = _verify_json(
        capsys,
        "--answer",
        str(deal_dir / "answer_wrong.txt"),
        "--source",
        str(deal_dir / "opportunity_acme.json"),
        "--no-embeddings",
    )
    assert code == 1
    assert "NUMERIC_MISMATCH" in {f["type"] for f in report["flags"]}
    assert "FABRICATION" in {f["type"] for f in report["flags"]}


def test_no_sources_gives_unsourced_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _verify_json(
        capsys, "--answer", "The deal closed on 2024-12-15 for $500K.", "--no-embeddings"
    )
    assert code == 1
    assert set(report) == REPORT_KEYS
    assert "UNSOURCED_ANSWER" in {w["code"] for w in report["warnings"]}
    verifiable = [c for c in report["claims"] if c["verifiable"]]
    assert verifiable
    assert {c["status"] for c in verifiable} == {"unverified"}
    assert report["citations"] == []


def test_citation_to_missing_source_is_invalid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = tmp_path / "a.txt"
    a.write_text("The contract was signed on 2024-03-01.", encoding="utf-8")
    b = tmp_path / "b.txt"
    b.write_text("The customer has 120 seats.", encoding="utf-8")
    _, report = _verify_json(
        capsys,
        "--answer",
        "The contract was signed on 2024-03-01 [Source 9].",
        "--source",
        str(a),
        "--source",
        str(b),
        "--no-embeddings",
    )
    assert "INVALID_CITATION" in {w["code"] for w in report["warnings"]}


def test_five_megabyte_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    filler = "Routine status update with no news about the account this week.\n"
    body = filler * (5_000_000 // len(filler) + 1) + "The renewal was signed for 120 seats.\n"
    big = tmp_path / "big.txt"
    big.write_text(body, encoding="utf-8")
    code, report = _verify_json(
        capsys,
        "--answer",
        "The renewal was signed for 120 seats.",
        "--source",
        str(big),
        "--no-embeddings",
    )
    assert report["sources"][0]["chars"] == len(body)
    assert [c["status"] for c in report["claims"]] == ["verified"]
    assert code == 0
