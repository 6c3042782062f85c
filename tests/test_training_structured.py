"""Synthetic statements about JSON records (training data for the learned judge)."""

from __future__ import annotations

import json
import random
import re

import pytest

from groundwise.training.data import Example, group_of
from groundwise.training.structured import (
    ORIGIN,
    Field,
    changed,
    fields,
    key_words,
    record_examples,
    render,
)

# Records written for these tests: a small CRM account and a shop.
ACCOUNT = {
    "name": "Northwind Traders",
    "account": {"annualRevenue": 2400000, "employees": 85, "tier": "gold"},
    "renewalDate": "2025-03-31",
    "region": "EMEA",
    "notes": "A long free-text note that is far too wordy to be stated as one field value.",
    "active": True,
    "contacts": [{"role": "buyer"}, {"role": "champion"}],
}
SHOP = {
    "name": "Blue Fern Bakery",
    "city": "Lisbon",
    "rating": 4.5,
    "opened": "2019-06-01",
    "region": "Iberia",
    "account": {"tier": "silver", "annualRevenue": 310000, "employees": 12},
}


def _example(i: int, record: dict[str, object], answer: str = "x") -> Example:
    source = json.dumps(record, indent=1)
    return Example(
        file="ragtruth-data2txt-dev",
        id=f"r{i}",
        sources=(source,),
        answer=answer,
        label=1,
        spans=(),
        group=group_of("ragtruth-data2txt-dev", [source]),
        family="ragtruth",
    )


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("expectedCloseDate", "expected close date"),  # camelCase
        ("business_stars", "business stars"),  # snake_case
        ("WiFi", "wi fi"),  # capitals inside a word
        ("e-mail", "e mail"),  # hyphen
    ],
)
def test_key_words_split_identifiers(key: str, words: str) -> None:
    assert key_words(key) == words


def test_fields_keep_short_single_valued_scalars_and_drop_the_rest() -> None:
    keys = [f.key for f in fields(ACCOUNT)]
    # Nested numbers and short strings are kept; the name is the subject, not a field.
    assert keys == ["annualRevenue", "employees", "tier", "renewalDate", "region"]
    # A key repeated in a list ("role" twice) has no single value to state.
    assert "role" not in keys and "notes" not in keys and "active" not in keys


@pytest.mark.parametrize("seed", range(6))
def test_render_writes_the_same_value_in_another_form(seed: int) -> None:
    rng = random.Random(seed)
    revenue = render(Field("annualRevenue", "annual revenue", 2400000), rng)
    assert revenue in {"$2.4M", "$2,400,000", "$2400K"}
    date = render(Field("renewalDate", "renewal date", "2025-03-31"), rng)
    assert date in {"March 31, 2025", "31 March 2025", "March 2025", "Q1 2025"}
    assert render(Field("employees", "employees", 85), rng) == "85"


@pytest.mark.parametrize("seed", range(6))
def test_changed_gives_a_value_the_record_does_not_hold(seed: int) -> None:
    rng = random.Random(seed)
    text = json.dumps(ACCOUNT)
    pool = fields(ACCOUNT) + fields(SHOP)
    for f in fields(ACCOUNT):
        new = changed(f, pool, text, rng)
        assert new is not None and new.key == f.key
        assert new.value != f.value
    # No other record holds a region, so a string with no alternative gives nothing.
    assert changed(Field("zone", "zone", "North"), pool, text, rng) is None


def test_record_examples_are_seeded_balanced_and_keep_the_group() -> None:
    examples = [_example(0, ACCOUNT), _example(1, SHOP), _example(2, ACCOUNT)]
    a = record_examples(examples, seed=3)
    assert a == record_examples(examples, seed=3)
    assert a != record_examples(examples, seed=4)
    groups = {e.group for e in examples}
    # Two distinct records, three supported and up to three changed answers each.
    assert 8 <= len(a) <= 12 and sum(e.label for e in a) == 6
    for ex in a:
        assert ex.origin == ORIGIN and ex.group in groups and ex.family == "ragtruth"
        source = ex.sources[0]
        assert json.loads(source) in (ACCOUNT, SHOP)
        assert 1 <= ex.answer.count(". ") + 1 <= 3
        if ex.label == 0:
            ((start, end),) = ex.spans or ()
            wrong = ex.answer[start:end]
            # The changed value is nowhere in the record, not even as a number of its own.
            figure = wrong.lstrip("$").replace(",", "")
            assert wrong and not re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d])", source)
        else:
            assert ex.spans == ()


def test_record_examples_skip_prose_sources() -> None:
    prose = Example(
        file="wice-dev",
        id="p",
        sources=("Plain prose, no record here.",),
        answer="x",
        label=1,
        spans=(),
        group="g",
        family="wice",
    )
    assert record_examples([prose], seed=1) == []
