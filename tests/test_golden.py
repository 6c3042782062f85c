"""Golden end-to-end cases (tests/golden/cases.jsonl) run through ``groundwise.verify``.

Each line is one case: ``name``, ``note``, ``answer``, ``sources`` (``{id, text}`` or ``{id, json}``),
``options`` for ``verify`` and ``expected``. Claims are picked by a substring of their text, flags by
type and the substring of the claim they belong to. Every case runs with the MiniLM embedder (the
default) and with lexical evidence only; the expectations must hold for both.

Expected keys:
    supported, exit_code, score       exact values (exit code as ``groundwise verify`` returns it)
    claims                            [{has, status: [allowed...], cited: {source_id, field_path?}}]
    flags                             [{type, severity?: [...], claim_has?, text_has?, message_has_any?}]
    absent_flag_types                 flag types no claim may carry
    no_flags_at_or_above              a severity: no flag that bad or worse
    no_flags_on_claims_with           claims containing this text carry no flags and no citations
    citations                         exact number of citations
    warnings                          warning codes that must be present
    verifiable_status                 allowed statuses of every verifiable claim
    same_score_as                     another case's name: the two scores are equal
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import groundwise
from groundwise.cli.verify import exit_code
from groundwise.loaders import json_source, load_source
from groundwise.results import SEVERITY_ORDER, ClaimResult, Report, Severity
from groundwise.sources import Source

CASES_FILE = Path(__file__).parent / "golden" / "cases.jsonl"
CASES: list[dict[str, Any]] = [
    json.loads(line) for line in CASES_FILE.read_text(encoding="utf-8").splitlines() if line.strip()
]
BY_NAME = {c["name"]: c for c in CASES}
EMBEDDERS = ("minilm", "none")
EXPECTED_KEYS = {
    "supported",
    "exit_code",
    "score",
    "claims",
    "flags",
    "absent_flag_types",
    "no_flags_at_or_above",
    "no_flags_on_claims_with",
    "citations",
    "warnings",
    "verifiable_status",
    "same_score_as",
}


def _sources(case: dict[str, Any]) -> list[Source]:
    out = []
    for s in case["sources"]:
        if "json" in s:
            out.append(json_source(s["id"], s["json"], title=s["id"]))
        else:
            out.append(Source(id=s["id"], text=s["text"], title=s["id"]))
    return out


@cache
def _report(name: str, embedder: str) -> Report:
    case = BY_NAME[name]
    return groundwise.verify(
        case["answer"], _sources(case), embedder=embedder, **case.get("options", {})
    )


def _claim(report: Report, has: str) -> ClaimResult:
    matches = [r for r in report.claims if has in r.claim.text]
    assert matches, f"no claim contains {has!r}; claims: {[r.claim.text for r in report.claims]}"
    return matches[0]


def test_cases_file_is_well_formed() -> None:
    assert len(BY_NAME) == len(CASES), "case names must be unique"
    for case in CASES:
        assert set(case) <= {"name", "note", "answer", "sources", "options", "expected"}
        assert set(case["expected"]) <= EXPECTED_KEYS, case["name"]
        assert case["expected"], f"{case['name']} expects nothing"
        other = case["expected"].get("same_score_as")
        assert other is None or other in BY_NAME


def test_bundled_example_matches_golden_sources(deal_dir: Path) -> None:
    """The files `make demo` uses hold the same records as the Example 1 golden case."""
    case = BY_NAME["example1_fully_grounded"]
    golden = {s.id: s for s in _sources(case)}
    for sid, source in golden.items():
        assert load_source(deal_dir / sid).text == source.text
    assert (deal_dir / "answer.txt").read_text(encoding="utf-8").strip() == case["answer"]
    wrong = BY_NAME["example2_partially_grounded"]
    assert (deal_dir / "answer_wrong.txt").read_text(encoding="utf-8").strip() == wrong["answer"]
    acme = _sources(wrong)[0]
    assert load_source(deal_dir / "opportunity_acme.json").text == acme.text


@pytest.mark.parametrize("embedder", EMBEDDERS)
@pytest.mark.parametrize("name", list(BY_NAME))
def test_golden_case(name: str, embedder: str) -> None:
    case = BY_NAME[name]
    exp = case["expected"]
    report = _report(name, embedder)
    claims = [(r.claim.text, r.status.value, round(r.support, 2)) for r in report.claims]
    where = (
        f"{name} ({embedder}): {case.get('note', '')}\n"
        f"  support {report.support:.2f}, score {report.score:.2f}, claims {claims}"
    )

    for r in report.claims:
        assert r.claim.text == report.answer[r.claim.start : r.claim.end], where
    for f in report.flags:
        assert f.text == report.answer[f.start : f.end], where

    if "supported" in exp:
        assert report.supported is exp["supported"], where
    if "exit_code" in exp:
        assert exit_code(report) == exp["exit_code"], where
    if "score" in exp:
        assert report.score == pytest.approx(exp["score"]), where
    if "citations" in exp:
        assert len(report.citations) == exp["citations"], where

    for want in exp.get("claims", []):
        r = _claim(report, want["has"])
        assert r.status.value in want["status"], f"{where}: {r.claim.text!r} is {r.status.value}"
        if "cited" in want:
            _assert_cited(report, r, want["cited"], where)

    for want in exp.get("flags", []):
        _assert_flag(report, want, where)

    present = {f.type.value for f in report.flags}
    assert not present & set(exp.get("absent_flag_types", [])), f"{where}: {present}"

    if "no_flags_at_or_above" in exp:
        limit = SEVERITY_ORDER[Severity(exp["no_flags_at_or_above"])]
        bad = [f for f in report.flags if SEVERITY_ORDER[f.severity] <= limit]
        assert not bad, f"{where}: {[(f.type.value, f.severity.value, f.text) for f in bad]}"

    if "no_flags_on_claims_with" in exp:
        r = _claim(report, exp["no_flags_on_claims_with"])
        assert r.flags == (), where
        assert not any(r.claim.id in c.claim_ids for c in report.citations), where

    codes = {w.code.value for w in report.warnings}
    for code in exp.get("warnings", []):
        assert code in codes, f"{where}: warnings {sorted(codes)}"

    if "verifiable_status" in exp:
        verifiable = [r for r in report.claims if r.claim.verifiable]
        assert verifiable, where
        for r in verifiable:
            assert r.status.value in exp["verifiable_status"], f"{where}: {r.claim.text!r}"

    if "same_score_as" in exp:
        baseline = _report(exp["same_score_as"], embedder)
        assert report.score == pytest.approx(baseline.score, abs=1e-9), where


def _assert_cited(report: Report, r: ClaimResult, want: dict[str, str], where: str) -> None:
    cites = [c for c in report.citations if r.claim.id in c.claim_ids]
    found = [
        (c.source_id, c.field_path)
        for c in cites
        if c.source_id == want["source_id"]
        and ("field_path" not in want or want["field_path"] in (c.field_path or ""))
    ]
    assert found, (
        f"{where}: {r.claim.text!r} should cite {want}; "
        f"its citations: {[(c.source_id, c.field_path, c.excerpt) for c in cites]}"
    )


def _assert_flag(report: Report, want: dict[str, Any], where: str) -> None:
    claims = {r.claim.id: r.claim.text for r in report.claims}
    candidates = [
        f
        for f in report.flags
        if f.type.value == want["type"]
        and want.get("claim_has", "") in claims.get(f.claim_id, "")
        and want.get("text_has", "") in f.text
    ]
    assert candidates, (
        f"{where}: no {want['type']} flag like {want}; "
        f"flags: {[(f.type.value, f.severity.value, f.text) for f in report.flags]}"
    )
    if "severity" in want:
        candidates = [f for f in candidates if f.severity.value in want["severity"]]
        assert candidates, f"{where}: {want['type']} severity not in {want['severity']}"
    if "message_has_any" in want:
        assert any(any(s in f.message for s in want["message_has_any"]) for f in candidates), (
            f"{where}: messages {[f.message for f in candidates]} lack {want['message_has_any']}"
        )
