"""Numeric mismatches: a number, amount or percentage the sources do not state, or state otherwise.

For each quantity of a claim (see :mod:`groundwise.quantities`) the detector looks for an equal
quantity in the claim's evidence spans, then anywhere in the sources. Equal means normalised and
within the rounding the text shows ("$500K" == "value: 500000"; "about $500K" allows 498,000).

* found: no flag;
* not found, but a source states a different value for the same thing (same unit noun, or the same
  key word such as "value" beside it, or a comparable value in the evidence): NUMERIC_MISMATCH,
  ``contradicts=True``;
* no comparable value anywhere: FABRICATION, ``contradicts=False``.

Claims marked not verifiable and answers without sources are left alone; ordinals ("3rd") and bare
single digits without a unit ("step 2") are not checked.

The helpers below (:func:`stem`, :func:`claim_keys`, :func:`locate`) are shared with the temporal
detector in :mod:`groundwise.detectors.dates`.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    SUBJECT_PRONOUN,
    Sentence,
    answer_sentence,
    cached_sentences,
    evidence_sentences,
    make_flag,
    sentence_index,
    sentence_owners,
    tokenize,
)
from groundwise.detectors.trend import DOWN, UP
from groundwise.features import cached_quantities
from groundwise.lexicon import is_verb
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.quantities import (
    COMPARED_WITH,
    Quantity,
    QuantityKind,
    format_number,
    parse_quantities,
    singular,
)
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.sources import FieldSpan, Source
from groundwise.timeexpr import parse_times
from groundwise.transcripts import speakers
from groundwise.units import (
    in_unit_of,
    measured_apart,
    restatements,
    states,
    states_ends,
    unit_swapped,
)
from groundwise.wordlists import STOPWORDS, other_kinds, word_set

__all__ = ["Located", "NumericDetector", "claim_keys", "locate", "stem"]

T = TypeVar("T")

#: Money off by this factor or more is a critical mismatch.
CRITICAL_RATIO = 10.0
#: Characters of a long source line kept on either side of the value in ``source_says``.
_LINE_CONTEXT = 80

_STOP = frozenset(
    str.split(
        "a an the of in on at to for with by from and or but nor is are was were be been being has "
        "have had do does did will would can could should may might must shall that which who whom "
        "whose this these those it its as than then per each every over under more less most least "
        "ago later earlier before after since until while when where why how what not no so such "
        "about around into onto out up down off all any both few many much other some own same "
        "very just only also too again here there their they them we us our you your he she his "
        "her i me my via vs versus plus minus approximately roughly nearly almost exactly "
        "null true false thousand million billion trillion lakh crore bn mn percent pct dollar "
        "dollars euro euros usd eur gbp within without during between among through throughout "
        "against across"
    )
)
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_CLAUSE_BREAK = re.compile(r"[.;:!?\n,()\[\]]")
_CLAUSE_OR_DIGIT = re.compile(r"[.;:!?\n,()\[\]\d]")
_KEY_LINE = re.compile(r"^\s*(?:[-*•]\s*)?(?P<key>[A-Za-z_][\w .\[\]/-]{0,80}?)\s*[:=]\s")
#: The label a retrieval pipeline puts before a passage ("passage 1", "Document 2", "[3]").
_PASSAGE_LABEL = re.compile(
    r"(?:passage|source|document|doc|context|snippet|excerpt|result)\s*#?\s*\d+",
    re.IGNORECASE,
)


def stem(word: str) -> str:
    """A crude stem so "closes", "closed", "close" and "expectedCloseDate"'s "Close" meet."""
    w = word.lower().strip("'")
    for suffix in ("ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not w.endswith(("ss", "us", "is")):
            w = w[: -len(suffix)]
            break
    return w[:-1] if len(w) > 3 and w.endswith("e") else w


def _stems(words: Iterable[str], ignore: frozenset[str] = frozenset()) -> frozenset[str]:
    out = set()
    for word in words:
        for part in _CAMEL.findall(word):
            low = part.lower()
            if len(low) >= 3 and low not in _STOP and low not in ignore:
                out.add(stem(low))
    return frozenset(out)


def claim_keys(
    text: str,
    start: int,
    end: int,
    *,
    before: int = 4,
    after: int = 2,
    ignore: frozenset[str] = frozenset(),
) -> frozenset[str]:
    """Stems of the content words around ``text[start:end]`` in its clause, and of the span itself.

    The context stops at punctuation and at another number: in "$10 billion with 50 decision
    makers" the words of one quantity are not the other's.
    """
    head = text[:start]
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(head)), default=0)
    digits = [m.end() for m in re.finditer(r"\d", head[cut:])]
    if digits:
        cut += digits[-1]
    tail = text[end:]
    stop = _CLAUSE_OR_DIGIT.search(tail)
    tail = tail[: stop.start()] if stop else tail
    words = [w for w in _WORD.findall(head[cut:]) if w.lower() not in _STOP][-before:]
    next_words = [w for w in _WORD.findall(tail) if w.lower() not in _STOP][:after]
    return _stems([*words, *_WORD.findall(text[start:end]), *next_words], ignore)


@dataclass(frozen=True)
class Located(Generic[T]):
    """Something found in a source (a quantity or a time mention) with the line around it."""

    item: T
    source_id: str
    start: int
    end: int
    line: str
    keys: frozenset[str]
    in_evidence: bool
    names: frozenset[str] = frozenset()


_SENTENCE_END = re.compile(r"[.!?](?=\s)")


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the line holding ``[start, end)``; in prose, of its sentence, cut to a window."""
    lo = max(text.rfind("\n", 0, start) + 1, start - _LINE_CONTEXT)
    hi = text.find("\n", end, end + _LINE_CONTEXT)
    hi = min(len(text), end + _LINE_CONTEXT) if hi == -1 else hi
    ends = [m.end() for m in _SENTENCE_END.finditer(text, lo, start)]
    if ends:
        lo = ends[-1]
    stop = _SENTENCE_END.search(text, end, hi)
    if stop is not None:
        hi = stop.end()
    # Do not cut a word in half at either end of the window.
    if lo > 0 and text[lo - 1].isalnum():
        space = text.find(" ", lo, start)
        lo = space + 1 if space != -1 else lo
    if hi < len(text) and text[hi].isalnum():
        space = text.rfind(" ", end, hi)
        hi = space if space != -1 else hi
    return lo, hi


def _split_names(text: str) -> tuple[list[str], list[str]]:
    """Words of prose, split into common words and names ("Acme Corp", "Jane Smith", "Series B").

    Names say who, not what: two values next to "Acme" are not about the same thing for that.
    """
    tokens = list(_WORD.finditer(text))
    common, names = [], []
    for k, m in enumerate(tokens):
        word = m.group()
        if word[0].isupper():
            prev_text = text[tokens[k - 1].end() : m.start()] if k else text[: m.start()]
            sentence_start = k == 0 or any(c in prev_text for c in ".!?:\n")
            next_cap = k + 1 < len(tokens) and tokens[k + 1].group()[0].isupper()
            if not sentence_start or next_cap:
                names.append(word)
                continue
        common.append(word)
    return common, names


#: Where the words after a value stop in its own clause: another number, or a word that joins
#: the next clause ("fell on 9 November 1989, and Germany was reunified": "reunified" is the
#: next date's).
_DIGIT_OR_JOIN = re.compile(r"\d|;|\b(?:and|but|while|whereas|that)\b", re.IGNORECASE)


#: An aside opened by a comma and a participle just before a value: ", announced on", ",
#: which opened in" (not ", in 2020, revenue rose": a bare opener dates what follows it).
_ASIDE_OPEN = re.compile(
    r",\s*(?:(?:which|that|who)\s+(?:was\s+|were\s+)?)?"
    r"(?:[a-z]+ed|[a-z]+en|born|held|made|built|won|sold|begun|led|paid|set|signed)"
    r"(?:\s+[a-z]+){1,2}\s*$"
)
#: A comma right after a value, closing an aside the value stands in.
_APPOSITIVE_END = re.compile(r"\s*,")


#: Where the words after a value stop: the next clause ("$500 per claim, and the annual
#: coverage limit is $50,000": "annual coverage" is the limit's).
_NEXT_CLAUSE = re.compile(r";|,\s*(?:and|but|while|whereas)\b", re.IGNORECASE)


def _source_keys(
    source: Source,
    lo: int,
    hi: int,
    start: int,
    end: int,
    ignore: frozenset[str],
    own_clause: bool = False,
) -> tuple[frozenset[str], frozenset[str]]:
    """Key words of a value (its field name, or the words beside it) and the names beside it.

    With ``own_clause`` the words beside it stop at another number, as a claim's do
    (:func:`claim_keys`), and the words after it at a joining word: in "approved in 1994,
    although used in Europe since 1958" the words of 1994 are not 1958's, nor in "built in 1985
    and renovated in 2019" is "renovated" 1985's, nor in "announced in March that she would
    resign in June" "resign" March's.
    """
    line = source.text[lo:hi]
    m = _KEY_LINE.match(line)
    # In a transcript "Luke: It's February." names who speaks, not what the value is.
    if (
        m is not None
        and lo + m.end() <= start
        and m.group("key").strip() not in speakers(source.text)
        # "passage 1: A normal resting heart rate ... 60 to 100": a retrieved passage's label
        and not _PASSAGE_LABEL.fullmatch(m.group("key").strip())
    ):
        path = source.field_path_at(start, end) or ""
        # the names of a list item the key heads: "Prices: base X200 $1,499; X200 Pro $2,199"
        item = source.text[lo + m.end() : start]
        item = item[max((c.end() for c in re.finditer(r"[;,]", item)), default=0) :]
        return (
            _stems([*_WORD.findall(m.group("key")), *_WORD.findall(path)], ignore),
            _stems(_split_names(item)[1], ignore),
        )
    if own_clause:
        if _ASIDE_OPEN.search(source.text[lo:start]) and _APPOSITIVE_END.match(source.text, end):
            # "The new law, announced on January 1, takes effect on March 1": a date set off
            # by commas is the aside's; the words after the aside are another date's
            hi = min(hi, source.text.index(",", end))
        digits = [lo + d.end() for d in re.finditer(r"\d", source.text[lo:start])]
        lo = digits[-1] if digits else lo
        nxt = _DIGIT_OR_JOIN.search(source.text[end:hi])
        hi = end + nxt.start() if nxt else hi
    else:
        nxt = _NEXT_CLAUSE.search(source.text[end:hi])
        hi = end + nxt.start() if nxt else hi
    before, before_names = _split_names(source.text[lo:start])
    after, after_names = _split_names(source.text[end:hi])
    keys = [*[w for w in before if w.lower() not in _STOP][-5:]]
    keys += [w for w in after if w.lower() not in _STOP][:3]
    return _stems(keys, ignore), _stems([*before_names, *after_names], ignore)


def _in_evidence(source_id: str, start: int, end: int, evidence: Sequence[Evidence]) -> bool:
    return any(e.source_id == source_id and e.start < end and start < e.end for e in evidence)


class _SourceKey:
    """A source as a cache key: its id, text and field spans (metadata plays no part here)."""

    __slots__ = ("_key", "source")

    def __init__(self, source: Source) -> None:
        self.source = source
        self._key = (source.id, source.text, source.fields)

    def __hash__(self) -> int:
        return hash(self._key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _SourceKey) and self._key == other._key


@text_cache(maxsize=64)
def _located_in(
    key: _SourceKey,
    found: Callable[[str], Sequence[tuple[Any, int, int]]],
    ignore: frozenset[str],
    own_clause: bool = False,
) -> tuple[Located[Any], ...]:
    # Every claim looks at every source; the lines and keys of a source are worked out once.
    source = key.source
    out = []
    for item, start, end in found(source.text):
        lo, hi = _line(source.text, start, end)
        keys, names = _source_keys(source, lo, hi, start, end, ignore, own_clause)
        out.append(
            Located(
                item=item,
                source_id=source.id,
                start=start,
                end=end,
                line=source.text[lo:hi].strip(),
                keys=keys,
                in_evidence=False,
                names=names,
            )
        )
    return tuple(out)


def locate(
    sources: Mapping[str, Source],
    evidence: Sequence[Evidence],
    found: Callable[[str], Sequence[tuple[T, int, int]]],
    ignore: frozenset[str] = frozenset(),
    *,
    own_clause: bool = False,
) -> list[Located[T]]:
    """Every item ``found`` yields for each source text, with its line, keys and evidence flag.

    Items inside the evidence spans come first, so the best explanation is the nearest one.
    ``own_clause``: an item's key words stop at another number (:func:`_source_keys`).
    """
    near: list[Located[T]] = []
    far: list[Located[T]] = []
    for source in sources.values():
        for loc in _located_in(_SourceKey(source), found, ignore, own_clause):
            if _in_evidence(loc.source_id, loc.start, loc.end, evidence):
                near.append(replace(loc, in_evidence=True))
            else:
                far.append(loc)
    return near + far


#: Words that open an interval of uncertainty before its range ("95% CI 0.63-1.49").
_INTERVAL_BEFORE = re.compile(
    r"(?:\bCI|confidence\s+interval|\bIQR|interquartile\s+range|credible\s+interval)"
    r"\s*[:=,]?\s*(?:\(\s*)?$",
    re.IGNORECASE,
)
_INTERVAL_WORDS = re.compile(r"\bCI\b|confidence|interval|\bIQR\b|interquartile", re.IGNORECASE)


def _interval(source: Source, loc: Located[Quantity]) -> bool:
    """Whether a source's range is an interval of uncertainty ("95% CI 0.63-1.49"), which
    states no value a claim's figure may take."""
    return loc.item.high is not None and bool(
        _INTERVAL_BEFORE.search(source.text, max(0, loc.start - 30), loc.start)
    )


@text_cache(maxsize=SOURCE_TEXTS)
def _source_quantities(text: str) -> tuple[tuple[Quantity, int, int], ...]:
    # Sources are re-read for every claim; parsing each text once keeps that cheap.
    found: list[Quantity] = []
    for q in parse_quantities(text):
        read = q if q.kind is not QuantityKind.ORDINAL else _years_since(text, q)
        if read is not None:
            found.append(read)
    before: list[Quantity | None] = [None, *found][: len(found)]
    tallies = [(m.start(), m.end()) for m in _TALLY.finditer(text)]
    return tuple(
        (q, q.start, q.end)
        for q in (
            _score(text, _partitive(text, q, b), tallies)
            for q, b in zip(found, before, strict=True)
        )
    )


#: A rank or a label: "world number seven Williams", "the No. 2 seed", "took frame 12",
#: "in round 3" (the frame's number, not a count of frames).
_RANK_BEFORE = re.compile(
    r"\b(?:number|no\.|frame|round|game|set|hole|lap|stage|level|leg|heat|match|chapter|page"
    r"|step|episode|season|act|scene|track|verse|gate|platform|room|lane|row|seat)\s*$",
    re.IGNORECASE,
)


def _score(text: str, q: Quantity, tallies: Sequence[tuple[int, int]]) -> Quantity:
    """A bare figure that is a side of a score (one of ``tallies``, the spans of the text's
    :data:`_TALLY` matches) or a rank counts nothing: "won the opening frame to lead 6-4" and
    "world number seven Williams took frame 12" say nothing about how many frames a claim's
    "three frames" were. Such a figure gets the unit "score" or "rank"."""
    if q.unit is not None or q.high is not None or q.kind is not QuantityKind.NUMBER:
        return q
    if _RANK_BEFORE.search(text, max(0, q.start - 10), q.start) is not None:
        return replace(q, unit="rank", unit_end=q.end)
    if any(start <= q.start and q.end <= end for start, end in tallies):
        return replace(q, unit="score", unit_end=q.end)
    return q


#: "the 40th anniversary", "her 30th birthday": so many years of what it marks.
_YEARS_SINCE = re.compile(r"\s+(?:anniversary|birthday)\b", re.IGNORECASE)


def _years_since(text: str, q: Quantity) -> Quantity | None:
    """An ordinal before "anniversary" or "birthday" read as its number of years: "the 40th
    anniversary of the outbreak of war" states a 40-year war. ``None`` for other ordinals."""
    m = _YEARS_SINCE.match(text, q.end)
    if m is None:
        return None
    return replace(q, kind=QuantityKind.NUMBER, unit="years", unit_end=m.end())


#: A number word that ends a name, after a capitalised word: "the Big Ten", "the Final Four".
_NAME_NUMBER = re.compile(
    r"(?<=[a-z])\s+[A-Z][a-z]+\s+(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve)$"
)
#: Characters before a number word in which the name it ends is read.
_NAME_REACH = 30
#: "10 of which", "two of them": a count of part of the figure before it.
_PARTITIVE = re.compile(r"\s+of\s+(?:which|whom|them|these|those)\b", re.IGNORECASE)
#: The part a partitive figure names: "300 of whom were women", "300 were women" (a plural).
_PART_NAMED = re.compile(
    r"(?:\s+of\s+(?:whom|them|these|those))?\s+(?:were|are)\s+(?P<unit>[a-z]+(?:[^\Wsu]s|men|ren))\b"
)
#: Characters between the whole's unit and the part's figure ("18 points, 10 of which").
_PARTITIVE_REACH = 12


@text_cache(maxsize=SOURCE_TEXTS)
def _name_numbers(text: str) -> frozenset[int]:
    """Where a source's number words end a name ("the Big Ten", "the Final Four"), read once
    per text: no figure for a claim's count ("won ten games"), though a claim's name may be
    checked against them ("Formula Three" against "Formula Two")."""
    return frozenset(
        q.start
        for q, _, _ in _source_quantities(text)
        if q.text[:1].isupper()
        and _NAME_NUMBER.search(text, max(0, q.start - _NAME_REACH), q.end) is not None
    )


def _partitive(text: str, q: Quantity, before: Quantity | None) -> Quantity:
    """A figure that counts part of the figure before it takes that figure's unit: "18 points,
    10 of which came in the first half" counts points, no rebounds; "500 participants, 300 of
    whom were women" counts women, the part it names."""
    named = _PART_NAMED.match(text, q.end) if q.unit is None else None
    if named is not None:
        return replace(q, unit=named.group("unit"))
    if (
        q.unit is None
        and before is not None
        and before.unit is not None
        and 0 <= q.start - before.unit_end <= _PARTITIVE_REACH
        and _PARTITIVE.match(text, q.end) is not None
    ):
        return replace(q, unit=before.unit)
    return q


#: Three words before an ordinal that say what it is of ("due on the 5th").
_LEAD = re.compile(r"(?:^|\W)([A-Za-z]+)\s+([A-Za-z]+)\s+([A-Za-z]+)\s*$")


def _lead_words(text: str, start: int) -> tuple[str, ...] | None:
    """The three words right before position ``start``, lower-cased, where the last is "the"
    and the first a content word ("due on the"); else ``None``."""
    m = _LEAD.search(text, max(0, start - 40), start)
    if m is None or m.group(3).lower() != "the" or m.group(1).lower() in STOPWORDS:
        return None
    return tuple(g.lower() for g in m.groups())


@text_cache(maxsize=SOURCE_TEXTS)
def _source_ordinals(text: str) -> tuple[tuple[Quantity, int, int], ...]:
    """Ordinals written in digits ("85th"), as :func:`_source_quantities` leaves them out."""
    return tuple(
        (q, q.start, q.end)
        for q in parse_quantities(text)
        if q.kind is QuantityKind.ORDINAL and q.text[0].isdigit()
    )


# "passage 3 provides", "sources 1 and 2": the label of a source the answer points at, not a
# figure it states (the quantity parser reads "3 provides" as a count of "provides").
_SOURCE_LABEL = re.compile(
    r"\b(?:passages?|sources?|documents?|excerpts?|snippets?|search\s+results?)\s*(?:#\s*|no\.\s*)?"
    r"(?:\d+\s*(?:,|and|&|or)\s*)*$",
    re.IGNORECASE,
)


# "Windows 10", "Form 1040", "iPhone 12", "COVID-19": a number that names a model, form or
# version after a capitalised word (not the claim's first word, where every word has a capital).
_NAME_BEFORE = re.compile(r"(?<![\w.'’])(?P<name>[A-Za-z]*[A-Z][A-Za-z]*)[ \u00a0-]$")


def _identifier(text: str, q: Quantity, *, opening: bool = False) -> str | None:
    """The name a bare whole number belongs to ("Windows" of "Windows 10", "Category" of
    "Category 5 hurricane"), if it names one; a unit of measure is none of a name's nouns."""
    if q.kind is not QuantityKind.NUMBER or q.high is not None:
        return None
    if q.unit is not None and (in_unit_of(q, q) is not None or not q.unit.isalpha()):
        return None
    if q.qualifier is not None or q.value != int(q.value):
        return None
    if not (q.text[:1].isdigit() or q.text[:1].isupper()):
        return None  # "Formula Three" names, "drug X twice daily" counts
    m = _NAME_BEFORE.search(text, 0, q.start)
    if m is None or m.group("name").lower() in STOPWORDS:
        return None
    if not text[: m.start()].strip() and not opening:
        return None  # a capitalised first word may be any word ("Roughly 200 people")
    return m.group("name").lower()


#: Claim words a sentence with another number of a name must hold that no sentence with the
#: claim's number holds.
_NUMBERED_APART = 2


def _other_numbered(
    claim: Claim, q: Quantity, named: Sequence[Located[Quantity]], ctx: CheckContext
) -> Located[Quantity] | None:
    """Another number of the claim's name said in the sentence that says the rest of the claim:
    "made landfall as a Category 5 hurricane" against "Milton made landfall ... as a Category 3
    storm. It had been a Category 5 storm over the Gulf of Mexico". The sentence holds at least
    :data:`_NUMBERED_APART` of the claim's words that no sentence with the claim's number holds,
    and those sentences none that it lacks."""
    words = _word_stems(claim.text)
    said = set().union(
        *(_sentence_stems(loc, ctx.sources) & words for loc in named if loc.item.value == q.value)
    )
    for loc in named:
        if loc.item.value == q.value:
            continue
        theirs = _sentence_stems(loc, ctx.sources) & words
        if len(theirs - said) >= _NUMBERED_APART and not said - theirs:
            return loc
    return None


def _whole(q: Quantity) -> bool:
    """A plain whole number ("1040", "3 people"), no amount, share or measure."""
    return q.kind is QuantityKind.NUMBER and q.high is None and q.value == int(q.value)


def _named(loc: Located[Quantity], name: str, sources: Mapping[str, Source]) -> bool:
    """Whether the source writes ``name`` right before the located number ("Windows 11")."""
    m = _NAME_BEFORE.search(sources[loc.source_id].text, max(0, loc.start - 40), loc.start)
    return m is not None and m.group("name").lower() == name


def _source_label(text: str, q: Quantity) -> bool:
    return (
        q.kind is QuantityKind.NUMBER
        and q.high is None
        and q.value == int(q.value)
        and _SOURCE_LABEL.search(text[: q.start]) is not None
    )


#: A verb that counts the people a thing is for, right before a bare figure: "serves four".
_COUNTED_BY = re.compile(
    r"\b(?:serves?|served|seats?|seated|sleeps?|accommodates?|feeds?|fed)\s+$", re.IGNORECASE
)


def _people_counted(text: str, q: Quantity) -> bool:
    """Whether a bare figure counts people after a verb that counts them ("The recipe serves
    six", "The cabin sleeps 4"): a small number that states a fact."""
    return bool(_COUNTED_BY.search(text[max(0, q.start - 24) : q.start]))


def _worth_checking(q: Quantity) -> bool:
    if q.kind is QuantityKind.ORDINAL:
        return False
    # "step 2", "the 3 options": single digits without a unit rarely carry a checkable fact;
    # one written with its decimals does ("Bluetooth 5.0", "a 4.0 GPA").
    bare = q.kind is QuantityKind.NUMBER and q.unit is None and q.high is None
    whole = q.value == int(q.value) and "." not in q.text
    return not (bare and q.qualifier is None and 0 <= q.value < 10 and whole)


def _relevant(q: Quantity, keys: frozenset[str], loc: Located[Quantity]) -> bool:
    """Whether a source value talks about the same thing as the claim's quantity."""
    s = loc.item
    if not q.comparable_kind(s):
        return False
    if q.unit_head and s.unit_head:
        # "77 words" and "24 hours" count different things, whatever words stand beside them;
        # "24 months" against "24 weeks" is the source's figure in another unit of its measure.
        # "take two years" against "take 18 months": another unit of the measure, said of the
        # same thing.
        return (
            _same_unit(q.unit_head, s.unit_head)
            or unit_swapped(q, s)
            or (
                in_unit_of(s, q) is not None
                and bool(keys & loc.keys - {stem(q.unit_head), stem(s.unit_head)})
            )
        )
    if q.unit and q.unit_head and {stem(q.unit_head), stem(q.unit.split()[-1])} & loc.keys:
        return True
    if q.unit_head:
        # "open seven days a week" vs "business_stars: 3.5": a counted thing the source value
        # does not name is not that value, even when a key word ("business") is shared.
        return False
    if keys & loc.keys:
        return True
    # Two amounts beside the same name ("Series B raised $50M" / "Series B round of $30M").
    amounts = (QuantityKind.MONEY, QuantityKind.PERCENT)
    if q.kind in amounts and q.kind is s.kind and keys & loc.names:
        return True
    # Within the claim's own evidence, a value of the same kind is comparable when neither side
    # names a different thing.
    return loc.in_evidence and q.unit is None and s.unit is None


#: Unit words that abbreviate one another ("10 minutes" = "10 min").
_UNIT_STEMS = {
    "min": "minut",
    "mins": "minut",
    "hr": "hour",
    "hrs": "hour",
    "sec": "second",
    "secs": "second",
    "yr": "year",
    "yrs": "year",
    "mo": "month",
    "mos": "month",
    "wk": "week",
    "wks": "week",
    "km": "kilometer",
    "kilometre": "kilometer",
    "m": "meter",
    "metre": "meter",
    "l": "liter",
    "litre": "liter",
    "kg": "kilogram",
    "lb": "pound",
    "lbs": "pound",
}


def _unit_stem(unit: str) -> str:
    unit = unit.lower().rstrip(".")
    return stem(_UNIT_STEMS.get(unit, unit))


def _same_unit(a: str, b: str) -> bool:
    return _unit_stem(a) == _unit_stem(b)


#: The digits of a year ("1903", "2021"), for the patterns that read one.
YEAR_DIGITS = r"1\d{3}|20\d{2}"
_YEARLIKE = re.compile(YEAR_DIGITS)


def year_written(year: int, ctx: CheckContext) -> bool:
    """Whether some source writes ``year`` as a bare four-digit token.

    A year and a count are told apart by the words around them, so "the 1889 World's Fair" (a
    number) and "completed in 1889" (a year) state the same figure in two readings; the numbers
    and dates detectors each accept the other's reading.
    """
    return any(year in _bare_years(src.text) for src in ctx.sources.values())


_BARE_YEAR = re.compile(r"(?<![\w.,$€£])(1\d{3}|20\d{2})(?![\w%]|[.,]\d)")


@text_cache(maxsize=SOURCE_TEXTS)
def _bare_years(text: str) -> frozenset[int]:
    """The four-digit tokens of a text that could be years (each source is read once)."""
    return frozenset(int(m.group(1)) for m in _BARE_YEAR.finditer(text))


def _same_thing(q: Quantity, keys: frozenset[str], loc: Located[Quantity]) -> bool:
    """Whether a source value counts what the claim's figure counts: the same kind and the same
    unit, or beside the same key words ("over half of states" is no limit "over a thousand"
    tests sets)."""
    s = loc.item
    if s.kind is not q.kind or not q.comparable_kind(s):
        return False
    if q.unit_head and s.unit_head:
        return _same_unit(q.unit_head, s.unit_head)
    return bool(keys & loc.keys)


def _nearest(
    q: Quantity, keys: frozenset[str], comparable: Sequence[Located[Quantity]]
) -> Located[Quantity]:
    """The source value that best explains a claim's figure: beside the most of the same key
    words first ("A normal resting heart rate for adults ranges from 60 to 100", not "a
    well-trained athlete might have a normal resting heart rate closer to 40"), then in the
    evidence, then the closest value."""
    return min(
        comparable,
        key=lambda loc: (
            -len(keys & loc.keys),
            not loc.in_evidence,
            _ratio(q.value, loc.item.value),
        ),
    )


#: Units a figure of two parts is read in ("2 hours 16 minutes", "5 feet 10 inches").
_COMPOUND_UNITS = frozenset(
    str.split("hour hours minute minutes day days week weeks year years foot feet pound pounds")
)


def _stated(s: Quantity, q: Quantity) -> str:
    """The source's figure as the message quotes it, with its unit where the claim's differs."""
    digits = s.text.replace(",", "")
    if (
        s.unit in _COMPOUND_UNITS
        and s.high is None
        and digits.isdigit()
        and not math.isclose(float(digits), s.value)
    ):
        # a figure of two units read as one ("2 hours 16 minutes": 2.27 hours)
        return f"{format_number(round(s.value, 2))} {s.unit}"
    if s.unit and measured_apart(q, s) and not s.text.endswith(s.unit):
        return f"{s.text} {s.unit}"
    return s.text


def _half_a_range(
    q: Quantity, keys: frozenset[str], located: Sequence[Located[Quantity]]
) -> Located[Quantity] | None:
    """A range of the evidence, said of the same thing, that shares one end with the claim's
    range and not the other ("aged 18 to 65" against "aged 18-64"), where no source range is
    the claim's: a figure at one end elsewhere ("for 18 months") does not state it."""
    if q.high is None or q.qualifier is not None:
        return None
    ranges = [
        loc
        for loc in located
        if loc.item.high is not None and loc.item.qualifier is None and q.comparable_kind(loc.item)
    ]
    if any(states(loc.item, q) for loc in ranges):
        return None
    for loc in ranges:
        s = loc.item
        one_end = math.isclose(q.value, s.value) != math.isclose(q.high, s.high or 0.0)
        if one_end and loc.in_evidence and _relevant(q, keys, loc):
            return loc
    return None


#: Words before a figure that name it a range's end: "start at", "from", "as low as".
_END_NAMED = re.compile(
    r"\b(?:start(?:s|ed|ing)?\s+at|from|as\s+(?:low|little|high|much|many|few)\s+as"
    r"|(?:minimum|maximum|low|high|peak)\s+of|up\s+to|rang(?:e|es|ed|ing)\s+to)\s*$",
    re.IGNORECASE,
)


#: A modal of what may be: one end of a range is a value that may be.
_MAY_BE = re.compile(r"\b(?:can|may|could|might)\b", re.IGNORECASE)
#: A figure that ends or starts a range the claim writes ("14 to | 7 hours", "5 | - 7").
_RANGE_BEFORE = re.compile(r"\d[\d,.]*\s*(?:to|-|–|and)\s*$", re.IGNORECASE)
_RANGE_AFTER = re.compile(r"\s*(?:to|-|–)\s*\$?\d", re.IGNORECASE)


def _one_end(
    text: str,
    q: Quantity,
    keys: frozenset[str],
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The evidence's range of which the claim's plain figure is one end, where the sources
    state that figure only as a range's end: "Symptoms appear within 2 days" against "within 2
    to 14 days", "The drive takes 5 hours" against "5-7 hours". A hedged or lower-bounded figure
    ("about 5 hours", "at least 2 days") may take a range."""
    if q.high is not None or (q.qualifier is not None and q.side != "upper"):
        return None
    if _END_NAMED.search(text[max(0, q.start - 30) : q.start]):
        return None  # "Rooms start at $100": the claim says which end
    if _RANGE_BEFORE.search(text[max(0, q.start - 20) : q.start]) or _RANGE_AFTER.match(
        text, q.unit_end
    ):
        return None  # "sleep 14 to 7 hours": the claim writes a range of its own
    if _MAY_BE.search(text, 0, q.start):
        return None  # "Adults can take it every 4 hours": any value in the range may be
    # "passed 52-48" against "48-52": the claim gives the other end too (a tally, read apart)
    others = [o.value for o in cached_quantities(text) if o.start != q.start]
    if not matches or any(loc.item.high is None for loc in matches):
        return None
    if any(loc.item.high is None and _same_number(q, loc.item) for loc in located):
        return None  # the figure stated on its own somewhere
    return next(
        (
            loc
            for loc in matches
            if loc.in_evidence
            and _relevant(q, keys, loc)
            # "rose from $5 to $7" is a change, no range: its ends are the changes detector's
            and not _END_NAMED.search(
                sources[loc.source_id].text[max(0, loc.start - 30) : loc.start]
            )
            and (math.isclose(q.value, loc.item.value) or math.isclose(q.value, loc.item.high or 0))
            and not any(
                math.isclose(o, end)
                for o in others
                for end in (loc.item.value, loc.item.high or loc.item.value)
            )
        ),
        None,
    )


def _same_number(q: Quantity, s: Quantity) -> bool:
    """The same figure, whatever its qualifier or unit wording ("over 6,000" / "more than 6,000";
    "about 2 million residents" / "2.1 million people"). A bound is no figure it allows: "up to
    20 years" is not "three" (soldiers)."""
    if q.side is not None and s.side is None and s.high is None:
        return math.isclose(q.value, s.value, rel_tol=1e-9)
    return q.matches(s, units=False) or _equal(q, s)


def _equal(q: Quantity, s: Quantity) -> bool:
    """The same value written down (not merely one a bound or rounding allows)."""
    return (
        q.comparable_kind(s)
        and math.isclose(q.value, s.value, rel_tol=1e-9)
        and (
            (q.high is None and s.high is None)
            or (q.high is not None and s.high is not None and math.isclose(q.high, s.high))
        )
    )


def _plain(q: Quantity) -> str:
    """The normalised value without its currency: ``10,000,000,000``, ``10-12``, ``12%``."""
    text = format_number(q.value)
    if q.high is not None:
        text += f"-{format_number(q.high)}"
    return text + ("%" if q.kind is QuantityKind.PERCENT else "")


#: Claim key words a value in the claim's evidence must share to be what the claim's figure is
#: about, when the figure itself is found only beside other words (:func:`_swapped`).
_SWAP_KEYS = 2
#: Words a rival must share with the claim's figure when the evidence also holds that figure.
_SWAP_KEYS_IN_EVIDENCE = 3
#: How many more of the claim's words a rival must hold than the figure's best place.
_RIVAL_LEAD = 2


def _shared(keys: frozenset[str], loc: Located[Quantity]) -> int:
    return len(keys & (loc.keys | loc.names))


def between(a: Located[Any], b: Located[Any], sources: Mapping[str, Source]) -> str:
    """The source text between two items found in one source."""
    (_, lo), (hi, _) = sorted(((a.start, a.end), (b.start, b.end)))
    return sources[a.source_id].text[lo:hi]


def _clauses_apart(a: Located[Any], b: Located[Any], sources: Mapping[str, Source]) -> bool:
    """Whether a clause join (:data:`_NEXT_CLAUSE`) stands between two items of one source."""
    return _NEXT_CLAUSE.search(between(a, b, sources)) is not None


#: Units of time a number word is often hyphened to ("a two-year warranty").
_TIME_UNITS = frozenset({"year", "month", "week", "day", "hour", "minute"})


def _bounds_apart(q: Quantity, s: Quantity) -> bool:
    """Whether two figures are limits the opposite way ("at least 650 words" / "no more than
    650 words"): the same number, another rule."""
    return None not in (q.side, s.side) and q.side != s.side


def _counts_apart(q: Quantity, s: Quantity) -> bool:
    """Whether one figure counts time and the other something else: "two Ethernet ports" is no
    "two-year" warranty. (Other counts are often worded two ways, "270 residents" / "270
    people", and stay alike.)"""
    if not (q.unit_head and s.unit_head) or _same_unit(q.unit_head, s.unit_head):
        return False
    return (singular(q.unit_head) in _TIME_UNITS) != (singular(s.unit_head) in _TIME_UNITS)


def _measure_and_count(q: Quantity, s: Quantity) -> bool:
    """Whether one figure is a measure ("over 2,300 miles") and the other a count of things
    ("about 2,900 individual reefs"): whatever a bound allows, the one states nothing of the
    other."""
    mq, ms = in_unit_of(q, q) is not None, in_unit_of(s, s) is not None
    return mq != ms and bool(q.unit) and bool(s.unit)


def _kinds_apart(q: Quantity, s: Quantity) -> bool:
    """Whether two figures count two of a kind that exclude each other ("12 assists" / "12
    rebounds"): no wording of one count, another count."""
    return bool(q.unit_head and s.unit_head) and other_kinds(
        (q.unit_head or "").lower(), (s.unit_head or "").lower()
    )


def _one_measure(q: Quantity, s: Quantity) -> bool:
    """Whether two figures count one measure: the same unit ("32 GB" / "16 GB"), or sums of
    money in one currency ("$500" / "$50,000")."""
    if q.unit_head and s.unit_head:
        return _same_unit(q.unit_head, s.unit_head)
    return (
        q.kind is QuantityKind.MONEY
        and s.kind is QuantityKind.MONEY
        and q.currency is not None
        and q.currency == s.currency
    )


def _swapped(
    claim_text: str,
    q: Quantity,
    keys: frozenset[str],
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The value the claim's evidence gives for the claim's figure, when the sources state that
    figure only about something else.

    "The bundle is offered for $50/month" against "Connect: Regular Price: $50/user per month ...
    an Early Bird Bundle Package for only $100/month": $50 is in the source, but beside none of the
    claim's words, and the evidence gives the bundle's price beside several of them (a rival).
    ``None`` when the figure (or a value the claim's rounding or bound allows) is in the evidence
    or beside a claim word, when no rival exists, or when the figure is in the rival's own
    clause ("from 31 down to three": a claim may take either; "$500 per claim, and the annual
    coverage limit is $50,000" are two clauses).
    """
    exact = [loc for loc in located if _same_number(q, loc.item)]
    found = [*exact, *matches]
    # The figure and the nouns counted are no words beside it: "one month's rent" shares
    # nothing with "one month's notice" but the month, nor "30 days" of the same clause ("3.0"
    # under "business_stars" shares the stars; "eight essential amino acids" the essential
    # amino).
    number = {stem(w) for w in re.findall(r"[a-z]+", q.text.lower())}

    def beside(loc: Located[Quantity], drop: AbstractSet[str] = frozenset()) -> int:
        # the claim's noun is a word beside a figure that counts nothing ("business_stars")
        counted = (
            {stem(u) for u in (q.unit_head, loc.item.unit_head, q.unit, loc.item.unit) if u}
            if loc.item.unit_head
            else set()
        )
        return _shared(keys - number - counted - drop, loc)

    # A figure the claim gives too is its own, no rival: "78 Republicans would need to ... to
    # reach the necessary 290 votes" against "need to attain 290 votes ... 78 Republicans".
    others = [o for o in cached_quantities(claim_text) if o.start != q.start]
    rivals = [
        loc
        for loc in located
        if loc.in_evidence
        and _shared(keys, loc) >= _SWAP_KEYS
        and _relevant(q, keys, loc)
        and not _same_number(q, loc.item)
        and not any(_same_number(o, loc.item) for o in others)
    ]
    rival = max(rivals, key=lambda loc: (loc.item.kind is q.kind, _shared(keys, loc)), default=None)
    near = max((beside(loc) for loc in found), default=0)
    # A word beside the figure will do, unless a rival of the claim's measure holds the claim's
    # words by far ("30 days' notice before moving out" against "refundable within 30 days of
    # move-out" and "60 days' written notice before moving out"), the words hyphened to the
    # claim's figure aside ("a 26-year-old man" holds no "year" or "old" that "A 32-year-old
    # Massachusetts man" could share).
    hyphened = re.match(r"(?:-[A-Za-z]+)+", claim_text[q.end :])
    joined = (
        {stem(w) for w in re.findall(r"[a-z]+", hyphened.group().lower())} if hyphened else set()
    )
    if near and not (
        rival is not None
        and (_one_measure(q, rival.item) or _bare_count(q, keys, rival, sources))
        and beside(rival, joined) >= near + _RIVAL_LEAD
    ):
        return None
    if rival is None or any(
        same_sentence(rival, loc, sources) and not _clauses_apart(rival, loc, sources)
        for loc in exact
    ):
        return None
    if any(loc.in_evidence for loc in found) and (
        _shared(keys, rival) < _SWAP_KEYS_IN_EVIDENCE
        or not (_one_measure(q, rival.item) or _bare_count(q, keys, rival, sources))
    ):
        # "The laptop comes with 32 GB of memory" against "comes with 16 GB of memory. A 32 GB
        # model is available for an extra $200": the evidence holds the figure, but about
        # another thing, and gives the claim's own thing (three of its words) another value
        # in the claim's unit.
        return None
    return rival


def _outside(q: Quantity, loc: Located[Quantity] | None) -> Located[Quantity] | None:
    """``loc`` where its value lies outside what the claim's figure allows, else ``None``."""
    if loc is None:
        return None
    lo, hi = q.bounds()
    return None if lo <= loc.item.value <= hi else loc


def _bare_count(
    q: Quantity, keys: frozenset[str], loc: Located[Quantity], sources: Mapping[str, Source]
) -> bool:
    """Whether a bare figure counts the claim's things by what it does: "about 6,000 attended
    the concert" counts the people of "attended by over 10,000 people" (two of the claim's words
    right after it), where "6,000" alone names no thing."""
    if q.unit_head is None or loc.item.unit_head is not None or loc.item.kind is not q.kind:
        return False
    if in_unit_of(q, q) is not None:
        return False  # "2,300 miles" is a measure; a bare figure is no measure of it
    after = _frame(sources[loc.source_id].text, loc.start, loc.item.unit_end)[1]
    return len(keys - {stem(q.unit_head)} & _stems(after)) >= _BARE_COUNT_KEYS


#: Claim words a bare figure's next words must hold to count the claim's things.
_BARE_COUNT_KEYS = 2


#: "per month", "a year", "each week", "/month", "per claim" after a figure: what it is counted
#: per.
_PERIOD = re.compile(
    r"\bper\s+(?P<per>[a-z]+(?:\s+(?!per\b)[a-z]+)?)"
    r"|(?:\b(?:a|an|each|every)\s+|/)(?P<period>hour|day|week|month|quarter|year)s?\b"
    r"|\b(?P<adverb>hourly|daily|weekly|monthly|quarterly|yearly|annually)\b",
    re.IGNORECASE,
)
_ADVERB_PERIOD = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month"}
_ADVERB_PERIOD |= {"quarterly": "quarter", "yearly": "year", "annually": "year"}
#: "per cent" and "per capita" say no unit it is counted per.
_NOT_PER = frozenset({"cent", "centum", "capita", "annum"})
#: Stems of the periods of time a figure may be counted per.
_PERIOD_STEMS = frozenset(
    stem(w) for w in ("second", "minute", "hour", "day", "week", "month", "quarter", "year")
)
#: Characters after a figure in which its period is read, within its clause.
_PERIOD_REACH = 40


def _period_after(text: str, end: int) -> frozenset[str]:
    """Stems of what a figure ending at ``end`` is counted per ("1.5 days of paid leave per
    month": "month"; "$500 per diluted share": "dilut", "share"), read up to the clause's end;
    empty where it names none."""
    tail = text[end : end + _PERIOD_REACH]
    stop = _CLAUSE_OR_DIGIT.search(tail)
    out: set[str] = set()
    # every "per" of the clause: "25 cents per book per day" is counted per book and per day
    for n, m in enumerate(_PERIOD.finditer(tail[: stop.start()] if stop else tail)):
        if m.group("per"):
            words = m.group("per").lower().split()
            if words[0] in _NOT_PER:
                if n == 0:
                    return frozenset()
                continue
            out |= {stem(w) for w in words if w not in _STOP}
        elif m.group("period"):
            out.add(stem(m.group("period").lower()))
        else:
            out.add(stem(_ADVERB_PERIOD[m.group("adverb").lower()]))
    return frozenset(out)


def _other_period(
    claim_text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> tuple[Located[Quantity], str, str] | None:
    """The claim's figure counted per another thing than every place of it in its evidence:
    "1.5 days of paid leave per year" against "Employees accrue 1.5 days of paid leave per
    month", "$500 per year" against "The deductible is $500 per claim". Returns the source place
    and the two "per" phrases as written."""
    mine = _period_after(claim_text, q.unit_end)
    if not mine:
        return None
    found = [
        (loc, _period_after(sources[loc.source_id].text, loc.end))
        for loc in matches
        if loc.in_evidence
    ]
    periods = mine & _PERIOD_STEMS

    def agrees(theirs: frozenset[str]) -> bool:
        # two periods of time are two counts, whatever else both are counted per ("per book per
        # week" / "per book per day")
        if periods and theirs & _PERIOD_STEMS and not periods & theirs:
            return False
        return bool(theirs & mine)

    if not found or any(not theirs or agrees(theirs) for _, theirs in found):
        return None
    loc = found[0][0]
    return (
        loc,
        _per_phrase(claim_text, q.unit_end),
        _per_phrase(sources[loc.source_id].text, loc.end),
    )


def _per_phrase(text: str, end: int) -> str:
    """What a figure ending at ``end`` is counted per, as written, up to its period of time ("per
    book per day"; "per minute" of "per minute per API key")."""
    tail = text[end : end + _PERIOD_REACH]
    stop = _CLAUSE_OR_DIGIT.search(tail)
    found = list(_PERIOD.finditer(tail[: stop.start()] if stop else tail))
    if not found:
        return ""
    last = next(
        (m for m in found if {stem(w) for w in m.group().lower().split()} & _PERIOD_STEMS),
        found[0],
    )
    return tail[found[0].start() : last.end()].strip()


def _said_of_a_narrower_thing(
    claim_text: str,
    q: Quantity,
    keys: frozenset[str],
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The value the evidence gives the claim's own subject, where the claim's figure is the
    general rule's.

    "Electronics must be returned within 30 days" against "Items can be returned within 30 days
    of delivery. Electronics must be returned within 15 days.": 30 days is in the sources, but
    beside words the claim shares only in part; 15 days stands beside those same words and the
    claim's subject ("Electronics"), in the claim's unit. ``None`` unless some evidence value
    has every claim word that any place of the figure has, plus the claim's first content word,
    in another sentence ("1.5 days of paid leave per month, or 18 days per year" says one thing
    twice).
    """
    subject = next(
        (stem(w) for w in _WORD.findall(claim_text[: q.start]) if w.lower() not in _STOP), None
    )
    if subject is None or any(subject in m.keys | m.names for m in matches):
        return None
    shared = [keys & m.keys for m in matches]
    for rival in located:
        if (
            not rival.in_evidence
            or _same_number(q, rival.item)
            or not _one_measure(q, rival.item)
            or any(same_sentence(rival, m, sources) for m in matches)
        ):
            continue
        theirs = keys & (rival.keys | rival.names)
        if subject in theirs and all(mine < theirs for mine in shared):
            return rival
    return None


#: "from $2.1 billion to $1.4 billion": the first figure is what a thing was before a change.
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:about\s+|around\s+|roughly\s+)?$", re.IGNORECASE)
_TO_AFTER = re.compile(r"^\s+to\s+", re.IGNORECASE)
#: Words by which a claim speaks of a figure before a change ("the original fine", "reduced
#: from", "a year earlier"), so the old figure is what it means.
_SAYS_BEFORE = re.compile(
    r"\b(?:from|original(?:ly)?|initial(?:ly)?|previous(?:ly)?|prior|former(?:ly)?|earlier|ago"
    r"|last|before|had\s+been|used\s+to|was\s+(?:cut|reduced|raised|increased|lowered)"
    r"|(?:cut|reduced|raised|increased|lowered|changed|revised)|19\d\d|20\d\d)\b",
    re.IGNORECASE,
)


def _changed_from(
    claim_text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The figure a source changed the claim's figure to, where every place of the claim's
    figure in the evidence is the "from" of "from X to Y" and the claim speaks of no change or
    earlier time: "The court upheld the $2.1 billion fine" against "reduced the fine from $2.1
    billion to $1.4 billion"."""
    if _SAYS_BEFORE.search(claim_text) is not None:
        return None
    found = [m for m in matches if m.in_evidence]
    if not found or len(found) != len(matches):
        return None
    after: Located[Quantity] | None = None
    for m in found:
        text = sources[m.source_id].text
        to = _TO_AFTER.match(text[m.end : m.end + 8])
        if _FROM_BEFORE.search(text[max(0, m.start - 20) : m.start]) is None or to is None:
            # "was 4% in January but rose to 4.3% in February": the figure, then its change
            later = _LATER_TO.match(text, m.item.unit_end)
            if later is None or _claims_when(claim_text, later.group("when")):
                return None
            end = later.end()
        else:
            end = m.end + to.end()
        after = next(
            (
                loc
                for loc in located
                if loc.source_id == m.source_id
                and loc.start == end
                and (
                    _one_measure(q, loc.item)
                    # two shares: "from 4% to 4.3%"
                    or (q.kind is QuantityKind.PERCENT and loc.item.kind is QuantityKind.PERCENT)
                )
            ),
            None,
        )
        if after is None:
            return None
    return after


#: A figure's later change in its sentence: " in January but rose to ", ", but has since fallen
#: to ".
_LATER_TO = re.compile(
    r"(?P<when>(?:\s+(?:in|on|at|as\s+of)\s+[\w ]{1,20}?)?),?\s+(?:but|and|before)\s+"
    r"(?:(?:has|had)\s+since\s+|then\s+|later\s+|since\s+)?"
    r"(?:rose|risen|fell|fallen|increased|decreased|climbed|dropped|jumped|grew|grown|declined"
    r"|edged\s+(?:up|down)|ticked\s+(?:up|down))\s+to\s+",
    re.IGNORECASE,
)


def _claims_when(claim_text: str, when: str) -> bool:
    """Whether the claim gives the time the source gives the figure before it changed ("in
    January"): then the old figure is what it means."""
    words = [w for w in re.findall(r"[A-Za-z]+|\d+", when) if w.lower() not in _WHEN_WORDS]
    return bool(words) and all(
        re.search(rf"\b{re.escape(w)}\b", claim_text, re.IGNORECASE) for w in words
    )


_WHEN_WORDS = frozenset(["in", "on", "at", "as", "of", "the"])


#: The word before a figure that says which end of a change it is ("narrowed to 18% from 21%").
_END_BEFORE = re.compile(
    r"(?<!\bup\s)\b(from|to)\s+(?:about\s+|around\s+|roughly\s+)?$", re.IGNORECASE
)
#: How far apart the two ends of one stated change may be, in characters.
_CHANGE_REACH = 40


def _end_of_change(text: str, start: int) -> str | None:
    """ "from" or "to" where the figure at ``start`` is that end of a change, else ``None``."""
    m = _END_BEFORE.search(text[max(0, start - 20) : start])
    return m.group(1).lower() if m else None


def _ends_reversed(
    claim_text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> tuple[Located[Quantity], str] | None:
    """The source's statement of a change the claim states the other way round, and the end
    ("from" or "to") the claim makes its figure: "Operating margin narrowed to 21% from 18%"
    against "narrowed to 18% from 21%". The claim names both ends; every place of its figure in
    the evidence is the other end, beside the claim's other figure."""
    mine = _end_of_change(claim_text, q.start)
    if mine is None:
        return None
    if q.high is not None and mine == "from":
        # "narrowed from 18% to 21%", read as one range, against "narrowed to 18% from 21%"
        return _range_reversed(q, located, sources)
    other_end = {
        o.value
        for o in parse_quantities(claim_text)
        if o.start != q.start and _end_of_change(claim_text, o.start) not in (None, mine)
    }
    found = [m for m in matches if m.in_evidence]
    if not found or len(found) != len(matches):
        return None
    if not other_end:
        # One end named: "expected to rise to $1.8 billion" against "$1.5 billion next year,
        # down from $1.8 billion this year": every place of the figure is the other end, just
        # after another figure of its kind, the change's new value.
        if mine == "to" and all(_after_new_value(m, q, located, sources) for m in found):
            return found[0], mine
        return None
    for m in found:
        text = sources[m.source_id].text
        ends = _range_ends(text, m)
        if ends is not None:
            # "grew from 9,500 to 10,200", read as one range: its first figure is the "from"
            theirs = {ends[0]: "from", ends[1]: "to"}.get(q.value)
            if theirs in (None, mine) or ends[theirs == "from"] not in other_end:
                return None
            continue
        if _end_of_change(text, m.start) in (None, mine):
            return None
        if not any(
            loc.source_id == m.source_id
            and loc.start != m.start
            and abs(loc.start - m.start) <= _CHANGE_REACH
            and _end_of_change(text, loc.start) == mine
            and loc.item.value in other_end
            and loc.item.kind is q.kind
            and (_one_measure(q, loc.item) or not (q.unit_head or q.currency))
            for loc in located
        ):
            return None
    return found[0], mine


def _after_new_value(
    m: Located[Quantity],
    q: Quantity,
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> bool:
    """Whether the figure at ``m`` is a change's "from" end ("down from $1.8 billion") right
    after another figure of its kind in its sentence (the value it changed to)."""
    text = sources[m.source_id].text
    if _end_of_change(text, m.start) != "from":
        return False
    return any(
        loc.source_id == m.source_id
        and loc.start < m.start
        and m.start - loc.end <= _CHANGE_REACH
        and loc.item.kind is q.kind
        and not _same_number(q, loc.item)
        and _SENTENCE_END.search(text, loc.end, m.start) is None
        for loc in located
    )


def _range_reversed(
    q: Quantity, located: Sequence[Located[Quantity]], sources: Mapping[str, Source]
) -> tuple[Located[Quantity], str] | None:
    """A change the source states from the claim's last figure to its first, where the claim
    states it as one range "from X to Y"."""
    for end in located:
        if not end.in_evidence or end.item.value != q.value or end.item.kind is not q.kind:
            continue
        text = sources[end.source_id].text
        if _end_of_change(text, end.start) != "to":
            continue
        if any(
            start.source_id == end.source_id
            and start.item.value == q.high
            and abs(start.start - end.start) <= _CHANGE_REACH
            and _end_of_change(text, start.start) == "from"
            for start in located
        ):
            return end, "from"
    return None


def _range_ends(text: str, m: Located[Quantity]) -> tuple[float, float] | None:
    """The two ends of a change a source states as "from X to Y" where the parser read one
    range ("from 9,500 to 10,200")."""
    if m.item.high is None or _end_of_change(text, m.start) != "from":
        return None
    return m.item.value, m.item.high


def _other_group(
    claim_text: str,
    q: Quantity,
    keys: frozenset[str],
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The value an evidence sentence gives the group the claim names, when it gives the claim's
    figure to another group.

    "Patients on placebo lost an average of 6.2 kg" against "Patients taking the drug lost an
    average of 6.2 kg over 48 weeks, compared with 1.1 kg in the placebo group": 6.2 kg is in the
    sentence, but beside "drug", which the claim does not say, and "placebo", which the claim
    does say, stands beside the sentence's other figure in the same unit (1.1 kg). ``None`` where
    any place of the figure has a word of the claim that marks the rival's group, or the claim
    names the figure's group outside its words ("In the control group, blood pressure fell by 2
    mmHg").
    """
    said = _word_stems(claim_text)
    for loc in matches:
        if not loc.in_evidence:
            continue
        # the claim names the name right before the figure: "GPT-4 scored 86.4%" against "it
        # scored 64.2%, ... but trailing GPT-4 (86.4%)"
        text = sources[loc.source_id].text
        if _capital_stems(claim_text) & _capital_stems(
            text[max(0, loc.start - _GROUP_REACH) : loc.start]
        ):
            continue
        for rival in located:
            if (
                rival is loc
                or not rival.in_evidence
                or rival.item.kind is not q.kind
                or _same_number(q, rival.item)
                or (q.unit_head or "") != (rival.item.unit_head or "")
                or not (q.unit_head or q.kind in _GROUP_KINDS)
                or rival.source_id != loc.source_id
                or not _contrasted(loc, rival, sources)
            ):
                continue
            mine = keys & (rival.keys | rival.names) - loc.keys - loc.names - _GROUP_NEUTRAL
            theirs = (loc.keys | loc.names) - said - rival.keys - rival.names - _GROUP_NEUTRAL
            if (
                mine
                and theirs
                and not any(mine & (m.keys | m.names) for m in matches)
                and all(_WORD.fullmatch(w) for w in mine)
            ):
                return rival
    return None


#: An ordinal and the noun it numbers: "the second dose", "the final round".
_ORDINAL_NOUN = re.compile(
    r"\b(?P<rank>first|second|third|fourth|fifth|final|last|initial)\s+(?P<noun>[a-z]{3,})\b",
    re.IGNORECASE,
)


def _ordinal_before(text: str, start: int, lo: int = 0) -> tuple[str, str] | None:
    """The last ordinal and the stem of its noun in ``text[lo:start]`` ("second", "dose")."""
    found = list(_ORDINAL_NOUN.finditer(text, lo, start))
    if not found:
        return None
    return found[-1].group("rank").lower(), stem(found[-1].group("noun").lower())


def _other_ordinal(
    claim_text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The figure an evidence sentence gives the claim's numbered thing, when it gives the
    claim's figure to another of that number: "The second dose is given at 12 to 15 months"
    against "The first dose is given at 12 to 15 months of age and the second dose at 4 to 6
    years"."""
    mine = _ordinal_before(claim_text, q.start)
    if mine is None:
        return None
    for loc in matches:
        if not loc.in_evidence:
            continue
        text = sources[loc.source_id].text
        lo = _line(text, loc.start, loc.end)[0]
        theirs = _ordinal_before(text, loc.start, lo)
        if theirs is None or theirs[1] != mine[1] or theirs[0] == mine[0]:
            continue
        for rival in located:
            if (
                rival.source_id != loc.source_id
                or not rival.in_evidence
                or rival.item.kind is not q.kind
                or _same_number(q, rival.item)
                or not same_sentence(rival, loc, sources)
            ):
                continue
            if _ordinal_before(text, rival.start, _line(text, rival.start, rival.end)[0]) == mine:
                return rival
    return None


#: Characters before a figure whose names name the group it is given to ("trailing GPT-4 (").
_GROUP_REACH = 24


def _capital_stems(text: str) -> set[str]:
    """Stems of the capitalised words of ``text`` (stopwords aside)."""
    return {stem(w) for w in re.findall(r"\b[A-Z][A-Za-z'-]*", text) if w.lower() not in STOPWORDS}


#: Kinds of figure that need no unit to be compared as one thing's and another's.
_GROUP_KINDS = frozenset({QuantityKind.PERCENT, QuantityKind.MONEY})
#: Words between two figures of one sentence that set them against each other ("6.2 kg, compared
#: with 1.1 kg", "versus", "while", a result against its forecast: "added 5.1 million
#: subscribers, beating forecasts of 2.4 million"); without one, the sentence may list figures
#: of one thing.
_CONTRAST = re.compile(
    r"\b(?:compared\s+(?:with|to)|versus|vs\.?|against|while|whereas|than"
    # a score against others': "scored 64.2%, outperforming a baseline (62.1%)"
    r"|outperform(?:s|ed|ing)?|trail(?:s|ed|ing)?|ahead\s+of"
    r"|(?:beat|beating|beats|topping|topped|missing|missed|exceeding|exceeded)\s+"
    r"(?:\w+\s+)?(?:forecasts?|estimates?|expectations?|projections?|guidance))\b",
    re.IGNORECASE,
)


def _contrasted(a: Located[Quantity], b: Located[Quantity], sources: Mapping[str, Source]) -> bool:
    """Whether a contrast word stands between two figures of one sentence, and no sentence
    end."""
    text = between(a, b, sources)
    return _CONTRAST.search(text) is not None and _SENTENCE_END.search(text) is None


#: Key words that mark no group: how a figure is compared or reported.
_GROUP_NEUTRAL = frozenset(
    stem(w)
    for w in word_set(
        "compared compare versus against average mean median total about around group groups"
    )
)


#: "unlimited users", "an unlimited number of devices": a claim that no count applies.
_UNLIMITED = re.compile(
    r"\b(?:unlimited|limitless)\s+(?:number\s+of\s+|numbers\s+of\s+)?(?P<noun>[a-z]+)\b"
    # "Webhooks are retried indefinitely": no count of times
    r"|\b(?P<endless>indefinitely|endlessly|without\s+limit|as\s+often\s+as\s+needed)\b",
    re.IGNORECASE,
)
#: Bounds a source sets from above that a claim may not drop: "up to 15 hours" is no "15 hours".
_MAXIMA = frozenset({"up to", "a maximum of", "maximum of", "at most", "as many as", "as much as"})
#: Minima a claim may not state flat: "a friend of 44 years" for "of more than 44 years".
_MINIMA = frozenset({"more than", "over", "at least", "upwards of", "in excess of"})
#: Words before a claim's figure that keep it a maximum ("can last 15 hours", "peaks at 30%").
_KEEPS_MAXIMUM = re.compile(
    r"\b(?:can|could|may|might|max(?:imum)?|peak(?:s|ed|ing)?|best|top|rated|theoretical(?:ly)?"
    r"|reach(?:es|ed|ing)?|as\s+(?:many|much|long|high)\s+as)\b",
    re.IGNORECASE,
)


#: Words before a source figure that make it a maximum a thing can be brought to ("16 GB,
#: upgradeable to 32 GB"): read as "up to".
_UPGRADED_TO = re.compile(
    r"\b(?:upgrad(?:e)?able|expandable|extendable|extensible|scalable|configurable)\s+"
    r"(?:up\s+)?to\s*$",
    re.IGNORECASE,
)


def _upgradeable(
    located: Sequence[Located[Quantity]], sources: Mapping[str, Source]
) -> list[Located[Quantity]]:
    """The places, with a figure after "upgradeable to" ("expandable to") read as a maximum."""
    out = []
    for loc in located:
        before = sources[loc.source_id].text[max(0, loc.start - 30) : loc.start]
        found = _UPGRADED_TO.search(before)
        if loc.item.qualifier is None and loc.item.high is None and found is not None:
            said = " ".join(found.group().lower().split())
            loc = replace(loc, item=replace(loc.item, qualifier=said))
        out.append(loc)
    return out


def _bounding(qualifier: str | None) -> bool:
    """Whether a source's qualifier makes its figure a bound a claim may not drop."""
    return qualifier in _MAXIMA | _MINIMA or (
        qualifier is not None and _UPGRADED_TO.search(qualifier) is not None
    )


def _bound_dropped(
    claim_text: str, q: Quantity, keys: frozenset[str], located: Sequence[Located[Quantity]]
) -> Located[Quantity] | None:
    """The claim's evidence gives the claim's figure only as a maximum ("lasts up to 15 hours")
    or a minimum ("a friend of more than 44 years"), and the claim states it flat ("lasts 15
    hours", "a friend of 44 years"). ``None`` when the claim bounds or hedges it itself, or when
    a source states the figure without a bound (flat or roughly: "about 15 hours") about the
    same thing."""
    if q.qualifier is not None or q.high is not None:
        return None
    if _KEEPS_MAXIMUM.search(_clause_before(claim_text, q.start)) or _UPGRADED_TO.search(
        claim_text, 0, q.start
    ):
        return None
    same = [
        loc
        for loc in located
        if _same_number(q, loc.item) and (loc.in_evidence or _shared(keys, loc))
    ]
    bounded = [loc for loc in same if _bounding(loc.item.qualifier) and loc.in_evidence]
    # A place that states the figure flat or roughly ("about fifty Euros") gives it unbounded.
    if not bounded or any(not _bounding(loc.item.qualifier) for loc in same):
        return None
    return max(bounded, key=lambda loc: _shared(keys, loc))


#: Strict bounds a claim may not put on a figure its source states flat: "more than 50
#: employees" excludes the source's "50 employees" ("at least 50", "up to 50" allow it).
_STRICT = frozenset(
    {"more than", "over", "above", "greater than", "in excess of", "less than", "fewer than"}
    | {"under", "below"}
)


#: Words before "over" that leave it "more than" ("has over 50", "of over 50", "Over 50").
_BEFORE_MORE = frozenset(
    str.split("of with for to by from at in and or than about nearly almost just well some")
)
_OVER = re.compile(r"\bover\s+$", re.IGNORECASE)


def _over_is_more(text: str, q: Quantity) -> bool:
    """Whether "over" before a figure means "more than": after a verb, a preposition or at a
    clause's start ("employs over 50 people", "Over 1.5 million"), not after a noun ("a legal
    battle over two embryos": about) nor over a span of time ("repaid over 5 years")."""
    if q.unit_head is not None and singular(q.unit_head) in _TIME_UNITS:
        return False
    m = _OVER.search(text, 0, q.start)
    if m is None:
        return True
    before = re.findall(r"[A-Za-z]+|[,;:(]", text[: m.start()])
    if not before or not before[-1].isalpha():
        return True
    word = before[-1].lower()
    return word in _BEFORE_MORE or is_verb(word)


def _bound_added(
    claim_text: str, q: Quantity, keys: frozenset[str], located: Sequence[Located[Quantity]]
) -> Located[Quantity] | None:
    """The claim puts a strict bound ("more than 50 employees", "fewer than 20 staff") on the
    figure its evidence states flat ("has 50 employees"), and no source states that figure with
    a bound or a hedge: the value the claim allows excludes the one the source gives. "Over" a
    span of time is left alone ("repaid over 5 years" says how long, not how many)."""
    if q.qualifier not in _STRICT or q.high is not None:
        return None
    if q.qualifier == "over" and not _over_is_more(claim_text, q):
        return None
    same = [
        loc
        for loc in located
        if _same_number(q, loc.item) and (loc.in_evidence or _shared(keys, loc))
    ]
    flat = [
        loc
        for loc in same
        if loc.in_evidence
        and _shared(keys, loc)
        and (
            loc.item.unit_head is None
            or q.unit_head is None
            or _same_unit(q.unit_head, loc.item.unit_head)
        )
    ]
    if not flat or any(loc.item.qualifier is not None or loc.item.high is not None for loc in same):
        return None
    return max(flat, key=lambda loc: _shared(keys, loc))


#: Words before a claim's figure that make it exact ("exactly 1,200 jobs").
_EXACTLY = re.compile(r"\b(?:exactly|precisely)\s*$", re.IGNORECASE)


def _made_exact(
    claim_text: str, q: Quantity, keys: frozenset[str], located: Sequence[Located[Quantity]]
) -> Located[Quantity] | None:
    """The claim calls exact ("exactly 1,200 jobs") the figure every place of it in the
    evidence, or beside the claim's words, gives as approximate ("about 1,200 jobs")."""
    if not _EXACTLY.search(claim_text, 0, q.start):
        return None
    same = [
        loc
        for loc in located
        if _same_number(q, loc.item) and (loc.in_evidence or _shared(keys, loc))
    ]
    if not same or not all(loc.item.approximate for loc in same):
        return None
    return max(same, key=lambda loc: _shared(keys, loc))


def field_at(ctx: CheckContext, loc: Located[Any]) -> FieldSpan | None:
    """The field of a JSON source that holds a found item, if any."""
    fields = ctx.sources[loc.source_id].fields
    return next((f for f in fields if f.start <= loc.start < f.end), None)


def field_line(ctx: CheckContext, loc: Located[Any]) -> str:
    """What to quote of a found item: its field as ``path: value`` in a JSON document (not the
    whole document), else its line."""
    field = field_at(ctx, loc)
    if field is None:
        return loc.line
    value = ctx.sources[loc.source_id].text[field.start : field.end]
    if not value.startswith('"'):
        return loc.line  # a flattened record's "lastContact: 2024-11-18" line reads as it is
    return f"{field.path}: {value.partition(':')[2].strip()}"


def _clause_before(text: str, start: int, reach: int | None = None) -> str:
    """The words before ``text[start:]`` in its clause, which stops at punctuation and at the
    number before (at most ``reach`` characters back)."""
    head = text[max(0, start - reach) if reach is not None else 0 : start]
    cut = max((m.end() for m in _CLAUSE_OR_DIGIT.finditer(head)), default=0)
    return head[cut:]


#: A limit named in a value's clause: "the maximum number of unavailable pods ... is 25%".
_LIMIT_NOUNS = re.compile(
    r"\b(?:(?P<upper>maximum|max|limit|cap|ceiling)|(?P<lower>minimum|min|floor))\b", re.IGNORECASE
)


def _named_limit(text: str, start: int) -> str | None:
    """Which way a source value bounds where its clause calls it a maximum or a minimum ("the
    maximum number of unavailable pods during an update is 25%": "upper"), else ``None``."""
    found = list(_LIMIT_NOUNS.finditer(_clause_before(text, start, _LINE_CONTEXT)))
    if not found:
        return None
    return "upper" if found[-1].group("upper") else "lower"


def _as_limit(loc: Located[Quantity], sources: Mapping[str, Source]) -> Located[Quantity]:
    """A value its clause names a maximum or a minimum, read as that bound ("the maximum ... is
    25%" as "at most 25%"); other values as they are."""
    if loc.item.side is not None:
        return loc
    side = _named_limit(sources[loc.source_id].text, loc.start)
    if side is None:
        return loc
    return replace(
        loc, item=replace(loc.item, qualifier="at most" if side == "upper" else "at least")
    )


def _claim_names(text: str, q: Quantity, known: frozenset[str]) -> frozenset[str]:
    """Stems of the names in the claim's own clause before its figure ("Basic" in "The Basic
    plan costs $50/month"). A clause's capitalised first word counts where the sources name it
    (``known``): "Globex reported $5 million" names Globex, "Revenue was $5 million" names
    nothing."""
    common, names = _split_names(_clause_before(text, q.start))
    first = _stems(common[:1]) & known if common and common[0][0].isupper() else frozenset()
    return _name_stems(names) | first


#: What ends the words read back to a sentence's subject (:func:`_sentence_before`).
_SENTENCE_STOP = re.compile(r"[.;!?\n](?!\d)")


def _sentence_before(text: str, start: int) -> str:
    """The words before ``text[start:]`` back to its sentence's start, past other figures: the
    subject a clause without a name speaks of ("Plan A costs $10 per month and includes 5 GB")."""
    head = text[max(0, start - _LINE_CONTEXT) : start]
    cut = max((m.end() for m in _SENTENCE_STOP.finditer(head)), default=0)
    return head[cut:]


def _name_stems(names: Sequence[str]) -> frozenset[str]:
    """Stems of a name's words, with the one- and two-letter labels that tell names apart
    ("Plan A" / "Plan B", "Series C")."""
    labels = {w.lower() for w in names[1:] if len(w) <= 2 and w.isupper()}
    return _stems(names) | labels


def _one_owner(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two owners' name stems name one owner: one holds the other ("Acme" / "Acme
    Corp"; not "Plan A" / "Plan B")."""
    return bool(a) and bool(b) and (a <= b or b <= a)


def _clause_names(text: str, start: int) -> frozenset[str]:
    """Stems of the names before a source value in its clause ("Acme Corp reported $5 million,
    while Globex ...": Acme's). Names after a figure say where it went ("a $2 million donation
    to the Time's Up Fund"), not whose it is. A clause's capitalised first word is a name where
    the text writes it as one elsewhere ("Biden won 306" after "Joe Biden received")."""
    common, names = _split_names(_clause_before(text, start, _LINE_CONTEXT))
    first = (
        _stems(common[:1]) & _mid_names(text) if common and common[0][0].isupper() else frozenset()
    )
    return _name_stems(names) | first


@text_cache(maxsize=SOURCE_TEXTS)
def _mid_names(text: str) -> frozenset[str]:
    """Stems of the words a text capitalises inside its sentences (its names)."""
    return _stems(m.group() for m in re.finditer(r"(?<=[a-z,;]\s)[A-Z][a-z]+", text))


def _owner_names(text: str, start: int) -> frozenset[str]:
    """:func:`_clause_names`, or where the value's clause names no one and runs on from another
    figure, the names before both in their sentence ("Plan A costs $10 per month and includes 5
    GB": Plan A's 5 GB). A clause after a comma names its own owner or none ("Husbands, a
    48-year-old woman, has been sentenced to over five years" is no clause of Husbands's)."""
    names = _clause_names(text, start)
    head = text[max(0, start - _LINE_CONTEXT) : start]
    cuts = list(_CLAUSE_OR_DIGIT.finditer(head))
    if names:
        return names
    if cuts and cuts[-1].group().isdigit():
        names = _name_stems(_split_names(_sentence_before(text, start))[1])
    return names or _pronoun_owner(text, start)


def _pronoun_owner(text: str, start: int) -> frozenset[str]:
    """The owner of a value in a sentence that opens with "It", "He" or "She" and names no one
    before the value: the name the sentence before opens with (:func:`sentence_owners`: "Phone A
    has a 6.1-inch display ... It costs $799": Phone A's $799)."""
    sentences = cached_sentences(text)
    k = sentence_index(text, start)
    if k is None or not SUBJECT_PRONOUN.match(sentences[k].text):
        return frozenset()
    if _split_names(text[sentences[k].start : start])[1]:
        return frozenset()
    return _name_stems(sentence_owners(text)[k].words)


#: Characters that end the words read beside a figure (:func:`_frame`).
_FRAME_STOP = re.compile(r"[.;,:()\n]")
#: Words read on each side of a figure.
_FRAME_WORDS = 3
#: Words read after a figure to tell whether the claim says them as the source does.
_WIDE_FRAME = 5


def _frame(
    text: str, start: int, end: int, words: int = _FRAME_WORDS, qualifier: str | None = None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The ``words`` words just before a figure and just after its unit, within its clause:
    "the battery for | five years | ." -> (("the", "battery", "for"), ()). The figure's
    ``qualifier`` is no word of its frame: "a population of about | 2.1 million" is framed as
    "a population of"."""
    stops = [m.end() for m in _FRAME_STOP.finditer(text, max(0, start - 80), start)]
    lo = stops[-1] if stops else max(0, start - 80)
    after = _FRAME_STOP.search(text, end, end + 80)
    hi = after.start() if after else min(len(text), end + 80)
    leading = tuple(t.lower for t in tokenize(text[lo:start]))
    hedge = tuple(t.lower for t in tokenize(qualifier)) if qualifier else ()
    if hedge and leading[-len(hedge) :] == hedge:
        leading = leading[: -len(hedge)]
    before = leading[-words:]
    following = tuple(t.lower for t in tokenize(text[end:hi]))[:words]
    return before, following


#: Words that alone after a figure say where or how it was counted.
_LONE_FRAME_WORDS = frozenset(
    str.split(
        "worldwide globally domestically internationally nationwide overseas abroad online"
        " annually monthly weekly daily"
    )
)


def _one_apart(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Whether two frames differ in one content word only ("on boost mode" / "on eco mode")."""
    if len(mine) != len(theirs) or not mine:
        return False
    apart = [(a, b) for a, b in zip(mine, theirs, strict=True) if a != b]
    return len(apart) == 1 and not {*apart[0]} & STOPWORDS


def _framed_otherwise(
    text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The figure the sources give in the claim's own words, where they give the claim's figure
    with one of those words changed: "45 minutes on boost mode" against "up to 45 minutes on eco
    mode or 12 minutes on boost mode"; "covers the battery for five years" against "covers the
    motor for five years and the battery for two years". Two things traded their figures."""
    numbered = _ordinal_before(text, q.start)
    if numbered is not None and any(
        _ordinal_before(
            sources[loc.source_id].text,
            loc.start,
            _line(sources[loc.source_id].text, loc.start, loc.end)[0],
        )
        == numbered
        for loc in matches
    ):
        # the claim's numbered thing is the figure's own ("the second dose at 4 to 6 years"),
        # whatever words the source left out ("is given")
        return None
    mine = _frame(text, q.start, q.unit_end, qualifier=q.qualifier)

    def frame(loc: Located[Quantity]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        text = sources[loc.source_id].text
        return _frame(text, loc.start, loc.item.unit_end, qualifier=loc.item.qualifier)

    def _wide_frame(loc: Located[Quantity]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        text = sources[loc.source_id].text
        return _frame(text, loc.start, loc.item.unit_end, _WIDE_FRAME, loc.item.qualifier)

    for side in (0, 1):
        # one word after the figure will do where it ends the claim's clause and says where or
        # how ("grossed $500 million worldwide" against "$500 million in North America and $1.2
        # billion worldwide")
        lone = side == 1 and len(mine[1]) == 1 and mine[1][0] in _LONE_FRAME_WORDS
        if len(mine[side]) < 2 and not lone:
            continue
        if any(_edge(frame(loc)[side], side, mine[side]) == mine[side] for loc in matches):
            continue  # said in the claim's words on this side too
        # Where the claim's figure stands beside one other word, or the claim's words before
        # it (three, one of them a content word: "a depth of") stand before another figure
        # only. Words after a figure may restate it ("18 days of paid leave per year" / "1.5
        # days of paid leave per month").
        traded = any(
            _one_apart(mine[side], _edge(frame(loc)[side], side, mine[side])) for loc in matches
        )
        exact = side == 0 and len(mine[side]) == _FRAME_WORDS and not set(mine[side]) <= STOPWORDS
        if side == 1 and not traded:
            # Words after the figure that the claim changed, not restated: every place of the
            # figure says it with a content word the claim lacks ("150 minutes of vigorous
            # activity" against "150 minutes of moderate-intensity aerobic activity a week, or 75
            # minutes of vigorous activity"); "18 days per year" restates "1.5 days of paid leave
            # per month" with words of the claim.
            claim_words = {w.lower() for w in _WORD.findall(_own_part(text, q))}
            exact = not set(mine[side]) <= STOPWORDS and all(
                set(frame(loc)[side]) - STOPWORDS - claim_words for loc in matches
            )
        if not traded and not exact:
            continue
        wide = _frame(text, q.start, q.unit_end, _WIDE_FRAME)[1 - side]
        if (
            not traded
            and side == 0
            and len(wide) >= 2
            and any(_edge(_wide_frame(loc)[1 - side], 1 - side, wide) == wide for loc in matches)
        ):
            # "supports 15W wireless charging" against "supports 27W wired charging and 15W
            # wireless charging": the words after the figure are the source's own (not "$1
            # per day for books" against "$1 per day for DVDs").
            continue
        after = mine[1]
        if (
            not traded
            and side == 0
            and (
                (len(after) == _FRAME_WORDS and len(set(after) - STOPWORDS) >= 2)
                # "$1.2 billion worldwide": the one word after it is the figure's own
                or (len(after) == 1 and after[0] in _LONE_FRAME_WORDS)
            )
            and any(_edge(frame(loc)[1], 1, after) == after for loc in matches)
        ):
            # "at least 75 minutes of vigorous activity" against "at least 150 minutes of
            # moderate-intensity aerobic activity a week, or 75 minutes of vigorous activity":
            # three words after the figure, two of them content words, are the source's own.
            continue
        rival = next(
            (
                loc
                for loc in located
                if loc.in_evidence
                and not _equal(q, loc.item)
                and loc.item.kind is q.kind
                and (loc.item.unit == q.unit or in_unit_of(loc.item, q) is not None)
                and _edge(frame(loc)[side], side, mine[side]) == mine[side]
                # the claim's words before another figure: in the same breath as its own
                and (traded or any(same_sentence(loc, m, sources) for m in matches))
            ),
            None,
        )
        if rival is not None and not any(_set_against(m, rival, sources) for m in matches):
            return rival
    return None


#: Words that set one figure against another: the words after the second frame both ("Revenue
#: was $1.9 billion versus $1.8 billion in the third quarter of 2023" compares two third quarters).
_AGAINST = re.compile(
    rf"\s*,?\s*(?:{COMPARED_WITH}|against|up\s+from|down\s+from|from)\s*$", re.IGNORECASE
)


def _set_against(
    mine: Located[Quantity], other: Located[Quantity], sources: Mapping[str, Source]
) -> bool:
    """Whether the source sets its figure ``mine`` against ``other`` right after it ("$1.9
    billion versus $1.8 billion")."""
    if mine.source_id != other.source_id or other.start <= mine.start:
        return False
    between = sources[mine.source_id].text[mine.item.unit_end : other.start]
    return len(between) <= _AGAINST_REACH and _AGAINST.fullmatch(between) is not None


_AGAINST_REACH = 20


_DIGITS = re.compile(r"\d[\d,.]*")


def _own_part(text: str, q: Quantity) -> str:
    """The words of a claim between the figures before and after ``q``: "It is rated at 49 mpg
    on the highway and" of "... and 47 mpg in the city" (the city is the other figure's)."""
    lo = max((m.end() for m in _DIGITS.finditer(text, 0, q.start)), default=0)
    after = _DIGITS.search(text, q.unit_end)
    return text[lo : after.start() if after else len(text)]


def _said_plain_with_its_words(
    text: str, q: Quantity, located: Sequence[Located[Quantity]], sources: Mapping[str, Source]
) -> bool:
    """Whether a source gives the claim's bounded figure without a bound but with the claim's
    three words after it, two of them content words: "at least 75 minutes of vigorous activity"
    against "at least 150 minutes of moderate-intensity aerobic activity a week, or 75 minutes of
    vigorous activity", where the bound is read once for both."""
    after = _frame(text, q.start, q.unit_end)[1]
    if len(after) < _FRAME_WORDS or len(set(after) - STOPWORDS) < 2:
        return False
    return any(
        loc.in_evidence
        and loc.item.side is None
        and _same_number(q, loc.item)
        and _frame(sources[loc.source_id].text, loc.start, loc.item.unit_end)[1] == after
        for loc in located
    )


def _edge(words: tuple[str, ...], side: int, like: tuple[str, ...]) -> tuple[str, ...]:
    """As many of a frame's words as ``like`` has, next to the figure."""
    return words[-len(like) :] if side == 0 else words[: len(like)]


#: "non-residents", "non-members": a group named as all but another.
_NON_GROUP = re.compile(r"\bnon-?\s?(?P<group>[a-z]{3,})\b", re.IGNORECASE)
#: How far before a figure its "non-" group may stand.
_NON_REACH = 40


def _of_the_others(
    text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> tuple[Located[Quantity], str] | None:
    """The claim's figure where each source sentence giving it gives it to "non-X" and the
    claim names X without "non-" ("Library cards cost $40 per year for residents" against
    "Library cards are free for residents; non-residents pay $40 per year")."""
    claim_words = {t.lower for t in tokenize(text)}
    if _NON_GROUP.search(text):
        return None
    found = None
    for loc in matches:
        # the group just before the figure, nothing between but words: "non-residents pay $40"
        before = sources[loc.source_id].text[max(0, loc.start - _NON_REACH) : loc.start]
        groups = {
            m.group("group").lower()
            for m in _NON_GROUP.finditer(before)
            if not re.search(r"[\d;,.]", before[m.end() :])
        } & claim_words
        if not groups:
            return None  # a sentence gives it without "non-"
        found = found or (loc, sorted(groups)[0])
    return found


#: Words that make a claim's figure a change ("grew by 50%", "600 more employees").
_CHANGE_WORDS = re.compile(
    r"\b(?:grew|grow|grows|growth|rose|rise|rises|risen|increase[ds]?|increasing|fell|fall"
    r"|falls|fallen|decline[ds]?|decrease[ds]?|dropped|drops?|up|down|gain(?:ed|s)?|lost|added"
    r"|more|fewer|less|higher|lower|jump(?:ed|s)?|climb(?:ed|s)?|surge[ds]?|shrank|shrunk)\b",
    re.IGNORECASE,
)
#: A change a source gives as a multiple, with the figure it makes.
_MULTIPLE = re.compile(r"\b(?P<word>doubled|tripled|quadrupled|halved)\b", re.IGNORECASE)
_MULTIPLES = {"doubled": 2.0, "tripled": 3.0, "quadrupled": 4.0, "halved": 0.5}
#: A multiple the claim gives a change, with its hedge: "more than doubled", "nearly tripled".
_CLAIMED_MULTIPLE = re.compile(
    r"\b(?:(?P<hedge>more\s+than|over|nearly|almost|roughly|about|approximately|around)\s+)?"
    r"(?P<word>doubled|tripled|quadrupled|halved)\b",
    re.IGNORECASE,
)
#: How far the figures' ratio may be from a plain multiple ("doubled" is 1.8 to 2.2 times).
_MULTIPLE_SLACK = 0.1
#: "From A to B": a change told by its two ends.
_FROM_TO = re.compile(r"\bfrom\s*$", re.IGNORECASE)
_TO_BEFORE = re.compile(r"\bto\s*$", re.IGNORECASE)


def _ratio_fits(ratio: float, factor: float, hedge: str | None) -> bool:
    """Whether figures ``ratio`` times apart bear out a multiple as hedged."""
    h = (hedge or "").lower().split()[0] if hedge else ""
    if h in ("more", "over"):
        return ratio >= factor * (1 - _MULTIPLE_SLACK / 5) if factor > 1 else ratio <= factor
    if h in ("nearly", "almost"):
        low, high = sorted((factor * (1 - 2 * _MULTIPLE_SLACK), factor * 1.02))
        return low <= ratio <= high if factor > 1 else factor <= ratio <= 0.8
    slack = _MULTIPLE_SLACK * (1.5 if h else 1.0)
    return abs(ratio - factor) <= slack * factor


#: A change told by its percentage: "grew 20%", "fell by 50 percent".
_PERCENT_CHANGE = re.compile(
    r"\b(?:(?P<up>grew|grow[sn]?|rose|risen|rises?|increased?|increases|climbed|climbs?|jumped"
    r"|jumps?|gained|gains?|surged|soared)|(?P<down>fell|fallen|falls?|dropped|drops?|declined"
    r"|declines?|decreased?|decreases|slipped|slid|shrank|shrunk|plunged|plummeted))"
    r"\s+(?:by\s+)?(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?"
    r"(?P<pct>\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)",
    re.IGNORECASE,
)


def _change_ends(text: str) -> tuple[str, float, float] | None:
    """The two ends of a change told "from A to B" in ``text``: its words and its ends; or, for
    a change told by its percentage ("grew 20%"), 1 and the multiple it makes (1.2)."""
    pct = _PERCENT_CHANGE.search(text)
    if pct is not None:
        share = float(pct.group("pct")) / 100
        end = 1 + share if pct.group("up") else 1 - share
        if end > 0:
            return pct.group(), 1.0, end
    figures = parse_quantities(text)
    for q in figures:
        if q.high is not None and q.value > 0 and _FROM_TO.search(text, 0, q.start):
            return q.text, q.value, q.high
    # "from $2 million in 2022 to $5 million in 2023"
    for a, b in itertools.pairwise(figures):
        if (
            _FROM_TO.search(text, 0, a.start)
            and _TO_BEFORE.search(text, 0, b.start)
            and a.kind is b.kind
            and a.high is None is b.high
            and _of_one_scale(a.value, b.value)
        ):
            return f"{text[a.start : a.unit_end]} to {text[b.start : b.unit_end]}", a.value, b.value
    return None


def _multiple_misread(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """NUMERIC_MISMATCH: a change called "doubled" ("tripled", "halved", "more than doubled")
    whose two ends, in the claim or in the evidence sentence that says the rest, are another
    multiple apart ("Revenue doubled from $2 million to $5 million": 2.5 times)."""
    m = _CLAIMED_MULTIPLE.search(claim.text)
    if m is None:
        return None
    factor = _MULTIPLES[m.group("word").lower()]
    ends = _change_ends(claim.text)
    where, source_id = claim.text, None
    if ends is None:
        words = _word_stems(claim.text) - {stem(m.group("word"))}
        for ev, sent in evidence_sentences(evidence):
            found = _change_ends(sent.text)
            if (
                found is not None
                and words
                and len(words & _word_stems(sent.text)) >= min(2, len(words))
            ):
                ends, where, source_id = found, sent.text, ev.source_id
                break
    if ends is None:
        return None
    told, low, high = ends
    ratio = high / low
    if _ratio_fits(ratio, factor, m.group("hedge")):
        return None
    said = m.group().strip()
    whose = "its own figures" if source_id is None else "the source's figures"
    if _PERCENT_CHANGE.fullmatch(told):
        gone = f'the source says "{told}"' if source_id else f'it says "{told}" itself'
    else:
        gone = f"{whose} go from {told}"
    return make_flag(
        claim,
        ctx,
        m.start(),
        m.end(),
        type=FlagType.NUMERIC_MISMATCH,
        severity=Severity.HIGH,
        message=f'The answer says "{said}", but {gone} ({ratio:.2g} times'
        f"""{f': "{where}"' if source_id else ""}).""",
        suggestion=f'Say how much it changed as the figures do ({ratio:.2g} times), not "{said}".',
        source_says=where if source_id else None,
        source_id=source_id,
        contradicts=True,
    )


#: A count of times per period: "twice a day", "three times daily", "2 times per week".
_TIMES_PER = re.compile(
    r"\b(?P<count>twice|thrice|(?:two|three|four|five|six|\d+)\s+times)\s+"
    r"(?:a\s+|per\s+|each\s+|every\s+)?(?P<period>day|daily|week|weekly|month|monthly|year"
    r"|yearly)\b",
    re.IGNORECASE,
)
#: A period's adverb with no count before it: "take one tablet daily" is once a day.
_BARE_PERIOD = re.compile(
    r"(?<!times\s)(?<!twice\s)(?<!thrice\s)\b(?P<period>(?:once\s+)?(?:daily|weekly|monthly"
    r"|yearly)|once\s+(?:a|per|each|every)\s+(?:day|week|month|year))\b",
    re.IGNORECASE,
)
_PERIOD_OF = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}


def _period_word(word: str) -> str:
    word = word.lower().split()[-1]
    return _PERIOD_OF.get(word, word)


def _saying_the_rest(
    text: str, span: tuple[int, int], evidence: Sequence[Evidence]
) -> Iterator[tuple[Evidence, Sentence]]:
    """The evidence sentences that say the rest of a claim, its words outside ``span``: two of
    them at least (all, where it has fewer)."""
    words = _word_stems(text[: span[0]] + " " + text[span[1] :])
    for ev, sent in evidence_sentences(evidence):
        if len(words & _word_stems(sent.text)) >= min(2, len(words)):
            yield ev, sent


def _once_a_period(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """NUMERIC_MISMATCH: a count of times per period ("twice a day") where the evidence
    sentence that says the rest of the claim gives the period with no count ("Take one tablet
    daily": once a day)."""
    m = _TIMES_PER.search(claim.text)
    if m is None:
        return None
    period = _period_word(m.group("period"))
    for ev, sent in _saying_the_rest(claim.text, m.span(), evidence):
        if _TIMES_PER.search(sent.text):
            continue
        bare = next(
            (b for b in _BARE_PERIOD.finditer(sent.text) if _period_word(b.group()) == period),
            None,
        )
        if bare is None:
            continue
        once = "" if "once" in bare.group().lower() else f" (once a {period})"
        return _sentence_flag(
            claim,
            ctx,
            m.span(),
            ev,
            sent.text,
            FlagType.NUMERIC_MISMATCH,
            message=f'The answer says "{m.group()}" but the source says "{bare.group()}"{once}: '
            f'"{sent.text}".',
            suggestion=f'Say "once a {period}", as the source does.',
        )
    return None


def _single_for_many(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """NUMERIC_MISMATCH: a count of things ("two doses") where the evidence sentence that says
    the rest of the claim gives a single one ("The vaccine requires a single dose")."""
    for q in cached_quantities(claim.text):
        if q.unit_head is None or q.value < 2 or q.high is not None or q.qualifier is not None:
            continue
        span = (q.start, q.unit_end)
        if any(
            _same_unit(q.unit_head, m.group("noun").lower()) for m in _A_SINGLE.finditer(claim.text)
        ):
            continue  # "two stops in the city and a single stop at one place": the claim says both
        for ev, sent in _saying_the_rest(claim.text, span, evidence):
            one = next(
                (
                    m
                    for m in _A_SINGLE.finditer(sent.text)
                    if _same_unit(q.unit_head, m.group("noun").lower())
                ),
                None,
            )
            if one is None or any(
                _same_number(q, s) for s in cached_quantities(sent.text) if s.unit_head
            ):
                continue
            said = claim.text[q.start : q.unit_end]
            return _sentence_flag(
                claim,
                ctx,
                span,
                ev,
                sent.text,
                FlagType.NUMERIC_MISMATCH,
                message=f'The answer says "{said}" but the source says "{one.group()}": '
                f'"{sent.text}".',
                suggestion=f'Say "{one.group()}", as the source does.',
            )
    return None


#: A single thing: "a single dose", "only one dose", "just one tablet".
_A_SINGLE = re.compile(
    r"\b(?:a\s+single|one\s+single|only\s+one|just\s+one|a\s+one-time)\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


_FACTOR_WORDS = {"twice": 2.0, "half": 0.5, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0}
_FACTOR_WORDS |= {"six": 6.0, "seven": 7.0, "eight": 8.0, "nine": 9.0, "ten": 10.0}
#: A comparison by a factor: "twice as fast as", "three times faster", "2x more efficient",
#: "half as long", "50% faster". ``adj`` is the quality compared ("fast", "faster",
#: "efficient").
_FACTOR = re.compile(
    r"\b(?:(?P<word>twice|half)|(?P<n>\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)"
    r"(?:\s*(?:times|x)|-fold)|(?P<pct>\d+(?:\.\d+)?)\s*(?:%|per\s*cent))"
    r"\s+(?:as\s+(?P<as>[a-z]+)(?:\s+as\b)?|(?:more\s+|less\s+)?(?P<adj>[a-z]+))",
    re.IGNORECASE,
)
#: Words after a factor that compare nothing ("two times a day", "50% of").
_NOT_COMPARED = frozenset(str.split("a an the of per in on at for daily weekly more less"))
#: How far two factors of one comparison may be apart before they say different things.
_FACTOR_SLACK = 0.15


@text_cache(maxsize=SOURCE_TEXTS)
def _factors(text: str) -> tuple[tuple[re.Match[str], float, str], ...]:
    """Each comparison by a factor in ``text``: the match, the factor ("50% faster" is 1.5,
    "twice as fast" 2) and the stem of the quality compared ("fast" for "faster")."""
    out = []
    for m in _FACTOR.finditer(text):
        quality = (m.group("as") or m.group("adj") or "").lower()
        if not quality or quality in _NOT_COMPARED or quality in STOPWORDS:
            continue
        if m.group("pct") is not None:
            if m.group("as") is not None or not quality.endswith(("er", "ier")):
                # "50% as fast" or "50% of": no factor of a comparative
                more = re.search(r"\b(?:more|less)\s+\S+$", m.group(), re.IGNORECASE)
                if more is None:
                    continue
            less = re.search(r"\bless\s", m.group(), re.IGNORECASE) is not None
            factor = 1 + (-1 if less else 1) * float(m.group("pct")) / 100
        elif m.group("word") is not None:
            if m.group("as") is None:
                continue  # "half price", "twice daily": no comparison
            factor = _FACTOR_WORDS[m.group("word").lower()]
        else:
            n = m.group("n").lower()
            factor = _FACTOR_WORDS.get(n) or float(n)
        base = re.sub(r"(?:ier|er)$", "", quality) if quality.endswith("er") else quality
        out.append((m, factor, stem(base)))
    return tuple(out)


def _factor_misread(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """NUMERIC_MISMATCH: the claim compares by one factor ("twice as fast as its predecessor")
    what the evidence sentence that says the rest compares by another ("50% faster than its
    predecessor": 1.5 times), and no source gives the claim's factor."""
    mine = _factors(claim.text)
    if not mine:
        return None
    given = _source_factors(ctx)
    for m, factor, quality in mine:
        if any(q == quality and _factors_agree(factor, f) for f, q, _ in given):
            continue
        for ev, sent in _saying_the_rest(claim.text, m.span(), evidence):
            theirs = [(n, f) for n, f, q in _factors(sent.text) if q == quality]
            if not theirs:
                continue
            n, f = theirs[0]
            said, other = m.group().strip(), n.group().strip()
            return _sentence_flag(
                claim,
                ctx,
                m.span(),
                ev,
                sent.text,
                FlagType.NUMERIC_MISMATCH,
                message=f'The answer says "{said}" ({format_number(factor)} times) but the '
                f'source says "{other}" ({format_number(f)} times): "{sent.text}"',
                suggestion=f'Say "{other}", as the source does.',
            )
    return None


def _source_factors(ctx: CheckContext) -> list[tuple[float, str, bool]]:
    """Every comparison by a factor the sources make: its factor, the quality compared and
    whether it is written as a multiple ("1.5 times"), not a percent ("50% faster")."""
    return [
        (f, q, n.group("pct") is None) for text in ctx.given_texts for n, f, q in _factors(text)
    ]


def _factors_given(text: str, ctx: CheckContext) -> list[tuple[int, int]]:
    """Spans of the comparisons by a factor in ``text`` that a source makes by the same factor
    in other words ("1.5 times faster" where a source says "50% faster")."""
    given = _source_factors(ctx)
    # the same figure written the same way ("30% faster" / "up to 30% faster") is the numbers
    # check's: a bound or a hedge may still set the two apart
    return [
        m.span()
        for m, factor, quality in _factors(text)
        if any(
            q == quality and _factors_agree(factor, f) and times != (m.group("pct") is None)
            for f, q, times in given
        )
    ]


def _factors_agree(a: float, b: float) -> bool:
    return abs(a - b) <= _FACTOR_SLACK * max(a, b)


#: How far a derived figure may be from a hedged claim's ("about 50%").
_HEDGED_SLACK = 0.05
#: The most two figures of one change may differ by, as a factor.
_SCALE = 10.0


def _near(q: Quantity, value: float) -> bool:
    """Whether the claim's figure is ``value`` rounded to its last digit (or within a hedge's
    slack: "about 50%")."""
    slack = abs(value) * _HEDGED_SLACK if q.qualifier else 0.0
    return abs(q.value - value) <= max(q.step / 2, slack)


def _of_one_scale(a: float, b: float) -> bool:
    """Whether two figures are within a factor of ten of each other (a change of one thing,
    not "$130.4 million or $1.07 per share")."""
    return a > 0 and b > 0 and max(a, b) / min(a, b) <= _SCALE


#: A margin in points before a claim's figure: "won by about 8 points", "a lead of 8 points".
_MARGIN_BEFORE = re.compile(
    r"\b(?:by|margin\s+of|lead\s+of|gap\s+of)\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+"
    r"|around\s+|some\s+|more\s+than\s+|over\s+)?$",
    re.IGNORECASE,
)


_MARGIN_WORDS = re.compile(r"\bpoints?\b", re.IGNORECASE)


def _margin(text: str, q: Quantity) -> bool:
    """Whether the claim's figure is a margin in (percentage) points: "by about 8 points"."""
    unit = (q.unit or "").lower()
    return (
        (q.kind is QuantityKind.NUMBER or unit.startswith("percentage point"))
        and unit.split()[-1:] in (["points"], ["point"])
        and bool(_MARGIN_BEFORE.search(text, 0, q.start))
    )


def _derived(
    text: str, q: Quantity, located: Sequence[Located[Quantity]], ctx: CheckContext
) -> bool:
    """Whether the claim's figure of a change is worked out from the evidence: the difference or
    the percentage change of two figures of one evidence sentence ("The workforce grew by 600
    employees" and "by 50%" from "grew from 1,200 to 1,800 employees"), or the percentage of a
    multiple a source sentence about the same thing gives ("Sales increased by 100%" from "Sales
    doubled")."""
    near = sorted((loc for loc in located if loc.in_evidence), key=lambda loc: loc.start)
    if _margin(text, q) and any(
        a.item.kind is b.item.kind is QuantityKind.PERCENT
        and same_sentence(a, b, ctx.sources)
        and _near(q, abs(a.item.value - b.item.value))
        for i, a in enumerate(near)
        for b in near[i + 1 :]
    ):
        return True  # "defeated Hale by about 8 points" from "52.3% ... 44.1%"
    if not _CHANGE_WORDS.search(text):
        return False
    for loc in near:
        # "grew from 1,200 to 1,800" is read as one figure with a high end
        low, high = loc.item.value, loc.item.high
        if high is None or not low or loc.item.kind is QuantityKind.PERCENT:
            continue
        before = ctx.sources[loc.source_id].text[max(0, loc.start - 6) : loc.start]
        if not re.search(r"\bfrom\s*$", before, re.IGNORECASE):
            continue
        if q.kind is QuantityKind.PERCENT and _near(q, 100 * abs(high - low) / abs(low)):
            return True
        if q.kind is loc.item.kind and q.high is None and _near(q, abs(high - low)):
            return True
    for i, a in enumerate(near):
        for b in near[i + 1 :]:
            if (
                a.item.kind is not b.item.kind
                or a.item.kind is QuantityKind.PERCENT
                or a.item.unit != b.item.unit
                or not _of_one_scale(a.item.value, b.item.value)
                or not same_sentence(a, b, ctx.sources)
            ):
                continue
            change = abs(b.item.value - a.item.value)
            # either may be the base: "$2.3 billion, compared with $2.1 billion a year ago"
            # rose about 10%, of the later figure
            if q.kind is QuantityKind.PERCENT and any(
                _near(q, 100 * change / abs(base)) for base in (a.item.value, b.item.value)
            ):
                return True
            if q.kind is a.item.kind and _near(q, change):
                return True
    if q.kind is not QuantityKind.PERCENT:
        return False
    words = _word_stems(text)
    for source in ctx.sources.values():
        for sent in cached_sentences(source.text):
            m = _MULTIPLE.search(sent.text)
            if m is None or not words & _word_stems(sent.text):
                continue
            if _near(q, abs(_MULTIPLES[m.group("word").lower()] - 1) * 100):
                return True
    return False


def derived_spans(
    claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
) -> list[tuple[int, int]]:
    """The claim's figures of a change that no source states but the evidence works out
    (:func:`_derived`), as claim-relative spans: word coverage counts them as found."""
    if not (_CHANGE_WORDS.search(claim.text) or _MARGIN_WORDS.search(claim.text)):
        return []
    located = locate(ctx.sources, evidence, _source_quantities)
    return [
        (q.start, q.unit_end)
        for q in cached_quantities(claim.text)
        if not any(states(loc.item, q) for loc in located) and _derived(claim.text, q, located, ctx)
    ]


_YEAR_AFTER = re.compile(rf"\s*(?:in|for|during)\s+({YEAR_DIGITS})\b")
_YEAR_BEFORE = re.compile(rf"\b(?:in|for|during)\s+({YEAR_DIGITS}),?\s*$")
_CLAIM_YEAR = re.compile(rf"\b(?:in|for|during|by)\s+({YEAR_DIGITS})\b")


def _of_another_year(
    text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> tuple[Located[Quantity], str, str] | None:
    """A figure the sources give for another year than the claim's: "About 18% of residents
    were born abroad in 2020" against "About 22% ..., compared with 18% in 2010". The claim
    names one year; every place of its figure has "in <year>" right beside it, never the
    claim's. Returns a place and the two years."""
    years = {m.group(1) for m in _CLAIM_YEAR.finditer(text)}
    exact = [loc for loc in matches if _equal(q, loc.item)]
    if len(years) != 1 or not exact:
        return None
    (mine,) = years
    found: tuple[Located[Quantity], str] | None = None
    for loc in exact:
        source = sources[loc.source_id].text
        after = _YEAR_AFTER.match(source, loc.item.unit_end)
        before = _YEAR_BEFORE.search(source[max(0, loc.start - 16) : loc.start])
        hit = after or before
        theirs = hit.group(1) if hit is not None else None
        if theirs is None or theirs == mine:
            return None
        if found is None or (loc.in_evidence and not found[0].in_evidence):
            found = (loc, theirs)
    return None if found is None else (found[0], found[1], mine)


def _of_another_event(
    text: str,
    q: Quantity,
    matches: Sequence[Located[Quantity]],
    located: Sequence[Located[Quantity]],
) -> tuple[Located[Quantity], Quantity, Quantity] | None:
    """The sentence a claim's figure comes from, where it is about another event than the
    claim's: "A 6.1-magnitude earthquake struck on Monday, killing six people" against "The
    region was hit by an 8.2-magnitude quake in 2014 that killed six people". Every source line
    with the figure gives another value in the unit of another figure of the claim (8.2 against
    6.1 "magnitude"), and a source states the claim's own value in that unit. Returns the line,
    the claim's other figure and the line's figure in its place."""
    # Another unit than the figure's own: "6.1-magnitude" names the event, a second sum of
    # degrees or tons is a figure beside it ("highs of 64 degrees and lows of 52 degrees").
    others = [
        o
        for o in cached_quantities(text)
        if o.start != q.start
        and o.unit
        and (o.unit.lower() != (q.unit or "").lower())
        and in_unit_of(o, q) is None
    ]
    if not others or not matches or not q.unit:
        return None
    found = None
    for loc in matches:
        line = [o for o in cached_quantities(loc.line) if o.unit and not _equal(q, o)]
        clash = None
        for mine in others:
            unit = mine.unit.lower() if mine.unit else ""
            same = [o for o in line if o.unit and o.unit.lower() == unit]
            if any(_equal(mine, o) for o in same):
                return None  # the line speaks of the claim's event
            apart = [o for o in same if not _equal(mine, o)]
            if apart and any(
                _equal(mine, s.item) and s.item.unit and s.item.unit.lower() == unit
                for s in located
            ):
                clash = clash or (mine, apart[0])
        if clash is None:
            return None
        found = found or (loc, *clash)
    return found


def _owned_by_another(
    text: str,
    q: Quantity,
    keys: frozenset[str],
    located: Sequence[Located[Quantity]],
    sources: Mapping[str, Source],
) -> Located[Quantity] | None:
    """The value the evidence gives beside the name the claim gives its figure, when the sources
    give that figure only beside other names.

    "The Basic plan costs $50/month" against "Our Basic plan costs $30/month and the Premium
    plan costs $50/month": $50 is in the sentence, but it is Premium's; Basic's is $30. Each
    value's owner is named before it in its own clause (:func:`_clause_names`), so the two prices of one
    sentence keep their owners apart. ``None`` unless the claim names its figure's owner, every
    place the sources state the figure names someone else in its clause, and the evidence names
    the claim's owner in the clause of a comparable value.
    """

    def names(loc: Located[Quantity]) -> frozenset[str]:
        return _owner_names(sources[loc.source_id].text, loc.start)

    owners = _claim_names(text, q, frozenset().union(*(loc.names for loc in located)))
    if not owners:
        return None
    exact = [loc for loc in located if states(loc.item, q)]
    for loc in exact:
        found = names(loc)
        if not found or _one_owner(found, owners):
            return None
    rivals = [
        loc
        for loc in located
        if loc.in_evidence
        and _one_owner(names(loc), owners)
        and _relevant(q, keys, loc)
        and not _same_number(q, loc.item)
        # a count of the claim's things, not of others ("26 TV stations in 10 countries")
        and (
            not q.unit_head
            or (loc.item.unit_head is not None and _same_unit(q.unit_head, loc.item.unit_head))
        )
    ]
    # the owner's value beside the most of the claim's words ("306 electoral votes", not "81.3
    # million votes"), the first of those
    return max(rivals, key=lambda loc: _shared(keys, loc), default=None)


#: A bare figure after these words is an age ("children under 12", "adults over 65").
_AGE_BEFORE = re.compile(r"\b(?:under|over|aged?|ages)\s+$", re.IGNORECASE)


def _an_age(text: str, start: int) -> bool:
    return _AGE_BEFORE.search(text[max(0, start - 10) : start]) is not None


#: Words that tell which way a figure changes a thing: "rose 5%", "a 5% increase", "cut costs
#: by 20%" (the trend detector's words and more). "up to" is a bound, no direction.
_UP = UP | word_set("up boost boosted boosts jumps climbs surges raise raised raises")
_DOWN = DOWN | word_set(
    "reduce reduces reducing reductions cut cuts cutting lowered lowers down shrunk shrinks"
    " slumps plunge plunges dip dipped dips"
)
_CHANGE_STEMS = frozenset(stem(w) for w in _UP | _DOWN)
#: Words read back from a figure for its change word, and forward.
_CHANGE_BEFORE = 5
_CHANGE_AFTER = 2
#: Characters either side of a figure that can hold those words.
_CHANGE_REACH = 80


def change_direction(text: str, start: int, end: int) -> tuple[str, str] | None:
    """ "up" or "down" and the word that says so: the change word nearest the figure at
    ``text[start:end]`` in its clause, among the few words before it ("decrease revenues by up
    to 30%") or, failing those, the two after it ("a 30% increase"); ``None`` when there is
    none."""
    head = text[max(0, start - _CHANGE_REACH) : start]
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(head)), default=0)
    before = _WORD.findall(head[cut:])[-_CHANGE_BEFORE:]
    tail = text[end : end + _CHANGE_REACH]
    stop = _CLAUSE_BREAK.search(tail)
    after = _WORD.findall(tail[: stop.start()] if stop else tail)[:_CHANGE_AFTER]
    lowered = [w.lower() for w in before]
    for k in range(len(before) - 1, -1, -1):
        word = lowered[k]
        if word in ("up", "down") and k + 1 < len(before) and lowered[k + 1] == "to":
            continue  # "by up to 30%" bounds the figure
        if word in _UP or word in _DOWN:
            return ("up" if word in _UP else "down"), before[k]
    for word in after:
        if word.lower() in _UP or word.lower() in _DOWN:
            return ("up" if word.lower() in _UP else "down"), word
    return None


def _figure_flag(
    claim: Claim,
    q: Quantity,
    loc: Located[Quantity],
    type: FlagType,
    severity: Severity,
    *,
    message: str,
    suggestion: str,
    contradicts: bool,
) -> Flag:
    """A flag over the claim's figure (with its unit) that quotes the source line at ``loc``."""
    return Flag(
        type=type,
        severity=severity,
        claim_id=claim.id,
        start=claim.start + q.start,
        end=claim.start + q.unit_end,
        text=claim.text[q.start : q.unit_end],
        message=message,
        suggestion=suggestion,
        source_says=loc.line,
        source_id=loc.source_id,
        contradicts=contradicts,
    )


def _sentence_flag(
    claim: Claim,
    ctx: CheckContext,
    span: tuple[int, int],
    ev: Evidence,
    sentence: str,
    type: FlagType,
    *,
    message: str,
    suggestion: str,
) -> Flag:
    """A high, contradicting flag over claim-relative ``span`` that quotes the evidence
    ``sentence`` which says otherwise."""
    return make_flag(
        claim,
        ctx,
        span[0],
        span[1],
        type=type,
        severity=Severity.HIGH,
        message=message,
        suggestion=suggestion,
        source_says=sentence,
        source_id=ev.source_id,
        contradicts=True,
    )


def _sentence_stems(loc: Located[Any], sources: Mapping[str, Source]) -> set[str]:
    """Stems of the words of the whole source sentence holding a located value; one that opens
    with a pronoun ("It had been a Category 5 storm") has the names of the sentence before."""
    text = sources[loc.source_id].text
    sentences = cached_sentences(text)
    k = sentence_index(text, loc.start)
    if k is None:
        return _word_stems(_line_of(loc, sources))
    stems = _word_stems(sentences[k].text)
    if k and _OPENING_PRONOUN.match(sentences[k].text):
        stems |= {stem(w) for w in re.findall(r"\b[A-Z][a-z]+", sentences[k - 1].text)[1:]}
    return stems


#: A sentence that speaks of the one before by a pronoun.
_OPENING_PRONOUN = re.compile(r"\s*(?:It|He|She|They|Its|His|Her|Their)\b")


def _line_of(loc: Located[Any], sources: Mapping[str, Source]) -> str:
    """The sentence (or line) of the sources holding a located value."""
    text = sources[loc.source_id].text
    lo, hi = _line(text, loc.start, loc.end)
    return text[lo:hi]


def _word_stems(text: str) -> set[str]:
    """Stems of the words of ``text`` that are no stopwords or figures."""
    return {stem(w) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text) if w.lower() not in STOPWORDS}


def same_sentence(a: Located[Any], b: Located[Any], sources: Mapping[str, Source]) -> bool:
    """Whether two found items stand in one sentence (line) of one source."""
    if a.source_id != b.source_id:
        return False
    text = sources[a.source_id].text
    a_lo, a_hi = _line(text, a.start, a.end)
    b_lo, b_hi = _line(text, b.start, b.end)
    return a_lo < b_hi and b_lo < a_hi


def _lean(q: Quantity) -> str | None:
    """Which side of its number a figure puts the value: "above" ("just over 270", "more than
    270", "at least 270"), "below" ("just under 270", "nearly 270", "up to 270"), or ``None``."""
    if q.side == "lower" or q.qualifier == "just over":
        return "above"
    if q.side == "upper" or q.qualifier in _BELOW:
        return "below"
    return None


_BELOW = frozenset({"just under", "nearly", "almost"})


def _counted_in_words(q: Quantity) -> bool:
    """Whether ``q`` is a small count written in words ("two", "seven"), no digit in it."""
    return q.value < 10 and not any(ch.isdigit() for ch in q.text)


def _some_of_them(text: str, q: Quantity) -> bool:
    """Whether a claim's count is of some of the things it names: a word before the count ("the
    other two"), a word before the counted noun ("two sick passengers") or a relative clause
    after it ("two passengers who became ill")."""
    return (
        _SOME_BEFORE.search(text, 0, q.start) is not None
        or (q.unit is not None and len(q.unit.split()) > 1)
        or _SOME_AFTER.match(text, q.unit_end) is not None
    )


_SOME_BEFORE = re.compile(
    r"\b(?:other|another|remaining|additional|further|last|first|final)\s+$", re.IGNORECASE
)
_SOME_AFTER = re.compile(r"\s+(?:who|that|which|whom)\b", re.IGNORECASE)


def _ratio(a: float, b: float) -> float:
    a, b = abs(a), abs(b)
    if min(a, b) == 0:
        return math.inf if max(a, b) > 0 else 1.0
    return max(a, b) / min(a, b)


#: A score or a vote, "3-1", "6-3", "7–2": two small counts joined by a dash, after a word of
#: winning, losing or voting ("beat Norwich 3-1", "ruled 6-3") or before one ("a 5-4 vote").
_TALLY = re.compile(r"(?<![\w.,-])(\d{1,3})\s*[-–]\s*(\d{1,3})(?![\w.,%-]*\d)(?!\s*%)")
_TALLY_BEFORE = re.compile(
    r"\b(?:beat|beats|won|win|wins|lost|lose|loses|defeated|defeats|ruled|rules|voted|votes|drew"
    r"|draw|tied|passed|finished|ended|edged|thrashed|routed)\b(?:\s+\w+){0,3}\s*$",
    re.IGNORECASE,
)
_TALLY_AFTER = re.compile(
    r"^\s*(?:win|victory|defeat|loss|vote|votes|decision|majority|ruling|draw|scoreline|season"
    r"|record|campaign)\b",
    re.IGNORECASE,
)
#: Content words (figures aside) a sentence with another tally must share with the claim.
_TALLY_SHARED = 2


@text_cache(maxsize=SOURCE_TEXTS)
def _source_tallies(text: str) -> frozenset[str]:
    """The scores and votes a source gives, read once per text."""
    return frozenset(t for _, _, t in _tallies(text))


def _given_tallies(text: str, ctx: CheckContext) -> set[tuple[int, int]]:
    """The spans of a claim's tallies that a source gives, either way round ("Norwich lost 1-3"
    tells "Leeds beat Norwich 3-1" from the other side)."""
    tallies = _tallies(text)
    if not tallies:
        return set()
    given = frozenset().union(*(_source_tallies(t) for t in ctx.given_texts))
    return {
        (start, end)
        for start, end, tally in tallies
        if tally in given or "-".join(reversed(tally.split("-"))) in given
    }


def _tallies(text: str) -> list[tuple[int, int, str]]:
    """Scores and votes of a text: (start, end, "3-1") where a word of winning or voting is
    beside the two figures."""
    return [
        (m.start(), m.end(), f"{int(m.group(1))}-{int(m.group(2))}")
        for m in _TALLY.finditer(text)
        if _TALLY_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
        or _TALLY_AFTER.match(text[m.end() : m.end() + 15])
    ]


#: A deed told as a first ("won the title for the first time").
_FIRST_TIME = re.compile(r"\bfor\s+the\s+first\s+time\b", re.IGNORECASE)
#: One counted as a later one of its owner's ("his third", "her second title").
_LATER_ONE = re.compile(
    r"\b(?:his|her|its|their)\s+(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
    r"|\d+(?:nd|rd|th))\b",
    re.IGNORECASE,
)
#: Words of the claim a sentence counting a later one must hold.
_FIRST_TIME_FRAME = 2
#: A figure called a record: "a record 8.7 million", "its record of 10.2 million", "a record".
#: Not "on record", a "track record", a "record label" or "record keeping".
_RECORD = re.compile(
    r"(?<!\bon )(?<!\btrack )\brecord(?![- ](?:label|company|store|player|book|keeping))"
    r"(?:[- ](?:high|low|level|number))?\b",
    re.IGNORECASE,
)
#: How far from the word "record" its figure may stand (characters).
_RECORD_REACH = 40
#: Words of the claim (figures and "record" aside) the sentence with another record must hold.
_RECORD_FRAME = 2


def _record_figure(text: str, m: re.Match[str]) -> Quantity | None:
    """The figure a "record" in ``text`` speaks of: the nearest one within
    :data:`_RECORD_REACH` characters, no year."""
    near = [
        q
        for q in cached_quantities(text)
        if m.start() - _RECORD_REACH <= q.start
        and q.unit_end <= m.end() + _RECORD_REACH
        and _worth_checking(q)
        and not (_YEARLIKE.fullmatch(q.text) and q.unit is None)
    ]
    if not near:
        return None

    def distance(q: Quantity) -> int:
        return q.start - m.end() if q.start >= m.end() else m.start() - q.unit_end

    return min(near, key=distance)


#: Words that may stand between "is" and "free" ("Return shipping is always free").
_FREE_ADVERBS = (
    "always completely totally entirely absolutely also still now usually normally typically "
    "generally"
)
#: A claim that something costs nothing.
_FREE = re.compile(
    rf"\b(?:(?:is|are|was|were|comes?|come)\s+(?:(?:{'|'.join(_FREE_ADVERBS.split())})\s+)?"
    r"(?:free|complimentary)(?:\s+of\s+charge)?"
    r"|free\s+of\s+charge|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)"
    # "extended to three years for free", not "for free users"
    r"|for\s+free(?=\s*(?:[.,;:!?)]|$|\s+(?:and|or|but|if|with|when|to|on|in|at|until)\b))"
    r"|no\s+(?:extra\s+|additional\s+)?(?:charge|fee|cost)|costs?\s+nothing)\b",
    re.IGNORECASE,
)
_FREE_WORDS = frozenset(
    stem(w)
    for w in word_set(
        "free complimentary charge cost costs fee extra additional nothing come " + _FREE_ADVERBS
    )
)
#: Share of the claim's other words an evidence sentence with a price must hold.
_FREE_SHARE = 0.7


#: A thing given for nothing, the word before its name ("free parking", "complimentary
#: breakfast"), or after it ("Parking is free").
_FREE_THING = re.compile(
    r"\b(?:free|complimentary)\s+(?P<before>[a-z][a-z-]+)\b"
    r"|^\W*(?:the\s+)?(?P<after>[A-Za-z][a-z-]+)\s+(?:is|are)\s+(?:always\s+)?(?:free|complimentary)\b",
    re.IGNORECASE,
)
#: What a sentence about a thing's price says when it gives the thing too.
_GIVEN = re.compile(r"\b(?:free|complimentary|included|includes|no\s+charge)\b", re.IGNORECASE)


def _opens_with(sentence: str, thing: str) -> bool:
    """Whether a sentence is about ``thing`` (a stem): it opens with it, after an article, a
    possessive or one modifier ("Parking is $25", "Valet parking costs $40", "On-site parking")."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", sentence)[:4]
    for k, w in enumerate(words):
        if stem(w) == thing:
            return True
        if k >= 2 or (w.lower() not in ("the", "our", "your", "all") and not w[0].isupper()):
            return False
    return False


#: A price right after a thing's name: "offers parking for $20 per night", "parking at $15".
_PRICED_WORD = re.compile(
    r"\b(?P<word>[A-Za-z][A-Za-z'-]*)"
    r"(?:\s+(?:for|at|costs?|is|are)\s+(?:(?:an?|just|only|about|around)\s+)?[$€£]\s?\d"
    r"|\s+\(\s*[$€£]\s?\d)",
    re.IGNORECASE,
)


def _priced_after(sentence: str, thing: str) -> bool:
    """Whether a sentence names ``thing`` (a stem) with a price right after it ("The hotel
    offers parking for $20 per night"): only the words before a price are stemmed."""
    return any(stem(m.group("word")) == thing for m in _PRICED_WORD.finditer(sentence))


def _free_thing(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CONTRADICTION: "free parking" or "Parking is free" where a source sentence about parking
    gives it a price ("Parking is available for $25 per night") and no source sentence about it
    says it is free or included (a claim that names a price itself is left to the rest)."""
    if any(q.kind is QuantityKind.MONEY for q in parse_quantities(claim.text)):
        return None
    for m in _FREE_THING.finditer(claim.text):
        word = m.group("before") or m.group("after")
        if word.lower() in STOPWORDS or word.lower() in ("of", "to", "from", "and", "for"):
            continue
        thing = stem(word)
        about = [
            (source, sent.text)
            for source in ctx.sources.values()
            for sent in cached_sentences(source.text)
            if _opens_with(sent.text, thing) or _priced_after(sent.text, thing)
        ]
        if any(_GIVEN.search(text) for _, text in about) or any(
            stem(f.group("before") or f.group("after")) == thing
            for source in ctx.sources.values()
            for f in _FREE_THING.finditer(source.text)
        ):
            continue  # "Guests of suites get free parking": free for someone
        for source, text in about:
            price = next((q for q in parse_quantities(text) if q.kind is QuantityKind.MONEY), None)
            if price is None:
                continue
            at = source.text.find(text)
            ev = next(
                (e for e in evidence if e.source_id == source.id and e.start <= at < e.end),
                Evidence(source.id, at, at + len(text), text, 0.0),
            )
            said = claim.text[m.start() : m.end()].strip()
            return _sentence_flag(
                claim,
                ctx,
                (m.start(), m.end()),
                ev,
                text,
                FlagType.CONTRADICTION,
                message=f'The answer says "{said}" but the source gives a price, {price.text}: '
                f'"{text}"',
                suggestion=f"Give the source's price ({price.text}) or remove the claim.",
            )
    return None


class NumericDetector(Detector):
    """Flags numbers, amounts and percentages that the sources do not state or state otherwise."""

    name = "numbers"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """NUMERIC_MISMATCH or FABRICATION flags for the claim's quantities."""
        if not claim.verifiable or not ctx.sources:
            return []
        # "closes in 14 days" with an as-of date is a date, which the dates detector checks.
        dated = [(t.start, t.end) for t in parse_times(claim.text, ctx.as_of) if t.resolved]
        # "58 degrees Fahrenheit (15 degrees Celsius)": the bracket converts the figure before it.
        converted = restatements(claim.text)
        unlimited = self._unlimited(claim, evidence, ctx)
        if unlimited is not None:
            return [unlimited]
        # "a 24-10 season" where a source gives that record: a tally, no two figures
        given = _given_tallies(claim.text, ctx)
        tally = self._other_tally(claim, evidence, ctx, given)
        if tally is not None:
            return [tally]
        priced = (
            self._priced(claim, evidence, ctx)
            or _free_thing(claim, evidence, ctx)
            or _multiple_misread(claim, evidence, ctx)
            or _factor_misread(claim, evidence, ctx)
            or _once_a_period(claim, evidence, ctx)
            or _single_for_many(claim, evidence, ctx)
        )
        if priced is not None:
            return [priced]
        record = self._record(claim, evidence, ctx)
        if record is not None:
            return [record]
        first = self._first_time(claim, evidence, ctx)
        if first is not None:
            return [first]
        parsed = parse_quantities(claim.text)
        ordinals = [q for q in parsed if q.kind is QuantityKind.ORDINAL and q.text[0].isdigit()]
        if ordinals:
            located = locate(ctx.sources, evidence, _source_ordinals)
            for q in ordinals:
                flag = self._other_ordinal(claim, q, located, ctx)
                if flag is not None:
                    return [flag]
        # a factor a source gives in other words ("1.5 times faster" / "50% faster"), read once
        factored = _factors_given(claim.text, ctx) if parsed else []
        quantities = [
            q
            for q in parsed
            # a small number that names something ("Voyager 2") is checked as a name's
            if (
                _worth_checking(q)
                or _identifier(claim.text, q, opening=True) is not None
                or _people_counted(claim.text, q)
            )
            and q.start not in converted
            and not _source_label(claim.text, q)
            and not any(s < q.end and q.start < e for s, e in dated)
            and not any(s <= q.start < e for s, e in given)
            and not any(s <= q.start < e for s, e in factored)
        ]
        if not quantities:
            return []
        located = locate(ctx.sources, evidence, _source_quantities)
        if not _INTERVAL_WORDS.search(claim.text):
            # "hazard ratio 0.97; 95% CI 0.63-1.49": the interval's range states no value
            located = [loc for loc in located if not _interval(ctx.sources[loc.source_id], loc)]
        flags = []
        for q in quantities:
            flag = self._check(claim, q, located, ctx) or self._other_direction(
                claim, q, located, ctx.sources
            )
            if flag is not None:
                flags.append(flag)
        return flags

    def _other_direction(
        self,
        claim: Claim,
        q: Quantity,
        located: Sequence[Located[Quantity]],
        sources: Mapping[str, Source],
    ) -> Flag | None:
        """NUMERIC_MISMATCH: the claim's figure as a change one way ("decrease revenues by up
        to 30%", "fell 5%") where every source figure of that value said of the same thing is a
        change the other way ("up to a 30% increase in revenues", "a 5% increase")."""
        mine = change_direction(claim.text, q.start, q.end)
        if mine is None:
            return None
        keys = claim_keys(claim.text, q.start, q.unit_end) - _CHANGE_STEMS
        theirs = [
            (loc, way)
            for loc in located
            if _equal(q, loc.item)
            and keys & loc.keys
            and (way := change_direction(sources[loc.source_id].text, loc.start, loc.end))
            is not None
        ]
        if not theirs or any(way[0] == mine[0] for _, way in theirs):
            return None
        loc, (other, word) = next(((loc, w) for loc, w in theirs if loc.in_evidence), theirs[0])
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.NUMERIC_MISMATCH,
            Severity.HIGH,
            message=f'The answer has "{said}" go {mine[0]} ("{mine[1]}"), but the source has '
            f'it go {other} ("{word}"): "{loc.line}"',
            suggestion=f'Say "{word}", as the source does: {said} is a change {other}.',
            contradicts=True,
        )

    def _check(
        self, claim: Claim, q: Quantity, located: list[Located[Quantity]], ctx: CheckContext
    ) -> Flag | None:
        if _YEARLIKE.fullmatch(q.text) and q.unit is None and year_written(int(q.text), ctx):
            return None  # "the 1889 World's Fair" where a source dates something "in 1889"
        if not q.text[:1].isupper():
            located = [
                loc
                for loc in located
                if loc.start not in _name_numbers(ctx.sources[loc.source_id].text)
            ]
        asked = cached_quantities(ctx.question)
        if _whole(q) and any(_whole(a) and a.unit is None and a.value == q.value for a in asked):
            # "Where does 1099-PATR go on 1040?": the number the user named labels what the
            # answer is about ("Form 1040"); it is no figure the answer claims.
            return None
        name = _identifier(claim.text, q)
        opening = _identifier(claim.text, q, opening=True) if name is None else None
        if opening is not None and any(_named(loc, opening, ctx.sources) for loc in located):
            name = opening  # "Voyager 2 was ...", where the sources number Voyager too
        if name is None and not _worth_checking(q) and not _people_counted(claim.text, q):
            return None  # a small number is checked only as a name's ("Voyager 2")
        if name is not None:
            # "Windows 10" is compared with the numbers of that name only ("Windows 11"), not
            # with list numbers ("STEP 4"); a name the sources never number leaves nothing to match.
            # A version is exact: "Windows 10" does not round to "Windows 11".
            named = [loc for loc in located if _named(loc, name, ctx.sources)]
            if not named:
                return None
            if any(loc.item.value == q.value for loc in named):
                other = _other_numbered(claim, q, named, ctx)
                return None if other is None else self._mismatch(claim, q, other, ctx)
            if not _worth_checking(q):
                return None  # "Method 2" where a source has "Method 1 of 2": told of, not given
            return self._mismatch(claim, q, named[0], ctx)
        keys = claim_keys(claim.text, q.start, q.unit_end)
        if not any(states(loc.item, q) for loc in located) and _derived(
            claim.text, q, located, ctx
        ):
            return None  # "grew by 50%" from "grew from 1,200 to 1,800"
        if q.side is not None:
            # A limit the claim's evidence sets the same way for the same thing is the one to
            # meet: "up to 10 days" against "up to 5 days" misstates it, whatever smaller
            # figures of days the sources give elsewhere.
            limits = [
                _as_limit(loc, ctx.sources)
                for loc in located
                if loc.in_evidence
                and (loc.item.side or _named_limit(ctx.sources[loc.source_id].text, loc.start))
                == q.side
                and _same_thing(q, keys, loc)
            ]
            if limits:
                stated = [loc for loc in limits if states(loc.item, q)]
                if stated:
                    # "at most 100 results per page" is no limit "per request"
                    period = _other_period(claim.text, q, stated, ctx.sources)
                    if period is not None:
                        return self._per_other_period(claim, q, *period)
                    narrower = (
                        _said_of_a_narrower_thing(claim.text, q, keys, stated, limits, ctx.sources)
                        or _framed_otherwise(claim.text, q, stated, located, ctx.sources)
                        # "attended by over 10,000" against "expected over 10,000 people,
                        # but about 6,000 attended"; a figure inside the limit ("more than 60
                        # days" against "66 days") meets it
                        or _outside(q, _swapped(claim.text, q, keys, stated, located, ctx.sources))
                    )
                    return None if narrower is None else self._mismatch(claim, q, narrower, ctx)
                if _said_plain_with_its_words(claim.text, q, located, ctx.sources):
                    return None
                return self._mismatch(claim, q, _nearest(q, keys, limits), ctx)
        if q.unit_head and any(
            loc.item.unit_head and _same_unit(q.unit_head, loc.item.unit_head)
            for loc in located
            if loc.in_evidence
        ):
            # "The trial lasted 12 weeks" against "for 52 weeks ... children under 12": where the
            # evidence counts the claim's unit, a bare figure in a sentence sharing none of the
            # claim's words is not what the claim took ("Jonathan Camilien, 26" is the
            # "26-year-old Camilien", "The January low is 43" the "43 degrees in January"), nor
            # is an age ("take 500 mg every 12 hours" is not "Children under 12 should not take").
            words = _word_stems(answer_sentence(claim, ctx.answer)) - {stem(q.unit_head)}
            located = [
                loc
                for loc in located
                if loc.item.unit_head
                or keys & loc.keys
                or (
                    words & _word_stems(_line_of(loc, ctx.sources))
                    and not _an_age(ctx.sources[loc.source_id].text, loc.start)
                )
            ]
        if q.kind is QuantityKind.MONEY and any(
            loc.in_evidence and loc.item.kind is QuantityKind.MONEY for loc in located
        ):
            # "Adults pay $12" against "free for children under 12; adults pay $18": where the
            # evidence gives sums of money, an age is not the claim's sum.
            located = [
                loc
                for loc in located
                if loc.item.kind is QuantityKind.MONEY
                or not _an_age(ctx.sources[loc.source_id].text, loc.start)
            ]
        if q.side is not None:
            # The claim's limit set the other way for the same thing: "participants under 60"
            # against "participants over 60", whatever figures inside it the sources give.
            flipped = [
                loc
                for loc in located
                if loc.in_evidence
                and _bounds_apart(q, loc.item)
                and _equal(q, loc.item)
                and _same_thing(q, keys, loc)
            ]
            if flipped and not any(
                loc.item.side == q.side and _equal(q, loc.item) for loc in located
            ):
                return self._mismatch(claim, q, flipped[0], ctx)
        lean = _lean(q)
        if lean is not None:
            # "home to just over 270 people" against "home to just under 270 people": the same
            # number, reached from the other side
            other_side = [
                loc
                for loc in located
                if loc.in_evidence
                and _lean(loc.item) not in (None, lean)
                and _same_number(q, loc.item)
                and _same_thing(q, keys, loc)
            ]
            if other_side and not any(
                _lean(loc.item) == lean and _same_number(q, loc.item) for loc in located
            ):
                return self._mismatch(claim, q, other_side[0], ctx)
        matches = [loc for loc in located if states(loc.item, q)]
        if (
            not matches
            and q.high is not None
            and any(
                states_ends([o.item for o in located if same_sentence(loc, o, ctx.sources)], q)
                for loc in located
                if loc.item.high is not None
            )
        ):
            return None  # "$100 to $500" from "$100-$300 ..., as high as $400-$500"
        half = _half_a_range(q, keys, located)
        if half is not None:
            return self._mismatch(claim, q, half, ctx)
        one_end = _one_end(claim.text, q, keys, matches, located, ctx.sources)
        if one_end is not None:
            return self._range_end(claim, q, one_end)
        if matches:
            # The figure is in a source; it is wrong only when stated there about something else.
            swapped = (
                _swapped(claim.text, q, keys, matches, located, ctx.sources)
                or _owned_by_another(claim.text, q, keys, located, ctx.sources)
                or _other_group(claim.text, q, keys, matches, located, ctx.sources)
                or _other_ordinal(claim.text, q, matches, located, ctx.sources)
                or _said_of_a_narrower_thing(claim.text, q, keys, matches, located, ctx.sources)
                or _changed_from(claim.text, q, matches, located, ctx.sources)
            )
            period = _other_period(claim.text, q, matches, ctx.sources)
            if swapped is None and period is not None:
                return self._per_other_period(claim, q, *period)
            reversed_change = _ends_reversed(claim.text, q, matches, located, ctx.sources)
            if swapped is None and reversed_change is not None:
                return self._reversed_change(claim, q, *reversed_change)
            if swapped is None:
                swapped = _framed_otherwise(claim.text, q, matches, located, ctx.sources)
            year = _of_another_year(claim.text, q, matches, ctx.sources)
            if (
                swapped is not None
                and year is not None
                and same_sentence(swapped, year[0], ctx.sources)
            ):
                # "About 22% ..., compared with 18% in 2010": the rival and the figure share a
                # sentence that gives the claim's figure for another year; say so
                return self._another_year(claim, q, *year)
            if swapped is None:
                others = _of_the_others(claim.text, q, matches, ctx.sources)
                if others is not None:
                    return self._of_others(claim, q, *others)
                if year is not None:
                    return self._another_year(claim, q, *year)
                event = _of_another_event(claim.text, q, matches, located)
                if event is not None:
                    return self._another_event(claim, q, *event)
                bound = _bound_dropped(claim.text, q, keys, _upgradeable(located, ctx.sources))
                if bound is not None:
                    return self._unbounded(claim, q, bound)
                rough = _made_exact(claim.text, q, keys, located)
                return None if rough is None else self._made_exact(claim, q, rough)
            elsewhere = next((loc for loc in located if _equal(q, loc.item)), None)
            return self._mismatch(claim, q, swapped, ctx, elsewhere)
        comparable = [loc for loc in located if _relevant(q, keys, loc)]
        # The same figure in the claim's own evidence, or beside the same words, is the figure
        # the claim took: a difference in hedging or unit spelling is not a different number.
        near = {id(loc) for loc in comparable}
        # A count of another noun is no wording of the claim's where the evidence counts the
        # claim's noun too, with another figure: "900 individual reefs" against "over 2,900
        # individual reefs and 900 islands".
        counted = q.unit_head is not None and any(
            loc.in_evidence
            and loc.item.unit_head
            and _same_unit(q.unit_head, loc.item.unit_head)
            and not _same_number(q, loc.item)
            for loc in located
        )
        added = _bound_added(claim.text, q, keys, located)
        if added is not None:
            return self._bound_added(claim, q, added)
        if any(
            _same_number(q, loc.item)
            and (loc.in_evidence or id(loc) in near)
            and not _bounds_apart(q, loc.item)
            and not measured_apart(q, loc.item)
            and not _counts_apart(q, loc.item)
            and not _measure_and_count(q, loc.item)
            and not (counted and not _one_measure(q, loc.item))
            and not _kinds_apart(q, loc.item)
            for loc in located
        ):
            return None
        said = claim.text[q.start : q.unit_end]
        start, end = claim.start + q.start, claim.start + q.unit_end
        if not comparable:
            if any(q.matches(a) for a in asked):
                return None  # the question states it; stated nowhere else, it is not made up
            if _counted_in_words(q):
                # "two friends", "seven days a week": small counts in words are mostly read off
                # the sources (two people talk, seven opening days), not stated there as figures.
                return None
            return Flag(
                type=FlagType.FABRICATION,
                severity=Severity.HIGH,
                claim_id=claim.id,
                start=start,
                end=end,
                text=said,
                message=f'"{said}" is not stated in any source',
                suggestion=f'Remove "{said}" or cite a source that states it.',
                contradicts=False,
            )
        nearest = _nearest(q, keys, comparable)
        if (
            _counted_in_words(q)
            and _some_of_them(claim.text, q)
            and _ratio(q.value, nearest.item.value) >= CRITICAL_RATIO
        ):
            # "attended to two sick passengers" against "84 passengers on board", "the other two
            # applicants" against "from 31 down to three": a count in words far below the
            # sources' figure, of some of those things, is read off the sources, not misstated
            return None
        return self._mismatch(claim, q, nearest, ctx)

    def _priced(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
        """CONTRADICTION: "Late check-out until 1 p.m. is free" where the claim's evidence
        sentence about the same thing gives a price ("Late check-out until 1 p.m. costs $30")
        and no source sentence about it says it is free."""
        m = _FREE.search(claim.text)
        if m is None or any(q.kind is QuantityKind.MONEY for q in parse_quantities(claim.text)):
            return None
        words = _word_stems(claim.text) - _FREE_WORDS
        if len(words) < 2:
            return None

        def about(text: str) -> bool:
            return len(words & _word_stems(text)) >= _FREE_SHARE * len(words)

        # read clause by clause: "Exchanges are free; return shipping costs $6.95" says "free"
        # of exchanges only
        if any(
            _FREE.search(clause) or re.search(r"\bfree\b", clause, re.IGNORECASE)
            for text in ctx.given_texts
            for sent in cached_sentences(text)
            for clause in sent.text.split(";")
            if about(clause)
        ):
            return None
        for ev, sent in evidence_sentences(evidence):
            price = next(
                (q for q in parse_quantities(sent.text) if q.kind is QuantityKind.MONEY), None
            )
            if price is not None and about(sent.text):
                said = claim.text[m.start() : m.end()]
                return _sentence_flag(
                    claim,
                    ctx,
                    (m.start(), m.end()),
                    ev,
                    sent.text,
                    FlagType.CONTRADICTION,
                    message=f'The answer says it "{said.strip()}" but the source gives a price, '
                    f'{price.text}: "{sent.text}"',
                    suggestion=f"Give the source's price ({price.text}) or remove the claim.",
                )
        return None

    def _first_time(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """NUMERIC_MISMATCH: "won the title for the first time" where the evidence sentence
        saying the rest counts it as a later one ("won the overall title, his third")."""
        m = _FIRST_TIME.search(claim.text)
        if m is None:
            return None
        words = _word_stems(claim.text[: m.start()] + claim.text[m.end() :])
        for ev, sent in evidence_sentences(evidence):
            later = _LATER_ONE.search(sent.text)
            if later is None or len(words & _word_stems(sent.text)) < _FIRST_TIME_FRAME:
                continue
            return _sentence_flag(
                claim,
                ctx,
                (m.start(), m.end()),
                ev,
                sent.text,
                FlagType.NUMERIC_MISMATCH,
                message=f'The answer says "{m.group()}" but the source counts it as '
                f'"{later.group()}": "{sent.text}"',
                suggestion=f'Say "{later.group()}", as the source does.',
            )
        return None

    def _record(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
        """NUMERIC_MISMATCH: the claim calls its figure a record ("8.7 million visitors in 2023,
        a record") where the evidence sentence saying the rest gives the record as another figure
        of the same kind ("below its record of 10.2 million in 2018"), and no source calls the
        claim's figure one."""
        m = _RECORD.search(claim.text)
        if m is None:
            return None
        q = _record_figure(claim.text, m)
        if q is None:
            return None
        words = _word_stems(claim.text) - {"record"}
        for text in ctx.given_texts:
            for rm in _RECORD.finditer(text):
                s = _record_figure(text, rm)
                if s is not None and _same_number(q, s):
                    return None  # a source calls the claim's figure a record
        for ev, sent in evidence_sentences(evidence):
            if len(words & _word_stems(sent.text)) < _RECORD_FRAME:
                continue
            for rm in _RECORD.finditer(sent.text):
                s = _record_figure(sent.text, rm)
                if s is None or not q.comparable_kind(s) or _same_number(q, s):
                    continue
                said = claim.text[q.start : q.unit_end]
                return _sentence_flag(
                    claim,
                    ctx,
                    (q.start, q.unit_end),
                    ev,
                    sent.text,
                    FlagType.NUMERIC_MISMATCH,
                    message=f'The answer calls "{said}" a record, but the source gives the '
                    f'record as {s.text}: "{sent.text}"',
                    suggestion=f"Give the source's record ({s.text}) or drop the word.",
                )
        return None

    def _other_tally(
        self,
        claim: Claim,
        evidence: Sequence[Evidence],
        ctx: CheckContext,
        given: AbstractSet[tuple[int, int]],
    ) -> Flag | None:
        """NUMERIC_MISMATCH: a score or vote ("ruled 5-4") where the claim's evidence sentence
        about the same thing gives another ("ruled 6-3") and no source gives the claim's
        (``given``: the spans of the claim's tallies a source gives)."""
        tallies = _tallies(claim.text)
        if not tallies:
            return None
        for start, end, _ in tallies:
            if (start, end) in given:
                continue
            words = _word_stems(claim.text[:start] + " " + claim.text[end:])
            names = _capital_stems(claim.text)
            # the sentence sharing the most of the claim's names, then words ("the Lady Lions
            # are coming off a 24-10 season", not "the Lady Braves to a 29-3 season last year")
            candidates = [
                (len(names & _capital_stems(sent.text)), shared, -k, ev, sent, theirs)
                for k, (ev, sent) in enumerate(evidence_sentences(evidence))
                if (theirs := [t for _, _, t in _tallies(sent.text)])
                and (shared := len(words & _word_stems(sent.text))) >= _TALLY_SHARED
            ]
            if candidates:
                *_, ev, sent, theirs = max(candidates, key=lambda c: c[:3])
                said = claim.text[start:end]
                return make_flag(
                    claim,
                    ctx,
                    start,
                    end,
                    type=FlagType.NUMERIC_MISMATCH,
                    severity=Severity.HIGH,
                    message=f'The answer gives "{said}" but the source gives {theirs[0]}: '
                    f'"{sent.text}"',
                    suggestion=f'Replace "{said}" with {theirs[0]}, as the source has it.',
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=True,
                )
        return None

    def _unlimited(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """NUMERIC_MISMATCH: "includes unlimited users" where the claim's evidence counts them
        ("includes 20 users") and no source calls them unlimited."""
        m = _UNLIMITED.search(claim.text)
        if m is None or any(_UNLIMITED.search(text) for text in ctx.given_texts):
            return None
        endless = m.group("endless") is not None
        noun = stem("time" if endless else m.group("noun"))
        keys = claim_keys(claim.text, m.start(), m.end())
        located = locate(ctx.sources, evidence, _source_quantities)
        counts = [
            loc
            for loc in located
            if loc.in_evidence
            and loc.item.unit_head
            and stem(loc.item.unit_head) == noun
            # "up to five times" bounds what "indefinitely" says has no bound
            and (loc.item.side is None or (endless and loc.item.side == "upper"))
            and keys & loc.keys
        ]
        if not counts:
            return None
        said_words = _word_stems(claim.text)
        best = max(
            counts,
            key=lambda loc: (len(keys & loc.keys), len(said_words & _word_stems(loc.line))),
        )
        said = m.group()
        return Flag(
            type=FlagType.NUMERIC_MISMATCH,
            severity=Severity.HIGH,
            claim_id=claim.id,
            start=claim.start + m.start(),
            end=claim.start + m.end(),
            text=said,
            message=f'The answer says "{said}" but the source gives a number: "{best.line}"',
            suggestion=f'Replace "{said}" with the number the source gives ({best.item.text}).',
            source_says=best.line,
            source_id=best.source_id,
            contradicts=True,
        )

    def _other_ordinal(
        self, claim: Claim, q: Quantity, located: list[Located[Quantity]], ctx: CheckContext
    ) -> Flag | None:
        """NUMERIC_MISMATCH: "in the 58th minute" where no source has a 58th and the claim's
        evidence says "in the 85th minute" (an ordinal before the same noun); "Rent is due on the
        5th" where the evidence says "due on the 1st" and gives the 5th to something else (an
        ordinal after the same three words)."""
        lead = _lead_words(claim.text, q.start)
        if lead is not None:
            same = [
                loc
                for loc in located
                if _lead_words(ctx.sources[loc.source_id].text, loc.start) == lead
            ]
            if same and not any(loc.item.value == q.value for loc in same):
                theirs = next((loc for loc in same if loc.in_evidence), None)
                if theirs is not None:
                    return self._mismatch(claim, q, theirs, ctx)
        noun = _WORD.match(claim.text[q.end :].lstrip())
        if noun is None or noun.group().lower() in STOPWORDS:
            return None
        cardinal = re.compile(rf"(?<![\w.,]){int(q.value)}(?![\w]|[.,]\d)")
        if any(loc.item.value == q.value for loc in located) or any(
            cardinal.search(text) for text in ctx.given_texts
        ):
            return None  # "the 35th anniversary" where a source says "35 years ago"
        head = stem(noun.group())
        before = []
        for loc in located:
            after = _WORD.match(ctx.sources[loc.source_id].text[loc.end :].lstrip())
            if loc.in_evidence and after is not None and stem(after.group()) == head:
                before.append(loc)
        if not before:
            return None
        # the one said of the claim's names, then with most of its words: Odegaard's "58th
        # minute", not Saka's 12th of "Saka opened the scoring"
        keys = claim_keys(claim.text, q.start, q.end)
        names = {w.lower() for w in re.findall(r"\b[A-Z][\w'’-]+", claim.text)}

        def said_of(loc: Located[Quantity]) -> tuple[int, int]:
            line = {w.lower() for w in _WORD.findall(loc.line)}
            return len(names & line), _shared(keys, loc)

        return self._mismatch(claim, q, max(before, key=said_of), ctx)

    def _per_other_period(
        self, claim: Claim, q: Quantity, loc: Located[Quantity], mine: str, theirs: str
    ) -> Flag:
        """NUMERIC_MISMATCH: the source's figure counted over another period."""
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.NUMERIC_MISMATCH,
            Severity.HIGH,
            message=f'The answer gives "{said}" {mine} but the source gives it {theirs}: '
            f'"{loc.line}"',
            suggestion=f'Say "{said} {theirs}", as the source does.',
            contradicts=True,
        )

    def _reversed_change(
        self, claim: Claim, q: Quantity, loc: Located[Quantity], mine: str
    ) -> Flag:
        """NUMERIC_MISMATCH: the claim's figure at the other end of the source's change."""
        said = claim.text[q.start : q.unit_end]
        theirs = "from" if mine == "to" else "to"
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.NUMERIC_MISMATCH,
            Severity.HIGH,
            message=f"The answer has the change go {mine} {said}, but the source has it go "
            f'{theirs} {said}: "{loc.line}"',
            suggestion="State the change in the source's direction.",
            contradicts=True,
        )

    def _another_year(
        self, claim: Claim, q: Quantity, loc: Located[Quantity], theirs: str, mine: str
    ) -> Flag:
        """NUMERIC_MISMATCH: the claim's figure, which the sources give for another year."""
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.NUMERIC_MISMATCH,
            Severity.HIGH,
            message=f'The source gives "{said}" for {theirs}, not for {mine}: "{loc.line}"',
            suggestion=f'Give the figure for {mine}, or say "{said} in {theirs}".',
            contradicts=True,
        )

    def _of_others(self, claim: Claim, q: Quantity, loc: Located[Quantity], group: str) -> Flag:
        """NUMERIC_MISMATCH: the claim gives its figure to a group the source gives it to all
        but ("Residents pay $40" against "non-residents pay $40")."""
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.NUMERIC_MISMATCH,
            Severity.HIGH,
            message=f'The source gives "{said}" to "non-{group}", not to "{group}": "{loc.line}"',
            suggestion=f'Say "non-{group}", as the source does, or remove "{said}".',
            contradicts=True,
        )

    def _another_event(
        self, claim: Claim, q: Quantity, loc: Located[Quantity], mine: Quantity, theirs: Quantity
    ) -> Flag:
        """MISATTRIBUTION: the claim's figure from a sentence about another event."""
        said = claim.text[q.start : q.unit_end]
        own = claim.text[mine.start : mine.unit_end]
        return _figure_flag(
            claim,
            q,
            loc,
            FlagType.MISATTRIBUTION,
            Severity.MEDIUM,
            message=f'The source gives "{said}" of another event, the one of '
            f'"{loc.line[theirs.start : theirs.unit_end]}", not of the claim\'s "{own}": '
            f'"{loc.line}"',
            suggestion=f'Remove "{said}" or say which event it belongs to.',
            contradicts=False,
        )

    def _unbounded(self, claim: Claim, q: Quantity, bound: Located[Quantity]) -> Flag:
        """EXAGGERATION: the claim states as a fact the figure the source gives as a maximum;
        NUMERIC_MISMATCH (low) where the source gives it as a minimum."""
        said = claim.text[q.start : q.unit_end]
        minimum = bound.item.qualifier in _MINIMA
        # Low, as a dropped hedge ("may reduce" -> "reduces"): the figure is the source's.
        return _figure_flag(
            claim,
            q,
            bound,
            FlagType.NUMERIC_MISMATCH if minimum else FlagType.EXAGGERATION,
            Severity.LOW,
            message=f'The answer says "{said}" but the source gives it only as a '
            f'{"minimum" if minimum else "maximum"} ("{bound.item.qualifier}"): "{bound.line}"',
            suggestion=f'Say "{bound.item.qualifier} {said}", as the source does.',
            contradicts=False,
        )

    def _bound_added(self, claim: Claim, q: Quantity, flat: Located[Quantity]) -> Flag:
        """NUMERIC_MISMATCH: the claim's strict bound ("more than 50") excludes the figure the
        source states flat ("50")."""
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            flat,
            FlagType.NUMERIC_MISMATCH,
            Severity.MEDIUM,
            message=f'The answer says "{q.qualifier} {said}" but the source gives exactly '
            f'{flat.item.text}: "{flat.line}"',
            suggestion=f'Say "{said}", as the source does.',
            contradicts=True,
        )

    def _range_end(self, claim: Claim, q: Quantity, span: Located[Quantity]) -> Flag:
        """NUMERIC_MISMATCH (medium, not contradicted): the claim gives one end of the range
        the source gives ("within 2 days" against "within 2 to 14 days")."""
        said = claim.text[q.start : q.unit_end]
        theirs = span.item.text
        return _figure_flag(
            claim,
            q,
            span,
            FlagType.NUMERIC_MISMATCH,
            Severity.MEDIUM,
            message=f'The answer says "{said}" but the source gives a range, {theirs}, of which '
            f'it is one end: "{span.line}"',
            suggestion=f'Give the whole range ("{theirs}"), as the source does.',
            contradicts=False,
        )

    def _made_exact(self, claim: Claim, q: Quantity, rough: Located[Quantity]) -> Flag:
        """EXAGGERATION (low): the claim calls exact the figure the source gives as
        approximate."""
        said = claim.text[q.start : q.unit_end]
        return _figure_flag(
            claim,
            q,
            rough,
            FlagType.EXAGGERATION,
            Severity.LOW,
            message=f'The answer says exactly "{said}" but the source gives it as approximate '
            f'("{rough.item.qualifier}"): "{rough.line}"',
            suggestion=f'Say "{rough.item.qualifier} {said}", as the source does.',
            contradicts=False,
        )

    def _mismatch(
        self,
        claim: Claim,
        q: Quantity,
        best: Located[Quantity],
        ctx: CheckContext,
        elsewhere: Located[Quantity] | None = None,
    ) -> Flag:
        """NUMERIC_MISMATCH: the claim's figure against the value ``best`` states for it;
        ``elsewhere`` is where a source states the claim's figure about something else."""
        said = claim.text[q.start : q.unit_end]
        start, end = claim.start + q.start, claim.start + q.unit_end
        s = best.item
        if _bounds_apart(q, s) and _equal(q, s):
            kind = {"lower": "a minimum", "upper": "a maximum"}
            return _figure_flag(
                claim,
                q,
                best,
                FlagType.NUMERIC_MISMATCH,
                Severity.HIGH,
                message=f'The answer makes "{said}" {kind[str(q.side)]} ("{q.qualifier}") but '
                f'the source makes it {kind[str(s.side)]} ("{s.qualifier}"): "{best.line}"',
                suggestion=f'Say "{s.qualifier} {said}", as the source does.',
                contradicts=True,
            )
        if _lean(q) not in (None, _lean(s)) and _lean(s) is not None and _same_number(q, s):
            # "just over 270" against "just under 270", "at least 50" against "up to 50"
            return _figure_flag(
                claim,
                q,
                best,
                FlagType.NUMERIC_MISMATCH,
                Severity.HIGH,
                message=f'The answer puts the value {_lean(q)} "{said}" '
                f'("{q.qualifier}") but the source puts it {_lean(s)} '
                f'("{s.qualifier}"): "{best.line}"',
                suggestion=f'Say "{s.qualifier} {said}", as the source does.',
                contradicts=True,
            )
        converted = in_unit_of(s, q)
        ratio = _ratio(q.value, (converted or s).value)
        money = q.kind is QuantityKind.MONEY or s.kind is QuantityKind.MONEY
        severity = Severity.CRITICAL if money and ratio >= CRITICAL_RATIO else Severity.HIGH
        title = ctx.sources[best.source_id].display_title
        line = field_line(ctx, best)
        return Flag(
            type=FlagType.NUMERIC_MISMATCH,
            severity=severity,
            claim_id=claim.id,
            start=start,
            end=end,
            text=said,
            message=(
                f'claim says "{said}" ({_plain(q)}) but source says {_stated(s, q)} ({line})'
                + (
                    f", {format_number(ratio)}x off"
                    if ratio >= CRITICAL_RATIO and ratio < math.inf
                    else ""
                )
                + (
                    f'; {elsewhere.item.text} is what it says about something else ("{elsewhere.line}")'
                    if elsewhere is not None
                    else ""
                )
            ),
            suggestion=f'Replace "{said}" with the figure in {title} ({s.text}) or remove it.',
            source_says=line,
            source_id=best.source_id,
            contradicts=True,
        )
