"""A state the answer says still holds, where the source says it ended.

"The Eiffel Tower remains the tallest structure in the world" against "It was the tallest
man-made structure in the world until 1930" (or "until the Chrysler Building was completed in
1930"): the claim's words are all in the sentence, but the sentence ends what the claim says goes
on. A claim word of continuance ("still", "remains", "continues to", "to this day", "currently",
"is the current") against an evidence sentence about the same thing that ends the state ("until"
a past year, "no longer", "ceased", "former" before a word of the claim) is a
TEMPORAL_DISTORTION (high, ``contradicts=True``). An end still to come ("until 2030" when the
check runs in 2026) ends nothing yet. "Used to" and "formerly" are not read: "techniques that are
used to model" ends nothing, and "formerly known as" renames.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    content_stems,
    coverage,
    evidence_sentences,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.lexical import stem
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import STOPWORDS

__all__ = ["EndedStateDetector"]

#: Words of a claim saying a state goes on.
_GOES_ON = re.compile(
    r"\b(?:still|remains|remain|remained|continues\s+to|continue\s+to|to\s+this\s+day"
    r"|currently|nowadays"
    # "John Smith is the current CEO" (not "the current ratio", which no source ends)
    r"|(?:is|are)\s+(?:the\s+|its\s+|their\s+)?current)\b",
    re.IGNORECASE,
)
#: Words of a source sentence ending a state; ``year`` is the end's year where one is given.
_ENDED = re.compile(
    # "until 1930", "until the Chrysler Building was completed in 1930"
    r"\buntil\s+(?:[^.;:!?\d]{0,60}?\s(?:in|of)\s+)?(?:(?:early|mid|late)[\s-]+)?(?:(?:January|February|March|April|May|June|July"
    r"|August|September|October|November|December)\s+)?(?:the\s+)?(?P<year>1\d{3}|20\d{2})s?\b"
    r"|\bno\s+longer\b|\bceased\b|\bformer\s+(?P<was>[a-z][\w-]*)"
    # "Late fees were abolished in 2022", "The bank eliminated overdraft fees" (not "will be
    # abolished")
    r"|(?<!\bbe\s)\b(?P<verb>abolished|eliminated|discontinued|scrapped|phased\s+out|retired"
    r"|decommissioned|withdrawn|shut\s+down|disbanded|dissolved)\b"
    # "Nair stepped down as CEO in 2021": the one who left is the subject, right before it
    r"|(?P<who>[A-Z][\w'’-]*)\s+(?:stepped\s+down|resigned)\s+as\s+(?:the\s+)?"
    r"(?P<role>[\w-]+)",
    re.IGNORECASE,
)
#: What an ending verb ended: the words after it ("abolished late fees in 2022") or, in the
#: passive, before it ("Late fees were abolished").
_AFTER_VERB = re.compile(
    r"\s+(?:(?:the|its|their|all)\s+)?(?P<thing>(?:[a-z][\w-]*\s+)?[a-z][\w-]*)"
)
_BEFORE_PASSIVE = re.compile(
    r"(?P<thing>(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)\s+(?:was|were|has\s+been|have\s+been)\s+$"
)


def _ended_thing(text: str, m: re.Match[str]) -> set[str]:
    """Content stems of what an ending verb ended: "late fees" of "abolished late fees in 2022"
    or of "Late fees were abolished"; up to a stopword."""
    passive = _BEFORE_PASSIVE.search(text, 0, m.start())
    if passive is not None:
        words = passive.group("thing").split()
    else:
        after = _AFTER_VERB.match(text, m.end())
        words = after.group("thing").split() if after else []
        cut = next((i for i, w in enumerate(words) if w.lower() in STOPWORDS), len(words))
        words = words[:cut]
    return content_stems(tokenize(" ".join(words)))


#: Share of the claim's content words the ending sentence must hold (as the other detectors).
MIN_OVERLAP = 0.5
_CUE_WORDS = frozenset(
    [
        "still",
        "remains",
        "remain",
        "remained",
        "continues",
        "continue",
        "day",
        "currently",
        "nowadays",
    ]
)


class EndedStateDetector(Detector):
    """TEMPORAL_DISTORTION: the answer says a state goes on that the source says ended."""

    name = "ended"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the claim's first word of continuance against an ended state."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not evidence:
            return []
        cue = _GOES_ON.search(claim.text)
        if cue is None:
            return []
        claim_stems = content_stems(tokenize(claim.text), _CUE_WORDS)
        this_year = (ctx.as_of or dt.date.today()).year
        for ev, sent in evidence_sentences(evidence):
            if _GOES_ON.search(sent.text):
                continue  # the source says it goes on as well
            stems = content_stems(tokenize(sent.text), _CUE_WORDS)
            if len(claim_stems & stems) < 2 or coverage(claim_stems, stems) < MIN_OVERLAP:
                continue
            end = next(
                (
                    m
                    for m in _ENDED.finditer(sent.text)
                    if (m.group("year") is None or int(m.group("year")) < this_year)
                    # "the former chief executive" ends being chief executive, not being a
                    # student: the word after "former" must be the claim's.
                    and (m.group("was") is None or stem(m.group("was")) in claim_stems)
                    # ... unless the claim says so too ("the suspect, a former student, is
                    # still at large").
                    and m.group().lower() not in claim.text.lower()
                    # what an ending verb ended is the claim's, every word of it
                    and (m.group("verb") is None or _ended_thing(sent.text, m) <= claim_stems)
                    # who left, and what they left, are the claim's
                    and (
                        m.group("who") is None
                        or {stem(m.group("who").lower()), stem(m.group("role").lower())}
                        <= claim_stems
                    )
                ),
                None,
            )
            if end is None:
                continue
            said = end.group()
            return [
                make_flag(
                    claim,
                    ctx,
                    cue.start(),
                    cue.end(),
                    type=FlagType.TEMPORAL_DISTORTION,
                    severity=Severity.HIGH,
                    message=(
                        f'The answer says it "{cue.group()}" holds, but the source says it '
                        f'ended ("{said}"): {quote(sent.text)}.'
                    ),
                    suggestion=f'Say it held "{said}", as the source does.',
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=True,
                )
            ]
        return []
