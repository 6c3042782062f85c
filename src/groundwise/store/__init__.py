"""Where collections live: a small Store interface, with ChromaDB behind it.

A :class:`Store` is one collection of chunks: ids, texts, unit embeddings and flat metadata.
Groundwise always passes its own embeddings (never Chroma's downloading default). The backend is
imported lazily, so ``import groundwise`` never loads chromadb.

    open_store(name, data_dir=...)     embedded Chroma (PersistentClient) in a data directory
    open_store(name, chroma_url=...)   a Chroma server (``chroma run``) shared by a team
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from groundwise.errors import StoreError

#: Environment variable naming the data directory of embedded collections.
DATA_DIR_ENV = "GROUNDWISE_DATA_DIR"

#: A metadata value a store can hold.
MetaValue = str | int | float | bool


@dataclass(frozen=True)
class StoreHit:
    """One nearest neighbour: the stored chunk and its cosine similarity to the query."""

    id: str
    text: str
    metadata: Mapping[str, MetaValue]
    similarity: float


@dataclass(frozen=True)
class StoredChunk:
    """One chunk as the store keeps it (embedding left out)."""

    id: str
    metadata: Mapping[str, MetaValue] = field(default_factory=dict)
    text: str = ""


class Store(ABC):
    """One collection of embedded chunks."""

    #: Collection name.
    name: str = ""
    #: Collection-level metadata (embedder name and dimension, rules reference, ...).
    metadata: Mapping[str, MetaValue] = {}

    @abstractmethod
    def upsert(
        self,
        ids: Sequence[str],
        texts: Sequence[str],
        embeddings: np.ndarray,
        metadatas: Sequence[Mapping[str, MetaValue]],
    ) -> None:
        """Insert or replace chunks; one call is committed as a whole."""

    @abstractmethod
    def delete(self, ids: Sequence[str]) -> None:
        """Remove chunks by id (unknown ids are ignored)."""

    @abstractmethod
    def get(
        self, where: Mapping[str, Any] | None = None, *, with_text: bool = False
    ) -> list[StoredChunk]:
        """Chunks whose metadata matches ``where`` (equality on each key); all when ``None``."""

    @abstractmethod
    def search(
        self, embedding: np.ndarray, k: int, where: Mapping[str, Any] | None = None
    ) -> list[StoreHit]:
        """The ``k`` chunks most similar to a unit ``embedding``, best first."""

    @abstractmethod
    def count(self) -> int:
        """Number of chunks."""

    def close(self) -> None:  # noqa: B027 (optional hook: an in-memory store has nothing to close)
        """Release connections and files; the store is not used afterwards."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def default_data_dir() -> Path:
    """``$GROUNDWISE_DATA_DIR``, else ``$XDG_DATA_HOME/groundwise``, else ``~/.local/share/...``."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "groundwise"


def open_store(
    name: str,
    *,
    data_dir: str | Path | None = None,
    chroma_url: str | None = None,
    create_metadata: Mapping[str, MetaValue] | None = None,
) -> Store:
    """Open collection ``name``; with ``create_metadata`` it is created when missing.

    Without ``create_metadata`` a missing collection is a :class:`StoreError`.
    """
    from groundwise.store.chroma import ChromaStore

    return ChromaStore.open(
        name, data_dir=data_dir, chroma_url=chroma_url, create_metadata=create_metadata
    )


def list_collections(
    *, data_dir: str | Path | None = None, chroma_url: str | None = None
) -> list[tuple[str, int, dict[str, MetaValue]]]:
    """``(name, chunk count, metadata)`` of every collection, sorted by name."""
    from groundwise.store.chroma import list_chroma_collections

    return list_chroma_collections(data_dir=data_dir, chroma_url=chroma_url)


def delete_collection(
    name: str, *, data_dir: str | Path | None = None, chroma_url: str | None = None
) -> None:
    """Delete collection ``name`` and all its chunks."""
    from groundwise.store.chroma import delete_chroma_collection

    delete_chroma_collection(name, data_dir=data_dir, chroma_url=chroma_url)


__all__ = [
    "DATA_DIR_ENV",
    "MetaValue",
    "Store",
    "StoreError",
    "StoreHit",
    "StoredChunk",
    "default_data_dir",
    "delete_collection",
    "list_collections",
    "open_store",
]
