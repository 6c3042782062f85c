"""Two named things compared on a measure the sources give each a figure of.

"Phone A has a larger battery than Phone B" against "Phone A has ... a 3,200 mAh battery" and
"Phone B has ... a 5,000 mAh battery": the claim ranks two names by a measure, the sources give
each name a figure of it in a sentence about that name (:func:`sentence_owners`: the name the
sentence opens with, or the one its "It" stands for, so the two may be in two sources), and
the figures rank them the other way round or as equal. A CONTRADICTION (high, ``contradicts``)
over the comparison's words. "Phone A has twice the storage of Phone B" against 128 GB and 256 GB
is a NUMERIC_MISMATCH: the sources' ratio is 0.5.

The measure is the noun after the comparative ("a larger battery", "more storage"), found in the
words just after a figure and its unit ("3,200 mAh battery", "128 GB of storage") or just before
it in its clause ("a population of 520,000"), or a price for
"cheaper", "more expensive" and "costs more / less": the owner's sum of money. Each name must
have one such figure (one value), both in one unit or currency; else the claim is left alone.
Comparatives of speed are left alone too ("faster" is fewer seconds but more frames per second).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    cached_sentences,
    make_flag,
    quote,
    require_aligned,
    sentence_owners,
    stem,
    tokenize,
)
from groundwise.features import cached_quantities
from groundwise.quantities import Quantity, QuantityKind
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["ComparisonDetector", "ranked_by_figures"]

#: Comparatives that rank a figure above another, and below.
_MORE = ("larger", "bigger", "longer", "higher", "heavier", "greater", "more")
_LESS = ("smaller", "shorter", "lower", "lighter", "less", "fewer")
#: Comparatives of price, the way they rank the price.
_PRICE = {
    "cheaper": -1,
    "less expensive": -1,
    "more expensive": 1,
    "pricier": 1,
    "costlier": 1,
}
#: A ratio's words and the ratio they give.
_RATIOS = {"twice": 2.0, "double": 2.0, "half": 0.5, "three times": 3.0, "four times": 4.0}

#: A name, after "the", and the common noun it may name ("the Pro plan")
_NAME = (
    r"(?P<{0}_said>(?:[Tt]he\s+)?(?P<{0}>(?:[A-Z]|[a-z]+[A-Z])[\w-]*(?:\s+(?:[A-Z][\w-]*|\d[\w-]*(?:\.\d[\w-]*)?))*)"
    r"(?:\s+(?!(?:has|have|had|is|was|costs?|offers|includes|supports|allows|comes|packs|holds|does|reported|posted"
    r"|recorded|earned|generated)\b)[a-z]+)?)"
)
_DEGREE = r"(?:much\s+|slightly\s+|far\s+|significantly\s+|a\s+bit\s+)?"
_NOUN = r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
_END = r"(?:\s+does|\s+has|\s+offers)?\s*(?:[.,;]|$)"
_HAS = (
    r"(?:has|have|had|offers|includes|supports|allows|comes\s+with|packs|holds|reported|posted"
    r"|recorded|earned|generated)"
)
#: "Phone A has a larger battery than Phone B"
_HAS_MORE = re.compile(
    rf"^\s*{_NAME.format('a')}\s+{_HAS}\s+(?:an?\s+)?{_DEGREE}"
    rf"(?P<adj>{'|'.join(_MORE + _LESS)})\s+{_NOUN}\s+than\s+{_NAME.format('b')}{_END}"
)
#: "Phone A's battery is larger than Phone B's", "... than that of Phone B"
_ITS_MORE = re.compile(
    rf"^\s*{_NAME.format('a')}['’]s\s+{_NOUN}\s+(?:is|was)\s+{_DEGREE}"
    rf"(?P<adj>{'|'.join(_MORE + _LESS)})\s+than\s+(?:that\s+of\s+)?{_NAME.format('b')}"
    rf"(?:['’]s)?{_END}"
)
#: "Phone B is cheaper than Phone A", "Phone A costs more than Phone B"
_PRICED = re.compile(
    rf"^\s*{_NAME.format('a')}\s+(?:(?:is|was)\s+{_DEGREE}(?P<adj>{'|'.join(_PRICE)})"
    rf"|costs?\s+{_DEGREE}(?P<cost>more|less))\s+than\s+{_NAME.format('b')}{_END}"
)
#: "Phone A has twice the storage of Phone B"
_RATIO = re.compile(
    rf"^\s*{_NAME.format('a')}\s+{_HAS}\s+(?P<ratio>{'|'.join(_RATIOS)})\s+"
    rf"(?:the\s+|as\s+much\s+)?{_NOUN}\s+(?:of|as)\s+{_NAME.format('b')}{_END}"
)
#: Superlatives that give a name the most of a measure, and the least; of price, the way.
_MOST = ("largest", "biggest", "longest", "highest", "heaviest", "greatest", "most")
_LEAST = ("smallest", "shortest", "lowest", "lightest", "least", "fewest")
_PRICE_MOST = {
    "cheapest": -1,
    "least expensive": -1,
    "most expensive": 1,
    "priciest": 1,
    "costliest": 1,
}
_AMONG = r"(?:\s+(?:of|among)\s+[^.,;]+)?"
#: "Phone B has the largest battery (of the three)"
_HAS_MOST = re.compile(
    rf"^\s*{_NAME.format('a')}\s+{_HAS}\s+the\s+{_DEGREE}"
    rf"(?P<adj>{'|'.join(_MOST + _LEAST)})\s+{_NOUN}{_AMONG}{_END}"
)
#: "The Basic plan is the cheapest (plan)"
_PRICED_MOST = re.compile(
    rf"^\s*{_NAME.format('a')}\s+(?:is|was)\s+the\s+(?P<adj>{'|'.join(_PRICE_MOST)})"
    rf"(?:\s+[a-z]+)?{_AMONG}{_END}"
)
#: Words read after a figure's unit, and before the figure, for the measure's noun.
_AFTER_WORDS = 4
_BEFORE_WORDS = 3
#: How far a figures' ratio may be from the claim's ("twice" for 1.9 passes).
_RATIO_SLACK = 0.1


@dataclass(frozen=True)
class _Figure:
    """One name's figure of the measure, with the source sentence that gives it."""

    quantity: Quantity
    said: str  # the figure and its unit as the source writes them ("3,200 mAh")
    sentence: str
    source_id: str


@dataclass(frozen=True)
class _Comparison:
    """What a claim compares: two names, the measure's noun (``None`` for a price), the way
    the first ranks against the second (1 more, -1 less) or a ratio, and the words to flag."""

    first: str
    second: str
    said: tuple[str, str]  # the two as the claim writes them ("the Pro plan")
    noun: str | None
    way: int
    ratio: float | None
    span: tuple[int, int]


def _said(m: re.Match[str]) -> tuple[str, str]:
    return m.group("a_said"), m.group("b_said")


def _comparison(text: str) -> _Comparison | None:
    """The comparison a claim makes of two names, if it makes one in a form read here."""
    m = _HAS_MORE.match(text) or _ITS_MORE.match(text)
    if m:
        way = 1 if m.group("adj").lower() in _MORE else -1
        noun = m.group("noun")
        # "a larger battery"; "battery is larger" where the name's noun comes first
        span = (min(m.start("adj"), m.start("noun")), max(m.end("adj"), m.end("noun")))
        return _Comparison(m.group("a"), m.group("b"), _said(m), noun, way, None, span)
    m = _PRICED.match(text)
    if m:
        if m.group("cost"):
            way, word = (1 if m.group("cost") == "more" else -1), "cost"
        else:
            way, word = _PRICE[" ".join(m.group("adj").split())], "adj"
        return _Comparison(m.group("a"), m.group("b"), _said(m), None, way, None, m.span(word))
    m = _RATIO.match(text)
    if m:
        ratio = _RATIOS[" ".join(m.group("ratio").split())]
        return _Comparison(
            m.group("a"),
            m.group("b"),
            _said(m),
            m.group("noun"),
            0,
            ratio,
            (m.start("ratio"), m.end("noun")),
        )
    return None


@dataclass(frozen=True)
class _Rank:
    """A name a claim ranks first on a measure (``way`` 1: the most, -1: the least), with the
    measure's noun (``None`` for a price) and the words to flag."""

    name: str
    said: str
    noun: str | None
    way: int
    span: tuple[int, int]


def _rank(text: str) -> _Rank | None:
    """The rank a claim gives a name among the sources' names, if it gives one read here."""
    m = _HAS_MOST.match(text)
    if m:
        way = 1 if m.group("adj").lower() in _MOST else -1
        span = (m.start("adj"), m.end("noun"))
        return _Rank(m.group("a"), m.group("a_said"), m.group("noun"), way, span)
    m = _PRICED_MOST.match(text)
    if m:
        way = _PRICE_MOST[" ".join(m.group("adj").split())]
        return _Rank(m.group("a"), m.group("a_said"), None, way, m.span("adj"))
    return None


def _rivals(rank: _Rank, ctx: CheckContext) -> list[tuple[str, _Figure, _Figure]]:
    """Each other name the sources tell of with a figure of the ranked measure in the unit the
    ranked name has one in: ``(name, the ranked name's figure, its figure)``."""
    mine = _figures(rank.name, rank.noun, ctx)
    out = []
    for other in _owners(ctx):
        if _same_owner(other.split(), rank.name):
            continue
        pair = _pair(mine, _figures(other, rank.noun, ctx))
        if pair is not None:
            out.append((other, *pair))
    return out


def ranked_by_figures(text: str, ctx: CheckContext) -> bool | None:
    """Whether the figures the sources give each name bear out the rank a claim gives its name
    ("Phone B has the largest battery": 5,000 mAh against 3,200 and 4,500); ``None`` where the
    claim ranks no name so or no other name has a figure of the measure to compare."""
    rank = _rank(text)
    if rank is None:
        return None
    pairs = _rivals(rank, ctx)
    if not pairs:
        return None
    return all((a.quantity.value - b.quantity.value) * rank.way >= 0 for _, a, b in pairs)


def _owners(ctx: CheckContext) -> list[str]:
    """The names the sources' sentences are about, each once."""
    names = {" ".join(o.words) for s in ctx.sources.values() for o in sentence_owners(s.text)}
    return sorted(n for n in names if n)


def _same_owner(owner: Sequence[str], name: str) -> bool:
    """Whether a sentence's owner is the claim's name: the same words, or one holding the other
    where the rest are no labels ("Phone A" is not "Phone"; "the Nova" is "Nova")."""
    a, b = {w.lower() for w in owner}, {w.lower() for w in name.split()}
    if not a:
        return False
    if a == b:
        return True
    return (a < b or b < a) and not any(len(w) <= 2 or w.isdigit() for w in a ^ b)


def _measure_words(text: str, q: Quantity) -> set[str]:
    """Stems of a figure's unit and the words just after it and before it, within its clause
    ("a 3,200 mAh battery", "128 GB of storage", "a population of 520,000")."""
    clause = re.compile(r"[,;:.()]|\band\b")
    tail = clause.split(text[q.unit_end :], maxsplit=1)[0]
    head = clause.split(text[max(0, q.start - 80) : q.start])[-1]
    words = [t.stem for t in tokenize(q.unit or "")]
    after = [t.stem for t in tokenize(tail)[:_AFTER_WORDS]]
    before = [t.stem for t in tokenize(head)[-_BEFORE_WORDS:]]
    return {*words, *after, *before}


def _figures(name: str, noun: str | None, ctx: CheckContext) -> list[_Figure]:
    """The figures of a measure the sources give in sentences about ``name``: a price where
    ``noun`` is ``None``, else a figure with the noun's last word just after it."""
    head = stem(noun.split()[-1]) if noun else None
    out: list[_Figure] = []
    for source in ctx.sources.values():
        text = source.text
        sentences = cached_sentences(text)
        owners = sentence_owners(text)
        quantities = cached_quantities(text)
        for sent, owner in zip(sentences, owners, strict=True):
            if not _same_owner(owner.words, name):
                continue
            for q in quantities:
                if not sent.start <= q.start < sent.end:
                    continue
                if head in _measure_words(text, q) if head else q.kind is QuantityKind.MONEY:
                    out.append(_Figure(q, text[q.start : q.unit_end], sent.text, source.id))
    return out


def _pair(first: Sequence[_Figure], second: Sequence[_Figure]) -> tuple[_Figure, _Figure] | None:
    """The two names' figures of the measure in the one unit or currency both give it in, one
    value each ("revenue of $89.5 billion" against "of $56.5 billion", where "cloud revenue grew
    28%" is a percentage); ``None`` where no such unit, or more than one, or two values."""
    pairs = []
    for unit in {f.quantity.measure for f in first} & {f.quantity.measure for f in second}:
        mine = [f for f in first if f.quantity.measure == unit]
        theirs = [f for f in second if f.quantity.measure == unit]
        if len({f.quantity.value for f in mine}) == 1 == len({f.quantity.value for f in theirs}):
            pairs.append((mine[0], theirs[0]))
    return pairs[0] if len(pairs) == 1 else None


class ComparisonDetector(Detector):
    """CONTRADICTION: two names ranked on a measure the other way round from the figures the
    sources give each; NUMERIC_MISMATCH: a ratio of them ("twice") the figures do not give."""

    name = "compared"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag, over the comparison's words."""
        require_aligned(claim, ctx)
        if not ctx.sources or not claim.verifiable:
            return []
        rank = _rank(claim.text)
        if rank is not None:
            return self._ranked(claim, ctx, rank)
        found = _comparison(claim.text)
        if found is None or _same_owner(found.first.split(), found.second):
            return []
        pair = _pair(
            _figures(found.first, found.noun, ctx), _figures(found.second, found.noun, ctx)
        )
        if pair is None:
            return []
        a, b = pair
        va, vb = a.quantity.value, b.quantity.value
        said = (
            f"the sources give {found.said[0]} {a.said} ({quote(a.sentence, 100)}) and "
            f"{found.said[1]} {b.said} ({quote(b.sentence, 100)})"
        )
        words = claim.text[found.span[0] : found.span[1]]
        if found.ratio is not None:
            if vb == 0 or abs(va / vb / found.ratio - 1) <= _RATIO_SLACK:
                return []
            kind, message = (
                FlagType.NUMERIC_MISMATCH,
                f'The answer says "{words}", but {said}: {va / vb:.2g} times.',
            )
        else:
            if (va > vb and found.way > 0) or (va < vb and found.way < 0):
                return []
            kind, message = FlagType.CONTRADICTION, f'The answer says "{words}", but {said}.'
        suggestion = f"Compare {found.said[0]} and {found.said[1]} as the figures do."
        return [_figures_say(claim, ctx, found.span, kind, message, suggestion, a)]

    def _ranked(self, claim: Claim, ctx: CheckContext, rank: _Rank) -> list[Flag]:
        """CONTRADICTION: the claim's name ranked first where another name the sources tell of
        has more of the measure (or less), in the same unit."""
        pairs = _rivals(rank, ctx)
        beaten = [
            (o, a, b) for o, a, b in pairs if (b.quantity.value - a.quantity.value) * rank.way > 0
        ]
        if not beaten:
            return []
        other, a, b = max(beaten, key=lambda x: x[2].quantity.value * rank.way)
        words = claim.text[rank.span[0] : rank.span[1]]
        message = (
            f'The answer says "{words}", but the sources give {rank.said} {a.said} '
            f"({quote(a.sentence, 100)}) and {other} {b.said} ({quote(b.sentence, 100)})."
        )
        suggestion = f'Rank {rank.said} as the figures do, or drop "{words}".'
        return [_figures_say(claim, ctx, rank.span, FlagType.CONTRADICTION, message, suggestion, b)]


def _figures_say(
    claim: Claim,
    ctx: CheckContext,
    span: tuple[int, int],
    kind: FlagType,
    message: str,
    suggestion: str,
    figure: _Figure,
) -> Flag:
    """A high, contradicting flag over the claim's comparison, quoting one name's figure."""
    return make_flag(
        claim,
        ctx,
        span[0],
        span[1],
        type=kind,
        severity=Severity.HIGH,
        message=message,
        suggestion=suggestion,
        source_says=figure.sentence,
        source_id=figure.source_id,
        contradicts=True,
    )
