"""Refusals: "Unable to answer based on the given passages", "the context does not say".

Answers grounded in retrieved passages often say what the passages lack. No evidence span can
support such a statement, so word coverage reads it as unsupported, and a refusal (the answer a
RAG system should give when its passages hold no answer) was judged a hallucination. This module
reads statements that name the sources ("the passages", "the provided context", "the data") and
say they lack something, and splits off what they say is missing (items at commas and
"or"/"and"). A statement that names nothing ("Unable to answer based on the given passages",
"the context does not provide any information to answer the question") says nothing about the
world: it is confirmed (:func:`confirmed_spans`), so the judges count its words as covered, as
they count a number matched by value.

A statement that names what is missing ("the passages do not mention the cooking time") is left
to the ordinary checks. On RAGTruth QA 74 of 76 such statements are annotated faithful, but
confirming them (when no source line holds every content word of the item) cost 0.012-0.018
balanced accuracy: answers that hedge this way are more often unsupported elsewhere, and the
hedge was what marked them (docs/judge-history.md, v5). (Confirming "the passages do not provide enough
information to ..." once cost 0.009 with the lexical judge; see below.) Flagging statements whose
item a source line holds is worse still: 26 of 28 were faithful (the passages discuss the topic,
not the detail).

"The price is not known" names no source and is an ordinary claim.

A refusal's own words are no claim about the subject either: "I could not find that in the
documents" is no prediction (its modal), its "not" no denial and its "I" no chat
(:func:`groundwise.features.claim_features`), and what an absence statement names as missing is
no fabrication where no source has it (the verifier drops such flags). "Not enough information
to answer the question" is a refusal too (an item only if more than the question follows): the
0.009 it once cost was two RAGTruth claims, and an answer that only refuses is supported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from groundwise.context import CheckContext
from groundwise.lexical import STOPWORDS, stem, tokenize
from groundwise.memo import text_cache
from groundwise.results import Claim
from groundwise.segment import SOURCE_REFERENCE
from groundwise.wordlists import ABSENCE_GENERIC

_REF = SOURCE_REFERENCE
_LACK_VERB = (
    r"mention|provide|contain|include|specify|say|state|give|indicate|discuss|address|list"
    r"|describe|detail|explain|cover|offer|reveal|clarify|report"
)
_PAST = (
    r"mentioned|provided|specified|stated|given|included|listed|discussed|indicated|described"
    r"|detailed|explained|covered|reported|found|available"
)
# "<the passages> do not mention X", "<the context> does not provide any information about X".
_SOURCES_LACK = re.compile(
    rf"\b{_REF}\s+(?:do|does|did)\s*(?:not|n['’]t)\s+(?:explicitly\s+|specifically\s+|directly\s+)?"
    rf"(?:{_LACK_VERB})\b",
    re.IGNORECASE,
)
# "<the data> has no information about X", "there is no mention of X in the passages".
_SOURCES_HAVE_NO = re.compile(
    rf"\b{_REF}\s+(?:has|have|contains?|includes?|provides?|gives?|offers?)\s+no\b",
    re.IGNORECASE,
)
_NO_MENTION_IN = re.compile(
    rf"\bthere\s+(?:is|are|was|were)\s+no\s+(?P<topic>.+?)\s+(?:in|within|from)\s+{_REF}\b",
    re.IGNORECASE,
)
# "X is not mentioned in the passages", "the answer is not in the provided context".
_NOT_IN_SOURCES = re.compile(
    rf"^(?P<topic>.+?)\s+(?:is|are|was|were)\s+(?:not|n['’]t)\s+(?:explicitly\s+|specifically\s+)?"
    rf"(?:(?:{_PAST})\s+)?(?:in|by|within)\s+{_REF}\b",
    re.IGNORECASE,
)
# "Unable to answer based on the given passages", "cannot be determined from the context",
# "I could not find that in the documents" (the speaker is part of the refusal).
_REFUSAL = re.compile(
    rf"\b(?:(?:i|we)\s+(?:am\s+|are\s+|was\s+|were\s+)?)?"
    rf"(?:unable\s+to|cannot|can\s*not|can['’]t|could\s+not|not\s+possible\s+to)\s+"
    rf"(?:be\s+)?(?:answer(?:ed)?|determine[ds]?|provide[ds]?|find|found|tell|say|confirm(?:ed)?)\b"
    rf".*?\b(?:based\s+on|from|in|with|using|given)\s+{_REF}\b",
    re.IGNORECASE,
)
# "The context does not provide enough information to answer this question", "I don't have
# enough information to answer that": a refusal, naming what is missing only if more follows.
_NOT_ENOUGH = re.compile(
    rf"\b(?:{_REF}\s+(?:do|does|did)\s*(?:not|n['’]t)\s+(?:{_LACK_VERB}|have)"
    rf"|there\s+(?:is|was)\s+(?:not|n['’]t)|(?:i|we)\s+(?:do|did)\s*(?:not|n['’]t)\s+have)"
    rf"\s+(?:enough|sufficient|adequate)\s+(?:information|details?|data|context)\b"
    rf"(?:\s+(?:in|within|from)\s+{_REF})?",
    re.IGNORECASE,
)
_GENERIC = frozenset(stem(w) for w in ABSENCE_GENERIC)
_ITEM_SPLIT = re.compile(r",|;|\s+(?:or|and|nor|as well as)\s+", re.IGNORECASE)
# Where what the sources lack stops: ", but they do say ...".
_CLAUSE_END = re.compile(
    r",?\s+(?:but|however|although|though|while|whereas)\b|[;:]", re.IGNORECASE
)


@dataclass(frozen=True)
class Absence:
    """A statement that the sources lack something: its items (claim offsets), if it names any."""

    start: int
    end: int
    items: tuple[tuple[int, int], ...]


@text_cache(maxsize=1024)
def read_absence(text: str) -> Absence | None:
    """The absence statement in a claim's text, or ``None`` when the claim is not one (cached:
    the claim typing, the verifier and the features each read every claim)."""
    m = _NOT_ENOUGH.search(text) or _SOURCES_LACK.search(text) or _SOURCES_HAVE_NO.search(text)
    if m:
        stop = _CLAUSE_END.search(text, m.end())
        end = stop.start() if stop else len(text)
        return Absence(m.start(), end, _items(text, m.end(), end))
    m = _NO_MENTION_IN.search(text)
    if m:
        return Absence(m.start(), m.end(), _items(text, m.start("topic"), m.end("topic")))
    m = _NOT_IN_SOURCES.search(text)
    if m:
        return Absence(m.start(), m.end(), _items(text, m.start("topic"), m.end("topic")))
    m = _REFUSAL.search(text)
    if m:
        return Absence(m.start(), m.end(), ())
    return None


def _items(text: str, start: int, end: int) -> tuple[tuple[int, int], ...]:
    """The named things of ``text[start:end]``, split at commas and "or"/"and"."""
    out = []
    pos = start
    for part in [*_ITEM_SPLIT.finditer(text, start, end), None]:
        stop = part.start() if part else end
        if _content(text[pos:stop]):
            out.append((pos, stop))
        pos = part.end() if part else end
    return tuple(out)


def _content(text: str) -> frozenset[str]:
    return frozenset(
        s
        for t in tokenize(text)
        if t.norm not in STOPWORDS and (s := stem(t.norm)) not in _GENERIC and len(s) > 1
    )


def confirmed_spans(claim: Claim, ctx: CheckContext) -> list[tuple[int, int]]:
    """Claim span (claim offsets) of a refusal: a statement that the sources lack, naming nothing."""
    absence = read_absence(claim.text)
    if absence is None or absence.items or not ctx.sources:
        return []
    return [(absence.start, absence.end)]
