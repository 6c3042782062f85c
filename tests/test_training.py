"""Training utilities: grouped folds, perturbations, the weak labels and a tiny end-to-end run."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from groundwise.training.data import Example, group_of, load_file
from groundwise.training.folds import grouped_folds
from groundwise.training.perturb import PERTURBATIONS, perturb, perturb_examples

SOURCE = (
    "Acme Corp reported revenue of 120 million dollars in March 2023. The company was founded "
    "in Boston by Jane Smith. Some analysts expect growth to continue. Sales rose and costs fell."
)
ANSWER = (
    "Acme Corp reported revenue of 120 million dollars in March 2023. It was founded in Boston "
    "by Jane Smith. Some analysts expect growth."
)


def _example(i: int, answer: str = ANSWER, label: int = 1, source: str = SOURCE) -> Example:
    return Example(
        file="tiny-dev",
        id=str(i),
        sources=(source,),
        answer=answer,
        label=label,
        spans=() if label == 1 else None,
        group=group_of("tiny-dev", [source]),
        family="tiny",
    )


@pytest.mark.parametrize(
    ("sizes", "k"),
    [
        ({"a": 5, "b": 3, "c": 3, "d": 1, "e": 1}, 2),  # uneven groups, two folds
        ({f"g{i}": 1 + i % 4 for i in range(40)}, 5),  # many groups, five folds
        ({"x": 1, "y": 1, "z": 1}, 3),  # one group per fold
    ],
)
def test_grouped_folds_never_split_a_group(sizes: dict[str, int], k: int) -> None:
    groups = [g for g, n in sizes.items() for _ in range(n)]
    random.Random(0).shuffle(groups)
    folds = grouped_folds(groups, k, seed=7)
    for g in sizes:
        assert len({int(f) for f, h in zip(folds, groups, strict=True) if h == g}) == 1
    assert set(folds.tolist()) == set(range(k))


def test_grouped_folds_are_seeded() -> None:
    groups = [f"g{i % 17}" for i in range(100)]
    assert grouped_folds(groups, 4, 3).tolist() == grouped_folds(groups, 4, 3).tolist()


def test_summedits_is_grouped_by_domain_and_others_by_source() -> None:
    assert group_of("summedits-samsum", ["a"]) == group_of("summedits-samsum", ["b"])
    assert group_of("wice-dev", ["a"]) != group_of("wice-dev", ["b"])
    assert group_of("ragtruth-qa-dev", ["a"]) == group_of("begin-dev-wow", ["a"])


@pytest.mark.parametrize("kind", sorted(PERTURBATIONS))
def test_each_perturbation_changes_the_answer_and_its_span_slices_it(kind: str) -> None:
    answer = ANSWER + " The team was not large, and it often hired. Costs fell."
    edit = PERTURBATIONS[kind](answer, [SOURCE, "Globex Inc is based in Paris."], random.Random(1))
    assert edit is not None
    new, (start, end) = edit
    assert new != answer
    assert 0 <= start < end <= len(new)
    # The span is the edited text: outside it, the answer is unchanged (a causal phrase put
    # before a sentence lower-cases the sentence's first letter).
    assert new[:start] == answer[:start]
    assert new[end:].lower() == answer[len(answer) - (len(new) - end) :].lower()


def test_perturb_examples_are_seeded_labelled_unsupported_and_keep_the_group() -> None:
    examples = [_example(i) for i in range(20)]
    a = perturb_examples(examples, seed=5)
    b = perturb_examples(examples, seed=5)
    assert a == b
    assert len(a) == 20
    for ex in a:
        assert ex.label == 0 and ex.origin != "real"
        assert ex.group == examples[0].group
        (start, end), *rest = ex.spans or ((0, 0),)
        assert not rest and ex.answer[start:end].strip()


def test_perturb_returns_none_when_no_edit_applies() -> None:
    assert perturb(_example(0, answer="ok", source="ok"), random.Random(0)) is None


def test_load_file_reads_labels_spans_and_groups(tmp_path: Path) -> None:
    path = tmp_path / "summedits-x.jsonl"
    rows = [
        {"id": 1, "sources": ["s"], "answer": "a", "label": 1},
        {"id": 2, "sources": ["t"], "answer": "b", "label": 0, "unsupported_spans": [[0, 1]]},
        {"id": 3, "sources": ["t"], "answer": "c"},  # unlabelled: skipped
    ]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    examples = load_file(path)
    assert [e.id for e in examples] == ["1", "2"]
    assert examples[0].spans is None and examples[1].spans == ((0, 1),)
    assert examples[0].group == examples[1].group == "summedits-x"
    assert examples[0].family == "summedits"


def _tiny_rows(tmp_path: Path, embedder: str = "none") -> list[Any]:
    """Rows of a tiny training set: four groups, both classes in each, word labels from edits."""
    from groundwise.training.dataset import build_rows
    from groundwise.training.extract import extract_all

    other = "Globex Inc is based in Paris. It sells furniture to schools and offices."
    real = [
        _example(i, source=SOURCE if i % 2 else other, answer=ANSWER if i % 2 else other)
        for i in range(8)
    ]
    real = [
        Example(e.file, e.id, e.sources, e.answer, e.label, e.spans, f"g{i % 4}", e.family)
        for i, e in enumerate(real)
    ]
    negatives = perturb_examples(real, seed=1)
    # One made-up answer per group, so every fold has both classes.
    wrong = [
        Example(
            "tiny-dev",
            f"w{i}",
            e.sources,
            f"Initech sold {40 + i} boats in Lisbon.",
            0,
            None,
            e.group,
            e.family,
        )
        for i, e in enumerate(real[:4])
    ]
    examples = [*real, *negatives, *wrong]
    records = extract_all(examples, embedder=embedder, workers=1, cache=tmp_path / "cache")
    return build_rows(examples, records)


def test_tiny_training_run_produces_a_loadable_model(tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    from groundwise.judges.learned import LearnedJudge, load_parameters
    from groundwise.training.fit import fit_judge
    from groundwise.verifier import Verifier

    rows = _tiny_rows(tmp_path)
    params = fit_judge(rows, seed=3, inner_folds=2)
    # The perturbations label words, so a token model is trained and drives the spans.
    assert params.tokens is not None
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(params.to_dict()))

    judge = LearnedJudge(parameters=load_parameters(path))
    verifier = Verifier(embedder="none")
    verifier.judge = judge
    good = verifier.verify(ANSWER, [SOURCE])
    bad = verifier.verify("Initech sold 40 boats in Lisbon in 1999.", [SOURCE])
    assert 0.0 <= bad.support < good.support <= 1.0
    assert good.judge == "learned"


def test_word_alignment_reaches_the_claim_and_token_models(tmp_path: Path) -> None:
    """Records extracted with an embedder that has word pieces carry each claim's word alignment;
    the models trained on them read it, and a judge without such an embedder refuses them."""
    pytest.importorskip("sklearn")
    from groundwise.config import Config
    from groundwise.errors import ConfigError
    from groundwise.judges.learned import (
        SEMANTIC_CLAIM_FEATURES,
        SEMANTIC_TOKEN_FEATURES,
        TOKEN_FEATURES,
        LearnedJudge,
        load_parameters,
    )
    from groundwise.training.fit import fit_judge
    from groundwise.verifier import Verifier

    rows = _tiny_rows(tmp_path, embedder="fake")
    claims = [cl for r in rows for cl in r.claims]
    assert claims and all(set(SEMANTIC_CLAIM_FEATURES) <= set(cl.features) for cl in claims)
    width = len(TOKEN_FEATURES) + len(SEMANTIC_TOKEN_FEATURES)
    assert all(cl.token_x is not None and cl.token_x.shape[1] == width for cl in claims)
    params = fit_judge(rows, seed=3, inner_folds=2)
    assert params.word_alignment
    assert params.tokens is not None and params.tokens.features[
        -len(SEMANTIC_TOKEN_FEATURES) :
    ] == (SEMANTIC_TOKEN_FEATURES)
    assert set(SEMANTIC_CLAIM_FEATURES) <= set(params.claim.features)
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(params.to_dict()))

    verifier = Verifier(embedder="fake")
    verifier.judge = LearnedJudge(Config(embedder="fake"), parameters=load_parameters(path))
    good = verifier.verify(ANSWER, [SOURCE])
    bad = verifier.verify("Initech sold 40 boats in Lisbon in 1999.", [SOURCE])
    assert 0.0 <= bad.support < good.support <= 1.0
    with pytest.raises(ConfigError, match="embedder='minilm'"):
        LearnedJudge(Config(embedder="none"), parameters=load_parameters(path))
    # Records without it (BM25 only) train models that do not ask for it.
    assert not fit_judge(_tiny_rows(tmp_path / "none"), seed=3, inner_folds=2).word_alignment


RECORD_SOURCE = json.dumps(
    {"business": {"name": "Harbour Grill", "city": "Santa Barbara", "stars": 4.5, "reviews": 120}}
)


def test_claims_about_records_keep_their_by_value_support_in_training(tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    from groundwise.training.dataset import build_rows
    from groundwise.training.extract import extract_all
    from groundwise.training.fit import claim_supports

    prose = "The owners also run a bakery on State Street, which opened in 2021."
    answers = [
        ("Harbour Grill is in Santa Barbara. The owners run a bakery that opened in 2021.", 1),
        ("Harbour Grill is in Los Angeles. The owners run a bakery that opened in 2021.", 0),
    ]
    examples = [
        Example("tiny-data2txt", f"r{i}", (RECORD_SOURCE, prose), a, y, None, f"g{i}", "ragtruth")
        for i, (a, y) in enumerate(answers)
    ]
    records = extract_all(examples, embedder="none", workers=1, cache=tmp_path / "cache")
    rows = build_rows(examples, records)
    # Any model: a claim about a record gets the lexical judge's by-value support, as at run time.
    model = _ConstantModel(0.123)
    for r in rows:
        kinds = [c.record for c in r.claims]
        assert True in kinds and False in kinds
        supports = claim_supports(model, r)  # type: ignore[arg-type]
        for c, p in zip(r.claims, supports, strict=True):
            assert p == (c.lexical_support if c.record else pytest.approx(0.123))
    right, wrong = (claim_supports(model, r)[0] for r in rows)  # type: ignore[arg-type]
    assert right > wrong  # "Los Angeles" is checked against the record's city


class _ConstantModel:
    """A claim model that gives every claim the same probability."""

    def __init__(self, p: float) -> None:
        self.p = p

    def predict(self, rows: Any) -> np.ndarray:
        return np.full(len(rows), self.p)


def test_answer_model_learns_word_risks_from_token_models_that_did_not_see_the_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("sklearn")
    from groundwise.training import fit

    rows = _tiny_rows(tmp_path)
    answer_rows = [r for r in rows if r.example.origin == "real"]
    fitted = fit.fit_token_model
    seen: dict[int, set[str]] = {}
    scored: list[str] = []

    def recording_fit(train: Any, seed: int) -> Any:
        model = fitted(train, seed)
        seen[id(model)] = {r.example.group for r in train}
        return model

    def checking_risks(model: Any, row: Any) -> dict[str, float]:
        assert row.example.group not in seen[id(model)]
        scored.append(row.example.id)
        return real_risks(model, row)

    real_risks = fit.word_risks
    monkeypatch.setattr(fit, "fit_token_model", recording_fit)
    monkeypatch.setattr(fit, "word_risks", checking_risks)
    out = fit.out_of_fold_word_risks(rows, answer_rows, 2, seed=3)
    assert sorted(scored) == sorted(r.example.id for r in answer_rows)
    assert all(set(w) == {"word_risk_sum", "word_risk_max"} for w in out)
    # The made-up answers hold words no source has: the token models put risk on them.
    risk = [(r.example, w["word_risk_sum"]) for r, w in zip(answer_rows, out, strict=True)]
    made_up = [v for e, v in risk if e.label == 0]
    supported = [v for e, v in risk if e.label == 1]
    assert made_up and supported
    assert min(made_up) > max(supported)


def test_exported_trees_predict_like_sklearn() -> None:
    pytest.importorskip("sklearn")
    import numpy as np
    from sklearn.ensemble import HistGradientBoostingClassifier

    from groundwise.training.fit import export_trees

    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 3))
    y = (x[:, 0] + x[:, 1] * x[:, 2] > 0).astype(int)
    model = HistGradientBoostingClassifier(max_iter=20, max_leaf_nodes=7, random_state=0)
    model.fit(x, y)
    trees = export_trees(model, ("a", "b", "c"))
    assert np.allclose(trees.predict_matrix(x), model.predict_proba(x)[:, 1], atol=1e-9)
    # The JSON round trip keeps the predictions.
    again = type(trees).from_dict(json.loads(json.dumps(trees.to_dict())))
    assert np.allclose(again.predict_matrix(x), trees.predict_matrix(x), atol=1e-5)


def test_token_labels_mark_words_inside_gold_spans() -> None:
    import numpy as np

    from groundwise.training.dataset import ClaimRow

    row = ClaimRow({}, 1, (), (), token_spans=((0, 4), (5, 9), (10, 14)), token_x=np.zeros((3, 1)))
    assert row.token_labels([(6, 12)]).tolist() == [0, 1, 1]
    assert row.token_labels([]).tolist() == [0, 0, 0]


def test_card_targets_reads_the_cv_and_held_out_targets_tables() -> None:
    from groundwise.training.evaluate import Evaluation, FileScores
    from groundwise.training.report import card_targets, lofo_table, targets_table

    def scores(qa: float) -> dict[str, FileScores]:
        return {"ragtruth-qa-dev": FileScores("ragtruth-qa-dev", 400, qa, 0.8, 0.6, None)}

    cv = Evaluation(scores(0.71), scores(0.67))
    held_out = Evaluation(scores(0.70), scores(0.67))
    card = "\n\n".join(
        [
            "# Data card",
            "## Cross-validated numbers",
            "Grouped folds.",
            targets_table(cv),
            "## Leave one family out",
            "Trained without the family.",
            targets_table(held_out),
            lofo_table(held_out),
            "## Limits",
            "| target | a table of another section |",
        ]
    )
    cv_table, held_out_table = card_targets(card)
    assert cv_table == targets_table(cv)
    assert held_out_table == targets_table(held_out)
    assert (
        "| ragtruth-qa-dev | balanced accuracy | ≥ 0.76 | 0.700 | 0.670 | missed |"
        in held_out_table
    )
    # A card from before the held-out targets table has only the per-file one there.
    old = card.replace(targets_table(held_out) + "\n\n", "")
    assert card_targets(old) == (targets_table(cv), None)
    assert card_targets("") == (None, None)


def test_calibration_table_pools_files_with_both_classes() -> None:
    from groundwise.training.evaluate import Evaluation, FileScores
    from groundwise.training.report import calibration_table

    def file(name: str, *points: tuple[int, float]) -> FileScores:
        return FileScores(name, len(points), None, None, None, None, None, points)

    learned = {
        "a": file("a", (1, 0.9), (0, 0.1)),
        "b": file("b", (1, 0.6), (0, 0.6)),
        "only-unsupported": file("only-unsupported", (0, 0.9)),  # one class: left out
    }
    lexical = {
        "a": file("a", (1, 0.5), (0, 0.5)),
        "b": file("b", (1, 0.5), (0, 0.5)),
    }
    table = calibration_table(Evaluation(learned, lexical))
    assert table.splitlines()[2:5] == [
        "| 0.1-0.2 | 0.250 | 0.100 | 0.000 |",
        "| 0.6-0.7 | 0.500 | 0.600 | 0.500 |",
        "| 0.9-1.0 | 0.250 | 0.900 | 1.000 |",
    ]
    assert table.endswith("Expected calibration error: learned 0.100, lexical 0.000.")


def test_answer_model_ignores_kinds_of_data_with_one_class(tmp_path: Path) -> None:
    """Synthetic edits are all unsupported: they teach no cut, so they must not move the model."""
    pytest.importorskip("sklearn")
    from groundwise.training.fit import fit_answer_model

    rows = _tiny_rows(tmp_path)
    real = [r for r in rows if r.example.origin == "real"]
    edits = [r for r in rows if r.example.origin != "real"]
    assert edits and {r.example.label for r in edits} == {0}

    def fit(chosen: list[Any]) -> dict[str, Any]:
        supports = [[0.9 if r.example.label else 0.2] * max(1, len(r.claims)) for r in chosen]
        words = [{"word_risk_sum": 0.1, "word_risk_max": 0.1} for _ in chosen]
        return fit_answer_model(chosen, supports, words, 1.0, seed=3).to_dict()

    assert fit(real + edits) == fit(real)
    with pytest.raises(ValueError, match="both supported and unsupported"):
        fit(edits)
