"""Citation markers already present in an answer: ``[1]``, ``[Source 2]``, ``[1, 3]``, ``[2-4]``,
``(source 1)``."""

from __future__ import annotations

import re
from dataclasses import dataclass

_KEYWORD = r"(?:source|src|ref|doc(?:ument)?)s?\s*:?\s*"
_NUMBERS = rf"\d{{1,3}}(?:\s*(?:[,;&]|-|–|and)\s*(?:{_KEYWORD})?\d{{1,3}})*"
#: ``[1]``, ``[Source 2]``, ``[1, 3]``; in parentheses only with a word saying what is cited
#: (``(source 1)``, ``(Sources 2 and 3)``, ``(doc 4)``): a bare ``(1)`` numbers a list item.
_MARKER = re.compile(
    rf"\[\s*(?:{_KEYWORD})?({_NUMBERS})\s*\]|\(\s*{_KEYWORD}({_NUMBERS})\s*\)",
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
        body = m.group(1) or m.group(2)
        nums: list[int] = []
        for r in _RANGE.finditer(body):
            lo, hi = int(r.group(1)), int(r.group(2))
            if 0 < hi - lo <= 50:
                nums.extend(range(lo, hi + 1))
        body_wo_ranges = _RANGE.sub(" ", body)
        nums.extend(int(n) for n in _NUM.findall(body_wo_ranges))
        out.append(Marker(m.start(), m.end(), m.group(0), tuple(sorted(set(nums)))))
    return out
