// The board widget (anywidget): one for every game. Python sends the scene once and each
// trace as compact deltas; Step, Back, the slider and Play then run here with no kernel
// round trip. Edits go to Python as intents ({type: ...}); Python validates them.
import { h, setText, decodeTrace, slotSeries, squareName } from "./util.js";
import { drawScene, pieceLabel } from "./scene.js";
import { cardArea } from "./cards.js";
import { controlBar, eventLog, deskCheck, keepInView, haltWords, pieceCells, SPEEDS } from "./player.js";

function render({ model, el }) {
  const started = performance.now();
  const root = h("div", { class: "cr-widget" });
  // The keys the widget gives a meaning to are the widget's: JupyterLab's notebook
  // shortcuts (arrows select cells, B adds one, Delete...), which listen on the document,
  // never see them. Other keys (Tab, Escape, Shift+Enter) work as everywhere.
  root.addEventListener("keydown", (e) => { if (OWN_KEYS.test(e.key) && !e.shiftKey) e.stopPropagation(); });
  const title = h("h3", { class: "cr-title" });
  const error = h("div", { class: "cr-error", role: "alert", id: uid("error") });
  const status = h("div", { class: "cr-status", role: "status", "aria-live": "polite" });
  const boardBox = h("div", { class: "cr-board-box" });
  const ctl = controlBar(act);
  const log = eventLog();
  const desk = deskCheck();
  const deskScroll = h("div", { class: "cr-desk-scroll" }, desk.root);
  const textId = uid("text");
  const text = h("textarea", { class: "cr-program-text", id: textId, rows: 2, spellcheck: "false" });
  const useText = h("button", { type: "button", class: "cr-btn cr-use-text" }, "Use text");
  const cards = cardArea({ cards: null, announce: say,
    onStack: (stack) => send({ type: "set_stack", stack }),
    onSlot: (row, slot, card) => send({ type: "set_slot", row, slot, card }) });
  // The cards come first (the first palette card is the first Tab stop); CSS shows the
  // board on the left.
  const cardsCol = h("div", { class: "cr-cards-col" }, cards.root,
    h("label", { class: "cr-text-label", for: textId }, "Program as text"),
    h("div", { class: "cr-text-row" }, text, useText));
  const boardCol = h("div", { class: "cr-board-col" }, boardBox, ctl.bar, ctl.scrub);
  const bottom = h("div", { class: "cr-bottom" },
    h("div", { class: "cr-log-box" }, h("h4", {}, "What happened"), log.root),
    h("div", { class: "cr-desk-box" }, h("h4", {}, "Desk check"), deskScroll));
  root.append(h("div", { class: "cr-head" }, title, ctl.newGame), error,
    h("div", { class: "cr-main" }, cardsCol, boardCol), status, bottom);
  el.appendChild(root);

  const standalone = !!model.standalone;
  let board = null;          // the drawn scene
  let scene = null;
  let trace = null;          // decoded trace
  let series = null;         // slot -> Int32Array of values per position
  let pos = 0;
  let playing = false;
  let timer = 0;
  let after = null;          // what to do when the next trace arrives ("play" | "step")
  let predicting = false;
  let guess = [0, 0];
  let lastFrame = 0;
  let carry = 0;
  let resumeAt = -1;        // Play resumes past a breakpoint it stopped at
  let textShown = 0;        // when the log and the table were last drawn
  let textTimer = 0;
  let followed = "";        // the step the log and the table were last scrolled to
  let aboutTrace = false;   // the status speaks of the trace on show (it goes with it)

  function say(msg, ofTrace = false) { setText(status, String(msg)); aboutTrace = ofTrace && !!msg; }
  let inflight = [];         // the kinds of the intents sent and not yet answered, oldest first
  let lastSend = 0;
  function send(msg) {
    setText(error, "");
    inflight.push(msg.type);
    lastSend = performance.now();
    model.send(msg);
  }

  // The trace replays the program in the stack (so its card ids are the stack's cards);
  // a game's turn runs cards from a hand, not this program.
  const ownTrace = () => !!trace && trace.program !== null && trace.program === (model.get("program") || "");

  // What the log and the table need, read from the trace without any rule.
  const view = {
    get trace() { return trace; },
    props(piece, i) {
      const b = (scene.bindings || {})[piece.id] || {};
      const get = (k, dflt) => (series && b[k] !== undefined && series.has(b[k]) ? series.get(b[k])[i] : dflt);
      return { x: get("x", piece.at[0]), y: get("y", piece.at[1]),
        facing: get("facing", piece.facing | 0), crashed: !!get("crashed", piece.crashed ? 1 : 0) };
    },
    labels(i) {
      return (scene.pieces || []).map((p) => (trace || i > 0 ? pieceLabel(p, view.props(p, i)) : String(p.label ?? p.id)));
    },
    // The card step i ran, from the trace's card table (a program's card or a hand card).
    cardLabel(i) {
      if (!trace || i === 0) return "";
      const id = trace.card[i - 1];
      return id >= 0 && trace.cards[id] !== undefined ? String(trace.cards[id]) : "";
    },
    events(i) { return trace && i > 0 ? trace.events[trace.ev[i - 1]] || [] : []; },
    columns() {
      const ps = (scene && scene.pieces) || [];
      return ps.length === 1 ? ["square", "facing"] : ps.map((p) => String(p.name ?? p.id));
    },
    cells(i) {
      const ps = scene.pieces || [];
      if (ps.length === 1) return pieceCells(view.props(ps[0], i));
      return ps.map((p) => pieceCells(view.props(p, i)).join(" "));
    },
  };

  function halt() {
    const who = (scene.pieces || []).filter((p) => view.props(p, pos).crashed).map((p) => String(p.name ?? p.id));
    return haltWords(trace.halt, who);
  }

  function loadScene() {
    scene = model.get("scene") || {};
    setText(title, String(scene.title || ""));
    board = drawScene(scene);
    board.svg.addEventListener("click", onBoardClick);
    board.svg.addEventListener("keydown", onBoardKey);
    boardBox.replaceChildren(board.svg);
    cards.setCards(scene.cards || { mode: "stack", palette: [] });
    loadTrace(false);
  }

  function loadTrace(fresh) {
    trace = decodeTrace(model.get("trace_meta"), model.get("trace_bytes"));
    series = null;
    if (trace) {
      const slots = [];
      for (const b of Object.values(scene.bindings || {})) slots.push(...Object.values(b));
      series = slotSeries(trace, slots);
    }
    stop();
    endPrediction();
    board.clearMarks();                 // a prediction's ring goes with its trace
    if (aboutTrace) say("");            // and so does what the status said of it
    ctl.slider.max = trace ? trace.steps : 0;
    followed = "";
    show(0);
    if (fresh && trace && after) {
      const what = after;
      after = null;
      if (what === "play") play(); else if (what === "step") forward();
    }
  }

  function show(i) {
    pos = Math.max(0, Math.min(i, trace ? trace.steps : 0));
    const at = new Map();
    for (const p of scene.pieces || []) at.set(p.id, view.props(p, pos));
    board.placeAll(at);
    for (const p of scene.pieces || []) {
      const b = (scene.bindings || {})[p.id];
      if (series && b && series.has(b.x) && series.has(b.y)) board.trail(p.id, series.get(b.x), series.get(b.y), pos);
      else board.trail(p.id, null, null, 0);
    }
    cards.setRunning(ownTrace() && pos > 0 ? trace.card[pos - 1] : -1);
    ctl.slider.value = String(pos);
    ctl.slider.setAttribute("aria-valuetext", `step ${pos} of ${trace ? trace.steps : 0}`);
    const end = trace && pos === trace.steps && trace.halt ? `: ${halt().short}` : "";
    setText(ctl.counter, trace ? `step ${pos} of ${trace.steps}${end}` : "no run yet");
    // Playing fast, the log and the table refresh ten times a second; paused, at once.
    const now = performance.now();
    if (!playing || SPEEDS[ctl.speed.value] <= 15 || now - textShown > 100 || pos === (trace ? trace.steps : 0)) {
      showText();
    } else if (!textTimer) {
      textTimer = setTimeout(() => { textTimer = 0; showText(); }, 110);
    }
  }

  // The log and the desk check of the step on show, each scrolled (inside its own box,
  // never the page) to keep the current entry and row in view. Predict mode shows no
  // row past the step reached.
  function showText() {
    textShown = performance.now();
    const upto = ctl.predict.checked ? pos : Infinity;
    log.show(view, pos);
    desk.show(view, pos, upto);
    const key = `${pos}|${upto}|${trace ? trace.steps : -1}`;
    if (key === followed) return;
    followed = key;
    keepInView(log.root, log.current);
    keepInView(deskScroll, desk.current, desk.head.offsetHeight);
  }

  function movingPiece(i) {
    const ps = scene.pieces || [];
    for (const p of ps) {
      const a = view.props(p, i - 1), b = view.props(p, i);
      if (a.x !== b.x || a.y !== b.y || a.facing !== b.facing) return p;
    }
    return ps[0];
  }

  function forward() {
    if (!trace) { after = "step"; requestRun(); return; }
    if (pos >= trace.steps) { say("This is the end of the trace.", true); return; }
    if (ctl.predict.checked) { askPrediction(); return; }
    show(pos + 1);
  }

  function askPrediction() {
    const p = movingPiece(pos + 1);
    const now = view.props(p, pos);
    predicting = { piece: p, step: pos + 1 };
    guess = [now.x, now.y];
    board.svg.classList.add("cr-predicting");
    board.svg.setAttribute("tabindex", "0");
    board.showCursor(guess[0], guess[1]);
    board.svg.focus({ preventScroll: true });
    say(`Predict: click the square where ${String(p.name ?? p.id)} will be after step ${pos + 1} (or move with the arrow keys and press Enter).`, true);
  }

  function endPrediction() {
    predicting = false;
    if (!board) return;
    board.svg.classList.remove("cr-predicting");
    board.svg.removeAttribute("tabindex");
    board.showCursor(null);
  }

  function answer(x, y) {
    const { piece, step } = predicting;
    endPrediction();
    const then = view.props(piece, step);
    const right = then.x === x && then.y === y;
    board.clearMarks();
    board.mark(x, y, right ? "right" : "wrong");
    show(step);
    const name = String(piece.name ?? piece.id);
    say(right ? `Right! ${name} is on ${squareName(then.x, then.y)} after step ${step}.`
      : `Not quite: you chose ${squareName(x, y)}, but ${name} is on ${squareName(then.x, then.y)} after step ${step}.`, true);
    root.dataset.predicted = right ? "right" : "wrong";
  }

  function onBoardClick(e) {
    if (!predicting) return;
    const sq = board.squareAt(e);
    if (sq) answer(sq[0], sq[1]);
  }

  function onBoardKey(e) {
    if (!predicting) return;
    const d = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    if (d) {
      e.preventDefault();
      guess = [Math.max(0, Math.min(board.width - 1, guess[0] + d[0])),
        Math.max(0, Math.min(board.height - 1, guess[1] + d[1]))];
      board.showCursor(guess[0], guess[1]);
      say(`square ${squareName(guess[0], guess[1])}`, true);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      answer(guess[0], guess[1]);
    } else if (e.key === "Escape") {
      endPrediction();
      say("prediction cancelled", true);
    }
  }

  function setPlayButton() {
    setText(ctl.play, playing ? "Pause" : "Play");
    ctl.play.setAttribute("aria-pressed", playing ? "true" : "false");
  }

  function stop() {
    playing = false;
    if (textTimer) { clearTimeout(textTimer); textTimer = 0; if (board) showText(); }
    if (timer) cancelAnimationFrame(timer);
    timer = 0;
    setPlayButton();
  }

  function play() {
    if (!trace) { after = "play"; requestRun(); return; }
    if (pos >= trace.steps) show(0);
    playing = true;
    setPlayButton();
    lastFrame = performance.now();
    carry = 1;   // the first step shows at once
    resumeAt = pos;
    timer = requestAnimationFrame(frame);
  }

  function frame(now) {
    if (!playing) return;
    const speed = SPEEDS[ctl.speed.value] || 4;
    carry += ((now - lastFrame) / 1000) * speed;
    lastFrame = now;
    let n = Math.floor(carry);
    carry -= n;
    let i = pos;
    let hit = null;
    const own = ownTrace();
    while (n-- > 0 && i < trace.steps) {
      const card = trace.card[i];          // the card step i + 1 runs
      if (own && i !== resumeAt && cards.breakpoints.has(card)) { hit = card; break; }
      i += 1;
    }
    if (i !== pos) show(i);
    if (hit !== null) {
      stop();
      say(`Paused at a breakpoint: card ${hit + 1} (${trace.cards[hit] ?? ""}) runs next.`, true);
      return;
    }
    if (pos >= trace.steps) { stop(); say(halt().sentence, true); return; }
    timer = requestAnimationFrame(frame);
  }

  function requestRun() {
    if (standalone) { show(0); play(); return; }
    say("Running\u2026");
    send({ type: "run" });
  }

  function act(what) {
    if (predicting && what !== "predict") endPrediction();
    if (["step", "back", "start", "end", "seek"].includes(what)) say("");
    if (what === "run") { stop(); after = "play"; requestRun(); }
    else if (what === "step") { stop(); forward(); }
    else if (what === "back") { stop(); if (pos > 0) show(pos - 1); }
    else if (what === "play") { if (playing) { stop(); say(`Paused at step ${pos}.`, true); } else play(); }
    else if (what === "reset") { stop(); board.clearMarks(); show(0); say("Back at the start.", true); }
    else if (what === "start") { stop(); show(0); }
    else if (what === "end") { stop(); if (trace) show(trace.steps); }
    else if (what === "seek") { stop(); show(parseInt(ctl.slider.value, 10) || 0); }
    else if (what === "predict") {
      say(ctl.predict.checked ? "Predict mode: press Step, then click where the robot will be." : "Predict mode off.");
      showText();
    }
    else if (what === "new-game") { stop(); say("Starting a new game\u2026"); send({ type: "new_game" }); }
  }

  // Python answered the oldest intent: what the widget says depends on which it was.
  function answered(kind) {
    const refused = !!model.get("error");
    if (kind === "run") {
      if (refused) after = null;
      if (status.textContent === "Running\u2026") say("");
    } else if (kind === "new_game" && !refused) {
      board.clearMarks();
      cards.clearBreakpoints();
      say("New game started.");
    } else if (kind === "set_program") {
      textSent = false;
      if (refused) markText(model.get("error_at"));
      else { markText(null); textDirty = false; text.value = model.get("program") || ""; }
    }
  }

  function showError() { setText(error, model.get("error") || ""); }

  // The Program text box: what the learner typed stays until Python takes it; a refused
  // text stays too, its error marked (selected) where the parser says.
  let textDirty = false;     // the learner typed in the box since it showed the program
  let textSent = false;      // the box's text was sent and not answered yet
  let focusText = false;     // the send came from Enter or Use text: the error gets focus
  function syncProgram() {
    if (textDirty && !textSent && document.activeElement === text) return;   // being typed
    text.value = model.get("program") || "";
    textDirty = false;
    markText(null);
  }
  function sendText(focus) {
    textSent = true;
    focusText = focus;
    send({ type: "set_program", text: text.value });
  }
  function markText(at) {
    if (!at) {
      text.classList.remove("cr-bad");
      text.removeAttribute("aria-invalid");
      text.removeAttribute("aria-describedby");
      return;
    }
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
  text.addEventListener("input", () => { textDirty = true; markText(null); });
  text.addEventListener("change", () => {
    const v = text.value;
    if (textDirty && v !== (model.get("program") || "") && v !== text.dataset.refused) sendText(false);
  });
  useText.addEventListener("click", () => sendText(true));

  const handlers = {
    "change:scene": loadScene,
    "change:stack": () => {
      if (inflight.length && performance.now() - lastSend > 3000) inflight = [];   // an answer was lost
      if (!inflight.length) cards.setStack(model.get("stack"));
    },
    "change:slots": () => cards.setSlots(model.get("slots")),
    "change:program": syncProgram,
    "change:error": showError,
    "change:new_game": () => { ctl.newGame.hidden = standalone || !model.get("new_game"); },
    // Python answered an intent: show its verdict and the stack it kept (a refused edit
    // puts the browser back to what the kernel holds)
    "change:ack": () => {
      const kind = inflight.shift();
      showError();
      if (!inflight.length) cards.setStack(model.get("stack"));
      answered(kind);
    },
  };
  let pending = false;
  const onTrace = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; loadTrace(true); });
  };
  for (const [k, f] of Object.entries(handlers)) model.on(k, f);
  model.on("change:trace_meta", onTrace);
  model.on("change:trace_bytes", onTrace);

  loadScene();
  cards.setStack(model.get("stack"));
  cards.setSlots(model.get("slots"));
  cards.setEditable(!standalone);
  handlers["change:new_game"]();
  text.value = model.get("program") || "";
  if (standalone) { text.readOnly = true; useText.disabled = true; }
  setText(error, model.get("error") || "");
  root.dataset.renderMs = (performance.now() - started).toFixed(1);
  // a handle for tests and the benchmark
  root.__codyroby = { show, get position() { return pos; }, get steps() { return trace ? trace.steps : 0; } };

  return () => {
    stop();
    for (const [k, f] of Object.entries(handlers)) model.off(k, f);
    model.off("change:trace_meta", onTrace);
    model.off("change:trace_bytes", onTrace);
  };
}

const OWN_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|Enter| |Delete|Backspace|b|B)$/;

// An id unique in the page (a notebook shows many widgets, each loading this module anew).
function uid(what) { return `cr-${what}-${Math.random().toString(36).slice(2, 10)}`; }

export default { render };
