"""Contradictions: the claim negates what the evidence asserts (or the reverse), or uses an antonym.

Both checks only compare a claim with an evidence sentence about the same thing: most of the claim's
content words must be in the sentence, and every number and mid-sentence name of the claim too (a
different number or name is another detector's business, not a contradiction). A negation is tied
to the word it is about ("did not approve" is about "approve"), so "passed without opposition"
does not contradict "passed": the source never mentions opposition.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from importlib.resources import files

from groundwise.context import CheckContext
from groundwise.detectors import Detector
from groundwise.detectors._lexical import (
    Sentence,
    Token,
    cached_sentence_stems,
    cached_sentences,
    clipped_forms,
    content_stems,
    coverage,
    evidence_sentences,
    is_content,
    is_sentence_start,
    make_flag,
    owned_sentences,
    quote,
    require_aligned,
    sentence_owners,
    sentences_holding,
    stem,
    tokenize,
)
from groundwise.features import REPORTING_VERBS
from groundwise.lexicon import AUXILIARIES, is_verb
from groundwise.memo import text_cache
from groundwise.quantities import singular
from groundwise.results import Claim, Evidence, Flag, FlagType, Severity
from groundwise.transcripts import speaker_of
from groundwise.wordlists import (
    ANTONYM_PAIRS,
    ATTEMPT_VERBS,
    CONDITIONALS,
    FEAR_WORDS,
    IRREGULAR_VERBS,
    NEGATING_VERBS,
    NEGATION_FILLERS,
    NEGATORS,
    SAME_SENSE,
    STOPWORDS,
    word_set,
)

#: Share of the claim's content words the evidence sentence must contain.
MIN_OVERLAP = 0.7
#: Negator followed by these is not a negation ("not only", "no doubt").
_NOT_NEGATING = {
    "not": {"only", "just", "merely", "least", "unlike", "all", "every", "many", "much", "quite"},
    "no": {"doubt", "matter", "sooner"},
    "nothing": {"but"},
    "without": {"doubt"},
}
#: Comparatives that make "no ... than" / "not ... than" a limit ("no more than 5 days").
_BOUND_WORDS = frozenset(
    {"more", "less", "fewer", "greater", "later", "earlier", "sooner", "longer", "shorter"}
)
#: Words before "little" that make it a size or an amount, not a denial.
_LITTLE_NOT_NEGATING = word_set(
    "a as the this that my me his her its our your their wee tiny cute sweet poor nice pretty "
    "lovely cozy cosy charming quaint"
)
#: Tokens a negation may skip before reaching the word it is about.
_LOOKAHEAD = 4
#: The negating prefix, a token of its own ("non-refundable").
_PREFIX = "non"
#: Prefixes that make a word its own denial: "unable" says what "not able" says.
NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non")
#: Opposites that relate two things ("before the vote" / "after the vote"): they disagree only
#: about the same thing, the next content word; "sold twice before being recovered" says
#: nothing against "after it had been sold twice".
_RELATIONAL = frozenset({"before", "after", "above", "below", "following", "preceding", "leading"})
#: Content words on each side of a word that say what it is about ("does not plan to expand by
#: building" and "plan to build" are about building).
_CONTEXT = 3

_ANTONYMS: dict[str, list[tuple[int, int]]] = {}
for _n, (_a, _b) in enumerate(ANTONYM_PAIRS):
    for _side, _forms in enumerate((_a, _b)):
        for _form in _forms:
            _ANTONYMS.setdefault(_form, []).append((_n, _side))
_ANTONYM_FORMS = frozenset(_ANTONYMS)


def _read_opposites() -> dict[str, frozenset[str]]:
    """Stem -> stems of its opposites, from ``data/antonyms.tsv`` (WordNet's antonyms, written by
    ``scripts/build_antonyms.py``): "specific" / "general", "easier" / "difficult"."""
    table: dict[str, set[str]] = {}
    text = files("groundwise").joinpath("data/antonyms.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        left, right, _pos = line.split("\t")
        a, b = {stem(w) for w in left.split()}, {stem(w) for w in right.split()}
        for x in a:
            table.setdefault(x, set()).update(b)
        for x in b:
            table.setdefault(x, set()).update(a)
    return {k: frozenset(v - {k}) for k, v in table.items()}


_OPPOSITES = _read_opposites()


def _read_polarity() -> dict[str, int]:
    """Word -> +1 or -1, from ``data/polarity.tsv`` (the VADER lexicon's strongly positive and
    negative words, written by ``scripts/build_polarity.py``): "encouraging" +1,
    "disappointing" -1."""
    text = files("groundwise").joinpath("data/polarity.tsv").read_text(encoding="utf-8")
    table = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, valence = line.split("\t")
            table[word] = 1 if float(valence) > 0 else -1
    return table


_POLARITY = _read_polarity()


def polar(a: Token) -> bool:
    """Whether a word is strongly positive or negative (:func:`polar_opposites`)."""
    return a.lower in _POLARITY


def polar_opposites(a: Token, b: Token) -> bool:
    """Whether one word is strongly positive and the other strongly negative ("encouraging" /
    "disappointing", "masterpiece" / "disaster"): in the same place of one sentence, the two say
    opposite things of it. Read only word for word, as the lexicon lists them."""
    x, y = _POLARITY.get(a.lower), _POLARITY.get(b.lower)
    return x is not None and y is not None and x != y


def opposites(a: Token, b: Token) -> bool:
    """Whether two words are opposites: a pair of :data:`ANTONYM_PAIRS` ("rose" / "fell") or of
    WordNet's antonyms, by stem ("easy" / "difficult")."""
    sides = dict(_ANTONYMS.get(a.lower, []))  # pair -> the side of it ``a`` is on
    if any(pair in sides and sides[pair] != side for pair, side in _ANTONYMS.get(b.lower, [])):
        return True
    if b.stem in _OPPOSITES.get(a.stem, ()) or a.stem in _OPPOSITES.get(b.stem, ()):
        return True
    return _un_pair(a.lower, b.lower)


def _turned(tokens: Sequence[Token], m: int) -> bool:
    """Whether a denial follows token ``m`` closely ("will likely be unable to attend" says
    "unlikely to attend"; "likely not to"): the word is no opposite of the claim's."""
    return any(
        _is_negator(tokens, x) or _un_form(tokens[x].lower[2:], tokens[x].lower)
        for x in range(m + 1, min(len(tokens), m + 1 + _TURN_REACH))
    )


#: Tokens after a word in which a denial turns it round.
_TURN_REACH = 3


def _un_pair(x: str, y: str) -> bool:
    """Whether one word is the other with "un-" (:func:`_un_form`)."""
    return _un_form(x, y) or _un_form(y, x)


def _un_form(word: str, other: str) -> bool:
    """Whether ``other`` is ``word`` with "un-" ("used" / "unused", "paid" / "unpaid"), which
    WordNet's stems miss; a base of at least four letters, so "until" and "union" are no pair."""
    return other == "un" + word and len(word) >= _UN_BASE and word.isalpha() and other != "unless"


#: The shortest word "un-" is read as negating.
_UN_BASE = 4


#: Verbs that end or take away what follows them: "drops support" denies "supports".
_REMOVING = word_set(
    "drop drops dropped dropping remove removes removed removing end ends ended ending stop stops "
    "stopped stopping discontinue discontinues discontinued withdraw withdraws withdrew withdrawn "
    "cancel cancels cancelled canceled lose loses lost eliminate eliminates eliminated"
)


def _removed(tokens: Sequence[Token], m: int) -> bool:
    """Whether token ``m`` follows a removing verb, perhaps across an article ("drops
    support", "ended the programme")."""
    before = [t.lower for t in tokens[max(0, m - 2) : m]]
    return bool(before) and (
        before[-1] in _REMOVING
        or (
            len(before) == 2
            and before[0] in _REMOVING
            and before[1] in {"the", "a", "its", "their"}
        )
    )


def _after_stems(tokens: Sequence[Token], k: int, n: int) -> set[str]:
    """Stems of the content words among the ``n`` tokens after token ``k``."""
    return {t.stem for t in tokens[k + 1 : k + 1 + n] if is_content(t)}


@dataclass(frozen=True)
class Negation:
    """A negator at token ``neg`` and the content word ``target`` it negates."""

    neg: int
    target: int


def _negator_length(tokens: Sequence[Token], k: int) -> int:
    """Number of tokens of the negator starting at ``k`` ("rather than" is two); 0 if none.

    "It's not that the conflicts aren't serious": "not that" and the denial after it cancel."""
    length = _plain_negator_length(tokens, k)
    if length and (tokens[k].lower == "not" and _next_lower(tokens, k) == "that"):
        return 0
    return 0 if length and _after_not_that(tokens, k) else length


def _next_lower(tokens: Sequence[Token], k: int) -> str:
    return tokens[k + 1].lower if k + 1 < len(tokens) else ""


def _plain_negator_length(tokens: Sequence[Token], k: int) -> int:
    """:func:`_negator_length` without the cancelling "not that"."""
    low = tokens[k].lower
    if low not in _NEGATOR_OPENINGS and not low.endswith("n't"):
        return 0  # most words: none of the branches below can hold
    nxt = _next_lower(tokens, k)
    if low == _PREFIX:
        # "non-refundable" negates "refundable" as "not refundable" would; a name after the
        # prefix ("non-GAAP") is another thing, not a denial.
        after = tokens[k + 1] if k + 1 < len(tokens) else None
        return int(after is not None and after.start == tokens[k].end + 1 and after.text.islower())
    if low in NEGATING_VERBS:
        # "declined to comment" refuses; "declined to $1.9 billion" is a figure that fell
        after_to = tokens[k + 2].text[:1] if k + 2 < len(tokens) else ""
        figure = bool(after_to) and (after_to.isdigit() or after_to in "$€£¥")
        return 2 if nxt == "to" and not figure else 0
    if low in _BARRING:
        # "forbidden from eating" denies the eating as "cannot eat" does
        return 2 if nxt == "from" else 0
    if low in ("no", "not") and nxt in _BOUND_WORDS and _next_lower(tokens, k + 1) == "than":
        return 0  # "no more than 5 days", "no later than March 3": a limit, not a denial
    if (
        low == "without"
        and k >= 2
        and tokens[k - 1].lower == "or"
        and tokens[k - 2].lower == "with"
    ):
        return 0  # "with or without food": either, no denial
    if f"{low} {nxt}" in NEGATORS:
        return 2
    if low.endswith("n't"):
        return 1
    if low == "little" and k > 0 and tokens[k - 1].lower in _LITTLE_NOT_NEGATING:
        # "a little" is some, not none; "in as little as 60 days" is a figure; "wee little
        # taste buds", "their little dog" speak of size.
        return 0
    return 1 if low in NEGATORS and nxt not in _NOT_NEGATING.get(low, set()) else 0


#: Words that deny what follows "from": "forbidden from eating", "banned from driving".
_BARRING = word_set(
    "forbidden forbid forbids banned ban bans barred bar bars prohibited prohibit prohibits"
    " precluded preclude precludes"
)

#: Every word a negator of :func:`_plain_negator_length` may open with, "n't" forms aside.
_NEGATOR_OPENINGS = frozenset(
    {_PREFIX, *NEGATING_VERBS, *_BARRING, *(n.split()[0] for n in NEGATORS)}
)

#: How far a denial may follow "not that" and be cancelled by it.
_NOT_THAT_REACH = 8


def _after_not_that(tokens: Sequence[Token], k: int) -> bool:
    """Whether token ``k`` follows "not that" closely, with nothing but single spaces between
    them ("not that they aren't ...", not "not. That isn't ...")."""
    for m in range(max(0, k - _NOT_THAT_REACH), k - 1):
        if tokens[m].lower == "not" and tokens[m + 1].lower == "that":
            return all(tokens[i + 1].start == tokens[i].end + 1 for i in range(m, k))
    return False


#: Irregular past forms by stem, to their base's stem: "drew" is compared as "draw".
_IRREGULAR_STEMS = {stem(form): stem(base) for form, base in IRREGULAR_VERBS.items()}


def lemma(token: Token) -> str:
    """The token's stem, an irregular past form's base for it ("drew" -> "draw")."""
    return base_stem(token.stem)


def base_stem(word_stem: str) -> str:
    """A stem, or the base's stem where it is an irregular past form's ("sold" -> "sell")."""
    return _IRREGULAR_STEMS.get(word_stem, word_stem)


def _read_senses() -> dict[str, frozenset[str]]:
    senses: dict[str, set[str]] = {}
    for group in SAME_SENSE:
        stems = {stem(w) for w in group}
        for s in stems:
            senses.setdefault(s, set()).update(stems)
    return {s: frozenset(group) for s, group in senses.items()}


_SENSES = _read_senses()


#: A denied word that denies these too, one way only: "Diastolic pressure did not change"
#: denies "fell" and "rose"; "did not fall" says nothing against "changed".
_DENIAL_COVERS: dict[str, frozenset[str]] = {
    stem("change"): frozenset(
        _IRREGULAR_STEMS.get(stem(w), stem(w))
        for w in str.split(
            "rose rise risen increased grew fell fall fallen decreased declined dropped "
            "improved worsened"
        )
    ),
    # "The drug did not affect the risk of stroke" / "had no effect on stroke" denies "reduced
    # the risk of stroke"; "did not reduce" says nothing against "affected" (session 56)
    **{
        stem(w): frozenset(
            _IRREGULAR_STEMS.get(stem(v), stem(v))
            for v in str.split(
                "reduced lowered cut decreased increased raised boosted improved worsened "
                "prevented slowed halved doubled"
            )
        )
        for w in ("affect", "effect", "impact", "influence", "alter")
    },
    # "Do not use in patients with a penicillin allergy" denies "safe for patients with ...";
    # "not safe" says nothing against "used". "Aspirin should not be given to children" denies
    # "recommended for children" (session 55); "not recommended" says nothing against "given".
    stem("use"): frozenset(stem(w) for w in ("safe", "suitable", "recommended")),
    stem("give"): frozenset(stem(w) for w in ("safe", "suitable", "recommended")),
    stem("take"): frozenset(stem(w) for w in ("safe", "suitable", "recommended")),
}


#: Words before whom or what a word a denial covers is said of: "safe for adults", "recommended
#: in pregnancy".
_FOR_WHOM = frozenset({"for", "in", "to", "during", "with"})


def _same_for_whom(tokens: Sequence[Token], c: int, sent_tokens: Sequence[Token]) -> bool:
    """Whether whom a covered word is said of ("safe for adults": adults) is in the denying
    sentence too, or the claim names no one ("Aspirin is safe")."""
    whom = _whom_at(tokens, c)
    return whom is None or whom.stem in {t.stem for t in sent_tokens}


def _whom_at(tokens: Sequence[Token], c: int) -> Token | None:
    """Whom word ``c`` is said of, named just after it ("safe for adults": "adults")."""
    for k in range(c + 1, min(len(tokens), c + 3)):
        if tokens[k].lower in _FOR_WHOM:
            return next((t for t in tokens[k + 1 : k + 4] if is_content(t)), None)
    return None


def _said_of_others(tokens: Sequence[Token], c: int, sent_tokens: Sequence[Token], m: int) -> bool:
    """Whether the claim's word ``c`` and the sentence's opposite word ``m`` are each said of
    someone the other text does not name ("safe for adults" against "unsafe for children"):
    the words then oppose nothing; whom is what differs."""
    mine, theirs = _whom_at(tokens, c), _whom_at(sent_tokens, m)
    return (
        mine is not None
        and theirs is not None
        and mine.stem not in {t.stem for t in sent_tokens}
        and theirs.stem not in {t.stem for t in tokens}
    )


def _same_sense(token: Token, base: str) -> bool:
    """Whether ``token`` says what the word of stem ``base`` says: the same word, or one of its
    sense (:data:`~groundwise.wordlists.SAME_SENSE`: "eligible" for "available")."""
    own = lemma(token)
    return own == base or base in _SENSES.get(own, ())


def _is_negator(tokens: Sequence[Token], k: int) -> bool:
    return _negator_length(tokens, k) > 0


def _attempted(tokens: Sequence[Token], k: int) -> bool:
    """Whether token ``k`` follows a verb of attempt ("tried to land"), which asserts no outcome."""
    return any(tokens[m].lower in ATTEMPT_VERBS for m in range(max(0, k - 3), k))


#: How far before a negator a word of fear or doubt makes it a reported worry.
_FEARED_REACH = 5


def _feared(tokens: Sequence[Token], n: Negation) -> bool:
    """Whether the negation is what someone feared or doubted ("concerns that the bike would not
    be recovered"): it asserts nothing about the outcome."""
    return any(
        tokens[m].lower in FEAR_WORDS
        # "Contrary to popular belief, the wall is not visible": the belief is what it denies
        and not (m >= 2 and tokens[m - 2].lower == "contrary")
        and not (m >= 3 and tokens[m - 3].lower == "contrary")
        for m in range(max(0, n.neg - _FEARED_REACH), n.neg)
    )


#: Words of wanting before "a leader who won't ...": the denial describes what is wished for.
_WISHING = word_set(
    "deserve deserves deserved need needs needed want wants wanted seek seeks seeking looking"
)
#: How far before a relative pronoun a word of wanting may stand ("deserve a leader who").
_WISHED_REACH = 5


def _wished(tokens: Sequence[Token], n: Negation) -> bool:
    """Whether the negation describes someone or something wished for ("The American people
    deserve a leader who won't disrespect their intelligence"): it says nothing of what anyone
    did."""
    rel = n.neg - 1
    while rel >= 0 and tokens[rel].lower in {"will", "would", "does", "do"}:
        rel -= 1
    if rel < 1 or tokens[rel].lower not in {"who", "that", "which"}:
        return False
    # a list of such clauses: "a leader who won't X, who won't Y, and who won't Z"
    first = rel
    for m in range(rel - 1, -1, -1):
        if tokens[m].lower in {"who", "that", "which"}:
            first = m
        elif tokens[m].lower in _WISHING:
            break
    return any(tokens[m].lower in _WISHING for m in range(max(0, first - _WISHED_REACH), first))


def _heads_apart(tokens: Sequence[Token], c: int, sent_tokens: Sequence[Token], m: int) -> bool:
    """Whether the word at ``c`` and its match at ``m`` modify two other nouns right after them
    ("a criminal settlement" / "avoided criminal charges"): a denial of the one is no denial of
    the other."""
    if c + 1 >= len(tokens) or m + 1 >= len(sent_tokens):
        return False
    a, b = tokens[c + 1], sent_tokens[m + 1]
    return (
        is_content(a)
        and is_content(b)
        and a.stem != b.stem
        and not _is_negator(tokens, c + 1)
        and not _is_negator(sent_tokens, m + 1)
        and a.text[:1].islower()
        and b.text[:1].islower()
        and not any(ch.isdigit() for ch in a.text + b.text)
    )


def _negative_form(tokens: Sequence[Token], word: Token) -> bool:
    """Whether ``tokens`` hold ``word`` with a negating prefix ("impossible" for "possible"):
    such a side denies the word itself, so the plain word elsewhere in it is about something
    else. Compared as words and as stems ("unacceptable" for "accept")."""
    forms = {p + word.lower for p in NEGATIVE_PREFIXES}
    stems = {p + word.stem for p in NEGATIVE_PREFIXES}
    return any(t.lower in forms or t.stem in stems for t in tokens)


def _denies_elsewhere(
    tokens: Sequence[Token], negs: Sequence[Negation], other: Sequence[Token]
) -> bool:
    """Whether every negator of ``tokens`` has a word it is about (``negs``) and none of the
    first few content words after it (:data:`_DENIAL_REACH`: "wasn't a huge fan", "won't work
    to dismantle", "without the possibility of parole") is in ``other``: the denials are of
    something else."""
    if not negs or len(negs) != sum(_is_negator(tokens, k) for k in range(len(tokens))):
        return False
    said = {lemma(t) for t in other} | {t.stem for t in other}
    for n in negs:
        # "non-" denies its own word only ("a non-refundable pet deposit" allows pets)
        after = (
            [tokens[n.target]]
            if tokens[n.neg].lower == _PREFIX
            else [t for t in tokens[n.neg + 1 :] if is_content(t)][:_DENIAL_REACH]
        )
        if any(lemma(t) in said or t.stem in said for t in after):
            return False
    return True


#: Content words after a negator that :func:`_denies_elsewhere` reads as what it may deny.
_DENIAL_REACH = 4


def _free_of(text: str, tokens: Sequence[Token], m: int) -> bool:
    """Whether token ``m`` is hyphened to "free" ("Risk-Free"): the word is denied, as "no
    risk" denies it."""
    return (
        m + 1 < len(tokens)
        and tokens[m + 1].lower == "free"
        and text[tokens[m].end : tokens[m + 1].start] == "-"
    )


def _has_negator(tokens: Sequence[Token]) -> bool:
    return any(_is_negator(tokens, k) for k in range(len(tokens)))


def _unshared(
    tokens: Sequence[Token],
    claim_negs: Sequence[Negation],
    sent_tokens: Sequence[Token],
    sent_negs: Sequence[Negation],
) -> tuple[list[Negation], list[Negation], bool]:
    """The claim's and the sentence's denials less those both make in the same words (the
    same negator before the same word, "without a seat"), and whether there were such; only
    where every negator of each side has a word it is about, so no side denies more than
    :func:`find_negations` reads."""

    def said(toks: Sequence[Token], n: Negation) -> tuple[str, str]:
        return toks[n.neg].lower, lemma(toks[n.target])

    both = {said(sent_tokens, n) for n in sent_negs} & {said(tokens, n) for n in claim_negs}
    if (
        not both
        or len(claim_negs) != sum(_is_negator(tokens, k) for k in range(len(tokens)))
        or len(sent_negs) != sum(_is_negator(sent_tokens, k) for k in range(len(sent_tokens)))
    ):
        return list(claim_negs), list(sent_negs), False
    return (
        [n for n in claim_negs if said(tokens, n) not in both],
        [n for n in sent_negs if said(sent_tokens, n) not in both],
        True,
    )


#: Words that end what a denial covers: "not damage from floods or earthquakes, which ...".
_DENIAL_ENDS = frozenset({"which", "that", "who", "but", "while", "whereas", "although", "though"})


def _denied_span(text: str, tokens: Sequence[Token], neg: int) -> range:
    """Token indexes a denial at ``neg`` covers: from the negator to its clause's end."""
    end = neg + 1
    while (
        end < len(tokens)
        and not _broken(text, tokens[end - 1], tokens[end])
        and tokens[end].lower not in _DENIAL_ENDS
    ):
        end += 1
    return range(neg, end)


def _denied_of_these(
    tokens: Sequence[Token], sent_text: str, sent_tokens: Sequence[Token], denied: Negation
) -> bool:
    """Whether the words that qualify the claim's word (the nouns and names right by it) are in
    the sentence only where its denial of the word (``denied``) covers them, and none stands by
    another use of the word: "Homeowners insurance
    typically covers flood damage" against "covers damage from fire, windstorms and hail, but
    not damage from floods or earthquakes" ("floods" is only in the denial; "hail" is not)."""
    target = lemma(sent_tokens[denied.target])
    span = _denied_span(sent_text, sent_tokens, denied.neg)
    inside = {sent_tokens[m].stem for m in span if is_content(sent_tokens[m])}
    outside = {t.stem for m, t in enumerate(sent_tokens) if m not in span and is_content(t)}
    # beside the sentence's other uses of the word: "United won 2-1" is the claim's "United won"
    beside_others = {
        u.stem
        for m, t in enumerate(sent_tokens)
        if lemma(t) == target and m != denied.target
        for u in (*sent_tokens[max(0, m - 2) : m], *sent_tokens[m + 1 : m + 3])
    }
    for c, t in enumerate(tokens):
        if lemma(t) != target:
            continue
        # what qualifies the word: the nouns and names right by it ("flood damage")
        own = {
            u.stem
            for u in (*tokens[max(0, c - 1) : c], *tokens[c + 1 : c + 3])
            if is_content(u) and (u.text[0].isupper() or not is_verb(u.lower))
        }
        shared = own & beside_others
        if shared:
            # the subject beside both uses is no qualifier of either ("The drug reduced
            # mortality" against "The drug reduced hospitalizations but did not reduce
            # mortality"): what follows the word decides; a name beside both is the claim's
            # own use ("United won the derby" against "City did not win the derby, which
            # United won 2-1")
            after = {u.stem for u in tokens[c + 1 : c + 3] if is_content(u)}
            named = any(u.stem in shared and u.text[0].isupper() for u in tokens[1:])
            if named or not (shared.isdisjoint(after) and (after - outside) & inside):
                continue
        if (own - outside) & inside:
            return True
    return False


def _purposed(tokens: Sequence[Token], negs: Sequence[Negation]) -> bool:
    """Whether a denial says what something is for: "to avoid pushing", "so as not to"."""
    return any(n.neg and tokens[n.neg - 1].lower in ("to", "as") for n in negs)


def _broken(text: str, a: Token, b: Token) -> bool:
    """Whether punctuation between two tokens ends the reach of a negation."""
    return any(c in ",;:.!?()" for c in text[a.end : b.start])


#: How far "nor" may follow "neither", and the subjects' verb may follow "nor".
_NOR_REACH = 6


def _neither_subject(text: str, tokens: Sequence[Token], k: int) -> tuple[int, int] | None:
    """``(nor, verb)`` token indexes where "neither" at ``k`` opens a clause's subjects ("But
    neither the Patriots nor the NFL has anything to be ashamed of"): the clause denies its
    predicate, not the things it names. ``None`` for any other "neither" ("speaks neither French
    nor German" denies the languages)."""
    if tokens[k].lower != "neither":
        return None
    if (
        k
        and tokens[k - 1].lower not in _CLAUSE_OPENERS
        and not _broken(text, tokens[k - 1], tokens[k])
    ):
        return None
    nor = next(
        (m for m in range(k + 1, min(len(tokens), k + 1 + _NOR_REACH)) if tokens[m].lower == "nor"),
        None,
    )
    if nor is None:
        return None
    verb = next(
        (
            m
            for m in range(nor + 1, min(len(tokens), nor + 1 + _NOR_REACH))
            if tokens[m].lower in AUXILIARIES
        ),
        None,
    )
    return None if verb is None else (nor, verb)


def find_negations(text: str, tokens: Sequence[Token]) -> list[Negation]:
    """Each negator of ``text`` with the content word it is about (if one follows closely)."""
    out: list[Negation] = []
    subject_nors: set[int] = set()
    for k in range(len(tokens)):
        length = _negator_length(tokens, k)
        if not length or k in subject_nors:
            continue
        start = k + length
        if (
            tokens[k].lower in NEGATING_VERBS
            and k + 2 < len(tokens)
            and tokens[k + 1].lower == "to"
            and not _broken(text, tokens[k + 1], tokens[k + 2])
        ):
            # "declined to say whether rates would be cut": what is declined is saying
            out.append(Negation(k, k + 2))
            continue
        subject = _neither_subject(text, tokens, k)
        if subject is not None:
            # The negation is about the predicate after the subjects' verb.
            subject_nors.add(subject[0])
            start = subject[1] + 1
        for m in range(start, min(len(tokens), start + _LOOKAHEAD)):
            if _broken(text, tokens[m - 1], tokens[m]):
                break
            low = tokens[m].lower
            if low in NEGATION_FILLERS or (not is_content(tokens[m]) and low not in _ANTONYM_FORMS):
                continue
            if low in ("need", "needs") and _next_lower(tokens, m) == "to":
                continue  # "do not need to be booked" denies the booking that "must be" asks
            if (
                low in _LIGHT_VERBS
                and m + 2 < len(tokens)
                and tokens[m + 1].lower in ("a", "an", "any")
                and is_content(tokens[m + 2])
            ):
                m += 2  # "has not turned a profit" denies the profit
            out.append(Negation(k, m))
            break
    return out


#: Verbs that say little but that their object is had: "has not turned a profit" denies "a
#: profit" as "is not profitable" does.
_LIGHT_VERBS = word_set(
    "turn turns turned make makes made post posts posted earn earns earned record records"
    " recorded generate generates generated"
)


def _negated_targets(negs: Sequence[Negation]) -> set[int]:
    return {n.target for n in negs}


#: Words that say "some" of a thing, where a denial says "no": "Several illnesses have been
#: reported" is about what "No illnesses have been reported" is about.
_SOME = word_set("several many multiple numerous various")


def _stems_without_negators(tokens: Sequence[Token]) -> set[str]:
    return set(_stems_without_negators_of(tuple(tokens)))


@text_cache(maxsize=4096)
def _stems_without_negators_of(tokens: tuple[Token, ...]) -> frozenset[str]:
    # A claim is compared with many sentences, and a sentence with many claims: read each once.
    negs = {k for k in range(len(tokens)) if _is_negator(tokens, k)}
    return frozenset(
        content_stems(t for k, t in enumerate(tokens) if k not in negs and t.lower not in _SOME)
    )


def _polar(tokens: Sequence[Token]) -> bool:
    """Whether polarity can be compared: no condition ("if", "unless") and no question; "whether"
    after a word of saying reports what was (not) said ("declined to say whether rates would be
    cut")."""
    return not any(
        t.lower in CONDITIONALS
        and not (t.lower == "whether" and k and tokens[k - 1].lower in _SAYING)
        for k, t in enumerate(tokens)
    )


@dataclass(frozen=True)
class _Condition:
    """The content stems of an "if" clause, and of the examples it gives ("such as ...")."""

    stems: frozenset[str]
    examples: frozenset[str]

    def named_by(self, claim: AbstractSet[str]) -> bool:
        """Whether a claim's stems name this case: most of the clause's words, or every word of
        an example with a word of the clause ("the delay was caused by bad weather" names "if
        the delay was caused by extraordinary circumstances, such as bad weather")."""
        if len(self.stems & claim) >= _CONDITION_SHARE * len(self.stems):
            return True
        return bool(self.examples) and self.examples <= claim and bool(self.stems & claim)


#: Share of an "if" clause's words a claim must state to speak of the same case.
_CONDITION_SHARE = 0.75
_EXAMPLES = re.compile(r"\W{0,3}\s*(?:such\s+as|including|like|e\.g\.)\s+", re.IGNORECASE)
_EXAMPLES_INSIDE = re.compile(r"\s+(?:such\s+as|including|e\.g\.)\s+", re.IGNORECASE)


def _condition(text: str, tokens: Sequence[Token]) -> _Condition | None:
    """The one "if" clause of a sentence without "unless" or "whether" ("Airlines do not have to
    pay compensation if the delay was caused by extraordinary circumstances, such as bad
    weather"), up to the next clause break; ``None`` for any other sentence. A sentence with
    such a clause can be compared with a claim that states the same case."""
    ifs = [k for k, t in enumerate(tokens) if t.lower in CONDITIONALS]
    if len(ifs) != 1 or tokens[ifs[0]].lower != "if":
        return None
    start = tokens[ifs[0]].end
    end = _clause_break(text, start)
    # the examples may follow without a comma ("if ... circumstances such as severe weather")
    inside = _EXAMPLES_INSIDE.search(text, start, end)
    stems = frozenset(content_stems(tokenize(text[start : inside.start() if inside else end])))
    if not stems:
        return None
    examples: frozenset[str] = frozenset()
    if inside is not None:
        examples = frozenset(content_stems(tokenize(text[inside.end() : end])))
    elif m := _EXAMPLES.match(text, end):
        examples = frozenset(content_stems(tokenize(text[m.end() : _clause_break(text, m.end())])))
    return _Condition(stems, examples)


def _clause_break(text: str, start: int) -> int:
    ends = [i for i in (text.find(c, start) for c in ",;:") if i >= 0]
    return min(ends, default=len(text))


#: Words of saying that a "whether" clause may follow in a polar statement.
_SAYING = frozenset(
    str.split("say said confirm confirmed disclose disclosed reveal specify comment")
)


def _has_digit(token: Token) -> bool:
    return any(c.isdigit() for c in token.text)


@dataclass(frozen=True)
class _Read:
    """An evidence sentence read once for every clause of a claim: its tokens, its content stems
    (negators aside), its lower-case words and whether it negates anything."""

    evidence: Evidence
    sentence: Sentence
    tokens: list[Token]
    stems: set[str]
    words: set[str]
    negates: bool
    #: Words of the sentences just before it in its evidence span, where it speaks of someone or
    #: something by a pronoun ("It was constructed ..." after "The Eiffel Tower is ...").
    antecedents: frozenset[str] = frozenset()
    #: Stems of the exception it was read without ("not recommended unless the patient has
    #: heart failure"): a claim that names it may be the exception.
    exception: frozenset[str] = frozenset()
    #: The whole statement, exception and all, as the flag quotes it.
    whole: Sentence | None = None
    #: A denial with its predicate filled in (:func:`_elided`), as written ("damage from
    #: gradual leaks is not"): the clause before it asserts the predicate of something else.
    elided: str = ""
    #: The case a conditional sentence speaks of (:func:`_condition`): only a claim that names
    #: the same case is compared with it.
    condition: _Condition | None = None
    #: Content stems of the sentence before a short denial ("Vision is not covered" after "The
    #: policy covers dental care."): the topic its two words speak within.
    topic: frozenset[str] = frozenset()


#: Pronouns by which a sentence speaks of a name that an earlier sentence gives.
_PRONOUNS = frozenset({"it", "its", "he", "his", "him", "she", "her", "they", "their", "them"})
#: Words by which a transcript's turn speaks of its speaker.
_FIRST_PERSON = frozenset({"i", "we"})
#: How many sentences back a pronoun's name may be.
_ANTECEDENT_SENTENCES = 2


#: Where one statement of a sentence ends: a semicolon, or a comma before "because" (not
#: "because of").
_STATEMENT_BREAK = re.compile(r";\s*|,\s*because\s+(?!of\b)", re.IGNORECASE)


#: A label that opens a sentence, before a colon ("Day 4: wine tasting; dinner not included").
_LABEL = re.compile(r"\s*([^\W\d_][^:;,.!?]{0,30}?)\s*:\s")
#: Most words of such a label.
_LABEL_WORDS = 4


def _label(sent: Sentence) -> list[Token]:
    """The tokens of the label that opens a sentence, which every statement of the sentence
    speaks under ("Day 4: Douro Valley wine tasting; dinner not included" denies dinner on day
    4); empty where it has none."""
    m = _LABEL.match(sent.text)
    tokens = tokenize(m.group(1)) if m else []
    return tokens if len(tokens) <= _LABEL_WORDS else []


def _statements(sent: Sentence) -> list[Sentence]:
    """A sentence's statements: its parts between semicolons, each read on its own ("The drug
    was approved in Europe in 2023; it is not approved in the United States" says "approved"
    of one place and denies it of another), and a reason given after a comma ("should not be
    taken with aspirin unless a doctor advises it, because the combination raises the risk of
    bleeding": the reason holds whatever the rule's case)."""
    out = []
    start = 0
    for m in [*_STATEMENT_BREAK.finditer(sent.text), None]:
        end = m.start() if m is not None else len(sent.text)
        text = sent.text[start:end]
        if text.strip():
            out.append(Sentence(text, sent.start + start, sent.start + end))
        if m is not None:
            start = m.end()
    return out


_UNLESS = re.compile(r",?\s*\bunless\b", re.IGNORECASE)

_AUXILIARY = r"(?:is|are|was|were|can|will|does|do|did|has|have)"
#: "X is covered, but Y is not": a denial that leaves out the predicate it denies.
_ELLIPSIS = re.compile(
    rf"\b{_AUXILIARY}\s+(?P<pred>(?:be\s+|been\s+)?[a-z]+)\b[^;]*?,\s*but\s+"
    rf"(?P<denial>(?P<subject>[^,;]+?)\s+(?:cannot|{_AUXILIARY}\s*(?:not|n't)))\s*[.!]?\s*$",
    re.IGNORECASE,
)


def _elided(sent: Sentence) -> tuple[Sentence, str] | None:
    """The denial at the end of a statement with its predicate filled in, and as written:
    "Water damage from a burst pipe is covered, but damage from gradual leaks is not" ->
    "damage from gradual leaks is not covered" (offsets: the denial as written)."""
    m = _ELLIPSIS.search(sent.text)
    if m is None:
        return None
    text = f"{m.group('denial')} {m.group('pred')}"
    filled = Sentence(text, sent.start + m.start("denial"), sent.start + m.end("denial"))
    return filled, m.group("denial")


#: A sale that takes nothing back: "Clearance items are final sale", "All sales are final".
_FINAL_SALE = re.compile(
    r"\b(?P<what>[\w' -]{3,60}?)\s+(?:is|are)\s+(?:a\s+)?(?:final\s+sales?|sold\s+as\s+final"
    r"|non-?returnable)\b",
    re.IGNORECASE,
)


#: Words every match of :data:`_FINAL_SALE` holds (with its flags, so that it finds as much).
_FINAL_SALE_WORDS = re.compile(r"final|returnable", re.IGNORECASE)


def _final_sale(sent: Sentence) -> tuple[Sentence, str] | None:
    """A final sale read as the denial it is: "Clearance items are final sale" -> "Clearance
    items cannot be returned or refunded" (offsets: the statement as written)."""
    # The pattern's lazy prefix is tried at every word; most sentences lack its words.
    m = _FINAL_SALE.search(sent.text) if _FINAL_SALE_WORDS.search(sent.text) else None
    if m is None:
        return None
    text = f"{m.group('what')} cannot be returned or refunded"
    filled = Sentence(text, sent.start + m.start(), sent.start + m.end())
    return filled, m.group()


#: A question of what to do, which asserts nothing ("Should we outlaw ...?"); other questions
#: may tell a dialogue's facts ("Did you restart your computer before launching them?", "Can I
#: send you some detailed information via email or mail to compare our plans?").
_DELIBERATING = re.compile(r"\W*(?:should|shall|must)\s+(?:we|i)\b[^?]*\?\s*$", re.IGNORECASE)


def _rule_of(sent: Sentence) -> tuple[Sentence, frozenset[str]]:
    """A statement with an exception read as its rule, and the exception's stems: "Beta
    blockers are not recommended unless the patient has heart failure" says "not recommended"
    of everyone else; "Unless ..., X" likewise. Other statements come back whole."""
    m = _UNLESS.search(sent.text)
    if m is None or len(_UNLESS.findall(sent.text)) > 1:
        return sent, frozenset()
    if sent.text[: m.start()].strip():
        rule = Sentence(sent.text[: m.start()], sent.start, sent.start + m.start())
        exception = sent.text[m.end() :]
    else:
        comma = sent.text.find(",", m.end())
        if comma < 0:
            return sent, frozenset()
        rule = Sentence(sent.text[comma + 1 :], sent.start + comma + 1, sent.end)
        exception = sent.text[m.end() : comma]
    return rule, frozenset(content_stems(tokenize(exception)))


def _read(evidence: Sequence[Evidence], ctx: CheckContext | None = None) -> list[_Read]:
    """The polar sentences of the evidence, each read once. A sentence that speaks by a pronoun
    and opens its evidence span takes the words of the source sentence before it (``ctx``)."""
    out = []
    before: dict[int, list[set[str]]] = {}
    for ev, sentence, statement, elided in (
        (ev, whole, part, elided)
        for ev, whole in evidence_sentences(evidence)
        for part in _statements(whole)
        # each statement once as written, then once with a left-out predicate filled in
        for elided in (None, *filter(None, [_elided(part), _final_sale(part)]))
    ):
        if elided is not None:
            filled, written = elided
            tokens = tokenize(filled.text)
            out.append(
                _Read(
                    ev,
                    filled,
                    tokens,
                    _stems_without_negators(tokens),
                    {t.lower for t in tokens},
                    True,
                    whole=statement,
                    elided=written,
                )
            )
            continue
        if _DELIBERATING.match(statement.text):
            continue  # "Should we outlaw an individual's freedom to test?" asks what to do
        if _CALLED_FALSE.search(statement.text):
            continue  # "The myth that Einstein failed math is false" asserts no failure
        sent, exception = _rule_of(statement)
        tokens = tokenize(sent.text)
        words = {t.lower for t in tokens}
        stems = _stems_without_negators(tokens)
        if statement.start > sentence.start:
            label = _label(sentence)
            words |= {t.lower for t in label}
            stems |= content_stems(label)
        earlier = before.setdefault(id(ev), [])
        polar = _polar(tokens)
        # a conditional sentence is read for a claim that names its case (:class:`_Condition`)
        condition = None if polar else _condition(sent.text, tokens)
        if polar or condition is not None:
            antecedents: frozenset[str] = frozenset()
            # "We offer ..." after "I'm calling from BestInsuranceXYZ": the firm a speaker
            # speaks for is named before, as a pronoun's name is
            if polar and words & (_PRONOUNS | _FIRST_PERSON):
                antecedents = frozenset().union(*earlier[-_ANTECEDENT_SENTENCES:])
                if not earlier and ctx is not None:
                    antecedents = _sentence_before(ctx, ev, sent.start)
            if polar and ctx is not None:
                # a transcript's turn speaks of its speaker as "I" ("Industrial Designer: ...")
                antecedents |= {w.lower() for w in speaker_of(ctx, ev, sent.start).split()}
            negates = _has_negator(tokens)
            topic: frozenset[str] = frozenset()
            if polar and negates and len(stems) < _MIN_DENIAL_WORDS:
                last = earlier[-1] if earlier else None
                if last is None and ctx is not None:
                    last = set(_sentence_before(ctx, ev, sent.start))
                topic = frozenset(stem(w) for w in last or () if w not in STOPWORDS)
            out.append(
                _Read(
                    ev,
                    sent,
                    tokens,
                    stems,
                    words,
                    negates,
                    antecedents,
                    exception,
                    statement,
                    condition=condition,
                    topic=topic,
                )
            )
        earlier.append(words)
    return out


def _sentence_before(ctx: CheckContext, ev: Evidence, start: int) -> frozenset[str]:
    """The words of the source sentence before the one at ``start`` of an evidence span."""
    source = ctx.sources.get(ev.source_id)
    if source is None:
        return frozenset()
    at = ev.start + start
    before = [s for s in cached_sentences(source.text) if s.end <= at]
    return frozenset(t.lower for t in tokenize(before[-1].text)) if before else frozenset()


def _resolved(tokens: Sequence[Token], sent: _Read) -> set[str]:
    """The claim's name words a sentence speaks of by a pronoun: in the sentences before it, not
    in it ("The Eiffel Tower" / "... Gustave Eiffel ... tower. It was built ...")."""
    resolved: set[str] = set()
    if not sent.antecedents:
        return resolved
    for k, t in enumerate(tokens):
        if t.lower not in sent.antecedents or t.lower in sent.words:
            continue
        # A number is part of the name before it: "The Aria 5 is waterproof" / "It is ...".
        if t.text[0].isupper() or (k and t.text.isdigit() and tokens[k - 1].lower in resolved):
            resolved.add(t.lower)
    # The claim's subject, where the sentence opens with a pronoun: "The library is open on
    # Sundays" / "The library is open Monday through Thursday ... It is closed on Sundays".
    # Likewise a transcript's speaker, where the turn speaks as "I" ("The agent refused to offer
    # a refund" / "Agent: ... I can offer a replacement or a full refund").
    subject = next((t for t in tokens if is_content(t)), None)
    if (
        subject is not None
        and sent.tokens
        and (sent.tokens[0].lower in _PRONOUNS or sent.words & _FIRST_PERSON)
        and subject.lower in sent.antecedents
        and subject.lower not in sent.words
    ):
        resolved.add(subject.lower)
    return resolved


def _comparable(
    claim: Claim, tokens: Sequence[Token], sent: _Read, *, figures: bool = True
) -> bool:
    """Whether a claim and an evidence sentence talk about the same thing with the same figures.

    With ``figures`` false the claim's numbers are left out: a source that denies something
    outright ("Opened software cannot be returned") denies it for any figure the claim adds
    ("can return opened software within 30 days").
    """
    if not figures:
        tokens = [t for t in tokens if not _has_digit(t)]
    claim_stems = _stems_without_negators(tokens) - _reporting_stems(tokens)
    sent_stems, sent_words = sent.stems, sent.words
    # A word whose opposite is in the sentence counts as shared: "rose" lines up with "fell".
    shared = claim_stems & sent_stems
    # An irregular past form lines up with its base: "drew down" with "not drawing down".
    sent_bases = {_IRREGULAR_STEMS.get(s, s) for s in sent_stems}
    shared |= {s for s in claim_stems if _IRREGULAR_STEMS.get(s, s) in sent_bases}
    # A word of one sense lines up with another: "eligible" with "not available".
    shared |= {s for s in claim_stems if _SENSES.get(s, frozenset()) & sent_stems}
    # A word a denied word of the sentence covers: "safe" with "do not use" (and with "should
    # not be given": an irregular past by its base).
    shared |= claim_stems & {c for s in sent_bases for c in _DENIAL_COVERS.get(s, ())}
    for t in tokens:
        for pair, side in _ANTONYMS.get(t.lower, []):
            if sent_words & set(ANTONYM_PAIRS[pair][1 - side]) and t.stem in claim_stems:
                shared.add(t.stem)
        if t.stem in claim_stems and sent_stems & _OPPOSITES.get(t.stem, frozenset()):
            shared.add(t.stem)
    # A name the sentence speaks of by a pronoun counts as shared, and as named by the sentence
    # ("The Eiffel Tower was not built ..." / "... Gustave Eiffel ... tower. It was built ...").
    resolved = _resolved(tokens, sent)
    shared |= {t.stem for t in tokens if t.lower in resolved and t.stem in claim_stems}
    if len(shared) < 2 or len(shared) < MIN_OVERLAP * len(claim_stems):
        return False
    for k, t in enumerate(tokens):
        has_digit = _has_digit(t)
        is_name = t.text[0].isupper() and not is_sentence_start(claim.text, t.start)
        if is_name and not has_digit and _named_in_part(tokens, k, sent_words):
            continue  # "The Great Wall" is "the wall" of the sentence
        # A possessive names the same one: "Northwind Bank's net income" / "Northwind Bank".
        low = t.lower.removesuffix("'s").removesuffix("’s") if is_name else t.lower
        if (
            (has_digit or is_name)
            and t.lower not in sent_words
            and low not in sent_words
            and t.lower not in resolved
            and not (is_name and low in _clipped(sent.sentence.text))
        ):
            return False
    return True


#: Verbs that only report what someone said when a "that" clause follows: "Professor C
#: expressed that he knew him" says what "Professor C: I don't know him" denies.
_REPORTING = REPORTING_VERBS | frozenset(
    str.split("explained remarked commented indicated added claimed")
)


def _reporting_stems(tokens: Sequence[Token]) -> set[str]:
    """Stems of the claim's reporting verbs before "that" (:data:`_REPORTING`), which a
    sentence need not share: it is what was said that the sentence must speak of."""
    return {
        t.stem
        for t, nxt in itertools.pairwise(tokens)
        if t.lower in _REPORTING and nxt.lower == "that"
    }


@text_cache(maxsize=256)
def _clipped(text: str) -> frozenset[str]:
    """Clipped forms of a sentence's names (:func:`clipped_forms`): "fed" of "Federal"."""
    return clipped_forms(text, tokenize(text))


#: Something given for nothing.
_FREE = re.compile(
    r"\b(?:free\s+of\s+charge|for\s+free|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)"
    r"|without\s+(?:a\s+|any\s+)?(?:fee|charge)|free)\b",
    re.IGNORECASE,
)
#: Something charged for.
_FEE = re.compile(
    r"\b(?:for\s+a\s+(?:small\s+)?(?:fee|charge)|(?:a|an)\s+(?:\w+\s+)?(?:fee|charge)\s+of"
    r"|at\s+(?:an\s+)?(?:extra|additional)\s+cost)\b",
    re.IGNORECASE,
)
#: Words of the claim that say what it costs, left out of what the sentence must hold.
_COST_WORDS = frozenset({"free", "charg", "cost", "fee"})


def _free_for_a_fee(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CONTRADICTION when the claim gives for nothing what the evidence sentence saying the rest
    gives for a fee ("Tickets can be exchanged free of charge" against "can be exchanged up to 7
    days before travel for a fee"), or charges for what it gives for nothing ("may bring a
    folding stroller for a fee" against "... free of charge"); a sentence that says both says
    both."""
    stems = content_stems(tokenize(claim.text)) - _COST_WORDS
    if len(stems) < _MIN_DENIAL_WORDS - 1:
        return None
    for claimed_as, said_as in ((_FREE, _FEE), (_FEE, _FREE)):
        m = claimed_as.search(claim.text)
        if m is None:
            continue
        for ev, sent in evidence_sentences(evidence):
            said = content_stems(tokenize(sent.text))
            other = said_as.search(sent.text)
            if other is None or claimed_as.search(sent.text) or not stems <= said:
                continue
            suggestion = f'Say that it comes "{other.group()}", as the source does.'
            return said_otherwise(claim, ctx, m, other.group(), ev, sent.text, suggestion)
    return None


def said_otherwise(
    claim: Claim,
    ctx: CheckContext,
    m: re.Match[str],
    said: str,
    ev: Evidence,
    sentence: str,
    suggestion: str,
) -> Flag:
    """CONTRADICTION (high) of the claim's words at ``m`` by the source's ``said`` in
    ``sentence``."""
    claimed = claim.text[m.start() : m.end()]
    return make_flag(
        claim,
        ctx,
        m.start(),
        m.end(),
        type=FlagType.CONTRADICTION,
        severity=Severity.HIGH,
        message=f'The answer says "{claimed}" but the source says "{said}": {quote(sentence)}.',
        suggestion=suggestion,
        source_says=sentence,
        source_id=ev.source_id,
        contradicts=True,
    )


#: A claim that something comes with a thing: "includes lunch", "including flights".
_INCLUDES = re.compile(
    r"\b(?:includ(?:e|es|ed|ing)|comes?\s+with|covers?)\s+(?:a\s+|an\s+|the\s+|free\s+|your\s+)?"
    r"(?P<thing>[a-z]+)\b",
    re.IGNORECASE,
)
#: A source that leaves a thing out: "Flights are not included", "(lunch not included)", "does
#: not include lunch", "excluding flights", "Flood damage requires a separate rider",
#: "Accessories are sold separately".
_LEFT_OUT = re.compile(
    r"\b(?P<a>[a-z]+)\s+(?:is\s+|are\s+)?(?:not|n[’']t)\s+included\b"
    r"|\b(?:does|do|did)\s*(?:not|n[’']t)\s+include\s+(?:a\s+|an\s+|the\s+|any\s+)?"
    r"(?P<b>[a-z]+)\b"
    r"|\bexcluding\s+(?:the\s+)?(?P<c>[a-z]+)\b"
    # "Flood damage requires a separate rider", "Accessories are sold separately"
    r"|\b(?P<d>[a-z]+)(?:\s+[a-z]+)?\s+(?:requires?|needs?)\s+(?:a\s+|an\s+)?"
    r"(?:separate|additional|extra)\b"
    r"|\b(?P<e>[a-z]+)(?:\s+[a-z]+)?\s+(?:is\s+|are\s+)?sold\s+separately\b",
    re.IGNORECASE,
)


def _left_out(claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> Flag | None:
    """CONTRADICTION when the claim includes what an evidence sentence says is not included
    ("The day trip to Sintra includes lunch" against "Day trip to Sintra (lunch not
    included)"), and no source says it is included."""
    m = _INCLUDES.search(claim.text)
    if m is None or m.group("thing").lower() in STOPWORDS:
        return None
    thing = stem(m.group("thing"))
    for ev, sent in evidence_sentences(evidence):
        for out in _LEFT_OUT.finditer(sent.text):
            word = next(w for w in out.group("a", "b", "c", "d", "e") if w)
            if stem(word) != thing:
                continue
            if any(
                stem(inc.group("thing")) == thing
                and not _LEFT_OUT.search(s.text[max(0, inc.start() - 12) : inc.end() + 16])
                for source in ctx.sources.values()
                for s in cached_sentences(source.text)
                for inc in _INCLUDES.finditer(s.text)
            ):
                return None  # a source says it is included, of something
            suggestion = f"Say that {word} is not included, as the source does."
            return said_otherwise(claim, ctx, m, out.group(), ev, sent.text, suggestion)
    return None


#: A statement a sentence calls false: "The claim that humans use only 10% of their brains is a
#: myth", "The myth that Einstein failed math is false", "It is a myth that ...".
_CALLED_FALSE = re.compile(
    r"\b(?:the\s+|a\s+|this\s+|that\s+)?(?:popular\s+|common\s+|widespread\s+)?"
    r"(?:claim|idea|belief|myth|notion|assertion|rumou?r|misconception|story|legend)\s+that\s+"
    r"(?P<what>[^.;:!?]+?)\s+(?:is|was|has\s+been|have\s+been)\s+(?:a\s+|an\s+|entirely\s+|"
    r"completely\s+|simply\s+|widely\s+)?(?P<verdict>myth|false|untrue|wrong|incorrect|"
    r"misconception|baseless|unfounded|debunked|inaccurate|fiction|not\s+true)\b"
    r"|\bit\s+is\s+(?:a\s+)?(?P<verdict2>myth|false|untrue|not\s+true|a\s+misconception)\s+"
    r"that\s+(?P<what2>[^.;:!?]+)",
    re.IGNORECASE,
)
_FALSE_WORDS = frozenset(
    str.split("myth myths false untrue wrong incorrect misconception baseless unfounded debunked")
)
#: The share of a claim's words the statement called false must hold.
_CALLED_FALSE_SHARE = 0.7


def _called_false(
    claim: Claim, tokens: Sequence[Token], evidence: Sequence[Evidence], ctx: CheckContext
) -> Flag | None:
    """CONTRADICTION when the claim states what an evidence sentence calls a myth or false
    ("Humans use only 10% of their brains" against "The claim that humans use only 10% of
    their brains is a myth")."""
    if find_negations(claim.text, tokens) or _FALSE_WORDS & {t.lower for t in tokens}:
        return None  # "Einstein did not fail math", "It is a myth that ..." agree
    stems = content_stems(tokens)
    if len(stems) < 2:
        return None
    for ev, sent in evidence_sentences(evidence):
        for m in _CALLED_FALSE.finditer(sent.text):
            what = m.group("what") or m.group("what2")
            verdict = " ".join((m.group("verdict") or m.group("verdict2")).lower().split())
            if verdict in ("myth", "misconception", "fiction"):
                verdict = f"a {verdict}"
            if coverage(stems, content_stems(tokenize(what))) < _CALLED_FALSE_SHARE:
                continue
            return make_flag(
                claim,
                ctx,
                0,
                len(claim.text.rstrip(" .!")),
                type=FlagType.CONTRADICTION,
                severity=Severity.HIGH,
                message=f"The answer states what the source calls {verdict}: {quote(sent.text)}.",
                suggestion=f"Remove the claim, or say that the source calls it {verdict}.",
                source_says=sent.text,
                source_id=ev.source_id,
                contradicts=True,
            )
    return None


#: Verbs of taking a side, before "for" or "against".
_SIDE_VERBS = word_set(
    "vote votes voted voting argue argues argued arguing campaign campaigns campaigned"
    " campaigning lobby lobbies lobbied lobbying rule rules ruled ruling decide decides decided"
    " testify testifies testified speak speaks spoke spoken come came stand stands stood"
)


def _bound_word(tokens: Sequence[Token], k: int) -> bool:
    """Whether token ``k`` is the "most" or "least" of a bound ("at least 60%"), the numbers
    detector's, not a degree; a word a "less" before it turns round ("less expensive" is
    "cheaper"); or the "few" of "a few", which is some, not few."""
    before = tokens[k - 1].lower if k > 0 else ""
    after = tokens[k + 1].lower if k + 1 < len(tokens) else ""
    low = tokens[k].lower
    return (
        (low in ("most", "least") and before == "at")
        # "for" and "against" are sides only after a verb of taking one ("voted for"), not in
        # "sued for firing" or "threats against them"
        or (low in ("for", "against") and before not in _SIDE_VERBS)
        or before in ("less", "least")
        or (low == "few" and before == "a")
        # "last quarter" is the one before this, no opposite of "the first quarter"
        or (low in ("first", "last") and singular(after) in _TIME_UNITS)
        # "a five-minute walk away", "2 miles away": a distance, no opposite of "near"
        or (
            low == "away"
            and any(_has_digit(t) or t.lower in _DISTANCES for t in tokens[max(0, k - 3) : k])
        )
    )


#: Words of a measured distance before "away".
_DISTANCES = frozenset(
    str.split(
        "walk walking drive driving ride minute minutes hour hours mile miles km kilometres "
        "kilometers metres meters block blocks short few one two three four five ten"
    )
)


#: Units of time after "first" / "last" that make them a position in time, not opposites.
_TIME_UNITS = frozenset(
    {"quarter", "week", "month", "year", "day", "night", "season", "time", "half", "decade"}
)


def _outside_denials(
    text: str, tokens: Sequence[Token], negations: Sequence[Negation]
) -> list[Token]:
    """The tokens of a sentence's clauses (cut at commas, semicolons and dashes) that deny
    nothing; empty where every clause does."""
    clauses: list[list[int]] = [[]]
    for k in range(len(tokens)):
        if k and re.search(r"[,;:\u2013\u2014]", text[tokens[k - 1].end : tokens[k].start]):
            clauses.append([])
        clauses[-1].append(k)
    denied = {n.neg for n in negations} | {n.target for n in negations}
    return [tokens[k] for clause in clauses if not denied & set(clause) for k in clause]


def _named_in_part(tokens: Sequence[Token], k: int, sent_words: AbstractSet[str]) -> bool:
    """Whether the name token ``k`` is part of is in the sentence by its head word: its last
    word ("The Great Wall" / "the wall is not visible"; not "Manchester United" / "Manchester
    City"), or the word before its "of" ("The Treaty of Versailles" / "never ratified the
    treaty")."""

    def capital(i: int) -> bool:
        return 0 <= i < len(tokens) and tokens[i].text[0].isupper() and tokens[i].text.isalpha()

    def joined(i: int) -> bool:  # "of" between two capitalised words
        return (
            0 <= i < len(tokens) and tokens[i].lower == "of" and capital(i - 1) and capital(i + 1)
        )

    first = last = k
    while capital(first - 1) or joined(first - 1):
        first -= 1
    while capital(last + 1) or joined(last + 1):
        last += 1
    of = next((i for i in range(first, last + 1) if tokens[i].lower == "of"), None)
    head = tokens[of - 1] if of is not None else tokens[last]
    return last > first and head.lower in sent_words and is_content(head)


#: Content words a denial must have for a claim that holds them all to be compared with it.
_MIN_DENIAL_WORDS = 3


def _holds_denial(tokens: Sequence[Token], sent: _Read) -> bool:
    """Whether the claim states every content word of a sentence that denies something
    outright, whatever it adds: "Contractors are eligible for remote work with their manager's
    approval" holds all of "Contractors are not eligible for remote work". A denial joined by
    "and" or "but" to another predicate is read with its subject alone: "Sale items are final sale and
    cannot be returned" denies "Sale items ... returned"."""
    claim = {t.stem for t in tokens}
    if len(sent.stems) >= _MIN_DENIAL_WORDS and sent.stems <= claim:
        return True
    # A short denial within the topic of the sentence before: "Vision is covered by the policy"
    # holds "Vision is not covered" after "The policy covers dental care.", every word it adds
    # being that sentence's.
    if (
        len(sent.stems) >= 2
        and sent.stems <= claim
        and sent.topic
        and _stems_without_negators(tokens) - sent.stems <= sent.topic
    ):
        return True
    # "There is no pool" after "The hotel has a gym.": what the topic has not, the claim's
    # "has" (or "offers", "includes") gives it.
    if (
        sent.stems
        and sent.stems <= claim
        and sent.topic
        and _THERE_IS_NO.match(sent.sentence.text)
        and any(t.lower in _HAVING for t in tokens)
        and _stems_without_negators(tokens) - sent.stems - _HAVING_STEMS <= sent.topic
    ):
        return True
    joined = _joined_denial(sent.tokens)
    return len(joined) >= _MIN_DENIAL_WORDS and joined <= claim


#: A sentence that denies a thing is there at all: "There is no pool", "There are no fees".
_THERE_IS_NO = re.compile(r"\s*there\s+(?:is|are|was|were|['’]s)\s+no\b", re.IGNORECASE)
#: Words that give their subject a thing ("has a pool", "offers free parking").
_HAVING = word_set(
    "has have had offers offer offered include includes included features feature provides"
    " provide provided comes come boasts"
)
_HAVING_STEMS = frozenset(stem(w) for w in _HAVING)


def _holds_opposite(tokens: Sequence[Token], sent: _Read) -> bool:
    """Whether the claim states every content word of a plain statement but one, and that one
    by its opposite, whatever it adds: "Flood damage is covered under the dwelling coverage"
    holds "Flood damage is excluded" with "covered" for "excluded"."""
    if len(sent.stems) < _MIN_DENIAL_WORDS:
        return False
    missing = sent.stems - {t.stem for t in tokens}
    if len(missing) != 1:
        return False
    (word,) = missing
    for t in tokens:
        if word in _OPPOSITES.get(t.stem, frozenset()):
            return True
        for pair, side in _ANTONYMS.get(t.lower, []):
            if any(stem(f) == word for f in ANTONYM_PAIRS[pair][1 - side]):
                return True
    return False


def _opposite_in_frame(tokens: Sequence[Token], sent: _Read) -> bool:
    """Whether a word of the claim stands where the sentence has its opposite, before the same
    two content words ("suggests inflexible payment options that can be tailored" against "We
    do offer flexible payment options that can work"): the swap is plain however little else
    of the claim the sentence says, unless the claim adds a name or figure."""
    if _asks(sent):
        return False
    sent_tokens = sent.tokens
    # The sentence's content words by the frame after them, read once for all the claim's words.
    framed: dict[tuple[str, ...], list[int]] | None = None
    for c, t in enumerate(tokens):
        if not is_content(t) or (c > 0 and t.text[:1].isupper()):
            continue
        after = _next_stems(tokens, c, _FRAME)
        if len(after) < _FRAME:
            continue
        if framed is None:
            framed = {}
            for m, s in enumerate(sent_tokens):
                if is_content(s):
                    framed.setdefault(tuple(_next_stems(sent_tokens, m, _FRAME)), []).append(m)
        same_frame = framed.get(tuple(after))
        if not same_frame or _adds_specifics(tokens, c, sent):
            continue
        if any(opposites(t, sent_tokens[m]) and _asserted_at(sent_tokens, m) for m in same_frame):
            return True
    return False


def _denied_in_frame(tokens: Sequence[Token], negs: Sequence[Negation], sent: _Read) -> bool:
    """Whether the claim denies a word the sentence asserts before the same two content words
    ("a company that does not offer Smart Building Solutions that help reduce energy" against
    "EcoGenius offers Smart Building Solutions"), however little else the sentence shares,
    unless the claim adds a name or figure (:func:`_adds_specifics`). The claim may name whom
    the verb is for between it and the two ("did not offer the client different insurance
    products" against "We offer different insurance products")."""
    if _asks(sent):
        return False
    for n in negs:
        after = _next_stems(tokens, n.target, _FRAME + 1)
        if len(after) < _FRAME or not _flat_denial(tokens[n.neg]):
            continue
        if _adds_specifics(tokens, n.target, sent):
            continue
        frames = [after[:_FRAME]]
        if len(after) > _FRAME and _recipient_next(tokens, n.target):
            frames.append(after[1:])
        target = tokens[n.target].stem
        if any(
            t.stem == target
            and _next_stems(sent.tokens, m, _FRAME) in frames
            and _asserted_at(sent.tokens, m)
            for m, t in enumerate(sent.tokens)
        ):
            return True
    return False


#: Whom a verb is done for, named between the verb and its object ("offer the client ...").
_RECIPIENTS = word_set(
    "client clients customer customers user users buyer buyers patient patients caller callers "
    "prospect prospects guest guests member members student students"
)


def _recipient_next(tokens: Sequence[Token], k: int) -> bool:
    """Whether the first content word after token ``k`` names a recipient ("offer the client")."""
    first = next((t for t in tokens[k + 1 :] if is_content(t)), None)
    return first is not None and first.lower in _RECIPIENTS


def _flat_denial(negator: Token) -> bool:
    """Whether a negator denies outright ("not", "never", "cannot", "doesn't"), not as a verb
    that may state a purpose ("to avoid pushing the oil deeper")."""
    return negator.lower in {"not", "never", "no", "cannot"} or negator.lower.endswith("n't")


def _asks(sent: _Read) -> bool:
    """Whether the sentence is a question ("Did you restart your computer before ...?")."""
    return sent.sentence.text.rstrip(" \t\"'”’)").endswith("?")


def _asserted_at(tokens: Sequence[Token], m: int) -> bool:
    """Whether token ``m`` is stated, not an infinitive of a how-to or a hedge ("How to
    Increase Your Snapchat Score", "you could end up pushing the oil deeper")."""
    before = {t.lower for t in tokens[max(0, m - 3) : m]}
    return not (m > 0 and tokens[m - 1].lower in {"to", "if", "whether"}) and not (
        before & {"could", "might", "may", "would", "should"}
    )


def _adds_specifics(tokens: Sequence[Token], k: int, sent: _Read) -> bool:
    """Whether the claim has a name (a capitalised word inside it) or a figure the sentence
    lacks within a few words of token ``k``: "does not offer the service in Canada" speaks of
    a case "offers the service in the United States" does not. Further off, in a list the
    claim runs through ("..., unprofessional installation and setup service, ..., a 6-month
    warranty"), another item's figure is no case of this one. A name before the word that the
    sentence's pronoun stands for is its subject, not added ("The agent from BestInsuranceXYZ
    did not offer ..." against "I'm calling from BestInsuranceXYZ. We offer ...")."""
    return any(
        (_has_digit(t) or (j > 0 and t.text[:1].isupper()))
        and t.lower not in sent.words
        and not (j < k and t.lower in sent.antecedents)
        for j, t in enumerate(tokens)
        if abs(j - k) <= _SPECIFICS_REACH
    )


#: Tokens on each side of a swapped or denied word in which an added name or figure counts.
_SPECIFICS_REACH = 6


def _next_stems(tokens: Sequence[Token], k: int, n: int) -> list[str]:
    """Stems of the first ``n`` content words after token ``k``, in order, up to a clause
    opener other than "and" ("installation and setup service" is one frame)."""
    out: list[str] = []
    for t in tokens[k + 1 :]:
        if t.lower in _CLAUSE_OPENERS and t.lower != "and":
            break
        if is_content(t):
            out.append(t.stem)
            if len(out) == n:
                break
    return out


#: Content words after a swapped word that make its frame.
_FRAME = 2


#: Verbs that end a sentence's subject ("Sale items | are final sale").
_SUBJECT_ENDS = word_set(
    "is are was were has have had can cannot could will would must may do does did"
)


def _joined_denial(tokens: Sequence[Token]) -> set[str]:
    """Stems of a sentence's subject and of the predicate after "and" or "but" where that
    predicate is denied ("Sale items are final sale and cannot be returned": sale, item, return;
    "CHEM 101 is recommended but not required": chem, 101, required); empty where the sentence
    has no such predicate."""
    verb = next((k for k, t in enumerate(tokens) if t.lower in _SUBJECT_ENDS), None)
    if verb is None:
        return set()
    for j in range(verb + 1, len(tokens) - 1):
        if tokens[j].lower in ("and", "but") and any(
            _is_negator(tokens, m) for m in range(j + 1, min(j + 3, len(tokens)))
        ):
            subject = {t.stem for t in tokens[:verb] if is_content(t)}
            denied = {
                t.stem
                for m, t in enumerate(tokens[j + 1 :], start=j + 1)
                if is_content(t) and not _is_negator(tokens, m)
            }
            return subject | denied if subject else set()
    return set()


#: Conjunctions that end the context of a word when it is read within its own statement
#: ("revenue rose 12% while costs fell 3%": "revenue" is no neighbour of "fell"; "pay return
#: shipping unless the item arrived damaged": "item" is no neighbour of "return").
_JOINS = frozenset(
    {"and", "but", "while", "whereas", "although", "though", "yet", "unless", "if", "because"}
)


#: Verbs that deny their object to their subject ("should avoid ibuprofen").
_AVOIDING = frozenset({"avoid", "avoids"})


def _own_clause_before(tokens: Sequence[Token], k: int) -> Sequence[Token]:
    """The tokens before token ``k`` back to the nearest joining conjunction (:data:`_JOINS`)."""
    i = k
    while i > 0 and tokens[i - 1].lower not in _JOINS:
        i -= 1
    return tokens[i:k]


#: Verbs of holding ("contains no sugar", "has no garage"), by lemma, as one verb each.
_HOLDING = {"contain": "contain", "includ": "include", "have": "have", "has": "have", "had": "have"}
#: Words between a verb of holding and its "no" ("contains 150 calories and no sugar").
_HOLDING_REACH = 6


def _held_none_of(
    tokens: Sequence[Token], n: Negation, sent_tokens: Sequence[Token], m: int
) -> bool:
    """Whether the claim says its subject holds none of a thing ("contains 150 calories and no
    sugar") that the sentence lists among what the same verb holds ("contains 150 calories, ...
    of which 9 g are sugars"): the sentence's verb comes before its word."""
    if tokens[n.neg].lower != "no":
        return False
    verbs = {
        _HOLDING[lemma(t)]
        for t in tokens[max(0, n.neg - _HOLDING_REACH) : n.neg]
        if lemma(t) in _HOLDING
    }
    return bool(verbs) and any(_HOLDING.get(lemma(t)) in verbs for t in sent_tokens[:m])


def _neighbours(tokens: Sequence[Token], k: int, *, own_clause: bool = False) -> set[str]:
    """Stems of the nearest few content words before and after token ``k`` (negators aside);
    with ``own_clause``, none past a joining conjunction (:data:`_JOINS`)."""
    out: set[str] = set()
    for rng in (range(k - 1, -1, -1), range(k + 1, len(tokens))):
        seen = 0
        for m in rng:
            t = tokens[m]
            if own_clause and t.lower in _JOINS:
                break
            if is_content(t) and t.lower not in _ANTONYM_FORMS and not _is_negator(tokens, m):
                out.add(t.stem)
                seen += 1
                if seen == _CONTEXT:
                    break
    return out


def _named_after(tokens: Sequence[Token], k: int) -> str | None:
    """The name (a capitalised word, not the sentence's first) among the few tokens after
    token ``k``, lower-cased: what a verb acts on or where it happens ("ended in Nice")."""
    for t in tokens[k + 1 : k + 1 + _CONTEXT]:
        if is_content(t) and t.text[:1].isupper() and t is not tokens[0]:
            return t.lower
    return None


def _other_named(tokens: Sequence[Token], c: int, sent_tokens: Sequence[Token], m: int) -> bool:
    """Whether the claim's word ``c`` and the sentence's word ``m`` act on two names: "The race
    ended in Nice" against "the race did not end in Paris" speak of two places."""
    mine, theirs = _named_after(tokens, c), _named_after(sent_tokens, m)
    return mine is not None and theirs is not None and mine != theirs


def _pronoun_before(tokens: Sequence[Token], k: int) -> bool:
    """Whether a pronoun is among the few words before token ``k``."""
    return any(t.lower in _PRONOUNS for t in tokens[max(0, k - _CONTEXT * 2) : k])


def _next_content(tokens: Sequence[Token], k: int) -> str | None:
    """Stem of the first content word after token ``k`` (what "before" or "above" relates to)."""
    return next((t.stem for t in tokens[k + 1 :] if is_content(t)), None)


def _about_the_same(
    tokens: Sequence[Token],
    c: int,
    sent_tokens: Sequence[Token],
    m: int,
    *,
    own_clause: bool = False,
) -> bool:
    """Whether opposite words at claim token ``c`` and sentence token ``m`` say opposite things
    about the same thing: shared neighbours, and for a relational word the same next word.
    ``own_clause`` reads the sentence word's neighbours within its own statement."""
    if tokens[c].lower in _RELATIONAL and _next_content(tokens, c) != _next_content(sent_tokens, m):
        return False
    return bool(_neighbours(tokens, c) & _neighbours(sent_tokens, m, own_clause=own_clause))


#: Words that open a clause of their own: conjunctions, and relative pronouns and adverbs ("a
#: client who is not interested in a plan", "plans that don't fit his needs", "a pub where they
#: cannot sample beers"). The whole claim is compared as well, so a "that" of another kind ("said
#: that ...") only adds a clause.
_CLAUSE_OPENERS = frozenset(
    {
        "and",
        "but",
        "while",
        "whereas",
        "although",
        "though",
        "yet",
        "who",
        "which",
        "whom",
        "whose",
        "that",
        "where",
    }
)
#: Content words a clause needs to be compared with a sentence on its own.
_MIN_CLAUSE_WORDS = 5
#: Content words (negators aside) a shorter part that denies something needs to be compared on
#: its own (:func:`_denied_parts`), and the source sentences looked up for it.
_MIN_DENIED_WORDS = 3
_DENIED_SENTENCES = 2


#: Content words after an opposite that say what it is said of.
_OF_WORDS = 2


def _said_of_the_other(
    tokens: Sequence[Token], c: int, sent_tokens: Sequence[Token], own: list[int], other: list[int]
) -> bool:
    """Whether what follows the claim's word ``c`` follows only the sentence's opposite word:
    "The museum is open on Mondays" against "The museum is open from 10 a.m. to 6 p.m., ...,
    and closed on Mondays" says "open" of the museum, but "on Mondays" of "closed". Content
    words are read past the words between, so an elided noun does not hide the own word's
    statement ("very few asteroids have been named to honour women" against "although many
    asteroids have been named, very few have been named to honor ... women")."""
    after = set(_next_stems(tokens, c, _OF_WORDS))
    if not after:
        return False
    return not any(after & set(_next_stems(sent_tokens, m, _OF_WORDS + 1)) for m in own) and any(
        after & set(_next_stems(sent_tokens, m, _OF_WORDS)) for m in other
    )


def _clauses(parts: Sequence[list[Token]], tokens: Sequence[Token]) -> list[Sequence[Token]]:
    """The whole claim, then each of its clauses with enough content words of its own.

    A claim that joins two source sentences ("sales decreased to $441 million, with a forecast of
    $1.7 billion to $1.8 billion") shares too few words with either to be compared whole; its
    first clause alone lines up with "sales were $441 million, an increase of sales".
    """
    clauses = [p for p in parts if _content_words(p) >= _MIN_CLAUSE_WORDS]
    return [tokens, *clauses] if len(parts) > 1 else [tokens]


def _parts(text: str, tokens: Sequence[Token]) -> list[list[Token]]:
    """The claim's tokens cut at each comma, semicolon, colon and clause opener."""
    parts: list[list[Token]] = [[]]
    for k, t in enumerate(tokens):
        gap = text[tokens[k - 1].end : t.start] if k else ""
        if k and (any(c in gap for c in ",;:") or t.lower in _CLAUSE_OPENERS):
            parts.append([])
        parts[-1].append(t)
    return parts


def _content_words(tokens: Sequence[Token]) -> int:
    return sum(1 for t in tokens if is_content(t))


def _denied_parts(parts: Sequence[list[Token]]) -> list[tuple[list[Token], set[str]]]:
    """The parts (:func:`_parts`) of a claim of several parts that deny something, with their
    content stems: "no whole life insurance policies" in "..., no whole life insurance
    policies, and customizable plans, and offered a quick online quote tool ..."."""
    if len(parts) < 2:
        return []
    stems = [(p, _stems_without_negators(p)) for p in parts if _has_negator(p)]
    return [(p, st) for p, st in stems if len(st) >= _MIN_DENIED_WORDS]


def _inside(found: AbstractSet[tuple[str, int, int]], source_id: str, start: int, end: int) -> bool:
    """Whether a source span lies inside one of the spans ``found``."""
    return any(sid == source_id and s <= start and end <= t for sid, s, t in found)


def _denied_part_sentences(
    stems: AbstractSet[str], ctx: CheckContext, found: AbstractSet[tuple[str, int, int]]
) -> list[Evidence]:
    """The source sentences that hold most of a denied part's content ``stems``
    (:func:`_denied_parts`), best first: the evidence search looks for sentences like the whole
    claim, and a long claim's denied part may be said in none of them ("We also have whole life
    insurance")."""
    need = max(_MIN_DENIED_WORDS, MIN_OVERLAP * len(stems))
    held = sentences_holding(stems, ctx, need)
    return [ev for _, ev in held if not _inside(found, ev.source_id, ev.start, ev.end)][
        :_DENIED_SENTENCES
    ]


def _around(text: str, tokens: Sequence[Token], k: int) -> str:
    """Token ``k`` with its nearest content words on each side: what the source asserts
    ("80% of patients recovered"), not the bare word ("patients")."""
    first = last = k
    for m in range(k - 1, max(k - 4, -1), -1):
        if is_content(tokens[m]):
            first = m
            break
    for m in range(k + 1, min(k + 4, len(tokens))):
        if is_content(tokens[m]):
            last = m
            break
    return text[tokens[first].start : tokens[last].end]


def _fold(text: str) -> str:
    return " ".join(text.lower().split())


@text_cache(maxsize=32)
def _folded_source(text: str) -> str:
    """A source folded once: every claim of an answer looks at the same sources."""
    return _fold(text)


#: Neighbours too common to place a word: "PDF export is now supported" is not what "the
#: minimum supported Python version is now 3.10" asserts.
_WHENEVER = frozenset(
    stem(w) for w in ("now", "currently", "still", "yet", "already", "also", "today", "then")
)


def _asserted_elsewhere(
    tokens: Sequence[Token],
    a: int,
    b: int,
    ctx: CheckContext,
    denial: AbstractSet[str] = frozenset(),
    subject: AbstractSet[str] = frozenset(),
) -> bool:
    """Whether the claim's flagged word (one token at ``[a, b)``) is asserted, not denied, by some
    source sentence beside one of the same neighbouring words, and beside the names the claim
    shares with the ``denial``'s words: "The library is open Monday through Thursday" does not
    assert "open on Sundays", which "It is closed on Sundays" denies."""
    c = next((k for k, t in enumerate(tokens) if t.start == a and t.end == b), None)
    if c is None or not is_content(tokens[c]):
        return False
    word = tokens[c].stem
    near = _neighbours(tokens, c) - _WHENEVER
    # "revenue rose 1%" is not asserted by "iPhone revenue rose 3%": a figure right after the
    # word must be the same.
    figure = tokens[c + 1].lower if c + 1 < len(tokens) and _has_digit(tokens[c + 1]) else None
    names = {
        t.stem
        for k, t in enumerate(tokens)
        if k and t.text[0].isupper() and is_content(t) and t.lower in denial
    }
    written = {t.text for t in tokens}
    # what a verb is done to: "covers damage from drops" is not asserted by "covers
    # manufacturing defects", whatever the subject shares
    from groundwise.detectors.substitution import parts_of_speech  # it imports this module

    # a verb to WordNet, by its ending ("covers", "covered"; not "warm" or "unqualified")
    low = tokens[c].lower
    verb = low.endswith(("s", "ed")) and "v" in parts_of_speech(tokens[c].stem)
    done_to = _after_stems(tokens, c, 3) if verb else set()
    for source in ctx.sources.values():
        owners = sentence_owners(source.text)
        # the claim names what some sentence is about ("Unused Sick Leave days carry over"):
        # a sentence about another name asserts nothing of it ("Vacation Leave ... It accrues
        # at 1.5 days per month and up to 5 unused days carry over")
        named = {o.words for o in owners if o.words and {w.strip("/") for w in o.words} <= written}
        for (sent, stems), owner in zip(cached_sentence_stems(source.text), owners, strict=True):
            if word not in stems or not names <= stems or not subject <= stems:
                continue
            if named and owner.words and owner.words not in named:
                continue
            sent_tokens = tokenize(sent.text)
            negations = find_negations(sent.text, sent_tokens)
            negated = _negated_targets(negations)
            against = [m for m, t in enumerate(sent_tokens) if opposites(tokens[c], t)]
            # the sentence denies it of what the claim says it of: "covers damage from fire ...,
            # but not damage from floods" asserts no "flood damage"
            denied_here = any(
                _denied_of_these(tokens, sent.text, sent_tokens, n)
                for n in negations
                if lemma(sent_tokens[n.target]) == lemma(tokens[c])
            )
            if denied_here:
                continue
            for m, t in enumerate(sent_tokens):
                if (
                    t.stem == word
                    and m not in negated
                    and not _said_of_the_other(tokens, c, sent_tokens, [m], against)
                    and (
                        figure is None
                        or (m + 1 < len(sent_tokens) and sent_tokens[m + 1].lower == figure)
                    )
                    and (not done_to or done_to & _after_stems(sent_tokens, m, 4))
                    and _compounded_apart(
                        tokens, sent_tokens, near & _neighbours(sent_tokens, m, own_clause=True)
                    )
                ):
                    return True
    return False


def _denied_subject(tokens: Sequence[Token], read: _Read) -> frozenset[str]:
    """The content stems of a denial's subject, the words before its first negator, where the
    claim says them all: another sentence asserts the claim's word of the same subject only
    ("Your policy covers damage caused by fire" says nothing of "Flood damage is not
    covered")."""
    if not read.negates:
        return frozenset()
    first = next((k for k in range(len(read.tokens)) if _is_negator(read.tokens, k)), 0)
    subject = frozenset(t.stem for t in read.tokens[:first] if is_content(t))
    if subject <= {t.stem for t in tokens}:
        return subject
    # "Sale items | are final sale and cannot be returned": the words before the first verb
    verb = next((k for k in range(first) if read.tokens[k].lower in _SUBJECT_ENDS), 0)
    subject = frozenset(t.stem for t in read.tokens[:verb] if is_content(t))
    return subject if subject <= {t.stem for t in tokens} else frozenset()


def _compounded_apart(
    tokens: Sequence[Token], sent_tokens: Sequence[Token], shared: AbstractSet[str]
) -> set[str]:
    """The shared neighbours that do not head two compounds: "stomach" of "stomach ulcers" and of
    "stomach upset" speaks of two things, so it shares nothing."""

    def after(toks: Sequence[Token], w: str) -> set[str]:
        return {
            toks[k + 1].stem
            for k, t in enumerate(toks[:-1])
            if t.stem == w and is_content(toks[k + 1])
        }

    return {
        w
        for w in shared
        if not ((a := after(tokens, w)) and (b := after(sent_tokens, w)) and not a & b)
    }


_COUNT_WORDS = "|".join(
    str.split("one two three four five six seven eight nine ten eleven twelve thirty sixty ninety")
)
#: A period a denial holds for ("not available during the first 90 days", "until age 18"), a
#: figure, not an event ("before launching them") ...
_FIRST_PERIOD = re.compile(
    r"\b(?:(?:during|in|for|within)\s+(?:the\s+)?first|before|until|till|prior\s+to)"
    r"\s+(?:the\s+)?(?:age\s+(?:of\s+)?)?(?P<n>\d[\d,.]*|" + _COUNT_WORDS + r")\b",
    re.IGNORECASE,
)
#: ... and the time after it, when a claim's assertion holds ("available after 90 days").
_AFTER_PERIOD = re.compile(
    r"\b(?:after|from|once|beyond|following|past)\s+(?:the\s+)?(?:first\s+)?"
    r"(?:age\s+(?:of\s+)?)?(?P<n>\d[\d,.]*|" + _COUNT_WORDS + r")\b",
    re.IGNORECASE,
)


#: A negator just before a claim cut out of its sentence ("has not yet | decided").
_DENIED_BEFORE = re.compile(
    r"\b(?:not|never|n't|no\s+longer)(?:\s+(?:yet|been|be|have|ever|to))*\s*$", re.IGNORECASE
)


def _after_the_period(claim: str, sentence: str) -> bool:
    """Whether the claim asserts for the time after the period the sentence denies for:
    "Remote work is available after 90 days of employment" against "Remote work is not
    available during the first 90 days of employment" agree."""
    after = {m.group("n").lower() for m in _AFTER_PERIOD.finditer(claim)}
    return bool(after) and any(
        m.group("n").lower() in after for m in _FIRST_PERIOD.finditer(sentence)
    )


def _stated_verbatim(phrase: str, ctx: CheckContext) -> bool:
    """Whether a negated phrase of the claim ("not included") occurs as such in a source."""
    phrase = _fold(phrase)
    return " " in phrase and any(phrase in _folded_source(s.text) for s in ctx.sources.values())


def _denied_in_a_source(
    tokens: Sequence[Token],
    negs: Sequence[Negation],
    a: int,
    b: int,
    whole: Sequence[Token],
    ctx: CheckContext,
) -> bool:
    """Whether a source sentence denies the word the claim denies at ``[a, b)``, in other words
    ("their needs are not being met" against "... is because their needs aren't being met"),
    sharing :data:`_SAME_DENIAL_WORDS` more of the claim's words (or all a shorter claim has;
    its denying words aside), ``whole`` being all its tokens and ``tokens`` the part compared:
    the sentence that seemed to disagree ("needs that need to be met by their marriage
    partner") speaks of something else."""
    denied = [n for n in negs if a <= tokens[n.neg].start < b or a <= tokens[n.target].start < b]
    if not denied:
        return False
    targets = {tokens[n.target].stem for n in denied}
    words = content_stems(whole) - targets - {tokens[n.neg].stem for n in negs}
    # A short claim shares what it has: "they hadn't tried the wings" against "I haven't tried
    # their wings", where another review "Tried 8 of their different wings".
    shared = min(_SAME_DENIAL_WORDS, len(words))
    if not shared:
        return False
    for source in ctx.sources.values():
        for sent, stems in cached_sentence_stems(source.text):
            if not targets & stems or len(words & stems) < shared:
                continue
            sent_tokens = tokenize(sent.text)
            if any(
                sent_tokens[n.target].stem in targets
                for n in find_negations(sent.text, sent_tokens)
            ):
                return True
    return False


#: Claim words besides the denied one a source sentence denying it must share.
_SAME_DENIAL_WORDS = 2


class NegationDetector(Detector):
    """CONTRADICTION: negation flipped or an antonym used against a matching evidence sentence."""

    name = "negation"

    def detect(self, claim: Claim, evidence: Sequence[Evidence], ctx: CheckContext) -> list[Flag]:
        """At most one CONTRADICTION flag for ``claim``, from the best evidence that contradicts it."""
        require_aligned(claim, ctx)
        tokens = tokenize(claim.text)
        if len(tokens) < 2:
            return []
        # A claim with an "if" is compared only with sentences that state the same case.
        conditional = not _polar(tokens)
        if (conditional and _condition(claim.text, tokens) is None) or claim.text.rstrip().endswith(
            "?"
        ):
            return []
        if _DENIED_BEFORE.search(ctx.answer[max(0, claim.start - 30) : claim.start]):
            return []  # "Glanz has not yet | decided on a review": the answer denies it
        # the sentences about the name the claim gives join its evidence ("The /orders endpoint
        # supports pagination": "It does not support pagination" of /orders)
        found = {(e.source_id, e.start, e.end) for e in evidence}
        owned = [
            e
            for e in owned_sentences(claim.text, ctx)
            if not _inside(found, e.source_id, e.start, e.end)
        ]
        # a short denied part of a long claim brings the sentences that say most of it
        parts = _parts(claim.text, tokens)
        denied = _denied_parts(parts)
        found |= {(e.source_id, e.start, e.end) for e in owned}
        looked_up = {  # each sentence read once, though two parts look it up
            (e.source_id, e.start, e.end): e
            for _, stems in denied
            for e in _denied_part_sentences(stems, ctx, found)
        }
        # every part is compared with these
        sentences = _read([*evidence, *owned, *looked_up.values()], ctx)
        if conditional:
            sentences = [r for r in sentences if r.condition is not None]
        clauses = _clauses(parts, tokens)
        for part in [*clauses, *(p for p, _ in denied if p not in clauses)]:
            flag = self._check(claim, part, tokens, sentences, ctx)
            if flag is not None:
                return [flag]
        free = (
            _free_for_a_fee(claim, evidence, ctx)
            or _left_out(claim, evidence, ctx)
            or _called_false(claim, tokens, evidence, ctx)
        )
        return [free] if free is not None else []

    def _check(
        self,
        claim: Claim,
        tokens: Sequence[Token],
        whole: Sequence[Token],
        sentences: Sequence[_Read],
        ctx: CheckContext,
    ) -> Flag | None:
        """The contradiction of one part of the claim (its tokens; ``whole``: all the claim's
        tokens) by a polar evidence sentence."""
        claim_negs = find_negations(claim.text, tokens)
        stems = content_stems(whole)
        lowers = {t.lower for t in tokens}
        for read in sentences:
            ev, sent, sent_tokens = read.evidence, read.sentence, read.tokens
            # The exception's own words, not those the rule says too ("Flood damage is not
            # covered unless you purchased the optional flood add-on": "flood" names the rule's
            # subject, "add-on" the exception).
            if (read.exception - read.stems) & stems:
                continue  # the claim may speak of the exception ("... with heart failure")
            if (
                read.condition is not None
                and not read.condition.named_by(stems)
                and (
                    not claim_negs
                    or read.negates
                    or not _polar(whole)
                    or sent.text.rstrip().endswith("?")
                )
            ):
                # The sentence speaks of another case; but a flat denial is denied by a case it
                # holds in ("The GDPR does not apply to organisations outside the EU" against
                # "The regulation applies to organisations outside the EU if they offer goods").
                continue
            if not (
                _comparable(claim, tokens, read)
                or (
                    not claim_negs
                    and read.negates
                    # Figures the claim shares are part of a name ("CHEM 101"), no limit.
                    and not any(_has_digit(t) and t.lower not in lowers for t in sent_tokens)
                    and (
                        _comparable(claim, tokens, read, figures=False)
                        or _holds_denial(tokens, read)
                    )
                )
                or (not claim_negs and not read.negates and _holds_opposite(tokens, read))
                or (not claim_negs and not read.negates and _opposite_in_frame(tokens, read))
                or (claim_negs and not read.negates and _denied_in_frame(tokens, claim_negs, read))
                # A sentence without figures says it of every figure the claim adds: "It is
                # closed on Sundays" against "open on Sundays from 10 a.m. to 5 p.m.".
                or (
                    not claim_negs
                    and not read.negates
                    and not any(_has_digit(t) for t in sent_tokens)
                    and _comparable(claim, tokens, read, figures=False)
                )
            ):
                continue
            sent_negs = find_negations(sent.text, sent_tokens)
            named = frozenset(t.stem for t in tokens if t.lower in _resolved(tokens, read))
            found = self._flipped(
                tokens, claim_negs, sent.text, sent_tokens, sent_negs, named, read.topic
            )
            if found is None and not _has_negator(tokens):
                # Antonyms only between plain statements: "did not rise" agrees with "fell".
                # A sentence that denies something else in another clause states its opposite
                # plainly ("should not be given to children ..., a rare but serious condition").
                plain = (
                    sent_tokens
                    if not read.negates
                    else _outside_denials(sent.text, sent_tokens, sent_negs)
                )
                if plain:
                    found = self._antonym(tokens, whole, claim_negs, plain, sent_negs)
            if found is None or _after_the_period(claim.text, sent.text):
                continue
            (a, b), said = found
            said = read.elided or said  # the source's words, not the predicate filled in
            if not read.elided and _asserted_elsewhere(
                tokens, a, b, ctx, read.words, _denied_subject(tokens, read)
            ):
                # "rinse with warm water" against "Rinse the hair with cool water": another
                # sentence says "make sure your water is warm"; the two speak of two steps.
                return None
            if _stated_verbatim(claim.text[a:b], ctx) or _denied_in_a_source(
                tokens, claim_negs, a, b, whole, ctx
            ):
                # "never had a bad experience": a source says "Never had a bad..." in so many
                # words; the sentence that seemed to disagree speaks of something else.
                return None
            return self._flag(claim, ctx, a, b, said, ev, read.whole or sent)
        return None

    def _flipped(
        self,
        tokens: Sequence[Token],
        claim_negs: Sequence[Negation],
        sent_text: str,
        sent_tokens: Sequence[Token],
        sent_negs: Sequence[Negation],
        named: frozenset[str] = frozenset(),
        topic: frozenset[str] = frozenset(),
    ) -> tuple[tuple[int, int], str] | None:
        """Claim span and source words when one side negates a word the other asserts;
        ``named``: the claim's name words the sentence speaks of by a pronoun; ``topic``: the
        words of the sentence before a short denial, which "There is no pool" speaks within."""
        # Only when exactly one side negates: "approved in Europe but not in the US" mixes both, and
        # telling which part each negation covers needs a parser. A denial both sides make of
        # the same words is no side's ("Infants travelling without a seat are entitled to a
        # checked bag" against "Infants travelling without a seat are not entitled to ...").
        claim_negs, sent_negs, shared = _unshared(tokens, claim_negs, sent_tokens, sent_negs)
        if shared:
            if bool(claim_negs) == bool(sent_negs) or _purposed(tokens, claim_negs):
                # "taking care not to use high pressure to avoid pushing the oil deeper" against
                # "do not use a high pressure hose ..., because you could end up pushing the
                # oil": what the shared denial is for, not a claim of its own
                return None
        elif _has_negator(tokens) == _has_negator(sent_tokens):
            # Both deny something; a side whose every denial is of words the other never uses
            # denies nothing here ("Pets are not allowed" against "Pets are allowed with a
            # non-refundable deposit").
            if _denies_elsewhere(sent_tokens, sent_negs, tokens) and claim_negs:
                sent_negs = []
            elif _denies_elsewhere(tokens, claim_negs, sent_tokens) and sent_negs:
                claim_negs = []
            else:
                return None
        for n in claim_negs:
            target = lemma(tokens[n.target])
            if _feared(tokens, n) or _wished(tokens, n):
                continue
            if _negative_form(sent_tokens, tokens[n.target]):
                continue  # "not able to walk" agrees with "unable to walk", whatever else is able
            acted_on = _after_stems(tokens, n.target, 3)
            if acted_on and any(
                lemma(t) == target
                and _removed(sent_tokens, m)
                and acted_on <= _after_stems(sent_tokens, m, 4)
                for m, t in enumerate(sent_tokens)
            ):
                # "no longer supports PostgreSQL 11" agrees with "drops support for PostgreSQL
                # 11", whatever else the sentence supports
                continue
            for m, t in enumerate(sent_tokens):
                if (
                    not _same_sense(t, target)
                    or _free_of(sent_text, sent_tokens, m)
                    or _attempted(sent_tokens, m)
                    or _attempted(tokens, n.target)
                    or _other_named(tokens, n.target, sent_tokens, m)
                    or _heads_apart(tokens, n.target, sent_tokens, m)
                ):
                    continue
                # The neighbours, or the same words after it ("without manager approval" /
                # "with manager approval": "approval" has an opposite, so it is no neighbour).
                if (
                    _neighbours(tokens, n.target) & _neighbours(sent_tokens, m)
                    or (acted_on and acted_on <= _after_stems(sent_tokens, m, 3))
                    or _held_none_of(tokens, n, sent_tokens, m)
                ):
                    return (tokens[n.neg].start, tokens[n.target].end), _around(
                        sent_text, sent_tokens, m
                    )
        for n in sent_negs:
            target = lemma(sent_tokens[n.target])
            if _feared(sent_tokens, n) or _wished(sent_tokens, n):
                continue
            # "X can be made, while Y cannot be made": the sentence says both; no clear side,
            # unless the claim's words around it stand only by the denied one ("covers flood
            # damage" against "covers damage from fire ..., but not damage from floods").
            if sum(1 for t in sent_tokens if lemma(t) == target) > 1 and not _denied_of_these(
                tokens, sent_text, sent_tokens, n
            ):
                continue
            if _negative_form(tokens, sent_tokens[n.target]):
                continue  # the claim denies it too ("unable"), whatever else it says is able
            # the denied word itself before a word it covers ("can safely take" / "not be
            # taken": "take")
            same = [c for c, t in enumerate(tokens) if _same_sense(t, target)]
            cover = _DENIAL_COVERS.get(target, frozenset())
            for c in same + [c for c, t in enumerate(tokens) if lemma(t) in cover]:
                t = tokens[c]
                covered = c not in same
                if covered and not _same_for_whom(tokens, c, sent_tokens):
                    continue  # "safe for adults" against "Do not use aspirin in children"
                if _attempted(tokens, c) or _other_named(tokens, c, sent_tokens, n.target):
                    continue
                if _heads_apart(tokens, c, sent_tokens, n.target):
                    continue
                theirs = _neighbours(sent_tokens, n.target)
                if _pronoun_before(sent_tokens, n.neg):
                    theirs |= named  # "It is ... not waterproof": "it" is the claim's name
                if _THERE_IS_NO.match(sent_text):
                    theirs |= topic  # "The hotel has a gym. There is no pool."
                if sent_tokens[n.neg].lower in _AVOIDING:
                    # who should avoid it is the whole subject before the verb ("People with
                    # kidney disease or a history of stomach ulcers should avoid ibuprofen")
                    theirs |= content_stems(_own_clause_before(sent_tokens, n.neg))
                if _neighbours(tokens, c) & theirs:
                    said = sent_tokens[n.neg].text + " … " + sent_tokens[n.target].text
                    if n.target <= n.neg + 2:  # "non-refundable", "cannot be returned"
                        said = sent_text[sent_tokens[n.neg].start : sent_tokens[n.target].end]
                    return (t.start, t.end), said
        return None

    def _antonym(
        self,
        tokens: Sequence[Token],
        whole: Sequence[Token],
        claim_negs: Sequence[Negation],
        sent_tokens: Sequence[Token],
        sent_negs: Sequence[Negation],
    ) -> tuple[tuple[int, int], str] | None:
        """Claim span and source word when aligned words are opposites (rose / fell).

        A claim that states both opposites anywhere ("worse after meals and better after a
        bowel movement") opposes nothing, whichever of its clauses is compared. A sentence that
        says the claim's own word about the same thing agrees with it ("prices rose in January,
        then fell"); one that says it about something else does not ("revenue rose 12%, while
        costs fell 3%" against "revenue fell 12%")."""
        claim_words = {t.lower for t in whole}
        claim_negated = _negated_targets(claim_negs)
        sent_negated = _negated_targets(sent_negs)
        for c, t in enumerate(tokens):
            if c in claim_negated or (c > 0 and t.text[0].isupper()) or _bound_word(tokens, c):
                continue  # a capitalised word inside is a label: select "Wipe Data/Factory Reset"
            for pair, side in _ANTONYMS.get(t.lower, []):
                mine, opposite = ANTONYM_PAIRS[pair][side], ANTONYM_PAIRS[pair][1 - side]
                if claim_words & set(opposite):
                    continue
                own = [
                    m
                    for m, s in enumerate(sent_tokens)
                    if s.lower in mine
                    and _about_the_same(tokens, c, sent_tokens, m, own_clause=True)
                ]
                theirs = [m for m, s in enumerate(sent_tokens) if s.lower in opposite]
                if own and not _said_of_the_other(tokens, c, sent_tokens, own, theirs):
                    continue
                for m, s in enumerate(sent_tokens):
                    if s.lower not in opposite or m in sent_negated or _bound_word(sent_tokens, m):
                        continue
                    if _turned(sent_tokens, m) or _said_of_others(tokens, c, sent_tokens, m):
                        continue
                    if _about_the_same(tokens, c, sent_tokens, m):
                        return (t.start, t.end), s.text
        # WordNet's opposites, by stem: "a general plan" against "a specific plan"; and a word
        # against itself with "un-" ("used items" against "unused items").
        claim_stems = {t.stem for t in whole}
        sent_lowers = {s.lower for s in sent_tokens}
        for c, t in enumerate(tokens):
            stems = _OPPOSITES.get(t.stem, frozenset())
            # the sentence's words that are this one with "un-" or without it
            prefixed = {
                w
                for w in ("un" + t.lower, t.lower[2:] if t.lower.startswith("un") else "")
                if w in sent_lowers and _un_pair(t.lower, w)
            }
            if not (stems or prefixed) or c in claim_negated or not is_content(t):
                continue
            if claim_stems & stems or claim_words & prefixed:
                continue
            if any(
                s.stem == t.stem and _about_the_same(tokens, c, sent_tokens, m, own_clause=True)
                for m, s in enumerate(sent_tokens)
            ):
                continue
            for m, s in enumerate(sent_tokens):
                if not (s.stem in stems or s.lower in prefixed):
                    continue
                if m in sent_negated or not is_content(s) or _turned(sent_tokens, m):
                    continue
                if _said_of_others(tokens, c, sent_tokens, m):
                    continue
                if _about_the_same(tokens, c, sent_tokens, m):
                    return (t.start, t.end), s.text
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
            type=FlagType.CONTRADICTION,
            severity=Severity.HIGH,
            message=(
                f'The answer says "{claimed}" but the source says "{said}": {quote(sent.text)}.'
            ),
            suggestion=f'Rewrite "{claimed}" to agree with the source ("{said}").',
            source_says=sent.text,
            source_id=ev.source_id,
            contradicts=True,
        )
