"""Prometheus metrics of the service: request counts and latency, claims by status, flags by type.

A few dozen lines instead of a client library: the service exposes counters and histograms only,
rendered in the Prometheus text exposition format (version 0.0.4) at ``GET /metrics``. Updates
take a lock because verification runs in worker threads.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

#: Content type of the Prometheus text format.
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

#: Latency buckets in seconds: a lexical verify takes milliseconds, a long stream seconds.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

Labels = tuple[str, ...]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _label_text(names: Sequence[str], values: Sequence[str], extra: str = "") -> str:
    parts = [f'{n}="{_escape(v)}"' for n, v in zip(names, values, strict=True)]
    if extra:
        parts.append(extra)
    return "{" + ",".join(parts) + "}" if parts else ""


def _number(value: float) -> str:
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    return repr(float(value)) if not float(value).is_integer() else str(int(value))


class Counter:
    """A monotonically increasing count per label combination."""

    def __init__(self, name: str, help_text: str, labels: Sequence[str] = ()) -> None:
        self.name, self.help, self.labels = name, help_text, tuple(labels)
        self._values: dict[Labels, float] = {}
        self._lock = threading.Lock()

    def inc(self, *values: str, amount: float = 1.0) -> None:
        """Add ``amount`` to the count of the label ``values``."""
        if len(values) != len(self.labels):
            raise ValueError(f"{self.name} takes labels {self.labels}, got {values}")
        with self._lock:
            self._values[values] = self._values.get(values, 0.0) + amount

    def value(self, *values: str) -> float:
        """Current count of the label ``values`` (0 when never counted)."""
        with self._lock:
            return self._values.get(values, 0.0)

    def render(self) -> list[str]:
        """Exposition lines of this counter."""
        lines = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} counter"]
        with self._lock:
            for values, v in sorted(self._values.items()):
                lines.append(f"{self.name}{_label_text(self.labels, values)} {_number(v)}")
        return lines


class Histogram:
    """Observations counted into cumulative buckets, with their sum, per label combination."""

    def __init__(
        self,
        name: str,
        help_text: str,
        labels: Sequence[str] = (),
        buckets: Sequence[float] = LATENCY_BUCKETS,
    ) -> None:
        self.name, self.help, self.labels = name, help_text, tuple(labels)
        self.buckets = (*sorted(buckets), math.inf)
        self._counts: dict[Labels, list[int]] = {}
        self._sums: dict[Labels, float] = {}
        self._lock = threading.Lock()

    def observe(self, value: float, *values: str) -> None:
        """Record one observation for the label ``values``."""
        if len(values) != len(self.labels):
            raise ValueError(f"{self.name} takes labels {self.labels}, got {values}")
        with self._lock:
            counts = self._counts.setdefault(values, [0] * len(self.buckets))
            for i, bound in enumerate(self.buckets):
                if value <= bound:
                    counts[i] += 1
            self._sums[values] = self._sums.get(values, 0.0) + value

    def count(self, *values: str) -> int:
        """Number of observations for the label ``values``."""
        with self._lock:
            counts = self._counts.get(values)
            return counts[-1] if counts else 0

    def render(self) -> list[str]:
        """Exposition lines of this histogram."""
        lines = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} histogram"]
        with self._lock:
            for values, counts in sorted(self._counts.items()):
                for bound, c in zip(self.buckets, counts, strict=True):
                    le = f'le="{_number(bound)}"'
                    lines.append(f"{self.name}_bucket{_label_text(self.labels, values, le)} {c}")
                labels = _label_text(self.labels, values)
                lines.append(f"{self.name}_sum{labels} {_number(self._sums[values])}")
                lines.append(f"{self.name}_count{labels} {counts[-1]}")
        return lines


class ServiceMetrics:
    """Every metric the service exposes."""

    def __init__(self) -> None:
        self.requests = Counter(
            "groundwise_http_requests_total",
            "HTTP requests by method, route and status code.",
            ("method", "route", "status"),
        )
        self.latency = Histogram(
            "groundwise_http_request_duration_seconds",
            "Time from request to the end of the response (whole stream for SSE), by route.",
            ("method", "route"),
        )
        self.claims = Counter("groundwise_claims_total", "Judged claims by verdict.", ("status",))
        self.flags = Counter(
            "groundwise_flags_total",
            "Hallucination flags by type and severity.",
            ("type", "severity"),
        )
        self.warnings = Counter(
            "groundwise_warnings_total", "Guardrail warnings by code.", ("code",)
        )
        self.reports = Counter(
            "groundwise_reports_total", "Finished verifications by outcome.", ("supported",)
        )
        self.llm_calls = Counter(
            "groundwise_llm_calls_total",
            "LLM requests sent (retries included) by step: claims, judge, answer.",
            ("step",),
        )
        self.llm_cached = Counter(
            "groundwise_llm_cache_hits_total", "LLM replies served from the disk cache.", ("step",)
        )
        self.llm_tokens = Counter(
            "groundwise_llm_tokens_total", "LLM tokens by step and kind.", ("step", "kind")
        )
        self.llm_seconds = Counter(
            "groundwise_llm_seconds_total", "Seconds spent waiting for the LLM.", ("step",)
        )
        self.llm_fallbacks = Counter(
            "groundwise_llm_fallbacks_total",
            "LLM steps that fell back to the deterministic path.",
            ("step",),
        )

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        """Count one finished HTTP request."""
        self.requests.inc(method, route, str(status))
        self.latency.observe(seconds, method, route)

    def observe_report(self, report: dict[str, Any]) -> None:
        """Count the claims, flags and warnings of one report (``Report.to_dict()`` shape)."""
        for claim in report.get("claims", ()):
            self.claims.inc(str(claim["status"]))
        for flag in report.get("flags", ()):
            self.flags.inc(str(flag["type"]), str(flag["severity"]))
        for warning in report.get("warnings", ()):
            self.warnings.inc(str(warning["code"]))
        self.reports.inc("true" if report.get("supported") else "false")
        self.observe_llm_usage(report.get("usage") or {})

    def observe_llm_usage(self, usage: Mapping[str, Any]) -> None:
        """Count LLM cost of one report (``usage`` keys like ``judge.calls``, ``answer.tokens``)."""
        for key, value in usage.items():
            step, _, name = str(key).partition(".")
            if not isinstance(value, int | float) or not value or not step:
                continue
            if name == "calls":
                self.llm_calls.inc(step, amount=value)
            elif name == "cached":
                self.llm_cached.inc(step, amount=value)
            elif name in ("prompt_tokens", "completion_tokens"):
                self.llm_tokens.inc(step, name.removesuffix("_tokens"), amount=value)
            elif name == "seconds":
                self.llm_seconds.inc(step, amount=value)
            elif name == "fallbacks":
                self.llm_fallbacks.inc(step, amount=value)

    def render(self) -> str:
        """All metrics in the Prometheus text format."""
        metrics: Iterable[Counter | Histogram] = (
            self.requests,
            self.latency,
            self.claims,
            self.flags,
            self.warnings,
            self.reports,
            self.llm_calls,
            self.llm_cached,
            self.llm_tokens,
            self.llm_seconds,
            self.llm_fallbacks,
        )
        return "\n".join(line for m in metrics for line in m.render()) + "\n"
