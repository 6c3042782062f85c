"""Benchmark examples as typed values, with the group and family used for honest splits."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from groundwise.batch import row_question
from groundwise.errors import InputError

Span = tuple[int, int]

#: Families by file-stem prefix; leave-one-family-out holds out one of these at a time.
FAMILY_PREFIXES = (
    ("ragtruth-", "ragtruth"),
    ("wice-", "wice"),
    ("summedits-", "summedits"),
    ("begin-", "begin"),
)


@dataclass(frozen=True)
class Example:
    """One labelled answer with its sources; ``spans`` is ``None`` when not annotated."""

    file: str
    id: str
    sources: tuple[str, ...]
    answer: str
    label: int
    spans: tuple[Span, ...] | None
    #: Examples sharing a group never fall in different folds (a source text, a SummEdits domain).
    group: str
    family: str
    #: ``"real"``, or the kind of synthetic perturbation that made this example.
    origin: str = "real"
    #: The user's question the answer replies to (RAGTruth QA's ``meta.question``), if any.
    question: str | None = None

    @property
    def key(self) -> str:
        """Content hash of what the pipeline sees: the answer, the sources and the question."""
        h = hashlib.sha256()
        for part in (self.answer, *self.sources):
            h.update(part.encode("utf-8", "surrogatepass"))
            h.update(b"\x00")
        if self.question:
            h.update(b"question\x00" + self.question.encode("utf-8", "surrogatepass"))
        return h.hexdigest()[:24]


def family_of(stem: str) -> str:
    """The family of a benchmark file stem (``ragtruth-qa-dev`` -> ``ragtruth``)."""
    for prefix, family in FAMILY_PREFIXES:
        if stem.startswith(prefix):
            return family
    return stem


def group_of(stem: str, sources: Sequence[str]) -> str:
    """SummEdits is grouped by domain (its file); everything else by the hash of its sources."""
    if stem.startswith("summedits-"):
        return stem
    h = hashlib.sha256("\x00".join(sources).encode("utf-8", "surrogatepass")).hexdigest()
    return "src:" + h[:16]


def load_file(path: Path) -> list[Example]:
    """Labelled examples of one benchmark JSONL file (rows without a 0/1 label are skipped)."""
    out = []
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip():
                continue
            row = json.loads(line)
            if row.get("label") not in (0, 1) or not isinstance(row.get("answer"), str):
                continue
            sources = row.get("sources")
            if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
                raise InputError(f"{path}:{number}: 'sources' must be a list of strings")
            raw_spans = row.get("unsupported_spans")
            spans = (
                tuple((int(s), int(e)) for s, e in raw_spans)
                if isinstance(raw_spans, list)
                else None
            )
            out.append(
                Example(
                    file=path.stem,
                    id=str(row.get("id", number)),
                    sources=tuple(sources),
                    answer=row["answer"],
                    label=int(row["label"]),
                    spans=spans,
                    group=group_of(path.stem, sources),
                    family=family_of(path.stem),
                    question=row_question(row),
                )
            )
    return out


def load_examples(data: Path, files: Iterable[str] | None = None) -> list[Example]:
    """Every labelled example of the ``*.jsonl`` files in ``data`` (or only the named stems)."""
    if not data.is_dir():
        raise InputError(f"benchmark folder {str(data)!r} not found; pass --data PATH")
    wanted = set(files) if files is not None else None
    paths = sorted(p for p in data.glob("*.jsonl") if wanted is None or p.stem in wanted)
    if not paths:
        raise InputError(f"no benchmark *.jsonl files in {str(data)!r}")
    return [ex for p in paths for ex in load_file(p)]
