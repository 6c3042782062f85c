"""A field of a structured source stated with another value.

An answer written from a record names a field and gives its value: "The deal value is $400K",
"The venue is Osaka", "Its close date is Q3 2024", "The status is pending". When the record holds
another value for that field (``value: 500000``, ``venue: Tokyo``, ``expectedCloseDate:
2024-11-03``, ``status: shipped``), the source contradicts the claim, even where the stated value
occurs elsewhere in the record ("pending" as another order's status, "16" as a day of a date),
which word overlap would count as support.

A field is found in a claim by its key's words in order, compared by stem (``expectedCloseDate``
is "expected close date"), or by their last words where no other key of the sources ends the same
way ("close date"). The value is what the claim says right after it: a form of "be" or another
stating verb ("is", "was", "stands at", "totals", ":"), optionally after "of the deal" ("The
value of the deal is $500K"), up to the end of the clause. It is compared by kind:

- a number (``500000``, ``"4.5"``) with the claim's figures, by value ("$500K", "54%");
- a date (``2024-11-03``) with the claim's time expressions ("Q4 2024", "November 2024");
- other text by words: the claim's value and the record's agree when the words of one are all in
  the other ("Priya" for "Priya Nair", "Phoenix, Arizona" for "Phoenix"), or, for longer
  values, when they share at least half of the shorter one's words ("123 Main Street" for
  "123 Main St"). Text values are compared only where the claim states a value, not a
  description: at most :data:`MAX_TEXT_WORDS` words, not opened by an article ("The city is a
  vibrant place" says nothing of ``city``), and for a recorded name, with a capitalised word
  or a figure of its own ("the venue was excellent" names no venue).

Yes/no fields are :mod:`~groundwise.detectors.attributes`'s and weekly schedules
:mod:`~groundwise.detectors.hours`'s. When several fields of the sources share the key (a list
of deals, two records), a claim agreeing with any of them is not flagged. A value the record
agrees with counts as covered by value (:func:`confirmed_spans`), as "$500K" does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import content_stems, make_flag, stem, tokenize
from groundwise.detectors.attributes import key_stems, path_segments, source_leaves, yes_no
from groundwise.detectors.entities import mentioned
from groundwise.features import cached_quantities, cached_times, key_words
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.wordlists import word_set

#: A text value longer than this many words is a description (a review, a note), not a value.
MAX_VALUE_WORDS = 6
#: A claim's text value of more words than this is a description, not a value.
MAX_TEXT_WORDS = 4
#: Joined key stems shorter than this are too vague to find in a claim ("id").
_MIN_KEY_CHARS = 3
_DATE_RE = re.compile(r"^\d{4}-\d{2}(?:-\d{2})?(?:[ T][\d:.]+Z?)?$")
_NUMBER_RE = re.compile(r"^-?\d+(?:\.\d+)?$")
#: What states a field's value right after its words: a form of "be" or another stating verb,
#: after "of the deal" or "for Acme" (at most four words) or not.
_STATING_RE = re.compile(
    r"(?:\s+(?:of|for)\s+(?:[\w'’&.-]+\s+){0,3}?[\w'’&.-]+)?"
    r"\s*(?::|=|\s(?:is|was|are|were|will\s+be|stands\s+at|stood\s+at|totals|totaled|totalled"
    r"|equals|amounts\s+to|comes\s+to|reads|is\s+set\s+to|was\s+set\s+to)\s)\s*",
    re.IGNORECASE,
)
#: Where the stated value ends: the clause's end ("and", "but", a comma before a space, a
#: sentence end, a bracket).
_VALUE_END_RE = re.compile(r"[;!?()\[\]]|[.,:](?=\s|$)|\s(?:and|but|while|whereas|which|who)\s")
#: A claim's value opened by one of these describes the field ("The city is a vibrant place")
#: rather than stating its value.
_DESCRIBING = word_set("a an the this that these those one some very quite not no never also")
#: ... or says whether the field is there ("WiFi is available" against ``WiFi: free``).
_PRESENCE = word_set("available unavailable offered provided included accessible present")
_NOT_A_VALUE = _DESCRIBING | _PRESENCE
#: Keys (their last word's stem) of fields that record where something is or happens.
_PLACE_KEYS = frozenset(
    stem(w)
    for w in word_set(
        "venue location place site city town country state region address headquarters hq "
        "office campus branch"
    )
)
#: "takes place in Osaka", "is held at the Hilton", "based in Berlin", "is in Munich": the claim
#: says where its subject is; group 1 is the place, capitalised words up to the clause's end.
_WHERE_RE = re.compile(
    r"\b(?:(?:takes|took|will\s+take|to\s+take)\s+place|(?:is|are|was|were|will\s+be|be)"
    r"(?:\s+(?:being|now))?(?:\s+(?:held|hosted|located|based|headquartered|situated))?"
    r"|held|hosted|located|based|headquartered|situated)\s+(?:in|at)\s+"
    r"((?:the\s+)?[A-Z][\w'’.&-]*(?:(?:\s+|,\s*|\s+(?:of|de|la)\s+)[A-Z][\w'’.&-]*){0,4})"
)
_WEEKDAYS = word_set(
    "monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun"
)


@dataclass(frozen=True)
class ValueField:
    """One scalar field of a source: its path, key stems, value and how it is shown."""

    path: str
    #: Stems of the key's words, in order.
    words: tuple[str, ...]
    value: str | int | float
    shown: str
    source_id: str


@dataclass(frozen=True)
class Statement:
    """A claim's statement of a field: the value's words (claim offsets) and the fields it may
    mean (every source field with that key), and whether one of them holds the value."""

    fields: tuple[ValueField, ...]
    span: tuple[int, int]
    agrees: bool


def _scalar(raw: Any) -> str | int | float | None:
    if isinstance(raw, bool) or raw is None or yes_no(raw) is not None:
        return None
    if isinstance(raw, int | float):
        return raw
    if isinstance(raw, str):
        text = raw.strip()
        if text and len(text.split()) <= MAX_VALUE_WORDS:
            return text
    return None


@text_cache(maxsize=SOURCE_TEXTS)
def _fields(source_id: str, text: str, spans: tuple[Any, ...]) -> tuple[ValueField, ...]:
    out = []
    for path, raw in source_leaves(text, spans):
        segments = path_segments(path)
        value = _scalar(raw)
        if value is None or not segments or segments[-1].lower() in _WEEKDAYS:
            continue
        words = tuple(w for w in key_stems(segments[-1]) if w)
        if len("".join(words)) < _MIN_KEY_CHARS:
            continue
        shown = f"{segments[-1]}: {value}"
        out.append(ValueField(path, words, value, shown, source_id))
    return tuple(out)


@text_cache(maxsize=SOURCE_TEXTS)
def _index(
    source_id: str, text: str, spans: tuple[Any, ...]
) -> tuple[dict[tuple[str, ...], tuple[ValueField, ...]], int]:
    """A source's fields by their key stems and by each ending of them that no other key of the
    source shares, and the most words a key has (one index per source, built once: a record
    with thousands of fields stays cheap per claim)."""
    by_words: dict[tuple[str, ...], list[ValueField]] = {}
    endings: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    for f in _fields(source_id, text, spans):
        by_words.setdefault(f.words, []).append(f)
        for k in range(1, len(f.words)):
            ending = f.words[k:]
            if len("".join(ending)) >= _MIN_KEY_CHARS:
                endings.setdefault(ending, set()).add(f.words)
    for ending, keys in endings.items():
        if len(keys) == 1 and ending not in by_words:
            by_words[ending] = list(by_words[next(iter(keys))])
    return {k: tuple(v) for k, v in by_words.items()}, max(map(len, by_words), default=0)


def _stated_value(text: str, end: int) -> tuple[int, int] | None:
    """Where ``text`` states a value after a field's words ending at ``end``: "is $500K"."""
    verb = _STATING_RE.match(text, end)
    if verb is None:
        return None
    start = verb.end()
    stop = _VALUE_END_RE.search(text, start)
    stop_at = stop.start() if stop else len(text)
    value = text[start:stop_at].rstrip()
    if not value:
        return None
    return start, start + len(value)


def _agrees_text(recorded: str, said: str) -> bool | None:
    """Whether a claim's text value says the recorded one; ``None`` when it states none."""
    words = tokenize(said)
    if not words or len(words) > MAX_TEXT_WORDS or words[0].lower in _NOT_A_VALUE:
        return None
    mine, theirs = content_stems(words), content_stems(tokenize(recorded))
    if not mine or not theirs:
        return None
    if recorded[:1].isupper() and not any(
        w.text[:1].isupper() or w.text[:1].isdigit() for w in words
    ):
        return None  # a name is recorded; "the venue was excellent" names nothing
    if mine <= theirs or theirs <= mine:
        return True
    shorter = min(len(mine), len(theirs))
    return shorter >= 3 and len(mine & theirs) * 2 >= shorter


def _agrees(f: ValueField, said: str, ctx: CheckContext) -> bool | None:
    """Whether ``said`` states ``f``'s value; ``None`` when it states no value of its kind."""
    v = f.value
    if isinstance(v, int | float) or _NUMBER_RE.match(v):
        figures = cached_quantities(said)
        if not figures:
            return None
        # Written with thousands separators, so that 2000 is a figure and not a year.
        figure = cached_quantities(f"{float(v):,.10g}" if isinstance(v, str) else f"{v:,}")
        return any(q.matches(o, units=False) for q in figures for o in figure)
    if _DATE_RE.match(v):
        times = [m for m in cached_times(said, ctx.as_of) if m.resolved]
        if not times:
            return None
        dated = cached_times(v, ctx.as_of)
        return any(m.admits(o) for m in times for o in dated)
    return _agrees_text(v, said)


def statements(claim: Claim, ctx: CheckContext) -> list[Statement]:
    """The fields of the sources whose value ``claim`` states, each with whether it agrees."""
    indexes = [_index(s.id, s.text, s.fields) for s in ctx.sources.values()]
    longest = max((n for _, n in indexes), default=0)
    if not longest:
        return []
    tokens = tokenize(claim.text)
    stems = [stem(t.text) for t in tokens]
    out: list[Statement] = []
    i = 0
    while i < len(tokens):
        found = None
        for n in range(min(longest, len(tokens) - i), 0, -1):
            key = tuple(stems[i : i + n])
            fields = [f for index, _ in indexes for f in index.get(key, ())]
            if fields:
                found = (n, fields)
                break
        if found is None:
            i += 1
            continue
        n, candidates = found
        span = _stated_value(claim.text, tokens[i + n - 1].end)
        i += n
        if span is None:
            continue
        said = claim.text[span[0] : span[1]]
        verdicts = [_agrees(f, said, ctx) for f in candidates]
        if all(v is None for v in verdicts):
            continue
        out.append(Statement(tuple(candidates), span, any(v is True for v in verdicts)))
    return out


@text_cache(maxsize=SOURCE_TEXTS)
def _source_places(source_id: str, text: str, spans: tuple[Any, ...]) -> tuple[ValueField, ...]:
    """A source's place fields holding a name (once per source, as :func:`_index`)."""
    return tuple(
        f
        for f in _fields(source_id, text, spans)
        if f.words[-1] in _PLACE_KEYS and isinstance(f.value, str) and f.value[:1].isupper()
    )


def _place_fields(ctx: CheckContext) -> list[ValueField]:
    return [f for s in ctx.sources.values() for f in _source_places(s.id, s.text, s.fields)]


def place_statements(claim: Claim, ctx: CheckContext) -> list[Statement]:
    """Where ``claim`` puts its subject ("takes place in Osaka") when the sources record a place
    (``venue: Tokyo``): agreeing when a recorded place has the claim's words or the other way
    round. A place any source mentions is left alone (it may be right about something else);
    a time ("is in March") is no place."""
    out: list[Statement] = []
    fields: list[ValueField] | None = None
    for m in _WHERE_RE.finditer(claim.text):
        start = m.start(1)
        said = m.group(1).rstrip(".,'’&-")  # "in Osaka." ends the sentence, not the name
        end = start + len(said)
        if cached_times(f"in {said}", ctx.as_of):  # a bare month counts only after "in"
            continue
        if fields is None:
            fields = _place_fields(ctx)
        if not fields:
            return []
        if any(_agrees_text(str(f.value), said) for f in fields):
            out.append(Statement(tuple(fields), (start, end), True))
            continue
        if mentioned([t for t in tokenize(said) if t.lower != "the"], ctx):
            continue
        out.append(Statement(tuple(fields), (start, end), False))
    return out


def confirmed_spans(claim: Claim, ctx: CheckContext) -> list[tuple[int, int]]:
    """Claim spans (claim offsets) giving a field's value as a source records it."""
    return [s.span for s in statements(claim, ctx) + place_statements(claim, ctx) if s.agrees]


class ValueDetector(Detector):
    """The claim gives a record field a value the record does not hold."""

    name = "values"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """One flag per field stated with another value: numbers NUMERIC_MISMATCH, dates
        TEMPORAL_DISTORTION, names ENTITY_MISMATCH, other text CONTRADICTION (all high); and
        ENTITY_MISMATCH (high) for a place the record does not give (:func:`place_statements`)."""
        flags = []
        stated = statements(claim, ctx)
        for s in stated:
            if not s.agrees:
                f = s.fields[0]
                said = claim.text[s.span[0] : s.span[1]]
                words = key_words(path_segments(f.path)[-1])
                flags.append(_flag(claim, ctx, s, f'The answer gives {words} as "{said}"'))
        for s in place_statements(claim, ctx):
            inside = any(o.span[0] <= s.span[0] and s.span[1] <= o.span[1] for o in stated)
            if not s.agrees and not inside:  # "The venue is in Osaka": one flag, the field's
                said = claim.text[s.span[0] : s.span[1]]
                flags.append(_flag(claim, ctx, s, f'The answer places it in "{said}"', entity=True))
        return flags


def _flag(
    claim: Claim, ctx: CheckContext, s: Statement, says: str, *, entity: bool = False
) -> Flag:
    f = s.fields[0]
    start, end = s.span
    said = claim.text[start:end]
    recorded = "; ".join(dict.fromkeys(g.shown for g in s.fields))
    paths = ", ".join(dict.fromkeys(g.path for g in s.fields))
    return make_flag(
        claim,
        ctx,
        start,
        end,
        type=FlagType.ENTITY_MISMATCH if entity else _flag_type(f.value),
        severity=Severity.HIGH,
        message=f'{says}, but the source records "{recorded}" ({paths}).',
        suggestion=f'Replace "{said}" with the value {paths} records.',
        source_says=recorded,
        source_id=f.source_id,
        contradicts=True,
    )


def _flag_type(value: str | int | float) -> FlagType:
    if isinstance(value, int | float) or _NUMBER_RE.match(value):
        return FlagType.NUMERIC_MISMATCH
    if _DATE_RE.match(value):
        return FlagType.TEMPORAL_DISTORTION
    if value[:1].isupper():
        return FlagType.ENTITY_MISMATCH
    return FlagType.CONTRADICTION
