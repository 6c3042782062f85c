"""Evidence search: the best source spans for each claim (lexical BM25 + embedding similarity)."""

from __future__ import annotations

from collections.abc import Sequence

from groundwise.embeddings import Embedder
from groundwise.results import Evidence
from groundwise.sources import Source


class EvidenceIndex:
    """Index over the evidence units of a set of sources."""

    def __init__(self, sources: Sequence[Source], embedder: Embedder | None = None) -> None:
        raise NotImplementedError

    def search(self, query: str, k: int = 3) -> list[Evidence]:
        """The ``k`` best evidence spans for ``query``, best first."""
        raise NotImplementedError
