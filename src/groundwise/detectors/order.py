"""Two events told in the wrong order.

"Marie Curie moved to Paris after marrying Pierre Curie" against "Marie Curie was born in Warsaw
in 1867 and moved to Paris in 1891 ... She married Pierre Curie in 1895": the claim joins two
events with "before" or "after", and the sources date each of them, in a clause that holds most
of the event's words, to another year; the order the years give is the other way round. A
TEMPORAL_DISTORTION (high, ``contradicts=True``) over the connective and the event after it.

Only events the sources date to one year each are compared; a claim whose second event holds a
figure or a month ("after 1990", "before March") is a date comparison, left to the date detector;
two events of one year are left alone (their order needs more than the year).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    cached_sentence_stems,
    content_stems,
    coverage,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["EventOrderDetector"]

#: "A after B", "A before B", "A prior to B"; or "After B, A".
_CONNECTIVE = re.compile(r"\b(?P<word>before|after|prior\s+to)\b", re.IGNORECASE)
#: A year in a source clause.
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
#: What a date comparison holds: a figure or a month.
_DATED = re.compile(
    r"\d|\b(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|yesterday|today|tomorrow|week|month|year|decade|century)\b",
    re.IGNORECASE,
)
#: Where a source sentence's clauses part.
_CLAUSE_BREAK = re.compile(r",\s*|;\s*|\s+and\s+|\s+but\s+|\s+while\s+")
#: Share of an event's words the source sentence must hold.
SAME_EVENT = 0.6
#: Fewest content words an event must have to be looked for.
MIN_EVENT_WORDS = 1


@dataclass(frozen=True)
class _Dated:
    """An event's year in the sources, with the sentence that gives it."""

    year: int
    sentence: str
    source_id: str


def _events(text: str) -> tuple[str, str, str, int, int] | None:
    """The two events a claim orders: ``(first, second, connective, start, end)`` where the claim
    says ``first`` happened before ``second``, and ``start:end`` is the span to flag (the
    connective and the event it heads); ``None`` without one connective."""
    found = list(_CONNECTIVE.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    word = " ".join(m.group("word").lower().split())
    head, tail = text[: m.start()], text[m.end() :]
    if not head.strip(" ,"):
        # "After Pierre died, she took over ...": the event after the connective ends at a comma
        comma = tail.find(",")
        if comma < 0:
            return None
        said, other = tail[:comma], tail[comma + 1 :]
        span = (m.start(), m.end() + comma)
    else:
        cut = re.search(r"[,;]", tail)
        said = tail[: cut.start()] if cut else tail
        other = head
        span = (m.start(), m.end() + len(said.rstrip(" .")))
    if _DATED.search(said):
        return None
    # "A after B": B came first; "A before B": A came first.
    first, second = (said, other) if word == "after" else (other, said)
    return first, second, word, span[0], span[1]


def _dated(event: str, ctx: CheckContext) -> _Dated | None:
    """The one year the sources give the event: the year in the clause of a source sentence
    holding most of the event's words (and the most of its lower-case words, where the sentence
    gives several years); ``None`` where no sentence or several years fit."""
    stems = content_stems(tokenize(event))
    lower = content_stems(t for t in tokenize(event) if t.text.islower())
    if len(stems) < MIN_EVENT_WORDS or not lower:
        return None
    years: dict[int, _Dated] = {}
    for sid, src in ctx.sources.items():
        # the sources' sentences and stems are read once for every claim
        for sent, said in cached_sentence_stems(src.text):
            if coverage(stems, set(said)) < SAME_EVENT or not _YEAR.search(sent.text):
                continue
            best: tuple[float, int] | None = None
            for clause in _CLAUSE_BREAK.split(sent.text):
                clause_years = {int(y) for y in _YEAR.findall(clause)}
                if len(clause_years) != 1:
                    continue
                share = coverage(lower, content_stems(tokenize(clause)))
                if share > 0 and (best is None or share > best[0]):
                    best = (share, clause_years.pop())
            if best is not None:
                years.setdefault(best[1], _Dated(best[1], sent.text, sid))
    return next(iter(years.values())) if len(years) == 1 else None


class EventOrderDetector(Detector):
    """TEMPORAL_DISTORTION: two events joined by "before" or "after" the other way round from
    the years the sources give them."""

    name = "order"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag, over the connective and the event it heads."""
        require_aligned(claim, ctx)
        if not ctx.sources or not claim.verifiable:
            return []
        found = _events(claim.text)
        if found is None:
            return []
        first, second, word, start, end = found
        a, b = _dated(first, ctx), _dated(second, ctx)
        if a is None or b is None or a.year <= b.year:
            return []
        said = f"{quote(b.sentence, 100)} ... {quote(a.sentence, 100)}"
        return [
            make_flag(
                claim,
                ctx,
                start,
                end,
                type=FlagType.TEMPORAL_DISTORTION,
                severity=Severity.HIGH,
                message=f'The answer says "{first.strip(" ,.")}" came first ("{word}"), but the '
                f'sources date it to {a.year} and "{second.strip(" ,.")}" to {b.year}: {said}.',
                suggestion="Put the two events in the order the sources date them.",
                source_says=a.sentence,
                source_id=a.source_id,
                contradicts=True,
            )
        ]
