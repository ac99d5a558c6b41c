"""Keys and focus in every game's board, in a real JupyterLab (issue 29, points 3 and 4): a
key pressed in any control of a board (buttons, sliders, check boxes, cards, lists, the
program text) never reaches the notebook (no cell added, cut, turned into Markdown,
selected or run; the notebook's mode stays), and the focus stays in the board after it; a
control drawn again after a change, accepted or refused, keeps the focus (Lesson 09's arrow
group lists, Lesson 01's Delete in the Program list); a click on a card in a RoboRally
register takes it out, as the help says; Tab from a click on a board's title or words goes
forward through all its controls (Run, Back, Step...) and round again, never out of the
board; Escape then Tab leaves it for its cell, Escape alone closes the board's question or
says how to leave."""

from __future__ import annotations

import pytest

from tests.support.boards import GAME as ROBIN
from tests.support.boards import REPLAY
from tests.support.browser import (
    WAIT,
    notebook_page,
    run_cell,
    settled,
    shot,
    wait_counter,
    wait_end,
    wait_text,
)
from tests.support.keys import NOTEBOOK, STOP, TEXTS, lap, read_in_order, typed_cell

BOARDS = {
    "codyroby": "from codyroby_lab.ui import CodyRobyBoard\n"
                "cody = CodyRobyBoard({'width': 5, 'height': 5}, at='A5',\n"
                "                     program='F REPEAT 2 [F] IF left [F] ELSE [R]')\n"
                "cody",
    "energy_seekers": "from codyroby_lab import lessons\n"
                      "es = lessons.EnergySeekersPlay(seed=11)\nes.widget()",
    "roborally": "race = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    "droids": "from codyroby_lab.lessons import droids as lesson\n"
              "dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)\ndg.widget()",
    "robin": ROBIN,
}
NAMES = list(BOARDS)
# JupyterLab's command-mode shortcuts and what a learner presses in a board: one key for
# each way widgets/focus.js (keepKeys) and a control's own handler treat a key. keepKeys
# stops every key at the board's root whatever the key (one path: "m" for Markdown, "b" for
# a new cell; "1" for the digit path of a register's own keys; the other letters of
# JupyterLab's shortcuts, a x c v z d y, take the letter path of "m" and "b" in keepKeys and
# in every control's handler, editors/registers.js's "a letter, a sign" included). Delete
# stands for Backspace (every handler, hand.js, registers.js, chits.js, pad.js, reads them
# as one); Shift+Enter for Ctrl+Enter (keepKeys' one "run the cell" path: Ctrl+Enter and
# Alt+Enter are pressed on a hand card in test_run_the_cell_keys...); the arrows, Home,
# End, Page Up/Down each (scrollsPage answers them by direction and by what the control
# owns: a text its arrows but not Page Up/Down, a slider all, a button none); Alt+ArrowUp
# (walk 06c) and Alt+ArrowLeft (the browser's Back) for the Alt+arrows, which scrollsPage
# stops alike whatever the control (Alt+ArrowDown, Alt+ArrowRight too); Shift+ArrowDown
# scrolls as ArrowDown (scrollsPage reads no Shift).
KEYS = ["m", "b", "1", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End",
        "PageDown", "PageUp", "Delete", "Enter", "Shift+Enter", "Space", "Alt+ArrowUp",
        "Alt+ArrowLeft", "Control+s"]
# the keys whose browser default scrolls the page (none of them runs a move)
SCROLLING = [k for k in KEYS if k.split("+")[-1] in ("ArrowDown", "ArrowUp", "ArrowLeft",
                                                      "ArrowRight", "Home", "End", "PageDown",
                                                      "PageUp")]
# every kind of control a board has (the first of each kind that is there)
CONTROLS = [".cr-controls .cr-step", ".cr-controls .cr-back", ".cr-controls .cr-run",
            ".cr-controls input[type=range]", ".cr-predict-toggle", ".cr-new-game",
            ".cr-palette button", ".cr-stack [data-node]", ".cr-card input", ".cr-card select",
            ".cr-rr-register", ".cr-rr-hand button", ".cr-chits-rack button", ".cr-turn",
            ".cr-box", ".cr-target", ".cr-trade-card", ".cr-trade-action", "select",
            ".cr-log", ".cr-desk-scroll", ".cr-use-text", ".cr-program-text"]

# How far the page around board ``w`` is scrolled, every box of it.
FOCUS_IN = "(w) => w.contains(document.activeElement) && document.activeElement !== w"
# From now on, listen to every key pressed in the page for board ``w``: whether the focus
# was in the board as it was pressed, whether it got out of the board up to the page (where
# JupyterLab's shortcuts hear it), and whether the page around the board scrolled after it.
# Ctrl, Alt, Shift and Meta held with a key are not heard apart.
LISTEN = """(w) => {
  const listen = (on) => (window.crListening || []).forEach(
    ([type, capture, f]) => window[on](type, f, capture));
  listen('removeEventListener');
  const heard = window.crHeard = [];
  const last = () => heard[heard.length - 1] || {};
  const alone = (e) => !['Control', 'Alt', 'Shift', 'Meta'].includes(e.key);
  const pressed = (e) => alone(e) && heard.push({key: e.key, out: false, scrolled: false,
    inside: w.contains(document.activeElement) && document.activeElement !== w,
    within: w.contains(document.activeElement)});
  const escaped = (e) => { if (alone(e)) last().out = true; };
  const around = (e) => {
    if (e.target === document || e.target.contains(w)) last().scrolled = true;
  };
  window.crListening = [['keydown', true, pressed], ['keydown', false, escaped],
                        ['scroll', true, around]];
  listen('addEventListener');
}"""
# What the page heard since it was last asked, once the frames after the last key are drawn
# (a page scrolls as its next frame is drawn).
HEARD = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
  () => done(window.crHeard.splice(0)))))"""
# The same, with where the focus is in board ``w`` after the keys (``inside``: on a control
# of it; ``within``: the board itself too), the notebook's state and every cell's text: all
# a test of keys reads after them, in one call.
AFTER = f"""(w) => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
  () => done({{heard: window.crHeard.splice(0), notebook: ({NOTEBOOK})(), texts: ({TEXTS})(),
              inside: ({FOCUS_IN})(w), within: w.contains(document.activeElement)}}))))"""
# Before keys: what was heard so far dropped, the notebook's state and cells' texts.
BEFORE = f"""() => {{ (window.crHeard || []).splice(0);
  return {{notebook: ({NOTEBOOK})(), texts: ({TEXTS})()}}; }}"""
# Focus the first control of board ``w`` that ``sel`` finds if it is shown and enabled (as
# Playwright's visible and enabled; a list whose choices a key opened is closed first: the
# keys pressed next would go to its choices), then as BEFORE once the frames after it are
# drawn; null if there is none such.
FOCUS_FIRST = f"""(w, sel) => {{
  const c = w.querySelector(sel);
  if (!c || !c.getClientRects().length || getComputedStyle(c).visibility === 'hidden'
      || c.disabled || c.getAttribute('aria-disabled') === 'true') return null;
  if (c.contains(document.activeElement)) c.blur();   // (a list's open choices close)
  c.focus();
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
    () => done(({BEFORE})()))));      // once the notebook has made the board's cell active
}}"""


def keys_kept(page, w, keys, where, inside=True):
    """Press ``keys`` where the focus is in board ``w`` (``where`` says it in failures),
    the board listening (LISTEN): each was pressed with the focus in the board (``inside``:
    on a control of it; else the board itself will do), none got out of it, and the focus
    is still there after the last; returns what :data:`AFTER` read."""
    for key in keys:
        page.keyboard.press(key)
    after = w.evaluate(AFTER)
    heard = after["heard"]
    assert heard, f"no key of {keys} was heard"
    out = [h["key"] for h in heard if h["out"]]
    assert out == [], f"{out} in {where} got out of the board to the notebook"
    outside = [h["key"] for h in heard if not h["inside" if inside else "within"]]
    assert outside == [], f"{outside} in {where} were pressed with the focus out of the board"
    assert after["inside" if inside else "within"], \
        f"the focus left the board after {keys[-1]} in {where}"
    return after


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "keys.ipynb", list(BOARDS.values())) as page:
        page.set_viewport_size({"width": 1366, "height": 900})
        page.fresh_boards = {}
        yield page
        del page.fresh_boards


def board(page, name):
    w = page.locator(".cr-widget").nth(NAMES.index(name))
    w.scroll_into_view_if_needed()
    return w


def fresh(page, name):
    """A new board of the game ``name`` in a new cell (the keys tried before changed theirs)."""
    w = run_cell(page, BOARDS[name]).locator(".cr-widget")
    w.wait_for(timeout=40_000)
    w.scroll_into_view_if_needed()
    return w


def fresh_once(page, name):
    """A new board of the game ``name`` in a new cell, dealt once for the tests of the page
    that go on from what the one before left (a cell run is one to two seconds)."""
    boards = page.fresh_boards
    if name not in boards:
        boards[name] = fresh(page, name)
    w = boards[name]
    w.scroll_into_view_if_needed()
    return w


# a control as its class and words
SAID = "(f) => `${f.className} ${f.getAttribute('aria-label') || f.textContent}`.trim()"
# the element with the focus (None: out of the board)
FOCUSED = (f"(w) => {{ const f = document.activeElement; "
           f"return w.contains(f) && f !== w ? ({SAID})(f) : null; }}")
# From now on, keep where each Tab pressed in the page reached in board ``w`` (the focus
# as the key comes up, once Tab has moved it), read in one go rather than after each press;
# once a Tab has left the board, the ones after it are held back (in the notebook they
# would go on to a cell's text). UNTABBED takes the listener away.
UNTABBED = """() => ['keydown', 'keyup'].forEach(
  (type) => window.removeEventListener(type, window.crTab, true))"""
TABBED = f"""(w) => {{ window.crTabbed = [];
  ({UNTABBED})();
  window.crTab = (e) => {{
    if (e.key !== 'Tab') return;
    if (window.crTabbed.includes(null)) {{ e.preventDefault(); e.stopPropagation(); }}
    else if (e.type === 'keyup') window.crTabbed.push(({FOCUSED})(w));
  }};
  for (const type of ['keydown', 'keyup']) window.addEventListener(type, window.crTab, true);
}}"""
# the buttons and sliders under the board that are shown and enabled
CONTROLS_SHOWN = f"""(w) => [...w.querySelectorAll('.cr-controls button, .cr-controls input')]
  .filter((c) => c.getClientRects().length && !c.disabled).map({SAID})"""


def tabbed(page, wanted: set[str]) -> list[str]:
    """Press Tab until the focus has reached every control ``wanted`` or left the board (80
    at most): the controls of the board reached, in order."""
    reached: list[str] = []
    pressed = 0
    while pressed < 80 and not wanted <= set(reached):
        # as many Tabs as controls are still wanted, then what each reached
        for _ in range(min(len(wanted - set(reached)), 80 - pressed)):
            page.keyboard.press("Tab")
            pressed += 1
        stops = page.evaluate("() => window.crTabbed.splice(0)")
        if None in stops:                            # out of the board: the walk ends
            return reached + stops[:stops.index(None)]
        reached += stops
    return reached


# Where the board's note is against what it may not cover: the notebook's part on show, and
# the board's controls (those it covers; the log and the desk check, boxes of words, are none)
NOTE_PLACE = """(w) => {
  const note = w.querySelector('.cr-key-note');
  const r = note.getBoundingClientRect();
  let box = w.parentElement;
  const scrolls = (b) => ['auto', 'scroll'].includes(getComputedStyle(b).overflowY);
  while (box && !scrolls(box)) box = box.parentElement;
  const view = box ? box.getBoundingClientRect() : {top: 0, bottom: innerHeight};
  const over = (b) => b.width && b.left < r.right && r.left < b.right
    && b.top < r.bottom && r.top < b.bottom;
  const controls = 'button, input, select, textarea, summary, [tabindex="0"]:not([data-words])';
  return {inView: r.top >= Math.max(0, view.top) && r.bottom <= Math.min(innerHeight, view.bottom),
          covers: [...w.querySelectorAll(controls)]
            .filter((c) => c !== document.activeElement && over(c.getBoundingClientRect()))
            .map((c) => c.getAttribute('aria-label') || c.textContent.trim())};
}"""
ENTER = "To leave this board, press Escape, then Tab."


# each button and slider under board ``w`` shown and enabled, as keys.STOP names a stop
# (its words, and its place in the board, rounded)
CONTROLS_AT = """(w) => [...w.querySelectorAll('.cr-controls button, .cr-controls input')]
  .filter((c) => c.getClientRects().length && !c.disabled).map((f) => {
    const r = f.getBoundingClientRect(), at = w.getBoundingClientRect();
    const label = f.labels && f.labels.length ? f.labels[0].textContent : f.textContent;
    return [(f.getAttribute('aria-label') || label).trim().slice(0, 30),
            Math.round(r.top - at.top), Math.round(r.left - at.left)];
  })"""
ROUND = "You went round the board. To go back to the notebook, press Escape, then Tab."


def placed(stop: dict) -> tuple:
    """A stop of keys.lap as CONTROLS_AT gives a control: its words and rounded place."""
    return (stop["said"], round(stop["top"]), round(stop["left"]))


def same(a: tuple, b: tuple) -> bool:
    """Whether two controls as :func:`placed` gives them are one: the same words, the same
    place but for a pixel's rounding (a scrolled page puts a box at half pixels)."""
    return a[0] == b[0] and abs(a[1] - b[1]) <= 2 and abs(a[2] - b[2]) <= 2


@pytest.mark.parametrize("name", NAMES)
def test_tab_comes_into_a_board_saying_how_to_leave_goes_round_it_as_read_and_from_its_title(
        page, name):
    """One board of each game, Tab from its cell in, round it and out, then from its title
    (the first test of the page: on its boards as the notebook drew them).

    Walks 07u and 08u, fault 1 (serious; walks 02t, 03t, 04t): a child using only the keys
    could not find the way out of a board: only the folded help and a note after Escape
    said "Escape, then Tab", and one pressed Tab 60 times. As Tab brings the focus into a
    board from its cell, a line by the focused control, in view and over no other control,
    says how to leave; Escape then Tab leaves; a click into a board says nothing.

    Walks 02t, 03t, 04t, 05t and 01u, fault 2: Tab through a board felt jumpy: the cards
    on the right, then Run and the buttons on the left, then the typed program, then What
    happened at the top. Tab from the notebook comes in at the first control as the board
    is read (New game, else Run), and goes on top to bottom, left to right: the board's
    column, then the column beside it, then the table, every control in view with its focus
    showing; past the last, round to the first, never out of the board (walk 01q, fault 6:
    into the next board; walk 09q, fault 9: to JupyterLab's tab bar and toolbar), saying by
    the focus, this first time round, how to get out (walk 06r, fault 6; walk 08r, fault 4)
    and going on saying it while the child tabs on (walk 01p, fault 5).

    Walk 07d, fault 1 (issue 29): a click on a board's title, then Tab, went to "What
    happened", "Desk check" and out. Tab from a click on the title comes in at the same
    first control as Tab from the cell (focus.js, tabOrder: from the board itself, the
    first stop), and the round from there reaches every button and slider under the
    board."""
    w = board(page, name)
    wanted = {tuple(c) for c in w.evaluate(CONTROLS_AT)}
    assert wanted, "no controls under the board"
    cell = w.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' jp-Cell ')]")
    cell.locator(".jp-InputPrompt").click()             # the board's own cell, as after leaving
    for _ in range(3):                                  # (its toolbar's button first)
        page.keyboard.press("Tab")
        if w.evaluate(FOCUS_IN):
            break
    assert w.evaluate(FOCUS_IN), "Tab from the cell never came into the board"
    note = w.locator(".cr-key-note")
    assert note.is_visible(), "Tab came into the board and nothing said how to leave it"
    assert note.inner_text() == ENTER
    shot(page, f"keys-tab-into-{name}")
    place = w.evaluate(NOTE_PLACE)
    assert place["inView"], "the note on how to leave is out of view"
    assert place["covers"] == [], f"the note covers {place['covers']}"

    # in again from the cell, and round every control as the board is read
    stops = lap(page, w)
    shot(page, f"keys-read-{name}", w)
    read_in_order(stops)
    assert stops[0]["part"] <= 1 and stops[-1]["part"] >= 2, [s["said"] for s in stops]
    if name == "codyroby":
        assert [s["said"] for s in stops] == [
            "Run", "Jump to start", "Back", "Step", "PlayPause", "Jump to end", "Reset",
            "Speed", "Predict", "Step of the replay", "What happened",
            "Add F card (forward)", "card 1: F forward", "More buttons and keys",
            "Program as text", "Use text"]
    reached = [placed(s) for s in stops]
    missed = [c for c in wanted if not any(same(c, r) for r in reached)]
    assert missed == [], f"Tab never reached {missed}: {sorted(reached)}"
    # lap's last Tab went round to the first control: the note says how to get out
    assert note.is_visible(), "going round, nothing said how to leave the board"
    assert note.inner_text() == ROUND
    for back in (False, True, False):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        assert note.is_visible() and note.inner_text() == ROUND, \
            f"gone after {'Shift+' * back}Tab"
    # and goes at the next other key (walk 04r8, fault 2: it stayed over the status line)
    page.keyboard.press("ArrowRight")
    assert not (note.is_visible() and note.inner_text() == ROUND), "stayed after an arrow"

    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert w.evaluate("(w) => document.activeElement === w.closest('.jp-Cell')")
    assert note.is_hidden()
    w.locator(".cr-title").click()                      # the mouse: no such line
    assert w.evaluate("(w) => w.contains(document.activeElement)")
    assert note.is_hidden(), "a click into the board showed the keyboard's note"
    page.keyboard.press("Tab")                          # and from the title, the first stop
    first = w.evaluate(STOP)
    assert first and same(placed(first), placed(stops[0])), \
        f"Tab from the title went to {first}, not to {stops[0]['said']}"


def test_tab_from_a_click_on_the_title_reaches_every_control(page):
    """Walk 07d, fault 1 (issue 29): on lesson 07's step-through board a click on its title,
    then Tab, went to "What happened", "Desk check" and out: Run, Back, Step, Play... were
    reached only by Shift+Tab. Tab from a click on any board's title goes forward through
    every button and slider under the board. (Here lesson 07's replay, walked Tab by Tab
    from its title; the five games' boards: test_tab_comes_into_a_board_..., from the
    title's first Tab and the round of every control.)"""
    w = run_cell(page, REPLAY).locator(".cr-widget")
    w.wait_for(timeout=40_000)
    w.locator(".cr-title").click()
    wanted = set(w.evaluate(CONTROLS_SHOWN))
    w.evaluate(TABBED)
    try:
        reached = tabbed(page, wanted)
    finally:
        page.evaluate(UNTABBED)
    assert wanted, "no controls under the board"
    assert wanted <= set(reached), f"Tab never reached {wanted - set(reached)}: {reached}"
    # and on past the last control, round to the first, never out of the board (walk 01q,
    # fault 6: into the next board; walk 09q, fault 9: to JupyterLab's tab bar and toolbar)
    w.evaluate(TABBED)
    try:
        again = tabbed(page, {reached[0]})
    finally:
        page.evaluate(UNTABBED)
    assert again and again[-1] == reached[0], f"Tab did not come round: {again}"
    # and says by the focus, this first time round, how to get out (walk 06r, fault 6; walk
    # 08r, fault 4: nothing on screen said so)
    note = w.locator(".cr-key-note")
    assert note.is_visible(), "going round, nothing said how to leave the board"
    said = ROUND
    assert note.inner_text() == said
    # and goes on saying it with the focus while the child tabs on (walk 01p, fault 5: gone
    # at the next Tab, a child tabbing round and round never saw it)
    for back in (False, True, False):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        assert note.is_visible() and note.inner_text() == said, f"gone after {'Shift+' * back}Tab"


# Ctrl (Cmd) with a key: the browser's own undo, redo, select all, copy and paste, and the
# notebook's move of a cell (Ctrl+Shift+ArrowUp). One key for each way keepKeys' editKey
# treats them: Ctrl+Z and Cmd+Z take back (undo: e.ctrlKey || e.metaKey, one path), Ctrl+Y
# puts again as Ctrl+Shift+Z and Cmd+Shift+Z do (redo), Ctrl+A as Ctrl+X (edit: kept from
# the page outside a text box), Ctrl+C and Ctrl+V (the copy and paste events the root stops);
# the Alt+arrows are tried with the keys above.
COMBINATIONS = ["Control+z", "Control+y", "Control+a", "Control+c", "Control+v", "Meta+z",
                "Control+Shift+ArrowUp"]


@pytest.mark.parametrize("name", NAMES)
def test_no_key_or_key_combination_pressed_in_a_board_reaches_the_notebook_or_scrolls_it(
        page, name):
    """No key pressed on any control of a board reaches the notebook. Walk 06c, fault 6:
    Alt+ArrowUp with the focus on Back scrolled the notebook 460 px and the board out of
    view. No arrow (Alt+arrows too), Page Up/Down, Home or End pressed on any control of a
    board scrolls the page around it: those keys go first on each control, as the focus
    comes to it, then the others (one page, its keys listened to all along). Walk 05b,
    fault 1: Ctrl+Z pressed on a square, a button or the slider of a board went to the
    browser's own undo, which took text out of the cell last typed in, far below. No
    combination of Ctrl, Cmd, Shift or Alt with a key, pressed on any control of any board,
    changes a cell's text, the notebook's cells, its active cell or its mode.

    Every kind of control of every game is tried by real key presses; the keys are one of
    each way focus.js treats them (KEYS, COMBINATIONS). The combinations go on each control
    after its keys, on the board as the notebook drew it (it runs before any test deals
    the Robin or RoboRally game again in a cell, which would turn this board's controls
    off: walk 04p, fault 4)."""
    typed_cell(page)                   # the browser's own undo has text to take out
    w = board(page, name)
    w.evaluate(LISTEN)
    tried = combined = 0
    for sel in CONTROLS:
        before = w.evaluate(FOCUS_FIRST, sel)
        if before is None:
            continue                                # no such control shown and enabled
        after = keys_kept(page, w, SCROLLING, sel)  # (a control may leave: taken back)
        scrolled = [h["key"] for h in after["heard"] if h["scrolled"] and h["inside"]]
        assert scrolled == [], f"{scrolled} in {sel} scrolled the notebook"
        keys = [k for k in KEYS if k not in SCROLLING and
                (sel != ".cr-program-text" or k not in ("Enter", "Shift+Enter"))]
        after = keys_kept(page, w, keys, sel)       # Enter sends the text: tried elsewhere
        assert after["notebook"] == before["notebook"], f"a key in {sel} reached the notebook"
        tried += 1
        if sel == ".cr-program-text":
            continue            # its own editing: test_a_boards_text_box_keeps_its_own_editing
        before = w.evaluate(FOCUS_FIRST, sel)
        if before is None:
            continue                  # the keys turned it off (a run under way)
        after = keys_kept(page, w, COMBINATIONS, sel)
        assert after["texts"] == before["texts"], f"a key in {sel} changed a cell's text"
        assert after["notebook"] == before["notebook"], f"a key in {sel} reached the notebook"
        combined += 1
    assert tried >= 6, f"only {tried} kinds of control in the {name} board"
    assert combined >= 5, f"only {combined} kinds of control in the {name} board had combinations"


# what a learner clicks that is no control: an empty square, the legend, the desk check
CLICKED = {"a square": ".cr-board-box rect.cr-cell", "the legend": ".cr-legend-box",
           "the desk check": ".cr-desk-box table"}


@pytest.mark.parametrize("name", NAMES)
def test_a_click_anywhere_in_a_board_keeps_its_keys(page, name):
    """Walk 08c, fault 1 (issue 29): a click on an empty square, then R, turned the board's
    cell into a Raw cell (M: Markdown, B: a new cell, arrows: another cell). A click on any
    part of a board leaves the focus in it, and no key pressed then reaches the notebook."""
    w = board(page, name)
    w.evaluate(LISTEN)
    for what, sel in CLICKED.items():
        spot = w.locator(sel).first
        if not spot.count() or not spot.is_visible():
            continue
        spot.scroll_into_view_if_needed()
        spot.click(position={"x": 2, "y": 2})         # its cell becomes the active one
        before = page.evaluate(BEFORE)
        # each key heard with the focus in the board (the board itself, after a click on no
        # control) and none out of it to the notebook: said by the key
        after = keys_kept(page, w, ["r", "m", "b", "y", "ArrowDown", "ArrowUp"],
                          f"a click on {what}", inside=False)
        assert after["notebook"] == before["notebook"], \
            f"a key after a click on {what} reached the notebook"


def test_lesson_09_a_click_on_the_road_keeps_the_boards_keys(page):
    """Walk 09c, fault 1 (issue 29): a click on the Robin board's road (no control), then the
    arrows and "move", moved JupyterLab's cell selection and made the board's cell Markdown.
    A click anywhere on the picture, the panel beside it or its words keeps the keys."""
    w = board(page, "robin")
    picture = w.locator(".cr-board-box svg").first
    box = picture.bounding_box()
    spots = [(picture, {"x": box["width"] * fx, "y": box["height"] * fy})
             for fx, fy in ((0.5, 0.5), (0.3, 0.2), (0.8, 0.8), (0.05, 0.95))]
    spots += [(w.locator(sel).first, {"x": 3, "y": 3})
              for sel in (".cr-trade-what", ".cr-trade-table", ".cr-title", ".cr-log")]
    w.evaluate(LISTEN)
    tried = 0
    for spot, where in spots:
        if not spot.count() or not spot.is_visible():
            continue
        spot.scroll_into_view_if_needed()
        spot.click(position=where, force=True)
        before = page.evaluate(BEFORE)
        after = keys_kept(page, w, ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "m",
                                    "o", "v", "e", "b", "y"], f"a click at {where}",
                          inside=False)
        assert after["notebook"] == before["notebook"], f"a key after a click at {where}"
        tried += 1
    assert tried >= 5
    shot(page, "keys-robin-road", w)


def test_lesson_09_arrow_group_lists_keep_the_focus_past_a_refused_choice(page):
    w = fresh(page, "robin")
    w.locator('[data-card="riches13"]').click()
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step ")
    wait_end(page, w)              # (nothing can be chosen while a turn replays: walk 09p3, 4)
    select = w.locator('.cr-trade-select[data-group="1"]')         # the -1 group
    select.wait_for(timeout=40_000)
    options = select.locator("option").count()
    select.focus()
    for k in range(1, options):
        page.keyboard.press("ArrowDown")
        # once Python's verdict (accepted, or refused in the rule's words) has come and the
        # list is drawn again, it keeps the focus (it shows what Run plays; that the next
        # press still goes on past a refused choice is test_robin's arrow-group test)
        settled(page, w)
        assert page.evaluate("() => document.activeElement.dataset.group") == "1", k
    shot(page, "keys-robin-groups", w)


def test_lesson_01_delete_keeps_the_focus_on_a_program_card(page):
    w = run_cell(page, "CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program='F F R F')")
    w = w.locator(".cr-widget")
    wait_text(page, w, "F F R F")
    w.locator(".cr-stack [data-node]").nth(1).focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "F R F")
    assert page.evaluate("() => document.activeElement.dataset.node") == "1"   # the R now
    page.keyboard.press("Delete")                      # Delete goes on working
    wait_text(page, w, "F F")
    page.keyboard.press("Alt+ArrowUp")                 # and so do Alt+arrows
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Delete")
    wait_text(page, w, "F")
    page.keyboard.press("Delete")                      # the last card: the palette has it
    wait_text(page, w, "")
    assert page.evaluate("() => document.activeElement.dataset.card") is not None


def test_a_click_on_a_register_card_takes_it_out(page):
    """(Its board, dealt anew, goes on to the next test: the card is back in the hand.)"""
    w = fresh_once(page, "roborally")
    w.locator('.cr-rr-hand [data-place="3"]').click()              # into register 1
    wait_text(page, w, "3 _ _ _ _")      # (a mark for every register: walk 07r6, M5)
    w.locator('.cr-rr-register[data-register="1"] .cr-rr-card').click()
    wait_text(page, w, "")
    assert "empty" in w.locator('.cr-rr-register[data-register="1"]').inner_text()
    assert page.evaluate("() => document.activeElement.dataset.register") == "1"


def test_a_boards_text_box_keeps_its_own_editing(page):
    """Ctrl+A selects in the program's text box, and Ctrl+Z (Ctrl+Y) takes back (puts again)
    what was typed in it, key by key, and nothing else: one more Ctrl+Z leaves the cell
    typed in last as it was."""
    typed_cell(page)
    texts = page.evaluate(TEXTS)
    w = board(page, "codyroby")
    box = w.locator(".cr-program-text")
    was = box.input_value()
    box.focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("L L")
    assert box.input_value() == "L L"
    page.keyboard.press("Control+z")
    assert box.input_value() == "L "
    page.keyboard.press("Control+y")
    assert box.input_value() == "L L"
    for _ in range(4):
        page.keyboard.press("Control+z")
    assert box.input_value() == was
    assert page.evaluate(TEXTS) == texts


def test_run_the_cell_keys_press_nothing_in_a_board_and_escape_then_tab_leaves_it(page):
    """Walk 07g, fault 17: Shift+Enter and Ctrl+Enter pressed on a hand card (a child
    running the next cell) each laid the card in a register. In a board they press nothing,
    and the board says how to go back to the notebook: Escape then Tab (walk 01q, fault 6;
    walk 04p, fault 9: no key led out of a board). Escape then Tab leaves the board for its
    cell, the notebook in command mode with its cells as they were; Escape alone, however
    often, only says so by the focus (walk 09r, fault 1: one Escape left, and the M after it
    made the board's cell Markdown, the board gone; walk 08s, fault 1: two Escapes left, then
    R made it a raw cell and D D deleted it); Escape on "Start again?" closes it, as its No.
    Shift+Tab on the board's first control goes round to its last. (The RoboRally board
    dealt for the test before, its registers empty again.)"""
    w = fresh_once(page, "roborally")
    card = w.locator(".cr-rr-hand button").first
    card.wait_for(timeout=40_000)
    laid = w.locator(".cr-rr-register").all_inner_texts()
    status = w.locator(".cr-status")
    for key in ("Shift+Enter", "Control+Enter", "Alt+Enter", "Shift+Enter"):
        card.focus()
        page.keyboard.press(key)
    note = w.locator(".cr-key-note")            # one line by the focus (walk 01u, fault 5)
    note.filter(has_text="To leave the board, press Escape, then Tab.").wait_for(timeout=WAIT)
    assert w.locator(".cr-rr-register").all_inner_texts() == laid      # no card laid
    before = page.evaluate(NOTEBOOK)
    card.focus()                            # walk 03r8, fault 8: Ctrl+S did nothing, unsaid
    page.keyboard.press("Control+s")
    note.filter(has_text="Nothing is saved from inside a board").wait_for(timeout=WAIT)
    assert page.evaluate(NOTEBOOK) == before
    for keys in (["m"], ["b"], ["Escape", "r"], ["Escape", "Escape", "d", "d"]):
        card.focus()                       # Escapes, then letters: the board's, still
        page.keyboard.press("Escape")
        assert note.inner_text() == "To go back to the notebook, press Tab now."
        shot(page, f"keys-escape-then-{keys[-1]}", w)
        assert w.evaluate(FOCUS_IN)
        for key in keys:
            page.keyboard.press(key)
        # the note stays: Tab still leaves (walk 01r7, fault 2)
        assert note.inner_text() == "To go back to the notebook, press Tab now."
        assert page.evaluate(NOTEBOOK) == before        # walk 08s, fault 1: R, D D
        assert w.evaluate(FOCUS_IN)
    card.focus()
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert w.evaluate("(w) => document.activeElement === w.closest('.jp-Cell')")
    assert page.evaluate(NOTEBOOK) == before
    w.get_by_role("button", name="New game").focus()
    page.keyboard.press("Shift+Tab")               # no run yet, no table: Use text, the last
    assert page.evaluate("() => document.activeElement.textContent") == "Use text"
    card.focus()
    page.keyboard.press("Enter")                                  # Enter alone still lays it
    page.wait_for_function("([w, laid]) => JSON.stringify([...w.querySelectorAll("
                           "'.cr-rr-register')].map((r) => r.innerText)) !== JSON.stringify(laid)",
                           arg=[w.element_handle(), laid], timeout=WAIT)
    # a game changed: New game asks first, and Escape on its question is its No
    new_game = w.get_by_role("button", name="New game")
    new_game.click()
    no = w.get_by_role("button", name="No, keep this game")
    no.wait_for()
    assert page.evaluate("() => document.activeElement.textContent") == "No, keep this game"
    page.keyboard.press("Escape")
    assert no.is_hidden() and new_game.is_visible()
    assert w.evaluate(FOCUS_IN)
    assert note.is_hidden()
    status.filter(has_text="This game goes on.").wait_for(timeout=WAIT)
    assert page.evaluate(NOTEBOOK) == before


@pytest.mark.parametrize("where, between", [
    (".cr-program-text", []), (".cr-program-text", ["ArrowDown", "ArrowDown"]),
    (".cr-palette [data-card]", ["ArrowRight", "ArrowLeft"])])
def test_escape_then_tab_leaves_a_board_from_its_text_box_and_past_other_keys(
        page, where, between):
    """Walk 01r7, fault 2: the hint under every board says "To leave the board, press Escape,
    then Tab", but from "Program as text" Tab went to Use text, and a key pressed between
    Escape and Tab (↓ ↓) kept the focus in the board. From anywhere in a board, the
    text box too, Escape then Tab goes to the board's cell, keys between or not; the note by
    the focus keeps saying so until then; the notebook stays as it was."""
    w = board(page, "codyroby")
    before = page.evaluate(NOTEBOOK)
    control = w.locator(where).first
    control.click()
    page.keyboard.press("Escape")
    note = w.locator(".cr-key-note")
    for key in between:
        page.keyboard.press(key)
        assert w.evaluate(FOCUS_IN)
    assert note.inner_text() == "To go back to the notebook, press Tab now."
    shot(page, f"walk01r7-escape-{where[4:11]}-{len(between)}", w)
    page.keyboard.press("Tab")
    assert w.evaluate("(w) => document.activeElement === w.closest('.jp-Cell')")
    after = page.evaluate(NOTEBOOK)
    assert after["mode"] == "command" and after["cells"] == before["cells"]


def test_a_click_on_the_boards_own_cell_prompt_takes_the_focus_out_of_the_board(page):
    """Walk 09s, fault 6 (walk 05s, fault 12): a child clicked the board cell's prompt
    ("[58]:") to run the cell again, but the focus stayed in the board, where Shift+Enter
    does nothing; a click there now takes the focus to the cell, as a click on another cell
    does, and the notebook's keys work on it."""
    w = board(page, "codyroby")
    w.locator(".cr-palette [data-card]").first.focus()
    assert w.evaluate(FOCUS_IN)
    cell = w.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' jp-Cell ')]")
    cell.locator(".jp-InputPrompt").click()
    assert w.evaluate("(w) => !w.contains(document.activeElement)")
    assert page.evaluate(NOTEBOOK)["mode"] == "command"
