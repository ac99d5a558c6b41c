"""Lesson 03's board as a keyboard-only class meets it (walkthrough of issue 29,
/work/wt/walk/03): the arrows reach every card of a program with a REPEAT block, and a
prediction answered with the mouse leaves the focus on the board, never on the page."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import LAPTOP, WAIT, notebook_page, open_player, pieces

PROGRAM = "REPEAT WHILE ahead [F] L R"


@pytest.fixture
def player(browser, tmp_path):
    board = codyroby.Board(5, 5, blocks=["A2"])
    path = tmp_path / "player.html"
    save_player(codyroby.run(PROGRAM, board=board, at="A5"), path, program=PROGRAM)
    page = open_player(browser, path)
    yield page, page.locator(".cr-widget")
    page.close()


FOCUSED = "() => document.activeElement.getAttribute('data-node')"


def test_the_arrows_reach_the_cards_after_a_repeat_block(player):
    page, w = player
    w.locator('.cr-stack [data-node="0"]').focus()
    seen = []
    for _ in range(3):
        page.keyboard.press("ArrowDown")
        seen.append(page.evaluate(FOCUSED))
    assert seen == ["1", "2", "3"]           # F inside the REPEAT, then L and R after it
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED) == "0"
    assert not page.errors


def test_a_prediction_clicked_keeps_the_focus_in_the_board(player):
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    board = w.locator("svg.cr-board")
    box = board.bounding_box()
    scale = box["width"] / float(board.get_attribute("viewBox").split()[2])

    def click(col: int, row: int) -> None:
        board.click(position={"x": (22 + col * 40 + 20) * scale,
                              "y": (22 + row * 40 + 20) * scale})

    inside = "(w) => w.contains(document.activeElement) && document.activeElement !== w"
    click(1, 4)                                                      # B5: wrong
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    assert w.evaluate(inside)
    page.keyboard.press("ArrowLeft")                                 # back to A5
    page.keyboard.press("ArrowUp")                                   # A4
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert pieces(w) == ["Roby at A4 facing north"]
    assert w.evaluate(inside)
    page.keyboard.press("Enter")                       # Step has the focus: the next step
    assert "Predict" in w.locator(".cr-status").inner_text()
    click(0, 2)                                                      # A3: right
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert w.evaluate(inside) and page.evaluate("document.activeElement.textContent") == "Step"
    assert not page.errors


def test_tab_from_a_blue_cards_choices_goes_on_to_run_and_step(lab, browser):
    """Walk 03 (third), fault 5 (and walk 02's fault 6): Tab from a REPEAT's drop-down went
    to the text box, so Run, Back, Step, Play, Reset, Speed, Predict and the slider were
    reached by Shift+Tab only. Tab goes through the board's controls in reading order (walks
    02t-05t and 01u, fault 2): from Run, under the board, through its buttons, then beside it
    the cards and the blue card's choices, the text box, the table; then round to Run."""
    cells = ["from codyroby_lab import lessons\n"
             "lessons.board('REPEAT WHILE ahead [F]', at='A5', title='Tabs')"]
    with notebook_page(lab, browser, "walk03_tab.ipynb", cells, LAPTOP) as page:
        w = page.locator(".cr-widget").filter(has_text="Tabs")
        name = ("() => { const a = document.activeElement, c = a.classList;"
                " return a.tagName === 'SELECT' ? 'select' : c[c[0] === 'cr-btn' ? 1 : 0]; }")
        w.get_by_role("button", name="Run", exact=True).focus()
        order = [page.evaluate(name)]
        while order[-1] != "cr-desk-scroll" and len(order) < 30:
            page.keyboard.press("Tab")
            order.append(page.evaluate(name))
        assert "select" in order, order
        before = order[:order.index("select")]
        for control in ("cr-run", "cr-back", "cr-step", "cr-play", "cr-reset", "cr-speed",
                        "cr-predict-toggle", "cr-slider"):
            assert control in before, (control, order)
        assert order.index("select") < order.index("cr-program-text")
        page.keyboard.press("Tab")                          # and round to Run
        assert page.evaluate(name) == "cr-run"
        # Shift+Tab round from Run stops on the last control, not on the table at the foot
        # (walk 02p3, fault 4: the board's title and top row scrolled away), then retraces
        page.keyboard.press("Shift+Tab")
        back = [page.evaluate(name)]
        for _ in range(len(order) - 2):
            page.keyboard.press("Shift+Tab")
            back.append(page.evaluate(name))
        assert order[-1] == "cr-desk-scroll" and back[::-1] == order[:-1]
        assert not page.js_errors


# after the tests above, with notebooks of their own (helpers.lab_page)
@pytest.fixture(scope="module")
def lab_page(lab, browser):
    from tests.support.browser import notebook_page
    cell = ("from codyroby_lab import lessons\n"
            "lessons.board('REPEAT WHILE ahead [F]', at='A5', facing='N', title='Along')")
    with notebook_page(lab, browser, "walk03.ipynb", [cell]) as page:
        yield page


def test_use_text_says_under_the_buttons_what_it_did(lab_page):
    """Walk 03 and 05: after Use text the status kept an old message ("breakpoint removed
    from card 1"), and a refused text's reason showed only above the board, out of sight
    (it now shows under the text box, and the status says so)."""
    page = lab_page
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("b")
    assert "stop mark" in w.locator(".cr-status").inner_text()
    w.locator(".cr-program-text").fill("f f r f f f x")
    w.get_by_role("button", name="Use text").click()
    page.wait_for_function("(w) => w.querySelector('.cr-status').textContent"
                           ".includes('not a program')", arg=w.element_handle(), timeout=WAIT)
    # the reason shows once, under the box in use (walk 01f, fault 4); the status points there
    assert "'x' is not a card" in w.locator(".cr-text-error").inner_text()
    assert "under the box" in w.locator(".cr-status").inner_text()
    w.locator(".cr-program-text").fill("F F R")
    w.get_by_role("button", name="Use text").click()
    page.wait_for_function("(w) => w.querySelector('.cr-status').textContent"
                           ".includes('from the text')", arg=w.element_handle(), timeout=WAIT)
    assert "stop mark" not in w.locator(".cr-status").inner_text()


def test_every_sensor_is_reached_by_the_arrow_keys_alone(lab_page):
    """Walk 03 (second), fault 3: ArrowDown on a card's sensor list changed it, then the focus
    jumped to the WHILE list beside it, so the next press changed the kind of REPEAT and
    "not left" was out of reach. Each press, answered by Python, leaves the focus on the same
    list, and the kind of REPEAT stays as it was."""
    from tests.support.browser import run_cell, shot, wait_text
    page = lab_page
    w = run_cell(page, "lessons.board('REPEAT WHILE ahead [F]', at='A5', facing='N', "
                       "title='Sensors')").locator(".cr-widget")
    wait_text(page, w, "REPEAT WHILE ahead [F]")
    sensor = w.locator('.cr-stack select[aria-label="sensor"]')
    options = sensor.locator("option").all_inner_texts()
    assert "not left" in options
    sensor.focus()
    seen = ["ahead"]
    for value in options[1:]:
        page.keyboard.press("ArrowDown")
        wait_text(page, w, f"REPEAT WHILE {value} [F]")
        assert page.evaluate("() => document.activeElement.dataset.control") == "sensor", value
        seen.append(page.evaluate("() => document.activeElement.value"))
    assert seen == options
    shot(page, "walk03-sensor-keys", w)
    kind = w.locator('.cr-stack select[aria-label="REPEAT kind"]')
    kind.focus()
    page.keyboard.press("ArrowUp")                        # WHILE -> n times, and it stays
    wait_text(page, w, "REPEAT 2 [F]")
    assert page.evaluate("() => document.activeElement.dataset.control") == "REPEAT kind"
    assert not page.js_errors


ROWS = "(w) => [...w.querySelectorAll('.cr-desk tbody tr')].map((r) => r.cells[0].textContent)"


def test_the_desk_check_shows_the_steps_seen_so_far_only(player):
    """Walk 03 (third), fault 10: at step 0 the desk check showed the whole run (every
    square, the crash, "program has ended"), which undid "step through it and count"."""
    page, w = player
    w.get_by_role("button", name="Jump to start").click()
    assert w.evaluate(ROWS) == ["0"]
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.evaluate(ROWS) == ["0", "1"]
    w.get_by_role("button", name="Back", exact=True).click()
    assert w.evaluate(ROWS) == ["0"]
    w.get_by_role("button", name="Jump to end").click()
    assert len(w.evaluate(ROWS)) > 2
    assert not page.errors
