"""What a board says after a press, where and when, on a school laptop's page (1366x650,
each board's title at the top of the notebook): the answer to a press, a refusal and the
words under the typed program are in view; Predict's keys keep the step asked in the
words; a stop mark on the first card a run plays stops Play before it, lit; a board that lost
Python says nothing of an edit it did not make; the Droids game's draw says how many chits
were chosen, not 7, in the board's own font."""

from __future__ import annotations

import pytest

from tests.support.browser import LAPTOP, notebook_page, settled, shot, wait_idle, wait_status

BOARDS = [
    "from codyroby_lab.ui import CodyRobyBoard\n"
    "b = CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program='REPEAT WHILE ahead [F] R')\n"
    "b",
    "from codyroby_lab import lessons\nrace = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    # a turn played from a cell: the race's title takes two lines, as in the walk
    "race.move(race._suggestion())",
    "from codyroby_lab.lessons import droids as lesson\n"
    "dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)\ndg.widget()",
]

# Is the element (the first match of the selector in the board) whole inside the part of
# the notebook on show?
WHOLE = """([w, sel]) => {
  let sc = w.parentElement;
  const scrolls = (n) => /(auto|scroll)/.test(getComputedStyle(n).overflowY)
    && n.scrollHeight > n.clientHeight;
  while (sc && !scrolls(sc)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect(), r = w.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "board_answers.ipynb", BOARDS, LAPTOP) as page:
        wait_idle(page)
        yield page


def board(page, k: int):
    """The k-th board, its title at the top of the notebook's view."""
    w = page.locator(".cr-widget").nth(k)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    return w


def whole(w, sel: str) -> bool:
    return w.evaluate(f"(w, sel) => ({WHOLE})([w, sel])", sel)


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_codyroby_board_answers_in_view_and_in_words(page):
    w = board(page, 0)
    w.get_by_role("button", name="Back", exact=True).click()      # no run yet: said why
    wait_status(page, w, "No run yet")
    assert whole(w, ".cr-status"), "the answer to Back is below the page"
    # Predict with keys: the frame moved, the words still ask about step 1 (walk 03n, fault 9)
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "Predict:")
    page.keyboard.press("ArrowUp")
    assert "after step 1" in status(w) and "A4" in status(w), status(w)
    page.keyboard.press("Escape")
    w.locator(".cr-predict-toggle").uncheck()
    # a stop mark on the F inside REPEAT WHILE: Play stops before it runs (walk 03n, fault 15)
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("b")
    w.get_by_role("button", name="Play", exact=True).click()
    wait_status(page, w, "stop mark")
    assert w.locator(".cr-counter").inner_text().startswith("step 0 of"), \
        w.locator(".cr-counter").inner_text()
    # the card that runs next is lit, as the words say (walk 03z, fault 8)
    assert w.locator(".cr-stack .cr-running").get_attribute("data-node") == "1"
    shot(page, "board-answers-stop-mark", w)
    # Python gone: a card clicked is not said to be added (walk 03n, fault 7)
    w.evaluate("w => { w.__codyroby.model.send = () => { throw new Error('no kernel'); }; }")
    w.locator(".cr-palette .cr-card").first.click()
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for()
    assert "added" not in status(w), status(w)
    assert not page.js_errors


def test_race_board_says_what_is_wrong_with_a_typed_program_in_view(page):
    w = board(page, 1)
    w.locator(".cr-program-text").fill("1 1 2 3 4")
    w.get_by_role("button", name="Use text").click()
    settled(page, w)
    w.locator(".cr-text-error").filter(has_text="1").wait_for()
    shot(page, "board-answers-race-text", w)
    # what is wrong with the text is in view (walk 07o, fault 3)
    assert whole(w, ".cr-text-error"), "the words under the box are below the page"
    assert whole(w, ".cr-status"), "the answer to Use text is out of view"
    # the answer to a button under the board shows right under it (walk 04n, fault 10)
    w = board(page, 1)
    w.get_by_role("button", name="Reset", exact=True).click()
    wait_status(page, w, "A replay of the last turn")
    assert whole(w, ".cr-status"), "the answer to Reset is below the page"


def test_droids_draw_short_of_seven_says_so_in_view(page):
    w = board(page, 2)
    for colour in ["violet"] * 3 + ["red"] * 3:
        w.locator(f'[data-more="{colour}"]').click()
        settled(page, w)
    w.get_by_role("button", name="Draw chits", exact=True).click()
    w.locator(".cr-error").filter(has_text="not 7").wait_for()
    assert "You chose 6 chits, not 7: choose 1 more" in w.locator(".cr-error").inner_text()
    # (walk 08n, faults 2 and 3)
    assert whole(w, ".cr-error"), "the refusal of Draw chits is out of view"
    # the line of what Run plays is in the board's font (walk 08o, fault 4)
    font = w.locator(".cr-chits-choice").evaluate("el => getComputedStyle(el).fontFamily")
    assert "mono" not in font, font
    assert not page.js_errors
