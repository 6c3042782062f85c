"""Claim extraction and typing: answer text into typed, clause-level claims with exact spans.

The rule extractor splits the answer into sentences and clauses (:mod:`groundwise.segment`) and
types each clause with an ordered table of cue patterns (:data:`_RULES`): the first rule that
matches wins. An opinion frame ("In my assessment, ...", "I think ...") covers its whole sentence.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

from groundwise.detectors.absence import read_absence
from groundwise.errors import PluginError
from groundwise.lexical import terms
from groundwise.lexicon import (
    has_date,
    has_entity,
    has_fact,
    has_quantity,
    has_verb,
    word_count,
    words,
)
from groundwise.markers import find_markers
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, ClaimCategory, ClaimType, GuardrailWarning
from groundwise.segment import Segment, sentences_with_kinds, split_clauses

if TYPE_CHECKING:
    from groundwise.config import Config


class ClaimExtractor(ABC):
    """Turns an answer into claims whose spans slice the answer exactly."""

    name: str = "base"

    def take_warnings(self) -> list[GuardrailWarning]:
        """Warnings raised since the last call (e.g. an LLM fallback); the verifier reports them."""
        return []

    def usage(self) -> dict[str, float]:
        """Cost and latency counters (calls, tokens, seconds) for the report's ``usage``."""
        return {}

    @abstractmethod
    def extract(self, answer: str) -> list[Claim]:
        """Claims of ``answer`` in reading order, ids ``c1``, ``c2``, ..."""


# --------------------------------------------------------------------------- typing tables

CATEGORY: dict[ClaimType, ClaimCategory] = {
    ClaimType.FACT: ClaimCategory.FACTUAL,
    ClaimType.DATE: ClaimCategory.FACTUAL,
    ClaimType.QUANTITY: ClaimCategory.FACTUAL,
    ClaimType.QUOTE: ClaimCategory.FACTUAL,
    ClaimType.STATUS: ClaimCategory.FACTUAL,
    ClaimType.RELATIONSHIP: ClaimCategory.FACTUAL,
    ClaimType.GENERAL_KNOWLEDGE: ClaimCategory.FACTUAL,
    ClaimType.ASSESSMENT: ClaimCategory.ANALYTICAL,
    ClaimType.COMPARISON: ClaimCategory.ANALYTICAL,
    ClaimType.OPINION: ClaimCategory.OPINION,
    ClaimType.RECOMMENDATION: ClaimCategory.OPINION,
    ClaimType.PREDICTION: ClaimCategory.PREDICTION,
}

#: Types that no source can confirm; predictions are checkable only with a number, date or name.
NOT_VERIFIABLE = frozenset(
    {ClaimType.OPINION, ClaimType.RECOMMENDATION, ClaimType.GENERAL_KNOWLEDGE}
)


class _Needs(Enum):
    """What else a rule needs besides its pattern."""

    ANY = "any"
    FACTS = "facts"  # a number or a date
    NO_FACTS = "no facts"  # no number and no date ("excellent" alone is an opinion)
    NO_SPECIFICS = "no specifics"  # no number, date or named entity
    QUANTITY = "quantity"  # a number outside date expressions (pattern unused)
    DATE = "date"  # a date expression (pattern unused)


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(alternatives), re.IGNORECASE)


# First-person hedges that make the whole sentence an opinion.
_OPINION_FRAME = _rx(
    r"\b(?:in|to)\s+(?:my|our)\s+(?:assessment|opinion|view|estimation|judge?ment|experience|mind"
    r"|eyes)\b",
    r"\bI\s+(?:personally\s+|really\s+|strongly\s+)?(?:think|believe|feel|suspect|guess|reckon"
    r"|suppose|would\s+(?:say|argue)|am\s+(?:confident|convinced|sure|not\s+sure))\b",
    r"\bI'?m\s+(?:not\s+)?(?:sure|confident|convinced)\b",
    r"\bwe\s+(?:think|believe|feel|suspect)\b",
    r"\bmy\s+(?:sense|feeling|guess|impression|take|gut)\s+is\b",
    r"\b(?:personally|imo|imho)\b",
    r"\bit\s+seems\s+to\s+me\b",
    r"\bfrom\s+(?:my|our)\s+(?:perspective|point\s+of\s+view)\b",
    r"\bif\s+you\s+ask\s+me\b",
)

# Text inside quotes; a quote claim needs at least three quoted words.
_QUOTED = re.compile(
    r"\"([^\"\n]+)\"|“([^”\n]+)”|(?:(?<=\s)|(?<=^))‘([^’\n]+)’|«([^»\n]+)»|„([^“”\n]+)[“”]"
    r"|「([^」\n]+)」"
)
_MIN_QUOTE_WORDS = 3

_NUMERIC_BOUND = (
    r"(?![$€£¥]?\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|half|twice)\b)"
)
_COMPARATIVES = (
    r"higher|lower|larger|smaller|bigger|greater|better|worse|faster|slower|cheaper|costlier"
    r"|stronger|weaker|earlier|later|longer|shorter|wider|narrower|easier|harder|riskier|safer"
)
_SUPERLATIVES = (
    r"best|worst|largest|biggest|highest|lowest|smallest|greatest|fastest|slowest|strongest"
    r"|weakest|cheapest|newest|oldest|most|least"
)
_EVALUATIVE = (
    r"excellent|great|amazing|fantastic|wonderful|terrible|awful|horrible|strategic|impressive"
    r"|outstanding|perfect|ideal|brilliant|exciting|remarkable|superb|incredible|awesome"
    r"|disappointing|unfortunate|beautiful|stunning|exceptional|phenomenal|terrific|fabulous"
    r"|marvell?ous|dreadful|compelling|attractive|invaluable|game[- ]changing|transformative"
    r"|world[- ]class|best[- ]in[- ]class|visionary|wise|foolish|exciting|delightful"
)
_RELATION_NOUNS = (
    r"client|customer|partner|supplier|vendor|subsidiary|parent(?:\s+company)?|owner|competitor"
    r"|investor|employer|employee|ceo|cto|cfo|coo|founder|co-founder|head|director|manager|member"
    r"|reseller|distributor|contractor|affiliate|division|sponsor|champion|contact|decision[- ]maker"
    r"|stakeholder|buyer|seller|lead|owner|shareholder|board\s+member|advisor|lender|landlord|tenant"
)

# Advice in so many words, in the answer's own voice: "we recommend", "it is advisable", "you
# should", imperatives. Advice the answer reports ("Aspirin is not recommended for children",
# "the CDC recommends two doses") is a statement a source can back, not advice.
_RECOMMEND_EXPLICIT = _rx(
    r"\b(?:we|i)\s+(?:would\s+|strongly\s+|highly\s+|also\s+)?recommend\b|\bi['’]d\s+recommend\b",
    r"\b(?:my|our)\s+recommendations?\b|^\s*recommendations?\s*:",
    r"\brecommend(?:s|ed)?\s+(?:that\s+)?you\b",
    r"\b(?:is|would\s+be)\s+(?:advisable|wise|prudent)\b",
    r"\bit(?:['’]s|\s+is|\s+would\s+be)\s+(?:best|recommended)\b",
    r"\b(?:we|they|i|the\s+team|management)\s+(?:should|must|ought\s+to|need\s+to|had\s+better)\b",
    r"\b(?:we|i)\s+suggest\b|\bsuggest(?:s|ed)?\s+that\s+(?:we|you)\b",
    r"^\s*(?:please\s+)?(?:consider|prioriti[sz]e|schedule\s+(?:a|an|the)|follow\s+up"
    r"|reach\s+out|ensure|make\s+sure|focus\s+on)\b",
    r"\blet's\b|\blet\s+us\b",
)
# Advice to the reader ("you should", "you must"), unless it sets a figure or a date a source can
# state: "You should take 500 mg every 6 hours", "You must file by April 15" are rules, as a
# prohibition with a figure is.
_YOU_MODAL = _rx(r"\byou\s+(?:should|must|ought\s+to|need\s+to|have\s+to|had\s+better)\b")
#: ... or a frequency of once, which :func:`has_fact` does not count ("once" is also "formerly").
_YOU_MODAL_ONCE = re.compile(
    _YOU_MODAL.pattern + r".*\bonce\s+(?:a|an|per|every|each|daily|weekly|monthly|yearly)\b",
    re.IGNORECASE,
)
# A prohibition is advice, unless it sets a figure, a date or a name a source can state: "Do not
# exceed 2,000 mg in 24 hours" is a rule, as "Never take more than 4 tablets a day" is.
_PROHIBITION = _rx(r"^\s*(?:please\s+)?(?:avoid|don't|do\s+not)\b")
# Statements about the future: "will", "is expected to", "forecasts".
_PREDICT_EXPLICIT = _rx(
    r"\b(?:will|won't|shall)\b(?!\s+(?:of|power)\b)",
    r"\bgoing\s+to\b",
    r"\b(?:is|are|was|were|remains?)\s+(?:expected|likely|unlikely|projected|forecast|set"
    r"|poised|scheduled|slated|anticipated|predicted|on\s+track)\s+to\b",
    # the verb, not the noun: "Netflix beat forecasts for subscriber growth" states a result
    r"\b(?:forecasts?|projects?|predicts?|anticipates?)\s+(?:that|a|an|the)\b",
    r"\b(?:next\s+(?:week|month|quarter|year)|in\s+the\s+coming\s+\w+)\b.*\b(?:close|reach|grow)",
)
# "It should close in Q4": a modal with a date or number is an expectation, not advice.
#: "may" the modal, not the month inside a sentence ("was completed in May").
_MAY = r"(?-i:\bmay\b|^\W*May\b|\bMAY\b)"
_MODAL = _rx(rf"\b(?:should|might|could)\b|{_MAY}")
# A modal without anything checkable is advice: "the team must act". With a figure, a date or a
# name it is a rule a source can state: "Employees must complete the training by March 31".
_RECOMMEND_MODAL = _rx(
    r"\b(?:should|must|ought\s+to|needs?\s+to)\b",
    r"\bit\s+(?:is|would\s+be)\s+(?:important|essential|critical|crucial|vital|best)\s+to\b",
    r"\bconsider(?:ing)?\b",
)
# A rule told of a party or a thing, not advice: the passive "The flag must be folded", "must be
# obtained from the diet", and "must" after a subject that is no pronoun ("Airlines must pay
# compensation"). "You must be good", "they must be a very successful company" and "must have
# been" guess or advise, as does a call to act at once ("Sales must act now"); the pronouns'
# advice is `_RECOMMEND_EXPLICIT`'s.
_RULE_MODAL = _rx(
    r"\b(?:must|should|has\s+to|have\s+to|(?<!may\s)(?<!might\s)(?<!could\s)(?<!no\s)needs?\s+to|need\s+not"
    r"|(?:do|does)(?:\s+not|n[’']t)"
    r"\s+need\s+to)\s+(?:not\s+|never\s+|always\s+|first\s+)?be\s+"
    r"(?:\w+ly\s+)?(?!(?:aware|careful|good|noted|mindful|prepared|patient|addressed|improved"
    r"|avoided|considered|encouraged|commended|praised|applauded|reconsidered|taken\s+into)\b)"
    r"(?:\w+ed|\w+en|paid|made|kept|held|sold|told|built|sent|spent|taught|bought|brought"
    r"|caught|fought|found|left|lost|met|put|read|run|set|shut|split|spread|stuck|struck|swept"
    r"|understood|won|worn|done|gone|seen|shown|known|grown|drawn|thrown|flown|sworn|torn)\b",
    r"^(?!.*\b(?:now|immediately|urgently|soon|quickly|asap|right\s+away)\b)"
    r"\W*(?!(?:i|you|we|they|he|she|it|one|someone|everyone|people|this|that|there|management"
    r"|the\s+team)\b)(?:[\w'’-]+\s+){1,4}(?:must|(?<!may\s)(?<!might\s)(?<!could\s)(?<!no\s)needs?\s+to"
    r"|need\s+not"
    r"|(?:do|does)(?:\s+not|n[’']t)\s+need\s+to)\s+(?:not\s+|never\s+|always\s+|also\s+|first\s+)?"
    r"(?!be\b|have\s+been\b|have\s+had\b)\w+",
)
# What a rule lets a party do, not a guess: "Infants travelling without a seat may bring a
# folding stroller", "Employees may carry over unused days". A verb of doing after "may", and a
# subject that is no pronoun ("It may take a while" guesses; "you may want to" advises).
_PERMISSION = _rx(
    r"^(?!.*\b(?:you|we|i)\b)\W*(?!(?:it|this|that|there|these|those|they|he|she|which)\b)"
    r"(?:[\w'’-]+\s+){1,6}may\s+(?:not\s+|also\s+|only\s+|still\s+)?"
    r"(?:bring|check|carry|take|use|apply|request|cancel|return|keep|park|enter|access|claim"
    r"|choose|opt|transfer|withdraw|book|submit|travel|board|join|attend|borrow|rent|exchange"
    r"|upgrade|purchase|buy|vote|register|appeal|reapply|renew|extend|defer|smoke|drink"
    r"|camp|fish|swim|sublet|sublease|work|wear|install|print|download|share|edit)\b",
)
# ... and what it lets be done to a thing, said of the thing by name: "The drug may be used in
# children", "Unused days may be carried over"; not "it may be used for storage" or "suggesting
# that these amounts may be deducted" (a guess).
_PERMISSION_PASSIVE = _rx(
    r"^(?!.*\b(?:you|we|i|it|this|that|these|those|they|which)\b)\W*(?:[\w'’-]+\s+){1,6}may\s+"
    r"(?:not\s+|also\s+|only\s+|still\s+)?be\s+(?:used|taken|given|returned|refunded|exchanged"
    r"|transferred|cancell?ed|renewed|extended|carried|brought|worn|shared|installed|printed"
    r"|edited|prescribed|administered|combined|sublet|rented|borrowed|claimed|redeemed|reused"
    r"|recycled|resold)\b",
)
# "The deal may slip": a hedged outlook.
_PREDICT_HEDGED = _rx(rf"(?:\b(?:might|could)|{_MAY})\s+(?:not\s+)?\w+")
# Evaluations without facts: "the timing is excellent", "the partnership would be strategic".
_OPINION_CUES = _rx(
    r"\bwould\s+(?:be|make|seem|look|prove)\b",
    # ... not a name's first word: "The Great Wall", "the Great Barrier Reef"
    rf"\b(?:{_EVALUATIVE})\b(?!\s+(?-i:[A-Z]))",
    r"\b(?:is|are|was|were|looks?|seems?)\s+(?:very\s+|really\s+|quite\s+|so\s+)?"
    r"(?:good|bad|nice|great)\b",
    r"\b(?:critical|crucial|vital|essential|key|important)\s+(?:for|to)\s+(?:our|us|my|me)\b",
)
# Statements about the world at large rather than about the sources' subject. A word of how
# often ("usually", "typically", "is generally considered") hedges a claim a source can still
# back or deny ("Metformin is usually the first medication prescribed"); only a claim that opens
# with "Generally" speaks of things at large.
_GENERAL_CUES = _rx(
    r"\bin\s+general\b|^\W*generally\b|\bgenerally\s+speaking\b",
    r"\bas\s+(?:is\s+)?(?:well[- ]known|widely\s+known|commonly\s+known)\b",
    r"\bit\s+is\s+(?:widely|well|commonly|generally|universally)\s+(?:known|accepted"
    r"|understood|believed|agreed)\b",
    r"\bby\s+definition\b|\beveryone\s+knows\b|\bcommon\s+knowledge\b|\bas\s+a\s+rule\b"
    r"|\bin\s+most\s+cases\b",
)
# Comparatives and superlatives; "more than 50" is a numeric bound, left to quantity.
_COMPARISON_CUES = _rx(
    rf"\b(?:more|less|fewer)\s+than\s+{_NUMERIC_BOUND}",
    rf"\b(?:{_COMPARATIVES})\b",
    r"\b(?!(?:rather|other|whether|either|neither|together|later|over|under|after)\b)\w{2,}er"
    r"\s+than\b",
    rf"\b(?:the|its|their|our|his|her)\s+(?:{_SUPERLATIVES})\b(?!\s+of\b)",
    r"\bcompared\s+(?:to|with)\b|\bin\s+comparison\s+(?:to|with)\b|\brelative\s+to\b"
    r"|\bversus\b|\bvs\.?(?!\w)|\boutperform\w*|\bunderperform\w*|\bsurpass\w*",
)
# Links between parties: "is the client of", "works for", "acquired", "as the main client".
_RELATIONSHIP_CUES = _rx(
    rf"\b(?:is|was|are|were|remains?|became|becomes)\s+(?:the\s+|a\s+|an\s+|their\s+|our\s+"
    rf"|its\s+)?(?:\w+\s+)?(?:{_RELATION_NOUNS})s?\s+(?:of|for|at|to|with)\b",
    rf"\bas\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?:\w+\s+)?(?:{_RELATION_NOUNS})\b",
    r"\bworks?\s+(?:for|at|with)\b|\bworked\s+(?:for|at|with)\b",
    r"\b(?:owns|owned|acquired|acquires|bought|merged\s+with|partner(?:s|ed)\s+with"
    r"|reports?\s+to|reported\s+to|belongs\s+to|subsidiary\s+of|part\s+of|founded|co-founded"
    r"|invest(?:s|ed)\s+in|employs|employed|hired|leads|manages|managed|represents"
    r"|serves\s+as|(?:is\s+)?based\s+in|headquartered\s+in|affiliated\s+with"
    r"|teamed\s+up\s+with|signed\s+with|contracted\s+with|supplies|sells\s+to|buys\s+from)\b",
)
# The state something is in: "in negotiation", "closed", "pending".
_STATUS_CUES = _rx(
    r"\bin\s+(?:negotiations?|progress|review|discussions?)\b|\bin_negotiation\b",
    r"\b(?:under\s+review|on\s+hold|on\s+track|off\s+track|past\s+due)\b",
    r"\b(?:negotiating|closed(?:[- _](?:won|lost))?|pending|active|inactive|approved|rejected"
    r"|declined|stalled|delayed|cancell?ed|completed|overdue|resolved|blocked|expired|renewed"
    r"|churned|suspended|terminated|ongoing|finali[sz]ed|signed|won|lost|open|live)\b",
)
# Analytical judgements a source could back: "appears", "indicates", "healthy", "at risk".
# "At risk" is a judgement drawn from facts (the reference types it as an assessment), not a state.
_ASSESSMENT_CUES = _rx(
    r"\bat\s+risk\b|\bin\s+jeopardy\b|\bin\s+trouble\b",
    r"\b(?:seems?|appears?|looks?\s+like|indicat(?:es?|ing)|suggests?|signals?|points?\s+to"
    r"|implies|likely|unlikely|probably|possibly|perhaps)\b",
    r"\b(?:healthy|unhealthy|strong|weak|solid|stable|unstable|risky|concerning|worrying"
    r"|promising|significant|substantial|critical|crucial|important|vital|essential"
    r"|high[- ]priority|low[- ]priority|good\s+fit|poor\s+fit|challenging|difficult|favou?rable"
    r"|unfavou?rable|positive|negative|good|bad|poor)\b",
)

#: Ordered typing rules: (type, cue pattern, what else it needs). The first match wins.
_RULES: tuple[tuple[ClaimType, re.Pattern[str] | None, _Needs], ...] = (
    (ClaimType.RECOMMENDATION, _RECOMMEND_EXPLICIT, _Needs.ANY),
    (ClaimType.RECOMMENDATION, _PROHIBITION, _Needs.NO_SPECIFICS),
    (ClaimType.FACT, _YOU_MODAL, _Needs.FACTS),
    (ClaimType.FACT, _YOU_MODAL_ONCE, _Needs.ANY),
    (ClaimType.RECOMMENDATION, _YOU_MODAL, _Needs.ANY),
    (ClaimType.PREDICTION, _PREDICT_EXPLICIT, _Needs.ANY),
    (ClaimType.PREDICTION, _MODAL, _Needs.FACTS),
    (ClaimType.FACT, _RULE_MODAL, _Needs.NO_SPECIFICS),
    (ClaimType.RECOMMENDATION, _RECOMMEND_MODAL, _Needs.NO_SPECIFICS),
    (ClaimType.FACT, _PERMISSION, _Needs.ANY),
    (ClaimType.FACT, _PERMISSION_PASSIVE, _Needs.ANY),
    (ClaimType.PREDICTION, _PREDICT_HEDGED, _Needs.ANY),
    (ClaimType.OPINION, _OPINION_CUES, _Needs.NO_FACTS),
    (ClaimType.GENERAL_KNOWLEDGE, _GENERAL_CUES, _Needs.NO_SPECIFICS),
    (ClaimType.COMPARISON, _COMPARISON_CUES, _Needs.ANY),
    (ClaimType.RELATIONSHIP, _RELATIONSHIP_CUES, _Needs.ANY),
    (ClaimType.QUANTITY, None, _Needs.QUANTITY),
    (ClaimType.DATE, None, _Needs.DATE),
    (ClaimType.STATUS, _STATUS_CUES, _Needs.ANY),
    (ClaimType.ASSESSMENT, _ASSESSMENT_CUES, _Needs.ANY),
)


def _needs_met(needs: _Needs, text: str) -> bool:
    if needs is _Needs.ANY:
        return True
    if needs is _Needs.FACTS:
        return has_fact(text)
    if needs is _Needs.NO_FACTS:
        return not has_fact(text)
    if needs is _Needs.NO_SPECIFICS:
        return not (has_fact(text) or has_entity(text))
    if needs is _Needs.QUANTITY:
        return has_quantity(text)
    return has_date(text)


def _has_quote(text: str) -> bool:
    for m in _QUOTED.finditer(text):
        inner = next(g for g in m.groups() if g is not None)
        if len(words(inner)) >= _MIN_QUOTE_WORDS:
            return True
    return False


#: "It is important to note that ...", "Please note that ...": the frame points at a statement; the
#: statement after it is what gets typed ("it is important to" alone is advice).
_NOTE_FRAME = re.compile(
    r"^\W*(?:(?:however|also|additionally|finally|but|and)\W+)?(?:"
    r"(?:it\s+is|it[’']s)\s+(?:also\s+)?(?:important|essential|crucial|worth|vital|critical"
    r"|interesting|useful|helpful)\s+(?:to\s+)?(?:note|mention|remember|understand|keep\s+in\s+mind"
    r"|bear\s+in\s+mind|recogni[sz]e|point\s+out|emphasi[sz]e|highlight|noting|mentioning"
    r"|pointing\s+out|remembering)\b(?:\s+that\b|\s*:|\s*,)?"
    r"|(?:please\s+)?(?:note|remember|keep\s+in\s+mind|bear\s+in\s+mind)(?:\s+that\b|\s*:)"
    r")\s*",
    re.IGNORECASE,
)


def note_frame_end(text: str) -> int:
    """Where the statement after a "Please note that" frame starts (0 without one)."""
    noted = _NOTE_FRAME.match(text)
    return noted.end() if noted and noted.end() < len(text) else 0


#: A question a claim reports as discussed, decided or asked ("to determine which plan would
#: be the best fit", "debated whether the remote would be too expensive").
_EMBEDDED_QUESTION = re.compile(
    r"\b(?:discuss|debat|determin|decid|ask|consider|explain|wonder|evaluat|assess|explor"
    r"|talk\w*\s+about|figur\w*\s+out|find\w*\s+out|found\s+out)\w*\s+(?:\w+\s+){0,2}?"
    r"(?P<question>(?:which|whether|what|how|if)\b.*)$",
    re.IGNORECASE,
)
#: A question a claim names as the topic of something it states ("is responsible for how the
#: object will look", "focuses on how the product will look", "concerns about whether survivors
#: will come forward"): a preposition takes the question as its object.
_TOPIC_QUESTION = re.compile(
    r"\w\s+(?:for|on|upon|about|over|of)\s+(?P<question>(?:which|whether|what|how)\b.*)$",
    re.IGNORECASE,
)


#: Words before such a question that make it the answerer's own doubt ("it is hard to decide",
#: "I wonder if").
_OWN_DOUBT = re.compile(
    r"\b(?:hard|difficult|impossible|easy|unclear|unsure|not\s+sure|up\s+to\s+you|you|your"
    r"|i|we|let's)\b",
    re.IGNORECASE,
)


def reported_question(text: str) -> int | None:
    """Where a question the text reports as discussed, decided or asked, or names as a topic,
    starts ("... to determine which plan would be the best fit", "is responsible for how the
    object will look"): what follows is no statement of the text's own. ``None`` where it
    reports none, or the question is the writer's own doubt."""
    asked = _EMBEDDED_QUESTION.search(text) or _TOPIC_QUESTION.search(text)
    if asked is None or asked.start() == 0 or _OWN_DOUBT.search(text[: asked.start()]):
        return None
    return asked.start("question")


#: A view the claim puts in someone else's mouth ("The CEO said the results were
#: disappointing", "Critics described it as stunning"): whether they said so is a fact the
#: sources state or not. The speaker is no "I" or "we" (those are :data:`_OPINION_FRAME`).
_ATTRIBUTED = re.compile(
    r"(?<!\bI )(?<!\bwe )(?<!\bWe )\b(?:said|says|stated|states|described|describes|called|calls"
    r"|told|tells|argued|argues|wrote|writes|noted|notes|claimed|claims|praised|praises"
    r"|criticized|criticised|hailed|labell?ed|deemed|rated|admitted|insisted|added|explained"
    r"|according\s+to)\b"
)


def _type_of(text: str, framed: bool) -> ClaimType:
    if framed:
        return ClaimType.OPINION
    text = text[note_frame_end(text) :]
    if _has_quote(text):
        return ClaimType.QUOTE
    # "discussed which plan would be the best fit" reports a question asked, not a view
    # the answer holds: the question is no cue of the claim's type
    asked = reported_question(text)
    if asked is not None:
        text = text[:asked]
    for ctype, pattern, needs in _RULES:
        if ctype is ClaimType.OPINION and _ATTRIBUTED.search(text):
            continue  # "The CEO said the results were disappointing": what someone said
        if (pattern is None or pattern.search(text)) and _needs_met(needs, text):
            return ctype
    return ClaimType.FACT


def _refusal(text: str) -> bool:
    """Whether ``text`` says the sources lack the answer, naming nothing missing."""
    absent = read_absence(text)
    return absent is not None and not absent.items


def _classify_in(
    text: str, framed: bool, *, opens_sentence: bool = True
) -> tuple[ClaimType, ClaimCategory, bool]:
    """Like :func:`classify`; ``framed`` says the claim's sentence has an opinion frame and
    ``opens_sentence`` whether the claim starts its sentence (else a capitalised first word is a
    name: "... and Anna will bring drinks")."""
    ctype = _type_of(text, framed)
    if ctype in (*NOT_VERIFIABLE, ClaimType.PREDICTION) and _refusal(text):
        # "I could not find that in the documents" says the sources lack the answer, as "the
        # passages do not say" does: its modal makes no prediction.
        ctype = ClaimType.FACT
    verifiable = ctype not in NOT_VERIFIABLE
    if ctype is ClaimType.PREDICTION:
        # "is expected to close on Dec 15" and "Anna will bring drinks" can be checked;
        # "Acme will grow" at the start of a sentence cannot be told from "Prices will grow".
        # A plan someone agreed or announced is a fact of the meeting ("The team agreed the
        # remote will have a rubber case").
        verifiable = (
            has_fact(text)
            or has_entity(text)
            or (not opens_sentence and _names_first(text))
            or _REPORTED_PLAN.search(text) is not None
        )
    return ctype, CATEGORY[ctype], verifiable


#: A plan reported as agreed or announced: "The team agreed (that) the remote will have ...".
def planned_in(claim: Claim, texts: Iterable[str]) -> bool:
    """Whether a prediction that no figure, date or name makes checkable tells of a plan a
    source states: a source sentence that speaks of the future holds every content word before
    the claim's "will" ("The renovation will add a swimming pool" against "The renovation will
    add a children's reading room"; "The library will remain open" against "The Riverside
    Library will close for renovations"). Such a claim is checked as a fact is."""
    if claim.type is not ClaimType.PREDICTION or claim.verifiable:
        return False
    m = _PREDICT_EXPLICIT.search(claim.text)
    subject = set(terms(claim.text[: m.start()])) if m else set()
    if not subject:
        return False
    return any(subject <= said for text in texts for said in _future_sentence_terms(text))


@text_cache(maxsize=SOURCE_TEXTS)
def _future_sentence_terms(text: str) -> tuple[frozenset[str], ...]:
    """The content terms of each sentence of ``text`` that speaks of the future."""
    return tuple(
        frozenset(terms(sent))
        for sent in _SENTENCE_END.split(text)
        if _PREDICT_EXPLICIT.search(sent)
    )


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_REPORTED_PLAN = re.compile(
    r"\b(?:agreed|decided|announced|confirmed|promised|pledged|vowed)\s+(?:that\s+)?"
    r"(?:\w+\s+){1,4}(?:will|would|is\s+going\s+to|are\s+going\s+to)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"\w")
_FIRST_WORD = re.compile(r"\W*(\w+)")


def _names_first(text: str) -> bool:
    """Whether a clause's first word is capitalised (a name, where no sentence starts)."""
    first = _FIRST_WORD.match(text)
    return first is not None and first.group(1)[0].isupper() and first.group(1) != "I"


def classify(text: str) -> tuple[ClaimType, ClaimCategory, bool]:
    """Type, category and verifiability of one claim text."""
    return _classify_in(text, _OPINION_FRAME.search(text) is not None)


# --------------------------------------------------------------------------- extraction

_MAX_LABEL_WORDS = 2
#: A sentence that only presents the answer ("Sure! Here's the summary in 115 words.", "Below are
#: the steps"), with no colon introducing content of its own.
_PRESENTING = re.compile(
    r"^\W*(?:(?:sure|certainly|okay|ok|of\s+course)\W+)?"
    r"(?:here\s+(?:is|are)|here[’']s|below\s+(?:is|are))\b[^:]*:?\s*$",
    re.IGNORECASE,
)

#: A clause about the answering itself, not the sources' subject: "the answer is" before a
#: list, "I can help you with that", "That's it". It introduces or closes what the answer says.
_ANSWERING = re.compile(
    r"^\W*(?:(?:so|therefore|thus|hence|in\s+summary|in\s+conclusion|overall)\W+)?"
    r"(?:(?:the|my)\s+)?(?:correct\s+|final\s+|short\s+|best\s+|complete\s+)?answer"
    r"(?:\s+to\s+(?:the|your|this)\s+(?:original\s+|user[’']?s\s+)?question"
    r"(?:\s*[\"“][^\"”]*[\"”])?)?\s+(?:is|would\s+be)\W*$"
    r"|^\W*(?:that[’']?s|that\s+is)\s+(?:it|all)\W*$"
    # "I'm sorry, but the passages do not say": an apology before what the answer says
    r"|^\W*(?:(?:i\s+am|i[’']m|we\s+are|we[’']re)\s+(?:very\s+|so\s+|truly\s+|really\s+)?sorry"
    r"|sorry|(?:my\s+|our\s+)?apologies|(?:i|we)\s+(?:do\s+)?apologi[sz]e)"
    r"(?:\s+for\s+(?:the|any)\s+(?:confusion|inconvenience|misunderstanding))?\W*$"
    r"|^\W*(?:i|we)\s+(?:can|could|will|would|shall)\s+"
    r"(?:definitely\s+|certainly\s+|confidently\s+)?"
    r"(?:help(?:\s+you)?(?:\s+with\s+(?:that|this|your\s+question))?"
    r"|answer\s+(?:the|your|this)\s+question(?:\s+as\s+follows)?)\W*$"
    # "there is no additional information needed to answer the question"
    r"|^\W*there\s+is\s+no\s+(?:additional|further|other|more)\s+information\s+"
    r"(?:needed|required)\s+to\s+answer\s+(?:the|your|this)\s+question\W*$"
    # "I cannot definitively say which is better": the answerer's doubt, nothing of the subject
    r"|^\W*(?:i|we)\s+(?:cannot|can[’']?t|could\s+not|am\s+not\s+able\s+to)\s+"
    r"(?:definitively\s+|confidently\s+|accurately\s+|really\s+)?(?:say|tell)\s+"
    r"(?:for\s+sure\s+)?(?:which|whether)\b[^.;:]*$"
    # "it is difficult to definitively say what the drawer is for without more context"
    r"|^\W*(?:it\s+is|it[’']s)\s+(?:difficult|hard|impossible|not\s+possible|challenging)\s+"
    r"to\s+(?:definitively\s+|confidently\s+|accurately\s+|precisely\s+)?"
    r"(?:say|determine|tell|answer)\b[^.;:]*$",
    re.IGNORECASE,
)

#: A label before a question the answer restates: "Question 2:", "Q1:".
_QUESTION_LABEL = re.compile(r"^\W*(?:question|q)\s*\d*\s*[:.)]", re.IGNORECASE)

#: A sentence that only addresses the reader ("I hope this helps!", "Let me know if you have any
#: questions.", "Good luck!"): courtesy, not a claim about the sources' subject. One that names a
#: fact ("Feel free to call 555-0100") is still checked.
_ADDRESSING = re.compile(
    r"^\W*(?:(?:i|we)\s+(?:really\s+)?hope\s+(?:that\s+)?"
    r"(?:this|that|it|these|the\s+above|my\s+answer)\b.*"
    r"\b(?:helps?|helpful|useful|answers?|clarif\w*|informative)\b"
    r"|hope\s+(?:this|that|it)\s+helps"
    r"|(?:please\s+)?(?:let\s+(?:me|us)\s+know|feel\s+free|don[’']?t\s+hesitate"
    r"|do\s+not\s+hesitate)\b"
    r"|is\s+there\s+anything\s+else\b"
    r"|(?:do\s+you\s+have\s+)?any\s+(?:other|more|further)\s+questions\W*$"
    r"|good\s+luck\b"
    r"|(?:i\s+am\s+|i[’']m\s+|always\s+)?(?:happy|glad)\s+(?:i\s+could\s+|to\s+)help\b"
    r"|you[’']?re\s+welcome\b|you\s+are\s+welcome\b"
    r"|thanks?(?:\s+you)?\s+for\s+(?:asking|your\s+question)\b)"
    r"[^\n]*$",
    re.IGNORECASE,
)


def _is_claim_sentence(sentence: Segment, kind: str) -> bool:
    """Skip headings, reference-list entries and short labels ("Summary:", "Yes.")."""
    text = sentence.text
    markers = find_markers(text)
    if markers and markers[0].start == 0:
        return False  # "[1] Opportunity record": a reference list entry
    if _PRESENTING.match(text):
        return False  # "Here is a summary of the article in 114 words.": about the answer itself
    if text.rstrip(" \t\"'”’)*_").endswith("?") and (kind != "text" or _QUESTION_LABEL.match(text)):
        # "1. What is the current temperature in Hinesburg, VT?" restates what is asked before
        # answering it. A question in running text stays a claim: a reply in a dialogue that
        # asks instead of telling ("Do you like jazz?") is no answer from the sources.
        return False
    if _ADDRESSING.match(text) and not has_fact(text):
        return False  # "I hope this helps!": courtesy to the reader
    if has_verb(text) or has_fact(text):
        return True
    if kind == "heading":
        return False
    # Short verbless Latin-script labels carry no claim; other scripts have no verb cues here,
    # so their sentences are always kept.
    label = text.rstrip("*_ ").endswith(":") or word_count(text) <= _MAX_LABEL_WORDS
    return not (text.isascii() and label)


class RuleClaimExtractor(ClaimExtractor):
    """Deterministic extractor: sentences, then clauses, each typed by :func:`classify`."""

    name = "rules"

    def extract(self, answer: str) -> list[Claim]:
        """Claims of ``answer`` in reading order."""
        claims: list[Claim] = []
        for index, (sentence, kind) in enumerate(sentences_with_kinds(answer)):
            if not _is_claim_sentence(sentence, kind):
                continue
            # "In my assessment, ..." makes every clause of its sentence an opinion.
            framed = _OPINION_FRAME.search(sentence.text) is not None
            for clause in split_clauses(sentence):
                if _PRESENTING.match(clause.text) or _ANSWERING.match(clause.text):
                    continue  # "Here's the overview in 80 words: ..." presents what follows
                opens = not _WORD.search(answer, sentence.start, clause.start)
                ctype, category, verifiable = _classify_in(
                    clause.text, framed, opens_sentence=opens
                )
                claims.append(
                    Claim(
                        id=f"c{len(claims) + 1}",
                        text=clause.text,
                        start=clause.start,
                        end=clause.end,
                        type=ctype,
                        category=category,
                        verifiable=verifiable,
                        sentence_index=index,
                    )
                )
        return claims


def get_extractor(name: str, config: Config) -> ClaimExtractor:
    """The claim extractor called ``name``: ``rules``, or ``llm`` (an OpenAI-compatible server)."""
    if name == "rules":
        return RuleClaimExtractor()
    if name == "llm":
        from groundwise.llm.extractor import LLMClaimExtractor

        return LLMClaimExtractor(config)
    raise PluginError(f"unknown claim extractor {name!r}; available: llm, rules")
