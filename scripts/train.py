"""``make train``: rebuild the learned judge's parameters and data card from the benchmarks.

    .venv/bin/python scripts/train.py --data ../shared/benchmarks --seed 13

1. Load every labelled ``*.jsonl`` in ``--data`` and add seeded synthetic perturbations of the
   supported answers (number/date/entity swaps, negations, scope and causal edits); with
   ``--record-statements``, also seeded statements about JSON records (the benchmark's records
   and generated business records), half of them with one value changed (an experiment that is
   off by default: docs/judge-history.md has its numbers).
2. Run the pipeline up to the judge on each example (cached in /tmp by code + example hash).
3. Grouped 5-fold cross-validation (groups: source text; SummEdits: domain) and
   leave-one-family-out, learned vs lexical, on the real examples only.
4. Fit on everything and write ``src/groundwise/data/judge/learned.json`` and ``DATA_CARD.md``
   (with ``--embedder none``: ``learned-none.json`` and ``DATA_CARD-learned-none.md``, the models
   the judge loads when evidence search runs without embeddings). ``make train`` runs both.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import json
import subprocess
import sys
import time
from collections import Counter
from importlib import metadata
from pathlib import Path

from groundwise.bench import cpu_model
from groundwise.judges.learned import PARAMETERS, parameters_file
from groundwise.training.data import FAMILY_PREFIXES, load_examples
from groundwise.training.dataset import UNKNOWN, build_rows
from groundwise.training.evaluate import cross_validate, leave_one_family_out
from groundwise.training.extract import DEFAULT_CACHE, extract_all, pipeline_hash
from groundwise.training.fit import fit_judge
from groundwise.training.perturb import perturb_examples
from groundwise.training.report import calibration_table, files_table, lofo_table, targets_table
from groundwise.training.structured import record_examples

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "src" / "groundwise" / "data" / "judge"
#: With ``--record-statements``: generated records (six statements each) beside the benchmark's.
GENERATED_RECORDS = 150


def main(argv: list[str] | None = None) -> int:
    """Train, evaluate and export; returns the exit code."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--folds", type=int, default=5)
    p.add_argument("--workers", type=int, default=2, help="processes for feature extraction")
    p.add_argument("--embedder", default="none", help="pipeline embedder used for the features")
    p.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    p.add_argument(
        "--out",
        type=Path,
        default=OUT_DIR,
        help="folder for the parameter file (learned.json; learned-none.json for --embedder none) "
        "and its data card",
    )
    p.add_argument(
        "--records",
        metavar="HASH",
        help="use the cached pipeline records of this pipeline hash as they are (no extraction)",
    )
    p.add_argument(
        "--record-statements",
        action="store_true",
        help="add short statements about JSON records as training examples (docs/judge-history.md)",
    )
    p.add_argument(
        "--generated-records",
        type=int,
        default=GENERATED_RECORDS,
        help="with --record-statements: generated business records beside the benchmark's",
    )
    p.add_argument("--skip-eval", action="store_true", help="fit and export only")
    args = p.parse_args(argv)

    started = time.perf_counter()
    # Taken before extraction: the code that produced the features is what the card names.
    code_hash = args.records or pipeline_hash(args.embedder)
    real = load_examples(args.data)
    synthetic = perturb_examples(real, args.seed, skip_files=("summedits-",))
    if args.record_statements:
        synthetic += record_examples(real, args.seed, generated=args.generated_records)
    examples = real + synthetic
    print(f"{len(real)} examples, {len(synthetic)} synthetic; extracting features", flush=True)
    t = time.perf_counter()
    records = extract_all(
        examples,
        embedder=args.embedder,
        workers=args.workers,
        cache=args.cache,
        progress=True,
        pinned=args.records,
    )
    extract_s = time.perf_counter() - t
    rows = build_rows(examples, records)
    fit = functools.partial(fit_judge, seed=args.seed)

    sections: dict[str, str] = {}
    if not args.skip_eval:
        print("grouped cross-validation", flush=True)
        cv = cross_validate(rows, fit, args.folds, args.seed)
        sections["cv_targets"] = targets_table(cv)
        sections["cv_files"] = files_table(cv)
        sections["calibration"] = calibration_table(cv)
        print(sections["cv_targets"], flush=True)
        print("leave-one-family-out", flush=True)
        families = [f for _, f in FAMILY_PREFIXES]
        lofo = leave_one_family_out(rows, fit, families)
        sections["lofo_targets"] = targets_table(lofo)
        sections["lofo"] = lofo_table(lofo)
        print(sections["lofo_targets"], flush=True)
        print(sections["lofo"], flush=True)

    claims = Counter(cl.label for r in rows for cl in r.claims)
    meta = {
        "trained": dt.date.today().isoformat(),
        "commit": _commit(),
        "seed": args.seed,
        "embedder": args.embedder,
        "pipeline_hash": code_hash,
        "examples": len(real),
        "synthetic": len(synthetic),
        "generated_records": args.generated_records if args.record_statements else 0,
        "claims": {"supported": claims[1], "unsupported": claims[0], "unknown": claims[UNKNOWN]},
        "command": "python scripts/train.py " + " ".join(sys.argv[1:] if argv is None else argv),
        "versions": _versions(),
        "cpu": cpu_model(),
    }
    params = fit(rows, meta=meta)
    args.out.mkdir(parents=True, exist_ok=True)
    name = parameters_file(args.embedder)
    (args.out / name).write_text(json.dumps(params.to_dict(), indent=1) + "\n")
    if sections:
        (args.out / card_name(name)).write_text(
            _card(
                name,
                meta,
                sections,
                Counter(e.file for e in real),
                Counter(e.origin for e in synthetic),
            )
        )
    print(
        f"wrote {args.out / name}; extraction {extract_s:.0f} s, "
        f"total {time.perf_counter() - started:.0f} s",
        flush=True,
    )
    return 0


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        )
    except OSError:
        return "unknown"
    return out.stdout.strip() or "unknown"


#: Packages whose version decides the trained numbers (NumPy's BLAS build: the MiniLM vectors).
NUMERIC_PACKAGES = (
    "numpy",
    "scipy",
    "scikit-learn",
    "tokenizers",
    "safetensors",
    "snowballstemmer",
    "breame",
)


def _versions() -> dict[str, str]:
    out: dict[str, str] = {}
    for name in NUMERIC_PACKAGES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = "absent"
    return out


def card_name(parameters: str) -> str:
    """The data card beside a parameter file: DATA_CARD.md for the default one."""
    return "DATA_CARD.md" if parameters == PARAMETERS else f"DATA_CARD-{Path(parameters).stem}.md"


def _card(
    name: str,
    meta: dict[str, object],
    sections: dict[str, str],
    files: Counter[str],
    synthetic: Counter[str],
) -> str:
    file_lines = "\n".join(f"| {f} | {n} |" for f, n in sorted(files.items()))
    synth = ", ".join(f"{k} {n}" for k, n in sorted(synthetic.items()))
    records = (
        ", and one-to-three sentence statements about JSON records (`record`: the RAGTruth\n"
        f"data-to-text records and {meta['generated_records']} generated business records, half "
        "with one value\nchanged; `groundwise.training.structured`)"
        if "--record-statements" in str(meta["command"])
        else ""
    )
    cpu = meta.get("cpu", "an unrecorded CPU")
    versions = ", ".join(f"{k} {v}" for k, v in dict(meta.get("versions") or {}).items())
    pinned = (
        "; records pinned with `--records`: later pipeline edits are not in these features"
        if "--records" in str(meta["command"])
        else ""
    )
    return f"""# Data card: the learned judge (`{name}`)

Generated by `{meta["command"]}` (seed {meta["seed"]}, commit {meta["commit"]},
{meta["trained"]}, on {cpu}); `make train` at that commit reproduces it with the packages
of `constraints.txt` ({versions}): the pipeline records are the same to the bit however
extraction is split among processes (a MiniLM vector does not depend on its batch), and
every fit is seeded. Another NumPy build or CPU can change the MiniLM vectors in their last
bits, and with them the trees (docs/judge.md, "Reproducing").
Features come from the pipeline with `embedder="{meta["embedder"]}"` (pipeline code hash
`{meta["pipeline_hash"]}`{pinned}).

## What it was trained on

Every labelled example of `../shared/benchmarks/` (read in place, never copied):

| file | examples |
|---|--:|
{file_lines}

plus {meta["synthetic"]} synthetic examples: negatives made from supported answers outside
SummEdits (one seeded edit each, the edit's span as gold unsupported span){records}: {synth}.

Claim labels are weak (from the answer's annotation): {meta["claims"]}.
See `docs/judge.md` for the features, the two models and how labels are derived.

## Cross-validated numbers

Grouped 5-fold cross-validation: no source text in both a training and a test fold, SummEdits
grouped by domain (so each SummEdits domain is tested by a model that never saw it). Only real
examples are scored; synthetic ones are added to training folds. Threshold 0.5 everywhere.

{sections["cv_targets"]}

{sections["cv_files"]}

## Calibration

`support` is fitted with every class of every file weighing the same, so it is calibrated for
data where supported and unsupported answers are equally common: of the answers with a support
near p, about a share p is supported. Out-of-fold supports of the cross-validation above, over
the files with both classes, each file weighing the same and each class half of it (ECE per file
in the table above):

{sections["calibration"]}

Where a share q of the answers are supported, the probability that an answer with support p is
supported is p·q / (p·q + (1 − p)·(1 − q)).

## Leave one family out

Trained without the family (and without synthetic edits of it), tested on it. The goals are
set for grouped cross-validation; these figures say how the judge transfers to a kind of data it
has never seen:

{sections["lofo_targets"]}

{sections["lofo"]}

## Limits

- English only; the features are word overlap, value matching, detector flags, MiniLM similarity
  and answer-level aggregates, with no NLI model: paraphrases the sources word things
  differently in are the main source of false "unsupported" verdicts, and fluent additions built
  from source words the main source of misses.
- Weak claim labels: an unsupported answer without spans labels its claims only when it has one.
- Other held-out sets of the same kinds may differ; see the leave-one-family-out table for how the
  judge transfers to a kind it has not seen.
"""


if __name__ == "__main__":
    raise SystemExit(main())
