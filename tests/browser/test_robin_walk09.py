"""Robin in a real JupyterLab, lesson 09's second walk-through at 1366x650 (issue 29, faults
1, 2, 3, 11 and 14, and walks 09c and 09p): Will's turn on one board, the computers' sealed
counter-offers, a group refused or let go beside the pieces said in one place, and what the
special and dual cards do. (Split from test_robin.py, whose own shared page is another
notebook: each module's page is the process's one JupyterLab page, loaded once.)"""

from __future__ import annotations

import pytest

from tests.support.boards import GAME, error_says, moves
from tests.support.browser import LAPTOP, notebook_page, settled, shot, wait_end

# Will holds a special card and a dual card.
SPECIAL = """\
special = RobinPlay({"first": "will", "hands": {"will": ["look", "food4", "riches-weapons"]}},
                    seed=6)
special.widget()"""


# Issue 29, lesson 09's second walk-through at 1366x650 (faults 1, 2, 3, 11 and 14): one board, one
# turn, in order: Will offers riches13, nobody counters, Will moves with +2 -1 -1.
@pytest.fixture(scope="module")
def walk(lab, browser):
    with notebook_page(lab, browser, "robin_walk09.ipynb", [GAME, SPECIAL], LAPTOP) as page:
        page.locator(".cr-widget [data-card='riches13']").wait_for()
        yield page


def test_the_robin_board_speaks_of_moves_and_offers_no_predict(walk):
    """Fault 1: Predict asked where "the robot" would be on "the square" after an offer that
    moves no piece, and the tooltips spoke of Roby and guess rings. A Run plays the learner's
    own choice and the others' hidden answers: nothing to predict, so no Predict here."""
    w = walk.locator(".cr-widget").first
    assert not w.locator(".cr-predict-label").is_visible()
    tips = " ".join(w.get_by_role("button", name=n, exact=True).get_attribute("title")
                    for n in ("Run", "Reset", "Jump to start"))
    for word in ("Roby", "guess", "ring", "program"):
        assert word not in tips, tips
    assert "the other players play" in tips
    assert w.locator(".cr-log").inner_text() == "Press Run to play what you chose."
    shot(walk, "lab-robin-no-predict", w)


def test_counter_offers_stay_sealed_until_the_replay_shows_them(walk):
    """Fault 3: right after Run, at "Robin has chosen", the panel already listed everyone's
    counter-offer."""
    w = walk.locator(".cr-widget").first
    w.locator('[data-card="riches13"]').click()
    w.locator(".cr-trade-choice").filter(has_text="offer riches13").wait_for()
    # fault 11: the chosen card looked focused (a thin dotted ring), not chosen
    chosen, other = (w.locator(f'[data-card="{c}"]').evaluate(
        "(b) => [getComputedStyle(b).borderTopWidth, getComputedStyle(b).backgroundColor, "
        "getComputedStyle(b).outlineStyle]") for c in ("riches13", "food4"))
    assert chosen[0] == "3px" and chosen[1] != other[1] and chosen[2] == "none", chosen
    shot(walk, "lab-robin-chosen-card", w)
    w.locator('[data-card="riches13"]').focus()
    walk.keyboard.press("ArrowRight")
    walk.keyboard.press("ArrowLeft")                            # back on it by keys
    assert w.locator('[data-card="riches13"]').evaluate(
        "(b) => getComputedStyle(b).outlineStyle") == "solid"   # its focus ring still shows
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(walk, w)
    revealed = w.locator(".cr-trade-revealed")
    assert "Robin: no offer" in revealed.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    for _ in range(2):
        w.get_by_role("button", name="Step", exact=True).click()
    assert "has chosen" in w.locator(".cr-log li.cr-current").inner_text()
    assert revealed.count() == 0       # (the table of now waits for the end: walk 09p3, 4)
    w.get_by_role("button", name="Jump to end").click()
    assert "Robin: no offer" in revealed.inner_text()


def test_a_second_group_on_the_same_piece_is_refused_in_one_place(walk):
    """Fault 2: a second -1 dropped on Will was announced as moving Will, refused in red,
    shown as not applied, and the heading still said "Press Run to play it"; Run then gave
    another reason."""
    w = walk.locator(".cr-widget").first
    w.locator(".cr-trade-select").nth(2).wait_for()
    status = w.locator(".cr-status")
    will = w.locator('.cr-board-box [data-piece="will"]')
    w.locator('.cr-trade-group[data-group="1"]').drag_to(will)
    status.filter(has_text="Group 2 (-1) moves Will.").wait_for()   # said once Python took it
    w.locator('.cr-trade-group[data-group="2"]').drag_to(will)
    error_says(w, "Will is moved twice: each piece moves at most once per card")
    walk.wait_for_timeout(300)
    assert status.inner_text() == "Group 2 (-1) moves Will."        # nothing said of group 3
    assert w.locator(".cr-trade-select").nth(2).input_value() == "-"
    choice = w.locator(".cr-trade-choice").inner_text()
    assert choice == (f"Your choice: {moves(None, 'Will', None)} (2 more groups can move a "
                      "piece). Give each a piece it can move before you press Run."), choice
    assert w.inner_text().count("Will is moved twice") == 1        # in one place only
    shot(walk, "lab-robin-twice-refused", w)
    w.get_by_role("button", name="Run", exact=True).click()
    error_says(w, "Will applies 1 of the 3 arrow groups")
    assert "e.g." not in w.locator(".cr-error").first.inner_text()
    assert w.locator(".cr-trade-why").count() == 0         # the refusal before Run is gone
    shot(walk, "lab-robin-twice-run", w)
    assert not walk.js_errors


def test_a_group_let_go_beside_every_piece_says_where_to_drop_it(walk):
    """Walk 09p, fault 3: a group dropped on the road a little beside a piece's circle was
    taken by nothing, and nothing said why."""
    w = walk.locator(".cr-widget").first
    settled(walk, w)
    chip = w.locator('.cr-trade-group[data-group="0"]')
    carried = walk.evaluate_handle("() => new DataTransfer()")
    chip.dispatch_event("dragstart", {"dataTransfer": carried})   # a drag no drop took
    chip.dispatch_event("dragend", {"dataTransfer": carried})
    status = w.locator(".cr-status").filter(has_text="Group 1 (+2) did not land on a piece")
    status.wait_for(timeout=8_000)
    assert "drop it right on a piece's circle" in status.inner_text()
    assert not walk.js_errors


def test_while_the_pieces_move_the_groups_and_the_pieces_come_before_the_hand(walk):
    """Walk 09p, fault 4: under the hand, which cannot be played then, the arrow groups sat
    on the bottom edge of a 650 px page and the pieces to drop them on below it."""
    w = walk.locator(".cr-widget").first
    pieces = w.locator(".cr-trade-pieces").bounding_box()
    hand = w.get_by_role("toolbar", name="Your hand").bounding_box()
    assert pieces["y"] + pieces["height"] <= hand["y"]
    assert w.locator(".cr-trade-choice").bounding_box()["y"] < hand["y"]


def test_special_and_dual_cards_say_what_they_do(walk):
    """Fault 14: swap-hands, look and the dual cards said only "no arrows"."""
    w = walk.locator(".cr-widget").nth(1)
    look = w.locator('.cr-trade-card[data-card="look"]')
    look.wait_for()
    assert look.get_attribute("title") == "Secretly look at one player's hand of cards."
    assert "look at one player's hand" in look.get_attribute("aria-label")
    dual = w.locator('.cr-trade-card[data-card="riches-weapons"]').get_attribute("title")
    assert "counts as a card of each of the two kinds" in dual and "can be offered" in dual
    assert w.locator('.cr-trade-card[data-card="food4"]').get_attribute("title") is None
    play = w.locator('.cr-trade-action[data-action^="use look"]').first
    assert play.get_attribute("title") == "Secretly look at one player's hand of cards."


def test_what_a_special_card_does_is_written_beside_its_play_buttons(walk):
    """Walk 09c, fault 9 (issue 29): the buttons said "Play swap-hands (Robin)" and what
    swap-hands does showed only on hover."""
    w = walk.locator(".cr-widget").nth(1)
    w.locator('.cr-trade-action[data-action^="use look"]').first.wait_for()
    said = w.locator('.cr-trade-special[data-card="look"]')
    assert said.is_visible()
    assert said.inner_text() == "look: Secretly look at one player's hand of cards."
    assert w.locator(".cr-trade-special").count() == len({
        a.split(" ")[1] for a in w.locator(".cr-trade-action[data-action^='use ']")
        .evaluate_all("(bs) => bs.map((b) => b.dataset.action)")})
    shot(walk, "robin-specials", w)
