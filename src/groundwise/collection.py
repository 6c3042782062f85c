"""Collections: documents kept in a store, searched and verified against with provenance.

    >>> from groundwise.collection import Collection
    >>> docs = Collection("handbook", data_dir="/tmp/gw")          # doctest: +SKIP
    >>> docs.ingest(["policies/"]).to_dict()["added"]               # doctest: +SKIP
    >>> docs.search("How many vacation days?").results[0].citation()  # doctest: +SKIP
    '[handbook.pdf, p. 3]'

Search embeds the query, fetches nearest neighbours from the store and re-ranks them with the
retrieval rules (authority, domain, recency, jurisdiction, truth type); every result carries the
factor values of its score. ``gaps`` says which truth types cover a topic; ``verify`` retrieves
evidence for each claim of an answer and runs the core verifier on it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from groundwise.embeddings import Embedder, load_embedder
from groundwise.errors import ConfigError, InputError, ModelUnavailableError
from groundwise.ingest import IngestSummary, Progress, ingest_paths
from groundwise.results import Report
from groundwise.retrieval_rules import (
    Route,
    Rules,
    Scored,
    load_rules,
    route_query,
    rules_ref,
    score_hit,
)
from groundwise.sources import Source
from groundwise.store import MetaValue, Store, StoreError, StoreHit, open_store

#: Citation styles of :meth:`Collection.verify`.
CITATION_STYLES = ("brief", "full", "academic")
#: Collection metadata keys Groundwise writes when it creates a collection.
META_EMBEDDER = "groundwise_embedder"
#: Embedder of a new collection when none is named.
DEFAULT_EMBEDDER = "minilm"
META_RULES = "groundwise_rules"


@dataclass(frozen=True)
class SearchResult:
    """One ranked chunk with its provenance and the factors of its score."""

    id: str
    text: str
    score: float
    factors: Mapping[str, float]
    metadata: Mapping[str, MetaValue]

    def _m(self, key: str) -> Any:
        return self.metadata.get(key, "")

    @property
    def path(self) -> str:
        """Absolute path of the source file."""
        return str(self._m("path"))

    @property
    def document(self) -> str:
        """File name of the source."""
        return str(self._m("document"))

    @property
    def page(self) -> int | None:
        """1-based page number, or ``None`` for unpaged formats."""
        page = self.metadata.get("page", 0)
        return int(page) if page else None

    @property
    def section(self) -> str:
        """Section heading path ("Leave > Parental leave"), or ``""``."""
        return str(self._m("section"))

    @property
    def start(self) -> int:
        """Start offset of the chunk in its page's text."""
        return int(self.metadata.get("start", 0))

    @property
    def end(self) -> int:
        """End offset (exclusive) of the chunk in its page's text."""
        return int(self.metadata.get("end", 0))

    def citation(self, style: str = "brief") -> str:
        """Where the chunk comes from, in a citation style (``brief``, ``full``, ``academic``)."""
        return format_citation(self.metadata, style, excerpt=self.text)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape: provenance, classification, text, score and factors."""
        m = self.metadata
        return {
            "id": self.id,
            "path": self.path,
            "document": self.document,
            "title": m.get("title", ""),
            "page": self.page,
            "section": self.section,
            "start": self.start,
            "end": self.end,
            "truth_type": m.get("truth_type", ""),
            "source_authority": m.get("source_authority", ""),
            "domain": m.get("domain", ""),
            "effective_date": m.get("effective_date") or None,
            "jurisdiction": m.get("jurisdiction") or None,
            "classification_confidence": m.get("classification_confidence"),
            "score": round(self.score, 4),
            "factors": {k: round(v, 4) for k, v in self.factors.items()},
            "text": self.text,
        }


@dataclass(frozen=True)
class SearchResults:
    """Ranked results of one query and how the query was routed."""

    query: str
    route: Route
    results: tuple[SearchResult, ...]

    def to_dict(self) -> dict[str, Any]:
        """``{"query": ..., "route": {...}, "results": [...]}``."""
        return {
            "query": self.query,
            "route": self.route.to_dict(),
            "results": [r.to_dict() for r in self.results],
        }


@dataclass(frozen=True)
class TruthCoverage:
    """Whether one truth type covers a topic, and how bad it is when it does not."""

    truth_type: str
    covered: bool
    severity: str
    similarity: float
    recommendation: str
    best: SearchResult | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of one truth type's coverage."""
        return {
            "truth_type": self.truth_type,
            "status": "covered" if self.covered else "missing",
            "severity": self.severity,
            "similarity": round(self.similarity, 4),
            "recommendation": None if self.covered else self.recommendation,
            "best": None if self.best is None else self.best.to_dict(),
        }


@dataclass(frozen=True)
class GapAnalysis:
    """Coverage of a topic by each truth type; ``coverage_score`` is the covered fraction."""

    topic: str
    truths: tuple[TruthCoverage, ...]
    coverage_score: float
    min_similarity: float

    @property
    def gaps(self) -> tuple[TruthCoverage, ...]:
        """The missing truth types, most severe first."""
        order = {"high": 0, "medium": 1, "low": 2}
        return tuple(
            sorted((t for t in self.truths if not t.covered), key=lambda t: order[t.severity])
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON shape: topic, coverage score, covered and missing truth types, per-truth detail."""
        return {
            "topic": self.topic,
            "coverage_score": round(self.coverage_score, 4),
            "min_similarity": self.min_similarity,
            "covered": [t.truth_type for t in self.truths if t.covered],
            "missing": [t.truth_type for t in self.gaps],
            "truth_types": [t.to_dict() for t in self.truths],
        }


@dataclass(frozen=True)
class DocumentCitation:
    """A report citation traced back to its document: page, section and document offsets."""

    number: int
    chunk_id: str
    text: str
    excerpt: str
    start: int
    end: int
    metadata: Mapping[str, MetaValue] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape: number, formatted text, document, page, section, offsets and excerpt."""
        m = self.metadata
        page = m.get("page") or None
        return {
            "number": self.number,
            "text": self.text,
            "chunk_id": self.chunk_id,
            "document": m.get("document", ""),
            "path": m.get("path", ""),
            "title": m.get("title", ""),
            "page": page,
            "section": m.get("section", ""),
            "start": self.start,
            "end": self.end,
            "excerpt": self.excerpt,
            "truth_type": m.get("truth_type", ""),
            "source_authority": m.get("source_authority", ""),
            "effective_date": m.get("effective_date") or None,
        }


@dataclass(frozen=True)
class CollectionReport:
    """A verification report whose sources were retrieved from a collection."""

    report: Report
    collection: str
    citation_style: str
    citations: tuple[DocumentCitation, ...]
    bibliography: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The core report's JSON plus ``collection``, ``document_citations``, ``bibliography``."""
        d = self.report.to_dict()
        d["collection"] = self.collection
        d["citation_style"] = self.citation_style
        d["document_citations"] = [c.to_dict() for c in self.citations]
        d["bibliography"] = list(self.bibliography)
        return d


def _page_label(meta: Mapping[str, Any]) -> str:
    page = meta.get("page") or 0
    return f"p. {page}" if page else ""


def format_citation(meta: Mapping[str, Any], style: str = "brief", *, excerpt: str = "") -> str:
    """A chunk's citation: brief ``handbook.pdf, p. 3``; full adds section, excerpt, authority;
    academic reads ``Authority (date). Title [file], p. 3, § Section.``"""
    if style not in CITATION_STYLES:
        raise InputError(
            f"citation style {style!r} is unknown; use one of {', '.join(CITATION_STYLES)}"
        )
    doc = str(meta.get("document", "")) or "unknown document"
    page = _page_label(meta)
    section = str(meta.get("section", ""))
    if style == "brief":
        return ", ".join(p for p in (doc, page) if p)
    if style == "full":
        parts = [doc, page, f"§ {section}" if section else ""]
        head = ", ".join(p for p in parts if p)
        quote = " ".join(excerpt.split())
        if len(quote) > 120:
            quote = quote[:117].rstrip() + "..."
        kind = ", ".join(
            str(v)
            for v in (
                meta.get("truth_type"),
                meta.get("source_authority"),
                meta.get("effective_date"),
            )
            if v
        )
        return head + (f' — "{quote}"' if quote else "") + (f" ({kind})" if kind else "")
    author = str(meta.get("author") or "") or str(meta.get("source_authority") or "").capitalize()
    date = str(meta.get("effective_date") or "") or "n.d."
    title = str(meta.get("title") or "") or doc
    where = ", ".join(p for p in (page, f"§ {section}" if section else "") if p)
    named = f"{title} [{doc}]" if title != doc else doc
    return f"{author or 'Unknown'} ({date}). {named}" + (f", {where}." if where else ".")


def bibliography(citations: Sequence[DocumentCitation], style: str = "brief") -> list[str]:
    """One entry per cited document, in order of first citation, with the pages cited."""
    by_doc: dict[str, list[DocumentCitation]] = {}
    for c in citations:
        by_doc.setdefault(str(c.metadata.get("path", "")), []).append(c)
    out = []
    for cites in by_doc.values():
        m = cites[0].metadata
        numbers = ", ".join(f"[{c.number}]" for c in cites)
        pages = sorted({int(p) for c in cites if (p := c.metadata.get("page"))})
        page_text = (
            ("p. " if len(pages) == 1 else "pp. ") + ", ".join(map(str, pages)) if pages else ""
        )
        doc = str(m.get("document", ""))
        if style == "brief":
            entry = ", ".join(p for p in (doc, page_text) if p)
        elif style == "full":
            kind = ", ".join(
                str(v)
                for v in (m.get("truth_type"), m.get("source_authority"), m.get("effective_date"))
                if v
            )
            entry = f"{doc} — {m.get('title') or doc}" + (f" ({kind})" if kind else "")
            entry += f"; {page_text}" if page_text else ""
            entry += f"; {m.get('path')}"
        else:
            author = str(m.get("author") or "") or str(m.get("source_authority") or "").capitalize()
            date = str(m.get("effective_date") or "") or "n.d."
            title = str(m.get("title") or "") or doc
            entry = f"{author or 'Unknown'} ({date}). {title}" + (
                f" [{doc}]" if title != doc else ""
            )
            entry += f". {page_text.capitalize()}." if page_text else "."
        out.append(f"{numbers} {entry}")
    return out


class Collection:
    """A named collection of documents in a data directory or on a Chroma server."""

    def __init__(
        self,
        name: str,
        *,
        data_dir: str | Path | None = None,
        chroma_url: str | None = None,
        embedder: str | Embedder | None = None,
        model_dir: str | Path | None = None,
        rules: str | Path | Rules | None = None,
    ) -> None:
        self.name = name
        self.data_dir = data_dir
        self.chroma_url = chroma_url
        self._embedder_spec = embedder
        self._model_dir = model_dir
        self._embedder: Embedder | None = embedder if isinstance(embedder, Embedder) else None
        self._rules_spec = rules
        self._rules: Rules | None = rules if isinstance(rules, Rules) else None
        self._store: Store | None = None

    # -- plumbing ---------------------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        """The embedder, loaded on first use; a missing model is a ModelUnavailableError."""
        if self._embedder is None:
            if self._embedder_spec is None:
                self._open(create=False)  # the collection says which embedder it was built with
            spec = self.embedder_name
            if spec == "none":
                raise ConfigError("collections need embeddings; use embedder 'minilm' (or 'fake')")
            model_dir = Path(self._model_dir) if self._model_dir is not None else None
            embedder, problem = load_embedder(spec, model_dir)
            if embedder is None:
                raise ModelUnavailableError(problem or f"embedder {spec!r} is not available")
            self._embedder = embedder
        return self._embedder

    @property
    def embedder_name(self) -> str:
        """The embedder given, else the one the collection was built with, else ``minilm``."""
        if isinstance(self._embedder_spec, Embedder):
            return self._embedder_spec.name
        if self._embedder_spec is not None:
            return self._embedder_spec
        if self._store is not None:
            return str(self._store.metadata.get(META_EMBEDDER, DEFAULT_EMBEDDER))
        return DEFAULT_EMBEDDER

    def _open(self, create: bool) -> Store:
        if self._store is not None:
            return self._store
        create_meta: dict[str, MetaValue] | None = None
        if create:
            create_meta = {
                META_EMBEDDER: self.embedder_name,
                META_RULES: rules_ref(
                    None if isinstance(self._rules_spec, Rules) else self._rules_spec
                ),
            }
        store = open_store(
            self.name,
            data_dir=self.data_dir,
            chroma_url=self.chroma_url,
            create_metadata=create_meta,
        )
        built_with = store.metadata.get(META_EMBEDDER)
        if self._embedder_spec is not None and built_with not in (None, self.embedder_name):
            store.close()
            raise StoreError(
                f"collection {self.name!r} was built with the {built_with!r} embedder, not "
                f"{self.embedder_name!r}; open it with embedder={built_with!r} (--embedder "
                f"{built_with}) or ingest into a new collection"
            )
        self._store = store
        return store

    @property
    def store(self) -> Store:
        """The opened store (the collection must exist)."""
        return self._open(create=False)

    @property
    def rules(self) -> Rules:
        """The rules given, else the ones the collection was created with, else the defaults."""
        if self._rules is None:
            spec = self._rules_spec
            if spec is None:
                spec = str(self.store.metadata.get(META_RULES, "default"))
            if isinstance(spec, Rules):
                return spec
            self._rules = load_rules(spec)
        return self._rules

    def count(self) -> int:
        """Number of chunks in the collection."""
        return self.store.count()

    def close(self) -> None:
        """Close the store connection (it reopens on next use)."""
        if self._store is not None:
            self._store.close()
            self._store = None

    def __enter__(self) -> Collection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the API ------------------------------------------------------------------------------

    def ingest(
        self,
        paths: Iterable[str | Path],
        *,
        meta: Mapping[str, Any] | None = None,
        progress: Progress | None = None,
    ) -> IngestSummary:
        """Ingest files and folders (created on first use); re-ingesting is idempotent."""
        store = self._open(create=True)
        return ingest_paths(store, self.embedder, self.rules, paths, meta=meta, progress=progress)

    def search(
        self,
        query: str,
        *,
        max_results: int | None = None,
        min_score: float | None = None,
        min_similarity: float | None = None,
        query_type: str | None = None,
        truth_types: Sequence[str] | None = None,
        as_of: dt.date | None = None,
        query_vector: Any = None,
    ) -> SearchResults:
        """Ranked chunks for ``query``, each with provenance and the factors of its score.

        ``query_vector`` is the query's embedding when the caller already has it.
        """
        if not query.strip():
            raise InputError("the query is empty; pass the text to search for")
        rules = self.rules
        route = route_query(rules, query, query_type)
        vector = self.embedder.embed([query])[0] if query_vector is None else query_vector
        return self._rank(
            query,
            route,
            self._candidates(vector, max_results, truth_types),
            max_results=max_results,
            min_score=min_score,
            min_similarity=min_similarity,
            as_of=as_of,
        )

    def _candidates(
        self, vector: Any, max_results: int | None, truth_types: Sequence[str] | None
    ) -> list[StoreHit]:
        rules = self.rules
        n = (max_results or rules.max_results) * rules.candidates_per_result
        where: dict[str, Any] | None = None
        if truth_types:
            unknown = [t for t in truth_types if t not in rules.truth_types]
            if unknown:
                raise InputError(
                    f"unknown truth type(s) {', '.join(unknown)}; use {', '.join(rules.truth_types)}"
                )
            where = {"truth_type": {"$in": list(truth_types)}}
        return self.store.search(vector, n, where)

    def _rank(
        self,
        query: str,
        route: Route,
        hits: Sequence[StoreHit],
        *,
        max_results: int | None,
        min_score: float | None,
        min_similarity: float | None,
        as_of: dt.date | None,
    ) -> SearchResults:
        rules = self.rules
        day = as_of or dt.date.today()
        floor_score = rules.min_score if min_score is None else min_score
        floor_sim = rules.min_similarity if min_similarity is None else min_similarity
        scored: list[tuple[StoreHit, Scored]] = [
            (h, score_hit(rules, route, h.similarity, h.metadata, day)) for h in hits
        ]
        kept = [
            SearchResult(h.id, h.text, s.score, s.factors, h.metadata)
            for h, s in scored
            if s.score >= floor_score and s.factors["similarity"] >= floor_sim
        ]
        kept.sort(key=lambda r: (-r.score, r.id))
        return SearchResults(query, route, tuple(kept[: max_results or rules.max_results]))

    def gaps(
        self, topic: str, *, min_similarity: float | None = None, as_of: dt.date | None = None
    ) -> GapAnalysis:
        """Per truth type: does the collection cover ``topic``, and how severe is a gap."""
        if not topic.strip():
            raise InputError("the topic is empty; pass what to look for gaps in")
        rules = self.rules
        threshold = rules.gaps.min_similarity if min_similarity is None else min_similarity
        route = route_query(rules, topic)
        vector = self.embedder.embed([topic])[0]
        truths = []
        for truth in rules.truth_types:
            hits = self.store.search(vector, 1, {"truth_type": truth})
            best = None
            similarity = 0.0
            if hits:
                h = hits[0]
                similarity = max(0.0, min(1.0, h.similarity))
                s = score_hit(rules, route, h.similarity, h.metadata, as_of or dt.date.today())
                best = SearchResult(h.id, h.text, s.score, s.factors, h.metadata)
            truths.append(
                TruthCoverage(
                    truth_type=truth,
                    covered=similarity >= threshold and best is not None,
                    severity=rules.gaps.severity[truth],
                    similarity=similarity,
                    recommendation=rules.gaps.recommendations[truth],
                    best=best,
                )
            )
        covered = sum(1 for t in truths if t.covered)
        return GapAnalysis(topic, tuple(truths), covered / len(truths), threshold)

    def verify(
        self,
        answer: str,
        *,
        citation_style: str = "brief",
        top_k: int = 3,
        verifier: Any = None,
        question: str | None = None,
        **options: Any,
    ) -> CollectionReport:
        """Retrieve evidence for each claim of ``answer`` from the collection and verify it
        (``question``: the user's question, optional, as :meth:`Verifier.verify` takes it)."""
        from groundwise.verifier import Verifier

        if citation_style not in CITATION_STYLES:
            raise InputError(
                f"citation style {citation_style!r} is unknown; use one of {', '.join(CITATION_STYLES)}"
            )
        v = verifier if verifier is not None else Verifier(**options)
        claims = [c for c in v.extractor.extract(answer) if c.verifiable]
        queries = [c.text for c in claims] or [answer]
        vectors = self.embedder.embed(queries)
        rules = self.rules
        chunks: dict[str, SearchResult] = {}
        for query, vector in zip(queries, vectors, strict=True):
            route = route_query(rules, query)
            hits = self.store.search(vector, top_k * rules.candidates_per_result)
            ranked = self._rank(
                query,
                route,
                hits,
                max_results=top_k,
                min_score=0.0,
                min_similarity=rules.min_similarity,
                as_of=None,
            )
            for r in ranked.results:
                chunks.setdefault(r.id, r)
        sources = [
            Source(id=r.id, text=r.text, title=source_title(r.metadata), metadata=dict(r.metadata))
            for r in chunks.values()
        ]
        report = v.verify(answer, sources, question=question)
        cites = tuple(
            DocumentCitation(
                number=c.number,
                chunk_id=c.source_id,
                text=f"[{c.number}] "
                + format_citation(chunks[c.source_id].metadata, citation_style, excerpt=c.excerpt),
                excerpt=c.excerpt,
                start=chunks[c.source_id].start + c.start,
                end=chunks[c.source_id].start + c.end,
                metadata=chunks[c.source_id].metadata,
            )
            for c in report.citations
            if c.source_id in chunks
        )
        return CollectionReport(
            report, self.name, citation_style, cites, tuple(bibliography(cites, citation_style))
        )


def source_title(meta: Mapping[str, Any]) -> str:
    """Title of a retrieved chunk as a verification source: ``file p.N §Section``."""
    parts = [str(meta.get("document", "")) or "chunk"]
    if meta.get("page"):
        parts.append(f"p.{meta['page']}")
    if meta.get("section"):
        parts.append(f"§{meta['section']}")
    return " ".join(parts)


def verify(answer: str, *, collection: str | Collection, **options: Any) -> CollectionReport:
    """Verify ``answer`` against what a collection holds (``collection`` is a name or Collection)."""
    coll_options = {k: options.pop(k) for k in ("data_dir", "chroma_url", "rules") if k in options}
    if isinstance(collection, str):
        embedder = options.get("embedder", "minilm")
        model_dir = options.get("model_dir")
        collection = Collection(collection, embedder=embedder, model_dir=model_dir, **coll_options)
    return collection.verify(answer, **options)
