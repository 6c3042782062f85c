"""The Chroma store: upsert, get, search, delete, names, missing collections, data directories."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from groundwise.store import (
    Store,
    StoreError,
    default_data_dir,
    delete_collection,
    list_collections,
    open_store,
)


def _unit(rows: list[list[float]]) -> np.ndarray:
    m = np.asarray(rows, dtype=np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A new collection with three 3-d chunks."""
    s = open_store("unit-test", data_dir=tmp_path, create_metadata={"groundwise_embedder": "x"})
    s.upsert(
        ["a", "b", "c"],
        ["alpha", "beta", "gamma"],
        _unit([[1, 0, 0], [0, 1, 0], [1, 1, 0]]),
        [{"path": "/p1", "n": 1}, {"path": "/p1", "n": 2}, {"path": "/p2", "n": 3}],
    )
    yield s
    s.close()


def test_search_returns_cosine_similarity_best_first(store: Store) -> None:
    hits = store.search(_unit([[1, 0, 0]])[0], 3)
    assert [h.id for h in hits] == ["a", "c", "b"]
    assert hits[0].similarity == pytest.approx(1.0, abs=1e-5)
    assert hits[1].similarity == pytest.approx(0.7071, abs=1e-3)
    assert hits[0].text == "alpha"
    assert hits[0].metadata["path"] == "/p1"


def test_search_filters_on_metadata(store: Store) -> None:
    hits = store.search(_unit([[1, 0, 0]])[0], 3, {"path": "/p2"})
    assert [h.id for h in hits] == ["c"]
    assert store.search(_unit([[1, 0, 0]])[0], 3, {"path": {"$in": ["/p1"]}})[0].id == "a"


def test_get_upsert_delete_and_count(store: Store) -> None:
    assert sorted(c.id for c in store.get({"path": "/p1"})) == ["a", "b"]
    assert store.get({"path": "/p1", "n": 2})[0].id == "b"  # several keys are and-ed
    store.upsert(["a"], ["alpha 2"], _unit([[0, 0, 1]]), [{"path": "/p3", "n": 9}])
    assert store.count() == 3  # upsert replaces, never duplicates
    (a,) = store.get({"path": "/p3"}, with_text=True)
    assert (a.id, a.text) == ("a", "alpha 2")
    store.delete(["a", "b", "never-existed"])
    assert store.count() == 1


def test_collection_persists_and_keeps_its_metadata(tmp_path: Path, store: Store) -> None:
    store.close()
    again = open_store("unit-test", data_dir=tmp_path)
    assert again.count() == 3
    assert again.metadata["groundwise_embedder"] == "x"
    again.close()
    names = [name for name, _, _ in list_collections(data_dir=tmp_path)]
    assert names == ["unit-test"]


def test_missing_collection_says_how_to_create_it(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="groundwise ingest PATH --collection nope"):
        open_store("nope", data_dir=tmp_path)
    with pytest.raises(StoreError, match="no collection 'nope' to delete"):
        delete_collection("nope", data_dir=tmp_path)


def test_delete_collection(tmp_path: Path, store: Store) -> None:
    store.close()
    delete_collection("unit-test", data_dir=tmp_path)
    assert list_collections(data_dir=tmp_path) == []


@pytest.mark.parametrize(
    "name",
    [
        "ab",  # too short
        "-leading-dash",  # must start with a letter or digit
        "has space",  # spaces are not allowed
        "two..dots",  # consecutive dots
    ],
)
def test_bad_collection_names_are_rejected(tmp_path: Path, name: str) -> None:
    with pytest.raises(StoreError, match="is not allowed"):
        open_store(name, data_dir=tmp_path, create_metadata={})


def test_empty_collection_search_is_empty(tmp_path: Path) -> None:
    with open_store("empty", data_dir=tmp_path, create_metadata={}) as s:
        assert s.search(_unit([[1, 0, 0]])[0], 5) == []


def test_default_data_dir_follows_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GROUNDWISE_DATA_DIR", str(tmp_path / "gw"))
    assert default_data_dir() == tmp_path / "gw"
    monkeypatch.delenv("GROUNDWISE_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "groundwise"


def test_unreachable_server_is_a_store_error() -> None:
    # Port 9 (discard) on loopback: nothing listens there in the test environment.
    with pytest.raises(StoreError, match="cannot reach the Chroma server"):
        open_store("x-y-z", chroma_url="http://127.0.0.1:9")
    with pytest.raises(StoreError, match="not an http"):
        open_store("x-y-z", chroma_url="ftp://127.0.0.1:9")
