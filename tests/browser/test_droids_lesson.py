"""Droids in lesson 08 in a real JupyterLab (its notebook run as a learner's Run All): the
free board lays chits, runs them step by step, and the game draws chits without showing
Red what it may not see. A module of its own: its page is the test process's one
JupyterLab page (beside the game of test_droids.py it needed a second page loaded)."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest

from tests.support.browser import (
    WAIT,
    lesson_page,
    pieces,
    run_code,
    settled,
    shot,
    wait_counter,
    wait_end,
    wait_status,
)
from tests.support.droids_helpers import box_of
from tests.support.games import positions
from tests.support.hidden import cards_text, received

ROOT = Path(__file__).resolve().parents[2]
# What Red may not see in the lesson's game (the kernel says it; the page never gets it).
SECRET = """\
import json
from codyroby_lab.games.droids import chits as _ch
print(json.dumps({"hidden": [int(i) for i in game.state.hidden_slots("red")],
                  "blue": [_ch.BY_ID[c].code for c in game.state.racks[1]]}))"""


@pytest.fixture(scope="module")
def lesson(lab, browser):
    with lesson_page(lab, browser, ROOT / "notebooks" / "08_droids.ipynb") as page:
        yield page


def test_lesson_08_lays_chits_runs_them_and_draws_for_the_game(lesson):
    page = lesson
    widgets = page.locator(".cr-widget")
    page.wait_for_function("() => document.querySelectorAll('.cr-widget').length >= 3",
                           timeout=60_000)
    free = widgets.nth(0)
    free.scroll_into_view_if_needed()
    assert "then press Run my chits" in free.inner_text()           # the title says how
    assert "Nothing chosen: drag a chit into a box." in free.inner_text()     # none laid (08t, 4)
    assert free.locator("label.cr-text-label").inner_text() == "Your move as text"
    # walk 08q, faults 4 and 5: Run my chits with none laid put "pass" in the text box, and
    # Step then said nothing at all
    free.get_by_role("button", name="Run my chits").click()
    free.locator(".cr-error").filter(has_text="Lay a chit on a transmitter first").wait_for(
        timeout=WAIT)
    settled(page, free)
    assert free.locator(".cr-program-text").input_value() == ""
    free.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, free, "No orders sent yet")
    free.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(box_of(free, "A", 1))
    turn = free.get_by_role("button", name=re.compile("Turn the arrow of V2"))
    turn.click()
    page.wait_for_function("(el) => el.value === 'V2 A 1 E'",
                           arg=free.locator(".cr-program-text").element_handle(), timeout=WAIT)
    turn.click()
    free.locator(".cr-program-text").wait_for()
    page.wait_for_function("(el) => el.value === 'V2 A 1 S'",
                           arg=free.locator(".cr-program-text").element_handle(), timeout=WAIT)
    free.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(el) => el.textContent.includes('V2')", arg=box_of(free, "A", 1)
                           .element_handle(), timeout=WAIT)
    wait_end(page, free)                        # a press while the replay plays is ignored
    free.get_by_role("button", name="Run my chits").click()
    page.wait_for_function("(el) => el.textContent.includes('Your program runs: 1 order. "
                           "Press Step to follow Red.')", arg=free.element_handle(),
                           timeout=WAIT)
    assert "ends on" not in free.locator(".cr-title").inner_text()  # no end before the replay
    wait_counter(page, free, "step 0 of 1")                  # Run waits at the start (fault 1)
    assert "Red at A1" in " ".join(pieces(free))
    free.get_by_role("button", name="Step", exact=True).click()
    wait_counter(page, free, "step 1")
    lit = free.locator(".cr-box.cr-running")
    assert lit.count() == 1 and lit.get_attribute("data-line") == "A"
    assert free.locator(".cr-band").count() == 1             # the line commanded: a band
    assert "Red moves from A1 to A3" in free.locator(".cr-log").inner_text()
    shot(page, "lab-droids-lesson-board", free)

    game = widgets.nth(2)
    game.scroll_into_view_if_needed()
    for colour, n in (("violet", 4), ("red", 3)):
        for _ in range(n):
            game.locator(f'[data-more="{colour}"]').click()
    page.wait_for_function("(el) => el.value === 'draw violet 4 red 3'",
                           arg=game.locator(".cr-program-text").element_handle(), timeout=WAIT)
    game.get_by_role("button", name="Draw chits", exact=True).click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 7",
                           arg=game.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    # hidden: how many (the board shows the draw's end, a step of a run: Blue may have laid
    # a chit since)
    assert re.search(r"Blue's rack at this step: \d chits", game.inner_text())
    secret = json.loads(run_code(page, SECRET))
    model = received(page)[2]
    vectors = positions(model["trace_meta"], base64.b64decode(model["trace_b64"]))
    assert secret["hidden"] and not vectors[:, secret["hidden"]].any()
    text = json.dumps(model)
    assert len(secret["blue"]) >= 4 and all(t not in text for t in cards_text(secret["blue"]))
    shot(page, "lab-droids-lesson-game", game)
    assert not page.js_errors
