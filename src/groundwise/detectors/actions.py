"""The source does the opposite to the thing the claim acts on.

"Version 4.0 adds support for PostgreSQL 11" against "Version 4.0 adds support for PostgreSQL 16
and drops support for PostgreSQL 11": every word of the claim is in the sentence, and "adds" is
there too, but about PostgreSQL 16; what the sentence does to PostgreSQL 11 is the opposite,
"drops". The claim's word with an opposite (``wordlists.ANTONYM_PAIRS``: adds / drops, hired /
fired, raised / cut; and ``wordlists.ACTION_OPPOSITES``, opposites only of one thing: adds /
removes) is read with the content words after it in its clause (what
it acts on); an evidence sentence that puts the opposite word before those words (the last of
them and at least one more) is a CONTRADICTION (high). Left alone: a claim that negates
itself, an opposite the sentence negates ("did not lose"), a claim whose own word some evidence
sentence puts before the same words (it says both, of two things), words of place and time
("after the meal" / "before the meal"), "-ing" forms ("the prospect of losing the team"), and a
word followed by a preposition ("rose in April": a circumstance, not a thing acted on).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import takewhile

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Token,
    evidence_sentences,
    is_content,
    make_flag,
    quote,
    require_aligned,
    tokenize,
)
from groundwise.detectors.negation import opposites, said_otherwise
from groundwise.detectors.substitution import parts_of_speech
from groundwise.lexical import stem
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import ACTION_OPPOSITES, ANTONYM_PAIRS, NEGATORS, word_set

__all__ = ["OppositeActionDetector"]

#: Content words after the claim's word that say what it acts on.
OBJECT_WORDS = 4
#: Content words of that object the sentence must hold after its opposite word: one word ("the
#: team", "the challenge") names too little to know it is the same thing.
MIN_OBJECT = 2
#: Tokens after a sentence's word in which the claim's object must stand.
REACH = 7
#: Tokens before a sentence's word in which a negator makes it no opposite ("did not lose").
NEGATION_REACH = 3
#: Where what a word acts on ends: punctuation, or a word that starts another clause or item.
# Not a point or comma inside a figure ("Python 3.7", "1,200").
_CLAUSE_END = re.compile(
    r"(?<!\d)[,.](?!\d)|(?<=\d)[,.](?!\d)|(?<!\d)[,.](?=\d)|[;:!?()]"
    r"|\b(?:and|or|but|while|whereas|although|which|who)\b",
    re.I,
)

#: Opposites that say where or when, not what is done ("on top of" / "the bottom of", "after the
#: meal" / "before the meal"): two places or times of one thing are often both true; nor do
#: degrees ("most" / "least", "cheaper" / "expensive") or counts ("many" / "few"), which the
#: negation detector compares.
_NOT_ACTIONS = word_set(
    "before after top bottom up down above below over under inside outside early late earlier "
    "later first last open opened close closed likely unlikely most least cheaper cheapest "
    "expensive costlier pricier many numerous few"
)
#: A word right after the claim's word that makes what follows a circumstance ("rose in April",
#: "decrease by the end of the quarter"), not the thing acted on.
_PREPOSITIONS = word_set("in on at by to from for of with into onto during until since")
_PAIRS = (*ANTONYM_PAIRS, *ACTION_OPPOSITES)
_FORMS = frozenset(w for pair in _PAIRS for side in pair for w in side) - _NOT_ACTIONS
_ACTION_SIDES: dict[str, set[tuple[int, int]]] = {}
for _n, _pair in enumerate(ACTION_OPPOSITES):
    for _side, _words in enumerate(_pair):
        for _w in _words:
            _ACTION_SIDES.setdefault(_w, set()).add((_n, _side))


def _opposite(a: Token, b: Token) -> bool:
    """Opposites (``negation.opposites``), or of :data:`ACTION_OPPOSITES` ("adds" /
    "removes"), which are opposites only when said of the same thing."""
    if opposites(a, b):
        return True
    mine = _ACTION_SIDES.get(a.lower, set())
    return any((n, 1 - side) in mine for n, side in _ACTION_SIDES.get(b.lower, ()))


def _object(text: str, tokens: Sequence[Token], k: int, limit: int) -> list[Token]:
    """The content words after token ``k`` in its clause, at most ``limit`` tokens on."""
    out: list[Token] = []
    for t in tokens[k + 1 : k + 1 + limit]:
        if _CLAUSE_END.search(text[: t.start + 1], tokens[k].end):
            break
        if is_content(t):
            out.append(t)
    return out


def _until_opposite(word: Token, acted: Sequence[Token]) -> list[Token]:
    """The words a source's own ``word`` acts on, up to its opposite ("adds support for Python
    3.12 and drops support for Python 3.7": "drops" ends what "adds" acts on)."""
    return list(takewhile(lambda t: not (t.lower in _FORMS and _opposite(word, t)), acted))


def _negated(tokens: Sequence[Token], m: int) -> bool:
    """A negator just before or after token ``m`` ("did not lose", "likely won't")."""
    near = [*tokens[max(0, m - NEGATION_REACH) : m], *tokens[m + 1 : m + 1 + NEGATION_REACH]]
    return any(t.lower in NEGATORS or t.lower.endswith("n't") for t in near)


def _acts_on(need: set[str], head: str, found: Sequence[Token]) -> bool:
    """Whether the words after a sentence's word hold the claim's object: its last word and at
    least one more (a named thing of one word alone: :func:`_named_thing`)."""
    stems = {t.stem for t in found}
    return head in stems and len(need & stems) >= min(MIN_OBJECT, len(need))


def _named_thing(obj: Sequence[Token]) -> bool:
    """Whether a one-word object names one thing: a name or acronym ("removed the GIL", "dropped
    PostgreSQL") or a word no dictionary has ("added distutils"); not "the team"."""
    if len(obj) != 1:
        return False
    word = obj[0]
    return word.text[0].isupper() or not parts_of_speech(word.stem)


def _either(word: Token, tokens: Sequence[Token], m: int) -> bool:
    """Whether ``tokens[m]`` (the claim's word) is joined to its opposite by "or" or "and"
    ("a good or bad safety culture", "buy and sell"): the sentence says both of the thing."""
    return (
        m + 2 < len(tokens)
        and tokens[m + 1].lower in ("or", "and", "nor")
        and _opposite(word, tokens[m + 2])
    )


class OppositeActionDetector(Detector):
    """CONTRADICTION: the evidence does the opposite of the claim's verb to the same thing."""

    name = "opposite_action"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one flag, on the claim's word whose opposite the evidence applies."""
        require_aligned(claim, ctx)
        if not claim.verifiable or not evidence:
            return []
        tokens = tokenize(claim.text)
        vote = _other_side(claim, evidence, ctx) or _held_steady(claim, evidence, ctx)
        if vote is not None:
            return [vote]
        for k, word in enumerate(tokens):
            if (
                word.lower not in _FORMS
                or word.lower.endswith("ing")  # "the prospect of losing the team"
                or (word.text[0].isupper() and k > 0)  # a label: "the Shut down options"
                or _negated(tokens, k)
                or (k + 1 < len(tokens) and tokens[k + 1].lower in _PREPOSITIONS)
            ):
                continue
            if any(t.lower in NEGATORS for t in tokens[:k]):
                return []
            obj = _object(claim.text, tokens, k, OBJECT_WORDS + 2)[:OBJECT_WORDS]
            if len(obj) < MIN_OBJECT and not _named_thing(obj):
                continue
            need = {t.stem for t in obj}
            head = obj[-1].stem
            # What does it: a sentence that has another do the same says nothing of the claim's
            # ("Glucagon ... raises blood glucose" beside "Insulin ... lowers blood glucose").
            doer = {t.stem for t in tokens[:k] if is_content(t)}
            found = None
            said_too = False
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if head not in {t.stem for t in sent_tokens}:
                    continue
                for m, other in enumerate(sent_tokens):
                    same = other.stem == word.stem
                    if not same and not _opposite(word, other):
                        continue
                    if same and _either(word, sent_tokens, m):
                        # "whether you have a good or bad safety culture": both, said of it
                        said_too = True
                        continue
                    acted = _object(sent.text, sent_tokens, m, REACH)
                    if same:
                        # "adds support for Python 3.12 and drops support for Python 3.7": what
                        # "adds" acts on stops at its opposite
                        acted = _until_opposite(word, acted)
                    if not _acts_on(need, head, acted):
                        continue
                    if same:
                        said_too |= not doer or bool(doer & {t.stem for t in sent_tokens})
                    elif found is None and not _negated(sent_tokens, m):
                        found = (ev, sent.text, other.text)
            if found is not None and not said_too:
                ev, sentence, opposite = found
                return [
                    make_flag(
                        claim,
                        ctx,
                        word.start,
                        word.end,
                        type=FlagType.CONTRADICTION,
                        severity=Severity.HIGH,
                        message=(
                            f'The answer says "{claim.text[word.start : obj[-1].end]}" where '
                            f'the source says "{opposite}" of it: {quote(sentence, 160)}.'
                        ),
                        suggestion=f'Replace "{word.text}" with "{opposite}", or cite a source '
                        "that says it.",
                        source_says=sentence,
                        source_id=ev.source_id,
                        contradicts=True,
                    )
                ]
        return []


#: A side taken in a vote: "voted for", "voted in favour of", "voted against".
_VOTE = re.compile(
    r"\bvot(?:e|ed|es|ing)\s+(?:(?P<for>for|in\s+favou?r\s+of|to\s+(?!reject)[a-z]+)|(?P<against>against))\b",
    re.IGNORECASE,
)


def _voters(text: str, tokens: Sequence[Token], end: int) -> set[str]:
    """The names before a vote at ``end`` in its clause: capitalised words inside the text."""
    start = max((text.rfind(c, 0, end) for c in ";:"), default=-1) + 1
    return {
        t.lower
        for t in tokens
        if start <= t.start < end and t.text[0].isupper() and is_content(t) and t.start > 0
    }


def _other_side(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CONTRADICTION: the claim has a name vote one way ("Council member Ortiz voted for the
    measure") where the evidence sentence has it vote the other ("Council members Ortiz and
    Chen voted against the measure")."""
    m = _VOTE.search(claim.text)
    if m is None:
        return None
    tokens = tokenize(claim.text)
    names = _voters(claim.text, tokens, m.start()) - _OFFICES
    if not names:
        return None
    side = "for" if m.group("for") else "against"
    for ev, sent in evidence_sentences(evidence):
        sent_tokens = tokenize(sent.text)
        for other in _VOTE.finditer(sent.text):
            theirs = "for" if other.group("for") else "against"
            if theirs == side or not names <= _voters(sent.text, sent_tokens, other.start()):
                continue
            suggestion = f'Replace "{m.group()}" with "{other.group()}".'
            return said_otherwise(claim, ctx, m, other.group(), ev, sent.text, suggestion)
    return None


#: Titles before the names of who voted, not names themselves.
_OFFICES = frozenset(
    str.split("council member members senator senators representative representatives judge")
)


#: Verbs of a change a thing was made to undergo ("cut interest rates", "raised prices").
_CHANGED = word_set(
    """cut cuts raised raises raise hiked hikes hike lowered lowers lower increased increases
    reduced reduces reduce slashed boosted trimmed"""
)
_CHANGED_STEMS = frozenset(stem(w) for w in _CHANGED)
#: A source's word that the thing was left as it was: "held interest rates steady", "kept the
#: rate unchanged", "rates remained flat".
_STEADY = re.compile(
    r"\b(?:held|holds|hold|kept|keeps|keep|left|leaves|maintained|maintains|remained|remains"
    r"|stayed|stays)\b(?:\s+[\w'-]+){0,4}?\s+(?:steady|unchanged|flat|stable|on\s+hold)\b",
    re.IGNORECASE,
)
#: Share of the words after the claim's verb the steady sentence must hold.
_STEADY_OVERLAP = 0.6


def _held_steady(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CONTRADICTION: the claim has a thing changed ("The European Central Bank cut interest
    rates on Thursday") where the evidence sentence has it held as it was ("... held interest
    rates steady on Thursday") and changes nothing itself."""
    tokens = tokenize(claim.text)
    k = next((k for k, t in enumerate(tokens) if t.lower in _CHANGED and k > 0), None)
    if k is None or any(t.lower in NEGATORS for t in tokens):
        return None
    changed = {t.stem for t in _object(claim.text, tokens, k, OBJECT_WORDS)}
    if len(changed) < MIN_OBJECT:
        return None
    for ev, sent in evidence_sentences(evidence):
        m = _STEADY.search(sent.text)
        if m is None:
            continue
        sent_tokens = tokenize(sent.text)
        if any(t.stem in _CHANGED_STEMS for t in sent_tokens):
            continue  # "held rates steady after cutting them in June" says both
        stems = {t.stem for t in sent_tokens}
        if len(changed & stems) < _STEADY_OVERLAP * len(changed):
            continue
        verb = tokens[k]
        return make_flag(
            claim,
            ctx,
            verb.start,
            verb.end,
            type=FlagType.CONTRADICTION,
            severity=Severity.HIGH,
            message=(
                f'The answer says "{claim.text[verb.start : tokens[-1].end]}" where the source '
                f'says it "{m.group()}": {quote(sent.text, 160)}.'
            ),
            suggestion=f'Say it was "{m.group()}", as the source does.',
            source_says=sent.text,
            source_id=ev.source_id,
            contradicts=True,
        )
    return None
