"""``--judge llm``: verdicts from an LLM on claims against their evidence spans, in batches.

The model sees each claim with only the evidence spans retrieved for it (never whole documents)
and the detectors' notes, and answers a verdict with a reason per claim, several claims per call.
Its support is kept inside the band of the status it gave (a "verified" claim never scores below
a "partially verified" one), so scores and statuses agree. A claim without evidence is unverified
without a call. A failed call falls back to the lexical judge for that batch, a missing or
malformed verdict for that claim, each with an ``LLM_FALLBACK`` warning.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from groundwise.judges import BatchingJudge, Judge, JudgeItem, Judgement
from groundwise.llm.client import (
    LLMClient,
    LLMError,
    LLMReplyError,
    LLMSettings,
    Usage,
    complete_json,
    shared_client,
)
from groundwise.llm.extractor import locate
from groundwise.llm.prompts import JUDGED_STATUSES, VERDICTS_SCHEMA, judge_messages
from groundwise.results import (
    GuardrailWarning,
    MatchType,
    Severity,
    Status,
    WarningCode,
)

if TYPE_CHECKING:
    from groundwise.config import Config

#: Support bands per status: [low, high]; the lexical judge's thresholds.
BANDS: dict[Status, tuple[float, float]] = {
    Status.VERIFIED: (0.7, 1.0),
    Status.PARTIALLY_VERIFIED: (0.45, 0.69),
    Status.UNVERIFIED: (0.0, 0.44),
    Status.CONTRADICTED: (0.0, 0.1),
}
#: Reasons longer than this are cut (a reply cannot flood the report).
MAX_REASON_CHARS = 300

_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Verdict:
    """One checked verdict of the model."""

    status: Status
    support: float
    reason: str
    unsupported: tuple[str, ...]


def verdict_parser(ids: Sequence[str]) -> Callable[[Any], dict[str, Verdict]]:
    """A parser of replies shaped like :data:`VERDICTS_SCHEMA` for the claims ``ids``.

    Verdicts for other ids, unknown statuses and supports outside [0, 1] are left out; a reply
    with no usable verdict at all is an :class:`LLMReplyError` (so it is never cached).
    """
    wanted = set(ids)
    statuses = {s.value: s for s in JUDGED_STATUSES}

    def parse(reply: Any) -> dict[str, Verdict]:
        if not isinstance(reply, dict) or not isinstance(reply.get("verdicts"), list):
            raise LLMReplyError('the LLM reply has no "verdicts" list')
        out: dict[str, Verdict] = {}
        for item in reply["verdicts"]:
            if not isinstance(item, dict) or item.get("id") not in wanted:
                continue
            status = statuses.get(str(item.get("status", "")).strip().lower())
            support = item.get("support")
            if status is None or isinstance(support, bool):
                continue
            if support is None:
                support = sum(BANDS[status]) / 2
            if not isinstance(support, int | float) or not 0.0 <= support <= 1.0:
                continue
            low, high = BANDS[status]
            reason = _SPACES.sub(" ", str(item.get("reason") or "")).strip()[:MAX_REASON_CHARS]
            raw = item.get("unsupported")
            unsupported = (
                tuple(u for u in raw if isinstance(u, str)) if isinstance(raw, list) else ()
            )
            out.setdefault(
                item["id"],
                Verdict(status, round(min(max(float(support), low), high), 4), reason, unsupported),
            )
        if not out:
            raise LLMReplyError("the LLM reply has no usable verdict for any claim it was given")
        return out

    return parse


def _shared_question(items: Sequence[JudgeItem]) -> str:
    questions = {i.ctx.question for i in items}
    return questions.pop() if len(questions) == 1 else ""


def _fold(text: str) -> str:
    return " ".join(text.lower().split())


class LLMJudge(BatchingJudge):
    """Verdicts with reasons from an LLM, several claims per call; lexical when the LLM fails."""

    name = "llm"

    def __init__(
        self,
        config: Config | None = None,
        *,
        client: LLMClient | None = None,
        fallback: Judge | None = None,
        batch_size: int | None = None,
    ) -> None:
        from groundwise.judges.lexical import LexicalJudge

        if client is None:
            if config is None:
                raise ValueError("LLMJudge needs a config or a client")
            settings = LLMSettings.from_config(config)
            client = shared_client(settings)
            batch_size = batch_size or settings.batch_size
        self.client = client
        self.batch_size = batch_size or 8
        self.fallback = fallback or LexicalJudge(config)
        self._warnings: list[GuardrailWarning] = []
        self._usage = Usage()

    def take_warnings(self) -> list[GuardrailWarning]:
        """Fallback warnings since the last call."""
        out, self._warnings = self._warnings, []
        return out

    def usage(self) -> dict[str, float]:
        """LLM calls, tokens and seconds since the last call (one report's worth)."""
        return self._usage.take()

    def judge_many(self, items: Sequence[JudgeItem]) -> list[Judgement]:
        """Verdicts on ``items`` in order, ``batch_size`` claims per LLM call."""
        out: dict[int, Judgement] = {}
        asked: list[tuple[int, JudgeItem]] = []
        for k, item in enumerate(items):
            if item.evidence:
                asked.append((k, item))
            else:
                c = item.claim
                out[k] = Judgement(
                    0.0,
                    Status.UNVERIFIED,
                    MatchType.NO_MATCH,
                    "no evidence for this claim was found in the sources",
                    ((c.start, c.end),),
                )
        for b in range(0, len(asked), self.batch_size):
            batch = asked[b : b + self.batch_size]
            out.update(self._judge_batch(batch))
        return [out[k] for k in range(len(items))]

    def _judge_batch(self, batch: Sequence[tuple[int, JudgeItem]]) -> dict[int, Judgement]:
        ids = [item.claim.id for _, item in batch]
        messages = judge_messages(
            [(i.claim.id, i.claim.text, i.evidence, i.flags) for _, i in batch],
            # The claims of one verification share its question; a batch mixing several has none.
            _shared_question([i for _, i in batch]),
        )
        try:
            verdicts = complete_json(
                self.client, messages, VERDICTS_SCHEMA, verdict_parser(ids), self._usage
            )
        except LLMError as exc:
            self._warn(ids, f"{exc.kind}: {exc}")
            return {k: self._fallback(item, exc.kind) for k, item in batch}
        missing = [cid for cid in ids if cid not in verdicts]
        if missing:
            self._warn(missing, "the LLM gave no usable verdict for them")
        return {
            k: (
                self._judgement(item, verdicts[item.claim.id])
                if item.claim.id in verdicts
                else self._fallback(item, "no verdict")
            )
            for k, item in batch
        }

    def _warn(self, claim_ids: Sequence[str], why: str) -> None:
        self._usage.add(fallbacks=len(claim_ids))
        self._warnings.append(
            GuardrailWarning(
                WarningCode.LLM_FALLBACK,
                f"the LLM judge was not used for claim(s) {', '.join(claim_ids)} ({why}); "
                "the lexical judge judged them",
                Severity.MEDIUM,
            )
        )

    def _fallback(self, item: JudgeItem, why: str) -> Judgement:
        j = self.fallback.judge(item.claim, item.evidence, item.flags, item.ctx)
        return replace(j, reason=f"lexical fallback ({why}): {j.reason}")

    def _judgement(self, item: JudgeItem, v: Verdict) -> Judgement:
        claim = item.claim
        if v.status is Status.VERIFIED:
            inside = any(_fold(claim.text) in _fold(e.text) for e in item.evidence)
            match = MatchType.EXACT if inside else MatchType.SEMANTIC
            unsupported: tuple[tuple[int, int], ...] = ()
        else:
            match = (
                MatchType.PARTIAL if v.status is Status.PARTIALLY_VERIFIED else MatchType.NO_MATCH
            )
            spans = []
            for words in v.unsupported:
                # Only words really in the claim become spans; the rest of the list is ignored.
                span = locate(claim.text, words)
                if span is not None:
                    spans.append((claim.start + span[0], claim.start + span[1]))
            unsupported = tuple(sorted(set(spans))) or ((claim.start, claim.end),)
        reason = f"LLM: {v.reason}" if v.reason else f"LLM: {v.status.value}"
        return Judgement(v.support, v.status, match, reason, unsupported)
