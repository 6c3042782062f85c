"""Build ``src/groundwise/data/synonyms.tsv``, the words the substitution detector takes as the
same word, from the WordNet 3.0 database (Princeton University; its licence is in
``src/groundwise/data/WORDNET-LICENSE``).

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn
    .venv/bin/python scripts/build_synonyms.py --wordnet /tmp/wn/usr/share/wordnet

Kept: for each single word that occurs in WordNet's sense-tagged corpus, its parts of speech
(any word of its stem in any sense: "produce" is a noun and a verb) and the other single words
of its first :data:`MAX_RANK` senses' synsets ("film" / "movie"; "centre" / "center"), and, for an
adjective, of the synsets "similar to" them ("necessary" / "essential"). Words are stored by
their Snowball stem (``groundwise.detectors._lexical.stem``), as the detector compares them:
rebuild the file when the stemmer changes. Hypernyms and co-hyponyms are left out on purpose:
"nausea" and "headache" are both symptoms, and saying one for the other is the swap the
detector reports.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_antonyms import POS, _index, run

from groundwise.detectors._lexical import stem
from groundwise.lexical import STOPWORDS
from groundwise.quantities import parse_quantities

MAX_RANK = 3
#: Heads of "similar to" groups that hold every number word: no two of those are one word.
NUMERALS = frozenset({"cardinal", "ordinal"})
#: Number words of a magnitude (the quantity parser reads them only after a figure).
SCALES = frozenset(
    [
        "hundred",
        "thousand",
        "million",
        "billion",
        "trillion",
        "zillion",
        "jillion",
        "gazillion",
        "bazillion",
        "meg",
    ]
)
OUT = Path(__file__).resolve().parent.parent / "src" / "groundwise" / "data" / "synonyms.tsv"


def _synsets(
    root: Path, name: str, symbols: tuple[str, ...] = ("&",)
) -> dict[str, tuple[list[str], list[str]]]:
    """Words of each synset and the offsets of the synsets its pointers of ``symbols`` lead to
    ("&": "similar to", of adjectives; "@", "@i": hypernyms, of nouns)."""
    out = {}
    for line in (root / f"data.{name}").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split(" | ")[0].split()
        count = int(f[3], 16)
        words = [f[4 + 2 * i].lower().split("(")[0] for i in range(count)]
        k = 4 + 2 * count
        similar = []
        for _ in range(int(f[k])):
            symbol, target = f[k + 1 : k + 3]
            k += 4
            if symbol in symbols:
                similar.append(target)
        out[f[0]] = (words, similar)
    return out


def _usable(word: str) -> bool:
    # A number word ("million", "billion") is the numbers detector's: no two are one word.
    return (
        word.isalpha()
        and len(word) > 2
        and word not in STOPWORDS
        and word not in SCALES
        and not parse_quantities(word)
    )


def build(root: Path) -> list[str]:
    rank, tagged = _index(root)
    data = {pos: _synsets(root, name) for name, pos in POS.items()}
    same: dict[str, set[str]] = defaultdict(set)
    parts: dict[str, set[str]] = defaultdict(set)
    for (word, pos, offset), r in rank.items():
        if not _usable(word):
            continue
        parts[stem(word)].add(pos)
        if r > MAX_RANK or not tagged.get((word, pos)):
            continue
        words, similar = data[pos][offset]
        group = list(words)
        for target in similar:
            head = data[pos][target][0]
            if not NUMERALS & set(head):
                group += head  # "million" is "similar to" "cardinal", as "billion" is
        a = stem(word)
        for other in group:
            if _usable(other) and stem(other) != a:
                same[a].add(stem(other))
    tagged_stems = {stem(w) for (w, _), n in tagged.items() if n and _usable(w)}
    return [
        f"{a}\t{''.join(sorted(parts[a]))}\t{' '.join(sorted(same.get(a, ())))}"
        for a in sorted(tagged_stems)
    ]


def main() -> None:
    header = [
        "# Same words from WordNet 3.0: scripts/build_synonyms.py writes this file.",
        "# Columns: a word's Snowball stem, its parts of speech in WordNet (a n r v), the stems",
        "# of its synonyms.",
    ]
    run(__doc__, OUT, header, build, "words")


if __name__ == "__main__":
    main()
