"""How a pipeline change moves the detectors' flags on the benchmark answers.

Every detector rule is checked against the labelled answers before it stays: the flags it adds
or removes on supported answers are its false alarms, those on unsupported answers what it
finds (docs/judge-history.md, each session's "flags on the benchmark answers"). Two cached record sets
(:func:`groundwise.training.extract.extract_all`, one per pipeline hash) are compared claim by
claim; ``scripts/audit.py flags OLD NEW`` prints the result.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from groundwise.results import Report
from groundwise.training.data import Example
from groundwise.training.extract import Record

#: Characters of a claim and of a flag's message a change line shows.
CLAIM_CHARS, MESSAGE_CHARS = 90, 140


@dataclass(frozen=True)
class FlagChange:
    """One flag a pipeline change added (``+``) or removed (``-``) on a real answer."""

    sign: str
    example: Example
    flag_type: str
    claim: str
    message: str

    @property
    def side(self) -> str:
        """``SUP`` where the answer is labelled supported, else ``UNSUP``."""
        return "SUP" if self.example.label else "UNSUP"

    def line(self) -> str:
        """The change as one line: sign, label, file, id, flag type, claim and message."""
        return (
            f"{self.sign} [{self.side}] {self.example.file} {self.example.id}: "
            f"{self.flag_type} | {self.claim!r} | {self.message}"
        )


def _flags(record: Record) -> Counter[tuple[str, str, str]]:
    """A record's flags as (claim text, flag type, message), counted."""
    return Counter(
        (c.claim.text[:CLAIM_CHARS], f.type.name, f.message[:MESSAGE_CHARS])
        for c in record.checked
        for f in c.flags
    )


def flag_changes(
    examples: Sequence[Example], old: Mapping[str, Record], new: Mapping[str, Record]
) -> Iterator[FlagChange]:
    """The flags ``new`` adds and removes against ``old`` on each real example both hold."""
    for ex in examples:
        if ex.origin != "real" or ex.key not in old or ex.key not in new:
            continue
        before, after = _flags(old[ex.key]), _flags(new[ex.key])
        for sign, diff in (("+", after - before), ("-", before - after)):
            for (claim, kind, message), n in sorted(diff.items()):
                for _ in range(n):
                    yield FlagChange(sign, ex, kind, claim, message)


def tally(changes: Sequence[FlagChange]) -> dict[tuple[str, str], int]:
    """Changes counted by (label side, sign): ``("SUP", "+")`` are new false alarms."""
    return dict(Counter((c.side, c.sign) for c in changes))


def wrong_verdicts(
    rows: Iterable[Mapping[str, Any]], verify: Callable[[Mapping[str, Any]], Report], failed: bool
) -> Iterator[tuple[Mapping[str, Any], Report]]:
    """The benchmark rows whose verdict disagrees with their label, with their reports: with
    ``failed``, supported answers the judge fails; without, unsupported answers it passes. Only
    rows of that label are verified."""
    for row in rows:
        if bool(row["label"]) != failed:
            continue
        report = verify(row)
        if report.supported != bool(row["label"]):
            yield row, report
