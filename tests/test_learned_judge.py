"""The learned judge: packaged parameters, registry, bounded deterministic supports, spans."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundwise.config import Config
from groundwise.context import CheckContext
from groundwise.errors import ModelUnavailableError
from groundwise.judges import available_judges, get_judge
from groundwise.judges.learned import LearnedJudge, load_parameters
from groundwise.results import Claim, ClaimCategory, ClaimType, Status
from groundwise.sources import Source
from groundwise.verifier import Verifier

SOURCE = (
    "Northwind Traders reported revenue of 4.2 million dollars for 2023. The company opened a "
    "second warehouse in Denver in March. Its chief executive is Maria Lopez."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    """A verifier with the learned judge and no embeddings (fast, offline)."""
    return Verifier(judge="learned", embedder="none")


def test_registered_by_name() -> None:
    assert "learned" in available_judges()
    judge = get_judge("learned", Config())
    assert isinstance(judge, LearnedJudge)
    assert judge.name == "learned"


def test_packaged_parameters_load_with_both_models() -> None:
    params = load_parameters()
    assert params.claim.features and params.answer.features
    assert len(params.claim.coef) == len(params.claim.features)
    assert 0.0 < params.span_below <= 1.0


def test_missing_parameter_file_says_how_to_fix(tmp_path: Path) -> None:
    with pytest.raises(ModelUnavailableError, match="make train"):
        load_parameters(tmp_path / "nope.json")


@pytest.mark.parametrize(
    "answer",
    [
        # copied from the source
        "Northwind Traders reported revenue of 4.2 million dollars for 2023.",
        # a changed number and a made-up city
        "Northwind Traders reported revenue of 9.7 million dollars and opened a store in Oslo.",
        # nothing the source says
        "The moon landing happened in 1969 and was watched by millions.",
    ],
)
def test_supports_are_probabilities_and_spans_slice_the_answer(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, [SOURCE])
    assert report.judge == "learned"
    assert 0.0 <= report.support <= 1.0
    assert report.supported == (report.support >= 0.5)
    for c in report.claims:
        assert 0.0 <= c.support <= 1.0
    for u in report.unsupported_spans:
        assert answer[u.start : u.end] == u.text


def test_supported_answer_outscores_made_up_one(verifier: Verifier) -> None:
    good = verifier.verify(
        "Northwind Traders opened a second warehouse in Denver in March.", [SOURCE]
    )
    bad = verifier.verify("Globex Industries closed its factory in Lisbon last winter.", [SOURCE])
    assert good.support > bad.support
    assert good.supported and not bad.supported
    # The unsupported words are marked, not the whole answer.
    assert bad.unsupported_spans
    assert sum(u.end - u.start for u in bad.unsupported_spans) < len(bad.answer)


def test_deterministic(verifier: Verifier) -> None:
    answer = "Maria Lopez leads Northwind Traders, which earned 4.2 million dollars in 2023."
    first = verifier.verify(answer, [SOURCE]).to_dict()
    again = Verifier(judge="learned", embedder="none").verify(answer, [SOURCE]).to_dict()
    assert first == again


def test_claim_without_evidence_is_judged() -> None:
    answer = "Initech shipped 40 boats."
    claim = Claim("c1", answer, 0, len(answer), ClaimType.QUANTITY, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    j = LearnedJudge().judge(claim, [], [], ctx)
    assert 0.0 <= j.support < 0.5
    assert j.status in (Status.UNVERIFIED, Status.PARTIALLY_VERIFIED)
    for s, e in j.unsupported:
        assert 0 <= s < e <= len(answer)


def test_combine_without_checkable_claims_is_a_probability() -> None:
    ctx = CheckContext(answer="I think so.", sources={"1": Source("1", SOURCE)})
    assert 0.0 <= LearnedJudge().combine([], ctx) <= 1.0
