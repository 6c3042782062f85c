"""Quotations in the answer that no source contains word for word.

A quotation is text of three or more words between straight, curly or angle quotes, or of one or
two words right after a verb of calling ("Critics called the budget 'unrealistic'"). It is found in
a source when its words appear there in order, ignoring case, punctuation, whitespace and quote
style; an ellipsis ("...", "…", "[...]") inside the quote may skip source words. A quote that is
not found is checked for a close but altered version (the source's words are then shown).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    cached_tokens,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.memo import text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

#: Quoted spans: straight, curly (single curly/straight quotes only outside words, so apostrophes
#: in "don't" never open or close a quote), guillemets and low-high quotes.
_QUOTE_RES = (
    re.compile(r'"([^"\n]+)"'),
    re.compile(r"“([^”\n]+)”"),
    re.compile(r"„([^“”\n]+)[“”]"),
    re.compile(r"«([^»\n]+)»"),
    re.compile(r"(?<!\w)‘(.+?)’(?!\w)"),
    re.compile(r"(?<!\w)'(.+?)'(?!\w)"),
)
_ELLIPSIS_RE = re.compile(r"\[\s*(?:\.\.\.|…)\s*\]|\.\.\.|…")
#: Words just before a quote that make it a question, title or label rather than a quotation.
_TITLE_CUES = frozenset({"question", "query", "title", "titled", "entitled", "answer"})
#: Fewer words than this are scare quotes or terms ("so-called 'growth'"), not quotations.
MIN_QUOTE_WORDS = 3
#: Word-sequence similarity at or above which a source passage is an altered version of the quote.
NEAR_MATCH = 0.6
#: Candidate windows per source that get the (slower) sequence comparison.
_CANDIDATES = 4


@dataclass(frozen=True)
class QuoteSpan:
    """A quotation in a text: ``start``/``end`` include the quote marks; ``inner`` excludes them."""

    start: int
    end: int
    inner: str
    inner_start: int


#: A verb of naming or calling right before a short quote makes it a quotation ("Critics called
#: the budget 'unrealistic'"), not a scare quote: what someone called a thing is checkable.
_CALLED = re.compile(
    r"\b(?<!so-)(?:called|calls|call|calling|described|describes|describing|dubbed|dubs|termed|terms"
    r"|labell?ed|branded|brands)\b(?:\s+(?:it|them|him|her|this|that|the\s+\w+|\w+'s\s+\w+)"
    r")?(?:\s+as)?\s*$",
    re.IGNORECASE,
)


#: A speaker's verb right before a quotation the claim splitter made a claim of its own.
_SPOKEN = re.compile(
    r"\b(?:said|says|say|stated|states|wrote|writes|told\s+\w+|added|adds|declared|announced"
    r"|explained|noted|tweeted|according\s+to\s+[\w. ]+)\s*[,:]?\s*$",
    re.IGNORECASE,
)


def _reported(text: str, start: int) -> bool:
    """Whether a verb of naming or calling stands right before a quote starting at ``start``."""
    return _CALLED.search(text[max(0, start - 60) : start]) is not None


def find_quotes(text: str) -> list[QuoteSpan]:
    """Quotations of at least :data:`MIN_QUOTE_WORDS` words, or shorter after a verb of calling
    ("called the budget 'unrealistic'"), in reading order, none overlapping."""
    found: list[QuoteSpan] = []
    for rx in _QUOTE_RES:
        for m in rx.finditer(text):
            if any(m.start() < q.end and q.start < m.end() for q in found):
                continue
            inner = m.group(1)
            words = len(tokenize(inner))
            if words >= MIN_QUOTE_WORDS or (words and _reported(text, m.start())):
                found.append(QuoteSpan(m.start(), m.end(), inner, m.start(1)))
    return sorted(found, key=lambda q: q.start)


def _words(text: str) -> list[str]:
    return [t.lower for t in tokenize(_AMPERSAND.sub(" and ", text))]


#: "&" reads as "and": "Willy Wonka & the Chocolate Factory" is quoted with either.
_AMPERSAND = re.compile(r"&(?![a-z]+;)")


@text_cache(maxsize=32)
def _words_of(text: str) -> tuple[str, ...]:
    return tuple(t.lower for t in cached_tokens(text))


@text_cache(maxsize=32)
def _glued(text: str) -> str:
    """A source's lower-case words with nothing between them ("any more" meets "anymore"),
    "&" read as "and"."""
    return "".join(_words_of(_AMPERSAND.sub(" and ", text)) if "&" in text else _words_of(text))


def contains_quote(source_text: str, fragments: Sequence[Sequence[str]]) -> bool:
    """Whether the fragments' words occur in the source in order (gaps allowed between fragments)."""
    glued = _glued(source_text)
    pos = 0
    for frag in fragments:
        needle = "".join(frag)
        hit = glued.find(needle, pos)
        if hit < 0:
            return False
        pos = hit + len(needle)
    return True


def closest_passage(source_text: str, words: Sequence[str]) -> tuple[float, int, int]:
    """Best similarity of ``words`` to a passage of the source, and that passage's char span."""
    tokens = cached_tokens(source_text)
    src_words = _words_of(source_text)
    q = len(words)
    if not src_words or q == 0:
        return 0.0, 0, 0
    wanted = set(words)
    hits = list(accumulate((1 if w in wanted else 0 for w in src_words), initial=0))
    width = min(q, len(src_words))
    sums = [(hits[i + width] - hits[i], i) for i in range(len(src_words) - width + 1)]
    sums = [s for s in sums if s[0] * 2 >= width]
    sums.sort(key=lambda s: (-s[0], s[1]))
    best = (0.0, 0, 0)
    tried: list[int] = []
    for _, i in sums:
        if len(tried) >= _CANDIDATES:
            break
        if any(abs(i - t) < width // 2 + 1 for t in tried):
            continue
        tried.append(i)
        lo, hi = max(0, i - 3), min(len(src_words), i + width + 3)
        matcher = difflib.SequenceMatcher(None, list(words), list(src_words[lo:hi]), autojunk=False)
        blocks = [b for b in matcher.get_matching_blocks() if b.size]
        if not blocks:
            continue
        first, last = lo + blocks[0].b, lo + blocks[-1].b + blocks[-1].size
        ratio = difflib.SequenceMatcher(
            None, list(words), list(src_words[first:last]), autojunk=False
        ).ratio()
        if ratio > best[0]:
            best = (ratio, tokens[first].start, tokens[last - 1].end)
    return best


@text_cache(maxsize=32)
def _answer_quotes(answer: str) -> tuple[QuoteSpan, ...]:
    return tuple(find_quotes(answer))


def _claim_quotes(claim: Claim, answer: str) -> list[QuoteSpan]:
    """The claim's quotations (claim offsets), paired on the whole answer: a claim that starts
    inside a quotation ('Club" deemed it a standout on Adams's "1989", praising ...' of '"The
    A.V. Club" deemed ...') would otherwise pair the closing mark with the next opening one.
    The claim slices the answer (``require_aligned``)."""
    return [
        QuoteSpan(q.start - claim.start, q.end - claim.start, q.inner, q.inner_start - claim.start)
        for q in _answer_quotes(answer)
        if claim.start <= q.start and q.end <= claim.end
    ]


def _not_a_quotation(text: str, q: QuoteSpan, before: str = "") -> bool:
    """Questions echoed from the user, titles and labels are quoted but quote no source.
    ``before`` is the answer's text before the claim, in its sentence."""
    inner = q.inner.strip()
    if inner.rstrip("\"'”’.,").endswith("?"):
        return True
    # A whole sentence in quotes with nothing around it is a stray quoting style, not a citation,
    # unless the claim split off a speaker before it ('Mayor Linda Park said, "This is ..."').
    if not tokenize(text[: q.start]) and not tokenize(text[q.end :]):
        return _SPOKEN.search(before) is None
    lead = [t.lower for t in tokenize(text[: q.start])][-3:]
    if any(w in _TITLE_CUES for w in lead):
        return True
    words = [t for t in tokenize(inner) if t.text[0].isalpha()]
    titled = sum(1 for t in words if t.text[0].isupper())
    return len(words) <= 6 and titled >= 0.8 * len(words)


#: Characters before a claim read for a speaker's verb.
_SPEAKER_REACH = 80


class QuoteDetector(Detector):
    """Quotations that are not in any source verbatim (FAKE_QUOTE)."""

    name = "quotes"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """A FAKE_QUOTE flag for each quotation of ``claim`` no source contains."""
        require_aligned(claim, ctx)
        if not ctx.sources:
            return []
        flags: list[Flag] = []
        before = ctx.answer[max(0, claim.start - _SPEAKER_REACH) : claim.start]
        before = re.split(r"[.!?]\s", before)[-1]
        for q in _claim_quotes(claim, ctx.answer):
            if _not_a_quotation(claim.text, q, before):
                continue
            fragments = [f for f in (_words(p) for p in _ELLIPSIS_RE.split(q.inner)) if f]
            if not fragments:
                continue
            # Words the user's question quotes are given, as the sources' are.
            if any(contains_quote(text, fragments) for text in ctx.given_texts):
                continue
            flags.append(self._flag(claim, ctx, q, [w for f in fragments for w in f]))
        return flags

    def _flag(self, claim: Claim, ctx: CheckContext, q: QuoteSpan, words: list[str]) -> Flag:
        best = (0.0, 0, 0)
        best_source: str | None = None
        for src in ctx.sources.values():
            found = closest_passage(src.text, words)
            if found[0] > best[0]:
                best, best_source = found, src.id
        inner = " ".join(q.inner.split())
        if best[0] >= NEAR_MATCH and best_source is not None:
            said = ctx.sources[best_source].text[best[1] : best[2]]
            return make_flag(
                claim,
                ctx,
                q.start,
                q.end,
                type=FlagType.FAKE_QUOTE,
                severity=Severity.HIGH,
                message=(
                    f"The quotation {quote(inner)} is not in the sources word for word; the "
                    f"source says {quote(said)}."
                ),
                suggestion="Quote the source's exact words, or drop the quotation marks and paraphrase.",
                source_says=said,
                source_id=best_source,
                contradicts=True,
            )
        return make_flag(
            claim,
            ctx,
            q.start,
            q.end,
            type=FlagType.FAKE_QUOTE,
            severity=Severity.CRITICAL,
            message=f"The quotation {quote(inner)} appears in none of the sources.",
            suggestion="Remove the quotation or replace it with words a source actually contains.",
            source_says=None,
            source_id=None,
            contradicts=False,
        )
