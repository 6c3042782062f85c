"""Rendering hand-built reports as text, Markdown and JSON."""

from __future__ import annotations

import json
import re

import pytest

from groundwise.render import render, render_json, render_markdown, render_text
from groundwise.results import (
    Citation,
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    Evidence,
    Flag,
    FlagType,
    GuardrailWarning,
    MatchType,
    Report,
    Severity,
    Status,
    UnsupportedSpan,
    WarningCode,
)

ANSWER = "The deal value is $10 billion with 50 decision makers. It involves Acme Corp | Ltd."
SOURCE = "value: 500000\nclient: Acme"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _span(text: str, part: str) -> tuple[int, int, str]:
    start = text.index(part)
    return start, start + len(part), part


def _claim(cid: str, part: str, ctype: ClaimType = ClaimType.QUANTITY) -> Claim:
    s, e, t = _span(ANSWER, part)
    return Claim(cid, t, s, e, ctype, ClaimCategory.FACTUAL, True)


def _report(**changes: object) -> Report:
    c1 = _claim("c1", "The deal value is $10 billion")
    c2 = _claim("c2", "with 50 decision makers")
    c3 = _claim("c3", "It involves Acme Corp | Ltd", ClaimType.RELATIONSHIP)
    s, e, t = _span(SOURCE, "value: 500000")
    ev_value = Evidence("crm.json", s, e, t, 0.7, field_path="opportunity.value")
    s, e, t = _span(SOURCE, "client: Acme")
    ev_client = Evidence("crm.json", s, e, t, 0.8, field_path="opportunity.client")
    fs, fe, ft = _span(ANSWER, "$10 billion")
    numeric = Flag(
        FlagType.NUMERIC_MISMATCH,
        Severity.CRITICAL,
        "c1",
        fs,
        fe,
        ft,
        "The answer says $10 billion; the source has 500000.",
        "Use the source's value (500000).",
        source_says="500000",
        source_id="crm.json",
        contradicts=True,
    )
    fs, fe, ft = _span(ANSWER, "50 decision makers")
    fabricated = Flag(
        FlagType.FABRICATION,
        Severity.HIGH,
        "c2",
        fs,
        fe,
        ft,
        "No source mentions 50 decision makers.",
        "Remove it or add a source.",
    )
    cite = Citation(
        1,
        "crm.json",
        "crm.json",
        "client: Acme",
        ev_client.start,
        ev_client.end,
        0.8,
        MatchType.ENTITY_VERIFIED,
        ("c3",),
        "opportunity.client",
    )
    grounded = ANSWER.replace("Corp | Ltd.", "Corp | Ltd [1].")
    fields: dict[str, object] = {
        "answer": ANSWER,
        "grounded_answer": grounded,
        "supported": False,
        "support": 0.21,
        "score": 0.0,
        "groundedness": 33.3,
        "grade": "D",
        "claims": (
            ClaimResult(c1, Status.CONTRADICTED, 0.02, MatchType.NO_MATCH, (ev_value,), (numeric,)),
            ClaimResult(c2, Status.UNVERIFIED, 0.1, MatchType.NO_MATCH, (), (fabricated,)),
            ClaimResult(c3, Status.VERIFIED, 0.9, MatchType.ENTITY_VERIFIED, (ev_client,)),
        ),
        # Reading order on purpose: the HIGH flag comes first so sorting by severity shows.
        "flags": (fabricated, numeric),
        "warnings": (
            GuardrailWarning(
                WarningCode.NUMBER_WITHOUT_CITATION, "2 numbers have no citation.", Severity.LOW
            ),
            GuardrailWarning(
                WarningCode.MISSING_CITATIONS, "The answer cites nothing.", Severity.MEDIUM
            ),
        ),
        "citations": (cite,),
        "unsupported_spans": (
            UnsupportedSpan(numeric.start, numeric.end, numeric.text, "NUMERIC_MISMATCH"),
            UnsupportedSpan(fabricated.start, fabricated.end, fabricated.text, "FABRICATION"),
        ),
        "threshold": 0.5,
        "judge": "lexical",
        "sources": ({"id": "crm.json", "title": "crm.json", "chars": 26, "metadata": {}},),
    }
    fields.update(changes)
    return Report(**fields)  # type: ignore[arg-type]


def test_text_report_sections_in_order() -> None:
    out = render_text(_report(), color=False)
    order = ["NOT SUPPORTED", "Answer", "Claims (3)", "Flags (2)", "Warnings (2)", "Citations (1)"]
    positions = [out.index(h) for h in order]
    assert positions == sorted(positions)
    assert "Corp | Ltd [1]." in out
    assert "score 0.00" in out
    assert "groundedness 33.3 (D)" in out


def test_text_report_claim_table_rows() -> None:
    out = render_text(_report(), color=False)
    row = next(line for line in out.splitlines() if line.strip().startswith("c1 "))
    for cell in ("contradicted", "quantity", "0.02", "no_match", "The deal value is $10 billion"):
        assert cell in row


def test_text_report_flags_critical_first_with_message_and_suggestion() -> None:
    out = render_text(_report(), color=False)
    assert out.index("CRITICAL") < out.index("HIGH")
    assert "NUMERIC_MISMATCH [c1]" in out
    assert "the source has 500000." in out
    assert "-> Use the source's value (500000)." in out


def test_text_report_warnings_by_severity() -> None:
    out = render_text(_report(), color=False)
    assert out.index("MISSING_CITATIONS") < out.index("NUMBER_WITHOUT_CITATION")


def test_text_report_citation_line_has_field_path() -> None:
    out = render_text(_report(), color=False)
    assert '[1] crm.json — "client: Acme" (opportunity.client); supports c3' in out


def test_text_report_without_color_has_no_escape_codes() -> None:
    assert "\x1b[" not in render_text(_report(), color=False)


def test_text_report_color_only_adds_escape_codes() -> None:
    plain = render_text(_report(), color=False)
    colored = render_text(_report(), color=True)
    assert "\x1b[" in colored
    assert ANSI.sub("", colored) == plain


def test_color_marks_unsupported_words_in_answer() -> None:
    colored = render_text(_report(), color=True)
    assert "\x1b[31;4m$10 billion\x1b[0m" in colored
    assert "\x1b[31;4m50 decision makers\x1b[0m" in colored
    assert "\x1b[36m[1]\x1b[0m" in colored


def test_supported_header() -> None:
    out = render_text(_report(supported=True, support=0.9), color=False)
    assert out.startswith("SUPPORTED  support 0.90 (threshold 0.50)")


def test_long_claim_text_is_truncated() -> None:
    long = "word " * 40 + "end"
    claim = Claim("c1", long, 0, len(long), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    result = ClaimResult(claim, Status.UNVERIFIED, 0.0, MatchType.NO_MATCH)
    out = render_text(
        _report(
            answer=long,
            grounded_answer=long,
            claims=(result,),
            flags=(),
            citations=(),
            unsupported_spans=(),
        )
    )
    row = next(line for line in out.splitlines() if line.strip().startswith("c1 "))
    assert row.endswith("…")
    assert "end" not in row


def test_empty_report_sections_say_none() -> None:
    out = render_text(_report(claims=(), flags=(), warnings=(), citations=(), unsupported_spans=()))
    assert "(no claims found)" in out
    assert "Flags (0)\n  none" in out
    assert "Citations (0)\n  none" in out
    assert "Warnings" not in out


def test_markdown_has_claim_table_and_escapes_pipes() -> None:
    out = render_markdown(_report())
    assert out.startswith("## Groundwise: Not supported")
    assert "| ID | Status | Type | Support | Match | Claim |" in out
    assert (
        "| c1 | contradicted | quantity | 0.02 | no_match | The deal value is \\$10 billion |"
        in out
    )
    assert "It involves Acme Corp \\| Ltd |" in out
    assert "> The deal value is \\$10 billion" in out
    assert "Ltd \\[1\\]." in out
    assert out.index("**CRITICAL**") < out.index("**HIGH**")
    assert '- [1] crm.json — "client: Acme" (opportunity.client); supports c3' in out


def test_markdown_shows_formatting_characters_literally() -> None:
    text = "Use *all* of `x_y` <b>"
    claim = Claim("c1", text, 0, len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    result = ClaimResult(claim, Status.UNVERIFIED, 0.0, MatchType.NO_MATCH)
    out = render_markdown(
        _report(
            answer=text,
            grounded_answer=text,
            claims=(result,),
            flags=(),
            citations=(),
            unsupported_spans=(),
        )
    )
    assert "> Use \\*all\\* of \\`x\\_y\\` \\<b\\>" in out


def test_json_is_to_dict() -> None:
    report = _report()
    assert json.loads(render_json(report)) == json.loads(json.dumps(report.to_dict()))


def test_json_keeps_non_ascii() -> None:
    answer = "Müller signed it."
    claim = Claim("c1", answer, 0, len(answer), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    result = ClaimResult(claim, Status.UNVERIFIED, 0.0, MatchType.NO_MATCH)
    out = render_json(
        _report(
            answer=answer,
            grounded_answer=answer,
            claims=(result,),
            flags=(),
            citations=(),
            unsupported_spans=(),
        )
    )
    assert "Müller" in out


@pytest.mark.parametrize(
    ("fmt", "needle"),
    [
        ("text", "NOT SUPPORTED"),  # terminal report
        ("markdown", "## Groundwise"),  # Markdown report
        ("json", '"grounded_answer"'),  # JSON report
    ],
)
def test_render_dispatches_by_format(fmt: str, needle: str) -> None:
    assert needle in render(_report(), fmt)


def test_render_rejects_unknown_format() -> None:
    with pytest.raises(ValueError, match="unknown report format 'html'"):
        render(_report(), "html")
