// The pad: a board whose squares are its editor's (a board being drawn: the editor module's
// `squares`). It holds the square framed for the keys and the drag under way: a click or a
// drag over squares hands each square to the editor (the right button takes away); the
// board is one Tab stop, where the arrow keys move the frame, Enter or Space puts and
// Delete takes away. Each answer draws the board again: the frame stays where it was.
//
//   const pad = padCursor({ say, editor: () => ed, busy: () => false });
//   pad.on(board);      // a board just drawn takes the pad's pointer and frame
//   pad.key(event);     // a key pressed on it
//   pad.show();         // the frame again, where it was (a guess's frame gone)
import { squareName } from "./util.js";

// `say(words)`: the status line; `editor()`: the editor now; `busy()`: a guess waits
// (Predict), so the squares answer it, not the editor.
export function padCursor({ say, editor, busy }) {
  let at = [0, 0];          // the square framed
  let painting = null;      // a drag over the pad: the last square it went over and point
  let board = null;         // the board drawn last

  // one square handed to the editor (a drag hands each square once)
  function put(b, where, how) {
    const sq = b.squareAt(where);
    const ed = editor();
    if (!sq || busy() || !ed || !ed.square) return;
    const key = `${sq[0]},${sq[1]}`;
    if (painting && painting.key === key) return;
    painting = { ...painting, key };
    at = sq;
    board.showCursor(sq[0], sq[1]);
    ed.square(sq[0], sq[1], how);
  }

  function on(b) {
    board = b;
    at = [Math.min(at[0], b.width - 1), Math.min(at[1], b.height - 1)];
    b.svg.setAttribute("tabindex", "0");
    b.svg.classList.add("cr-pad");
    b.showCursor(at[0], at[1]);
    b.svg.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 && e.button !== 2) return;
      e.preventDefault();
      b.svg.focus({ preventScroll: true });
      painting = { key: null, x: e.clientX, y: e.clientY };
      put(b, e, e.button === 2 ? "remove" : "place");
    });
    // every square the pointer went over, even between two events of a fast drag (the
    // browser sends one move a frame): the way from the last point is walked in short steps
    b.svg.addEventListener("pointermove", (e) => {
      if (!painting || !(e.buttons & 1)) return;
      for (const m of e.getCoalescedEvents ? e.getCoalescedEvents() : [e]) {
        const { x, y } = painting;
        const n = Math.max(1, Math.ceil(Math.hypot(m.clientX - x, m.clientY - y) / 4));
        for (let k = 1; k <= n; k++) put(b, { clientX: x + ((m.clientX - x) * k) / n, clientY: y + ((m.clientY - y) * k) / n }, "place");
        painting = { ...painting, x: m.clientX, y: m.clientY };
      }
    });
    b.svg.addEventListener("pointerup", () => { painting = null; });
    // the right button is the pad's: JupyterLab opens no menu of its own there
    b.svg.setAttribute("data-jp-suppress-context-menu", "");
    b.svg.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  function key(e) {
    const d = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    const ed = editor();
    if (d) {
      e.preventDefault();
      at = [Math.max(0, Math.min(board.width - 1, at[0] + d[0])),
        Math.max(0, Math.min(board.height - 1, at[1] + d[1]))];
      board.showCursor(at[0], at[1]);
      say(`square ${squareName(at[0], at[1])}`);
    } else if (e.key === "Enter" || e.key === " " || e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      if (ed && ed.square) ed.square(at[0], at[1], e.key === "Delete" || e.key === "Backspace" ? "remove" : "place");
    }
  }

  return { on, key, show: () => board.showCursor(at[0], at[1]) };
}
