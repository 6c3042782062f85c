"""``ask`` with an LLM: an answer generated from retrieved passages, citing ``[Source N]``.

:class:`LLMAnswerGenerator` is the service's :class:`~groundwise.service.ask.AnswerGenerator`.
The prompt numbers the passages, demands a ``[Source N]`` citation after every statement and a
plain "I don't know" when the passages do not answer. The service verifies the streamed answer
against the same passages before its ``done`` event. If the LLM fails before the first piece, the
extractive answer (best evidence sentences, cited) is given instead; if it fails mid-stream, the
answer stops there. Either way the stream's :attr:`AnswerStream.warnings` say so.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from groundwise.llm.client import (
    BASE_URL_ENV,
    MODEL_ENV,
    LLMClient,
    LLMError,
    LLMReplyError,
    LLMSettings,
    Usage,
    shared_client,
)
from groundwise.llm.prompts import DONT_KNOW, answer_messages
from groundwise.markers import find_markers
from groundwise.results import GuardrailWarning, Severity, WarningCode

if TYPE_CHECKING:
    from groundwise.config import Config
    from groundwise.service.ask import Passage


class AnswerStream(Iterator[str]):
    """The pieces of one generated answer; ``warnings`` and ``usage`` are complete at its end."""

    def __init__(self, client: LLMClient, question: str, passages: Sequence[Passage]) -> None:
        self.client = client
        self.question = question
        self.passages = list(passages)
        self.warnings: list[GuardrailWarning] = []
        self._usage = Usage()
        self._pieces = self._run()

    def __next__(self) -> str:
        """The next piece of the answer."""
        return next(self._pieces)

    @property
    def usage(self) -> dict[str, float]:
        """LLM calls, tokens and seconds of this answer so far."""
        return self._usage.snapshot()

    def _run(self) -> Iterator[str]:
        messages = answer_messages(
            self.question, [(p.title or p.id, p.text) for p in self.passages]
        )
        sent = 0
        try:
            for piece in self.client.stream(messages, usage=self._usage):
                sent += len(piece)
                yield piece
            if not sent:
                raise LLMReplyError("the LLM gave an empty answer")
        except LLMError as exc:
            self._usage.add(fallbacks=1)
            if sent:
                self.warnings.append(
                    GuardrailWarning(
                        WarningCode.LLM_FALLBACK,
                        f"the LLM answer broke off after {sent} characters ({exc.kind}: {exc}); "
                        "it is incomplete",
                        Severity.HIGH,
                    )
                )
                return
            self.warnings.append(
                GuardrailWarning(
                    WarningCode.LLM_FALLBACK,
                    f"the LLM did not answer ({exc.kind}: {exc}); the answer is composed of "
                    "evidence sentences from the passages instead",
                    Severity.MEDIUM,
                )
            )
            yield extractive_fallback(self.question, self.passages)


def extractive_fallback(question: str, passages: Sequence[Passage]) -> str:
    """The extractive answer with ``[Source N]`` markers numbered by passage position."""
    from groundwise.service.ask import extractive_answer

    answer = extractive_answer(question, passages)
    if not answer.pieces:
        return DONT_KNOW
    position = {id(p): n for n, p in enumerate(passages, start=1)}
    number_of = {c.number: position[id(c.passage)] for c in answer.citations}
    pieces = []
    for piece in answer.pieces:
        # extractive_answer numbers citations by first use; here [n] must mean passage n.
        marker = find_markers(piece)[-1]
        n = number_of[marker.numbers[0]]
        pieces.append(f"{piece[: marker.start]}[Source {n}]{piece[marker.end :]}")
    return " ".join(pieces)


class LLMAnswerGenerator:
    """Writes cited answers with an LLM (the service's ``AnswerGenerator``)."""

    def __init__(self, config: Config | None = None, *, client: LLMClient | None = None) -> None:
        if client is None:
            if config is None:
                raise ValueError("LLMAnswerGenerator needs a config or a client")
            client = shared_client(LLMSettings.from_config(config))
        self.client = client

    def generate(self, question: str, passages: Sequence[Passage]) -> AnswerStream:
        """The answer to ``question`` from ``passages``, piece by piece."""
        return AnswerStream(self.client, question, passages)


def answer_generator(
    config: Config, env: Mapping[str, str] | None = None
) -> LLMAnswerGenerator | None:
    """A generator when an LLM is configured (flags or ``GROUNDWISE_LLM_*``), else ``None``."""
    env = os.environ if env is None else env
    if not (config.llm_model or env.get(MODEL_ENV)) and not (
        config.llm_base_url or env.get(BASE_URL_ENV)
    ):
        return None
    return LLMAnswerGenerator(client=shared_client(LLMSettings.from_config(config, env)))
