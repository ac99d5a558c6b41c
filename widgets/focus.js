// Keys and focus inside a board. A key pressed in a board is the board's: JupyterLab's
// notebook shortcuts (arrows select cells, M makes a cell Markdown, B adds one, Delete,
// Shift+Enter, Ctrl+S...) never see it. Tab goes round the board's controls and never out
// of it; Escape then Tab is the way back to the notebook (its cell). And the focus
// never drops to the page: a control drawn again (a list redrawn after a change, accepted
// or refused) hands the focus to its new self.
import { scroller, viewOf } from "./util.js";

// Keep every key pressed in `root` from the page around it. JupyterLab listens on the
// document as keys bubble up (stopped here), and Lumino's shortcut matcher stops looking
// at an element with `data-lm-suppress-shortcuts` (so no shortcut matches even in a front
// end that listens first). Ctrl+S (Cmd+S) would open the browser's own Save dialog: it
// does nothing here (JupyterLab saves by itself, and from outside the board). A key that
// scrolls (arrows, with Alt too, Page Up/Down, Home, End, Space) scrolls the page only
// where the board left it to the browser: it moves a slider, a list's choice or a text's
// caret, or scrolls a box of the board (the log, the desk check) that can still go that
// way; elsewhere (a button, a box at its end) it would scroll the notebook and carry the
// board out of view, so it does nothing (Alt+Left would even leave the page). Ctrl+Z,
// Ctrl+Y, Ctrl+Shift+Z, Ctrl+A, Ctrl+X and Ctrl+V (Cmd too) never reach the browser's own
// undo or selection of the page: its undo would go back to the last cell typed in, far
// below, and take text out of it (walk 05b, fault 1). In a text box of the board, Ctrl+A,
// X and V edit its text, and Ctrl+Z (Ctrl+Y) takes back (puts again) what was typed in it
// since it had the focus; elsewhere in the board Ctrl+Z calls `undo`, the board's own
// Undo, when it has one. Shift+Enter, Ctrl+Enter and Alt+Enter (a notebook's "run the
// cell") press nothing in the board either: a child pressing them on a card would lay it
// (walk 07g, fault 17: three cards landed in registers, no cell ran): a one-line note by
// the focus says how to leave, over the board, never moving it (walk 01u, fault 5: four
// lines under the buttons pushed the slider down); `tell(words)` says how to go back to
// the notebook where the board has no cell around it (`escapeKey`); `close()` closes what
// the board has open, if anything (true then).
export function keepKeys(root, undo = null, tell = () => {}, close = () => false) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const escape = escapeKey(root, tell, close);
  const keep = (e) => {
    e.stopPropagation();
    if ((e.ctrlKey || e.metaKey) && (e.key === "s" || e.key === "S")) {
      e.preventDefault();
      // said, in a notebook: a child pressing it thought the work saved (walk 03r8, fault 8)
      if (e.type === "keydown" && around(root)) note(root, SAVE_OUTSIDE);
    }
    if (e.type === "keydown" && e.key === "Escape") escape(e);
  };
  for (const type of ["keydown", "keyup", "keypress", "copy", "cut", "paste"]) root.addEventListener(type, keep);
  root.addEventListener("focusin", () => leaveOnCellClick(root));
  const typed = typedHistory(root);
  // on the way in (a control may keep its keys from the board's root)
  root.addEventListener("keydown", (e) => {
    if (e.key === "Tab" && escape.leave()) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    if (e.key !== "Escape" && !MODIFIERS.includes(e.key)) escape.again();
    if (e.key === "Enter" && (e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) && !textBox(e.target)) {
      e.preventDefault();
      e.stopPropagation();
      if (around(root)) note(root, LEAVE_BOARD); else tell(LEAVE);
      return;
    }
    if (scrollsPage(e)) e.preventDefault();
    const edit = editKey(e);
    const box = textBox(e.target);
    if (!edit || (box && edit === "edit")) return;
    e.preventDefault();
    if (box) typed(box, edit === "redo");
    else if (undo && edit === "undo") undo();
  }, true);
}

const LEAVE = "Keys pressed here stay in the board. To go back to the notebook, press Escape "
  + "then Tab (or click beside the board). Then press \u2193 to go to the next cell.";
const AGAIN = "To go back to the notebook, press Tab now.";
const SAVE_OUTSIDE = "Nothing is saved from inside a board: press Escape, then Tab, then "
  + "Ctrl+S to save the notebook (it also saves by itself every few minutes).";
// How the keys leave a board: said by the focus, and openly under every board (board.js;
// walk 05q4, fault 4: the plain board said it only in its folded keys)
export const LEAVE_BOARD = "To leave the board, press Escape, then Tab.";
const MODIFIERS = ["Shift", "Control", "Alt", "Meta"];
// how long a note by the focus stays (Escape's stays until the next key)
const NOTE_MS = 4000;

// What Escape pressed in `root` does, and nothing else took (a prediction, a chit in hand
// take it first). It closes what the board has open (`close()`: the "Start again?"
// question, as its No) and stays in the board. Else it only says by the focus how to
// leave, the note following the focus: Tab next, however much later, whatever keys between
// (walk 01r7, fault 2: after Escape, two down arrows or letters typed in the text box, Tab
// stayed in the board), no click or focus elsewhere between (`.leave()`, true then), goes
// to the board's cell, where the notebook's keys work again (walk 01q, fault 6; walk 04p,
// fault 9: no key led out of the board), as in a code editor that keeps Tab. A child
// reads the note before pressing Tab: within 4 seconds, the note gone by then, Tab only
// went round the board (walk 07z, serious fault 3: "Escape, pressed twice, does nothing").
// Escape alone never leaves, however often pressed: a child presses it to close a
// question or to "get out", and the next letter was the notebook's: M turned the board's
// cell into Markdown (walk 09r, fault 1: one Escape left), R into a raw cell and D D
// deleted it (walk 08s, fault 1: two Escapes left). With no cell around the board (a page
// of its own), it says how to leave. `.again()`: another key (the note follows the focus);
// `.cancel()`: a click.
function escapeKey(root, tell, close) {
  let armed = false;
  const escape = (e) => {
    escape.cancel();
    if (e.defaultPrevented || close()) return;
    if (!around(root)) tell(LEAVE);
    else { note(root, AGAIN, true); armed = true; }
  };
  escape.leave = () => {
    const cell = armed && around(root);
    escape.cancel();
    if (cell) cell.focus({ preventScroll: true });
    return Boolean(cell);
  };
  escape.again = () => { if (armed) setTimeout(() => { if (armed) note(root, AGAIN, true); }, 0); };
  escape.cancel = () => { armed = false; note(root, ""); };
  root.addEventListener("pointerdown", escape.cancel, true);
  root.addEventListener("focusout", (e) => { if (e.relatedTarget && !root.contains(e.relatedTarget)) escape.cancel(); });
  return escape;
}

// A click in the board's own cell but outside the board (its prompt, "[5]:") takes the
// focus to the cell, as a click on another cell does: JupyterLab leaves the focus where it
// is when it is in the notebook already, so it stayed in the board, and Shift+Enter after
// it ran nothing (walk 09s, fault 6; walk 05s, fault 12). Hooked once per cell, when the
// board first has the focus (a board is drawn before it is put in its cell).
const hooked = new WeakSet();
function leaveOnCellClick(root) {
  const cell = around(root);
  if (!cell || hooked.has(cell)) return;
  hooked.add(cell);
  // only a click on a prompt: a click in a board that redraws what was clicked (a card of
  // the program) reaches the cell with a target no longer in the board
  cell.addEventListener("click", (e) => {
    const prompt = e.target instanceof Element && e.target.closest(".jp-InputPrompt, .jp-OutputPrompt");
    if (prompt && cell.querySelector(".cr-widget:focus-within")) cell.focus({ preventScroll: true });
  });
}

// The box around `root` that takes the focus (a notebook's cell, never its toolbar, where
// Enter copied the cell: walk 01f, fault 1), or null. Focused, the notebook sees its cell
// focused, and is in command mode.
function around(root) {
  return root.parentElement && root.parentElement.closest("[tabindex]");
}

// Show `words` in a note just under the control with the focus in `root`, for NOTE_MS or
// until the next key (`stay`: until the next key; "": take it away now): where a child
// using the keys looks.
const notes = new WeakMap();
function note(root, words, stay = false) {
  let box = notes.get(root);
  if (!box) {
    box = document.createElement("div");
    box.className = "cr-key-note";
    box.setAttribute("role", "status");
    notes.set(root, box);
    root.append(box);
  }
  clearTimeout(box.timer);
  box.textContent = words;
  box.hidden = !words;
  const f = focused(root);
  if (!words || !f || !root.contains(f)) return;
  // the board itself focused (a click on its words): under its first line, its title
  const [at, from] = [(f === root ? root.firstElementChild : f).getBoundingClientRect(),
    root.getBoundingClientRect()];
  box.style.left = `${Math.max(0, Math.min(at.left - from.left, from.width - box.offsetWidth))}px`;
  // under the focus, or above it where under it hides a control (walk 05t, fault 5: under
  // the board, the note hid Run, Back, Step and Play) or is out of view
  const under = at.bottom - from.top + 4, over = at.top - from.top - box.offsetHeight - 4;
  const tops = over >= 0 ? [under, over] : [under];
  const fits = (top, inView) => {
    box.style.top = `${top}px`;
    const r = box.getBoundingClientRect(), view = viewOf(scroller(root));
    return !hides(root, box, f) && (!inView || (r.top >= view.top && r.bottom <= view.bottom));
  };
  box.style.top = `${tops.find((t) => fits(t, true)) ?? tops.find((t) => fits(t, false)) ?? under}px`;
  if (!stay) box.timer = setTimeout(() => { box.hidden = true; }, NOTE_MS);
}

// Whether the note `box` lies over a control of `root` other than `f`, the one with the focus
// (a box of words that is a Tab stop only to be scrolled, `data-words`, is no control: the
// note may lie over its foot a while, above the first card of a row under it), a piece on
// the board or the Program's name (walk 01v, fault 7: under a card to add it hid "Program";
// above Run it hid Roby on A5).
const SEEN = "button, input, select, textarea, [tabindex]:not([data-words]), [data-piece], .cr-program-label";
function hides(root, box, f) {
  const r = box.getBoundingClientRect();
  return [...root.querySelectorAll(SEEN)].some((c) => {
    if (c === f || c === box || c.contains(f) || c.hidden) return false;
    const b = c.getBoundingClientRect();
    return b.width > 0 && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
  });
}

// What keydown `e` asks of the page's text: "undo", "redo", "edit" (select all, cut,
// paste) or nothing.
function editKey(e) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const k = e.key.toLowerCase();
  if (k === "z") return e.shiftKey ? "redo" : "undo";
  if (k === "y") return "redo";
  return ["a", "x", "v"].includes(k) ? "edit" : null;
}

// the inputs that hold no text to edit
const NOT_TEXT = ["range", "checkbox", "radio", "button", "submit", "reset", "color", "file", "image"];

// The text box (a text or number input, a text area) `el` is in, or null.
function textBox(el) {
  const box = el instanceof Element ? el.closest("input, textarea") : null;
  return box && !(box.tagName === "INPUT" && NOT_TEXT.includes(box.type)) ? box : null;
}

// Undo and redo of what was typed in each text box of `root` since it had the focus: the
// values before each change, and those taken back. `(box, redo)` takes one back (puts
// one again) and tells the box's listeners, as typing does.
function typedHistory(root) {
  const before = new WeakMap();
  const after = new WeakMap();
  const list = (map, box) => map.get(box) || map.set(box, []).get(box);
  root.addEventListener("beforeinput", (e) => {
    const box = textBox(e.target);
    if (!box) return;
    list(before, box).push(box.value);
    after.set(box, []);
  }, true);
  root.addEventListener("focusout", (e) => { before.delete(e.target); after.delete(e.target); }, true);
  return (box, redo) => {
    const [from, to] = redo ? [after, before] : [before, after];
    const values = from.get(box);
    if (!values || !values.length) return;
    list(to, box).push(box.value);
    box.value = values.pop();
    box.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

// which way (down: 1, up: -1, sideways: 0) each key that scrolls scrolls
const SCROLL_KEYS = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: 0, ArrowRight: 0, PageUp: -1,
  PageDown: 1, Home: -1, End: 1, " ": 1 };

// Does control `el` answer `key` itself: a list every key, a slider all but Space, a text
// all but Page Up/Down (a number its arrows and Space), a button or a check box Space only?
function ownsKey(el, key) {
  const c = el.closest("button, input, select, textarea, [contenteditable='true']");
  if (!c) return false;
  if (c.tagName === "BUTTON" || ["checkbox", "radio", "button", "submit", "reset"].includes(c.type)) return key === " ";
  if (c.tagName === "SELECT") return true;
  if (c.type === "range") return key !== " ";
  if (c.type === "number") return key.startsWith("Arrow") || key === " ";
  return key !== "PageUp" && key !== "PageDown";
}

// Would the browser's own answer to keydown `e` scroll the page around the board?
function scrollsPage(e) {
  const way = SCROLL_KEYS[e.key];
  const el = e.target;
  if (way === undefined || !(el instanceof Element)) return false;
  if (ownsKey(el, e.key)) return !!e.altKey;
  const room = way < 0 ? el.scrollTop : el.scrollHeight - el.clientHeight - el.scrollTop;
  return way === 0 || e.altKey || room < 1;
}

// A click on a part of the board that is no control (a square, the legend, the desk check)
// leaves the focus on the board itself (tabindex -1: no Tab stop), never on the notebook's
// cell around it, where R would make the cell Raw, M Markdown, B a new cell.
export function keepClicks(root) {
  root.setAttribute("tabindex", "-1");
  root.addEventListener("click", () => {
    if (!root.contains(focused(root))) root.focus({ preventScroll: true });
  });
}

// The element with the focus in `el`'s own document or shadow root, or null: inside a
// shadow root (marimo draws a board in one) document.activeElement is the root's host.
export function focused(el) {
  return el.getRootNode().activeElement || null;
}

// Has the focus dropped to the page (a control that had it drawn again, and not yet handed
// its focus on): nothing, or the page's body, has it?
export function dropped(el) {
  const f = focused(el);
  return !f || f === document.body;
}

// What identifies a control across a redraw: its tag and its data-* attributes (a card's
// data-node, a select's data-group...).
export function controlKey(el) {
  const data = [...el.attributes].filter((a) => a.name.startsWith("data-"))
    .map((a) => `${a.name}=${a.value}`).sort();
  return [el.tagName, ...data].join(" ");
}

// the controls Tab reaches (a roving toolbar's other cards, and the boxes of a program's
// cards but the one Tab stops on, have tabindex -1); a folded box's title (`summary`: "More
// buttons and keys") too (walk 02k, fault 1: no key reached it)
const TAB_STOPS = ":is(button, select, input):not([disabled]):not([tabindex='-1']), textarea, "
  + "summary:not([tabindex='-1']), [tabindex='0']:not([disabled])";

// The Tab stop after (`back`: before) `f`, a focused control that is no Tab stop (a card of
// a roving list but the one Tab stops on), in the order of `parts` (walk 04k, fault 1: from
// the second card of Cards to play the browser's own Tab skipped Run for the text box).
function besideStop(parts, stops, f, back) {
  const part = (c) => parts.findIndex((p) => p.contains(c));
  const k = part(f);
  if (k < 0) return null;
  const after = (c) => part(c) > k || (part(c) === k && !!(f.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING));
  return back ? stops.filter((c) => !after(c)).pop() : stops.find(after);
}

// When the control that had the focus leaves the page (drawn again) and the focus fell to
// the page, focus the control with the same key (`controlKey`), else the first control
// of `root` that Tab reaches. Focus the learner moved out of the board stays out.
export function keepFocus(root) {
  let last = null;
  root.addEventListener("focusin", (e) => { last = e.target; });
  root.addEventListener("focusout", (e) => {
    if (e.relatedTarget && !root.contains(e.relatedTarget)) last = null;   // Tab or a click away
    else if (!e.relatedTarget) {
      const was = e.target;
      setTimeout(() => { if (last === was && was.isConnected && !root.contains(focused(root))) last = null; }, 0);
    }
  });
  new MutationObserver(() => {
    if (!last || last.isConnected || !root.isConnected || !dropped(root)) return;
    const key = controlKey(last);
    const same = [...root.querySelectorAll(last.tagName)].find((c) => controlKey(c) === key && !c.disabled);
    const to = same || [...root.querySelectorAll(TAB_STOPS)].find((c) => c.getClientRects().length);
    if (to) to.focus({ preventScroll: true });
  }).observe(root, { childList: true, subtree: true });
}

// The Tab stops of a part (a box, or a control alone). A control marked `data-tab-own` (a
// chits board's Run my chits, in the panel beside the transmitters) is reached only through
// a part of its own, which the board lists where a learner wants it: after Place chit, the
// board's Run (walk 08m, fault 6: Tab from a box reached Run my chits first, which refused
// while the chit waited to be laid, and a child meaning to lay it never did).
function stopsIn(part) {
  const all = [...(part.matches(TAB_STOPS) ? [part] : []), ...part.querySelectorAll(TAB_STOPS)];
  return all.filter((c) => { const own = c.closest("[data-tab-own]"); return !own || own === part || own.contains(part); });
}

// Tab and Shift+Tab in `root` go through its controls in the order they are read on screen,
// `parts()` (boxes, in that order, as the board lays them out), whatever the order of the
// page; a control in two parts is reached in the first. Tab from the notebook comes in at
// the first of them (Shift+Tab from below at the last), and so does Tab from the board
// itself (a click on its title or its words). Past the last, Tab goes round to
// the first, and Shift+Tab on the first to the last control (a box of words at the foot is
// reached from it by Tab): Tab never leaves the board, where it
// went on to JupyterLab's tab bar and toolbar (Enter there added a cell) or to the next
// board, far down, and from Run the cards were reached only through the notebook (walk 01q,
// fault 6; walk 03q, fault 3; walk 09q, fault 9). Escape then Tab leaves (keepKeys): a note
// by the focus says so where a child using the keys looks, as the keyboard brings the focus
// into the board (`cameByKeys`) and once Tab has gone round (walk 06r, fault 6; walk 08r,
// fault 4; walks 07u and 08u, fault 1: only the folded help said so, and a child pressed
// Tab 60 times): from then on it goes with the focus at each Tab, until another key, a
// click or the focus leaves (walk 01p, fault 5: shown at the one Tab that went round, it
// went at the next, and a child tabbing on never saw it).
export function tabOrder(root, parts) {
  const tabStops = () => [...new Set(parts().flatMap(stopsIn))].filter((c) => c.getClientRects().length);
  note(root, "");          // (its live region there before its first words, for screen readers)
  // the keys come in at the first stop (Shift+Tab from below: the last), not at the first
  // control of the page's order
  cameByKeys(root, (f, back) => {
    const stops = tabStops();
    const to = stops.length ? stops[back ? stops.length - 1 : 0] : f;
    if (to !== f) to.focus({ preventScroll: true });
    showStop(root, to);
    note(root, ENTER);
  });
  // the note of a Tab round stays through more Tabs, and goes at any other key or a press
  // (walk 04r8, fault 2; 07r8, fault 1: it stayed over What happened and the status line
  // while a child went on with the arrows and Enter)
  let wentRound = false;
  const goneRound = () => { if (wentRound) note(root, ""); wentRound = false; };
  root.addEventListener("keydown", (e) => { if (e.key !== "Tab" && !MODIFIERS.includes(e.key)) goneRound(); }, true);
  root.addEventListener("pointerdown", goneRound, true);
  root.addEventListener("focusout", (e) => { if (!root.contains(e.relatedTarget)) goneRound(); });
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Tab" || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const stops = tabStops();
    if (!stops.length) return;
    const f = focused(root);
    const at = stops.indexOf(f);
    // Shift+Tab round from the first goes to the last control, over a box of words below
    // it (the desk check), which Tab from that control reaches (walk 02p3, fault 4: the page
    // scrolled to the table at the board's foot, the board's title and top row went off the
    // top, and the arrows scrolled the table where a child meant to move on the board)
    const end = stops.findLast((c) => !c.matches("[data-words]")) || stops[stops.length - 1];
    const round = (k) => (k < 0 ? end : stops[k % stops.length]);
    // from the board itself, or past either end of a roving list: round to the other end
    const next = (at >= 0 ? round(at + (e.shiftKey ? -1 : 1)) : f !== root && besideStop(parts(), stops, f, e.shiftKey))
      || (e.shiftKey ? end : stops[0]);
    e.preventDefault();
    next.focus({ preventScroll: true });
    showStop(root, next);
    wentRound ||= at === (e.shiftKey ? 0 : stops.length - 1) && next === (e.shiftKey ? end : stops[0]);
    const words = next.matches("[data-words]") ? scrolls(next) : "";
    if (wentRound) note(root, words ? `${words} ${ROUND}` : ROUND, true);
    else if (words) note(root, words);
  });
}

// What the arrows do on a box of words (`data-words`: What happened, the desk check), a Tab
// stop only to be scrolled (walk 02p3, fault 4: a child pressing them to move on the board
// scrolled the table, unsaid)
const scrolls = (box) => `Here \u2191 and \u2193 scroll the ${box.getAttribute("aria-label") || "words"} box, not the board.`;

// Call `then(control, back)` when the keyboard brings the focus into `root` from outside it
// (Tab from the cell above; `back`: Shift+Tab from below): never for a click (a press in
// the board comes first), a control of the board drawn again (the focus comes from nothing,
// or from the control it left, gone from the page: walk 02q4, fault 6, a REPEAT's number
// changed and Tab on to the next control took the focus to the board's last one, Use text,
// under the note "To leave this board"),
// a script's focus after a click (no `:focus-visible`) or any focus with no Tab just
// before it (a script's or a screen reader's focus on a control stays where it was put,
// not taken to the first stop). Focus that leaves the board takes the note away.
let tabbedAt = -Infinity;
document.addEventListener("keydown", (e) => { if (e.key === "Tab") tabbedAt = e.timeStamp; }, true);

function cameByKeys(root, then) {
  let pressed = false;
  root.addEventListener("pointerdown", () => { pressed = true; setTimeout(() => { pressed = false; }, 0); }, true);
  root.addEventListener("focusin", (e) => {
    const from = e.relatedTarget;
    if (pressed || !from || !from.isConnected || root.contains(from) || !e.target.matches(":focus-visible")
        || e.timeStamp - tabbedAt > 1000) return;
    then(e.target, !!(from.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_PRECEDING));
  });
  root.addEventListener("focusout", (e) => { if (!root.contains(e.relatedTarget)) note(root, ""); });
}

// Bring Tab stop `el` of board `root` into view: the page scrolls only as far as the control
// needs (focus() alone centres it, and the board's title and log go off the top), and back
// up to the board's top when the control fits in the view with it (walk 01s, fault 8: Tab
// round from the desk check to the cards left Roby and What happened above the window).
function showStop(root, el) {
  el.scrollIntoView({ block: "nearest", inline: "nearest" });
  const box = scroller(root);
  const view = viewOf(box);
  const top = root.getBoundingClientRect().top;
  if (top >= view.top || el.getBoundingClientRect().bottom - top > view.bottom - view.top) return;
  if (box) box.scrollTop += top - view.top; else scrollBy(0, top - view.top);
}

const ROUND = "You went round the board. To go back to the notebook, press Escape, then Tab.";
const ENTER = "To leave this board, press Escape, then Tab.";
