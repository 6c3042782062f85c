"""A fake OpenAI-compatible chat-completions server, for tests and offline demos.

    with FakeLLMServer([Reply.json({"claims": []}), Reply.error(500), Reply.timeout()]) as llm:
        Verifier(claims="llm", llm_base_url=llm.url, llm_model="fake")

Replies are taken from a scripted queue in order; when it is empty, ``responder(request)`` answers
(or a 500 says the script ran out). A reply can be JSON content, malformed text, an HTTP error,
a delay longer than the client's timeout, or a stream of chunks with pauses between them (for
requests with ``"stream": true``, sent as server-sent events). Every request body is kept in
:attr:`FakeLLMServer.requests` for assertions.

``python -m groundwise.llm.fake_server --port 8089`` serves a demo responder that understands
Groundwise's own prompts (claims are the answer's sentences, verdicts come from word overlap), so
``--claims llm --judge llm`` and ``ask`` can be tried without any model.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from groundwise.llm.prompts import DONT_KNOW, schema_of


@dataclass(frozen=True)
class Reply:
    """One scripted reply."""

    #: The assistant message text (JSON for schema requests, prose for answers).
    content: str = ""
    status: int = 200
    #: Seconds to wait before answering (longer than the client's timeout: a timeout).
    delay: float = 0.0
    #: Pieces of a streamed reply; by default the content as one piece.
    chunks: tuple[str, ...] | None = None
    #: Seconds to wait between two streamed pieces (a slow stream).
    chunk_delay: float = 0.0
    #: A raw response body sent instead of a chat completion.
    body: str | None = None
    prompt_tokens: int = 10
    completion_tokens: int = 5

    @classmethod
    def json(cls, value: Any, **options: Any) -> Reply:
        """A reply whose content is ``value`` as JSON."""
        return cls(content=json.dumps(value, ensure_ascii=False), **options)

    @classmethod
    def malformed(cls, text: str = '{"claims": [ this is not json') -> Reply:
        """A reply whose content is not valid JSON."""
        return cls(content=text)

    @classmethod
    def error(cls, status: int = 500, message: str = "internal server error") -> Reply:
        """An HTTP error with an OpenAI-style error body."""
        return cls(status=status, body=json.dumps({"error": {"message": message}}))

    @classmethod
    def timeout(cls, seconds: float = 30.0) -> Reply:
        """A reply that comes only after ``seconds`` (the server stops waiting when shut down)."""
        return cls(content="{}", delay=seconds)

    @classmethod
    def stream(cls, *pieces: str, **options: Any) -> Reply:
        """A streamed reply of ``pieces`` (``chunk_delay`` pauses between them)."""
        return cls(content="".join(pieces), chunks=pieces, **options)


Responder = Callable[[dict[str, Any]], Reply]


class FakeLLMServer:
    """A threaded HTTP server on 127.0.0.1 answering ``POST /v1/chat/completions``."""

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        responder: Responder | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.replies: deque[Reply] = deque(replies)
        self.responder = responder
        self.requests: list[dict[str, Any]] = []
        #: Request headers in the same order (lower-case names).
        self.headers: list[dict[str, str]] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer((host, port), _handler_for(self))
        self._server.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """Base URL to give as ``--llm-base-url``."""
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def push(self, *replies: Reply) -> None:
        """Add replies to the end of the script."""
        with self._lock:
            self.replies.extend(replies)

    def next_reply(self, request: dict[str, Any], headers: dict[str, str] | None = None) -> Reply:
        """Record ``request`` and choose its reply."""
        with self._lock:
            self.requests.append(request)
            self.headers.append(headers or {})
            if self.replies:
                return self.replies.popleft()
        if self.responder is not None:
            return self.responder(request)
        return Reply.error(500, "the fake LLM server has no scripted reply left")

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``; True when the server is shutting down meanwhile."""
        return self._stopping.wait(seconds) if seconds > 0 else self._stopping.is_set()

    def start(self) -> FakeLLMServer:
        """Serve in a background thread."""
        # A short poll interval makes stop() quick.
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, end pending delays, and close the socket."""
        self._stopping.set()
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join()
        self._server.server_close()

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _handler_for(fake: FakeLLMServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "FakeLLM/1"

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: tests and demos do not want an access log on stderr."""

        def handle(self) -> None:
            # A client that gave up (its timeout) leaves nothing to answer.
            with contextlib.suppress(ConnectionError, TimeoutError):
                super().handle()

        def _send(self, status: int, body: str, content_type: str = "application/json") -> None:
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                self._send(200, json.dumps({"object": "list", "data": [{"id": "fake"}]}))
            else:
                self._send(404, json.dumps({"error": {"message": "not found"}}))

        def do_POST(self) -> None:
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(404, json.dumps({"error": {"message": f"no route {self.path}"}}))
                return
            length = int(self.headers.get("Content-Length") or 0)
            try:
                request = json.loads(self.rfile.read(length) or b"null")
            except ValueError:
                request = None
            if not isinstance(request, dict):
                self._send(400, json.dumps({"error": {"message": "the body is not JSON"}}))
                return
            headers = {k.lower(): v for k, v in self.headers.items()}
            reply = fake.next_reply(request, headers)
            if fake.wait(reply.delay):
                return
            if reply.status != 200 or reply.body is not None:
                self._send(reply.status, reply.body or "")
            elif request.get("stream"):
                self._stream(request, reply)
            else:
                self._send(200, json.dumps(_completion(request, reply)))

        def _stream(self, request: dict[str, Any], reply: Reply) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            pieces = reply.chunks if reply.chunks is not None else (reply.content,)
            for n, piece in enumerate(pieces):
                if n and fake.wait(reply.chunk_delay):
                    return
                event = {
                    "object": "chat.completion.chunk",
                    "model": request.get("model", "fake"),
                    "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}],
                }
                self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                self.wfile.flush()
            options = request.get("stream_options")
            if isinstance(options, dict) and options.get("include_usage"):
                event = {"object": "chat.completion.chunk", "choices": [], "usage": _usage(reply)}
                self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()

    return Handler


def _usage(reply: Reply) -> dict[str, int]:
    return {
        "prompt_tokens": reply.prompt_tokens,
        "completion_tokens": reply.completion_tokens,
        "total_tokens": reply.prompt_tokens + reply.completion_tokens,
    }


def _completion(request: dict[str, Any], reply: Reply) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "model": request.get("model", "fake"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": reply.content},
                "finish_reason": "stop",
            }
        ],
        "usage": _usage(reply),
    }


# --------------------------------------------------------------------------- demo responder

_BLOCK = re.compile(r"<(\w+)((?:\s+\w+=\"(?:[^\"\\]|\\.)*\")*)>\n(.*?)\n</\1>", re.DOTALL)
_ATTR = re.compile(r"(\w+)=(\"(?:[^\"\\]|\\.)*\")")
_WORDS = re.compile(r"\w+")


def blocks(text: str) -> list[tuple[str, dict[str, str], str]]:
    """The ``(tag, attributes, body)`` data blocks of a prompt (see ``prompts.block``)."""
    return [
        (m.group(1), {k: json.loads(v) for k, v in _ATTR.findall(m.group(2))}, m.group(3))
        for m in _BLOCK.finditer(text)
    ]


def user_text(request: dict[str, Any]) -> str:
    """The text of the last user message of a chat request."""
    messages = request.get("messages") or []
    users = [
        m.get("content", "") for m in messages if isinstance(m, dict) and m.get("role") == "user"
    ]
    return str(users[-1]) if users else ""


def demo_responder(request: dict[str, Any]) -> Reply:
    """Plausible replies to Groundwise's prompts without a model (for demos, not for scores)."""
    from groundwise.claims import classify
    from groundwise.segment import split_sentences

    found = blocks(user_text(request))
    schema = schema_of(request)
    if schema == "claims":
        answer = next((body for tag, _, body in found if tag == "answer"), "")
        claims = []
        for s in split_sentences(answer):
            ctype, _, verifiable = classify(s.text)
            claims.append({"text": s.text, "type": ctype.value, "verifiable": verifiable})
        return Reply.json({"claims": claims})
    if schema == "verdicts":
        return Reply.json({"verdicts": _demo_verdicts(found)})
    sources = [(attrs.get("number", "?"), body) for tag, attrs, body in found if tag == "source"]
    if not sources:
        return Reply.stream(DONT_KNOW)
    number, text = sources[0]
    first = split_sentences(text)[0].text if split_sentences(text) else text
    words = f"{first.rstrip('.')} [Source {number}].".split(" ")
    return Reply.stream(*[w if i == 0 else " " + w for i, w in enumerate(words)])


def _demo_verdicts(found: Sequence[tuple[str, dict[str, str], str]]) -> list[dict[str, Any]]:
    claims = {a["id"]: body for tag, a, body in found if tag == "claim" and "id" in a}
    evidence: dict[str, list[str]] = {}
    for tag, attrs, body in found:
        if tag == "evidence" and "claim" in attrs:
            evidence.setdefault(attrs["claim"], []).append(body)
    verdicts = []
    for cid, text in claims.items():
        wanted = {w.lower() for w in _WORDS.findall(text)}
        have = {w.lower() for e in evidence.get(cid, []) for w in _WORDS.findall(e)}
        share = len(wanted & have) / len(wanted) if wanted else 0.0
        status = (
            "verified" if share >= 0.8 else "partially_verified" if share >= 0.5 else "unverified"
        )
        missing = sorted(wanted - have)
        verdicts.append(
            {
                "id": cid,
                "status": status,
                "support": round(share, 2),
                "reason": f"demo: {share:.0%} of the claim's words are in its evidence",
                "unsupported": missing[:5] if status != "verified" else [],
            }
        )
    return verdicts


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the demo responder until interrupted."""
    parser = argparse.ArgumentParser(description="A fake OpenAI-compatible LLM server for demos.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8089)
    args = parser.parse_args(argv)
    server = FakeLLMServer(responder=demo_responder, host=args.host, port=args.port)
    print(f"fake LLM at {server.url} (model name: anything); Ctrl-C stops it", flush=True)
    try:
        server._server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
