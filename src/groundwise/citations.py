"""Citations: one per supporting source span, numbered by source, inserted after their claims.

Only verified and partially verified claims with evidence are cited. Each such claim is cited to
the source of its best evidence span. Citations are deduplicated by source: a source gets one
number (in order of first use in the answer) and one :class:`~groundwise.results.Citation`, whose
excerpt spans every cited span of that source when they fit in 150 characters, else the
best-supporting one.

Markers are inserted, never substituted: the grounded answer is the original answer with
``" [n]"`` strings added, so deleting them gives the original back character for character.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from groundwise.errors import InputError
from groundwise.markers import Marker, find_markers
from groundwise.results import Citation, ClaimResult, Evidence, Status
from groundwise.sources import Source

#: Longest excerpt a citation carries (characters).
MAX_EXCERPT_CHARS = 150

#: Trailing characters of a claim that its marker goes in front of ("raised [2]." not "raised. [2]").
_TRAILING_PUNCTUATION = ".,;:!?"

_WORD = re.compile(r"\w+")
_TOKEN = re.compile(r"\S+")


@dataclass(frozen=True)
class _Cited:
    """One cited claim: its result, the evidence span cited and the excerpt chosen from it."""

    result: ClaimResult
    evidence: Evidence
    start: int
    end: int


def build_citations(
    answer: str,
    results: Sequence[ClaimResult],
    sources: Mapping[str, Source],
    max_citations: int = 20,
) -> tuple[list[Citation], str]:
    """Citations for verified / partially verified claims, and the answer with [n] markers."""
    if max_citations < 0:
        raise InputError(f"max_citations must be 0 or more, got {max_citations}")
    numbers: dict[str, int] = {}
    by_source: dict[str, list[_Cited]] = {}
    markers_at: dict[int, list[int]] = {}
    for result in sorted(results, key=lambda r: (r.claim.start, r.claim.end)):
        cited = _cite(result, sources)
        if cited is None:
            continue
        source_id = cited.evidence.source_id
        if source_id not in numbers:
            if len(numbers) >= max_citations:
                continue  # no number left for a new source; the claim stays unmarked
            numbers[source_id] = len(numbers) + 1
        by_source.setdefault(source_id, []).append(cited)
        markers_at.setdefault(marker_position(answer, result), []).append(numbers[source_id])

    citations = [
        _citation(number, sources[source_id], by_source[source_id])
        for source_id, number in numbers.items()
    ]
    return citations, insert_markers(answer, markers_at)


def marker_position(answer: str, result: ClaimResult) -> int:
    """Where a claim's marker goes: its span end, moved in front of trailing punctuation."""
    pos = result.claim.end
    while pos > result.claim.start and (
        answer[pos - 1] in _TRAILING_PUNCTUATION or answer[pos - 1].isspace()
    ):
        pos -= 1
    return pos


def insert_markers(answer: str, markers_at: Mapping[int, Sequence[int]]) -> str:
    """``answer`` with ``" [n]"`` inserted at each position, skipping numbers already cited there."""
    existing = find_markers(answer)
    parts: list[str] = []
    last = 0
    for pos in sorted(markers_at):
        present = _numbers_next_to(answer, pos, existing)
        wanted = sorted(set(markers_at[pos]) - present)
        if not wanted:
            continue
        parts.append(answer[last:pos])
        parts.append(" " + "".join(f"[{n}]" for n in wanted))
        last = pos
    parts.append(answer[last:])
    return "".join(parts)


def _numbers_next_to(answer: str, pos: int, markers: Sequence[Marker]) -> set[int]:
    """Numbers of the markers touching ``pos``: only whitespace, punctuation or markers between."""
    numbers: set[int] = set()
    # Rightwards: the claim's own trailing punctuation may sit between it and a marker.
    i = pos
    for m in markers:
        if m.start < i:
            continue
        gap = answer[i : m.start]
        if gap.strip(_TRAILING_PUNCTUATION + " \t\n\r"):
            break
        numbers.update(m.numbers)
        i = m.end
    # Leftwards: a marker the claim span itself ended with.
    i = pos
    for m in reversed(markers):
        if m.end > i:
            continue
        if answer[m.end : i].strip():
            break
        numbers.update(m.numbers)
        i = m.start
    return numbers


def _cite(result: ClaimResult, sources: Mapping[str, Source]) -> _Cited | None:
    """The evidence span and excerpt a claim is cited with, or None when it is not cited."""
    if result.status not in (Status.VERIFIED, Status.PARTIALLY_VERIFIED) or not result.evidence:
        return None
    best = max(result.evidence, key=lambda e: e.score)  # max keeps the first on ties
    source = sources.get(best.source_id)
    if source is None:
        raise InputError(
            f"claim {result.claim.id!r} has evidence from source {best.source_id!r}, which is not "
            f"among the sources given ({', '.join(map(repr, sources)) or 'none'}); pass the same "
            "sources the claims were checked against"
        )
    if source.text[best.start : best.end] != best.text:
        raise InputError(
            f"evidence [{best.start}, {best.end}) of claim {result.claim.id!r} does not slice "
            f"source {source.id!r}; pass the source texts the evidence was found in"
        )
    span = excerpt_span(source.text, best.start, best.end, result.claim.text)
    if span is None:
        return None
    return _Cited(result, best, span[0], span[1])


def excerpt_span(text: str, start: int, end: int, query: str) -> tuple[int, int] | None:
    """At most 150 characters of ``text[start:end]``, cut at word boundaries around ``query``'s words.

    Whitespace at either end is trimmed; ``None`` when the span holds only whitespace. A longer span
    is narrowed to the window of whole whitespace-separated tokens that holds the most distinct
    words of ``query``, the earliest on ties.
    """
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end:
        return None
    if end - start <= MAX_EXCERPT_CHARS:
        return start, end
    wanted = {w.lower() for w in _WORD.findall(query)}
    tokens = [
        (m.start(), m.end(), {w.lower() for w in _WORD.findall(m.group())})
        for m in _TOKEN.finditer(text, start, end)
    ]
    best: tuple[int, int] | None = None
    best_hits = -1
    for i, (w_start, _, _) in enumerate(tokens):
        j = i
        hits: set[str] = set()
        while j < len(tokens) and tokens[j][1] - w_start <= MAX_EXCERPT_CHARS:
            hits |= tokens[j][2] & wanted
            j += 1
        if j > i and len(hits) > best_hits:
            best, best_hits = (w_start, tokens[j - 1][1]), len(hits)
    if best is None:
        # No whole token fits (a long URL or run of symbols): cut the span hard at the limit.
        return start, start + MAX_EXCERPT_CHARS
    return best


def _citation(number: int, source: Source, cited: Sequence[_Cited]) -> Citation:
    """The one citation of a source: its supporting spans, confidence the best claim support.

    The excerpt covers every cited span of the source when they fit in 150 characters together
    (a record's value and close-date lines), else the best-supporting one.
    """
    top = max(cited, key=lambda c: (c.result.support, c.evidence.score))
    start, end = top.start, top.end
    union_start, union_end = min(c.start for c in cited), max(c.end for c in cited)
    if union_end - union_start <= MAX_EXCERPT_CHARS:
        start, end = union_start, union_end
    field_path = source.field_path_at(start, end) if source.fields else top.evidence.field_path
    return Citation(
        number=number,
        source_id=source.id,
        title=source.display_title,
        excerpt=source.text[start:end],
        start=start,
        end=end,
        confidence=max(c.result.support for c in cited),
        match_type=top.result.match_type,
        claim_ids=tuple(dict.fromkeys(c.result.claim.id for c in cited)),
        field_path=field_path,
    )
