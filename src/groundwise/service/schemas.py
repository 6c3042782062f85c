"""HTTP request bodies: pydantic models at the edge, ``extra="forbid"`` so typos fail loudly.

Responses are not modelled here: a verification answers with ``Report.to_dict()``, the one JSON
shape every interface emits.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from groundwise.loaders import json_source
from groundwise.sources import Source


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SourceIn(_Body):
    """One source: ``text``, or a JSON ``json`` record flattened into ``key: value`` lines."""

    id: Annotated[str, Field(min_length=1, max_length=200)] | None = Field(
        default=None, description="Unique id; defaults to the source's position (1, 2, ...)."
    )
    title: str = Field(default="", max_length=500, description="Shown in citations.")
    text: str | None = Field(default=None, description="The source text.")
    json_record: Any = Field(
        default=None,
        alias="json",
        description="A JSON record instead of text; evidence in it keeps its field path.",
    )

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    @model_validator(mode="after")
    def _one_body(self) -> SourceIn:
        if (self.text is None) == (self.json_record is None):
            raise ValueError("give a source either 'text' or 'json', not both or neither")
        return self

    def to_source(self, position: int) -> Source:
        """The library :class:`Source` of this body (ids default to the 1-based position)."""
        sid = self.id or str(position)
        if self.json_record is not None:
            return json_source(sid, self.json_record, title=self.title or sid)
        return Source(id=sid, text=self.text or "", title=self.title or f"Source {sid}")


class VerifyOptions(_Body):
    """Per-request options of a verification."""

    as_of: dt.date | None = Field(
        default=None, description="Date (YYYY-MM-DD) relative phrases are resolved against."
    )
    threshold: float | None = Field(
        default=None, ge=0.0, le=1.0, description="Support needed for 'supported'."
    )
    top_k: int | None = Field(default=None, ge=1, le=50, description="Evidence spans per claim.")

    def as_kwargs(self) -> dict[str, Any]:
        """The options that were given, as keyword arguments of ``Verifier.verify``."""
        return self.model_dump(exclude_none=True)


class VerifyRequest(_Body):
    """Body of ``POST /v1/verify`` and ``POST /v1/verify/stream``."""

    answer: str = Field(description="The AI-generated answer to check.")
    question: str | None = Field(
        default=None,
        description="The user's question the answer replies to (optional). It is no evidence; "
        "names, numbers and quotations the answer repeats from it are not reported as made up.",
    )
    sources: list[str | SourceIn] = Field(
        default_factory=list, description="Plain texts, or objects with id, title, text or json."
    )
    options: VerifyOptions = Field(default_factory=VerifyOptions)

    def library_sources(self) -> list[Source]:
        """The sources as library values: plain strings get ids ``"1"``, ``"2"``, ..."""
        out = []
        for i, s in enumerate(self.sources, start=1):
            if isinstance(s, str):
                out.append(Source(id=str(i), text=s, title=f"Source {i}"))
            else:
                out.append(s.to_source(i))
        return out


class SearchRequest(_Body):
    """Body of ``POST /v1/search``."""

    collection: str = Field(min_length=1, max_length=200, description="Collection name.")
    query: str = Field(min_length=1, description="What to search for.")
    k: int = Field(default=5, ge=1, le=50, description="How many passages to return.")


class AskRequest(_Body):
    """Body of ``POST /v1/ask``."""

    collection: str = Field(min_length=1, max_length=200, description="Collection name.")
    question: str = Field(min_length=1, description="The question to answer from the collection.")
    k: int = Field(default=5, ge=1, le=50, description="Passages the answer may draw on.")
    options: VerifyOptions = Field(
        default_factory=VerifyOptions,
        description="Options for verifying a generated (LLM) answer; unused by extractive answers.",
    )
