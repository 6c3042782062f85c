"""Grave events no source reports: the answer says someone was killed, arrested or resigned,
or that a fire was put out.

"Two firefighters were killed" against "Two firefighters were treated for smoke inhalation":
every other word of the claim is in the source, so word coverage and the embedding call it
supported, yet the one word a reader cares about is made up. Each kind of event has the words
an answer states it with (strict: "killed", "died") and the words that show a source reports it
(generous: "fatalities", "death toll", "lost their lives" all report deaths). A claim stating an
event of a kind no source (nor the question) reports at all is a FABRICATION (high). A denied
event ("no one was killed") and a guess ("could be arrested") claim nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import make_flag, require_aligned, tokenize
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["EVENTS", "Event", "EventDetector"]


@dataclass(frozen=True)
class Event:
    """A kind of grave event: how a claim states it and how a source may report it."""

    name: str
    stated: re.Pattern[str]
    reported: re.Pattern[str]
    #: Another way a source reports the event, read as it stands (not as a word).
    extra: re.Pattern[str] | None = None

    def in_text(self, text: str) -> bool:
        """Whether ``text`` reports an event of this kind."""
        return self.reported.search(text) is not None or (
            self.extra is not None and self.extra.search(text) is not None
        )


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE)


#: The kinds of event, each with the claim's words and the source's (a superset).
EVENTS: tuple[Event, ...] = (
    Event(
        "a death",
        _rx(r"killed|died|dies|dead|deaths?|fatally|perished|slain|murdered|lost\s+their\s+lives"),
        _rx(
            r"kill\w*|die[ds]?|dying|dead|deaths?|fatal\w*|perish\w*|slain|murder\w*|lives"
            r"|casualt\w*|bodies|toll|deceased|passed\s+away|homicide|suicide|victims?"
            r"|life|drown\w*|execut\w*"
        ),
        # Life dates report a death: "Elvis Presley (January 8, 1935 – August 16, 1977)".
        extra=re.compile(r"\([^()]{0,40}\b\d{4}\s*[–—-]\s*[^()]{0,30}\b\d{4}\s*\)"),
    ),
    Event(
        "an arrest",
        _rx(r"arrested|detained|in\s+custody"),
        _rx(
            r"arrest\w*|detain\w*|custody|charged|jail\w*|prison\w*|accus\w*|trial|prosecut\w*"
            r"|court|plea\w*|convict\w*|sentenc\w*|indict\w*|guilty"
        ),
    ),
    Event(
        "a criminal charge or conviction",
        _rx(r"charged\s+with|indicted|convicted|found\s+guilty|sentenced"),
        _rx(
            r"charg\w*|indict\w*|convict\w*|guilty|sentenc\w*|prosecut\w*|trial|court|accus\w*"
            r"|plead\w*|pleaded|jail\w*|prison\w*"
        ),
    ),
    Event(
        "a resignation or dismissal",
        _rx(
            r"resigned(?!\s+(?:to|himself|herself|themselves|myself)\b)|resigns|stepped\s+down"
            r"|steps\s+down|was\s+fired|were\s+fired|sacked|ousted"
        ),
        _rx(
            r"resign\w*|step\w*\s+down|fired|sack\w*|oust\w*|dismiss\w*|quit\w*|left|leav\w*"
            r"|depart\w*|replac\w*|succeed\w*|successor|retir\w*|exit|removed|terminat\w*"
        ),
    ),
    Event(
        "a bankruptcy",
        _rx(r"bankrupt|bankruptcy|insolvent|insolvency"),
        _rx(r"bankrupt\w*|insolven\w*|administration|receivership|liquidat\w*|chapter\s+11"),
    ),
    Event(
        "an evacuation",
        _rx(r"evacuated|evacuation|evacuations"),
        _rx(r"evacuat\w*|fled|flee\w*|left\s+their\s+homes|displaced|shelters?|moved\s+out"),
    ),
    Event(
        "a fire put out",
        _rx(
            r"extinguished|(?:fire|blaze|flames?)\s+(?:was|were|has\s+been|had\s+been|is)\s+"
            r"(?:\w+ly\s+)?put\s+out|put\s+out\s+the\s+(?:fire|blaze|flames?)"
        ),
        _rx(
            r"extinguish\w*|put\s+out|douse\w*|doused|contain\w*|under\s+control|quench\w*"
            r"|smother\w*|burn\w*\s+out|fought\s+off|(?:fire|blaze|flames?)\s+(?:was|is)\s+out"
        ),
    ),
    Event(
        "a case or place reopened",
        _rx(r"reopened|reopens|re-opened|re-opens"),
        _rx(r"reopen\w*|re-open\w*|open\w*\s+again|resum\w*|revisit\w*|reinvestigat\w*"),
    ),
    Event(
        "layoffs",
        _rx(r"laid\s+off|layoffs?|lay\s+off"),
        _rx(
            r"laid\s+off|lay\w*\s+off|layoffs?|job\s+cuts?|cut\w*|redundan\w*|shed\w*|eliminat\w*"
            r"|workforce|headcount|jobs"
        ),
    ),
)
#: Words before an event word that deny or doubt it ("no one was killed", "could be arrested").
_DENIALS = frozenset(
    str.split(
        "no not never nobody none neither nor without could may might would can if whether n't "
        "cannot unlikely"
    )
)
#: Words looked back from the event word for a denial.
_REACH = 4


class EventDetector(Detector):
    """FABRICATION: a grave event (a death, an arrest, ...) no source reports at all."""

    name = "events"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag: the first event the claim states that no source reports."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not ctx.sources:
            return []
        given = "\n".join(ctx.given_texts)
        for event in EVENTS:
            m = event.stated.search(claim.text)
            if m is None or _denied(claim.text, m.start()) or event.in_text(given):
                continue
            return [
                make_flag(
                    claim,
                    ctx,
                    m.start(),
                    m.end(),
                    type=FlagType.FABRICATION,
                    severity=Severity.HIGH,
                    message=(
                        f'The answer reports {event.name} ("{m.group()}") but no source '
                        f"reports {event.name} at all."
                    ),
                    suggestion=f'Remove "{m.group()}" or cite a source that reports it.',
                    source_says=None,
                    source_id=None,
                    contradicts=False,
                )
            ]
        return []


def _denied(text: str, at: int) -> bool:
    """Whether a denial or a modal stands in the few words before ``text[at:]``."""
    before = tokenize(text[:at])[-_REACH:]
    return any(t.lower in _DENIALS or t.lower.endswith("n't") for t in before)
