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
  const newGame = btn("New game", null, null, "new-game");
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
    h("label", { class: "cr-predict-label" }, predict, " Predict"), newGame);
  const scrub = h("div", { class: "cr-scrub" }, slider, counter);
  return { bar, scrub, run, start, back, step, play, end, reset, newGame, speed, slider, counter,
    predict };
}

// The event log: the steps just before the current one, each event with its rule.
export function eventLog() {
  const root = h("ol", { class: "cr-log", "aria-label": "Event log" });
  let cache = new Map();      // step -> its <li>, for the steps on show
  let shownTrace = null;
  return {
    root,
    show(view, i, before = 5) {
      if (!view.trace) {
        cache = new Map();
        root.replaceChildren(h("li", { class: "cr-current" }, "Press Run to run the program."));
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
      const same = items.length === root.children.length && items.every((li, j) => root.children[j] === li);
      if (!same) root.replaceChildren(...items);
    },
  };
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
    const p = h("span", { class: `cr-event cr-event-${String(e.kind || "").replace(/[^A-Za-z]/g, "")}` },
      String(e.text ?? ""));
    const why = e.rule ? h("span", { class: "cr-rule" }, ` (rule: ${e.rule}${e.why ? ` \u2014 ${e.why}` : ""})`) : null;
    if (j) li.appendChild(document.createTextNode("; "));
    li.append(p, why || "");
  });
  return li;
}

// The desk-check table: a window of rows around the current step (fast on long traces).
export function deskCheck() {
  const table = h("table", { class: "cr-desk" });
  const caption = h("caption", {}, "Desk check");
  const head = h("thead", {});
  const body = h("tbody", {});
  table.append(caption, head, body);
  let columns = null;
  return {
    root: table,
    show(view, i, around = 4) {
      const cols = ["step", "card", ...view.columns(), "event"];
      if (!columns || columns.join("|") !== cols.join("|")) {
        columns = cols;
        head.replaceChildren(h("tr", {}, ...cols.map((c) => h("th", { scope: "col" }, c))));
        body.replaceChildren();
      }
      if (!view.trace) { body.replaceChildren(); return; }
      const lo = Math.max(0, Math.min(i - around, view.trace.steps - 2 * around));
      const hi = Math.min(view.trace.steps, lo + 2 * around);
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
        if (k === i) tr.setAttribute("aria-current", "step"); else tr.removeAttribute("aria-current");
      }
    },
  };
}

// Desk-check cells of one piece: square and facing.
export function pieceCells(props) {
  return [squareName(props.x, props.y), FACING_LETTERS[((props.facing % 8) + 8) % 8] + (props.crashed ? " (crashed)" : "")];
}

