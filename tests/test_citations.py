"""Citations: dedup by source, numbering, excerpts that slice their source, marker insertion."""

from __future__ import annotations

import re

import pytest

from groundwise.citations import MAX_EXCERPT_CHARS, build_citations, excerpt_span
from groundwise.errors import InputError
from groundwise.results import (
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    Evidence,
    MatchType,
    Status,
)
from groundwise.sources import Source, flatten_json

SOURCES = {
    "crm": Source("crm", "Deal value: $500,000. Expected close: 2024-12-15.", "Opportunity"),
    "log": Source("log", "Last contact with the client was on November 7, 2024.", "Activity log"),
    "notes": Source("notes", "The client raised concerns about the budget.", "Meeting notes"),
}


def judged(
    answer: str,
    claim_text: str,
    status: Status = Status.VERIFIED,
    evidence: list[tuple[str, str, float]] | None = None,
    support: float = 0.9,
    cid: str | None = None,
    ctype: ClaimType = ClaimType.FACT,
    sources: dict[str, Source] = SOURCES,
) -> ClaimResult:
    """A judged claim located in ``answer``; evidence given as (source id, quoted text, score)."""
    start = answer.index(claim_text)
    claim = Claim(
        cid or f"c{start}",
        claim_text,
        start,
        start + len(claim_text),
        ctype,
        ClaimCategory.FACTUAL,
        status is not Status.NOT_CHECKABLE,
    )
    spans = []
    for source_id, quoted, score in evidence or []:
        text = sources[source_id].text
        s = text.index(quoted)
        spans.append(Evidence(source_id, s, s + len(quoted), quoted, score))
    match = MatchType.SEMANTIC if status is Status.VERIFIED else MatchType.PARTIAL
    return ClaimResult(claim, status, support, match, tuple(spans))


def strip_inserted(grounded: str) -> str:
    """Remove markers in the inserted style (a space, then one or more [n])."""
    return re.sub(r" (?:\[\d+\])+", "", grounded)


ANSWER = (
    "The deal is worth $500,000. The client raised budget concerns. "
    "It should close on 2024-12-15. Last contact was on November 7."
)


def deal_results(answer: str = ANSWER) -> list[ClaimResult]:
    return [
        judged(
            answer, "The deal is worth $500,000", evidence=[("crm", "Deal value: $500,000", 0.9)]
        ),
        judged(
            answer,
            "The client raised budget concerns",
            evidence=[("notes", "The client raised concerns about the budget.", 0.8)],
            support=0.8,
        ),
        judged(
            answer,
            "It should close on 2024-12-15",
            evidence=[("crm", "Expected close: 2024-12-15", 0.95)],
            support=0.95,
        ),
        judged(
            answer,
            "Last contact was on November 7",
            Status.PARTIALLY_VERIFIED,
            evidence=[("log", "Last contact with the client was on November 7, 2024.", 0.7)],
            support=0.6,
        ),
    ]


def test_markers_go_after_claims_and_same_source_gets_same_number() -> None:
    cites, grounded = build_citations(ANSWER, deal_results(), SOURCES)
    assert grounded == (
        "The deal is worth $500,000 [1]. The client raised budget concerns [2]. "
        "It should close on 2024-12-15 [1]. Last contact was on November 7 [3]."
    )
    assert [(c.number, c.source_id) for c in cites] == [(1, "crm"), (2, "notes"), (3, "log")]


def test_one_citation_per_source_covering_its_spans_and_all_claim_ids() -> None:
    cites, _ = build_citations(ANSWER, deal_results(), SOURCES)
    crm = cites[0]
    # both cited spans of the record fit in 150 characters, so the excerpt covers both
    assert crm.excerpt == "Deal value: $500,000. Expected close: 2024-12-15"
    assert crm.confidence == pytest.approx(0.95)
    assert crm.title == "Opportunity"
    assert crm.claim_ids == ("c0", "c63")
    assert len({c.source_id for c in cites}) == len(cites)


def test_spans_too_far_apart_cite_the_best_supporting_one() -> None:
    filler = " Nothing to see here." * 10
    crm = Source("crm", "Deal value: $500,000." + filler + " Expected close: 2024-12-15.", "CRM")
    answer = "The deal is worth $500,000 and closes on 2024-12-15."
    sources = {"crm": crm}
    results = [
        judged(
            answer,
            "The deal is worth $500,000",
            evidence=[("crm", "Deal value: $500,000", 0.9)],
            sources=sources,
        ),
        judged(
            answer,
            "closes on 2024-12-15",
            evidence=[("crm", "Expected close: 2024-12-15", 0.95)],
            support=0.95,
            sources=sources,
        ),
    ]
    cites, _ = build_citations(answer, results, sources)
    # the close-date claim has the higher support, so its span is the excerpt
    assert [c.excerpt for c in cites] == ["Expected close: 2024-12-15"]


def test_excerpts_slice_their_source_exactly() -> None:
    cites, _ = build_citations(ANSWER, deal_results(), SOURCES)
    for c in cites:
        assert SOURCES[c.source_id].text[c.start : c.end] == c.excerpt
        assert len(c.excerpt) <= MAX_EXCERPT_CHARS


def test_removing_inserted_markers_gives_back_the_original() -> None:
    _, grounded = build_citations(ANSWER, deal_results(), SOURCES)
    assert grounded != ANSWER
    assert strip_inserted(grounded) == ANSWER


@pytest.mark.parametrize(
    "status",
    [
        Status.UNVERIFIED,  # no support: no citation
        Status.CONTRADICTED,  # the source says otherwise: no citation
        Status.NOT_CHECKABLE,  # opinions are never cited
    ],
)
def test_only_supported_claims_are_cited(status: Status) -> None:
    answer = "The deal is worth $500,000."
    r = judged(answer, "The deal is worth $500,000", status, [("crm", "Deal value: $500,000", 0.9)])
    assert build_citations(answer, [r], SOURCES) == ([], answer)


def test_verified_claim_without_evidence_gets_no_citation() -> None:
    answer = "The deal is worth $500,000."
    r = judged(answer, "The deal is worth $500,000")
    assert build_citations(answer, [r], SOURCES) == ([], answer)


def test_opinion_only_answer_gets_no_citations() -> None:
    answer = "In my view this deal is critical. The timing feels excellent."
    results = [
        judged(answer, "In my view this deal is critical", Status.NOT_CHECKABLE, support=0.0),
        judged(answer, "The timing feels excellent", Status.NOT_CHECKABLE, support=0.0),
    ]
    assert build_citations(answer, results, SOURCES) == ([], answer)


def test_at_most_max_citations_and_later_sources_get_no_marker() -> None:
    sources = {str(i): Source(str(i), f"Fact number {i} is true.") for i in range(1, 26)}
    answer = " ".join(f"Fact {i} holds." for i in range(1, 26))
    results = [
        judged(
            answer,
            f"Fact {i} holds",
            evidence=[(str(i), f"Fact number {i} is true.", 0.9)],
            sources=sources,
        )
        for i in range(1, 26)
    ]
    cites, grounded = build_citations(answer, results, sources)
    assert [c.number for c in cites] == list(range(1, 21))
    assert "Fact 20 holds [20]." in grounded
    assert "Fact 21 holds." in grounded
    assert "[21]" not in grounded
    assert strip_inserted(grounded) == answer


def test_a_capped_source_already_numbered_keeps_its_marker() -> None:
    answer = "The deal is worth $500,000. Last contact was on November 7. It closes on 2024-12-15."
    results = [
        judged(
            answer, "The deal is worth $500,000", evidence=[("crm", "Deal value: $500,000", 0.9)]
        ),
        judged(
            answer,
            "Last contact was on November 7",
            evidence=[("log", "Last contact with the client was on November 7, 2024.", 0.9)],
        ),
        judged(
            answer, "It closes on 2024-12-15", evidence=[("crm", "Expected close: 2024-12-15", 0.9)]
        ),
    ]
    cites, grounded = build_citations(answer, results, SOURCES, max_citations=1)
    assert [c.source_id for c in cites] == ["crm"]
    assert grounded == (
        "The deal is worth $500,000 [1]. Last contact was on November 7. It closes on 2024-12-15 [1]."
    )


def test_zero_max_citations_leaves_the_answer_alone() -> None:
    assert build_citations(ANSWER, deal_results(), SOURCES, max_citations=0) == ([], ANSWER)


def test_negative_max_citations_is_an_input_error() -> None:
    with pytest.raises(InputError, match="max_citations"):
        build_citations(ANSWER, deal_results(), SOURCES, max_citations=-1)


def test_claims_ending_at_one_place_share_a_marker_group() -> None:
    answer = "The deal is worth $500,000 after budget concerns."
    results = [
        judged(
            answer,
            "The deal is worth $500,000 after budget concerns",
            evidence=[("crm", "Deal value: $500,000", 0.9)],
            cid="c1",
        ),
        judged(
            answer,
            "budget concerns",
            evidence=[("notes", "The client raised concerns about the budget.", 0.8)],
            cid="c2",
        ),
    ]
    _, grounded = build_citations(answer, results, SOURCES)
    assert grounded == "The deal is worth $500,000 after budget concerns [1][2]."


@pytest.mark.parametrize(
    "answer",
    [
        "The deal is worth $500,000 [1].",  # marker already before the full stop
        "The deal is worth $500,000. [1]",  # marker already after the full stop
        "The deal is worth $500,000 [1, 2].",  # a group that includes it
    ],
)
def test_marker_already_there_is_not_repeated(answer: str) -> None:
    r = judged(
        answer, "The deal is worth $500,000", evidence=[("crm", "Deal value: $500,000", 0.9)]
    )
    cites, grounded = build_citations(answer, [r], SOURCES)
    assert grounded == answer
    assert [c.number for c in cites] == [1]


def test_grounding_a_grounded_answer_changes_nothing() -> None:
    _, once = build_citations(ANSWER, deal_results(), SOURCES)
    # claims of the grounded answer, located the same way (their spans now end before markers)
    _, twice = build_citations(once, deal_results(once), SOURCES)
    assert twice == once


def test_claim_ending_with_a_quote_keeps_the_quote_closed() -> None:
    answer = 'The notes say "budget concerns."'
    r = judged(
        answer,
        'The notes say "budget concerns."',
        evidence=[("notes", "The client raised concerns about the budget.", 0.8)],
    )
    _, grounded = build_citations(answer, [r], SOURCES)
    assert grounded == 'The notes say "budget concerns." [1]'


def test_long_evidence_is_narrowed_around_the_claim_words() -> None:
    filler = "Nothing of note happened in this part of the quarterly report at all. " * 4
    text = filler + "Revenue grew by 12 percent to 4.1 million dollars in March. " + filler
    source = Source("r", text, "Report")
    answer = "Revenue grew 12 percent in March."
    claim_text = "Revenue grew 12 percent in March"
    r = judged(
        answer,
        claim_text,
        evidence=[("r", text.strip(), 0.9)],
        sources={"r": source},
    )
    (cite,), _ = build_citations(answer, [r], {"r": source})
    assert len(cite.excerpt) <= MAX_EXCERPT_CHARS
    assert text[cite.start : cite.end] == cite.excerpt
    assert "Revenue grew by 12 percent" in cite.excerpt
    assert "March" in cite.excerpt
    # cut at word boundaries: no half words at either end
    assert not text[cite.start - 1].strip() and not text[cite.end].strip()


@pytest.mark.parametrize(
    ("text", "start", "end", "expected"),
    [
        ("  short span  ", 0, 14, (2, 12)),  # whitespace trimmed
        ("   ", 0, 3, None),  # only whitespace: nothing to cite
        ("x" * 400, 0, 400, (0, MAX_EXCERPT_CHARS)),  # one giant token: cut hard
    ],
)
def test_excerpt_span_edges(
    text: str, start: int, end: int, expected: tuple[int, int] | None
) -> None:
    assert excerpt_span(text, start, end, "short") == expected


def test_json_source_citation_carries_its_field_path() -> None:
    text, fields = flatten_json({"opportunity": {"value": 500000, "stage": "negotiation"}})
    source = Source("opp", text, "Opportunity", fields=fields)
    answer = "The value is 500000."
    r = judged(
        answer,
        "The value is 500000",
        evidence=[("opp", "value: 500000", 0.9)],
        sources={"opp": source},
    )
    (cite,), _ = build_citations(answer, [r], {"opp": source})
    assert cite.field_path == "opportunity.value"
    assert cite.to_dict()["field_path"] == "opportunity.value"


def test_evidence_from_an_unknown_source_is_an_input_error() -> None:
    answer = "The deal is worth $500,000."
    r = judged(
        answer, "The deal is worth $500,000", evidence=[("crm", "Deal value: $500,000", 0.9)]
    )
    with pytest.raises(InputError, match="not among the sources"):
        build_citations(answer, [r], {"log": SOURCES["log"]})
