// The "trade" editor (Robin): what the viewer decides now, one action at a time. The open
// offer and the revealed counter-offers are on the table; a card of the hand is clicked to
// contribute it (in order: the last ends on top), to offer it or to make it the sealed
// counter-offer; the other actions (play a special card, take a counter-offer, no
// counter-offer...) are buttons; when the viewer moves, each arrow group of the card goes
// to a piece, on the board or in the editor's row of pieces: clicked (a group, then a
// piece; a piece alone takes the first group not applied yet), dragged, or chosen from the
// group's list. Every change goes to Python (codyroby_lab/ui/editors.py, TradeEditor) as
// {type: "act", words} or {type: "assign", pieces}; Python checks it by the game's rules
// and refuses, in the rule's words, an assignment that moves a piece twice or back past
// the oak. The interface: widgets/README.md.
import { h, setText, displayName, uid } from "../util.js";
import { toolbarKeys } from "../cards.js";
import { GAME_WORDS } from "../player.js";

const SKIP = "-";
// said of a choice made by one press: the same press takes it back
const AGAIN = "Press it again to take it back.";
// said while the replay shows an earlier step, above the choices, and by Run (blocked)
const REPLAYING = "Nothing can be chosen while this turn replays: press \u21e5 (Jump to end) to see the game now.";
// said in place of what to do on a board that lost its Python (the red note says it once)
const LOST = "Nothing can be chosen now: the red note says what to do.";
const WHAT = {
  contribute: (c) => (Number(c.need) === 1 ? "Give 1 card to the Contribution stack: click it in your hand."
    : `Give ${c.need} cards to the Contribution stack: click them in order (the last one ends on top).`),
  offer: (c) => `Offer a card: click it in your hand.${Array.isArray(c.actions) && c.actions.some((a) => String(a).startsWith("use "))
    ? " Or play a special card below." : ""}`,
  counter: () => "Make a secret counter-offer: click a card of your hand, or choose no counter-offer.",
  accept: () => "Choose the counter-offer you take.",
  neutral: () => "Choose the counter-offer you take, or trade with the neutral player.",
  move: (c) => `Move the pieces: click an arrow group, then the piece it moves (on the board or below), or drag the group onto the piece. Each piece moves at most once.${
    fewer(c) ? ` Only ${c.best} of the ${c.groups.length} groups can move a piece now: Run plays ${Number(c.best) === 1 ? "that one" : "those"}.` : ""}`,
  pick: () => "Take a card from the Contribution stack.",
  pass: () => "Your hand is empty: pass.",
};

// Fewer of the card's arrow groups can move a piece now than it has (Python's `best`): the
// others can move no piece, and Run plays without them (walk 09z, fault m1)
function fewer(c) {
  return Array.isArray(c.groups) && Number.isInteger(c.best) && c.best < c.groups.length;
}

// "+2 -1" for a card's arrow groups; "no arrows" for a special card.
function arrowWords(groups) {
  return Array.isArray(groups) && groups.length ? groups.map((n) => (n > 0 ? `+${n}` : String(n))).join(" ") : "no arrows";
}

export function editor({ config, send, announce, editable: canEdit = true }) {
  const root = h("div", { class: "cr-cards cr-trade", "data-mode": "trade" });
  const whyId = uid("why");
  const what = h("p", { class: "cr-hint cr-trade-what", "aria-live": "polite" });
  const table = h("div", { class: "cr-trade-table", "aria-label": "On the table" });
  const hand = h("div", { class: "cr-palette", role: "toolbar", "aria-label": "Your hand" });
  const actions = h("div", { class: "cr-palette cr-trade-actions", role: "group", "aria-label": "Actions" });
  const groupsBox = h("div", { class: "cr-trade-groups", role: "group", "aria-label": "Arrow groups" });
  const piecesBox = h("div", { class: "cr-palette cr-trade-pieces", role: "group", "aria-label": "Pieces" });
  // what each special card the learner may play does (Python's words), in view, not only on hover
  const specials = h("div", { class: "cr-trade-specials" });
  const choice = h("p", { class: "cr-trade-choice", "aria-live": "polite" });
  const handLabel = h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Your hand (the arrow keys move between cards)");
  root.append(what, table, handLabel, hand, actions, specials, groupsBox, piecesBox, choice);
  let cfg = config || {};
  let words = [];               // the action chosen so far, as words
  let editable = canEdit;
  let lost = false;                // the board lost its Python (setEditable's `why`)
  let handAt = null;            // the hand card Tab reaches
  let dragging = -1;            // the arrow group being dragged
  let picked = -1;              // the arrow group clicked, waiting for its piece
  let tried = null;             // [group, piece] last chosen in a group's list: after a
                                // refusal the list shows what is kept, and the next arrow key
                                // goes on from the refused piece
  let asked = null;             // the words sent and not answered yet
  let saying = "";              // what to announce once Python takes them (never a refused
                                // choice: the refusal alone is said, in the error line)
  let atEnd = true;             // the board shows the present, not an earlier step of a replay
  let refusedNow = false;       // Python refused the last choice: the choice line says so
  let lastGroup = -1;           // the arrow group given a piece by the last choice sent (-1:
                                // the last choice was no group's piece)
  let why = null;               // [group, reason]: Python refused that group's piece; the
                                // reason shows beside the group's list, where the learner looks
  let textRefused = false;      // the text box holds a move Python refused: Run plays nothing
  let runWhy = "";              // Python refused Run: said in the choice line, what Run plays,
                                // under the groups (in the board's error line, under the hand,
                                // it scrolled the headline away at 650 px: walk 09t, fault 6)
  let missed = false;           // what was said last is a drop that landed on no piece

  const list = (x) => (Array.isArray(x) ? x.map(String) : []);
  const verbs = () => list(cfg.verbs);
  const arrowsOf = (card) => (cfg.arrows && Array.isArray(cfg.arrows[card]) ? cfg.arrows[card] : null);
  // what a special or dual card does (the rulebook's words), "" for a Mission card
  const about = (card) => (cfg.about && typeof cfg.about[card] === "string" ? cfg.about[card] : "");
  const cardText = (card) => (arrowsOf(card) ? `${card} (${arrowWords(arrowsOf(card))})` : card);
  // what a special or dual card does, in view: one in the hand to play, one on the table
  const told = (card) => h("p", { class: "cr-trade-special", "data-card": card }, h("b", {}, card), `: ${about(card)}`);
  const groups = () => (Array.isArray(cfg.groups) ? cfg.groups : []);
  const assigned = () => (words[0] === "move" ? words.slice(1) : groups().map(() => SKIP));

  function choose(next, said) {
    // a drop that missed is past once a choice is made: kept, it stayed under a refusal of
    // this one and contradicted it (walk 09q, fault 5)
    if (missed) announce("");
    missed = false;
    words = next;
    if (next[0] !== "move") lastGroup = -1;
    asked = next.join(" ");
    refusedNow = false;
    why = null;
    draw();
    saying = said;
    send(next[0] === "move" ? { type: "assign", pieces: next.slice(1) } : { type: "act", words: [...next] });
  }

  // The card offered (or made the counter-offer) is clicked again: it is taken back, as a
  // card given is (walk 09s, fault 8: it stayed chosen when offering). With a refused text
  // in the box, the click chooses it again instead (what Run plays: walk 09q, fault 6).
  const chosenAlone = (card) => !textRefused && words.length === 2 && words[1] === card
    && ["offer", "counter"].includes(words[0]);

  const takeBack = (what) => choose([], `${what} taken back: nothing is chosen.`);

  function clickCard(card) {
    const v = verbs();
    if (v.includes("contribute")) {
      const given = words[0] === "contribute" ? words.slice(1) : [];
      // one card to give: another card clicked takes its place, as an offer's does
      const kept = Number(cfg.need) === 1 ? [] : given;
      const next = given.includes(card) ? given.filter((c) => c !== card) : [...kept, card];
      // chosen, not given: Run gives it (walk 09t, fault 10: "given" before Run)
      choose(["contribute", ...next], given.includes(card) ? `${card} taken back` : `${card} chosen to give: card ${next.length} of ${cfg.need}`);
    } else if (chosenAlone(card)) takeBack(card);
    else if (v.includes("offer")) choose(["offer", card], `You offer ${card}. ${AGAIN}`);
    else if (v.includes("counter")) choose(["counter", card], `Your secret counter-offer: ${card}. ${AGAIN}`);
  }

  // A button's choice pressed again is taken back, as a card's is: "Take Tuck's offer"
  // pressed twice stayed chosen, the card taken back (walk 09p3, fault 7). With a refused
  // text in the box, the press chooses it again, as a card's click does.
  function clickAction(text, label) {
    if (!textRefused && words.join(" ") === text) takeBack(`"${label}"`);
    else choose(text.split(" "), `Chosen: ${label}. ${AGAIN}`);
  }

  // The table and every choice are the game now's: while the replay shows an earlier step,
  // they wait for its end (⇥ or the last step), as on the other boards. The table said the
  // offer of now beside an empty offer slot, "Counter-offers: shown at the end" beside the
  // counter-offers shown, and one replay's hand played a move (walk 09p3, fault 4; walk
  // 09n, fault 11: a counter-offer chosen before the offer it answers was seen).
  const mayChoose = () => editable && atEnd;

  function drawTable() {
    table.replaceChildren();
    if (!atEnd) return;
    if (cfg.offer) table.appendChild(h("div", { class: "cr-trade-offer", "data-offer": cfg.offer }, `${cfg.offerer ? `${displayName(cfg.offerer)} offers` : "Open offer:"} ${cardText(cfg.offer)}`));
    const shown = cfg.offers && typeof cfg.offers === "object" ? Object.entries(cfg.offers) : [];
    if (shown.length) {
      table.appendChild(h("div", { class: "cr-trade-revealed" }, "Counter-offers revealed: ",
        ...shown.map(([p, c], k) => h("span", { class: "cr-trade-counter", "data-player": p },
          `${displayName(p)}: ${c === "none" ? "no offer" : cardText(c)}${k < shown.length - 1 ? "; " : "."}`))));
    }
    // a special or dual card offered is said what it does, as one in the hand is
    const offered = [cfg.offer, ...shown.map(([, c]) => c)];
    table.append(...[...new Set(offered)].filter((c) => c && about(c)).map(told));
  }

  function drawHand() {
    hand.replaceChildren();
    const cards = list(cfg.hand);
    const v = verbs();
    const usable = mayChoose() && ["contribute", "offer", "counter"].some((x) => v.includes(x));
    const given = words[0] === "contribute" ? words.slice(1) : [];
    if (!cards.includes(handAt)) handAt = cards[0] ?? null;
    for (const card of cards) {
      const at = given.indexOf(card);
      const picked = at >= 0 || (words.length === 2 && words[1] === card && ["offer", "counter"].includes(words[0]));
      const b = h("button", { type: "button", class: "cr-card cr-trade-card", "data-card": card,
        "aria-pressed": picked ? "true" : "false", disabled: !usable, "aria-disabled": usable ? null : "true",
        tabindex: card === handAt ? 0 : -1, title: about(card) || null,
        "aria-label": `${card}: ${about(card) || arrowWords(arrowsOf(card))}${at >= 0 ? `, given ${at + 1}` : ""}` },
      card, h("span", { class: "cr-trade-arrows", "aria-hidden": "true" }, arrowWords(arrowsOf(card))),
      at >= 0 ? h("span", { class: "cr-pile-count", "aria-hidden": "true" }, `#${at + 1}`) : null);
      if (picked) b.classList.add("cr-selected");
      b.addEventListener("click", () => clickCard(card));
      b.addEventListener("focus", () => { handAt = card; for (const o of hand.children) o.tabIndex = o === b ? 0 : -1; });
      hand.appendChild(b);
    }
    if (!cards.length) hand.appendChild(h("span", { class: "cr-empty" }, "Your hand is empty."));
  }

  // The actions that are not a click on a hand card: special cards, taking an offer, the
  // neutral player's cards, no counter-offer, a card from the Contribution stack, pass.
  function drawActions() {
    actions.replaceChildren();
    const byHand = /^(offer|counter) (?!none$)/;
    // (none while the replay shows an earlier step: "Take Tuck's offer" told of an offer
    // still sealed there)
    const shown = atEnd ? list(cfg.actions).filter((a) => !byHand.test(a)) : [];
    for (const text of shown) {
      const label = actionWords(text);
      const b = h("button", { type: "button", class: "cr-btn cr-trade-action", "data-action": text,
        disabled: !mayChoose(),
        title: text.startsWith("use ") ? about(text.split(" ")[1]) || null : null,
        "aria-pressed": words.join(" ") === text ? "true" : "false" }, label);
      b.addEventListener("click", () => clickAction(text, label));
      actions.appendChild(b);
    }
    const played = new Set(shown.filter((a) => a.startsWith("use ")).map((a) => a.split(" ")[1]));
    specials.replaceChildren(...[...played].filter(about).map(told));
  }

  function actionWords(text) {
    const [verb, ...args] = text.split(" ");
    if (verb === "counter") return "No counter-offer";
    if (verb === "accept") return `Take ${displayName(args[0])}'s offer`;
    if (verb === "neutral") {
      const seen = Array.isArray(cfg.neutral) ? cfg.neutral[Number(args[0]) - 1] : null;
      return `Trade with the neutral card ${args[0]}: ${seen ? cardText(seen) : "hidden"}`;
    }
    // "Use", the word a cell writes (use look robin), not "Play", the replay's button; what
    // it costs said (walk 09r8, fault 8: a child who meant to look, then trade, lost the turn)
    if (verb === "use") return `Use ${args[0]}${args.length > 1 ? ` (${args.slice(1).map(displayName).join(", ")})` : ""} instead of offering a trade`;
    if (verb === "pick") return `Take ${cardText(args[0])}`;
    if (verb === "pass") return "Pass";
    return text;
  }

  function assign(k, piece, fromList = false) {
    tried = fromList ? [k, piece] : null;
    lastGroup = k;
    dragging = -1;                // the drop ends the drag (its chip is drawn again)
    // "Group 1 chosen: now click the piece it moves" is past once the piece is chosen: a
    // refusal brings back what was said before the choice, and it stayed beside the refusal
    // (walk 09z, fault m1)
    if (picked >= 0) announce("");
    picked = -1;
    const next = assigned();
    next[k] = piece;
    const g = groups()[k];
    choose(["move", ...next], piece === SKIP ? `Group ${k + 1} (${arrowWords([g])}) is not applied.`
      : `Group ${k + 1} (${arrowWords([g])}) moves ${displayName(piece)}.`);
  }

  // A click on a piece: the group clicked before it, else the first group not applied yet
  // (a piece clicked twice takes the next group: each group is applied once).
  function clickPiece(piece) {
    if (!mayChoose() || !verbs().includes("move") || !list(cfg.pieces).includes(piece)) return;
    const k = picked >= 0 ? picked : assigned().indexOf(SKIP);
    if (k >= 0 && k < groups().length) assign(k, piece);
    else announce("Every arrow group is applied: click a group to give it another piece.");
  }

  function pickGroup(k) {
    picked = picked === k ? -1 : k;
    runWhy = "";     // a refused Run's words go once the child acts on them (walk 09x, 4)
    draw();
    announce(picked < 0 ? `Group ${k + 1} is not chosen any more.` : `Group ${k + 1} (${arrowWords([groups()[k]])}) chosen: now click the piece it moves.`);
  }

  function drawGroups() {
    groupsBox.replaceChildren();
    piecesBox.replaceChildren();
    if (!verbs().includes("move")) return;
    const now = assigned();
    const pieces = list(cfg.pieces);
    groupsBox.appendChild(h("div", { class: "cr-program-label", "aria-hidden": "true" }, cfg.moving ? `Arrow groups of ${cfg.moving}, the card you move with` : "Arrow groups of your card"));
    groups().forEach((g, k) => {
      const chip = h("button", { type: "button", class: "cr-card cr-trade-group", draggable: mayChoose() ? "true" : "false",
        "data-group": k, disabled: !mayChoose(), "aria-pressed": picked === k ? "true" : "false",
        "aria-label": `Arrow group ${k + 1}: ${arrowWords([g])}` }, arrowWords([g]));
      if (picked === k) chip.classList.add("cr-selected");
      chip.addEventListener("click", () => pickGroup(k));
      chip.addEventListener("dragstart", (e) => {
        e.dataTransfer.setData("text/plain", String(k));
        e.dataTransfer.effectAllowed = "move";
        dragging = k;
      });
      // a group let go beside every piece was taken by nothing, unsaid: a child who aimed
      // roughly thought the drag broken (walk 09p, fault 3)
      chip.addEventListener("dragend", () => {
        missed = dragging === k && mayChoose();
        if (missed) announce(`Group ${k + 1} (${arrowWords([g])}) did not land on a piece: drop it right on a piece's circle, or click the group, then the piece.`);
        dragging = -1;
      });
      const select = h("select", { class: "cr-trade-select", "data-group": k, disabled: !mayChoose(),
        "aria-label": `Arrow group ${k + 1} (${arrowWords([g])}): the piece it moves` },
      h("option", { value: SKIP }, "not applied"), ...pieces.map((p) => h("option", { value: p }, displayName(p))));
      const refused = tried && tried[0] === k && tried[1] !== (now[k] ?? SKIP);
      select.value = now[k] ?? SKIP;            // what Run plays, never a refused piece
      if (refused) select.setAttribute("aria-invalid", "true");
      select.addEventListener("change", () => assign(k, select.value, true));
      // the arrow keys go on from the piece last tried in this list, even a refused one
      select.addEventListener("keydown", (e) => {
        if ((e.key !== "ArrowDown" && e.key !== "ArrowUp") || e.altKey) return;
        e.preventDefault();
        const values = [...select.options].map((o) => o.value);
        const from = values.indexOf(tried && tried[0] === k ? tried[1] : select.value);
        const to = values[Math.max(0, Math.min(values.length - 1, from + (e.key === "ArrowDown" ? 1 : -1)))];
        if (to !== values[from]) assign(k, to, true);
      });
      // a refused piece is said not taken: beside a list gone back to the piece it keeps,
      // the rule alone read as if that piece broke it (walk 09n, fault 3), and so did "Not
      // taken: Marian cannot..." beside "Robin" once the keys passed over Marian: it says
      // what the group still moves (walk 09q5, fault 1)
      const kept = now[k] && now[k] !== SKIP ? `still moves ${displayName(now[k])}` : "moves no piece";
      const reason = why && why[0] === k ? h("span", { class: "cr-error cr-trade-why", role: "alert", id: `${whyId}-${k}` },
        `Not taken: ${why[1].replace(/\.$/, "")}. So ${arrowWords([g])} ${kept}.`) : null;
      if (reason) select.setAttribute("aria-describedby", reason.id);
      groupsBox.appendChild(h("div", { class: "cr-trade-row" }, chip, " \u2192 ", select, reason));
    });
    piecesBox.appendChild(h("span", { class: "cr-hand" }, picked >= 0
      ? `Group ${picked + 1} (${arrowWords([groups()[picked]])}) moves:` : "Click or drop a group on a piece:"));
    for (const p of pieces) {
      const moved = now.map((x, k) => (x === p ? arrowWords([groups()[k]]) : null)).filter(Boolean);
      const target = h("button", { type: "button", class: "cr-btn cr-trade-piece", "data-piece": p, disabled: !mayChoose() },
        displayName(p), moved.length ? ` (${moved.join(", ")})` : "");
      target.addEventListener("click", () => clickPiece(p));
      target.addEventListener("dragover", (e) => { if (mayChoose()) { e.preventDefault(); target.classList.add("cr-drop"); } });
      target.addEventListener("dragleave", () => target.classList.remove("cr-drop"));
      target.addEventListener("drop", (e) => {
        e.preventDefault();
        target.classList.remove("cr-drop");
        const k = parseInt(e.dataTransfer.getData("text/plain"), 10);
        if (mayChoose() && k >= 0 && k < groups().length) assign(k, p);
      });
      piecesBox.appendChild(target);
    }
  }

  // What to do now; while the replay shows an earlier step, that nothing can be chosen
  // there (mayChoose), nor that the game is over: at an earlier step it told the end
  // before the board showed it (walk 04p2, fault 1, as the Duel's hand: walk 04p, fault 2).
  function drawWhat() {
    const v = verbs();
    setText(what, lost ? LOST : ((cfg.over || editable) && !atEnd ? REPLAYING
      : cfg.over ? "The game is over: press New game to play again."
      : !editable ? ""
      : v.length ? v.map((x) => (WHAT[x] ? WHAT[x](cfg) : "")).filter(Boolean).filter((x, i, a) => a.indexOf(x) === i).join(" ")
        : "Wait for the others: it is not your turn to decide."));
  }

  function draw() {
    const v = verbs();
    if (!v.includes("move") || picked >= groups().length) picked = -1;
    drawWhat();
    drawTable();
    drawHand();
    drawActions();
    drawGroups();
    showChoice();
    arrange(v.includes("move"));
  }

  // While the pieces move, the arrow groups, the pieces and the choice come before the hand,
  // which cannot be played then: under it, at 650 px, they were below the fold (walk 09p,
  // fault 4). The order changes only with the phase.
  function arrange(moving) {
    const order = moving ? [what, table, groupsBox, piecesBox, choice, handLabel, hand, actions, specials]
      : [what, table, handLabel, hand, actions, specials, groupsBox, piecesBox, choice];
    if (order.some((el, i) => root.children[i] !== el)) root.append(...order);
  }

  // The choice in words: each arrow group and the piece it moves ("+2 moves Robin, -1 moves
  // no piece"), else the action's words ("offer food3")
  function chosen() {
    // the board's word "give", not the rulebook's "contribute" (walk 09s, fault 3)
    if (words[0] === "contribute") return ["give", ...words.slice(1)].join(" ");
    if (words[0] !== "move") return words.join(" ");
    return words.slice(1).map((p, k) => `${arrowWords([groups()[k]])} moves ${p === SKIP ? "no piece" : displayName(p)}`).join(", ");
  }

  // What Run would play now: a move with a group left out, or a contribution short of
  // cards, is said so (Run would refuse it); after a refusal, what is kept.
  function choiceWords() {
    if (textRefused) return `Your move as text was not taken: Run plays nothing until you fix it and press Use text${words.length ? `, or empty the box to keep your choice (${chosen()})` : ""}.`;
    if (!words.length) return refusedNow ? "Nothing is chosen yet." : "";
    // the groups Run still wants a piece for: no more than can move one (walk 09z, m1)
    const skipped = words[0] === "move" ? groups().filter((g, k) => words[k + 1] === SKIP) : [];
    const left = skipped.length - (fewer(cfg) ? groups().length - cfg.best : 0);
    const short = words[0] === "contribute" ? Number(cfg.need) - (words.length - 1) : 0;
    const said = `Your choice: ${chosen()}`;
    if (left > 0) return `${said} (${left === 1 ? "1 more group" : `${left} more groups`} can move a piece). Give ${left === 1 ? "it" : "each"} a piece it can move before you press Run.`;
    if (skipped.length) return `${said}. No piece can take ${arrowWords(skipped)} now, so Run plays the rest. Press Run to play it.`;
    if (short > 0) return `${said} (${short} more card${short === 1 ? "" : "s"} to give). Press Run once all are given.`;
    return `${said}. Press Run to play it.`;
  }

  function showChoice() {
    choice.classList.toggle("cr-error", !!runWhy);
    setText(choice, runWhy || choiceWords());
  }

  // Arrow keys move along the hand (a toolbar: one Tab stop).
  toolbarKeys(hand);

  // Delete (or Backspace) takes back what the control with the focus chose: a card given or
  // offered, a button's choice, an arrow group's piece (or every group given to a piece).
  root.addEventListener("keydown", (e) => {
    if ((e.key !== "Delete" && e.key !== "Backspace") || e.ctrlKey || e.metaKey || e.altKey || !mayChoose()) return;
    const el = e.target instanceof Element ? e.target : null;
    if (!el || el.matches("input, textarea")) return;
    e.preventDefault();
    const card = el.dataset.card, group = el.dataset.group, piece = el.dataset.piece;
    const now = assigned();
    if (card !== undefined && words[0] === "contribute" && words.includes(card)) clickCard(card);
    else if (card !== undefined && words.length === 2 && words[1] === card) takeBack(card);
    else if (card !== undefined && words.length) announce(`${card} is not chosen: Delete takes back a card you chose.`);
    else if (el.dataset.action !== undefined && words.join(" ") === el.dataset.action) takeBack(`"${actionWords(el.dataset.action)}"`);
    else if (group !== undefined && words[0] === "move" && now[Number(group)] !== SKIP) assign(Number(group), SKIP);
    else if (piece !== undefined && words[0] === "move" && now.includes(piece)) {
      tried = null;                                      // (no list's choice was refused)
      choose(["move", ...now.map((p) => (p === piece ? SKIP : p))], `${displayName(piece)} is moved by no group now.`);
    } else announce("Nothing to take back here: Delete takes back a card you chose, a button's choice or an arrow group's piece.");
  });

  draw();
  return {
    root,
    textLabel: "Your move as text",
    // A new position: a new hand, a new phase (what is chosen comes from Python: setContent).
    setConfig(c) { cfg = c || cfg; tried = null; refusedNow = false; why = null; runWhy = ""; draw(); },
    // What Python holds (an echo changes nothing; a refused edit comes back as it was).
    setContent(v) {
      const next = list(v);
      refusedNow = asked !== null && asked !== next.join(" ");
      if (asked !== null && !refusedNow && saying) announce(saying);
      const elsewhere = asked === null;
      asked = null;
      saying = "";
      if (next.join(" ") === words.join(" ")) return;
      // a choice made elsewhere (the text box) takes the place of a group's refused piece:
      // its note goes with it (walk 09q5, fault 1)
      if (elsewhere) why = null;
      words = next;
      draw();
    },
    // (`why` given: the board lost its Python, and what to do now is the red note's; a lost
    // board's over game said "press New game", a button gone: walk 09r6, fault M5)
    setEditable(v, why = "") { editable = !!v; lost = !!why; draw(); },
    // Run while the replay shows an earlier step: nothing is chosen there, so Run plays
    // nothing, as it says (walk 09p3, fault 4: Run played the move chosen before Back).
    // Not while the move just played replays: the board says the run is still playing.
    blocked(playing = false) { return editable && !atEnd && !cfg.over && !playing ? `${REPLAYING} Then press Run.` : ""; },
    // Python refused the last edit or Run (`kind` "run") (msg; "" taken): a group's piece
    // is refused beside the group's list, whatever Python kept (a first piece refused
    // leaves no move chosen: its reason went under the hand, below the fold, walk 09p3,
    // fault 1), Run in the choice line, each in view with what it answers (true: said
    // here, not in the board's error line)
    refused(msg, kind) {
      const ran = kind === "run" && msg ? String(msg) : "";
      const next = msg && !ran && lastGroup >= 0 ? [lastGroup, String(msg)] : null;
      if (String(why) !== String(next) || runWhy !== ran) { why = next; runWhy = ran; draw(); }
      if (why) root.querySelector(".cr-trade-why")?.scrollIntoView({ block: "nearest" });
      if (runWhy) choice.scrollIntoView({ block: "nearest" });
      return !!why || !!runWhy;
    },
    // the text box holds a move Python refused (on) or not: the choice line says what Run plays
    textRefused(on) { if (textRefused !== !!on) { textRefused = !!on; showChoice(); } },
    setRunning() {},
    // A piece on the board clicked (it takes the group clicked before it, else the first
    // not applied yet), or an arrow group dropped on it: the board hands them on.
    piece(p, how) {
      if (how === "click") clickPiece(p);
      else if (dragging >= 0 && mayChoose() && list(cfg.pieces).includes(p)) assign(dragging, p);
    },
    canDropOnPiece: () => dragging >= 0,
    // The board shows step `pos` of a replay of `steps` (0 of 0: no replay).
    showStep(pos, steps) { if (atEnd !== (pos >= steps)) { atEnd = pos >= steps; draw(); } },
  };
}

// What the board says of a move (PROGRAM_WORDS in widgets/player.js): a Run plays one
// choice and the others' (hidden) answers, so Predict has nothing to trace.
editor.words = {
  ...GAME_WORDS,
  run: "Run: play what you chose; then the other players play, and the board replays the turn.",
  start: "Jump to start: back to the start of the replay. What you chose stays.",
  // (Reset goes back in the replay only: the game goes on, New game deals another)
  reset: "Reset: back to the start of the replay. The game goes on, and what you chose stays.",
  // an earlier step of the replay: nothing can be chosen there (walk 09p3, fault 4), so the
  // way back to the game is said, not "pick a card" (walk 09i)
  replay: "A replay of the last turn, not the game now: press \u21e5 (Jump to end) to come back to the game as it is now and choose your move there.",
  idle: "Press Run to play what you chose.",
  refused: "The text is not a move yet",
  taken: "Your choice is now the move from the text.",
  // a refused text emptied: the choice before it stays, as the refusal said (walk 09t, 3)
  kept: "The text box was emptied, so your choice stays as it was.",
  predict: false,
  // each step of a turn is a sentence to read (an offer, a sealed choice, a move): the
  // replay goes at one step a second (Speed changes it; Pause and Step stop it)
  speed: 0,
};
