// The trace player's parts: the control bar, the event log and the desk-check table.
// They show what the trace says (events in plain words with their rule); no rules here.
import { h, setText, squareName, FACING_LETTERS } from "./util.js";

export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 240];

export function controlBar(act) {
  const btn = (name, label, glyph, cls) => {
    const b = h("button", { type: "button", class: `cr-btn cr-${cls}`, "aria-label": label || null,
      title: label || name }, glyph ? h("span", { "aria-hidden": "true" }, glyph) : null,
    glyph && label ? null : name);
    b.addEventListener("click", () => act(cls));
    return b;
  };
  const run = btn("Run", null, null, "run");
  const start = btn("", "Jump to start", "\u21e4", "start");
  const back = btn("Back", null, null, "back");
  const step = btn("Step", null, null, "step");
  const play = btn("Play", null, null, "play");
  const end = btn("", "Jump to end", "\u21e5", "end");
  const reset = btn("Reset", null, null, "reset");
  const newGame = btn("New game", null, null, "new-game");   // shown by the board's title
  newGame.hidden = true;
  const speed = h("input", { type: "range", min: 0, max: SPEEDS.length - 1, value: 2,
    class: "cr-speed", "aria-label": "Speed", "aria-valuetext": `${SPEEDS[2]} steps a second` });
  speed.addEventListener("input", () => {
    speed.setAttribute("aria-valuetext", `${SPEEDS[speed.value]} steps a second`);
    act("speed");
  });
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, class: "cr-slider",
    "aria-label": "Position in the trace" });
  slider.addEventListener("input", () => act("seek"));
  const counter = h("span", { class: "cr-counter", "aria-live": "off" }, "no run yet");
  const predict = h("input", { type: "checkbox", class: "cr-predict-toggle" });
  predict.addEventListener("change", () => act("predict"));
  const bar = h("div", { class: "cr-controls", role: "toolbar", "aria-label": "Trace player" },
    run, start, back, step, play, end, reset,
    h("label", { class: "cr-speed-label" }, "Speed ", speed),
    h("label", { class: "cr-predict-label" }, predict, " Predict"));
  const scrub = h("div", { class: "cr-scrub" }, slider, counter);
  return { bar, scrub, run, start, back, step, play, end, reset, newGame, speed, slider, counter,
    predict };
}

// The event log: the steps just before the current one, each event in plain words with the
// words of the rule behind it (the rulebook citation is a tooltip, for a teacher).
export function eventLog() {
  const root = h("ol", { class: "cr-log", "aria-label": "What happened" });
  let cache = new Map();      // step -> its <li>, for the steps on show
  let shownTrace = null;
  const log = {
    root,
    current: null,            // the <li> of the step on show
    show(view, i, before = 5) {
      if (!view.trace) {
        cache = new Map();
        shownTrace = null;
        log.current = h("li", { class: "cr-current" }, "Press Run to run the program.");
        root.replaceChildren(log.current);
        return;
      }
      if (shownTrace !== view.trace) { cache = new Map(); shownTrace = view.trace; }
      const next = new Map();
      const items = [];
      for (let k = Math.max(0, i - before); k <= i; k++) {
        const li = cache.get(k) || logItem(view, k);
        li.classList.toggle("cr-current", k === i);
        if (k === i) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
        next.set(k, li);
        items.push(li);
      }
      cache = next;
      log.current = items[items.length - 1];
      const same = items.length === root.children.length && items.every((li, j) => root.children[j] === li);
      if (!same) root.replaceChildren(...items);
    },
  };
  return log;
}

function logItem(view, k) {
  const li = h("li", {});
  if (k === 0) {
    li.appendChild(h("span", { class: "cr-log-step" }, "Start: "));
    li.appendChild(document.createTextNode(view.labels(0).join("; ")));
    return li;
  }
  const card = view.cardLabel(k);
  li.appendChild(h("span", { class: "cr-log-step" }, `Step ${k}${card ? ` (${card})` : ""}: `));
  const evs = view.events(k);
  if (!evs.length) li.appendChild(document.createTextNode("nothing happens"));
  evs.forEach((e, j) => {
    if (j) li.appendChild(h("br", {}));            // one event a line
    li.appendChild(h("span", { class: `cr-event cr-event-${String(e.kind || "").replace(/[^A-Za-z]/g, "")}` },
      String(e.text ?? "")));
    if (e.why) {
      li.appendChild(h("span", { class: "cr-why", title: e.rule ? `Rule: ${e.rule}` : null },
        ` \u2014 ${e.why}`));
    }
  });
  return li;
}

// The desk-check table: a window of rows around the current step (fast on long traces);
// `upto` hides the rows after it (Predict mode shows only the steps reached).
export function deskCheck() {
  const table = h("table", { class: "cr-desk", "aria-label": "Desk check" });
  const head = h("thead", {});
  const body = h("tbody", {});
  table.append(head, body);
  let columns = null;
  const desk = {
    root: table,
    head,
    current: null,            // the <tr> of the step on show
    show(view, i, upto = Infinity, around = 4) {
      const cols = ["step", "card", ...view.columns(), "event"];
      if (!columns || columns.join("|") !== cols.join("|")) {
        columns = cols;
        const kind = (c, j) => (j === 0 ? "step" : j === 1 ? "card" : j === cols.length - 1 ? "event" : cols.length === 5 ? c : "piece");
        head.replaceChildren(h("tr", {}, ...cols.map((c, j) => h("th", { scope: "col", class: `cr-col-${kind(c, j)}` }, c))));
        body.replaceChildren();
      }
      desk.current = null;
      if (!view.trace) { body.replaceChildren(); return; }
      const last = Math.min(view.trace.steps, upto);
      const lo = Math.max(0, Math.min(i - around, last - 2 * around));
      const hi = Math.min(last, lo + 2 * around);
      while (body.children.length > hi - lo + 1) body.lastChild.remove();
      while (body.children.length < hi - lo + 1) {
        body.appendChild(h("tr", {}, ...cols.map(() => h("td", {}))));
      }
      for (let k = lo; k <= hi; k++) {
        const tr = body.children[k - lo];
        const cells = [String(k), view.cardLabel(k), ...view.cells(k),
          view.events(k).map((e) => e.text).join("; ")];
        cells.forEach((c, j) => setText(tr.children[j], c));
        tr.classList.toggle("cr-current", k === i);
        if (k === i) { tr.setAttribute("aria-current", "step"); desk.current = tr; } else tr.removeAttribute("aria-current");
      }
    },
  };
  return desk;
}

// Scroll `box` (and only it: never the page) so that `el` shows below `inset` pixels of
// sticky header; a tall `el` shows its top. One layout read, and only when asked.
export function keepInView(box, el, inset = 0) {
  if (!box || !el) return;
  let top = 0;
  for (let n = el; n && n !== box; n = n.offsetParent) top += n.offsetTop;
  const bottom = top + el.offsetHeight;
  let at = box.scrollTop;
  if (bottom > at + box.clientHeight) at = bottom - box.clientHeight;
  if (top - inset < at) at = top - inset;
  at = Math.max(0, at);
  if (Math.abs(at - box.scrollTop) >= 1) box.scrollTop = at;
}

// What a trace's halt means, in plain words: short for the step counter, a sentence for
// the status line. `who` names the pieces that crashed.
export function haltWords(halt, who) {
  const crashed = who.length ? `${who.join(" and ")} crashed` : "crashed";
  if (halt === "crash") return { short: crashed, sentence: `${crashed}, so the program stopped.` };
  if (halt === "end") return { short: "the end", sentence: "The program has ended." };
  if (halt === "step_limit") {
    return { short: "step limit", sentence: "The program stopped: it reached the step limit." };
  }
  if (!halt) return { short: "", sentence: "This is the end of the replay." };
  const words = String(halt).replace(/_/g, " ");
  return { short: words, sentence: `The program stopped: ${words}.` };
}

// Desk-check cells of one piece: square and facing (", crashed" wraps in its column).
export function pieceCells(props) {
  return [squareName(props.x, props.y), FACING_LETTERS[((props.facing % 8) + 8) % 8] + (props.crashed ? ", crashed" : "")];
}
