"""Sources: the texts an answer is checked against, and how files become sources.

A source is plain text with an id, a title and metadata. JSON records are flattened into one
``key: value`` line per leaf field; each line remembers its field path (``opportunity.value``) in
``Source.fields`` so evidence found there can say which field supports a claim. A source whose
whole text is a JSON document keeps its text as given and gets the same field paths over it
(:func:`json_fields`), so a record passed as text is checked as the same record loaded from a file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from groundwise.errors import InputError
from groundwise.memo import SOURCE_TEXTS, text_cache


@dataclass(frozen=True)
class FieldSpan:
    """The span of one flattened JSON field line inside ``Source.text``."""

    start: int
    end: int
    path: str


_WHITESPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


# Few: a cached document is kept alive with its spans (a service sees many distinct records).
@text_cache(maxsize=SOURCE_TEXTS)
def json_fields(text: str) -> tuple[FieldSpan, ...]:
    """Field spans of a text that is one JSON object or array, over the text as it is given.

    Each leaf's span runs from its key's opening quote to the end of its value
    (``"RestaurantsReservations": false``; an array item is its value alone), with the path
    :func:`flatten_json` would give it. Text that is not a whole JSON document has none.
    """
    start = _skip(text, 0)
    if text[start : start + 1] not in ("{", "["):
        return ()
    try:
        json.loads(text)
        out: list[FieldSpan] = []
        _scan(text, start, "", None, out)
    except (ValueError, RecursionError):
        return ()
    return tuple(out)


def _skip(text: str, i: int) -> int:
    """The index of the first non-whitespace character at or after ``i``."""
    m = _WHITESPACE.match(text, i)
    return m.end() if m else i


def _scan(text: str, i: int, path: str, member: int | None, out: list[FieldSpan]) -> int:
    """Record the leaves of the JSON value at ``text[i]``; return the index after the value."""
    opener = text[i]
    if opener not in "{[":
        _, end = _DECODER.raw_decode(text, i)
        out.append(FieldSpan(i if member is None else member, end, path or "value"))
        return end
    closer = "}" if opener == "{" else "]"
    i = _skip(text, i + 1)
    n = 0
    while text[i] != closer:
        if opener == "{":
            key, after = _DECODER.raw_decode(text, i)
            colon = _skip(text, after)
            end = _scan(text, _skip(text, colon + 1), f"{path}.{key}" if path else key, i, out)
        else:
            end = _scan(text, i, f"{path}[{n}]", None, out)
        n += 1
        i = _skip(text, end)
        if text[i] == ",":
            i = _skip(text, i + 1)
    return i + 1


@dataclass(frozen=True)
class Source:
    """One source text. ``fields`` is non-empty only for sources flattened from JSON."""

    id: str
    text: str
    title: str = ""
    metadata: Mapping[str, Any] = field(default_factory=dict)
    fields: tuple[FieldSpan, ...] = ()

    def __post_init__(self) -> None:
        first = _skip(self.text, 0)
        if not self.fields and self.text[first : first + 1] in ("{", "["):
            object.__setattr__(self, "fields", json_fields(self.text))

    @property
    def display_title(self) -> str:
        """Title for citations: the given title, else the id."""
        return self.title or self.id

    def field_path_at(self, start: int, end: int) -> str | None:
        """Field path of the JSON field line(s) a span lies in; ``None`` for non-JSON text."""
        paths = [f.path for f in self.fields if f.start < end and start < f.end]
        if not paths:
            return None
        return paths[0] if len(paths) == 1 else ", ".join(dict.fromkeys(paths))

    def to_dict(self) -> dict[str, Any]:
        """JSON shape used in reports (the text itself is left out)."""
        return {
            "id": self.id,
            "title": self.display_title,
            "chars": len(self.text),
            "metadata": dict(self.metadata),
        }


SourceLike = str | Source


def as_sources(sources: Iterable[SourceLike] | SourceLike | None) -> list[Source]:
    """Normalise user-given sources: plain strings get ids ``"1"``, ``"2"``, ...; ids must be unique."""
    if sources is None:
        return []
    if isinstance(sources, str | Source):
        sources = [sources]
    out: list[Source] = []
    for i, s in enumerate(sources, start=1):
        if isinstance(s, Source):
            out.append(s)
        elif isinstance(s, str):
            out.append(Source(id=str(i), text=s, title=f"Source {i}"))
        else:
            raise InputError(
                f"source {i} is a {type(s).__name__}; pass text or groundwise.Source(id, text)"
            )
    seen: set[str] = set()
    for s in out:
        if s.id in seen:
            raise InputError(f"two sources share the id {s.id!r}; give each source a unique id")
        seen.add(s.id)
    return out


def flatten_json(data: Any, *, root: str = "") -> tuple[str, tuple[FieldSpan, ...]]:
    """Flatten a JSON value into ``path: value`` lines, keeping each line's span and field path.

    The line shows the leaf key (``expectedCloseDate: 2024-12-15``) so the text reads naturally;
    the span keeps the full path (``opportunity.expectedCloseDate``).
    """
    lines: list[tuple[str, str]] = []

    def walk(value: Any, path: str, key: str) -> None:
        if isinstance(value, Mapping):
            for k, v in value.items():
                walk(v, f"{path}.{k}" if path else str(k), str(k))
        elif isinstance(value, Sequence) and not isinstance(value, str | bytes):
            for i, v in enumerate(value):
                walk(v, f"{path}[{i}]", key)
        else:
            if value is None:
                rendered = "null"
            elif isinstance(value, bool):
                rendered = "true" if value else "false"
            else:
                rendered = str(value)
            label = key or path or "value"
            lines.append((path or label, f"{label}: {rendered}"))

    walk(data, root, root.rsplit(".", 1)[-1] if root else "")
    parts: list[str] = []
    spans: list[FieldSpan] = []
    pos = 0
    for path, line in lines:
        spans.append(FieldSpan(pos, pos + len(line), path))
        parts.append(line)
        pos += len(line) + 1
    return "\n".join(parts), tuple(spans)
