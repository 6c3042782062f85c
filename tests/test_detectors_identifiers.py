"""Identifiers a reader copies: e-mail and web addresses, phone numbers, "#" numbers."""

from __future__ import annotations

import pytest

from groundwise.context import CheckContext
from groundwise.detectors import default_detectors
from groundwise.detectors.identifiers import IdentifierDetector, find_identifiers
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, Flag, FlagType
from groundwise.sources import Source

SUPPORT = (
    "Your order #48213 shipped on May 3 via UPS. Track it at https://track.example.com/48213. "
    "For help, email support@example.com or call 1-800-555-0199."
)


def _flags(claim_text: str, sources: list[str], question: str = "") -> list[Flag]:
    answer = f"Thanks. {claim_text} Bye."
    start = answer.index(claim_text)
    claim = Claim(
        "c1",
        claim_text,
        start,
        start + len(claim_text),
        ClaimType.FACT,
        ClaimCategory.FACTUAL,
        True,
    )
    srcs = {f"s{i}": Source(f"s{i}", t) for i, t in enumerate(sources, start=1)}
    evidence = [Evidence(sid, 0, len(s.text), s.text, 0.9) for sid, s in srcs.items()]
    ctx = CheckContext(answer, srcs, question=question)
    flags = IdentifierDetector().detect(claim, evidence, ctx)
    for f in flags:
        assert answer[f.start : f.end] == f.text
    return flags


def test_finds_each_kind_once() -> None:
    found = find_identifiers(SUPPORT)
    assert [(i.kind, i.text) for i in found] == [
        ("number", "#48213"),
        ("web address", "https://track.example.com/48213"),
        ("e-mail address", "support@example.com"),
        ("phone number", "1-800-555-0199"),
    ]


@pytest.mark.parametrize(
    ("claim", "flag_type", "flagged", "theirs"),
    [
        ("Your order #48231 shipped on May 3.", FlagType.NUMERIC_MISMATCH, "#48231", "#48213"),
        (
            "For help, email help@example.com.",
            FlagType.ENTITY_MISMATCH,
            "help@example.com",
            "support@example.com",
        ),
        (
            "For help, call 1-800-555-0191.",
            FlagType.NUMERIC_MISMATCH,
            "1-800-555-0191",
            "1-800-555-0199",
        ),
        (
            "Track it at https://track.example.com/48231.",
            FlagType.ENTITY_MISMATCH,
            "https://track.example.com/48231",
            "https://track.example.com/48213",
        ),
    ],
)
def test_another_identifier_of_the_kind_is_a_mismatch(
    claim: str, flag_type: FlagType, flagged: str, theirs: str
) -> None:
    (flag,) = _flags(claim, [SUPPORT])
    assert (flag.type, flag.text, flag.contradicts, flag.source_id) == (
        flag_type,
        flagged,
        True,
        "s1",
    )
    assert f'"{theirs}"' in flag.message and flag.suggestion.endswith(f'"{theirs}".')


@pytest.mark.parametrize(
    "claim",
    [
        "Your order #48213 shipped on May 3.",
        "For help, email Support@Example.com.",
        "Call (800) 555-0199 for help.",
        "Call +1 800 555 0199 for help.",
        "Track it at track.example.com/48213/.",
        "See https://track.example.com for tracking.",
        "It shipped via UPS on May 3.",
    ],
)
def test_the_sources_identifier_written_another_way_is_fine(claim: str) -> None:
    assert _flags(claim, [SUPPORT]) == []


def test_an_identifier_of_a_kind_no_source_gives_is_made_up() -> None:
    (flag,) = _flags(
        "Email returns@shop.example for a label.", ["Returns are free within 30 days."]
    )
    assert (flag.type, flag.text, flag.contradicts) == (
        FlagType.FABRICATION,
        "returns@shop.example",
        False,
    )


def test_the_questions_identifier_is_given_but_supports_nothing_else() -> None:
    question = "Is order #777123 on its way?"
    assert _flags("Order #777123 is on its way.", ["It shipped yesterday."], question) == []
    (flag,) = _flags("Order #777124 is on its way.", [SUPPORT], question)
    assert flag.type is FlagType.NUMERIC_MISMATCH


def test_registered_among_the_default_detectors() -> None:
    assert any(isinstance(d, IdentifierDetector) for d in default_detectors())
