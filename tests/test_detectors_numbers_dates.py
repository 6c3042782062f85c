"""The numeric and temporal mismatch detectors on the design notes' deal example and beyond."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors import numbers as numbers_module
from groundwise.detectors.dates import TemporalDetector
from groundwise.detectors.numbers import NumericDetector, claim_keys, stem
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, Flag, FlagType, Severity
from groundwise.sources import Source, flatten_json
from groundwise.transcripts import speakers

AS_OF = dt.date(2024, 11, 21)
RECORD = {
    "opportunity": {
        "value": 500000,
        "status": "in_negotiation",
        "expectedCloseDate": "2024-12-15",
        "lastContact": "2024-11-07",
    }
}


def _json_source(source_id: str, data: object, title: str = "") -> Source:
    text, fields = flatten_json(data)
    return Source(source_id, text, title or source_id, fields=fields)


CRM = _json_source("crm", RECORD, "Opportunity Record")
NOTES = Source("notes", "Client mentioned concerns about budget and timeline.", "Meeting notes")


def _run(
    detector: Detector,
    answer: str,
    claim_text: str | None = None,
    sources: tuple[Source, ...] = (CRM, NOTES),
    as_of: dt.date | None = AS_OF,
    evidence: tuple[Evidence, ...] = (),
    verifiable: bool = True,
) -> list[Flag]:
    """Run one detector on one claim (the whole answer unless ``claim_text`` picks a part)."""
    claim_text = claim_text or answer
    start = answer.index(claim_text)
    claim = Claim(
        "c1",
        claim_text,
        start,
        start + len(claim_text),
        ClaimType.FACT,
        ClaimCategory.FACTUAL,
        verifiable,
    )
    ctx = CheckContext(answer, {s.id: s for s in sources}, as_of)
    flags = detector.detect(claim, list(evidence), ctx)
    for f in flags:
        assert answer[f.start : f.end] == f.text  # flags index the answer, not the claim
    return flags


# ---------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    "claim",
    [
        "the value is $500K",  # reference case: $500K == value: 500000
        "The value is 500,000 dollars.",  # currency word, comma thousands
        "It is worth half a million.",  # number words
        "The value is about $480K.",  # approximate claim within 10%
        "The deal is worth $0.5 million.",  # decimal with magnitude word
        "The deal is worth more than $400K.",  # a lower bound the source meets
        "See step 3 below.",  # single bare digits without a unit are not checked
        "The deal ranked 1st.",  # ordinals are not checked
        "In 2024 the deal progressed.",  # a year is a time, not a quantity
    ],
)
def test_numbers_supported(claim: str) -> None:
    assert _run(NumericDetector(), claim) == []


def test_numbers_reference_mismatch() -> None:
    flags = _run(NumericDetector(), "The deal value is $10 billion")
    assert len(flags) == 1
    f = flags[0]
    assert f.type is FlagType.NUMERIC_MISMATCH
    assert f.severity is Severity.CRITICAL  # money off by 20,000x
    assert f.contradicts
    assert f.text == "$10 billion"
    assert "500000" in f.message and "10,000,000,000" in f.message
    assert f.source_says == "value: 500000"
    assert f.source_id == "crm"
    assert "500000" in f.suggestion


def test_numbers_reference_fabrication() -> None:
    answer = "The deal value is $10 billion with 50 decision makers."
    flags = _run(NumericDetector(), answer)
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH, FlagType.FABRICATION]
    f = flags[1]
    assert f.text == "50 decision makers"
    assert f.message == '"50 decision makers" is not stated in any source'
    assert f.severity is Severity.HIGH
    assert not f.contradicts
    assert f.source_id is None


@pytest.mark.parametrize(
    ("claim", "flag_text", "severity"),
    [
        ("The value is $450K.", "$450K", Severity.HIGH),  # money off by 10%: high
        ("The value is $5M.", "$5M", Severity.CRITICAL),  # money off by 10x: critical
        ("The value is 50000.", "50000", Severity.HIGH),  # no currency on either side: high
    ],
)
def test_numbers_mismatch_severity(claim: str, flag_text: str, severity: Severity) -> None:
    flags = _run(NumericDetector(), claim)
    assert [(f.type, f.text, f.severity) for f in flags] == [
        (FlagType.NUMERIC_MISMATCH, flag_text, severity)
    ]


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The team has 12 engineers.", FlagType.FABRICATION),  # nothing about engineers
        ("The team has 40 employees.", FlagType.NUMERIC_MISMATCH),  # employees: 35
        ("The team has 35 employees.", None),  # stated
        ("Headcount is about 36 employees.", None),  # approximate
        ("Churn was 3%.", FlagType.FABRICATION),  # no percentage about churn
        ("A 15% discount was agreed.", FlagType.NUMERIC_MISMATCH),  # discount: 12%
        ("A 12% discount was agreed.", None),  # stated as a percent
        ("The margin is 0.3.", None),  # margin: 30% as a fraction
    ],
)
def test_numbers_units_and_percentages(claim: str, expected: FlagType | None) -> None:
    source = _json_source("hr", {"employees": 35, "discount": "12%", "margin": "30%"})
    flags = _run(NumericDetector(), claim, sources=(source,))
    assert [f.type for f in flags] == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The trial lasted 12 weeks.", FlagType.NUMERIC_MISMATCH),  # weeks: 52; 12 is an age
        ("The trial lasted 52 weeks.", None),
        ("The drug is not approved for children under 12.", None),
    ],
)
def test_a_bare_figure_is_not_the_count_of_the_claims_unit(
    claim: str, expected: FlagType | None
) -> None:
    text = (
        "In the trial, 1,200 adults received either Breathex or a placebo for 52 weeks. "
        "The drug is not approved for children under 12."
    )
    source = Source("s", text)
    evidence = (Evidence("s", 0, len(text), text, 1.0),)
    flags = _run(NumericDetector(), claim, sources=(source,), evidence=evidence)
    assert [f.type for f in flags] == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("source_text", "claim", "expected"),
    [
        # The same figure with another hedge or unit spelling is the figure the claim took.
        ("Let the loaf cool for 15 min before slicing.", "Cool the loaf for 15 minutes.", None),
        ("They sold more than 7,500 tickets by Friday.", "Over 7,500 tickets were sold.", None),
        ("The trail is 12 km long.", "The trail runs 12 kilometres.", None),
        # Different counted things are never compared, whatever words stand beside them.
        (
            "Every passenger was rescued within 36 hours.",
            "This summary has 60 words within it.",
            FlagType.FABRICATION,
        ),
        # A different figure for the same thing is still a mismatch.
        (
            "Let the loaf cool for 15 min before slicing.",
            "Cool the loaf for 40 minutes.",
            FlagType.NUMERIC_MISMATCH,
        ),
    ],
)
def test_numbers_compare_figures_not_wording(
    source_text: str, claim: str, expected: FlagType | None
) -> None:
    flags = _run(NumericDetector(), claim, sources=(Source("s", source_text),))
    assert [f.type for f in flags] == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Two neighbours talk about the fence.", None),  # a small count in words, read off
        ("Twelve neighbours signed the letter.", FlagType.FABRICATION),  # a figure of its own
        ("Three tenants signed the letter.", FlagType.NUMERIC_MISMATCH),  # the source says five
    ],
)
def test_small_counts_in_words_are_flagged_only_against_a_stated_count(
    claim: str, expected: FlagType | None
) -> None:
    source = Source("s", "Anna: did the tenants sign?\nBen: yes, 5 tenants signed the letter.")
    flags = _run(NumericDetector(), claim, sources=(source,))
    assert [f.type for f in flags] == ([expected] if expected else [])


def test_a_counted_thing_is_not_a_rating_beside_a_shared_word() -> None:
    shop = _json_source("shop", {"business_name": "Corner Bakery", "business_stars": 4.5})
    flags = _run(NumericDetector(), "The business opens seven days a week.", sources=(shop,))
    assert FlagType.NUMERIC_MISMATCH not in [f.type for f in flags]


def test_numbers_prefer_evidence_and_key_words() -> None:
    # Two sources state budgets; the claim's evidence points at the notes.
    notes = Source("notes", "The client said their budget is 750,000 this year.")
    answer = "The budget is $600K."
    evidence = (Evidence("notes", 11, 48, notes.text[11:48], 0.8),)
    flags = _run(NumericDetector(), answer, sources=(CRM, notes), evidence=evidence)
    assert len(flags) == 1
    assert flags[0].source_id == "notes"
    assert "750,000" in flags[0].message


def test_numbers_span_is_in_answer_coordinates() -> None:
    answer = "Summary. The deal value is $10 billion."
    flags = _run(NumericDetector(), answer, claim_text="The deal value is $10 billion.")
    assert flags[0].start == answer.index("$10 billion")


@pytest.mark.parametrize(
    ("sources", "verifiable"),
    [
        ((), True),  # no sources: nothing to check against
        ((CRM,), False),  # an opinion or recommendation is not checked
    ],
)
def test_numbers_skip(sources: tuple[Source, ...], verifiable: bool) -> None:
    flags = _run(
        NumericDetector(), "It has 50 decision makers.", sources=sources, verifiable=verifiable
    )
    assert flags == []


REPORT = Source(
    "report",
    "Acme Corp reported revenue of $12.4 million in fiscal 2023, up 18% from the prior year. "
    "The company employs about 240 people across 3 offices. The Series B round of $30M closed "
    "on June 3, 2022. The next board meeting is scheduled for 15 January 2024.",
    "Annual report",
)


@pytest.mark.parametrize(
    ("claim", "expected", "says"),
    [
        ("Revenue was $12.4M in 2023.", None, ""),  # money and year stated
        (
            "Revenue grew 25% year over year.",
            FlagType.NUMERIC_MISMATCH,
            "18%",
        ),  # same word: revenue
        ("Acme has five offices.", FlagType.NUMERIC_MISMATCH, "3 offices"),  # same unit
        ("Acme has three offices.", None, ""),  # number words match digits
        ("The Series B raised $50 million.", FlagType.NUMERIC_MISMATCH, "$30M"),  # same name
        ("Acme has 12 subsidiaries.", FlagType.FABRICATION, ""),  # "Acme" alone relates nothing
        ("Acme is one of the top 10 vendors.", FlagType.FABRICATION, ""),  # not in the report
        # a source the answer points at is not a figure it states ("3 provides" is no count)
        ("Passage 3 provides the revenue of Acme Corp.", None, ""),
        ("Sources 1 and 2 mention the Series B round.", None, ""),
        ("Passage 3 says Acme has 12 subsidiaries.", FlagType.FABRICATION, "12 subsidiaries"),
    ],
)
def test_numbers_in_prose(claim: str, expected: FlagType | None, says: str) -> None:
    flags = _run(NumericDetector(), claim, sources=(REPORT,))
    assert [f.type for f in flags] == ([expected] if expected else [])
    for f in flags:
        assert says in f.message
        # The source line is the sentence holding the value, not the whole paragraph.
        assert f.source_says is None or f.source_says.count(". ") == 0


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # the evidence's figure in other unit words, within the claim's rounding or hedge
        ("Acme has a staff of roughly 250 workers.", None),
        ("Acme has 240 workers.", None),
        ("Acme employs about 400 workers.", FlagType.FABRICATION),
    ],
)
def test_numbers_in_evidence_with_other_unit_words(claim: str, expected: FlagType | None) -> None:
    sentence = "The company employs about 240 people across 3 offices."
    start = REPORT.text.index(sentence)
    evidence = (Evidence("report", start, start + len(sentence), sentence, 0.8),)
    flags = _run(NumericDetector(), claim, sources=(REPORT,), evidence=evidence)
    assert [f.type for f in flags] == ([expected] if expected else [])


OFFER = Source(
    "email",
    "1. CloudTrek Connect: a communication platform. Regular Price: $50/user per month.\n\n"
    "As a token of appreciation, we are currently offering an Early Bird Bundle Package for only "
    "$100/month, which includes access to all the above services.",
    "Offer email",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # $50 is in the source, but as another product's price; the bundle's is $100
        ("The Early Bird Bundle Package is currently offered for $50/month.", True),
        ("The Early Bird Bundle Package is currently offered for $100/month.", False),
        # the figure beside a word of the claim is the figure the claim took
        ("CloudTrek Connect's regular price is $50 per user.", False),
        # no rival in the evidence that shares the claim's words
        ("Something costs $50.", False),
    ],
)
def test_a_figure_stated_about_something_else(claim: str, expected: bool) -> None:
    sentence = OFFER.text[OFFER.text.index("As a token") :]
    start = OFFER.text.index(sentence)
    evidence = (Evidence("email", start, start + len(sentence), sentence, 0.8),)
    flags = _run(NumericDetector(), claim, sources=(OFFER,), evidence=evidence)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if expected else [])
    if expected:
        assert "source says $100" in flags[0].message
        assert "Regular Price: $50/user per month." in flags[0].message


GUIDE = Source(
    "guide",
    "How to uninstall uTorrent. STEP 3: Click Yes to start. STEP 4: Wait for the uninstall process "
    "to be completed. It works on Windows 11 and on the Windows-based uninstaller. The highest "
    "monthly average temperature in September is 58 degrees; the January low is 43 degrees. "
    "There is 42 percentage chance of rain at 3pm.",
    "Guide",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # a number that names a version is compared with that name's numbers only
        ("To uninstall uTorrent on Windows 11, open the Control Panel.", None),
        ("To uninstall uTorrent on Windows 10, open the Control Panel.", "source says 11"),
        # a name the sources never number: nothing to compare with ("STEP 4" is no version)
        ("To remove uTorrent from Vista 10, open the Control Panel.", None),
        # a bracketed conversion restates the figure before it
        ("In September the average temperature is 58 degrees Fahrenheit (14 °C).", None),
        ("In January the low is 43°F (6°C).", None),
        # a wrong conversion is checked like any other figure
        ("In September the average temperature is 58 degrees Fahrenheit (25 degrees C).", "25"),
        # "42 percentage chance" is a percentage
        ("There is a 42% chance of rain at 3pm.", None),
        ("There is a 48% chance of rain at 3pm.", "source says 42 percentage"),
    ],
)
def test_names_conversions_and_percentages(claim: str, expected: str | None) -> None:
    flags = _run(NumericDetector(), claim, sources=(GUIDE,))
    assert len(flags) == (1 if expected else 0), [f.message for f in flags]
    if expected:
        assert expected in flags[0].message


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Water boils at 212 °F at sea level.", None),
        ("Water boils at 212°F at sea level.", None),
        ("Water boils at 100 °C at sea level.", None),
        ("Water boils at 90 °C at sea level.", "90"),
        ("Water boils at 190 °F at sea level.", "190"),
    ],
)
def test_a_degree_sign_converts_between_scales(claim: str, expected: str | None) -> None:
    """ "212 °F" states the source's "100 °C"; a temperature neither scale gives is flagged."""
    source = Source("physics", "At sea level, water boils at 100 °C.")
    flags = _run(NumericDetector(), claim, sources=(source,))
    assert [f.text.split()[0].rstrip("°F") for f in flags] == ([expected] if expected else [])


def test_a_count_in_words_after_a_letter_name_is_a_count() -> None:
    """ "drug X twice daily": "twice" counts doses, it numbers no "X" (as "Windows 10" would)."""
    source = Source("label", "Drug X is approved for adults. It is taken once daily.")
    flags = _run(NumericDetector(), "Patients take drug X twice daily.", sources=(source,))
    assert [f.text for f in flags] == ["twice"]
    assert _run(NumericDetector(), "Patients take drug X once daily.", sources=(source,)) == []
    # a capitalised number word still numbers its name
    race = Source("race", "Since 1983 the event has been run under Formula Two rules.")
    flags = _run(NumericDetector(), "Since 1983 it has been a Formula Three race.", sources=(race,))
    assert [f.text for f in flags] == ["Three race"]


def test_a_date_against_a_json_document_quotes_the_field_the_claim_names() -> None:
    """ "delivered on March 3" against a JSON order: the delivery date is quoted as its field,
    not the whole document, and not the nearer shipping date."""
    order = Source("order", '{"order": {"shipped": "2024-03-05", "delivered": "2024-03-08"}}')
    [flag] = _run(TemporalDetector(), "The order was delivered on March 3.", sources=(order,))
    assert flag.text == "March 3"
    assert flag.source_says == 'order.delivered: "2024-03-08"'
    assert "{" not in flag.message


def test_a_figure_and_a_year_against_a_json_record_quote_their_fields() -> None:
    """A company record: the figure's field is quoted, not the document; two years are a year
    apart, not "1 day outside" each other."""
    record = Source("acme", '{"name": "Acme Corp", "employees": 1200, "founded": 1998}')
    [flag] = _run(NumericDetector(), "Acme Corp has 1,500 employees.", sources=(record,))
    assert flag.source_says == "employees: 1200"
    assert "{" not in flag.message
    [flag] = _run(TemporalDetector(), "Acme Corp was founded in 1999.", sources=(record,))
    assert flag.message.endswith("1 year apart")


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The study included 500 participants aged 18 to 65.", "18 to 65"),
        ("The study included 500 participants aged 17 to 64.", "17 to 64"),
        ("The study included 500 participants aged 18 to 64.", None),
    ],
)
def test_a_range_with_one_end_of_the_sources(claim: str, flagged: str | None) -> None:
    """ "aged 18 to 65" against "aged 18-64": the "18 months" elsewhere in the sentence states
    no end of it."""
    text = "The trial enrolled 500 adults aged 18-64 and followed them for 18 months."
    trial, evidence = Source("trial", text), (Evidence("trial", 0, len(text), text, 0.9),)
    flags = _run(NumericDetector(), claim, sources=(trial,), evidence=evidence)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "18-64" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("Revenue doubled from $2 million to $5 million.", "Revenue grew.", "doubled"),
        (
            "Revenue doubled in 2023.",
            "Revenue rose from $2 million in 2022 to $5 million in 2023.",
            "doubled",
        ),
        (
            "Revenue tripled in 2023.",
            "Revenue rose from $2 million in 2022 to $4 million in 2023.",
            "tripled",
        ),
        ("Users halved from 1,000 to 700.", "Users fell.", "halved"),
        # the figures bear it out, as hedged
        (
            "Revenue more than doubled in 2023.",
            "Revenue rose from $2 million in 2022 to $5 million in 2023.",
            None,
        ),
        (
            "Revenue doubled in 2023.",
            "Revenue rose from $2 million in 2022 to $4.1 million in 2023.",
            None,
        ),
        ("Revenue nearly doubled from $2 million to $3.8 million.", "Revenue grew.", None),
        ("Users halved from 1,000 to 500.", "Users fell.", None),
        # a change told by its percentage
        ("Sales doubled last year.", "Sales grew 20% last year.", "doubled"),
        ("Costs halved last year.", "Costs fell by 20 percent last year.", "halved"),
        ("Sales doubled last year.", "Sales grew 100% last year.", None),
        ("Costs halved last year.", "Costs fell 50% last year.", None),
    ],
)
def test_a_multiple_the_figures_do_not_bear_out(
    claim: str, source: str, flagged: str | None
) -> None:
    """ "doubled" where the change's two ends are 2.5 times apart."""
    text = source
    flags = _run(
        NumericDetector(),
        claim,
        sources=(Source("s", text),),
        evidence=(Evidence("s", 0, len(text), text, 0.9),),
    )
    multiples = [f for f in flags if f.text in ("doubled", "tripled", "halved")]
    assert [f.text for f in multiples] == ([flagged] if flagged else [])
    if flagged:
        assert multiples[0].type is FlagType.NUMERIC_MISMATCH


HOTEL = Source(
    "hotel",
    "Breakfast is included in all room rates. Parking is available for $25 per night. Wi-Fi is "
    "free in the lobby. In rooms, Wi-Fi costs $10 per day.",
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The hotel offers free breakfast and free parking.", "free parking"),
        ("Parking is free.", "Parking is free"),
        ("Guests get complimentary parking.", "complimentary parking"),
        # given for nothing somewhere: a sentence about it says so
        ("The hotel offers free breakfast.", None),
        ("Guests get free Wi-Fi.", None),
        # a price in the claim is the rest of the detector's
        ("Parking is free for the first hour, then $25 per night.", None),
    ],
)
def test_a_thing_given_free_that_a_source_prices(claim: str, flagged: str | None) -> None:
    flags = [
        f
        for f in _run(NumericDetector(), claim, sources=(HOTEL,))
        if f.type is FlagType.CONTRADICTION
    ]
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "$25" in flags[0].message


STORM = Source(
    "storm",
    "Hurricane Milton made landfall near Siesta Key, Florida, on October 9, 2024, as a Category 3 "
    "storm. It had been a Category 5 storm over the Gulf of Mexico.",
    "Storm report",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # the name's other number is in the sentence that says the rest of the claim
        ("Milton made landfall as a Category 5 hurricane.", "source says 3"),
        ("Milton was a Category 3 storm over the Gulf of Mexico.", "source says 5"),
        ("Milton made landfall as a Category 3 hurricane.", None),
        ("Milton had been a Category 5 storm over the Gulf.", None),
        # a number the sources give the name nowhere
        ("Milton made landfall as a Category 4 storm.", "source says 3"),
    ],
)
def test_a_number_of_a_name_said_of_another_moment(claim: str, expected: str | None) -> None:
    """ "Category 5 hurricane": a name's number with a noun after it is still the name's."""
    flags = _run(NumericDetector(), claim, sources=(STORM,))
    assert len(flags) == (1 if expected else 0), [f.message for f in flags]
    if expected:
        assert expected in flags[0].message


# ---------------------------------------------------------------------------- dates


@pytest.mark.parametrize(
    ("claim", "as_of"),
    [
        ("close date is Q4", AS_OF),  # reference case: 2024-12-15 is in Q4
        ("no contact in 14 days", AS_OF),  # reference case: last contact 2024-11-07, 14 days ago
        ("no contact in 14 days", None),  # relative and no as-of date: not checked
        ("The close date is Q4 2024.", AS_OF),  # quarter with its year
        ("The deal closes on December 15, 2024.", AS_OF),  # the exact day
        ("The deal closes on Dec 15.", AS_OF),  # a yearless day
        ("The deal should close by the end of 2024.", AS_OF),  # a deadline the date meets
        ("The deal closes in December.", AS_OF),  # a yearless month
        ("The last contact was 14 days ago.", AS_OF),  # "ago" resolved to 2024-11-07
        ("The deal closes next month.", AS_OF),  # December 2024
    ],
)
def test_dates_supported(claim: str, as_of: dt.date | None) -> None:
    assert _run(TemporalDetector(), claim, as_of=as_of) == []


def test_dates_reference_absence_contradicted() -> None:
    crm = _json_source(
        "crm", {"opportunity": {**RECORD["opportunity"], "lastContact": "2024-11-18"}}
    )
    answer = "The deal is at risk because no contact in 14 days and budget concerns were raised."
    flags = _run(TemporalDetector(), answer, sources=(crm,))
    assert len(flags) == 1
    f = flags[0]
    assert f.type is FlagType.TEMPORAL_DISTORTION
    assert f.severity is Severity.HIGH
    assert f.contradicts
    assert f.text == "no contact in 14 days"
    assert f.source_says == "lastContact: 2024-11-18"
    assert "2024-11-08 and 2024-11-21" in f.message


@pytest.mark.parametrize(
    ("claim", "flag_text", "severity", "says"),
    [
        ("The close date is Q1 2025.", "Q1 2025", Severity.MEDIUM, "17 days outside"),  # near miss
        (
            "The close date is Q4 2023.",
            "Q4 2023",
            Severity.HIGH,
            "2023-10-01..2023-12-31",
        ),  # a year off
        ("It closes on January 5, 2025.", "January 5, 2025", Severity.HIGH, "21 days"),  # wrong day
        ("It closes before Q4 2024.", "Q4 2024", Severity.HIGH, "before"),  # wrong relation
    ],
)
def test_dates_distortion(claim: str, flag_text: str, severity: Severity, says: str) -> None:
    flags = _run(TemporalDetector(), claim)
    assert len(flags) == 1
    f = flags[0]
    assert (f.type, f.text, f.severity, f.contradicts) == (
        FlagType.TEMPORAL_DISTORTION,
        flag_text,
        severity,
        True,
    )
    assert says in f.message
    assert f.source_says == "expectedCloseDate: 2024-12-15"


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The board meets on January 15, 2024.", None),  # stated
        ("The board meets on January 16, 2024.", FlagType.TEMPORAL_DISTORTION),  # same meeting
        ("Acme was founded in 1998.", FlagType.FABRICATION),  # "Acme" does not tie it to 2023
    ],
)
def test_dates_in_prose(claim: str, expected: FlagType | None) -> None:
    flags = _run(TemporalDetector(), claim, sources=(REPORT,))
    assert [f.type for f in flags] == ([expected] if expected else [])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The commission named the applicants on March 1, 2017.", None),  # "Wednesday"
        ("The commission named the applicants on February 22, 2017.", FlagType.TEMPORAL_DISTORTION),
        ("A rally in Charlottesville drew crowds in 2016.", None),  # "last summer"
        ("A rally in Charlottesville drew crowds in 2015.", FlagType.TEMPORAL_DISTORTION),
    ],
)
def test_a_dated_pages_relative_phrases_date_its_events(
    claim: str, expected: FlagType | None
) -> None:
    page = Source(
        "page",
        "Search The Missouri Times\nAugust 25, 2019\n# Three selected\nBy Travis Zimpfer on "
        "March 2, 2017\nThe commission named three applicants Wednesday evening. A rally in "
        "Charlottesville last summer drew crowds.",
    )
    flags = _run(TemporalDetector(), claim, sources=(page,), as_of=None)
    assert [f.type for f in flags] == ([expected] if expected else [])


def test_dates_fabrication() -> None:
    flags = _run(TemporalDetector(), "The contract was signed on March 3, 2023.")
    assert [(f.type, f.severity, f.contradicts, f.text) for f in flags] == [
        (FlagType.FABRICATION, Severity.MEDIUM, False, "March 3, 2023")
    ]
    assert "not stated in any source" in flags[0].message


def test_dates_absence_without_any_contact_date() -> None:
    only_value = _json_source("crm", {"value": 500000})
    flags = _run(TemporalDetector(), "no contact in 14 days", sources=(only_value,))
    assert [f.type for f in flags] == [FlagType.FABRICATION]


def test_dates_year_from_the_claim() -> None:
    # "Q4" takes the claim's own year: Q4 2023 does not hold 2024-12-15.
    flags = _run(TemporalDetector(), "In 2023, the close date was Q4.")
    assert FlagType.TEMPORAL_DISTORTION in [f.type for f in flags]


HISTORY = Source(
    "history",
    "Acme's revenue rose 10% in 2021. Revenue fell 15% the following year as demand weakened. "
    "Two years later the company was sold to Beta Corp.",
    "Company history",
)


@pytest.mark.parametrize(
    ("claim", "sentence", "expected"),
    [
        # "the following year" after 2021 is 2022; "two years later" after that is 2024
        ("Acme's revenue fell 15% in 2022.", "Revenue fell 15% the following year", None),
        ("Acme's revenue fell 15% in 2023.", "Revenue fell 15% the following year", "2022"),
        ("Acme was sold to Beta Corp in 2024.", "Two years later the company was sold", None),
        ("Acme was sold to Beta Corp in 2023.", "Two years later the company was sold", "2024"),
    ],
)
def test_dates_counted_from_an_earlier_date_of_the_source(
    claim: str, sentence: str, expected: str | None
) -> None:
    start = HISTORY.text.index(sentence)
    evidence = (Evidence("history", start, start + len(sentence), sentence, 0.8),)
    flags = _run(TemporalDetector(), claim, sources=(HISTORY,), evidence=evidence)
    assert [f.type for f in flags] == ([FlagType.TEMPORAL_DISTORTION] if expected else [])
    for f in flags:
        assert f"({expected}-01-01..{expected}-12-31)" in f.message  # the year it was counted to
        assert f.source_says is not None and sentence in f.source_says


TOWER = Source(
    "tower",
    "The Eiffel Tower was completed in 1889 for the fair. The 1889 Exposition drew 32 million visitors.",
    "Tower",
)


@pytest.mark.parametrize(
    ("claim", "expected", "severity"),
    [
        ("The Eiffel Tower was completed in 1889.", None, None),
        # the next year is no near miss: a year claim against a year
        ("The Eiffel Tower was completed in 1890.", FlagType.TEMPORAL_DISTORTION, Severity.HIGH),
        ("The Eiffel Tower was completed in the 19th century.", None, None),
        ("The Eiffel Tower was completed in the 1880s.", None, None),
        (
            "The Eiffel Tower was completed in the 20th century.",
            FlagType.TEMPORAL_DISTORTION,
            Severity.HIGH,
        ),
        # the source writes the year as a bare number ("The 1889 Exposition")
        ("The Exposition was held in 1889.", None, None),
    ],
)
def test_dates_before_1900(
    claim: str, expected: FlagType | None, severity: Severity | None
) -> None:
    sentence = TOWER.text.split(". ")[0]
    evidence = (Evidence("tower", 0, len(sentence), sentence, 0.8),)
    flags = _run(TemporalDetector(), claim, sources=(TOWER,), evidence=evidence)
    assert [(f.type, f.severity) for f in flags] == ([(expected, severity)] if expected else [])


def test_a_year_read_as_a_number_is_stated_by_the_same_year() -> None:
    # "the World's Fair of 1889" is a number (no time word before it), "in 1889" a year
    source = Source("tower", "The Eiffel Tower was completed in 1889 for the fair.", "Tower")
    claim = "The tower was built for the World's Fair of 1889."
    assert _run(NumericDetector(), claim, sources=(source,)) == []
    flags = _run(
        NumericDetector(), "The tower was built for the World's Fair of 1890.", sources=(source,)
    )
    assert [f.type for f in flags] == [FlagType.FABRICATION]


def test_a_year_that_names_an_event_is_a_date() -> None:
    # "the 1889 World's Fair" names its event by its year: a date, compared as one
    source = Source("tower", "The Eiffel Tower was built for the 1889 World's Fair.", "Tower")
    for detector in (NumericDetector(), TemporalDetector()):
        assert _run(detector, "It was built for the 1889 World's Fair.", sources=(source,)) == []
    flags = _run(
        TemporalDetector(), "The tower was built for the 1900 World's Fair.", sources=(source,)
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.TEMPORAL_DISTORTION, "1900")]
    assert "1889" in flags[0].message


def test_a_date_of_the_same_event_decides_over_another_date_of_the_evidence() -> None:
    sentence = "The FDA approved metformin in 1994, although it had been used in Europe since 1958."
    source = Source("label", sentence, "Label")
    evidence = (Evidence("label", 0, len(sentence), sentence, 0.8),)
    claim = "Metformin was approved by the FDA in 1958."
    flags = _run(TemporalDetector(), claim, sources=(source,), evidence=evidence)
    assert [(f.type, f.text) for f in flags] == [(FlagType.TEMPORAL_DISTORTION, "1958")]
    assert "1994" in flags[0].message
    for fine in ("Metformin was approved by the FDA in 1994.", "It was used in Europe since 1958."):
        assert _run(TemporalDetector(), fine, sources=(source,), evidence=evidence) == []


def test_a_date_compared_with_is_not_the_date_of_the_event() -> None:
    sentence = (
        "Our third-quarter net interest margin was 6.35 percent, 46 basis points higher than Q2."
    )
    source = Source("call", sentence, "Earnings call")
    evidence = (Evidence("call", 0, len(sentence), sentence, 0.8),)
    claim = "The net interest margin was higher than Q2."
    assert _run(TemporalDetector(), claim, sources=(source,), evidence=evidence) == []


POLICY = Source("policy", "Customers may return unused items within 30 days of delivery.", "Policy")


def test_a_window_is_checked_as_a_count_without_an_as_of_date() -> None:
    claim = "You can return unused items within 60 days."
    flags = _run(NumericDetector(), claim, sources=(POLICY,), as_of=None)
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "60 days")]
    fine = "You can return unused items within 30 days."
    assert _run(NumericDetector(), fine, sources=(POLICY,), as_of=None) == []
    # with an as-of date "closes in 14 days" is a date, for the dates detector alone
    assert _run(NumericDetector(), "The deal closes in 14 days.") == []


def test_a_count_of_years_later_stays_a_number() -> None:
    flags = _run(
        NumericDetector(), "Three years later, Acme was sold to Beta Corp.", sources=(HISTORY,)
    )
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]


# ---------------------------------------------------------------------------- the deal example


def _deal_sources(deal_dir: Path) -> tuple[Source, ...]:
    record = _json_source("opportunity", json.loads((deal_dir / "opportunity.json").read_text()))
    log = _json_source("activity", json.loads((deal_dir / "activity_log.json").read_text()))
    notes = Source("notes", (deal_dir / "meeting_notes.md").read_text())
    return record, log, notes


@pytest.mark.parametrize(
    "claim_text",
    [
        "The deal is at risk because no contact in 14 days",  # relative window, as of 2024-11-21
        "The close date is Q4",  # quarter
        "the value is $500K.",  # money
    ],
)
def test_deal_example_supported(deal_dir: Path, claim_text: str) -> None:
    answer = (deal_dir / "answer.txt").read_text()
    sources = _deal_sources(deal_dir)
    for detector in (NumericDetector(), TemporalDetector()):
        assert _run(detector, answer, claim_text, sources=sources) == []


def test_deal_example_wrong_answer(deal_dir: Path) -> None:
    answer = (deal_dir / "answer_wrong.txt").read_text()
    record = _json_source(
        "opportunity", json.loads((deal_dir / "opportunity_acme.json").read_text())
    )
    claim_text = "The deal value is $10 billion with 50 decision makers."
    flags = _run(NumericDetector(), answer, claim_text, sources=(record,))
    assert [(f.type, f.text) for f in flags] == [
        (FlagType.NUMERIC_MISMATCH, "$10 billion"),
        (FlagType.FABRICATION, "50 decision makers"),
    ]


# ---------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("word", "stemmed"),
    [
        ("closes", "clos"),  # verb
        ("Close", "clos"),  # part of expectedCloseDate
        ("contacted", "contact"),  # past tense
        ("makers", "maker"),  # plural
    ],
)
def test_stem(word: str, stemmed: str) -> None:
    assert stem(word) == stemmed


def test_claim_keys_stop_at_another_number() -> None:
    text = "The deal value is $10 billion with 50 decision makers"
    assert claim_keys(text, text.index("$10"), text.index("$10")) == {"deal", "valu"}
    fifty = text.index("50")
    assert claim_keys(text, fifty, len(text)) == {"decision", "maker"}


# ---------------------------------------------------------------------------- transcripts

CHAT = Source(
    "chat",
    "Joe: Hi how are you? . Luke: Everything's fine, how about you? . Joe: Actually I wanted "
    "to ask what you are doing on the last weekend of January? . Luke: It's February now. Why? . "
    "Joe: A few friends and I are planning a small trip to Ukraine . Luke: The train ticket "
    "costs 200 euros, right? . Joe: Yes and we leave from Warsaw .",
)


def test_speakers_of_a_transcript_are_found_and_records_or_price_lists_are_no_transcript() -> None:
    assert speakers(CHAT.text) == {"Joe", "Luke"}
    agent = "Sales Agent: Good morning, this is Sarah.\nClient: Yes, that's me speaking.\n" * 2
    assert speakers(agent) == {"Sales Agent", "Client"}
    assert speakers("Status: open\nOwner: Priya\nStatus: closed\nOwner: Chen\n") == frozenset()
    prices = "Regular Price: $50/user per month.\nSpecial Offer: $35/user per month.\n" * 2
    assert speakers(prices) == frozenset()


def test_a_speaker_label_is_not_the_key_of_the_date_in_that_turn() -> None:
    # "Luke: It's February now." is not a date about Luke: January is the trip's month.
    answer = "Joe invites Luke on a trip to Ukraine with friends in January."
    assert _run(TemporalDetector(), answer, sources=(CHAT,), as_of=None) == []
    wrong = "Joe invites Luke on a trip to Ukraine with friends in March."
    assert [f.text for f in _run(TemporalDetector(), wrong, sources=(CHAT,), as_of=None)] == [
        "March"
    ]


def test_a_figure_said_in_a_transcript_is_still_compared() -> None:
    answer = "Luke says the train ticket costs 300 euros."
    flags = _run(NumericDetector(), answer, sources=(CHAT,), as_of=None)
    assert [(f.text, f.type) for f in flags] == [("300 euros", FlagType.NUMERIC_MISMATCH)]


TRIAL = Source(
    "trial",
    "Participants received 10 mg of drug X or a placebo once daily for 24 weeks. "
    "The warranty covers 18 months of use.",
    "Trial report",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # the same figure in another unit of the same measure is another figure
        ("The drug was given for 24 months.", "24 weeks"),
        ("Each dose was 10 g.", "10 mg"),
        # the same length or weight written in another unit is the same figure
        ("The drug was given for about six months.", None),
        ("The warranty covers 1.5 years of use.", None),
        ("The warranty covers a year and a half of use.", None),
        # ... and another figure in another unit of it, said of the same thing, is a rival
        ("The warranty covers two years of use.", "18 months"),
        ("Each dose was 10,000 micrograms.", None),
        # how often, in words and in figures
        ("The drug was taken twice daily.", "once"),
        ("The drug was taken 2 times a day.", "once"),
        ("The drug was taken once a day.", None),
        # another measure, or another figure in another unit, is no rival
        ("The clinic is open seven days a week.", None),
        # "once" and "twice" that count no period are no figures
        ("Twice as many took the placebo once the trial began.", None),
    ],
)
def test_units_and_frequencies(claim: str, expected: str | None) -> None:
    sentence = TRIAL.text.split(". ")[0] + "."
    evidence = (Evidence("trial", 0, len(sentence), sentence, 0.8),)
    flags = _run(NumericDetector(), claim, sources=(TRIAL,), evidence=evidence)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if expected else [])
    if expected:
        assert f"source says {expected} " in flags[0].message


VACATION = Source(
    "policy",
    "Employees accrue 1.5 days of paid vacation per month. Unused vacation of up to 5 days may "
    "be carried over. Requests must be submitted at least two weeks in advance.",
    "Vacation policy",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # a limit the evidence sets the same way for the same thing is the one to meet
        ("Up to 10 days of unused vacation may be carried over.", True),
        ("Requests must be submitted at least one week in advance.", True),
        ("Up to 5 days of unused vacation may be carried over.", False),
        ("Requests must be submitted at least 14 days in advance.", False),
        # a bound the evidence sets no limit for is checked against its figures
        ("Employees accrue up to 2 days of vacation per month.", False),
    ],
)
def test_limits_against_limits(claim: str, expected: bool) -> None:
    sentence = next(s for s in VACATION.text.split(". ") if claim.split()[-3] in s)
    start = VACATION.text.index(sentence)
    evidence = (Evidence("policy", start, start + len(sentence), sentence, 0.8),)
    flags = _run(NumericDetector(), claim, sources=(VACATION,), evidence=evidence)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if expected else [])


def test_a_limit_of_another_kind_is_no_rival() -> None:
    source = Source(
        "labs",
        "Over half of states allow walk-in lab tests. The fee schedule lists over a thousand.",
        "Labs",
    )
    evidence = (Evidence("labs", 0, len(source.text), source.text, 0.8),)
    claim = "Over half of states allow walk-in lab tests."
    assert _run(NumericDetector(), claim, sources=(source,), evidence=evidence) == []


PLANS = Source(
    "plans",
    "Our Basic plan costs $30/month and the Premium plan costs $50/month. "
    "Acme's revenue was $5 million in 2023, while Globex reported $7 million.",
    "Plans",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # $50 is in the sentence, but in Premium's clause; Basic's own clause says $30
        ("The Basic plan costs $50/month.", "$30"),
        ("The Basic plan costs $50 per month.", "$30"),
        ("The Premium plan costs $50/month.", None),
        ("The Basic plan costs $30/month.", None),
        # a clause's first word names an owner where the sources name it
        # Globex reported $7 million; $5 million is Acme's (the rival holds "Globex reported",
        # $5 million's place only "revenue": session 41)
        ("Globex reported revenue of $5 million.", "$7 million"),
        ("Acme reported revenue of $5 million.", None),
    ],
)
def test_a_figure_of_another_name_in_the_same_sentence(claim: str, expected: str | None) -> None:
    evidence = (Evidence("plans", 0, len(PLANS.text), PLANS.text, 0.8),)
    flags = _run(NumericDetector(), claim, sources=(PLANS,), evidence=evidence)
    if expected is None:
        assert flags == []
    else:
        assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]
        assert f"source says {expected}" in flags[0].message
        assert "about something else" in flags[0].message


LETTERED = (
    "Plan A costs $10 per month and includes 5 GB of data. Plan B costs $25 per month and "
    "includes 20 GB of data."
)


@pytest.mark.parametrize(
    ("claim", "source", "expected"),
    [
        # a one-letter label tells two names apart ("Plan A" / "Plan B")
        ("Plan A costs $25 per month.", LETTERED, "$10"),
        ("Plan A costs $10 per month.", LETTERED, None),
        # a clause that runs on from another figure is its sentence's subject's
        ("Plan B includes 5 GB of data.", LETTERED, "20"),
        ("Plan B includes 20 GB of data.", LETTERED, None),
        # ... but a clause after a comma is no clause of the name before it
        (
            "Husbands was sentenced to 64 months in prison.",
            "Cristina Husbands, a 48-year-old woman, has been sentenced to over five years in "
            "prison. Judge Sul Ozerden sentenced her to 64 months in prison.",
            None,
        ),
        # a value after "to" and a possessive is that name's; the claim's owner's value is the
        # one beside the most of its words, and a clause's first word is a name where the text
        # writes it as one elsewhere
        (
            "Biden won 232 electoral votes.",
            "Joe Biden received 81.3 million votes and Donald Trump received 74.2 million. "
            "Biden won 306 electoral votes to Trump's 232.",
            "306",
        ),
        (
            "Biden won 306 electoral votes.",
            "Joe Biden received 81.3 million votes and Donald Trump received 74.2 million. "
            "Biden won 306 electoral votes to Trump's 232.",
            None,
        ),
        # and a count of other things is no rival of the claim's
        (
            "Albavision had 26 television stations.",
            "He is the owner of Albavision, a Miami-based group that controls 26 television "
            "stations in 10 countries.",
            None,
        ),
    ],
)
def test_a_figure_of_another_lettered_or_earlier_name(
    claim: str, source: str, expected: str | None
) -> None:
    sources = _plain(source)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    if expected is None:
        assert flags == []
    else:
        assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]
        assert f"source says {expected}" in flags[0].message
        assert "about something else" in flags[0].message


PODS = (
    "When you update a Deployment, it scales up a new ReplicaSet. By default, the maximum number of "
    "unavailable pods during an update is 25%."
)
ACTIVITY = (
    "Adults should get at least 150 minutes of moderate-intensity aerobic activity a week, or 75 "
    "minutes of vigorous activity."
)


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # a value its clause calls the maximum is a limit: "up to 50%" is another limit
        ("By default, up to 50% of pods can be unavailable during an update.", PODS, "50%"),
        ("By default, up to 25% of pods can be unavailable during an update.", PODS, None),
        ("By default, at most 25% of pods can be unavailable during an update.", PODS, None),
        # the words after the figure changed: they are the other figure's
        (
            "Adults should get at least 150 minutes of vigorous activity a week.",
            ACTIVITY,
            "150 minutes",
        ),
        (
            "Adults should get at least 150 minutes of moderate-intensity activity a week.",
            ACTIVITY,
            None,
        ),
        # a bound read once for two figures
        ("Adults should get at least 75 minutes of vigorous activity a week.", ACTIVITY, None),
    ],
)
def test_limits_and_the_words_after_a_figure(claim: str, source: str, flagged: str | None) -> None:
    sources = _plain(source)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


def test_a_one_year_term_is_a_figure() -> None:
    """ "three-year terms" traded its figure with the initial term's: the renewals are one-year."""
    sources = _plain(
        "The agreement has an initial term of three years and renews automatically for "
        "successive one-year terms unless either party gives notice."
    )
    claim = "The agreement renews automatically for successive three-year terms."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "three-year")]
    ok = "The agreement renews automatically for successive one-year terms."
    assert _run(NumericDetector(), ok, sources=sources, evidence=_evidence(sources)) == []


def test_a_sentence_initial_owner_counts_where_the_sources_name_it() -> None:
    source = Source("r", "Acme Corp reported $5 million, while Globex reported $7 million.", "R")
    evidence = (Evidence("r", 0, len(source.text), source.text, 0.8),)
    flags = _run(
        NumericDetector(), "Globex reported $5 million.", sources=(source,), evidence=evidence
    )
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]
    assert "source says $7 million" in flags[0].message
    source = Source("r", "Revenue was $5 million, while Globex reported $7 million.", "R")
    flags = _run(NumericDetector(), "Revenue was $5 million.", sources=(source,), evidence=evidence)
    assert flags == []


def test_a_bound_in_another_spelling_of_its_unit_is_the_same_limit() -> None:
    source = Source(
        "usgs",
        "According to the US Geological Survey, a caldera is a large (at least one km across), "
        "circular depression formed at the top of a volcano.",
        "USGS",
    )
    evidence = (Evidence("usgs", 0, len(source.text), source.text, 0.8),)
    claim = "Calderas have a diameter of at least 1 kilometer."
    assert _run(NumericDetector(), claim, sources=(source,), evidence=evidence) == []
    claim = "Calderas have a diameter of at least 2 kilometers."
    flags = _run(NumericDetector(), claim, sources=(source,), evidence=evidence)
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]


def test_a_maximum_is_a_limit_of_its_own() -> None:
    source = Source(
        "hr",
        "Employees accrue 1.5 vacation days per month, up to a maximum of 18 days per year. "
        "Unused days may be carried over into the next year, but no more than 5 days.",
        "HR policy",
    )
    evidence = (Evidence("hr", 0, len(source.text), source.text, 0.8),)
    claim = "Employees accrue up to 18 days per year."
    assert _run(NumericDetector(), claim, sources=(source,), evidence=evidence) == []
    claim = "Employees accrue up to 20 days per year."
    flags = _run(NumericDetector(), claim, sources=(source,), evidence=evidence)
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]
    assert "source says 18" in flags[0].message


# ---------------------------------------------------------------------------- bounds, limits


def _plain(*texts: str) -> tuple[Source, ...]:
    return tuple(Source(f"s{i}", t) for i, t in enumerate(texts, start=1))


def _evidence(sources: tuple[Source, ...]) -> tuple[Evidence, ...]:
    return tuple(Evidence(s.id, 0, len(s.text), s.text, 1.0) for s in sources)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The battery lasts 15 hours of video playback.", "15 hours"),
        ("The query planner is 30% faster on joins.", "30%"),
    ],
)
def test_a_maximum_stated_flat_is_an_exaggeration(claim: str, flagged: str) -> None:
    """ "up to 15 hours" is no "15 hours": the claim drops the source's bound."""
    sources = _plain(
        "The battery lasts up to 15 hours of video playback. "
        "The query planner is up to 30% faster on joins."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text, f.contradicts) for f in flags] == [
        (FlagType.EXAGGERATION, flagged, False)
    ]
    assert '"up to"' in flags[0].message


@pytest.mark.parametrize(
    "claim",
    [
        "The battery lasts up to 15 hours of video playback.",
        "The battery can last 15 hours of video playback.",
        "The battery lasts 15 hours when idle.",
    ],
)
def test_a_maximum_kept_or_stated_flat_elsewhere_is_no_exaggeration(claim: str) -> None:
    sources = _plain(
        "The battery lasts up to 15 hours of video playback. It lasts 15 hours when idle."
    )
    assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


@pytest.mark.parametrize(
    ("claim", "flagged", "bound"),
    [
        ("Morris is Mitchell's friend of 44 years.", "44 years", '"more than"'),
        ("The company has 500 employees.", "500 employees", '"over"'),
    ],
)
def test_a_minimum_stated_flat_is_a_low_mismatch(claim: str, flagged: str, bound: str) -> None:
    """ "more than 44 years" is no "44 years": the claim drops the source's lower bound."""
    sources = _plain(
        "Morris is described as Mitchell's friend of more than 44 years in the legal documents. "
        "The company has over 500 employees."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text, f.severity, f.contradicts) for f in flags] == [
        (FlagType.NUMERIC_MISMATCH, flagged, Severity.LOW, False)
    ]
    assert "only as a minimum" in flags[0].message and bound in flags[0].message


def test_a_minimum_is_no_mismatch_where_a_source_gives_the_figure_roughly() -> None:
    """A meeting transcript: "about fifty Euros", then "more than fifty Euros": the claim's
    "fifty Euros" is the first one's, rounded as the speaker rounded it."""
    sources = _plain(
        "Industrial Designer: M about fifty Euros . User Interface: yeah . "
        "Industrial Designer: Yes , it's more than fifty Euros . It's quite expensive , yes ."
    )
    claim = "The Industrial Designer said the price of fifty Euros was not very expensive."
    assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []
    # the minimum alone still is one
    bound = _plain("Industrial Designer: Yes , it's more than fifty Euros . It's quite expensive .")
    flags = _run(NumericDetector(), claim, sources=bound, evidence=_evidence(bound))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "fifty Euros")]


@pytest.mark.parametrize(
    "claim",
    ["The company has more than 500 employees.", "The company has at least 500 employees."],
)
def test_a_minimum_kept_is_no_mismatch(claim: str) -> None:
    sources = _plain("The company has over 500 employees.")
    assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


def test_a_bound_of_a_measure_is_not_stated_by_a_bare_count() -> None:
    """ "up to 20 years in prison" is made up, whatever small bare counts the source gives."""
    sources = _plain(
        "He wanted to go to a military base in Texas and kill three or four American soldiers."
    )
    claim = "He faces up to 20 years in prison if convicted."
    flags = _run(NumericDetector(), claim, sources=sources, as_of=None, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.FABRICATION, "20 years")]
    # the bound's own figure, bare, still states it
    said = _plain("The maximum sentence is 20, the prosecutor said.")
    assert _run(NumericDetector(), claim, sources=said, as_of=None, evidence=_evidence(said)) == []


def test_unlimited_where_the_source_gives_a_count() -> None:
    sources = _plain(
        "The Basic plan costs $10 a month and includes 5 users. "
        "The Pro plan costs $25 a month, includes 20 users and adds single sign-on."
    )
    claim = "The Pro plan costs $25 a month and includes unlimited users."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "unlimited users")]
    assert "includes 20 users" in flags[0].message
    # a source that says unlimited is the claim's
    said = _plain("The Pro plan includes unlimited users and 20 projects.")
    assert (
        _run(
            NumericDetector(),
            "The Pro plan includes unlimited users.",
            sources=said,
            evidence=_evidence(said),
        )
        == []
    )


def test_a_figure_the_evidence_gives_another_thing_is_no_support() -> None:
    """ "32 GB" is in the evidence, about another model; the laptop's own memory is 16 GB."""
    sources = _plain(
        "The laptop weighs 1.2 kg and comes with 16 GB of memory. "
        "A 32 GB model is available for an extra $200."
    )
    claim = "The laptop comes with 32 GB of memory."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "32 GB")]
    assert "16" in flags[0].message
    fine = "The laptop comes with 16 GB of memory."
    assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []


def test_an_ordinal_before_the_same_noun() -> None:
    """ "in the 58th minute" where the evidence says "in the 85th minute" and no source has 58th."""
    sources = _plain("Bukayo Saka pulled one back in the 85th minute.")
    claim = "Bukayo Saka pulled one back in the 58th minute."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "58th")]
    assert "85th" in flags[0].message
    for fine in ("Bukayo Saka pulled one back in the 85th minute.", "He came 58th in the race."):
        assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []


def test_an_ordinal_is_compared_with_the_one_said_of_the_claims_name() -> None:
    """Three goals, three minutes: "Odegaard scored in the 68th minute" is given Odegaard's 58th,
    not the 12th of the first sentence that shares "scoring"."""
    sources = _plain(
        "Bukayo Saka opened the scoring in the 12th minute with a curling shot. In the second "
        "half, Martin Odegaard restored Arsenal's lead in the 58th minute. Chelsea's Enzo "
        "Fernandez was sent off in the 80th minute."
    )
    claim = "Odegaard scored in the 68th minute."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "68th")]
    assert "58th" in flags[0].message and "12th" not in flags[0].message


def test_an_anchored_phrase_the_source_writes_is_no_fabrication() -> None:
    """ "in the prior year" counts from the claim's "2021" but is the source's own wording."""
    sources = _plain(
        "Our forecast for 2021 remains in the range of $1.7 billion to $1.8 billion "
        "compared with $1.67 billion in the prior year."
    )
    claim = (
        "The forecast for 2021 is $1.7 billion to $1.8 billion compared with $1.67 billion "
        "in the prior year."
    )
    assert _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


def test_an_ordinal_the_sources_count_in_a_cardinal_is_found() -> None:
    """ "the 35th anniversary" where the source says "35 years ago" (and another 23rd one)."""
    sources = _plain(
        "That was Miami 35 years ago. Wednesday marks the 23rd anniversary of the Los Angeles riots."
    )
    claim = "On the 35th anniversary of the Miami riots, the author reflects."
    assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # 6.2 kg is the drug group's; the placebo group's is 1.1 kg
        ("Patients on placebo lost an average of 6.2 kg over 48 weeks.", "6.2 kg"),
        ("Patients taking the drug lost an average of 6.2 kg over 48 weeks.", None),
        ("Patients in the placebo group lost 1.1 kg.", None),
        ("The drug group lost 6.2 kg, compared with 1.1 kg for placebo.", None),
        # the group named before the figure, outside the words beside it
        ("In the placebo group, patients lost 1.1 kg.", None),
    ],
)
def test_a_figure_of_the_other_group_of_a_comparison(claim: str, flagged: str | None) -> None:
    """Two figures set against each other ("compared with") belong to the groups beside them."""
    sources = _plain(
        "Patients taking the drug lost an average of 6.2 kg over 48 weeks, compared with "
        "1.1 kg in the placebo group."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH and "1.1" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Blood pressure fell by 8 mmHg in the control group.", "8 mmHg"),
        ("Blood pressure fell by 8 mmHg in the low-sodium group.", None),
        ("In the control group, blood pressure fell by 2 mmHg.", None),
    ],
)
def test_a_change_told_for_two_groups(claim: str, flagged: str | None) -> None:
    """ "fell by 8 mmHg in one group and by 2 mmHg in the other": a unit written in capitals
    (mmHg) is read, so the control group's figure is told from the other's."""
    sources = _plain(
        "Systolic blood pressure fell by an average of 8 mmHg in the low-sodium group and by 2 "
        "mmHg in the control group."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH and "2" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The policy will be reviewed after a year.", "a year"),
        ("Repainting takes about a year.", "a year"),
        ("The policy will be reviewed after half a year.", None),
        ("Repainting takes about a year and a half.", None),
    ],
)
def test_one_period_in_words(claim: str, flagged: str | None) -> None:
    """ "after a year" is one year, after a word of when or how long."""
    sources = _plain(
        "The policy takes effect on March 1 and will be reviewed after six months. The tower is "
        "repainted every seven years; repainting takes about 18 months."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


def test_a_bound_allows_no_count_of_other_things() -> None:
    """ "over 2,300 miles" allows 2,900, but "about 2,900 individual reefs" counts reefs: the
    length is still the source's 2,300 kilometres."""
    sources = _plain(
        "The Great Barrier Reef stretches over 2,300 kilometres off the coast of Queensland. "
        "It is made up of about 2,900 individual reefs."
    )
    flags = _run(
        NumericDetector(),
        "The reef stretches over 2,300 miles.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["2,300 miles"]
    assert "2,300 kilometres" in flags[0].message
    same = _run(
        NumericDetector(),
        "The reef stretches over 2,300 km.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert same == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The Louvre received 8.7 million visitors in 2023, a record.", "8.7 million visitors"),
        ("The Louvre set a record of 10.2 million visitors in 2018.", None),
        ("The Louvre received 8.7 million visitors in 2023.", None),
        # "on record" ranks; it names no record figure
        ("2023 was the busiest year on record, with 8.7 million visitors.", None),
    ],
)
def test_a_figure_called_a_record_the_source_gives_otherwise(
    claim: str, flagged: str | None
) -> None:
    sources = _plain(
        "The Louvre received 8.7 million visitors in 2023, up 14% from 2022 but below its record "
        "of 10.2 million in 2018."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "10.2 million" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Netflix added 2.4 million subscribers in the third quarter.", "2.4 million subscribers"),
        ("Netflix added 5.1 million subscribers in the third quarter.", None),
        ("Analysts had forecast 2.4 million new subscribers.", None),
    ],
)
def test_a_result_is_not_its_forecast(claim: str, flagged: str | None) -> None:
    sources = _plain(
        "Netflix added 5.1 million subscribers in the third quarter, beating forecasts of 2.4 "
        "million."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


def test_without_a_limit_against_a_count_of_times() -> None:
    """ "retried indefinitely" against "retried up to five times"."""
    sources = _plain("Webhooks are retried up to five times with exponential backoff.")
    flags = _run(
        NumericDetector(),
        "Webhooks are retried indefinitely with exponential backoff.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["indefinitely"]
    assert "up to five times" in flags[0].message
    kept = _run(
        NumericDetector(),
        "Webhooks are retried up to five times.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert kept == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Pogacar won the overall title for the first time.", "for the first time"),
        ("Pogacar won the overall title for the third time.", None),
        # the later one is another thing's
        ("Vingegaard finished on the podium for the first time in Paris.", None),
    ],
)
def test_a_first_the_source_counts_as_a_later_one(claim: str, flagged: str | None) -> None:
    sources = _plain("Tadej Pogacar won the overall title, his third, ahead of Jonas Vingegaard.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "his third" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Capital spending is expected to rise to $1.8 billion next year.", "$1.8 billion"),
        ("Capital spending is expected to fall to $1.5 billion next year.", None),
        ("Capital spending is expected to fall from $1.8 billion.", None),
    ],
)
def test_one_end_of_a_change_told_the_other_way(claim: str, flagged: str | None) -> None:
    """ "$1.5 billion next year, down from $1.8 billion this year": $1.8 billion is where the
    change starts, not where it goes."""
    sources = _plain(
        "The company expects capital spending of $1.5 billion next year, down from $1.8 billion "
        "this year."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


_FRAMES = (
    "Williams won the opening frame to lead 6-4. World number seven "
    "Williams took frame 12 to make it 7-5, and cleared for a 10-7 lead."
)


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # a side of a score, a rank and a frame's number count no frames
        ("Williams won three frames.", _FRAMES, None),
        ("Williams won the final three frames to take a 10-7 lead.", _FRAMES, None),
        ("Williams won three frames.", "Williams won two frames to lead 6-4.", "three frames"),
        # scores are still compared with scores
        ("The bill passed the Senate 52-48.", "The bill passed the Senate 51-49.", "52-48"),
    ],
)
def test_scores_ranks_and_labels_are_no_counts(
    claim: str, source: str, flagged: str | None
) -> None:
    """ "won the opening frame to lead 6-4", "world number seven", "took frame 12": none of
    them says how many frames a claim's "three frames" were."""
    sources = _plain(source)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags][:1] == ([flagged] if flagged else [])


VOYAGER = Source(
    "voyager",
    "The Voyager 1 probe, launched in 1977, became the first human-made object to enter "
    "interstellar space in August 2012. Its twin, Voyager 2, crossed into interstellar space in "
    "November 2018. Method 1 of 2 is described below.",
    "Voyager",
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # a small number that opens the claim is checked as its name's
        ("Voyager 2 was the first human-made object to enter interstellar space.", "source says 1"),
        ("Voyager 1 was the first human-made object to enter interstellar space.", None),
        # a number the sources tell of but do not give is left alone
        ("Method 2 is described below.", None),
        ("Scene 3 is described below.", None),
    ],
)
def test_a_small_number_that_names_something(claim: str, expected: str | None) -> None:
    flags = _run(NumericDetector(), claim, sources=(VOYAGER,))
    assert len(flags) == (1 if expected else 0), [f.message for f in flags]
    if expected:
        assert expected in flags[0].message


def test_figures_listed_without_a_contrast_are_not_groups() -> None:
    """ "up 19% ..., adjusted EBITDA was up 21%": a list of one company's figures, no rivals."""
    sources = _plain(
        "Organic revenues were up 19% year-over-year, adjusted EBITDA was up 21% and "
        "adjusted earnings per share increased 38% versus last year."
    )
    claim = "Organic revenues and earnings increased by 19% and 38% respectively."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Employees accrue 1.5 days of paid leave per year.", "1.5 days"),
        ("Employees accrue 1.5 days of paid leave annually.", "1.5 days"),
        ("Employees accrue 1.5 days of paid leave each month.", None),
        ("Employees accrue 1.5 days of paid leave.", None),
    ],
)
def test_a_figure_counted_over_another_period(claim: str, flagged: str | None) -> None:
    """ "per month" is no "per year": the same figure over another period misstates it."""
    sources = _plain("Employees accrue 1.5 days of paid leave per month.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].contradicts and "per month" in flags[0].message


@pytest.mark.parametrize(
    ("source", "claim", "flagged", "source_date"),
    [
        # each date of the sentence has its own event beside it
        (
            "The Berlin Wall fell on 9 November 1989, and Germany was reunified on 3 October 1990.",
            "Germany was reunified in 1989.",
            "1989",
            "1990",
        ),
        (
            "The Berlin Wall fell on 9 November 1989, and Germany was reunified on 3 October 1990.",
            "The Berlin Wall fell on 3 October 1990.",
            "3 October 1990",
            "1989",
        ),
        (
            "The house was built in 1985 and renovated in 2019.",
            "The house was renovated in 1985.",
            "1985",
            "2019",
        ),
        (
            "The house was built in 1985 and renovated in 2019.",
            "The house was renovated in 2019.",
            None,
            None,
        ),
        (
            "The Berlin Wall fell on 9 November 1989, and Germany was reunified on 3 October 1990.",
            "Germany was reunified on 3 October 1990.",
            None,
            None,
        ),
        # two dates of one span or list are no two events
        (
            "In summer (July and August), the average temperature is around 23 °C.",
            "In summer, specifically July, the average temperature is around 23 °C.",
            None,
            None,
        ),
        (
            "The tour kicks off in August 2007 and will run through October 2007.",
            "The band toured from August through October 2007.",
            None,
            None,
        ),
        # a date with no words of its own carries the same event on
        (
            "Obama visited Berlin in 2008 and again in 2013.",
            "Obama visited Berlin in 2013.",
            None,
            None,
        ),
        # the claim's own word just before its date is the fitting date's: that event's date
        (
            "He was forced out of the company in 1985 and founded NeXT, which Apple acquired in "
            "1997.",
            "Jobs founded NeXT after being forced out of Apple in 1985.",
            None,
            None,
        ),
        # a word the sources put in two years does not confirm either
        (
            "Jobs returned as interim CEO in 1997 and became permanent CEO in 2000.",
            "Jobs became permanent CEO in 1997.",
            "1997",
            "2000",
        ),
    ],
)
def test_a_date_another_event_has_in_the_same_sentence(
    source: str, claim: str, flagged: str | None, source_date: str | None
) -> None:
    """A date that fits the claim but stands beside another event's words is no support."""
    sources = _plain(source)
    flags = _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.TEMPORAL_DISTORTION
        assert source_date is not None and source_date in flags[0].message


def test_a_sum_of_the_next_clause_is_a_rival() -> None:
    """ "$500 per claim, and the annual coverage limit is $50,000": $500 is the deductible."""
    sources = _plain("The deductible is $500 per claim, and the annual coverage limit is $50,000.")
    flags = _run(
        NumericDetector(),
        "The annual coverage limit is $500.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "$500")]
    assert "$50,000" in flags[0].message
    fine = "The deductible is $500 per claim."
    assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []
    per_year = _run(
        NumericDetector(),
        "The deductible is $500 per year.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in per_year] == ["$500"] and "per claim" in per_year[0].message


def test_an_age_is_not_a_count_of_the_claims_unit() -> None:
    """ "Children under 12" is an age: "every 12 hours" is checked against "every 8 hours"."""
    sources = _plain(
        "Adults should take 500 mg every 8 hours, not exceeding 3,000 mg in 24 hours. "
        "Children under 12 should not take this medication."
    )
    flags = _run(
        NumericDetector(),
        "Adults should take 500 mg every 12 hours.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "12 hours")]
    assert "8" in flags[0].message


def test_a_figure_counted_per_two_things_one_of_them_changed() -> None:
    """ "per book per week" against "per book per day": the periods differ, whatever else both
    are counted per; the message quotes both "per" phrases whole."""
    sources = _plain("Late returns are charged 25 cents per book per day.")
    claim = "Late returns are charged 25 cents per book per week."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ["25 cents"]
    assert "per book per week" in flags[0].message and "per book per day" in flags[0].message
    for fine in (
        "Late returns are charged 25 cents per book per day.",
        "Late returns are charged 25 cents per day for each book.",
    ):
        assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []


def test_a_limit_counted_per_another_thing() -> None:
    """ "at most 100 results per page" sets no limit per request."""
    sources = _plain("The /v2/orders endpoint returns at most 100 results per page.")
    flags = _run(
        NumericDetector(),
        "The endpoint returns at most 100 results per request.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["100 results"]
    assert "per page" in flags[0].message
    fine = "The endpoint returns at most 100 results per page."
    assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []


def test_the_period_of_a_rate_is_one_word_after_per() -> None:
    """ "60 per minute per API key": the figure is counted per minute."""
    sources = _plain("Requests are limited to 60 per minute per API key.")
    flags = _run(
        NumericDetector(),
        "Requests are limited to 60 per hour per API key.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["60"]
    assert '"60" per hour but the source gives it per minute:' in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Electronics must be returned within 30 days.", "30 days"),
        ("Items can be returned within 30 days.", None),
        ("Most items can be returned within 30 days of delivery.", None),
        ("Electronics must be returned within 15 days.", None),
    ],
)
def test_the_general_rules_figure_for_a_narrower_thing(claim: str, flagged: str | None) -> None:
    """The evidence gives the claim's own subject another value than the general rule's."""
    sources = _plain(
        "Items can be returned within 30 days of delivery for a full refund. "
        "Electronics must be returned within 15 days."
    )
    # without an as-of date "within 30 days" is a count (with one, a date for the dates detector)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "15" in flags[0].message


def test_one_thing_said_twice_in_a_sentence_is_no_narrower_thing() -> None:
    """ "1.5 days ... per month, or 18 days per year": both figures are the employees'."""
    sources = _plain("Employees accrue 1.5 days of paid leave per month, or 18 days per year.")
    claim = "Employees earn 18 days of paid leave per year, which is 1.5 days each month."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The appeals court upheld the $2.1 billion fine.", "$2.1 billion"),
        ("The court reduced the fine to $1.4 billion.", None),
        ("The original fine was $2.1 billion.", None),
        ("The fine was reduced from $2.1 billion.", None),
    ],
)
def test_the_figure_before_a_change_is_not_the_figure_now(claim: str, flagged: str | None) -> None:
    """ "reduced the fine from $2.1 billion to $1.4 billion": the fine is $1.4 billion now."""
    sources = _plain(
        "The appeals court upheld the ruling, but reduced the fine from $2.1 billion to "
        "$1.4 billion."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "$1.4 billion" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Operating margin narrowed to 21% from 18%.", ["21%", "18%"]),
        ("Operating margin narrowed from 18% to 21%.", ["18% to 21%"]),
        ("Operating margin narrowed to 18% from 21%.", []),
        ("Operating margin narrowed from 21% to 18%.", []),
        ("Headcount grew from 10,200 to 9,500.", ["10,200", "9,500"]),
        ("Headcount grew to 10,200 from 9,500.", []),
        # one end alone is another rule's business
        ("Operating margin was 21% a year ago.", []),
    ],
)
def test_a_change_stated_the_other_way_round(claim: str, flagged: list[str]) -> None:
    """ "narrowed to 18% from 21%": each end of the change is checked for its direction."""
    sources = _plain(
        "Operating margin narrowed to 18% from 21%. Headcount grew from 9,500 to 10,200."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == flagged
    assert all(f.type is FlagType.NUMERIC_MISMATCH and f.contradicts for f in flags)
    assert all("the source has it go" in f.message for f in flags)


def test_a_limit_the_other_way_is_another_rule() -> None:
    """ "at least 650 words" against "no more than 650 words": the figure is the source's, the
    limit is not."""
    sources = _plain("Applicants must submit an essay of no more than 650 words.")
    flags = _run(
        NumericDetector(),
        "The essay must be at least 650 words.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["650 words"]
    assert "a minimum" in flags[0].message and "a maximum" in flags[0].message
    assert (
        _run(
            NumericDetector(),
            "The essay can be up to 650 words.",
            sources=sources,
            evidence=_evidence(sources),
        )
        == []
    )


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("Adherence was higher among participants under 60.", "participants over 60", "60"),
        ("Free shipping on orders under $100.", "free shipping on all orders over $100", "$100"),
        ("Adherence was higher among participants over 60.", "participants over 60", None),
    ],
)
def test_a_limit_set_the_other_way_for_the_same_thing(
    claim: str, source: str, flagged: str | None
) -> None:
    """ "under 60" against "over 60": whatever figures under 60 the source gives elsewhere."""
    sources = _plain(
        f"Walking lowered blood pressure by 5 mmHg after 12 weeks. Adherence was higher among "
        f"{source}. We offer {source}."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Leeds beat Norwich 2-1 on Saturday.", "2-1"),
        ("The Supreme Court ruled 5-4 that the law was invalid.", None),
        ("Leeds beat Norwich 3-1 on Saturday.", None),
        ("Norwich lost 1-3 to Leeds on Saturday.", None),  # the same score from the other side
    ],
)
def test_a_score_or_vote_the_source_gives_otherwise(claim: str, flagged: str | None) -> None:
    sources = _plain("Leeds beat Norwich 3-1 on Saturday. The court upheld the ban.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "3-1" in flags[0].message and flags[0].contradicts


@pytest.mark.parametrize(
    ("text", "tallies"),
    [
        ("Leeds beat Norwich 3-1 on Saturday.", ["3-1"]),
        ("The bill passed by a 52-48 vote.", ["52-48"]),
        ("Take 5-10 minutes to rest.", []),  # no word of winning or voting
        ("They won 2-1 on 2024-05-01.", ["2-1"]),  # a date is no score
        ("Turnout rose 5-7% as the team won.", []),
    ],
)
def test_tallies(text: str, tallies: list[str]) -> None:
    assert [t for _, _, t in numbers_module._tallies(text)] == tallies


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Late check-out until 1 p.m. is free.", "is free"),
        ("Late check-out until 1 p.m. costs $30.", None),
        ("Parking for electric vehicles is free.", None),  # a source says so
        ("Parking is free.", None),  # its sentence says something is free: left alone
    ],
)
def test_free_where_the_source_gives_a_price(claim: str, flagged: str | None) -> None:
    sources = _plain(
        "Late check-out until 1 p.m. costs $30. Parking costs $15 per night; parking for "
        "electric vehicles is free."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.CONTRADICTION and "$30" in flags[0].message


def test_a_vote_tally() -> None:
    sources = _plain("The Supreme Court ruled 6-3 that the state law violated the First Amendment.")
    flags = _run(
        NumericDetector(),
        "The Supreme Court ruled 5-4 that the state law violated the First Amendment.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["5-4"]


def test_a_bound_is_not_stated_by_a_figure_of_another_order() -> None:
    """ "under 6 years" against a guide whose "24 hours" it allows: checked against "6 months"."""
    sources = _plain(
        "Children under 6 months with any fever need immediate medical attention. Paracetamol "
        "can be given every 4 to 6 hours, up to four doses in 24 hours."
    )
    flags = _run(
        NumericDetector(),
        "Children under 6 years with any fever need immediate medical attention.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [f.text for f in flags] == ["6 years"]
    assert "6 months" in flags[0].message


def test_an_age_is_not_a_sum_of_money() -> None:
    """ "free for children under 12; adults pay $18": "$12" is checked against $18."""
    sources = _plain("Admission is free for children under 12; adults pay $18.")
    flags = _run(NumericDetector(), "Adults pay $12.", sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "$12")]
    assert "$18" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged", "source_says"),
    [
        ("The X200 comes with a three-year warranty.", "three-year", "two"),
        # "two-year" counts years, not ports
        ("The X200 has two Ethernet ports.", "two Ethernet ports", "four"),
    ],
)
def test_counts_in_words_with_their_unit(claim: str, flagged: str, source_says: str) -> None:
    sources = _plain(
        "The X200 router has four Ethernet ports. It costs $149 and comes with a two-year warranty."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, flagged)]
    assert f"source says {source_says}" in flags[0].message


CURIE = Source(
    "curie",
    "She won Nobel Prizes in two fields: physics in 1903, shared with Pierre Curie, and "
    "chemistry in 1911.",
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # two things traded their years
        (
            "She won the Nobel Prize in chemistry in 1903 and in physics in 1911.",
            ["chemistry in 1903", "physics in 1911"],
        ),
        ("She won the prize in chemistry in 1911 and in physics in 1903.", []),
        ("She won the prize in chemistry in 1911.", []),
        # a word the sources give no year: nothing to trade
        ("She won the prize in medicine in 1911.", []),
    ],
)
def test_a_year_said_of_another_thing(claim: str, flagged: list[str]) -> None:
    evidence = (Evidence("curie", 0, len(CURIE.text), CURIE.text, 1.0),)
    flags = _run(TemporalDetector(), claim, sources=(CURIE,), evidence=evidence)
    traded = [f for f in flags if "something else" in f.message]
    assert [f.text for f in traded] == flagged
    assert all(f.type is FlagType.TEMPORAL_DISTORTION and f.contradicts for f in traded)


WATERLOO = Source(
    "waterloo",
    "The Battle of Waterloo was fought on 18 June 1815 near Waterloo in present-day Belgium. The "
    "defeat ended Napoleon's rule, and he was exiled to Saint Helena, where he died in 1821. "
    "Durkan will be Seattle's first female mayor since Bertha Landes' election in 1926.",
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # the sources give the claim's year only in other words, and its word another year
        ("Napoleon was exiled to Saint Helena, where he died in 1815.", "died in 1815"),
        ("Napoleon died on Saint Helena in 1815.", "died on Saint Helena in 1815"),
        ("Napoleon died on Saint Helena in 1821.", None),
        ("Napoleon was defeated at Waterloo in 1815.", None),
        # a sentence that shares no more than the word and a name is no statement of the claim
        ("She was elected to the Seattle City Council in 1815.", None),
    ],
)
def test_a_year_the_sources_give_in_other_words(claim: str, flagged: str | None) -> None:
    evidence = (Evidence("waterloo", 0, len(WATERLOO.text), WATERLOO.text, 1.0),)
    flags = _run(TemporalDetector(), claim, sources=(WATERLOO,), evidence=evidence)
    traded = [f.text for f in flags if "something else" in f.message]
    assert traded == ([flagged] if flagged else [])


VACUUM = (
    "It runs for up to 45 minutes on eco mode or 12 minutes on boost mode. The warranty covers "
    "the motor for five years and the battery for two years. The dock supports 27W wired "
    "charging and 15W wireless charging. Late fees are 25 cents per day for books and $1 per "
    "day for DVDs. It is rated at 49 mpg in the city and 47 mpg on the highway. Each 40 g "
    "serving contains 150 calories, 27 g of carbohydrates, of which 9 g are sugars, and 5 g of "
    "protein."
)


@pytest.mark.parametrize(
    ("claim", "flagged", "theirs"),
    [
        # the words beside the figure are the source's beside another figure
        ("It runs for up to 45 minutes on boost mode.", "45 minutes", "12"),
        ("The warranty covers the battery for five years.", "five years", "two"),
        # a figure with its unit attached ("27W")
        ("The dock supports 27W wireless charging.", "27W", "15"),
        ("The dock supports 15W wireless charging.", None, None),
        # the same three words after two figures, told apart by the fourth
        ("Late fees are $1 per day for books.", "$1", "25 cents"),
        ("Late fees are $1 per day for DVDs.", None, None),
        # as the source words it
        ("It runs for up to 45 minutes on eco mode.", None, None),
        ("The warranty covers the battery for two years.", None, None),
        ("The warranty covers the motor for five years.", None, None),
        # a word the source gives no other figure: nothing traded
        ("The warranty covers the fan for five years.", None, None),
        # both figures in one claim, each with the other's words: a figure's words end at the
        # next figure ("in the city" is the 47's)
        ("It is rated at 49 mpg on the highway and 47 mpg in the city.", "49 mpg", "47"),
        ("It is rated at 49 mpg in the city and 47 mpg on the highway.", None, None),
        # two words after the figure, where the claim ends
        ("Each serving contains 9 g of protein.", "9 g", "5"),
        ("Each serving contains 5 g of protein.", None, None),
    ],
)
def test_two_things_traded_their_figures(
    claim: str, flagged: str | None, theirs: str | None
) -> None:
    sources = _plain(VACUUM)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH and flags[0].contradicts
        assert theirs is not None and f"says {theirs}" in flags[0].message


QUAKE = (
    "A 6.1-magnitude earthquake struck off northern Chile on Monday. It hit about 60 kilometers "
    "west of Iquique, at a depth of 35 kilometers. The region was hit by an 8.2-magnitude quake "
    "in 2014 that killed six people."
)


def test_a_figure_of_another_event() -> None:
    """ "killing six people" comes from the sentence about the 8.2-magnitude quake."""
    sources = _plain(QUAKE)
    claim = "A 6.1-magnitude earthquake struck northern Chile on Monday, killing six people."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.MISATTRIBUTION, "six people")]
    assert '"8.2-magnitude"' in flags[0].message and not flags[0].contradicts
    fine = "An 8.2-magnitude quake in 2014 killed six people."
    assert _run(NumericDetector(), fine, sources=sources, evidence=_evidence(sources)) == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # the source's words before another figure
        ("The quake struck at a depth of 60 kilometers.", "60 kilometers"),
        ("The quake struck at a depth of 35 kilometers.", None),
        ("The quake hit about 60 kilometers west of Iquique.", None),
    ],
)
def test_the_words_before_another_figure(claim: str, flagged: str | None) -> None:
    sources = _plain(QUAKE)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "says 35" in flags[0].message


def test_a_year_after_a_word_the_source_puts_in_it() -> None:
    """ "the chemistry prize in 1911": the source's "chemistry in 1911" dates it, though the
    sentence's other year shares "prize" with the claim (a false flag before session 32)."""
    source = Source(
        "curie",
        "Marie Curie won Nobel Prizes in two fields: physics in 1903, shared with Pierre Curie "
        "and Henri Becquerel, and chemistry in 1911.",
    )
    evidence = (Evidence("curie", 0, len(source.text), source.text, 1.0),)
    claim = "She won the chemistry prize in 1911."
    assert _run(TemporalDetector(), claim, sources=(source,), evidence=evidence) == []
    wrong = "She won the chemistry prize in 1903."
    flags = _run(TemporalDetector(), wrong, sources=(source,), evidence=evidence)
    assert [f.type for f in flags] == [FlagType.TEMPORAL_DISTORTION]


CENSUS = (
    "The median household income was $58,000 in 2020, up from $49,000 in 2010. About 22% of "
    "residents were born abroad, compared with 18% in 2010."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("About 18% of residents were born abroad in 2020.", "18%"),
        ("About 18% of residents were born abroad in 2010.", None),
        ("About 22% of residents were born abroad in 2020.", None),
        # no year in the claim: nothing to tell
        ("About 18% of residents were born abroad.", None),
    ],
)
def test_a_figure_the_source_gives_for_another_year(claim: str, flagged: str | None) -> None:
    sources = _plain(CENSUS)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    year = [f for f in flags if "for 2010, not for 2020" in f.message]
    assert [f.text for f in year] == ([flagged] if flagged else [])


def test_a_recipes_spoons_are_units_of_volume() -> None:
    recipe = "Toss the potatoes with two tablespoons of olive oil and a teaspoon of salt."
    sources = _plain(recipe)
    flags = _run(
        NumericDetector(),
        "Toss the potatoes with two teaspoons of olive oil.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "two teaspoons")]
    assert "two tablespoons" in flags[0].message
    same = "Toss the potatoes with 2 tbsp of olive oil."
    assert _run(NumericDetector(), same, sources=sources, evidence=_evidence(sources)) == []


def test_a_passage_label_is_no_field_key() -> None:
    """ "passage 1: A normal resting heart rate ... ranges from 60 to 100" is a retrieved
    passage, not a "passage 1" field: its figure is quoted, being beside the claim's words."""
    passage = (
        "passage 1: A normal resting heart rate for adults ranges from 60 to 100 beats per "
        "minute. Generally, a lower heart rate at rest implies better fitness. For example, a "
        "well-trained athlete might have a normal resting heart rate closer to 40 beats per minute."
    )
    sources = _plain(passage)
    claim = "A normal resting heart rate for adults is 50 to 90 beats per minute."
    athlete = passage[passage.index("For example") :]
    evidence = (Evidence(sources[0].id, passage.index("For example"), len(passage), athlete, 0.9),)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=evidence)
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]
    assert "source says 60 to 100" in flags[0].message


@pytest.mark.parametrize(
    ("source", "claim", "flagged"),
    [
        (
            "Library cards are free for residents; non-residents pay $40 per year.",
            "Library cards cost $40 per year for residents.",
            "$40",
        ),
        (
            "Residents pay $40 per year and non-residents pay $60 per year.",
            "Residents pay $60.",
            "$60",
        ),
        # the group's own figure, and a claim about the others
        (
            "Residents pay $40 per year and non-residents pay $60 per year.",
            "Residents pay $40.",
            None,
        ),
        (
            "Library cards are free for residents; non-residents pay $40 per year.",
            "Non-residents pay $40.",
            None,
        ),
    ],
)
def test_a_figure_the_source_gives_to_all_but_the_claims_group(
    source: str, claim: str, flagged: str | None
) -> None:
    sources = _plain(source)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH and "non-residents" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # a change worked out from the evidence's own figures
        ("The workforce grew by 50%.", None),
        ("The workforce grew by 600 employees.", None),
        ("Sales increased by 100% between 2019 and 2023.", None),
        # ... and one that is not
        ("The workforce grew by 800 employees.", "800 employees"),
        ("The workforce grew by 70%.", "70%"),
        # a share written as a count of a whole
        ("About 25% of US adults have high blood pressure.", None),
        ("About 40% of US adults have high blood pressure.", "40%"),
    ],
)
def test_figures_worked_out_from_the_evidence(claim: str, flagged: str | None) -> None:
    sources = _plain(
        "About one in four adults in the US has high blood pressure. Sales doubled between 2019 "
        "and 2023. The company's workforce grew from 1,200 to 1,800 employees."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text.removeprefix("About ") for f in flags] == ([flagged] if flagged else [])


IBUPROFEN = (
    "Adults can take 200 to 400 mg of ibuprofen every 4 to 6 hours as needed. Do not take more "
    "than 1,200 mg in 24 hours without a doctor's advice."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # a maximum above the top of the source's range
        ("Adults can take up to 800 mg of ibuprofen every 4 hours.", "800 mg"),
        ("Adults can take up to 400 mg of ibuprofen every 4 hours.", None),
        # "do not take more than" sets the maximum "no more than" states
        ("Adults can take no more than 1,200 mg in 24 hours.", None),
        ("Adults can take at least 1,200 mg in 24 hours.", "1,200 mg"),
    ],
)
def test_a_maximum_against_a_range_and_a_denied_bound(claim: str, flagged: str | None) -> None:
    sources = _plain(IBUPROFEN)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags if f.type is FlagType.NUMERIC_MISMATCH] == (
        [flagged] if flagged else []
    )


FIGURES_36 = (
    "The Great Barrier Reef is composed of over 2,900 individual reefs and 900 islands "
    "stretching for over 2,300 kilometres. The recipe serves four. The cabin sleeps 4 and has two "
    "bedrooms. Tenants must give at least two months' notice before moving out. The security "
    "deposit of one month's rent will be returned within 30 days of the end of the tenancy."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # a count of another noun where the evidence counts the claim's noun with another figure
        ("The reef is composed of about 900 individual reefs.", "900 individual reefs"),
        ("The reef has over 2,900 islands.", "2,900 islands"),
        ("The reef has over 2,900 individual reefs.", None),
        ("The reef has 900 islands.", None),
        # a small figure after a verb that counts people states a fact
        ("The recipe serves six.", "six"),
        ("The cabin sleeps 6.", "6"),
        ("The recipe serves four.", None),
        ("The cabin sleeps 4.", None),
        # the figure stated of another thing; its own noun ("month") is no word beside it
        ("Tenants must give one month's notice before moving out.", "one month's"),
        ("Tenants must give two months' notice before moving out.", None),
        ("The security deposit is one month's rent.", None),
    ],
)
def test_a_figure_the_sources_give_of_something_else(claim: str, flagged: str | None) -> None:
    sources = _plain(FIGURES_36)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])


ELECTION = Source(
    "election",
    "In the 2024 United Kingdom general election, held on 4 July, Labour won 411 seats. The "
    "exhibition runs August 25 - April 1, 2018.",
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # a day without a year takes the one year its sentence states before it
        ("The election was held on 4 June 2024.", "4 June 2024"),
        ("The election was held on 5 July 2024.", "5 July 2024"),
        ("The election was held on 4 July 2024.", None),
        # not a year stated after it: the range opens in the August before
        ("The exhibition opens in August 2017.", None),
    ],
)
def test_a_day_without_a_year_in_a_sentence_with_one(claim: str, flagged: str | None) -> None:
    evidence = (Evidence("election", 0, len(ELECTION.text), ELECTION.text, 1.0),)
    flags = _run(TemporalDetector(), claim, sources=(ELECTION,), evidence=evidence)
    assert [f.text for f in flags if f.type is FlagType.TEMPORAL_DISTORTION] == (
        [flagged] if flagged else []
    )


def test_a_count_of_one_day_against_the_sources_days() -> None:
    sources = _plain("Sick leave requires a doctor's note after three consecutive days.")
    claim = "Sick leave requires a doctor's note after one day."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.NUMERIC_MISMATCH, "one day")]


TRAIN = "The train to Porto takes 2 hours 50 minutes."
MMLU = (
    "On the MMLU benchmark it scored 64.2%, outperforming a 13-billion-parameter baseline "
    "(62.1%) but trailing GPT-4 (86.4%)."
)
JOBS = "The chief executive said the company would cut about 1,200 jobs."
KIBO = "Kibo, the tallest of its cones, last erupted about 200,000 years ago."
BOOKS = "Members can borrow up to 10 books at a time for three weeks, and renew them twice online."
VOTE = "Maria Lopez won with 52.3% of the vote, defeating incumbent Tom Hale, who received 44.1%."


@pytest.mark.parametrize(
    ("source", "claim", "flagged"),
    [
        # a duration of two parts is one figure: "about three hours" is within its rounding
        (TRAIN, "The train to Porto takes about three hours.", None),
        (TRAIN, "The train to Porto takes 2 hours 50 minutes.", None),
        (TRAIN, "The train to Porto takes 5 hours.", "5 hours"),
        # a score against others': the baseline's is not the model's
        (MMLU, "The model scored 62.1% on MMLU.", "62.1%"),
        (MMLU, "The model scored 64.2% on MMLU.", None),
        (MMLU, "GPT-4 scored 86.4% on MMLU.", None),  # the claim names the figure's own group
        (MMLU, "The baseline scored 62.1%.", None),
        # an approximate figure called exact (EXAGGERATION, low); stated flat it is the source's
        (JOBS, "The company will cut exactly 1,200 jobs.", "1,200 jobs"),
        (JOBS, "The company will cut about 1,200 jobs.", None),
        (JOBS, "The company will cut 1,200 jobs.", None),
        # a figure of thousands of years ago is a figure, not "000 years ago"
        (KIBO, "Kibo last erupted about 20,000 years ago.", "20,000 years"),
        (KIBO, "Kibo last erupted about 200,000 years ago.", None),
        # "twice" alone counts times
        (BOOKS, "Books can be renewed three times online.", "three times"),
        (BOOKS, "Members can renew books two times online.", None),
        (BOOKS, "Books can be renewed unlimited times online.", "unlimited times"),
        # a margin in points is worked out from two shares of one sentence
        (VOTE, "Lopez defeated Hale by about 8 points.", None),
        (VOTE, "Lopez beat Hale by 8.2 percentage points.", None),
        (VOTE, "Lopez defeated Hale by about 15 points.", "15 points"),
    ],
)
def test_figures_of_session_40(source: str, claim: str, flagged: str | None) -> None:
    sources = _plain(source)
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if "exactly" in claim:
        assert flags[0].type is FlagType.EXAGGERATION


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The company launched its first cloud product in 2005.", None),  # 2007 less two years
        ("The company launched its first cloud product in 2004.", "2004"),
        ("The company went public in 2005.", "2005"),  # the launch's year, not the listing's
    ],
)
def test_a_year_worked_out_from_another(claim: str, flagged: str | None) -> None:
    sources = _plain(
        "The company was founded in 1998. It went public in 2007, two years after launching its "
        "first cloud product."
    )
    flags = _run(
        TemporalDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None
    )
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Etna covers an area of 1,190 square miles.", "1,190 square miles"),
        ("Etna covers an area of 1,190 square kilometres.", None),
        ("Etna covers an area of 1,190 km².", None),
    ],
)
def test_an_area_written_with_a_power(claim: str, flagged: str | None) -> None:
    """ "km2" and "km²" are square kilometres, not a bare number."""
    sources = _plain("Etna covers an area of 1,190 km2.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The hazard ratio for cardiovascular events was 0.79.", "0.79"),
        ("The hazard ratio for cardiovascular events was 0.97.", None),
        # the interval itself, where the claim speaks of it
        ("The 95% confidence interval was 0.63 to 1.49.", None),
    ],
)
def test_a_confidence_interval_states_no_value(claim: str, flagged: str | None) -> None:
    """A figure inside a source's confidence interval is not the figure the source gives."""
    sources = _plain(
        "Vitamin D did not reduce the incidence of cardiovascular events (hazard ratio 0.97; "
        "95% CI 0.63-1.49) or cancer."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("source", "claim", "flagged"),
    [
        ("Vance served as director until 2015.", "Vance served as director until 2018.", "2018"),
        ("Vance served as director until 2015.", "Vance served as director until 2015.", None),
        ("Vance left the post in 2015.", "Vance held the post until 2018.", "2018"),
        # a deadline is met by any earlier date
        ("Applications must be filed by 2015.", "Applications must be filed by 2018.", None),
    ],
)
def test_an_end_is_a_date_not_a_bound(source: str, claim: str, flagged: str | None) -> None:
    """ "until 2018" ends what lasted in 2018: the source's end in 2015 does not meet it."""
    sources = _plain(source)
    flags = _run(
        TemporalDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None
    )
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "until 2018" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # an ordinal after the same three words as the source's other one
        ("Rent is due on the 5th of each month.", "5th"),
        ("The late fee applies after the 1st.", "1st"),
        ("Rent is due on the 1st of each month.", None),
        ("A late fee applies after the 5th.", None),
    ],
)
def test_an_ordinal_after_the_same_words(claim: str, flagged: str | None) -> None:
    sources = _plain(
        "Rent is $1,850 per month, due on the 1st. A late fee of $50 applies after the 5th."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # the figure's place shares one word; the rival holds all of the claim's
        ("Tenants must give 30 days' notice before moving out.", "30 days"),
        ("Tenants must give 60 days' notice before moving out.", None),
        ("The deposit is refundable within 30 days of move-out.", None),
    ],
)
def test_a_figure_beside_one_word_is_no_match_for_a_rival_that_holds_all(
    claim: str, flagged: str | None
) -> None:
    sources = _plain(
        "The security deposit is refundable within 30 days of move-out, minus any damages. "
        "Tenants must give 60 days' written notice before moving out."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


def test_words_hyphened_to_a_figure_are_not_words_beside_it() -> None:
    """ "a 26-year-old man" shares only "man" with "A 32-year-old ... man": no rival by far."""
    sources = _plain(
        "A 32-year-old Massachusetts man is facing murder charges, four days after another man's "
        "remains were found in a duffel bag. The remains belonged to the same victim, identified "
        "Monday as Jonathan Camilien, 26."
    )
    claim = "They were later identified as those of a 26-year-old man, Jonathan Camilien."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Phone B costs $799.", "$799"),
        ("Phone A costs $649.", "$649"),
        ("Phone A costs $799.", None),
        ("Phone B costs $649.", None),
    ],
)
def test_a_figure_after_it_belongs_to_the_name_before(claim: str, flagged: str | None) -> None:
    """ "It costs $799" is the price of the phone the sentence before opens with."""
    sources = _plain(
        "Phone A has a 6.1-inch OLED display and 128 GB of storage. It costs $799.",
        "Phone B has a 6.7-inch LCD display and 256 GB of storage. It costs $649.",
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The headphones support Bluetooth 5.0.", "5.0"),
        ("The headphones support Bluetooth 4.0.", "4.0"),
        ("The headphones support Bluetooth 5.3.", None),
        # a single digit without its decimals stays unchecked ("step 2", "Bluetooth 5")
        ("The headphones support Bluetooth 5.", None),
    ],
)
def test_a_single_digit_written_with_its_decimals_is_checked(
    claim: str, flagged: str | None
) -> None:
    """ "Bluetooth 5.0" states a figure, where a bare "5" may only count or name something."""
    sources = _plain("The headphones support Bluetooth 5.3 and have 4 buttons.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The exhibition runs until February 20.", "February 20"),
        ("The exhibition runs until December 20.", "December 20"),
        ("The exhibition runs until January 20.", None),
        # the source's own start is no end
        ("The exhibition opens on October 4.", None),
    ],
)
def test_an_end_without_a_year_is_a_date_not_a_bound(claim: str, flagged: str | None) -> None:
    """ "runs until February 20" against "runs from October 4 to January 20": an end is the
    source's end, with or without a year, not any date before it."""
    sources = _plain(
        "The exhibition features 120 works by Frida Kahlo. It runs from October 4 to January 20."
    )
    flags = _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.TEMPORAL_DISTORTION and "January 20" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged", "theirs"),
    [
        ("The second dose is given at 12 to 15 months.", "12 to 15 months", "4 to 6 years"),
        ("The first dose is given at 4 to 6 years.", "4 to 6 years", "12 to 15 months"),
        ("The first dose is given at 12 to 15 months.", None, None),
        # the source leaves "is given" out of the second dose's words: still its figure
        ("The second dose is given at 4 to 6 years.", None, None),
    ],
)
def test_a_figure_of_the_first_is_not_the_seconds(
    claim: str, flagged: str | None, theirs: str | None
) -> None:
    """One sentence numbers two things ("the first dose ... and the second dose ..."): the
    figure of one is no figure of the other."""
    sources = _plain(
        "The first dose is given at 12 to 15 months of age and the second dose at 4 to 6 years. "
        "The vaccine is not recommended during pregnancy."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH and f"says {theirs}" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("LeBron James had 12 assists.", "12 assists"),
        ("LeBron James had 12 rebounds.", None),
        ("LeBron James scored 31 points.", None),
    ],
)
def test_a_count_of_another_kind_is_no_wording_of_the_claims(
    claim: str, flagged: str | None
) -> None:
    """ "12 assists" against "12 rebounds": the same figure counting another of a kind (the
    ALTERNATIVES table) is no other spelling of the claim's count."""
    sources = _plain("LeBron James led the Lakers with 31 points and 12 rebounds.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources), as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


EPS_QUARTERS = (
    "Diluted GAAP earnings per common share were $3.69 for the third quarter of 2021, improved "
    "from $3.41 in the second quarter of 2021 and $2.75 in the third quarter of 2020. Taxable "
    "equivalent net interest income was $971 million."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # the claim gives its figure the date the sentence gives another figure
        ("Diluted GAAP earnings per common share were $3.69 in the third quarter of 2020.", True),
        (
            "The company's third quarter of 2020 diluted GAAP earnings per common share improved "
            "to $3.69.",
            True,
        ),
        ("Diluted earnings per share were $2.75 in the third quarter of 2020.", False),
        ("Diluted earnings per share were $3.69 in the third quarter of 2021.", False),
        # the figure nearest the claim's date is the one it dates
        ("Earnings per share rose to $3.69 from $2.75 in the third quarter of 2020.", False),
    ],
)
def test_a_figure_given_the_date_of_another_figure(claim: str, flagged: bool) -> None:
    sources = _plain(EPS_QUARTERS)
    flags = _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert bool(flags) is flagged
    if flagged:
        assert [f.type for f in flags] == [FlagType.TEMPORAL_DISTORTION]
        assert "third quarter of 2021" in flags[0].message


def test_a_date_that_dates_no_figure_is_no_trade() -> None:
    sentence = "In 2020, the company, founded in 1990, earned $5 million."
    sources = _plain(sentence)
    claim = "The company earned $5 million in 2020."
    assert _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


def test_a_range_is_not_the_figure_inside_it() -> None:
    sentence = (
        "Non-GAAP earnings per diluted share were $1.87 in the third quarter of 2020, up from "
        "$1.36 in the second quarter of 2020."
    )
    sources = _plain(sentence)
    claim = "Reliance expects earnings per share in the range of $1.30 to $1.40 for Q3 2020."
    assert _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


def test_free_of_another_clause_is_no_free_of_the_claims_thing() -> None:
    """ "Exchanges are free; return shipping costs $6.95" says "free" of exchanges only."""
    sources = _plain(
        "Exchanges are free; return shipping costs $6.95 unless the item arrived damaged."
    )
    flags = _run(
        NumericDetector(), "Return shipping is free.", sources=sources, evidence=_evidence(sources)
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.CONTRADICTION, "is free")]
    assert (
        _run(NumericDetector(), "Exchanges are free.", sources=sources, evidence=_evidence(sources))
        == []
    )


def test_free_with_an_adverb_before_it_is_still_free() -> None:
    """ "Return shipping is always free" claims no cost as "is free" does."""
    sources = _plain(
        "Exchanges are free; return shipping costs $6.95 unless the item arrived damaged."
    )
    flags = _run(
        NumericDetector(),
        "Return shipping is always free.",
        sources=sources,
        evidence=_evidence(sources),
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.CONTRADICTION, "is always free")]
    assert (
        _run(
            NumericDetector(),
            "Exchanges are always free.",
            sources=sources,
            evidence=_evidence(sources),
        )
        == []
    )


def test_points_of_a_percentage_are_the_same_points() -> None:
    trial = Source(
        "trial",
        "Patients receiving drug X saw HbA1c fall by 1.2 percentage points over 24 weeks, "
        "compared with 0.4 points on placebo.",
    )
    claim = "Drug X cut HbA1c by 1.2 points over 24 weeks."
    assert _run(NumericDetector(), claim, sources=(trial,)) == []
    flags = _run(NumericDetector(), "Drug X cut HbA1c by 2.1 points.", sources=(trial,))
    assert [f.type for f in flags] == [FlagType.NUMERIC_MISMATCH]


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The company has more than 50 employees.", "50 employees"),
        ("The company has fewer than 50 employees.", "50 employees"),
        ("The company has over 50 employees.", "50 employees"),
        # a bound the figure meets, and the figure itself, are what the source says
        ("The company has at least 50 employees.", None),
        ("The company has up to 50 employees.", None),
        ("The company has 50 employees.", None),
        # "over" a span of time says how long; after a noun it says what about
        ("The loan is repaid over 5 years.", None),
        ("The firm is in a legal battle over 50 employees.", None),
    ],
)
def test_a_strict_bound_on_a_figure_the_source_states_flat(claim: str, flagged: str | None) -> None:
    """ "more than 50 employees" excludes the 50 the source gives."""
    sources = _plain("The company has 50 employees. The loan is repaid in 5 years.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text, f.contradicts) for f in flags] == (
        [(FlagType.NUMERIC_MISMATCH, flagged, True)] if flagged else []
    )
    if flagged:
        assert "gives exactly 50" in flags[0].message


def test_a_strict_bound_is_left_where_a_source_bounds_or_hedges_the_figure() -> None:
    for source in ("The company has over 50 employees.", "The company has about 50 employees."):
        sources = _plain(source)
        claim = "The company has more than 50 employees."
        assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The flight takes about 7 hours.", "about 7 hours"),
        ("The flight takes about 6 hours.", None),
        ("The flight takes roughly six hours.", None),
        # round figures hedge each other
        ("About 240 passengers were on board.", None),
    ],
)
def test_two_hedged_figures_to_a_unit_digit_state_their_values(
    claim: str, flagged: str | None
) -> None:
    """ "about 7 hours" is not "about 6 hours", though each allows the other's value."""
    sources = _plain(
        "The flight takes about 6 hours from London to New York. About 250 passengers were on board."
    )
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, claim[f.start : f.end]) for f in flags] == (
        [(FlagType.NUMERIC_MISMATCH, flagged.removeprefix("about "))] if flagged else []
    )


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The conference runs from June 3 to June 5.", "June 3 to June 5"),
        ("The conference runs June 4-6.", "June 4-6"),
        ("The conference runs June 3-5, 2024.", "June 3-5, 2024"),
        ("The conference runs from June 3 to June 6.", None),
        ("The conference runs June 3-6, 2024.", None),
        # a day inside the range fits it
        ("The conference is held on June 5.", None),
    ],
)
def test_a_range_of_days_with_one_end_moved(claim: str, flagged: str | None) -> None:
    """ "June 3 to June 5" against "June 3-6": the same range, misquoted at its end."""
    for text in (
        "The conference runs June 3-6, 2024 in Berlin.",
        "The conference runs from June 3 to June 6, 2024.",
    ):
        sources = _plain(text)
        flags = _run(TemporalDetector(), claim, sources=sources, evidence=_evidence(sources))
        assert [(f.type, f.text) for f in flags] == (
            [(FlagType.TEMPORAL_DISTORTION, flagged)] if flagged else []
        ), text
        if flagged:
            assert "gives the range as" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The new model is twice as fast as its predecessor.", "twice as fast as"),
        ("The new model is three times faster than its predecessor.", "three times faster"),
        # the same factor in other words
        ("The new model is 1.5 times faster than its predecessor.", None),
        ("The new model is 50% faster than its predecessor.", None),
        # another quality
        ("The new model is twice as heavy as its predecessor.", None),
    ],
)
def test_a_comparison_by_another_factor(claim: str, flagged: str | None) -> None:
    """ "twice as fast" is 2 times, "50% faster" 1.5 times."""
    sources = _plain("The new model is 50% faster than its predecessor.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.NUMERIC_MISMATCH, flagged)] if flagged else []
    )
    if flagged:
        assert "(1.5 times)" in flags[0].message


def test_a_factor_the_sources_give_elsewhere_is_no_misread() -> None:
    sources = _plain(
        "The new model is 50% faster than its predecessor. On some workloads it is twice as fast."
    )
    claim = "The new model is twice as fast as its predecessor."
    assert _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources)) == []


def test_for_free_against_a_price() -> None:
    """ "extended to three years for free" where the source charges $199; "for free users"
    names whom, not a price."""
    sources = _plain("The warranty is one year, extendable to three years for $199.")
    claim = "The warranty can be extended to three years for free."
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == [(FlagType.CONTRADICTION, "for free")]
    assert "$199" in flags[0].message
    users = _plain("Storage is 5 GB for free users and costs $2 per month for more.")
    claim = "Storage is 5 GB for free users."
    assert _run(NumericDetector(), claim, sources=users, evidence=_evidence(users)) == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The laptop comes with 32 GB of RAM.", "32 GB"),
        ("The laptop's RAM is upgradeable to 32 GB.", None),
        ("The laptop's RAM can be upgraded to 32 GB.", None),
        ("The laptop comes with 16 GB of RAM.", None),
    ],
)
def test_a_figure_the_source_gives_as_an_upgrade_is_a_maximum(
    claim: str, flagged: str | None
) -> None:
    sources = _plain("The laptop ships with 16 GB of RAM, upgradeable to 32 GB.")
    flags = _run(NumericDetector(), claim, sources=sources, evidence=_evidence(sources))
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.EXAGGERATION, flagged)] if flagged else []
    )
    if flagged:
        assert '("upgradeable to")' in flags[0].message


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The X200 Pro costs $2,499.", "$2,499"),
        ("The X200 Pro costs $2,199.", None),
        ("The X200 Max costs $2,499.", None),
    ],
)
def test_a_price_list_after_a_key(claim: str, flagged: str | None) -> None:
    """ "Prices: base X200 $1,499; X200 Pro $2,199; X200 Max $2,499": each price is its own
    item's, named in its item."""
    text = "Prices: base X200 $1,499; X200 Pro $2,199; X200 Max $2,499."
    flags = _run(
        NumericDetector(),
        claim,
        sources=(Source("s", text),),
        evidence=(Evidence("s", 0, len(text), text, 0.9),),
    )
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "$2,199" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # the words after a date stop at "that": "resign" is June's
        (
            "The CEO resigned in March.",
            "The CEO announced in March that she would resign in June.",
            "March",
        ),
        (
            "The CEO announced the plan in March.",
            "The CEO announced in March that she would resign in June.",
            None,
        ),
        # a two-letter capital acronym before a year pairs with it, as a word does
        (
            "The product launched in Europe in 2021.",
            "The product launched in the US in 2021 and in Europe in 2022.",
            "Europe in 2021",
        ),
        (
            "The product launched in the US in 2021.",
            "The product launched in the US in 2021 and in Europe in 2022.",
            None,
        ),
    ],
)
def test_a_date_said_of_another_event(claim: str, source: str, flagged: str | None) -> None:
    flags = _run(
        TemporalDetector(),
        claim,
        sources=(Source("s", source),),
        evidence=(Evidence("s", 0, len(source), source, 0.9),),
    )
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.TEMPORAL_DISTORTION, flagged)] if flagged else []
    )


def test_a_figure_of_two_units_is_quoted_as_read() -> None:
    """ "2 hours 16 minutes" is read as one figure; the message says 2.27 hours, not "2"."""
    text = "The train from London to Paris takes 2 hours 16 minutes."
    flags = _run(
        NumericDetector(),
        "The train from London to Paris takes 3 hours.",
        sources=(Source("s", text),),
        evidence=(Evidence("s", 0, len(text), text, 0.9),),
    )
    assert [f.text for f in flags] == ["3 hours"]
    assert "source says 2.27 hours" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "said"),
    [
        (
            "Patients take the drug twice a day.",
            "Patients take the drug daily.",
            '"daily" (once a day)',
        ),
        (
            "Patients take the drug three times a week.",
            "Patients take the drug weekly.",
            '"weekly"',
        ),
        ("Patients take the drug twice a day.", "Patients take the drug twice daily.", None),
        (
            "Patients take the drug twice a day.",
            "Patients take the drug daily, in two doses, twice a day.",
            None,
        ),
    ],
)
def test_a_count_per_period_against_a_bare_period(
    claim: str, source: str, said: str | None
) -> None:
    """ "twice a day" against "take the drug daily": once a day."""
    flags = _run(
        NumericDetector(),
        claim,
        sources=(Source("s", source),),
        evidence=(Evidence("s", 0, len(source), source, 0.9),),
    )
    assert len(flags) == (1 if said else 0)
    if said:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH
        assert said in flags[0].message


def _against(
    detector: Detector, claim: str, source: str, as_of: dt.date | None = AS_OF
) -> list[Flag]:
    """Run one detector on ``claim`` against one source that is all evidence."""
    return _run(
        detector,
        claim,
        as_of=as_of,
        sources=(Source("s", source),),
        evidence=(Evidence("s", 0, len(source), source, 0.9),),
    )


_POPULATION = (
    "Paris has a population of about 2.1 million, while its metropolitan area has 12 million."
)
_CONCERT = "Organizers expected over 10,000 people, but about 6,000 attended the concert."


@pytest.mark.parametrize(
    ("claim", "source", "rival"),
    [
        # the claim's words before a hedged figure are the hedged figure's frame
        ("Paris has a population of 12 million.", _POPULATION, "2.1 million"),
        ("Paris has a population of about 2 million.", _POPULATION, None),
        ("The metropolitan area of Paris has 12 million people.", _POPULATION, None),
        # a bare figure counts the claim's people by what they did
        ("The concert was attended by over 10,000 people.", _CONCERT, "6,000"),
        ("About 6,000 people attended the concert.", _CONCERT, None),
        ("Organizers expected over 10,000 people.", _CONCERT, None),
        # a figure inside the claim's limit meets it
        (
            "The sailor was lost at sea for more than 60 days.",
            "Lost at sea for 66 days, he survived on rainwater. He had been on the water for"
            " more than 60 days when a ship found him.",
            None,
        ),
    ],
)
def test_a_figure_said_of_another_thing_in_its_sentence(
    claim: str, source: str, rival: str | None
) -> None:
    """The claim's figure is in the sentence, but another figure holds the claim's words."""
    flags = _against(NumericDetector(), claim, source)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if rival else [])
    if rival:
        assert f"source says {rival}" in flags[0].message


_LAW = "The new law, announced on January 1, takes effect on March 1."


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("The new law takes effect on January 1.", _LAW, "January 1"),
        ("The new law was announced on January 1.", _LAW, None),
        ("The new law takes effect on March 1.", _LAW, None),
        (
            "The company was founded in 1998.",
            "The company, founded in 1998, is based in Paris.",
            None,
        ),
        # a bare opener dates what follows it
        ("Revenue rose in 2020.", "On Monday, the company said that in 2020, revenue rose.", None),
    ],
)
def test_a_date_in_an_aside_is_the_asides(claim: str, source: str, flagged: str | None) -> None:
    """A date set off by commas after a participle ("announced on") dates the aside only."""
    flags = _against(TemporalDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.TEMPORAL_DISTORTION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    ("claim", "source", "rival"),
    [
        (
            "The study included 500 women.",
            "The study included 500 participants, 300 of whom were women.",
            "300",
        ),
        ("The study included 500 women.", "Of the 500 participants, 300 were women.", "300"),
        ("The study included 300 women.", "Of the 500 participants, 300 were women.", None),
        (
            "The study enrolled 500 patients.",
            "The study enrolled 500 participants, 300 of whom were women.",
            None,
        ),
        ("Ten of the cases were serious.", "Of the 40 cases, 10 were serious.", None),
    ],
)
def test_a_part_counts_what_it_names(claim: str, source: str, rival: str | None) -> None:
    """ "300 of whom were women" counts women: the whole's figure is not the women's."""
    flags = _against(NumericDetector(), claim, source)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if rival else [])
    if rival:
        assert f"source says {rival}" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "The hotel offers free parking.",
            "The hotel offers parking for $20 per night.",
            "free parking",
        ),
        ("Parking is free.", "The hotel offers parking for $20 per night.", "Parking is free"),
        ("The hotel offers free breakfast.", "Breakfast ($18) is served daily.", "free breakfast"),
        # free for someone, somewhere in the sources: not contradicted
        (
            "The hotel offers free parking.",
            "The hotel offers parking for $20 per night. Guests of suites get free parking.",
            None,
        ),
        ("The hotel offers free Wi-Fi.", "The hotel offers parking for $20 and free Wi-Fi.", None),
    ],
)
def test_a_thing_priced_mid_sentence(claim: str, source: str, flagged: str | None) -> None:
    """ "offers parking for $20 per night" prices parking, though the sentence opens otherwise."""
    flags = [
        f
        for f in _run(NumericDetector(), claim, sources=(Source("s", source),))
        if f.type is FlagType.CONTRADICTION
    ]
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "Symptoms usually appear within 2 days.",
            "Symptoms usually appear within 2 to 14 days.",
            "2 days",
        ),
        ("The drive takes 5 hours.", "The drive takes 5-7 hours.", "5 hours"),
        # hedged, bounded below, the whole range, or the end named
        ("The drive takes about 5 hours.", "The drive takes 5-7 hours.", None),
        ("The drive takes at least 5 hours.", "The drive takes 5-7 hours.", None),
        ("The drive takes 5 to 7 hours.", "The drive takes 5-7 hours.", None),
        ("Rooms start at $100 per night.", "Rooms cost $100 to $300 per night.", None),
        # what may be: any value of the range may
        ("The drive can take 5 hours.", "The drive takes 5-7 hours.", None),
        # both ends given: a tally read the other way round
        ("The vote passed 52-48.", "The vote failed 48-52.", None),
        # the figure stated on its own too
        (
            "The drive takes 5 hours.",
            "The drive takes 5-7 hours. With no traffic, the drive takes 5 hours.",
            None,
        ),
    ],
)
def test_one_end_of_a_range(claim: str, source: str, flagged: str | None) -> None:
    """A plain figure the source gives only as one end of a range: medium, not contradicted."""
    flags = _against(NumericDetector(), claim, source, as_of=None)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH
        assert flags[0].severity is Severity.MEDIUM
        assert not flags[0].contradicts
        assert "one end" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("The vaccine requires two doses.", "The vaccine requires a single dose.", "two doses"),
        (
            "Patients take three tablets a day.",
            "Patients take only one tablet a day.",
            "three tablets",
        ),
        (
            "The vaccine requires two doses.",
            "The vaccine requires two doses; a single dose gives partial protection.",
            None,
        ),
        # the claim says the single one too
        (
            "The line has two stops downtown and a single stop at the airport.",
            "The line has a single stop at the airport.",
            None,
        ),
    ],
)
def test_a_count_against_a_single_one(claim: str, source: str, flagged: str | None) -> None:
    """ "two doses" against "a single dose"."""
    flags = _against(NumericDetector(), claim, source)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.NUMERIC_MISMATCH


_GROSS = "The film grossed $500 million in North America and $1.2 billion worldwide."


@pytest.mark.parametrize(
    ("claim", "rival"),
    [
        ("The film grossed $500 million worldwide.", "$1.2 billion"),
        # the one word after the figure is the figure's own: no trade of the words before
        ("The film grossed $1.2 billion worldwide.", None),
        ("The film grossed $500 million in North America.", None),
    ],
)
def test_one_word_after_a_figure_says_where(claim: str, rival: str | None) -> None:
    """ "worldwide" after a figure is its frame, as three words would be."""
    flags = _against(NumericDetector(), claim, _GROSS)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if rival else [])
    if rival:
        assert f"source says {rival}" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "rival"),
    [
        (
            "The unemployment rate is 4%.",
            "The unemployment rate was 4% in January but rose to 4.3% in February.",
            "4.3%",
        ),
        ("The stock price is $50.", "The stock opened at $50, but has since fallen to $42.", "$42"),
        # the claim gives the time of the old figure, or the new figure
        (
            "The unemployment rate was 4% in January.",
            "The unemployment rate was 4% in January but rose to 4.3% in February.",
            None,
        ),
        (
            "The unemployment rate is 4.3%.",
            "The unemployment rate was 4% in January but rose to 4.3% in February.",
            None,
        ),
    ],
)
def test_a_figure_since_changed(claim: str, source: str, rival: str | None) -> None:
    """The figure before a change the sentence goes on to ("but rose to 4.3%")."""
    flags = _against(NumericDetector(), claim, source, as_of=None)
    assert [f.type for f in flags] == ([FlagType.NUMERIC_MISMATCH] if rival else [])
    if rival:
        assert f"source says {rival}" in flags[0].message


def test_a_range_the_claim_writes_is_no_end_of_the_sources() -> None:
    """ "9 to 7 hours" writes a range (backwards): its "7 hours" is no plain figure."""
    claim, source = "Adults should sleep 9 to 7 hours a night.", "Adults should sleep 7 to 9 hours."
    flags = _against(NumericDetector(), claim, source, as_of=None)
    assert not any("one end" in f.message for f in flags)


def test_a_change_worked_out_of_the_earlier_figure() -> None:
    """ "rose about 10%" from "$2.3 billion, compared with $2.1 billion a year ago" (9.5% of the
    earlier figure; 8.7% of the later one): worked out, not made up."""
    source = "Third-quarter revenue was $2.3 billion, compared with $2.1 billion a year ago."
    claim = "Revenue rose about 10% year over year."
    flags = _against(NumericDetector(), claim, source, as_of=None)
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("The deadline is the end of March.", "The deadline is March 15.", "the end of March"),
        ("The store opened in mid-March.", "The store opened on March 3.", "mid-March"),
        ("The deadline is March 15.", "The deadline is late March.", "March 15"),
        ("The deadline is March 25.", "The deadline is late March.", None),
        ("The deadline is late March.", "The deadline is March 28.", None),
        ("The deadline is in March.", "The deadline is late March.", None),
    ],
)
def test_a_part_of_a_month_against_a_day(claim: str, source: str, flagged: str | None) -> None:
    """ "the end of March" is no March 15; March 25 is late March."""
    flags = _against(TemporalDetector(), claim, source, as_of=None)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.TEMPORAL_DISTORTION, flagged)] if flagged else []
    )
