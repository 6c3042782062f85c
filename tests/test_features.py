"""Claim features: which words of a claim its evidence covers."""

from __future__ import annotations

import groundwise
from groundwise.context import CheckContext
from groundwise.features import align, claim_features
from groundwise.results import Claim, ClaimCategory, ClaimType
from groundwise.sources import Source

SOURCE = (
    "The trial enrolled 1,200 patients. It was funded by the National Institutes of Health "
    "and cost $4.5 million. It was run by Medtrial."
)


def _features(text: str) -> tuple[dict[str, float], dict[str, bool]]:
    claim = Claim("c1", text, 0, len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(text, {"1": Source("1", SOURCE)})
    evidence = groundwise.verify(text, [SOURCE], embedder="none").claims[0].evidence
    a = claim_features(claim, evidence, [], ctx)
    return a.features, {text[t.start : t.end]: t.covered for t in a.terms}


def test_an_acronym_the_evidence_spells_out_is_covered() -> None:
    features, covered = _features("The trial was funded by the NIH.")
    assert covered["NIH"]
    assert features["n_novel_names"] == 0


def test_an_acronym_of_nothing_in_the_evidence_is_not() -> None:
    features, covered = _features("The trial was funded by the CDC.")
    assert not covered["CDC"]
    assert features["n_novel_names"] == 1


def test_a_company_suffix_is_no_novel_name() -> None:
    features, covered = _features("The trial was run by Medtrial Corp.")
    assert "Corp" not in covered  # dropped from coverage, as a company suffix
    assert features["n_novel_names"] == 0
    features, _ = _features("The trial was run by Biolabs Corp.")
    assert features["n_novel_names"] == 1  # the name itself still counts


DIALOGUE = (
    "Ann: Mike, can you buy butter on your way home?\nMike: Sure, any brand?\n"
    "Ann: The cheap one.\nMike: OK, see you at six."
)
PROSE = "Ann needs butter for the cake. Mike drives home at six."


def _covered(text: str, source: str) -> dict[str, bool]:
    claim = Claim("c1", text, 0, len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    ctx = CheckContext(text, {"1": Source("1", source)})
    evidence = groundwise.verify(text, [source], embedder="none").claims[0].evidence
    a = claim_features(claim, evidence, [], ctx)
    return {text[t.start : t.end]: t.covered for t in a.terms}


def test_a_summary_reports_the_turns_of_a_transcript() -> None:
    """In a transcript the turns are the asking; in prose "asks" needs a source."""
    assert _covered("Ann asks Mike to buy butter.", DIALOGUE)["asks"]
    assert not _covered("Ann asks Mike to buy butter.", PROSE)["asks"]


def test_a_stance_is_no_report_of_a_turn() -> None:
    covered = _covered("Mike refuses to buy butter.", DIALOGUE)
    assert not covered["refuses"]
    assert covered["butter"]


EARNINGS = "Revenue was $4.2 billion, up 8% from a year earlier. Costs fell 3% to $1.1 billion."


def test_a_change_word_is_borne_out_by_the_same_figure_and_direction() -> None:
    """ "rose 8%" is the source's "up 8%"; "an 8% increase" and "rose by 8%" likewise."""
    assert _covered("Revenue rose 8% to $4.2 billion.", EARNINGS)["rose"]
    assert _covered("Revenue grew by 8%.", EARNINGS)["grew"]
    assert _covered("Revenue saw an 8% increase.", EARNINGS)["increase"]
    assert _covered("Costs decreased 3%.", EARNINGS)["decreased"]


def test_a_change_word_of_the_other_direction_or_figure_is_not() -> None:
    assert not _covered("Revenue fell 8%.", EARNINGS.split(". ")[0])["fell"]
    assert not _covered("Costs rose 3%.", EARNINGS)["rose"]
    assert not _covered("Revenue rose 9%.", EARNINGS)["rose"]


def test_an_acronym_of_lower_case_words_in_the_evidence_is_covered() -> None:
    source = "Satya Nadella became chief executive officer of Microsoft in February 2014."
    assert _covered("Nadella became CEO of Microsoft in 2014.", source)["CEO"]
    assert not _covered("Nadella became CFO of Microsoft in 2014.", source)["CFO"]


def test_an_office_and_a_hyphened_word_spell_their_acronyms() -> None:
    """ "chief executive" is the CEO without "officer"; "just-in-time" spells JIT."""
    source = (
        "Andy Jassy succeeded Bezos as chief executive in 2021. It adds a just-in-time compiler."
    )
    assert _covered("Jassy became CEO in 2021.", source)["CEO"]
    assert not _covered("Jassy became CFO in 2021.", source)["CFO"]
    assert _covered("It adds a JIT compiler.", source)["JIT"]


def test_words_that_spell_out_the_evidence_acronym_are_covered() -> None:
    """ "United States" is the evidence's "U.S.", "National ... Administration" its "NASA"."""
    source = "The bill passed the U.S. Senate on Tuesday. NASA launched the probe in 2021."
    covered = _covered("The bill passed the United States Senate on Tuesday.", source)
    assert covered["United"] and covered["States"]
    covered = _covered(
        "The National Aeronautics and Space Administration launched the probe.", source
    )
    assert covered["Aeronautics"] and covered["Administration"]
    covered = _covered("The bill passed the United Nations Senate.", source)
    assert not covered["Nations"]


def test_a_word_without_its_accents_is_covered() -> None:
    """ "Bronte" is the evidence's "Brontë", "cafe" its "café"."""
    source = "Jane Eyre was written by Charlotte Brontë. She wrote it in a café."
    covered = _covered("Charlotte Bronte wrote Jane Eyre in a cafe.", source)
    assert covered["Bronte"] and covered["cafe"]


def test_a_noun_an_adjective_of_the_evidence_speaks_of_is_covered() -> None:
    """ "lunar orbit" speaks of the Moon, "solar panels" of the Sun."""
    source = "Michael Collins remained in lunar orbit. Solar panels powered the module."
    assert _covered("Collins orbited the Moon.", source)["Moon"]
    assert _covered("The Sun powered the module.", source)["Sun"]
    assert not _covered("Collins orbited Mars.", source)["Mars"]


def test_an_alignment_is_kept_for_its_check_only() -> None:
    text = "The trial was funded by the NIH."
    claim = Claim("c1", text, 0, len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    evidence = groundwise.verify(text, [SOURCE], embedder="none").claims[0].evidence
    ctx = CheckContext(text, {"1": Source("1", SOURCE)})
    first = align(claim, evidence, [], ctx)
    # The answer model aligns the same claim again: the check's memo answers it.
    assert align(claim, evidence, [], ctx) is first
    # Another check (even of the same texts) computes its own, equal to the first.
    other = CheckContext(text, {"1": Source("1", SOURCE)})
    again = align(claim, evidence, [], other)
    assert again is not first and again == first
    # The memo is no part of what a context is: it neither compares nor prints.
    assert ctx == other and "memo" not in repr(ctx)
    # Other evidence is another key.
    assert align(claim, evidence[:0], [], ctx) is not first
