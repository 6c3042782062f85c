"""The trend detector: a change the sources' compared figures show the other way."""

from __future__ import annotations

import pytest

from groundwise.detectors import default_detectors
from groundwise.detectors.trend import TrendDetector, compared_way
from groundwise.results import FlagType
from test_detectors_text import run

NET_INCOME = (
    "Net income on a non-GAAP basis in the second quarter was $94.8 million or $0.91 per diluted "
    "share, that compares to $106.6 million or $1.04 per diluted share in Q2 of last year."
)
REVENUE = "Revenue was $5 million in 2021 versus $4 million in 2020."
RIVALS = "Apple's revenue was $90 billion, compared with Samsung's $60 billion."
SAYS_SO = "Revenue was $5 million in 2021, up from $4 million in 2020."


def _flags(claim_text: str, source: str) -> list[tuple[FlagType, str]]:
    _, flags = run(TrendDetector(), claim_text, source)
    return [(f.type, f.text) for f in flags]


@pytest.mark.parametrize(
    ("claim", "source", "flagged"),
    [
        (
            "The company had an increase in net income on a non-GAAP basis in Q2 compared to "
            "last year.",
            NET_INCOME,
            "increase",
        ),
        ("Non-GAAP net income rose in the second quarter.", NET_INCOME, "rose"),
        ("Revenue fell in 2021.", REVENUE, "fell"),
        # the figures' way agrees
        ("Non-GAAP net income declined in the second quarter.", NET_INCOME, None),
        ("Revenue grew in 2021.", REVENUE, None),
        # two things compared, not two times
        ("Samsung's revenue declined.", RIVALS, None),
        # a sentence that says its way itself is the negation detector's
        ("Revenue fell in 2021.", SAYS_SO, None),
        # a comparison with something named is no change
        ("Revenue was higher than in 2020.", REVENUE, None),
        # a sentence about another measure
        ("Operating costs rose in 2021.", REVENUE, None),
    ],
)
def test_trend(claim: str, source: str, flagged: str | None) -> None:
    assert _flags(claim, source) == ([(FlagType.CONTRADICTION, flagged)] if flagged else [])


def test_compared_way_pairs_figures_in_order() -> None:
    assert compared_way(NET_INCOME) == (-1, "$94.8 million against $106.6 million")
    # pairs that disagree say no way
    assert (
        compared_way("Sales were $5 million and 3% margin versus $4 million and 4% a year ago.")
        is None
    )
    assert compared_way(RIVALS) is None


def test_trend_detector_is_a_default_detector() -> None:
    assert any(isinstance(d, TrendDetector) for d in default_detectors())
