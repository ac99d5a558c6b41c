"""Lesson 06's board as a class meets it (walk 06 of issue 29, /work/walk/06/report.md): a
Challenge reached with every card played is answered on the board, by its answers, with
the mouse and with the keyboard alone; and after a game is over (walk 06f), on a board of
its own below (one notebook for both: a notebook and its Python took seconds each to
start)."""

from __future__ import annotations

import pytest

from tests.support.boards import SETUP
from tests.support.browser import (
    LAPTOP,
    WAIT,
    new_game,
    notebook_page,
    run_code,
    settled,
    shot,
    slow_python,
)

OVER = ("over = lessons.EnergySeekersPlay(seed=11)\n"
        "over.play_to_the_end(autoplay=True)\n"
        "over.widget()")


@pytest.fixture(scope="module")
def challenge(lab, browser):
    with notebook_page(lab, browser, "walk06.ipynb", [SETUP, OVER], LAPTOP) as page:
        yield page, page.locator(".cr-widget").first


def test_a_board_made_after_a_move_played_in_a_cell_opens_at_its_end(challenge):
    """Walk 06v, fault 6 (walk 06t, fault 2): a board made after a move played in a cell
    said "no run yet" and "Nothing played yet" by pieces that had moved. It opens at the
    end of that move, as a move played after the board was drawn shows: its steps in What
    happened, the status saying where it was played; its title stays the game's (not a
    replay's "press ⇥"). Run first, on the board as it opened."""
    page, w = challenge
    w.locator(".cr-palette button").first.wait_for()
    shot(page, "walk06v-board-after-cell-move", w)
    counter = w.locator(".cr-counter").inner_text()
    step, steps = counter.split()[1], counter.split()[3]
    assert step == steps and int(steps) > 0, counter
    assert "The board shows the move played in a cell" in w.locator(".cr-status").inner_text()
    log = w.locator(".cr-log").inner_text()
    assert "Nothing played yet" not in log and "Ada moves forward" in log, log
    assert "A replay" not in w.locator(".cr-title").inner_text()
    assert not page.js_errors


def test_a_challenge_with_an_empty_hand_is_answered_by_clicking_an_answer(challenge):
    """Fault 1: with her hand played out, Ada could neither stack cards nor type an answer;
    fault 2: the one card held looked used up ("R x0", greyed) though it was the way to
    answer. The answers take the hand's place: plain buttons, none greyed."""
    page, w = challenge
    answers = w.locator(".cr-palette button")
    answers.first.wait_for()
    assert [b.inner_text() for b in answers.all()] == ["3", "4", "5"]
    assert w.locator(".cr-palette").get_attribute("aria-label") == "Your answer"
    assert w.locator(".cr-used-up, .cr-palette [disabled]").count() == 0
    assert "Click your answer" in w.locator(".cr-title").inner_text()
    shot(page, "walk06-challenge-answers", w)
    answers.nth(1).click()                                       # 4
    page.wait_for_function("() => document.querySelector('.cr-chosen').innerText.includes('4')")
    assert w.locator(".cr-palette button").nth(1).get_attribute("aria-pressed") == "true"
    w.locator(".cr-run").click()
    page.wait_for_function("() => document.querySelector('.cr-title').innerText"
                           ".includes('Next: stack cards')", timeout=WAIT)
    assert w.locator(".cr-error").inner_text() == ""
    assert w.locator(".cr-palette button[data-answer]").count() == 0      # the hand is back
    assert not page.js_errors


def test_a_refused_text_is_never_run_and_leaves_with_a_new_game(challenge):
    """Fault 15: with a refused text in the box, Run played the cards chosen before (not
    what the box said), and after New game the last game's red text stayed."""
    page, w = challenge
    box = w.get_by_label("Program as text")
    box.fill("X X")
    box.press("Enter")
    w.locator(".cr-text-error").filter(has_text="There is no X card here").wait_for()
    turns = run_code(page, "print(len(es.turns))")
    w.locator(".cr-run").click()
    w.locator(".cr-status").filter(has_text="The text box holds what was not taken").wait_for()
    assert run_code(page, "print(len(es.turns))") == turns              # nothing ran
    new_game(w)
    w.locator(".cr-status").filter(has_text="New game started.").wait_for(timeout=WAIT)
    assert box.input_value() == "" and box.get_attribute("aria-invalid") is None
    assert w.locator(".cr-text-error").inner_text() == ""
    shot(page, "walk06-new-game", w)
    assert not page.js_errors


def test_the_hand_says_how_the_keys_reach_its_cards_and_counts_one_card(challenge):
    """Faults 10 and 14: Tab reaches one card of the hand and the help never said that the
    arrow keys go on from there; the first card added said "1 cards to play"."""
    page, w = challenge
    assert "the arrow keys go from card to card" in w.locator(".cr-hint").inner_text()
    w.locator('.cr-palette [data-card="F"]').click()
    w.locator(".cr-status").filter(has_text="F card added: 1 card to play").wait_for()
    assert not page.js_errors


def test_run_plays_the_cards_lined_up_beside_a_refused_text(challenge):
    """Walk 06v, fault 7: with good cards lined up and a refused text in the box, Run
    refused to play. It plays the cards lined up (never the text), and says so; the
    refused text stays in the box, with its words. The F card is lined up just above."""
    page, w = challenge
    assert w.locator(".cr-chosen [data-node]").count() == 1
    # the F taken back and lined up again just before the text is sent, its answer coming
    # after the text was sent (the fresh-clone CI run of 2617c0c4: that answer put the
    # program "F" in the box, and the refusal then marked "F" as the text refused)
    w.locator(".cr-chosen [data-node]").first.focus()
    w.page.keyboard.press("Delete")
    settled(page, w)
    assert w.locator(".cr-chosen [data-node]").count() == 0
    box = w.get_by_label("Program as text")
    with slow_python(page):
        w.locator('.cr-palette [data-card="F"]').click()
        box.fill("X X")
        box.press("Enter")
        refusal = w.locator(".cr-text-error").filter(has_text="There is no X card here")
        refusal.wait_for(timeout=WAIT)
    assert box.input_value() == "X X" and box.get_attribute("aria-invalid") == "true"
    assert w.locator(".cr-chosen [data-node]").count() == 1
    turns = int(run_code(page, "print(len(es.turns))"))
    w.locator(".cr-run").click()
    said = w.locator(".cr-status").filter(has_text="Run plays what you picked on the board")
    said.wait_for(timeout=5_000)
    assert "The text in the box was not used: the words under it say why." in said.inner_text()
    settled(page, w)
    assert int(run_code(page, "print(len(es.turns))")) == turns + 1          # F was played
    assert box.input_value() == "X X"
    assert "There is no X card here" in w.locator(".cr-text-error").inner_text()
    shot(page, "walk06v-run-beside-refused-text", w)
    assert not page.js_errors


# --- walk 06f: the game over, on the second board ----------------------------------------

def test_after_the_game_the_hand_looks_and_says_it_cannot_be_played(challenge):
    """Walk 06f, fault 7: after a game was over the hand stayed in full colour and a click
    on a card did nothing, silently."""
    page, _ = challenge
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    cards = w.locator(".cr-palette button")
    cards.first.wait_for()
    assert cards.count() and all(b.is_disabled() for b in cards.all())
    said = w.locator(".cr-hint").inner_text()
    assert "The game is over: these cards cannot be played" in said, said
    assert not page.js_errors
