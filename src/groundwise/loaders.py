"""Reading answers and source files from disk (or stdin) for the CLI and scripts.

Plain text and Markdown files become sources as they are; JSON files are parsed and flattened into
``key: value`` lines by :func:`groundwise.sources.flatten_json`, so evidence found in them keeps its
field path (``opportunity.expectedCloseDate``). Offsets always index the text a source stores: the
decoded file (BOM removed, line endings untouched), or the flattened lines for JSON.
"""

from __future__ import annotations

import codecs
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, TextIO

from groundwise.errors import InputError, SourceError
from groundwise.sources import Source, flatten_json

#: Only this much of a file is scanned for NUL bytes; text files never contain them.
_BINARY_SNIFF_BYTES = 8192
#: Suffixes that make a one-word ``--answer`` value a file path rather than the answer itself.
_ANSWER_FILE_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".json", ".text"})
_JSON_SUFFIXES = frozenset({".json"})
_MARKDOWN_SUFFIXES = frozenset({".md", ".markdown"})


def load_source(
    path: str | Path, *, encoding: str = "utf-8", source_id: str | None = None
) -> Source:
    """Read one source file: ``.json`` is flattened into field lines, anything else is text.

    The id and title are the file name unless ``source_id`` is given.
    """
    p = Path(path)
    text = _read_text(p, encoding, what="source")
    suffix = p.suffix.lower()
    sid = source_id or p.name
    if suffix in _JSON_SUFFIXES:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SourceError(
                f"source '{p.name}' is not valid JSON: {exc.msg} at line {exc.lineno}, "
                f"column {exc.colno}; fix the file or rename it to .txt to check it as text"
            ) from None
        return json_source(sid, data, title=p.name, metadata={"path": str(p), "format": "json"})
    fmt = "markdown" if suffix in _MARKDOWN_SUFFIXES else "text"
    return Source(id=sid, text=text, title=p.name, metadata={"path": str(p), "format": fmt})


def json_source(
    source_id: str, data: Any, *, title: str = "", metadata: Mapping[str, Any] | None = None
) -> Source:
    """A source from parsed JSON: one ``key: value`` line per leaf, each with its field path."""
    text, fields = flatten_json(data)
    return Source(
        id=source_id,
        text=text,
        title=title or source_id,
        metadata=dict(metadata) if metadata is not None else {"format": "json"},
        fields=fields,
    )


def load_sources(paths: Iterable[str | Path], *, encoding: str = "utf-8") -> list[Source]:
    """Read source files in order; ids are file names, made unique when two files share one."""
    path_list = [Path(p) for p in paths]
    name_counts: dict[str, int] = {}
    for p in path_list:
        name_counts[p.name] = name_counts.get(p.name, 0) + 1
    sources: list[Source] = []
    used: set[str] = set()
    for p in path_list:
        # Two notes.md from different folders are told apart by their paths; the same file
        # given twice gets a numbered suffix.
        base = p.name if name_counts[p.name] == 1 else str(p)
        sid, n = base, 1
        while sid in used:
            n += 1
            sid = f"{base}#{n}"
        used.add(sid)
        sources.append(load_source(p, encoding=encoding, source_id=sid))
    return sources


def read_answer(value: str, *, encoding: str = "utf-8", stdin: TextIO | None = None) -> str:
    """The answer text of ``--answer``: ``-`` reads stdin, an existing file is read, else literal."""
    if value == "-":
        text = (stdin or sys.stdin).read()
    else:
        p = Path(value)
        if _could_be_path(value) and p.is_file():
            text = _read_text(p, encoding, what="answer")
        elif _looks_like_file_name(value):
            # A mistyped path would otherwise be verified as a one-word answer.
            raise InputError(
                f"answer file '{value}' does not exist; pass an existing file, - for stdin, "
                "or the answer text itself"
            )
        else:
            text = value
    if not text.strip():
        raise InputError(
            "the answer is empty; pass the text to verify, a file path, or - for stdin"
        )
    return text


def check_encoding(encoding: str) -> str:
    """The canonical name of a Python codec; an unknown name is an InputError."""
    try:
        return codecs.lookup(encoding).name
    except LookupError:
        raise InputError(
            f"unknown encoding {encoding!r}; pass a Python codec name such as utf-8"
        ) from None


def _could_be_path(value: str) -> bool:
    # Long or multi-line answer text is never a path; checking it on disk can fail (ENAMETOOLONG).
    return "\n" not in value and "\0" not in value and len(value) < 4096


def _looks_like_file_name(value: str) -> bool:
    stripped = value.strip()
    return (
        bool(stripped)
        and not any(c.isspace() for c in stripped)
        and Path(stripped).suffix.lower() in _ANSWER_FILE_SUFFIXES
    )


def _read_text(path: Path, encoding: str, *, what: str) -> str:
    """Decode a whole file; binary or undecodable content is a SourceError that says what to do."""
    codec = check_encoding(encoding)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(f"{what} file '{path}' does not exist; check the path") from None
    except IsADirectoryError:
        raise SourceError(f"{what} '{path}' is a directory; pass one file per --source") from None
    except OSError as exc:
        raise SourceError(f"{what} file '{path}' cannot be read: {exc.strerror}") from None
    not_text = SourceError(
        f"{what} '{path.name}' is not {'UTF-8' if codec == 'utf-8' else encoding} text; "
        "pass --encoding or convert it"
    )
    # UTF-16/32 text is full of NUL bytes, so the binary sniff only applies to other codecs.
    if b"\0" in data[:_BINARY_SNIFF_BYTES] and not codec.startswith(("utf-16", "utf-32")):
        raise not_text
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError:
        raise not_text from None
    # A byte-order mark is an encoding artefact, not text anyone cites.
    return text.removeprefix("\ufeff")
