"""What every pipeline stage after segmentation may look at besides the claim itself."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass

from groundwise.sources import Source


@dataclass(frozen=True)
class CheckContext:
    """The answer, the sources by id, and the date relative phrases resolve against."""

    answer: str
    sources: Mapping[str, Source]
    as_of: dt.date | None = None
