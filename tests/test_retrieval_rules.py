"""Retrieval rules: phrase matching, classification, routing, factor scoring and rules files."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from groundwise.errors import ConfigError
from groundwise.retrieval_rules import (
    FACTORS,
    PhraseSet,
    Route,
    classify_document,
    classify_domain,
    find_effective_date,
    jurisdiction_score,
    load_rules,
    parse_date,
    recency_score,
    route_query,
    score_hit,
    shipped_rules,
)

DEFAULT = load_rules()
HR = load_rules("hr_payroll")
AS_OF = dt.date(2026, 1, 12)


@pytest.mark.parametrize(
    ("phrase", "text", "hits"),
    [
        ("law", "required by law.", 1),  # whole word
        ("law", "mow the lawn", 0),  # no match inside a longer word
        ("recommend*", "we recommended it", 1),  # trailing * matches longer words
        ("best practice", "best_practices guide", 0),  # no * so "practices" does not match
        ("best practice*", "best_practices guide", 1),  # "_" reads as a space
        ("requirement:", "requirement: deliver", 1),  # punctuation in a phrase
        ("u.s.", "the u.s. code", 1),  # dots are literal
    ],
)
def test_phrase_matching(phrase: str, text: str, hits: int) -> None:
    assert PhraseSet([phrase]).hits(text) == hits


@pytest.mark.parametrize(
    ("filename", "text", "truth", "domain", "authority"),
    [
        # The reference document's classification table, with the HR/payroll pack.
        (
            "IRS_Pub_15.pdf",
            "Publication 15 (Circular E), Employer's Tax Guide. Internal Revenue Service. "
            "You must withhold federal income tax. Penalties apply.",
            "regulatory",
            "taxes",
            "government",
        ),
        (
            "UKG_Best_Practices.pdf",
            "UKG recommends you configure earning codes for each pay type.",
            "reference",
            "earnings",
            "vendor",
        ),
        (
            "Customer_SOW.pdf",
            "The customer wants 401k deduction setup. Deliverable: benefit deduction codes.",
            "intent",
            "deductions",
            "customer",
        ),
        (
            "Internal_Policy_Time.pdf",
            "Company policy: all employees record time daily. Approved by HR. PTO accrual.",
            "compliance",
            "time",
            "internal",
        ),
    ],
)
def test_hr_pack_classifies_the_reference_examples(
    filename: str, text: str, truth: str, domain: str, authority: str
) -> None:
    c = classify_document(HR, filename, text)
    assert (c.truth_type, c.source_authority) == (truth, authority)
    assert classify_domain(HR, text)[0] == domain
    assert 0.5 <= c.truth_type_confidence <= 0.95


def test_unmatched_document_gets_defaults_with_low_confidence() -> None:
    c = classify_document(DEFAULT, "x.txt", "lorem ipsum dolor")
    assert (c.truth_type, c.source_authority) == ("reference", "internal")
    assert c.truth_type_confidence == c.authority_confidence == 0.3
    assert classify_domain(DEFAULT, "lorem ipsum") == (None, 0.3)


def test_clear_winner_is_more_confident_than_a_close_call() -> None:
    clear = classify_document(DEFAULT, "data_regulation.txt", "Penalties apply. Must comply.")
    close = classify_document(DEFAULT, "notes.txt", "must comply; company policy")
    assert clear.truth_type == "regulatory"
    assert clear.truth_type_confidence > close.truth_type_confidence


@pytest.mark.parametrize(
    ("query", "query_type", "truths", "domain", "jurisdiction"),
    [
        # The reference document's routing table, with the HR/payroll pack.
        (
            "What tax withholding is required by the IRS?",
            "regulatory_required",
            ["regulatory", "compliance"],
            "taxes",
            "federal",
        ),
        (
            "Best practice for configuring earnings codes",
            "best_practice",
            ["reference", "regulatory"],
            "earnings",
            None,
        ),
        (
            "What did customer want in SOW for deductions?",
            "customer_intent",
            ["intent"],
            "deductions",
            None,
        ),
        (
            "What's missing from time tracking config?",
            "gap_analysis",
            ["reference", "intent", "regulatory"],
            "time",
            None,
        ),
        (
            "How many active employees in Texas?",
            "default",
            ["intent", "reference", "regulatory", "compliance"],
            "demographics",
            "state:TX",
        ),
    ],
)
def test_hr_pack_routes_the_reference_queries(
    query: str, query_type: str, truths: list[str], domain: str, jurisdiction: str | None
) -> None:
    route = route_query(HR, query)
    assert route.query_type == query_type
    assert list(route.truths) == truths
    assert route.domain == domain
    assert route.jurisdiction == jurisdiction


@pytest.mark.parametrize(
    ("query", "query_type"),
    [
        ("What does the law require for data retention?", "regulatory_required"),  # 2 hits
        ("How to set up single sign-on", "implementation"),  # how to + set up
        ("What is our travel policy?", "policy"),  # policy
        ("lunch menu", "default"),  # nothing matches
    ],
)
def test_default_rules_route_product_agnostic_queries(query: str, query_type: str) -> None:
    assert route_query(DEFAULT, query).query_type == query_type


def test_named_query_type_skips_routing_and_unknown_one_is_an_error() -> None:
    assert route_query(DEFAULT, "lunch", "policy").query_type == "policy"
    with pytest.raises(ConfigError, match="unknown query type 'nope'"):
        route_query(DEFAULT, "lunch", "nope")


def _meta(authority: str, truth: str = "regulatory", **kw: str) -> dict[str, str]:
    return {"source_authority": authority, "truth_type": truth, "domain": "taxes", **kw}


@pytest.mark.parametrize(
    ("query_type", "winner", "loser"),
    [
        # government beats vendor for a regulatory question despite lower similarity
        ("regulatory_required", ("government", 0.70), ("vendor", 0.75)),
        # vendor beats government for a best-practice question
        ("best_practice", ("vendor", 0.70), ("government", 0.75)),
        # the customer's SOW beats vendor docs for a customer-intent question
        ("customer_intent", ("customer", 0.70), ("vendor", 0.75)),
    ],
)
def test_authority_outweighs_a_small_similarity_gap(
    query_type: str, winner: tuple[str, float], loser: tuple[str, float]
) -> None:
    route = Route(query_type, {t: 1.0 for t in DEFAULT.truth_types}, "taxes", None)
    w = score_hit(DEFAULT, route, winner[1], _meta(winner[0]), AS_OF)
    lo = score_hit(DEFAULT, route, loser[1], _meta(loser[0]), AS_OF)
    assert w.score > lo.score


def test_every_factor_is_reported_and_the_score_is_their_weighted_mean() -> None:
    route = route_query(DEFAULT, "What is required by law for tax records?")
    scored = score_hit(DEFAULT, route, 0.8, _meta("government"), AS_OF)
    assert list(scored.factors) == list(FACTORS)
    expected = sum(DEFAULT.weights[f] * scored.factors[f] for f in FACTORS)
    assert scored.score == pytest.approx(expected / sum(DEFAULT.weights.values()))
    assert 0.0 <= scored.score <= 1.0
    assert scored.to_dict()["factors"]["authority"] == 1.0


@pytest.mark.parametrize(
    ("date", "score"),
    [
        ("2025-10-01", 1.0),  # under six months old
        ("2025-03-01", 0.9),  # under a year
        ("2024-06-01", 0.8),  # under two years
        ("2023-03-01", 0.7),  # under three years
        ("2015-01-01", 0.6),  # older
        ("", 0.7),  # undated: neutral
        ("2027-01-01", 1.0),  # not yet in force counts as new
    ],
)
def test_recency_table(date: str, score: float) -> None:
    assert recency_score(DEFAULT, date, AS_OF) == score


@pytest.mark.parametrize(
    ("chunk", "query", "score"),
    [
        ("state:CA", "state:CA", 1.0),  # exact
        ("federal", "state:CA", 0.9),  # federal covers any state
        ("state:CA", "federal", 0.8),  # a state rule for a federal question
        ("state:TX", "state:CA", 0.5),  # different states
        ("", "state:CA", 0.7),  # chunk without jurisdiction
        ("state:TX", None, 1.0),  # query without jurisdiction: no preference
    ],
)
def test_jurisdiction_table(chunk: str, query: str | None, score: float) -> None:
    assert jurisdiction_score(HR, chunk, query) == score


def test_newer_and_same_state_documents_win_ties() -> None:
    route = route_query(HR, "California overtime pay required by law")
    assert route.jurisdiction == "state:CA"
    ca = score_hit(HR, route, 0.7, _meta("government", jurisdiction="state:CA"), AS_OF)
    tx = score_hit(HR, route, 0.7, _meta("government", jurisdiction="state:TX"), AS_OF)
    new = score_hit(HR, route, 0.7, _meta("government", effective_date="2025-12-01"), AS_OF)
    old = score_hit(HR, route, 0.7, _meta("government", effective_date="2020-01-01"), AS_OF)
    assert ca.score > tx.score
    assert new.score > old.score


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("2025-01-01", "2025-01-01"),  # ISO
        ("March 5, 2025", "2025-03-05"),  # month name first
        ("5 March 2025", "2025-03-05"),  # day first
        ("03/05/2025", "2025-03-05"),  # US numeric
        ("Sept 2024", "2024-09-01"),  # month and year
        ("2025-13-45 then 2024-02-03", "2024-02-03"),  # an impossible date is skipped
    ],
)
def test_parse_date(text: str, iso: str) -> None:
    date = parse_date(text)
    assert date is not None
    assert date.isoformat() == iso


@pytest.mark.parametrize(
    ("filename", "text", "iso"),
    [
        ("policy.txt", "Effective date: January 1, 2025. Updated often.", "2025-01-01"),  # phrase
        ("pub15_2024.pdf", "no date phrase here", "2024-01-01"),  # year in the file name
        ("notes_2023-07-15.md", "", "2023-07-15"),  # full date in the file name
        ("notes.md", "Written 2020-01-01 without a phrase", ""),  # a bare date is not effective
    ],
)
def test_effective_date(filename: str, text: str, iso: str) -> None:
    assert find_effective_date(DEFAULT, filename, text) == iso


def test_shipped_rules_load() -> None:
    assert {"default", "hr_payroll"} <= set(shipped_rules())
    assert HR.name == "hr_payroll"
    # `replace: [domains]` drops the default domains; other sections merge.
    assert "security" not in HR.domains
    assert HR.gaps.severity == DEFAULT.gaps.severity


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "rules.yaml"
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("extends: default\nbogus: 1\n", "unknown key"),  # typo in a section name
        (
            "extends: default\nrelevance: {min_score: 1.5}\n",
            r"min_score must be a number in \[0, 1\]",
        ),  # a score outside [0, 1]
        ("extends: default\ndefault_truth_type: rumour\n", "must be one of"),  # unknown value
        (
            "extends: default\nquery_types: {policy: {truths: {gossip: 1.0}}}\n",
            "not a truth type",
        ),  # routing to a truth type that does not exist
        (
            "extends: default\nrelevance: {weights: {similarity: 0.5, speed: 1}}\n",
            "speed",
        ),  # a factor that does not exist
        ("- a list\n", "must be a YAML mapping"),  # not a mapping at all
        ("extends: rules.yaml\n", "extends itself"),  # a cycle
        ("a: [\n", "not valid YAML"),  # broken YAML
    ],
)
def test_bad_rules_files_say_what_is_wrong(tmp_path: Path, body: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_rules(_write(tmp_path, body))


def test_custom_rules_override_only_what_they_name(tmp_path: Path) -> None:
    rules = load_rules(
        _write(tmp_path, "extends: default\nname: mine\nrelevance: {min_score: 0.1}\n")
    )
    assert rules.name == "mine"
    assert rules.min_score == 0.1
    assert rules.max_results == DEFAULT.max_results


def test_unknown_shipped_name_and_missing_file() -> None:
    with pytest.raises(ConfigError, match="no shipped rules called 'nope'"):
        load_rules("nope")
    with pytest.raises(ConfigError, match="cannot read rules file"):
        load_rules(Path("/nonexistent/rules.yaml"))
