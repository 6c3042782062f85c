"""The HTTP service: a thin FastAPI layer over :class:`groundwise.Verifier` and collections.

    POST /v1/verify          {answer, sources[], options} -> Report.to_dict()
    POST /v1/verify/stream   SSE: claim* citations warnings done   (or error)
    POST /v1/search          {collection, query, k} -> ranked passages with provenance
    POST /v1/ask             SSE: citations chunk* warnings done   (or error)
    GET  /healthz  /metrics  /docs  /  (the web page)

Verifiers load once at start-up into a small pool; each request borrows one, so concurrent requests
never share a verifier's per-run state, and the blocking work runs in worker threads off the
event loop. Errors are JSON (``{"error": code, "message": ..., "request_id": ...}``) and never carry
a stack trace; the trace goes to the structured JSON log with the request id.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import hmac
import json
import logging
import os
import secrets
import time
import traceback
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Protocol, TypeVar

import anyio.to_thread
from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from groundwise import __version__
from groundwise.config import Config
from groundwise.errors import (
    ConfigError,
    GroundwiseError,
    InputError,
    ModelUnavailableError,
)
from groundwise.results import ClaimResult, Report
from groundwise.service.ask import (
    AnswerGenerator,
    Passage,
    extractive_answer,
    passage_sources,
)
from groundwise.service.metrics import CONTENT_TYPE, ServiceMetrics
from groundwise.service.schemas import AskRequest, SearchRequest, VerifyRequest
from groundwise.sources import Source

log = logging.getLogger("groundwise.service")

STATIC_DIR = Path(__file__).resolve().parent / "static"
#: Environment variables the service reads (the token is never taken from the command line).
TOKEN_ENV = "GROUNDWISE_API_TOKEN"
MAX_BODY_ENV = "GROUNDWISE_MAX_BODY_BYTES"
MAX_SOURCES_ENV = "GROUNDWISE_MAX_SOURCES"
CORS_ENV = "GROUNDWISE_CORS_ORIGINS"

#: The page may load only its own files: user data can never pull in or run other code.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


# ---------------------------------------------------------------------------------------------
# Settings


@dataclass(frozen=True)
class ServiceSettings:
    """Limits, auth, CORS and the verifier configuration of one service instance."""

    #: Configuration of the verifiers (judge, embedder, defaults of per-call options).
    config: Config = field(default_factory=Config)
    #: Requests with a larger body get 413.
    max_body_bytes: int = 2_000_000
    #: Requests with more sources get 413.
    max_sources: int = 100
    #: When set, /v1/* and /metrics need ``Authorization: Bearer <token>``.
    api_token: str | None = None
    #: Origins allowed to call the API from a browser; empty means CORS is off.
    cors_origins: tuple[str, ...] = ()
    #: Verifications that run at once (one loaded verifier each).
    concurrency: int = 2
    #: Where collections live (``$GROUNDWISE_DATA_DIR`` when unset) or a Chroma server URL.
    data_dir: Path | None = None
    chroma_url: str | None = None

    def __post_init__(self) -> None:
        if self.max_body_bytes < 1:
            raise ConfigError(f"max body size must be at least 1 byte, got {self.max_body_bytes}")
        if self.max_sources < 0:
            raise ConfigError(f"max sources must be 0 or more, got {self.max_sources}")
        if not 1 <= self.concurrency <= 64:
            raise ConfigError(f"concurrency must be in [1, 64], got {self.concurrency}")
        if self.api_token is not None and not self.api_token.strip():
            raise ConfigError(f"{TOKEN_ENV} is set but empty; unset it or give a token")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> ServiceSettings:
        """Settings from ``GROUNDWISE_*`` environment variables; ``overrides`` win."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        if TOKEN_ENV in env:
            values["api_token"] = env[TOKEN_ENV]
        for name, key in ((MAX_BODY_ENV, "max_body_bytes"), (MAX_SOURCES_ENV, "max_sources")):
            if env.get(name):
                try:
                    values[key] = int(env[name])
                except ValueError:
                    raise ConfigError(f"{name}={env[name]!r} is not a whole number") from None
        if env.get(CORS_ENV):
            values["cors_origins"] = tuple(o.strip() for o in env[CORS_ENV].split(",") if o.strip())
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)


# ---------------------------------------------------------------------------------------------
# Verifiers


class VerifierLike(Protocol):
    """What the service needs of a verifier (``groundwise.Verifier`` or a test stand-in)."""

    def verify(self, answer: str, sources: Sequence[Source], **options: Any) -> Report:
        """Check an answer and return the report."""
        ...

    def stream(
        self, answer: str, sources: Sequence[Source], **options: Any
    ) -> Iterator[ClaimResult | Report]:
        """Yield judged claims one by one, then the report."""
        ...


class VerifierPool:
    """Loaded verifiers lent to one request at a time; waiting requests queue up in order."""

    def __init__(self, verifiers: Sequence[VerifierLike]) -> None:
        if not verifiers:
            raise ConfigError("a verifier pool needs at least one verifier")
        self.size = len(verifiers)
        self._free: asyncio.Queue[VerifierLike] = asyncio.Queue()
        for v in verifiers:
            self._free.put_nowait(v)

    @classmethod
    def load(cls, config: Config, size: int) -> VerifierPool:
        """Load ``size`` verifiers (models are loaded once per process and shared)."""
        from groundwise.verifier import Verifier

        return cls([Verifier(config) for _ in range(size)])

    @asynccontextmanager
    async def borrow(self) -> AsyncIterator[VerifierLike]:
        """A verifier for the duration of the ``async with`` block."""
        verifier = await self._free.get()
        try:
            yield verifier
        finally:
            self._free.put_nowait(verifier)


# ---------------------------------------------------------------------------------------------
# Collections


class Searchable(Protocol):
    """What ``/v1/search`` and ``/v1/ask`` need of a collection (``groundwise.collection``)."""

    def search(self, query: str, *, max_results: int | None = None) -> Any:
        """Ranked results with ``.results`` (each with id, text, score, metadata, citation())."""
        ...


CollectionOpener = Callable[[str], Searchable]


def collection_opener(settings: ServiceSettings) -> CollectionOpener:
    """Open collections by name with the service's storage settings, caching them."""
    cache: dict[str, Searchable] = {}
    embedder = settings.config.embedder if settings.config.embedder != "none" else "minilm"

    def open_collection(name: str) -> Searchable:
        if name not in cache:
            from groundwise.collection import Collection

            collection = Collection(
                name,
                data_dir=settings.data_dir,
                chroma_url=settings.chroma_url,
                embedder=embedder,
                model_dir=settings.config.model_dir,
            )
            collection.count()  # a missing collection fails here, not on every search
            cache[name] = collection
        return cache[name]

    return open_collection


def _passages(results: Any) -> list[Passage]:
    from groundwise.collection import source_title

    return [
        Passage(
            id=str(r.id),
            text=str(r.text),
            title=source_title(r.metadata),
            score=float(r.score),
            citation=str(r.citation()),
            metadata=dict(r.metadata),
        )
        for r in results.results
    ]


# ---------------------------------------------------------------------------------------------
# Logging


class JsonFormatter(logging.Formatter):
    """One JSON object per log line: time, level, logger, message and the record's fields."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as a JSON line."""
        entry: dict[str, Any] = {
            "ts": dt.datetime.fromtimestamp(record.created, dt.UTC).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry.update(getattr(record, "fields", {}))
        if record.exc_info:
            entry["exception"] = "".join(traceback.format_exception(*record.exc_info))
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure_logging(level: str = "info") -> None:
    """Send the service's and uvicorn's logs to stderr as JSON lines."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    for name in ("groundwise", "uvicorn", "uvicorn.error"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(level.upper())
        logger.propagate = False


# ---------------------------------------------------------------------------------------------
# Errors


def _error_body(code: str, message: str, request_id: str | None) -> dict[str, Any]:
    return {"error": code, "message": message, "request_id": request_id}


_STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    500: "internal_error",
    503: "unavailable",
}


def _status_of(exc: GroundwiseError) -> tuple[int, str]:
    """HTTP status and error code of a Groundwise error."""
    if isinstance(exc, InputError | ConfigError):
        return 422, "invalid_input"
    if isinstance(exc, ModelUnavailableError):
        return 503, "model_unavailable"
    return 400, "bad_request"


def _header(scope: Scope, name: bytes) -> bytes | None:
    """The value of header ``name`` (lower case; the last one wins, as with ``dict(headers)``)."""
    found = None
    for key, value in scope["headers"]:
        if key == name:
            found = bytes(value)
    return found


def _request_id(scope: Scope) -> str | None:
    rid = scope.get("state", {}).get("request_id")
    return str(rid) if rid is not None else None


class _TooLarge(HTTPException):
    """Raised while reading a body that turns out larger than allowed (chunked uploads)."""


class _BodyLimit:
    """Reject bodies over ``max_bytes``: by Content-Length up front, else while reading."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    def _message(self, size: str) -> str:
        return (
            f"the request body is {size} bytes; the limit is {self.max_bytes:,} "
            f"(raise it with --max-body-bytes or {MAX_BODY_ENV})"
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = _header(scope, b"content-length")
        if length is not None and length.isdigit() and int(length) > self.max_bytes:
            body = _error_body(
                "payload_too_large", self._message(f"{int(length):,}"), _request_id(scope)
            )
            await JSONResponse(body, status_code=413)(scope, receive, send)
            return
        received = 0

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    # An HTTPException passes through FastAPI's body parsing to the JSON handler.
                    raise _TooLarge(413, self._message(f"more than {self.max_bytes:,}"))
            return message

        await self.app(scope, limited_receive, send)


class _Observe:
    """Outermost layer: request id, access log, metrics, and a JSON 500 for anything unexpected."""

    def __init__(self, app: ASGIApp, metrics: ServiceMetrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = (_header(scope, b"x-request-id") or b"").decode("latin-1")
        # A caller's id is kept when it is short and printable, so logs can be joined across apps.
        rid = given if 0 < len(given) <= 64 and given.isprintable() else secrets.token_hex(8)
        scope.setdefault("state", {})["request_id"] = rid
        started = time.perf_counter()
        status = 500
        response_started = False

        async def observed_send(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                response_started = True
                status = int(message["status"])
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], (b"x-request-id", rid.encode())]
            await send(message)

        try:
            await self.app(scope, receive, observed_send)
        except Exception:
            log.exception(
                "unhandled error", extra={"fields": {"request_id": rid, "path": scope["path"]}}
            )
            if not response_started:
                body = _error_body(
                    "internal_error", "internal error; the server log has the details", rid
                )
                await JSONResponse(body, status_code=500)(scope, receive, observed_send)
        finally:
            seconds = time.perf_counter() - started
            route = scope.get("route")
            label = str(getattr(route, "path", "unmatched"))
            self.metrics.observe_request(scope["method"], label, status, seconds)
            # Under load every request passes here: build the access line only when it is written.
            if log.isEnabledFor(logging.INFO):
                _log_request(rid, scope, label, status, seconds)


def _log_request(rid: str, scope: Scope, route: str, status: int, seconds: float) -> None:
    """The access log line of one finished request."""
    log.info(
        "request",
        extra={
            "fields": {
                "request_id": rid,
                "method": scope["method"],
                "path": scope["path"],
                "route": route,
                "status": status,
                "duration_ms": round(seconds * 1000, 2),
            }
        },
    )


# ---------------------------------------------------------------------------------------------
# Auth

_BEARER = HTTPBearer(auto_error=False, description=f"The token in {TOKEN_ENV}, when set.")


async def require_token(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_BEARER)],
) -> None:
    """Let the request through when no token is configured or the bearer token matches."""
    expected: str | None = request.app.state.settings.api_token
    if expected is None:
        return
    given = credentials.credentials if credentials is not None else ""
    # A constant-time comparison, so response timing says nothing about the token.
    if not hmac.compare_digest(given.encode(), expected.encode()):
        raise HTTPException(
            401,
            "missing or wrong bearer token; send 'Authorization: Bearer <token>'",
            headers={"WWW-Authenticate": "Bearer"},
        )


# ---------------------------------------------------------------------------------------------
# SSE


def sse(event: str, data: Any) -> str:
    """One server-sent event: ``event: <name>`` and one ``data:`` line of JSON."""
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def warnings_event(warnings: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Data of a ``warnings`` event: the banner message (``None`` when clean) and the list."""
    message = None
    if warnings:
        n = len(warnings)
        message = (
            f"Quality check found {n} potential issue{'s' if n != 1 else ''}; "
            "verify the answer against its sources before relying on it."
        )
    return {"message": message, "warnings": list(warnings)}


def _error_event(exc: BaseException, request_id: str | None) -> str:
    if isinstance(exc, GroundwiseError):
        status, code = _status_of(exc)
        return sse("error", {**_error_body(code, str(exc), request_id), "status": status})
    log.error(
        "stream failed",
        exc_info=(type(exc), exc, exc.__traceback__),
        extra={"fields": {"request_id": request_id}},
    )
    body = _error_body(
        "internal_error", "internal error; the server log has the details", request_id
    )
    return sse("error", {**body, "status": 500})


_T = TypeVar("_T")
_END = object()


async def _in_thread(fn: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
    """Run blocking ``fn`` in a worker thread."""
    return await anyio.to_thread.run_sync(functools.partial(fn, *args, **kwargs))


async def _iterate_in_thread(it: Iterator[_T]) -> AsyncIterator[_T]:
    """Advance a blocking iterator in worker threads, one item at a time."""
    while True:
        item = await anyio.to_thread.run_sync(next, it, _END)
        if item is _END:
            return
        yield item  # type: ignore[misc]


# ---------------------------------------------------------------------------------------------
# The app


def create_app(
    settings: ServiceSettings | None = None,
    *,
    pool: VerifierPool | None = None,
    verifier_factory: Callable[[], VerifierLike] | None = None,
    collections: CollectionOpener | None = None,
    llm: AnswerGenerator | None = None,
) -> FastAPI:
    """The service as an ASGI app.

    ``pool`` or ``verifier_factory`` replace the verifiers loaded from ``settings.config`` (tests
    pass stand-ins); ``collections`` opens a collection by name; ``llm`` makes ``/v1/ask``
    generate answers (then verify them) instead of composing them from evidence sentences.
    """
    settings = settings or ServiceSettings()
    metrics = ServiceMetrics()
    open_collection = collections or collection_opener(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if app.state.pool is None:
            if verifier_factory is not None:
                made = [verifier_factory() for _ in range(settings.concurrency)]
                app.state.pool = VerifierPool(made)
            else:
                app.state.pool = await _in_thread(
                    VerifierPool.load, settings.config, settings.concurrency
                )
            log.info("verifiers loaded", extra={"fields": {"count": app.state.pool.size}})
        yield

    # Swagger UI's script and style are served from the package (fastapi-offline), not a CDN:
    # /docs works on a machine without internet access, like the rest of the service.
    app = FastAPIOffline(
        redoc_url=None,
        title="Groundwise",
        version=__version__,
        description="Check AI-generated answers against their sources, claim by claim.",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.metrics = metrics
    app.state.pool = pool

    def current_pool() -> VerifierPool:
        p: VerifierPool | None = app.state.pool
        if p is None:
            raise HTTPException(503, "the verifiers are still loading; retry in a moment")
        return p

    # -- error handlers ------------------------------------------------------------------------

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        code = _STATUS_CODES.get(exc.status_code, "error")
        body = _error_body(code, str(exc.detail), _request_id(request.scope))
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        details = [
            {"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))}
            for e in exc.errors()
        ]
        first = details[0] if details else {"loc": [], "msg": "invalid body"}
        where = ".".join(p for p in first["loc"] if p != "body") or "body"
        body = _error_body(
            "invalid_request", f"{where}: {first['msg']}", _request_id(request.scope)
        )
        body["details"] = details
        return JSONResponse(body, status_code=422)

    @app.exception_handler(GroundwiseError)
    async def groundwise_error(request: Request, exc: GroundwiseError) -> JSONResponse:
        status, code = _status_of(exc)
        return JSONResponse(
            _error_body(code, str(exc), _request_id(request.scope)), status_code=status
        )

    # -- routes ----------------------------------------------------------------------------

    def check_sources(body: VerifyRequest) -> list[Source]:
        if len(body.sources) > settings.max_sources:
            raise HTTPException(
                413,
                f"the request has {len(body.sources)} sources; the limit is "
                f"{settings.max_sources} (raise it with --max-sources or {MAX_SOURCES_ENV})",
            )
        return body.library_sources()

    @app.get("/healthz", tags=["service"])
    async def healthz() -> JSONResponse:
        """Liveness and readiness: 200 once the verifiers are loaded."""
        ready = app.state.pool is not None
        body = {
            "status": "ok" if ready else "loading",
            "version": __version__,
            "judge": settings.config.judge,
            "embedder": settings.config.embedder,
        }
        return JSONResponse(body, status_code=200 if ready else 503)

    @app.get("/metrics", tags=["service"], dependencies=[Depends(require_token)])
    async def get_metrics() -> PlainTextResponse:
        """Prometheus metrics: requests, latency histograms, claims by status, flags by type."""
        return PlainTextResponse(metrics.render(), media_type=CONTENT_TYPE)

    @app.post("/v1/verify", tags=["verify"], dependencies=[Depends(require_token)])
    async def verify(body: VerifyRequest) -> JSONResponse:
        """Verify an answer against its sources; the response is the report JSON."""
        sources = check_sources(body)
        async with current_pool().borrow() as verifier:
            report = await _in_thread(
                verifier.verify,
                body.answer,
                sources,
                question=body.question,
                **body.options.as_kwargs(),
            )
        result = report.to_dict()
        metrics.observe_report(result)
        return JSONResponse(result)

    @app.post("/v1/verify/stream", tags=["verify"], dependencies=[Depends(require_token)])
    async def verify_stream(body: VerifyRequest, request: Request) -> StreamingResponse:
        """Server-sent events: ``claim`` per judged claim, ``citations``, ``warnings``, ``done``.

        Failures after the stream has started arrive as an ``error`` event.
        """
        sources = check_sources(body)
        verifiers = current_pool()
        rid = _request_id(request.scope)

        async def events() -> AsyncIterator[str]:
            try:
                report: Report | None = None
                async with verifiers.borrow() as verifier:
                    run = verifier.stream(
                        body.answer, sources, question=body.question, **body.options.as_kwargs()
                    )
                    async for item in _iterate_in_thread(run):
                        if isinstance(item, Report):
                            report = item
                        else:
                            yield sse("claim", item.to_dict())
                if report is None:
                    raise RuntimeError("the verifier's stream ended without a report")
                result = report.to_dict()
                metrics.observe_report(result)
                yield sse(
                    "citations",
                    {
                        "citations": result["citations"],
                        "grounded_answer": result["grounded_answer"],
                    },
                )
                yield sse("warnings", warnings_event(result["warnings"]))
                yield sse("done", _done(result))
            except Exception as exc:
                yield _error_event(exc, rid)

        return StreamingResponse(events(), media_type="text/event-stream", headers=_SSE_HEADERS)

    @app.post("/v1/search", tags=["collections"], dependencies=[Depends(require_token)])
    async def search(body: SearchRequest) -> JSONResponse:
        """Ranked passages of a collection, each with provenance and score factors."""
        collection = await _in_thread(open_collection, body.collection)
        results = await _in_thread(collection.search, body.query, max_results=body.k)
        return JSONResponse({"collection": body.collection, **results.to_dict()})

    @app.post("/v1/ask", tags=["collections"], dependencies=[Depends(require_token)])
    async def ask(body: AskRequest, request: Request) -> StreamingResponse:
        """Server-sent events: ``citations``, ``chunk`` per piece of answer, ``warnings``, ``done``.

        Without an LLM the answer is composed from the best evidence sentences with ``[n]``
        markers (grounded by construction); with one, the generated answer is verified first.
        """
        verifiers = current_pool()
        rid = _request_id(request.scope)

        async def events() -> AsyncIterator[str]:
            try:
                collection = await _in_thread(open_collection, body.collection)
                results = await _in_thread(collection.search, body.question, max_results=body.k)
                passages = _passages(results)
                if llm is None:
                    async for event in _extractive(body.question, passages):
                        yield event
                else:
                    async for event in _generated(body, passages, llm, verifiers, metrics):
                        yield event
            except Exception as exc:
                yield _error_event(exc, rid)

        return StreamingResponse(events(), media_type="text/event-stream", headers=_SSE_HEADERS)

    # -- the page ----------------------------------------------------------------------------

    page_headers = {
        "Content-Security-Policy": PAGE_CSP,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    }

    @app.get("/", include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", headers=page_headers)

    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")

    # Added innermost first: the body limit sits inside CORS, which sits inside observation.
    app.add_middleware(_BodyLimit, max_bytes=settings.max_body_bytes)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Authorization", "Content-Type", "X-Request-ID"],
        )
    app.add_middleware(_Observe, metrics=metrics)
    return app


def _done(report: Mapping[str, Any]) -> dict[str, Any]:
    """Data of the ``done`` event of a verification: the headline numbers and the full report."""
    return {
        "supported": report["supported"],
        "support": report["support"],
        "score": report["score"],
        "groundedness": report["groundedness"],
        "grade": report["grade"],
        "summary": report["summary"],
        "report": dict(report),
    }


async def _extractive(question: str, passages: Sequence[Passage]) -> AsyncIterator[str]:
    """Events of an extractive answer: citations, one chunk per sentence, warnings, done."""
    answer = await _in_thread(extractive_answer, question, passages)
    yield sse(
        "citations", {"mode": "extractive", "citations": [c.to_dict() for c in answer.citations]}
    )
    for i, piece in enumerate(answer.pieces):
        yield sse("chunk", {"text": piece if i == 0 else " " + piece})
    warnings: list[dict[str, Any]] = []
    if not answer.pieces:
        warnings.append(
            {
                "code": "NO_EVIDENCE",
                "severity": "high",
                "message": (
                    "no passage of the collection matches the question, so nothing was answered; "
                    "rephrase it or ingest documents that cover it"
                ),
                "start": None,
                "end": None,
            }
        )
    yield sse("warnings", warnings_event(warnings))
    yield sse(
        "done",
        {
            "mode": "extractive",
            "answer": answer.text,
            "citations": len(answer.citations),
            "passages": len(passages),
            "report": None,
        },
    )


async def _generated(
    body: AskRequest,
    passages: Sequence[Passage],
    llm: AnswerGenerator,
    verifiers: VerifierPool,
    metrics: ServiceMetrics,
) -> AsyncIterator[str]:
    """Events of an LLM answer: the passages, the text as generated, then its verification."""
    sources = passage_sources(passages)
    listed = [
        {
            "number": i,
            "source_id": s.id,
            "title": s.title,
            "citation": p.citation,
            "text": p.text,
            "score": round(p.score, 4),
        }
        for i, (s, p) in enumerate(zip(sources, passages, strict=True), start=1)
    ]
    yield sse("citations", {"mode": "generated", "citations": listed})
    parts: list[str] = []
    stream = llm.generate(body.question, passages)
    async for piece in _iterate_in_thread(stream):
        parts.append(piece)
        yield sse("chunk", {"text": piece})
    answer = "".join(parts)
    async with verifiers.borrow() as verifier:
        report = await _in_thread(
            verifier.verify, answer, sources, question=body.question, **body.options.as_kwargs()
        )
    result = report.to_dict()
    # A generator may report its own fallbacks and cost (groundwise.llm.answer.AnswerStream).
    generated = [w.to_dict() for w in getattr(stream, "warnings", ())]
    if generated:
        result["warnings"] = generated + result["warnings"]
        result["summary"] = {**result["summary"], "warnings": len(result["warnings"])}
    answer_usage = getattr(stream, "usage", None) or {}
    result["usage"] = {**result["usage"], **{f"answer.{k}": v for k, v in answer_usage.items()}}
    metrics.observe_report(result)
    yield sse("warnings", warnings_event(result["warnings"]))
    yield sse("done", {"mode": "generated", "answer": answer, **_done(result)})
