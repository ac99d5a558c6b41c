"""Robin's trade editor and board in a lesson's notebook at 1366x650, what they say of a
choice: while the replay shows an earlier step, every choice waits for its end (a
counter-offer for the offer it answers; Run says why it plays nothing); an arrow group's
piece refused from its list is said not taken, with what the group still moves, beside the
list gone back to the piece it keeps; a refused choice does not bring back what was said of
the choice before it; and a card clicked takes the place of a refused line in "Your move as
text", and a chosen card clicked again (or Delete) is taken back, as a chosen button pressed
again is; a card chosen to give is not said given before Run. Each test has a board of its
own, on one page."""

from __future__ import annotations

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    ack_first,
    notebook_page,
    settled,
    shot,
    slow_python,
    wait_end,
    wait_status,
)

# what the trade editor says while the replay shows an earlier step (walk 09p3, fault 4)
REPLAYING = "Nothing can be chosen while this turn replays: press \u21e5 (Jump to end)"

# Will moves with places12 (-1 -1): group 1 Will, group 2 Robin, then group 2 Will again
MOVE = """from codyroby_lab import lessons
moving = lessons.RobinPlay({"first": "will"}, seed=2)
for action in ["offer messages6", "accept tuck"]:
    moving.move(action)
moving.widget()"""
# Will offers: messages6 is in the hand
OFFER = """offering = lessons.RobinPlay({"first": "will"}, seed=2)
offering.widget()"""
# Will has offered; the cell after the board takes Tuck's offer, so the board replays the
# turn up to Robin's offer, which Will answers with a counter-offer
COUNTER = """answering = lessons.RobinPlay({"first": "will"}, seed=1)
answering.move("offer weapons1")
answering.widget()"""
# Will's turn begins on space 6: 2 cards to give
GIVE = """giving = lessons.RobinPlay({"first": "will", "pieces": {"will": 6}}, seed=2)
giving.widget()"""
# every piece on the old oak: Will moves with food9 (-2 +1), and no piece can take -2
OAK = """oak = lessons.RobinPlay({"first": "will", "pieces": {p: 1 for p in ["will", "robin",
                                                                 "marian", "tuck"]}}, seed=28)
for action in ["offer food6", "accept tuck"]:
    oak.move(action)
oak.widget()"""
# the boards: 0 and 3 the same move (one for each test of it), 1 the offer, 2 the counter,
# 4 the cards to give, 5 the move on the oak, 6 and 7 the move again, for the keys and for a
# text typed, 8 a special card (boards: cell 3 shows none)
# Will holds a special card (look): board 8
SPECIAL = """special = lessons.RobinPlay({"first": "will"}, seed=3)
special.widget()"""
CELLS = [MOVE, OFFER, COUNTER, 'answering.move("accept tuck")', MOVE.replace("moving", "again"),
         GIVE, OAK, MOVE.replace("moving", "keyed"), MOVE.replace("moving", "typed"), SPECIAL]


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "robin_trade_choices.ipynb", CELLS, LAPTOP) as page:
        page.locator(".cr-widget .cr-trade-select").first.wait_for(timeout=WAIT)
        yield page


def test_a_counter_offer_waits_for_the_offer_it_answers(page):
    """While the replay shows an earlier step, the offer to answer is not on show: a card
    clicked then was a counter-offer chosen blind (walk 09n, fault 11)."""
    w = page.locator(".cr-widget").nth(2)
    wait_end(page, w)
    cards, none = w.locator(".cr-trade-card"), w.locator('[data-action="counter none"]')
    assert cards.count() and all(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert none.is_enabled()
    w.locator(".cr-start").click()                      # the replay's first step
    w.locator(".cr-trade-what").filter(has_text=REPLAYING).wait_for()
    assert w.locator(".cr-trade-table").inner_text() == ""     # (the offer of now, unsaid)
    assert not any(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert none.count() == 0
    w.locator(".cr-end").click()                        # back to the game now
    wait_end(page, w)
    w.locator(".cr-trade-offer[data-offer]").wait_for()
    assert all(cards.nth(k).is_enabled() for k in range(cards.count()))
    assert none.is_enabled()
    assert not page.js_errors


def test_a_button_pressed_again_takes_its_choice_back(page):
    """Walk 09p3, fault 7: a hand card clicked again was taken back, "Take Tuck's offer"
    pressed again stayed chosen. The same press does the same thing, and says so."""
    w = page.locator(".cr-widget").nth(2)
    wait_end(page, w)
    settled(page, w)
    none = w.locator('[data-action="counter none"]')
    status, text = w.locator(".cr-status"), w.locator(".cr-program-text").element_handle()
    none.click()
    status.filter(has_text="Press it again to take it back").wait_for(timeout=WAIT)
    page.wait_for_function("(t) => t.value === 'counter none'", arg=text, timeout=WAIT)
    assert none.get_attribute("aria-pressed") == "true"
    none.click()
    status.filter(has_text='"No counter-offer" taken back: nothing is chosen.').wait_for(
        timeout=WAIT)
    page.wait_for_function("(t) => t.value === ''", arg=text, timeout=WAIT)
    assert none.get_attribute("aria-pressed") == "false"
    assert not page.js_errors


def test_a_piece_refused_from_a_list_says_which_piece_the_list_kept(page):
    """The list went back to Robin beside "Will is moved twice", while the choice line said
    "-1 moves Will, -1 moves Robin": an error or not? (walk 09n, fault 3)."""
    w = page.locator(".cr-widget").nth(3)
    first, second = w.locator(".cr-trade-select").nth(0), w.locator(".cr-trade-select").nth(1)
    first.select_option("will")
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves no piece").wait_for()
    second.select_option("robin")
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves Robin").wait_for()
    second.select_option("will")
    why = w.locator(".cr-trade-why")
    why.filter(has_text="Will is moved twice").wait_for(timeout=WAIT)
    assert why.inner_text().startswith("Not taken: Will is moved twice")
    assert second.input_value() == "robin"                # the list keeps Robin, as Run does
    w.locator(".cr-trade-choice").filter(has_text="-1 moves Will, -1 moves Robin").wait_for()
    assert not page.js_errors


def test_a_refused_drop_does_not_bring_back_the_missed_drop_before_it(page):
    """Walk 09q, fault 5: group dropped beside the pieces ("did not land on a piece"), then
    on a piece that refused it: the old line came back under the board, beside the refusal
    it contradicted."""
    w = page.locator(".cr-widget").first
    settled(page, w)
    w.locator(".cr-trade-select").nth(0).select_option("will")
    status = w.locator(".cr-status")
    status.filter(has_text="moves Will").wait_for(timeout=WAIT)
    chip = w.locator('.cr-trade-group[data-group="1"]')
    carried = page.evaluate_handle("() => new DataTransfer()")
    chip.dispatch_event("dragstart", {"dataTransfer": carried})   # a drag no drop took
    chip.dispatch_event("dragend", {"dataTransfer": carried})
    status.filter(has_text="did not land on a piece").wait_for(timeout=WAIT)
    chip.drag_to(w.locator('.cr-board-box [data-piece="will"]'))
    w.locator(".cr-trade-why, .cr-error").filter(has_text="moved twice").first.wait_for(
        timeout=WAIT)
    settled(page, w)
    assert "did not land" not in status.inner_text()
    assert not page.js_errors


def test_a_card_clicked_takes_the_place_of_a_refused_text(page):
    """Walk 09q, fault 6: with a bad line in "Your move as text", the card the top line
    asks for was clicked again, and the box kept the bad line: Run played nothing."""
    w = page.locator(".cr-widget").nth(1)
    settled(page, w)
    card = w.locator('.cr-trade-card[data-card="messages6"]')
    text = w.locator(".cr-program-text")
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text.element_handle(),
                           timeout=WAIT)
    text.fill("offer messages6b")
    text.press("Enter")
    page.wait_for_function("(t) => t.classList.contains('cr-bad')", arg=text.element_handle(),
                           timeout=WAIT)
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6' && !t.classList.contains("
                           "'cr-bad')", arg=text.element_handle(), timeout=WAIT)
    assert not page.js_errors


def test_a_chosen_card_clicked_again_or_deleted_is_taken_back(page):
    """Walk 09s, fault 8: the card offered, clicked again, stayed chosen, while a card given
    clicked again was taken back; Delete on a chosen card takes it back too."""
    w = page.locator(".cr-widget").nth(1)
    settled(page, w)
    card = w.locator('.cr-trade-card[data-card="messages6"]')
    text = w.locator(".cr-program-text").element_handle()
    if card.get_attribute("aria-pressed") != "true":
        card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text, timeout=WAIT)
    card.click()
    page.wait_for_function("(t) => t.value === ''", arg=text, timeout=WAIT)
    assert card.get_attribute("aria-pressed") == "false"
    card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text, timeout=WAIT)
    other = w.locator('.cr-trade-card[aria-pressed="false"]').first
    name = other.get_attribute("data-card")
    other.press("Delete")            # a card not chosen: said so, the choice kept
    w.locator(".cr-status").filter(has_text=f"{name} is not chosen").wait_for(timeout=WAIT)
    card.press("Delete")
    page.wait_for_function("(t) => t.value === ''", arg=text, timeout=WAIT)
    assert card.get_attribute("aria-pressed") == "false"
    assert not page.js_errors


def offering_messages6(page):
    """The second board, settled, with messages6 chosen as the offer: (board, card, text box)."""
    w = page.locator(".cr-widget").nth(1)
    settled(page, w)
    card = w.locator('.cr-trade-card[data-card="messages6"]')
    text = w.locator(".cr-program-text")
    if card.get_attribute("aria-pressed") != "true":
        card.click()
    page.wait_for_function("(t) => t.value === 'offer messages6'", arg=text.element_handle(),
                           timeout=WAIT)
    return w, card, text


def test_an_emptied_box_after_a_refused_text_keeps_the_choice_as_promised(page):
    """Walk 09t, fault 3: a refused text said "or empty the box to keep your choice (offer
    ...)"; emptied, Use text said "nothing is chosen now" and took the card back."""
    w, card, text = offering_messages6(page)
    text.fill("offer messages6.")
    text.press("Enter")
    w.locator(".cr-trade-choice").filter(has_text="empty the box to keep your choice").wait_for(
        timeout=WAIT)
    text.fill("")
    w.locator(".cr-use-text").click()
    page.wait_for_function("(t) => t.value === 'offer messages6' && !t.classList.contains("
                           "'cr-bad')", arg=text.element_handle(), timeout=WAIT)
    settled(page, w)
    assert card.get_attribute("aria-pressed") == "true"
    assert "nothing is chosen" not in w.inner_text()
    assert "your choice stays" in w.locator(".cr-status").inner_text()
    assert "Your choice: offer messages6" in w.locator(".cr-trade-choice").inner_text()
    assert not page.js_errors


def test_a_card_chosen_to_give_is_not_said_given_before_run(page):
    """Walk 09t, fault 10: "weapons9 given: card 1 of 1" showed before Run was pressed, so
    the card read as given already."""
    w = page.locator(".cr-widget").nth(4)
    settled(page, w)
    w.locator('.cr-trade-card[data-card="food1"]').click()
    status = w.locator(".cr-status")
    status.filter(has_text="food1 chosen to give: card 1 of 2").wait_for(timeout=WAIT)
    assert "given" not in status.inner_text()
    assert not page.js_errors


def test_a_group_no_piece_can_take_is_said_so_and_run_plays_the_rest(page):
    """Walk 09z, fault m1: every piece on the oak, the card -2 +1: the board asked to "give
    each group a piece it can move before you press Run", though no piece can take -2, and
    "Group 1 (-2) chosen: now click the piece it moves" stayed after the piece was refused."""
    w = page.locator(".cr-widget").nth(5)
    wait_end(page, w)                 # (Jump to end, which a click makes, draws it anew)
    settled(page, w)
    what = w.locator(".cr-trade-what").inner_text()
    assert "Only 1 of the 2 groups can move a piece now: Run plays that one." in what, what
    status = w.locator(".cr-status")
    w.locator('.cr-trade-group[data-group="0"]').click()
    status.filter(has_text="now click the piece it moves").wait_for(timeout=WAIT)
    w.locator('.cr-trade-group[data-group="0"][aria-pressed="true"]').wait_for(timeout=WAIT)
    with ack_first(page):              # (the answer before its error, as in walk 09p3)
        w.locator('.cr-trade-piece[data-piece="will"]').click()  # refused: no piece goes
        settled(page, w)                                          # back past the oak
    assert w.locator(".cr-trade-select").nth(0).input_value() == "-"
    assert "now click the piece" not in status.inner_text()
    # the reason is said beside the group refused, just under the choice, as the lesson
    # promises; under the hand it was below the fold (walk 09p3, fault 1)
    why = w.locator(".cr-trade-row").nth(0).locator(".cr-trade-why")
    why.filter(has_text="cannot go 2 back").wait_for(timeout=WAIT)
    assert w.inner_text().count("cannot go 2 back") == 1         # there, and only there
    w.locator(".cr-trade-select").nth(1).select_option("will")
    choice = w.locator(".cr-trade-choice")
    choice.filter(has_text="+1 moves Will").wait_for(timeout=WAIT)
    assert choice.inner_text() == ("Your choice: -2 moves no piece, +1 moves Will. No piece can "
                                   "take -2 now, so Run plays the rest. Press Run to play it.")
    assert "Give each" not in w.inner_text()
    shot(page, "robin-group-no-piece-can-take", w)
    assert not page.js_errors


def test_an_emptied_box_takes_its_refused_words_with_it(page):
    """Walk 09z, fault m2: after "Your move as text" was emptied, the red "'ofer' is not a
    word..." and "The text is not a move yet" stayed, beside "Your choice: offer ... Press
    Run to play it"."""
    w, card, text = offering_messages6(page)
    text.fill("ofer messages6")
    text.press("Enter")
    error = w.locator(".cr-text-error")
    error.filter(has_text="'ofer' is not a word").wait_for(timeout=WAIT)
    text.fill("")
    w.locator(".cr-trade-choice").filter(has_text="Press Run to play it").wait_for(timeout=WAIT)
    assert error.inner_text() == ""
    status = w.locator(".cr-status").inner_text()
    assert "not a move yet" not in status and "your choice stays" in status, status
    assert not page.js_errors


def test_a_replay_short_of_its_end_keeps_every_choice_for_its_end(page):
    """Walk 09p3, fault 4: back at a replay's start, one board said "Nothing can be chosen
    while this move replays", another left the choices open, and Run played the move chosen
    before: one rule, said and kept, as on the other boards: ⇥ or the end frees them."""
    w = page.locator(".cr-widget").first
    wait_end(page, w)
    settled(page, w)
    second = w.locator(".cr-trade-select").nth(1)
    second.select_option("robin")
    choice = w.locator(".cr-trade-choice")
    choice.filter(has_text="-1 moves Robin").wait_for(timeout=WAIT)
    settled(page, w)
    steps = w.locator(".cr-counter").inner_text()
    w.locator(".cr-start").click()
    w.locator(".cr-trade-what").filter(has_text=REPLAYING).wait_for(timeout=WAIT)
    assert not second.is_enabled()
    assert not w.locator(".cr-trade-piece").first.is_enabled()
    w.get_by_role("button", name="Run", exact=True).click()      # plays nothing: said why
    w.locator(".cr-error").filter(has_text=REPLAYING).wait_for(timeout=WAIT)
    settled(page, w)
    assert w.locator(".cr-counter").inner_text().startswith("step 0 of")
    w.locator(".cr-end").click()
    wait_end(page, w)
    assert w.locator(".cr-counter").inner_text() == steps         # the same replay: no move
    assert second.is_enabled() and second.input_value() == "robin"
    assert REPLAYING not in w.inner_text()
    assert not page.js_errors



def test_a_piece_passed_over_by_the_keys_is_not_said_beside_the_piece_kept(page):
    """Walk 09q5, fault 1: ArrowDown in the first group's list picks each piece at once;
    Marian, on the oak, was refused, the list went back to Robin, and "Not taken: Marian
    cannot go 1 back..." stood beside "Robin", read as Robin's refusal. The note says what
    the list shows now, and goes once the keys choose another piece."""
    w = page.locator(".cr-widget").nth(6)
    wait_end(page, w)
    settled(page, w)
    first = w.locator(".cr-trade-select").nth(0)
    why = w.locator(".cr-trade-row").nth(0).locator(".cr-trade-why")
    first.focus()
    for _ in range(3):                                   # Will, Robin, then Marian
        page.keyboard.press("ArrowDown")
        settled(page, w)
    why.filter(has_text="Marian cannot go 1 back").wait_for(timeout=WAIT)
    assert first.input_value() == "robin"                # what Run plays: the piece kept
    assert why.inner_text() == ("Not taken: Marian cannot go 1 back from space 1: no piece goes "
                                "back past the old oak. So -1 still moves Robin.")
    shot(page, "robin-piece-passed-over-by-keys", w)
    page.keyboard.press("ArrowDown")                     # on to Tuck, taken: the note goes
    settled(page, w)
    assert first.input_value() == "tuck"
    assert why.count() == 0
    assert not page.js_errors


def test_a_refusal_is_said_once_where_its_choice_was_made(page):
    """Issue 34, point 6: the board showed an answer's error from both the answer and the
    error of one message; when the answer came first, the second showing took the error for
    the intent still on its way: Marian's refusal stood beside her arrow group and again
    under "Your move as text", where the learner had typed another move meanwhile."""
    w = page.locator(".cr-widget").nth(7)
    wait_end(page, w)
    settled(page, w)
    why = w.locator(".cr-trade-row").nth(0).locator(".cr-trade-why")
    with ack_first(page), slow_python(page):
        w.locator(".cr-trade-select").nth(0).select_option("marian")   # refused: the oak
        w.locator(".cr-program-text").fill("move tuck -")
        w.locator(".cr-program-text").press("Enter")                  # on its way meanwhile
        why.filter(has_text="Marian cannot go 1 back").wait_for(timeout=WAIT)
        assert w.locator(".cr-text-error").inner_text() == ""
        assert w.inner_text().count("Marian cannot go 1 back") == 1
        settled(page, w)
    assert w.locator(".cr-trade-select").nth(0).input_value() == "tuck"
    assert w.locator(".cr-text-error").inner_text() == ""
    assert not page.js_errors


def test_a_special_card_says_it_is_played_instead_of_an_offer(page):
    """Walk 09r8, fault 8: "Use look (Robin)" chosen and Run pressed, Will looked at Robin's
    hand and the turn passed: the child meant to look, then trade. Its button says what it
    costs, as the rules do ("instead of offering a trade")."""
    w = page.locator(".cr-widget").nth(8)
    look = w.locator('.cr-trade-action[data-action="use look robin"]')
    assert look.inner_text() == "Use look (Robin) instead of offering a trade"
    look.click()
    wait_status(page, w, "Chosen: Use look (Robin) instead of offering a trade.")
    assert not page.js_errors
