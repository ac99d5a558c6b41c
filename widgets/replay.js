// What showing a trace reads, without any rule: the series of every slot the scene binds
// (replayOf: computed once per trace), the desk check's header (baseColumns) and what the
// log and the table say of each step (traceView: its pieces, card, events, actor, row).
//
//   const view = traceView(runState(), () => scene, () => "card");
//   view.cardLabel(0);          // "": step 0 ran no card
//   view.columns()[0].name;     // "step"
import { displayName } from "./util.js";
import { slotSeries, vectors, turnPassedTo } from "./trace.js";
import { deskRow } from "./desk.js";
import { pieceLabel, sceneProps } from "./scene.js";

// the viewer's name, as the trace names actors ("" for the teacher's all-seeing view)
const viewerName = (scene) => (typeof scene.viewer === "string" ? displayName(scene.viewer) : "");

// The header of the desk check: trace.table()'s columns (a column of the game's named
// actor or phase replaces the step's), the card column named as the editor calls its
// cards (`word`: "chit" in Droids), when a step ran one (walk 09f, fault 8: Robin's was
// empty on every row); a column of names, or of cards, keeps them (its width fits them).
export function baseColumns(scene, flags, word) {
  const spec = scene.columns || [];
  const cols = [{ name: "step", kind: "step" }];
  if (!flags || flags.card) cols.push({ name: word, kind: "card" });
  if (flags && flags.who) cols.push({ name: "actor", kind: "actor" });
  if (flags && flags.phase) cols.push({ name: "phase", kind: "phase" });
  for (const c of spec) cols.push({ name: String(c.name), kind: String(c.kind), labels: c.labels, codes: c.codes });
  cols.push({ name: "event", kind: "event" });
  return cols;
}

// What showing a position of `trace` reads: the series of every slot the pieces and the
// layers bind (computed once), the whole vector for desk-check rows, and the columns.
export function replayOf(trace, scene, board, word) {
  const pieces = (scene.pieces || []).map((p) => {
    const bind = p.bind || {};
    return { piece: p, base: sceneProps(p), bound: Object.entries(bind) };
  });
  const slots = [...pieces.flatMap((e) => e.bound.map(([, sl]) => sl)), ...board.slots];
  const series = slotSeries(trace, slots);
  for (const e of pieces) {
    e.bound = e.bound.filter(([, sl]) => series.has(sl)).map(([k, sl]) => [k, series.get(sl)]);
    const get = (k) => (e.bound.find(([name]) => name === k) || [])[1] || null;
    e.xs = get("x");
    e.ys = get("y");
  }
  const named = new Set((scene.columns || []).map((c) => c.name));
  const who = !named.has("actor") && Array.isArray(trace.who) ? trace.who : null;
  const phase = !named.has("phase") && new Set(trace.phases.filter((p) => p)).size > 1;  // a phase that never changes says nothing
  const card = trace.card.some((c) => c >= 0);   // nor does a card column no step ran a card of
  const byId = new Map(pieces.map((e) => [e.piece, e]));
  const at = new Map(pieces.map((e) => [String(e.piece.id), { ...e.base }]));   // reused
  const value = (sl) => { const a = series.get(sl); return a ? a[current] : 0; };
  let current = 0;
  const props = (piece, i) => {
    const e = byId.get(piece);
    if (!e) return sceneProps(piece);
    const out = { ...e.base };
    for (const [k, a] of e.bound) out[k] = a[i];
    return out;
  };
  return {
    who, phase, card,
    columns: baseColumns(scene, { who, phase, card }, word),
    vector: vectors(trace),
    props,
    show(i) {
      current = i;
      for (const e of pieces) {
        const p = at.get(String(e.piece.id));
        for (const [k, a] of e.bound) p[k] = a[i];
      }
      board.placeAll(at);
      for (const e of pieces) board.trail(e.piece.id, e.xs && e.ys ? e.xs : null, e.ys, i);
      board.showLayers(value, i > 0 ? trace.events[trace.ev[i - 1]] : [], i > 0 ? trace.ev[i - 1] : -1);
    },
  };
}

// What the log and the table read of the trace on show (`run`: run.js' state) in the scene
// `sceneOf()` shows now; `cardName()`: what the editor calls its cards.
export function traceView(run, sceneOf, cardName) {
  const view = {
    get trace() { return run.trace; },
    props(piece, i) { return run.replay ? run.replay.props(piece, i) : sceneProps(piece); },
    // The words for each piece on the board at position i (a piece not drawn is not said).
    labels(i) {
      const out = [];
      for (const p of sceneOf().pieces || []) {
        const props = view.props(p, i);
        if (props.visible === 0 || props.x < 0 || props.y < 0) continue;
        out.push(run.trace || i > 0 ? pieceLabel(p, props) : String(p.label ?? p.id));
      }
      return out;
    },
    // The card step i ran, from the trace's card table (a program's card or a hand card).
    cardLabel(i) {
      if (!run.trace || i === 0) return "";
      const id = run.trace.card[i - 1];
      return id >= 0 && run.trace.cards[id] !== undefined ? String(run.trace.cards[id]) : "";
    },
    // the step after i while a guess waits for it, when it plays no card: what it is,
    // without how it ends (walk 06s, fault 2: What happened showed only "Start")
    ahead(i) {
      const kind = run.predicting && run.predicting.step === i + 1 ? view.stepKind(i + 1) : "";
      return kind && !view.cardLabel(i + 1) ? `Step ${i + 1}, to guess: ${kind}.` : "";
    },
    // step i's events, as Python's desk check has them
    stepEvents(i) { return run.trace && i > 0 ? run.trace.events[run.trace.ev[i - 1]] || [] : []; },
    // step i's events for What happened: a step with none where the turn passes says whose
    // turn it is now (the desk check keeps Python's table: tests/browser/test_desk.py)
    events(i) {
      const evs = view.stepEvents(i);
      if (i === 0 || evs.length || !run.replay || !run.replay.who) return evs;
      const me = viewerName(sceneOf());
      const next = turnPassedTo(run.trace, run.replay.who, i, me);
      return next ? [{ kind: "Turn", text: next === me ? "Now it is your turn" : `Now it is ${next}'s turn` }] : [];
    },
    // the moment of the game's fixed order of steps that step i plays, when its phase names
    // it (RoboRally's "D lasers fire", as the lesson names it); "" otherwise
    moment(i) { return run.trace && run.trace.moments && i > 0 ? String(run.trace.phases[run.trace.ev[i - 1]] ?? "") : ""; },
    // another player who acted at step i, when the trace names its actors ("" if not, or
    // if it was the viewer)
    actor(i) {
      const who = run.replay && run.replay.who && i > 0 ? String(run.replay.who[run.trace.ev[i - 1]] || "") : "";
      const { viewer } = sceneOf();
      return who === viewerName(sceneOf()) || viewer === "*" || viewer == null ? "" : who;
    },
    // The columns of trace.table() in Python: step, card, actor and phase (when the trace
    // has them), the game's desk-check columns, event.
    columns() { return run.replay ? run.replay.columns : baseColumns(sceneOf(), null, cardName()); },
    row(k) {
      const code = k > 0 ? run.trace.ev[k - 1] : -1;
      const out = [String(k)];
      if (run.replay.card) out.push(view.cardLabel(k));
      if (run.replay.who) out.push(code >= 0 ? run.replay.who[code] || "" : "");
      if (run.replay.phase) out.push(code >= 0 ? String(run.trace.phases[code] ?? "") : "");
      out.push(...deskRow(sceneOf().columns || [], run.replay.vector(k)));
      out.push(view.stepEvents(k).map((e) => e.text).join("; "));
      return out;
    },
    // What step i, which plays no card, is (the scene's `steps`, by the step's phase or, in a
    // game whose phase says too little, the kind of its events: the Duel's draws), or "".
    stepKind(i) {
      const code = run.trace && i > 0 ? run.trace.ev[i - 1] : -1;
      const keys = code >= 0 ? [String(run.trace.phases[code] ?? ""), ...view.stepEvents(i).map((e) => e.kind)] : [];
      const { steps } = sceneOf();
      const words = steps ? keys.map((k) => steps[k]).find(Boolean) || "" : "";
      const who = run.replay && run.replay.who ? String(run.replay.who[code] || "") : "";
      return words ? String(words).replaceAll("{actor}", who || "the player") : "";
    },
  };
  return view;
}
