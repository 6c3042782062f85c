"""Work on a check's texts is done once per check, however many sources it has."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

import pytest

from groundwise import memo
from groundwise import verifier as verifier_module
from groundwise.detectors._lexical import cached_sentences, sentence_owners
from groundwise.detectors.numbers import _source_quantities
from groundwise.verifier import Verifier


def _counting(maxsize: int) -> tuple[list[str], Callable[[str], int]]:
    calls: list[str] = []

    @memo.text_cache(maxsize=maxsize)
    def length(text: str) -> int:
        calls.append(text)
        return len(text)

    return calls, length


def test_outside_a_check_only_the_lru_keeps_results() -> None:
    calls, length = _counting(maxsize=2)
    texts = ["a", "bb", "ccc"]
    for _ in range(2):
        assert [length(t) for t in texts] == [1, 2, 3]
    # Three texts cycled through an LRU of two: every call computes.
    assert calls == texts * 2


def test_inside_a_check_each_text_is_computed_once() -> None:
    calls, length = _counting(maxsize=2)
    texts = [f"source {i}" for i in range(10)]
    check: dict[object, object] = {}
    with memo.scope(check):
        for _ in range(3):
            assert [length(t) for t in texts] == [len(t) for t in texts]
    assert calls == texts
    assert len(check) == len(texts)
    # The check's results go with it: the next check starts from the LRU alone.
    calls.clear()
    with memo.scope({}):
        length("source 0")
    assert calls == ["source 0"]


def test_a_scope_ends_with_its_block_even_on_an_error() -> None:
    calls, length = _counting(maxsize=0)
    with pytest.raises(RuntimeError), memo.scope({}):
        length("x")
        raise RuntimeError("boom")
    length("x")
    length("x")
    assert calls == ["x", "x", "x"]  # no scope is left active, and maxsize 0 keeps nothing


def test_keyword_arguments_are_part_of_the_key() -> None:
    calls: list[tuple[str, int]] = []

    @memo.text_cache(maxsize=0)
    def shifted(text: str, by: int = 0) -> int:
        calls.append((text, by))
        return len(text) + by

    with memo.scope({}):
        assert shifted("ab", by=1) == 3
        assert shifted("ab", by=2) == 4
        assert shifted("ab", by=1) == 3
    assert calls == [("ab", 1), ("ab", 2)]


def _sources(n: int) -> list[str]:
    return [
        f"Report {i}. The plant in Town{i} made {100 + i} cars in {2000 + i % 20}. "
        f"It employs {10 + i} people, and its manager is Ms. Name{i}."
        for i in range(n)
    ]


ANSWER = (
    "The plant in Town3 made 103 cars in 2003. It employs 13 people. "
    "The plant in Town7 made 900 cars in 2007."
)


def test_a_check_with_more_sources_than_the_lru_splits_each_source_once() -> None:
    sources = _sources(memo.SOURCE_TEXTS + 8)  # more than cached_sentences keeps across checks
    v = Verifier(embedder="none")
    cached_sentences.cache_clear()  # type: ignore[attr-defined]
    report = v.verify(ANSWER, sources)
    assert len(report.claims) >= 3
    # Every text is split once: the sources, the answer and a few evidence and claim texts.
    # Without the check's memo each claim split every source again.
    assert cached_sentences.cache_info().misses <= len(sources) + 10  # type: ignore[attr-defined]


def test_a_check_repeated_at_the_service_s_source_limit_finds_its_sources_read() -> None:
    """The costly readings of a source (its figures, who its sentences are about) outlive the
    check for as many sources as the service lets a request have."""
    sources = _sources(100)  # the service's default --max-sources
    v = Verifier(embedder="none")
    v.verify(ANSWER, sources)
    readings = (_source_quantities, sentence_owners)
    before = [f.cache_info().misses for f in readings]  # type: ignore[attr-defined]
    v.verify(ANSWER, sources)
    assert [f.cache_info().misses for f in readings] == before  # type: ignore[attr-defined]
    assert before[0] >= len(sources)


@contextlib.contextmanager
def _no_memo(check: dict[object, object]) -> Iterator[None]:
    yield


def test_the_memo_changes_no_report(monkeypatch: pytest.MonkeyPatch) -> None:
    sources = _sources(memo.SOURCE_TEXTS + 8)
    v = Verifier(embedder="none")
    with_memo = v.verify(ANSWER, sources).to_dict()
    monkeypatch.setattr(verifier_module.memo, "scope", _no_memo)
    without = v.verify(ANSWER, sources).to_dict()
    assert with_memo == without
    assert any(c["status"] != "verified" for c in with_memo["claims"])  # the 900 cars


def test_streaming_holds_no_scope_between_claims() -> None:
    v = Verifier(embedder="none")
    seen = []
    for item in v.stream(ANSWER, _sources(5)):
        seen.append(item)
        assert memo._ACTIVE.get() is None  # the consumer runs outside the check's scope
    assert len(seen) >= 2
