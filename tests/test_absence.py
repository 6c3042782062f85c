"""Statements that the sources lack something: read; refusals confirmed, the rest left alone."""

from __future__ import annotations

import pytest

import groundwise
from groundwise.context import CheckContext
from groundwise.detectors import absence
from groundwise.features import align
from groundwise.results import Claim, ClaimCategory, ClaimType
from groundwise.sources import Source

PASSAGES = (
    "passage 1: Boil the eggs for ten minutes, then cool them in ice water. "
    "passage 2: Peel the eggs under running water; older eggs peel more easily."
)


def claim_of(text: str) -> tuple[Claim, CheckContext]:
    answer = "Intro. " + text + " Outro."
    start = answer.index(text)
    claim = Claim("c1", text, start, start + len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    return claim, CheckContext(answer, {"1": Source("1", PASSAGES)})


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("The passages do not mention the price of the eggs", [" the price of the eggs"]),
        (
            "The provided context does not provide any information about storage or freezing",
            [" any information about storage", "freezing"],
        ),
        (
            "The salt and the vinegar are not specified in the given passages",
            ["The salt", "the vinegar"],
        ),
        ("there is no mention of altitude in these passages", ["mention of altitude"]),
        (
            "The data has no information about parking, music",
            [" information about parking", " music"],
        ),
        (
            "The passages do not say how long to steam them, but they explain boiling",
            [" how long to steam them"],
        ),
        ("Unable to answer based on given passages", []),
        ("The answer is not in the provided context", []),
        ("The price is not in the passages", ["The price"]),
        ("The context does not provide enough information to answer this question", []),
        ("I don't have enough information to answer that question", []),
        ("There is not enough information in the passages to answer the question", []),
        (
            "The passages do not provide enough information to peel quail eggs",
            [" to peel quail eggs"],
        ),
        ("I cannot answer the question from the provided passages", []),
    ],
)
def test_absence_statements_are_read_with_their_items(text: str, items: list[str]) -> None:
    found = absence.read_absence(text)
    assert found is not None
    assert [text[s:e] for s, e in found.items] == items
    assert "but" not in text[found.start : found.end]


@pytest.mark.parametrize(
    "text",
    [
        "The price is not known",  # names no source
        "The restaurant does not provide WiFi",
        "Boil the eggs for ten minutes",
        "The passages describe boiling eggs",
    ],
)
def test_other_claims_are_not_absence_statements(text: str) -> None:
    assert absence.read_absence(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "The passages do not mention the price of the eggs",
        "The passages do not mention how to peel the eggs",
        "The price is not known",
    ],
)
def test_statements_naming_what_is_missing_are_left_to_the_ordinary_checks(text: str) -> None:
    claim, ctx = claim_of(text)
    assert absence.confirmed_spans(claim, ctx) == []


@pytest.mark.parametrize(
    "text",
    [
        "The provided context does not provide any information to answer the question",
        "I am unable to answer your question based on these passages",
        "the answer cannot be determined based on the provided passages",
    ],
)
def test_refusals_are_confirmed(text: str) -> None:
    claim, ctx = claim_of(text)
    (span,) = absence.confirmed_spans(claim, ctx)
    assert span[1] - span[0] >= len(text) // 2


def test_a_refusal_is_confirmed_as_it_stands() -> None:
    claim, ctx = claim_of("Unable to answer based on given passages")
    assert absence.confirmed_spans(claim, ctx) == [(0, len(claim.text))]


def test_without_sources_nothing_is_confirmed() -> None:
    claim, _ = claim_of("Unable to answer based on given passages")
    assert absence.confirmed_spans(claim, CheckContext(claim.text, {})) == []


def test_a_refusal_is_verified_and_an_answer_made_of_one_is_supported() -> None:
    answer = "Unable to answer based on the given passages."
    for judge in ("learned", "lexical"):
        report = groundwise.verify(answer, [PASSAGES], judge=judge, embedder="none")
        (claim,) = report.claims
        assert claim.status.value == "verified", judge
        assert report.supported, judge
    claim, ctx = claim_of("Unable to answer based on the given passages")
    evidence = groundwise.verify(claim.text, [PASSAGES], embedder="none").claims[0].evidence
    a = align(claim, evidence, [], ctx)
    assert a.features["coverage"] == pytest.approx(1.0)


def test_a_refusal_in_the_first_person_is_confirmed_from_its_speaker() -> None:
    claim, ctx = claim_of("I could not find that in the provided passages")
    assert absence.confirmed_spans(claim, ctx) == [(0, len(claim.text))]


@pytest.mark.parametrize(
    "text",
    [
        "I could not find that in the provided passages",
        "I am unable to answer based on the given passages",
    ],
)
def test_a_refusal_is_no_negation_and_no_chat(text: str) -> None:
    from groundwise.features import claim_features

    claim, ctx = claim_of(text)
    evidence = groundwise.verify(text, [PASSAGES], embedder="none").claims[0].evidence
    f = claim_features(claim, evidence, [], ctx).features
    assert f["negation_mismatch"] == 0.0
    assert f["first_person"] == 0.0


@pytest.mark.parametrize(
    "answer",
    [
        "I'm sorry, but I could not find that in the provided passages.",
        "I apologize for the confusion. I am unable to answer based on the given passages.",
    ],
)
def test_an_apology_and_a_refusal_make_one_verified_claim(answer: str) -> None:
    report = groundwise.verify(answer, [PASSAGES], embedder="none")
    (claim,) = report.claims
    assert claim.claim.text.startswith("I ")
    assert claim.claim.type is ClaimType.FACT
    assert claim.status.value == "verified"
    assert report.supported


def test_words_a_claim_says_the_sources_lack_are_no_fabrication() -> None:
    answer = "The passages do not contain information about the capital of France."
    report = groundwise.verify(answer, [PASSAGES], embedder="none")
    assert not [f for f in report.flags if f.type.value == "FABRICATION"]
    # The same name stated as a fact is one.
    report = groundwise.verify("The eggs come from France.", [PASSAGES], embedder="none")
    assert [f.text for f in report.flags if f.type.value == "FABRICATION"] == ["France"]
