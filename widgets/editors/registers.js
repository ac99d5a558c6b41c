// The "registers" editor (RoboRally): the viewer's hand as numbered cards, each with its
// priority, and the robot's five registers. A hand card goes into a register by dragging it
// there, or from the keyboard: Enter on a hand card puts it in the chosen register (the
// first empty one unless a register was picked), and in a register the digits 1-9 put that
// hand card there; a placed card clicked (or dragged back to the hand) leaves its register.
// A click on a register chooses it (for this hand: a new turn starts with none chosen).
// Delete empties a register, Alt+arrows swap it with its neighbour. Locked registers (5 damage and more) show their card and a lock, and refuse every change. Every
// change is sent to Python as {type: "set_registers", registers: [3, 7, null, 9, 2],
// down: false} (places in the hand, from 1); Python (codyroby_lab/ui/editors.py,
// RegistersEditor) checks it and makes the game's own action on Run.
import { h, setText } from "../util.js";
import { focused } from "../focus.js";
import { GAME_WORDS } from "../player.js";
import { slotSeries } from "../trace.js";

// what a power-down does (the rulebook's power-down, in a learner's words)
const REST = "your robot rests a whole turn, without cards, and all its damage is repaired";
// what the hand says while a turn's replay is short of its end
const WAIT = "Your next hand comes at the end of the replay: watch it (Play), or press \u21e5 to go to the end.";
// an Enter this soon (ms) after the one that placed a card is the same press twice (the
// key bounced): focus went on to the next card, which the second Enter would place
// unchosen (walk 07v, fault 4); a quarter of a second later it is a new press, meant for
// that next card (walk 07p3, fault 2: at 500 ms it was refused, "Enter does not work")
const TWICE = 150;

const KIND_CLASS = { "U-Turn": "U", "Rotate Left": "L", "Rotate Right": "R", "Back Up": "B",
  "Move 1": "M1", "Move 2": "M2", "Move 3": "M3" };

// "Move 3 790" -> { kind: "Move 3", priority: "790" }
function split(label) {
  const m = /^(.*\S)\s+(\d+)$/.exec(String(label));
  return m ? { kind: m[1], priority: m[2] } : { kind: String(label), priority: "" };
}

// "Move 3 790" -> "Move 3 (priority 790)": a card as every message and screen reader says
// it, its priority said as one (as Python's Card.words): "Rotate Left 90" read as a turn of
// 90 degrees (walk 07q5, fault 1)
function words(label) {
  const { kind, priority } = split(label);
  return priority ? `${kind} (priority ${priority})` : kind;
}

function cardBody(label, number) {
  const { kind, priority } = split(label);
  return [number ? h("span", { class: "cr-card-number", "aria-hidden": "true" }, String(number)) : null,
    h("span", { class: "cr-card-kind" }, kind),
    h("span", { class: "cr-card-priority" }, priority ? `priority ${priority}` : "")];   // never read as 90 degrees
}

function cardClasses(label) {
  const k = KIND_CLASS[split(label).kind] || "X";
  return `cr-card cr-rr-card cr-rr-${k}`;
}

export function editor({ config, send, announce, editable: canEdit = true }) {
  const root = h("div", { class: "cr-cards cr-registers", "data-mode": "registers" });
  const hand = h("div", { class: "cr-palette cr-rr-hand", role: "toolbar", "aria-label": "Your hand: numbered cards" });
  const regs = h("ol", { class: "cr-rr-registers", "aria-label": "Your registers" });
  const downBox = h("input", { type: "checkbox", class: "cr-rr-down" });
  const downLabel = h("label", { class: "cr-rr-down-label" }, downBox, ` Power down next turn (${REST})`);
  // why a power-down ticked last turn did not happen (config.cancelled: the robot was
  // destroyed), by the box: said only in What happened, the tick that vanished looked
  // broken (walk 07s, fault 8)
  const downWhy = h("p", { class: "cr-rr-down-why", role: "status" });
  const hint = h("p", { class: "cr-hint" });
  root.append(h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Your hand"), hand,
    h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Registers"), regs, downLabel, downWhy, hint);
  let cfg = config || {};
  let registers = [];             // a hand place (from 1) or null, per register
  let down = false;
  let editable = canEdit;
  let running = -1;               // the register lit while its step is on show (from 1)
  let target = -1;                // the register chosen for the next hand card (from 0)
  let handAt = 0;                 // the hand card Tab reaches
  let focusAt = null;             // ["hand", k] | ["reg", k] after drawing
  let replaying = false;          // a turn's replay is short of its end: the next hand waits
  let turns = [];                 // the viewer's cards each turn of the trace played, by register
  let regAt = new Int32Array(0); // the register each step of the trace plays (0: none), by step
  let played = null;              // the cards of the turn on show (register -> label), replaying
  let unplayed = [];              // its registers a robot destroyed during it did not play
  let playedLocks = 0;            // how many registers were locked in the turn on show
  let keyed = null;               // the last card a key placed: { place, r, at } (ms)

  const size = () => (Number.isInteger(cfg.registers) ? cfg.registers : 5);
  const handCards = () => (Array.isArray(cfg.hand) ? cfg.hand.map(String) : []);
  const locked = (r) => Array.isArray(cfg.locked) && cfg.locked.includes(r + 1);
  // a replay's registers are locked as in the turn on show: the locks of the game now,
  // which that turn's damage brought, framed registers 4 and 5 before the lasers hit
  // (walk 07t, fault 14)
  const lockedShown = (r) => (played ? r >= size() - playedLocks : locked(r));
  // its priority said as one (walk 07r9, fault 9: "it keeps Move 1 610")
  const lockedCard = (r) => (Array.isArray(cfg.program) && cfg.program[r] ? words(cfg.program[r]) : "a card");
  const verbs = () => (Array.isArray(cfg.verbs) ? cfg.verbs : []);
  const poweredDown = () => verbs().includes("power");
  const mayEdit = () => editable && !replaying && verbs().includes("program");
  const used = (place) => registers.includes(place);

  function fit(list) {
    const out = [];
    for (let r = 0; r < size(); r++) out.push(locked(r) ? null : (Number.isInteger(list[r]) ? list[r] : null));
    return out;
  }

  function change(next, words) {
    registers = fit(next);
    draw();
    send({ type: "set_registers", registers: [...registers], down });
    announce(words);
  }

  function refuseLocked(r) {
    announce(`Register ${r + 1} is locked: it keeps ${lockedCard(r)}.`);
  }

  // The next hand card after place k (from 0) in no register once `next` holds its
  // registers, or -1: where focus goes after a hand card was placed.
  function nextFree(k, next) {
    const n = handCards().length;
    for (let j = 1; j < n; j++) if (!next.includes(((k + j) % n) + 1)) return (k + j) % n;
    return -1;
  }

  // Hand card `place` into register r; from the hand (`fromHand`), focus goes on to the
  // next hand card still free while a register is free, so Enter after Enter fills them.
  function put(place, r, fromHand = false) {
    if (!mayEdit()) return;
    if (locked(r)) { refuseLocked(r); return; }
    const from = registers.indexOf(place);      // a card moves, it is not copied: say so
    const next = registers.map((p) => (p === place ? null : p));
    next[r] = place;
    const more = fromHand && next.some((p, j) => p == null && !locked(j)) ? nextFree(place - 1, next) : -1;
    focusAt = more >= 0 ? ["hand", more] : ["reg", r];
    target = -1;
    const empty = stillEmpty(next);
    change(next, `${words(handCards()[place - 1])} in register ${r + 1}` +
      (from >= 0 && from !== r ? `: it left register ${from + 1}, which is empty now` : "") +
      (empty ? `. ${empty}` : ""));
  }

  // While registers stay empty, how many cards the program needs, said at once (walk 07j:
  // four cards of five were typed and nothing was said until Run), or "" when all are filled.
  function stillEmpty(next) {
    const free = next.filter((p, j) => !locked(j)).length;
    const left = next.filter((p, j) => p == null && !locked(j)).length;
    return left ? `The program needs ${free} cards: ${left === 1 ? "one register is" : `${left} registers are`} still empty.` : "";
  }

  // A card back from register r to the hand (the register is empty again), said as what
  // was done: a second click on a hand card takes it out too, and "Move 3 840 back in your
  // hand" read as nothing done (walk 07t, fault 12).
  function takeBack(r) {
    if (!mayEdit() || r < 0) return;
    if (locked(r)) { refuseLocked(r); return; }
    const next = [...registers];
    const card = words(handCards()[next[r] - 1]);
    next[r] = null;
    change(next, `${card} taken out of register ${r + 1}: it is back in your hand`);
  }

  function firstEmpty() {
    const t = target >= 0 && !locked(target) ? target : -1;
    if (t >= 0) return t;
    for (let r = 0; r < size(); r++) if (!locked(r) && registers[r] == null) return r;
    return -1;
  }

  function drawHand() {
    hand.replaceChildren();
    const cards = handCards();
    if (replaying && cards.length) {        // the next hand would come before its reasons
      // a program half made when Play replayed the last turn looked lost (walk 07t, fault 13)
      const kept = registers.filter((p) => p != null).length;
      hand.appendChild(h("span", { class: "cr-empty" }, kept ? `${WAIT} ${kept === 1 ? "The card" : `The ${kept} cards`} you put in your registers ${kept === 1 ? "stays" : "stay"} there: you find ${kept === 1 ? "it" : "them"} at the end.` : WAIT));
      return;
    }
    if (handAt >= cards.length) handAt = 0;
    cards.forEach((label, k) => {
      const place = k + 1;
      const b = h("button", { type: "button", class: cardClasses(label), "data-place": place,
        draggable: mayEdit() ? "true" : "false", tabindex: k === handAt ? 0 : -1,
        "aria-label": `Card ${place}: ${words(label)}${used(place) ? ", in a register" : ""}`,
        disabled: !mayEdit(), "aria-disabled": mayEdit() ? null : "true" }, ...cardBody(label, place));
      if (used(place)) b.classList.add("cr-used-up");
      b.addEventListener("click", (e) => {
        focusAt = ["hand", k];
        // the second click of a double-click keeps the card its first click put in (walk
        // 07zz, fault 1: a child's habit put it in and took it out, "the cards won't go in")
        if (e.detail > 1 && used(place)) return;
        if (used(place) && !(target >= 0 && !locked(target))) { takeBack(registers.indexOf(place)); return; }
        const r = firstEmpty();
        if (r < 0) { announce("Every free register holds a card: empty one first (Delete)."); return; }
        put(place, r, true);
        if (e.detail === 0 && registers[r] === place) keyed = { place, r, at: e.timeStamp };   // a key's click
      });
      b.addEventListener("dragstart", (e) => { e.dataTransfer.setData("text/plain", String(place)); e.dataTransfer.effectAllowed = "move"; });
      b.addEventListener("focus", () => { handAt = k; for (const o of hand.children) o.tabIndex = o === b ? 0 : -1; });
      hand.appendChild(b);
    });
    if (!cards.length) hand.appendChild(h("span", { class: "cr-empty" }, poweredDown() ? "Powered down: no cards this turn." : "No cards."));
  }

  function drawRegisters() {
    regs.replaceChildren();
    for (let r = 0; r < size(); r++) {
      const place = played ? null : registers[r];
      const label = played ? played[r + 1] || null : locked(r) ? lockedCard(r) : place ? handCards()[place - 1] : null;
      const li = h("li", { class: `cr-rr-register${lockedShown(r) ? " cr-locked" : ""}`, "data-register": r + 1,
        tabindex: r === 0 ? 0 : -1,
        "aria-label": `Register ${r + 1}: ${label ? words(label) : "empty"}${!played ? (locked(r) ? ", locked" : "") : unplayed.includes(r + 1) ? ", not played this turn" : ", played this turn"}`,
        "aria-disabled": locked(r) || !mayEdit() ? "true" : null },
      h("span", { class: "cr-rr-regno", "aria-hidden": "true" }, `${r + 1}`),
      label ? h("span", { class: cardClasses(label), draggable: !locked(r) && mayEdit() ? "true" : "false" },
        ...cardBody(label, locked(r) ? 0 : place))
        : h("span", { class: "cr-empty" }, "empty"),
      lockedShown(r) ? h("span", { class: "cr-rr-lock", "aria-hidden": "true" }, "locked") : null);
      if (r === running) { li.classList.add("cr-running"); li.setAttribute("aria-current", "step"); }
      if (r === target) li.classList.add("cr-rr-target");
      li.addEventListener("dragover", (e) => { if (mayEdit()) { e.preventDefault(); li.classList.add("cr-drop"); } });
      li.addEventListener("dragleave", () => li.classList.remove("cr-drop"));
      li.addEventListener("dragstart", (e) => {
        if (place == null || locked(r)) { e.preventDefault(); return; }
        e.dataTransfer.setData("text/plain", String(place));
        e.dataTransfer.effectAllowed = "move";
      });
      li.addEventListener("drop", (e) => {
        e.preventDefault();
        li.classList.remove("cr-drop");
        const p = Number(e.dataTransfer.getData("text/plain"));
        if (Number.isInteger(p) && p >= 1 && p <= handCards().length) put(p, r);
      });
      // A click on its card takes the card out (back to the hand); a click elsewhere on it
      // chooses the register: the next hand card (or digit typed) goes there.
      li.addEventListener("click", (e) => {
        if (locked(r)) { refuseLocked(r); return; }
        if (place != null && e.target instanceof Element && e.target.closest(".cr-rr-card")) {
          focusAt = ["reg", r];
          takeBack(r);
          return;
        }
        if (!mayEdit()) return;      // a turn's replay: its cards, no register to choose
        target = r;
        focusAt = ["reg", r];
        draw();
        announce(`Register ${r + 1} chosen: click a card of your hand, or type its number.`);
      });
      li.addEventListener("keydown", (e) => onKey(e, r));
      regs.appendChild(li);
    }
  }

  function onKey(e, r) {
    const all = [...regs.querySelectorAll("[data-register]")];
    if (!e.altKey && (e.key === "ArrowLeft" || e.key === "ArrowRight" || e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const j = r + (e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 1);
      if (all[j]) all[j].focus();
      return;
    }
    if (!mayEdit()) return;
    // every key that would change a locked register hears why it does not (walk 07v, fault 3:
    // 0, a letter or a number past the hand was silently ignored there)
    const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey;   // a digit, a letter, a space
    if (locked(r) && (typed || e.altKey || ["Enter", "Delete", "Backspace"].includes(e.key))) { e.preventDefault(); refuseLocked(r); return; }
    const n = handCards().length;
    if (/^[0-9]$/.test(e.key)) {
      e.preventDefault();
      const p = Number(e.key);
      if (p >= 1 && p <= n) put(p, r);
      else announce(n ? `There is no card ${p}: ${n === 1 ? "you have one card, card 1" : `your cards are numbered 1 to ${n}`}.`
        : "You have no cards this turn.");
      return;
    }
    if (e.key.length === 1 && e.key !== " " && !e.ctrlKey && !e.metaKey && !e.altKey) {   // a letter, a sign
      e.preventDefault();
      announce(`Type the number of a card of your hand (${n === 1 ? "1" : `1 to ${n}`}), or press Enter to pick one.`);
      return;
    }
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); target = r; focusAt = ["hand", handAt]; draw(); return; }
    if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      const next = [...registers];
      next[r] = null;
      focusAt = ["reg", r];
      change(next, `register ${r + 1} emptied`);
    } else if (e.altKey && (e.key === "ArrowLeft" || e.key === "ArrowRight" || e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const j = r + (e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 1);
      if (j < 0 || j >= size()) return;
      if (locked(j)) { refuseLocked(j); return; }
      const next = [...registers];
      [next[r], next[j]] = [next[j], next[r]];
      focusAt = ["reg", j];
      change(next, `registers ${r + 1} and ${j + 1} swapped`);
    }
  }

  // A card dragged from a register back onto the hand leaves its register.
  hand.addEventListener("dragover", (e) => { if (mayEdit()) { e.preventDefault(); hand.classList.add("cr-drop"); } });
  hand.addEventListener("dragleave", () => hand.classList.remove("cr-drop"));
  hand.addEventListener("drop", (e) => {
    e.preventDefault();
    hand.classList.remove("cr-drop");
    const p = Number(e.dataTransfer.getData("text/plain"));
    if (used(p)) takeBack(registers.indexOf(p));
  });

  // The hand is a toolbar (one Tab stop): arrows, Home and End move along it.
  const STEP = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  hand.addEventListener("keydown", (e) => {
    const cards = [...hand.querySelectorAll("button[data-place]")];
    const at = cards.indexOf(focused(hand));
    if (at >= 0 && keyed && (e.key === "Enter" || e.key === " ") && (e.repeat || e.timeStamp - keyed.at < TWICE)) {
      e.preventDefault();                     // the same press twice: the next card stays put
      const key = e.key === " " ? "Space" : "Enter";
      announce(`${key} pressed twice: only card ${keyed.place} went in, into register ${keyed.r + 1}. To put card ${at + 1} in too, press ${key} again.`);
      return;
    }
    if (at < 0 || !(e.key in STEP || e.key === "Home" || e.key === "End")) return;
    e.preventDefault();
    const n = cards.length;
    const next = e.key === "Home" ? 0 : e.key === "End" ? n - 1 : (at + STEP[e.key] + n) % n;
    cards[next].focus({ preventScroll: true });
  });

  downBox.addEventListener("change", () => {
    down = downBox.checked;
    send({ type: "set_registers", registers: [...registers], down });
    announce(down ? "Your robot will power down next turn" : "No power-down");
  });

  function draw() {
    registers = fit(registers);
    drawHand();
    drawRegisters();
    downBox.checked = down;
    downBox.disabled = !(editable && verbs().length);
    setText(downWhy, replaying || !cfg.cancelled ? "" : String(cfg.cancelled));
    setText(downLabel.lastChild, poweredDown() ? ` Stay powered down next turn (${REST})` : ` Power down next turn (${REST})`);
    setText(hint, !editable ? ""
      : played ? "Your registers as this turn played them: the card lit is the one playing now."
      : replaying ? ""
      : poweredDown() ? "Your robot rests this turn (it does not move or fire): press Run to play the turn, and it is back next turn (tick the box to rest one more turn)."
        : verbs().includes("program") && Array.from({ length: size() }, (_, r) => r).every(locked) ? "All your registers are locked: they keep their cards. Press Run to play the turn."
        : verbs().includes("program") ? "Drag a card into a register, or click it (Enter): it goes into the chosen (or first empty) register; click a placed card, or drag it back to your hand, to take it out. Click a register and type 1-9 to put that card there (Tab reaches register 1, the arrow keys the others); Delete empties it; Alt+arrows swap. Locked registers keep their card."
          : "You cannot program now.");
    if (focusAt) {
      const [where, k] = focusAt;
      focusAt = null;
      const el = where === "hand" ? hand.querySelector(`[data-place="${k + 1}"]`) : regs.querySelector(`[data-register="${k + 1}"]`);
      if (el) el.focus({ preventScroll: true });
    }
  }

  // A robot destroyed during a turn plays no more cards, but its registers keep them until
  // the end of the turn: each turn's registers it did not play come from its program at its
  // last card (those registers read "empty" from step 0: walk 07q, fault 2).
  function keptCards(trace) {
    const slots = Array.isArray(cfg.slots) ? cfg.slots : [];
    const codes = cfg.codes || {};
    if (!trace || !slots.length) return;
    const series = slotSeries(trace, slots);
    for (const turn of turns) {
      const at = turn.plays[turn.plays.length - 1][0];
      slots.forEach((slot, r) => {
        const label = codes[series.get(slot)?.[at]];
        if (!turn.cards[r + 1] && label) { turn.cards[r + 1] = label; turn.unplayed.push(r + 1); }
      });
    }
  }

  // How many registers each turn had locked: as the rules lock them (from 5 damage,
  // register 5 first) from the robot's damage when the turn's first card plays.
  function turnLocks(trace) {
    if (!trace || !Number.isInteger(cfg.damage)) return;
    const damage = slotSeries(trace, [cfg.damage]).get(cfg.damage);
    for (const turn of turns) turn.locks = Math.max(0, Math.min(size(), damage[turn.plays[0][0] - 1] - 4));
  }

  // The steps of each turn's register phases, from the reveal of register 1 to the last
  // step of register 5 (`from`, `to`), read from the register each step plays.
  function turnSpans(trace) {
    regAt = trace && Number.isInteger(cfg.register) ? slotSeries(trace, [cfg.register]).get(cfg.register)
      : new Int32Array(trace ? trace.steps + 1 : 0);
    for (const turn of turns) {
      let from = turn.plays[0][0], to = turn.plays[turn.plays.length - 1][0];
      while (from > 1 && regAt[from - 1] > 0) from--;
      while (to < trace.steps && regAt[to + 1] > 0) to++;
      Object.assign(turn, { from, to });
    }
  }

  draw();
  return {
    root,
    // "_" is how the text writes an empty register (walk 07q4, fault 11: "empty empty 2")
    textLabel: "Program as text (_ is an empty register)",
    // A new hand is a new turn: no register chosen in the last one stays chosen (walk
    // 07r6, fault S1: register 5, chosen before a turn played from the cell, took the next
    // turn's first card clicked, and cards 1, 2, 3 clicked in order made "2 3 _ _ 1").
    setConfig(c) {
      const dealt = handCards().join("\n");
      cfg = c || cfg;
      if (handCards().join("\n") !== dealt) target = -1;
      draw();
    },
    // What Python holds ({registers, down}); the echo of a change changes nothing.
    setContent(value) {
      const next = value && Array.isArray(value.registers) ? fit(value.registers) : fit([]);
      const nd = !!(value && value.down);
      if (next.join(",") === registers.join(",") && nd === down) return;
      registers = next;
      down = nd;
      draw();
    },
    setEditable(v) { editable = !!v; draw(); },
    // said after a typed program is taken, as after a card placed (walk 07n, fault 10)
    stillEmpty() { return stillEmpty(registers); },
    // Run while a turn replays short of its end: the next hand waits for the end, so there
    // is nothing to play yet. Said here, the replay stays where it is: sent to Python, it
    // jumped to its end under "Register 1 is empty", an error the child did not cause
    // (walk 07s, fault 7). Paused, Play is the way on, named (walk 07r6, fault M2: "watch
    // it" left a child who had paused pressing Run again): Run stays the press that plays
    // the next program, as the buttons' tips say, never a second Play.
    blocked(playing = false) {
      const on = playing ? "watch it" : "press Play to watch the rest";
      return replaying && stillEmpty(registers) ? `This turn is still on show: ${on}, or press \u21e5 (Jump to end) for your next hand, then press Run.` : "";
    },
    // Each new trace: the viewer's own cards it plays, turn by turn (a card's `slot` is its
    // register; a turn's registers come in order, so a register not after the last starts
    // the next turn), each with the step that plays it.
    setTrace(trace) {
      turns = [];
      const refs = trace ? trace.refs : [];
      for (let i = 0; trace && i < trace.steps; i++) {
        const ref = refs[trace.card[i]];
        if (!ref || ref.owner !== cfg.player || !Number.isInteger(ref.slot)) continue;
        let turn = turns[turns.length - 1];
        if (!turn || ref.slot <= turn.plays[turn.plays.length - 1][1]) { turn = { cards: {}, plays: [], unplayed: [] }; turns.push(turn); }
        turn.cards[ref.slot] = `${ref.label ?? ""}${Number.isInteger(ref.priority) ? ` ${ref.priority}` : ""}`;
        turn.plays.push([i + 1, ref.slot]);
      }
      keptCards(trace);
      turnLocks(trace);
      turnSpans(trace);
    },
    // The board shows step `pos` of a replay of `steps`: short of the end, the hand waits,
    // and the registers show the cards of the turn on show (the next turn's once this one's
    // register phases are over), the register that step plays lit, as What happened names
    // it: the one played last stayed lit through the next one's reveal (walk 07p3, fault
    // 1); none in the turn's end, nor a register a robot destroyed did not play. After the
    // last turn's register phases they show that turn's cards: Pause at register 5, or Back
    // from the end, showed five "empty" registers (walk 07n, fault 1).
    showStep(pos, steps) {
      const turn = pos < steps ? turns.find((t) => pos <= t.to) || turns.at(-1) || null : null;
      const reg = turn && pos >= turn.from && pos <= turn.to ? regAt[pos] : 0;
      const lit = reg > 0 && !turn.unplayed.includes(reg) ? reg - 1 : -1;
      const now = turn ? turn.cards : null;
      if (replaying === pos < steps && now === played && lit === running) return;
      replaying = pos < steps;
      played = now;
      unplayed = turn ? turn.unplayed : [];
      playedLocks = turn ? turn.locks || 0 : 0;
      running = lit;
      draw();
    },
    // The register of the step on show lights up when it is the viewer's own card (a turn's
    // replay lights the register played last: showStep).
    setRunning(ref) {
      if (played) return;
      const r = ref && ref.owner === cfg.player && Number.isInteger(ref.slot) ? ref.slot - 1 : -1;
      if (r === running) return;
      running = r;
      for (const li of regs.querySelectorAll("[data-register]")) {
        const on = Number(li.dataset.register) - 1 === r;
        li.classList.toggle("cr-running", on);
        if (on) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
      }
    },
  };
}

// What the board says of registers (PROGRAM_WORDS in widgets/player.js): Run plays a turn
// of the race from where the robots are now, and its replay goes by itself at four steps a
// second: a turn is some fifty steps, so about 12 seconds, each line of "What happened" in
// view for 1.5 in the log's six lines, a register's ten steps for 2.5 (walk 07q4, fault 13:
// at two a second a turn took 25 s; a turn is read, not watched card by card; at one a
// second it took 50). Speed changes it; Pause and Step stop it; ⇥ goes to its end.
// An earlier step of the replay has no hand to pick from (it waits for the end), so the
// way back to the game is said, not "pick a card" (walk 07n, fault 1), in two lines under
// the buttons: four pushed the step counter below a 650 px page (the registers say
// themselves that they show the turn's cards).
editor.words = { ...GAME_WORDS, speed: 2,
  // the title while a turn's replay is short of its end: the child's own turn playing, not
  // "A replay: press ⇥" as if to skip it (walk 07t, fault 14)
  replayTitle: "Your turn on the board: watch your cards play, step by step (\u21e5 jumps to its end and your next hand).",
  replay: "A replay of the last turn: press \u21e5 (Jump to end) to come back to the game and your next hand." };
