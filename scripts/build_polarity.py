"""Build ``src/groundwise/data/polarity.tsv``, the strongly positive and strongly negative words
the substitution detector reads, from the VADER sentiment lexicon (C.J. Hutto, MIT licence; the
licence is in ``src/groundwise/data/VADER-LICENSE``).

    .venv/bin/pip download vadersentiment==3.3.2 --no-deps -d /tmp/vader
    unzip -o /tmp/vader/vaderSentiment-3.3.2-py2.py3-none-any.whl -d /tmp/vader
    .venv/bin/python scripts/build_polarity.py --lexicon /tmp/vader/vaderSentiment/vader_lexicon.txt

Kept: single lower-case words of four letters or more that WordNet knows (``data/synonyms.tsv``),
whose mean valence is at least :data:`MIN_VALENCE` either way and whose raters agree (standard
deviation at most :data:`MAX_SPREAD`): "encouraging" (2.4) and "disappointing" (-2.2), not the
chat slang the lexicon also holds ("bff") nor words raters split on.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from groundwise.detectors.substitution import parts_of_speech
from groundwise.lexical import stem

OUT = Path(__file__).resolve().parents[1] / "src/groundwise/data/polarity.tsv"
MIN_VALENCE = 1.5
MAX_SPREAD = 1.2
_WORD = re.compile(r"[a-z]{4,}")


def build(lexicon: Path) -> list[str]:
    """``word<TAB>valence`` lines, sorted by word."""
    lines = []
    for row in lexicon.read_text(encoding="utf-8").splitlines():
        word, mean, spread, *_ = row.split("\t")
        valence, sd = float(mean), float(spread)
        if not _WORD.fullmatch(word) or abs(valence) < MIN_VALENCE or sd > MAX_SPREAD:
            continue
        if not parts_of_speech(stem(word)):
            continue
        lines.append(f"{word}\t{valence:+.1f}")
    return sorted(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lexicon", type=Path, required=True, help="VADER's vader_lexicon.txt")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    lines = build(args.lexicon)
    header = [
        "# Strongly positive (+) and negative (-) words from the VADER sentiment lexicon 3.3.2:",
        "# scripts/build_polarity.py writes this file. Columns: word, mean valence (-4 to +4).",
        "# VADER: Copyright (c) 2016 C.J. Hutto, MIT licence (data/VADER-LICENSE).",
    ]
    args.out.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} words -> {args.out}")


if __name__ == "__main__":
    main()
