// The "stack" editor (CodyRoby and its games): a palette of cards and a program of nested
// REPEAT/IF blocks in card-stack form (games/codyroby/program.py), worked by drag and drop
// (an insertion marker shows where a card goes) and by keys; breakpoints follow their card
// through edits. Every edit is sent to Python as {type: "set_stack", stack}; Python
// (codyroby_lab/ui/editors.py, StackEditor) validates it and sends back the stack it kept.
// The editor interface is in widgets/README.md.
import { h, setText, scroller } from "../util.js";
import { controlKey, focused } from "../focus.js";
import { cardFace, cardWord, cardClass, toolbarKeys } from "../cards.js";
import { keepInView } from "../player.js";
import { NUMBER_WORDS } from "../words.js";

// What REPEAT WHILE/IF may sense and REPEAT UNTIL may reach come in the config (sensors,
// targets).
const BLOCK_KEYS = ["body", "then", "else"];
// How many letters a REPEAT's number box takes: 10 digits, or the longest number word
const LONGEST = Math.max(10, ...Object.keys(NUMBER_WORDS).map((w) => w.length));
// How an IF gets its ELSE part by keys: its ELSE box ticked, then Enter again on the IF
// chooses that part for new cards.
const TICK_ELSE = "Tab to the IF's ELSE box and press Space to tick it";
const BACK_TO_IF = "Shift and Tab twice go back to the IF";

// A number box's words as NUMBER_WORDS keys them: lower case, a hyphen between words read
// as a space ("Twenty-two" is "twenty two"); digits as they are ("-3" stays below one).
const numberWords = (text) => {
  const typed = text.trim().toLowerCase();
  return /[0-9]/.test(typed) ? typed : typed.replace(/-/g, " ").split(/\s+/).join(" ");
};

// The cards a block card holds, in order (none for a plain card).
const held = (node) => BLOCK_KEYS.flatMap((k) => (Array.isArray(node[k]) ? node[k] : []));

function newCard(card) {
  if (card === "REPEAT") return { card: "REPEAT", times: 2, body: [] };
  if (card === "IF") return { card: "IF", if: "ahead", then: [] };
  return { card };
}

function clone(x) { return JSON.parse(JSON.stringify(x)); }

// A dragged card near the top or bottom edge of the program box (within EDGE pixels)
// scrolls it by up to STEP pixels a dragover, faster nearer the edge, as drag and drop does
// elsewhere: a drop box out of sight comes into reach (walk 03r, fault 3).
const EDGE = 36, STEP = 18;
// the room round a card's head that is still its row (its border and padding)
const ROW_EDGE = 5;
function scrollNearEdge(box, y) {
  const r = box.getBoundingClientRect();
  const up = y - r.top, down = r.bottom - y;
  const near = Math.min(up, down);
  if (near >= EDGE) return;
  const by = Math.ceil(STEP * (1 - Math.max(0, near) / EDGE));
  box.scrollTop += up < down ? -by : by;
}

// A deep copy of a stack and the map from each node to its copy, so what belongs to a card
// (a breakpoint, the place new cards go) follows the card through an edit.
function copyStack(list, twins = new Map()) {
  const out = list.map((node) => {
    const c = {};
    for (const [k, v] of Object.entries(node)) {
      c[k] = BLOCK_KEYS.includes(k) && Array.isArray(v) ? copyStack(v, twins)[0] : v;
    }
    twins.set(node, c);
    return c;
  });
  return [out, twins];
}

// The pre-order numbering of the stack (Program.nodes order): the card ids of a trace.
function number(stack) {
  const ids = new Map();
  let n = 0;
  const walk = (list) => {
    for (const node of list) {
      ids.set(node, n++);
      for (const k of BLOCK_KEYS) if (Array.isArray(node[k])) walk(node[k]);
    }
  };
  walk(stack);
  return ids;
}

// For each card a program plays, in order (step i plays the i-th), its id and which time
// round each REPEAT around it is on: [[the REPEAT's id, time, times], ...] (walk 02f, fault 2:
// nothing showed "time 2 of 4"). Only a program of cards and counted REPEATs, each holding
// cards, plays the same cards whatever Roby sees; any other gives null. Past `most` cards
// the list stops: what it holds is still right.
function rounds(stack, ids, most = 5000) {
  const out = [];
  const walk = (list, around) => list.every((node) => {
    if (node.card !== "REPEAT") {
      if (BLOCK_KEYS.some((k) => Array.isArray(node[k]))) return false;
      if (out.length < most) out.push({ id: ids.get(node), around });
      return true;
    }
    if (!Number.isInteger(node.times) || !(node.body || []).length) return false;
    for (let k = 1; k <= node.times && out.length < most; k++) {
      if (!walk(node.body, [...around, [ids.get(node), k, node.times]])) return false;
    }
    return true;
  });
  return walk(stack, []) ? out : null;
}

// How many times a REPEAT runs its cards: "1 time", "4 times" (walk 02v, fault 3: "1 times").
function timesWords(n) { return `${n} time${n === 1 ? "" : "s"}`; }

// A card's name with its article, as said: "an F", "an IF", "a REPEAT".
function aCard(name) { return `${/^([AEFHILMNORSX]|[AEIOU].+)$/.test(name) ? "an" : "a"} ${name}`; }

// A block card as its face reads: "REPEAT 4", "REPEAT WHILE ahead", "IF ahead".
function blockWords(n) {
  if (n.card === "IF") return `IF ${n.if}`;
  return "times" in n ? `REPEAT ${n.times}` : "while" in n ? `REPEAT WHILE ${n.while}` : `REPEAT UNTIL ${n.until}`;
}

// The last card of `node` as a program reads: its own last card, deepest first, or itself.
function lastIn(node) {
  const inside = node && held(node);
  return inside && inside.length ? lastIn(inside[inside.length - 1]) : node;
}

function contains(node, list) {
  for (const k of BLOCK_KEYS) {
    const sub = node[k];
    if (!Array.isArray(sub)) continue;
    if (sub === list) return true;
    for (const child of sub) if (contains(child, list)) return true;
  }
  return false;
}

export function editor({ config, send, announce, editable: canEdit = true }) {
  const root = h("div", { class: "cr-cards", "data-mode": "stack" });
  let cards = config || { palette: [] };
  let stack = [];
  let editable = canEdit;
  let whyNot = "";                // why the program cannot change now ("": no Python at all)
  let dragging = null;
  let selected = null;            // the stack node new cards go after (or into)
  let into = null;                // the block of `selected` they go into ("else": its ELSE)
  let front = false;              // ... as its first card (where a first card taken out was)
  let focusNode = null;           // the node to focus after a re-render
  let focusCard = null;           // the palette card to focus after a re-render
  let paletteAt = null;           // the palette card Tab reaches (arrow keys move it)
  let programAt = 0;              // the program card Tab reaches
  let running = -1;
  let litStep = 0;                // the step whose card is lit (0: none), for the REPEATs' rounds
  let played = null;              // rounds(stack): the cards the program plays, in order
  let roundEls = new Map();       // a counted REPEAT's id -> where its round is said
  const breakpoints = new Set();  // ids of the cards with one (they follow their card)
  let undo = null;                // [stack, breakpoints] before the last edit (Python may refuse it)
  const past = [];                // [stack, breakpoints, where, card] before each edit, newest last (Ctrl+Z)
  // the card the last edit took out (Delete, or dragged out): the words under the program
  // say how to put it back (walk 03q5, fault 2: a second Delete took the card that had the
  // focus next, a whole REPEAT, and nothing near the board said Ctrl+Z)
  let takenOut = "";
  let byId = new Map();
  let cardEls = new Map();        // id -> the card's element (the running card lights up)
  let marked = null;              // the element showing where a dragged card will drop

  const palette = h("div", { class: "cr-palette", role: "toolbar", "aria-label": "Cards to add" });
  const program = h("ol", { class: "cr-stack", "aria-label": "Program" });
  // one short line under the program; the rest of the keys folded away under it (walk 01h,
  // fault 13: a wall of small print under every program was not read)
  const hint = h("p", { class: "cr-hint" });
  const keysWords = h("ul", {});
  const keys = h("details", { class: "cr-keys" }, h("summary", {}, "More buttons and keys"), keysWords);
  // what a long program's box hides, said on its edges (walk 01s, fault 5; walk 02s, fault
  // 8: a last card cut off, and nothing said there were more)
  const moreAbove = h("div", { class: "cr-more cr-more-above", "aria-hidden": "true", hidden: true });
  const moreBelow = h("div", { class: "cr-more cr-more-below", "aria-hidden": "true", hidden: true });
  root.append(palette, h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Program"),
    h("div", { class: "cr-stack-box" }, program, moreAbove, moreBelow), hint, keys);

  // Where new cards go, kept with each edit Ctrl+Z takes back (walk 03k, fault 7: after
  // Ctrl+Z the next card went after a REPEAT chosen to take it inside): the chosen card's
  // place and kind, and the block it takes them into.
  const whereNow = () => (selected ? [number(stack).get(selected), selected.card, into] : null);
  function goBackTo(where) {
    const [at, card, block] = where || [];
    selected = [...number(stack)].find(([n, id]) => id === at && n.card === card)?.[0] || null;
    into = selected ? block : null;
    front = false;
  }

  // Show the edited stack and send it to Python; `twins` (old node -> its copy in `next`)
  // moves each breakpoint to its card's new place.
  // `acted`: the card the edit moved, changed or took out, which Ctrl+Z focuses again;
  // `where`: where new cards went before the edit, for Ctrl+Z (an edit that chose a new
  // place, a REPEAT just added, gives the one from before it).
  // `out`: the card the edit took out, whose way back the words under the program say.
  function commit(next, twins, acted = null, where = whereNow(), out = "") {
    const ids = number(next);
    const kept = [];
    for (const [node, id] of number(stack)) {
      const twin = twins.get(node);
      if (breakpoints.has(id) && ids.has(twin)) kept.push(ids.get(twin));
    }
    undo = [JSON.stringify(stack), new Set(breakpoints)];
    past.push([clone(stack), new Set(breakpoints), where, acted && number(stack).get(acted)]);
    if (past.length > 100) past.shift();
    breakpoints.clear();
    for (const id of kept) breakpoints.add(id);
    if (selected) selected = twins.get(selected) || (ids.has(selected) ? selected : null);
    if (!selected) into = null;
    stack = next;
    takenOut = out;
    draw();
    send({ type: "set_stack", stack: clone(stack) });
  }

  // Add a palette card where new cards go: after the chosen card, or at the end of the
  // chosen block, else at the end; the next card follows it, or goes inside it when it is a
  // REPEAT or an IF: its empty box is what a child fills next (walk 02q, fault 2; walk 03p,
  // fault 8: F and R clicked after a new REPEAT went after it). Focus stays on the palette.
  function insert(node) {
    // (walk 03v, fault 3: a REPEAT added into an ELSE, then Ctrl+Z, and the next card went
    // to the end: the place kept for Ctrl+Z was the new REPEAT's, gone with it)
    const where = whereNow();
    const [next, twins] = copyStack(stack);
    const target = selected && twins.get(selected);
    const path = target && locate(next, target);
    const t = path && follow(next, path);
    const key = t && into && Array.isArray(t.node[into]) ? into : null;
    const first = front && (key || !t);       // first in that block, or in the program
    if (key) t.node[key].splice(first ? 0 : t.node[key].length, 0, node);
    else if (t) t.list.splice(t.index + 1, 0, node);
    else next.splice(first ? 0 : next.length, 0, node);
    front = false;
    const box = BLOCK_KEYS.find((k) => Array.isArray(node[k]));
    if (box) [selected, into] = [node, box];
    else if (first) [selected, into] = [node, null];     // the next card follows it
    else if (t && !key) selected = node;
    focusCard = node.card;
    commit(next, twins, null, where);
    // the new card shows in the program's box, where it went (walk 01i, fault 4: it went in
    // below the box's fold, unseen), with the rest of the block holding it when that fits
    // (walk 03r6, fault 5: L put into an IF left its ELSE box under the box's edge, unseen)
    const el = program.querySelector(`[data-node="${number(stack).get(node)}"]`);
    const block = [...program.querySelectorAll("li.cr-block")].filter((b) => b !== el && b.contains(el)).pop();
    showCard(block && block.offsetHeight <= program.clientHeight ? block : el);
    const n = number(stack).size;
    announce(`${node.card} card added${placeWords(node)}: the program has ${n} card${n === 1 ? "" : "s"}${overBudget() ? `, more than the ${cards.budget} this challenge allows` : ""}`);
  }

  // Where in a block a card now is, in words (" inside REPEAT 4, after F"); "" at the top of
  // the program (walk 02s, fault 3: "L card added" said nothing of where L went).
  function placeWords(node) {
    const t = follow(stack, locate(stack, node) || []);
    if (!t || !t.parent) return "";
    const part = t.parent.else === t.list ? `the ELSE part of ${blockWords(t.parent)}` : blockWords(t.parent);
    const before = t.list[t.index - 1];
    return ` inside ${part}, ${before ? `after ${before.card}` : "as its first card"}`;
  }

  // New cards go where the card taken out was: after the card before it, or first in its
  // block or the program (walk 02s, fault 3: after a Delete inside a REPEAT, the next card
  // went after the REPEAT; walk 01t, fault 3: a first card taken out sent the next to the
  // program's end); `t` is where the card was, after it went.
  function takeItsPlace(t) {
    const before = t.list[t.index - 1];
    front = !before;
    if (before) [selected, into] = [before, null];
    else if (t.parent) [selected, into] = [t.parent, BLOCK_KEYS.find((k) => t.parent[k] === t.list)];
    else [selected, into] = [null, null];
  }

  // Ctrl+Z takes back the last edit, and the one before at the next press (walk 03i, fault
  // 8: a card deleted by mistake could not come back); the focus goes to the card the edit
  // moved, changed or took out, back at its place (walk 02q4, fault 5: it stayed at the
  // moved card's new place, on another card, and the next Alt+arrow moved that one), else
  // it stays on the card at the same place in the program, or on the cards above.
  function takeBack() {
    const now = JSON.stringify(stack);
    while (past.length && JSON.stringify(past[past.length - 1][0]) === now) past.pop();
    if (!past.length) { announce("There is no change to take back."); return; }
    const f = focused(program);
    const card = f && program.contains(f) ? f.closest("[data-node]") : null;
    const [before, marks, where, acted] = past.pop();
    stack = before;
    breakpoints.clear();
    for (const id of marks) breakpoints.add(id);
    undo = null;
    takenOut = "";
    goBackTo(where);
    const ids = [...number(stack).keys()];
    // (a card it took out comes back with the focus, from the cards above too: walk 03r6,
    // fault 9, the program's last card deleted, Ctrl+Z left the focus on "Add F card")
    if (card || acted != null) focusNode = ids[Math.min(acted ?? Number(card.dataset.node), ids.length - 1)] || null;
    if (card && !focusNode) focusCard = paletteAt;
    draw();
    send({ type: "set_stack", stack: clone(stack) });
    announce("The last change is taken back.");
  }

  // Ctrl+Z (Cmd+Z on a Mac): take back the last change. Whether `e` was that key.
  function takeBackKey(e) {
    if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || (e.key !== "z" && e.key !== "Z")) return false;
    e.preventDefault();
    takeBack();
    return true;
  }

  // Where a node sits: a list of [key, index] steps from the top of the stack.
  function locate(list, node, key = null, acc = []) {
    for (let i = 0; i < list.length; i++) {
      const here = [...acc, [key, i]];
      if (list[i] === node) return here;
      for (const k of BLOCK_KEYS) {
        if (Array.isArray(list[i][k])) {
          const found = locate(list[i][k], node, k, here);
          if (found) return found;
        }
      }
    }
    return null;
  }

  function follow(top, path) {
    let list = top, node = null, index = -1, parent = null;
    for (let p = 0; p < path.length; p++) {
      const [key, i] = path[p];
      if (p > 0) { parent = node; list = node[key]; }
      index = i; node = list[i];
    }
    return node ? { list, index, node, parent } : null;
  }

  // Removing a card: a block card goes alone and the cards it held stay in its place, so
  // one key never wipes out a child's work.
  function removeCard(t) {
    t.list.splice(t.index, 1, ...held(t.node));
  }

  function removed(node) {
    const n = held(node).length;
    if (!n) return `${node.card} card removed`;
    const inside = n === 1 ? "the card inside it stays" : `the ${n} cards inside it stay`;
    return `${node.card} card removed: ${inside} in the program`;
  }

  function edit(node, change, out = false) {
    const path = locate(stack, node);
    if (!path) return;              // a card from a stack that is no longer shown
    const [next, twins] = copyStack(stack);
    const t = follow(next, path);
    change(t, next);
    commit(next, twins, node, whereNow(), out ? node.card : "");
  }

  // ArrowUp or ArrowDown in the program: the card before or after `card` takes the focus;
  // Home or End: the first or the last card (walk 02p, fault 8: End did nothing)
  function stepFocus(card, key) {
    const all = [...program.querySelectorAll(".cr-card[data-node]")];
    const j = key === "Home" ? 0 : key === "End" ? all.length - 1
      : all.indexOf(card) + (key === "ArrowUp" ? -1 : 1);
    if (j >= 0 && j < all.length) all[j].focus();
  }

  function keyOnCard(e, node) {
    // a key pressed on a card inside a block reaches the block's card too: only the card
    // pressed answers (else ArrowDown past a REPEAT's last card went back into it)
    if (e.target !== e.currentTarget) return;
    const alt = e.altKey;
    if (e.key === "b" || e.key === "B") {
      e.preventDefault();
      toggleBreak(byId.get(node));
      return;
    }
    if (!alt && ["ArrowUp", "ArrowDown", "Home", "End"].includes(e.key)) {
      e.preventDefault();
      stepFocus(e.currentTarget, e.key);
      return;
    }
    if (!editable) return;
    if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      // the card that takes its place (else the one before it, else its block) keeps
      // the focus, so Delete, the arrows and Alt+arrows go on working; none left: the palette
      edit(node, (t) => {
        removeCard(t);
        takeItsPlace(t);
        // the last card of a list gone, the card just before it as it reads takes the focus:
        // the last one inside a REPEAT just above, never the REPEAT (walk 02v, fault 5: a
        // child pressing Delete to clear the program's end took the REPEAT out next)
        focusNode = t.index < t.list.length ? t.list[t.index] : lastIn(t.list[t.index - 1]) || t.parent;
        if (!focusNode) focusCard = paletteAt || (cards.palette || [])[0];
      }, true);
      // the focus leaving the emptied program for the cards is said, not silent (walk 01f)
      announce(stack.length ? removed(node) : `${removed(node)}: the program is empty, you are back on the cards to add`);
    } else if (alt && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const d = e.key === "ArrowUp" ? -1 : 1;
      let moved = null, end = null;
      edit(node, (t) => {
        const j = t.index + d;
        if (j < 0 || j >= t.list.length) { end = t.parent; return; }
        const [n] = t.list.splice(t.index, 1);
        t.list.splice(j, 0, n);
        focusNode = moved = n;
      });
      // the status names the card's new place (an older line may name its old one); a card
      // already at the end it goes to stays, and says so (walk 02v, fault 4: Alt+↑ on the
      // first card said "moved: it is now card 1" at each press)
      const first = d < 0 ? "first" : "last";
      if (moved) announce(`${moved.card} card moved: it is now card ${byId.get(moved) + 1}`);
      else announce(`Nothing moved: this ${node.card} card is already the ${first} card${end ? ` inside ${blockWords(end)}` : ""}.`);
    } else if (alt && e.key === "ArrowLeft") {
      e.preventDefault();
      // what moved, and where, is said (walk 03i, fault 6: the line under the board still
      // told of the card added before)
      let said = null;
      edit(node, (t, next) => {
        const path = locate(stack, node);
        if (!path || path.length < 2) return;
        const up = follow(next, path.slice(0, -1));
        const [n] = t.list.splice(t.index, 1);
        up.list.splice(up.index + 1, 0, n);
        focusNode = n;
        said = `${n.card} card moved out of the ${up.node.card}: it is now card ${number(next).get(n) + 1}`;
      });
      if (said) announce(said);
    } else if (alt && e.key === "ArrowRight") {
      e.preventDefault();
      let said = null, inside = null;
      edit(node, (t, next) => {
        const prev = t.list[t.index - 1];
        const key = prev && BLOCK_KEYS.filter((k) => Array.isArray(prev[k])).pop();
        inside = t.parent;
        if (!key) return;
        const [n] = t.list.splice(t.index, 1);
        prev[key].push(n);
        focusNode = n;
        said = `${n.card} card moved into the ${prev.card} just above it: it is now card ${number(next).get(n) + 1}`;
      });
      // a key that does nothing says why (walk 02p, fault 8: silent on a card already inside),
      // naming only the blue cards the board offers (walk 02v, fault 2: IF before lesson 3);
      // a card already inside one hears so, and the key out (walk 02r6, fault 6: "there is
      // none just above this R card", a REPEAT plainly round it)
      const blue = ["REPEAT", "IF"].filter((c) => (cards.palette || []).includes(c)).join(" or ");
      announce(said || (inside
        ? `Nothing moved: this ${node.card} card is already inside the ${blockWords(inside)}. To take it out, press Alt and \u2190.`
        : blue
        ? `Nothing moved: Alt and \u2192 put a card into ${aCard(blue)} just above it, and there is none just above this ${node.card} card.`
        : "Nothing moved: no card on this board holds other cards."));
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      choose(node);
      draw();
      const again = program.querySelector(`[data-node="${byId.get(node)}"]`);
      if (again) again.focus({ preventScroll: true });
      // an IF with no ELSE part says how to make one: Enter next goes to the end
      const noElse = into === "then" && !Array.isArray(node.else) ? `. It has no ELSE part yet: ${TICK_ELSE}; ${BACK_TO_IF}` : "";
      // and what Enter does next (walk 03q4, fault 1: Enter again went on to the ELSE unsaid)
      const next = into ? `. Press Enter again to put them ${nextPlace(node, into)}.` : "";
      announce(!selected ? "new cards go at the end" : into === "else"
        ? `new cards go into the ELSE part of this ${node.card} card${next}`
        : `new cards go ${into ? "into" : "after"} this ${node.card} card${noElse}${next}`);
    }
  }

  // Enter on a card (or a click) picks where new cards go, one place after another: into
  // each of its blocks in turn (an IF's, then its ELSE), then after the card; then the end
  // (walk 03q4, faults 1 and 2: after a REPEAT's cards, the next press went to the end, and
  // "after the REPEAT" in the middle of a program was no place to pick).
  function choose(node) {
    const i = selected === node ? places(node).indexOf(into) + 1 : 0;
    if (i >= places(node).length) [selected, into] = [null, null];
    else [selected, into] = [node, places(node)[i]];
    front = false;
  }

  // The places a card offers new cards, in the order a press picks them: its blocks, then
  // after it (null).
  const places = (node) => [...BLOCK_KEYS.filter((k) => Array.isArray(node[k])), null];

  // Where new cards go at the next press on the card chosen (they go into its block
  // `block`), in words: "after it", "into its ELSE part", "at the end".
  function nextPlace(node, block) {
    const next = places(node)[places(node).indexOf(block) + 1];
    return next === undefined ? "at the end" : next === null ? "after it" : "into its ELSE part";
  }

  function toggleBreak(id) {
    if (breakpoints.has(id)) breakpoints.delete(id); else breakpoints.add(id);
    draw();
    const again = program.querySelector(`[data-node="${id}"]`);
    if (again) again.focus({ preventScroll: true });
    announce(breakpoints.has(id) ? `stop mark put on card ${id + 1}: Play stops there` : `stop mark taken off card ${id + 1}`);
  }

  // Drop the dragged card at `index` of the block `key` of `owner` (owner null: the top).
  function dropInto(owner, key, index) {
    if (!dragging || !editable) return;
    const [next, twins] = copyStack(stack);
    const where = owner ? locate(stack, owner) : [];
    if (!where) { dragging = null; return; }
    const dest = owner ? follow(next, where).node[key] : next;
    let node, acted = null;
    if (dragging.kind === "new") {
      node = newCard(dragging.card);
    } else if (dragging.kind === "move") {
      if (owner && (dragging.node === owner || contains(dragging.node, owner[key]))) {
        announce("a block cannot go inside itself");
        dragging = null;
        return;
      }
      const path = locate(stack, dragging.node);
      const from = path && follow(next, path);
      if (!from) { dragging = null; return; }
      node = from.node;
      acted = dragging.node;
      if (from.list === dest && from.index < index) index -= 1;
      from.list.splice(from.index, 1);
    } else {
      return;
    }
    dest.splice(Math.min(index, dest.length), 0, node);
    dragging = null;
    focusNode = node;
    commit(next, twins, acted);
    announce(`${node.card} card placed`);
  }

  // Where a card dropped at height `y` of the list `ol` goes: before the first card whose
  // head's middle is below `y` (that card is returned, to mark), else at the end.
  function dropAt(ol, list, y) {
    for (const li of ol.children) {
      if (!li.__node) continue;
      const r = li.getBoundingClientRect();
      if (y < r.top + Math.min(r.height, 36) / 2) return { index: list.indexOf(li.__node), before: li };
    }
    return { index: list.length, before: null };
  }

  // The insertion marker: a line above the card a drop goes before, or at the list's end.
  function mark(ol, before) {
    const el = before || ol;
    const cls = before ? "cr-insert-before" : "cr-insert-end";
    if (marked && marked[0] === el && marked[1] === cls) return;
    if (marked) marked[0].classList.remove(marked[1]);
    el.classList.add(cls);
    marked = [el, cls];
  }

  function unmark() {
    if (marked) marked[0].classList.remove(marked[1]);
    marked = null;
    for (const ol of root.querySelectorAll(".cr-drop")) ol.classList.remove("cr-drop");
  }

  function dropZone(ol, owner, key) {
    ol.addEventListener("dragover", (e) => {
      if (!dragging || !editable) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = dragging.kind === "new" ? "copy" : "move";
      ol.classList.add("cr-drop");
      mark(ol, dropAt(ol, owner ? owner[key] : stack, e.clientY).before);
    });
    ol.addEventListener("dragleave", (e) => {
      if (!ol.contains(e.relatedTarget)) { ol.classList.remove("cr-drop"); if (marked && ol.contains(marked[0])) unmark(); }
    });
    ol.addEventListener("drop", (e) => {
      unmark();
      if (!dragging) return;
      e.preventDefault();
      e.stopPropagation();
      dropInto(owner, key, dropAt(ol, owner ? owner[key] : stack, e.clientY).index);
    });
  }

  // Change a block card by one of its boxes, and say what the card is now (walk 03i, fault
  // 6: a drop-down changed the program and the line under the board still told of the card
  // added before); `change` may return more to say (what went with the change).
  function reshape(node, change) {
    let said = null;
    edit(node, (t, next) => {
      const more = change(t);
      const n = t.node;
      const now = n.card === "IF" ? `${blockWords(n)}${Array.isArray(n.else) ? " with an ELSE part" : ""}`
        : "times" in n ? `REPEAT ${timesWords(n.times)}` : blockWords(n);
      said = `Card ${number(next).get(n) + 1} changed: it is now ${now}.${more ? ` ${more}` : ""}`;
    });
    if (said) announce(said);
  }

  const sensors = () => (Array.isArray(cards.sensors) ? cards.sensors.map(String) : []);
  const targets = () => (Array.isArray(cards.targets) ? cards.targets.map(String) : []);

  function blockControls(node) {
    const box = h("span", { class: "cr-block-controls" });
    if (node.card === "REPEAT") {
      const kind = "times" in node ? "times" : "while" in node ? "while" : "until";
      // WHILE and UNTIL only where the board offers sensors or targets (a REPEAT only counts)
      const kinds = ["times", ...(sensors().length || kind === "while" ? ["while"] : []),
        ...(targets().length || kind === "until" ? ["until"] : [])];
      const sel = h("select", { "aria-label": "REPEAT kind" },
        ...kinds.map((k) => h("option", { value: k, selected: k === kind },
          k === "times" ? "n times" : k.toUpperCase())));
      sel.addEventListener("change", () => reshape(node, (t) => {
        delete t.node.times; delete t.node.while; delete t.node.until;
        if (sel.value === "times") t.node.times = 2;
        else if (sel.value === "while") t.node.while = "ahead";
        else t.node.until = targets()[0] || "red";
      }));
      if (kinds.length > 1) box.appendChild(sel);
      if (kind === "times") {
        // a text box for a number, with no arrows of its own to click: a child who grabbed
        // the card by its box changed the number (walk 02v, fault 3: 2 became 1); the mouse
        // wheel over it never changes the number either (walk 02g, fault 7). At most 10
        // digits (program.py's MAX_TIMES), or a number word: "four" is 4, as the lessons'
        // checks read it (walk 02f, fault 4: "two" was told it was an empty box; walk 02p3,
        // fault 2: "four" was refused where a child did not look, and 3 stayed).
        const n = h("input", { type: "text", inputmode: "numeric", maxlength: LONGEST,
          value: node.times, "aria-label": "times", class: "cr-times" });
        // Up and Down change the number by one (as the help says), and the status line
        // says so (walk 02f, fault 5; walk 02, fault 4: a change unseen); from
        // the cards, the arrows go on from card to card.
        // what the box did or refused is said beside it too (walk 02g, fault 8: the status
        // line was below the screen), and every change says the number now (walk 03g, fault
        // 15: an old refusal stayed after a number was taken)
        const note = h("span", { class: "cr-times-note" });
        const tell = (words) => { setText(note, words); announce(words); };
        const typedNumber = () => {
          const typed = numberWords(n.value);
          const v = /^[0-9]{1,10}$/.test(typed) ? Number(typed) : NUMBER_WORDS[typed];
          return v >= 1 ? v : null;
        };
        const take = (v) => {
          if (v !== node.times) edit(node, (t) => { t.node.times = v; });
          n.value = v;
          announce(`This REPEAT now runs its cards ${timesWords(v)}.`);
        };
        n.addEventListener("keydown", (e) => {
          if (e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
          e.preventDefault();
          // from the number typed in the box, if it is one (walk 02g, fault 6: typed 3, then
          // Up gave 2, one more than the old number)
          const v = (typedNumber() ?? node.times) + (e.key === "ArrowUp" ? 1 : -1);
          if (v < 1 || v > 999) return;
          take(v);
        });
        // a number a REPEAT cannot take (0, -3, 2.5, nothing, a word that is no number) is
        // not sent: the box goes back to the REPEAT's number and says so, and the focus
        // stays in the box (walk 02e, fault 7: Python's refusal redrew the box and 2.5
        // became 2 unsaid)
        n.addEventListener("change", () => {
          const v = typedNumber();
          if (v !== null) { take(v); return; }
          const typed = n.value.trim();
          n.value = node.times;
          const said = typed === "" ? "The number box was empty"
            : /^[\p{L} -]+$/u.test(typed) && !(numberWords(typed) in NUMBER_WORDS) ? `${typed} is not a number`
              : `${typed} cannot be a REPEAT's number`;
          tell(`${said}: use a whole number, 1 or more, such as 2 or two. This REPEAT still runs its cards ${timesWords(node.times)}.`);
        });
        // reached by the keyboard, the box selects its number, so what is typed replaces it
        // (walk 02z, fault 2: Tab left the caret before the 5, and Backspace then 4 made 45);
        // a click puts the caret where it clicks
        let clicked = false;
        n.addEventListener("pointerdown", () => { clicked = true; });
        n.addEventListener("focus", () => { if (!clicked) n.select(); clicked = false; });
        const round = h("span", { class: "cr-round" });
        roundEls.set(byId.get(node), round);
        box.append(n, round, note);
      } else {
        const opts = kind === "while" ? sensors() : targets();
        const v = h("select", { "aria-label": kind === "while" ? "sensor" : "target" },
          ...opts.map((o) => h("option", { value: o, selected: o === node[kind] }, o)));
        v.addEventListener("change", () => reshape(node, (t) => { t.node[kind] = v.value; }));
        box.appendChild(v);
      }
    } else if (node.card === "IF") {
      const v = h("select", { "aria-label": "sensor" },
        ...sensors().map((o) => h("option", { value: o, selected: o === node.if }, o)));
      v.addEventListener("change", () => reshape(node, (t) => { t.node.if = v.value; }));
      const hasElse = Array.isArray(node.else);
      const cb = h("input", { type: "checkbox", checked: hasElse, "aria-label": "ELSE block" });
      // an ELSE part unticked takes its cards with it: said, with the way back (a child saw
      // them vanish with no word)
      cb.addEventListener("change", () => reshape(node, (t) => {
        if (cb.checked) { t.node.else = []; return ""; }
        const gone = number(t.node.else || []).size;
        delete t.node.else;
        return gone ? `The ${gone === 1 ? "card" : `${gone} cards`} of its ELSE part went with it: press Ctrl+Z to bring ${gone === 1 ? "it" : "them"} back.` : "";
      }));
      box.append(v, h("label", {}, cb, "ELSE"));
    }
    // each control says whose and which it is (`controlKey`), so the focus comes back to the
    // same control after a change draws the card again (keys go on changing what they did)
    for (const c of box.querySelectorAll("select,input")) {
      c.dataset.of = byId.get(node);
      c.dataset.control = c.getAttribute("aria-label");
      c.disabled = !editable;
      // only the boxes of the card Tab stops on are Tab stops: Tab from the cards above
      // lands on a card, never on a box where the arrow keys change the program unseen (walk
      // 03i, fault 1), and Shift+Tab from the program goes straight back to them (fault 2)
      c.tabIndex = byId.get(node) === programAt ? 0 : -1;
      c.addEventListener("focus", () => roveProgram(byId.get(node)));
      // its arrow keys are its own (not the program's), but Tab goes on to the board's
      // next control in reading order (focus.js tabOrder), never to the text box past Run;
      // Ctrl+Z there takes back the change it made (an ELSE unticked: its cards come back;
      // the board's undo, but in the number box, a text box to the board)
      // and Escape reaches the board, which says how to leave (walk 02v, fault 1: from a
      // number box Escape did nothing, and Tab after it stayed in the board)
      c.addEventListener("keydown", (e) => {
        if (e.key !== "Tab" && e.key !== "Escape") e.stopPropagation();
        if (editable && c.type === "text") takeBackKey(e);
      });
    }
    return box;
  }

  function drawList(list, ol) {
    for (const node of list) {
      const id = byId.get(node);
      const isBlock = BLOCK_KEYS.some((k) => Array.isArray(node[k]));
      const bp = breakpoints.has(id);
      const li = h("li", { class: `${cardClass(node.card)}${isBlock ? " cr-block" : ""}`,
        tabindex: id === programAt ? 0 : -1, draggable: editable ? "true" : "false", "data-node": id,
        "aria-label": `card ${id + 1}: ${node.card} ${cardWord(node.card)}${bp ? ", stop mark" : ""}` });
      li.__node = node;
      cardEls.set(id, li);
      if (id === running) { li.classList.add("cr-running"); li.setAttribute("aria-current", "step"); }
      if (node === selected && into !== "else") li.classList.add("cr-selected");
      const brk = h("button", { class: `cr-break${bp ? " cr-on" : ""}`, type: "button",
        "aria-pressed": bp ? "true" : "false", "aria-label": `Stop mark on card ${id + 1}`,
        title: "stop mark: Play stops here (key B)", tabindex: -1 });
      brk.addEventListener("click", (e) => { e.stopPropagation(); toggleBreak(id); });
      const head = h("div", { class: "cr-card-head" }, brk, ...cardFace(node.card),
        isBlock ? blockControls(node) : null);
      li.appendChild(head);
      li.addEventListener("keydown", (e) => keyOnCard(e, node));
      li.addEventListener("focus", () => roveProgram(id));
      li.addEventListener("dragstart", (e) => {
        if (!editable) { e.preventDefault(); return; }
        e.stopPropagation();
        dragging = { kind: "move", node, from: list, index: list.indexOf(node) };
        e.dataTransfer.setData("text/plain", String(node.card));
        e.dataTransfer.effectAllowed = "move";
      });
      // a card dropped where no card can go (the grid, say) says how a card is taken out
      // (walk 02j, fault 10: thrown on the grid, it snapped back without a word)
      li.addEventListener("dragend", (e) => {
        const lost = dragging && e.dataTransfer.dropEffect === "none";
        dragging = null; unmark();
        if (lost) announce("The card stays where it was. To take a card out, drag it onto the cards above, or click it and press Delete.");
      });
      li.addEventListener("click", (e) => {
        if (e.target.closest("select,input,button")) return;
        if (e.target.closest("li[data-node]") !== li) return;   // a card inside picks itself
        choose(node); draw();
      });
      for (const key of BLOCK_KEYS) {
        if (!Array.isArray(node[key])) continue;
        if (key === "else") li.appendChild(h("div", { class: `cr-card-head cr-else${node === selected && into === "else" ? " cr-selected" : ""}` }, ...cardFace("ELSE")));
        const sub = h("ol", { class: "cr-block-body", "aria-label": `${node.card} ${key} block` });
        drawList(node[key], sub);
        dropZone(sub, node, key);
        li.appendChild(sub);
      }
      ol.appendChild(li);
    }
    if (!list.length) ol.appendChild(h("li", { class: "cr-empty", "aria-hidden": "true" },
      editable ? "drop cards here" : "empty"));
  }

  function drawStack() {
    drawPalette();
    byId = number(stack);
    cardEls = new Map();
    roundEls = new Map();
    played = rounds(stack, byId);
    if (programAt >= byId.size) programAt = 0;
    program.replaceChildren();
    drawList(stack, program);
    const size = Number.isInteger(cards.size) ? `Lay ${cards.size} cards. ` : "";
    // how a card goes into a REPEAT stays in the short line, where the board offers REPEAT
    // cards (walk 02e, fault 13: Alt+Down jumps the block); its number box in the fold
    const repeat = (cards.palette || []).includes("REPEAT");
    // an IF's ELSE only where the board offers IF cards (walk 01g, faults 2, 3 and 5), with
    // how to give an IF its ELSE part by keys (walk 03p, fault 1: Enter again went to the
    // end, and only Tab to the ELSE box and Space made the part, said nowhere)
    const ifElse = (cards.palette || []).includes("IF");
    // the dotted line round the card chosen for new cards is said in words (walk 01i, fault
    // 5: nothing said what it meant, beside the orange and blue rings)
    // (by its place among all the cards and its name: "the 3rd F card" of F F R F was card 4,
    // and made a child count the F cards only, walk 01p2, fault 2)
    const at = selected && byId.has(selected) ? `card ${byId.get(selected) + 1}, ${aCard(selected.card)}` : null;
    // inside a block, one click away from the end (a REPEAT just added takes them)
    // (a first card taken out by Delete leaves them at the top: said too, walk 01z, fault 1)
    // What to click, or press, to put them in the next place (walk 03q4, faults 1 and 2:
    // "click it to change that" said neither where to click nor what for); an IF with an
    // ELSE: the next is its ELSE, said where the child looks (walk 03t, fault 4).
    const part = into === "else" ? "the ELSE part of " : into && Array.isArray(selected.else) ? "the IF part of " : "";
    const goes = at === null ? (front && stack.length ? " New cards go at the top of the program." : "")
      : into ? ` New cards go ${part ? "into" : "inside"} ${part}${at}, the one with the dotted line. To put them ${nextPlace(selected, into)}, click the word ${selected.card} on it again, or press Enter on it.`
        : ` New cards go after ${at}, the one with the dotted line.`;
    // how many to take out (walk 01p, fault 3: 22 cards on 10 heard "take one out")
    const extra = byId.size - cards.budget;
    const over = overBudget() ? `This program has ${byId.size} cards: this challenge allows ${cards.budget}, so take ${extra === 1 ? "one" : extra} out. ` : "";
    setText(hint, editable
      ? `${takenOut ? `To put back the ${takenOut} card you took out, press Ctrl+Z. ` : ""}${over}${size}Click a card above to add it.${repeat ? " To put it into a REPEAT, drag it there or press Alt and \u2192." : ""}${goes}`
      : stuck());
    keys.hidden = !editable;
    // short lines a child can read one at a time (walk 02i, fault 2: one long paragraph)
    keysWords.replaceChildren(...[
      "Enter on a card above adds it too.",
      "\u2190 and \u2192 go from card to card above.",
      "Drag a card to move it. Drag it back onto the cards above to take it out.",
      "The small circle on a card puts a stop mark there: Play stops at that card.",
      "Click the circle again to take the mark off.",
      "In the program, \u2191 and \u2193 go from card to card.",
      "Alt and an arrow move the card.",
      "Delete takes the card out.",
      "Ctrl and Z take back the last change.",
      "B puts a stop mark on the card.",
      "Enter on a card chooses where new cards go.",
      // one short line each (walk 02i, fault 2: one long paragraph of rules)
      ...(ifElse ? ["Press Enter again on an IF for its ELSE part.",
        `No ELSE part yet? ${TICK_ELSE}.`, `${BACK_TO_IF}.`] : []),
      ...(repeat || ifElse ? ["Tab goes from a blue card to its boxes."] : []),
      ...(repeat ? ["Type a REPEAT's number in its box, or change it there with \u2191 and \u2193.",
        "Alt and \u2192 put a card into the REPEAT just above it. Alt and \u2190 take it out again."] : []),
      "Tab goes round the board.",
    ].map((line) => h("li", {}, line)));
    showRounds();
    if (focusNode) {
      const el = program.querySelector(`[data-node="${byId.get(focusNode)}"]`);
      focusNode = null;
      if (el) { el.focus({ preventScroll: true }); showCard(el); }
    }
    if (focusCard) {
      const el = palette.querySelector(`[data-card="${focusCard}"]`);
      focusCard = null;
      if (el) el.focus({ preventScroll: true });
    }
  }

  // The palette is drawn again only when what it offers changes, so a program edit never
  // takes the focus from the card a learner is adding with the keyboard.
  let paletteShown = "";
  function drawPalette() {
    const offer = (cards.palette || []).map(String);
    const piles = cards.piles && typeof cards.piles === "object" ? cards.piles : null;
    const shown = JSON.stringify([offer, piles, editable, whyNot]);
    if (shown === paletteShown) return;
    paletteShown = shown;
    palette.replaceChildren();
    if (!offer.includes(paletteAt)) paletteAt = offer[0];
    for (const card of offer) {
      // a pile's count (Race: the cards left to build with) shows on its card
      const left = piles && Object.hasOwn(piles, card) ? Number(piles[card]) : null;
      // its words on hover too, as every button of the board has (walk 01q, fault 4)
      const says = `Add ${card} card (${cardWord(card)})${left === null ? "" : `, ${left} left`}`;
      // a grey card says on hover why too, in the words of the line under the program (walk
      // 01p, fault 9: on a board lost to a restart it said only "Add L card", and no click took)
      const b = h("button", { type: "button", class: cardClass(card),
        draggable: editable ? "true" : "false", "aria-label": says, title: editable ? says : `${says}. ${stuck()}`,
        "data-card": card, disabled: !editable, "aria-disabled": editable ? null : "true",
        tabindex: card === paletteAt ? 0 : -1 }, ...cardFace(card, left === null ? null
        : h("span", { class: "cr-pile-count", "aria-hidden": "true" }, `\u00d7${left}`)));
      b.addEventListener("click", () => insert(newCard(card)));
      b.addEventListener("focus", () => rove(card));
      b.addEventListener("dragstart", (e) => {
        dragging = { kind: "new", card };
        e.dataTransfer.setData("text/plain", String(card));
        e.dataTransfer.effectAllowed = "copy";
      });
      b.addEventListener("dragend", () => { dragging = null; unmark(); });
      palette.appendChild(b);
    }
  }

  // The program is one Tab stop too (arrow keys move between its cards).
  function roveProgram(id) {
    if (id === programAt) return;
    const old = program.querySelector(`[data-node="${programAt}"]`);
    if (old) old.tabIndex = -1;
    programAt = id;
    const el = program.querySelector(`[data-node="${id}"]`);
    if (el) el.tabIndex = 0;
    for (const c of program.querySelectorAll("[data-of]")) c.tabIndex = Number(c.dataset.of) === id ? 0 : -1;
  }

  // The palette is one Tab stop: the card it stops on is the last one used.
  function rove(card) {
    if (card === paletteAt) return;
    paletteAt = card;
    for (const b of palette.querySelectorAll("[data-card]")) b.tabIndex = b.dataset.card === card ? 0 : -1;
  }

  function draw() { drawStack(); sayMore(); }

  // Why the program cannot change now, said under it and on its grey cards.
  function stuck() { return whyNot || "No Python is behind this board now: the program cannot change."; }

  // Whether the program holds more cards than the challenge's budget (walk 01v, fault M2:
  // with 6 cards on "at most 5" the board said only "the program has 6 cards").
  function overBudget() { return Number.isInteger(cards.budget) && number(stack).size > cards.budget; }

  // The program's rows (each card's head, an ELSE's too) as [top, bottom] in the box's
  // scrolled content, top to bottom.
  function rows() {
    const at = program.getBoundingClientRect().top + program.clientTop - program.scrollTop;
    return [...program.querySelectorAll(".cr-card-head")].map((hd) => {
      const r = hd.getBoundingClientRect();
      return [r.top - at - ROW_EDGE, r.bottom - at + ROW_EDGE];
    });
  }

  // How many cards the box hides above and below its view (a card cut off counts), said at
  // its edges. A box not laid out yet (a board just drawn, or redrawn for a new theme) hides
  // nothing: measured there, a program of 2 cards said "2 more cards above" and "below"
  // (walk 03t, fault 1); the box's first real size says it again.
  function sayMore() {
    if (!program.clientHeight) { moreAbove.hidden = moreBelow.hidden = true; return; }
    const [top, bottom] = [program.scrollTop, program.scrollTop + program.clientHeight];
    const all = rows();
    const words = (n, where) => `${n} more card${n === 1 ? "" : "s"} ${where}`;
    const above = all.filter(([t]) => t < top - 1).length;
    const below = all.filter(([, b]) => b > bottom + 1).length;
    moreAbove.hidden = !above;
    moreBelow.hidden = !below;
    // a REPEAT round the lit card, its header gone out at the top, says its round there
    // (walk 02r6, fault 8: "time 1 of 2" went out with the header at steps 4 and 5)
    const lit = cardEls.get(running);
    const edge = program.getBoundingClientRect().top + program.clientTop;
    const out = [...roundEls].find(([id, el]) => el.textContent && lit && cardEls.get(id)?.contains(lit)
      && el.getBoundingClientRect().bottom <= edge + 1);
    const round = out ? ` (${blockWords(cardEls.get(out[0]).__node)}: ${out[1].textContent})` : "";
    setText(moreAbove, above ? `▲ ${words(above, "above")}${round}` : "");
    setText(moreBelow, below ? `▼ ${words(below, "below")}` : "");
  }

  // The box shows whole rows at its top: a row it cuts there shows whole when `el` (the card
  // to show) stays in view, else it goes (walk 01s, fault 5: after Run the first card was
  // half hidden at the top of the box).
  function wholeRows(el) {
    const s = program.scrollTop;
    const cut = rows().find(([t, b]) => t < s - 1 && b > s + 1);
    if (!cut) return;
    const r = el.getBoundingClientRect();
    const end = r.bottom - program.getBoundingClientRect().top - program.clientTop + s;
    program.scrollTop = end - cut[0] <= program.clientHeight ? cut[0] : cut[1];
  }

  // The program's box (never the page) scrolls to show the card `el` whole, in the part of
  // the box the window shows (walk 02i, fault 1: at 650 px the lit card was cut off by the
  // window's bottom; fault 6: a card moved with Alt and an arrow went half out of the box).
  // A box running past the window's bottom ends there (it keeps room for three cards at
  // least), so its last card can show too.
  function showCard(el) {
    if (!el) return;
    const page = scroller(root);
    const bottom = page ? page.getBoundingClientRect().bottom : innerHeight;
    program.style.maxHeight = "";
    const box = program.getBoundingClientRect();
    if (box.bottom > bottom && bottom - box.top >= 100) program.style.maxHeight = `${bottom - box.top}px`;
    keepInView([[program, el, null]]);
    const r = el.getBoundingClientRect();
    const by = Math.min(r.bottom - bottom, r.top - program.getBoundingClientRect().top);
    if (by > 0) program.scrollTop += by;
    // the REPEAT (or IF) holding the card shows its header too, the outermost one that fits
    // with the card (walk 02j, fault 3: a REPEAT's number box went out at the box's top)
    const top = program.getBoundingClientRect().top;
    const room = Math.min(bottom, program.getBoundingClientRect().bottom) - top;
    const end = el.getBoundingClientRect().bottom;
    // (found from the program down, outermost first: the editor looks only inside itself)
    const heads = [...program.querySelectorAll("li.cr-block")]
      .filter((b) => b !== el && b.contains(el))
      .map((b) => b.querySelector(":scope > .cr-card-head"));
    const head = heads.find((hd) => end - hd.getBoundingClientRect().top <= room);
    if (head && head.getBoundingClientRect().top < top) program.scrollTop -= top - head.getBoundingClientRect().top;
    wholeRows(el);
    sayMore();
  }

  // While a run is on show, each REPEAT around the lit card says which time round it is on
  // ("time 2 of 4"), when that card is the one the program plays at the step it is lit for
  // (Predict lights the card of the step to guess: walk 02r6, fault 3, "time 1 of 3" stayed
  // from the step before).
  function showRounds() {
    const at = played && litStep > 0 ? played[litStep - 1] : null;
    const now = new Map(at && at.id === running ? at.around.map(([id, k, n]) => [id, `time ${k} of ${n}`]) : []);
    for (const [id, el] of roundEls) setText(el, now.get(id) || "");
    sayMore();
  }

  // Arrow keys move along the palette (a toolbar: one Tab stop).
  toolbarKeys(palette);

  // Dropping a program card back on the palette removes it; the palette lights up under it,
  // as a REPEAT's box does (walk 02s, fault 10: nothing showed that letting go there would
  // take the card out).
  palette.addEventListener("dragover", (e) => {
    if (!dragging || dragging.kind !== "move") return;
    e.preventDefault();
    palette.classList.add("cr-drop");
  });
  palette.addEventListener("dragleave", (e) => { if (!palette.contains(e.relatedTarget)) palette.classList.remove("cr-drop"); });
  palette.addEventListener("drop", (e) => {
    unmark();
    if (!dragging || dragging.kind !== "move") return;
    e.preventDefault();
    const node = dragging.node;
    dragging = null;
    // a first card of the program dragged out leaves new cards at its end, where the words
    // under the program say they go: no dotted line shows a place at its top (walk 01z,
    // fault 1: L clicked next went in at the top, unsaid)
    edit(node, (t) => {
      removeCard(t);
      if (t.index || t.parent) takeItsPlace(t);
      else [selected, into, front] = [null, null, false];
    }, true);
    announce(removed(node));
  });
  dropZone(program, null, null);
  // (in the capture phase: a block's drop box inside stops the event from going up)
  program.addEventListener("dragover", (e) => { if (dragging && editable) scrollNearEdge(program, e.clientY); }, true);
  program.setAttribute("tabindex", "-1");
  program.addEventListener("scroll", sayMore, { passive: true });
  new ResizeObserver(sayMore).observe(program);

  draw();
  return {
    root,
    setConfig(c) { cards = c || cards; draw(); },
    // A stack from Python: the echo of an edit changes nothing; a refused edit brings back
    // the breakpoints from before it; any other program has none.
    setContent(st) {
      const next = Array.isArray(st) ? st : [];
      const text = JSON.stringify(next);
      // Python's echo: the edit was taken, so no later program is its refusal (walk 01t,
      // fault 2: the program before a marked card's delete, typed again, got its marks)
      if (text === JSON.stringify(stack)) { undo = null; return; }   // keeps focus where it is
      const now = focused(program);
      const was = now && program.contains(now) ? now : null;
      // a program from the text box can be taken back too, but not a refused edit
      if (stack.length && !(undo && undo[0] === text)) past.push([clone(stack), new Set(breakpoints), whereNow()]);
      const had = breakpoints.size;
      breakpoints.clear();
      if (undo && undo[0] === text) for (const id of undo[1]) breakpoints.add(id);
      else if (had) announce("");      // what was said of the old breakpoints is stale
      undo = null;
      // the card chosen for new cards stays chosen when the same card is at its place
      // (Python's echo of a REPEAT's new kind writes the card's fields in its own order)
      const where = whereNow();
      stack = clone(next);
      takenOut = "";
      goBackTo(where);
      draw();
      if (was) {   // the same control (a card's dropdown), else its card
        const same = (el) => el && [...program.querySelectorAll(el.tagName)]
          .find((c) => controlKey(c) === controlKey(el));
        const again = same(was) || same(was.closest("[data-node]"));
        if (again) again.focus({ preventScroll: true });
      }
    },
    clearBreakpoints() { if (breakpoints.size) { breakpoints.clear(); draw(); } },
    // Play stops before a step that runs a card with a breakpoint.
    breakAt(ref) { return !!ref && breakpoints.has(ref.slot); },
    // `why`: what the line under the program says while it cannot change (a lost board
    // points at its red note: walk 03zz, fault 1, the grey cards said only "No Python")
    setEditable(v, why = "") { editable = !!v; whyNot = why; draw(); },
    // Ctrl+Z anywhere in the board but a text box: on a card, on the cards above or on
    // "More buttons and keys" alike (walk 02r6, fault 7: the words under the program said
    // "press Ctrl+Z", and off a card it did nothing)
    undo() { if (editable) takeBack(); },
    // The card step `step` runs lights up: its ref's slot is the card's id (the pre-order
    // numbering of the stack), also after one trace was extended with another; a long
    // program scrolls (in its own box) to keep it in view.
    setRunning(ref, step = 0) {
      const id = ref && Number.isInteger(ref.slot) ? ref.slot : -1;
      litStep = step;
      if (id !== running) {
        const old = cardEls.get(running);
        if (old) { old.classList.remove("cr-running"); old.removeAttribute("aria-current"); }
        running = id;
        const el = cardEls.get(id);
        if (el) { el.classList.add("cr-running"); el.setAttribute("aria-current", "step"); showCard(el); }
      }
      showRounds();
    },
  };
}
