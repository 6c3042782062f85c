"""Guardrails: existing citation checks and answer-level warnings."""

from __future__ import annotations

import pytest

import groundwise
from groundwise.guardrails import check, cited_source
from groundwise.results import (
    Claim,
    ClaimCategory,
    ClaimResult,
    ClaimType,
    Evidence,
    GuardrailWarning,
    MatchType,
    Severity,
    Status,
    WarningCode,
)
from groundwise.sources import Source

TWO = {
    "1": Source("1", "The deal value is $500,000 and it closes in Q4.", "Source 1"),
    "2": Source("2", "The client raised budget concerns on November 7.", "Source 2"),
}


def judged(
    answer: str,
    claim_text: str,
    sentence: int,
    status: Status = Status.VERIFIED,
    evidence: tuple[str, float] | None = None,
    ctype: ClaimType = ClaimType.FACT,
) -> ClaimResult:
    """A judged claim located in ``answer``; ``evidence`` is (source id, score) over its text."""
    start = answer.index(claim_text)
    claim = Claim(
        f"c{start}",
        claim_text,
        start,
        start + len(claim_text),
        ctype,
        ClaimCategory.FACTUAL,
        status is not Status.NOT_CHECKABLE,
        sentence,
    )
    spans: tuple[Evidence, ...] = ()
    if evidence:
        source_id, score = evidence
        text = TWO[source_id].text
        spans = (Evidence(source_id, 0, len(text), text, score),)
    return ClaimResult(claim, status, 0.9, MatchType.SEMANTIC, spans)


def codes(warnings: list[GuardrailWarning]) -> list[WarningCode]:
    return [w.code for w in warnings]


def test_marker_citing_a_missing_source_is_invalid() -> None:
    answer = "The deal value is $500,000 [Source 9]."
    results = [judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9))]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.INVALID_CITATION
    assert w.severity is Severity.HIGH
    assert w.start is not None and w.end is not None
    assert answer[w.start : w.end] == "[Source 9]"
    assert "source 9" in w.message and "only 2 source(s)" in w.message


def test_group_marker_is_invalid_only_for_the_missing_number() -> None:
    answer = "The deal value is $500,000 [1, 3]."
    results = [judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9))]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.INVALID_CITATION
    assert "cites source 3 " in w.message
    assert "1" not in w.message.split("cites source")[1].split("but")[0]


def test_valid_supported_citation_gives_no_warning() -> None:
    answer = "The deal value is $500,000 [1]. The client raised budget concerns [2]."
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "The client raised budget concerns", 1, evidence=("2", 0.8)),
    ]
    assert check(answer, results, TWO) == []


def test_citing_the_wrong_source_is_unsupported() -> None:
    answer = "The deal value is $500,000 [2]."
    results = [judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9))]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.UNSUPPORTED_CITATION
    assert w.severity is Severity.MEDIUM
    assert w.start is not None and w.end is not None
    assert answer[w.start : w.end] == "[2]"


@pytest.mark.parametrize(
    "status",
    [
        Status.UNVERIFIED,  # the cited source has the span but the claim is not supported
        Status.CONTRADICTED,  # the cited source says otherwise
    ],
)
def test_citing_a_source_for_an_unsupported_claim_is_unsupported(status: Status) -> None:
    answer = "The deal value is $9 million [1]."
    results = [judged(answer, "The deal value is $9 million", 0, status, evidence=("1", 0.9))]
    assert codes(check(answer, results, TWO)) == [WarningCode.UNSUPPORTED_CITATION]


def test_weak_evidence_from_the_cited_source_does_not_count() -> None:
    answer = "The deal value is $500,000 [2]."
    results = [judged(answer, "The deal value is $500,000", 0, evidence=("2", 0.1))]
    assert codes(check(answer, results, TWO)) == [WarningCode.UNSUPPORTED_CITATION]


def test_marker_after_the_full_stop_belongs_to_its_sentence() -> None:
    answer = "The deal value is $500,000. [1] The client raised budget concerns. [2]"
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "The client raised budget concerns", 1, evidence=("2", 0.8)),
    ]
    assert check(answer, results, TWO) == []


def test_marker_on_an_opinion_is_not_checked_for_support() -> None:
    answer = "This deal feels important [2]."
    results = [judged(answer, "This deal feels important", 0, Status.NOT_CHECKABLE)]
    # No citation warning; only the note that nothing in it is checkable.
    assert codes(check(answer, results, TWO)) == [WarningCode.NOTHING_CHECKABLE]


def test_sources_given_but_nothing_cited_is_missing_citations() -> None:
    answer = "The deal value is $500,000. The client raised budget concerns."
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "The client raised budget concerns", 1, evidence=("2", 0.8)),
    ]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.MISSING_CITATIONS
    assert w.severity is Severity.LOW
    assert w.start is None


def test_opinion_only_answer_needs_no_citations() -> None:
    answer = "I think this deal matters."
    results = [
        judged(
            answer, "I think this deal matters", 0, Status.NOT_CHECKABLE, ctype=ClaimType.OPINION
        )
    ]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.NOTHING_CHECKABLE
    assert w.severity is Severity.LOW
    assert "only: opinion" in w.message


def test_answer_without_claims_says_nothing_is_checkable() -> None:
    (w,) = check("Hm.", [], TWO)
    assert w.code is WarningCode.NOTHING_CHECKABLE
    assert "no claims" in w.message


def test_one_checkable_claim_is_enough_to_drop_nothing_checkable() -> None:
    answer = "I think this deal matters. The deal value is $500,000 [1]."
    results = [
        judged(
            answer, "I think this deal matters", 0, Status.NOT_CHECKABLE, ctype=ClaimType.OPINION
        ),
        judged(answer, "The deal value is $500,000", 1, evidence=("1", 0.9)),
    ]
    assert check(answer, results, TWO) == []


@pytest.mark.parametrize(
    ("answer", "claim", "expected"),
    [
        # a number with no sources and no acknowledgement
        ("Revenue grew 40% in 2023.", "Revenue grew 40% in 2023", [WarningCode.UNSOURCED_ANSWER]),
        # a proper name
        ("The CEO moved to Berlin.", "The CEO moved to Berlin", [WarningCode.UNSOURCED_ANSWER]),
        # the answer admits it has nothing to go on
        (
            "I could not find sources, but revenue grew 40% in 2023.",
            "revenue grew 40% in 2023",
            [],
        ),
        # another acknowledgement wording
        ("I don't know for sure; revenue grew 40% in 2023.", "revenue grew 40% in 2023", []),
        # nothing specific claimed
        ("The weather is nice today.", "The weather is nice today", []),
    ],
)
def test_unsourced_answer(answer: str, claim: str, expected: list[WarningCode]) -> None:
    results = [judged(answer, claim, 0, Status.UNVERIFIED)]
    warnings = check(answer, results, {})
    assert codes(warnings) == expected
    assert all(w.severity is Severity.HIGH for w in warnings)


def test_no_sources_and_a_marker_is_invalid_and_unsourced() -> None:
    answer = "Revenue grew 40% [1]."
    results = [judged(answer, "Revenue grew 40%", 0, Status.UNVERIFIED)]
    warnings = check(answer, results, {})
    assert codes(warnings) == [WarningCode.INVALID_CITATION, WarningCode.UNSOURCED_ANSWER]
    assert "no sources were given" in warnings[0].message


def test_uncited_confident_and_numeric_sentences_when_the_answer_cites() -> None:
    answer = (
        "The deal value is $500,000 [1]. The client will definitely sign. Churn fell 12% last year."
    )
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "The client will definitely sign", 1, Status.UNVERIFIED),
        judged(answer, "Churn fell 12% last year", 2, Status.UNVERIFIED),
    ]
    warnings = check(answer, results, TWO)
    assert codes(warnings) == [
        WarningCode.CONFIDENT_WITHOUT_CITATION,
        WarningCode.NUMBER_WITHOUT_CITATION,
    ]
    spans = [answer[w.start : w.end] for w in warnings if w.start is not None and w.end]
    assert spans == ["definitely", "12%"]


def test_one_warning_per_sentence_per_code() -> None:
    answer = (
        "The deal value is $500,000 [1]. "
        "Clearly it grew 10% and clearly it will grow 20% and always will."
    )
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "it grew 10%", 1, Status.UNVERIFIED),
        judged(answer, "clearly it will grow 20% and always will", 1, Status.UNVERIFIED),
    ]
    warnings = check(answer, results, TWO)
    assert codes(warnings) == [
        WarningCode.CONFIDENT_WITHOUT_CITATION,
        WarningCode.NUMBER_WITHOUT_CITATION,
    ]
    # words left out of the claims ("Clearly") still belong to the sentence
    assert warnings[0].start is not None and warnings[0].end is not None
    assert answer[warnings[0].start : warnings[0].end] == "Clearly"


def test_marker_just_after_a_numeric_sentence_counts_as_its_citation() -> None:
    answer = "The deal value is $500,000. [1] It closes in Q4 [1]."
    results = [
        judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9)),
        judged(answer, "It closes in Q4", 1, evidence=("1", 0.9)),
    ]
    assert check(answer, results, TWO) == []


def test_answer_without_markers_gets_no_per_sentence_wording_warnings() -> None:
    answer = "It will definitely close at $500,000."
    results = [judged(answer, "It will definitely close at $500,000", 0, evidence=("1", 0.9))]
    assert codes(check(answer, results, TWO)) == [WarningCode.MISSING_CITATIONS]


@pytest.mark.parametrize(
    ("ids", "number", "expected"),
    [
        (["1", "2"], 2, "2"),  # default ids: by id
        (["a", "b"], 2, "b"),  # other ids: by position
        (["3", "x"], 3, "3"),  # an id that is a number wins over position
        (["3", "x"], 1, "3"),  # position when no id matches
        (["a", "b"], 3, None),  # past the end: no source
        (["a", "b"], 0, None),  # numbers are 1-based
    ],
)
def test_cited_source(ids: list[str], number: int, expected: str | None) -> None:
    sources = {i: Source(i, "text") for i in ids}
    found = cited_source(number, sources)
    assert (found.id if found else None) == expected


def test_a_parenthesised_source_reference_is_a_citation_marker() -> None:
    answer = "The deal value is $500,000 (source 9)."
    results = [judged(answer, "The deal value is $500,000", 0, evidence=("1", 0.9))]
    (w,) = check(answer, results, TWO)
    assert w.code is WarningCode.INVALID_CITATION
    assert w.start is not None and w.end is not None
    assert answer[w.start : w.end] == "(source 9)"


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("tall (source 1).", [(1,)]),
        ("tall (Sources 2 and 3).", [(2, 3)]),
        ("tall (Source: 4) and wide [1 & 2].", [(4,), (1, 2)]),
        ("tall (doc 1; doc 2).", [(1, 2)]),
        ("the steps are (1) boil and (2) peel", []),  # list numbering
        ("tall (passage 2).", []),  # a passage of one source, not a source
    ],
)
def test_citation_markers_in_parentheses_name_what_they_cite(
    text: str, numbers: list[tuple[int, ...]]
) -> None:
    from groundwise.markers import find_markers

    assert [m.numbers for m in find_markers(text)] == numbers


def test_a_parenthesised_marker_is_no_part_of_the_claim() -> None:
    report = groundwise.verify(
        "The Eiffel Tower is 330 metres tall (source 1).",
        ["The Eiffel Tower is 330 metres tall."],
        embedder="none",
    )
    (claim,) = report.claims
    assert claim.claim.text == "The Eiffel Tower is 330 metres tall"
    assert claim.status.value == "verified"
