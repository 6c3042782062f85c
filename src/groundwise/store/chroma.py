"""The ChromaDB store: an embedded PersistentClient in a data directory, or a Chroma server.

Collections are created with cosine distance and no embedding function: Groundwise passes its own
embeddings on every write and query, so Chroma can never fall back to its default embedding
function (which would download a model). Telemetry is off.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import numpy as np

from groundwise.store import MetaValue, Store, StoredChunk, StoreError, StoreHit, default_data_dir

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection as ChromaCollection

#: Chroma's own rule for collection names, checked here so the message can say how to fix it.
_NAME_RE = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,510})[A-Za-z0-9]$")


def check_name(name: str) -> str:
    """Return ``name`` if Chroma accepts it as a collection name, else raise StoreError."""
    if not _NAME_RE.match(name) or ".." in name:
        raise StoreError(
            f"collection name {name!r} is not allowed; use 3-512 letters, digits, '.', '_' or "
            "'-', starting and ending with a letter or digit (e.g. 'handbook-2025')"
        )
    return name


def _chromadb() -> Any:
    try:
        import chromadb
    except ImportError:
        raise StoreError(
            "collections need ChromaDB; install it with pip install 'groundwise[store]'"
        ) from None
    return chromadb


def make_client(data_dir: str | Path | None = None, chroma_url: str | None = None) -> ClientAPI:
    """A Chroma client: HTTP when ``chroma_url`` is given, else embedded under ``data_dir``."""
    chromadb = _chromadb()
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False)
    if chroma_url:
        parts = urlsplit(chroma_url if "://" in chroma_url else f"http://{chroma_url}")
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise StoreError(
                f"--chroma-url {chroma_url!r} is not an http(s) URL; use e.g. http://127.0.0.1:8000"
            )
        port = parts.port or (443 if parts.scheme == "https" else 8000)
        try:
            client: ClientAPI = chromadb.HttpClient(
                host=parts.hostname, port=port, ssl=parts.scheme == "https", settings=settings
            )
            client.heartbeat()
        except (ValueError, ConnectionError, OSError) as exc:
            # (No client to close: HttpClient() itself fails when the server is unreachable.)
            raise StoreError(
                f"cannot reach the Chroma server at {chroma_url} ({exc}); start one with "
                "`chroma run --path DIR --port PORT` or fix --chroma-url"
            ) from None
        return client
    path = Path(data_dir) if data_dir is not None else default_data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            f"cannot create the data directory '{path}': {exc.strerror}; "
            "pass --data-dir or set GROUNDWISE_DATA_DIR to a writable folder"
        ) from None
    persistent: ClientAPI = chromadb.PersistentClient(path=str(path / "chroma"), settings=settings)
    return persistent


def _where(where: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Chroma wants ``$and`` around several conditions."""
    if not where:
        return None
    items = [{k: v} for k, v in where.items()]
    return items[0] if len(items) == 1 else {"$and": items}


def _flat(meta: Mapping[str, Any] | None) -> dict[str, MetaValue]:
    """Chroma metadata as Groundwise writes it: scalars only."""
    return {k: v for k, v in (meta or {}).items() if isinstance(v, str | int | float | bool)}


class ChromaStore(Store):
    """A Chroma collection."""

    def __init__(self, client: ClientAPI, collection: ChromaCollection) -> None:
        self._client = client
        self._col = collection
        self.name = collection.name
        self.metadata = dict(collection.metadata or {})
        self._batch = max(1, int(client.get_max_batch_size()))

    @classmethod
    def open(
        cls,
        name: str,
        *,
        data_dir: str | Path | None = None,
        chroma_url: str | None = None,
        create_metadata: Mapping[str, MetaValue] | None = None,
    ) -> ChromaStore:
        """Open (or, given ``create_metadata``, create) the collection ``name``."""
        check_name(name)
        client = make_client(data_dir, chroma_url)
        from chromadb.errors import NotFoundError

        try:
            col = client.get_collection(name, embedding_function=None)
        except NotFoundError:
            if create_metadata is None:
                close_client(client)
                where = chroma_url or str(Path(data_dir) if data_dir else default_data_dir())
                raise StoreError(
                    f"there is no collection {name!r} in {where}; create it with "
                    f"`groundwise ingest PATH --collection {name}` or check --data-dir"
                ) from None
            col = client.get_or_create_collection(
                name,
                embedding_function=None,
                metadata=dict(create_metadata) or None,  # Chroma rejects {}
                configuration={"hnsw": {"space": "cosine"}},
            )
        return cls(client, col)

    def upsert(
        self,
        ids: Sequence[str],
        texts: Sequence[str],
        embeddings: np.ndarray,
        metadatas: Sequence[Mapping[str, MetaValue]],
    ) -> None:
        """Insert or replace chunks, in Chroma-sized batches (each batch is one transaction)."""
        if not (len(ids) == len(texts) == len(embeddings) == len(metadatas)):
            raise ValueError("ids, texts, embeddings and metadatas must have the same length")
        for i in range(0, len(ids), self._batch):
            j = i + self._batch
            self._col.upsert(
                ids=list(ids[i:j]),
                documents=list(texts[i:j]),
                embeddings=np.asarray(embeddings[i:j], dtype=np.float32),
                metadatas=[dict(m) for m in metadatas[i:j]],
            )

    def delete(self, ids: Sequence[str]) -> None:
        """Remove chunks by id."""
        for i in range(0, len(ids), self._batch):
            self._col.delete(ids=list(ids[i : i + self._batch]))

    def get(
        self, where: Mapping[str, Any] | None = None, *, with_text: bool = False
    ) -> list[StoredChunk]:
        """Chunks whose metadata matches ``where``."""
        include: list[Any] = ["metadatas", "documents"] if with_text else ["metadatas"]
        got = self._col.get(where=_where(where), include=include)
        metas = got.get("metadatas") or [{} for _ in got["ids"]]
        docs = got.get("documents") or ["" for _ in got["ids"]]
        return [
            StoredChunk(id=i, metadata=_flat(m), text=d or "")
            for i, m, d in zip(got["ids"], metas, docs, strict=True)
        ]

    def search(
        self, embedding: np.ndarray, k: int, where: Mapping[str, Any] | None = None
    ) -> list[StoreHit]:
        """Nearest chunks by cosine similarity."""
        if k < 1 or self.count() == 0:
            return []
        res = self._col.query(
            query_embeddings=np.asarray(embedding, dtype=np.float32).reshape(1, -1),
            n_results=k,
            where=_where(where),
            include=["documents", "metadatas", "distances"],
        )
        ids = res["ids"][0]
        docs = (res.get("documents") or [[""] * len(ids)])[0]
        metas = (res.get("metadatas") or [[{}] * len(ids)])[0]
        dists = (res.get("distances") or [[1.0] * len(ids)])[0]
        return [
            StoreHit(id=i, text=d or "", metadata=_flat(m), similarity=1.0 - float(dist))
            for i, d, m, dist in zip(ids, docs, metas, dists, strict=True)
        ]

    def count(self) -> int:
        """Number of chunks."""
        return int(self._col.count())

    def close(self) -> None:
        """Close the client (and its HTTP sessions)."""
        close_client(self._client)


def close_client(client: ClientAPI) -> None:
    """Close a Chroma client, including the HTTP sessions its ``close`` leaves open."""
    # chromadb 1.5's HttpClient.close() releases the shared system but not the httpx sessions of
    # the client and its admin client, which then leak sockets (ResourceWarning at exit).
    for owner in (client, getattr(client, "_admin_client", None)):
        session = getattr(getattr(owner, "_server", None), "_session", None)
        if session is not None and hasattr(session, "close"):
            session.close()
    # ``close`` is on chromadb's Client class but not on the ClientAPI protocol it is typed as.
    closer = getattr(client, "close", None)
    if callable(closer):
        closer()


def list_chroma_collections(
    *, data_dir: str | Path | None = None, chroma_url: str | None = None
) -> list[tuple[str, int, dict[str, MetaValue]]]:
    """``(name, count, metadata)`` of every collection."""
    client = make_client(data_dir, chroma_url)
    try:
        out = []
        for col in client.list_collections():
            c = client.get_collection(col.name, embedding_function=None)
            out.append((c.name, int(c.count()), _flat(c.metadata)))
        return sorted(out)
    finally:
        close_client(client)


def delete_chroma_collection(
    name: str, *, data_dir: str | Path | None = None, chroma_url: str | None = None
) -> None:
    """Delete a collection; a missing one is a StoreError."""
    check_name(name)
    client = make_client(data_dir, chroma_url)
    from chromadb.errors import NotFoundError

    try:
        client.delete_collection(name)
    except NotFoundError:
        raise StoreError(f"there is no collection {name!r} to delete") from None
    finally:
        close_client(client)
