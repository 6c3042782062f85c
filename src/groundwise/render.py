"""Reports for people and programs: a terminal report, Markdown, and the JSON of ``Report.to_dict``.

The text report reads top to bottom: verdict and scores, the answer with its citation markers,
a claim table, flags by severity (critical first), warnings, and the citations. Colour is plain
ANSI escape codes, used only when asked for, so importing this module costs nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from groundwise.markers import find_markers
from groundwise.results import (
    SEVERITY_ORDER,
    Citation,
    ClaimResult,
    Flag,
    GuardrailWarning,
    Report,
    Status,
)

#: Longest claim text shown in a table row before it is cut with an ellipsis.
CLAIM_TEXT_WIDTH = 60

_RESET = "\033[0m"
_STYLES = {
    "bold": "1",
    "dim": "2",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
    "red_underline": "31;4",
}
_STATUS_STYLE = {
    Status.VERIFIED: "green",
    Status.PARTIALLY_VERIFIED: "yellow",
    Status.UNVERIFIED: "magenta",
    Status.CONTRADICTED: "red",
    Status.NOT_CHECKABLE: "dim",
}
#: Characters GitHub Markdown would read as formatting (emphasis, code, math, links, HTML).
_MD_SPECIAL = re.compile(r"[\\`*_$<>\[\]]")
_T = TypeVar("_T", Flag, GuardrailWarning)
_SEVERITY_STYLE = {"critical": "red", "high": "red", "medium": "yellow", "low": "dim"}


def render_json(report: Report) -> str:
    """The report as indented JSON (the shape of :meth:`Report.to_dict`)."""
    return json.dumps(report.to_dict(), indent=2, ensure_ascii=False)


def render(report: Report, fmt: str, *, color: bool = False) -> str:
    """The report in ``fmt``: ``text``, ``json`` or ``markdown``."""
    if fmt == "text":
        return render_text(report, color=color)
    if fmt == "json":
        return render_json(report)
    if fmt == "markdown":
        return render_markdown(report)
    raise ValueError(f"unknown report format {fmt!r}; use text, json or markdown")


def render_text(report: Report, color: bool = False) -> str:
    """A readable terminal report; ANSI colour only when ``color`` is true."""
    paint = _painter(color)
    out: list[str] = [_header(report, paint), ""]

    if report.question:
        out.append(paint("Question", "bold"))
        out.extend("  " + line for line in report.question.splitlines())
        out.append("")
    out.append(paint("Answer", "bold"))
    answer = _answer_text(report, paint) if color else report.grounded_answer
    out.extend("  " + line for line in answer.splitlines() or [""])
    out.append("")

    out.append(paint(f"Claims ({len(report.claims)})", "bold"))
    out.extend(_claim_table(report.claims, paint) if report.claims else ["  (no claims found)"])
    out.append("")

    out.append(paint(f"Flags ({len(report.flags)})", "bold"))
    if not report.flags:
        out.append("  none")
    for flag in _by_severity(report.flags):
        sev = paint(f"{flag.severity.value.upper():<8}", _SEVERITY_STYLE[flag.severity.value])
        out.append(f'  {sev} {flag.type.value} [{flag.claim_id}] "{_one_line(flag.text)}"')
        out.append(f"           {_one_line(flag.message)}")
        if flag.suggestion:
            out.append(paint(f"           -> {_one_line(flag.suggestion)}", "dim"))
    out.append("")

    if report.warnings:
        out.append(paint(f"Warnings ({len(report.warnings)})", "bold"))
        for w in _by_severity(report.warnings):
            sev = paint(f"{w.severity.value.upper():<8}", _SEVERITY_STYLE[w.severity.value])
            out.append(f"  {sev} {w.code.value}: {_one_line(w.message)}")
        out.append("")

    out.append(paint(f"Citations ({len(report.citations)})", "bold"))
    if not report.citations:
        out.append("  none")
    for c in report.citations:
        out.append(f"  {paint(f'[{c.number}]', 'cyan')} {_citation_line(c)}")
    return "\n".join(out) + "\n"


def render_markdown(report: Report) -> str:
    """The report as GitHub-flavoured Markdown with a claim table."""
    verdict = "Supported" if report.supported else "Not supported"
    out = [
        f"## Groundwise: {verdict}",
        "",
        "| Support | Threshold | Score | Groundedness | Grade | Judge |",
        "|---:|---:|---:|---:|:---:|:---|",
        f"| {report.support:.2f} | {report.threshold:.2f} | {report.score:.2f} "
        f"| {report.groundedness:.1f} | {_cell(report.grade)} | {_cell(report.judge)} |",
        "",
        *(
            ["### Question", "", f"> {_inline(_one_line(report.question))}", ""]
            if report.question
            else []
        ),
        "### Answer",
        "",
        *(f"> {_inline(line)}" if line else ">" for line in report.grounded_answer.splitlines()),
        "",
        "### Claims",
        "",
    ]
    if report.claims:
        out += [
            "| ID | Status | Type | Support | Match | Claim |",
            "|:---|:---|:---|---:|:---|:---|",
        ]
        for r in report.claims:
            out.append(
                f"| {r.claim.id} | {r.status.value} | {r.claim.type.value} | {r.support:.2f} "
                f"| {r.match_type.value} | {_cell(r.claim.text)} |"
            )
    else:
        out.append("No claims found.")
    out += ["", "### Flags", ""]
    if not report.flags:
        out.append("None.")
    for f in _by_severity(report.flags):
        line = (
            f"- **{f.severity.value.upper()}** `{f.type.value}` ({f.claim_id}) "
            f"“{_inline(f.text)}”: {_inline(f.message)}"
        )
        if f.suggestion:
            line += f" *{_inline(f.suggestion)}*"
        out.append(line)
    if report.warnings:
        out += ["", "### Warnings", ""]
        for w in _by_severity(report.warnings):
            out.append(f"- **{w.severity.value.upper()}** `{w.code.value}`: {_inline(w.message)}")
    out += ["", "### Citations", ""]
    if not report.citations:
        out.append("None.")
    for c in report.citations:
        out.append(f"- [{c.number}] {_inline(_citation_line(c))}")
    return "\n".join(out) + "\n"


def _header(report: Report, paint: Callable[[str, str], str]) -> str:
    verdict = paint("SUPPORTED", "green") if report.supported else paint("NOT SUPPORTED", "red")
    return (
        f"{paint(verdict, 'bold')}  support {report.support:.2f} "
        f"(threshold {report.threshold:.2f})  score {report.score:.2f}  "
        f"groundedness {report.groundedness:.1f} ({report.grade})  judge {report.judge}"
    )


def _answer_text(report: Report, paint: Callable[[str, str], str]) -> str:
    """The grounded answer with unsupported words in red and citation markers in cyan."""
    text = report.grounded_answer
    styles: list[tuple[int, int, str]] = [(m.start, m.end, "cyan") for m in find_markers(text)]
    mapping = _insertion_map(report.answer, text)
    # Without a clean mapping (the grounded answer is not the answer plus insertions) the
    # unsupported spans cannot be placed, so only the markers are coloured.
    if mapping is not None:
        styles += [
            (mapping[u.start], mapping[u.end - 1] + 1, "red_underline")
            for u in report.unsupported_spans
            if u.end > u.start
        ]
    styles.sort()
    out: list[str] = []
    pos = 0
    for start, end, style in styles:
        if start < pos:
            continue  # overlaps an already coloured span
        out.append(text[pos:start])
        out.append(paint(text[start:end], style))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _insertion_map(original: str, grounded: str) -> list[int] | None:
    """Position in ``grounded`` of each character of ``original``, if grounded only inserts."""
    mapping: list[int] = []
    j = 0
    for ch in original:
        while j < len(grounded) and grounded[j] != ch:
            j += 1
        if j == len(grounded):
            return None
        mapping.append(j)
        j += 1
    return mapping


def _claim_table(results: Sequence[ClaimResult], paint: Callable[[str, str], str]) -> list[str]:
    rows = [
        (
            r.claim.id,
            r.status.value,
            r.claim.type.value,
            f"{r.support:.2f}",
            r.match_type.value,
            _truncate(_one_line(r.claim.text), CLAIM_TEXT_WIDTH),
        )
        for r in results
    ]
    head = ("id", "status", "type", "support", "match", "claim")
    widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(head[:-1])]
    lines = ["  " + "  ".join(h.ljust(w) for h, w in zip(head, [*widths, 0], strict=True))]
    lines[0] = paint(lines[0].rstrip(), "dim")
    for r, row in zip(results, rows, strict=True):
        cells = [row[i].ljust(widths[i]) for i in range(len(widths))]
        cells[1] = paint(cells[1], _STATUS_STYLE[r.status])
        lines.append("  " + "  ".join([*cells, row[-1]]))
    return lines


def _citation_line(c: Citation) -> str:
    line = f'{c.title} — "{_one_line(c.excerpt)}"'
    if c.field_path:
        line += f" ({c.field_path})"
    if c.claim_ids:
        line += f"; supports {', '.join(c.claim_ids)}"
    return line


def _by_severity(items: Sequence[_T]) -> list[_T]:
    # sorted() is stable, so items of one severity keep their reading order.
    return sorted(items, key=lambda x: SEVERITY_ORDER[x.severity])


def _painter(color: bool) -> Callable[[str, str], str]:
    if not color:
        return lambda text, style: text
    return lambda text, style: f"\033[{_STYLES[style]}m{text}{_RESET}"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _truncate(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return _inline(text).replace("|", "\\|")


def _inline(text: str) -> str:
    """One line of text that Markdown shows literally (no emphasis, code, math or HTML)."""
    return _MD_SPECIAL.sub(r"\\\g<0>", _one_line(text))
