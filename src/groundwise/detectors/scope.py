"""Inflated scope: the answer says all / always / nationwide where the source says some / often / in Seoul.

"Some" includes a stated part of the whole: "80% of", "half of", "3 out of 10", and a noun
restricted to a part: "all employees" where the source says "employees in the sales department".

Each universal word has a kind (quantity, frequency, place) and is only matched against narrower
words of the same kind in an evidence sentence about the same thing (most content words shared),
which itself does not use a universal word of that kind.

"Most", "the majority of" and "nearly all" claim a share: against a smaller share of the same noun
in the evidence ("most patients" / "15% of patients") they inflate it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Sentence,
    Token,
    cached_sentence_stems,
    content_stems,
    coverage,
    evidence_sentences,
    is_content,
    is_sentence_start,
    make_flag,
    phrase_spans,
    quote,
    require_aligned,
    stems_before,
    tokenize,
)
from groundwise.detectors.substitution import broader_nouns, framing, parts_of_speech
from groundwise.features import cached_quantities
from groundwise.lexical import stem
from groundwise.lexicon import is_verb
from groundwise.quantities import Quantity, QuantityKind, parse_quantities
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.timeexpr import WEEKDAYS
from groundwise.units import states
from groundwise.wordlists import (
    COUNT_WORDS,
    NARROW_FREQUENCY,
    NARROW_PLACE,
    NARROW_QUANTITY,
    NOT_PLACES,
    STOPWORDS,
    UNIVERSAL_FREQUENCY,
    UNIVERSAL_PLACE,
    UNIVERSAL_QUANTITY,
    word_set,
)

#: Words that rank a thing among its class ("the first woman to", "the only person to").
_RANKS = frozenset(
    str.split("first last only sole youngest oldest largest biggest smallest highest tallest")
)


#: Something given to everyone: "free for everyone", "open to all".
_FOR_EVERYONE = re.compile(
    r"\b(?P<prep>for|to)\s+(?:everyone|everybody|anyone|anybody|all(?:\s+(?:customers|users"
    r"|members|guests|visitors|employees|students|residents|patients)\b|(?![ \t]+\w)))",
    re.IGNORECASE,
)
#: Groups that are everyone ("open to the public"), and the words of "for everyone" itself.
_EVERYONE_WORDS = frozenset(
    str.split("everyone everybody anyone anybody all public people general whole every any")
)
#: Words that give something to people, who may be a group only: "free", "available".
_GIVEN_TO = (
    "free|available|eligible|open|discounted|included|allowed|permitted|required|mandatory"
    "|recommended|covered|waived|complimentary|accessible|reimbursed"
)
_GIVEN_WORD = re.compile(rf"\b(?P<word>{_GIVEN_TO})\b(?P<own>\s+(?:only\s+)?(?:for|to)\b)?")
#: The group a source gives it to: "free for members", "open only to residents", "free for
#: children under 12" (a plural of people; not "for 30 days" or "for download").
_GIVEN_GROUP = re.compile(
    # "open 24 hours a day for members": a few words of how between
    rf"\b(?P<word>{_GIVEN_TO})(?:\s+[\w-]+){{0,4}}?\s+(?:only\s+)?(?:for|to)\s+"
    r"(?:(?:all|our|new|existing|current|registered|local|eligible|the|qualifying)\s+)?"
    r"(?P<group>[a-z][a-z-]*(?:[^\Wsu]s|ren|men|ple))\b",
    re.IGNORECASE,
)
#: Plurals after "for" that name no group of people.
_NOT_GROUPS = frozenset(
    str.split(
        "seconds minutes hours days weeks months years weekends holidays purposes reasons details"
        " items products orders purchases downloads uses visits trips rides nights times"
        " people persons individuals"
        # whoever uses the thing: "free for guests" of a hotel's Wi-Fi is free
        " guests visitors customers users patrons passengers shoppers travelers travellers"
        " attendees clients readers viewers"
    )
)


#: A kind a whole may be, or only some of its items: "is vegan" / "vegan options".
_IS_A_KIND = re.compile(
    r"\b(?:is|are)\s+(?:entirely\s+|fully\s+|completely\s+|100%\s+)?(?P<word>vegan|vegetarian"
    r"|gluten-free|halal|kosher|organic|pet-friendly|dog-friendly|wheelchair-accessible"
    r"|accessible|smoke-free|nut-free|dairy-free|sugar-free|waterproof|refurbished|renewable)"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)
#: Items of a whole: "vegan options", "pet-friendly rooms".
_ITEMS = (
    "options|dishes|items|choices|alternatives|selections|meals|entrees|rooms|models|versions"
    "|products|units|sections|areas|menu"
)


#: A thing allowed whatever its measure: "pets of any size", "children of all ages".
_ANY_SIZE = re.compile(
    r"\b(?:of|at)\s+(?:any|all)\s+(?:sizes?|ages?|weights?|lengths?|heights?)\b", re.IGNORECASE
)
#: An unlimited amount of a thing, in lower case: "unlimited premium data".
_UNLIMITED = re.compile(r"\bunlimited\s+(?P<what>[a-z]+(?:\s+[a-z]+){0,2})")
#: A subject that speaks of every member of a group at once: "both plans", "all three
#: locations", "each of the models", "every branch".
_COLLECTIVE = re.compile(
    r"\b(?:both(?:\s+of\s+the)?|all(?:\s+of)?(?:\s+(?:the|its|their|our))?"
    r"(?:\s+(?:two|three|four|five|six|\d{1,2}))?|each(?:\s+of\s+the)?|every)\s+"
    r"(?P<noun>[a-z]{3,})\b",
    re.IGNORECASE,
)
#: All of a thing: "all unused leave", "all of your remaining credits".
_ALL_OF = re.compile(
    r"\ball\s+(?:of\s+)?(?:the\s+|your\s+|their\s+|its\s+|his\s+|her\s+)?"
    r"(?:(?:unused|remaining|accrued|leftover|outstanding|available)\s+)?(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)
#: Characters between a thing and the cap put on it ("Unused leave of up to 5 days").
_CAP_REACH = 40
#: A thing allowed whenever one likes.
#: Any one of a kind: "at any branch", "in any store" (not "any time", read above).
_ANY_ONE = re.compile(r"\b(?P<prep>at|in|from|to|on)\s+any\s+(?P<noun>[a-z]{4,})\b", re.I)
#: A way the claim requires: "must be taken with food", "should only be used without ice".
_REQUIRED_WAY = re.compile(
    r"\b(?:must|should|needs?\s+to|has\s+to|have\s+to|only)\b(?:\s+\w+){0,3}?\s+"
    r"(?P<way>with|without)\s+(?:a\s+|an\s+|the\s+)?(?P<thing>[a-z]{3,})\b",
    re.IGNORECASE,
)
#: Either way in a source: "with or without food".
_EITHER_WAY = re.compile(
    r"\bwith\s+or\s+without\s+(?:a\s+|an\s+|the\s+)?(?P<thing>[a-z]{3,})\b", re.IGNORECASE
)
_ANY_TIME = re.compile(r"\b(?:at\s+any\s+time|any\s*time)\b", re.IGNORECASE)
#: A deadline: "within 30 days", "no later than 5 p.m.", "up to 7 days before travel", "at
#: least 48 hours in advance".
_DEADLINE = re.compile(
    r"\b(?:within|no\s+later\s+than)\s+(?:\w+\s+){0,2}?(?:\d+|one|two|three|four|five|six|seven"
    r"|ten|fourteen|thirty)\s+(?:working\s+|business\s+|calendar\s+)?(?:minutes?|hours?|days?"
    r"|weeks?|months?|years?)\b|\b(?:up\s+to|at\s+least)\s+\S+\s+(?:minutes?|hours?|days?"
    r"|weeks?|months?)\s+(?:before|in\s+advance|after)\b",
    re.IGNORECASE,
)
#: A deed done by one alone, in a claim.
_ALONE = re.compile(
    r"\b(?:alone|single-?handedly|solely|by\s+(?:himself|herself|itself|themselves)"
    r"|on\s+(?:his|her|its)\s+own)\b",
    re.IGNORECASE,
)
#: A deed shared, in a source: "co-founded", "together with", "jointly", "with Steve Wozniak",
#: "with the European Space Agency", "by Reed Hastings and Marc Randolph".
_SHARED = re.compile(
    r"\bco-?(?:founded|founder|wrote|written|authored|created|developed|directed|invented"
    r"|discovered|designed|led|owned|hosted)\b[^.;]*|\b(?:together\s+with|jointly|along\s+with)"
    r"\b[^.;]*|\bwith\s+(?:the\s+)?(?:[A-Z][\w.-]*\s+)*[A-Z][\w.-]*"
    # "the three shared the Nobel Prize"
    r"|\bshared\b[^.;]*"
    # "founded by Reed Hastings and Marc Randolph"
    r"|\bby\s+(?:[A-Z][\w.-]*\s+)*[A-Z][\w-]*,?\s+and\s+(?:[A-Z][\w.-]*\s+)*[A-Z][\w-]*",
)
#: What a shared prize or award is, to each who shares it: "received", "won".
_SHARED_DEEDS = frozenset(stem(w) for w in ("received", "won", "win", "awarded", "got", "given"))


#: Words ending in "-est" that rank nothing.
_NOT_SUPERLATIVE = frozenset(
    str.split("interest forest honest west test rest protest guest chest harvest request contest")
)


def _rank_end(tokens: Sequence[Token], i: int) -> int | None:
    """Where a rank that opens at "the" (token ``i``) ends: after "the first", "the tallest", "the
    most visited"; ``None`` where token ``i`` opens none."""
    if i + 2 >= len(tokens) or tokens[i].lower != "the":
        return None
    word = tokens[i + 1].lower
    if word in _RANKS or (word.endswith("est") and len(word) > 4 and word not in _NOT_SUPERLATIVE):
        return i + 2
    if word in ("most", "least") and i + 3 < len(tokens) and is_content(tokens[i + 2]):
        return i + 3
    return None


#: Most words a source may put between a rank and its noun ("the most visited paid monument").
_NARROWING_WORDS = 2


def _said_of(
    rest: set[str],
    tokens: Sequence[Token],
    sent_tokens: Sequence[Token],
    ctx: CheckContext,
    ev: Evidence,
    sent: Sentence,
) -> bool:
    """Whether a sentence holds the ``rest`` of a claim's words, the name that opens the claim
    aside where the source's sentences before name it ("Mount Etna is the highest volcano" /
    "Mount Etna is ... It is the highest active volcano"; `stems_before`, as for pronouns)."""
    missing = rest - content_stems(sent_tokens)
    if not missing:
        return True
    name = {t.stem for t in itertools.takewhile(lambda t: t.text[:1].isupper(), tokens)}
    return missing <= name and missing <= stems_before(ctx, ev, sent.start)


def _ranked(tokens: Sequence[Token], k: int) -> bool:
    """Whether token ``k`` is a noun ranked among its class: "the first woman", "the only
    person" (not "only essential for infants", "only need to")."""
    return tokens[k - 1].lower in _RANKS and tokens[k - 2].lower == "the"


#: Share of the claim's content words (scope words aside) the evidence sentence must contain.
MIN_OVERLAP = 0.5
#: Universal places that rank a thing ("the highest mountain in the world"); they count only
#: where no source uses them.
_SAID_OF_A_RANK = frozenset({"in the world", "on earth", "on the planet"})
_RANK_PLACE_STEMS = frozenset(t.stem for p in _SAID_OF_A_RANK for t in tokenize(p) if is_content(t))
_UNIVERSAL = {
    "quantity": UNIVERSAL_QUANTITY,
    "frequency": UNIVERSAL_FREQUENCY,
    "place": UNIVERSAL_PLACE,
    # "Most reviewers praised the film" against "A few reviewers praised the film"
    "majority": ("most", "a majority of", "the majority of", "the bulk of"),
}
_NARROW = {
    "quantity": NARROW_QUANTITY,
    "frequency": (*NARROW_FREQUENCY, "in some cases"),
    "place": NARROW_PLACE,
    "majority": (
        "some",
        "a few",
        "few",
        "several",
        "a handful of",
        "a minority of",
        "a small number of",
        "a number of",
    ),
}
_SCOPE_WORDS = frozenset(
    w for table in (*_UNIVERSAL.values(), *_NARROW.values()) for p in table for w in p.split()
)
#: "all" / "most" in these company is not a scope word ("at all", "not all", "the most").
_NOT_SCOPE_BEFORE = {
    "all": {"at", "after", "above", "not", "almost", "nearly", "virtually", "once", "of"},
    "every": {"not", "almost", "nearly"},
    "never": {"almost", "nearly"},
    "most": {"the", "at"},
    "certain": {"is", "are", "was", "were", "be", "not", "almost"},
    "few": {"very"},
}
_NOT_SCOPE_AFTER = {"all": {"but"}, "certain": {"that"}, "each": {"other"}}
_YEAR = re.compile(r"1[89]\d\d|20\d\d")
_NUMBER_WORDS = word_set("two three four five six seven eight nine ten dozen")
_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
#: A part of a whole before "of": "80% of", "half of", "two-thirds of", "3 out of 10", "4 of the 9",
#: "12 of 40".
_PROPORTION = re.compile(
    r"\b(?:(?P<pct>\d+(?:\.\d+)?)\s*(?:%|per\s*cent\b)"
    r"|(?:(?:a|one|two|three|four)[\s-]+)?(?:half|thirds?|quarters?|fifths?)"
    rf"|{_COUNT}\s+(?:out\s+)?of\s+(?:the\s+|every\s+)?{_COUNT})\s+of\b|"
    rf"\b{_COUNT}\s+(?:out\s+of|of\s+the|of\s+every|of)\s+{_COUNT}\b",
    re.IGNORECASE,
)


#: Words for most of a whole, with the share (in %) the whole must at least reach for them:
#: "most patients" where the source says "15% of patients" inflates the share.
_MAJORITY = {
    "most": 50.0,
    "the majority of": 50.0,
    "a majority of": 50.0,
    "more than half of": 50.0,
    "the vast majority of": 70.0,
    "a vast majority of": 70.0,
    "nearly all": 70.0,
    "almost all": 70.0,
    "virtually all": 70.0,
}
_FRACTIONS = {"half": 50.0, "third": 100 / 3, "quarter": 25.0, "fifth": 20.0}
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_COUNTS |= {"eight": 8, "nine": 9, "ten": 10}


def _share(m: re.Match[str]) -> float | None:
    """The share (in %) a part-of-a-whole phrase states: 15 of "15% of", 30 of "3 out of 10"."""
    if m.group("pct") is not None:
        return float(m.group("pct"))
    words = re.findall(r"[a-z]+|\d+", m.group().lower())
    numbers = [
        float(w) if w.isdigit() else float(_COUNTS[w]) for w in words if w.isdigit() or w in _COUNTS
    ]
    fraction = next((w.rstrip("s") for w in words if w.rstrip("s") in _FRACTIONS), None)
    if fraction is not None:
        return _FRACTIONS[fraction] * (numbers[0] if numbers else 1.0)
    if len(numbers) == 2 and numbers[1] > 0:
        return 100 * numbers[0] / numbers[1]
    return None


def _is_scope(tokens: Sequence[Token], i: int, j: int) -> bool:
    word = tokens[i].lower
    if j - i == 1 and not tokens[i].text.islower() and not tokens[i].text.endswith("%"):
        # "Limited" in "Acme Limited", "Most" starting a sentence is fine; only lower case counts
        # for narrowing words, universal words are checked by the caller.
        return word in {"all", "every", "each", "always", "never", "most", "many", "some"}
    before = tokens[i - 1].lower if i > 0 else ""
    after = tokens[j].lower if j < len(tokens) else ""
    return before not in _NOT_SCOPE_BEFORE.get(word, set()) and after not in _NOT_SCOPE_AFTER.get(
        word, set()
    )


def _extend(tokens: Sequence[Token], j: int) -> int:
    """End index after the noun the scope word is about ("all schools", "all 50 states")."""
    k = j
    if k < len(tokens) and (tokens[k].text.isdigit() or tokens[k].lower in _NUMBER_WORDS):
        k += 1
    if k < len(tokens) and is_content(tokens[k]):
        k += 1
    return k


#: Words before "to" that bound a place ("limited to the United Kingdom").
_BOUNDED = frozenset({"limited", "restricted", "confined"})
#: Stems of words before "to" that say where something goes ("ships to", "expanded to").
_SENT_TO = frozenset(
    stem(w)
    for w in ("ship", "shipping", "deliver", "delivery", "sell", "export", "expand", "travel")
)


def _narrow_places(tokens: Sequence[Token], claim_words: set[str]) -> list[tuple[int, int]]:
    """Places and counts ("in Seoul", "across 12 states") that the claim does not mention."""
    out = []
    for k in range(len(tokens) - 1):
        # "limited to the United Kingdom" bounds a place as "in" does
        bound = tokens[k].lower == "to" and k > 0 and tokens[k - 1].lower in _BOUNDED
        # "ships to the US and Canada", "expanded to Europe": where it goes is a place too
        sent_to = tokens[k].lower == "to" and k > 0 and tokens[k - 1].stem in _SENT_TO
        if (
            tokens[k].lower not in {"in", "across", "at", "throughout", "within"}
            and not bound
            and not sent_to
        ):
            continue
        # "in the United States": a name after "the" is a place as well.
        at = k + 2 if tokens[k + 1].lower == "the" and k + 2 < len(tokens) else k + 1
        nxt = tokens[at]
        if nxt.lower in claim_words:
            continue
        is_place = nxt.text[0].isupper() and nxt.lower not in NOT_PLACES and nxt.text.isalpha()
        # "across 12 states", not "In 2019, 12 employees": a year is no count of places.
        is_count = at == k + 1 and (
            (nxt.text.isdigit() and not _YEAR.fullmatch(nxt.text)) or nxt.lower in _NUMBER_WORDS
        )
        if is_place:
            end = at + 1
            while end < len(tokens) and tokens[end].text[0].isupper():
                end += 1
            # "to the US and Canada": places joined by "and" or "or" are one list
            if (
                end + 1 < len(tokens)
                and tokens[end].lower in ("and", "or")
                and tokens[end + 1].text[0].isupper()
                and tokens[end + 1].lower not in NOT_PLACES
            ):
                end += 2
                while end < len(tokens) and tokens[end].text[0].isupper():
                    end += 1
            out.append((k - 1 if bound else k, end))
        elif is_count and k + 2 < len(tokens) and is_content(tokens[k + 2]):
            out.append((k, k + 3))
    return out


def _saying_the_rest(
    text: str, m: re.Match[str], evidence: Sequence[Evidence]
) -> Iterator[tuple[Evidence, Sentence]]:
    """The evidence sentences that say the rest of the claim ``text`` around the match ``m``
    (two of its content words or more, and most of them)."""
    stems = content_stems(tokenize(text[: m.start()] + text[m.end() :]))
    for ev, sent in evidence_sentences(evidence):
        said = content_stems(tokenize(sent.text))
        if len(stems & said) >= 2 and coverage(stems, said) >= MIN_OVERLAP:
            yield ev, sent


def _says_all(tokens: Sequence[Token]) -> bool:
    """Whether a sentence uses a universal word of quantity itself ("all 1,200 patients")."""
    return any(_is_scope(tokens, i, j) for i, j, _ in phrase_spans(tokens, UNIVERSAL_QUANTITY))


def _counts(tokens: Sequence[Token], j: int) -> bool:
    """Whether a count follows the universal word ending at ``j`` ("all five members")."""
    return j < len(tokens) and (tokens[j].text.isdigit() or tokens[j].lower in _NUMBER_WORDS)


def _bare_count(text: str, sent_tokens: Sequence[Token], noun: str) -> tuple[int, int] | None:
    """Token range of a bare count of ``noun`` in a sentence: "Two regional bank presidents
    had argued" counts some of them, where the claim says "all regional bank presidents"; "the
    two presidents" or "both" may be all there are."""
    for k in range(len(sent_tokens) - 1):
        t = sent_tokens[k]
        if not (t.text.isdigit() or t.lower in _NUMBER_WORDS) or t.lower == "dozen":
            continue
        # Only a count that opens its clause counts the doers: "Two regional bank presidents
        # had argued", "In 2019, 12 employees were laid off"; not "sent jobs to five machines"
        # (all there are, perhaps), "the two", or "1,200" read as "1" and "200".
        # A most that opens the clause sets a limit on some: "Up to five unused days may be
        # carried over".
        opens = k == 0 or re.fullmatch(r"\s*,\s+", text[sent_tokens[k - 1].end : t.start])
        if not opens and not _bound_opens(text, sent_tokens, k):
            continue
        # The noun, perhaps after a word or two that describe it ("two regional bank ...").
        for m in range(k + 1, min(k + 1 + _COUNTED_REACH, len(sent_tokens))):
            if sent_tokens[m].stem == noun:
                return k, m + 1
            if not (is_content(sent_tokens[m]) and sent_tokens[m].text.isalpha()):
                break
    return None


#: A most before a count: "up to five", "at most 5", "no more than ten".
_BOUND_BEFORE = re.compile(
    r"\b(?:up\s+to|at\s+most|no\s+more\s+than|a\s+maximum\s+of)\s*$", re.IGNORECASE
)


def _bound_opens(text: str, tokens: Sequence[Token], k: int) -> bool:
    """Whether a bound stands right before count ``k`` and opens its clause ("Up to five
    ...", "..., at most 5 ...")."""
    bound = _BOUND_BEFORE.search(text[: tokens[k].start])
    if bound is None:
        return False
    first = next(n for n, t in enumerate(tokens) if t.start >= bound.start())
    return first == 0 or bool(re.search(r",\s*$", text[: tokens[first].start]))


#: At most this many words from a count to the noun it counts ("Two regional bank presidents").
_COUNTED_REACH = 3


def _following(tokens: Sequence[Token], j: int, reach: int) -> set[str]:
    out: list[str] = []
    for t in tokens[j:]:
        if len(out) == reach:
            break
        # Counts differ by design ("all 50 states" / "12 states"); the noun after them is the subject.
        if is_content(t) and t.lower not in _SCOPE_WORDS and not t.text[0].isdigit():
            out.append(t.stem)
    return set(out)


#: Words for a part of an organisation or a place that restricts a noun after "in", "at",
#: "from", "within": "employees in the sales department", "staff at the Boston office".
_GROUP_NOUNS = word_set(
    "department departments team teams office offices division divisions unit units group groups "
    "branch branches region regions program programs programme programmes project projects "
    "site sites store stores plant plants campus school schools class classes ward wards "
    # what a customer holds: "passengers with Gold status", "customers with a Pro plan"
    "status membership memberships subscription subscriptions account accounts"
)
_RESTRICTING = word_set("in at from within with")
#: Words before a noun that do not narrow it ("all the new plans" is still every plan the
#: source means; "our plans", "such plans", "these plans").
_NOT_MODIFIERS = word_set(
    "new current existing such other our their its your these those each full complete total"
)
#: Universal words read against a noun the source narrows by a modifier ("all plans" /
#: "annual plans"); "entire" and "whole" often name a thing ("whole life insurance").
_EVERY = frozenset({"all", "every"})
#: Stems of voting, and of a vote's side, that make "all members" a unanimous vote.
_VOTING = frozenset({"vote", "approv", "pass", "adopt"})
_BACKING = frozenset({"support", "back", "endors", "favor", "favour", "approv", "adopt"})
#: Words after "voted" that give its side ("voted for", "voted to approve"; not "voted on").
_VOTE_SIDE = frozenset({"for", "to", "in", "against"})


def _takes_side(tokens: Sequence[Token]) -> bool:
    """Whether a claim says which way its subject voted: a verb of backing ("supported",
    "approved") or "voted" before its side ("voted for"), not only that it voted ("voted on")."""
    return any(
        t.stem in _BACKING
        or (t.stem == "vote" and k + 1 < len(tokens) and tokens[k + 1].lower in _VOTE_SIDE)
        for k, t in enumerate(tokens)
    )


#: Words that give something to each of a group ("both plans", "all models", "every branch").
_EVERY_ONE = frozenset({"both", "all", "every", "each"})
#: At most this many words between "only" and the group's noun ("only the Pro plan").
_ONLY_REACH = 4


def _head_after(tokens: Sequence[Token], i: int) -> int | None:
    """Index of the plural or group noun right after "both" / "all" (an article or "of the"
    between), if the next word is one: "both plans", "all of the models"."""
    k = i + 1
    while k < len(tokens) and tokens[k].lower in {"the", "of", "our", "its", "their", "these"}:
        k += 1
    if k < len(tokens) and is_content(tokens[k]) and tokens[k].text.isalpha():
        return k
    return None


#: At most this many words between the preposition and the group noun ("in the sales department").
_GROUP_REACH = 4


def _restricted(
    sent_tokens: Sequence[Token], noun: str, claim_words: set[str]
) -> tuple[int, int] | None:
    """Token range of ``noun`` restricted to a part ("employees in the sales department"), when
    the claim names no such part; ``None`` otherwise."""
    for k in range(len(sent_tokens) - 2):
        if sent_tokens[k].stem != noun or sent_tokens[k + 1].lower not in _RESTRICTING:
            continue
        for m in range(k + 2, min(k + 2 + _GROUP_REACH, len(sent_tokens))):
            word = sent_tokens[m].lower
            if word in _GROUP_NOUNS:
                if word in claim_words or sent_tokens[m - 1].lower in claim_words:
                    return None
                return k, m + 1
    return None


def _modified(
    sent_tokens: Sequence[Token], noun: str, claim_words: set[str]
) -> tuple[int, int] | None:
    """Token range of ``noun`` narrowed by a word the claim lacks: a modifier before it
    ("annual plans" for "all plans") or "only" after it ("the Pro plan only"). A figure
    ("all 1,200 patients") narrows nothing."""
    for k, t in enumerate(sent_tokens):
        if t.stem != noun:
            continue
        if k + 1 < len(sent_tokens) and sent_tokens[k + 1].lower == "only":
            return (k - 1 if k and is_content(sent_tokens[k - 1]) else k), k + 2
        if _plain_noun(sent_tokens, k) and k and _modifier(sent_tokens[k - 1], claim_words):
            return k - 1, k + 1
    return None


#: Content words of a qualifying clause read to tell whether the claim states it too.
_QUALIFIER_REACH = 3
#: Words that open a clause narrowing the noun before them.
_QUALIFIER_OPENERS = frozenset({"who", "with"})
#: Words that bound a noun's size by the figure after them ("orders over $50").
_SIZE_BOUNDS = frozenset({"over", "above", "under", "below", "exceeding"})


def _qualified(
    text: str, sent_tokens: Sequence[Token], noun: str, claim_words: set[str]
) -> tuple[int, int] | None:
    """Token range of ``noun`` narrowed by a clause after it that the claim lacks: a participle
    ("students receiving free school meals"), "who" ("guests who book directly") or "with"
    ("applicants with financial need")."""
    for k, t in enumerate(sent_tokens[:-1]):
        if t.stem != noun:
            continue
        nxt = sent_tokens[k + 1]
        # "orders over $50": a bound on the noun's size narrows it
        bounded = (
            nxt.lower in _SIZE_BOUNDS
            and k + 2 < len(sent_tokens)
            and any(ch.isdigit() for ch in sent_tokens[k + 2].text)
        )
        opener = nxt.lower in _QUALIFIER_OPENERS or bounded
        start = k + 2 if opener else k + 1
        if start >= len(sent_tokens):
            continue
        verb = sent_tokens[start]
        if not opener and not _participle(verb):
            continue
        words = [w for w in sent_tokens[start : start + 1 + _QUALIFIER_REACH] if is_content(w)]
        if words and not any(w.lower in claim_words for w in words):
            return k, _clause_end(text, sent_tokens, start)
    return None


#: The most words of a qualifying clause a flag quotes.
_CLAUSE_QUOTE = 6


def _clause_end(text: str, tokens: Sequence[Token], start: int) -> int:
    """Index after the last token of the clause starting at ``start``: up to a comma or a
    sentence end, at most :data:`_CLAUSE_QUOTE` words."""
    end = start + 1
    while (
        end < len(tokens)
        and end - start < _CLAUSE_QUOTE
        and not re.search(r"[,;:.!?]", text[tokens[end - 1].end : tokens[end].start])
    ):
        end += 1
    return end


#: "-ing" words that join rather than narrow ("guests, including those ...").
_NOT_PARTICIPLES = word_set("including during regarding following concerning according excluding")


def _participle(token: Token) -> bool:
    """Whether a word is a verb's "-ing" or "-ed" form ("receiving", "staying", "aged",
    "hired")."""
    low = token.lower
    if not (low.endswith(("ing", "ed")) and token.text.islower()) or low in _NOT_PARTICIPLES:
        return False
    return "v" in parts_of_speech(token.stem)


def _plain_noun(tokens: Sequence[Token], j: int) -> str | None:
    """The stem of the word at ``j`` when it heads its phrase: a word, not a figure, and no
    content word after it ("all plans", not "all fitness levels" or "all 25 machines")."""
    if j >= len(tokens) or not tokens[j].lower.isalpha() or not is_content(tokens[j]):
        return None
    if j + 1 < len(tokens) and is_content(tokens[j + 1]):
        return None
    return tokens[j].stem


def _modifier(token: Token, claim_words: set[str]) -> bool:
    """A lower-case word that narrows the noun after it ("annual"); not a name ("TPS
    applications" may be all the applications the source speaks of), a number word ("five
    machines") or a word for the whole ("full year")."""
    low = token.lower
    return (
        is_content(token)
        and token.text.islower()
        and low.isalpha()
        and low not in claim_words
        and low not in _SCOPE_WORDS
        and low not in _NOT_MODIFIERS
        and not parse_quantities(low)
    )


def _same_subject(
    tokens: Sequence[Token], j: int, sent_tokens: Sequence[Token], narrow_start: int
) -> bool:
    """Whether the scope words govern the same noun or verb ("all schools" / "some schools")."""
    return bool(_following(tokens, j, 1) & _following(sent_tokens, narrow_start, 3))


#: A condition a sentence allows its clause only on: "only if the event is cancelled", "only
#: with manager approval", "provided that", "as long as".
_ONLY_CONDITION = re.compile(
    r"\bonly\s+(?:if|when|whenever|with|for|after|during|in|on|by|within|while|where|under"
    r"|once|from|at|through)\b|\bprovided\s+(?:that\s+)?(?=\w)|\bas\s+long\s+as\b"
    r"|\b(?:if|unless)\s+(?!(?:any|so|not|ever|necessary|needed|possible|applicable|required"
    r"|desired|appropriate|available|at\s+all|anything)\b)(?=\w)",
    re.IGNORECASE,
)
#: Words before "if" that make it "whether" or no condition: "asked if", "even if", "as if".
_NOT_CONDITION_BEFORE = re.compile(
    r"\b(?:even|as|whether)\s+$|\b(?:asks?|asked|asking|knows?|known|knew|see|sees|saw|checks?"
    r"|checked|tell|test|tested|determine[ds]?|decide[ds]?|assess(?:es|ed)?|wonder(?:s|ed)?|sure"
    r"|unclear|unknown|doubt(?:s|ful)?|question)\s+(?:\w+\s+){0,3}$",
    re.IGNORECASE,
)
#: A condition that opens its clause and ends at a comma: "If the product is defective, you
#: get a refund."
_LEADING_CONDITION = re.compile(
    r"(?:^|[;:]\s*)[\W\d]*\b(?:if|unless|provided\s+(?:that\s+)?)\s*(?=\w)", re.IGNORECASE
)
#: An instruction: a verb, then what it is done to ("End all prayers with ...", "Make a
#: casing ..."); a source's conditions on instructions are routinely left out.
_IMPERATIVE_NEXT = word_set(
    "a an the all your this that these those it them some any each every up out off"
)
#: A condition on the reader's choice ("If you want a heat-sensitive breed"), not a state of
#: things an answer could assert.
_READERS = frozenset({"you", "your"})
#: Where a clause starts, before a condition: its statement is the words after.
_CLAUSE_START = re.compile(r"[,;:]\s*|\b(?:but|and|while|whereas|although)\s+", re.IGNORECASE)
#: Where a condition's words end.
_CONDITION_END = re.compile(r"[.;:!?]|,\s*(?:but|and|while|whereas)\b", re.IGNORECASE)
#: Words of a claim that set a condition of its own.
_OWN_CONDITION = re.compile(
    r"\b(?:only|if|when|whenever|whether|unless|provided|as\s+long\s+as|except|subject\s+to"
    r"|depending|with\s+(?:manager|prior|written)?\s*approval)\b",
    re.IGNORECASE,
)
#: The share of the clause's words before a condition a claim must state.
_CONDITION_FRAME = 0.6


def _imperative(tokens: Sequence[Token]) -> bool:
    """Whether a claim reads as an instruction: a word that can be a verb, then a determiner
    or particle ("End all prayers ...", "Make a casing ...")."""
    return (
        len(tokens) > 1
        and tokens[1].lower in _IMPERATIVE_NEXT
        and "v" in parts_of_speech(tokens[0].stem)
    )


#: A wish is no condition: "if you wish", "if they want", "if preferred".
_WISHES = frozenset(
    stem(w) for w in word_set("wish want like prefer preferred choose desire desired please")
)


def _conditions(text: str) -> Iterator[tuple[str, set[str], set[str]]]:
    """Each condition a sentence sets on a clause: its words as said, the content stems of the
    clause it conditions and its own ("Tickets can be refunded only if the event is cancelled";
    "If the product is defective, you get a refund"); not a wish ("if you wish")."""
    for said, head, condition in _all_conditions(text):
        if condition - _WISHES:
            yield said, head, condition


def _all_conditions(text: str) -> Iterator[tuple[str, set[str], set[str]]]:
    for m in _ONLY_CONDITION.finditer(text):
        cut = max((c.end() for c in _CLAUSE_START.finditer(text, 0, m.start())), default=0)
        if _NOT_CONDITION_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue
        if not content_stems(tokenize(text[cut : m.start()]), _SCOPE_WORDS):
            continue  # the condition opens its clause ("4 If you choose ..."): read below
        stop = _CONDITION_END.search(text, m.end())
        end = stop.start() if stop else len(text)
        yield (
            text[m.start() : end].strip(),
            content_stems(tokenize(text[cut : m.start()]), _SCOPE_WORDS),
            content_stems(tokenize(text[m.end() : end]), _SCOPE_WORDS),
        )
    for m in _LEADING_CONDITION.finditer(text):
        comma = text.find(",", m.end())
        if comma < 0:
            continue
        stop = _CONDITION_END.search(text, comma + 1)
        end = stop.start() if stop else len(text)
        yield (
            text[m.end() - len(m.group().lstrip(";: ")) : comma].strip(),
            content_stems(tokenize(text[comma + 1 : end]), _SCOPE_WORDS),
            content_stems(tokenize(text[m.end() : comma]), _SCOPE_WORDS),
        )


def _same_topic(claim_stems: set[str], sent_stems: set[str]) -> bool:
    """Whether an evidence sentence is about what the claim is about (most content words shared)."""
    shared = claim_stems & sent_stems
    return len(shared) >= 2 and coverage(claim_stems, sent_stems) >= MIN_OVERLAP


def _same_noun(tokens: Sequence[Token], j: int, sent_tokens: Sequence[Token], k: int) -> bool:
    """Whether the words right after a share are about the same noun ("most patients" /
    "15% of patients", not "15% of doctors ... patients")."""
    return bool(_following(tokens, j, 1) & _following(sent_tokens, k, 1))


#: A share that opens a statement about a whole named before it: "500 participants; 48% were
#: women", "Of the 500 participants, 75% were women".
_BARE_SHARE = re.compile(
    r"(?:[;,]\s*|\band\s+)(?P<pct>\d+(?:\.\d+)?)\s*(?:%|per\s*cent\b)"
    r"(?=\s+(?:were|are|was|is|had|have|said|reported)\b)",
    re.IGNORECASE,
)


def _bare_share(
    tokens: Sequence[Token],
    found: Sequence[tuple[int, int, str]],
    text: str,
    sent_tokens: Sequence[Token],
) -> tuple[tuple[int, int], str] | None:
    """The claim's "most" phrase (its token range) and the sentence's smaller share of the same
    whole, where the share opens a statement and the whole is named before it: "Most
    participants were women" against "The study enrolled 500 participants; 48% were women".
    The claim's words after its noun must follow the share."""
    for m in _BARE_SHARE.finditer(text):
        share = float(m.group("pct"))
        before = {t.stem for t in sent_tokens if t.end <= m.start()}
        after = {t.stem for t in sent_tokens if t.start >= m.end()}
        for i, j, phrase in found:
            end = _extend(tokens, j)
            if share >= _MAJORITY[phrase] or end <= j or tokens[end - 1].stem not in before:
                continue
            rest = content_stems(tokens[end:], _SCOPE_WORDS)
            if rest and rest <= after:
                return (i, j), text[m.start("pct") : m.end()]
    return None


#: A vote with some against: "voted 7-2", "passed 5 to 4", "by a 6-3 vote".
_SPLIT_VOTE = re.compile(r"\b(\d+)\s*(?:-|–|to)\s*(\d+)\b")
_VOTE_WORDS = re.compile(
    r"\bvot\w*|\bpass\w*|\bapprov\w*|\breject\w*|\bballot|\brul(?:ed|ing)\b|\bdecision\b"
    r"|\bverdict\b",
    re.IGNORECASE,
)


def _split_vote(text: str, tokens: Sequence[Token]) -> tuple[int, int] | None:
    """Token range of a split vote tally in a sentence about a vote, if any."""
    if _VOTE_WORDS.search(text) is None:
        return None
    for m in _SPLIT_VOTE.finditer(text):
        yes, no = int(m.group(1)), int(m.group(2))
        if 0 < no < yes:
            i = next(k for k, t in enumerate(tokens) if t.end > m.start())
            j = next((k for k, t in enumerate(tokens) if t.start >= m.end()), len(tokens))
            return i, j
    return None


def _proportion(text: str, tokens: Sequence[Token]) -> tuple[int, int] | None:
    """Token range of the first part-of-a-whole phrase below 100% ("80% of patients"), if any."""
    for m in _PROPORTION.finditer(text):
        if m.group("pct") is not None and float(m.group("pct")) >= 100:
            continue
        i = next(k for k, t in enumerate(tokens) if t.end > m.start())
        j = next((k for k, t in enumerate(tokens) if t.start >= m.end()), len(tokens))
        return i, _extend(tokens, j)
    return None


#: A claim that something holds on every day of the week.
_EVERY_DAY = re.compile(
    r"\b(?:every\s+day|each\s+day|daily|seven\s+days\s+a\s+week|7\s+days\s+a\s+week"
    r"|all\s+week)\b",
    re.IGNORECASE,
)
_DAY_WORDS = frozenset({"day", "daili", "week", "seven", "everi"})
_WEEK = WEEKDAYS
_DAY = r"(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\.?"
_DAY_RANGE = re.compile(rf"\b{_DAY}\s*(?:through|thru|to|until|till|-|–)\s*{_DAY}\b", re.I)
_CLOSED_ON = re.compile(rf"\bclosed\s+(?:on\s+)?{_DAY}\b", re.IGNORECASE)


def _weekday(abbr: str) -> int:
    return next(i for i, d in enumerate(_WEEK) if d.startswith(abbr.lower()[:3]))


def _fewer_days(text: str) -> str | None:
    """The words of a sentence that give fewer than seven days of the week ("Tuesday through
    Sunday", "closed on Mondays"), if any."""
    for m in _DAY_RANGE.finditer(text):
        days = (_weekday(m.group(2)) - _weekday(m.group(1))) % 7 + 1
        if days < len(_WEEK):
            return m.group()
    closed = _CLOSED_ON.search(text)
    return closed.group() if closed else None


_MONTHS = (
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
)  # fmt: skip
_MONTH = (
    r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|tember"
    r"|ober|ember)?\.?"
)
_MONTH_RANGE = re.compile(
    rf"\b(?:from\s+)?{_MONTH}\s*(?:through|thru|to|until|till|-|–)\s*{_MONTH}\b", re.I
)
_ALL_YEAR = re.compile(
    r"\b(?:all\s+year(?:\s+round|\s+long)?|year[-\s]round|every\s+month"
    r"|all\s+(?:twelve|12)\s+months|throughout\s+the\s+year)\b",
    re.IGNORECASE,
)
_YEAR_WORDS = frozenset({"year", "round", "month", "long", "twelv", "everi", "throughout"})


def _fewer_months(text: str) -> str | None:
    """The words of a sentence that give fewer than twelve months ("May through September")."""
    for m in _MONTH_RANGE.finditer(text):
        first, last = (_MONTHS.index(g.lower()[:3]) for g in m.groups())
        if (last - first) % 12 + 1 < len(_MONTHS):
            return m.group()
    return None


#: Words for all the time and what gives less of it: every day against "Tuesday through
#: Sunday", all year against "May through September".
_ALL_THE_TIME = (
    (_EVERY_DAY, _fewer_days, _DAY_WORDS),
    (_ALL_YEAR, _fewer_months, _YEAR_WORDS),
)


#: Words before "only" that make it no exclusivity of the claim's ("not only", "the only one").
_NOT_ONLY_BEFORE = frozenset({"not", "the", "an", "if", "its", "their", "his", "her"})
#: Words of a source that state an exclusivity itself.
_EXCLUSIVE = frozenset({"only", "exclusively", "solely", "just"})
#: Content words besides "only X" a claim must share with the sentence listing X.
_ONLY_SHARED = 2
#: Words "only" may qualify that are no item of a list ("only recently", "only if").
_NOT_ITEMS = frozenset(
    {"if", "when", "after", "before", "once", "twice", "until", "because", "for", "to", "in", "on"}
)


def _restricting_onlys(tokens: Sequence[Token]) -> list[int]:
    """Indexes of the claim's "only"s that restrict what follows ("only life insurance"; not
    "not only", "the only", "if only")."""
    return [
        i
        for i, t in enumerate(tokens)
        if t.lower == "only" and not (i > 0 and tokens[i - 1].lower in _NOT_ONLY_BEFORE)
    ]


def _only_item(tokens: Sequence[Token], i: int) -> int | None:
    """The index of the item "only" at ``i`` restricts to: the next content word, past a verb
    ("only offers life insurance"); None for a figure, an adverb or a condition ("only 3 days",
    "only recently", "only if")."""
    for k in range(i + 1, min(i + 3, len(tokens))):
        t = tokens[k]
        if t.lower in _NOT_ITEMS or any(ch.isdigit() for ch in t.text) or t.lower.endswith("ly"):
            return None
        if t.lower in COUNT_WORDS or t.lower in ("one", "single"):
            return None  # "leaving only one date": a count
        if not is_content(t):
            continue
        if is_verb(t.lower):
            continue
        return k
    return None


def _listed_with_others(text: str, tokens: Sequence[Token], m: int) -> bool:
    """Whether token ``m`` is an item of a list: a comma, "and" or "or" joins it to another
    content word before or after it ("home, auto, life, and health")."""

    def item(t: Token) -> bool:  # a content word that is no verb ("dates and discover")
        return is_content(t) and not is_verb(t.lower)

    before = text[tokens[m - 1].end : tokens[m].start] if m > 0 else ""
    if m > 1 and (
        ("," in before and item(tokens[m - 1]))
        or (tokens[m - 1].lower in ("and", "or") and item(tokens[m - 2]))
    ):
        return True
    if m + 2 < len(tokens):
        after = text[tokens[m].end : tokens[m + 1].start]
        nxt = tokens[m + 1]
        return ("," in after and item(nxt)) or (nxt.lower in ("and", "or") and item(tokens[m + 2]))
    return False


def _list_bounds(text: str, tokens: Sequence[Token], m: int) -> tuple[int, int]:
    """The first and last token of the list holding token ``m``: items joined by commas, "and"
    and "or", one word each."""

    def joined(k: int) -> bool:  # whether token k and token k + 1 are joined as list items
        gap = text[tokens[k].end : tokens[k + 1].start]
        return (
            "," in gap or tokens[k + 1].lower in ("and", "or") or tokens[k].lower in ("and", "or")
        )

    a = m
    while a > 0 and joined(a - 1):
        a -= 1
    b = m
    while b + 1 < len(tokens) and joined(b):
        b += 1
    while a < m and not is_content(tokens[a]):
        a += 1
    while b > m and not is_content(tokens[b]):
        b -= 1
    return a, b


#: Words a claim may open with before the group it speaks of ("In 2023, both plans ...").
_SUBJECT_REACH = 3


def _same_unit(a: Quantity, b: Quantity) -> bool:
    """Whether two quantities measure the same thing: money in one currency, or counts of one
    noun ("10 users" and "2 users")."""
    if a.unit_head is None or b.unit_head is None:
        return a.unit_head is None and b.unit_head is None and a.currency is not None
    return a.counts_as(b)


def _unit_of(q: Quantity) -> str:
    return f" {q.unit}" if q.unit else ""


class ScopeDetector(Detector):
    """SCOPE_EXPANSION: universal scope in the claim, narrower scope in the evidence."""

    name = "scope"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one SCOPE_EXPANSION flag for ``claim``."""
        require_aligned(claim, ctx)
        tokens = tokenize(claim.text)
        majority = (
            self._inflated_share(claim, tokens, evidence, ctx)
            or self._only_one(claim, tokens, evidence, ctx)
            or self._only_among(claim, tokens, evidence, ctx)
            or self._only_where_all(claim, tokens, evidence, ctx)
            or self._some_days(claim, tokens, evidence, ctx)
            or self._broader_rank(claim, tokens, evidence, ctx)
            or self._narrowed_rank(claim, tokens, evidence, ctx)
            or self._one_of_ranked(claim, tokens, evidence, ctx)
            or self._alone(claim, tokens, evidence, ctx)
            or self._for_everyone(claim, evidence, ctx)
            or self._for_a_group_only(claim, tokens, evidence, ctx)
            or self._both_for_one(claim, tokens, evidence, ctx)
            or self._of_some_items(claim, tokens, evidence, ctx)
            or self._any_size(claim, evidence, ctx)
            or self._any_time(claim, evidence, ctx)
            or self._any_named(claim, evidence, ctx)
            or self._one_way_of_either(claim, evidence, ctx)
            or self._condition_dropped(claim, tokens, evidence, ctx)
        )
        if majority is not None:
            return [majority]
        universals = []
        for kind, table in _UNIVERSAL.items():
            for i, j, phrase in phrase_spans(tokens, table):
                if _is_scope(tokens, i, j) and not (
                    # "the premier league in the world": a source may say so in a sentence that
                    # evidence search did not pick ("It is widely considered to be the premier
                    # ... league in the world")
                    phrase in _SAID_OF_A_RANK and any(phrase in t.lower() for t in ctx.given_texts)
                ):
                    universals.append((kind, i, j, phrase))
        if not universals:
            return self._capped(claim, evidence, ctx)
        claim_stems = content_stems(tokens, _SCOPE_WORDS)
        claim_words = {t.lower for t in tokens}
        side_taken = _takes_side(tokens)
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            sent_stems = content_stems(sent_tokens, _SCOPE_WORDS)
            # "The decision was unanimous": a short claim about a vote, every word in the
            # sentence that gives the tally ("In a 6-3 decision").
            voted = any(p.startswith("unanimous") for _, _, _, p in universals) and (
                bool(claim_stems) and claim_stems <= sent_stems
            )
            # "All council members supported the plan" against "The city council voted 7-2":
            # every one of a body voting one way is a unanimous vote
            every_voted = side_taken and bool((claim_stems - _VOTING - _BACKING) & sent_stems)
            topical = _same_topic(claim_stems, sent_stems)
            if not topical and not voted and not every_voted:
                continue
            for kind, i, j, phrase in universals:
                if phrase.startswith("unanimous") or (phrase in _EVERY and every_voted):
                    # "unanimously approved" where the source gives a split vote ("voted 7-2").
                    vote = _split_vote(sent.text, sent_tokens)
                    if vote is not None:
                        said = sent.text[sent_tokens[vote[0]].start : sent_tokens[vote[1] - 1].end]
                        return [
                            self._flag(
                                claim, ctx, tokens[i].start, tokens[j - 1].end, said, ev, sent
                            )
                        ]
                    if phrase.startswith("unanimous") or not topical:
                        continue
                narrow = self._narrower(kind, sent.text, sent_tokens, claim_words)
                if narrow is None and kind == "quantity":
                    # "All employees" where the source says "employees in the sales department".
                    noun = _following(tokens, j, 1)
                    narrow = (
                        _restricted(sent_tokens, next(iter(noun)), claim_words) if noun else None
                    )
                    head = _plain_noun(tokens, j) if phrase in _EVERY else None
                    if narrow is None and head is not None:
                        narrow = _modified(sent_tokens, head, claim_words) or _qualified(
                            sent.text, sent_tokens, head, claim_words
                        )
                    if (
                        narrow is None
                        and noun
                        and phrase in _EVERY
                        and not _counts(tokens, j)
                        and not _says_all(sent_tokens)
                    ):
                        narrow = _bare_count(sent.text, sent_tokens, next(iter(noun)))
                if narrow is None:
                    continue
                if kind != "place" and not _same_subject(tokens, j, sent_tokens, narrow[0]):
                    continue
                a, b = narrow
                said = sent.text[sent_tokens[a].start : sent_tokens[b - 1].end]
                end = _extend(tokens, j) if kind in ("quantity", "majority") else j
                return [
                    self._flag(claim, ctx, tokens[i].start, tokens[end - 1].end, said, ev, sent)
                ]
        return self._capped(claim, evidence, ctx)

    def _capped(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """The flag of :meth:`_all_of_capped`, :meth:`_unlimited` or :meth:`_each_its_own`, as a
        list: read after the other universals."""
        flag = (
            self._all_of_capped(claim, evidence, ctx)
            or self._unlimited(claim, evidence, ctx)
            or self._each_its_own(claim, ctx)
        )
        return [flag] if flag is not None else []

    def _each_its_own(self, claim: Claim, ctx: CheckContext) -> Flag | None:
        """SCOPE_EXPANSION when the claim gives every member of a group one figure ("Both plans
        include 10 users") where the sources give it for one member ("The Pro plan ... includes
        10 users") and another figure of the same measure for another ("The Basic plan ... for 2
        users"). A source sentence that itself speaks of the whole group ("All plans include 10
        users") says it of every member."""
        m = _COLLECTIVE.search(claim.text)
        # The group must be what the claim is about ("Both plans include ..."), not a place in
        # it ("sear the steak on both sides, about 3 minutes per side").
        if m is None or len(tokenize(claim.text[: m.start()])) > _SUBJECT_REACH:
            return None
        noun = stem(m.group("noun").lower())
        for q in cached_quantities(claim.text):
            if q.start < m.end() or not (q.unit or q.currency):
                continue
            same: Sentence | None = None
            other: tuple[Evidence, Sentence, Quantity] | None = None
            for source in ctx.sources.values():
                for sent, stems in cached_sentence_stems(source.text):
                    if noun not in stems or _COLLECTIVE.search(sent.text):
                        continue
                    for o in cached_quantities(sent.text):
                        if o.kind is not q.kind or o.currency != q.currency or not _same_unit(o, q):
                            continue
                        if states(o, q):
                            same = same or sent
                        elif other is None:
                            ev = Evidence(source.id, sent.start, sent.end, sent.text, 0.0)
                            other = (ev, sent, o)
            if same is None or other is None or other[1] is same:
                continue
            ev, sent, o = other
            said = sent.text[o.start : o.unit_end if o.unit_end > o.start else o.end]
            return make_flag(
                claim,
                ctx,
                m.start(),
                m.end(),
                type=FlagType.SCOPE_EXPANSION,
                severity=Severity.HIGH,
                message=(
                    f'The answer says "{m.group(0)}" have {q.text}{_unit_of(q)}, but the sources '
                    f'give that for one of them and "{said}" for another: {quote(sent.text)}.'
                ),
                suggestion=f"Say which {m.group('noun')} the figure belongs to.",
                source_says=said,
                source_id=ev.source_id,
                contradicts=True,
            )
        return None

    def _unlimited(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim says a thing is unlimited where the evidence sentence
        saying the rest gives an amount of it ("includes unlimited premium data" against
        "includes 50 GB of premium data"); "Unlimited" in a name ("Unlimited Plus") is none."""
        m = _UNLIMITED.search(claim.text)
        if m is None:
            return None
        nouns = {t.stem for t in tokenize(m.group("what")) if is_content(t) and t.lower.isalpha()}
        if not nouns:
            return None
        for ev, sent in _saying_the_rest(claim.text, m, evidence):
            sent_tokens = tokenize(sent.text)
            if any(t.text == "unlimited" for t in sent_tokens):
                continue  # the source says it too, of this or of another thing
            places = [t for t in sent_tokens if t.stem in nouns]
            for q in parse_quantities(sent.text):
                if q.kind is QuantityKind.MONEY or not any(
                    0 <= t.start - q.unit_end <= _CAP_REACH for t in places
                ):
                    continue
                said = sent.text[q.start : q.unit_end]
                return self._flag(claim, ctx, m.start(), m.end(), said, ev, sent)
        return None

    def _inflated_share(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim says "most" of a whole the evidence gives a smaller
        share of ("most patients" / "15% of patients")."""
        found = [
            (i, j, phrase)
            for i, j, phrase in phrase_spans(tokens, tuple(_MAJORITY))
            if _is_scope(tokens, i, j)
        ]
        if not found:
            return None
        claim_stems = content_stems(tokens, _SCOPE_WORDS)
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            sent_stems = content_stems(sent_tokens, _SCOPE_WORDS)
            if not _same_topic(claim_stems, sent_stems):
                continue
            for m in _PROPORTION.finditer(sent.text):
                share = _share(m)
                a = next(k for k, t in enumerate(sent_tokens) if t.end > m.start())
                b = next((k for k, t in enumerate(sent_tokens) if t.start >= m.end()), None)
                if share is None or b is None:
                    continue
                for i, j, phrase in found:
                    if share >= _MAJORITY[phrase] or not _same_noun(tokens, j, sent_tokens, b):
                        continue
                    end = _extend(tokens, j)
                    said = sent.text[
                        sent_tokens[a].start : sent_tokens[_extend(sent_tokens, b) - 1].end
                    ]
                    return self._flag(
                        claim, ctx, tokens[i].start, tokens[end - 1].end, said, ev, sent
                    )
            bare = _bare_share(tokens, found, sent.text, sent_tokens)
            if bare is not None:
                (i, j), said = bare
                end = _extend(tokens, j)
                return self._flag(claim, ctx, tokens[i].start, tokens[end - 1].end, said, ev, sent)
        return None

    def _only_one(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim says "both plans" / "all models" / "every branch"
        and the evidence sentence saying the rest gives it to one of them only ("Only the Pro
        plan includes priority support")."""
        found = [
            (i, k)
            for i, t in enumerate(tokens)
            if t.lower in _EVERY_ONE
            and (i == 0 or tokens[i - 1].lower not in _NOT_SCOPE_BEFORE.get(t.lower, ()))
            and (k := _head_after(tokens, i)) is not None
        ]
        if not found:
            return None
        claim_stems = content_stems(tokens, _SCOPE_WORDS | _EVERY_ONE)
        for ev, sent in evidence_sentences(evidence):
            sent_tokens = tokenize(sent.text)
            if not _same_topic(claim_stems, content_stems(sent_tokens, _SCOPE_WORDS)):
                continue
            lows = [t.lower for t in sent_tokens]
            for i, k in found:
                head = tokens[k].stem
                for a, low in enumerate(lows):
                    if low != "only" or (a > 0 and lows[a - 1] == "not"):
                        continue  # "not only the Pro plan" gives it to more than one
                    b = next(
                        (
                            b
                            for b in range(a + 1, min(a + 1 + _ONLY_REACH, len(sent_tokens)))
                            if sent_tokens[b].stem == head
                        ),
                        None,
                    )
                    if b is None or _EVERY_ONE & set(lows[a:b]):
                        continue
                    said = sent.text[sent_tokens[a].start : sent_tokens[b].end]
                    return self._flag(claim, ctx, tokens[i].start, tokens[k].end, said, ev, sent)
        return None

    def _only_among(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """CONTRADICTION when the claim says "only X" where the evidence sentence saying the
        rest lists X with others ("The agent offers only life insurance" against "insurance
        products including home, auto, life, and health insurance")."""
        for i in _restricting_onlys(tokens):
            t = tokens[i]
            k = _only_item(tokens, i)
            if k is None:
                continue
            item = tokens[k]
            rest = content_stems([x for j, x in enumerate(tokens) if j not in (i, k)])
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if {x.lower for x in sent_tokens} & _EXCLUSIVE:
                    continue  # the source says "only" or "exclusively" itself
                if len(rest & content_stems(sent_tokens)) < _ONLY_SHARED:
                    continue
                claim_stems = content_stems(tokens)
                for m, x in enumerate(sent_tokens):
                    if x.stem != item.stem or not _listed_with_others(sent.text, sent_tokens, m):
                        continue
                    a, b = _list_bounds(sent.text, sent_tokens, m)
                    others = content_stems(sent_tokens[a : b + 1]) - claim_stems
                    if not others:
                        continue  # "Only Ann and Bob came" against "Ann and Bob came"
                    said = sent.text[sent_tokens[a].start : sent_tokens[b].end]
                    claimed = claim.text[t.start : item.end]
                    return make_flag(
                        claim,
                        ctx,
                        t.start,
                        item.end,
                        type=FlagType.CONTRADICTION,
                        severity=Severity.MEDIUM,
                        message=f'The answer says "{claimed}" but the source names '
                        f'"{item.text}" among others ("{said}"): {quote(sent.text)}.',
                        suggestion='Drop "only" or name the others, as the source does.',
                        source_says=sent.text,
                        source_id=ev.source_id,
                        contradicts=True,
                    )
        return None

    def _only_where_all(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """CONTRADICTION when the claim gives something to "only" some of a kind ("Only premium
        members can access the API") where the evidence sentence saying the rest gives it to all
        of that kind ("The API is available to all members")."""
        for i in _restricting_onlys(tokens):
            t = tokens[i]
            # "only premium members", "only to premium members": a modifier and the kind
            j = i + 2 if i + 1 < len(tokens) and tokens[i + 1].lower in ("to", "for") else i + 1
            if j + 1 >= len(tokens) or not (is_content(tokens[j]) and is_content(tokens[j + 1])):
                continue
            if tokens[j].lower in _NOT_ITEMS or any(c.isdigit() for c in tokens[j].text):
                continue
            modifier, kind = tokens[j], tokens[j + 1]
            rest = content_stems([x for k, x in enumerate(tokens) if not i <= k <= j + 1])
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if {x.lower for x in sent_tokens} & _EXCLUSIVE:
                    continue
                if (
                    len(rest & content_stems(sent_tokens)) < min(_ONLY_SHARED, len(rest))
                    or not rest
                ):
                    continue
                for m in range(len(sent_tokens) - 1):
                    if sent_tokens[m].lower not in ("all", "every") or (
                        sent_tokens[m + 1].stem != kind.stem
                    ):
                        continue
                    claimed = claim.text[t.start : kind.end]
                    said = sent.text[sent_tokens[m].start : sent_tokens[m + 1].end]
                    return make_flag(
                        claim,
                        ctx,
                        t.start,
                        kind.end,
                        type=FlagType.CONTRADICTION,
                        severity=Severity.MEDIUM,
                        message=f'The answer says "{claimed}" but the source says "{said}": '
                        f"{quote(sent.text)}.",
                        suggestion=f'Say "{said}", as the source does, or drop "only '
                        f'{modifier.text}".',
                        source_says=sent.text,
                        source_id=ev.source_id,
                        contradicts=True,
                    )
        return None

    def _for_everyone(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim gives something "for everyone" ("Return shipping is
        free for everyone") where the evidence sentence saying the rest gives it for a group
        ("Return shipping is free for members; others pay a $6.99 fee")."""
        m = _FOR_EVERYONE.search(claim.text)
        if m is None:
            return None
        before = re.findall(r"[A-Za-z]+", claim.text[: m.start()])
        if not before:
            return None
        word = before[-1].lower()
        stems = content_stems(tokenize(claim.text[: m.start()]))
        for ev, sent in evidence_sentences(evidence):
            if _FOR_EVERYONE.search(sent.text):
                continue  # the source says it of everyone too
            narrow = re.search(
                rf"\b{re.escape(word)}\s+{m.group('prep')}\s+(?:(?:the|a|an)\s+)?"
                r"(?P<group>[a-z][\w-]*)",
                sent.text,
                re.IGNORECASE,
            )
            # "open to the public" is open to everyone; "for guests" is "for all guests"
            if narrow is None or narrow.group("group").lower() in _EVERYONE_WORDS | {
                w.lower() for w in m.group().split()
            }:
                continue
            said = content_stems(tokenize(sent.text))
            if len(stems & said) >= 2 and coverage(stems, said) >= MIN_OVERLAP:
                return self._flag(claim, ctx, m.start(), m.end(), narrow.group(), ev, sent)
        return None

    def _for_a_group_only(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim gives something plainly ("The event is free") that the
        evidence sentence saying the rest gives a group only ("The event is free for members;
        tickets for guests cost $15"), and no evidence sentence gives it without a group."""
        found = [m for m in _GIVEN_WORD.finditer(claim.text) if m.group("own") is None]
        if not found:
            return None
        claim_stems = content_stems(tokens, _SCOPE_WORDS)
        if len(claim_stems) < 2:
            return None
        sentences = list(evidence_sentences(evidence))
        for m in found:
            word = m.group("word").lower()
            narrowed = []
            for ev, sent in sentences:
                sent_stems = content_stems(tokenize(sent.text), _SCOPE_WORDS)
                if not claim_stems <= sent_stems:
                    continue
                groups = [
                    g
                    for g in _GIVEN_GROUP.finditer(sent.text)
                    if g.group("word").lower() == word
                    and g.group("group").lower() not in _NOT_GROUPS | _EVERYONE_WORDS
                    and stem(g.group("group")) not in claim_stems
                ]
                if not groups:
                    return None  # a sentence gives it without a group, or to the claim's
                narrowed.append((ev, sent, groups[0]))
            if narrowed:
                ev, sent, g = narrowed[0]
                return self._flag(claim, ctx, m.start(), m.end(), g.group(), ev, sent)
        return None

    def _both_for_one(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim says "both" of what the evidence sentence saying the
        rest says of one ("Both parents must sign the form" against "One parent must sign the
        form", "either parent")."""
        for i in range(len(tokens) - 1):
            if tokens[i].lower != "both" or not is_content(tokens[i + 1]):
                continue
            noun = tokens[i + 1].stem
            rest = content_stems(tokens, _SCOPE_WORDS) - {noun}
            if not rest:
                continue
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not rest <= content_stems(sent_tokens, _SCOPE_WORDS):
                    continue
                if any(t.lower == "both" for t in sent_tokens):
                    break  # the source says both too
                one = next(
                    (
                        m
                        for m in range(len(sent_tokens) - 1)
                        if sent_tokens[m].lower in ("one", "either", "single")
                        and sent_tokens[m + 1].stem == noun
                    ),
                    None,
                )
                if one is not None:
                    said = sent.text[sent_tokens[one].start : sent_tokens[one + 1].end]
                    return self._flag(
                        claim, ctx, tokens[i].start, tokens[i + 1].end, said, ev, sent
                    )
        return None

    def _of_some_items(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim calls its subject what the evidence sentence saying
        the rest calls some of its items: "The restaurant is vegan" against "The restaurant
        offers several vegan options"; "The hotel is pet-friendly" against "pet-friendly rooms
        are available". No sentence may call the subject so itself."""
        m = _IS_A_KIND.search(claim.text)
        if m is None:
            return None
        word = m.group("word").lower()
        rest = content_stems(tokenize(claim.text[: m.start()]), _SCOPE_WORDS)
        if not rest:
            return None
        items = re.compile(rf"\b{re.escape(word)}\s+(?P<items>{_ITEMS})\b", re.IGNORECASE)
        said = re.compile(rf"\b(?:is|are|was|were)\s+(?:\w+\s+)?{re.escape(word)}\b", re.IGNORECASE)
        if any(said.search(text) for text in ctx.given_texts):
            return None
        # "a dedicated gluten-free bakery" calls the bakery so
        before = re.compile(rf"\b{re.escape(word)}\s+(?P<noun>[a-z]+)", re.IGNORECASE)
        if any(
            stem(b.group("noun")) in rest for text in ctx.given_texts for b in before.finditer(text)
        ):
            return None
        for ev, sent in evidence_sentences(evidence):
            found = items.search(sent.text)
            if found is None or not rest <= content_stems(tokenize(sent.text), _SCOPE_WORDS):
                continue
            return self._flag(claim, ctx, m.start("word"), m.end("word"), found.group(), ev, sent)
        return None

    def _any_size(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim allows a thing "of any size" (age, weight, length)
        where the evidence sentence saying the rest bounds it ("Pets of any size are welcome"
        against "Pets under 10 kg are welcome")."""
        m = _ANY_SIZE.search(claim.text)
        if m is None:
            return None
        for ev, sent in _saying_the_rest(claim.text, m, evidence):
            bound = next((q for q in parse_quantities(sent.text) if q.side is not None), None)
            if bound is not None:
                text = sent.text[bound.start : bound.unit_end]
                qualifier = f"{bound.qualifier} " if bound.qualifier else ""
                return self._flag(claim, ctx, m.start(), m.end(), qualifier + text, ev, sent)
        return None

    def _all_of_capped(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim allows all of a thing where the evidence sentence
        saying the rest caps it ("Employees can carry over all unused leave" against "Unused
        leave of up to 5 days may be carried over; any excess is forfeited")."""
        m = _ALL_OF.search(claim.text)
        if m is None or m.group("noun").lower() in STOPWORDS:
            return None
        noun = stem(m.group("noun"))
        for ev, sent in _saying_the_rest(claim.text, m, evidence):
            sent_tokens = tokenize(sent.text)
            if _says_all(sent_tokens):
                continue
            places = [t for t in sent_tokens if t.stem == noun]
            for q in parse_quantities(sent.text):
                if q.side != "upper" or not any(
                    abs(t.start - q.start) <= _CAP_REACH for t in places
                ):
                    continue
                said = f"{q.qualifier} {sent.text[q.start : q.unit_end]}"
                return self._flag(claim, ctx, m.start(), m.end(), said, ev, sent)
        return None

    def _any_named(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim allows a thing at any one of a kind where the evidence
        sentence saying the rest names the one after the same preposition ("books can be returned
        at any branch" against "books can be returned at the Oak Street branch")."""
        m = _ANY_ONE.search(claim.text)
        if m is None or m.group("noun") in STOPWORDS or m.group("noun").startswith("time"):
            return None
        noun, prep = stem(m.group("noun")), m.group("prep").lower()
        for ev, sent in _saying_the_rest(claim.text, m, evidence):
            sent_tokens = tokenize(sent.text)
            if any(a.lower == "any" and b.stem == noun for a, b in itertools.pairwise(sent_tokens)):
                continue  # the source allows any too ("or any browser other than Edge")
            for k, t in enumerate(sent_tokens):
                if t.stem != noun:
                    continue
                j = k
                while (
                    j > 0
                    and sent_tokens[j - 1].text[:1].isupper()
                    and sent_tokens[j - 1].text.isalpha()
                    and not is_sentence_start(sent.text, sent_tokens[j - 1].start)
                ):
                    j -= 1
                # after the claim's own preposition: "at the Oak Street branch"
                before = [u.lower for u in sent_tokens[max(0, j - 2) : j]]
                if j < k and before and (before[-1] == prep or before == [prep, "the"]):
                    said = sent.text[sent_tokens[j].start : t.end]
                    return self._flag(claim, ctx, m.start(), m.end(), said, ev, sent)
        return None

    def _one_way_of_either(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim requires one way that the evidence sentence saying the
        rest allows either way: "Lisinopril must be taken with food" against "It may be taken
        with or without food"."""
        m = _REQUIRED_WAY.search(claim.text)
        if m is None:
            return None
        thing = stem(m.group("thing"))
        # the claim's own words but the thing ("taken"), as a short claim may have few
        words = content_stems(tokenize(claim.text)) - {thing}
        for ev, sent in evidence_sentences(evidence):
            either = _EITHER_WAY.search(sent.text)
            if (
                either is not None
                and stem(either.group("thing")) == thing
                and words & content_stems(tokenize(sent.text[: either.start()]))
            ):
                return self._flag(claim, ctx, m.start(), m.end(), either.group(), ev, sent)
        return None

    def _any_time(
        self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim allows a thing "at any time" where the evidence
        sentence saying the rest sets it a deadline ("Claims can be reported at any time"
        against "Claims must be reported within 30 days of the incident")."""
        m = _ANY_TIME.search(claim.text)
        if m is None:
            return None
        for ev, sent in _saying_the_rest(claim.text, m, evidence):
            deadline = _DEADLINE.search(sent.text)
            if deadline is not None:
                return self._flag(claim, ctx, m.start(), m.end(), deadline.group(), ev, sent)
        return None

    def _alone(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim gives a deed to one alone ("Steve Jobs founded Apple
        alone") where the evidence sentence saying the rest shares it ("co-founded Apple with
        Steve Wozniak")."""
        m = _ALONE.search(claim.text)
        if m is None:
            return None
        stems = content_stems([t for t in tokens if not m.start() <= t.start < m.end()])
        for ev, sent in evidence_sentences(evidence):
            shared = _SHARED.search(sent.text)
            if shared is None or _ALONE.search(sent.text):
                continue  # nothing shared, or the source says "by himself" too
            said = content_stems(tokenize(sent.text))
            # "co-founded" says "founded"; a prize "shared" was received or won
            said |= {stem(w) for w in re.findall(r"\bco-?(\w+)", sent.text, re.IGNORECASE)}
            if shared.group().lower().startswith("shared"):
                said |= _SHARED_DEEDS
            if len(stems & said) >= 2 and len(stems & said) >= MIN_OVERLAP * len(stems):
                said_by = shared.group().rstrip(".")  # not the sentence's full stop
                return self._flag(claim, ctx, m.start(), m.end(), said_by, ev, sent)
        return None

    def _broader_rank(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim ranks a thing among a broader class than the evidence
        sentence that says the rest does: "the first person to win a Nobel Prize" against "the
        first woman to win a Nobel Prize" (WordNet: a woman is a person)."""
        broader = broader_nouns()
        for k in range(2, len(tokens)):
            if not _ranked(tokens, k) or not is_content(tokens[k]):
                continue
            noun = tokens[k]
            for ev, sent, sent_tokens, _ in framing(tokens, k, evidence, 1.0):
                for m in range(2, len(sent_tokens)):
                    other = sent_tokens[m]
                    if (
                        _ranked(sent_tokens, m)
                        and sent_tokens[m - 1].lower == tokens[k - 1].lower
                        and other.stem != noun.stem
                        and noun.stem in broader.get(other.stem, ())
                    ):
                        said = sent.text[sent_tokens[m - 1].start : other.end]
                        return self._flag(claim, ctx, tokens[k - 1].start, noun.end, said, ev, sent)
        return None

    def _narrowed_rank(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim ranks a thing among a class that the evidence sentence
        narrows with words the claim drops: "the most visited monument in the world" against
        "the most visited paid monument in the world"."""
        stems = content_stems(tokens)
        for i in range(len(tokens)):
            e = _rank_end(tokens, i)
            if e is None or not is_content(tokens[e]):
                continue
            rank = [t.lower for t in tokens[i:e]]
            noun = tokens[e]
            # The sentence says all the rest of the claim ("It is ... visited ... in the world"),
            # but for the place a rank is said in ("the fastest animal in the world" against "the
            # fastest land animal").
            rest = stems - {noun.stem}
            if not rest - {t.stem for t in tokens[i:e]}:
                continue
            rest -= _RANK_PLACE_STEMS
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not _said_of(rest, tokens, sent_tokens, ctx, ev, sent):
                    continue
                for m in range(len(sent_tokens) - len(rank)):
                    if [t.lower for t in sent_tokens[m : m + len(rank)]] != rank:
                        continue
                    f = m + len(rank)
                    n = next(
                        (
                            j
                            for j in range(f, min(f + _NARROWING_WORDS + 1, len(sent_tokens)))
                            if sent_tokens[j].stem == noun.stem
                        ),
                        None,
                    )
                    if n is None:
                        continue
                    narrowing = sent_tokens[f:n]
                    if narrowing and all(is_content(t) and t.stem not in stems for t in narrowing):
                        said = sent.text[sent_tokens[m].start : sent_tokens[n].end]
                        return self._flag(claim, ctx, tokens[i].start, noun.end, said, ev, sent)
        return None

    def _one_of_ranked(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim gives a thing a rank that the evidence sentence saying
        the rest gives it as one of several: "Etna is the most active volcano in the world"
        against "It is one of the most active volcanoes in the world"."""
        stems = content_stems(tokens)
        for i in range(len(tokens)):
            e = _rank_end(tokens, i)
            if e is None or not is_content(tokens[e]):
                continue
            if i >= 2 and [t.lower for t in tokens[i - 2 : i]] == ["one", "of"]:
                continue
            rank = [t.lower for t in tokens[i:e]]
            rest = stems - {t.stem for t in tokens[i : e + 1]} - _RANK_PLACE_STEMS
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not _said_of(rest, tokens, sent_tokens, ctx, ev, sent):
                    continue
                lows = [t.lower for t in sent_tokens]
                for m in range(2, len(lows) - len(rank)):
                    if lows[m - 2 : m] != ["one", "of"] or lows[m : m + len(rank)] != rank:
                        continue
                    end = sent_tokens[min(m + len(rank), len(lows) - 1)].end
                    said = sent.text[sent_tokens[m - 2].start : end]
                    return self._flag(claim, ctx, tokens[i].start, tokens[e].end, said, ev, sent)
        return None

    def _some_days(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim says "every day" / "daily" / "seven days a week" and
        the evidence sentence saying the rest gives fewer days ("Tuesday through Sunday",
        "closed on Mondays"), or "all year" / "year-round" and it gives fewer months ("May
        through September")."""
        for every, fewer_of, words in _ALL_THE_TIME:
            m = every.search(claim.text)
            if m is None:
                continue
            claim_stems = content_stems(tokens, _SCOPE_WORDS) - words
            for ev, sent in evidence_sentences(evidence):
                sent_tokens = tokenize(sent.text)
                if not _same_topic(claim_stems, content_stems(sent_tokens, _SCOPE_WORDS) - words):
                    continue
                fewer = fewer_of(sent.text)
                if fewer is not None and every.search(sent.text) is None:
                    return self._flag(claim, ctx, m.start(), m.end(), fewer, ev, sent)
        return None

    def _narrower(
        self, kind: str, text: str, sent_tokens: Sequence[Token], claim_words: set[str]
    ) -> tuple[int, int] | None:
        """Token range of the evidence's narrower phrase of this kind, if any and no universal."""
        if any(
            _is_scope(sent_tokens, i, j) for i, j, _ in phrase_spans(sent_tokens, _UNIVERSAL[kind])
        ):
            return None
        for i, j, phrase in phrase_spans(sent_tokens, _NARROW[kind]):
            # "in some markets" narrows "in all markets": a word of the phrase the claim lacks.
            if _is_scope(sent_tokens, i, j) and not set(phrase.split()) <= claim_words:
                return i, _extend(sent_tokens, j)
        if kind == "quantity" and (part := _proportion(text, sent_tokens)) is not None:
            return part
        if kind in {"place", "quantity"}:
            places = _narrow_places(sent_tokens, claim_words)
            if places and (kind == "place" or sent_tokens[places[0][0] + 1].text[0].isdigit()):
                return places[0]
        return None

    def _condition_dropped(
        self, claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
    ) -> Flag | None:
        """SCOPE_EXPANSION when the claim states plainly what the evidence sentence's clause
        allows only on a condition ("Tickets can be refunded" against "Tickets can be refunded
        only if the event is cancelled", "If the product is defective, you get a refund"): the
        claim's words are all the clause's, none the condition's, and the claim sets no
        condition of its own. Likewise when the claim states the condition itself as a fact
        ("The product is defective")."""
        if _OWN_CONDITION.search(claim.text) or _imperative(tokens):
            return None
        claim_stems = content_stems(tokens, _SCOPE_WORDS)
        if len(claim_stems) < 2:
            return None
        sentences = list(evidence_sentences(evidence))
        stated = any(
            claim_stems <= content_stems(tokenize(sent.text), _SCOPE_WORDS)
            and not any(True for _ in _conditions(sent.text))
            for _, sent in sentences
        )
        if stated:
            return None
        for ev, sent in sentences:
            for said, head, condition in _conditions(sent.text):
                if (
                    not _READERS & {t.lower for t in tokenize(said)}
                    and claim_stems <= condition
                    and len(claim_stems) >= _CONDITION_FRAME * len(condition)
                    and not (claim_stems & head)
                ):
                    message = f'The source says this only as a condition ("{said}"), not as a fact'
                    fix = "State it as the source does, as a case, or drop it."
                elif (
                    claim_stems <= head
                    and len(claim_stems) >= _CONDITION_FRAME * len(head)
                    and not (claim_stems & condition)
                ):
                    message = f'The answer leaves out the source\'s condition "{said}"'
                    fix = f'Add the condition ("{said}"), as the source does.'
                else:
                    continue
                return make_flag(
                    claim,
                    ctx,
                    0,
                    len(claim.text.rstrip(" .!")),
                    type=FlagType.SCOPE_EXPANSION,
                    severity=Severity.MEDIUM,
                    message=f"{message}: {quote(sent.text)}.",
                    suggestion=fix,
                    source_says=sent.text,
                    source_id=ev.source_id,
                    contradicts=False,
                )
        return None

    def _flag(
        self,
        claim: Claim,
        ctx: CheckContext,
        start: int,
        end: int,
        said: str,
        ev: Evidence,
        sent: Sentence,
    ) -> Flag:
        claimed = claim.text[start:end]
        return make_flag(
            claim,
            ctx,
            start,
            end,
            type=FlagType.SCOPE_EXPANSION,
            severity=Severity.MEDIUM,
            message=(
                f'The answer says "{claimed}" but the source only says "{said}": '
                f"{quote(sent.text)}."
            ),
            suggestion=f'Narrow "{claimed}" to what the source says ("{said}").',
            source_says=said,
            source_id=ev.source_id,
            contradicts=False,
        )
