"""One small LLM client interface and its OpenAI-compatible implementation.

:class:`OpenAIClient` speaks the chat-completions protocol that hosted APIs, vLLM, Ollama and
llama.cpp's server all share. It asks for JSON-schema constrained output and steps down to plain
JSON mode, then to none, when a server rejects ``response_format``; it retries timeouts, connection
errors, 429 and 5xx with exponential backoff; it lets at most ``concurrency`` requests run at once;
and it keeps replies in a disk cache keyed by the request, so a rerun costs nothing.

Every failure is an :class:`LLMError`, which the extractor, judge and answer generator turn into a
deterministic fallback plus an ``LLM_FALLBACK`` warning.
"""

from __future__ import annotations

import json
import os
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from groundwise.errors import ConfigError, GroundwiseError
from groundwise.llm.cache import CachedReply, ResponseCache, request_key

if TYPE_CHECKING:
    import httpx

    from groundwise.config import Config

#: Environment variables read when a flag or config field is not given.
BASE_URL_ENV = "GROUNDWISE_LLM_BASE_URL"
MODEL_ENV = "GROUNDWISE_LLM_MODEL"
API_KEY_ENV = "GROUNDWISE_LLM_API_KEY"

#: Retry-After headers are honoured up to this many seconds.
_MAX_RETRY_AFTER = 30.0
#: HTTP statuses worth retrying: request timeout, rate limit, server errors.
_RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
#: How much of an error body goes into a message.
_BODY_EXCERPT = 200

Message = dict[str, str]
T = TypeVar("T")


# --------------------------------------------------------------------------- errors


class LLMError(GroundwiseError, RuntimeError):
    """An LLM call failed; callers fall back to the deterministic path and say so."""

    kind = "error"


class LLMTimeoutError(LLMError):
    """The server did not answer (or stopped streaming) within the timeout."""

    kind = "timeout"


class LLMConnectionError(LLMError):
    """The server could not be reached."""

    kind = "connection"


class LLMHTTPError(LLMError):
    """The server answered with an HTTP error status."""

    kind = "http"

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


class LLMReplyError(LLMError):
    """The reply is not what was asked for: not JSON, or JSON of the wrong shape."""

    kind = "malformed"


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class LLMSettings:
    """Where the LLM is and how to call it."""

    base_url: str
    model: str
    api_key: str | None = field(default=None, repr=False)
    #: Seconds to wait for a connection, for the reply, and between two streamed chunks.
    timeout: float = 60.0
    #: Retries after the first try (timeouts, connection errors, 429, 5xx).
    max_retries: int = 2
    #: First backoff in seconds; doubled for each further retry.
    backoff: float = 0.5
    #: Requests in flight at once through one client.
    concurrency: int = 4
    #: Low temperature keeps extraction and verdicts stable across runs (and cacheable).
    temperature: float = 0.0
    #: Keep replies on disk; ``cache_dir`` defaults to ``$GROUNDWISE_CACHE_DIR/llm``.
    cache: bool = True
    cache_dir: Path | None = None
    #: Claims judged per call by the LLM judge.
    batch_size: int = 8

    def __post_init__(self) -> None:
        if not self.base_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"LLM base URL {self.base_url!r} must start with http:// or https:// "
                "(for example http://localhost:11434/v1 for Ollama)"
            )
        if not self.model.strip():
            raise ConfigError(f"the LLM model name is empty; pass --llm-model or set {MODEL_ENV}")
        if not self.timeout > 0:
            raise ConfigError(f"the LLM timeout must be positive seconds, got {self.timeout}")
        if self.max_retries < 0 or self.backoff < 0:
            raise ConfigError("LLM retries and backoff must be 0 or more")
        if not 1 <= self.concurrency <= 256:
            raise ConfigError(f"LLM concurrency must be in [1, 256], got {self.concurrency}")
        if not 1 <= self.batch_size <= 100:
            raise ConfigError(f"LLM batch size must be in [1, 100], got {self.batch_size}")

    @classmethod
    def from_config(cls, config: Config, env: Mapping[str, str] | None = None) -> LLMSettings:
        """Settings from a :class:`Config`, with ``GROUNDWISE_LLM_*`` filling unset fields."""
        env = os.environ if env is None else env
        base_url = config.llm_base_url or env.get(BASE_URL_ENV, "").strip()
        model = config.llm_model or env.get(MODEL_ENV, "").strip()
        api_key = config.llm_api_key or env.get(API_KEY_ENV, "").strip() or None
        if not base_url or not model:
            raise ConfigError(
                "an LLM step needs a server and a model: pass --llm-base-url and --llm-model "
                f"(or set {BASE_URL_ENV} and {MODEL_ENV}), e.g. http://localhost:11434/v1"
            )
        return cls(
            base_url=base_url.rstrip("/"),
            model=model,
            api_key=api_key,
            timeout=config.llm_timeout,
            max_retries=config.llm_max_retries,
            concurrency=config.llm_concurrency,
            cache=config.llm_cache,
            batch_size=config.llm_batch_size,
        )


# --------------------------------------------------------------------------- usage


class Usage:
    """Cost and latency counters of one step; thread-safe, read and reset with :meth:`take`."""

    FIELDS = ("calls", "cached", "prompt_tokens", "completion_tokens", "seconds", "fallbacks")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values = dict.fromkeys(self.FIELDS, 0.0)

    def add(self, **amounts: float) -> None:
        """Add to some counters (names from :attr:`FIELDS`)."""
        with self._lock:
            for name, amount in amounts.items():
                if name not in self._values:
                    raise ValueError(f"unknown usage counter {name!r}")
                self._values[name] += amount

    def snapshot(self) -> dict[str, float]:
        """Current counters plus ``tokens`` (prompt + completion)."""
        with self._lock:
            out = dict(self._values)
        out["tokens"] = out["prompt_tokens"] + out["completion_tokens"]
        out["seconds"] = round(out["seconds"], 4)
        return out

    def take(self) -> dict[str, float]:
        """Counters since the last take, then reset them (one report's worth)."""
        out = self.snapshot()
        with self._lock:
            self._values = dict.fromkeys(self.FIELDS, 0.0)
        return out


# --------------------------------------------------------------------------- interface


@dataclass(frozen=True)
class ReplySchema:
    """A JSON schema the reply must follow; ``name`` labels it for the server."""

    name: str
    schema: Mapping[str, Any]


class LLMClient(ABC):
    """Sends chat messages to an LLM and returns its reply text."""

    name: str = "base"

    @abstractmethod
    def complete(
        self,
        messages: Sequence[Message],
        *,
        schema: ReplySchema | None = None,
        usage: Usage | None = None,
        check: Callable[[str], object] | None = None,
    ) -> str:
        """The reply to ``messages``; ``check`` may raise :class:`LLMReplyError` before caching."""

    def stream(self, messages: Sequence[Message], *, usage: Usage | None = None) -> Iterator[str]:
        """The reply in pieces as it is generated (one piece unless the client streams)."""
        yield self.complete(messages, usage=usage)

    def close(self) -> None:  # noqa: B027 - optional hook, most clients hold nothing
        """Release connections (a no-op unless the client holds some)."""


def parse_json(text: str) -> Any:
    """``text`` as JSON, tolerating a Markdown code fence around it; else :class:`LLMReplyError`."""
    body = text.strip()
    if body.startswith("```"):
        # Models without constrained output often wrap JSON in ```json ... ```.
        body = body.split("\n", 1)[1] if "\n" in body else ""
        body = body.rsplit("```", 1)[0]
    try:
        return json.loads(body)
    except ValueError:
        excerpt = text[:80].replace("\n", " ")
        raise LLMReplyError(f"the LLM reply is not valid JSON: {excerpt!r}") from None


def complete_json(
    client: LLMClient,
    messages: Sequence[Message],
    schema: ReplySchema,
    parse: Callable[[Any], T],
    usage: Usage | None = None,
) -> T:
    """Ask for JSON following ``schema`` and return ``parse(reply)``; bad replies are not cached."""
    text = client.complete(
        messages, schema=schema, usage=usage, check=lambda t: parse(parse_json(t))
    )
    return parse(parse_json(text))


# --------------------------------------------------------------------------- OpenAI-compatible


class OpenAIClient(LLMClient):
    """Chat completions over HTTP (``POST {base_url}/chat/completions``) with httpx."""

    name = "openai"

    def __init__(
        self,
        settings: LLMSettings,
        *,
        transport: httpx.BaseTransport | None = None,
        cache: ResponseCache | None = None,
    ) -> None:
        try:
            import httpx
        except ImportError:
            raise ConfigError(
                "LLM backends need httpx; install it with pip install httpx "
                "(or pip install 'groundwise[serve]')"
            ) from None
        self.settings = settings
        self._httpx = httpx
        headers = {"Accept": "application/json"}
        if settings.api_key:
            headers["Authorization"] = f"Bearer {settings.api_key}"
        self._http = httpx.Client(
            base_url=settings.base_url,
            headers=headers,
            timeout=httpx.Timeout(settings.timeout),
            transport=transport,
        )
        self._slots = threading.BoundedSemaphore(settings.concurrency)
        self._cache = (
            cache
            if cache is not None
            else (ResponseCache(settings.cache_dir) if settings.cache else None)
        )
        # Capabilities learnt from the server's 400s: constrained output, usage in streams.
        self._json_mode = "json_schema"
        self._stream_usage = True

    def close(self) -> None:
        """Close the HTTP connections."""
        self._http.close()

    # -- requests ------------------------------------------------------------------------

    def _key(self, messages: Sequence[Message], schema: ReplySchema | None) -> str:
        return request_key(
            {
                "base_url": self.settings.base_url,
                "model": self.settings.model,
                "temperature": self.settings.temperature,
                "messages": list(messages),
                "schema": None if schema is None else [schema.name, dict(schema.schema)],
            }
        )

    def _payload(
        self, messages: Sequence[Message], schema: ReplySchema | None, stream: bool
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "model": self.settings.model,
            "messages": list(messages),
            "temperature": self.settings.temperature,
        }
        if schema is not None and self._json_mode == "json_schema":
            payload["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": schema.name, "schema": dict(schema.schema), "strict": True},
            }
        elif schema is not None and self._json_mode == "json_object":
            payload["response_format"] = {"type": "json_object"}
        if stream:
            payload["stream"] = True
            if self._stream_usage:
                payload["stream_options"] = {"include_usage": True}
        return payload

    def _downgrade(self, response: httpx.Response, payload: Mapping[str, Any]) -> bool:
        """Drop a parameter the server rejected; True when the request is worth sending again."""
        if response.status_code not in (400, 422):
            return False
        body = response.text.lower()
        if "response_format" in payload and (
            "response_format" in body or "json_schema" in body or "schema" in body
        ):
            self._json_mode = "json_object" if self._json_mode == "json_schema" else "none"
            return True
        if "stream_options" in payload and ("stream_options" in body or "include_usage" in body):
            self._stream_usage = False
            return True
        return False

    def _send(
        self,
        messages: Sequence[Message],
        schema: ReplySchema | None,
        stream: bool,
        usage: Usage | None,
    ) -> httpx.Response:
        """POST with retries and backoff; the caller reads (and closes) the 200 response."""
        attempt = 0
        while True:
            payload = self._payload(messages, schema, stream)
            if usage is not None:
                usage.add(calls=1)
            try:
                request = self._http.build_request("POST", "/chat/completions", json=payload)
                response = self._http.send(request, stream=True)
            except self._httpx.TimeoutException:
                error: LLMError = LLMTimeoutError(
                    f"the LLM at {self.settings.base_url} did not answer within "
                    f"{self.settings.timeout:g}s (raise --llm-timeout)"
                )
                retry_after = None
            except self._httpx.TransportError as exc:
                error = LLMConnectionError(
                    f"cannot reach the LLM at {self.settings.base_url}: {exc} "
                    "(check --llm-base-url and that the server is running)"
                )
                retry_after = None
            else:
                if response.status_code == 200:
                    return response
                response.read()
                response.close()
                if self._downgrade(response, payload):
                    continue
                error = _http_error(response, self.settings)
                retry_after = _retry_after(response)
                if response.status_code not in _RETRY_STATUS:
                    raise error
            if attempt >= self.settings.max_retries:
                raise error
            delay = self.settings.backoff * (2**attempt)
            time.sleep(max(delay, retry_after or 0.0))
            attempt += 1

    def complete(
        self,
        messages: Sequence[Message],
        *,
        schema: ReplySchema | None = None,
        usage: Usage | None = None,
        check: Callable[[str], object] | None = None,
    ) -> str:
        """The reply text; served from the cache when this exact request was answered before."""
        key = self._key(messages, schema)
        if self._cache is not None:
            hit = self._cache.get(key)
            if hit is not None:
                if check is not None:
                    check(hit.text)
                if usage is not None:
                    usage.add(cached=1)
                return hit.text
        started = time.perf_counter()
        try:
            with self._slots:
                response = self._send(messages, schema, False, usage)
                try:
                    raw = response.read()
                except self._httpx.TimeoutException:
                    raise LLMTimeoutError(
                        f"the LLM at {self.settings.base_url} stopped sending its reply "
                        f"(no data for {self.settings.timeout:g}s)"
                    ) from None
                except self._httpx.TransportError as exc:
                    raise LLMConnectionError(f"the LLM connection broke: {exc}") from None
                finally:
                    response.close()
        finally:
            if usage is not None:
                usage.add(seconds=time.perf_counter() - started)
        text, prompt_tokens, completion_tokens = _read_completion(raw)
        if usage is not None:
            usage.add(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
        if check is not None:
            check(text)
        if self._cache is not None:
            self._cache.put(key, CachedReply(text, prompt_tokens, completion_tokens))
        return text

    def stream(self, messages: Sequence[Message], *, usage: Usage | None = None) -> Iterator[str]:
        """The reply in pieces from server-sent events; a complete reply is cached."""
        key = self._key(messages, None)
        if self._cache is not None:
            hit = self._cache.get(key)
            if hit is not None:
                if usage is not None:
                    usage.add(cached=1)
                yield hit.text
                return
        started = time.perf_counter()
        parts: list[str] = []
        tokens = (0, 0)
        try:
            with self._slots:
                response = self._send(messages, None, True, usage)
                try:
                    for piece, counted in _sse_pieces(response, self._httpx, self.settings):
                        if counted is not None:
                            tokens = counted
                        if piece:
                            parts.append(piece)
                            yield piece
                finally:
                    response.close()
        finally:
            if usage is not None:
                usage.add(seconds=time.perf_counter() - started)
        if usage is not None:
            usage.add(prompt_tokens=tokens[0], completion_tokens=tokens[1])
        if self._cache is not None:
            self._cache.put(key, CachedReply("".join(parts), *tokens))


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after", "")
    try:
        return min(float(value), _MAX_RETRY_AFTER)
    except ValueError:
        return None


def _http_error(response: httpx.Response, settings: LLMSettings) -> LLMHTTPError:
    status = response.status_code
    excerpt = " ".join(response.text[:_BODY_EXCERPT].split())
    hint = ""
    if status in (401, 403):
        hint = f" (check --llm-api-key or {API_KEY_ENV})"
    elif status == 404:
        hint = " (check --llm-base-url, which usually ends in /v1, and --llm-model)"
    return LLMHTTPError(
        f"the LLM at {settings.base_url} answered HTTP {status}{hint}: {excerpt}", status
    )


def _tokens(usage: Any) -> tuple[int, int]:
    if not isinstance(usage, dict):
        return 0, 0
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    return (
        prompt if isinstance(prompt, int) else 0,
        completion if isinstance(completion, int) else 0,
    )


def _read_completion(raw: bytes) -> tuple[str, int, int]:
    """The assistant text and token counts of a chat-completions response body."""
    try:
        body = json.loads(raw)
        content = body["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError):
        excerpt = raw[:80].decode("utf-8", "replace")
        raise LLMReplyError(
            f"the LLM server's response is not a chat completion: {excerpt!r}"
        ) from None
    if not isinstance(content, str):
        raise LLMReplyError("the LLM reply has no text content")
    return (content, *_tokens(body.get("usage")))


def _sse_pieces(
    response: httpx.Response, httpx_module: Any, settings: LLMSettings
) -> Iterator[tuple[str, tuple[int, int] | None]]:
    """(text piece, token counts or None) per ``data:`` event of a streamed completion."""
    try:
        for line in response.iter_lines():
            if not line.startswith("data:"):
                continue
            data = line[5:].strip()
            if data == "[DONE]":
                return
            try:
                event = json.loads(data)
            except ValueError:
                raise LLMReplyError(f"a streamed event is not JSON: {data[:80]!r}") from None
            if not isinstance(event, dict):
                raise LLMReplyError(f"a streamed event is not a JSON object: {data[:80]!r}")
            counted = _tokens(event["usage"]) if isinstance(event.get("usage"), dict) else None
            piece = ""
            choices = event.get("choices")
            if isinstance(choices, list) and choices and isinstance(choices[0], dict):
                delta = choices[0].get("delta")
                if isinstance(delta, dict) and isinstance(delta.get("content"), str):
                    piece = delta["content"]
            yield piece, counted
    except httpx_module.TimeoutException:
        raise LLMTimeoutError(
            f"the LLM at {settings.base_url} stopped streaming (no data for {settings.timeout:g}s)"
        ) from None
    except httpx_module.TransportError as exc:
        raise LLMConnectionError(f"the LLM stream broke: {exc}") from None


# --------------------------------------------------------------------------- shared clients

_shared: dict[LLMSettings, OpenAIClient] = {}
_shared_lock = threading.Lock()


def shared_client(settings: LLMSettings) -> OpenAIClient:
    """One client per settings in this process, so every verifier shares its concurrency limit."""
    with _shared_lock:
        client = _shared.get(settings)
        if client is None:
            client = _shared[settings] = OpenAIClient(settings)
        return client


def close_shared_clients() -> None:
    """Close and forget every shared client (tests call this between servers)."""
    with _shared_lock:
        clients = list(_shared.values())
        _shared.clear()
    for client in clients:
        client.close()
