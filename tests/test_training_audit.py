"""Flag changes between two record sets, as scripts/audit.py lists them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from groundwise.results import (
    Claim,
    ClaimCategory,
    ClaimType,
    Flag,
    FlagType,
    Report,
    Severity,
)
from groundwise.training.audit import flag_changes, tally, wrong_verdicts
from groundwise.training.data import Example
from groundwise.training.extract import ClaimRecord, Record
from groundwise.verifier import Verifier


def _example(id: str, label: int, origin: str = "real") -> Example:
    return Example(
        "ragtruth-qa-dev", id, (f"source {id}",), f"answer {id}", label, None, id, "ragtruth",
        origin,
    )  # fmt: skip


def _record(ex: Example, *messages: str) -> Record:
    claim = Claim("c1", "Acme hired 50 people", 0, 20, ClaimType.FACT, ClaimCategory.FACTUAL, True)
    flags = tuple(
        Flag(FlagType.NUMERIC_MISMATCH, Severity.HIGH, "c1", 11, 13, "50", m, "fix it")
        for m in messages
    )
    return Record(ex.key, (claim,), (ClaimRecord(claim, (), flags),))


def test_flag_changes_by_label_and_sign() -> None:
    supported, unsupported, synthetic = _example("a", 1), _example("b", 0), _example("c", 0, "edit")
    old = {
        supported.key: _record(supported),
        unsupported.key: _record(unsupported, "old wording"),
        synthetic.key: _record(synthetic),
    }
    new = {
        supported.key: _record(supported, "a false alarm"),
        unsupported.key: _record(unsupported, "new wording"),
        synthetic.key: _record(synthetic, "ignored: not a real answer"),
    }
    changes = list(flag_changes([supported, unsupported, synthetic], old, new))
    assert [(c.sign, c.side, c.message) for c in changes] == [
        ("+", "SUP", "a false alarm"),
        ("+", "UNSUP", "new wording"),
        ("-", "UNSUP", "old wording"),
    ]
    assert tally(changes) == {("SUP", "+"): 1, ("UNSUP", "+"): 1, ("UNSUP", "-"): 1}
    assert changes[0].line().startswith("+ [SUP] ragtruth-qa-dev a: NUMERIC_MISMATCH | ")
    # the same flags on both sides are no change; an example missing from one side is skipped
    assert list(flag_changes([supported], new, new)) == []
    assert list(flag_changes([supported], {}, new)) == []


def test_wrong_verdicts_lists_only_the_answers_the_judge_gets_wrong() -> None:
    verifier = Verifier(judge="lexical", embedder="none")
    source = ["Acme hired 50 people in 2023."]
    rows = [
        {"id": "right-sup", "label": 1, "answer": "Acme hired 50 people.", "sources": source},
        {"id": "wrong-sup", "label": 1, "answer": "Acme hired 20 people.", "sources": source},
        {"id": "right-unsup", "label": 0, "answer": "Acme hired 20 people.", "sources": source},
        {"id": "wrong-unsup", "label": 0, "answer": "Acme hired 50 people.", "sources": source},
    ]

    def verify(row: Mapping[str, Any]) -> Report:
        return verifier.verify(row["answer"], row["sources"])

    failed = list(wrong_verdicts(rows, verify, failed=True))
    passed = list(wrong_verdicts(rows, verify, failed=False))
    assert [(r["id"], rep.supported) for r, rep in failed] == [("wrong-sup", False)]
    assert [(r["id"], rep.supported) for r, rep in passed] == [("wrong-unsup", True)]
