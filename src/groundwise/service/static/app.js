// Groundwise web page. Every piece of user or server text reaches the DOM through textContent or
// setAttribute, never through HTML parsing, so a source holding <script> is shown as text.
"use strict";

const EXAMPLE = {
  answer:
    "The deal value is $10 billion with 50 decision makers. It should close in Q4 and " +
    "involves Acme Corp as the main client.",
  sources: [{ title: "Opportunity record", text: "value: 500000\nclient: Acme" }],
};
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 };
const TRAILING = ".,;:!?";

const $ = (id) => document.getElementById(id);

/** A new element; ``props`` are className, text and attributes; children are nodes or strings. */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === "className") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else node.setAttribute(key, String(value));
  }
  for (const child of children) {
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** CSS class suffix of a grade: G++ -> gpp, G- -> gm (anything else is dropped). */
function gradeClass(grade) {
  const s = String(grade).toLowerCase().replace(/\+/g, "p").replace(/-/g, "m");
  return /^[a-z]{1,4}$/.test(s) ? "grade-" + s : "";
}

function severityClass(severity) {
  return severity in SEVERITY_RANK ? "sev-" + severity : "sev-medium";
}

function percent(x) {
  return typeof x === "number" ? Math.round(x * 100) + "%" : "";
}

// ------------------------------------------------------------------------------------------ input

function addSourceInput(title = "", text = "") {
  const list = $("source-list");
  const n = list.children.length + 1;
  const uid = "src-" + Date.now().toString(36) + "-" + n;
  const titleInput = el("input", { type: "text", id: uid + "-title", autocomplete: "off" });
  titleInput.value = title;
  const textArea = el("textarea", { id: uid + "-text", rows: 4, spellcheck: "false" });
  textArea.value = text;
  const remove = el("button", { type: "button", className: "secondary", text: "Remove" });
  const box = el(
    "div",
    { className: "source-input" },
    el(
      "div",
      { className: "row" },
      el("div", {}, el("label", { for: uid + "-title", text: "Title" }), titleInput),
      remove,
    ),
    el("label", { for: uid + "-text", text: "Text" }),
    textArea,
  );
  remove.addEventListener("click", () => {
    box.remove();
    relabelSources();
  });
  list.append(box);
  relabelSources();
  return box;
}

function relabelSources() {
  [...$("source-list").children].forEach((box, i) => {
    const remove = box.querySelector("button");
    remove.setAttribute("aria-label", "Remove source " + (i + 1));
    box.querySelector("textarea").setAttribute("aria-label", "Source " + (i + 1) + " text");
  });
}

/** The sources typed into the form, with the ids the server will use ("1", "2", ...). */
function readSources() {
  return [...$("source-list").children]
    .map((box) => ({
      title: box.querySelector("input").value.trim(),
      text: box.querySelector("textarea").value,
    }))
    .filter((s) => s.text.trim() !== "")
    .map((s, i) => ({ id: String(i + 1), title: s.title || "Source " + (i + 1), text: s.text }));
}

function loadExample() {
  $("verify-question").value = "";
  $("answer").value = EXAMPLE.answer;
  $("source-list").replaceChildren();
  for (const s of EXAMPLE.sources) addSourceInput(s.title, s.text);
}

// ------------------------------------------------------------------------------------------ SSE

/** POST ``body`` as JSON and call ``onEvent(name, data)`` for each server-sent event. */
async function postStream(url, body, onEvent) {
  const headers = { "Content-Type": "application/json", Accept: "text/event-stream" };
  const token = $("token").value.trim();
  if (token) headers.Authorization = "Bearer " + token;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) {
    let message = "request failed with HTTP " + response.status;
    try {
      const err = await response.json();
      if (err && err.message) message = err.message;
    } catch (_) {
      // The body was not JSON; the status line says enough.
    }
    throw new Error(message);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      if (data.length) onEvent(event, JSON.parse(data.join("\n")));
    }
  }
}

// ------------------------------------------------------------------------------------ rendering

function resetResults(message) {
  $("status").textContent = message;
  $("error").hidden = true;
  $("warnings").hidden = true;
  $("verdict").hidden = true;
  $("answer-view").replaceChildren();
  $("source-cards").replaceChildren();
  $("claims").tBodies[0].replaceChildren();
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = false;
  $("status").textContent = "Failed.";
}

function renderWarnings(data) {
  const list = $("warnings-list");
  list.replaceChildren();
  const warnings = data.warnings || [];
  if (!warnings.length) {
    $("warnings").hidden = true;
    return;
  }
  $("warnings-message").textContent = data.message || "Quality check found potential issues.";
  for (const w of warnings) {
    list.append(
      el(
        "li",
        { className: severityClass(w.severity) },
        el("span", { className: "sev-label", text: w.severity }),
        String(w.message),
      ),
    );
  }
  $("warnings").hidden = false;
}

function renderVerdict(report) {
  const grade = $("grade");
  grade.textContent = report.grade;
  grade.className = "grade " + gradeClass(report.grade);
  grade.setAttribute("aria-label", "Grade " + report.grade);
  $("score").textContent = percent(report.score);
  $("support").textContent = percent(report.support);
  $("groundedness").textContent = Number(report.groundedness).toFixed(1);
  const supported = $("supported");
  supported.textContent = report.supported ? "Supported" : "Not supported";
  supported.className = report.supported ? "is-supported" : "not-supported";
  $("verdict").hidden = false;
}

/** One claim row; ``flags`` are full flag objects when known, else the claim's flag types. */
function claimRow(claim, index, flags) {
  const flagCell = el("td");
  for (const f of flags) {
    const type = typeof f === "string" ? f : f.type;
    const severity = typeof f === "string" ? "" : f.severity;
    flagCell.append(
      el("span", {
        className: "flag " + (severity ? severityClass(severity) : ""),
        title: typeof f === "string" ? type : f.message,
        text: severity ? type + " (" + severity + ")" : type,
      }),
    );
  }
  return el(
    "tr",
    { "data-claim": claim.id },
    el("td", { text: String(index + 1) }),
    el("td", { text: claim.text }),
    el("td", { className: "status status-" + String(claim.status).replace(/[^a-z_]/g, ""), text: String(claim.status).replace(/_/g, " ") }),
    el("td", { text: claim.type }),
    el("td", { text: Number(claim.support).toFixed(2) }),
    flagCell,
  );
}

function renderClaims(report) {
  const body = $("claims").tBodies[0];
  body.replaceChildren();
  report.claims.forEach((claim, i) => {
    const flags = report.flags.filter((f) => f.claim_id === claim.id);
    body.append(claimRow(claim, i, flags));
  });
}

/** Where a claim's citation marker goes: its end, moved before trailing punctuation. */
function markerPosition(answer, claim) {
  let pos = claim.end;
  while (pos > claim.start && (TRAILING.includes(answer[pos - 1]) || /\s/.test(answer[pos - 1]))) {
    pos -= 1;
  }
  return pos;
}

/** The severity of an unsupported span: its most severe overlapping flag, else medium. */
function spanSeverity(span, flags) {
  let best = null;
  for (const f of flags) {
    if (f.start < span.end && span.start < f.end) {
      if (best === null || SEVERITY_RANK[f.severity] < SEVERITY_RANK[best.severity]) best = f;
    }
  }
  return best;
}

function citeLink(number, title) {
  const link = el("a", {
    href: "#evidence-" + number,
    "data-cite": number,
    "aria-label": "Citation " + number + (title ? ": " + title : ""),
    text: "[" + number + "]",
  });
  return el("sup", { className: "cite-ref" }, link);
}

/**
 * The answer with citation superscripts inserted at ``inserts`` (position -> numbers) and
 * ``spans`` ([start, end) with a class and title) wrapped; offsets index ``text``.
 */
function renderAnswerText(text, inserts, spans, titles) {
  const view = $("answer-view");
  view.replaceChildren();
  const cuts = new Set([0, text.length]);
  for (const s of spans) {
    cuts.add(s.start);
    cuts.add(s.end);
  }
  for (const pos of inserts.keys()) cuts.add(pos);
  const points = [...cuts].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b);
  for (let i = 0; i < points.length; i++) {
    const pos = points[i];
    for (const n of inserts.get(pos) || []) view.append(citeLink(n, titles.get(n)));
    if (i + 1 === points.length) break;
    const piece = text.slice(pos, points[i + 1]);
    const span = spans.find((s) => s.start <= pos && points[i + 1] <= s.end);
    if (span) {
      view.append(
        el("span", {
          className: span.className,
          tabindex: 0,
          title: span.title,
          "aria-label": piece + ": " + span.title,
          text: piece,
        }),
      );
    } else {
      view.append(piece);
    }
  }
}

function renderVerifyAnswer(report) {
  const claims = new Map(report.claims.map((c) => [c.id, c]));
  const inserts = new Map();
  const titles = new Map();
  for (const cite of report.citations) {
    titles.set(cite.number, cite.title);
    for (const id of cite.claim_ids) {
      const claim = claims.get(id);
      if (!claim) continue;
      const pos = markerPosition(report.answer, claim);
      const list = inserts.get(pos) || [];
      if (!list.includes(cite.number)) list.push(cite.number);
      inserts.set(pos, list.sort((a, b) => a - b));
    }
  }
  const spans = report.unsupported_spans.map((u) => {
    const flag = spanSeverity(u, report.flags);
    const severity = flag ? flag.severity : "medium";
    const label = u.type === "UNSUPPORTED" ? "not supported by the sources" : u.type;
    return {
      start: u.start,
      end: u.end,
      className: "unsupported " + severityClass(severity),
      title: severity + " - " + (flag ? flag.message : label),
    };
  });
  renderAnswerText(report.answer, inserts, spans, titles);
}

/**
 * A source card: its text with each cited span marked. ``marks`` are {number, start, end} with
 * offsets into ``text``; the first mark of a citation gets the id the superscript links to.
 */
function sourceCard(source, number, marks, meta) {
  const text = source.text;
  const body = el("div", { className: "source-text", tabindex: 0, "aria-label": "Text of " + source.title });
  const sorted = marks
    .filter((m) => m.start >= 0 && m.end <= text.length && m.end > m.start)
    .sort((a, b) => a.start - b.start);
  let pos = 0;
  const seen = new Set();
  for (const m of sorted) {
    if (m.start < pos) continue; // overlapping marks: the first one wins
    body.append(text.slice(pos, m.start));
    const mark = el("mark", { className: "evidence", "data-cite": m.number, text: text.slice(m.start, m.end) });
    if (!seen.has(m.number)) {
      mark.id = "evidence-" + m.number;
      seen.add(m.number);
    }
    body.append(mark);
    pos = m.end;
  }
  body.append(text.slice(pos));
  const heading = el("h3", {});
  if (number !== null) heading.append(el("span", { className: "num", text: "[" + number + "]" }));
  heading.append(el("span", { text: source.title }));
  return el(
    "article",
    { className: "source-card", "data-source-id": source.id, "data-cite": number === null ? null : number },
    heading,
    el("p", { className: "meta", text: meta }),
    body,
  );
}

function renderVerifySources(report, sources) {
  const cards = $("source-cards");
  cards.replaceChildren();
  for (const source of sources) {
    const cites = report.citations.filter((c) => c.source_id === source.id);
    const number = cites.length ? cites[0].number : null;
    const marks = cites.map((c) => ({ number: c.number, start: c.start, end: c.end }));
    const meta = "id " + source.id + " \u00b7 " + source.text.length + " characters" + (cites.length ? "" : " \u00b7 not cited");
    cards.append(sourceCard(source, number, marks, meta));
  }
}

// ----------------------------------------------------------------------------------- highlight

function setActive(number, on) {
  for (const node of document.querySelectorAll('[data-cite="' + Number(number) + '"]')) {
    node.classList.toggle("active", on);
  }
  const mark = document.getElementById("evidence-" + Number(number));
  if (mark) {
    const card = mark.closest(".source-card");
    if (card) card.classList.toggle("active", on);
  }
}

function wireCitations() {
  const view = $("answer-view");
  const handler = (on) => (event) => {
    const link = event.target.closest && event.target.closest("a[data-cite]");
    if (link) setActive(link.getAttribute("data-cite"), on);
  };
  view.addEventListener("mouseover", handler(true));
  view.addEventListener("mouseout", handler(false));
  view.addEventListener("focusin", handler(true));
  view.addEventListener("focusout", handler(false));
  view.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[data-cite]");
    if (!link) return;
    event.preventDefault();
    const mark = document.getElementById("evidence-" + Number(link.getAttribute("data-cite")));
    if (!mark) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    mark.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
    mark.classList.remove("flash");
    void mark.offsetWidth; // restart the animation on a second click
    mark.classList.add("flash");
    setTimeout(() => mark.classList.remove("flash"), 2000);
  });
}

// --------------------------------------------------------------------------------------- flows

async function runVerify(event) {
  event.preventDefault();
  const answer = $("answer").value;
  if (!answer.trim()) {
    showError("Paste an answer to verify.");
    return;
  }
  const sources = readSources();
  const options = {};
  if ($("as-of").value) options.as_of = $("as-of").value;
  if ($("threshold").value !== "") options.threshold = Number($("threshold").value);
  resetResults("Checking claims\u2026");
  const button = $("verify-button");
  button.disabled = true;
  let judged = 0;
  try {
    const body = { answer, sources, options };
    if ($("verify-question").value.trim()) body.question = $("verify-question").value;
    await postStream("/v1/verify/stream", body, (name, data) => {
      if (name === "claim") {
        $("claims").tBodies[0].append(claimRow(data, judged, data.flags || []));
        judged += 1;
        $("status").textContent = "Judged " + judged + " claim" + (judged === 1 ? "" : "s") + "\u2026";
      } else if (name === "warnings") {
        renderWarnings(data);
      } else if (name === "done") {
        const report = data.report;
        renderVerdict(report);
        renderVerifyAnswer(report);
        renderVerifySources(report, sources);
        renderClaims(report);
        $("status").textContent =
          "Checked " + report.claims.length + " claims against " + sources.length + " sources.";
      } else if (name === "error") {
        showError(data.message);
      }
    });
  } catch (err) {
    showError(err.message);
  } finally {
    button.disabled = false;
  }
}

async function runAsk(event) {
  event.preventDefault();
  const collection = $("collection").value.trim();
  const question = $("question").value.trim();
  if (!collection || !question) {
    showError("Give a collection name and a question.");
    return;
  }
  resetResults("Searching " + collection + "\u2026");
  const button = $("ask-button");
  button.disabled = true;
  let text = "";
  let citations = [];
  const titles = new Map();
  const inserts = new Map();
  const render = () => {
    // The server's own [n] markers become superscripts; they are removed from the text.
    let plain = "";
    inserts.clear();
    let last = 0;
    for (const m of text.matchAll(/ ?\[(\d+)\]/g)) {
      const n = Number(m[1]);
      if (!titles.has(n)) continue;
      plain += text.slice(last, m.index);
      const list = inserts.get(plain.length) || [];
      list.push(n);
      inserts.set(plain.length, list);
      last = m.index + m[0].length;
    }
    plain += text.slice(last);
    renderAnswerText(plain, inserts, [], titles);
  };
  try {
    const k = Number($("ask-k").value) || 5;
    await postStream("/v1/ask", { collection, question, k }, (name, data) => {
      if (name === "citations") {
        citations = data.citations;
        const cards = $("source-cards");
        for (const c of citations) {
          titles.set(c.number, c.title);
          const marks = (c.spans || []).map((s) => ({ number: c.number, start: s.start, end: s.end }));
          const meta = (c.citation || c.source_id) + " \u00b7 score " + Number(c.score).toFixed(2);
          cards.append(sourceCard({ id: c.source_id, title: c.title, text: c.text }, c.number, marks, meta));
        }
        $("status").textContent = "Found " + citations.length + " passages; answering\u2026";
      } else if (name === "chunk") {
        text += data.text;
        render();
      } else if (name === "warnings") {
        renderWarnings(data);
      } else if (name === "done") {
        if (data.report) {
          renderVerdict(data.report);
          renderClaims(data.report);
        }
        $("status").textContent =
          data.mode === "extractive"
            ? "Answered from " + data.citations + " cited passages (extractive, grounded by construction)."
            : "Answered and verified.";
      } else if (name === "error") {
        showError(data.message);
      }
    });
  } catch (err) {
    showError(err.message);
  } finally {
    button.disabled = false;
  }
}

// ----------------------------------------------------------------------------------------- tabs

function selectTab(which) {
  for (const name of ["verify", "ask"]) {
    const tab = $("tab-" + name);
    const on = name === which;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    $(name + "-form").hidden = !on;
  }
}

function wireTabs() {
  const tabs = ["verify", "ask"];
  tabs.forEach((name, i) => {
    const tab = $("tab-" + name);
    tab.addEventListener("click", () => selectTab(name));
    tab.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      const next = tabs[(i + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      selectTab(next);
      $("tab-" + next).focus();
    });
  });
}

document.addEventListener("DOMContentLoaded", () => {
  addSourceInput();
  wireTabs();
  wireCitations();
  $("add-source").addEventListener("click", () => addSourceInput().querySelector("textarea").focus());
  $("example-button").addEventListener("click", loadExample);
  $("verify-form").addEventListener("submit", runVerify);
  $("ask-form").addEventListener("submit", runAsk);
  $("token-form").addEventListener("submit", (event) => event.preventDefault());
});
