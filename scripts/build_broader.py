"""Build ``src/groundwise/data/broader.tsv``, the broader nouns of each noun (WordNet's hypernyms,
all the way up), from the WordNet 3.0 database (Princeton University; its licence is in
``src/groundwise/data/WORDNET-LICENSE``).

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn
    .venv/bin/python scripts/build_broader.py --wordnet /tmp/wn/usr/share/wordnet

The substitution detector reads a noun said where the evidence has one of its broader nouns, or
the other way round, as the same thing named more or less closely ("Tesla delivered 1.81 million
cars" / "1.81 million vehicles"), not as a swap; two nouns under one broader noun ("nausea" /
"headache", both symptoms) stay a swap. Kept: for each single noun that occurs in WordNet's
sense-tagged corpus, the single-word nouns of the tagged vocabulary above its first
:data:`MAX_RANK` senses (hypernyms and instance hypernyms, transitively), by Snowball stem, less
the most general ones (:data:`TOO_GENERAL`: "entity", "object", "thing", ...), which would make
any two nouns one.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_antonyms import _index, run
from build_synonyms import _synsets, _usable

from groundwise.detectors._lexical import stem
from groundwise.wordlists import word_set

MAX_RANK = 3
#: Broader nouns too general to tell anything: at the top of WordNet's noun tree.
TOO_GENERAL = word_set(
    """entity physical abstraction object whole thing matter unit artifact artefact attribute
    relation group measure psychological communication event act process state causal agent
    organism being living"""
)
OUT = Path(__file__).resolve().parent.parent / "src" / "groundwise" / "data" / "broader.tsv"


def build(root: Path) -> list[str]:
    rank, tagged = _index(root)
    nouns = _synsets(root, "noun", ("@", "@i"))  # words and hypernyms of each synset
    vocabulary = {stem(w) for (w, pos), n in tagged.items() if n and pos == "n" and _usable(w)}
    general = {stem(w) for w in TOO_GENERAL}

    def above(offset: str, seen: set[str]) -> None:
        for up in nouns[offset][1]:
            if up not in seen:
                seen.add(up)
                above(up, seen)

    broader: dict[str, set[str]] = defaultdict(set)
    for (word, pos, offset), r in rank.items():
        if pos != "n" or r > MAX_RANK or not tagged.get((word, pos)) or not _usable(word):
            continue
        seen: set[str] = set()
        above(offset, seen)
        a = stem(word)
        for up in seen:
            for other in nouns[up][0]:
                b = stem(other)
                if _usable(other) and b != a and b in vocabulary and b not in general:
                    broader[a].add(b)
    return [f"{a}\t{' '.join(sorted(broader[a]))}" for a in sorted(broader)]


def main() -> None:
    header = [
        "# Broader nouns from WordNet 3.0: scripts/build_broader.py writes this file.",
        "# Columns: a noun's Snowball stem, the stems of the nouns above it.",
    ]
    run(__doc__, OUT, header, build, "nouns")


if __name__ == "__main__":
    main()
