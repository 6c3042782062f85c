"""Word-level helpers shared by the text detectors: tokens with offsets, stems, overlap, sentences.

Offsets are always taken on the original text (never on a lower-cased copy, whose length can differ
for some Unicode letters), so every span built from a :class:`Token` slices the original exactly.

Stems come from :func:`groundwise.lexical.stem` (one Snowball stemmer and cache for the package).
Tokens and sentences are not the evidence index's on purpose: here "4.2" is two tokens and "100%"
one (phrase tables match words and percentages), and every line break ends a sentence (evidence
spans are short); :mod:`groundwise.lexical` keeps "4.2" and "1,000" whole for BM25 and
:func:`groundwise.segment.split_sentences` joins hard-wrapped lines. On 236 benchmark texts the
tokens differ on 104 and the sentences on 67, so sharing them would change what detectors flag.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from groundwise import lexical
from groundwise.context import CheckContext
from groundwise.errors import InputError
from groundwise.lexicon import is_verb
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.segment import NEVER_FINAL
from groundwise.transcripts import speakers
from groundwise.wordlists import STOPWORDS, word_set

#: Letters/digits with inner apostrophes ("didn't", "Acme's"); "%" is kept so "100%" is one token.
_TOKEN_RE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*%?")
#: Sentence ends: terminal punctuation (plus closing quotes/brackets) followed by space, or a newline.
_SENTENCE_END_RE = re.compile(r"[.!?]+[\"'”’)\]]*\s+|\n\s*")
#: Words before a full stop that do not end a sentence.
_ABBREVIATIONS = (
    word_set(
        "inc corp ltd co mr mrs ms dr prof st jr sr vs etc no fig approx e.g i.e u.s jan feb mar "
        "apr jun jul aug sep sept oct nov dec"
    )
    # the titles and shorthands the answer's sentences never end at ("Arizona Gov. Doug Ducey")
    | NEVER_FINAL
)
#: "a.m." and "p.m.", which end a sentence only before a capital.
_CLOCK_HALVES = frozenset({"a.m", "p.m"})
SOURCE_SAYS_LIMIT = 200


class Token(NamedTuple):
    """One word of a text with its exact offsets (a tuple: sources have millions of them) and
    its lower-case form with curly apostrophes made straight (read millions of times: kept, not
    recomputed). Build one with :func:`token`."""

    text: str
    start: int
    end: int
    lower: str

    @property
    def stem(self) -> str:
        """Crude stem used to compare inflected forms (see :func:`stem`)."""
        return stem(self.text)


@dataclass(frozen=True)
class Sentence:
    """A sentence of some text; ``start``/``end`` index that text."""

    text: str
    start: int
    end: int


def token(text: str, start: int, end: int) -> Token:
    """The token for ``text`` at ``start:end``."""
    return Token(text, start, end, text.lower().replace("’", "'"))


def tokenize(text: str) -> list[Token]:
    """Words of ``text`` with offsets into it (a fresh list: callers may change it)."""
    if len(text) <= _CACHED_TEXT:
        return list(_tokens(text))
    return list(cached_tokens(text))


# Detectors tokenize the same claim and source sentences hundreds of times per answer: short
# texts keep their tokens (at most _CACHED_TOKENS texts of up to _CACHED_TEXT characters), longer
# ones (whole sources) as :func:`cached_tokens` keeps them.
_CACHED_TEXT = 2_000
_CACHED_TOKENS = 4_096


@text_cache(maxsize=_CACHED_TOKENS)
def _tokens(text: str) -> tuple[Token, ...]:
    return tuple(_tokenize(text))


def _tokenize(text: str) -> list[Token]:
    out = []
    for m in _TOKEN_RE.finditer(text):
        word = m.group()
        out.append(Token(word, m.start(), m.end(), word.lower().replace("’", "'")))
    return out


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Snowball stem of a word, lower-cased with straight apostrophes: ``approved`` -> ``approv``."""
    w = word.lower().replace("’", "'").removesuffix("'s").rstrip("'")
    return lexical.stem(w) if w else w


def is_content(token: Token) -> bool:
    """Whether a token carries content (not a stopword, not a lone letter)."""
    low = token.lower
    return low not in STOPWORDS and (len(low) > 1 or low.isdigit())


def content_stems(tokens: Iterable[Token], exclude: Iterable[str] = ()) -> set[str]:
    """Stems of the content words, leaving out any word whose lower form is in ``exclude``."""
    skip = exclude if isinstance(exclude, frozenset | set) else set(exclude)
    out = set()
    for t in tokens:
        low, content_stem = _word_forms(t.text)
        if content_stem is not None and low not in skip:
            out.add(content_stem)
    return out


@lru_cache(maxsize=100_000)
def _word_forms(word: str) -> tuple[str, str | None]:
    """A word's lower form and, when it is a content word, its stem (words repeat a lot)."""
    tok = token(word, 0, len(word))
    return tok.lower, (stem(word) if is_content(tok) else None)


def coverage(part: set[str], whole: set[str]) -> float:
    """Share of ``part`` found in ``whole`` (0 when ``part`` is empty)."""
    if not part:
        return 0.0
    return len(part & whole) / len(part)


#: Initials written with dots, the last dot aside ("p.o", "u.s", "e.g").
_DOTTED_INITIALS = re.compile(r"(?:[a-z]\.)+[a-z]")


def split_sentences(text: str) -> list[Sentence]:
    """Sentences of ``text`` (stripped), with offsets; abbreviations such as "Inc." do not split."""
    out: list[Sentence] = []
    begin = 0
    for m in _SENTENCE_END_RE.finditer(text):
        if "\n" not in m.group() and m.group().startswith("."):
            before = text[begin : m.start()].rsplit(None, 1)
            last = before[-1].lower().rstrip(".") if before else ""
            if last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()):
                continue
            # "until 1 p.m. costs $30", "to P.O. boxes": dotted initials before a lower-case
            # word end nothing.
            dotted = last in _CLOCK_HALVES or _DOTTED_INITIALS.fullmatch(last) is not None
            if dotted and text[m.end() : m.end() + 1].islower():
                continue
        _append_stripped(text, begin, m.end(), out)
        begin = m.end()
    _append_stripped(text, begin, len(text), out)
    return out


def _append_stripped(text: str, start: int, end: int, out: list[Sentence]) -> None:
    piece = text[start:end]
    stripped = piece.strip()
    if not stripped:
        return
    s = start + (len(piece) - len(piece.lstrip()))
    out.append(Sentence(stripped, s, s + len(stripped)))


def evidence_sentences(evidence: Sequence[Evidence]) -> Iterator[tuple[Evidence, Sentence]]:
    """Every sentence of every evidence span, best evidence first."""
    for ev in evidence:
        for sent in _evidence_split(ev.text):
            yield ev, sent


@text_cache(maxsize=1024)
def _evidence_split(text: str) -> tuple[Sentence, ...]:
    # Every detector reads each claim's evidence by sentence: split each span once.
    return tuple(split_sentences(text))


@text_cache(maxsize=32)
def cached_sentences(text: str) -> tuple[Sentence, ...]:
    """Sentences of a (source) text, cached because every claim looks at the same sources."""
    return tuple(split_sentences(text))


def answer_sentence(claim: Claim, answer: str) -> str:
    """The answer's sentence holding the claim (a claim may be one clause of it)."""
    return next(
        (s.text for s in cached_sentences(answer) if s.start <= claim.start < s.end), claim.text
    )


@text_cache(maxsize=32)
def cached_tokens(text: str) -> tuple[Token, ...]:
    """Tokens of a (source) text, cached because every claim looks at the same sources."""
    return _tokens(text) if len(text) <= _CACHED_TEXT else tuple(_tokenize(text))


@text_cache(maxsize=32)
def cached_sentence_stems(text: str) -> tuple[tuple[Sentence, frozenset[str]], ...]:
    """Sentences of a source text with their content stems, cached across claims."""
    return tuple((s, frozenset(content_stems(tokenize(s.text)))) for s in cached_sentences(text))


class StemIndex:
    """Which of some stem sets (a text's sentences or clauses, in order) hold each stem: an
    inverted index, so that a claim's stems are looked up instead of tested against every set."""

    def __init__(self, sets: Sequence[AbstractSet[str]]) -> None:
        at: dict[str, set[int]] = {}
        for k, words in enumerate(sets):
            for w in words:
                at.setdefault(w, set()).add(k)
        self._at = {w: frozenset(ks) for w, ks in at.items()}
        self._sets = len(sets)

    def any_holds(self, words: AbstractSet[str]) -> bool:
        """Whether one set holds all ``words`` (``any(words <= s for s in sets)``): the words'
        sets intersected, rarest word first."""
        if not words:
            return self._sets > 0
        found: frozenset[int] | None = None
        for w in sorted(words, key=lambda w: len(self._at.get(w, ()))):
            at = self._at.get(w)
            if not at:
                return False
            found = at if found is None else found & at
            if not found:
                return False
        return True


@text_cache(maxsize=32)
def sentence_stem_index(text: str) -> StemIndex:
    """A :class:`StemIndex` of the sentences of :func:`cached_sentence_stems`."""
    return StemIndex([stems for _, stems in cached_sentence_stems(text)])


def sentences_holding(
    stems: AbstractSet[str], ctx: CheckContext, least: float
) -> list[tuple[int, Evidence]]:
    """Every source sentence holding at least ``least`` of ``stems`` (content stems), with how
    many it holds, most first (the earliest of equally good ones first): what a part of a long
    claim is compared with when the evidence, chosen for the whole claim, lacks it."""
    found = [
        (shared, Evidence(source.id, sent.start, sent.end, sent.text, 0.0))
        for source in ctx.sources.values()
        for sent, sent_stems in cached_sentence_stems(source.text)
        if (shared := len(stems & sent_stems)) >= least
    ]
    found.sort(key=lambda x: -x[0])  # stable
    return found


@lru_cache(maxsize=32)
def known_stems(texts: tuple[str, ...]) -> frozenset[str]:
    """Content stems of every source and the question (``ctx.given_texts``; built once per
    answer)."""
    return frozenset(s for text in texts for _, stems in cached_sentence_stems(text) for s in stems)


#: Sentences before a source sentence whose names its pronouns may stand for ("In 2021 it opened
#: a second factory" two sentences after "Acme Corp was founded ...").
ANTECEDENT_SENTENCES = 2

#: Words that open a sentence about the subject of one before ("It costs $799").
SUBJECT_PRONOUN = re.compile(r"\s*(?:It|He|She)\b")
#: The name a sentence opens with, after an article, before a lower-case word: "Phone A has",
#: "The Nova phone has" (Nova), "The iPhone 15 has", "The Pixel 8 Pro has", "GPT-3.5 was", "The
#: /orders endpoint returns" (a path); not "On Monday, Glanz ...".
OPENING_NAME = re.compile(
    r"\s*(?:(?:The|A|An|Our|Its)\s+)?((?:[A-Z]|[a-z]+[A-Z])[\w-]*(?:\.\d[\w-]*)?(?:\s+(?:[A-Z][\w-]*|\d[\w-]*(?:\.\d[\w-]*)?))*"
    r"|/[\w/{}-]+)"
    r"(?=\s+[a-z])"
)
#: A name of title-case words ("Phone B"; not "OLED" or "GB"), and the word before it.
_TITLE_NAME = re.compile(
    r"(?:\b(?P<before>\w+)\s+)?\b(?P<name>[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*)*)"
)
#: Verbs after a name (and its noun: "The Orion phone has") that describe a thing an "It" after
#: may stand for ("Phone A has", "Apple reported revenue ... It said").
_DESCRIBING = re.compile(
    r"\s+(?:[a-z][\w-]*\s+)?(?:(?:also|now|currently|still)\s+)?"
    r"(?:is|was|are|has|had|have|offers|includes|costs|"
    r"comes|features|provides|uses|supports|runs|weighs|measures|lies|sits|stands|remains|"
    r"contains|covers|requires|starts|reported|posted|said|announced|expects|plans|makes|sells|"
    r"employs|operates|opened|launched|released|returns|accepts|handles|serves|stores|lists|"
    r"shows|displays|sends|allows|lets|gives|needs|takes|holds|carries|ships)\b"
)
#: Words before a one-word place ("born in Warsaw").
_PLACE_BEFORE = word_set("in at from to near of into across")


def _rival_name(text: str) -> bool:
    """Whether a sentence's words after its opening name name another who a pronoun after it
    may stand for: a name of two words or more ("Dan Cole"), or of one not after a preposition
    of place ("met Putin"; not "born in Warsaw")."""
    for m in _TITLE_NAME.finditer(text):
        if " " in m.group("name") or (m.group("before") or "").lower() not in _PLACE_BEFORE:
            return True
    return False


@text_cache(maxsize=256)
def capitalised_inside(text: str) -> frozenset[str]:
    """Words a text capitalises inside its sentences, lower-cased: its one-word names ("his
    predecessor Trajan")."""
    return frozenset(
        t.lower
        for sent in cached_sentences(text)
        for t in tokenize(sent.text)[1:]
        if t.text[:1].isupper() and t.text.isalpha() and not t.text.isupper()
    )


@text_cache(maxsize=SOURCE_TEXTS)
def one_word_names(text: str) -> frozenset[str]:
    """Lower-case forms of the words a text writes as one-word names: capitalised inside a
    sentence ("... by Acme"), or capitalised and never in lower case, no stopword ("Microsoft
    reported", before a verb; not "Revenue rose" where the text also writes "cloud revenue")."""
    tokens = cached_tokens(text)
    lower = {t.text for t in tokens if t.text.islower()}
    mid = capitalised_inside(text)
    # a capitalised word before a verb, itself no verb ("Microsoft reported"; not "Pin the
    # zipper", "Hitting the town", "Bummer they're only open for lunch")
    capitalised = {
        a.lower
        for a, b in itertools.pairwise(tokens)
        if a.text[:1].isupper()
        and a.text[1:].islower()
        and len(a.text) > 2
        and not is_verb(a.lower)
        and not a.lower.endswith("ing")
        and b.text.isalpha()
        and b.text.islower()
        and is_verb(b.lower)
    }
    return frozenset(mid | {w for w in capitalised if w not in lower and w not in STOPWORDS})


#: A model's one-word name: letters and digits in one word ("GPT-4", "GPT-3.5", "A100",
#: "COVID-19"); not a quarter, half or fiscal year ("Q3", "H1", "FY2024").
_MODEL_NAME = re.compile(r"(?![QH][1-4]\b|FY\d)(?=[\w.-]*[A-Za-z])(?=[\w.-]*\d)[A-Za-z][\w.-]*")


def names_itself(word: str) -> bool:
    """Whether one word is a name whatever the text around it: a path ("/orders") or a model's
    name of letters and digits (:data:`_MODEL_NAME`)."""
    return word.startswith("/") or _MODEL_NAME.fullmatch(word) is not None


def opening_name(text: str, names: frozenset[str]) -> tuple[str, ...]:
    """Words of the name a sentence opens with (:data:`OPENING_NAME`); one capitalised word
    counts only where ``names`` (:func:`one_word_names`) has it: "Revenue rose" opens with no
    name where the text writes "revenue", "Acme reported" does."""
    m = OPENING_NAME.match(text)
    words = tuple(m.group(1).split()) if m else ()
    if not words or words[0].lower() in STOPWORDS:
        return ()  # "In March ...", "After Hours ..."
    if len(words) == 1 and words[0].lower() not in names and not names_itself(words[0]):
        return ()
    return words


def sentence_index(text: str, at: int) -> int | None:
    """The index in :func:`cached_sentences` of the sentence of ``text`` holding offset ``at``."""
    return next((i for i, s in enumerate(cached_sentences(text)) if s.start <= at < s.end), None)


class Owner(NamedTuple):
    """The name a source sentence is about (:func:`sentence_owners`) and the index of the
    sentence that names it (the sentence itself, or the one its pronoun looks back to)."""

    words: tuple[str, ...]
    named_in: int


@text_cache(maxsize=SOURCE_TEXTS)
def sentence_owners(text: str) -> tuple[Owner, ...]:
    """For each sentence of a source (as :func:`cached_sentences`), the name it is about: the
    name it opens with ("Phone A has a 6.1-inch display"), or, for one that opens with "It",
    "He" or "She", the name of the nearest sentence before that opens with one and names no
    one else, within :data:`ANTECEDENT_SENTENCES` ("It costs $799": Phone A's). No words where
    none: a pronoun after "Officer Ruiz arrested Dan Cole" may be either."""
    sentences = cached_sentences(text)
    names = one_word_names(text)
    opening = [opening_name(sent.text, names) for sent in sentences]
    owners: list[Owner] = []
    for k, sent in enumerate(sentences):
        if not SUBJECT_PRONOUN.match(sent.text):
            owners.append(Owner(opening[k], k))
            continue
        owner = Owner((), -1)
        for j in range(k - 1, max(-1, k - 1 - ANTECEDENT_SENTENCES), -1):
            if SUBJECT_PRONOUN.match(sentences[j].text):
                continue
            named = OPENING_NAME.match(sentences[j].text)
            rest = sentences[j].text[named.end() :] if named else ""
            # "It" stands for a thing the sentence describes, not for what a person did ("Rodri
            # scored the only goal. It was City's first title")
            thing = sent.text.lstrip().startswith("It") and not _DESCRIBING.match(rest)
            if opening[j] and named and not thing and not _rival_name(rest):
                owner = Owner(opening[j], j)
            break
        owners.append(owner)
    return tuple(owners)


#: Most sentences about the claim's name read beside its evidence (:func:`owned_sentences`).
OWNED_SENTENCES = 8


def owned_sentences(claim_text: str, ctx: CheckContext) -> list[Evidence]:
    """The source sentences whose pronoun stands for a name the claim writes
    (:func:`sentence_owners`), as evidence spans: "It does not support pagination" for "The
    /orders endpoint supports pagination", where the evidence search found "It supports
    pagination" of "/users" (a sentence that writes the name is the search's to find)."""
    written = {t.text for t in tokenize(claim_text)}
    out = []
    for source in ctx.sources.values():
        for sent, words in _owned_by_name(source.text):
            if words <= written:
                out.append(Evidence(source.id, sent.start, sent.end, sent.text, 0.0))
                if len(out) == OWNED_SENTENCES:
                    return out  # a name a long source is mostly about: its first sentences
    return out


@text_cache(maxsize=SOURCE_TEXTS)
def _owned_by_name(text: str) -> tuple[tuple[Sentence, frozenset[str]], ...]:
    """The sentences of a source whose owner is named in another sentence, with the owner's
    words: what :func:`owned_sentences` matches against every claim (built once per source)."""
    sentences = cached_sentences(text)
    return tuple(
        (sent, frozenset(w.strip("/") for w in owner.words))
        for k, (sent, owner) in enumerate(zip(sentences, sentence_owners(text), strict=True))
        if owner.named_in != k and owner.words
    )


def stems_before(ctx: CheckContext, ev: Evidence, start: int) -> frozenset[str]:
    """Content stems of the :data:`ANTECEDENT_SENTENCES` source sentences before the sentence at
    ``start`` of evidence span ``ev``: what its pronouns may stand for. In a transcript
    (:func:`transcripts.speakers`), of every turn before: a chat keeps to the people it is
    about, and a pronoun may stand for a name said many short turns before ("Maria: When is
    Branwell coming? ... Maria: I will bring him from the railway station")."""
    source = ctx.sources.get(ev.source_id)
    if source is None:
        return frozenset()
    at = ev.start + start
    before = [s for s in cached_sentence_stems(source.text) if s[0].end <= at]
    if not speakers(source.text):
        before = before[-ANTECEDENT_SENTENCES:]
    return frozenset().union(*(s[1] for s in before))


@text_cache(maxsize=32)
def cached_joined(text: str) -> str:
    """A text's lower-case words joined by single spaces, with a space at each end."""
    return " " + " ".join(t.lower for t in cached_tokens(text)) + " "


@lru_cache(maxsize=32)
def cached_adjacent(texts: tuple[str, ...]) -> frozenset[tuple[str, str]]:
    """Every pair of neighbouring lower-case words of any of the texts: ``(a, b)`` is in it
    exactly when ``f" {a} {b} "`` is in one text's :func:`cached_joined`, without scanning the
    texts for each pair (built once per answer)."""
    return frozenset(
        pair for text in texts for pair in itertools.pairwise(t.lower for t in cached_tokens(text))
    )


@text_cache(maxsize=32)
def cached_lower_words(text: str) -> frozenset[str]:
    """Lower-case words (possessives stripped) of a source text, for fast presence checks."""
    return frozenset(_strip_possessive(t.lower) for t in cached_tokens(text))


def _strip_possessive(word: str) -> str:
    if word.endswith("'s"):
        return word[:-2]
    return word.rstrip("'")


def find_phrase(tokens: Sequence[Token], phrase: str, begin: int = 0) -> Iterator[int]:
    """Indexes ``i`` (from ``begin``) where the lower-case words of ``phrase`` start in ``tokens``."""
    words = _phrase_words(phrase)
    if not words:
        return
    n = len(words)
    lowers = [t.lower for t in tokens]
    for i in range(begin, len(tokens) - n + 1):
        if lowers[i] == words[0] and tuple(lowers[i : i + n]) == words:
            yield i


@lru_cache(maxsize=4096)
def _phrase_words(phrase: str) -> tuple[str, ...]:
    return tuple(t.lower for t in tokenize(phrase))


#: A phrase table ready for matching: first word -> ``(rank, words, phrase)`` of every phrase
#: starting with it, ``rank`` being the phrase's place in the longest-first order.
_PhraseIndex = dict[str, tuple[tuple[int, tuple[str, ...], str], ...]]


@lru_cache(maxsize=256)
def _phrase_index(phrases: tuple[str, ...] | frozenset[str]) -> _PhraseIndex:
    """Index a phrase table once (detectors match the same few tables against every sentence)."""
    by_first: dict[str, list[tuple[int, tuple[str, ...], str]]] = {}
    # Longest phrase first (by words); ties keep set order, as matching phrase by phrase did.
    for rank, phrase in enumerate(sorted(set(phrases), key=lambda p: -len(p.split()))):
        words = _phrase_words(phrase)
        if words:
            by_first.setdefault(words[0], []).append((rank, words, phrase))
    return {first: tuple(entries) for first, entries in by_first.items()}


def phrase_spans(tokens: Sequence[Token], phrases: Iterable[str]) -> list[tuple[int, int, str]]:
    """Token ranges ``(i, j, phrase)`` of every phrase found, longest phrase first at each place."""
    table = phrases if isinstance(phrases, tuple | frozenset) else tuple(phrases)
    index = _phrase_index(table)
    lowers = [t.lower for t in tokens]
    # Every occurrence of every phrase, found in one pass over the tokens (a table holds
    # hundreds of phrases, a sentence a few dozen words), then taken in the order of the
    # longest-first rule: a phrase is kept unless it starts inside one kept before it.
    matches: list[tuple[int, int, int, str]] = []
    for i, low in enumerate(lowers):
        for rank, words, phrase in index.get(low, ()):
            n = len(words)
            if n == 1 or tuple(lowers[i : i + n]) == words:
                matches.append((rank, i, n, phrase))
    matches.sort()
    found: list[tuple[int, int, str]] = []
    for _, i, n, phrase in matches:
        if not any(a <= i < b for a, b, _ in found):
            found.append((i, i + n, phrase))
    return sorted(found)


def clip(text: str, limit: int = SOURCE_SAYS_LIMIT) -> str:
    """``text`` on one line, cut at a word boundary to at most ``limit`` characters."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1].rsplit(" ", 1)[0]
    return cut + "…"


def is_sentence_start(text: str, pos: int) -> bool:
    """Whether ``pos`` in ``text`` begins a sentence, line or list item (capitals mean nothing there)."""
    i = pos - 1
    while i >= 0 and (text[i].isspace() or text[i] in "\"'“‘([*•·▪◦+→-–—#>"):
        if text[i] == "\n":
            return True
        # "Wine - Drinking ...": a spaced dash separates a heading from its sentence.
        if text[i] in "-–—" and i > 0 and text[i - 1].isspace() and text[i + 1 : i + 2].isspace():
            return True
        i -= 1
    if i > 0 and text[i] == "." and _TITLE_BEFORE.search(text, max(0, i - 8), i + 1):
        return False  # "called Mr. Smith": a title's full stop ends no sentence
    return (
        i < 0 or text[i] in ".!?:;\n" or (text[i].isdigit() and i + 1 < pos and text[i + 1] == ".")
    )


#: A title abbreviated with a full stop, just before a position ("Mr.", "Dr.", "St.").
_TITLE_BEFORE = re.compile(
    r"(?<![\w.])(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Mt|Rev|Hon|Sen|Rep|Gov|Gen|Capt|Col|Lt|Sgt)\.$"
)


#: A clipped name keeps at least this many letters of its word and drops at least three more:
#: "Fed" of "Federal Reserve", "Chris" of "Christopher".
CLIPPED_MIN, CLIPPED_DROPPED = 3, 3


def clipped_forms(text: str, tokens: Sequence[Token]) -> frozenset[str]:
    """The clipped forms of the capitalised words of ``text`` inside its sentences (a capital at
    a sentence's start says nothing): "fed" of "... the Federal Reserve ...". A one-word name
    that is one of them is a short name of the same thing."""
    return frozenset(
        t.lower[:k]
        for t in tokens
        if t.text[0].isupper() and t.text[1:].islower() and not is_sentence_start(text, t.start)
        for k in range(CLIPPED_MIN, len(t.text) - CLIPPED_DROPPED + 1)
    )


def require_aligned(claim: Claim, ctx: CheckContext) -> None:
    """Raise :class:`InputError` unless the claim's span slices the answer (flags index the answer)."""
    if ctx.answer[claim.start : claim.end] != claim.text:
        raise InputError(
            f"claim {claim.id} [{claim.start}, {claim.end}) does not slice the answer; build claims "
            "with offsets into CheckContext.answer"
        )


def make_flag(
    claim: Claim,
    ctx: CheckContext,
    start: int,
    end: int,
    *,
    type: FlagType,
    severity: Severity,
    message: str,
    suggestion: str,
    source_says: str | None,
    source_id: str | None,
    contradicts: bool,
) -> Flag:
    """A flag over ``claim.text[start:end]``, with the span moved into the answer's offsets."""
    a, b = claim.start + start, claim.start + end
    require_aligned(claim, ctx)
    return Flag(
        type=type,
        severity=severity,
        claim_id=claim.id,
        start=a,
        end=b,
        text=ctx.answer[a:b],
        message=message,
        suggestion=suggestion,
        source_says=clip(source_says) if source_says is not None else None,
        source_id=source_id,
        contradicts=contradicts,
    )


def quote(text: str, limit: int = 120) -> str:
    """``text`` clipped and wrapped in double quotes for a message."""
    return f'"{clip(text, limit)}"'
