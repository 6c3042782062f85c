"""Probe: would a fine-tuned MiniLM cross-encoder help the learned judge? (docs/judge-history.md, session 8)

Not part of ``make train`` and nothing here ships. It needs torch and transformers
(``pip install -e '.[nli,train]'``); on a GPU ``fit`` takes minutes, on this 2-core CPU hours.

    python scripts/probe_cross_encoder.py export probe/        # pairs, weak labels, folds (CPU)
    python scripts/probe_cross_encoder.py fit probe/ --layers 6 --steps 2000   # out-of-fold scores
    python scripts/probe_cross_encoder.py evaluate probe/ --scores probe/oof-L6.json

``export`` runs the pipeline (cached records, as ``make train``) and writes one line per checkable
claim: the claim, its three best evidence texts, the weak label of ``training.dataset`` (-1 when
the annotation does not settle it), and the grouped fold (seed 13, as the data card's CV).
``fit`` trains all-MiniLM-L6-v2 (first ``--layers`` layers, word embeddings frozen) with a linear
head on ``[CLS]`` over "evidence [SEP] claim", once per fold on the other folds' labelled pairs
(sampled to balance family and class), and scores the held-out fold's pairs. ``evaluate`` prints
claim AUROC per file against the lexical blend, then the judge's grouped CV with and without the
scores as one more claim-tree input. The stacked CV is optimistic by a little: the scores of a
training fold come from cross-encoders that saw the test fold.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from groundwise.bench import auroc
from groundwise.embeddings import packaged_model_dir
from groundwise.training import fit as training_fit
from groundwise.training.data import Example, load_examples
from groundwise.training.dataset import UNKNOWN, build_rows
from groundwise.training.evaluate import cross_validate
from groundwise.training.extract import DEFAULT_CACHE, Record, extract_all
from groundwise.training.folds import grouped_folds
from groundwise.training.perturb import perturb_examples
from groundwise.training.report import targets_table

ROOT = Path(__file__).resolve().parents[1]
SEED = 13
PAIRS = "pairs.jsonl.gz"


def _examples(data: Path) -> list[Example]:
    # The same examples, in the same order, as ``make train``.
    real = load_examples(data)
    return real + perturb_examples(real, SEED, skip_files=("summedits-",))


def _records(args: argparse.Namespace, examples: list[Example]) -> dict[str, Record]:
    return extract_all(
        examples, embedder="minilm", workers=args.workers, cache=args.cache, pinned=args.pinned
    )


def export(args: argparse.Namespace) -> None:
    """Write the claim/evidence pairs of every example with weak labels and folds."""
    examples = _examples(args.data)
    records = _records(args, examples)
    folds = grouped_folds([e.group for e in examples], 5, SEED)
    args.dir.mkdir(parents=True, exist_ok=True)
    counts: Counter[tuple[str, int]] = Counter()
    with gzip.open(args.dir / PAIRS, "wt", encoding="utf-8") as out:
        for i, (ex, fold) in enumerate(zip(examples, folds, strict=True)):
            checked = records[ex.key].checked
            for j, item in enumerate(checked):
                c = item.claim
                if ex.spans is not None:
                    label = 0 if any(s < c.end and c.start < e for s, e in ex.spans) else 1
                elif ex.label == 1:
                    label = 1
                else:
                    label = 0 if len(checked) == 1 else UNKNOWN
                pair = {
                    "i": i,
                    "j": j,
                    "claim": c.text,
                    "evidence": [e.text for e in item.evidence[:3]],
                    "label": label,
                    "fold": int(fold),
                    "family": ex.family,
                    "origin": ex.origin,
                }
                out.write(json.dumps(pair) + "\n")
                counts[(ex.family, label)] += 1
    print(f"{sum(counts.values())} pairs in {args.dir / PAIRS}: {sorted(counts.items())}")


def fit(args: argparse.Namespace) -> None:
    """Out-of-fold cross-encoder scores of every pair, written to ``oof-L<layers>.json``."""
    import torch
    from transformers import AutoModel, AutoTokenizer

    with gzip.open(args.dir / PAIRS, "rt", encoding="utf-8") as f:
        pairs = [json.loads(line) for line in f]
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    encoded = tokenizer(
        [" ... ".join(e[:700] for e in p["evidence"][: args.evidence]) or "-" for p in pairs],
        [p["claim"] for p in pairs],
        truncation="only_first",
        max_length=args.max_length,
    )
    device = args.device

    def batch(ids: list[int]) -> dict[str, Any]:
        keys = ("input_ids", "token_type_ids", "attention_mask")
        padded = tokenizer.pad([{k: encoded[k][i] for k in keys} for i in ids], return_tensors="pt")
        return {k: v.to(device) for k, v in padded.items()}

    class CrossEncoder(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.encoder = AutoModel.from_pretrained(args.model, dtype=torch.float32)
            self.encoder.encoder.layer = self.encoder.encoder.layer[: args.layers]
            self.encoder.embeddings.word_embeddings.weight.requires_grad_(False)
            self.head = torch.nn.Linear(self.encoder.config.hidden_size, 1)

        def forward(self, b: dict[str, Any]) -> Any:
            return self.head(self.encoder(**b).last_hidden_state[:, 0]).squeeze(-1)

    path = args.dir / f"oof-L{args.layers}.json"
    # Folds scored by an earlier run (``--folds`` splits the work) are kept.
    scores = np.full(len(pairs), np.nan)
    if path.exists():
        earlier = json.loads(path.read_text())["score"]
        if len(earlier) == len(pairs):
            scores = np.array(earlier, dtype=float)
    autocast_type = torch.bfloat16
    for fold in args.folds:
        torch.manual_seed(SEED + fold)
        rng = np.random.default_rng(SEED + fold)
        train = [k for k, p in enumerate(pairs) if p["fold"] != fold and p["label"] != UNKNOWN]
        test = [k for k, p in enumerate(pairs) if p["fold"] == fold]
        bucket = Counter((pairs[k]["family"], pairs[k]["label"]) for k in train)
        weight = np.array([1.0 / bucket[(pairs[k]["family"], pairs[k]["label"])] for k in train])
        model = CrossEncoder().to(device)
        trainable = [p for p in model.parameters() if p.requires_grad]
        opt = torch.optim.AdamW(trainable, lr=args.lr, weight_decay=0.01)
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda s: min(1.0, (s + 1) / 100) * max(0.0, 1 - s / args.steps)
        )
        loss_fn = torch.nn.BCEWithLogitsLoss()
        start = time.time()
        model.train()
        for step in range(args.steps):
            ids = [train[k] for k in rng.choice(len(train), args.batch, p=weight / weight.sum())]
            y = torch.tensor([float(pairs[k]["label"]) for k in ids], device=device)
            with torch.autocast(device, dtype=autocast_type):
                logits = model(batch(ids))
            loss = loss_fn(logits.float(), y)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(trainable, 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            if step % 500 == 0:
                print(f"fold {fold} step {step} loss {loss.item():.3f} {time.time() - start:.0f}s")
        model.eval()
        out: list[float] = []
        with torch.no_grad(), torch.autocast(device, dtype=autocast_type):
            for lo in range(0, len(test), 256):
                out.extend(torch.sigmoid(model(batch(test[lo : lo + 256])).float()).tolist())
        scores[test] = out
        print(f"fold {fold}: {len(train)} pairs trained, {len(test)} scored", flush=True)
    keys = {"i": [p["i"] for p in pairs], "j": [p["j"] for p in pairs]}
    path.write_text(json.dumps({**keys, "score": scores.tolist()}))
    print(f"wrote {path}")


def evaluate(args: argparse.Namespace) -> None:
    """Claim AUROC per file, then the judge's grouped CV with and without the scores."""
    examples = _examples(args.data)
    rows = build_rows(examples, _records(args, examples))
    scores = json.loads(args.scores.read_text())
    for i, j, s in zip(scores["i"], scores["j"], scores["score"], strict=True):
        rows[i].claims[j].features["cross_encoder"] = float(s)
    by_file: dict[str, list[tuple[int, float, float]]] = {}
    for r in rows:
        if r.example.origin == "real":
            for cl in r.claims:
                if cl.label != UNKNOWN:
                    f = cl.features
                    by_file.setdefault(r.example.file, []).append(
                        (cl.label, f["blended_support"], f["cross_encoder"])
                    )
    print("| file | labelled claims | AUROC lexical blend | AUROC cross-encoder |")
    print("|---|--:|--:|--:|")
    for name, v in sorted(by_file.items()):
        labels = [y for y, _, _ in v]
        blend, ce = auroc(labels, [b for _, b, _ in v]), auroc(labels, [c for _, _, c in v])
        print(f"| {name} | {len(v)} | {blend or float('nan'):.3f} | {ce or float('nan'):.3f} |")
    judge = functools.partial(training_fit.fit_judge, seed=SEED)
    base = training_fit.CLAIM_FEATURES
    for label, names in (("without", base), ("with", (*base, "cross_encoder"))):
        training_fit.CLAIM_FEATURES = names
        print(f"\nGrouped CV (fold seed {SEED}), {label} the cross-encoder input:")
        print(targets_table(cross_validate(rows, judge, 5, SEED)))
    training_fit.CLAIM_FEATURES = base


def main(argv: list[str] | None = None) -> int:
    """Parse the subcommand and run it."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    p.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--pinned", help="pipeline hash of cached records to use as they are")
    sub = p.add_subparsers(dest="command", required=True)
    e = sub.add_parser("export", help="pairs, weak labels and folds")
    e.add_argument("dir", type=Path)
    f = sub.add_parser("fit", help="out-of-fold cross-encoder scores (torch)")
    f.add_argument("dir", type=Path)
    f.add_argument("--model", type=Path, default=packaged_model_dir())
    f.add_argument("--layers", type=int, default=6)
    f.add_argument("--steps", type=int, default=2000)
    f.add_argument("--batch", type=int, default=64)
    f.add_argument("--lr", type=float, default=5e-5)
    f.add_argument("--max-length", type=int, default=256)
    f.add_argument("--evidence", type=int, default=2, help="best evidence texts per claim")
    f.add_argument("--device", default="cuda")
    f.add_argument(
        "--folds", type=int, nargs="+", default=[0, 1, 2, 3, 4], help="folds to score this run"
    )
    v = sub.add_parser("evaluate", help="claim AUROC and CV with the scores as a tree input")
    v.add_argument("dir", type=Path)
    v.add_argument("--scores", type=Path, required=True)
    args = p.parse_args(argv)
    {"export": export, "fit": fit, "evaluate": evaluate}[args.command](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
