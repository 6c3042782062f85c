"""Work on a check's texts, done once per check however many sources it has.

Every claim of an answer is read against the same sources, so the detectors and features keep
what they derive from a text (its tokens, sentences, names, figures, schedules): each such
function is a :func:`text_cache`. Across checks an LRU keeps the results of the last texts seen
(up to :data:`SOURCE_TEXTS` sources), which is what makes a repeated question against the same
sources cheap. An LRU alone forgets a check's sources before its next claim once there are more of them
than it holds (a long document's sentences, many retrieved chunks), and then every claim redoes
the work of every source: with LRUs of 32 texts, a 950-word answer against 300 sources took 73 s.
So while a check runs (:func:`scope`), every result is also kept in the check's own dict, and
dropped with it.

The cached functions are pure (their result depends on their arguments only), so a result is
the same whichever cache it comes from.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import ParamSpec, TypeVar, cast

_P = ParamSpec("_P")
_R = TypeVar("_R")

#: Sources whose small readings (figures, dates, names, schedules: the costly parses, whose
#: results are a fraction of the text's size) a cache keeps from one check to the next: more
#: than the service lets one request have (``--max-sources``, 100). Caches of a whole text's
#: tokens, sentences or words keep 32 sources, since their results grow with the text; caches
#: of sentences and claims keep thousands.
SOURCE_TEXTS = 128

#: The running check's memo, or ``None`` outside a check.
_ACTIVE: ContextVar[dict[object, object] | None] = ContextVar("groundwise_memo", default=None)


@contextmanager
def scope(memo: dict[object, object]) -> Iterator[None]:
    """Keep every :func:`text_cache` result in ``memo`` (one check's) while the block runs.

    Hold a scope only around work that does not yield to other code: a generator that yields
    inside one would lend ``memo`` to whatever runs in between.
    """
    token = _ACTIVE.set(memo)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def text_cache(maxsize: int) -> Callable[[Callable[_P, _R]], Callable[_P, _R]]:
    """An LRU of ``maxsize`` results across checks, plus the running check's memo."""

    def wrap(fn: Callable[_P, _R]) -> Callable[_P, _R]:
        wrapper = functools.lru_cache(maxsize=maxsize)(fn)
        lru = cast(Callable[_P, _R], wrapper)

        @functools.wraps(fn)
        def cached(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            memo = _ACTIVE.get()
            if memo is None:
                return lru(*args, **kwargs)
            key = (cached, args, tuple(kwargs.items())) if kwargs else (cached, args)
            try:
                return memo[key]  # type: ignore[return-value]
            except KeyError:
                value = memo[key] = lru(*args, **kwargs)
                return value

        cached.cache_info = wrapper.cache_info  # type: ignore[attr-defined]
        cached.cache_clear = wrapper.cache_clear  # type: ignore[attr-defined]
        return cached

    return wrap
