// The typed program box ("Program as text", "Your move as text"): what the learner typed
// stays until Python takes it; a refused text stays too, marked (selected) where the parser
// says, its words under the box. It holds whether the box was typed in since it showed the
// program, whether its text is on its way to Python (and which), whether Run waits for that
// answer, and whether Run played the cards beside a refused text.
//
//   const box = typedBox({ program: () => "F R", words: () => PROGRAM_WORDS, editor: () => null,
//     say, send, clearError });
//   box.sync();                 // box.text.value === "F R": the program Python holds
//   box.refused();              // false: no text refused
import { h, setText, uid } from "./util.js";
import { focused } from "./focus.js";

// `program()`: the program Python holds as text; `words()`: what the board says of what Run
// plays (player.js' PROGRAM_WORDS and the editor's); `editor()`: the editor now; `say`: the
// status line; `send(intent)`; `clearError(el)`: empties a red note, keeping its room.
export function typedBox({ program, words, editor, say, send, clearError }) {
  const textId = uid("text");
  const text = h("textarea", { class: "cr-program-text", id: textId, rows: 2, spellcheck: "false" });
  const useText = h("button", { type: "button", class: "cr-btn cr-use-text" }, "Use text");
  const label = h("label", { class: "cr-text-label", for: textId }, "Program as text");
  const row = h("div", { class: "cr-text-row" }, text, useText);
  // a typed program that cannot be read says why right under the box the learner looks at
  const error = h("div", { class: "cr-text-error", role: "alert", id: uid("text-error") });
  let dirty = false;         // the learner typed in the box since it showed the program
  let sent = false;          // the box's text was sent and not answered yet
  let sentText = "";         // the text sent last
  let focusText = false;     // the send came from Enter or Use text: the error gets focus
  let runAfter = false;      // Run was pressed with the box's text on its way: it waits for
                             // Python's answer, and a refused text is never what it plays
  let kept = false;          // Run played the cards beside a refused text: it stays, with its words
  const refused = () => text.classList.contains("cr-bad");
  // A hand's cards lined up beside a refused text are what Run plays, as a child who sees
  // them expects, and it says so, the text staying with its words under it (walk 06v, fault
  // 7: good cards lined up, and Run refused); an editor whose words have no `besideText`
  // plays nothing then (Robin's choice says so itself: walk 09d, fault 2), nor a hand with
  // no card lined up (Run would pass the turn).
  const besideText = () => !!words().besideText && !!program();

  function sync() {
    if (dirty && !sent && focused(text) === text) return;   // being typed
    // a text on its way is answered by its own answer (`answered`): the program of an
    // answer before it (a card clicked just before Enter) took its place in the box, and
    // the refusal then marked that program as the text refused (test_walk_06's CI failure)
    if (sent) return;
    if (kept && refused()) return;     // beside it Run played the cards lined up
    text.value = program();
    dirty = false;
    mark(null);
    delete text.dataset.refused;
  }
  // An emptied box left for another control is no program to send: the cards keep theirs
  // and the box shows it again (walk 04k, fault 2: an emptied box, left on the way to Run,
  // cleared the cards picked). Enter or Use text on an empty box clears a game's choice
  // (asked); a program stays, and the board says so (`words.empty`; walk 01s, fault 13: the
  // whole program went without a word). A refused text emptied keeps the choice, as its
  // refusal promised (walk 09t, fault 3: Use text then took the choice back).
  function sendText(focus) {
    const keep = !focus || !!text.dataset.refused;
    if (!text.value.trim() && (keep || words().empty)) {
      clearError(error);
      // said under the box, where its refusals are (walk 01z, fault 6: under the buttons,
      // on the board's other side, it went unseen: "Use text does nothing and says nothing")
      if (!keep) { say(""); setText(error, words().empty); return; }
      dirty = false;
      sync();
      if (words().kept) say(words().kept);
      return;
    }
    sent = true;
    sentText = text.value;
    focusText = focus;
    send({ type: "set_program", text: text.value });
  }
  function mark(at) {
    const ed = editor();
    if (!at) {
      if (ed && ed.textRefused) ed.textRefused(false);
      text.classList.remove("cr-bad");
      text.removeAttribute("aria-invalid");
      text.removeAttribute("aria-describedby");
      return;
    }
    if (ed.textRefused) ed.textRefused(true);
    text.classList.add("cr-bad");
    text.setAttribute("aria-invalid", "true");
    text.setAttribute("aria-describedby", error.id);
    text.dataset.refused = text.value;
    if (focusText) text.focus({ preventScroll: true });
    if (Array.isArray(at) && at.length === 3) {
      const lines = text.value.split("\n");
      let start = 0;
      for (let k = 0; k < Math.min(at[0] - 1, lines.length); k++) start += lines[k].length + 1;
      start = Math.min(text.value.length, start + Math.max(0, at[1] - 1));
      const stop = Math.min(text.value.length, start + Math.max(1, at[2]));
      text.setSelectionRange(start === stop ? Math.max(0, start - 1) : start, stop);
    }
  }
  text.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); sendText(true); }
  });
  text.addEventListener("input", () => {
    // a refused text emptied (an editor that says what Run plays beside it: the trade
    // editor) takes its red words with it, and the choice kept is said: they stayed beside
    // "Your choice: offer food3. Press Run to play it" (walk 09z, fault m2)
    if (!text.value.trim() && refused() && editor().textRefused) {
      clearError(error);
      if (words().kept) say(words().kept);
    }
    dirty = true;
    mark(null);
  });
  text.addEventListener("change", () => {
    const v = text.value;
    if (dirty && v !== program() && v !== text.dataset.refused) sendText(false);
  });
  useText.addEventListener("click", () => sendText(true));
  // A press of Use text leaves the focus in the box: moved to the button first, it made the
  // box "left for another control", and an emptied box got its program back before the
  // press sent it (walk 01n, fault 6: Use text on an empty box never cleared the program).
  useText.addEventListener("mousedown", (e) => e.preventDefault());

  return {
    text, useText, label, row, error, refused, sync,
    // the box's text is on its way to Python
    get sent() { return sent; },
    // Run pressed with the text on its way: it plays once the text is taken
    runAfter() { runAfter = true; },
    // An intent goes to Python: Run beside a refused text plays the cards lined up, and the
    // text stays, with its words; anything else takes its words away.
    sending(msg) { kept = msg.type === "run" && refused(); if (!kept) clearError(error); },
    // the words under the box stay while Run plays the cards beside it
    get kept() { return kept; },
    // The game ended: a text refused before it goes (Run played the cards lined up beside
    // it, and its red box stayed on a game over: walk 04p3, fault 5); so it does when an
    // editor's button ends the choosing (Droids' I'm done placing chits: walk 08r6, fault 3).
    over() { if (refused()) { kept = false; clearError(error); sync(); } },
    // Why Run plays nothing while the box holds a text refused, said by Run (named `run`)
    // and by an editor whose words would ask for Run then (walk 08p, fault 1: "V1 waits in
    // box 1: press Place chit", and Place chit did nothing); "" when no text holds it back.
    heldBack(run) {
      return refused() && !besideText() ? "The text box holds what was not taken: fix it "
        + `and press Use text, or empty it, then press ${run}.` : "";
    },
    // A new game: the last game's text (a refused one in red too) goes with it.
    reset() { text.value = program(); dirty = false; mark(null); setText(error, ""); },
    // Python answered the text sent (`no`: refused): said under the buttons too, where the
    // learner looks, and never a stale message; what is wrong is said once, under the box
    // (walk 01f, fault 4: twice, it read as two faults, and nothing said that the cards had
    // kept the old program). True if Run waits to play it now.
    answered(no, errorAt) {
      const again = runAfter && !no;
      sent = false;
      runAfter = false;
      const w = words();
      if (no && text.value !== sentText) {
        // the box was changed while its text was on its way: what is in it now is not the
        // text refused, so it is not marked (walk 08p, fault 2: emptied before the refusal
        // came, the box was marked refused, empty, and Place chit held back for good)
        text.dataset.refused = sentText;
        if (!text.value.trim()) { clearError(error); say(w.kept || `${w.refused}.`); }
        else say(`${w.refused}. What is wrong with the text you sent is said under the box.`);
      } else if (no) {
        mark(errorAt);
        say(`${w.refused}. What is wrong is said under the box.`);
      } else {
        mark(null); dirty = false; text.value = program();
        delete text.dataset.refused;
        // and what the editor still misses (walk 07n, fault 10: registers left empty)
        const missing = editor().stillEmpty?.() || "";
        say(`${(!text.value && w.cleared) || w.taken}${missing && ` ${missing}`}`);
      }
      return again;
    },
  };
}
