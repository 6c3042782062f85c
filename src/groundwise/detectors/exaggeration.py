"""Exaggeration: the source hedges ("may", "suggests", "about") and the answer is certain or inflated.

Only evidence sentences about the same thing count (most of the claim's content words shared). In
order of severity: a strong intensifier ("skyrocketed", "record", "unprecedented") or a word of
certainty ("will", "proves") against a hedged source is medium; a mild intensifier
("significantly") is low. A modal hedge simply dropped ("may reduce" -> "reduces") is not
flagged: on the RAGTruth answers that was mostly faithful summarising (removed in the first
precision pass). A thing done away with where the source says it was lessened ("eliminated"
against "reduced") is medium (:meth:`ExaggerationDetector._whole_for_part`).
A rank no source gives ("the lightest laptop on the market" where the evidence sentence ranks
nothing and no source uses the word) is medium too (:meth:`ExaggerationDetector._unfounded_rank`).
A question hedges nothing: "Could you take care of the food?" asks, and "Ann and Emily will take
care of the food" may report the answer.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from difflib import SequenceMatcher

from groundwise.claims import reported_question
from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Token,
    content_stems,
    coverage,
    evidence_sentences,
    is_content,
    known_stems,
    make_flag,
    phrase_spans,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.detectors.compared import ranked_by_figures
from groundwise.lexical import stem
from groundwise.quantities import QuantityKind, parse_quantities
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import (
    CERTAINTY_WORDS,
    EPISTEMIC_HEDGES,
    MILD_INTENSIFIERS,
    RECORD_NOUNS,
    SIZE_HEDGES,
    STRONG_INTENSIFIERS,
    word_set,
)

#: Share of the claim's content words (hedges and intensifiers aside) the evidence must contain.
MIN_OVERLAP = 0.5
_LOADED = frozenset(
    w
    for table in (
        CERTAINTY_WORDS,
        EPISTEMIC_HEDGES,
        MILD_INTENSIFIERS,
        SIZE_HEDGES,
        STRONG_INTENSIFIERS,
    )
    for p in table
    for w in p.split()
)
_FILLERS = word_set("be been to that the a an have has")


def _found(
    tokens: Sequence[Token], table: Sequence[str] | frozenset[str]
) -> list[tuple[int, int, str]]:
    """Lower-case occurrences of the table's phrases ("May" the month is no hedge)."""
    out = []
    for i, j, phrase in phrase_spans(tokens, table):
        if not tokens[i].text.islower():
            continue
        if phrase == "record" and not _is_record(tokens, i):
            continue
        out.append((i, j, phrase))
    return out


#: Words of a rank in a source sentence: the claim's superlative may be the same rank.
_RANK_WORDS = word_set(
    "only first leading top record unmatched unrivalled unrivaled main primary principal chief"
    " foremost"
)
#: Words ending in "-est" that rank nothing ("the interest", "the latest update" is news, not a
#: comparison the reader checks).
_NOT_SUPERLATIVE = frozenset(
    [
        "interest",
        "forest",
        "test",
        "west",
        "request",
        "honest",
        "modest",
        "latest",
        "harvest",
        "protest",
        "contest",
        "chest",
        "guest",
        "nest",
        "quest",
        "rest",
        "crest",
        "suggest",
        "invest",
        "manifest",
        "conquest",
        "digest",
        "arrest",
        "earnest",
        "midwest",
        "southwest",
        "northwest",
        "behest",
        "pest",
        "vest",
        "zest",
        "priest",
        "detest",
        "attest",
        "infest",
        "molest",
        "divest",
        "ingest",
    ]
)
#: Words that rank a thing first among causes, makers and the like ("the leading cause of
#: lung cancer" against "a major cause"), before one of :data:`_RANKED_HEADS`.
_RANK_ADJECTIVES = frozenset(["leading", "main", "primary", "principal", "chief", "top"])
_RANKED_HEADS = frozenset(
    stem(w)
    for w in word_set(
        "cause reason factor driver source contributor killer risk producer exporter importer "
        "manufacturer maker provider seller supplier"
    )
)
#: Similarity (difflib ratio) of a word and a misspelling of it.
_MISSPELT = 0.8
_DETERMINERS = frozenset(["the", "its", "their", "our", "his", "her", "world's", "nation's"])


def _superlatives(tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """Token ranges of ranking phrases after a determiner or a possessive: "the lightest", "its
    largest", "the most popular", "the best", "the company's highest"."""
    out = []
    for i in range(1, len(tokens)):
        # a possessive is a determiner, though no word of the rank: "the company's highest"
        if tokens[i - 1].lower in _DETERMINERS:
            start = i - 1
        elif tokens[i - 1].lower.endswith(("'s", "’s")):
            start = i
        else:
            continue
        low = tokens[i].lower
        if low in {"most", "least"} and i + 1 < len(tokens) and tokens[i + 1].lower.isalpha():
            if is_content(tokens[i + 1]):
                out.append((start, i + 2))
        elif (
            low in _RANK_ADJECTIVES
            and i + 1 < len(tokens)
            and stem(tokens[i + 1].lower) in _RANKED_HEADS
        ):
            out.append((start, i + 1))  # "the leading cause", "the main reason"
        elif low in {"best", "worst"} or (
            low.endswith("est") and len(low) >= 6 and low.isalpha() and low not in _NOT_SUPERLATIVE
        ):
            out.append((start, i + 1))
    return out


def _place(word: str) -> int | None:
    """1 for "first", 6 for "sixth" or "6th" (``groundwise.quantities`` reads ordinals);
    ``None`` for a word that is no ordinal."""
    found = parse_quantities(word)
    if len(found) == 1 and found[0].kind is QuantityKind.ORDINAL and found[0].text == word:
        return int(found[0].value)
    return None


def _ranked(tokens: Sequence[Token]) -> list[tuple[int, int, int, str]]:
    """Superlatives after a determiner or a possessive with their place: "the lowest" (1),
    "the sixth lowest" (6), "the second most popular" (2), "Europe's second-longest" (2). Token
    range, place and the superlative's words."""
    out = []
    for i in range(1, len(tokens)):
        before = tokens[i - 1].lower
        if before not in _DETERMINERS and not before.endswith(("'s", "’s")):
            continue
        place = _place(tokens[i].lower)
        k = i if place is None else i + 1
        if k >= len(tokens):
            continue
        low = tokens[k].lower
        if low in {"most", "least"} and k + 1 < len(tokens) and is_content(tokens[k + 1]):
            out.append((i - 1, k + 2, place or 1, f"{low} {tokens[k + 1].lower}"))
        elif low in {"best", "worst"} or (
            low.endswith("est") and len(low) >= 6 and low.isalpha() and low not in _NOT_SUPERLATIVE
        ):
            out.append((i - 1, k + 1, place or 1, low))
    return out


def _misspelt(text: str, word: str) -> bool:
    """Whether ``text`` has a word spelt nearly as ``word`` ("largets" for "largest")."""
    return any(
        SequenceMatcher(None, word, other.lower()).ratio() >= _MISSPELT
        for other in re.findall(
            rf"\b{re.escape(word[0])}\w{{{len(word) - 2},{len(word)}}}\b", text, re.IGNORECASE
        )
    )


def _says(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` as a word, in any case."""
    return re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE) is not None


def _is_record(tokens: Sequence[Token], i: int) -> bool:
    """Whether "record" means a superlative ("record profits", "record third-quarter net
    income", "a new record"), not a document: a word of :data:`RECORD_NOUNS` among the few
    content words right after it."""
    before = tokens[i - 1].lower if i > 0 else ""
    after = itertools.takewhile(lambda t: is_content(t), tokens[i + 1 : i + 1 + _RECORD_REACH])
    return any(t.lower in RECORD_NOUNS for t in after) or before in {"new", "all-time", "time"}


#: Content words after "record" that may name what it is a record of.
_RECORD_REACH = 4


def _before(tokens: Sequence[Token], i: int, reach: int) -> set[str]:
    """Stems of the ``reach`` content words before token ``i`` (hedges and intensifiers
    aside)."""
    out: list[str] = []
    for t in reversed(tokens[:i]):
        if len(out) == reach:
            break
        if is_content(t) and t.lower not in _LOADED:
            out.append(t.stem)
    return set(out)


def _after(tokens: Sequence[Token], j: int, reach: int) -> set[str]:
    """Stems of the next ``reach`` content words from token ``j`` (hedges and intensifiers aside)."""
    out: list[str] = []
    for t in tokens[j:]:
        if len(out) == reach:
            break
        if is_content(t) and t.lower not in _LOADED:
            out.append(t.stem)
    return set(out)


def _phrase_with_context(tokens: Sequence[Token], text: str, i: int, j: int) -> str:
    """The hedge with a word before and up to two after ("drug may reduce the", "rose slightly")."""
    begin = max(0, i - 1)
    end = min(len(tokens), j + 2)
    return text[tokens[begin].start : tokens[end - 1].end]


class ExaggerationDetector(Detector):
    """EXAGGERATION: certainty or intensity the hedged source does not support."""

    name = "exaggeration"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one EXAGGERATION flag for ``claim``."""
        require_aligned(claim, ctx)
        tokens = tokenize(claim.text)
        if len(tokens) < 2:
            return []
        claim_stems = content_stems(tokens, _LOADED)
        claim_hedged = bool(_found(tokens, EPISTEMIC_HEDGES))
        strong = _found(tokens, STRONG_INTENSIFIERS)
        certain = [] if claim_hedged else _found(tokens, CERTAINTY_WORDS)
        mild = _found(tokens, MILD_INTENSIFIERS)
        ranked = self._unfounded_rank(claim, ctx, tokens, evidence) or self._other_place(
            claim, ctx, tokens, evidence
        )
        if ranked is not None:
            return [ranked]
        whole = self._whole_for_part(claim, ctx, tokens, evidence)
        if whole is not None:
            return [whole]
        for ev, sent in evidence_sentences(evidence):
            if sent.text.rstrip(" \"'”’)").endswith("?"):
                continue  # "Could you take care of the food?" asks; it hedges nothing
            sent_tokens = tokenize(sent.text)
            sent_stems = content_stems(sent_tokens, _LOADED)
            if len(claim_stems & sent_stems) < 2 or coverage(claim_stems, sent_stems) < MIN_OVERLAP:
                continue
            epistemic = _found(sent_tokens, EPISTEMIC_HEDGES)
            hedges = sorted(epistemic + _found(sent_tokens, SIZE_HEDGES))
            if not hedges:
                continue
            sent_phrases = {p for _, _, p in phrase_spans(sent_tokens, _all_loaded())}
            choices = [
                (strong, hedges, Severity.MEDIUM),
                (certain, epistemic, Severity.MEDIUM),
                (mild, hedges, Severity.LOW),
            ]
            for words, against, severity in choices:
                for i, j, phrase in words:
                    if phrase in sent_phrases:
                        continue
                    # The hedge must be about the words the claim intensifies (what follows both).
                    near = _after(tokens, j, 2)
                    h = next((h for h in against if near & _after(sent_tokens, h[1], 3)), None)
                    if h is None:
                        # the hedge ends its clause ("raises the boiling point slightly"): about
                        # the words before it, the claim's before or after its intensifier
                        # ("significantly raises the boiling point", "... point significantly")
                        last = near or _before(tokens, i, 3)
                        h = next(
                            (
                                h
                                for h in against
                                if not _after(sent_tokens, h[1], 1)
                                and last <= _before(sent_tokens, h[0], 4)
                            ),
                            None,
                        )
                    if h is None:
                        continue
                    said = _phrase_with_context(sent_tokens, sent.text, h[0], h[1])
                    return [
                        self._flag(
                            claim, ctx, tokens, (i, j), said, ev.source_id, sent.text, severity
                        )
                    ]
        return []

    def _whole_for_part(
        self,
        claim: Claim,
        ctx: CheckContext,
        tokens: Sequence[Token],
        evidence: Sequence[Evidence],
    ) -> Flag | None:
        """EXAGGERATION (medium): the claim says a thing was done away with ("Breathex
        eliminated severe exacerbations") where the evidence sentence says it was lessened
        ("reduced the annual rate of severe exacerbations by 48%") and no source uses the
        claim's word."""
        for i, t in enumerate(tokens):
            # no source uses the word in any form ("elimination" for "eliminated")
            if t.lower not in _ENDING or t.stem in known_stems(ctx.given_texts):
                continue
            before = {u.lower for u in tokens[max(0, i - 3) : i]}
            if before & _NOT_WHOLE:
                continue  # "did not eliminate", "helps eliminate", "may cure"
            acted_on = _after(tokens, i + 1, 2)
            if not acted_on:
                continue
            rest = content_stems(tokens, _LOADED) - {t.stem}
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if coverage(rest, content_stems(sent_tokens, _LOADED)) < MIN_OVERLAP:
                    continue
                for m, u in enumerate(sent_tokens):
                    if u.lower in _LESSENING and acted_on & _after(sent_tokens, m + 1, 5):
                        said = _phrase_with_context(sent_tokens, sent.text, m, m + 1)
                        flag = self._flag(
                            claim,
                            ctx,
                            tokens,
                            (i, i + 1),
                            said,
                            ev.source_id,
                            sent.text,
                            Severity.MEDIUM,
                        )
                        return replace(
                            flag,
                            message=(
                                f'The answer says "{t.text}" but the source only says '
                                f'"{said}": {quote(sent.text)}.'
                            ),
                            suggestion=f'Say "{u.text}", as the source does.',
                        )
        return None

    def _unfounded_rank(
        self,
        claim: Claim,
        ctx: CheckContext,
        tokens: Sequence[Token],
        evidence: Sequence[Evidence],
    ) -> Flag | None:
        """EXAGGERATION: the claim ranks its subject ("the lightest 14-inch laptop on the
        market", "the most popular", "record profits") with a word no source uses, where the
        evidence sentence that says the rest ranks nothing (a superlative of its own may be the
        same rank in other words: "biggest" / "largest")."""
        # "record" ranks too ("reported record third-quarter net income")
        found = _superlatives(tokens) + [
            (i, i + 1) for i, t in enumerate(tokens) if t.text == "record" and _is_record(tokens, i)
        ]
        if found and (asked := reported_question(claim.text)) is not None:
            # a rank inside a question the claim reports ("to determine which plan would be the
            # best fit") is asked about, not claimed
            found = [(i, j) for i, j in found if tokens[i].start < asked]
        if not found:
            return None
        words = {tokens[j - 1].lower for _, j in found}
        if any(_says(text, w) for text in ctx.given_texts for w in words):
            return None
        if any(_misspelt(text, w) for text in ctx.given_texts for w in words):
            return None  # "already the largets in the world"
        if ranked_by_figures(claim.text, ctx) is not None:
            # the figures the sources give each name decide it ("Phone B has the largest
            # battery": 5,000 mAh against 3,200 and 4,500); the comparison detector tells
            return None
        claim_stems = content_stems(tokens, _LOADED) - words
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            sent_stems = content_stems(sent_tokens, _LOADED)
            if len(claim_stems & sent_stems) < 2 or coverage(claim_stems, sent_stems) < MIN_OVERLAP:
                continue
            said = {t.lower for t in sent_tokens}
            if _superlatives(sent_tokens) or _RANK_WORDS & said:
                return None
            if "most" in said and all(tokens[j - 1].lower in _RANK_ADJECTIVES for _, j in found):
                return None  # "the leading cause" of what "causes most cases"
            i, j = found[0]
            start, end = tokens[i].start, tokens[j - 1].end
            claimed = claim.text[start:end]
            return make_flag(
                claim,
                ctx,
                start,
                end,
                type=FlagType.EXAGGERATION,
                severity=Severity.MEDIUM,
                message=(
                    f'The answer says "{claimed}" but no source ranks it so; the source says '
                    f"{quote(sent.text)}."
                ),
                suggestion=f'Drop "{claimed}" or cite a source that makes the comparison.',
                source_says=sent.text,
                source_id=ev.source_id,
                contradicts=False,
            )
        return None

    def _other_place(
        self,
        claim: Claim,
        ctx: CheckContext,
        tokens: Sequence[Token],
        evidence: Sequence[Evidence],
    ) -> Flag | None:
        """NUMERIC_MISMATCH: the claim ranks its subject in another place than the evidence
        sentence about it, with the same superlative ("Arctic sea ice extent was the lowest on
        record" against "the sixth lowest on record"; "the second warmest year" against "the
        warmest year")."""
        mine = _ranked(tokens)
        if not mine:
            return None
        claim_stems = content_stems(tokens, _LOADED) - {
            stem(w) for *_, p in mine for w in p.split()
        }
        for i, j, place, word in mine:
            other = None
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                sent_stems = content_stems(sent_tokens, _LOADED)
                if len(claim_stems & sent_stems) < 2 or coverage(claim_stems, sent_stems) < 0.6:
                    continue
                for a, b, their_place, their_word in _ranked(sent_tokens):
                    if their_word != word:
                        continue
                    if their_place == place:
                        return None
                    if other is None:
                        said = sent.text[sent_tokens[a].start : sent_tokens[b - 1].end]
                        other = (ev, sent.text, said)
            if other is not None:
                ev, sentence, said = other
                start, end = tokens[i].start, tokens[j - 1].end
                claimed = claim.text[start:end]
                return make_flag(
                    claim,
                    ctx,
                    start,
                    end,
                    type=FlagType.NUMERIC_MISMATCH,
                    severity=Severity.HIGH,
                    message=f'The answer says "{claimed}" but the source says "{said}": '
                    f"{quote(sentence)}.",
                    suggestion=f'Write "{said}", as the source does.',
                    source_says=sentence,
                    source_id=ev.source_id,
                    contradicts=True,
                )
        return None

    def _flag(
        self,
        claim: Claim,
        ctx: CheckContext,
        tokens: Sequence[Token],
        rng: tuple[int, int],
        said: str,
        source_id: str,
        sentence: str,
        severity: Severity,
    ) -> Flag:
        start, end = tokens[rng[0]].start, tokens[rng[1] - 1].end
        claimed = claim.text[start:end]
        return make_flag(
            claim,
            ctx,
            start,
            end,
            type=FlagType.EXAGGERATION,
            severity=severity,
            message=(
                f'The answer says "{claimed}" but the source is hedged ("{said}"): '
                f"{quote(sentence)}."
            ),
            suggestion=f'Keep the source\'s hedge ("{said}") instead of "{claimed}".',
            source_says=said,
            source_id=source_id,
            contradicts=False,
        )


#: Verbs that say a thing was done away with ...
_ENDING = word_set(
    "eliminate eliminates eliminated eliminating eradicate eradicates eradicated eradicating "
    "cure cures cured abolish abolishes abolished halt halts halted"
)
#: ... and those that say it was only lessened.
_LESSENING = word_set(
    "reduce reduces reduced reducing lower lowers lowered lowering cut cuts cutting decrease "
    "decreases decreased decreasing lessen lessens lessened ease eases eased alleviate "
    "alleviates alleviated relieve relieves relieved slow slows slowed curb curbs curbed "
    "mitigate mitigates mitigated diminish diminishes diminished improve improves improved "
    "shrink shrinks shrank shrunk limit limits limited"
)
#: Words before the verb that deny it or make it a help or a chance.
_NOT_WHOLE = word_set(
    "not never no help helps helped helping may might could can would aim aims aimed try tries "
    "tried attempt attempts designed intended to"
)


def _all_loaded() -> tuple[str, ...]:
    return (*CERTAINTY_WORDS, *STRONG_INTENSIFIERS, *MILD_INTENSIFIERS)
