"""Sentence, clause and evidence-unit segmentation: exact offsets and the expected boundaries."""

from __future__ import annotations

import pytest

from groundwise.segment import (
    Segment,
    sentences_with_kinds,
    source_units,
    split_clauses,
    split_sentences,
)
from groundwise.sources import flatten_json


def _texts(text: str) -> list[str]:
    segments = split_sentences(text)
    for s in segments:
        assert text[s.start : s.end] == s.text
    return [s.text for s in segments]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # plain sentences
        ("The deal closed. It was signed.", ["The deal closed.", "It was signed."]),
        # titles never end a sentence
        (
            "Mr. Smith met Dr. Jones today. They agreed.",
            ["Mr. Smith met Dr. Jones today.", "They agreed."],
        ),
        # Latin shorthands
        (
            "We signed e.g. the NDA and i.e. the MSA. Done.",
            ["We signed e.g. the NDA and i.e. the MSA.", "Done."],
        ),
        # vs. and No. before a number
        (
            "The vote was 5 vs. 3 on item No. 4. It passed.",
            ["The vote was 5 vs. 3 on item No. 4.", "It passed."],
        ),
        # a company suffix mid-sentence
        (
            "Acme Inc. signed the deal. Globex Ltd. declined.",
            ["Acme Inc. signed the deal.", "Globex Ltd. declined."],
        ),
        # a company suffix at the end of a sentence
        ("We met Acme Inc. The deal closed.", ["We met Acme Inc.", "The deal closed."]),
        # abbreviated month before a day
        ("It closed on Jan. 5 in Boston. Good.", ["It closed on Jan. 5 in Boston.", "Good."]),
        # dotted abbreviations before a lower-case word
        ("The U.S. market grew. It slowed.", ["The U.S. market grew.", "It slowed."]),
        # ... and before a name they are part of, or a sentence that opens with a function word
        (
            "He joined the U.S. Army in 1990. He left.",
            ["He joined the U.S. Army in 1990.", "He left."],
        ),
        ("The A.V. Club liked it.", ["The A.V. Club liked it."]),
        ("It began in the U.S. Then it spread.", ["It began in the U.S.", "Then it spread."]),
        (
            "It is now located in I.V. Another customer was sad.",
            ["It is now located in I.V.", "Another customer was sad."],
        ),  # a determiner opens the next sentence
        ("She joined the U.S. Army.", ["She joined the U.S. Army."]),
        # time of day at the end of a sentence
        (
            "He arrived at 3 p.m. The meeting started.",
            ["He arrived at 3 p.m.", "The meeting started."],
        ),
        # decimals, money and percentages
        (
            "Revenue rose 10.5% to $3.5M in Q3. Costs hit $1.2M. Margin was 3.5.",
            ["Revenue rose 10.5% to $3.5M in Q3.", "Costs hit $1.2M.", "Margin was 3.5."],
        ),
        # version numbers and domains
        (
            "We shipped v2.0 on acme.com. Next is v2.1.",
            ["We shipped v2.0 on acme.com.", "Next is v2.1."],
        ),
        # ellipsis before a lower-case word does not split
        ("Wait... then he left. Fine.", ["Wait... then he left.", "Fine."]),
        # ellipsis before a capital splits
        ("Prices rose… Then they fell.", ["Prices rose…", "Then they fell."]),
        # initials
        (
            "It was J. R. R. Tolkien who wrote it. Next.",
            ["It was J. R. R. Tolkien who wrote it.", "Next."],
        ),
        # question and exclamation marks
        ("Is it done? Yes! It is.", ["Is it done?", "Yes!", "It is."]),
        # closing quote after the period
        ('She said "We will sign." Then she left.', ['She said "We will sign."', "Then she left."]),
        # closing bracket after the period
        ("(This is a note.) The deal closed.", ["(This is a note.)", "The deal closed."]),
        # a marker after the period stays with its sentence
        ("The value is $500K. [1] The date is Q4.", ["The value is $500K. [1]", "The date is Q4."]),
        # a marker glued to the period, then several markers
        (
            "The value is $500K.[1] The date is Q4. [2][Source 3] Done.",
            ["The value is $500K.[1]", "The date is Q4. [2][Source 3]", "Done."],
        ),
        # a marker before the period
        ("The value is $500K [Source 1]. Done.", ["The value is $500K [Source 1].", "Done."]),
        # Chinese full stops need no space
        ("收入增长了20%。成本下降了。", ["收入增长了20%。", "成本下降了。"]),
        # newlines end sentences
        ("First line\nSecond line", ["First line", "Second line"]),
        # a hard-wrapped line that continues in lower case does not
        (
            "The deal is at risk because\nbudget concerns were raised.\nNext.",
            ["The deal is at risk because\nbudget concerns were raised.", "Next."],
        ),
        # blank lines always end a paragraph
        ("The deal is at risk\n\nbudget was cut.", ["The deal is at risk", "budget was cut."]),
        # Markdown bullets and numbered lists; the marker is not part of the sentence
        (
            "- first item\n* second item\n+ third\n1. numbered one\n12) numbered two",
            ["first item", "second item", "third", "numbered one", "numbered two"],
        ),
        # a task-list bullet
        ("- [x] call the client", ["call the client"]),
        # headings are their own sentence, without the hashes
        ("# Summary\nThe deal closed.", ["Summary", "The deal closed."]),
        # key: value lines never merge even when the next starts in lower case
        (
            "value: 500000\nstatus: in_negotiation\nexpectedCloseDate: 2024-12-15",
            ["value: 500000", "status: in_negotiation", "expectedCloseDate: 2024-12-15"],
        ),
        # inline enumeration label at the start of a sentence
        ("2. Send the proposal. Then wait.", ["Send the proposal.", "Then wait."]),
        # surrounding whitespace is stripped, punctuation-only lines dropped
        ("   The deal closed.   \n---\n", ["The deal closed."]),
        # CRLF line endings
        ("One.\r\nTwo.\r\n", ["One.", "Two."]),
        # empty and blank text
        ("", []),
        # whitespace only
        (" \n\t\n ", []),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert _texts(text) == expected


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        # a heading, a bullet and plain text
        ("# Title\n- item\nPlain text.", ["heading", "bullet", "text"]),
        # a numbered item followed by its wrapped continuation line is one bullet sentence
        ("1. the first step\n   continues here", ["bullet"]),
    ],
)
def test_sentence_kinds(text: str, kinds: list[str]) -> None:
    assert [k for _, k in sentences_with_kinds(text)] == kinds


def _clauses(sentence: str) -> list[str]:
    prefix = "Intro. "
    text = prefix + sentence
    seg = Segment(len(prefix), len(text), sentence)
    out = split_clauses(seg)
    for c in out:
        assert text[c.start : c.end] == c.text
        assert seg.start <= c.start < c.end <= seg.end
    return [c.text for c in out]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # reference example 1: a cause clause, then two facts joined by "and"
        (
            "The deal is at risk because no contact in 14 days and budget concerns were raised.",
            ["The deal is at risk", "no contact in 14 days", "budget concerns were raised"],
        ),
        # comma-joined clauses
        ("Close date is Q4, value is $500K.", ["Close date is Q4", "value is $500K"]),
        # two clauses joined by "and"
        (
            "The close date is Q4 and the value is $500K.",
            ["The close date is Q4", "the value is $500K"],
        ),
        # a trailing "with <number>" becomes its own claim
        (
            "The deal value is $10 billion with 50 decision makers.",
            ["The deal value is $10 billion", "50 decision makers"],
        ),
        # "with" right after a verb is its complement: no split
        (
            "The laptop comes with 32 GB of memory.",
            ["The laptop comes with 32 GB of memory"],
        ),
        ("The patients were treated with 2 doses.", ["The patients were treated with 2 doses"]),
        # ... and a "with" phrase the clause goes on after is inside it
        (
            "The law requires employers with more than 50 employees to offer health insurance.",
            ["The law requires employers with more than 50 employees to offer health insurance"],
        ),
        # ... but after a comma it adds a clause of its own
        ("The chain grew, with 40 stores opened.", ["The chain grew", "40 stores opened"]),
        # a second predicate with its own quantity
        (
            "The deal value is $10 billion and involves 50 stakeholders.",
            ["The deal value is $10 billion", "involves 50 stakeholders"],
        ),
        # a second predicate naming an entity
        (
            "It should close in Q4 and involves Acme Corp as the main client.",
            ["It should close in Q4", "involves Acme Corp as the main client"],
        ),
        # noun-phrase conjunction in the subject stays whole
        ("Acme and Globex signed the contract.", ["Acme and Globex signed the contract"]),
        # noun-phrase conjunction of plain nouns stays whole
        ("The budget and timeline were discussed.", ["The budget and timeline were discussed"]),
        # a list of quantities stays whole
        (
            "The deal with 50 stakeholders and 3 partners was signed.",
            ["The deal with 50 stakeholders and 3 partners was signed"],
        ),
        # a numeric range stays whole
        ("Revenue was between 10 and 20 million.", ["Revenue was between 10 and 20 million"]),
        # a range of figures with their scale words stays whole
        (
            "Revenue is expected to be between $3.5 billion and $3.6 billion, representing a "
            "decline of 4.8% to 6.6%.",
            [
                "Revenue is expected to be between $3.5 billion and $3.6 billion",
                "representing a decline of 4.8% to 6.6%",
            ],
        ),
        # a clause after a range's "between" still splits at its own connective
        (
            "Studies have shown a correlation between marriage and economic well-being, although "
            "it is unclear whether marriage causes economic benefit.",
            [
                "Studies have shown a correlation between marriage and economic well-being",
                "it is unclear whether marriage causes economic benefit",
            ],
        ),
        # "five and a half" is one figure
        (
            "The asteroid orbits the sun every five and a half years and is 4 kilometers wide.",
            ["The asteroid orbits the sun every five and a half years and is 4 kilometers wide"],
        ),
        # a contrast after ", but" is a claim of its own without its verb
        (
            "Roast the steaks for about 20 minutes for a medium-rare finish, but less time for "
            "a rare finish.",
            [
                "Roast the steaks for about 20 minutes for a medium-rare finish",
                "less time for a rare finish",
            ],
        ),
        # not a short one, nor a denial ("but not for children")
        ("The hotel is small, but clean.", ["The hotel is small, but clean"]),
        (
            "The drug is approved for adults, but not for children under 12.",
            ["The drug is approved for adults, but not for children under 12"],
        ),
        # and so does "between" two named parties
        (
            "The talks between the two big companies and the unions failed.",
            ["The talks between the two big companies and the unions failed"],
        ),
        # "while" and "but" join independent clauses
        ("Revenue grew 20% while costs fell 5%.", ["Revenue grew 20%", "costs fell 5%"]),
        # "but"
        ("Revenue grew but costs fell.", ["Revenue grew", "costs fell"]),
        # "whereas"
        ("Acme renewed whereas Globex churned.", ["Acme renewed", "Globex churned"]),
        # semicolon
        (
            "The close date is Q4; the value is $500K.",
            ["The close date is Q4", "the value is $500K"],
        ),
        # a leading cause clause
        (
            "Because the budget was cut, the deal slipped.",
            ["the budget was cut", "the deal slipped"],
        ),
        # "due to" with a noun-phrase cause
        ("The deal slipped due to budget concerns.", ["The deal slipped", "budget concerns"]),
        # "since" with a clause is a cause
        (
            "The deal stalled since the client cut the budget.",
            ["The deal stalled", "the client cut the budget"],
        ),
        # "since" with a year is a time
        ("Revenue has grown since 2020.", ["Revenue has grown since 2020"]),
        # ... and so it is when a verb follows the year
        (
            "The glaciers have shrunk by 80% since 1912 and have disappeared.",
            ["The glaciers have shrunk by 80% since 1912 and have disappeared"],
        ),
        # "due to" meaning owed is not a cause
        ("The payment is due to Acme on Friday.", ["The payment is due to Acme on Friday"]),
        # relative clauses stay attached
        (
            "Acme signed the deal, which was worth $5M.",
            ["Acme signed the deal, which was worth $5M"],
        ),
        # a shared subject without anything checkable stays whole
        (
            "The team met the client and discussed the budget.",
            ["The team met the client and discussed the budget"],
        ),
        # conditions stay whole
        (
            "If the budget is approved, the deal will close in Q4.",
            ["If the budget is approved, the deal will close in Q4"],
        ),
        # lists of names stay whole
        ("We met Acme, Globex, and Initech.", ["We met Acme, Globex, and Initech"]),
        # a list an appositive names stays whole ("Steve and Carly" is who the two friends are)
        (
            "Two friends, Steve and Carly, plan to meet up for a drink at Kings.",
            ["Two friends, Steve and Carly, plan to meet up for a drink at Kings"],
        ),
        (
            "The company offers two solutions: ApexPro and ApexConnect, for $299/month and a "
            "one-time fee of $999 respectively, and is offering a 14-day free trial.",
            [
                "The company offers two solutions",
                "ApexPro and ApexConnect, for $299/month and a one-time fee of $999 respectively, "
                "and is offering a 14-day free trial",
            ],
        ),
        # "and" between two nouns of one verb does not split, though a verb follows a comma
        (
            "Sally helps Phoebe and Ben to book a train ticket, reaching Bedford at 6:55 PM, and "
            "they have discounts as retired citizens.",
            [
                "Sally helps Phoebe and Ben to book a train ticket, reaching Bedford at 6:55 PM",
                "they have discounts as retired citizens",
            ],
        ),
        (
            "The client signs up for both auto and home insurance, and the agent agreed to send a "
            "quote.",
            [
                "The client signs up for both auto and home insurance",
                "the agent agreed to send a quote",
            ],
        ),
        # a list after a verb stays whole: the comma's right side has no verb before its comma
        (
            "Their services include live music, DJ services, and MC services, all tailored to "
            "their clients.",
            [
                "Their services include live music, DJ services, and MC services",
                "all tailored to their clients",
            ],
        ),
        # an appositive between commas stays whole
        ("The deal, signed in 2024, is worth $5M.", ["The deal, signed in 2024, is worth $5M"]),
        # a participle phrase stays whole, unless it gives a cause (below)
        ("Revenue grew 20%, reaching $5M.", ["Revenue grew 20%, reaching $5M"]),
        (
            "The plan, approved by the board, costs $5M.",
            ["The plan, approved by the board, costs $5M"],
        ),
        # commas inside a quote do not split
        (
            'He said "we will sign, and we will pay" yesterday.',
            ['He said "we will sign, and we will pay" yesterday'],
        ),
        # a leading connective is trimmed
        ("However, the deal is at risk.", ["the deal is at risk"]),
        # so is an answer particle or discourse marker: the source cannot support "Yes"
        ("Yes, the drug was approved in 2019.", ["the drug was approved in 2019"]),
        ("On the other hand, costs rose.", ["costs rose"]),
        # but not a word that only looks like one
        ("Well water is safe to drink.", ["Well water is safe to drink"]),
        # a label of the subject before a clause stays attached
        ("Price: the value is $500K.", ["Price: the value is $500K"]),
        # a label of a part of the answer does not ("Answer:", "**Summary**:", "Step 2:")
        ("Note: the value is $500K.", ["the value is $500K"]),
        ("**Summary**: The FDA approved it in 2019.", ["The FDA approved it in 2019"]),
        ("Passage 2: the clinic opens at 9am.", ["the clinic opens at 9am"]),
        # a colon between two clauses splits
        (
            "The risk is clear: budget concerns were raised.",
            ["The risk is clear", "budget concerns were raised"],
        ),
        # markers are left out of claims
        (
            "The value is $500K [1] and the close date is Q4 [2].",
            ["The value is $500K", "the close date is Q4"],
        ),
        # three comma-joined clauses with a final "and"
        (
            "Close date is Q4, value is $500K, and the owner is Jane.",
            ["Close date is Q4", "value is $500K", "the owner is Jane"],
        ),
        # an opinion frame stays with its clause
        (
            "In my assessment, this deal is critical for our growth.",
            ["In my assessment, this deal is critical for our growth"],
        ),
        # reference example 3, second sentence
        (
            "The market timing is excellent and the partnership would be strategic.",
            ["The market timing is excellent", "the partnership would be strategic"],
        ),
        # non-English text is kept whole
        (
            "Der Umsatz stieg um 20 % und die Kosten sanken.",
            ["Der Umsatz stieg um 20 % und die Kosten sanken"],
        ),
        # a dotted abbreviation keeps its final period
        ("The office is in the U.S.", ["The office is in the U.S."]),
        # a frame that only points at the sources is no part of a claim
        (
            "Based on the given passages, the eggs boil for ten minutes.",
            ["the eggs boil for ten minutes"],
        ),
        (
            "Based on the provided structured data, Benchmark Eatery is a restaurant.",
            ["Benchmark Eatery is a restaurant"],
        ),
        ("From the data provided, the store opens at 9 am.", ["the store opens at 9 am"]),
        (
            "Based on the listing, Harbour Grill takes reservations.",
            ["Harbour Grill takes reservations"],
        ),
        (
            "According to Source 1, the tower is 330 metres tall.",
            ["the tower is 330 metres tall"],
        ),
        (
            "As stated in passages 2 and 3, the eggs boil for ten minutes.",
            ["the eggs boil for ten minutes"],
        ),
        ("In 1889, the tower was completed.", ["In 1889, the tower was completed"]),
        # what moved a figure, after a comma, is a cause of its own
        (
            "Revenue grew 8% to $2.1 billion in 2023, driven by strong cloud sales.",
            ["Revenue grew 8% to $2.1 billion in 2023", "strong cloud sales"],
        ),
        ("Growth was driven by strong cloud sales.", ["Growth was driven by strong cloud sales"]),
        # the comma of a date joins it
        (
            "Globex announced on March 4, 2024 that its CEO would step down.",
            ["Globex announced on March 4, 2024 that its CEO would step down"],
        ),
        (
            "The CEO resigned on March 4, 2024 and the CFO took over.",
            ["The CEO resigned on March 4, 2024", "the CFO took over"],
        ),
        (
            "On Monday, March 4 the CEO resigned, and the CFO took over.",
            ["On Monday, March 4 the CEO resigned", "the CFO took over"],
        ),
        # ... but an attribution to someone or something named stays
        (
            "According to the CRM record, the deal closes in Q4.",
            ["According to the CRM record, the deal closes in Q4"],
        ),
        (
            "According to Reuters, revenue rose 5% in 2023.",
            ["According to Reuters, revenue rose 5% in 2023"],
        ),
    ],
)
def test_split_clauses(sentence: str, expected: list[str]) -> None:
    assert _clauses(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # only a marker
        "[1]",
        # only punctuation
        "...",
        # a marker and punctuation
        " [Source 2]. ",
        # a frame alone says where the answer comes from, not what is true
        "Based on the given passages:",
        "According to the provided context,",
    ],
)
def test_split_clauses_without_words_is_empty(sentence: str) -> None:
    assert split_clauses(Segment(0, len(sentence), sentence)) == []


def test_source_units_include_sentences_pairs_and_field_lines() -> None:
    text = (
        "Client mentioned budget concerns. The timeline slipped.\ndesc: Budget call. Follow-up set."
    )
    units = source_units(text)
    texts = [u.text for u in units]
    for u in units:
        assert text[u.start : u.end] == u.text
    assert "Client mentioned budget concerns." in texts
    # two adjacent sentences form one extra unit
    assert "Client mentioned budget concerns. The timeline slipped." in texts
    # a key: value line with two sentences is also a unit of its own
    assert "desc: Budget call. Follow-up set." in texts
    assert units == sorted(units, key=lambda u: (u.start, u.end))
    assert len({(u.start, u.end) for u in units}) == len(units)


def test_source_units_of_flattened_json_are_field_lines() -> None:
    text, _ = flatten_json({"opportunity": {"value": 500000, "status": "in_negotiation"}})
    texts = [u.text for u in source_units(text)]
    assert "value: 500000" in texts
    assert "status: in_negotiation" in texts


def test_long_sentence_becomes_windows_at_word_boundaries() -> None:
    text = " ".join(f"word{i}" for i in range(400)) + "."
    units = source_units(text)
    assert len(units) > 3
    for u in units:
        assert text[u.start : u.end] == u.text
        assert len(u.text) <= 300
        # windows start and end on whole words
        assert u.start == 0 or text[u.start - 1] == " "
        assert u.end == len(text) or text[u.end] == " "
    # the windows overlap, so every word is in some window
    covered = set()
    for u in units:
        covered.update(range(u.start, u.end))
    assert covered >= {i for i, ch in enumerate(text) if ch != " "}


def test_source_units_of_text_without_spaces() -> None:
    text = "x" * 1000
    units = source_units(text)
    assert units
    assert all(text[u.start : u.end] == u.text for u in units)
    assert units[0].start == 0
    assert units[-1].end == len(text)
