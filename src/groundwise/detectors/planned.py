"""An event the source only expects, told as done.

"Construction of the bridge began in spring 2025" against "Construction of the bridge is expected
to begin in spring 2025": the claim's words are all in the sentence, but the sentence puts the
claim's verb after a word of plan or expectation ("expected to", "scheduled to", "plans to",
"will"), so the source says it is to happen, not that it did. A claim verb in the past tense
(regular "-ed" or an irregular past form, "began" read as "begin") against such a sentence about
the same thing is a TEMPORAL_DISTORTION (medium, ``contradicts=False``: it may have happened
since; no source says so). A claim that plans or hedges itself ("was expected to begin", "will
open") and a claim whose verb another evidence sentence about the same thing states as done are
left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Token,
    content_stems,
    coverage,
    evidence_sentences,
    make_flag,
    quote,
    require_aligned,
    stems_before,
    tokenize,
)
from groundwise.lexical import stem
from groundwise.lexicon import is_verb
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import IRREGULAR_VERBS

__all__ = ["PlannedEventDetector"]

#: A verb the source puts after a word of plan or expectation ("is expected to begin", "plans to
#: cut", "will open", "is scheduled to be completed", "expect them to disappear").
_PLANNED = re.compile(
    r"\b(?:(?:expected|scheduled|planned|set|due|slated|poised|intended|proposed)\s+to"
    r"|(?:plans?|planning|intends?|aims?|hopes?)\s+to|will|shall"
    # "scientists expect them to disappear by 2040"
    r"|(?:expects?|expected|expecting|predicts?|predicted|forecasts?)\s+(?:[a-z]+\s+){1,2}?to)"
    r"\s+(?:be\s+)?(?P<verb>[a-z]+)\b"
    # "is scheduled for release in March 2017", "due for completion in 2026"
    r"|\b(?:(?:scheduled|slated|set|due|planned)\s+for|awaiting|awaits|pending|still\s+needs"
    # "is awaiting approval by regulators", "pending regulatory approval"
    r"|(?:is|are)\s+subject\s+to)\s+(?:its\s+|their\s+)?(?:(?:final|formal|regulatory"
    r"|shareholder|government|court)\s+)?"
    r"(?P<noun>release|launch|completion|opening|delivery|approval|confirmation|ratification)\b",
    re.IGNORECASE,
)
#: Words by which a claim plans, expects or hedges itself.
_NOT_DONE = re.compile(
    r"\b(?:expect\w*|schedul\w*|plan\w*|set\s+to|due\s+to|slated|poised|intend\w*|propos\w*"
    r"|aim\w*|hope\w*|will|would|shall|may|might|could|can|should|must|going\s+to|if|whether"
    r"|not|never|yet)\b",
    re.IGNORECASE,
)
#: Words before a participle that make it a present passive, which states a rule or a habit.
_PRESENT_PASSIVE = frozenset({"is", "are", "am", "be", "being", "get", "gets"})
#: Irregular past forms whose base is the verb a plan names ("began" -> "begin").
_PAST_BASE = {**IRREGULAR_VERBS, "cut": "cut", "shut": "shut", "quit": "quit"}
#: Pronouns of a planning sentence that stand for something named in the sentences before it.
_PRONOUNS = frozenset({"it", "them", "they"})
#: Share of the claim's content words (the verb aside) the planning sentence must hold.
MIN_OVERLAP = 0.5


def _past_verbs(tokens: Sequence[Token]) -> list[tuple[int, str]]:
    """Indexes of the claim's past-tense verbs with the stem of their base form."""
    out = []
    for k, t in enumerate(tokens):
        low = t.lower
        if k == 0:
            continue  # the subject comes first; "Planned works ..." is no past verb
        if tokens[k - 1].lower in _PRESENT_PASSIVE:
            continue  # "The deposit is returned within 21 days": a rule, not a past event
        if low in _PAST_BASE:
            out.append((k, stem(_PAST_BASE[low])))
        elif low.endswith("ed") and is_verb(low):
            out.append((k, t.stem))
    return out


class PlannedEventDetector(Detector):
    """TEMPORAL_DISTORTION: the answer says happened what the source says is to happen."""

    name = "planned"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the claim's first past verb that its evidence only plans."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not evidence or _NOT_DONE.search(claim.text):
            return []
        tokens = tokenize(claim.text)
        verbs = _past_verbs(tokens)
        if not verbs:
            return _not_yet_out(claim, evidence, ctx)
        sentences = []
        for ev, sent in evidence_sentences(evidence):
            toks = tokenize(sent.text)
            stems = content_stems(toks)
            if any(t.lower in _PRONOUNS for t in toks):
                # "The mayor is expected to sign it": "it" is a thing named just before
                stems |= stems_before(ctx, ev, sent.start)
            sentences.append((ev, sent, toks, stems))
        claim_stems = content_stems(tokens)
        for k, base in verbs:
            frame = claim_stems - {tokens[k].stem}
            about = [
                (ev, sent, toks)
                for ev, sent, toks, stems in sentences
                if len(frame & stems) >= 2 and coverage(frame, stems) >= MIN_OVERLAP
            ]
            if any(
                t.lower == tokens[k].lower and not _in_plan(sent.text, t)
                for _, sent, toks in about
                for t in toks
            ):
                continue  # a source says it as done ("began in 2024 and will end in 2026")
            for ev, sent, _ in about:
                plan = next(
                    (m for m in _PLANNED.finditer(sent.text) if _base(_planned_verb(m)) == base),
                    None,
                )
                if plan is None:
                    continue
                word = tokens[k]
                said = plan.group()
                return [
                    make_flag(
                        claim,
                        ctx,
                        word.start,
                        word.end,
                        type=FlagType.TEMPORAL_DISTORTION,
                        severity=Severity.MEDIUM,
                        message=(
                            f'The answer says it "{word.text}", but the source only says it '
                            f'is to happen ("{said}"): {quote(sent.text)}.'
                        ),
                        suggestion=f'Say it is to happen ("{said}"), as the source does.',
                        source_says=sent.text,
                        source_id=ev.source_id,
                        contradicts=False,
                    )
                ]
        return _not_yet_out(claim, evidence, ctx)


def _not_yet_out(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
    """TEMPORAL_DISTORTION (medium): a version the claim says is out ("The app supports
    Android", "available on Windows and Mac") where the evidence says it is to come ("An
    Android version is in development", "A Mac version will follow next year"), and no
    evidence sentence says the claim's name without such words."""
    if not any(_TO_COME.search(ev.text) for ev in evidence):
        return []  # no version to come in the evidence: no sentence to read
    if _TO_COME.search(claim.text) or _COMING.search(claim.text):
        return []  # the claim says it is to come too
    for ev, sent in evidence_sentences(evidence):
        for m in _TO_COME.finditer(sent.text):
            name = m.group("name") or m.group("name2")
            at = re.search(rf"\b{re.escape(name)}\b", claim.text)
            if at is None:
                continue
            others = [
                s.text
                for _, s in evidence_sentences(evidence)
                if s.text != sent.text and re.search(rf"\b{re.escape(name)}\b", s.text)
            ]
            if others:
                break  # said elsewhere too
            said = m.group().strip()
            return [
                make_flag(
                    claim,
                    ctx,
                    at.start(),
                    at.end(),
                    type=FlagType.TEMPORAL_DISTORTION,
                    severity=Severity.MEDIUM,
                    message=(
                        f'The answer says "{name}" as if it were out, but the source says it is '
                        f'to come ("{said}"): {quote(sent.text)}.'
                    ),
                    suggestion=f"Say the {name} version is to come, as the source does.",
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=False,
                )
            ]
    return []


#: Words by which a claim says a thing is to come (besides :data:`_NOT_DONE`'s "will", "plan").
_COMING = re.compile(
    r"\b(?:in\s+development|under\s+development|in\s+the\s+works|coming|upcoming|soon"
    r"|later|next\s+year|future)\b",
    re.IGNORECASE,
)
#: A version a source says is to come: "An Android version is in development", "A Mac version
#: will follow next year", "Support for Linux is planned".
_TO_COME = re.compile(
    r"\b(?:(?:an?|the)\s+)?(?P<name>[A-Z][\w.+-]*)\s+(?:version|app|edition|release|port|client)"
    r"\s+(?:is|will\s+be)\s+(?:(?:still|currently)\s+)?(?:in\s+development|under\s+development"
    r"|in\s+the\s+works|coming(?:\s+soon)?|planned|expected)"
    r"|\b(?:(?:an?|the)\s+)?(?P<name2>[A-Z][\w.+-]*)\s+(?:version|app|edition|release|port|client)"
    r"\s+will\s+(?:follow|come|launch|arrive)",
)


def _planned_verb(m: re.Match[str]) -> str:
    """The verb a plan names: "begin" of "expected to begin", "release" of "scheduled for
    release", "complete" of "due for completion"."""
    return m.group("verb") or _NOUN_VERBS.get(m.group("noun").lower(), m.group("noun"))


#: Nouns of a plan and their verbs.
_NOUN_VERBS = {"completion": "complete", "opening": "open", "delivery": "deliver"}
_NOUN_VERBS |= {"approval": "approve", "confirmation": "confirm", "ratification": "ratify"}


def _in_plan(text: str, token: Token) -> bool:
    """Whether ``token`` is the verb of a plan in ``text`` ("cut" of "plans to cut")."""
    return any(
        m.start("verb" if m.group("verb") else "noun") == token.start
        for m in _PLANNED.finditer(text)
    )


def _base(word: str) -> str:
    """Stem of a planned verb's base ("begin", "completed" -> "complet")."""
    low = word.lower()
    return stem(_PAST_BASE.get(low, low))
