"""scripts/bench_core.py: the machine yardstick printed beside the latency."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "bench_core.py"


@pytest.fixture(scope="module")
def bench_core():
    spec = importlib.util.spec_from_file_location("bench_core", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_core"] = module
    spec.loader.exec_module(module)
    return module


def test_machine_speed_times_both_yardsticks(bench_core):
    loop_ms, product_ms = bench_core.machine_speed(repeats=1)
    assert 0 < loop_ms < 60_000
    assert 0 < product_ms < 60_000


def _result(bench_core, **changes):
    """A CoreResult with made-up figures (``changes`` replace some)."""
    figures = {
        "import_s": 0.1,
        "import_verify_s": 0.2,
        "load_s": 1.0,
        "latencies_s": (0.040, 0.050, 0.060),
        "answer_words": 300,
        "source_chars": 50_000,
        "sources": 5,
        "claims": 20,
        "workload": "synthetic",
        "load": (0.5, 0.4, 0.3),
    }
    return bench_core.CoreResult(**{**figures, **changes})


def test_markdown_shows_the_speed_beside_the_latency(bench_core):
    result = _result(bench_core, speed_before=(55.4, 31.6), speed_after=(57.0, 33.2))
    text = bench_core.to_markdown(result)
    assert "| verify, median | 50 ms | < 100 ms | met |" in text
    assert "loop 55 / 57 ms" in text
    assert "product 32 / 33 ms" in text


def test_markdown_shows_new_answers_beside_the_repeated_one(bench_core):
    result = _result(bench_core, fresh_latencies_s=(0.300, 0.200, 0.400), fresh_claims=60)
    text = bench_core.to_markdown(result)
    assert "| verify, median | 50 ms | < 100 ms | met |" in text
    # The repeated answer's claims are cached; a new answer's are not, and it says so.
    assert "| verify a new answer, median | 300 ms | < 100 ms | missed |" in text
    assert "| verify a new answer, p90 | 400 ms | — | |" in text
    assert "3 other answers" in text and "60 claims in all" in text


def test_fresh_answers_are_new_and_reproducible(bench_core):
    # Without benchmark data the workload is synthetic; the new answers share its sources.
    answer, sources, _ = bench_core.make_workload(None)
    first = bench_core.fresh_answers(None, 3)
    assert first == bench_core.fresh_answers(None, 3)
    assert len(set(first)) == 3 and answer not in first
    assert all(len(a.split()) == bench_core.ANSWER_WORDS for a in first)
    assert sources == bench_core.make_workload(None)[1]


def test_markdown_shows_the_many_sources_run_only_when_measured(bench_core):
    without = bench_core.to_markdown(_result(bench_core))
    assert "articles" not in without.split("The first two verify rows")[0]
    result = _result(
        bench_core,
        many_sources=76,
        many_chars=262_019,
        many_first_s=2.9,
        many_again_s=1.7,
        many_seen=15,
    )
    text = bench_core.to_markdown(result)
    assert "the first time 61 of them are new to the process (the runs above read 15)" in text
    assert (
        "| the answer against all 76 articles (262,019 characters), first time | 2.90 s |" in text
    )
    assert "| the same, again | 1.70 s |" in text
