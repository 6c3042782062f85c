"""Ingest: reading formats, chunking with exact offsets, classification, idempotence, recovery."""

from __future__ import annotations

import itertools
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwise.collection import Collection
from groundwise.errors import ConfigError, SourceError
from groundwise.ingest import (
    Page,
    chunk_id,
    chunk_page,
    parse_meta_args,
    read_document,
)

DATA = Path(__file__).parent / "data" / "collection"


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A private copy of the test documents (ids depend on paths, and tests edit files)."""
    return Path(shutil.copytree(DATA, tmp_path / "docs"))


@pytest.fixture
def coll(tmp_path: Path) -> Iterator[Collection]:
    """An empty collection in a temporary data directory, with the fake embedder."""
    c = Collection("docs", data_dir=tmp_path / "data", embedder="fake")
    yield c
    c.close()


def _by_path(coll: Collection) -> dict[str, list[dict[str, object]]]:
    out: dict[str, list[dict[str, object]]] = {}
    for c in coll.store.get(with_text=True):
        out.setdefault(str(c.metadata["document"]), []).append({**c.metadata, "text": c.text})
    return out


# -- reading and chunking --------------------------------------------------------------------


def test_every_chunk_slices_its_page_exactly(docs: Path) -> None:
    for path in sorted(docs.iterdir()):
        doc = read_document(path)
        for page in doc.pages:
            for c in chunk_page(page):
                assert c.text == page.text[c.start : c.end]
                assert c.text == c.text.strip()


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.text(alphabet=st.sampled_from("ab .\n#"), min_size=0, max_size=400),
        min_size=1,
        max_size=4,
    )
)
def test_chunk_offsets_hold_for_any_text(parts: list[str]) -> None:
    text = "\n\n".join(parts)
    page = Page(0, text, ((0, "S"),))
    chunks = chunk_page(page, max_chars=50, min_chars=10)
    for c in chunks:
        assert c.text == text[c.start : c.end]
        assert 0 < len(c.text) <= 50
    # Chunks are in order, do not overlap, and together keep every non-space character.
    assert all(a.end <= b.start for a, b in itertools.pairwise(chunks))
    assert sum(len("".join(c.text.split())) for c in chunks) == len("".join(text.split()))


@pytest.mark.parametrize(
    ("name", "fmt", "pages", "sections"),
    [
        # Markdown headings nest into a path
        (
            "employee_handbook.md",
            "markdown",
            1,
            {"Employee Handbook > Leave > Parental leave", "Employee Handbook > Expenses"},
        ),
        # numbered and ALL CAPS headings of plain text
        ("data_retention_regulation.txt", "text", 1, {"Section 2 Retention periods"}),
        # h1/h2 of HTML, entities decoded, <style> dropped
        ("backup_guide.html", "html", 1, {"Backups > Retention"}),
        # the top-level key of flattened JSON
        ("sow_payroll.json", "json", 1, {"project"}),
        # one page per PDF page; a section runs on over a page break
        ("remote_work_policy.pdf", "pdf", 3, {"1 Remote Work", "2 Equipment"}),
    ],
)
def test_formats_pages_and_sections(
    docs: Path, name: str, fmt: str, pages: int, sections: set[str]
) -> None:
    doc = read_document(docs / name)
    assert doc.format == fmt
    assert len(doc.pages) == pages
    found = {c.section for p in doc.pages for c in chunk_page(p)}
    assert sections <= found


def test_html_text_is_visible_text_only(docs: Path) -> None:
    doc = read_document(docs / "backup_guide.html")
    text = doc.pages[0].text
    assert doc.title == "Backup Best Practices Guide"
    assert "database server & weekly" in text
    assert "p{}" not in text and "<" not in text


def test_pdf_pages_are_numbered_and_sections_carry_over(docs: Path) -> None:
    doc = read_document(docs / "remote_work_policy.pdf")
    third = chunk_page(doc.pages[2])
    assert [c.page for c in third] == [3]
    assert third[0].section == "2 Equipment"
    assert doc.title == "Remote Work Policy Manual"


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("a.docx", b"PK\x03\x04", "unsupported file type '.docx'"),  # unsupported format
        ("b.txt", b"abc\x00def", "binary content"),  # NUL bytes
        ("c.txt", b"caf\xe9", "not UTF-8"),  # Latin-1 bytes
        ("d.json", b"{oops", "not valid JSON"),  # malformed JSON
        ("e.pdf", b"%PDF-1.4 garbage", "unreadable PDF"),  # broken PDF
    ],
)
def test_unreadable_files_raise_source_error(
    tmp_path: Path, name: str, content: bytes, reason: str
) -> None:
    p = tmp_path / name
    p.write_bytes(content)
    with pytest.raises(SourceError, match=reason):
        read_document(p)


def test_chunk_ids_depend_on_path_offsets_and_text() -> None:
    page = Page(1, "Alpha beta.\n\nGamma delta.")
    (c,) = chunk_page(page)
    assert chunk_id("/a.txt", c) == chunk_id("/a.txt", c)
    assert chunk_id("/a.txt", c) != chunk_id("/b.txt", c)


# -- the ingest run --------------------------------------------------------------------------


def test_ingest_summary_and_idempotent_rerun(docs: Path, coll: Collection) -> None:
    (docs / "notes.docx").write_bytes(b"PK")
    (docs / "empty.txt").write_text("   \n", encoding="utf-8")
    (docs / ".hidden").mkdir()
    (docs / ".hidden" / "secret.txt").write_text("not ingested", encoding="utf-8")
    first = coll.ingest([docs, docs / "employee_handbook.md", docs / "missing.txt"])
    assert len(first.added) == 5
    skipped = {Path(f.path).name: f.reason for f in first.skipped}
    assert set(skipped) == {"notes.docx", "empty.txt", "missing.txt"}
    assert "unsupported" in skipped["notes.docx"]
    assert skipped["missing.txt"] == "no such file or folder"
    count = coll.count()
    assert count == first.chunks > 0
    assert first.pages == 7  # 4 single-page files + a 3-page PDF

    second = coll.ingest([docs])
    assert (len(second.added), len(second.updated), len(second.unchanged)) == (0, 0, 5)
    assert coll.count() == count
    d = second.to_dict()
    assert list(d) == ["added", "updated", "unchanged", "skipped"]


def test_changed_file_replaces_its_old_chunks(docs: Path, coll: Collection) -> None:
    coll.ingest([docs])
    handbook = docs / "employee_handbook.md"
    handbook.write_text("# Handbook\n\nEveryone gets 30 vacation days.\n", encoding="utf-8")
    summary = coll.ingest([docs])
    assert [Path(f.path).name for f in summary.updated] == ["employee_handbook.md"]
    chunks = _by_path(coll)["employee_handbook.md"]
    assert [c["text"] for c in chunks] == ["# Handbook\n\nEveryone gets 30 vacation days."]
    assert chunks[0]["n_chunks"] == 1


def test_metadata_has_full_provenance(docs: Path, coll: Collection) -> None:
    coll.ingest([docs])
    by_doc = _by_path(coll)
    pdf = sorted(by_doc["remote_work_policy.pdf"], key=lambda c: int(c["page"]))  # type: ignore[call-overload]
    assert [c["page"] for c in pdf] == [1, 2, 3]
    reg = by_doc["data_retention_regulation.txt"]
    source = (docs / "data_retention_regulation.txt").read_text(encoding="utf-8")
    for c in reg:
        assert source[int(c["start"]) : int(c["end"])] == c["text"]  # type: ignore[call-overload]
        assert c["truth_type"] == "regulatory"
        assert c["source_authority"] == "government"
        assert c["jurisdiction"] == "federal"
        assert 0.0 <= float(c["classification_confidence"]) <= 1.0  # type: ignore[arg-type]
    handbook = by_doc["employee_handbook.md"][0]
    assert handbook["truth_type"] == "compliance"
    assert handbook["effective_date"] == "2024-03-01"
    assert handbook["path"] == str((docs / "employee_handbook.md").resolve())


def test_explicit_metadata_wins_cli_over_sidecar_over_patterns(
    docs: Path, coll: Collection
) -> None:
    sidecar = docs / "backup_guide.html.meta.json"
    sidecar.write_text(
        json.dumps({"source_authority": "vendor", "truth_type": "intent", "author": "Acme"}),
        encoding="utf-8",
    )
    summary = coll.ingest([docs / "backup_guide.html"], meta={"truth_type": "regulatory"})
    assert len(summary.added) == 1  # the sidecar itself is not a document
    (c, *_) = _by_path(coll)["backup_guide.html"]
    assert c["source_authority"] == "vendor"  # sidecar beats classification
    assert c["truth_type"] == "regulatory"  # --meta beats the sidecar
    assert c["author"] == "Acme"
    # Changing explicit metadata re-ingests the file.
    again = coll.ingest([docs / "backup_guide.html"], meta={"truth_type": "compliance"})
    assert len(again.updated) == 1
    assert _by_path(coll)["backup_guide.html"][0]["truth_type"] == "compliance"


@pytest.mark.parametrize(
    ("meta", "message"),
    [
        ({"truth_type": "rumour"}, "truth_type 'rumour' is unknown"),  # not a truth type
        ({"source_authority": "blog"}, "source_authority 'blog' is unknown"),  # not an authority
        ({"effective_date": "someday"}, "not a date"),  # unparseable date
        ({"page": "3"}, "set by Groundwise itself"),  # reserved provenance key
    ],
)
def test_bad_explicit_metadata_is_a_config_error(
    docs: Path, coll: Collection, meta: dict[str, str], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        coll.ingest([docs], meta=meta)


def test_bad_sidecar_skips_its_file_only(docs: Path, coll: Collection) -> None:
    (docs / "sow_payroll.meta.json").write_text('{"truth_type": "rumour"}', encoding="utf-8")
    summary = coll.ingest([docs])
    assert [Path(f.path).name for f in summary.skipped] == ["sow_payroll.json"]
    assert "rumour" in summary.skipped[0].reason
    assert len(summary.added) == 4


def test_parse_meta_args() -> None:
    assert parse_meta_args(["a=1", " b = x=y "]) == {"a": "1", "b": "x=y"}
    with pytest.raises(ConfigError, match="not key=value"):
        parse_meta_args(["novalue"])


def test_progress_is_reported_per_file(docs: Path, coll: Collection) -> None:
    seen: list[tuple[int, int]] = []
    coll.ingest([docs], progress=lambda done, total, path: seen.append((done, total)))
    assert seen == [(i, 5) for i in range(1, 6)]


# -- recovery from an interrupted run --------------------------------------------------------


def test_rerun_completes_a_file_whose_chunks_were_partly_written(
    docs: Path, coll: Collection
) -> None:
    coll.ingest([docs])
    full = {c.id for c in coll.store.get()}
    # Simulate a kill after only some of one file's chunks were committed.
    reg = [c.id for c in coll.store.get({"document": "data_retention_regulation.txt"})]
    assert len(reg) >= 2
    coll.store.delete(reg[1:])
    summary = coll.ingest([docs])
    assert [Path(f.path).name for f in summary.updated] == ["data_retention_regulation.txt"]
    assert {c.id for c in coll.store.get()} == full


def test_rerun_removes_stale_chunks_left_by_a_kill_before_delete(
    docs: Path, coll: Collection
) -> None:
    coll.ingest([docs])
    handbook = docs / "employee_handbook.md"
    old_ids = {c.id for c in coll.store.get({"document": "employee_handbook.md"})}
    handbook.write_text("# Handbook\n\nNew text only.\n", encoding="utf-8")
    # Simulate a kill between writing the new chunks and deleting the old ones: write the new
    # version's chunks by hand with an ingest that cannot delete.
    store = coll.store
    real_delete = store.delete
    store.delete = lambda ids: None  # type: ignore[method-assign]
    coll.ingest([handbook])
    store.delete = real_delete  # type: ignore[method-assign]
    assert len(store.get({"document": "employee_handbook.md"})) == len(old_ids) + 1
    summary = coll.ingest([docs])
    assert [Path(f.path).name for f in summary.updated] == ["employee_handbook.md"]
    chunks = _by_path(coll)["employee_handbook.md"]
    assert [c["text"] for c in chunks] == ["# Handbook\n\nNew text only."]
