"""What lesson 06's board (Energy Seekers) says to the child, in a real JupyterLab (issue
29). One page: the restart comes last."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    restart_python,
    run_cell,
    set_theme,
    settled,
    shot,
    wait_end,
)

GAME = ("from codyroby_lab import lessons\n"
        "game = lessons.EnergySeekersPlay(seed=79)\n"
        "game.widget()")


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "es_board_words.ipynb", [GAME], LAPTOP) as page:
        yield page


def test_a_used_up_card_clicked_says_there_is_none_left(page):
    """Walk 06r, fault 7: a greyed ×0 card pressed seemed to do nothing, and the line under
    the buttons still said the last card was added. It says at once that none is left."""
    w = page.locator(".cr-widget").first
    f = w.locator('.cr-palette [data-card="F"]').first
    # walk 06s, fault 7: "×3" on a card read as the "x2" of a Repetition square
    assert f.locator(".cr-pile-count").inner_text() == "3 cards"
    for n in (1, 2, 3):                                   # the hand is F F F
        f.click()
        w.locator(".cr-status").filter(has_text=f"{n} card").wait_for(timeout=40_000)
    assert f.locator(".cr-pile-count").inner_text() == "0 cards"
    settled(page, w)            # Python's answers to the three cards redraw the hand first
    f.click()
    w.locator(".cr-status").filter(has_text="You have no F card left").wait_for(timeout=WAIT)
    w.locator(".cr-hand-why").filter(has_text="You have no F card left").wait_for(timeout=WAIT)
    assert w.locator(".cr-chosen [data-node]").count() == 3
    for _ in range(3):                                    # the hand back for the next test
        w.locator(".cr-take-back").first.click()
    w.locator(".cr-chosen [data-node]").first.wait_for(state="detached")
    assert not page.js_errors


def test_predict_says_what_a_step_with_no_card_is(page):
    """Walk 06s, fault 2: with Predict ticked, a replay that starts with Ada's answer to a
    Challenge asked for step 1, and a wrong square heard "Look at the card of step 1 and
    which way Ada faces": step 1 has no card (the answer moves Ada 2 squares back), and What
    happened showed only "Start". The question, the hint and What happened say what step 1
    is, never where Ada goes."""
    w = page.locator(".cr-widget").first
    run_cell(page, 'for cards in ("F F F", "L F", "R F", "west"):\n    game.play(cards)')
    w.locator(".cr-title").filter(has_text="answer was not right").wait_for(timeout=40_000)
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Jump to start").click()
    w.get_by_role("button", name="Step", exact=True).click()
    what = ("Ada answers the Challenge question: a right answer moves the piece 2 squares on, "
            "a wrong one moves the piece 2 squares back")
    status = w.locator(".cr-status")
    assert f"after step 1 (or use the arrow keys and Enter). Step 1 plays no " \
           f"card: {what}." in status.inner_text()
    assert w.locator(".cr-log-next").inner_text() == f"Step 1, to guess: {what}."
    page.keyboard.press("ArrowRight")                       # C3, east of Ada on B3: wrong
    page.keyboard.press("Enter")
    said = status.inner_text()
    assert said.startswith("Not quite: Ada is not on C3 after step 1."), said
    assert f"Step 1 plays no card: {what}." in said and "card of step" not in said, said
    # walk 07q4, fault 10: a wrong guess said only "click another square", not the keys
    assert "Then click another square (or use the arrow keys and Enter), or " \
           "press Show me." in said, said
    assert "18" not in said and "A4" not in said
    shot(page, "es-predict-answer-step", w)
    w.get_by_role("button", name="Show me").click()
    assert w.locator(".cr-log-next").count() == 0
    assert not page.js_errors


def test_predict_asks_no_guess_at_a_step_where_no_piece_can_move(page):
    """Walk 06s, fault 8: Predict asked where Ada is after every step, the computer
    players' draws and discards too, when no piece can move (8 to 12 clicks a round). Those
    steps are shown with their words; the guesses asked are the moves (after the replay of
    the test above: step 1 shown, step 2 is Cody's draw)."""
    w = page.locator(".cr-widget").first
    status = w.locator(".cr-status")
    assert status.inner_text().endswith("to guess step 3."), status.inner_text()
    # walk 06t, fault 9: step 2 (Cody's draw) was passed over without a word
    assert "Step 2 moves no piece: nothing to guess there." in status.inner_text()
    w.get_by_role("button", name="Step", exact=True).click()
    assert "where Cody will be after step 3" in status.inner_text(), status.inner_text()
    assert "Cody draws 1 card" in w.locator(".cr-log").inner_text()
    _wrong_then_show_me(page, w)
    assert status.inner_text().endswith("to guess step 6."), status.inner_text()
    assert "Steps 4 and 5 move no piece: nothing to guess there." in status.inner_text()
    w.get_by_role("button", name="Step", exact=True).click()
    _wrong_then_show_me(page, w)
    assert status.inner_text().endswith("to see the end of the run.")
    w.get_by_role("button", name="Step", exact=True).click()
    assert "Ada draws F R" in w.locator(".cr-log").inner_text()
    assert status.inner_text().startswith("This is the end of the run.")
    assert not page.js_errors


def test_predict_ticked_at_the_game_now_says_what_it_will_guess(page):
    """Walk 06q4, fault 6: Predict ticked at the game now, before any new move, said "This
    is the end of the run. To guess it step by step, press Reset", of a move the child had
    not made. It says the board shows the game now, and how the next move is guessed."""
    w = page.locator(".cr-widget").first
    status = w.locator(".cr-status")
    w.locator(".cr-predict-toggle").uncheck()                   # at the end of the replay
    w.locator(".cr-predict-toggle").check()
    said = status.inner_text()
    assert said == ("This is the game now. To guess your next move, choose it and press "
                    "Run, then guess each step. To guess the last move instead, press Reset "
                    "(or \u21e4), then Step."), said
    assert "end of the run" not in said, said
    shot(page, "es-predict-at-the-game-now", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def _played_on_the_board(page, w, cards):
    """Choose ``cards`` in the board's hand, one by one, and press Run."""
    for card in cards:
        w.locator(f'.cr-palette [data-card="{card}"]').click()
        settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()


def test_a_replay_shows_the_hand_card_by_card_in_the_order_of_the_hand_beside_it(page):
    """Walk 06p3, fault 3: "Ada's hand at this step" lost every card of the move at step 1.
    The hand at a step is the hand after that step's card, in the hand's own order: the
    desk check's and the words' (walk 04q4, fault 1: in letter order, "F, F, F, L, L" beside
    "L L F F F" read as a hand that had changed); the piles beside it count each card."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-predict-toggle").uncheck()                    # ticked by a test above
    run_cell(page, 'game.new_game(79)\ngame.play("F F F")')      # Ada's hand: F F L
    w.locator(".cr-title").filter(has_text="stack cards from your hand").wait_for(timeout=40_000)
    hand = w.locator(".cr-pile").filter(has_text="Ada's hand")
    _played_on_the_board(page, w, "LFF")                         # cancelled at its last F
    w.locator('.cr-palette [data-card="R"]').wait_for(timeout=40_000)   # the hand drawn
    wait_end(page, w)
    assert hand.inner_text().endswith("hand at this step: L, R, F")  # as drawn
    assert [b.get_attribute("data-card") for b in w.locator(".cr-palette [data-card]").all()] \
        == ["F", "L", "R"]
    w.get_by_role("button", name="Jump to start").click()
    steps = []
    for _ in range(3):
        w.get_by_role("button", name="Step", exact=True).click()
        steps.append(hand.inner_text().partition(": ")[2])
    assert steps == ["F, F", "F", "no cards"]
    # walk 06q4, fault 5: "Your hand now" (after the move) beside "Ada's hand at this
    # step" seemed to disagree with it: it says which is which while the move replays
    label = w.locator(".cr-hand-head > .cr-program-label")
    assert label.inner_text() == ("Your hand once the replay ends (under the board: the hand "
                                  "at this step)")
    shot(page, "es-hand-at-a-step", w)
    w.get_by_role("button", name="Jump to end").click()
    assert label.inner_text() == "Your hand now"
    run_cell(page, "game.new_game(79)")                           # as the next test wants it
    assert not page.js_errors


def test_a_challenge_s_answers_show_when_the_replay_reaches_it(page):
    """Walk 06p3, fault 4: the replay of a move ending on a Challenge showed the answers
    at step 1 of 4; they show when the replay reaches the challenge, at its end."""
    w = page.locator(".cr-widget").first
    run_cell(page, 'game.new_game(79)\nfor cards in ("F F F", "L F"):\n    game.play(cards)')
    w.locator(".cr-title").filter(has_text="stack cards from your hand").wait_for(timeout=40_000)
    _played_on_the_board(page, w, "RF")                          # F onto the Challenge
    w.locator(".cr-palette").filter(has_text="The question comes at the end").wait_for(
        timeout=40_000)
    at = w.evaluate("w => [w.querySelector('.cr-counter').textContent, "
                    "w.querySelectorAll('.cr-answer').length]")
    assert at[1] == 0 or at[0].startswith("step 4 of 4"), at
    wait_end(page, w)
    assert w.locator(".cr-answer").count() == 4
    w.get_by_role("button", name="Jump to start").click()
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.locator(".cr-answer").count() == 0
    assert "The question comes at the end" in w.locator(".cr-palette").inner_text()
    shot(page, "es-challenge-during-replay", w)
    w.get_by_role("button", name="Jump to end").click()
    assert w.locator(".cr-answer").count() == 4
    run_cell(page, "game.new_game(79)")                           # as the next test wants it
    assert not page.js_errors


def test_a_game_won_with_an_empty_hand_says_no_these_cards(page):
    """Walk 06q4, fault 8: a game won with every card played said "The game is over: these
    cards cannot be played." under an empty hand. A board of its own, after the first."""
    run_cell(page, "won = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'],\n"
                   "    'deck': list('FFF' + 'FFLFFRLRFFLRFFFLRF'),\n"
                   "    'pieces': {'ada': {'position': 32, 'facing': 'W'}}}, seed=2)\n"
                   "won.play('F F F')\n"
                   "won.widget()")
    w = page.locator(".cr-widget").nth(1)
    hint = w.locator(".cr-hint")
    hint.filter(has_text="The game is over").wait_for(timeout=40_000)
    assert "Your hand is empty." in w.locator(".cr-palette").inner_text()
    assert hint.inner_text() == "The game is over. Press New game to play again."
    shot(page, "es-game-over-empty-hand", w)


REMOTE = ("rc = lessons.EnergySeekersPlay({'players': ['ada', 'cody'],\n"
          "    'deck': list('FLFFFRLLFRRF'), 'challenge': {'chance': 1}}, seed=1)\n"
          "rc.play('F L F')   # cancelled: Ada is remote-controlled, and Cody gives nothing\n"
          "rc.widget()")


def test_a_remote_controlled_piece_s_hand_takes_no_card_and_says_why(page):
    """Walk 06q4, fault 4: while the title said "press Run with no cards" (Ada
    remote-controlled), the hand took an L, and Run then refused it: "Not played: you play
    none of your own cards this turn". The hand looks off, takes no card, and a card
    clicked says why, beside it."""
    w = run_cell(page, REMOTE).locator(".cr-widget")
    w.wait_for(timeout=40_000)
    settled(page, w)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    assert "press Run with no cards" in w.locator(".cr-title").inner_text()
    run = w.get_by_role("button", name="Run", exact=True)
    assert run.evaluate("(el) => getComputedStyle(el).opacity") == "1"   # Run is the move
    cards = w.locator(".cr-palette [data-card]")
    assert cards.count() and all(cards.nth(k).get_attribute("aria-disabled") == "true"
                                 for k in range(cards.count()))
    why = "Your cards wait this turn: your piece is remote-controlled"
    assert w.locator(".cr-cards .cr-hint").inner_text().startswith(why)
    cards.first.click(force=True)                  # (looks off: Playwright would wait)
    w.locator(".cr-hand-why").filter(has_text=why).wait_for(timeout=5_000)
    assert why not in w.locator(".cr-status").inner_text()      # said twice is enough
    cards.first.focus()
    page.keyboard.press("Enter")                                  # the keys too
    assert w.locator(".cr-chosen [data-node]").count() == 0
    shot(page, "es-remote-controlled-hand-waits", w)
    set_theme(page, "JupyterLab Dark")
    try:
        shot(page, "es-remote-controlled-hand-waits-dark", w)
    finally:
        set_theme(page, "JupyterLab Light")
    run.click()                                                   # Run with no cards runs
    wait_end(page, w)
    assert "Not played" not in w.locator(".cr-error").inner_text()
    assert "Ada" in w.locator(".cr-log").inner_text()
    assert not page.js_errors


def test_autoplay_reaches_the_board_once_as_one_replay(page):
    """Walk 06q4, fault 1: ``play_to_the_end(autoplay=True)`` with the board open took 5 s
    with nothing but [*]: each move went to the board as it was played, and the board drew
    every position of the game (26 moves) while the cell ran. The board takes the game once,
    at the end, as one replay (measured here: 3.1 s to 0.5 s from the cell run to the board
    at the end; Python 0.38 s to 0.12 s). Walk 06r6, fault 7: that replay is said to be the
    moves the computer played, not "the last move", and the hand above says which it is."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => { el.dataset.titles = '0'; new MutationObserver(() => {"
               " el.dataset.titles = String(+el.dataset.titles + 1); }).observe("
               "el.querySelector('.cr-title'), {childList: true, characterData: true,"
               " subtree: true}); }")
    out = run_cell(page, "game.play_to_the_end(autoplay=True)").locator(".jp-OutputArea")
    out.filter(has_text="The computer played").wait_for(timeout=40_000)
    w.locator(".cr-title").filter(has_text="over").wait_for(timeout=40_000)
    assert int(w.get_attribute("data-titles")) <= 2, w.get_attribute("data-titles")
    assert "Ada" in w.locator(".cr-log").inner_text()
    # walk 06r6, fault 7: the whole game's replay was "A replay of the last move", and its
    # hand "Your hand now" beside a different "Ada's hand at this step"
    w.get_by_role("button", name="Back", exact=True).click()
    said = w.locator(".cr-status").inner_text()
    assert said.startswith("A replay of the moves the computer played for you"), said
    assert w.locator(".cr-hand-head > .cr-program-label").inner_text() \
        == "Your hand once the replay ends (under the board: the hand at this step)"
    shot(page, "autoplay-replay-of-the-moves-played-for-you", w)
    run_cell(page, "game.new_game(79)")                           # as the next test wants it
    assert not page.js_errors


def test_after_a_restart_the_title_says_the_board_cannot_play_now(page):
    """Walk 06r, fault 3: after a kernel restart a clicked card brought the red "This board
    lost its connection" note, while the title over the board still said "Next: stack
    cards from your hand and press Run". The title says the board cannot play now and
    points at the note, without saying "lost its connection" a second time (walk 04i, fault
    8: the board says that once, in the red note). New game, which can deal no game then,
    is hidden as Run is put out (walk 06p, fault 12). The note stays whatever is pressed."""
    w = page.locator(".cr-widget").first
    title = w.locator(".cr-title")
    title.filter(has_text="stack cards from your hand").wait_for(timeout=40_000)
    new_game = w.get_by_role("button", name="New game", exact=True)
    assert new_game.is_visible()
    restart_python(page)
    # (lost as Python restarts: nothing to press first, its controls grey; walk 01p, fault 1)
    page.wait_for_function("(el) => el.textContent.includes('lost its connection')",
                           arg=w.locator(".cr-error").element_handle(), timeout=40_000)
    said = title.inner_text()
    assert "cannot play now" in said and "press Run" not in said, said
    assert w.inner_text().count("lost its connection") == 1
    assert new_game.is_hidden() and w.locator(".cr-new-game-ask").is_hidden()
    shot(page, "board-lost-connection-title", w)
    # walk 03p3, fault 1; walk 06p3, fault 2: one press of Step, Back or Reset emptied the
    # red note, the title and the cards' line still pointing to it. It stays.
    note = w.locator(".cr-error")
    for name in ("step", "back", "reset", "start", "end", "play", "play"):  # Play, then Pause
        w.locator(f".cr-controls .cr-{name}").click()
        assert note.inner_text().startswith("This board lost its connection. To get it back:"), name
        assert note.is_visible() and "cannot play now" in title.inner_text(), name
    shot(page, "board-lost-note-stays", w)
    assert not page.js_errors


def _wrong_then_show_me(page, w):
    """A wrong guess (the square east of the piece, which only turns), then Show me."""
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    w.get_by_role("button", name="Show me").click()
