"""Invented causes: the answer links two facts causally ("X because Y") and no source links them.

The connective may sit inside the claim ("X led to Y") or just before it: the claim splitter
makes "Y" of "X because Y" a claim of its own, and the "because" left between the two claims makes
that claim the stated cause.

The detector only speaks when the sources do state both facts (each part's content words are mostly
found in some source sentence): a fact that is missing altogether is a fabrication, reported
elsewhere. The sources link the facts when a sentence, or two neighbouring sentences, carry a causal
word (a generous list: "after", "amid", "drove", "helped" count) and words of both parts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Sentence,
    Token,
    cached_sentence_stems,
    cached_sentences,
    content_stems,
    coverage,
    make_flag,
    phrase_spans,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.detectors.negation import base_stem
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import (
    CAUSE_AFTER,
    CAUSE_BEFORE,
    DUE_TO_SCHEDULE_VERBS,
    SOURCE_CAUSAL_MARKERS,
)

#: Share of a part's content words a source sentence must hold for that fact to count as stated.
STATED = 0.5
_CONNECTIVE_WORDS = frozenset(w for p in (*CAUSE_AFTER, *CAUSE_BEFORE) for w in p.split())
_CLAUSE_BREAK = ",;:"
#: Words before a connective that make the link a guess, not a claim ("possibly due to").
_MODALS = frozenset(
    str.split(
        "could may might can would will should potentially possibly perhaps probably likely maybe"
    )
)
#: Connectives that open a sentence as a conclusion ("Therefore, ...").
_DISCOURSE = frozenset({"therefore", "thus", "hence", "consequently", "as a result"})
#: Words that, in a source window, suggest sequence or consequence (a generous reading).
_WINDOW_MARKERS = (*SOURCE_CAUSAL_MARKERS, "then", "when", "until", "once", "as", "while")
#: Sentences a source window may span when looking for the link.
_WINDOW = 3
#: A cause-after connective ending the answer text before a claim: "X because | Y", "Due to | Y".
_LEADING_CAUSE = re.compile(
    r"(?:^|(?<=\W))(?P<conn>"
    + "|".join(p.replace(" ", r"\s+") for p in sorted(CAUSE_AFTER, key=len, reverse=True))
    + r")[\s,]*$",
    re.IGNORECASE,
)
#: A consequence connective after a clause, before a claim: "X, so | Y", "X; as a result, | Y".
_LEADING_EFFECT = re.compile(
    r"[,;]\s*(?:and\s+)?(?P<conn>so|therefore|thus|hence|consequently|as\s+a\s+result)[\s,]*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class CausalLink:
    """A causal connective in a claim, with the claim-relative span to flag and both parts' stems."""

    connective: str
    span: tuple[int, int]
    cause: str
    effect: str
    cause_stems: frozenset[str]
    effect_stems: frozenset[str]
    #: Whether the connective opens a relative clause ("the issues that lead to riots"): the
    #: link tells what a kind of thing does, not what caused one event.
    relative: bool = False


def _clause_end(text: str, pos: int) -> int:
    """First clause break at or after ``pos`` (or the end of ``text``)."""
    ends = [i for i in (text.find(c, pos) for c in _CLAUSE_BREAK) if i >= 0]
    return min(ends, default=len(text))


def _antecedent(clause: str) -> str:
    """For "an illness that causes ...", the few words before the relative pronoun."""
    words = clause.split()
    if words and words[-1].lower() in {"that", "which", "who"}:
        return " ".join(words[-5:-1])
    return clause


def _sentence_around(answer: str, pos: int) -> Sentence | None:
    for s in cached_sentences(answer):
        if s.start <= pos < s.end:
            return s
    return None


def _previous_sentence(answer: str, pos: int) -> Sentence | None:
    before = [s for s in cached_sentences(answer) if s.end <= pos]
    return before[-1] if before else None


def _stems(text: str) -> frozenset[str]:
    return frozenset(content_stems(tokenize(text), _CONNECTIVE_WORDS))


def find_link(claim: Claim, ctx: CheckContext) -> CausalLink | None:
    """The first causal connective of ``claim`` with its cause and effect (from the answer around it)."""
    tokens = tokenize(claim.text)
    for i, j, phrase in phrase_spans(tokens, (*CAUSE_AFTER, *CAUSE_BEFORE)):
        if phrase == "due to" and j < len(tokens) and tokens[j].lower in DUE_TO_SCHEDULE_VERBS:
            continue
        if phrase == "contributed to" and _contributed_work(claim.text, tokens, j):
            continue
        conn_start, conn_end = tokens[i].start, tokens[j - 1].end
        sent = _sentence_around(ctx.answer, claim.start + conn_start)
        if sent is None:
            continue
        # "could lead to" predicts and "possibly due to" guesses; neither asserts a cause.
        prior = tokenize(ctx.answer[sent.start : claim.start + conn_start])
        if prior and prior[-1].lower in _MODALS:
            continue
        if phrase in _DISCOURSE and not _stems(ctx.answer[sent.start : claim.start + conn_start]):
            # "Therefore, ..." opening a sentence draws a conclusion from the whole answer so far.
            continue
        # Text before and after the connective, within the answer sentence it sits in.
        before = ctx.answer[sent.start : claim.start + conn_start]
        after_all = ctx.answer[claim.start + conn_end : sent.end]
        if phrase in CAUSE_AFTER:
            end = _clause_end(claim.text, conn_end)
            cause = claim.text[conn_end:end]
            effect = before
            relative = False
            if not _stems(before):
                # "Because X, Y": the effect is the clause after the cause's.
                effect = ctx.answer[claim.start + end : sent.end]
            span = (conn_start, end)
        else:
            # The cause is the clause just before the connective, else the sentence before it.
            cut_at = max(before.rfind(c) for c in _CLAUSE_BREAK) + 1
            clause = before[cut_at:] if _stems(before[cut_at:]) else before
            cause = _antecedent(clause)
            relative = cause != clause
            if not _stems(cause):
                prev = _previous_sentence(ctx.answer, sent.start)
                cause = prev.text if prev else ""
            effect = after_all[: _clause_end(after_all, 0)]
            # The cause clause inside the claim, from the last clause break before the connective.
            head = claim.text[:conn_start]
            cut = max(head.rfind(c) for c in _CLAUSE_BREAK) + 1
            lead = len(head[cut:]) - len(head[cut:].lstrip())
            span = (cut + lead, conn_end)
            if not _stems(claim.text[span[0] : span[1]]) - _CONNECTIVE_WORDS:
                span = (conn_start, conn_end)
        link = _link(claim, phrase, span, cause, effect)
        if link is not None:
            return replace(link, relative=relative)
    return _link_before(claim, ctx)


#: Works and ventures one takes part in: "contributed to the Bush Theatre's performance of ...",
#: "contributed to the anthology" (a part of it, not a cause of it).
_WORKS = frozenset(
    str.split(
        "album albums anthology anthologies book books collection compilation soundtrack magazine"
        " magazines journal journals newspaper newspapers volume issue tribute project projects"
        " series show shows festival exhibition exhibitions film films record recording recordings"
        " song songs blog column columns website podcast programme program production edition"
        " performance performances campaign fund effort encyclopedia dictionary report study"
    )
)
#: Words that end the head of what "contributed to" takes: "the decline of the magazine".
_HEAD_END = frozenset(("of", "for", "by", "with", "and", "in", "on", "at"))


def _contributed_work(text: str, tokens: Sequence[Token], j: int) -> bool:
    """Whether "contributed to" at token ``j`` takes a work as its object, up to its first "of"
    ("contributed to the Bush Theatre's 24-hour performance of ..."): taking part, not causing.
    A work's possessive heads nothing ("contributed to the album's failure" is a cause)."""
    for k in range(j, min(len(tokens), j + 8)):
        low = tokens[k].lower
        if low in _HEAD_END or (k > j and text[tokens[k - 1].end : tokens[k].start].strip(" -")):
            return False
        if low in _WORKS and not text[tokens[k].end :].startswith(("'s", "’s")):
            return True
    return False


def _link(
    claim: Claim, phrase: str, span: tuple[int, int], cause: str, effect: str
) -> CausalLink | None:
    """The link, when both parts have content words (three in all) and the span is not empty."""
    cause_stems, effect_stems = _stems(cause), _stems(effect)
    if not cause_stems or not effect_stems or len(cause_stems | effect_stems) < 3:
        return None
    span = _trim(claim.text, span)
    if span[1] <= span[0]:
        return None
    return CausalLink(phrase, span, _bare(cause), _bare(effect), cause_stems, effect_stems)


def _link_before(claim: Claim, ctx: CheckContext) -> CausalLink | None:
    """The link of a claim that a connective just before it makes a cause ("X because | Y").

    The effect is the rest of the sentence before the connective, or, when the connective opens
    the sentence ("Because Y, X"), the clause after the claim. The flag spans the cause clause.
    """
    sent = _sentence_around(ctx.answer, claim.start)
    if sent is None:
        return None
    head = ctx.answer[sent.start : claim.start]
    m = _LEADING_CAUSE.search(head)
    if m is None:
        return _effect_link(claim, head)
    phrase = " ".join(m.group("conn").lower().split())
    tokens = tokenize(claim.text)
    if phrase == "due to" and tokens and tokens[0].lower in DUE_TO_SCHEDULE_VERBS:
        return None
    before = head[: m.start()]
    prior = tokenize(before)
    if prior and prior[-1].lower in _MODALS:
        return None
    end = _clause_end(claim.text, 0)
    effect = before if _stems(before) else ctx.answer[claim.start + end : sent.end]
    return _link(claim, phrase, (0, end), claim.text[:end], effect)


def _effect_link(claim: Claim, head: str) -> CausalLink | None:
    """The link of a claim that a connective just before it makes a consequence ("X, so | Y")."""
    m = _LEADING_EFFECT.search(head)
    if m is None:
        return None
    before = head[: m.start()]
    cut = max(before.rfind(c) for c in _CLAUSE_BREAK) + 1
    cause = before[cut:] if _stems(before[cut:]) else before
    end = _clause_end(claim.text, 0)
    phrase = " ".join(m.group("conn").lower().split())
    return _link(claim, phrase, (0, end), cause, claim.text[:end])


def _bare(text: str) -> str:
    """A clause without surrounding whitespace and punctuation, for messages."""
    return text.strip().strip(".,;:!?").strip()


def _trim(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """Span without surrounding whitespace and trailing punctuation."""
    a, b = span
    while a < b and text[a].isspace():
        a += 1
    while b > a and (text[b - 1].isspace() or text[b - 1] in ".,;:!?"):
        b -= 1
    return a, b


@text_cache(maxsize=SOURCE_TEXTS)
def _marked(text: str) -> tuple[bool, ...]:
    """For each sentence of a source, whether it carries a causal word."""
    out = []
    for s in cached_sentences(text):
        joined = " " + " ".join(t.lower for t in tokenize(s.text)) + " "
        # "the following year" orders two facts in time; "following the merger" may link them.
        joined = joined.replace(" the following ", " the ")
        out.append(any(f" {m} " in joined for m in _WINDOW_MARKERS))
    return tuple(out)


class CausationDetector(Detector):
    """CAUSATION_INVENTION: a causal link the sources state as separate facts only."""

    name = "causation"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """One flag when ``claim`` asserts a cause that no source links to the effect."""
        require_aligned(claim, ctx)
        if not ctx.sources:
            return []
        main = _main_cause(claim, evidence, ctx) or _other_reason(claim, ctx)
        if main is not None:
            return [main]
        link = find_link(claim, ctx)
        if link is None:
            return []
        # A source sentence that links the claim's facts the other way round, or gives the
        # claim's effect another cause.
        found: tuple[str, str, str, str, bool] | None = None
        if (turned := _reversed(link, ctx)) is not None:
            sentence, source_id = turned
            why = f"the source links them the other way round: {quote(sentence, 160)}."
            fix = f'Make "{_short(link.effect)}" the cause, as the source does.'
            found = (why, fix, sentence, source_id, True)
        elif (other := _other_cause(link, ctx)) is not None:
            sentence, cause, source_id = other
            why = f"the source gives another cause, {quote(cause, 80)}: {quote(sentence, 160)}."
            fix = f'Give the cause the source gives: "{_short(cause)}".'
            found = (why, fix, sentence, source_id, False)
        if found is not None:
            why, fix, sentence, source_id, contradicts = found
            return [
                _cause_flag(
                    claim,
                    ctx,
                    link,
                    Severity.HIGH,
                    why,
                    fix,
                    sentence,
                    source_id,
                    contradicts=contradicts,
                )
            ]
        best_cause: tuple[float, str, str] = (0.0, "", "")
        best_effect: tuple[float, str, str] = (0.0, "", "")
        for src in ctx.sources.values():
            sents = cached_sentence_stems(src.text)
            marks = _marked(src.text)
            for k, (sent, stems) in enumerate(sents):
                c, e = (
                    coverage(set(link.cause_stems), set(stems)),
                    coverage(set(link.effect_stems), set(stems)),
                )
                if c > best_cause[0]:
                    best_cause = (c, sent.text, src.id)
                if e > best_effect[0]:
                    best_effect = (e, sent.text, src.id)
                if c >= STATED and e >= STATED:
                    # One sentence states both: however it phrases the link, it states one,
                    # unless it says no more than that the two go together ("an association
                    # ..., but could not establish causation").
                    flag = (
                        _association_flag(claim, ctx, link, sent.text, src.id)
                        if _only_associated(sent.text)
                        else None
                    )
                    return [] if flag is None else [flag]
                window = set(stems)
                for w in range(k, min(len(sents), k + _WINDOW)):
                    window |= sents[w][1]
                    if any(marks[k : w + 1]) and _links(link, frozenset(window)):
                        return []
        if best_effect[0] >= STATED and best_cause[0] < STATED:
            return self._unstated_cause(claim, ctx, link)
        if best_cause[0] < STATED or best_effect[0] < STATED:
            return []
        said = best_cause[1]
        if best_effect[1] != best_cause[1]:
            said = f"{_short(best_effect[1])} … {_short(best_cause[1])}"
        return [
            _cause_flag(
                claim,
                ctx,
                link,
                Severity.MEDIUM,
                "no source links them; the sources state them separately: "
                f"{quote(best_cause[1], 80)} and {quote(best_effect[1], 80)}.",
                f'Drop "{link.connective}" and state the facts separately, or cite a source that '
                "gives this cause.",
                said,
                best_cause[2],
                contradicts=False,
            )
        ]

    def _unstated_cause(
        self,
        claim: Claim,
        ctx: CheckContext,
        link: CausalLink,
    ) -> list[Flag]:
        """CAUSATION_INVENTION: the sources state the effect, say its cause is not known, and
        the claim names one whose words are mostly in no source ("The fire was caused by an
        electrical fault" where the source says the cause is being investigated).

        A cause merely missing from the sources is not flagged: on the benchmark answers seven
        such causes were in supported answers against four in unsupported ones ("its
        popularity", "high demand": the sources' facts read as a reason)."""
        if _UNKNOWN_CAUSE.search(ctx.answer):
            return []
        unknown = next(
            (
                (m.group(), src.id)
                for src in ctx.sources.values()
                if (m := _UNKNOWN_CAUSE.search(src.text)) is not None
            ),
            None,
        )
        if unknown is None:
            return []
        said, source_id = unknown
        stems = set(link.cause_stems)
        every = set().union(*(st for t in ctx.given_texts for _, st in cached_sentence_stems(t)))
        if not stems or coverage(stems, every) >= STATED:
            return []
        return [
            _cause_flag(
                claim,
                ctx,
                link,
                Severity.HIGH,
                f'no source states that cause; a source says "{said}".',
                f'Drop "{link.connective} {_short(link.cause)}" or cite a source that gives it.',
                said,
                source_id,
                contradicts=True,
            )
        ]


def _cause_flag(
    claim: Claim,
    ctx: CheckContext,
    link: CausalLink,
    severity: Severity,
    why: str,
    suggestion: str,
    source_says: str,
    source_id: str,
    *,
    contradicts: bool,
) -> Flag:
    """CAUSATION_INVENTION over the link's span: "The answer makes X the cause of Y, but ..."."""
    return make_flag(
        claim,
        ctx,
        link.span[0],
        link.span[1],
        type=FlagType.CAUSATION_INVENTION,
        severity=severity,
        message=f"The answer makes {quote(link.cause, 80)} the cause of "
        f'{quote(link.effect, 80)} ("{link.connective}"), but {why}',
        suggestion=suggestion,
        source_says=source_says,
        source_id=source_id,
        contradicts=contradicts,
    )


#: What follows "for" as a reason: not a figure or a stretch of time ("for the third time", "for
#: 20 years", "for two seasons").
_REASON = (
    r"(?!(?:\w+\s+){0,2}(?:times?|years?|months?|weeks?|days?|hours?|seasons?|decades?|terms?)\b)"
    r"(?!(?:the\s+|a\s+)?(?:\d|first|second|third|fourth|fifth|last|next|one|two|three|four|five"
    r"|several|many|more|less|over|under|about|up)\b)[A-Za-z][^,;.]*"
)
#: What one is given, known or blamed for, and the reason after "for": "won the Nobel Prize for
#: his theory of relativity", "was fined for late filings", "is best known for her novels".
_FOR_REASON = re.compile(
    r"\b(?P<verb>won|wins|received|receives|was\s+awarded|were\s+awarded|earned|earns"
    r"|(?:was|were|is|are)\s+(?:best\s+|widely\s+)?(?:known|famous|celebrated|praised|honou?red"
    r"|recogni[sz]ed|critici[sz]ed|fined|arrested|convicted|sentenced|sued|banned|suspended"
    r"|fired|dismissed|jailed|charged))\b(?P<what>[^,;.]{0,60}?)\s+for\s+"
    r"(?P<reason>" + _REASON + ")",
    re.IGNORECASE,
)
#: A cause the claim gives its statement after "due to", "because of", "owing to": "The
#: bridge was closed due to flooding".
_DUE_REASON = re.compile(
    r"(?P<what>\b[^,;.]{0,80}?)\s+(?:due\s+to|because\s+of|owing\s+to|as\s+a\s+result\s+of"
    r"|on\s+account\s+of)\s+(?P<reason>" + _REASON + ")",
    re.IGNORECASE,
)
#: A reason after "for" in a source sentence.
_SOURCE_REASON = re.compile(r"\bfor\s+(" + _REASON + ")", re.IGNORECASE)
#: A reason in a source sentence after "for" or a causal phrase ("due to", "because").
_ANY_SOURCE_REASON = re.compile(
    r"\b(?:for|due\s+to|because(?:\s+of)?|owing\s+to|as\s+a\s+result\s+of)\s+(" + _REASON + ")",
    re.IGNORECASE,
)
#: Share of the words before "for" a source sentence must hold to be about the same award.
_REASON_FRAME = 0.6


#: The connective right before a reason: "for", "due to", "because of" ...
_CONNECTIVE_BEFORE = re.compile(
    r"\b(?:for|due\s+to|because\s+of|owing\s+to|as\s+a\s+result\s+of|on\s+account\s+of)\s+$",
    re.IGNORECASE,
)


#: A sentence that denies a cause ("could not establish causation", "does not cause",
#: "correlation is not causation").
_CAUSE_DENIED = re.compile(
    r"\b(?:not|n't|no|never|without)\s+(?:\w+\s+){0,3}?(?:caus\w*|causal\w*)\b"
    r"|\bcorrelation\s+(?:\w+\s+){0,3}?(?:not|n't)\s+(?:\w+\s+){0,2}?causation\b",
    re.IGNORECASE,
)
#: Words that tell of two things going together, not of one causing the other.
_ASSOCIATION = re.compile(
    r"\b(?:associat(?:ed|ion|ions)|correlat(?:ed|ion|ions|es)|linked\s+(?:to|with)"
    r"|links?\s+between|tied\s+to)\b",
    re.IGNORECASE,
)


def _only_associated(sentence: str) -> bool:
    """Whether a sentence that states both facts denies that one causes the other, or tells
    only of their association and of no cause ("Coffee drinking is associated with a higher
    cancer risk")."""
    if _CAUSE_DENIED.search(sentence):
        return True
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", sentence)}
    return bool(_ASSOCIATION.search(sentence)) and not words & _STRONG_CAUSAL_WORDS


#: Words that state a cause outright, in a sentence that also tells of an association.
_STRONG_CAUSAL_WORDS = frozenset(
    str.split("cause causes caused causing because led leads lead result results resulted due")
)
#: A claim's verbs of causing: against a mere association these assert more ("uncertainty
#: associated with COVID" is what "concern due to COVID" says).
_CAUSING_VERBS = frozenset(
    str.split(
        "causes caused causing cause led leads lead leading resulted results result resulting"
        " triggered triggers trigger"
    )
)


def _association_flag(
    claim: Claim, ctx: CheckContext, link: CausalLink, sentence: str, source_id: str
) -> Flag | None:
    """CAUSATION_INVENTION: the claim asserts a cause where the sentence stating both facts
    tells only of an association, or denies the cause."""
    denied = _CAUSE_DENIED.search(sentence) is not None
    if not denied and not _CAUSING_VERBS & set(link.connective.lower().split()):
        return None
    before = claim.text[: link.span[1]].lower().split()
    if {"not", "no", "never"} & set(before[-6:]) or any(w.endswith("n't") for w in before[-6:]):
        return None  # "does not result in weight loss" asserts no cause
    why = (
        f"the source denies the cause: {quote(sentence, 160)}."
        if denied
        else f"the source reports only an association: {quote(sentence, 160)}."
    )
    return _cause_flag(
        claim,
        ctx,
        link,
        Severity.HIGH,
        why,
        "Say the two go together, as the source does; it does not say one causes the other.",
        sentence,
        source_id,
        contradicts=denied,
    )


def _other_reason(claim: Claim, ctx: CheckContext) -> Flag | None:
    """CAUSATION_INVENTION (high): the claim gives a reason after "for" ("received the Nobel
    Prize for his theory of relativity") where a source sentence about the same award gives its
    own reason ("for his discovery of the law of the photoelectric effect") holding none of the
    claim's reason's words, and no source sentence about it holds them."""
    m = _FOR_REASON.search(claim.text)
    reasons = _SOURCE_REASON
    if m is None:
        # "closed due to flooding" against "closed for scheduled maintenance"
        m = _DUE_REASON.search(claim.text)
        reasons = _ANY_SOURCE_REASON
    if m is None or _MODALS & set(claim.text[: m.start("reason")].lower().split()):
        return None  # "possibly due to flooding" guesses
    frame = _stems(claim.text[: m.start("reason")]) - {"for"}
    reason = _stems(m.group("reason"))
    if len(frame) < 2 or not reason:
        return None
    found: tuple[str, str, str, str] | None = None
    for src in ctx.sources.values():
        for sent, stems in cached_sentence_stems(src.text):
            if coverage(set(frame), set(stems)) < _REASON_FRAME:
                continue
            if reason & stems:
                return None  # a sentence about the award says the reason, or part of it
            theirs = reasons.search(sent.text)
            if theirs is not None and found is None and not _stems(theirs.group(1)) & frame:
                found = (sent.text, theirs.group(1), theirs.group(), src.id)
    if found is None:
        return None
    sentence, said, given, source_id = found
    start, end = m.span("reason")
    # the connective too ("for", "due to"): the reason the claim gives
    lead = _CONNECTIVE_BEFORE.search(claim.text, 0, start)
    return make_flag(
        claim,
        ctx,
        lead.start() if lead else start,
        end,
        type=FlagType.CAUSATION_INVENTION,
        severity=Severity.HIGH,
        message=f'The answer gives the reason "{m.group("reason")}", but the source gives '
        f"another, {quote(said, 100)}: {quote(sentence, 160)}.",
        suggestion=f'Give the reason the source gives: "{_short(given)}".',
        source_says=sentence,
        source_id=source_id,
        contradicts=True,
    )


#: "mainly to X", "solely because of X": how much of an effect a cause is given, and the cause.
_HOW_MUCH = re.compile(
    r"\b(?P<much>mainly|chiefly|primarily|largely|mostly|principally|partly|partially|in\s+part"
    r"|entirely|solely|wholly|completely|only|exclusively)\s+(?P<how>to|by|because\s+of|due\s+to"
    r"|from)\s+(?P<cause>[^,;.]+)",
    re.IGNORECASE,
)
_ALL_OF_IT = frozenset({"entirely", "solely", "wholly", "completely", "only", "exclusively"})
_MOST_OF_IT = frozenset({"mainly", "chiefly", "primarily", "largely", "mostly", "principally"})


def _main_cause(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CAUSATION_INVENTION where the claim gives the main cause of an effect ("attributed the
    jump mainly to El Niño") and the evidence sentence that says the rest gives another
    ("mainly to human-caused warming, amplified by a developing El Niño", high); SCOPE_EXPANSION
    where the claim makes the main cause the only one ("entirely to human-caused warming" against
    "mainly to ...", medium)."""
    mine = _HOW_MUCH.search(claim.text)
    if mine is None:
        return None
    much = mine.group("much").lower()
    cause = _stems(mine.group("cause"))
    rest = _stems(claim.text[: mine.start()])
    if not cause or len(rest) < 2:
        return None
    for ev in evidence:
        for sent in cached_sentences(ev.text):
            theirs = _HOW_MUCH.search(sent.text)
            stems = _stems(sent.text)
            if theirs is None or not rest <= stems:
                continue
            their_much = theirs.group("much").lower()
            their_cause = _stems(theirs.group("cause"))
            said = sent.text[theirs.start() : theirs.end()]
            if their_much in _MOST_OF_IT and much in _MOST_OF_IT and cause <= stems:
                if cause & their_cause:
                    return None
                kind, severity, contradicts = FlagType.CAUSATION_INVENTION, Severity.HIGH, True
                why = f'the source gives another main cause, "{said}"'
            elif much in _ALL_OF_IT and their_much not in _ALL_OF_IT and cause <= their_cause:
                kind, severity, contradicts = FlagType.SCOPE_EXPANSION, Severity.MEDIUM, False
                why = f'the source says "{said}"'
            else:
                continue
            return make_flag(
                claim,
                ctx,
                mine.start(),
                mine.end(),
                type=kind,
                severity=severity,
                message=f"The answer says {quote(claim.text[mine.start() : mine.end()], 80)}, "
                f"but {why}: {quote(sent.text, 160)}.",
                suggestion=f'Give the cause as the source does: "{said}".',
                source_says=sent.text,
                source_id=ev.source_id,
                contradicts=contradicts,
            )
    return None


#: A source saying a cause is not known ("the cause was being investigated").
_UNKNOWN_CAUSE = re.compile(
    r"\bcause\w*\s+(?:\w+\s+){0,3}?(?:is|was|were|are|remains?|remained)\s+(?:still\s+|being\s+|not\s+yet\s+)?"
    r"(?:unknown|unclear|investigated|under\s+investigation|not\s+known|undetermined)\b",
    re.IGNORECASE,
)


#: Share of the claim's effect words the part of a source sentence before its own cause must
#: hold for the sentence to state the same effect.
SAME_EFFECT = 0.75


#: Connectives a source puts between a cause before and its effect after ("a configuration
#: change caused a 47-minute outage"); not those that open a conclusion ("therefore").
_SOURCE_CAUSE_BEFORE = frozenset(
    str.split(
        "led_to leads_to lead_to leading_to resulted_in results_in result_in resulting_in "
        "which_caused caused causes causing triggered contributed_to"
    )
)
#: Content words a cause read back to its clause's start must have.
_CAUSE_WORDS = 2
_SOURCE_CAUSE_BEFORE_PHRASES = tuple(p.replace("_", " ") for p in _SOURCE_CAUSE_BEFORE)


@text_cache(maxsize=SOURCE_TEXTS)
def _source_links(
    text: str,
) -> tuple[tuple[str, str, str, frozenset[str], frozenset[str], bool], ...]:
    """Every causal link a text states in one sentence: the sentence, the cause as written, the
    effect as written, the stems of the cause (with the examples it gives after "such as") and
    of the effect, and whether the cause comes first. "Y because of X" reads Y as the sentence
    before the connective and X to the clause's end; "X caused Y" reads X back to the clause's
    start and Y to its end."""
    out = []
    for sent in cached_sentences(text):
        tokens = tokenize(sent.text)
        for i, j, phrase in phrase_spans(tokens, (*CAUSE_AFTER, *_SOURCE_CAUSE_BEFORE_PHRASES)):
            start = tokens[j].start if j < len(tokens) else len(sent.text)
            end = start + _clause_end(sent.text[start:], 0)
            after = sent.text[start:end]
            before = sent.text[: tokens[i].start]
            if i > 0 and tokens[i - 1].lower in _MODALS:
                continue  # "could potentially lead to rioting" guesses at a link
            if phrase in CAUSE_AFTER:
                stems = _stems(after) | _stems(_examples_after(sent.text, end))
                out.append((sent.text, after, before, stems, _stems(before), False))
                continue
            cut = max(before.rfind(c) for c in _CLAUSE_BREAK) + 1
            # ", which caused": the clause before is the cause
            cause = before[cut:] if _stems(before[cut:]) else before
            if len(_stems(cause)) >= _CAUSE_WORDS:
                # not an adverb alone: "Through a familial test, investigators eventually led to"
                out.append((sent.text, cause, after, _stems(cause), _stems(after), True))
    return tuple(out)


def _other_cause(link: CausalLink, ctx: CheckContext) -> tuple[str, str, str] | None:
    """A source sentence that states the claim's effect with a cause of its own, which shares
    no word with the claim's ("Four patients discontinued because of headaches" against "Four
    patients in the treatment group discontinued because of adverse events"; "The outage was
    caused by a database failure" against "a configuration change to the load balancer caused
    a 47-minute outage"): the sentence, its cause and the source's id. A generous window of
    neighbouring sentences must not link the claim's cause to an effect whose sentence names
    another. The effect must say what happened in words of its own, not names only ("George
    Santos from Congress")."""
    happened = frozenset(
        content_stems([t for t in tokenize(link.effect) if t.text.islower()], _CONNECTIVE_WORDS)
    )
    # an irregular past is its base ("fell" says "to fall")
    happened = frozenset(base_stem(s) for s in happened)
    for src in ctx.sources.values():
        for sentence, cause, _, stems, effect, first in _source_links(src.text):
            said = {base_stem(s) for s in effect}
            if coverage(set(happened), said) < SAME_EFFECT or (first and link.relative):
                # "the issues that lead to riots" names no cause of the riots a source tells
                continue
            if stems and not stems & link.cause_stems and not link.cause_stems <= effect:
                return sentence, _bare(cause), src.id
    return None


def _reversed(link: CausalLink, ctx: CheckContext) -> tuple[str, str] | None:
    """A source sentence that links the claim's two facts the other way round: its cause holds
    the claim's effect and its effect the claim's cause ("The Fukushima disaster caused the
    tsunami" against "It triggered a tsunami ..., which caused the Fukushima Daiichi nuclear
    disaster"), and no source sentence links them the claim's way: the sentence and the
    source's id."""
    found = None
    for src in ctx.sources.values():
        for sentence, _, _, cause, effect, _ in _source_links(src.text):
            mine = (
                coverage(set(link.cause_stems), set(cause)) >= STATED
                and coverage(set(link.effect_stems), set(effect)) >= STATED
            )
            if mine:
                return None
            other_way = (
                coverage(set(link.cause_stems), set(effect)) >= STATED
                and coverage(set(link.effect_stems), set(cause)) >= STATED
            )
            if other_way and found is None:
                found = (sentence, src.id)
    return found


#: Examples of a cause after it: "extraordinary circumstances, such as bad weather".
_EXAMPLES = re.compile(
    r"\W{0,3}\s*(?:such\s+as|including|like|e\.g\.|for\s+example|for\s+instance)\s+", re.IGNORECASE
)


def _examples_after(text: str, end: int) -> str:
    """The examples a source sentence gives right after a cause that ends at ``end`` (the clause
    after "such as", "including", ...), or ``""``: a claim naming one of them names the cause."""
    m = _EXAMPLES.match(text, end)
    if m is None:
        return ""
    return text[m.end() : m.end() + _clause_end(text[m.end() :], 0)]


def _links(link: CausalLink, window: frozenset[str]) -> bool:
    """Whether a marked source window mentions both parts (generously: one word of each)."""
    shared_cause = link.cause_stems & window
    shared_effect = link.effect_stems & window
    return bool(shared_cause) and bool(shared_effect) and len(shared_cause | shared_effect) >= 2


def _short(text: str) -> str:
    return text if len(text) <= 98 else text[:97].rsplit(" ", 1)[0] + "…"
