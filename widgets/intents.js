// The intents sent to Python and not answered yet, oldest first: the kind of each, and what
// the board said as it was sent (a refused edit takes back what the editor said of it, and
// nothing more). Python answers every intent at once (a run in under two seconds), in
// order, by counting `ack`: an answer awaited for SILENT ms means the board lost touch with
// Python (its kernel was restarted, and the new one knows no board): `silent()` is called.
// The board is busy (aria-busy) while an answer is awaited (screen readers wait; so can a test).
//
//   const waiting = intents(root, () => {});
//   waiting.sent("run", "");       // waiting.kinds: ["run"]; the board is busy
//   waiting.answered();            // {kind: "run", before: ""}; the board is not busy
const SILENT = 5000;   // ms

export function intents(root, silent) {
  const kinds = [];     // the kinds of the intents sent and not yet answered, oldest first
  const said = [];      // what the board said when each of them was sent
  let timer = 0;
  function listen() {
    clearTimeout(timer);
    timer = kinds.length ? setTimeout(silent, SILENT) : 0;
    if (kinds.length) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
  }
  return {
    kinds,
    // an intent of `kind` went to Python, the status saying `before`
    sent(kind, before) { kinds.push(kind); said.push(before); listen(); },
    // Python answered the oldest: its kind and what was said as it was sent
    answered() { const kind = kinds.shift(); const before = said.shift() ?? ""; listen(); return { kind, before }; },
    // the board said it lost touch: the wait under way is no longer watched
    forget() { timer = 0; },
    stop() { clearTimeout(timer); },
  };
}
