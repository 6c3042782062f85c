"""Retrieval rules: how chunks are classified, how queries are routed and how results are ranked.

Everything here is driven by a YAML rules file (``data/rules/default.yaml`` ships the
product-agnostic defaults; ``hr_payroll.yaml`` is an example pack). The functions are pure and
deterministic: pattern counting, no model, no network.

    file name + text ──► classify_document ──► truth_type, source_authority, jurisdiction, date
    chunk text ────────► classify_domain ────► domain
    query ─────────────► route_query ────────► query type, truth weights, domain, jurisdiction
    route + hit ───────► score_hit ──────────► factors {similarity, authority, ...} and score
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from groundwise.errors import ConfigError

#: The score factors every search result explains, in the order they are shown.
FACTORS = ("similarity", "authority", "domain", "recency", "jurisdiction", "truth_type_weight")
#: Gap severities, most severe first.
SEVERITIES = ("high", "medium", "low")
#: Query type used when no pattern matches; every rules file must define it.
DEFAULT_QUERY_TYPE = "default"
#: Confidence given to a field no pattern matched (its value is the rules' default).
UNMATCHED_CONFIDENCE = 0.3
#: Confidence of a value given explicitly at ingest (--meta, sidecar).
EXPLICIT_CONFIDENCE = 1.0


class PhraseSet:
    """Lower-case phrases matched on word boundaries; a trailing ``*`` matches longer words."""

    def __init__(self, phrases: Sequence[str]) -> None:
        self.phrases = tuple(phrases)
        self._patterns = [re.compile(_phrase_regex(p)) for p in self.phrases]
        # One alternation counts occurrences in a single pass (domains are counted per chunk).
        self._any = re.compile("|".join(_phrase_regex(p) for p in self.phrases) or r"(?!)")

    def hits(self, text: str) -> int:
        """How many distinct phrases occur in ``text`` (already lower-cased)."""
        return sum(1 for p in self._patterns if p.search(text))

    def occurrences(self, text: str) -> int:
        """How many times any phrase occurs in ``text`` (already lower-cased)."""
        return sum(1 for _ in self._any.finditer(text))

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where the phrases occur in ``text`` (already lower-cased), in reading order."""
        return sorted(m.span() for p in self._patterns for m in p.finditer(text))


def _phrase_regex(phrase: str) -> str:
    phrase = phrase.strip().lower()
    wildcard = phrase.endswith("*")
    words = phrase.rstrip("*").split()
    # File names use _ - . for spaces, so a space in a phrase matches any run of them.
    body = r"[\s_\-.]+".join(re.escape(w) for w in words)
    tail = r"\w*" if wildcard else ""
    return rf"(?<!\w){body}{tail}(?!\w)"


@dataclass(frozen=True)
class Patterns:
    """File-name and content phrases that vote for one value of a field."""

    filenames: PhraseSet
    content: PhraseSet


@dataclass(frozen=True)
class QueryType:
    """A query type: the phrases that select it and the weight of each truth type for it."""

    name: str
    patterns: PhraseSet
    truths: Mapping[str, float]


@dataclass(frozen=True)
class RecencyRules:
    """Age of the effective date (years) -> score."""

    steps: tuple[tuple[float, float], ...]
    older: float
    undated: float


@dataclass(frozen=True)
class JurisdictionScores:
    """Scores for how a chunk's jurisdiction relates to the query's."""

    exact: float
    broad_covers_query: float
    query_broader: float
    different: float
    chunk_unknown: float
    query_unknown: float


@dataclass(frozen=True)
class GapRules:
    """When a truth type counts as covering a topic, and how bad its absence is."""

    min_similarity: float
    severity: Mapping[str, str]
    recommendations: Mapping[str, str]


@dataclass(frozen=True)
class Rules:
    """A parsed, validated rules file."""

    name: str
    source: str
    content_chars: int
    filename_weight: int
    truth_types: Mapping[str, Patterns]
    default_truth_type: str
    authorities: Mapping[str, Patterns]
    default_authority: str
    domains: Mapping[str, PhraseSet]
    default_domain: str
    jurisdictions: Mapping[str, PhraseSet]
    broad_jurisdictions: frozenset[str]
    effective_date_phrases: PhraseSet
    query_types: tuple[QueryType, ...]
    other_truths_weight: float
    authority_weights: Mapping[str, Mapping[str, float]]
    weights: Mapping[str, float]
    min_similarity: float
    min_score: float
    max_results: int
    candidates_per_result: int
    domain_scores: Mapping[str, float]
    recency: RecencyRules
    jurisdiction_scores: JurisdictionScores
    gaps: GapRules

    def query_type(self, name: str) -> QueryType:
        """The query type called ``name``."""
        for qt in self.query_types:
            if qt.name == name:
                return qt
        known = ", ".join(q.name for q in self.query_types)
        raise ConfigError(f"unknown query type {name!r}; this rules file defines: {known}")


# ---------------------------------------------------------------------------------------------
# Classification


@dataclass(frozen=True)
class Classification:
    """Document-level metadata inferred from a file name and its text, with confidences."""

    truth_type: str
    source_authority: str
    jurisdiction: str
    effective_date: str
    truth_type_confidence: float
    authority_confidence: float


def _vote(
    table: Mapping[str, Patterns], name: str, text: str, filename_weight: int
) -> dict[str, int]:
    return {
        value: filename_weight * p.filenames.hits(name) + p.content.hits(text)
        for value, p in table.items()
    }


def _pick(scores: Mapping[str, int], default: str) -> tuple[str, float]:
    """The best-scoring value (ties: first listed) and a confidence from its margin and strength."""
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if not ranked or ranked[0][1] <= 0:
        return default, UNMATCHED_CONFIDENCE
    top = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0
    margin = (top - second) / top
    strength = min(1.0, top / 4)
    # Half the confidence is earned by any match; the rest needs a clear and strong winner.
    return ranked[0][0], round(min(0.95, 0.5 + 0.5 * margin * strength), 4)


def _filename_text(filename: str) -> str:
    # "_" is a word character to regex, so separators become spaces before matching.
    return re.sub(r"[_\-.]+", " ", Path(filename).name.lower())


def classify_document(rules: Rules, filename: str, text: str) -> Classification:
    """Truth type, source authority, jurisdiction and effective date of one document."""
    name = _filename_text(filename)
    head = text[: rules.content_chars].lower()
    truth, truth_conf = _pick(
        _vote(rules.truth_types, name, head, rules.filename_weight), rules.default_truth_type
    )
    authority, auth_conf = _pick(
        _vote(rules.authorities, name, head, rules.filename_weight), rules.default_authority
    )
    return Classification(
        truth_type=truth,
        source_authority=authority,
        jurisdiction=detect_jurisdiction(rules, f"{name} {head}") or "",
        effective_date=find_effective_date(rules, filename, text[: rules.content_chars]),
        truth_type_confidence=truth_conf,
        authority_confidence=auth_conf,
    )


def classify_domain(rules: Rules, text: str) -> tuple[str | None, float]:
    """The domain a text is most about (``None`` when no keyword occurs) and a confidence."""
    low = text.lower()
    scores = {d: phrases.occurrences(low) for d, phrases in rules.domains.items()}
    value, conf = _pick(scores, "")
    return (value or None), conf


def detect_jurisdiction(rules: Rules, text: str) -> str | None:
    """The jurisdiction whose phrases occur most in ``text`` (ties: first listed), or ``None``."""
    low = text.lower()
    scores = {j: phrases.hits(low) for j, phrases in rules.jurisdictions.items()}
    value, _ = _pick(scores, "")
    return value or None


_MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ],
        start=1,
    )
    for m in names
}
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE_RES = (
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), ("y", "m", "d")),
    (re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}}),?\s+(\d{{4}})\b", re.I), ("mon", "d", "y")),
    (re.compile(rf"\b(\d{{1,2}})\s+({_MONTH_RE})\.?,?\s+(\d{{4}})\b", re.I), ("d", "mon", "y")),
    (re.compile(r"(?<!\d)(\d{1,2})/(\d{1,2})/(\d{4})(?!\d)"), ("m", "d", "y")),
    (re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{4}})\b", re.I), ("mon", "y")),
)
#: How far after an effective-date phrase a date may start.
_DATE_WINDOW = 40


def parse_date(text: str) -> dt.date | None:
    """The first date written in ``text`` (ISO, "March 5, 2025", "5 March 2025", 03/05/2025)."""
    found: list[tuple[int, dt.date]] = []
    for regex, parts in _DATE_RES:
        for m in regex.finditer(text):
            values = dict(zip(parts, m.groups(), strict=True))
            month = _MONTHS[values["mon"].lower()] if "mon" in values else int(values["m"])
            try:
                found.append((m.start(), dt.date(int(values["y"]), month, int(values.get("d", 1)))))
            except ValueError:
                continue  # 2025-13-45 is not a date; keep looking.
            break
    return min(found)[1] if found else None


_FILENAME_DATE = re.compile(r"(?<!\d)((?:19|20)\d{2})(?:[-_.]?(\d{2})(?:[-_.]?(\d{2}))?)?(?!\d)")


def find_effective_date(rules: Rules, filename: str, text: str) -> str:
    """ISO effective date: a date right after an effective-date phrase, else one in the file name."""
    low = text.lower()
    for _start, end in rules.effective_date_phrases.spans(low):
        date = parse_date(text[end : end + _DATE_WINDOW])
        if date is not None:
            return date.isoformat()
    m = _FILENAME_DATE.search(Path(filename).name)
    if m:
        try:
            return dt.date(int(m.group(1)), int(m.group(2) or 1), int(m.group(3) or 1)).isoformat()
        except ValueError:
            return dt.date(int(m.group(1)), 1, 1).isoformat()
    return ""


# ---------------------------------------------------------------------------------------------
# Routing and scoring


@dataclass(frozen=True)
class Route:
    """What a query asks for: its type, truth weights, and its domain and jurisdiction if any."""

    query_type: str
    truths: Mapping[str, float]
    domain: str | None
    jurisdiction: str | None

    def truth_weight(self, truth_type: str, other: float) -> float:
        """Weight of ``truth_type`` for this query (``other`` for truth types not routed to)."""
        return self.truths.get(truth_type, other)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of a route."""
        return {
            "query_type": self.query_type,
            "truths": dict(self.truths),
            "domain": self.domain,
            "jurisdiction": self.jurisdiction,
        }


def route_query(rules: Rules, query: str, query_type: str | None = None) -> Route:
    """Route a query: the query type with most pattern hits (or the one named), domain, place."""
    low = query.lower()
    if query_type is None:
        best, best_hits = rules.query_type(DEFAULT_QUERY_TYPE), 0
        for qt in rules.query_types:
            hits = qt.patterns.hits(low)
            if hits > best_hits:
                best, best_hits = qt, hits
    else:
        best = rules.query_type(query_type)
    domain, _ = classify_domain(rules, query)
    return Route(best.name, dict(best.truths), domain, detect_jurisdiction(rules, query))


@dataclass(frozen=True)
class Scored:
    """A final relevance score and the factor values it was computed from."""

    score: float
    factors: Mapping[str, float]

    def to_dict(self) -> dict[str, Any]:
        """JSON shape: ``{"score": ..., "factors": {...}}``."""
        return {
            "score": round(self.score, 4),
            "factors": {k: round(v, 4) for k, v in self.factors.items()},
        }


def recency_score(rules: Rules, effective_date: str, as_of: dt.date) -> float:
    """Score of a document's age on ``as_of``; undated documents get the neutral score."""
    if not effective_date:
        return rules.recency.undated
    try:
        date = dt.date.fromisoformat(effective_date)
    except ValueError:
        return rules.recency.undated
    age = max(0.0, (as_of - date).days / 365.25)
    for limit, score in rules.recency.steps:
        if age <= limit:
            return score
    return rules.recency.older


def jurisdiction_score(rules: Rules, chunk: str, query: str | None) -> float:
    """Score of how the chunk's jurisdiction fits the query's (exact, broader, different)."""
    s = rules.jurisdiction_scores
    if not query:
        return s.query_unknown
    if not chunk:
        return s.chunk_unknown
    if chunk == query:
        return s.exact
    if chunk in rules.broad_jurisdictions:
        return s.broad_covers_query
    if query in rules.broad_jurisdictions:
        return s.query_broader
    return s.different


def score_hit(
    rules: Rules, route: Route, similarity: float, metadata: Mapping[str, Any], as_of: dt.date
) -> Scored:
    """Combine similarity with authority, domain, recency, jurisdiction and truth-type weight."""
    qt_weights = rules.authority_weights[route.query_type]
    authority = str(metadata.get("source_authority", ""))
    domain = str(metadata.get("domain", ""))
    if route.domain is None:
        domain_value = rules.domain_scores["unknown"]
    elif domain == route.domain:
        domain_value = rules.domain_scores["match"]
    else:
        domain_value = rules.domain_scores["mismatch"]
    factors = {
        "similarity": min(1.0, max(0.0, similarity)),
        # An authority this rules file does not know counts as its default authority.
        "authority": qt_weights.get(authority, qt_weights[rules.default_authority]),
        "domain": domain_value,
        "recency": recency_score(rules, str(metadata.get("effective_date", "")), as_of),
        "jurisdiction": jurisdiction_score(
            rules, str(metadata.get("jurisdiction", "")), route.jurisdiction
        ),
        "truth_type_weight": route.truth_weight(
            str(metadata.get("truth_type", "")), rules.other_truths_weight
        ),
    }
    total = sum(rules.weights.values())
    score = sum(rules.weights[k] * factors[k] for k in FACTORS) / total
    return Scored(min(1.0, max(0.0, score)), factors)


# ---------------------------------------------------------------------------------------------
# Loading


def load_rules(spec: str | Path | None = None) -> Rules:
    """Load a rules file: ``None`` or a shipped name (``default``, ``hr_payroll``) or a path."""
    data, source = _load_raw(spec, seen=())
    return _parse(data, source)


def rules_ref(spec: str | Path | None) -> str:
    """How a collection remembers its rules: the shipped name, or the file's absolute path."""
    if spec is None:
        return "default"
    if _is_shipped_name(spec):
        return str(spec)
    return str(Path(spec).resolve())


def shipped_rules() -> list[str]:
    """Names of the rules files shipped with Groundwise."""
    folder = resources.files("groundwise") / "data" / "rules"
    return sorted(p.name[: -len(".yaml")] for p in folder.iterdir() if p.name.endswith(".yaml"))


def _is_shipped_name(spec: str | Path) -> bool:
    s = str(spec)
    return isinstance(spec, str) and re.fullmatch(r"[A-Za-z0-9_]+", s) is not None


def _load_raw(spec: str | Path | None, seen: tuple[str, ...]) -> tuple[dict[str, Any], str]:
    try:
        import yaml
    except ImportError:
        raise ConfigError(
            "reading rules files needs PyYAML; install it with pip install 'groundwise[store]'"
        ) from None
    spec = "default" if spec is None else spec
    if _is_shipped_name(spec):
        resource = resources.files("groundwise") / "data" / "rules" / f"{spec}.yaml"
        if not resource.is_file():
            raise ConfigError(
                f"no shipped rules called {spec!r}; shipped: {', '.join(shipped_rules())}, "
                "or pass the path of a YAML file"
            )
        text, source, base = resource.read_text(encoding="utf-8"), str(spec), None
    else:
        path = Path(spec)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(
                f"cannot read rules file '{path}': {exc.strerror}; check the path"
            ) from None
        source, base = str(path), path.parent
    if source in seen:
        raise ConfigError(f"rules file {source!r} extends itself through {' -> '.join(seen)}")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError(f"rules file {source!r} is not valid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"rules file {source!r} must be a YAML mapping of sections")
    parent = data.pop("extends", None)
    replace = data.pop("replace", [])
    if not isinstance(replace, list) or not all(isinstance(k, str) for k in replace):
        raise ConfigError(f"rules file {source!r}: replace must be a list of section names")
    if parent is not None:
        parent_spec: str | Path = str(parent)
        if not _is_shipped_name(parent_spec) and base is not None:
            parent_spec = base / str(parent)
        parent_data, _ = _load_raw(parent_spec, (*seen, source))
        for key in replace:
            parent_data.pop(key, None)
        data = _merge(parent_data, data)
    return data, source


def _merge(base: dict[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """Mappings merge key by key (recursively); anything else in ``over`` replaces.

    Sections listed under ``replace:`` in the child are dropped from the parent first.
    """
    out = dict(base)
    for k, v in over.items():
        if isinstance(v, Mapping) and isinstance(out.get(k), Mapping):
            out[k] = _merge(dict(out[k]), v)
        else:
            out[k] = v
    return out


class _Reader:
    """Typed access to a rules mapping; every problem is a ConfigError naming the key path."""

    def __init__(self, data: Mapping[str, Any], source: str, path: str = "") -> None:
        self.data, self.source, self.path = data, source, path

    def _where(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def fail(self, key: str, what: str) -> ConfigError:
        return ConfigError(f"rules file {self.source!r}: {self._where(key)} {what}")

    def check_keys(self, allowed: Sequence[str]) -> None:
        extra = sorted(set(self.data) - set(allowed))
        if extra:
            raise ConfigError(
                f"rules file {self.source!r}: unknown key(s) {', '.join(extra)}"
                f"{' in ' + self.path if self.path else ''}; known: {', '.join(allowed)}"
            )

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise self.fail(key, "is missing")
        return self.data[key]

    def section(self, key: str) -> _Reader:
        value = self.get(key)
        if not isinstance(value, Mapping):
            raise self.fail(key, "must be a mapping")
        return _Reader(value, self.source, self._where(key))

    def names(self) -> list[str]:
        return [str(k) for k in self.data]

    def text(self, key: str) -> str:
        value = self.get(key)
        if not isinstance(value, str) or not value:
            raise self.fail(key, "must be a non-empty string")
        return value

    def unit(self, key: str) -> float:
        value = self.get(key)
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
            raise self.fail(key, f"must be a number in [0, 1], got {value!r}")
        return float(value)

    def count(self, key: str, low: int = 1) -> int:
        value = self.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise self.fail(key, f"must be a whole number >= {low}, got {value!r}")
        return value

    def phrases(self, key: str) -> PhraseSet:
        value = self.get(key)
        if value is None:
            return PhraseSet(())
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(key, "must be a list of phrases")
        return PhraseSet(value)

    def patterns(self, key: str) -> Patterns:
        sec = self.section(key)
        sec.check_keys(["filenames", "content"])
        return Patterns(sec.phrases("filenames"), sec.phrases("content"))

    def one_of(self, key: str, choices: Sequence[str]) -> str:
        value = self.text(key)
        if value not in choices:
            raise self.fail(key, f"is {value!r}; it must be one of {', '.join(choices)}")
        return value


_TOP_KEYS = (
    "name",
    "content_chars",
    "filename_weight",
    "truth_types",
    "default_truth_type",
    "authorities",
    "default_authority",
    "domains",
    "default_domain",
    "jurisdictions",
    "broad_jurisdictions",
    "effective_date_phrases",
    "query_types",
    "other_truths_weight",
    "authority_weights",
    "relevance",
    "gaps",
)


def _parse(data: Mapping[str, Any], source: str) -> Rules:
    r = _Reader(data, source)
    r.check_keys(_TOP_KEYS)
    tt = r.section("truth_types")
    truth_types = {k: tt.patterns(k) for k in tt.names()}
    if not truth_types:
        raise r.fail("truth_types", "must name at least one truth type")
    au = r.section("authorities")
    authorities = {k: au.patterns(k) for k in au.names()}
    if not authorities:
        raise r.fail("authorities", "must name at least one source authority")
    dom = r.section("domains")
    jur = r.section("jurisdictions")
    jurisdictions = {k: jur.phrases(k) for k in jur.names()}
    broad = r.phrases("broad_jurisdictions").phrases
    for b in broad:
        if b not in jurisdictions:
            raise r.fail("broad_jurisdictions", f"names {b!r}, which jurisdictions does not define")

    qts = r.section("query_types")
    query_types = []
    for name in qts.names():
        q = qts.section(name)
        q.check_keys(["patterns", "truths"])
        tr = q.section("truths")
        truths = {t: tr.unit(t) for t in tr.names()}
        for t in truths:
            if t not in truth_types:
                raise tr.fail(t, "is not a truth type of truth_types")
        query_types.append(QueryType(name, q.phrases("patterns"), truths))
    if DEFAULT_QUERY_TYPE not in qts.names():
        raise r.fail("query_types", f"must define the {DEFAULT_QUERY_TYPE!r} query type")

    aw = r.section("authority_weights")
    authority_weights: dict[str, dict[str, float]] = {}
    for qt in query_types:
        row = aw.section(qt.name)
        row.check_keys(list(authorities))
        authority_weights[qt.name] = {a: row.unit(a) for a in authorities}
    aw.check_keys([q.name for q in query_types])

    rel = r.section("relevance")
    rel.check_keys(
        [
            "weights",
            "min_similarity",
            "min_score",
            "max_results",
            "candidates_per_result",
            "domain",
            "recency",
            "jurisdiction",
        ]
    )
    w = rel.section("weights")
    w.check_keys(FACTORS)
    weights = {f: w.unit(f) for f in FACTORS}
    if sum(weights.values()) <= 0:
        raise rel.fail("weights", "must not all be zero")
    ds = rel.section("domain")
    ds.check_keys(["match", "mismatch", "unknown"])
    rec = rel.section("recency")
    rec.check_keys(["steps", "older", "undated"])
    steps_raw = rec.get("steps")
    if not isinstance(steps_raw, list) or not all(
        isinstance(s, list) and len(s) == 2 and all(isinstance(x, int | float) for x in s)
        for s in steps_raw
    ):
        raise rec.fail("steps", "must be a list of [max_age_years, score] pairs")
    steps = tuple((float(a), float(s)) for a, s in steps_raw)
    if any(not 0 <= s <= 1 for _, s in steps) or list(steps) != sorted(steps):
        raise rec.fail("steps", "must be sorted by age with scores in [0, 1]")
    js = rel.section("jurisdiction")
    js_keys = ["exact", "broad_covers_query", "query_broader", "different"]
    js_keys += ["chunk_unknown", "query_unknown"]
    js.check_keys(js_keys)

    gp = r.section("gaps")
    gp.check_keys(["min_similarity", "severity", "recommendations"])
    sev = gp.section("severity")
    sev.check_keys(list(truth_types))
    recs = gp.section("recommendations")
    recs.check_keys(list(truth_types))

    return Rules(
        name=r.text("name"),
        source=source,
        content_chars=r.count("content_chars"),
        filename_weight=r.count("filename_weight", low=0),
        truth_types=truth_types,
        default_truth_type=r.one_of("default_truth_type", list(truth_types)),
        authorities=authorities,
        default_authority=r.one_of("default_authority", list(authorities)),
        domains={k: dom.phrases(k) for k in dom.names()},
        default_domain=r.text("default_domain"),
        jurisdictions=jurisdictions,
        broad_jurisdictions=frozenset(broad),
        effective_date_phrases=r.phrases("effective_date_phrases"),
        query_types=tuple(query_types),
        other_truths_weight=r.unit("other_truths_weight"),
        authority_weights=authority_weights,
        weights=weights,
        min_similarity=rel.unit("min_similarity"),
        min_score=rel.unit("min_score"),
        max_results=rel.count("max_results"),
        candidates_per_result=rel.count("candidates_per_result"),
        domain_scores={k: ds.unit(k) for k in ("match", "mismatch", "unknown")},
        recency=RecencyRules(steps, rec.unit("older"), rec.unit("undated")),
        jurisdiction_scores=JurisdictionScores(**{k: js.unit(k) for k in js_keys}),
        gaps=GapRules(
            min_similarity=gp.unit("min_similarity"),
            severity={t: sev.one_of(t, SEVERITIES) for t in truth_types},
            recommendations={t: recs.text(t) for t in truth_types},
        ),
    )
