"""Lesson 03's boards as the fresh-eyes walk met them at 1366x650 (/work/walk/walk03e/report.md,
faults by their number there)."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, run_cell, shot, wait_status, wait_text

SETUP = ("from codyroby_lab import lessons\n"
         "walls = [lessons.challenge({'width': n, 'height': n}, start=f'A{n}', facing='N',\n"
         "          target='ABCDEFGH'[n - 1] + '1', blue_cards=True, title=f'{n}x{n}')\n"
         "         for n in (3, 5, 8)]\n"
         "lessons.board('F F', on=walls[1])")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk03e.ipynb", [SETUP], LAPTOP) as page:
        yield page


def test_a_typo_in_the_check_keeps_the_board_and_says_how_to_get_it_back(page):
    """Fault 1: a board cell run with a program that cannot be read showed one line of error
    and no board, and nothing said what to fix."""
    cell = run_cell(page, 'lessons.board("REPEAT WHILE ahaed [F]", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator(".cr-palette button").first.wait_for()
    error = w.locator(".cr-error")
    page.wait_for_function("(el) => el.textContent.includes('check above')",
                           arg=error.element_handle())
    assert error.is_visible() and "'ahaed' is not a sensor" in error.inner_text()
    assert "run this cell again" in error.inner_text()
    shot(page, "walk03e-typo-board", w)
    assert not page.js_errors


def test_show_me_in_the_check_holds_the_answer_on_the_board(page):
    """Fault 1: "show me", as the lesson says to write it, then the board cell: no board."""
    run_cell(page, 'lessons.check_all("show me", walls)')
    cell = run_cell(page, 'lessons.board("show me", on=walls[1])')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    page.wait_for_function("(el) => el.value.startsWith('REPEAT')", arg=text.element_handle())
    assert w.locator(".cr-error").inner_text().strip() == ""
    assert not page.js_errors


def test_adding_the_first_card_says_one_card(page):
    """Fault 12: "REPEAT card added: the program has 1 cards"."""
    cell = run_cell(page, 'lessons.board("", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator('.cr-palette [data-card="REPEAT"]').click()
    status = w.locator(".cr-status")
    page.wait_for_function("(el) => el.textContent.includes('card added')",
                           arg=status.element_handle())
    assert "the program has 1 card" in status.inner_text()
    assert "1 cards" not in status.inner_text()
    assert not page.js_errors


def test_changing_a_repeats_kind_keeps_it_chosen_for_new_cards(page):
    """Fault 11a: Enter on a REPEAT ("new cards go into this REPEAT card"), then n times ->
    WHILE in its dropdown, and the next F went after the REPEAT, not into it."""
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this REPEAT')",
                           arg=w.locator(".cr-status").element_handle())
    w.locator('select[aria-label="REPEAT kind"]').select_option("while")
    page.wait_for_function("(el) => el.value === 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    w.locator('.cr-palette [data-card="F"]').click()
    # (the program before the click also ends in 'F]': wait for it to change)
    page.wait_for_function("(el) => el.value !== 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    assert text.input_value() == "REPEAT WHILE ahead [F F]"
    assert not page.js_errors


def test_enter_again_on_an_if_picks_its_else_for_new_cards(page):
    """Fault 11b: Enter on an IF only switched between "into this IF card" and "at the
    end": the keyboard could not put a card in the ELSE part."""
    cell = run_cell(page, 'lessons.board("IF left [L] ELSE [R]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    status = w.locator(".cr-status").element_handle()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this IF')", arg=status)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('ELSE part')", arg=status)
    assert w.locator(".cr-else.cr-selected").count() == 1
    w.locator('.cr-palette [data-card="F"]').click()
    page.wait_for_function("(el) => el.value !== 'IF left [L] ELSE [R]'",
                           arg=text.element_handle())
    assert text.input_value() == "IF left [L] ELSE [R F]"
    # then after the IF (walk 03q4, faults 1 and 2), then the end
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('after this IF')", arg=status)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('at the end')", arg=status)
    assert not page.js_errors


def test_a_card_put_into_an_if_leaves_its_else_box_in_view(page):
    """Walk 03r6, fault 5: on the Snake, L clicked into the IF of REPEAT UNTIL red [REPEAT
    WHILE ahead [F] IF left [] ELSE []] showed L at the program box's bottom edge, and the
    ELSE box, where R goes next, was under the edge, out of sight until scrolled to. The
    box shows the whole IF when it fits."""
    cell = run_cell(page, 'lessons.board("REPEAT UNTIL red [REPEAT WHILE ahead [F] '
                          'IF left [] ELSE []]", on={"width": 5, "height": 5, "targets": '
                          '{"red": "E1"}}, at="A5", run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-stack [data-node="3"]').focus()       # the IF: new cards go into it
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this IF')",
                           arg=w.locator(".cr-status").element_handle())
    w.locator('.cr-palette [data-card="L"]').click()
    page.wait_for_function("(el) => el.value.includes('IF left [L]')", arg=text.element_handle())
    box, zone = (w.locator(sel).bounding_box() for sel in (".cr-stack", ".cr-else + ol"))
    assert zone["y"] >= box["y"] - 1 and zone["y"] + zone["height"] <= box["y"] + box["height"] + 1
    shot(page, "walk03e-else-in-view", w)
    assert not page.js_errors


# the card the focus is on (a card, or one of its boxes), and which box (null: the card)
FOCUS = ("() => [document.activeElement.dataset.node ?? document.activeElement.dataset.of,"
         " document.activeElement.dataset.control ?? null]")


def test_the_keys_give_an_if_its_else_part_as_the_help_says(page):
    """Walk 03p, fault 1: "press it again on an IF for its ELSE": Enter again on an IF with
    no ELSE part went to the end, and only Tab to its ELSE box and Space made the part,
    said nowhere. The help and the words after Enter say how, and it works by keys alone."""
    cell = run_cell(page, 'lessons.board("IF left [L]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "IF left [L]")
    help_ = w.locator(".cr-keys li").all_text_contents()
    said = ["Press Enter again on an IF for its ELSE part.",      # short lines (walk 02i, 2)
            "No ELSE part yet? Tab to the IF's ELSE box and press Space to tick it.",
            "Shift and Tab twice go back to the IF."]
    assert all(line in help_ for line in said), help_
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    wait_status(page, w, "new cards go into this IF card. It has no ELSE part yet: Tab to "
                         "the IF's ELSE box and press Space to tick it; Shift and Tab twice")
    # as the words say: Tab to the ELSE box, Space, Shift+Tab twice back to the IF, Enter
    for _ in range(4):
        if page.evaluate(FOCUS)[1] == "ELSE block":
            break
        page.keyboard.press("Tab")
    assert page.evaluate(FOCUS) == ["0", "ELSE block"]
    page.keyboard.press("Space")
    wait_text(page, w, "IF left [L] ELSE []")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUS) == ["0", None]
    page.keyboard.press("Enter")
    wait_status(page, w, "ELSE part of this IF card")
    w.locator('.cr-palette [data-card="F"]').focus()     # the cards above: F, by Enter
    page.keyboard.press("Enter")
    wait_text(page, w, "IF left [L] ELSE [F]")
    shot(page, "walk03p-if-else-keys", w)
    assert not page.js_errors


def test_ctrl_z_brings_the_deleted_card_back_with_the_focus(page):
    """Walk 03r6, fault 9: the program's last card deleted with the keys (the focus goes to
    the cards above), Ctrl+Z put it back but left the focus on "Add F card": a keyboard
    user had to find their place again. The card that came back has the focus."""
    cell = run_cell(page, 'lessons.board("F L", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "F L")
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "L")
    page.keyboard.press("Delete")
    wait_text(page, w, "")
    assert page.evaluate(FOCUS)[0] is None                  # on the cards above
    page.keyboard.press("Control+z")
    wait_text(page, w, "L")
    assert page.evaluate(FOCUS) == ["0", None]
    assert not page.js_errors


def test_jump_to_end_waits_for_a_guess_after_a_new_program_in_predict_mode(page):
    """Walk 03p, fault 3: Predict ticked, a new program by Program as text and Use text,
    then ⇥: Roby went straight to the end, no guess asked, though the board said "Play and
    Jump to end (⇥) wait for your guess"."""
    cell = run_cell(page, 'lessons.board("F", on=walls[1])')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "F")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-program-text").fill("F F R F")
    w.get_by_role("button", name="Use text").click()
    wait_status(page, w, "from the text")
    w.get_by_role("button", name="Jump to end").click()
    wait_status(page, w, "Play and Jump to end (\u21e5) wait for your guess.")
    assert w.locator(".cr-counter").inner_text().strip() == "step 0"
    shot(page, "walk03p-predict-jump", w)
    assert not page.js_errors
