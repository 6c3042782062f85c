"""Synthetic negatives from supported answers: one small edit, whose span is the unsupported part.

Each perturbation changes a supported answer in one place the sources do not back: a number or a
date swapped, a name swapped for another name of the sources, a negation inserted or removed, a
hedge turned into a universal (scope), or a causal link invented between two statements. The edit's
span in the new answer becomes its gold unsupported span, so the edits teach token-level spans too.
Everything is driven by one ``random.Random(seed)``: the same seed gives the same examples.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from groundwise.training.data import Example

#: An edit: ``(new answer, (start, end) of the edit in the new answer)`` or ``None``.
Edit = tuple[str, tuple[int, int]] | None

_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")
#: English month names, in calendar order.
MONTHS = (
    *("January", "February", "March", "April", "May", "June"),
    *("July", "August", "September", "October", "November", "December"),
)
_MONTH = re.compile(r"\b(" + "|".join(MONTHS) + r")\b")
_YEAR = re.compile(r"\b(1[89]\d\d|20\d\d)\b")
_NAME = re.compile(r"(?<=[a-z,;] )[A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})*")
_AUX = re.compile(r"\b(is|was|are|were|has|have|had|can|will|does|did|could|should)\b(?! not)")
_NOT = re.compile(r"\b(is|was|are|were|has|have|had|can|will|does|did|could|should) not\b")
_SCOPE = {
    "some": "all",
    "many": "all",
    "several": "all",
    "often": "always",
    "sometimes": "always",
    "may": "will",
    "might": "will",
    "most": "all",
    "few": "no",
    "usually": "always",
    "could": "will",
}
_SCOPE_RE = re.compile(r"\b(" + "|".join(_SCOPE) + r")\b")
_SENTENCE_END = re.compile(r"(?<=[a-z0-9][.!]) (?=[A-Z])")
_CAUSAL = ("As a result, ", "Because of this, ", "This led to the fact that ", "Consequently, ")


def _pick(rng: random.Random, matches: Sequence[re.Match[str]]) -> re.Match[str] | None:
    return matches[rng.randrange(len(matches))] if matches else None


def _swap(answer: str, start: int, end: int, new: str) -> Edit:
    if new == answer[start:end]:
        return None
    return answer[:start] + new + answer[end:], (start, start + len(new))


def swap_number(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """A number of the answer replaced by a different, plausible one."""
    m = _pick(rng, [m for m in _NUMBER.finditer(answer) if not _YEAR.fullmatch(m.group())])
    if m is None:
        return None
    text = m.group()
    digits = text.replace(",", "")
    if "." in digits:
        whole, frac = digits.split(".", 1)
        new = f"{int(whole) + rng.randint(1, 9)}.{frac}"
    else:
        value = int(digits)
        new = str(value + rng.randint(1, 9) if value < 20 else int(value * rng.choice((0.7, 1.3))))
    return _swap(answer, m.start(), m.end(), new)


def swap_date(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """A month or a year of the answer replaced by another."""
    matches = list(_MONTH.finditer(answer)) + list(_YEAR.finditer(answer))
    m = _pick(rng, matches)
    if m is None:
        return None
    text = m.group()
    if text in MONTHS:
        new = rng.choice([mo for mo in MONTHS if mo != text])
    else:
        new = str(int(text) + rng.choice((-3, -2, -1, 1, 2, 3)))
    return _swap(answer, m.start(), m.end(), new)


def swap_entity(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """A capitalised name of the answer replaced by another name from the sources."""
    m = _pick(rng, list(_NAME.finditer(answer)))
    if m is None:
        return None
    names = sorted({n.group() for s in sources for n in _NAME.finditer(s)} - {m.group()})
    names = [n for n in names if n not in answer]
    if not names:
        return None
    return _swap(answer, m.start(), m.end(), rng.choice(names))


def flip_negation(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """``was`` -> ``was not`` (or ``was not`` -> ``was``); the edited verb phrase is the span."""
    negated = list(_NOT.finditer(answer))
    if negated and rng.random() < 0.3:
        n = negated[rng.randrange(len(negated))]
        return _swap(answer, n.start(), n.end(), n.group(1))
    m = _pick(rng, list(_AUX.finditer(answer)))
    if m is None:
        return None
    return _swap(answer, m.start(), m.end(), m.group() + " not")


def widen_scope(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """A hedge or partial quantifier (``some``, ``may``, ``often``) made universal."""
    m = _pick(rng, list(_SCOPE_RE.finditer(answer)))
    if m is None:
        return None
    return _swap(answer, m.start(), m.end(), _SCOPE[m.group()])


def invent_cause(answer: str, sources: Sequence[str], rng: random.Random) -> Edit:
    """A causal connective put between two sentences the sources do not link."""
    m = _pick(rng, list(_SENTENCE_END.finditer(answer)))
    if m is None:
        return None
    at = m.end()
    phrase = rng.choice(_CAUSAL)
    nxt = answer[at:]
    first = nxt[:1].lower() if not nxt[:2].isupper() else nxt[:1]
    new = answer[:at] + phrase + first + nxt[1:]
    return new, (at, at + len(phrase.rstrip()))


#: Perturbation kinds by name.
PERTURBATIONS: dict[str, Callable[[str, Sequence[str], random.Random], Edit]] = {
    "number": swap_number,
    "date": swap_date,
    "entity": swap_entity,
    "negation": flip_negation,
    "scope": widen_scope,
    "cause": invent_cause,
}


def perturb(example: Example, rng: random.Random) -> Example | None:
    """One label-0 copy of a supported ``example`` with one edit, or ``None`` if none applies."""
    kinds = list(PERTURBATIONS)
    rng.shuffle(kinds)
    for kind in kinds:
        edit = PERTURBATIONS[kind](example.answer, example.sources, rng)
        if edit is None:
            continue
        answer, span = edit
        return replace(
            example,
            id=f"{example.id}~{kind}",
            answer=answer,
            label=0,
            spans=(span,),
            origin=kind,
        )
    return None


def perturb_examples(
    examples: Sequence[Example], seed: int, per_example: int = 1, skip_files: Sequence[str] = ()
) -> list[Example]:
    """Perturbed copies of the supported examples (``label == 1``), seeded and in input order."""
    rng = random.Random(seed)
    out = []
    for ex in examples:
        if ex.label != 1 or ex.origin != "real" or any(ex.file.startswith(s) for s in skip_files):
            continue
        for _ in range(per_example):
            new = perturb(ex, rng)
            if new is not None:
                out.append(new)
    return out
