"""Groundwise: check an AI-generated answer against its sources, claim by claim.

    >>> import groundwise
    >>> report = groundwise.verify("The deal is worth $500K.", ["value: 500000"])
    >>> report.supported
    True

Names are imported lazily so ``import groundwise`` stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "Citation",
    "Claim",
    "ClaimResult",
    "Collection",
    "Config",
    "Evidence",
    "Flag",
    "GroundwiseError",
    "Judge",
    "Report",
    "Source",
    "Verifier",
    "verify",
]

_LAZY = {
    "Citation": "groundwise.results",
    "Claim": "groundwise.results",
    "ClaimResult": "groundwise.results",
    "Collection": "groundwise.collection",
    "Config": "groundwise.config",
    "Evidence": "groundwise.results",
    "Flag": "groundwise.results",
    "GroundwiseError": "groundwise.errors",
    "Judge": "groundwise.judges",
    "Report": "groundwise.results",
    "Source": "groundwise.sources",
    "Verifier": "groundwise.verifier",
    "verify": "groundwise.verifier",
}

if TYPE_CHECKING:
    from groundwise.collection import Collection
    from groundwise.config import Config
    from groundwise.errors import GroundwiseError
    from groundwise.judges import Judge
    from groundwise.results import Citation, Claim, ClaimResult, Evidence, Flag, Report
    from groundwise.sources import Source
    from groundwise.verifier import Verifier, verify


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'groundwise' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
