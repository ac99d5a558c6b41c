"""Walks 01i, 02i and 03i: the program editor of lessons 01-03 (widgets/editors/stack.js) at
1366x650, worked by keys as a child does."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_cell,
    settled,
    shot,
    wait_status,
    wait_text,
)

SETUP = """\
from codyroby_lab import lessons
zigzag = {"width": 5, "height": 5, "path": ["A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"],
          "targets": {"red": "E1"}}
snake = lessons.challenge(zigzag, start="A5", facing="N", target="red", blue_cards=True,
                          title="Zigzag")"""
SNAKE = ('lessons.board("REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L L]]", on=snake, '
         'title="Snake")')
LONG = ('lessons.board("F F F F F F F F F F F", at="A5", facing="N", '
        'palette=["F", "L", "R", "REPEAT"], title="Long")')
MISTAKE = ('lessons.board("REPEAT WHILE ahead [F] L REPEAT UNTIL red [F]", on=snake, '
           'title="Mistake")')
PATROL = ('lessons.board("REPEAT 2 [F F F R R]", at="C5", title="The garden patrol", '
          'palette=["F", "L", "R", "REPEAT"])')


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk01i.ipynb", [SETUP, SNAKE, LONG, PATROL, MISTAKE],
                       viewport=LAPTOP) as page:
        yield page


def board(page, title):
    w = page.locator(".cr-widget").filter(has_text=title).first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def card(w, n):
    return w.locator(f'.cr-stack [data-node="{n}"]')



def focused(page):
    return page.evaluate("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return {tag: a.tagName, node: a.dataset.node ?? null, card: a.dataset.card ?? null}; }""")


def shown_whole(w, el):
    """Whether `el` shows whole in the program's box and in the window's part of the page."""
    return el.evaluate("""(el) => {
        const box = el.closest('.cr-stack').getBoundingClientRect(), r = el.getBoundingClientRect();
        let bottom = innerHeight;
        for (let n = el.closest('.cr-widget').parentElement; n; n = n.parentElement) {
          const y = getComputedStyle(n).overflowY;
          if ((y === 'auto' || y === 'scroll') && n.scrollHeight > n.clientHeight) {
            bottom = n.getBoundingClientRect().bottom; break; }
        }
        return r.top >= box.top - 1 && r.bottom <= Math.min(box.bottom, bottom) + 1; }""")


def test_tab_from_the_cards_lands_on_a_program_card_never_on_a_drop_down(page):
    """Walk 03i, fault 1: with the IF card chosen for new cards, Tab from the row of cards
    landed on the outer REPEAT's drop-down, and six ArrowDowns turned REPEAT UNTIL red into
    REPEAT 2 unseen. Tab lands on a card, the arrows go from card to card, and the program
    stays as it was."""
    w = board(page, "Snake")
    text = "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L L]]"
    wait_text(page, w, text)
    card(w, 3).focus()
    page.keyboard.press("Enter")                    # new cards go after the IF card
    w.locator('.cr-palette [data-card="L"]').focus()
    page.keyboard.press("Tab")
    assert focused(page)["node"] == "3", focused(page)
    for _ in range(6):
        page.keyboard.press("ArrowDown")
    settled(page, w)
    assert w.locator(".cr-program-text").input_value() == text
    assert focused(page)["node"] == "5", focused(page)   # the last L card
    shot(page, "walk01i-tab-to-a-card", w)
    assert not page.js_errors


def test_shift_tab_from_the_program_goes_straight_back_to_the_cards(page):
    """Walk 03i, fault 2: Shift+Tab from a card passed the drop-downs of every card above it
    before it reached the row of cards. Tab from a card reaches its own boxes, and Shift+Tab
    from the card goes straight back to the row."""
    w = board(page, "Snake")
    card(w, 3).focus()                              # the IF card, inside two REPEATs
    page.keyboard.press("Tab")
    assert focused(page)["tag"] == "SELECT"         # its sensor
    page.keyboard.press("Shift+Tab")
    assert focused(page)["node"] == "3", focused(page)
    page.keyboard.press("Shift+Tab")
    assert focused(page)["card"] is not None, focused(page)


def test_a_changed_drop_down_and_a_card_moved_in_or_out_are_said(page):
    """Walk 03i, fault 6: after Alt and an arrow moved a card into a REPEAT, and after a
    drop-down changed a REPEAT, the line under the board still told of the card added
    before."""
    w = board(page, "Snake")
    w.locator('.cr-stack select[data-of="0"][aria-label="REPEAT kind"]').select_option("times")
    wait_status(page, w, "Card 1 changed: it is now REPEAT 2 times.")
    wait_text(page, w, "REPEAT 2 [REPEAT WHILE ahead [F] IF left [L L]]")
    card(w, 5).focus()                              # the last L, in the IF
    page.keyboard.press("Alt+ArrowLeft")
    wait_status(page, w, "L card moved out of the IF: it is now card 6")
    wait_text(page, w, "REPEAT 2 [REPEAT WHILE ahead [F] IF left [L] L]")
    page.keyboard.press("Alt+ArrowRight")
    wait_status(page, w, "L card moved into the IF just above it: it is now card 6")
    wait_text(page, w, "REPEAT 2 [REPEAT WHILE ahead [F] IF left [L L]]")


def test_a_card_added_by_keys_shows_in_the_programs_box_and_its_place_is_said(page):
    """Walk 01i, fault 4: in a long program a card added by keys went in below the fold of
    the program's box, and nothing showed where it went; fault 5: Enter on a card put a
    dotted outline on it, and nothing said what it meant; walk 01z, fault 5: "after the F
    card" in a program of F cards."""
    w = board(page, "Long")
    hint = w.locator(".cr-hint")
    assert "dotted" not in hint.inner_text()
    card(w, 9).focus()
    page.keyboard.press("Enter")                    # new cards go after card 10
    # the card by its place among all the cards and its name: "the F card" named none of ten
    # (walk 01z, fault 5), and "the 3rd F card" of F F R F made a child count the F cards
    # only (walk 01p2, fault 2)
    assert "New cards go after card 10, an F, the one with the dotted line." \
        in hint.inner_text()
    w.locator(".cr-stack").evaluate("(el) => { el.scrollTop = 0; }")
    w.locator('.cr-palette [data-card="R"]').focus()
    page.keyboard.press("Enter")
    wait_text(page, w, "F F F F F F F F F F R F")
    assert shown_whole(w, card(w, 10))
    assert "New cards go after card 11, an R, the one with the dotted line." in hint.inner_text()
    card(w, 11).focus()
    page.keyboard.press("Enter")                    # the F after the R: card 12, the 11th F
    assert "New cards go after card 12, an F, the one with the dotted line." \
        in hint.inner_text()
    shot(page, "walk01i-added-in-view", w)


def test_a_card_moved_by_keys_stays_whole_in_the_programs_box(page):
    """Walk 02i, fault 6: a card moved up with Alt and an arrow went half out of the top of
    the program's box."""
    w = board(page, "Long")
    prog = w.locator(".cr-stack")
    prog.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")
    last = w.locator(".cr-stack [data-node]").count() - 1
    card(w, last).focus()
    for n in range(last - 1, last - 9, -1):
        page.keyboard.press("Alt+ArrowUp")
        assert shown_whole(w, card(w, n)), n


def test_the_lit_card_shows_above_the_windows_bottom_without_scrolling_the_page(page):
    """Walk 02i, fault 1: at 650 px, with the board at the top of the window, the card lit at
    the end of a run sat half under the window's bottom. The program's box scrolls to show
    it; the page stays where it is."""
    w = board(page, "The garden patrol")
    # the cell's first line at the top of the notebook, as in the walk (shots/b08_run.png)
    w.evaluate("(el) => el.closest('.jp-Cell').scrollIntoView({block: 'start'})")
    top = w.evaluate("(el) => el.getBoundingClientRect().top")
    w.get_by_role("button", name="Run").click()
    w.locator('.cr-stack [data-node="5"].cr-running').wait_for(timeout=WAIT)   # the last R
    assert shown_whole(w, w.locator(".cr-stack .cr-running"))
    assert w.evaluate("(el) => el.getBoundingClientRect().top") == top
    shot(page, "walk01i-lit-card-in-view", w)


def test_more_buttons_and_keys_is_a_list_of_short_lines(page):
    """Walk 02i, fault 2: the help was one paragraph of seven lines and ten key rules."""
    w = board(page, "Snake")
    keys = w.locator(".cr-keys")
    keys.locator("summary").click()
    lines = keys.locator("li").all_inner_texts()
    assert len(lines) >= 8
    assert all(len(line) <= 110 for line in lines), lines
    assert "Delete takes the card out." in lines


def test_ctrl_z_takes_back_a_card_deleted_by_mistake_and_a_change_before_it(page):
    """Walk 03i, fault 8: a card deleted by mistake could not come back (Ctrl+Z did
    nothing). Ctrl+Z takes back the last change, then the one before; the focus stays in
    the program."""
    w = board(page, "Mistake")
    first = "REPEAT WHILE ahead [F] L REPEAT UNTIL red [F]"
    wait_text(page, w, first)
    card(w, 2).focus()                              # the L card
    page.keyboard.press("Alt+ArrowUp")
    wait_text(page, w, "L REPEAT WHILE ahead [F] REPEAT UNTIL red [F]")
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT WHILE ahead [F] REPEAT UNTIL red [F]")
    page.keyboard.press("Control+z")
    wait_text(page, w, "L REPEAT WHILE ahead [F] REPEAT UNTIL red [F]")
    wait_status(page, w, "The last change is taken back.")
    assert focused(page)["node"] == "0", focused(page)
    page.keyboard.press("Control+z")
    wait_text(page, w, first)
    page.keyboard.press("Control+z")
    wait_status(page, w, "There is no change to take back.")
    settled(page, w)
    assert w.locator(".cr-program-text").input_value() == first
    assert not page.js_errors


def test_the_more_cards_words_cover_no_card(page):
    """Walk 01u, fault 10: "▼ 5 more cards below" sat on the program box's bottom edge, over
    part of the last card shown. Above and below, the words lie outside the box's view of
    the cards, and their coming and going moves nothing."""
    w = board(page, "Long")
    stack = w.locator(".cr-stack")
    stack.evaluate("(el) => { el.scrollTop = 0; }")
    below = w.locator(".cr-more-below").filter(has_text="more cards below")
    below.wait_for(timeout=WAIT)
    hint_at = w.locator(".cr-hint").bounding_box()["y"]
    stack.evaluate("(el) => { el.scrollTop = 40; }")     # a card cut off at the top and the bottom
    above = w.locator(".cr-more-above").filter(has_text="more cards above")
    above.wait_for(timeout=WAIT)
    view = stack.evaluate("(el) => { const r = el.getBoundingClientRect();"
                          " return {top: r.top + el.clientTop, bottom: r.top + el.clientTop"
                          " + el.clientHeight}; }")
    for words in (above, below):
        box = words.bounding_box()
        assert box["y"] >= view["bottom"] or box["y"] + box["height"] <= view["top"], (box, view)
    assert w.locator(".cr-hint").bounding_box()["y"] == hint_at
    shot(page, "walk01u-more-cards-cover-nothing", w)


def test_shift_enter_in_a_board_says_how_to_leave_in_one_line_moving_nothing(page):
    """Walk 01u, fault 5: Shift+Enter pressed on a board (a child running the next cell) put
    four lines under the buttons, which pushed the slider and the step counter down. A one-line
    note by the focus says how to leave; nothing of the board moves."""
    w = board(page, "Long")
    slider = w.locator(".cr-slider")
    before = [slider.bounding_box(), w.get_by_role("button", name="Run").bounding_box()]
    status = w.locator(".cr-status").inner_text()
    card(w, 1).focus()
    page.keyboard.press("Shift+Enter")
    note = w.locator(".cr-key-note")
    note.wait_for(timeout=WAIT)
    assert note.inner_text() == "To leave the board, press Escape, then Tab."
    assert note.bounding_box()["height"] < 30                 # one line of 13 px words
    assert [slider.bounding_box(), w.get_by_role("button", name="Run").bounding_box()] == before
    assert w.locator(".cr-status").inner_text() == status
    shot(page, "walk01u-shift-enter-one-line", w)
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert w.evaluate("(w) => document.activeElement === w.closest('.jp-Cell')")


def test_a_checks_hint_shows_on_the_board_in_view_with_its_steps(page):
    """Walk 01t, fault 5: at 650 px an exercise's board and its check's hint, in the cell
    under it, were never in view together: the child could not read the hint while stepping
    through the board. The hint shows on the board too, beside its squares and the step line,
    until the program changes; a right program leaves none there."""
    run_cell(page, 'ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5)\n'
                   'my_board1 = lessons.board("F R F", on=ex1, title="Checked", '
                   'palette=["F", "L", "R"])\nmy_board1')
    run_cell(page, "lessons.check(ex1, my_board1)")
    w = board(page, "Checked")
    hint = w.locator(".cr-check-hint")
    hint.filter(has_text="Hint from your check: step through the program and watch its last "
                         "card, at step 3").wait_for(timeout=WAIT)
    view = page.evaluate("() => innerHeight")
    for part in (hint, w.locator("svg.cr-board"), w.locator(".cr-scrub")):
        box = part.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= view, (part, box, view)
    shot(page, "walk01t-check-hint-on-board", w)
    w.locator(".cr-palette button").first.click()               # the program changes: gone
    hint.wait_for(state="hidden", timeout=WAIT)
    assert not page.js_errors
