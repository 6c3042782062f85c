"""The verification pipeline: claims -> evidence -> detectors -> judge -> citations -> scores.

answer ──► ClaimExtractor.extract ──► claims
sources ─► EvidenceIndex ──────────► evidence per claim
claim + evidence ──► detectors ────► flags
claim + evidence + flags ──► Judge.judge ──► status, support, match type
results ──► citations, guardrails, scoring ──► Report
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import fields, replace
from typing import Any

from groundwise import citations, guardrails, memo, scoring
from groundwise.claims import ClaimExtractor, get_extractor, planned_in
from groundwise.config import Config
from groundwise.context import CheckContext
from groundwise.detectors import Detector, default_detectors
from groundwise.detectors.absence import read_absence
from groundwise.embeddings import Embedder, load_embedder
from groundwise.errors import InputError
from groundwise.evidence import EvidenceIndex
from groundwise.inference import link_inferences
from groundwise.judges import Judge, JudgeItem, get_judge
from groundwise.results import (
    Claim,
    ClaimResult,
    Evidence,
    Flag,
    FlagType,
    GuardrailWarning,
    MatchType,
    Report,
    Severity,
    Status,
    UnsupportedSpan,
    WarningCode,
)
from groundwise.sources import Source, SourceLike, as_sources


class Verifier:
    """A reusable verifier: models and plugins load once, then :meth:`verify` many answers."""

    def __init__(self, config: Config | None = None, **options: Any) -> None:
        self.config = (config or Config()).with_options(**options)
        self.extractor: ClaimExtractor = get_extractor(self.config.claims, self.config)
        self.detectors: list[Detector] = default_detectors()
        self.embedder: Embedder | None
        self.embedder, self._embedder_problem = load_embedder(
            self.config.embedder, self.config.model_dir
        )
        # A judge sees the evidence search that will actually run: without a model (missing, or
        # damaged) it is BM25 alone, and the learned judge then loads its BM25-trained models.
        judged_with = (
            self.config if self.embedder is not None else replace(self.config, embedder="none")
        )
        self.judge: Judge = get_judge(self.config.judge, judged_with)

    def verify(
        self,
        answer: str,
        sources: Iterable[SourceLike] | SourceLike | None = None,
        *,
        question: str | None = None,
        **options: Any,
    ) -> Report:
        """Check ``answer`` against ``sources`` and return the full report.

        ``question``, the user's question the answer replies to, is optional and no evidence:
        names, numbers and quotations the answer repeats from it are not reported as made up.
        """
        return _Run(self, answer, sources, options, question).build()

    def stream(
        self,
        answer: str,
        sources: Iterable[SourceLike] | SourceLike | None = None,
        *,
        question: str | None = None,
        **options: Any,
    ) -> Iterator[ClaimResult | Report]:
        """Yield each judged claim as soon as it is ready, then the finished :class:`Report`."""
        run = _Run(self, answer, sources, options, question)
        results = []
        for result in run.iter_results():
            results.append(result)
            yield result
        yield run.finish(results)


class _Run:
    """One verification run: holds the prepared inputs and builds the report step by step."""

    def __init__(
        self,
        verifier: Verifier,
        answer: str,
        sources: Iterable[SourceLike] | SourceLike | None,
        options: dict[str, Any],
        question: str | None = None,
    ) -> None:
        self.v = verifier
        self.config = verifier.config.with_options(**options) if options else verifier.config
        if not isinstance(answer, str):
            raise InputError(f"the answer must be text, got {type(answer).__name__}")
        if not answer.strip():
            raise InputError("the answer is empty; pass the text to verify")
        if question is not None and not isinstance(question, str):
            raise InputError(f"the question must be text or None, got {type(question).__name__}")
        self.answer = answer
        self.question = question.strip() if question and question.strip() else None
        self.warnings: list[GuardrailWarning] = []
        self.sources = self._prepare_sources(as_sources(sources))
        self.ctx = CheckContext(
            answer=answer,
            sources={s.id: s for s in self.sources},
            as_of=self.config.as_of,
            question=self.question or "",
        )
        if verifier._embedder_problem and self.sources:
            self.warnings.append(
                GuardrailWarning(
                    WarningCode.MODEL_UNAVAILABLE, verifier._embedder_problem, Severity.LOW
                )
            )
        self.index = EvidenceIndex(self.sources, verifier.embedder) if self.sources else None
        self.results: list[ClaimResult] = []
        self._unsupported: list[UnsupportedSpan] = []

    def _prepare_sources(self, sources: list[Source]) -> list[Source]:
        limit = self.config.max_source_chars
        out = []
        for s in sources:
            if len(s.text) > limit:
                self.warnings.append(
                    GuardrailWarning(
                        WarningCode.SOURCE_TRUNCATED,
                        f"source {s.id!r} has {len(s.text):,} characters; only the first "
                        f"{limit:,} were checked (raise max_source_chars to check more)",
                        Severity.LOW,
                    )
                )
                fields = tuple(f for f in s.fields if f.end <= limit)
                s = Source(s.id, s.text[:limit], s.title, s.metadata, fields)
            out.append(s)
        return out

    def iter_results(self) -> Iterator[ClaimResult]:
        """Judge each claim in reading order (evidence for all claims is searched in one batch).

        Each stage runs in the check's :func:`memo.scope`, so what the detectors derive from a
        source is derived once per check; no scope is held across a ``yield``.
        """
        with memo.scope(self.ctx.memo):
            claims, evidence_of = self._claims_and_evidence()
        # Batching judges (an LLM) get several claims per call. Batches end at sentence ends,
        # because inference linking looks at all claims of a sentence together.
        size = max(1, self.v.judge.batch_size)
        batch: list[Claim] = []
        for claim in claims:
            if (
                batch
                and claim.sentence_index != batch[-1].sentence_index
                and sum(c.verifiable for c in batch) >= size
            ):
                yield from self._judge_batch(batch, evidence_of)
                batch = []
            batch.append(claim)
        yield from self._judge_batch(batch, evidence_of)

    def _claims_and_evidence(self) -> tuple[list[Claim], dict[str, list[Evidence]]]:
        """The answer's claims, and the evidence of each checkable one by claim id."""
        texts = [s.text for s in self.sources]
        claims = [
            replace(c, verifiable=True) if planned_in(c, texts) else c
            for c in self.v.extractor.extract(self.answer)
        ]
        checkable = [c for c in claims if c.verifiable]
        found = (
            self.index.search_many([c.text for c in checkable], self.config.top_k)
            if self.index and checkable
            else [[] for _ in checkable]
        )
        return claims, {c.id: ev for c, ev in zip(checkable, found, strict=True)}

    def _judge_batch(
        self, claims: Sequence[Claim], evidence_of: dict[str, list[Evidence]]
    ) -> Iterator[ClaimResult]:
        """Detectors and one ``judge_many`` call for ``claims``, then their results in order."""
        with memo.scope(self.ctx.memo):
            results = self._judged(claims, evidence_of)
        yield from results

    def _judged(
        self, claims: Sequence[Claim], evidence_of: dict[str, list[Evidence]]
    ) -> list[ClaimResult]:
        """The results of ``claims`` in order, inference links made, unsupported spans kept."""
        items = []
        for claim in claims:
            if claim.verifiable:
                evidence = evidence_of[claim.id]
                flags: list[Flag] = []
                for detector in self.v.detectors:
                    for flag in detector.detect(claim, evidence, self.ctx):
                        # One flag per words and type: the first detector's (the more specific
                        # one, by the order of ``default_detectors``) says it, also where
                        # another's words hold its words or lie in them ("three days" /
                        # "three").
                        if not any(_nested(flag, f) for f in flags):
                            flags.append(flag)
                flags = _explained(_said_absent(claim, flags))
                items.append(JudgeItem(claim, evidence, flags, self.ctx))
        judged = iter(zip(items, self.v.judge.judge_many(items), strict=True))
        results: list[ClaimResult] = []
        unsupported: dict[str, tuple[tuple[int, int], ...]] = {}
        for claim in claims:
            if not claim.verifiable:
                results.append(
                    ClaimResult(
                        claim,
                        Status.NOT_CHECKABLE,
                        0.0,
                        MatchType.NO_MATCH,
                        reason=claim.type.value,
                    )
                )
                continue
            item, j = next(judged)
            unsupported[claim.id] = j.unsupported
            results.append(
                ClaimResult(
                    claim,
                    j.status,
                    j.support,
                    j.match_type,
                    tuple(item.evidence),
                    tuple(item.flags),
                    j.reason,
                    j.word_risk,
                )
            )
        linked = link_inferences(self.answer, results)
        for result in linked:
            if result.match_type is not MatchType.INFERENCE:
                self._unsupported.extend(
                    UnsupportedSpan(s, e, self.answer[s:e], "UNSUPPORTED")
                    for s, e in unsupported.get(result.claim.id, ())
                )
            self.results.append(result)
        return linked

    def build(self) -> Report:
        """Run every stage and assemble the report."""
        results = list(self.iter_results())
        return self.finish(results)

    def finish(self, results: Sequence[ClaimResult]) -> Report:
        """Citations, warnings and scores for judged claims."""
        with memo.scope(self.ctx.memo):
            return self._report(results)

    def _report(self, results: Sequence[ClaimResult]) -> Report:
        """The report of judged claims (:meth:`finish` without the check's scope)."""
        cites, grounded = citations.build_citations(
            self.answer, results, self.ctx.sources, self.config.max_citations
        )
        self.warnings.extend(guardrails.check(self.answer, results, self.ctx.sources))
        self.warnings.extend(self.v.extractor.take_warnings())
        self.warnings.extend(self.v.judge.take_warnings())
        usage = {f"claims.{k}": v for k, v in self.v.extractor.usage().items()}
        usage.update({f"judge.{k}": v for k, v in self.v.judge.usage().items()})
        flags = tuple(f for r in results for f in r.flags)
        # The judge may combine its claims its own way (the learned judge has a trained model).
        support = self.v.judge.combine(results, self.ctx)
        g = scoring.groundedness(results)
        return Report(
            answer=self.answer,
            question=self.question,
            grounded_answer=grounded,
            supported=support >= self.config.threshold,
            support=support,
            score=scoring.claim_score(results),
            groundedness=g,
            grade=scoring.grade(g),
            claims=tuple(results),
            flags=flags,
            warnings=tuple(self.warnings),
            citations=tuple(cites),
            unsupported_spans=tuple(_merge_unsupported(self.answer, flags, self._unsupported)),
            threshold=self.config.threshold,
            judge=self.v.judge.name,
            sources=tuple(s.to_dict() for s in self.sources),
            usage=usage,
        )


def _merge_unsupported(
    answer: str, flags: Sequence[Flag], spans: Sequence[UnsupportedSpan]
) -> list[UnsupportedSpan]:
    """Flag spans and judge spans, sorted, overlaps merged (the flag type wins over UNSUPPORTED)."""
    items = sorted(
        [(f.start, f.end, f.type.value) for f in flags if f.end > f.start]
        + [(u.start, u.end, u.type) for u in spans if u.end > u.start]
    )
    merged: list[list[Any]] = []
    for s, e, t in items:
        if merged and s < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
            if merged[-1][2] == "UNSUPPORTED":
                merged[-1][2] = t
        else:
            merged.append([s, e, t])
    return [UnsupportedSpan(s, e, answer[s:e], t) for s, e, t in merged]


#: Options that change which models and plugins a Verifier loads (so need their own Verifier).
_LOADING_OPTIONS = frozenset(
    {"judge", "claims", "embedder", "model_dir"}
    | {f.name for f in fields(Config) if f.name.startswith(("llm_", "nli_"))}
)
_verifiers: dict[tuple[tuple[str, str], ...], Verifier] = {}


def verify(
    answer: str,
    sources: Iterable[SourceLike] | SourceLike | None = None,
    *,
    question: str | None = None,
    **options: Any,
) -> Report:
    """Verify ``answer`` against ``sources`` (``question``: the user's question, optional);
    verifiers are shared per model/plugin choice."""
    loading = {k: v for k, v in options.items() if k in _LOADING_OPTIONS}
    per_call = {k: v for k, v in options.items() if k not in _LOADING_OPTIONS}
    key = tuple(sorted((k, str(v)) for k, v in loading.items()))
    if key not in _verifiers:
        _verifiers[key] = Verifier(**loading)
    return _verifiers[key].verify(answer, sources, question=question, **per_call)


def _nested(a: Flag, b: Flag) -> bool:
    """Whether two flags of one type cover the same words, or one's words lie in the other's."""
    if a.type is not b.type:
        return False
    return (b.start <= a.start and a.end <= b.end) or (a.start <= b.start and b.end <= a.end)


def _said_absent(claim: Claim, flags: list[Flag]) -> list[Flag]:
    """The flags less those saying that words the claim names as missing from the sources are
    not in them: "the passages do not mention the capital of France" is true where no source
    names France, so "France appears in none of the sources" is no fabrication. A flag whose
    source says otherwise (``contradicts``) stays."""
    absence = read_absence(claim.text)
    if absence is None or not absence.items:
        return flags
    items = [(claim.start + s, claim.start + e) for s, e in absence.items]
    return [
        f for f in flags if f.contradicts or not any(s <= f.start and f.end <= e for s, e in items)
    ]


def _explained(flags: list[Flag]) -> list[Flag]:
    """The flags less a FABRICATION whose words a contradicting flag already explains: where
    "Osaka" contradicts ``venue: Tokyo``, "Osaka appears in none of the sources" says less."""
    contradicted = {(f.start, f.end) for f in flags if f.contradicts}
    return [
        f
        for f in flags
        if not (f.type is FlagType.FABRICATION and (f.start, f.end) in contradicted)
    ]
