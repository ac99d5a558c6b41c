// The faces of cards, shared by the editors: the Cody cards have their own glyph and word
// (F forward, L turn left, R turn right, REPEAT, IF, ELSE), read with their colours from
// look.json's "cards" (the printed cards draw from it too; ui/assets.py writes the CSS
// rules .cr-card-F, ... from it); any other card shows its label alone (no glyph: an empty
// box before "Move 2 670" read as a checkbox).
import { h, displayName } from "./util.js";
import { focused } from "./focus.js";
import { LOOK } from "./look.js";

const FACES = LOOK.cards.faces;

function face(card) {
  return Object.hasOwn(FACES, card) ? FACES[card] : { glyph: "", word: String(card).toLowerCase() };
}

// What a card does, in a word or two (for screen readers).
export function cardWord(card) { return face(String(card)).word; }

// The classes of a card's element: its look follows its label.
export function cardClass(card) { return `cr-card cr-card-${String(card).replace(/[^A-Za-z0-9]/g, "")}`; }

// A card's glyph and label (and `extra`, such as a count), as children of its element.
export function cardFace(card, extra) {
  const name = String(card), glyph = face(name).glyph;
  return [glyph ? h("span", { class: "cr-glyph", "aria-hidden": "true" }, glyph) : null,
    h("span", { class: "cr-letter" }, name), extra || null];
}

// The cards of a run, in the order of the trace's card table, each lit while its step is
// on show: what the offline player shows of a trace saved without its program (any game:
// a program's cards in reading order, the hand cards each player played).
export function runCards() {
  const list = h("ol", { class: "cr-stack cr-run-cards", "aria-label": "Cards of this run" });
  const root = h("div", { class: "cr-cards", "data-mode": "run" },
    h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Cards of this run"), list,
    h("p", { class: "cr-hint" }, "The cards light up as they run."));
  let refs = [];
  let lit = null;
  return {
    root,
    setTrace(trace) {
      refs = trace ? trace.refs : [];
      lit = null;
      const owners = new Set(refs.map((r) => r.owner));
      list.replaceChildren(...refs.map((r, k) => h("li", { class: cardClass(r.label), "data-ref": k },
        ...cardFace(r.label, owners.size > 1 && r.owner ? h("span", { class: "cr-owner" }, ` (${displayName(r.owner)})`) : null))));
      if (!refs.length) list.appendChild(h("li", { class: "cr-empty" }, "No cards."));
    },
    setRunning(ref) {
      const el = ref ? list.children[refs.indexOf(ref)] || null : null;
      if (el === lit) return;
      if (lit) { lit.classList.remove("cr-running"); lit.removeAttribute("aria-current"); }
      if (el) { el.classList.add("cr-running"); el.setAttribute("aria-current", "step"); }
      lit = el;
    },
    setConfig() {}, setContent() {}, setEditable() {},
  };
}

// Arrow keys, Home and End move the focus along a row of cards (a toolbar: one Tab stop).
export function toolbarKeys(bar) {
  bar.addEventListener("keydown", (e) => {
    const all = [...bar.querySelectorAll("button[data-card], button[data-answer]")];
    const j = all.indexOf(focused(bar));
    if (j < 0) return;
    const k = { ArrowRight: j + 1, ArrowDown: j + 1, ArrowLeft: j - 1, ArrowUp: j - 1, Home: 0, End: all.length - 1 }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    all[(k + all.length) % all.length].focus({ preventScroll: true });
  });
}
