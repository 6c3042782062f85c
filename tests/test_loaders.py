"""Reading answers and source files: formats, JSON flattening, bad input, ids."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from groundwise.errors import InputError, SourceError
from groundwise.loaders import json_source, load_source, load_sources, read_answer


def _write(path: Path, data: bytes | str) -> Path:
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


def test_json_source_is_flattened_with_field_paths(deal_dir: Path) -> None:
    src = load_source(deal_dir / "opportunity.json")
    assert src.id == "opportunity.json"
    assert src.title == "opportunity.json"
    assert "expectedCloseDate: 2024-12-15" in src.text
    start = src.text.index("expectedCloseDate: 2024-12-15")
    assert src.field_path_at(start, start + 5) == "opportunity.expectedCloseDate"
    value = src.text.index("value: 500000")
    assert src.field_path_at(value, value + 13) == "opportunity.value"


def test_json_list_paths_keep_indices(deal_dir: Path) -> None:
    src = load_source(deal_dir / "activity_log.json")
    start = src.text.index("desc: Budget discussion")
    assert src.field_path_at(start, start + 4) == "activities[0].desc"


def test_field_spans_slice_the_stored_text(deal_dir: Path) -> None:
    src = load_source(deal_dir / "opportunity.json")
    assert src.fields
    for f in src.fields:
        line = src.text[f.start : f.end]
        assert "\n" not in line
        assert line.startswith(f.path.rsplit(".", 1)[-1] + ": ")


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("notes.md", "markdown"),  # Markdown is checked as its raw text
        ("notes.txt", "text"),  # plain text
        ("notes.log", "text"),  # an unknown suffix is text too
        ("NOTES", "text"),  # no suffix at all
    ],
)
def test_text_sources_are_kept_verbatim(tmp_path: Path, name: str, fmt: str) -> None:
    body = "# Notes\n\nClient mentioned *budget* concerns.\n"
    src = load_source(_write(tmp_path / name, body))
    assert src.text == body
    assert src.fields == ()
    assert src.metadata["format"] == fmt


def test_bom_is_stripped_and_crlf_kept(tmp_path: Path) -> None:
    src = load_source(_write(tmp_path / "a.txt", b"\xef\xbb\xbfLine one.\r\nLine two.\r\n"))
    assert src.text == "Line one.\r\nLine two.\r\n"


def test_json_with_bom_parses(tmp_path: Path) -> None:
    src = load_source(_write(tmp_path / "r.json", b'\xef\xbb\xbf{"a": {"b": 1}}'))
    assert src.text == "b: 1"
    assert src.fields[0].path == "a.b"


def test_other_encoding_is_decoded_when_asked(tmp_path: Path) -> None:
    path = _write(tmp_path / "latin.txt", "Café Müller signed.".encode("latin-1"))
    with pytest.raises(SourceError, match="not UTF-8 text; pass --encoding or convert it"):
        load_source(path)
    assert load_source(path, encoding="latin-1").text == "Café Müller signed."


def test_utf16_is_not_mistaken_for_binary(tmp_path: Path) -> None:
    path = _write(tmp_path / "u16.txt", "Budget approved.".encode("utf-16"))
    assert load_source(path, encoding="utf-16").text == "Budget approved."


@pytest.mark.parametrize(
    ("name", "data", "match"),
    [
        # NUL bytes: a PDF or other binary file
        ("x.pdf", b"%PDF-1.7\n\x00\x01\x02binary", "source 'x.pdf' is not UTF-8 text"),
        # bytes that are not UTF-8 and no NUL
        ("y.txt", b"caf\xe9 \xff\xfe", "source 'y.txt' is not UTF-8 text; pass --encoding"),
        # malformed JSON names the file, line and column
        ("bad.json", b'{\n  "value": 500000,\n  oops\n}', r"'bad.json'.*line 3, column 3"),
    ],
)
def test_unreadable_sources_raise_source_error(
    tmp_path: Path, name: str, data: bytes, match: str
) -> None:
    with pytest.raises(SourceError, match=match):
        load_source(_write(tmp_path / name, data))


def test_missing_source_file(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="does not exist"):
        load_source(tmp_path / "nope.md")


def test_directory_is_not_a_source(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="is a directory"):
        load_source(tmp_path)


def test_unknown_encoding_is_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="unknown encoding 'klingon'"):
        load_source(_write(tmp_path / "a.txt", "hi"), encoding="klingon")


def test_load_sources_keeps_order_and_makes_ids_unique(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    one = _write(tmp_path / "a" / "notes.md", "first")
    two = _write(tmp_path / "b" / "notes.md", "second")
    other = _write(tmp_path / "other.txt", "third")
    sources = load_sources([one, other, two, one])
    assert [s.text for s in sources] == ["first", "third", "second", "first"]
    ids = [s.id for s in sources]
    assert len(set(ids)) == 4
    assert ids[1] == "other.txt"
    assert ids[0] == str(one)
    assert ids[2] == str(two)
    assert ids[3] == f"{one}#2"


def test_large_source_reads_whole(tmp_path: Path) -> None:
    line = "The renewal was signed on 2024-03-01 for 120 seats by the procurement team.\n"
    body = line * (5_000_000 // len(line) + 1)
    src = load_source(_write(tmp_path / "big.txt", body))
    assert len(src.text) == len(body) > 5_000_000


def test_json_source_from_parsed_data() -> None:
    src = json_source("crm", {"opportunity": {"value": 500000, "client": "Acme"}})
    assert src.text == "value: 500000\nclient: Acme"
    assert src.title == "crm"
    assert [f.path for f in src.fields] == ["opportunity.value", "opportunity.client"]


def test_read_answer_literal_file_and_stdin(tmp_path: Path) -> None:
    assert read_answer("The value is $500K.") == "The value is $500K."
    path = _write(tmp_path / "answer.txt", "From a file.\n")
    assert read_answer(str(path)) == "From a file.\n"
    assert read_answer("-", stdin=io.StringIO("From stdin.")) == "From stdin."


@pytest.mark.parametrize(
    "value",
    [
        "",  # nothing at all
        "   \n\t ",  # only whitespace
    ],
)
def test_read_answer_rejects_empty(value: str) -> None:
    with pytest.raises(InputError, match="the answer is empty"):
        read_answer(value)


def test_read_answer_rejects_empty_stdin() -> None:
    with pytest.raises(InputError, match="the answer is empty"):
        read_answer("-", stdin=io.StringIO(""))


def test_read_answer_rejects_missing_answer_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"answer file .* does not exist"):
        read_answer(str(tmp_path / "answr.txt"))


def test_read_answer_binary_file_is_an_error(tmp_path: Path) -> None:
    path = _write(tmp_path / "a.txt", b"\x00\x01\x02")
    with pytest.raises(SourceError, match=r"answer 'a\.txt' is not UTF-8 text"):
        read_answer(str(path))


def test_read_answer_long_text_is_not_a_path() -> None:
    text = "word " * 2000
    assert read_answer(text) == text


def test_example_files_parse(deal_dir: Path) -> None:
    for path in deal_dir.glob("*.json"):
        assert isinstance(json.loads(path.read_text(encoding="utf-8")), dict)
    for name in ("answer.txt", "answer_wrong.txt", "answer_opinion.txt", "meeting_notes.md"):
        assert (deal_dir / name).read_text(encoding="utf-8").strip()
