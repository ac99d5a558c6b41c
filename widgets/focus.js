// Keys and focus inside a board. A key pressed in a board is the board's: JupyterLab's
// notebook shortcuts (arrows select cells, M makes a cell Markdown, B adds one, Delete,
// Escape, Shift+Enter, Ctrl+S...) never see it; Tab leaves the board. And the focus never
// drops to the page: a control drawn again (a list redrawn after a change, accepted or
// refused) hands the focus to its new self.

// Keep every key pressed in `root` from the page around it. JupyterLab listens on the
// document as keys bubble up (stopped here), and Lumino's shortcut matcher stops looking
// at an element with `data-lm-suppress-shortcuts` (so no shortcut matches even in a front
// end that listens first). Ctrl+S (Cmd+S) would open the browser's own Save dialog: it
// does nothing here (JupyterLab saves by itself, and from outside the board).
export function keepKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const keep = (e) => {
    e.stopPropagation();
    if ((e.ctrlKey || e.metaKey) && (e.key === "s" || e.key === "S")) e.preventDefault();
  };
  for (const type of ["keydown", "keyup", "keypress"]) root.addEventListener(type, keep);
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

// What identifies a control across a redraw: its tag and its data-* attributes (a card's
// data-node, a select's data-group...).
export function controlKey(el) {
  const data = [...el.attributes].filter((a) => a.name.startsWith("data-"))
    .map((a) => `${a.name}=${a.value}`).sort();
  return [el.tagName, ...data].join(" ");
}

// the controls Tab reaches (a roving toolbar's other cards have tabindex -1)
const TAB_STOPS = "button:not([disabled]):not([tabindex='-1']), select:not([disabled]), input:not([disabled]), textarea, [tabindex='0']";

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
  const lost = () => { const f = focused(root); return !f || f === document.body; };
  new MutationObserver(() => {
    if (!last || last.isConnected || !root.isConnected || !lost()) return;
    const key = controlKey(last);
    const same = [...root.querySelectorAll(last.tagName)].find((c) => controlKey(c) === key && !c.disabled);
    const to = same || [...root.querySelectorAll(TAB_STOPS)].find((c) => c.getClientRects().length);
    if (to) to.focus({ preventScroll: true });
  }).observe(root, { childList: true, subtree: true });
}

// Tab and Shift+Tab in `root` go through its controls in the order a learner uses them,
// `parts()` (boxes, in that order: the cards and the program, then Run, Step and the other
// buttons, then the rest), whatever the order of the page, which lays them out beside the
// board; a control in two parts is reached in the first. Past the first or the last, Tab
// leaves the board as usual.
export function tabOrder(root, parts) {
  root.addEventListener("keydown", (e) => {
    if (e.key !== "Tab" || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const stops = [...new Set(parts().flatMap((p) => [...p.querySelectorAll(TAB_STOPS)]))]
      .filter((c) => c.getClientRects().length);
    const at = stops.indexOf(focused(root));
    const next = at < 0 ? null : stops[at + (e.shiftKey ? -1 : 1)];
    if (!next) return;
    e.preventDefault();
    next.focus();
  });
}
