// The board widget (anywidget): one for every game. Python sends the scene once and each
// trace as compact deltas; Step, Back, the slider and Play then run here with no kernel
// round trip. Program editing is the job of the editor the scene names (EDITORS: one
// module per kind in widgets/editors/); edits go to Python as intents ({type: ...}) and
// Python validates them. Showing a step is a few attribute changes: the series of every
// replayed slot are computed once per trace.
import { h, setText, squareName, followTheme, scroller, viewOf } from "./util.js";
import { decodeTrace } from "./trace.js";
import { drawScene, placeName } from "./scene.js";
import { controlBar, eventLog, deskCheck, keepInView, haltWords, SPEEDS, PROGRAM_WORDS, REPLAY_WORDS } from "./player.js";
import { runCards, cardWord } from "./cards.js";
import { EDITORS } from "./editors.js";
import { keepKeys, keepFocus, keepClicks, focused, dropped, tabOrder, LEAVE_BOARD } from "./focus.js";
import { runState } from "./run.js";
import { replayOf, traceView } from "./replay.js";
import { padCursor } from "./pad.js";
import { typedBox } from "./typed.js";
import { messages } from "./messages.js";
import { intents } from "./intents.js";
import { LOOK } from "./look.js";

// What a board whose Python no longer answers says: the way back from a restarted Python,
// the cells above first, as the lessons' first cell says, then the board's own, by the menu
// (walk 01z, fault 2: Escape, Tab, Shift+Enter, pressed from the notebook, pressed the cell's
// "duplicate" button; walk 04z, fault 6: the board's cell alone met a NameError first).
// A click on the note chooses the board's cell.
const LOST_WORDS = "This board lost its connection. To get it back: click this note, choose "
  + "Run \u25b8 Run All Above Selected Cell in the menu at the top, then Run \u25b8 Run Selected "
  + "Cell.";
// The title, meanwhile: its instruction ("press Run") would say the opposite (walk 06r, fault 3);
// it says where the note is (walks 02r6, fault 12 and 03r6, fault 8: the note was far
// below, off screen)
const LOST_TITLE = "This board cannot play now: scroll down to its red note, which says what to do.";
// What happened, meanwhile: nothing runs (the error line says why)
const LOST_LOG = "Nothing can run now: the red note says what to do.";
// The line under the grey cards, meanwhile (walk 03zz, fault 1: "No Python is behind this
// board now" alone, at the bottom of the screen, said neither why nor what to do)
const LOST_CARDS = "The cards cannot change now: this board lost its connection. The red note "
  + "on it says how to get it back.";
// What happened before a run in Predict mode: the title says to press Step and guess, and
// the editor's words ("press Run to watch") would give a second, other order (walk 01s,
// fault 3; walk 02s, fault 2)
// The keyboard's way to answer Predict, said with every "click" it asks for: after a wrong
// guess, "click another square" alone left a child on the keys without a way (walk 07q4,
// fault 10).
const BY_KEYS = "(or use the arrow keys and Enter)";
const PREDICT_IDLE = "Nothing has run yet: each step shows here once you have guessed it.";
// Run pressed again in Predict mode (walk 02q4, fault 1), `run` the button pressed, by its
// name on this board (walk 08r6, fault 2: "press Run" where it read Run my chits)
const RUN_AGAIN = (run) => `Run started again from step 0, because Predict is ticked. To watch the whole run, untick Predict, then press ${run}.`;
// Step or Play with no orders sent on a board whose orders are followed step by step (Droids)

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
  "ninth", "tenth"];

function render({ model, el }) {
  const started = performance.now();
  const root = h("div", { class: "cr-widget" });
  // Every key pressed in the board is the board's, and its focus never drops to the page,
  // not even after a click on a square (focus.js); Ctrl+Z is the editor's Undo, if it has one;
  // Escape closes the "Start again?" question, as its No.
  keepKeys(root, () => editor && editor.undo && editor.undo(), (words) => say(words),
    () => { if (newAsk.hidden) return false; newNo.click(); return true; });
  keepFocus(root);
  keepClicks(root);
  const unfollow = followTheme(root);      // its palette follows the page's theme
  const title = h("h3", { class: "cr-title" });
  const boardBox = h("div", { class: "cr-board-box" });
  const pilesBox = h("div", { class: "cr-piles-box" });
  const legendBox = h("div", { class: "cr-legend-box" });
  const ctl = controlBar(act);
  // the status line and the red error line (messages.js)
  const notes = messages({ root, bar: ctl.bar, lost: () => lost });
  const { error, status, say, scrollToShow, freeRoom, clearError } = notes;
  const log = eventLog();
  const desk = deskCheck();
  // the log and the table scroll: a Tab stop each, so keys scroll them too (boxes of words,
  // no controls: focus.js' notes may lie over them)
  const deskScroll = h("div", { class: "cr-desk-scroll", tabindex: 0, role: "region", "aria-label": "Desk check",
    "data-words": "" }, desk.root);
  log.root.setAttribute("tabindex", "0");
  log.root.setAttribute("data-words", "");
  // the wheel over the table scrolls the page, unless a click or Tab put the focus in the
  // table (walk 09r6, fault M4: a long game's table, kept at its last row, held the wheel
  // for a hundred turns); keys scroll it as before
  deskScroll.title = "Click the table to scroll it with the wheel.";
  deskScroll.addEventListener("wheel", (e) => {
    if (!e.deltaY || e.ctrlKey || deskScroll.contains(focused(root))) return;
    e.preventDefault();
    const box = scroller(deskScroll);
    const by = e.deltaY * [1, 16, viewOf(box).bottom - viewOf(box).top][e.deltaMode];
    if (box) box.scrollTop += by; else scrollBy(0, by);
  }, { passive: false });
  // the typed program (typed.js), under the editor
  const box = typedBox({ program: () => model.get("program") || "", words: () => words, editor: () => editor,
    say: (msg) => say(msg), send: (msg) => send(msg), clearError: (el) => clearError(el) });
  const { text, useText } = box;
  const editorBox = h("div", { class: "cr-editor-box" });
  // Beside the board: what the step on show did (the log, on top), then the editor. The
  // page holds the board's column first, as it is read (the first Tab stop from the
  // notebook is New game, else Run); CSS shows the log above the editor. The desk check is
  // below.
  const logBox = h("div", { class: "cr-log-box" }, h("h4", {}, "What happened"), log.root);
  // A refusal shows just under the editor, by the controls it answers (on a short screen
  // the top of the board may be out of view), and is scrolled into view when it comes; a
  // typed program that cannot be read says why under its box.
  // (in Predict mode: the status and Show me, at the top of the side column)
  const asked = h("div", { class: "cr-asked" });
  // The hint a lesson's check of this program gave, at the top beside the board, where the
  // steps it names are worked (walk 01t, fault 5: at 650 px the hint under the check's cell
  // and the board were never in view together); gone once the program changes (Python).
  const hint = h("p", { class: "cr-check-hint", role: "status", hidden: true });
  const showHint = () => { const said = model.get("hint") || ""; hint.hidden = !said; setText(hint, said && `Hint from your check: ${said}`); };
  // how the keys leave, the same line under every board's editor (walk 05q4, fault 4: the
  // plain board said it only in "More buttons and keys", folded; a board being drawn said it
  // openly): a child using keys alone, Tab going round the board, never feels trapped; in
  // the board's column, under the slider, where it pushes down no control (under the editor
  // it pushed Use text down, and Shift+Tab from Run scrolled the squares away: walk 02p3,
  // fault 4)
  const leave = h("p", { class: "cr-leave" }, LEAVE_BOARD);
  const sideCol = h("div", { class: "cr-side-col" }, hint, editorBox, error, box.label,
    box.row, box.error, logBox);
  // What the board says of a press shows right under the buttons, above the slider: under
  // it, a 650 px page with the board's title at its top cut it off, and a press looked
  // dead (walk 01n, fault 7; walk 04n, fault 10; walk 08n, fault 2).
  const boardCol = h("div", { class: "cr-board-col" }, boardBox, ctl.bar, status, ctl.scrub,
    leave, pilesBox, legendBox);
  // before any run the table would be an empty box of 200 px between the board and the
  // next cell (walk 01i): one line says what will come there
  const deskNote = h("p", { class: "cr-desk-note" }, "A row for each step comes here once something runs.");
  const bottom = h("div", { class: "cr-bottom" },
    h("div", { class: "cr-desk-box" }, h("h4", {}, "Desk check"), deskNote, deskScroll));
  // New game after any change to a game still going asks first (walk 08e: a second Enter on
  // New game threw a child's chits away): No keeps the game and has the focus, so Enter
  // pressed again keeps it.
  const newYes = h("button", { type: "button", class: "cr-btn cr-new-game-yes" }, "Yes, start again");
  const newNo = h("button", { type: "button", class: "cr-btn cr-new-game-no" }, "No, keep this game");
  const newAsk = h("span", { class: "cr-new-game-ask", role: "group", "aria-label": "Start a new game?", hidden: true },
    h("span", {}, "Start again?"), newYes, newNo);
  // the question stands in New game's place (the title keeps its room), and goes back to it
  const ask = (on) => { newAsk.hidden = !on; if (on) ctl.newGame.hidden = true; else offerNewGame(); };
  newYes.addEventListener("click", () => { ask(false); ctl.newGame.focus({ preventScroll: true }); newGame(); });
  newNo.addEventListener("click", () => {
    ask(false); ctl.newGame.focus({ preventScroll: true });
    say("This game goes on.");
  });
  // A board whose cell ran again holding the cards put on it before says so under its title,
  // where a child who changed the cell looks first (walk 02p, fault 1: said under the
  // buttons, it was off screen with the title at the top); gone once the cards change.
  const kept = h("p", { class: "cr-kept", role: "status", hidden: true });
  root.append(h("div", { class: "cr-head" }, title, ctl.newGame, newAsk), kept,
    h("div", { class: "cr-main" }, boardCol, sideCol), bottom);
  // Tab: the controls as they are read on screen, top to bottom, left to right (walks 02t,
  // 03t, 04t, 05t and 01u, fault 2: the cards on the right, then Run on the left, then the
  // typed program, then What happened at the top felt jumpy): New game, then the board's
  // column (Run, Step and the buttons, the slider), then the column beside it top to bottom
  // as it shows (What happened, the cards and the program, the typed program), then the
  // table. The editor's own controls that go with Run (Run my chits) come after Run, and a
  // board being drawn starts with its palette and the board.
  const onScreen = (box) => [...box.children].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  tabOrder(root, () => [ctl.newGame, newAsk, ...(isPad() && editor.lead ? [editor.lead, boardBox] : []),
    ctl.run, ...editorBox.querySelectorAll("[data-tab-own]"), boardCol, ...onScreen(sideCol), bottom]);
  el.appendChild(root);

  const standalone = !!model.standalone;
  let board = null;          // the drawn scene
  let scene = null;
  let editor = null;         // the editor the scene names ({root, setConfig, setContent, ...})
  let editorKind = "";
  let gameOver = false;      // the editor's config says the game is over (Run, New game)
  let words = PROGRAM_WORDS; // what the player says of what Run plays (the editor kind's words)
  const run = runState();    // the trace on show, the step shown, Run's phase, Play, Predict
  let heldTitle = "";        // Predict mode: the title before a run, shown until it is guessed
  let runAgain = false;      // Run pressed in Predict mode with a run already on the board
  let heldEditor = null;     // and the editor's config after it, kept till then (showTitle)
  let textShown = 0;        // when the log and the table were last drawn
  let textTimer = 0;
  let followed = "";        // the step the log and the table were last scrolled to
  let unsized = 0;          // the frames waited for the log to be on the page (showText)
  let sceneDrawn = "";      // the last scene drawn, its editor left out (loadScene)
  let gliding = false;      // pieces glide to their next square (class cr-animate)
  // the square framed and the drag under way on a board whose squares are the editor's pad
  const pad = padCursor({ say: (words) => say(words), editor: () => editor, busy: () => !!run.predicting });

  // what the editor calls its cards ("chit": Droids)
  const cardName = () => (editor && editor.cardWord) || "card";
  // the intents sent and not answered yet, and the wait for their answers (intents.js)
  const waiting = intents(root, () => lostTouch());
  const inflight = waiting.kinds;
  let stopped = false;       // the board's game is no longer the notebook's (stopBoard)
  let changed = false;       // something was sent since the game began: New game asks first
  const refusedText = box.refused;
  const heldBack = () => box.heldBack(ctl.run.textContent);
  function send(msg) {
    clearError(error);
    box.sending(msg);
    if (editor && editor.refused) editor.refused("");
    if (msg.type !== "run") run.editedSince = true;
    if (msg.type !== "new_game") changed = true;
    if (msg.type !== "run") kept.hidden = true;
    // playing on answers "Start again?" with No: left open by the cards picked after it, its
    // Yes was a stray click from wiping the game (walk 04q, fault 6)
    if (msg.type !== "new_game" && !newAsk.hidden) ask(false);
    try { model.send(msg); } catch { lostTouch(); return; }   // a kernel restarted or shut down
    waiting.sent(msg.type, status.textContent);
  }

  // (a refusal that goes keeps its room until the pointer leaves the board: messages.js)
  root.addEventListener("pointerleave", () => [error, box.error].forEach((el) => { if (!el.textContent) freeRoom(el); }));
  // An answer awaited too long (intents.js) or a kernel restarted: the board lost touch
  // with Python, so it says so, and how to get a board that answers, in place of
  // "Running…", and waits no more (a press of Run asks again). An answer that comes after
  // all (a kernel that was busy) takes the words back, and a run's replay still plays.
  // The words are said once, in the error line by the controls (walk 04i, fault 8: the
  // same warning three times), and stay there while the board is lost; What happened no
  // longer says "press Run", which would say the opposite (walk 01g, fault 6). The cards go
  // back to the program Python holds (the one the trace on show replays) and take no edit,
  // and Run plays nothing (walk 02g, fault 13: after a restart a card clicked showed in the
  // program and Run replayed the old one, without a word). An answer that comes takes it
  // all back.
  let lost = false;
  // New game is offered where Python can deal one: not on a lost board, where it did
  // nothing, beside the red note that says how to get a board that answers (walk 06p,
  // fault 12)
  function offerNewGame() { ctl.newGame.hidden = lost || standalone || !model.get("new_game"); }
  function lostTouch(seen = true) {
    waiting.forget();
    lost = true;
    newAsk.hidden = true;
    offerNewGame();
    run.phase = "";
    if (editor) { editor.setContent(model.get("content")); editor.setEditable(false, LOST_CARDS); }
    // Run looks off, as the cards do (walk 01v, fault M8: after a restart it looked as
    // ready as ever and did nothing); Step and Back still replay what is on show
    ctl.run.classList.add("cr-lost");
    sayLost(seen);
    say("");
    setText(title, LOST_TITLE);
    if (!run.trace && log.current) setText(log.current, LOST_LOG);
  }
  // (said again, and brought into view, when Run is pressed on a lost board; `seen`: false
  // when no press asked, and the page stays where it is)
  function sayLost(seen = true) {
    setText(error, LOST_WORDS);
    if (seen && error.scrollIntoView) error.scrollIntoView({ block: "nearest" });
  }
  // A restart of the kernel loses the board at once, before anything is pressed (walk 01p,
  // fault 1: a board scrolled back to looked alive, its cards and last words on show, until
  // a press waited 5 s for its answer): ipywidgets tells a model's views that its kernel
  // connection closed ("comm_live_update": comm_live, true from the model's making on, goes
  // false when its kernel restarts). Front ends with no kernel (marimo, a saved page) never
  // say it.
  const gone = () => { if (!lost) lostTouch(false); };
  model.on("comm_live_update", gone);
  function foundTouch() {
    if (!lost) return;
    lost = false;
    offerNewGame();
    ctl.run.classList.remove("cr-lost");
    if (editor) editor.setEditable(!standalone);
    showTitle();
  }

  // The trace replays the program in the editor (its cards light up, breakpoints stop
  // Play); a game's turn played by a runner of its own does not.
  const ownTrace = () => !!run.trace && run.trace.program !== null && run.trace.program === (model.get("program") || "");
  const cardRef = (i) => {
    const id = run.trace && i > 0 ? run.trace.card[i - 1] : -1;
    return id >= 0 ? run.trace.refs[id] || null : null;
  };

  // What the log and the table need, read from the trace without any rule (replay.js).
  const view = traceView(run, () => scene, cardName);


  // Jump to end says how the run ended, as Play does at its end (walk 08t, fault 5: Red
  // covered the goal and nothing said "Solved!")
  function toEnd() {
    show(run.trace.steps);
    if (!sentNoOrder()) say(halt().sentence, true);
  }

  function halt() {
    const who = (scene.pieces || []).filter((p) => view.props(p, run.pos).crashed).map((p) => String(p.name ?? p.id));
    const said = haltWords(run.trace.halt, who);
    const goal = onGoal(run.pos);
    const end = noOrder() && words.laid ? words.laid : said.sentence;
    return { ...said, sentence: `${note()}${end}${goal ? ` ${goal}` : ""}` };
  }

  // What the check of the learner's answer in this run said (the scene's note), said with
  // the end of its replay.
  const note = () => (scene.note ? `${String(scene.note)} ` : "");

  // Who stands on a goal tile of the scene (a challenge's star, or the tile its `goal`
  // names: a red target) at position i, in words: "Roby reached the goal on C4." ("" when
  // no one does).
  function onGoal(i) {
    const goals = (scene.tiles || []).filter((t) => (t.kind === "goal" || t.goal) && Array.isArray(t.at));
    const said = [];
    for (const p of goals.length ? scene.pieces || [] : []) {
      const at = view.props(p, i);
      const goal = goals.find((t) => t.at[0] === at.x && t.at[1] === at.y);
      if (at.visible === 0 || at.crashed || !goal) continue;
      said.push(`${String(p.name ?? p.id)} reached ${String(goal.goal || "the goal")} ${placeName(p, at.x, at.y).replace(/^at /, "on ")}.`);
    }
    return said.join(" ");
  }

  // A new scene: the title, the board and the editor now, the trace once the message that
  // brought the scene has been read (a run's answer brings a scene and a trace together:
  // the board replays it once, not twice).
  function loadScene(now = false) {
    scene = fromJson(model.get("scene"));
    // a scene new only in its editor's words (Save: "Not saved" goes) keeps the board and
    // the run on show, at the step on show (walk 05q4, fault 2: Save sent the replay back)
    const drawn = JSON.stringify({ ...scene, editor: null });
    const same = !now && drawn === sceneDrawn && !!editor;
    sceneDrawn = drawn;
    const config = scene.editor || { kind: "stack", palette: [] };
    const useConfig = () => { if (ctl.predict.checked && editor) heldEditor = config; else loadEditor(config); };
    if (same) { useConfig(); showText(); return; }
    if (scene.stopped && !stopped) stopBoard();
    // (the first scene's own title: a board made with its trace held nothing before it,
    // and Predict ticked there showed no title at all: walk 01k fault 7, walk 02k fault 5)
    // (never a replay's title, which is no title of the game: a move played in a cell
    // while a replay showed would have Predict guess under it)
    const shown = title.textContent;
    heldTitle = (shown !== words.replayTitle && shown) || String(scene.title || "");
    redraw();
    useConfig();
    // (a game's board, with New game, made after a move played in a cell starts with that
    // move: it opens at its end, as a move played after the board was drawn does (walk
    // 06v, fault 6); any other board starting with a trace opens on its replay)
    if (now) loadTrace(!standalone && !!model.get("new_game"));
    else queueTrace(false);
  }

  // A board whose game a cell dealt again plays nothing more (the scene's `stopped`; its
  // title says why): Predict goes, with its words, and every control is off but Run, which
  // says why when pressed (walk 04p, fault 4: "Nothing has run yet: each step shows here
  // once you have guessed it" stayed, and Predict could be ticked)
  function stopBoard() {
    stopped = true;
    stop();
    if (ctl.predict.checked) { ctl.predict.checked = false; dropPrediction(); placeStatus(); }
    for (const c of [ctl.start, ctl.back, ctl.step, ctl.play, ctl.end, ctl.reset, ctl.speed,
      ctl.slider, ctl.predict, text, useText]) c.disabled = true;
    say("");
  }

  // The board as the scene has it (again when a replay goes: its pieces, trails and
  // layers back at the scene's moment). A game's next position is the same picture: its
  // pieces and layers move there in place (nothing glides), the rest stays as it is.
  function redraw() {
    if (!board || !board.refresh(scene)) { drawBoard(); return; }
    gliding = false;
    board.svg.classList.remove("cr-animate");
  }

  function drawBoard() {
    const had = !!board && focused(root) === board.svg;
    board = drawScene(scene);
    gliding = false;
    board.svg.addEventListener("click", onBoardClick);
    board.svg.addEventListener("keydown", onBoardKey);
    if (isPad()) pad.on(board);
    board.svg.addEventListener("dragover", (e) => {
      const t = board.targetAt(e);
      if (t ? editor.canTake && editor.canTake(t.dataset.target) : dropsOnPiece(e)) e.preventDefault();
    });
    board.svg.addEventListener("drop", (e) => {
      const t = board.targetAt(e);
      if (t) { e.preventDefault(); toTarget(t); }
      else if (dropsOnPiece(e)) { e.preventDefault(); editor.piece(board.pieceAt(e), "drop"); }
    });
    // The board is scaled to the height the window gives it (style.css): its column is
    // as wide as the board drawn at that height, from the picture's own proportions.
    const [, , vw, vh] = (board.svg.getAttribute("viewBox") || "0 0 1 1").split(/\s+/).map(Number);
    boardCol.style.setProperty("--cr-ratio", vw > 0 && vh > 0 ? String(vw / vh) : "1");
    // and how many squares tall it is, margins included: a board being drawn keeps squares
    // a finger's size however tall (style.css)
    boardCol.style.setProperty("--cr-squares-h", vh > 0 ? String(vh / LOOK.cell) : "5");
    boardBox.replaceChildren(board.svg);
    pilesBox.replaceChildren(board.panel);
    legendBox.replaceChildren(...(board.legend ? [board.legend] : []));
    if (had) board.svg.focus({ preventScroll: true });
  }

  // The editor the scene names; a new scene of the same kind only gives it a new config
  // (a new hand), so what the learner was doing stays.
  function loadEditor(config) {
    // A board that only replays (or a trace saved without its program) shows the run's
    // cards: no editor, no text box (Run shows the replay), and its words have no program.
    const replays = config.kind === "replay";
    gameOver = !!config.over || config.phase === "over";
    // Run looks off once the game is over, or while the cards wait (the Duel's blocks, a
    // board of an older game), as the hand's cards do; pressed, it says why (walk 04n,
    // fault 3, and 04t, fault 6: green and clickable, it contradicted the greyed cards);
    // not while Run is the move (a remote-controlled piece's cards wait, and Run runs it)
    const runs = Array.isArray(config.verbs) && config.verbs.length > 0;
    ctl.run.classList.toggle("cr-over", gameOver || (!!config.waits && !runs));
    // (a config's own `words` for what this editor edits now: the board editor's drawing)
    useWords(replays ? REPLAY_WORDS : Object.hasOwn(EDITORS, config.kind)
      ? { ...EDITORS[config.kind].words, ...(config.words || {}) } : null);
    box.label.hidden = box.row.hidden = replays;
    if (replays || (standalone && model.get("content") == null)) {
      if (editorKind !== "run") { editor = runCards(); editorKind = "run"; editorBox.replaceChildren(editor.root); }
      return;
    }
    const kind = Object.hasOwn(EDITORS, config.kind) ? config.kind : "stack";
    if (editor && kind === editorKind) { editor.setConfig(config); return; }
    editorKind = kind;
    ctl.nameRun();
    if (Number.isInteger(words.speed)) ctl.setSpeed(words.speed);
    // an editor may name Run for what it plays now, and press it (a button that plays)
    editor = EDITORS[kind]({ config, send: (msg) => { backToNow(); send(msg); }, announce: sayNow, editable: !standalone,
      ask: (msg) => { try { model.send(msg); } catch { /* no kernel: nothing to ask */ } },
      run: (drop) => { if (drop) box.over(); act("run"); }, nameRun: ctl.nameRun, heldBack });
    editorBox.replaceChildren(editor.root);
    // (a board being drawn says it in its help, a line higher: What happened, under its
    // settings, stays in view at 650 px)
    leave.hidden = standalone || isPad();
    setText(box.label, editor.textLabel || "Program as text");
    editor.setContent(model.get("content"));
  }

  // The words of the editor kind the scene names (even on a board that only replays it):
  // the tooltips, the log before a run, and Predict only where it means something.
  function useWords(own) {
    // an editor with its own words for a text taken says its own of an empty box, or none
    const empty = own && own.taken ? { kept: null, empty: null } : {};
    words = { ...PROGRAM_WORDS, ...empty, ...(own || {}) };
    ctl.useWords(words);
    if (!words.predict && ctl.predict.checked) { ctl.predict.checked = false; act("predict"); }
  }

  function loadTrace(fresh) {
    const had = !!run.trace;
    run.trace = decodeTrace(fromJson(model.get("trace_meta")), model.get("trace_bytes"));
    if (had && !run.trace) redraw();
    run.replay = run.trace ? replayOf(run.trace, scene, board, cardName()) : null;
    if (editor.setTrace) editor.setTrace(run.trace);
    stop();
    endPrediction();
    log.reset();
    desk.reset();
    board.clearMarks();                 // a prediction's ring goes with its trace
    if (notes.aboutTrace) say("");            // and so does what the status said of it
    run.reached = 0;
    followed = "";
    // A move played in a notebook cell (a trace no Run asked for) shows where it left the
    // pieces: the board is the game as it is now, and Back or the slider replays the move.
    // In Predict mode it waits at its start to be guessed, and says so (walk 04i, fault 3:
    // the board sat silently on the old position). It is the game going on, as a move made
    // on the board is: New game asks first (walk 07q, fault 12).
    if (fresh && run.trace && !run.after) changed = true;
    if (fresh && run.trace && !run.after && !ctl.predict.checked) {
      show(run.trace.steps);
      // (a move that ended the game says so first: a hand card clicked then plays nothing)
      say(`${note()}The board shows the move played in a cell: press Back, or drag the slider, to replay it.`, true);
    } else if (fresh && run.trace && !run.after) {
      show(0);
      say(`${note()}A move was played in a cell: press Step to guess it step by step, or \u21e5 to see where it left the pieces.`, true);
    } else show(0);
    if (fresh && run.trace && run.after) playRun();
  }

  // The editor lights the card step i runs (the trace replays its program).
  function lightCard(i) { editor.setRunning(ownTrace() || editor.setTrace ? cardRef(i) : null, i); }

  // Show position i; `glide`: one step shown slowly, so the piece glides there (a
  // transition costs a style pass per frame: never when seeking or playing fast).
  let blockedSaid = "";       // the editor's words of why Run is blocked, while shown
  function show(i, glide = false) {
    const steps = run.trace ? run.trace.steps : 0;
    if (glide !== gliding) { gliding = glide; board.svg.classList.toggle("cr-animate", glide); }
    run.at(i, ctl.predict.checked);
    if (run.replay) run.replay.show(run.pos);
    showTitle();
    lightCard(run.pos);
    if (editor.showStep) editor.showStep(run.pos, steps);
    // what the editor said blocks Run goes once it no longer does: "This turn is still on
    // show" stayed red after the replay reached its end and the next hand came
    if (blockedSaid && error.textContent === blockedSaid && !editor.blocked()) clearError(error);
    showPlace();
    // Playing fast, the log and the table refresh ten times a second; paused, at once.
    const now = performance.now();
    if (!run.playing || SPEEDS[ctl.speed.value] <= 15 || now - textShown > 100 || run.pos === steps) {
      showText();
    } else if (!textTimer) {
      textTimer = setTimeout(() => { textTimer = 0; showText(); }, 110);
    }
  }

  // In Predict mode the title and the editor of the position before a run stay until the
  // learner has guessed its replay to the end: the new ones would tell how the run ends
  // (where a piece lands, a question it meets). A scene's own title for that time
  // (`guessing`, which tells nothing of the end) takes the old title's place.
  // A game's replay short of its end says it is a replay: the title of the game now ran
  // ahead of it ("Game over: the computer wins." at step 2 of 8: walk 04n, fault 2; walk
  // 06n, fault 4), and the one from before the move asked for what the game no longer
  // wanted (walk 06p, fault 1; walk 07p, fault 2; walk 09p, fault 2).
  function showTitle() {
    const short = !!run.trace && run.pos < run.trace.steps;
    const guessing = ctl.predict.checked && short && run.reached < run.trace.steps;
    const hold = guessing || (short && !!words.now);
    // a text refused before the game ended goes once the board shows the end: Run played
    // the cards lined up beside it, and its red box stayed on a game over (walk 04p3, fault 5)
    if (gameOver && !short) box.over();
    // (a lost board's title points to its red note whatever step is on show: walk 03p3, fault 1)
    setText(title, lost ? LOST_TITLE : guessing ? String(scene.guessing ?? heldTitle) : hold ? words.replayTitle : String(scene.title || ""));
    if (!hold && heldEditor) { const config = heldEditor; heldEditor = null; loadEditor(config); }
    editor.setHeld?.(!!heldEditor, run.trace?.refs);
  }

  // The step counter and the slider. In Predict mode they never tell the future: the
  // counter gives no total (walk 06n, fault 5) and the slider is hidden while a run is on
  // show, as every step forward is guessed: its far end at the end of the run told the
  // total; at the furthest step seen, the knob sat at the far right and the replay looked
  // over (walk 07n, fault 8); one step past it, the knob sat half-way at step 1, read as
  // "half done" (walks 07p2, fault M6 and 02p2, fault 4). While a prediction is pending,
  // nothing moves forward but the answer.
  function showPlace() {
    const steps = run.trace ? run.trace.steps : 0;
    const hide = ctl.predict.checked && !!run.trace;
    if (ctl.slider.hidden !== hide) ctl.slider.hidden = hide;
    if (ctl.slider.max !== String(steps)) ctl.slider.max = String(steps);
    ctl.slider.value = String(run.pos);
    // counted as the words count them: "step 100,000 of 100,000" (walk 03r6, fault 6)
    const [pos, all] = [run.pos, steps].map((n) => n.toLocaleString("en"));
    ctl.slider.setAttribute("aria-valuetext", `step ${pos} of ${all}`);
    const end = run.trace && run.pos === steps && run.trace.halt && (!hide || run.pos === run.reached) ? `: ${halt().short}`
      : view.moment(run.pos) ? `: ${view.moment(run.pos)}` : "";
    setText(ctl.counter, !run.trace ? "no run yet" : hide ? `step ${pos}${end}` : `step ${pos} of ${all}${end}`);
    const pending = !!run.predicting || stopped;
    for (const b of [ctl.end, ctl.play, ctl.slider]) if (b.disabled !== pending) b.disabled = pending;
  }

  // The log and the desk check of the step on show, each scrolled (inside its own box,
  // never the page) to keep the current entry and row in view. The table shows no row past
  // the step on show: stepping through builds it up, as a desk check on paper does.
  function showText() {
    textShown = performance.now();
    const upto = run.pos;
    log.idle = ctl.predict.checked ? PREDICT_IDLE : words.idle;
    log.show(view, run.pos);
    desk.show(view, run.pos, upto);
    deskNote.hidden = !!run.trace;
    deskScroll.hidden = !run.trace;
    const key = `${run.pos}|${upto}|${run.trace ? run.trace.steps : -1}`;
    if (key === followed) return;
    // drawn before the board is on the page (a cell's output), the boxes have no size to
    // scroll in: they follow the step once they have one (walk 06r8, fault 1: a board
    // first drawn at step 14 of 14 showed steps 1 to 8, the step on show out of view)
    if (!log.root.clientHeight) {
      if (unsized++ < 60) requestAnimationFrame(showText);
      return;
    }
    unsized = 0;
    followed = key;
    fitLog();
    keepInView([[log.root, log.current, null], [deskScroll, desk.current, desk.head]]);
  }
  // What happened holds the whole of the step on show: a box shorter than its words grows
  // to them while it shows, and is back to its own size after (walk 08p3, fault 6: at
  // 1366x650 Droids' short box cut the last line of a step's rule in half, the rest to be
  // scrolled to inside it)
  function fitLog() {
    log.root.style.height = "";
    const short = log.current ? log.current.offsetHeight - log.root.clientHeight : 0;
    if (short > 0) log.root.style.height = `${parseFloat(getComputedStyle(log.root).height) + short}px`;
  }

  function movingPiece(i) {
    const ps = scene.pieces || [];
    for (const p of ps) {
      const a = view.props(p, i - 1), b = view.props(p, i);
      if (a.x !== b.x || a.y !== b.y || a.facing !== b.facing) return p;
    }
    return ps[0];
  }

  // The piece the next guess asks about, by its name, as every other line says it (walk 01n,
  // fault 4: "the robot"): before a run, the board's one piece, or whichever moves.
  function nextMover() {
    const ps = scene.pieces || [];
    const p = run.trace && run.pos < run.trace.steps ? movingPiece(run.pos + 1) : ps.length === 1 ? ps[0] : null;
    return p ? String(p.name ?? p.id) : "the piece that moves";
  }

  // In a game (an editor whose Run plays a move from where the game is now: `words.now`),
  // the end of the replay on show is the game now and an earlier step a replay of the last
  // move. A choice (or Run) made on a replay first brings the game now back, and says so:
  // the learner never plans from an old picture. What the editor says of the choice
  // (`sayNow`, in the same task) follows those words.
  let backNow = false;
  function backToNow() {
    if (!words.now || !run.trace || run.pos >= run.trace.steps) return;
    stop();
    if (run.predicting) dropPrediction();
    show(run.trace.steps);
    say(words.now, true);
    backNow = true;
    queueMicrotask(() => { backNow = false; });
  }
  // (a board that lost Python took the edit back: what the editor says of it did not
  // happen, walk 03n, fault 7)
  // (and the editor's words are the newest: what blocked Run before them goes, walk 04q4,
  // fault 3)
  function sayNow(msg) {
    if (lost) return;
    if (msg && blockedSaid && error.textContent === blockedSaid) clearError(error);
    say(backNow && msg ? `${words.now} ${msg}` : msg);
    notes.editSaid = !!msg;
  }
  // After Step, Back, Reset, ⇤ or the slider, a game's board says its picture is a replay,
  // after `first` (walk 04t, fault 7: Step and Back at step 0 left the status line empty).
  function sayReplay(first = "") {
    const replay = words.replay && run.trace && run.pos < run.trace.steps ? (gameOver ? words.over : words.replay) : "";
    if (first || replay) say(`${first}${replay}`.trim(), true);
  }

  // Step or Play before any run: an editor whose Run plays a move of a game (`first`: the
  // hand) says what to do instead of playing the move.
  // A stepwise editor with nothing chosen has no run to ask for: said (walk 08i, fault 5:
  // Python's refusal was the one already on show, so a press of Step changed nothing).
  function noRunYet(what) {
    // (not while the cards wait, which cannot be clicked: why they wait, walk 04r6, fault 2)
    if (words.first) say(scene.editor?.waits ? `No move to show yet. ${scene.editor.waits}` : words.first);
    // a stepwise editor's orders are sent by its own button, never by Step (walk 08p,
    // fault 3: Step laid the chit waiting, then said only that no order was sent)
    else if (editor.stepwise) say(editor.noRun());
    else if (!run.onWay()) requestRun(what);
  }

  // The replay on show is a move that sent no order (a chit laid, chits drawn): nothing
  // ran, so its end is said in the editor's words for it (`laid`), never "the end of the
  // run" (walk 08u, fault 2: the game's Place chit said so). A stepwise editor's is not
  // counted as a run's steps either: nothing to follow.
  const noOrder = () => !!run.trace && !run.trace.card.some((c) => c >= 0);
  const sentNoOrder = () => noOrder() && !!editor && !!editor.stepwise;
  // A run's replay is under way: past its start, and a run (in a game, `words.now`, Run plays
  // a new move and its replay is a fresh run, walk 07r6, fault M11; a chit laid is no run).
  const replayUnderWay = () => !!run.trace && run.pos > 0 && !words.now && !sentNoOrder();

  function forward() {
    if (!run.trace || sentNoOrder()) { noRunYet("step"); return; }
    if (run.pos >= run.trace.steps) { say(atTheEnd(), true); return; }
    if (ctl.predict.checked && (scene.pieces || []).length) {
      while (run.pos < run.trace.steps && stillStep(run.pos + 1)) show(run.pos + 1);
      if (run.pos < run.trace.steps) askPrediction();
      else say(`This is the end of the run. ${note()}`.trimEnd(), true);
      return;
    }
    show(run.pos + 1, true);
    if (run.pos === run.trace.steps) say(halt().sentence, true);   // as Play says its end
    else sayReplay();
  }

  // A step whose events are all of kinds that never move a piece (the scene's `still`: a
  // draw, a gift) is shown in Predict, with its words, never asked (walk 06s, fault 8: 8
  // to 12 clicks a round, most of them "she stays here").
  function stillStep(i) {
    const evs = Array.isArray(scene.still) ? view.stepEvents(i) : [];
    return evs.length > 0 && evs.every((e) => scene.still.includes(e.kind));
  }

  // The next step from `i` on that Predict asks (past the steps it only shows).
  function nextAsked(i) {
    while (i <= run.trace.steps && stillStep(i)) i += 1;
    return i;
  }

  // At the end of a run, whether Roby is on the star, and what to do to see it (or guess
  // it) again from the start (walk 03p, fault 6: Step pressed at the end said only "This is
  // the end of the run", Roby on the star, and nothing said the goal was reached).
  // On a game's board, the end of the replay is the game now, where the next move plays
  // from: Predict ticked there said "the end of the run" of a move the child had not made
  // (walk 06q4, fault 6).
  function atTheEnd() {
    const goal = onGoal(run.pos);
    if (ctl.predict.checked && words.now && !gameOver) {
      return "This is the game now. To guess your next move, choose it and press Run, then guess each step. To guess the last move instead, press Reset (or \u21e4), then Step.";
    }
    return `This is the end of the run.${goal ? ` ${goal}` : ""}${ctl.predict.checked
      ? " To guess it step by step, press Reset (or \u21e4) to go back to the start, then Step."
      : " Press Reset (or \u21e4) to watch it again from the start."}`;
  }

  // In Predict mode what to do and what was wrong show beside the board, at the top of the
  // column next to it (in view with the board on a laptop), Show me right after the words
  // that offer it (walk 01s, fault 4: on a row of its own under the buttons, it was below
  // a 650 px page); else under the controls.
  function placeStatus() {
    const beside = ctl.predict.checked;
    root.classList.toggle("cr-predict-on", beside);
    status.classList.toggle("cr-status-beside", beside);
    if (beside) { asked.append(status, ctl.showMe); sideCol.prepend(asked); }
    else { asked.remove(); boardCol.insertBefore(status, ctl.scrub); }
  }

  // In Predict mode the question and its feedback (the status, at the top of the column
  // beside the board) show with the board and its buttons: when the status is out of the
  // view of the box that scrolls the page (a notebook's, or the window), that box scrolls
  // to bring the status, the board and the buttons under it back, from the title when all
  // of it fits the view (walk 06q, fault 2: the title, which says what to do, went above
  // the screen at each Step), else from the top of the board. A guess clicked with the
  // mouse moves nothing while its feedback is in view: the board moved under the pointer,
  // and the next click at the same place landed on another square, a try the child never
  // meant (walk 01n, fault 1).
  function keepPredictionInView(clicked = false) {
    if (!ctl.predict.checked || !status.isConnected) return;
    const box = scroller(root);
    const { top, bottom } = viewOf(box);
    const r = asked.getBoundingClientRect(), b = ctl.bar.getBoundingClientRect();
    if (r.top >= top && r.bottom <= bottom && (clicked || b.bottom <= bottom)) return;
    const head = root.getBoundingClientRect().top;
    const from = b.bottom - head <= bottom - top ? head : board.svg.getBoundingClientRect().top;
    const by = Math.min(r.top, from) - top;
    if (box) box.scrollTop += by; else scrollBy(0, by);
  }

  // A prediction that ends with the focus on the board (which then stops being a Tab
  // stop) or on Show me (which hides) hands it to Step, so the keys go on working in
  // the board.
  function focusAfterPrediction(had) {
    if (had) ctl.step.focus({ preventScroll: true });
  }

  // What follows a step guessed (or shown): the next guess, asked by Step (and by Enter
  // when the keys gave Step the focus: walk 02p, fault 1, nothing said how to go on), or
  // how the run ended.
  function wayOn(step, keys) {
    if (step === run.trace.steps) return ` ${note()}`.trimEnd();
    const next = nextAsked(step + 1);
    // the steps passed over are said, and why (walk 06t, fault 9: step 2, a card drawn,
    // went by without a word)
    const last = Math.min(next, run.trace.steps + 1) - 1;
    const skipped = last <= step ? "" : last === step + 1 ? ` Step ${last} moves no piece: nothing to guess there.`
      : ` Steps ${step + 1} ${last === step + 2 ? "and" : "to"} ${last} move no piece: nothing to guess there.`;
    return `${skipped} Press Step${keys ? " (or Enter)" : ""} to ${next > run.trace.steps ? "see the end of the run" : `guess step ${next}`}.`;
  }

  // In Predict mode, after Back or the slider, what Step asks next (walk 08z, fault 6: at
  // step 0 the board said only "This is the start of the run.").
  function guessNext() {
    if (!ctl.predict.checked || !run.trace || run.pos >= run.trace.steps) return "";
    const next = nextAsked(run.pos + 1);
    if (next > run.trace.steps) return "";
    const p = movingPiece(next);
    return `Press Step, then click where ${String(p.name ?? p.id)} will be after step ${next} ${BY_KEYS}. `;
  }

  // A guess left unanswered (Back, Jump to start, a choice that brings the game now back)
  // takes its ring with it: left on the board, it looked like a hint (walk 06p, fault 3).
  function dropPrediction() {
    endPrediction();
    board.clearMarks();
  }

  // A question asked takes away the rings of the guesses before it, whose steps stay
  // guessed: a right guess's ring, kept by Back and ⇤ as a guess is, showed the answer of
  // its step asked again (walk 07z, fault 6).
  function askPrediction() {
    board.clearMarks();
    const p = movingPiece(run.pos + 1);
    const now = view.props(p, run.pos);
    run.predicting = { piece: p, step: run.pos + 1, moved: false, asked: false };
    showPlace();
    run.guess = [Math.max(0, now.x), Math.max(0, now.y)];
    board.svg.classList.add("cr-predicting");
    board.svg.setAttribute("tabindex", "0");
    board.showCursor(run.guess[0], run.guess[1]);
    board.svg.focus({ preventScroll: true });
    lightCard(run.pos + 1);                  // the card to look at: the one step pos + 1 runs
    // (Play and ⇥ are greyed meanwhile: said, or they looked broken, walk 06p, fault 3)
    say(`Predict: click the square where ${String(p.name ?? p.id)} will be after step ${run.pos + 1} ${BY_KEYS}.${playsCard(run.pos + 1)} Play and Jump to end (\u21e5) wait for your guess.`, true);
    log.show(view, run.pos);
    keepPredictionInView();
  }

  // Step while a guess waits goes on waiting, and says so: asked again in the same words,
  // a child pressing Step saw nothing happen (walk 06i, fault 9). The keys answer in the board.
  function waitForGuess() {
    const { piece, step } = run.predicting;
    const name = String(piece.name ?? piece.id);
    board.svg.focus({ preventScroll: true });
    say(`Step waits for your guess: click the square where ${name} will be after step ${step} ${BY_KEYS}${ctl.showMe.hidden ? "" : ", or press Show me"}.`, true);
    keepPredictionInView();
  }

  // A game's turn (not the editor's program, whose card lights up) has no card on show:
  // the question names the card the step plays, a hidden hand's too (played, it is seen).
  // A step that plays no card says what it is, in the scene's words for its phase (walk
  // 06s, fault 2: a challenge's answer, which moved Ada 2 squares back, was asked with
  // "Look at the card of step 1").
  function playsCard(i) {
    const card = ownTrace() ? "" : view.cardLabel(i);
    const word = cardWord(card);
    const kind = card || ownTrace() ? "" : view.stepKind(i);
    return card ? ` Step ${i} plays the ${cardName()} ${card}${word === card.toLowerCase() ? "" : ` (${word})`}.`
      : kind ? ` Step ${i} plays no ${cardName()}: ${kind}.` : "";
  }


  // The board answers keys only while a prediction waits: when it ends with the focus on
  // the board, Step takes the focus (the key that asks the next prediction), never the page.
  function endPrediction() {
    run.predicting = false;
    ctl.showMe.hidden = true;
    if (!board) return;
    // the board stops taking keys: a learner who answered with them (or clicked a square)
    // goes on from Step (focus left on the board would drop to the page, where no key answers)
    const held = board.svg.contains(focused(root)) && !isPad();
    board.svg.classList.remove("cr-predicting");
    if (isPad()) pad.show();   // a board being drawn keeps its keys
    else { board.svg.removeAttribute("tabindex"); board.showCursor(null); }
    if (editor) lightCard(run.pos);
    showPlace();
    log.show(view, run.pos);
    if (held) ctl.step.focus({ preventScroll: true });
  }

  // One rule for feedback (as the lessons' checks): a wrong square says what is wrong about
  // it and lets the learner try again, never where the robot is; the step shows when the
  // guess is right or when the learner asks for it (Show me); a right guess counts the tries.
  function answer(x, y, clicked = false) {
    const { piece, step } = run.predicting;
    const then = view.props(piece, step);
    const right = then.x === x && then.y === y;
    const name = String(piece.name ?? piece.id);
    // a wrong square clicked again (a double click) is not another try (walk 02g, fault 5)
    const wrong = run.predicting.wrong || (run.predicting.wrong = new Set());
    // each guess at this step leaves its ring, as lesson 01 says (walk 01r8, fault 1: only
    // the last one did, and a child lost track of the squares already tried)
    if (!wrong.has(`${x},${y}`)) board.mark(x, y, right ? "right" : "wrong");
    if (!wrong.has(`${x},${y}`)) run.predicting.tries = (run.predicting.tries || 0) + 1;
    if (!right) wrong.add(`${x},${y}`);
    root.dataset.predicted = right ? "right" : "wrong";
    if (!right) {
      const chosen = placeName(piece, x, y).replace(/^at /, "on ");
      // a block's square is wrong at every step: said as the lesson's questions say it
      // (walk 03i, fault 9)
      const block = (scene.tiles || []).some((t) => t.kind === "block" && Array.isArray(t.at)
        && t.at[0] === x && t.at[1] === y);
      const part = block ? ` That square is a block, and ${name} can never stand on a block.`
        : then.x === x ? " Your column is correct, but the row is not."
        : then.y === y ? " Your row is correct, but the column is not." : "";
      ctl.showMe.hidden = false;
      const faces = (piece.bind || {}).facing !== undefined ? ` and which way ${name} faces` : "";
      const before = view.props(piece, step - 1);
      // another robot's card that pushes this one: look at that robot (walk 07i, fault 2)
      const mover = run.replay && run.replay.who ? String(run.replay.who[run.trace.ev[step - 1]] || "") : "";
      // a step that moves nothing (a RoboRally reveal) has no card to look at for a move;
      // asked without saying whether it moves: "Does anything move Red?" all but said
      // Red stays (walk 08r, fault 8); named as the log names it, as the step is not on
      // show yet ("step 1" alone said nothing of a reveal: walk 07t, fault 7)
      const moment = view.moment(step);
      const look = before.x === then.x && before.y === then.y
        ? `What does step ${step}${moment ? ` (${moment})` : ""} do to ${name}?`
        : playsCard(step) && !view.cardLabel(step) ? wayOf(before, then, x, y, name).trim()
        : mover && mover !== name
          ? `${wayOf(before, then, x, y, name)}The ${cardName()} of step ${step} is ${mover}'s, not ${name}'s: which way does ${mover} face, and what does its move do to ${name}?`
          : `${wayOf(before, then, x, y, name)}Look at the ${cardName()} of step ${step}${faces}.`;
      // the rule that acts at that step, when the scene names one to look at (walk 06y, 1)
      const rules = scene.rules_to_see || {};
      const rule = view.stepEvents(step).map((e) => rules[e.kind]).find(Boolean);
      const see = rule ? ` ${String(rule).replaceAll("{name}", name)}` : "";
      say(`Not quite: ${name} is not ${chosen} after step ${step}.${part}${look ? ` ${look}` : ""}${playsCard(step)}${see} Then click another square ${BY_KEYS}, or press Show me.`, true);
      keepPredictionInView(clicked);
      return;
    }
    const tries = run.predicting.tries;
    const had = focused(root) === board.svg;
    // the wrong guesses' rings have served once the right square is found: left beside the
    // piece they read as a second piece or a square it went through (walks 06r10, fault 3;
    // 08r10, fault 2; 07r9, fault 4)
    board.clearMarks();
    board.mark(x, y, "right");
    endPrediction();
    focusAfterPrediction(had);
    show(step, true);
    const there = placeName(piece, then.x, then.y).replace(/^at /, "on ");    // "on D3"
    say(`Right! ${name} is ${there} after step ${step}.${tries > 1 ? ` You got it on your ${ORDINALS[tries - 1] || `${tries}th`} try.` : ""}${wayOn(step, had)}`, true);
  }

  function showMe() {
    if (!run.predicting) return;
    const { piece, step } = run.predicting;
    const had = [board.svg, ctl.showMe].includes(focused(root));   // Show me hides itself
    endPrediction();
    focusAfterPrediction(had);
    board.clearMarks();
    show(step, true);
    const then = view.props(piece, step);
    const there = placeName(piece, then.x, then.y).replace(/^at /, "on ");
    say(`You asked to see it: ${String(piece.name ?? piece.id)} is ${there} after step ${step}.${wayOn(step, had)}`, true);
    root.dataset.predicted = "shown";
  }

  // A target on the board (a tile the editor takes, e.g. a Droids transmitter box) works
  // as the editor's own control for it: the editor says whether it took it.
  function toTarget(tile) {
    if (!editor.target) return;
    const took = editor.target(tile.dataset.target);
    for (const t of board.svg.querySelectorAll(".cr-target-chosen")) t.classList.remove("cr-target-chosen");
    if (took) tile.classList.add("cr-target-chosen");
  }

  // What the editor drags now (trade: an arrow group) may drop on the piece under `e`.
  const dropsOnPiece = (e) => !!editor.canDropOnPiece && editor.canDropOnPiece() && !!board.pieceAt(e);

  // A board whose squares are the editor's pad (a board being drawn: the editor module's
  // `squares`; pad.js)
  function isPad() {
    const kind = scene && scene.editor && scene.editor.kind;
    return !!kind && Object.hasOwn(EDITORS, kind) && !!EDITORS[kind].squares;
  }

  function onBoardClick(e) {
    if (!run.predicting && isPad()) return;
    // a square clicked in Predict mode before Step asked: what to press (walk 08r10, fault 1)
    const ask = !run.predicting && board.squareAt(e) ? guessNext() : "";
    if (ask) { say(ask.trim(), true); return; }
    if (!run.predicting) {
      const t = board.targetAt(e);
      const piece = board.pieceAt(e);
      if (t) { t.focus({ preventScroll: true }); moveTargetStop(t); toTarget(t); }
      else if (piece && editor.piece) editor.piece(piece, "click");
      else if (editor.pickSquare && board.squareAt(e)) editor.pickSquare(...board.squareAt(e));
      return;
    }
    const sq = board.squareAt(e);
    board.svg.focus({ preventScroll: true });   // the next arrow or Enter goes on here
    if (sq) { run.guess = sq; board.showCursor(sq[0], sq[1]); answer(sq[0], sq[1], true); }
  }

  function moveTargetStop(to) {
    for (const t of board.svg.querySelectorAll(".cr-target[tabindex='0']")) t.setAttribute("tabindex", "-1");
    to.setAttribute("tabindex", "0");
  }

  function onTargetKey(e, tile) {
    const d = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toTarget(tile); return; }
    if (!d) return;
    e.preventDefault();
    const next = board.targetNext(tile, d[0], d[1]);
    if (next) { moveTargetStop(next); next.focus({ preventScroll: true }); }
  }

  function onBoardKey(e) {
    if (!run.predicting && isPad()) { pad.key(e); return; }
    const tile = board.targetOf(e.target);
    if (!run.predicting && tile) { onTargetKey(e, tile); return; }
    if (!run.predicting) return;
    const d = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    if (d) {
      e.preventDefault();
      run.guess = [Math.max(0, Math.min(board.width - 1, run.guess[0] + d[0])),
        Math.max(0, Math.min(board.height - 1, run.guess[1] + d[1]))];
      board.showCursor(run.guess[0], run.guess[1]);
      run.predicting.moved = true;
      // the step to guess stays in the words (walk 03n, fault 9: "square A3" alone)
      const { piece, step } = run.predicting;
      say(`Where will ${String(piece.name ?? piece.id)} be after step ${step}? The frame is on ${squareName(run.guess[0], run.guess[1])}: press Enter to guess it.`, true);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      // The frame not moved yet stands where the piece is: an Enter there may be Step's
      // pressed twice (walk 07g, fault 3: it counted as a try), so it asks once first.
      const p = run.predicting;
      if (!p.moved && !p.asked) {
        p.asked = true;
        say(`Your guess: ${String(p.piece.name ?? p.piece.id)} stays on ${squareName(run.guess[0], run.guess[1])}? Press Enter again to say so, or move the frame with the arrow keys first.`, true);
        return;
      }
      answer(run.guess[0], run.guess[1]);
    } else if (e.key === "Escape") {
      // (the board then says how to leave: Tab next goes to the notebook, walk 02v, fault 1:
      // a second Escape was needed)
      endPrediction();
      say("prediction cancelled", true);
    }
  }

  function setPlayButton() {
    ctl.play.setAttribute("aria-pressed", run.playing ? "true" : "false");   // its name: style.css
  }

  function stop() {
    run.pause();
    if (textTimer) { clearTimeout(textTimer); textTimer = 0; if (board) showText(); }
    setPlayButton();
  }

  const seenUpTo = () => run.seenUpTo(ctl.predict.checked);

  function play() {
    if (!run.trace || sentNoOrder()) { noRunYet("play"); return; }
    const again = run.pos >= run.trace.steps;
    if (again) show(0);
    if (run.pos >= seenUpTo()) { forward(); return; }
    const endless = neverEnds();
    if (notes.aboutTrace || endless) say(endless, !!endless);   // "The program has ended." goes when it plays again
    // from the game now, Play replays the last move: said (walk 07t, fault 13)
    if (again && !endless) sayReplay();
    run.play(frame);
    setPlayButton();
  }

  // A run stopped at the step limit plays for ever at a step a second: said as it starts
  // playing, with the way to its end (walk 03k, fault 4: nothing was said until the last
  // step). Not in Predict, where the end is not told before it is guessed.
  function neverEnds() {
    if (!run.trace || run.trace.halt !== "step_limit" || ctl.predict.checked) return "";
    const who = (scene.pieces || []).map((p) => String(p.name ?? p.id)).join(" and ") || "The program";
    return `This program never ends: ${who} was stopped after ${run.trace.steps.toLocaleString("en")} steps. `
      + "Press \u21e5 (Jump to end) to see where it stopped, or Pause.";
  }

  function frame(now) {
    if (!run.playing) return;
    const speed = SPEEDS[ctl.speed.value] || 4;
    let n = run.due(now, speed);
    let i = run.pos;
    let hit = null;
    const own = ownTrace() && editor.breakAt;
    while (n-- > 0 && i < seenUpTo()) {
      const ref = own ? cardRef(i + 1) : null;          // the card step i + 1 runs
      if (ref && i !== run.resumeAt && editor.breakAt(ref)) { hit = ref; break; }
      i += 1;
    }
    if (i !== run.pos) show(i, i === run.pos + 1 && speed <= 8);
    if (hit !== null) {
      run.markAt = run.pos;
      stop();
      lightCard(run.pos + 1);   // the card that runs next, as said (walk 03z, fault 8)
      say(`Paused at a stop mark: card ${hit.slot + 1} (${hit.label ?? ""}) runs next.`, true);
      return;
    }
    if (run.pos >= run.trace.steps) { stop(); say(halt().sentence, true); return; }
    if (run.pos >= seenUpTo()) { stop(); forward(); return; }
    run.next(frame);
  }

  // Ask for a run, then `what` ("play" | "step" | "end") its trace when it comes.
  function requestRun(what) {
    stop();
    run.ask(what, !standalone);
    if (standalone) { playRun(); return; }
    say("Running\u2026");
    send({ type: "run" });
  }

  // The run asked for came: its replay starts at step 0. Run plays it, but in Predict mode
  // (the first step waits for a guess) and when an editor's orders are followed step by
  // step (`stepwise`: Droids, where the droid's square picks the next order; a replay with
  // no card, a chit laid, plays): it waits for Step there. Step with no run yet shows (or
  // asks for) the first step.
  function playRun() {
    const what = run.came();
    const again = runAgain;
    runAgain = false;
    if (!what || !run.trace) return;
    stop();
    show(0);
    board.clearMarks();               // a new run asks afresh: no ring of an earlier guess
    run.editedSince = false;
    // ⇥ with no run yet (a new program) waits for the first guess in Predict mode, as Play
    // does (walk 03p, fault 3: it showed the end, no guess asked)
    const guessing = ctl.predict.checked && run.trace.steps > 0;
    if (what === "step") forward();
    else if (what === "end" && !guessing) toEnd();
    else if (sentNoOrder()) {
      // a move of a stepwise editor that sends no order (a chit laid, chits drawn): nothing
      // to follow or to guess, so its end shows at once, said plainly
      show(run.trace.steps);
      say(`${halt().sentence}${ctl.predict.checked && words.predictLater ? ` ${words.predictLater}` : ""}`, true);
    }
    else if (guessing) {
      forward(); run.phase = "waiting";
      // Run in Predict mode asks each step again from step 0: said, with how to watch the
      // whole run (walk 02q4, fault 1: the guesses went, nothing played, and nothing said
      // why, though the lesson said "Press Run after that to watch the whole program")
      if (what === "play" && again && run.predicting) say(`${status.textContent} ${RUN_AGAIN((editor && editor.runsBy) || ctl.run.textContent)}`, true);
    }
    else if (editor.stepwise && run.trace.card.some((c) => c >= 0)) {
      run.phase = "waiting";
      // the key pressed next follows the run (a focus left on the button pressed, or one
      // that went with the panel drawn again, would land on New game: walk 08e). The panel
      // may be drawn again in the same moment the run comes, its focus not yet handed on.
      const f = focused(root);
      if ((root.contains(f) || dropped(root)) && f !== text) ctl.step.focus({ preventScroll: true });
      say("Your run is ready at step 0: press Step to follow it one step at a time, or Play.", true);
    } else { play(); run.phase = run.playing ? "playing" : ""; }
  }

  function act(what) {
    if (stopped && what !== "run") return;     // (keys too: its buttons are off)
    if (run.predicting && what === "step") { waitForGuess(); return; }
    if (run.predicting && what !== "predict" && what !== "show-me") dropPrediction();
    const moving = ["step", "back", "start", "end", "seek"].includes(what);
    const blocked = what === "run" && editor ? editor.blocked?.(run.phase === "playing") : "";
    if (moving) say("");
    // a refusal answers the press before: red through the replay and Predict after it, it
    // read as what is wrong now (walk 04n, fault 4)
    if (moving || ["play", "reset", "predict"].includes(what)) clearError(error);
    if (what !== "new-game" && !newAsk.hidden) ask(false);
    // A press of Run while a run is on its way is ignored: that run's replay plays out.
    if (what !== "run" && run.phase === "waiting") run.phase = "";
    if (what === "run" && lost) sayLost();
    // a finished game has no move to run: said as news, not as a red error (walk 08i, fault 17);
    // at a step of the move that ended it, the replay's words, which tell nothing of the end
    // (walk 04p2, fault 1: said at step 4 of 7, it told the end before the board showed it)
    else if (what === "run" && gameOver) {
      say((run.trace && run.pos < run.trace.steps && words.over) || "This game is over: press New game to play another.");
    }
    // Run with nothing to play says what to do first under it, as news (walk 08p3, fault 7)
    else if (what === "run" && !box.sent && !heldBack() && ctl.idle()) say(ctl.idle());
    // what the editor knows Python would refuse is refused here, as Python's refusal is;
    // a text on its way or refused in the box is said first (below), as Run would play it
    // (`blocked(playing)`: whether the last run's replay plays now)
    // (one message at a time: the note of an edit before it goes, walk 04q4, fault 3: "No
    // card to take back" stayed beside the red "Choose at least one card"; a Predict
    // question stays, walk 04r, fault 2)
    // (and words about the replay on show, but a Predict question: "This is the end of the
    // run." stayed under Draw chits refused, read as what the press did: walk 08r9, fault 3)
    else if (what === "run" && !box.sent && !heldBack() && blocked) { if (notes.editSaid || (notes.aboutTrace && !ctl.predict.checked)) say(""); freeRoom(error); blockedSaid = blocked; setText(error, blockedSaid); scrollToShow(error, error); }
    else if (what === "run") {
      // a refused text in the box is never what Run plays: the learner settles it first,
      // unless the editor plays the choice beside it (besideText)
      if (box.sent) box.runAfter();            // the text first: Run plays it once taken
      else if (heldBack()) say(heldBack());
      else if (!run.onWay()) {
        runAgain = ctl.predict.checked && replayUnderWay();
        backToNow(); requestRun("play");
        if (refusedText()) say(`${ctl.run.textContent} ${words.besideText}`);
      }
      else if (run.phase === "playing") say(`The run is still playing: press Pause to stop it, or ${words.next ? `press ${words.next}` : "choose your next move"}.`, true);
      else if (run.phase === "waiting") say("This run waits at its start: press Step to follow it, or choose your next move.", true);
    }
    else if (what === "step") { stop(); forward(); }
    else if (what === "back") {
      stop();
      if (!run.trace) say(words.back || words.first || "No run yet: Back goes back through a run once you press Run.");
      else if (run.pos > 0) { show(run.pos - 1, true); sayReplay(guessNext()); }
      else sayReplay(`This is the start of the run. ${guessNext()}`);
    }
    else if (what === "play") { if (run.playing) { stop(); say(`Paused at step ${run.pos}.`, true); } else play(); }
    else if (what === "show-me") showMe();
    // (in Predict mode, what Step asks next: "Back at the start." alone left a child clicking
    // squares that answered nothing: walk 08r10, fault 1)
    else if (what === "reset") { stop(); board.clearMarks(); show(0); sayReplay(`Back at the start. ${guessNext()}`); }
    else if (what === "start") { stop(); show(0); sayReplay(); }
    // ⇥ with no run yet starts one and shows its end, as Step starts one and shows its first
    // step (walk 01j, fault 7: ⇥ only said to press Run)
    else if (what === "end") { stop(); if (run.trace) toEnd(); else noRunYet("end"); }
    // (in Predict mode the slider is hidden: showPlace)
    else if (what === "seek") { stop(); show(parseInt(ctl.slider.value, 10) || 0); sayReplay(); }
    else if (what === "predict") {
      if (!ctl.predict.checked) dropPrediction();   // no ring, no grey
      // ticked on a replay of a game's last move, the title stays the replay's: the one
      // from before that move read as the game now (walk 04r6, fault 1)
      if (title.textContent === words.replayTitle) heldTitle = words.replayTitle;
      run.reached = run.pos;
      showTitle();
      placeStatus();
      // (no order sent yet on a stepwise board: no run has an end to guess, walk 08r6,
      // fault 2: "This is the end of the run" before anything ran)
      const before = ctl.predict.checked && editor && editor.stepwise && (!run.trace || noOrder());
      const ended = ctl.predict.checked && run.trace && run.pos >= run.trace.steps && !before;
      say(before ? `${words.predictLater || ""} ${editor.noRun()}`.trim() : ended ? atTheEnd() : ctl.predict.checked ? `Predict mode: press Step, then click where ${nextMover()} will be ${BY_KEYS}.` : "Predict mode off.", !!ended);
      showPlace();
      showText();
    }
    // a finished game has nothing to lose: New game starts at once, and a double click
    // never lands on No (walk 09j, fault 7)
    else if (what === "new-game" && (changed || model.get("asks_first")) && !gameOver && newAsk.hidden) {
      ask(true);
      newNo.focus({ preventScroll: true });
      say("A new game takes back everything done in this game. Yes starts again; No keeps this game.");
    }
    else if (what === "new-game") newGame();
  }

  // a second press while the first new game is on its way does nothing: it dealt a second
  // game, and the child never saw the one before it (walk 04p, fault 3); nor one a moment
  // after it came, the second press of a double press that Python answered in between
  // (walk 04q4, fault 2: "seed 2028, the one after 2027", and 2027 never seen)
  const DOUBLE_PRESS = 600;   // ms
  let dealtAt = -Infinity;
  function newGame() {
    if (inflight.includes("new_game") || performance.now() - dealtAt < DOUBLE_PRESS) return;
    stop(); say("Starting a new game\u2026"); send({ type: "new_game" });
  }

  // Python answered the oldest intent: what the widget says depends on which it was.
  function answered(kind, before = "") {
    const refused = !!model.get("error");
    if (kind === "run") {
      if (status.textContent === "Running\u2026") say("");
      if (refused) { run.after = null; run.phase = ""; }
      // The same run again (the same program: the same trace, so no change reaches the
      // browser) replays the trace on show; a new trace, loaded first, has played it
      // (the run stays "asked" until then, so a press in between is ignored too).
      else setTimeout(playRun, 0);
    } else if (kind === "new_game" && refused) {
      // "Starting a new game…" would stay for good beside the refusal (walk 04p, fault 1)
      say("No new game was started: the red words say why.");
    } else if (kind === "new_game") {
      changed = false;
      dealtAt = performance.now();
      board.clearMarks();
      if (editor.clearBreakpoints) editor.clearBreakpoints();
      if (editor.forget) editor.forget();
      // the last game's text (a refused one in red too) goes with it
      box.reset();
      say("New game started.");
    } else if (kind !== "set_program" && refused) {
      // an edit refused: what the editor said of it did not happen; on a board being drawn
      // the words before were the last edit's, read beside the refusal as what it did (walk
      // 05t, fault 4: "A block on D2." beside "A block cannot go on A5"): only what a
      // two-click item still waits for is said again
      say(isPad() ? scene.editor?.waiting || "" : before);
    } else if (isPad() && kind !== "set_program") {
      // a board being drawn: what the edit did ("Pusher on the east side of C3, ...") is
      // said once (walk 05q4, fault 1: under the buttons and in What happened too): What
      // happened says it, with no run on show; a Save keeps the run on show, its step in
      // What happened, so what the Save did is said under the buttons (the note comes from
      // the answer's scene: its change may come after this one)
      const note = (fromJson(model.get("scene")).editor || {}).note;
      say(kind === "save" && run.trace && note ? note : "");
    } else if (kind === "set_program") {
      // (a board being drawn too: its text refused was left unmarked and unsaid, so no
      // edit on the board gave way to it: walk 05p, fault 6)
      if (box.answered(refused, model.get("error_at"))) setTimeout(() => act("run"), 0);
    }
  }

  // (an error with no answer goes with the intent answered last when none waits)
  let lastKind = null;
  function showError(kind = inflight[0] ?? lastKind) {
    lastKind = kind;
    const msg = model.get("error") || "";
    const typed = kind === "set_program";
    // an editor may say why its edit (or Run) was refused beside the control that made it
    const beside = !!kind && (kind === "run" || !BOARD_INTENTS.has(kind)) && !!editor.refused && editor.refused(msg, kind);
    const shown = typed ? box.error : error;
    if (msg && !beside) { freeRoom(shown); setText(shown, msg); }
    else clearError(shown);
    if (typed) clearError(error); else if (!box.kept) clearError(box.error);
    // What stays in view above a refusal brought into view: the board's title (walk 06i,
    // fault 4); for the typed text, the title when it fits in the view with the words, else
    // the box's label (walk 01k, fault 1; walk 07o, fault 3: the title kept held the words
    // under the box below a 650 px page); for a refused Run, nothing but the refusal itself
    // (walk 09l, fault 2: on Robin's tall board the title held it below the screen, and Run
    // looked dead).
    const keep = () => {
      const view = viewOf(scroller(root));
      const fits = shown.getBoundingClientRect().bottom - root.getBoundingClientRect().top <= view.bottom - view.top;
      return typed ? (fits ? root : box.label) : kind === "run" ? shown : root;
    };
    // (once the answer has redrawn the editor above it, which may push the words down)
    if (msg && !beside) requestAnimationFrame(() => scrollToShow(shown, keep()));
  }

  // Python's answer and its error come in one message, in either order (`answering`: this
  // task's message is an answer)
  let answering = false;
  const handlers = {
    "change:scene": () => loadScene(),
    "change:content": () => {
      if (!inflight.length) editor.setContent(model.get("content"));
    },
    "change:program": box.sync,
    // an error with no answer (a lesson's check, a write refused); an answer's own error is
    // shown by the answer, once: shown here too, after an answer that came first, it was
    // taken for the intent still on its way (issue 34: a refused piece said again under
    // the text box typed in meanwhile)
    "change:error": () => { if (!answering) queueMicrotask(() => { if (!answering) showError(); }); },
    "change:hint": showHint,
    // a lesson's check read the board's program (Python's checked())
    "msg:custom": (msg) => { if (msg && msg.type === "checked" && notes.editSaid) say(""); },
    // (a board that loses its New game, an older game's, loses an open "Start again?" too)
    "change:new_game": () => {
      if (!model.get("new_game")) ask(false);
      offerNewGame();
    },
    // Python answered an intent: show its verdict and the content it kept (a refused edit
    // puts the browser back to what the kernel holds)
    "change:ack": () => {
      answering = true;
      queueMicrotask(() => { answering = false; });
      const { kind, before } = waiting.answered();
      foundTouch();
      if (!run.trace && log.current?.textContent === LOST_LOG) setText(log.current, log.idle);
      showError(kind);
      if (!inflight.length) editor.setContent(model.get("content"));
      answered(kind, before);
      // a choice taken on the board (a card clicked) is what Run plays: a refused text in
      // the box gives way to it (walk 09q, fault 6: the box kept its bad line, Run nothing)
      if (!BOARD_INTENTS.has(kind) && !model.get("error") && refusedText()) box.sync();
      // the one value the browser writes: marimo re-runs the cells reading the board
      model.set("seen", model.get("ack"));
      model.save_changes();
    },
  };
  // The trace (and the scene's change) of one message load once, at its end; `fresh`: a
  // new run, which plays out.
  let pending = false, pendingFresh = false;
  function queueTrace(fresh) {
    pendingFresh = pendingFresh || fresh;
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; const f = pendingFresh; pendingFresh = false; loadTrace(f); });
  }
  const onTrace = () => queueTrace(true);
  for (const [k, f] of Object.entries(handlers)) model.on(k, f);
  model.on("change:trace_meta", onTrace);
  model.on("change:trace_bytes", onTrace);

  showHint();
  loadScene(true);                       // the first position shows at once
  // what the board says once as it is drawn, under its buttons (a lesson board holding the
  // cards put on it before its cell ran again): the title stays the board's own (walk 01p,
  // fault 7: a two-line title of jargon)
  kept.hidden = !scene.said; setText(kept, String(scene.said || ""));
  handlers["change:new_game"]();
  text.value = model.get("program") || "";
  if (standalone) { text.readOnly = true; useText.disabled = true; leave.hidden = true; }
  setText(error, model.get("error") || "");
  root.dataset.renderMs = (performance.now() - started).toFixed(1);
  showWhenJustRun(root);
  // a handle for tests and the benchmark
  root.__codyroby = { show, model, get position() { return run.pos; }, get steps() { return run.trace ? run.trace.steps : 0; },
    desk: (k) => (run.trace ? view.row(k) : null), columns: () => view.columns().map((c) => c.name) };

  return () => {
    stop();
    waiting.stop();
    model.off("comm_live_update", gone);
    unfollow();
    for (const [k, f] of Object.entries(handlers)) model.off(k, f);
    model.off("change:trace_meta", onTrace);
    model.off("change:trace_bytes", onTrace);
  };
}

// A board whose cell was just run brings its top (the title, the grid, Step) into view
// once, as it is first drawn, the focus left where it is: Shift+Enter moves JupyterLab on
// to the next cell and scrolls there, and a tall board's top stayed above the screen, so a
// child thought nothing had happened (walk 01q, fault 7; walks 02q, 04q, 06q, fault 1).
// Only the board of the cell just run, the notebook's active cell or the one above it:
// Run All makes the last cell active, so the page does not jump to each board in turn
// (at most to a board just above the last cell, where JupyterLab itself goes); a page
// with no notebook cells (Voila, marimo, a saved page) never scrolls.
function showWhenJustRun(root, tries = 60) {
  if (!root.isConnected || !root.offsetHeight) {   // the output is not on the page yet
    if (tries > 0) requestAnimationFrame(() => showWhenJustRun(root, tries - 1));
    return;
  }
  const cell = root.closest(".jp-Cell");
  const active = cell && cell.parentElement.querySelector(":scope > .jp-Cell.jp-mod-active");
  if (!active || (active !== cell && active !== cell.nextElementSibling)) return;
  const box = scroller(root);
  const view = viewOf(box);
  const top = root.getBoundingClientRect().top;
  if (top >= view.top && top <= (view.top + view.bottom) / 2) return;   // in view, room under it
  if (box) box.scrollTop += top - view.top; else scrollBy(0, top - view.top);
}

// What is wrong about a guess (x, y) at a step that moved a piece from `before` to
// `then`, as the lessons' checks say it: the way it went, or how far, never where it is.
// Not "what stops it?": a plain move is stopped by nothing (walk 06i, fault 9).
// "direction", not "way": "the correct way" read as "the correct method" (walk 01n, fault 4).
// A move of one square too far hears nothing of it: one square was left, the answer (walk
// 02r6, fault 4).
//   wayOf({x: 0, y: 0}, {x: 0, y: 2}, 0, 4, "Red")  // "That is the correct direction, but Red does not get that far. "
//   wayOf({x: 0, y: 0}, {x: 0, y: 1}, 0, 2, "Red")  // ""
function wayOf(before, then, x, y, name) {
  const [mx, my, gx, gy] = [then.x - before.x, then.y - before.y, x - before.x, y - before.y];
  if (!gx && !gy) return `${name} does not stay where it was. `;
  if (gx * my !== gy * mx || Math.sign(gx) !== Math.sign(mx) || Math.sign(gy) !== Math.sign(my)) {
    return `${name} does not go that way: which way does ${name} go? `;   // not "it" (walk 05r, 10)
  }
  const went = Math.abs(mx) + Math.abs(my);
  if (Math.abs(gx) + Math.abs(gy) < went) return `That is the correct direction, but ${name} goes further. `;
  return went > 1 ? `That is the correct direction, but ${name} does not get that far. ` : "";
}

// The scene and the trace's meta come as JSON text from the kernel (ui/widget.py), as
// objects from a saved page or the offline player.
const fromJson = (v) => (typeof v === "string" ? (v ? JSON.parse(v) : {}) : v || {});

// the messages of the board itself; the others are its editor's
const BOARD_INTENTS = new Set(["set_program", "run", "new_game"]);

export default { render };
