"""Swapped words: the claim puts a word no source uses where its evidence sentence has another.

"Headache was the most common side effect" against "Nausea was the most common side effect,
reported by 12% of patients": every other content word of the claim is in the sentence, the two
words stand between the same neighbours, and "headache" is in no source (nor in the question).
That is an ENTITY_MISMATCH of medium severity, ``contradicts=False``: the frame may allow both
("Headache was a side effect" where the source lists nausea as one), but the claim's word is
read nowhere. A weekday no source names, where the evidence sentence holding the rest of the
claim names another ("allowed to return home on Thursday" / "on Wednesday morning"), is a
TEMPORAL_DISTORTION (high, ``contradicts=True``).

Names are the entities detector's (a capitalised word inside a sentence is left alone here),
figures the numbers detector's, opposites ("rose" / "fell") the negation detector's. The check
is narrow on purpose: one unknown content word, at least :data:`MIN_FRAME` other content words
all in one evidence sentence, and the sentence's word between the same neighbours. A synonym the
sources never use ("sickness" for "nausea") is flagged too; the message shows both words so a
reader sees which it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Token,
    cached_sentence_stems,
    content_stems,
    evidence_sentences,
    is_content,
    is_sentence_start,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["SubstitutionDetector"]

#: Other content words of the claim that must all be in the evidence sentence.
MIN_FRAME = 3
#: Shortest word worth checking ("pain" and longer).
MIN_LENGTH = 4
#: Leading letters two words share when they are forms of one word ("analyse" / "analysis").
_SAME_ROOT = 5


@lru_cache(maxsize=32)
def _known(texts: tuple[str, ...]) -> frozenset[str]:
    """Content stems of every source and the question (built once per answer)."""
    return frozenset(s for text in texts for _, stems in cached_sentence_stems(text) for s in stems)


def _checkable(token: Token) -> bool:
    low = token.lower
    return (
        is_content(token)
        and len(low) >= MIN_LENGTH
        and low.isalpha()
        and not low.endswith("ly")  # adverbs hedge or qualify; the scope detector reads those
    )


_WEEKDAYS = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
)
#: Other content words of the claim that must be in a sentence naming another weekday.
MIN_DAY_FRAME = 2


def _weekday(word: str) -> bool:
    """Whether a lower-case word names a day of the week ("thursday", "thursdays")."""
    return word in _WEEKDAYS or (word.endswith("s") and word[:-1] in _WEEKDAYS)


def _same_root(a: str, b: str) -> bool:
    return a[:_SAME_ROOT] == b[:_SAME_ROOT]


def _same_slot(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether claim token ``k`` and sentence token ``m`` stand between the same words: both
    neighbours where the claim has both, else the two words on the side it has."""

    def word(tokens: Sequence[Token], i: int) -> str | None:
        return tokens[i].lower if 0 <= i < len(tokens) else None

    left, right = word(claim, k - 1), word(claim, k + 1)
    if left is not None and right is not None:
        return left == word(sent, m - 1) and right == word(sent, m + 1)
    if right is not None:
        return right == word(sent, m + 1) and word(claim, k + 2) == word(sent, m + 2)
    if left is not None:
        return left == word(sent, m - 1) and word(claim, k - 2) == word(sent, m - 2)
    return False


class SubstitutionDetector(Detector):
    """ENTITY_MISMATCH: a word no source uses in the place of the evidence sentence's word."""

    name = "substitution"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the claim's one unknown word against its evidence sentence's."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not ctx.sources or not evidence:
            return []
        tokens = tokenize(claim.text)
        known = _known(ctx.given_texts)
        unknown = [k for k, t in enumerate(tokens) if is_content(t) and t.stem not in known]
        if len(unknown) != 1:
            return []
        k = unknown[0]
        word = tokens[k]
        claim_stems = content_stems(tokens)
        frame = claim_stems - {word.stem}
        if _weekday(word.lower):
            return self._other_day(claim, ctx, evidence, tokens, k, frame)
        if not _checkable(word) or (
            word.text[0].isupper() and not is_sentence_start(claim.text, word.start)
        ):
            return []
        if len(frame) < MIN_FRAME:
            return []
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            for m, other in enumerate(sent_tokens):
                if (
                    _checkable(other)
                    and other.stem not in claim_stems
                    and not _same_root(other.lower, word.lower)
                    and _same_slot(tokens, k, sent_tokens, m)
                ):
                    return [self._flag(claim, ctx, word, other.text, ev, sent.text)]
        return []

    def _other_day(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        k: int,
        frame: set[str],
    ) -> list[Flag]:
        """TEMPORAL_DISTORTION: a weekday no source names, where the evidence sentence holding
        the rest of the claim names another ("return home on Thursday" / "on Wednesday")."""
        if len(frame) < MIN_DAY_FRAME:
            return []
        word = tokens[k]
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            days = [m for m, t in enumerate(sent_tokens) if _weekday(t.lower)]
            if not days:
                continue
            m = next((m for m in days if _same_slot(tokens, k, sent_tokens, m)), days[0])
            other = sent_tokens[m].text
            return [
                make_flag(
                    claim,
                    ctx,
                    word.start,
                    word.end,
                    type=FlagType.TEMPORAL_DISTORTION,
                    severity=Severity.HIGH,
                    message=(
                        f'The answer says "{word.text}" but the source says "{other}": '
                        f"{quote(sent.text, 160)}; no source names {word.text}."
                    ),
                    suggestion=f'Replace "{word.text}" with "{other}".',
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=True,
                )
            ]
        return []

    def _flag(
        self,
        claim: Claim,
        ctx: CheckContext,
        word: Token,
        other: str,
        ev: Evidence,
        sentence: str,
    ) -> Flag:
        return make_flag(
            claim,
            ctx,
            word.start,
            word.end,
            type=FlagType.ENTITY_MISMATCH,
            severity=Severity.MEDIUM,
            message=(
                f'The answer says "{word.text}" where the source says "{other}": '
                f'{quote(sentence, 160)}; no source uses "{word.text}".'
            ),
            suggestion=f'Replace "{word.text}" with "{other}", or cite a source that says it.',
            source_says=sentence,
            source_id=ev.source_id,
            contradicts=False,
        )
