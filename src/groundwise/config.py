"""Verifier configuration: one frozen dataclass with documented defaults."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from groundwise.errors import ConfigError

#: Answer-level ``support`` at or above this is ``supported``. One threshold for all data.
DEFAULT_THRESHOLD = 0.5


@dataclass(frozen=True)
class Config:
    """Options of a :class:`groundwise.Verifier`; every field has a sensible default."""

    #: Name of the judge plugin: ``learned`` (trained; the default), ``lexical`` (the untrained
    #: deterministic baseline), ``nli``, ``llm`` or a plugin's; see ``groundwise.judges``.
    judge: str = "learned"
    #: Name of the claim extractor plugin.
    claims: str = "rules"
    #: Embedding backend: ``minilm`` (offline MiniLM), ``none`` (lexical only) or ``fake`` (tests).
    embedder: str = "minilm"
    #: A local all-MiniLM-L6-v2 directory (safetensors + tokenizer.json) instead of the package.
    model_dir: Path | None = None
    #: Date that relative phrases ("14 days ago", "this quarter") are resolved against.
    as_of: dt.date | None = None
    #: ``supported`` is ``support >= threshold``.
    threshold: float = DEFAULT_THRESHOLD
    #: Evidence spans kept per claim.
    top_k: int = 3
    #: At most this many citations in a report.
    max_citations: int = 20
    #: Sources longer than this many characters are truncated (with a warning).
    max_source_chars: int = 20_000_000
    #: OpenAI-compatible server of the ``llm`` judge / extractor (else ``GROUNDWISE_LLM_BASE_URL``).
    llm_base_url: str | None = None
    #: Model name on that server (else ``GROUNDWISE_LLM_MODEL``).
    llm_model: str | None = None
    #: API key (else ``GROUNDWISE_LLM_API_KEY``); never shown in reprs.
    llm_api_key: str | None = field(default=None, repr=False)
    #: Seconds to wait for the LLM before falling back to the deterministic step.
    llm_timeout: float = 60.0
    #: Retries of a failed LLM call (timeouts, 429, 5xx), with exponential backoff.
    llm_max_retries: int = 2
    #: LLM requests in flight at once per server and model.
    llm_concurrency: int = 4
    #: Claims the ``llm`` judge sends per call.
    llm_batch_size: int = 8
    #: Keep LLM replies in the disk cache (``GROUNDWISE_CACHE_DIR``), so reruns cost nothing.
    llm_cache: bool = True
    #: Local Hugging Face NLI / fact-checking checkpoint directory of the ``nli`` judge.
    nli_model: Path | None = None
    #: torch device of the ``nli`` judge: ``cpu`` (default), ``cuda``, ``cuda:1``, ``mps``.
    nli_device: str = "cpu"
    #: (passage, claim) pairs the ``nli`` judge runs through its model at once.
    nli_batch_size: int = 16

    def __post_init__(self) -> None:
        if not 0.0 <= self.threshold <= 1.0:
            raise ConfigError(f"threshold must be in [0, 1], got {self.threshold}")
        if self.top_k < 1:
            raise ConfigError(f"top_k must be at least 1, got {self.top_k}")
        if not 0 <= self.max_citations <= 1000:
            raise ConfigError(f"max_citations must be in [0, 1000], got {self.max_citations}")
        if self.nli_batch_size < 1:
            raise ConfigError(f"nli_batch_size must be at least 1, got {self.nli_batch_size}")

    def with_options(self, **options: Any) -> Config:
        """A copy with some options changed; unknown option names are a ConfigError."""
        known = {f.name for f in fields(self)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise ConfigError(
                f"unknown option(s) {', '.join(unknown)}; known options: {', '.join(sorted(known))}"
            )
        if isinstance(options.get("as_of"), str):
            options["as_of"] = parse_as_of(options["as_of"])
        if isinstance(options.get("model_dir"), str):
            options["model_dir"] = Path(options["model_dir"])
        if isinstance(options.get("nli_model"), str):
            options["nli_model"] = Path(options["nli_model"])
        return replace(self, **options)


def parse_as_of(value: str) -> dt.date:
    """Parse an ``--as-of`` date (YYYY-MM-DD)."""
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise ConfigError(f"as-of date {value!r} is not a date; use YYYY-MM-DD") from None
