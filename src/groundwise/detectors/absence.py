"""Statements about the sources themselves: "the passages do not mention X", "unable to answer".

Answers grounded in retrieved passages often say what the passages lack ("The provided context
does not specify the cooking time"). No evidence span can support such a statement: what
supports it is the absence of the thing in every source. This module reads the statement, finds
what it says is missing (its items, split at commas and "or"/"and") and looks for each in the
sources. When no source line holds every content word of an item, the statement is confirmed
(:func:`confirmed_spans`): the judges count its words as covered, as they count a number matched
by value. A bare refusal ("Unable to answer based on the given passages") names nothing and is
confirmed as it stands. When a source line does hold an item the statement is left to the
ordinary checks.

It does not flag. On RAGTruth QA, of 76 absence statements (74 annotated faithful), a rule that
calls an item stated when a source line holds half its content words would have flagged 28, 26
of them faithful: the passages discuss the topic but not the detail the answer says is missing
("the hourly rate" of technicians whose pay the passages describe). Requiring every content word
confirms 71 faithful statements and 1 of the 2 unfaithful ones.

Only statements that name the sources ("the passages", "the provided context", "the data") are
read; "the price is not known" is an ordinary claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from groundwise.context import CheckContext
from groundwise.lexical import STOPWORDS, stem, tokenize
from groundwise.results import Claim
from groundwise.wordlists import ABSENCE_GENERIC

_REF = (
    r"(?:the|these|this|those|given|provided|above|available|supplied|retrieved|\s)*"
    r"(?:passages?|context|texts?|sources?|documents?|articles?|excerpts?|snippets?|data"
    r"|records?|information provided|information given|(?:search )?results?|reviews?|content)"
)
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
# "X is not mentioned in the passages".
_NOT_IN_SOURCES = re.compile(
    rf"^(?P<topic>.+?)\s+(?:is|are|was|were)\s+(?:not|n['’]t)\s+(?:explicitly\s+|specifically\s+)?"
    rf"(?:{_PAST})\s+(?:in|by|within)\s+{_REF}\b",
    re.IGNORECASE,
)
# "Unable to answer based on the given passages", "cannot be determined from the context".
_REFUSAL = re.compile(
    rf"\b(?:unable\s+to|cannot|can\s*not|can['’]t|could\s+not|not\s+possible\s+to)\s+"
    rf"(?:be\s+)?(?:answer(?:ed)?|determine[ds]?|provide[ds]?|find|found|tell|say|confirm(?:ed)?)\b"
    rf".*?\b(?:based\s+on|from|in|with|using|given)\s+{_REF}\b",
    re.IGNORECASE,
)
_GENERIC = frozenset(stem(w) for w in ABSENCE_GENERIC)
_ITEM_SPLIT = re.compile(r",|;|\s+(?:or|and|nor|as well as)\s+", re.IGNORECASE)
_LINE = re.compile(r"[^\n.!?]+")
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


def read_absence(text: str) -> Absence | None:
    """The absence statement in a claim's text, or ``None`` when the claim is not one."""
    m = _SOURCES_LACK.search(text) or _SOURCES_HAVE_NO.search(text)
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


@lru_cache(maxsize=64)
def _source_lines(text: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(stem(t.norm) for t in tokenize(m.group())) for m in _LINE.finditer(text))


def _stated(words: frozenset[str], ctx: CheckContext) -> tuple[str, str] | None:
    """``(source id, line)`` of a source line holding every content word of the item."""
    for source in ctx.sources.values():
        for line, m in zip(_source_lines(source.text), _LINE.finditer(source.text), strict=True):
            if words <= line:
                return source.id, m.group().strip()
    return None


def stated_items(claim: Claim, ctx: CheckContext) -> list[tuple[int, int, str, str]]:
    """Items of the claim's absence statement that a source line holds: (span, source id, line)."""
    absence = read_absence(claim.text)
    if absence is None:
        return []
    found = []
    for start, end in absence.items:
        hit = _stated(_content(claim.text[start:end]), ctx)
        if hit is not None:
            found.append((start, end, *hit))
    return found


def confirmed_spans(claim: Claim, ctx: CheckContext) -> list[tuple[int, int]]:
    """Claim span (claim offsets) of a statement of absence that every source bears out."""
    absence = read_absence(claim.text)
    if absence is None or not ctx.sources or stated_items(claim, ctx):
        return []
    return [(absence.start, absence.end)]
