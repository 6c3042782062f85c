"""The learned judge: alignment features combined by small trained models, evaluated in NumPy.

Three models stored in ``groundwise/data/judge/learned.json``:

1. **Claim level.** :func:`groundwise.features.claim_features` (word coverage by the evidence and
   by the whole sources, novel numbers and names, bigram and subsequence overlap, negation
   mismatch, detector flags, ...) -> gradient-boosted trees -> the probability that the claim is
   supported (older parameter files: a logistic model).
2. **Answer level.** Aggregates of the claim probabilities (lowest, second lowest, mean, share of
   low claims, number of claims) and whole-answer coverage -> a logistic model -> the probability
   that the whole answer is supported, trained with balanced classes so that
   ``supported = support >= 0.5`` is the one documented cut for all data.
   :meth:`LearnedJudge.combine` provides it to the verifier.
3. **Word level.** :func:`token_matrix` describes every word of a claim (in the best evidence, in
   the sources, bigrams, neighbours' coverage, flags, the claim's features) -> gradient-boosted
   trees -> the probability that the word is unsupported; runs of likely words become the claim's
   unsupported spans (:func:`token_spans`).

How the parameters were trained and how well they do is in
``groundwise/data/judge/DATA_CARD.md`` and ``docs/judge.md``; ``make train`` reproduces them.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from groundwise import lexical
from groundwise.context import CheckContext
from groundwise.embeddings import Embedder, load_embedder
from groundwise.errors import ConfigError, ModelUnavailableError
from groundwise.evidence import claim_word_alignment
from groundwise.features import (
    Alignment,
    claim_features,
    is_strong_contradiction,
    with_pertained,
)
from groundwise.judges import (
    CONTRADICTED_CAP,
    PARTIAL_AT,
    VERIFIED_AT,
    BatchingJudge,
    JudgeItem,
    Judgement,
)
from groundwise.memo import text_cache
from groundwise.results import Claim, ClaimResult, Evidence, Flag, MatchType, Status
from groundwise.scoring import answer_support, checkable, within_weakest
from groundwise.wordlists import word_set

if TYPE_CHECKING:
    from groundwise.config import Config

#: The parameter file shipped in the package (trained on features with MiniLM embeddings).
PARAMETERS = "learned.json"
#: Parameter files trained on the features each embedder gives; other embedders use PARAMETERS.
#: Without embeddings the semantic features are zero, which the embedding-trained models would
#: read as "unlike any evidence", so evidence search by BM25 alone has its own models.
PARAMETERS_BY_EMBEDDER: Mapping[str, str] = {"minilm": PARAMETERS, "none": "learned-none.json"}


def parameters_file(embedder: str) -> str:
    """The packaged parameter file trained on the features ``embedder`` gives."""
    return PARAMETERS_BY_EMBEDDER.get(embedder, PARAMETERS)


#: A detector finding the source saying something else (high or critical) caps the support at
#: ``CONTRADICTED_CAP``, as in every judge: such verdicts point at the conflicting source words.
CAP_CONTRADICTED = True
#: ``max_contradict_severity`` of a high (3) or critical (4) contradicting flag.
STRONG_SEVERITY = 3.0


@dataclass(frozen=True)
class LinearModel:
    """A logistic model over named features: ``sigmoid(coef · z + intercept)``.

    ``z`` is each feature, ``log1p``-transformed where listed in ``log_features``, clipped to
    ``[lo, hi]`` seen in training, then standardised with ``mean`` and ``scale``.
    """

    features: tuple[str, ...]
    log_features: frozenset[str]
    lo: np.ndarray
    hi: np.ndarray
    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    intercept: float

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> LinearModel:
        """Read the JSON shape written by :meth:`to_dict`."""
        return cls(
            features=tuple(d["features"]),
            log_features=frozenset(d["log_features"]),
            lo=np.asarray(d["lo"], dtype=float),
            hi=np.asarray(d["hi"], dtype=float),
            mean=np.asarray(d["mean"], dtype=float),
            scale=np.asarray(d["scale"], dtype=float),
            coef=np.asarray(d["coef"], dtype=float),
            intercept=float(d["intercept"]),
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready parameters (rounded so the file stays small and diffs stay readable)."""
        return {
            "features": list(self.features),
            "log_features": sorted(self.log_features),
            "lo": _rounded(self.lo),
            "hi": _rounded(self.hi),
            "mean": _rounded(self.mean),
            "scale": _rounded(self.scale),
            "coef": _rounded(self.coef),
            "intercept": round(self.intercept, 6),
        }

    def raw_matrix(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """Rows of named features as a matrix in this model's feature order, transformed."""
        x = np.array([[r.get(f, 0.0) for f in self.features] for r in rows], dtype=float)
        return self.transform(x)

    def transform(self, x: np.ndarray) -> np.ndarray:
        """``log1p`` where listed, then clip (standardising is part of :meth:`predict`)."""
        x = np.array(x, dtype=float, copy=True).reshape(-1, len(self.features))
        for i, f in enumerate(self.features):
            if f in self.log_features:
                x[:, i] = np.log1p(np.maximum(x[:, i], 0.0))
        if self.lo.size:
            x = np.clip(x, self.lo, self.hi)
        return x

    def predict(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """Probabilities for feature rows given as name -> value mappings."""
        return self.predict_transformed(self.raw_matrix(rows))

    def predict_transformed(self, x: np.ndarray) -> np.ndarray:
        """Probabilities for an already transformed matrix."""
        z = (x - self.mean) / self.scale @ self.coef + self.intercept
        return np.asarray(1.0 / (1.0 + np.exp(-np.clip(z, -35.0, 35.0))), dtype=float)


def _rounded(a: np.ndarray) -> list[float]:
    return [round(float(v), 6) for v in a]


def answer_context(results: Sequence[ClaimResult], ctx: CheckContext) -> dict[str, float]:
    """Answer-level cues that do not depend on claim supports (computed once per answer)."""
    answer_terms = lexical.terms(ctx.answer)
    source_terms = _source_terms(ctx.given_texts)
    covered = sum(t in source_terms for t in answer_terms)
    return {
        "share_not_checkable": (
            sum(r.status is Status.NOT_CHECKABLE for r in results) / len(results)
            if results
            else 0.0
        ),
        "answer_coverage": covered / len(answer_terms) if answer_terms else 1.0,
        "contradicted": float(any(is_strong_contradiction(f) for r in results for f in r.flags)),
    }


@lru_cache(maxsize=32)
def _source_terms(texts: tuple[str, ...]) -> frozenset[str]:
    """The content-word stems of all of an answer's sources (built once per answer)."""
    return frozenset(itertools.chain.from_iterable(lexical.terms(t) for t in texts))


def lexical_support(results: Sequence[ClaimResult], ctx: CheckContext) -> float:
    """The ``lexical`` judge's answer support for the same claims, evidence and flags.

    An input of the answer model: the hand-made judge transfers to kinds of data the trained
    models have not seen, and the answer model learns how far to trust each.
    """
    from groundwise.judges.lexical import LexicalJudge

    judge = LexicalJudge()
    judged = []
    for r in results:
        if r.status is Status.NOT_CHECKABLE:
            continue
        j = judge.judge(r.claim, r.evidence, r.flags, ctx)
        judged.append(ClaimResult(r.claim, j.status, j.support, j.match_type))
    return answer_support(judged)


def answer_features(supports: Sequence[float], context: Mapping[str, float]) -> dict[str, float]:
    """Answer-level inputs: aggregates of the checkable claims' supports plus ``context``."""
    p = sorted(supports)
    n = len(p)
    row = {
        "min": p[0] if n else 1.0,
        "second_min": p[1] if n > 1 else (p[0] if n else 1.0),
        "mean": float(np.mean(p)) if n else 1.0,
        "logit_min": _logit(p[0]) if n else _logit(1.0),
        "share_low": sum(v < 0.5 for v in p) / n if n else 0.0,
        "p15": float(np.quantile(p, 0.15)) if n else 1.0,
        "n_claims": float(n),
        "no_claims": float(n == 0),
    }
    row.update(context)
    return row


def word_context(word_risks: Iterable[Iterable[float]]) -> dict[str, float]:
    """Answer-level cues from the token model over the checkable claims' words.

    ``word_risk_sum`` is the expected number of unsupported words, ``word_risk_max`` the riskiest
    word's probability. Unlike the claim supports, the sum grows with how much the answer adds:
    on RAGTruth QA it ranks answers better than any claim aggregate (docs/judge-history.md, v6).
    """
    flat = [float(p) for risk in word_risks for p in risk]
    return {"word_risk_sum": sum(flat), "word_risk_max": max(flat, default=0.0)}


def _risk(word_probs: np.ndarray | None) -> tuple[float, ...]:
    return () if word_probs is None else tuple(float(p) for p in word_probs)


def _logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


# --------------------------------------------------------------------------- token model

#: Inputs of the token model, one row per word of a claim (see :func:`token_matrix`).
TOKEN_FEATURES: tuple[str, ...] = (
    "stop",
    "number",
    "capital",
    "first",
    "in_best",
    "in_evidence",
    "in_sources",
    "word_in_sources",
    "source_count",
    "prev_bigram",
    "next_bigram",
    "content",
    "uncovered",
    "in_flag",
    "in_contradicting_flag",
    "distance_to_covered",
    "window_uncovered",
    "uncovered_run",
    "prev_uncovered",
    "next_uncovered",
    "claim_coverage",
    "claim_coverage_sources",
    "claim_coverage_best",
    "claim_bigram_sources",
    "claim_lcs_best",
    "claim_n_terms",
    "claim_n_flags",
    "claim_n_contradicting",
    "claim_negation_mismatch",
    "claim_score_best",
    "claim_n_missing_sources",
    "position_in_answer",
    "position_in_claim",
    "verbatim_trigram",
)
#: Token-model inputs read off MiniLM's word-piece states where evidence search embeds
#: (:func:`groundwise.evidence.claim_word_alignment`): the word's best cosine in context to any
#: evidence piece, to the best evidence's, to pieces other than its own; the lowest best cosine
#: of it and its two neighbours; its best cosine less the claim's median, and its rank within
#: the claim (0 lowest, 1 highest). BERTScore-like: a paraphrase scores high, an invented or
#: swapped word ("margarine" for "butter") lower, and lower than the rest of its claim.
SEMANTIC_TOKEN_FEATURES: tuple[str, ...] = (
    "emb_ev",
    "emb_best",
    "emb_other",
    "emb_win",
    "emb_rel",
    "emb_rank",
)
#: Claim-model inputs from the same: the lowest, mean and 25th percentile best cosine over the
#: claim's content words, and the lowest best cosine to a piece other than the word's own.
SEMANTIC_CLAIM_FEATURES: tuple[str, ...] = (
    "emb_word_min",
    "emb_word_mean",
    "emb_word_p25",
    "emb_other_min",
)
_FAR = 6


def semantic_columns(sims: np.ndarray) -> np.ndarray:
    """The :data:`SEMANTIC_TOKEN_FEATURES` of a claim's words from their word alignment."""
    if not len(sims):
        return np.zeros((0, len(SEMANTIC_TOKEN_FEATURES)))
    best = sims[:, 0]
    window = np.array([best[max(0, i - 1) : i + 2].min() for i in range(len(best))])
    rank = np.argsort(np.argsort(best, kind="stable"), kind="stable") / max(len(best) - 1, 1)
    return np.column_stack([sims, window, best - np.median(best), rank])


def with_word_alignment(a: Alignment, claim: Claim, sims: np.ndarray | None) -> Alignment:
    """``a`` with the :data:`SEMANTIC_CLAIM_FEATURES` of the claim's word alignment added."""
    if sims is None:
        return a
    words = lexical.tokenize(claim.text)
    content = [i for i, t in enumerate(words) if t.norm not in lexical.STOPWORDS]
    best = sims[content, 0] if content else np.ones(1)
    other = sims[content, 2] if content else np.ones(1)
    semantic = {
        "emb_word_min": float(best.min()),
        "emb_word_mean": float(best.mean()),
        "emb_word_p25": float(np.percentile(best, 25)),
        "emb_other_min": float(other.min()),
    }
    return dataclasses.replace(a, features={**a.features, **semantic})


@dataclass(frozen=True)
class _SourceWords:
    """Per-source look-up tables for token features (cached by source text)."""

    words: frozenset[str]
    stem_counts: Counter[str]
    trigrams: frozenset[tuple[str, str, str]]
    bigrams: frozenset[tuple[str, str]]


@text_cache(maxsize=256)
def _source_words(text: str) -> _SourceWords:
    norms = [t.norm for t in lexical.tokenize(text)]
    stems = lexical.terms(text)
    counts = Counter(lexical.stem(n) for n in norms)
    for noun in with_pertained(counts) - set(counts):  # "lunar orbit" speaks of the Moon
        counts[noun] = 1
    return _SourceWords(
        frozenset(norms),
        counts,
        frozenset(zip(norms, norms[1:], norms[2:], strict=False)),
        frozenset(itertools.pairwise(stems)),
    )


@lru_cache(maxsize=32)
def _all_source_words(texts: tuple[str, ...]) -> _SourceWords:
    """The look-up tables of all of an answer's sources together, built once per answer."""
    if len(texts) == 1:
        return _source_words(texts[0])
    counts: Counter[str] = Counter()
    words: set[str] = set()
    trigrams: set[tuple[str, str, str]] = set()
    bigrams: set[tuple[str, str]] = set()
    for text in texts:
        sw = _source_words(text)
        words |= sw.words
        counts.update(sw.stem_counts)
        trigrams |= sw.trigrams
        bigrams |= sw.bigrams
    return _SourceWords(frozenset(words), counts, frozenset(trigrams), frozenset(bigrams))


def token_matrix(
    claim: Claim,
    evidence: Sequence[Evidence],
    flags: Sequence[Flag],
    ctx: CheckContext,
    a: Alignment,
    sims: np.ndarray | None = None,
) -> tuple[list[tuple[int, int]], np.ndarray]:
    """Answer spans of the claim's words and one feature row per word (:data:`TOKEN_FEATURES`,
    then :data:`SEMANTIC_TOKEN_FEATURES` when the claim's word alignment ``sims`` is given).

    Stopwords get rows too, described by their content neighbours, so a run of unsupported
    words comes out whole ("opened a store in Oslo", not "opened", "store", "Oslo").
    """
    f = a.features
    tokens = lexical.tokenize(claim.text)
    sw = _all_source_words(ctx.given_texts)
    words, counts, trigrams, bigrams = sw.words, sw.stem_counts, sw.trigrams, sw.bigrams
    best = with_pertained(lexical.terms(evidence[0].text)) if evidence else set()
    in_evidence: set[str] = set()
    for e in evidence:
        in_evidence.update(with_pertained(lexical.terms(e.text)))
    term_at = {t.start - claim.start: t for t in a.terms}
    content = [i for i, t in enumerate(tokens) if t.start in term_at]
    covered = [term_at[tokens[i].start].covered for i in content]
    rank = {i: k for k, i in enumerate(content)}
    covered_at = [k for k, c in enumerate(covered) if c]
    runs = _uncovered_runs(covered)
    flag_spans = [(fl.start - claim.start, fl.end - claim.start, fl.contradicts) for fl in flags]
    norms = [t.norm for t in tokens]
    claim_values = [
        f["coverage"],
        f.get("coverage_sources", 0.0),
        f["coverage_best"],
        f.get("bigram_sources", 1.0),
        f.get("lcs_best", 0.0),
        math.log1p(f["n_terms"]),
        math.log1p(f["n_flags"]),
        math.log1p(f["n_contradicting"]),
        f.get("negation_mismatch", 0.0),
        f["score_best"],
        math.log1p(f.get("n_missing_sources", 0.0)),
    ]
    n = len(tokens)
    table: list[list[float]] = []
    answer_len = max(len(ctx.answer), 1)
    prev_c: int | None = None
    next_of = _next_content(n, rank)
    for i, t in enumerate(tokens):
        stem = lexical.stem(t.norm)
        own = rank.get(i)
        nxt = next_of[i]
        ref = own if own is not None else (prev_c if prev_c is not None else nxt)
        distance = (
            min((abs(ref - q) for q in covered_at), default=_FAR) if ref is not None else _FAR
        )
        window = covered[max(0, ref - 2) : ref + 3] if ref is not None else []
        prev_stem = lexical.stem(norms[content[prev_c]]) if prev_c is not None else None
        next_stem = lexical.stem(norms[content[nxt]]) if nxt is not None else None
        table.append(
            [
                t.norm in lexical.STOPWORDS,
                t.norm[:1].isdigit(),
                t.text[:1].isupper(),
                i == 0,
                stem in best,
                stem in in_evidence,
                stem in counts,
                t.norm in words,
                math.log1p(counts.get(stem, 0)),
                prev_stem is not None and (prev_stem, stem) in bigrams,
                next_stem is not None and (stem, next_stem) in bigrams,
                own is not None,
                own is not None and not covered[own],
                any(s <= t.start < e for s, e, _ in flag_spans),
                any(s <= t.start < e and c for s, e, c in flag_spans),
                min(distance, _FAR),
                1 - sum(window) / len(window) if window else 0.0,
                runs[own] if own is not None else 0,
                prev_c is not None and not covered[prev_c],
                nxt is not None and not covered[nxt],
                *claim_values,
                (claim.start + t.start) / answer_len,
                i / max(n - 1, 1),
                any(
                    tuple(norms[j : j + 3]) in trigrams
                    for j in range(max(0, i - 2), min(i + 1, n - 2))
                ),
            ]
        )
        if own is not None:
            prev_c = own
    # One conversion for all rows (a row at a time costs more than building them).
    rows = np.array(table, dtype=float) if table else np.zeros((0, len(TOKEN_FEATURES)))
    spans = [(claim.start + t.start, claim.start + t.end) for t in tokens]
    if sims is not None:
        rows = np.hstack([rows, semantic_columns(sims)])
    return spans, rows


def _uncovered_runs(covered: Sequence[bool]) -> list[int]:
    """For each content word, the length of the run of uncovered words it belongs to (0 if covered)."""
    runs = [0] * len(covered)
    k = 0
    while k < len(covered):
        j = k
        while j < len(covered) and not covered[j]:
            j += 1
        for m in range(k, j):
            runs[m] = j - k
        k = max(j, k + 1)
    return runs


def _next_content(n: int, rank: Mapping[int, int]) -> list[int | None]:
    """For each token, the rank of the next content word after it."""
    out: list[int | None] = [None] * n
    nxt: int | None = None
    for i in range(n - 1, -1, -1):
        out[i] = nxt
        if i in rank:
            nxt = rank[i]
    return out


#: Words that carry no claim of their own: a span of the token model does not start or end with
#: them, and a span of nothing else is dropped ("of France is Lyon" -> "France is Lyon"; "The"
#: alone -> nothing). Negators, quantifiers and comparatives are not among them: "not" or "all"
#: can be exactly the word that lacks support.
SPAN_FILLER = word_set(
    "a an the of to in on at by for from with as and or but is are was were be been being am it "
    "its this that these those there their they them he him she her his we us our you your i my "
    "me which who whom whose than then so into onto via per if also just has have had having do "
    "does did"
)


def _words(
    claim: Claim, tokens: tuple[list[tuple[int, int]], np.ndarray] | None
) -> list[str] | None:
    """The text of each word the token model scored (its spans are answer offsets)."""
    if tokens is None:
        return None
    return [claim.text[s - claim.start : e - claim.start] for s, e in tokens[0]]


def token_spans(
    spans: Sequence[tuple[int, int]],
    probs: Sequence[float],
    threshold: float,
    gap: int,
    words: Sequence[str] | None = None,
) -> list[tuple[int, int]]:
    """Runs of words at or above ``threshold``; words at most ``gap`` characters apart merge.

    With the ``words`` themselves, each run is trimmed of :data:`SPAN_FILLER` words at its ends.
    """
    runs: list[list[int]] = []
    for k, ((s, _), p) in enumerate(zip(spans, probs, strict=True)):
        if p < threshold:
            continue
        if runs and s - spans[runs[-1][-1]][1] <= gap:
            runs[-1].append(k)
        else:
            runs.append([k])
    out = []
    for run in runs:
        if words is not None:
            while run and words[run[0]].lower() in SPAN_FILLER:
                run = run[1:]
            while run and words[run[-1]].lower() in SPAN_FILLER:
                run = run[:-1]
        if run:
            out.append((spans[run[0]][0], spans[run[-1]][1]))
    return out


@dataclass(frozen=True)
class TreeEnsemble:
    """Gradient-boosted trees (binary log-loss) over a feature matrix, evaluated in NumPy.

    The trees are padded to one ``(trees, nodes)`` table so every tree is walked at once; a
    node goes left when ``x[feature] <= threshold``; leaves point to themselves.
    """

    features: tuple[str, ...]
    baseline: float
    feature: np.ndarray
    threshold: np.ndarray
    left: np.ndarray
    right: np.ndarray
    value: np.ndarray
    depth: int

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TreeEnsemble:
        """Read the JSON shape written by :meth:`to_dict` (one list of nodes per tree)."""
        trees = d["trees"]
        width = max(len(t["feature"]) for t in trees)

        def table(key: str, dtype: type, pad: float) -> np.ndarray:
            out: np.ndarray = np.full((len(trees), width), pad, dtype=dtype)
            for k, t in enumerate(trees):
                out[k, : len(t[key])] = t[key]
            return out

        return cls(
            features=tuple(d["features"]),
            baseline=float(d["baseline"]),
            feature=table("feature", int, 0),
            threshold=table("threshold", float, 0.0),
            left=table("left", int, 0),
            right=table("right", int, 0),
            value=table("value", float, 0.0),
            depth=int(d["depth"]),
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready trees; each keeps only its own nodes."""
        trees = []
        for k in range(self.feature.shape[0]):
            used = int(max(self.left[k].max(), self.right[k].max())) + 1
            trees.append(
                {
                    "feature": self.feature[k, :used].tolist(),
                    # Unrounded: a split between two close training values must stay between them.
                    "threshold": self.threshold[k, :used].tolist(),
                    "left": self.left[k, :used].tolist(),
                    "right": self.right[k, :used].tolist(),
                    "value": _rounded(self.value[k, :used]),
                }
            )
        return {
            "features": list(self.features),
            "baseline": round(self.baseline, 6),
            "depth": self.depth,
            "trees": trees,
        }

    def predict(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """Probabilities for feature rows given as name -> value mappings."""
        x = np.array([[r.get(f, 0.0) for f in self.features] for r in rows], dtype=float)
        return self.predict_matrix(x)

    @cached_property
    def _flat(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The node tables as one flat array each, children as flat indexes (built once)."""
        n_trees, width = self.feature.shape
        offset = (np.arange(n_trees) * width)[:, None]
        return (
            self.feature.ravel(),
            self.threshold.ravel(),
            (self.left + offset).ravel(),
            (self.right + offset).ravel(),
            offset.ravel(),
        )

    def predict_matrix(self, x: np.ndarray) -> np.ndarray:
        """Probabilities for a ``(rows, features)`` matrix in :attr:`features` order."""
        x = np.asarray(x, dtype=float).reshape(-1, len(self.features))
        if not len(x):
            return np.zeros(0)
        feature, threshold, left, right, roots = self._flat
        # Flat indexing (one take per step) walks all trees of all rows 2-3x faster than 2-D.
        node = np.broadcast_to(roots, (len(x), len(roots))).copy()
        row_start = (np.arange(len(x)) * x.shape[1])[:, None]
        values = x.ravel()
        for _ in range(self.depth):
            go_left = values[row_start + feature[node]] <= threshold[node]
            node = np.where(go_left, left[node], right[node])
        raw = self.baseline + self.value.ravel()[node].sum(axis=1)
        return np.asarray(1.0 / (1.0 + np.exp(-np.clip(raw, -35.0, 35.0))), dtype=float)


def claim_probabilities(
    model: LinearModel | TreeEnsemble, rows: Sequence[Mapping[str, float]]
) -> np.ndarray:
    """The claim model's support for feature rows; a claim with nothing to compare is 0.

    A claim without evidence (no sources, nothing retrieved) or without a content word has no
    anchor: no verdict may rest on evidence that is not there, whatever the trees extrapolate.
    Training and cross-validation score claims through this same function.
    """
    if not rows:
        return np.zeros(0)
    p = model.predict(rows)
    unanchored = np.array(
        [r.get("n_evidence", 0.0) == 0 or r.get("n_terms", 0.0) == 0 for r in rows]
    )
    p = np.where(unanchored, 0.0, p)
    if CAP_CONTRADICTED:
        strong = np.array([r.get("max_contradict_severity", 0.0) >= STRONG_SEVERITY for r in rows])
        p = np.where(strong, np.minimum(p, CONTRADICTED_CAP), p)
    return p


@dataclass(frozen=True)
class Parameters:
    """Everything the judge loads: the claim, answer and token models and how spans are drawn."""

    claim: LinearModel | TreeEnsemble
    answer: LinearModel
    #: Without a token model: claims below this support get their uncovered words as spans.
    span_below: float
    #: Flagged words at most this many characters apart merge into one span.
    span_gap: int
    meta: Mapping[str, Any]
    #: The word-level unsupported model; spans are runs of words at or above ``token_threshold``.
    tokens: TreeEnsemble | None = None
    token_threshold: float = 0.5

    @cached_property
    def word_alignment(self) -> bool:
        """Whether the models read MiniLM word alignment (:data:`SEMANTIC_TOKEN_FEATURES`,
        :data:`SEMANTIC_CLAIM_FEATURES`), which needs an embedder with word pieces."""
        names = set(self.claim.features) | set(self.tokens.features if self.tokens else ())
        return bool(names & {*SEMANTIC_TOKEN_FEATURES, *SEMANTIC_CLAIM_FEATURES})

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Parameters:
        """Read the parameter file's JSON shape."""
        spans = d["spans"]
        return cls(
            claim=(
                TreeEnsemble.from_dict(d["claim"])
                if "trees" in d["claim"]
                else LinearModel.from_dict(d["claim"])
            ),
            answer=LinearModel.from_dict(d["answer"]),
            span_below=float(spans["below"]),
            span_gap=int(spans["gap"]),
            meta=d.get("meta", {}),
            tokens=TreeEnsemble.from_dict(d["tokens"]) if d.get("tokens") else None,
            token_threshold=float(spans.get("token_threshold", 0.5)),
        )

    def to_dict(self) -> dict[str, Any]:
        """The parameter file's JSON shape."""
        out: dict[str, Any] = {
            "format": "groundwise-learned-judge/2",
            "claim": self.claim.to_dict(),
            "answer": self.answer.to_dict(),
            "spans": {
                "below": self.span_below,
                "gap": self.span_gap,
                "token_threshold": self.token_threshold,
            },
            "meta": dict(self.meta),
        }
        if self.tokens is not None:
            out["tokens"] = self.tokens.to_dict()
        return out

    def unsupported_spans(
        self,
        a: Alignment,
        support: float,
        tokens: tuple[list[tuple[int, int]], np.ndarray] | None,
        word_probs: np.ndarray | None = None,
        words: Sequence[str] | None = None,
    ) -> list[tuple[int, int]]:
        """A claim's unsupported spans: from the token model, else its uncovered words.

        ``word_probs`` are the token model's outputs for ``tokens`` when already computed;
        ``words`` the text of each of ``tokens``' spans, to trim filler words off the spans.
        """
        if self.tokens is not None and tokens is not None:
            spans, x = tokens
            probs = self.tokens.predict_matrix(x) if word_probs is None else word_probs
            # A number or date a source states by value ("2,100,000" for "2.1 million") is
            # supported, however the token model rates its unusual wording.
            stated = {t.start for t in a.terms if t.checked_by_detector and t.covered}
            risks = [
                0.0 if s in stated else float(p) for (s, _), p in zip(spans, probs, strict=True)
            ]
            return token_spans(spans, risks, self.token_threshold, self.span_gap, words)
        if support < self.span_below:
            return a.uncovered_spans(self.span_gap)
        return []


def load_parameters(path: str | Path | None = None, embedder: str = "minilm") -> Parameters:
    """The parameters in ``path``, else the packaged ones trained with ``embedder``'s features."""
    name = parameters_file(embedder)
    try:
        if path is None:
            text = (resources.files("groundwise") / "data" / "judge" / name).read_text()
        else:
            text = Path(path).read_text(encoding="utf-8")
        return Parameters.from_dict(json.loads(text))
    except (OSError, KeyError, ValueError) as exc:
        where = path or f"groundwise/data/judge/{name}"
        raise ModelUnavailableError(
            f"the learned judge's parameters could not be read from {where} ({exc}); "
            "reinstall groundwise or run `make train` to rebuild them"
        ) from exc


@lru_cache(maxsize=4)
def _packaged(embedder: str) -> Parameters:
    """The packaged parameters for ``embedder``, read once per process."""
    return load_parameters(embedder=embedder)


class LearnedJudge(BatchingJudge):
    """Claim support from a trained model over alignment features; answer support from another."""

    name = "learned"
    #: Claims of a sentence batch share one pass through the token model.
    batch_size = 16

    def __init__(self, config: Config | None = None, parameters: Parameters | None = None) -> None:
        from groundwise.judges.lexical import LexicalJudge

        self.config = config
        self.parameters = parameters or _packaged(config.embedder if config else "minilm")
        self._records = LexicalJudge(config)
        self._embedder: Embedder | None = None
        if self.parameters.word_alignment:
            backend = config.embedder if config else "minilm"
            self._embedder, problem = load_embedder(backend, config.model_dir if config else None)
            if self._embedder is None:
                raise ConfigError(
                    "these learned-judge parameters read MiniLM word alignment, which needs "
                    f"embedder='minilm' (got {backend!r}{': ' + problem if problem else ''}); "
                    "use the parameters trained for your embedder (learned-none.json for "
                    "embedder='none')"
                )

    def claim_support(self, a: Alignment) -> float:
        """The claim model's probability for one claim's features."""
        return float(claim_probabilities(self.parameters.claim, [a.features])[0])

    def judge_many(self, items: Sequence[JudgeItem]) -> list[Judgement]:
        """Verdicts on several claims; their words go through the token model in one batch.

        A claim whose best evidence is a field of a structured source gets the ``lexical``
        judge's verdict (checked by value: the claim and answer models learned little about
        records), with the token model's unsupported words.
        """
        if not items:
            return []
        by_value = {
            k: self._records.judge(i.claim, i.evidence, i.flags, i.ctx)
            for k, i in enumerate(items)
            if about_a_record(i.evidence)
        }
        sims = [claim_word_alignment(self._embedder, i.claim, i.evidence) for i in items]
        aligned = [
            with_word_alignment(claim_features(i.claim, i.evidence, i.flags, i.ctx), i.claim, w)
            for i, w in zip(items, sims, strict=True)
        ]
        supports = claim_probabilities(self.parameters.claim, [a.features for a in aligned])
        token_inputs = (
            [
                token_matrix(i.claim, i.evidence, i.flags, i.ctx, a, w)
                for i, a, w in zip(items, aligned, sims, strict=True)
            ]
            if self.parameters.tokens is not None
            else [None] * len(items)
        )
        word_probs = self._word_probabilities(token_inputs)
        out = []
        for k, (i, a, p, t, w) in enumerate(
            zip(items, aligned, supports, token_inputs, word_probs, strict=True)
        ):
            j = by_value.get(k)
            if j is None:
                out.append(self._verdict(i, a, round(float(p), 4), t, w))
            elif t is not None:
                spans = self.parameters.unsupported_spans(a, j.support, t, w, _words(i.claim, t))
                out.append(dataclasses.replace(j, unsupported=tuple(spans), word_risk=_risk(w)))
            else:
                out.append(j)
        return out

    def _word_probabilities(
        self, token_inputs: Sequence[tuple[list[tuple[int, int]], np.ndarray] | None]
    ) -> list[np.ndarray | None]:
        """The token model's probability of every word of every claim, in one pass."""
        model = self.parameters.tokens
        matrices = [t[1] for t in token_inputs if t is not None]
        if model is None or len(matrices) != len(token_inputs) or not matrices:
            return [None] * len(token_inputs)
        probs = model.predict_matrix(np.vstack(matrices))
        return list(np.split(probs, np.cumsum([len(x) for x in matrices])[:-1]))

    def _verdict(
        self,
        item: JudgeItem,
        a: Alignment,
        support: float,
        tokens: tuple[list[tuple[int, int]], np.ndarray] | None,
        word_probs: np.ndarray | None = None,
    ) -> Judgement:
        f = a.features
        flags = item.flags
        reason = (
            f"learned support {support:.2f}: {f['coverage']:.0%} of content words covered by "
            f"the evidence, {f['coverage_sources']:.0%} by the sources"
        )
        strong = [fl for fl in flags if is_strong_contradiction(fl)]
        if strong and support < PARTIAL_AT:
            status = Status.CONTRADICTED
            reason = "the source states something else: " + strong[0].message
        elif support >= VERIFIED_AT:
            status = Status.VERIFIED
        elif support >= PARTIAL_AT:
            status = Status.PARTIALLY_VERIFIED
        else:
            status = Status.UNVERIFIED
        if status is not Status.VERIFIED:
            reason += _uncovered_words(item.claim, a)
        if flags and status is not Status.CONTRADICTED:
            reason += "; " + "; ".join(fl.message for fl in flags[:2])
        unsupported = tuple(
            self.parameters.unsupported_spans(
                a, support, tokens, word_probs, _words(item.claim, tokens)
            )
        )
        return Judgement(
            support, status, _match_type(f, status), reason, unsupported, _risk(word_probs)
        )

    def combine(self, results: Sequence[ClaimResult], ctx: CheckContext) -> float:
        """Answer support from the answer model over the checkable claims' supports.

        An answer with a claim about a structured record is combined as the ``lexical`` judge
        combines (P15), for the same reason such claims are judged that way: the answer model
        learned from prose answers over prose sources, and its answer-level cues (word coverage,
        the lexical support of the whole answer) read "$500K" against ``value: 500000`` as
        unsupported. Prose claims of such an answer keep their learned supports.
        """
        counted = checkable(results)
        if any(about_a_record(r.evidence) for r in counted):
            return answer_support(results)
        supports = [r.support for r in counted]
        context = answer_context(results, ctx)
        context["lexical_support"] = lexical_support(results, ctx)
        context.update(word_context(r.word_risk for r in counted))
        row = answer_features(supports, context)
        support = float(self.parameters.answer.predict([row])[0])
        return round(within_weakest(support, supports), 4)


def _uncovered_words(claim: Claim, a: Alignment, most: int = 6) -> str:
    """The claim's words no evidence covers, for the reason ("; not in the evidence: ...")."""
    words = [
        claim.text[t.start - claim.start : t.end - claim.start] for t in a.terms if not t.covered
    ]
    if not words:
        return ""
    shown = ", ".join(f'"{w}"' for w in words[:most])
    return f"; not in the evidence: {shown}" + (" ..." if len(words) > most else "")


def about_a_record(evidence: Sequence[Evidence]) -> bool:
    """Whether a claim's best evidence is a field of a structured source (JSON, CSV, a record)."""
    return bool(evidence) and evidence[0].field_path is not None


def _match_type(f: Mapping[str, float], status: Status) -> MatchType:
    if status in (Status.UNVERIFIED, Status.CONTRADICTED):
        return MatchType.NO_MATCH
    if f["exact"]:
        return MatchType.EXACT
    if f["n_checked"] and f["coverage"] >= 0.5:
        return MatchType.ENTITY_VERIFIED
    if f["coverage"] >= 0.8:
        return MatchType.SEMANTIC
    if status is Status.PARTIALLY_VERIFIED:
        return MatchType.PARTIAL
    return MatchType.INFERENCE
