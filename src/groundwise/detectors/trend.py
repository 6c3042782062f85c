"""A change the other way: the claim says a measure rose where the sources' figures fell.

"Non-GAAP net income increased in the second quarter compared to last year" against "Net income
on a non-GAAP basis in the second quarter was $94.8 million or $0.91 per diluted share, that
compares to $106.6 million or $1.04 per diluted share in Q2 of last year": the sentence states the
measure now, then what it is compared with, and $94.8 million is less than $106.6 million. A
CONTRADICTION (high, ``contradicts``) over the claim's word of change.

Narrow on purpose:

* the claim says one way only (:data:`UP` or :data:`DOWN`, not both, and not "higher than ...",
  a comparison with something named);
* the evidence sentence shares at least :data:`MIN_SHARED` of the claim's content words, says no
  way itself (a sentence that says "down 8%" is the negation detector's), and compares with one
  of :data:`_MARKER`'s words ("compared with", "that compares to", "versus"), the figures now
  before the marker and those compared with after it, paired in order, each pair of one kind and
  scale, and all pairs moving the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    cached_sentences,
    content_stems,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.features import cached_quantities
from groundwise.quantities import COMPARED_WITH, Quantity, QuantityKind
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import word_set

__all__ = ["DOWN", "UP", "TrendDetector"]

#: Words of a claim that say a measure went up.
UP = word_set(
    "increase increased increases increasing rise rose risen rises rising grew grow grown grows "
    "growing growth higher improved improve improves gain gained gains climbed climb jumped jump "
    "surged surge"
)
#: Words of a claim that say a measure went down.
DOWN = word_set(
    "decrease decreased decreases decreasing decline declined declines declining fell fall "
    "fallen falls falling dropped drop drops shrank shrink lower reduced reduction slipped "
    "slumped plunged"
)
#: Words a source sentence uses for a way itself ("up 8% from", "down from"): left alone.
_SAYS_A_WAY = UP | DOWN | word_set("up down less more")
#: What separates the figures now from those compared with.
_MARKER = re.compile(rf"\b{COMPARED_WITH}\s", re.IGNORECASE)
#: What makes the compared figures an earlier time's ("a year earlier", "in Q2 of last year",
#: "in 2020").
_EARLIER = re.compile(
    r"\b(?:years?|quarters?|months?|weeks?|prior|previous|last|earlier|ago|before|Q[1-4]"
    r"|(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
#: Content words (beyond the way) a sentence must share with the claim.
MIN_SHARED = 2
#: Words that say which time, not which measure.
_TIME_WORDS = word_set(
    "year years quarter quarters month months week weeks last prior previous period first "
    "second third fourth q1 q2 q3 q4 ago"
)

_TIME_STEMS = frozenset(content_stems(tokenize(" ".join(sorted(_TIME_WORDS)))))


def _way(tokens: Sequence[str]) -> tuple[int, int] | None:
    """The claim's one way (+1 up, -1 down) and the index of its word; None for none or both,
    or a comparison with something named ("higher than Q2")."""
    ups = [k for k, w in enumerate(tokens) if w in UP]
    downs = [k for k, w in enumerate(tokens) if w in DOWN]
    if bool(ups) == bool(downs):
        return None
    k = (ups or downs)[0]
    if k + 1 < len(tokens) and tokens[k + 1] == "than":
        return None
    return (1 if ups else -1), k


def _figures(text: str) -> list[Quantity]:
    return [
        q
        for q in cached_quantities(text)
        if q.kind in (QuantityKind.MONEY, QuantityKind.NUMBER, QuantityKind.PERCENT)
        and q.high is None
        and not re.fullmatch(r"(?:19|20)\d\d", q.text)  # a year is no figure of the measure
    ]


def _pair_kind(a: Quantity, b: Quantity) -> bool:
    """Whether two figures measure alike: one kind, currency, unit (``Quantity.measure``, as
    the comparison detector pairs figures) and scale word."""
    return a.measure == b.measure and _scale(a.text) == _scale(b.text)


def _scale(text: str) -> str:
    m = re.search(r"(thousand|million|billion|trillion|[kmb]n?)\b", text, re.IGNORECASE)
    return m.group(1).lower()[:1] if m else ""


def compared_way(sentence: str) -> tuple[int, str] | None:
    """The way a sentence's figures move (+1, -1) from those it compares with to those it
    states now, and the figures' words ("$94.8 million against $106.6 million"); None where it
    compares nothing, says a way itself, or its pairs disagree."""
    m = _MARKER.search(sentence)
    if m is None or _MARKER.search(sentence, m.end()) is not None:
        return None
    if not _EARLIER.search(sentence, m.end()):
        return None  # "Apple's $90 billion compared with Samsung's $60 billion": no change
    if {t.lower for t in tokenize(sentence)} & _SAYS_A_WAY:
        return None
    figures = _figures(sentence)
    now = [q for q in figures if q.end <= m.start()]
    then = [q for q in figures if q.start >= m.end()]
    if not now or len(now) != len(then):
        return None
    ways = set()
    for a, b in zip(now, then, strict=True):
        if not _pair_kind(a, b) or a.value == b.value:
            return None
        ways.add(1 if a.value > b.value else -1)
    if len(ways) != 1:
        return None
    return ways.pop(), f"{now[0].text} against {then[0].text}"


class TrendDetector(Detector):
    """Flags a rise the sources' figures show as a fall, and a fall they show as a rise."""

    name = "trend"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one CONTRADICTION flag, over the claim's word of change."""
        require_aligned(claim, ctx)
        tokens = tokenize(claim.text)
        found = _way([t.lower for t in tokens])
        if found is None:
            return []
        way, k = found
        measure = content_stems(tokens) - _TIME_STEMS
        measure.discard(tokens[k].stem)
        for ev in evidence:
            source = ctx.sources.get(ev.source_id)
            if source is None:
                continue
            for sent in cached_sentences(source.text):
                if sent.end <= ev.start or sent.start >= ev.end:
                    continue
                if len(measure & content_stems(tokenize(sent.text))) < MIN_SHARED:
                    continue
                moved = compared_way(sent.text)
                if moved is None or moved[0] == way:
                    continue
                word = tokens[k]
                shown = "fell" if moved[0] < 0 else "rose"
                return [
                    make_flag(
                        claim,
                        ctx,
                        word.start,
                        word.end,
                        type=FlagType.CONTRADICTION,
                        severity=Severity.HIGH,
                        message=f'The answer says "{word.text}" but the source\'s figures '
                        f"{shown} ({moved[1]}): {quote(sent.text, 160)}.",
                        suggestion=f'Rewrite "{word.text}" to agree with the figures.',
                        source_says=sent.text,
                        source_id=ev.source_id,
                        contradicts=True,
                    )
                ]
        return []
