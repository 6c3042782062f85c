"""Lexical helpers: word tokens with offsets, stemming, stopwords and BM25 over text units.

Tokens are runs of letters and digits (``4.2``, ``1,000``, ``don't`` stay whole) with exact
offsets. :func:`terms` turns a text into the stemmed content terms BM25 indexes: lower-cased,
stopwords dropped, thousands separators removed from numbers, words stemmed with the Snowball
English stemmer. :class:`BM25` scores a query's terms against many units using an inverted index,
so memory grows with the text, not with units times vocabulary.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

import numpy as np
import snowballstemmer
from breame.data.spelling_constants import BRITISH_ENGLISH_SPELLINGS

_TOKEN_RE = re.compile(r"[^\W_]+(?:[.,'’][^\W_]+)*")
_NUMBER_RE = re.compile(r"\d[\d.,]*")
_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")
_THOUSANDS_RE = re.compile(r"(?<=\d),(?=\d{3}(?:\D|$))")

_STOPWORDS_TEXT = """
    a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing done down during each either
    else ever few for from further had has have having he her here hers herself him himself his
    how however i if in into is it its itself just me might more most much must my myself no nor
    not of off on once only or other our ours ourselves out over own per same shall she should
    so some such than that the their theirs them themselves then there these they this those
    through thus to too under until up upon us very via was we were what when where whether
    which while who whom whose why will with within would yet you your yours yourself
    yourselves isn't aren't wasn't weren't don't doesn't didn't won't wouldn't can't cannot
    couldn't shouldn't hasn't haven't hadn't
"""
#: Function words that say nothing about which unit supports a claim. Negations are included on
#: purpose: "revenue did not grow" must still retrieve "revenue grew", which detectors then check.
STOPWORDS: frozenset[str] = frozenset(_STOPWORDS_TEXT.split())

_STEMMER = snowballstemmer.stemmer("english")
#: breame's pairs that are two words rather than two spellings of one: a tonne is no ton, a
#: groyne no groin, a philtre no filter.
_OTHER_WORDS = frozenset({"tonne", "tonnes", "groyne", "groynes", "philtre", "philtres"})
#: British spellings with their American ones ("organise": "organize"), so that a summary in
#: one spelling meets its source in the other.
_AMERICAN = {b: a for b, a in BRITISH_ENGLISH_SPELLINGS.items() if b not in _OTHER_WORDS}


@dataclass(frozen=True, slots=True)
class Token:
    """A word or number of some text: ``text == original[start:end]``; ``norm`` is lower-cased."""

    start: int
    end: int
    text: str
    norm: str


def _normalise(word: str) -> str:
    word = word.lower().replace("’", "'")
    if word[0].isdigit() and _NUMBER_RE.fullmatch(word):
        return _THOUSANDS_RE.sub("", word)
    return word


def tokenize(text: str) -> list[Token]:
    """Words and numbers of ``text`` with exact offsets, in order."""
    return [
        Token(m.start(), m.end(), m.group(), _normalise(m.group()))
        for m in _TOKEN_RE.finditer(text)
    ]


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Snowball (Porter 2) English stem of a lower-case word, a British spelling stemmed as the
    American one ("organised" as "organized"); numbers and codes are kept as they are."""
    word = word.removesuffix("'s")
    if not word.isascii():
        # "Brontë" is "Bronte", "café" "cafe": writers drop accents as often as they keep them.
        word = "".join(
            c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c)
        )
    if not word.isalpha():
        # "q3", "4.2", "o'brien": stemming would only damage them.
        return word
    return str(_STEMMER.stemWord(_AMERICAN.get(word, word)))


def terms(text: str) -> list[str]:
    """The stemmed content terms of ``text`` (stopwords dropped), in order, with repeats.

    camelCase words are split (``lastContact`` -> ``last``, ``contact``) so the field names of
    flattened JSON records match the words of prose.
    """
    return [t for word in _TOKEN_RE.findall(text) for _, t in _word_terms(word)]


def positioned_terms(text: str) -> tuple[list[int], list[str]]:
    """Start offsets and stemmed content terms of ``text``, for slicing many spans of one text."""
    starts, out = [], []
    for m in _TOKEN_RE.finditer(text):
        for offset, term in _word_terms(m.group()):
            starts.append(m.start() + offset)
            out.append(term)
    return starts, out


@lru_cache(maxsize=500_000)
def _word_terms(word: str) -> tuple[tuple[int, str], ...]:
    """``(offset, term)`` pairs of one token; a camelCase token gives one pair per part."""
    bounds = [0, *(m.start() for m in _CAMEL_RE.finditer(word)), len(word)]
    pairs = ((a, _term(word[a:b])) for a, b in pairwise(bounds))
    return tuple((a, t) for a, t in pairs if t)


@lru_cache(maxsize=500_000)
def _term(word: str) -> str:
    """The term a raw token indexes as, or ``""`` for a stopword (cached: words repeat a lot)."""
    norm = _normalise(word)
    return "" if norm in STOPWORDS else stem(norm)


class BM25:
    """Okapi BM25 over a list of documents given as term lists, with an inverted index.

    Scores are normalised to [0, 1] by the query's total idf, so a unit that holds every query
    term about as often as a typical unit scores about 1 and a query full of terms found nowhere
    scores low whatever the best unit is.
    """

    def __init__(self, docs: Iterable[Sequence[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        # Postings are kept as one CSR-like layout (term -> slice of doc ids and term counts);
        # compact typed arrays keep a multi-megabyte source's index small. Term ids follow first
        # occurrence; the (doc, term) counts come from one np.unique over all occurrences.
        self._vocab: dict[str, int] = {}
        vocab = self._vocab
        docs = list(docs)
        lengths = np.fromiter((len(d) for d in docs), dtype=np.int64, count=len(docs))
        flat = np.fromiter(
            (vocab.setdefault(t, len(vocab)) for d in docs for t in d),
            dtype=np.int64,
            count=int(lengths.sum()),
        )
        width = max(1, len(vocab))
        pairs, tf = np.unique(
            np.repeat(np.arange(len(docs)), lengths) * width + flat, return_counts=True
        )
        term_ids = (pairs % width).astype(np.int32)
        doc_ids = (pairs // width).astype(np.int32)
        counts = tf.astype(np.float32)
        self.n_docs = len(lengths)
        by_term = np.argsort(term_ids, kind="stable")
        self._doc_ids = doc_ids[by_term]
        self._tfs = counts[by_term]
        self._df = np.bincount(term_ids, minlength=len(vocab))
        self._offsets = np.concatenate([[0], np.cumsum(self._df)])
        dl = lengths.astype(np.float32)
        avgdl = float(dl.mean()) if self.n_docs and dl.sum() else 1.0
        # k1 * (1 - b + b * dl / avgdl) per document, precomputed once.
        self._length_norm = (k1 * (1.0 - b + b * dl / avgdl)).astype(np.float32)

    def idf(self, term: str) -> float:
        """Inverse document frequency (the always-positive Lucene form)."""
        index = self._vocab.get(term)
        df = 0 if index is None else int(self._df[index])
        return math.log(1.0 + (self.n_docs - df + 0.5) / (df + 0.5))

    def scores(self, query_terms: Iterable[str]) -> tuple[np.ndarray, np.ndarray]:
        """``(doc_ids, scores)`` of every document sharing a term with the query; scores in [0, 1]."""
        unique = list(dict.fromkeys(query_terms))
        total_idf = sum(self.idf(t) for t in unique)
        if not unique or not self.n_docs or total_idf <= 0:
            return np.empty(0, dtype=np.int32), np.empty(0, dtype=np.float32)
        acc = np.zeros(self.n_docs, dtype=np.float32)
        for term in unique:
            index = self._vocab.get(term)
            if index is None:
                continue
            lo, hi = self._offsets[index], self._offsets[index + 1]
            ids, tfs = self._doc_ids[lo:hi], self._tfs[lo:hi]
            acc[ids] += self.idf(term) * tfs * (self.k1 + 1.0) / (tfs + self._length_norm[ids])
        doc_ids = np.flatnonzero(acc).astype(np.int32)
        return doc_ids, np.minimum(acc[doc_ids] / total_idf, 1.0).astype(np.float32)

    def top(self, query_terms: Iterable[str], n: int) -> list[tuple[int, float]]:
        """The ``n`` best ``(doc_id, score)`` pairs, best first (ties by lower doc id)."""
        return top_n(*self.scores(query_terms), n)


def top_n(doc_ids: np.ndarray, scores: np.ndarray, n: int) -> list[tuple[int, float]]:
    """The ``n`` best ``(doc_id, score)`` pairs of parallel arrays, best first (ties by lower id)."""
    if len(doc_ids) > n:
        keep = np.argpartition(-scores, n - 1)[:n]
        doc_ids, scores = doc_ids[keep], scores[keep]
    order = np.lexsort((doc_ids, -scores))
    return [(int(doc_ids[i]), float(scores[i])) for i in order]
