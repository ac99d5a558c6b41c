"""The shared board (widgets/board.js, player.js, editors/stack.js) at 1366x650, worked as a
child does: what it says, where and when, and its own keys and buttons. Walks 01n, 04n, 06n,
07n and 08n (once test_walk_boardn); 01i, 04i, 05i, 06i and 08i (test_walk_boardj); 01j,
09j, 06i, 03j, 08i and 02j (test_walk_boardk); 03k and 04k (test_walk_boardl).

One notebook holds the four walks' boards, each its own (a notebook and its Python took
seconds each to open): each test plays on its walk's boards only, by their place
(``board_n``, ``board_j``, ``board_k``, ``board_l``); Predict on a saved page is tried on a
page of its own, first."""

from __future__ import annotations

import time

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    open_player,
    settled,
    shot,
    wait_counter,
    wait_end,
    wait_status,
    wait_text,
)


@pytest.fixture(scope="module")
def predicting(browser, tmp_path_factory):
    """Question 1's board of lesson 01 saved as a page: Roby on A5 facing north, F F F F F."""
    path = tmp_path_factory.mktemp("predict") / "predict.html"
    save_player(codyroby.run("F F F F F", at="A5"), path, title="Question 1", program="F F F F F")
    page = open_player(browser, path, viewport=(LAPTOP["width"], LAPTOP["height"]))
    w = page.locator(".cr-widget")
    w.locator(".cr-predict-toggle").check()
    yield page, w
    page.close()


def test_predict_speaks_of_roby_and_a_direction(predicting):
    """Walk 01n, fault 4: the Predict banner said "the robot" where every other line names
    the piece, and a guess too near heard "That is the correct way", read as "the correct
    method". Walk 02r6, fault 4: A3 clicked for a step of one square heard "Your column is
    correct ... That is the correct direction, but Roby does not get that far": one square
    was left, the answer. A move of one square hears nothing of how far (this test pinned
    those words there); a move of more squares does (test_lesson_08_chits_boards)."""
    page, w = predicting
    assert w.locator(".cr-status").inner_text() == (
        "Predict mode: press Step, then click where Roby will be "
        "(or use the arrow keys and Enter).")
    w.get_by_role("button", name="Step", exact=True).click()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: too far
    said = w.locator(".cr-status").inner_text()
    assert "Your column is correct, but the row is not. Look at the card of step 1" in said
    assert "that far" not in said and "correct direction" not in said
    assert "correct way" not in said
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")                                  # A4: correct
    assert w.locator(".cr-counter").inner_text() == "step 1"
    assert not page.errors


def test_predict_hides_the_slider_and_says_the_step_plainly(predicting):
    """Walks 07p2, fault M6 and 02p2, fault 4: in Predict mode the slider's knob sat
    half-way at step 1 (its far end the step to guess next: walk 07n, fault 8), read as
    "half done", beside a counter with no total. While predicting the slider is hidden and
    the counter says the step plainly; with Predict off the slider shows the step's place in
    the whole run."""
    page, w = predicting
    slider, counter = w.locator(".cr-slider"), w.locator(".cr-counter")
    assert counter.inner_text() == "step 1" and slider.is_hidden()   # the test above guessed it
    w.get_by_role("button", name="Step", exact=True).click()      # step 2 waits for a guess
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")                                  # A3: correct
    assert counter.inner_text() == "step 2" and slider.is_hidden()
    shot(page, "walk07p2-predict-no-slider", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert counter.inner_text() == "step 2 of 5" and slider.is_visible()
    assert slider.evaluate("(s) => (s.value - s.min) / (s.max - s.min)") == 2 / 5
    assert not page.errors



# walk n's boards (0 to 3)
N_WALK = 'lessons.board("F L", at="A5", facing="N", title="Walk")'
N_RACE = """\
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.ui import BoardWidget
BoardWidget(RoboRally.from_setup({
    "board": {"width": 6, "height": 6, "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
    "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}).new_state(seed=3),
    viewer="Twonky")"""
# A's F reaches B at once: one move and the game is over
N_OVER = """\
duel = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel.widget()"""
N_DUEL = """\
duel2 = DuelPlay({"robots": {"A": {"at": "C5", "facing": "N"}, "B": {"at": "E3", "facing": "S"}},
                  "hands": {"A": ["F", "F", "L", "F", "F"], "B": ["L", "L", "L", "L", "L"]},
                  "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel2.widget()"""
# walk j's boards (4 to 8)
J_WALK = 'lessons.board("F F", at="A5", facing="N", title="Walk")'
J_CHOICE = ('lessons.board("IF left [F] ELSE [R L]", at="C3", palette=["F", "L", "R", "IF"], '
            'title="Choice")')
J_OVER = ("es = lessons.EnergySeekersPlay(seed=11)\n"
          "es.play_to_the_end(autoplay=True)\n"
          "es.widget()")
J_CHITS = ("from codyroby_lab.lessons import droids\n"
           "chits = droids.ChitsBoard(rack=('V2', 'V1', 'VX'), at='A1')\n"
           "chits.widget()")
J_ROBIN_OVER = ("rb = lessons.RobinPlay(seed=11)\n"
                "rb.play_to_the_end(autoplay=True)\n"
                "rb.widget()")
# walk k's boards (9, 10)
K_WALK = 'lessons.board("F F R F", at="A5", facing="N", title="Walk")'
K_DUEL = """\
duel_k = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
                   "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                   "deck": ["F"] * 20, "blocks_each": 0})
duel_k.widget()"""
# walk l's boards (11 to 14)
L_SETUP = """\
zigzag = {"width": 5, "height": 5, "path": ["A5", "A4", "A3", "B3", "C3", "C2", "C1", "D1", "E1"],
          "targets": {"red": "E1"}}
snake = lessons.challenge(zigzag, start="A5", facing="N", target="red", blue_cards=True,
                          title="Zigzag")"""
# walk 03k's plausible wrong program: it goes back and forth for ever
L_LOOP = ('lessons.board("REPEAT UNTIL red [REPEAT WHILE ahead [F] L]", on=snake, '
          'title="Loop")')
L_WALK = 'lessons.board("F L", at="A5", facing="N", title="Walk")'
L_TITLE = 'lessons.board("F R F", at="C3", facing="E", title="Exercise 3: from C3 to A1")'
L_DUEL = """\
duel_l = DuelPlay({"robots": {"A": {"at": "C5", "facing": "N"}, "B": {"at": "E3", "facing": "S"}},
                   "hands": {"A": ["F", "F", "L", "F", "F"], "B": ["L", "L", "L", "L", "L"]},
                   "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel_l.widget()"""
CELLS = ["from codyroby_lab import lessons\nfrom codyroby_lab.lessons.duel import DuelPlay",
         N_WALK, N_RACE, N_OVER, N_DUEL,
         J_WALK, J_CHOICE, J_OVER, J_CHITS, J_ROBIN_OVER,
         K_WALK, K_DUEL,
         L_SETUP, L_LOOP, L_WALK, L_TITLE, L_DUEL]
#: each walk's boards by title, in the order they are drawn
TITLES = {"n": [0, 1, 2, 3], "j": ["Walk", "Choice", "Over", "Chits", "Robin over"],
          "k": ["Walk", "Duel"], "l": ["Loop", "Walk", "Title", "Duel"]}


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "shared_board.ipynb", CELLS, viewport=LAPTOP) as page:
        yield page


def _board(page, walk, title):
    """The board ``title`` of ``walk``, scrolled to the top of the view."""
    walks = list(TITLES)
    at = sum(len(TITLES[k]) for k in walks[:walks.index(walk)])
    w = page.locator(".cr-widget").nth(at + TITLES[walk].index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def board_n(page, k):
    return _board(page, "n", k)


def board_j(page, title):
    """(By its place: in Predict mode the title shows the question.)"""
    return _board(page, "j", title)


def board_k(page, title):
    return _board(page, "k", title)


def board_l(page, title):
    return _board(page, "l", title)


# walk n (test_walk_boardn)

def test_use_text_on_an_emptied_box_keeps_the_program_and_says_so(page):
    """Walk 01n, fault 6: the box emptied, then Use text clicked: the board said "The cards
    now hold the program from the text." while nothing changed. Use text on an empty box says
    the box is empty and the program stays (walk 01s, fault 13: it wiped the program without
    a word); a box emptied and left for another control keeps the cards, and says that."""
    w = board_n(page, 0)
    box = w.locator(".cr-program-text")
    box.fill("F L")
    box.press("Enter")
    wait_status(page, w, "The cards now hold the program from the text.")
    settled(page, w)
    box.fill("")
    w.locator(".cr-use-text").click()
    # under the box, beside it (walk 01z, fault 6: said under the buttons, it went unseen)
    w.locator(".cr-text-error").filter(
        has_text="The text box is empty, so the program stays as it is").wait_for(timeout=WAIT)
    assert "The cards now hold" not in w.locator(".cr-status").inner_text()
    assert w.locator(".cr-stack .cr-card").count() == 2
    w.locator(".cr-predict-toggle").focus()                 # left for another control
    wait_status(page, w, "The text box was left empty, so the cards keep their program.")
    wait_text(page, w, "F L")
    assert not page.js_errors


def test_use_text_with_a_register_left_empty_says_so(page):
    """Walk 07n, fault 10: "1,2,3,4" typed for five registers heard only "The cards now hold
    the program from the text.", and register 5 was left empty unsaid until Run."""
    w = board_n(page, 1)
    box = w.locator(".cr-program-text")
    box.fill("1,2,3,4")
    w.locator(".cr-use-text").click()
    wait_status(page, w, "one register is still empty")
    assert w.locator(".cr-status").inner_text().startswith("The cards now hold the program")
    box.fill("1 2 3 4 5")
    box.press("Enter")
    page.wait_for_function("(el) => !el.textContent.includes('empty')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert w.locator(".cr-status").inner_text() == "The cards now hold the program from the text."
    assert not page.js_errors


def test_a_game_over_never_asks_for_a_card_nor_offers_run(page):
    """Walk 04n, fault 3: once the game was over, Back said "A replay of the last move, not
    the game now: pick a card, press Run" beside greyed cards, and Run stayed green."""
    w = board_n(page, 2)
    run = w.get_by_role("button", name="Run", exact=True)
    assert float(run.evaluate("(b) => getComputedStyle(b).opacity")) == 1
    w.locator('.cr-palette [data-card="F"]').first.click()
    settled(page, w)
    run.click()
    settled(page, w)
    wait_end(page, w)
    assert w.locator(".cr-status").inner_text().startswith("Game over")
    assert float(run.evaluate("(b) => getComputedStyle(b).opacity")) < 1      # looks off
    w.get_by_role("button", name="Back", exact=True).click()
    said = w.locator(".cr-status").inner_text()
    # (walk 04r, fault 3: nor that the game is over, which a step before its end gave away)
    assert "see the game now" in said and "over" not in said and "pick a card" not in said
    run.click()                                                   # a child presses it anyway
    # short of the replay's end, the replay's own words: the end is not told (walk 04p2,
    # fault 1); at the end, that the game is over
    wait_status(page, w, "press \u21e5 (Jump to end) to see the game now")
    assert "over" not in w.locator(".cr-status").inner_text()
    w.get_by_role("button", name="Jump to end").click()
    run.click()
    wait_status(page, w, "This game is over: press New game to play another.")
    assert not page.js_errors


def test_a_games_title_waits_for_the_end_of_its_replay(page):
    """Walk 04n, fault 2 and walk 06n, fault 4: the Duel's title said how the move ended
    ("Game over: the computer wins.") at step 2 of 8, before the replay showed it. Short of
    the replay's end, the title says it is a replay (the game ended by the test above, in a
    move of one step: its title says "Game over" at its end)."""
    w = board_n(page, 2)
    title = w.locator(".cr-title")
    w.get_by_role("button", name="Jump to end").click()
    assert "Game over" in title.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    assert "Game over" not in title.inner_text()
    w.get_by_role("button", name="Step", exact=True).click()        # the move's one step
    assert "Game over" in title.inner_text()
    assert "Game over" in title.inner_text()
    assert not page.js_errors


def test_a_refusal_goes_once_the_child_does_something_else(page):
    """Walk 04n, fault 4: the red "Not played: choose at least one card" of a Run with no
    card stayed through the replay and Predict, as if it were what is wrong now."""
    w = board_n(page, 3)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="choose at least one card").wait_for()
    w.get_by_role("button", name="Back", exact=True).click()
    assert w.locator(".cr-error").inner_text() == ""
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-error").filter(has_text="choose at least one card").wait_for()
    w.locator(".cr-predict-toggle").check()
    assert w.locator(".cr-error").inner_text() == ""
    assert not page.js_errors


# walk j (test_walk_boardj)

def asked(page, w):
    page.wait_for_function("(el) => el.classList.contains('cr-predicting')",
                           arg=w.locator("svg.cr-board").element_handle(), timeout=WAIT)


def test_predict_says_no_what_stops_it_for_a_plain_move_and_step_says_it_waits(page):
    """Walk 06i, fault 9: a guess too far for a plain F was asked "what stops it?" (nothing
    does), and Step pressed while a guess waited did nothing and said nothing."""
    w = board_j(page, "Walk")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-run").click()
    asked(page, w)
    wait_status(page, w, "after step 1")
    for key in ("ArrowUp", "ArrowUp", "Enter"):     # A3: F goes one square, to A4
        page.keyboard.press(key)
    # (nor "not that far" on a move of one square: walk 02r6, fault 4, this test waited for it)
    wait_status(page, w, "Look at the card of step 1")
    assert "stops" not in w.locator(".cr-status").inner_text()
    w.locator(".cr-step").click()
    wait_status(page, w, "Step waits for your guess: click the square where")
    assert "or press Show me" in w.locator(".cr-status").inner_text()
    asked(page, w)                                   # still waiting, on the board's keys
    page.wait_for_function("() => document.activeElement.tagName === 'svg'", timeout=WAIT)
    shot(page, "walkboardj-step-waits", w)
    w.locator(".cr-show-me").click()                 # the way out still works
    page.wait_for_function("(el) => el.textContent.startsWith('step 1')",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_the_dotted_mark_of_where_new_cards_go_is_hidden_in_predict(page):
    """Walk 01i, fault 5: the dotted outline Enter puts on a card stayed in Predict mode,
    beside the orange frame of the step to guess."""
    w = board_j(page, "Walk")
    card = w.locator('.cr-stack [data-node="0"]')
    card.focus()
    page.keyboard.press("Enter")                    # new cards go after card 1: dotted
    outline = "(el) => getComputedStyle(el).outlineStyle"
    page.wait_for_function("(el) => el.classList.contains('cr-selected')",
                           arg=card.element_handle(), timeout=WAIT)
    assert card.evaluate(outline) == "dotted"
    w.locator(".cr-predict-toggle").check()
    assert card.evaluate(outline) == "none"
    w.locator(".cr-predict-toggle").uncheck()
    assert card.evaluate(outline) == "dotted"


def test_unticking_else_says_its_cards_went_and_ctrl_z_brings_them_back(page):
    """Unticking ELSE deleted the cards of the ELSE part with no word."""
    w = board_j(page, "Choice")
    wait_text(page, w, "IF left [F] ELSE [R L]")
    box = w.locator('.cr-stack input[aria-label="ELSE block"]')
    box.uncheck()
    wait_status(page, w, "Card 1 changed: it is now IF left. The 2 cards of its ELSE part went "
                    "with it: press Ctrl+Z to bring them back.")
    wait_text(page, w, "IF left [F]")
    page.wait_for_function("() => document.activeElement.getAttribute('aria-label') === "
                           "'ELSE block'", timeout=WAIT)
    page.keyboard.press("Control+z")
    wait_text(page, w, "IF left [F] ELSE [R L]")
    assert not page.js_errors


def test_run_after_the_game_is_over_says_so_and_shows_no_error(page):
    """Walk 08i, fault 17: Run pressed after "Game over: you win!" showed the game's end in
    a red error box, as if the child had done something wrong."""
    w = board_j(page, "Over")
    w.locator(".cr-run").click()
    wait_status(page, w, "This game is over: press New game to play another.")
    assert w.locator(".cr-error").inner_text() == ""
    assert not page.js_errors


def test_run_pressed_while_the_last_move_replays_does_not_tell_the_end(page):
    """Walk 04p2, fault 1: Run pressed again at step 4 of 7 of the move that ended the game
    said "This game is over" before the replay showed how it ended (and Robin's line of what
    to do now said so at every step). Short of its end the replay's words are said;
    at its end (⇥), that the game is over."""
    for title in ("Over", "Robin over"):           # the hand's board, the trade's
        w = board_j(page, title)
        w.get_by_role("button", name="Jump to start").click()
        w.locator(".cr-run").click()
        # (the hand's board: "A replay of the last move: press ⇥ ... and what to do next",
        # walk 04p3, fault 3; the trade's: "Nothing can be chosen while this turn replays",
        # walk 09p3, fault 4)
        wait_status(page, w, "press \u21e5 (Jump to end) to see the game now")
        assert "over" not in w.locator(".cr-status").inner_text()
        assert "over" not in w.locator(".cr-side-col").inner_text(), title   # nor what to do now
        shot(page, f"walkboardj-over-replay-{title[0]}", w)
        w.get_by_role("button", name="Jump to end").click()
        w.locator(".cr-run").click()
        wait_status(page, w, "This game is over: press New game to play another.")
        assert "game is over" in w.locator(".cr-side-col").inner_text(), title
    assert not page.js_errors


def test_the_jump_buttons_show_their_names_in_words_at_once(page):
    """Walk 08i, fault 4: the ⇤ and ⇥ buttons had no words a child could read (only a
    tooltip that shows late, and never on a tablet). Under the pointer each shows its name at
    once, below it, without making the row of buttons any taller."""
    w = board_j(page, "Walk")
    tip = "(el) => getComputedStyle(el, '::after').content"
    for name in ("Jump to start", "Jump to end"):
        button = w.get_by_role("button", name=name)
        assert button.evaluate(tip) in ("none", "normal", "")
        height = w.locator(".cr-controls").evaluate("(el) => el.offsetHeight")
        button.hover()
        assert button.evaluate(tip) == f'"{name}"'
        assert w.locator(".cr-controls").evaluate("(el) => el.offsetHeight") == height
    shot(page, "walkboardj-jump-to-end", w)


def test_step_with_no_orders_sent_says_so_and_a_chit_laid_is_no_step(page):
    """Walk 08i, fault 5: Step before any run did nothing and said nothing, and after Place
    chit (no order sent) it said "This is the end of the run". Walk 08p, fault 3: it said
    "send them", no button's name, and with a chit waiting it laid it."""
    w = board_j(page, "Chits")
    step = "; Step then follows them one order at a time."
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, f"No orders sent yet: lay your chits, then press Run my chits{step}")
    w.locator('.cr-chits-rack [data-chit="V2"]').first.drag_to(
        w.locator('.cr-box[data-line="A"][data-box="1"]'))
    wait_text(page, w, "V2 A 1 N")
    # walk 08p, fault 3: Step with a chit waiting laid it, then said only that no order
    # was sent; it lays nothing and says what to press first
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "V2 waits in box 1 of transmitter A: press Place chit to lay it, or "
                         "Delete to take it back, then press Run my chits: Step then follows")
    settled(page, w)                            # (a run asked for would have come by now)
    assert w.locator(".cr-chits-rack [data-chit]").count() == 3
    assert w.locator(".cr-program-text").input_value() == "V2 A 1 N"
    w.get_by_role("button", name="Place chit", exact=True).click()
    page.wait_for_function("(w) => w.querySelectorAll('.cr-chits-rack [data-chit]').length === 2",
                           arg=w.element_handle(), timeout=WAIT)
    settled(page, w)
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, f"No orders sent yet: press Run my chits{step}")
    assert not page.js_errors


# walk k (test_walk_boardk)

def test_jump_to_end_with_no_run_yet_runs_and_shows_the_end(page):
    """Walk 01j, fault 7: with no run yet ⇥ only said "Nothing has run yet: press Run", while
    Step started the run: ⇥ now starts it too and shows where it ends."""
    w = board_k(page, "Walk")
    w.locator(".cr-program-text").fill("F F L F")       # a changed program: no run yet
    w.get_by_role("button", name="Use text").click()
    wait_text(page, w, "F F L F")
    settled(page, w)
    w.locator(".cr-end").click()
    wait_end(page, w)
    assert w.locator(".cr-counter").inner_text().startswith("step 4 of 4")
    assert "Nothing has run yet" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_new_game_on_a_finished_game_starts_at_once(page):
    """Walk 09j, fault 7: after the game was over New game still asked "Start again?", its
    No where New game had been, so a child's double click kept the finished game."""
    w = board_k(page, "Duel")
    for card in ("F", "F", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]').click()
    wait_text(page, w, "F F F")
    w.locator(".cr-speed").fill("7")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 3 of 3")               # A wins: the game is over
    w.locator(".cr-new-game").dblclick()
    w.locator(".cr-status").filter(has_text="New game started.").wait_for()
    assert w.locator(".cr-new-game-ask").is_hidden()
    wait_counter(page, w, "no run yet")
    assert not page.js_errors


def test_an_error_shown_scrolls_no_further_than_it_needs(page):
    """Walk 06i, fault 4: a message brought into view scrolled the notebook so far that the
    board's title went under the toolbar. The title stays when it fits in the view with the
    words; else the words come first (walk 07o, fault 3: kept, the title held them below a
    650 px page), the page scrolled just enough to show them."""
    w = board_k(page, "Walk")                          # its title at the top of the view
    gap = ("(el) => { let n = el.parentElement; while (n && !(n.scrollHeight > n.clientHeight"
           " && /auto|scroll/.test(getComputedStyle(n).overflowY))) n = n.parentElement; "
           "return el.getBoundingClientRect().top - (n ? n.getBoundingClientRect().top : 0); }")
    w.locator(".cr-program-text").evaluate("(el) => { el.value = 'F F X'; "
                                           "el.focus({preventScroll: true}); }")
    assert w.evaluate(gap) >= -1
    page.keyboard.press("Enter")
    w.locator(".cr-text-error").filter(has_text="X").wait_for()
    settled(page, w)
    words = w.locator(".cr-text-error")
    view = page.evaluate("() => document.querySelector('.jp-WindowedPanel-outer, "
                         ".jp-Notebook').getBoundingClientRect().toJSON()")
    below = words.bounding_box()["y"] + words.bounding_box()["height"]
    assert below <= view["bottom"] + 1, (below, view)            # the words in view
    if w.evaluate(gap) < -1:                  # the title went: it did not fit with the words,
        top = w.bounding_box()["y"]           # and the page went no further than they need
        assert below - top > view["bottom"] - view["top"], (top, below, view)
        assert below >= view["bottom"] - 40, (below, view)
    assert not page.js_errors


# walk l (test_walk_boardl)

def test_a_program_that_never_ends_says_so_as_it_starts_playing(page):
    """Walk 03k, fault 4: Run on a program stopped at the step limit played a step a
    second towards step 100,000 and said nothing until its last step."""
    w = board_l(page, "Loop")
    w.locator(".cr-run").click()
    wait_status(page, w, "This program never ends: Roby was stopped after 100,000 steps.")
    said = w.locator(".cr-status").inner_text()
    assert "\u21e5" in said
    counter = w.locator(".cr-counter").inner_text()
    assert counter.startswith("step ") and not counter.startswith("step 100,000 of")  # playing
    shot(page, "walkboardl-never-ends", w)
    began = time.monotonic()
    w.locator(".cr-end").click()                 # ⇥: the end of a 100,000-step replay
    wait_end(page, w)
    print(f"\u21e5 on a 100,000-step replay: {time.monotonic() - began:.1f} s")
    # walk 03r6, fault 6: the words said "100,000 steps", the counter "step 100000 of 100000"
    assert w.locator(".cr-counter").inner_text().startswith("step 100,000 of 100,000")
    assert not page.js_errors


def test_an_emptied_text_box_left_for_run_keeps_the_cards(page):
    """Walk 04k, fault 2: a refused text emptied, as the board advised, then Run: the box's
    change sent an empty program and the cards picked were cleared."""
    w = board_l(page, "Walk")
    box = w.locator(".cr-program-text")
    box.fill("forward")
    w.locator(".cr-use-text").click()
    w.locator(".cr-text-error").filter(has_text="FORWARD").wait_for()
    settled(page, w)
    box.fill("")                                 # Ctrl+A, Backspace
    w.locator(".cr-run").click()                 # the box loses its focus on the way
    settled(page, w)
    wait_text(page, w, "F L")                    # the box shows the cards' program again
    wait_end(page, w)
    assert w.locator(".cr-counter").inner_text().startswith("step 2 of 2")
    assert "choose" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


def test_ticking_predict_keeps_the_title(page):
    """Walk 01k fault 7, walk 02k fault 5: ticking Predict on a board made with its run
    emptied its title (the target and the budget were only written there)."""
    w = board_l(page, "Title")
    w.locator(".cr-predict-toggle").check()
    wait_status(page, w, "Predict mode")
    assert w.locator(".cr-title").inner_text() == "Exercise 3: from C3 to A1"
    w.locator(".cr-step").click()                 # the first guess asked: the title stays
    wait_status(page, w, "after step 1")
    assert w.locator(".cr-title").inner_text() == "Exercise 3: from C3 to A1"
    shot(page, "walkboardl-predict-title", w)
    assert not page.js_errors


def focus_is(page, selector):
    page.wait_for_function("(s) => document.activeElement && document.activeElement.matches(s)",
                           arg=selector, timeout=WAIT)


def test_tab_reaches_more_buttons_and_keys(page):
    """Walk 02k, fault 1: Tab and Shift+Tab went through the whole board and never stopped
    on "More buttons and keys", so no key opened the list of keys."""
    w = board_l(page, "Walk")
    w.locator(".cr-palette [tabindex='0']").first.focus()
    for _ in range(12):
        if page.evaluate("() => document.activeElement.tagName") == "SUMMARY":
            break
        page.keyboard.press("Tab")
    focus_is(page, ".cr-keys summary")
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.open", arg=w.locator(".cr-keys").element_handle(),
                           timeout=WAIT)
    page.keyboard.press("Tab")                       # on to the next stop, and back
    page.keyboard.press("Shift+Tab")
    focus_is(page, ".cr-keys summary")
    assert not page.js_errors


def test_tab_from_any_card_of_cards_to_play_goes_on_as_from_the_first(page):
    """Walk 04k, fault 1: from a card of Cards to play other than the first, Tab skipped
    Run, Back and Step for the text box. From any of its cards Tab goes where it goes from
    the first: on as the board is read (walks 02t-05t and 01u, fault 2), to the text box
    under Cards to play (Run, under the board, comes before the column beside it)."""
    w = board_l(page, "Duel")
    for _ in range(2):
        w.locator('.cr-palette [data-card="F"]').first.click()
        settled(page, w)
    second = w.locator('.cr-chosen [data-node="1"]')
    w.locator('.cr-chosen [data-node="0"]').focus()
    page.keyboard.press("Tab")
    after_first = page.evaluate("() => document.activeElement.className")
    second.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.className") == after_first
    focus_is(page, ".cr-program-text")
    assert page.evaluate("() => document.activeElement.closest('.cr-widget') !== null")
    second.focus()
    page.keyboard.press("Shift+Tab")                 # back: the card before it, or the hand
    assert page.evaluate("() => !document.activeElement.matches('.cr-program-text')")
    assert not page.js_errors
    for _ in range(2):                               # the hand as it was, for the next tests
        w.locator('.cr-chosen [data-node="0"]').focus()
        page.keyboard.press("Delete")
        settled(page, w)
    assert w.locator(".cr-chosen [data-node]").count() == 0


def test_the_refusal_of_the_typed_text_is_brought_into_view(page):
    """Walk 01k fault 1, walk 08k fault 16: the board's top already above the screen, the
    refusal under the text box stayed below its bottom edge ("said under the box": nothing
    there)."""
    w = board_l(page, "Walk")
    box = w.locator(".cr-program-text")
    box.evaluate("(el) => el.scrollIntoView({block: 'end'})")     # as in the walk's shot
    box.fill("f f r, F forward")
    w.locator(".cr-use-text").click()
    error = w.locator(".cr-text-error").filter(has_text="comma")
    error.wait_for()
    page.wait_for_function(
        "(el) => el.getBoundingClientRect().bottom"
        " <= document.querySelector('#jp-main-statusbar').getBoundingClientRect().top",
        arg=error.element_handle(), timeout=WAIT)
    top = "(el) => el.getBoundingClientRect().top"
    assert w.locator(".cr-text-label").evaluate(top) >= page.locator(
        ".jp-NotebookPanel-toolbar").evaluate("(el) => el.getBoundingClientRect().bottom")
    box.fill("F L")                                  # put back for the other tests
    w.locator(".cr-use-text").click()
    settled(page, w)
    assert not page.js_errors


def test_a_refused_run_is_brought_into_view_even_past_the_title(page):
    """Walk 09l, fault 2: on Robin's tall board, with its title at the top of the view, a
    refused Run said why below the bottom of the screen (the title was kept in view), and
    Run looked dead. A shorter window does the same to the Duel's board here."""
    page.set_viewport_size({"width": LAPTOP["width"], "height": 420})
    try:
        w = board_l(page, "Duel")                      # its title at the top of the view
        w.locator(".cr-run").click()                 # no card chosen: refused
        error = w.locator(".cr-error")
        page.wait_for_function("(el) => el.textContent.trim() !== ''",
                               arg=error.element_handle(), timeout=WAIT)
        page.wait_for_function(
            "(el) => el.getBoundingClientRect().bottom"
            " <= document.querySelector('#jp-main-statusbar').getBoundingClientRect().top",
            arg=error.element_handle(), timeout=WAIT)
    finally:
        page.set_viewport_size(LAPTOP)
    assert not page.js_errors
