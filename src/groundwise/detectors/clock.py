"""TEMPORAL_DISTORTION: a time of day that prose sources give otherwise for the same thing.

"Check-out is by noon" against "check-out is by 11 a.m.", "On weekdays the library closes at 5
p.m." against "open 10 a.m. to 6 p.m. on weekdays". Times of day are read with the patterns of
:mod:`groundwise.detectors.hours` (which checks opening hours against a record's schedule): a
time needs "a.m."/"p.m.", minutes ("9:30") or a word ("noon", "midnight"), and a range takes
the half of the day of its end ("7-10 a.m.").

A claim's time is compared with the times of the source clauses about the same thing (half or
more of the claim's other content words, and at least one); it is flagged when such clauses
give times and none of them, in any source, is the claim's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    content_stems,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.detectors.hours import TIME, clock, clock_like, minutes
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

_CLOCK_RE = re.compile(rf"(?<![\d:.$£€]){TIME}(?![\d:])", re.IGNORECASE)
_RANGE_RE = re.compile(
    rf"(?<![\d:.$£€]){TIME}\s*(?:to|until|till|-|–|—)\s*{TIME}(?![\d:])", re.IGNORECASE
)
#: Where one statement of a sentence ends and the next begins ("Check-in is from 3 p.m. and
#: check-out is by 11 a.m."; "opens at 10 a.m. on weekdays and 9 a.m. on weekends": a time
#: with words of its own after it).
_CLAUSE_BREAK = re.compile(
    r";|,?\s+\b(?:and|but|while|whereas)\b\s+(?=[a-z]|\d[^,;]*?\b(?:on|at|for|during|in)\s)",
    re.IGNORECASE,
)
#: Words of a time of day, left out of what a clause is about.
_TIME_WORDS = frozenset({"am", "pm", "noon", "midnight", "midday"})
#: Share of the claim's other content words a clause must hold to be about the same thing.
_MIN_SHARE = 0.5

Time = tuple[int, int, frozenset[int]]  # start, end, readings in minutes after midnight


def _has_clock(groups: Sequence[str | None]) -> bool:
    """Whether one matched time reads as a time of day on its own ("11 am", "9:30", "noon")."""
    return any(groups[1:4])


def clock_times(text: str) -> list[Time]:
    """Times of day of a text with the minutes they may stand for; a range's ends read with
    the half of the day its end gives ("7-10 a.m.": 7:00 and 10:00)."""
    out: list[Time] = []
    taken: list[tuple[int, int]] = []
    for m in _RANGE_RE.finditer(text):
        if not clock_like(m) or _version_like(text, m):
            continue
        first, second = list(m.groups()[:4]), list(m.groups()[4:])
        if first[2] is None and first[3] is None and second[2] is not None:
            first[2] = second[2]  # "7-10 a.m."
        for groups, offset in ((first, 1), (second, 5)):
            spans = [m.span(g) for g in range(offset, offset + 4) if m.group(g) is not None]
            read = minutes(groups)
            if read and spans:
                out.append((spans[0][0], spans[-1][1], frozenset(read)))
        taken.append(m.span())
    for m in _CLOCK_RE.finditer(text):
        if any(s <= m.start() < e for s, e in taken) or not _has_clock(m.groups()):
            continue
        if _version_like(text, m):
            continue
        if _LABEL_BEFORE.search(text[max(0, m.start() - 12) : m.start()]):
            continue  # "passage 3:12am: ...": a source label, then a time
        read = minutes(m.groups())
        if read:
            # the pattern's space before a missing "a.m." is no part of the time
            out.append((m.start(), m.start() + len(m.group().rstrip()), frozenset(read)))
    return sorted(out)


#: Words that put a time of day written with a dot after them ("at 3.30", "until 5.45").
_TIME_BEFORE = re.compile(
    r"\b(?:at|from|until|till|by|before|after|around|between|and|to)\s*$", re.IGNORECASE
)


def _version_like(text: str, m: re.Match[str]) -> bool:
    """Whether a match reads a dotted number with no "a.m."/"p.m." as a time: "Python 3.12",
    "deprecated in 3.10" are versions; "at 3.30" and "3.30pm" are times."""
    written = m.group()
    if not re.search(r"\d\.\d", written) or re.search(r"[ap]\.?\s?m\b", written, re.IGNORECASE):
        return False
    return not _TIME_BEFORE.search(text[max(0, m.start() - 12) : m.start()])


#: A source label right before a number ("passage 3:").
_LABEL_BEFORE = re.compile(r"\b(?:passages?|sources?|documents?)\s*$", re.IGNORECASE)
#: Words of times and of source labels, left out of what a clause is about.
_NOT_ABOUT = _TIME_WORDS | {"passage", "passages", "source", "sources", "document"}


def _about(text: str) -> frozenset[str]:
    return frozenset(content_stems(tokenize(text), _NOT_ABOUT) - _digits(text))


def _digits(text: str) -> set[str]:
    return {t.stem for t in tokenize(text) if any(c.isdigit() for c in t.text)}


#: Sentence ends: an end mark before a capital, so "10 a.m. to 6 p.m." stays one sentence.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])|\n+")


@text_cache(maxsize=SOURCE_TEXTS)
def _clauses(
    text: str,
) -> tuple[tuple[str, frozenset[str], frozenset[str], tuple[frozenset[int], ...]], ...]:
    """Each clause of a source with times of day: its text, what it is about (its words and
    those of the clauses before it in its sentence: "Breakfast is served 7-10 a.m. on weekdays
    and 8-11 a.m. on weekends"), its own words, its times."""
    out = []
    for sent in _SENTENCE_END.split(text):
        before: frozenset[str] = frozenset()
        for part in _CLAUSE_BREAK.split(sent):
            words = _about(part)
            times = clock_times(part)
            if times:
                out.append((part.strip(), words | before, words, tuple(t[2] for t in times)))
            before |= words
    return tuple(out)


#: What ends a claim's clause around one of its times: punctuation or a joining word.
_SEGMENT_BREAK = re.compile(r"[,;]|\b(?:and|but|while|whereas)\b", re.IGNORECASE)


def _segment(text: str, start: int, end: int) -> str:
    """The words of a claim around its time at ``start:end``, between the clause breaks before
    and after it."""
    lo = max((m.end() for m in _SEGMENT_BREAK.finditer(text, 0, start)), default=0)
    hi = next((m.start() for m in _SEGMENT_BREAK.finditer(text, end)), len(text))
    return text[lo:hi]


def _given(
    about: frozenset[str], mine: set[str], ctx: CheckContext
) -> tuple[frozenset[int], tuple[str, str, tuple[frozenset[int], ...]]] | None:
    """The times the source clauses most about ``about`` give, and the clause to quote (the one
    sharing the most of the claim's words ``mine``, of any kind: "check-out" over "check-in");
    ``None`` where no clause shares enough of it (half of its words, and one at least).

    The clauses most about the claim's subject: "8-11 a.m. on weekends" is read against the
    weekend's hours, not the weekdays' of the clause before. Ties go to the clause that says
    more of it in its own words: "Engineers rolled back the change at 10:42 UTC, and service was
    fully restored by 11:05 UTC" gives the rollback 10:42 only."""
    shared = [
        ((len(about & words), len(about & own)), source_id, clause, theirs)
        for source_id, source in ctx.sources.items()
        if not source.fields  # a record's schedule is the hours detector's
        for clause, words, own, theirs in _clauses(source.text)
    ]
    most = max((n for n, *_ in shared), default=(0, 0))
    if most[0] < max(1, _MIN_SHARE * len(about)):
        return None
    clauses = [(sid, clause, theirs) for n, sid, clause, theirs in shared if n == most]
    clauses.sort(key=lambda c: -len(mine & {t.lower for t in tokenize(c[1])}))
    given = frozenset().union(*(t for _, _, theirs in clauses for t in theirs))
    return given, clauses[0]


class ClockTimeDetector(Detector):
    """TEMPORAL_DISTORTION: a claim's time of day the sources give otherwise for its subject."""

    name = "clock"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag, on the first time of the claim no source clause about it gives."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not ctx.sources:
            return []
        times = clock_times(claim.text)
        if not times:
            return []
        whole = _about(claim.text)
        mine = {t.lower for t in tokenize(claim.text)}
        for start, end, read in times:
            # A claim with several times reads each with its own clause ("departing at 1:34 PM,
            # reaching Bedford at 5:55 PM"); one time reads with the whole claim.
            about = (_about(_segment(claim.text, start, end)) if len(times) > 1 else whole) or whole
            if not about:
                return []
            found = _given(about, mine, ctx)
            if found is None:
                continue
            given, (source_id, clause, theirs) = found
            if read & given:
                continue
            said = claim.text[start:end]
            shown = ", ".join(sorted({clock(min(t)) for t in theirs}))
            return [
                make_flag(
                    claim,
                    ctx,
                    start,
                    end,
                    type=FlagType.TEMPORAL_DISTORTION,
                    severity=Severity.HIGH,
                    message=f'The answer says "{said}" but the source gives {shown} for it: '
                    f"{quote(clause, 160)}.",
                    suggestion=f'Replace "{said}" with the time the source gives.',
                    source_says=clause,
                    source_id=source_id,
                    contradicts=True,
                )
            ]
        return []
