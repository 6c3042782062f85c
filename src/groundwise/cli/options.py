"""Options every verifying subcommand shares: judge, claim extractor, embeddings, LLM."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from groundwise.errors import InputError


def add_verifier_arguments(p: argparse.ArgumentParser) -> None:
    """Add ``--judge``, ``--claims``, ``--no-embeddings``, ``--model-dir``, the LLM and NLI groups."""
    p.add_argument(
        "--judge",
        metavar="NAME",
        help="judge plugin: lexical, learned, llm, nli or a plugin's name (default: the configured)",
    )
    p.add_argument(
        "--claims",
        choices=("rules", "llm"),
        help="claim extractor: deterministic rules (default) or an LLM",
    )
    p.add_argument(
        "--no-embeddings",
        action="store_true",
        help="lexical evidence search only (no MiniLM model)",
    )
    p.add_argument(
        "--model-dir",
        type=Path,
        metavar="PATH",
        help="a local all-MiniLM-L6-v2 directory instead of the bundled model",
    )
    llm = p.add_argument_group("LLM (for --claims llm / --judge llm; any OpenAI-compatible server)")
    llm.add_argument(
        "--llm-base-url",
        metavar="URL",
        help="server base URL, e.g. http://localhost:11434/v1 (env GROUNDWISE_LLM_BASE_URL)",
    )
    llm.add_argument("--llm-model", metavar="NAME", help="model name (env GROUNDWISE_LLM_MODEL)")
    llm.add_argument(
        "--llm-api-key",
        metavar="KEY",
        help="API key (prefer env GROUNDWISE_LLM_API_KEY: flags show in process lists)",
    )
    llm.add_argument(
        "--llm-timeout",
        type=float,
        metavar="SECONDS",
        help="wait this long for the LLM before falling back to the deterministic step",
    )
    nli = p.add_argument_group("NLI (for --judge nli; any local Hugging Face NLI checkpoint)")
    nli.add_argument(
        "--nli-model",
        type=Path,
        metavar="PATH",
        help="local NLI / fact-checking model directory, e.g. a DeBERTa-MNLI or MiniCheck one",
    )
    nli.add_argument(
        "--nli-device", metavar="DEVICE", help="torch device of the NLI model (default: cpu)"
    )


def verifier_options(args: argparse.Namespace) -> dict[str, Any]:
    """Config options from the shared arguments; only the ones given are set."""
    if args.no_embeddings and args.model_dir is not None:
        raise InputError("--model-dir has no effect with --no-embeddings; drop one of them")
    options: dict[str, Any] = {
        "judge": args.judge,
        "claims": args.claims,
        "model_dir": args.model_dir,
        "llm_base_url": args.llm_base_url,
        "llm_model": args.llm_model,
        "llm_api_key": args.llm_api_key,
        "llm_timeout": args.llm_timeout,
        "nli_model": args.nli_model,
        "nli_device": args.nli_device,
    }
    if args.no_embeddings:
        options["embedder"] = "none"
    return {k: v for k, v in options.items() if v is not None}
