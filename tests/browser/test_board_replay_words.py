"""What a board says while it replays, at 1366x650: a game's title and hand never ask for
what the game no longer wants (issue 29, walks 06p, 07p and 09p), an empty text box taken
says nothing was taken from it, and Predict says how to go on and leaves no ring of a guess
given up."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    open_player,
    set_theme,
    settled,
    shot,
    wait_end,
    wait_status,
)

SEEKERS = ("from codyroby_lab import lessons\n"
           "seekers = lessons.EnergySeekersPlay(seed=11)\n"
           "seekers.widget()")
# Will takes Tuck's offer in the cell after the board: the board replays that turn
ROBIN = ("robin = lessons.RobinPlay({'first': 'will'}, seed=1)\n"
         "robin.move('offer weapons1')\n"
         "robin.widget()")
ACCEPT = "robin.move('accept tuck')"
REPLAY_TITLE = "A replay: press \u21e5 (Jump to end) to see the game now and what to do next."
NOTHING_TAKEN = "The text box was empty, so nothing is chosen now."


@pytest.fixture(scope="module")
def games(lab, browser):
    with notebook_page(lab, browser, "board_replay_words.ipynb", [SEEKERS, ROBIN, ACCEPT],
                       LAPTOP) as page:
        page.locator(".cr-widget").nth(1).locator(".cr-program-text").wait_for(timeout=WAIT)
        yield page


def board(page, k):
    w = page.locator(".cr-widget").nth(k)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_use_text_on_an_empty_box_says_nothing_was_taken(games):
    """Walk 09p, fault 7 and walk 06p, fault 10: Use text on an empty box said "Taken: your
    choice is now what the text says" (Energy Seekers) or "Your choice is now the move from
    the text" (Robin), though there was no text."""
    page = games
    for k in (0, 1):
        w = board(page, k)
        w.locator(".cr-program-text").fill("")
        w.locator(".cr-use-text").click()
        wait_status(page, w, NOTHING_TAKEN)
        settled(page, w)
        assert "text says" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_a_games_title_says_a_replay_is_a_replay(games):
    """Walk 06p, fault 1; walk 07p, fault 2; walk 09p, fault 2: short of its end (⇤, Back,
    Reset), a game's replay kept the title from before the move ("Next: stack cards from
    your hand and press Run", an old Challenge question), beside words asking for something
    else. It says it is a replay and how to get back to the game; at its end, the title of
    the game now."""
    page = games
    for k in (0, 1):
        w = board(page, k)
        title = w.locator(".cr-title")
        if k == 0:                                       # a move of Energy Seekers
            w.locator('.cr-palette [data-card="F"]').first.click()
            settled(page, w)
            w.get_by_role("button", name="Run", exact=True).click()
            settled(page, w)
        wait_end(page, w)
        now = title.inner_text()
        assert now != REPLAY_TITLE
        for press in ("Back", "Jump to start", "Reset"):
            w.get_by_role("button", name=press, exact=True).click()
            assert title.inner_text() == REPLAY_TITLE, press
            assert "pick a card" not in w.locator(".cr-status").inner_text()
        w.get_by_role("button", name="Jump to end").click()
        assert title.inner_text() == now
    assert not page.js_errors


def test_predict_holds_the_hand_from_before_the_move_and_says_so(games):
    """Walk 06p, fault 2: in Predict mode the board keeps the hand from before the move
    until the move is guessed, under "Your hand now", while the cards of the move were
    already played. Walk 06r6, fault 8: Cards to play was empty then, so the move being
    guessed could not be seen: it shows the move's cards."""
    page = games
    w = board(page, 0)
    label = w.locator(".cr-hand-head > .cr-program-label")
    assert label.inner_text() == "Your hand now"
    w.locator(".cr-predict-toggle").check()
    card = w.locator('.cr-palette [data-card]:not(.cr-used-up)').first
    played = card.get_attribute("data-card")
    card.click()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-status").filter(has_text="Predict: click the square").wait_for(timeout=WAIT)
    assert label.inner_text() == "Your hand before this move"
    # walk 06r6, fault 8: the move being guessed stays in view, its cards no longer to choose
    pile = w.locator(".cr-chosen")
    assert pile.get_attribute("aria-label") == "Cards played in this move"
    cards = pile.locator("li")
    assert [cards.nth(k).get_attribute("data-card") for k in range(cards.count())] == [played]
    shot(page, "predict-cards-played-in-this-move", w)
    set_theme(page, "JupyterLab Dark")
    try:
        shot(page, "predict-cards-played-in-this-move-dark", w)
    finally:
        set_theme(page, "JupyterLab Light")
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Jump to end").click()
    assert label.inner_text() == "Your hand now"
    assert pile.get_attribute("aria-label") == "Cards to play"
    assert not page.js_errors


@pytest.fixture(scope="module")
def predicting(browser, tmp_path_factory):
    """A saved board: Roby on A5 facing north runs F F F, guessed in Predict mode."""
    path = tmp_path_factory.mktemp("predict") / "predict.html"
    save_player(codyroby.run("F F F", at="A5"), path, title="Three steps", program="F F F")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    w = page.locator(".cr-widget")
    w.locator(".cr-predict-toggle").check()
    yield page, w
    page.close()


def test_predict_says_how_to_go_on_and_drops_the_ring_of_a_guess_given_up(predicting):
    """Walk 02p, fault 1: a right guess by keys sent the focus to Step, and nothing said
    that Step (or Enter) asks the next one. Walk 06p, fault 3: Play and ⇥ were greyed with
    no word why, and the ring of a guess stayed on the board after Back; walk 07z, fault 6:
    the ring of a right guess too."""
    page, w = predicting
    status = w.locator(".cr-status")
    w.get_by_role("button", name="Step", exact=True).click()
    # the button by its name, not only its sign (walk 08s, fault 11)
    assert "Play and Jump to end (\u21e5) wait for your guess." in status.inner_text()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A4: right
    assert status.inner_text().endswith("Press Step (or Enter) to guess step 2.")
    assert page.evaluate("() => document.activeElement.textContent") == "Step"
    page.keyboard.press("Enter")                                  # Step: step 2 is asked
    assert status.inner_text().startswith("Predict: click the square")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # B4: wrong
    assert w.locator(".cr-mark-wrong").count() == 1
    w.get_by_role("button", name="Back", exact=True).click()      # the guess given up
    assert w.locator(".cr-mark").count() == 0
    w.get_by_role("button", name="Step", exact=True).click()      # step 1 asked again
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # B5: wrong
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # C5: wrong too
    page.keyboard.press("Enter")                                  # (C5 again: no new ring)
    # walk 01r8, fault 1: each guess leaves a ring on its square, as lesson 01 says
    assert w.locator(".cr-mark-wrong").count() == 2
    w.get_by_role("button", name="Show me").click()
    assert status.inner_text() == ("You asked to see it: Roby is on A4 after step 1. "
                                   "Press Step (or Enter) to guess step 2.")
    # walk 07z, fault 6: the ring of a right guess stayed when its step was asked again:
    # Back keeps it (as ⇤ keeps a guess's ring), and the question asked again takes it away
    page.keyboard.press("Enter")                                  # Step: step 2 is asked
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: right
    assert w.locator(".cr-mark-right").count() == 1
    w.get_by_role("button", name="Back", exact=True).click()
    assert w.locator(".cr-mark-right").count() == 1
    w.get_by_role("button", name="Step", exact=True).click()     # step 2 asked again
    status.filter(has_text="Predict: click the square").wait_for()
    assert w.locator(".cr-mark").count() == 0
    assert not page.errors


def test_predict_never_rings_a_square_before_its_step_is_guessed(predicting):
    """Walk 02r6, fault 5: after Back in Predict mode a green ring sat on the square of the
    step the board asked about next. That step had been guessed right just before: a step
    guessed keeps its ring (Back and ⇤ keep it, as the lesson says). A step asked, or never
    guessed, shows none, whichever button brings its question (Step, Play, after Show me)."""
    page, w = predicting
    button = {name: w.get_by_role("button", name=name, exact=True)
              for name in ("Reset", "Back", "Step", "Play", "Jump to start")}
    status = w.locator(".cr-status")

    def asked(k):
        status.filter(has_text=f"will be after step {k}").wait_for(timeout=WAIT)
        assert w.locator(".cr-mark").count() == 0, k

    button["Reset"].click()
    for k in (1, 2):                                              # A4, A3: right
        button["Step"].click()
        asked(k)
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        assert w.locator(".cr-mark-right").count() == 1
    button["Back"].click()                                        # step 2, guessed: its ring
    assert w.locator(".cr-mark-right").count() == 1
    button["Step"].click()
    asked(2)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # B3: wrong
    assert w.locator(".cr-mark-right").count() == 0
    w.get_by_role("button", name="Show me").click()
    button["Jump to start"].click()
    button["Play"].click()                                        # steps 1 and 2, seen
    asked(3)                                                      # never guessed
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                  # B4: wrong
    assert w.locator(".cr-mark-right").count() == 0
    w.get_by_role("button", name="Show me").click()
    assert w.locator(".cr-mark").count() == 0
    assert not page.errors


# the way the piece points, in degrees clockwise from north, each frame while Play turns it
ANGLES = """(w) => new Promise((done) => {
  const piece = w.querySelector('.cr-piece'), seen = [];
  const look = () => {
    const m = new DOMMatrix(getComputedStyle(piece).transform);
    seen.push(Math.atan2(m.b, m.a) * 180 / Math.PI);
    if (seen.length < 240) requestAnimationFrame(look); else done(seen);
  };
  requestAnimationFrame(look);
  w.querySelector('.cr-play').click();
})"""


def test_a_turn_in_play_turns_the_short_way_round(browser, tmp_path):
    """Walk 05r6, fault 7: during Play, an L from north pointed past west (towards
    south-west) before it settled: the turn went from rotate(0) to rotate(270), round
    through east and south. Roby turns left as the card says, never through east."""
    path = tmp_path / "turns.html"
    save_player(codyroby.run("L L", at="A5"), path, title="Two turns", program="L L")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    try:
        w = page.locator(".cr-widget")
        angles = w.evaluate(ANGLES)
        assert any(-100 < a < -80 for a in angles)               # it faced west on the way
        assert not [a for a in angles if 5 < a < 175], angles     # never east, nor past it
        assert not page.errors
    finally:
        page.close()
