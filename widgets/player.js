// The trace player's parts: the control bar, the event log and the desk-check table.
// They show what the trace says (events in plain words with their rule, the game's
// desk-check columns); no rules here. Showing the next step changes only what changed:
// the log gains one entry and loses its oldest, the table one row.
import { h, setText } from "./util.js";

export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 240];

// What the player says of what the editor makes and Run plays: a program by default. An
// editor may give its own words (the trade editor: one move of a game), say whether
// Predict means something for its runs (`predict`) and the pace its replays start at
// (`speed`, an index into SPEEDS: the trade editor's turns are read, not watched).
export const PROGRAM_WORDS = {
  run: "Run: your program runs from the start and the board shows each step.",
  step: "Step: go on one step, one card at a time.",
  start: "Jump to start: back to step 0 of this run. Your program and your guesses stay.",
  reset: "Reset: back to step 0 and wipe the rings your guesses left. Your program stays.",
  idle: "Nothing has run yet: press Run to watch the program, step by step.",
  refused: "The text is not a program yet, so the cards still hold the program before it",
  taken: "The cards now hold the program from the text.",
  // an empty box (walk 01n, fault 6: "The cards now hold the program from the text" was
  // said while nothing changed) never wipes the program (walk 01s, fault 13): Enter or Use
  // text on it, or a box left empty for another control
  empty: "The text box is empty, so the program stays as it is: write cards in the box, then press Use text.",
  kept: "The text box was left empty, so the cards keep their program.",
  predict: true,
};

// What a board that only replays says (a lesson's register phase, a saved run): the learner
// has no program there, only the replay and the guesses of Predict.
export const REPLAY_WORDS = {
  run: "Run: the replay plays from the start and the board shows each step.",
  start: "Jump to start: back to step 0 of the replay. Your guesses stay.",
  reset: "Reset: back to step 0 and wipe the rings your guesses left.",
};

// What a board says where Run plays a move of a game from where it is now (an editor's
// words spread these in): the end of the replay on show is the game now, an earlier step
// a replay of the last move.
const NEXT = "\u21e5 (Jump to end) to see the game now and what to do next";
export const GAME_WORDS = {
  now: "The board shows the game as it is now: what you choose plays from here.",
  // (short: said under the buttons, above the step counter, on a 650 px page)
  // (a remote-controlled piece plays no card: walk 06p, fault 1)
  replay: "A replay of the last move: what you choose plays from the game now (press \u21e5 to see it).",
  // where to go from a replay, said alike by the title, by Run pressed while it plays and
  // by a hand that takes no card then (walk 04p3, fault 3: "or choose your next move" from
  // Run, "No card can be picked while this move replays" from the hand)
  next: NEXT,
  // the title then, in place of what to do in the game now or before the move
  replayTitle: `A replay: press ${NEXT}.`,
  // once the game is over no card can be picked and Run plays nothing (walk 04n, fault 3);
  // said at a step before the end, it tells nothing of the end (walk 04r, fault 3: "this
  // game is over" spoilt the winning step to come)
  over: `A replay of the last move: press ${NEXT}.`,
  // Use text on an empty box took back the choice: nothing was taken from the text (walk
  // 09p, fault 7; walk 06p, fault 10: "your choice is now what the text says")
  cleared: "The text box was empty, so nothing is chosen now.",
  // Step, Back, Play or ⇥ before any move: Run alone plays one, so they say so, alike in
  // every game (walk 07r6, fault M3: the race's Step sent a Run, refused as the one before)
  first: "Nothing has run yet: press Run first, then Step and Back go through the move.",
};

export function controlBar(act) {
  // `tip` (the tooltip) says plainly what a button does when its name alone does not; a
  // button named by a glyph shows its name in words at once under a pointer or the focus
  // (`data-name`, style.css): the late tooltip alone left ⇤ and ⇥ "buttons with no words"
  // (walk 08i, fault 4)
  const btn = (name, label, glyph, cls, tip) => {
    const b = h("button", { type: "button", class: `cr-btn cr-${cls}`, "aria-label": label || null,
      "data-name": glyph ? label : null,
      title: tip || label || name }, glyph ? h("span", { "aria-hidden": "true" }, glyph) : null,
    glyph && label ? null : name);
    b.addEventListener("click", () => act(cls));
    // pressed, its name goes till the pointer or the focus leaves: it stayed over the Speed
    // and Predict controls under the button (walk 01q, fault 5; walk 04q, fault 13)
    if (glyph) {
      b.addEventListener("click", () => b.classList.add("cr-named"));
      for (const type of ["pointerleave", "blur"]) b.addEventListener(type, () => b.classList.remove("cr-named"));
    }
    return b;
  };
  const run = btn("Run", null, null, "run", PROGRAM_WORDS.run);
  const start = btn("", "Jump to start", "\u21e4", "start", PROGRAM_WORDS.start);
  const back = btn("Back", null, null, "back", "Back: go back one step.");
  const step = btn("Step", null, null, "step", "Step: go on one step, one card at a time.");
  const play = btn("", null, null, "play",
    "Play: the steps go on by themselves (Speed sets how fast). Press again to pause.");
  // both names in one place, the one not meant hidden: the button is as wide as the
  // wider, so the buttons after it stay put when Play turns into Pause
  play.append(h("span", { class: "cr-play-names" }, h("span", { class: "cr-play-name" }, "Play"),
    h("span", { class: "cr-pause-name" }, "Pause")));
  const end = btn("", "Jump to end", "\u21e5", "end",
    "Jump to end: the last step of this run, where the program stops.");
  const reset = btn("Reset", null, null, "reset", PROGRAM_WORDS.reset);
  const newGame = btn("New game", null, null, "new-game");   // shown by the board's title
  newGame.hidden = true;
  // the slider's two ends in words: which way is faster, before any try (walk 09f)
  const speedEnd = (word) => h("span", { class: "cr-speed-end", "aria-hidden": "true" }, word);
  const pace = (k) => `${SPEEDS[k]} step${SPEEDS[k] === 1 ? "" : "s"} a second`;
  // one step a second to start: each line of What happened stays long enough to read
  // (walk 01i: at 4 a second Play looked the same as Run)
  const speed = h("input", { type: "range", min: 0, max: SPEEDS.length - 1, value: 0,
    class: "cr-speed", "aria-label": "Speed", "aria-valuetext": pace(0), title: `Speed: ${pace(0)}` });
  const sayPace = () => { speed.setAttribute("aria-valuetext", pace(speed.value)); speed.title = `Speed: ${pace(speed.value)}`; };
  speed.addEventListener("input", () => { sayPace(); act("speed"); });
  // an editor's own pace (`speed`: an index into SPEEDS), set when its board is made
  const setSpeed = (k) => { speed.value = String(k); sayPace(); };
  // each control named in its own words, as the lesson says them, never left to the label
  // around it (walk 04v, fault 6: a focus check read no name on Predict, and "trace" is
  // no word of a lesson's)
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, class: "cr-slider",
    "aria-label": "Step of the replay" });
  slider.addEventListener("input", () => act("seek"));
  const counter = h("span", { class: "cr-counter", "aria-live": "off" }, "no run yet");
  const predict = h("input", { type: "checkbox", class: "cr-predict-toggle", "aria-label": "Predict" });
  predict.addEventListener("change", () => act("predict"));
  const showMe = btn("Show me", null, null, "show-me");   // a wrong prediction's way out
  showMe.hidden = true;
  const predictLabel = h("label", { class: "cr-predict-label",
    title: "Guess first: before each step, click the square where the piece will be" }, predict, " Predict");
  const bar = h("div", { class: "cr-controls", role: "toolbar", "aria-label": "Trace player" },
    run, start, back, step, play, end, reset,
    h("label", { class: "cr-speed-label" }, "Speed ", speedEnd("slow"), speed, speedEnd("fast")), predictLabel, showMe);
  const scrub = h("div", { class: "cr-scrub" }, slider, counter);
  // the editor's words (PROGRAM_WORDS' keys) in the tooltips; Predict only where it means something
  let runWords = PROGRAM_WORDS.run;
  const useWords = (words) => {
    for (const [b, k] of [[start, "start"], [reset, "reset"], [step, "step"]]) b.title = words[k];
    runWords = words.run;
    if (run.textContent === "Run") run.title = runWords;
    predictLabel.hidden = !words.predict;
  };
  // Run named for what it plays now (an editor's `nameRun`: "Place chit"), or Run; `idle`:
  // what a press says while Run has nothing to play, and it then looks like any button, not
  // the one to press (walk 08p3, fault 7: Place chit stayed bright green with no chit waiting)
  let idleWords = "";
  const nameRun = (name = "", tip = "", idle = "") => {
    setText(run, name || "Run");
    run.title = name ? tip || name : runWords;
    idleWords = idle;
    run.classList.toggle("cr-idle", !!idle);
  };
  const idle = () => idleWords;
  return { bar, scrub, run, start, back, step, play, end, reset, newGame, speed, slider, counter,
    predict, showMe, useWords, nameRun, idle, setSpeed };
}

// Keep `box`'s children equal to the elements of the keys lo..hi, in order: moving the
// window by one fills one element and drops one. `make(k, spare)` fills the element of key
// k: `spare` (an element that left the window, to reuse) or a new one when it is null.
function windowed(box, make) {
  let shown = new Map();     // key -> element, for the keys on show
  let lo = 0, hi = -1;
  const reset = () => { shown = new Map(); lo = 0; hi = -1; box.replaceChildren(); };
  const drop = (k) => { const el = shown.get(k); shown.delete(k); return el; };
  return {
    reset,
    get(k) { return shown.get(k); },
    show(nlo, nhi) {
      if (nhi < nlo) { reset(); return; }
      if (hi < lo || nlo > hi || nhi < lo) {                  // nothing to keep: start afresh
        reset();
        for (let k = nlo; k <= nhi; k++) { const el = make(k, null); shown.set(k, el); box.appendChild(el); }
        lo = nlo; hi = nhi;
        return;
      }
      const spare = [];
      for (; lo < nlo; lo++) spare.push(drop(lo));
      for (; hi > nhi; hi--) spare.push(drop(hi));
      while (lo > nlo) { lo -= 1; const el = make(lo, spare.pop() || null); shown.set(lo, el); box.insertBefore(el, box.firstChild); }
      while (hi < nhi) { hi += 1; const el = make(hi, spare.pop() || null); shown.set(hi, el); box.appendChild(el); }
      for (const el of spare) el.remove();
    },
  };
}

// Move the "current step" mark from `was` to `now` (either may be null); returns `now`.
function mark(was, now) {
  if (was && was !== now) { was.classList.remove("cr-current"); was.removeAttribute("aria-current"); }
  if (now && !now.classList.contains("cr-current")) {
    now.classList.add("cr-current");
    now.setAttribute("aria-current", "step");
  }
  return now;
}

// The event log: every step up to the current one (the last KEPT_STEPS of a longer run),
// one plain line a step (its events joined), scrolled inside its box to the step on show
// (walk 07r6, fault M4: it kept the last 6 steps, and a child could not scroll back through
// a turn's story); the step on show has the words of the rules behind its events on a line below it
// (seen without a mouse: Step moves it), and every event's tooltip holds its rule's words
// and the rulebook citation (for a teacher).
export function eventLog() {
  const root = h("ol", { class: "cr-log", "aria-label": "What happened" });
  let view = null;
  const items = windowed(root, (k, li) => logItem(view, k, li));
  // the step a guess waits for, when the view says what it is without its end (`ahead`)
  const next = h("li", { class: "cr-log-next" });
  let current = null;
  const log = {
    root,
    current: null,            // the <li> of the step on show
    idle: PROGRAM_WORDS.idle, // what it says before the first run
    reset() { items.reset(); current = null; },
    show(v, i) {
      view = v;
      next.remove();
      if (!view.trace) {
        items.reset();
        log.current = current = h("li", { class: "cr-current" }, log.idle);
        root.replaceChildren(current);
        return;
      }
      items.show(Math.max(0, i - KEPT_STEPS + 1), i);
      const li = items.get(i);
      if (current !== li) current?.querySelector(".cr-log-rule")?.remove();
      current = mark(current, li);
      log.current = li;
      if (li && !li.querySelector(".cr-log-rule")) li.appendChild(ruleLine(view, i));
      const ahead = view.ahead ? view.ahead(i) : "";
      if (ahead) { next.textContent = ahead; root.appendChild(next); }
    },
  };
  return log;
}

// The words of the rules behind step `k`'s events, each once ("" when none has words).
function ruleLine(view, k) {
  const words = k ? [...new Set(view.events(k).map((e) => e.why).filter(Boolean))] : [];
  return h("div", { class: "cr-log-rule" }, words.length ? `Rule: ${words.join(" ")}` : "");
}

function logItem(view, k, spare) {
  const li = spare || h("li", {});
  li.replaceChildren();
  li.className = "";
  li.removeAttribute("aria-current");
  if (k === 0) {
    li.appendChild(h("span", { class: "cr-log-step" }, "Start: "));
    li.appendChild(document.createTextNode(view.labels(0).join("; ")));
    return li;
  }
  const card = view.cardLabel(k);
  const moment = view.moment ? view.moment(k) : "";      // "D lasers fire": the lesson's name
  li.appendChild(h("span", { class: "cr-log-step" }, `Step ${k}${moment ? `, ${moment}` : ""}${card ? ` (${card})` : ""}: `));
  const evs = view.events(k);
  // a step with nothing this viewer may see: another player's secret move, or no change
  const who = view.actor ? view.actor(k) : "";
  if (!evs.length) li.appendChild(document.createTextNode(who ? `${who} makes a choice kept secret from you` : "nothing happens"));
  evs.forEach((e, j) => {
    if (j) li.appendChild(document.createTextNode("; "));     // one line a step
    const rule = [e.why ? `Rule: ${e.why}` : "", e.rule ? `(${e.rule})` : ""].filter(Boolean).join("\n");
    li.appendChild(h("span", { class: `cr-event cr-event-${String(e.kind || "").replace(/[^A-Za-z]/g, "")}`,
      title: rule || null }, String(e.text ?? "")));
  });
  return li;
}

// How wide a desk-check column of each kind is (em); the event column takes the rest.
const WIDTHS = { step: 3.4, card: 4.8, actor: 6, phase: 9, square: 4.6, facing: 5, join: 5.8,
  int: 3.8, enum: 4.6, cards: 7, squares: 7, tally: 6.5, text: 5, other: 5, event: 10 };

// How many steps the desk check and What happened keep: every step of a lesson's run (a
// child scrolls up to count rounds: walk 03r, fault 1; lesson 03's longest is 21 steps, a
// race turn about 50), yet a small list on a run of 100,000 steps (each row kept slows a
// step: 300 rows made a step three times slower).
const KEPT_STEPS = 100;

// The desk-check table: the columns of the game's spec (plus step, card, actor, phase and
// event, as trace.table() in Python), the rows of every step up to `upto` (the last
// KEPT_STEPS of them on a longer run; each row is made once); `upto` hides the rows after
// it (the step on show: Predict mode shows only the steps reached).
export function deskCheck() {
  const table = h("table", { class: "cr-desk", "aria-label": "Desk check" });
  const head = h("thead", {});
  const body = h("tbody", {});
  table.append(head, body);
  let view = null;
  let header = "";
  let current = null;
  const rows = windowed(body, (k, tr) => {
    const cells = view.row(k);
    if (!tr || tr.cells.length !== cells.length) return h("tr", {}, ...cells.map((c) => h("td", {}, c)));
    cells.forEach((c, j) => setText(tr.cells[j], c));
    tr.classList.remove("cr-current");
    tr.removeAttribute("aria-current");
    return tr;
  });
  const desk = {
    root: table,
    head,
    current: null,            // the <tr> of the step on show
    reset() { rows.reset(); current = null; },
    show(v, i, upto = Infinity) {
      view = v;
      const cols = view.columns();
      // the step column as wide as the run's last step number (walk 03g, fault 16: 9999 and
      // 100000 broke in two and read as two numbers)
      const digits = view.trace ? String(view.trace.steps).length : 1;
      const names = `${cols.map((c) => c.name).join("\u0000")}\u0000${digits}`;
      if (names !== header) {
        header = names;
        // each column as wide as its kind needs, and no word of its name or of its values
        // (a phase's "execute") split; a name or card of several words wraps between them
        // ("Hammer Bot / registers", "Rotate / Right 420": walk 07t, fault 15, whole names
        // and cards made RoboRally's table 1365 px wide, cut on the right of a 1366 px
        // laptop); the event takes the rest, and a table of many columns scrolls sideways
        // in its box rather than squeezing them
        const longest = (texts) => Math.max(0, ...texts.flatMap((t) => String(t).split(/\s+/))
          .map((w) => w.length));
        // a card's word never splits either (walk 09s, fault 12: "messages1" / "3"): its
        // longest part between "-" (a dual card breaks there) and spaces, in bold like the
        // current row
        const cardWord = (c) => Math.max(0, ...Object.values(c.codes || {})
          .flatMap((id) => String(id).split(/[-\s]+/)).map((w) => w.length));
        // (a digit of the step in bold, on the current row, is wider than a letter; the
        // name is bold too, and its word "Hammer" wider still)
        const width = (c) => Math.max(WIDTHS[c.kind] ?? WIDTHS.other, 0.8 * longest([c.name]) + 1.1,
          0.62 * longest(c.labels || []) + 1.1,
          c.kind === "step" ? 0.72 * digits + 1.1 : 0, 0.72 * cardWord(c) + 1.1);
        head.replaceChildren(h("tr", {}, ...cols.map((c) => h("th", { scope: "col", class: `cr-col-${c.kind}`,
          style: c.kind === "event" ? null : `width:${width(c)}em` }, c.name))));
        table.style.minWidth = `${cols.reduce((sum, c) => sum + width(c), 0)}em`;
        rows.reset();
      }
      desk.current = null;
      if (!view.trace) { rows.reset(); current = null; return; }
      const last = Math.min(view.trace.steps, upto);
      const hi = Math.min(i, last);        // no row after the step on show
      rows.show(Math.max(0, hi - KEPT_STEPS + 1), hi);
      const tr = i <= hi ? rows.get(i) : null;
      current = mark(current, tr);
      desk.current = tr;
    },
  };
  return desk;
}

// Scroll each box (and only it: never the page) so that its element shows below `inset`
// pixels of sticky header; a tall element shows its top. `views` are [box, el, inset]
// (inset: an element whose height is the inset, or 0). All layout is read first, then
// every scroll is written: one layout pass however many boxes.
export function keepInView(views) {
  const moves = [];
  for (const [box, el, inset] of views) {
    if (!box || !el) continue;
    let top = 0;
    for (let n = el; n && n !== box; n = n.offsetParent) top += n.offsetTop;
    const bottom = top + el.offsetHeight;
    const head = inset ? inset.offsetHeight : 0;
    let at = box.scrollTop;
    if (bottom > at + box.clientHeight) at = bottom - box.clientHeight;
    if (top - head < at) at = top - head;
    moves.push([box, Math.max(0, at)]);
  }
  for (const [box, at] of moves) if (Math.abs(at - box.scrollTop) >= 1) box.scrollTop = at;
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
  // (a game's move: "run", as Step says at its end, walk 04t, fault 7)
  if (!halt) return { short: "", sentence: "This is the end of the run." };
  const words = String(halt).replace(/_/g, " ");
  return { short: words, sentence: `The program stopped: ${words}.` };
}
