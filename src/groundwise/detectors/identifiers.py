"""Identifiers a reader copies: e-mail addresses, web addresses, phone numbers, "#" numbers.

A support answer that gives ``help@example.com`` where the sources give ``support@example.com``
sends the reader to the wrong place, however close the two look. Such strings are compared as
written (e-mail and web addresses without case, phone numbers by their digits), never by their
words: an identifier the sources never write is a ``NUMERIC_MISMATCH`` (phone and "#" numbers) or
``ENTITY_MISMATCH`` (addresses) where a source writes another of its kind, and a ``FABRICATION``
where no source writes any.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import make_flag
from groundwise.memo import text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity

__all__ = ["IdentifierDetector", "find_identifiers"]

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w-])")
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"'()\[\]]+", re.IGNORECASE)
_PHONE = re.compile(
    r"(?<![\w+])(?:\+?\d{1,3}[\s.-])?(?:\(\d{3}\)\s*|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)"
)
_NUMBER_SIGN = re.compile(r"(?<![\w&])#\d[\w-]{2,}")
#: What a web address's last characters usually are not: the sentence's full stop or comma.
_URL_TAIL = ".,;:!?"
#: Digits of a phone number compared: the last ten (a country code may be left out).
_PHONE_DIGITS = 10

_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("e-mail address", _EMAIL),
    ("web address", _URL),
    ("phone number", _PHONE),
    ("number", _NUMBER_SIGN),
)


@dataclass(frozen=True)
class Identifier:
    """One identifier of a text: its kind, where it is, and the form it is compared in."""

    kind: str
    start: int
    end: int
    text: str
    key: str


def _key(kind: str, text: str) -> str:
    if kind == "phone number":
        return re.sub(r"\D", "", text)[-_PHONE_DIGITS:]
    if kind == "web address":
        low = text.lower()
        low = re.sub(r"^https?://", "", low)
        return low.removeprefix("www.").rstrip("/")
    return text.lower()


@text_cache(maxsize=256)
def _identifiers(text: str) -> tuple[Identifier, ...]:
    out: list[Identifier] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _KINDS:
        for m in pattern.finditer(text):
            start, end = m.span()
            if kind == "web address":
                while end > start and text[end - 1] in _URL_TAIL:
                    end -= 1
            # an e-mail's domain is no web address, a web address's digits no phone number
            if any(s < end and start < e for s, e in taken):
                continue
            taken.append((start, end))
            out.append(Identifier(kind, start, end, text[start:end], _key(kind, text[start:end])))
    return tuple(sorted(out, key=lambda i: i.start))


def find_identifiers(text: str) -> list[Identifier]:
    """E-mail and web addresses, phone numbers and "#" numbers of ``text``, in order."""
    return list(_identifiers(text))


def _said(claimed: Identifier, theirs: Sequence[Identifier]) -> bool:
    """Whether the sources write the claim's identifier: the same key, or, for a web address,
    one the claim's is the start of ("example.com" of "example.com/help")."""
    for other in theirs:
        if other.kind != claimed.kind:
            continue
        if other.key == claimed.key:
            return True
        if claimed.kind == "web address" and other.key.startswith(claimed.key + "/"):
            return True
    return False


class IdentifierDetector(Detector):
    """An e-mail address, web address, phone number or "#" number no source writes."""

    name = "identifiers"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        mine = find_identifiers(claim.text)
        if not mine:
            return []
        # the question's identifiers are given to the answerer too, though they support nothing
        given = [i for text in ctx.given_texts for i in _identifiers(text)]
        sourced = [(sid, i) for sid, s in ctx.sources.items() for i in _identifiers(s.text)]
        flags = []
        for claimed in mine:
            if _said(claimed, given):
                continue
            alike = [(sid, i) for sid, i in sourced if i.kind == claimed.kind]
            flags.append(self._flag(claim, ctx, claimed, alike))
        return flags

    @staticmethod
    def _flag(
        claim: Claim,
        ctx: CheckContext,
        claimed: Identifier,
        alike: Sequence[tuple[str, Identifier]],
    ) -> Flag:
        if not alike:
            return make_flag(
                claim,
                ctx,
                claimed.start,
                claimed.end,
                type=FlagType.FABRICATION,
                severity=Severity.HIGH,
                message=f'The answer gives the {claimed.kind} "{claimed.text}", which no '
                "source gives.",
                suggestion=f'Remove "{claimed.text}" or cite a source that gives it.',
                source_says=None,
                source_id=None,
                contradicts=False,
            )
        sid, closest = max(
            alike,
            key=lambda pair: difflib.SequenceMatcher(None, claimed.key, pair[1].key).ratio(),
        )
        numeric = claimed.kind in ("phone number", "number")
        return make_flag(
            claim,
            ctx,
            claimed.start,
            claimed.end,
            type=FlagType.NUMERIC_MISMATCH if numeric else FlagType.ENTITY_MISMATCH,
            severity=Severity.HIGH,
            message=f'The answer gives the {claimed.kind} "{claimed.text}", but the sources '
            f'give "{closest.text}".',
            suggestion=f'Replace "{claimed.text}" with "{closest.text}".',
            contradicts=True,
            source_says=closest.text,
            source_id=sid,
        )
