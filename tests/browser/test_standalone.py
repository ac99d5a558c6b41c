"""The standalone HTML player, opened from a file with no server: it steps, plays, predicts
and stops at breakpoints, and fetches nothing."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import pieces, shot, wait_counter


@pytest.fixture
def player(browser, tmp_path):
    board = codyroby.Board(5, 5, blocks=["C3"], targets={"red": "E1"})
    t = codyroby.run("F F R F F", board=board, at="A5")
    path = tmp_path / "player.html"
    save_player(t, path, title="Standalone <player>", program="F F R F F")
    page = browser.new_page()
    page.requests = []
    page.on("request", lambda r: page.requests.append(r.url))
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector(".cr-widget .cr-piece")
    yield page, page.locator(".cr-widget")
    page.close()


def test_step_back_and_jump(player):
    page, w = player
    assert pieces(w) == ["Roby at A5 facing north"]
    w.get_by_role("button", name="Step", exact=True).click()
    w.get_by_role("button", name="Step", exact=True).click()
    assert pieces(w) == ["Roby at A3 facing north"]
    w.get_by_role("button", name="Back", exact=True).click()
    assert pieces(w) == ["Roby at A4 facing north"]
    w.get_by_role("button", name="Jump to end").click()
    assert pieces(w) == ["Roby at B3 facing east, crashed"]
    assert "B3 is a block" not in w.locator(".cr-log").inner_text()   # C3 is the block
    assert "C3 is a block" in w.locator(".cr-log").inner_text()
    assert w.locator(".cr-desk tr.cr-current td").first.inner_text() == "5"
    w.get_by_role("button", name="Reset", exact=True).click()
    assert pieces(w) == ["Roby at A5 facing north"]
    assert page.title() == "Standalone <player>"
    shot(page, "standalone-player")
    assert all(u.startswith("file://") for u in page.requests), page.requests
    assert not page.errors


def test_play_pause_and_breakpoint(player):
    page, w = player
    w.locator(".cr-speed").fill("7")
    w.locator('.cr-stack [data-node="2"]').focus()      # the R card
    page.keyboard.press("b")
    w.get_by_role("button", name="Play", exact=True).click()
    wait_counter(page, w, "step 2 of 5")
    page.wait_for_timeout(300)
    assert pieces(w) == ["Roby at A3 facing north"]        # stopped before R runs
    assert "stop mark" in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Play", exact=True).click()
    wait_counter(page, w, "step 5 of 5")
    assert w.get_by_role("button", name="Play", exact=True).count() == 1


def test_predict_mode_by_keyboard(player):
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    assert "Predict" in w.locator(".cr-status").inner_text()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    # issue 29: a wrong square hears what is wrong about it, never where Roby is, and the
    # step waits for a second try
    status = w.locator(".cr-status").inner_text()
    assert status.startswith("Not quite: Roby is not on B4 after step 2.") and "A3" not in status
    assert pieces(w) == ["Roby at A4 facing north"]
    assert w.get_by_role("button", name="Show me").is_visible()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text() == (
        "Right! Roby is on A3 after step 2. You got it on your second try. "
        "Press Step (or Enter) to guess step 3.")           # how to go on: walk 02p, fault 1
    assert pieces(w) == ["Roby at A3 facing north"]
    assert not w.get_by_role("button", name="Show me").is_visible()
    # with the mouse: click the square itself (R turns Roby, so it stays on A3)
    w.get_by_role("button", name="Step", exact=True).click()
    board = w.locator("svg.cr-board")
    box = board.bounding_box()
    scale = box["width"] / float(board.get_attribute("viewBox").split()[2])
    board.click(position={"x": (22 + 0 * 40 + 20) * scale, "y": (22 + 2 * 40 + 20) * scale})
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert pieces(w) == ["Roby at A3 facing east"]


def test_after_a_prediction_by_keyboard_the_next_key_still_answers(player):
    """Walk 07, fault 9: after a right prediction focus fell to the page, and Enter, arrows,
    Delete and Escape did nothing; it goes to Step, so Enter asks the next step."""
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                        # right: A4
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert page.evaluate("document.activeElement.textContent") == "Step"
    page.keyboard.press("Enter")                                        # the next step
    assert "Predict" in w.locator(".cr-status").inner_text()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                        # right: A3
    assert w.locator(".cr-status").inner_text().startswith("Right! Roby is on A3 after step 2")


def test_predict_mode_shows_the_step_only_when_asked(player):
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                        # wrong: B5
    assert pieces(w) == ["Roby at A5 facing north"]
    w.get_by_role("button", name="Show me").click()
    assert w.locator(".cr-status").inner_text() == (
        "You asked to see it: Roby is on A4 after step 1. Press Step (or Enter) to guess step 2.")
    assert pieces(w) == ["Roby at A4 facing north"]
    assert not page.errors


def test_hostile_name_in_the_offline_player_is_text(browser, tmp_path):
    from codyroby_lab.games.codyroby import CodyRoby
    evil = "<img src=x onerror=alert(1)>"
    t = CodyRoby({"board": {"width": 4, "height": 4},
                  "robots": {evil: {"at": "A4", "facing": "N"}}}).new_state().run("F R")
    path = tmp_path / "evil.html"
    save_player(t, path, title=evil, program="F R")
    page = browser.new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(path.as_uri())
    w = page.locator(".cr-widget")
    w.get_by_role("button", name="Jump to end").click()
    assert pieces(w) == [f"{evil} at A3 facing east"]
    assert w.locator(".cr-title").inner_text() == evil
    assert page.locator("img").count() == 0 and dialogs == []
    page.close()


def test_play_turns_into_pause_and_the_trail_grows(player):
    page, w = player
    assert w.locator(".cr-trail").get_attribute("d") == ""
    w.locator(".cr-speed").fill("0")                     # one step a second
    w.get_by_role("button", name="Play", exact=True).click()
    pause = w.get_by_role("button", name="Pause", exact=True)
    pause.wait_for()
    wait_counter(page, w, "step 1 of 5")
    pause.click()
    assert w.get_by_role("button", name="Play", exact=True).count() == 1
    assert w.get_by_role("button", name="Pause", exact=True).count() == 0
    at = w.locator(".cr-slider").input_value()
    page.wait_for_timeout(1200)
    assert w.locator(".cr-slider").input_value() == at     # paused means paused
    w.get_by_role("button", name="Jump to end").click()
    assert w.locator(".cr-trail").get_attribute("d").count("M") == 3   # A5-A4-A3-B3


def test_the_cards_look_as_disabled_as_they_are(player):
    page, w = player
    for card in w.locator(".cr-palette [data-card]").all():
        assert card.is_disabled() and card.get_attribute("aria-disabled") == "true"
        style = card.evaluate("(b) => { const s = getComputedStyle(b); "
                              "return [parseFloat(s.opacity), s.cursor, s.borderStyle]; }")
        assert style[0] <= 0.5 and style[1] == "not-allowed" and style[2] == "dashed"
    assert w.get_by_role("button", name="Use text").is_disabled()
    assert w.get_by_label("Program as text").get_attribute("readonly") is not None
    assert w.get_by_role("button", name="New game").count() == 0


def test_a_duel_replay_names_the_card_of_each_step(browser, tmp_path):
    """A Duel's trace runs cards from the hands, not one program: each step is labelled by
    the card its events name."""
    from codyroby_lab.core.protocol import record
    from codyroby_lab.games.codyroby.duel import Duel
    start = Duel.from_setup({"deck": ["F"] * 30, "blocks_each": 0,
                             "hands": {"A": ["F", "F", "L", "R", "F"],
                                       "B": ["L", "F", "F", "R", "R"]}}).new_state(seed=1)
    trace = record(start, ["play F R", "play F L"])
    page = browser.new_page()
    save_player(trace, tmp_path / "duel.html")
    page.goto((tmp_path / "duel.html").as_uri())
    w = page.locator(".cr-widget")
    w.get_by_role("button", name="Jump to end").click()
    rows = page.evaluate("() => [...document.querySelectorAll('.cr-desk tbody tr')].map((r) =>"
                         " [r.cells[1].textContent, r.cells[r.cells.length - 1].textContent])")
    cards = {event: card for card, event in rows if card}
    assert [c for c, _ in rows if c] == ["F", "R", "F", "L"], rows
    assert all(card == ("F" if "forward" in e else "R" if "right" in e else "L")
               for e, card in cards.items())
    assert "Step 4 (F):" in w.locator(".cr-log").inner_text()
    shot(page, "standalone-duel", w)
    page.close()


def test_predict_mode_keeps_the_future_hidden(player):
    """While predicting, the counter gives no total and the slider is hidden (walk 06n,
    fault 5; walks 07p2, fault M6 and 02p2, fault 4), and a pending prediction cannot be
    skipped by Jump to end or Play."""
    page, w = player
    counter, slider = w.locator(".cr-counter"), w.locator(".cr-slider")
    assert counter.inner_text() == "step 0 of 5" and slider.get_attribute("max") == "5"
    w.locator(".cr-predict-toggle").check()
    assert counter.inner_text() == "step 0" and slider.is_hidden()
    w.get_by_role("button", name="Step", exact=True).click()           # asks: pending
    assert counter.inner_text() == "step 0"
    for name in ("Jump to end", "Play"):
        assert w.get_by_role("button", name=name, exact=True).is_disabled()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                        # answered: A4
    assert counter.inner_text() == "step 1" and slider.is_hidden()
    assert not w.get_by_role("button", name="Jump to end").is_disabled()
    w.get_by_role("button", name="Jump to start").click()               # back is fine
    assert counter.inner_text() == "step 0" and slider.is_hidden()
    w.locator(".cr-predict-toggle").uncheck()                           # the rest comes back
    assert counter.inner_text() == "step 0 of 5" and slider.get_attribute("max") == "5"
    assert slider.is_visible()
    assert not page.errors


def test_an_extended_trace_lights_each_card_by_its_slot(browser, tmp_path):
    """A run of 'F' extended with a run of 'R F': the second run's cards are the table's
    cards 1 and 2, yet the stack shows 'R F', whose cards are 0 and 1 (their slots)."""
    first = codyroby.run("F", at="A5")
    first.extend(first.final.clone().play("R F"))
    assert [(c.label, c.slot) for c in first.cards] == [("F", 0), ("R", 0), ("F", 1)]
    path = tmp_path / "extended.html"
    save_player(first, path, program="R F")
    page = browser.new_page()
    page.goto(path.as_uri())
    w = page.locator(".cr-widget")
    lit = []
    for k in (1, 2, 3):
        page.evaluate("(k) => document.querySelector('.cr-widget').__codyroby.show(k)", k)
        lit.append(w.locator(".cr-stack .cr-running").get_attribute("data-node"))
    assert lit == ["0", "0", "1"]
    page.close()


def test_a_trace_saved_without_its_program_lists_its_cards(browser, tmp_path):
    t = codyroby.run("REPEAT 2 [F R]", at="A5")
    path = tmp_path / "cards.html"
    save_player(t, path)                                   # no program given
    page = browser.new_page()
    page.goto(path.as_uri())
    w = page.locator(".cr-widget")
    cards = w.locator(".cr-run-cards li")
    assert [c.locator(".cr-letter").inner_text() for c in cards.all()] == ["REPEAT 2", "F", "R"]
    page.evaluate("() => document.querySelector('.cr-widget').__codyroby.show(3)")
    assert w.locator(".cr-run-cards .cr-running .cr-letter").inner_text() == "F"
    page.close()


def test_reset_and_jump_to_start_say_what_each_does(player):
    """Issue 29 ("Reset does what ⇤ does"): the board keeps the learner's program on both
    (it is the answer a lesson's check reads), so each button's tooltip says plainly what
    it does: ⇤ goes back to step 0 of the run and keeps the guesses' rings; Reset also
    wipes them."""
    page, w = player
    start = w.get_by_role("button", name="Jump to start")
    reset = w.get_by_role("button", name="Reset", exact=True)
    assert "step 0" in start.get_attribute("title") and "step 0" in reset.get_attribute("title")
    assert "guesses stay" in start.get_attribute("title")
    assert "wipe the rings your guesses left" in reset.get_attribute("title")
    assert all("Your program" in b.get_attribute("title") for b in (start, reset))
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                        # right: A4
    assert w.locator(".cr-mark").count() == 1
    start.click()
    assert w.locator(".cr-counter").inner_text().startswith("step 0")
    assert w.locator(".cr-mark").count() == 1                           # the ring stays
    reset.click()
    assert w.locator(".cr-counter").inner_text().startswith("step 0")
    assert w.locator(".cr-mark").count() == 0                           # Reset wipes it
    assert not page.errors


def test_run_back_step_and_play_say_what_each_does(player):
    """Walkthrough of lesson 01: the lesson says "hold the mouse over a button to read what
    it does", so each tooltip says more than the button's name."""
    _, w = player
    for name in ("Run", "Back", "Step", "Play"):
        tip = w.get_by_role("button", name=name, exact=True).get_attribute("title")
        assert tip.startswith(f"{name}: ") and len(tip) > len(name) + 12, (name, tip)


def test_turning_predict_off_leaves_no_guess_and_nothing_greyed(player):
    """Walk 09, fault 12: unticking Predict while a guess waited left its rings on the board
    and Play, Jump to end and the slider greyed out until Step was pressed."""
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                        # wrong: a red ring
    assert w.locator(".cr-mark").count() == 1
    w.locator(".cr-predict-toggle").uncheck()
    assert w.locator(".cr-mark").count() == 0
    assert w.locator(".cr-cursor").get_attribute("visibility") == "hidden"
    for name in ("Jump to end", "Play"):
        assert not w.get_by_role("button", name=name, exact=True).is_disabled()
    assert not w.locator(".cr-slider").is_disabled()
    assert not w.get_by_role("button", name="Show me").is_visible()
    assert not page.errors


def test_each_card_to_add_says_what_it_does_on_hover(player):
    """Walk 01q, fault 4: the lesson says "hold the mouse over a button to read what it
    does", and Run and Back answered, but the F, L and R cards showed nothing."""
    _, w = player
    tips = {c.get_attribute("data-card"): c.get_attribute("title")
            for c in w.locator(".cr-palette [data-card]").all()}
    # and, grey, why no click takes them (walk 01p, fault 9)
    why = ". No Python is behind this board now: the program cannot change."
    assert tips["F"] == f"Add F card (forward){why}", tips
    assert tips["L"] == f"Add L card (turn left){why}", tips
    assert tips["R"] == f"Add R card (turn right){why}", tips
