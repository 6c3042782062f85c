"""A claim spliced from two parallel sentences: one's subject, the other's predicate.

"Passengers whose flight is delayed by more than 3 hours are entitled to a full refund within 7
days" against "Passengers whose flight is cancelled are entitled to a full refund within 7 days.
Passengers whose flight is delayed by more than 3 hours receive a $200 travel voucher.": every
word is in the sources, the claim opens as the second sentence does and ends as the first does,
and the two sentences begin alike ("Passengers whose flight is") and part where the claim takes
the second's way. What the first says of its subject is given to the second's: a MISATTRIBUTION
(medium, ``contradicts=False``: the sources do not say the claim is false, only of whom it holds).
Left alone: sentences that do not begin alike ("John went to the store. He bought milk." may be
joined), and a claim that one sentence holds all of.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Token,
    cached_sentences,
    content_stems,
    is_content,
    make_flag,
    quote,
    require_aligned,
    sentence_stem_index,
    tokenize,
)
from groundwise.memo import text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["SpliceDetector"]

#: Tokens the two sentences must begin with alike ("Passengers whose flight is").
MIN_SHARED_OPENING = 2
#: Tokens of the claim each sentence must give, at its start or at its end.
MIN_PART = 3


def _prefix(a: Sequence[Token], b: Sequence[Token]) -> int:
    n, most = 0, min(len(a), len(b))
    while n < most and a[n].lower == b[n].lower:
        n += 1
    return n


def _suffix(a: Sequence[Token], b: Sequence[Token]) -> int:
    n, most = 0, min(len(a), len(b))
    while n < most and a[-1 - n].lower == b[-1 - n].lower:
        n += 1
    return n


def _texts(evidence: Sequence[Evidence], ctx: CheckContext) -> list[tuple[str, str]]:
    """``(source id, text)`` of every source the evidence comes from, in the evidence's order
    (the parallel sentence may lie outside the evidence spans); the evidence's text where a
    source is not known."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for ev in evidence:
        if ev.source_id in seen:
            continue
        seen.add(ev.source_id)
        source = ctx.sources.get(ev.source_id)
        out.append((ev.source_id, ev.text if source is None else source.text))
    return out


@text_cache(maxsize=32)
def _read(text: str) -> tuple[tuple[str, tuple[Token, ...]], ...]:
    """Sentences of a text with their tokens, read once per text."""
    return tuple((s.text, tuple(tokenize(s.text))) for s in cached_sentences(text))


class _Ends(NamedTuple):
    """A text's :func:`_read` sentences by their first and by their last word, lower-cased, in
    text order: a claim can share its opening only with one that opens with its first word."""

    by_first: dict[str, tuple[int, ...]]
    by_last: dict[str, tuple[int, ...]]


@text_cache(maxsize=32)
def _ends(text: str) -> _Ends:
    first: dict[str, list[int]] = {}
    last: dict[str, list[int]] = {}
    for k, (_, tokens) in enumerate(_read(text)):
        if tokens:
            first.setdefault(tokens[0].lower, []).append(k)
            last.setdefault(tokens[-1].lower, []).append(k)
    return _Ends(
        {w: tuple(ks) for w, ks in first.items()}, {w: tuple(ks) for w, ks in last.items()}
    )


class SpliceDetector(Detector):
    """MISATTRIBUTION: one sentence's subject with a parallel sentence's predicate."""

    name = "splice"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag, over the words where the claim takes the first sentence's way."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not evidence:
            return []
        tokens = tokenize(claim.text)
        n = len(tokens)
        if n < 2 * MIN_PART:
            return []
        stems = content_stems(tokens)
        texts = _texts(evidence, ctx)
        if any(sentence_stem_index(t).any_holds(stems) for _, t in texts):
            return []
        # Only a sentence that opens with the claim's first word can share its opening, and
        # only one that ends with its last word its ending (in the order of the sources).
        openings: list[tuple[str, str, tuple[Token, ...], int]] = []
        endings: list[tuple[str, tuple[Token, ...], int]] = []
        for sid, t in texts:
            read, ends = _read(t), _ends(t)
            for k in ends.by_first.get(tokens[0].lower, ()):
                sent, a = read[k]
                openings.append((sid, sent, a, _prefix(tokens, a)))
            for k in ends.by_last.get(tokens[-1].lower, ()):
                sent, b = read[k]
                endings.append((sent, b, _suffix(tokens, b)))
        for source_id, opening, a, pre in openings:
            if pre < MIN_PART or pre >= n - 1:
                continue
            for ending, b, suf in endings:
                if b is a:
                    continue
                shared = _prefix(a, b)
                if (
                    suf < MIN_PART
                    or pre + suf < n
                    or shared < MIN_SHARED_OPENING
                    or shared >= pre
                    or not any(is_content(t) for t in tokens[shared:pre])
                ):
                    continue
                theirs = ending[b[0].start : b[len(b) - suf - 1].end]
                said = claim.text[tokens[0].start : tokens[pre - 1].end]
                rest = claim.text[tokens[n - suf].start : tokens[-1].end]
                return [
                    make_flag(
                        claim,
                        ctx,
                        tokens[shared].start,
                        tokens[pre - 1].end,
                        type=FlagType.MISATTRIBUTION,
                        severity=Severity.MEDIUM,
                        message=(
                            f'The answer says "{rest}" of "{said}", but the source says it of '
                            f'"{theirs}": {quote(ending, 160)}; of "{said}" it says '
                            f"{quote(opening, 160)}."
                        ),
                        suggestion=f'Say of "{said}" what the source says of it, or remove '
                        "the claim.",
                        source_says=ending,
                        source_id=source_id,
                        contradicts=False,
                    )
                ]
        return []
