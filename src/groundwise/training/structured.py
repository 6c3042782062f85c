"""Synthetic claims about structured records: what a user checks against a JSON or CRM source.

The benchmarks' answers are prose about prose; few are one-line statements of a record's field
("The close date is Q4", "The deal value is $500K"). Without such examples the learned judge
learns that a one-claim answer is usually wrong. This module makes them from the JSON records the
benchmarks already hold (RAGTruth data-to-text, given as JSON text): short answers state one to
three of a record's fields, with the value written the way people write it (``500K``,
``$1.2M``, ``December 2024``, ``Q4 2024``). A negative changes one stated value (another figure,
another month or year, another record's value for the same field); the changed value is its gold
unsupported span. Seeded generated business records (deals, orders, staff, events) add the money,
dates and counts the benchmark records lack. Everything is driven by one ``random.Random(seed)``.

Used by ``scripts/train.py --record-statements`` (off by default: in grouped cross-validation the
statements lift data-to-text but cost WiCE and the leave-one-family-out mean; docs/judge-history.md).
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from groundwise.features import key_words
from groundwise.training.data import Example
from groundwise.training.perturb import MONTHS

#: Origin tag of these examples (see :attr:`Example.origin`).
ORIGIN = "record"
_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:]+)?$")
_MONEY_KEYS = ("value", "price", "amount", "revenue", "cost", "budget", "salary", "total")
#: Words for the thing a record describes, used as the subject of its statements.
_NOUNS = ("the business", "the place", "the listing", "the record", "the account")
#: Field values that are too long, or formatted too oddly, to state in a sentence are skipped.
_MAX_WORDS = 6


@dataclass(frozen=True)
class Field:
    """One scalar leaf of a record: its key in words and its value."""

    key: str
    words: str
    value: str | int | float


def fields(record: Mapping[str, Any]) -> list[Field]:
    """The record's scalar leaves worth stating (numbers, dates, short names), in order.

    ``name`` is left out: it is the subject the sentences are about.
    """
    out: list[Field] = []

    def walk(value: Any, key: str) -> None:
        if isinstance(value, Mapping):
            for k, v in value.items():
                walk(v, str(k))
        elif isinstance(value, list):
            for v in value[:3]:
                walk(v, key)
        elif isinstance(value, bool) or value is None:
            return
        elif isinstance(value, int | float):
            out.append(Field(key, key_words(key), value))
        elif isinstance(value, str) and 0 < len(value.split()) <= _MAX_WORDS:
            if ":" in value and not _DATE.match(value):  # opening hours such as "11:30-20:0"
                return
            out.append(Field(key, key_words(key), value))

    walk(record, "")
    # A key that repeats (one per review, say) has no one value a sentence could state.
    counts = Counter(f.key for f in out)
    return [f for f in out if f.words and counts[f.key] == 1 and f.key != "name"]


def _number(value: float, money: bool, rng: random.Random) -> str:
    """A figure written as people write it: ``500,000`` / ``500K`` / ``$0.5M``."""
    prefix = "$" if money else ""
    if value == int(value):
        v = int(value)
        if abs(v) >= 1_000_000 and v % 100_000 == 0 and rng.random() < 0.6:
            return f"{prefix}{v / 1_000_000:g}M"
        if abs(v) >= 1000 and v % 100 == 0 and rng.random() < 0.5:
            return f"{prefix}{v / 1000:g}K"
        return f"{prefix}{v:,}" if abs(v) >= 1000 else f"{prefix}{v}"
    return f"{prefix}{value:g}"


def _date(value: str, rng: random.Random) -> str:
    """An ISO date written as a day, a month, a quarter or a year."""
    m = _DATE.match(value)
    if m is None:
        return value
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    name = MONTHS[month - 1]
    return rng.choice(
        (
            f"{name} {day}, {year}",
            f"{day} {name} {year}",
            f"{name} {year}",
            f"Q{(month - 1) // 3 + 1} {year}",
        )
    )


def _changed_date(value: str, rng: random.Random) -> str:
    m = _DATE.match(value)
    if m is None:
        return value
    d = dt.date(int(m.group(1)), int(m.group(2)), min(int(m.group(3)), 28))
    if rng.random() < 0.5:
        d = d.replace(year=d.year + rng.choice((-2, -1, 1, 2)))
    else:
        d = d.replace(month=(d.month - 1 + rng.choice((4, 5, 6, 7, 8))) % 12 + 1)
    return d.isoformat()


def render(field: Field, rng: random.Random) -> str:
    """The field's value as an answer would state it."""
    if isinstance(field.value, int | float):
        money = any(k in field.words.split() for k in _MONEY_KEYS)
        return _number(float(field.value), money, rng)
    return _date(field.value, rng) if _DATE.match(field.value) else field.value


def changed(field: Field, others: Sequence[Field], text: str, rng: random.Random) -> Field | None:
    """The same field with a value the record does not hold, or ``None`` if none is at hand."""
    v = field.value
    if isinstance(v, int | float):
        for _ in range(5):
            new = _changed_number(v, rng)
            # A figure the record states elsewhere would not be unsupported.
            if new != v and not _states(text, f"{new:g}"):
                return Field(field.key, field.words, new)
        return None
    if _DATE.match(v):
        return Field(field.key, field.words, _changed_date(v, rng))
    pool = sorted({o.value for o in others if o.key == field.key and isinstance(o.value, str)})
    pool = [p for p in pool if p != v and p.lower() not in text.lower()]
    return Field(field.key, field.words, rng.choice(pool)) if pool else None


def _changed_number(v: int | float, rng: random.Random) -> int | float:
    if abs(v) >= 20:
        return type(v)(v * rng.choice((0.5, 2.0, 3.0, 10.0)))
    new = v + rng.choice((-2, -1, 1, 2)) if v >= 2 else v + rng.choice((1, 2))
    return round(new, 1) if isinstance(v, float) else new


def _states(text: str, figure: str) -> bool:
    """Whether ``figure`` stands in ``text`` as a number of its own (not inside ``310000``)."""
    return re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d]|\.\d)", text) is not None


def _sentence(subject: str, f: Field, value: str, rng: random.Random) -> tuple[str, int]:
    """A claim stating ``value`` for ``f``, and where ``value`` starts in it."""
    words = f.words.split()
    # People shorten long keys: "expected close date" -> "close date".
    key = " ".join(words[-2:]) if len(words) > 2 and rng.random() < 0.4 else f.words
    head = rng.choice(
        (
            f"The {key} is ",
            f"Its {key} is ",
            f"{subject}'s {key} is ",
            f"For {subject}, the {key} is ",
        )
    )
    return head[0].upper() + head[1:] + value + ".", len(head)


def record_examples(
    examples: Sequence[Example], seed: int, per_record: int = 3, generated: int = 0
) -> list[Example]:
    """Seeded one-to-three-claim answers about the JSON records among ``examples``' sources.

    Each distinct record gives ``per_record`` supported answers and as many with one value changed.
    Examples keep their record's group and family, so grouped folds and leave-one-family-out
    hold them out together with the real answers about the same record. ``generated`` more
    records of business kinds (deals, orders, staff, events; :func:`generate_record`) add the
    money, dates and counts the benchmark records lack, as their own family ``records``.
    """
    rng = random.Random(seed)
    records: dict[str, tuple[str, str, str, dict[str, Any]]] = {}
    for ex in examples:
        if ex.origin != "real" or ex.group in records:
            continue
        for s in ex.sources:
            if s.lstrip().startswith("{"):
                try:
                    data = json.loads(s)
                except ValueError:
                    continue
                if isinstance(data, dict):
                    records[ex.group] = (ex.file, ex.id, ex.family, data)
                    break
    for i in range(generated):
        records[f"record:{i:05d}"] = (GENERATED_FILE, f"gen{i}", "records", generate_record(rng))
    pool = [f for *_, data in records.values() for f in fields(data)]
    out: list[Example] = []
    for group in sorted(records):
        file, ex_id, family, data = records[group]
        text = json.dumps(data, indent=1)
        fs = fields(data)
        if not fs:
            continue
        # The record's name, or a word for what it is that the record itself need not contain
        # (users write "the deal", "the account" about a record that never says so).
        name = data.get("name")
        subjects = ([name] if isinstance(name, str) else []) + list(_NOUNS)
        subjects += [f"the {kind}" for kind in data if kind in _KINDS]
        for i in range(2 * per_record):
            chosen = rng.sample(fs, min(len(fs), rng.choice((1, 1, 2, 3))))
            bad = rng.randrange(len(chosen)) if i % 2 else None
            parts: list[str] = []
            span: tuple[int, int] | None = None
            pos = 0
            for j, f in enumerate(chosen):
                if j == bad:
                    wrong = changed(f, pool, text, rng)
                    if wrong is None:
                        break
                    f = wrong
                value = render(f, rng)
                sentence, at = _sentence(rng.choice(subjects), f, value, rng)
                if j == bad:
                    span = (pos + at, pos + at + len(value))
                parts.append(sentence)
                pos += len(sentence) + 1
            if bad is not None and span is None:
                continue
            out.append(
                Example(
                    file=file,
                    id=f"{ex_id}~record{i}",
                    sources=(text,),  # the record as JSON text, as the benchmark gives it
                    answer=" ".join(parts),
                    label=0 if span else 1,
                    spans=(span,) if span else (),
                    group=group,
                    family=family,
                    origin=ORIGIN,
                )
            )
    return out


#: File name of the generated records' examples (never a benchmark file).
GENERATED_FILE = "synthetic-records"
_COMPANIES = (
    *("Northwind", "Globex", "Initech", "Umbrella Labs", "Stark Freight", "Wayne Foods"),
    *("Hooli", "Vandelay Imports", "Soylent Co", "Cyberdyne", "Tyrell Systems", "Acme Tools"),
)
_PEOPLE = (
    *("Maria Lopez", "Chen Wei", "Amara Okafor", "John Becker", "Priya Nair", "Lars Holm"),
    *("Sofia Rossi", "Kenji Sato", "Fatima Zahra", "Tom Walsh", "Ana Costa", "Omar Haddad"),
)
_CITIES = ("Lisbon", "Denver", "Osaka", "Leeds", "Lagos", "Austin", "Lyon", "Perth", "Quito")
_KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "deal": {
        "stage": ("prospecting", "negotiation", "proposal", "closed won", "closed lost"),
        "owner": _PEOPLE,
    },
    "order": {"status": ("pending", "shipped", "delivered", "returned"), "carrier": ("UPS", "DHL")},
    "employee": {
        "title": ("analyst", "engineer", "sales manager", "designer", "accountant"),
        "office": _CITIES,
    },
    "event": {"venue": _CITIES, "organizer": _PEOPLE},
}


def _money(rng: random.Random) -> int:
    return rng.choice((1, 2, 5, 10, 25, 50, 120, 250, 500, 750, 1200, 2500)) * 1000


def _day(rng: random.Random) -> str:
    return dt.date(rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28)).isoformat()


def generate_record(rng: random.Random) -> dict[str, Any]:
    """A seeded business record (a deal, an order, an employee or an event), nested as in CRMs."""
    kind = rng.choice(sorted(_KINDS))
    words = {k: rng.choice(v) for k, v in _KINDS[kind].items()}
    name = rng.choice(_COMPANIES) if kind != "employee" else rng.choice(_PEOPLE)
    if kind == "deal":
        body = {
            "value": _money(rng),
            "expectedCloseDate": _day(rng),
            "probability": rng.randint(5, 95),
        }
    elif kind == "order":
        body = {"total": _money(rng) // 10, "items": rng.randint(1, 40), "shipDate": _day(rng)}
    elif kind == "employee":
        body = {
            "salary": _money(rng) // 10 * 10,
            "startDate": _day(rng),
            "reports": rng.randint(0, 9),
        }
    else:
        body = {"ticketPrice": rng.choice((15, 25, 40, 99, 250)), "date": _day(rng)}
        body["attendees"] = rng.randint(20, 5000)
    return {"name": name, kind: {**body, **words}, "lastUpdated": _day(rng)}
