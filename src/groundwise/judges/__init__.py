"""Judges decide how well a claim is supported by its evidence.

A judge is a small plugin: :class:`Judge` with one method, found by name in a registry filled from
the built-ins and the ``groundwise.judges`` entry-point group, imported lazily.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

from groundwise.errors import PluginError
from groundwise.features import is_strong_contradiction
from groundwise.results import (
    Claim,
    ClaimResult,
    Evidence,
    Flag,
    FlagType,
    GuardrailWarning,
    MatchType,
    Status,
    _check_unit,
)
from groundwise.scoring import answer_support

if TYPE_CHECKING:
    from groundwise.config import Config
    from groundwise.context import CheckContext


#: Support at or above which a claim is verified, and partially verified (built-in judges).
VERIFIED_AT = 0.7
PARTIAL_AT = 0.45
#: Support ceilings imposed by detector flags: a strong contradiction, an invented or contradicted
#: value, a softer flag (scope, causation, exaggeration).
CONTRADICTED_CAP = 0.1
FABRICATION_CAP = 0.3
SOFT_FLAG_CAP = 0.6


def status_for(support: float) -> Status:
    """Verified / partially verified / unverified by the shared support thresholds."""
    if support >= VERIFIED_AT:
        return Status.VERIFIED
    if support >= PARTIAL_AT:
        return Status.PARTIALLY_VERIFIED
    return Status.UNVERIFIED


def strong_contradiction(flags: Sequence[Flag]) -> Flag | None:
    """The first flag saying the source states something else at high or critical severity."""
    return next((f for f in flags if is_strong_contradiction(f)), None)


def cap_by_flags(support: float, flags: Sequence[Flag]) -> float:
    """Support capped by the (not strongly contradicting) flags a claim carries."""
    if any(f.contradicts or f.type is FlagType.FABRICATION for f in flags):
        return min(support, FABRICATION_CAP)
    if flags:
        return min(support, SOFT_FLAG_CAP)
    return support


def flag_note(flags: Sequence[Flag]) -> str:
    """The first flags' messages, to append to a verdict's reason."""
    return "; " + "; ".join(f.message for f in flags[:2]) if flags else ""


@dataclass(frozen=True)
class Judgement:
    """A judge's verdict on one claim; ``unsupported`` holds answer spans lacking support.

    ``word_risk`` is, for a judge with a word model, each word's probability of lying in an
    unsupported span (empty otherwise); the learned judge's answer model reads it.
    """

    support: float
    status: Status
    match_type: MatchType
    reason: str = ""
    unsupported: tuple[tuple[int, int], ...] = ()
    word_risk: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        _check_unit("Judgement.support", self.support)


@dataclass(frozen=True)
class JudgeItem:
    """One claim to judge, with its best evidence spans and detector flags."""

    claim: Claim
    evidence: Sequence[Evidence]
    flags: Sequence[Flag]
    ctx: CheckContext


class Judge(ABC):
    """Gives a support probability, a status and a match type for one claim."""

    name: str = "base"
    #: Claims the verifier hands to :meth:`judge_many` at once (1 keeps streams claim by claim).
    batch_size: int = 1

    def take_warnings(self) -> list[GuardrailWarning]:
        """Warnings raised since the last call (e.g. an LLM fallback); the verifier reports them."""
        return []

    def usage(self) -> dict[str, float]:
        """Cost and latency counters (calls, tokens, seconds) for the report's ``usage``."""
        return {}

    @abstractmethod
    def judge(
        self,
        claim: Claim,
        evidence: Sequence[Evidence],
        flags: Sequence[Flag],
        ctx: CheckContext,
    ) -> Judgement:
        """Verdict on ``claim`` given its best evidence spans and detector flags."""

    def judge_many(self, items: Sequence[JudgeItem]) -> list[Judgement]:
        """Verdicts on several claims, in order (one LLM call for batching judges)."""
        return [self.judge(i.claim, i.evidence, i.flags, i.ctx) for i in items]

    def combine(self, results: Sequence[ClaimResult], ctx: CheckContext) -> float:
        """Answer-level support from the judged claims; by default the P15 rule of scoring."""
        return answer_support(results)


class BatchingJudge(Judge):
    """A judge that works in batches (a model or an LLM call); one claim is a batch of one."""

    @abstractmethod
    def judge_many(self, items: Sequence[JudgeItem]) -> list[Judgement]:
        """Verdicts on ``items`` in order."""

    def judge(
        self,
        claim: Claim,
        evidence: Sequence[Evidence],
        flags: Sequence[Flag],
        ctx: CheckContext,
    ) -> Judgement:
        """Verdict on one claim (a batch of one)."""
        return self.judge_many([JudgeItem(claim, evidence, flags, ctx)])[0]


JudgeFactory = Callable[["Config"], Judge]

#: Built-in judges: name -> "module:attribute" of a factory taking a Config, imported on demand.
BUILTIN_JUDGES: dict[str, str] = {
    "lexical": "groundwise.judges.lexical:LexicalJudge",
    "learned": "groundwise.judges.learned:LearnedJudge",
    "llm": "groundwise.llm.judge:LLMJudge",
    "nli": "groundwise.judges.nli:NLIJudge",
}


def available_judges() -> list[str]:
    """Names of all judges: built-ins plus ``groundwise.judges`` entry points."""
    names = set(BUILTIN_JUDGES)
    names.update(ep.name for ep in entry_points(group="groundwise.judges"))
    return sorted(names)


def get_judge(name: str, config: Config) -> Judge:
    """Instantiate the judge called ``name``."""
    factory: JudgeFactory
    if name in BUILTIN_JUDGES:
        module, _, attr = BUILTIN_JUDGES[name].partition(":")
        factory = getattr(importlib.import_module(module), attr)
    else:
        eps = [ep for ep in entry_points(group="groundwise.judges") if ep.name == name]
        if not eps:
            raise PluginError(
                f"unknown judge {name!r}; available judges: {', '.join(available_judges())}"
            )
        try:
            factory = eps[0].load()
        except Exception as exc:  # a third-party plugin can fail in any way on import
            raise PluginError(f"judge plugin {name!r} failed to load: {exc}") from exc
    judge = factory(config)
    if not isinstance(judge, Judge):
        raise PluginError(f"judge plugin {name!r} did not produce a groundwise Judge")
    return judge
