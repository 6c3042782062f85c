"""CONTRADICTION: a yes/no field of a structured source stated the other way round.

Records describe things by yes/no fields: ``"OutdoorSeating": true``, ``"RestaurantsReservations":
false``, ``"BusinessParking": {"valet": false}``, ``"waterproof": "no"``. An answer written from
such a record says "offers outdoor seating" or "does not accept reservations"; when it says the
opposite of the field, the source contradicts it, whatever the words overlap says ("reservations"
is in the source either way).

Fields come from JSON sources: flattened ``key: value`` lines of a loaded JSON file
(:attr:`Source.fields`) or a source whose whole text is a JSON document. A field is found in a
claim by its key's words, in order, compared by stem and written together or apart ("Wi-Fi",
"WiFi", "take-out", "takeout"), with at most three articles, forms of "be" and negators between
them ("dogs are not allowed" for ``DogsAllowed``, "has a TV" for ``HasTV``); a namespace word
that starts several keys of the record ("Restaurants" of ``RestaurantsReservations`` and
``RestaurantsTakeOut``) may be left out, so may a leading verb of having ("There is no TV" for
``HasTV``, "credit cards" for ``BusinessAcceptsCreditCards``), and a one-word option of a group
of yes/no options also needs the group's head word ("validated" counts under ``BusinessParking``
only when the claim says "parking"). Whether the claim denies the field is read from the clause
of its sentence around it: a negator before it ("does not offer X", "no X or Y"), between its
words ("dogs are not allowed") or a negative predicate after it ("X is not available"). When
several sources hold the same field, a claim agreeing with any of them is not flagged.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import Token, make_flag, stem, tokenize
from groundwise.features import split_camel
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.sources import FieldSpan, Source
from groundwise.wordlists import NEGATING_VERBS, NEGATORS, word_set

#: Field values read as yes / no (strings compared lower-cased, quotes and a ``u`` prefix dropped).
YES_VALUES = frozenset({"true", "yes"})
NO_VALUES = frozenset({"false", "no", "none"})
#: Shared negators that do not deny a yes/no field: "a little outdoor seating" is some seating,
#: and "avoid the valet parking" says nothing of whether there is one.
_NOT_DENYING = word_set("little avoid avoids avoided avoiding")
#: Words that deny what follows them in the same clause: the shared negators ("not", "cannot",
#: "unable", "lacks", "rather than", ...), the negating verbs ("fails to", "declined to"), the verb
#: "lack" ("they lack WiFi"; the shared list has only its other forms) and n't.
_DENYING = (NEGATORS - _NOT_DENYING) | NEGATING_VERBS | {"lack"}
_NEGATOR_RE = re.compile(
    r"\b(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(_DENYING, key=len, reverse=True))
    + r")\b|n['’]t\b",
    re.IGNORECASE,
)


def _negates(word: str) -> bool:
    """Whether one lower-cased claim word denies what follows it ("cannot", "isn't")."""
    return word in _DENYING or word.endswith(("n't", "n’t"))


#: A negative predicate right after the field's words: "reservations are not accepted".
_DENIED_AFTER_RE = re.compile(
    r"^\W*(?:[\w'’-]+\W+){0,3}?(?:is|are|was|were)\s+(?:not\b|never\b|unavailable\b)"
    r"|^\W*(?:[\w'’-]+\W+){0,2}?(?:isn['’]t|aren['’]t|wasn['’]t|weren['’]t|unavailable)\b"
    r"|^\W*not\s+(?:available|offered|accepted|provided|allowed|included)\b",
    re.IGNORECASE,
)
#: Clause boundaries: a negation does not reach past them.
_CLAUSE_END_RE = re.compile(
    r"[.;:!?()]|\b(?:but|while|whereas|although|though|however|yet|and|because|since)\b"
    r"|\bas\s+(?=(?:it|they|there|he|she|we|you)\b)",  # "... as it has a casual ambiance"
    re.IGNORECASE,
)
#: A clause opened by one of these ends at its comma: in "Despite not providing street
#: parking, a lot is available" the negation stays in the opening clause. ("Although",
#: "while", "because" ... are clause ends above, so the clause already starts after them.)
_OPENING_CLAUSE_RE = re.compile(
    r"^\W*(?:despite|in\s+spite\s+of|if|unless|when)\b[^,]*,", re.IGNORECASE
)
#: Where a statement ends, lists included ("garage, street, and valet parking are not").
_STATEMENT_END_RE = re.compile(
    r"[.;:!?()]|\b(?:but|while|whereas|although|though|however|yet)\b", re.IGNORECASE
)
#: After a comma, these words start a new statement ("no WiFi, but they do take ..."): a list
#: ("no WiFi, outdoor seating, or reservations") keeps the negation, a new verb ends it.
_NEW_STATEMENT_RE = re.compile(
    r"\b(?:offers?|provides?|has|have|accepts?|takes?|features?|includes?|allows?|is|are|do|does"
    r"|available|they|it)\b",
    re.IGNORECASE,
)
#: Keys shorter than this (joined stems) are too vague to find in a claim ("on", "id").
_MIN_KEY_CHARS = 3
#: A key that starts with one of these verbs names the thing had ("HasTV", "AcceptsCreditCards"):
#: the thing alone is the field too ("There is no TV", "credit cards are not accepted"), and it
#: may be as short as "tv" since the key's verb vouches that it is a name. Not "allows": what
#: is allowed is often said for other reasons ("AllowsDogs" and "they serve hot dogs").
_HAVING_STEMS = frozenset(
    stem(w) for w in ("has", "have", "accepts", "offers", "serves", "provides")
)
_MIN_THING_CHARS = 2
#: "garage, street, and valet parking are not": a list before a plural negative predicate.
_LIST_DENIED_AFTER_RE = re.compile(
    r"^[\w\s,'’-]*?\b(?:and|or)\b[\w\s'’-]{0,40}?\b(?:are|were)\s+(?:not|never|unavailable)\b"
    r"|^[\w\s,'’-]*?\b(?:and|or)\b[\w\s'’-]{0,40}?\b(?:aren['’]t|weren['’]t)\b",
    re.IGNORECASE,
)
#: Words that state a field: the flag's span starts at them ("takes reservations", "no WiFi").
_STATING_WORDS = word_set(
    "offer offers offering provide provides providing has have having accept accepts accepting "
    "take takes taking feature features include includes allow allows serve serves free does do "
    "doesn't don't"
)
_ALTERNATIVE_RE = re.compile(r"\s*(?:or|nor)\b", re.IGNORECASE)
#: At most this many claim words spell one field's words ("Wi" "Fi" for ``WiFi``).
_MAX_PHRASE_WORDS = 4
#: Words that may stand between a field's words, at most _MAX_BETWEEN of them in all, and
#: negators ("dogs are not allowed", "has a TV").
_BETWEEN_WORDS = word_set(
    "a an the is are was were be been being"
    # "a good spot for kids" for ``GoodForKids``
    " spot place choice option"
)
_MAX_BETWEEN = 3


@dataclass(frozen=True)
class YesNoField:
    """One yes/no field of a source: its path, key words and value."""

    path: str
    #: Stems of the key's words joined: ``OutdoorSeating`` -> "outdoorseat", ``TakeOut`` -> "takeout".
    words: str
    #: The same without a namespace word shared by several keys ("" when there is none).
    short: str
    #: The thing a having-verb key names, without the verb: ``HasTV`` -> "tv" ("" when none).
    thing: str
    #: The head word of the option group the field belongs to ("park" for
    #: ``BusinessParking.valet``), when the claim must say it too ("" when not).
    parent: str
    #: The group's head word for any option field ("" for fields that are no option).
    head: str
    value: bool
    #: The field as the source shows it, for the flag's ``source_says``.
    shown: str
    source_id: str


def key_stems(key: str) -> list[str]:
    """Stems of a key's words: ``OutdoorSeating`` -> ``["outdoor", "seat"]``."""
    # Stopwords stay: "TakeOut" is "take out", not "take".
    return [stem(t.text) for t in tokenize(split_camel(key).replace("_", " "))]


def yes_no(value: Any) -> bool | None:
    """A field value read as yes or no (``true``, ``"no"``, ``u'False'``); ``None`` otherwise."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        v = value.strip().lower()
        v = v[1:] if v.startswith("u'") else v
        v = v.strip("'\"")
        if v in YES_VALUES:
            return True
        if v in NO_VALUES:
            return False
    return None


def _walk(data: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """``(path, leaf)`` pairs of a JSON value; list items keep their parent's key."""
    if isinstance(data, Mapping):
        for k, v in data.items():
            yield from _walk(v, f"{path}.{k}" if path else str(k))
    elif isinstance(data, list):
        for v in data:
            yield from _walk(v, path)
    else:
        yield path, data


def source_leaves(text: str, spans: tuple[FieldSpan, ...]) -> list[tuple[str, Any]]:
    """``(path, value)`` of every leaf field of a JSON source; none for prose.

    A text that is a JSON document is parsed (its field spans are over the raw JSON); otherwise
    the spans are the ``key: value`` lines of a flattened record.
    """
    parsed = _json_leaves(text)
    if parsed or not spans:
        return list(parsed)
    out: list[tuple[str, Any]] = []
    for f in spans:
        _, sep, value = text[f.start : f.end].partition(": ")
        if sep:
            out.append((f.path, value))
    return out


@text_cache(maxsize=SOURCE_TEXTS)
def _json_leaves(text: str) -> tuple[tuple[str, Any], ...]:
    head = text.lstrip()[:1]
    if head not in ("{", "["):
        return ()
    try:
        data = json.loads(text)
    except ValueError:
        return ()
    return tuple(_walk(data))


def path_segments(path: str) -> list[str]:
    """A field path's keys without list indexes: ``deals[0].value`` -> ``["deals", "value"]``."""
    return [s for s in re.sub(r"\[\d+\]", "", path).split(".") if s]


@text_cache(maxsize=SOURCE_TEXTS)
def _by_words(
    source_id: str, text: str, spans: tuple[FieldSpan, ...]
) -> dict[str, list[tuple[int, YesNoField]]]:
    """The source's fields by their joined key words (in full, without a namespace and without a
    verb of having), numbered."""
    index: dict[str, list[tuple[int, YesNoField]]] = {}
    for position, f in enumerate(_fields(source_id, text, spans)):
        for words in {f.words, f.short, f.thing} - {""}:
            index.setdefault(words, []).append((position, f))
    return index


def fields_of(source: Source) -> tuple[YesNoField, ...]:
    """The yes/no fields of ``source`` (JSON fields or a JSON document); none for prose."""
    return _fields(source.id, source.text, source.fields)


@text_cache(maxsize=SOURCE_TEXTS)
def _fields(source_id: str, text: str, spans: tuple[FieldSpan, ...]) -> tuple[YesNoField, ...]:
    leaves = source_leaves(text, spans)
    # Words the record's values use (names, categories, reviews): an option word among them
    # ("street" of "State Street") may mean something else in a claim.
    value_words = {stem(t.text) for _, raw in leaves if isinstance(raw, str) for t in tokenize(raw)}
    found = []
    for path, raw in leaves:
        value = yes_no(raw)
        segments = path_segments(path)
        if value is None or not segments:
            continue
        found.append((path, segments, value, raw))
    # A word that starts several keys of the record is a namespace ("Restaurants", "Business").
    keys = {k for path, _ in leaves for k in path_segments(path)}
    firsts = Counter(words[0] for k in keys if len(words := key_stems(k)) > 1)
    option_groups = _option_groups(leaves)
    out = []
    for path, segments, value, raw in found:
        words = key_stems(segments[-1])
        if not words:
            continue
        short = "".join(words[1:]) if len(words) > 1 and firsts[words[0]] > 1 else ""
        if len(short) < _MIN_KEY_CHARS:
            short = ""
        if len("".join(words)) < _MIN_KEY_CHARS:
            continue
        # The verb comes first, or right after a namespace ("BusinessAcceptsCreditCards").
        verb = 1 if short else 0
        thing = ""
        if len(words) > verb + 1 and words[verb] in _HAVING_STEMS:
            thing = "".join(words[verb + 1 :])
            thing = thing if len(thing) >= _MIN_THING_CHARS else ""
        # A one-word option of a group of yes/no options needs the group's head word when the
        # record's values use the word too: "street" counts under ``BusinessParking`` when the
        # claim says "parking", "intimate" under ``Ambience`` without "ambience".
        # Self-describing keys ("OutdoorSeating") and fields of a mixed container need none.
        group = path.rsplit(".", 1)[0] if "." in path else ""
        option = group in option_groups and len(words) == 1
        head = "".join(key_stems(segments[-2])[-1:]) if option else ""
        parent = head if words[0] in value_words else ""
        shown = f"{segments[-1]}: {raw if isinstance(raw, str) else json.dumps(raw)}"
        out.append(
            YesNoField(path, "".join(words), short, thing, parent, head, value, shown, source_id)
        )
    return tuple(out)


def _option_groups(leaves: Sequence[tuple[str, Any]]) -> set[str]:
    """Paths of mappings whose fields are all yes/no values (``BusinessParking``, ``Ambience``)."""
    only_yes_no: dict[str, bool] = {}
    for path, raw in leaves:
        if "." not in path:
            continue
        group = path.rsplit(".", 1)[0]
        only_yes_no[group] = only_yes_no.get(group, True) and yes_no(raw) is not None
        # A group holding another mapping is a container, not a set of options.
        outer = group
        while "." in outer:
            outer = outer.rsplit(".", 1)[0]
            only_yes_no[outer] = False
    return {g for g, only in only_yes_no.items() if only}


class _Mention(NamedTuple):
    """Where a claim spells a field's words, and whether a negator stands between them."""

    start: int
    end: int
    #: "Dogs are not allowed": the field's words enclose the denial.
    negated: bool


#: An acronym's plural ("TVs", "ATMs"), whose "s" the stemmer keeps in words this short.
_ACRONYM_PLURAL_RE = re.compile(r"[A-Z]{2,}s")


def _claim_stem(word: str) -> str:
    return stem(word[:-1] if _ACRONYM_PLURAL_RE.fullmatch(word) else word)


def _mentions(tokens: Sequence[Token]) -> dict[str, _Mention]:
    """Every run of up to four claim words, as its stems joined, with its first place.

    A field is mentioned when its joined key stems are one of these ("wi" + "fi" = "wifi"); one
    dictionary look-up per field keeps records with thousands of fields cheap. Articles, forms of
    "be" and negators may stand between two of the words, so a key that names a thing and what
    holds of it is found where the claim says it as a sentence: ``DogsAllowed`` in "dogs are not
    allowed", ``HasTV`` in "has a TV".
    """
    stems = [_claim_stem(t.text) for t in tokens]
    negators = [_negates(t.lower) for t in tokens]
    between = [n or t.lower in _BETWEEN_WORDS for t, n in zip(tokens, negators, strict=True)]
    out: dict[str, _Mention] = {}
    for i in range(len(tokens)):
        joined, words, skipped, negated, j = "", 0, 0, False, i
        while j < len(tokens) and words < _MAX_PHRASE_WORDS:
            if j > i and between[j]:
                skipped += 1
                if skipped > _MAX_BETWEEN:
                    break
                negated = negated or negators[j]
                j += 1
                continue
            joined += stems[j]
            words += 1
            if joined:
                out.setdefault(joined, _Mention(tokens[i].start, tokens[j].end, negated))
            j += 1
    return out


def _statement(
    text: str, tokens: Sequence[Token], start: int, end: int, head: str
) -> tuple[int, int]:
    """The field's words widened to what states them: "does not offer WiFi", "takes
    reservations", "validated parking" (at most three words back, never past a comma)."""
    i = next(k for k, t in enumerate(tokens) if t.start == start)
    j = next(k for k, t in enumerate(tokens) if t.end == end)
    if head and j + 1 < len(tokens) and stem(tokens[j + 1].text) == head:
        j += 1
    for k in range(i - 1, max(i - 4, -1), -1):
        if "," in text[tokens[k].end : tokens[i].start]:
            break
        if tokens[k].lower in _STATING_WORDS or _negates(tokens[k].lower):
            i = k
    return tokens[i].start, tokens[j].end


def denied(text: str, start: int, end: int) -> bool:
    """Whether the clause of ``text`` around ``text[start:end]`` denies it."""
    before = text[:start]
    ends = list(_CLAUSE_END_RE.finditer(before))
    # "the lack of reservation and take-out services": an "and" that joins two things keeps
    # the negation; one that starts a statement ("and offer takeout", "and parking is free")
    # ends it.
    rest = text[end:]
    stop = _CLAUSE_END_RE.search(rest)
    statement_after = _NEW_STATEMENT_RE.search(
        (rest[: stop.start()] if stop else rest).split(",")[0]
    )
    while (
        ends
        and ends[-1].group(0).lower() == "and"
        and statement_after is None
        and _NEW_STATEMENT_RE.search(before[ends[-1].end() :]) is None
    ):
        ends.pop()
    clause = before[ends[-1].end() :] if ends else before
    opening = _OPENING_CLAUSE_RE.match(clause)
    if opening is not None:
        clause = clause[opening.end() :]
    negators = list(_NEGATOR_RE.finditer(clause))
    if negators:
        later_items = clause[negators[-1].end() :].split(",")[1:]
        # "... or offer reservations" goes on with the negated list.
        if not any(
            _NEW_STATEMENT_RE.search(item) and not _ALTERNATIVE_RE.match(item)
            for item in later_items
        ):
            return True
    after = text[end:]
    strong_stop = _STATEMENT_END_RE.search(after)
    if _LIST_DENIED_AFTER_RE.search(after[: strong_stop.start()] if strong_stop else after):
        return True
    stop = _CLAUSE_END_RE.search(after)
    after = (after[: stop.start()] if stop else after).split(",")[0]
    return bool(_DENIED_AFTER_RE.search(after))


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence of ``text`` holding ``text[start:end]``: from the previous end to the next."""
    before = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    after = [i for c in ".!?\n" if (i := text.find(c, end)) != -1]
    return before, min(after, default=len(text))


@dataclass(frozen=True)
class Reading:
    """How a claim states one yes/no field: the words (claim offsets), yes or no, and whether a
    source records the same."""

    field: YesNoField
    span: tuple[int, int]
    claimed: bool
    agrees: bool


def readings(claim: Claim, ctx: CheckContext) -> list[Reading]:
    """The yes/no fields of the sources that ``claim`` states, each read yes or no."""
    indexes = [_by_words(s.id, s.text, s.fields) for s in ctx.sources.values()]
    if not any(indexes):
        return []
    tokens = tokenize(claim.text)
    mentioned = _mentions(tokens)
    # Only the fields whose key words the claim spells, in source and record order.
    fields = [
        f
        for index in indexes
        for _, f in sorted({p: f for w in mentioned for p, f in index.get(w, ())}.items())
    ]
    values: dict[str, set[bool]] = {}
    spans: dict[str, _Mention] = {}
    first: dict[str, YesNoField] = {}
    for f in fields:
        mention = mentioned.get(f.words) or mentioned.get(f.short) or mentioned.get(f.thing)
        if mention is None or (f.parent and f.parent not in mentioned):
            continue
        key = f.parent + "/" + (f.short or f.words)
        values.setdefault(key, set()).add(f.value)
        spans[key] = mention
        first.setdefault(key, f)
    if not values:
        return []
    # The sentence decides the polarity: "does not offer WiFi, outdoor seating, or
    # reservations" may reach the detector as three claims.
    begin, stop = sentence_bounds(ctx.answer, claim.start, claim.end)
    sentence = ctx.answer[begin:stop]
    at = claim.start - begin
    out = []
    for key, said in values.items():
        start, end, negated = spans[key]
        claimed = not (negated or denied(sentence, at + start, at + end))
        f = first[key]
        span = _statement(claim.text, tokens, start, end, f.head)
        out.append(Reading(f, span, claimed, claimed in said))
    return out


def confirmed_spans(claim: Claim, ctx: CheckContext) -> list[tuple[int, int]]:
    """Claim spans (claim offsets) stating a yes/no field as a source records it."""
    return [r.span for r in readings(claim, ctx) if r.agrees]


class AttributeDetector(Detector):
    """CONTRADICTION: the claim affirms a field the record says no to, or denies a yes."""

    name = "attributes"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """One CONTRADICTION flag per field the claim states the other way round."""
        flags = []
        for r in readings(claim, ctx):
            if r.agrees:
                continue
            f, claimed, (start, end) = r.field, r.claimed, r.span
            phrase = claim.text[start:end]
            flags.append(
                make_flag(
                    claim,
                    ctx,
                    start,
                    end,
                    type=FlagType.CONTRADICTION,
                    severity=Severity.HIGH,
                    message=(
                        f'The answer says "{phrase}", but the source records "{f.shown}" '
                        f"({f.path})."
                    ),
                    suggestion=(
                        f'Rewrite "{phrase}" to say it {"does not apply" if claimed else "applies"}'
                        f", as {f.path} records."
                    ),
                    source_says=f.shown,
                    source_id=f.source_id,
                    contradicts=True,
                )
            )
        return flags
