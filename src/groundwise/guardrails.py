"""Guardrails: checks of citations already in the answer, and answer-level warnings.

Markers the answer already carries (``[1]``, ``[Source 2]``, ``[1, 3]``) are resolved to sources by
:func:`cited_source`: number ``n`` is the source whose id is ``"n"`` when there is one, else the
``n``-th source in the order given (1-based). Each marker belongs to the sentence it ends or follows,
and is checked against that sentence's claims.

Sentences are taken from the claims (their ``sentence_index``): a sentence runs from its first claim
to just past the punctuation and markers that follow its last claim, so a marker written after the
full stop still belongs to it.

Warnings, at most one per sentence per code:

=========================== ======== ==================================================================
code                        severity when
=========================== ======== ==================================================================
INVALID_CITATION            high     a marker cites a source that does not exist
UNSUPPORTED_CITATION        medium   a cited source does not support the sentence's checkable claims
MISSING_CITATIONS           low      sources were given, claims are checkable, the answer cites nothing
UNSOURCED_ANSWER            high     no sources, specific claims (numbers, dates, names), no "I don't know"
NOTHING_CHECKABLE           low      no claim can be checked (only opinions, advice, general knowledge)
CONFIDENT_WITHOUT_CITATION  low      "definitely", "clearly", ... in a sentence without a marker
NUMBER_WITHOUT_CITATION     low      a percentage, money or large number in a sentence without a marker
=========================== ======== ==================================================================

The last two run only when the answer cites something at all: an answer without any marker already
gets one MISSING_CITATIONS or UNSOURCED_ANSWER warning, and repeating that per sentence is noise.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from groundwise.markers import Marker, find_markers
from groundwise.results import (
    ClaimResult,
    ClaimType,
    GuardrailWarning,
    Severity,
    Status,
    WarningCode,
)
from groundwise.sources import Source

#: Evidence from the cited source must score at least this to count as that source's support.
MIN_SUPPORTING_EVIDENCE_SCORE = 0.3

#: Confident wording that should come with a citation (the 003 reference list plus a few more).
CONFIDENT = re.compile(
    r"\b(?:definitely|certainly|clearly|always|guaranteed|proven|undoubtedly|obviously|"
    r"without (?:a|any) doubt|it is clear that|beyond (?:a|any) doubt)\b",
    re.IGNORECASE,
)

#: Statistics worth a citation (the 003 reference patterns): percentages, money, scaled or
#: thousands-separated numbers.
STATISTIC = re.compile(
    r"[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|bn?|thousand|million|billion|trillion)\b)?"
    r"|\b\d[\d,.]*\s?(?:%|percent\b|per cent\b)"
    r"|\b\d[\d,.]*\s?(?:thousand|million|billion|trillion|dollars|euros|pounds|usd|eur|gbp)\b"
    r"|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b",
    re.IGNORECASE,
)

#: Wording by which an answer admits it has no source for what it says.
ACKNOWLEDGEMENT = re.compile(
    r"\b(?:i (?:do not|don't|dont) (?:know|have)|i (?:could not|couldn't|cannot|can't|was unable to)"
    r" (?:find|verify|confirm)|i am not sure|i'm not sure|no sources?\b|not in the sources?|"
    r"no information|(?:information|data|details) (?:is|are) not available|"
    r"unable to (?:find|verify|confirm)|"
    r"(?:is|are) not (?:mentioned|covered|provided) in)",
    re.IGNORECASE,
)

_SPECIFIC_TYPES = frozenset({ClaimType.DATE, ClaimType.QUANTITY, ClaimType.QUOTE})
_DIGIT = re.compile(r"\d")
# A capitalised word after the first word of a claim: a name, not a sentence start.
_NAME = re.compile(r"(?<=\s)(?!I\b)[A-Z][\w&.-]*")
_SENTENCE_END = re.compile(r"[.!?]+")


@dataclass
class _Sentence:
    """A stretch of the answer holding one sentence's claims and the markers that follow them."""

    start: int
    end: int
    results: list[ClaimResult] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)


def cited_source(number: int, sources: Mapping[str, Source]) -> Source | None:
    """The source a marker number cites: id ``str(number)`` if present, else the ``number``-th one."""
    by_id = sources.get(str(number))
    if by_id is not None:
        return by_id
    if 1 <= number <= len(sources):
        return list(sources.values())[number - 1]
    return None


def check(
    answer: str, results: Sequence[ClaimResult], sources: Mapping[str, Source]
) -> list[GuardrailWarning]:
    """Warnings about the answer's own citations and about missing or unsourced support."""
    markers = find_markers(answer)
    sentences = _sentences(answer, results, markers)
    has_checkable = any(r.status is not Status.NOT_CHECKABLE for r in results)
    warnings: list[GuardrailWarning] = []
    for sentence in sentences:
        warnings.extend(_check_markers(answer, sentence, sources))
    if sources and has_checkable and not markers:
        warnings.append(
            GuardrailWarning(
                WarningCode.MISSING_CITATIONS,
                f"the answer cites none of the {len(sources)} source(s) it was given; add [n] "
                "markers after the claims they support (see grounded_answer)",
                Severity.LOW,
            )
        )
    if not sources:
        unsourced = _unsourced(answer, results)
        if unsourced is not None:
            warnings.append(unsourced)
    if not has_checkable:
        warnings.append(_nothing_checkable(results))
    if markers:
        for sentence in sentences:
            warnings.extend(_uncited_wording(answer, sentence))
    return warnings


def _check_markers(
    answer: str, sentence: _Sentence, sources: Mapping[str, Source]
) -> list[GuardrailWarning]:
    """INVALID_CITATION and UNSUPPORTED_CITATION for the markers of one sentence."""
    invalid: list[tuple[Marker, int]] = []
    unsupported: list[tuple[Marker, Source]] = []
    checkable = [r for r in sentence.results if r.status is not Status.NOT_CHECKABLE]
    for marker in sentence.markers:
        for number in marker.numbers:
            source = cited_source(number, sources)
            if source is None:
                invalid.append((marker, number))
            elif checkable and not any(_supported_by(r, source.id) for r in checkable):
                unsupported.append((marker, source))
    out: list[GuardrailWarning] = []
    if invalid:
        marker = invalid[0][0]
        numbers = ", ".join(str(n) for _, n in invalid)
        given = f"only {len(sources)} source(s) were given" if sources else "no sources were given"
        out.append(
            GuardrailWarning(
                WarningCode.INVALID_CITATION,
                f"{marker.text} cites source {numbers} but {given}; remove the marker or pass the "
                "source it refers to",
                Severity.HIGH,
                marker.start,
                marker.end,
            )
        )
    if unsupported:
        marker = unsupported[0][0]
        titles = ", ".join(dict.fromkeys(repr(s.display_title) for _, s in unsupported))
        claims = "; ".join(_short(r.claim.text) for r in checkable)
        out.append(
            GuardrailWarning(
                WarningCode.UNSUPPORTED_CITATION,
                f"{marker.text} cites {titles}, which does not support the sentence it marks "
                f"({claims}); cite a source that does, or remove the claim",
                Severity.MEDIUM,
                marker.start,
                marker.end,
            )
        )
    return out


def _supported_by(result: ClaimResult, source_id: str) -> bool:
    """Whether a claim is (partially) verified with decent evidence from this source."""
    if result.status not in (Status.VERIFIED, Status.PARTIALLY_VERIFIED):
        return False
    return any(
        e.source_id == source_id and e.score >= MIN_SUPPORTING_EVIDENCE_SCORE
        for e in result.evidence
    )


def _unsourced(answer: str, results: Sequence[ClaimResult]) -> GuardrailWarning | None:
    """UNSOURCED_ANSWER when specific claims come with no sources and no acknowledgement."""
    specific = [r for r in results if r.status is not Status.NOT_CHECKABLE and _is_specific(r)]
    if not specific or ACKNOWLEDGEMENT.search(answer):
        return None
    return GuardrailWarning(
        WarningCode.UNSOURCED_ANSWER,
        f"no sources were given, yet the answer states {len(specific)} specific claim(s) (first: "
        f"{_short(specific[0].claim.text)}) without saying it lacks sources; pass the sources or "
        "have the answer acknowledge it could not check them",
        Severity.HIGH,
    )


def _nothing_checkable(results: Sequence[ClaimResult]) -> GuardrailWarning:
    """NOTHING_CHECKABLE: say why score and groundedness are vacuous and what support is then."""
    kinds = ", ".join(sorted({r.claim.type.value.replace("_", " ") for r in results}))
    found = f"its claims are only: {kinds}" if results else "it has no claims"
    return GuardrailWarning(
        WarningCode.NOTHING_CHECKABLE,
        f"nothing in the answer can be checked against sources ({found}); score and "
        "groundedness count no claims, and support is the judge's estimate for the whole answer",
        Severity.LOW,
    )


def _is_specific(result: ClaimResult) -> bool:
    """A claim naming a number, a date, a quote or a proper name."""
    text = result.claim.text
    return (
        result.claim.type in _SPECIFIC_TYPES
        or bool(_DIGIT.search(text))
        or bool(_NAME.search(text))
    )


def _uncited_wording(answer: str, sentence: _Sentence) -> list[GuardrailWarning]:
    """CONFIDENT_WITHOUT_CITATION and NUMBER_WITHOUT_CITATION for a sentence with no marker."""
    if sentence.markers:
        return []
    text = answer[sentence.start : sentence.end]
    out: list[GuardrailWarning] = []
    confident = CONFIDENT.search(text)
    if confident:
        out.append(
            GuardrailWarning(
                WarningCode.CONFIDENT_WITHOUT_CITATION,
                f"{confident.group()!r} states something with certainty but the sentence cites no "
                "source; add a marker or soften the wording",
                Severity.LOW,
                sentence.start + confident.start(),
                sentence.start + confident.end(),
            )
        )
    number = STATISTIC.search(text)
    if number:
        out.append(
            GuardrailWarning(
                WarningCode.NUMBER_WITHOUT_CITATION,
                f"{number.group()!r} is a specific figure but the sentence cites no source; add a "
                "marker to the source it comes from",
                Severity.LOW,
                sentence.start + number.start(),
                sentence.start + number.end(),
            )
        )
    return out


def _sentences(
    answer: str, results: Sequence[ClaimResult], markers: Sequence[Marker]
) -> list[_Sentence]:
    """The answer's sentences, built from the claims' sentence indexes, each with its markers."""
    ordered = sorted(results, key=lambda r: (r.claim.start, r.claim.end))
    sentences: list[_Sentence] = []
    index: int | None = None
    for r in ordered:
        if sentences and r.claim.sentence_index == index:
            sentences[-1].results.append(r)
            sentences[-1].end = max(sentences[-1].end, r.claim.end)
        else:
            sentences.append(_Sentence(r.claim.start, r.claim.end, [r]))
            index = r.claim.sentence_index
    if not sentences:
        # No claims: still check the markers, as one sentence spanning the answer.
        sentences.append(_Sentence(0, len(answer)))
    sentences[0].start = 0
    # Each sentence takes the text up to the next one: its closing punctuation and any markers
    # written after it, and words the claims left out ("Clearly, ...") fall to the next sentence.
    for this, nxt in pairwise(sentences):
        this.end = _boundary(answer, this.end, nxt.start, markers)
        nxt.start = this.end
    sentences[-1].end = len(answer)
    for m in markers:
        for s in sentences:
            if s.start <= m.start < s.end:
                s.markers.append(m)
                break
    return sentences


def _boundary(answer: str, end: int, next_start: int, markers: Sequence[Marker]) -> int:
    """Where a sentence ending at ``end`` stops: past its full stop and the markers after it."""
    if next_start <= end:
        return end
    stop = end
    full_stop = _SENTENCE_END.search(answer, end, next_start)
    if full_stop:
        stop = full_stop.end()
    for m in markers:
        if (
            end <= m.start
            and m.end <= next_start
            and not answer[stop : m.start].strip(" \t\n\r.!?")
        ):
            stop = max(stop, m.end)
    return stop


def _short(text: str, limit: int = 60) -> str:
    """A claim text quoted for a message, cut at ``limit`` characters."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")
