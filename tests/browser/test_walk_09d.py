"""Lesson 09's Robin board, walk 09d at 1366x650 (issue 29): a refused arrow-group choice
says why beside its list, with the board's title in view; a move typed as text and
refused is never what Run plays, and the choice line stops saying "Press Run"."""

from __future__ import annotations

import pytest

from tests.support.boards import GAME, moves
from tests.support.browser import LAPTOP, WAIT, notebook_page, shot, wait_end

SECOND = GAME.replace("game = ", "again = ").replace("game.widget()", "again.widget()")
# the lesson's own game: Tuck counters whatever Will offers, so Will chooses an offer
LESSON = """lesson = RobinPlay({"first": "will"}, seed=2)
lesson.widget()"""


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "walk09d.ipynb", [GAME, SECOND, LESSON], LAPTOP) as page:
        page.locator(".cr-widget [data-card='riches13']").first.wait_for()
        yield page


def in_view(box) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 650


def test_a_refused_list_choice_says_why_beside_the_list(page):
    """Fault 1 (serious): group 2 set to Will after group 1 snapped back to "not applied"
    and its reason showed below the window, under the pieces and the choice line."""
    w = page.locator(".cr-widget").first
    w.locator('[data-card="riches13"]').click()
    w.locator(".cr-trade-choice").filter(has_text="offer riches13").wait_for()
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    second, third = w.locator(".cr-trade-select").nth(1), w.locator(".cr-trade-select").nth(2)
    third.wait_for()
    second.select_option("will")
    w.locator(".cr-trade-choice").filter(has_text=moves(None, "Will", None)).wait_for()
    # the board's title at the top of the window, as a child who reads it has it
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    third.focus()
    page.keyboard.press("ArrowDown")                    # "not applied" -> Will: refused
    why = w.locator(".cr-trade-why")
    why.filter(has_text="Will is moved twice").wait_for(timeout=WAIT)
    page.wait_for_timeout(300)
    assert in_view(why.bounding_box()) and in_view(third.bounding_box())
    row = third.evaluate("(s) => s.closest('.cr-trade-row').getBoundingClientRect().bottom")
    assert why.bounding_box()["y"] <= row + 4            # in the row, or just under it
    assert third.get_attribute("aria-describedby") == why.get_attribute("id")
    assert page.evaluate("() => document.activeElement.dataset.group") == "2"
    assert third.input_value() == "-"
    assert w.inner_text().count("Will is moved twice") == 1          # said in one place
    shot(page, "walk09d-refused-beside-list", w)
    page.keyboard.press("ArrowDown")                    # on to Robin, on the oak: refused
    why.filter(has_text="old oak").wait_for(timeout=WAIT)
    assert w.inner_text().count("Will is moved twice") == 0          # the new reason only
    for _ in range(2):                                  # past Marian (the oak too) to Tuck
        settled = why.inner_text()
        page.keyboard.press("ArrowDown")
        page.wait_for_function("([w, said]) => (w.querySelector('.cr-trade-why') || {}).textContent"
                               " !== said", arg=[w.element_handle(), settled], timeout=WAIT)
    w.locator(".cr-trade-choice").filter(has_text=moves(None, "Will", "Tuck")).wait_for()
    assert why.count() == 0                             # taken: the reason goes
    assert not page.js_errors


def test_a_refused_text_is_never_what_run_plays(page):
    """Fault 2 (serious): "Your choice: counter food3. Press Run to play it." stayed above a
    refused text, and a text typed then Run pressed at once played the old choice."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('[data-card="riches13"]').click()
    choice = w.locator(".cr-trade-choice")
    choice.filter(has_text="offer riches13").wait_for()
    text = w.locator(".cr-program-text")
    text.fill("offer places2")                           # not in Will's hand
    w.get_by_role("button", name="Use text").click()
    w.locator(".cr-text-error").filter(has_text="places2").wait_for(timeout=WAIT)
    said = choice.inner_text()
    assert "Press Run" not in said and "not taken" in said, said
    w.get_by_role("button", name="Run", exact=True).click()
    text.fill("offer food9")                             # typed, then Run at once
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-text-error").filter(has_text="food9").wait_for(timeout=WAIT)
    page.wait_for_timeout(1500)        # a play of either Run would be in the log by now
    assert "Will offers" not in w.locator(".cr-log").inner_text()
    assert "Press Run" not in choice.inner_text()
    shot(page, "walk09d-text-refused", w)
    text.fill("offer food4")                             # a good text, then Run at once
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    assert "Will offers food4" in w.locator(".cr-log").inner_text()
    assert not page.js_errors


def test_the_offer_to_take_stays_sealed_and_keys_go_both_ways(page):
    """Faults 3, 4 and 5: "Take Tuck's offer" showed while the replay still had the offers
    sealed; Shift+Tab from it stayed on it (a greyed hand card was its Tab stop before); and
    Tab scrolled a control out of view to the window's middle, the title off the top."""
    w = page.locator(".cr-widget").nth(2)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('[data-card="food3"]').click()
    w.locator(".cr-trade-choice").filter(has_text="offer food3").wait_for()
    w.get_by_role("button", name="Run", exact=True).click()
    # the table and the choices of now wait for the replay's end (walk 09p3, fault 4)
    w.locator(".cr-trade-what").filter(has_text="Nothing can be chosen while this turn "
                                       "replays").wait_for()
    take = w.locator('.cr-trade-action[data-action="accept tuck"]')
    assert take.count() == 0 and w.locator(".cr-trade-revealed").count() == 0
    wait_end(page, w)
    take.wait_for()
    take.focus()
    page.keyboard.press("Shift+Tab")                 # (to the control before it as the board
    assert page.evaluate("() => document.activeElement.dataset.action") is None   # is read)
    assert w.evaluate("(w) => w.contains(document.activeElement)")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.action") == "accept tuck"
    w.locator(".cr-title").evaluate("(t) => t.scrollIntoView({block: 'start'})")
    box = w.locator(".cr-desk-scroll")
    assert box.bounding_box()["y"] > 650                        # below the window
    for _ in range(30):                                         # Tab on to the desk check
        if page.evaluate("() => document.activeElement.classList.contains('cr-desk-scroll')"):
            break
        page.keyboard.press("Tab")
    at = box.bounding_box()
    assert 650 - 60 <= at["y"] + at["height"] <= 650, at      # just in, at the bottom
    shot(page, "walk09d-tab-take", w)
    assert not page.js_errors
