"""The record detectors: yes/no fields, field values and opening hours stated otherwise than a
JSON source has them.

``detect_fields`` runs the yes/no field detector (``detectors/attributes.py``) against
:data:`LISTING`, ``detect_hours`` the opening-hours detector (``detectors/hours.py``) against
:data:`SCHEDULE`; both place the claim inside an answer and check every flag's span.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from groundwise import Verifier
from groundwise.context import CheckContext
from groundwise.detectors import Detector, attributes, default_detectors, hours, values
from groundwise.detectors.attributes import AttributeDetector, denied, fields_of
from groundwise.detectors.hours import HoursDetector, claimed_days, schedules_of
from groundwise.detectors.values import ValueDetector
from groundwise.results import Claim, ClaimCategory, ClaimType, Flag, FlagType, Severity, Status
from groundwise.sources import Source, flatten_json

LISTING: dict[str, Any] = {
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

WEEKDAYS_11_TO_9 = {d: "11:0-21:0" for d in ("Monday", "Tuesday", "Wednesday", "Thursday")}
SCHEDULE: dict[str, Any] = {
    "name": "Harbour Grill",
    "hours": WEEKDAYS_11_TO_9 | {"Friday": "11:0-22:30", "Saturday": "12:0-22:30"},
}


def claim_in(sentence: str, claim_text: str | None = None) -> tuple[str, Claim]:
    """An answer holding ``sentence``, and the claim ``claim_text`` (default: the sentence)."""
    answer = "Intro. " + sentence + " Outro."
    text = claim_text or sentence
    start = answer.index(text)
    claim = Claim("c1", text, start, start + len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    return answer, claim


def run(
    detector: Detector, sentence: str, records: Sequence[Any], claim_text: str | None
) -> list[Flag]:
    """``detector``'s flags for the claim, every record a JSON source (a string as it is)."""
    answer, claim = claim_in(sentence, claim_text)
    sources = {
        f"s{i}": Source(f"s{i}", r if isinstance(r, str) else json.dumps(r, indent=1))
        for i, r in enumerate(records, start=1)
    }
    flags = detector.detect(claim, [], CheckContext(answer, sources))
    for f in flags:
        assert answer[f.start : f.end] == f.text
        assert claim.start <= f.start < f.end <= claim.end
    return flags


def detect_fields(sentence: str, *records: Any, claim_text: str | None = None) -> list[Flag]:
    """Yes/no field flags against ``records`` (default: :data:`LISTING`)."""
    return run(AttributeDetector(), sentence, records or (LISTING,), claim_text)


def confirmed_fields(sentence: str, record: Any) -> list[str]:
    """The phrases of ``sentence`` that state a yes/no field as ``record`` has it; checks that
    the detector flags none of them."""
    answer, claim = claim_in(sentence)
    ctx = CheckContext(answer, {"s1": Source("s1", json.dumps(record))})
    assert AttributeDetector().detect(claim, [], ctx) == []
    return [sentence[s:e] for s, e in attributes.confirmed_spans(claim, ctx)]


def detect_hours(sentence: str, record: Any = None, claim_text: str | None = None) -> list[Flag]:
    """Opening-hours flags against ``record`` (default: :data:`SCHEDULE`)."""
    return run(HoursDetector(), sentence, (SCHEDULE if record is None else record,), claim_text)


# --------------------------------------------------------------------------- yes/no fields


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
        ("You cannot get take-out there.", "cannot get take-out", "attributes.RestaurantsTakeOut"),
        (
            "The grill failed to offer outdoor seating.",
            "failed to offer outdoor seating",
            "attributes.OutdoorSeating",
        ),
        ("It sits by the garage of Dock Street.", None, None),
    ],
)
def test_a_field_stated_the_other_way_round_is_a_contradiction(
    sentence: str, phrase: str | None, path: str | None
) -> None:
    flags = detect_fields(sentence)
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
        # Every negator of wordlists.NEGATORS (and "lack") denies a field, not only "not"/"no".
        "You cannot make reservations at the grill.",
        "Guests are unable to book reservations.",
        "They lack WiFi.",
        "The grill has declined to take reservations since 2020.",
        # "a little" is some: it does not deny the outdoor seating the record has.
        "It has a little outdoor seating.",
    ],
)
def test_a_claim_agreeing_with_the_record_is_not_flagged(sentence: str) -> None:
    assert detect_fields(sentence) == []


def test_polarity_is_read_from_the_whole_sentence_when_a_claim_is_one_list_item() -> None:
    sentence = "It does not offer WiFi, outdoor seating, or reservations."
    flags = detect_fields(sentence, claim_text="outdoor seating")
    assert [f.text for f in flags] == ["outdoor seating"]
    assert detect_fields(sentence, claim_text="reservations") == []


def test_a_claim_agreeing_with_any_source_is_not_flagged() -> None:
    other = {"attributes": {"RestaurantsReservations": True, "RestaurantsTakeOut": True}}
    assert detect_fields("The grill accepts reservations.", LISTING, other) == []
    assert len(detect_fields("The grill accepts reservations.", LISTING)) == 1


PETS = {
    "attributes": {
        "DogsAllowed": True,
        "HasTV": False,
        "WheelchairAccessible": True,
        "GoodForKids": True,
    }
}


@pytest.mark.parametrize(
    ("sentence", "phrase"),
    [
        ("Dogs are not allowed on the patio.", "Dogs are not allowed"),
        ("Dogs aren't allowed inside.", "Dogs aren't allowed"),
        ("The bar has a TV above the counter.", "has a TV"),
        ("The entrance is not wheelchair accessible.", "not wheelchair accessible"),
        # a noun of choice between the field's words
        ("It is not a good spot for kids.", "not a good spot for kids"),
        ("It is a good place for kids.", None),
        # Agreeing, with the same words around the field's words.
        ("Dogs are allowed on the patio.", None),
        ("The bar does not have a TV.", None),
        ("The entrance is wheelchair accessible.", None),
    ],
)
def test_a_field_said_as_a_sentence_is_read_with_the_words_between(
    sentence: str, phrase: str | None
) -> None:
    # "Dogs are not allowed" spells DogsAllowed with "are not" between its words.
    flags = detect_fields(sentence, PETS)
    assert [f.text for f in flags] == ([phrase] if phrase else [])


CARDS = {"attributes": {"BusinessAcceptsCreditCards": True, "BusinessParking": {"lot": True}}}


@pytest.mark.parametrize(
    ("sentence", "record", "phrase"),
    [
        # "have", not the key's "has": the thing alone is the field.
        ("They have a TV in the back.", PETS, "have a TV"),
        ("Games are shown on TV.", PETS, "TV"),
        # An acronym's plural: the stemmer keeps the "s" of a word this short.
        ("The bar has two TVs.", PETS, "has two TVs"),
        # Namespace "Business" and verb "Accepts" both left out.
        ("Credit cards are not accepted.", CARDS, "Credit cards"),
        ("Cash only, no credit cards.", CARDS, "no credit cards"),
    ],
)
def test_a_having_key_is_found_by_the_thing_alone(
    sentence: str, record: dict[str, Any], phrase: str
) -> None:
    assert [f.text for f in detect_fields(sentence, record)] == [phrase]


@pytest.mark.parametrize(
    ("sentence", "record", "confirmed"),
    [
        # The thing alone, denied by "no": HasTV is false.
        ("There is no TV.", PETS, "no TV"),
        ("The bar does not have a TV.", PETS, "not have a TV"),
        # Another verb than the key's: the thing is what counts.
        ("They take credit cards.", CARDS, "take credit cards"),
    ],
)
def test_a_having_key_stated_as_recorded_is_confirmed(
    sentence: str, record: dict[str, Any], confirmed: str
) -> None:
    assert confirmed_fields(sentence, record) == [confirmed]


def test_a_key_whose_first_word_is_no_having_verb_keeps_its_words() -> None:
    # "TakeOut" names a thing by both words: "out" alone is no field.
    assert detect_fields("They stayed out late.", LISTING) == []
    assert len(detect_fields("They do not offer take-out.", LISTING)) == 1
    # What is allowed is often named for other reasons: "dogs" alone is not AllowsDogs.
    no_dogs = {"attributes": {"AllowsDogs": False}}
    assert detect_fields("They serve hot dogs.", no_dogs) == []
    assert len(detect_fields("The cafe allows dogs.", no_dogs)) == 1


def test_only_articles_be_and_negators_may_stand_between_a_fields_words() -> None:
    # Read as "dogs ... not allowed" this would contradict DogsAllowed: true; it says no such thing.
    assert detect_fields("Dogs bark when guests are not allowed in.", PETS) == []


def test_prose_and_broken_json_have_no_fields() -> None:
    assert detect_fields("It accepts reservations.", "Reservations: the grill takes none.") == []
    assert detect_fields("It accepts reservations.", '{"RestaurantsReservations": false') == []
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


@pytest.mark.parametrize(
    ("text", "field", "is_denied"),
    [
        # the negation stays in the opening clause of "Despite ..., ..."
        ("Despite not providing street or garage parking, a lot is available", "lot", False),
        ("Despite not providing street or garage parking, a lot is available", "garage", True),
        ("Although it is cheap, it does not take reservations", "reservations", True),
        # "as it ...", "because", "since" start a clause of their own
        ("It is not suitable for formal dining as it has a casual ambiance", "casual", False),
        ("It is not formal because it has outdoor seating", "outdoor", False),
        ("There is no WiFi since the owners dislike it", "WiFi", True),
        # an "and" that joins two things keeps the negation; one that starts a statement ends it
        ("Despite the lack of reservation and take-out services, it is busy", "take-out", True),
        ("It has no WiFi and parking is free", "parking", False),
        ("It lacks reservations and takeout. It is busy", "takeout", True),
        ("It has no WiFi and offers takeout", "takeout", False),
    ],
)
def test_a_negation_does_not_reach_past_its_clause(text: str, field: str, is_denied: bool) -> None:
    start = text.index(field)
    assert denied(text, start, start + len(field)) is is_denied


def test_it_is_a_default_detector_and_the_verifier_reports_the_contradiction() -> None:
    assert any(isinstance(d, AttributeDetector) for d in default_detectors())
    record = json.dumps(LISTING)
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
    flags = detect_fields("Dogs allowed inside, says the listing.", record)
    assert [f.text for f in flags] == ["Dogs allowed"]
    assert "DogsAllowed" in flags[0].message


def test_fields_stated_as_recorded_are_confirmed_spans() -> None:
    sentence = "It does not accept reservations but offers outdoor seating."
    assert sorted(confirmed_fields(sentence, LISTING)) == [
        "does not accept reservations",
        "offers outdoor seating",
    ]


# --------------------------------------------------------------------------- opening hours


@pytest.mark.parametrize(
    ("sentence", "flagged"),
    [
        ("It is open seven days a week.", "seven days a week"),
        ("It is open Monday through Sunday from 11 am to 9 pm.", "Monday through Sunday"),
        ("It opens Monday to Thursday from 10 am to 9 pm.", "10 am to 9 pm"),
        ("On Fridays it serves until 11 pm.", "until 11 pm"),
        ("It is closed on Mondays.", "Mondays"),
        ("It is closed on Saturdays.", "Saturdays"),
        ("It is open Thursday to Sunday.", "Thursday to Sunday"),
        ("Weekday hours are 11:00-21:30.", "11:00-21:30"),
        ("On Saturdays it opens at 11 am.", "opens at 11 am"),
        ("You can book a table on Monday at 10 am.", "at 10 am"),
    ],
)
def test_days_and_hours_the_schedule_lacks_are_flagged(sentence: str, flagged: str) -> None:
    flags = detect_hours(sentence)
    assert [f.text for f in flags] == [flagged]
    f = flags[0]
    assert f.type is FlagType.TEMPORAL_DISTORTION
    assert f.severity is Severity.MEDIUM
    assert f.contradicts
    assert f.source_id == "s1"
    assert "hours" in f.message


@pytest.mark.parametrize(
    "sentence",
    [
        "It is open Monday through Saturday.",
        "It is open Monday to Thursday from 11 am to 9 pm.",
        "It opens at 11 am and closes at 10:30 pm on Fridays.",
        "It is open from 11 am to 10:30 pm.",
        "It is closed on Sundays.",
        "It is open Monday through Saturday and closed on Sunday.",
        "On Saturdays it is open from noon until 10:30 pm.",
        "It was founded in 1999 and seats 40 guests.",
        "On Fridays it hosts parties of 10-20 guests.",
        "On Saturdays it opens at noon.",
        "You can book a table on Monday at 7:30 pm.",
    ],
)
def test_days_and_hours_the_schedule_has_are_not_flagged(sentence: str) -> None:
    assert detect_hours(sentence) == []


def test_a_record_without_a_schedule_or_with_too_few_days_checks_nothing() -> None:
    assert detect_hours("It is open seven days a week.", {"name": "Harbour Grill"}) == []
    short = {"hours": {"Monday": "9:0-17:0", "Tuesday": "9:0-17:0"}}
    assert detect_hours("It is open seven days a week.", short) == []
    assert detect_hours("It is open daily.", "plain text, open Monday to Friday") == []


def test_unknown_days_count_as_listed_but_decide_no_time() -> None:
    record = {"hours": {d: "0:0-0:0" for d in ("Monday", "Tuesday", "Wednesday")}}
    assert detect_hours("It is open Monday to Wednesday, 6 am to 2 pm.", record) == []


def test_claimed_days_tells_open_from_closed_days() -> None:
    text = "Open Monday through Friday and weekends, closed on Tuesdays"
    open_days, open_spans, closed_days, closed_spans = claimed_days(text)
    assert open_days == {0, 1, 2, 3, 4, 5, 6}
    assert closed_days == {1}
    assert [text[s:e] for s, e in open_spans] == ["Monday through Friday", "weekends"]
    assert [text[s:e] for s, e in closed_spans] == ["Tuesdays"]


def test_schedules_of_a_loaded_json_file() -> None:
    text, spans = flatten_json({"store": {"opening_hours": SCHEDULE["hours"]}})
    [schedule] = schedules_of(Source("shop", text, fields=spans))
    assert schedule.path == "store.opening_hours"
    assert schedule.hours[4] == (11 * 60, 22 * 60 + 30)
    assert 6 not in schedule.hours


PROSE_HOURS = "Store hours: Monday-Friday 9am-5pm, Saturday 10am-2pm. Closed Sundays."


@pytest.mark.parametrize(
    ("sentence", "flagged", "said"),
    [
        ("The store is open on Sundays.", "Sundays", "Sunday: closed"),
        ("It is open on Saturday from 10am to 6pm.", "10am to 6pm", "Saturday: 10:00-14:00"),
        ("It is closed on Saturdays.", "Saturdays", "Saturday: 10:00-14:00"),
        ("It opens weekdays from 8 am to 5 pm.", "8 am to 5 pm", "Monday: 9:00-17:00"),
        ("On Saturdays it opens at 9 am.", "opens at 9 am", "Saturday: 10:00-14:00"),
        ("It is open on Saturday at 4 pm.", "at 4 pm", "Saturday: 10:00-14:00"),
    ],
)
def test_opening_hours_in_prose_are_a_schedule(sentence: str, flagged: str, said: str) -> None:
    """Prose that gives opening hours day by day is held against as a record's schedule is."""
    flags = detect_hours(sentence, PROSE_HOURS)
    assert [f.text for f in flags] == [flagged]
    assert flags[0].contradicts
    assert said in flags[0].message
    assert "Closed Sundays." in flags[0].message


@pytest.mark.parametrize(
    ("sentence", "source"),
    [
        ("It is open Monday through Friday from 9 am to 5 pm.", PROSE_HOURS),
        ("It is open on Saturdays from 10 am until 2 pm.", PROSE_HOURS),
        ("It is closed on Sundays.", PROSE_HOURS),
        ("On weekdays it opens at 9 am.", PROSE_HOURS),
        ("It is open on Saturday at 1 pm.", PROSE_HOURS),
        # a time on no named day: which day's hours is it?
        ("It is open at 4 pm.", PROSE_HOURS),
        # a day the prose does not name is unknown, not closed
        ("It is open on Sundays.", "Hours: Monday-Friday 9am-5pm, Saturday 10am-2pm."),
        # no opening hours in the claim: an event's times are not the store's
        ("The workshop on Saturday runs from 1 pm to 3 pm.", PROSE_HOURS),
        # no hours word in the source: a timetable, not opening hours
        ("It is open on Saturday from 10am to 6pm.", "Monday-Friday 9am-5pm, Saturday 10am-2pm."),
        # too few days to read as a week
        ("It is open on Saturday from 10am to 6pm.", "The shop opens Saturday 10am-2pm."),
    ],
)
def test_prose_hours_decide_only_what_they_say(sentence: str, source: str) -> None:
    assert detect_hours(sentence, source) == []


def test_prose_hours_read_day_by_day() -> None:
    text = "Opening hours\nMon-Fri: 9:00-17:30\nSat: 10:00 - 14:00\nSunday closed"
    [schedule] = schedules_of(Source("shop", text))
    assert schedule.hours == {d: (540, 1050) for d in range(5)} | {5: (600, 840)}
    assert "Sunday closed" in schedule.said
    text = "Office hours are Monday to Friday from 9 a.m. to 5 p.m. and Saturday 10 a.m. to noon."
    [schedule] = schedules_of(Source("office", text))
    assert schedule.hours[5] == (600, 720)
    assert schedule.hours[6] is None  # not named: unknown
    # another "hours" starts another schedule: the pharmacy's are not the store's
    text = "Store hours: Monday-Sunday 7am-10pm. Pharmacy hours: Monday-Friday 9am-9pm."
    store, pharmacy = schedules_of(Source("shop", text))
    assert store.hours[0] == (420, 1320)
    assert pharmacy.hours[0] == (540, 1260)
    assert detect_hours("The store is open from 7 am to 10 pm every day.", text) == []


def test_it_is_a_default_detector_and_reaches_the_report() -> None:
    assert any(isinstance(d, HoursDetector) for d in default_detectors())
    report = Verifier(judge="lexical", embedder="none").verify(
        "Harbour Grill is open seven days a week.", [json.dumps(SCHEDULE)]
    )
    assert [f.type for f in report.flags] == [FlagType.TEMPORAL_DISTORTION]
    assert report.flags[0].text == "seven days a week"


def test_days_and_hours_the_schedule_has_are_confirmed_spans() -> None:
    sentence = "It is open Monday through Saturday from 11 am to 9 pm."
    answer, claim = claim_in(sentence)
    ctx = CheckContext(answer, {"s1": Source("s1", json.dumps(SCHEDULE))})
    spans = hours.confirmed_spans(claim, ctx)
    assert [sentence[s:e] for s, e in spans] == ["Monday through Saturday", "11 am to 9 pm"]
    answer, claim = claim_in("It is open seven days a week.")
    assert hours.confirmed_spans(claim, CheckContext(answer, ctx.sources)) == []


# --------------------------------------------------------------------------- field values

DEAL: dict[str, Any] = {
    "name": "Globex",
    "deal": {
        "value": 500000,
        "stage": "negotiation",
        "owner": "Priya Nair",
        "expectedCloseDate": "2024-11-03",
        "probability": 40,
        "salary": "2000",
    },
    "event": {"venue": "Tokyo", "attendees": 17, "startDate": "2024-03-16"},
    "address": "123 Main St",
    "WiFi": "free",
}


def detect_values(sentence: str, *records: Any) -> list[Flag]:
    """Field-value flags against ``records`` (default: :data:`DEAL`)."""
    return run(ValueDetector(), sentence, records or (DEAL,), None)


def confirmed_values(sentence: str, record: Any = None) -> list[str]:
    """The phrases of ``sentence`` giving a field's value as ``record`` has it; checks that the
    detector flags none of them."""
    answer, claim = claim_in(sentence)
    ctx = CheckContext(answer, {"s1": Source("s1", json.dumps(record or DEAL))})
    assert ValueDetector().detect(claim, [], ctx) == []
    return [sentence[s:e] for s, e in values.confirmed_spans(claim, ctx)]


@pytest.mark.parametrize(
    ("sentence", "said", "type_", "recorded"),
    [
        ("The deal value is $400K.", "$400K", FlagType.NUMERIC_MISMATCH, "value: 500000"),
        ("The value of the deal is $1.2M.", "$1.2M", FlagType.NUMERIC_MISMATCH, "value: 500000"),
        ("The venue is Osaka.", "Osaka", FlagType.ENTITY_MISMATCH, "venue: Tokyo"),
        ("Its stage is closed won.", "closed won", FlagType.CONTRADICTION, "stage: negotiation"),
        (
            "The close date is Q3 2024.",
            "Q3 2024",
            FlagType.TEMPORAL_DISTORTION,
            "expectedCloseDate",
        ),
        # "16" is a day of the event's start date, and still not its attendance
        ("The attendees is 16, per the list.", "16", FlagType.NUMERIC_MISMATCH, "attendees: 17"),
        (
            "The owner is Chen Wei and the stage is negotiation.",
            "Chen Wei",
            FlagType.ENTITY_MISMATCH,
            "owner",
        ),
        ("The probability: 45%.", "45%", FlagType.NUMERIC_MISMATCH, "probability: 40"),
    ],
)
def test_a_field_stated_with_another_value_is_flagged(
    sentence: str, said: str, type_: FlagType, recorded: str
) -> None:
    flags = detect_values(sentence)
    assert len(flags) == 1
    f = flags[0]
    assert (f.text, f.type, f.severity, f.contradicts) == (said, type_, Severity.HIGH, True)
    assert f.source_says is not None and recorded in f.source_says
    assert f.source_says in f.message


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("The deal value is $500K.", "$500K"),
        ("The value of the deal is about half a million dollars.", "about half a million dollars"),
        ("The value of the deal is substantial.", None),  # no figure
        ("The venue is Tokyo, Japan.", "Tokyo"),
        ("The owner is Priya.", "Priya"),  # a part of the recorded name
        ("The expected close date is November 2024.", "November 2024"),
        ("The close date is Q4 2024.", "Q4 2024"),
        ("The salary is $2,000.", "$2,000"),  # 2000 is a figure here, not a year
        ("The address is 123 Main Street.", "123 Main Street"),  # most words shared
        ("The attendees is 17.", "17"),
    ],
)
def test_a_field_stated_as_recorded_is_confirmed(sentence: str, said: str | None) -> None:
    assert confirmed_values(sentence) == ([said] if said else [])


@pytest.mark.parametrize(
    "sentence",
    [
        "The venue is a small hall near the station.",  # a description, not a value
        "The stage is set for a strong quarter and more.",  # too many words for a value
        "Attendees said the venue was excellent.",  # no value follows the field's words
        "The WiFi is available for customers.",  # whether it is there, against "WiFi: free"
        "The date is Q3 2024.",  # "date" ends two keys: which field is meant is unknown
    ],
)
def test_words_that_state_no_value_of_a_field_are_left_alone(sentence: str) -> None:
    assert detect_values(sentence) == []


def test_a_value_any_record_holds_for_the_field_is_not_flagged() -> None:
    other = {"event": {"venue": "Osaka"}}
    assert detect_values("The venue is Osaka.", DEAL, other) == []
    assert [f.text for f in detect_values("The venue is Lyon.", DEAL, other)] == ["Lyon"]
    assert "venue: Tokyo; venue: Osaka" in (
        detect_values("The venue is Lyon.", DEAL, other)[0].source_says or ""
    )


def test_the_verifier_reports_a_changed_field_value_once_and_as_contradicted() -> None:
    record = json.dumps({"order": {"items": 17, "shipDate": "2024-03-16", "status": "shipped"}})
    report = Verifier(judge="lexical").verify("The items is 16. The status is pending.", [record])
    assert [c.status for c in report.claims] == [Status.CONTRADICTED, Status.CONTRADICTED]
    flags = [(f.text, f.type) for f in report.flags]
    # The numbers detector would flag "16" too; one flag per span and type stands for both.
    assert flags == [("16", FlagType.NUMERIC_MISMATCH), ("pending", FlagType.CONTRADICTION)]
    assert "items: 17" in (report.flags[0].source_says or "")
    assert not report.supported


def test_a_key_ending_is_enough_only_where_the_source_has_one_such_key() -> None:
    # "close date" ends one key of DEAL; "date" ends two (expectedCloseDate, startDate).
    assert [f.text for f in detect_values("The close date is Q3 2024.")] == ["Q3 2024"]
    assert detect_values("The date is Q3 2024.") == []


def test_a_record_with_thousands_of_fields_is_indexed_once() -> None:
    rows = [{"order": {"id": i, "status": "shipped", "items": i % 7 + 1}} for i in range(3000)]
    record = {"orders": rows, "account": {"region": "Lisbon"}}
    assert [f.text for f in detect_values("The region is Porto.", record)] == ["Porto"]
    # any order's item count agrees; none has 9
    assert detect_values("The items is 3.", record) == []
    assert [f.text for f in detect_values("The items is 9.", record)] == ["9"]
    info = values._index.cache_info()
    detect_values("The region is Lisbon.", record)
    assert values._index.cache_info().hits > info.hits


# --------------------------------------------------------------------------- places


@pytest.mark.parametrize(
    ("sentence", "record", "said", "recorded"),
    [
        ("The event takes place in Osaka.", DEAL, "Osaka", "venue: Tokyo"),
        ("DevCon will be held in Osaka on March 2.", DEAL, "Osaka", "venue: Tokyo"),
        ("The customer is based in Berlin.", {"customer": {"city": "Munich"}}, "Berlin", "city"),
        (
            "Acme is headquartered in San Jose, California.",
            {"company": {"name": "Acme", "headquarters": "Austin"}},
            "San Jose, California",
            "headquarters: Austin",
        ),
    ],
)
def test_a_place_the_record_does_not_give_contradicts_its_place_fields(
    sentence: str, record: Any, said: str, recorded: str
) -> None:
    flags = detect_values(sentence, record)
    assert [(f.text, f.type, f.severity, f.contradicts) for f in flags] == [
        (said, FlagType.ENTITY_MISMATCH, Severity.HIGH, True)
    ]
    assert recorded in (flags[0].source_says or "")
    assert flags[0].message.startswith(f'The answer places it in "{said}"')


@pytest.mark.parametrize(
    ("sentence", "record"),
    [
        ("The event is held in Tokyo.", DEAL),  # as recorded
        # "Arizona" is the state the record abbreviates
        ("The shop is located in Arizona.", {"shop": {"city": "Phoenix", "state": "AZ"}}),
        ("The launch is in March.", DEAL),  # a time, not a place
        # the sources mention Osaka: it may be right about something else
        ("The event takes place in Osaka.", {"event": {"venue": "Tokyo", "note": "Fly via Osaka"}}),
        ("The event takes place in Osaka.", {"event": {"name": "DevCon"}}),  # no place recorded
        ("The team met in Osaka.", DEAL),  # "met in" does not say where the subject is
    ],
)
def test_places_the_sources_give_or_cannot_decide_are_not_flagged(
    sentence: str, record: Any
) -> None:
    assert detect_values(sentence, record) == []


def test_a_place_as_recorded_is_a_confirmed_span_and_a_field_value_is_flagged_once() -> None:
    assert confirmed_values("The event is held in Tokyo.") == ["Tokyo"]
    flags = detect_values("The venue is in Osaka.")
    assert [(f.text, f.type) for f in flags] == [("in Osaka", FlagType.ENTITY_MISMATCH)]


def test_the_verifier_reports_a_misplaced_event_as_contradicted() -> None:
    report = Verifier(judge="lexical").verify(
        "The event takes place in Osaka.", [json.dumps({"event": {"venue": "Tokyo"}})]
    )
    assert report.claims[0].status == Status.CONTRADICTED
    # One flag: "Osaka appears in none of the sources" (FABRICATION) says less than what the
    # record holds instead, so the verifier drops it.
    assert [(f.text, f.type) for f in report.flags] == [("Osaka", FlagType.ENTITY_MISMATCH)]
    assert not report.supported
