"""The ``groundwise`` command line: a thin layer of subcommands over the library.

Each subcommand lives in its own module with ``register(subparsers)``; that function adds a parser
whose ``func`` default takes the parsed args and returns an exit code. Exit codes: 0 success /
supported, 1 not supported (below ``--fail-under``), 2 bad usage or input.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from groundwise.errors import GroundwiseError

#: Subcommand modules, in the order ``--help`` lists them.
SUBCOMMANDS = (
    "groundwise.cli.verify",
    "groundwise.cli.batch",
    "groundwise.cli.bench",
    "groundwise.cli.collection",
    "groundwise.cli.serve",
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"groundwise: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with every subcommand registered."""
    parser = _Parser(prog="groundwise", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in SUBCOMMANDS:
        importlib.import_module(name).register(sub)
    return parser


def _version() -> str:
    from groundwise import __version__

    return f"groundwise {__version__}"


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except GroundwiseError as exc:
        print(f"groundwise: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("groundwise: interrupted", file=sys.stderr)
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
