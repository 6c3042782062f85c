"""The OpenAI-compatible client against the fake server: JSON, cache, retries, timeouts, streams."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from groundwise.config import Config
from groundwise.errors import ConfigError
from groundwise.llm.cache import ResponseCache, default_cache_dir, request_key
from groundwise.llm.client import (
    LLMConnectionError,
    LLMHTTPError,
    LLMReplyError,
    LLMSettings,
    LLMTimeoutError,
    OpenAIClient,
    ReplySchema,
    Usage,
    close_shared_clients,
    complete_json,
    parse_json,
    shared_client,
)
from groundwise.llm.fake_server import FakeLLMServer, Reply

SCHEMA = ReplySchema("thing", {"type": "object", "properties": {"x": {"type": "integer"}}})
ASK = [{"role": "user", "content": "give me x"}]


@pytest.fixture
def fake_llm() -> Iterator[FakeLLMServer]:
    """A fake OpenAI-compatible server on 127.0.0.1 with an empty script."""
    with FakeLLMServer() as server:
        yield server
    close_shared_clients()


def make_client(server: FakeLLMServer, **options: Any) -> Iterator[OpenAIClient]:
    settings = LLMSettings(server.url, "fake", **{"backoff": 0.0, **options})
    client = OpenAIClient(settings)
    try:
        yield client
    finally:
        client.close()


@pytest.fixture
def client(fake_llm: FakeLLMServer) -> Iterator[OpenAIClient]:
    """A client of the fake server with no backoff (retries happen at once)."""
    yield from make_client(fake_llm)


def as_x(reply: Any) -> int:
    if not isinstance(reply, dict) or not isinstance(reply.get("x"), int):
        raise LLMReplyError("no x")
    return int(reply["x"])


def test_json_reply_is_parsed_and_the_request_asks_for_the_schema(
    fake_llm: FakeLLMServer, client: OpenAIClient
) -> None:
    fake_llm.push(Reply.json({"x": 3}, prompt_tokens=7, completion_tokens=2))
    usage = Usage()
    assert complete_json(client, ASK, SCHEMA, as_x, usage) == 3
    request = fake_llm.requests[0]
    assert request["model"] == "fake"
    assert request["temperature"] == 0.0
    assert request["response_format"]["type"] == "json_schema"
    assert request["response_format"]["json_schema"]["name"] == "thing"
    counted = usage.take()
    assert (counted["calls"], counted["tokens"], counted["cached"]) == (1, 9, 0)
    assert usage.take()["calls"] == 0  # taking resets


def test_a_rerun_is_served_from_the_disk_cache(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(Reply.json({"x": 5}))
    for client in make_client(fake_llm):
        assert complete_json(client, ASK, SCHEMA, as_x) == 5
    # A new client (a new process) with the same request costs no call.
    usage = Usage()
    for client in make_client(fake_llm):
        assert complete_json(client, ASK, SCHEMA, as_x, usage) == 5
    assert len(fake_llm.requests) == 1
    assert usage.take()["cached"] == 1
    assert any(default_cache_dir().rglob("*.json"))


def test_cache_off_sends_every_request(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(Reply.json({"x": 1}), Reply.json({"x": 2}))
    for client in make_client(fake_llm, cache=False):
        assert complete_json(client, ASK, SCHEMA, as_x) == 1
        assert complete_json(client, ASK, SCHEMA, as_x) == 2


def test_cache_lives_under_groundwise_cache_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GROUNDWISE_CACHE_DIR", str(tmp_path))
    assert default_cache_dir() == tmp_path / "llm"


def test_cache_keys_depend_on_every_part_of_the_request() -> None:
    base = {"model": "a", "messages": [{"role": "user", "content": "x"}]}
    assert request_key(base) == request_key(dict(reversed(base.items())))
    assert request_key(base) != request_key({**base, "model": "b"})


def test_unreadable_cache_file_is_a_miss(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path)
    key = request_key({"a": 1})
    (tmp_path / key[:2]).mkdir()
    (tmp_path / key[:2] / f"{key}.json").write_text("{half a fi", encoding="utf-8")
    assert cache.get(key) is None


@pytest.mark.parametrize(
    "reply",
    [
        Reply.malformed(),  # content that is not JSON
        Reply.json({"y": 1}),  # JSON of the wrong shape
        Reply(body="<html>not an API</html>"),  # a 200 that is not a chat completion
    ],
)
def test_bad_replies_raise_and_are_not_cached(
    fake_llm: FakeLLMServer, client: OpenAIClient, reply: Reply
) -> None:
    fake_llm.push(reply, Reply.json({"x": 9}))
    with pytest.raises(LLMReplyError):
        complete_json(client, ASK, SCHEMA, as_x)
    assert complete_json(client, ASK, SCHEMA, as_x) == 9


def test_server_errors_are_retried_then_succeed(
    fake_llm: FakeLLMServer, client: OpenAIClient
) -> None:
    fake_llm.push(Reply.error(500), Reply.error(503), Reply.json({"x": 4}))
    usage = Usage()
    assert complete_json(client, ASK, SCHEMA, as_x, usage) == 4
    assert usage.take()["calls"] == 3


def test_retries_run_out_with_the_last_error(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(*[Reply.error(500)] * 3)
    for client in make_client(fake_llm, max_retries=1):
        with pytest.raises(LLMHTTPError) as caught:
            client.complete(ASK)
    assert caught.value.status == 500
    assert len(fake_llm.requests) == 2


@pytest.mark.parametrize(
    ("status", "hint"),
    [
        (401, "--llm-api-key"),  # bad key: says where the key comes from
        (404, "--llm-base-url"),  # wrong URL or model
    ],
)
def test_client_errors_are_not_retried_and_say_how_to_fix(
    fake_llm: FakeLLMServer, client: OpenAIClient, status: int, hint: str
) -> None:
    fake_llm.push(Reply.error(status, "nope"), Reply.json({"x": 1}))
    with pytest.raises(LLMHTTPError, match=hint):
        client.complete(ASK)
    assert len(fake_llm.requests) == 1


def test_a_slow_server_times_out(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(Reply.timeout(30))
    for client in make_client(fake_llm, timeout=0.2, max_retries=0):
        with pytest.raises(LLMTimeoutError, match="--llm-timeout"):
            client.complete(ASK)


def test_an_unreachable_server_is_a_connection_error() -> None:
    with FakeLLMServer() as gone:
        url = gone.url
    settings = LLMSettings(url, "fake", max_retries=0)
    client = OpenAIClient(settings)
    try:
        with pytest.raises(LLMConnectionError, match="--llm-base-url"):
            client.complete(ASK)
    finally:
        client.close()


def test_schema_output_steps_down_when_the_server_rejects_it(
    fake_llm: FakeLLMServer, client: OpenAIClient
) -> None:
    fake_llm.push(
        Reply.error(400, "response_format json_schema is not supported"), Reply.json({"x": 2})
    )
    assert complete_json(client, ASK, SCHEMA, as_x) == 2
    assert fake_llm.requests[1]["response_format"] == {"type": "json_object"}


def test_api_key_goes_in_the_header_and_never_in_reprs(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(Reply(content="hi"))
    for client in make_client(fake_llm, api_key="sk-secret"):
        assert client.complete(ASK) == "hi"
        assert "sk-secret" not in repr(client.settings)
    assert fake_llm.headers[0]["authorization"] == "Bearer sk-secret"
    assert "sk-secret" not in repr(Config(llm_api_key="sk-secret"))


def test_streamed_pieces_arrive_in_order_with_their_usage(
    fake_llm: FakeLLMServer, client: OpenAIClient
) -> None:
    fake_llm.push(Reply.stream("The ", "deal ", "closed.", completion_tokens=3))
    usage = Usage()
    assert list(client.stream(ASK, usage=usage)) == ["The ", "deal ", "closed."]
    assert fake_llm.requests[0]["stream"] is True
    assert usage.take()["completion_tokens"] == 3
    # The whole streamed reply is cached too.
    assert "".join(client.stream(ASK)) == "The deal closed."
    assert len(fake_llm.requests) == 1


def test_a_stalled_stream_times_out_after_its_first_pieces(fake_llm: FakeLLMServer) -> None:
    fake_llm.push(Reply(content="ab", chunks=("a", "b"), chunk_delay=30))
    got: list[str] = []
    for client in make_client(fake_llm, timeout=0.3, max_retries=0):
        with pytest.raises(LLMTimeoutError):
            got.extend(client.stream(ASK))
    assert got == ["a"]  # the first piece came; the stall after it is the timeout


def test_concurrency_limit_holds_requests_back(fake_llm: FakeLLMServer) -> None:
    lock = threading.Lock()
    state = {"now": 0, "most": 0}
    release = threading.Event()

    def responder(request: dict[str, Any]) -> Reply:
        with lock:
            state["now"] += 1
            state["most"] = max(state["most"], state["now"])
        release.wait(0.05)
        with lock:
            state["now"] -= 1
        return Reply(content="ok")

    fake_llm.responder = responder
    for client in make_client(fake_llm, concurrency=2, cache=False):
        threads = [
            threading.Thread(target=client.complete, args=([{"role": "user", "content": str(i)}],))
            for i in range(6)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len(fake_llm.requests) == 6
    assert 1 <= state["most"] <= 2


def test_shared_clients_are_one_per_settings(fake_llm: FakeLLMServer) -> None:
    settings = LLMSettings(fake_llm.url, "fake")
    assert shared_client(settings) is shared_client(LLMSettings(fake_llm.url, "fake"))
    assert shared_client(settings) is not shared_client(LLMSettings(fake_llm.url, "other"))


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GROUNDWISE_LLM_BASE_URL", "http://localhost:11434/v1/")
    monkeypatch.setenv("GROUNDWISE_LLM_MODEL", "llama3")
    monkeypatch.setenv("GROUNDWISE_LLM_API_KEY", "k")
    settings = LLMSettings.from_config(Config(llm_timeout=5))
    assert (settings.base_url, settings.model, settings.api_key) == (
        "http://localhost:11434/v1",
        "llama3",
        "k",
    )
    assert settings.timeout == 5
    # Flags (config fields) win over the environment.
    assert LLMSettings.from_config(Config(llm_model="qwen")).model == "qwen"


@pytest.mark.parametrize(
    ("config", "needle"),
    [
        (Config(), "--llm-base-url"),  # nothing configured: says which flags to pass
        (Config(llm_base_url="localhost:8000", llm_model="m"), "http://"),  # scheme missing
        (Config(llm_base_url="http://x/v1", llm_model="m", llm_timeout=0), "timeout"),  # bad
    ],
)
def test_bad_settings_say_what_to_fix(config: Config, needle: str) -> None:
    with pytest.raises(ConfigError, match=needle):
        LLMSettings.from_config(config, env={})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"x": 1}', {"x": 1}),  # plain JSON
        ('```json\n{"x": 1}\n```', {"x": 1}),  # wrapped in a Markdown fence
        ("  [1, 2]\n", [1, 2]),  # surrounding whitespace
    ],
)
def test_parse_json_accepts_common_wrappings(text: str, expected: Any) -> None:
    assert parse_json(text) == expected


def test_parse_json_rejects_prose() -> None:
    with pytest.raises(LLMReplyError, match="not valid JSON"):
        parse_json("Sure! Here are the claims:")


def test_fake_server_says_when_its_script_ran_out(fake_llm: FakeLLMServer) -> None:
    for client in make_client(fake_llm, max_retries=0):
        with pytest.raises(LLMHTTPError, match="no scripted reply"):
            client.complete(ASK)
