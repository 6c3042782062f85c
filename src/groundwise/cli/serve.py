"""``groundwise serve``: the HTTP API and web page (needs ``pip install 'groundwise[serve]'``).

    groundwise serve --host 127.0.0.1 --port 8000
    GROUNDWISE_API_TOKEN=secret groundwise serve --cors-origin https://app.example.com

Verifiers load before the server starts listening, so a missing model fails here with exit 2.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from groundwise.cli.options import add_verifier_arguments, verifier_options
from groundwise.errors import ConfigError

#: Default number of verifications run at once: one per core, at most four.
DEFAULT_CONCURRENCY = max(1, min(4, os.cpu_count() or 1))


def register(subparsers: Any) -> None:
    """Add the ``serve`` subcommand."""
    p = subparsers.add_parser(
        "serve",
        help="run the HTTP API (verify, stream, search, ask) and the web page",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    add_verifier_arguments(p)
    p.add_argument(
        "--concurrency",
        type=int,
        default=DEFAULT_CONCURRENCY,
        metavar="N",
        help=f"verifications run at once, one loaded verifier each (default {DEFAULT_CONCURRENCY})",
    )
    p.add_argument(
        "--max-body-bytes",
        type=int,
        metavar="N",
        help="larger request bodies get 413 (default 2000000; env GROUNDWISE_MAX_BODY_BYTES)",
    )
    p.add_argument(
        "--max-sources",
        type=int,
        metavar="N",
        help="requests with more sources get 413 (default 100; env GROUNDWISE_MAX_SOURCES)",
    )
    p.add_argument(
        "--cors-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="allow browser calls from ORIGIN (repeat; env GROUNDWISE_CORS_ORIGINS); off by default",
    )
    p.add_argument("--data-dir", type=Path, metavar="PATH", help="where collections live")
    p.add_argument("--chroma-url", metavar="URL", help="a Chroma server holding the collections")
    p.add_argument(
        "--log-level",
        choices=("debug", "info", "warning", "error"),
        default="info",
        help="level of the JSON log lines on stderr",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Load the verifiers, then serve until interrupted; returns the exit code."""
    try:
        import uvicorn

        from groundwise.service.app import (
            ServiceSettings,
            VerifierPool,
            configure_logging,
            create_app,
        )
    except ImportError as exc:
        raise ConfigError(
            f"groundwise serve needs the serve extra ({exc.name} is missing); "
            "install it with pip install 'groundwise[serve]'"
        ) from None
    from groundwise.config import Config

    if not 0 < args.port < 65536:
        raise ConfigError(f"--port must be in 1..65535, got {args.port}")
    config = Config().with_options(**verifier_options(args))
    settings = ServiceSettings.from_env(
        config=config,
        concurrency=args.concurrency,
        max_body_bytes=args.max_body_bytes,
        max_sources=args.max_sources,
        cors_origins=tuple(args.cors_origin) or None,
        data_dir=args.data_dir,
        chroma_url=args.chroma_url,
    )
    configure_logging(args.log_level)
    pool = VerifierPool.load(settings.config, settings.concurrency)
    from groundwise.llm.answer import answer_generator

    # With an LLM configured (flags or GROUNDWISE_LLM_*), /v1/ask generates and then verifies.
    app = create_app(settings, pool=pool, llm=answer_generator(settings.config))
    # Our middleware writes one JSON access line per request, so uvicorn's own is off.
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_config=None,
        access_log=False,
        timeout_graceful_shutdown=5,
    )
    return 0
