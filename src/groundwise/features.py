"""Alignment features of one claim against its evidence, shared by every built-in judge.

The deterministic ``lexical`` judge combines a few of these by hand; the learned judge feeds the
whole vector to a trained model. Word coverage is computed per claim token so that the tokens no
evidence covers become the claim's unsupported spans (the exact words that lack support).
"""

from __future__ import annotations

import bisect
import datetime as dt
import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from groundwise import lexical
from groundwise.claims import note_frame_end
from groundwise.context import CheckContext
from groundwise.memo import text_cache
from groundwise.quantities import Quantity, parse_quantities
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.timeexpr import TimeMention, parse_times
from groundwise.transcripts import speakers
from groundwise.units import measured_apart, restatements, states, states_ends
from groundwise.wordlists import CHANGE_DOWN, CHANGE_UP, NEGATORS, PERTAINYMS

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")

#: Flag types that the ``contradicts`` attribute can mark as the source saying something else.
_STRONG = (Severity.CRITICAL, Severity.HIGH)

#: Coverage weights. Light verbs and reporting words say little about what is claimed ("concerns
#: were raised" vs "mentioned concerns"); company suffixes are dropped ("Acme Corp" vs "Acme");
#: numbers and dates the detectors matched by value are the most specific words a claim has.
LIGHT_WEIGHT = 0.5
SPECIFIC_WEIGHT = 2.0


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


LIGHT_WORDS = _words(
    """
    raise rais said say says stated state note noted mention mentioned report reported
    discuss discussed involve involves involved include includes included make made take took
    get got give gave has have had become became remain remained seem seemed show showed
    shown also new current currently main major key total overall
    """
)
#: Verb forms that only report that something was said: where the evidence reports with any of
#: them, a claim's reporting verb counts as covered ("budget concerns were raised" / "Client
#: mentioned concerns about budget"). Forms that are also common nouns ("states", "notes") are
#: left out. Most are :data:`LIGHT_WORDS` too, which only weigh less.
REPORTING_VERBS = _words(
    "raised mentioned said says stated noted reported expressed voiced cited flagged highlighted "
    "mentions"
)
ZERO_WORDS = _words("inc corp corporation co ltd llc plc gmbh ag sa company group holdings")
#: Closed classes of words that say the same thing: where the evidence uses any word of a class,
#: a claim's word of that class counts as covered. Reporting verbs; hedges ("around 7 million" /
#: "about 7 million": the numbers detector checks the figure itself); how often ("annually" /
#: "each year").
INTERCHANGEABLE: tuple[frozenset[str], ...] = (
    REPORTING_VERBS,
    _words("about around approximately approx roughly nearly almost circa some"),
    _words("annually annual yearly year years"),
    _words("monthly month months"),
    _words("weekly week weeks"),
    _words("daily day days"),
)
_CLASS_OF = {w: i for i, words in enumerate(INTERCHANGEABLE) for w in words}
#: Words a summary of a conversation uses to report its turns ("Ann asks Mike to buy butter",
#: "The group discussed the budget") where the transcript only has the turns themselves. Where
#: the evidence is a transcript (:func:`transcripts.speakers` finds its speakers) they count as
#: covered.
#: Only neutral acts of speaking: a stance or a commitment ("agrees", "refuses", "promises",
#: "decides") is what the turn must bear out, so it is checked like any word.
TURN_WORDS = frozenset(
    lexical.stem(w)
    for w in _words(
        "ask tell told say said discuss express mention inform explain describe suggest propose "
        "share inquire request reply respond answer remind talk chat conversation"
    )
)


@dataclass(frozen=True)
class ClaimTerm:
    """A content word of a claim: its answer span, its stem and whether evidence covers it."""

    start: int
    end: int
    stem: str
    covered: bool
    checked_by_detector: bool


@dataclass(frozen=True)
class Alignment:
    """How a claim lines up with its evidence; every value is a plain float for models."""

    terms: tuple[ClaimTerm, ...]
    features: dict[str, float]

    def uncovered_spans(self, max_gap: int = 1) -> list[tuple[int, int]]:
        """Answer spans of uncovered claim words.

        Neighbours at most ``max_gap`` characters apart merge, across stopwords and punctuation
        but never across a covered word.
        """
        spans: list[list[int]] = []
        open_run = False
        for t in self.terms:
            if t.covered:
                open_run = False
                continue
            if open_run and t.start - spans[-1][1] <= max_gap:
                spans[-1][1] = t.end
            else:
                spans.append([t.start, t.end])
            open_run = True
        return [(s, e) for s, e in spans]


def split_camel(text: str) -> str:
    """``lastContact`` -> ``last Contact`` so JSON field names match prose words."""
    return _CAMEL.sub(" ", text)


def key_words(key: str) -> str:
    """A field name as prose words: ``expectedCloseDate`` / ``business_stars`` ->
    ``expected close date`` / ``business stars``."""
    return " ".join(split_camel(key).replace("_", " ").replace("-", " ").lower().split())


@text_cache(maxsize=4096)
def _stem_set(text: str) -> frozenset[str]:
    return frozenset(lexical.terms(split_camel(text)))


#: Stem of an adjective -> stem of the noun it speaks of (:data:`PERTAINYMS`).
_PERTAINS = {lexical.stem(a): lexical.stem(n) for a, n in PERTAINYMS.items()}


def with_pertained(stems: Iterable[str]) -> set[str]:
    """Stems, with those of the nouns their adjectives speak of ("lunar" adds "moon")."""
    out = set(stems)
    return out | {_PERTAINS[s] for s in out if s in _PERTAINS}


def _evidence_stems(text: str) -> frozenset[str]:
    """Stems of an evidence text, with the nouns its adjectives speak of."""
    return frozenset(with_pertained(_stem_set(text)))


#: Acronyms as a text writes them: "NASA", "U.S.".
_WRITTEN_ACRONYM = re.compile(r"\b(?:[A-Z]\.){2,}|\b[A-Z]{2,}\b")
#: Runs of capitalised words, perhaps joined by "of", "and", "for" or "the".
_CAPITAL_RUN = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:(?:of|and|for|the)\s+)?[A-Z][a-z]+)+")


@text_cache(maxsize=4096)
def _written_acronyms(text: str) -> frozenset[str]:
    """The acronyms ``text`` writes, lower-cased and without dots ("us" of "U.S.")."""
    return frozenset(m.group().replace(".", "").lower() for m in _WRITTEN_ACRONYM.finditer(text))


def _spelled_out(text: str, acronyms: frozenset[str]) -> list[tuple[int, int]]:
    """Spans of ``text`` that spell out one of ``acronyms`` ("United States" of "U.S.",
    within "the United States Senate"): words of a capitalised run, two or more, whose
    initials it is."""
    spans: list[tuple[int, int]] = []
    if not acronyms:
        return spans
    for run in _CAPITAL_RUN.finditer(text):
        words = [w for w in re.finditer(r"\S+", run.group()) if w.group()[0].isupper()]
        for i, j in itertools.combinations(range(len(words) + 1), 2):
            initials = "".join(w.group()[0] for w in words[i:j]).lower()
            if j - i >= 2 and initials in acronyms:
                spans.append((run.start() + words[i].start(), run.start() + words[j - 1].end()))
    return spans


@text_cache(maxsize=4096)
def _classes(text: str) -> frozenset[int]:
    """The :data:`INTERCHANGEABLE` classes whose words ``text`` uses."""
    return frozenset(_CLASS_OF[t.norm] for t in lexical.tokenize(text) if t.norm in _CLASS_OF)


@text_cache(maxsize=256)
def cached_quantities(text: str) -> tuple[Quantity, ...]:
    return tuple(parse_quantities(text))


@text_cache(maxsize=256)
def cached_times(text: str, as_of: dt.date | None) -> tuple[TimeMention, ...]:
    return tuple(parse_times(text, as_of))


_DIRECTION = {**dict.fromkeys(CHANGE_UP, 1), **dict.fromkeys(CHANGE_DOWN, -1)}


@text_cache(maxsize=256)
def _token_table(text: str) -> tuple[tuple[lexical.Token, ...], tuple[int, ...]]:
    tokens = tuple(lexical.tokenize(text))
    return tokens, tuple(t.start for t in tokens)


def _beside(text: str, start: int, end: int, before: int) -> list[lexical.Token]:
    """Up to ``before`` words before ``text[start:end]`` and the word after it."""
    tokens, starts = _token_table(text)
    i = bisect.bisect_left(starts, start)
    j = bisect.bisect_left(starts, end)
    return [*tokens[max(0, i - before) : i], *tokens[j : j + 1]]


def _change_word(claim: Claim, q: Quantity) -> lexical.Token | None:
    """The word giving the direction of the change the claim's figure measures: "rose" in "rose
    8%" or "rose by 8%", "increase" in "an 8% increase"."""
    near = _beside(claim.text, q.start, q.unit_end, 2)
    if near and near[-1].start >= q.unit_end and near[-1].norm in _DIRECTION:
        return near[-1]
    before = [t for t in near if t.start < q.start]
    if before and before[-1].norm == "by":
        before.pop()
    return before[-1] if before and before[-1].norm in _DIRECTION else None


def _change_borne_out(word: lexical.Token, q: Quantity, texts: Sequence[str]) -> bool:
    """Whether a text gives the figure ``q`` beside a word of ``word``'s direction ("Revenue
    rose 8%" / "$4.2 billion, up 8%")."""
    direction = _DIRECTION[word.norm]
    return any(
        states(o, q)
        and any(_DIRECTION.get(t.norm) == direction for t in _beside(text, o.start, o.unit_end, 3))
        for text in texts
        for o in cached_quantities(text)
    )


def _specifics(
    claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
) -> list[tuple[int, int, bool]]:
    """Numbers and time expressions of the claim, and whether a source states the same value.

    These are compared by value ("$500K" = "500000", "Q4" admits "2024-12-15"), not by word;
    the evidence spans are tried first, then every source. So are the statements the record
    detectors found a JSON source to agree with: a yes/no field stated as recorded ("does not
    take reservations" against ``RestaurantsReservations: false``), a field's value ("the
    status is shipped" against ``status: shipped``) and days and hours a weekly
    schedule has ("Monday through Saturday from 11 am to 9 pm"); and refusals ("Unable to answer
    based on the given passages"), which say nothing about the world.
    """
    # Imported here: the detectors import this module's helpers.
    from groundwise.detectors import absence, attributes, hours, numbers, values

    texts = [e.text for e in evidence] + [s.text for s in ctx.sources.values()]
    in_evidence = [o for e in evidence for o in cached_quantities(e.text)]
    out = []
    # "closes in 14 days" with an as-of date is a date (below), not a count of days.
    dated = [(m.start, m.end) for m in cached_times(claim.text, ctx.as_of) if m.resolved]
    converted = restatements(claim.text)
    derived: list[tuple[int, int]] | None = None  # worked out only when a figure is not found
    for q in cached_quantities(claim.text):
        if any(s < q.end and q.start < e for s, e in dated):
            continue
        if q.start in converted:
            # "58 °F (15 °C)": the bracket restates the figure before it, found or not.
            out.append((q.start, q.unit_end, True))
            continue
        # The claim's own evidence may word the unit otherwise ("2 million residents" / "2.1
        # million people"), as the numbers detector allows.
        # "24 weeks" is no other wording of "24 months"; "2 years" states it.
        found = (
            any(states(o, q) for t in texts for o in cached_quantities(t))
            or any(q.matches(o, units=False) and not measured_apart(q, o) for o in in_evidence)
            or any(states_ends(cached_quantities(e.text), q) for e in evidence)
        )
        if not found:
            # "grew by 50%" from "grew from 1,200 to 1,800", "increased by 100%" from "doubled"
            derived = numbers.derived_spans(claim, evidence, ctx) if derived is None else derived
            found = (q.start, q.unit_end) in derived
        out.append((q.start, q.unit_end, found))
        change = _change_word(claim, q) if found else None
        if change is not None and _change_borne_out(change, q, texts):
            out.append((change.start, change.end, True))
    for m in cached_times(claim.text, ctx.as_of):
        found = m.resolved and any(m.admits(o) for t in texts for o in cached_times(t, ctx.as_of))
        out.append((m.start, m.end, found))
    confirmed = (
        attributes.confirmed_spans(claim, ctx)
        + values.confirmed_spans(claim, ctx)
        + hours.confirmed_spans(claim, ctx)
        + absence.confirmed_spans(claim, ctx)
    )
    for start, end in confirmed:
        out.append((start, end, True))
    return out


def align(
    claim: Claim, evidence: Sequence[Evidence], flags: Sequence[Flag], ctx: CheckContext
) -> Alignment:
    """Coverage, similarity and detector features of ``claim`` against ``evidence``.

    Kept for the answer being checked: the learned judge aligns each claim for its features and
    again, at the answer level, for the ``lexical`` judge's support of the same claims.
    """
    key = ("align", claim, tuple(evidence), tuple(flags))
    hit = ctx.memo.get(key)
    if isinstance(hit, Alignment):
        return hit
    a = _align(claim, evidence, flags, ctx)
    ctx.memo[key] = a
    return a


def _align(
    claim: Claim, evidence: Sequence[Evidence], flags: Sequence[Flag], ctx: CheckContext
) -> Alignment:
    # Imported here: the detectors import this module's helpers.
    from groundwise.detectors.entities import acronyms_of, is_acronym

    best = evidence[0] if evidence else None
    best_stems = _evidence_stems(best.text) if best else frozenset()
    union: set[str] = set()
    for e in evidence:
        union |= _evidence_stems(e.text)
    specifics = _specifics(claim, evidence, ctx) if evidence else []
    flagged = [(f.start - claim.start, f.end - claim.start) for f in flags]
    classes_any = frozenset().union(*(_classes(e.text) for e in evidence))
    classes_best = _classes(best.text) if best is not None else frozenset()
    tokens = lexical.tokenize(claim.text)
    transcripts = {e.source_id for e in evidence if _is_transcript(e.source_id, ctx)}
    turns_any = bool(transcripts)
    turns_best = best is not None and best.source_id in transcripts
    # "NIH" stands for the evidence's "National Institutes of Health".
    acronyms_best: frozenset[str] = frozenset()
    acronyms_any: frozenset[str] = frozenset()
    if best is not None and any(is_acronym(t.text) for t in tokens):
        acronyms_best = acronyms_of(best.text)
        acronyms_any = frozenset().union(*(acronyms_of(e.text) for e in evidence))

    # "United States" is the evidence's "U.S.".
    spelled_any = _spelled_out(
        claim.text, frozenset().union(*(_written_acronyms(e.text) for e in evidence))
    )
    spelled_best = (
        _spelled_out(claim.text, _written_acronyms(best.text)) if best and spelled_any else []
    )

    terms: list[ClaimTerm] = []
    weights: list[float] = []
    w_best = 0.0
    frame = note_frame_end(claim.text)
    for tok in tokens:
        if tok.norm in lexical.STOPWORDS or tok.norm in ZERO_WORDS or tok.start < frame:
            continue  # "It is important to note that": the frame says nothing about the world
        stem = lexical.stem(tok.norm)
        in_flag = any(s <= tok.start < e for s, e in flagged)
        spec = next((found for s, e, found in specifics if s <= tok.start < e), None)
        by_detector = spec is not None
        cls = _CLASS_OF.get(tok.norm)
        acronym = tok.norm.replace(".", "") if is_acronym(tok.text) else None
        covered = not in_flag and (
            (
                stem in union
                or (cls is not None and cls in classes_any)
                or (acronym is not None and acronym in acronyms_any)
                or any(a <= tok.start < b for a, b in spelled_any)
                or (turns_any and stem in TURN_WORDS)
            )
            if spec is None
            else spec
        )
        weight = (
            SPECIFIC_WEIGHT
            if by_detector
            else LIGHT_WEIGHT
            if tok.norm in LIGHT_WORDS or stem in LIGHT_WORDS
            else 1.0
        )
        weights.append(weight)
        in_best = (
            stem in best_stems
            or (cls is not None and cls in classes_best)
            or (acronym is not None and acronym in acronyms_best)
            or any(a <= tok.start < b for a, b in spelled_best)
            or (turns_best and stem in TURN_WORDS)
        )
        w_best += weight * ((not in_flag) and (in_best if spec is None else spec))
        terms.append(
            ClaimTerm(claim.start + tok.start, claim.start + tok.end, stem, covered, by_detector)
        )

    n = len(terms)
    total = sum(weights)
    contradicting = [f for f in flags if f.contradicts]
    feats: dict[str, float] = {
        "n_terms": float(n),
        "coverage": sum(w for t, w in zip(terms, weights, strict=True) if t.covered) / total
        if total
        else 0.0,
        "coverage_best": w_best / total if total else 0.0,
        "coverage_unweighted": sum(t.covered for t in terms) / n if n else 0.0,
        "semantic_best": best.semantic if best else 0.0,
        "lexical_best": best.lexical if best else 0.0,
        "score_best": best.score if best else 0.0,
        "n_evidence": float(len(evidence)),
        "n_checked": float(sum(t.checked_by_detector for t in terms)),
        "exact": float(best is not None and _normalised(claim.text) in _normalised(best.text)),
        "n_flags": float(len(flags)),
        "n_contradicting": float(len(contradicting)),
        "max_contradict_severity": max(
            (4.0 - _SEV[f.severity] for f in contradicting), default=0.0
        ),
    }
    for ftype in FlagType:
        feats[f"flag_{ftype.value.lower()}"] = float(sum(f.type is ftype for f in flags))
    feats["blended_support"] = blended_support(feats)
    return Alignment(tuple(terms), feats)


def _is_transcript(source_id: str, ctx: CheckContext) -> bool:
    source = ctx.sources.get(source_id)
    return source is not None and bool(speakers(source.text))


#: Blend of word coverage and semantic similarity when embeddings are available.
COVERAGE_WEIGHT = 0.75
#: Cosine similarities of MiniLM below the floor mean "unrelated", above the ceiling "same".
SEMANTIC_FLOOR = 0.35
SEMANTIC_CEIL = 0.75


def blended_support(f: dict[str, float]) -> float:
    """The ``lexical`` judge's support before flag caps: weighted coverage, lifted by similarity.

    Similarity can lift a paraphrase with few shared words, but never pull down a claim whose
    every word (and value) the evidence states: a record line reads unlike prose.
    """
    if f["n_terms"] == 0 or f["n_evidence"] == 0:
        return 0.0
    coverage = f["coverage"]
    if f["semantic_best"] <= 0:
        return coverage
    semantic = (f["semantic_best"] - SEMANTIC_FLOOR) / (SEMANTIC_CEIL - SEMANTIC_FLOOR)
    semantic = min(max(semantic, 0.0), 1.0)
    return COVERAGE_WEIGHT * coverage + (1 - COVERAGE_WEIGHT) * max(coverage, semantic)


_SEV = {Severity.CRITICAL: 0, Severity.HIGH: 1, Severity.MEDIUM: 2, Severity.LOW: 3}
_NON_WORD = re.compile(r"\W+")


def _normalised(text: str) -> str:
    return _NON_WORD.sub(" ", text.lower()).strip()


def is_strong_contradiction(flag: Flag) -> bool:
    """A flag saying the source states something else, at high or critical severity."""
    return flag.contradicts and flag.severity in _STRONG


# --------------------------------------------------------------------------- extended features

_FIRST_PERSON = frozenset({"i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself"})
_CAPITALISED = re.compile(r"[A-Z][\w'’-]*")
#: The first end of a sentence after a claim: a "?" there makes the claim part of a question.
_SENTENCE_END = re.compile(r"[.!?\n]")


def is_question(claim: Claim, answer: str) -> bool:
    """Whether the claim belongs to a question ("Does Zelora work?", "Is it X, or Y?").

    A question asks rather than states; whether it counts against an answer is the trained
    models' call (docs/judge-history.md, session 14).
    """
    m = _SENTENCE_END.search(answer, claim.end)
    return m is not None and m.group() == "?"


@text_cache(maxsize=256)
def _source_profile(text: str) -> tuple[frozenset[str], frozenset[tuple[str, str]], frozenset[str]]:
    """Stems, content bigrams and lower-cased number tokens of one whole source (cached)."""
    stems = lexical.terms(split_camel(text))
    numbers = frozenset(t.norm for t in lexical.tokenize(text) if t.norm[:1].isdigit())
    return frozenset(stems), frozenset(itertools.pairwise(stems)), numbers


@lru_cache(maxsize=32)
def _sources_profile(
    texts: tuple[str, ...],
) -> tuple[frozenset[str], frozenset[tuple[str, str]], frozenset[str]]:
    """:func:`_source_profile` of all of an answer's sources together, built once per answer."""
    if len(texts) == 1:
        return _source_profile(texts[0])
    profiles = [_source_profile(t) for t in texts]
    return (
        frozenset().union(*(p[0] for p in profiles)),
        frozenset().union(*(p[1] for p in profiles)),
        frozenset().union(*(p[2] for p in profiles)),
    )


def _bigrams(stems: Sequence[str]) -> set[tuple[str, str]]:
    return set(itertools.pairwise(stems))


def _lcs(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence of two term lists (short claims: O(len a · len b))."""
    if not a or not b:
        return 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b, start=1):
            cur.append(prev[j - 1] + 1 if x == y else max(prev[j], cur[j - 1]))
        prev = cur
    return prev[-1]


def _by_value(term: ClaimTerm) -> bool:
    """A number or date the detectors found stated in the sources by value."""
    return term.checked_by_detector and term.covered


def _within(start: int, spans: Sequence[tuple[int, int]]) -> bool:
    return any(s <= start < e for s, e in spans)


@text_cache(maxsize=1024)
def _negations(text: str) -> int:
    return sum(t.norm in NEGATORS or t.norm.endswith("n't") for t in lexical.tokenize(text))


def claim_features(
    claim: Claim, evidence: Sequence[Evidence], flags: Sequence[Flag], ctx: CheckContext
) -> Alignment:
    """:func:`align` plus cues that look past the retrieved evidence to the whole sources.

    Added keys: coverage of the claim's words by all sources, words and numbers found nowhere,
    bigram and longest-common-subsequence overlap with the evidence, negation mismatch, the
    longest run of uncovered words, first-person wording and whether the claim is asked. They are
    cheap (set look-ups on cached per-source profiles) and mean the same in every domain.
    """
    # Imported here: the detectors import this module's helpers.
    from groundwise.detectors import absence

    a = align(claim, evidence, flags, ctx)
    stems = [t.stem for t in a.terms]
    n = len(stems)
    # Found nowhere means nowhere in what the answerer was given: the question's words count.
    all_stems, all_bigrams, all_numbers = _sources_profile(ctx.given_texts)
    claim_bigrams = _bigrams(stems)
    best_terms = lexical.terms(split_camel(evidence[0].text)) if evidence else []
    ev_bigrams: set[tuple[str, str]] = set()
    for e in evidence:
        ev_bigrams |= _bigrams(lexical.terms(split_camel(e.text)))
    tokens = lexical.tokenize(claim.text)
    # Numbers and dates the detectors matched by value count as found ("$500K" = "500000").
    by_value = [(t.start - claim.start, t.end - claim.start) for t in a.terms if _by_value(t)]
    numbers = [t.norm for t in tokens if t.norm[:1].isdigit()]
    novel_numbers = [
        t
        for t in tokens
        if t.norm[:1].isdigit()
        and t.norm not in all_numbers
        and not any(s <= t.start < e for s, e in by_value)
    ]
    # A company suffix ("Acme Corp" against "Acme") is no name of its own, as in coverage.
    capitalised = [
        t
        for t in tokens[1:]
        if _CAPITALISED.fullmatch(t.text)
        and t.norm not in lexical.STOPWORDS
        and t.norm not in ZERO_WORDS
    ]
    run = longest = 0
    for t in a.terms:
        run = 0 if t.covered else run + 1
        longest = max(longest, run)
    # A word the evidence covers is in the sources, also where it is covered by its class
    # ("raised" by "mentioned") or by value ("$500K" by "500000").
    missing = [t.stem for t in a.terms if not t.covered and t.stem not in all_stems]
    # A capitalised word the evidence covers (by class, by value, or an acronym it spells out:
    # "NIH") is no novel name.
    covered_at = {t.start for t in a.terms if t.covered}
    # A refusal ("I am unable to answer based on the given passages") denies and speaks in the
    # first person about the sources: its words are no negation of the subject and no chat.
    refused = absence.confirmed_spans(claim, ctx)
    own = claim.text
    for lo, hi in refused:
        own = own[:lo] + " " * (hi - lo) + own[hi:]
    f = dict(a.features)
    f.update(
        {
            "coverage_sources": 1.0 - len(missing) / n if n else 0.0,
            "n_missing_sources": float(len(missing)),
            "n_novel_numbers": float(len(novel_numbers)),
            "n_numbers": float(len(numbers)),
            "semantic_max": max((e.semantic for e in evidence), default=0.0),
            "n_novel_names": float(
                sum(
                    lexical.stem(t.norm) not in all_stems
                    and t.start + claim.start not in covered_at
                    for t in capitalised
                )
            ),
            "bigram_evidence": (
                len(claim_bigrams & ev_bigrams) / len(claim_bigrams) if claim_bigrams else 1.0
            ),
            "bigram_sources": (
                len(claim_bigrams & all_bigrams) / len(claim_bigrams) if claim_bigrams else 1.0
            ),
            "lcs_best": _lcs(stems, best_terms) / n if n else 0.0,
            "negation_mismatch": float(
                (_negations(own) > 0) != (bool(evidence) and _negations(evidence[0].text) > 0)
            ),
            "longest_uncovered_run": float(longest),
            "first_person": float(
                any(t.norm in _FIRST_PERSON and not _within(t.start, refused) for t in tokens)
            ),
            "question": float(is_question(claim, ctx.answer)),
            "n_tokens": float(len(tokens)),
        }
    )
    return Alignment(a.terms, f)
