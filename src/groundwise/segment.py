"""Segmentation with exact offsets: answers into sentences and clauses, sources into units.

Every :class:`Segment` satisfies ``segment.text == original[segment.start:segment.end]``.

Sentences come from a linear scan: lines first (blank lines, Markdown bullets and headings always
end a sentence; a hard-wrapped line that continues in lower case does not), then terminal
punctuation inside each paragraph, with guards for abbreviations, initials, decimals, closing
quotes and citation markers. Clauses come from a few ordered split rules (``;``, causes,
coordination, trailing ``with <number>``), each accepted only when both sides still read as a claim.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

from groundwise.lexicon import (
    has_entity,
    has_fact,
    has_verb,
    is_verb,
    starts_with_verb,
    word_count,
    words,
    wordset,
)
from groundwise.markers import find_markers
from groundwise.timeexpr import MONTH_NAMES, WEEKDAYS
from groundwise.wordlists import STOPWORDS


@dataclass(frozen=True)
class Segment:
    """A span of some original text."""

    start: int
    end: int
    text: str


LineKind = Literal["text", "bullet", "heading"]

# --------------------------------------------------------------------------- lines and paragraphs

# Every line-break character str.splitlines() knows, so no line silently spans two lines.
_LINE = re.compile(r"[^\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]+")
_HEADING = re.compile(r"[ \t]*#{1,6}(?:[ \t]+|$)")
_BULLET = re.compile(r"[ \t]*(?:(?:[-*+•‣◦▪]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?|>[ \t]*)+")
# A "key: value" line (JSON sources are flattened to these); it never merges with its neighbours.
_FIELD = re.compile(r"[^\s:][^:\n]{0,50}?:(?:\s|$)")
_ENDS_CLAUSE = re.compile(r"[.!?…:;。！？][\"'”’)\]]*\s*$")
_MAX_FIELD_KEY_WORDS = 5
_CLAUSE_END_LOOKBACK = 12  # a terminal mark plus closing quotes/brackets


def _is_field(text: str, start: int, end: int) -> bool:
    m = _FIELD.match(text, start, end)
    return m is not None and len(m.group().split()) <= _MAX_FIELD_KEY_WORDS


def _paragraphs(text: str) -> Iterator[tuple[int, int, LineKind]]:
    """Content spans of lines, with hard-wrapped continuation lines merged into one paragraph."""
    cur: tuple[int, int, LineKind] | None = None
    prev_line_end = -1
    for m in _LINE.finditer(text):
        line_start, line_end = m.span()
        kind: LineKind = "text"
        p = _HEADING.match(text, line_start, line_end)
        if p is not None:
            kind = "heading"
        else:
            p = _BULLET.match(text, line_start, line_end)
            if p is not None and p.end() > line_start:
                kind = "bullet"
        start = p.end() if p is not None else line_start
        while start < line_end and text[start].isspace():
            start += 1
        end = line_end
        while end > start and text[end - 1].isspace():
            end -= 1
        if start == end:
            # A blank line always ends the paragraph.
            if cur is not None:
                yield cur
                cur = None
            continue
        gap = text[prev_line_end:line_start] if prev_line_end >= 0 else ""
        prev_line_end = line_end
        if (
            cur is not None
            and kind == "text"
            and cur[2] != "heading"
            and gap in ("\n", "\r\n", "\r")
            and text[start].islower()
            and not _ENDS_CLAUSE.search(text, max(cur[0], cur[1] - _CLAUSE_END_LOOKBACK), cur[1])
            and not _is_field(text, cur[0], cur[1])
            and not _is_field(text, start, end)
        ):
            cur = (cur[0], end, cur[2])
            continue
        if cur is not None:
            yield cur
        cur = (start, end, kind)
    if cur is not None:
        yield cur


# --------------------------------------------------------------------------- sentence boundaries

# Latin terminal punctuation only counts before a space, a closer, a marker or the end, which
# skips "3.5", "acme.com" and "$1.2M" without a Python-level look at each of them.
_TERMINAL = re.compile(r"[.!?…‽]+(?=[\s\"'”’»)\]）」』\[]|$)|[。！？]+")
_CLOSERS = frozenset("\"'”’»)]）」』")
_OPENERS = frozenset("\"'“‘«([（「『")
_WORDISH = re.compile(r"\w")

#: Abbreviations that are (almost) never the end of a sentence: titles and Latin shorthands.
NEVER_FINAL = wordset(
    """mr mrs ms mx dr prof rev hon gen col capt lt sgt gov sen rep pres e.g i.e eg ie vs v cf
    fig figs approx ca nos vol pp op incl excl viz resp"""
)
# Abbreviations that end a sentence only when a capitalised word follows ("Acme Inc. The deal").
_FINAL_BEFORE_CAPITAL = wordset(
    """inc ltd co corp llc plc gmbh ag bv etc jr sr st no ave blvd rd dept est univ bros al jan feb
    mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun min max hr
    hrs mins sec secs mo yr yrs"""
)
_DOTTED = re.compile(r"(?:[a-z]{1,2}\.)+[a-z]{1,2}")  # u.s, p.m, ph.d
_MAX_TOKEN_LOOKBACK = 40
_WORD_AHEAD = re.compile(r"[A-Za-z']+")
#: Besides function words, words that open a sentence after "U.S." rather than go on with a name.
_OPENERS_AFTER_DOTS = wordset(
    "meanwhile however moreover furthermore additionally today now later another several many "
    "overall finally instead"
)


def _is_boundary(text: str, sent_start: int, punct: re.Match[str], nxt: int, end: int) -> bool:
    """Whether the terminal punctuation ``punct`` ends a sentence; ``nxt`` is where text resumes."""
    mark = punct.group()
    if mark[0] in "。！？":
        return True
    # First character of the next sentence, skipping opening quotes and brackets.
    while nxt < end and (text[nxt].isspace() or text[nxt] in _OPENERS):
        nxt += 1
    if nxt >= end:
        return True
    following = text[nxt]
    if following.islower():
        return False
    if mark != ".":
        return True
    # The word the period closes: scan back to whitespace (bounded, so the scan stays linear).
    i = punct.start()
    lo = max(sent_start, i - _MAX_TOKEN_LOOKBACK)
    while i > lo and not text[i - 1].isspace():
        i -= 1
    while i < punct.start() and text[i] in _OPENERS:
        i += 1
    token = text[i : punct.start()]
    low = token.lower()
    if low in NEVER_FINAL:
        return False
    if len(token) == 1 and token.isupper():
        return False  # an initial: "J. K. Rowling"
    if token.isdigit() and len(token) <= 2 and not text[sent_start:i].strip():
        return False  # an inline enumeration label: "2. Send the proposal"
    if _DOTTED.fullmatch(low):
        # "the U.S. Army", "The A.V. Club": a name goes on; "in the U.S. Then it ..." ends.
        word = _WORD_AHEAD.match(text, nxt, end)
        opener = word.group().lower() if word else ""
        return following.isupper() and (opener in STOPWORDS or opener in _OPENERS_AFTER_DOTS)
    if low in _FINAL_BEFORE_CAPITAL:
        return following.isupper()
    return True


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _split_paragraph(
    text: str, start: int, end: int, marker_ends: dict[int, int]
) -> Iterator[tuple[int, int]]:
    cur = start
    for m in _TERMINAL.finditer(text, start, end):
        if m.start() < cur:
            continue
        p = m.end()
        while p < end and text[p] in _CLOSERS:
            p += 1
        # Citation markers right after the period belong to the sentence they cite for.
        while True:
            q = p
            while q < end and text[q] in " \t":
                q += 1
            marker_end = marker_ends.get(q)
            if marker_end is None or marker_end > end:
                break
            p = marker_end
        if m.group()[0] not in "。！？" and p < end and not text[p].isspace():
            continue  # "3.5", "acme.com", "$1.2M"
        if _is_boundary(text, cur, m, p, end):
            yield _strip(text, cur, p)
            cur = p
    if cur < end:
        yield _strip(text, cur, end)


def _sentence_spans(text: str) -> Iterator[tuple[int, int, LineKind]]:
    marker_ends = {mk.start: mk.end for mk in find_markers(text)}
    for p_start, p_end, kind in _paragraphs(text):
        for s, e in _split_paragraph(text, p_start, p_end, marker_ends):
            if e > s and _WORDISH.search(text, s, e):
                yield s, e, kind


def sentences_with_kinds(text: str) -> list[tuple[Segment, LineKind]]:
    """Sentences of ``text`` with the kind of line each came from (text, bullet or heading)."""
    return [(Segment(s, e, text[s:e]), kind) for s, e, kind in _sentence_spans(text)]


def split_sentences(text: str) -> list[Segment]:
    """Split text into sentences (stripped of surrounding whitespace), keeping exact offsets."""
    return [Segment(s, e, text[s:e]) for s, e, _ in _sentence_spans(text)]


# --------------------------------------------------------------------------- clauses

# (start, end, keep): ``keep`` marks a piece that stays even if it reads as a bare noun phrase.
_Piece = tuple[int, int, bool]
_Accept = Callable[[str, str, re.Match[str]], bool]

# Separators that start with whitespace only match at the start of a whitespace run (the
# look-behinds), so a long run of spaces costs linear, not quadratic, time.
_STRONG = re.compile(r"(?<!\s)\s*;\s*|(?<!\s)\s+[—–-]\s+|(?<!\s)\s*—\s*|:\s+")
_LEADING_SUBORDINATE = re.compile(
    r"\s*(?P<conn>because(?:\s+of)?|since|due\s+to|owing\s+to|although|though|while|whereas"
    r"|given\s+that|as\s+a\s+result\s+of)\s+",
    re.IGNORECASE,
)
_CAUSE = re.compile(
    r"(?<!\s),?\s+(?P<conn>because(?:\s+of)?|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result\s+of"
    r"|since|given\s+that|(?:driven|fuell?ed|boosted|lifted|helped|hurt|spurred)\s+by)\s+",
    re.IGNORECASE,
)
#: What moved a figure, after a comma: "Revenue grew 8%, driven by cloud sales". Without the
#: comma the participle is the clause's own verb ("growth was driven by cloud sales").
_PARTICIPLE_CAUSES = frozenset(
    f"{w} by"
    for w in ("driven", "fueled", "fuelled", "boosted", "lifted", "helped", "hurt", "spurred")
)
_COORDINATION = re.compile(
    r"(?<!\s),?\s+(?P<conn>and|but|while|whereas|yet|although|though)\s+(?:also\s+)?"
    r"|,\s+(?P<so>so|and\s+so|and\s+then|then)\s+"
    r"|,\s+",
    re.IGNORECASE,
)
_WITH_NUMBER = re.compile(
    r"(?<!\s),?\s+with\s+(?=(?:(?:over|under|more\s+than|less\s+than|fewer\s+than|about|around"
    r"|approximately|nearly|almost|roughly|some|at\s+least|up\s+to)\s+)?[$€£¥]?\d)",
    re.IGNORECASE,
)
# Clauses that depend on what precedes them: never split off on their own.
_DEPENDENT_START = re.compile(
    r"(?:which|who|whom|whose|where|that|when|whereby|including|such\s+as|like|as|to|of|for|in|on"
    r"|at|by|from|with|without|than|or|nor|not|if|unless)\b",
    re.IGNORECASE,
)
# Conditions and time clauses: a comma after them does not separate two claims.
_CONDITIONAL_START = re.compile(
    r"\s*(?:if|when|whenever|unless|once|until|after|before|as\s+soon\s+as|provided|assuming)\b",
    re.IGNORECASE,
)
#: ", but" before a contrast said without its verb; and the fewest words such a contrast has.
_ELLIPTICAL_BUT = re.compile(r",\s*but\s+$", re.IGNORECASE)
_MIN_CONTRAST_WORDS = 3
#: Marks that end a clause inside a sentence (:func:`_before_comma`).
_CLAUSE_PUNCT = re.compile(r"[,;:]")
#: The rest of a list that an appositive closes with a comma ("Steve and Carly," after "Two
#: friends, "): the words up to that comma.
_APPOSITIVE_REST = re.compile(r"\s*([^,;:.!?]{1,60}),")
_COPULA_END = re.compile(r"\b(?:is|are|was|were|be|been|being)\s*$", re.IGNORECASE)
_NUMBER_END = re.compile(r"\d[%kKmMbB]?\s*$")
_NUMBER_START = re.compile(r"\s*[$€£¥]?\d")
_HALF_START = re.compile(r"\s*(?:a\s+)?half\b", re.IGNORECASE)
#: "between" and up to five words before an "and": one range or pair ("between $3.5 billion and
#: $3.6 billion", "between the two big companies and the unions"), not two clauses.
_BETWEEN_END = re.compile(r"\bbetween\s+(?:(?!and\b)[^\s,;]+\s+){0,4}[^\s,;]+\s*$", re.IGNORECASE)
#: A time after "since": a year, a month, a decade ("since 1912", "since the 1990s").
_SINCE_TIME = re.compile(
    r"\s*(?:the\s+)?(?:\d{4}s?\b|(?:January|February|March|April|May|June|July|August"
    r"|September|October|November|December)\b)",
    re.IGNORECASE,
)
_NOUN_PHRASE_CAUSES = frozenset({"because of", "due to", "owing to", "thanks to", "as a result of"})
_MIN_CAUSE_WORDS = 2
#: Characters on each side of a separator that its split rule looks at.
_CONTEXT = 200

# Connectives trimmed from the start of a claim; the second group only when a comma follows.
_LEAD_CONNECTIVE = re.compile(
    r"(?:(?:and|but|also|plus|or)\b\s*,?"
    r"|(?:however|moreover|furthermore|additionally|meanwhile|therefore|thus|hence|so|then"
    r"|besides|overall|finally|firstly|secondly|thirdly|lastly|in\s+addition|as\s+a\s+result"
    r"|consequently|in\s+fact|importantly|notably|in\s+summary|in\s+short|in\s+conclusion"
    r"|to\s+summarize|that\s+said|still|yet|instead|otherwise|similarly|likewise"
    # Answer particles and discourse markers: they answer the question or steer the reader and
    # say nothing a source could support ("Yes, the drug was approved in 2019").
    r"|yes|yeah|yep|no|nope|sure|okay|ok|oh|wow|well|indeed|certainly|absolutely|of\s+course"
    r"|actually|clearly|obviously|interestingly|surprisingly|fortunately|unfortunately|ultimately"
    r"|essentially|basically|specifically|alternatively|nevertheless|nonetheless|again|next"
    r"|first|second|third|on\s+the\s+other\s+hand|in\s+other\s+words|for\s+example"
    r"|for\s+instance|in\s+particular|to\s+sum\s+up|in\s+essence|all\s+in\s+all)\s*,)\s*",
    re.IGNORECASE,
)
#: Words that point at the sources an answer was given ("the provided passages", "the structured
#: data", "customer reviews"): a regex fragment shared with :mod:`groundwise.detectors.absence`.
SOURCE_REFERENCE = (
    r"(?:(?:the|these|this|those|given|provided|above|available|supplied|retrieved|customer"
    r"|customers['’]?)\s+)*"
    r"(?:passages?|context|texts?|sources?|documents?|articles?|excerpts?|snippets?|content"
    r"|(?:structured\s+)?data|information|reviews?|search\s+results|listings?|records?|tables?"
    r"|profiles?|transcripts?|notes)"
    r"(?:\s+(?:provided|given|above|available|supplied))?"
)
# A leading frame that only points at the sources ("Based on the given passages, ...", "According
# to Source 1, ..."): it says where the answer comes from, not what is true, so it is no part of a
# claim (and alone, no claim).
_SOURCE_FRAME = re.compile(
    r"(?:based\s+on|according\s+to|judging\s+(?:by|from)|as\s+(?:stated|mentioned|described|noted"
    rf"|shown|indicated|given|provided)\s+in|from|per|in)\s+{SOURCE_REFERENCE}"
    # a numbered one: "According to Source 1", "As stated in passages 2 and 3"
    r"(?:\s+\d{1,3}(?:\s*(?:,|&|and)\s*\d{1,3})*)?\s*(?:,\s*|$)",
    re.IGNORECASE,
)
# A label that names a part of the answer, not its subject ("Answer:", "**Summary**:", "Step 2:",
# "Passage 1:"): trimmed like a frame. Labels of a subject ("Price: $500K") stay.
_META_LABEL = re.compile(
    r"[*_]{0,2}(?:answer|note|notes|summary|overview|conclusion|response|tl;?\s*dr|disclaimer"
    r"|important|update|key\s+(?:points?|takeaways?|facts?)|(?:step|passage|source|document|point"
    r"|part|option|tip)\s+\d{1,2})[*_]{0,2}\s*:[*_]{0,2}\s+",
    re.IGNORECASE,
)
_LEAD_PUNCT = frozenset(",;:*_•·|>~")
_TRAIL_PUNCT = frozenset(",;:.!?…*_|~。！？")
_DASHES = frozenset("-–—")
_ABBREV_END = re.compile(r"(?:\b[A-Za-z]\.){2,}$")  # keep the last dot of "U.S."


def _normalize(conn: str | None) -> str:
    return " ".join(conn.lower().split()) if conn else ""


def _standalone(text: str) -> bool:
    """A piece that can stand as a claim: it has a verb, a number/date or a named entity."""
    return has_verb(text) or has_fact(text) or has_entity(text)


def _before_comma(text: str) -> str:
    """``text`` up to its first comma, semicolon or colon."""
    cut = _CLAUSE_PUNCT.search(text)
    return text[: cut.start()] if cut else text


def _accept_strong(left: str, right: str, m: re.Match[str]) -> bool:
    if ";" in m.group():
        return _standalone(left) and _standalone(right)
    # Dashes and colons often introduce an appositive or a label: split only two full clauses.
    return has_verb(left) and has_verb(right) and not starts_with_verb(right)


def _accept_cause(left: str, right: str, m: re.Match[str]) -> bool:
    conn = _normalize(m.group("conn"))
    if not (has_verb(left) or has_fact(left)):
        return False
    if conn in _PARTICIPLE_CAUSES:
        return "," in m.group(0) and word_count(right) >= _MIN_CAUSE_WORDS
    if conn in _NOUN_PHRASE_CAUSES:
        if _COPULA_END.search(left):
            return False  # "the payment is due to Acme": owed, not caused
        return word_count(right) >= _MIN_CAUSE_WORDS or has_fact(right) or has_entity(right)
    if conn == "since":
        # "since 2020" is a time, not a cause, and so is "since 1912 and have disappeared"
        return has_verb(right) and _SINCE_TIME.match(right) is None
    return has_verb(right) or has_fact(right)


def _accept_coordination(left: str, right: str, m: re.Match[str]) -> bool:
    if _DEPENDENT_START.match(right.lstrip()) or _CONDITIONAL_START.match(left):
        return False
    if m.group("conn") is None and m.group("so") is None:
        # A bare comma: "Close date is Q4, value is $500K" but not "Acme, Globex and Initech".
        # The right side's verb must come before its own next comma: "including sandwiches,
        # sushi, and Asian-inspired meals" lists nouns.
        return has_verb(left) and has_verb(_before_comma(right)) and not starts_with_verb(right)
    if "," in left and not has_verb(left):
        rest = _APPOSITIVE_REST.match(right)
        if rest is not None and not has_verb(rest.group(1)):
            return False  # "Two friends, Steve and Carly, plan ...": one subject named twice
    if _NUMBER_START.match(right) and (_NUMBER_END.search(left) or not has_verb(left)):
        return False  # a range ("between 10 and 20") or a list ("50 stakeholders and 3 partners")
    if _HALF_START.match(right):
        return False  # "every five and a half years": one figure
    if _normalize(m.group("conn")) == "and" and _BETWEEN_END.search(left):
        return False  # "between $3.5 billion and $3.6 billion": one range, not two clauses
    if not has_verb(right):
        # ", but less time for a rare finish": a contrast of its own, said without its verb
        return _ELLIPTICAL_BUT.match(m.group()) is not None and (
            (has_verb(left) or has_fact(left)) and word_count(right) >= _MIN_CONTRAST_WORDS
        )
    if starts_with_verb(right):
        # A second predicate of the same subject ("and involves 50 stakeholders") is its own
        # claim only when it carries something checkable of its own.
        return has_verb(left) and (has_fact(right) or has_entity(right))
    if _normalize(m.group("conn")) == "and" and not has_verb(_before_comma(right)):
        # "discussed the attributes and programmability of the remote, with some stressing ...":
        # two nouns of one verb; the verb after the comma is another clause's
        return False
    # "Acme and Globex signed" stays whole: the left side must be a clause or carry a number.
    return has_verb(left) or has_fact(left)


def _contrast_keep(m: re.Match[str]) -> bool:
    """A contrast after ", but" stays a claim without its verb ("but less time for a rare
    finish")."""
    return _ELLIPTICAL_BUT.match(m.group()) is not None


#: Words after a "with" phrase by which the clause around it goes on: an infinitive, a modal or
#: an auxiliary ("employers with 50 employees to offer", "... must file", "... are exempt").
_GOES_ON = re.compile(
    r"\bto\s+(?!(?:the|a|an|its|their|his|her|our|your|this|that|these|those|be)\b)[a-z]{2,}\b"
    r"|\b(?:must|should|shall|can|cannot|will|may|are|is|were|was|have|has)\b",
    re.IGNORECASE,
)


def _accept_with_number(left: str, right: str, m: re.Match[str]) -> bool:
    # "comes with 16 GB", "was treated with 2 doses": without a comma, "with" after a verb is
    # that verb's complement, and a split would leave "The laptop comes" and a subjectless figure.
    last = words(left)[-1:]
    if last and "," not in m.group(0) and is_verb(last[0]):
        return False
    # "requires employers with more than 50 employees to offer health insurance": without a
    # comma, a "with" phrase the clause goes on after is inside it
    if "," not in m.group(0) and (has_verb(right) or _GOES_ON.search(right)):
        return False
    return has_verb(left) or has_fact(left)


_MONTH = rf"(?:{MONTH_NAMES})\.?"
_WEEKDAY = "|".join(WEEKDAYS)
#: The comma of a date ("March 4, 2024", "Monday, March 4") joins it, never two clauses.
_DATE_COMMA = re.compile(
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?P<year>,)\s*\d{{4}}\b"
    rf"|\b(?:{_WEEKDAY})(?P<day>,)\s+(?:{_MONTH}\s+\d|\d{{1,2}}\s+{_MONTH})",
    re.IGNORECASE,
)


def _protected(text: str) -> bytearray:
    """Mask of positions inside quotes or brackets (exclusive of the marks) and of the commas of
    dates: no split there."""
    depth = [0] * (len(text) + 1)
    stack: list[tuple[str, int]] = []
    pairs = {"(": ")", "[": "]", "{": "}", "“": "”", "«": "»", "「": "」", "（": "）"}
    closing = {v: k for k, v in pairs.items()}
    straight_open = -1

    def cover(a: int, b: int) -> None:
        depth[a + 1] += 1
        depth[b] -= 1

    for i, ch in enumerate(text):
        if ch == '"':
            if straight_open < 0:
                straight_open = i
            else:
                cover(straight_open, i)
                straight_open = -1
        elif ch in pairs:
            stack.append((ch, i))
        elif ch in closing:
            # Pop to the matching opener; unbalanced closers are ignored.
            for j in range(len(stack) - 1, -1, -1):
                if stack[j][0] == closing[ch]:
                    cover(stack[j][1], i)
                    del stack[j:]
                    break
    mask = bytearray(len(text) + 1)
    level = 0
    for i, d in enumerate(depth):
        level += d
        mask[i] = level > 0
    for m in _DATE_COMMA.finditer(text):
        mask[m.start("year") if m.group("year") else m.start("day")] = 1
    return mask


def _split_by(
    text: str,
    piece: _Piece,
    pattern: re.Pattern[str],
    accept: _Accept,
    protected: bytearray,
    keep_right: Callable[[re.Match[str]], bool] | None = None,
) -> list[_Piece]:
    """Split ``piece`` at each match of ``pattern`` that ``accept`` allows, left to right."""
    start, end, keep = piece
    out: list[_Piece] = []
    cur = start
    cur_keep = keep
    for m in pattern.finditer(text, start, end):
        if m.start() <= cur or m.end() >= end or protected[m.start()]:
            continue
        # Each rule looks at a bounded window on either side, so run-on sentences stay linear.
        left = text[max(cur, m.start() - _CONTEXT) : m.start()]
        right = text[m.end() : min(end, m.end() + _CONTEXT)]
        if accept(left, right, m):
            out.append((cur, m.start(), cur_keep))
            cur = m.end()
            cur_keep = keep_right(m) if keep_right else False
    out.append((cur, end, cur_keep))
    return out


def _split_leading_subordinate(text: str, piece: _Piece, protected: bytearray) -> list[_Piece]:
    """Split a leading cause or contrast clause off: (Because) budget was cut, | the deal slipped."""
    start, end, keep = piece
    m = _LEADING_SUBORDINATE.match(text, start, end)
    if m is None:
        return [piece]
    comma = text.find(", ", m.end(), end)
    while comma >= 0 and protected[comma]:
        comma = text.find(", ", comma + 1, end)
    if comma < 0:
        return [piece]
    cause = text[m.end() : comma]
    main = text[comma + 2 : min(end, comma + 2 + _CONTEXT)]
    conn = _normalize(m.group("conn"))
    cause_ok = (
        word_count(cause) >= _MIN_CAUSE_WORDS
        if conn in _NOUN_PHRASE_CAUSES
        else has_verb(cause) or (conn != "since" and has_fact(cause))
    )
    if not (cause_ok and has_verb(main)):
        return [piece]
    return [(m.end(), comma, True), (comma + 2, end, keep)]


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop surrounding whitespace, punctuation, leading connectives and source frames."""
    while True:
        before = (start, end)
        while start < end and (
            text[start].isspace()
            or text[start] in _LEAD_PUNCT
            or (text[start] in _DASHES and start + 1 < end and text[start + 1].isspace())
        ):
            start += 1
        while end > start and (
            text[end - 1].isspace()
            or text[end - 1] in _TRAIL_PUNCT
            or (text[end - 1] in _DASHES and end - 2 >= start and text[end - 2].isspace())
        ):
            if text[end - 1] == "." and _ABBREV_END.search(text, start, end):
                break
            end -= 1
        m = _LEAD_CONNECTIVE.match(text, start, end)
        if m is not None and m.end() < end and _WORDISH.search(text, m.end(), end):
            start = m.end()
        frame = _SOURCE_FRAME.match(text, start, end) or _META_LABEL.match(text, start, end)
        if frame is not None:
            start = frame.end()
        # Every pass that changes anything shrinks the span, so this ends.
        if (start, end) == before:
            return start, end


def split_clauses(sentence: Segment) -> list[Segment]:
    """Split one sentence into clause-level claim spans (offsets into the same original)."""
    text = sentence.text
    protected = _protected(text)
    # Citation markers are never part of a claim: they cut the sentence into chunks.
    chunks: list[_Piece] = []
    cur = 0
    for mk in find_markers(text):
        chunks.append((cur, mk.start, False))
        cur = mk.end
    chunks.append((cur, len(text), False))
    live = [c for c in chunks if _WORDISH.search(text, c[0], c[1])]
    if len(live) == 1:
        live = [(live[0][0], live[0][1], True)]  # the whole sentence is always a claim

    def cause_keep(m: re.Match[str]) -> bool:
        return _normalize(m.group("conn")) in _NOUN_PHRASE_CAUSES | _PARTICIPLE_CAUSES

    levels: list[Callable[[_Piece], list[_Piece]]] = [
        lambda p: _split_by(text, p, _STRONG, _accept_strong, protected),
        lambda p: _split_leading_subordinate(text, p, protected),
        lambda p: _split_by(text, p, _CAUSE, _accept_cause, protected, cause_keep),
        lambda p: _split_by(
            text, p, _COORDINATION, _accept_coordination, protected, _contrast_keep
        ),
        lambda p: _split_by(text, p, _WITH_NUMBER, _accept_with_number, protected),
    ]
    pieces = live
    for level in levels:
        pieces = [q for p in pieces for q in level(p)]

    out: list[Segment] = []
    for a, b, keep in pieces:
        s, e = _trim(text, a, b)
        if e <= s or not _WORDISH.search(text, s, e):
            continue
        if not keep and not _standalone(text[s:e]):
            continue
        base = sentence.start
        out.append(Segment(base + s, base + e, text[s:e]))
    return out


# --------------------------------------------------------------------------- source units

#: Sentences longer than this are cut into overlapping windows of about ``_WINDOW`` characters.
_MAX_UNIT = 400
_WINDOW = 300
_STRIDE = 200
#: Two adjacent sentences form an extra unit when together they are at most this long.
_MAX_PAIR = 600


def _windows(text: str, start: int, stop: int) -> Iterator[tuple[int, int]]:
    """Overlapping ~300-character windows over a long sentence, cut at word boundaries."""
    pos = start
    while pos < stop:
        end = min(pos + _WINDOW, stop)
        if end < stop:
            cut = end
            while cut > pos + _WINDOW // 2 and not text[cut].isspace():
                cut -= 1
            if text[cut].isspace():
                end = cut
        s, e = _strip(text, pos, end)
        if e > s:
            yield s, e
        if end >= stop:
            break
        nxt = min(pos + _STRIDE, end)
        # Start the next window on a word start when one is near.
        look = nxt
        while look < end and not text[look - 1].isspace():
            look += 1
        pos = look if look < end else nxt
        while pos < stop and text[pos].isspace():
            pos += 1


def source_units(text: str) -> list[Segment]:
    """Evidence units of a source: its sentences (and short lines) plus windows of neighbours."""
    sentences = [(s, e) for s, e, _ in _sentence_spans(text)]
    spans: set[tuple[int, int]] = set()
    for s, e in sentences:
        if e - s > _MAX_UNIT:
            spans.update(_windows(text, s, e))
        else:
            spans.add((s, e))
    # Each "key: value" line is a unit of its own, even when its value holds several sentences.
    for m in _LINE.finditer(text):
        s, e = _strip(text, *m.span())
        if e > s and e - s <= _MAX_UNIT and _is_field(text, s, e):
            spans.add((s, e))
    for (a_start, _), (_, b_end) in pairwise(sentences):
        if b_end - a_start <= _MAX_PAIR:
            spans.add((a_start, b_end))
    return [Segment(s, e, text[s:e]) for s, e in sorted(spans)]
