"""Grouped cross-validation folds: every group lies wholly in one fold."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import numpy as np

from groundwise.errors import InputError


def grouped_folds(groups: Sequence[str], k: int, seed: int) -> np.ndarray:
    """Fold number (0..k-1) of each item; items of one group always share a fold.

    Groups are shuffled with ``seed``, then placed largest first into the fold with the fewest
    items so far, so folds come out about equal in size whatever the group sizes.
    """
    if k < 2:
        raise InputError(f"cross-validation needs at least 2 folds, got {k}")
    sizes = Counter(groups)
    if len(sizes) < k:
        raise InputError(f"{len(sizes)} groups cannot fill {k} folds; use fewer folds")
    order = sorted(sizes)
    random.Random(seed).shuffle(order)
    # A stable sort keeps the shuffled order among groups of equal size.
    order.sort(key=lambda g: -sizes[g])
    load = [0] * k
    fold_of: dict[str, int] = {}
    for g in order:
        fold = min(range(k), key=lambda i: (load[i], i))
        fold_of[g] = fold
        load[fold] += sizes[g]
    return np.array([fold_of[g] for g in groups], dtype=int)
