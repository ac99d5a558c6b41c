// The "chits" editor (Droids): your rack of order chits and your ten transmitters of three
// boxes along your side of the board. A transmitter commands the line (column or row) in
// front of it; box 1 is sent first. The panel stands beside the board, so every
// transmitter is drawn the same way: its name, then box 1, 2 and 3, each row labelled. What you choose is one
// action of the phase the game is in, sent to Python as {type: "choose", action: "..."}:
// drag a chit from the rack into a free box (or Enter on a chit, then Enter on a box), turn
// its arrow (Turn button or the R key): "place V2 C 1 S"; to send, choose a lit transmitter:
// "send C" (a pick up or put down also needs its square); draw with the colour counters:
// "draw violet 4 red 3"; after a hit choose the transmitter to cover. Covered transmitters
// are shown and take no chit. Python (codyroby_lab/ui/editors.py, ChitsEditor) checks every
// choice; Run plays it. During a replay the box whose chit the step sent is lit. The
// interface: widgets/README.md.
import { h, setText, displayName, squareName } from "../util.js";
import { focused, dropped } from "../focus.js";

const COLOURS = ["violet", "blue", "red", "grey"];
const GLYPH = { N: "\u2191", NE: "\u2197", E: "\u2192", SE: "\u2198", S: "\u2193", SW: "\u2199", W: "\u2190", NW: "\u2196" };
const SIDE_WORDS = { N: "north", S: "south", E: "east", W: "west" };
// What the Run button does in each phase: its name then, and its tooltip (one name, one job)
const RUN_NAMES = {
  place: ["Place obstacle", "Place obstacle: your obstacle goes on the square chosen."],
  draw: ["Draw chits", "Draw chits: the chits chosen come at random from those piles."],
  choose: ["Take chits", "Take chits: the 7 chits chosen go to your rack."],
  program: ["Place chit", "Place chit: the chit waiting in its box is laid there for good."],
  execute: ["Send order", "Send order: the first chit of the transmitter chosen is carried out."],
  cover: ["Cover", "Cover: the transmitter chosen is covered (or uncovered)."],
  // a finished game offers no Run (walk 08s, fault 9: it read "Run" after the computer won)
  over: ["The game is over", "The game is over: press New game to play another."],
};
const OUT = "None of your chits can be sent: you will be out of the game. Go on?";
const FULL = "7 chits chosen, the most you may have: \u2212 gives one back.";
const HINTS = {
  place: "Choose the square for one of your obstacles in the list \"Obstacle on\" under your transmitters, then press Place obstacle.",
  draw: "Choose how many chits of each colour to draw (7 in all), then press Draw chits: they come at random from those piles.",
  choose: "Choose any 7 chits, then press Take chits.",
  program: "Drag a chit into a box (or Enter on a chit, then on a box); R or Turn arrow turns it. Place chit (or Enter again on the box) lays it.",
  execute: "Choose a lit transmitter (one in line with the robot its chit orders: your droid, for most chits), then press Send order (or Enter again on it) to send its first chit.",
  cover: "Choose the transmitter to cover (or to take the cover off after a repair), then press Cover.",
};

export function editor({ config, send, announce, editable: canEdit = true, run = null, nameRun = () => {}, heldBack = () => "" }) {
  const root = h("div", { class: "cr-cards cr-chits", "data-mode": "chits" });
  const hint = h("p", { class: "cr-hint" });
  const rackBox = h("div", { class: "cr-chits-rack", role: "toolbar", "aria-label": "Your rack" });
  const arrowRow = h("div", { class: "cr-chits-arrow" });
  const where = h("div", { class: "cr-program-label" });
  const txBox = h("div", { class: "cr-chits-transmitters", role: "grid", "aria-label": "Your transmitters" });
  const extra = h("div", { class: "cr-chits-extra" });
  const choice = h("p", { class: "cr-chits-choice" });
  const others = h("div", { class: "cr-chits-others" });
  // the rack's name beside it, not above: with the board's top at the top of a 650 px page,
  // Run my chits and the line under it were below the fold (walk 08p, fault 7)
  root.append(hint, h("div", { class: "cr-chits-rack-row" }, h("div", { class: "cr-program-label" }, "Your rack"), rackBox),
    arrowRow, where, txBox, extra, choice, others);
  let cfg = config || {};
  let editable = canEdit;
  let action = "";          // the action chosen (canonical text from Python)
  let picked = -1;          // the rack chit selected (its place in the rack)
  const arrow = {};         // the arrow chosen for the chit being laid (by kind)
  // A new chit starts at its kind's first arrow: the arrows chosen go with the chit laid (or
  // left), never to the next one, nor past a New game.
  const freshArrows = () => { for (const k of Object.keys(arrow)) delete arrow[k]; };
  let counts = {};          // draw: chits of each colour; choose: of each kind
  let running = null;       // [transmitter, box, label] of the step on show
  let focusAt = null;       // ["rack", k] | ["box", t, b] to focus after drawing
  let cursor = [0, 0];      // the box the grid's Tab stop is on
  // why the last box or transmitter chosen was not taken, shown beside the choice until the
  // next one (walk 08i fault 13: said only under the board, out of view at 650 px)
  let note = "";
  // "I'm done placing chits" was pressed: its button goes with the programming, and the
  // focus goes to the transmitters, where the next choice is made, not to the first button
  // of the board, New game, where the next Enter offered to end the game (walk 08p, fault 15)
  let passing = false;
  // "I'm done placing chits" with none of the chits laid able to be sent puts the player out
  // of the game: the button says so beside it (Python's warning, cfg.careful) and asks first,
  // No with the focus, as New game asks (walk 08v, fault 2: one press ended the game)
  let asking = false;
  let textBad = false;      // the text box holds a text Python refused

  const phase = () => String(cfg.phase || "");
  // the button that ends the programming ("pass") and plays it at once, as Run would (a
  // lesson board's runs the chits laid): Run with nothing chosen does nothing
  const done = () => String(cfg.done || "I'm done placing chits");
  const rack = () => (Array.isArray(cfg.chits) ? cfg.chits.map(String) : []);
  const kinds = () => (cfg.kinds && typeof cfg.kinds === "object" ? cfg.kinds : {});
  const txs = () => (Array.isArray(cfg.boxes) ? cfg.boxes : []);
  const side = () => String((txs()[0] || {}).side || "N");
  const actions = () => (Array.isArray(cfg.actions) ? cfg.actions.map(String) : []);
  const myTurn = () => Array.isArray(cfg.verbs) && cfg.verbs.length > 0;
  const arrowsOf = (code) => { const k = kinds()[code]; return k && Array.isArray(k.arrows) ? k.arrows.map(String) : []; };
  const arrowOf = (code) => { const all = arrowsOf(code); return all.includes(arrow[code]) ? arrow[code] : all[0] || ""; };
  // A chit with one arrow (MA, ML...: the way is in what it does, the side picks it) shows
  // none, as the lesson's table of chits says: a child tried to turn it (walk 08k, fault 7)
  const turnable = (code) => arrowsOf(code).length > 1;
  const colourOf = (code) => { const k = kinds()[code]; return k && COLOURS.includes(k.colour) ? k.colour : "grey"; };
  const nameOf = (code) => { const k = kinds()[code]; return k ? String(k.name) : code; };
  const lineOf = (tx) => String(tx.line ?? "");
  const heldOf = (tx, b) => (Array.isArray(tx.held) && tx.held[b] ? String(tx.held[b]) : "");
  const laidAny = () => txs().some((tx) => [0, 1, 2].some((b) => heldOf(tx, b)));
  // The chit dragged into a box waits there for Run (the choice is one action, so a second
  // chit never takes its place unasked): what it is, and its words.
  const waiting = () => { const [verb, code, line, box, dir] = action.split(" "); return verb === "place" ? { code, line, box, dir } : null; };
  // (while a text refused holds Place chit back, what does: walk 08p, fault 1)
  const waitWords = (w, then = "") => {
    const at = `${w.code} waits in box ${w.box} of transmitter ${w.line}`;
    return heldBack() ? `${at}. ${heldBack()}` : `${at}: press Place chit to lay it, or Delete to take it back${then}.`;
  };
  // What Place chit says with no chit waiting in a box: it has nothing to lay, so it looks
  // like any button, and says what to do first beside it (walk 08p3, fault 7: bright green,
  // and pressed, a red error far away on the right); "" when it has something to do.
  const nothingToLay = () => {
    if (phase() !== "program" || action) return "";
    const inHand = rack()[picked];
    return inHand ? `${inHand} is in your hand: put it in a free box first, then press ${RUN_NAMES.program[0]} to lay it.`
      : `${RUN_NAMES.program[0]} has nothing to lay: no chit waits in a box. Drag one from your rack into a box first${laidAny() ? `, or press ${done()}` : ""}.`;
  };
  let dragged = null;       // the box a chit is dragged from ([t, b]), back to the rack
  const arrowWords = (code) => (turnable(code) ? ` ${arrowOf(code)} ${GLYPH[arrowOf(code)] || ""}` : "");

  function choose(text, words) {
    action = text;
    note = "";
    send({ type: "choose", action: text });
    if (words) announce(words);
    draw();
  }

  function chitFace(label) {
    const [code, dir] = label.split(" ");
    return [h("span", { class: "cr-chit-code" }, code),
      h("span", { class: "cr-chit-dir", "aria-hidden": "true" }, dir && turnable(code) ? GLYPH[dir] || dir : "")];
  }

  // --- the rack -------------------------------------------------------------------------
  function drawRack() {
    rackBox.replaceChildren();
    const all = rack();
    if (picked >= all.length) picked = -1;
    const programming = phase() === "program" && editable && myTurn();
    all.forEach((code, k) => {
      // the arrow turned is the chit in hand's: its twin keeps its kind's first arrow
      const dir = !turnable(code) ? "" : k === picked ? arrowOf(code) : arrowsOf(code)[0];
      const label = `${code}${dir ? ` ${dir}` : ""}`;
      const b = h("button", { type: "button", class: `cr-chit cr-chit-${colourOf(code)}`, "data-chit": code,
        draggable: programming ? "true" : "false", "aria-pressed": k === picked ? "true" : "false",
        "aria-label": `${code}: ${nameOf(code)}${dir ? `, arrow ${dir}` : ""}`,
        title: nameOf(code), tabindex: k === Math.max(picked, 0) ? 0 : -1, disabled: !programming }, ...chitFace(label));
      b.addEventListener("click", () => pick(k));
      b.addEventListener("dragstart", (e) => { if (picked !== k) freshArrows(); picked = k; e.dataTransfer.setData("text/plain", code); e.dataTransfer.effectAllowed = "move"; });
      rackBox.appendChild(b);
    });
    // "now": beside the board's "Red's rack at this step: MA, ML" of a replay (walk 08i fault 12)
    if (!all.length) rackBox.appendChild(h("span", { class: "cr-empty" }, "Your rack is empty now."));
  }

  function pick(k) {
    if (picked !== k) freshArrows();
    picked = picked === k ? -1 : k;
    focusAt = ["rack", k];
    const code = rack()[k];
    draw();
    announce(picked < 0 ? "No chit selected."
      : `${code} (${nameOf(code)}) selected: now choose a free box of a transmitter (Enter), R turns its arrow.`);
  }

  function turn(code, refocus) {
    focusAt = refocus || null;      // the key's target is drawn again: it keeps the focus
    const all = arrowsOf(code);
    if (!turnable(code)) { focusAt = null; announce(`${code} has no arrow to turn.`); return; }
    const w = waiting();
    const now = w && w.code === code && all.includes(w.dir) ? w.dir : arrowOf(code);
    arrow[code] = all[(all.indexOf(now) + 1) % all.length];
    const [verb, c, line, box] = action.split(" ");
    if (verb === "place" && c === code) choose(`place ${code} ${line} ${box} ${arrow[code]}`);
    else draw();
    announce(`${code} now points ${arrow[code]}.`);
  }

  function drawArrow() {
    arrowRow.replaceChildren();
    arrowRow.classList.toggle("cr-programming", phase() === "program" && myTurn() && editable);
    const code = rack()[picked];
    if (phase() !== "program" || code === undefined) return;
    const b = h("button", { type: "button", class: "cr-btn cr-turn", disabled: !editable || !turnable(code),
      "aria-label": `Turn the arrow of ${code} (now ${turnable(code) ? arrowOf(code) : "none"})` }, `Turn arrow:${arrowWords(code) || " none"}`);
    b.addEventListener("click", () => turn(code, ["turn"]));
    arrowRow.append(h("span", {}, `${code}: ${nameOf(code)}. `), b);
  }

  // --- the transmitters -------------------------------------------------------------------
  // One transmitter per column (north and south sides) or per row (east and west): its
  // name first, then box 1 (sent first), box 2 and box 3, the boxes' names in the first
  // column (or row), so "box 1" is where the eye starts.
  function drawTransmitters() {
    txBox.replaceChildren();
    const all = txs();
    const s = side();
    const across = s === "N" || s === "S";
    setText(where, all.length ? `Your transmitters (${SIDE_WORDS[s] || ""} side of the board, one for each ${across ? "column" : "row"}; box 1 is sent first)` : "");
    txBox.dataset.side = s;
    const lit = new Set(actions().filter((a) => /^(send|cover|uncover) /.test(a)).map((a) => a.split(" ")[1]));
    const [verb, code0, line0, box0, dir0] = action.split(" ");
    const names = h("div", { class: "cr-tx-names", "aria-hidden": "true" },
      h("div", { class: "cr-tx-line" }), ...[1, 2, 3].map((b) => h("div", { class: "cr-box-name" }, `box ${b}`)));
    const cells = all.length ? [names] : [];
    all.forEach((tx, t) => {
      const line = lineOf(tx);
      const lineName = h("div", { class: "cr-tx-line", "data-line": line }, tx.covered ? `${line} \u2716` : line);
      const boxes = [0, 1, 2].map((b) => {
        const held = heldOf(tx, b);
        const placing = verb === "place" && line0 === line && Number(box0) === b + 1;
        const sending = (verb === "send" || verb === "cover" || verb === "uncover") && line0 === line;
        const run = running && running[0] === t && running[1] === b;
        const shown = held || (placing ? `${code0}${dir0 ? ` ${dir0}` : ""}` : run ? running[2] : "");
        const cell = h("button", { type: "button", role: "gridcell", class: "cr-box", "data-line": line, "data-box": b + 1,
          tabindex: cursor[0] === t && cursor[1] === b ? 0 : -1, disabled: !editable,
          "aria-label": `transmitter ${line}, box ${b + 1}${b === 0 ? " (sent first)" : ""}: ${held || "empty"}` +
            `${tx.covered ? ", covered" : ""}${lit.has(line) && b === 0 ? ", can be chosen" : ""}` },
        ...(shown ? chitFace(shown) : []));
        if (shown) cell.classList.add(`cr-chit-${colourOf(shown.split(" ")[0])}`);
        const first = [0, 1, 2].find((k) => heldOf(tx, k)) ?? 0;           // sent next
        if (placing || (sending && b === first)) cell.classList.add("cr-chosen");
        if (placing && !held) cell.classList.add("cr-ghost");
        if (run) { cell.classList.add("cr-running"); cell.setAttribute("aria-current", "step"); }
        cell.addEventListener("click", () => onBox(t, b));
        cell.addEventListener("keydown", (e) => onKey(e, t, b));
        cell.addEventListener("focus", () => { cursor = [t, b]; });
        // a chit dropped on a full or covered box is taken too, so onBox says why it stays out
        cell.addEventListener("dragover", (e) => { if (!dragged && phase() === "program") e.preventDefault(); });
        cell.addEventListener("drop", (e) => { e.preventDefault(); if (!dragged) onBox(t, b); });
        if (phase() === "program" && editable && (held || placing)) {
          cell.draggable = true;
          cell.addEventListener("dragstart", (e) => { dragged = [t, b]; e.dataTransfer.setData("text/plain", shown); e.dataTransfer.effectAllowed = "move"; });
          cell.addEventListener("dragend", () => { dragged = null; });
        }
        return cell;
      });
      const col = h("div", { class: "cr-tx", role: "row", "data-line": line, "aria-label": `transmitter ${line}${tx.covered ? " (covered)" : ""}` });
      if (tx.covered) col.classList.add("cr-covered");
      if (lit.has(line)) {
        col.classList.add("cr-lit");
        // its lit letter chooses it too (the boxes are the keyboard's way: one Tab stop)
        lineName.addEventListener("click", () => onBox(t, 0));
      }
      col.append(lineName, ...boxes);
      cells.push(col);
    });
    txBox.append(...cells);
  }

  // A box chosen here or on the board (`stay`: the focus stays where it is); true when
  // the choice was taken.
  function onBox(t, b, stay = false) {
    if (!editable) return false;
    const tx = txs()[t];
    const line = lineOf(tx);
    cursor = [t, b];
    focusAt = stay ? null : ["box", t, b];
    const p = phase();
    if (!myTurn()) { announce("Wait: it is not your turn."); return false; }
    if (p === "program") {
      if (tx.covered) { announce(`Transmitter ${line} is covered: it takes no chit until it is repaired.`); draw(); return false; }
      if (heldOf(tx, b)) { announce(`Box ${b + 1} of transmitter ${line} already holds a chit.`); draw(); return false; }
      const code = rack()[picked];
      const w = waiting();
      // with a chit waiting, what to do with it (walk 08r6, fault 4: its box clicked said
      // "Select a chit of your rack first", where Delete takes it back)
      if (code === undefined) { announce(w ? waitWords(w) : "Select a chit of your rack first."); draw(); return false; }
      if (w && w.code !== code) { announce(waitWords(w)); draw(); return false; }
      const dir = arrowOf(code);
      // a chit waiting that moves to another box says so: another of its kind picked from
      // the rack moves it, and box 1 emptied without a word (walk 08p, fault 2)
      const from = w && (w.line !== line || Number(w.box) !== b + 1) ? ` (from box ${w.box} of transmitter ${w.line})` : "";
      choose(`place ${code} ${line} ${b + 1}${dir ? ` ${dir}` : ""}`,
        `${code} goes in box ${b + 1} of transmitter ${line}${from}: press Place chit (or Enter again on the box) to lay it.`);
      return true;
    }
    if (p === "execute" || p === "cover") {
      const mine = actions().filter((a) => a.split(" ")[1] === line);
      if (!mine.length) {
        const lit = [...new Set(actions().map((a) => a.split(" ")[1]))];
        note = p === "cover" ? `Transmitter ${line} cannot be chosen now.`
          : `Transmitter ${line} is not lit: none of its chits can be sent from where the robots stand now.` +
            (lit.length ? ` Choose a lit one: ${lit.join(" or ")}.` : "");
        announce(note);
        draw();
        return false;
      }
      const press = (RUN_NAMES[p] || ["Run"])[0];
      // Enter again on it sends, as it lays a chit while programming (onKey)
      choose(mine[0], mine.length > 1 ? `Transmitter ${line}: now choose the square below, then press ${press}.`
        : `Transmitter ${line} chosen: press ${press}, or Enter again on it.`);
      return true;
    }
    draw();
    return false;
  }

  // The board's own box of transmitter LINE, box B ("C 1"): its index and box, or null.
  function boxOf(key) {
    const [line, box] = String(key).split(" ");
    const t = txs().findIndex((tx) => lineOf(tx) === line);
    const b = Number(box) - 1;
    return t >= 0 && b >= 0 && b < 3 ? [t, b] : null;
  }

  function onKey(e, t, b) {
    const s = side();
    const n = txs().length;
    // arrow keys move as the grid is drawn: along the side between transmitters, across it
    // from box 1 to box 3
    const across = s === "N" || s === "S";
    const along = across ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];
    const boxKeys = across ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    let next = null;
    if (e.key === along[0]) next = [t - 1, b];
    else if (e.key === along[1]) next = [t + 1, b];
    else if (e.key === boxKeys[0]) next = [t, b - 1];
    else if (e.key === boxKeys[1]) next = [t, b + 1];
    // Enter again on the box where the chit waits lays it, as Place chit does: that button
    // was some 13 Tabs away (walk 08z, fault 5)
    const w = waiting();
    if (e.key === "Enter" && run && w && w.line === lineOf(txs()[t]) && Number(w.box) === b + 1) { e.preventDefault(); run(); return; }
    // and Enter again on the transmitter chosen to send (or cover) plays it, as Send order
    // does, the same key in both phases: Send order was 11 Shift+Tabs away (walk 08q4,
    // fault 1). Not when a square is still to choose: its list says which.
    const mine = actions().filter((a) => a.split(" ")[1] === lineOf(txs()[t]));
    if (e.key === "Enter" && run && ["execute", "cover"].includes(phase()) && mine.length === 1 && action === mine[0]) { e.preventDefault(); run(); return; }
    if (!next) return;
    e.preventDefault();
    if (next[0] < 0 || next[0] >= n || next[1] < 0 || next[1] > 2) return;
    cursor = next;
    focusBox(next[0], next[1]);
  }

  function focusBox(t, b) {
    const line = lineOf(txs()[t] || {});
    for (const c of txBox.querySelectorAll(".cr-box")) {
      const me = c.dataset.line === line && c.dataset.box === String(b + 1);
      c.tabIndex = me ? 0 : -1;
      if (me) c.focus({ preventScroll: true });
    }
  }

  // --- the other phases: draw, choose (Robot Killer), squares ----------------------------
  // A button at its counter's end is aria-disabled, not disabled: it keeps the focus, and
  // one press too many says why nothing changes. A disabled one lost the focus to "One
  // violet less", so a child's second Enter on + took a chit away (walk 08p, fault 3).
  function counter(label, key, value, max, set, full) {
    const button = (kind, face, to, end, why) => {
      const b = h("button", { type: "button", class: "cr-btn", [`data-${kind}`]: key, "aria-disabled": String(end),
        "aria-label": `One ${label} ${kind}` }, face);
      b.addEventListener("click", () => {
        if (end) { announce(why); return; }
        focusAt = [kind, key];
        set(to);
      });
      return b;
    };
    const less = button("less", "\u2212", value - 1, value <= 0, `No ${key} chosen yet: + chooses one.`);
    const more = button("more", "+", value + 1, value >= max,
      full ? FULL : `No more ${key} chits left in the pile.`);
    return h("div", { class: "cr-chits-count" }, h("span", { class: "cr-chits-label" }, label), less,
      h("span", { class: "cr-chits-value" }, String(value)), more);
  }

  // the kinds counted in a draw (colours) or a choice (the chits offered)
  const counted = () => (phase() === "draw" ? COLOURS : Array.isArray(cfg.offer) ? cfg.offer.map(String) : []);
  const chosen = (keys) => keys.reduce((n, k) => n + (counts[k] || 0), 0);

  function tally(keys, words, verb) {
    const total = chosen(keys);
    if (total === 7) choose(`${verb} ${words()}`, `${verb === "draw" ? "Draw" : "Choose"} ${words()}: press ${RUN_NAMES[verb][0]}.`);
    else { action = ""; send({ type: "choose", action: "" }); draw(); announce(`${total} of 7 chits chosen.`); }
  }

  // why every + is grey once 7 are chosen (walk 08e)
  const full = () => h("p", { class: "cr-chits-full" }, FULL);

  function drawExtra() {
    extra.replaceChildren();
    const p = phase();
    if (!myTurn() || !editable) return;
    if (p === "draw") {
      const piles = cfg.piles && typeof cfg.piles === "object" ? cfg.piles : {};
      const total = chosen(COLOURS);
      for (const c of COLOURS) {
        const v = counts[c] || 0;
        extra.appendChild(counter(`${c} (${Number(piles[c] ?? 0)} left)`, c, v, Math.min(Number(piles[c] ?? 0), v + 7 - total), (n) => {
          counts = { ...counts, [c]: n };
          tally(COLOURS, () => COLOURS.filter((k) => counts[k] > 0).map((k) => `${k} ${counts[k]}`).join(" "), "draw");
        }, total === 7));
      }
      if (total === 7) extra.appendChild(full());
    } else if (p === "choose") {
      const offer = Array.isArray(cfg.offer) ? cfg.offer.map(String) : [];
      const total = chosen(offer);
      for (const code of offer) {
        const v = counts[code] || 0;
        extra.appendChild(counter(`${code} (${nameOf(code)})`, code, v, v + 7 - total, (n) => {
          counts = { ...counts, [code]: n };
          tally(offer, () => offer.flatMap((k) => Array(counts[k] || 0).fill(k)).join(" "), "choose");
        }, true));
      }
      if (total === 7) extra.appendChild(full());
    } else if (p === "program") {
      if (!cfg.careful) asking = false;               // a chit laid since: nothing to ask
      // Tab reaches it after Place chit, the board's Run (data-tab-own: focus.js)
      const b = h("button", { type: "button", class: "cr-btn cr-chits-done", "data-done": "", "data-tab-own": "",
        "aria-pressed": action === "pass" ? "true" : "false" }, done());
      b.addEventListener("click", () => {
        focusAt = ["done"];
        // a chit waiting in its box, or in hand, is not dropped unsaid: a click, or Enter
        // on it, can come before Place chit (walk 08k, fault 3); said under this button too: the board's line under its slider can be out of view
        // while a child is at the transmitters (walk 08m, faults 1 and 6)
        const w = waiting();
        if (w) { note = waitWords(w, `, then press ${done()}`); announce(note); draw(); return; }
        const inHand = rack()[picked];
        if (inHand) { note = `${inHand} is in your hand: put it in a box and press Place chit to lay it, or press Delete (or Esc) to let it go, then press ${done()}.`; announce(note); draw(); return; }
        // the question is asked once, beside its buttons: the line under the board says
        // only what they do (it said the question a second time)
        if (String(cfg.careful || "")) { asking = true; focusAt = ["no"]; announce("Yes ends your placing; No lets you go on placing chits."); draw(); return; }
        pass();
      });
      const yes = h("button", { type: "button", class: "cr-btn cr-chits-out-yes", "data-tab-own": "" }, "Yes, I'm done");
      const no = h("button", { type: "button", class: "cr-btn cr-chits-out-no", "data-tab-own": "" }, "No, keep placing");
      yes.addEventListener("click", () => { asking = false; pass(); });
      no.addEventListener("click", () => { asking = false; focusAt = ["done"]; announce("Your placing goes on."); draw(); });
      if (asking) extra.appendChild(h("p", { class: "cr-chits-ask", role: "group", "aria-label": OUT }, `${OUT} `, yes, no));
      else extra.appendChild(b);
      if (cfg.careful && !asking) extra.appendChild(h("p", { class: "cr-chits-careful" }, String(cfg.careful)));
    } else if (p === "execute" || p === "place") {
      const line = action.split(" ")[1];
      const squares = p === "place" ? actions() : actions().filter((a) => a.split(" ")[1] === line && a.split(" ").length > 2);
      if (!squares.length) return;
      const sel = h("select", { class: "cr-square-pick", "aria-label": p === "place" ? "Square for your obstacle" : "Square to pick up from or put down on" });
      sel.appendChild(h("option", { value: "" }, "choose a square"));
      for (const a of squares) {
        const opt = h("option", { value: a }, a.split(" ").slice(-1)[0]);
        if (a === action) opt.selected = true;
        sel.appendChild(opt);
      }
      sel.addEventListener("change", () => { if (sel.value) choose(sel.value, `${sel.value}: press ${RUN_NAMES[p][0]}.`); });
      extra.append(h("label", { class: "cr-chits-label" }, p === "place" ? "Obstacle on " : "Square: ", sel));
    }
  }

  // The chits face up on the others' transmitters (read only): what they will send.
  function drawOthers() {
    others.replaceChildren();
    for (const o of Array.isArray(cfg.others) ? cfg.others : []) {
      const who = o.owner === "killer" ? "The killer's program" : `${displayName(String(o.owner))}'s transmitters`;
      const lines = Object.entries(o.lines || {}).map(([line, held]) =>
        `${line}: ${(Array.isArray(held) ? held : []).map((c) => { const [code, dir] = String(c).split(" "); return dir ? `${code}${GLYPH[dir] || dir}` : code; }).join(" ")}`);
      const side = { N: "north", E: "east", S: "south", W: "west" }[o.side] || "";
      others.appendChild(h("p", { class: "cr-chits-other" }, h("b", {}, `${who}${side ? ` (${side} side)` : ""}: `), lines.join(" \u00b7 ")));
    }
  }

  // the end of the placing, asked for: the chits laid go to the game, which plays it at once;
  // a text refused in the box goes, never holding it back (walk 08r6, fault 3: "fix it and
  // press Use text, or empty it, then press Place chit", a button not pressed)
  function pass() {
    choose("pass", `${done()}.`);
    passing = true;
    if (run) run(true);                              // the button does what it says
  }

  function draw() {
    // the colour counters of a draw (or a choice) stand under the hint that asks for them,
    // above the transmitters: below them they were off a 650 px screen, and a child pressed
    // Draw chits with none chosen (walk 08i fault 10)
    const first = ["draw", "choose"].includes(phase());
    if (first && extra.previousElementSibling !== hint) hint.after(extra);
    else if (!first && extra.previousElementSibling !== txBox) txBox.after(extra);
    drawRack();
    drawOthers();
    drawArrow();
    drawTransmitters();
    drawExtra();
    setText(hint, !editable ? ""
      : cfg.player == null ? "You are watching: the players' racks are hidden."
        : phase() === "over" ? "The game is over." : !myTurn() ? "Wait: it is not your turn."
          : phase() === "program" ? `${HINTS.program} When you have placed enough, press ${done()}.` : HINTS[phase()] || "");
    // Run is named for what it does in this phase, on the viewer's turn; a board that lost
    // Python (no longer editable) keeps the name it had: it was renamed "Run" (walk 08v,
    // fault 16), and pressed it says again how to get a board that answers
    const named = editable && (myTurn() || phase() === "over") && RUN_NAMES[phase()];
    if (editable || !canEdit) nameRun(...(named ? [...named, nothingToLay()] : []));
    showChoice();
    if (focusAt) {
      const at = focusAt;
      focusAt = null;
      const el = at[0] === "rack" ? rackBox.children[at[1]] : at[0] === "turn" ? arrowRow.querySelector("button")
        : at[0] === "done" ? extra.querySelector(".cr-chits-done") : at[0] === "no" ? extra.querySelector(".cr-chits-out-no")
        : at[0] === "less" || at[0] === "more" ? [...extra.querySelectorAll(`[data-${at[0]}]`)].find((b) => b.dataset[at[0]] === at[1]) : null;
      const to = el && el.disabled ? extra.querySelector("button:not([disabled])") : el;   // a counter at its end
      if (to && to.focus) to.focus({ preventScroll: true });
      else if (at[0] === "box") focusBox(at[1], at[2]);
    }
  }

  // What Run plays now, in the words the status line used for the chit in hand, and a chit
  // in the text box's form ("V2 A 1 S": walk 08z, fault 2, "place V2 A 1 S" was a form of
  // its own); nothing while the text box holds a text refused, whose words say what is
  // wrong (walk 08z, fault 2: the choice before stayed above them, as if still to play).
  function showChoice() {
    const inHand = picked >= 0 ? rack()[picked] : "";
    setText(choice, textBad ? "" : note || (action === "pass" ? `To play: ${done()}`
      : action ? `To play: ${action.replace(/^place /, "")}`
        : !(phase() === "program" && myTurn() && editable) || asking ? ""
          : inHand ? `${inHand} selected: now choose a free box for it.`
            // with none laid, the end of the laying is no choice to offer: Run my chits has
            // nothing to run, and the game's droid would not move (walk 08t, faults 4 and 12)
            : `Nothing chosen: drag a chit into a box${laidAny() ? `, or press ${done()}` : ""}.`));
  }

  // Take back the chit in box B of transmitter T (or the one waiting): a waiting chit goes
  // back to the rack, let go of, as Esc does (walk 08p3, fault 1: "back in your rack", it
  // stayed in hand, and Run said so); a placed one is part of the game, and stays.
  function takeBack(at) {
    const w = waiting();
    const tx = at ? txs()[at[0]] : null;
    const held = tx ? heldOf(tx, at[1]) : "";
    if (held) {
      announce(`${held.split(" ")[0]} is placed in box ${at[1] + 1} of transmitter ${lineOf(tx)}: a placed chit is part of the game and stays. To start again, press New game.`);
    } else if (w && (!tx || (lineOf(tx) === w.line && at[1] + 1 === Number(w.box)))) {
      focusAt = at ? ["box", ...at] : null;
      picked = -1;
      freshArrows();
      choose("", `${w.code} is back in your rack.`);
    } else announce("Nothing waits here: Delete takes back a chit put in a box before Run.");
  }

  // Let go of the chit in hand: it stays in the rack, unchosen.
  function letGo() { picked = -1; note = ""; freshArrows(); draw(); announce("No chit selected."); }

  // R turns the chit in hand (or the one waiting) wherever the focus is in the panel; Delete,
  // Backspace and Esc take back the chit waiting in a box, or let go of the chit in hand (the
  // lesson says Delete puts the chosen chit back: walk 08p, fault 4, only Esc did).
  root.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !editable || phase() !== "program" || !myTurn()) return;
    const el = e.target;
    if (el.matches("input, select, textarea")) return;
    const at = el.classList.contains("cr-box") ? [...cursor] : null;
    if (e.key === "r" || e.key === "R") {
      e.preventDefault();
      const k = el.dataset.chit ? [...rackBox.children].indexOf(el) : picked;
      if (k !== picked && k >= 0) { freshArrows(); picked = k; }
      const code = k >= 0 ? rack()[k] : (waiting() || {}).code;
      if (!code) { announce("Select a chit of your rack first: R turns its arrow."); return; }
      turn(code, k >= 0 && el.dataset.chit ? ["rack", k] : at ? ["box", ...at] : el.classList.contains("cr-turn") ? ["turn"] : null);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      const held = at && heldOf(txs()[at[0]], at[1]);
      if (!waiting() && !held && picked >= 0) letGo();
      else takeBack(at);
    } else if (e.key === "Escape" && (waiting() || picked >= 0)) {
      // Esc lets go: of the chit waiting in its box first, else of the chit in hand
      e.preventDefault();
      if (waiting()) takeBack(null);
      else letGo();
    }
  });
  // a chit dragged from its box back to the rack
  rackBox.addEventListener("dragover", (e) => { if (dragged) e.preventDefault(); });
  rackBox.addEventListener("drop", (e) => { if (!dragged) return; e.preventDefault(); const from = dragged; dragged = null; takeBack(from); });

  // Arrow keys move along the rack (a toolbar: one Tab stop).
  rackBox.addEventListener("keydown", (e) => {
    const all = [...rackBox.querySelectorAll("button[data-chit]")];
    const j = all.indexOf(focused(rackBox));
    if (j < 0) return;
    const k = { ArrowRight: j + 1, ArrowDown: j + 1, ArrowLeft: j - 1, ArrowUp: j - 1, Home: 0, End: all.length - 1 }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    for (const b of all) b.tabIndex = -1;
    const to = all[(k + all.length) % all.length];
    to.tabIndex = 0;
    to.focus({ preventScroll: true });
  });

  draw();
  return {
    root,
    textLabel: "Your move as text",
    // A lesson's board that runs the chits laid (config `stepwise`: ChitsBoard) waits at
    // step 0 of the orders sent: the learner follows them with Step (where the droid stands
    // picks the next order, the lesson's program counter). A game's board plays its move to
    // the end: at step 0 it showed the position before the move under words about the one
    // after it (walk 08k, fault 6).
    get stepwise() { return cfg.stepwise === true; },
    // Step, Play or ⇥ before any order is sent: what to press first (walk 08p, fault 3)
    noRun() {
      const w = waiting();
      if (w) return waitWords(w, `, then press ${done()}: Step then follows your chits one order at a time`);
      return `No orders sent yet: ${laidAny() ? "" : "lay your chits, then "}press ${done()}; Step then follows them one order at a time.`;
    },
    // Why Run would play nothing now, when the board knows better than Python: a tally short
    // of 7 is never sent, so Python's refusal could not say "6, not 7" (walk 08n, fault 3),
    // nor, with none chosen, where the + buttons are (walk 08z, fault 7).
    blocked() {
      const p = phase();
      if (action || !myTurn()) return "";
      // Send order (or Cover, Place obstacle) with nothing chosen sent nothing and said
      // nothing (walk 08p, fault 3): what to choose first, in the hint's words
      if (["execute", "cover", "place"].includes(p)) return `Nothing chosen yet. ${HINTS[p]}`;
      if (!["draw", "choose"].includes(p)) return "";
      const total = chosen(counted());
      const each = p === "draw" ? "colour" : "chit";
      return total === 0 ? `No chits chosen yet: press + beside each ${each} you want, at the top of the panel on the right, until 7 are chosen, then press ${RUN_NAMES[p][0]}.`
        : total < 7 ? `You chose ${total} chit${total === 1 ? "" : "s"}, not 7: choose ${7 - total} more, then press ${RUN_NAMES[p][0]}.` : "";
    },
    // the button whose run a stepwise board replays (Run my chits), as words name it
    get runsBy() { return cfg.stepwise === true ? done() : ""; },
    cardWord: "chit",
    setConfig(c) {
      const before = [phase(), rack().join(" ")];
      cfg = c || {};
      if (phase() !== before[0]) { counts = {}; note = ""; asking = false; }
      if (passing && phase() !== "program") {
        passing = false;
        // (only if the focus is still on the board: a move typed in a cell keeps its cell's)
        const lit = txs().findIndex((tx) => actions().some((a) => /^send /.test(a) && a.split(" ")[1] === lineOf(tx)));
        if (root.contains(focused(root)) || dropped(root)) focusAt = ["box", Math.max(lit, 0), 0];
      }
      if (phase() !== before[0] || rack().join(" ") !== before[1]) {   // a chit left the rack
        picked = -1;
        freshArrows();
      }
      draw();
    },
    // What Python holds: the action chosen (an echo of a choice changes nothing).
    setContent(text) {
      const next = typeof text === "string" ? text : "";
      if (next === action) return;
      action = next;
      // a draw typed in the text box shows on the − / + counters too, as it is drawn
      // (walk 08q, fault 8: they stayed at 0): Python's text is "draw violet 4 red 3"
      if (phase() === "draw") {
        const w = action.split(" ").slice(1);
        counts = Object.fromEntries(w.flatMap((c, k) => (k % 2 ? [] : [[c, Number(w[k + 1])]])));
      }
      draw();
    },
    setEditable(v) { editable = !!v; draw(); },
    textRefused(on) { if (textBad !== !!on) { textBad = !!on; showChoice(); } },
    // The board's boxes ("C 1": transmitter C, box 1) work as the ones here: a click, Enter
    // or a chit dropped there lays the chit in hand (or chooses the transmitter to send).
    target(key) { const at = boxOf(key); return at ? onBox(at[0], at[1], true) : false; },
    canTake(key) {
      const at = boxOf(key);
      return !!at && editable && phase() === "program" && !txs()[at[0]].covered && !heldOf(txs()[at[0]], at[1]);
    },
    // A square of the board clicked while obstacles are placed is the obstacle's square, as
    // a child first tries (walk 08s, fault 8: only the list "Obstacle on" did it, out of
    // view under the transmitters; it stays, for the keys).
    pickSquare(x, y) {
      if (!(editable && myTurn() && phase() === "place")) return;
      const at = squareName(x, y);
      if (actions().includes(`obstacle ${at}`)) choose(`obstacle ${at}`, `Obstacle on ${at}: press ${RUN_NAMES.place[0]}.`);
      else announce(`An obstacle cannot go on ${at}: choose a free square.`);
    },
    // A new game: no chit picked, every arrow back to its kind's first.
    forget() { picked = -1; asking = false; freshArrows(); draw(); },
    // Every step of a replay names its card: a sent order lights its box when it was one of
    // this viewer's transmitters (slot = transmitter * 3 + box).
    setTrace() {},
    setRunning(ref) {
      const k = ref && ref.owner === cfg.player && Number.isInteger(ref.slot)
        ? [Math.floor(ref.slot / 3), ref.slot % 3, String(ref.label || "")] : null;
      if (JSON.stringify(k) === JSON.stringify(running)) return;
      running = k;
      drawTransmitters();
    },
  };
}

// What the board says of chits (PROGRAM_WORDS in widgets/player.js): nothing is laid before
// a first run, so the log does not ask for a Run that would be refused.
editor.words = {
  idle: "No run yet: each step of a run is told here.",
  // a move, not a program, and chits, not cards (walk 08i fault 18)
  refused: "The text is not a move yet, so nothing changed on your transmitters",
  // and what makes it: "now hold" read as laid, and Place chit was never pressed (walk 08r8,
  // fault 3); a draw is no chit laid (walk 08r9, fault 4)
  taken: "The move from the text is ready: press the button under the board to make it.",
  // Use text on an empty box takes nothing and changes nothing (walk 08z, fault 1: it said
  // the chits held the move from the text)
  empty: "The text box is empty, so nothing changed: write your move in it, such as V2 A S (the chit, its transmitter, its arrow), then press Use text.",
  // a move that sends no order (a chit laid, chits drawn) shows its end at once
  // (walk 08i fault 3: "the panel" named nothing a child could find, and nothing had moved)
  // nothing "sent" on a practice board, where Run my chits runs them (walk 08r8, fault 3)
  laid: "Done: your chit is laid, and nothing moves yet. Your next choice is on the right, with your rack and transmitters.",
  predictLater: "Predict asks where your droid goes when orders are sent: nothing moves before.",
  // Back before anything: no button named, since it is named for the phase (walk 08s,
  // fault 10: "once you press Run" on a board whose button read Run my chits)
  back: "No orders sent yet: Back goes back through them once some are sent.",
  // chits, not cards, on the Step button too (walk 08t, fault 9)
  step: "Step: go on one step, one order at a time.",
};
