"""The ``nli`` judge: a local Hugging Face NLI or fact-checking model reads the sources.

Any sequence-classification checkpoint with an entailment-like label works: a DeBERTa or RoBERTa
MNLI model (entailment / neutral / contradiction) or a MiniCheck-style binary fact checker
(``LABEL_1`` = supported). It is loaded from a local directory only and never downloaded; torch and
transformers come with the optional ``groundwise[nli]`` extra and are imported only when the judge
is built, so ``import groundwise`` stays light.

The model reads (passage, claim) pairs. A claim's passages are its evidence spans joined, and for
each evidence span one window of its source centred on the span, as wide as the model's maximum
length allows (token-aware). A claim with no evidence reads overlapping windows of the whole
sources instead, at most :data:`MAX_PASSAGES`. The passage that entails the claim best gives its
support; a strong detector flag, or a passage the model reads as a contradiction while none
entails the claim, makes it contradicted.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from groundwise.context import CheckContext
from groundwise.errors import ConfigError, ModelUnavailableError
from groundwise.features import align
from groundwise.judges import (
    CONTRADICTED_CAP,
    PARTIAL_AT,
    BatchingJudge,
    JudgeItem,
    Judgement,
    cap_by_flags,
    flag_note,
    status_for,
    strong_contradiction,
)
from groundwise.results import Claim, Evidence, MatchType, Status

if TYPE_CHECKING:
    from groundwise.config import Config

#: A claim the model reads as contradicted by some passage at this probability, while no passage
#: reaches partial support, is contradicted.
CONTRADICTED_AT = 0.5
#: Passages read per claim at most (its evidence windows, or windows of the whole sources).
MAX_PASSAGES = 16
#: Share of a window repeated in the next one when a text is cut into windows.
OVERLAP = 0.25
#: Maximum length used when neither the tokenizer nor the model config states a usable one.
DEFAULT_MAX_LENGTH = 512
#: Generous characters per token, to bound how much text is tokenized around a span.
CHARS_PER_TOKEN = 8

#: Label names (lower case, ``-`` and spaces as ``_``) meaning the passage supports the claim.
ENTAILMENT_NAMES = frozenset(
    {"entailment", "entailed", "entails", "entail", "supported", "supports", "support"}
)
#: Label names meaning the passage says the opposite of the claim.
CONTRADICTION_NAMES = frozenset(
    {"contradiction", "contradicted", "contradicts", "contradict", "refuted", "refutes"}
)
#: Unnamed binary labels; MiniCheck's convention is that the second means "supported".
_UNNAMED_BINARY = ({"label_0", "label_1"}, {"0", "1"})

Span = tuple[int, int]


def find_labels(id2label: Mapping[int, str], where: str = "the model") -> tuple[int, int | None]:
    """Indices of the entailment label and of the contradiction label (if any) of a classifier."""
    names = {
        int(i): str(n).strip().lower().replace("-", "_").replace(" ", "_")
        for i, n in id2label.items()
    }
    shown = ", ".join(f"{i}: {id2label[i]}" for i in sorted(id2label))
    if len(names) < 2:
        raise ModelUnavailableError(
            f"{where} has {len(names)} output label(s) ({shown}); the nli judge needs a "
            "classifier with an entailment (or supported) label, e.g. an MNLI or MiniCheck model"
        )
    entailment = [i for i, n in sorted(names.items()) if n in ENTAILMENT_NAMES]
    contradiction = [i for i, n in sorted(names.items()) if n in CONTRADICTION_NAMES]
    if entailment:
        return entailment[0], contradiction[0] if contradiction else None
    if len(names) == 2 and set(names.values()) in _UNNAMED_BINARY:
        return max(names), None
    raise ModelUnavailableError(
        f"{where} has the labels {{{shown}}} and none means entailment; the nli judge needs "
        "one named entailment or supported, or two unnamed ones where LABEL_1 means supported "
        "(as MiniCheck); fix id2label in its config.json or use an NLI checkpoint"
    )


def window_spans(offsets: Sequence[Span], budget: int, overlap: int, limit: int = 0) -> list[Span]:
    """Character spans of overlapping windows of at most ``budget`` tokens (``offsets`` per token).

    Consecutive windows share ``overlap`` tokens; ``limit`` > 0 stops after that many windows.
    """
    n = len(offsets)
    if n == 0 or budget < 1:
        return []
    step = max(1, budget - max(0, overlap))
    spans: list[Span] = []
    i = 0
    while True:
        j = min(i + budget, n)
        spans.append(_snap(offsets, i, j))
        if j >= n or 0 < limit <= len(spans):
            return spans
        i += step


def centred_span(offsets: Sequence[Span], start: int, end: int, budget: int) -> Span:
    """Character span of the ``budget``-token window centred on the characters ``[start, end)``."""
    inside = [k for k, (s, e) in enumerate(offsets) if e > start and s < end]
    if not inside:
        return (start, end)
    a, b = inside[0], inside[-1] + 1
    if b - a >= budget:
        return _snap(offsets, a, a + budget)
    lo = max(0, a - (budget - (b - a)) // 2)
    hi = min(len(offsets), lo + budget)
    lo = max(0, hi - budget)
    return _snap(offsets, lo, hi)


def _snap(offsets: Sequence[Span], i: int, j: int) -> Span:
    """Characters of tokens ``[i, j)``, shrunk so neither end cuts a word (tokens touching)."""
    a, b = i, j
    # A token whose start touches the previous token's end continues that word ("##s", "'s").
    while a < j and a > 0 and offsets[a][0] == offsets[a - 1][1]:
        a += 1
    while b > a and b < len(offsets) and offsets[b - 1][1] == offsets[b][0]:
        b -= 1
    if a >= b:  # one word longer than the window: cut it rather than lose it
        a, b = i, j
    return (offsets[a][0], offsets[b - 1][1])


@dataclass(frozen=True)
class Passage:
    """Text the model reads as the premise: a window of one source, or the evidence joined."""

    text: str
    #: ``None`` for the claim's evidence spans joined.
    source_id: str | None = None
    start: int = 0
    end: int = 0

    def describe(self) -> str:
        """Where the passage comes from, for a verdict's reason."""
        if self.source_id is None:
            return "the evidence spans"
        return f"source {self.source_id!r} [{self.start}:{self.end}]"


@dataclass(frozen=True)
class Reading:
    """The model's probabilities that one passage entails and contradicts a claim."""

    passage: Passage
    entailment: float
    contradiction: float


class NLIModel:
    """A local sequence-classification checkpoint with its tokenizer and label indices."""

    def __init__(self, path: Path, device: str = "cpu") -> None:
        torch, transformers = _import_backend()
        self.path = path
        where = f"the NLI model at {path}"
        if not path.is_dir():
            raise ModelUnavailableError(
                f"NLI model directory {path} does not exist; pass --nli-model (nli_model=) a "
                "local checkpoint directory with config.json, weights and tokenizer files, "
                "e.g. one made by `huggingface-cli download <model> --local-dir DIR`"
            )
        if not (path / "config.json").is_file():
            raise ModelUnavailableError(
                f"{path} has no config.json, so it is not a Hugging Face checkpoint; point "
                "--nli-model at the directory that holds config.json and the weights"
            )
        self.device = _device(torch, device)
        # The progress bars of loading are noise on a command line; restored afterwards.
        bars = transformers.utils.logging.is_progress_bar_enabled()
        transformers.utils.logging.disable_progress_bar()
        try:
            config = transformers.AutoConfig.from_pretrained(path, local_files_only=True)
            architectures = list(getattr(config, "architectures", None) or [])
            if architectures and not any(
                a.endswith("ForSequenceClassification") for a in architectures
            ):
                raise ModelUnavailableError(
                    f"{where} is a {architectures[0]} checkpoint, not a sequence classifier; the "
                    "nli judge needs an NLI or fact-checking classifier (e.g. a DeBERTa-MNLI or "
                    "MiniCheck-RoBERTa/DeBERTa checkpoint)"
                )
            self.entailment_index, self.contradiction_index = find_labels(config.id2label, where)
            self.tokenizer = transformers.AutoTokenizer.from_pretrained(path, local_files_only=True)
            model, info = transformers.AutoModelForSequenceClassification.from_pretrained(
                path, local_files_only=True, output_loading_info=True
            )
        except (OSError, ValueError) as exc:
            raise ModelUnavailableError(
                f"{where} could not be loaded ({exc}); check that the directory holds a complete "
                "sequence-classification checkpoint (config.json, weights, tokenizer files)"
            ) from exc
        finally:
            if bars:
                transformers.utils.logging.enable_progress_bar()
        missing = sorted(info.get("missing_keys") or ())
        if missing:
            raise ModelUnavailableError(
                f"{where} lacks trained weights for {', '.join(missing[:4])}: its classifier head "
                "would be random; use a checkpoint fine-tuned for NLI or fact checking"
            )
        if not getattr(self.tokenizer, "is_fast", False):
            raise ModelUnavailableError(
                f"{where} has no fast tokenizer (tokenizer.json), which the nli judge needs for "
                "character offsets; save one with AutoTokenizer.from_pretrained(...)"
                ".save_pretrained(DIR) where sentencepiece is installed"
            )
        self.model = model.to(self.device).eval()
        self.max_length = _max_length(self.tokenizer, config)
        self.special_tokens = int(self.tokenizer.num_special_tokens_to_add(pair=True))
        self._torch = torch

    def offsets(self, text: str) -> list[Span]:
        """Character spans of the tokens of ``text`` (no special tokens)."""
        enc = self.tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
        return [(int(s), int(e)) for s, e in enc["offset_mapping"] if e > s]

    def token_counts(self, texts: Sequence[str]) -> list[int]:
        """Number of tokens of each text (no special tokens)."""
        if not texts:
            return []
        enc = self.tokenizer(list(texts), add_special_tokens=False)
        return [len(ids) for ids in enc["input_ids"]]

    def score(
        self, pairs: Sequence[tuple[str, str]], batch_size: int = 16
    ) -> list[tuple[float, float]]:
        """(P(entailment), P(contradiction)) of each (premise, hypothesis) pair, in order."""
        torch = self._torch
        out: list[tuple[float, float]] = [(0.0, 0.0)] * len(pairs)
        # Similar lengths in one batch waste less padding; results go back to input order.
        order = sorted(range(len(pairs)), key=lambda k: len(pairs[k][0]) + len(pairs[k][1]))
        for b in range(0, len(order), batch_size):
            chunk = order[b : b + batch_size]
            enc = self.tokenizer(
                [pairs[k][0] for k in chunk],
                [pairs[k][1] for k in chunk],
                truncation=True,
                max_length=self.max_length,
                padding=True,
                return_tensors="pt",
            ).to(self.device)
            with torch.inference_mode():
                probs = self.model(**enc).logits.float().softmax(dim=-1).cpu().tolist()
            for k, p in zip(chunk, probs, strict=True):
                c = self.contradiction_index
                out[k] = (float(p[self.entailment_index]), float(p[c]) if c is not None else 0.0)
        return out


def _import_backend() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise ModelUnavailableError(
            f"the nli judge needs torch and transformers ({exc}); "
            "install them with: pip install 'groundwise[nli]'"
        ) from exc
    return torch, transformers


def _device(torch: Any, name: str) -> Any:
    try:
        device = torch.device(name)
    except RuntimeError as exc:
        raise ConfigError(
            f"nli_device {name!r} is not a torch device; use cpu, cuda or mps"
        ) from exc
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ModelUnavailableError(
            f"nli_device {name!r} asks for CUDA, which this torch cannot use; pass --nli-device cpu"
        )
    return device


def _max_length(tokenizer: Any, config: Any) -> int:
    """Tokens per (passage, claim) pair: the smallest limit the tokenizer or model states."""
    limits = [
        int(v)
        for v in (
            getattr(tokenizer, "model_max_length", None),
            getattr(config, "max_position_embeddings", None),
        )
        # Tokenizers without a stated limit report a huge sentinel (1e30).
        if isinstance(v, int) and 0 < v < 100_000
    ]
    return min(limits) if limits else DEFAULT_MAX_LENGTH


@functools.lru_cache(maxsize=2)
def load_nli_model(path: Path, device: str = "cpu") -> NLIModel:
    """Load (once per path and device) a local NLI checkpoint."""
    return NLIModel(path, device)


class NLIJudge(BatchingJudge):
    """Support is the entailment probability of the passage that supports the claim best."""

    name = "nli"
    batch_size = 16

    def __init__(self, config: Config | None = None) -> None:
        from groundwise.config import Config

        self.config = config or Config()
        if self.config.nli_model is None:
            raise ConfigError(
                "the nli judge needs a local NLI model: pass --nli-model PATH (nli_model= in "
                "Python), a directory with an NLI or fact-checking checkpoint such as "
                "DeBERTa-MNLI or MiniCheck"
            )
        path = Path(self.config.nli_model).expanduser().resolve()
        self.model = load_nli_model(path, self.config.nli_device)
        self._usage = {"pairs": 0.0, "seconds": 0.0}

    def usage(self) -> dict[str, float]:
        """(passage, claim) pairs read and seconds spent since the last call."""
        usage, self._usage = self._usage, {"pairs": 0.0, "seconds": 0.0}
        return usage if usage["pairs"] else {}

    def judge_many(self, items: Sequence[JudgeItem]) -> list[Judgement]:
        """Verdicts on several claims, their passages read in shared model batches."""
        if not items:
            return []
        budget = self.passage_budget([i.claim.text for i in items])
        whole: dict[str, list[Passage]] = {}
        passages = [self.passages(i.evidence, i.ctx, budget, whole) for i in items]
        pairs = [(p.text, i.claim.text) for i, ps in zip(items, passages, strict=True) for p in ps]
        started = time.perf_counter()
        probs = iter(self.model.score(pairs, self.config.nli_batch_size))
        self._usage["pairs"] += len(pairs)
        self._usage["seconds"] += time.perf_counter() - started
        out = []
        for item, ps in zip(items, passages, strict=True):
            readings = [Reading(p, *next(probs)) for p in ps]
            out.append(self._verdict(item, readings))
        return out

    def passage_budget(self, claims: Sequence[str]) -> int:
        """Tokens left for a passage beside the longest of ``claims`` (at most half the length)."""
        room = max(self.model.token_counts(claims), default=0)
        room = min(room, self.model.max_length // 2)
        return max(1, self.model.max_length - self.model.special_tokens - room)

    def passages(
        self,
        evidence: Sequence[Evidence],
        ctx: CheckContext,
        budget: int,
        whole: dict[str, list[Passage]] | None = None,
    ) -> list[Passage]:
        """Passages a claim is read against: its evidence joined and windows around each span.

        Without evidence, windows of the whole sources (``whole`` caches them across claims).
        """
        out: list[Passage] = []
        if evidence:
            spans = sorted(evidence, key=lambda e: (e.source_id, e.start))
            out.append(Passage("\n".join(e.text for e in spans)))
            for e in evidence:
                source = ctx.sources.get(e.source_id)
                if source is not None:
                    out.append(self._window(source.text, e, budget))
        else:
            whole = {} if whole is None else whole
            for source_id, source in ctx.sources.items():
                if source_id not in whole:
                    whole[source_id] = self._source_windows(source_id, source.text, budget)
                out.extend(whole[source_id])
        unique = list(dict.fromkeys(p for p in out if p.text.strip()))
        return unique[:MAX_PASSAGES]

    def _window(self, text: str, e: Evidence, budget: int) -> Passage:
        margin = budget * CHARS_PER_TOKEN
        lo, hi = max(0, e.start - margin), min(len(text), e.end + margin)
        offsets = self.model.offsets(text[lo:hi])
        s, t = centred_span(offsets, e.start - lo, e.end - lo, budget)
        return Passage(text[lo + s : lo + t], e.source_id, lo + s, lo + t)

    def _source_windows(self, source_id: str, text: str, budget: int) -> list[Passage]:
        # Only the text the first MAX_PASSAGES windows can reach is tokenized.
        head = text[: MAX_PASSAGES * budget * CHARS_PER_TOKEN]
        overlap = int(budget * OVERLAP)
        spans = window_spans(self.model.offsets(head), budget, overlap, MAX_PASSAGES)
        return [Passage(text[s:t], source_id, s, t) for s, t in spans]

    def _verdict(self, item: JudgeItem, readings: Sequence[Reading]) -> Judgement:
        claim, flags = item.claim, item.flags
        if not readings:
            return Judgement(
                0.0,
                Status.UNVERIFIED,
                MatchType.NO_MATCH,
                "no source text to read the claim against",
                ((claim.start, claim.end),),
            )
        best = max(readings, key=lambda r: r.entailment)
        against = max(readings, key=lambda r: r.contradiction)
        support = best.entailment
        reason = (
            f"{best.passage.describe()} entails the claim with probability "
            f"{best.entailment:.2f} (best of {len(readings)} passages)"
        )
        strong = strong_contradiction(flags)
        if strong is not None:
            support = min(support, CONTRADICTED_CAP)
            status = Status.CONTRADICTED
            reason = "the source states something else: " + strong.message
        elif support < PARTIAL_AT and against.contradiction >= CONTRADICTED_AT:
            status = Status.CONTRADICTED
            reason = (
                f"{against.passage.describe()} contradicts the claim with probability "
                f"{against.contradiction:.2f}"
            )
        else:
            # Detector flags check values the model may read past (a changed number or date).
            support = cap_by_flags(support, flags)
            status = status_for(support)
            reason += flag_note(flags)
        match = _match_type(claim, best.passage, status)
        unsupported: tuple[Span, ...] = ()
        if status is not Status.VERIFIED:
            # The uncovered words point at what lacks support; when every word is covered the
            # meaning differs (order, negation, scope), so the whole claim is marked.
            spans = align(claim, item.evidence, flags, item.ctx).uncovered_spans()
            unsupported = tuple(spans) or ((claim.start, claim.end),)
        return Judgement(round(support, 4), status, match, reason, unsupported)


def _match_type(claim: Claim, passage: Passage, status: Status) -> MatchType:
    if status in (Status.UNVERIFIED, Status.CONTRADICTED):
        return MatchType.NO_MATCH
    if _plain(claim.text) in _plain(passage.text):
        return MatchType.EXACT
    return MatchType.SEMANTIC if status is Status.VERIFIED else MatchType.PARTIAL


def _plain(text: str) -> str:
    return " ".join(text.casefold().split()).strip(" .")
