"""The editors by mouse and keyboard, in a real JupyterLab: RoboRally's registers (a click
chooses a register for typing, a placed card leaves its register when clicked or dragged
back to the hand, the text box's words), Droids' chits (a new chit starts at its first
arrow, after New game too), a replay-only board (no editor; its Run replays) and Run
pressed twice (the replay plays out). Titles say what to do at the board."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import (
    WAIT,
    new_game,
    notebook_page,
    run_code,
    shot,
    wait_counter,
    wait_end,
    wait_text,
)

CELLS = [
    "from codyroby_lab import lessons\nrace = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    "from codyroby_lab.lessons import droids as lesson\n"
    "fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'PU'), at='A1')\nfb.widget()",
    "lessons.replay({'board': {'width': 4, 'height': 3}, 'robots': {'Twonky': {'at': 'A3'}},\n"
    "                'program': {'Twonky': ['Move 1 490', 'Rotate Right 80']}, 'phases': 2},\n"
    "               show=True)",
    "race2 = lessons.RoboRallyRace(seed=2)\nrace2.widget()",
    "from codyroby_lab.ui import CodyRobyBoard\n"
    "CodyRobyBoard({'width': 5, 'height': 5}, program='F F R F', at='A5')",
]


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "board_editors.ipynb", CELLS) as page:
        page.set_viewport_size({"width": 1366, "height": 900})
        yield page


def board(page, k):
    w = page.locator(".cr-widget").nth(k)
    w.scroll_into_view_if_needed()
    return w


def register(w, r):
    return w.locator(f'.cr-rr-register[data-register="{r}"]')


def test_registers_by_mouse_and_keyboard(page):
    w = board(page, 0)
    title = w.locator(".cr-title").inner_text()
    assert "race.program" not in title and "press Run" in title
    register(w, 3).click()                                 # an empty register, chosen
    assert page.evaluate("() => document.activeElement.dataset.register") == "3"
    page.keyboard.press("2")                               # typed: card 2 goes there
    wait_text(page, w, "_ _ 2 _ _")   # a blank to fill in (walk 07q4, fault 11)
    card = w.locator('.cr-rr-hand [data-place="2"]')
    assert card.locator(".cr-card-kind").inner_text() in register(w, 3).inner_text()
    card.focus()
    page.keyboard.press("Enter")                           # a placed card: back to the hand
    wait_text(page, w, "")
    assert "empty" in register(w, 5).inner_text() and "empty" in register(w, 3).inner_text()
    w.locator('.cr-rr-hand [data-place="4"]').drag_to(register(w, 1))
    wait_text(page, w, "4 _ _ _ _")
    register(w, 1).locator(".cr-rr-card").drag_to(w.locator(".cr-rr-hand"))   # dragged back
    wait_text(page, w, "")
    assert "empty" in register(w, 1).inner_text()
    shot(page, "editors-registers", w)


def test_a_new_chit_starts_at_its_first_arrow(page):
    w = board(page, 1)
    assert "done()" not in w.locator(".cr-title").inner_text()
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    chit.click()
    w.locator(".cr-turn").click()                          # N -> E
    assert "arrow E" in chit.get_attribute("aria-label")
    w.locator('.cr-box[data-line="A"][data-box="1"]').click()
    w.locator(".cr-run").click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 3",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    assert "arrow N" in chit.get_attribute("aria-label")   # the next V2 is a new chit
    chit.click()
    w.locator(".cr-turn").click()
    assert "arrow E" in chit.get_attribute("aria-label")   # one press: east, not west
    new_game(w)
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 4",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    assert "arrow N" in chit.get_attribute("aria-label")
    chit.click()
    w.locator(".cr-turn").click()
    assert "arrow E" in chit.get_attribute("aria-label")


def test_a_replay_board_has_no_editor_and_no_dead_button(page):
    w = board(page, 2)
    wait_counter(page, w, "step 0 of")
    assert w.locator(".cr-error").inner_text() == ""
    for sel in (".cr-program-text", ".cr-use-text", ".cr-rr-registers"):
        assert not w.locator(sel).is_visible(), sel
    assert "No cards" not in w.inner_text()
    w.locator(".cr-run").click()                           # Run replays: no dead button
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    w.locator(".cr-start").click()
    w.locator(".cr-step").click()
    wait_counter(page, w, "step 1 of")
    assert w.locator(".cr-log li.cr-current").inner_text().startswith("Step 1")
    shot(page, "editors-replay", w)


# Run pressed again while its run is on its way: at once (Python has not answered yet) and
# just after the answer came (the replay's first step on show: the case a loaded machine
# made of a quick double press). Either press is ignored: one turn is played and its
# replay plays out to its end.
AGAIN_AT_FIRST_STEP = """(w) => new Promise((resolve) => {
  const counter = w.querySelector('.cr-counter');
  const watch = new MutationObserver(() => {
    if (/^step [1-9]/.test(counter.textContent)) {
      watch.disconnect();
      w.querySelector('.cr-run').click();
      resolve(counter.textContent);
    }
  });
  watch.observe(counter, { subtree: true, childList: true, characterData: true });
  w.querySelector('.cr-run').click();
})"""



@pytest.mark.parametrize("again", ["at once", "at the first step"])
def test_run_pressed_twice_plays_the_turn_once_and_the_replay_plays_out(page, again):
    before = int(run_code(page, "len(race2.turns)").strip())
    w = board(page, 3)
    text = w.locator(".cr-program-text")
    text.fill("1 2 3 4 5")
    text.press("Enter")
    wait_text(page, w, "1 2 3 4 5")
    speed = 7 if again == "at once" else 4               # 240 or 15 steps a second
    page.evaluate("([s, v]) => { s.value = v; s.dispatchEvent(new Event('input')); }",
                  [w.locator(".cr-speed").element_handle(), speed])
    if again == "at once":          # two presses before any answer can come (two clicks of
        # the driver's may land after a whole run and its fast replay on a loaded machine,
        # and a press after the end is a new Run, refused for its empty registers)
        page.evaluate("(b) => { b.click(); b.click(); }", w.locator(".cr-run").element_handle())
    else:
        # the press lands as the replay's first steps show (a frame that comes late shows
        # step 2 first: the replay keeps time, it does not wait for frames)
        shown = page.evaluate(AGAIN_AT_FIRST_STEP, w.element_handle())
        assert re.match(r"step [1-3] of \d+", shown), shown
        # the next hand waits for the replay's end, and the board says so (walk 07s, fault 7)
        assert "still on show" in w.locator(".cr-error").inner_text()
    wait_end(page, w, 60_000)
    page.wait_for_timeout(1500)                             # a second run would answer now
    # Python refused no second run, and "still on show" went with the end of the replay
    assert w.locator(".cr-error").inner_text() == ""
    assert re.match(r"step (\d+) of \1$", w.locator(".cr-counter").inner_text().split(":")[0])
    assert int(w.locator(".cr-counter").inner_text().split()[1]) > 1
    assert int(run_code(page, "len(race2.turns)").strip()) == before + 1   # one turn played


# The steps the counter shows from a press of Run until the replay's end.
SHOWN = """(w) => new Promise((resolve) => {
  const counter = w.querySelector('.cr-counter'), seen = [];
  const watch = new MutationObserver(() => {
    seen.push(counter.textContent);
    if (/^step 4 of 4/.test(counter.textContent)) { watch.disconnect(); resolve(seen); }
  });
  watch.observe(counter, { subtree: true, childList: true, characterData: true });
  setTimeout(() => resolve(seen), 20000);
  w.querySelector('.cr-run').click();
})"""


def test_run_again_replays_the_same_program(page):
    w = board(page, 4)
    first = page.evaluate(SHOWN, w.element_handle())
    assert first[-1].startswith("step 4 of 4")
    again = page.evaluate(SHOWN, w.element_handle())      # the same trace: replayed anew
    assert again[0].startswith("step 0 of 4") and again[-1].startswith("step 4 of 4"), again
