"""The yes/no field detector: record fields stated the other way round are contradictions."""

from __future__ import annotations

import json
from typing import Any

import pytest

from groundwise import Verifier
from groundwise.context import CheckContext
from groundwise.detectors import default_detectors
from groundwise.detectors.attributes import AttributeDetector, confirmed_spans, denied, fields_of
from groundwise.results import Claim, ClaimCategory, ClaimType, Flag, FlagType, Severity, Status
from groundwise.sources import Source, flatten_json

RECORD: dict[str, Any] = {
    "name": "Harbour Grill",
    "address": "1 Garage Lane, Dock Street",
    "attributes": {
        "BusinessParking": {"garage": False, "street": True, "validated": False, "valet": False},
        "RestaurantsReservations": False,
        "RestaurantsTakeOut": True,
        "OutdoorSeating": True,
        "WiFi": "u'no'",
        "Ambience": {"romantic": False, "casual": True},
        "RestaurantsPriceRange2": "2",
    },
    "stars": 4.0,
}


def detect(sentence: str, *records: Any, claim_text: str | None = None) -> list[Flag]:
    """Flags for ``claim_text`` (default: the whole sentence) inside an answer."""
    answer = "Intro. " + sentence + " Outro."
    text = claim_text or sentence
    start = answer.index(text)
    claim = Claim("c1", text, start, start + len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    sources = {
        f"s{i}": Source(f"s{i}", r if isinstance(r, str) else json.dumps(r, indent=1))
        for i, r in enumerate(records or (RECORD,), start=1)
    }
    flags = AttributeDetector().detect(claim, [], CheckContext(answer, sources))
    for f in flags:
        assert answer[f.start : f.end] == f.text
        assert claim.start <= f.start < f.end <= claim.end
    return flags


@pytest.mark.parametrize(
    ("sentence", "phrase", "path"),
    [
        (
            "The grill accepts reservations.",
            "accepts reservations",
            "attributes.RestaurantsReservations",
        ),
        (
            "It does not offer outdoor seating.",
            "does not offer outdoor seating",
            "attributes.OutdoorSeating",
        ),
        ("Guests get free Wi-Fi.", "free Wi-Fi", "attributes.WiFi"),
        ("There is no take-out.", "no take-out", "attributes.RestaurantsTakeOut"),
        (
            "It has validated parking.",
            "has validated parking",
            "attributes.BusinessParking.validated",
        ),
        ("Take-out is not available here.", "Take-out", "attributes.RestaurantsTakeOut"),
        (
            "Lot parking exists, but street, garage and valet parking are not offered.",
            "street",
            "attributes.BusinessParking.street",
        ),
        ("The mood is romantic and calm.", "romantic", "attributes.Ambience.romantic"),
        ("It sits by the garage of Dock Street.", None, None),
    ],
)
def test_a_field_stated_the_other_way_round_is_a_contradiction(
    sentence: str, phrase: str | None, path: str | None
) -> None:
    flags = detect(sentence)
    if phrase is None:
        # "garage" is an option of BusinessParking and the record's address uses it: without
        # "parking" it is not the field. "romantic" is used by no value, so it needs no group word.
        assert flags == []
        return
    assert [f.text for f in flags] == [phrase]
    f = flags[0]
    assert f.type is FlagType.CONTRADICTION
    assert f.severity is Severity.HIGH
    assert f.contradicts
    assert f.source_id == "s1"
    assert path in f.message
    assert f.source_says is not None and f.source_says.split(":")[0] in path


@pytest.mark.parametrize(
    "sentence",
    [
        "The grill does not accept reservations.",
        "It offers outdoor seating and take-out.",
        "It does not offer WiFi, validated parking, or reservations.",
        "Reservations are not accepted, but take-out is available.",
        "There is no WiFi, but they do offer outdoor seating.",
        "Street parking is available, while garage parking is not.",
        "The ambience is casual rather than romantic.",
        "It has a price range of 2 and four stars.",
    ],
)
def test_a_claim_agreeing_with_the_record_is_not_flagged(sentence: str) -> None:
    assert detect(sentence) == []


def test_polarity_is_read_from_the_whole_sentence_when_a_claim_is_one_list_item() -> None:
    sentence = "It does not offer WiFi, outdoor seating, or reservations."
    flags = detect(sentence, claim_text="outdoor seating")
    assert [f.text for f in flags] == ["outdoor seating"]
    assert detect(sentence, claim_text="reservations") == []


def test_a_claim_agreeing_with_any_source_is_not_flagged() -> None:
    other = {"attributes": {"RestaurantsReservations": True, "RestaurantsTakeOut": True}}
    assert detect("The grill accepts reservations.", RECORD, other) == []
    assert len(detect("The grill accepts reservations.", RECORD)) == 1


def test_prose_and_broken_json_have_no_fields() -> None:
    assert detect("It accepts reservations.", "Reservations: the grill takes none.") == []
    assert detect("It accepts reservations.", '{"RestaurantsReservations": false') == []
    assert fields_of(Source("p", "Plain text about reservations: false hopes.")) == ()


def test_fields_of_a_loaded_json_file_keep_their_paths() -> None:
    text, spans = flatten_json({"product": {"Waterproof": "no", "Bluetooth": True}})
    fields = {f.path: f.value for f in fields_of(Source("spec", text, fields=spans))}
    assert fields == {"product.Waterproof": False, "product.Bluetooth": True}


def test_denied_reads_negators_before_and_negative_predicates_after() -> None:
    text = "They do not take reservations and offer takeout"
    assert denied(text, text.index("reservations"), text.index("reservations") + 12)
    assert not denied(text, text.index("takeout"), len(text))
    text = "Reservations are not accepted"
    assert denied(text, 0, 12)
    text = "Reservations are accepted, not walk-ins"
    assert not denied(text, 0, 12)


def test_it_is_a_default_detector_and_the_verifier_reports_the_contradiction() -> None:
    assert any(isinstance(d, AttributeDetector) for d in default_detectors())
    record = json.dumps(RECORD)
    report = Verifier(judge="lexical", embedder="none").verify(
        "Harbour Grill accepts reservations.", [record]
    )
    [claim] = report.claims
    assert claim.status is Status.CONTRADICTED
    assert [f.type for f in claim.flags] == [FlagType.CONTRADICTION]
    assert not report.supported
    fine = Verifier(judge="lexical", embedder="none").verify(
        "Harbour Grill does not accept reservations.", [record]
    )
    assert all(f.type is not FlagType.CONTRADICTION for f in fine.flags)


def test_a_field_among_thousands_is_found() -> None:
    record = {f"Option{i}Enabled": i % 2 == 0 for i in range(3000)}
    record["attributes"] = {"DogsAllowed": False}
    flags = detect("Dogs allowed inside, says the listing.", record)
    assert [f.text for f in flags] == ["Dogs allowed"]
    assert "DogsAllowed" in flags[0].message


def test_fields_stated_as_recorded_are_confirmed_spans() -> None:
    sentence = "It does not accept reservations but offers outdoor seating."
    answer = "Intro. " + sentence
    start = answer.index(sentence)
    claim = Claim(
        "c1", sentence, start, start + len(sentence), ClaimType.FACT, ClaimCategory.FACTUAL, True
    )
    ctx = CheckContext(answer, {"s1": Source("s1", json.dumps(RECORD))})
    spans = confirmed_spans(claim, ctx)
    assert sorted(sentence[s:e] for s, e in spans) == [
        "does not accept reservations",
        "offers outdoor seating",
    ]
    assert AttributeDetector().detect(claim, [], ctx) == []
