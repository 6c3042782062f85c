"""Groundwise's exception tree.

Every error a user can cause derives from :class:`GroundwiseError`; the CLI turns any of them into a
one-line message and exit code 2, the service into a JSON error body. Messages say what was wrong and
how to fix it.

    GroundwiseError
    ├── InputError            bad answer, bad option, bad request body
    │   └── SourceError       a source that cannot be read (binary, wrong encoding, malformed JSON)
    ├── ConfigError           a configuration value or file that makes no sense
    ├── ModelUnavailableError a model (embedding, NLI, judge) that is not installed or not found
    ├── PluginError           an unknown or broken judge / extractor / embedder plugin
    └── StoreError            a collection that cannot be opened, created or written
"""

from __future__ import annotations


class GroundwiseError(Exception):
    """Base class of every error Groundwise raises on purpose."""


class InputError(GroundwiseError, ValueError):
    """The answer, an option or a request body is invalid."""


class SourceError(InputError):
    """A source cannot be read or decoded."""


class ConfigError(GroundwiseError, ValueError):
    """A configuration value or file is invalid."""


class ModelUnavailableError(GroundwiseError, RuntimeError):
    """A model the configuration asks for is not installed or cannot be loaded."""


class PluginError(GroundwiseError, LookupError):
    """A plugin name is unknown or the plugin failed to load."""


class StoreError(GroundwiseError, RuntimeError):
    """A collection cannot be opened, created or written (missing, mismatched, unreachable)."""
