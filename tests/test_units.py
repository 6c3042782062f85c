"""Figures restated in another unit, in brackets, and figures compared across units."""

from __future__ import annotations

import pytest

from groundwise import units
from groundwise.quantities import parse_quantities
from groundwise.units import restatements


def _restated(text: str) -> list[str]:
    starts = restatements(text)
    return [q.text for q in parse_quantities(text) if q.start in starts]


@pytest.mark.parametrize(
    ("text", "restated"),
    [
        ("It was 58 degrees Fahrenheit (15 degrees Celsius) at noon.", ["15"]),
        ("It was 43°F (6°C) at dawn.", ["6"]),
        ("Highs reach 35 °C (95 °F) to 40 °C (104 °F).", ["95", "104"]),
        ("a 5-mile (8 km) trail", ["8"]),
        ("from 55°F to 52°F (13°C to 11°C)", ["13", "11"]),
        ("from 55 to 52 °F (13 to 11 °C)", ["13", "11"]),
        ("from 55°F to 52°F (13°C to 20°C)", []),
        ("It weighs 10 pounds (4.5 kg).", ["4.5"]),
        ("a 2,000 square feet (186 m²) house", ["186"]),
        ("The speed limit is 65 mph (105 km/h).", ["105"]),
        ("It holds 2 gallons (7.6 liters).", ["7.6"]),
        # a wrong conversion restates nothing
        ("It was 58 °F (25 °C).", []),
        # other dimensions, or no unit at all, are no conversion
        ("It weighs 10 pounds (4 miles).", []),
        ("Sales were 58 (15 in March).", []),
        # the same unit twice is no conversion
        ("a 5 km (8 km) trail", []),
        # a bracket far from the figure is no restatement
        ("It was 58 °F in the shade of the old oak tree by the river (15 °C).", []),
    ],
)
def test_restatements(text: str, restated: list[str]) -> None:
    assert _restated(text) == restated


@pytest.mark.parametrize(
    ("claim", "source", "states"),
    [
        # another unit of the same measure, converted
        ("24 months", "2 years", True),
        ("6 weeks", "42 days", True),
        ("14 days", "14 business days", True),
        ("2 hours", "120 minutes", True),
        ("5 g", "5,000 mg", True),
        ("1 tablespoon", "3 teaspoons", True),
        # the same number in another unit is another figure
        ("24 months", "24 weeks", False),
        ("2 kg", "2 pounds", False),
        ("3 tablespoons", "3 teaspoons", False),
        # units of different measures never convert
        ("2 kg", "2 km", False),
    ],
)
def test_states_converts_units(claim: str, source: str, states: bool) -> None:
    (q,) = parse_quantities(claim)
    (s,) = parse_quantities(source)
    assert units.states(s, q) is states
    assert units.measured_apart(q, s) is (claim.split()[1] != source.split()[1])


@pytest.mark.parametrize(
    ("claim", "source", "stated"),
    [
        ("more than 2 years", "30 months", True),  # a figure near the bound, converted
        ("under 6 years", "24 hours", False),  # allowed, but of another order
        ("at least 1 km", "50,000 m", False),
    ],
)
def test_a_bound_is_stated_by_a_figure_near_it(claim: str, source: str, stated: bool) -> None:
    (q,) = parse_quantities(claim)
    (s,) = parse_quantities(source)
    assert units.states(s, q) is stated


def test_a_conversion_may_round() -> None:
    (q,) = parse_quantities("390 ft")
    (s,) = parse_quantities("120 metres")
    assert units.states(s, q)  # 120 m is 393.7 ft
    (q,) = parse_quantities("1 year")
    (s,) = parse_quantities("10 months")
    assert not units.states(s, q)


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("at least 1 kilometer", "at least one km"),
        ("5 km", "5 kilometres"),
        ("3 hrs", "3 hours"),
    ],
)
def test_one_unit_spelt_two_ways_states_the_figure(claim: str, source: str) -> None:
    (q,) = parse_quantities(claim)
    (s,) = parse_quantities(source)
    assert units.states(s, q)
    assert not units.measured_apart(q, s)
    assert not units.unit_swapped(q, s)


def test_one_unit_spelt_two_ways_does_not_round_as_a_conversion() -> None:
    (q,) = parse_quantities("15.3 km")
    (s,) = parse_quantities("16 kilometres")
    assert not units.states(s, q)  # within 5%, but no conversion rounded it
    (s,) = parse_quantities("15.3 kilometres")
    assert units.states(s, q)


@pytest.mark.parametrize(
    ("claim", "source", "states"),
    [
        ("100 square miles", "259 square kilometres", True),
        ("7 million square miles", "7 million square kilometres", False),
        ("50 km²", "50 square kilometers", True),
    ],
)
def test_square_kilometres_and_miles_are_areas(claim: str, source: str, states: bool) -> None:
    (q,) = parse_quantities(claim)
    (s,) = parse_quantities(source)
    assert units.states(s, q) is states
