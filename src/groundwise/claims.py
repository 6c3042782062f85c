"""Claim extraction and typing: answer text into typed, clause-level claims with exact spans."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from groundwise.errors import PluginError
from groundwise.results import Claim, ClaimCategory, ClaimType, GuardrailWarning

if TYPE_CHECKING:
    from groundwise.config import Config


class ClaimExtractor(ABC):
    """Turns an answer into claims whose spans slice the answer exactly."""

    name: str = "base"

    def take_warnings(self) -> list[GuardrailWarning]:
        """Warnings raised since the last call (e.g. an LLM fallback); the verifier reports them."""
        return []

    def usage(self) -> dict[str, float]:
        """Cost and latency counters (calls, tokens, seconds) for the report's ``usage``."""
        return {}

    @abstractmethod
    def extract(self, answer: str) -> list[Claim]:
        """Claims of ``answer`` in reading order, ids ``c1``, ``c2``, ..."""


def classify(text: str) -> tuple[ClaimType, ClaimCategory, bool]:
    """Type, category and verifiability of one claim text."""
    raise NotImplementedError


class RuleClaimExtractor(ClaimExtractor):
    """Deterministic extractor: sentences, then clauses, each typed by :func:`classify`."""

    name = "rules"

    def extract(self, answer: str) -> list[Claim]:
        """Claims of ``answer`` in reading order."""
        raise NotImplementedError


def get_extractor(name: str, config: Config) -> ClaimExtractor:
    """The claim extractor called ``name`` (``rules``; ``llm`` comes with the LLM backends)."""
    if name == "rules":
        return RuleClaimExtractor()
    raise PluginError(f"unknown claim extractor {name!r}; available: rules")
