"""Segmentation with exact offsets: answers into sentences and clauses, sources into units.

Every :class:`Segment` satisfies ``segment.text == original[segment.start:segment.end]``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Segment:
    """A span of some original text."""

    start: int
    end: int
    text: str


def split_sentences(text: str) -> list[Segment]:
    """Split text into sentences (stripped of surrounding whitespace), keeping exact offsets."""
    raise NotImplementedError


def split_clauses(sentence: Segment) -> list[Segment]:
    """Split one sentence into clause-level claim spans (offsets into the same original)."""
    raise NotImplementedError


def source_units(text: str) -> list[Segment]:
    """Evidence units of a source: its sentences (and short lines) plus windows of neighbours."""
    raise NotImplementedError
