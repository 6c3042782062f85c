"""English cue words and patterns shared by segmentation and claim typing.

Cheap, rule-based signals about a piece of text: does it have a verb, a number, a date, a named
entity? Clause splitting uses them to avoid verbless fragments; claim typing uses them to tell a
quantity from a date and an opinion from a checkable statement. All patterns run on the original
text (never on a lower-cased copy, whose length can differ) and are linear in its length.
"""

from __future__ import annotations

import re

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
# Month names that are also common words ("may", "march") only count with a day, a year or a
# preposition in front, so "the deal may slip" is not a date.
_SAFE_MONTHS = (
    r"(?:January|February|April|June|July|August|September|October|November|December"
    r"|Jan|Feb|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)"
)
_WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_NUMBER_WORDS = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|ninety|several|few|couple\s+of)"
)
_UNITS_OF_TIME = r"(?:days?|weeks?|months?|years?|quarters?|hours?|minutes?|decades?)"

#: Absolute and relative date expressions: ISO dates, month names, quarters, years, durations.
DATE = re.compile(
    "|".join(
        (
            r"\b\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?\b",
            r"\b\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})\b",
            rf"\b(?i:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?",
            rf"\b(?i:{_MONTHS})\.?,?\s+\d{{4}}\b",
            rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?i:{_MONTHS})\b\.?(?:,?\s+\d{{4}}\b)?",
            rf"\b{_SAFE_MONTHS}\b",
            r"\b(?i:in|by|since|until|from|during|early|late|mid|end\s+of|through)\s+(?:May|March)\b",
            rf"\b(?i:{_WEEKDAYS})s?\b",
            r"\b(?:Q[1-4]|H[12])(?:\s*(?:FY)?\s*'?\d{2,4})?\b",
            r"\bFY\s?'?\d{2,4}\b",
            r"\b(?i:(?:first|second|third|fourth|1st|2nd|3rd|4th|last|next|this)\s+quarter)\b",
            r"(?<![\d$€£¥.,])\b(?:1[89]|20)\d{2}s?\b(?!\s*%|[.,]\d)",
            r"\b(?i:today|yesterday|tomorrow|tonight)\b",
            rf"\b(?i:(?:last|next|this|past|previous|coming|upcoming)\s+(?:{_UNITS_OF_TIME}|weekend"
            rf"|{_WEEKDAYS}|few\s+{_UNITS_OF_TIME}))\b",
            rf"\b(?i:(?:\d+|{_NUMBER_WORDS})\s+(?:business\s+|working\s+|calendar\s+)?"
            rf"{_UNITS_OF_TIME}(?:\s+ago)?)\b",
            r"\b\d{1,2}:\d{2}(?:\s*(?i:am|pm))?\b",
            r"\b\d{1,2}\s*(?i:am|pm|a\.m\.|p\.m\.)(?!\w)",
        )
    )
)


def wordset(words: str) -> frozenset[str]:
    """A frozen set of the whitespace-separated words of ``words`` (for readable word tables)."""
    return frozenset(words.split())


_NUMBER_WORDS_SET = wordset(
    """zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred hundreds thousand thousands million millions billion billions trillion trillions dozen
    dozens twice double triple half"""
)
_NUMBER = re.compile(
    r"\d|\b(?i:" + "|".join(sorted(_NUMBER_WORDS_SET, key=len, reverse=True)) + r")\b"
)
_DIGIT = re.compile(r"\d")
# Every date alternative without a digit needs one of these words: a cheap test that lets most
# clauses skip the large DATE pattern (regex alternation is slow at every position in CPython).
_DATE_HINTS = wordset(
    """jan january feb february mar march apr april may jun june jul july aug august sep sept
    september oct october nov november dec december monday tuesday wednesday thursday friday
    saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays today yesterday
    tomorrow tonight day days week weeks weekend month months year years quarter quarters hour
    hours minute minutes decade decades"""
)


_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_TOKEN = re.compile(r"\w+")

#: Auxiliaries and copulas: a clause with one of these has a finite verb.
AUXILIARIES = wordset(
    """is are was were be been being am has have had do does did will would shall should can
    could may might must won't can't isn't aren't wasn't weren't hasn't haven't hadn't doesn't
    don't didn't couldn't shouldn't wouldn't it's that's there's he's she's what's who's here's
    they're we're you're i'm they've we've i've"""
)

#: Frequent verb forms that are rarely nouns (so "costs rose" is a clause but "budget concerns"
#: is not). Regular past tenses are caught by the ``-ed`` rule instead.
VERBS = wordset(
    """say says said own owns work works lead leads led grow grows grew grown rise rises rose risen
    fall falls fell fallen drop drops increase increases decrease decreases announce announces
    acquire acquires expect expects include includes involve involves show shows shown remain
    remains become becomes became go goes went gone make makes made take takes took taken get gets
    got gotten give gives gave given meet meets met close closes hold holds held run runs ran sell
    sells sold buy buys bought pay pays paid win wins won lose loses lost leave leaves left reach
    reaches begin begins began begun launch launches complete completes mention mentions discuss
    discusses agree agrees decline declines approve approves want wants seem seems appear appears
    stand stands stood contain contains consist consists provide provides require requires exceed
    exceeds represent represents mean means meant manage manages employ employs serve serves
    operate operates believe believes think thinks thought feel feels felt recommend recommends
    suggest suggests indicate indicates confirm confirms know knows knew known see sees saw seen
    find finds found keep keeps kept come comes came bring brings brought build builds built spend
    spends spent send sends sent tell tells told write writes wrote written speak speaks spoke
    spoken choose chooses chose chosen earn earns generate generates produce produces deliver
    delivers allow allows enable enables help helps cause causes affect affects lack lacks face
    faces hire hires stay stays fail fails miss misses happen happens occur occurs outperform
    outperforms beat beats surpass surpasses sign signs cut put set hit slipped slips stall stalls
    lasts totals costs plans needs reports claims supports uses offers ends starts looks hopes aims
    depends belongs signals driven broken proven stolen beaten frozen hidden shaken drawn shown
    thrown flown blown done"""
)

# Plural nouns that look like verbs: counted as a verb only after another word (a subject).
_AMBIGUOUS_VERBS = wordset(
    "works leads costs plans needs reports claims supports uses offers ends starts looks hopes aims "
    "signals totals falls rises drops increases decreases shows signs"
)
_NOT_ED_VERBS = wordset(
    "hundred indeed embed speed breed greed shred proceed exceed succeed bed red need seed feed "
    "weed deed creed sled shed"
)
_ED = re.compile(r"[a-z]{3,}ed$")
_ANY_VERB = AUXILIARIES | VERBS


def date_spans(text: str) -> list[tuple[int, int]]:
    """Half-open spans of the date and time expressions in ``text``."""
    return [m.span() for m in DATE.finditer(text)]


def _may_have_date(text: str) -> bool:
    # A possessive names its period too: "one month's notice".
    return _DIGIT.search(text) is not None or any(
        w.removesuffix("'s") in _DATE_HINTS for w in words(text)
    )


def _may_have_number(text: str) -> bool:
    return _DIGIT.search(text) is not None or any(w in _NUMBER_WORDS_SET for w in words(text))


def has_date(text: str) -> bool:
    """Whether ``text`` mentions a date, quarter, year, weekday or duration."""
    return _may_have_date(text) and DATE.search(text) is not None


def has_quantity(text: str) -> bool:
    """Whether ``text`` has a number (digits or number words) outside its date expressions."""
    if not _may_have_number(text):
        return False
    spans = date_spans(text) if _may_have_date(text) else []
    if not spans:
        return _NUMBER.search(text) is not None
    pos = 0
    for start, end in spans:
        if _NUMBER.search(text, pos, start):
            return True
        pos = end
    return _NUMBER.search(text, pos) is not None


def has_fact(text: str) -> bool:
    """Whether ``text`` carries a checkable number or date."""
    return _may_have_number(text) or has_date(text)


def words(text: str) -> list[str]:
    """Letter words of ``text`` (apostrophes kept inside), lower-cased."""
    # Lower-casing the whole text can change its length ("İ"), which is fine: no offsets here.
    return _WORD.findall(text.lower().replace("’", "'"))


def is_verb(word: str, *, first: bool = False) -> bool:
    """Whether a lower-cased word is (very likely) a finite verb or verb participle."""
    if word in AUXILIARIES or (word in VERBS and not (first and word in _AMBIGUOUS_VERBS)):
        return True
    return _ED.match(word) is not None and word not in _NOT_ED_VERBS


def has_verb(text: str) -> bool:
    """Whether ``text`` looks like a clause: it has an English auxiliary or verb form."""
    ws = words(text)
    if not ws:
        return False
    # Set operations first: this runs for every candidate split point of every sentence.
    if is_verb(ws[0], first=True) or not _ANY_VERB.isdisjoint(ws):
        return any(is_verb(w, first=i == 0) for i, w in enumerate(ws))
    return any(w.endswith("ed") and is_verb(w) for w in ws)


def starts_with_verb(text: str) -> bool:
    """Whether the first word of ``text`` is a verb (a clause that shares an earlier subject)."""
    ws = words(text)
    return bool(ws) and is_verb(ws[0], first=True)


def has_entity(text: str) -> bool:
    """Whether ``text`` names something: a capitalised word after the first, or an acronym."""
    for i, token in enumerate(_TOKEN.findall(text)):
        if not token[0].isalpha():
            continue
        if len(token) >= 2 and token.isupper() and token.isascii():
            return True
        if i > 0 and token[0].isupper() and token != "I":
            return True
    return False


def word_count(text: str) -> int:
    """Number of word tokens (letters or digits) in ``text``."""
    return len(_TOKEN.findall(text))


#: Number words and their values, shared by the quantity and time-expression parsers.
_ONES_TEXT = """
    zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen
"""
NUMBER_ONES: dict[str, int] = {w: i for i, w in enumerate(_ONES_TEXT.split())}
_TENS_TEXT = "twenty thirty forty fifty sixty seventy eighty ninety"
NUMBER_TENS: dict[str, int] = {w: 10 * i for i, w in enumerate(_TENS_TEXT.split(), start=2)}
