"""Walk 08f: lesson 08's chits board at 1366x650. With Predict ticked, the headline kept
the title from before the run ("Chit placed: lay another, or press Run my chits.") through
the whole run (fault 5); the
question and the desk check called a chit a card (fault 8); a wrong guess heard only "Look at
the chit of step 1", with nothing on the way or how far, as the lesson's cells say (fault
10); the band over the column an order commands turned its water grey (fault 9)."""

from __future__ import annotations

import io

import pytest

from tests.browser.helpers import WAIT, notebook_page, wait_counter

BOARD = """\
from codyroby_lab.lessons import droids as lesson
fb = lesson.ChitsBoard(rack=('V2', 'V1', 'PU'), at='A1').place('V2 A 1 S')
fb.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08f.ipynb", [BOARD]) as page:
        page.set_viewport_size({"width": 1366, "height": 650})        # the walk's laptop
        yield page


def wait_title(page, w, words: str):
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-title").element_handle(), words], timeout=WAIT)


def wait_status(page, w, words: str):
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(), words], timeout=WAIT)


def colour_at(page, w, column: int, row: int) -> tuple[int, ...]:
    """The colour on screen a quarter into square (column, row) of the board (left of its
    middle: clear of a chit drawn in the middle)."""
    from PIL import Image

    cells = w.locator(".cr-cell").evaluate_all(
        "(es) => es.map((e) => { const r = e.getBoundingClientRect(); "
        "return [r.left, r.top, r.width]; })")
    xs, ys = sorted({round(c[0]) for c in cells}), sorted({round(c[1]) for c in cells})
    size = cells[0][2]
    x, y = xs[column] + size / 4, ys[row] + size / 2
    png = page.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1})
    return Image.open(io.BytesIO(png)).convert("RGB").getpixel((0, 0))


def test_a_predicted_run_has_its_own_headline_and_speaks_of_chits(page):
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").set_checked(True)
    wait_title(page, w, "Lay your chits")
    w.get_by_role("button", name="Run my chits").click()
    wait_counter(page, w, "step 0")
    wait_title(page, w, "Your program runs: guess where Red will be after each step.")
    title = w.locator(".cr-title").inner_text()
    assert "Lay your chits" not in title and "1 order" not in title     # nor how it ends
    status = w.locator(".cr-status").inner_text()
    assert "Step 1 plays the chit V2 S" in status and "card" not in status
    page.wait_for_function("() => document.activeElement.tagName === 'svg'", timeout=WAIT)
    for keys, said in ((["ArrowDown"], "That is the correct direction, but Red goes further."),
                       (["ArrowDown", "ArrowDown"], "That is the correct direction, but Red "
                                                    "does not get that far."),
                       (["ArrowRight"], "Red does not go that way: which way does Red go?")):
        for key in keys:                                          # the guess ring: A2, A4, B4
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        wait_status(page, w, said)
        assert "A3" not in w.locator(".cr-status").inner_text()    # never where Red is
    for key in ("ArrowLeft", "ArrowUp", "Enter"):                 # A3: right
        page.keyboard.press(key)
    wait_counter(page, w, "step 1")
    wait_title(page, w, "Your program runs: 1 order.")            # guessed to the end
    assert w.locator(".cr-band").count() == 1                     # column A is lit ...
    assert colour_at(page, w, 0, 4) == pytest.approx(colour_at(page, w, 1, 4), abs=12)
    header = w.locator(".cr-desk thead").inner_text().split()
    assert header[:2] == ["step", "chit"] and "card" not in header
    assert not page.js_errors


def test_delete_on_a_laid_chit_says_it_stays(page):
    """Walk 08f, fault 7: the lesson said "Delete takes it back", but a chit laid with Place
    chit stays, and Delete on it said only that it "cannot be taken back", not how to start
    again."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-box[data-line="A"][data-box="1"]').focus()
    page.keyboard.press("Delete")
    wait_status(page, w, "a placed chit is part of the game and stays. To start again, press "
                         "New game.")
    assert "V2" in w.locator('.cr-box[data-line="A"][data-box="1"]').inner_text()
