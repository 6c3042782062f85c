"""The opening-hours detector: days and times a record's weekly schedule does not have."""

from __future__ import annotations

import json
from typing import Any

import pytest

from groundwise import Verifier
from groundwise.context import CheckContext
from groundwise.detectors import default_detectors
from groundwise.detectors.hours import HoursDetector, claimed_days, confirmed_spans, schedules_of
from groundwise.results import Claim, ClaimCategory, ClaimType, Flag, FlagType, Severity
from groundwise.sources import Source, flatten_json

WEEKDAYS_11_TO_9 = {d: "11:0-21:0" for d in ("Monday", "Tuesday", "Wednesday", "Thursday")}
RECORD: dict[str, Any] = {
    "name": "Harbour Grill",
    "hours": WEEKDAYS_11_TO_9 | {"Friday": "11:0-22:30", "Saturday": "12:0-22:30"},
}


def detect(sentence: str, record: Any = None, claim_text: str | None = None) -> list[Flag]:
    answer = "Intro. " + sentence + " Outro."
    text = claim_text or sentence
    start = answer.index(text)
    claim = Claim("c1", text, start, start + len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    source = Source("s1", json.dumps(RECORD if record is None else record, indent=1))
    flags = HoursDetector().detect(claim, [], CheckContext(answer, {"s1": source}))
    for f in flags:
        assert answer[f.start : f.end] == f.text
        assert claim.start <= f.start < f.end <= claim.end
    return flags


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
    ],
)
def test_days_and_hours_the_schedule_lacks_are_flagged(sentence: str, flagged: str) -> None:
    flags = detect(sentence)
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
    ],
)
def test_days_and_hours_the_schedule_has_are_not_flagged(sentence: str) -> None:
    assert detect(sentence) == []


def test_a_record_without_a_schedule_or_with_too_few_days_checks_nothing() -> None:
    assert detect("It is open seven days a week.", {"name": "Harbour Grill"}) == []
    short = {"hours": {"Monday": "9:0-17:0", "Tuesday": "9:0-17:0"}}
    assert detect("It is open seven days a week.", short) == []
    assert detect("It is open daily.", "plain text, open Monday to Friday") == []


def test_unknown_days_count_as_listed_but_decide_no_time() -> None:
    record = {"hours": {d: "0:0-0:0" for d in ("Monday", "Tuesday", "Wednesday")}}
    assert detect("It is open Monday to Wednesday, 6 am to 2 pm.", record) == []


def test_claimed_days_tells_open_from_closed_days() -> None:
    text = "Open Monday through Friday and weekends, closed on Tuesdays"
    open_days, open_spans, closed_days, closed_spans = claimed_days(text)
    assert open_days == {0, 1, 2, 3, 4, 5, 6}
    assert closed_days == {1}
    assert [text[s:e] for s, e in open_spans] == ["Monday through Friday", "weekends"]
    assert [text[s:e] for s, e in closed_spans] == ["Tuesdays"]


def test_schedules_of_a_loaded_json_file() -> None:
    text, spans = flatten_json({"store": {"opening_hours": RECORD["hours"]}})
    [schedule] = schedules_of(Source("shop", text, fields=spans))
    assert schedule.path == "store.opening_hours"
    assert schedule.hours[4] == (11 * 60, 22 * 60 + 30)
    assert 6 not in schedule.hours


def test_it_is_a_default_detector_and_reaches_the_report() -> None:
    assert any(isinstance(d, HoursDetector) for d in default_detectors())
    report = Verifier(judge="lexical", embedder="none").verify(
        "Harbour Grill is open seven days a week.", [json.dumps(RECORD)]
    )
    assert [f.type for f in report.flags] == [FlagType.TEMPORAL_DISTORTION]
    assert report.flags[0].text == "seven days a week"


def test_days_and_hours_the_schedule_has_are_confirmed_spans() -> None:
    sentence = "It is open Monday through Saturday from 11 am to 9 pm."
    answer = "Intro. " + sentence
    start = answer.index(sentence)
    claim = Claim(
        "c1", sentence, start, start + len(sentence), ClaimType.FACT, ClaimCategory.FACTUAL, True
    )
    ctx = CheckContext(answer, {"s1": Source("s1", json.dumps(RECORD))})
    spans = confirmed_spans(claim, ctx)
    assert [sentence[s:e] for s, e in spans] == ["Monday through Saturday", "11 am to 9 pm"]
    wrong = "It is open seven days a week."
    claim = Claim("c2", wrong, 0, len(wrong), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    assert confirmed_spans(claim, CheckContext(wrong, ctx.sources)) == []
