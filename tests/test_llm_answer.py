"""``ask`` with an LLM: a cited answer streamed from the fake server, verified before ``done``;
extractive fallback when the LLM fails, an incomplete answer flagged when the stream breaks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from groundwise.config import Config
from groundwise.llm.answer import (
    AnswerStream,
    LLMAnswerGenerator,
    answer_generator,
    extractive_fallback,
)
from groundwise.llm.client import LLMSettings, OpenAIClient, close_shared_clients
from groundwise.llm.fake_server import FakeLLMServer, Reply, blocks, user_text
from groundwise.llm.prompts import DONT_KNOW
from groundwise.results import Severity, WarningCode
from groundwise.service.app import ServiceSettings, create_app
from groundwise.service.ask import Passage
from groundwise.service.metrics import ServiceMetrics

PASSAGES = [
    Passage("h1", "The office opens at 9 am. Parking is free.", "office.md", 0.9),
    Passage("h2", "New hires get 25 vacation days a year. Unused days expire.", "leave.md", 0.8),
]
QUESTION = "How many vacation days do new hires get?"


@pytest.fixture
def fake_llm() -> Iterator[FakeLLMServer]:
    """A fake OpenAI-compatible server on 127.0.0.1 with an empty script."""
    with FakeLLMServer() as server:
        yield server
    close_shared_clients()


@pytest.fixture
def generator(fake_llm: FakeLLMServer) -> Iterator[LLMAnswerGenerator]:
    """An answer generator on the fake server: no retries, a short timeout."""
    client = OpenAIClient(LLMSettings(fake_llm.url, "fake", max_retries=0, timeout=0.3))
    yield LLMAnswerGenerator(client=client)
    client.close()


def test_the_streamed_answer_arrives_piece_by_piece(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator
) -> None:
    fake_llm.push(Reply.stream("New hires get ", "25 vacation days ", "[Source 2]."))
    stream = generator.generate(QUESTION, PASSAGES)
    assert list(stream) == ["New hires get ", "25 vacation days ", "[Source 2]."]
    assert stream.warnings == []
    assert stream.usage["calls"] == 1


def test_the_prompt_demands_source_citations_and_allows_i_dont_know(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator
) -> None:
    fake_llm.push(Reply.stream("ok"))
    list(generator.generate(QUESTION, PASSAGES))
    [request] = fake_llm.requests
    system = request["messages"][0]["content"]
    assert "[Source N]" in system
    assert DONT_KNOW in system
    found = blocks(user_text(request))
    assert [(tag, attrs.get("number")) for tag, attrs, _ in found] == [
        ("source", "1"),
        ("source", "2"),
        ("question", None),
    ]
    assert found[1][2] == PASSAGES[1].text


@pytest.mark.parametrize(
    "reply",
    [
        Reply.error(500),  # server error before any text
        Reply.timeout(30),  # no first piece within the timeout
        Reply.stream(""),  # an empty answer
    ],
)
def test_no_answer_falls_back_to_an_extractive_one(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator, reply: Reply
) -> None:
    fake_llm.push(reply)
    stream = generator.generate(QUESTION, PASSAGES)
    text = "".join(stream)
    # Sentences copied from the passages, cited by passage position.
    assert text == "New hires get 25 vacation days a year [Source 2]."
    [warning] = stream.warnings
    assert warning.code is WarningCode.LLM_FALLBACK
    assert stream.usage["fallbacks"] == 1


def test_a_broken_stream_keeps_its_text_and_says_it_is_incomplete(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator
) -> None:
    fake_llm.push(Reply(chunks=("New hires get ", "25 days."), chunk_delay=30))
    stream = generator.generate(QUESTION, PASSAGES)
    assert list(stream) == ["New hires get "]
    [warning] = stream.warnings
    assert (warning.code, warning.severity) == (WarningCode.LLM_FALLBACK, Severity.HIGH)
    assert "incomplete" in warning.message


def test_extractive_fallback_without_matching_sentences_says_it_does_not_know() -> None:
    assert extractive_fallback("What is the moon made of?", PASSAGES) == DONT_KNOW


def test_answer_generator_only_when_an_llm_is_configured(fake_llm: FakeLLMServer) -> None:
    assert answer_generator(Config(), env={}) is None
    made = answer_generator(Config(llm_base_url=fake_llm.url, llm_model="fake"), env={})
    assert isinstance(made, LLMAnswerGenerator)
    assert isinstance(made.generate(QUESTION, PASSAGES), AnswerStream)


# --------------------------------------------------------------------------- the service


class Collection:
    """A collection whose search returns :data:`PASSAGES`."""

    class _Hit:
        def __init__(self, p: Passage) -> None:
            self.id, self.text, self.score = p.id, p.text, p.score
            self.metadata = {"document": p.title}

        def citation(self) -> str:
            return f"[{self.metadata['document']}]"

    class _Results:
        def __init__(self, hits: list[Any]) -> None:
            self.results = hits

    def search(self, query: str, *, max_results: int | None = None) -> Any:
        return self._Results([self._Hit(p) for p in PASSAGES])


def sse_events(text: str) -> list[tuple[str, Any]]:
    out = []
    for chunk in text.strip().split("\n\n"):
        name, data = chunk.split("\n", 1)
        out.append((name.removeprefix("event: "), json.loads(data.removeprefix("data: "))))
    return out


def ask(generator: LLMAnswerGenerator) -> tuple[list[tuple[str, Any]], str]:
    app = create_app(
        ServiceSettings(config=Config(embedder="none"), concurrency=1),
        collections=lambda name: Collection(),
        llm=generator,
    )
    with TestClient(app) as client:
        r = client.post("/v1/ask", json={"collection": "hr", "question": QUESTION})
        metrics = client.get("/metrics").text
    assert r.status_code == 200
    return sse_events(r.text), metrics


def test_ask_streams_the_llm_answer_and_verifies_it_before_done(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator
) -> None:
    fake_llm.push(
        Reply.stream("New hires get 25 vacation days a year ", "[Source 2].", prompt_tokens=40)
    )
    evs, metrics = ask(generator)
    names = [n for n, _ in evs]
    assert names == ["citations", "chunk", "chunk", "warnings", "done"]
    done = evs[-1][1]
    assert done["mode"] == "generated"
    assert done["answer"] == "New hires get 25 vacation days a year [Source 2]."
    [claim] = done["report"]["claims"]
    assert claim["status"] == "verified"
    assert done["report"]["usage"]["answer.calls"] == 1
    assert 'groundwise_llm_calls_total{step="answer"} 1' in metrics
    assert 'groundwise_llm_tokens_total{kind="prompt",step="answer"}' not in metrics
    assert 'groundwise_llm_tokens_total{step="answer",kind="prompt"} 40' in metrics


def test_ask_reports_the_fallback_in_its_warnings(
    fake_llm: FakeLLMServer, generator: LLMAnswerGenerator
) -> None:
    fake_llm.push(Reply.error(503))
    evs, metrics = ask(generator)
    warnings = next(data for name, data in evs if name == "warnings")
    assert warnings["warnings"][0]["code"] == "LLM_FALLBACK"
    done = evs[-1][1]
    assert "[Source 2]" in done["answer"]
    assert done["summary"]["warnings"] == len(done["report"]["warnings"])
    assert 'groundwise_llm_fallbacks_total{step="answer"} 1' in metrics


def test_metrics_count_llm_usage_of_reports() -> None:
    metrics = ServiceMetrics()
    metrics.observe_report(
        {"usage": {"judge.calls": 2, "judge.completion_tokens": 30, "judge.seconds": 1.5}}
    )
    text = metrics.render()
    assert 'groundwise_llm_calls_total{step="judge"} 2' in text
    assert 'groundwise_llm_tokens_total{step="judge",kind="completion"} 30' in text
    assert 'groundwise_llm_seconds_total{step="judge"} 1.5' in text
