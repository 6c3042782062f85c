"""The HTTP service: verify, search, health, metrics, limits, auth, CORS, errors, page and CLI."""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the service tests need the serve extra")

from fastapi.testclient import TestClient

from groundwise.cli import main
from groundwise.config import Config
from groundwise.errors import InputError, ModelUnavailableError
from groundwise.results import (
    Citation,
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    Evidence,
    Flag,
    FlagType,
    GuardrailWarning,
    MatchType,
    Report,
    Severity,
    Status,
    UnsupportedSpan,
    WarningCode,
)
from groundwise.service.app import (
    STATIC_DIR,
    JsonFormatter,
    ServiceSettings,
    create_app,
)
from groundwise.service.ask import Passage, extractive_answer, with_marker
from groundwise.service.metrics import Counter, Histogram
from groundwise.sources import Source

ANSWER = "The deal value is $10 billion. Acme Corp is the main client."
SOURCE = "value: 500000\nclient: Acme"


def canned_report(answer: str, sources: Sequence[Source]) -> tuple[list[ClaimResult], Report]:
    """A fixed two-claim report for ANSWER: a contradicted number and a verified client."""
    s1 = answer.index("The deal")
    e1 = answer.index(".") + 1
    s2 = answer.index("Acme")
    c1 = Claim("c1", answer[s1:e1], s1, e1, ClaimType.QUANTITY, ClaimCategory.FACTUAL, True)
    c2 = Claim("c2", answer[s2:], s2, len(answer), ClaimType.FACT, ClaimCategory.FACTUAL, True, 1)
    fs = answer.index("$10 billion")
    flag = Flag(
        FlagType.NUMERIC_MISMATCH,
        Severity.HIGH,
        "c1",
        fs,
        fs + 11,
        "$10 billion",
        "The answer says $10 billion; the source has 500000.",
        "Use 500000.",
        source_says="500000",
        source_id="1",
        contradicts=True,
    )
    es = SOURCE.index("client: Acme")
    ev = Evidence("1", es, es + 12, "client: Acme", 0.8)
    results = [
        ClaimResult(c1, Status.CONTRADICTED, 0.05, MatchType.NO_MATCH, (), (flag,), "number"),
        ClaimResult(c2, Status.VERIFIED, 0.8, MatchType.ENTITY_VERIFIED, (ev,), (), "entity"),
    ]
    cite = Citation(
        1, "1", "Source 1", "client: Acme", es, es + 12, 0.8, MatchType.ENTITY_VERIFIED, ("c2",)
    )
    report = Report(
        answer=answer,
        grounded_answer=answer[:-1] + " [1].",
        supported=False,
        support=0.05,
        score=0.5,
        groundedness=50.0,
        grade="P",
        claims=tuple(results),
        flags=(flag,),
        warnings=(
            GuardrailWarning(WarningCode.MISSING_CITATIONS, "cite your sources", Severity.LOW),
        ),
        citations=(cite,),
        unsupported_spans=(UnsupportedSpan(fs, fs + 11, "$10 billion", "NUMERIC_MISMATCH"),),
        threshold=0.5,
        judge="fake",
        sources=tuple(s.to_dict() for s in sources),
    )
    return results, report


class FakeVerifier:
    """Stands in for groundwise.Verifier: records calls and answers with :func:`canned_report`."""

    def __init__(self, fail: BaseException | None = None, fail_after: int = 0) -> None:
        self.calls: list[tuple[str, list[Source], dict[str, Any]]] = []
        self.fail = fail
        self.fail_after = fail_after

    def verify(self, answer: str, sources: Sequence[Source], **options: Any) -> Report:
        self.calls.append((answer, list(sources), options))
        if self.fail is not None:
            raise self.fail
        return canned_report(answer, sources)[1]

    def stream(
        self, answer: str, sources: Sequence[Source], **options: Any
    ) -> Iterator[ClaimResult | Report]:
        self.calls.append((answer, list(sources), options))
        results, report = canned_report(answer, sources)
        for i, r in enumerate(results):
            if self.fail is not None and i == self.fail_after:
                raise self.fail
            yield r
        yield report


class FakeCollection:
    """A collection with fixed search results (the shape of groundwise.collection results)."""

    class _Result:
        def __init__(self, rid: str, text: str, score: float, document: str) -> None:
            self.id, self.text, self.score = rid, text, score
            self.metadata = {"document": document, "page": 0, "section": ""}

        def citation(self) -> str:
            return f"[{self.metadata['document']}]"

        def to_dict(self) -> dict[str, Any]:
            return {"id": self.id, "text": self.text, "score": self.score, **self.metadata}

    class _Results:
        def __init__(self, query: str, results: list[Any]) -> None:
            self.query, self.results = query, results

        def to_dict(self) -> dict[str, Any]:
            return {"query": self.query, "results": [r.to_dict() for r in self.results]}

    PASSAGES = (
        (
            "h1",
            "New hires get 25 vacation days a year. Unused days expire in March.",
            0.9,
            "leave.md",
        ),
        ("h2", "The office opens at 9 am. Vacation requests go to your manager.", 0.5, "office.md"),
    )

    def __init__(self) -> None:
        self.queries: list[tuple[str, int | None]] = []

    def search(self, query: str, *, max_results: int | None = None) -> Any:
        self.queries.append((query, max_results))
        hits = [self._Result(*p) for p in self.PASSAGES][: max_results or 5]
        return self._Results(query, hits)


def make_client(
    verifier: FakeVerifier | None = None,
    *,
    collections: Any = None,
    llm: Any = None,
    **settings: Any,
) -> TestClient:
    """A test client of an app whose verifiers are ``verifier`` (a FakeVerifier by default)."""
    fake = verifier or FakeVerifier()
    app = create_app(
        ServiceSettings(concurrency=1, **settings),
        verifier_factory=lambda: fake,
        collections=collections or (lambda name: FakeCollection()),
        llm=llm,
    )
    return TestClient(app, raise_server_exceptions=False)


def test_healthz_reports_ready_with_version() -> None:
    with make_client() as client:
        r = client.get("/healthz")
    assert r.status_code == 200
    assert r.json()["status"] == "ok"
    assert r.json()["version"]


def test_verify_returns_the_report_json() -> None:
    fake = FakeVerifier()
    body = {
        "answer": ANSWER,
        "question": "How big is the deal?",
        "sources": [SOURCE],
        "options": {"as_of": "2024-11-21", "threshold": 0.7},
    }
    with make_client(fake) as client:
        r = client.post("/v1/verify", json=body)
    assert r.status_code == 200
    assert r.json() == canned_report(ANSWER, [Source("1", SOURCE, "Source 1")])[1].to_dict()
    answer, sources, options = fake.calls[0]
    assert answer == ANSWER
    assert [(s.id, s.text, s.title) for s in sources] == [("1", SOURCE, "Source 1")]
    assert options == {
        "question": "How big is the deal?",
        "as_of": dt.date(2024, 11, 21),
        "threshold": 0.7,
    }


def test_verify_accepts_source_objects_and_json_records() -> None:
    fake = FakeVerifier()
    sources = [
        {"id": "crm", "title": "Opportunity", "json": {"opportunity": {"value": 500000}}},
        {"text": "Meeting notes: budget concerns."},
        "plain text",
    ]
    with make_client(fake) as client:
        r = client.post("/v1/verify", json={"answer": ANSWER, "sources": sources})
    assert r.status_code == 200
    got = fake.calls[0][1]
    assert [s.id for s in got] == ["crm", "2", "3"]
    assert got[0].text == "value: 500000"
    assert got[0].fields[0].path == "opportunity.value"
    assert got[0].title == "Opportunity"


@pytest.mark.parametrize(
    ("body", "where"),
    [
        # an unknown top-level key is a typo, not something to ignore
        ({"answer": ANSWER, "source": [SOURCE]}, "source"),
        # an unknown option
        ({"answer": ANSWER, "options": {"top": 3}}, "options.top"),
        # a source with both text and json
        ({"answer": ANSWER, "sources": [{"text": "a", "json": {"a": 1}}]}, "sources"),
        # a source with neither
        ({"answer": ANSWER, "sources": [{"id": "x"}]}, "sources"),
        # threshold out of [0, 1]
        ({"answer": ANSWER, "options": {"threshold": 1.5}}, "options.threshold"),
        # top_k below 1
        ({"answer": ANSWER, "options": {"top_k": 0}}, "options.top_k"),
        # a date that is not YYYY-MM-DD
        ({"answer": ANSWER, "options": {"as_of": "next week"}}, "options.as_of"),
        # no answer at all
        ({"sources": [SOURCE]}, "answer"),
    ],
)
def test_invalid_bodies_are_422_with_a_json_error(body: dict[str, Any], where: str) -> None:
    with make_client() as client:
        r = client.post("/v1/verify", json=body)
    assert r.status_code == 422
    err = r.json()
    assert err["error"] == "invalid_request"
    assert err["message"].startswith(where)
    assert err["request_id"] == r.headers["x-request-id"]


def test_malformed_json_is_422() -> None:
    with make_client() as client:
        r = client.post(
            "/v1/verify", content=b'{"answer": ', headers={"Content-Type": "application/json"}
        )
    assert r.status_code == 422
    assert r.json()["error"] == "invalid_request"


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        # bad input the library found (empty answer, bad option) is the caller's to fix
        (InputError("the answer is empty; pass the text to verify"), 422, "invalid_input"),
        # a model that is not installed makes the service unavailable, not the request wrong
        (ModelUnavailableError("the NLI model is not installed"), 503, "model_unavailable"),
    ],
)
def test_library_errors_become_json_errors_with_their_message(
    error: Exception, status: int, code: str
) -> None:
    with make_client(FakeVerifier(fail=error)) as client:
        r = client.post("/v1/verify", json={"answer": ANSWER})
    assert r.status_code == status
    assert r.json()["error"] == code
    assert r.json()["message"] == str(error)


def test_unexpected_errors_are_500_without_a_stack_trace(caplog: pytest.LogCaptureFixture) -> None:
    fake = FakeVerifier(fail=RuntimeError("secret detail at /srv/internal.py"))
    with caplog.at_level(logging.ERROR, logger="groundwise.service"), make_client(fake) as client:
        r = client.post("/v1/verify", json={"answer": ANSWER})
    assert r.status_code == 500
    assert r.json()["error"] == "internal_error"
    assert "secret" not in r.text
    assert "Traceback" not in r.text
    # The details go to the log, tied to the request id.
    logged = [rec for rec in caplog.records if rec.exc_info]
    assert logged
    assert logged[0].fields["request_id"] == r.json()["request_id"]  # type: ignore[attr-defined]


def test_body_over_the_limit_is_413_by_content_length() -> None:
    with make_client(max_body_bytes=1000) as client:
        r = client.post("/v1/verify", json={"answer": "x" * 2000})
    assert r.status_code == 413
    assert r.json()["error"] == "payload_too_large"
    assert "1,000" in r.json()["message"]


def test_chunked_body_over_the_limit_is_413_while_reading() -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"answer": "'
        for _ in range(20):
            yield b"x" * 100
        yield b'"}'

    with make_client(max_body_bytes=1000) as client:
        r = client.post(
            "/v1/verify", content=chunks(), headers={"Content-Type": "application/json"}
        )
    assert "content-length" not in r.request.headers
    assert r.status_code == 413
    assert r.json()["error"] == "payload_too_large"


def test_too_many_sources_is_413() -> None:
    fake = FakeVerifier()
    with make_client(fake, max_sources=2) as client:
        r = client.post("/v1/verify", json={"answer": ANSWER, "sources": ["a", "b", "c"]})
    assert r.status_code == 413
    assert "3 sources" in r.json()["message"]
    assert not fake.calls


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        # no token
        ({}, 401),
        # a wrong token
        ({"Authorization": "Bearer nope"}, 401),
        # another scheme
        ({"Authorization": "Basic s3cret"}, 401),
        # the right token
        ({"Authorization": "Bearer s3cret"}, 200),
    ],
)
def test_bearer_token_guards_the_api(headers: dict[str, str], status: int) -> None:
    with make_client(api_token="s3cret") as client:
        r = client.post("/v1/verify", json={"answer": ANSWER}, headers=headers)
        metrics = client.get("/metrics", headers=headers)
    assert r.status_code == status
    assert metrics.status_code == status
    if status == 401:
        assert r.json()["error"] == "unauthorized"
        assert r.headers["www-authenticate"] == "Bearer"


def test_health_and_page_stay_open_with_a_token() -> None:
    with make_client(api_token="s3cret") as client:
        assert client.get("/healthz").status_code == 200
        assert client.get("/").status_code == 200


def test_settings_read_the_token_and_limits_from_the_environment() -> None:
    env = {
        "GROUNDWISE_API_TOKEN": "t",
        "GROUNDWISE_MAX_BODY_BYTES": "500",
        "GROUNDWISE_MAX_SOURCES": "7",
        "GROUNDWISE_CORS_ORIGINS": "https://a.example, https://b.example",
    }
    s = ServiceSettings.from_env(env, max_sources=9)
    assert (s.api_token, s.max_body_bytes, s.max_sources) == ("t", 500, 9)
    assert s.cors_origins == ("https://a.example", "https://b.example")


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        # a limit that is not a number
        ({"GROUNDWISE_MAX_BODY_BYTES": "2MB"}, "not a whole number"),
        # a token variable set to nothing would silently open the API
        ({"GROUNDWISE_API_TOKEN": " "}, "empty"),
    ],
)
def test_bad_settings_say_what_to_fix(env: dict[str, str], needle: str) -> None:
    from groundwise.errors import ConfigError

    with pytest.raises(ConfigError, match=needle):
        ServiceSettings.from_env(env)


def test_cors_is_off_unless_configured() -> None:
    origin = {"Origin": "https://app.example"}
    with make_client() as client:
        r = client.post("/v1/verify", json={"answer": ANSWER}, headers=origin)
    assert "access-control-allow-origin" not in r.headers
    with make_client(cors_origins=("https://app.example",)) as client:
        r = client.post("/v1/verify", json={"answer": ANSWER}, headers=origin)
        pre = client.options(
            "/v1/verify",
            headers={**origin, "Access-Control-Request-Method": "POST"},
        )
        other = client.post(
            "/v1/verify", json={"answer": ANSWER}, headers={"Origin": "https://evil.example"}
        )
    assert r.headers["access-control-allow-origin"] == "https://app.example"
    assert pre.status_code == 200
    assert "access-control-allow-origin" not in other.headers


def test_metrics_count_requests_latency_claims_and_flags() -> None:
    with make_client() as client:
        client.post("/v1/verify", json={"answer": ANSWER, "sources": [SOURCE]})
        client.post("/v1/verify", json={"answer": ANSWER, "options": {"top_k": 0}})
        text = client.get("/metrics").text
    assert 'groundwise_http_requests_total{method="POST",route="/v1/verify",status="200"} 1' in text
    assert 'groundwise_http_requests_total{method="POST",route="/v1/verify",status="422"} 1' in text
    assert (
        'groundwise_http_request_duration_seconds_count{method="POST",route="/v1/verify"} 2' in text
    )
    assert 'groundwise_claims_total{status="contradicted"} 1' in text
    assert 'groundwise_claims_total{status="verified"} 1' in text
    assert 'groundwise_flags_total{severity="high",type="NUMERIC_MISMATCH"} 1' in text or (
        'groundwise_flags_total{type="NUMERIC_MISMATCH",severity="high"} 1' in text
    )
    assert "# TYPE groundwise_http_request_duration_seconds histogram" in text


def test_histogram_buckets_are_cumulative() -> None:
    h = Histogram("t_seconds", "test", ("route",), buckets=(0.1, 1.0))
    for v in (0.05, 0.5, 5.0):
        h.observe(v, "/x")
    lines = h.render()
    assert 't_seconds_bucket{route="/x",le="0.1"} 1' in lines
    assert 't_seconds_bucket{route="/x",le="1"} 2' in lines
    assert 't_seconds_bucket{route="/x",le="+Inf"} 3' in lines
    assert 't_seconds_count{route="/x"} 3' in lines


def test_counter_escapes_label_values() -> None:
    c = Counter("t_total", "test", ("path",))
    c.inc('a"b\\c\nd')
    assert c.render()[-1] == 't_total{path="a\\"b\\\\c\\nd"} 1'


def test_request_id_is_echoed_or_made() -> None:
    with make_client() as client:
        given = client.get("/healthz", headers={"X-Request-ID": "abc-123"})
        made = client.get("/healthz")
    assert given.headers["x-request-id"] == "abc-123"
    assert re.fullmatch(r"[0-9a-f]{16}", made.headers["x-request-id"])


def test_requests_are_logged_as_json_lines(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="groundwise.service"), make_client() as client:
        client.post("/v1/verify", json={"answer": ANSWER})
    access = [r for r in caplog.records if r.getMessage() == "request"]
    assert access
    line = json.loads(JsonFormatter().format(access[-1]))
    assert line["route"] == "/v1/verify"
    assert line["status"] == 200
    assert line["level"] == "info"
    assert isinstance(line["duration_ms"], float)


def test_openapi_describes_the_api() -> None:
    with make_client() as client:
        spec = client.get("/openapi.json").json()
        docs = client.get("/docs")
    assert {
        "/v1/verify",
        "/v1/verify/stream",
        "/v1/search",
        "/v1/ask",
        "/healthz",
        "/metrics",
    } <= set(spec["paths"])
    assert docs.status_code == 200


def test_api_docs_load_nothing_from_a_cdn() -> None:
    with make_client() as client:
        html = client.get("/docs").text
        urls = re.findall(r"""(?:src|href)=["']([^"']+)["']|url: ?["']([^"']+)["']""", html)
        assets = [a or b for a, b in urls]
        assert assets
        for url in assets:
            assert url.startswith("/"), f"/docs loads {url} from outside the service"
            assert client.get(url).status_code == 200, url


def test_page_is_served_with_a_strict_content_security_policy() -> None:
    with make_client() as client:
        page = client.get("/")
        script = client.get("/static/app.js")
        style = client.get("/static/app.css")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert script.status_code == 200 and style.status_code == 200
    assert 'id="answer-view"' in page.text


@pytest.mark.parametrize("name", ["index.html", "app.js", "app.css"])
def test_page_files_load_nothing_from_other_hosts(name: str) -> None:
    text = (STATIC_DIR / name).read_text(encoding="utf-8")
    # The page must work offline: no CDN, no web fonts, no remote images.
    assert not re.search(r"(?:src|href)\s*=\s*[\"']?(?:https?:)?//", text)
    assert "@import" not in text
    assert "url(http" not in text


def test_page_script_never_parses_strings_as_html() -> None:
    script = (STATIC_DIR / "app.js").read_text(encoding="utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in script


def test_search_returns_ranked_passages() -> None:
    coll = FakeCollection()
    with make_client(collections=lambda name: coll) as client:
        r = client.post("/v1/search", json={"collection": "handbook", "query": "vacation", "k": 1})
    assert r.status_code == 200
    assert r.json()["collection"] == "handbook"
    assert [x["id"] for x in r.json()["results"]] == ["h1"]
    assert coll.queries == [("vacation", 1)]


def test_search_of_a_missing_collection_is_a_json_error() -> None:
    from groundwise.store import StoreError

    def missing(name: str) -> Any:
        raise StoreError(f"collection {name!r} does not exist; ingest documents into it first")

    with make_client(collections=missing) as client:
        r = client.post("/v1/search", json={"collection": "nope", "query": "x"})
    assert r.status_code == 400
    assert "does not exist" in r.json()["message"]


def test_extractive_answer_copies_sentences_and_cites_them() -> None:
    passages = [
        Passage(
            "h1",
            "New hires get 25 vacation days a year. Unused days expire in March.",
            "leave",
            0.9,
        ),
        Passage("h2", "The office opens at 9 am.", "office", 0.5),
    ]
    answer = extractive_answer("How many vacation days do new hires get?", passages)
    assert answer.text == "New hires get 25 vacation days a year [1]."
    (cite,) = answer.citations
    span = cite.spans[0]
    assert passages[0].text[span.start : span.end] == span.text


def test_extractive_answer_is_empty_without_matching_sentences() -> None:
    answer = extractive_answer(
        "Who founded the company?", [Passage("p", "Lunch is at noon.", "t", 0.1)]
    )
    assert answer.pieces == ()
    assert answer.citations == ()


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the marker goes in front of the full stop
        ("It rose 5%.", "It rose 5% [2]."),
        # no closing punctuation
        ("It rose", "It rose [2]"),
        # several closing characters
        ("Really?!", "Really [2]?!"),
    ],
)
def test_marker_goes_before_closing_punctuation(sentence: str, expected: str) -> None:
    assert with_marker(sentence, 2) == expected


def test_real_verifier_answers_the_ten_billion_example() -> None:
    app = create_app(ServiceSettings(config=Config(embedder="none"), concurrency=1))
    body = {
        "answer": ANSWER,
        "sources": [{"id": "crm", "json": {"value": 500000, "client": "Acme"}}],
    }
    with TestClient(app) as client:
        r = client.post("/v1/verify", json=body)
    assert r.status_code == 200
    report = r.json()
    assert report["answer"] == ANSWER
    assert report["claims"]
    for claim in report["claims"]:
        assert ANSWER[claim["start"] : claim["end"]] == claim["text"]
    assert report["sources"][0]["id"] == "crm"


def test_serve_help_lists_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["serve", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for option in ("--host", "--port", "--max-body-bytes", "--max-sources", "--cors-origin"):
        assert option in out


def test_serve_rejects_a_bad_port(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "70000"]) == 2
    assert "--port" in capsys.readouterr().err


def test_static_dir_ships_the_page() -> None:
    assert {p.name for p in Path(STATIC_DIR).iterdir()} >= {"index.html", "app.js", "app.css"}
