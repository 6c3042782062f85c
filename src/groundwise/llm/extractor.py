"""``--claims llm``: typed claims from an LLM, each mapped back to exact answer offsets.

The model is asked to copy every claim verbatim. Its claims are then located in the answer:
exactly, then ignoring case, spacing, quote and dash styles, then as the same words in order
within one sentence with at most two answer words between neighbours. The span is always a slice
of the answer; a claim found nowhere is dropped with a ``CLAIM_NOT_LOCATED`` warning, never given
an invented span. A failed call, or a reply with no usable claim for an answer the rules find
claims in, falls back to :class:`RuleClaimExtractor` with an ``LLM_FALLBACK`` warning.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from groundwise.claims import (
    CATEGORY,
    NOT_VERIFIABLE,
    ClaimExtractor,
    RuleClaimExtractor,
    classify,
)
from groundwise.llm.client import (
    LLMClient,
    LLMError,
    LLMReplyError,
    LLMSettings,
    Usage,
    complete_json,
    shared_client,
)
from groundwise.llm.prompts import CLAIMS_SCHEMA, claims_messages, unescape_data
from groundwise.results import Claim, ClaimType, GuardrailWarning, Severity, WarningCode
from groundwise.segment import split_sentences

if TYPE_CHECKING:
    from groundwise.config import Config

#: Answer words allowed between two consecutive claim words in the word-order match.
MAX_GAP = 2
#: The word-order match needs at least this many claim words (one word matches anywhere).
MIN_WORDS_FOR_ORDER_MATCH = 3
#: Characters of a dropped claim quoted in its warning.
_QUOTE_CHARS = 80

_WORD = re.compile(r"\w+(?:['’.]\w+)*")
_FOLD = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "–": "-", "—": "-"})


@dataclass(frozen=True)
class LLMClaim:
    """A claim as the model gave it, before it is located in the answer."""

    text: str
    type: str
    verifiable: bool | None


def parse_claims(reply: Any) -> list[LLMClaim]:
    """The claims of a reply shaped like :data:`CLAIMS_SCHEMA`; else :class:`LLMReplyError`."""
    if not isinstance(reply, dict) or not isinstance(reply.get("claims"), list):
        raise LLMReplyError('the LLM reply has no "claims" list')
    out = []
    for item in reply["claims"]:
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise LLMReplyError(f'a claim in the LLM reply has no "text": {str(item)[:80]!r}')
        ctype, verifiable = item.get("type"), item.get("verifiable")
        out.append(
            LLMClaim(
                item["text"],
                ctype if isinstance(ctype, str) else "",
                verifiable if isinstance(verifiable, bool) else None,
            )
        )
    return out


# --------------------------------------------------------------------------- locating


def _folded(text: str) -> tuple[str, list[int]]:
    """``text`` lower-cased with quotes/dashes unified and spaces collapsed, and an index map."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text.translate(_FOLD)):
        if ch.isspace():
            if chars and chars[-1] == " ":
                continue
            ch = " "
        chars.append(ch.lower() if len(ch.lower()) == 1 else ch)
        where.append(i)
    return "".join(chars), where


def _trimmed(answer: str, start: int, end: int) -> tuple[int, int]:
    while start < end and answer[start].isspace():
        start += 1
    while end > start and answer[end - 1].isspace():
        end -= 1
    return start, end


def _find_exact(answer: str, text: str, cursor: int) -> tuple[int, int] | None:
    i = answer.find(text, cursor)
    if i < 0:
        i = answer.find(text)
    return (i, i + len(text)) if i >= 0 else None


def _find_folded(answer: str, text: str, cursor: int) -> tuple[int, int] | None:
    hay, where = _folded(answer)
    needle = _folded(text)[0].strip()
    if not needle:
        return None
    at = next((k for k, i in enumerate(where) if i >= cursor), len(where))
    i = hay.find(needle, at)
    if i < 0:
        i = hay.find(needle)
    if i < 0:
        return None
    return where[i], where[i + len(needle) - 1] + 1


def _find_in_order(answer: str, text: str, cursor: int) -> tuple[int, int] | None:
    wanted = [w.lower() for w in _WORD.findall(text.translate(_FOLD))]
    if len(wanted) < MIN_WORDS_FOR_ORDER_MATCH:
        return None
    found: list[tuple[int, int]] = []
    for sentence in split_sentences(answer):
        tokens = [
            (m.start() + sentence.start, m.end() + sentence.start, m.group().lower())
            for m in _WORD.finditer(sentence.text.translate(_FOLD))
        ]
        for first, token in enumerate(tokens):
            if token[2] != wanted[0]:
                continue
            pos, ok = first, True
            for word in wanted[1:]:
                nxt = next(
                    (
                        k
                        for k in range(pos + 1, min(pos + 2 + MAX_GAP, len(tokens)))
                        if tokens[k][2] == word
                    ),
                    None,
                )
                if nxt is None:
                    ok = False
                    break
                pos = nxt
            if ok:
                found.append((token[0], tokens[pos][1]))
    if not found:
        return None
    # The first match at or after the cursor keeps claims in reading order.
    return next((f for f in found if f[0] >= cursor), found[0])


def locate(answer: str, text: str, cursor: int = 0) -> tuple[int, int] | None:
    """Half-open span of ``text`` in ``answer`` (searching from ``cursor`` first), or ``None``."""
    for candidate in dict.fromkeys((text.strip(), unescape_data(text).strip())):
        if not candidate:
            continue
        for find in (_find_exact, _find_folded, _find_in_order):
            span = find(answer, candidate, cursor)
            if span is not None:
                start, end = _trimmed(answer, *span)
                if end > start:
                    return start, end
    return None


# --------------------------------------------------------------------------- extractor


class LLMClaimExtractor(ClaimExtractor):
    """Claims typed by an LLM, located in the answer; rules when the LLM fails."""

    name = "llm"

    def __init__(self, config: Config | None = None, *, client: LLMClient | None = None) -> None:
        if client is None:
            if config is None:
                raise ValueError("LLMClaimExtractor needs a config or a client")
            client = shared_client(LLMSettings.from_config(config))
        self.client = client
        self.fallback = RuleClaimExtractor()
        self._warnings: list[GuardrailWarning] = []
        self._usage = Usage()

    def take_warnings(self) -> list[GuardrailWarning]:
        """Fallback and not-located warnings since the last call."""
        out, self._warnings = self._warnings, []
        return out

    def usage(self) -> dict[str, float]:
        """LLM calls, tokens and seconds since the last call (one report's worth)."""
        return self._usage.take()

    def _fall_back(self, answer: str, why: str) -> list[Claim]:
        self._usage.add(fallbacks=1)
        self._warnings.append(
            GuardrailWarning(
                WarningCode.LLM_FALLBACK,
                f"LLM claim extraction was not used ({why}); the rule extractor found the claims",
                Severity.LOW,
            )
        )
        return self.fallback.extract(answer)

    def extract(self, answer: str) -> list[Claim]:
        """Claims of ``answer`` in reading order, ids ``c1``, ``c2``, ..."""
        try:
            given = complete_json(
                self.client, claims_messages(answer), CLAIMS_SCHEMA, parse_claims, self._usage
            )
        except LLMError as exc:
            return self._fall_back(answer, f"{exc.kind}: {exc}")
        claims = self._located(answer, given)
        if not claims:
            rules = self.fallback.extract(answer)
            if rules:
                # An empty list would pass the answer unchecked, so the rules get the last word.
                why = f"the LLM gave {len(given)} claim(s), none found in the answer"
                return self._fall_back(answer, why)
        return claims

    def _located(self, answer: str, given: Sequence[LLMClaim]) -> list[Claim]:
        sentences = split_sentences(answer)
        spans: dict[tuple[int, int], LLMClaim] = {}
        cursor = 0
        for item in given:
            span = locate(answer, item.text, cursor)
            if span is None:
                quoted = " ".join(item.text.split())[:_QUOTE_CHARS]
                self._warnings.append(
                    GuardrailWarning(
                        WarningCode.CLAIM_NOT_LOCATED,
                        f"the LLM gave the claim {quoted!r}, which is not in the answer; "
                        "it was dropped",
                        Severity.LOW,
                    )
                )
                continue
            spans.setdefault(span, item)
            cursor = span[1]
        claims: list[Claim] = []
        for (start, end), item in sorted(spans.items()):
            text = answer[start:end]
            ctype = self._type(item, text)
            verifiable = ctype not in NOT_VERIFIABLE and item.verifiable is not False
            index = sum(1 for s in sentences if s.start <= start) - 1
            claims.append(
                Claim(
                    id=f"c{len(claims) + 1}",
                    text=text,
                    start=start,
                    end=end,
                    type=ctype,
                    category=CATEGORY[ctype],
                    verifiable=verifiable,
                    sentence_index=max(index, 0),
                )
            )
        return claims

    def _type(self, item: LLMClaim, text: str) -> ClaimType:
        try:
            return ClaimType(item.type.strip().lower())
        except ValueError:
            ctype = classify(text)[0]
            self._warnings.append(
                GuardrailWarning(
                    WarningCode.LLM_FALLBACK,
                    f"the LLM typed a claim as {item.type[:40]!r}, not a known claim type; "
                    f"the rules typed it as {ctype.value}",
                    Severity.LOW,
                )
            )
            return ctype
