"""The HTTP service and web page (``groundwise serve``; needs the ``serve`` extra).

    from groundwise.service import ServiceSettings, create_app
    app = create_app(ServiceSettings.from_env())        # an ASGI app for any ASGI server

FastAPI is imported only when this package's names are used, so ``import groundwise`` stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["ServiceSettings", "VerifierPool", "create_app"]

if TYPE_CHECKING:
    from groundwise.service.app import ServiceSettings, VerifierPool, create_app


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'groundwise.service' has no attribute {name!r}")
    from groundwise.service import app

    return getattr(app, name)
