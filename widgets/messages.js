// The board's words beside its controls: the status line (what a press did, what Predict
// asks: under the buttons, or beside the board in Predict mode) and the red error line (what
// Python refused), how they come into view and how a red note that goes keeps its room. It
// holds whether the status speaks of the trace on show (it goes with it) and whether it
// says what an edit did (it goes at the next check of the board's program).
//
//   const notes = messages({ root, bar, lost: () => false });
//   notes.say("Paused at step 2.");    // notes.status.textContent === "Paused at step 2."
//   notes.clearError(notes.error);      // no red words: nothing changes
import { h, setText, uid, scroller, viewOf } from "./util.js";
import { focused } from "./focus.js";

// `root`: the board; `bar`: its buttons; `lost()`: the board lost Python (its red note stays)
export function messages({ root, bar, lost }) {
  const error = h("div", { class: "cr-error", role: "alert", id: uid("error") });
  const status = h("div", { class: "cr-status", role: "status", "aria-live": "polite" });
  let aboutTrace = false;   // the status speaks of the trace on show (it goes with it)
  // the status says what an edit did: it goes at the next action, another edit, a run or a
  // check of the board's program (walk 01p2, fault 3: "F card removed" stayed beside
  // "no run yet" after the check said Solved)
  let editSaid = false;

  function say(msg, ofTrace = false) { setText(status, String(msg)); aboutTrace = ofTrace && !!msg; editSaid = false; statusInView(); }
  // Words said under the buttons while the learner works them show in full: the page
  // scrolls just enough (walk 01h, fault 11: "Paused at step 2" was cut off by the bottom
  // of the window at 650 px, the buttons in view).
  function statusInView() {
    if (!status.textContent || !root.contains(focused(root)) || !status.closest(".cr-board-col")) return;
    const bottom = viewOf(scroller(root)).bottom;
    if (bar.getBoundingClientRect().bottom > bottom) return;
    scrollToShow(status);
  }
  // Scroll the box that scrolls the page just enough to bring `el` into view, but never
  // `top` (by default the board's top, its title) out of it (walk 06i, fault 4: the title
  // went under the toolbar); board.js' `showError` says what else a refusal may keep in view.
  function scrollToShow(el, top = root) {
    const box = scroller(root);
    const view = viewOf(box);
    const at = el.getBoundingClientRect();
    let by = at.bottom > view.bottom ? at.bottom - view.bottom : Math.min(0, at.top - view.top);
    if (by > 0) by = Math.max(0, Math.min(by, top.getBoundingClientRect().top - view.top));
    if (!by) return;
    if (box) box.scrollTop += by; else scrollBy(0, by);
  }
  // A refusal that goes keeps its room: what was under it stays under the pointer (a child
  // who clicked "+ violet" twice got "+ red" the second time), until the pointer leaves the
  // board or the next refusal, which takes the room its own words need (walk 05c: one line
  // of red stood in a box kept as tall as an earlier refusal's, a gap stayed after it).
  const freeRoom = (el) => { el.style.minHeight = ""; el.style.marginTop = ""; el.style.marginBottom = ""; };
  // (the red note of a lost board stays until Python answers: nothing pressed empties it
  // while the title and the cards' line point to it; walk 03p3, fault 1; walk 06p3, fault 2)
  function clearError(el) {
    if (!el.textContent || (el === error && lost())) return;
    const css = getComputedStyle(el);
    Object.assign(el.style, { minHeight: `${el.offsetHeight}px`, marginTop: css.marginTop, marginBottom: css.marginBottom });
    setText(el, "");
  }

  return {
    error, status, say, scrollToShow, freeRoom, clearError,
    get aboutTrace() { return aboutTrace; },
    get editSaid() { return editSaid; },
    // what the editor said of an edit (sayNow)
    set editSaid(on) { editSaid = on; },
  };
}
