"""Build ``src/groundwise/data/antonyms.tsv``, the opposite words the negation detector reads,
from the WordNet 3.0 database (Princeton University; its licence is in
``src/groundwise/data/WORDNET-LICENSE``).

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn
    .venv/bin/python scripts/build_antonyms.py --wordnet /tmp/wn/usr/share/wordnet

Kept: WordNet's direct antonyms ("!" pointers) between single words, where the pair's synsets are
among the first three senses of both words and both words occur in WordNet's sense-tagged corpus
(so rare senses such as "live" / "recorded" stay out). Each line holds the two words with the
comparative and superlative forms of short adjectives ("high higher highest").
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from groundwise.lexical import STOPWORDS

POS = {"adj": "a", "adv": "r", "verb": "v", "noun": "n"}
MAX_RANK = 3
#: Words whose everyday reading is another word class than the antonym's ("left" the verb).
AMBIGUOUS = frozenset(
    [
        "left",
        "live",
        "lead",
        "still",
        "well",
        "even",
        "just",
        "fine",
        "kind",
        "mean",
        "content",
        "last",
    ]
)
OUT = Path(__file__).resolve().parent.parent / "src" / "groundwise" / "data" / "antonyms.tsv"


def _index(root: Path) -> tuple[dict[tuple[str, str, str], int], dict[tuple[str, str], int]]:
    """Sense rank of each (lemma, pos, synset) and the tagged-sense count of each lemma."""
    rank: dict[tuple[str, str, str], int] = {}
    tagged: dict[tuple[str, str], int] = {}
    for name, pos in POS.items():
        for line in (root / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            f = line.split()
            rest = f[4 + int(f[3]) :]
            tagged[(f[0], pos)] = int(rest[1])
            for i, offset in enumerate(rest[2:]):
                rank[(f[0], pos, offset)] = i + 1
    return rank, tagged


def _synsets(root: Path, name: str) -> dict[str, tuple[list[str], list[tuple[int, str, str, int]]]]:
    """Words and antonym pointers (source word, target synset, target pos, target word)."""
    out = {}
    for line in (root / f"data.{name}").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split(" | ")[0].split()
        count = int(f[3], 16)
        words = [f[4 + 2 * i].lower().split("(")[0] for i in range(count)]
        k = 4 + 2 * count
        pointers = []
        for _ in range(int(f[k])):
            symbol, target, pos, numbers = f[k + 1 : k + 5]
            k += 4
            if symbol == "!":
                pointers.append((int(numbers[:2], 16), target, pos, int(numbers[2:], 16)))
        out[f[0]] = (words, pointers)
    return out


def _forms(word: str, pos: str, irregular: dict[str, list[str]]) -> list[str]:
    """The word with its comparative and superlative when it is a short adjective."""
    forms = [word]
    if pos == "a" and len(word) <= 6 and word.isalpha():
        if word in irregular:
            forms += irregular[word]
        elif word.endswith("e"):
            forms += [word + "r", word + "st"]
        elif word.endswith("y"):
            forms += [word[:-1] + "ier", word[:-1] + "iest"]
        else:
            forms += [word + "er", word + "est"]
    return forms


def build(root: Path) -> list[str]:
    rank, tagged = _index(root)
    irregular: dict[str, list[str]] = {}
    for line in (root / "adj.exc").read_text(encoding="latin-1").splitlines():
        inflected, base = line.split()[:2]
        irregular.setdefault(base, []).append(inflected)
    data = {pos: _synsets(root, name) for name, pos in POS.items()}
    pairs: set[tuple[str, str, str]] = set()
    for pos, synsets in data.items():
        for offset, (words, pointers) in synsets.items():
            for source, target, target_pos, number in pointers:
                target_pos = "a" if target_pos == "s" else target_pos
                a, b = words[source - 1], data[target_pos][target][0][number - 1]
                if not (a.isalpha() and b.isalpha()) or {a, b} & (AMBIGUOUS | STOPWORDS):
                    continue
                ranks = rank.get((a, pos, offset), 99), rank.get((b, target_pos, target), 99)
                if max(ranks) > MAX_RANK:
                    continue
                if not (tagged.get((a, pos)) and tagged.get((b, target_pos))):
                    continue
                pairs.add((*sorted((a, b)), pos))
    return [
        " ".join(_forms(a, pos, irregular))
        + "\t"
        + " ".join(_forms(b, pos, irregular))
        + "\t"
        + pos
        for a, b, pos in sorted(pairs)
    ]


#: The WordNet notice every file built from it carries after its own header lines.
WORDNET_NOTICE = [
    "#",
    "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.",
    "# WordNet licence: https://wordnet.princeton.edu/license-and-commercial-use",
    '# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO',
    "# REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED.",
]


def run(
    doc: str, out: Path, header: list[str], build: Callable[[Path], list[str]], unit: str
) -> None:
    """The command line of a WordNet table builder: read ``--wordnet``, write ``--out``."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument("--out", type=Path, default=out)
    args = parser.parse_args()
    lines = build(args.wordnet)
    args.out.write_text("\n".join(header + WORDNET_NOTICE + lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} {unit} -> {args.out}")


def main() -> None:
    header = [
        "# Opposite words from WordNet 3.0: scripts/build_antonyms.py writes this file.",
        "# Columns: forms of one word, forms of its opposite, part of speech (a r v n).",
    ]
    run(__doc__, OUT, header, build, "pairs")


if __name__ == "__main__":
    main()
