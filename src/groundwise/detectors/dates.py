"""Temporal mismatches: dates, periods and relative phrases that the sources do not bear out.

Each time mention of a claim (see :mod:`groundwise.timeexpr`) is resolved to an interval, relative
phrases against ``ctx.as_of`` ("no contact in 14 days" with as-of 2024-11-21 means nothing after
2024-11-07), and checked against the dates of the sources:

* a source date about the same thing (the claim's words meet the field name, as "close" meets
  ``expectedCloseDate`` and "contact" meets ``lastContact``) or inside the claim's evidence that is
  consistent with the claim (overlapping intervals; "Q4" matches any year's Q4): no flag;
* such a date that is not consistent: TEMPORAL_DISTORTION, ``contradicts=True``, severity high
  (medium when a month/quarter/half/year claim misses a finer source date by less than a month);
* no comparable date at all, and no date anywhere in the sources consistent with the claim:
  FABRICATION, severity medium, ``contradicts=False``.

Relative phrases are left unchecked when no as-of date is known (they are never guessed).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Sentence,
    cached_sentence_stems,
    cached_sentences,
    content_stems,
    make_flag,
    quote,
    sentence_index,
    tokenize,
)
from groundwise.detectors.numbers import (
    YEAR_DIGITS,
    Located,
    between,
    claim_keys,
    field_at,
    field_line,
    locate,
    same_sentence,
    year_written,
)
from groundwise.features import cached_quantities, cached_times
from groundwise.lexical import stem
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.quantities import Quantity, QuantityKind
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.timeexpr import (
    NEGATION,
    SMALL_NUMBERS,
    Granularity,
    Relation,
    TimeMention,
    infer_year,
    parse_times,
    written_times,
)
from groundwise.wordlists import STOPWORDS

__all__ = ["TemporalDetector"]

#: A month/quarter/half/year claim that misses a finer source date by at most this many days is
#: a medium flag.
NEAR_MISS_DAYS = 31

# Words that say "this is a time" without saying which event: they must not make two dates
# look related ("close date" and "activity date" share only "date").
_TIME_WORDS = frozenset(
    str.split(
        "date dates day days time times year years month months quarter quarters week weeks period "
        "when"
    )
)
#: Words before a date that make it the baseline of a comparison ("lower than Q2").
_COMPARED = re.compile(
    r"\b(?:than|versus|vs\.?|compared\s+(?:to|with)|relative\s+to)\s+(?:(?:in|the|a|its)\s+)*$",
    re.IGNORECASE,
)
_COARSE = frozenset({Granularity.MONTH, Granularity.QUARTER, Granularity.HALF, Granularity.YEAR})


@text_cache(maxsize=SOURCE_TEXTS)
def _source_times(text: str) -> tuple[tuple[TimeMention, int, int], ...]:
    """A source's absolute dates, and its relative phrases where it says when it was written
    (:func:`groundwise.timeexpr.written_times`: "Wednesday evening" in a page "By ... on March
    2, 2017" is 1 March 2017). A day or month without a year takes the one year its sentence
    states ("In the 2024 United Kingdom general election, held on 4 July": 4 July 2024)."""
    mentions = parse_times(text)
    out = [(t, t.start, t.end) for t in mentions if t.resolved and not t.relative]
    if any(t.yearless is not None for t in mentions):
        sentences = cached_sentences(text)
        for sent, inside in zip(sentences, _by_sentence(mentions, sentences), strict=True):
            year = infer_year(inside) if any(t.yearless is not None for t in inside) else None
            if year is None:
                continue
            dated = {
                sent.start + t.start: t
                for t in parse_times(sent.text, year=year)
                if t.resolved and not t.relative and t.first is not None
            }
            # Only a year stated before the date: "August 25 - April 1, 2018" runs from an
            # August of the year before.
            first_year = min(t.start for t in inside if t.yearless is None)
            out = [
                (replace(d, start=at, end=end), at, end)
                if t.yearless is not None
                and at > first_year
                and (d := dated.get(at)) is not None
                and sent.start + d.end == end
                else (t, at, end)
                for t, at, end in out
            ]
    out += [(t, t.start, t.end) for t in written_times(text)]
    return tuple(sorted(out, key=lambda m: m[1]))


def _by_sentence(
    mentions: Sequence[TimeMention], sentences: Sequence[Sentence]
) -> list[list[TimeMention]]:
    """For each sentence (in text order, none overlapping), the mentions that start in it, in
    their order: one pass with a binary search each, not a scan of all mentions per sentence."""
    starts = [s.start for s in sentences]
    out: list[list[TimeMention]] = [[] for _ in sentences]
    for t in mentions:
        k = bisect_right(starts, t.start) - 1
        if k >= 0 and t.start < sentences[k].end:
            out[k].append(t)
    return out


def _claim_times(text: str, ctx: CheckContext) -> list[TimeMention]:
    mentions = parse_times(text, ctx.as_of)
    year = infer_year(mentions)
    if year is not None and any(m.yearless is not None for m in mentions):
        # "Q4 ... in 2024": the claim itself gives the year of its yearless mentions.
        mentions = parse_times(text, ctx.as_of, year=year)
    return [m for m in mentions if m.resolved]


def _fits(t: TimeMention, source: TimeMention) -> bool:
    """Whether a source date fits the claim's: a month without a year ("from April onwards")
    fits any year, but says nothing of which, so it does not meet a claim that states a year
    only ("The previous record was set in 2020" against "set in 2016")."""
    if source.yearless is not None and t.granularity is Granularity.YEAR:
        return False
    return t.admits(source)


def _one_year(t: TimeMention) -> int | None:
    """The year of a mention that is one calendar year, else None."""
    if t.granularity is not Granularity.YEAR or t.first is None or t.last is None:
        return None
    return t.first.year if t.first.year == t.last.year else None


#: A year and another event's distance from it: "It went public in 2007, two years after
#: launching its first cloud product" dates the launch to 2005.
_YEARS_APART = re.compile(
    r"\b(?P<year>1\d{3}|20\d{2})\b[^.;]{0,40}?\b(?P<n>\d{1,3}|"
    + "|".join(sorted(SMALL_NUMBERS, key=len, reverse=True))
    + r")\s+years?\s+(?P<dir>after|before)\s+(?P<event>[^.;]+)",
    re.IGNORECASE,
)
#: Content words of the other event the claim must share.
_EVENT_WORDS = 2


def _worked_out(t: TimeMention, claim_text: str, evidence: Sequence[Evidence]) -> bool:
    """Whether an evidence sentence dates the claim's event to the claim's year by its distance
    from another year ("in 2007, two years after launching its first cloud product": 2005)."""
    year = _one_year(t)
    if year is None:
        return False
    for ev in evidence:
        for m in _YEARS_APART.finditer(ev.text):
            raw = m.group("n").lower()
            n = int(raw) if raw.isdigit() else SMALL_NUMBERS[raw]
            if int(m.group("year")) + (-n if m.group("dir").lower() == "after" else n) != year:
                continue
            words = content_stems(tokenize(m.group("event")))
            if len(words & content_stems(tokenize(claim_text))) >= _EVENT_WORDS:
                return True
    return False


def _what(t: TimeMention) -> str:
    """The claim's interval in words, e.g. ``covers 2024-10-01..2024-12-31``."""
    if t.relation is Relation.NOT_WITHIN:
        return f"nothing between {t.describe().replace('..', ' and ')}"
    if t.relation is Relation.WITHIN:
        return f"covers {t.describe()}"
    if t.end_point:
        return f"until {t.describe()}"
    return f"{t.relation.value.replace('_', ' ')} {t.describe()}"


def _words_in_sources(phrase: str, ctx: CheckContext) -> bool:
    """Whether a source writes ``phrase`` in so many words (case and spacing aside)."""
    pattern = r"\b" + r"\s+".join(map(re.escape, phrase.split())) + r"\b"
    return any(re.search(pattern, text, re.IGNORECASE) for text in ctx.given_texts)


#: Words that carry on an event named before ("visited Berlin in 2008 and again in 2013").
_CONTINUING = frozenset(
    stem(w) for w in str.split("again also later then too once twice thereafter afterwards")
)


def _continues(
    fits: Located[TimeMention],
    keys: frozenset[str],
    strong: Sequence[Located[TimeMention]],
    ctx: CheckContext,
) -> bool:
    """Whether a date that fits the claim carries on the event of a date of its sentence that
    has the claim's words: it has no words of its own ("visited Berlin in 2013" against "visited
    Berlin in 2008 and again in 2013")."""
    if (fits.keys | fits.names) - keys - _CONTINUING:
        return False
    return any(loc is not fits and same_sentence(loc, fits, ctx.sources) for loc in strong)


#: Words between two dates that make them one span or list ("July and August", "from August
#: through October", "2019-2021"), not two events.
_JOINING = frozenset(
    str.split("and or to through until till thru from between - – — , ( ) will run lasting last")
)


def _one_span(a: Located[TimeMention], b: Located[TimeMention], ctx: CheckContext) -> bool:
    """Whether only joining words stand between two dates of one source."""
    text = between(a, b, ctx.sources).lower()
    return all(w in _JOINING for w in re.findall(r"[a-z]+|[-–—,()]", text))


def _event_date(
    fits: Located[TimeMention],
    keys: frozenset[str],
    located: Sequence[Located[TimeMention]],
    claimed: Sequence[TimeMention],
    ctx: CheckContext,
    nearest: frozenset[str] = frozenset(),
) -> Located[TimeMention] | None:
    """The date of the claim's event in the sentence of a date that fits the claim but is
    another event's: the fitting date has words of its own, and the other has at least as many
    of the claim's words the fitting one lacks as the fitting one has that it lacks ("Germany was
    reunified in 1989" against "The Berlin Wall fell on 9 November 1989, and Germany was
    reunified on 3 October 1990"; "renovated in 1985" against "built in 1985 and renovated in
    2019"). Two dates joined as one span or list ("July and August") and a date the claim also
    states (``claimed``) are never the other event's. ``None`` where there is none."""
    if not (fits.keys | fits.names) - keys - _CONTINUING or fits.keys & nearest:
        # The claim's own words just before its date are the fitting date's: "forced out of
        # Apple in 1985" against "He was forced out of the company in 1985 and founded NeXT,
        # which Apple acquired in 1997" ("founded" is the claim's too, further off).
        return None
    # Names do not pair a date with an event: "Marie Curie" stands beside the first of two
    # dates of her life ("born in Warsaw in 1867 and moved to Paris in 1891").
    mine = fits.keys & keys
    for loc in located:
        if (
            loc is fits
            or not same_sentence(loc, fits, ctx.sources)
            or _one_span(loc, fits, ctx)
            or any(m.admits(loc.item) for m in claimed)
        ):
            continue
        theirs = loc.keys & keys
        if len(theirs - mine) >= max(1, len(mine - theirs)):
            return loc
    return None


#: "physics in 1903": a word, "in" and a year that ends the match.
_WORD_IN_YEAR_END = re.compile(
    rf"\b(?P<word>[A-Za-z]{{3,}}|[A-Z]{{2}})\s+in\s+(?P<year>{YEAR_DIGITS})\b"
)


def _year_word(word: str) -> str | None:
    """The stem a word before a year is paired by: a two-letter capital acronym as written
    ("the US in 2021", not "us"), a stop word none."""
    if len(word) == 2 and word.isupper():
        return word
    low = word.lower()
    return None if low in STOPWORDS else stem(low)


@text_cache(maxsize=SOURCE_TEXTS)
def _year_pairs(text: str) -> tuple[tuple[str, str, str], ...]:
    """Every "<word> in <year>" of a text: the word's stem, the year and the sentence."""
    out = []
    for sent in cached_sentences(text):
        for m in _WORD_IN_YEAR_END.finditer(sent.text):
            word = _year_word(m.group("word"))
            if word is not None:
                out.append((word, m.group("year"), sent.text))
    return tuple(out)


#: Words before a claim's year read for a word the sources put in a year.
_WORDS_BEFORE_YEAR = 4
_BARE_YEAR = re.compile(YEAR_DIGITS)
_LETTERS = re.compile(r"[A-Za-z]+")


def _words_before_year(claim_text: str, t: TimeMention) -> list[tuple[str, int]]:
    """The stems of the few content words before a bare year of the claim, within its clause,
    nearest first, with where each starts ("the chemistry prize in 1911": prize, chemistry)."""
    if not _BARE_YEAR.fullmatch(claim_text[t.start : t.end]):
        return []
    return _words_before(claim_text, t.start)


#: The claim's words besides its own a sentence must share to put that word in another year.
_SHARED_WITH_PAIR = 2


#: The claim's words just before its date that tie it to a source date of the same event.
_NEAREST_WORDS = 1


def _words_before(
    claim_text: str, start: int, reach: int = _WORDS_BEFORE_YEAR
) -> list[tuple[str, int]]:
    """The stems of the content words among the ``reach`` words before ``start``, within its
    clause, nearest first, with where each starts."""
    lo = max(0, start - 60)
    cut = max((m.end() for m in re.finditer(r"[,;:.]", claim_text[lo:start])), default=0)
    words = list(_LETTERS.finditer(claim_text, lo + cut, start))[-reach:]
    return [
        (word, m.start()) for m in reversed(words) if (word := _year_word(m.group())) is not None
    ]


def _source_year_pairs(ctx: CheckContext) -> list[tuple[str, str, str, str]]:
    """Every "<word> in <year>" of the sources: word stem, year, sentence, source id."""
    return [
        (w, y, line, sid)
        for sid, source in ctx.sources.items()
        for w, y, line in _year_pairs(source.text)
    ]


class TemporalDetector(Detector):
    """Flags dates and periods that the sources contradict or do not state."""

    name = "dates"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """TEMPORAL_DISTORTION or FABRICATION flags for the claim's time mentions."""
        if not claim.verifiable or not ctx.sources:
            return []
        era = _ago_for_era(claim, ctx)
        mentions = _claim_times(claim.text, ctx)
        if not mentions:
            return [] if era is None else [era]
        # Two dates of one sentence ("approved in 1994, although used since 1958") are told apart
        # by the words of their own clauses.
        located = locate(ctx.sources, evidence, _source_times, _TIME_WORDS, own_clause=True)
        pairs = _source_year_pairs(ctx)
        flags = []
        for t in mentions:
            year = claim.text[t.start : t.end]
            before = {w for w, _ in _words_before_year(claim.text, t)}
            if any(
                w in before and y == year and not any(v == w and z != year for v, z, _, _ in pairs)
                for w, y, _, _ in pairs
            ):
                # "the chemistry prize in 1911" against "... and chemistry in 1911"; not a word
                # the sources put in two years ("interim CEO in 1997 and ... permanent CEO in
                # 2000")
                continue
            if _worked_out(t, claim.text, evidence):
                continue  # "launched in 2005" from "in 2007, two years after launching"
            flag = (
                _range_end_moved(claim, t, located, ctx)
                or self._check(claim, t, located, ctx, mentions)
                or self._paired(claim, t, ctx, pairs)
                or (_figure_dated(claim, t, evidence, ctx) if len(mentions) == 1 else None)
            )
            if flag is not None and not (era is not None and _overlaps(flag, era)):
                flags.append(flag)
        return flags if era is None else [era, *flags]

    def _paired(
        self,
        claim: Claim,
        t: TimeMention,
        ctx: CheckContext,
        pairs: Sequence[tuple[str, str, str, str]],
    ) -> Flag | None:
        """TEMPORAL_DISTORTION: a word just before the claim's year that the sources put in
        another year ("<word> in <year>"), where they put the claim's year with other words
        only ("chemistry in 1903" against "physics in 1903 ... and chemistry in 1911"): two
        things traded their years. ``pairs``: the sources' (:func:`_source_year_pairs`)."""
        year = claim.text[t.start : t.end]
        words_of_year = {w for w, y, _, _ in pairs if y == year}
        words = _words_before_year(claim.text, t)
        if not words_of_year:
            words = self._nearest_unpaired(claim.text, t, ctx, pairs)
        for word, at in words:
            theirs = sorted({y for w, y, _, _ in pairs if w == word})
            if not theirs or word in words_of_year:
                continue
            line, source_id = next((line, sid) for w, _, line, sid in pairs if w == word)
            said = claim.text[at : t.end]
            named = _LETTERS.match(claim.text, at)
            thing = named.group() if named else word
            return make_flag(
                claim,
                ctx,
                at,
                t.end,
                type=FlagType.TEMPORAL_DISTORTION,
                severity=Severity.HIGH,
                message=f'The answer says "{said}" but the source puts {thing} in '
                f"{' and '.join(theirs)}, and {year} with something else: {quote(line, 160)}.",
                suggestion=f'Write "{thing} in {theirs[0]}", as the source does.',
                source_says=line,
                source_id=source_id,
                contradicts=True,
            )
        return None

    @staticmethod
    def _nearest_unpaired(
        claim_text: str,
        t: TimeMention,
        ctx: CheckContext,
        pairs: Sequence[tuple[str, str, str, str]],
    ) -> list[tuple[str, int]]:
        """Where the sources give the claim's year only in other words ("fought on 18 June
        1815"), the claim's nearest word of its own, past names ("he died in 1815", "died on
        Saint Helena in 1815" against "where he died in 1821"), if a sentence that puts that
        word in another year shares more of the claim's words than any sentence with the
        claim's year, two at least besides the word (not "She was elected to the Seattle City
        Council in 2017" against "Durkan will be Seattle's first female mayor since Bertha
        Landes' election in 1926")."""
        year = claim_text[t.start : t.end]
        if not _BARE_YEAR.fullmatch(year):
            return []
        nearest = [
            (w, at)
            for w, at in _words_before(claim_text, t.start, reach=8)
            if claim_text[at].islower()
        ][:1]
        if not nearest:
            return []
        said = content_stems(tokenize(claim_text))
        with_year = [
            len(said & stems)
            for source in ctx.sources.values()
            if year in source.text
            for sent, stems in cached_sentence_stems(source.text)
            if year in sent.text
        ]
        if not with_year:
            return []
        word = nearest[0][0]
        said -= {word}
        best = max(
            (len(said & content_stems(tokenize(line))) for w, _, line, _ in pairs if w == word),
            default=0,
        )
        return nearest if best >= _SHARED_WITH_PAIR and best > max(with_year) else []

    def _check(
        self,
        claim: Claim,
        t: TimeMention,
        located: list[Located[TimeMention]],
        ctx: CheckContext,
        claimed: Sequence[TimeMention] = (),
    ) -> Flag | None:
        keys = claim_keys(claim.text, t.start, t.start, ignore=_TIME_WORDS)
        # The nearest word of the claim's own that is no name ("forced out of Apple in 1985").
        nearest = frozenset(
            [
                w
                for w, at in _words_before(claim.text, t.start, reach=8)
                if claim.text[at].islower()
            ][:_NEAREST_WORDS]
        )
        strong = [loc for loc in located if keys & loc.keys]
        weak = [loc for loc in located if loc.in_evidence and loc not in strong]
        # A date the claim compares with ("higher than Q2") is not the date of its event.
        compared = _COMPARED.search(claim.text, max(0, t.start - 30), t.start) is not None
        # A date that fits is no support where its sentence gives the claim's event another date.
        events: list[Located[TimeMention]] = []
        # A day the sentence gives the event is what a claimed day must meet; the year around
        # it does not excuse a miss ("held on 4 June 2024" against "In the 2024 ... election,
        # held on 4 July").
        days_missed = [
            loc
            for loc in strong
            if loc.item.granularity is Granularity.DAY
            and t.granularity is Granularity.DAY
            and not t.admits(loc.item)
        ]
        for loc in strong:
            if (
                _fits(t, loc.item)
                and loc.item.granularity in _COARSE
                and any(same_sentence(loc, day, ctx.sources) for day in days_missed)
            ):
                continue
            if _fits(t, loc.item):
                event = None if compared else _event_date(loc, keys, located, claimed, ctx, nearest)
                if event is None or t.admits(event.item):
                    return None
                events.append(event)
        # A source date sharing two or more of the claim's words is the date of the same event:
        # a date of the evidence that fits but shares none of them does not excuse a miss
        # ("approved by the FDA in 1958" against "The FDA approved metformin in 1994, ... used
        # since 1958").
        same_event = not compared and any(len(keys & loc.keys) >= 2 for loc in strong)
        fitting = [loc for loc in weak if _fits(t, loc.item)]
        if any(_continues(loc, keys, strong, ctx) for loc in fitting):
            return None
        for loc in fitting:
            event = None if compared else _event_date(loc, keys, located, claimed, ctx, nearest)
            if event is not None and t.admits(event.item):
                return None
            if event is None and not same_event:
                return None
            if event is not None:
                events.append(event)
        start = t.start
        if t.relation is Relation.NOT_WITHIN:
            # Cover the whole statement of absence: "no contact in 14 days".
            neg = NEGATION.search(claim.text, max(0, t.start - 60), t.start)
            if neg is not None:
                start = neg.start()
        said = claim.text[start : t.end]
        span_start, span_end = claim.start + start, claim.start + t.end
        # A date that fits but is another event's is not the one to quote against the claim.
        candidates = [*events, *(loc for loc in strong if not t.admits(loc.item))]
        if not candidates:
            if t.relation is Relation.WITHIN and any(_fits(t, loc.item) for loc in located):
                return None  # stated somewhere in the sources, if not beside the claim's words
            candidates = weak
        if not candidates:
            if t.anchored and _words_in_sources(t.text, ctx):
                # "compared with $1.67 billion in the prior year", as the source words it: the
                # claim's earlier date ("for 2021") anchors it otherwise than the source's did.
                return None
            year = _one_year(t)
            if year is not None and year_written(year, ctx):
                return None  # "the 1889 World's Fair" states the year the claim puts "in 1889"
            if any(t.admits(a) for a in cached_times(ctx.question, ctx.as_of) if a.resolved):
                return None  # the question states it; no source dates it otherwise
            return Flag(
                type=FlagType.FABRICATION,
                severity=Severity.MEDIUM,
                claim_id=claim.id,
                start=span_start,
                end=span_end,
                text=said,
                message=f'"{said}" ({_what(t) if t.relative else t.describe()}) is not stated in any source',
                suggestion=f'Remove "{said}" or cite a source that gives this date.',
                contradicts=False,
            )
        claim_stems = {stem(w) for w in re.findall(r"[a-z]+", claim.text.lower())}
        best = min(
            candidates,
            key=lambda loc: (
                not loc.in_evidence,
                not _field_named(ctx, loc, claim_stems),
                t.gap_days(loc.item),
            ),
        )
        s = best.item
        gap = t.gap_days(s)
        if t.relation is Relation.NOT_WITHIN:
            verdict = "inside that window"
        elif t.relation is Relation.WITHIN and None not in (mine := _one_year(t), _one_year(s)):
            # two years a day apart at their edges are a year apart
            years = abs((mine or 0) - (_one_year(s) or 0))
            verdict = f"{years} year{'s' if years != 1 else ''} apart"
        elif t.relation is Relation.WITHIN:
            days = "day" if gap == 1 else "days"
            verdict = f"{gap} {days} outside it" if gap else "which does not fit"
        else:
            verdict = "which does not fit"
        # A coarse claim just past a finer source date is near ("Q1 2025" for Dec 15, 2024); the
        # next period of the same kind is not ("2023" for "2022").
        near = (
            t.relation is Relation.WITHIN
            and t.granularity in _COARSE
            and s.granularity is not t.granularity
            and gap <= NEAR_MISS_DAYS
        )
        as_of = f", as of {ctx.as_of.isoformat()}" if t.relative and ctx.as_of else ""
        title = ctx.sources[best.source_id].display_title
        line = field_line(ctx, best)
        return Flag(
            type=FlagType.TEMPORAL_DISTORTION,
            severity=Severity.MEDIUM if near else Severity.HIGH,
            claim_id=claim.id,
            start=span_start,
            end=span_end,
            text=said,
            message=(
                f'claim says "{said}" ({_what(t)}{as_of}) but source says {line}'
                f"{'' if s.text == s.describe() else f' ({s.describe()})'}, {verdict}"
            ),
            suggestion=f'Correct "{said}" to match {title} ({s.text}) or remove it.',
            source_says=line,
            source_id=best.source_id,
            contradicts=True,
        )


def _ends(t: TimeMention, yearless: bool) -> tuple[object, object] | None:
    """The first and last day of a range of days ("June 3-6"), as dates, or as (month, day)
    where ``yearless``; ``None`` for one day or a coarser period."""
    if t.granularity is not Granularity.DAY or t.relation is not Relation.WITHIN:
        return None
    if t.first is not None and t.last is not None and t.first < t.last:
        if yearless:
            return (t.first.month, t.first.day), (t.last.month, t.last.day)
        return t.first, t.last
    if t.yearless is not None and t.yearless.first < t.yearless.last:
        return t.yearless.first, t.yearless.last
    return None


def _range_end_moved(
    claim: Claim, t: TimeMention, located: Sequence[Located[TimeMention]], ctx: CheckContext
) -> Flag | None:
    """TEMPORAL_DISTORTION: the claim's range of days ("from June 3 to June 5") starts (or
    ends) where a range of the claim's evidence does and ends (or starts) elsewhere ("June
    3-6"), and no source gives the claim's range. A day inside a range fits it; a range with
    one end moved is the same range misquoted."""
    if _ends(t, yearless=True) is None:
        return None
    keys = claim_keys(claim.text, t.start, t.end)
    moved = None
    for loc in located:
        yearless = t.first is None or loc.item.first is None
        mine, theirs = _ends(t, yearless), _ends(loc.item, yearless)
        if mine is None or theirs is None:
            continue
        if mine == theirs:
            return None
        if (
            moved is None
            and loc.in_evidence
            and keys & (loc.keys | loc.names)
            and (mine[0] == theirs[0]) != (mine[1] == theirs[1])
        ):
            moved = loc
    if moved is None:
        return None
    said = claim.text[t.start : t.end]
    return make_flag(
        claim,
        ctx,
        t.start,
        t.end,
        type=FlagType.TEMPORAL_DISTORTION,
        severity=Severity.HIGH,
        message=f'The answer says "{said}" but the source gives the range as '
        f'"{moved.item.text}": {quote(moved.line, 160)}.',
        suggestion=f'Write "{moved.item.text}", as the source does.',
        source_says=moved.line,
        source_id=moved.source_id,
        contradicts=True,
    )


def _field_named(ctx: CheckContext, loc: Located[TimeMention], claim_stems: set[str]) -> bool:
    """Whether a found date is a field whose name the claim words ("was delivered on March 3"
    against ``order.delivered``, not ``order.shipped``)."""
    field = field_at(ctx, loc)
    if field is None:
        return False
    name = field.path.rsplit(".", 1)[-1]
    words = re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", name).lower())
    return any(stem(w) in claim_stems for w in words if w not in STOPWORDS)


#: "300 years ago", "2,000 years ago": a time counted back from now.
_YEARS_AGO = re.compile(r"(?<![\d,.])(?P<n>\d[\d,]*)\s+years?\s+ago\b", re.IGNORECASE)


def _ago_for_era(claim: Claim, ctx: CheckContext) -> Flag | None:
    """TEMPORAL_DISTORTION: "around 300 years ago" where the sources date it "300 years BC"
    and count no "300 years ago": a date of an era read as a time back from now."""
    m = _YEARS_AGO.search(claim.text)
    if m is None:
        return None
    n = re.escape(m["n"])
    ago = re.compile(rf"(?<![\d,.]){n}\s+years?\s+ago\b", re.IGNORECASE)
    era = re.compile(rf"(?<![\d,.]){n}\s+(?:years?\s+)?(?:BCE?|B\.C\.(?:E\.)?)(?![A-Za-z])")
    if any(ago.search(source.text) for source in ctx.sources.values()):
        return None
    for source_id, source in ctx.sources.items():
        hit = era.search(source.text)
        if hit is None:
            continue
        at = sentence_index(source.text, hit.start())
        sentence = hit.group() if at is None else cached_sentences(source.text)[at].text
        said = m.group()
        return make_flag(
            claim,
            ctx,
            m.start(),
            m.end(),
            type=FlagType.TEMPORAL_DISTORTION,
            severity=Severity.HIGH,
            message=f'The answer says "{said}" but the source dates it "{hit.group()}", a '
            f"year of the era, not a time back from now: {quote(sentence, 160)}.",
            suggestion=f'Write "{hit.group()}", as the source does.',
            source_says=sentence,
            source_id=source_id,
            contradicts=True,
        )
    return None


def _overlaps(a: Flag, b: Flag) -> bool:
    """Whether two flags cover some of the same answer characters."""
    return a.start < b.end and b.start < a.end


def _figure_dated(
    claim: Claim, t: TimeMention, evidence: Sequence[Evidence], ctx: CheckContext
) -> Flag | None:
    """TEMPORAL_DISTORTION: the claim gives its figure the date the evidence sentence gives
    another figure, and the figure its own other date ("earnings per share were $3.69 in the
    third quarter of 2020" against "$3.69 for the third quarter of 2021, improved from $3.41 in
    the second quarter of 2021 and $2.75 in the third quarter of 2020")."""
    figure = _dated_figure(claim.text, t, [(t.start, t.end)])
    if figure is None:
        return None
    for ev in evidence:
        source = ctx.sources.get(ev.source_id)
        if source is None:
            continue
        times = [(m, a, b) for m, a, b in _source_times(source.text) if ev.start <= a < ev.end]
        for sent in cached_sentences(source.text):
            inside = [
                replace(m, start=a - sent.start, end=b - sent.start)
                for m, a, b in times
                if sent.start <= a and b <= sent.end
            ]
            if len(inside) < 2 or not any(t.admits(m) for m in inside):
                continue
            spans = [(m.start, m.end) for m in inside]
            dated = [
                (q, _own_date(sent.text, q, inside, spans))
                for q in cached_quantities(sent.text)
                if not _in_spans(q.start, q.end, spans) and _distinctive(q)
            ]
            # The sentence gives the claim's date to a figure other than the claim's.
            if not any(
                d is not None and t.admits(d) and not _same_figure(figure, q) for q, d in dated
            ):
                continue
            for q, own in dated:
                if not _same_figure(figure, q) or own is None or t.admits(own) or own.admits(t):
                    continue
                said = claim.text[t.start : t.end]
                return make_flag(
                    claim,
                    ctx,
                    t.start,
                    t.end,
                    type=FlagType.TEMPORAL_DISTORTION,
                    severity=Severity.HIGH,
                    message=f'The answer gives "{figure.text}" for "{said}" but the source gives '
                    f'it for "{own.text}", and {said} to another figure: {quote(sent.text, 160)}.',
                    suggestion=f'Write "{figure.text}" for {own.text}, as the source does.',
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=True,
                )
    return None


#: Characters between a figure and the date it is stated for ("$3.69 for the third quarter of
#: 2021"; "In the third quarter of 2020, diluted earnings per share improved to $3.69").
_FIGURE_REACH = 60


def _same_figure(a: Quantity, b: Quantity) -> bool:
    """Whether two figures state the same value: a range is not a figure inside it ("$1.30 to
    $1.40" is not "$1.36")."""
    return (a.high is None) == (b.high is None) and a.matches(b) and b.matches(a)


def _in_spans(start: int, end: int, spans: Sequence[tuple[int, int]]) -> bool:
    return any(a < end and start < b for a, b in spans)


def _distinctive(q: Quantity) -> bool:
    """A figure a reader would copy: money, a percent, or a number with decimals or of three
    digits or more (not "two stores")."""
    return q.kind in (QuantityKind.MONEY, QuantityKind.PERCENT) or (
        q.kind is QuantityKind.NUMBER and ("." in q.text or abs(q.value) >= 100)
    )


def _gap_ok(text: str, a: int, b: int, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether ``text[a:b]`` is short and holds no other figure or date (nor a sentence end)."""
    if b - a > _FIGURE_REACH or b < a:
        return False
    between = text[a:b]
    return (
        not any(ch.isdigit() for ch in between)
        and not _in_spans(a, b, spans)
        and (";" not in between)
    )


def _dated_figure(text: str, t: TimeMention, spans: Sequence[tuple[int, int]]) -> Quantity | None:
    """The one distinctive figure of the claim nearest its date with nothing between."""
    figures = [
        q
        for q in cached_quantities(text)
        if not _in_spans(q.start, q.end, spans) and _distinctive(q)
    ]
    near = [
        q
        for q in figures
        if _gap_ok(text, q.end, t.start, spans) or _gap_ok(text, t.end, q.start, spans)
    ]
    return near[0] if len(near) == 1 else None


def _own_date(
    text: str, q: Quantity, times: Sequence[TimeMention], spans: Sequence[tuple[int, int]]
) -> TimeMention | None:
    """The date a source sentence states its figure for: the nearest after it ("$3.69 for the
    third quarter of 2021"), else before it, with no other figure or date between."""
    after = [m for m in times if m.start >= q.end and _gap_ok(text, q.end, m.start, spans)]
    if after:
        return min(after, key=lambda m: m.start)
    before = [m for m in times if m.end <= q.start and _gap_ok(text, m.end, q.start, spans)]
    return max(before, key=lambda m: m.end) if before else None
