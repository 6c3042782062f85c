"""Transcripts: a source written as turns of speakers ("Luke: It's February.").

A chat or a call is evidence of another shape than prose: its "I" is the turn's speaker, and a
pronoun may stand for a name said many short turns before. The detectors and the features read
turns through these functions.
"""

from __future__ import annotations

import re

from groundwise.context import CheckContext
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Evidence

#: A turn of a transcript: "Luke: It's February." after a line break or a sentence's end.
_TURN = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?] ))[ \t]*(?P<label>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2})[ \t]*:[ \t]+"
    r"(?P<said>[^\n]*?)(?=\s+[.!?]?\s*[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2}:\s|\n|$)"
)
#: Median words of a speaker's turns: "Status: open" twice is a list of records, not a dialogue.
_MIN_TURN_WORDS = 3


@text_cache(maxsize=SOURCE_TEXTS)
def speakers(text: str) -> frozenset[str]:
    """The speaker labels of a transcript ("Luke", "Sales Agent"): labels opening two turns or
    more, of two speakers or more, whose turns are sentences rather than values (the median
    turn has :data:`_MIN_TURN_WORDS` words, a turn opened by a figure counting none)."""
    turns: dict[str, list[int]] = {}
    for m in _TURN.finditer(text):
        said = m.group("said")
        # "Regular Price: $50/user per month." gives a value; a turn says something.
        turns.setdefault(m.group("label"), []).append(
            0 if said[:1].isdigit() or said[:1] in "$€£¥" else len(said.split())
        )
    labels = {k for k, n in turns.items() if len(n) >= 2}
    if len(labels) < 2:
        return frozenset()
    words = sorted(n for k in labels for n in turns[k])
    return frozenset(labels) if words[len(words) // 2] >= _MIN_TURN_WORDS else frozenset()


def turns(text: str) -> list[tuple[str, str]]:
    """A transcript's turns as (speaker label, what the turn says), in order, those of a
    speaker who speaks once too; none where the text is no transcript (:func:`speakers`)."""
    if not speakers(text):
        return []
    return [(m.group("label"), m.group("said")) for m in _TURN.finditer(text)]


def speaker_of(ctx: CheckContext, ev: Evidence, start: int) -> str:
    """The speaker whose turn holds the sentence at ``start`` of evidence span ``ev``, where the
    source is a transcript (:func:`speakers`): the turn's "I"; "" otherwise."""
    source = ctx.sources.get(ev.source_id)
    labels = speakers(source.text) if source is not None else frozenset()
    if source is None or not labels:
        return ""
    at = ev.start + start
    line = source.text[source.text.rfind("\n", 0, at) + 1 : at]
    label = line.split(":", 1)[0].strip() if ":" in line else ""
    return label if label in labels else ""
