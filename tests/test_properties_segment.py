"""Property tests: segmentation and claim extraction never crash and always keep exact spans."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from groundwise.claims import RuleClaimExtractor
from groundwise.segment import Segment, source_units, split_clauses, split_sentences

# Text biased towards the characters the rules react to, mixed with arbitrary Unicode.
_PIECES = st.sampled_from(
    [
        ". ",
        "? ",
        "! ",
        "...",
        "…",
        "。",
        "\n",
        "\n\n",
        "\r\n",
        "- ",
        "# ",
        "1. ",
        "[1]",
        "[Source 2]",
        '"',
        "“",
        "”",
        "(",
        ")",
        ", and ",
        " and ",
        " because ",
        " due to ",
        "; ",
        ": ",
        " with 50 ",
        "Mr. ",
        "e.g. ",
        "U.S. ",
        "$1.2M",
        "10.5%",
        "Q4",
        "2024-12-15",
        "However, ",
        "The deal is at risk",
        "value: 500000",
        "In my assessment, ",
        " İ ",
        "ß",
        "\u2028",
        "\x85",
        " ",
    ]
)
TEXT = st.one_of(
    st.text(),
    st.lists(st.one_of(_PIECES, st.text(max_size=8)), max_size=40).map("".join),
)
SETTINGS = settings(deadline=None, max_examples=200)


@SETTINGS
@given(TEXT)
def test_sentences_slice_exactly_in_order_without_overlap(text: str) -> None:
    sentences = split_sentences(text)
    prev_end = 0
    for s in sentences:
        assert text[s.start : s.end] == s.text
        assert s.text and s.text == s.text.strip()
        assert prev_end <= s.start < s.end
        prev_end = s.end


@SETTINGS
@given(TEXT)
@example(", AND: > 0")  # trimming punctuation, a connective, then punctuation again
def test_clauses_slice_exactly_inside_their_sentence(text: str) -> None:
    for sentence in split_sentences(text):
        prev_end = sentence.start
        for c in split_clauses(sentence):
            assert text[c.start : c.end] == c.text
            assert c.text.strip() == c.text and c.text
            assert prev_end <= c.start < c.end <= sentence.end
            prev_end = c.end


@SETTINGS
@given(st.text(), st.integers(min_value=0, max_value=50))
def test_clauses_of_any_segment(text: str, offset: int) -> None:
    original = "x" * offset + text
    seg = Segment(offset, len(original), text)
    for c in split_clauses(seg):
        assert original[c.start : c.end] == c.text


@SETTINGS
@given(TEXT)
def test_source_units_slice_exactly(text: str) -> None:
    units = source_units(text)
    for u in units:
        assert text[u.start : u.end] == u.text
        assert u.text.strip() == u.text and u.text
    assert [(u.start, u.end) for u in units] == sorted({(u.start, u.end) for u in units})


@SETTINGS
@given(TEXT)
def test_extracted_claims_are_exact_non_empty_and_numbered(text: str) -> None:
    claims = RuleClaimExtractor().extract(text)
    for i, c in enumerate(claims, start=1):
        assert c.id == f"c{i}"
        assert text[c.start : c.end] == c.text
        assert c.text.strip() and c.text == c.text.strip()
    starts = [c.start for c in claims]
    assert starts == sorted(starts)
