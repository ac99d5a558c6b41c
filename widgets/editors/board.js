// The "board" editor (every grid game): draw a game's board, or a challenge, square by
// square. The palette lists what the game's setup format puts on a square (Python's
// config.items) and a Take away tool; the settings beside it (config.settings: size,
// facing, budget, blue cards...) are inputs. The board itself is the pad: a click, or a
// drag over squares, puts the chosen item (board.js calls `square`); on the board the
// arrow keys move a frame, Enter or Space puts, Delete takes away. Every edit goes to
// Python as an intent ({type: "place", item, at}, "remove", "set", "undo", "save",
// "load" {file}: one of the folder's board files, config.files, chosen beside Load), which reads it with the game's own reader and answers with the new scene or a
// refusal in plain words: this module knows no rule. The interface: widgets/README.md.
import { focused, LEAVE_BOARD } from "../focus.js";
import { h, setText, squareName } from "../util.js";

const ERASE = "";       // the Take away tool (no item of the game's)
const MAX_BUTTONS = 4;  // a choice of more options is a menu

export function editor({ config, send, announce, ask, editable: canEdit = true }) {
  const root = h("div", { class: "cr-drawing" });
  const paletteLabel = h("div", { class: "cr-program-label", "aria-hidden": "true" }, "Put on a square");
  const palette = h("div", { class: "cr-palette cr-draw-palette", role: "toolbar", "aria-label": "Put on a square" });
  const settings = h("div", { class: "cr-draw-settings", role: "group", "aria-label": "Settings" });
  const summary = h("p", { class: "cr-draw-summary", role: "status", "aria-live": "polite" });
  // a challenge's shortest program is its answer: shown only when asked, so a class seeing
  // the screen does not see it (walk 05p3, fault 1: the program showed beside "best: 9 cards" at once)
  const showBest = h("button", { type: "button", class: "cr-btn cr-draw-show-best", "aria-expanded": "false" });
  const best = h("span", { class: "cr-draw-best" });
  const answer = h("p", { class: "cr-draw-answer" }, showBest, best);
  const undo = h("button", { type: "button", class: "cr-btn cr-draw-undo", title: "Undo: take back the last change" }, "Undo");
  const save = h("button", { type: "button", class: "cr-btn cr-draw-save" }, "Save");
  const load = h("button", { type: "button", class: "cr-btn cr-draw-load" }, "Load");
  const pick = h("select", { class: "cr-draw-file", "aria-label": "File to load" });
  // whether the file holds the board drawn now (Python's config.saved)
  const unsaved = h("span", { class: "cr-draw-unsaved", role: "status", "aria-live": "polite" });
  const hint = h("p", { class: "cr-hint" });
  // Load over a drawing not saved asks first, No (the focus) keeping everything (walk 05s,
  // fault 3: the drawing was replaced unasked)
  const question = h("span", { class: "cr-draw-ask-words" });
  const yes = h("button", { type: "button", class: "cr-btn cr-draw-yes" }, "Yes");
  const no = h("button", { type: "button", class: "cr-btn cr-draw-no" }, "No");
  const asking = h("div", { class: "cr-draw-ask", role: "group", hidden: true }, question, yes, no);
  const buttons = h("div", { class: "cr-draw-buttons" }, undo, save, load, pick, unsaved);
  // what to put stands on one line with its label, and the help is short: below them, the
  // challenge's settings pushed the step on show in What happened below a laptop's 650 px
  // (walk 05t, fault 6)
  const put = h("div", { class: "cr-draw-put" }, paletteLabel, palette);
  // (on the summary's line: a line more pushed Run's words below a laptop's 650 px)
  const about = h("div", { class: "cr-draw-about" }, summary, answer);
  root.append(put, settings, buttons, asking, about, hint);
  let cfg = config || { items: [], settings: [] };
  let editable = canEdit;
  let chosen = null;          // the item the board puts (ERASE: Take away)
  let bestShown = false;      // the shortest program asked for (it then follows the drawing)

  const items = () => (Array.isArray(cfg.items) ? cfg.items : []);
  const itemOf = (name) => items().find((i) => i.name === name);
  const edit = (msg, words) => { if (editable) { send(msg); announce(words); } };
  undo.addEventListener("click", () => edit({ type: "undo" }, "Undo: the last change is taken back."));
  save.addEventListener("click", () => edit({ type: "save" }, `Saving in ${cfg.file}…`));
  const reading = () => edit({ type: "load", file: pick.value }, `Reading ${pick.value}…`);
  const stopAsking = (focus) => { asking.hidden = true; if (focus) focus.focus({ preventScroll: true }); };
  load.addEventListener("click", () => {
    if (cfg.saved !== false) { reading(); return; }
    setText(question, `Your drawing is not saved: load ${pick.value} anyway?`);
    asking.setAttribute("aria-label", question.textContent);
    asking.hidden = false;
    announce(question.textContent);
    no.focus({ preventScroll: true });
  });
  yes.addEventListener("click", () => { stopAsking(load); reading(); });
  no.addEventListener("click", () => stopAsking(load));
  asking.addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); stopAsking(load); } });
  showBest.addEventListener("click", () => { bestShown = !bestShown; showAnswer(); });
  pick.addEventListener("change", () => { load.disabled = !editable || !pick.value; stopAsking(); });
  // The folder is read again whenever the pointer or the focus comes to these buttons, so
  // the Load list offers a file a cell wrote since the board was drawn (walk 05p, fault 1).
  const askFiles = () => { if (editable && ask) ask({ type: "files" }); };
  buttons.addEventListener("pointerenter", askFiles);
  buttons.addEventListener("focusin", askFiles);

  function drawPalette() {
    const tools = [...items().map((i) => [i.name, i.label, i.tip]),
      [ERASE, "Take away", "Take away what lies on a square (or press Delete on the board)."]];
    if (chosen === null || !tools.some(([n]) => n === chosen)) chosen = tools[0][0];
    palette.replaceChildren(...tools.map(([name, label, tip]) => {
      const b = h("button", { type: "button", class: "cr-btn cr-draw-item", "data-item": name, title: tip || label,
        "aria-pressed": String(name === chosen), tabindex: name === chosen ? 0 : -1, disabled: !editable }, label);
      b.addEventListener("click", () => { choose(name); announce(`${label}: now click squares on the board.`); });
      return b;
    }));
  }

  function choose(name) {
    chosen = name;
    for (const b of palette.querySelectorAll("[data-item]")) {
      const on = b.dataset.item === name;
      b.setAttribute("aria-pressed", String(on));
      b.tabIndex = on ? 0 : -1;
    }
  }

  // arrow keys along the palette (one Tab stop), as along a hand of cards
  palette.addEventListener("keydown", (e) => {
    const all = [...palette.querySelectorAll("[data-item]")];
    const j = all.indexOf(e.target);
    const k = { ArrowRight: j + 1, ArrowDown: j + 1, ArrowLeft: j - 1, ArrowUp: j - 1 }[e.key];
    if (j < 0 || k === undefined) return;
    e.preventDefault();
    const to = all[(k + all.length) % all.length];
    choose(to.dataset.item);
    to.focus({ preventScroll: true });
  });

  // The folder's board files (Python's config.files): first the board's own file, named
  // as the one being edited (before its first Save, a choice to make), then the others;
  // the file chosen stays chosen when the list comes again.
  function drawFiles() {
    const was = pick.value;
    const files = Array.isArray(cfg.files) ? cfg.files.map(String) : [];
    const mine = String(cfg.file || "").split("/").pop();
    // a challenge's list names challenge files: "board files" read as the boards drawn
    // beside it gone missing (walk 05q, fault 3)
    const kind = String(cfg.files_of || "board");
    const others = files.filter((f) => f !== mine).map((f) => h("option", { value: f }, f));
    const first = files.includes(mine) ? h("option", { value: mine }, `${mine} (this ${kind}'s file)`)
      : h("option", { value: "" }, others.length ? "Choose a file to load" : `no ${kind} files yet`);
    pick.replaceChildren(first, ...others);
    pick.value = was && files.includes(was) ? was : first.value;
    pick.disabled = !editable || !files.length;
    load.disabled = !editable || !pick.value;
    pick.title = `The ${kind} files in ${cfg.folder}: Load reads the one chosen here (Undo takes it back)`;
  }

  function setting(st) {
    const id = `cr-draw-${st.name}-${Math.random().toString(36).slice(2, 8)}`;
    const label = h("label", { for: id, title: st.tip || st.label }, st.label);
    // (`box`: the text box sent and its text, kept there if Python refuses it)
    const set = (value, words, box = null) => { typed = box; edit({ type: "set", name: st.name, value }, words); };
    if (st.kind === "choice" && st.options.length > MAX_BUTTONS) {   // a menu of their words
      const menu = h("select", { id, class: "cr-draw-input", "data-setting": st.name, disabled: !editable },
        ...st.options.map(([value, words]) => h("option", { value }, words)));
      menu.value = String(st.value);
      menu.addEventListener("change", () => set(menu.value, `${st.label}: ${menu.selectedOptions[0].text}`));
      return h("div", { class: "cr-draw-setting" }, label, menu);
    }
    if (st.kind === "choice" || st.kind === "several") {
      const many = st.kind === "several";
      const chosenNow = many ? (st.value || []).map(String) : [String(st.value)];
      const group = h("div", { class: "cr-draw-choice", role: "group", "aria-label": st.label, title: st.tip || st.label },
        ...st.options.map(([value, words]) => {
          const b = h("button", { type: "button", class: "cr-btn", "data-setting": st.name, "data-value": value,
            "aria-pressed": String(chosenNow.includes(value)), title: words, disabled: !editable }, many ? words : value);
          b.addEventListener("click", () => {
            const next = !many ? value : chosenNow.includes(value)
              ? chosenNow.filter((v) => v !== value) : [...chosenNow, value];
            set(next, `${st.label}: ${many ? next.join(", ") || "none" : words}`);
          });
          return b;
        }));
      return h("div", { class: "cr-draw-setting" }, h("span", { class: "cr-draw-name" }, st.label), group);
    }
    // a number's box takes any text (a phone shows digits), so "six" is not dropped unsaid:
    // Python refuses it in words (walk 05c)
    const number = st.kind === "number";
    const input = h("input", { id, class: "cr-draw-input", "data-setting": st.name, type: "text",
      inputmode: number ? "numeric" : null, disabled: !editable,
      placeholder: st.empty || null, value: st.value === null || st.value === undefined ? "" : String(st.value) });
    const commit = () => {
      const text = input.value.trim();
      const value = !number ? input.value : text === "" ? null : /^-?\d+$/.test(text) ? Number(text) : text;
      set(value, `${st.label}: ${text || st.empty || "none"}`, { input, text: input.value });
    };
    // Enter sends the box even when its text is what the board holds: after a refusal the
    // box shows the board's value again, and the value typed back over it fires no change,
    // so the refusal stayed beside a right board (walk 05n, fault 2). Python keeps a value
    // it already holds as it is; the change that follows this Enter is not sent twice.
    let entered = null;
    input.addEventListener("input", () => { entered = null; });
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") { entered = input.value; commit(); } });
    input.addEventListener("change", () => { if (input.value !== entered) commit(); });
    return h("div", { class: "cr-draw-setting" }, label, input);
  }

  // A setting's box is made anew only when the setting changed, and one kept is never
  // moved: the folder read again when the focus comes to the Load list draws the editor
  // again, and a new box lost the value a teacher was typing, Enter sending the board's old
  // one (fault F3-1, found mending walk 05n's width test)
  let made = new Map();       // a setting as Python describes it (JSON) -> its box
  function drawSettings() {
    const was = made;
    made = new Map((cfg.settings || []).map((st) => {
      const key = JSON.stringify([st, editable]);
      return [key, was.get(key) || setting(st)];
    }));
    const boxes = [...made.values()];
    for (const old of [...settings.children]) if (!boxes.includes(old)) old.remove();
    boxes.forEach((box, i) => { if (settings.children[i] !== box) settings.insertBefore(box, settings.children[i] || null); });
  }

  function draw() {
    const onUndo = focused(undo) === undo;
    drawPalette();
    drawSettings();
    undo.disabled = !editable || !cfg.undo;
    // Undo pressed from the keys until nothing is left greys out under the focus, which
    // then fell to the page (walk 05p, fault 2): it goes to what to put, where Enter only
    // chooses again
    if (onUndo && undo.disabled) palette.querySelector('[tabindex="0"]')?.focus({ preventScroll: true });
    save.disabled = !editable;
    if (cfg.saved !== false || !editable) stopAsking();   // nothing left to lose: no question
    drawFiles();
    save.title = `Save: write the board in the file ${cfg.file}`;
    load.title = "Load: read the file chosen beside it (Undo takes it back)";
    setText(unsaved, cfg.saved === false ? "Not saved" : "");
    unsaved.title = cfg.saved === false ? `The board has changed since it was last saved in ${cfg.file}: Save writes it.` : "";
    setText(summary, cfg.summary || "");
    showAnswer();
    // the keys' words are the note's by the focus (focus.js): "the board" is the whole of
    // it, the squares are the squares (walk 05z, minor fault 4: "Shift+Tab from the board"
    // here, "To leave the board, press Escape, then Tab" there), the words every board
    // says (board.js)
    setText(hint, !editable ? ""
      : `Click or drag over squares to put what is chosen. On the squares: arrow keys move the frame, Enter puts, Delete takes away, Shift+Tab goes back to what to put. ${LEAVE_BOARD}`);
  }

  function showAnswer() {
    answer.hidden = !cfg.shortest;
    setText(showBest, bestShown ? "Hide the shortest program" : "Show the shortest program");
    showBest.setAttribute("aria-expanded", String(bestShown));
    setText(best, bestShown && cfg.shortest ? `Shortest program: ${cfg.shortest}` : "");
  }

  // Each setting's box shows what the board holds, left in place so that the focus stays in
  // it; but a text refused stays in its box, marked, beside the refusal that says why, as
  // the board's text box keeps a refused text (walk 05z, minor fault 6: a budget "six"
  // refused went back to "no budget", and the teacher no longer saw what they typed). The
  // next edit sent takes the mark away (`refused("")`), and its answer the text.
  let typed = null;           // the text box whose text was sent last, and that text
  let held = null;            // the box holding a text Python refused
  function showValues() {
    for (const st of cfg.settings || []) {
      const input = settings.querySelector(`input[data-setting="${st.name}"], select[data-setting="${st.name}"]`);
      if (input && input !== held) input.value = st.value === null || st.value === undefined ? "" : String(st.value);
    }
  }
  function refused(msg, kind) {
    held?.removeAttribute("aria-invalid");
    held = msg && kind === "set" && typed && settings.contains(typed.input) ? typed.input : null;
    if (held) { held.value = typed.text; held.setAttribute("aria-invalid", "true"); }
    return false;             // the board's error line says it
  }

  draw();
  return {
    root,
    lead: palette,            // Tab: the palette, then the board, then the settings
    textLabel: "Board as text",
    setConfig(c) { cfg = c || cfg; draw(); },
    setContent: showValues,   // the board shows the document (Python sends its scene)
    refused,
    setEditable(v) { editable = !!v; draw(); },
    setRunning() {},
    // Ctrl+Z pressed anywhere in the board but a text box (focus.js): Undo, when it can
    undo() { if (!undo.disabled) undo.click(); },
    // The board's square (x, y) was clicked, dragged over or keyed: `how` is "place" (the
    // chosen item; Take away removes) or "remove".
    square(x, y, how) {
      const at = squareName(x, y);
      if (how === "remove" || chosen === ERASE) { edit({ type: "remove", at }, `Take away from ${at}`); return; }
      const item = itemOf(chosen);
      if (item) edit({ type: "place", item: item.name, at }, `${item.label} on ${at}`);
    },
  };
}

// What the board says while a board is drawn (PROGRAM_WORDS in widgets/player.js); no
// Predict. What Run shows is the drawing's (a challenge: the solver's best program), and
// Python's config.words say it (Run's tip, and `first`) on a drawing that runs; their
// `idle`, What happened with no run on show, is what the last edit did.
editor.words = {
  run: "Run: a board being drawn has nothing to run.",
  idle: "Draw the board: choose what to put, then click squares.",
  first: "No run yet: a board being drawn has nothing to run.",
  predict: false,
  refused: "The text was not taken, so the board stays as it was",
  taken: "The board now shows the text.",
  empty: "The text box is empty, so the board stays as it is: write a board in the box, then press Use text.",
  kept: "The text box was left empty, so the board stays as it is.",
};
// The board's squares are this editor's pad (board.js sends clicks, drags and keys).
editor.squares = true;
