"""A response cache on disk: one JSON file per request, so a rerun costs no call and no token.

The key is the SHA-256 of the canonical JSON of everything that shapes the reply (server URL,
model, messages, temperature, schema). Files are written to a temporary name and renamed, so a
killed run never leaves half a file behind, and a file that cannot be read is treated as a miss.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Environment variable naming the cache folder (the LLM cache is its ``llm`` subfolder).
CACHE_ENV = "GROUNDWISE_CACHE_DIR"
#: Bump when the stored shape changes, so old entries are never misread.
_FORMAT = 1


def default_cache_dir() -> Path:
    """``$GROUNDWISE_CACHE_DIR/llm``, else ``~/.cache/groundwise/llm``."""
    root = os.environ.get(CACHE_ENV)
    base = Path(root).expanduser() if root else Path.home() / ".cache" / "groundwise"
    return base / "llm"


def request_key(request: Mapping[str, Any]) -> str:
    """Hex SHA-256 of the canonical JSON of ``request``."""
    canonical = json.dumps(
        {"format": _FORMAT, "request": request},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class CachedReply:
    """A stored reply: the assistant text and the tokens the original call used."""

    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class ResponseCache:
    """Replies stored under ``folder/<key[:2]>/<key>.json``."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_cache_dir()

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> CachedReply | None:
        """The stored reply for ``key``, or ``None`` when absent or unreadable."""
        try:
            data = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            return None
        return CachedReply(
            data["text"], int(data.get("prompt_tokens", 0)), int(data.get("completion_tokens", 0))
        )

    def put(self, key: str, reply: CachedReply) -> None:
        """Store ``reply`` under ``key`` atomically (a reader sees the old file or the new one)."""
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        body = json.dumps(
            {
                "text": reply.text,
                "prompt_tokens": reply.prompt_tokens,
                "completion_tokens": reply.completion_tokens,
            },
            ensure_ascii=False,
        )
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(body)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
