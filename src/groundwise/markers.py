"""Citation markers already present in an answer: ``[1]``, ``[Source 2]``, ``[1, 3]``, ``[2-4]``."""

from __future__ import annotations

import re
from dataclasses import dataclass

_MARKER = re.compile(
    r"\[\s*(?:(?:source|src|ref|doc(?:ument)?)\s*)?"
    r"(\d{1,3}(?:\s*(?:[,;]|-|–|and)\s*(?:(?:source|src|ref|doc(?:ument)?)\s*)?\d{1,3})*)\s*\]",
    re.IGNORECASE,
)
_NUM = re.compile(r"\d{1,3}")
_RANGE = re.compile(r"(\d{1,3})\s*[-–]\s*(\d{1,3})")


@dataclass(frozen=True)
class Marker:
    """One bracketed citation marker; ``numbers`` are the 1-based source numbers it cites."""

    start: int
    end: int
    text: str
    numbers: tuple[int, ...]


def find_markers(text: str) -> list[Marker]:
    """All citation markers in ``text``, in order, with exact spans."""
    out = []
    for m in _MARKER.finditer(text):
        body = m.group(1)
        nums: list[int] = []
        for r in _RANGE.finditer(body):
            lo, hi = int(r.group(1)), int(r.group(2))
            if 0 < hi - lo <= 50:
                nums.extend(range(lo, hi + 1))
        body_wo_ranges = _RANGE.sub(" ", body)
        nums.extend(int(n) for n in _NUM.findall(body_wo_ranges))
        out.append(Marker(m.start(), m.end(), m.group(0), tuple(sorted(set(nums)))))
    return out
