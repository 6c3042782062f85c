"""The optional user question: its words are given to the answerer, but it is no evidence."""

from __future__ import annotations

import pytest

from groundwise import Verifier
from groundwise.errors import InputError
from groundwise.results import FlagType, Report


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier(embedder="none")


def flagged(report: Report) -> set[tuple[str, str]]:
    return {(f.type.value, f.text) for f in report.flags}


CONE = [
    "To draw a truncated cone, use the cone tool to draw a cone, then cut it with a plane "
    "parallel to its base and hide the top part."
]


def test_a_name_the_question_gives_is_not_made_up(verifier: Verifier) -> None:
    answer = "To draw a truncated cone in Geogebra, use the cone tool and cut it with a plane."
    bare = verifier.verify(answer, CONE)
    asked = verifier.verify(answer, CONE, question="How do I draw a truncated cone in Geogebra?")
    assert ("FABRICATION", "Geogebra") in flagged(bare)
    assert not asked.flags
    assert asked.support > bare.support
    assert asked.question == "How do I draw a truncated cone in Geogebra?"
    assert asked.to_dict()["question"] == asked.question
    assert bare.to_dict()["question"] is None


def test_the_question_is_no_evidence(verifier: Verifier) -> None:
    """What the answer adds to the question's words still needs a source."""
    report = verifier.verify(
        "Geogebra was first released in 2001.", CONE, question="When was Geogebra released?"
    )
    assert not report.supported
    assert any(f.text.endswith("2001") for f in report.flags)


def test_a_number_the_question_names_labels_what_the_answer_is_about(verifier: Verifier) -> None:
    sources = ["Form 1099-PATR distributions are reported on Schedule C, Schedule F or Form 4835."]
    answer = "Form 1099-PATR distributions go on Schedule F of Form 1040."
    bare = verifier.verify(answer, sources)
    asked = verifier.verify(answer, sources, question="Where does 1099-PATR go on 1040?")
    assert ("NUMERIC_MISMATCH", "1040") in flagged(bare)
    assert not any(f.text == "1040" for f in asked.flags)


def test_a_count_in_the_question_is_still_checked(verifier: Verifier) -> None:
    """A question's premise can be wrong: a source that counts otherwise still contradicts."""
    report = verifier.verify(
        "500 people attended the launch.",
        ["300 people attended the launch in Oslo."],
        question="Did 500 people attend the launch?",
    )
    assert ("NUMERIC_MISMATCH", "500 people") in flagged(report)
    assert not report.supported


def test_a_date_the_question_gives_is_not_made_up(verifier: Verifier) -> None:
    sources = ["The wall fell after weeks of peaceful protests."]
    answer = "In 1989 the wall fell after weeks of peaceful protests."
    bare = verifier.verify(answer, sources)
    asked = verifier.verify(answer, sources, question="What happened in Berlin in 1989?")
    assert any(f.type is FlagType.FABRICATION and "1989" in f.text for f in bare.flags)
    assert not asked.flags


def test_a_quotation_from_the_question_is_no_fake_quote(verifier: Verifier) -> None:
    sources = ["At breakfast the coach told the team that getting up early pays off."]
    answer = 'At breakfast the coach said "the early bird catches the worm" to the team.'
    question = 'Why did the coach say "the early bird catches the worm"?'
    bare = verifier.verify(answer, sources)
    asked = verifier.verify(answer, sources, question=question)
    assert FlagType.FAKE_QUOTE in {f.type for f in bare.flags}
    assert FlagType.FAKE_QUOTE not in {f.type for f in asked.flags}


def test_a_blank_question_is_none_and_a_wrong_type_is_an_input_error(verifier: Verifier) -> None:
    assert verifier.verify("The cone tool draws cones.", CONE, question="  ").question is None
    with pytest.raises(InputError, match="question must be text"):
        verifier.verify("The cone tool draws cones.", CONE, question=7)  # type: ignore[arg-type]


def test_stream_and_module_verify_take_the_question(verifier: Verifier) -> None:
    from groundwise import verify

    answer = "To draw a truncated cone in Geogebra, use the cone tool."
    question = "How do I draw a truncated cone in Geogebra?"
    *_, report = verifier.stream(answer, CONE, question=question)
    assert isinstance(report, Report) and not report.flags
    assert verify(answer, CONE, question=question, embedder="none").question == question


def test_reports_show_the_question(verifier: Verifier) -> None:
    from groundwise.render import render

    question = "How do I draw a truncated cone in Geogebra?"
    report = verifier.verify("Use the cone tool in Geogebra.", CONE, question=question)
    text = render(report, "text")
    assert text.index("Question") < text.index(question) < text.index("Answer")
    assert f"### Question\n\n> {question}\n" in render(report, "markdown")
    assert "Question" not in render(verifier.verify("Use the cone tool.", CONE), "text")
