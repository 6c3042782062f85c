"""The learned judge: packaged parameters, registry, bounded deterministic supports, spans."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from groundwise.config import Config
from groundwise.context import CheckContext
from groundwise.errors import ModelUnavailableError
from groundwise.features import Alignment, ClaimTerm, claim_features
from groundwise.judges import available_judges, get_judge
from groundwise.judges.learned import (
    SEMANTIC_CLAIM_FEATURES,
    SEMANTIC_TOKEN_FEATURES,
    TOKEN_FEATURES,
    LearnedJudge,
    lexical_support,
    load_parameters,
    semantic_columns,
    token_matrix,
    token_spans,
    with_word_alignment,
    word_context,
)
from groundwise.loaders import json_source
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, Status
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
    assert len(params.answer.coef) == len(params.answer.features)
    assert 0.0 < params.span_below <= 1.0


def test_learned_is_the_default_judge() -> None:
    assert Config().judge == "learned"
    assert isinstance(Verifier(embedder="none").judge, LearnedJudge)


def test_models_follow_the_evidence_search_that_runs(tmp_path: Path) -> None:
    """BM25-only evidence search loads the models trained on BM25-only features."""
    with_embeddings = Verifier(embedder="fake").judge
    bm25 = Verifier(embedder="none").judge
    # A MiniLM directory that does not exist: the verifier searches by BM25 alone, and says so.
    fallback = Verifier(embedder="minilm", model_dir=tmp_path / "no-model").judge
    assert isinstance(with_embeddings, LearnedJudge) and isinstance(bm25, LearnedJudge)
    assert isinstance(fallback, LearnedJudge)
    assert with_embeddings.parameters.meta["embedder"] == "minilm"
    assert bm25.parameters.meta["embedder"] == "none"
    assert fallback.parameters is bm25.parameters
    assert load_parameters(embedder="none").meta["embedder"] == "none"


def test_mixed_record_and_prose_answer_is_combined_by_the_record_rule() -> None:
    """Claims about a record plus a prose claim: P15 over the claims, not the prose answer model."""
    record = json_source("deal.json", {"value": 500000, "expectedCloseDate": "2024-12-15"})
    notes = Source(id="notes.md", text="The client mentioned concerns about budget and timeline.")
    report = Verifier(embedder="none", as_of="2024-11-21").verify(
        "The value is $500K and the close date is Q4. The client raised budget concerns.",
        [record, notes],
    )
    assert [r.status for r in report.claims if r.evidence and r.evidence[0].field_path] == [
        Status.VERIFIED,
        Status.VERIFIED,
    ]
    assert report.supported, [(r.claim.text, r.support) for r in report.claims]
    changed = Verifier(embedder="none", as_of="2024-11-21").verify(
        "The value is $900K and the close date is Q4. The client raised budget concerns.",
        [record, notes],
    )
    assert not changed.supported


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


def test_claim_without_evidence_is_unverified() -> None:
    answer = "Initech shipped 40 boats."
    claim = Claim("c1", answer, 0, len(answer), ClaimType.QUANTITY, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    j = LearnedJudge().judge(claim, [], [], ctx)
    assert j.support == 0.0
    assert j.status is Status.UNVERIFIED
    for s, e in j.unsupported:
        assert 0 <= s < e <= len(answer)


def test_answer_without_sources_is_not_supported(verifier: Verifier) -> None:
    report = verifier.verify("The deal closed on 2024-12-15 for $500K.", [])
    assert not report.supported
    assert {c.status for c in report.claims if c.claim.verifiable} == {Status.UNVERIFIED}


def test_strong_contradiction_is_contradicted(verifier: Verifier) -> None:
    report = verifier.verify("Northwind Traders reported revenue of 9.8 million dollars.", [SOURCE])
    [claim] = [c for c in report.claims if c.claim.verifiable]
    assert claim.status is Status.CONTRADICTED
    assert claim.support <= 0.1
    assert any(f.type.value == "NUMERIC_MISMATCH" for f in claim.flags)


def test_combine_without_checkable_claims_is_a_probability() -> None:
    ctx = CheckContext(answer="I think so.", sources={"1": Source("1", SOURCE)})
    assert 0.0 <= LearnedJudge().combine([], ctx) <= 1.0


@pytest.mark.parametrize(
    ("probs", "gap", "expected"),
    [
        ([0.9, 0.1, 0.8], 1, [(0, 4), (10, 14)]),  # a low word splits two runs
        ([0.9, 0.9, 0.1], 1, [(0, 9)]),  # neighbours one space apart merge
        ([0.9, 0.1, 0.9], 10, [(0, 14)]),  # a wide gap bridges the low word between
        ([0.1, 0.1, 0.1], 10, []),  # nothing above the threshold
    ],
)
def test_token_spans_are_runs_above_the_threshold(
    probs: list[float], gap: int, expected: list[tuple[int, int]]
) -> None:
    spans = [(0, 4), (5, 9), (10, 14)]
    assert token_spans(spans, probs, 0.5, gap) == expected


@pytest.mark.parametrize(
    ("text", "probs", "expected"),
    [
        ("of France is Lyon", [0.9, 0.9, 0.9, 0.9], ["France is Lyon"]),  # filler ends trimmed
        ("The trial enrolled", [0.9, 0.1, 0.1], []),  # a run of filler alone is dropped
        ("was not approved", [0.9, 0.9, 0.1], ["not"]),  # a negator is never filler
        ("it cured cancer", [0.9, 0.9, 0.9], ["cured cancer"]),
    ],
)
def test_token_spans_trim_filler_words(text: str, probs: list[float], expected: list[str]) -> None:
    words = text.split()
    spans, start = [], 0
    for w in words:
        start = text.index(w, start)
        spans.append((start, start + len(w)))
        start += len(w)
    got = token_spans(spans, probs, 0.5, 1, words)
    assert [text[s:e] for s, e in got] == expected


def test_a_number_stated_by_value_is_never_an_unsupported_span() -> None:
    # "Paris has 2,100,000 people" against "2.1 million people": the number's term is covered by
    # value, so however high the token model rates the words, the number is left out.
    words = ["Paris", "has", "2,100,000", "people"]
    spans = [(0, 5), (6, 9), (10, 19), (20, 26)]
    terms = (
        ClaimTerm(0, 5, "pari", True, False),
        ClaimTerm(10, 19, "2,100,000", True, True),
        ClaimTerm(20, 26, "peopl", True, False),
    )
    params = load_parameters()
    x = np.zeros((4, len(TOKEN_FEATURES)))
    got = params.unsupported_spans(Alignment(terms, {}), 0.9, (spans, x), np.full(4, 0.9), words)
    assert got == [(0, 5), (20, 26)]


def test_packaged_parameters_carry_the_token_model() -> None:
    params = load_parameters()
    assert params.tokens is not None
    # The MiniLM models read word alignment; the BM25-only ones cannot and do not.
    assert params.tokens.features == TOKEN_FEATURES + SEMANTIC_TOKEN_FEATURES
    assert set(SEMANTIC_CLAIM_FEATURES) <= set(params.claim.features)
    assert params.word_alignment
    bm25 = load_parameters(embedder="none")
    assert bm25.tokens is not None and bm25.tokens.features == TOKEN_FEATURES
    assert not bm25.word_alignment
    assert 0.0 < params.token_threshold < 1.0


def test_semantic_columns_of_a_claims_words() -> None:
    sims = np.array(
        [[0.95, 0.95, 0.6], [0.5, 0.4, 0.5], [0.9, 0.9, 0.7], [0.8, 0.3, 0.6]], dtype=np.float32
    )
    cols = semantic_columns(sims)
    assert cols.shape == (4, len(SEMANTIC_TOKEN_FEATURES))
    named = dict(zip(SEMANTIC_TOKEN_FEATURES, cols.T, strict=True))
    assert np.allclose(named["emb_ev"], sims[:, 0]) and np.allclose(named["emb_other"], sims[:, 2])
    # The weakest of each word and its neighbours; the distance to the claim's median; the rank.
    assert np.allclose(named["emb_win"], [0.5, 0.5, 0.5, 0.8])
    assert np.allclose(named["emb_rel"], sims[:, 0] - 0.85)
    assert np.allclose(named["emb_rank"], [1.0, 0.0, 2 / 3, 1 / 3])
    assert semantic_columns(np.zeros((0, 3))).shape == (0, len(SEMANTIC_TOKEN_FEATURES))


def test_word_alignment_reaches_the_token_matrix_and_claim_features() -> None:
    answer = "Northwind opened a store in Oslo."
    claim = Claim("c1", answer, 0, len(answer), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    a = claim_features(claim, [], [], ctx)
    sims = np.tile(np.array([[0.9, 0.9, 0.5]], dtype=np.float32), (6, 1))
    sims[5] = [0.3, 0.3, 0.3]  # "Oslo"
    _, x = token_matrix(claim, [], [], ctx, a, sims)
    assert x.shape == (6, len(TOKEN_FEATURES) + len(SEMANTIC_TOKEN_FEATURES))
    assert x[5, len(TOKEN_FEATURES)] == pytest.approx(0.3)
    with_sims = with_word_alignment(a, claim, sims)
    # Content words only: "a" and "in" are stopwords.
    assert with_sims.features["emb_word_min"] == pytest.approx(0.3)
    assert with_sims.features["emb_word_mean"] == pytest.approx((0.9 * 3 + 0.3) / 4)
    assert with_word_alignment(a, claim, None) is a


def test_token_matrix_has_one_row_per_word() -> None:
    answer = "Northwind opened a store in Oslo."
    claim = Claim("c1", answer, 0, len(answer), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    a = claim_features(claim, [], [], ctx)
    spans, x = token_matrix(claim, [], [], ctx, a)
    assert [answer[s:e] for s, e in spans] == ["Northwind", "opened", "a", "store", "in", "Oslo"]
    assert x.shape == (6, len(TOKEN_FEATURES))
    in_sources = x[:, TOKEN_FEATURES.index("in_sources")]
    # "Northwind" is in the source, "Oslo" is not.
    assert in_sources[0] == 1.0 and in_sources[5] == 0.0


def test_answer_model_sees_the_lexical_judges_answer_support(verifier: Verifier) -> None:
    answer = (
        "Northwind Traders opened a second warehouse in Denver in March. "
        "Its chief executive is Maria Lopez. It sells garden furniture in Oslo."
    )
    learned = verifier.verify(answer, [SOURCE])
    lexical = Verifier(judge="lexical", embedder="none").verify(answer, [SOURCE])
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    assert lexical_support(learned.claims, ctx) == pytest.approx(lexical.support)
    assert "lexical_support" in load_parameters().answer.features


def test_word_risk_is_the_token_models_probability_of_each_word(verifier: Verifier) -> None:
    answer = (
        "Northwind Traders opened a second warehouse in Denver. It sells garden furniture in Oslo."
    )
    report = verifier.verify(answer, [SOURCE])
    params = load_parameters(embedder="none")
    assert params.tokens is not None
    ctx = CheckContext(answer=answer, sources={"1": Source("1", SOURCE)})
    checked = [r for r in report.claims if r.status is not Status.NOT_CHECKABLE]
    assert checked
    for r in checked:
        a = claim_features(r.claim, r.evidence, r.flags, ctx)
        _, x = token_matrix(r.claim, r.evidence, r.flags, ctx, a)
        assert r.word_risk == pytest.approx(tuple(params.tokens.predict_matrix(x)))
    # The made-up sentence holds the riskiest word.
    made_up = max(checked, key=lambda r: max(r.word_risk))
    assert "Oslo" in made_up.claim.text


def test_word_context_sums_and_maxes_every_claims_words() -> None:
    assert word_context([(0.25, 0.5), (), (0.75,)]) == {
        "word_risk_sum": 1.5,
        "word_risk_max": 0.75,
    }
    assert word_context([]) == {"word_risk_sum": 0.0, "word_risk_max": 0.0}


def test_answer_model_sees_the_token_models_cues() -> None:
    for embedder in ("minilm", "none"):
        features = load_parameters(embedder=embedder).answer.features
        assert {"word_risk_sum", "word_risk_max"} <= set(features)


# A record written for this test; the answer states two of its fields the way people write them.
RECORD = {"account": {"annualRevenue": 2400000, "renewalDate": "2025-03-31", "tier": "gold"}}
RECORD_ANSWER = "The account's annual revenue is $2.4M. Its tier is gold."


def test_claims_about_a_record_are_checked_by_value_as_the_lexical_judge_does(
    verifier: Verifier,
) -> None:
    sources = [json_source("crm.json", RECORD)]
    learned = verifier.verify(RECORD_ANSWER, sources)
    lexical = Verifier(judge="lexical", embedder="none").verify(RECORD_ANSWER, sources)
    assert [r.evidence[0].field_path for r in learned.claims] == [
        "account.annualRevenue",
        "account.tier",
    ]
    assert [(r.support, r.status) for r in learned.claims] == [
        (r.support, r.status) for r in lexical.claims
    ]
    # Every checkable claim is about the record: the answer is combined as the lexical judge does.
    assert learned.support == pytest.approx(lexical.support)
    assert learned.supported


def test_a_changed_record_value_is_still_caught(verifier: Verifier) -> None:
    report = verifier.verify(
        "The account's annual revenue is $9.5M.", [json_source("crm.json", RECORD)]
    )
    assert not report.supported
    assert report.claims[0].status in (Status.CONTRADICTED, Status.UNVERIFIED)


def _fact(answer: str, text: str | None = None) -> Claim:
    """A verifiable fact claim over ``text`` (the whole answer by default) of ``answer``."""
    text = text or answer
    start = answer.index(text)
    return Claim("c1", text, start, start + len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)


@pytest.mark.parametrize(
    ("answer", "claim_text", "asked"),
    [
        ("Does Zelora work? It was founded in 2010.", "Does Zelora work", True),
        ("Does Zelora work? It was founded in 2010.", "It was founded in 2010", False),
        ("Is it red, or is it blue?", "Is it red", True),  # a piece of a question
        ("Version 2.1 shipped. Why?", "Version 2.1 shipped", False),  # the next one asks
    ],
)
def test_the_claim_features_say_whether_the_claim_is_asked(
    answer: str, claim_text: str, asked: bool
) -> None:
    ctx = CheckContext(answer=answer, sources={"1": Source("1", "Zelora was founded in 2010.")})
    features = claim_features(_fact(answer, claim_text), [], [], ctx).features
    assert features["question"] == float(asked)


@pytest.mark.parametrize(
    ("claim_text", "evidence_text", "word", "covered"),
    [
        # reporting verbs ("raised" / "mentioned"); none in the evidence: "raised" stays uncovered
        ("Budget concerns were raised.", "Client mentioned concerns about budget.", "rais", True),
        ("Budget concerns were raised.", "Client has concerns about budget.", "rais", False),
        ("Around 7 million people visit it.", "About 7 million people visit it.", "around", True),
        ("7 million people visit it annually.", "7 million visit it each year.", "annual", True),
        ("The shop opens daily.", "The shop opens every day.", "daili", True),
        ("7 million people visit it annually.", "7 million visit it each month.", "annual", False),
    ],
)
def test_words_of_one_class_cover_each_other(
    claim_text: str, evidence_text: str, word: str, covered: bool
) -> None:
    ctx = CheckContext(answer=claim_text, sources={"1": Source("1", evidence_text)})
    evidence = [Evidence("1", 0, len(evidence_text), evidence_text, 0.9)]
    terms = claim_features(_fact(claim_text), evidence, [], ctx).terms
    term = next(t for t in terms if t.stem == word)
    assert term.covered is covered


def test_an_unverified_claims_reason_names_the_words_no_evidence_covers(
    verifier: Verifier,
) -> None:
    report = verifier.verify(
        "Acme opened a factory in Lyon.", ["Acme opened an office in Paris last spring."]
    )
    result = report.claims[0]
    assert result.status is not Status.VERIFIED
    assert 'not in the evidence: "factory", "Lyon"' in result.reason
