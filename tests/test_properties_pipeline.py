"""Property tests of the whole pipeline: arbitrary Unicode never crashes, every span slices exactly."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import groundwise
from groundwise.errors import InputError
from groundwise.results import Report

# Lexical-only keeps the property run cheap; the embedder has its own tests.
VERIFIER = groundwise.Verifier(embedder="none")

words = st.sampled_from(
    [
        "The",
        "deal",
        "is",
        "$500K",
        "Q4",
        "not",
        "because",
        "all",
        "Acme",
        "2024-12-15",
        "[1]",
        '"quoted words here"',
        "50",
        "people",
        "said",
        ".",
        ",",
        "\n",
        "ünïcödé",
        "数据",
        "🙂",
    ]
)
texts = st.one_of(
    st.text(max_size=300),
    st.lists(words, max_size=60).map(" ".join),
)


def _check_spans(report: Report, sources: list[str]) -> None:
    answer = report.answer
    for r in report.claims:
        c = r.claim
        assert answer[c.start : c.end] == c.text
        assert 0.0 <= r.support <= 1.0
        for e in r.evidence:
            assert sources[int(e.source_id) - 1][e.start : e.end] == e.text
    for f in report.flags:
        assert answer[f.start : f.end] == f.text
    for u in report.unsupported_spans:
        assert answer[u.start : u.end] == u.text
    for cite in report.citations:
        assert sources[int(cite.source_id) - 1][cite.start : cite.end] == cite.excerpt
    for w in report.warnings:
        if w.start is not None and w.end is not None:
            assert 0 <= w.start <= w.end <= len(answer)
    # the grounded answer only adds markers
    assert len(report.grounded_answer) >= len(answer)
    json.dumps(report.to_dict())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=texts, sources=st.lists(texts, max_size=3))
# a marker citing a source that does not exist
@example(answer="The value is $500K [Source 9].", sources=["value: 500000", "notes"])
# only whitespace between words of odd scripts
@example(answer="数据\u2028🙂 ünïcödé\t.", sources=["\x00\x01"])
def test_arbitrary_unicode_never_crashes_and_spans_slice(answer: str, sources: list[str]) -> None:
    try:
        report = VERIFIER.verify(answer, sources)
    except InputError:
        # only an empty or whitespace-only answer may be refused
        assert not answer.strip()
        return
    _check_spans(report, sources)
