"""Benchmark metrics on hand-computed cases, and the bench run over a fake verifier."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundwise.bench import (
    SpanCounts,
    auroc,
    balanced_accuracy,
    calibration_error,
    class_balanced_weights,
    evidence_groups_found,
    f1_unsupported,
    locate_sentences,
    proc_value,
    reliability,
    run_bench,
    span_counts,
    to_markdown,
)
from groundwise.cli import build_parser, main
from groundwise.errors import InputError
from test_batch import fake_factory


@pytest.mark.parametrize(
    ("labels", "predicted", "expected"),
    [
        # recall 1/2 on supported, 2/2 on unsupported
        ([1, 1, 0, 0], [1, 0, 0, 0], 0.75),
        # one class only: its recall
        ([0, 0], [0, 1], 0.5),
        # everything right
        ([1, 0, 1], [1, 0, 1], 1.0),
        # nothing to score
        ([], [], None),
    ],
)
def test_balanced_accuracy(labels: list[int], predicted: list[int], expected: float | None) -> None:
    assert balanced_accuracy(labels, predicted) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("labels", "scores", "expected"),
    [
        # 3 of 4 positive/negative pairs ordered right
        ([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], 0.75),
        # a tied pair counts one half: (0.5 + 1 + 2) / 4
        ([0, 1, 0, 1], [0.5, 0.5, 0.2, 0.9], 0.875),
        # all scores tied
        ([1, 0, 1, 0], [0.3, 0.3, 0.3, 0.3], 0.5),
        # perfectly inverted
        ([1, 1, 0], [0.1, 0.2, 0.9], 0.0),
        # one class: undefined
        ([1, 1], [0.1, 0.9], None),
    ],
)
def test_auroc(labels: list[int], scores: list[float], expected: float | None) -> None:
    assert auroc(labels, scores) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("labels", "predicted", "expected"),
    [
        # tp 2, fp 1, fn 1 with 0 (unsupported) as the positive class
        ([0, 0, 1, 1, 0], [0, 1, 0, 1, 0], 4 / 6),
        # no unsupported example found
        ([0, 1], [1, 1], 0.0),
        # no unsupported example, none predicted: undefined
        ([1, 1], [1, 1], None),
    ],
)
def test_f1_unsupported(labels: list[int], predicted: list[int], expected: float | None) -> None:
    assert f1_unsupported(labels, predicted) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("labels", "scores", "weights", "expected"),
    [
        # every answer where its support says it is
        ([1, 0], [1.0, 0.0], None, 0.0),
        # sure of every answer, right about half of them
        ([1, 0, 1, 0], [0.9, 0.9, 0.9, 0.9], None, 0.4),
        # three supported, one not: balanced, the bin is half supported; unweighted, 3/4
        ([1, 1, 1, 0], [0.95] * 4, None, 0.45),
        ([1, 1, 1, 0], [0.95] * 4, [1, 1, 1, 1], 0.2),
        # one class: undefined
        ([1, 1], [0.3, 0.8], None, None),
    ],
)
def test_calibration_error(
    labels: list[int], scores: list[float], weights: list[float] | None, expected: float | None
) -> None:
    assert calibration_error(labels, scores, weights) == pytest.approx(expected)


def test_reliability_bins_are_weighted_and_cover_one() -> None:
    labels, scores = [1, 1, 1, 0], [0.05, 0.55, 0.58, 0.52]
    assert class_balanced_weights(labels).tolist() == pytest.approx([1 / 6, 1 / 6, 1 / 6, 1 / 2])
    low, mid = reliability(labels, scores)
    assert (low.low, low.high, low.weight, low.supported) == pytest.approx((0.0, 0.1, 1 / 6, 1.0))
    assert (mid.low, mid.high) == pytest.approx((0.5, 0.6))
    assert mid.weight == pytest.approx(5 / 6)
    assert mid.mean_support == pytest.approx((0.55 / 6 + 0.58 / 6 + 0.52 / 2) / (5 / 6))
    assert mid.supported == pytest.approx((2 / 6) / (5 / 6))
    assert reliability([], []) == []


@pytest.mark.parametrize(
    ("predicted", "gold", "expected"),
    [
        # chars 3-4 shared, 0-2 predicted only, 5-7 gold only
        ([(0, 5)], [(3, 8)], SpanCounts(2, 3, 3)),
        # overlapping predictions count each character once
        ([(0, 4), (2, 6)], [(0, 6)], SpanCounts(6, 0, 0)),
        # annotated clean, nothing predicted
        ([], [], SpanCounts(0, 0, 0)),
        # a false alarm on a clean answer
        ([(1, 3)], [], SpanCounts(0, 2, 0)),
    ],
)
def test_span_counts(
    predicted: list[tuple[int, int]], gold: list[tuple[int, int]], expected: SpanCounts
) -> None:
    assert span_counts(predicted, gold) == expected


def test_span_f1_is_micro_over_rows() -> None:
    total = span_counts([(0, 5)], [(3, 8)]) + span_counts([(0, 2)], [(0, 2)])
    assert total == SpanCounts(4, 3, 3)
    assert total.f1 == pytest.approx(8 / 14)
    assert SpanCounts().f1 is None


SOURCE = "A b. C d. E f. A b."


def test_locate_sentences_in_order() -> None:
    # The repeated sentence is found after the previous one, not at its first occurrence.
    assert locate_sentences(SOURCE, ["A b.", "C d.", "E f.", "A b.", "missing"]) == [
        (0, 4),
        (5, 9),
        (10, 14),
        (15, 19),
        None,
    ]


@pytest.mark.parametrize(
    ("groups", "evidence", "expected"),
    [
        # group [0] hit; group [1, 2] misses sentence 2
        ([[0], [1, 2]], [(0, 2), (6, 7)], (1, 2)),
        # both groups covered
        ([[0], [1, 2]], [(0, 2), (6, 7), (13, 14)], (2, 2)),
        # touching a sentence's end is not an overlap (half-open spans)
        ([[1]], [(9, 10)], (0, 1)),
        # a sentence that is not in the source is never found
        ([[4]], [(0, 19)], (0, 1)),
        # empty groups are not counted
        ([[]], [(0, 19)], (0, 0)),
    ],
)
def test_evidence_groups_found(
    groups: list[list[int]], evidence: list[tuple[int, int]], expected: tuple[int, int]
) -> None:
    sentences = ["A b.", "C d.", "E f.", "A b.", "Z z."]
    assert evidence_groups_found(SOURCE, sentences, groups, evidence) == expected


def test_run_bench_scores_reports_against_labels(tmp_path: Path) -> None:
    data = tmp_path / "ragtruth-qa-dev.jsonl"
    rows = [
        # fake says supported (no "not"): right
        {"id": "1", "sources": ["s"], "answer": "fine", "label": 1, "unsupported_spans": []},
        # fake flags "not" at 3-6; gold marks 0-6
        {
            "id": "2",
            "sources": ["s"],
            "answer": "is not",
            "label": 0,
            "unsupported_spans": [[0, 6]],
        },
        # fake flags a supported answer
        {"id": "3", "sources": ["s"], "answer": "not bad", "label": 1, "unsupported_spans": []},
        # rejected by the fake: counted as an error, not scored
        {"id": "4", "sources": [], "answer": "boom", "label": 0, "unsupported_spans": []},
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    result = run_bench([data], make_verify=fake_factory, progress=False, out_dir=tmp_path / "out")
    (f,) = result.files
    assert (f.name, f.examples, f.errors, f.positives) == ("ragtruth-qa-dev", 4, 1, 2)
    assert f.balanced_accuracy == pytest.approx(0.75)
    assert f.auroc == pytest.approx(0.75)
    assert f.f1_unsupported == pytest.approx(2 / 3)
    assert f.spans == SpanCounts(tp=3, fp=3, fn=3)
    assert f.evidence_recall is None
    assert (tmp_path / "out" / "ragtruth-qa-dev.reports.jsonl").is_file()
    text = to_markdown(result)
    # support 0.9 (supported) and 0.2 (one supported, one not); each class weighs half:
    # |0.9 - 1| * 1/4 + |0.2 - 1/3| * 3/4
    assert f.calibration_error == pytest.approx(0.125)
    assert "| ragtruth-qa-dev | 4 | 1 | 2 | 0.750 | 0.750 | 0.667 | 0.125 | 0.500 | — |" in text
    assert "| ragtruth-qa-dev | balanced accuracy | ≥ 0.76 | 0.750 | missed |" in text
    assert "| ragtruth | span F1 | ≥ 0.45 | 0.500 | met |" in text
    assert "| wice-dev | balanced accuracy | ≥ 0.72 | — | not run |" in text


def test_run_bench_rejects_missing_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not found"):
        run_bench([tmp_path / "nope.jsonl"], make_verify=fake_factory)


def test_cli_parses_bench_options() -> None:
    args = build_parser().parse_args(["bench", "a.jsonl", "b.jsonl", "--limit", "20"])
    assert (args.files, args.limit) == ([Path("a.jsonl"), Path("b.jsonl")], 20)
    assert args.workers >= 1


def test_proc_value_reads_the_first_matching_key(tmp_path: Path) -> None:
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nmodel name\t: Some CPU @ 2.0GHz\nmodel name\t: Other\n")
    assert proc_value(str(info), "model name") == "Some CPU @ 2.0GHz"
    assert proc_value(str(info), "flags") is None
    assert proc_value(str(tmp_path / "missing"), "model name") is None


def test_cli_bench_reports_malformed_lines_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "mixed.jsonl"
    good = {"id": "1", "sources": ["The sky is blue."], "answer": "The sky is blue.", "label": 1}
    data.write_bytes(
        json.dumps(good).encode() + b"\n{not json\n\xff\xfe binary\n" + b'{"id": "2"}\n'
    )
    code = main(["bench", str(data), "--workers", "1", "--no-embeddings"])
    out, err = capsys.readouterr()
    assert code == 2
    assert "| mixed | 1 | 0 | 1 |" in out  # the usable row is still scored
    assert f"{data}:2: skipped: not JSON" in err
    assert f"{data}:3: skipped: not JSON" in err  # undecodable bytes are not JSON either
    assert f'{data}:4: skipped: "answer" must be a string' in err
    assert "no usable row" not in err


def test_cli_bench_file_without_a_usable_row_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "empty.jsonl"
    data.write_text("", encoding="utf-8")
    code = main(["bench", str(data), "--workers", "1", "--no-embeddings"])
    _, err = capsys.readouterr()
    assert code == 2
    assert f"groundwise: error: {data}: no usable row" in err
    assert "Traceback" not in err
