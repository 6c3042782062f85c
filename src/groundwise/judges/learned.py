"""The learned judge: alignment features combined by a small trained model, evaluated in NumPy.

Two levels, both logistic models stored in ``groundwise/data/judge/learned.json``:

1. **Claim level.** :func:`groundwise.features.claim_features` (word coverage by the evidence and
   by the whole sources, novel numbers and names, bigram and subsequence overlap, negation
   mismatch, detector flags, ...) -> the probability that the claim is supported.
2. **Answer level.** Aggregates of the claim probabilities (lowest, second lowest, mean, share of
   low claims, number of claims) and whole-answer coverage -> the probability that the whole
   answer is supported, trained with balanced classes so that ``supported = support >= 0.5`` is the
   one documented cut for all data. :meth:`LearnedJudge.combine` provides it to the verifier.

The words of a low-support claim that no evidence covers become its unsupported spans. How the
parameters were trained and how well they do is in ``groundwise/data/judge/DATA_CARD.md`` and
``docs/judge.md``; ``make train`` reproduces them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from groundwise import lexical
from groundwise.context import CheckContext
from groundwise.errors import ModelUnavailableError
from groundwise.features import Alignment, claim_features, is_strong_contradiction
from groundwise.judges import Judge, Judgement
from groundwise.results import Claim, ClaimResult, Evidence, Flag, MatchType, Status

if TYPE_CHECKING:
    from groundwise.config import Config

#: The parameter file shipped in the package.
PARAMETERS = "learned.json"
#: Claim support at or above which a claim is verified, and partially verified.
VERIFIED_AT = 0.7
PARTIAL_AT = 0.45


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
    source_terms: set[str] = set()
    for s in ctx.sources.values():
        source_terms.update(lexical.terms(s.text))
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
        "n_claims": float(n),
        "no_claims": float(n == 0),
    }
    row.update(context)
    return row


def _logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


@dataclass(frozen=True)
class Parameters:
    """Everything the judge loads: both models and how unsupported spans are drawn."""

    claim: LinearModel
    answer: LinearModel
    #: Claims below this support get their uncovered words as unsupported spans.
    span_below: float
    #: Uncovered words at most this many characters apart merge into one span.
    span_gap: int
    meta: Mapping[str, Any]

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Parameters:
        """Read the parameter file's JSON shape."""
        return cls(
            claim=LinearModel.from_dict(d["claim"]),
            answer=LinearModel.from_dict(d["answer"]),
            span_below=float(d["spans"]["below"]),
            span_gap=int(d["spans"]["gap"]),
            meta=d.get("meta", {}),
        )

    def to_dict(self) -> dict[str, Any]:
        """The parameter file's JSON shape."""
        return {
            "format": "groundwise-learned-judge/1",
            "claim": self.claim.to_dict(),
            "answer": self.answer.to_dict(),
            "spans": {"below": self.span_below, "gap": self.span_gap},
            "meta": dict(self.meta),
        }


def load_parameters(path: str | Path | None = None) -> Parameters:
    """The packaged parameters, or those in ``path``."""
    try:
        if path is None:
            text = (resources.files("groundwise") / "data" / "judge" / PARAMETERS).read_text()
        else:
            text = Path(path).read_text(encoding="utf-8")
        return Parameters.from_dict(json.loads(text))
    except (OSError, KeyError, ValueError) as exc:
        where = path or f"groundwise/data/judge/{PARAMETERS}"
        raise ModelUnavailableError(
            f"the learned judge's parameters could not be read from {where} ({exc}); "
            "reinstall groundwise or run `make train` to rebuild them"
        ) from exc


class LearnedJudge(Judge):
    """Claim support from a trained model over alignment features; answer support from another."""

    name = "learned"

    def __init__(self, config: Config | None = None, parameters: Parameters | None = None) -> None:
        self.config = config
        self.parameters = parameters or load_parameters()

    def claim_support(self, a: Alignment) -> float:
        """The claim model's probability for one claim's features."""
        return float(self.parameters.claim.predict([a.features])[0])

    def judge(
        self,
        claim: Claim,
        evidence: Sequence[Evidence],
        flags: Sequence[Flag],
        ctx: CheckContext,
    ) -> Judgement:
        """Verdict on ``claim`` from the trained claim model."""
        a = claim_features(claim, evidence, flags, ctx)
        f = a.features
        support = round(self.claim_support(a), 4)
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
        if flags and status is not Status.CONTRADICTED:
            reason += "; " + "; ".join(fl.message for fl in flags[:2])
        unsupported: tuple[tuple[int, int], ...] = ()
        if support < self.parameters.span_below:
            unsupported = tuple(a.uncovered_spans(self.parameters.span_gap))
        return Judgement(support, status, _match_type(f, status), reason, unsupported)

    def combine(self, results: Sequence[ClaimResult], ctx: CheckContext) -> float:
        """Answer support from the answer model over the checkable claims' supports."""
        supports = [r.support for r in results if r.status is not Status.NOT_CHECKABLE]
        row = answer_features(supports, answer_context(results, ctx))
        return round(float(self.parameters.answer.predict([row])[0]), 4)


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
