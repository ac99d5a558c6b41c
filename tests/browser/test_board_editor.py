"""The board editor in a real JupyterLab (issue 32, point 1): a CodyRoby board, a challenge,
an Energy Seekers, a Droids and a RoboRally board built by mouse and by keyboard, saved, and
read back with the game's own reader; a refusal in plain words changes nothing; keys never
reach the notebook."""

from __future__ import annotations

import json

import pytest

from tests.support.board_editor import answered, click, happened, low_in_the_dark, point, status
from tests.support.browser import (
    IN_VIEW,
    LAPTOP,
    WAIT,
    notebook_page,
    run_cell,
    run_code,
    shot,
    wait_status,
)
from tests.support.keys import NOTEBOOK, TEXTS, typed_cell

CELLS = ["from codyroby_lab import lessons\nboard = lessons.editor('drawn.json')\nboard",
         "ch = lessons.editor('drawn-challenge.json', challenge=True)\nch",
         "es = lessons.editor('drawn-es.json', game='energy_seekers')\nes",
         "droids = lessons.editor('drawn-droids.json', game='droids')\ndroids",
         "rr = lessons.editor('drawn-rr.json', game='roborally')\nrr"]


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "board_editor.ipynb", CELLS, LAPTOP) as page:
        yield page


def saved(page, name: str) -> dict:
    return json.loads(run_code(page, f"print(open({name!r}).read())"))


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
    out = run_code(page, "from codyroby_lab.games.codyroby import CodyRoby\n"
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
    # which change (walk 05r9, fault 1)
    assert happened.inner_text() == 'The last change is taken back ("A block on E4").'


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
    assert json.loads(run_code(page, "import json; print(json.dumps(ch.setup))"))["board"][
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
    out = run_code(page, "from codyroby_lab.games.codyroby import Challenge\n"
                         "print(Challenge.load('drawn-challenge.json').best_words)")
    assert out.strip() == "best: 4 cards"
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
    out = run_code(page, "from codyroby_lab.games.energy_seekers.board import PathBoard\n"
                         "print(PathBoard.from_file('drawn-es.json').ascii())")
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
    out = run_code(page, "from codyroby_lab.games.droids.board import Board\n"
                         "b = Board.from_file('drawn-droids.json')\n"
                         "print(b.ascii())\n"
                         "print(sorted((c, side) for c, (_, side) in b.bases.items()))")
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
    out = run_code(page, "from codyroby_lab.games.roborally.board import Board\n"
                         "b = Board.from_file('drawn-rr.json')\n"
                         "print(sorted((e.kind, e.at, getattr(e.facing, 'name', None)) "
                         "for e in b.floor.values()))\n"
                         "print(sorted(b.over[(4, 3)]['crusher'].registers), "
                         "[(e.kind, e.at, e.side.name, sorted(e.registers)) "
                         "for e in b.edge_elements])")
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
    out = run_code(page, "from codyroby_lab.games.energy_seekers.board import PathBoard\n"
                         "print(PathBoard.from_file('drawn-es.json').labels[2])")
    assert out.strip() == "Your cards play twice"
    assert not page.js_errors


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
        w.locator("svg.cr-board").scroll_into_view_if_needed()    # run_code scrolled away
        click(page, w, sq)
        blocks = json.loads(run_code(page, "import json; print(json.dumps(undone.setup))"))[
            "board"].get("blocks", [])
        assert sq in blocks
        w.locator(spot).first.focus()
        page.keyboard.press("Control+z")
        answered(page, w, 300)
        assert page.evaluate(TEXTS)[:len(texts)] == texts, f"Ctrl+Z on {spot} changed a cell"
        now = json.loads(run_code(page, "import json; print(json.dumps(undone.setup))"))[
            "board"].get("blocks", [])
        assert sq not in now, f"Ctrl+Z on {spot} did not take back the block on {sq}"
        texts = page.evaluate(TEXTS)
    shot(page, "board-editor-ctrl-z", w)
