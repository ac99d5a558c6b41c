"""Droids in a real JupyterLab: the `chits` editor (widgets/editors/chits.js with
ChitsEditor in codyroby_lab/ui/editors.py) by keyboard and by mouse (a real HTML5 drag),
a covered transmitter shown and refused, a chit's arrow turned, then the order sent: its
box lights up during the replay and the board draws the line it commands. Lesson 08's
boards: test_droids_lesson.py; on a laptop's page: test_droids_laptop.py."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    WAIT,
    boxes,
    notebook_page,
    pieces,
    run_cell,
    run_code,
    settled,
    shot,
    wait_counter,
    wait_end,
    wait_text,
)
from tests.support.droids_helpers import box_of

GAME = """\
from codyroby_lab.lessons.droids import DroidsPlay
droids = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
    "phase": "program", "first": "red", "robots": {"red": "C1"},
    "racks": {"red": ["V2", "VX", "PU"], "blue": ["B1"]}, "covers": {"red": ["D"]}})
droids.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "droids.ipynb", [GAME]) as page:
        yield page


def test_chits_placed_by_keyboard_and_mouse_then_sent(page):
    w = page.locator(".cr-widget").first
    assert w.locator(".cr-tx").count() == 10                         # along the north side
    assert [c.get_attribute("data-chit") for c in w.locator(".cr-chits-rack [data-chit]").all()] \
        == ["V2", "VX", "PU"]
    covered = w.locator('.cr-tx.cr-covered')
    assert covered.count() == 1 and covered.get_attribute("data-line") == "D"

    # keyboard: Enter picks V2, R turns its arrow (N, E, S), arrow keys walk the boxes
    w.locator('.cr-chits-rack [data-chit="V2"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    page.keyboard.press("r")
    assert "arrow S" in w.locator('.cr-chits-rack [data-chit="V2"]').get_attribute("aria-label")
    box_of(w, "A", 1).focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                    # box 1 of C
    wait_text(page, w, "V2 C 1 S")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                    # D is covered: refused
    w.locator(".cr-status").filter(has_text="covered").wait_for()
    assert run_code(page, "print(droids._widget.program)").strip() == "V2 C 1 S"
    w.get_by_role("button", name="Place chit", exact=True).click()
    wait_counter(page, w, "step ")
    assert "V2" in box_of(w, "C", 1).inner_text()
    settled(page, w)        # a late redraw from Python would replace the rack under the drag

    # mouse: drag PU into box 1 of E
    w.locator('.cr-chits-rack [data-chit="PU"]').drag_to(box_of(w, "E", 1))
    wait_text(page, w, "PU E 1")
    w.locator('.cr-chits-rack [data-chit="VX"]').drag_to(box_of(w, "D", 1))   # covered
    page.wait_for_timeout(300)
    assert run_code(page, "print(droids._widget.program)").strip() == "PU E 1"
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('PU')", arg=box_of(w, "E", 1)
                           .element_handle(), timeout=WAIT)
    wait_end(page, w)                           # a press while the replay plays is ignored
    shot(page, "lab-droids-programmed", w)

    # Place chit with nothing chosen says what to do first (the rack stays; said under the
    # buttons as news since walk 08p3, fault 7); I'm done plays at once
    w.get_by_role("button", name="Place chit", exact=True).click()
    w.locator(".cr-status").filter(has_text="Place chit has nothing to lay").wait_for(timeout=WAIT)
    assert w.locator('.cr-chits-rack [data-chit="VX"]').count() == 1
    w.get_by_role("button", name="I'm done placing chits").click()
    w.locator('.cr-tx.cr-lit[data-line="C"]').wait_for(timeout=WAIT)
    w.locator('.cr-tx[data-line="C"] .cr-tx-line').click()       # walk 08 fault 9: its letter
    wait_text(page, w, "send C")
    box_of(w, "C", 1).click()
    wait_text(page, w, "send C")
    w.get_by_role("button", name="Send order", exact=True).click()
    wait_end(page, w)                 # a game's move plays to its end (walk 08k, fault 6)
    settled(page, w)                  # Python's answer to the order is drawn: Reset on it
    w.get_by_role("button", name="Reset").click()
    w.get_by_role("button", name="Step", exact=True).click()
    wait_counter(page, w, "step 1")
    lit = w.locator(".cr-box.cr-running")
    assert lit.count() == 1 and lit.get_attribute("data-line") == "C"
    assert lit.get_attribute("data-box") == "1"
    assert w.locator(".cr-band").count() == 1                     # the line commanded: a band
    log = w.locator(".cr-log").inner_text()
    assert "Red sends V2" in log and "from transmitter C, box 1" in log
    assert "Red at C1, damage 1" in log and "facing" not in log        # a droid has no front
    shot(page, "lab-droids-sent", w)
    assert not page.js_errors


def test_the_panel_reads_box_1_at_the_top_with_every_row_named(page):
    """Issue 29: the panel's top row was box 3, its rows had no names (a chit dropped in the
    "first" box landed in box 3) and its heading said the board is below when it is beside."""
    w = page.locator(".cr-widget").first
    heading = w.locator(".cr-program-label").filter(has_text="Your transmitters").inner_text()
    assert "below" not in heading and "box 1 is sent first" in heading
    names = w.locator(".cr-tx-names .cr-box-name")
    assert names.all_inner_texts() == ["box 1", "box 2", "box 3"]
    ys = [box_of(w, "A", k).bounding_box()["y"] for k in (1, 2, 3)]
    assert ys == sorted(ys) and ys[0] < ys[2]                       # box 1 on top
    for k in (1, 2, 3):                                              # each row has its name
        assert abs(names.nth(k - 1).bounding_box()["y"] - ys[k - 1]) < 4
    box_of(w, "B", 1).focus()
    page.keyboard.press("ArrowDown")                                 # down: box 2, as drawn
    assert page.evaluate("() => document.activeElement.dataset.box") == "2"
    assert page.evaluate("() => document.activeElement.dataset.line") == "B"


def test_run_waits_at_step_0_and_predict_shows_nothing_before_the_guess(page):
    """Walk 08, fault 1: Run played the program to its last step, so Step said "the end"
    under a title saying "Press Step to follow Red", and with Predict ticked the final
    square and the path showed before any guess. Run now waits at step 0 (a Droids board
    is followed step by step); in Predict mode every board asks before the first step."""
    run_cell(page, "from codyroby_lab.lessons import droids as lesson\n"
                   "fb = lesson.ChitsBoard(rack=('V2', 'V1', 'V1'), at='A1')\n"
                   "fb.place('V2 A 1 S').place('V1 A 2 E')\nfb.widget()")
    w = page.locator(".cr-widget").last
    for predict in (False, True):
        w.locator(".cr-predict-toggle").set_checked(predict)
        w.get_by_role("button", name="Run my chits").click()
        wait_counter(page, w, "step 0")
        page.wait_for_timeout(1500)                         # a replay that plays goes on now
        assert w.locator(".cr-counter").inner_text() == ("step 0" if predict else "step 0 of 2")
        title = w.locator(".cr-title").inner_text()     # Predict: a title telling no end
        assert ("guess where Red will be" if predict else "Press Step to follow Red") in title
        assert "Red at A1" in " ".join(pieces(w))           # not on its last square
        assert w.locator("path.cr-trail[d*='L']").count() == 0   # no path drawn yet
        if predict:
            assert "Predict: click the square where Red" in w.locator(".cr-status").inner_text()
            shot(page, "lab-droids-predict-run", w)
        else:
            w.get_by_role("button", name="Step", exact=True).click()
            wait_counter(page, w, "step 1 of 2")
    assert not page.js_errors


def test_the_board_says_one_thing_in_the_lessons_words(page):
    """Walk 08, faults 6 and 7: the log said "Press Run to run the program" where Run is
    refused, the choice line "Nothing chosen" beside "V1 selected", the text box refused
    the challenges' own 'V2 A S' and the board spoke of cards, and a droid "faces" nowhere."""
    run_cell(page, "from codyroby_lab.lessons import droids as lesson\n"
                   "wb = lesson.ChitsBoard(rack=('V2', 'V1'), at='A1')\nwb.widget()")
    w = page.locator(".cr-widget").last
    assert "Press Run" not in w.locator(".cr-log").inner_text()
    panel, rack = w.locator(".cr-chits-transmitters"), w.locator(".cr-chits-rack")

    def layout():                                  # the panel's place under the rack, its size
        p, r = boxes(page, panel, rack)
        return p["y"] - r["y"], p["width"], p["height"]
    before = layout()
    w.locator('.cr-chits-rack [data-chit="V1"]').click()
    assert layout() == before                      # fault 8: the Turn line moves nothing
    assert "V1 (land: 1 square) selected" in w.locator(".cr-status").inner_text()
    choice = w.locator(".cr-chits-choice").inner_text()
    assert choice == "V1 selected: now choose a free box for it."
    text = w.locator(".cr-program-text")
    text.fill("V2 A S")
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "V2 A 1 S")
    assert w.locator(".cr-text-error").inner_text() == ""
    assert w.locator(".cr-status").inner_text() == ("The move from the text is ready: press the "
                                                    "button under the board to make it.")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('V2')", arg=box_of(w, "A", 1)
                           .element_handle(), timeout=WAIT)
    assert layout()[1] == before[1]                # nor does a chit laid widen it
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Run my chits").click()
    w.locator(".cr-status").filter(has_text="Predict: click").wait_for(timeout=WAIT)
    w.locator("svg.cr-board").click(position={"x": 5, "y": 5})     # a corner: no square
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                    # B1: wrong
    said = w.locator(".cr-status").inner_text()
    assert "Not quite" in said and "the chit of step 1" in said and "faces" not in said
    w.get_by_role("button", name="Back", exact=True).dblclick()      # fault 19: no word
    assert page.evaluate("() => String(getSelection())") == ""       # selected
    assert not page.js_errors


def test_robot_killer_chits_chosen_with_the_counters(page):
    run_cell(page, 'killer = DroidsPlay("killer", seed=0)\nkiller.widget()')
    w = page.locator(".cr-widget").last
    w.locator('[data-more="PU"]').wait_for()
    for code, n in (("V2", 3), ("VX", 2), ("PU", 2)):
        for _ in range(n):
            w.locator(f'[data-more="{code}"]').click()
    wait_text(page, w, "choose V2 V2 V2 VX VX PU PU")
    assert w.locator('[data-more="V1"]').is_disabled()                 # 7 chosen: no more
    w.get_by_role("button", name="Take chits", exact=True).click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 7",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    badge = w.locator('.cr-piece[data-piece="red"] .cr-badge-carried')    # its 7 obstacles
    assert "\u25a3" in badge.text_content()
    run_cell(page, 'while killer.state.phase != "execute" and not killer.over:\n'
                   '    killer.move(killer._suggestion())')
    page.wait_for_function("(el) => el.textContent.includes(\"The killer's program\")",
                           arg=w.element_handle(), timeout=WAIT)     # its sheet, face up
    shot(page, "lab-droids-killer", w)
    assert not page.js_errors


def test_the_east_side_transmitters_are_rows_walked_by_keyboard(page):
    run_cell(page, 'east = DroidsPlay("challenge", players=["red", "yellow"], you="yellow",\n'
                   '    seed=0, setup={"phase": "program", "first": "yellow",\n'
                   '                   "racks": {"yellow": ["V2", "PU"], "red": ["V1"]}})\n'
                   'east.widget()')
    w = page.locator(".cr-widget").last
    assert w.locator('.cr-chits-transmitters[data-side="E"]').count() == 1
    one, two = boxes(page, box_of(w, "1", 1), box_of(w, "1", 2))
    assert abs(one["y"] - two["y"]) < 2 and one["x"] < two["x"]     # box 1 nearest the board
    w.locator('.cr-chits-rack [data-chit="V2"]').click()
    box_of(w, "1", 1).focus()
    page.keyboard.press("ArrowDown")                                # along the side: row 2
    page.keyboard.press("ArrowRight")                               # away from the board
    page.keyboard.press("Enter")
    wait_text(page, w, "V2 2 2 N")
    assert not page.js_errors


def test_a_click_on_a_free_square_places_the_obstacle_there(page):
    """Walk 08s, fault 8: on the Challenge, clicking D4 to place an obstacle did nothing;
    only a list of about 90 squares, under the board and out of view, did it. A click on a
    free square chooses it (the list follows, for the keys), and Place obstacle places it."""
    run_cell(page, 'placing = DroidsPlay("challenge", players=["red", "blue"], seed=0)\n'
                   'placing.widget()')
    w = page.locator(".cr-widget").last
    w.get_by_role("button", name="Place obstacle", exact=True).wait_for(timeout=WAIT)
    w.locator('svg.cr-board rect.cr-cell[x="142"][y="142"]').click()            # D4
    wait_text(page, w, "obstacle D4")
    assert w.locator(".cr-square-pick").input_value() == "obstacle D4"
    assert "Obstacle on D4: press Place obstacle." in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Place obstacle", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('D4')", arg=w.locator(".cr-log")
                           .element_handle(), timeout=WAIT)
    assert not page.js_errors
