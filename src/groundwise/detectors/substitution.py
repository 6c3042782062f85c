"""Swapped words: the claim puts a word no source uses where its evidence sentence has another.

"Headache was the most common side effect" against "Nausea was the most common side effect,
reported by 12% of patients": every other content word of the claim is in the sentence, the two
words stand between the same neighbours, and "headache" is in no source (nor in the question).
What the swap is decides the flag:

* opposites (``negation.opposites``: "easy" / "difficult") are a CONTRADICTION (high), and
  so are two words of one kind that exclude each other (``wordlists.ALTERNATIVES``: "verbal
  notice" where the source says "written notice", a "federal grant" for a "state grant");
* two words WordNet knows as nouns only, and not as synonyms of each other
  (``data/synonyms.tsv``, ``scripts/build_synonyms.py``), are an ENTITY_MISMATCH (medium,
  ``contradicts=False``: the frame may allow both, "Headache was a side effect" where the
  source lists nausea as one, but the claim's word is read nowhere). Words that are also verbs
  or adjectives are left alone: on the benchmark answers those swaps were mostly paraphrases
  ("produce" / "build", "launched" / "initiated", "warned" / "told");
* a weekday no source names, where the evidence sentence holding the rest of the claim names
  another ("allowed to return home on Thursday" / "on Wednesday morning"), is a
  TEMPORAL_DISTORTION (high, ``contradicts=True``).

Names are the entities detector's (a capitalised word inside a sentence is left alone here),
figures the numbers detector's, a word and its denial ("able" / "unable") the negation
detector's. The check is narrow on purpose: one unknown content word, at least
:data:`MIN_FRAME` other content words all in one evidence sentence, and the sentence's word
between the same neighbours.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from difflib import SequenceMatcher
from functools import lru_cache
from importlib.resources import files
from typing import NamedTuple

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    OPENING_NAME,
    SUBJECT_PRONOUN,
    Owner,
    Sentence,
    StemIndex,
    Token,
    cached_adjacent,
    cached_joined,
    cached_sentence_stems,
    cached_sentences,
    cached_tokens,
    capitalised_inside,
    content_stems,
    coverage,
    evidence_sentences,
    is_content,
    is_sentence_start,
    known_stems,
    make_flag,
    names_itself,
    one_word_names,
    quote,
    require_aligned,
    sentence_index,
    sentence_owners,
    split_sentences,
    stems_before,
    token,
    tokenize,
)
from groundwise.detectors.entities import CHIEF_OF, is_acronym, source_acronyms
from groundwise.detectors.negation import (
    NEGATIVE_PREFIXES,
    base_stem,
    lemma,
    opposites,
    polar,
    polar_opposites,
)
from groundwise.lexical import stem
from groundwise.lexicon import is_verb
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.quantities import singular
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.segment import NEVER_FINAL
from groundwise.transcripts import speaker_of, turns
from groundwise.wordlists import (
    COUNT_WORDS,
    OFFICE_TITLES,
    STOPWORDS,
    US_STATES,
    kind_places,
    other_kinds,
    word_set,
)

__all__ = ["SubstitutionDetector"]

#: Other content words of the claim that must all be in the evidence sentence.
MIN_FRAME = 3
#: ... where the word is a list's last item after the same item as the evidence sentence's.
MIN_LIST_FRAME = 2
#: Other words of the claim its evidence sentence must hold where the sources hold the rest.
MIN_NEAR_FRAME = 4
#: ... where a name ends the claim after the evidence sentence's own two words and the frame
#: names who it is said of ("Hadrian was born in Rome" / "Hadrian was born in Italica").
MIN_NAMED_FRAME = 2
#: Shortest word worth checking ("pain" and longer).
MIN_LENGTH = 4
#: Leading letters two words share when they are forms of one word ("failing" / "failure").
_SAME_ROOT = 4
#: Longest word read as an abbreviation of a longer one with its first three letters ("mins").
_ABBREVIATION = 4


def _checkable(token: Token) -> bool:
    low = token.lower
    return (
        is_content(token)
        and (len(low) >= MIN_LENGTH or low in _KINDS)  # "two", "net", "hot"
        and low.removesuffix("'s").removesuffix("’s").isalpha()  # "a master's degree"
        # adverbs hedge or qualify (the scope detector reads those), unless of a kind
        # ("partially" / "fully", "manually" / "automatically")
        and (not low.endswith("ly") or low in _KINDS)
    )


#: Similarity (difflib ratio) of two spellings of one name.
_ALIKE = 0.8
#: Ordinal words: saying one for another misstates a rank or a count ("first" / "second").
ORDINALS = frozenset(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
)
_WEEKDAYS = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
)
#: Other content words of the claim that must be in a sentence naming another weekday.
MIN_DAY_FRAME = 2
#: A frame this long may miss one word in the sentence naming another weekday.
MIN_LOOSE_DAY_FRAME = 4


def _weekday(word: str) -> bool:
    """Whether a lower-case word names a day of the week ("thursday", "thursdays")."""
    return word in _WEEKDAYS or (word.endswith("s") and word[:-1] in _WEEKDAYS)


@lru_cache(maxsize=1)
def _wordnet() -> dict[str, tuple[str, frozenset[str]]]:
    """Stem -> (WordNet's parts of speech, synonyms' stems), from ``data/synonyms.tsv``
    (``scripts/build_synonyms.py``)."""
    out: dict[str, tuple[str, frozenset[str]]] = {}
    text = files("groundwise").joinpath("data/synonyms.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, parts, same = line.split("\t")
            out[word] = (parts, frozenset(same.split()))
    return out


@lru_cache(maxsize=1)
def broader_nouns() -> dict[str, frozenset[str]]:
    """Noun stem -> the stems of the nouns above it in WordNet, from ``data/broader.tsv``
    (``scripts/build_broader.py``)."""
    out: dict[str, frozenset[str]] = {}
    text = files("groundwise").joinpath("data/broader.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, above = line.split("\t")
            out[word] = frozenset(above.split())
    return out


def parts_of_speech(stem: str) -> str:
    """WordNet's parts of speech for a Snowball stem ("a", "n", "r", "v"; "" where unknown)."""
    entry = _wordnet().get(stem)
    return entry[0] if entry is not None else ""


def _noun(token: Token) -> bool:
    """Whether WordNet knows the word as a noun only ("headache", not "produce" or "school")."""
    entry = _wordnet().get(token.stem)
    return entry is not None and entry[0] == "n"


#: Endings only nouns have ("investment", "insurance", "coverage", "ownership").
_NOUN_ENDINGS = ("ment", "ments", "ance", "ances", "ence", "ences", "ship", "ships", "ness")


def _nominal(token: Token) -> bool:
    """Whether a word is a noun by its ending, though its stem is a verb's ("investment" stems
    to "invest")."""
    return token.lower.endswith(_NOUN_ENDINGS) and len(token.lower) > 6


def _thing_named(token: Token) -> bool:
    """Whether WordNet knows a word as a noun only, or not at all ("insulin", "metformin"), and
    it is no verb form ("came") and no acronym ("WBCs" spells the source's "white blood
    cells")."""
    if is_verb(token.lower) or is_acronym(token.text.removesuffix("s")):
        return False
    return _noun(token) or not parts_of_speech(token.stem)


def _nounish(token: Token) -> bool:
    """Whether a word may head a noun phrase: a noun to WordNet (other senses allowed: "water",
    "membranes") or unknown to it, and no verb form ("enables", "found", "optimize")."""
    low = token.lower
    if is_verb(low) or low.endswith(("ed", "ing", "ize", "ise")):
        return False
    pos = parts_of_speech(token.stem)
    return not pos or "n" in pos


def _noun_or_unknown(token: Token) -> bool:
    """Whether a word is checkable and may be part of a noun phrase: WordNet knows it as a noun
    or an adjective, or not at all ("electrical engineering", "computer science")."""
    parts = parts_of_speech(token.stem)
    return _checkable(token) and (not parts or "n" in parts or "a" in parts)


def _maybe_noun(token: Token) -> bool:
    """Whether WordNet knows the word as a noun, among other things, or not at all."""
    parts = parts_of_speech(token.stem)
    return not parts or "n" in parts


def _thing(token: Token) -> bool:
    """Whether a word may name a thing: checkable, not a verb's "-ed" or "-ing" form, and a
    noun to WordNet where WordNet knows it ("loans", "webcam"; not "criticised")."""
    entry = _wordnet().get(token.stem)
    return (
        _checkable(token)
        and not token.lower.endswith(("ed", "ing"))
        and (entry is None or "n" in entry[0])
    )


#: Word -> the (kind, group) places of :data:`ALTERNATIVES` it holds.
_KINDS = kind_places()


def alternatives(a: Token, b: Token) -> bool:
    """Whether two words are two of one kind that exclude each other ("written" / "verbal",
    "state" / "federal": :data:`groundwise.wordlists.ALTERNATIVES`)."""
    if other_kinds(a.lower, b.lower):
        return True
    # Two words of one learned ending name two of a kind: "neurologist" / "cardiologist",
    # "tonsillitis" / "appendicitis", "lumpectomy" / "mastectomy".
    x, y = a.lower, b.lower
    return x != y and any(
        x.endswith(end) and y.endswith(end) and min(len(x), len(y)) > len(end) + 2
        for end in _KIND_ENDINGS
    )


#: Endings of medicine and science that make words of one kind.
_KIND_ENDINGS = (
    "ologist", "ologists", "ology", "itis", "ectomy", "otomy", "oscopy", "iatrist", "iatrician",
    "ographer",
)  # fmt: skip


def _denial_of(a: Token, b: Token) -> bool:
    """Whether one word is the other with a negating prefix ("unable" / "able"): whether the
    rest of the sentence says the same ("could make little headway") is the negation
    detector's question."""
    x, y = a.lower, b.lower
    return any(x == p + y or y == p + x for p in NEGATIVE_PREFIXES)


def _one_word(a: Token, b: Token) -> bool:
    """Whether two words are one word in two forms, spellings or synonyms ("failing" /
    "failure", "mins" / "minutes", "film" / "movie", "centre" / "center"), or one is a broader
    noun of the other ("vehicles" / "cars")."""
    x, y = a.lower, b.lower
    if x[:_SAME_ROOT] == y[:_SAME_ROOT] or x.startswith(y) or y.startswith(x):
        return True
    if x[:3] == y[:3] and min(len(x), len(y)) <= _ABBREVIATION:
        return True
    table = _wordnet()
    none: tuple[str, frozenset[str]] = ("", frozenset())
    if b.stem in table.get(a.stem, none)[1] or a.stem in table.get(b.stem, none)[1]:
        return True
    # One names the thing more closely ("cars" / "vehicles"): no swap.
    broader = broader_nouns()
    return b.stem in broader.get(a.stem, ()) or a.stem in broader.get(b.stem, ())


#: Forms of "be", one as good as another around a word's place.
_BE_FORMS = frozenset({"is", "are", "was", "were"})


def _same_slot(
    claim: Sequence[Token], k: int, sent: Sequence[Token], m: int, width: int = 1
) -> bool:
    """Whether claim token ``k`` and sentence token ``m`` (with the ``width - 1`` tokens after
    it: "heart attack" for "stroke") stand between the same words: both neighbours where the
    claim has both, else the two words on the side it has."""

    def word(tokens: Sequence[Token], i: int) -> str | None:
        if not 0 <= i < len(tokens):
            return None
        # "The most common adverse event was nausea" / "... events were headache": one frame;
        # so are "the consumer segment" / "our industrial segment"
        low = tokens[i].lower
        if low in _DETERMINERS:
            return "the"
        return "be" if low in _BE_FORMS else tokens[i].stem if is_content(tokens[i]) else low

    left, right = word(claim, k - 1), word(claim, k + 1)
    end = m + width - 1
    if left is not None and right is not None:
        return left == word(sent, m - 1) and right == word(sent, end + 1)
    if right is not None:
        return right == word(sent, end + 1) and word(claim, k + 2) == word(sent, end + 2)
    if left is not None:
        return left == word(sent, m - 1) and word(claim, k - 2) == word(sent, m - 2)
    return False


def _as_a_phrase(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether sentence token ``m`` says in a phrase what claim token ``k`` says in a word: the
    same word before both, a preposition before ``m`` ("given orally" / "given by injection",
    "taught online" / "taught on campus"), and the same word after both or none."""
    if k < 1 or m < 2 or sent[m - 1].lower not in _PHRASE_OPENERS:
        return False
    if sent[m - 2].lower != claim[k - 1].lower:
        return False
    if k + 1 == len(claim) or m + 1 == len(sent):
        return k + 1 == len(claim) and m + 1 == len(sent)
    return claim[k + 1].lower == sent[m + 1].lower


#: Prepositions that open a phrase saying how or where ("by injection", "on campus").
_PHRASE_OPENERS = frozenset(["by", "via", "on", "in", "through", "as"])


def _same_head(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether claim token ``k`` and sentence token ``m`` stand before the same noun."""
    return (
        k + 1 < len(claim)
        and m + 1 < len(sent)
        and claim[k + 1].stem == sent[m + 1].stem
        and is_content(claim[k + 1])
    )


def _same_lead(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether the two words before claim token ``k`` stand before sentence token ``m`` too
    ("the reset button on the bottom of" / "the reset button on the back for")."""
    return k >= 2 and m >= 2 and _after(claim, k - 3, 2) == _after(sent, m - 3, 2)


def _between_same(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether claim token ``k`` and sentence token ``m`` have the same word on each side
    ("Sales tripled in" / "Sales doubled in")."""
    return (
        0 < k < len(claim) - 1
        and 0 < m < len(sent) - 1
        and claim[k - 1].lower == sent[m - 1].lower
        and claim[k + 1].lower == sent[m + 1].lower
    )


def _same_side(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether the two words after claim token ``k`` follow sentence token ``m`` too ("first
    factory in" / "second factory in"), whatever comes before ("its" / "a"); the one word after
    it where it ends the claim ("after the tenth day" / "after the fifth day")."""
    after = [d for d in (1, 2) if k + d < len(claim)]
    # a day of the month is said with or without "day" ("the fifth of each month" / "the first
    # day of each month")
    skip = int(
        m + 1 < len(sent)
        and sent[m + 1].lower == "day"
        and bool(after)
        and claim[k + 1].lower == "of"
    )
    return bool(after) and all(
        m + skip + d < len(sent) and claim[k + d].lower == sent[m + skip + d].lower for d in after
    )


#: Content words a claim needs for its words' roles to be compared with a sentence's.
MIN_ROLE_FRAME = 3
#: Content words besides its subject a claim needs for a clause's subject to be compared.
MIN_CLAUSE_FRAME = 2
#: Words that join two clauses, each saying something of its own thing ("Deposits grew 3%,
#: while loans were flat"); "and" also joins the items of a list, so it is not one.
_CLAUSE_JOINS = re.compile(
    r";|\b(?:but|while|whereas|although|though|yet)\b"
    # "won the Nobel Prize in Physics and was nominated for the one in Chemistry"
    r"|\band\s+(?:was|were)\s+(?:\w+ly\s+)?\w+(?:ed|en)\b",
    re.IGNORECASE,
)


def _anchor(tokens: Sequence[Token], k: int, step: int) -> tuple[str, ...] | None:
    """The nearest content word's stem on one side of token ``k`` (``step`` -1 or 1), with the
    words between ("praised", "the" for "webcam" in "praised the webcam"); ``None`` at a
    clause's edge."""
    between: list[str] = []
    i = k + step
    while 0 <= i < len(tokens):
        if is_content(tokens[i]):
            return (tokens[i].stem, *between)
        between.append(tokens[i].lower)
        i += step
    return None


def _anchored(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> int | None:
    """The side (-1 or 1) on which claim token ``k`` and sentence token ``m`` are next to the
    same content word through the same words ("praised the webcam" / "praised the keyboard");
    ``None`` if neither."""
    for step in (-1, 1):
        here = _anchor(claim, k, step)
        if here is not None and here == _anchor(sent, m, step):
            return step
    return None


def _anchored_span(
    claim: Sequence[Token], k: int, sent: Sequence[Token], m: int, width: int
) -> int | None:
    """:func:`_anchored` for the ``width`` sentence tokens from ``m`` in place of claim token
    ``k``: the left anchor is before ``m``, the right one after the span's last token."""
    if width == 1:
        return _anchored(claim, k, sent, m)
    for step, edge in ((-1, m), (1, m + width - 1)):
        here = _anchor(claim, k, step)
        if here is not None and here == _anchor(sent, edge, step):
            return step
    return None


def _apart(text: str, tokens: Sequence[Token], m: int, p: int) -> bool:
    """Whether tokens ``m`` and ``p`` of a sentence are in two clauses (:data:`_CLAUSE_JOINS`
    between them)."""
    a, b = sorted((m, p))
    return _CLAUSE_JOINS.search(text, tokens[a].end, tokens[b].start) is not None


def _name_stems(tokens: Sequence[Token]) -> set[str]:
    """Stems of a text's capitalised words and of the version or model numbers after them
    ("Python 3.12"), which a later sentence may call "it"."""
    out: set[str] = set()
    named = False  # whether the token before is a name or a number of one
    for t in tokens:
        named = t.text[0].isupper() or (named and t.text[0].isdigit())
        if named:
            out.add(t.stem)
    return out


@lru_cache(maxsize=32)
def _spelt_out(texts: tuple[str, ...]) -> frozenset[str]:
    """Lower-case initials of the sources' capitalised runs ("jwst"), read once per set of
    sources."""
    return frozenset().union(*map(source_acronyms, texts))


#: Nouns for the firm whose own call or letter the source is, which says "we" and "our".
_ORGANISATION = frozenset(stem(w) for w in ("company", "firm", "business", "organization"))
_FIRST_PLURAL = re.compile(r"\b(?:we|our|us|ours)\b", re.IGNORECASE)


@text_cache(maxsize=SOURCE_TEXTS)
def _in_own_words(text: str) -> bool:
    """Whether a source says "we" or "our" (read once per text: every claim asks)."""
    return _FIRST_PLURAL.search(text) is not None


def _frames(
    frame: set[str],
    names: set[str],
    stems: set[str],
    ev: Evidence,
    sent: Sentence,
    ctx: CheckContext,
    spare: AbstractSet[str] = frozenset(),
) -> bool:
    """Whether an evidence sentence holds the rest of the claim: every other content word, a
    name also where one of the two sentences before it in the source names it ("Acme opened its
    first factory" against "... Acme Corp ... In 2021 it opened a second factory"), the words
    of ``spare`` aside (:func:`_anchored_verbs`)."""
    missing = frame - stems - spare
    if missing:
        # an irregular past for its base ("sold" / "agreed to sell")
        missing = {m for m in missing if base_stem(m) not in stems}
    # a name by its initials, where a source spells them out ("JWST" / "The James Webb Space
    # Telescope ... It orbits ...")
    missing -= names & _spelt_out(ctx.given_texts)
    if not missing:
        return True
    if missing <= _HAVING and stems & _HAVING:
        return True  # "The Pro plan includes" / "The Enterprise plan adds": one way of having
    if missing <= names and missing <= stems_before(ctx, ev, sent.start):
        return True
    if missing <= _ORGANISATION and _FIRST_PLURAL.search(sent.text) is not None:
        return True  # "The company's earnings grew" / "Our earnings grew": a firm's own words
    # In a transcript the speaker is the turn's "I": "The Industrial Designer suggested a rubber
    # case" / "Industrial Designer: I suggest a rubber case."
    return missing <= speaker_stems(ctx, ev, sent.start)


def _anchored_verbs(tokens: Sequence[Token], sent_tokens: Sequence[Token]) -> frozenset[str]:
    """The claim's verbs, where the sentence holds a figure of the claim: the sentence of the
    claim's own year may say it with another verb ("In 1903 she won the Nobel Prize in
    Chemistry" against "In 1903 she shared the Nobel Prize in Physics"). Else none."""
    figures = {t.lower for t in tokens if any(ch.isdigit() for ch in t.text)}
    if not figures & {t.lower for t in sent_tokens}:
        return frozenset()
    return frozenset(t.stem for t in tokens if is_content(t) and is_verb(t.lower))


def _framed_nearby(frame: set[str], stems: set[str], known: AbstractSet[str]) -> bool:
    """Whether an evidence sentence holds :data:`MIN_NEAR_FRAME` of the claim's other words
    and the sources the rest: a summary's sentence joins what a source says in several ("The
    sales agent called Mr. Johnson to offer him a wide range of investment plans" against "Am I
    speaking with Mr. Johnson? ... I'm calling today ... We offer a wide range of insurance
    plans")."""
    return len(frame & stems) >= MIN_NEAR_FRAME and frame - stems <= known


def _only_beside(tokens: Sequence[Token], m: int) -> bool:
    """Whether "only" stands right before or after token ``m`` ("dinner only", "only dinner")."""
    return any(0 <= i < len(tokens) and tokens[i].lower == "only" for i in (m - 1, m + 1))


def _only_phrase(text: str, tokens: Sequence[Token], m: int) -> str:
    """Token ``m`` with the "only" beside it, as the text has them."""
    lo = m - 1 if m >= 1 and tokens[m - 1].lower == "only" else m
    hi = m + 1 if m + 1 < len(tokens) and tokens[m + 1].lower == "only" else m
    return text[tokens[lo].start : tokens[hi].end]


def _beside_content(tokens: Sequence[Token], k: int) -> bool:
    """Whether a content word stands right before or after token ``k``."""
    return any(0 <= i < len(tokens) and is_content(tokens[i]) for i in (k - 1, k + 1))


def speaker_stems(ctx: CheckContext, ev: Evidence, start: int) -> frozenset[str]:
    """Content stems of the speaker whose turn holds the sentence at ``start`` of evidence span
    ``ev`` (:func:`transcripts.speaker_of`)."""
    return frozenset(content_stems(tokenize(speaker_of(ctx, ev, start))))


#: Verbs that say what a thing comes with, one as good as another for a name's features.
_HAVING = frozenset(
    stem(w)
    for w in word_set(
        "include includes included has have offers offer offered adds add added comes come"
        " provides provide features feature contains contain gets get"
    )
)


#: Words before a name that may differ between two places of one name ("The Enterprise plan"
#: / "Our Pro plan").
_DETERMINERS = frozenset(
    ["the", "a", "an", "our", "their", "its", "his", "her", "your", "this", "that"]
)


#: A denial before a comparison ("is not longer").
_NEGATED_BEFORE = re.compile(r"\b(?:not|n't|never|no)\s+(?:\w+\s+)?$", re.IGNORECASE)


def _compared(
    tokens: Sequence[Token], names: frozenset[str] = frozenset()
) -> tuple[frozenset[str], int, frozenset[str]] | None:
    """A comparison of two names: the words of the name before it, the comparative's index and
    the words of the name after "than" ("The Amazon is longer than the Nile") or "ahead of"
    ("Vingegaard won the Tour, ahead of Pogacar"; there a name may open the sentence, as may one
    of ``names``, the sources' names, or a word with a digit: "Everest is more difficult to climb
    than K2")."""
    t = next(
        (
            i
            for i, x in enumerate(tokens)
            if x.lower == "than" or (x.lower == "of" and i and tokens[i - 1].lower == "ahead")
        ),
        None,
    )
    if t is None or t < 2:
        return None
    k = t - 1
    ahead = tokens[k].lower == "ahead"
    if not (ahead or (tokens[k].lower.endswith("er") and tokens[k].text.islower())):
        # "more difficult to climb than K2": the comparative is the word after "more"
        more = next(
            (j for j in range(k, max(0, k - 4), -1) if tokens[j].lower in ("more", "less")), None
        )
        if more is None or more + 1 >= t or not tokens[more + 1].text.isalpha():
            return None
        k = more + 1
    run = _comparand(tokens, t + 1 + (t + 1 < len(tokens) and tokens[t + 1].lower == "the"))
    first = next(
        (
            r
            for i in range(k)
            if (r := _comparand(tokens, i)) is not None
            and (
                r[0] > 0
                or (ahead and tokens[0].lower not in STOPWORDS)
                or tokens[0].lower in names
                or any(c.isdigit() for c in tokens[0].text)
            )
        ),
        None,
    )
    if run is None or first is None:
        return None
    names = frozenset(x.lower for x in tokens[first[0] : first[1]])
    return names, k, frozenset(x.lower for x in tokens[run[0] : run[1]])


def _capitalised(token: Token) -> bool:
    """Whether a word is written as a name: a capital first, or inside a word that opens in
    lower case ("iPhone", "eBay")."""
    text = token.text
    return text[0].isupper() or (text[0].islower() and any(c.isupper() for c in text[1:]))


def _comparand(tokens: Sequence[Token], i: int) -> Span | None:
    """:func:`_name_run`, where a name may hold digits ("K2", "Windows 11" is two)."""
    j = i
    while (
        j < len(tokens)
        and tokens[j].text[:1].isupper()
        and tokens[j].text.isalnum()
        and not tokens[j].text.isdigit()
    ):
        j += 1
    return (i, j) if j > i else None


def _runs(tokens: Sequence[Token]) -> Iterator[Span]:
    """Each run of capitalised words of a text, left to right (:func:`_name_run`)."""
    i = 0
    while i < len(tokens):
        run = _name_run(tokens, i)
        if run is None:
            i += 1
            continue
        yield run
        i = run[1]


def _bases(tokens: Sequence[Token]) -> set[str]:
    """Content stems, an irregular past's by its base ("won" -> "win")."""
    return {lemma(t) for t in tokens if is_content(t)}


#: A deed done by someone: "approved by a department head", "was written by Jane Austen"; the
#: doer runs to a punctuation mark, a preposition or a clause word.
_BY_AGENT = re.compile(
    # a time or place may stand between: "founded in July 2003 by Martin Eberhard"
    r"\b(?P<verb>[a-z]+(?:ed|en|wn|ne|lt|ht))(?:\s+(?:in|on|during)(?:\s+[\w-]+){1,3}?)?"
    r"\s+by\s+(?P<agent>(?:the\s+|a\s+|an\s+|their\s+"
    r"|your\s+|its\s+|his\s+|her\s+)?[\w'’-]+(?:\s+(?!(?:at|in|on|for|to|with|within|before|"
    r"after|by|from|and|or|but|if|unless|when|while|until|as|than|of)\b)[\w'’-]+){0,2})"
)
#: Where a clause starts: after a punctuation mark or a joining word.
_CLAUSE_START = re.compile(r"[,;:]|\b(?:and|but|while|whereas)\b")
#: Words that give someone a part beside the doer ("with participation from Accel").
_ALONGSIDE = re.compile(
    r"\b(?:with\s+participation\s+from|alongside|joined\s+by|with\s+support\s+from)\b",
    re.IGNORECASE,
)
#: Share of the claim's words before the doer that the sentence must hold.
_AGENT_FRAME = 0.75
#: Words of a doer that say nothing of who it is.
_AGENT_FILLER = frozenset({"the", "a", "an", "their", "your", "its", "his", "her"})


#: A deed told actively by a named doer: "Elon Musk founded Tesla", "Marie Curie discovered
#: radium".
_ACTIVE_DEED = re.compile(
    r"^\W*(?P<agent>(?:[A-Z][\w'’.-]*\s+){0,2}[A-Z][\w'’-]*)\s+(?:co-)?(?P<verb>founded|created"
    r"|invented|discovered|designed|developed|wrote|directed|composed|painted|established"
    r"|built|started)\s+(?P<thing>\S.*)$"
)


class _Deed(NamedTuple):
    """A deed the claim credits to a doer: the doer's words and span, the verb, the claim's
    other content stems (``frame``), those of what the deed is done to (``subject``), the words
    to quote, and whether doer and thing are both named."""

    agent: str
    span: tuple[int, int]
    verb: str
    frame: set[str]
    subject: set[str]
    said: str
    named: bool


def _credited_deed(text: str) -> _Deed | None:
    """The deed a claim credits "by" a doer ("Tesla was founded by Elon Musk"), or told
    actively by a named doer ("Elon Musk founded Tesla")."""
    m = _BY_AGENT.search(text)
    if m is not None:
        before_verb = tokenize(text[: m.start("verb")])
        # a name's deed by a named doer needs only the name and the verb: "Tesla was founded
        # by Elon Musk" against "Tesla was founded ... by Martin Eberhard and Marc Tarpenning"
        named = (
            m.group("agent")[:1].isupper()
            and text[:1].isupper()
            and any(t.text[:1].isupper() and is_content(t) for t in before_verb)
        )
        at = next(
            t
            for t in tokenize(text)
            if t.start >= m.start("agent") and t.lower not in _AGENT_FILLER
        )
        return _Deed(
            m.group("agent"),
            (at.start, m.end("agent")),
            m.group("verb"),
            {t.stem for t in tokenize(text[: m.start("agent")]) if is_content(t)},
            content_stems(before_verb),
            text[m.start("verb") : m.end("agent")],
            named,
        )
    a = _ACTIVE_DEED.match(text.rstrip(" ."))
    if a is None:
        return None
    thing = tokenize(a.group("thing"))
    return _Deed(
        a.group("agent"),
        (a.start("agent"), a.end("agent")),
        a.group("verb"),
        {t.stem for t in tokenize(text[a.start("verb") :]) if is_content(t)},
        content_stems(thing),
        text[a.start("agent") : a.end("verb")],
        any(t.text[:1].isupper() and is_content(t) for t in thing),
    )


def _agent_words(text: str) -> frozenset[str]:
    """Stems of a doer's words ("a department head" -> depart, head)."""
    return frozenset(
        t.stem for t in tokenize(text) if t.lower not in _AGENT_FILLER and not t.text.isdigit()
    )


def _spells(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether one doer is the other's acronym ("hr" / "human resources")."""
    a, b = "".join(sorted(mine)), "".join(w[0] for w in sorted(theirs))
    c, d = "".join(sorted(theirs)), "".join(w[0] for w in sorted(mine))
    return (len(mine) == 1 and len(a) <= 5 and set(a) <= set(b)) or (
        len(theirs) == 1 and len(c) <= 5 and set(c) <= set(d)
    )


def _differing(run: Sequence[Token], mine: Sequence[str], theirs: Sequence[str]) -> Span:
    """The character span of a name's words that differ from another's of its length."""
    at = [k for k, (m, t) in enumerate(zip(mine, theirs, strict=True)) if m != t]
    return run[at[0]].start, run[at[-1]].end


def _other_words(mine: Sequence[str], theirs: Sequence[str]) -> bool:
    """Whether two names' words before their shared last word differ where they differ by words
    of their own ("japanese space" / "european space"; "league" / "fa"): not the same words in
    another order, no office titles ("Chair"), not one the other's initials ("u s")."""
    a = [m for m, t in zip(mine, theirs, strict=True) if m != t]
    b = [t for m, t in zip(mine, theirs, strict=True) if m != t]
    return bool(
        a
        and not set(a) & set(theirs)
        and not set(b) & set(mine)
        and not set(a + b) & OFFICE_TITLES
        and not _initials_of(a, b)
    )


def _initials_of(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether one run of words is the other's initials ("u s" / "united states")."""
    return "".join(w[0] for w in a) == "".join(b) or "".join(w[0] for w in b) == "".join(a)


def _name_runs(text: str, tokens: Sequence[Token]) -> list[Span]:
    """The runs of two or more capitalised words of a text that do not open a sentence."""
    out = []
    for a, b in _runs(tokens):
        if is_sentence_start(text, tokens[a].start):
            a += 1
        if b - a >= 2:
            out.append((a, b))
    return out


def _after(tokens: Sequence[Token], k: int, n: int) -> list[str]:
    """The ``n`` words after token ``k``, lower-cased."""
    return [t.lower for t in tokens[k + 1 : k + 1 + n]]


#: Words that open a clause of its own inside a sentence, before its subject.
_SUBJECT_JOINS = frozenset({"while", "whereas", "but", "and"})


def _bare_name(token: Token) -> str:
    """A capitalised word without its possessive, lower-cased ("Chelsea's" -> "chelsea")."""
    return token.lower.removesuffix("'s").removesuffix("’s")


def _in_place_of(claim: Sequence[Token], k: int, sent: Sequence[Token], m: int) -> bool:
    """Whether claim token ``k`` stands where sentence token ``m`` does: the same word after
    both, and the same word or a determiner before both ("The Enterprise plan" / "Our Pro
    plan"; not "arrived in Tikrit to" / "arrived Wednesday to"). A name that ends the claim
    needs the same two words before it ("was born in Paris" / "was born in Warsaw"), one that
    opens both the same two words after it."""
    if k == 0 and m == 0:
        # Both open their sentence: the same two words after both ("Liverpool's Reece James").
        return len(claim) > 2 and len(sent) > 2 and _after(claim, 0, 2) == _after(sent, 0, 2)
    if k == 0 and sent[m - 1].lower in _SUBJECT_JOINS:
        # The claim's opening name where a clause of the sentence opens with another: "Services
        # revenue reached" of "..., while Services revenue reached an all-time high".
        return len(claim) > 2 and m + 2 < len(sent) and _after(claim, 0, 2) == _after(sent, m, 2)
    if k == 0 or m == 0:
        return False
    if k + 1 == len(claim):
        return (
            k >= 2
            and m >= 2
            and claim[k - 2].lower == sent[m - 2].lower
            and (claim[k - 1].lower == sent[m - 1].lower)
        )
    if m + 1 == len(sent) and k >= 2 and m >= 2:
        # The sentence's name ends it, the claim's is followed by words the sentence says
        # before it: "moved its headquarters to Austin in 2019" / "in 2019 it moved its
        # headquarters to Denver."; "fly home from Lisbon on day 5" / "Day 5: Fly home from
        # Porto." (a preposition need not be the sentence's)
        said = {t.lower for t in sent[:m]}
        return (
            claim[k - 2].lower == sent[m - 2].lower
            and claim[k - 1].lower == sent[m - 1].lower
            and all(t.lower in said or t.lower in _ENDING_PREPOSITIONS for t in claim[k + 1 :])
        )
    if not m + 1 < len(sent) or claim[k + 1].lower != sent[m + 1].lower:
        return False
    a, b = claim[k - 1].lower, sent[m - 1].lower
    return a == b or (a in _DETERMINERS and b in _DETERMINERS)


def framing(
    tokens: Sequence[Token],
    k: int,
    evidence: Sequence[Evidence],
    share: float,
    ctx: CheckContext | None = None,
) -> Iterator[tuple[Evidence, Sentence, list[Token], set[str]]]:
    """The evidence sentences that say the rest of the claim around its word ``k``: they hold
    ``share`` or more of the claim's other content words (at least :data:`MIN_FRAME` of them);
    with their tokens and content stems. With ``ctx``, a transcript's sentence holds its
    speaker's words too (:func:`speaker_stems`)."""
    frame = content_stems(tokens) - {tokens[k].stem}
    if len(frame) < MIN_FRAME:
        return
    for ev, sent in evidence_sentences(evidence):
        sent_tokens = tokenize(sent.text)
        said = content_stems(sent_tokens)
        if ctx is not None and len(frame & said) < share * len(frame):
            said |= speaker_stems(ctx, ev, sent.start)
        if len(frame & said) >= share * len(frame):
            yield ev, sent, sent_tokens, said


def _spelt_alike(a: str, b: str) -> bool:
    """Two spellings of one name ("Teresa" / "Theresa")."""
    return SequenceMatcher(None, a.lower(), b.lower()).ratio() >= _ALIKE


@text_cache(maxsize=32)
def cached_words(text: str) -> frozenset[str]:
    """A text's words as written."""
    return frozenset(t.text for t in tokenize(text))


def _said_anywhere(stems: set[str], ctx: CheckContext) -> bool:
    """Whether one clause of a source sentence holds all these stems ("was born in Warsaw in
    1867 and moved to Paris in 1891" says nothing of a birth in Paris)."""
    return any(_clause_index(text).any_holds(stems) for text in ctx.given_texts)


@text_cache(maxsize=32)
def _clause_index(text: str) -> StemIndex:
    """A :class:`StemIndex` of the clauses of :func:`_clause_stems`."""
    return StemIndex(_clause_stems(text))


#: Where one statement of a sentence ends and another begins: a comma before a joining word,
#: "and" before a past-tense verb ("and moved to Paris", "and later moved to Paris"), "before"
#: or "after" a gerund ("before moving to PSG"). Not a semicolon: "the meaning of Teresa is:
#: Reap; from Therasia" is one statement.
_NEXT_STATEMENT = re.compile(
    r",\s*(?:and|but|while|whereas)\b"
    r"|\band\s+(?:later\s+|then\s+|subsequently\s+|eventually\s+|afterwards\s+)?(?=[a-z]+ed\b)"
    r"|\b(?:before|after)\s+(?=[a-z]+ing\b)",
    re.I,
)


def _statement_around(text: str, at: int) -> tuple[int, int]:
    """Bounds of the statement of a sentence holding ``text[at]``: cut at a semicolon and where
    :data:`_NEXT_STATEMENT` starts another."""
    cuts = sorted(
        {0, len(text)}
        | {m.end() for m in re.finditer(";", text)}
        | {m.start() for m in _NEXT_STATEMENT.finditer(text)}
    )
    lo = max(c for c in cuts if c <= at)
    hi = min(c for c in cuts if c > at)
    return lo, hi


@text_cache(maxsize=32)
def _clause_stems(text: str) -> tuple[frozenset[str], ...]:
    """Content stems of each statement of each sentence of a source, read once per text."""
    return tuple(
        frozenset(content_stems(tokenize(part)))
        for sent in cached_sentences(text)
        for part in _NEXT_STATEMENT.split(sent.text)
    )


_NAME_RUN = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*"
#: "from Southampton to New York City": two names, a way between them.
_FROM_TO = re.compile(rf"\bfrom\s+(?P<a>{_NAME_RUN})\s+to\s+(?P<b>{_NAME_RUN})")


def _list_of(text: str, tokens: Sequence[Token], items: Sequence[int]) -> bool:
    """Whether tokens ``items`` are a list's one-word items: commas between them, "and" or
    "or" before the last ("headache and dizziness", "fever, cough and fatigue")."""
    if len(items) < 2:
        return False
    pairs = list(itertools.pairwise(items))
    for n, (a, b) in enumerate(pairs):
        if n == len(pairs) - 1:
            joined = b == a + 2 and tokens[a + 1].lower in ("and", "or")
        else:
            joined = b == a + 1 and "," in text[tokens[a].end : tokens[b].start]
        if not joined:
            return False
    return True


#: A token holding a figure.
_FIGURE = re.compile(r"\d")
#: How many tokens a list may span, on either side of an item.
_LIST_REACH = 8


def _list_around(text: str, tokens: Sequence[Token], k: int) -> list[int]:
    """The one-word items of the longest list (:func:`_list_of`) that holds token ``k``; an
    empty list where none does."""
    best: list[int] = []
    for i in range(max(0, k - _LIST_REACH), k + 1):
        for j in range(k, min(len(tokens), k + _LIST_REACH + 1)):
            items = [n for n in range(i, j + 1) if tokens[n].lower not in ("and", "or")]
            if len(items) > len(best) and k in items and _list_of(text, tokens, items):
                best = items
    return best


def _listed_after(text: str, tokens: Sequence[Token], m: int) -> list[Token]:
    """The one-word items of a list of nouns right after token ``m`` ("were headache (12%) and
    nasopharyngitis (9%)" gives "headache" and "nasopharyngitis"): each may be followed by a
    figure, items are joined by a comma, "and" or "or", and the last is no word of a longer
    name ("gusset, top stitch near" is no list). Empty where no such list follows."""
    out: list[Token] = []
    n = m + 1
    while n < len(tokens) and _nounish(tokens[n]) and _checkable(tokens[n]):
        out.append(tokens[n])
        n += 1
        while n < len(tokens) and (_FIGURE.search(tokens[n].text) or tokens[n].text == "%"):
            n += 1  # "headache (12%)"
        if n < len(tokens) and tokens[n].lower in ("and", "or"):
            n += 1
        elif n < len(tokens) and "," in text[tokens[n - 1].end : tokens[n].start]:
            continue
        else:
            break
    if len(out) < 2:
        return []
    end = out[-1].end
    closed = (
        n >= len(tokens)
        or not is_content(tokens[n])
        or re.search(r"[^\w\s]", text[end : tokens[n].start])
    )
    return out if closed else []


def _in_list(text: str, tokens: Sequence[Token], m: int) -> bool:
    """Whether token ``m`` ends an item of a list: "and", "or" or a comma after it, or "and" /
    "or" among the three tokens before it ("and heart failure")."""
    if m + 1 < len(tokens) and (
        tokens[m + 1].lower in ("and", "or") or "," in text[tokens[m].end : tokens[m + 1].start]
    ):
        return True
    return any(t.lower in ("and", "or") for t in tokens[max(0, m - 3) : m])


_ARTICLES = frozenset({"a", "an", "the"})
_WHEN_WORDS = frozenset({"yesterday", "today", "tomorrow", "now", "tonight"})
#: Prepositions after a verb that name who or what a claim's last words are ("funded by").
_ENDING_PREPOSITIONS = frozenset({"by", "from", "with", "to", "for", "at", "in", "on"})
#: Most words read as the evidence sentence's own phrase ("the Academy of Finland").
_ENDING_REACH = 4


def _phrase_at(text: str, tokens: Sequence[Token], m: int) -> list[Token]:
    """The content words from token ``m`` (an article aside) to punctuation or a function word,
    "of" inside a name kept ("the Academy of Finland"): at most :data:`_ENDING_REACH`."""
    a = m + 1 if m < len(tokens) and tokens[m].lower in _ARTICLES else m
    out: list[Token] = []
    for b in range(a, min(len(tokens), a + _ENDING_REACH)):
        t = tokens[b]
        if out and re.search(r"[^\w\s'’-]", text[out[-1].end : t.start]):
            break
        named_of = t.lower == "of" and out and out[-1].text[:1].isupper()
        if not (is_content(t) or named_of) or t.lower in _OPEN_ITEMS:
            break  # "businesses like ..."
        out.append(t)
    while out and not is_content(out[-1]):
        out.pop()
    return out


#: Items that leave a list open rather than add to it ("and others", "or more").
_OPEN_ITEMS = frozenset(
    {"others", "more", "etc", "many", "various", "similar", "alike", "like", "including", "plus"}
)
#: Words after a list's last word that make it a verb with its object ("and discard it").
_OBJECT_OPENERS = frozenset(
    {"it", "them", "the", "a", "an", "this", "that", "these", "those", "its", "their", "his", "her"}
)
#: Words that join a list, whose items may come in any order.
_LIST_JOINS = frozenset({"and", "or", "nor", "versus", "vs"})


def _route(m: re.Match[str]) -> tuple[str, str]:
    """The two ends of a "from A to B" match, lower-cased and without "the"."""
    return tuple(  # type: ignore[return-value]
        re.sub(r"^the\s+", "", " ".join(m.group(g).lower().split())) for g in ("a", "b")
    )


def _day_moved(tokens: Sequence[Token], k: int, sent_tokens: Sequence[Token]) -> str | None:
    """Another weekday of the sentence after the two words before the claim's day ``k``
    ("moved to Friday" for "moved to Thursday"), where the sentence never puts the claim's day
    after them; ``None`` otherwise."""
    if k < 2:
        return None
    lead = (tokens[k - 2].stem, tokens[k - 1].lower)

    def after_lead(m: int) -> bool:
        return m >= 2 and (sent_tokens[m - 2].stem, sent_tokens[m - 1].lower) == lead

    days = [m for m, t in enumerate(sent_tokens) if _weekday(t.lower) and after_lead(m)]
    if not days or any(sent_tokens[m].lower == tokens[k].lower for m in days):
        return None
    return sent_tokens[days[0]].text


class SubstitutionDetector(Detector):
    """ENTITY_MISMATCH: a word no source uses in the place of the evidence sentence's word."""

    name = "substitution"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the claim's one unknown word against its evidence sentence's."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not ctx.sources or not evidence:
            return []
        tokens = tokenize(claim.text)
        known = known_stems(ctx.given_texts)
        # an irregular past is known by its base ("sold" where a source says "agreed to sell")
        # a name by its initials is known where a source spells them out ("JWST")
        spelt = _spelt_out(ctx.given_texts)
        # "the company" is known where a source is the firm's own words ("our", "we"); "a
        # pharmaceutical company" is another
        ours = any(_in_own_words(text) for text in ctx.given_texts)
        unknown = [
            k
            for k, t in enumerate(tokens)
            if is_content(t)
            and t.stem not in known
            and lemma(t) not in known
            and not (is_acronym(t.text) and t.lower in spelt)
            and not (ours and t.stem in _ORGANISATION and k > 0 and tokens[k - 1].lower == "the")
        ]
        # an adverb before another unknown word only qualifies the word swapped ("The role is
        # fully remote" against "The role is hybrid")
        qualifiers = {k for k in unknown if tokens[k].lower.endswith("ly") and k + 1 in unknown}
        only = (
            self._only_by(claim, ctx, evidence, tokens)
            or self._all_where_one(claim, ctx, evidence, tokens)
            or _all_where_one_owner(claim, ctx, evidence)
            or _all_where_one_kind(claim, ctx, evidence)
            or _opposite_phrase(claim, ctx, evidence, tokens)
            or _prefix_dropped(claim, ctx, evidence, tokens)
        )
        if only:
            return only  # a means the source rules out, in words it may never use
        reversed_route = self._route_reversed(claim, ctx, evidence)
        if reversed_route:
            return reversed_route  # whatever words the claim adds ("sailing", "flew")
        agent = (
            self._other_agent(claim, ctx, evidence)
            or _other_speaker(claim, ctx, tokens)
            or _loser_as_winner(claim, ctx, evidence)
            or _other_apposition(claim, ctx, evidence)
            or _other_letter(claim, ctx, evidence)
            or _other_office(claim, ctx, evidence, tokens)
            or _other_model(claim, ctx, evidence, tokens)
            or _from_as_to(claim, ctx, evidence)
        )
        if agent:
            return agent  # whoever the claim names, in words the sources may never use
        kind = _kind_before_noun(claim, ctx, tokens, unknown)
        if kind:
            return kind  # however much else a long claim says
        if not unknown:
            return (
                self._sides_swapped(claim, ctx, evidence, tokens)
                or self._comparison_reversed(claim, ctx, evidence, tokens)
                or self._only_another(claim, ctx, evidence, tokens)
                or self._other_subject(claim, ctx, evidence, tokens)
                or self._other_holder(claim, ctx, evidence, tokens)
                or self._most_of_another(claim, ctx, evidence)
                or self._other_name(claim, ctx, evidence, tokens)
                or self._other_name_run(claim, ctx, evidence, tokens)
                or _other_owner(claim, ctx, evidence, tokens)
                or self._other_role(claim, ctx, evidence, tokens)
                or self._other_clause(claim, ctx, evidence, tokens)
                or self._roles_swapped(claim, ctx, evidence, tokens)
                or self._pair_swapped(claim, ctx, evidence, tokens)
                or self._other_name_same_head(claim, ctx, evidence, tokens)
                or self._other_kind(claim, ctx, evidence, tokens)
                or self._known_in_place(claim, ctx, evidence, tokens)
                or self._known_pair_in_place(claim, ctx, evidence, tokens)
                or self._known_day(claim, ctx, evidence, tokens)
                or self._known_rank(claim, ctx, evidence, tokens)
            )
        # Who did it, or holds a rank, is read whatever other words the claim adds ("Michael
        # Collins landed on the Moon" against "Neil Armstrong and Buzz Aldrin landed the lunar
        # module"; "The Amazon is the longest river in the world" against "The Nile is ...").
        other_subject = (
            self._other_subject(claim, ctx, evidence, tokens)
            or self._other_holder(claim, ctx, evidence, tokens)
            or self._other_name_same_head(claim, ctx, evidence, tokens)
        )
        if other_subject:
            return other_subject
        if qualifiers:
            # read without them, as if the claim never said them
            kept = [k for k in range(len(tokens)) if k not in qualifiers]
            unknown = [kept.index(k) for k in unknown if k not in qualifiers]
            tokens = [tokens[k] for k in kept]
        claim_stems = content_stems(tokens)
        days = [k for k in unknown if _weekday(tokens[k].lower)]
        if days:
            # A wrong day beside another made-up word ("on Saturday ... in west Leeds"): the
            # frame is what the sources do say.
            frame = claim_stems - {tokens[k].stem for k in unknown}
            return self._other_day(claim, ctx, evidence, tokens, days[0], frame)
        added = _added_deed(claim, ctx, evidence, tokens, unknown, known)
        if added:
            return added
        if len(unknown) == 2 and unknown[1] == unknown[0] + 1:
            frame = claim_stems - {tokens[k].stem for k in unknown}
            return (
                self._other_phrase(claim, ctx, evidence, tokens, unknown[0])
                or self._added_item(claim, ctx, evidence, tokens, unknown, frame, known)
                or self._other_ending(claim, ctx, evidence, tokens, unknown)
            )
        if len(unknown) >= 2:
            return self._other_list(claim, ctx, evidence, tokens, unknown) or self._other_ending(
                claim, ctx, evidence, tokens, unknown
            )
        if len(unknown) != 1:
            return []
        k = unknown[0]
        word = tokens[k]
        # "It is approved for children" after "... drug X ...": what the "It" stands for is
        # part of the frame, as the evidence names it ("Drug X is approved for adults")
        frame = (claim_stems - {word.stem}) | _antecedent_stems(claim, ctx, evidence)
        if _code_kind(word.text) is not None:
            return self._other_code(claim, ctx, evidence, tokens, k, frame)
        if _hyphen_code(claim.text, tokens, k):
            # "NW-48231", split in two by the tokenizer, is one code again
            return self._other_code(
                claim,
                ctx,
                evidence,
                _join_codes(claim.text, tokens),
                k - 1,
                frame - {tokens[k - 1].stem},
            )
        if not _checkable(word):
            return []
        if word.text[0].isupper() and not is_sentence_start(claim.text, word.start):
            # a name is the entities detector's, unless added to a list the source gives
            # ("sold in Ohio, Michigan and Indiana" against "sold in Ohio and Michigan")
            return self._added_item(claim, ctx, evidence, tokens, [k], frame, known)
        # The last item of a list after the same item needs less: "She discovered polonium and
        # uranium" against "She discovered the elements polonium and radium".
        listed = k >= 2 and tokens[k - 1].lower in ("and", "or") and is_content(tokens[k - 2])
        # So does a word of a kind after the evidence's own two words ("the storm shifted north"
        # against "the storm shifted south"), which the loop below requires.
        names = _name_stems(tokens)
        # So does a thing (a noun only) that ends the claim, after the evidence's own two words
        # ("Mike brought his guitar" against "Mike brought his camera to the party").
        last_thing = k + 1 == len(tokens) and _thing_named(word)
        # So does a strongly positive or negative word ("said the results were disappointing"
        # against "... encouraging"), which the loop below holds to the sentence's opposite.
        short = listed or word.lower in _KINDS or last_thing or polar(word)
        # A word of a kind between the sentence's own two neighbours needs one more word
        # ("until tripled in size" against "until doubled in size").
        least = 1 if word.lower in _KINDS else MIN_LIST_FRAME if short else MIN_FRAME
        if len(frame) < least:
            return []
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            sent_stems = content_stems(sent_tokens)
            # Framed by the sources around the sentence, the word needs a content word beside
            # it in both ("of investment plans" / "of insurance plans"; not "the mixture and"
            # against "the enemy, and").
            near = not _frames(frame, names, sent_stems, ev, sent, ctx)
            if near and not (
                _framed_nearby(frame, sent_stems, known) and _beside_content(tokens, k)
            ):
                continue
            if word.lower in ORDINALS:
                # A rank is said of the sentence's own subject, or a pronoun's; a sentence that
                # holds only most of the claim's words needs the same word on each side ("15%
                # off your first purchase" against "a 15% discount on your second purchase").
                flag = self._other_rank(
                    claim, ctx, tokens, k, sent_tokens, ev, sent.text, between=near
                )
                if flag is not None:
                    return [flag]
                continue
            # One of a kind beside the source's only one: "open for lunch and dinner" against
            # "open ... for dinner only".
            for m, other in enumerate(sent_tokens):
                if (
                    not near
                    and other.stem in claim_stems
                    and _only_beside(sent_tokens, m)
                    and alternatives(word, other)
                ):
                    said = _only_phrase(sent.text, sent_tokens, m)
                    return [self._swap(claim, ctx, word, said, ev, sent.text, kind=True)]
            for m, other in enumerate(sent_tokens):
                # "one" is a stopword, but a count against the claim's ("two bags" / "one bag")
                counted = (
                    other.lower == "one"
                    and word.lower in COUNT_WORDS
                    and all(t.lower != "one" for t in tokens)  # "two bags, one free"
                )
                if not (_checkable(other) or counted) or other.stem in claim_stems:
                    continue
                if _denial_of(word, other):
                    continue
                # A short frame must be the two words before, or at the claim's start after
                # ("Dinner is included in your rate" / "Breakfast is included ...").
                if len(frame) < MIN_FRAME and not (
                    (
                        k >= 2
                        and m >= 2
                        and sent_tokens[m - 1].lower == tokens[k - 1].lower
                        and sent_tokens[m - 2].stem == tokens[k - 2].stem
                    )
                    or (k == 0 and m == 0 and _same_side(tokens, k, sent_tokens, m))
                    or (
                        (
                            alternatives(word, other)
                            or opposites(word, other)
                            or polar_opposites(word, other)
                        )
                        and _between_same(tokens, k, sent_tokens, m)
                    )
                    # a kind of the claim's last noun ("have red blood" / "and blue blood")
                    or (
                        alternatives(word, other)
                        and k + 2 == len(tokens)
                        and _same_head(tokens, k, sent_tokens, m)
                    )
                    or (alternatives(word, other) and _as_a_phrase(tokens, k, sent_tokens, m))
                ):
                    continue
                if alternatives(word, other) and _as_a_phrase(tokens, k, sent_tokens, m):
                    said = sent.text[sent_tokens[m - 1].start : other.end]  # "by injection"
                    return [self._swap(claim, ctx, word, said, ev, sent.text, kind=True)]
                if not _same_slot(tokens, k, sent_tokens, m):
                    # Two of a kind before the same noun: "all-time yearly results" against
                    # "all-time record quarter results"; or after the same two words: "on the
                    # bottom of" against "on the back for".
                    if alternatives(word, other) and (
                        _same_head(tokens, k, sent_tokens, m)
                        or _same_lead(tokens, k, sent_tokens, m)
                    ):
                        return [self._swap(claim, ctx, word, other.text, ev, sent.text, kind=True)]
                    continue
                if opposites(word, other) or polar_opposites(word, other):
                    return [self._swap(claim, ctx, word, other.text, ev, sent.text, opposite=True)]
                if alternatives(word, other):
                    return [self._swap(claim, ctx, word, other.text, ev, sent.text, kind=True)]
                # Two nouns only; as a list's items, words WordNet does not know ("uranium",
                # "rash") and a source word with other senses too will do; a noun by its ending
                # is a noun ("investment" / "insurance", though "invest" is a verb).
                # two subjects that open their sentences before the same verb ("Headache was
                # the most common side effect" / "Fatigue was ..."): a noun of other senses will do
                subjects = k == 0 and m == 0 and _same_side(tokens, k, sent_tokens, m)
                as_listed = (_noun(word) or (listed and not parts_of_speech(word.stem))) and (
                    _noun(other) or ((listed or subjects) and _maybe_noun(other))
                )
                by_ending = (_noun(word) or _nominal(word)) and (_noun(other) or _nominal(other))
                if (as_listed or by_ending) and not _one_word(word, other):
                    return [self._swap(claim, ctx, word, other.text, ev, sent.text)]
                # Two words no dictionary has, between the same words: names of things
                # ("removed the asyncio package" against "removed the distutils package").
                if not parts_of_speech(word.stem) and not parts_of_speech(other.stem):
                    return [self._swap(claim, ctx, word, other.text, ev, sent.text)]
        return (
            self._made_up_item(claim, ctx, evidence, tokens, k, frame, names)
            or self._added_item(claim, ctx, evidence, tokens, [k], frame, known)
            or self._other_ending(claim, ctx, evidence, tokens, [k])
            or self._one_for_two(claim, ctx, evidence, tokens, k, frame)
            or self._known_day(claim, ctx, evidence, tokens)
        )

    def _other_code(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        k: int,
        frame: set[str],
    ) -> list[Flag]:
        """NUMERIC_MISMATCH: a code no source uses ("IP67", "A320"), in the place of the
        evidence sentence's code of the same letters ("It is rated IP68 for water
        resistance")."""
        word = tokens[k]
        letters = _code_kind(word.text)
        if len(frame) < MIN_LIST_FRAME:
            return []
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            sent_tokens = _join_codes(sent.text, sent_tokens)
            for m, other in enumerate(sent_tokens):
                if (
                    _code_kind(other.text) == letters
                    and other.lower != word.lower
                    and _same_slot(tokens, k, sent_tokens, m)
                ):
                    return [self._swap(claim, ctx, word, other.text, ev, sent.text, numeric=True)]
        return []

    def _made_up_item(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        k: int,
        frame: set[str],
        names: set[str],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the claim's unknown word ``k`` is an item of a list whose other
        items the evidence sentence lists after the same word, beside an item the claim drops
        ("The most common adverse events were nausea and headache" against "... were headache
        (12%) and nasopharyngitis (9%)")."""
        items = _list_around(claim.text, tokens, k)
        word = tokens[k]
        if (
            not items
            or items[0] == 0
            or not _thing_named(word)
            or not all(_nounish(tokens[i]) for i in items)
        ):
            return []
        before = tokens[items[0] - 1].lower
        kept = {tokens[i].stem for i in items if i != k}
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not _frames(frame, names, content_stems(sent_tokens), ev, sent, ctx):
                continue
            for m, t in enumerate(sent_tokens):
                if t.lower != before:
                    continue
                listed = _listed_after(sent.text, sent_tokens, m)
                dropped = [u for u in listed if u.stem not in kept]
                if any(_spelt_alike(word.stem[:5], u.stem[:5]) for u in dropped):
                    break  # "crispy" for "crisp": the same word, otherwise formed
                if dropped and kept <= {u.stem for u in listed}:
                    theirs = sent.text[listed[0].start : listed[-1].end]
                    return [
                        _flag(
                            claim,
                            ctx,
                            word,
                            ev,
                            sent.text,
                            FlagType.ENTITY_MISMATCH,
                            Severity.MEDIUM,
                            message=(
                                f'The answer lists "{word.text}", which no source uses, where '
                                f'the source lists "{theirs}": {quote(sent.text, 160)}.'
                            ),
                            suggestion=(
                                f'Replace "{word.text}" with what the source lists, or cite a '
                                "source that says it."
                            ),
                            contradicts=False,
                        )
                    ]
        return []

    def _added_item(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        item: Sequence[int],
        frame: set[str],
        known: AbstractSet[str],
    ) -> list[Flag]:
        """ENTITY_MISMATCH (medium): the claim's unknown words ``item`` (one, or two in a row)
        are an item it adds to a list an evidence sentence gives with every other word of the
        claim ("Common side effects include dizziness, headache and nausea" against "... include
        dizziness, headache and a dry cough"; "used to treat high blood pressure, heart failure
        and diabetes" against "used to treat high blood pressure and heart failure"; "vineyards,
        orchards and olive groves"). The item before it must be listed in the sentence too, and
        no synonym of its words may be in the sources."""
        first, last = item[0], item[-1]
        words = [tokens[i] for i in item]
        head = tokens[last]
        if first < 2 or not _nounish(head) or not all(_checkable(t) for t in words):
            return []
        if head.lower in _OPEN_ITEMS or words[0].lower in COUNT_WORDS:
            return []  # a list left open ("and others"); a count ("and two collision centers")
        if claim.text[words[0].start - 1 : words[0].start] == "&":
            return []  # an entity ("&lsquo")
        if last + 1 < len(tokens) and (
            tokens[last + 1].lower in _OBJECT_OPENERS or is_content(tokens[last + 1])
        ):
            # a verb ("skim the foam and discard it"); no item's last word ("and the last
            # year's quarter")
            return []
        # "and a café": an article may open the item
        opens = first - 1 if tokens[first - 1].lower in ("a", "an", "the") else first
        if opens < 2:
            return []
        joined = tokens[opens - 1].lower in ("and", "or")
        previous = opens - 2 if joined else opens - 1
        if not joined and "," not in claim.text[tokens[opens - 1].end : tokens[opens].start]:
            return []
        if not is_content(tokens[previous]) or len(frame) < MIN_FRAME:
            return []
        for word in words:
            entry = _wordnet().get(word.stem)
            if entry is not None and entry[1] & known:
                return []  # another word for something the sources say
        phrase = claim.text[words[0].start : head.end]
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            if any(
                _spelt_alike(word.stem[:5], t.stem[:5])
                for word in words
                for t in sent_tokens
                if is_content(t)
            ):
                continue
            if any(
                a.lower + b.lower == word.lower
                for word in words
                for a, b in itertools.pairwise(sent_tokens)
            ):
                continue  # "topstitch" for "top stitch"
            if any(
                t.stem == tokens[previous].stem and _in_list(sent.text, sent_tokens, m)
                for m, t in enumerate(sent_tokens)
            ):
                return [
                    _flag(
                        claim,
                        ctx,
                        (words[0].start, head.end),
                        ev,
                        sent.text,
                        FlagType.ENTITY_MISMATCH,
                        Severity.MEDIUM,
                        message=(
                            f'The answer adds "{phrase}", which no source uses, to what the '
                            f"source lists: {quote(sent.text, 160)}."
                        ),
                        suggestion=f'Remove "{phrase}", or cite a source that lists it.',
                        contradicts=False,
                    )
                ]
        return []

    def _other_list(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        unknown: Sequence[int],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: a list whose every item is a word no source uses ("The most common
        side effects were headache and dizziness"), where the evidence sentence that says the
        rest of the claim has a list of as many other nouns after the same word ("were nausea
        and diarrhea")."""
        first, last = unknown[0], unknown[-1]
        if first == 0 or not _list_of(claim.text, tokens, unknown):
            return []
        frame = content_stems(tokens) - {tokens[k].stem for k in unknown}
        if len(frame) < MIN_FRAME or not all(_noun_or_unknown(tokens[k]) for k in unknown):
            return []
        before = tokens[first - 1].lower
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            for m in range(1, len(sent_tokens)):
                if sent_tokens[m - 1].lower != before:
                    continue
                items = [m + (j - first) for j in unknown]
                if items[-1] >= len(sent_tokens) or not _list_of(sent.text, sent_tokens, items):
                    continue
                theirs = [sent_tokens[i] for i in items]
                if all(
                    is_content(t) and t.stem not in frame and _noun_or_unknown(t) for t in theirs
                ):
                    said = claim.text[tokens[first].start : tokens[last].end]
                    other = sent.text[theirs[0].start : theirs[-1].end]
                    span = (tokens[first].start, tokens[last].end)
                    return [_says_other(claim, ctx, span, ev, sent.text, said, other)]
        return []

    def _sides_swapped(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: the claim puts two names on the sides of a verb the other way round
        from its evidence sentence ("Arsenal beat Manchester City" against "Manchester City
        beat Arsenal 3-1"), and no source sentence says them in the claim's order. Verbs that
        say the same either way round ("met", "played") are left alone."""
        found = _name_verb_name(tokens)
        if found is None:
            return []
        subject, verb, obj = found
        if tokens[verb].stem in _SYMMETRIC:
            return []
        mine = _sides(found, tokens)
        if any(_order(mine, other) == "same" for text in ctx.given_texts for other in _said(text)):
            return []  # a source says it the claim's way
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            other = _name_verb_name(sent_tokens)
            if other is not None and _order(mine, _sides(other, sent_tokens)) == "swapped":
                start, end = tokens[subject[0]].start, tokens[obj[1] - 1].end
                first = min(other[0][0], other[2][0])
                last = max(other[0][1], other[2][1], other[1] + 1)
                said = sent.text[sent_tokens[first].start : sent_tokens[last - 1].end]
                return [_other_way_round(claim, ctx, (start, end), ev, sent.text, said)]
        return []

    def _route_reversed(
        self, claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
    ) -> list[Flag]:
        """CONTRADICTION: "from A to B" where the evidence sentence has "from B to A" ("The
        Titanic was sailing from New York City to Southampton" against "her maiden voyage from
        Southampton to New York City"), and no source has the claim's way."""
        mine = [(m, _route(m)) for m in _FROM_TO.finditer(claim.text)]
        if not mine:
            return []
        said = {_route(m) for text in ctx.given_texts for m in _FROM_TO.finditer(text)}
        for m, (a, b) in mine:
            if (a, b) in said or (b, a) not in said:
                continue
            for ev, sent in evidence_sentences(evidence):
                other = next((o for o in _FROM_TO.finditer(sent.text) if _route(o) == (b, a)), None)
                if other is None:
                    continue
                return [_other_way_round(claim, ctx, m.span(), ev, sent.text, other.group())]
        return []

    def _pair_swapped(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: two words of the evidence sentence in each other's places ("to stop
        West Germans from fleeing to the East" against "to stop East Germans from fleeing to the
        West"): each has the other's neighbour in the sentence, one of the neighbours a content
        word, nothing between them joins a list ("and", a comma), and no source says the claim's
        pair of content words ("West Germans")."""
        adjacent = cached_adjacent(ctx.given_texts)
        sentences: list[tuple[Evidence, Sentence, list[Token]]] | None = None  # read when needed
        for i, j in itertools.combinations(range(len(tokens)), 2):
            a, b = tokens[i], tokens[j]
            if (
                j - i < 3
                or a.lower == b.lower
                or not (is_content(a) and is_content(b))
                or any(c.isdigit() for c in a.text + b.text)
            ):
                continue
            x, y = tokens[i + 1], tokens[j - 1]
            if not (is_content(x) or is_content(y)):
                continue
            between = claim.text[a.end : b.start]
            if "," in between or any(t.lower in _LIST_JOINS for t in tokens[i + 1 : j]):
                continue
            # a pair with a content word that a source says is no swap ("the East" is in "the
            # East German government"; only "West Germans" would tell)
            if (is_content(x) and (a.lower, x.lower) in adjacent) or (
                is_content(y) and (y.lower, b.lower) in adjacent
            ):
                continue
            if sentences is None:
                sentences = [(e, t, tokenize(t.text)) for e, t in evidence_sentences(evidence)]
            for ev, sent, st in sentences:
                p = next(
                    (
                        k
                        for k in range(len(st) - 1)
                        if st[k].lower == b.lower and st[k + 1].lower == x.lower
                    ),
                    None,
                )
                q = next(
                    (
                        k
                        for k in range(1, len(st))
                        if st[k].lower == a.lower and st[k - 1].lower == y.lower
                    ),
                    None,
                )
                if p is None or q is None or q <= p:
                    continue
                said = sent.text[st[p].start : st[q].end]
                return [_other_way_round(claim, ctx, (a.start, b.end), ev, sent.text, said)]
        return []

    def _roles_swapped(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: two things of the claim trade places against its evidence sentence
        ("The landlord must give the tenant 30 days' notice" against "The tenant must give the
        landlord 30 days' notice"): with the two exchanged, the claim's content words are the
        sentence's in its order; as the claim has them, no source sentence's. A verb stands
        between the two, so "in Europe and Asia" and "in Asia and Europe" are left alone."""
        content = [t for t in tokens if is_content(t)]
        stems = [t.stem for t in content]
        if len(stems) < _MIN_ROLE_WORDS or len(set(stems)) != len(stems):
            return []
        held = set(stems)
        if any(
            held <= words and _in_order(stems, said)
            for text in ctx.given_texts
            for words, said in _content_orders(text)
        ):
            return []  # a source says it the claim's way
        for ev, sent in evidence_sentences(evidence):
            sent_content = [t for t in tokenize(sent.text) if is_content(t)]
            said = [t.stem for t in sent_content]
            if not set(stems) <= set(said):
                continue
            for i, j in itertools.combinations(range(len(content)), 2):
                a, b = content[i], content[j]
                if (
                    said.count(a.stem) != 1
                    or said.count(b.stem) != 1
                    or said.index(a.stem) < said.index(b.stem)
                    or not (_thing(a) and _thing(b))
                    or a.text[0].isupper() != b.text[0].isupper()
                    or not (
                        any(is_verb(t.lower) for t in content[i + 1 : j])
                        or _RATHER_THAN.search(claim.text[a.end : b.start])
                    )
                    or _by_agent(tokens, b)
                    or _by_agent(tokenize(sent.text), sent_content[said.index(a.stem)])
                ):
                    continue
                swapped = list(stems)
                swapped[i], swapped[j] = swapped[j], swapped[i]
                if _in_order(swapped, said):
                    return [
                        _flag(
                            claim,
                            ctx,
                            word,
                            ev,
                            sent.text,
                            FlagType.CONTRADICTION,
                            Severity.HIGH,
                            message=f'The answer has "{a.text}" and "{b.text}" the other way '
                            f"round from the source: {quote(sent.text, 160)}.",
                            suggestion=f'Exchange "{a.text}" and "{b.text}", as the source has '
                            "them.",
                        )
                        for word in (a, b)
                    ]
        return []

    def _other_kind(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: a word of a kind that excludes others ("diastolic") where the claim's
        evidence sentence says the rest of the claim with another of that kind ("lowered
        systolic blood pressure by 5 mmHg"), though the sources use the claim's word elsewhere
        ("Diastolic pressure did not change"); no statement of a source holds all the claim's
        words."""
        kinds = [k for k, t in enumerate(tokens) if t.lower in _KINDS]
        if not kinds:
            return []
        stems = content_stems(tokens)
        if _said_anywhere(stems, ctx):
            return []
        for k in kinds:
            word = tokens[k]
            for ev, sent, sent_tokens, _ in framing(tokens, k, evidence, _KIND_FRAME):
                if any(t.lower == word.lower for t in sent_tokens):
                    continue  # says the claim's word itself ("year" says no "yearly")
                for m, other in enumerate(sent_tokens):
                    if alternatives(word, other) and (
                        _same_slot(tokens, k, sent_tokens, m)
                        or _same_head(tokens, k, sent_tokens, m)
                        or _same_lead(tokens, k, sent_tokens, m)
                    ):
                        return [
                            self._swap(
                                claim, ctx, word, other.text, ev, sent.text, kind=True, known=True
                            )
                        ]
        return []

    def _comparison_reversed(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: the claim ranks one name above another ("The Amazon is slightly longer
        than the Nile") where the evidence sentence gives the comparison to the other ("The Nile
        is generally considered slightly longer")."""
        found = _compared(tokens, frozenset().union(*map(capitalised_inside, ctx.given_texts)))
        if found is None:
            return []
        mine, k, theirs = found
        word = tokens[k].lower
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            m = next((i for i, t in enumerate(sent_tokens) if t.lower == word), None)
            if m is None or _NEGATED_BEFORE.search(sent.text[: sent_tokens[m].start]):
                continue
            before = {t.lower for t in sent_tokens[:m]}
            after = _compared(sent_tokens)
            if not theirs <= before or mine & before:
                continue
            if after is not None and not after[2] & mine:
                continue  # "the Nile is longer than the Yangtze" ranks other names
            first, last = tokens[0].start, tokens[-1].end
            return [
                _flag(
                    claim,
                    ctx,
                    (first, last),
                    ev,
                    sent.text,
                    FlagType.CONTRADICTION,
                    Severity.HIGH,
                    message=f'The answer says "{claim.text[first:last]}" but the source has it '
                    f"the other way round: {quote(sent.text, 160)}.",
                    suggestion="Swap the two, as the source has them.",
                )
            ]
        return []

    def _only_another(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the evidence sentence gives what the claim says to one name only
        ("Phone support is available only on the Enterprise plan"), and the claim gives it to
        another before the same noun ("The Premium plan includes phone support"): every other
        content word of the sentence is the claim's."""
        claim_stems = content_stems(tokens)
        for ev, sent in evidence_sentences(evidence):
            matches = [(m, True) for m in _ONLY.finditer(sent.text)]
            matches += [(m, False) for m in _ONLY_KIND.finditer(sent.text)]
            for m, capitalised in matches:
                sent_tokens = tokenize(sent.text)
                named = [t for t in sent_tokens if m.start("name") <= t.start < m.end("name")]
                after = [t for t in sent_tokens if t.start >= m.end("name")]
                if not named or not after or not is_content(after[0]):
                    continue
                if not capitalised and not all(is_content(t) for t in named):
                    continue
                head = after[0].stem
                said = content_stems(sent_tokens) - {t.stem for t in named} - {head}
                rest = said - _ONLY_WORDS
                # "available" counts where the claim says it too
                if len(said & claim_stems) < MIN_LIST_FRAME or not rest <= claim_stems:
                    continue
                for k in range(len(tokens) - 1):
                    word = tokens[k]
                    if (
                        tokens[k + 1].stem == head
                        and (
                            word.text[0].isupper()
                            if capitalised
                            # "available only to home students" / "to international students"
                            else word.text.islower() and not _one_word(word, named[-1])
                        )
                        and is_content(word)
                        and word.stem not in {t.stem for t in sent_tokens}
                    ):
                        other = sent.text[m.start("name") : m.end("name")]
                        return [
                            _flag(
                                claim,
                                ctx,
                                word,
                                ev,
                                sent.text,
                                FlagType.ENTITY_MISMATCH,
                                Severity.HIGH,
                                message=(
                                    f'The answer says this of "{word.text}", but the source says '
                                    f'it only of "{other}": {quote(sent.text, 160)}.'
                                ),
                                suggestion=f'Replace "{word.text}" with "{other}".',
                            )
                        ]
        return []

    def _all_where_one(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """SCOPE_EXPANSION: the claim gives to every one of a kind ("on both plans", "all
        plans") what the evidence sentence gives to one name of it only ("Phone support is
        available on the Enterprise plan only"); the claim's other words are the sentence's."""
        mine = _EVERY.search(claim.text)
        if mine is None:
            return []
        noun = stem(singular(mine.group("noun").lower()))
        rest = content_stems(tokenize(claim.text[: mine.start()] + claim.text[mine.end() :]))
        for ev, sent in evidence_sentences(evidence):
            said = content_stems(tokenize(sent.text))
            if len(rest) < MIN_LIST_FRAME or not rest <= said:
                continue
            for m in [*_ONLY.finditer(sent.text), *_ONLY_AFTER.finditer(sent.text)]:
                words = tokenize(sent.text[m.end() :])[:1] if "name" in m.groupdict() else []
                head = words[0].lower if words else m.group().split()[-2].lower()
                if stem(singular(head)) != noun:
                    continue
                return [_given_to_one(claim, ctx, mine, ev, sent.text)]
        return []

    def _only_by(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """CONTRADICTION: the evidence sentence allows one means only ("Sale items can be
        returned for store credit only") and the claim, saying the rest of the sentence, names
        another after the same preposition ("Sale items can be returned for a full refund")."""
        claim_stems = content_stems(tokens)
        said = [content_stems(tokenize(sent.text)) for _, sent in evidence_sentences(evidence)]
        for ev, sent in evidence_sentences(evidence):
            for m in itertools.chain(
                _ONLY_AFTER.finditer(sent.text), _ONLY_BEFORE.finditer(sent.text)
            ):
                prep = m.group("prep").lower()
                allowed = content_stems(tokenize(m.group("what")))
                before = content_stems(tokenize(sent.text[: m.start()]))
                for k, t in enumerate(tokens):
                    if t.lower != prep:
                        continue
                    phrase = _phrase_after(claim.text, tokens, k)
                    mine = content_stems(phrase)
                    frame = claim_stems - mine
                    shared = len(frame & before)
                    if (
                        not (mine - allowed and allowed - mine)
                        or any(c.isdigit() for p in phrase for c in p.text)
                        or shared < max(1, len(frame) / 2, len(before) / 2)
                        or any(mine <= stems and len(frame & stems) >= shared for stems in said)
                    ):
                        continue  # another sentence says the claim's means of it
                    return [
                        _flag(
                            claim,
                            ctx,
                            (phrase[0].start, phrase[-1].end),
                            ev,
                            sent.text,
                            FlagType.CONTRADICTION,
                            Severity.HIGH,
                            message=(
                                f'The answer says "{claim.text[t.start : phrase[-1].end]}" but the '
                                f'source allows "{m.group().strip()}": {quote(sent.text, 160)}.'
                            ),
                            suggestion=f'Write "{m.group().strip()}", as the source does.',
                        )
                    ]
        return []

    def _other_holder(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the claim gives its opening name a rank ("Tenzing Norgay was the
        first woman to reach the summit") that the evidence sentence gives another name ("The
        first woman to reach the summit was Junko Tabei"), and no source sentence gives it the
        claim's name."""
        m = _HOLDER.match(claim.text)
        if m is None:
            return []
        # "The Amazon": the article names nothing ("The Nile is ... the longest river" has it too)
        mine = {w.lower() for w in m.group("name").split()} - {"the"}
        if not mine:
            return []
        if len(mine) == 1 and not any(c.isdigit() for c in m.group("name")):
            # one word is a name where the sources write it as one ("Everest"), not "Revenue"
            known = frozenset().union(*map(capitalised_inside, ctx.given_texts))
            if not mine <= known or mine & STOPWORDS:
                return []
        rank = m.group("rank").lower().split()
        said = re.compile(
            re.escape(m.group("name")) + r"[\s,]+(?:\w+[\s,]+){0,3}the\s+" + r"\s+".join(rank),
            re.IGNORECASE,
        )
        if any(said.search(text) for text in ctx.given_texts):
            return []  # a source gives the rank to the claim's name
        for ev, sent in evidence_sentences(evidence):
            text = sent.text
            at = re.search(r"\b" + r"\s+".join(map(re.escape, rank)) + r"\b", text, re.IGNORECASE)
            if at is None:
                continue
            # a statement that names the claim's name in full speaks of it ("Model" alone may
            # name another: "The Model Y was the best-selling car"); another statement of the
            # sentence may give it something else ("...; the Danube is second")
            lo, hi = _statement_around(text, at.start())
            if mine <= {w.lower() for w in re.findall(r"[A-Za-z0-9]+", text[lo:hi])}:
                continue
            other = _RANK_HOLDER_AFTER.match(text[:hi], at.end()) or _RANK_HOLDER_BEFORE.search(
                text[: at.start()]
            )
            if other is None or other.group("name").lower() in STOPWORDS:
                continue  # "It became the first": no name
            held = f'was "the {m.group("rank")}"'
            return [_rank_of_another(claim, ctx, m, ev, text, held, other.group("name"), "was")]
        return []

    def _most_of_another(
        self, claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the claim gives its opening name the most of something ("Jupiter has
        the most moons of any planet") that the evidence sentence gives the name it opens with
        ("Saturn, the second-largest planet, has 146 known moons, the most of any planet"),
        without the claim's name."""
        m = _MOST_HELD.match(claim.text)
        if m is None:
            return []
        mine = {w.lower() for w in m.group("name").split()} - {"the"}
        noun = stem(m.group("noun"))
        rank = m.group("rank").lower()
        if not mine:
            return []
        for ev, sent in evidence_sentences(evidence):
            words = {w.lower() for w in re.findall(r"[\w'’-]+", sent.text)}
            if mine & words or noun not in content_stems(tokenize(sent.text)):
                continue
            if not re.search(rf"\bthe\s+{rank}\b", sent.text, re.IGNORECASE):
                continue
            # "It has the largest discharge of any river": the sentence before names it
            holder = (
                _previous_opening_name(ctx, ev, sent.start)
                if re.match(r"It\b", sent.text)
                else _SENTENCE_NAME.match(sent.text)
            )
            if holder is None or mine & set(holder.group("name").lower().split()):
                continue  # the sentence before names the claim's own ("Amazon River")
            held = f'has "the {rank} {m.group("noun")}"'
            return [
                _rank_of_another(claim, ctx, m, ev, sent.text, held, holder.group("name"), "has")
            ]
        return []

    def _other_subject(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH (contradicting): the claim's opening name does what its evidence
        sentence says another name did, while the sources have the claim's name do something
        else ("Phil Foden scored twice" against "Erling Haaland scored twice in the first half and
        Phil Foden added a third"; "Tom Reyes proposed the plan" against "Mayor Jane Ortiz, who
        proposed the plan, ..." and "Tom Reyes, who voted against it"); no source sentence says
        it of the claim's name."""
        # The sources' one-word names are read only for a claim that opens with one word ("The
        # House" is one).
        one_word = len(_unarticled(_name_words(tokens))) == 1
        everywhere = _everyone_acting(ctx.given_texts)
        names = _one_word_names(ctx.given_texts) if one_word else frozenset()
        mine = _acting(claim.text, tokens, names)
        if mine is None:
            return []
        name, words = mine
        if any(_same_name(n, name) and _same_deed(w, words) for n, w, _ in everywhere):
            return []
        # The sources have the claim's name do something else ("Phil Foden added a third";
        # "Justice Elena Kagan wrote the dissent", not the majority opinion), or name the person
        # in full among others ("founded by Brian Chesky, Joe Gebbia and Nathan Blecharczyk").
        if (
            not any(_same_name(n, name) for n, _, _ in everywhere)
            and not (len(name) >= 2 and any(_full_name_in(text, name) for text in ctx.given_texts))
            # a body the sources name ("sending it to the House")
            and not (name <= _BODIES and name <= names)
        ):
            return []
        # A one-word name is told apart from one-word names only ("Trajan" / "Hadrian"; not
        # "Danielle Busby gave birth" / "Sharon gave birth"), unless the sources give it as a
        # full name's last word ("Foden" of "Phil Foden"): a person the sources know.
        surname = one_word and any(len(n) >= 2 and name <= n for n, _, _ in everywhere)
        # A source's one-word actor that the sources give as a full name's last word ("Chesky" of
        # "Brian Chesky") is a person, as a full name is.
        surnames_known = _surnames_known(ctx.given_texts)
        for ev, sent in evidence_sentences(evidence):
            # "developed it": the pronoun is the claim's thing where the sentence or the two
            # before it name that thing
            near = len(words) >= 2 and stem(words[1]) in (
                content_stems(tokenize(sent.text)) | stems_before(ctx, ev, sent.start)
            )
            doers = [
                a[2]
                for a in _actors(sent.text, surnames_known)
                if _same_deed(a[1], words, pronoun=near)
                and not _same_name(a[0], name)
                and (
                    (" " not in _ARTICLE.sub("", a[2])) == one_word
                    or surname
                    # a sentence may open with such a word ("Chesky has served as CEO")
                    or (len(a[0]) == 1 and a[0] <= surnames_known)
                )
            ]
            if doers:
                # every name the sentence has do it, in its order ("Neil Armstrong and Buzz
                # Aldrin landed")
                doers = sorted(set(doers), key=sent.text.find)
                other = " and ".join(doers)
                n = len(_name_words(tokens))
                # The flag covers the name; the message quotes what the claim has it do.
                last = tokens[min(n + max(len(words), 2) - 1, len(tokens) - 1)]
                last = last if is_content(last) else tokens[n]
                return [
                    _flag(
                        claim,
                        ctx,
                        (tokens[0].start, tokens[n - 1].end),
                        ev,
                        sent.text,
                        FlagType.ENTITY_MISMATCH,
                        Severity.HIGH,
                        message=f'The answer says "{claim.text[tokens[0].start : last.end]}" but '
                        f"the source says that of {other}: {quote(sent.text, 160)}.",
                        suggestion=f'Write "{other}", as the source does.',
                    )
                ]
        return []

    def _other_name(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: every word of the claim is in the sources, but no source sentence
        says it of the claim's name, and the evidence sentence that says the rest has another
        name in its place ("The Pro plan includes 24/7 phone support" against "The Enterprise
        plan ... includes ... 24/7 phone support")."""
        claim_stems = content_stems(tokens)
        names = {t.stem for t in tokens if _capitalised(t)}
        # A claim's first word is a name where the sources write it as one inside a sentence
        # ("Liverpool's Reece James was sent off" against "Chelsea's Reece James ...").
        known = (
            frozenset().union(*map(capitalised_inside, ctx.given_texts))
            if tokens and tokens[0].text[0].isupper()
            else frozenset()
        )
        for k, word in enumerate(tokens):
            # An acronym may be spelt out ("WWI", "World War I"): one is compared only where the
            # sources write it so ("PSG"), and never with a name of its first letter ("Paris").
            acronym = word.text.isupper()
            if not (
                is_content(word)
                and _capitalised(word)
                and (
                    not acronym or any(word.text in cached_words(text) for text in ctx.given_texts)
                )
                and (
                    not is_sentence_start(claim.text, word.start)
                    or _bare_name(word) in known
                    or not word.text[0].isupper()  # "iPhone" is a name wherever it stands
                )
            ):
                continue
            frame = claim_stems - {word.stem}
            least = MIN_NAMED_FRAME if k + 1 == len(tokens) and names - {word.stem} else MIN_FRAME
            if len(frame) < least or _said_anywhere(frame | {word.stem}, ctx):
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if any(
                    t.stem == word.stem and _in_place_of(tokens, k, sent_tokens, n)
                    for n, t in enumerate(sent_tokens)
                ):
                    # the sentence says it of the claim's name too, in the same place ("She won
                    # the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911")
                    continue
                spare = _anchored_verbs(tokens, sent_tokens)
                if not _frames(
                    frame, names - {word.stem}, content_stems(sent_tokens), ev, sent, ctx, spare
                ):
                    continue
                for m, other in enumerate(sent_tokens):
                    if (
                        is_content(other)
                        and _capitalised(other)
                        and (
                            not is_sentence_start(sent.text, other.start)
                            or _bare_name(other) in known
                        )
                        and other.stem not in claim_stems
                        and not _spelt_alike(word.text, other.text)
                        and not (acronym and other.text[0] == word.text[0])
                        and _in_place_of(tokens, k, sent_tokens, m)
                        and not _title_of(word.text, other.text, ctx)
                    ):
                        return [_said_of_another(claim, ctx, word, other, ev, sent.text)]
        return []

    def _other_name_run(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: a name of two or more words where the evidence sentence that says
        the rest of the claim has another name between the same words ("Jobs named Steve
        Wozniak as his successor" against "... naming Tim Cook as his successor"; at the claim's
        end, after the same two words); no source sentence holds all the claim's words."""
        stems = content_stems(tokens)
        if _said_anywhere(stems, ctx):
            return []
        for a, b in _name_runs(claim.text, tokens):
            run = {t.stem for t in tokens[a:b]}
            frame = stems - run
            if len(frame) < MIN_FRAME or a == 0:
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not frame <= content_stems(sent_tokens):
                    continue
                for c, d in _name_runs(sent.text, sent_tokens):
                    # a name that ends the claim needs the same two words before it ("saved a
                    # penalty from Olga Carmona" / "saved a penalty from Jennifer Hermoso in")
                    ends = (
                        b == len(tokens)
                        and a >= 2
                        and c >= 2
                        and sent_tokens[c - 2].stem == tokens[a - 2].stem
                    )
                    if (
                        c > 0
                        and not {t.stem for t in sent_tokens[c:d]} & run
                        and sent_tokens[c - 1].stem == tokens[a - 1].stem
                        and (ends or _after(sent_tokens, d - 1, 1) == _after(tokens, b - 1, 1))
                    ):
                        other = sent.text[sent_tokens[c].start : sent_tokens[d - 1].end]
                        mine = claim.text[tokens[a].start : tokens[b - 1].end]
                        return [
                            _flag(
                                claim,
                                ctx,
                                (tokens[a].start, tokens[b - 1].end),
                                ev,
                                sent.text,
                                FlagType.ENTITY_MISMATCH,
                                Severity.HIGH,
                                message=f'The source says this of "{other}", not of "{mine}": '
                                f"{quote(sent.text, 160)}.",
                                suggestion=f'Replace "{mine}" with "{other}".',
                            )
                        ]
        return []

    def _other_agent(
        self, claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the claim's deed done "by" someone the evidence sentence, saying the
        rest of the claim with the same verb, has it done by another ("must be approved by the
        CEO" against "must be approved by a department head"; "Elon Musk founded Tesla", the
        deed told actively, against "Tesla was founded ... by Martin Eberhard"). Neither names
        the other: no word shared, not an acronym of the other's words ("funded by the NIH" /
        "by the National Institutes of Health"), and the claim's doer is nowhere in the
        sentence."""
        deed = _credited_deed(claim.text)
        if deed is None:
            return []
        mine = _agent_words(deed.agent)
        verb = stem(deed.verb.lower())
        if not mine:
            return []
        frame, subject = deed.frame, deed.subject
        if len(frame) < (MIN_NAMED_FRAME if deed.named else MIN_FRAME):
            return []
        for ev, sent in evidence_sentences(evidence):
            stems = content_stems(tokenize(sent.text))
            if coverage(frame, stems) < _AGENT_FRAME:
                continue
            # the claim's doer may be in the sentence, but as no doer of its ("led by Sequoia
            # Capital, with participation from Accel")
            if any(mine & _agent_words(o.group("agent")) for o in _BY_AGENT.finditer(sent.text)):
                continue
            if mine & stems and not _ALONGSIDE.search(sent.text):
                continue
            for o in _BY_AGENT.finditer(sent.text):
                theirs = _agent_words(o.group("agent"))
                if stem(o.group("verb").lower()) != verb or not theirs or _spells(mine, theirs):
                    continue
                # the deed of the same thing: "Craters are caused by impacts" says nothing of
                # what causes a caldera
                clause = _CLAUSE_START.split(sent.text[: o.start("verb")])[-1]
                if not subject & content_stems(tokenize(clause)):
                    continue
                # one doer in other words: "researchers" / "scientists", "doctor" / "physician"
                if any(
                    _one_word(a, b)
                    for a in tokenize(deed.agent)
                    for b in tokenize(o.group("agent"))
                    if is_content(a) and is_content(b)
                ):
                    continue
                other = sent.text[o.start("verb") : o.end("agent")]
                return [_says_other(claim, ctx, deed.span, ev, sent.text, deed.said, other)]
        return []

    def _other_name_same_head(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: a name of two or more words that no source writes, whose last word
        the evidence sentence gives another name of the same length in the same place ("won the
        Premier League and the League Cup" against "won the Premier League and the FA Cup"),
        the words where they differ each name's own (:func:`_other_words`; "Japanese Space
        Agency" / "Canadian Space Agency"). Each word may be in the sources, in another name."""
        for a, b in _name_runs(claim.text, tokens):
            mine = [t.lower for t in tokens[a:b]]
            phrase = f" {' '.join(mine)} "
            said = claim.text[tokens[a].start : tokens[b - 1].end]
            if (
                a == 0
                or "," in said
                or any(phrase in f" {cached_joined(text)} " for text in ctx.given_texts)
            ):
                continue
            # the rest of the claim, an irregular past read by its base ("having won" / "had won")
            frame = _bases(tokens) - _bases(tokens[a:b])
            if len(frame) < MIN_NAMED_FRAME:
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not frame <= _bases(sent_tokens):
                    continue
                for c, d in _name_runs(sent.text, sent_tokens):
                    theirs = [t.lower for t in sent_tokens[c:d]]
                    if (
                        d - c == b - a
                        and theirs[-1] == mine[-1]
                        and _other_words(mine[:-1], theirs[:-1])
                        and sent_tokens[c - 1].lower == tokens[a - 1].lower
                        and ","
                        not in (other := sent.text[sent_tokens[c].start : sent_tokens[d - 1].end])
                    ):
                        span = _differing(tokens[a:b], mine, theirs)
                        return [_says_other(claim, ctx, span, ev, sent.text, said, other)]
        return []

    def _other_role(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the evidence sentence says the claim's words of one thing and
        something else of the claim's thing, in two clauses ("Loans grew 3%" against "Deposits
        grew 3%, while loans were flat"; "praised the webcam" against "praised the keyboard but
        criticised the webcam").

        The claim's word and the sentence's other word stand between the same neighbours and
        next to the same content word (:func:`_anchored`), and the sentence has the claim's word
        only past a clause-joining conjunction, where it is said with another content word."""
        claim_stems = content_stems(tokens)
        if len(claim_stems) < MIN_ROLE_FRAME:
            return []
        for ev, sent in evidence_sentences(evidence):
            if _CLAUSE_JOINS.search(sent.text) is None:
                continue  # one clause: nothing said of another thing in a second one
            sent_tokens = tokenize(sent.text)
            if not claim_stems <= content_stems(sent_tokens):
                continue
            things = [_thing(t) for t in sent_tokens]
            for k, word in enumerate(tokens):
                named = word.text[0].isupper() and not is_sentence_start(claim.text, word.start)
                if not _thing(word):
                    continue
                if not named and any(
                    t.stem == word.stem
                    and t.text[0].isupper()
                    and not is_sentence_start(sent.text, t.start)
                    for t in sent_tokens
                ):
                    continue  # a name: the entities detector's and _other_name's
                # one thing of the sentence, or two in a row ("of stroke by 30%" against "of
                # heart attack by 30% but had no effect on stroke")
                for m, width in itertools.product(range(len(sent_tokens)), (2, 1)):
                    span = sent_tokens[m : m + width]
                    if (
                        len(span) < width
                        or not all(things[m : m + width])
                        # a name in the place of a name ("passed the Senate" against "passed
                        # the House but stalled in the Senate"), a thing of a thing
                        or (
                            span[0].text[0].isupper()
                            and not is_sentence_start(sent.text, span[0].start)
                        )
                        != named
                        or any(t.stem == word.stem for t in span)
                        # a compound is no synonym of its head's ("heart attack" / "stroke")
                        or _one_word(word, span[0])
                        or not _same_slot(tokens, k, sent_tokens, m, width)
                    ):
                        continue
                    side = _anchored_span(tokens, k, sent_tokens, m, width)
                    if side is None:
                        continue
                    edge = m if side < 0 else m + width - 1
                    places = [p for p, t in enumerate(sent_tokens) if t.stem == word.stem]
                    if places and all(
                        _apart(sent.text, sent_tokens, m, p)
                        and _anchor(sent_tokens, p, side) != _anchor(sent_tokens, edge, side)
                        for p in places
                    ):
                        other = span[0]
                        if width > 1:
                            other = token(
                                sent.text[span[0].start : span[-1].end],
                                span[0].start,
                                span[-1].end,
                            )
                        return [_said_of_another(claim, ctx, word, other, ev, sent.text)]
        return []

    def _other_clause(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: the claim's subject is the subject of one clause of the evidence
        sentence, and the claim's words that clause lacks are all in another clause, which has
        another subject ("Tenants are responsible for plumbing repairs" against "The landlord is
        responsible for repairs to plumbing and heating; tenants are responsible for replacing
        light bulbs"). The claim is one clause, and a subject is a noun after nothing but a
        determiner, before a verb."""
        k = _subject(tokens)
        if k is None or _CLAUSE_JOINS.search(claim.text) or "," in claim.text:
            return []
        word = tokens[k]
        rest = content_stems(tokens) - {word.stem}
        if len(rest) < MIN_CLAUSE_FRAME:
            return []
        for ev, sent in evidence_sentences(evidence):
            cuts = [0, *(m.end() for m in _CLAUSE_JOINS.finditer(sent.text)), len(sent.text)]
            if len(cuts) < 3:
                continue
            clauses = [tokenize(sent.text[a:b]) for a, b in itertools.pairwise(cuts)]
            subjects = [(c, _subject(c)) for c in clauses]
            mine = [c for c, i in subjects if i is not None and c[i].stem == word.stem]
            if len(mine) != 1:
                continue
            missing = rest - content_stems(mine[0])
            if not missing:
                continue
            for c, i in subjects:
                if i is None or c[i].stem == word.stem:
                    continue
                stems = content_stems(c)
                if word.stem not in stems and missing <= stems:
                    return [_said_of_another(claim, ctx, word, c[i], ev, sent.text)]
        return []

    def _other_rank(
        self,
        claim: Claim,
        ctx: CheckContext,
        tokens: Sequence[Token],
        k: int,
        sent_tokens: Sequence[Token],
        ev: Evidence,
        sentence: str,
        *,
        between: bool = False,
    ) -> Flag | None:
        """NUMERIC_MISMATCH: another ordinal, or "last", before the same word ("its first
        factory" / "a second factory in Monterrey"; "during the first three months of pregnancy"
        / "the last three months"); with ``between``, also after the same word ("your")."""
        word = tokens[k]
        for m, other in enumerate(sent_tokens):
            if (
                (other.lower in ORDINALS or other.lower == "last")
                and _same_side(tokens, k, sent_tokens, m)
                and (not between or _between_same(tokens, k, sent_tokens, m))
            ):
                return _flag(
                    claim,
                    ctx,
                    word,
                    ev,
                    sentence,
                    FlagType.NUMERIC_MISMATCH,
                    Severity.HIGH,
                    message=(
                        f'The answer says "{word.text}" but the source says "{other.text}": '
                        f"{quote(sentence, 160)}."
                    ),
                    suggestion=f'Replace "{word.text}" with "{other.text}".',
                )
        return None

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
        if not frame:
            return []
        word = tokens[k]
        names = {t.stem for t in tokens if t.text[0].isupper()} - {word.stem}
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            stems = content_stems(sent_tokens)
            if len(frame) < MIN_DAY_FRAME:
                # "The meeting is on Tuesday" against "The meeting is on Thursday": one word
                # of frame will do where the sentence's day stands between the claim's words
                slot = [
                    m
                    for m, t in enumerate(sent_tokens)
                    if _weekday(t.lower) and _same_slot(tokens, k, sent_tokens, m)
                ]
                if frame <= stems and slot:
                    return [
                        _other_day_flag(claim, ctx, word, sent_tokens[slot[0]].text, ev, sent.text)
                    ]
                continue
            # A long frame may hold one more change ("in west Leeds" / "in east Leeds").
            near = len(frame) >= MIN_LOOSE_DAY_FRAME and len(frame - stems) <= 1
            if not near and not _frames(frame, names, stems, ev, sent, ctx):
                continue
            days = [m for m, t in enumerate(sent_tokens) if _weekday(t.lower)]
            if not days:
                continue
            # a day the claim names too is not the one it replaced ("moved from Tuesday to
            # Thursday" against "originally scheduled for Tuesday, ... moved to Wednesday")
            mine = {t.lower for t in tokens}
            days = [m for m in days if sent_tokens[m].lower not in mine] or days
            m = next((m for m in days if _same_slot(tokens, k, sent_tokens, m)), days[0])
            return [_other_day_flag(claim, ctx, word, sent_tokens[m].text, ev, sent.text)]
        if len(frame) < MIN_DAY_FRAME:
            return []
        return self._unnamed_day(claim, ctx, evidence, word, frame)

    def _unnamed_day(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        word: Token,
        frame: set[str],
    ) -> list[Flag]:
        """TEMPORAL_DISTORTION: a weekday no source names, in sources that date their events
        by other weekdays, none of them in the sentence holding the claim ("killed in a drone
        strike on Monday" against "killed in the January operation", the sources naming
        Thursday for when it was revealed). The day cited is that of the evidence sentence
        sharing most of the claim's words. Sources that name no weekday ("grab some beer on
        Friday night" of a chat) say nothing against one."""
        best: tuple[int, Evidence, Sentence, Token] | None = None
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            day = next((t for t in sent_tokens if _weekday(t.lower)), None)
            if day is None:
                continue
            shared = len(frame & content_stems(sent_tokens))
            if shared >= MIN_DAY_FRAME and (best is None or shared > best[0]):
                best = (shared, ev, sent, day)
        if best is None:
            return []
        _, ev, sent, day = best
        return [_other_day_flag(claim, ctx, word, day.text, ev, sent.text)]

    def _known_rank(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """NUMERIC_MISMATCH: an ordinal the sources use elsewhere, where the evidence sentence
        holding every other content word of the claim has another before the same word, and
        not the claim's ("Mark Ellison was found guilty of first-degree murder" against "found
        Mark Ellison guilty of second-degree murder", "first-degree" being what he was
        acquitted of)."""
        names = _name_stems(tokens)
        for k, word in enumerate(tokens):
            if word.lower not in ORDINALS:
                continue
            frame = content_stems(tokens) - {word.stem}
            if len(frame) < MIN_FRAME:
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                stems = content_stems(sent_tokens)
                if word.lower in {t.lower for t in sent_tokens} or not _frames(
                    frame, names, stems, ev, sent, ctx
                ):
                    continue
                flag = self._other_rank(claim, ctx, tokens, k, sent_tokens, ev, sent.text)
                if flag is not None:
                    return [flag]
        return []

    def _known_day(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """TEMPORAL_DISTORTION: a weekday the sources name elsewhere, where the evidence sentence
        that holds the rest of the claim (all but one of three or more content words) names
        another after the same word, and not the claim's ("Acme announced the deal on Monday"
        against "Acme Corp announced on Tuesday that it will acquire Globex", Monday being the
        day of a closing price). A sentence that names the claim's day too names it in another
        place: "The meeting was moved to Thursday" against "The meeting, originally set for
        Thursday, was moved to Friday" (two words before the day the same, the frame all in the
        sentence)."""
        for k, word in enumerate(tokens):
            if k == 0 or not _weekday(word.lower):
                continue
            frame = content_stems(tokens) - {word.stem}
            if len(frame) < MIN_DAY_FRAME:
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                stems = content_stems(sent_tokens)
                if word.stem in stems:
                    other_place = _day_moved(tokens, k, sent_tokens)
                    if other_place is not None and frame <= stems:
                        return [
                            _other_day_flag(
                                claim, ctx, word, other_place, ev, sent.text, named=True
                            )
                        ]
                    continue
                if len(frame) < MIN_FRAME or len(frame - stems) > 1:
                    continue
                m = next(
                    (
                        m
                        for m, t in enumerate(sent_tokens)
                        if m
                        and _weekday(t.lower)
                        and sent_tokens[m - 1].lower == tokens[k - 1].lower
                    ),
                    None,
                )
                if m is None:
                    continue
                other = sent_tokens[m].text
                return [_other_day_flag(claim, ctx, word, other, ev, sent.text, named=True)]
        return []

    def _known_in_place(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: a noun the sources use elsewhere, in the place of the evidence
        sentence's noun, the rest of the claim the sentence's ("Patients with type 2 diabetes
        should start with insulin" against "... should start with metformin unless it is
        contraindicated", insulin being recommended in another sentence); no source sentence
        holds all the claim's words."""
        stems = content_stems(tokens)
        if _said_anywhere(stems, ctx):
            return []
        names = frozenset().union(*map(capitalised_inside, ctx.given_texts))
        for k, word in enumerate(tokens):
            if not (_checkable(word) and _thing_named(word)) or (
                word.text[0].isupper()
                # a name is the name checks' business, at a sentence's start too ("Fleming,
                # Florey and Chain shared" is no "Howard Florey")
                and (not is_sentence_start(claim.text, word.start) or _bare_name(word) in names)
            ):
                continue
            for ev, sent, sent_tokens, said in framing(tokens, k, evidence, 1.0, ctx):
                if word.stem in said:
                    continue
                for m, other in enumerate(sent_tokens):
                    if (
                        _checkable(other)
                        and _thing_named(other)
                        and other.stem not in stems
                        and not _one_word(word, other)
                        and _same_slot(tokens, k, sent_tokens, m)
                    ):
                        return [self._swap(claim, ctx, word, other.text, ev, sent.text, known=True)]
        return []

    def _known_pair_in_place(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
    ) -> list[Flag]:
        """ENTITY_MISMATCH: two words in a row that the sources use elsewhere, in the place of
        one or two words of the evidence sentence that says the rest of the claim ("The Calvin
        cycle takes place in the thylakoid membranes" against "The Calvin cycle, which takes
        place in the stroma, ..."; "carbon dioxide is split" against "water is split"); no source
        sentence holds all the claim's words."""
        stems = content_stems(tokens)
        if _said_anywhere(stems, ctx):
            return []
        adjacent = cached_adjacent(ctx.given_texts)
        names = frozenset().union(*map(capitalised_inside, ctx.given_texts))
        for k in range(len(tokens) - 1):
            pair = tokens[k : k + 2]
            if (
                not all(_checkable(t) and _noun_or_unknown(t) for t in pair)
                or any(t.text[0].isupper() for t in pair)
                or not _nounish(pair[1])
                # a phrase the sources use as such ("carbon dioxide", "thylakoid membranes")
                or (pair[0].lower, pair[1].lower) not in adjacent
            ):
                continue
            frame = stems - {t.stem for t in pair}
            if len(frame) < MIN_FRAME:
                continue
            left = tokens[k - 1].lower if k > 0 else None
            right = tokens[k + 2].lower if k + 2 < len(tokens) else None
            if (left is None and right is None) or left in _LIST_JOINS:
                continue  # nothing around it, or a list's item ("effective and personalized")
            if any(_bare_name(t) in names for t in pair):
                continue  # a name written in lower case ("director damien")
            # after a comma, the word before is another clause's: any comma will do there
            left_comma = k > 0 and "," in claim.text[tokens[k - 1].end : pair[0].start]
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                said = content_stems(sent_tokens)
                if not frame <= said or {t.stem for t in pair} & said:
                    continue
                for m in range(len(sent_tokens)):
                    for width in (1, 2):
                        theirs = sent_tokens[m : m + width]
                        if (
                            len(theirs) < width
                            or not all(
                                _checkable(t) and _noun_or_unknown(t) and t.stem not in stems
                                for t in theirs
                            )
                            or not _nounish(theirs[-1])
                        ):
                            continue
                        before = sent_tokens[m - 1].lower if m > 0 else None
                        after = (
                            sent_tokens[m + width].lower if m + width < len(sent_tokens) else None
                        )
                        comma = m > 0 and "," in sent.text[sent_tokens[m - 1].end : theirs[0].start]
                        left_ok = left is None or left == before or (left_comma and comma)
                        # at the claim's end, the word before must be the sentence's own
                        right_ok = right == after if right is not None else left == before
                        if left_ok and right_ok:
                            other = sent.text[theirs[0].start : theirs[-1].end]
                            mine = claim.text[pair[0].start : pair[1].end]
                            return [
                                _flag(
                                    claim,
                                    ctx,
                                    (pair[0].start, pair[1].end),
                                    ev,
                                    sent.text,
                                    FlagType.ENTITY_MISMATCH,
                                    Severity.MEDIUM,
                                    message=f'The answer says "{mine}" where the source says '
                                    f'"{other}": {quote(sent.text, 160)}; no source says it '
                                    f'with "{mine}".',
                                    suggestion=f'Replace "{mine}" with "{other}", or cite a '
                                    "source that says it.",
                                )
                            ]
        return []

    def _other_ending(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        unknown: Sequence[int],
    ) -> list[Flag]:
        """ENTITY_MISMATCH (medium): the words no source uses end the claim after a verb and a
        preposition, where the evidence sentence that says the rest has other words after the
        same two ("The trial was funded by a pharmaceutical company" against "The trial was
        funded by the Academy of Finland")."""
        first = unknown[0]
        if list(unknown) != list(range(first, len(tokens))):
            return []
        opens = first - 1 if tokens[first - 1].lower in _ARTICLES else first
        if opens < 2 or tokens[opens - 1].lower not in _ENDING_PREPOSITIONS:
            return []
        verb, prep = tokens[opens - 2], tokens[opens - 1]
        if not is_content(verb) or not all(_noun_or_unknown(tokens[k]) for k in unknown):
            return []
        stems = content_stems(tokens)
        frame = stems - {tokens[k].stem for k in unknown}
        if len(frame) < MIN_LIST_FRAME:  # the verb and the preposition before must match too
            return []
        said = claim.text[tokens[first].start : tokens[-1].end]
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            for m in range(2, len(sent_tokens)):
                if sent_tokens[m - 1].lower != prep.lower or sent_tokens[m - 2].stem != verb.stem:
                    continue
                theirs = _phrase_at(sent.text, sent_tokens, m)
                words = [t for t in theirs if is_content(t)]
                if not words or any(
                    t.stem in stems or t.lower in _WHEN_WORDS or not _noun_or_unknown(t)
                    for t in words
                ):
                    continue  # "reopen from yesterday" says when, not from what
                if any(_spelt_alike(tokens[k].lower, t.lower) for k in unknown for t in words):
                    continue  # "organizations" / "organisations"
                other = sent.text[theirs[0].start : theirs[-1].end]
                return [
                    _said_instead(
                        claim,
                        ctx,
                        (tokens[first].start, tokens[-1].end),
                        ev,
                        sent.text,
                        said,
                        other,
                    )
                ]
        return []

    def _one_for_two(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        k: int,
        frame: set[str],
    ) -> list[Flag]:
        """ENTITY_MISMATCH (medium): the claim's one unknown word stands between the words that
        hold two others in the evidence sentence that says the rest ("She died of tuberculosis
        at the age of 36" against "She died of uterine cancer at the age of 36")."""
        word = tokens[k]
        if not (0 < k < len(tokens) - 1) or len(frame) < MIN_FRAME or not _thing_named(word):
            return []  # a noun to WordNet or no word of it: not "facilitate", "traditional"
        for ev, sent, pair in _pairs_between(
            ctx, evidence, tokens, frame, tokens[k - 1], tokens[k + 1]
        ):
            if (
                all(_checkable(t) and t.stem not in frame for t in pair)
                and _nounish(pair[1])
                and not any(_spelt_alike(word.lower, t.lower) for t in pair)
                and not re.search(r"[^\w\s'’-]", sent.text[pair[0].end : pair[1].start])
            ):
                other = sent.text[pair[0].start : pair[1].end]
                return [_said_instead(claim, ctx, word, ev, sent.text, word.text, other)]
        return []

    def _other_phrase(
        self,
        claim: Claim,
        ctx: CheckContext,
        evidence: Sequence[Evidence],
        tokens: Sequence[Token],
        k: int,
    ) -> list[Flag]:
        """ENTITY_MISMATCH: two words in a row no source uses, between the words that hold two
        others in the evidence sentence ("a master's degree in electrical engineering from"
        against "a master's degree in computer science from")."""
        # at the claim's end, the two words before hold the pair ("effective against severe
        # disease" / "effective against symptomatic infection in trials")
        last = k + 2 == len(tokens) and k >= 2
        if not (k > 0 and (k + 2 < len(tokens) or last)) or not all(
            _noun_or_unknown(t) for t in tokens[k : k + 2]
        ):
            return []
        frame = content_stems(tokens) - {tokens[k].stem, tokens[k + 1].stem}
        if len(frame) < MIN_FRAME:
            return []
        said = claim.text[tokens[k].start : tokens[k + 1].end]
        span = (tokens[k].start, tokens[k + 1].end)
        right = tokens[k + 2] if not last else None
        before = tokens[k - 2] if last else None
        for ev, sent, pair in _pairs_between(
            ctx, evidence, tokens, frame, tokens[k - 1], right, before
        ):
            if all(is_content(t) and t.stem not in frame and _noun_or_unknown(t) for t in pair):
                other = sent.text[pair[0].start : pair[1].end]
                return [_said_instead(claim, ctx, span, ev, sent.text, said, other)]
        return []

    def _swap(
        self,
        claim: Claim,
        ctx: CheckContext,
        word: Token,
        other: str,
        ev: Evidence,
        sentence: str,
        *,
        opposite: bool = False,
        kind: bool = False,
        known: bool = False,
        numeric: bool = False,
    ) -> Flag:
        """The flag of a word no source uses (``known``: no source uses so) in the place of
        ``other``: opposites and words of one kind that exclude each other (``kind``: "written" /
        "verbal") contradict, and so do two figures (``numeric``: codes, "IP67" / "IP68"; counts
        in words, "three of its four" / "two of its four"), a NUMERIC_MISMATCH."""
        said = f'the opposite, "{other}"' if opposite else f'"{other}"'
        numeric = numeric or word.lower in _COUNT_WORDS
        opposite = opposite or kind or numeric
        unused = (
            f'no source says it with "{word.text}"' if known else f'no source uses "{word.text}"'
        )
        kind_of = FlagType.CONTRADICTION if opposite else FlagType.ENTITY_MISMATCH
        if numeric:
            kind_of = FlagType.NUMERIC_MISMATCH
        return _flag(
            claim,
            ctx,
            word,
            ev,
            sentence,
            kind_of,
            Severity.HIGH if opposite else Severity.MEDIUM,
            message=(
                f'The answer says "{word.text}" where the source says {said}: '
                f"{quote(sentence, 160)}; {unused}."
            ),
            suggestion=f'Replace "{word.text}" with "{other}", or cite a source that says it.',
            contradicts=opposite,
        )


_COUNT_WORDS = frozenset(COUNT_WORDS)
#: Words of a claim about who said what in a meeting, not of what was said.
_SAYING = frozenset(
    stem(w)
    for w in word_set(
        "said say says suggested suggest suggests proposed propose proposes agreed agree agrees"
        " think thinks thought want wants wanted mentioned mention mentions noted note notes"
        " stated state states expert designer manager member team"
        # what a caller asked for is what they said ("The customer asked for a full refund")
        " asked ask asks requested request requests preferred prefer prefers chose choose opted"
    )
)
#: A turn that speaks for its speaker alone.
_FIRST_PERSON = re.compile(r"\b(?:I|I'll|I'd|I'm|I've|me|my)\b")
#: Words before a speaker's name in a claim that still make the name its subject ("The").
_SPEAKER_LEAD = 2


class _Turn(NamedTuple):
    """A transcript's turn, read once per source: who speaks, what, its content stems, and
    whether it speaks in the first person singular."""

    label: str
    text: str
    stems: frozenset[str]
    first_person: bool
    #: Stems of the content words side by side in it: ("titanium", "case") of "a titanium case".
    pairs: frozenset[tuple[str, str]]


@text_cache(maxsize=SOURCE_TEXTS)
def _spoken(text: str) -> tuple[_Turn, ...]:
    """:func:`transcripts.turns` of a source with each turn's stems (every claim reads them)."""
    out = []
    for lab, said in turns(text):
        tokens = tokenize(said)
        out.append(
            _Turn(
                lab,
                said,
                frozenset(content_stems(tokens)),
                bool(_FIRST_PERSON.search(said)),
                _content_pairs(tokens),
            )
        )
    return tuple(out)


def _content_pairs(
    tokens: Sequence[Token], leave_out: AbstractSet[str] = frozenset()
) -> frozenset[tuple[str, str]]:
    """Stems of two content words side by side ("titanium case"), ``leave_out`` stems aside."""
    return frozenset(
        (a.stem, b.stem)
        for a, b in itertools.pairwise(tokens)
        if is_content(a)
        and is_content(b)
        and b.start - a.end <= 1
        and a.stem not in leave_out
        and b.stem not in leave_out
    )


def _other_speaker(claim: Claim, ctx: CheckContext, tokens: Sequence[Token]) -> list[Flag]:
    """ENTITY_MISMATCH: a transcript's speaker named as the claim's subject, doing what another
    speaker says they will do or think ("The Project Manager will prepare the prototype" against
    "User Interface: I'll prepare the prototype for the next meeting"). No turn of the named
    speaker holds the claim's other content words; a turn of another, in the first person
    singular, holds them all."""
    lowered = claim.text.lower()
    for sid, source in ctx.sources.items():
        said = _spoken(source.text)
        if not said:
            continue
        named = {
            label: m
            for label in {turn.label for turn in said}
            if (m := re.search(rf"\b{re.escape(label.lower())}\b", lowered)) is not None
        }
        if len(named) != 1:
            continue
        ((label, m),) = named.items()
        if len(claim.text[: m.start()].split()) > _SPEAKER_LEAD:
            continue  # the speaker is no subject: "... as the Project Manager asked"
        aside = content_stems(tokenize(label)) | _SAYING
        deed = content_stems(tokens) - aside
        if len(deed) < MIN_LIST_FRAME:
            continue
        # what the claim writes side by side ("a titanium case") the turn must too
        pairs = _content_pairs(tokens, aside)
        own = [turn for turn in said if turn.label == label]
        if deed <= frozenset().union(*(t.stems for t in own)) and pairs <= frozenset().union(
            *(t.pairs for t in own)
        ):
            continue  # the named speaker's own turns say it
        for lab, text, stems, first_person, theirs in said:
            if lab != label and first_person and deed <= stems and pairs <= theirs:
                return [
                    make_flag(
                        claim,
                        ctx,
                        m.start(),
                        m.end(),
                        type=FlagType.ENTITY_MISMATCH,
                        severity=Severity.HIGH,
                        message=(
                            f'The answer says this of "{claim.text[m.start() : m.end()]}", but '
                            f"in the transcript {lab} says it: {quote(text, 160)}."
                        ),
                        suggestion=f'Replace "{claim.text[m.start() : m.end()]}" with "{lab}".',
                        source_says=f"{lab}: {text}",
                        source_id=sid,
                        contradicts=True,
                    )
                ]
    return []


_NAME_RUN = r"(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*"
#: "re-" of "re-election": winning again is winning what the sentence names.
_AGAIN = re.compile(r"\bre-?(?=elect)", re.IGNORECASE)
#: A claim that someone won: "Tom Hale won the 2024 mayoral election".
_WINNER = re.compile(r"^\W*(?P<who>" + _NAME_RUN + r")\s+(?:won|wins|beat|beats|defeated)\b")
#: A sentence that names the winner and the one beaten: "Maria Lopez won with 52.3% of the vote,
#: defeating incumbent Tom Hale".
_BEATEN = re.compile(
    r"(?P<winner>" + _NAME_RUN + r")\s+(?:won|beat|defeated)\b(?:[^.;]|\.(?=\d))*?"
    r"\b(?:defeating|beating|over)"
    r"\s+(?:the\s+)?(?:(?:incumbent|rival|challenger|defending\s+champion)\s+)?"
    r"(?P<loser>" + _NAME_RUN + r")"
)


def _loser_as_winner(claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]) -> list[Flag]:
    """ENTITY_MISMATCH: the claim says the one the evidence sentence says was beaten won ("Tom
    Hale won the 2024 mayoral election" against "Maria Lopez won with 52.3% of the vote,
    defeating incumbent Tom Hale")."""
    m = _WINNER.search(claim.text)
    if m is None:
        return []
    who = {w.lower() for w in m.group("who").split()} - STOPWORDS
    # what was won is the sentence's: "won the quarterfinal" is not "won the semifinal"
    # "won re-election" is a win of the election the sentence names
    rest = content_stems(tokenize(_AGAIN.sub("", claim.text[m.end() :])))
    for ev, sent in evidence_sentences(evidence):
        if not rest <= content_stems(tokenize(sent.text)):
            continue
        for b in _BEATEN.finditer(sent.text):
            winner = {w.lower() for w in b.group("winner").split()} - STOPWORDS
            loser = {w.lower() for w in b.group("loser").split()} - STOPWORDS
            if who & loser and not who & winner:
                name = b.group("winner").strip()
                return [
                    _flag(
                        claim,
                        ctx,
                        (m.start("who"), m.end("who")),
                        ev,
                        sent.text,
                        FlagType.ENTITY_MISMATCH,
                        Severity.HIGH,
                        message=f'The source says {name} won, beating "{m.group("who")}": '
                        f"{quote(sent.text, 160)}.",
                        suggestion=f'Replace "{m.group("who")}" with "{name}".',
                    )
                ]
    return []


#: Nouns that a capital letter labels: "a Series B round", "Vitamin D", "Terminal 2"'s kin.
_LETTERED = word_set(
    "series class type vitamin hepatitis plan phase gate terminal building block exhibit "
    "appendix section schedule grade level category group division tier part annex wing zone "
    "lot pier platform concourse unit model form"
)
_LETTER_LABEL = re.compile(r"\b(?P<noun>[A-Za-z][a-z]+)\s+(?P<letter>[A-Z])\b(?![’'\w-]|\.\w)")


def _other_office(
    claim: Claim,
    ctx: CheckContext,
    evidence: Sequence[Evidence],
    tokens: Sequence[Token],
) -> list[Flag]:
    """ENTITY_MISMATCH: an office the evidence sentence holding the rest of the claim gives
    otherwise ("The CEO said profits would rise" against "The CFO said profits would rise";
    "Jeff Williams is the CEO" against "Tim Cook became CEO. Jeff Williams is the COO"), where
    no sentence holding the rest names the claim's office, spelt out or not ("chief
    executive")."""
    for k, word in enumerate(tokens):
        if word.lower not in OFFICE_TITLES:
            continue
        spelt = _OFFICE_SPELT.get(word.lower, word.lower)
        frame = content_stems(tokens) - {word.stem}
        if len(frame) < MIN_DAY_FRAME:
            continue
        found = None
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not frame <= content_stems(sent_tokens):
                continue
            if word.stem in content_stems(sent_tokens) or spelt in sent.text.lower():
                found = None
                break  # a sentence says it of the claim's office
            other = next(
                (
                    t
                    for m, t in enumerate(sent_tokens)
                    if t.lower in OFFICE_TITLES
                    and t.lower != word.lower
                    and _same_slot(tokens, k, sent_tokens, m)
                ),
                None,
            )
            if other is not None and found is None:
                found = _said_of_another(claim, ctx, word, other, ev, sent.text)
        if found is not None:
            return [found]
    return []


def _other_model(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence], tokens: Sequence[Token]
) -> list[Flag]:
    """ENTITY_MISMATCH: the claim's words said only of another model of the claim's name: "The
    iPhone 15 has a titanium frame" against "The iPhone 15 Pro has a titanium frame. The iPhone
    15 has an aluminum frame" (a model word, "Pro", after the claim's name in every sentence
    holding the rest of the claim)."""
    stems = content_stems(tokens)
    if len(stems) < MIN_DAY_FRAME + 1 or not any(
        w in ev.text for ev in evidence for w in _MODEL_WORDS
    ):
        return []  # no model word in the evidence: nothing to read sentence by sentence
    found = None
    for ev, sent in evidence_sentences(evidence):
        sent_tokens = tokenize(sent.text)
        if not stems <= content_stems(sent_tokens):
            continue
        model = None
        for k, word in enumerate(tokens):
            if not (word.text[0].isupper() or word.text[0].isdigit()):
                continue
            after = tokens[k + 1].text if k + 1 < len(tokens) else ""
            places = [m for m, t in enumerate(sent_tokens) if t.text == word.text]
            if after in _MODEL_WORDS or not places:
                continue
            if all(
                m + 1 < len(sent_tokens) and sent_tokens[m + 1].text in _MODEL_WORDS for m in places
            ):
                first = k
                while first > 0 and (
                    tokens[first - 1].text[0].isdigit()
                    or (
                        any(c.isupper() for c in tokens[first - 1].text)
                        and is_content(tokens[first - 1])
                    )
                ):
                    first -= 1  # the whole name: "iPhone 15", not "15"
                name = claim.text[tokens[first].start : word.end]
                model = (token(name, tokens[first].start, word.end), sent_tokens[places[0] + 1])
                break
        if model is None:
            return []  # a sentence says it of the claim's own name
        if found is None:
            word, suffix = model
            other = token(f"{word.text} {suffix.text}", 0, 0)
            found = _said_of_another(claim, ctx, word, other, ev, sent.text)
    return [found] if found is not None else []


def _from_as_to(claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]) -> list[Flag]:
    """The claim's end of a move the source starts there: "The meeting was moved to Friday"
    against "The meeting was moved from Friday to Monday" (what it left, told as where it went),
    where the sentence holds the rest of the claim and never moves it to the claim's end."""
    for m in _MOVED_TO.finditer(claim.text):
        rest = claim.text[m.end() :]
        frame = content_stems(tokenize(claim.text[: m.end()]))
        if len(frame) < MIN_CLAUSE_FRAME:
            continue
        for ev, sent in evidence_sentences(evidence):
            if not frame <= content_stems(tokenize(sent.text)):
                continue
            for f in _MOVE.finditer(sent.text):
                left = f.group("left")
                if not re.match(rf"{re.escape(left)}\b", rest, re.IGNORECASE):
                    continue
                if re.search(rf"\b(?:to|until)\s+{re.escape(left)}\b", sent.text[f.end() :]):
                    continue
                said = claim.text[m.start() : m.end() + len(left)]
                theirs = f.group().strip()
                kind = (
                    FlagType.NUMERIC_MISMATCH
                    if left[:1].isdigit() or left[:1] in "$€£"
                    else FlagType.TEMPORAL_DISTORTION
                    if _weekday(left.split()[0].lower()) or left.split()[0].lower() in _MONTHS
                    else FlagType.ENTITY_MISMATCH
                )
                return [
                    _flag(
                        claim,
                        ctx,
                        (m.start(), m.end() + len(left)),
                        ev,
                        sent.text,
                        kind,
                        Severity.HIGH,
                        message=f'The answer says "{said}" but the source says "{theirs}": '
                        f"{left} is where it started, not where it went: {quote(sent.text, 160)}.",
                        suggestion=f'Correct it to "{f.group("right")}", as the source says.',
                    )
                ]
    return []


#: A claim's end of a move: "moved to Friday", "rose to $5", "rescheduled to March 3".
_MOVED_TO = re.compile(
    r"\b(?:moved|rescheduled|postponed|changed|switched|shifted|relocated|transferred|rose|fell"
    r"|increased|decreased|raised|lowered|cut|reduced|extended|delayed|pushed|brought)"
    r"(?:\s+(?:back|forward|up|down))?\s+(?:to|until)\s+",
    re.IGNORECASE,
)
#: A move in a source sentence: "from Friday to Monday", "from $5 to $7".
_MOVE = re.compile(
    r"\bfrom\s+(?P<left>[^\s,;.]+(?:\s+[^\s,;.]+){0,2}?)\s+(?:to|until)\s+"
    r"(?P<right>[^\s,;.]+(?:\s+\d+(?:[,.]\d+)*)?)",
    re.IGNORECASE,
)


#: Words that name a model of a product after its name ("iPhone 15 Pro", "Galaxy S24 Ultra").
_MODEL_WORDS = frozenset(["Pro", "Max", "Plus", "Ultra", "Mini", "Lite", "Air", "SE", "XL"])


#: Offices as a source may spell them out ("ceo": "chief executive").
_OFFICE_SPELT = {office: f"chief {word}" for word, office in CHIEF_OF.items()}


def _other_letter(claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]) -> list[Flag]:
    """ENTITY_MISMATCH: a lettered label no source gives ("raised $40 million in a Series C
    round") where the evidence sentence gives the same noun another letter ("Series B")."""
    for m in _LETTER_LABEL.finditer(claim.text):
        noun = m.group("noun")
        if noun.lower() not in _LETTERED:
            continue
        label = re.compile(rf"\b{noun}\s+{m.group('letter')}\b(?![’'\w-]|\.\w)", re.IGNORECASE)
        if any(label.search(text) for text in ctx.given_texts):
            continue
        for ev, sent in evidence_sentences(evidence):
            theirs = next(
                (
                    o
                    for o in _LETTER_LABEL.finditer(sent.text)
                    if o.group("noun").lower() == noun.lower()
                ),
                None,
            )
            if theirs is None:
                continue
            return [
                _says_other(
                    claim, ctx, (m.start(), m.end()), ev, sent.text, m.group(), theirs.group()
                )
            ]
    return []


#: A name and what the text calls it, between commas: "Sarah, a young doctor, moves ...",
#: "... with Jack, a local rancher." The description is lower-case words only.
_APPOSITION = re.compile(
    r"(?P<name>\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),\s+(?:a|an|the)\s+"
    r"(?P<what>[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,3})(?=\s*(?:[,.;:!?]|$))"
)


#: Capitalised words that open a sentence before a comma and name no one.
_NOT_NAMES = word_set(
    "however meanwhile today yesterday tomorrow instead finally additionally moreover "
    "furthermore overall similarly nevertheless therefore thus also still then now here there "
    "later earlier recently currently previously first second third lastly"
)
_PLACE_OR_TIME = word_set("on in at by for since from during until after before")


def _named_person(text: str, m: re.Match[str], name: Sequence[str]) -> bool:
    """Whether an apposition's name is one: no discourse word ("However, the drug ..."), day
    or month, and no preposition before it ("On Monday, the company ...")."""
    words = [w.lower() for w in name]
    if any(w in STOPWORDS or w in _NOT_NAMES or w in _MONTHS or _weekday(w) for w in words):
        return False
    before = text[: m.start()].split()
    return not (before and before[-1].lower() in _PLACE_OR_TIME)


def _other_apposition(claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]) -> list[Flag]:
    """ENTITY_MISMATCH: the claim calls a name something ("Sarah, a young lawyer, moves ...")
    that the evidence calls it otherwise, in the same way ("Sarah, a young doctor, moves ..."):
    the last word of the two descriptions differs, and the source's never has the claim's."""
    for m in _APPOSITION.finditer(claim.text):
        name = m.group("name").split()
        if not _named_person(claim.text, m, name):
            continue
        what = tokenize(m.group("what"))
        head = what[-1] if what else None
        if head is None or not is_content(head):
            continue
        for ev, sent in evidence_sentences(evidence):
            for theirs in _APPOSITION.finditer(sent.text):
                if theirs.group("name").split()[-len(name) :] != name:
                    continue
                said = tokenize(theirs.group("what"))
                if not said or not is_content(said[-1]):
                    continue
                if head.stem in {t.stem for t in said} or _one_word(head, said[-1]):
                    continue
                span = (m.start("what") + head.start, m.start("what") + head.end)
                mine, other = m.group("what"), theirs.group("what")
                return [_says_other(claim, ctx, span, ev, sent.text, mine, other)]
    return []


def _rank_of_another(
    claim: Claim,
    ctx: CheckContext,
    m: re.Match[str],
    ev: Evidence,
    sentence: str,
    held: str,
    name: str,
    verb: str,
) -> Flag:
    """ENTITY_MISMATCH over the claim's name (group "name" of ``m``), which ``held`` a rank the
    evidence sentence gives ``name`` ("The answer says K2 was "the highest mountain" but the
    source says Mount Everest was: ...")."""
    return _flag(
        claim,
        ctx,
        (m.start("name"), m.end("name")),
        ev,
        sentence,
        FlagType.ENTITY_MISMATCH,
        Severity.HIGH,
        message=f"The answer says {m.group('name')} {held} but the source says {name} {verb}: "
        f"{quote(sentence, 160)}.",
        suggestion=f'Write "{name}", as the source does.',
    )


def _other_way_round(
    claim: Claim, ctx: CheckContext, span: Span, ev: Evidence, sentence: str, said: str
) -> Flag:
    """CONTRADICTION over ``span`` of the claim, which the evidence sentence says the other way
    round, as ``said``."""
    claimed = claim.text[span[0] : span[1]]
    return _flag(
        claim,
        ctx,
        span,
        ev,
        sentence,
        FlagType.CONTRADICTION,
        Severity.HIGH,
        message=f'The answer says "{claimed}" but the source has it the other way round, '
        f'"{said}": {quote(sentence, 160)}.',
        suggestion=f'Write "{said}", as the source does.',
    )


#: Verbs that say the same with their two names either way round ("A met B", "B met A").
_SYMMETRIC = frozenset(
    stem(w)
    for w in str.split(
        "met meets meet married marries played plays faced faces drew draws tied ties merged "
        "merges partnered partners collided collides shared shares split splits joined"
    )
)
#: Words that may stand between a name and its verb ("has beaten", "was then").
_AUX = frozenset({"has", "have", "had", "was", "were", "is", "are", "will", "would", "then"})
Span = tuple[int, int]


def _subject(tokens: Sequence[Token]) -> int | None:
    """The index of a clause's subject: a lower-case noun (or a capitalised first word) after
    nothing but a determiner, with an auxiliary or a verb right after it ("The landlord is",
    "tenants replace"); ``None`` where the clause opens otherwise ("In adults, ...")."""
    k = 1 if tokens and tokens[0].lower in _DETERMINERS else 0
    if k + 1 >= len(tokens):
        return None
    word, after = tokens[k], tokens[k + 1]
    if not (is_content(word) and word.text[1:].islower() and "n" in parts_of_speech(word.stem)):
        return None
    verb = (
        after.lower in _AUX
        or is_verb(after.lower)
        or (after.lower.endswith("s") and "v" in parts_of_speech(after.stem))
    )
    return k if verb and after.text.islower() else None


def _name_run(tokens: Sequence[Token], i: int) -> Span | None:
    """The run of capitalised words starting at token ``i`` ("Manchester City"), if any."""
    j = i
    while j < len(tokens) and tokens[j].text[:1].isupper() and tokens[j].text.isalpha():
        j += 1
    return (i, j) if j > i else None


#: Verbs before "to" and the verb of the deed they set out to do ("agreed to acquire").
_INTENDING = word_set(
    "agree agrees agreed plan plans planned decide decides decided seek seeks sought offer offers"
    " offered try tries tried attempt attempts attempted move moves moved vote votes voted"
)


def _name_verb_name(tokens: Sequence[Token]) -> tuple[Span, int, Span] | None:
    """The first "Name verb Name" of a clause: a run of capitalised words, at most two
    auxiliaries, a verb, then (after "the") another run of capitalised words; or "Name, which
    Name verb" ("NeXT, which Apple acquired"), read as the second name doing it to the first."""
    for subject in _runs(tokens):
        v = subject[1]
        while v < len(tokens) and tokens[v].lower in _AUX and v - subject[1] < 2:
            v += 1
        if (
            v + 2 < len(tokens)
            and tokens[v].lower in _INTENDING
            and tokens[v + 1].lower == "to"
            and is_verb(tokens[v + 2].lower)
        ):
            v += 2  # "Microsoft agreed to acquire Activision Blizzard": the deed is "acquire"
        if v < len(tokens) and tokens[v].text.islower() and is_verb(tokens[v].lower):
            o = v + 1 + (v + 1 < len(tokens) and tokens[v + 1].lower == "the")
            obj = _name_run(tokens, o) if o < len(tokens) else None
            if obj is not None:
                return subject, v, obj
        w = subject[1]
        if w + 2 < len(tokens) and tokens[w].lower in ("which", "whom"):
            doer = _name_run(tokens, w + 1)
            v = doer[1] if doer is not None else len(tokens)
            if (
                doer is not None
                and v < len(tokens)
                and tokens[v].text.islower()
                and is_verb(tokens[v].lower)
            ):
                return doer, v, subject
    return None


Sides = tuple[frozenset[str], str, frozenset[str]]
#: A name that does something: its words, the two words after it, the name as written.
Actor = tuple[frozenset[str], tuple[str, ...], str]


def _name_words(tokens: Sequence[Token]) -> Sequence[Token]:
    run = _name_run(tokens, 0)
    return tokens[: run[1]] if run is not None else ()


def _acting(
    text: str, tokens: Sequence[Token], names: frozenset[str]
) -> tuple[frozenset[str], tuple[str, ...]] | None:
    """The name a claim opens with ("Phil Foden") and its next two words ("scored twice"),
    where a lower-case word follows it and the name is no lone capitalised first word
    ("Revenue rose") unless it is a one-word name (:func:`_one_word_name`: "Trajan pursued a
    policy" where a source has "his predecessor Trajan")."""
    run = _name_words(tokens)
    words = frozenset(t.lower for t in run) - {"the", "a", "an"}
    n = len(run)
    if not (len(words) >= 2 or _one_word_name(run, names)) or n >= len(tokens):
        return None
    if not tokens[n].text.isalpha():
        return None
    if not tokens[n].text.islower():
        return None
    if n > 0 and "," in text[tokens[n - 1].end : tokens[n].start]:
        return None  # "Leslie Morris, has filed": no name with its deed, but a clause's end
    if tokens[n].lower in _AUX:
        # "Luke Evans was cast as the Beast", "Dan Stevens will play Gaston": the verb after
        verb = _after_auxiliaries(tokens, n)
        return None if verb is None else (_without_titles(words), _deed(tokens, verb))
    if n + 1 == len(tokens) and not is_verb(tokens[n].lower):
        return None  # one word after the name, and no verb: "Justice Kagan dissented" only
    return _without_titles(words), _deed(tokens, n)


#: Auxiliaries a name's verb may follow ("has been cast", "will play").
_AUXILIARIES = (_AUX - {"then"}) | {"been", "be"}


def _after_auxiliaries(tokens: Sequence[Token], k: int) -> int | None:
    """The index of the verb after the auxiliaries at token ``k`` ("cast" of "has been cast"),
    ``None`` where no verb follows them ("was the first")."""
    v = k
    while v < len(tokens) and tokens[v].lower in _AUXILIARIES and v - k < 3:
        v += 1
    if v == k or v + 1 >= len(tokens) or not tokens[v].text.islower():
        return None
    word = tokens[v]
    return v if is_verb(word.lower) or "v" in parts_of_speech(word.stem) else None


def _same_name(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two names' words name one person: one holds the other ("Foden", "Phil Foden");
    two that share a family name and differ in the rest are two ("John A. Roebling", "Emily
    Warren Roebling"). Offices and the states they are of are no part of the name ("Governor
    Gavin Newsom", "California Gov. Newsom")."""
    if not a & b:
        return False
    a, b = _without_office(a), _without_office(b)
    return a <= b or b <= a


def _without_office(words: frozenset[str]) -> frozenset[str]:
    """A name's words without the office before it and the state of that office ("California
    Gov. Newsom" is "Newsom"); a state word without an office may be a name ("Washington
    Roebling")."""
    if not words & _TITLES:
        return words
    return words - _TITLES - _STATE_WORDS or words


#: Offices and their abbreviations ("governor", "gov"), and one-word state names.
_TITLES = OFFICE_TITLES | NEVER_FINAL
_STATE_WORDS = frozenset(s for s in US_STATES.values() if " " not in s)


_MONTHS = word_set(
    "january february march april may june july august september october november december"
)


def _full_name_in(text: str, name: frozenset[str]) -> bool:
    """Whether a text writes every word of a name of two or more words as one run of capitalised
    words ("Joe Gebbia" in "founded by Brian Chesky, Joe Gebbia and Nathan Blecharczyk")."""
    return any(name <= frozenset(run.lower().split()) for run in _capital_runs(text))


@text_cache(maxsize=SOURCE_TEXTS)
def _capital_runs(text: str) -> tuple[str, ...]:
    return tuple(m.group() for m in re.finditer(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+", text))


#: Words after a verb that say where it was done, not what was done ("landed on the Moon").
_PLACE_WORDS = frozenset({"on", "in", "at", "onto", "into"})


def _same_deed(theirs: tuple[str, ...], mine: tuple[str, ...], *, pronoun: bool = True) -> bool:
    """Whether a source's deed is the claim's: the same words, or (``pronoun``) the same verb
    done to "it" or "them" ("later developed it into a usable drug" / "developed penicillin")."""
    if theirs[: len(mine)] == mine:
        return True
    if (
        len(mine) >= 2
        and len(theirs) >= 2
        and mine[1] in _PLACE_WORDS
        and theirs[0] == mine[0]
        and theirs[1].isalpha()
        and theirs[1] not in _PLACE_WORDS | {"and", "or", "but"}
    ):
        # "landed on the Moon" / "landed the lunar module": where the claim's verb takes no
        # object and the source's one, the verb says the deed (not "Army discharge and")
        return True
    return (
        pronoun
        and len(mine) >= 2
        and len(theirs) >= 2
        and theirs[0] == mine[0]
        and theirs[1] in ("it", "them")
    )


def _without_titles(words: frozenset[str]) -> frozenset[str]:
    """A name's words without its office ("Justice Kagan" and "Justice Alito" share no name)."""
    return words - OFFICE_TITLES


def _deed(tokens: Sequence[Token], k: int) -> tuple[str, ...]:
    """What a name does: the verb at token ``k`` and the next word, and the one after that where
    the next is a determiner, which says too little of what it did ("won the" Power of Veto or
    the Head of Household challenge); the verb as its base's stem."""
    while (
        k + 1 < len(tokens)
        and tokens[k + 1].text.islower()
        and (tokens[k].lower in _BEFORE_VERB or tokens[k].lower.endswith("ly"))
        and is_verb(tokens[k + 1].lower)
    ):
        k += 1  # "later developed it", "jointly developed": the deed is the verb's
    words = [t.lower for t in tokens[k : k + 2]]
    if len(words) == 2 and words[1] in _DETERMINERS and k + 2 < len(tokens):
        words.append(tokens[k + 2].lower)
    # a title after the verb is the deed's whole ("won Best Director", not "won Best Actor")
    end = k + 2
    while (
        len(words) == end - k
        and words[-1] not in _DETERMINERS
        and tokens[end - 1].text[:1].isupper()
        and end < min(len(tokens), k + _TITLE_WORDS + 1)
        and tokens[end].text[:1].isupper()
    ):
        words.append(tokens[end].lower)
        end += 1
    # the verb by its base: "did much of the work" is "doing much of the work"
    base = _DO.get(tokens[k].lower) or lemma(tokens[k]) if words else ""
    return (base, *words[1:]) if words else ()


#: Most words of a title a name's deed may end with ("won Best Supporting Actor").
_TITLE_WORDS = 3
#: Adverbs that may stand between a name and its verb ("Howard Florey later developed it").
_BEFORE_VERB = frozenset(
    {
        "later",
        "also",
        "then",
        "first",
        "soon",
        "subsequently",
        "eventually",
        "finally",
        "jointly",
        "together",
        "originally",
        "initially",
        "independently",
    }
)

#: Forms of "do" that :data:`groundwise.wordlists.IRREGULAR_VERBS` leaves out ("done").
_DO = {"did": "do", "does": "do", "done": "do"}


def _one_word_name(run: Sequence[Token], names: frozenset[str]) -> bool:
    """Whether a run of capitalised words is a one-word name of the sources (``names``:
    :func:`_single_names`), an article before a body's name aside ("The Senate"; an article
    alone, "passage 1:An adverb clause", is none)."""
    words = _unarticled(run)
    return len(words) == 1 and words[0].lower in names and words[0].lower not in _ARTICLES


def _unarticled(run: Sequence[Token]) -> list[Token]:
    """A run of words without the article before a body's name ("The Senate"); other runs as
    they are ("The Sheriff" is a title, two words)."""
    words = [t for t in run if t.lower not in _ARTICLES]
    return words if len(words) == 1 and words[0].lower in _BODIES else list(run)


_ARTICLES = frozenset({"the", "a", "an"})
#: An article opening a name ("The Senate").
_ARTICLE = re.compile(r"^(?:The|A|An)\s+")


def _common_noun(token: Token) -> bool:
    """Whether a lower-case content word may be a common noun: no verb form, no adverb, a noun
    to WordNet where WordNet knows it ("rover", "helicopter", "river")."""
    pos = parts_of_speech(token.stem)
    return (
        is_content(token)
        and not is_verb(token.lower)
        and not token.lower.endswith(("ed", "ing", "ly"))
        and (not pos or "n" in pos)
    )


#: Bodies that act as one, named by a capitalised common noun ("the Senate", "the House").
_BODIES = word_set("senate house congress parliament assembly cabinet commons lords bundestag")


@text_cache(maxsize=256)
def _single_names(text: str) -> frozenset[str]:
    """A text's one-word names: words it capitalises inside a sentence that WordNet does not
    know ("Trajan"; not "Click", "Rome", "Wednesday" or "Kentucky", which a text may use for
    something else), and words it writes after a common noun that they name ("the Mars rover
    Perseverance", "a small helicopter, Ingenuity")."""
    out = {w for w in capitalised_inside(text) if not parts_of_speech(stem(w))}
    for sent in cached_sentences(text):
        tokens = tokenize(sent.text)
        # a legislature or council, capitalised: "The Senate passed the bill", "the House"
        out.update(t.lower for t in tokens if t.lower in _BODIES and t.text[:1].isupper())
        # A sentence that opens with a word no dictionary has, doing something: "Rodri scored
        # the only goal".
        if (
            len(tokens) >= 2
            and tokens[0].text[:1].isupper()
            and tokens[0].text[1:].islower()
            and tokens[0].text.isalpha()
            and tokens[0].lower not in STOPWORDS
            and not parts_of_speech(tokens[0].stem)
            and tokens[1].text.islower()
            and is_verb(tokens[1].lower)
        ):
            out.add(tokens[0].lower)
        for a, b in itertools.pairwise(tokens[1:]):
            if (
                b.text[:1].isupper()
                and b.text[1:].islower()
                and a.text.islower()
                and _common_noun(a)
                and sent.text[a.end : b.start] in (" ", ", ")
            ):
                out.add(b.lower)
    return frozenset(out)


#: A relative clause set off by commas after a name (", who chairs the committee,").
_RELATIVE = re.compile(r"\s*,\s*who\b[^,;.]*,\s*")


@lru_cache(maxsize=32)
def _everyone_acting(texts: tuple[str, ...]) -> tuple[Actor, ...]:
    """Every actor of the given texts (:func:`_actors`), built once per answer."""
    return tuple(a for text in texts for a in _actors(text))


@lru_cache(maxsize=32)
def _one_word_names(texts: tuple[str, ...]) -> frozenset[str]:
    """The one-word names of the given texts and the words they write as a full name's last
    ("Fleming" of "Alexander Fleming"), for a claim that opens with a one-word name."""
    surnames = {
        last_word
        for a in _everyone_acting(texts)
        if len(a[0]) >= 2
        # not a verb ("375 F. Rub the roast" opens no name)
        and "v" not in parts_of_speech(stem(last_word := a[2].split()[-1].lower()))
    }
    return frozenset().union(*map(_single_names, texts), surnames)


@lru_cache(maxsize=32)
def _surnames_known(texts: tuple[str, ...]) -> frozenset[str]:
    """The last words of the given texts' capitalised runs that may be family names."""
    return frozenset(
        family
        for text in texts
        for run in _capital_runs(text)
        if len(family := run.split()[-1].lower()) >= 3
        and family not in STOPWORDS
        and not _weekday(family)
        and family not in _MONTHS
    )


@text_cache(maxsize=256)
def _actors(text: str, known: frozenset[str] = frozenset()) -> tuple[Actor, ...]:
    """Every run of two or more capitalised words of a text, or one word the text writes as a
    name, with the two words after it, where the first of them is a lower-case word ("Erling
    Haaland scored twice"; "Hadrian pursued a policy")."""
    out: list[Actor] = []
    names = _single_names(text) | known
    for sent in cached_sentences(text):
        tokens = tokenize(sent.text)
        i = 0
        # Names of a list before the last one ("Neil Armstrong and Buzz Aldrin landed"): they
        # do what it does.
        listed: list[tuple[frozenset[str], str]] = []
        while i < len(tokens):
            run = _name_run(tokens, i)
            if run is None:
                listed = []
                i += 1
                continue
            a, b = run
            # a name runs across no comma: "On Monday, Glanz" is "Glanz" ("John A. Roebling"
            # keeps its initial)
            a = max(
                (
                    j
                    for j in range(a + 1, b)
                    if any(c in sent.text[tokens[j - 1].end : tokens[j].start] for c in ",;:()")
                ),
                default=a,
            )
            words = frozenset(t.lower for t in tokens[a:b]) - {"the", "a", "an"}
            # "Mayor Jane Ortiz, who proposed the plan": what the name does follows "who"
            c = b + 1 if b < len(tokens) and tokens[b].lower in ("who", "which") else b
            named = len(words) >= 2 or _one_word_name(tokens[a:b], names)
            name = sent.text[tokens[a].start : tokens[b - 1].end] if b > a else ""
            if (
                named
                and c + 1 < len(tokens)
                and tokens[c].lower in ("and", "or")
                and _name_run(tokens, c + 1) is not None
                # ", and" after a first name joins two clauses ("for playing J. Robert
                # Oppenheimer, and Robert Downey Jr. won"), after a list's items a last one
                and (listed or "," not in sent.text[tokens[b - 1].end : tokens[c].start])
            ):
                listed.append((_without_titles(words), name))
                i = c + 1
                continue
            # One word after the name will do where it is a verb: "Judge Owens dissented."
            acts = c + 1 < len(tokens) or (c < len(tokens) and is_verb(tokens[c].lower))
            # A comma after the name ends its clause: "contributed substantially to Artspace
            # Mackay, has died" has no deed of Artspace Mackay's.
            cut = c == b < len(tokens) and "," in sent.text[tokens[b - 1].end : tokens[b].start]
            if named and acts and not cut and tokens[c].text.islower():
                # "Dan Stevens has been cast as the Beast": the deed is the verb's
                verb = _after_auxiliaries(tokens, c) if tokens[c].lower in _AUX else None
                deed = _deed(tokens, c if verb is None else verb)
                out.append((_without_titles(words), deed, name))
                out.extend((before, deed, said) for before, said in listed)
                # "Lisa Park, who chairs the committee, sponsored the measure": the main verb
                # after the clause is hers too.
                clause = _RELATIVE.match(sent.text, tokens[b - 1].end)
                d = next(
                    (
                        j
                        for j in range(c, len(tokens))
                        if clause and tokens[j].start >= clause.end()
                    ),
                    None,
                )
                if d is not None and d + 1 < len(tokens) and tokens[d].text.islower():
                    out.append((_without_titles(words), _deed(tokens, d), name))
            listed = []
            i = b
    return tuple(out)


def _sides(found: tuple[Span, int, Span], tokens: Sequence[Token]) -> Sides:
    """The words of the two names (articles aside) and the verb's stem."""

    def words(span: Span) -> frozenset[str]:
        return frozenset(t.lower for t in tokens[span[0] : span[1]]) - {"the", "a", "an"}

    subject, verb, obj = found
    return words(subject), tokens[verb].stem, words(obj)


@text_cache(maxsize=SOURCE_TEXTS)
def _said(text: str) -> tuple[Sides, ...]:
    """The name-verb-name triples of a source's sentences, read once for all its claims."""
    out = []
    for sent in cached_sentences(text):
        sent_tokens = tokenize(sent.text)
        found = _name_verb_name(sent_tokens)
        if found is not None:
            out.append(_sides(found, sent_tokens))
    return tuple(out)


def _order(mine: Sides, other: Sides) -> str | None:
    """ "same" when two name-verb-name triples say one thing, "swapped" when the second has the
    names the other way round, else ``None``."""
    (a, verb, b), (x, other_verb, y) = mine, other
    if verb != other_verb:
        return None
    if a & x and b & y and not a & y and not b & x:
        return "same"
    if a & y and b & x and not a & x and not b & y:
        return "swapped"
    return None


#: Words that set one thing against another: "regulated conduct rather than speech".
_RATHER_THAN = re.compile(r"^\s+(?:rather\s+than|instead\s+of|and\s+not|not)\s+$", re.I)
#: A name a source sentence gives something to alone ("available only on the Enterprise plan",
#: "Only Enterprise customers get").
_ONLY = re.compile(
    r"\b(?i:only)\s+(?:(?i:on|to|for|in|with|at|by|from|through|via)\s+)?(?:(?i:the)\s+)?"
    r"(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)"
)
#: A code of letters and digits: "IP68", "A320", "M2"; and a dimension or generation: "3D", "5G".
_CODE = re.compile(r"(?P<letters>[A-Za-z]{1,4})-?(?P<digits>\d{1,5})[A-Za-z]?|\d(?P<kind>[DG])")


def _code_kind(text: str) -> str | None:
    """What a code's figure counts: its letters ("ip" of "IP68"), or "d" / "g" ("3D", "5G");
    ``None`` where ``text`` is no code."""
    code = _CODE.fullmatch(text)
    return None if code is None else (code.group("letters") or code.group("kind")).lower()


def _hyphen_code(text: str, tokens: Sequence[Token], k: int) -> bool:
    """Whether token ``k`` is the digits of a code hyphened to up to four capitals before it
    ("NW-48213", "BA-117"), which the tokenizer splits in two."""
    if k == 0 or not tokens[k].text.isdigit():
        return False
    letters = tokens[k - 1]
    return (
        letters.end + 1 == tokens[k].start
        and text[letters.end] == "-"
        and 1 <= len(letters.text) <= 4
        and letters.text.isalpha()
        and letters.text.isupper()
        and _CODE.fullmatch(text[letters.start : tokens[k].end]) is not None
    )


def _join_codes(text: str, tokens: Sequence[Token]) -> list[Token]:
    """``tokens`` with each code hyphened to its capitals (:func:`_hyphen_code`) one token again:
    "NW", "48213" -> "NW-48213"."""
    out: list[Token] = []
    for k, t in enumerate(tokens):
        if out and _hyphen_code(text, tokens, k):
            letters = out.pop()
            t = token(text[letters.start : t.end], letters.start, t.end)
        out.append(t)
    return out


#: "only to home students": one kind of a thing, in lower case (:data:`_ONLY` has names).
_ONLY_KIND = re.compile(
    r"\b(?i:only)\s+(?:(?i:to|for|with|by)\s+)?(?:(?i:the)\s+)?(?P<name>[a-z][a-z-]+)(?=\s+[a-z])"
)
#: A claim that opens with a name holding a rank: "Tenzing Norgay was the first woman to reach".
_HOLDER = re.compile(
    # "Model Y", "Windows 11": a name may end in a letter or a number
    r"(?P<name>[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|[A-Z]\b|\d+\b)){1,3}|[A-Z][A-Za-z]*\d[\w]*"
    r"|[A-Z][a-z]+)\s+"
    r"(?:was|is|became)\s+the\s+(?P<rank>(?:first|last|only|youngest|oldest|highest|tallest"
    r"|largest|biggest|longest|deepest|smallest|shortest|fastest|busiest|best-selling"
    r"|top-selling|highest-grossing|most-watched|most-visited)\s+(?:[A-Z][a-z]+\s+)?[a-z]+"
    # "the first African team": a name of a kind before the noun
    r"(?:\s+to\s+[a-z]+)?)"
)
#: A claim that opens with a name holding the most of something: "Jupiter has the most moons".
_MOST_HELD = re.compile(
    r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+(?:has|had|have|holds|held)\s+the\s+"
    r"(?P<rank>most|fewest|largest|highest|biggest|smallest|lowest)\s+(?P<noun>[a-z]+)\b"
)


def _previous_opening_name(ctx: CheckContext, ev: Evidence, start: int) -> re.Match[str] | None:
    """The name the source sentence before the one at ``start`` of evidence span ``ev`` opens
    with ("The Amazon River is about 6,400 km long. It has ...": Amazon River)."""
    source = ctx.sources.get(ev.source_id)
    if source is None:
        return None
    before = [s for s in cached_sentences(source.text) if s.end <= ev.start + start]
    return _SENTENCE_NAME.match(before[-1].text) if before else None


#: The name a source sentence opens with ("Saturn, the second-largest planet, has ...").
_SENTENCE_NAME = re.compile(r"(?:The\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\b")
#: The name a source gives a rank after it ("the first woman to reach the summit was Junko
#: Tabei") or before it ("Junko Tabei was the first woman").
_RANK_HOLDER_AFTER = re.compile(
    r"[^.;]{0,60}?\b(?:was|is|became)\s+(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,3})"
)
_RANK_HOLDER_BEFORE = re.compile(
    # one word will do ("Morocco became the first"), a stopword is no name ("It became")
    r"(?P<name>[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|[A-Z]\b|\d+\b)){0,3})(?:,(?:[^,.;]|(?<=\d)[,.](?=\d)){1,40},)?,?\s+(?:was|is|became)"
    # "is generally considered the", "is widely regarded as the"
    r"(?:\s+[a-z]+){0,3}?\s+the\s+$"
)
#: Every one of a kind: "on both plans", "all of the plans", "every plan".
_EVERY = re.compile(
    r"\b(?:both|all|every|each|any)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+|their\s+)?"
    r"(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)
#: One means allowed: "returned for store credit only", "only by bank transfer".
_ONLY_AFTER = re.compile(
    r"\b(?P<prep>for|by|with|via|as|through|in|on)\s+(?P<what>[\w-]+(?:\s+[\w-]+){0,2}?)\s+only\b",
    re.IGNORECASE,
)
_ONLY_BEFORE = re.compile(
    r"\bonly\s+(?P<prep>for|by|with|via|as|through|in|on)\s+(?P<what>[\w-]+(?:\s+[\w-]+){0,2})",
    re.IGNORECASE,
)
#: Most words of a phrase after a preposition.
_PHRASE_WORDS = 3


def _phrase_after(text: str, tokens: Sequence[Token], k: int) -> Sequence[Token]:
    """The words after token ``k`` (a preposition) up to a punctuation mark, at most
    :data:`_PHRASE_WORDS` of them, articles aside: "a full refund" -> "full refund"."""
    out: list[Token] = []
    for t in tokens[k + 1 :]:
        if re.search(r"[,;:.!?()]", text[(out[-1].end if out else tokens[k].end) : t.start]):
            break
        if t.lower in ("a", "an", "the") and not out:
            continue
        out.append(t)
        if len(out) == _PHRASE_WORDS:
            break
    return out


#: Words of such a sentence that say it is to be had, not what it is.
_ONLY_WORDS = frozenset(stem(w) for w in ("available", "offered", "provided", "included"))
#: Share of a claim's other content words the sentence with another of its kind must hold (the
#: company's name may be the source's "we").
_KIND_FRAME = 0.8
#: Content words a claim needs for two of them to be read as trading places.
_MIN_ROLE_WORDS = 4


def _in_order(stems: Sequence[str], said: Sequence[str]) -> bool:
    """Whether ``stems`` occur in ``said`` in this order (other words between them)."""
    rest = iter(said)
    return all(s in rest for s in stems)


def _by_agent(tokens: Sequence[Token], word: Token) -> bool:
    """Whether ``word`` is a passive's agent ("was signed by the governor"): the sentence
    turned round, not the roles."""
    k = next(n for n, t in enumerate(tokens) if t.start == word.start)
    before = [t.lower for t in tokens[max(0, k - 3) : k]]
    return "by" in before


@text_cache(maxsize=32)
def _content_orders(text: str) -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    """Each sentence of a source as its content stems (a set, and in order), read once per
    text."""
    out = []
    for sent in cached_sentences(text):
        said = tuple(t.stem for t in tokenize(sent.text) if is_content(t))
        out.append((frozenset(said), said))
    return tuple(out)


def _other_owner(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence], tokens: Sequence[Token]
) -> list[Flag]:
    """ENTITY_MISMATCH: what a claim says of the name it opens with, its evidence says in a
    sentence about another name, and no source sentence about the claim's name, or naming it,
    says it ("Phone B comes in black and silver" against "Phone A has a 6.1-inch display ... It
    costs $799 and comes in black and silver"; "Phone A has an LCD display" against "Phone B has
    a 6.7-inch LCD display"). A sentence is about the name it opens with, or the one its "It",
    "He" or "She" stands for (:func:`sentence_owners`); the sources must have sentences about
    the claim's name too."""
    m = OPENING_NAME.match(claim.text)
    if m is None or SUBJECT_PRONOUN.match(claim.text) or m.group(1).split()[0].lower() in STOPWORDS:
        return []
    mine_words = m.group(1).split()
    mine = frozenset(w.lower() for w in mine_words)
    if (
        len(mine) < 2
        and not names_itself(mine_words[0])  # "/orders", "GPT-4"
        and not any(mine <= one_word_names(text) for text in ctx.given_texts)
    ):
        return []  # "Revenue rose": a lone capitalised first word the sources never name
    frame = content_stems(tokens) - {t.stem for t in tokenize(m.group(1))}
    if len(frame) < MIN_NAMED_FRAME:
        return []
    owned = False
    for source in ctx.sources.values():
        sentences = cached_sentences(source.text)
        for k, (sent, owner) in enumerate(
            zip(sentences, sentence_owners(source.text), strict=True)
        ):
            about_mine = bool(owner.words) and _same_name(
                frozenset(w.lower() for w in owner.words), mine
            )
            owned = owned or about_mine
            if not _holds(frame, source.text, k, owner):
                continue
            # the claim's name as written ("Phone A"; "a" is no label)
            named = {w.strip("/") for w in mine_words} <= {
                _without_s(t.text) for t in tokenize(sent.text)
            }
            if about_mine or not owner.words or named:
                return []  # said of the claim's name, or of no one in particular
    if not owned:
        return []
    # the evidence first, then any sentence about another name ("It is limited to 20 requests
    # per minute" of /orders, where the search found /users's "100 requests per minute")
    for ev, text, at, owner in itertools.chain(
        _owned_evidence(evidence, ctx), _owned_elsewhere(ctx)
    ):
        if not _another_owner(owner.words, mine_words) or not _holds(frame, text, at, owner):
            continue
        if {w.lower() for w in owner.words} <= {t.lower for t in tokens}:
            continue  # the sentence's name is in the claim ("won the Head of Household ...")
        if _title_of(mine_words[-1], owner.words[-1], ctx):
            continue  # "The Sheriff" is "Sheriff Stanley Glanz"
        other = " ".join(owner.words)
        said = cached_sentences(text)[at].text
        pronoun = SUBJECT_PRONOUN.match(said)
        told = (
            f' ("{pronoun.group().strip()}" there is {other}, named before it)' if pronoun else ""
        )
        return [
            _flag(
                claim,
                ctx,
                (m.start(1), m.end(1)),
                ev,
                said,
                FlagType.ENTITY_MISMATCH,
                Severity.HIGH,
                message=f'The source says this of "{other}", not of "{m.group(1)}": '
                f"{quote(said, 160)}{told}.",
                suggestion=f'Replace "{m.group(1)}" with "{other}", or cite a source that says it '
                f'of "{m.group(1)}".',
            )
        ]
    return []


#: Words of how often, kept in a frame though stopwords.
_HOW_OFTEN = frozenset({"once", "twice", "thrice", "one", *COUNT_WORDS})


def _all_where_one_owner(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
) -> list[Flag]:
    """SCOPE_EXPANSION: the claim gives to every one of a kind ("Both phones have 256 GB of
    storage") what the evidence says in a sentence about one of them only ("Phone B has ...
    256 GB of storage"), while the sources have sentences about another of that kind and none of
    those says it (:func:`sentence_owners`; the kind's noun is in the owner's name or the words
    before its sentence's verb: "Phone A", "The Nova phone")."""
    mine = _EVERY.search(claim.text)
    if mine is None:
        return []
    noun = stem(singular(mine.group("noun").lower()))
    rest = tokenize(claim.text[: mine.start()] + claim.text[mine.end() :])
    # how often counts ("taken once daily" / "twice daily"), though a stopword
    frame = content_stems(rest) | {t.lower for t in rest if t.lower in _HOW_OFTEN}
    if len(frame) < MIN_LIST_FRAME:
        return []
    owners: dict[frozenset[str], bool] = {}  # each owner of the kind: whether it is said of it
    for source in ctx.sources.values():
        sentences = cached_sentences(source.text)
        for k, owner in enumerate(sentence_owners(source.text)):
            if not owner.words:
                continue
            kind = _subject_stems(sentences[owner.named_in].text) | {stem(w) for w in owner.words}
            if noun not in kind:
                continue
            name = frozenset(w.lower() for w in owner.words)
            owners[name] = owners.get(name, False) or _holds(frame, source.text, k, owner)
    said = [name for name, holds in owners.items() if holds]
    if len(owners) < 2 or len(said) != 1:
        return []
    for ev, text, at, owner in _owned_evidence(evidence, ctx):
        if frozenset(w.lower() for w in owner.words) != said[0]:
            continue
        if not _holds(frame, text, at, owner):
            continue
        sentence = cached_sentences(text)[at].text
        return [_given_to_one(claim, ctx, mine, ev, sentence, " ".join(owner.words))]
    return []


def _kinds_of(text: str, tokens: Sequence[Token], noun: str) -> dict[str, str]:
    """The words that name one of a kind in a text, by their stems: the content word before
    each of the kind's nouns, with the name as written ("the low-fat group" -> "fat":
    "low-fat group")."""
    kinds = {}
    for i, t in enumerate(tokens):
        if i and stem(singular(t.lower)) == noun and is_content(tokens[i - 1]):
            j = i - 1
            while j and text[tokens[j - 1].end : tokens[j].start] == "-":
                j -= 1  # "low-fat"
            kinds[tokens[i - 1].stem] = text[tokens[j].start : t.end]
    return kinds


def _all_where_one_kind(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
) -> list[Flag]:
    """SCOPE_EXPANSION: the claim gives to every one of a kind ("HbA1c fell by 0.5 percentage
    points in both groups") what the evidence sentence gives to one it names by a word before
    the kind's noun ("in the low-carbohydrate group"), where the sources name another of the
    kind ("the low-fat group") and no sentence says it of that one."""
    mine = _EVERY.search(claim.text)
    if mine is None or singular(mine.group("noun").lower()) == mine.group("noun").lower():
        return []  # "all day", "each patient": no group of the kind
    noun = stem(singular(mine.group("noun").lower()))
    rest = content_stems(tokenize(claim.text[: mine.start()] + claim.text[mine.end() :]))
    if len(rest) < MIN_FRAME:
        return []
    kinds: list[tuple[set[str], frozenset[str]]] = []  # each sentence's kinds and stems
    for text in ctx.given_texts:
        for sentence, stems in cached_sentence_stems(text):
            named = _kinds_of(sentence.text, tokenize(sentence.text), noun)
            if named:
                kinds.append((set(named), stems))
    # the one kind of the sentences that say the rest of the claim
    holding = set().union(*(named for named, stems in kinds if rest <= stems))
    others = [stems for named, stems in kinds if named - holding]
    # another kind named, in no sentence that says any of the claim ("It also fell in the
    # control group")
    if len(holding) != 1 or not others or any(rest & stems for stems in others):
        return []
    for ev, sent in evidence_sentences(evidence):
        sent_tokens = tokenize(sent.text)
        named = _kinds_of(sent.text, sent_tokens, noun)
        if (
            named.keys() == holding
            and rest <= content_stems(sent_tokens)
            and not _EVERY.search(sent.text)
        ):
            return [_given_to_one(claim, ctx, mine, ev, sent.text, next(iter(named.values())))]
    return []


def _given_to_one(
    claim: Claim,
    ctx: CheckContext,
    every: re.Match[str],
    ev: Evidence,
    sentence: str,
    one: str | None = None,
) -> Flag:
    """SCOPE_EXPANSION (high) over the claim's "both" / "all" / "every" phrase, where the
    evidence ``sentence`` gives it to one only (``one``: the name it gives it to, where known)."""
    said = every.group()
    if one is None:
        message = f'The answer says "{said}" but the source gives it to one only'
        suggestion = f'Name the one the source names instead of "{said}".'
    else:
        message = f'The answer says "{said}" but the source says it of "{one}" only'
        suggestion = f'Say it of "{one}" only, as the source does.'
    return _flag(
        claim,
        ctx,
        every.span(),
        ev,
        sentence,
        FlagType.SCOPE_EXPANSION,
        Severity.HIGH,
        message=f"{message}: {quote(sentence, 160)}.",
        suggestion=suggestion,
    )


def _owned_evidence(
    evidence: Sequence[Evidence], ctx: CheckContext
) -> Iterator[tuple[Evidence, str, int, Owner]]:
    """Each evidence sentence as its source's text, its index there and its owner
    (:func:`sentence_owners`)."""
    for ev, sent in evidence_sentences(evidence):
        text = ctx.sources[ev.source_id].text
        at = sentence_index(text, ev.start + sent.start)
        if at is not None:
            yield ev, text, at, sentence_owners(text)[at]


def _owned_elsewhere(ctx: CheckContext) -> Iterator[tuple[Evidence, str, int, Owner]]:
    """Every source sentence about a name, as :func:`_owned_evidence` gives an evidence one."""
    for source in ctx.sources.values():
        sentences = cached_sentences(source.text)
        for at, owner in enumerate(sentence_owners(source.text)):
            if owner.words:
                sent = sentences[at]
                ev = Evidence(source.id, sent.start, sent.end, sent.text, 0.0)
                yield ev, source.text, at, owner


def _without_s(word: str) -> str:
    """A word without its possessive ending ("City's" -> "City")."""
    return re.sub(r"['’]s?$", "", word)


def _another_owner(theirs: Sequence[str], mine: Sequence[str]) -> bool:
    """Whether two names are two owners: no word shared, the same words but a label ("Phone
    A" / "Phone B"), or one family name after two first names ("Marie Curie" / "Pierre
    Curie"); "Savannah Chrisley" may be the "Chrisley Knows Best" star."""
    a, b = {w.lower() for w in theirs}, {w.lower() for w in mine}
    if not a or a == b:
        return False
    if len(theirs) == len(mine) == 2 and theirs[1] == mine[1] and theirs[0] != mine[0]:
        return True
    return not a & b or all(len(w) <= 2 or w.isdigit() for w in a ^ b)


def _holds(frame: AbstractSet[str], text: str, k: int, owner: Owner) -> bool:
    """Whether sentence ``k`` of a source text holds every stem of ``frame`` (an irregular past
    by its base), its pronoun standing for the words before the verb of the sentence that names
    its owner ("It comes in blue only" after "The Orion phone has ...": the phone comes in
    blue)."""
    sentence, stems = cached_sentence_stems(text)[k]
    if frame & _HOW_OFTEN:
        stems = stems | {t.lower for t in tokenize(sentence.text) if t.lower in _HOW_OFTEN}
    if owner.named_in not in (-1, k):
        stems = stems | _subject_stems(cached_sentences(text)[owner.named_in].text)
    return all(s in stems or base_stem(s) in stems for s in frame)


def _subject_stems(sentence: str) -> frozenset[str]:
    """Content stems of a sentence's words before its first verb after its opening name ("The
    Orion phone has"; "The /orders endpoint returns", where "orders" may be a verb)."""
    m = OPENING_NAME.match(sentence)
    name = m.end() if m else 0
    tokens = tokenize(sentence)
    after = [i for i, t in enumerate(tokens) if t.start >= name]
    # no verb known ("returns"): the name and the word after it
    k = next(
        (i for i in after if tokens[i].text.islower() and is_verb(tokens[i].lower)),
        after[0] + 1 if after else 0,
    )
    return frozenset(content_stems(tokens[:k]))


def _title_of(word: str, name: str, ctx: CheckContext) -> bool:
    """Whether a source writes ``word`` as the title of ``name`` ("Sheriff Stanley Glanz"):
    the claim calls the same person by the title."""
    if len(word) < 3 or not word.isalpha():
        return False  # "Phone B" / "Phone A": a label, no title
    title = re.compile(
        rf"\b(?i:{re.escape(word)})\s+(?:[A-Z][\w'’.-]*\s+){{0,3}}{re.escape(name)}\b"
    )
    return any(title.search(text) for text in ctx.given_texts)


def _antecedent_stems(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence]
) -> frozenset[str]:
    """For a claim that opens with "It", "He" or "She": the stems of the name an evidence
    sentence is about (:func:`sentence_owners`) where the answer names it before the claim
    ("Patients take drug X twice daily. It is approved for children" against "Drug X is approved
    for adults"); none for another claim."""
    if not SUBJECT_PRONOUN.match(claim.text):
        return frozenset()
    before = {t.lower for t in tokenize(ctx.answer[: claim.start])}
    out: set[str] = set()
    for ev in evidence:
        text = ctx.sources[ev.source_id].text
        owners = sentence_owners(text)
        for sent in split_sentences(ev.text):
            at = sentence_index(text, ev.start + sent.start)
            words = owners[at].words if at is not None else ()
            if words and all(w.lower() in before for w in words):
                out |= content_stems(tokenize(" ".join(words)))
    return frozenset(out)


def _said_of_another(
    claim: Claim, ctx: CheckContext, word: Token, other: Token, ev: Evidence, sentence: str
) -> Flag:
    """ENTITY_MISMATCH (high): the evidence ``sentence`` says the claim's words of ``other``,
    not of the claim's ``word`` (a name in another's place, or a thing in another's role)."""
    return _flag(
        claim,
        ctx,
        word,
        ev,
        sentence,
        FlagType.ENTITY_MISMATCH,
        Severity.HIGH,
        message=(
            f'The source says this of "{other.text}", not of "{word.text}": {quote(sentence, 160)}.'
        ),
        suggestion=(
            f'Replace "{word.text}" with "{other.text}", or cite a source that says it of '
            f'"{word.text}".'
        ),
    )


def _other_day_flag(
    claim: Claim,
    ctx: CheckContext,
    word: Token,
    other: str,
    ev: Evidence,
    sentence: str,
    *,
    named: bool = False,
) -> Flag:
    """TEMPORAL_DISTORTION (high) over the claim's weekday ``word`` where the evidence
    ``sentence`` says ``other``; ``named``: some source names the claim's day too, of something
    else."""
    unnamed = "" if named else f"; no source names {word.text}"
    return _flag(
        claim,
        ctx,
        word,
        ev,
        sentence,
        FlagType.TEMPORAL_DISTORTION,
        Severity.HIGH,
        message=(
            f'The answer says "{word.text}" but the source says "{other}": '
            f"{quote(sentence, 160)}{unnamed}."
        ),
        suggestion=f'Replace "{word.text}" with "{other}".',
    )


def _pairs_between(
    ctx: CheckContext,
    evidence: Sequence[Evidence],
    tokens: Sequence[Token],
    frame: set[str],
    left: Token,
    right: Token | None,
    before: Token | None = None,
) -> Iterator[tuple[Evidence, Sentence, list[Token]]]:
    """Two tokens in a row between ``left`` and ``right`` in each evidence sentence that holds
    the claim's ``frame``, a name of the claim's ``tokens`` also where the sentence calls it
    "him" (:func:`_frames`: "Maria will bring Branwell from the airport" against "Maria: I will
    bring him from the railway station"). Without ``right`` (a pair that ends the claim), the
    two tokens after ``before`` and ``left``."""
    names = _name_stems(tokens)
    for ev, sent in evidence_sentences(evidence):
        sent_tokens = tokenize(sent.text)
        if not _frames(frame, names, content_stems(sent_tokens), ev, sent, ctx):
            continue
        for m in range(1, len(sent_tokens) - 1):
            if sent_tokens[m - 1].lower != left.lower:
                continue
            if right is not None:
                if m + 2 < len(sent_tokens) and sent_tokens[m + 2].lower == right.lower:
                    yield ev, sent, sent_tokens[m : m + 2]
            elif before is not None and m >= 2 and sent_tokens[m - 2].stem == before.stem:
                yield ev, sent, sent_tokens[m : m + 2]


def _said_instead(
    claim: Claim,
    ctx: CheckContext,
    span: Token | Span,
    ev: Evidence,
    sentence: str,
    said: str,
    other: str,
) -> Flag:
    """ENTITY_MISMATCH (medium, not contradicting) over ``span``: the claim says ``said``, which
    no source uses, where the evidence ``sentence`` says ``other``."""
    return _flag(
        claim,
        ctx,
        span,
        ev,
        sentence,
        FlagType.ENTITY_MISMATCH,
        Severity.MEDIUM,
        message=f'The answer says "{said}" where the source says "{other}": '
        f'{quote(sentence, 160)}; no source uses "{said}".',
        suggestion=f'Replace "{said}" with "{other}", or cite a source that says it.',
        contradicts=False,
    )


def _says_other(
    claim: Claim, ctx: CheckContext, span: Span, ev: Evidence, sentence: str, said: str, other: str
) -> Flag:
    """ENTITY_MISMATCH (high) over ``span``: the claim says ``said`` where the evidence
    ``sentence`` says ``other``."""
    return _flag(
        claim,
        ctx,
        span,
        ev,
        sentence,
        FlagType.ENTITY_MISMATCH,
        Severity.HIGH,
        message=f'The answer says "{said}" but the source says "{other}": {quote(sentence, 160)}.',
        suggestion=f'Write "{other}", as the source does.',
    )


def _says_rest(frame: AbstractSet[str], ev: Evidence, sent: Sentence, ctx: CheckContext) -> bool:
    """Whether an evidence sentence holds every stem of ``frame`` (an irregular past by its
    base), a pronoun opening it standing for what the sentences before it name ("It required
    Germany to ..." after "The Treaty of Versailles was signed ...")."""
    said = content_stems(tokenize(sent.text))
    missing = {s for s in frame if s not in said and base_stem(s) not in said}
    return not missing or bool(
        SUBJECT_PRONOUN.match(sent.text) and missing <= stems_before(ctx, ev, sent.start)
    )


#: Phrases that say the opposite of each other, which no single word pair tells.
_OPPOSITE_PHRASES: tuple[tuple[str, str], ...] = (
    # "Ibuprofen should be taken on an empty stomach" against "It should be taken with food"
    ("on an empty stomach", "with food"),
    ("with food", "on an empty stomach"),
    # "Experience with Spark is required" against "experience with Spark is a plus"
    ("is required", "is a plus"),
    ("are required", "are a plus"),
    # "Scheduled maintenance counts toward uptime" against "is excluded from uptime calculations"
    ("counts toward", "excluded from"),
    ("count toward", "excluded from"),
    ("counts towards", "excluded from"),
    ("count towards", "excluded from"),
)


def _words_at(text: str, phrase: str) -> int | None:
    """Where ``phrase`` stands in ``text`` as whole words, case aside; ``None`` where it does
    not."""
    m = re.search(rf"\b{re.escape(phrase)}\b", text, re.IGNORECASE)
    return m.start() if m else None


def _opposite_phrase(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence], tokens: Sequence[Token]
) -> list[Flag]:
    """CONTRADICTION: the claim says one of :data:`_OPPOSITE_PHRASES` where the evidence
    sentence that holds the claim's other content words (its "It" standing for what the
    sentences before it name) says the other."""
    for mine, theirs in _OPPOSITE_PHRASES:
        # whole words only: "This required ..." says no "is required"
        at = _words_at(claim.text, mine)
        if at is None:
            continue
        frame = content_stems(tokenize(claim.text[:at] + " " + claim.text[at + len(mine) :]))
        if len(frame) < MIN_LIST_FRAME:
            continue
        for ev, sent in evidence_sentences(evidence):
            there = _words_at(sent.text, theirs)
            if there is None or _words_at(sent.text, mine) is not None:
                continue
            # the rest of the claim in the other phrase's clause ("...; experience with Spark
            # is a plus": not Python's, before the semicolon)
            lowered = sent.text.lower()
            begin = max(lowered.rfind(";", 0, there), lowered.rfind(":", 0, there)) + 1
            clause = Sentence(sent.text[begin:], sent.start + begin, sent.end)
            if not _says_rest(frame, ev, clause, ctx):
                continue
            return [
                _flag(
                    claim,
                    ctx,
                    (at, at + len(mine)),
                    ev,
                    sent.text,
                    FlagType.CONTRADICTION,
                    Severity.HIGH,
                    message=f'The answer says "{claim.text[at : at + len(mine)]}" but the source '
                    f'says "{theirs}": {quote(sent.text, 160)}.',
                    suggestion=f'Write "{theirs}", as the source does.',
                )
            ]
    return []


def _non_before(tokens: Sequence[Token], m: int) -> bool:
    """Whether name token ``m`` has "non-" before it ("non-GAAP")."""
    return m > 0 and tokens[m - 1].lower == "non" and tokens[m].start - tokens[m - 1].end <= 1


def _name_forms(tokens: Sequence[Token], name: str, head: str) -> set[bool]:
    """Whether the sentence says ``name`` before the word of stem ``head`` with "non-" (True),
    without it (False), or both."""
    return {
        _non_before(tokens, m)
        for m in range(len(tokens) - 1)
        if tokens[m].lower == name and tokens[m + 1].stem == head
    }


def _prefix_dropped(
    claim: Claim, ctx: CheckContext, evidence: Sequence[Evidence], tokens: Sequence[Token]
) -> list[Flag]:
    """CONTRADICTION: "GAAP earnings per diluted share" where the evidence sentence says
    "non-GAAP earnings per diluted share" and no source says "GAAP earnings", or the other way:
    a name with and without "non-" names two measures, not one."""
    for k in range(len(tokens) - 1):
        name, head = tokens[k], tokens[k + 1]
        if not name.text[:1].isupper() or not is_content(head):
            continue
        mine = _non_before(tokens, k)
        for ev, sent in evidence_sentences(evidence):
            if not mine and "non" not in sent.text.lower():
                continue  # no "non-" name in the sentence to set against the claim's
            if (not mine) not in _name_forms(cached_tokens(sent.text), name.lower, head.stem):
                continue
            if any(
                mine in _name_forms(cached_tokens(t), name.lower, head.stem)
                for t in ctx.given_texts
            ):
                break  # the sources say the claim's measure too
            start = tokens[k - 1].start if mine else name.start
            said = claim.text[start : head.end]
            theirs = f"{name.text} {head.text}" if mine else f"non-{name.text} {head.text}"
            return [
                _flag(
                    claim,
                    ctx,
                    (start, head.end),
                    ev,
                    sent.text,
                    FlagType.CONTRADICTION,
                    Severity.HIGH,
                    message=f'The answer says "{said}" but the source says "{theirs}", another '
                    f"measure: {quote(sent.text, 160)}.",
                    suggestion=f'Write "{theirs}", as the source does.',
                )
            ]
    return []


#: Unknown words an added deed needs: one may be another word for what the sources say.
MIN_DEED_WORDS = 2


def _added_deed(
    claim: Claim,
    ctx: CheckContext,
    evidence: Sequence[Evidence],
    tokens: Sequence[Token],
    unknown: Sequence[int],
    known: AbstractSet[str],
) -> list[Flag]:
    """FABRICATION (medium): the claim joins by "and" a deed no source tells to what an
    evidence sentence says in every other word of the claim ("The treaty required Germany to
    pay reparations and to give up its navy" against "It required Germany to accept
    responsibility for the war and to pay reparations"). The deed opens with a verb after its
    "and" (and "to"), holds every word of the claim the sources lack, two or more and at least
    half its own content words, no comma, and none of them is WordNet's synonym of a word the
    sources use."""
    joins = [i for i, t in enumerate(tokens) if t.lower == "and"]
    if not joins or len(unknown) < MIN_DEED_WORDS:
        return []
    a = joins[-1]
    opens = a + 1 + (a + 1 < len(tokens) and tokens[a + 1].lower == "to")
    if (
        a < 2
        or unknown[0] < opens
        or opens >= len(tokens)
        or not tokens[opens].text.islower()
        or not is_verb(tokens[opens].lower)
        or "," in claim.text[: tokens[a].start]  # a list's last item ("dizziness, headache and")
    ):
        return []
    deed_words = [t for t in tokens[a + 1 :] if is_content(t)]
    if len(unknown) < len(deed_words) / 2 or "," in claim.text[tokens[a].end :]:
        return []  # mostly the sources' words; a deed of several clauses
    for k in unknown:
        entry = _wordnet().get(tokens[k].stem)
        if entry is not None and entry[1] & known:
            return []  # another word for something the sources say
    frame = content_stems(tokens[:a])
    if len(frame) < MIN_FRAME:
        return []
    deed = claim.text[tokens[a + 1].start : tokens[-1].end]
    for ev, sent in evidence_sentences(evidence):
        if _says_rest(frame, ev, sent, ctx):
            return [
                _flag(
                    claim,
                    ctx,
                    (tokens[a + 1].start, tokens[-1].end),
                    ev,
                    sent.text,
                    FlagType.FABRICATION,
                    Severity.MEDIUM,
                    message=(
                        f'The answer adds "{deed}", which no source says; the source says the '
                        f"rest: {quote(sent.text, 160)}."
                    ),
                    suggestion=f'Remove "{deed}", or cite a source that says it.',
                    contradicts=False,
                )
            ]
    return []


#: Words before a kind's word that deny it ("no indoor seating", "not a train ticket").
_DENYING = frozenset(("no", "not", "without", "never", "nor", "n't"))


def _kind_before_noun(
    claim: Claim, ctx: CheckContext, tokens: Sequence[Token], unknown: Sequence[int]
) -> list[Flag]:
    """CONTRADICTION: a word of a kind no source uses, before a noun a source has after
    another of that kind ("to book an airplane ticket from the main station on June 26th ..."
    against "You asked me to buy you the train tickets"). Read from every source sentence, not
    the evidence: a long claim's evidence is chosen for its other words."""
    for k in unknown:
        word = tokens[k]
        if (
            k + 1 >= len(tokens)
            or word.lower not in _KINDS
            or word.lower in COUNT_WORDS
            or word.lower in ORDINALS  # ranks are read as ranks (_other_rank)
            or word.lower == "last"
            or word.lower == "one"
            or not is_content(tokens[k + 1])
            or claim.text[word.end : tokens[k + 1].start] != " "
        ):
            continue
        noun = tokens[k + 1].stem
        for source in ctx.sources.values():
            for sent in cached_sentences(source.text):
                sent_tokens = cached_tokens(sent.text)
                for m in range(len(sent_tokens) - 1):
                    other = sent_tokens[m]
                    if (
                        sent_tokens[m + 1].stem == noun
                        and alternatives(word, other)
                        # "There's no indoor seating" says nothing against "outdoor seating"
                        and not any(t.lower in _DENYING for t in sent_tokens[max(0, m - 2) : m])
                    ):
                        ev = Evidence(source.id, sent.start, sent.end, sent.text, 0.0)
                        return [
                            _flag(
                                claim,
                                ctx,
                                word,
                                ev,
                                sent.text,
                                FlagType.CONTRADICTION,
                                Severity.HIGH,
                                message=f'The answer says "{word.text} {tokens[k + 1].text}" '
                                f'where the source says "{other.text} {sent_tokens[m + 1].text}'
                                f'": {quote(sent.text, 160)}; no source uses "{word.text}".',
                                suggestion=f'Replace "{word.text}" with "{other.text}".',
                            )
                        ]
    return []


def _flag(
    claim: Claim,
    ctx: CheckContext,
    words: Token | tuple[int, int],
    ev: Evidence,
    sentence: str,
    type: FlagType,
    severity: Severity,
    *,
    message: str,
    suggestion: str,
    contradicts: bool = True,
) -> Flag:
    """A flag over the claim's swapped word (or a ``(start, end)`` span of the claim), quoting
    the evidence ``sentence``."""
    start, end = (words.start, words.end) if isinstance(words, Token) else words
    return make_flag(
        claim,
        ctx,
        start,
        end,
        type=type,
        severity=severity,
        message=message,
        suggestion=suggestion,
        source_says=sentence,
        source_id=ev.source_id,
        contradicts=contradicts,
    )
