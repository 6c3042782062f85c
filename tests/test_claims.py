"""Claim extraction and typing: the reference examples, the type table and the extractor contract."""

from __future__ import annotations

import pytest

from groundwise.claims import CATEGORY, RuleClaimExtractor, classify, get_extractor
from groundwise.config import Config
from groundwise.errors import PluginError
from groundwise.results import Claim, ClaimCategory, ClaimType

T = ClaimType

EXAMPLE_1 = (
    "The deal is at risk because no contact in 14 days and budget concerns were raised. "
    "Close date is Q4, value is $500K."
)
EXAMPLE_2 = (
    "The deal value is $10 billion with 50 decision makers. "
    "It should close in Q4 and involves Acme Corp as the main client."
)
EXAMPLE_3 = (
    "In my assessment, this deal is critical for our growth. "
    "The market timing is excellent and the partnership would be strategic."
)


def _extract(answer: str) -> list[Claim]:
    claims = RuleClaimExtractor().extract(answer)
    for c in claims:
        assert answer[c.start : c.end] == c.text
        assert c.text.strip() == c.text and c.text
    return claims


def test_reference_example_1_claims_and_types() -> None:
    claims = _extract(EXAMPLE_1)
    assert [(c.text, c.type) for c in claims] == [
        ("The deal is at risk", T.ASSESSMENT),
        ("no contact in 14 days", T.DATE),
        ("budget concerns were raised", T.FACT),
        ("Close date is Q4", T.DATE),
        ("value is $500K", T.QUANTITY),
    ]
    assert all(c.verifiable for c in claims)
    assert [c.sentence_index for c in claims] == [0, 0, 0, 1, 1]


def test_reference_example_2_separates_each_quantity() -> None:
    claims = _extract(EXAMPLE_2)
    assert [(c.text, c.type, c.verifiable) for c in claims] == [
        ("The deal value is $10 billion", T.QUANTITY, True),
        ("50 decision makers", T.QUANTITY, True),
        ("It should close in Q4", T.PREDICTION, True),
        ("involves Acme Corp as the main client", T.RELATIONSHIP, True),
    ]


def test_reference_example_3_is_all_opinion() -> None:
    claims = _extract(EXAMPLE_3)
    assert len(claims) == 3
    assert all(not c.verifiable for c in claims)
    assert all(c.category is ClaimCategory.OPINION for c in claims)


def test_ids_are_in_reading_order() -> None:
    claims = _extract(EXAMPLE_1 + " " + EXAMPLE_3)
    assert [c.id for c in claims] == [f"c{i}" for i in range(1, len(claims) + 1)]
    assert [c.start for c in claims] == sorted(c.start for c in claims)


def test_opinion_frame_covers_every_clause_of_its_sentence() -> None:
    claims = _extract(
        "I think the deal is at risk and the budget was cut by $50K. The value is $500K."
    )
    assert [c.type for c in claims] == [T.OPINION, T.OPINION, T.QUANTITY]
    assert [c.verifiable for c in claims] == [False, False, True]


@pytest.mark.parametrize(
    ("text", "ctype", "verifiable"),
    [
        # money
        ("The value is $500K", T.QUANTITY, True),
        # percentage
        ("Revenue grew 20%", T.QUANTITY, True),
        # a count
        ("The deal involves 50 stakeholders", T.QUANTITY, True),
        # a number word
        ("Twelve people attended the demo", T.QUANTITY, True),
        # a quarter
        ("Close date is Q4", T.DATE, True),
        # an ISO date
        ("The contract was signed on 2024-03-01", T.DATE, True),
        # a month and day
        ("The kickoff happened on March 3", T.DATE, True),
        # a relative duration
        ("There was no contact in 14 days", T.DATE, True),
        # a relative week
        ("The client replied last week", T.DATE, True),
        # a judgement drawn from facts: the reference types "deal is at risk" as an assessment
        ("The deal is at risk", T.ASSESSMENT, True),
        # another status
        ("The deal is in negotiation", T.STATUS, True),
        # approval status
        ("The purchase order was approved", T.STATUS, True),
        # pending
        ("The renewal is pending", T.STATUS, True),
        # client relationship
        ("Acme is the client of Globex", T.RELATIONSHIP, True),
        # employment
        ("Jane Doe works for Acme", T.RELATIONSHIP, True),
        # ownership
        ("Acme owns Globex", T.RELATIONSHIP, True),
        # partnership
        ("Acme partnered with Initech", T.RELATIONSHIP, True),
        # acquisition
        ("Acme acquired Globex in 2021", T.RELATIONSHIP, True),
        # "as the main client"
        ("It involves Acme Corp as the main client", T.RELATIONSHIP, True),
        # comparative with "than"
        ("Acme's revenue was higher than Globex's", T.COMPARISON, True),
        # -er than
        ("The new plan is cheaper than the old one", T.COMPARISON, True),
        # "compared to"
        ("Costs were 20% lower compared to 2023", T.COMPARISON, True),
        # superlative
        ("It is the largest deal in the pipeline", T.COMPARISON, True),
        # "more than" a number is a numeric bound, not a comparison
        ("The deal involves more than 50 stakeholders", T.QUANTITY, True),
        # curly-quoted words
        ("The CEO said “we will sign next week”", T.QUOTE, True),
        # straight-quoted words
        ('She wrote "budget is frozen until March"', T.QUOTE, True),
        # a two-word quote is not a quote claim
        ('The deal is "on track"', T.STATUS, True),
        # explicit recommendation
        ("We recommend a follow-up call", T.RECOMMENDATION, False),
        # should without anything checkable is advice
        ("The team should prioritize this account", T.RECOMMENDATION, False),
        # advisable
        ("It is advisable to wait", T.RECOMMENDATION, False),
        # imperative consider
        ("Consider offering a discount", T.RECOMMENDATION, False),
        # must
        ("Sales must act now", T.RECOMMENDATION, False),
        # advice in the answer's own voice, however it is worded
        ("We would recommend a follow-up call", T.RECOMMENDATION, False),
        ("It is recommended that you consult a doctor", T.RECOMMENDATION, False),
        ("Recommendation: renew the contract", T.RECOMMENDATION, False),
        # advice the answer reports is a statement a source can back
        ("Aspirin is not recommended for children under 16", T.QUANTITY, True),
        ("Doctors recommend rest after the surgery", T.FACT, True),
        # a rule told of a thing or a party, not advice
        ("The flag must be folded in the customary triangle fold", T.FACT, True),
        (
            "Airlines must pay compensation even when the delay was caused by bad weather",
            T.FACT,
            True,
        ),
        ("Passengers must not smoke on board", T.FACT, True),
        ("Muscle-strengthening activities should be done every day", T.FACT, True),
        ("The tablets should be taken with food", T.FACT, True),
        ("Such concerns should be addressed", T.RECOMMENDATION, False),
        # ... but a guess, or advice to a pronoun, is none
        ("They must be a very successful company", T.RECOMMENDATION, False),
        ("You must be good", T.RECOMMENDATION, False),
        ("He must have a lot of great mentors", T.RECOMMENDATION, False),
        # a rule with a date, a figure or a name
        ("All employees must complete the training in March 2025", T.DATE, True),
        ("Visitors must show a ticket to Harbour Hall staff", T.FACT, True),
        # a checkable prediction
        ("The deal is expected to close on Dec 15", T.PREDICTION, True),
        # "should" with a date is an expectation
        ("It should close in Q4", T.PREDICTION, True),
        # a prediction with nothing checkable
        ("The market will grow", T.PREDICTION, False),
        # a name at the start of a sentence cannot be told from a common word
        ("Elisabeth will prepare the garden", T.PREDICTION, False),
        # a hedged outlook
        ("The deal may slip", T.PREDICTION, False),
        # the month is no modal
        ("The merger was completed in May", T.DATE, True),
        ("Prices may rise in May", T.PREDICTION, True),
        ("It may take a while to arrive", T.PREDICTION, False),
        ("They may bring snacks", T.PREDICTION, False),
        # what a rule lets a party do (or not) is a fact a source states
        ("Infants travelling without a seat may bring a folding stroller", T.FACT, True),
        ("Tenants may not sublet the flat", T.FACT, True),
        # ... or lets be done to a thing it names; a pronoun's "may be used" guesses
        ("The drug may be used in children", T.FACT, True),
        ("Unused vacation days may be carried over", T.FACT, True),
        ("It may be used for storage", T.PREDICTION, False),
        ("Others suggest that these amounts may be deducted", T.PREDICTION, False),
        # a rule of what a party or a thing needs (not) is a fact too; "you need to" advises
        ("Guided tours do not need to be booked", T.FACT, True),
        ("Patients need to fast before the test", T.FACT, True),
        ("You need to fast", T.RECOMMENDATION, False),
        ("The restaurant may need to work on its service", T.RECOMMENDATION, False),
        # opinion frame
        ("In my opinion, the deal is safe", T.OPINION, False),
        # first-person belief
        ("I believe the client is happy", T.OPINION, False),
        # "in my view" with a number is still an opinion
        ("In my view, the deal is worth $1M", T.OPINION, False),
        # evaluative adjective without facts
        ("The market timing is excellent", T.OPINION, False),
        # "would be"
        ("The partnership would be strategic", T.OPINION, False),
        # general knowledge
        ("Generally, enterprise deals take longer to close", T.GENERAL_KNOWLEDGE, False),
        # well known
        ("It is widely known that churn hurts growth", T.GENERAL_KNOWLEDGE, False),
        # a word of how often hedges a claim a source can back or deny
        ("Metformin is usually the first medication prescribed", T.FACT, True),
        ("Side effects typically get worse over time", T.COMPARISON, True),
        ("The Nile is generally considered the longest river", T.FACT, True),
        # "forecasts" as a noun is a result's yardstick, not a prediction
        ("Netflix beat forecasts for subscriber growth", T.FACT, True),
        ("Analysts forecast a decline in sales", T.PREDICTION, False),
        # analytical assessment
        ("The pipeline looks healthy", T.ASSESSMENT, True),
        # indication
        ("The activity log indicates strong interest", T.ASSESSMENT, True),
        # plain fact
        ("Budget concerns were raised", T.FACT, True),
        # plain fact with a name
        ("The client mentioned the timeline", T.FACT, True),
        # non-English text is a fact
        ("Продажи выросли", T.FACT, True),
        # a note frame points at a statement, which is what gets typed
        ("It is important to note that the drug can cause liver damage", T.FACT, True),
        ("Please note that the store closes at 5 pm on Sundays", T.DATE, True),
        ("However, it's worth noting that revenue grew 10%", T.QUANTITY, True),
        # the frame alone, or advice after it, is still advice
        ("It is important to research", T.RECOMMENDATION, False),
        ("Note that you should consult a doctor", T.RECOMMENDATION, False),
        # advice to the reader that sets a figure or a date is a rule a source can state
        ("You should take 500 mg every 6 hours", T.FACT, True),
        ("You should take drug X twice daily", T.FACT, True),
        ("You should take drug X once daily", T.FACT, True),
        ("You must file your return by April 15", T.FACT, True),
        ("You should talk to your doctor", T.RECOMMENDATION, False),
        ("We should close the deal by Q4", T.RECOMMENDATION, False),
        # an evaluative word that begins a name evaluates nothing
        ("The Great Wall is visible from space", T.FACT, True),
        ("The results were great", T.OPINION, False),
        # a view put in someone else's mouth: whether they said so is a fact
        ("The CEO said the results were disappointing", T.FACT, True),
        ("Critics described the film as stunning", T.FACT, True),
        ("I said the results were disappointing", T.OPINION, False),
    ],
)
def test_classify(text: str, ctype: ClaimType, verifiable: bool) -> None:
    got_type, category, got_verifiable = classify(text)
    assert (got_type, got_verifiable) == (ctype, verifiable)
    assert category is CATEGORY[ctype]


@pytest.mark.parametrize(
    ("ctype", "category"),
    [
        # directly verifiable
        (T.FACT, ClaimCategory.FACTUAL),
        # dates
        (T.DATE, ClaimCategory.FACTUAL),
        # quantities
        (T.QUANTITY, ClaimCategory.FACTUAL),
        # quotes
        (T.QUOTE, ClaimCategory.FACTUAL),
        # status
        (T.STATUS, ClaimCategory.FACTUAL),
        # relationships
        (T.RELATIONSHIP, ClaimCategory.FACTUAL),
        # general knowledge
        (T.GENERAL_KNOWLEDGE, ClaimCategory.FACTUAL),
        # assessments
        (T.ASSESSMENT, ClaimCategory.ANALYTICAL),
        # comparisons
        (T.COMPARISON, ClaimCategory.ANALYTICAL),
        # opinions
        (T.OPINION, ClaimCategory.OPINION),
        # recommendations
        (T.RECOMMENDATION, ClaimCategory.OPINION),
        # predictions
        (T.PREDICTION, ClaimCategory.PREDICTION),
    ],
)
def test_category_of_every_type(ctype: ClaimType, category: ClaimCategory) -> None:
    assert CATEGORY[ctype] is category


def test_every_type_has_a_category() -> None:
    assert set(CATEGORY) == set(ClaimType)


@pytest.mark.parametrize(
    ("answer", "texts"),
    [
        # headings, reference lists and labels are not claims
        (
            "## Summary\n- The deal closed.\n- Value: $500K\n\n[1] Opportunity record\nSources:",
            ["The deal closed", "Value: $500K"],
        ),
        # markers never end up inside a claim
        (
            "The contract was signed on 2024-03-01 [Source 9].",
            ["The contract was signed on 2024-03-01"],
        ),
        # a heading with a number is kept
        (
            "# Revenue grew 20% in 2024\nDetails follow below.",
            ["Revenue grew 20% in 2024", "Details follow below"],
        ),
        # other scripts are kept whole
        ("売上は増加した。", ["売上は増加した"]),
        # empty answer
        ("", []),
        # punctuation only
        ("?!... ---", []),
    ],
)
def test_extract_skips_non_claims(answer: str, texts: list[str]) -> None:
    assert [c.text for c in _extract(answer)] == texts


def test_a_prediction_about_a_name_in_a_later_clause_is_checkable() -> None:
    """ "... and Anna will bring drinks": a capitalised word that starts no sentence is a name."""
    claims = RuleClaimExtractor().extract(
        "Mark will bring a cake to the party and Anna will bring drinks. Prices will rise."
    )
    assert [(c.text, c.type, c.verifiable) for c in claims] == [
        ("Mark will bring a cake to the party", T.PREDICTION, False),
        ("Anna will bring drinks", T.PREDICTION, True),
        ("Prices will rise", T.PREDICTION, False),
    ]


def test_a_plan_reported_as_agreed_is_checkable() -> None:
    """What a meeting agreed or someone announced is a fact of the meeting, not a guess."""
    claims = RuleClaimExtractor().extract(
        "The team agreed the remote will have a rubber case. The board announced that prices "
        "will rise. The remote will have a rubber case."
    )
    assert [(c.text, c.verifiable) for c in claims] == [
        ("The team agreed the remote will have a rubber case", True),
        ("The board announced that prices will rise", True),
        ("The remote will have a rubber case", False),
    ]


@pytest.mark.parametrize(
    ("text", "verifiable"),
    [
        # a prohibition that sets a figure is a rule a source can state
        ("Do not exceed 2,000 mg in 24 hours.", True),
        ("Avoid taking more than 4 tablets a day.", True),
        # without one it is advice
        ("Do not use a high pressure hose.", False),
        ("Avoid rubbing the stain.", False),
    ],
)
def test_a_prohibition_with_a_figure_is_checkable(text: str, verifiable: bool) -> None:
    (claim,) = RuleClaimExtractor().extract(text)
    assert claim.verifiable is verifiable


def test_clauses_about_the_answering_are_no_claims() -> None:
    """ "the answer is" before a list, "I can help you with that", "That's it": the answer
    speaking of itself; what it introduces is checked."""
    answer = (
        "I can help you with that. Based on the passages, the answer is: Paris is the capital "
        "of France. That's it. The answer is 42. The answer to the question is unclear."
    )
    assert [c.text for c in RuleClaimExtractor().extract(answer)] == [
        "Paris is the capital of France",
        "The answer is 42",
        "The answer to the question is unclear",
    ]


def test_the_answerers_own_workings_are_no_claims() -> None:
    """How the answer means to answer, and the answerer's doubt between options, say nothing
    of the sources' subject; a refusal that names a fact is still a claim."""
    answer = (
        "I would answer the question as follows: the clinic opens at 9 am. There is no "
        "additional information needed to answer the question. I cannot definitively say "
        "which is better. I cannot say that the clinic opens on Sundays. It is difficult to "
        "definitively say what the drawer is for without more context."
    )
    assert [c.text for c in RuleClaimExtractor().extract(answer)] == [
        "the clinic opens at 9 am",
        "I cannot say that the clinic opens on Sundays",
    ]


def test_a_question_the_answer_restates_is_no_claim() -> None:
    """A question the answer restates in a list or after a label asserts nothing; one in
    running text (a dialogue's reply that asks instead of telling) stays a claim."""
    answer = (
        "1. What is the current temperature in Hinesburg, VT?\nAnswer: It is 43 degrees.\n"
        "Question 2: Is it sunny?\nYes, it is sunny."
    )
    assert [c.text for c in RuleClaimExtractor().extract(answer)] == [
        "It is 43 degrees",
        "it is sunny",
    ]
    assert [c.text for c in RuleClaimExtractor().extract("Do you like jazz?")] == [
        "Do you like jazz"
    ]


def test_long_answer_covers_every_sentence() -> None:
    sentence = "Acme signed a $500K contract on 2024-03-01 and the renewal is pending. "
    answer = sentence * 60
    claims = _extract(answer)
    assert len(claims) == 120
    assert len({c.sentence_index for c in claims}) == 60


def test_get_extractor() -> None:
    assert isinstance(get_extractor("rules", Config()), RuleClaimExtractor)
    with pytest.raises(PluginError, match=r"available: .*rules"):
        get_extractor("nope", Config())


@pytest.mark.parametrize(
    "presenting",
    [
        "Here is a summary of the report in 96 words.",
        "Sure! Here's the overview in 80 words:",
        "Below are the main points.",
    ],
)
def test_sentences_that_only_present_the_answer_are_not_claims(presenting: str) -> None:
    claims = _extract(presenting + " The library reopened in May.")
    assert [c.text for c in claims] == ["The library reopened in May"]


def test_presenting_words_with_content_after_a_colon_stay_claims() -> None:
    claims = _extract("Here is the answer: the library reopened in May.")
    assert claims and "reopened in May" in claims[-1].text


@pytest.mark.parametrize(
    "courtesy",
    [
        "I hope this helps!",
        "Let me know if you have any further questions.",
        "Please feel free to ask if anything is unclear.",
        "Good luck with your application!",
    ],
)
def test_sentences_that_only_address_the_reader_are_not_claims(courtesy: str) -> None:
    claims = _extract("The library reopened in May. " + courtesy)
    assert [c.text for c in claims] == ["The library reopened in May"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Feel free to call the library at 555-0100.",  # names a fact
        "Any further questions should be sent to the HR office.",  # says where, not courtesy
    ],
)
def test_courtesy_words_in_a_statement_leave_it_a_claim(sentence: str) -> None:
    claims = _extract(sentence)
    assert [c.text for c in claims] == [sentence.rstrip(".")]


def test_a_period_named_by_a_possessive_is_a_fact() -> None:
    """ "one month's notice" is as checkable as "two months' notice"."""
    assert classify("Tenants must give one month's notice.")[2]
    assert classify("Tenants must give two months' notice.")[2]


PLAN = (
    "The Riverside Library will close for renovations from 3 June to 15 August. The renovation "
    "will add a children's reading room and new study spaces."
)


@pytest.mark.parametrize(
    ("text", "planned"),
    [
        # a source tells of the same subject's future: checkable as a fact
        ("The renovation will add a swimming pool", True),
        ("The library will remain open during the renovations", True),
        # no source speaks of the subject's future
        ("Prices will rise", False),
        ("The museum will add a café", False),
    ],
)
def test_a_prediction_of_a_plan_a_source_states_is_checkable(text: str, planned: bool) -> None:
    from groundwise.claims import planned_in

    (claim,) = RuleClaimExtractor().extract(text + ".")
    assert (claim.type, claim.verifiable) == (T.PREDICTION, False)
    assert planned_in(claim, [PLAN]) is planned
    # a plan in a past-tense source sentence is no plan
    assert (
        planned_in(claim, [PLAN.replace("will close", "closed").replace("will add", "added")])
        is False
    )


@pytest.mark.parametrize(
    ("text", "ctype", "verifiable"),
    [
        # a question the claim reports as discussed is no view of the answer's
        (
            "The agent discusses term and whole life insurance to determine which plan would be "
            "the best fit",
            T.FACT,
            True,
        ),
        ("The team debated whether the remote would be too expensive", T.FACT, True),
        # a question named as the topic of what the claim states (a preposition's object)
        ("The industrial designer is responsible for how the object will look", T.FACT, True),
        ("The designer focuses on how the product will look", T.FACT, True),
        ("The retraction raised concerns about whether survivors will come forward", T.FACT, True),
        # the answerer's own doubt stays a prediction
        ("It's unclear how the judge will rule on the case", T.PREDICTION, False),
        # the answer's own view, and advice, stay what they were
        ("The plan would be too expensive for him", T.OPINION, False),
        ("You should consider whether it would be worth it", T.RECOMMENDATION, False),
    ],
)
def test_a_reported_question_is_no_opinion(text: str, ctype: ClaimType, verifiable: bool) -> None:
    assert classify(text)[0::2] == (ctype, verifiable)
