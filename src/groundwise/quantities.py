"""Numbers, money and percentages in text, normalised so that "$500K" == "500,000" == "half a million".

:func:`parse_quantities` finds each quantity with its exact span, a float ``value``, its kind
(number, money, percent, ordinal), currency, range end (``10-12``), approximation qualifier
("about", "more than", ...) and the noun after it (``unit``, e.g. "decision makers") so that a
checker can tell which quantities talk about the same thing. :meth:`Quantity.matches` compares two
quantities with the rounding the text itself shows ("$1.2M" stands for 1.15M..1.25M) and the room
its qualifier gives.

Reading rules, chosen for English text:

* ``1,000,000`` and ``1,000.5`` use commas for thousands; ``1.000.000`` and ``1.000,5`` are read
  European-style only when the dots cannot be a decimal point (two or more dot groups, or a decimal
  comma after them); a single ``1.000`` is one point zero. ``1,5`` is a decimal comma only before a
  magnitude, percent or currency ("1,5 million"); otherwise it is the list "1, 5".
* Lower-case ``m``/``b`` suffixes mean million/billion only after a currency ("$5m"); ``5m`` alone
  is five metres.
* Years standing alone ("in 2024") and dates are time mentions, not quantities: spans that
  :func:`groundwise.timeexpr.parse_times` reads as times are skipped, and so are citation markers.
  A phrase counted from an earlier date ("two years later") stays a count.
* A lone "one" ("no one", "one of them") is not read as a number; "one million" is, and so are
  "one" after a bound ("at least one week") and before a period of time ("one week's notice").
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from groundwise.lexicon import NUMBER_ONES, NUMBER_TENS
from groundwise.markers import find_markers
from groundwise.memo import SOURCE_TEXTS, text_cache
from groundwise.timeexpr import parse_times

__all__ = [
    "APPROX_TOLERANCE",
    "Quantity",
    "QuantityKind",
    "SpanSet",
    "format_number",
    "parse_quantities",
    "singular",
]

#: Words that set one figure against another ("$94.8 million, that compares to $106.6 million";
#: "$1.9 billion versus $1.8 billion"): a regex fragment the numbers and trend detectors share.
COMPARED_WITH = r"(?:(?:that\s+)?compares?\s+(?:to|with)|compared\s+(?:to|with)|versus|vs\.?)"
#: Relative room an approximate qualifier ("about", "around", "nearly") gives a value.
APPROX_TOLERANCE = 0.1
#: Largest relative rounding a number's own precision may stand for ("$2M" is not 2.5M).
MAX_ROUNDING = 0.05


class QuantityKind(StrEnum):
    """What a quantity counts."""

    NUMBER = "number"
    MONEY = "money"
    PERCENT = "percent"
    ORDINAL = "ordinal"


_APPROXIMATE = frozenset(
    {"about", "around", "approximately", "approx.", "roughly", "some", "circa", "ca.", "~", "≈"}
    | {"close to", "almost", "nearly", "just under", "just over", "or so"}
)
_AT_LEAST = frozenset(
    {"at least", "no less than", "not less than", "no fewer than", "not fewer than", "or more"}
    | {"a minimum of", "minimum of", "minimum", "+", "≥", ">="}
)
_MORE_THAN = frozenset(
    {"more than", "over", "above", "greater than", "exceeding", "in excess of", "upwards of", ">"}
)
_AT_MOST = frozenset(
    {"up to", "at most", "no more than", "not more than", "no greater than", "not exceeding"}
    | {"a maximum of", "maximum of", "maximum", "max.", "max", "≤", "<="}
)
_LESS_THAN = frozenset({"less than", "fewer than", "under", "below", "<"})
_BOUNDS = _AT_LEAST | _MORE_THAN | _AT_MOST | _LESS_THAN


def _side(qualifier: str | None) -> str | None:
    """Which way a bound qualifier points: "lower" for "at least", "upper" for "up to"."""
    if qualifier in _AT_LEAST or qualifier in _MORE_THAN:
        return "lower"
    if qualifier in _AT_MOST or qualifier in _LESS_THAN:
        return "upper"
    return None


@dataclass(frozen=True)
class Quantity:
    """One quantity of a text with its exact span and its normalised value.

    ``text`` covers the number with its currency, magnitude and percent sign ("$1.2M", "12%");
    ``unit`` is the lower-case noun phrase after it ("decision makers"), ending at ``unit_end``.
    ``step`` is the precision the text shows (0.1 million for "1.2M").
    """

    value: float
    start: int
    end: int
    text: str
    kind: QuantityKind = QuantityKind.NUMBER
    currency: str | None = None
    high: float | None = None
    qualifier: str | None = None
    unit: str | None = None
    unit_end: int = -1
    step: float = 0.0

    def __post_init__(self) -> None:
        if self.start < 0 or self.end - self.start != len(self.text):
            raise ValueError(f"span [{self.start}, {self.end}) does not fit {self.text!r}")
        if self.unit_end == -1:
            object.__setattr__(self, "unit_end", self.end)
        if self.unit_end < self.end:
            raise ValueError("Quantity.unit_end must not come before its end")

    @property
    def approximate(self) -> bool:
        """Whether the text hedges the value ("about", "nearly", "~")."""
        return self.qualifier in _APPROXIMATE

    @property
    def measure(self) -> tuple[QuantityKind, str | None, str | None]:
        """What the figure counts in: its kind, unit head and currency (plain counts have
        neither: "a population of 380,000" / "of 1.4 million")."""
        return self.kind, self.unit_head, self.currency

    @property
    def unit_head(self) -> str | None:
        """The last word of the unit, singular ("makers" -> "maker"), for comparing units."""
        return _unit_head(self.unit) if self.unit else None

    def bounds(self) -> tuple[float, float]:
        """The values the text allows, after rounding and its qualifier."""
        lo = self.value
        hi = self.high if self.high is not None else self.value
        rounding = min(self.step / 2, MAX_ROUNDING * max(abs(lo), abs(hi)))
        lo, hi = lo - rounding, hi + rounding
        q = self.qualifier
        if q in {"nearly", "almost", "just under", "close to"}:
            return lo - APPROX_TOLERANCE * abs(lo), hi
        if q == "just over":
            return lo, hi + APPROX_TOLERANCE * abs(hi)
        if q in _APPROXIMATE:
            return lo - APPROX_TOLERANCE * abs(lo), hi + APPROX_TOLERANCE * abs(hi)
        if q in _AT_LEAST:
            return lo, math.inf
        if q in _MORE_THAN:
            return _nudge(self.value, up=True), math.inf
        if q in _AT_MOST:
            return -math.inf, hi
        if q in _LESS_THAN:
            return -math.inf, _nudge(self.value, up=False)
        return lo, hi

    @property
    def side(self) -> str | None:
        """Which way the quantity's bound points: "lower" ("at least 5"), "upper" ("up to 5"),
        or None for a figure that is no bound."""
        return _side(self.qualifier)

    def _same_limit(self, other: Quantity, *, units: bool) -> bool:
        """Whether two bounds the same way name one limit: the same figure ("over 150,000" /
        "at least 150,000", as writers use them), or one step apart where one bound is strict
        and the other not ("more than 5" / "at least 6")."""
        plain, other_plain = replace(self, qualifier=None), replace(other, qualifier=None)
        if plain.matches(other_plain, units=units):
            return True
        strict = _MORE_THAN | _LESS_THAN
        return (
            (self.qualifier in strict) != (other.qualifier in strict)
            and abs(self.value - other.value) <= max(self.step, other.step)
            and plain.matches(replace(other_plain, value=self.value), units=units)
        )

    def comparable_kind(self, other: Quantity) -> bool:
        """Whether the two can state the same thing: money and a bare number can, percent and money not."""
        a, b = self.kind, other.kind
        if QuantityKind.ORDINAL in (a, b):
            return a == b
        if a == b:
            return not (
                a is QuantityKind.MONEY
                and self.currency
                and other.currency
                and self.currency != other.currency
            )
        if QuantityKind.NUMBER not in (a, b):
            return False
        number = self if a is QuantityKind.NUMBER else other
        # "value: 500000" may be money; "500000 users" is not. "1.2 points" counts what "1.2
        # percentage points" does.
        return number.unit is None or self.counts_as(other)

    def counts_as(self, other: Quantity) -> bool:
        """Whether both count things of one unit word ("10 users" / "2 users", "1.2 points" /
        "0.4 percentage points")."""
        return self.unit_head is not None and self.unit_head == other.unit_head

    def matches(self, other: Quantity, *, units: bool = True) -> bool:
        """Whether ``other`` states a value this quantity allows.

        Units must agree when both have one, unless ``units`` is false: then the value alone is
        compared, within this quantity's rounding and qualifier ("about 2 million residents" allows
        "2.1 million people"). Callers do that only for a figure in the claim's own evidence.
        """
        if not self.comparable_kind(other):
            return False
        if units and self.unit_head and other.unit_head and self.unit_head != other.unit_head:
            return False
        if self.approximate and other.approximate and _unrounded(self) and _unrounded(other):
            # Two hedged figures written to a decimal place or a unit digit state their
            # values, not each other's room: "approximately $7.60" is not "approximately
            # $7.50", nor "about 7 hours" "about 6 hours", though each allows the other
            # (round figures do: "roughly 250 workers" still allows "about 240 people").
            return replace(self, qualifier=None).matches(
                replace(other, qualifier=None), units=units
            )
        if self.high is not None and other.high is not None and self.qualifier is None:
            # Two ranges state the same figures only end for end: "6-9%" is not "4% to 7%",
            # although the two overlap.
            return replace(self, high=None).matches(
                replace(other, high=None), units=units
            ) and replace(self, value=self.high, high=None).matches(
                replace(other, value=other.high, high=None), units=units
            )
        if self.high is not None and other.high is None and other.qualifier is None:
            # A range is stated by a figure at one of its ends, not by any figure inside it:
            # "averages 50-60 inches a year" is not "57.65 inches" (the wettest year), nor is
            # "store between 15 and 30°C" the "20°C" of another sentence.
            return any(
                replace(self, value=end, high=None, qualifier=None).matches(other, units=units)
                for end in (self.value, self.high)
            )
        side = _side(self.qualifier)
        if side is not None and _side(other.qualifier) not in (None, side):
            # Bounds the other way state nothing of each other: "at least 650 words" is not "no
            # more than 650 words", nor is "more than three days" an age "under 6".
            return False
        if side is not None and side == _side(other.qualifier) and self.high is None:
            # Two bounds the same way state the same figure only with the same limit: "up to
            # 10 days" is not "up to 5 days", nor "at least one week" "at least two weeks".
            return self._same_limit(other, units=units)
        if self.qualifier in _AT_MOST and other.high is not None and other.qualifier is None:
            # A maximum of a range is its top: "up to 800 mg" is not "200 to 400 mg", nor is
            # "up to 300 mg" (a dose the range allows, but no maximum of it).
            top = replace(other, value=other.high, high=None)
            return replace(self, qualifier=None).matches(top, units=units)
        lo, hi = self.bounds()
        olo, ohi = other.bounds()
        if self.qualifier in _BOUNDS:
            # A bound is checked against the value itself: "more than 100" is not "100".
            olo, ohi = other.value, other.high if other.high is not None else other.value
        elif other.qualifier in _BOUNDS:
            # Nor does a bound state a figure inside it: "at least $6" is not "$10.52".
            olo, ohi = replace(other, qualifier=None).bounds()
        # A percent and a bare fraction ("12%" vs "0.12") compare on the same scale; points
        # ("1.2 points", "1.2 percentage points") are on one already.
        points = self.counts_as(other)
        if self.kind is QuantityKind.PERCENT and other.kind is QuantityKind.NUMBER and not points:
            lo, hi = lo / 100, hi / 100
        elif other.kind is QuantityKind.PERCENT and self.kind is QuantityKind.NUMBER and not points:
            olo, ohi = olo / 100, ohi / 100
        if lo == hi or olo == ohi:
            # An exact figure inside the other's range, edges included.
            return lo <= ohi and olo <= hi
        # Two ranges must share more than an edge: "16" allows 15.5-16.5 and "17" 16.5-17.5,
        # but 16 cars are not 17 cars.
        return lo < ohi and olo < hi

    def describe(self) -> str:
        """The normalised value in words: ``10,000,000,000``, ``10-12``, ``12%``."""
        text = format_number(self.value)
        if self.high is not None:
            text += f"-{format_number(self.high)}"
        if self.kind is QuantityKind.PERCENT:
            text += "%"
        if self.currency:
            text = f"{self.currency} {text}"
        return text


def _nudge(value: float, *, up: bool) -> float:
    return math.nextafter(value, math.inf if up else -math.inf)


def format_number(value: float) -> str:
    """``10000000000.0`` -> ``10,000,000,000``; ``0.125`` -> ``0.125``."""
    if math.isfinite(value) and value == int(value) and abs(value) < 1e18:
        return f"{int(value):,}"
    return f"{value:,.6g}" if abs(value) >= 1e6 else f"{value:.6g}"


def singular(word: str) -> str:
    """A rough singular for comparing unit and key words ("makers" -> "maker", "days" -> "day")."""
    w = word.lower()
    irregular = {"people": "person", "men": "man", "women": "woman", "children": "child"}
    if w in irregular:
        return irregular[w]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith(("ses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 2 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


# --------------------------------------------------------------------------------------------
# Vocabulary


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


_ONES = NUMBER_ONES
_TENS = NUMBER_TENS
_SCALES = {
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "trillion": 1e12,
    "lakh": 1e5,
    "crore": 1e7,
}
_ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
# Words a number in words can start with ("half a million", "a dozen").
_NUMBER_START = frozenset(
    [*_ONES, *_TENS, *_SCALES, *_ORDINAL_WORDS, "a", "an", "half", "hundred", "dozen"]
)
# Magnitude words after a digit number ("1.2 million", "3 bn").
_MAGNITUDE_WORDS = {
    **_SCALES,
    "lakhs": 1e5,
    "crores": 1e7,
    "bn": 1e9,
    "mn": 1e6,
    "mln": 1e6,
    "tn": 1e12,
    "k": 1e3,
}
# Attached suffixes ("500K", "$1.2M"); lower-case m/b/t only after a currency.
_SUFFIXES = {"K": 1e3, "k": 1e3, "M": 1e6, "MM": 1e6, "B": 1e9, "bn": 1e9, "Bn": 1e9, "BN": 1e9}
_SUFFIXES.update({"mn": 1e6, "MN": 1e6, "mln": 1e6, "tn": 1e12, "TN": 1e12})
_MONEY_SUFFIXES = {"m": 1e6, "b": 1e9, "T": 1e12, "t": 1e12}
# Case matters: "5 m" is metres but "4G" is a network and "10am" a time.
_ATTACHED_UNITS = _wordset(
    "km kg g mg m cm mm mi ft lb lbs oz ml h hr hrs min ms x GB MB TB KB kB kW MW GW kWh mph kph"
    # a charger's "27W", a battery's "4,700mAh", a screen's "120Hz" (not "27 W 42nd Street")
    " W V Wh MWh mAh Hz kHz MHz GHz Mbps Gbps"
)
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
#: A capitalised word or a number label before a figure: "Gate 14C", "seat 14C" name a place.
_LABEL_BEFORE = re.compile(
    r"(?:\b[A-Z][\w-]*|#)\s*$|\b(?i:seats?|rooms?|rows?|gates?|flats?|apartments?|suites?"
    r"|units?|platforms?|floors?|levels?|blocks?|sections?|bays?|stands?|doors?|no\.?|number)"
    r"\b(?:\W+\w+){0,2}\W*$"
)
#: Between the whole and the fraction of a spoken decimal: "twelve dot fifty Euros".
_SPOKEN_POINT = re.compile(r"[ \u00a0]+(?:point|dot)[ \u00a0]+", re.IGNORECASE)


def _spoken_decimals(text: str, found: list[Quantity]) -> list[Quantity]:
    """One number of a whole, "point" or "dot", and its digits ("twelve dot fifty Euros" is
    12.50 Euros, "four point five percent" 4.5%), as transcripts write figures."""
    out: list[Quantity] = []
    for q in found:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.kind is QuantityKind.NUMBER
            and prev.unit in ("point", "dot")
            and prev.high is None
            and q.high is None
            and q.qualifier is None
            and prev.value == int(prev.value)
            and q.value == int(q.value)
            and q.value > 0
            and _SPOKEN_POINT.fullmatch(text, prev.end, q.start)
        ):
            places = len(str(int(q.value)))
            out[-1] = replace(
                q,
                value=prev.value + q.value / 10**places,
                start=prev.start,
                text=text[prev.start : q.end],
                qualifier=prev.qualifier,
                step=10.0**-places,
            )
            continue
        out.append(q)
    return out


#: Between the whole and the cents of an amount: "twelve Euros and fifty centimes".
_MONEY_JOIN = re.compile(r"[ \u00a0]*(?:,[ \u00a0]*|[ \u00a0]+and[ \u00a0]+)?")
#: Hundredths of a currency named as a unit of a count ("fifty centimes", "20 pence").
_HUNDREDTHS = frozenset({"cent", "cents", "centime", "centimes", "pence", "penny", "pennies"})


def _compound_money(text: str, found: list[Quantity]) -> list[Quantity]:
    """One amount of a whole and its cents ("twenty dollars and fifty cents" is $20.50, in the
    whole's currency: "twelve Euros and fifty centimes" is 12.50 Euros), so that "$20" does not
    agree with it."""
    out: list[Quantity] = []
    for q in found:
        prev = out[-1] if out else None
        cents = None
        if q.kind is QuantityKind.MONEY and q.step == 0.01 and q.value < 1:
            cents = q.value
        elif q.kind is QuantityKind.NUMBER and q.unit in _HUNDREDTHS and q.value < 100:
            cents = q.value / 100
        if (
            prev is not None
            and cents is not None
            and prev.kind is QuantityKind.MONEY
            and prev.currency is not None
            and prev.high is None
            and q.high is None
            and q.qualifier is None
            and prev.value == int(prev.value)
            and _MONEY_JOIN.fullmatch(text, prev.unit_end, q.start)
        ):
            out[-1] = replace(prev, value=prev.value + cents, unit_end=q.unit_end, step=0.01)
            continue
        out.append(q)
    return out


_CURRENCY_SYMBOLS = {
    "US$": "USD",
    "C$": "CAD",
    "A$": "AUD",
    "HK$": "HKD",
    "$": "USD",
    "€": "EUR",
    "£": "GBP",
    "¥": "JPY",
    "₹": "INR",
}
_CURRENCY_CODES = _wordset("USD EUR GBP JPY CHF CAD AUD INR CNY HKD SGD SEK NOK DKK")
_AFTER_CENTS = re.compile(r"[ \u00a0]*(?:cents?\b|¢)")
_CURRENCY_WORDS = {
    "dollar": "USD",
    "dollars": "USD",
    "bucks": "USD",
    "euro": "EUR",
    "euros": "EUR",
    "yen": "JPY",
    "rupee": "INR",
    "rupees": "INR",
}
# Qualifiers written before a number ("or more", "+" and "or so" come after it).
_QUALIFIER_SET = (_APPROXIMATE | _AT_LEAST | _MORE_THAN | _AT_MOST | _LESS_THAN) - {
    "or more",
    "+",
    "or so",
}
# Words that end a unit phrase: a unit is a noun right after the number, not the rest of the clause.
_STOP_WORDS = _wordset(
    "a an the of in on at to for with by from and or but nor is are was were be been being has "
    "have had do does did will would can could should may might must shall that which who whom "
    "whose this these those it its as than then per each every over under more less most least "
    "ago later earlier before after since until while when where why how what not no so such "
    "about around into onto out up down off all any both few many much other some own same "
    "very just only also too again here there their they them we us our you your he she his "
    "her i me my via vs versus plus minus total overall respectively approximately roughly "
    "percent pct cent below above beyond ahead behind yet still even already now today "
    "yesterday tomorrow instead"
)
_UNIT_NOUNS = _wordset(
    "people staff personnel day week month year hour minute second km kg mile meter metre foot "
    "unit piece item user customer employee seat license deal account lead visit call meeting "
    "point times x"
)


# --------------------------------------------------------------------------------------------
# Parsing

_NUMERIC = re.compile(r"(?<![\w.,/#@])(?<!\d:)\d+(?:[.,]\d+)*(?!\d|[.,:/]\d)")
_WORD = re.compile(r"[A-Za-z]+")
_PREFIX_CURRENCY = re.compile(
    r"(?:(?P<sym>US\$|C\$|A\$|HK\$|\$|€|£|¥|₹)|(?P<code>" + "|".join(sorted(_CURRENCY_CODES)) + r")"
    r"[ \u00a0]?)[ \u00a0]?$"
)
_AFTER_CODE = re.compile(r"[ \u00a0]?(?P<code>" + "|".join(sorted(_CURRENCY_CODES)) + r")(?![\w])")
_AFTER_WORD = re.compile(
    r"[ \u00a0]+(?:US[ \u00a0]+)?(?P<word>" + "|".join(_CURRENCY_WORDS) + r")(?![\w])",
    re.IGNORECASE,
)
_AFTER_SYMBOL = re.compile(r"[ \u00a0]?(?P<sym>€|£|\$)")
_PERCENT = re.compile(
    r"[ \u00a0]?%|[ \u00a0]+(?:percent|per[ \u00a0]cent|pct)(?![\w])|"
    r"[ \u00a0]+(?P<pp>percentage[ \u00a0]+points?)(?![\w])|"
    # "There is 42 percentage chance of rain" (weather pages write it so).
    r"[ \u00a0]+percentage(?![\w])",
    re.IGNORECASE,
)
_MAGNITUDE_AFTER = re.compile(
    r"[ \u00a0]+(?P<word>"
    + "|".join(sorted(_MAGNITUDE_WORDS, key=len, reverse=True))
    + r")(?![\w])"
    # a scale hyphened into a compound: "a 7-billion-parameter model"
    + r"|-(?P<joined>"
    + "|".join(sorted(_SCALES, key=len, reverse=True))
    + r")(?![\w])",
    re.IGNORECASE,
)
_ATTACHED = re.compile(r"[A-Za-z]+")
_UNIT_WORD = re.compile(r"(?:[ \u00a0]+|-)(?P<w>[a-z][a-z'-]*[a-z]|[a-z])(?![\w])")
# Unit symbols whose capitals tell them from words, written after a space ("32 GB", "5 kWh").
_SPACED_UNIT = re.compile(
    r"[ \u00a0]+(?P<w>GB|MB|TB|KB|kB|kW|MW|GW|kWh|MWh|GHz|MHz|kHz|Hz|mAh|Wh|Mbps|Gbps"
    r"|mmHg|kPa|MPa|dB|IU|mEq|mSv"
    # areas with a power: "1,190 km2", "120 m²"
    r"|km2|km²|mi2|mi²|ft2|ft²|cm2|cm²|m2|m²)(?![\w])"
)
#: A name and a plural noun after a count: "four Ethernet ports", "three HDMI inputs".
_NAMED_UNIT = re.compile(
    r"[ \u00a0]+(?P<name>[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?)[ \u00a0]+(?P<w>[a-z]{3,}s)(?![\w])"
)
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|and)\s*")


#: Fractions of a whole, read as percentages: "half of the patients" is 50%, "a third of users"
#: 33.3%, "two-thirds of voters" 66.7%. Only before "of" or "the", or after a bound before a verb
#: or a stop ("and over half do", "nearly a third said"); a bare "half" only where no ordinal or
#: determiner comes before it ("the second half of 2023" is a time, not 50%).
_FRACTION = re.compile(
    r"(?<![\w-])(?:(?P<bound>over|more\s+than|nearly|almost|about|roughly|less\s+than|under"
    r"|fewer\s+than)[ \u00a0]+)?"
    r"(?P<frac>(?:(?P<num>a|an|one|two|three|four)[ \u00a0-]+)?"
    r"(?P<den>half|third|thirds|quarter|quarters|fifth|fifths))"
    r"(?=[ \u00a0]+(?:of|the)\b|(?(bound)(?:[ \u00a0]*[,;.)\u2014\u2013]|[ \u00a0]+-"
    r"|[ \u00a0]+(?:do|did|does|are|were|is|was|have|had|said|say|says|will|would)\b)|(?!)))",
    re.IGNORECASE,
)
_FRACTION_NUMERATORS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
#: A fraction of a percentage point: "a quarter of a percentage point" is 0.25 points, "half a
#: percentage point" 0.5 (read before :data:`_FRACTION`, which would make the first 25%).
_POINT_FRACTION = re.compile(
    r"(?<![\w-])(?:(?P<num>a|an|one|two|three)[ \u00a0-]+)?"
    r"(?P<den>half|third|thirds|quarter|quarters)"
    r"(?:[ \u00a0]+of)?[ \u00a0]+(?:a|one)[ \u00a0]+(?:percentage|per[ \u00a0]?cent)[ \u00a0]+point"
    r"(?![\w])",
    re.IGNORECASE,
)
#: Basis points, hundredths of a percentage point: "25 basis points" is 0.25 points.
_BASIS_POINTS = re.compile(r"[ \u00a0]*(?:basis[ \u00a0]+points?|bps|bp)(?![\w])", re.IGNORECASE)
_DENOMINATORS = {"half": 2, "third": 3, "quarter": 4, "fifth": 5}
_NOT_A_FRACTION_BEFORE = re.compile(
    r"(?:first|second|third|fourth|last|next|this|that|the|latter|former|other|each|every)"
    r"[ \u00a0]+$",
    re.IGNORECASE,
)
#: How far back :data:`_NOT_A_FRACTION_BEFORE` looks: its longest word and a few spaces.
_NOT_A_FRACTION_REACH = 40


@dataclass
class _Draft:
    """A quantity being assembled; frozen into a :class:`Quantity` at the end."""

    start: int
    end: int
    value: float
    step: float
    kind: QuantityKind = QuantityKind.NUMBER
    currency: str | None = None
    mult: float = 1.0
    qualifier: str | None = None
    unit: str | None = None
    unit_end: int = -1
    high: float | None = None
    sign_start: int | None = None


#: A record's value right after its key: ``"salary": 2000`` in JSON, ``deal.salary: 2000`` in a
#: flattened record's line.
_JSON_KEY_BEFORE = re.compile(r'(?:"([^"\n]{1,80})"|^[ \t]*([\w.\[\]-]{1,80}))[ \t]*:[ \t]*$', re.M)
#: Keys whose bare four-digit value is a year, not an amount.
_YEAR_KEY = re.compile(
    r"year|date|founded|established|since|built|born|season|vintage|model|opened|created|updated",
    re.IGNORECASE,
)


def _json_amount(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, read as a year, is a JSON number of a key that is no date:
    ``"salary": 2000`` is two thousand, ``"founded": 2000`` a year."""
    if not text[start:end].isdigit() or text[end : end + 1] == '"':
        return False
    key = _JSON_KEY_BEFORE.search(text, max(0, start - 90), start)
    return key is not None and not _YEAR_KEY.search(key.group(1) or key.group(2))


def _decimal(q: Quantity) -> bool:
    """Whether a figure is written with a decimal point ("$7.50", "2.5 million")."""
    return re.search(r"\d\.\d", q.text) is not None


def _unrounded(q: Quantity) -> bool:
    """Whether a figure is written to a decimal place ("$7.50") or to a last digit that is not
    a round zero ("7 hours", "15 minutes", "3 million"; not "250 workers")."""
    return _decimal(q) or (q.step > 0 and round(q.value / q.step) % 10 != 0)


def parse_quantities(text: str) -> list[Quantity]:
    """Quantities of ``text`` in order, each with an exact span (times and citation markers skipped)."""
    return list(_parse_quantities(text))


@text_cache(maxsize=SOURCE_TEXTS)
def _parse_quantities(text: str) -> tuple[Quantity, ...]:
    # Detectors and judge features each read every source's quantities; one parse serves all.
    # "Two years later" stays a count, so that "three years later" can be checked against it.
    blocked = SpanSet(
        (t.start, t.end)
        for t in parse_times(text)
        if not t.anchored and not _json_amount(text, t.start, t.end)
    )
    blocked.update((m.start, m.end) for m in find_markers(text))
    # Clock times ("9 am") are not amounts; digits hyphened to a name ("COVID-19", "F-35") name it;
    # a phone number ("(555) 123-4567") is no range.
    blocked.update(m.span() for m in _NOT_AMOUNTS.finditer(text))
    blocked.update(m.span() for m in _PHONE.finditer(text))
    # "3 out of 10 patients" is a share (30%), not two counts.
    shares = [d for d in _share_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in shares)
    drafts = shares + [d for d in _digit_drafts(text) if not blocked.overlaps(d.start, d.end)]
    # Digit numbers win over words: "million" in "0.5 million" belongs to the digit number.
    blocked.update((d.start, d.end) for d in drafts)
    # "a year and a half of use" is a period, not "a half of" it.
    halves = [d for d in _half_period_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in halves)
    drafts += halves
    periods = [d for d in _a_period_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in periods)
    drafts += periods
    points = [d for d in _point_fraction_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in points)
    drafts += points
    fractions = [d for d in _fraction_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in fractions)
    drafts += fractions
    frequencies = [d for d in _frequency_drafts(text) if not blocked.overlaps(d.start, d.end)]
    blocked.update((d.start, d.end) for d in frequencies)
    drafts += frequencies
    drafts += [d for d in _word_drafts(text) if not blocked.overlaps(d.start, d.end)]
    drafts.sort(key=lambda d: d.start)
    drafts = _merge_ranges(text, drafts)
    out: list[Quantity] = []
    for d in drafts:
        if d.kind is QuantityKind.NUMBER:
            # Only counts have units; "$500K deal" and "25% growth" describe, they do not count.
            _read_unit(text, d)
        out.append(
            Quantity(
                value=d.value,
                start=d.start,
                end=d.end,
                text=text[d.start : d.end],
                kind=d.kind,
                currency=d.currency,
                high=d.high,
                qualifier=d.qualifier,
                unit=d.unit,
                unit_end=d.unit_end if d.unit_end >= d.end else d.end,
                step=d.step,
            )
        )
    return tuple(_compound_money(text, _compound_durations(text, _spoken_decimals(text, out))))


#: A larger unit of time and the next smaller one, with how many of the one make the other.
_TIME_PARTS = {("day", "hour"): 24, ("hour", "minute"): 60, ("minute", "second"): 60}
#: Between the parts of one duration: "2 hours 50 minutes", "1 hour and 15 minutes".
_DURATION_JOIN = re.compile(r"\s*(?:,\s*|\s+and\s+)?\s*")


def _time_unit(q: Quantity) -> str | None:
    head = q.unit_head
    return {"hr": "hour", "min": "minute", "sec": "second"}.get(head or "", head)


def _compound_durations(text: str, found: list[Quantity]) -> list[Quantity]:
    """One duration of two parts ("2 hours 50 minutes" is 2 5/6 hours, in the first part's
    unit), so that "about three hours" agrees with it and "4 hours" does not."""
    out: list[Quantity] = []
    for q in found:
        prev = out[-1] if out else None
        factor = (
            _TIME_PARTS.get((_time_unit(prev) or "", _time_unit(q) or ""))
            if prev is not None
            else None
        )
        if (
            prev is not None
            and factor is not None
            and prev.kind is q.kind is QuantityKind.NUMBER
            and prev.high is None
            and q.high is None
            and q.qualifier is None
            and q.value < factor
            and _DURATION_JOIN.fullmatch(text, prev.unit_end, q.start)
        ):
            out[-1] = replace(
                prev,
                value=prev.value + q.value / factor,
                unit_end=q.unit_end,
                step=min(prev.step, q.step / factor) if prev.step else q.step / factor,
            )
            continue
        out.append(q)
    return out


class SpanSet:
    """Half-open spans, merged and sorted, with a fast overlap test (long sources hold many)."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        self.update(spans)

    def update(self, spans: Iterable[tuple[int, int]]) -> None:
        """Add spans, merging overlapping ones."""
        merged: list[tuple[int, int]] = []
        for start, end in sorted([*zip(self._starts, self._ends, strict=True), *spans]):
            if merged and start < merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        self._starts = [s for s, _ in merged]
        self._ends = [e for _, e in merged]

    def overlaps(self, start: int, end: int) -> bool:
        """Whether ``[start, end)`` shares a character with a span of the set."""
        i = bisect.bisect_left(self._starts, end) - 1
        return i >= 0 and self._ends[i] > start


_NOT_AMOUNTS = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:[ap]\.m\.|[ap]m\b)|(?<=[A-Za-z]-)\d+\b", re.IGNORECASE
)
_PHONE = re.compile(r"(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s*|\b\d{3}[\s.-])\d{3}[.-]\d{4}\b")
_INT = re.compile(r"\d+")
_DECIMAL = re.compile(r"\d+\.\d+")
_US_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_EU_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+,\d+|\d{1,3}(?:\.\d{3}){2,}")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
_LIST = re.compile(r"\d+(?:,\d+)+")


def _read_digits(core: str, decimal_comma: bool) -> list[tuple[int, int, float, int]] | None:
    """Pieces of a digit token as (offset, length, value, decimals); None when it is no number."""
    if _INT.fullmatch(core):
        return [(0, len(core), float(core), 0)]
    if _DECIMAL.fullmatch(core):
        return [(0, len(core), float(core), len(core.split(".")[1]))]
    if _US_THOUSANDS.fullmatch(core):
        decimals = len(core.split(".")[1]) if "." in core else 0
        return [(0, len(core), float(core.replace(",", "")), decimals)]
    if _EU_THOUSANDS.fullmatch(core):
        decimals = len(core.split(",")[1]) if "," in core else 0
        return [(0, len(core), float(core.replace(".", "").replace(",", ".")), decimals)]
    if decimal_comma and _DECIMAL_COMMA.fullmatch(core):
        return [(0, len(core), float(core.replace(",", ".")), len(core.split(",")[1]))]
    if _LIST.fullmatch(core):
        # A list such as "10,20,30": each piece on its own.
        pieces, pos = [], 0
        for piece in core.split(","):
            pieces.append((pos, len(piece), float(piece), 0))
            pos += len(piece) + 1
        return pieces
    return None  # versions, IP addresses and the like


def _digit_drafts(text: str) -> list[_Draft]:
    out: list[_Draft] = []
    for m in _NUMERIC.finditer(text):
        core = m.group()
        decimal_comma = False
        if "," in core:
            tail = text[m.end() : m.end() + 16]
            decimal_comma = bool(
                _MAGNITUDE_AFTER.match(tail) or _PERCENT.match(tail) or _AFTER_SYMBOL.match(tail)
            )
        pieces = _read_digits(core, decimal_comma)
        if pieces is None:
            continue
        for offset, length, value, decimals in pieces:
            start = m.start() + offset
            end = start + length
            d = _Draft(start, end, value, 10.0**-decimals)
            if len(pieces) > 1:
                out.append(d)
                continue
            if _extend_digits(text, d):
                out.append(d)
    return out


def _extend_digits(text: str, d: _Draft) -> bool:
    """Currency, sign, suffixes and qualifier around a digit number; False when it is no quantity."""
    _read_prefix(text, d)
    attached = _ATTACHED.match(text, d.end)
    if attached:
        word = attached.group()
        if word in _SUFFIXES or (d.currency and word in _MONEY_SUFFIXES):
            mult = _SUFFIXES.get(word) or _MONEY_SUFFIXES[word]
            d.value *= mult
            d.step *= mult
            d.mult = mult
            d.end = attached.end()
        elif word.lower() in _ORDINAL_SUFFIXES and d.step == 1.0:
            d.kind = QuantityKind.ORDINAL
            d.end = attached.end()
            return True
        elif word in _ATTACHED_UNITS:
            d.unit = word.lower()
            d.unit_end = attached.end()
        elif word in ("C", "F") and not _LABEL_BEFORE.search(text, max(0, d.start - 40), d.start):
            # a recipe's "180C (350F)"; not "Gate 14C" or "Room 3F"
            d.unit = "°" + word
            d.unit_end = attached.end()
        else:
            return False  # "4G", "3D", "10am": a code or a time, not a quantity
    if text.startswith("+", d.end) and not re.match(r"\+\s*\d", text[d.end :]):
        d.end += 1
        d.qualifier = "at least"
    _read_suffix(text, d)
    _read_qualifier(text, d)
    return True


def _read_prefix(text: str, d: _Draft) -> None:
    head = text[max(0, d.start - 6) : d.start]
    m = _PREFIX_CURRENCY.search(head)
    if m:
        d.currency = _CURRENCY_SYMBOLS[m.group("sym")] if m.group("sym") else m.group("code")
        d.kind = QuantityKind.MONEY
        d.start -= len(m.group())
    sign_at = d.start - 1
    if sign_at >= 0 and text[sign_at] in "-−":
        touching = text[sign_at - 1] if sign_at > 0 else " "
        before = text[:sign_at].rstrip()
        # "10 - 12", "10-12" and "A-5" are ranges and codes, not negative numbers.
        if not touching.isalnum() and not (
            before and (before[-1].isdigit() or before[-1] in ")]%")
        ):
            d.start = sign_at
            d.value = -d.value


def _read_suffix(text: str, d: _Draft) -> None:
    """Magnitude word, percent sign or word, and currency after the number."""
    if d.mult == 1.0:
        m = _MAGNITUDE_AFTER.match(text, d.end)
        word = (m.group("word") or m.group("joined")).lower() if m else ""
        if m and not (word == "k" and d.currency is None):
            mult = _MAGNITUDE_WORDS[word]
            d.value *= mult
            d.step *= mult
            d.mult = mult
            d.end = m.end()
    p = _PERCENT.match(text, d.end)
    if p and d.kind is not QuantityKind.MONEY:
        d.kind = QuantityKind.PERCENT
        d.end = p.end()
        if p.group("pp"):
            d.unit = "percentage points"
            d.unit_end = d.end
        return
    if d.currency is None and (bp := _BASIS_POINTS.match(text, d.end)):
        # The scale applies to a range's low end too ("25-50 basis points"), as "$10-12M" does.
        d.value, d.step, d.mult = d.value / 100, d.step / 100, d.mult / 100
        d.high = d.high / 100 if d.high is not None else None
        # The figure's text stays the number, its unit the words after it, as for counts: the
        # words beside a source's figure are read from its end.
        d.kind, d.unit, d.unit_end = QuantityKind.PERCENT, "percentage points", bp.end()
        return
    if d.currency is None:
        code = _AFTER_CODE.match(text, d.end)
        symbol = _AFTER_SYMBOL.match(text, d.end)
        w = _AFTER_WORD.match(text, d.end)
        if code:
            d.currency = code.group("code")
            d.kind = QuantityKind.MONEY
            d.end = code.end()
        elif symbol:
            d.currency = _CURRENCY_SYMBOLS[symbol.group("sym")]
            d.kind = QuantityKind.MONEY
            d.end = symbol.end()
        elif w:
            d.currency = _CURRENCY_WORDS[w.group("word").lower()]
            d.kind = QuantityKind.MONEY
            d.end = w.end()
        elif cents := _AFTER_CENTS.match(text, d.end):
            # "25 cents per day" is $0.25, a sum to set against "$1 per day"
            d.value, d.step = d.value / 100, d.step / 100
            d.high = d.high / 100 if d.high is not None else None
            d.currency, d.kind, d.end = "USD", QuantityKind.MONEY, cents.end()


def _qualifier_before(text: str, start: int) -> str | None:
    """The qualifier phrase ending right before ``start`` ("at least", "about"), longest first."""
    tokens = text[max(0, start - 28) : start].lower().split()[-4:]
    for n in (3, 2, 1):
        if len(tokens) >= n:
            phrase = " ".join(tokens[-n:]).lstrip("(")
            if phrase in _QUALIFIER_SET:
                return phrase
    if tokens and tokens[-1] in ("a", "an"):
        # "up to a 30% increase", "at least a 10% cut": a bound of two or more words before
        # the article bounds the figure ("over a 5-year period" is a time, not a bound)
        for n in (3, 2):
            if len(tokens) > n:
                phrase = " ".join(tokens[-n - 1 : -1]).lstrip("(")
                if phrase in _BOUNDS:
                    return phrase
    return None


#: A lone "one" before a period of time is a count of it ("one week's notice", "within one
#: year", "successive one-year terms"); not "one day", which mostly tells of some day ("ordered
#: from here one day").
_ONE_PERIOD = re.compile(
    r"(?:one|One)(?:\s+|-)(?:week|month|year|hour|minute|decade)(?:'s|’s)?\b(?!-)"
)


#: "one day" after a word that counts the time: "a doctor's note after one day", "within one
#: day" (not "ordered from here one day").
_COUNTED_DAY = re.compile(r"\b(?:after|within)\s+one\s+day\b", re.IGNORECASE)


def _after_bound(text: str, start: int) -> bool:
    """Whether a bound qualifier ends right before ``start`` ("at least one week")."""
    return _qualifier_before(text, start) in _BOUNDS


#: A denial of a strict bound a few words before it: "Do not take more than 1,200 mg", "must
#: never be given less than" (the bound the other way round, edges included).
_DENIED_BOUND = re.compile(r"\b(?:not|n't|never)\s+(?:[a-z]+\s+){0,2}$", re.IGNORECASE)


def _read_qualifier(text: str, d: _Draft) -> None:
    before = _qualifier_before(text, d.start)
    if before in _MORE_THAN | _LESS_THAN:
        head = text[max(0, d.start - 60) : d.start].rstrip()
        head = head[: len(head) - len(before)] if head.lower().endswith(before) else ""
        if _DENIED_BOUND.search(head):
            before = "at most" if before in _MORE_THAN else "at least"
    if before is not None:
        d.qualifier = before
    after = re.match(r"\s+or\s+(more|so|less|fewer)\b", text[d.end : d.end + 12])
    if after and d.qualifier is None:
        d.qualifier = {"more": "at least", "so": "about", "less": "at most", "fewer": "at most"}[
            after.group(1)
        ]
    if d.qualifier is None and text[max(0, d.start - 24) : d.start].lower().split()[-1:] == [
        "between"
    ]:
        d.qualifier = "between"


def _word_drafts(text: str) -> list[_Draft]:
    """Number words: "fifty", "twenty-three", "two hundred", "half a million", "a dozen"."""
    words = [(m.start(), m.end(), m.group().lower()) for m in _WORD.finditer(text)]
    out: list[_Draft] = []
    i = 0
    while i < len(words):
        if words[i][2] not in _NUMBER_START:
            i += 1
            continue
        j, value, scale = _word_run(text, words, i)
        if j > i:
            start, end = words[i][0], words[j - 1][1]
            d = _Draft(start, end, value, 1.0)
            if scale:
                d.step = scale / 2 if value % scale else scale
                d.mult = scale
            _read_prefix(text, d)
            _read_suffix(text, d)
            _read_qualifier(text, d)
            out.append(d)
            i = j
            continue
        word = words[i][2]
        if word in _ORDINAL_WORDS and _word_boundary(text, words[i][0], words[i][1]):
            s, e = words[i][0], words[i][1]
            out.append(_Draft(s, e, float(_ORDINAL_WORDS[word]), 1.0, QuantityKind.ORDINAL))
        i += 1
    return out


#: "once daily", "twice a week", "thrice per year": how often, as the count "2 times" that "2
#: times a day" gives. Only before a period, so "once the deal closes" and "twice as many" are
#: no counts.
_FREQUENCY = re.compile(
    r"\b(?P<n>once|twice|thrice)(?=\s+(?:(?:a|an|per|each|every)\s+(?:day|week|month|year|hour)\b"
    r"|(?:daily|weekly|monthly|yearly|annually|hourly|nightly)\b))",
    re.IGNORECASE,
)
_FREQUENCY_COUNTS = {"once": 1.0, "twice": 2.0, "thrice": 3.0}
#: A count of times alone: "renew them twice online" is 2 times; not a multiplier ("twice as
#: fast", "twice the size", "more than twice that") nor "once" (which is mostly "when").
_TIMES_ALONE = re.compile(
    r"\b(?P<n>twice|thrice)\b(?!\s+(?:as|the|that|than|this|its|their|his|her|what|over)\b)",
    re.IGNORECASE,
)
#: Two counts of how often as one range: "once or twice a day" is 1-2 times.
_FREQUENCY_RANGE = re.compile(
    r"\b(?P<lo>once|twice)\s+or\s+(?P<hi>twice|thrice)(?=\s+(?:(?:a|an|per|each|every)\s+"
    r"(?:day|week|month|year|hour)\b|(?:daily|weekly|monthly|yearly|annually|hourly|nightly)\b))",
    re.IGNORECASE,
)


#: A period and a half, or half of one: "a year and a half" is 1.5 years, like "18 months";
#: "half an hour" 0.5 hours.
_HALF_PERIOD = re.compile(
    r"\b(?:(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?P<unit>(?:year|month|week|day|hour|minute|decade)s?)\s+and\s+a\s+half"
    r"|half\s+(?:a|an)\s+(?P<one>year|month|week|day|hour|minute|decade))\b",
    re.IGNORECASE,
)
_HALF_COUNTS = {"a": 1, "an": 1, **{w: n for w, n in _ONES.items() if 1 <= n <= 10}}
#: One period after a word of when or how long: "reviewed after a year" is 1 year, like "after
#: 12 months" (not "twice a year", "a year ago", "a year or two", "for a minute", a casual
#: while, or "over a week", more than one).
_A_PERIOD = re.compile(
    r"\b(?:after|within|takes?|took|lasts?|lasted)\s+(?:about\s+|around\s+|roughly\s+)?"
    r"(?P<n>a|an)\s+"
    r"(?P<unit>year|month|week|day|hour|minute|decade)\b"
    r"(?!\s+(?:and\s+a\s+half|or\b|ago\b|later\b|earlier\b|before\b))",
    re.IGNORECASE,
)


#: A share as a count of a small whole: "one in four adults", "3 out of 10 patients" (not
#: "84 out of 100", a score, or "nine out of the 20 amino acids", which counts them).
_SHARE = re.compile(
    r"(?<!rated )(?<!rating of )(?<!score of )(?<!scored )"
    r"\b(?P<n>[1-9]|one|two|three|four|five|six|seven|eight|nine)\s+(?:in|out\s+of)\s+"
    r"(?P<d>[2-9]|10|two|three|four|five|six|seven|eight|nine|ten)\b"
    r"(?!\.\d)(?!\s*(?:%|percent|seconds?|minutes?|hours?|days?|weeks?|months?|years?|games?"
    r"|matches|stars?|points?)\b)",
    re.IGNORECASE,
)
_SHARE_WORDS = {w: n for w, n in _ONES.items() if 1 <= n <= 10}


def _share_drafts(text: str) -> list[_Draft]:
    """Shares written as a count of a whole, as percentages ("one in four" is 25%)."""
    out = []
    for m in _SHARE.finditer(text):
        n, d = (
            int(g) if g.isdigit() else _SHARE_WORDS[g.lower()] for g in (m.group("n"), m.group("d"))
        )
        # "4 out of 5" of a rating is a score, not a share ("rated 4 out of 5 stars")
        if 0 < n < d and not _RATED.match(text, m.end()):
            value = 100 * n / d
            out.append(_Draft(m.start(), m.end(), value, 0.5, QuantityKind.PERCENT))
    return out


_RATED = re.compile(r"[\s,]*(?:stars?|points?|rating|score)\b", re.IGNORECASE)


def _half_period_drafts(text: str) -> list[_Draft]:
    """A period and a half in words ("a year and a half", "two and a half" is a word number)."""
    out = []
    for m in _HALF_PERIOD.finditer(text):
        n = m.group("n")
        value = _HALF_COUNTS[n.lower()] + 0.5 if n else 0.5
        unit = (m.group("unit") or m.group("one")).lower()
        out.append(_Draft(m.start(), m.end(), value, 0.5, unit=unit, unit_end=m.end()))
    return out


#: The first period of something, for as long as it lasts: "a 20% discount for the first
#: year" is 1 year, like "for the first six months" is 6 (not "in the first year of the war",
#: a time, nor "the first week of March").
_FIRST_PERIOD = re.compile(
    r"\b(?:for|during|over)\s+(?:only\s+|just\s+)?the\s+(?P<n>first)\s+"
    r"(?P<unit>year|month|week|day)\b(?!\s+(?:of|and\s+a\s+half|or)\b)",
    re.IGNORECASE,
)


def _a_period_drafts(text: str) -> list[_Draft]:
    """One period in words after a word of how long (:data:`_A_PERIOD`, :data:`_FIRST_PERIOD`)."""
    matches = sorted(
        [*_A_PERIOD.finditer(text), *_FIRST_PERIOD.finditer(text)], key=lambda m: m.start()
    )
    return [
        _Draft(m.start("n"), m.end(), 1.0, 1.0, unit=m.group("unit").lower(), unit_end=m.end())
        for m in matches
    ]


def _frequency_drafts(text: str) -> list[_Draft]:
    """How often, in words: "twice daily" counts 2 times, like "2 times a day"; "once or twice a
    day" 1-2 times; "renew them twice" 2 times."""
    ranges = list(_FREQUENCY_RANGE.finditer(text))
    taken = SpanSet(m.span() for m in ranges)
    singles = [m for m in _FREQUENCY.finditer(text) if not taken.overlaps(m.start(), m.end())]
    taken.update(m.span() for m in singles)
    singles += [m for m in _TIMES_ALONE.finditer(text) if not taken.overlaps(m.start(), m.end())]
    out = []
    for m in sorted(ranges + singles, key=lambda m: m.start()):
        low, high = (
            (m.group("lo"), m.group("hi")) if "lo" in m.groupdict() else (m.group("n"), None)
        )
        d = _Draft(m.start(), m.end(), _FREQUENCY_COUNTS[low.lower()], 1.0, unit="times")
        d.unit_end = m.end()
        d.high = _FREQUENCY_COUNTS[high.lower()] if high else None
        out.append(d)
    return out


def _point_fraction_drafts(text: str) -> list[_Draft]:
    """Fractions of a percentage point (:data:`_POINT_FRACTION`), in percentage points."""
    out: list[_Draft] = []
    for m in _POINT_FRACTION.finditer(text):
        parts = _fraction_parts((m.group("num") or "a").lower(), m.group("den").lower())
        if parts is None:
            continue
        value = parts[0] / parts[1]
        out.append(
            _Draft(
                m.start(),
                m.end(),
                value,
                value,
                QuantityKind.PERCENT,
                unit="percentage points",
                unit_end=m.end(),
            )
        )
    return out


def _fraction_parts(num: str, den: str) -> tuple[int, int] | None:
    """Numerator and denominator of a fraction in words ("three", "quarters" -> 3, 4); None
    where they disagree ("two third", "four quarters")."""
    single = den.rstrip("s") if den != "half" else den
    numerator = _FRACTION_NUMERATORS[num]
    if (numerator == 1) != (den == single) or numerator >= _DENOMINATORS[single]:
        return None
    return numerator, _DENOMINATORS[single]


def _fraction_drafts(text: str) -> list[_Draft]:
    """Fractions as percentages (:data:`_FRACTION`), numerator and denominator agreeing."""
    out: list[_Draft] = []
    for m in _FRACTION.finditer(text):
        num, den = (m.group("num") or "").lower(), m.group("den").lower()
        if not num:
            # Only the few characters before it: searching from the start of a long source for
            # every fraction made reading it quadratic (60 "half of" in 62 KB took 278 ms).
            before = max(0, m.start("frac") - _NOT_A_FRACTION_REACH)
            if den != "half" or _NOT_A_FRACTION_BEFORE.search(text, before, m.start("frac")):
                continue
        parts = _fraction_parts(num or "a", den)
        if parts is None:
            continue
        numerator, whole = parts[0], 100.0 / parts[1]
        d = _Draft(m.start("frac"), m.end(), numerator * whole, whole, QuantityKind.PERCENT)
        _read_qualifier(text, d)
        out.append(d)
    return out


#: Count nouns a number word may be hyphened to and stay a count: "a two-year warranty", "a
#: three-bedroom house" (not "one-time", "two-way", "state-of-the-art").
_HYPHENED_UNITS = frozenset(
    str.split(
        "year month week day hour minute bedroom bathroom room story storey floor star door seat "
        "person member player game lane page mile inch foot pound gallon litre liter metre meter "
        "kilometre kilometer acre yard bar part piece step stage episode track song lap hole round"
    )
)
_HYPHENED_UNIT = re.compile(r"-([a-z]+)\b")


def _word_boundary(text: str, start: int, end: int, *, unit_after: bool = False) -> bool:
    # "twenty-three" is a compound, "state-of-the-art" or "first-class" is not a number; with
    # ``unit_after``, "two-year" is a count of years.
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    if unit_after and after == "-":
        m = _HYPHENED_UNIT.match(text, end)
        if m is not None and singular(m.group(1)) in _HYPHENED_UNITS:
            return not (before.isalnum() or before in "-'")
    return not (before.isalnum() or before in "-'") and not (after.isalnum() or after in "-'")


def _word_run(text: str, words: list[tuple[int, int, str]], i: int) -> tuple[int, float, float]:
    """Parse number words from ``words[i]``; returns (end index, value, largest scale)."""
    total = 0.0
    current = 0.0
    scale_seen = 0.0
    last = ""  # what the last accepted word was: ones, tens, hundred, scale, dozen, a, half, and
    half = False  # a pending "half" ("half a million", "one and a half million")
    j = i
    good = (i, 0.0)  # end index and value of the longest complete number so far
    while j < len(words):
        start, _, w = words[j]
        if j > i:
            gap = text[words[j - 1][1] : start]
            # Transcripts space the hyphen out: "twenty - five machines" is 25.
            hyphen = gap in {"-", " - ", " -", "- "}
            if not hyphen and not re.fullmatch(r"[ \u00a0]+", gap):
                break
            if hyphen and not (last == "tens" and 0 < _ONES.get(w, 0) < 10):
                break
        nxt = words[j + 1][2] if j + 1 < len(words) else ""
        if w in _ONES and (
            last in {"", "hundred", "scale", "and"} or (last == "tens" and 0 < _ONES[w] < 10)
        ):
            current += _ONES[w]
            last = "ones"
        elif w in _TENS and last in {"", "hundred", "scale", "and"}:
            current += _TENS[w]
            last = "tens"
        elif w == "hundred" and last in {"", "ones", "tens", "a"} and current < 100:
            current = (current or 1) * 100
            last = "hundred"
        elif w in _SCALES and last in {"", "ones", "tens", "hundred", "a", "half"}:
            scale = _SCALES[w]
            amount = current or 1.0
            if half:
                amount = amount + 0.5 if current else 0.5
            total += amount * scale
            current, half = 0.0, False
            scale_seen = max(scale_seen, scale)
            last = "scale"
        elif w == "dozen" and last in {"", "ones", "tens", "a"}:
            current = (current or 1) * 12
            last = "dozen"
        elif w in {"a", "an"} and last in {"", "half"} and nxt in {*_SCALES, "hundred", "dozen"}:
            last = "a"
            j += 1
            continue
        elif w == "half" and last == "" and nxt in {"a", "an"}:
            half, last = True, "half"
            j += 1
            continue
        elif w == "and" and last in {"hundred", "scale"} and (nxt in _ONES or nxt in _TENS):
            last = "and"
            j += 1
            continue
        elif (
            w == "and"
            and last in {"ones", "tens"}
            and nxt == "a"
            and _word_at(words, j + 2) == "half"
        ):
            # "one and a half (million)"
            half, last = True, "half"
            j += 3
            good = (j, total + current + 0.5)
            continue
        else:
            break
        j += 1
        good = (j, total + current + (0.5 if half else 0.0))
    end, value = good
    if end == i or (
        [w for _, _, w in words[i:end]] == ["one"]
        and not _after_bound(text, words[i][0])
        and not _ONE_PERIOD.match(text, words[i][0])
        and not _COUNTED_DAY.search(text, max(0, words[i][0] - 8), words[i][1] + 5)
    ):
        return i, 0.0, 0.0
    if not _word_boundary(text, words[i][0], words[end - 1][1], unit_after=True):
        return i, 0.0, 0.0
    return end, value, scale_seen


def _word_at(words: list[tuple[int, int, str]], k: int) -> str:
    return words[k][2] if k < len(words) else ""


def _merge_ranges(text: str, drafts: list[_Draft]) -> list[_Draft]:
    """Join "10-12", "$10-12M", "between 10 and 12" into one quantity with a high end."""
    out: list[_Draft] = []
    for d in drafts:
        prev = out[-1] if out else None
        if prev is not None and prev.high is None and prev.kind is not QuantityKind.ORDINAL:
            gap = text[prev.end : d.start]
            joined = _RANGE_JOIN.fullmatch(gap)
            uses_and = joined is not None and "and" in gap
            if (
                joined
                and d.kind is not QuantityKind.ORDINAL
                and prev.unit is None
                and (not uses_and or prev.qualifier == "between")
                and (prev.kind is d.kind or QuantityKind.NUMBER in (prev.kind, d.kind))
            ):
                low = prev.value
                if prev.mult == 1.0 and d.mult != 1.0:
                    # "$10-12M": the magnitude of the high end applies to the low end too.
                    low = prev.value * d.mult
                if low <= d.value:
                    merged = replace(
                        prev,
                        end=d.end,
                        value=low,
                        high=d.value,
                        kind=d.kind if prev.kind is QuantityKind.NUMBER else prev.kind,
                        currency=prev.currency or d.currency,
                        step=max(prev.step, d.step),
                        unit=d.unit,
                        unit_end=d.unit_end,
                        qualifier=None if prev.qualifier == "between" else prev.qualifier,
                    )
                    out[-1] = merged
                    continue
        out.append(d)
    for d in out:
        if d.qualifier == "between":
            d.qualifier = None  # a lone "between 10" has no second end to make a range
    return out


#: Degrees of a named scale after a figure: "180 degrees Celsius", "350 degrees F".
_DEGREES = re.compile(
    r"[ \u00a0]+degrees?[ \u00a0]+(?P<scale>celsius|fahrenheit|centigrade|c|f)(?![\w])",
    re.IGNORECASE,
)
_SCALES_OF_DEGREES = {"c": "celsius", "f": "fahrenheit", "centigrade": "celsius"}
#: A degree sign of a named scale after a figure: "212°F", "100 °C", "37 ℃".
_DEGREE_SIGN = re.compile(r"[ \u00a0]?(?:°[ \u00a0]?(?P<scale>[CcFf])|(?P<sign>[℃℉]))(?!\w)")


def _read_unit(text: str, d: _Draft) -> None:
    """The noun phrase right after a quantity ("50 decision makers" -> "decision makers")."""
    if d.unit is not None:
        return
    pos = d.end
    degrees = _DEGREES.match(text, pos)
    if degrees is not None:
        # "180 degrees Celsius": the scale's name is part of the unit ("celsius degrees", so
        # that its head is still "degree", as a bare "58 degrees" of the same source is)
        scale = degrees.group("scale").lower()
        d.unit = f"{_SCALES_OF_DEGREES.get(scale, scale)} degrees"
        d.unit_end = degrees.end()
        return
    sign = _DEGREE_SIGN.match(text, pos)
    if sign is not None:
        scale = (sign.group("scale") or ("c" if sign.group("sign") == "℃" else "f")).lower()
        d.unit = f"{_SCALES_OF_DEGREES[scale]} degrees"
        d.unit_end = sign.end()
        return
    spaced = _SPACED_UNIT.match(text, pos)
    if spaced is not None:
        d.unit = spaced.group("w").lower()
        d.unit_end = spaced.end()
        return
    named = _NAMED_UNIT.match(text, pos)
    if named is not None:
        # "four Ethernet ports", "two USB-C ports": a name before a plural noun counts it
        d.unit = f"{named.group('name').lower()} {named.group('w')}"
        d.unit_end = named.end()
        return
    words: list[tuple[str, int]] = []
    while len(words) < 3:
        m = _UNIT_WORD.match(text, pos)
        if m is None:
            break
        if m.group().startswith("-") and words:
            break
        word = m.group("w")
        low = word.lower()
        if low in _STOP_WORDS or low in _ONES or low in _TENS or low in _SCALES:
            break
        if low.endswith(("ed", "ing", "ly")) and low not in _UNIT_NOUNS:
            # "ten consecutive working days": a participle before a unit describes it (not
            # "128 fee-charging sites", which may be the source's "128 parks")
            nxt = _UNIT_WORD.match(text, m.end())
            noun = nxt.group("w").lower() if nxt is not None else ""
            if low.endswith("ly") or "-" in low or singular(noun) not in _UNIT_NOUNS:
                break
        words.append((low, m.end()))
        pos = m.end()
        if singular(low) in _UNIT_NOUNS or singular(low) != low:
            # A plural or a known unit ends the phrase: "14 days", "50 decision makers".
            break
    if not words:
        return
    # Without a plural or known unit, keep only the first word ("$500K deal value" -> "deal").
    if len(words) > 1 and not any(singular(w) != w or singular(w) in _UNIT_NOUNS for w, _ in words):
        words = words[:1]
    d.unit = " ".join(w for w, _ in words)
    d.unit_end = words[-1][1]


@lru_cache(maxsize=4096)
def _unit_head(unit: str) -> str | None:
    """:attr:`Quantity.unit_head` of a unit (read thousands of times per answer)."""
    # a possessive counts the same thing: "one month's notice", "two months' notice"
    last = unit.split()[-1].removesuffix("'s").removesuffix("’s").rstrip("'’")
    return singular(last) if last else None
