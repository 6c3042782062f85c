"""A source whose text is a JSON document: field paths over the text as given."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import groundwise
from groundwise.judges.learned import about_a_record
from groundwise.results import FlagType
from groundwise.scoring import answer_support
from groundwise.sources import Source, as_sources, flatten_json, json_fields

RECORD = {
    "name": "Benchmark Eatery",
    "city": "Santa Barbara",
    "hours": {"Monday": "0:0-0:0", "Tuesday": "11:30-20:0"},
    "attributes": {"RestaurantsReservations": False, "RestaurantsTakeOut": True, "WiFi": "free"},
    "review_info": [{"review_stars": 4.0, "review_text": "Nice little place downtown."}],
}

_LEAF = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
_JSON = st.recursive(
    _LEAF,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=25,
)


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [leaf for v in value.values() for leaf in _leaves(v)]
    if isinstance(value, list):
        return [leaf for v in value for leaf in _leaves(v)]
    return [value]


@pytest.mark.parametrize("indent", [None, 1, 4])
def test_fields_span_key_and_value_with_flattened_paths(indent: int | None) -> None:
    text = json.dumps(RECORD, indent=indent)
    fields = json_fields(text)
    assert [f.path for f in fields] == [f.path for f in flatten_json(RECORD)[1]]
    by_path = {f.path: text[f.start : f.end] for f in fields}
    assert by_path["attributes.RestaurantsReservations"] == '"RestaurantsReservations": false'
    assert by_path["hours.Tuesday"] == '"Tuesday": "11:30-20:0"'
    assert by_path["review_info[0].review_stars"] == '"review_stars": 4.0'


@settings(max_examples=150, deadline=None)
@given(value=_JSON.filter(lambda v: isinstance(v, dict | list)), indent=st.sampled_from([None, 2]))
def test_any_json_document(value: Any, indent: int | None) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    fields = json_fields(text)
    assert [f.path for f in fields] == [f.path for f in flatten_json(value)[1]]
    for f, leaf in zip(fields, _leaves(value), strict=True):
        assert 0 <= f.start < f.end <= len(text)
        assert text[f.start : f.end].endswith(json.dumps(leaf, ensure_ascii=False))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Plain prose about a restaurant.",
        "[1] A citation marker, not JSON.",
        '{"name": "Benchmark Eatery", "city": ',  # cut off
        "42",
        '"a string"',
        "[" * 5000 + "]" * 5000,  # deeper than the parser goes
    ],
)
def test_text_that_is_not_a_json_document_has_no_fields(text: str) -> None:
    assert json_fields(text) == ()
    assert Source("1", text).fields == ()


def test_text_sources_get_fields_and_keep_their_text() -> None:
    text = json.dumps(RECORD, indent=1)
    (source,) = as_sources([text])
    assert source.text == text
    assert source.field_path_at(*_find(text, '"WiFi": "free"')) == "attributes.WiFi"
    flattened, spans = flatten_json(RECORD)
    assert Source("f", flattened, fields=spans).fields == spans  # given fields are kept


def _find(text: str, part: str) -> tuple[int, int]:
    start = text.index(part)
    return start, start + len(part)


@pytest.mark.parametrize("judge", ["learned", "lexical"])
def test_a_record_given_as_text_is_checked_as_a_record(judge: str) -> None:
    text = json.dumps(RECORD, indent=1)
    answer = "Benchmark Eatery in Santa Barbara offers free WiFi and takes reservations."
    report = groundwise.verify(answer, [text], judge=judge, embedder="none")
    checked = [c for c in report.claims if c.evidence]
    assert checked and all(about_a_record(c.evidence) for c in checked)
    for c in checked:
        for e in c.evidence:
            assert text[e.start : e.end] == e.text and e.field_path
    assert any(f.type is FlagType.CONTRADICTION for c in report.claims for f in c.flags)
    assert report.support == pytest.approx(answer_support(report.claims), abs=1e-4)
    assert not report.supported


def test_a_cut_off_record_keeps_the_fields_before_the_cut() -> None:
    text = json.dumps(RECORD, indent=1)
    cut = text.index('"review_info"')
    report = groundwise.verify(
        "Benchmark Eatery is in Santa Barbara.",
        [text],
        embedder="none",
        max_source_chars=cut,
    )
    assert "SOURCE_TRUNCATED" in [w.code.value for w in report.warnings]
    (claim,) = report.claims
    assert claim.evidence and all(e.end <= cut and e.field_path for e in claim.evidence)
    assert report.supported
