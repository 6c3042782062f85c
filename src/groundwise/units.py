"""A figure restated in another unit: "58 degrees Fahrenheit (15 degrees Celsius)", "5 miles (8 km)".

An answer often converts a source's figure for the reader and puts the conversion in brackets.
The bracketed figure states nothing the first one does not, so a checker that finds the first in
a source has nothing more to find: :func:`restatements` names the quantities that only restate
the one before them. A bracketed figure that does not convert to the one before it ("58 °F
(25 °C)") is no restatement and is checked like any other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from groundwise.memo import text_cache
from groundwise.quantities import Quantity, QuantityKind, parse_quantities

__all__ = ["in_unit_of", "measured_apart", "restatements", "states", "unit_swapped"]


@dataclass(frozen=True)
class _Unit:
    """A unit: its dimension, its spellings and its value in the dimension's base unit,
    ``(value + offset) * scale`` (Fahrenheit is the one unit with an offset)."""

    dimension: str
    pattern: re.Pattern[str]
    scale: float
    offset: float = 0.0

    def to_base(self, value: float) -> float:
        return (value + self.offset) * self.scale


#: (dimension, spellings, scale to the base unit); longer spellings first ("square feet" before
#: "feet", "fl oz" before "oz").
_TABLE: tuple[tuple[str, str, float], ...] = (
    ("temperature", r"°\s*C|℃|degrees?\s+(?:C\b|celsius|centigrade)|celsius", 1.0),
    ("area", r"square\s+(?:feet|foot)|sq\.?\s*ft\.?|ft²|ft2\b", 0.09290304),
    ("area", r"square\s+(?:kilomet(?:er|re)s?|km)|sq\.?\s*km\b\.?|km²|km2\b", 1_000_000.0),
    ("area", r"square\s+miles?|sq\.?\s*mi\b\.?|mi²|mi2\b", 2_589_988.110336),
    ("area", r"square\s+met(?:er|re)s?|sq\.?\s*m\b\.?|m²|m2\b", 1.0),
    ("area", r"acres?", 4046.8564224),
    ("area", r"hectares?|ha\b", 10000.0),
    ("speed", r"mph|miles?\s+(?:per|an|a)\s+hour", 1.609344),
    ("speed", r"km/h|kph|kmh|kilomet(?:er|re)s?\s+(?:per|an|a)\s+hour", 1.0),
    ("length", r"miles?|mi\b\.?", 1609.344),
    ("length", r"kilomet(?:er|re)s?|km\b", 1000.0),
    ("length", r"feet|foot|ft\b\.?", 0.3048),
    ("length", r"yards?|yds?\b\.?", 0.9144),
    ("length", r"inch(?:es)?|in\b\.|\"", 0.0254),
    ("length", r"centimet(?:er|re)s?|cm\b", 0.01),
    ("length", r"millimet(?:er|re)s?|mm\b", 0.001),
    ("length", r"met(?:er|re)s?|m\b", 1.0),
    ("mass", r"pounds?|lbs?\b\.?", 453.59237),
    ("mass", r"ounces?|oz\b\.?", 28.349523125),
    ("mass", r"kilograms?|kilos?|kg\b", 1000.0),
    ("mass", r"grams?|g\b", 1.0),
    ("volume", r"fl(?:uid)?\.?\s*oz\b\.?|fluid\s+ounces?", 29.5735295625),
    ("volume", r"gallons?|gal\b\.?", 3785.411784),
    ("volume", r"quarts?|qt\b\.?", 946.352946),
    ("volume", r"cups?", 236.5882365),
    # a recipe's spoons: "two teaspoons" is not "two tablespoons"
    ("volume", r"tablespoons?|tbsps?\b\.?|tbs\b\.?", 14.78676478125),
    ("volume", r"teaspoons?|tsps?\b\.?", 4.92892159375),
    ("volume", r"lit(?:er|re)s?|l\b", 1000.0),
    ("volume", r"millilit(?:er|re)s?|ml\b", 1.0),
    ("mass", r"milligrams?|mg\b", 0.001),
    ("mass", r"micrograms?|mcg\b|µg\b", 0.000001),
    # A month and a year as their mean lengths: "18 months" is "1.5 years".
    ("duration", r"years?|yrs?\b\.?", 31_557_600.0),
    ("duration", r"months?|mos?\b\.?", 2_629_800.0),
    ("duration", r"weeks?|wks?\b\.?", 604_800.0),
    # "5-7 business days" counts days too (a week of them is not 7 calendar days, but a claim
    # of "24 hours" or "two weeks" against them is another figure either way)
    ("duration", r"(?:business|working|calendar)\s+days?", 86_400.0),
    ("duration", r"days?", 86_400.0),
    ("duration", r"hours?|hrs?\b\.?", 3_600.0),
    ("duration", r"minutes?|mins?\b\.?", 60.0),
    ("duration", r"seconds?|secs?\b\.?", 1.0),
)


def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"^[\s-]*(?:{pattern})(?![a-z])", re.IGNORECASE)


_FAHRENHEIT = _Unit(
    "temperature", _compiled(r"°\s*F|℉|degrees?\s+(?:F\b|fahrenheit)|fahrenheit"), 5 / 9, -32.0
)
_UNITS: tuple[_Unit, ...] = (
    _FAHRENHEIT,
    *(_Unit(dimension, _compiled(pattern), scale) for dimension, pattern, scale in _TABLE),
)

#: How far the first figure's unit may run before the bracket: "58 degrees Fahrenheit (".
_MAX_GAP = 32
#: Rounding a conversion may show: 5% of the value, or one unit ("43 °F (6 °C)" is 6.1).
_RELATIVE = 0.05
_ABSOLUTE = 1.0


_BRACKET = re.compile(r"\(([^()]*)\)")


def _unit_after(text: str, q: Quantity, stop: int) -> _Unit | None:
    """The unit written right after ``q``'s number, read no further than ``stop``."""
    tail = text[q.end : stop]
    return next((u for u in _UNITS if u.pattern.match(tail)), None)


def _units(text: str, group: Sequence[Quantity], stop: int) -> list[_Unit | None]:
    """Each figure's unit; "55 to 52 °F" gives the first the unit written after the last."""
    stops = [q.start for q in group[1:]] + [stop]
    units = [_unit_after(text, q, end) for q, end in zip(group, stops, strict=True)]
    last = units[-1]
    return [u if u is not None else last for u in units]


@lru_cache(maxsize=1024)
def _measure(unit: str | None) -> _Unit | None:
    """The unit of the table a quantity's unit noun starts with ("months", "km of road")."""
    if not unit:
        return None
    return next((u for u in _UNITS if u.pattern.match(unit)), None)


def in_unit_of(s: Quantity, q: Quantity) -> Quantity | None:
    """``s`` restated in ``q``'s unit, where the two are units of one dimension ("2 years" as 24
    months, "42 days" as 6 weeks, "one km" as 1 kilometer); None where either unit is none of
    the table's."""
    us, uq = _measure(s.unit), _measure(q.unit)
    if us is None or uq is None or us.dimension != uq.dimension:
        return None
    if us == uq:
        return replace(s, unit=q.unit)  # one unit spelt two ways: "km" / "kilometer"

    def convert(value: float) -> float:
        return us.to_base(value) / uq.scale - uq.offset

    return replace(
        s,
        value=convert(s.value),
        high=convert(s.high) if s.high is not None else None,
        unit=q.unit,
        step=s.step * us.scale / uq.scale,
    )


def states(s: Quantity, q: Quantity) -> bool:
    """Whether ``s`` states ``q``'s value, in its unit or converted from another: "2 years" for
    "24 months", "120 metres" for "390 ft" (a conversion may round by 5%)."""
    if q.side is not None and q.unit and not s.unit and s.side is None and s.value != q.value:
        # A bound of a measure is no bare figure it allows: "up to 20 years in prison" is not
        # stated by "three or four American soldiers".
        return False
    if q.matches(s):
        return True
    converted = in_unit_of(s, q)
    if converted is None:
        return False
    if q.side is not None and not _of_one_order(q.value, converted.value):
        # A bound is stated by a figure near it, not by any figure it allows in another unit:
        # "24 hours" says nothing of children "under 6 years".
        return False
    if q.matches(converted):
        return True
    if _measure(s.unit) == _measure(q.unit):
        return False  # one unit spelt two ways: nothing was converted, so nothing rounds
    exact = q.high is None and converted.high is None and q.qualifier is None
    scale = max(abs(q.value), abs(converted.value))
    return exact and abs(q.value - converted.value) <= _RELATIVE * scale


def states_ends(figures: Sequence[Quantity], q: Quantity) -> bool:
    """Whether the figures of one sentence give a range's two ends between them: "$100 to $500
    a square foot" from "can run $100-$300 a square foot ..., but can go as high as $400-$500"
    (the lowest figure's bottom and the highest's top)."""
    if q.high is None:
        return False
    low = replace(q, high=None, qualifier=None)
    top = replace(q, value=q.high, high=None, qualifier=None)
    return any(states(replace(s, high=None), low) for s in figures if s.high is not None) and any(
        states(replace(s, value=s.high, high=None), top) for s in figures if s.high is not None
    )


#: How far apart a bound and a figure converted from another unit may be to state each other.
_BOUND_ORDER = 10.0


def _of_one_order(a: float, b: float) -> bool:
    """Whether two values are within a factor of :data:`_BOUND_ORDER` of each other."""
    if a <= 0 or b <= 0:
        return a == b
    return max(a, b) / min(a, b) <= _BOUND_ORDER


def measured_apart(q: Quantity, s: Quantity) -> bool:
    """Whether two quantities are in different units of the table ("24 months", "24 weeks")."""
    uq, us = _measure(q.unit), _measure(s.unit)
    return uq is not None and us is not None and uq != us


def unit_swapped(q: Quantity, s: Quantity) -> bool:
    """Whether two quantities give the same figure in two units of one measure ("24 months",
    "24 weeks"): the figure is the source's, the unit is not."""
    uq, us = _measure(q.unit), _measure(s.unit)
    return (
        uq is not None
        and us is not None
        and uq != us
        and uq.dimension == us.dimension
        and q.value == s.value
        and q.high == s.high
    )


def _converts(a: float, ua: _Unit, b: float, ub: _Unit) -> bool:
    base_a, base_b = ua.to_base(a), ub.to_base(b)
    if ua.dimension == "temperature":
        return abs(base_a - base_b) <= _ABSOLUTE + 0.5
    scale = max(abs(base_a), abs(base_b))
    return abs(base_a - base_b) <= max(_RELATIVE * scale, _ABSOLUTE * ub.scale)


def _pair_converts(a: Quantity, ua: _Unit | None, b: Quantity, ub: _Unit | None) -> bool:
    if ua is None or ub is None or ua.dimension != ub.dimension or ua is ub:
        return False
    if a.kind is not QuantityKind.NUMBER or b.kind is not QuantityKind.NUMBER:
        return False
    if (a.high is None) != (b.high is None):
        return False
    ends = [(a.value, b.value)] + ([(a.high, b.high)] if a.high is not None else [])
    return all(_converts(x, ua, y, ub) for x, y in ends if x is not None and y is not None)


@text_cache(maxsize=256)
def restatements(text: str) -> frozenset[int]:
    """Starts of the quantities that restate, in brackets, the figures just before the bracket.

    "58 °F (15 °C)", "35 °C (95 °F) to 40 °C (104 °F)", "55°F to 52°F (13°C to 11°C)": the
    figures inside a bracket are paired in order with as many figures before it, and each pair
    must convert, in the same dimension and another unit. Cached: the numbers detector and the
    judge's word features ask about the same claim.

    >>> sorted(restatements("It was 58 degrees Fahrenheit (15 degrees Celsius) at noon."))
    [30]
    """
    if "(" not in text:
        return frozenset()
    ordered = parse_quantities(text)
    found: set[int] = set()
    for bracket in _BRACKET.finditer(text):
        opening, closing = bracket.start(), bracket.end() - 1
        inside = [q for q in ordered if opening < q.start and q.end <= closing]
        before = [q for q in ordered if q.end <= opening][-len(inside) :] if inside else []
        if not inside or len(before) < len(inside) or opening - before[-1].end > _MAX_GAP:
            continue
        if text[opening + 1 : inside[0].start].strip("~ "):
            continue  # "(about 15 °C)" is fine; "(in March, 15)" is no restatement
        first, second = _units(text, before, opening), _units(text, inside, closing)
        if all(
            _pair_converts(a, ua, b, ub)
            for a, ua, b, ub in zip(before, first, inside, second, strict=True)
        ):
            found.update(q.start for q in inside)
    return frozenset(found)
