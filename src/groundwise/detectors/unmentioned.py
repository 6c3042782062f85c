"""CONTRADICTION: the answer says someone did not mention or discuss what a source has them say.

Summaries of calls and meetings tell what was left out: "The sales agent provides information on
home insurance plans, but does not mention any available discounts for clients with good credit
scores" against a transcript where the agent says "we do offer discounts for clients with good
credit scores". The denial is of a verb of saying, so no source word denies or opposes it; what
contradicts it is a source sentence holding most of what was "not mentioned".

Statements about the sources themselves ("the passages do not mention the cooking time") are left
to :mod:`groundwise.detectors.absence`: the passages often discuss the topic but not the detail
(docs/judge-history.md, v5), so they are not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    content_stems,
    make_flag,
    quote,
    sentences_holding,
    tokenize,
)
from groundwise.detectors.negation import MIN_OVERLAP
from groundwise.lexicon import is_verb
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.segment import SOURCE_REFERENCE

#: "does not mention X", "didn't discuss X", "never talked about X", "without bringing up X".
_UNMENTIONED = re.compile(
    r"\b(?:(?:not|never|n['’]t)\s+(?:\w+ly\s+)?"
    r"(?:mention|mentioned|discuss|discussed|talk\s+about|talked\s+about|bring\s+up|brought\s+up)"
    r"|without\s+(?:mentioning|discussing|talking\s+about|bringing\s+up))"
    r"\s+(?P<item>[^.;:!?()]+)",
    re.IGNORECASE,
)
#: Where the unmentioned item ends: a clause break or a new clause ("..., but the client ...").
_ITEM_END = re.compile(r",|\s+(?:but|while|whereas|although|though|because|so|and\s+then)\s+")
_WORDS = re.compile(r"[A-Za-z]+")
_AND = re.compile(r"\s+and\s+(?P<next>[A-Za-z]+)(?:\s+(?P<after>[A-Za-z]+))?")
#: Words that follow a verb, not a noun: "and informs him about ...", "and asks whether ...".
_OBJECTS = frozenset(("him", "her", "them", "us", "me", "you", "it", "whether", "how", "why"))
#: The sources named as what lacks the item ("the passages do not mention", "not mentioned in
#: the context").
_SOURCES = re.compile(rf"\b{SOURCE_REFERENCE}\b", re.IGNORECASE)
_IN_SOURCES = re.compile(rf"\b(?:in|by|within)\s+{SOURCE_REFERENCE}\b", re.IGNORECASE)
#: Characters between a source reference and the denial for the sources to be its subject.
_SUBJECT_REACH = 25
#: Words before a passive denial ("was not mentioned").
_BE = frozenset(("is", "are", "was", "were", "be", "been", "being"))
#: Content words of the item a source sentence must hold: at least this many, and the share a
#: denial's sentence holds (negation.MIN_OVERLAP).
_MIN_WORDS = 3


def _about_the_sources(text: str, start: int) -> bool:
    """Whether the denial at ``start`` is said of the sources ("the passages do not mention",
    "The provided context does not explicitly discuss"), or of something in them ("not
    mentioned in the passages")."""
    before = text[max(0, start - _SUBJECT_REACH - 60) : start]
    if any(len(before) - m.end() <= _SUBJECT_REACH for m in _SOURCES.finditer(before)):
        return True
    return _IN_SOURCES.search(text, start) is not None


def _asked(sentence: str) -> bool:
    return sentence.rstrip().endswith("?")


def _passive(text: str, m: re.Match[str]) -> bool:
    """Whether the denial is passive ("was not mentioned anywhere on the menu"): what went
    unmentioned is its subject, not the words after it."""
    before = _WORDS.findall(text[max(0, m.start() - 20) : m.start()])
    return bool(before) and before[-1].lower() in _BE


def _item_length(item: str) -> int:
    """Characters of ``item`` up to where it ends: a clause break, a conjunction that opens a
    clause, or "and" before a verb ("the different plans and informs him about ...")."""
    stop = _ITEM_END.search(item)
    end = stop.start() if stop else len(item.rstrip())
    for m in _AND.finditer(item, 0, end):
        if is_verb(m.group("next").lower()) or (m.group("after") or "").lower() in _OBJECTS:
            return m.start()
    return end


class UnmentionedDetector(Detector):
    """CONTRADICTION: something the answer says went unmentioned, said in a source sentence."""

    name = "unmentioned"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        m = _UNMENTIONED.search(claim.text)
        if m is None or _about_the_sources(claim.text, m.start()) or _passive(claim.text, m):
            return []
        end = m.start("item") + _item_length(m.group("item"))
        stems = frozenset(content_stems(tokenize(claim.text[m.start("item") : end])))
        need = max(_MIN_WORDS, MIN_OVERLAP * len(stems))
        # asking about it is no mention of it
        said = [ev for _, ev in sentences_holding(stems, ctx, need) if not _asked(ev.text)]
        if not said:
            return []
        sentence, source_id = said[0].text, said[0].source_id
        item = claim.text[m.start("item") : end]
        return [
            make_flag(
                claim,
                ctx,
                m.start(),
                end,
                type=FlagType.CONTRADICTION,
                severity=Severity.HIGH,
                message=f'The answer says "{item}" went unmentioned, but the source says it: '
                f"{quote(sentence, 160)}.",
                suggestion=f'Drop the claim that "{item}" was not mentioned.',
                source_says=sentence,
                source_id=source_id,
                contradicts=True,
            )
        ]
