"""The non-numeric typed detectors: entities, quotes, negation, causation, scope, exaggeration."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import StemIndex, is_sentence_start, split_sentences, tokenize
from groundwise.detectors.actions import OppositeActionDetector
from groundwise.detectors.causation import CausationDetector
from groundwise.detectors.clock import ClockTimeDetector
from groundwise.detectors.dates import TemporalDetector
from groundwise.detectors.ended import EndedStateDetector
from groundwise.detectors.entities import EntityDetector
from groundwise.detectors.events import EventDetector
from groundwise.detectors.exaggeration import ExaggerationDetector
from groundwise.detectors.negation import NegationDetector
from groundwise.detectors.numbers import NumericDetector
from groundwise.detectors.order import EventOrderDetector
from groundwise.detectors.planned import PlannedEventDetector
from groundwise.detectors.quotes import QuoteDetector, find_quotes
from groundwise.detectors.scope import ScopeDetector
from groundwise.detectors.splice import SpliceDetector
from groundwise.detectors.substitution import SubstitutionDetector
from groundwise.detectors.unmentioned import UnmentionedDetector
from groundwise.errors import InputError
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, Flag, FlagType, Severity
from groundwise.sources import Source

ALL_DETECTORS: tuple[Detector, ...] = (
    EntityDetector(),
    QuoteDetector(),
    NegationDetector(),
    CausationDetector(),
    ScopeDetector(),
    ExaggerationDetector(),
    SubstitutionDetector(),
    EventDetector(),
    EndedStateDetector(),
    PlannedEventDetector(),
    OppositeActionDetector(),
    SpliceDetector(),
    ClockTimeDetector(),
    EventOrderDetector(),
    UnmentionedDetector(),
)


def _claim_in(answer: str, claim_text: str) -> Claim:
    """The verifiable fact ``claim_text`` at its first place in ``answer``."""
    start = answer.index(claim_text)
    end = start + len(claim_text)
    return Claim("c1", claim_text, start, end, ClaimType.FACT, ClaimCategory.FACTUAL, True)


def run(
    detector: Detector,
    claim_text: str,
    sources: str | Sequence[str],
    *,
    prefix: str = "Intro. ",
    suffix: str = " Outro.",
) -> tuple[str, list[Flag]]:
    """Run one detector on a claim placed inside an answer, with every source as evidence."""
    answer = prefix + claim_text + suffix
    claim = _claim_in(answer, claim_text)
    texts = [sources] if isinstance(sources, str) else list(sources)
    srcs = {f"s{i}": Source(f"s{i}", t) for i, t in enumerate(texts, start=1)}
    evidence = [Evidence(sid, 0, len(s.text), s.text, 0.9) for sid, s in srcs.items()]
    flags = detector.detect(claim, evidence, CheckContext(answer, srcs))
    for f in flags:
        assert answer[f.start : f.end] == f.text
        assert claim.start <= f.start < f.end <= claim.end
        assert f.source_says is None or len(f.source_says) <= 200
    return answer, flags


# (detector, claim, source, expected type, expected flagged text, a source word the message shows)
POSITIVE = [
    # a name swapped for another in the same role
    (
        EntityDetector(),
        "The contract was signed by Globex in March.",
        "The contract was signed by Acme in March.",
        FlagType.ENTITY_MISMATCH,
        "Globex",
        "Acme",
    ),
    # a firm the sources never mention
    (
        EntityDetector(),
        "The deal was advised by Goldman Sachs.",
        "The deal closed in March after months of talks.",
        FlagType.FABRICATION,
        "Goldman Sachs",
        "months of talks",
    ),
    # a statement credited to the wrong outlet
    (
        EntityDetector(),
        "According to Reuters, the plant will close in May.",
        "According to Bloomberg, the plant will close in May.",
        FlagType.MISATTRIBUTION,
        "Reuters",
        "Bloomberg",
    ),
    # an acronym spelt like a function word is a name
    (
        EntityDetector(),
        "According to WHO, 5% of adults have depression.",
        "According to the CDC, 5% of adults have depression.",
        FlagType.ENTITY_MISMATCH,
        "WHO",
        "CDC",
    ),
    # a statement credited to the wrong person ("X said")
    (
        EntityDetector(),
        "Smith said the merger would create 500 jobs.",
        "Jones said the merger would create 500 jobs.",
        FlagType.MISATTRIBUTION,
        "Smith",
        "Jones",
    ),
    # a study credited to the wrong university ("X's study")
    (
        EntityDetector(),
        "Harvard's study found that sleep improves memory in adults.",
        "A study by Stanford found that sleep improves memory in adults.",
        FlagType.MISATTRIBUTION,
        "Harvard",
        "Stanford",
    ),
    # a quotation with one word altered
    (
        QuoteDetector(),
        'The CEO said "we will double our workforce next year".',
        'The CEO said: "We will grow our workforce next year."',
        FlagType.FAKE_QUOTE,
        '"we will double our workforce next year"',
        "grow",
    ),
    # a quotation in curly quotes that no source has anything like
    (
        QuoteDetector(),
        "He called it “a total triumph for science”.",
        "The weather was mild and the launch went ahead on schedule.",
        FlagType.FAKE_QUOTE,
        "“a total triumph for science”",
        "",
    ),
    # negation added by the answer
    (
        NegationDetector(),
        "The board did not approve the merger.",
        "The board approved the merger on Monday.",
        FlagType.CONTRADICTION,
        "not approve",
        "approved",
    ),
    # a reporting verb before "that" need not be the source's: what was said is compared
    (
        NegationDetector(),
        "Professor C expressed that he knew him.",
        "PhD B: Uh , Jose Carlos Segura . Professor C: I don't know him . PhD A: Is it CMU ?",
        FlagType.CONTRADICTION,
        "knew",
        "don't know",
    ),
    # "love" against "dislike" (WordNet pairs only "love" / "hate" and "like" / "dislike")
    (
        NegationDetector(),
        "Sam loves Italian pop music.",
        "Caroline: Can you suggest any Italian music? . Sam: I really dislike Italian pop music .",
        FlagType.CONTRADICTION,
        "loves",
        "dislike",
    ),
    # an order reversed about the same event
    (
        NegationDetector(),
        "The meeting took place before the vote.",
        "The meeting took place after the vote.",
        FlagType.CONTRADICTION,
        "before",
        "after",
    ),
    # a prefix negates: "non-refundable" says the fees are not refunded
    (
        NegationDetector(),
        "Shipping fees are always refunded.",
        "Shipping fees are non-refundable, except for damaged items.",
        FlagType.CONTRADICTION,
        "refunded",
        "non-refundable",
    ),
    # a denial holds whatever figure the claim adds
    (
        NegationDetector(),
        "You can return opened software within 30 days.",
        "Opened software cannot be returned.",
        FlagType.CONTRADICTION,
        "return",
        "cannot be returned",
    ),
    # the negated word and the source's word share context a few words away
    (
        NegationDetector(),
        "The company doesn't plan to expand by building 100 new stores.",
        "We plan to build 100 new stores by the end of 2025.",
        FlagType.CONTRADICTION,
        "doesn't plan",
        "plan",
    ),
    # WordNet's opposites: a short-term target is not a long-term one
    (
        NegationDetector(),
        "Organic growth is within its short-term target range.",
        "We expect organic growth to be within our long-term target range.",
        FlagType.CONTRADICTION,
        "short",
        "long",
    ),
    # ... and an easy comparison is not a difficult one
    (
        NegationDetector(),
        "Margins will rise despite easy comparisons.",
        "Margins will rise despite difficult comparisons with last year.",
        FlagType.CONTRADICTION,
        "easy",
        "difficult",
    ),
    # negation dropped by the answer
    (
        NegationDetector(),
        "The drug was approved by regulators.",
        "The drug was not approved by regulators.",
        FlagType.CONTRADICTION,
        "approved",
        "not approved",
    ),
    # contraction negation
    (
        NegationDetector(),
        "The company didn't reach its emissions target.",
        "The company reached its emissions target for 2023.",
        FlagType.CONTRADICTION,
        "didn't reach",
        "reached",
    ),
    # antonym verbs in the same place
    (
        NegationDetector(),
        "Revenue increased in 2023.",
        "Revenue decreased in 2023.",
        FlagType.CONTRADICTION,
        "increased",
        "decreased",
    ),
    # irregular antonym forms
    (
        NegationDetector(),
        "Shares rose sharply after the announcement.",
        "Shares fell sharply after the announcement.",
        FlagType.CONTRADICTION,
        "rose",
        "fell",
    ),
    # a sentence that says both opposites, each about something else: the claim's own word is
    # about the costs, its opposite about the revenue it speaks of
    (
        NegationDetector(),
        "Revenue fell 12% in the third quarter.",
        "In the third quarter, revenue rose 12% to $4.2 billion, while operating costs fell 3%.",
        FlagType.CONTRADICTION,
        "fell",
        "rose",
    ),
    (
        NegationDetector(),
        "Revenue fell 12%.",
        "Revenue rose 12% while costs fell 3%.",
        FlagType.CONTRADICTION,
        "fell",
        "rose",
    ),
    (
        NegationDetector(),
        "Operating costs rose 3%.",
        "In the third quarter, revenue rose 12% to $4.2 billion, while operating costs fell 3%.",
        FlagType.CONTRADICTION,
        "rose",
        "fell",
    ),
    # "no more than 5 days" limits the figure; the sentence still allows what the claim denies
    (
        NegationDetector(),
        "Unused days cannot be carried over.",
        "Unused days may be carried over into the next year, but no more than 5 days.",
        FlagType.CONTRADICTION,
        "cannot be carried",
        "may be carried",
    ),
    # antonym adjectives
    (
        NegationDetector(),
        "Quarterly profit was higher than analysts expected.",
        "Quarterly profit was lower than analysts expected.",
        FlagType.CONTRADICTION,
        "higher",
        "lower",
    ),
    # how often: "commonly" against "rarely"
    (
        NegationDetector(),
        "Metformin commonly causes lactic acidosis.",
        "Rarely, metformin can cause lactic acidosis.",
        FlagType.CONTRADICTION,
        "commonly",
        "Rarely",
    ),
    # the direction of a change: "increasing" against "reducing"
    (
        NegationDetector(),
        "Metformin works by increasing glucose production in the liver.",
        "Metformin works by reducing glucose production in the liver.",
        FlagType.CONTRADICTION,
        "increasing",
        "reducing",
    ),
    # a claim joining two sentences: its first clause alone lines up with the first sentence
    (
        NegationDetector(),
        "Consolidated sales decreased to $441 million, with a sales forecast for 2021 of $1.7 "
        "billion to $1.8 billion.",
        "Consolidated sales were $441 million, an increase of sales from $437 million. Our sales "
        "forecast for 2021 remains in the range of $1.7 billion to $1.8 billion.",
        FlagType.CONTRADICTION,
        "decreased",
        "increase",
    ),
    # a relative clause is compared on its own: "a client who is not interested"
    (
        NegationDetector(),
        "A sales agent from BestInsuranceXYZ offers health insurance plans to a potential client "
        "who is not interested in getting a health insurance plan.",
        "Sales agent: Hi there, I'm calling from BestInsuranceXYZ. Client: I'm currently "
        "interested in getting a health insurance plan.",
        FlagType.CONTRADICTION,
        "not interested",
        "interested in getting",
    ),
    # so is a clause opened by "that": "plans that do not have any discounts"
    (
        NegationDetector(),
        "The sales agent provides information on different auto insurance plans that do not have "
        "any discounts available for clients with good credit scores and other factors.",
        "Sales Agent: Yes, we do offer discounts for clients with good credit scores as well as "
        "for other factors such as a clean driving record.",
        FlagType.CONTRADICTION,
        "not have any discounts",
        "offer discounts",
    ),
    # a sentence that speaks of the claim's name by a pronoun: "it" is the Eiffel Tower
    (
        NegationDetector(),
        "The Eiffel Tower was not constructed for the 1889 World's Fair.",
        "The Eiffel Tower is named after the engineer Gustave Eiffel. Locally nicknamed the Iron "
        "Lady, it was constructed as the centrepiece of the 1889 World's Fair.",
        FlagType.CONTRADICTION,
        "not constructed",
        "constructed",
    ),
    # an irregular past form meets its base: "drew down" against "not drawing down"
    (
        NegationDetector(),
        "The company strengthened its balance sheet by not drawing down on its revolver.",
        "From a liquidity perspective, we drew down $150 million on our revolver to strengthen "
        "our balance sheet in the event that crisis worsens.",
        FlagType.CONTRADICTION,
        "not drawing",
        "drew down",
    ),
    # a cause the source states only as a separate fact
    (
        CausationDetector(),
        "Sales fell because of the new tariffs.",
        "Sales fell 10% last quarter. New tariffs were introduced in March.",
        FlagType.CAUSATION_INVENTION,
        "because of the new tariffs",
        "tariffs were introduced",
    ),
    # a forward connective: the cause clause comes first
    (
        CausationDetector(),
        "The heatwave led to a spike in electricity demand.",
        "A heatwave hit the region in July. Electricity demand saw a spike this summer.",
        FlagType.CAUSATION_INVENTION,
        "The heatwave led to",
        "heatwave hit the region",
    ),
    # "due to" with a noun cause
    (
        CausationDetector(),
        "The flight was cancelled due to the strike by pilots.",
        "The flight was cancelled on Friday. Pilots went on strike last week.",
        FlagType.CAUSATION_INVENTION,
        "due to the strike by pilots",
        "strike",
    ),
    # a city widened to the whole country
    (
        ScopeDetector(),
        "The program was rolled out nationwide.",
        "The program was rolled out in Seoul.",
        FlagType.SCOPE_EXPANSION,
        "nationwide",
        "in Seoul",
    ),
    # a noun restricted to a part of the organisation, widened to all of it
    (
        ScopeDetector(),
        "All employees must complete the compliance training by March 31.",
        "Employees in the sales department must complete the compliance training by March 31.",
        FlagType.SCOPE_EXPANSION,
        "All employees",
        "Employees in the sales department",
    ),
    # some widened to all
    (
        ScopeDetector(),
        "All schools closed during the storm.",
        "Some schools closed during the storm.",
        FlagType.SCOPE_EXPANSION,
        "All schools",
        "Some schools",
    ),
    # the person the source names, given another office
    (
        EntityDetector(),
        "Governor Lisa Chen announced the plan.",
        "Mayor Lisa Chen announced the plan in May.",
        FlagType.ENTITY_MISMATCH,
        "Governor",
        "Mayor",
    ),
    # a title of several words stands for its short form ("Chief executive" is CEO)
    (
        EntityDetector(),
        "CFO Maria Lopez blamed weaker demand in Europe.",
        "Chief executive Maria Lopez blamed weaker demand in Europe.",
        FlagType.ENTITY_MISMATCH,
        "CFO",
        "Chief executive",
    ),
    # a stated share widened to all
    (
        ScopeDetector(),
        "All patients recovered.",
        "In the trial, 80% of patients recovered.",
        FlagType.SCOPE_EXPANSION,
        "All patients",
        "80% of patients",
    ),
    (
        ScopeDetector(),
        "Every member voted for the plan.",
        "Two-thirds of members voted for the plan.",
        FlagType.SCOPE_EXPANSION,
        "Every member",
        "Two-thirds of members",
    ),
    # a negated claim against a stated share: the flag quotes what the source asserts
    (
        NegationDetector(),
        "None of the patients recovered.",
        "In the trial, 80% of patients recovered.",
        FlagType.CONTRADICTION,
        "None of the patients",
        "80% of patients recovered",
    ),
    # sometimes widened to always
    (
        ScopeDetector(),
        "The app always crashes on older phones.",
        "The app sometimes crashes on older phones.",
        FlagType.SCOPE_EXPANSION,
        "always",
        "sometimes",
    ),
    # a count of states widened to all of them
    (
        ScopeDetector(),
        "The law applies in all 50 states.",
        "The law applies in 12 states.",
        FlagType.SCOPE_EXPANSION,
        "all 50 states",
        "in 12 states",
    ),
    # may -> will
    (
        ExaggerationDetector(),
        "The drug will cure the disease.",
        "The drug may cure the disease.",
        FlagType.EXAGGERATION,
        "will",
        "may cure",
    ),
    # suggests -> proves
    (
        ExaggerationDetector(),
        "The study proves coffee reduces heart disease.",
        "The study suggests coffee reduces heart disease.",
        FlagType.EXAGGERATION,
        "proves",
        "suggests",
    ),
    # slightly -> skyrocketed
    (
        ExaggerationDetector(),
        "Shares skyrocketed after the earnings report.",
        "Shares rose slightly after the earnings report.",
        FlagType.EXAGGERATION,
        "skyrocketed",
        "slightly",
    ),
    # a word no source uses where the evidence sentence has another
    (
        SubstitutionDetector(),
        "Headache was the most common side effect.",
        "Nausea was the most common side effect, reported by 12% of patients.",
        FlagType.ENTITY_MISMATCH,
        "Headache",
        "Nausea",
    ),
    (
        SubstitutionDetector(),
        "Side effects include headache and dizziness in older patients.",
        "Side effects include nausea and dizziness in older patients.",
        FlagType.ENTITY_MISMATCH,
        "headache",
        "nausea",
    ),
    (
        SubstitutionDetector(),
        "The museum closes at noon on public holidays",
        "The library closes at noon on public holidays.",
        FlagType.ENTITY_MISMATCH,
        "museum",
        "library",
    ),
    # opposites in the same place, where the sentence says the rest of the claim
    (
        SubstitutionDetector(),
        "Gross margin is expected to increase in 2021 despite easy comparisons.",
        "Gross margin is expected to increase in 2021 despite difficult comparisons.",
        FlagType.CONTRADICTION,
        "easy",
        "difficult",
    ),
    # a strongly negative word where the sentence has a strongly positive one (VADER's
    # lexicon, data/polarity.tsv), after a frame of two words
    (
        SubstitutionDetector(),
        "The CEO said the results were disappointing.",
        "The CEO said the results were encouraging.",
        FlagType.CONTRADICTION,
        "disappointing",
        "encouraging",
    ),
    (
        SubstitutionDetector(),
        "Critics called the film a masterpiece.",
        "Critics called the film a disaster.",
        FlagType.CONTRADICTION,
        "masterpiece",
        "disaster",
    ),
    # another ordinal before the same words; the claim's name is in the sentence before,
    # which the evidence sentence speaks of by a pronoun
    (
        SubstitutionDetector(),
        "In 2021 Acme opened its first factory in Monterrey.",
        "Acme Corp makes industrial sensors. In 2021 it opened a second factory in Monterrey.",
        FlagType.NUMERIC_MISMATCH,
        "first",
        "second",
    ),
    # every word is in the sources, but the sentence that says the rest says it of another name
    (
        SubstitutionDetector(),
        "The Pro plan includes 24/7 phone support.",
        "Our Pro plan costs $49 per month and includes 5 user seats and email support. The "
        "Enterprise plan costs $199 per month and includes unlimited seats and 24/7 phone support.",
        FlagType.ENTITY_MISMATCH,
        "Pro",
        "Enterprise",
    ),
    (
        SubstitutionDetector(),
        "The Enterprise plan includes email support.",
        "Our Pro plan costs $49 per month and includes 5 user seats and email support. The "
        "Enterprise plan costs $199 per month and includes unlimited seats and 24/7 phone support.",
        FlagType.ENTITY_MISMATCH,
        "Enterprise",
        "Pro",
    ),
    # "all plans" where the source narrows the noun by a word the claim lacks, or by "only"
    (
        ScopeDetector(),
        "Refunds are available within 30 days for all plans.",
        "Refunds are available within 30 days for annual plans.",
        FlagType.SCOPE_EXPANSION,
        "all plans",
        "annual plans",
    ),
    (
        ScopeDetector(),
        "A 14-day free trial is available for all plans.",
        "A 14-day free trial is available for the Pro plan only.",
        FlagType.SCOPE_EXPANSION,
        "all plans",
        "Pro plan only",
    ),
    # a weekday no source names, where the sentence holding the rest names another
    (
        SubstitutionDetector(),
        "Residents were allowed to return home on Thursday morning.",
        "About 200 residents were evacuated and allowed to return home on Wednesday morning.",
        FlagType.TEMPORAL_DISTORTION,
        "Thursday",
        "Wednesday",
    ),
    # the day the source gives instead is not one the claim names too
    (
        SubstitutionDetector(),
        "The meeting was moved from Tuesday to Thursday.",
        "The meeting, originally scheduled for Tuesday, has been moved to Wednesday.",
        FlagType.TEMPORAL_DISTORTION,
        "Thursday",
        "Wednesday",
    ),
    (
        SubstitutionDetector(),
        "The clinic is open Monday to Saturday.",
        "The clinic is open Monday to Friday from 8 am to 6 pm.",
        FlagType.TEMPORAL_DISTORTION,
        "Saturday",
        "Friday",
    ),
    # expected to -> record
    (
        ExaggerationDetector(),
        "The company posted record profits this year.",
        "The company is expected to post higher profits this year.",
        FlagType.EXAGGERATION,
        "record",
        "expected to",
    ),
    # a state the answer says goes on, which the source says ended
    (
        EndedStateDetector(),
        "The Eiffel Tower remains the tallest man-made structure in the world.",
        "The Eiffel Tower was the tallest man-made structure in the world until 1930.",
        FlagType.TEMPORAL_DISTORTION,
        "remains",
        "until 1930",
    ),
    (
        EndedStateDetector(),
        "Maria Lopez is still the chief executive of Northwind Bank.",
        "Maria Lopez, the former chief executive of Northwind Bank, now advises start-ups.",
        FlagType.TEMPORAL_DISTORTION,
        "still",
        "former",
    ),
    # "is the current CEO" says it goes on
    (
        EndedStateDetector(),
        "John Smith is the current CEO.",
        "John Smith served as CEO from 2010 until 2019, when he was succeeded by Mary Jones.",
        FlagType.TEMPORAL_DISTORTION,
        "is the current",
        "until 2019",
    ),
    # a grave event no source reports
    (
        EventDetector(),
        "Two firefighters were killed in the warehouse fire.",
        "Two firefighters were treated for smoke inhalation after the warehouse fire.",
        FlagType.FABRICATION,
        "killed",
        "",
    ),
    (
        EventDetector(),
        "Residents were evacuated from nearby homes.",
        "Nearby residents were asked to keep their windows closed.",
        FlagType.FABRICATION,
        "evacuated",
        "",
    ),
    # a weekday no source names beside another changed word
    (
        SubstitutionDetector(),
        "The fire broke out on Saturday night at a warehouse in west Leeds.",
        "A fire broke out at a warehouse in east Leeds on Sunday night. "
        "West Yorkshire Fire and Rescue Service said the cause was being investigated.",
        FlagType.TEMPORAL_DISTORTION,
        "Saturday",
        "Sunday",
    ),
    # a cause no source states, where the source says the cause is not known
    (
        CausationDetector(),
        "The warehouse fire was caused by an electrical fault.",
        "A fire broke out at a warehouse in east Leeds. "
        "The fire service said the cause was being investigated.",
        FlagType.CAUSATION_INVENTION,
        "caused by an electrical fault",
        "cause was being investigated",
    ),
    # the sentence says the claim's words of one thing and something else of the claim's thing
    (
        SubstitutionDetector(),
        "Loans grew 3% in the quarter.",
        "Deposits grew 3% in the quarter, while loans were flat.",
        FlagType.ENTITY_MISMATCH,
        "Loans",
        "Deposits",
    ),
    (
        SubstitutionDetector(),
        "Reviewers praised the webcam but criticised the keyboard.",
        "Reviewers praised the keyboard but criticised the webcam.",
        FlagType.ENTITY_MISMATCH,
        "webcam",
        "keyboard",
    ),
    # "all" / "in all" against "mostly" / "in some"; "worldwide" against "in the United States"
    (
        ScopeDetector(),
        "The bank opened 35 branches, all in Texas.",
        "The bank opened 35 new branches, mostly in Texas and Florida.",
        FlagType.SCOPE_EXPANSION,
        "all",
        "mostly",
    ),
    (
        ScopeDetector(),
        "A 32 GB model is available in all markets.",
        "It ships with 16 GB of RAM; a 32 GB model is available in some markets.",
        FlagType.SCOPE_EXPANSION,
        "all markets",
        "in some markets",
    ),
    (
        ScopeDetector(),
        "The laptop costs $1,299 worldwide.",
        "The laptop costs $1,299 in the United States.",
        FlagType.SCOPE_EXPANSION,
        "worldwide",
        "in the United States",
    ),
    # a unanimous vote against a split one
    (
        ScopeDetector(),
        "The council unanimously approved the bike lane on Tuesday.",
        "The city council voted 7-2 on Tuesday to approve the new bike lane.",
        FlagType.SCOPE_EXPANSION,
        "unanimously",
        "7-2",
    ),
    # a rank no source gives, where the sentence saying the rest ranks nothing
    (
        ExaggerationDetector(),
        "The Aurora X2 is the lightest 14-inch laptop, weighing 1.3 kg.",
        "The Aurora X2 laptop weighs 1.3 kg and has a 14-inch OLED display.",
        FlagType.EXAGGERATION,
        "the lightest",
        "weighs 1.3 kg",
    ),
    (
        ExaggerationDetector(),
        "Its mobile app has 12 million active users, the most popular banking app.",
        "The bank's mobile app has 12 million active users.",
        FlagType.EXAGGERATION,
        "the most popular",
        "12 million",
    ),
    # an office written in lower case before the name
    (
        EntityDetector(),
        "Chief financial officer Maria Lopez said the decision was difficult.",
        "Chief executive Maria Lopez said the decision was difficult.",
        FlagType.ENTITY_MISMATCH,
        "Chief financial officer",
        "Chief executive",
    ),
    # a group given what the source gives one of them only
    (
        ScopeDetector(),
        "Both plans include priority support.",
        "The Pro plan costs $25 a month. Only the Pro plan includes priority support.",
        FlagType.SCOPE_EXPANSION,
        "Both plans",
        "Only the Pro plan",
    ),
    (
        ScopeDetector(),
        "Priority support comes with every plan.",
        "Only the Pro plan includes priority support.",
        FlagType.SCOPE_EXPANSION,
        "every plan",
        "Only the Pro plan",
    ),
    # opposite verbs of change
    (
        NegationDetector(),
        "Demand for its printers grew last year.",
        "The company cut 1,200 jobs as demand for its printers declined last year.",
        FlagType.CONTRADICTION,
        "grew",
        "declined",
    ),
    # two names on the sides of a verb the other way round
    (
        SubstitutionDetector(),
        "Arsenal beat Manchester City 3-1 on Sunday.",
        "Manchester City beat Arsenal 3-1 at the Etihad Stadium on Sunday.",
        FlagType.CONTRADICTION,
        "Arsenal beat Manchester City",
        "Manchester City beat Arsenal",
    ),
    # a rule read without its exception; a place at the other end
    (
        NegationDetector(),
        "Beta blockers are recommended as first-line treatment for hypertension.",
        "Beta blockers are not recommended as first-line treatment unless the patient has "
        "heart failure.",
        FlagType.CONTRADICTION,
        "recommended",
        "unless the patient has heart failure",
    ),
    (
        NegationDetector(),
        "The win moves City two points clear at the bottom of the table.",
        "The win moves City two points clear at the top of the table.",
        FlagType.CONTRADICTION,
        "bottom",
        "top",
    ),
    # a fall against "up 8%", the name written as a possessive
    (
        NegationDetector(),
        "Northwind Bank's net income fell 8% to $1.2 billion in the third quarter.",
        "Northwind Bank reported net income of $1.2 billion for the third quarter, up 8% from "
        "a year earlier.",
        FlagType.CONTRADICTION,
        "fell",
        "up",
    ),
    # an outright denial the claim states all of, whatever it adds
    (
        NegationDetector(),
        "Contractors are eligible for remote work with their manager's approval.",
        "Employees may work remotely two days a week. Contractors are not eligible for remote "
        "work.",
        FlagType.CONTRADICTION,
        "eligible",
        "not eligible",
    ),
    # an event the source only expects, told as done
    (
        PlannedEventDetector(),
        "Construction of the bridge began in spring 2025.",
        "Construction of the bridge is expected to begin in spring 2025.",
        FlagType.TEMPORAL_DISTORTION,
        "began",
        "expected to begin",
    ),
    (
        PlannedEventDetector(),
        "The company cut about 1,200 jobs.",
        "The company said it plans to cut about 1,200 jobs.",
        FlagType.TEMPORAL_DISTORTION,
        "cut",
        "plans to cut",
    ),
    (
        PlannedEventDetector(),
        "The new library opened in June.",
        "The new library will open in June.",
        FlagType.TEMPORAL_DISTORTION,
        "opened",
        "will open",
    ),
    # two words of one kind that exclude each other: a written notice is no verbal one
    (
        SubstitutionDetector(),
        "Tenants must give verbal notice at least 60 days before moving out.",
        "Tenants must give written notice at least 60 days before moving out.",
        FlagType.CONTRADICTION,
        "verbal",
        "written",
    ),
    (
        SubstitutionDetector(),
        "The city received a $2 million federal grant to repair the Elm Street bridge.",
        "The city received a $2 million state grant to repair the Elm Street bridge.",
        FlagType.CONTRADICTION,
        "federal",
        "state",
    ),
    # what the claim's name did, the sentence says another name did
    (
        SubstitutionDetector(),
        "Phil Foden scored twice in the first half.",
        "Erling Haaland scored twice in the first half and Phil Foden added a third after the "
        "break.",
        FlagType.ENTITY_MISMATCH,
        "Phil Foden",
        "Erling Haaland",
    ),
    # a name of the sentence's other statement ("and moved to Paris") in the claim's place
    (
        SubstitutionDetector(),
        "Marie Curie was born in Paris in 1867.",
        "Marie Curie was born in Warsaw in 1867 and moved to Paris in 1891.",
        FlagType.ENTITY_MISMATCH,
        "Paris",
        "Warsaw",
    ),
    (
        SubstitutionDetector(),
        "Marie Curie was born in Paris.",
        "Marie Curie was born in Warsaw. She moved to Paris in 1891.",
        FlagType.ENTITY_MISMATCH,
        "Paris",
        "Warsaw",
    ),
    # an adverb between "and" and the other statement's verb ("and later moved")
    (
        SubstitutionDetector(),
        "The company was founded in Paris.",
        "The company was founded in London and later moved to Paris.",
        FlagType.ENTITY_MISMATCH,
        "Paris",
        "London",
    ),
    # the sentence removes another thing; what it says of the claim's thing is support
    (
        NegationDetector(),
        "Version 4.0 no longer supports PostgreSQL 16.",
        "Version 4.0 adds support for PostgreSQL 16 and drops support for PostgreSQL 11.",
        FlagType.CONTRADICTION,
        "no longer supports",
        "adds support",
    ),
    # an ordinal that ends the claim, before the same word as the source's
    (
        SubstitutionDetector(),
        "A late fee of $75 applies after the tenth day.",
        "A late fee of $75 applies after the fifth day.",
        FlagType.NUMERIC_MISMATCH,
        "tenth",
        "fifth",
    ),
    (
        NegationDetector(),
        "Lisinopril may cause a wet cough in some patients.",
        "Lisinopril may cause a dry cough in some patients.",
        FlagType.CONTRADICTION,
        "wet",
        "dry",
    ),
    # a denial joined by "and" to another predicate, read with its subject
    (
        NegationDetector(),
        "Sale items can be returned for store credit.",
        "Sale items are final sale and cannot be returned.",
        FlagType.CONTRADICTION,
        "returned",
        "cannot be returned",
    ),
    # one sentence's subject with a parallel sentence's predicate
    (
        SpliceDetector(),
        "Passengers whose flight is delayed by more than 3 hours are entitled to a full refund.",
        "Passengers whose flight is cancelled are entitled to a full refund. Passengers whose "
        "flight is delayed by more than 3 hours receive a $200 travel voucher.",
        FlagType.MISATTRIBUTION,
        "delayed by more than 3 hours",
        "Passengers whose flight is cancelled",
    ),
    (
        OppositeActionDetector(),
        "Revenue beat analyst estimates.",
        "The company reported revenue of $2.3 billion, below analyst estimates of $2.5 billion.",
        FlagType.CONTRADICTION,
        "beat",
        "below",
    ),
    # "every day" where the source gives fewer days of the week
    (
        ScopeDetector(),
        "The museum is open every day.",
        "The museum is open Tuesday through Sunday from 10 a.m. to 6 p.m.",
        FlagType.SCOPE_EXPANSION,
        "every day",
        "Tuesday through Sunday",
    ),
    # a one-word quotation after a verb of calling is checked like a longer one
    (
        QuoteDetector(),
        'Critics called the budget "reckless".',
        'Critics called the budget "unrealistic".',
        FlagType.FAKE_QUOTE,
        '"reckless"',
        "",
    ),
    # a superlative in another place than the source's
    (
        ExaggerationDetector(),
        "Arctic sea ice extent was the lowest on record.",
        "Arctic sea ice extent was the sixth lowest on record.",
        FlagType.NUMERIC_MISMATCH,
        "the lowest",
        "the sixth lowest",
    ),
    (
        ExaggerationDetector(),
        "2023 was the second warmest year on record.",
        "Global temperature in 2023 made it the warmest year on record.",
        FlagType.NUMERIC_MISMATCH,
        "the second warmest",
        "the warmest",
    ),
    # what the sources have another name do ("who proposed the plan"), the claim's name doing
    (
        SubstitutionDetector(),
        "Tom Reyes proposed the library plan.",
        (
            "Mayor Jane Ortiz, who proposed the library plan, said construction would begin soon.",
            "Council member Tom Reyes, who voted against it, called the cost excessive.",
        ),
        FlagType.ENTITY_MISMATCH,
        "Tom Reyes",
        "Jane Ortiz",
    ),
    # the sentence does the opposite to the thing the claim acts on
    (
        OppositeActionDetector(),
        "Version 4.0 adds support for PostgreSQL 11.",
        "Version 4.0 adds support for PostgreSQL 16 and drops support for PostgreSQL 11.",
        FlagType.CONTRADICTION,
        "adds",
        "drops",
    ),
    (
        OppositeActionDetector(),
        "Version 4.0 adds a new CSV exporter.",
        "Version 4.0 removes the legacy CSV exporter.",
        FlagType.CONTRADICTION,
        "adds",
        "removes",
    ),
    (
        OppositeActionDetector(),
        "The appeals court overturned the lower court's ruling on the merger.",
        "The appeals court upheld the lower court's ruling on the merger, but reduced the fine.",
        FlagType.CONTRADICTION,
        "overturned",
        "upheld",
    ),
    (
        OppositeActionDetector(),
        "The company raised its full-year sales outlook.",
        "The company cut its full-year sales outlook, citing weaker demand.",
        FlagType.CONTRADICTION,
        "raised",
        "cut",
    ),
    (
        OppositeActionDetector(),
        "The policy covers damage from flooding.",
        "The policy covers water damage caused by burst pipes but excludes damage from flooding.",
        FlagType.CONTRADICTION,
        "covers",
        "excludes",
    ),
    (
        OppositeActionDetector(),
        "The company hired 200 engineers.",
        "The company fired 200 engineers in March.",
        FlagType.CONTRADICTION,
        "hired",
        "fired",
    ),
    # a denial in another word of one sense
    (
        NegationDetector(),
        "Basic economy tickets are eligible for a refund.",
        "Refunds are not available for basic economy tickets.",
        FlagType.CONTRADICTION,
        "eligible",
        "not available",
    ),
    (
        NegationDetector(),
        "Pets are allowed in the lobby.",
        "Pets are not permitted in the lobby.",
        FlagType.CONTRADICTION,
        "allowed",
        "not permitted",
    ),
    # "several" where the source says "no"
    (
        NegationDetector(),
        "Several illnesses have been reported.",
        "No illnesses have been reported.",
        FlagType.CONTRADICTION,
        "illnesses",
        "No illnesses",
    ),
    (
        NegationDetector(),
        "Leeds are two points ahead of Ipswich.",
        "Leeds moved up to fourth in the table, two points behind Ipswich.",
        FlagType.CONTRADICTION,
        "ahead",
        "behind",
    ),
    (
        NegationDetector(),
        "Attendance is optional for the workshop.",
        "Attendance is mandatory for the workshop.",
        FlagType.CONTRADICTION,
        "optional",
        "mandatory",
    ),
    (
        SubstitutionDetector(),
        "Applications for the spring semester close on January 15.",
        "Applications for the fall semester close on January 15.",
        FlagType.CONTRADICTION,
        "spring",
        "fall",
    ),
    # a noun narrowed by a clause after it
    (
        ScopeDetector(),
        "The application fee is waived for all students.",
        "The application fee is $75, waived for students receiving free school meals.",
        FlagType.SCOPE_EXPANSION,
        "all students",
        "students receiving free school meals",
    ),
    (
        ScopeDetector(),
        "Free parking is available to all guests.",
        "Free parking is available to guests who book directly.",
        FlagType.SCOPE_EXPANSION,
        "all guests",
        "guests who book directly",
    ),
    # two names and a verb: a sentence, not a heading
    (
        EntityDetector(),
        "Ada Lovelace worked with Charles Dickens on the Analytical Engine.",
        "Ada Lovelace was born in 1815. She worked with Charles Babbage on his proposed "
        "Analytical Engine.",
        FlagType.ENTITY_MISMATCH,
        "Dickens",
        "Charles Babbage",
    ),
    # a denial of a named product by a pronoun, the name with its number
    (
        NegationDetector(),
        "The Aria 5 is waterproof.",
        "The Aria 5 speaker weighs 1.2 kg. It is water-resistant (IPX5) but not waterproof.",
        FlagType.CONTRADICTION,
        "waterproof",
        "not waterproof",
    ),
]


@pytest.mark.parametrize(
    ("detector", "claim", "source", "flag_type", "flagged", "source_word"), POSITIVE
)
def test_detector_flags_hallucination(
    detector: Detector,
    claim: str,
    source: str,
    flag_type: FlagType,
    flagged: str,
    source_word: str,
) -> None:
    """The flag fires on the exact offending words and quotes what the source says."""
    _, flags = run(detector, claim, source)
    assert [f.type for f in flags] == [flag_type]
    flag = flags[0]
    assert flag.text == flagged
    assert flag.claim_id == "c1"
    assert source_word in flag.message
    assert flag.suggestion
    if source_word:
        assert flag.source_says is not None and source_word in flag.source_says
        assert flag.source_id == "s1"


NEGATIVE = [
    # an honorific says nothing about the office
    (
        EntityDetector(),
        "Dr. Lisa Chen announced the plan.",
        "Mayor Lisa Chen announced the plan in May.",
    ),
    # the office the source gives, among others
    (
        EntityDetector(),
        "Senator Lisa Chen announced the plan.",
        "Mayor Lisa Chen announced the plan. Senator Lisa Chen, as she was then, had drafted it.",
    ),
    # "CEO" and "Chief Executive Officer" are one office
    (
        EntityDetector(),
        "CEO Maria Lopez blamed weaker demand.",
        "Chief Executive Officer Maria Lopez blamed weaker demand.",
    ),
    (
        EntityDetector(),
        "Chief Executive Maria Lopez blamed weaker demand.",
        "CEO Maria Lopez blamed weaker demand.",
    ),
    # the whole share: nothing widened
    (
        ScopeDetector(),
        "All patients recovered.",
        "In the trial, 100% of patients recovered.",
    ),
    # the short form of a company name the source gives in full
    (
        EntityDetector(),
        "The contract was signed by Acme in March.",
        "Acme Corp signed it in March.",
    ),
    # a possessive name
    (
        EntityDetector(),
        "Acme's revenue grew 5% in 2023.",
        "Acme Corp reported revenue growth of 5%.",
    ),
    # case and accents differ
    (
        EntityDetector(),
        "The deal with NESTLE closed in May.",
        "The deal with Nestlé closed in May.",
    ),
    # an acronym of a name the source spells out
    (
        EntityDetector(),
        "NASA launched the probe in 2020.",
        "The National Aeronautics and Space Administration launched the probe in 2020.",
    ),
    # the spelled-out name of an acronym the source uses
    (
        EntityDetector(),
        "The probe was launched by the National Aeronautics and Space Administration.",
        "NASA launched the probe in 2020.",
    ),
    # a common noun starting a sentence is no name, even where the source words differ
    (EntityDetector(), "Revenue rose 5% in 2023.", "Sales rose 5% in 2023."),
    # sentence openers and job titles are not names
    (
        EntityDetector(),
        "However, the CEO approved the plan.",
        "The chief executive approved the plan.",
    ),
    # the same attribution, phrased differently
    (
        EntityDetector(),
        "According to Reuters, the plant will close in May.",
        "Reuters reported that the plant will close in May.",
    ),
    # attribution to a generic speaker is not checked against a named one
    (
        EntityDetector(),
        "Analysts said the merger would create 500 jobs.",
        "Jones said the merger would create 500 jobs.",
    ),
    # a demonym of a country the source names
    (
        EntityDetector(),
        "The victim was a Korean immigrant.",
        "The victim had emigrated from Korea.",
    ),
    # a state's postal code for the state the source names, and the reverse
    (
        EntityDetector(),
        "The remains were found in Cambridge, MA.",
        "A Massachusetts man was charged in Cambridge.",
    ),
    # the source's JSON gives the state as a code
    (EntityDetector(), "The shop is in Goleta, California.", '"city": "Goleta",\n"state": "CA",'),
    # spelling variants of one name
    (EntityDetector(), "The cafe offers free Wi-Fi.", '"WiFi": "free",'),
    # aliases of one body
    (EntityDetector(), "The captives are held by ISIL.", "ISIS took thousands of Yazidis captive."),
    # an acronym that spells the name just before it
    (
        EntityDetector(),
        "Dragon will fly to the International Space Station (ISS).",
        "Dragon will fly to the International Space Station.",
    ),
    # quarters and units are not names
    (EntityDetector(), "Sales fell in Q3, when it was 58 degrees Fahrenheit.", "Sales fell."),
    # "X, has warned": the name is not the speaker when a comma separates them
    (
        EntityDetector(),
        "Falih Essawi, a council member in Iraq, has warned that Ramadi may fall.",
        "Essawi, a council member in Iraq, told CNN that Ramadi may fall.",
    ),
    # the exact quote with other case, punctuation and quote marks
    (
        QuoteDetector(),
        "He said “We will double our workforce.”",
        '"we will double our workforce," the CEO said.',
    ),
    # a quote with an ellipsis over skipped source words
    (
        QuoteDetector(),
        'She said "the results were ... better than expected".',
        "The results were, frankly, far better than expected, she said.",
    ),
    # the user's question echoed in quotes
    (
        QuoteDetector(),
        'Asked "how long should the bread rise before baking?", the recipe says two hours.',
        "Let the dough rise for two hours before it goes in the oven.",
    ),
    # a title in quotes
    (
        QuoteDetector(),
        'It honours Monty Python\'s "The Holy Grail".',
        "A tribute to the Holy Grail.",
    ),
    # words split differently ("anymore" / "any more")
    (
        QuoteDetector(),
        'She said "we won\'t need a map anymore".',
        "We won't need a map any more.",
    ),
    # two-word scare quotes are not quotations
    (QuoteDetector(), 'The so-called "growth plan" failed.', "The plan failed."),
    # apostrophes in contractions and possessives open no quote
    (QuoteDetector(), "It's the company's plan and it's final.", "The plan is final."),
    # a faithful paraphrase
    (
        NegationDetector(),
        "The board approved the merger.",
        "The board approved the merger on Monday.",
    ),
    # both negated
    (
        NegationDetector(),
        "The board did not approve the merger.",
        "The board did not approve the merger on Monday.",
    ),
    # the negation is about a word the claim does not use
    (NegationDetector(), "The bill passed without opposition.", "The bill passed in the senate."),
    # a pronoun stands for a name only of the sentences just before it: Oracle is not "it"
    (
        NegationDetector(),
        "The new data centre in Ohio was not built by Oracle.",
        "Oracle opened an office in Texas. Analysts praised the move. Microsoft expanded its "
        "cloud. It built the new data centre in Ohio.",
    ),
    # the claim's word is asserted beside the same thing in another sentence (another step)
    (
        NegationDetector(),
        "Rinse the hair with warm water.",
        "Make sure your water is warm, but not too hot. Rinse the hair with cool water and comb it.",
    ),
    # "little" after an adjective is a size, not a denial
    (
        NegationDetector(),
        "The sugar delights made their taste buds scream.",
        "Yummy sugar delights that make me wee little taste buds scream!",
    ),
    # "zero coverage" denies as "little coverage" does
    (
        NegationDetector(),
        "The conflict receives little coverage.",
        "The conflict receives virtually zero coverage.",
    ),
    # a claim stating both opposites, in two clauses, opposes neither
    (
        NegationDetector(),
        "Belly cramps usually worsen after big meals, and they feel better after a bowel movement.",
        "Belly cramps usually get worse after big meals and feel better after a bowel movement.",
    ),
    # the sentence says the claim's word about the same thing too: "fell" agrees
    (NegationDetector(), "Prices fell.", "Prices rose in January, then fell in February."),
    (
        NegationDetector(),
        "Revenue rose 12% in the third quarter.",
        "In the third quarter, revenue rose 12% to $4.2 billion, while operating costs fell 3%.",
    ),
    # a prefix before a name is another thing, not a denial
    (NegationDetector(), "Non-GAAP margin rose this year.", "GAAP and non-GAAP margin rose."),
    # opposites the source also states: "the old plan" is there beside "the new plan"
    (
        NegationDetector(),
        "The new plan covers dental care.",
        "The new plan covers dental care, which the old plan did not.",
    ),
    # a source's denial of something else: the claim's figure is not what it denies
    (
        NegationDetector(),
        "Sales grew 5% in 2021.",
        "Sales did not grow in 2020, when stores were closed.",
    ),
    # a negation inside a longer source sentence that mixes both
    (
        NegationDetector(),
        "The drug was not approved in the US.",
        "The drug was approved in Europe but not in the US.",
    ),
    # different years: a different fact, not a contradiction
    (NegationDetector(), "Revenue increased in 2023.", "Revenue decreased in 2022."),
    # unrelated sentences with a negation
    (
        NegationDetector(),
        "The museum did not open on Monday.",
        "The board approved the merger on Monday.",
    ),
    # "not only" is no negation
    (
        NegationDetector(),
        "Not only did sales rise, profits rose too.",
        "Sales rose and profits rose too.",
    ),
    # a condition is not a denial
    (
        NegationDetector(),
        "If the tenant does not renew the lease, store the deposit slips for good.",
        "Store the deposit slips for 2 years after the tenant renewed the lease.",
    ),
    # "rather than" and ", not" say the same thing
    (
        NegationDetector(),
        "Weight loss is tied to caloric intake, not bowel movements.",
        "Caloric intake, rather than bowel movements, is tied to weight loss.",
    ),
    # an attempt asserts no outcome
    (
        NegationDetector(),
        "SpaceX failed to land a Falcon rocket on the drone ship.",
        "SpaceX tried to land a Falcon rocket on the drone ship, but it exploded.",
    ),
    # a prefix "non-" is not a negation
    (
        NegationDetector(),
        "Operating margin on a non-IFRS and IFRS view rose this year.",
        "Operating margin on an IFRS view rose this year.",
    ),
    # a negated antonym agrees with the source
    (NegationDetector(), "Revenue did not increase in 2023.", "Revenue decreased in 2023."),
    # "before" and "after" relate different events: no order is reversed
    (
        NegationDetector(),
        "The bike was recovered after it had likely been sold twice.",
        "The bike had likely been sold twice before being recovered.",
    ),
    (
        NegationDetector(),
        "A worker was fired following her pregnancy announcement.",
        "Her pregnancy announcement, leading to her firing, was in May.",
    ),
    # "as little as" gives a figure, it denies nothing
    (
        NegationDetector(),
        "The implant could eradicate the cancer in 60 days.",
        "The implant could eradicate the cancer in as little as 60 days.",
    ),
    # a wish to return asserts no return
    (
        NegationDetector(),
        "The worker was told she couldn't return to work.",
        "When the worker expressed her desire to return to work, her manager objected.",
    ),
    # "unacceptable" says what "cannot accept" says
    (
        NegationDetector(),
        "She said that accepting harassment as part of daily life is unacceptable.",
        "We cannot accept harassment as part of our daily life.",
    ),
    # the plural of an abbreviation the source writes in the singular
    (
        EntityDetector(),
        "There was a discussion between PhDs about spectral subtraction.",
        "PhD F: Is spectral subtraction typically done on the mel energies?",
    ),
    (
        EntityDetector(),
        "Two PACs raised money for Menendez.",
        "A super PAC raised money for Menendez.",
    ),
    # "impossible" agrees with "not possible"; the plain word beside it is about something else
    (
        NegationDetector(),
        "It was not possible to reach the summit in winter.",
        "Reaching the summit in winter was impossible, though possible in summer.",
    ),
    (
        NegationDetector(),
        "The policy was illegal in most states but legal in a few.",
        "The policy was not legal in most states, only in a few.",
    ),
    # the source states the cause
    (
        CausationDetector(),
        "Sales fell because of the new tariffs.",
        "Sales fell 10% last quarter because new tariffs were introduced in March.",
    ),
    # the source links the facts across two sentences
    (
        CausationDetector(),
        "Sales fell because of the new tariffs.",
        "New tariffs were introduced in March. As a result, sales fell 10%.",
    ),
    # the facts are not in the sources at all (a fabrication, not an invented cause)
    (
        CausationDetector(),
        "Sales fell because of the new tariffs.",
        "The company opened a new office in Lisbon.",
    ),
    # one source sentence states both facts, however it phrases the link
    (
        CausationDetector(),
        "The ointment helps minor burns due to its fast cooling effect.",
        "The ointment is known for its fast cooling effect, bringing quick relief for minor burns.",
    ),
    # a prediction ("could lead to") asserts no cause
    (
        CausationDetector(),
        "Tolerance could lead to dependence on the drug.",
        "Tolerance develops over months. Dependence on the drug is common.",
    ),
    # "due to" as a schedule
    (
        CausationDetector(),
        "The new stadium is due to open in May.",
        "The new stadium opens in May. Tickets are on sale now.",
    ),
    # the same universal word in the source
    (
        ScopeDetector(),
        "All schools closed during the storm.",
        "All schools closed during the storm.",
    ),
    # same scope, phrased differently
    (
        ScopeDetector(),
        "The program was rolled out nationwide.",
        "The program was rolled out across the country in March.",
    ),
    # "not all" is itself narrow
    (
        ScopeDetector(),
        "Not all schools closed during the storm.",
        "Some schools closed during the storm.",
    ),
    # the narrow word is about something else
    (
        ScopeDetector(),
        "Noise is common in all aspects of city life in Lagos.",
        "Noise is common in Lagos, where it is part of daily life.",
    ),
    # unrelated evidence with a narrow word
    (ScopeDetector(), "All schools closed during the storm.", "Some shops opened late on Friday."),
    # the claim names the same part
    (
        ScopeDetector(),
        "All employees in the sales department must complete the training by March 31.",
        "Employees in the sales department must complete the training by March 31.",
    ),
    # "in" a place that is not a part of a whole the noun belongs to
    (
        ScopeDetector(),
        "All employees must complete the training by March 31.",
        "Employees must complete the training in March, by March 31.",
    ),
    # a month after "in" is no place
    (ScopeDetector(), "The policy applies nationwide.", "The policy applies nationwide in March."),
    # the hedge kept
    (
        ExaggerationDetector(),
        "The drug may reduce the risk of stroke.",
        "The drug may reduce the risk.",
    ),
    # another hedge for the same doubt
    (
        ExaggerationDetector(),
        "The drug might reduce the risk of stroke.",
        "The drug may reduce it.",
    ),
    # certainty in both
    (ExaggerationDetector(), "The plant will open in May.", "The plant will open in May."),
    # "May" the month is no hedge
    (ExaggerationDetector(), "The plant opened in May.", "The plant opened in May."),
    # a hedge merely dropped is not flagged (annotators accept it; precision first)
    (
        ExaggerationDetector(),
        "The drug reduces the risk of stroke.",
        "The drug may reduce the risk of stroke.",
    ),
    # the hedge is about another part of the sentence
    (
        ExaggerationDetector(),
        "The fleet, already the biggest on the coast, will grow to 80 trucks by 2030.",
        "The fleet, already the biggest on the coast, will grow to an estimated 80 trucks by 2030.",
    ),
    # the negated phrase is in a source word for word; another sentence merely shares a word
    (
        NegationDetector(),
        "Guests never had a bad experience",
        "A bad experience at the counter was reported by one guest. "
        "Never had a bad experience here myself.",
    ),
    # a form of the source's word ("analysis" / "analyses"), a name, an adverb, a figure
    (
        SubstitutionDetector(),
        "The analysis of the samples took three weeks.",
        "The analyses of the samples took three weeks.",
    ),
    (
        SubstitutionDetector(),
        "The company hired Smith as chief financial officer.",
        "The company hired Jones as chief financial officer.",
    ),
    (
        SubstitutionDetector(),
        "Revenue grew steadily over the last three quarters.",
        "Revenue grew rapidly over the last three quarters.",
    ),
    # a word of more than one class ("produce" the verb) or a synonym ("film" / "movie")
    (
        SubstitutionDetector(),
        "Nonessential amino acids are those that the body can produce on its own.",
        "Nonessential amino acids are those that the body can build on its own.",
    ),
    (
        SubstitutionDetector(),
        "It is a 2012 superhero movie based on the comic team.",
        "It is a 2012 superhero film based on the comic team.",
    ),
    # two unknown words: not one swap but another statement
    (
        SubstitutionDetector(),
        "Headache was the most common complaint.",
        "Nausea was the most common side effect.",
    ),
    # a weekday a source names (another sentence says it), or a sentence naming no weekday
    (
        SubstitutionDetector(),
        "The clinic is open on Saturday mornings.",
        "The clinic is open Monday to Friday. On Saturday mornings a nurse is on call.",
    ),
    (
        SubstitutionDetector(),
        "Residents were allowed to return home on Thursday.",
        "Residents were allowed to return home the next day.",
    ),
    # a sentence says it of the claim's name (another says it of another name too), or a
    # pronoun stands for the name
    (
        SubstitutionDetector(),
        "The Pro plan includes email support.",
        "Our Pro plan includes 5 user seats and email support. "
        "The Enterprise plan includes email support too.",
    ),
    (
        SubstitutionDetector(),
        "The Pro plan includes phone support.",
        "The Enterprise plan costs $199. The Pro plan costs $49. It includes phone support.",
    ),
    # a figure or a determiner before the noun narrows nothing
    (
        ScopeDetector(),
        "All patients improved within 30 days.",
        "All 1,200 patients improved within 30 days.",
    ),
    (
        ScopeDetector(),
        "All plans include email support.",
        "All our plans include email support.",
    ),
    # the word after "all" modifies another noun, a number word, a word for the whole
    (
        ScopeDetector(),
        "The shop sells sporting equipment for all fitness levels.",
        "As a valued fitness enthusiast, you will like the sporting equipment the shop sells.",
    ),
    (
        ScopeDetector(),
        "People sent jobs to all machines at the workshop.",
        "At the workshop people sent jobs to five machines.",
    ),
    (
        ScopeDetector(),
        "They forecast revenue for the entire year.",
        "They forecast revenue for the full year.",
    ),
    # another word before the name ("arrived in Tikrit" / "arrived Wednesday"), another
    # spelling of it ("Teresa" / "Theresa"), an acronym a source spells out ("WWI")
    (
        SubstitutionDetector(),
        "Prime Minister Haider al-Abadi arrived in Tikrit to claim the victory.",
        "Tikrit was retaken. Prime Minister Haider al-Abadi arrived Wednesday to claim the victory.",
    ),
    (
        SubstitutionDetector(),
        "In American, the meaning of Teresa is Reaper.",
        "Teresa is a common name. In American the meaning of the name Theresa is Reaper.",
    ),
    (
        SubstitutionDetector(),
        "During WWI, soldiers would take refuge in the carved-out rooms.",
        "WWI ended in 1918. During World War I, soldiers would take refuge in the carved-out rooms.",
    ),
    # a name three sentences back is too far for a pronoun to stand for it
    (
        SubstitutionDetector(),
        "In 2021 Acme opened its first factory in Monterrey.",
        "Acme Corp makes sensors. It has 900 staff. Sales grew. "
        "In 2021 it opened a second factory in Monterrey.",
    ),
    # too little frame around the word to tell a swap from another statement
    (SubstitutionDetector(), "Dogs bark.", "Cats bark."),
    # "record" the document is no superlative
    (
        ExaggerationDetector(),
        "The firm published its record of emissions.",
        "The firm published its record of emissions, about 5 tonnes.",
    ),
    # a rank in other words, or one the sources give
    (
        ExaggerationDetector(),
        "Acme is the largest employer in the county.",
        "Acme is the biggest employer in the county.",
    ),
    (
        ExaggerationDetector(),
        "The X2 is the lightest laptop Aurora makes.",
        "Aurora makes three laptops; the X2 is the lightest of them.",
    ),
    # the same things in another order, each said with its own words
    (
        SubstitutionDetector(),
        "Reviewers criticised the webcam but praised the keyboard.",
        "Reviewers praised the keyboard but criticised the webcam.",
    ),
    (
        SubstitutionDetector(),
        "The bank serves Texas and Florida customers.",
        "The bank serves Florida and Texas customers.",
    ),
    (
        SubstitutionDetector(),
        "Critics praised the webcams in the review.",
        "Critics praised the keyboards, speakers and webcams in the review.",
    ),
    # an event the sources report in other words, or one the claim denies or guesses
    (
        EventDetector(),
        "Two people were killed in the crash.",
        "The crash left two people dead.",
    ),
    (
        EventDetector(),
        "Three workers died in the collapse.",
        "The collapse claimed three lives, officials said.",
    ),
    (
        EventDetector(),
        "No one was killed in the fire.",
        "Two firefighters were treated for smoke inhalation.",
    ),
    (
        EventDetector(),
        "The chief executive resigned in March.",
        "The chief executive left the company in March.",
    ),
    (
        EventDetector(),
        "The suspect could be arrested this week.",
        "Detectives are questioning a suspect.",
    ),
    # a cause the source states
    (
        CausationDetector(),
        "The warehouse fire was caused by an electrical fault.",
        "Investigators said an electrical fault caused the warehouse fire.",
    ),
    # an end still to come, or a source that says it goes on too
    (
        EndedStateDetector(),
        "The contract still runs with the city council.",
        "The contract with the city council runs until 2090.",
    ),
    (
        EndedStateDetector(),
        "The tower remains the tallest building in Paris.",
        "Built in 1889, the tower remains the tallest building in Paris; it was repainted until 1990.",
    ),
    # a vote with no one against
    (
        ScopeDetector(),
        "The council unanimously approved the bike lane on Tuesday.",
        "The city council voted 9-0 on Tuesday to approve the new bike lane.",
    ),
    # the office the source gives; "not only" gives it to more than one
    (
        EntityDetector(),
        "According to chief executive Maria Lopez, the decision was difficult.",
        "Chief executive Maria Lopez said the decision was difficult.",
    ),
    (
        ScopeDetector(),
        "Both plans include priority support.",
        "Priority support is included not only in the Pro plan but in both plans.",
    ),
    (
        ScopeDetector(),
        "Only the Pro plan includes priority support.",
        "Only the Pro plan includes priority support.",
    ),
    # names in the source's order; a verb that says the same either way round
    (
        SubstitutionDetector(),
        "City beat Arsenal on Sunday.",
        "Manchester City beat Arsenal 3-1 at the Etihad Stadium on Sunday.",
    ),
    (
        SubstitutionDetector(),
        "Arsenal met Manchester City on Sunday.",
        "Manchester City met Arsenal on Sunday.",
    ),
    # an office of the body the source's title names ("Senate President" sits in the Senate)
    (
        EntityDetector(),
        "The seat was held by his father, state senator Don Gaetz.",
        "The Florida Senate seat was held by his father, Senate President Don Gaetz.",
    ),
    (
        EntityDetector(),
        "Senator Don Gaetz held the seat.",
        "The Florida Senate seat was held by Senate President Don Gaetz.",
    ),
    # "remove" is no opposite of "add": two steps of a recipe
    (
        NegationDetector(),
        "Remove the steak from the skillet.",
        "Add the steak to the skillet and sear until brown. Remove from the skillet and rest.",
    ),
    # the claim's direction, said of the same thing
    (
        NegationDetector(),
        "Shares fell 3% after the results.",
        "Shares were up 2% in early trading but fell 3% after the results.",
    ),
    # a claim that names the exception
    (
        NegationDetector(),
        "Beta blockers are recommended as first-line treatment for patients with heart failure.",
        "Beta blockers are not recommended as first-line treatment unless the patient has "
        "heart failure.",
    ),
    # a plan the claim keeps a plan; a verb the source also states as done
    (
        PlannedEventDetector(),
        "Construction of the bridge was expected to begin in spring 2025.",
        "Construction of the bridge is expected to begin in spring 2025.",
    ),
    (
        PlannedEventDetector(),
        "The museum opened in 2010.",
        "The museum opened in 2010 and will open a new wing in 2027.",
    ),
    (
        PlannedEventDetector(),
        "The library will open in June.",
        "The new library will open in June.",
    ),
    (
        ExaggerationDetector(),
        "Arctic sea ice extent was the sixth lowest on record.",
        "Arctic sea ice extent was the sixth lowest on record.",
    ),
    # "won the" says too little: the Power of Veto is no Head of Household challenge
    (
        SubstitutionDetector(),
        "Bowie Jane won the Head of Household challenge this week.",
        "Jag Bains won the Power of Veto. Bowie Jane kept her nominations. The Head of Household "
        "challenge this week was won after a long endurance round.",
    ),
    # "drops support for PostgreSQL 11" says "no longer supports PostgreSQL 11"
    (
        NegationDetector(),
        "Version 4.0 no longer supports PostgreSQL 11.",
        "Version 4.0 adds support for PostgreSQL 16 and drops support for PostgreSQL 11.",
    ),
    (
        NegationDetector(),
        "Sale items are final sale.",
        "Sale items are final sale and cannot be returned.",
    ),
    # two sentences that do not begin alike may be joined
    (
        SpliceDetector(),
        "John went to the store and bought milk.",
        "John went to the store. He bought milk.",
    ),
    (
        SpliceDetector(),
        "Passengers whose flight is cancelled are entitled to a full refund.",
        "Passengers whose flight is cancelled are entitled to a full refund. Passengers whose "
        "flight is delayed by more than 3 hours receive a $200 travel voucher.",
    ),
    (QuoteDetector(), 'Critics called the budget "unrealistic".', "Critics called it unrealistic."),
    (ScopeDetector(), "The museum is open every day.", "The museum is open Monday through Sunday."),
    (
        ScopeDetector(),
        "The gym is open seven days a week.",
        "The gym is open seven days a week, but closed on Mondays before 9 a.m.",
    ),
    # one statement with a semicolon in it
    (
        SubstitutionDetector(),
        "In Greek, the meaning of the name Teresa is Reap.",
        "Greek Meaning: In Greek the meaning of the name Teresa is: Reap; from Therasia. "
        "In American the meaning of the name Teresa is: Reap; from Therasia.",
    ),
    (
        SubstitutionDetector(),
        "Marie Curie moved to Paris in 1891.",
        "Marie Curie was born in Warsaw in 1867 and moved to Paris in 1891.",
    ),
    # the source says it of the claim's name too / says both, of two things
    (
        SubstitutionDetector(),
        "Erling Haaland scored twice in the first half.",
        "Erling Haaland scored twice in the first half and Phil Foden added a third.",
    ),
    (
        SubstitutionDetector(),
        "Tenants must give written notice at least 60 days before moving out.",
        "Tenants must give written notice at least 60 days before moving out.",
    ),
    (
        OppositeActionDetector(),
        "Version 4.0 adds support for PostgreSQL 16.",
        "Version 4.0 adds support for PostgreSQL 16 and drops support for PostgreSQL 11.",
    ),
    (
        OppositeActionDetector(),
        "The update adds new filters.",
        "The update adds new filters and removes old filters.",
    ),
    # the opposite negated: "did not lose the final" says it won
    (
        OppositeActionDetector(),
        "The team won the cup final.",
        "The team did not lose the cup final; it won on penalties.",
    ),
    # a time or place of one thing, not what is done to it
    (
        OppositeActionDetector(),
        "Drinks were served after the tasting menu.",
        "Popcorn was served before the tasting menu.",
    ),
    # an "-ing" form is no statement that it happened
    (
        OppositeActionDetector(),
        "Facing the prospect of losing the hockey team, the state agreed.",
        "The state agreed in order to keep the hockey team.",
    ),
]


POSITIVE += [
    (
        ScopeDetector(),
        "The Supreme Court unanimously ruled that the state law violated the First Amendment.",
        "The Supreme Court ruled 6-3 that the state law violated the First Amendment.",
        FlagType.SCOPE_EXPANSION,
        "unanimously",
        "6-3",
    ),
    (
        SubstitutionDetector(),
        "The trial enrolled 480 adults with severe hypertension.",
        "The trial enrolled 480 adults with mild hypertension.",
        FlagType.CONTRADICTION,
        "severe",
        "mild",
    ),
    # a word of one kind where the sentence says the rest with another, the claim's word used
    # elsewhere
    (
        SubstitutionDetector(),
        "Daily walking lowered diastolic blood pressure by 5 mmHg.",
        "Daily walking lowered systolic blood pressure by 5 mmHg after 12 weeks. Diastolic "
        "pressure did not change significantly.",
        FlagType.CONTRADICTION,
        "diastolic",
        "systolic",
    ),
    # "did not change" denies a fall
    (
        NegationDetector(),
        "Diastolic pressure fell significantly.",
        "Walking lowered systolic pressure by 5 mmHg. Diastolic pressure did not change significantly.",
        FlagType.CONTRADICTION,
        "fell",
        "not change",
    ),
    # a name and one verb, the name's title aside
    (
        SubstitutionDetector(),
        "Justice Kagan dissented.",
        "Justice Kagan wrote the majority opinion. Justice Alito dissented, arguing that the law "
        "regulated conduct.",
        FlagType.ENTITY_MISMATCH,
        "Justice Kagan",
        "Justice Alito",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "The Aria 5 is not waterproof.",
        "The Aria 5 speaker weighs 1.2 kg. It is water-resistant (IPX5) but not waterproof.",
    ),
    # an address as a record abbreviates it; a singular of a listed plural
    (
        EntityDetector(),
        "Montecito Confections is located at 1150 Coast Village Road, Suite E.",
        '{"name": "Montecito Confections", "address": "1150 Coast Village Rd, Ste E"}',
    ),
    (
        EntityDetector(),
        "It is a Cocktail Bar in the Funk Zone.",
        '{"categories": "Nightlife, Bars, Cocktail Bars", "area": "Funk Zone"}',
    ),
    (
        EntityDetector(),
        "Revenue Growth in the Third Quarter",
        "Revenue grew in the third quarter.",
    ),
    # the claim states the clause; a joining "-ing" word narrows nothing
    (
        ScopeDetector(),
        "The application fee is waived for students receiving free school meals.",
        "The application fee is $75, waived for students receiving free school meals.",
    ),
    (
        ScopeDetector(),
        "Breakfast is included for all guests.",
        "Breakfast is included for guests, including those staying one night.",
    ),
    # one sense, both denied; the rule of the other tickets
    (
        NegationDetector(),
        "Pets are not allowed in the lobby.",
        "Pets are not permitted in the lobby. Service animals are allowed everywhere.",
    ),
    (
        NegationDetector(),
        "Main cabin tickets are eligible for a refund within 24 hours of booking.",
        "Refunds are not available for basic economy tickets. Main cabin tickets are eligible "
        "for a full refund within 24 hours of booking.",
    ),
    (
        NegationDetector(),
        "Attendance at the lecture is optional.",
        "Attendance is mandatory for the workshop but optional for the lecture.",
    ),
    # two things named together, not on two sides of a verb; a passive's agent
    (
        SubstitutionDetector(),
        "Revenue rose in Asia and Europe last quarter.",
        "Revenue rose in Europe and Asia last quarter.",
    ),
    (
        SubstitutionDetector(),
        "The bill was signed into law by the governor on Friday.",
        "The governor signed the bill into law on Friday.",
    ),
    (
        SubstitutionDetector(),
        "Her manager raised doubts about her ability to work.",
        "The worker was fired after doubts were raised by her manager about her ability to work.",
    ),
]


POSITIVE += [
    # a denial joined by "but", its subject a course code
    (
        NegationDetector(),
        "CHEM 101 is a required prerequisite for the course.",
        "The prerequisite is BIO 110; CHEM 101 is recommended but not required.",
        FlagType.CONTRADICTION,
        "required",
        "not required",
    ),
    # a place that ends the claim after the evidence's own two words
    (
        SubstitutionDetector(),
        "Hadrian was born in Rome.",
        "Hadrian was born in Italica, in the province of Hispania Baetica. He rebuilt the "
        "Pantheon in Rome.",
        FlagType.ENTITY_MISMATCH,
        "Rome",
        "Italica",
    ),
    # a one-word name the sources write as a name, doing what another did
    (
        SubstitutionDetector(),
        "Trajan pursued a policy of consolidating the frontiers.",
        "Unlike his predecessor Trajan, who expanded the empire, Hadrian pursued a policy of "
        "consolidating its frontiers.",
        FlagType.ENTITY_MISMATCH,
        "Trajan",
        "Hadrian",
    ),
]

POSITIVE += [
    # a denial that leaves its predicate out ("..., but Y is not")
    (
        NegationDetector(),
        "Damage from gradual leaks is covered.",
        "Water damage from a sudden burst pipe is covered, but damage from gradual leaks is not.",
        FlagType.CONTRADICTION,
        "covered",
        "damage from gradual leaks is not",
    ),
    (
        NegationDetector(),
        "Opened software can be returned.",
        "Unopened software can be returned within 30 days, but opened software cannot.",
        FlagType.CONTRADICTION,
        "returned",
        "opened software cannot",
    ),
    # a plain statement held with one word by its opposite, whatever the claim adds
    (
        NegationDetector(),
        "Flood damage is covered under the dwelling coverage.",
        "Flood damage is excluded; flood coverage must be purchased separately.",
        FlagType.CONTRADICTION,
        "covered",
        "excluded",
    ),
    # "now" places nothing: "the minimum supported Python version is now 3.10" asserts no support
    (
        NegationDetector(),
        "PDF export is now supported on Windows.",
        "Changed: the minimum supported Python version is now 3.10. Known issue: PDF export is "
        "not yet supported on Windows.",
        FlagType.CONTRADICTION,
        "supported",
        "not yet supported",
    ),
    (
        NegationDetector(),
        "The Kestrel X2 is a corded upright vacuum.",
        "The Kestrel X2 is a cordless stick vacuum.",
        FlagType.CONTRADICTION,
        "corded",
        "cordless",
    ),
    # an ordinal that begins a name inside a sentence
    (
        EntityDetector(),
        "The Ninth Circuit held that the ordinance violated the First Amendment.",
        "The Ninth Circuit held that the ordinance violated the Eighth Amendment.",
        FlagType.ENTITY_MISMATCH,
        "First",
        "Eighth Amendment",
    ),
    # the sources have the claim's name do one thing, in one word
    (
        SubstitutionDetector(),
        "Judge Owens wrote the majority opinion.",
        "Judge Lee wrote the majority opinion, joined by Judge Park; Judge Owens dissented.",
        FlagType.ENTITY_MISMATCH,
        "Judge Owens",
        "Judge Lee",
    ),
    # kinds of one scale
    (
        SubstitutionDetector(),
        "Mix the flour with 350 ml of cold water.",
        "Mix 500 g of flour with 350 ml of warm water and 10 g of salt.",
        FlagType.CONTRADICTION,
        "cold",
        "warm",
    ),
    (
        SubstitutionDetector(),
        "Let the dough rise for an hour, until tripled in size.",
        "Let the dough rise for 1 hour, until doubled in size.",
        FlagType.CONTRADICTION,
        "tripled",
        "doubled",
    ),
    # two words in a row in the place of the evidence's two
    (
        SubstitutionDetector(),
        "He earned a master's degree in electrical engineering from the University of Chicago.",
        "He earned a master's degree in computer science from the University of Chicago.",
        FlagType.ENTITY_MISMATCH,
        "electrical engineering",
        "computer science",
    ),
    # two words that end the claim, after the evidence's own two words
    (
        SubstitutionDetector(),
        "The vaccine is 95% effective against severe disease.",
        "The vaccine was 95% effective against symptomatic infection in trials.",
        FlagType.ENTITY_MISMATCH,
        "severe disease",
        "symptomatic infection",
    ),
    # a noun the sources use elsewhere, in the place of the evidence sentence's
    # (until session 32 this was left to other detectors, and none flagged it)
    (
        SubstitutionDetector(),
        "Nausea was the most common side effect.",
        "Headache was the most common side effect. Nausea was reported by 12% of patients.",
        FlagType.ENTITY_MISMATCH,
        "Nausea",
        "Headache",
    ),
    (
        SubstitutionDetector(),
        "Patients with type 2 diabetes should start with insulin.",
        "Patients with type 2 diabetes should start with metformin unless it is "
        "contraindicated. Insulin is recommended when HbA1c exceeds 10%.",
        FlagType.ENTITY_MISMATCH,
        "insulin",
        "metformin",
    ),
    # the last item of a list; the source's word has senses other than a noun's
    (
        SubstitutionDetector(),
        "Common side effects include nausea, diarrhea and headache.",
        "Common side effects include nausea, diarrhea and rash.",
        FlagType.ENTITY_MISMATCH,
        "headache",
        "rash",
    ),
    # a list's last item after the same item: a shorter frame will do, and WordNet need not
    # know the word
    (
        SubstitutionDetector(),
        "She discovered polonium and uranium.",
        "She discovered the elements polonium and radium.",
        FlagType.ENTITY_MISMATCH,
        "uranium",
        "radium",
    ),
    # what a name did after a relative clause about it
    (
        SubstitutionDetector(),
        "Dan Ruiz sponsored the measure.",
        "Council member Lisa Park, who chairs the transportation committee, sponsored the "
        "measure. Two members, Dan Ruiz and Omar Hill, voted against it.",
        FlagType.ENTITY_MISMATCH,
        "Dan Ruiz",
        "Lisa Park",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "CHEM 101 is recommended for the course.",
        "The prerequisite is BIO 110; CHEM 101 is recommended but not required.",
    ),
    (
        SubstitutionDetector(),
        "Hadrian was born in Italica.",
        "Hadrian was born in Italica, in the province of Hispania Baetica. He rebuilt the "
        "Pantheon in Rome.",
    ),
    (
        SubstitutionDetector(),
        "Hadrian pursued a policy of consolidating the frontiers.",
        "Unlike his predecessor Trajan, who expanded the empire, Hadrian pursued a policy of "
        "consolidating its frontiers.",
    ),
    (
        NegationDetector(),
        "Water damage from a burst pipe is covered.",
        "Water damage from a sudden burst pipe is covered, but damage from gradual leaks is not.",
    ),
    (
        NegationDetector(),
        "Unopened software can be returned within 30 days.",
        "Unopened software can be returned within 30 days, but opened software cannot.",
    ),
    (
        SubstitutionDetector(),
        "Lisa Park sponsored the measure.",
        "Council member Lisa Park, who chairs the transportation committee, sponsored the "
        "measure. Two members, Dan Ruiz and Omar Hill, voted against it.",
    ),
    (
        SubstitutionDetector(),
        "She discovered radium and polonium.",
        "She discovered the elements polonium and radium.",
    ),
    # a list's item after another item than the source's
    (
        SubstitutionDetector(),
        "She studied radium and uranium.",
        "She discovered the elements polonium and radium.",
    ),
    (
        EntityDetector(),
        "The law violated the First Amendment.",
        "First Amendment rights cover speech. The court said the law violated them.",
    ),
    (
        SubstitutionDetector(),
        "Judge Lee wrote the majority opinion.",
        "Judge Lee wrote the majority opinion, joined by Judge Park; Judge Owens dissented.",
    ),
    (
        SubstitutionDetector(),
        "He earned a master's degree in computer science from the University of Chicago.",
        "He earned a master's degree in computer science from the University of Chicago.",
    ),
    (
        SubstitutionDetector(),
        "Insulin is recommended when HbA1c exceeds 10%.",
        "Patients with type 2 diabetes should start with metformin unless it is "
        "contraindicated. Insulin is recommended when HbA1c exceeds 10%.",
    ),
    # one word for the other, as WordNet has it
    (
        SubstitutionDetector(),
        "The firm hired 50 engineers in Ohio.",
        "The company hired 50 engineers in Ohio. The firm is based in Columbus.",
    ),
    # a noun named more or less closely (WordNet's broader nouns), not swapped
    (
        SubstitutionDetector(),
        "Tesla delivered 1.81 million cars in 2023.",
        "Tesla delivered 1.81 million vehicles in 2023. The Model Y was the best-selling car "
        "in the world that year.",
    ),
    # a capitalised first word the sources never write as a name
    (
        SubstitutionDetector(),
        "Revenue rose in the third quarter.",
        "Unlike revenue, which fell in the second quarter, profit rose in the third quarter.",
    ),
]

POSITIVE += [
    # a state ended by an event of a past year
    (
        EndedStateDetector(),
        "The Eiffel Tower remains the tallest structure in the world.",
        "The tower is 330 metres tall and was the tallest man-made structure in the world until "
        "the Chrysler Building was completed in 1930.",
        FlagType.TEMPORAL_DISTORTION,
        "remains",
        "until the Chrysler Building was completed in 1930",
    ),
    # the sentence that states the effect gives a cause of its own
    (
        CausationDetector(),
        "Four patients in the treatment group discontinued because of headaches.",
        "The most frequently reported adverse events were nasopharyngitis and headache. Four "
        "patients in the treatment group discontinued because of adverse events.",
        FlagType.CAUSATION_INVENTION,
        "because of headaches",
        "adverse events",
    ),
    # "should not be given" (an irregular past) denies "safe" and "recommended" for the same
    (
        NegationDetector(),
        "Aspirin is recommended for children with fever.",
        "Aspirin should not be given to children or teenagers because of the risk of Reye's "
        "syndrome.",
        FlagType.CONTRADICTION,
        "recommended",
        "not be given",
    ),
    (
        NegationDetector(),
        "Aspirin is safe for children.",
        "Aspirin should not be given to children.",
        FlagType.CONTRADICTION,
        "safe",
        "not be given",
    ),
    # "do not use" for the same people or things denies "safe"
    (
        NegationDetector(),
        "Amoxicillin is safe for patients with a penicillin allergy.",
        "Take with or without food. Do not use in patients with a history of penicillin allergy.",
        FlagType.CONTRADICTION,
        "safe",
        "not use",
    ),
    (
        NegationDetector(),
        "The cleaner is safe for marble.",
        "This cleaner should not be used on marble or granite. It is safe for sealed wood floors.",
        FlagType.CONTRADICTION,
        "safe",
        "not be used",
    ),
    # a name that opens the claim, where the sentence opens with another the sources know
    (
        SubstitutionDetector(),
        "Liverpool's Reece James was sent off in stoppage time.",
        "Liverpool beat Chelsea 2-1 at Anfield. Chelsea's Reece James was sent off in stoppage "
        "time. The win moves Liverpool three points clear.",
        FlagType.ENTITY_MISMATCH,
        "Liverpool's",
        "Chelsea's",
    ),
    # opposites and kinds added in session 33
    (
        NegationDetector(),
        "A reset keeps your Wi-Fi name and password.",
        "The router will return to factory settings, which erases your Wi-Fi name and password.",
        FlagType.CONTRADICTION,
        "keeps",
        "erases",
    ),
    (
        SubstitutionDetector(),
        "The reset button is on the bottom of the router.",
        "To reset your router, press and hold the reset button on the back for 10 seconds.",
        FlagType.CONTRADICTION,
        "bottom",
        "back",
    ),
    (
        SubstitutionDetector(),
        "Mount Kilimanjaro is an extinct volcano.",
        "Mount Kilimanjaro is a dormant volcano with three volcanic cones.",
        FlagType.CONTRADICTION,
        "extinct",
        "dormant",
    ),
    # an event a source expects, told as done
    (
        PlannedEventDetector(),
        "The glaciers have shrunk by more than 80% since 1912 and have already disappeared.",
        "The mountain's glaciers have shrunk by more than 80% since 1912, and scientists expect "
        "them to disappear by 2040.",
        FlagType.TEMPORAL_DISTORTION,
        "disappeared",
        "expect them to disappear",
    ),
    # "in the world" against a continent
    (
        ScopeDetector(),
        "Kilimanjaro is the highest mountain in the world.",
        "Mount Kilimanjaro, in northeastern Tanzania, is the highest mountain in Africa.",
        FlagType.SCOPE_EXPANSION,
        "in the world",
        "in Africa",
    ),
    # what a source gives to one name only, given to another
    (
        SubstitutionDetector(),
        "The Premium plan includes phone support.",
        "Our Premium plan includes unlimited projects. Phone support is available only on the "
        "Enterprise plan.",
        FlagType.ENTITY_MISMATCH,
        "Premium",
        "Enterprise",
    ),
    (
        SubstitutionDetector(),
        "Premium customers get phone support.",
        "Only Enterprise customers get phone support. Premium customers get email support.",
        FlagType.ENTITY_MISMATCH,
        "Premium",
        "Enterprise",
    ),
    # a word of a kind after the evidence's own two words, in a short claim
    (
        SubstitutionDetector(),
        "The storm shifted north.",
        "Tampa Bay avoided the worst-case storm surge because the storm shifted south.",
        FlagType.CONTRADICTION,
        "north",
        "south",
    ),
    # a name that votes the other way
    (
        OppositeActionDetector(),
        "Council member Ortiz voted for the measure.",
        "The city council voted 5-2 to approve the budget. Council members Ortiz and Chen voted "
        "against the measure, citing concerns about rising debt.",
        FlagType.CONTRADICTION,
        "voted for",
        "voted against",
    ),
    # a rank among a broader class than the source's
    (
        ScopeDetector(),
        "She was the first person to win a Nobel Prize.",
        "She was the first woman to win a Nobel Prize and remains the only person to win Nobel "
        "Prizes in two different sciences.",
        FlagType.SCOPE_EXPANSION,
        "first person",
        "first woman",
    ),
    # "without" a phrase the source gives with "with"; the phrase's last word has an opposite
    (
        NegationDetector(),
        "Employees can work remotely without manager approval.",
        "Employees may work remotely up to two days per week with manager approval.",
        FlagType.CONTRADICTION,
        "without manager",
        "with manager approval",
    ),
    # "after" an event the source puts "before": no period a denial holds for
    (
        NegationDetector(),
        "Maggie suggests he restarts his computer after launching them.",
        "Maggie: Did you restart your computer before launching them?",
        FlagType.CONTRADICTION,
        "after",
        "before",
    ),
    # a denial "contrary to popular belief", of a name the sentence gives by its last word
    (
        NegationDetector(),
        "The Great Wall is visible from space with the naked eye.",
        "Contrary to popular belief, the wall is not visible to the naked eye from space.",
        FlagType.CONTRADICTION,
        "visible",
        "not visible",
    ),
    # kinds added in session 33
    (
        SubstitutionDetector(),
        "Sprinkle with dried rosemary before serving.",
        "Roast for 40 minutes until golden. Sprinkle with fresh rosemary before serving.",
        FlagType.CONTRADICTION,
        "dried",
        "fresh",
    ),
    # what someone declined to say, told as said
    (
        NegationDetector(),
        "Lagarde said rates would be cut in September.",
        "ECB President Christine Lagarde said inflation was falling. She declined to say whether "
        "rates would be cut in September.",
        FlagType.CONTRADICTION,
        "said",
        "declined to say",
    ),
    # a thing changed that the source says was held as it was
    (
        OppositeActionDetector(),
        "The European Central Bank cut interest rates on Thursday.",
        "The European Central Bank held interest rates steady on Thursday, keeping its deposit "
        "rate at 3.75%.",
        FlagType.CONTRADICTION,
        "cut",
        "held interest rates steady",
    ),
    # another name of two words between the same words
    (
        SubstitutionDetector(),
        "Jobs named Steve Wozniak as his successor.",
        "Steve Jobs co-founded Apple with Steve Wozniak in 1976. Jobs resigned as CEO in August "
        "2011, naming Tim Cook as his successor.",
        FlagType.ENTITY_MISMATCH,
        "Steve Wozniak",
        "Tim Cook",
    ),
    # names the other way round, the source's in a relative clause
    (
        SubstitutionDetector(),
        "NeXT acquired Apple in 1997.",
        "He was forced out of the company in 1985 and founded NeXT, which Apple acquired in 1997.",
        FlagType.CONTRADICTION,
        "NeXT acquired Apple",
        "NeXT, which Apple acquired",
    ),
    # a deed given to one alone that the source shares
    (
        ScopeDetector(),
        "Steve Jobs founded Apple alone in 1976.",
        "Steve Jobs co-founded Apple with Steve Wozniak in 1976.",
        FlagType.SCOPE_EXPANSION,
        "alone",
        "co-founded",
    ),
    # a comparison the source gives the other way round
    (
        SubstitutionDetector(),
        "The Amazon is slightly longer than the Nile.",
        "The Amazon River is about 6,400 kilometres long. The Nile is generally considered "
        "slightly longer.",
        FlagType.CONTRADICTION,
        "The Amazon is slightly longer than the Nile",
        "Nile is generally considered",
    ),
    (
        SubstitutionDetector(),
        "The Amazon is longer than the Nile.",
        "The Nile is longer than the Amazon River, though the Amazon carries more water.",
        FlagType.CONTRADICTION,
        "The Amazon is longer than the Nile",
        "Nile is longer than the Amazon",
    ),
    # a final sale takes nothing back
    (
        NegationDetector(),
        "Clearance items can be returned within 30 days.",
        "Customers can return most items within 30 days of delivery. Clearance items are final "
        "sale.",
        FlagType.CONTRADICTION,
        "returned",
        "final sale",
    ),
    # a version's point is no clause end: the opposite is said of "Python 3.7"
    (
        OppositeActionDetector(),
        "Version 4.2 adds support for Python 3.7.",
        "Version 4.2 adds support for Python 3.12 and drops support for Python 3.7.",
        FlagType.CONTRADICTION,
        "adds",
        "drops",
    ),
    # something given "for everyone" that the source gives a group
    (
        ScopeDetector(),
        "Return shipping is free for everyone.",
        "Return shipping is free for members; others pay a $6.99 fee.",
        FlagType.SCOPE_EXPANSION,
        "for everyone",
        "free for members",
    ),
]
NEGATIVE += [
    # an event still to come ends nothing yet
    (
        EndedStateDetector(),
        "The old bridge remains open to traffic.",
        "The old bridge is open to traffic until the new bridge is completed in 2090.",
    ),
    # an effect of names only says too little to be the same effect
    (
        CausationDetector(),
        "Republicans moved to expel Rep. George Santos from Congress due to new criminal charges.",
        "New criminal charges were filed in May. George Santos might be spared by leaders in "
        "Congress due to the tight majority Republicans hold.",
    ),
    # "not safe" says nothing against "used"
    (
        NegationDetector(),
        "The cleaner is used on marble.",
        "The cleaner is not safe for granite, but it is used on marble.",
    ),
    (
        NegationDetector(),
        "The cleaner is safe for tile.",
        "This cleaner should not be used on marble or granite. It is safe for sealed wood floors "
        "and tile.",
    ),
    # a capitalised opening word the sources never write as a name
    (
        SubstitutionDetector(),
        "Yesterday's storm was the worst in a decade.",
        "Sunday's storm was the worst in a decade, Mayor Lee said.",
    ),
    # the source says "in the world" too, whatever else it places
    (
        ScopeDetector(),
        "Lake Baikal is the deepest lake in the world.",
        "Lake Baikal, in Siberia, is the deepest lake in the world.",
    ),
    (
        ScopeDetector(),
        "It is the premier men's professional basketball league in the world.",
        "The NBA is a men's professional basketball league in North America. It is widely "
        "considered to be the premier men's professional basketball league in the world.",
    ),
    (
        SubstitutionDetector(),
        "Enterprise customers get phone support.",
        "Only Enterprise customers get phone support. Premium customers get email support.",
    ),
    # the same side in other words, and another name's side
    (
        OppositeActionDetector(),
        "Senator Lee voted in favor of the bill.",
        "Senators Kim and Diaz voted against the bill, while Senator Lee voted for it.",
    ),
    # every name of a list before a verb does what the list does
    (
        SubstitutionDetector(),
        "Neil Armstrong landed the lunar module Eagle on July 20.",
        "Neil Armstrong and Buzz Aldrin landed the lunar module Eagle on July 20, while Michael "
        "Collins remained in lunar orbit.",
    ),
    (
        SubstitutionDetector(),
        "Ortiz voted against the budget.",
        "Council members Ortiz and Chen voted against the measure.",
    ),
    # a narrower class than the source's ranks within it
    (
        ScopeDetector(),
        "She was the first woman to win a Nobel Prize.",
        "She was the first person to win a Nobel Prize in two sciences and the first woman to "
        "win a Nobel Prize.",
    ),
    (
        ScopeDetector(),
        "Curie was the first woman to win a Nobel Prize.",
        "Marie Curie was the first person to win two Nobel Prizes.",
    ),
    # "only" that ranks nothing
    (
        ScopeDetector(),
        "The ninth essential amino acid, histidine, is only essential for infants.",
        # (a scraped page: no space after the stop, one sentence)
        "Nine out of the 20 amino acids are essential, but adults only need to obtain eight of "
        "them.The ninth amino acid -- histidine -- is only essential for infants.",
    ),
    # what holds after the period a source denies it for
    (
        NegationDetector(),
        "Remote work is available after 90 days of employment.",
        "Remote work is not available during the first 90 days of employment.",
    ),
    # another name with the same last word
    (
        NegationDetector(),
        "Manchester United won the derby.",
        "Manchester City did not win the derby, which United won 2-1.",
    ),
    # a capitalised word inside the claim is a label, not a word with an opposite
    (
        NegationDetector(),
        'From the recovery menu, select "Wipe Data/Factory Reset" to reset the phone.',
        "Back up the files you want to keep before you reset the phone from the recovery menu.",
    ),
    # a source that says both, or a claim that says whether
    (
        OppositeActionDetector(),
        "The bank cut interest rates in June.",
        "The bank held interest rates steady in July after cutting them in June.",
    ),
    (
        NegationDetector(),
        "Lagarde would not say whether rates would be cut in September.",
        "She declined to say whether rates would be cut in September.",
    ),
    (
        SubstitutionDetector(),
        "Apple acquired NeXT in 1997.",
        "He was forced out of the company in 1985 and founded NeXT, which Apple acquired in 1997.",
    ),
    (
        SubstitutionDetector(),
        "Jobs named Tim Cook as his successor.",
        "Jobs resigned as CEO in August 2011, naming Tim Cook as his successor.",
    ),
    (
        ScopeDetector(),
        "Wozniak designed the Apple I alone.",
        "Wozniak designed the Apple I by himself, and Jobs sold it with Ronald Wayne's help.",
    ),
    (
        SubstitutionDetector(),
        "The Amazon is wider than the Nile.",
        "The Nile is longer, but the Amazon is wider and carries more water.",
    ),
    (
        SubstitutionDetector(),
        "The Amazon is longer than the Yangtze.",
        "The Amazon is longer than the Yangtze. The Nile is longer still.",
    ),
    (
        NegationDetector(),
        "Clearance items cannot be returned.",
        "Customers can return most items within 30 days of delivery. Clearance items are final "
        "sale.",
    ),
    (
        NegationDetector(),
        "Most items can be returned within 30 days.",
        "Customers can return most items within 30 days of delivery. Clearance items are final "
        "sale.",
    ),
    (
        OppositeActionDetector(),
        "Version 4.2 adds support for Python 3.12.",
        "Version 4.2 adds support for Python 3.12 and drops support for Python 3.7.",
    ),
    (
        ScopeDetector(),
        "The museum is open to everyone on weekends.",
        "The museum is open to the public on weekends.",
    ),
]


@pytest.mark.parametrize(
    ("claim", "source", "swapped"),
    [
        (
            "The Provider may terminate immediately if the Client breaches the "
            "confidentiality clause.",
            "The Client may terminate immediately if the Provider breaches the "
            "confidentiality clause.",
            ["Provider", "Client"],
        ),
        (
            "The landlord must give the tenant 30 days' notice.",
            "The tenant must give the landlord 30 days' notice before moving out.",
            ["landlord", "tenant"],
        ),
        (
            "Justice Alito argued that the law regulated speech rather than conduct.",
            "Justice Alito dissented, arguing that the law regulated conduct rather than speech.",
            ["speech", "conduct"],
        ),
    ],
)
def test_two_things_trading_places(claim: str, source: str, swapped: list[str]) -> None:
    """The claim's content words are the sentence's only with two of them exchanged."""
    _, flags = run(SubstitutionDetector(), claim, source)
    assert [f.text for f in flags] == swapped
    assert all(f.type is FlagType.CONTRADICTION and f.contradicts for f in flags)
    assert all("the other way round" in f.message for f in flags)


TOUR = (
    "The 2024 Tour de France began in Florence, Italy, on June 29 and finished in Nice on July "
    "21, the first time the race did not end in Paris since 1905, because of the Olympic Games. "
    "Tadej Pogacar won the overall title, his third, ahead of Jonas Vingegaard and Remco "
    "Evenepoel."
)
LEASE = (
    "The landlord is responsible for repairs to plumbing and heating; tenants are responsible "
    "for replacing light bulbs and smoke detector batteries."
)
ACME = (
    "Chief executive Dana Whitfield said demand in Asia offset weaker sales in Europe. Chief "
    "financial officer Raj Patel said margins would improve."
)

POSITIVE += [
    # the denial is of the place the claim names
    (NegationDetector(), "The race ended in Paris.", TOUR, FlagType.CONTRADICTION, "ended", "end"),
    # a ranking given the other way round
    (
        SubstitutionDetector(),
        "Vingegaard won the 2024 Tour de France, ahead of Pogacar.",
        TOUR,
        FlagType.CONTRADICTION,
        "Vingegaard won the 2024 Tour de France, ahead of Pogacar",
        "Tadej Pogacar won",
    ),
    # what one clause says of its subject, given to the subject of the other
    (
        SubstitutionDetector(),
        "Tenants are responsible for plumbing repairs.",
        LEASE,
        FlagType.ENTITY_MISMATCH,
        "Tenants",
        "landlord",
    ),
    (
        SubstitutionDetector(),
        "The landlord replaces smoke detector batteries.",
        LEASE,
        FlagType.ENTITY_MISMATCH,
        "landlord",
        "tenants",
    ),
    # an office after its owner's name, or set off by a comma
    (
        EntityDetector(),
        "Acme's CFO Dana Whitfield said demand in Asia offset weaker sales.",
        ACME,
        FlagType.ENTITY_MISMATCH,
        "CFO",
        "Chief executive",
    ),
    (
        EntityDetector(),
        "The chief financial officer, Dana Whitfield, said demand in Asia offset weaker sales.",
        ACME,
        FlagType.ENTITY_MISMATCH,
        "chief financial officer",
        "Chief executive",
    ),
]

NEGATIVE += [
    # "did not end in Paris" denies nothing of Nice
    (NegationDetector(), "The race ended in Nice.", TOUR),
    (SubstitutionDetector(), "Pogacar won the 2024 Tour de France ahead of Vingegaard.", TOUR),
    (SubstitutionDetector(), "Tenants are responsible for replacing light bulbs.", LEASE),
    (SubstitutionDetector(), "The landlord is responsible for plumbing repairs.", LEASE),
    # a claim that opens with no subject ("In adults, ...") is not compared by its clauses
    (
        SubstitutionDetector(),
        "With your hands, massage the spice rub into the meat and allow to stand.",
        "With your hands, massage the spice rub into the meat; allow to stand for 10 minutes.",
    ),
    (EntityDetector(), "Acme's CEO Dana Whitfield said demand in Asia offset weaker sales.", ACME),
    (
        EntityDetector(),
        "Acme's chief financial officer, Raj Patel, said margins would improve.",
        ACME,
    ),
]


EIFFEL = (
    "About 7 million people visit it each year, making it the most visited paid monument in the "
    "world. The Eiffel Tower was the tallest man-made structure in the world for 41 years."
)

POSITIVE += [
    # a rank among a class the source narrows ("paid", "man-made")
    (
        ScopeDetector(),
        "It is the most visited monument in the world.",
        EIFFEL,
        FlagType.SCOPE_EXPANSION,
        "the most visited monument",
        "paid",
    ),
    (
        ScopeDetector(),
        "The Eiffel Tower was the tallest structure in the world.",
        EIFFEL,
        FlagType.SCOPE_EXPANSION,
        "the tallest structure",
        "man-made",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "It is the most visited paid monument in the world.", EIFFEL),
    # the narrowing word is the claim's, elsewhere
    (ScopeDetector(), "The Eiffel Tower was the tallest structure made by man.", EIFFEL),
    # the rest of the claim is not the sentence's
    (ScopeDetector(), "It is the most visited monument in Paris.", EIFFEL),
]


COURT = (
    "Chief Justice John Roberts wrote the majority opinion, joined by five justices. Justice "
    "Elena Kagan wrote the dissent."
)
BUDGET = (
    "The city council approved the budget by a vote of 7 to 2 on Monday. Council member Ana "
    "Diaz, who voted against it, said it did too little for transit. The mayor is expected to "
    "sign it this week."
)

POSITIVE += [
    # the claim's name does the same deed to another thing in the sources
    (
        SubstitutionDetector(),
        "Justice Kagan wrote the majority opinion.",
        COURT,
        FlagType.ENTITY_MISMATCH,
        "Justice Kagan",
        "Roberts",
    ),
    # "it" of a plan stands for the budget named two sentences before
    (
        PlannedEventDetector(),
        "The mayor signed the budget on Monday.",
        BUDGET,
        FlagType.TEMPORAL_DISTORTION,
        "signed",
        "expected to sign",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Justice Kagan wrote the dissent.", COURT),
    (SubstitutionDetector(), "Chief Justice John Roberts wrote the majority opinion.", COURT),
    (PlannedEventDetector(), "The council approved the budget on Monday.", BUDGET),
    # a present passive states a rule, not a past event
    (
        PlannedEventDetector(),
        "The deposit is returned within 21 days.",
        "The security deposit will be returned within 21 days of the end of the lease.",
    ),
]


RETURNS = (
    "Our return policy allows returns within 30 days of delivery for a full refund. Sale items "
    "can be returned for store credit only. Payment is accepted by bank transfer only. The "
    "museum is open to the public only on weekends."
)

POSITIVE += [
    # a means the source allows alone, and the claim another
    (
        SubstitutionDetector(),
        "Sale items can be returned for a full refund.",
        RETURNS,
        FlagType.CONTRADICTION,
        "full refund",
        "for store credit only",
    ),
    (
        SubstitutionDetector(),
        "Payment can be made by credit card.",
        RETURNS,
        FlagType.CONTRADICTION,
        "credit card",
        "by bank transfer only",
    ),
    (
        SubstitutionDetector(),
        "The museum is open to the public on weekdays.",
        RETURNS,
        FlagType.CONTRADICTION,
        "weekdays",
        "only on weekends",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Sale items can be returned for store credit.", RETURNS),
    (SubstitutionDetector(), "Payment is accepted by bank transfer.", RETURNS),
    # a figure after the preposition is no means ("for 30 days")
    (SubstitutionDetector(), "Sale items can be returned for 30 days.", RETURNS),
    # another thing than the sentence's, by the same preposition
    (SubstitutionDetector(), "Returns are accepted for a full refund.", RETURNS),
]


VITAMIN = "Vitamin D helps the body absorb calcium. Python 3.13 adds a just-in-time compiler."

POSITIVE += [
    # one mineral in place of another
    (
        SubstitutionDetector(),
        "Vitamin D helps the body absorb iron.",
        VITAMIN,
        FlagType.CONTRADICTION,
        "iron",
        "calcium",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Vitamin D helps the body absorb calcium.", VITAMIN),
    # an acronym of a hyphened word is no made-up name
    (EntityDetector(), "Python 3.13 adds a JIT compiler.", VITAMIN),
]


MATCH = (
    "Erling Haaland scored twice in the first half, and Phil Foden added a third after the "
    "break. Bukayo Saka scored Arsenal's only goal from the penalty spot."
)

POSITIVE += [
    # a surname the sources give with its first name, doing another's deed
    (
        SubstitutionDetector(),
        "Foden scored twice in the first half.",
        MATCH,
        FlagType.ENTITY_MISMATCH,
        "Foden",
        "Erling Haaland",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Haaland scored twice in the first half.", MATCH),
    (SubstitutionDetector(), "Foden added a third after the break.", MATCH),
]


APOLLO = (
    "Neil Armstrong and Buzz Aldrin landed the lunar module Eagle on July 20, while Michael "
    "Collins remained in lunar orbit aboard Columbia."
)

NEGATIVE += [
    # "lunar" speaks of the Moon: no made-up name, no other name in its place
    (EntityDetector(), "Collins orbited the Moon aboard Columbia.", APOLLO),
    (EntityDetector(), "Armstrong and Aldrin landed on the Moon on July 20.", APOLLO),
]

POSITIVE += [
    (
        EntityDetector(),
        "Collins orbited Mars aboard Columbia.",
        APOLLO,
        FlagType.FABRICATION,
        "Mars",
        "Collins",
    ),
]


POSITIVE += [
    # a cost told as a saving
    (
        NegationDetector(),
        "Brian Niccol said the changes would save about $1 billion.",
        "Chief executive Brian Niccol said the changes would cost about $1 billion.",
        FlagType.CONTRADICTION,
        "save",
        "cost",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "The changes would cost about $1 billion but save $2 billion a year.",
        "The changes would cost about $1 billion and save $2 billion a year.",
    ),
]


POSITIVE += [
    # an adverb of a kind is checked like any word of one
    (
        SubstitutionDetector(),
        "The bridge was fully reopened to traffic on Monday.",
        "The bridge was partially reopened to traffic on Monday.",
        FlagType.CONTRADICTION,
        "fully",
        "partially",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The bridge was quickly reopened to traffic on Monday.",
        "The bridge was partially reopened to traffic on Monday.",
    ),
]


STUDY = (
    "Dr. Lena Ortiz, a cardiologist at Mercy Hospital, led the study, which followed 2,400 "
    "patients for five years. Patients had their tonsillitis treated."
)

POSITIVE += [
    # two words of one learned ending are two of a kind
    (
        SubstitutionDetector(),
        "Dr. Ortiz, a neurologist at Mercy Hospital, led the study.",
        STUDY,
        FlagType.CONTRADICTION,
        "neurologist",
        "cardiologist",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Dr. Ortiz, a cardiologist at Mercy Hospital, led the study.", STUDY),
]


CAST = (
    "Filming begins in London in May, and the movie is scheduled for release in March 2017. Dan "
    "Stevens has been cast as the Beast, and Luke Evans will play Gaston."
)

POSITIVE += [
    # a name's deed after auxiliaries ("has been cast", "will play")
    (
        SubstitutionDetector(),
        "Luke Evans was cast as the Beast.",
        CAST,
        FlagType.ENTITY_MISMATCH,
        "Luke Evans",
        "Dan Stevens",
    ),
    (
        SubstitutionDetector(),
        "Dan Stevens will play Gaston.",
        CAST,
        FlagType.ENTITY_MISMATCH,
        "Dan Stevens",
        "Luke Evans",
    ),
    # a plan in a noun ("scheduled for release")
    (
        PlannedEventDetector(),
        "The movie was released in March 2017.",
        CAST,
        FlagType.TEMPORAL_DISTORTION,
        "released",
        "scheduled for release",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Dan Stevens was cast as the Beast.", CAST),
    (SubstitutionDetector(), "Luke Evans will play Gaston.", CAST),
    (PlannedEventDetector(), "The movie is scheduled for release in March 2017.", CAST),
]


MARS = (
    "The Mars rover Perseverance landed in Jezero Crater on February 18, 2021. It carried a small "
    "helicopter, Ingenuity, which made the first powered flight on another planet."
)

POSITIVE += [
    # a word named after a common noun is a one-word name, though WordNet knows it
    (
        SubstitutionDetector(),
        "Perseverance made the first powered flight on another planet.",
        MARS,
        FlagType.ENTITY_MISMATCH,
        "Perseverance",
        "Ingenuity",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Ingenuity made the first powered flight on another planet.", MARS),
    (SubstitutionDetector(), "Perseverance landed in Jezero Crater in 2021.", MARS),
]


BRIDGE = (
    "The bridge was designed by Joseph Strauss, with Leon Moisseiff and Charles Ellis doing much "
    "of the engineering work."
)

POSITIVE += [
    # a verb by its base: "did much of" is the deed of "doing much of"
    (
        SubstitutionDetector(),
        "Joseph Strauss did much of the engineering work.",
        BRIDGE,
        FlagType.ENTITY_MISMATCH,
        "Joseph Strauss",
        "Charles Ellis",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Charles Ellis did much of the engineering work.", BRIDGE),
]


BAGS = "Passengers with Gold status check two bags free. Checked bags cost $35 for the first bag."

POSITIVE += [
    # a group narrowed by what it holds ("with Gold status")
    (
        ScopeDetector(),
        "All passengers check two bags free.",
        BAGS,
        FlagType.SCOPE_EXPANSION,
        "All passengers",
        "with Gold status",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "All passengers with Gold status check two bags free.", BAGS),
]


IBUPROFEN = (
    "Ibuprofen should not be taken by people who have had a stomach ulcer. It can be taken with or "
    "without food, but taking it with food reduces stomach upset."
)

POSITIVE += [
    # "stomach upset" asserts nothing of "stomach ulcers": two compounds of one word
    (
        NegationDetector(),
        "People with a history of stomach ulcers can safely take ibuprofen.",
        IBUPROFEN,
        FlagType.CONTRADICTION,
        "take",
        "not be taken",
    ),
]

NEGATIVE += [
    (NegationDetector(), "Ibuprofen can be taken with food to reduce stomach upset.", IBUPROFEN),
]


HOTEL = "Pets under 10 kg are welcome for a fee of $40 per night. The spa is open to guests."

POSITIVE += [
    # a thing allowed whatever its measure, where the source bounds it
    (
        ScopeDetector(),
        "Pets of any size are welcome.",
        HOTEL,
        FlagType.SCOPE_EXPANSION,
        "of any size",
        "under 10 kg",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "Pets under 10 kg are welcome.", HOTEL),
    (ScopeDetector(), "Guests of all ages can use the spa.", HOTEL),
]


EVEREST = (
    "It was first climbed in 1953 by Edmund Hillary and Tenzing Norgay. The first woman to reach "
    "the summit was Junko Tabei of Japan, in 1975."
)

POSITIVE += [
    # a rank the source gives another name, after it or before it
    (
        SubstitutionDetector(),
        "Tenzing Norgay was the first woman to reach the summit.",
        EVEREST,
        FlagType.ENTITY_MISMATCH,
        "Tenzing Norgay",
        "Junko Tabei",
    ),
    (
        SubstitutionDetector(),
        "Edmund Hillary was the first woman to reach the summit.",
        "Junko Tabei was the first woman to reach the summit, in 1975. Edmund Hillary was a "
        "beekeeper.",
        FlagType.ENTITY_MISMATCH,
        "Edmund Hillary",
        "Junko Tabei",
    ),
    # the claim's name in another statement of the sentence, given another rank
    (
        SubstitutionDetector(),
        "The Danube is the longest river in Europe.",
        "The Volga is the longest river in Europe; the Danube is second.",
        FlagType.ENTITY_MISMATCH,
        "The Danube",
        "The Volga",
    ),
    (
        SubstitutionDetector(),
        "The Danube is the longest river in Europe.",
        "The Volga is the longest river in Europe, and the Danube is the second longest.",
        FlagType.ENTITY_MISMATCH,
        "The Danube",
        "The Volga",
    ),
]

NEGATIVE += [
    # the pair the claim ends with is the sentence's
    (
        SubstitutionDetector(),
        "The vaccine is 95% effective against symptomatic infection.",
        "The vaccine was 95% effective against symptomatic infection in trials.",
    ),
    (SubstitutionDetector(), "Junko Tabei was the first woman to reach the summit.", EVEREST),
    (
        SubstitutionDetector(),
        "The Volga is the longest river in Europe.",
        "The Volga is the longest river in Europe; the Danube is second.",
    ),
    (
        SubstitutionDetector(),
        "Junko Tabei was the first woman to reach the summit.",
        "Junko Tabei, a teacher, was the first woman to reach the summit of Everest.",
    ),
]


NEGATIVE += [
    # a currency prefix is no name ("US$50 million")
    (
        EntityDetector(),
        "The studio had an extra debt of US$50 million.",
        "The studio had an extra debt of 50 million dollars.",
    ),
]

NEGATIVE += [
    # a claim with a verb is no heading: its names are checked
    (
        EntityDetector(),
        "Edmund Hillary was from New Zealand.",
        "It was first climbed in 1953 by Edmund Hillary of New Zealand.",
    ),
]

POSITIVE += [
    (
        EntityDetector(),
        "Edmund Hillary was from Australia.",
        "It was first climbed in 1953 by Edmund Hillary of New Zealand.",
        FlagType.FABRICATION,
        "Australia",
        "Hillary",
    ),
]


ROEBLING = (
    "It was designed by John A. Roebling, who died before construction began; his son Washington "
    "Roebling took over."
)

POSITIVE += [
    # two people of one family name are two people
    (
        SubstitutionDetector(),
        "Washington Roebling died before construction began.",
        ROEBLING,
        FlagType.ENTITY_MISMATCH,
        "Washington Roebling",
        "John A. Roebling",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "John A. Roebling died before construction began.", ROEBLING),
    (SubstitutionDetector(), "Roebling died before construction began.", ROEBLING),
]


CAPEX = (
    "Chief financial officer Maria Chen said the company expects capital spending of $1.5 "
    "billion next year."
)

POSITIVE += [
    # an office in apposition after the name
    (
        EntityDetector(),
        "Maria Chen, the chief executive, said capital spending would fall.",
        CAPEX,
        FlagType.ENTITY_MISMATCH,
        "chief executive",
        "Chief financial officer",
    ),
]

NEGATIVE += [
    (
        EntityDetector(),
        "Maria Chen, the chief financial officer, said capital spending would fall.",
        CAPEX,
    ),
    (EntityDetector(), "Maria Chen, the company's finance chief, expects lower spending.", CAPEX),
]


EU261 = (
    "Passengers whose flight arrives more than three hours late are entitled to compensation. "
    "Airlines do not have to pay compensation if the delay was caused by extraordinary "
    "circumstances, such as bad weather."
)
SAINTS = (
    "New Orleans Saints cheerleaders are forbidden from eating in the same restaurant as any NFL "
    "player."
)

POSITIVE += [
    # a conditional sentence is compared with a claim that names the same case
    (
        NegationDetector(),
        "Airlines must pay compensation even when the delay was caused by bad weather.",
        EU261,
        FlagType.CONTRADICTION,
        "pay",
        "not",
    ),
    (
        NegationDetector(),
        "Airlines pay compensation if the delay was caused by extraordinary circumstances.",
        EU261,
        FlagType.CONTRADICTION,
        "pay",
        "not",
    ),
    # "forbidden from eating" denies the eating
    (
        NegationDetector(),
        "Saints cheerleaders are allowed to eat in the same restaurant as NFL players.",
        SAINTS,
        FlagType.CONTRADICTION,
        "eat",
        "forbidden from eating",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "Airlines do not have to pay compensation when the delay was caused by bad weather.",
        EU261,
    ),
    # another case than the sentence's
    (NegationDetector(), "Airlines must pay compensation if the flight is cancelled.", EU261),
    (
        NegationDetector(),
        "Saints cheerleaders cannot eat in the same restaurant as an NFL player.",
        SAINTS,
    ),
    # an example the source gives of its cause is that cause
    (
        CausationDetector(),
        "Airlines do not have to pay compensation when the delay was caused by bad weather.",
        EU261,
    ),
]


TITANIC = (
    "The Titanic sank on 15 April 1912 after striking an iceberg during her maiden voyage from "
    "Southampton to New York City. Of the estimated 2,224 passengers and crew aboard, more than "
    "1,500 died."
)
PENICILLIN = (
    "Alexander Fleming discovered penicillin in 1928 at St Mary's Hospital in London. Howard "
    "Florey and Ernst Chain later developed it into a usable drug."
)

POSITIVE += [
    # a way told the other way round
    (
        SubstitutionDetector(),
        "The Titanic was sailing from New York City to Southampton.",
        TITANIC,
        FlagType.CONTRADICTION,
        "from New York City to Southampton",
        "from Southampton to New York City",
    ),
    # survived / died
    (
        NegationDetector(),
        "Of the 2,224 people aboard, more than 1,500 survived.",
        TITANIC,
        FlagType.CONTRADICTION,
        "survived",
        "died",
    ),
    # a surname the sources give in full, doing what others did to "it"
    (
        SubstitutionDetector(),
        "Fleming developed penicillin into a usable drug.",
        PENICILLIN,
        FlagType.ENTITY_MISMATCH,
        "Fleming",
        "Ernst Chain",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The Titanic was sailing from Southampton to New York City.", TITANIC),
    (NegationDetector(), "More than 1,500 people died when the Titanic sank.", TITANIC),
    (SubstitutionDetector(), "Florey developed penicillin into a usable drug.", PENICILLIN),
    (SubstitutionDetector(), "Fleming discovered penicillin in 1928.", PENICILLIN),
    # a name runs across no comma: "On Monday, Glanz" is Glanz, who is the claim's sheriff
    (
        SubstitutionDetector(),
        "Sheriff Stanley Glanz has apologized to the family.",
        "Stanley Glanz is the county sheriff. On Monday, Glanz also apologized to the family.",
    ),
]


BERLIN = (
    "The Berlin Wall was built in August 1961 to stop East Germans from fleeing to the West. It "
    "fell after the East German government opened the border."
)

POSITIVE += [
    # two words in each other's places
    (
        SubstitutionDetector(),
        "The wall was built to stop West Germans from fleeing to the East.",
        BERLIN,
        FlagType.CONTRADICTION,
        "West Germans from fleeing to the East",
        "East Germans from fleeing to the West",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The wall was built to stop East Germans from fleeing to the West.",
        BERLIN,
    ),
    # a list's items come in any order
    (
        SubstitutionDetector(),
        "Visitors come from Paris, London and Rome.",
        "Visitors come from Rome, London and Paris.",
    ),
]


MESSI = (
    "Lionel Messi joined Inter Miami in July 2023. Messi had spent 17 seasons at Barcelona before "
    "moving to PSG in 2021."
)

POSITIVE += [
    # an acronym the sources write, in another name's place; "before moving to PSG" is another
    # statement of the sentence
    (
        SubstitutionDetector(),
        "Messi spent 17 seasons at PSG.",
        MESSI,
        FlagType.ENTITY_MISMATCH,
        "PSG",
        "Barcelona",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Messi spent 17 seasons at Barcelona.", MESSI),
    (SubstitutionDetector(), "Messi moved to PSG in 2021.", MESSI),
    # an acronym is never compared with a name of its first letter
    (
        SubstitutionDetector(),
        "Messi spent two seasons at PSG.",
        "Messi spent two seasons at Paris Saint-Germain (PSG).",
    ),
]


SEMAGLUTIDE = (
    "In the trial, 1,200 adults received semaglutide or placebo for 68 weeks. The most common side "
    "effects were nausea and diarrhea, which were mostly mild to moderate."
)
SYMPTOMS = "Common symptoms include fever, cough and fatigue. Most people recover within two weeks."

POSITIVE += [
    # a list whose every item is another
    (
        SubstitutionDetector(),
        "The most common side effects were headache and dizziness.",
        SEMAGLUTIDE,
        FlagType.ENTITY_MISMATCH,
        "headache and dizziness",
        "nausea and diarrhea",
    ),
    (
        SubstitutionDetector(),
        "Common symptoms include rash, headache and nausea.",
        SYMPTOMS,
        FlagType.ENTITY_MISMATCH,
        "rash, headache and nausea",
        "fever, cough and fatigue",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The most common side effects were nausea and diarrhea.", SEMAGLUTIDE),
    (SubstitutionDetector(), "Common symptoms include fever, cough and fatigue.", SYMPTOMS),
]


EVEREST = (
    "Mount Everest, at 8,849 metres, is the highest mountain above sea level. K2, the "
    "second-highest mountain, is located on the China-Pakistan border and is considered more "
    "difficult to climb."
)
APPLE = (
    "Apple reported quarterly revenue of $94.9 billion. iPhone revenue was $46.2 billion, while "
    "Services revenue reached an all-time high of $24.2 billion."
)

POSITIVE += [
    # "more difficult ... than" the other way round; a name with a digit
    (
        SubstitutionDetector(),
        "Everest is considered more difficult to climb than K2.",
        EVEREST,
        FlagType.CONTRADICTION,
        "Everest is considered more difficult to climb than K2",
        "K2, the second-highest mountain",
    ),
    # a superlative the source gives another name, past an apposition with a figure
    (
        SubstitutionDetector(),
        "K2 is the highest mountain above sea level.",
        EVEREST,
        FlagType.ENTITY_MISMATCH,
        "K2",
        "Mount Everest",
    ),
    # a name written in lower case first, where a clause of the sentence gives another
    (
        SubstitutionDetector(),
        "iPhone revenue reached an all-time high.",
        APPLE,
        FlagType.ENTITY_MISMATCH,
        "iPhone",
        "Services",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "K2 is considered more difficult to climb than Everest.", EVEREST),
    (SubstitutionDetector(), "Everest is the highest mountain above sea level.", EVEREST),
    (SubstitutionDetector(), "Services revenue reached an all-time high.", APPLE),
    (SubstitutionDetector(), "iPhone revenue was $46.2 billion.", APPLE),
]


PHOTOSYNTHESIS = (
    "In the light-dependent reactions, which take place in the thylakoid membranes, water is split "
    "and oxygen is released. The Calvin cycle, which takes place in the stroma, uses carbon "
    "dioxide to produce glucose."
)

POSITIVE += [
    # a two-word phrase of the sources in the place of the evidence sentence's word
    (
        SubstitutionDetector(),
        "The Calvin cycle takes place in the thylakoid membranes.",
        PHOTOSYNTHESIS,
        FlagType.ENTITY_MISMATCH,
        "thylakoid membranes",
        "stroma",
    ),
    (
        SubstitutionDetector(),
        "In the light-dependent reactions, carbon dioxide is split.",
        PHOTOSYNTHESIS,
        FlagType.ENTITY_MISMATCH,
        "carbon dioxide",
        "water",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The Calvin cycle takes place in the stroma.", PHOTOSYNTHESIS),
    (
        SubstitutionDetector(),
        "The Calvin cycle uses carbon dioxide to produce glucose.",
        PHOTOSYNTHESIS,
    ),
    # a list's item after "and" may stand anywhere in it
    (
        SubstitutionDetector(),
        "The scans guide more effective and personalized treatments.",
        "The scans guide more effective and personalized drug dosing. Doctors want "
        "personalized treatments.",
    ),
]


PLAN_FEATURES = (
    "The Pro plan includes 5 team members and 100 GB of storage. The Enterprise plan adds single "
    "sign-on. Phone support is available on the Enterprise plan only."
)

POSITIVE += [
    # every one of a kind, where the source gives it to one only
    (
        SubstitutionDetector(),
        "Phone support is available on both plans.",
        PLAN_FEATURES,
        FlagType.SCOPE_EXPANSION,
        "both plans",
        "Enterprise plan only",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Phone support is available on the Enterprise plan.", PLAN_FEATURES),
    (
        SubstitutionDetector(),
        "Returns are free for all customers.",
        "Free shipping is available only for Prime members. Returns are free for all customers.",
    ),
]


POSITIVE += [
    # one way of having for another: "includes" / "adds"
    (
        SubstitutionDetector(),
        "The Pro plan includes single sign-on.",
        PLAN_FEATURES,
        FlagType.ENTITY_MISMATCH,
        "Pro",
        "Enterprise",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The Enterprise plan includes single sign-on.", PLAN_FEATURES),
    (SubstitutionDetector(), "The Pro plan has 100 GB of storage.", PLAN_FEATURES),
]


AIRBNB = (
    "The company was founded in 2008 by Brian Chesky, Joe Gebbia and Nathan Blecharczyk. It went "
    "public in December 2020. Chesky has served as CEO since the company's founding."
)

POSITIVE += [
    # a person the sources name among others, given the deed of a surname that opens a sentence
    (
        SubstitutionDetector(),
        "Joe Gebbia has served as CEO since the founding.",
        AIRBNB,
        FlagType.ENTITY_MISMATCH,
        "Joe Gebbia",
        "Chesky",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Brian Chesky has served as CEO since the founding.", AIRBNB),
    # a day of the week opens no name
    (
        SubstitutionDetector(),
        "The Red Cross has called for a ceasefire.",
        "Aid groups in Yemen, including Doctors Without Borders, warned of shortages. The Red "
        "Cross on Saturday called for a ceasefire.",
    ),
]


CURIE = (
    "Marie Curie was born in Warsaw in 1867 and moved to Paris in 1891 to study at the Sorbonne. "
    "She married Pierre Curie in 1895. After Pierre died in 1906, she took over his "
    "professorship."
)

POSITIVE += [
    # two events the sources date, joined the other way round
    (
        EventOrderDetector(),
        "Marie Curie moved to Paris after marrying Pierre Curie.",
        CURIE,
        FlagType.TEMPORAL_DISTORTION,
        "after marrying Pierre Curie",
        "1895",
    ),
    (
        EventOrderDetector(),
        "Pierre Curie died before they married.",
        CURIE,
        FlagType.TEMPORAL_DISTORTION,
        "before they married",
        "1906",
    ),
]

NEGATIVE += [
    (EventOrderDetector(), "Marie Curie moved to Paris before marrying Pierre Curie.", CURIE),
    (EventOrderDetector(), "After Pierre died, Marie took over his professorship.", CURIE),
    # a date compared is the date detector's
    (EventOrderDetector(), "Marie Curie moved to Paris after 1895.", CURIE),
    # events the sources do not date
    (EventOrderDetector(), "Marie Curie studied physics before she taught.", CURIE),
]


NEGATIVE += [
    # a question of what to do asserts nothing
    (
        NegationDetector(),
        "Individual freedom to test should not be outlawed.",
        "Should we outlaw an individual's freedom to test? Most experts say no.",
    ),
]


NOBEL = (
    "Alexander Fleming discovered penicillin in 1928. Howard Florey and Ernst Chain later "
    "developed it into a usable drug, and the three shared the Nobel Prize in Physiology or "
    "Medicine in 1945."
)

POSITIVE += [
    # a prize the source says was shared, given to one alone
    (
        ScopeDetector(),
        "Fleming alone received the 1945 Nobel Prize.",
        NOBEL,
        FlagType.SCOPE_EXPANSION,
        "alone",
        "shared the Nobel Prize",
    ),
]

NEGATIVE += [
    # a list of names opening a sentence is no word in place of another
    (SubstitutionDetector(), "Fleming, Florey and Chain shared the 1945 Nobel Prize.", NOBEL),
]


PLANETS = (
    "Jupiter is the largest planet and has 95 officially recognised moons. Saturn, the "
    "second-largest planet, has 146 known moons, the most of any planet."
)

POSITIVE += [
    # the most of something, which the source gives the name its sentence opens with
    (
        SubstitutionDetector(),
        "Jupiter has the most moons of any planet.",
        PLANETS,
        FlagType.ENTITY_MISMATCH,
        "Jupiter",
        "Saturn",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Saturn has the most moons of any planet.", PLANETS),
]


PYTHON_312 = (
    "Python 3.12 was released on 2 October 2023. It improved error messages and removed the "
    "distutils package, which had been deprecated in Python 3.10. The release also added a "
    "per-interpreter GIL. The office opens at 9.30 on weekdays."
)
REEF = (
    "Mass coral bleaching events occurred in 1998, 2002, 2016 and 2017, driven mainly by "
    "rising sea temperatures."
)

POSITIVE += [
    # a one-word thing acted on, which a name or a word no dictionary has names alone
    (
        OppositeActionDetector(),
        "Python 3.12 added distutils.",
        PYTHON_312,
        FlagType.CONTRADICTION,
        "added",
        "removed the distutils package",
    ),
    (
        OppositeActionDetector(),
        "Python 3.12 removed the GIL.",
        PYTHON_312,
        FlagType.CONTRADICTION,
        "removed",
        "added a per-interpreter GIL",
    ),
    # two words no dictionary has between the same words; a version number names with its name
    (
        SubstitutionDetector(),
        "Python 3.12 removed the asyncio package.",
        PYTHON_312,
        FlagType.ENTITY_MISMATCH,
        "asyncio",
        "distutils",
    ),
    # a time written with a dot after a word of time is still a time
    (
        ClockTimeDetector(),
        "The office opens at 10.30 on weekdays.",
        PYTHON_312,
        FlagType.TEMPORAL_DISTORTION,
        "10.30",
        "9.30",
    ),
    # a cause with how much of it it is ("driven mainly by"), the source's another
    (
        CausationDetector(),
        "Mass bleaching events were driven mainly by pollution.",
        REEF,
        FlagType.CAUSATION_INVENTION,
        "driven mainly by pollution",
        "rising sea temperatures",
    ),
]

NEGATIVE += [
    # a version number is no time of day
    (ClockTimeDetector(), "Python 3.12 removed distutils, deprecated in 3.10.", PYTHON_312),
    (OppositeActionDetector(), "Python 3.12 removed distutils.", PYTHON_312),
    (SubstitutionDetector(), "Python 3.12 removed the distutils package.", PYTHON_312),
    (CausationDetector(), "Bleaching was driven mainly by rising sea temperatures.", REEF),
]


APOLLO = (
    "Neil Armstrong and Buzz Aldrin landed the lunar module Eagle in the Sea of Tranquility, "
    "while Michael Collins remained in lunar orbit. Tate Adams, who contributed substantially to "
    "Artspace Mackay, has died this week aged 96."
)

POSITIVE += [
    # who did it, whatever words the claim adds ("the Moon"); a verb without an object against
    # the source's with one; every name the sentence has do it
    (
        SubstitutionDetector(),
        "Michael Collins landed on the Moon with Armstrong.",
        APOLLO,
        FlagType.ENTITY_MISMATCH,
        "Michael Collins",
        "Neil Armstrong and Buzz Aldrin landed",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "Buzz Aldrin landed on the Moon.", APOLLO),
    # a comma after a name ends its clause: no deed of the name's
    (SubstitutionDetector(), "Tate Adams died on 8 April 2018.", APOLLO),
]


OUTAGE = (
    "On 14 March, a configuration change to the load balancer caused a 47-minute outage "
    "affecting users in Europe and Asia. Engineers rolled back the change at 10:42 UTC, and "
    "service was fully restored by 11:05 UTC."
)
TSUNAMI = (
    "The earthquake triggered a tsunami with waves up to 40.5 metres high, which caused the "
    "Fukushima Daiichi nuclear disaster. Panels examined how police actions could potentially "
    "lead to rioting."
)

POSITIVE += [
    # a source cause before its effect ("X caused Y"), not the claim's
    (
        CausationDetector(),
        "The outage was caused by a database failure.",
        OUTAGE,
        FlagType.CAUSATION_INVENTION,
        "caused by a database failure",
        "a configuration change to the load balancer",
    ),
    # a link the source has the other way round
    (
        CausationDetector(),
        "The Fukushima disaster caused the tsunami.",
        TSUNAMI,
        FlagType.CAUSATION_INVENTION,
        "The Fukushima disaster caused",
        "which caused the Fukushima Daiichi nuclear disaster",
    ),
    # the clause that says most of it in its own words gives the time
    (
        ClockTimeDetector(),
        "Engineers rolled back the change at 11:05 UTC.",
        OUTAGE,
        FlagType.TEMPORAL_DISTORTION,
        "11:05",
        "rolled back the change at 10:42 UTC",
    ),
]

NEGATIVE += [
    (CausationDetector(), "The tsunami caused the Fukushima disaster.", TSUNAMI),
    (CausationDetector(), "The outage was caused by a configuration change.", OUTAGE),
    # a guessed link ("could potentially lead to") gives no cause to set against the claim's
    (CausationDetector(), "Rioting was caused by unemployment among young men.", TSUNAMI),
    # a kind of thing that leads to something names no cause of an event
    (
        CausationDetector(),
        "The author urges action on the underlying issues that lead to outages.",
        OUTAGE,
    ),
    (ClockTimeDetector(), "Service was fully restored by 11:05 UTC.", OUTAGE),
    (ClockTimeDetector(), "Engineers rolled back the change at 10:42 UTC.", OUTAGE),
]


CHEETAH = "The cheetah is the fastest land animal, capable of running at 80 to 98 km/h."
GDPR = (
    "The regulation applies to organisations outside the EU if they offer goods or services to "
    "people in the EU."
)

POSITIVE += [
    # a rank said "in the world" where the source narrows its class
    (
        ScopeDetector(),
        "The cheetah is the fastest animal in the world.",
        CHEETAH,
        FlagType.SCOPE_EXPANSION,
        "the fastest animal",
        "the fastest land animal",
    ),
    # a flat denial against a case the source says it holds in
    (
        NegationDetector(),
        "The regulation does not apply to organisations outside the EU.",
        GDPR,
        FlagType.CONTRADICTION,
        "not apply",
        "applies to organisations outside the EU if",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "The cheetah is the fastest land animal in the world.", CHEETAH),
    # the case a conditional sentence speaks of, affirmed
    (
        NegationDetector(),
        "The regulation applies to organisations outside the EU that offer goods to people in "
        "the EU.",
        GDPR,
    ),
]


RIVERS = (
    "The Amazon River is about 6,400 km long and flows into the Atlantic Ocean. The Nile is "
    "generally considered the longest river, at about 6,650 km."
)
INSULIN = (
    "Insulin is a hormone produced by the beta cells of the pancreas. It lowers blood glucose "
    "by helping cells absorb glucose. Glucagon, produced by the alpha cells, has the opposite "
    "effect and raises blood glucose."
)
DEAL = (
    "Microsoft agreed to acquire Activision Blizzard for $68.7 billion. The deal was approved "
    "after Microsoft agreed to sell cloud streaming rights to Ubisoft. Microsoft is now the "
    "third-largest gaming company, behind Tencent and Sony."
)

POSITIVE += [
    # a rank the source gives another ("is generally considered the"), past an article and a
    # word no source has
    (
        SubstitutionDetector(),
        "The Amazon is the longest river in the world.",
        RIVERS,
        FlagType.ENTITY_MISMATCH,
        "The Amazon",
        "The Nile is generally considered the longest river",
    ),
    # labels of kinds
    (
        SubstitutionDetector(),
        "Insulin is produced by the alpha cells of the pancreas.",
        INSULIN,
        FlagType.CONTRADICTION,
        "alpha",
        "beta cells",
    ),
    # the same deed by another ("Glucagon ... raises") does not say it of the claim's doer
    (
        OppositeActionDetector(),
        "Insulin raises blood glucose.",
        INSULIN,
        FlagType.CONTRADICTION,
        "raises",
        "It lowers blood glucose",
    ),
    # an irregular past known by its base ("sold" / "agreed to sell")
    (
        SubstitutionDetector(),
        "Microsoft sold cloud streaming rights to Sony.",
        DEAL,
        FlagType.ENTITY_MISMATCH,
        "Sony",
        "Ubisoft",
    ),
    # names on the sides of a deed set out to do ("agreed to acquire")
    (
        SubstitutionDetector(),
        "Activision Blizzard acquired Microsoft.",
        DEAL,
        FlagType.CONTRADICTION,
        "Activision Blizzard acquired Microsoft",
        "Microsoft agreed to acquire Activision Blizzard",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The Nile is the longest river in the world.", RIVERS),
    (SubstitutionDetector(), "Insulin is produced by the beta cells of the pancreas.", INSULIN),
    (OppositeActionDetector(), "Glucagon raises blood glucose.", INSULIN),
    (SubstitutionDetector(), "Microsoft sold cloud streaming rights to Ubisoft.", DEAL),
    (SubstitutionDetector(), "Microsoft acquired Activision Blizzard.", DEAL),
]


TESLA = (
    "Tesla delivered 1.81 million vehicles in 2023. The Model Y was the best-selling car in the "
    "world in 2023. Jane Smith was the first engineer to join."
)

POSITIVE += [
    # a name that ends in a number or a letter, a rank of selling; a word of the claim's name
    # in the sentence ("Model") does not make it the claim's
    (
        SubstitutionDetector(),
        "The Model 3 was the best-selling car in the world in 2023.",
        TESLA,
        FlagType.ENTITY_MISMATCH,
        "The Model 3",
        "The Model Y was the best-selling car",
    ),
]

NEGATIVE += [
    (SubstitutionDetector(), "The Model Y was the best-selling car in the world in 2023.", TESLA),
    (SubstitutionDetector(), "Jane Smith was the first engineer to join.", TESLA),
]


HUBBLE = "Hubble is operated by NASA with the European Space Agency."

POSITIVE += [
    # a deed shared "with the" named partner, given to one alone; the flag quotes no full stop
    (
        ScopeDetector(),
        "Hubble is operated by the European Space Agency alone.",
        HUBBLE,
        FlagType.SCOPE_EXPANSION,
        "alone",
        "with the European Space Agency",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "Hubble is operated by NASA with the European Space Agency.", HUBBLE),
]


WORLD_CUP = (
    "Argentina won the tournament, beating France on penalties. Morocco became the first "
    "African team to reach the semi-finals. It became the first tournament held in November."
)

POSITIVE += [
    # a rank of a named kind ("African team") a one-word name holds in the source
    (
        SubstitutionDetector(),
        "France became the first African team to reach the semi-finals.",
        WORLD_CUP,
        FlagType.ENTITY_MISMATCH,
        "France",
        "Morocco became the first African team",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "Morocco became the first African team to reach the semi-finals.",
        WORLD_CUP,
    ),
    # "It became the first": a pronoun holds it, no name
    (SubstitutionDetector(), "Argentina became the first tournament held in November.", WORLD_CUP),
]


NETFLIX = "Netflix was founded in 1997 by Reed Hastings and Marc Randolph in Scotts Valley."
AMAZON = (
    "The Amazon River is about 6,400 km long and flows into the Atlantic Ocean. It has the "
    "largest discharge of any river in the world. The Nile is considered the longest river."
)

POSITIVE += [
    # a deed done "by" two named together, given to one alone
    (
        ScopeDetector(),
        "Netflix was founded by Reed Hastings alone.",
        NETFLIX,
        FlagType.SCOPE_EXPANSION,
        "alone",
        "by Reed Hastings and Marc Randolph",
    ),
    # the largest of something, held by the name the sentence before opens with ("It has")
    (
        SubstitutionDetector(),
        "The Nile has the largest discharge of any river.",
        AMAZON,
        FlagType.ENTITY_MISMATCH,
        "The Nile",
        "It has the largest discharge",
    ),
]

NEGATIVE += [
    (ScopeDetector(), "Netflix was founded by Reed Hastings and Marc Randolph.", NETFLIX),
    (SubstitutionDetector(), "The Amazon has the largest discharge of any river.", AMAZON),
]


FED = (
    "The Federal Reserve raised its benchmark interest rate by a quarter of a percentage point on "
    "Wednesday. Two regional bank presidents had argued for a pause."
)
FINAL = (
    "Manchester City beat Inter Milan 1-0 in the Champions League final in Istanbul. Rodri "
    "scored the only goal in the 68th minute. It was City's first Champions League title and "
    "completed a treble, after they had already won the Premier League and the FA Cup. Inter's "
    "Romelu Lukaku missed a header from close range late in the game."
)
POSITIVE += [
    # a clipped name ("Fed") is the source's whole one: the deed is compared, not the name
    (
        NegationDetector(),
        "The Fed cut its benchmark rate on Wednesday.",
        FED,
        FlagType.CONTRADICTION,
        "cut",
        "raised",
    ),
    # "all" of a group where the source counts some of it
    (
        ScopeDetector(),
        "All regional bank presidents argued for a pause.",
        FED,
        FlagType.SCOPE_EXPANSION,
        "All regional",
        "Two regional bank",
    ),
    # a deed of a one-word name that opens its sentence ("Rodri scored"), given to another
    (
        SubstitutionDetector(),
        "Lukaku scored the only goal of the final.",
        FINAL,
        FlagType.ENTITY_MISMATCH,
        "Lukaku",
        "Rodri",
    ),
    # a name no source writes, with the last word of the source's name in its place
    (
        SubstitutionDetector(),
        "City won the treble after winning the Premier League and the League Cup.",
        FINAL,
        FlagType.ENTITY_MISMATCH,
        "League",
        "FA Cup",
    ),
]
ASPIRIN = (
    "Aspirin should not be given to children under 16 because of the risk of Reye's syndrome, a "
    "rare but serious condition."
)
WEBB = (
    "The James Webb Space Telescope launched on 25 December 2021. The telescope is a joint "
    "project of NASA, the European Space Agency and the Canadian Space Agency."
)
POSITIVE += [
    # an opposite in a clause of its own, beside a denial of something else
    (
        NegationDetector(),
        "Reye's syndrome is a common condition.",
        ASPIRIN,
        FlagType.CONTRADICTION,
        "common",
        "rare",
    ),
    # a name of three words, one of them another's
    (
        SubstitutionDetector(),
        "The telescope is a joint project of NASA and the Japanese Space Agency.",
        WEBB,
        FlagType.ENTITY_MISMATCH,
        "Japanese",
        "European Space Agency",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Reye's syndrome is a rare but serious condition.", ASPIRIN),
    (NegationDetector(), "Aspirin should not be given to children under 16.", ASPIRIN),
    (SubstitutionDetector(), "The telescope is a joint project of NASA and the ESA.", WEBB),
    # a day a name gives is a date, no made-up name
    (EntityDetector(), "The telescope launched on Christmas Day 2021.", WEBB),
]
LEAVE = (
    "Up to five unused days may be carried over into the next calendar year. Requests for leave "
    "of more than ten consecutive working days must be approved by a department head."
)
POSITIVE += [
    # "all" where the source allows at most some
    (
        ScopeDetector(),
        "All unused days may be carried over into the next year.",
        LEAVE,
        FlagType.SCOPE_EXPANSION,
        "All unused",
        "five unused",
    ),
    # the deed done by another, in words the sources never use
    (
        SubstitutionDetector(),
        "Requests for more than ten working days must be approved by the CEO.",
        LEAVE,
        FlagType.ENTITY_MISMATCH,
        "CEO",
        "approved by a department head",
    ),
]
EVEREST = (
    "It was first climbed in 1953 by Edmund Hillary of New Zealand and Tenzing Norgay, a Sherpa "
    "from Nepal. The most common route to the summit, the South Col route, starts in Nepal. At "
    "least 300 people have died attempting the climb."
)
POSITIVE += [
    # a name of a place after "of", another place in its stead
    (
        EntityDetector(),
        "Everest was first climbed in 1953 by Edmund Hillary of Australia.",
        EVEREST,
        FlagType.ENTITY_MISMATCH,
        "Australia",
        "Edmund Hillary of New Zealand",
    ),
    # the least of something the source gives as the most
    (
        NegationDetector(),
        "The South Col route is the least common route to the summit.",
        EVEREST,
        FlagType.CONTRADICTION,
        "least",
        "most",
    ),
]
ROE = (
    "In a 6-3 decision on 24 June 2022, the Supreme Court overturned Roe v. Wade. Justice Samuel "
    "Alito wrote the majority opinion."
)
POSITIVE += [
    # a short claim of a unanimous decision, against the tally the sentence gives
    (
        ScopeDetector(),
        "The decision was unanimous.",
        ROE,
        FlagType.SCOPE_EXPANSION,
        "unanimous",
        "6-3",
    ),
]
MEETING = (
    "Project Manager: Let's start. The main item today is the budget.\n"
    "Industrial Designer: Thanks. I suggest a magnesium case. It's cheaper than titanium and it "
    "feels better in the hand.\n"
    "Project Manager: Fine. We'll go with the magnesium case.\n"
    "Industrial Designer: Good. I will draw it up by Friday."
)
POSITIVE += [
    # a speaker's "I" is the speaker the claim names
    (
        SubstitutionDetector(),
        "The Industrial Designer suggested a titanium case.",
        MEETING,
        FlagType.ENTITY_MISMATCH,
        "titanium",
        "magnesium",
    ),
    # a comparison the other way round
    (
        NegationDetector(),
        "The Industrial Designer said magnesium is more expensive than titanium.",
        MEETING,
        FlagType.CONTRADICTION,
        "expensive",
        "cheaper",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "The Industrial Designer suggested a magnesium case.", MEETING),
    # "less expensive" is "cheaper"
    (NegationDetector(), "The designer said magnesium is less expensive than titanium.", MEETING),
    (
        OppositeActionDetector(),
        "The designer said magnesium is less expensive than titanium.",
        MEETING,
    ),
]
APPLE = (
    "Apple reported quarterly revenue of $89.5 billion for its fiscal fourth quarter, down 1% "
    "from a year earlier. iPhone revenue rose 3% to $43.8 billion, while Mac revenue fell 34%."
)
POSITIVE += [
    # another sentence's "rose 3%" asserts nothing of the claim's "rose 1%"
    (
        NegationDetector(),
        "Apple's quarterly revenue rose 1% to $89.5 billion.",
        APPLE,
        FlagType.CONTRADICTION,
        "rose",
        "down",
    ),
]
NEGATIVE += [
    (NegationDetector(), "iPhone revenue rose 3% to $43.8 billion.", APPLE),
    (NegationDetector(), "Apple's quarterly revenue fell 1% to $89.5 billion.", APPLE),
]
FIRE = (
    "The recorded death toll was six. King Charles II and his brother James helped direct the "
    "firefighting."
)
POSITIVE += [
    # a king or a war by another numeral
    (
        EntityDetector(),
        "King Charles I helped direct the firefighting.",
        FIRE,
        FlagType.ENTITY_MISMATCH,
        "I",
        "Charles II",
    ),
    (
        EntityDetector(),
        "World War I ended in 1945.",
        "World War II ended in 1945 with the surrender of Japan.",
        FlagType.ENTITY_MISMATCH,
        "I",
        "War II",
    ),
]
NEGATIVE += [
    (EntityDetector(), "King Charles II helped direct the firefighting.", FIRE),
    (EntityDetector(), "Henry VIII had six wives.", "Henry VIII of England had six wives."),
]
POLICY = (
    "Your home insurance policy covers damage caused by fire, storms and burst pipes. Flood "
    "damage is not covered unless you purchased the optional flood add-on."
)
POSITIVE += [
    # a denial with an exception that repeats the subject's word; another sentence asserting
    # the word of another subject
    (
        NegationDetector(),
        "Flood damage is covered under the standard policy.",
        POLICY,
        FlagType.CONTRADICTION,
        "covered",
        "not covered",
    ),
]
POSITIVE += [
    # a thing allowed whenever one likes, where the source sets a deadline
    (
        ScopeDetector(),
        "Claims can be reported at any time.",
        "Claims must be reported within 30 days of the incident.",
        FlagType.SCOPE_EXPANSION,
        "at any time",
        "within 30 days",
    ),
]
NEGATIVE += [
    (
        ScopeDetector(),
        "Claims must be reported within 30 days.",
        "Claims must be reported within 30 days of the incident.",
    ),
    (ScopeDetector(), "You can cancel at any time.", "You can cancel at any time without a fee."),
]
TICKETS = (
    "Standard tickets are non-refundable but can be exchanged up to 7 days before travel for a "
    "fee. Children under 4 travel free on an adult's lap."
)
POSITIVE += [
    # given for nothing what the source gives for a fee
    (
        NegationDetector(),
        "Tickets can be exchanged free of charge.",
        TICKETS,
        FlagType.CONTRADICTION,
        "free of charge",
        "for a fee",
    ),
]
POSITIVE += [
    # one period in another's place
    (
        SubstitutionDetector(),
        "They offer a 10% discount on the first month of subscription.",
        "We're offering a 10% discount on your first year of subscription when you sign up.",
        FlagType.CONTRADICTION,
        "month",
        "year",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "They offer a 10% discount on the first year of subscription.",
        "We're offering a 10% discount on your first year of subscription when you sign up.",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Children under 4 travel free.", TICKETS),
    (NegationDetector(), "Tickets can be exchanged for a fee.", TICKETS),
]
NEGATIVE += [
    (NegationDetector(), "Flood damage is covered if you bought the flood add-on.", POLICY),
    (NegationDetector(), "The policy covers damage caused by storms.", POLICY),
]
NEGATIVE += [
    (ScopeDetector(), "The decision was 6-3.", ROE),
    (ScopeDetector(), "The decision was unanimous.", "The court's decision was unanimous."),
]
NEGATIVE += [
    (EntityDetector(), "Everest was first climbed by Edmund Hillary of New Zealand.", EVEREST),
    (NegationDetector(), "The South Col route is the most common route.", EVEREST),
    # "at least" is a bound, the numbers detector's, and no degree
    (
        NegationDetector(),
        "Most climbers take the South Col route.",
        "At least 60% of climbers take the South Col route.",
    ),
    (OppositeActionDetector(), "At most 300 people have died attempting the climb.", EVEREST),
]
NEGATIVE += [
    (ScopeDetector(), "Up to five unused days may be carried over.", LEAVE),
    (SubstitutionDetector(), "Such requests must be approved by a department head.", LEAVE),
    # one doer in other words, a title the source gives a name, an acronym of the source's words
    (
        SubstitutionDetector(),
        "The vaccine was developed by researchers at Oxford University.",
        "The vaccine was developed by scientists at Oxford University in 2020.",
    ),
    # the deed of another thing in the sentence ("Craters are caused by impacts")
    (
        SubstitutionDetector(),
        "A caldera is a large depression caused by volcanic activity.",
        "Craters are caused by impacts from meteorites, and can range in size from very small to "
        "several hundred km across. A caldera is a large depression that forms when a magma "
        "chamber collapses.",
    ),
    (
        SubstitutionDetector(),
        "The claim must be approved by a doctor before payment.",
        "The claim must be approved by a physician before payment.",
    ),
    (
        SubstitutionDetector(),
        "The treaty was signed by the president in May.",
        "The treaty was signed by President Biden in May.",
    ),
    (
        SubstitutionDetector(),
        "The study was funded by the NIH and took two years.",
        "The study was funded by the National Institutes of Health and took two years.",
    ),
]
NEGATIVE += [
    (EntityDetector(), "The Fed raised its benchmark rate on Wednesday.", FED),
    (
        ScopeDetector(),
        "All regional bank presidents argued for a pause.",
        FED.replace("Two", "The two"),
    ),
    (SubstitutionDetector(), "Rodri scored the only goal of the final.", FINAL),
    (SubstitutionDetector(), "City had already won the Premier League and the FA Cup.", FINAL),
    # a run of words that spells out the source's acronym, and a title the source adds a name to
    (
        SubstitutionDetector(),
        "The bill passed the United States Senate on Tuesday.",
        "The bill passed the U.S. Senate on Tuesday with 60 votes.",
    ),
    (
        SubstitutionDetector(),
        "Chair Powell said the committee would stay data-dependent.",
        "Chair Jerome Powell said the committee would stay data-dependent.",
    ),
]
POSITIVE += [
    # a year is no count of places: "In 2019, 12 employees" narrows by the count, not the year
    (
        ScopeDetector(),
        "All employees were laid off after the merger.",
        "In 2019, 12 employees were laid off after the merger.",
        FlagType.SCOPE_EXPANSION,
        "All employees",
        "12 employees",
    ),
]

BAGGAGE = (
    "Economy passengers may check one bag weighing up to 23 kg. Infants travelling without a "
    "seat are not entitled to a checked bag, but may bring one folding stroller free of charge."
)
TRIAL = (
    "Breathex reduced the annual rate of severe exacerbations by 48% compared with placebo. The "
    "most common adverse events were headache (12%) and nasopharyngitis (9%)."
)
POSITIVE += [
    # a denial both sides make ("without a seat") leaves the other one to compare
    (
        NegationDetector(),
        "Infants travelling without a seat are entitled to a checked bag.",
        BAGGAGE,
        FlagType.CONTRADICTION,
        "entitled",
        "not entitled",
    ),
    # an item no source uses in a list the source gives after the same words
    (
        SubstitutionDetector(),
        "The most common adverse events were nausea and headache.",
        TRIAL,
        FlagType.ENTITY_MISMATCH,
        "nausea",
        "headache (12%) and nasopharyngitis",
    ),
    # "was" for "were": one frame
    (
        SubstitutionDetector(),
        "The most common adverse event was nausea.",
        TRIAL,
        FlagType.ENTITY_MISMATCH,
        "nausea",
        "headache",
    ),
    # done away with, where the source says lessened
    (
        ExaggerationDetector(),
        "Breathex eliminated severe exacerbations.",
        TRIAL,
        FlagType.EXAGGERATION,
        "eliminated",
        "reduced",
    ),
]
POSITIVE += [
    # charged for what the source gives for nothing
    (
        NegationDetector(),
        "Infants travelling without a seat may bring a folding stroller for a fee.",
        BAGGAGE,
        FlagType.CONTRADICTION,
        "for a fee",
        "free of charge",
    ),
    (
        SubstitutionDetector(),
        "Rent is due on the last day of each month.",
        "Rent is due on the first day of each month and a late fee of £50 applies after the "
        "fifth day.",
        FlagType.CONTRADICTION,
        "last",
        "first",
    ),
]
NEGATIVE += [
    (
        NegationDetector(),
        "Infants travelling without a seat are not entitled to a checked bag.",
        BAGGAGE,
    ),
    (
        NegationDetector(),
        "Infants travelling without a seat may bring a folding stroller.",
        BAGGAGE,
    ),
    # what the shared denial is for ("to avoid pushing") is no claim of its own
    (
        NegationDetector(),
        "Take care not to use high pressure to avoid pushing the oil deeper into the pavement.",
        "Do not use a high pressure hose to clean off the area, because you could end up "
        "pushing the oil deeper into the pavement.",
    ),
    (
        SubstitutionDetector(),
        "The most common adverse events were headache and nasopharyngitis.",
        TRIAL,
    ),
    # "crispy" is the list's "crisp", otherwise formed
    (
        SubstitutionDetector(),
        "Sear the steak until it is deep brown and crispy on both sides.",
        "Add steaks and sear until deep brown and crisp, about 3 minutes a side.",
    ),
    (ExaggerationDetector(), "Breathex did not eliminate severe exacerbations.", TRIAL),
    (ExaggerationDetector(), "Breathex helps eliminate severe exacerbations.", TRIAL),
    # a source that uses the word in another form says it
    (
        ExaggerationDetector(),
        "Breathex eliminated severe exacerbations.",
        TRIAL + " The elimination of attacks was seen in some patients.",
    ),
    (
        ExaggerationDetector(),
        "The treatment eliminated the infection.",
        "The treatment eliminated the infection in 90% of patients and reduced the infection "
        "rate in the rest.",
    ),
]

DEAL = (
    "Acme Corp announced on Tuesday that it will acquire Globex for $2.3 billion in cash. Globex "
    "shareholders will receive $45 per share, a 30% premium over Monday's closing price. About "
    "400 jobs are expected to be cut as a result of the merger."
)
MUSEUM = (
    "The museum is open from 10 a.m. to 6 p.m., Tuesday to Sunday, and closed on Mondays. "
    "Photography without flash is permitted in all galleries except the special exhibition."
)
POSITIVE += [
    (
        SubstitutionDetector(),
        "Acme will acquire Globex for $2.3 billion in stock.",
        DEAL,
        FlagType.CONTRADICTION,
        "stock",
        "cash",
    ),
    (
        NegationDetector(),
        "Globex shareholders will receive $45 per share, a 30% discount to Monday's closing price.",
        DEAL,
        FlagType.CONTRADICTION,
        "discount",
        "premium",
    ),
    (
        NegationDetector(),
        "About 400 jobs will be created as a result of the merger.",
        DEAL,
        FlagType.CONTRADICTION,
        "created",
        "cut",
    ),
    # the sentence says "open" of the museum, but "on Mondays" of "closed"
    (
        NegationDetector(),
        "The museum is open on Mondays.",
        MUSEUM,
        FlagType.CONTRADICTION,
        "open",
        "closed",
    ),
    (
        SubstitutionDetector(),
        "Photography is permitted in all galleries, including the special exhibition.",
        MUSEUM,
        FlagType.CONTRADICTION,
        "including",
        "except",
    ),
    # no need is denied by "must"
    (
        NegationDetector(),
        "Guided tours do not need to be booked.",
        "Guided tours must be booked in advance. They run every hour.",
        FlagType.CONTRADICTION,
        "not need to be booked",
        "booked",
    ),
]
POSITIVE += [
    # a weekday the sources name of something else
    (
        SubstitutionDetector(),
        "Acme announced the deal on Monday.",
        DEAL,
        FlagType.TEMPORAL_DISTORTION,
        "Monday",
        "Tuesday",
    ),
    # the sentence names the claim's day too, in another place
    (
        SubstitutionDetector(),
        "The meeting was moved to Thursday.",
        "The meeting, originally set for Thursday, was moved to Friday.",
        FlagType.TEMPORAL_DISTORTION,
        "Thursday",
        "Friday",
    ),
]
POSITIVE += [
    (
        SubstitutionDetector(),
        "Per-interpreter GIL support was added as a stable feature.",
        "Python 3.12 removed the distutils package. Per-interpreter GIL support was added as an "
        "experimental feature, available only through the C API.",
        FlagType.CONTRADICTION,
        "stable",
        "experimental",
    ),
    # a possessive ranks as "the" does
    (
        ExaggerationDetector(),
        "The Danube is Europe's longest river.",
        "The Danube is Europe's second-longest river, after the Volga.",
        FlagType.NUMERIC_MISMATCH,
        "Europe's longest",
        "second-longest",
    ),
]
VERDICT = (
    "A jury in Denver found Mark Ellison guilty of second-degree murder on Friday. He was "
    "acquitted of first-degree murder."
)
VITAMIN = (
    "Vitamin D helps the body absorb calcium. The main source is sunlight, since few foods "
    "contain it naturally."
)
POSITIVE += [
    # an ordinal the sources use of something else
    (
        SubstitutionDetector(),
        "Mark Ellison was found guilty of first-degree murder.",
        VERDICT,
        FlagType.NUMERIC_MISMATCH,
        "first",
        "second",
    ),
    (
        SubstitutionDetector(),
        "Ellison was acquitted of second-degree murder.",
        VERDICT,
        FlagType.NUMERIC_MISMATCH,
        "second",
        "first",
    ),
    (
        NegationDetector(),
        "Many foods contain vitamin D naturally.",
        VITAMIN,
        FlagType.CONTRADICTION,
        "Many",
        "few",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Ellison was acquitted of first-degree murder.", VERDICT),
    (NegationDetector(), "Few foods contain vitamin D naturally.", VITAMIN),
    # "a few" is some
    (NegationDetector(), "Many people visit the park.", "A few people visit the park every day."),
    (OppositeActionDetector(), "Many people visit the park.", "Few people visit the park."),
]
NEGATIVE += [
    (
        ExaggerationDetector(),
        "The Volga is Europe's longest river.",
        "The Volga is Europe's longest river; the Danube is Europe's second-longest.",
    ),
    (SubstitutionDetector(), "Acme announced the deal on Tuesday.", DEAL),
    (NegationDetector(), "The museum is open on Tuesdays.", MUSEUM),
    (NegationDetector(), "The museum is closed on Mondays.", MUSEUM),
    (
        NegationDetector(),
        "Prices rose in January.",
        "Prices rose in January, then fell in February.",
    ),
    (NegationDetector(), "About 400 jobs are expected to be cut.", DEAL),
    (
        NegationDetector(),
        "Guided tours need to be booked in advance.",
        "Guided tours must be booked in advance.",
    ),
]

CLIMATE = (
    "Global average surface temperature in 2023 was 1.45°C above the pre-industrial average, "
    "making it the warmest year on record. The previous record, set in 2016, was 1.29°C. "
    "Scientists attributed the jump mainly to human-caused warming, amplified by a developing El "
    "Niño. Sea surface temperatures reached record highs from April onwards."
)
POSITIVE += [
    # a month without a year fits any year but says nothing of which
    (
        TemporalDetector(),
        "The previous record was set in 2020.",
        CLIMATE,
        FlagType.TEMPORAL_DISTORTION,
        "2020",
        "2016",
    ),
    # another main cause, and the main cause made the only one
    (
        CausationDetector(),
        "Scientists attributed the jump mainly to El Niño.",
        CLIMATE,
        FlagType.CAUSATION_INVENTION,
        "mainly to El Niño",
        "mainly to human-caused warming",
    ),
    (
        CausationDetector(),
        "Scientists attributed the jump entirely to human-caused warming.",
        CLIMATE,
        FlagType.SCOPE_EXPANSION,
        "entirely to human-caused warming",
        "mainly to human-caused warming",
    ),
]
NEGATIVE += [
    (TemporalDetector(), "The previous record was set in 2016.", CLIMATE),
    (TemporalDetector(), "Sea surface temperatures reached record highs from April 2023.", CLIMATE),
    (
        CausationDetector(),
        "Scientists attributed the jump largely to human-caused warming.",
        CLIMATE,
    ),
    (CausationDetector(), "Scientists attributed the jump partly to El Niño.", CLIMATE),
]

HOME = (
    "Homeowners insurance typically covers damage from fire, windstorms and hail, but not damage "
    "from floods or earthquakes, which require separate policies."
)
POSITIVE += [
    # a word the sentence says twice, denied of what the claim says it of
    (
        NegationDetector(),
        "Homeowners insurance typically covers flood damage.",
        HOME,
        FlagType.CONTRADICTION,
        "damage",
        "not damage",
    ),
    (
        NegationDetector(),
        "Earthquake damage is covered by a standard policy.",
        HOME,
        FlagType.CONTRADICTION,
        "damage",
        "not damage",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Homeowners insurance typically covers fire damage.", HOME),
    (NegationDetector(), "Homeowners insurance covers damage from hail.", HOME),
    (
        NegationDetector(),
        "Version A can be installed offline.",
        "Version A can be installed offline, while version B cannot be installed offline.",
    ),
]


SALES_CALL = (
    "Sales Agent: Good morning, this is Sarah from BestInsuranceXYZ. Am I speaking with Mr. "
    "Johnson?\nClient: Yes, that's me. How can I help you?\nSales Agent: I'm calling today to "
    "speak with you about our insurance products at BestInsuranceXYZ. We offer a wide range of "
    "insurance plans to fit your specific needs.\nClient: I might be interested."
)
ADMISSIONS = (
    "Applicants to the MSc in Data Science must hold a bachelor's degree in a quantitative "
    "subject. Tuition is 14,500 pounds for home students and 29,000 pounds for international "
    "students. Scholarships are available only to home students."
)
POSITIVE += [
    # a name after a title is a name, not a sentence's first word
    (
        EntityDetector(),
        "The sales agent from BestInsuranceXYZ called Mr. Smith to offer him insurance plans.",
        SALES_CALL,
        FlagType.FABRICATION,
        "Smith",
        "",
    ),
    # the claim's other words around the sentence, in the sources: the word in the sentence's
    # place still stands for the sentence's
    (
        SubstitutionDetector(),
        "The sales agent from BestInsuranceXYZ called Mr. Johnson to offer him a wide range of "
        "investment plans that fit his specific needs.",
        SALES_CALL,
        FlagType.ENTITY_MISMATCH,
        "investment",
        "insurance",
    ),
    # one kind of a thing, in lower case, the only one the source gives it to
    (
        SubstitutionDetector(),
        "Scholarships are available to international students.",
        ADMISSIONS,
        FlagType.ENTITY_MISMATCH,
        "international",
        "home",
    ),
    # degrees of one ladder
    (
        SubstitutionDetector(),
        "Applicants must hold a master's degree in a quantitative subject.",
        ADMISSIONS,
        FlagType.CONTRADICTION,
        "master's",
        "bachelor's",
    ),
]
NEGATIVE += [
    (EntityDetector(), "The agent called Mr. Johnson about insurance plans.", SALES_CALL),
    (
        SubstitutionDetector(),
        "The sales agent called Mr. Johnson to offer him a wide range of insurance plans.",
        SALES_CALL,
    ),
    (SubstitutionDetector(), "Scholarships are available to home students.", ADMISSIONS),
    (SubstitutionDetector(), "Scholarships are available to domestic students.", ADMISSIONS),
    (
        SubstitutionDetector(),
        "Applicants must hold a bachelor's degree in a quantitative subject.",
        ADMISSIONS,
    ),
]


EARNINGS = (
    "CFO: Revenue for the quarter was $412 million, up 8% year over year, driven by strong "
    "demand in our industrial segment. Our consumer segment remained soft, and we expect it to "
    "stay flat in the fourth quarter."
)
HOTEL = (
    "Your booking is confirmed for 3 nights. Breakfast is included in your rate. Parking is "
    "available on site for 15 pounds per night."
)
POSITIVE += [
    # a meal for a meal, the claim's first word
    (
        SubstitutionDetector(),
        "Dinner is included in your rate.",
        HOTEL,
        FlagType.CONTRADICTION,
        "Dinner",
        "Breakfast",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "Revenue was driven by robust demand in the industrial segment.",
        EARNINGS,
    ),
    (SubstitutionDetector(), "The consumer segment remained soft.", EARNINGS),
    (SubstitutionDetector(), "Breakfast is included in the rate.", HOTEL),
]


MEETING = (
    "Project Manager: Okay, so we agreed the remote will have a rubber case and a scroll wheel.\n"
    "Industrial Designer: I think the battery should be a standard AA.\n"
    "Marketing: Our research shows younger users want bright colours, so I'd go with yellow and "
    "blue.\n"
    "Project Manager: Fine. The budget is twelve fifty per unit, so we have to drop the LCD "
    "screen.\n"
    "User Interface: I'll prepare the prototype for the next meeting on Thursday.\n"
    "Marketing: And I'll look into the market research on scroll wheels."
)
POSITIVE += [
    # another speaker's deed, told of the one the claim names
    (
        SubstitutionDetector(),
        "The Project Manager will prepare the prototype.",
        MEETING,
        FlagType.ENTITY_MISMATCH,
        "Project Manager",
        "I'll prepare the prototype",
    ),
    (
        SubstitutionDetector(),
        "The Project Manager suggested yellow and blue.",
        MEETING,
        FlagType.ENTITY_MISMATCH,
        "Project Manager",
        "yellow and blue",
    ),
    # the same slot after two determiners ("the" / "our")
    (
        SubstitutionDetector(),
        "She ordered the shrimp salad for lunch.",
        "She ordered our tuna salad for lunch, and a coffee.",
        FlagType.ENTITY_MISMATCH,
        "shrimp",
        "tuna",
    ),
    # opposites of a meeting's decisions
    (
        NegationDetector(),
        "Marketing suggested dark colours for younger users.",
        MEETING,
        FlagType.CONTRADICTION,
        "dark",
        "bright",
    ),
    (
        OppositeActionDetector(),
        "The team decided to keep the LCD screen.",
        MEETING,
        FlagType.CONTRADICTION,
        "keep",
        "drop",
    ),
]
CASES = (
    "Industrial Designer: I think we should use a rubber case. It's cheaper than titanium.\n"
    "User Interface: I'd prefer a titanium case, it looks more modern.\n"
    "Project Manager: We'll go with the rubber case then.\n"
    "Industrial Designer: Good, I'll order the rubber samples tomorrow.\n"
    "User Interface: Fine, I'll draw the buttons for the next meeting."
)
POSITIVE += [
    # every word in the speaker's turn, but "titanium case" side by side only in another's
    (
        SubstitutionDetector(),
        "The Industrial Designer suggested a titanium case.",
        CASES,
        FlagType.ENTITY_MISMATCH,
        "Industrial Designer",
        "I'd prefer a titanium case",
    ),
]
POSITIVE += [
    # a code hyphened to its letters (the tokenizer splits it): another number of the same letters
    (
        SubstitutionDetector(),
        "The reference number is NW-48231.",
        "Agent: You're welcome. Your reference number is NW-48213.\nCustomer: Great, thanks.",
        FlagType.NUMERIC_MISMATCH,
        "NW-48231",
        "NW-48213",
    ),
    (
        SubstitutionDetector(),
        "The flight BA-117 leaves from Heathrow.",
        "Your flight BA-119 leaves from Heathrow at 9 am.",
        FlagType.NUMERIC_MISMATCH,
        "BA-117",
        "BA-119",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "The reference number is NW-48213.",
        "Agent: You're welcome. Your reference number is NW-48213.\nCustomer: Great, thanks.",
    ),
    # another slot: "is BA-117" is not where "flight BA-119" stands
    (
        SubstitutionDetector(),
        "The flight is BA-117 from Heathrow.",
        "Your flight BA-119 leaves from Heathrow at 9 am.",
    ),
]
POSITIVE += [
    # two kinds of sugar
    (
        SubstitutionDetector(),
        "Beat the butter with brown sugar until pale.",
        "Beat 200g of softened butter with 200g of caster sugar until pale and fluffy.",
        FlagType.CONTRADICTION,
        "brown",
        "caster",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "Beat the butter with caster sugar until pale.",
        "Beat 200g of softened butter with 200g of caster sugar until pale and fluffy.",
    ),
]
POSITIVE += [
    # a thing ending the claim, after the evidence's own two words: two other words are frame
    # enough
    (
        SubstitutionDetector(),
        "Anna visited the museum.",
        "Anna visited the library on Monday.",
        FlagType.ENTITY_MISMATCH,
        "museum",
        "library",
    ),
    (
        SubstitutionDetector(),
        "Mike brought his guitar.",
        "Mike brought his camera to the party.",
        FlagType.ENTITY_MISMATCH,
        "guitar",
        "camera",
    ),
    (
        SubstitutionDetector(),
        "Visitors liked the museum.",
        "Visitors liked the library.",
        FlagType.ENTITY_MISMATCH,
        "museum",
        "library",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Mike brought his camera.", "Mike brought his camera to the party."),
    # a broader word names the same thing
    (SubstitutionDetector(), "Anna bought a car.", "Anna bought a vehicle last week."),
]
NEGATIVE += [
    (SubstitutionDetector(), "The Industrial Designer suggested a rubber case.", CASES),
    (
        SubstitutionDetector(),
        "The Industrial Designer said rubber is cheaper than titanium.",
        CASES,
    ),
    (SubstitutionDetector(), "The User Interface designer preferred a titanium case.", CASES),
]
NEGATIVE += [
    (SubstitutionDetector(), "The User Interface designer will prepare the prototype.", MEETING),
    (SubstitutionDetector(), "Marketing suggested yellow and blue.", MEETING),
    (SubstitutionDetector(), "Marketing will look into the research on scroll wheels.", MEETING),
    # the team's own decision ("we"), no one speaker's
    (SubstitutionDetector(), "The Project Manager said they have to drop the LCD screen.", MEETING),
    (NegationDetector(), "Marketing suggested bright colours for younger users.", MEETING),
    (OppositeActionDetector(), "The team decided to drop the LCD screen.", MEETING),
]


LABEL = (
    "Adults should take one 500 mg tablet every 8 hours with food. Stop taking it and see a "
    "doctor if you develop a rash."
)
POSITIVE += [
    # to keep on doing what the source says to stop, in the same case
    (
        NegationDetector(),
        "If you develop a rash, keep taking it.",
        LABEL,
        FlagType.CONTRADICTION,
        "keep",
        "Stop",
    ),
]
NEGATIVE += [
    (NegationDetector(), "If you develop a rash, stop taking it.", LABEL),
    (NegationDetector(), "Adults should keep taking one tablet every 8 hours with food.", LABEL),
]


PHONE = (
    "The phone has a 6.1-inch OLED display. It is rated IP68 for water resistance. The Pro "
    "model uses the A17 chip."
)
POSITIVE += [
    # a code of the same letters, another number
    (
        SubstitutionDetector(),
        "It is rated IP67 for water resistance.",
        PHONE,
        FlagType.NUMERIC_MISMATCH,
        "IP67",
        "IP68",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "The phone is rated IP68 for water resistance.", PHONE),
    # another code of other letters is no swap of this one
    (SubstitutionDetector(), "It is rated MIL810 for water resistance.", PHONE),
]


BRASA = (
    "Chef Maria Lopez opened Brasa in Austin in 2019. The restaurant seats 60 and is open "
    "Wednesday to Sunday for dinner only. Walk-ins are accepted at the bar."
)
POSITIVE += [
    # one of a kind beside the only one the source allows
    (
        SubstitutionDetector(),
        "The restaurant is open for lunch and dinner.",
        BRASA,
        FlagType.CONTRADICTION,
        "lunch",
        "dinner only",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "The restaurant is open for dinner only.", BRASA),
    (SubstitutionDetector(), "The restaurant is open for dinner.", BRASA),
]


KEPLER = (
    "Kepler observed about 150,000 stars. After two of its four reaction wheels failed, the "
    "mission was repurposed as K2 in 2014."
)
POSITIVE += [
    # a small count in words, in the place of the source's
    (
        SubstitutionDetector(),
        "After three of its four reaction wheels failed, the mission was repurposed as K2.",
        KEPLER,
        FlagType.NUMERIC_MISMATCH,
        "three",
        "two",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "After two of its four reaction wheels failed, the mission was repurposed as K2.",
        KEPLER,
    ),
]


TRAIN_TIMES = (
    "Sally: Ok, so it's settled you're departing from the main station on June 26th at 1:34 PM. "
    "You'll arrive in Bedford at 6:55 PM. Phoebe: Great."
)

POSITIVE += [
    # a claim with several times reads each with its own clause
    (
        ClockTimeDetector(),
        "Sally books a train ticket from the main station departing at 1:34 PM, reaching Bedford "
        "at 5:55 PM.",
        TRAIN_TIMES,
        FlagType.TEMPORAL_DISTORTION,
        "5:55 PM",
        "arrive in Bedford at 6:55 PM",
    ),
]

NEGATIVE += [
    (
        ClockTimeDetector(),
        "Sally books a train ticket from the main station departing at 1:34 PM, reaching Bedford "
        "at 6:55 PM.",
        TRAIN_TIMES,
    ),
]


RETURNS = (
    "Returns are accepted within 30 days of delivery for unused items in their original "
    "packaging. Customers pay return shipping unless the item arrived damaged or defective, in "
    "which case we provide a prepaid label. Sale items marked 'final sale' cannot be returned."
)
POSITIVE += [
    # a word against itself with "un-", which WordNet's stems miss
    (
        NegationDetector(),
        "Returns are accepted for used items.",
        RETURNS,
        FlagType.CONTRADICTION,
        "used",
        "unused",
    ),
    # "return shipping unless the item ..." asserts no return of items: "unless" ends the clause
    (
        NegationDetector(),
        "Final sale items can be returned.",
        RETURNS,
        FlagType.CONTRADICTION,
        "returned",
        "cannot be returned",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Returns are accepted for unused items.", RETURNS),
    (NegationDetector(), "Final sale items cannot be returned.", RETURNS),
    # "un-" before a word of under four letters is no denial: "union" / "ion"
    (NegationDetector(), "The union accepted the offer.", "The union accepted the offer."),
]


DESERVE = (
    "The American people deserve a leader who won't disrespect their intelligence, who won't "
    "pander to them, and who won't work to dismantle the progress we have made. West avoided "
    "criminal charges by reaching a civil settlement with the man."
)
NEGATIVE += [
    # a denial that describes someone wished for says nothing of what anyone did
    (NegationDetector(), "Paul has disrespected the intelligence of the American people.", DESERVE),
    (NegationDetector(), "He works to build upon the progress we have made.", DESERVE),
    # a denial of "criminal charges" is none of "a criminal settlement"
    (NegationDetector(), "West had reached a criminal settlement earlier.", DESERVE),
]
POSITIVE += [
    (
        NegationDetector(),
        "West faced criminal charges.",
        DESERVE,
        FlagType.CONTRADICTION,
        "criminal",
        "avoided criminal",
    ),
]


STATION = (
    "This is the sixth SpaceX mission to the International Space Station. The company was the "
    "first private contractor to dock with the station."
)
NEGATIVE += [
    # a run of capitals ends at a full stop: "International Space Station. The" spells ISS
    (EntityDetector(), "Dragon will fly to the International Space Station (ISS).", STATION),
]
POSITIVE += [
    (
        EntityDetector(),
        "Dragon will fly to the ISST.",
        STATION,
        FlagType.FABRICATION,
        "ISST",
        "",
    ),
]


PETS = (
    "Pets are allowed with a $300 non-refundable pet deposit, limited to one cat or one dog. "
    "I wasn't a huge fan of the Thai peanut wings. Try our 30-Day Risk-Free trial, no "
    "commitment needed."
)
POSITIVE += [
    # both sides deny something, but the source denies only "refundable"
    (
        NegationDetector(),
        "Pets are not allowed.",
        PETS,
        FlagType.CONTRADICTION,
        "not allowed",
        "Pets are allowed",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Pets are allowed.", PETS),
    # a denial reaches past its first word ("wasn't a huge fan"); "Risk-Free" denies the risk
    (NegationDetector(), "The reviewer was not a fan of the Thai peanut wings.", PETS),
    (NegationDetector(), "They offer a 30-day trial with no risk.", PETS),
]


CURIE = (
    "In 1903 she shared the Nobel Prize in Physics with Pierre Curie and Henri Becquerel. In "
    "1911 she won a second Nobel Prize, this time in Chemistry, for discovering radium."
)
POSITIVE += [
    # the sentence of the claim's own year says it with another verb
    (
        SubstitutionDetector(),
        "In 1903 she won the Nobel Prize in Chemistry.",
        CURIE,
        FlagType.ENTITY_MISMATCH,
        "Chemistry",
        "Physics",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "In 1903 she won the Nobel Prize in Physics.", CURIE),
    (SubstitutionDetector(), "In 1911 she won the Nobel Prize in Chemistry.", CURIE),
]


TOUR = (
    "Day 2: Guided walking tour of Alfama, lunch included. Day 3: Day trip to Sintra, including "
    "entry to Pena Palace (dinner not included). The tour costs 1,450 euros. Flights are not "
    "included."
)
POSITIVE += [
    # what the source says is not included
    (
        NegationDetector(),
        "The day trip to Sintra includes dinner.",
        TOUR,
        FlagType.CONTRADICTION,
        "includes dinner",
        "dinner not included",
    ),
    (
        NegationDetector(),
        "The tour price includes flights.",
        TOUR,
        FlagType.CONTRADICTION,
        "includes flights",
        "Flights are not included",
    ),
]
NEGATIVE += [
    (NegationDetector(), "The day trip to Sintra includes entry to Pena Palace.", TOUR),
    # a source says some of it is included: which day's is another question
    (NegationDetector(), "The walking tour of Alfama includes lunch.", TOUR),
]


MODEL_CARD = (
    "The model performs poorly on arithmetic tasks. It handles translation well, and summaries "
    "as well. Kilimanjaro is a dormant volcano."
)
POSITIVE += [
    (
        NegationDetector(),
        "Kilimanjaro is an active volcano.",
        MODEL_CARD,
        FlagType.CONTRADICTION,
        "active",
        "dormant",
    ),
    (
        NegationDetector(),
        "The model performs well on arithmetic tasks.",
        MODEL_CARD,
        FlagType.CONTRADICTION,
        "well",
        "poorly",
    ),
]
NEGATIVE += [
    (NegationDetector(), "The model performs poorly on arithmetic.", MODEL_CARD),
    (NegationDetector(), "It handles summaries as well as translation.", MODEL_CARD),
]


LEAVE = (
    "Unused leave of up to 5 days may be carried over into the next year; any excess is "
    "forfeited. All unused sick days are paid out when employees leave."
)
POSITIVE += [
    # all of a thing the source caps
    (
        ScopeDetector(),
        "Employees can carry over all unused leave into the next year.",
        LEAVE,
        FlagType.SCOPE_EXPANSION,
        "all unused leave",
        "up to 5 days",
    ),
]
NEGATIVE += [
    (ScopeDetector(), "Employees can carry over 5 days of unused leave into the next year.", LEAVE),
    (ScopeDetector(), "All unused sick days are paid out when employees leave.", LEAVE),
]


FEES = (
    "The library abolished late fees in 2022. Renewal fees will be abolished in 2031. Nair "
    "stepped down as CEO in 2021 and was succeeded by Ortega."
)
POSITIVE += [
    # a state the source says was ended by abolishing it
    (
        EndedStateDetector(),
        "The library still charges late fees.",
        FEES,
        FlagType.TEMPORAL_DISTORTION,
        "still",
        "abolished",
    ),
]
NEGATIVE += [
    (EndedStateDetector(), "The library abolished late fees in 2022.", FEES),
    # an end still to come ends nothing yet
    (EndedStateDetector(), "The library still charges renewal fees.", FEES),
    # who stepped down is the one before the verb, not the successor
    (EndedStateDetector(), "Ortega remains CEO.", FEES),
]
POSITIVE += [
    (
        EndedStateDetector(),
        "Nair remains CEO.",
        FEES,
        FlagType.TEMPORAL_DISTORTION,
        "remains",
        "stepped down",
    ),
]


MAYOR = (
    "Lopez, a former city council member, campaigned on expanding public transit. Budget cuts "
    "hit the parks department."
)
POSITIVE += [
    (
        NegationDetector(),
        "Lopez is a current city council member.",
        MAYOR,
        FlagType.CONTRADICTION,
        "current",
        "former",
    ),
    (
        NegationDetector(),
        "Lopez campaigned on cutting public transit.",
        MAYOR,
        FlagType.CONTRADICTION,
        "cutting",
        "expanding",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Lopez was a city council member.", MAYOR),
    (NegationDetector(), "Budget cuts hit the parks department.", MAYOR),
]


ELECTION = (
    "In the 2024 mayoral election, Maria Lopez won with 52.3% of the vote, defeating incumbent "
    "Tom Hale, who received 44.1%. Hale won the primary in March."
)
POSITIVE += [
    # the one the sentence says was beaten said to have won
    (
        SubstitutionDetector(),
        "Tom Hale won the 2024 mayoral election.",
        ELECTION,
        FlagType.ENTITY_MISMATCH,
        "Tom Hale",
        "Maria Lopez won",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Maria Lopez won the 2024 mayoral election.", ELECTION),
    (SubstitutionDetector(), "Hale won the primary.", ELECTION),  # another race
]


MOVE = (
    "The company was founded in Austin, Texas. In 2015 it acquired DataLoom, and in 2019 it "
    "moved its headquarters to Denver."
)
POSITIVE += [
    # the sentence's name ends it; the claim's is followed by words the sentence says before it
    (
        SubstitutionDetector(),
        "It moved its headquarters to Austin in 2019.",
        MOVE,
        FlagType.ENTITY_MISMATCH,
        "Austin",
        "Denver",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "It moved its headquarters to Denver in 2019.", MOVE),
    (SubstitutionDetector(), "It moved its headquarters to Denver in Colorado.", MOVE),
]


WARFARIN = (
    "Warfarin should not be taken with aspirin unless a doctor advises it, because the "
    "combination raises the risk of bleeding."
)
POSITIVE += [
    # a reason after a comma holds whatever the rule's case
    (
        NegationDetector(),
        "Combining warfarin with aspirin lowers the risk of bleeding.",
        WARFARIN,
        FlagType.CONTRADICTION,
        "lowers",
        "raises",
    ),
    (
        NegationDetector(),
        "Warfarin can be taken with aspirin.",
        WARFARIN,
        FlagType.CONTRADICTION,
        "taken",
        "not be taken",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Warfarin should not be taken with aspirin.", WARFARIN),
    (NegationDetector(), "Combining warfarin with aspirin raises the risk of bleeding.", WARFARIN),
]


LISINOPRIL = (
    "Lisinopril is used to treat high blood pressure and heart failure. Common side effects "
    "include dizziness, headache and a dry cough."
)
LIBRARY = (
    "The renovation will add a children's reading room and new study spaces. During the "
    "closure, books can be returned at the Oak Street branch."
)
POSITIVE += [
    # an item the answer adds to a list the source gives with the rest of the claim
    (
        SubstitutionDetector(),
        "Common side effects include dizziness, headache and nausea.",
        LISINOPRIL,
        FlagType.ENTITY_MISMATCH,
        "nausea",
        "dry cough",
    ),
    (
        SubstitutionDetector(),
        "Lisinopril is used to treat high blood pressure, heart failure and diabetes.",
        LISINOPRIL,
        FlagType.ENTITY_MISMATCH,
        "diabetes",
        "heart failure",
    ),
    (
        SubstitutionDetector(),
        "The renovation will add a children's reading room, new study spaces and a café.",
        LIBRARY,
        FlagType.ENTITY_MISMATCH,
        "café",
        "study spaces",
    ),
    # "any" one of a kind where the source names the one
    (
        ScopeDetector(),
        "During the closure, books can be returned at any branch.",
        LIBRARY,
        FlagType.SCOPE_EXPANSION,
        "at any branch",
        "Oak Street branch",
    ),
    # a place a source bounds with "limited to"
    (
        ScopeDetector(),
        "The non-compete clause applies worldwide.",
        "A non-compete clause applies for 6 months after leaving, limited to the United Kingdom.",
        FlagType.SCOPE_EXPANSION,
        "worldwide",
        "limited to the United Kingdom",
    ),
    # opposites by "a-" and "first" / "last"
    (
        NegationDetector(),
        "Client.close() is now synchronous.",
        "Breaking change: `Client.close()` is now asynchronous.",
        FlagType.CONTRADICTION,
        "synchronous",
        "asynchronous",
    ),
    (
        NegationDetector(),
        "The cartridge lasts 6 months or 1,500 litres, whichever comes last.",
        "The cartridge lasts 6 months or 1,500 litres, whichever comes first.",
        FlagType.CONTRADICTION,
        "last",
        "first",
    ),
    # a possessive ranks as "the" does
    (
        ExaggerationDetector(),
        "Revenue of $4.2 billion was the company's highest ever.",
        "Northwind Traders reported third-quarter revenue of $4.2 billion, up 8% from a year "
        "earlier.",
        FlagType.EXAGGERATION,
        "highest",
        "revenue of $4.2 billion",
    ),
    # "hurt by" gives a figure's cause; "fell" is "to fall"
    (
        CausationDetector(),
        "Net income fell because of weak demand in Europe.",
        "Net income fell 3% to $310 million, hurt by higher shipping costs. Chief Executive Dana "
        "Ortiz said demand in Europe remained weak, while sales in Asia grew 15%.",
        FlagType.CAUSATION_INVENTION,
        "because of weak demand in Europe",
        "higher shipping costs",
    ),
    (
        CausationDetector(),
        "Weak demand in Europe caused net income to fall.",
        "Net income fell 3% to $310 million, hurt by higher shipping costs. Chief Executive Dana "
        "Ortiz said demand in Europe remained weak, while sales in Asia grew 15%.",
        FlagType.CAUSATION_INVENTION,
        "Weak demand in Europe caused",
        "higher shipping costs",
    ),
]
FINAL = (
    "Spain beat England 1-0, with Olga Carmona scoring in the 29th minute. England's goalkeeper "
    "Mary Earps saved a penalty from Jennifer Hermoso in the 70th minute."
)
POSITIVE += [
    # a name that ends the claim, after the two words before the sentence's name
    (
        SubstitutionDetector(),
        "Mary Earps saved a penalty from Olga Carmona.",
        FINAL,
        FlagType.ENTITY_MISMATCH,
        "Olga Carmona",
        "Jennifer Hermoso",
    ),
    # "unlikely to" denies what follows as "unable to" does
    (
        NegationDetector(),
        "Mitchell is likely to attend the court hearings.",
        "Mitchell is unlikely to attend the court hearings.",
        FlagType.CONTRADICTION,
        "attend",
        "unlikely to attend",
    ),
]
ETNA = (
    "Mount Etna is an active stratovolcano on the east coast of Sicily. It is the highest "
    "active volcano in Europe outside the Caucasus. It is one of the most active volcanoes in "
    "the world."
)
POSITIVE += [
    # two words the answer adds as a list's item
    (
        SubstitutionDetector(),
        "Common side effects include dizziness, headache and blurred vision.",
        LISINOPRIL,
        FlagType.ENTITY_MISMATCH,
        "blurred vision",
        "dry cough",
    ),
    # a rank whose qualifier the answer drops, said of "It"
    (
        ScopeDetector(),
        "Mount Etna is the highest volcano in Europe.",
        ETNA,
        FlagType.SCOPE_EXPANSION,
        "the highest volcano",
        "the highest active volcano",
    ),
    # "the most active" where the source says "one of the most active"
    (
        ScopeDetector(),
        "Etna is the most active volcano in the world.",
        ETNA,
        FlagType.SCOPE_EXPANSION,
        "the most active volcano",
        "one of the most active volcanoes",
    ),
]
TRIAL = "We ran a trial in 2,400 adults in Finland. The trial was funded by the Academy of Finland."
POSITIVE += [
    # other words after the same verb and preposition at the claim's end
    (
        SubstitutionDetector(),
        "The trial was funded by a pharmaceutical company.",
        TRIAL,
        FlagType.ENTITY_MISMATCH,
        "pharmaceutical company",
        "Academy of Finland",
    ),
]
COUNCIL = (
    "The $6.5 million project will be paid for with a federal grant and $1.2 million from the "
    "city's transportation budget. Councilmember Tom Reyes, who voted against the plan, said it "
    "would hurt local businesses by removing 200 parking spaces."
)
POSITIVE += [
    # one word after the claim's own words at its end
    (
        SubstitutionDetector(),
        "$1.2 million from the state",
        COUNCIL,
        FlagType.ENTITY_MISMATCH,
        "state",
        "city's transportation budget",
    ),
    (
        NegationDetector(),
        "Councilmember Tom Reyes said the plan would help local businesses.",
        COUNCIL,
        FlagType.CONTRADICTION,
        "help",
        "hurt",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Tom Reyes said the plan would hurt local businesses.", COUNCIL),
]
ROUTER = (
    "To reset the router, press and hold the reset button on the back for 10 seconds until the "
    "power light blinks orange."
)
POSITIVE += [
    # colours are of a kind
    (
        SubstitutionDetector(),
        "Hold the reset button for 10 seconds until the power light blinks green.",
        ROUTER,
        FlagType.CONTRADICTION,
        "green",
        "orange",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Hold the reset button until the power light blinks orange.", ROUTER),
]
LOVELACE = (
    "She died of uterine cancer at the age of 36. Her notes include what is often regarded as "
    "the first computer program."
)
POSITIVE += [
    # one word where the sentence has two between the same words
    (
        SubstitutionDetector(),
        "She died of tuberculosis at the age of 36.",
        LOVELACE,
        FlagType.ENTITY_MISMATCH,
        "tuberculosis",
        "uterine cancer",
    ),
    (
        ScopeDetector(),
        "Her notes are universally regarded as the first computer program.",
        LOVELACE,
        FlagType.SCOPE_EXPANSION,
        "universally",
        "often regarded",
    ),
]
BAGS = "Economy passengers may check one bag of up to 23 kg free of charge; a second bag costs €75."
POSITIVE += [
    # "one" counts against the claim's count of the same noun
    (
        SubstitutionDetector(),
        "Economy passengers may check two bags free of charge.",
        BAGS,
        FlagType.NUMERIC_MISMATCH,
        "two",
        "one",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Economy passengers may check one bag free of charge.", BAGS),
    (SubstitutionDetector(), "Economy passengers may check two bags, one free of charge.", BAGS),
]
NEGATIVE += [
    (SubstitutionDetector(), "She died of cancer at the age of 36.", LOVELACE),
    (ScopeDetector(), "Her notes are often regarded as the first computer program.", LOVELACE),
]
FOOD = "Lisinopril lowers blood pressure. It may be taken with or without food."
POSITIVE += [
    # one way required where the source allows either
    (
        ScopeDetector(),
        "Lisinopril must be taken with food.",
        FOOD,
        FlagType.SCOPE_EXPANSION,
        "must be taken with food",
        "with or without food",
    ),
]
NEGATIVE += [
    (ScopeDetector(), "Lisinopril can be taken with food.", FOOD),
    (ScopeDetector(), "Lisinopril may be taken with or without food.", FOOD),
    (ScopeDetector(), "Lisinopril must be stored without light.", FOOD),
]
NEGATIVE += [
    (SubstitutionDetector(), "The trial was funded by the Academy of Finland.", TRIAL),
    (SubstitutionDetector(), "The trial was funded by the Finnish academy.", TRIAL),
]
NEGATIVE += [
    # a rank inside a question the claim reports is asked about, not claimed
    (
        ExaggerationDetector(),
        "The agent discusses term and whole life insurance with the client to determine which "
        "plan would be the best fit.",
        "Agent: Term life insurance provides coverage for a set number of years, while whole "
        "life insurance covers the client for life.",
    ),
    (ScopeDetector(), "Mount Etna is the highest active volcano in Europe.", ETNA),
    (ScopeDetector(), "Etna is one of the most active volcanoes in the world.", ETNA),
    # "It" is another volcano: the rank is not said of Etna
    (
        ScopeDetector(),
        "Mount Etna is the highest volcano in Europe.",
        "Vesuvius is a volcano near Naples. It is the highest active volcano in Europe.",
    ),
    (
        SubstitutionDetector(),
        "Common side effects include dizziness, headache and a dry cough.",
        LISINOPRIL,
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Mary Earps saved a penalty from Jennifer Hermoso.", FINAL),
    (
        NegationDetector(),
        "Mitchell is unlikely to attend the hearings.",
        "Mitchell is unable to attend the hearings.",
    ),
    (SubstitutionDetector(), "Common side effects include dizziness and headache.", LISINOPRIL),
    (
        SubstitutionDetector(),
        "Lisinopril is used to treat heart failure and high blood pressure.",
        LISINOPRIL,
    ),
    # a list left open, a verb after "and", a word the source spells as two
    (
        SubstitutionDetector(),
        "Common side effects include dizziness, headache and others.",
        LISINOPRIL,
    ),
    (
        SubstitutionDetector(),
        "Skim the foam from the top layer and discard it.",
        "Foam will appear on the top layer, and the solids will sink.",
    ),
    (
        SubstitutionDetector(),
        "Flip the lining to the bottom of the gusset and topstitch near the seam line.",
        "Stitch on the seam line. Flip the lining to the bottom of the gusset, top stitch near "
        "the seam line and press.",
    ),
    (
        ScopeDetector(),
        "During the closure, books can be returned at the Oak Street branch.",
        LIBRARY,
    ),
    (
        ScopeDetector(),
        "The clause applies in the United Kingdom.",
        "The clause applies in the United Kingdom.",
    ),
    # a source whose word a denial turns round says what the claim says
    (
        NegationDetector(),
        "Mitchell is unlikely to attend any court hearings.",
        "A declaration stated that Mitchell will likely be unable to attend court hearings.",
    ),
    (
        ScopeDetector(),
        "These steps apply to any browser you want to set as your default.",
        "To set Mozilla Firefox as your default Windows browser, follow these steps.",
    ),
    (
        ScopeDetector(),
        "These steps apply to any browser you want to set as default.",
        "Click on the Edge browser entry (or any browser you want to set as default).",
    ),
    (
        SubstitutionDetector(),
        "The net interest margin was higher than in Q2 and the last year's quarter.",
        "Our net interest margin was higher than in Q2 and the year-ago quarter.",
    ),
    # a sentence that says both: each of "enjoys" and "dislikes" is of its own thing
    (
        NegationDetector(),
        "Sam enjoys hiking.",
        "Sam enjoys hiking but dislikes running in the rain.",
    ),
    (
        NegationDetector(),
        "Anna loved the hotel.",
        "Anna disliked the hotel's breakfast but loved the hotel itself.",
    ),
    # "last quarter" is the quarter before this one
    (
        NegationDetector(),
        "We raised our guidance last quarter.",
        "We raised our guidance in the first quarter.",
    ),
    (
        ExaggerationDetector(),
        "Revenue of $4.2 billion was the company's highest ever.",
        "Revenue of $4.2 billion was the highest in the company's history.",
    ),
    (
        CausationDetector(),
        "Net income fell because of higher shipping costs.",
        "Net income fell 3% to $310 million, hurt by higher shipping costs.",
    ),
]


RENT_DUE = (
    "Rent is $1,850 per month, due on the first day of each month. A late fee of $75 applies "
    "after the fifth day."
)
POSITIVE += [
    # a day of the month said without "day"
    (
        SubstitutionDetector(),
        "Rent is due on the fifth of each month.",
        RENT_DUE,
        FlagType.NUMERIC_MISMATCH,
        "fifth",
        "first",
    ),
    (
        NegationDetector(),
        "Startup is now 30 percent slower.",
        "Version 3.2 drops support for Python 3.7. Startup time improved by 30 percent.",
        FlagType.CONTRADICTION,
        "slower",
        "improved",
    ),
    (
        NegationDetector(),
        "The new engine is slower than the old one.",
        "The new engine is faster than the old one.",
        FlagType.CONTRADICTION,
        "slower",
        "faster",
    ),
]
TRIP = (
    "Day 1: Arrive in Lisbon. Day 2: Guided tour of Belem; lunch is included. Day 4: Douro "
    "Valley wine tasting; dinner not included. Day 5: Fly home from Porto."
)
POSITIVE += [
    # a label opening the sentence speaks over each of its statements
    (
        NegationDetector(),
        "Dinner is included on day 4.",
        TRIP,
        FlagType.CONTRADICTION,
        "included",
        "not included",
    ),
    # a name the sentence ends with, the claim's followed by a preposition and the sentence's
    # own words
    (
        SubstitutionDetector(),
        "You fly home from Lisbon on day 5.",
        TRIP,
        FlagType.ENTITY_MISMATCH,
        "Lisbon",
        "Porto",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Lunch is included on day 2.", TRIP),
    (NegationDetector(), "Dinner is not included on day 4.", TRIP),
    (SubstitutionDetector(), "You fly home from Porto on day 5.", TRIP),
    (SubstitutionDetector(), "You arrive in Lisbon on day 1.", TRIP),
]
DIET = (
    "Participants on the low-carbohydrate diet lost 4.1 kg, compared with 2.3 kg in the low-fat "
    "group. HbA1c fell by 0.5 percentage points in the low-carbohydrate group."
)
FORECAST = (
    "Tomorrow will be mostly sunny with a high of 24 degrees. Temperatures will drop to 12 "
    "degrees by the weekend."
)
POSITIVE += [
    # "both" of a kind where the sentence names one of it by the word before its noun
    (
        SubstitutionDetector(),
        "HbA1c fell by 0.5 percentage points in both groups.",
        DIET,
        FlagType.SCOPE_EXPANSION,
        "both groups",
        "low-carbohydrate group",
    ),
    (
        NegationDetector(),
        "Temperatures will rise to 12 degrees by the weekend.",
        FORECAST,
        FlagType.CONTRADICTION,
        "rise",
        "drop",
    ),
    (
        NegationDetector(),
        "Tomorrow will be rainy with a high of 24 degrees.",
        FORECAST,
        FlagType.CONTRADICTION,
        "rainy",
        "sunny",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "HbA1c fell by 0.5 percentage points in the low-carbohydrate group.",
        DIET,
    ),
    (
        SubstitutionDetector(),
        "Blood pressure fell in both groups.",
        "Blood pressure fell in the treatment group and in the control group.",
    ),
    # the other group's sentence says it by a pronoun
    (
        SubstitutionDetector(),
        "Blood pressure fell in both groups.",
        "Blood pressure fell in the treatment group. It also fell in the control group.",
    ),
    (NegationDetector(), "Temperatures will drop to 12 degrees by the weekend.", FORECAST),
    (NegationDetector(), "Tomorrow will be sunny with a high of 24 degrees.", FORECAST),
]
SUPPORT_CHAT = (
    "Customer: Hi, my order arrived damaged. The screen is cracked.\n"
    "Agent: I'm sorry to hear that. I can offer a replacement or a full refund.\n"
    "Customer: I'd prefer a replacement.\n"
    "Agent: Done. The replacement will ship within 2 business days."
)
POSITIVE += [
    # a turn speaks of its speaker as "I"
    (
        NegationDetector(),
        "The agent refused to offer a refund.",
        SUPPORT_CHAT,
        FlagType.CONTRADICTION,
        "refused to offer",
        "offer",
    ),
    # what a speaker asked for is what the speaker said
    (
        SubstitutionDetector(),
        "The customer asked for a full refund.",
        SUPPORT_CHAT,
        FlagType.ENTITY_MISMATCH,
        "customer",
        "Agent",
    ),
]
NEGATIVE += [
    (NegationDetector(), "The agent offered a full refund.", SUPPORT_CHAT),
    (SubstitutionDetector(), "The agent offered a full refund.", SUPPORT_CHAT),
    (SubstitutionDetector(), "The customer asked for a replacement.", SUPPORT_CHAT),
]
VOTE = (
    "The city council voted 7-2 on Tuesday to approve a $12 million budget for the new library. "
    "Council member James Wu, who voted against the plan, said the city should repair schools."
)
POSITIVE += [
    # every member taking one side is a unanimous vote
    (
        ScopeDetector(),
        "All council members supported the plan.",
        VOTE,
        FlagType.SCOPE_EXPANSION,
        "All",
        "7-2",
    ),
    (
        ScopeDetector(),
        "All council members voted for the budget.",
        VOTE,
        FlagType.SCOPE_EXPANSION,
        "All",
        "7-2",
    ),
]
NEGATIVE += [
    # taking part in a vote is no side of it; a vote without a dissent; another body's vote
    (ScopeDetector(), "All nine council members voted on the budget.", VOTE),
    (
        ScopeDetector(),
        "All council members supported the plan.",
        "The school board voted 5-2 to close the library.",
    ),
    (
        ScopeDetector(),
        "All members of the board supported the merger.",
        "The board voted 5-0 to approve the merger.",
    ),
]
TREATY = (
    "The Treaty of Versailles was signed on 28 June 1919. It required Germany to accept "
    "responsibility for the war and to pay reparations. The United States Senate never ratified "
    "the treaty."
)
POSITIVE += [
    # a name "of" another is in the sentence by the word before its "of"
    (
        NegationDetector(),
        "The United States ratified the Treaty of Versailles.",
        TREATY,
        FlagType.CONTRADICTION,
        "ratified",
        "never ratified",
    ),
    # a deed joined by "and" that no source tells, the rest the sentence's ("It" the treaty)
    (
        SubstitutionDetector(),
        "The treaty required Germany to pay reparations and to give up its navy.",
        TREATY,
        FlagType.FABRICATION,
        "to give up its navy",
        "to pay reparations",
    ),
]
NEGATIVE += [
    (NegationDetector(), "The United States never ratified the Treaty of Versailles.", TREATY),
    (SubstitutionDetector(), "The treaty required Germany to pay reparations.", TREATY),
    (
        SubstitutionDetector(),
        "The treaty required Germany to pay reparations and to accept responsibility for the war.",
        TREATY,
    ),
    # one unknown word may be another word for what the source says
    (
        SubstitutionDetector(),
        "The treaty required Germany to pay reparations and to admit responsibility for the war.",
        TREATY,
    ),
]
POSITIVE += [
    # a word of a kind between the sentence's own neighbours, however short the rest
    (
        SubstitutionDetector(),
        "Sales tripled in 2020.",
        "Sales doubled in 2020.",
        FlagType.CONTRADICTION,
        "tripled",
        "doubled",
    ),
    (
        SubstitutionDetector(),
        "until tripled in size",
        "Leave to rise for 1 hour, until doubled in size.",
        FlagType.CONTRADICTION,
        "tripled",
        "doubled",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Sales doubled in 2020.", "Sales doubled in 2020."),
    (SubstitutionDetector(), "until doubled in size", "Leave to rise until doubled in size."),
    # another neighbour: another thing
    (SubstitutionDetector(), "Profits tripled in 2020.", "Sales doubled in 2020."),
]
IBUPROFEN_LEAFLET = (
    "People with kidney disease or a history of stomach ulcers should avoid ibuprofen. It is not "
    "recommended during the last three months of pregnancy."
)
POSITIVE += [
    # who should avoid it is the whole subject before "avoid"
    (
        NegationDetector(),
        "People with kidney disease can take ibuprofen.",
        IBUPROFEN_LEAFLET,
        FlagType.CONTRADICTION,
        "ibuprofen",
        "avoid ibuprofen",
    ),
    # "first" where the sentence says "last" before the same words
    (
        SubstitutionDetector(),
        "It is not recommended during the first three months of pregnancy.",
        IBUPROFEN_LEAFLET,
        FlagType.NUMERIC_MISMATCH,
        "first",
        "last",
    ),
]
NEGATIVE += [
    (NegationDetector(), "People with kidney disease should avoid ibuprofen.", IBUPROFEN_LEAFLET),
    (NegationDetector(), "People without kidney disease can take ibuprofen.", IBUPROFEN_LEAFLET),
    (
        SubstitutionDetector(),
        "It is not recommended during the last three months of pregnancy.",
        IBUPROFEN_LEAFLET,
    ),
]
NORTHWIND = (
    "Northwind Bank reported third-quarter net income of $412 million, up 9% from a year "
    "earlier. Chief executive Sara Lind said credit quality remained strong."
)
POSITIVE += [
    # "record" before a few words that name what it is a record of
    (
        ExaggerationDetector(),
        "Northwind Bank reported record third-quarter net income.",
        NORTHWIND,
        FlagType.EXAGGERATION,
        "record",
        "third-quarter net income",
    ),
    (
        NegationDetector(),
        "Sara Lind said credit quality had deteriorated.",
        NORTHWIND,
        FlagType.CONTRADICTION,
        "deteriorated",
        "strong",
    ),
]
NEGATIVE += [
    (ExaggerationDetector(), "Northwind Bank reported third-quarter net income.", NORTHWIND),
    (
        ExaggerationDetector(),
        "Northwind Bank reported record third-quarter net income.",
        "Northwind Bank reported record third-quarter net income of $412 million.",
    ),
    # a record that is a document
    (
        ExaggerationDetector(),
        "The bank keeps a record of every loan.",
        "The bank keeps every loan.",
    ),
    (NegationDetector(), "Sara Lind said credit quality remained strong.", NORTHWIND),
]
WEBB_MIRROR = (
    "The James Webb Space Telescope launched on 25 December 2021. Its primary mirror is made of "
    "18 gold-coated beryllium segments. It observes mainly in the infrared and orbits the Sun "
    "near the second Lagrange point."
)
POSITIVE += [
    # a name by its initials, spelt out in the source
    (
        SubstitutionDetector(),
        "JWST orbits near the first Lagrange point.",
        WEBB_MIRROR,
        FlagType.NUMERIC_MISMATCH,
        "first",
        "second",
    ),
    (
        SubstitutionDetector(),
        "Its primary mirror is made of 18 silver-coated segments.",
        WEBB_MIRROR,
        FlagType.CONTRADICTION,
        "silver",
        "gold",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "JWST orbits near the second Lagrange point.", WEBB_MIRROR),
    (SubstitutionDetector(), "Its primary mirror is made of 18 gold-coated segments.", WEBB_MIRROR),
]
OSCARS = (
    "Oppenheimer, directed by Christopher Nolan, won seven Academy Awards in 2024, including Best "
    "Picture and Best Director. Cillian Murphy won Best Actor for playing J. Robert Oppenheimer, "
    "and Robert Downey Jr. won Best Supporting Actor."
)
POSITIVE += [
    # a title after the verb is the deed's whole
    (
        SubstitutionDetector(),
        "Robert Downey Jr. won Best Actor.",
        OSCARS,
        FlagType.ENTITY_MISMATCH,
        "Robert Downey Jr",
        "Cillian Murphy",
    ),
    (
        SubstitutionDetector(),
        "Cillian Murphy won Best Supporting Actor.",
        OSCARS,
        FlagType.ENTITY_MISMATCH,
        "Cillian Murphy",
        "Robert Downey Jr",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Cillian Murphy won Best Actor.", OSCARS),
    (SubstitutionDetector(), "Robert Downey Jr. won Best Supporting Actor.", OSCARS),
    (SubstitutionDetector(), "Christopher Nolan won Best Director for Oppenheimer.", OSCARS),
]


def test_a_comma_before_and_ends_a_name_s_clause() -> None:
    """ "for playing J. Robert Oppenheimer, and Robert Downey Jr. won": the role played did not
    win; only the name after the ", and" did."""
    _, flags = run(SubstitutionDetector(), "Cillian Murphy won Best Supporting Actor.", OSCARS)
    assert "Oppenheimer" not in flags[0].message.split("says that of")[1].split(":")[0]


NEGATIVE += [
    (SubstitutionDetector(), "Rent is due on the first of each month.", RENT_DUE),
    (
        SubstitutionDetector(),
        "A late fee of $75 applies after the fifth day of the month.",
        RENT_DUE,
    ),
    (NegationDetector(), "Startup is 30 percent faster.", "Startup time improved by 30 percent."),
]


WITH_FOOD = (
    "Ibuprofen can be taken every 4 to 6 hours. It should be taken with food to reduce stomach "
    "upset."
)
POSITIVE += [
    # a phrase against the phrase that says the opposite
    (
        SubstitutionDetector(),
        "Ibuprofen should be taken on an empty stomach.",
        WITH_FOOD,
        FlagType.CONTRADICTION,
        "on an empty stomach",
        "with food",
    ),
    (
        SubstitutionDetector(),
        "Take the tablets with food.",
        "Take the tablets on an empty stomach, one hour before breakfast.",
        FlagType.CONTRADICTION,
        "with food",
        "on an empty stomach",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Ibuprofen should be taken with food.", WITH_FOOD),
    (
        SubstitutionDetector(),
        "Ibuprofen can be taken on an empty stomach.",
        "Ibuprofen can be taken with or without food.",
    ),
]


SALSA_RECALL = (
    "Acme Foods is recalling 12,000 jars of its Garden Salsa. The recall covers jars with "
    "best-by dates between March 1 and March 15, 2027, sold in Ohio and Michigan."
)
FEE_WAIVERS = (
    "An application fee of $75 is required; fee waivers are available for applicants with "
    "financial need."
)
V1_RETIRED = "The v1 endpoints were retired on June 30, 2026."
POSITIVE += [
    # a name added to the names the source lists
    (
        SubstitutionDetector(),
        "The recall covers jars sold in Ohio, Michigan and Indiana.",
        SALSA_RECALL,
        FlagType.ENTITY_MISMATCH,
        "Indiana",
        "Ohio and Michigan",
    ),
    # "with" narrows the noun before it as "who" does
    (
        ScopeDetector(),
        "Fee waivers are available to all applicants.",
        FEE_WAIVERS,
        FlagType.SCOPE_EXPANSION,
        "all applicants",
        "applicants with financial need",
    ),
    (
        EndedStateDetector(),
        "The v1 endpoints are still available.",
        V1_RETIRED,
        FlagType.TEMPORAL_DISTORTION,
        "still",
        "retired",
    ),
    (
        EndedStateDetector(),
        "The Concorde is still in service.",
        "The Concorde was retired in 2003 after 27 years of service.",
        FlagType.TEMPORAL_DISTORTION,
        "still",
        "retired",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "The recall covers jars sold in Ohio and Michigan.", SALSA_RECALL),
    (SubstitutionDetector(), "The recall covers jars sold in Michigan.", SALSA_RECALL),
    (
        ScopeDetector(),
        "Fee waivers are available to all applicants with financial need.",
        FEE_WAIVERS,
    ),
    # a retired person is no thing that ended
    (
        EndedStateDetector(),
        "Maria still volunteers at the library.",
        "Maria, a retired teacher, still volunteers at the library every Tuesday.",
    ),
]


MAYORAL_RACE = (
    "In the mayoral election, Maria Lopez won with 52% of the vote, defeating incumbent Tom "
    "Baker, who received 45%."
)
CEREAL_LABEL = (
    "Each 40 g serving contains 150 calories, 3 g of fat, 27 g of carbohydrates, of which 9 g "
    "are sugars, and 5 g of protein."
)
POSITIVE += [
    # winning again is winning the election the sentence names
    (
        SubstitutionDetector(),
        "Tom Baker won re-election with 52% of the vote.",
        MAYORAL_RACE,
        FlagType.ENTITY_MISMATCH,
        "Tom Baker",
        "Maria Lopez",
    ),
    # none of what the same verb holds
    (
        NegationDetector(),
        "Each serving contains 150 calories and no sugar.",
        CEREAL_LABEL,
        FlagType.CONTRADICTION,
        "no sugar",
        "sugars",
    ),
    (
        NegationDetector(),
        "The house has no garage.",
        "The house has three bedrooms and a detached garage.",
        FlagType.CONTRADICTION,
        "no garage",
        "garage",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Maria Lopez won re-election with 52% of the vote.", MAYORAL_RACE),
    (NegationDetector(), "Each serving contains no artificial colors.", CEREAL_LABEL),
    # the sentence's thing is no object of the verb of holding
    (
        NegationDetector(),
        "The salad has no dressing.",
        "The salad has lettuce and tomatoes. The dressing is served on the side.",
    ),
]


SAFETY_SHEET = (
    "Store the product in a cool, well-ventilated area away from heat and open flames. Do not "
    "induce vomiting if swallowed."
)
DELAY_RULES = (
    "Passengers on flights delayed by more than three hours are entitled to compensation. No "
    "compensation is due if the delay was caused by extraordinary circumstances such as severe "
    "weather."
)
SENIOR_DEDUCTION = (
    "Taxpayers aged 65 or older can claim an additional standard deduction of $1,950 if single."
)
POSITIVE += [
    # a condition of one word is a case too
    (
        NegationDetector(),
        "Induce vomiting if swallowed.",
        SAFETY_SHEET,
        FlagType.CONTRADICTION,
        "Induce",
        "not induce",
    ),
    # the case's examples follow without a comma
    (
        NegationDetector(),
        "Compensation is due even if the delay was caused by severe weather.",
        DELAY_RULES,
        FlagType.CONTRADICTION,
        "Compensation",
        "No compensation",
    ),
    (
        NegationDetector(),
        "Store the product near heat sources.",
        SAFETY_SHEET,
        FlagType.CONTRADICTION,
        "near",
        "away",
    ),
    (
        NegationDetector(),
        "Sarah closes the clinic.",
        "Sarah, a young doctor, moves to Montana. She reopens his clinic and falls in love.",
        FlagType.CONTRADICTION,
        "closes",
        "reopens",
    ),
    # a past participle narrows as an "-ing" form does
    (
        ScopeDetector(),
        "All taxpayers can claim an additional standard deduction of $1,950.",
        SENIOR_DEDUCTION,
        FlagType.SCOPE_EXPANSION,
        "All taxpayers",
        "Taxpayers aged 65 or older",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Do not induce vomiting if swallowed.", SAFETY_SHEET),
    (
        NegationDetector(),
        "No compensation is due if the delay was caused by severe weather.",
        DELAY_RULES,
    ),
    # a distance away is near
    (
        NegationDetector(),
        "The shop is near the station.",
        "The shop is a five-minute walk away from the station.",
    ),
    (
        NegationDetector(),
        "The library reopened in March.",
        "The library closed in January for repairs and reopened in March.",
    ),
    (
        ScopeDetector(),
        "All taxpayers aged 65 or older can claim an additional standard deduction.",
        SENIOR_DEDUCTION,
    ),
]


FILM_PLOT = (
    "In the film, Sarah, a young doctor, moves from Chicago to a small town in Montana. She "
    "reopens the clinic and falls in love with Jack, a local rancher."
)
POSITIVE += [
    # what a name is called between commas
    (
        SubstitutionDetector(),
        "Sarah, a young lawyer, moves to a small town in Montana.",
        FILM_PLOT,
        FlagType.ENTITY_MISMATCH,
        "lawyer",
        "young doctor",
    ),
    (
        SubstitutionDetector(),
        "She falls in love with Jack, a local doctor.",
        FILM_PLOT,
        FlagType.ENTITY_MISMATCH,
        "doctor",
        "local rancher",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Sarah, a doctor, moves to a small town in Montana.", FILM_PLOT),
    (SubstitutionDetector(), "She falls in love with Jack, a rancher.", FILM_PLOT),
    # no name before the comma
    (SubstitutionDetector(), "However, the drug is safe.", "However, the treatment is safe."),
    (SubstitutionDetector(), "On Monday, the company expanded.", "On Monday, the firm expanded."),
]


HALFTIME = (
    "LeBron James led the Lakers with 31 points and 12 rebounds. The Warriors trailed by 14 at "
    "halftime."
)
POSITIVE += [
    (
        NegationDetector(),
        "The Warriors led by 14 at halftime.",
        HALFTIME,
        FlagType.CONTRADICTION,
        "led",
        "trailed",
    ),
]
NEGATIVE += [
    (NegationDetector(), "LeBron James led the Lakers with 31 points.", HALFTIME),
    (NegationDetector(), "The Warriors trailed by 14 at halftime.", HALFTIME),
]


PHONE_PLAN = (
    "The Unlimited Plus plan costs $65 per line per month and includes 50 GB of premium data; "
    "after that, speeds may be slowed during congestion. Hotspot use is capped at 15 GB."
)
DATA_ENGINEER = (
    "The role is hybrid, with three days a week in the office. Candidates need at least five "
    "years of experience with Python and SQL; experience with Spark is a plus."
)
POSITIVE += [
    # an amount is no unlimited amount; "Unlimited" of a name says nothing
    (
        ScopeDetector(),
        "The Unlimited Plus plan includes unlimited premium data.",
        PHONE_PLAN,
        FlagType.SCOPE_EXPANSION,
        "unlimited premium data",
        "50 GB",
    ),
    (
        NegationDetector(),
        "Hotspot use is unlimited.",
        PHONE_PLAN,
        FlagType.CONTRADICTION,
        "unlimited",
        "capped",
    ),
    # a plus is not a requirement, in the clause that says it
    (
        SubstitutionDetector(),
        "Experience with Spark is required.",
        DATA_ENGINEER,
        FlagType.CONTRADICTION,
        "is required",
        "is a plus",
    ),
    (
        SubstitutionDetector(),
        "The role is remote.",
        DATA_ENGINEER,
        FlagType.CONTRADICTION,
        "remote",
        "hybrid",
    ),
    # an adverb before the word swapped is read past
    (
        SubstitutionDetector(),
        "The role is fully remote.",
        DATA_ENGINEER,
        FlagType.CONTRADICTION,
        "remote",
        "hybrid",
    ),
]
NEGATIVE += [
    (ScopeDetector(), "The Unlimited Plus plan includes 50 GB of premium data.", PHONE_PLAN),
    (
        ScopeDetector(),
        "The plan includes unlimited talk and text.",
        "The plan includes unlimited talk and text and 5 GB of data.",
    ),
    (SubstitutionDetector(), "Experience with Python is required.", DATA_ENGINEER),
    (SubstitutionDetector(), "Experience with Spark is not required.", DATA_ENGINEER),
    # a phrase is whole words: "This required" holds no "is required"
    (SubstitutionDetector(), "This required experience with Spark.", DATA_ENGINEER),
    (SubstitutionDetector(), "The role is hybrid.", DATA_ENGINEER),
]


STREET_PARKING = (
    "Parking on Main Street is limited to two hours between 8 a.m. and 6 p.m., Monday through "
    "Saturday. Parking is free on Sundays and public holidays."
)
POSITIVE += [
    # days whose names run on past "day" (Saturday, Tuesday, Wednesday, Thursday) end a range
    (
        ScopeDetector(),
        "The two-hour limit applies every day of the week.",
        STREET_PARKING,
        FlagType.SCOPE_EXPANSION,
        "every day",
        "Monday through Saturday",
    ),
    (
        ScopeDetector(),
        "The museum is open every day.",
        "The museum is open from 10 a.m. to 5 p.m. and closed on Wednesdays.",
        FlagType.SCOPE_EXPANSION,
        "every day",
        "closed on Wednesdays",
    ),
]
NEGATIVE += [
    (
        ScopeDetector(),
        "The museum is open every day.",
        "The museum is open Saturday to Friday, from 10 a.m. to 5 p.m.",
    ),
]


MAGNA_CARTA = (
    "The Magna Carta was sealed by King John at Runnymede in June 1215. It was annulled by Pope "
    "Innocent III just ten weeks later, leading to the First Barons' War."
)
OCTOPUS = "Octopuses have three hearts and blue blood. Most species live for one to two years."
POSITIVE += [
    # a regnal number the sources give another ruler tells no name apart
    (
        EntityDetector(),
        "The Magna Carta was sealed by King Henry III at Runnymede.",
        MAGNA_CARTA,
        FlagType.ENTITY_MISMATCH,
        "Henry",
        "King John",
    ),
    (
        NegationDetector(),
        "Pope Innocent III confirmed the Magna Carta.",
        MAGNA_CARTA,
        FlagType.CONTRADICTION,
        "confirmed",
        "annulled",
    ),
    # a kind of the claim's last noun
    (
        SubstitutionDetector(),
        "Octopuses have red blood.",
        OCTOPUS,
        FlagType.CONTRADICTION,
        "red",
        "blue",
    ),
]
NEGATIVE += [
    (EntityDetector(), "The Magna Carta was annulled by Pope Innocent III.", MAGNA_CARTA),
    (SubstitutionDetector(), "Octopuses have blue blood.", OCTOPUS),
    (
        SubstitutionDetector(),
        "The car is available in red and blue.",
        "The car is available in red, blue and white.",
    ),
]


SALTED_WATER = "Salt raises the boiling point slightly."
POSITIVE += [
    # a hedge that ends its clause speaks of the words before it
    (
        ExaggerationDetector(),
        "Salt raises the boiling point significantly.",
        SALTED_WATER,
        FlagType.EXAGGERATION,
        "significantly",
        "slightly",
    ),
    (
        ExaggerationDetector(),
        "Salt significantly raises the boiling point.",
        SALTED_WATER,
        FlagType.EXAGGERATION,
        "significantly",
        "slightly",
    ),
]
NEGATIVE += [
    (ExaggerationDetector(), "Salt raises the boiling point slightly.", SALTED_WATER),
    (
        ExaggerationDetector(),
        "Revenue rose significantly.",
        "Revenue rose 40%, while costs rose slightly.",
    ),
]


SENATE_VOTE = (
    "The Senate passed the infrastructure bill 69-30 on Tuesday, sending it to the House. The "
    "bill includes $110 billion for roads and bridges."
)
PHONE_REVIEW = (
    "Reviewers praised the phone's camera and battery life. The display was described as bright "
    "but prone to glare outdoors."
)
POSITIVE += [
    # a body the sources name, doing what another body did
    (
        SubstitutionDetector(),
        "The House passed the infrastructure bill 69-30.",
        SENATE_VOTE,
        FlagType.ENTITY_MISMATCH,
        "The House",
        "The Senate passed",
    ),
    (
        NegationDetector(),
        "The display was described as dim.",
        PHONE_REVIEW,
        FlagType.CONTRADICTION,
        "dim",
        "bright",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "The Senate passed the infrastructure bill 69-30.", SENATE_VOTE),
    (SubstitutionDetector(), "The Senate sent the bill to the House.", SENATE_VOTE),
    # an article after a label's colon is no name (RAGTruth's "passage 1:An ...")
    (
        SubstitutionDetector(),
        "An adverb clause is a dependent clause that modifies a verb.",
        "passage 1:An adverb clause is a dependent clause that modifies a verb, adjective, or "
        "another adverb.",
    ),
    # a title with its article is no body's name: the sheriff is Glanz
    (
        SubstitutionDetector(),
        "The Sheriff has apologized to Harris' family.",
        "Tulsa County Sheriff Stanley Glanz spoke on Monday. Glanz also apologized to Harris' "
        "family.",
    ),
]


SERIES_B = (
    "Acme Robotics raised $40 million in a Series B round led by Sequoia Capital, with "
    "participation from Accel."
)
POSITIVE += [
    # a letter that labels a kind
    (
        SubstitutionDetector(),
        "Acme Robotics raised $40 million in a Series C round.",
        SERIES_B,
        FlagType.ENTITY_MISMATCH,
        "Series C",
        "Series B",
    ),
    (
        SubstitutionDetector(),
        "Oranges are rich in vitamin D.",
        "Oranges are rich in vitamin C and fibre.",
        FlagType.ENTITY_MISMATCH,
        "vitamin D",
        "vitamin C",
    ),
    # one who took part beside the doer is no doer
    (
        SubstitutionDetector(),
        "Acme Robotics raised $40 million in a round led by Accel.",
        SERIES_B,
        FlagType.ENTITY_MISMATCH,
        "Accel",
        "led by Sequoia Capital",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Acme Robotics raised $40 million in a Series B round.", SERIES_B),
    (
        SubstitutionDetector(),
        "Acme Robotics raised $40 million in a round led by Sequoia Capital.",
        SERIES_B,
    ),
    (
        SubstitutionDetector(),
        "The vaccine protects against hepatitis B.",
        "The vaccines protect against hepatitis A and hepatitis B.",
    ),
]


UPTIME_TERMS = (
    "Credits must be requested within 30 days. Scheduled maintenance is excluded from uptime "
    "calculations."
)
POSITIVE += [
    (
        SubstitutionDetector(),
        "Scheduled maintenance counts toward uptime calculations.",
        UPTIME_TERMS,
        FlagType.CONTRADICTION,
        "counts toward",
        "excluded from",
    ),
]
NEGATIVE += [
    # another thing counts: the sentence says nothing of it
    (
        SubstitutionDetector(),
        "Emergency maintenance counts toward uptime calculations.",
        UPTIME_TERMS,
    ),
]


SIDE_EFFECTS = "Fatigue was the most common side effect. Most side effects were mild."
POSITIVE += [
    # two subjects opening their sentences before the same words; "fatigue" is a verb too
    (
        SubstitutionDetector(),
        "Headache was the most common side effect.",
        SIDE_EFFECTS,
        FlagType.ENTITY_MISMATCH,
        "Headache",
        "Fatigue",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Fatigue was the most common side effect.", SIDE_EFFECTS),
    (SubstitutionDetector(), "Tiredness was the most common side effect.", SIDE_EFFECTS),
]


PHONE_WARRANTY = (
    "The warranty covers manufacturing defects for two years from the date of purchase. It does "
    "not cover damage from drops, water or unauthorized repairs."
)
POSITIVE += [
    # a sentence covering another thing asserts nothing of what the denial names
    (
        NegationDetector(),
        "The warranty covers damage from drops.",
        PHONE_WARRANTY,
        FlagType.CONTRADICTION,
        "covers",
        "not cover",
    ),
]
NEGATIVE += [
    (NegationDetector(), "The warranty covers manufacturing defects.", PHONE_WARRANTY),
]


SHIPPING_RULES = (
    "Express shipping takes 2 business days and costs $15. We do not ship to P.O. boxes or to "
    "Alaska and Hawaii."
)
POSITIVE += [
    # "P.O." ends no sentence before a lower-case word
    (
        NegationDetector(),
        "We ship to Alaska and Hawaii.",
        SHIPPING_RULES,
        FlagType.CONTRADICTION,
        "ship",
        "not ship",
    ),
]


FREE_SHIPPING = (
    "Standard shipping takes 5 to 7 business days and is free on orders over $50. Express "
    "shipping takes 2 business days and costs $15."
)
POSITIVE += [
    # a bound on the noun's size narrows it
    (
        ScopeDetector(),
        "Standard shipping is free on all orders.",
        FREE_SHIPPING,
        FlagType.SCOPE_EXPANSION,
        "all orders",
        "orders over $50",
    ),
]
NEGATIVE += [
    (ScopeDetector(), "Standard shipping is free on all orders over $50.", FREE_SHIPPING),
]


GUIDANCE_RANGE = (
    "For the first quarter, our revenue is expected to be between $3.515 billion and $3.575 "
    "billion, representing growth of 4.8% to 6.6% on a constant-currency basis."
)
POSITIVE += [
    # "growth" is the noun of "grow", whose opposite is "decline"
    (
        NegationDetector(),
        "First-quarter revenue is expected to represent a decline of 4.8% to 6.6%.",
        GUIDANCE_RANGE,
        FlagType.CONTRADICTION,
        "decline",
        "growth",
    ),
    # and "earnings" are the opposite of "losses"
    (
        NegationDetector(),
        "Acme reported losses per share of $6.86 in the quarter.",
        "Acme said earnings per share in the quarter were $6.86.",
        FlagType.CONTRADICTION,
        "losses",
        "earnings",
    ),
]
NEGATIVE += [
    (
        NegationDetector(),
        "First-quarter revenue is expected to represent growth of 4.8% to 6.6%.",
        GUIDANCE_RANGE,
    ),
    (
        NegationDetector(),
        "Acme reported earnings of $5.52 per share, compared to a loss a year earlier.",
        "Acme's earnings per share were $5.52, compared to a loss of $1.46 a year earlier.",
    ),
]


PAYMENT_OPTIONS = "We do offer flexible payment options that can work with your budget."
RATES_BOTH_WAYS = "Higher interest rates slow home sales, while lower interest rates speed them up."
POSITIVE += [
    # an opposite before the same two words is a swap, however little else the sentence shares
    (
        NegationDetector(),
        "The agent suggests inflexible payment options that can be tailored to their budget.",
        PAYMENT_OPTIONS,
        FlagType.CONTRADICTION,
        "inflexible",
        "flexible",
    ),
]
NEGATIVE += [
    (
        NegationDetector(),
        "The agent suggests flexible payment options that can be tailored to their budget.",
        PAYMENT_OPTIONS,
    ),
    # the sentence says the claim's own word of the same thing too
    (NegationDetector(), "Lower interest rates speed up home sales.", RATES_BOTH_WAYS),
]


AGENT_TURN = (
    "Turn 10 Sales Agent: I understand your concerns. We do offer flexible payment options that "
    "can work with your budget."
)
POSITIVE += [
    # a denied word before the same two content words denies what the sentence asserts,
    # however little else of the claim the sentence says
    (
        NegationDetector(),
        "The sales agent does not offer flexible payment options tailored to the client's "
        "monthly budget and needs.",
        AGENT_TURN,
        FlagType.CONTRADICTION,
        "not offer",
        "offer",
    ),
    (
        NegationDetector(),
        "The agent explains that the company doesn't offer flexible payment options for the "
        "client.",
        AGENT_TURN,
        FlagType.CONTRADICTION,
        "doesn't offer",
        "offer",
    ),
]
NEGATIVE += [
    # unless the claim adds a name the sentence lacks: another case
    (
        NegationDetector(),
        "The agent says they do not offer flexible payment options in Canada.",
        AGENT_TURN,
    ),
    (NegationDetector(), "The agent offers flexible payment options.", AGENT_TURN),
]


NEGATIVE += [
    # a how-to title, a question and a hedge assert nothing a denial could contradict
    (
        NegationDetector(),
        "It appears that watching Snapchat stories does not directly increase your Snapchat score.",
        "passage 1:How to Increase Your Snapchat Score. Send snaps to friends daily.",
    ),
    (
        NegationDetector(),
        "Maggie suggests he does not need to restart his computer before launching them.",
        "Maggie: Did you restart your computer before launching them?",
    ),
    (
        NegationDetector(),
        "Rinse with cold water, taking care to avoid pushing the oil deeper into the pavement.",
        "Do not use a pressure washer first, because you could end up pushing the oil deeper "
        "into the pavement.",
    ),
]


OFFICE_PACKAGE = (
    "This package includes the following:\n\n- Customized office layout design tailored to your "
    "team's needs\n- A wide selection of ergonomic office furniture \n- Professional "
    "installation and setup service\n- Free consultation on space optimization\n- Complimentary "
    "3D visualization of your new office\n- 6-month warranty on all our products and services"
)
POSITIVE += [
    # a frame runs on past "and"; another list item's figures, far from the swapped word, are
    # no case of its own
    (
        NegationDetector(),
        "The package includes customized office layout design, ergonomic office furniture, "
        "unprofessional installation and setup service, free consultation, complimentary 3D "
        "visualization, and a 6-month warranty on all products and services.",
        OFFICE_PACKAGE,
        FlagType.CONTRADICTION,
        "unprofessional",
        "Professional",
    ),
]


INSURANCE_LINES = (
    "Sales Agent: We offer a range of insurance products including home, auto, life, and health "
    "insurance."
)
POSITIVE += [
    # "only" one item of a list the source gives with others
    (
        ScopeDetector(),
        "The agent says they offer only life insurance products.",
        INSURANCE_LINES,
        FlagType.CONTRADICTION,
        "only life",
        "home, auto, life, and health",
    ),
    (
        ScopeDetector(),
        "Only Ann and Bob came to the party.",
        "Ann, Bob and Carl came to the party.",
        FlagType.CONTRADICTION,
        "Only Ann",
        "Carl",
    ),
]
NEGATIVE += [
    (ScopeDetector(), "Only Ann and Bob came to the party.", "Ann and Bob came to the party."),
    # the source says "only" itself, a figure or a condition is not an item
    (ScopeDetector(), "The shop sells only apples.", "The shop sells only apples, no pears."),
    (
        ScopeDetector(),
        "It rained only twice this week.",
        "It rained on Monday, Tuesday and Friday.",
    ),
    (ScopeDetector(), "The agent offers life insurance.", INSURANCE_LINES),
    # a count after "only", and a verb after "and", are no list
    (
        ScopeDetector(),
        "After a conversation, they eliminate nine options, leaving only one date.",
        "After a brief conversation, they eliminate the other dates and discover the answer.",
    ),
    (ScopeDetector(), "The agent offers not only life insurance.", INSURANCE_LINES),
]


NEEDS_MET = (
    "A major reason that seemingly happily married men look for other women is because their "
    "needs aren't being met. All married individuals, including men, have physical, "
    "psychological, emotional and social needs that need to be met by their marriage partner."
)
NEGATIVE += [
    # a source denies the claim's word in other words ("aren't being met"): the sentence that
    # seemed to disagree speaks of something else
    (
        NegationDetector(),
        "One possible reason why seemingly happily married men have a wandering eye is that "
        "their needs are not being met in their current marriage.",
        NEEDS_MET,
    ),
]


RETURN_POLICY = (
    "Items can be returned within 30 days of delivery for a full refund. Sale items are final "
    "sale and cannot be returned. Refunds are issued to the original payment method within 5 to "
    "7 business days."
)
POSITIVE += [
    # the denial's subject is the words before its first verb ("Sale items | are final sale"):
    # "Items can be returned" asserts nothing of sale items
    (
        NegationDetector(),
        "Sale items can be returned within 30 days.",
        RETURN_POLICY,
        FlagType.CONTRADICTION,
        "returned",
        "cannot be returned",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Items can be returned within 30 days.", RETURN_POLICY),
]


RAIN_RECORDS = (
    "Wettest year was recorded in 1876 at Indianapolis: 57.65 inches of measured rain. Driest "
    "year was recorded in 1934 at Indianapolis: 24.97 inches of measured rain."
)
SECOND_FLOOR = (
    "Hiring a remodeling contractor to build a second floor addition can run $100-$300 a square "
    "foot for the typical addition, but can go as high as $400-$500 per square foot depending on "
    "complexity."
)
POSITIVE += [
    # a range is stated by a figure at one of its ends, not by any figure inside it
    (
        NumericDetector(),
        "Precipitation averages around 50-60 inches per year.",
        RAIN_RECORDS,
        FlagType.NUMERIC_MISMATCH,
        "50-60 inches",
        "57.65",
    ),
    (
        NumericDetector(),
        "Store the vaccine between 15 and 30°C.",
        "Store the vaccine between 20 and 25°C. Use within 24 hours of opening.",
        FlagType.NUMERIC_MISMATCH,
        "15 and 30°C",  # the flag holds the unit, as for "90 °C"
        "20 and 25",
    ),
]
NEGATIVE += [
    (NumericDetector(), "The wettest year brought 57.65 inches of rain.", RAIN_RECORDS),
    # the lowest figure's bottom and the highest's top of one sentence give the range
    (
        NumericDetector(),
        "A second floor can cost from $100 to $500 per square foot.",
        SECOND_FLOOR,
    ),
]


OFFERS_DIFFERENT = (
    "Sales Agent: My name is Tom, and I'm calling from BestInsuranceXYZ. We offer different "
    "insurance products, from life insurance to car insurance."
)
POSITIVE += [
    # the claim names whom the verb is for between the denied verb and its object
    (
        NegationDetector(),
        "The sales agent did not offer the client different insurance products.",
        OFFERS_DIFFERENT,
        FlagType.CONTRADICTION,
        "not offer",
        "offer different",
    ),
    # "We" of a turn stands for the firm named before it: the claim's name is no added case
    (
        NegationDetector(),
        "The sales agent from BestInsuranceXYZ did not offer the client different insurance "
        "products.",
        OFFERS_DIFFERENT,
        FlagType.CONTRADICTION,
        "not offer",
        "offer different",
    ),
]
NEGATIVE += [
    # another firm's agent: "We" is BestInsuranceXYZ
    (
        NegationDetector(),
        "The sales agent from Acme did not offer the client different insurance products.",
        OFFERS_DIFFERENT,
    ),
    # a word between the verb and the object that names no recipient narrows the denial
    (
        NegationDetector(),
        "The company does not offer life insurance products.",
        "The company offers insurance products to families.",
    ),
    (
        NegationDetector(),
        "The agent does not offer the client a discount on car insurance.",
        "We offer a discount on home insurance for new clients.",
    ),
]


GEMINI = (
    "The first known reference of the Gemini constellation was in Aristotle's Meteorologica, "
    "over 300 years BC. He mentions that he observed an occulting a star in Gemini."
)
POSITIVE += [
    # a year of the era read as a time back from now
    (
        TemporalDetector(),
        "The first known reference to the Gemini constellation was in Aristotle's "
        "Meteorologica, around 300 years ago.",
        GEMINI,
        FlagType.TEMPORAL_DISTORTION,
        "300 years ago",
        "300 years BC",
    ),
    (
        TemporalDetector(),
        "The temple was built 2,000 years ago.",
        "The temple was built around 2,000 BC.",
        FlagType.TEMPORAL_DISTORTION,
        "2,000 years ago",
        "2,000 BC",
    ),
]
NEGATIVE += [
    (TemporalDetector(), "Aristotle wrote of Gemini over 300 years BC.", GEMINI),
    # the sources count the same years back too
    (
        TemporalDetector(),
        "The temple was built 2,000 years ago.",
        "The temple was begun in 2,000 BC and rebuilt 2,000 years ago.",
    ),
]


NON_GAAP = (
    "Based on these expectations, we currently anticipate non-GAAP earnings per diluted share in "
    "the range of $1.30 to $1.40 for the fourth quarter of 2020."
)
CAPITAL_ONE = (
    "In the third quarter, Capital One earned $3.1 billion or $6.78 per diluted common share."
)
POSITIVE += [
    # a name with and without "non-" names two measures
    (
        SubstitutionDetector(),
        "Reliance anticipates GAAP earnings per diluted share in the range of $1.30 to $1.40.",
        NON_GAAP,
        FlagType.CONTRADICTION,
        "GAAP earnings",
        "non-GAAP earnings",
    ),
    (
        SubstitutionDetector(),
        "Non-GAAP earnings per share were $1.10.",
        "GAAP earnings per share were $1.10, up from $0.90.",
        FlagType.CONTRADICTION,
        "Non-GAAP earnings",
        "GAAP earnings",
    ),
    # a period's result: lost against earned
    (
        NegationDetector(),
        "In the third quarter, Capital One lost $3.1 billion.",
        CAPITAL_ONE,
        FlagType.CONTRADICTION,
        "lost",
        "earned",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "Reliance anticipates non-GAAP earnings per diluted share of $1.30 to $1.40.",
        NON_GAAP,
    ),
    # the sources give both measures
    (
        SubstitutionDetector(),
        "GAAP earnings per share were $1.10.",
        "GAAP earnings per share were $1.10. Non-GAAP earnings per share were $1.35.",
    ),
    (NegationDetector(), "Capital One earned $3.1 billion in the third quarter.", CAPITAL_ONE),
    (
        NegationDetector(),
        "She lost the election but earned respect.",
        "She lost the election but earned the respect of her rivals.",
    ),
]


SAME_QUARTER = "Revenue grew 8% compared to the same quarter last year."
POSITIVE += [
    # a quarter is a period of its own, as a month and a year are
    (
        SubstitutionDetector(),
        "Revenue grew 8% compared to the same month last year.",
        SAME_QUARTER,
        FlagType.CONTRADICTION,
        "month",
        "quarter",
    ),
    (
        NegationDetector(),
        "Net income was $3.1 billion in the third quarter, shrinkage of 5% from a year ago.",
        "Net income was $3.1 billion in the third quarter, growth of 5% from a year ago.",
        FlagType.CONTRADICTION,
        "shrinkage",
        "growth",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Revenue grew 8% on the same quarter last year.", SAME_QUARTER),
]


RETURN_WINDOW = "Items can be returned within 30 days of delivery for a full refund."
POSITIVE += [
    # the event a period counts from: purchase, delivery and installation exclude each other
    (
        SubstitutionDetector(),
        "Items can be returned within 30 days of purchase.",
        RETURN_WINDOW,
        FlagType.CONTRADICTION,
        "purchase",
        "delivery",
    ),
]
NEGATIVE += [
    (SubstitutionDetector(), "Items can be returned within 30 days of delivery.", RETURN_WINDOW),
    (
        SubstitutionDetector(),
        "Payment is due upon receipt of the invoice.",
        "Payment is due upon receipt of the invoice, within 30 days.",
    ),
]


VOTES_NEEDED = (
    "Santos might be spared expulsion simply due to the need to attain 290 votes for the motion "
    "to pass. Republican leadership wants to keep the seats of Republicans in the House. "
    "Democrats say they will vote for removal of the congressman. Even if all Democrats vote as "
    "such, there would still need to be 78 Republicans that disregard their leadership's desire "
    "to keep their seats."
)


@pytest.mark.parametrize(("votes", "flagged"), [("290", False), ("210", True)])
def test_the_claims_other_figure_is_no_rival(votes: str, flagged: bool) -> None:
    """A figure stated outside the evidence is not swapped for the evidence's figure that the
    claim gives too ("78 Republicans ... 290 votes" against an evidence sentence with 78 only);
    a figure no source gives still is."""
    claim_text = (
        "If all Democrats vote for removal, 78 Republicans would need to disregard their "
        f"leadership's wishes to reach the necessary {votes} votes."
    )
    claim = Claim("c1", claim_text, 0, len(claim_text), ClaimType.FACT, ClaimCategory.FACTUAL, True)
    at = VOTES_NEEDED.index("Even if")
    evidence = [Evidence("s1", at, len(VOTES_NEEDED), VOTES_NEEDED[at:], 0.9)]
    ctx = CheckContext(claim_text, {"s1": Source("s1", VOTES_NEEDED)})
    flags = NumericDetector().detect(claim, evidence, ctx)
    assert [f.text for f in flags] == ([f"{votes} votes"] if flagged else [])


NEGATIVE += [
    # "&" and "and" are one word in a quotation
    (
        QuoteDetector(),
        'They were inspired by the story of "Willy Wonka and the Chocolate Factory".',
        "The film was inspired by the book, Willy Wonka & the Chocolate Factory, by Roald Dahl.",
    ),
    (
        QuoteDetector(),
        'The firm, "Johnson & Johnson Consumer Health", makes the product.',
        "The product is made by Johnson and Johnson Consumer Health in New Jersey.",
    ),
]
POSITIVE += [
    (
        QuoteDetector(),
        'They were inspired by the story of "Willy Wonka and the Candy Factory".',
        "The film was inspired by the book, Willy Wonka & the Chocolate Factory, by Roald Dahl.",
        FlagType.FAKE_QUOTE,
        '"Willy Wonka and the Candy Factory"',
        "Chocolate",
    ),
]


PASSENGERS = (
    "There were 84 passengers on board the plane. A nurse attended to the first sick passenger, "
    "then to a second one."
)
NEGATIVE += [
    # a count in words of some of the things, far below the sources' figure of all of them
    (NumericDetector(), "A nurse on board attended to two sick passengers.", PASSENGERS),
    (NumericDetector(), "A nurse attended to two passengers who became ill.", PASSENGERS),
]
POSITIVE += [
    # of all of them, it misstates the figure
    (
        NumericDetector(),
        "The plane carried four passengers.",
        PASSENGERS,
        FlagType.NUMERIC_MISMATCH,
        "four passengers",
        "84",
    ),
]


SEASONS = (
    "Moore helped lead the Lady Braves to a 29-3 season last year. The Freed-Hardeman Lady Lions "
    "are coming off a 24-10 season."
)
NEGATIVE += [
    # a season's record a source gives is a tally, not two figures to find one by one
    (NumericDetector(), "The Lady Lions had a 24-10 season last year.", SEASONS),
]
POSITIVE += [
    (
        NumericDetector(),
        "The Lady Lions had a 22-10 season last year.",
        SEASONS,
        FlagType.NUMERIC_MISMATCH,
        "22-10",
        "24-10",
    ),
]


OKAFOR = (
    "Jahlil Okafor had 18 points, 10 of which came in the first half. Denzel Valentine finished "
    "with 22 points and a game-high 11 rebounds."
)
POSITIVE += [
    # "10 of which" counts part of the 18 points, no rebounds
    (
        NumericDetector(),
        "Jahlil Okafor had 18 points and 10 rebounds.",
        OKAFOR,
        FlagType.NUMERIC_MISMATCH,
        "10 rebounds",
        "11",
    ),
]
NEGATIVE += [
    (NumericDetector(), "Jahlil Okafor had 18 points, 10 of them in the first half.", OKAFOR),
    (
        NumericDetector(),
        "The firm has 200 engineers.",
        "The firm has 500 employees, 200 of whom are engineers.",
    ),
]


TRISTAN = "The settlement of Tristan da Cunha is home to just under 270 people."
POSITIVE += [
    # the same number reached from the other side
    (
        NumericDetector(),
        "The island is home to just over 270 people.",
        TRISTAN,
        FlagType.NUMERIC_MISMATCH,
        "270 people",
        "just under",
    ),
    (
        NumericDetector(),
        "The island is home to more than 270 people.",
        TRISTAN,
        FlagType.NUMERIC_MISMATCH,
        "270 people",
        "just under",
    ),
]
NEGATIVE += [
    (NumericDetector(), "The island is home to nearly 270 people.", TRISTAN),
    (NumericDetector(), "The island is home to about 270 people.", TRISTAN),
]


POSITIVE += [
    # "the Big Ten" names a conference, no figure ten
    (
        NumericDetector(),
        "The Spartans won ten games this season.",
        "The Spartans, of the Big Ten, won 12 games this season.",
        FlagType.NUMERIC_MISMATCH,
        "ten games",
        "12",
    ),
    # a name's number is still checked against the source's name ("Formula Two")
    (
        NumericDetector(),
        "Since 1983, the event has been a Formula Three race.",
        "The race was run for Formula Two cars by the Formula Two Association from 1983.",
        FlagType.NUMERIC_MISMATCH,
        "Three race",
        "Two",
    ),
]


DUCEY = "And Arizona Gov. Doug Ducey signed legislation to allow Arizonans to get any lab test."
POSITIVE += [
    # the person's state swapped for another, the name found by its other words
    (
        EntityDetector(),
        "Texas Governor Doug Ducey signed legislation allowing Arizonans to get any lab test.",
        DUCEY,
        FlagType.ENTITY_MISMATCH,
        "Texas",
        "Arizona",
    ),
]
NEGATIVE += [
    (
        EntityDetector(),
        "Arizona Governor Doug Ducey signed legislation allowing Arizonans to get any lab test.",
        DUCEY,
    ),
    # a state the source names with "'s"
    (
        EntityDetector(),
        "Colorado's New Belgium Brewery and Ben & Jerry's are partnering on a beer.",
        "But Colorado's New Belgium Brewery and the folks at Ben & Jerry's are teaming up.",
    ),
    # an office and its state are no part of a person's name
    (
        SubstitutionDetector(),
        "Governor Gavin Newsom is traveling to China for a week-long trip.",
        "California Gov. Newsom travels to China for a week-long trip focused on climate.",
    ),
]


WAR_40 = "2015 is the 40th anniversary of the outbreak of war in Western Sahara."
POSITIVE += [
    # an anniversary's ordinal counts years: another count of them is misstated
    (
        NumericDetector(),
        "The war in Western Sahara has lasted 30 years.",
        WAR_40,
        FlagType.NUMERIC_MISMATCH,
        "30 years",
        "40th",
    ),
]
NEGATIVE += [
    # "the 40th anniversary of the outbreak of war" states a 40-year war
    (NumericDetector(), "Thorpe went to Western Sahara, where a 40-year war continues.", WAR_40),
    (NumericDetector(), "She is 30 years old.", "She celebrated her 30th birthday in Paris."),
]


BRANWELL = (
    "Maria: When is Branwell coming home? . Ann: Tomorrow, on the early train! . Maria: We"
    " should make a welcome party for him . Ann: Sure, Emily will bake a cake . Elisabeth: I'll"
    " prepare the garden with some lanterns . Maria: I will bring him from the railway station"
    " and contact his friends."
)
POSITIVE += [
    # a chat's "him" stands for a name said turns before; the two words in the place of one
    (
        SubstitutionDetector(),
        "Maria will bring Branwell from the airport and contact his friends.",
        BRANWELL,
        FlagType.ENTITY_MISMATCH,
        "airport",
        "railway station",
    ),
    # outside a chat, for a name said in one of the two sentences before
    (
        SubstitutionDetector(),
        "Officers drove Tom Jones from the airport to the county court.",
        "Tom Jones was arrested on Monday. Officers drove him from the railway station to the"
        " county court.",
        FlagType.ENTITY_MISMATCH,
        "airport",
        "railway station",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "Maria will bring Branwell from the railway station and contact his friends.",
        BRANWELL,
    ),
]


POSITIVE += [
    # an antonym in the other spelling ("maximise" is "maximize")
    (
        NegationDetector(),
        "The team wants to minimize the benefit.",
        "As the team, we want to maximise the benefit.",
        FlagType.CONTRADICTION,
        "minimize",
        "maximise",
    ),
]
NEGATIVE += [
    (
        NegationDetector(),
        "The team wants to maximize the benefit.",
        "As the team, we want to maximise the benefit.",
    ),
]


NEGATIVE += [
    # the claim's own word is said of what it says, its noun elided ("very few have been named")
    (
        NegationDetector(),
        "Mainzer said that very few asteroids have been named to honor women.",
        "Nugent noted that although many asteroids have been named, very few have been named to"
        " honor the contributions of women, Mainzer wrote.",
    ),
]


HOUND_DOG = "Hound Dog is a twelve-bar blues song written by Jerry Leiber and Mike Stoller."
POSITIVE += [
    # a number word hyphened to a count noun counts it
    (
        NumericDetector(),
        "Hound Dog is an eight bar blues song.",
        HOUND_DOG,
        FlagType.NUMERIC_MISMATCH,
        "eight bar blues",
        "twelve",
    ),
]
NEGATIVE += [(NumericDetector(), "That is a really good 12 bar blues song.", HOUND_DOG)]


FIRST_PURCHASE = (
    "To help you get started, we are excited to offer you an exclusive 15% off your first"
    " purchase with code ELITEFIT15. We offer discounts to all."
)
POSITIVE += [
    # a rank between the same two words, in a sentence that says the claim in other words
    (
        SubstitutionDetector(),
        "They are offering a 15% discount on your second purchase with the code ELITEFIT15.",
        FIRST_PURCHASE,
        FlagType.NUMERIC_MISMATCH,
        "second",
        "first",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "They are offering a 15% discount on your first purchase with the code ELITEFIT15.",
        FIRST_PURCHASE,
    ),
]


VISUALS = "The package includes complimentary 3D visualization of your new office layout."
POSITIVE += [
    # a dimension or a generation is a code of its own kind
    (
        SubstitutionDetector(),
        "The package includes complimentary 2D visualization of your new office layout.",
        VISUALS,
        FlagType.NUMERIC_MISMATCH,
        "2D",
        "3D",
    ),
    (
        SubstitutionDetector(),
        "The new phone supports 4G networks in Europe.",
        "The new phone supports 5G networks in Europe.",
        FlagType.NUMERIC_MISMATCH,
        "4G",
        "5G",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "The package includes complimentary 3D visualization of your new office layout.",
        VISUALS,
    ),
]


REVENUES = "With BoostStar, our clients have experienced up to a 30% increase in revenues."
POSITIVE += [
    # a maximum written with an article ("up to a 30% increase") is the limit to meet
    (
        NumericDetector(),
        "BoostStar helps businesses increase revenues by up to 50%.",
        REVENUES,
        FlagType.NUMERIC_MISMATCH,
        "50%",
        "30%",
    ),
]
NEGATIVE += [
    (NumericDetector(), "BoostStar helps businesses increase revenues by up to 30%.", REVENUES),
]


NONFICTION = (
    "Even in college, Chung never actually took a nonfiction class, though she did take some "
    "fiction and poetry courses."
)
POSITIVE += [
    # an adverb between the denial and its verb ("never actually took") still denies it
    (
        NegationDetector(),
        "Chung took a nonfiction class.",
        NONFICTION,
        FlagType.CONTRADICTION,
        "took",
        "never actually took",
    ),
]
NEGATIVE += [
    (NegationDetector(), "Chung took some fiction and poetry courses in college.", NONFICTION),
]


RAINED_OFF = "Heavy rain fell all week. The festival was cancelled."
POSITIVE += [
    # a work's possessive heads no work: the cancellation is caused
    (
        CausationDetector(),
        "Heavy rain contributed to the festival's cancellation.",
        RAINED_OFF,
        FlagType.CAUSATION_INVENTION,
        "Heavy rain contributed to",
        "",
    ),
]
NEGATIVE += [
    # contributing to a work or a show is taking part in it, not causing it
    (
        CausationDetector(),
        "Michaels contributed to the Bush Theatre's performance of Sixty-Six Books.",
        "Sixty-Six Books at the Bush Theatre. Writers: Jeanette Winterson (Genesis), Anne "
        "Michaels (Exodus).",
    ),
    (
        CausationDetector(),
        "Smith contributed to the anthology.",
        "The anthology collects stories. Its writers include Smith and Jones.",
    ),
]


POSITIVE += [
    # the figure is the source's, the direction of the change is not
    (
        NumericDetector(),
        "Revenue fell 5% in the third quarter.",
        "In the third quarter, the company saw a 5% increase in revenue.",
        FlagType.NUMERIC_MISMATCH,
        "5%",
        "5% increase",
    ),
    (
        NumericDetector(),
        "BoostStar helps businesses decrease revenues by up to 30%.",
        REVENUES,
        FlagType.NUMERIC_MISMATCH,
        "30%",
        "30% increase",
    ),
]
NEGATIVE += [
    (
        NumericDetector(),
        "Costs fell 5% last year.",
        "Revenue rose 5% last year while costs fell 5%.",
    ),
    (
        NumericDetector(),
        "Profit fell 12% in the quarter.",
        "Profit fell 12% in the quarter, while revenue rose 12%.",
    ),
    # "up to" bounds the figure; it says no direction
    (NumericDetector(), "It can cut costs by up to 20%.", "The service helps reduce costs by 20%."),
]


DISCOUNTS = (
    "Sales Agent: Yes, we do offer discounts for clients with good credit scores. Plan B offers "
    "comprehensive coverage for your home and property, with a $1,000 deductible."
)
POSITIVE += [
    # "good" / "poor" and "comprehensive" / "limited" are opposites WordNet does not pair
    (
        NegationDetector(),
        "We offer discounts for clients with poor credit scores.",
        DISCOUNTS,
        FlagType.CONTRADICTION,
        "poor",
        "good",
    ),
    (
        NegationDetector(),
        "Plan B offers limited coverage for the home and property.",
        DISCOUNTS,
        FlagType.CONTRADICTION,
        "limited",
        "comprehensive",
    ),
]
NEGATIVE += [
    (NegationDetector(), "We offer discounts for clients with good credit scores.", DISCOUNTS),
    (NegationDetector(), "Plan B offers full coverage for the home and property.", DISCOUNTS),
]


CREDIT_CALL = (
    "Client: Do you offer any discounts for a good credit score? Sales Agent: Yes, we do offer "
    "discounts for clients with good credit scores as well as for other factors such as a "
    "history of safe driving."
)
POSITIVE += [
    # what a summary says went unmentioned, the transcript has said
    (
        UnmentionedDetector(),
        "The agent explains the plans but does not mention any discounts for clients with good "
        "credit scores.",
        CREDIT_CALL,
        FlagType.CONTRADICTION,
        "not mention any discounts for clients with good credit scores",
        "discounts for clients with good credit scores",
    ),
    # the item ends where "and" opens the next verb ("and informs him ...")
    (
        UnmentionedDetector(),
        "The agent runs a questionnaire without mentioning the discounts for good credit scores "
        "and informs him about the life insurance policies.",
        CREDIT_CALL,
        FlagType.CONTRADICTION,
        "without mentioning the discounts for good credit scores",
        "discounts for clients with good credit scores",
    ),
]
NEGATIVE += [
    # the call never turns to the thing said to go unmentioned
    (
        UnmentionedDetector(),
        "The agent does not mention any discounts for students or military families.",
        CREDIT_CALL,
    ),
    # a passive denial's item is its subject: "anywhere on the menu" is where, not what
    (
        UnmentionedDetector(),
        "They added a 20% service fee, which was not mentioned anywhere on the menu or by the "
        "servers.",
        "The 20% service fee is not stated anywhere on the menu, or by the servers.",
    ),
    # what the passages lack is left to the refusal reading (detectors/absence.py)
    (
        UnmentionedDetector(),
        "The passages do not mention discounts for clients with good credit scores.",
        CREDIT_CALL,
    ),
    # "a good or bad safety culture" says both of it
    (
        OppositeActionDetector(),
        "We can identify several key elements of a good safety culture.",
        "A large number of factors contribute to whether you have a good or bad safety culture.",
    ),
]


EPS_CALL = "Our adjusted diluted earnings per share grew 1.9% in the third quarter to $1.63."
POSITIVE += [
    # "the company" of a claim is the "our" of the firm's own call
    (
        SubstitutionDetector(),
        "The company's adjusted diluted earnings per share grew by 1.9% in the first quarter "
        "to $1.63.",
        EPS_CALL,
        FlagType.NUMERIC_MISMATCH,
        "first",
        "third",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "The company's adjusted diluted earnings per share grew by 1.9% in the third quarter "
        "to $1.63.",
        EPS_CALL,
    ),
]


TRAIN_CHAT = (
    "Sally: You asked me to buy you the train tickets. Ben: Main station is better. Sally: It "
    "arrives in Bedford at 6:55 PM on June 26th. Ben: The bus is too slow."
)
POSITIVE += [
    # a word of a kind no source uses, before a noun a source has after another of the kind,
    # however much else the claim says
    (
        SubstitutionDetector(),
        "Sally helps Phoebe and Ben to book an airplane ticket from the main station on June "
        "26th, reaching Bedford at 6:55 PM.",
        TRAIN_CHAT,
        FlagType.CONTRADICTION,
        "airplane",
        "train tickets",
    ),
    (
        SubstitutionDetector(),
        "The agent offers boat insurance with a low deductible.",
        "We offer car insurance with a low deductible.",
        FlagType.CONTRADICTION,
        "boat",
        "car insurance",
    ),
]
NEGATIVE += [
    (
        SubstitutionDetector(),
        "Sally helps Phoebe and Ben to book a train ticket from the main station on June 26th, "
        "reaching Bedford at 6:55 PM.",
        TRAIN_CHAT,
    ),
    # the kind's other word where the sources put it
    (SubstitutionDetector(), "Ben says the bus is too slow.", TRAIN_CHAT),
    # a denied kind is no rival ("no indoor seating")
    (
        SubstitutionDetector(),
        "They offer garage and street parking, outdoor seating, free WiFi, and takeout service.",
        "There's no indoor seating but there are a handful of tables outside.",
    ),
]

HOLMES = (
    "Raised in central coastal California, Holmes later moved to Colorado. By 2011 he had "
    "enrolled as a doctoral student at the University of Colorado Anschutz Medical Campus in "
    "Aurora."
)
WEINSTEIN = (
    "His wife said she was still searching for answers Thursday after U.S. officials revealed "
    "that the aid worker had been killed in a U.S. drone strike. Warren Weinstein was held in "
    "Pakistan until the January operation."
)
POSITIVE += [
    # every word of a long name is in the sources, the name is not: one word changed
    (
        EntityDetector(),
        "He had attended the University of California Anschutz Medical Campus in Aurora.",
        HOLMES,
        FlagType.ENTITY_MISMATCH,
        "California",
        "University of Colorado Anschutz Medical Campus",
    ),
    # the name without its last word is named, but the last word is the one changed
    (
        EntityDetector(),
        "Lady Marina Windsor attended the wedding.",
        "Lady Marina Stuart attended the wedding. Lady Marina was with her mother. The Windsor "
        "family stayed away.",
        FlagType.ENTITY_MISMATCH,
        "Windsor",
        "Lady Marina Stuart",
    ),
    # a weekday no source names, in sources that name other weekdays
    (
        SubstitutionDetector(),
        "Warren Weinstein was killed in a U.S. drone strike in Pakistan on Monday.",
        WEINSTEIN,
        FlagType.TEMPORAL_DISTORTION,
        "Monday",
        "Thursday",
    ),
]
AGRIPRO = (
    "1. SoilHealth Monitoring Sensors - Priced at $250 per acre. 2. SmartWater Irrigation "
    "Control - Priced at $1,500 per unit, this technology saves up to 30% on water usage. 3. "
    "DataDriven Crop Management - For just $2,000 per year. 4. Expert Support, around the clock."
)
POSITIVE += [
    # the opposite of what is new
    (
        NegationDetector(),
        "BoostStar helps businesses reach existing markets.",
        "BoostStar is a growth platform that helps you increase revenues, improve customer "
        "retention, and reach new markets.",
        FlagType.CONTRADICTION,
        "existing",
        "new",
    ),
    # the first year of a discount is no first six months
    (
        NumericDetector(),
        "Businesses get a 20% discount for the first year.",
        "Sign up within the next 10 days and receive a 20% discount for the first six months.",
        FlagType.NUMERIC_MISMATCH,
        "first year",
        "six months",
    ),
    # a fire put out, where the sources tell only that it broke out
    (
        EventDetector(),
        "Insulation caught fire during welding work, and the fire has been extinguished.",
        "Insulation caught fire as welding work was being done. The fire presents no threat to "
        "people and the shipyard.",
        FlagType.FABRICATION,
        "extinguished",
        "",
    ),
    # a body named after someone the sources name, that no source names
    (
        EntityDetector(),
        "Proceeds from the single will benefit the Stephen Hawking Foundation.",
        "Stephen Hawking sings the Galaxy Song on a 7-inch single for Record Store Day.",
        FlagType.FABRICATION,
        "Stephen Hawking Foundation",
        "",
    ),
]
NEGATIVE += [
    (
        EntityDetector(),
        "He had enrolled at the University of Colorado Anschutz Medical Campus in Aurora.",
        HOLMES,
    ),
    (
        EntityDetector(),
        "The package includes SoilHealth Monitoring Sensors, SmartWater Irrigation Control, "
        "DataDriven Crop Management, and 24/7 Expert Support.",
        AGRIPRO,
    ),
    (
        NumericDetector(),
        "Businesses get a 20% discount for the first six months.",
        "Sign up within the next 10 days and receive a 20% discount for the first six months.",
    ),
    # a fire the sources say was put out, in their own words
    (
        EventDetector(),
        "The fire on the submarine has been extinguished.",
        "The fire on the submarine was brought under control by Sunday morning.",
    ),
    # a short denial a source makes in so many words, beside another review's assertion
    (
        NegationDetector(),
        "They hadn't tried the wings.",
        "Tried 8 of their different wings. The bourbon one was my favorite. Hidden gem! Great "
        "outdoor patio seating. I haven't tried their wings but I really like the sandwiches.",
    ),
    # a redacted price is no name
    (
        EntityDetector(),
        "The agent recommended the Silver plan, which only costs $XXXX a month.",
        "Sales Agent: For example, our Silver plan has a more basic coverage, but it's only $XXX "
        "a month.",
    ),
    # a sister by her given name and the family's surname
    (
        EntityDetector(),
        "Lady Amelia is the younger sister of Edward Windsor, Lord Downpatrick, and Lady Marina "
        "Windsor.",
        "Lady Amelia Windsor was not invited. Lady Amelia and Lady Marina are third cousins of "
        "William. Their brother is Edward Windsor, Lord Downpatrick.",
    ),
    # a shorter form of the body is the sources' own
    (
        EntityDetector(),
        "The grant came from the Bill and Melinda Gates Foundation.",
        "The grant came from the Gates Foundation, which Bill and Melinda Gates chair.",
    ),
    # an airport by its code
    (
        EntityDetector(),
        "West assaulted the photographer at LAX in 2013.",
        "West attacked him in July 2013 at Los Angeles International Airport.",
    ),
    # sources that name no weekday say nothing against one ("grab some beer on Friday")
    (
        SubstitutionDetector(),
        "Warren Weinstein was killed in a U.S. drone strike in Pakistan on Monday.",
        "Warren Weinstein had been killed in a U.S. drone strike in Pakistan in January.",
    ),
]


def test_a_changed_name_of_a_list_is_looked_up_past_the_evidence() -> None:
    """A long claim listing several names takes its evidence for the others: the name with one
    word changed is found in a source sentence the evidence left out."""
    claim_text = (
        "The package includes SoilHealth Monitoring Sensors, SmartFertilizer Irrigation "
        "Control, DataDriven Crop Management, and 24/7 Expert Support."
    )
    answer = "Intro. " + claim_text
    claim = _claim_in(answer, claim_text)
    source = Source("s1", AGRIPRO)
    first = split_sentences(AGRIPRO)[0]
    evidence = [Evidence("s1", first.start, first.end, first.text, 0.9)]
    flags = EntityDetector().detect(claim, evidence, CheckContext(answer, {"s1": source}))
    assert [(f.type, f.text) for f in flags] == [(FlagType.ENTITY_MISMATCH, "SmartFertilizer")]
    assert flags[0].source_says is not None
    assert "SmartWater Irrigation Control" in flags[0].source_says


def test_the_state_a_name_is_given_is_the_first_the_sentence_names() -> None:
    """With two states in the evidence sentence, the flag names the first, whatever the order
    of a set of state names."""
    _, flags = run(
        EntityDetector(),
        "Texas Governor Doug Ducey met officials.",
        "Arizona Gov. Doug Ducey met officials from Nevada and Utah.",
    )
    assert [f.message.split(":")[0] for f in flags] == [
        'The answer says "Texas" where the source says "Arizona"'
    ]


@pytest.mark.parametrize(("detector", "claim", "source"), NEGATIVE)
def test_detector_quiet_on_faithful_claim(detector: Detector, claim: str, source: str) -> None:
    """No flag when the claim says what the source says."""
    _, flags = run(detector, claim, source)
    assert flags == []


@pytest.mark.parametrize("detector", ALL_DETECTORS)
def test_detectors_quiet_without_evidence_or_sources(detector: Detector) -> None:
    """With no sources there is nothing to compare, so nothing is flagged."""
    claim = Claim(
        "c1",
        'Acme "doubled its revenue overnight" because of AI.',
        0,
        51,
        ClaimType.FACT,
        ClaimCategory.FACTUAL,
        True,
    )
    assert detector.detect(claim, [], CheckContext(claim.text, {})) == []


SEPARATE_FACTS = "Sales fell 10% last quarter. New tariffs were introduced in March."
LINKED_FACTS = "New tariffs were introduced in March. As a result, sales fell 10%."


@pytest.mark.parametrize(
    ("prefix", "claim", "suffix", "source", "flagged"),
    [
        # the claim splitter makes the cause of "X because Y" a claim of its own
        ("Sales fell because of ", "the new tariffs", ".", SEPARATE_FACTS, True),
        ("Sales fell 10% ", "due to the new tariffs", ".", SEPARATE_FACTS, True),
        (
            "Sales fell 10% because ",
            "new tariffs were introduced in March",
            ".",
            SEPARATE_FACTS,
            True,
        ),
        # a connective that opens the sentence: the effect is the clause after the claim
        (
            "Because ",
            "new tariffs were introduced in March",
            ", sales fell 10%.",
            SEPARATE_FACTS,
            True,
        ),
        # a consequence connective before the claim makes it the effect
        ("New tariffs were introduced in March, so ", "sales fell 10%", ".", SEPARATE_FACTS, True),
        ("New tariffs came in March; as a result, ", "sales fell 10%", ".", SEPARATE_FACTS, True),
        ("New tariffs were introduced in March, so ", "sales fell 10%", ".", LINKED_FACTS, False),
        # the source links them
        (
            "Sales fell 10% because ",
            "new tariffs were introduced in March",
            ".",
            "Sales fell 10% last quarter because new tariffs were introduced in March.",
            False,
        ),
        # "since" is a time as often as a cause; "and" links nothing
        (
            "Sales fell 10% since ",
            "new tariffs were introduced in March",
            ".",
            SEPARATE_FACTS,
            False,
        ),
        ("Sales fell 10% and ", "new tariffs were introduced in March", ".", SEPARATE_FACTS, False),
        # a guessed cause is no claim of one
        ("Sales fell 10%, possibly ", "due to the new tariffs", ".", SEPARATE_FACTS, False),
        (
            "Sales fell 10%, probably because ",
            "new tariffs were introduced",
            ".",
            SEPARATE_FACTS,
            False,
        ),
        # "due to open" is a schedule
        ("The plant is due to ", "open in March after new tariffs", ".", SEPARATE_FACTS, False),
    ],
)
def test_cause_stated_by_a_connective_before_the_claim(
    prefix: str, claim: str, suffix: str, source: str, flagged: bool
) -> None:
    _, flags = run(CausationDetector(), claim, source, prefix=prefix, suffix=suffix)
    assert [f.type for f in flags] == ([FlagType.CAUSATION_INVENTION] if flagged else [])
    for f in flags:
        assert "Sales fell" in f.message or "sales fell" in f.message  # the effect is named
        assert f.text.startswith(("the new", "due to", "new tariffs", "sales fell"))


@pytest.mark.parametrize(
    ("flag_type", "severity", "contradicts"),
    [
        # entity swapped in the same role: high, contradicted
        (FlagType.ENTITY_MISMATCH, Severity.HIGH, True),
        # invented multi-word name: high, merely absent
        (FlagType.FABRICATION, Severity.HIGH, False),
        # misattribution: high, contradicted
        (FlagType.MISATTRIBUTION, Severity.HIGH, True),
        # contradictions are high
        (FlagType.CONTRADICTION, Severity.HIGH, True),
        # invented causes are medium and merely absent
        (FlagType.CAUSATION_INVENTION, Severity.MEDIUM, False),
        # inflated scope is medium
        (FlagType.SCOPE_EXPANSION, Severity.MEDIUM, False),
    ],
)
def test_severity_and_contradicts(
    flag_type: FlagType, severity: Severity, contradicts: bool
) -> None:
    """Each flag type carries the agreed severity and contradiction bit."""
    detector, claim, source = next((d, c, s) for d, c, s, t, _, _ in POSITIVE if t is flag_type)
    _, flags = run(detector, claim, source)
    assert (flags[0].severity, flags[0].contradicts) == (severity, contradicts)


@pytest.mark.parametrize(
    ("claim", "source", "severity"),
    [
        # one word altered: a close version exists
        (
            'The CEO said "we will double our workforce next year".',
            'The CEO said: "We will grow our workforce next year."',
            Severity.HIGH,
        ),
        # nothing like it anywhere
        ('He called it "a total triumph for science".', "The weather was mild.", Severity.CRITICAL),
    ],
)
def test_fake_quote_severity(claim: str, source: str, severity: Severity) -> None:
    """An altered quote is high (with the source's version), an invented one critical."""
    _, flags = run(QuoteDetector(), claim, source)
    assert flags[0].severity is severity


@pytest.mark.parametrize(
    ("claim", "source", "severity"),
    [
        # a strong intensifier against a hedged source
        (
            "Shares skyrocketed after the report.",
            "Shares rose slightly after the report.",
            Severity.MEDIUM,
        ),
        # a mild intensifier
        (
            "Shares rose significantly after the report.",
            "Shares rose slightly after the report.",
            Severity.LOW,
        ),
    ],
)
def test_exaggeration_severity(claim: str, source: str, severity: Severity) -> None:
    """Strong intensifiers and certainty are medium; mild intensifiers are low."""
    _, flags = run(ExaggerationDetector(), claim, source)
    assert [f.severity for f in flags] == [severity]


def test_a_question_in_the_source_hedges_nothing() -> None:
    """ "Could you take care of food?" is a request; the answer may report that it was taken on."""
    source = (
        "Maria: Ann and Emily, could you take care of food? . Ann: Sure, Emily will bake a cake ."
    )
    _, flags = run(ExaggerationDetector(), "Ann and Emily will take care of the food.", source)
    assert flags == []
    # The same words stated as a hedge are one.
    hedged = "Maria said Ann and Emily could take care of the food."
    _, flags = run(ExaggerationDetector(), "Ann and Emily will take care of the food.", hedged)
    assert [f.text for f in flags] == ["will"]


def test_quote_found_in_a_second_source() -> None:
    """A quote is checked against every source, not only the best evidence."""
    _, flags = run(
        QuoteDetector(),
        'She said "prices will stay flat this year".',
        ["Prices were discussed.", "Later she added: prices will stay flat this year."],
    )
    assert flags == []


def test_a_claim_starting_inside_a_quotation_pairs_its_marks_on_the_whole_answer() -> None:
    """The claim splitter can cut inside a quotation ('"The A.V. | Club" deemed ...'): the
    closing mark must not open a quotation that runs to the next one."""
    source = (
        "The A.V. Club deemed it a standout, praising the cover as a yearning rock fever dream."
    )
    claim = 'Club" deemed it a standout on Adams\'s "1989", praising it as a "yearning rock fever dream".'
    _, flags = run(QuoteDetector(), claim, source, prefix='Critics liked it. "The A.V. ')
    assert flags == []
    # Alone (the claim is the answer), the same marks pair up wrongly and the check would fire.
    assert find_quotes(claim)[0].inner.startswith(" deemed it a standout")


@pytest.mark.parametrize(
    ("prefix", "flagged"),
    [
        # the claim splitter cut the speaker off: the quotation is still one
        ("Mayor Linda Park said, ", True),
        ("According to Mayor Park: ", True),
        # a whole sentence in quotes with no speaker is a quoting style
        ("Intro. ", False),
    ],
)
def test_a_quotation_whose_speaker_the_splitter_cut_off(prefix: str, flagged: bool) -> None:
    source = '"This is a big step toward safer streets," said Mayor Linda Park.'
    _, flags = run(
        QuoteDetector(),
        '"This is a huge step toward safer streets."',
        source,
        prefix=prefix,
        suffix="",
    )
    assert [f.type for f in flags] == ([FlagType.FAKE_QUOTE] if flagged else [])


def test_fabrication_not_reported_twice_for_misattributed_name() -> None:
    """A misattributed name gets one MISATTRIBUTION flag, not also a FABRICATION."""
    _, flags = run(
        EntityDetector(),
        "According to Reuters, the plant will close in May.",
        "According to Bloomberg, the plant will close in May.",
    )
    assert [f.type for f in flags] == [FlagType.MISATTRIBUTION]


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # dotted initials belong to the name: "A.V. Club", not "V. Club"
        (
            "The A.V. Club praised the film.",
            "Critics including Roger Ebert praised the film.",
            "A.V. Club",
        ),
        ("The A.V. Club praised the film.", "The A.V. Club praised the film in 2019.", None),
        # a name's initials alone do not find it ("a" is in every text)
        ("It was praised by Jon A. Smith.", "It was praised by many in a hall.", "Jon A. Smith"),
        ("Sales grew in the U.K. last year.", "Sales grew in Britain last year.", None),
        ("Sales grew in the U.S. last year.", "Sales grew in the United States last year.", None),
    ],
)
def test_dotted_initials_are_part_of_the_name(claim: str, source: str, flagged: str | None) -> None:
    answer, flags = run(EntityDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # "neither X nor Y" as subjects denies the predicate, not X or Y
        (
            "The NFL and the Patriots have been praised for their handling of the case.",
            "But neither the Patriots nor the NFL has anything to be ashamed of in the case.",
            None,
        ),
        ("The NFL is to blame.", "But neither the Patriots nor the NFL is to blame.", "blame"),
        # as objects it denies them
        ("He speaks French.", "He speaks neither French nor German.", "French"),
        # "not that ... aren't" cancels; a feared denial asserts nothing
        (
            "The conflicts of interest are potentially serious.",
            "It's not that the alleged conflicts aren't potentially serious; as I noted, they are.",
            None,
        ),
        (
            "Despite concerns that the bike would not be recovered, police found it.",
            "Despite the odds, police said the bike was recovered on Monday.",
            None,
        ),
        (
            "The bike was not recovered.",
            "Police said the bike was recovered on Monday.",
            "not recovered",
        ),
        # "not that" cancels only the denial of its own clause
        (
            "The merger was approved by the board.",
            "Shareholders objected and the board did not; that merger was not approved by the board.",
            "approved",
        ),
    ],
)
def test_a_denial_is_read_in_its_frame(claim: str, source: str, flagged: str | None) -> None:
    answer, flags = run(NegationDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])


PLANS = (
    "For example, we have term life insurance, which covers a certain number of years. We also "
    "have whole life insurance, which is a more long-term option. However, we do offer a quick "
    "online quote tool that can give you an estimate based on your circumstances."
)


@pytest.mark.parametrize(
    ("source", "flagged"),
    [
        (PLANS, "no whole"),
        (PLANS.replace("We also have whole", "We do not have whole"), None),
    ],
)
def test_a_denied_part_of_a_long_claim_is_compared_with_the_sentence_that_says_it(
    source: str, flagged: str | None
) -> None:
    """The evidence search finds sentences like the whole claim; the part that denies something
    is looked up in the sources on its own."""
    claim_text = (
        "The agent described term life insurance policies, no whole life insurance policies, and "
        "offered a quick online quote tool to help the client receive an estimate"
    )
    answer = f"Intro. {claim_text}. Outro."
    claim = _claim_in(answer, claim_text)
    last = source.index("However")
    evidence = [Evidence("s1", last, len(source), source[last:], 0.9)]
    ctx = CheckContext(answer, {"s1": Source("s1", source)})
    flags = NegationDetector().detect(claim, evidence, ctx)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])


def test_misaligned_claim_is_an_input_error() -> None:
    """A claim whose span does not slice the answer is reported, not silently mis-flagged."""
    claim = Claim("c1", "Acme Widgets Ltd won.", 0, 21, ClaimType.FACT, ClaimCategory.FACTUAL, True)
    ctx = CheckContext("Something else entirely!", {"s1": Source("s1", "Nothing here.")})
    with pytest.raises(InputError, match="does not slice the answer"):
        EntityDetector().detect(claim, [], ctx)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # straight and curly quotes
        ('a "one two three" b “four five six”', ['"one two three"', "“four five six”"]),
        # apostrophes inside words never pair up
        ("don't say it's ok 'yes'", []),
        # single quotes around a phrase
        ("he said 'we are done here' loudly", ["'we are done here'"]),
    ],
)
def test_find_quotes(text: str, expected: list[str]) -> None:
    """Quotation spans include their marks and slice the text."""
    assert [text[q.start : q.end] for q in find_quotes(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "Inc." does not end a sentence
        ("Acme Inc. signed. It paid.", ["Acme Inc. signed.", "It paid."]),
        # newlines end sentences
        ("one line\nanother line", ["one line", "another line"]),
        # a time's "p.m." ends a sentence only before a capital
        (
            "Late check-out until 1 p.m. costs $30. Check-in is at 3 p.m. Parking is free.",
            ["Late check-out until 1 p.m. costs $30.", "Check-in is at 3 p.m.", "Parking is free."],
        ),
        # so do other dotted initials ("P.O. boxes")
        (
            "We do not ship to P.O. boxes or to Alaska. Orders ship from the U.K. Returns are free.",
            [
                "We do not ship to P.O. boxes or to Alaska.",
                "Orders ship from the U.K.",
                "Returns are free.",
            ],
        ),
        # a title before a name ends nothing, as in the answer's sentences
        (
            "And Arizona Gov. Doug Ducey signed it. Sen. Ted Cruz spoke.",
            ["And Arizona Gov. Doug Ducey signed it.", "Sen. Ted Cruz spoke."],
        ),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    """Sentences slice their text exactly."""
    sents = split_sentences(text)
    assert [s.text for s in sents] == expected
    assert all(text[s.start : s.end] == s.text for s in sents)


@pytest.mark.parametrize(
    ("text", "pos", "expected"),
    [
        # the start of the text
        ("Acme won.", 0, True),
        # after a full stop
        ("It ended. Acme won.", 10, True),
        # mid-sentence
        ("It said Acme won.", 8, False),
        # a list item
        ("Notes:\n- Acme won.", 9, True),
        # a title's full stop ends no sentence
        ("The agent called Mr. Smith.", 21, False),
        ("Ask Dr. Patel first.", 8, False),
        # a word ending in the same letters does
        ("He plays the drums. Smith won.", 20, True),
    ],
)
def test_is_sentence_start(text: str, pos: int, expected: bool) -> None:
    """Capitals at sentence starts do not make names."""
    assert is_sentence_start(text, pos) is expected


_WORDS = [
    "Acme",
    "Globex",
    "NASA",
    "not",
    "never",
    "because",
    "due",
    "to",
    "all",
    "some",
    "nationwide",
    "in",
    "Seoul",
    "may",
    "will",
    "record",
    "rose",
    "fell",
    "said",
    "according",
    "'s",
    '"',
    "“",
    "”",
    "'",
    "...",
    "…",
    ".",
    ",",
    "\n",
    "İ",
    "ß",
    "ﬁ",
    "\u0301",
    "😀",
    "100%",
]
_texts = st.one_of(
    st.text(max_size=80),
    st.lists(st.sampled_from(_WORDS), max_size=25).map(" ".join),
    st.lists(st.sampled_from(_WORDS), max_size=25).map("".join),
)


@settings(max_examples=150, deadline=None)
@given(prefix=_texts, claim_text=_texts, evidence_text=_texts, other=_texts)
def test_detectors_never_crash_and_spans_slice(
    prefix: str, claim_text: str, evidence_text: str, other: str
) -> None:
    """Arbitrary Unicode never crashes a detector, and every flag span slices the answer."""
    answer = prefix + claim_text
    claim = Claim(
        "c1",
        claim_text,
        len(prefix),
        len(answer),
        ClaimType.FACT,
        ClaimCategory.FACTUAL,
        True,
    )
    source_text = other + " " + evidence_text
    sources = {"s1": Source("s1", source_text)}
    start = len(other) + 1
    evidence = [Evidence("s1", start, len(source_text), evidence_text, 0.5)]
    ctx = CheckContext(answer, sources)
    for detector in ALL_DETECTORS:
        for f in detector.detect(claim, evidence, ctx):
            assert answer[f.start : f.end] == f.text
            assert f.text
            assert f.source_says is None or len(f.source_says) <= 200


def test_tokens_slice_their_text() -> None:
    """Token offsets index the original, even where lower-casing changes length."""
    text = "İstanbul’s ﬁrm didn't grow 100%."
    assert all(text[t.start : t.end] == t.text for t in tokenize(text))


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # a name with a doubled letter more or less is the same name
        (
            "Storms often hit the Caribbean in September.",
            "Storms hit the carribean in September.",
            None,
        ),
        (
            "The firm exports bananas to the Philippines.",
            "It exports bananas to the Phillipines.",
            None,
        ),
        # any other letter changed makes another name: other places, other products
        ("He works in Granada.", "There is one guy in Grenada working on it.", "Granada"),
        ("He died at Harberton in Devon.", "He died at Halberton in Devon.", "Harberton"),
        ("A consultant from NovaIntel wrote.", "I am a consultant with NovoIntel.", "NovaIntel"),
        # a country and its language or adjective; a word and its adjective
        ("His last match in England was in 1958.", "He graced the English game until 1958.", None),
        ("Leaders of the Western Hemisphere met.", "Leaders met at hemispheric summits.", None),
        # one letter off at the end is another name; so is a short name one letter off
        ("The prize went to Caroline.", "The prize went to Carolina.", "Caroline"),
        ("The prize went to Marta.", "The prize went to Maria.", "Marta"),
        ("The prize went to Mario.", "The prize went to Maria.", "Mario"),
        # a place and its people share what is left once the ending is cut
        (
            "Many Canadians attended the summit.",
            "Many people from Canada attended the summit.",
            None,
        ),
        ("The Chinese delegation left early.", "The delegation from China left early.", None),
        ("The summit was held in Italy.", "Italians hosted the summit.", None),
        # days of the week are no names, in the plural too
        ("The shop is closed on Mondays.", "The shop is open Tuesday to Sunday.", None),
        # but a name that shares only its first letters is another name
        ("The games were hosted by Austria.", "The games were hosted by Australia.", "Austria"),
        ("The games were hosted by Australia.", "The games were hosted by Austria.", "Australia"),
        ("The games were hosted by Austria.", "The games were hosted by Austin.", "Austria"),
    ],
)
def test_spelling_variants_and_demonyms_of_names(
    claim: str, source: str, flagged: str | None
) -> None:
    answer, flags = run(EntityDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # one word of a name changed where the evidence names the same one
        ("CEO John Park said sales grew.", "CEO Jane Park said sales grew.", "John"),
        (
            "The story was first reported by the New York Times on Monday.",
            "The story was first reported by the New York Post on Monday.",
            "Times",
        ),
        # another form of the same word, a common word opening a line, a name written as one
        # word: no swap
        (
            "Order through Uber Eats for delivery.",
            "My only option was to Uber Eat some food.",
            None,
        ),
        ("Step 1. Open iTunes on your computer.", "Step 1. Launch iTunes on your computer.", None),
        ("Visit the Pages Jaunes website.", "Visit www.pagesjaunes.fr, the Pages Blanches.", None),
        # an acronym may be written dotted
        (
            "Ducks caused a stir in Washington DC on Tuesday.",
            "Ducks crossed a street in Washington, D.C. The Washington Post reports it.",
            None,
        ),
        # a word the sources have elsewhere is no swap; nor is a name with a word added
        ("CEO Jane Park said sales grew.", "CEO Jane Park said sales grew.", None),
        ("John Fitzgerald Kennedy gave the speech.", "John Kennedy gave the speech.", None),
        (
            "CEO Jane Kim said sales grew.",
            "CEO Jane Park said sales grew. Analyst Kim Lee agreed.",
            None,
        ),
    ],
)
def test_a_changed_word_of_a_name(claim: str, source: str, flagged: str | None) -> None:
    answer, flags = run(EntityDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])
    assert all(f.type is FlagType.ENTITY_MISMATCH for f in flags)


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # "most" of a whole the source gives a small share of
        (
            "Nausea was reported by most patients on the drug.",
            "Nausea was reported by 15% of patients on the drug.",
            "most patients",
        ),
        ("Most nurses left the ward.", "3 out of 10 nurses left the ward.", "Most nurses"),
        (
            "Most customers liked it.",
            "In the survey, 12 of 40 customers liked it.",
            "Most customers",
        ),
        ("Most customers liked it.", "In the survey, 32 of 40 customers liked it.", None),
        (
            "Nearly all patients finished the trial.",
            "Two thirds of patients finished the trial.",
            "Nearly all patients",
        ),
        # a share that is most of the whole; half is not less than "the majority" allows
        ("Most patients finished the trial.", "80% of patients finished the trial.", None),
        ("The majority of doctors agreed.", "Half of the doctors agreed.", None),
        # "the most common" is no share, and a share of something else is no rival
        (
            "Nausea was the most common side effect.",
            "Nausea, in 15% of patients, was the most common side effect.",
            None,
        ),
        (
            "Most patients finished the trial.",
            "15% of doctors left; the patients finished the trial.",
            None,
        ),
    ],
)
def test_most_against_a_smaller_share(claim: str, source: str, flagged: str | None) -> None:
    answer, flags = run(ScopeDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])
    assert all(f.type is FlagType.SCOPE_EXPANSION for f in flags)


CALL = "Agent: Am I speaking with Mr. Johnson?\nClient: Yes.\nAgent: Thank you Mr. Johnson."


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # the source calls him "Mr.": "Mrs." or "Ms." is another person
        ("The agent called Mrs. Johnson about the plan.", CALL, "Mrs. Johnson"),
        ("The agent offered Ms Johnson a better plan.", CALL, "Ms Johnson"),
        ("The agent called Mr. Johnson about the plan.", CALL, None),
        # no honorific on either side says nothing
        ("The agent called Johnson about the plan.", CALL, None),
        ("The agent called Mrs. Johnson about the plan.", "Agent: Hello, Johnson here.", None),
        # either honorific in the sources allows it
        ("The agent called Ms. Lee about the plan.", "Mr. Lee and Ms. Lee both answered.", None),
    ],
)
def test_honorific_of_another_gender(claim: str, source: str, flagged: str | None) -> None:
    answer, flags = run(EntityDetector(), claim, source)
    assert [answer[f.start : f.end] for f in flags] == ([flagged] if flagged else [])
    assert all(f.type is FlagType.ENTITY_MISMATCH for f in flags)


PRESS = (
    'At the press conference, Mayor Ana Ruiz said: "We will not raise property taxes this '
    'year." Council member Tom Blake disagreed.'
)


@pytest.mark.parametrize(
    ("speaker", "flagged"), [("Tom Blake said", True), ("Mayor Ana Ruiz said", False)]
)
def test_a_quotation_split_off_its_attribution_is_still_credited(
    speaker: str, flagged: bool
) -> None:
    """The claim splitter makes the quotation a claim of its own; the speaker's claim is still
    compared with who said it."""
    quoted = ' "We will not raise property taxes this year."'
    _, flags = run(EntityDetector(), speaker, PRESS, prefix="", suffix=":" + quoted)
    assert [f.type for f in flags] == ([FlagType.MISATTRIBUTION] if flagged else [])
    if flagged:
        assert "Mayor Ana Ruiz" in flags[0].message


LIBRARY = (
    "The library is open Monday through Thursday from 9 a.m. to 8 p.m., and Friday and "
    "Saturday from 10 a.m. to 5 p.m. It is closed on Sundays and public holidays. Library "
    "cards are free for residents."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # "It" is the library of the sentence before, which another evidence span holds
        ("The library is open on Sundays from 10 a.m. to 5 p.m.", "open"),
        ("The library is open on Sundays.", "open"),
        # a day the sentence with the claim's word gives
        ("The library is open on Mondays.", None),
    ],
)
def test_a_pronoun_that_opens_an_evidence_span_reads_the_sentence_before(
    claim: str, flagged: str | None
) -> None:
    answer = f"Intro. {claim} Outro."
    c = _claim_in(answer, claim)
    sources = {"s1": Source("s1", LIBRARY)}
    evidence = [Evidence("s1", s.start, s.end, s.text, 0.9) for s in split_sentences(LIBRARY)[:2]]
    flags = NegationDetector().detect(c, evidence, CheckContext(answer, sources))
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.CONTRADICTION and "closed" in flags[0].message


def test_a_claim_cut_after_a_negator_of_its_sentence_is_not_compared() -> None:
    """The claim splitter may leave "has not yet" in the claim before: "decided on a review"
    is not what the answer asserts."""
    answer = "Glanz has not yet decided on a review of the deputies' actions."
    c = _claim_in(answer, "decided on a review of the deputies' actions")
    source = "Glanz indicated he has not yet decided how to proceed with a review of their actions."
    sources = {"s1": Source("s1", source)}
    evidence = [Evidence("s1", 0, len(source), source, 0.9)]
    assert NegationDetector().detect(c, evidence, CheckContext(answer, sources)) == []


def test_a_deed_of_several_names_quotes_them_all() -> None:
    """The flag on a name in the place of others names every one the sentence has do it."""
    _, flags = run(SubstitutionDetector(), "Michael Collins landed on the Moon.", APOLLO)
    assert len(flags) == 1
    assert "the source says that of Neil Armstrong and Buzz Aldrin:" in flags[0].message


def test_a_shared_deed_is_quoted_without_the_full_stop() -> None:
    _, flags = run(
        ScopeDetector(), "Hubble is operated by the European Space Agency alone.", HUBBLE
    )
    assert len(flags) == 1
    assert 'only says "with the European Space Agency"' in flags[0].message


PHONE_A = (
    "Phone A has a 6.1-inch OLED display, 128 GB of storage and a 3,200 mAh battery. It costs "
    "$799 and comes in black and silver."
)
PHONE_B = (
    "Phone B has a 6.7-inch LCD display, 256 GB of storage and a 5,000 mAh battery. It costs "
    "$649 and comes in blue only."
)


EARNINGS = (
    "Apple reported revenue of $89.5 billion for the quarter. It said iPhone sales rose 3%. "
    "Microsoft reported revenue of $56.5 billion. It said cloud revenue grew 28%."
)
CURIES = (
    "Marie Curie was born in Warsaw in 1867. She won the Nobel Prize in Physics in 1903 and the "
    "Nobel Prize in Chemistry in 1911. Pierre Curie was born in Paris in 1859. He was killed in "
    "a street accident in 1906."
)


@pytest.mark.parametrize(
    ("claim", "sources", "flagged", "owner"),
    [
        # a sentence is about the name it opens with ...
        ("Phone A has an LCD display.", (PHONE_A, PHONE_B), "Phone A", "Phone B"),
        # ... or the one its "It" stands for, in its own source or one source of both
        ("Phone B comes in black and silver.", (PHONE_A, PHONE_B), "Phone B", "Phone A"),
        ("Phone A comes in blue only.", (PHONE_A + " " + PHONE_B,), "Phone A", "Phone B"),
        (
            "The Nova phone comes in blue only.",
            (
                PHONE_A.replace("Phone A", "The Nova phone"),
                PHONE_B.replace("Phone B", "The Orion phone"),
            ),
            "Nova",
            "Orion",
        ),
        ("Phone B has an LCD display.", (PHONE_A, PHONE_B), None, None),
        ("Phone A comes in black and silver.", (PHONE_A + " " + PHONE_B,), None, None),
        # a name the sources do not have is not theirs to tell apart
        ("Phone C has an LCD display.", (PHONE_A, PHONE_B), None, None),
        # "He" after a sentence of two names may be either
        (
            "Dan Cole said the charges were false.",
            ("Officer Ruiz arrested Dan Cole on Friday. He said the charges were false.",),
            None,
            None,
        ),
        # "She" after a sentence whose other name is a place; two first names of one family
        (
            "Pierre Curie won the Nobel Prize in Chemistry in 1911.",
            (CURIES,),
            "Pierre Curie",
            "Marie Curie",
        ),
        (
            "Marie Curie was killed in a street accident in 1906.",
            (CURIES,),
            "Marie Curie",
            "Pierre Curie",
        ),
        ("Marie Curie won the Nobel Prize in Chemistry in 1911.", (CURIES,), None, None),
        # "He" after "met Putin" may be either
        (
            "Putin said the talks went well.",
            ("Obama met Putin in Geneva. He said the talks went well. Putin left on Friday.",),
            None,
            None,
        ),
        # one-word names the sources never write in lower case ("Microsoft"), "It said" theirs
        ("Microsoft said iPhone sales rose 3%.", (EARNINGS,), "Microsoft", "Apple"),
        ("Apple said cloud revenue grew 28%.", (EARNINGS,), "Apple", "Microsoft"),
        ("Apple said iPhone sales rose 3%.", (EARNINGS,), None, None),
        # product names with a lower-case first letter or a number
        (
            "The iPhone 15 starts at $699.",
            (
                "The iPhone 15 has a 6.1-inch display. It starts at $799.",
                "The Pixel 8 has a 6.2-inch display. It starts at $699.",
            ),
            "iPhone 15",
            "Pixel 8",
        ),
        # a model's one-word name of letters and digits, a version with a decimal point
        (
            "GPT-4 was released in November 2022.",
            ("GPT-3.5 was released in November 2022. GPT-4 was released in March 2023.",),
            "GPT-4",
            "GPT-3.5",
        ),
        (
            "GPT-4 was released in March 2023.",
            ("GPT-3.5 was released in November 2022. GPT-4 was released in March 2023.",),
            None,
            None,
        ),
        (
            "The A100 has 80 GB of memory.",
            ("The H100 has 80 GB of memory. The A100 has 40 GB of memory.",),
            "A100",
            "H100",
        ),
        # a quarter is no name of its own
        (
            "Q3 revenue was $5 million.",
            ("Q2 revenue was $5 million. Q3 revenue was $6 million.",),
            None,
            None,
        ),
        # said of both: the claim's name has the sentence too
        (
            "Phone A has 5G support.",
            (PHONE_A + " It has 5G support.", PHONE_B + " It has 5G support."),
            None,
            None,
        ),
    ],
)
def test_a_sentence_is_about_its_owner(
    claim: str, sources: tuple[str, ...], flagged: str | None, owner: str | None
) -> None:
    _, flags = run(SubstitutionDetector(), claim, sources)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if owner:
        assert f'says this of "{owner}"' in flags[0].message
        assert flags[0].type is FlagType.ENTITY_MISMATCH


@pytest.mark.parametrize(
    ("claim", "sources", "flagged"),
    [
        ("Both phones have 256 GB of storage.", (PHONE_A, PHONE_B), "Both phones"),
        ("All phones come in blue only.", (PHONE_A + " " + PHONE_B,), "All phones"),
        (
            "Both drugs are taken once daily.",
            (
                "Drug X is approved for adults. It is taken once daily.",
                "Drug Y is approved for children. It is taken twice daily.",
            ),
            "Both drugs",
        ),
        (
            "Both phones have 5G support.",
            (PHONE_A + " It has 5G support.", PHONE_B + " It has 5G support."),
            None,
        ),
        # one owner of the kind: nothing to tell apart
        ("Both phones have 256 GB of storage.", (PHONE_B,), None),
    ],
)
def test_every_one_of_a_kind_where_one_owner_has_it(
    claim: str, sources: tuple[str, ...], flagged: str | None
) -> None:
    _, flags = run(SubstitutionDetector(), claim, sources)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.SCOPE_EXPANSION
        assert '"Phone B" only' in flags[0].message or '"Drug X" only' in flags[0].message


def test_a_name_after_said_and_before_what_was_said_is_no_speaker() -> None:
    """ "It said iPhone sales rose 3%": iPhone said nothing."""
    _, flags = run(EntityDetector(), "Apple said iPhone sales rose 3%.", EARNINGS)
    assert flags == []
    _, flags = run(
        EntityDetector(),
        "Jane Ortiz said the plan was sound.",
        '"The plan is sound," said Tom Reyes, the city manager.',
    )
    assert [f.type for f in flags] == [FlagType.MISATTRIBUTION]


LEAVE = (
    "Sick Leave is available to all full-time employees. It accrues at 1 day per month and "
    "unused days do not carry over. Vacation Leave is available after 90 days of employment. It "
    "accrues at 1.5 days per month and up to 5 unused days carry over."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        # the sentence that says unused days carry over is Vacation Leave's
        ("Unused Sick Leave days carry over.", "carry"),
        ("Unused Vacation Leave days carry over.", None),
        ("Unused Sick Leave days do not carry over.", None),
    ],
)
def test_a_sentence_about_another_name_asserts_nothing_of_the_claims(
    claim: str, flagged: str | None
) -> None:
    _, flags = run(NegationDetector(), claim, LEAVE)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


API = (
    "The /users endpoint returns a list of users. It supports pagination and is limited to 100 "
    "requests per minute. The /orders endpoint returns a list of orders. It does not support "
    "pagination and is limited to 20 requests per minute."
)


def test_a_path_owns_its_sentences() -> None:
    """A path names itself; the sentences about it join the claim's evidence, and a sentence
    about another path found anywhere in the sources is said of that one."""
    claim = "The /orders endpoint supports pagination."
    answer = "Intro. " + claim
    c = _claim_in(answer, claim)
    sources = {"s1": Source("s1", API)}
    # the evidence search found /users's sentence only
    at = API.index("It supports")
    ev = [Evidence("s1", at, at + 86, API[at : at + 86], 0.9)]
    flags = NegationDetector().detect(c, ev, CheckContext(answer, sources))
    assert [f.text for f in flags] == ["supports"]
    assert "does not support" in flags[0].message
    claim = "The /users endpoint is limited to 20 requests per minute."
    answer = "Intro. " + claim
    c = _claim_in(answer, claim)
    flags = SubstitutionDetector().detect(c, ev, CheckContext(answer, sources))
    assert [f.text for f in flags] == ["/users"]
    assert 'says this of "/orders"' in flags[0].message
    _, flags = run(SubstitutionDetector(), "The /users endpoint supports pagination.", API)
    assert flags == []


def test_every_one_of_a_kind_quotes_the_owners_sentence() -> None:
    """The sentence quoted is the one owner's, whichever source comes last."""
    _, flags = run(
        SubstitutionDetector(), "Both phones have 256 GB of storage.", (PHONE_B, PHONE_A)
    )
    assert [f.text for f in flags] == ["Both phones"]
    assert flags[0].source_says is not None and "256 GB of storage" in flags[0].source_says
    assert "256 GB of storage" in flags[0].message


REVENUE_VERSUS = "Revenue was $1.9 billion versus $1.8 billion in the third quarter of 2023."


def test_a_figure_set_against_another_shares_its_frame() -> None:
    """ "$1.9 billion versus $1.8 billion in the third quarter of 2023" compares two third
    quarters: the frame after the second figure is no other thing's."""
    _, flags = run(
        NumericDetector(), "Revenue was $1.9 billion in the third quarter.", REVENUE_VERSUS
    )
    assert flags == []
    # the trend detector's words of comparison set figures against each other here too
    compares = (
        "Revenue was $1.9 billion, that compares to $1.8 billion in the third quarter of 2023."
    )
    _, flags = run(NumericDetector(), "Revenue was $1.9 billion in the third quarter.", compares)
    assert flags == []


def test_declined_to_a_figure_is_no_refusal() -> None:
    """ "declined to $1.9 billion" is a figure that fell, not "declined to comment"."""
    _, flags = run(
        NegationDetector(), "Revenue declined to $1.9 billion in the third quarter.", REVENUE_VERSUS
    )
    assert [f.text for f in flags] == []
    _, refused = run(
        NegationDetector(),
        "The company commented on the lawsuit.",
        "The company declined to comment on the lawsuit.",
    )
    assert [f.type for f in refused] == [FlagType.CONTRADICTION]


# -- one figure said of every member of a group the sources give two figures for -------------

_PLANS = (
    "Acme's Pro plan costs $49 per month and includes 10 users. "
    "The Basic plan costs $19 per month for 2 users."
)


@pytest.mark.parametrize(
    ("claim", "flagged", "said"),
    [
        ("Both plans include 10 users.", "Both plans", "2 users"),
        ("All plans cost $49 per month.", "All plans", "$19"),
        ("Each of the plans includes 2 users.", "Each of the plans", "10 users"),
    ],
)
def test_one_figure_for_every_member_of_a_group(claim: str, flagged: str, said: str) -> None:
    _, flags = run(ScopeDetector(), claim, _PLANS)
    assert [(f.type, f.text) for f in flags] == [(FlagType.SCOPE_EXPANSION, flagged)]
    assert flags[0].source_says == said
    assert flags[0].contradicts


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The Pro plan includes 10 users.", _PLANS),  # one member
        ("Both plans cost under $50 per month.", _PLANS),  # a bound both meet
        ("Both plans include email support.", _PLANS),  # no figure
        # the source says it of the whole group
        (
            "All plans include 10 users.",
            "All plans include 10 users. The Pro plan costs $49 and adds 20 users.",
        ),
        # figures of another measure
        (
            "Both plans include 10 users.",
            "The Pro plan includes 10 users. The Basic plan has 5 GB.",
        ),
    ],
)
def test_one_figure_for_a_group_where_the_sources_allow_it(claim: str, source: str) -> None:
    assert run(ScopeDetector(), claim, source)[1] == []


@pytest.mark.parametrize(
    "claim",
    [
        "Daniel Kim, the company's COO, was named interim CEO.",
        "Daniel Kim, Globex's COO, was named interim CEO.",
        "Daniel Kim, COO, was named interim CEO.",
    ],
)
def test_an_office_in_apposition_with_an_owner(claim: str) -> None:
    source = "The Globex board named CFO Daniel Kim as interim chief executive."
    _, flags = run(EntityDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == [(FlagType.ENTITY_MISMATCH, "COO")]
    assert '"CFO"' in flags[0].message
    assert run(EntityDetector(), claim.replace("COO", "CFO"), source)[1] == []


def test_a_group_named_in_passing_is_no_subject_given_one_figure() -> None:
    claim = (
        "Sear the steak until it is deep brown and crispy on both sides, about 3 minutes per side."
    )
    source = (
        "Add steaks and sear until deep brown and crisp, about 3 minutes a side. "
        "Cook for an additional 1-2 minutes on the second side of the steak."
    )
    assert run(ScopeDetector(), claim, source)[1] == []


@pytest.mark.parametrize(
    ("prefix", "claim", "flagged"),
    [
        ("Patients take drug X twice daily. ", "It is approved for children.", "children"),
        ("Patients take drug X twice daily. ", "It is approved for adults.", None),
        # the answer has not named what the source's sentence is about: no frame
        ("Patients take it twice daily. ", "It is approved for children.", None),
        # no pronoun: the claim's own words are its frame
        ("Patients take drug X twice daily. ", "Approval covers children.", None),
    ],
)
def test_a_pronoun_stands_for_what_the_answer_named(
    prefix: str, claim: str, flagged: str | None
) -> None:
    """ "It is approved for children" after "drug X": the evidence sentence about Drug X frames
    the claim's one word no source uses, as "The drug is approved for children" would."""
    source = "Drug X is approved for adults. It is taken once daily."
    _, flags = run(SubstitutionDetector(), claim, source, prefix=prefix)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.CONTRADICTION


def test_the_day_said_instead_is_not_the_claims_other_day() -> None:
    """ "moved from Tuesday to Thursday": the source's Tuesday is the claim's too; Wednesday is
    the day it gives instead."""
    _, flags = run(
        SubstitutionDetector(),
        "The meeting was moved from Tuesday to Thursday.",
        "The meeting, originally scheduled for Tuesday, has been moved to Wednesday.",
    )
    assert [f.text for f in flags] == ["Thursday"]
    assert 'the source says "Wednesday"' in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("Aspirin is safe for adults.", "Do not use aspirin in children."),
        (
            "Aspirin is recommended for adults with fever.",
            "Aspirin should not be given to children. Adults may take aspirin for fever.",
        ),
        ("Aspirin is not recommended for children.", "Aspirin should not be given to children."),
    ],
)
def test_a_denial_covers_safe_only_for_whom_it_denies(claim: str, source: str) -> None:
    """ "Do not use aspirin in children" says nothing against "safe for adults"."""
    _, flags = run(NegationDetector(), claim, source)
    assert flags == []


EINSTEIN = (
    "Albert Einstein received the 1921 Nobel Prize in Physics for his services to theoretical "
    "physics, and especially for his discovery of the law of the photoelectric effect."
)


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "Einstein received the Nobel Prize for his theory of relativity.",
            EINSTEIN,
            "for his theory of relativity",
        ),
        (
            "The company was fined for late filings.",
            "In 2022 the company was fined $2 million for misleading investors.",
            "for late filings",
        ),
        # the source's reason, or part of it
        ("Einstein won the Nobel Prize for his work on the photoelectric effect.", EINSTEIN, None),
        # no reason: a number of times, a stretch of time
        (
            "She won the award for the third time.",
            "She won the award for her debut novel in 2019, 2020 and 2021.",
            None,
        ),
        ("He was jailed for two years.", "He was jailed for fraud in 2019.", None),
        # no source sentence about the award gives a reason
        (
            "Einstein received the Nobel Prize for his theory of relativity.",
            "Einstein received the Nobel Prize in 1922.",
            None,
        ),
        # a cause after "due to", "because of", against the source's reason
        (
            "The bridge was closed due to flooding.",
            "The bridge was closed for scheduled maintenance.",
            "due to flooding",
        ),
        (
            "The flight was cancelled because of a storm.",
            "The flight was cancelled due to a mechanical fault.",
            "because of a storm",
        ),
        (
            "The bridge was closed due to maintenance.",
            "The bridge was closed for maintenance.",
            None,
        ),
        # a guess
        (
            "The bridge was closed possibly due to flooding.",
            "The bridge was closed for scheduled maintenance.",
            None,
        ),
    ],
)
def test_a_reason_after_for_that_the_source_gives_otherwise(
    claim: str, source: str, flagged: str | None
) -> None:
    """ "won the Nobel Prize for his theory of relativity" against "for ... the photoelectric
    effect": the source gives another reason."""
    _, flags = run(CausationDetector(), claim, source)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.CAUSATION_INVENTION
        assert flags[0].contradicts


TESLA = (
    "Tesla was founded in July 2003 by Martin Eberhard and Marc Tarpenning. Elon Musk joined in "
    "2004 as chairman after leading the Series A round."
)


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Tesla was founded by Elon Musk in 2003.", "Elon Musk"),
        ("Tesla was founded by Martin Eberhard in 2003.", None),
        ("Tesla was founded by Martin Eberhard and Marc Tarpenning.", None),
        # the deed told actively
        ("Elon Musk founded Tesla in 2003.", "Elon Musk"),
        ("Martin Eberhard founded Tesla in 2003.", None),
    ],
)
def test_a_names_deed_by_another_named_doer(claim: str, flagged: str | None) -> None:
    """ "founded by Elon Musk" against "founded in July 2003 by Martin Eberhard ...": a name and
    its verb are frame enough, and a date may stand between the verb and "by"."""
    _, flags = run(SubstitutionDetector(), claim, TESLA)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert "founded in July 2003 by Martin Eberhard" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "Only premium members can access the API.",
            "All members can access the API. Premium members get higher rate limits.",
            "Only premium members",
        ),
        (
            "The API is available only to premium members.",
            "The API is available to all members.",
            "only to premium members",
        ),
        # the source restricts it too, or gives all of the kind something else
        (
            "Only premium members can access the API.",
            "Only premium members can access the API. All members get email support.",
            None,
        ),
        ("Only premium members get higher rate limits.", "All members can access the API.", None),
    ],
)
def test_only_some_of_a_kind_where_the_source_says_all(
    claim: str, source: str, flagged: str | None
) -> None:
    """ "Only premium members can access the API" against "All members can access the API"."""
    _, flags = run(ScopeDetector(), claim, source)
    assert [f.text for f in flags] == ([flagged] if flagged else [])
    if flagged:
        assert flags[0].type is FlagType.CONTRADICTION


@pytest.mark.parametrize(
    "claim",
    [
        # two positive words, or a word the lexicon holds no strong view of, are no opposites
        "The CEO said the results were impressive.",
        "The CEO said the results were mixed.",
    ],
)
def test_words_of_one_polarity_are_no_opposites(claim: str) -> None:
    _, flags = run(SubstitutionDetector(), claim, "The CEO said the results were encouraging.")
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("Vision is covered by the policy.", "covered"),
        ("The policy covers vision.", "covers"),
        ("The policy covers dental and vision.", "covers"),
        # what the sentence before says is no denial's
        ("The policy covers dental care.", None),
        # a word the topic lacks is another case
        ("Vision is covered by the rider.", None),
    ],
)
def test_a_short_denial_within_the_topic_of_the_sentence_before(
    claim: str, flagged: str | None
) -> None:
    """ "Vision is not covered." after "The policy covers dental care." denies that the policy
    covers vision, though it never names the policy."""
    source = "The policy covers dental care. Vision is not covered."
    _, flags = run(NegationDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.CONTRADICTION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    "claim",
    [
        "The meeting was moved to Friday.",
        "The meeting was originally set for Thursday.",
    ],
)
def test_a_day_the_sentence_puts_after_the_same_words_is_no_move(claim: str) -> None:
    source = "The meeting, originally set for Thursday, was moved to Friday."
    _, flags = run(SubstitutionDetector(), claim, source)
    assert flags == []


@pytest.mark.parametrize(
    ("claim", "source", "said"),
    [
        (
            "Most participants were women.",
            "The study enrolled 500 participants; 48% were women.",
            "48%",
        ),
        ("Most participants were women.", "Of the 500 participants, 75% were women.", None),
        # the share is of something else the claim does not say
        (
            "Most participants were men.",
            "The study enrolled 500 participants; 48% were women.",
            None,
        ),
    ],
)
def test_a_share_that_opens_a_statement_is_of_the_whole_named_before(
    claim: str, source: str, said: str | None
) -> None:
    _, flags = run(ScopeDetector(), claim, source)
    assert [f.type for f in flags] == ([FlagType.SCOPE_EXPANSION] if said else [])
    if said:
        assert f'only says "{said}"' in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "The drug reduced the risk of stroke.",
            "The drug did not affect the risk of stroke.",
            "reduced",
        ),
        (
            "The drug reduced the risk of stroke.",
            "The drug had no effect on the risk of stroke.",
            "reduced",
        ),
        # another thing it had no effect on
        (
            "The drug reduced the risk of stroke.",
            "The drug did not affect blood pressure. It reduced the risk of stroke.",
            None,
        ),
        # a denied change covers no "affected"
        (
            "The drug affected the risk of stroke.",
            "The drug did not reduce the risk of stroke.",
            None,
        ),
    ],
)
def test_no_effect_denies_a_change(claim: str, source: str, flagged: str | None) -> None:
    _, flags = run(NegationDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.CONTRADICTION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    "claim",
    ["The drug reduced the risk of stroke by 30%.", "The drug reduced the risk of stroke."],
)
def test_a_thing_in_the_place_of_two_words_said_of_in_another_clause(claim: str) -> None:
    """ "of stroke by 30%" against "of heart attack by 30% but had no effect on stroke"."""
    source = "The drug reduced the risk of heart attack by 30% but had no effect on stroke."
    _, [flag] = run(SubstitutionDetector(), claim, source)
    assert (flag.type, flag.text) == (FlagType.ENTITY_MISMATCH, "stroke")
    assert '"heart attack"' in flag.message


@pytest.mark.parametrize(
    ("claim", "source", "condition"),
    [
        (
            "Tickets can be refunded.",
            "Tickets can be refunded only if the event is cancelled.",
            "only if the event is cancelled",
        ),
        (
            "Employees can work remotely.",
            "Employees can work remotely only with manager approval.",
            "only with manager approval",
        ),
        (
            "Guided tours are available.",
            "The museum is free, but guided tours are available only on weekends.",
            "only on weekends",
        ),
        # the condition is another clause's, or the claim states it
        (
            "The museum is free.",
            "The museum is free, but guided tours are available only on weekends.",
            None,
        ),
        (
            "Guided tours are available on weekends.",
            "The museum is free, but guided tours are available only on weekends.",
            None,
        ),
        (
            "Tickets can be refunded if the event is cancelled.",
            "Tickets can be refunded only if the event is cancelled.",
            None,
        ),
        # a plain "if" or "unless", after the clause or before it
        (
            "Employees can work from home.",
            "Employees can work from home if their manager approves.",
            "if their manager approves",
        ),
        (
            "You get a refund.",
            "If the product is defective, you get a refund.",
            "If the product is defective",
        ),
        (
            "The fee is waived.",
            "The fee is waived unless you withdraw early.",
            "unless you withdraw early",
        ),
        # "even if", "if needed" and "asked if" set no condition; another sentence states it
        ("The store stays open.", "The store stays open even if it rains.", None),
        ("Doses can be increased.", "Doses can be increased if needed.", None),
        # a wish is no condition
        (
            "You can cancel your subscription at any time.",
            "You can cancel your subscription at any time if you wish.",
            None,
        ),
        (
            "The board asked the auditors.",
            "The board asked the auditors if the plan was ready.",
            None,
        ),
        (
            "You get a refund.",
            "If the product is defective, you get a refund. Everyone who asks gets a refund.",
            None,
        ),
        # an instruction's condition is routinely left out; a numbered step opens with its own
        (
            "End all prayers with a hymn.",
            "4 If you choose to pray, end all prayers with a hymn.",
            None,
        ),
    ],
)
def test_a_condition_the_claim_leaves_out(claim: str, source: str, condition: str | None) -> None:
    _, flags = run(ScopeDetector(), claim, source)
    assert [f.type for f in flags] == ([FlagType.SCOPE_EXPANSION] if condition else [])
    if condition:
        assert f'condition "{condition}"' in flags[0].message
        assert flags[0].contradicts is False


@pytest.mark.parametrize(
    ("source", "flagged"),
    [
        ("If the product is defective, you get a refund.", True),
        ("You get a refund unless the product is defective.", True),
        (
            "If the product is defective, you get a refund. Tests show the product is defective.",
            False,
        ),
        # the reader's wish is no state of things
        ("If you want the product defective, you get a refund.", False),
    ],
)
def test_a_condition_stated_as_a_fact(source: str, flagged: bool) -> None:
    _, flags = run(ScopeDetector(), "The product is defective.", source)
    assert [f.type for f in flags] == ([FlagType.SCOPE_EXPANSION] if flagged else [])
    if flagged:
        assert "only as a condition" in flags[0].message
        assert flags[0].contradicts is False


@pytest.mark.parametrize(
    ("claim", "source", "verdict"),
    [
        (
            "Humans use only 10% of their brains.",
            "The claim that humans use only 10% of their brains is a myth.",
            "a myth",
        ),
        (
            "Einstein failed math in school.",
            "The myth that Einstein failed math is false; he excelled at mathematics.",
            "false",
        ),
        (
            "Bulls are angered by the color red.",
            "It is a myth that bulls are angered by the color red.",
            "a myth",
        ),
        # the claim says so too, or denies it
        (
            "It is a myth that humans use only 10% of their brains.",
            "The claim that humans use only 10% of their brains is a myth.",
            None,
        ),
        ("Einstein did not fail math.", "The myth that Einstein failed math is false.", None),
    ],
)
def test_a_statement_the_source_calls_a_myth(claim: str, source: str, verdict: str | None) -> None:
    _, flags = run(NegationDetector(), claim, source)
    assert [f.type for f in flags] == ([FlagType.CONTRADICTION] if verdict else [])
    if verdict:
        assert f"the source calls {verdict}:" in flags[0].message


@pytest.mark.parametrize(
    ("claim", "source", "expected"),
    [
        # two names in no source: the claim speaks of something else, unsupported
        (
            "Berlin is the capital of Germany.",
            "Paris is the capital of France.",
            [(FlagType.FABRICATION, "Germany")],
        ),
        # one name kept, one swapped: a mismatch
        (
            "Paris is the capital of Germany.",
            "Paris is the capital of France.",
            [(FlagType.ENTITY_MISMATCH, "Germany")],
        ),
    ],
)
def test_a_claim_about_other_names_is_no_mismatch(
    claim: str, source: str, expected: list[tuple[FlagType, str]]
) -> None:
    _, flags = run(EntityDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == expected
    assert not any(f.contradicts for f in flags) or expected[0][0] is FlagType.ENTITY_MISMATCH


POSITIVE += [
    # "contraindicated" is the opposite of "safe" and "recommended"
    (
        NegationDetector(),
        "Ibuprofen is safe during pregnancy.",
        "Ibuprofen is contraindicated during pregnancy.",
        FlagType.CONTRADICTION,
        "safe",
        "contraindicated",
    ),
    (
        NegationDetector(),
        "Ibuprofen is recommended during pregnancy.",
        "Ibuprofen is contraindicated during pregnancy.",
        FlagType.CONTRADICTION,
        "recommended",
        "contraindicated",
    ),
    # said of others: the word blamed is whom, not "safe"
    (
        NegationDetector(),
        "Aspirin is safe for adults.",
        "Aspirin is unsafe for children.",
        FlagType.CONTRADICTION,
        "adults",
        "children",
    ),
]


@pytest.mark.parametrize(
    ("claim", "source", "denied"),
    [
        # the source tells only of an association, or denies the cause
        (
            "Drinking coffee causes cancer.",
            "Coffee drinking is associated with a higher risk of cancer.",
            False,
        ),
        (
            "Poor sleep leads to weight gain.",
            "Poor sleep is linked to weight gain in several studies.",
            False,
        ),
        (
            "Drinking coffee causes higher cancer risk.",
            "Studies found an association between coffee drinking and cancer risk, but could not "
            "establish causation.",
            True,
        ),
        # it states the cause too
        (
            "Drinking coffee causes cancer.",
            "Drinking coffee causes cancer, and heavy coffee drinking is associated with it.",
            None,
        ),
    ],
)
def test_a_cause_where_the_source_tells_only_of_an_association(
    claim: str, source: str, denied: bool | None
) -> None:
    _, flags = run(CausationDetector(), claim, source)
    assert [f.type for f in flags] == ([] if denied is None else [FlagType.CAUSATION_INVENTION])
    if denied is not None:
        assert ("denies the cause" if denied else "only an association") in flags[0].message
        assert flags[0].contradicts is denied


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        # two names joined by "and" are checked each alone
        ("Alice Smith and Bob Jones won the award.", "Alice Smith won the award.", "Bob Jones"),
        ("The award went to Alice and Bob.", "Alice won the award.", "Bob"),
        # a name with "and" in it, as the sources write it
        (
            "Procter and Gamble reported higher sales.",
            "Procter and Gamble reported higher sales.",
            None,
        ),
        ("Alice Smith and Bob Jones won the award.", "Bob Jones and Alice Smith won it.", None),
    ],
)
def test_names_joined_by_and_are_checked_each(claim: str, source: str, flagged: str | None) -> None:
    _, flags = run(EntityDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.FABRICATION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The hotel has a pool.", "pool"),
        ("The hotel has a pool and a gym.", "pool"),
        # what the sentence before gives, or another's pool
        ("The hotel has a gym.", None),
        ("The town has a pool.", None),
    ],
)
def test_there_is_no_within_the_sentence_before(claim: str, flagged: str | None) -> None:
    """ "There is no pool" after "The hotel has a gym." denies the hotel a pool."""
    _, flags = run(NegationDetector(), claim, "The hotel has a gym. There is no pool.")
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.CONTRADICTION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("Most reviewers praised the film.", "A few reviewers praised the film.", "Most reviewers"),
        ("Most reviewers praised the film.", "Some reviewers praised the film.", "Most reviewers"),
        # the source says "most" too, or "the most" ranks
        (
            "Most reviewers praised the film.",
            "Most reviewers praised the film, and some called it a masterpiece.",
            None,
        ),
        (
            "The most popular dish is pasta.",
            "Some diners prefer pizza. The most popular dish is pasta.",
            None,
        ),
    ],
)
def test_most_where_the_source_says_some(claim: str, source: str, flagged: str | None) -> None:
    _, flags = run(ScopeDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.SCOPE_EXPANSION, flagged)] if flagged else []
    )


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The bill passed the Senate.", ("Senate", "House")),
        ("The bill passed the House.", None),
        ("The bill stalled in the Senate.", None),
    ],
)
def test_a_name_said_in_another_clause(claim: str, flagged: tuple[str, str] | None) -> None:
    """ "passed the Senate" against "passed the House but stalled in the Senate": the source
    says it of another name, and says the claim's name in another clause."""
    source = "The bill passed the House but stalled in the Senate."
    _, flags = run(SubstitutionDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.ENTITY_MISMATCH, flagged[0])] if flagged else []
    )
    if flagged:
        assert f'"{flagged[1]}"' in flags[0].message


POSITIVE += [
    # "for" and "against" a thing are opposites
    (
        NegationDetector(),
        "The senator voted for the bill.",
        "The senator voted against the bill.",
        FlagType.CONTRADICTION,
        "for",
        "against",
    ),
    (
        NegationDetector(),
        "The senator voted in favor of the bill.",
        "The senator voted against the bill.",
        FlagType.CONTRADICTION,
        "favor",
        "against",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "The drug is used for pain.",
        "The drug protects against infection and is used for pain.",
    ),
    (
        NegationDetector(),
        "He played for Chelsea against Arsenal.",
        "He played for Chelsea against Arsenal in 2010.",
    ),
]


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The library opens at 9 am on weekdays.", "9 am"),
        ("The library opens at 10 am on weekdays.", None),
        ("The library opens at 9 am on weekends.", None),
    ],
)
def test_a_time_of_day_in_a_second_clause_of_its_own(claim: str, flagged: str | None) -> None:
    """ "opens at 10 am on weekdays and 9 am on weekends": the weekends' time is no weekday's."""
    source = "The library opens at 10 am on weekdays and 9 am on weekends."
    _, flags = run(ClockTimeDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.TEMPORAL_DISTORTION, flagged)] if flagged else []
    )


POSITIVE += [
    # "has not turned a profit" denies the profit, as "is not profitable" does
    (
        NegationDetector(),
        "The company is profitable.",
        "The company has not yet turned a profit.",
        FlagType.CONTRADICTION,
        "profitable",
        "profit",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "The company did not make a profit.",
        "The company did not make a profit.",
    ),
]


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        ("The concert was cancelled.", "The concert was postponed to next month.", "cancelled"),
        ("The flight was delayed.", "The flight was cancelled due to weather.", "delayed"),
        ("The concert was postponed.", "The concert was postponed to next month.", None),
    ],
)
def test_cancelled_is_no_postponed(claim: str, source: str, flagged: str | None) -> None:
    _, flags = run(SubstitutionDetector(), claim, source)
    assert [f.text for f in flags] == ([flagged] if flagged else [])


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The policy covers flood damage.", "covers flood"),
        ("The policy covers fire damage.", None),
    ],
)
def test_what_needs_a_separate_purchase_is_not_covered(claim: str, flagged: str | None) -> None:
    """ "Flood damage requires a separate rider" leaves flood damage out of the policy."""
    source = "The policy covers fire and theft. Flood damage requires a separate rider."
    _, flags = run(NegationDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.CONTRADICTION, flagged)] if flagged else []
    )


def test_what_is_sold_separately_is_not_included() -> None:
    _, flags = run(
        NegationDetector(),
        "The camera comes with batteries.",
        "The camera body costs $900. Batteries are sold separately.",
    )
    assert [(f.type, f.text) for f in flags] == [(FlagType.CONTRADICTION, "comes with batteries")]


POSITIVE += [
    # "most" and "few" of the same are opposites; "a few" is some
    (
        NegationDetector(),
        "Few patients reported side effects.",
        "Most patients reported side effects.",
        FlagType.CONTRADICTION,
        "Few",
        "Most",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "Most reviewers praised the film.",
        "Most reviewers praised the film, though few liked the ending.",
    ),
]


@pytest.mark.parametrize(
    ("claim", "flagged"),
    [
        ("The bill passed the Senate.", ("Senate", "House")),
        ("The bill passed the House.", None),
        ("The bill was blocked in the Senate.", None),
    ],
)
def test_a_name_said_after_and_a_passive(claim: str, flagged: tuple[str, str] | None) -> None:
    """ "and was blocked" opens a second clause about the same subject, as "but" does."""
    source = "The bill passed the House and was blocked in the Senate."
    _, flags = run(SubstitutionDetector(), claim, source)
    assert [(f.type, f.text) for f in flags] == (
        [(FlagType.ENTITY_MISMATCH, flagged[0])] if flagged else []
    )
    if flagged:
        assert f'"{flagged[1]}"' in flags[0].message


POSITIVE += [
    # where something goes is a place: "ships to the US and Canada" is no "worldwide"
    (
        ScopeDetector(),
        "The product ships worldwide.",
        "The product ships to the US and Canada.",
        FlagType.SCOPE_EXPANSION,
        "worldwide",
        "to the US and Canada",
    ),
    (
        ScopeDetector(),
        "The company expanded globally.",
        "The company expanded to Europe in 2019.",
        FlagType.SCOPE_EXPANSION,
        "globally",
        "to Europe",
    ),
]

NEGATIVE += [
    (
        ScopeDetector(),
        "The product ships worldwide.",
        "The product ships worldwide, including to the US and Canada.",
    ),
    (ScopeDetector(), "The product ships to Canada.", "The product ships to the US and Canada."),
]

POSITIVE += [
    # "the leading cause" ranks first what the source calls one cause of several
    (
        ExaggerationDetector(),
        "Smoking is the leading cause of lung cancer.",
        "Smoking is a major cause of lung cancer.",
        FlagType.EXAGGERATION,
        "the leading",
        "a major cause",
    ),
    (
        ExaggerationDetector(),
        "Stress is the main reason employees quit.",
        "Stress is one reason employees quit.",
        FlagType.EXAGGERATION,
        "the main",
        "one reason",
    ),
]

NEGATIVE += [
    (
        ExaggerationDetector(),
        "Smoking is the leading cause of lung cancer.",
        "Smoking is the primary cause of lung cancer.",
    ),
    (
        ExaggerationDetector(),
        "Smoking is the leading cause of lung cancer.",
        "Smoking causes most cases of lung cancer.",
    ),
    (
        ExaggerationDetector(),
        "Heart disease is the main cause of death.",
        "Heart disease is the most common cause of death.",
    ),
    # "the main building" ranks nothing
    (
        ExaggerationDetector(),
        "The library is in the main building.",
        "The library is in the central building on campus.",
    ),
]

POSITIVE += [
    # given plainly what the source gives a group only
    (
        ScopeDetector(),
        "The event is free.",
        "The event is free for members; tickets for guests cost $15.",
        FlagType.SCOPE_EXPANSION,
        "free",
        "free for members",
    ),
    (
        ScopeDetector(),
        "Entry is free.",
        "Entry is free for children under 12.",
        FlagType.SCOPE_EXPANSION,
        "free",
        "free for children",
    ),
    (
        ScopeDetector(),
        "The pool is open.",
        "The pool is open to residents and their guests.",
        FlagType.SCOPE_EXPANSION,
        "open",
        "open to residents",
    ),
]

NEGATIVE += [
    (
        ScopeDetector(),
        "The event is free for members.",
        "The event is free for members; tickets for guests cost $15.",
    ),
    # another sentence gives it without a group
    (
        ScopeDetector(),
        "The library is free.",
        "The library is free for residents. The library is free to use.",
    ),
    (ScopeDetector(), "The app is available.", "The app is available for download on iOS."),
    (ScopeDetector(), "The service is free.", "The service is free for 30 days."),
]

POSITIVE += [
    # one word of frame will do where the other day stands between the claim's words
    (
        SubstitutionDetector(),
        "The meeting is on Tuesday.",
        "The meeting is on Thursday.",
        FlagType.TEMPORAL_DISTORTION,
        "Tuesday",
        "Thursday",
    ),
    (
        SubstitutionDetector(),
        "Rent is due on Friday.",
        "Rent is due on Monday.",
        FlagType.TEMPORAL_DISTORTION,
        "Friday",
        "Monday",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The meeting is on Tuesday.",
        "The meeting is on Tuesday. The party is on Thursday.",
    ),
    (SubstitutionDetector(), "The meeting is on Tuesday.", "The party is on Thursday."),
]

POSITIVE += [
    # an office the sentence holding the rest of the claim gives otherwise
    (
        SubstitutionDetector(),
        "The CEO said profits would rise.",
        "The CFO said profits would rise.",
        FlagType.ENTITY_MISMATCH,
        "CEO",
        "CFO",
    ),
    (
        SubstitutionDetector(),
        "Jeff Williams is the CEO.",
        "Tim Cook became CEO in 2011. Jeff Williams is the COO.",
        FlagType.ENTITY_MISMATCH,
        "CEO",
        "COO",
    ),
    (
        SubstitutionDetector(),
        "The mayor signed the bill.",
        "The governor signed the bill.",
        FlagType.ENTITY_MISMATCH,
        "mayor",
        "governor",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The CEO said profits would rise.",
        "The chief executive said profits would rise.",
    ),
    (
        SubstitutionDetector(),
        "Tim Cook is the CEO of Apple.",
        "Tim Cook is the CEO of Apple. He was previously COO.",
    ),
    (
        SubstitutionDetector(),
        "Jane Doe, the CEO, announced the merger.",
        "CEO Jane Doe announced the merger. CFO John Roe approved it.",
    ),
]

POSITIVE += [
    # said only of another model of the claim's name
    (
        SubstitutionDetector(),
        "The iPhone 15 has a titanium frame.",
        "The iPhone 15 Pro has a titanium frame. The iPhone 15 has an aluminum frame.",
        FlagType.ENTITY_MISMATCH,
        "iPhone 15",
        "iPhone 15 Pro",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The iPhone 15 Pro has a titanium frame.",
        "The iPhone 15 Pro has a titanium frame.",
    ),
    (
        SubstitutionDetector(),
        "The iPhone 15 has a USB-C port.",
        "The iPhone 15 and iPhone 15 Pro have a USB-C port.",
    ),
]

POSITIVE += [
    # the two sides of a case or a lease exclude each other
    (
        SubstitutionDetector(),
        "The court ruled in favor of the plaintiff.",
        "The court ruled in favor of the defendant.",
        FlagType.CONTRADICTION,
        "plaintiff",
        "defendant",
    ),
    (
        SubstitutionDetector(),
        "The tenant must give 30 days' notice.",
        "The landlord must give 30 days' notice.",
        FlagType.CONTRADICTION,
        "tenant",
        "landlord",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The tenant must give 30 days' notice.",
        "The tenant must give 30 days' notice to the landlord.",
    ),
]

POSITIVE += [
    # "both" of what the source says of one
    (
        ScopeDetector(),
        "Both parents must sign the form.",
        "One parent must sign the form.",
        FlagType.SCOPE_EXPANSION,
        "Both parents",
        "One parent",
    ),
    (
        ScopeDetector(),
        "Both drivers were injured.",
        "One driver was injured in the crash.",
        FlagType.SCOPE_EXPANSION,
        "Both drivers",
        "One driver",
    ),
]

NEGATIVE += [
    (
        ScopeDetector(),
        "Both parents must sign the form.",
        "Both parents must sign the form; one parent must attend.",
    ),
]

POSITIVE += [
    # a word against a phrase of its kind: "given orally" / "given by injection"
    (
        SubstitutionDetector(),
        "The drug is given orally.",
        "The drug is given by injection.",
        FlagType.CONTRADICTION,
        "orally",
        "by injection",
    ),
    (
        SubstitutionDetector(),
        "The course is taught online.",
        "The course is taught in person.",
        FlagType.CONTRADICTION,
        "online",
        "in person",
    ),
    (
        SubstitutionDetector(),
        "The contract was made orally.",
        "The contract was made in writing.",
        FlagType.CONTRADICTION,
        "orally",
        "in writing",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The drug is given orally.",
        "The drug is given orally or by injection.",
    ),
    (SubstitutionDetector(), "The course is taught online.", "The course is taught online."),
]

POSITIVE += [
    # where a move started, told as where it went
    (
        SubstitutionDetector(),
        "The meeting was moved to Friday.",
        "The meeting was moved from Friday to Monday.",
        FlagType.TEMPORAL_DISTORTION,
        "moved to Friday",
        "from Friday to Monday",
    ),
    (
        SubstitutionDetector(),
        "The office moved to Boston.",
        "The office moved from Boston to Chicago.",
        FlagType.ENTITY_MISMATCH,
        "moved to Boston",
        "from Boston to Chicago",
    ),
    (
        SubstitutionDetector(),
        "The price rose to $5.",
        "The price rose from $5 to $7.",
        FlagType.NUMERIC_MISMATCH,
        "rose to $5",
        "from $5 to $7",
    ),
]

NEGATIVE += [
    (
        SubstitutionDetector(),
        "The meeting was moved to Monday.",
        "The meeting was moved from Friday to Monday.",
    ),
    (
        SubstitutionDetector(),
        "The meeting was moved to Friday.",
        "The meeting was moved from Friday to Monday, then back to Friday.",
    ),
    (SubstitutionDetector(), "The price rose to $7.", "The price rose from $5 to $7."),
]

POSITIVE += [
    # awaiting what the claim says was done
    (
        PlannedEventDetector(),
        "The merger was approved by regulators.",
        "The merger is awaiting approval by regulators.",
        FlagType.TEMPORAL_DISTORTION,
        "approved",
        "awaiting approval",
    ),
    # signed and vetoed, begun and completed
    (
        NegationDetector(),
        "The governor signed the bill.",
        "The governor vetoed the bill.",
        FlagType.CONTRADICTION,
        "signed",
        "vetoed",
    ),
    (
        NegationDetector(),
        "The trial ended in March.",
        "The trial started in March.",
        FlagType.CONTRADICTION,
        "ended",
        "started",
    ),
]

NEGATIVE += [
    (
        PlannedEventDetector(),
        "The merger was approved by regulators.",
        "The merger was approved by regulators in May, pending shareholder approval.",
    ),
    (
        NegationDetector(),
        "The project was completed in 2019.",
        "The project began in 2017 and was completed in 2019.",
    ),
]

POSITIVE += [
    # the subject beside both uses of the verb qualifies neither: the object decides
    (
        NegationDetector(),
        "The drug reduced mortality.",
        "The drug reduced hospitalizations but did not reduce mortality.",
        FlagType.CONTRADICTION,
        "reduced",
        "not reduce",
    ),
    (
        NegationDetector(),
        "The drug lowered blood pressure.",
        "The drug lowered cholesterol but did not lower blood pressure.",
        FlagType.CONTRADICTION,
        "lowered",
        "not lower",
    ),
]

NEGATIVE += [
    (
        NegationDetector(),
        "The drug reduced hospitalizations.",
        "The drug reduced hospitalizations but did not reduce mortality.",
    ),
]

POSITIVE += [
    # the whole called what the source calls some of its items
    (
        ScopeDetector(),
        "The restaurant is vegan.",
        "The restaurant offers several vegan options.",
        FlagType.SCOPE_EXPANSION,
        "vegan",
        "vegan options",
    ),
    (
        ScopeDetector(),
        "The hotel is pet-friendly.",
        "The hotel has pet-friendly rooms available on request.",
        FlagType.SCOPE_EXPANSION,
        "pet-friendly",
        "pet-friendly rooms",
    ),
]

NEGATIVE += [
    (
        ScopeDetector(),
        "The restaurant is vegan.",
        "The restaurant is fully vegan and offers many options.",
    ),
    (
        ScopeDetector(),
        "The bakery is gluten-free.",
        "The bakery is a dedicated gluten-free bakery with gluten-free options.",
    ),
]

POSITIVE += [
    # one of two names a source joins by "and", with another word in the claim's place
    (
        EntityDetector(),
        "Tom Hanks starred in the film.",
        "The film stars Tom Cruise and Emily Blunt.",
        FlagType.ENTITY_MISMATCH,
        "Hanks",
        "Tom Cruise",
    ),
]

NEGATIVE += [
    (
        EntityDetector(),
        "Tom Cruise starred in the film.",
        "The film stars Tom Cruise and Emily Blunt.",
    ),
]

POSITIVE += [
    # a version the source says is to come, told as out
    (
        PlannedEventDetector(),
        "The app supports Android.",
        "The app is available on iOS. An Android version is in development.",
        FlagType.TEMPORAL_DISTORTION,
        "Android",
        "Android version is in development",
    ),
    (
        PlannedEventDetector(),
        "The app is available on Windows and Mac.",
        "The app is available on Windows. A Mac version will follow next year.",
        FlagType.TEMPORAL_DISTORTION,
        "Mac",
        "Mac version will follow",
    ),
]

NEGATIVE += [
    (
        PlannedEventDetector(),
        "An Android version is in development.",
        "The app is available on iOS. An Android version is in development.",
    ),
    (
        PlannedEventDetector(),
        "The app supports Android.",
        "The app supports Android and iOS. A Windows version is in development.",
    ),
]

NEGATIVE += [
    # a name a source gives by its initials is no other name's word swapped
    (
        EntityDetector(),
        "The prize is presented by the National Academy of Sciences.",
        "The NAS Award in Early Earth and Life Sciences is presented every year.",
    ),
]

POSITIVE += [
    # a few words of how between the word and its group
    (
        ScopeDetector(),
        "The gym is open 24 hours a day.",
        "The gym is open 24 hours a day for members with a key card.",
        FlagType.SCOPE_EXPANSION,
        "open",
        "for members",
    ),
]

NEGATIVE += [
    # whoever uses the thing is no group it is kept for
    (ScopeDetector(), "Wi-Fi is free.", "Wi-Fi is free for all guests."),
    (ScopeDetector(), "The museum is open daily.", "The museum is open daily to visitors."),
]


def test_the_splice_detector_finds_the_parallel_sentences_inside_a_long_document() -> None:
    """It looks only at sentences that open with the claim's first word and end with its last
    (an index per source text): the two parallel sentences amid 600 others give the flag they
    give alone, and the claim that one sentence holds whole gives none."""
    filler = " ".join(f"Item {i} was delivered to the warehouse in crate {i}." for i in range(300))
    pair = (
        "Passengers whose flight is cancelled are entitled to a full refund. Passengers whose "
        "flight is delayed by more than 3 hours receive a $200 travel voucher."
    )
    claim = "Passengers whose flight is delayed by more than 3 hours are entitled to a full refund."
    _, alone = run(SpliceDetector(), claim, pair)
    _, inside = run(SpliceDetector(), claim, f"{filler} {pair} {filler}")
    assert [f.text for f in inside] == [f.text for f in alone] == ["delayed by more than 3 hours"]
    assert inside[0].message == alone[0].message
    held = "Passengers whose flight is cancelled are entitled to a full refund."
    assert run(SpliceDetector(), held, f"{filler} {pair} {filler}")[1] == []


def test_a_stem_index_answers_as_a_scan_of_every_set() -> None:
    rng = random.Random(7)
    vocabulary = [f"w{i}" for i in range(12)]
    for _ in range(300):
        sets = [
            frozenset(rng.sample(vocabulary, rng.randint(0, 6))) for _ in range(rng.randint(0, 8))
        ]
        words = set(rng.sample(vocabulary, rng.randint(0, 3)))
        assert StemIndex(sets).any_holds(words) == any(words <= s for s in sets)
    assert StemIndex([]).any_holds(set()) is False  # no set at all holds even nothing
    assert StemIndex([frozenset()]).any_holds(set()) is True
