"""The board widget in a real JupyterLab, driven in headless Chromium: a lesson's cells run,
cards are dragged into the stack, Run/Step/Back move Roby, Python and the browser agree
on the program, and a hostile robot name stays text."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.browser import (
    drag_card,
    lesson_page,
    pieces,
    run_cell,
    run_code,
    shot,
    turned,
    wait_counter,
    wait_text,
)

HOSTILE = "<img src=x onerror=alert(1)>"


LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "01_first_programs.ipynb"


@pytest.fixture(scope="module")
def page(lab, browser):
    """Lesson 01, all its cells run, on the process's JupyterLab page (loaded once)."""
    with lesson_page(lab, browser, LESSON) as page:
        yield page


def test_lesson_widget_drag_run_step_back(page):
    w = page.locator(".cr-widget").first
    w.scroll_into_view_if_needed()
    for _ in range(40):                                     # start from an empty program
        if not w.locator(".cr-stack .cr-card").count():
            break
        w.locator(".cr-stack .cr-card").first.focus()
        page.keyboard.press("Delete")
    else:
        shot(page, "lab-cannot-empty-the-program", w)
        pytest.fail("Delete did not empty the program")
    wait_text(page, w, "")
    start = pieces(w)[0]
    for card in ("L", "R", "L"):
        drag_card(page, w, card)
    wait_text(page, w, "L R L")
    assert [c.text_content().strip()[-1] for c in w.locator(".cr-stack > .cr-card").all()] \
        == ["L", "R", "L"]
    labels = turned(start, "L R L")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")
    assert pieces(w)[0] == labels[2]
    assert w.locator(".cr-stack .cr-running").get_attribute("data-node") == "2"
    w.get_by_role("button", name="Back", exact=True).click()
    wait_counter(page, w, "step 2 of 3")
    assert pieces(w)[0] == labels[1]
    w.get_by_role("button", name="Back", exact=True).click()
    assert pieces(w)[0] == labels[0]
    w.get_by_role("button", name="Step", exact=True).click()
    wait_counter(page, w, "step 2 of 3")
    assert pieces(w)[0] == labels[1]
    assert "turns right" in w.locator(".cr-log .cr-current").inner_text()
    current = w.locator(".cr-log .cr-current")
    # one plain line a step, the rule behind the step on show written under it (issue 29:
    # the Duel's learners learn its rules there); the citation is the event's tooltip
    rule = "Rule: R (red): turn a quarter turn to the right, staying on the same square."
    assert current.inner_text() == f"Step 2 (R): Roby turns right to face north\n{rule}"
    assert current.locator(".cr-event").get_attribute("title") == (
        f"{rule}\n(DECISIONS, CodyRoby. The rulebook: turn 90 degrees clockwise in place.)")
    for name in ("Run", "Step", "Back", "Play", "Reset"):
        assert w.get_by_role("button", name=name, exact=True).count() == 1
    shot(page, "lab-lesson-stepped", w)
    assert not page.js_errors


def test_program_set_from_python_shows_in_the_browser_and_back(page):
    w = run_cell(page, "from codyroby_lab.ui import CodyRobyBoard\n"
                       "sync_board = CodyRobyBoard(program='F', at='A5')\nsync_board"
                       ).locator(".cr-widget")
    wait_text(page, w, "F")
    run_code(page, "sync_board.program = 'f r  f'")
    wait_text(page, w, "F R F")
    assert w.locator(".cr-stack > .cr-card").count() == 3
    # the reverse, by keyboard: Enter on a palette card adds it, the text box takes text
    w.locator('.cr-palette [data-card="L"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "F R F L")
    assert run_code(page, "print(sync_board.program)").strip() == "F R F L"
    box = w.locator(".cr-program-text")
    box.fill("REPEAT 2 [f r]")
    box.press("Enter")
    wait_text(page, w, "REPEAT 2 [F R]")
    assert w.locator(".cr-stack .cr-card-REPEAT .cr-block-body > .cr-card").count() == 2
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 4 of 4")
    out = run_code(page, "print(sync_board.trace.steps, sync_board.trace.final.robots['roby']"
                         ".label())")
    assert out.strip() == f"4 {pieces(w)[0]}" == "4 Roby at B4 facing south"
    # a bad edit from the browser: an error in the widget, the kernel keeps its program
    box.fill("F X")
    box.press("Enter")
    w.locator(".cr-text-error").filter(has_text="not a card").wait_for()   # under its box
    assert run_code(page, "print(sync_board.program)").strip() == "REPEAT 2 [F R]"
    # drag a card into the REPEAT block, then rearrange it with the keyboard
    body = w.locator(".cr-block-body").first
    height = body.bounding_box()["height"]
    w.locator('.cr-palette [data-card="L"]').drag_to(
        body, target_position={"x": 30, "y": height - 4})
    wait_text(page, w, "REPEAT 2 [F R L]")
    w.locator('.cr-stack [data-node="3"]').focus()
    page.keyboard.press("Alt+ArrowUp")
    wait_text(page, w, "REPEAT 2 [F L R]")
    page.keyboard.press("Alt+ArrowLeft")
    wait_text(page, w, "REPEAT 2 [F R] L")
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT 2 [F R]")
    assert w.locator(".cr-error").inner_text() == ""
    shot(page, "lab-sync", w)
    assert not page.js_errors


def test_hostile_robot_name_is_text(page):
    w = run_cell(page, "from codyroby_lab.ui import CodyRobyBoard\n"
                       f"evil = CodyRobyBoard({{'board': {{'width': 4, 'height': 4}}, 'robots': "
                       f"{{{HOSTILE!r}: {{'at': 'A4', 'facing': 'N'}}}}}}, program='F R')\nevil"
                       ).locator(".cr-widget")
    assert pieces(w) == [f"{HOSTILE} at A4 facing north"]
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 2 of 2")
    assert pieces(w) == [f"{HOSTILE} at A3 facing east"]
    assert HOSTILE in w.locator(".cr-log").inner_text()
    assert page.locator(".cr-widget img").count() == 0
    page.wait_for_timeout(300)
    assert page.dialogs == []
    shot(page, "lab-hostile-name", w)
    assert not page.js_errors


def test_keyboard_only(page):
    w = run_cell(page, "from codyroby_lab.ui import CodyRobyBoard\n"
                       "keys = CodyRobyBoard(at='A5')\nkeys").locator(".cr-widget")
    w.locator('.cr-palette [data-card="REPEAT"]').focus()
    page.keyboard.press("Enter")                         # adds REPEAT 2 []; focus stays
    wait_text(page, w, "REPEAT 2 []")
    assert page.evaluate("() => document.activeElement.dataset.card") == "REPEAT"
    page.keyboard.press("Tab")                           # the program: its first card
    assert page.evaluate("() => document.activeElement.dataset.node") == "0"
    page.keyboard.press("Shift+Tab")                     # back to the palette (one stop)
    assert page.evaluate("() => document.activeElement.dataset.card") == "REPEAT"
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.card") == "F"
    page.keyboard.press("Enter")
    wait_text(page, w, "REPEAT 2 [F]")
    times = w.locator(".cr-times")
    times.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    page.keyboard.press("Tab")
    wait_text(page, w, "REPEAT 3 [F]")
    w.get_by_role("button", name="Run", exact=True).focus()
    page.keyboard.press("Enter")
    wait_counter(page, w, "step 3 of 3")
    assert pieces(w) == ["Roby at A2 facing north"]
    w.get_by_role("button", name="Back", exact=True).focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    assert pieces(w) == ["Roby at A4 facing north"]
    slider = w.get_by_role("slider", name="Step of the replay")
    slider.focus()
    page.keyboard.press("End")
    assert pieces(w) == ["Roby at A2 facing north"]
    page.keyboard.press("Home")
    assert pieces(w) == ["Roby at A5 facing north"]
    assert run_code(page, "print(keys.program, keys.trace.steps)").strip() == "REPEAT 3 [F] 3"
    assert not page.js_errors


def test_cards_added_after_a_new_repeat_go_inside_it(page):
    """Walk 02q, fault 2; walk 03p, fault 8: a REPEAT clicked, then F and R, gave
    'REPEAT 2 [] F R', the REPEAT's box left empty. The cards added next go inside the new
    REPEAT, the words under the program say so, and a click on the REPEAT sends the next
    card after it."""
    w = run_cell(page, "from codyroby_lab.ui import CodyRobyBoard\n"
                       "CodyRobyBoard(at='A5', program='F')").locator(".cr-widget")
    wait_text(page, w, "F")
    for card, text in (("REPEAT", "F REPEAT 2 []"), ("F", "F REPEAT 2 [F]"),
                       ("R", "F REPEAT 2 [F R]")):
        w.locator(f'.cr-palette [data-card="{card}"]').click()
        wait_text(page, w, text)
    assert "New cards go inside card 2, a REPEAT, the one with the dotted line. To put them " \
        "after it, click the word REPEAT on it again, or press Enter on it." \
        in w.locator(".cr-hint").inner_text()
    w.locator('.cr-stack [data-node="1"] .cr-letter').first.click()    # the word REPEAT
    w.locator('.cr-palette [data-card="L"]').click()
    wait_text(page, w, "F REPEAT 2 [F R] L")
    assert not page.js_errors


def test_a_learners_lab_has_no_nbgrader_validate_button_menu_or_panel(page):
    """Walk 02 (issue 29), fault 5: nbgrader's Validate button said "Success! Your notebook
    passes all the tests" on a lesson with a wrong exercise. The project's JupyterLab, however
    it is started, shows none of nbgrader's teacher's parts (the teacher turns them on:
    README, "Grading a class")."""
    assert page.locator(".jp-Notebook").count()
    toolbar = page.locator(".jp-NotebookPanel-toolbar")
    assert not toolbar.get_by_text("Validate").count()
    assert not page.get_by_role("menuitem", name="Nbgrader").count()
    assert not page.locator("#create_assignment, .nbgrader-NotebookPanelWidget").count()
    assert not page.get_by_title("Create Assignment").count()
