"""The cards of a program (widgets/editors/stack.js) in a real JupyterLab at a laptop's size,
two boards on one page:

- dragging a card in a program taller than its box: held near the box's bottom edge, the
  card scrolls the box, so a REPEAT's drop box out of sight comes into reach and takes the
  card (walk 03r, fault 3: the box did not scroll while dragging, and a mouse-only child
  could not wrap cards in a REPEAT);
- keys on the cards: Home and End reach the first and the last card, and Alt+right arrow
  on a card with no REPEAT or IF just above it says why nothing moved (walk 02p, fault 8:
  End did nothing, and Alt+right on a card already inside the REPEAT did nothing and said
  nothing), naming only the blue cards the board offers (walk 02v, fault 2: IF on a board
  of lesson 2); on a card already inside a REPEAT, that it is inside, and how to take it out
  (walk 02r6, fault 6: "there is none just above this R card", a REPEAT round it)."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, wait_status, wait_text

PATROL = ('from codyroby_lab import lessons\n'
          'lessons.board("REPEAT 2 [F R] L F", at="C5", title="Keys", '
          'palette=["F", "L", "R", "REPEAT"])')
LONG = ('lessons.board("F L F R F L F R F L F R REPEAT 2 []", at="C5", title="Drag", '
        'palette=["F", "L", "R", "REPEAT"])')


@pytest.fixture(scope="module")
def page(lab, browser):
    """The two boards, each used by one test only: PATROL first, LONG last in the notebook,
    where it was alone on its page (with another board below it, the browser's own scroll
    while dragging moved the program box, and the test no longer told whether the board's
    own did). The drag runs last: a failed one leaves the mouse held."""
    with notebook_page(lab, browser, "program_stack.ipynb", [PATROL, LONG],
                       viewport=LAPTOP) as page:
        yield page


def focused_node(page):
    return page.evaluate("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return a.dataset.node ?? null; }""")


def test_home_and_end_reach_the_first_and_last_card_and_a_stuck_alt_right_says_why(page):
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="1"]').focus()          # the F inside the REPEAT
    page.keyboard.press("End")
    assert focused_node(page) == "4"                        # the last F
    page.keyboard.press("Home")
    assert focused_node(page) == "0"                        # the REPEAT
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("Alt+ArrowRight")
    # a card already inside a REPEAT hears so, not "none just above" (walk 02r6, fault 6)
    wait_status(page, w, "Nothing moved: this F card is already inside the REPEAT 2. To take "
                         "it out, press Alt and \u2190.")
    w.locator('.cr-stack [data-node="4"]').focus()          # the last F, after the L
    page.keyboard.press("Alt+ArrowRight")
    # the board offers no IF: none is named (walk 02v, fault 2)
    wait_status(page, w, "Nothing moved: Alt and \u2192 put a card into a REPEAT just "
                         "above it, and there is none just above this F card.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [F R] L F"


def test_ctrl_z_puts_a_card_back_with_the_focus_off_the_cards(page):
    """Walk 02r6, fault 7: after a Delete the words under the program said "press Ctrl+Z",
    and with the focus on "More buttons and keys" Ctrl+Z did nothing (it took back only
    with the focus on a card)."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="3"]').focus()          # the L
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT 2 [F R] F")
    w.locator(".cr-keys summary").focus()
    page.keyboard.press("Control+z")
    wait_status(page, w, "The last change is taken back.")
    wait_text(page, w, "REPEAT 2 [F R] L F")
    page.keyboard.press("Control+z")                         # once only: nothing more to take
    wait_status(page, w, "There is no change to take back.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [F R] L F"


def test_a_dragged_card_scrolls_the_program_box_to_a_repeat_out_of_sight(page):
    w = page.locator(".cr-widget").last
    box = w.locator(".cr-stack")
    box.evaluate("(b) => { b.scrollIntoView({block: 'center'}); b.scrollTop = 0; }")
    assert box.evaluate("(b) => b.scrollHeight > b.clientHeight + 100"), "the box must scroll"
    drop = w.locator('.cr-stack [data-node="12"] .cr-block-body')
    card = w.locator('.cr-stack [data-node="0"] .cr-card-head').bounding_box()
    x, y = card["x"] + card["width"] / 2, card["y"] + card["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 8, steps=2)
    edge = box.bounding_box()
    bottom = edge["y"] + edge["height"] - 6
    for i in range(60):                          # held near the bottom edge
        page.mouse.move(x + i % 2, bottom)
    assert box.evaluate("(b) => b.scrollTop") > 0, "the box did not scroll"
    target = drop.bounding_box()
    assert edge["y"] <= target["y"], "the REPEAT's drop box is still out of sight"
    assert target["y"] + target["height"] <= edge["y"] + edge["height"] + 1
    page.mouse.move(target["x"] + 20, target["y"] + target["height"] / 2, steps=3)
    page.mouse.up()
    wait_text(page, w, "L F R F L F R F L F R REPEAT 2 [F]")
    assert not page.js_errors
