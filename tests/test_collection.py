"""Collections end to end: search with provenance and score factors, gaps, verify, the CLI."""

from __future__ import annotations

import datetime as dt
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from groundwise.cli import main
from groundwise.collection import (
    Collection,
    DocumentCitation,
    bibliography,
    format_citation,
    source_title,
    verify,
)
from groundwise.errors import InputError
from groundwise.retrieval_rules import FACTORS
from groundwise.store import StoreError

DATA = Path(__file__).parent / "data" / "collection"
AS_OF = dt.date(2025, 1, 1)


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A private copy of the test documents."""
    return Path(shutil.copytree(DATA, tmp_path / "docs"))


@pytest.fixture
def coll(tmp_path: Path, docs: Path) -> Iterator[Collection]:
    """The test documents ingested with the fake embedder."""
    c = Collection("docs", data_dir=tmp_path / "data", embedder="fake")
    c.ingest([docs])
    yield c
    c.close()


def test_search_ranks_with_provenance_and_factors(coll: Collection) -> None:
    found = coll.search("How long must payroll records be kept by law?", as_of=AS_OF)
    assert found.route.query_type == "regulatory_required"
    top = found.results[0]
    assert top.document == "data_retention_regulation.txt"
    assert top.section == "Section 2 Retention periods"
    assert top.page is None
    assert list(top.factors) == list(FACTORS)
    assert top.factors["authority"] == 1.0  # government source for a regulatory question
    d = top.to_dict()
    source = (DATA / "data_retention_regulation.txt").read_text(encoding="utf-8")
    assert source[d["start"] : d["end"]] == d["text"]
    for key in ("path", "truth_type", "source_authority", "effective_date", "jurisdiction"):
        assert key in d
    assert [r.score for r in found.results] == sorted(
        (r.score for r in found.results), reverse=True
    )


def test_search_of_a_pdf_names_its_page(coll: Collection) -> None:
    found = coll.search("Lost equipment must be reported within 24 hours", max_results=1)
    (top,) = found.results
    assert (top.document, top.page, top.section) == ("remote_work_policy.pdf", 2, "2 Equipment")
    assert top.citation("brief") == "remote_work_policy.pdf, p. 2"


def test_min_score_max_results_and_truth_filter(coll: Collection) -> None:
    everything = coll.search("records", min_score=0.0, min_similarity=0.0, max_results=50)
    assert len(everything.results) == coll.count()
    assert (
        len(coll.search("records", min_score=0.0, min_similarity=0.0, max_results=2).results) == 2
    )
    assert coll.search("records", min_score=1.0).results == ()
    only = coll.search("records", min_similarity=0.0, min_score=0.0, truth_types=["intent"])
    assert {r.metadata["truth_type"] for r in only.results} == {"intent"}
    with pytest.raises(InputError, match="unknown truth type"):
        coll.search("records", truth_types=["gossip"])
    with pytest.raises(InputError, match="query is empty"):
        coll.search("  ")


def test_gaps_report_coverage_and_severity(coll: Collection) -> None:
    analysis = coll.gaps("payroll records retention for employers", min_similarity=0.3)
    by_truth = {t.truth_type: t for t in analysis.truths}
    assert set(by_truth) == {"intent", "reference", "regulatory", "compliance"}
    assert by_truth["regulatory"].covered
    assert by_truth["regulatory"].best is not None
    assert by_truth["regulatory"].best.document == "data_retention_regulation.txt"
    missing = [t.truth_type for t in analysis.gaps]
    assert analysis.coverage_score == pytest.approx(1 - len(missing) / 4)
    assert {t.severity for t in analysis.truths} >= {"high", "low"}
    assert by_truth["compliance"].severity == "high"
    assert by_truth["intent"].severity == "medium"
    assert by_truth["reference"].severity == "low"
    d = analysis.to_dict()
    assert d["missing"] == missing
    assert all(t["status"] in ("covered", "missing") for t in d["truth_types"])


def test_gaps_with_an_impossible_threshold_miss_everything(coll: Collection) -> None:
    analysis = coll.gaps("anything", min_similarity=1.0)
    assert analysis.coverage_score == 0.0
    # Most severe first.
    assert [t.severity for t in analysis.gaps] == ["high", "high", "medium", "low"]


def test_collection_remembers_its_embedder(tmp_path: Path, coll: Collection) -> None:
    other = Collection("docs", data_dir=tmp_path / "data", embedder="minilm")
    with pytest.raises(StoreError, match="built with the 'fake' embedder"):
        other.search("x")
    # Naming no embedder uses the collection's own.
    with Collection("docs", data_dir=tmp_path / "data") as same:
        assert same.search("Lost equipment", max_results=1).results
        assert same.embedder.name == "fake"


def test_collection_remembers_its_rules(tmp_path: Path, docs: Path) -> None:
    with Collection("hr-docs", data_dir=tmp_path / "d", embedder="fake", rules="hr_payroll") as c:
        c.ingest([docs / "sow_payroll.json"])
    with Collection("hr-docs", data_dir=tmp_path / "d", embedder="fake") as again:
        assert again.rules.name == "hr_payroll"


META = {
    "document": "handbook.pdf",
    "path": "/docs/handbook.pdf",
    "title": "Employee Handbook",
    "page": 3,
    "section": "Leave",
    "truth_type": "compliance",
    "source_authority": "internal",
    "effective_date": "2024-03-01",
}


@pytest.mark.parametrize(
    ("style", "expected"),
    [
        ("brief", "handbook.pdf, p. 3"),  # the reference's brief style
        (
            "full",
            'handbook.pdf, p. 3, § Leave — "20 days" (compliance, internal, 2024-03-01)',
        ),  # adds section, excerpt and classification
        (
            "academic",
            "Internal (2024-03-01). Employee Handbook [handbook.pdf], p. 3, § Leave.",
        ),  # author (or authority), date, title
    ],
)
def test_citation_styles(style: str, expected: str) -> None:
    assert format_citation(META, style, excerpt="20 days") == expected


def test_bibliography_groups_pages_by_document() -> None:
    cites = [
        DocumentCitation(1, "a", "", "x", 0, 1, META),
        DocumentCitation(2, "b", "", "y", 0, 1, {**META, "page": 5}),
    ]
    assert bibliography(cites, "brief") == ["[1], [2] handbook.pdf, pp. 3, 5"]
    (academic,) = bibliography(cites, "academic")
    assert academic.startswith("[1], [2] Internal (2024-03-01). Employee Handbook")
    assert source_title(META) == "handbook.pdf p.3 §Leave"
    with pytest.raises(InputError, match="citation style 'mla'"):
        format_citation(META, "mla")


def test_verify_against_a_collection_cites_documents(coll: Collection) -> None:
    answer = (
        "Employees may work remotely two days per week. "
        "Payroll records are kept for at least 3 years."
    )
    result = coll.verify(answer, citation_style="brief", embedder="fake")
    assert result.report.supported
    docs = {c.metadata["document"] for c in result.citations}
    assert docs == {"remote_work_policy.pdf", "data_retention_regulation.txt"}
    pdf = next(c for c in result.citations if c.metadata["document"] == "remote_work_policy.pdf")
    assert pdf.text.endswith("remote_work_policy.pdf, p. 1")
    # Document offsets index the page text.
    page_text = (
        "1 Remote Work\nEmployees may work remotely two days per week.\n"
        "Managers must approve remote work in writing."
    )
    assert page_text[pdf.start : pdf.end] == pdf.excerpt
    assert len(result.bibliography) == 2
    d = result.to_dict()
    assert d["collection"] == "docs"
    assert d["document_citations"][0]["number"] == 1
    assert "[1]" in d["grounded_answer"]
    asked = coll.verify(
        answer, embedder="fake", question="How many days may employees work remotely?"
    )
    assert asked.report.question == "How many days may employees work remotely?"


def test_verify_finds_nothing_for_what_the_collection_does_not_hold(
    tmp_path: Path, coll: Collection
) -> None:
    coll.close()
    result = verify(
        "The quarterly marketing budget doubled to 4 million dollars.",
        collection="docs",
        data_dir=tmp_path / "data",
        embedder="fake",
        citation_style="academic",
    )
    assert not result.report.supported
    assert result.citations == ()
    assert result.report.sources == ()


# -- the CLI -------------------------------------------------------------------------------


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_ingest_search_gaps_json(
    tmp_path: Path, docs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    common = ["--collection", "cli", "--data-dir", str(tmp_path / "d"), "--embedder", "fake"]
    code, out, _ = _run(capsys, "ingest", str(docs), *common, "--json", "--no-progress")
    assert code == 0
    summary = json.loads(out)
    assert list(summary) == ["added", "updated", "unchanged", "skipped"]
    assert len(summary["added"]) == 5

    code, out, _ = _run(capsys, "search", "payroll records required by law", *common, "--json")
    assert code == 0
    results = json.loads(out)["results"]
    assert results[0]["document"] == "data_retention_regulation.txt"
    assert set(results[0]["factors"]) == set(FACTORS)

    code, out, _ = _run(capsys, "gaps", "payroll records", *common, "--json")
    assert code == 0
    assert {t["truth_type"] for t in json.loads(out)["truth_types"]} == {
        "intent",
        "reference",
        "regulatory",
        "compliance",
    }

    code, out, _ = _run(capsys, "collections", "--data-dir", str(tmp_path / "d"), "--json")
    assert json.loads(out)["collections"][0]["name"] == "cli"


def test_cli_text_output_and_progress(
    tmp_path: Path, docs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    common = ["--collection", "cli", "--data-dir", str(tmp_path / "d"), "--embedder", "fake"]
    (docs / "x.docx").write_bytes(b"PK")
    code, out, err = _run(capsys, "ingest", str(docs), *common, "--progress")
    assert code == 0
    assert "added 5, updated 0, unchanged 0, skipped 1" in out
    assert "unsupported file type" in out
    assert "[6/6]" in err
    code, out, _ = _run(capsys, "search", "Lost equipment reported", *common)
    assert "remote_work_policy.pdf, p. 2" in out
    assert "similarity" in out and "authority" in out
    code, out, _ = _run(capsys, "gaps", "payroll", *common, "--min-similarity", "1")
    assert "MISSING (high)" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["search", "x", "--collection", "nope"], "no collection 'nope'"),  # missing collection
        (["search", "x", "--collection", "c", "--min-score", "2"], "--min-score must be in"),
        (["ingest", "x", "--collection", "c", "--meta", "oops"], "not key=value"),  # bad --meta
        (["search", "x", "--collection", "bad name"], "is not allowed"),  # bad collection name
    ],
)
def test_cli_errors_exit_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, _, err = _run(capsys, *argv, "--data-dir", str(tmp_path), "--embedder", "fake")
    assert code == 2
    assert message in err


@pytest.mark.parametrize(
    ("style", "fmt", "expected"),
    [
        ("brief", "text", "[1] remote_work_policy.pdf, p. 1"),  # brief citation in the text report
        ("full", "markdown", "§ 1 Remote Work"),  # full style names the section
        (
            "academic",
            "json",
            "Remote Work Policy Manual [remote_work_policy.pdf], p. 1",
        ),  # academic
    ],
)
def test_cli_verify_against_a_collection(
    tmp_path: Path,
    coll: Collection,
    capsys: pytest.CaptureFixture[str],
    style: str,
    fmt: str,
    expected: str,
) -> None:
    coll.close()
    argv = ["verify", "--answer", "Employees may work remotely two days per week."]
    argv += ["--collection", "docs", "--data-dir", str(tmp_path / "data"), "--no-embeddings"]
    code, out, _ = _run(capsys, *argv, "--citation-style", style, "--format", fmt)
    assert code == 0
    assert expected in out
    if fmt == "json":
        d = json.loads(out)
        assert d["document_citations"][0]["page"] == 1
        assert d["bibliography"]


def test_cli_verify_collection_and_source_do_not_mix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["verify", "--answer", "x y z", "--collection", "docs", "--source", "a.txt"]
    code, _, err = _run(capsys, *argv, "--data-dir", str(tmp_path))
    assert code == 2
    assert "do not mix" in err
