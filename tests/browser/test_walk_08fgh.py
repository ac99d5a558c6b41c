"""Walk 08f: lesson 08's chits board at 1366x650. With Predict ticked, the headline kept
the title from before the run ("Chit placed: lay another, or press Run my chits.") through
the whole run (fault 5); the
question and the desk check called a chit a card (fault 8); a wrong guess heard only "Look at
the chit of step 1", with nothing on the way or how far, as the lesson's cells say (fault
10); the band over the column an order commands turned its water grey (fault 9).

Walk 08g: lesson 08 from cell 15 to the end at 1366x650. In Predict mode, Run my chits
pressed again after a right guess asked the first question again with the green ring of
the earlier answer still on its square.

Walk 08h: lesson 08's free chits board at 1366x650. A chit dragged onto a box that
already holds one was dropped silently (fault 15); with a chit chosen but not laid, Run my
chits started the run while the line under the transmitters still asked for a box and the
chit stayed lit in the rack (fault 3): it now keeps the chit in hand and runs nothing.

Walk 08p: lesson 08's chit boards at 1366x650. After a text refused, Place chit did nothing
while the line at the top still said "V1 waits in box 1 of transmitter C: press Place chit
to lay it" (fault 1); a chit waiting went from box 1 to box 2 without a word when another
of its kind was picked and put there (fault 2); Delete did not let go of a chit in hand,
as the lesson says it does (fault 4); "Your column is correct, not the row" read badly
(fault 8). Walk 08p3: Delete on a chit waiting in a box said it was back in the rack, and
left it in hand (fault 1).

One notebook holds the four walks' boards, each its own game (a notebook and its Python
took seconds each to start): walk 08f's tests play on the first, 08g's on the second, 08h's
on the third, 08p's on the fourth."""

from __future__ import annotations

import io

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    run_code,
    shot,
    slow_python,
    wait_counter,
)

BOARD = """\
from codyroby_lab.lessons import droids as lesson
fb = lesson.ChitsBoard(rack=('V2', 'V1', 'PU'), at='A1').place('V2 A 1 S')
fb.widget()"""
LAID = """\
laid = lesson.ChitsBoard(rack=('V2', 'V1', 'VX'), at='A1')
laid.place('V2 A 1 S').place('V1 A 2 E')
laid.widget()"""
FULL = """\
full = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'PU'), at='A1').place('V2 A 1 S')
full.widget()"""
TWO = """\
two = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'VX'), at='A1')
two.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk08fgh.ipynb", [BOARD, LAID, FULL, TWO],
                       viewport=LAPTOP) as page:                 # the walks' laptop
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
        # walk 08p, fault 8: "Your column is correct, not the row" read badly
        assert ("Your column is correct, but the row is not." in w.locator(".cr-status")
                .inner_text()) == (keys != ["ArrowRight"])
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


# --- walk 08g: the second board ---------------------------------------------------------

def asked(page, w):
    """Wait until the board asks where the droid will be (a prediction is pending)."""
    page.wait_for_function("(el) => el.classList.contains('cr-predicting')",
                           arg=w.locator("svg.cr-board").element_handle(), timeout=WAIT)


def test_run_again_after_a_right_guess_asks_afresh_with_no_ring(page):
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").check()
    run = w.get_by_role("button", name="Run my chits")
    run.click()
    asked(page, w)
    page.keyboard.press("ArrowDown")            # V2 south from A1: A3
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.dataset.predicted === 'right'",
                           arg=w.element_handle(), timeout=WAIT)
    assert w.locator(".cr-mark").count() == 1                   # the green ring on A3
    run.click()
    asked(page, w)                                              # the first question again
    w.locator(".cr-status").filter(has_text="after step 1").wait_for(timeout=WAIT)
    shot(page, "walk08g-predict-run-again", w)
    assert w.locator(".cr-mark").count() == 0                   # and no answer on show
    assert not page.js_errors


def test_the_desk_checks_words_are_never_split(page):
    """Walk 08g, fault 25: the desk check split "program" and "execute" in its narrow phase
    column ("progra m", "execut e"). Every word of a desk check's cells fits on a line."""
    w = page.locator(".cr-widget").nth(1)
    w.get_by_role("button", name="Run my chits").click()
    desk = w.locator(".cr-desk")
    desk.locator("tbody td").first.wait_for(timeout=WAIT)
    split = desk.evaluate("""(t) => [...t.querySelectorAll('td, th')].flatMap((cell) =>
        cell.textContent.split(/\\s+/).filter((word) => word && (() => {
          const probe = document.createElement('span');
          probe.textContent = word;
          probe.style.whiteSpace = 'nowrap';
          cell.append(probe);
          const wide = probe.getBoundingClientRect().width;
          probe.remove();
          const style = getComputedStyle(cell);
          const room = cell.clientWidth - parseFloat(style.paddingLeft)
            - parseFloat(style.paddingRight);
          return wide > room + 0.5;
        })()))""")
    assert split == [], f"words split in the desk check: {split}"


def whole_step_shown(w) -> bool:
    """Whether What happened shows the whole of the step on show, no line cut by its box."""
    return w.locator(".cr-log").evaluate("""(log) => {
        const li = log.querySelector('li.cr-current'), r = li.getBoundingClientRect();
        const top = log.getBoundingClientRect().top + log.clientTop;
        return r.top >= top - 0.5 && r.bottom <= top + log.clientHeight + 0.5; }""")


def test_what_happened_shows_the_whole_step(page):
    """Walk 08p3, fault 6: at 1366x650 the "What happened" box cut a step's words mid-line
    (its rule's last line half shown, the rest to be scrolled to inside a small box), in
    Predict mode (its box shorter still) and out of it. (The run of the test above waits for
    the guess of step 1.)"""
    w = page.locator(".cr-widget").nth(1)
    asked(page, w)
    for key in ("ArrowDown", "ArrowDown", "Enter"):          # V2 south from A1: A3, right
        page.keyboard.press(key)
    wait_counter(page, w, "step 1")
    assert "Rule:" in w.locator(".cr-log li.cr-current").inner_text()
    assert whole_step_shown(w)
    w.locator(".cr-predict-toggle").uncheck()
    for step in (2, 1, 2):
        w.get_by_role("button", name="Step" if step == 2 else "Back", exact=True).click()
        wait_counter(page, w, f"step {step} of 2")
        assert whole_step_shown(w), step
    assert "Rule:" in w.locator(".cr-log li.cr-current").inner_text()
    shot(page, "walk08p3-whole-step", w)
    assert not page.js_errors


# --- walk 08h: the third board ----------------------------------------------------------

def box(w, line: str, k: int):
    return w.locator(f'.cr-box[data-line="{line}"][data-box="{k}"]')


def drag(page, chit, target) -> bool:
    """Drag ``chit`` over ``target`` and drop it there, as the browser does: True when the
    target took the drop (its dragover said so), then the drop is made."""
    dt = page.evaluate_handle("() => new DataTransfer()")
    chit.dispatch_event("dragstart", {"dataTransfer": dt})
    taken = target.evaluate("(el, dt) => !el.dispatchEvent(new DragEvent('dragover', "
                            "{bubbles: true, cancelable: true, dataTransfer: dt}))", dt)
    if taken:
        target.dispatch_event("drop", {"dataTransfer": dt})
    chit.dispatch_event("dragend", {"dataTransfer": dt})
    return taken


def test_a_chit_dropped_on_a_full_box_says_the_box_is_full(page):
    w = page.locator(".cr-widget").nth(2)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    assert drag(page, w.locator('.cr-chits-rack [data-chit="V2"]').first, box(w, "A", 1))
    w.locator(".cr-status").filter(has_text="Box 1 of transmitter A already holds a chit") \
        .wait_for(timeout=WAIT)
    assert box(w, "A", 1).inner_text().startswith("V2")
    assert not page.js_errors


def test_run_my_chits_with_a_chit_in_hand_keeps_it_and_runs_nothing(page):
    """The run does not start under a line still asking for a box: the chit stays in hand
    and the board says what to do with it (walk 08k, fault 3: letting it go unsaid lost a
    keyboard user's chit, turned arrow and all)."""
    w = page.locator(".cr-widget").nth(2)
    w.locator('.cr-chits-rack [data-chit="PU"]').click()
    w.locator(".cr-chits-choice").filter(has_text="PU selected").wait_for(timeout=WAIT)
    w.get_by_role("button", name="Run my chits").click()
    w.locator(".cr-status").filter(has_text="PU is in your hand").wait_for(timeout=WAIT)
    assert w.locator('.cr-chits-rack [aria-pressed="true"]').get_attribute("data-chit") == "PU"
    assert "PU is in your hand" in w.locator(".cr-chits-choice").inner_text()   # (08m 6)
    assert not page.js_errors


def test_delete_lets_go_of_a_chit_in_hand(page):
    """Walk 08p, fault 4: the lesson says Delete puts the chosen chit back, but only Esc let
    go of a chit picked up from the rack."""
    w = page.locator(".cr-widget").nth(2)
    w.locator('.cr-chits-rack [data-chit="PU"]').focus()          # PU in hand (test above)
    assert w.locator('.cr-chits-rack [aria-pressed="true"]').count() == 1
    page.keyboard.press("Delete")
    wait_status(page, w, "No chit selected.")
    assert w.locator('.cr-chits-rack [aria-pressed="true"]').count() == 0
    assert "Nothing chosen: drag a chit into a box" in w.locator(".cr-chits-choice").inner_text()
    assert not page.js_errors


def test_delete_on_a_chit_waiting_in_a_box_lets_go_of_it_fully(page):
    """Walk 08p3, fault 1: Delete on a chit waiting in a box said "V1 is back in your rack"
    while the chit stayed in hand (outlined, its Turn arrow shown), and Run my chits then
    said "V1 is in your hand". One Delete lets go of it, as Esc does."""
    w = page.locator(".cr-widget").nth(2)
    w.locator('.cr-chits-rack [data-chit="V1"]').click()
    box(w, "B", 1).click()
    wait_status(page, w, "V1 goes in box 1 of transmitter B: press Place chit")
    page.keyboard.press("Delete")
    wait_status(page, w, "V1 is back in your rack.")
    assert w.locator('.cr-chits-rack [aria-pressed="true"]').count() == 0
    assert w.locator(".cr-turn").count() == 0
    assert "Nothing chosen: drag a chit into a box" in w.locator(".cr-chits-choice").inner_text()
    assert box(w, "B", 1).inner_text().strip() == ""
    assert not page.js_errors


def use_text(page, w, text: str):
    w.locator(".cr-program-text").fill(text)
    w.get_by_role("button", name="Use text").click()


def test_a_text_refused_never_leaves_words_asking_for_place_chit(page):
    """Walk 08p, fault 1: with a text refused in the box, Place chit plays nothing, yet the
    line at the top said "V1 waits in box 1 of transmitter C: press Place chit to lay it"
    and the reason was under the buttons: every line says the one reason."""
    w = page.locator(".cr-widget").nth(3)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    use_text(page, w, "v1 c s")
    box(w, "C", 1).filter(has_text="V1").wait_for(timeout=WAIT)   # (drawn anew)
    use_text(page, w, "VX Z S")
    w.locator(".cr-text-error").filter(has_text="not 'Z'").wait_for(timeout=WAIT)
    held = ("V1 waits in box 1 of transmitter C. The text box holds what was not taken: fix "
            "it and press Use text, or empty it, then press Place chit.")
    w.get_by_role("button", name="Run my chits").click()
    wait_status(page, w, held)
    w.locator('.cr-chits-rack [data-chit="V2"]').first.click()    # another chit for a box
    box(w, "B", 1).click()
    wait_status(page, w, held)
    w.get_by_role("button", name="Place chit", exact=True).click()
    wait_status(page, w, "The text box holds what was not taken")
    assert "press Place chit to lay it" not in w.inner_text()
    shot(page, "walk08p-text-refused", w)
    # emptied, the box lets Place chit lay the chit waiting, at once (walk 08p, fault 2:
    # once, it went back to the rack instead; never seen again)
    w.locator(".cr-program-text").fill("")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelector('.cr-title').textContent"
                           ".includes('1 chit laid so far')", arg=w.element_handle(),
                           timeout=WAIT)
    assert box(w, "C", 1).inner_text().startswith("V1")
    assert w.locator(".cr-chits-rack [data-chit]").count() == 3
    assert not page.js_errors


def test_a_text_emptied_before_its_refusal_came_holds_nothing_back(page):
    """Walk 08p, fault 2, found again by the fresh-clone CI run of 2617c0c4: a refused text
    emptied before Python's refusal came was marked refused, empty, and Place chit laid
    nothing ("The text box holds what was not taken") though the box held nothing."""
    run_code(page, "race = lesson.ChitsBoard(rack=('V2', 'V1', 'PU'), at='A1')\nrace.widget()")
    w = page.locator(".cr-widget").last
    use_text(page, w, "V2 A S")
    box(w, "A", 1).filter(has_text="V2").wait_for(timeout=WAIT)
    with slow_python(page):
        use_text(page, w, "V2 A 1 S S")
        w.locator(".cr-program-text").fill("")                   # before the refusal comes
        wait_status(page, w, "nothing changed on your transmitters")
    text = w.locator(".cr-program-text")
    # (left for the notebook's cell, the emptied box shows the chits' program again)
    assert text.get_attribute("aria-invalid") is None and text.input_value() in ("", "V2 A 1 S")
    assert w.locator(".cr-text-error").inner_text() == ""
    w.get_by_role("button", name="Place chit", exact=True).click()
    wait_title(page, w, "1 chit laid so far")
    assert box(w, "A", 1).inner_text().startswith("V2")
    assert not page.js_errors


def test_a_chit_waiting_moved_to_another_box_says_where_from(page):
    """Walk 08p, fault 2: V2 waiting in box 1 went to box 2 without a word when another V2
    of the rack was picked and put there; the next Place chit laid it in box 2, box 1 empty
    and a V2 back in the rack. The move is said."""
    w = page.locator(".cr-widget").nth(3)
    use_text(page, w, "V2 A S")
    box(w, "A", 1).filter(has_text="V2").wait_for(timeout=WAIT)   # (drawn anew)
    w.locator(".cr-program-text").fill("V2 A 1 S S")                # refused, then emptied
    w.get_by_role("button", name="Use text").click()
    wait_status(page, w, "What is wrong is said under the box")   # (the refusal came)
    w.locator(".cr-program-text").fill("")
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelector('.cr-title').textContent"
                           ".includes('2 chits laid so far')", arg=w.element_handle(),
                           timeout=WAIT)
    use_text(page, w, "V2 D S")
    box(w, "D", 1).filter(has_text="V2").wait_for(timeout=WAIT)   # (drawn anew)
    w.locator('.cr-chits-rack [data-chit="V2"]').click()
    box(w, "D", 2).click()
    wait_status(page, w, "V2 goes in box 2 of transmitter D (from box 1 of transmitter D): "
                         "press Place chit")
    assert not page.js_errors
