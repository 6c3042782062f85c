"""The nli judge on a tiny randomly initialised BERT classifier the tests build and save."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

pytest.importorskip("torch", reason="the nli judge needs torch: pip install 'groundwise[nli]'")
pytest.importorskip(
    "transformers", reason="the nli judge needs transformers: pip install 'groundwise[nli]'"
)

from groundwise.cli import main
from groundwise.config import Config
from groundwise.context import CheckContext
from groundwise.errors import ConfigError, ModelUnavailableError
from groundwise.judges import available_judges, get_judge
from groundwise.judges.nli import (
    NLIJudge,
    centred_span,
    find_labels,
    load_nli_model,
    window_spans,
)
from groundwise.results import Claim, ClaimCategory, ClaimType, Evidence, Status
from groundwise.sources import Source
from groundwise.verifier import Verifier

_WORD_LINE = (
    "the a is was of and in to on at by for revenue grew rose fell acme corp zebra lion grass park "
    "ate sales percent million year quarter team met client signed deal contract closed"
)
#: The tiny tokenizer's words; anything else reads as [UNK].
WORDS = tuple(_WORD_LINE.split(" "))
#: The longest (passage, claim) pair the tiny model takes.
MAX_LENGTH = 64
MNLI_LABELS = {0: "entailment", 1: "neutral", 2: "contradiction"}
FILLER = "the lion ate the grass in the park . "


def _save_tiny(directory: Path, labels: dict[int, str], head: bool = True) -> Path:
    """A 2-layer BERT with random weights and a WordPiece tokenizer over :data:`WORDS`."""
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertModel, BertTokenizer

    directory.mkdir(parents=True)
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ".", ",", "##s", "##ed", *WORDS]
    vocab_file = directory / "vocab.txt"
    vocab_file.write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = BertTokenizer(str(vocab_file), model_max_length=MAX_LENGTH)
    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=MAX_LENGTH,
        id2label=labels,
        label2id={v: k for k, v in labels.items()},
    )
    model = BertForSequenceClassification(config) if head else BertModel(config)
    model.save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A saved tiny MNLI-style classifier (entailment, neutral, contradiction)."""
    return _save_tiny(tmp_path_factory.mktemp("nli") / "tiny-mnli", MNLI_LABELS)


@pytest.fixture
def judge(tiny_model: Path) -> NLIJudge:
    """The nli judge over the tiny model."""
    return NLIJudge(Config(judge="nli", nli_model=tiny_model))


def _claim(text: str) -> Claim:
    return Claim("c1", text, 0, len(text), ClaimType.FACT, ClaimCategory.FACTUAL, True)


def _stub_scores(needle: str, hit: tuple[float, float], miss: tuple[float, float]) -> object:
    """A model scorer giving ``hit`` to passages containing ``needle`` and ``miss`` to others."""

    def score(pairs: Sequence[tuple[str, str]], batch_size: int = 16) -> list[tuple[float, float]]:
        return [hit if needle in premise else miss for premise, _ in pairs]

    return score


def test_tiny_model_loads_with_its_labels(tiny_model: Path) -> None:
    model = load_nli_model(tiny_model.resolve(), "cpu")
    assert (model.entailment_index, model.contradiction_index) == (0, 2)
    assert model.max_length == MAX_LENGTH
    assert model.tokenizer.is_fast


def test_registry_builds_the_nli_judge(tiny_model: Path) -> None:
    assert "nli" in available_judges()
    judge = get_judge("nli", Config(judge="nli", nli_model=tiny_model))
    assert isinstance(judge, NLIJudge)
    assert judge.name == "nli"


@pytest.mark.parametrize(
    ("labels", "expected"),
    [
        # MNLI order as most DeBERTa-MNLI checkpoints name it
        ({0: "entailment", 1: "neutral", 2: "contradiction"}, (0, 2)),
        # roberta-large-mnli: upper case, entailment last
        ({0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"}, (2, 0)),
        # MiniCheck: unnamed binary labels, LABEL_1 means supported
        ({0: "LABEL_0", 1: "LABEL_1"}, (1, None)),
        # a two-way NLI head: "not_entailment" must not count as entailment
        ({0: "not_entailment", 1: "entailment"}, (1, None)),
        # a FEVER-style fact checker
        ({0: "SUPPORTS", 1: "REFUTES", 2: "NOT ENOUGH INFO"}, (0, 1)),
    ],
)
def test_find_labels(labels: dict[int, str], expected: tuple[int, int | None]) -> None:
    assert find_labels(labels) == expected


@pytest.mark.parametrize(
    "labels",
    [
        # a sentiment classifier
        {0: "negative", 1: "positive"},
        # a regression head
        {0: "LABEL_0"},
        # three unnamed labels: no way to tell which one means entailment
        {0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"},
    ],
)
def test_find_labels_rejects_non_nli_heads(labels: dict[int, str]) -> None:
    with pytest.raises(ModelUnavailableError, match="entailment"):
        find_labels(labels)


def test_verdicts_are_probabilities_and_deterministic(tiny_model: Path) -> None:
    answer = "Acme revenue grew 20 percent. The team met the client."
    sources = ["Acme revenue grew 20 percent in the quarter. The team met the client on Monday."]
    verifier = Verifier(judge="nli", nli_model=tiny_model, embedder="none")
    first = verifier.verify(answer, sources)
    second = Verifier(judge="nli", nli_model=tiny_model, embedder="none").verify(answer, sources)
    assert first.judge == "nli"
    assert first.claims
    assert all(0.0 <= c.support <= 1.0 for c in first.claims)
    assert first.usage["judge.pairs"] > 0
    # Everything but the seconds spent is the same on a second run.
    assert {**first.to_dict(), "usage": {}} == {**second.to_dict(), "usage": {}}


def test_verify_function_takes_the_nli_model_as_a_loading_option(tiny_model: Path) -> None:
    import groundwise

    report = groundwise.verify(
        "Acme revenue grew.", ["Acme revenue grew."], judge="nli", nli_model=tiny_model
    )
    assert report.judge == "nli"


def test_window_spans_cover_a_long_source_within_the_budget(judge: NLIJudge) -> None:
    text = FILLER * 40
    budget, overlap = 20, 5
    spans = window_spans(judge.model.offsets(text), budget, overlap)
    assert len(spans) > 5
    assert spans[0][0] == 0
    assert spans[-1][1] == len(text.rstrip())
    for (_, end), (next_start, _) in itertools.pairwise(spans):
        assert next_start < end  # consecutive windows overlap
    assert all(n <= budget for n in judge.model.token_counts([text[s:e] for s, e in spans]))


@pytest.mark.parametrize(
    ("offsets", "budget", "overlap", "expected"),
    [
        # three words of one token each, two per window, one shared
        ([(0, 3), (4, 7), (8, 11)], 2, 1, [(0, 7), (4, 11)]),
        # a window never starts inside a word: "grew" + "##ed"-like pieces touch
        ([(0, 4), (5, 9), (9, 11), (12, 15)], 2, 0, [(0, 4), (12, 15)]),
        # a word longer than the window is cut rather than lost
        ([(0, 2), (2, 4), (4, 6)], 2, 0, [(0, 4), (4, 6)]),
        # no tokens, no windows
        ([], 4, 1, []),
    ],
)
def test_window_spans(
    offsets: list[tuple[int, int]], budget: int, overlap: int, expected: list[tuple[int, int]]
) -> None:
    assert window_spans(offsets, budget, overlap) == expected


def test_centred_span_keeps_the_evidence_with_context(judge: NLIJudge) -> None:
    text = FILLER * 10 + "acme sales rose 5 percent . " + FILLER * 10
    start = text.index("acme")
    end = text.index(". ", start) + 1
    s, e = centred_span(judge.model.offsets(text), start, end, 24)
    assert s < start and end < e  # context on both sides
    assert judge.model.token_counts([text[s:e]])[0] <= 24


def test_best_window_of_a_long_source_gives_the_support(
    judge: NLIJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = FILLER * 12 + "the zebra ate the grass . " + FILLER * 12
    ctx = CheckContext(answer="A zebra ate grass.", sources={"s1": Source("s1", text)})
    monkeypatch.setattr(judge.model, "score", _stub_scores("zebra", (0.9, 0.02), (0.1, 0.3)))
    budget = judge.passage_budget(["A zebra ate grass."])
    passages = judge.passages([], ctx, budget)
    assert len(passages) > 2
    assert sum("zebra" in p.text for p in passages) < len(passages)
    # Each window fits beside the claim and the special tokens in the model's maximum length.
    claim_tokens = judge.model.token_counts(["A zebra ate grass."])[0]
    longest = max(judge.model.token_counts([p.text for p in passages]))
    assert longest + claim_tokens + judge.model.special_tokens <= MAX_LENGTH

    verdict = judge.judge(_claim("A zebra ate grass."), [], [], ctx)
    assert verdict.support == 0.9
    assert verdict.status is Status.VERIFIED
    best = next(p for p in passages if "zebra" in p.text)
    assert f"[{best.start}:{best.end}]" in verdict.reason
    assert text[best.start : best.end] == best.text


def test_evidence_window_reads_the_context_around_the_span(
    judge: NLIJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The evidence sentence alone lacks the subject; its window includes the sentence before.
    text = FILLER * 12 + "acme signed the deal . sales rose 5 percent . " + FILLER * 12
    start = text.index("sales")
    end = text.index(".", start) + 1
    evidence = Evidence("s1", start, end, text[start:end], 0.8)
    ctx = CheckContext(answer="x", sources={"s1": Source("s1", text)})
    monkeypatch.setattr(judge.model, "score", _stub_scores("acme", (0.8, 0.0), (0.2, 0.1)))
    verdict = judge.judge(_claim("Acme sales rose 5 percent."), [evidence], [], ctx)
    assert verdict.support == 0.8
    assert "source 's1'" in verdict.reason


def test_model_contradiction_without_entailment_is_contradicted(
    judge: NLIJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = "acme revenue fell 20 percent in the quarter ."
    ctx = CheckContext(answer="x", sources={"s1": Source("s1", text)})
    evidence = Evidence("s1", 0, len(text), text, 0.9)
    monkeypatch.setattr(judge.model, "score", _stub_scores("fell", (0.05, 0.9), (0.3, 0.1)))
    verdict = judge.judge(_claim("Acme revenue grew 20 percent."), [evidence], [], ctx)
    assert verdict.status is Status.CONTRADICTED
    assert "contradicts" in verdict.reason
    assert verdict.unsupported


def test_claim_without_sources_is_unverified(judge: NLIJudge) -> None:
    verdict = judge.judge(_claim("Acme grew."), [], [], CheckContext(answer="x", sources={}))
    assert (verdict.status, verdict.support) == (Status.UNVERIFIED, 0.0)


def test_missing_model_directory_says_how_to_fix(tmp_path: Path) -> None:
    with pytest.raises(ModelUnavailableError, match=r"does not exist.*--nli-model"):
        NLIJudge(Config(judge="nli", nli_model=tmp_path / "no-such-model"))


def _cuda() -> bool:
    import torch

    return bool(torch.cuda.is_available())


@pytest.mark.skipif(not _cuda(), reason="needs a CUDA GPU (run on the device machine)")
def test_verdicts_on_cuda_match_cpu(tiny_model: Path) -> None:
    answer = "Acme revenue grew 20 percent. The team met the client. The zebra ate grass."
    sources = ["Acme revenue grew 20 percent in the quarter. The team met the client on Monday."]
    reports = [
        Verifier(judge="nli", nli_model=tiny_model, nli_device=device, embedder="none").verify(
            answer, sources
        )
        for device in ("cpu", "cuda")
    ]
    cpu, cuda = (r.claims for r in reports)
    assert [c.status for c in cuda] == [c.status for c in cpu]
    assert [c.support for c in cuda] == pytest.approx([c.support for c in cpu], abs=1e-3)
    assert reports[1].usage["judge.pairs"] == reports[0].usage["judge.pairs"] > 0


@pytest.mark.skipif(_cuda(), reason="this torch can use CUDA")
def test_cuda_without_a_gpu_says_how_to_fix(tiny_model: Path) -> None:
    with pytest.raises(ModelUnavailableError, match="--nli-device cpu"):
        NLIJudge(Config(judge="nli", nli_model=tiny_model, nli_device="cuda"))


def test_unknown_device_is_a_config_error(tiny_model: Path) -> None:
    with pytest.raises(ConfigError, match="not a torch device"):
        NLIJudge(Config(judge="nli", nli_model=tiny_model, nli_device="floppy"))


def test_no_model_configured_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="--nli-model"):
        NLIJudge(Config(judge="nli"))


def test_checkpoint_without_classifier_head_is_refused(tmp_path: Path) -> None:
    base = _save_tiny(tmp_path / "base", {0: "LABEL_0", 1: "LABEL_1"}, head=False)
    with pytest.raises(ModelUnavailableError, match="not a sequence classifier"):
        NLIJudge(Config(judge="nli", nli_model=base))


def test_sentiment_head_is_refused(tmp_path: Path) -> None:
    sentiment = _save_tiny(tmp_path / "sentiment", {0: "negative", 1: "positive"})
    with pytest.raises(ModelUnavailableError, match="none means entailment"):
        NLIJudge(Config(judge="nli", nli_model=sentiment))


def test_cli_verify_with_the_nli_judge(
    tiny_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text("Acme signed the contract. Sales rose 5 percent.", encoding="utf-8")
    source = tmp_path / "notes.txt"
    source.write_text("Acme signed the contract on Monday. Sales rose 5 percent.", encoding="utf-8")
    argv = ["verify", "--answer", str(answer), "--source", str(source), "--format", "json"]
    code = main([*argv, "--judge", "nli", "--nli-model", str(tiny_model), "--no-embeddings"])
    report = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    assert report["judge"] == "nli"
    assert all(0.0 <= c["support"] <= 1.0 for c in report["claims"])


def test_cli_nli_without_model_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify", "--answer", "Acme grew.", "--judge", "nli", "--no-embeddings"])
    assert code == 2
    assert "--nli-model" in capsys.readouterr().err


def test_import_groundwise_does_not_import_torch() -> None:
    code = "import sys, groundwise, groundwise.judges.nli; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
