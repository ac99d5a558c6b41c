// The "hand" editor (the Duel, Energy Seekers): the viewer's hand, and the cards chosen
// from it in the order they will be played. A hand card is added by a click or Enter (the
// hand is one Tab stop, arrow keys inside); a chosen card goes back with Delete or its ×
// button, and moves with Alt+Up and Alt+Down, as the help line says (the list goes down
// the page: "Alt+arrows" had a child press Alt+Right, which did nothing, walk 06p, fault 4).
// Every change is sent to Python as {type: "choose", cards: [...]}; Python
// (codyroby_lab/ui/editors.py, HandEditor) checks it and turns it into the game's own
// action on Run. While Python lists a question's answers (config.answers: an Energy
// Seekers Challenge), they take the hand's place and the one clicked is the choice,
// whatever the hand holds. The interface: widgets/README.md.
import { h, setText } from "../util.js";
import { cardFace, cardWord, cardClass, toolbarKeys } from "../cards.js";
import { GAME_WORDS } from "../player.js";

export function editor({ config, send, announce, editable: canEdit = true }) {
  const root = h("div", { class: "cr-cards", "data-mode": "hand" });
  const palette = h("div", { class: "cr-palette", role: "toolbar", "aria-label": "Your hand" });
  const chosenLabel = h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Cards to play");
  const chosen = h("ol", { class: "cr-stack cr-chosen", "aria-label": "Cards to play" });
  const hint = h("p", { class: "cr-hint" });
  // the hand as it is now (the hand under the board is the one at the step on show)
  const handLabel = h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Your hand now");
  // why a card clicked in the hand was refused ("only 3 F cards"), by the hand where the
  // child clicked: the board's error line is below Cards to play, which grows with each card,
  // and went off the screen (walk 04p, fault 5). It shows beside the hand's cards, in the
  // room of their row: a line of its own pushed Cards to play down, and the next click, on a
  // card's ×, took back the card below it (walk 04s, fault 2); in the place of the hand's
  // heading, it hid what the hand is (walk 04t, fault 8).
  const why = h("div", { class: "cr-hand-why", role: "alert" });
  root.append(h("div", { class: "cr-hand-head" }, handLabel), h("div", { class: "cr-hand-row" }, palette, why),
    chosenLabel, chosen, hint);
  let cfg = config || { hand: [] };
  let cards = [];                 // the labels chosen, in playing order
  let editable = canEdit;
  let running = -1;
  let paletteAt = null;           // the hand card Tab reaches
  let focusAt = null;             // what to focus after drawing: ["hand", card] | ["chosen", k]
  let before = false;             // the board holds the hand from before the move it replays
  let played = [];                // then, the viewer's cards of that move: Cards to play shows
                                  // them (walk 06r6, fault 8: it was empty, the move unseen)
  let fromHand = false;           // the last choice sent added a card clicked in the hand
  let replaying = false;          // the board shows a step of a replay short of its end

  const hand = () => (Array.isArray(cfg.hand) ? cfg.hand.map(String) : []);
  // the piles in one order whatever the deal (walk 04i: "Tab, Enter" was a different card
  // each turn)
  const kinds = () => [...new Set(hand())].sort();
  const answers = () => (Array.isArray(cfg.answers) ? cfg.answers.map(String) : []);
  // what the chosen cards are for: "give" while they go to another player's piece
  const verb = () => (Array.isArray(cfg.verbs) && cfg.verbs.includes("give") && !cfg.verbs.includes("play") ? "give" : "play");
  const left = (card) => hand().filter((c) => c === card).length - cards.filter((c) => c === card).length;
  // no card can be played now (not this player's turn, or the game is over): the hand says so
  const idle = () => Array.isArray(cfg.verbs) && !cfg.verbs.length && !answers().length;
  // why the cards wait while the turn is another thing (the Duel's blocks; an Energy Seekers
  // piece remote-controlled): they look off, and a card clicked says why, by the hand (walk
  // 06q4, fault 4: picked under "press Run with no cards", they were refused after Run)
  const waits = () => (cfg.waits && !answers().length ? String(cfg.waits) : "");

  function choose(next, words, added = false) {
    fromHand = added;
    setText(why, "");
    cards = next;
    draw();
    send({ type: "choose", cards: [...cards] });
    announce(words);
  }

  function drawAnswers() {
    palette.replaceChildren();
    palette.setAttribute("aria-label", "Your answer");
    setText(handLabel, "Your answer");
    setText(chosenLabel, "Answer to give");
    chosen.setAttribute("aria-label", "Answer to give");
    // (not while the move that met the challenge replays: at step 1 of 4 its answers showed
    // before the piece reached the challenge, walk 06p3, fault 4)
    if (replaying) palette.appendChild(h("span", { class: "cr-empty" }, "The question comes at the end of this move: its answers show then."));
    for (const answer of replaying ? [] : answers()) {
      const b = h("button", { type: "button", class: "cr-answer", "data-answer": answer,
        "aria-pressed": String(cards[0] === answer), disabled: !editable,
        tabindex: answer === (cards[0] ?? answers()[0]) ? 0 : -1 }, answer);
      b.addEventListener("click", () => {
        focusAt = ["answer", answer];
        choose([answer], `answer ${answer} chosen: press Run to give it`);
      });
      palette.appendChild(b);
    }
  }

  function drawHand() {
    if (answers().length) { drawAnswers(); return; }
    palette.setAttribute("aria-label", "Your hand");
    // (Predict holds it till the move is guessed: "now" named cards already played, walk
    // 06p, fault 2)
    // (with cards chosen, its counts are what is left: the hand under the board, all of
    // it, seemed to disagree, walk 04p, fault 4)
    drawLabel();
    const pile = held() ? "Cards played in this move" : `Cards to ${verb()}`;
    setText(chosenLabel, pile);
    chosen.setAttribute("aria-label", pile);
    palette.replaceChildren();
    const all = kinds();
    if (!all.includes(paletteAt)) paletteAt = all[0] ?? null;
    for (const card of all) {
      const n = left(card);
      const b = h("button", { type: "button", class: cardClass(card), "data-card": card,
        "aria-label": `Add ${card} card (${cardWord(card)}): ${Math.max(0, n)} left in your hand`,
        disabled: !editable || (idle() && !waits()), "aria-disabled": editable && !idle() && !waits() ? null : "true",
        tabindex: card === paletteAt ? 0 : -1 },
      ...cardFace(card, h("span", { class: "cr-pile-count", "aria-hidden": "true" }, cardsHeld(n))));
      if (n <= 0) b.classList.add("cr-used-up");
      b.addEventListener("click", () => {
        focusAt = ["hand", card];
        // a used-up card says so at once, in place of "card added" (walk 06r, fault 7)
        const refused = waits() || (left(card) <= 0 ? `You have no ${card} card left: each card of your hand plays once.` : "");
        if (refused) {
          setText(why, refused);
          // (why the cards wait is said under them already: beside the hand, not a third
          // time under the board's buttons)
          if (!waits()) announce(refused);
          return;
        }
        const n = cards.length + 1;
        choose([...cards, card], `${card} card added: ${n} card${n === 1 ? "" : "s"} to ${verb()}`, true);
      });
      b.addEventListener("focus", () => { paletteAt = card; for (const o of palette.children) o.tabIndex = o === b ? 0 : -1; });
      palette.appendChild(b);
    }
    if (!all.length) palette.appendChild(h("span", { class: "cr-empty" }, "Your hand is empty."));
  }

  // (while a move replays, the hand under the board is the one at the step on show, and
  // this one the hand after the whole move: side by side, they seemed to disagree, walk
  // 06q4, fault 5; walk 06r6, fault 7: "Your hand now" beside a different "Ada's hand at
  // this step"), in words that do not tell whether the game ends before the replay shows it
  // (walk 04r8, fault 1: "at the end of the game" at step 2 of 7 told the child they lose)
  function drawLabel() {
    setText(handLabel, before ? "Your hand before this move"
      : cards.length ? `Left in your hand (the rest are in Cards to ${verb()})`
      : replaying ? "Your hand once the replay ends (under the board: the hand at this step)"
      : "Your hand now");
  }

  // the move Predict holds back is on show, its cards no longer to choose
  const held = () => before && !cards.length && played.length > 0;

  function drawChosen() {
    chosen.replaceChildren();
    for (const card of held() ? played : []) {
      chosen.appendChild(h("li", { class: cardClass(card), "data-card": card }, h("div", { class: "cr-card-head" }, ...cardFace(card))));
    }
    cards.forEach((card, k) => {
      const back = h("button", { type: "button", class: "cr-take-back", tabindex: -1,
        "aria-label": `Take back card ${k + 1} (${card})`, disabled: !editable }, "\u00d7");
      // the second click of a double click lands on the × of the card that slid up under
      // the pointer: it takes nothing back (walk 04n, fault 7: two cards went)
      back.addEventListener("click", (e) => { e.stopPropagation(); if (e.detail < 2) takeBack(k); });
      const li = h("li", { class: cardClass(card), tabindex: k === 0 ? 0 : -1, "data-node": k,
        "aria-label": `card ${k + 1}: ${card} ${cardWord(card)}` },
      h("div", { class: "cr-card-head" }, ...cardFace(card), back));
      if (k === running) { li.classList.add("cr-running"); li.setAttribute("aria-current", "step"); }
      li.addEventListener("keydown", (e) => onKey(e, k));
      chosen.appendChild(li);
    });
    if (!cards.length && !held()) chosen.appendChild(h("li", { class: "cr-empty", "aria-hidden": "true" },
      !editable ? "No cards." : answers().length ? (replaying ? "" : "Click your answer above.") : "Pick cards from your hand."));
  }

  function takeBack(k) {
    const card = cards[k];
    focusAt = ["chosen", Math.min(k, cards.length - 2)];
    choose(cards.filter((_, j) => j !== k), `${card} card back in your hand`);
  }

  function onKey(e, k) {
    const all = [...chosen.querySelectorAll("[data-node]")];
    if (!e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const j = k + (e.key === "ArrowUp" ? -1 : 1);
      if (all[j]) all[j].focus({ preventScroll: true });
      return;
    }
    if (!editable) return;
    if (e.key === "Delete" || e.key === "Backspace") { e.preventDefault(); takeBack(k); }
    else if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const j = k + (e.key === "ArrowUp" ? -1 : 1);
      if (j < 0 || j >= cards.length) return;
      const next = [...cards];
      [next[k], next[j]] = [next[j], next[k]];
      focusAt = ["chosen", j];
      choose(next, `${cards[k]} card moved to place ${j + 1}`);
    }
  }

  function draw() {
    drawHand();
    drawChosen();
    drawHint();
    if (focusAt) {
      const [where, what] = focusAt;
      focusAt = null;
      const el = where === "answer" ? palette.querySelector(`[data-answer="${CSS.escape(String(what))}"]`)
        : where === "hand" ? palette.querySelector(`[data-card="${CSS.escape(String(what))}"]`)
        : chosen.querySelector(`[data-node="${what}"]`) || (what < 0 ? palette.querySelector("[tabindex='0']") : null);
      if (el) el.focus({ preventScroll: true });
    }
  }

  function drawHint() {
    const verbs = Array.isArray(cfg.verbs) ? cfg.verbs : [];
    // (a board that cannot take a card says why itself, in its error line; a hand that waits
    // for something else first, the Duel's blocks, says for what: config.waits)
    setText(hint, !editable ? ""
      : answers().length ? (replaying ? "" : "Click your answer (or press Enter on it), then press Run.")
      : cfg.waits ? String(cfg.waits)
      : verb() === "give" ? "Click a card of your hand (or press Enter on it; the arrow keys go from card to card) to give it; the piece runs the cards in this order. In Cards to give (Tab goes there), Delete takes a card back, and Alt with the up or down arrow moves it."
      : verbs.length ? "Click a card of your hand (or press Enter on it; the arrow keys go from card to card) to play it; the cards play in this order when you press Run. In Cards to play (Tab goes there), Delete takes a card back, and Alt with the up or down arrow moves it."
        // (not while the move that ended it replays: at step 2 of 8 it told the end before
        // the board showed it, walk 04p, fault 2)
        : cfg.over && replaying ? `This move replays: press ${GAME_WORDS.next}.`
        // (an empty hand has no "these cards": walk 06q4, fault 8)
        : cfg.over ? `The game is over${kinds().length ? ": these cards cannot be played" : ""}. Press New game to play again.`
        : "You cannot play cards now.");
  }

  // Arrow keys move along the hand (a toolbar: one Tab stop). Delete there takes nothing
  // back, and says where it does (walk 04g: a child pressed it on the hand and heard nothing).
  toolbarKeys(palette);
  palette.addEventListener("keydown", (e) => {
    if ((e.key !== "Delete" && e.key !== "Backspace") || answers().length) return;
    e.preventDefault();
    const pile = `Cards to ${verb()}`;  // (the label above them: play, or give)
    announce(cards.length ? `Delete takes a card back from ${pile}: press Tab to go there, then Delete.`
      : `No card to take back: ${pile} is empty.`);
  });

  draw();
  return {
    root,
    setConfig(c) { cfg = c || cfg; setText(why, ""); draw(); },
    // What Python holds (the echo of a choice changes nothing; a refused one comes back).
    setContent(list) {
      const next = Array.isArray(list) ? list.map(String) : [];
      if (next.join("\u0000") === cards.join("\u0000")) return;
      cards = next;
      draw();
    },
    setEditable(v) { editable = !!v; draw(); },
    // Why Run would play nothing: a hand whose move is cards (the Duel's) with none chosen.
    // Said here, the replay on show stays: sent to Python, the guesses of a Predict replay
    // went, under a red "Not played" (walk 04r, fault 2).
    // Not while the move just played replays: a second press of Run came once the first
    // had taken the chosen cards, and heard to choose one, red, through the replay and after
    // it (walk 06y, fault 2); the board says the run is still playing.
    blocked(playing = false) {
      const onlyCards = Array.isArray(cfg.verbs) && cfg.verbs.length === 1 && cfg.verbs[0] === "play";
      return editable && onlyCards && !cards.length && !answers().length && !playing
        ? "Choose at least one card of your hand first: Run plays the cards you choose." : "";
    },
    // Python refused the last choice (msg; "" taken): a card clicked in the hand hears why
    // under the hand (true: said here, not in the board's error line); a refused Run
    // (`kind` "run") is the board's to say
    refused(msg, kind) {
      const here = !!msg && fromHand && kind !== "run";
      setText(why, here ? String(msg) : "");
      if (here) why.scrollIntoView({ block: "nearest" });
      return here;
    },
    // The board shows step `pos` of a replay of `steps` (0 of 0: no replay).
    // (the answers, held till the replay ends, redraw then; the hand's cards stay as they
    // are, the focus on them too)
    showStep(pos, steps) {
      if (replaying === pos < steps) return;
      replaying = pos < steps;
      if (answers().length) draw(); else { drawLabel(); drawHint(); }
    },
    // The board keeps this hand, from before the move, on show while the move is guessed,
    // and the trace's cards (`refs`: label, owner) tell the viewer's cards of that move.
    setHeld(v, refs = []) {
      const mine = v && Array.isArray(refs) ? refs.filter((r) => r && r.owner === cfg.player).map((r) => String(r.label)) : [];
      if (before === !!v && mine.join(" ") === played.join(" ")) return;
      before = !!v;
      played = mine;
      draw();
    },
    // The card of the step on show lights up when it is one of the viewer's chosen cards.
    setRunning(ref) {
      const k = ref && ref.owner === cfg.player && Number.isInteger(ref.slot) ? ref.slot : -1;
      if (k === running) return;
      running = k;
      for (const li of chosen.querySelectorAll("[data-node]")) {
        const on = Number(li.dataset.node) === k;
        li.classList.toggle("cr-running", on);
        if (on) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
      }
    },
  };
}

// What the board says of a hand (PROGRAM_WORDS in widgets/player.js): Run plays the cards
// chosen as a move of the game, and Step or Play before any move has nothing to show
// (GAME_WORDS.first says so).
editor.words = {
  ...GAME_WORDS,
  run: "Run: play the cards you chose; then the board shows your move and the answer, step by step.",
  // (not "choose cards": on a Duel board waiting for a block it told the child to do what
  // Run then refused, walk 04s, fault 5)
  // (not "Nothing played yet": a board of an older game, which shows no replay, showed it
  // beside a game half played, walk 04v, fault 3)
  idle: "No move on show: each move shows here, step by step.",
  // the text holds cards or a Challenge's answer
  taken: "Taken: your choice is now what the text says.",
  // not "not a program yet": an answer is no program, and the cards are the hand's (walk 06i)
  refused: "The text was not taken, so your choice stays as it was",
  // Use text on a box emptied after a refusal keeps the choice: said, with what to write
  // (walk 04r7, fault 1: "What is wrong is said under the box" stayed, and nothing was there)
  kept: "The text box is empty, so your choice stays as it was: write your cards in the box, then press Use text.",
  // what Run says as it plays the cards lined up beside a refused text (board.js's besideText)
  besideText: "plays what you picked on the board. The text in the box was not used: the words under it say why.",
};

// How many of a card the hand holds, on its button: "2 cards", never "×2", which on an Energy
// Seekers board reads as its Repetition squares' "x2", where a move runs twice (walk 06s,
// fault 7: "F ×2" read as "this F runs twice").
function cardsHeld(n) {
  const k = Math.max(0, n);
  return `${k} card${k === 1 ? "" : "s"}`;
}
