"""The explanation follows the step, in a real JupyterLab: after every kind of navigation
(Run, Step, Back, the slider, a Play frame, the jumps) the current "What happened" entry
and the current desk-check row are inside their own scroll boxes, whole (the crash
sentence is never cut off), and the page has not moved. Predict mode shows no future."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import LAPTOP, notebook_page, shot, wait_counter

CRASH = "F F F F R F F F F L F"          # 11 cards: Roby runs off the top edge at card 11
CELLS = ["from codyroby_lab.ui import CodyRobyBoard\n"
         f"crash = CodyRobyBoard({{'width': 5, 'height': 5}}, program={CRASH!r}, at='A5')\n"
         "crash",
         "long = CodyRobyBoard({'width': 5, 'height': 5}, program='REPEAT 100 [F F R R]', "
         "at='C3')\nlong"]

# Where the page is scrolled: the window and every scrolled ancestor of the widget.
PAGE_SCROLL = """(w) => {
  const out = [window.scrollX, window.scrollY];
  for (let n = w.parentElement; n; n = n.parentElement) out.push(n.scrollTop, n.scrollLeft);
  return out.join(",");
}"""

# Is the current log entry, and the current desk-check row, whole inside its box?
IN_VIEW = """(w) => {
  const inside = (box, el, inset) => {
    const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
    return r.top >= b.top + inset - 1 && r.bottom <= b.bottom + 1 && r.left >= b.left - 1
      && r.right <= b.right + 1 && r.height > 0;
  };
  const log = w.querySelector(".cr-log"), li = log.querySelector("li.cr-current");
  const box = w.querySelector(".cr-desk-scroll"), tr = box.querySelector("tr.cr-current");
  const head = box.querySelector("thead").getBoundingClientRect().height;
  const over = (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  return {log: inside(log, li, 0), desk: inside(box, tr, head),
          overflow: over(li) || [...tr.cells].some(over),
          entry: li.textContent, row: [...tr.cells].map((c) => c.textContent),
          rows: [...box.querySelectorAll("tbody tr")].map((r) => +r.cells[0].textContent)};
}"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "follow.ipynb", CELLS) as page:
        page.set_viewport_size({"width": 1280, "height": 1300})
        yield page


def step_of(w) -> int:
    return int(re.match(r"step (\d+)", w.locator(".cr-counter").inner_text())[1])


def check(page, w, scroll: str, what: str) -> dict:
    """The current entry and row are in view, whole, for the step on show; the page is
    where it was. (While playing, the step is read before and after the look: a look taken
    as the board moved on is taken again.)"""
    for _ in range(5):
        at = step_of(w)
        seen = page.evaluate(IN_VIEW, w.element_handle())
        if step_of(w) == at:
            break
    assert seen["log"], f"{what}: the current log entry is out of view: {seen}"
    assert seen["desk"], f"{what}: the current desk-check row is out of view: {seen}"
    assert not seen["overflow"], f"{what}: text is cut off: {seen}"
    assert seen["row"][0] == str(at) and seen["entry"].startswith(
        "Start" if at == 0 else f"Step {at} "), (what, seen)
    assert page.evaluate(PAGE_SCROLL, w.element_handle()) == scroll, f"{what}: the page moved"
    return seen


def into_view(w) -> None:
    """Show the whole widget (a test's own scroll; the widget never scrolls the page)."""
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")


def button(w, name):
    return w.get_by_role("button", name=name, exact=True)


def test_the_crash_of_an_11_card_program_stays_in_view(page):
    w = page.locator(".cr-widget").nth(0)
    into_view(w)
    w.locator(".cr-speed").fill("7")                       # 240 steps a second
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    button(w, "Run").click()
    wait_counter(page, w, "step 11 of 11")
    seen = check(page, w, scroll, "Run to the crash")
    assert "Roby crashed: the edge of the board is ahead, so Roby stays on E1" in seen["entry"]
    assert seen["row"][3] == "north"    # a facing only: the event says the crash (walk 05r, 9)
    assert w.locator(".cr-counter").inner_text() == "step 11 of 11: Roby crashed"
    assert w.locator(".cr-status").inner_text() == "Roby crashed, so the program stopped."
    shot(page, "lab-follow-crash", w)
    w.get_by_role("button", name="Jump to start").click()
    check(page, w, scroll, "Jump to start")
    for _ in range(11):
        button(w, "Step").click()
        check(page, w, scroll, f"Step to {step_of(w)}")
    for _ in range(4):
        button(w, "Back").click()
        check(page, w, scroll, f"Back to {step_of(w)}")
    slider = w.get_by_role("slider", name="Step of the replay")
    slider.focus()
    for key, at in (("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2), ("End", 11),
                    ("ArrowLeft", 10)):
        page.keyboard.press(key)       # the slider's keys, not JupyterLab's shortcuts
        assert step_of(w) == at
        check(page, w, scroll, f"slider {key} to {at}")
    w.get_by_role("button", name="Jump to end").click()
    check(page, w, scroll, "Jump to end")
    assert not page.js_errors


def test_play_frames_keep_the_step_in_view(page):
    w = page.locator(".cr-widget").nth(0)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.get_by_role("button", name="Jump to start").click()
    w.locator(".cr-speed").fill("1")                       # 2 steps a second
    button(w, "Play").click()
    for n in (2, 6, 9):
        wait_counter(page, w, f"step {n} of 11")
        check(page, w, scroll, f"Play frame at {n}")
    button(w, "Pause").click()
    assert not page.js_errors


def test_a_long_run_keeps_the_step_in_view(page):
    w = page.locator(".cr-widget").nth(1)
    into_view(w)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.locator(".cr-speed").fill("7")
    button(w, "Run").click()
    page.wait_for_timeout(400)
    button(w, "Pause").click()
    check(page, w, scroll, "a Play frame of a long run")
    w.get_by_role("button", name="Jump to end").click()
    seen = check(page, w, scroll, "Jump to the end of 400 steps")
    assert seen["row"][0] == "400" and "has ended" in seen["entry"]
    assert w.locator(".cr-counter").inner_text() == "step 400 of 400: the end"
    slider = w.get_by_role("slider", name="Step of the replay")
    slider.focus()
    for key, at in (("PageDown", 360), ("PageDown", 320), ("ArrowLeft", 319), ("Home", 0),
                    ("PageUp", 40)):
        page.keyboard.press(key)
        assert step_of(w) == at
        check(page, w, scroll, f"slider {key} to {at}")
    for _ in range(3):
        button(w, "Step").click()
        check(page, w, scroll, f"Step to {step_of(w)}")
        button(w, "Back").click()
        check(page, w, scroll, f"Back to {step_of(w)}")
    shot(page, "lab-follow-long", w)
    assert not page.js_errors


# The desk check scrolled to its top: the step numbers of the rows seen there.
DESK_TOP = """(w) => {
  const box = w.querySelector(".cr-desk-scroll");
  box.scrollTop = 0;
  const b = box.getBoundingClientRect();
  return [...box.querySelectorAll("tbody tr")]
    .filter((r) => r.getBoundingClientRect().top < b.bottom).map((r) => +r.cells[0].textContent);
}"""


def test_the_desk_check_keeps_every_step_of_the_run(page):
    """At the end of a run the table still holds step 0 onwards, and scrolling up inside it
    shows them (walk 03r, fault 1: only the last 9 rows were kept, so a child counting
    rounds found 2 instead of 3); a long run keeps its last 100 rows."""
    page.set_viewport_size(LAPTOP)
    try:
        w = page.locator(".cr-widget").nth(0)
        into_view(w)
        scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
        w.locator(".cr-speed").fill("7")
        button(w, "Run").click()
        wait_counter(page, w, "step 11 of 11")
        seen = check(page, w, scroll, "the end of the run at a laptop's size")
        assert seen["rows"] == list(range(12))
        assert page.evaluate(DESK_TOP, w.element_handle())[0] == 0
        long = page.locator(".cr-widget").nth(1)
        long.locator(".cr-speed").fill("7")
        button(long, "Run").click()
        long.get_by_role("button", name="Jump to end").click()
        wait_counter(page, long, "step 400 of 400")
        assert page.evaluate(IN_VIEW, long.element_handle())["rows"] == list(range(301, 401))
        assert not page.js_errors
    finally:
        page.set_viewport_size({"width": 1280, "height": 1300})


TRAIL_SQUARES = "(w) => (w.querySelector('.cr-trail').getAttribute('d').match(/M/g) || []).length"


def test_predict_mode_shows_only_the_steps_reached(page):
    w = page.locator(".cr-widget").nth(0)
    into_view(w)
    scroll = page.evaluate(PAGE_SCROLL, w.element_handle())
    w.get_by_role("button", name="Jump to start").click()
    w.locator(".cr-predict-toggle").check()
    seen = page.evaluate(IN_VIEW, w.element_handle())
    assert seen["rows"] == [0]                              # no future row
    assert page.evaluate(TRAIL_SQUARES, w.element_handle()) == 0
    for k in range(1, 4):
        button(w, "Step").click()                           # asks; nothing is revealed yet
        assert "Predict" in w.locator(".cr-status").inner_text()
        assert page.evaluate(IN_VIEW, w.element_handle())["rows"] == list(range(k))
        assert w.locator(".cr-log li").count() == k
        page.keyboard.press("ArrowUp")                      # Roby goes north from A5
        page.keyboard.press("Enter")
        assert w.locator(".cr-status").inner_text().startswith("Right!")
        seen = check(page, w, scroll, f"predicted step {k}")
        assert seen["rows"] == list(range(k + 1))
        assert page.evaluate(TRAIL_SQUARES, w.element_handle()) == k
    shot(page, "lab-predict", w)
    w.locator(".cr-predict-toggle").uncheck()       # Step goes on without asking; the desk
    button(w, "Step").click()                       # check shows the steps seen (walk 03c)
    wait_counter(page, w, "step 4 of 11")
    assert page.evaluate(IN_VIEW, w.element_handle())["rows"] == list(range(5))
    assert "Predict" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors
