"""The board editor in a real JupyterLab, one notebook of teachers' boards (a CodyRoby board,
a challenge, an Energy Seekers, a Droids and a RoboRally board, two more kept boards and a
plain board, the two boards of walks 05c and 05n) on a school laptop's page (1366x650).

Issue 32, point 1: each board built by mouse and by keyboard, saved, and read back with the
game's own reader; a refusal in plain words changes nothing; keys never reach the notebook.

The board editor never differs from what it shows (walk 05, faults 5 and 6; formerly
test_board_editor_saved): a refused setting's text stays in its box, marked (walk 05z, minor
fault 6), the board unchanged, and the refusal stays said until the next action that
succeeds, which shows the board's value again, a Run playing from its start (walk 05t, fault
1); "Not saved" shows whenever the board drawn is not the one in its file (an edit after
Save, an Undo past it), never on a new board nothing is drawn on (walk 05p, fault 3). Its
Load list is the folder as it is when the pointer comes to it (walk 05p, fault 1), and Undo
pressed from the keys until it greys out leaves the focus on what to put (walk 05p, fault 2).

Lesson 05's board editor as the fresh-eyes walk 05c met it (/work/walk/walk05c; formerly
test_walk_05c): pressing Step, the step's words ("What happened") lay under "Board as text",
below the fold; a one-line refusal stood in a box as tall as an earlier one, and a gap stayed
where a refusal had gone. Then the same editor as the walk 05n met it (/work/walk/walk05n),
on a board of its own.

One notebook for the three former modules (a notebook and its Python took seconds each to
start): each test works on its own board (its index below), and the Ctrl+Z test, which adds
a board at the notebook's end, runs last."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codyroby_lab.games.codyroby import Challenge
from codyroby_lab.games.droids.board import Board as DroidsBoard
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.roborally.board import Board as RoboRallyBoard
from tests.support.board_editor import (
    VIEW_BOTTOM,
    answered,
    click,
    happened,
    low_in_the_dark,
    point,
    status,
)
from tests.support.browser import (
    IN_VIEW,
    LAPTOP,
    WAIT,
    boxes,
    notebook_page,
    run_cell,
    run_code,
    settled,
    shot,
    wait_end,
    wait_status,
)
from tests.support.kernel import python_says
from tests.support.keys import NOTEBOOK, TEXTS, typed_cell

CELLS = ["from codyroby_lab import lessons\nboard = lessons.editor('drawn.json')\nboard",
         "ch = lessons.editor('drawn-challenge.json', challenge=True)\nch",
         "es = lessons.editor('drawn-es.json', game='energy_seekers')\nes",
         "droids = lessons.editor('drawn-droids.json', game='droids')\ndroids",
         "rr = lessons.editor('drawn-rr.json', game='roborally')\nrr",
         # the boards of the former test_board_editor_saved
         "kept = lessons.editor('kept.json')\nkept",
         "kept_ch = lessons.editor('kept-challenge.json', challenge=True)\nkept_ch",
         "lessons.board('F F R', on={'width': 3, 'height': 3}, at='A3')",   # a plain board
         # the boards of the former test_walk_05c (walks 05c and 05n)
         "drawn = lessons.editor('my_garden_board.json')\n"
         "drawn.place('block', 'C2')\ndrawn.place('red', 'E1')\ndrawn",
         "fixne = lessons.editor('walk_fixne_board.json')\nfixne"]
KEPT, KEPT_CH, PLAIN, DRAWN, FIXNE = 5, 6, 7, 8, 9


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "board_editor.ipynb", CELLS, LAPTOP) as page:
        page.root = Path(lab["root"])
        yield page


def saved(page, name: str) -> dict:
    """The file ``name`` the board's Save wrote in the notebook's folder (read here: a cell
    run to print it cost a few seconds)."""
    return json.loads((page.root / name).read_text())


def test_step_before_any_run_says_what_to_do_on_the_board_drawn(page):
    """Walk 05p, fault 2: Step before any run on a CodyRoby board being drawn said "No run
    yet: on a challenge, Run shows the best program", a challenge's words on a board. It
    says what Run shows on this board; a board where nothing runs says so."""
    w = page.locator(".cr-widget").nth(0)
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "No run yet")
    said = status(w)
    assert "press Run first: Roby takes the shortest way to the red target" in said, said
    assert "challenge" not in said, said
    run_tip = w.get_by_role("button", name="Run", exact=True).get_attribute("title") or ""
    assert "shortest way to the red target" in run_tip and "challenge" not in run_tip, run_tip
    droids = page.locator(".cr-widget").nth(3)
    droids.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, droids, "No run yet")
    assert "nothing to run" in status(droids) and "challenge" not in status(droids)


def test_a_challenges_run_and_its_words_fit_a_laptop_with_the_editor_at_the_top(page):
    """Walk 05p, fault 8: at 1366x650, the challenge editor scrolled to its top showed the
    board and Run, Step and Back, but its status line and the replay's slider were cut off
    at the bottom. With its cell at the top, its code in view, Run's end is said in view,
    the slider and the step counter beside it (the file browser closed, as the walker's)."""
    w = page.locator(".cr-widget").nth(1)
    to_top = "w => w.closest('.jp-Cell').scrollIntoView({block: 'start'})"
    hidden = ("() => !document.querySelector('#filebrowser') || "
              "!document.querySelector('#filebrowser').checkVisibility()")
    browsing = page.locator("#filebrowser").is_visible()
    if browsing:            # (keys pressed in a board stay there: the focus leaves it first)
        page.evaluate("() => document.activeElement?.blur()")
        page.keyboard.press("Escape")
        page.keyboard.press("Control+b")
        page.wait_for_function(hidden, timeout=WAIT)
    try:
        w.evaluate(to_top)
        w.locator(".cr-run").click()
        wait_end(page, w)                   # the replay at its fastest, then its last words
        wait_status(page, w, "The program has ended")
        w.evaluate(to_top)
        page.wait_for_timeout(200)
        sels = ["svg.cr-board", ".cr-run", ".cr-step", ".cr-back", ".cr-log li.cr-current",
                ".cr-status", ".cr-slider", ".cr-counter"]
        seen = page.evaluate(IN_VIEW, [w.element_handle(), sels])
        shot(page, "challenge-editor-laptop")
        assert not [s for s in sels if not seen[s]], seen
    finally:
        if browsing:
            page.evaluate("() => document.activeElement?.blur()")
            page.keyboard.press("Control+b")
            page.wait_for_function(f"() => !({hidden})()", timeout=WAIT)


def test_a_refused_board_text_gives_way_to_the_board_at_the_next_edit(page):
    """Walk 05p, fault 6: after "Use text" refused a broken text, the box kept it beside a
    different board, and setting the width to the value it had did not bring the board's
    text back. As on the other boards: the words say the text was not taken, and the next
    edit on the board, whatever it changes, shows the board's text again."""
    w = page.locator(".cr-widget").nth(0)
    box = w.locator("textarea.cr-program-text")
    board_text = box.input_value()
    box.fill('{"board": {"width": 5 "height": 5}}')
    w.get_by_role("button", name="Use text", exact=True).click()
    wait_status(page, w, "not taken")
    assert box.input_value().startswith('{"board": {"width": 5 "'), box.input_value()
    width = w.locator('input[data-setting="width"]')
    width.fill(width.input_value())
    width.press("Enter")
    page.wait_for_function("(b) => !b.classList.contains('cr-bad')", arg=box.element_handle(),
                           timeout=WAIT)
    assert box.input_value() == board_text


def test_a_board_drawn_by_mouse_is_saved_and_read_back_by_the_game(page):
    w = page.locator(".cr-widget").nth(0)
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "C3")
    click(page, w, "D2")
    w.get_by_role("button", name="Road", exact=True).click()
    # a drag from A4 to B4: the road grows from Roby's start square by square
    a4, a3, b3 = (point(page, w, sq) for sq in ("A4", "A3", "B3"))   # the board stays put
    page.mouse.move(*a4)
    page.mouse.down()
    page.mouse.move(*a3, steps=4)
    page.mouse.move(*b3, steps=4)
    page.mouse.up()
    answered(page, w, 300)
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "B3")
    w.get_by_role("button", name="E", exact=True).click()       # Roby faces east
    answered(page, w, 100)
    # a refusal in plain words; nothing changes
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "A5")
    assert w.locator(".cr-error").inner_text() == ("A block cannot go on A5. Roby starts there: "
                                                   "put Roby on another square first.")
    page.mouse.click(*point(page, w, "D2"), button="right")      # the right button takes away
    answered(page, w, 100)
    w.get_by_role("button", name="Undo").click()                 # D2's block comes back
    answered(page, w, 100)
    shot(page, "board-editor-mouse", w)
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    assert happened(w) == "Saved in drawn.json."
    doc = saved(page, "drawn.json")
    assert doc == {"board": {"width": 5, "height": 5, "blocks": ["D2", "C3"],
                             "path": ["A5", "A4", "A3", "B3"], "targets": {"red": "B3"}},
                   "robots": {"roby": {"at": "A5", "facing": "E"}}}
    # the game's own reader takes the file, and the notebook reads the same board
    out = python_says(page, "from codyroby_lab.games.codyroby import CodyRoby\n"
                         "import json\nprint(CodyRoby(json.load(open('drawn.json'))).board.summary,"
                         " board.setup == json.load(open('drawn.json')))")
    assert out.strip() == "5x5, a road of 4 squares, 2 blocks, a red target on B3 True"
    assert not page.js_errors


def test_what_happened_says_what_the_last_edit_did(page):
    """Walk 05p3, fault 2: after a block and a target, What happened still said "Draw the
    board: choose what to put, then click squares."; what each edit did was said only under
    the board. What happened says it too, as the board is drawn."""
    w = page.locator(".cr-widget").nth(0)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "E4")
    happened = w.locator(".cr-log li.cr-current")
    assert happened.inner_text() == "A block on E4.", happened.inner_text()
    shot(page, "board-editor-what-happened", w)
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 100)
    assert happened.inner_text() == "The last change is taken back."


def test_a_challenges_shortest_program_shows_only_when_asked(page):
    """Walk 05p3, fault 1: the challenge editor showed "best: 9 cards: F F F F R F F F F"
    as soon as it ran, the answer on a screen a class sees. It says the number of cards;
    the program shows on a press, and goes on another."""
    w = page.locator(".cr-widget").nth(1)
    w.scroll_into_view_if_needed()
    assert w.locator(".cr-draw-summary").inner_text() == "best: 9 cards"
    assert "F F F F" not in w.inner_text()
    w.get_by_role("button", name="Show the shortest program").click()
    assert w.locator(".cr-draw-best").inner_text() == "Shortest program: F F F F R F F F F"
    shot(page, "challenge-editor-shortest-shown", w)
    low = low_in_the_dark(page, w, "challenge-editor-shortest-shown-dark")
    assert not low, "\n".join(low)
    w.get_by_role("button", name="Hide the shortest program").click()
    assert "F F F F" not in w.inner_text()


def test_a_challenge_drawn_by_keyboard_shows_the_best_live(page):
    w = page.locator(".cr-widget").nth(1)
    w.scroll_into_view_if_needed()
    assert w.locator(".cr-draw-summary").inner_text().startswith("best: 9 cards")
    # the palette by keys: Road is next to Block
    w.get_by_role("button", name="Block", exact=True).focus()
    page.keyboard.press("ArrowRight")
    assert w.get_by_role("button", name="Road", exact=True).get_attribute("aria-pressed") \
        == "true"
    # Tab goes from the palette to the board, before the challenge's many settings
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.matches('svg.cr-board')")
    # the frame starts on A1: down to A4, then a road A5-A4-B4-C4 drawn with Enter
    for key in ["ArrowDown"] * 3 + ["Enter", "ArrowRight", "Enter", "ArrowRight", "Enter"]:
        page.keyboard.press(key)
        if key == "Enter":
            answered(page, w, 100)
    # the keys stayed in the board, whose focus outlives each answer's new picture
    assert page.evaluate("() => document.activeElement.matches('svg.cr-board')")
    assert json.loads(python_says(page, "import json; print(json.dumps(ch.setup))"))["board"][
        "path"] == ["A5", "A4", "B4", "C4"]
    w.locator("svg.cr-board").focus()
    page.keyboard.press("Delete")              # the road's end C4 goes; the target with it
    answered(page, w, 100)
    assert w.locator(".cr-error").inner_text().startswith("Nothing can be taken away from C4")
    budget = w.locator("input[data-setting='budget']")
    budget.fill("2")
    budget.press("Enter")
    answered(page, w, 100)
    assert w.locator(".cr-error").inner_text() == ("The budget cannot be 2. 2 cards cannot do "
                                                   "it: 4 are needed.")
    budget = w.locator("input[data-setting='budget']")
    budget.fill("4")
    budget.press("Enter")
    answered(page, w, 100)
    assert w.locator(".cr-draw-summary").inner_text().startswith("best: 4 cards")
    shot(page, "board-editor-keyboard", w)
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    doc = saved(page, "drawn-challenge.json")
    assert (doc["board"]["path"], doc["start"], doc["target"], doc["budget"]) == \
        (["A5", "A4", "B4", "C4"], "A5", "C4", 4)
    assert Challenge.load(str(page.root / "drawn-challenge.json")).best_words == "best: 4 cards"
    # Run shows the solver's best program on the board
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-counter").filter(has_text="of 4").wait_for(timeout=WAIT)
    assert not page.js_errors


def test_keys_stay_in_the_editor_and_it_reads_in_the_dark(page):
    """The board editor's keys (arrows, Enter, Delete, letters) never reach JupyterLab (Escape
    leaves the board for its cell: test_keys), and
    in JupyterLab's dark theme every text of the palette and settings reads at 4.5:1."""
    w = page.locator(".cr-widget").nth(0)
    w.scroll_into_view_if_needed()
    w.locator("svg.cr-board").focus()
    before = page.evaluate(NOTEBOOK)
    for key in ["m", "b", "r", "a", "ArrowDown", "ArrowUp", "Delete", "Enter", "y"]:
        page.keyboard.press(key)
        answered(page, w, 50)
        assert page.evaluate(NOTEBOOK) == before, f"{key} on the board reached the notebook"
    shot(page, "board-editor-light", w)
    low = low_in_the_dark(page, w, "board-editor-dark")
    assert not low, "\n".join(low)


def test_an_energy_seekers_board_by_mouse_and_keyboard(page):
    w = page.locator(".cr-widget").nth(2)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Path", exact=True).click()
    c1, d1, d2 = (point(page, w, sq) for sq in ("C1", "D1", "D2"))
    page.mouse.move(*c1)                          # the path A1 B1 goes on: C1 D1 D2
    page.mouse.down()
    page.mouse.move(*d1, steps=4)
    page.mouse.move(*d2, steps=4)
    page.mouse.up()
    answered(page, w, 300)
    w.get_by_role("button", name="Tunnel", exact=True).click()
    click(page, w, "B1")
    assert happened(w) == "Tunnel: now click its other end."
    click(page, w, "D1")
    # by keys: Repetition in the palette, then on C1 (the frame from A1, two to the right)
    w.get_by_role("button", name="Path", exact=True).focus()
    for key in ["ArrowRight"] * 3:
        page.keyboard.press(key)
    assert w.get_by_role("button", name="Repetition").get_attribute("aria-pressed") == "true"
    w.locator("svg.cr-board").focus()
    for key in ["ArrowUp", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowRight", "ArrowRight",
                "Enter"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    shot(page, "board-editor-energy-seekers", w)
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    out = PathBoard.from_file(str(page.root / "drawn-es.json")).ascii()
    assert out.splitlines()[1].split() == ["1", "1", "2TT", "3x2", "4TT", ".", "."]
    assert out.splitlines()[2].split() == ["2", ".", ".", ".", "5EN", ".", "."]
    assert not page.js_errors


def test_a_droids_board_by_mouse_and_keyboard(page):
    w = page.locator(".cr-widget").nth(3)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Water", exact=True).click()
    a3, c3 = point(page, w, "A3"), point(page, w, "C3")
    page.mouse.move(*a3)                          # a river A3 B3 C3, dragged
    page.mouse.down()
    page.mouse.move(*c3, steps=6)
    page.mouse.up()
    answered(page, w, 300)
    # by keys: Obstacle is next to Water; the frame, on C3 where the drag ended, to D4
    w.get_by_role("button", name="Water", exact=True).focus()
    page.keyboard.press("ArrowRight")
    w.locator("svg.cr-board").focus()
    for key in ["ArrowDown", "ArrowRight", "Enter"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    page.keyboard.press("ArrowUp")               # D3: Delete on an empty square does nothing
    page.keyboard.press("Delete")
    answered(page, w, 100)
    # a base clicked again moves its player round the board: grey west to north, red west
    w.get_by_role("button", name="Grey base", exact=True).click()
    click(page, w, "A6")
    assert happened(w) == "Grey's base on A6, its player at the north side."
    # by keys: Blue base chosen, Tab to the board (before the settings), blue south to west
    w.get_by_role("button", name="Blue base", exact=True).focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.tagName") == "svg"
    for key in ["ArrowRight"] * 5 + ["Enter"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    assert happened(w) == "Blue's base on F6, its player at the west side."
    shot(page, "board-editor-droids", w)
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    b = DroidsBoard.from_file(str(page.root / "drawn-droids.json"))   # the game's reader
    out = b.ascii() + "\n" + str(sorted((c, side) for c, (_, side) in b.bases.items()))
    rows = [line.split() for line in out.splitlines()]
    assert rows[3] == ["3", "~", "~", "~", ".", ".", "."]
    assert rows[4] == ["4", ".", ".", ".", "#", ".", "."]
    assert out.splitlines()[-1] == "[('blue', 'W'), ('grey', 'N'), ('red', 'S'), ('yellow', 'E')]"
    assert not page.js_errors


def test_a_roborally_board_by_mouse_and_keyboard(page):
    w = page.locator(".cr-widget").nth(4)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Conveyor", exact=True).click()
    b3, d3 = point(page, w, "B3"), point(page, w, "D3")
    page.mouse.move(*b3)                          # a belt B3 C3 D3, dragged, facing north
    page.mouse.down()
    page.mouse.move(*d3, steps=6)
    page.mouse.up()
    answered(page, w, 300)
    click(page, w, "D3")                          # D3's belt turns: east
    w.get_by_role("button", name="Pit", exact=True).click()
    click(page, w, "C5")
    # by keys: the frame (on C5) up to C4, Enter puts a pit; Delete takes B3's belt away
    w.locator("svg.cr-board").focus()
    for key in ["ArrowUp", "Enter"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    for key in ["ArrowUp", "ArrowLeft", "Delete"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    # a pusher by mouse: a second click moves it to the east side of E3
    w.get_by_role("button", name="Pusher", exact=True).click()
    click(page, w, "E3")
    click(page, w, "E3")
    assert happened(w) == "Pusher on the east side of E3, pushes west in registers 1, 3, 5."
    # a crusher by keys: chosen, Tab to the board, the frame (on E3) to E4, Enter twice
    w.get_by_role("button", name="Crusher", exact=True).focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.tagName") == "svg"
    for key in ["ArrowDown", "Enter"]:
        page.keyboard.press(key)
    answered(page, w, 100)
    page.keyboard.press("Enter")
    answered(page, w, 100)
    assert happened(w) == "Crusher on E4, crushes in registers 2, 4."
    shot(page, "board-editor-roborally", w)
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    b = RoboRallyBoard.from_file(str(page.root / "drawn-rr.json"))   # the game's reader
    out = "\n".join([str(sorted((e.kind, e.at, getattr(e.facing, "name", None))
                                for e in b.floor.values())),
                     f"{sorted(b.over[(4, 3)]['crusher'].registers)} "
                     + str([(e.kind, e.at, e.side.name, sorted(e.registers))
                            for e in b.edge_elements])])
    assert out.splitlines()[0] == ("[('conveyor', (2, 2), 'N'), ('conveyor', (3, 2), 'E'), "
                                   "('pit', (2, 3), None), ('pit', (2, 4), None)]")
    assert out.splitlines()[1] == "[2, 4] [('pusher', (4, 2), 'E', [1, 3, 5])]"
    assert not page.js_errors
    assert not low_in_the_dark(page, w, "board-editor-roborally-dark")


def test_a_roborally_portals_colour_is_chosen_on_the_palette(page):
    """docs/formats-roborally.md: two portals of each colour; the palette has a pair of each
    colour, by mouse and by keys (Orange portals is next to Green portals)."""
    w = page.locator(".cr-widget").nth(4)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Green portals", exact=True).click()
    click(page, w, "A1")
    assert happened(w) == "Green portals: now click its other end."
    click(page, w, "F4")
    assert happened(w) == "Portal on A1, green and portal on F4, green."
    w.get_by_role("button", name="Green portals", exact=True).focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")
    for key in ["ArrowDown", "Enter", "ArrowDown", "Enter"]:     # F5, then F6
        page.keyboard.press(key)
        answered(page, w, 100)
    assert happened(w) == "Portal on F5, orange and portal on F6, orange."
    shot(page, "board-editor-roborally-portals", w)
    assert not page.js_errors


def test_an_energy_seekers_special_squares_words_are_typed_beside_the_board(page):
    """docs/formats-energy-seekers.md, specials: a special square's ``label``, its words on
    the game's board (the square's name): C1's Repetition square gets its own."""
    w = page.locator(".cr-widget").nth(2)
    w.scroll_into_view_if_needed()
    words = w.locator('input[data-setting="label C1"]')
    assert words.get_attribute("placeholder") == "Repetition"
    words.fill("Your cards play twice")
    words.press("Tab")
    answered(page, w, 200)
    assert happened(w) == "Words on C1: Your cards play twice."
    assert w.locator('.cr-tile[aria-label^="Your cards play twice"]').count() == 1
    w.get_by_role("button", name="Save").click()
    answered(page, w, 100)
    assert PathBoard.from_file(str(page.root / "drawn-es.json")).labels[2] == \
        "Your cards play twice"
    assert not page.js_errors


def test_a_refused_budget_stays_in_its_box_marked_and_run_plays_every_time(page):
    """Walk 05z, minor fault 6: a refused budget went back to "no budget" in its box, and the
    teacher no longer saw what they typed beside the refusal: it stays there, marked, the
    challenge unchanged, until the next action. Walk 05t, fault 1: after a refused edit, Run
    jumped to the last step saying "The board shows the move played in a cell", and after
    Reset, Run played nothing. The refusal goes with the run, which plays from step 0, and
    again after Reset."""
    w = page.locator(".cr-widget").nth(KEPT_CH)
    budget = w.locator('input[data-setting="budget"]')
    budget.fill("six")
    budget.press("Tab")
    answered(page, w, 300)
    assert w.locator(".cr-error").inner_text().startswith("The budget cannot be six.")
    assert budget.input_value() == "six" and budget.get_attribute("aria-invalid") == "true"
    shot(page, "board-editor-refused-budget-kept", w)
    assert not low_in_the_dark(page, w, "board-editor-refused-budget-kept-dark")
    assert python_says(page, "print(kept_ch.setup.get('budget'))").strip() == "None"
    for press in ("Run", "Reset", "Run"):
        w.get_by_role("button", name=press, exact=True).first.click()
        if press == "Run":
            page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",
                                   arg=w.locator(".cr-counter").element_handle())
            wait_end(page, w)
            assert "played in a cell" not in w.locator(".cr-status").inner_text()
            assert w.locator(".cr-error").inner_text() == ""
    assert budget.input_value() == "" and budget.get_attribute("aria-invalid") is None
    shot(page, "board-editor-refused-budget", w)
    assert not page.js_errors


def test_not_saved_shows_after_an_edit_after_save_and_after_undo_past_it(page):
    w = page.locator(".cr-widget").nth(KEPT)
    unsaved = w.locator(".cr-draw-unsaved")
    assert unsaved.inner_text() == ""       # a new board, nothing drawn (walk 05p, fault 3)
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "C3")
    assert unsaved.inner_text() == "Not saved"      # drawn on, in no file yet
    w.get_by_role("button", name="Save").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == ""
    click(page, w, "D3")
    assert unsaved.inner_text() == "Not saved"
    shot(page, "board-editor-not-saved", w)
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == ""               # back to what the file holds
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 200)
    assert unsaved.inner_text() == "Not saved"      # past the Save
    assert not page.js_errors


def test_the_load_list_offers_a_file_a_cell_wrote_when_the_pointer_comes_to_it(page):
    w = page.locator(".cr-widget").nth(KEPT)
    run_code(page, "import json, pathlib\n"
                   "pathlib.Path('written.json').write_text(json.dumps(kept.setup))")
    page.mouse.move(0, 0)
    w.locator(".cr-draw-load").hover()
    page.wait_for_function("(w) => [...w.querySelectorAll('.cr-draw-file option')]"
                           ".some((o) => o.value === 'written.json')",
                           arg=w.element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_undo_pressed_from_the_keys_until_grey_leaves_the_focus_on_what_to_put(page):
    w = page.locator(".cr-widget").nth(KEPT)
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "E1")
    undo = w.get_by_role("button", name="Undo")
    undo.focus()
    for _ in range(20):
        if undo.is_disabled():
            break
        page.keyboard.press("Enter")
        answered(page, w, 200)
    assert undo.is_disabled()
    assert page.evaluate("() => document.activeElement.classList.contains('cr-draw-item')")
    assert not page.js_errors


def test_load_over_a_drawing_not_saved_asks_first_and_undo_takes_the_file_back(page):
    """Walk 05s, fault 3: Load replaced a drawing not saved unasked; Undo brought it back
    but not its file, so Save wrote it over the file loaded."""
    w = page.locator(".cr-widget").nth(KEPT)
    python_says(page, "import json, pathlib\nkept.save()\nother = kept.setup\n"
                   "other['board']['blocks'] = ['E1']\n"
                   "pathlib.Path('other.json').write_text(json.dumps(other))")
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "B2")
    assert w.locator(".cr-draw-unsaved").inner_text() == "Not saved"
    w.locator(".cr-draw-load").hover()
    pick = w.locator(".cr-draw-file")
    page.wait_for_function("(w) => [...w.querySelectorAll('.cr-draw-file option')]"
                           ".some((o) => o.value === 'other.json')",
                           arg=w.element_handle(), timeout=WAIT)
    pick.select_option("other.json")
    w.locator(".cr-draw-load").click()
    asking = w.locator(".cr-draw-ask")
    assert asking.is_visible()
    assert asking.inner_text().startswith("Your drawing is not saved: load other.json anyway?")
    assert page.evaluate("() => document.activeElement.textContent") == "No"
    shot(page, "board-editor-load-asks", w)
    page.keyboard.press("Enter")                    # No: everything stays
    answered(page, w, 200)
    assert not asking.is_visible()
    blocks = "import json; print(json.dumps(kept.setup['board'].get('blocks')))"
    assert "B2" in json.loads(python_says(page, blocks))
    w.locator(".cr-draw-load").click()
    w.get_by_role("button", name="Yes", exact=True).click()
    answered(page, w, 300)
    assert json.loads(python_says(page, blocks)) == ["E1"]
    w.get_by_role("button", name="Undo").click()
    answered(page, w, 300)
    assert "B2" in json.loads(python_says(page, blocks))
    assert pick.locator("option").first.inner_text() == "kept.json (this board's file)"
    w.get_by_role("button", name="Save").click()
    answered(page, w, 300)
    kept, other = (saved(page, f)["board"].get("blocks") for f in ("kept.json", "other.json"))
    assert "B2" in kept and other == ["E1"]
    assert not page.js_errors


def test_old_words_go_with_the_next_action_that_succeeds(page):
    """Walk 05t, fault 4: a board text that is not JSON stayed red under the box through
    Save and Run; a block refused on Roby's square stayed red through Run and Reset; under
    the board "A block on D2." stayed beside a later refusal. Each goes with the next
    action that succeeds, and a refusal stands alone."""
    w = page.locator(".cr-widget").nth(KEPT)
    text_error, error = w.locator(".cr-text-error"), w.locator(".cr-error")
    w.locator(".cr-program-text").fill('{"board": {"width": 5')
    w.locator(".cr-use-text").click()
    answered(page, w, 200)
    assert text_error.inner_text().startswith("The text is not JSON: line 1, column 22: ")
    w.get_by_role("button", name="Save").click()
    answered(page, w, 200)
    assert text_error.inner_text() == ""
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    w.get_by_role("button", name="Block", exact=True).click()
    click(page, w, "D2")
    assert w.locator(".cr-log li.cr-current").inner_text() == "A block on D2."
    click(page, w, "A5")
    assert error.inner_text().startswith("A block cannot go on A5.")
    assert "D2" not in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Run", exact=True).first.click()
    answered(page, w, 200)
    assert error.inner_text() == ""
    shot(page, "board-editor-old-words-gone", w)
    assert not page.js_errors


def test_a_challenge_step_fits_with_the_board_and_step_on_a_laptop(page):
    """Walk 05t, fault 6: with the challenge editor's title at the top of a 650 px view, the
    line of step 6 in What happened started at y 615 and was cut off, while the board and
    Step were in view. Fault F3-2: it then fitted with no room to spare, and a fresh clone's
    log, 18 px narrower, put the line's end at y 634: both widths are looked at."""
    w = page.locator(".cr-widget").nth(KEPT_CH)
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    w.get_by_role("button", name="Run", exact=True).first.click()
    wait_end(page, w)
    w.get_by_role("button", name="Jump to start", exact=True).click()
    step = w.get_by_role("button", name="Step", exact=True)
    for _ in range(6):
        step.click()
    page.wait_for_function("(el) => el.textContent.startsWith('step 6 ')",
                           arg=w.locator(".cr-counter").element_handle())
    try:
        for width in (LAPTOP["width"], LAPTOP["width"] - 18):
            page.set_viewport_size({**LAPTOP, "width": width})
            w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            bottom = w.evaluate(VIEW_BOTTOM)
            board, at_step, now = boxes(page, w.locator("svg.cr-board"), step,
                                        w.locator(".cr-log li.cr-current"))
            shot(page, f"board-editor-challenge-step-6-{width}", w)
            for box in (board, at_step, now):
                assert box["y"] >= 0 and box["y"] + box["height"] <= bottom, (width, box, bottom)
    finally:
        page.set_viewport_size(LAPTOP)
    assert not page.js_errors


def test_escapes_note_on_the_board_hides_no_button(page):
    """Walk 05t, fault 5: Escape on the board showed "To go back to the notebook, press Tab
    now." under the board, over Run, Back, Step and Play."""
    w = page.locator(".cr-widget").nth(KEPT)
    w.locator("svg.cr-board").scroll_into_view_if_needed()
    w.locator("svg.cr-board").focus()
    page.keyboard.press("Escape")
    note = w.locator(".cr-key-note")
    assert note.inner_text() == "To go back to the notebook, press Tab now."
    shot(page, "board-editor-escape-note", w)
    buttons = w.locator(".cr-controls button:visible")
    at, *under = boxes(page, note, *(buttons.nth(k) for k in range(buttons.count())))
    assert under
    for b in under:
        apart = (b["x"] >= at["x"] + at["width"] or at["x"] >= b["x"] + b["width"] or
                 b["y"] >= at["y"] + at["height"] or at["y"] >= b["y"] + b["height"])
        assert apart, (at, b)
    page.keyboard.press("Tab")                # and Tab still leaves for the cell
    assert not w.evaluate("(w) => w.contains(document.activeElement)")
    assert not page.js_errors


def test_the_help_under_the_editor_says_how_keys_leave_as_the_note_does_and_they_do(page):
    """Walk 05z, minor fault 4: the help said "Shift+Tab from the board goes back to what to
    put", the note by the focus "To leave the board, press Escape, then Tab". The help says
    the note's words, and both hold: Shift+Tab from the squares reaches what to put, Escape
    then Tab leaves the board for its cell."""
    w = page.locator(".cr-widget").nth(KEPT)
    squares = w.locator("svg.cr-board")
    squares.scroll_into_view_if_needed()
    squares.focus()
    page.keyboard.press("Shift+Enter")              # the note by the focus
    note = w.locator(".cr-key-note")
    note.filter(has_text="Escape").wait_for(timeout=WAIT)
    help_words = w.locator(".cr-drawing .cr-hint").inner_text()
    assert note.inner_text() in help_words, (note.inner_text(), help_words)
    assert "Shift+Tab goes back to what to put" in help_words
    shot(page, "board-editor-key-help", w)
    squares.focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('cr-draw-item')")
    squares.focus()
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert not w.evaluate("(w) => w.contains(document.activeElement)")
    assert not page.js_errors


def test_what_an_edit_did_is_said_once_in_what_happened(page):
    """Walk 05q4, fault 1: "The red target on E1." showed under the board and again in What
    happened, and so did Undo's "The last change is taken back.": What happened says it,
    the line under the board says nothing of it."""
    w = page.locator(".cr-widget").nth(KEPT)
    happened = w.locator(".cr-log li.cr-current")
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    for said in ("The red target on E1.", "The last change is taken back."):
        assert happened.inner_text() == said
        assert w.inner_text().count(said) == 1, said
        assert w.locator(".cr-status").inner_text() == ""
        shot(page, f"board-editor-said-once-{said.split()[1]}", w)
        if said.startswith("The red"):
            w.get_by_role("button", name="Undo").click()
            answered(page, w, 200)
    assert not page.js_errors


def test_save_keeps_the_run_on_show_at_its_step(page):
    """Walk 05q4, fault 2: Run, Back part-way, then Save: the path and the step's words went
    ("no run yet"), though Save changes nothing drawn. The run stays at the step on show,
    and the line under the board says what Save did."""
    w = page.locator(".cr-widget").nth(KEPT)
    w.get_by_role("button", name="Red target", exact=True).click()
    click(page, w, "E1")
    w.get_by_role("button", name="Run", exact=True).first.click()
    wait_end(page, w)
    for _ in range(2):
        w.get_by_role("button", name="Back", exact=True).click()
    counter, happened = w.locator(".cr-counter"), w.locator(".cr-log li.cr-current")
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent) && "
                           "!el.textContent.includes(':')", arg=counter.element_handle())
    trail = w.locator("svg.cr-board path.cr-trail").first
    at, words, path = counter.inner_text(), happened.inner_text(), trail.get_attribute("d")
    assert path
    w.get_by_role("button", name="Save").click()
    answered(page, w, 300)
    assert w.locator(".cr-status").inner_text() == "Saved in kept.json."
    assert w.locator(".cr-draw-unsaved").inner_text() == ""
    assert (counter.inner_text(), happened.inner_text()) == (at, words)
    assert trail.get_attribute("d") == path
    shot(page, "board-editor-save-keeps-run", w)
    assert not page.js_errors


def test_every_board_says_openly_how_the_keys_leave_it(page):
    """Walk 05q4, fault 4: the plain board (cards, not drawing) said how to leave it with the
    keys only in "More buttons and keys", folded; the drawing boards said it openly. Every
    board says it openly, in the words its note by the focus says: a board being drawn in
    its help, a line higher (What happened under its settings stays in view), any other
    under its editor."""
    words = "To leave the board, press Escape, then Tab."
    for k in (KEPT, KEPT_CH):
        w = page.locator(".cr-widget").nth(k)
        assert w.locator(".cr-drawing .cr-hint").inner_text().endswith(words)
        assert w.locator(".cr-leave").is_hidden()
    plain = page.locator(".cr-widget").nth(PLAIN)
    assert plain.locator(".cr-leave").is_visible()
    said = [plain.locator(".cr-leave").inner_text()]
    assert said == [words]
    assert plain.locator(".cr-keys").get_attribute("open") is None      # the fold stays shut
    assert "Escape" not in plain.locator(".cr-keys").text_content()     # said once
    plain.locator("svg.cr-board").scroll_into_view_if_needed()
    plain.get_by_role("button", name="Run", exact=True).first.focus()
    page.keyboard.press("Shift+Enter")                                  # the note by the focus
    note = plain.locator(".cr-key-note").filter(has_text="Escape")
    note.wait_for(timeout=WAIT)
    assert note.inner_text() in said
    shot(page, "plain-board-leave-words", plain)
    assert not low_in_the_dark(page, plain, "plain-board-leave-words-dark")
    assert not page.js_errors


# --- walks 05c and 05n (formerly test_walk_05c) ----------------------------------------

def test_a_steps_words_show_above_the_board_as_text_in_view_with_step(page):
    """Walk 05c fault 6: the words of the step on show sat below the text box, out of view
    while Step and the board were in view."""
    w = page.locator(".cr-widget").nth(DRAWN)
    log, text = w.locator(".cr-log-box"), w.locator(".cr-text-label")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    w.get_by_role("button", name="Back", exact=True).click()
    page.wait_for_function("(c) => { const m = /^step (\\d+) of (\\d+)/.exec(c.textContent); "
                           "return m && m[1] !== m[2]; }",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()
    wait_end(page, w)
    page.wait_for_function("(l) => /Roby/.test(l.textContent)", arg=log.element_handle(),
                           timeout=WAIT)
    step.scroll_into_view_if_needed()
    at_step, at_log, at_text = boxes(page, step, log.locator("h4"), text)
    shot(page, "walk05c-step-words-in-view", w)
    assert at_log["y"] < at_text["y"]                  # the words first, the text below
    assert 0 <= at_log["y"] and at_log["y"] + at_log["height"] <= 650
    assert 0 <= at_step["y"] and at_step["y"] + at_step["height"] <= 650
    assert not page.js_errors


def _click(page, w, square: str) -> None:
    """Click ``square`` on the board (scrolled into view) and wait for Python's answer."""
    w.locator("svg.cr-board").scroll_into_view_if_needed()
    page.mouse.click(*point(page, w, square))
    settled(page, w)


def _refused(page, w, square: str) -> float:
    """Click ``square`` with Block chosen; the height of the refusal that comes."""
    _click(page, w, square)
    w.locator(".cr-error").filter(has_text="cannot go on").wait_for(timeout=WAIT)
    return w.locator(".cr-error").evaluate("(e) => e.offsetHeight")


def test_a_refusal_takes_the_room_of_its_own_words_and_a_gone_one_frees_it(page):
    """Walk 05c fault 7: the room a gone refusal kept (so what lay under it stays under the
    pointer) was never given back: a later refusal of one line stood in it, and with none
    a gap stayed."""
    w = page.locator(".cr-widget").nth(DRAWN)
    error = w.locator(".cr-error")
    gone = "(e) => e.textContent === ''"
    w.get_by_role("button", name="Block", exact=True).click()
    page.set_viewport_size({"width": 640, "height": 650})       # the words wrap
    try:
        tall = _refused(page, w, "A5")                            # Roby's square
        _click(page, w, "B3")                                     # a block goes there
        page.wait_for_function(gone, arg=error.element_handle())
    finally:
        page.set_viewport_size(LAPTOP)
    short = _refused(page, w, "A5")
    assert short < tall                                           # its own lines, fewer
    _click(page, w, "B3")                                         # a block there already
    page.wait_for_function(gone, arg=error.element_handle())
    page.mouse.move(2, 300)                                       # the pointer leaves
    page.wait_for_function("(e) => e.offsetHeight === 0", arg=error.element_handle(),
                           timeout=WAIT)
    assert not page.js_errors


def test_letters_typed_in_a_number_box_are_refused_in_words_not_dropped(page):
    """Walk 05c fault 10: "six" typed in Width vanished, and nothing said why."""
    w = page.locator(".cr-widget").nth(DRAWN)
    width = w.locator('input[data-setting="width"]')
    width.fill("six")
    width.press("Tab")
    settled(page, w)
    w.locator(".cr-error").filter(has_text="The width cannot be six.").wait_for(
        timeout=WAIT)
    # kept in its box beside the refusal, marked (walk 05z, minor fault 6)
    assert width.input_value() == "six" and width.get_attribute("aria-invalid") == "true"
    assert not page.js_errors


def test_the_file_chosen_to_load_shows_its_whole_name(page):
    """Walk 05c fault 18: the Load list showed "my_challenge.json (this boa"."""
    w = page.locator(".cr-widget").nth(DRAWN)
    w.get_by_role("button", name="Save", exact=True).click()
    settled(page, w)
    pick = w.locator("select.cr-draw-file")
    page.wait_for_function("(s) => s.selectedOptions[0].text.includes(\"(this board's file)\")",
                           arg=pick.element_handle(), timeout=WAIT)
    room, words = pick.evaluate(
        "(s) => { const c = document.createElement('canvas').getContext('2d');"
        " c.font = getComputedStyle(s).font;"
        " return [s.clientWidth, c.measureText(s.selectedOptions[0].text).width]; }")
    assert words + 20 < room, (words, room)             # and the arrow beside it
    assert not page.js_errors


# --- walk 05n: the second board ---------------------------------------------------------

def test_a_width_typed_back_right_takes_its_refusal_away(page):
    """Walk 05n, fault 2: Width 0 was refused and the box went back to 5; typing 5 over it
    and pressing Enter sent nothing (the text had not changed), so "The width cannot be 0"
    stayed beside a right 5 by 5 board."""
    w = page.locator(".cr-widget").nth(FIXNE)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    width = w.locator('input[data-setting="width"]')
    width.fill("0")
    width.press("Enter")
    error = w.locator(".cr-error")
    error.filter(has_text="The width cannot be 0.").wait_for(timeout=WAIT)
    assert width.input_value() == "0"                  # kept beside its refusal (walk 05z)
    width.fill("5")
    width.press("Enter")
    settled(page, w)
    page.wait_for_function("(e) => !e.textContent", arg=error.element_handle(), timeout=WAIT)
    assert width.input_value() == "5"
    assert w.locator(".cr-draw-undo").is_disabled()      # nothing changed: no Undo step
    assert not page.js_errors


def test_a_value_being_typed_stays_in_its_box_when_the_editor_is_drawn_again(page, lab):
    """Fault F3-1 (found mending the test above): the folder read again when the pointer or
    the focus comes to the Load list answers with the editor drawn again, and each setting's
    box was a new one: a height half typed went with the old box, and Enter sent the new
    box's old value."""
    w = page.locator(".cr-widget").nth(FIXNE)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    height = w.locator('input[data-setting="height"]')
    height.fill("0")
    pick = w.locator("select.cr-draw-file")
    new = Path(lab["root"]) / "walk_f3_new_board.json"
    new.write_text('{"board": {"width": 4}}')
    try:
        page.mouse.move(2, 2)
        w.locator(".cr-draw-buttons").hover()       # the Load list reads the folder again
        page.wait_for_function("(s) => [...s.options].some((o) => o.value === "
                               "'walk_f3_new_board.json')", arg=pick.element_handle(),
                               timeout=WAIT)
    finally:
        new.unlink()
    # the box, its text and its cursor as they were
    assert page.evaluate("() => [document.activeElement.dataset.setting,"
                         " document.activeElement.value, document.activeElement.selectionStart]"
                         ) == ["height", "0", 1]
    height.press("Enter")
    w.locator(".cr-error").filter(has_text="The height cannot be 0.").wait_for(timeout=WAIT)
    assert height.input_value() == "0"                 # kept beside its refusal (walk 05z)
    assert python_says(page, "print(fixne.setup['board']['height'])").strip() == "5"
    assert not page.js_errors


def test_the_help_says_how_the_keys_reach_the_palette_and_it_is_so(page):
    """Walk 05n, fault 1: Tab forward from the board never reaches Block, Road, the targets
    or Take away, and the help text said only "Tab to the board, then the arrow keys": a child
    using keys alone could put blocks but not choose anything else."""
    w = page.locator(".cr-widget").nth(FIXNE)
    assert "Shift+Tab goes back to what to put" in w.locator(".cr-hint").inner_text()
    board = w.locator("svg.cr-board")
    board.focus()
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.dataset.item") == "block"
    page.keyboard.press("ArrowRight")
    chosen = w.locator('.cr-draw-item[aria-pressed="true"]')
    assert chosen.inner_text() != "Block" and page.evaluate(
        "() => document.activeElement.getAttribute('aria-pressed')") == "true"


def test_width_and_height_have_names_a_screen_reader_reads(page):
    """Walk 05n, fault 12 (checked, not changed): the boxes have no aria-label, but each is
    named by its label (for=), which a screen reader reads."""
    w = page.locator(".cr-widget").nth(FIXNE)
    assert w.get_by_role("textbox", name="Width", exact=True).count() == 1
    assert w.get_by_role("textbox", name="Height", exact=True).count() == 1


def test_ctrl_z_in_the_editor_is_its_undo_and_leaves_the_cells_alone(page):
    """Walk 05b, fault 1: Ctrl+Z after a click on a square, a palette button or the speed
    slider took text out of the cell last typed in. It is the editor's Undo: the last
    change on the board is taken back, and no cell's text changes."""
    w = run_cell(page, "undone = lessons.editor('undone.json', challenge=True)\nundone")
    w = w.locator(".cr-widget")
    w.wait_for(timeout=40_000)
    typed_cell(page)
    texts = page.evaluate(TEXTS)
    w.scroll_into_view_if_needed()
    w.get_by_role("button", name="Block", exact=True).click()
    for sq, spot in [("C3", "svg.cr-board"), ("D3", ".cr-draw-item[aria-pressed=true]"),
                     ("B3", ".cr-controls input[type=range]")]:
        w.locator("svg.cr-board").scroll_into_view_if_needed()
        click(page, w, sq)
        blocks = json.loads(python_says(page, "import json; print(json.dumps(undone.setup))"))[
            "board"].get("blocks", [])
        assert sq in blocks
        w.locator(spot).first.focus()
        page.keyboard.press("Control+z")
        answered(page, w, 300)
        assert page.evaluate(TEXTS)[:len(texts)] == texts, f"Ctrl+Z on {spot} changed a cell"
        now = json.loads(python_says(page, "import json; print(json.dumps(undone.setup))"))[
            "board"].get("blocks", [])
        assert sq not in now, f"Ctrl+Z on {spot} did not take back the block on {sq}"
        texts = page.evaluate(TEXTS)
    shot(page, "board-editor-ctrl-z", w)
