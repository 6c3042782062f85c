"""Server-sent events of /v1/verify/stream and /v1/ask: order, content and error events."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the serve extra")

from fastapi.testclient import TestClient

from groundwise.config import Config
from groundwise.errors import InputError
from groundwise.service.app import ServiceSettings, create_app
from groundwise.service.ask import Passage
from groundwise.sources import Source
from test_service import (
    ANSWER,
    SOURCE,
    FakeCollection,
    FakeVerifier,
    canned_report,
    make_client,
)


def events(text: str) -> list[tuple[str, Any]]:
    """Parse an SSE body into ``(event, data)`` pairs; every event must carry one JSON data line."""
    out = []
    assert text.endswith("\n\n")
    for block in text.strip("\n").split("\n\n"):
        lines = block.split("\n")
        assert lines[0].startswith("event: ")
        assert len(lines) == 2 and lines[1].startswith("data: ")
        out.append((lines[0][len("event: ") :], json.loads(lines[1][len("data: ") :])))
    return out


def stream(client: TestClient, url: str, body: dict[str, Any]) -> tuple[int, str, list[Any]]:
    with client.stream("POST", url, json=body) as r:
        text = "".join(r.iter_text())
        return r.status_code, r.headers["content-type"], events(text)


def test_verify_stream_sends_claims_then_citations_warnings_done() -> None:
    with make_client() as client:
        status, ctype, evs = stream(
            client, "/v1/verify/stream", {"answer": ANSWER, "sources": [SOURCE]}
        )
    assert status == 200
    assert ctype.startswith("text/event-stream")
    assert [name for name, _ in evs] == ["claim", "claim", "citations", "warnings", "done"]
    results, report = canned_report(ANSWER, [Source("1", SOURCE, "Source 1")])
    assert [data for name, data in evs if name == "claim"] == [r.to_dict() for r in results]
    expected = report.to_dict()
    citations, warnings, done = (data for _, data in evs[2:])
    assert citations == {
        "citations": expected["citations"],
        "grounded_answer": expected["grounded_answer"],
    }
    assert warnings["warnings"] == expected["warnings"]
    assert "1 potential issue" in warnings["message"]
    assert done["summary"] == expected["summary"]
    assert (done["grade"], done["score"], done["supported"]) == ("P", 0.5, False)
    assert done["report"] == expected


def test_stream_done_report_equals_the_verify_response() -> None:
    app = create_app(ServiceSettings(config=Config(embedder="none"), concurrency=1))
    body = {"answer": ANSWER, "question": "Who is the client?", "sources": [SOURCE]}
    with TestClient(app) as client:
        plain = client.post("/v1/verify", json=body).json()
        _, _, evs = stream(client, "/v1/verify/stream", body)
    assert plain["question"] == "Who is the client?"
    names = [name for name, _ in evs]
    assert names[-3:] == ["citations", "warnings", "done"]
    assert set(names[:-3]) == {"claim"}
    assert [d for n, d in evs if n == "claim"] == plain["claims"]
    assert evs[-1][1]["report"] == plain


def test_clean_report_has_no_banner_message() -> None:
    class Clean(FakeVerifier):
        def stream(self, answer: str, sources: Sequence[Source], **options: Any) -> Iterator[Any]:
            results, report = canned_report(answer, sources)
            yield from results
            from dataclasses import replace

            yield replace(report, warnings=())

    with make_client(Clean()) as client:
        _, _, evs = stream(client, "/v1/verify/stream", {"answer": ANSWER})
    assert dict(evs)["warnings"] == {"message": None, "warnings": []}


@pytest.mark.parametrize(
    ("fail_after", "error", "status", "message"),
    [
        # the library rejects the input before any claim: only an error event
        (0, InputError("the answer is empty; pass the text to verify"), 422, "the answer is empty"),
        # an unexpected failure after the first claim: the claim, then a generic error
        (1, RuntimeError("secret detail"), 500, "internal error"),
    ],
)
def test_failures_end_the_stream_with_an_error_event(
    fail_after: int, error: Exception, status: int, message: str
) -> None:
    fake = FakeVerifier(fail=error, fail_after=fail_after)
    with make_client(fake) as client:
        code, _, evs = stream(client, "/v1/verify/stream", {"answer": ANSWER})
        # The verifier went back to the pool: the next request is served.
        after = client.post("/v1/verify", json={"answer": ANSWER})
    assert code == 200
    assert [name for name, _ in evs] == ["claim"] * fail_after + ["error"]
    err = evs[-1][1]
    assert err["status"] == status
    assert err["message"].startswith(message)
    assert "secret" not in json.dumps(err)
    assert after.status_code == status  # the same failing fake, answered as JSON, not a hang


def test_stream_pool_is_returned_after_each_stream() -> None:
    fake = FakeVerifier()
    app = create_app(ServiceSettings(concurrency=1), verifier_factory=lambda: fake)
    with TestClient(app) as client:
        for _ in range(3):
            stream(client, "/v1/verify/stream", {"answer": ANSWER})
        assert app.state.pool._free.qsize() == app.state.pool.size == 1


def test_invalid_stream_bodies_are_plain_json_errors() -> None:
    with make_client() as client:
        r = client.post("/v1/verify/stream", json={"answer": ANSWER, "extra": 1})
        big = client.post("/v1/verify/stream", json={"answer": ANSWER, "sources": ["a"] * 3})
    assert r.status_code == 422
    assert r.headers["content-type"] == "application/json"
    assert r.json()["error"] == "invalid_request"
    assert big.status_code == 200  # within the default source limit


def test_stream_needs_the_token_too() -> None:
    with make_client(api_token="s3cret") as client:
        r = client.post("/v1/verify/stream", json={"answer": ANSWER})
    assert r.status_code == 401


def test_ask_streams_citations_chunks_warnings_done() -> None:
    coll = FakeCollection()
    with make_client(collections=lambda name: coll) as client:
        _, _, evs = stream(
            client,
            "/v1/ask",
            {"collection": "hr", "question": "How many vacation days do new hires get?"},
        )
    names = [name for name, _ in evs]
    assert names[0] == "citations" and names[-2:] == ["warnings", "done"]
    assert set(names[1:-2]) == {"chunk"}
    citations = evs[0][1]["citations"]
    assert evs[0][1]["mode"] == "extractive"
    answer = "".join(d["text"] for n, d in evs if n == "chunk")
    done = evs[-1][1]
    assert done["answer"] == answer
    assert done["mode"] == "extractive" and done["report"] is None
    assert answer.startswith("New hires get 25 vacation days a year [1].")
    # Every cited span is an exact slice of its passage, and every marker has a citation.
    for c in citations:
        for span in c["spans"]:
            assert c["text"][span["start"] : span["end"]] == span["text"]
    numbers = {c["number"] for c in citations}
    assert {int(n) for n in re.findall(r"\[(\d+)\]", answer)} == numbers
    assert evs[-2][1] == {"message": None, "warnings": []}


def test_ask_without_matching_evidence_warns_and_answers_nothing() -> None:
    with make_client() as client:
        _, _, evs = stream(client, "/v1/ask", {"collection": "hr", "question": "Who founded Zyx?"})
    assert [name for name, _ in evs] == ["citations", "warnings", "done"]
    assert evs[1][1]["warnings"][0]["code"] == "NO_EVIDENCE"
    assert evs[2][1]["answer"] == ""


def test_ask_over_a_missing_collection_is_an_error_event() -> None:
    from groundwise.store import StoreError

    def missing(name: str) -> Any:
        raise StoreError(f"collection {name!r} does not exist")

    with make_client(collections=missing) as client:
        _, _, evs = stream(client, "/v1/ask", {"collection": "nope", "question": "Anything?"})
    assert [name for name, _ in evs] == ["error"]
    assert evs[0][1]["status"] == 400
    assert "does not exist" in evs[0][1]["message"]


class FakeLLM:
    """An answer generator returning a fixed text in two pieces."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.seen: list[tuple[str, list[str]]] = []

    def generate(self, question: str, passages: Sequence[Passage]) -> Iterator[str]:
        self.seen.append((question, [p.id for p in passages]))
        half = len(self.text) // 2
        yield self.text[:half]
        yield self.text[half:]


def test_ask_with_an_llm_verifies_the_generated_answer() -> None:
    llm = FakeLLM(ANSWER)
    fake = FakeVerifier()
    with make_client(fake, llm=llm) as client:
        _, _, evs = stream(
            client, "/v1/ask", {"collection": "hr", "question": "Who is the client?"}
        )
    assert [name for name, _ in evs] == ["citations", "chunk", "chunk", "warnings", "done"]
    assert llm.seen == [("Who is the client?", ["h1", "h2"])]
    # The generated answer was verified against the passages, numbered as the citations list them.
    answer, sources, options = fake.calls[0]
    assert answer == ANSWER
    assert [s.id for s in sources] == ["1", "2"]
    # The user's question goes with it: names the answer repeats from it are not made up.
    assert options["question"] == "Who is the client?"
    assert [c["number"] for c in evs[0][1]["citations"]] == [1, 2]
    done = evs[-1][1]
    assert done["mode"] == "generated"
    assert done["report"]["answer"] == ANSWER
    assert done["grade"] == "P"


def test_search_and_ask_over_a_real_collection(tmp_path: Path) -> None:
    pytest.importorskip("chromadb", reason="collections need the store extra")
    from groundwise.collection import Collection

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "leave.md").write_text(
        "# Leave\n\nNew hires get 25 vacation days a year. Unused days expire in March.\n",
        encoding="utf-8",
    )
    (docs / "office.md").write_text("# Office\n\nThe office opens at 9 am.\n", encoding="utf-8")
    data = tmp_path / "data"
    Collection("handbook", data_dir=data, embedder="fake").ingest([docs])
    settings = ServiceSettings(config=Config(embedder="fake"), concurrency=1, data_dir=data)
    app = create_app(settings, verifier_factory=FakeVerifier)
    with TestClient(app) as client:
        found = client.post("/v1/search", json={"collection": "handbook", "query": "vacation days"})
        _, _, evs = stream(
            client, "/v1/ask", {"collection": "handbook", "question": "How many vacation days?"}
        )
        missing = client.post("/v1/search", json={"collection": "nope", "query": "x"})
    assert found.status_code == 200
    assert found.json()["results"][0]["document"] == "leave.md"
    assert evs[0][0] == "citations"
    assert evs[-1][0] == "done"
    assert evs[-1][1]["answer"] == "New hires get 25 vacation days a year [1]."
    cite = evs[0][1]["citations"][0]
    assert cite["title"].startswith("leave.md")
    assert cite["text"][cite["start"] : cite["end"]] == cite["excerpt"]
    assert missing.status_code == 400
    assert missing.json()["error"] == "bad_request"
