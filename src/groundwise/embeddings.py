"""Sentence embeddings: all-MiniLM-L6-v2 run with NumPy (no torch), a fake for tests, a cache."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import numpy as np


class Embedder(ABC):
    """Maps texts to L2-normalised vectors (rows of a float32 matrix)."""

    name: str = "base"
    dim: int = 0

    @abstractmethod
    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """A ``(len(texts), dim)`` float32 matrix of unit vectors."""


def load_embedder(
    backend: str, model_dir: object | None = None
) -> tuple[Embedder | None, str | None]:
    """The embedder a config asks for, or ``(None, reason)`` when its model is not available.

    ``backend`` is ``minilm``, ``none`` or ``fake``. The reason says how to get the model.
    """
    raise NotImplementedError
