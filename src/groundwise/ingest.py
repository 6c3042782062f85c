"""Ingest: files and folders into chunks with provenance, written kill-safely to a store.

    path ──► read_document ──► pages (PDF: one per page; others: one) with section headings
    page ──► chunk_page ─────► chunks with page, section and [start, end) offsets into the page
    file ──► classify ───────► truth_type, source_authority, jurisdiction, effective_date, domain
    chunks ─► embed ─► Store.upsert, then stale chunks of the file are deleted

Offsets index the text a page stores: the decoded file for text and Markdown (BOM removed), the
extracted text of each page for PDF, the visible text for HTML, and the ``key: value`` lines of
:func:`groundwise.sources.flatten_json` for JSON; ``chunk.text == page.text[start:end]`` always.

Kill safety: chunk ids are content hashes (path, page, offsets, text), every chunk carries its
file's version hash and chunk count, a file's new chunks are upserted before its stale ones are
deleted, and a file counts as unchanged only when exactly its full set of current chunks is stored.
A run killed at any point leaves a collection that opens; the rerun finishes the job.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from groundwise.embeddings import Embedder
from groundwise.errors import ConfigError, SourceError
from groundwise.retrieval_rules import (
    EXPLICIT_CONFIDENCE,
    Rules,
    classify_document,
    classify_domain,
    parse_date,
)
from groundwise.sources import flatten_json
from groundwise.store import MetaValue, Store

#: Bumped when chunking changes, so every file is re-chunked on the next ingest.
CHUNKER_VERSION = "1"
#: Chunks are cut at paragraph, then sentence, then word boundaries to stay under this size
#: (MiniLM reads about 256 word pieces, roughly 1,000 characters of English).
MAX_CHUNK_CHARS = 800
#: Neighbouring paragraphs are merged until a chunk reaches this size.
MIN_CHUNK_CHARS = 200

TEXT_SUFFIXES = frozenset({".txt", ".text", ".rst", ".log"})
MARKDOWN_SUFFIXES = frozenset({".md", ".markdown"})
HTML_SUFFIXES = frozenset({".html", ".htm", ".xhtml"})
SUPPORTED_SUFFIXES = TEXT_SUFFIXES | MARKDOWN_SUFFIXES | HTML_SUFFIXES | {".pdf", ".json"}
SIDECAR_SUFFIX = ".meta.json"

#: Keys a user may set with --meta or a sidecar that change classification.
CLASSIFIED_KEYS = ("truth_type", "domain", "source_authority", "effective_date", "jurisdiction")
#: Keys Groundwise sets itself; explicit metadata may not overwrite them.
RESERVED_KEYS = frozenset(
    {
        "path",
        "document",
        "format",
        "page",
        "section",
        "start",
        "end",
        "chunk_index",
        "n_chunks",
        "file_hash",
        "classification_confidence",
    }
)


# ---------------------------------------------------------------------------------------------
# Reading


@dataclass(frozen=True)
class Page:
    """One unit of a document with its heading positions; ``number`` is 0 for unpaged formats."""

    number: int
    text: str
    #: ``(offset, section)`` pairs in order: the section in force from that offset on.
    sections: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Document:
    """A readable file: its format, title and pages."""

    path: Path
    format: str
    title: str
    pages: tuple[Page, ...]


def read_document(path: Path) -> Document:
    """Read a supported file; an unreadable or unsupported one raises SourceError with the reason."""
    suffix = path.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise SourceError(
            f"unsupported file type '{suffix or path.name}'; convert it to text, Markdown, "
            "HTML, PDF or JSON"
        )
    if suffix == ".pdf":
        return _read_pdf(path)
    text = _read_text(path)
    if suffix in MARKDOWN_SUFFIXES:
        sections = _markdown_sections(text)
        title = sections[0][1].split(" > ")[0] if sections else path.name
        return Document(path, "markdown", title, (Page(0, text, sections),))
    if suffix in HTML_SUFFIXES:
        parser = _HTMLText()
        parser.feed(text)
        parser.close()
        body = parser.text()
        return Document(
            path, "html", parser.title or path.name, (Page(0, body, tuple(parser.sections)),)
        )
    if suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SourceError(
                f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
            ) from None
        flat, spans = flatten_json(data)
        tops: list[tuple[int, str]] = []
        for fs in spans:
            top = re.split(r"[.\[]", fs.path, maxsplit=1)[0]
            if not tops or tops[-1][1] != top:
                tops.append((fs.start, top))
        return Document(path, "json", path.name, (Page(0, flat, tuple(tops)),))
    return Document(path, "text", path.name, (Page(0, text, _text_sections(text)),))


def _read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror}") from None
    if b"\x00" in raw[:8192]:
        raise SourceError("binary content (NUL bytes); it is not a text file")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SourceError(
            f"not UTF-8 text (bad byte at offset {exc.start}); convert it to UTF-8"
        ) from None


def _read_pdf(path: Path) -> Document:
    try:
        from pypdf import PdfReader
    except ImportError:
        raise SourceError("reading PDF needs pypdf; pip install 'groundwise[store]'") from None
    pages: list[Page] = []
    section = ""
    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise SourceError("encrypted PDF; decrypt it first (e.g. qpdf --decrypt)")
        info = reader.metadata
        title = str(info.get("/Title") or "") if info is not None else ""
        title = title or path.name
        for number, page in enumerate(reader.pages, start=1):
            text = page.extract_text() or ""
            found = _text_sections(text)
            # A section that runs over a page break is still in force at the top of the next page.
            carried: tuple[tuple[int, str], ...] = ()
            if section and (not found or found[0][0] > 0):
                carried = ((0, section),)
            sections = carried + found
            if sections:
                section = sections[-1][1]
            pages.append(Page(number, text, sections))
    except SourceError:
        raise
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror}") from None
    except Exception as exc:
        # pypdf raises many exception types on malformed files; any of them means "unreadable",
        # and one bad PDF must not abort the run.
        raise SourceError(f"unreadable PDF ({type(exc).__name__}: {exc})") from None
    return Document(path, "pdf", title, tuple(pages))


_BLOCK_TAGS = frozenset(
    [
        "p",
        "div",
        "section",
        "article",
        "header",
        "footer",
        "li",
        "ul",
        "ol",
        "table",
        "tr",
        "td",
        "th",
        "br",
        "hr",
        "pre",
        "blockquote",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "title",
        "dt",
        "dd",
        "figure",
        "figcaption",
        "main",
        "nav",
        "aside",
        "form",
    ]
)
_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "head"})


class _HTMLText(HTMLParser):
    """Visible text of an HTML page with line breaks at blocks, and h1-h6 as sections."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.length = 0
        self.sections: list[tuple[int, str]] = []
        self.title = ""
        self._skip = 0
        self._in_title = False
        self._heading: tuple[int, int] | None = None  # (level, offset)
        self._stack: list[tuple[int, str]] = []

    def _emit(self, s: str) -> None:
        self.parts.append(s)
        self.length += len(s)

    def _newline(self) -> None:
        if self.parts and not self.parts[-1].endswith("\n"):
            self._emit("\n")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIP_TAGS:
            self._skip += 1
        if tag in _BLOCK_TAGS:
            self._newline()
        if re.fullmatch(r"h[1-6]", tag):
            self._newline()
            if self.parts:
                self._emit("\n")  # a blank line before a heading keeps paragraphs apart
            self._heading = (int(tag[1]), self.length)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIP_TAGS and self._skip:
            self._skip -= 1
        if re.fullmatch(r"h[1-6]", tag) and self._heading is not None:
            level, start = self._heading
            heading = " ".join("".join(self.parts)[start:].split())
            if heading:
                self._stack = [(lv, h) for lv, h in self._stack if lv < level] + [(level, heading)]
                self.sections.append((start, " > ".join(h for _, h in self._stack)))
            self._heading = None
        if tag in _BLOCK_TAGS:
            self._newline()

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += " ".join(data.split())
        elif not self._skip:
            self._emit(data)

    def text(self) -> str:
        """The collected text; offsets of sections index it."""
        return "".join(self.parts)


_MD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$", re.M)
_NUMBERED_HEADING = re.compile(
    r"^[ \t]*((?:\d+\.)*\d+)\.?[ \t]+([A-Z][^\n]{0,78}[^\s.,;:!?])[ \t]*$", re.M
)
_KEYWORD_HEADING = re.compile(
    r"^[ \t]*((?:section|chapter|article|part|appendix)[ \t]+[\w.]+\b[^\n]{0,70})$", re.M | re.I
)
_CAPS_HEADING = re.compile(r"^[ \t]*([A-Z][A-Z0-9&/,'() -]{2,60}[A-Z0-9)])[ \t]*$", re.M)


def _markdown_sections(text: str) -> tuple[tuple[int, str], ...]:
    out: list[tuple[int, str]] = []
    stack: list[tuple[int, str]] = []
    in_fence = False
    for m in re.finditer(r"^.*$", text, re.M):
        line = m.group(0)
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        h = None if in_fence else _MD_HEADING.match(line)
        if h:
            level = len(h.group(1))
            stack = [(lv, t) for lv, t in stack if lv < level] + [(level, h.group(2).strip())]
            out.append((m.start(), " > ".join(t for _, t in stack)))
    return tuple(out)


def _text_sections(text: str) -> tuple[tuple[int, str], ...]:
    """Headings of plain text: numbered ("2.1 Leave"), keyword ("Section 3 ...") or ALL CAPS."""
    found: dict[int, tuple[int, str]] = {}
    for m in _NUMBERED_HEADING.finditer(text):
        level = m.group(1).count(".") + 1
        found[m.start()] = (level, f"{m.group(1)} {m.group(2).strip()}")
    for regex in (_KEYWORD_HEADING, _CAPS_HEADING):
        for m in regex.finditer(text):
            if m.start() not in found and len(m.group(1).split()) <= 10:
                found[m.start()] = (1, m.group(1).strip())
    out: list[tuple[int, str]] = []
    stack: list[tuple[int, str]] = []
    for start in sorted(found):
        level, heading = found[start]
        stack = [(lv, h) for lv, h in stack if lv < level] + [(level, heading)]
        out.append((start, " > ".join(h for _, h in stack)))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Chunking


@dataclass(frozen=True)
class Chunk:
    """A span of a page: ``text == page.text[start:end]``."""

    page: int
    section: str
    start: int
    end: int
    text: str


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _pieces(text: str, start: int, end: int, max_chars: int) -> Iterator[tuple[int, int]]:
    """Cut [start, end) at paragraph breaks, then sentence ends, then spaces, to fit max_chars."""
    for pattern in (r"\n[ \t]*\n\s*", r"(?<=[.!?])\s+", r"\s+"):
        cuts = [m.end() for m in re.finditer(pattern, text[start:end])]
        if cuts or pattern == r"\s+":
            break
    bounds = [start, *[start + c for c in cuts], end]
    for a, b in itertools.pairwise(bounds):
        a, b = _trim(text, a, b)
        if b <= a:
            continue
        if b - a <= max_chars:
            yield a, b
        elif pattern != r"\s+":
            yield from _pieces(text, a, b, max_chars)
        else:
            # One "word" longer than a chunk (a URL, a table row without spaces): hard cut.
            for s in range(a, b, max_chars):
                yield s, min(b, s + max_chars)


def chunk_page(
    page: Page, *, max_chars: int = MAX_CHUNK_CHARS, min_chars: int = MIN_CHUNK_CHARS
) -> list[Chunk]:
    """Chunks of one page: sections never share a chunk; small paragraphs are merged."""
    text = page.text
    bounds = [(0, "")] + [s for s in page.sections if s[0] > 0]
    if page.sections and page.sections[0][0] == 0:
        bounds[0] = page.sections[0]
    chunks: list[Chunk] = []
    for (a, section), (b, _) in zip(bounds, [*bounds[1:], (len(text), "")], strict=True):
        cur: tuple[int, int] | None = None
        for s, e in _pieces(text, a, b, max_chars):
            if cur is not None and (e - cur[0] <= max_chars and cur[1] - cur[0] < min_chars):
                cur = (cur[0], e)
                continue
            if cur is not None:
                chunks.append(Chunk(page.number, section, cur[0], cur[1], text[cur[0] : cur[1]]))
            cur = (s, e)
        if cur is not None:
            chunks.append(Chunk(page.number, section, cur[0], cur[1], text[cur[0] : cur[1]]))
    return chunks


def chunk_id(path: str, chunk: Chunk) -> str:
    """Deterministic id: a hash of the file path, page, offsets and text."""
    key = f"{path}\x00{chunk.page}\x00{chunk.start}\x00{chunk.end}\x00{chunk.text}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


# ---------------------------------------------------------------------------------------------
# Metadata


def parse_meta_args(items: Sequence[str]) -> dict[str, str]:
    """``["key=value", ...]`` from --meta into a dict."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(
                f"--meta {item!r} is not key=value; e.g. --meta truth_type=regulatory"
            )
        out[key.strip()] = value.strip()
    return out


def check_explicit_meta(rules: Rules, meta: Mapping[str, Any], where: str) -> dict[str, MetaValue]:
    """Validate explicit metadata: known truth types and authorities, ISO dates, no reserved keys."""
    out: dict[str, MetaValue] = {}
    for key, value in meta.items():
        if key in RESERVED_KEYS:
            raise ConfigError(f"{where}: {key!r} is set by Groundwise itself and cannot be given")
        if not isinstance(value, str | int | float | bool) or value is None:
            raise ConfigError(f"{where}: {key!r} must be a string, number or boolean")
        if key == "truth_type" and value not in rules.truth_types:
            raise ConfigError(
                f"{where}: truth_type {value!r} is unknown; use one of {', '.join(rules.truth_types)}"
            )
        if key == "source_authority" and value not in rules.authorities:
            raise ConfigError(
                f"{where}: source_authority {value!r} is unknown; use one of "
                f"{', '.join(rules.authorities)}"
            )
        if key == "effective_date":
            date = parse_date(str(value))
            if date is None:
                raise ConfigError(
                    f"{where}: effective_date {value!r} is not a date; use YYYY-MM-DD"
                )
            value = date.isoformat()
        out[key] = value
    return out


def sidecar_for(path: Path) -> Path | None:
    """``file.pdf.meta.json`` or ``file.meta.json`` next to ``file.pdf``, if one exists."""
    for candidate in (path.with_name(path.name + SIDECAR_SUFFIX), path.with_suffix(SIDECAR_SUFFIX)):
        if candidate != path and candidate.is_file():
            return candidate
    return None


def read_sidecar(rules: Rules, path: Path) -> dict[str, MetaValue]:
    """Explicit metadata from a sidecar JSON object."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"metadata sidecar '{path.name}' is unreadable ({exc})") from None
    if not isinstance(data, dict):
        raise SourceError(f"metadata sidecar '{path.name}' must hold a JSON object")
    try:
        return check_explicit_meta(rules, data, f"sidecar '{path.name}'")
    except ConfigError as exc:
        raise SourceError(str(exc)) from None


def chunk_metadata(
    rules: Rules,
    doc: Document,
    chunks: Sequence[Chunk],
    explicit: Mapping[str, MetaValue],
    file_hash: str,
) -> list[dict[str, MetaValue]]:
    """Flat store metadata of each chunk: provenance, classification and explicit metadata."""
    full_text = "\n".join(p.text for p in doc.pages)
    cls = classify_document(rules, doc.path.name, full_text)
    doc_domain, doc_domain_conf = classify_domain(rules, full_text[: rules.content_chars])
    base: dict[str, MetaValue] = {
        "path": str(doc.path),
        "document": doc.path.name,
        "title": doc.title,
        "format": doc.format,
        "file_hash": file_hash,
        "n_chunks": len(chunks),
        "truth_type": cls.truth_type,
        "source_authority": cls.source_authority,
        "jurisdiction": cls.jurisdiction,
        "effective_date": cls.effective_date,
    }
    out = []
    for i, c in enumerate(chunks):
        domain, domain_conf = classify_domain(rules, c.text)
        if domain is None:
            domain, domain_conf = doc_domain or rules.default_domain, doc_domain_conf * 0.8
        confs = {
            "truth_type": cls.truth_type_confidence,
            "source_authority": cls.authority_confidence,
            "domain": domain_conf,
        }
        meta: dict[str, MetaValue] = dict(base)
        meta.update(
            page=c.page, section=c.section, start=c.start, end=c.end, chunk_index=i, domain=domain
        )
        meta.update(explicit)
        for key in confs:
            if key in explicit:
                confs[key] = EXPLICIT_CONFIDENCE
        meta["classification_confidence"] = round(sum(confs.values()) / len(confs), 4)
        out.append(meta)
    return out


# ---------------------------------------------------------------------------------------------
# The ingest run


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one file."""

    path: str
    status: str  # added | updated | unchanged | skipped
    chunks: int = 0
    pages: int = 0
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON shape: path and chunk/page counts, or path and reason for skipped files."""
        if self.status == "skipped":
            return {"path": self.path, "reason": self.reason}
        return {"path": self.path, "chunks": self.chunks, "pages": self.pages}


@dataclass(frozen=True)
class IngestSummary:
    """Files added, updated, unchanged and skipped (with reasons) by one ingest run."""

    added: tuple[FileOutcome, ...] = ()
    updated: tuple[FileOutcome, ...] = ()
    unchanged: tuple[FileOutcome, ...] = ()
    skipped: tuple[FileOutcome, ...] = ()

    @property
    def pages(self) -> int:
        """Pages read and written in this run (added + updated files)."""
        return sum(f.pages for f in (*self.added, *self.updated))

    @property
    def chunks(self) -> int:
        """Chunks written in this run (added + updated files)."""
        return sum(f.chunks for f in (*self.added, *self.updated))

    def to_dict(self) -> dict[str, Any]:
        """``{"added": [...], "updated": [...], "unchanged": [...], "skipped": [...]}``."""
        return {
            "added": [f.to_dict() for f in self.added],
            "updated": [f.to_dict() for f in self.updated],
            "unchanged": [f.to_dict() for f in self.unchanged],
            "skipped": [f.to_dict() for f in self.skipped],
        }

    def describe(self) -> str:
        """One human line per kind of outcome, plus one per skipped file."""
        lines = [
            f"added {len(self.added)}, updated {len(self.updated)}, "
            f"unchanged {len(self.unchanged)}, skipped {len(self.skipped)} "
            f"({self.chunks} chunks from {self.pages} pages written)"
        ]
        lines += [f"  skipped {f.path}: {f.reason}" for f in self.skipped]
        return "\n".join(lines)


#: Called after each file with (files done, files in all, path of the file just done).
Progress = Callable[[int, int, str], None]


@dataclass
class _Found:
    files: list[Path] = field(default_factory=list)
    skipped: list[FileOutcome] = field(default_factory=list)


def find_files(paths: Iterable[str | Path]) -> tuple[list[Path], list[FileOutcome]]:
    """Files named or inside folders (recursively, hidden ones left out), and missing paths."""
    found = _Found()
    seen: set[Path] = set()

    def add(p: Path) -> None:
        rp = p.resolve()
        if rp not in seen and not p.name.endswith(SIDECAR_SUFFIX):
            seen.add(rp)
            found.files.append(rp)

    for raw in paths:
        p = Path(raw).expanduser()
        if p.is_dir():
            for child in sorted(p.rglob("*")):
                rel = child.relative_to(p).parts
                if child.is_file() and not any(part.startswith(".") for part in rel):
                    add(child)
        elif p.is_file():
            add(p)
        else:
            found.skipped.append(FileOutcome(str(p), "skipped", reason="no such file or folder"))
    return found.files, found.skipped


def file_version(path: Path, explicit: Mapping[str, MetaValue], rules: Rules) -> str:
    """Hash of the file's bytes, its explicit metadata, the rules and the chunker version."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    extra = json.dumps(
        {"meta": dict(explicit), "rules": rules.source, "chunker": CHUNKER_VERSION}, sort_keys=True
    )
    h.update(extra.encode("utf-8"))
    return h.hexdigest()[:32]


def ingest_paths(
    store: Store,
    embedder: Embedder,
    rules: Rules,
    paths: Iterable[str | Path],
    *,
    meta: Mapping[str, Any] | None = None,
    progress: Progress | None = None,
) -> IngestSummary:
    """Ingest files and folders into ``store``; bad files are skipped with a reason."""
    cli_meta = check_explicit_meta(rules, meta or {}, "--meta")
    files, skipped = find_files(paths)
    outcomes: dict[str, list[FileOutcome]] = {
        "added": [],
        "updated": [],
        "unchanged": [],
        "skipped": list(skipped),
    }
    for i, path in enumerate(files, start=1):
        outcome = _ingest_file(store, embedder, rules, path, cli_meta)
        outcomes[outcome.status].append(outcome)
        if progress is not None:
            progress(i, len(files), str(path))
    return IngestSummary(**{k: tuple(v) for k, v in outcomes.items()})


def _ingest_file(
    store: Store, embedder: Embedder, rules: Rules, path: Path, cli_meta: Mapping[str, MetaValue]
) -> FileOutcome:
    where = str(path)
    existing = store.get({"path": where})
    try:
        sidecar = sidecar_for(path)
        # --meta is typed for this run, so it wins over the file's sidecar.
        explicit = {**(read_sidecar(rules, sidecar) if sidecar else {}), **cli_meta}
        version = file_version(path, explicit, rules)
        if existing and all(
            c.metadata.get("file_hash") == version and c.metadata.get("n_chunks") == len(existing)
            for c in existing
        ):
            pages = {c.metadata.get("page") for c in existing}
            return FileOutcome(where, "unchanged", len(existing), len(pages))
        doc = read_document(path)
    except OSError as exc:
        # Maybe passing (permissions, a network drive): keep what the last good read stored.
        kept = f" (its {len(existing)} chunks were kept)" if existing else ""
        return FileOutcome(where, "skipped", reason=f"cannot read: {exc.strerror}{kept}")
    except SourceError as exc:
        return _skip(store, where, existing, str(exc))
    chunks = [c for page in doc.pages for c in chunk_page(page)]
    if not chunks:
        reason = "no extractable text (scanned? OCR it first)" if doc.format == "pdf" else "empty"
        return _skip(store, where, existing, reason)
    ids = [chunk_id(where, c) for c in chunks]
    metas = chunk_metadata(rules, doc, chunks, explicit, version)
    vectors = embedder.embed([c.text for c in chunks])
    store.upsert(ids, [c.text for c in chunks], vectors, metas)
    # Only after the new chunks are committed may the old version's leftovers go.
    keep = set(ids)
    stale = [c.id for c in existing if c.id not in keep]
    if stale:
        store.delete(stale)
    status = "updated" if existing else "added"
    return FileOutcome(where, status, len(chunks), len(doc.pages))


def _skip(store: Store, path: str, existing: Sequence[Any], reason: str) -> FileOutcome:
    if existing:
        # The file's current content cannot be read, so its old chunks no longer describe it.
        store.delete([c.id for c in existing])
        reason += f" (its {len(existing)} old chunks were removed)"
    return FileOutcome(path, "skipped", reason=reason)
