"""Lesson 09's Robin boards at a school laptop's 1366x650 page (issue 29), and Energy
Seekers' board for giving cards, on one notebook: one board per walk (or per game a walk
needed), each test on its own board (a notebook and its Python took seconds each to open;
these were eight modules, each opening its own).

- Walk 09 (fixB 3): a turn replays at a pace a child can read; Delete takes back what the
  control with the focus chose.
- Walk 09d: a refused arrow-group choice says why beside its list, the title in view; a move
  typed as text and refused is never what Run plays; the offer to take stays sealed until the
  replay's end, and the keys go both ways.
- Lesson 09's second walk-through (faults 1, 2, 3, 11 and 14, walks 09c and 09p): Will's
  turn on one board, the computers' sealed counter-offers, a group refused or let go beside
  the pieces said in one place, what the special and dual cards do.
- Walk 09e: giving one card works as offering one; the hand says the arrow keys move between
  its cards; a special card offered is said what it does; a group clicked twice says so; an
  offer to answer waits for the replay's end; a special card's button says Use.
- Clicks (from test_game_boards): an arrow group given to a piece by clicks, as by drags.
- Walk 06c, faults 4 and 5 (Energy Seekers): cards given to another player's piece are
  called cards to give, and the text box takes a choice, not a program.
- Walks 09f, 09i, 09j, 09t (fault 6) and 09r6 (fault M5): the Speed slider's ends say slow
  and fast; Reset while taking an offer says the way back; the move step names its card; a
  refused Run keeps the headline in view; after a restart of Python an ended game gives one
  instruction. (Last in the module: the restart ends every game of the notebook.)"""

from __future__ import annotations

import pytest

from tests.support.boards import GAME, error_says, moves
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    restart_python,
    run_cell,
    settled,
    shot,
    wait_end,
    wait_text,
)

# --- walk 09: the Robin game, and a CodyRoby board for its speed
CODYROBY = ("from codyroby_lab.ui import CodyRobyBoard\n"
            "CodyRobyBoard({'width': 5, 'height': 5}, program='F F R F', at='A5')")

# --- walk 09d
SECOND = GAME.replace("game = ", "again = ").replace("game.widget()", "again.widget()")
# the lesson's own game: Tuck counters whatever Will offers, so Will chooses an offer
LESSON = """lesson = RobinPlay({"first": "will"}, seed=2)
lesson.widget()"""

# --- lesson 09's second walk-through: Will holds a special card and a dual card
SPECIAL = """\
special = RobinPlay({"first": "will", "hands": {"will": ["look", "food4", "riches-weapons"]}},
                    seed=6)
special.widget()"""

# --- walk 09e: Will stands on space 3: he gives 1 card to the Contribution stack first
ONE = """\
from codyroby_lab.lessons.robin import RobinPlay
one = RobinPlay({"first": "will", "pieces": {"will": 3},
                 "hands": {"will": ["riches13", "food4", "weapons1"]}}, seed=1)
one.widget()"""
# Robin plays first and offers look, a special card: Will answers with a counter-offer
OFFERED = """\
offered = RobinPlay({"first": "robin", "pieces": {"robin": 2},
                     "hands": {"robin": ["swap-pieces", "look"]}}, seed=1)
offered.widget()"""
# Will holds look, a special card, and offers first
SPECIAL_E = """\
special_e = RobinPlay({"first": "will", "hands": {"will": ["look", "food4"]}}, seed=1)
special_e.widget()"""

# --- walk 06c: giving cards on the Energy Seekers board
GIFT = ("from codyroby_lab import lessons\n"
        "gift = lessons.EnergySeekersPlay({'players': ['ada', 'cody', 'roby'],\n"
        "    'deck': ['F', 'F', 'L', 'R', 'R', 'F', 'L', 'F', 'F'],\n"
        "    'pieces': {'cody': {'position': 8, 'facing': 'E'}}, 'controlled': ['cody']},\n"
        "    seed=3)\n"
        "gift.widget()")

# --- walks 09f, 09i, 09j
SPEED = """\
from codyroby_lab import lessons
speed = lessons.RobinPlay({"first": "will"}, seed=2)
speed.widget()"""
# Will offers food3 and Tuck answers with draw2: Will then takes an offer
OFFER = """\
offer = lessons.RobinPlay({"first": "will"}, seed=1)
offer.widget()"""
# The watcher's moves for Will until Will moves the pieces with a card he received (food2).
RECEIVED = """\
received = lessons.RobinPlay({"first": "will"}, seed=1)
for action in ["offer weapons1", "accept tuck", "counter none", "contribute messages7",
               "use draw2", "counter none", "counter none", "counter none",
               "contribute riches6", "offer animals11", "accept tuck", "counter swap-hands"]:
    received.move(action)
received.widget()"""



def game_as(name: str) -> str:
    """The cell of :data:`GAME` with its game named ``name``: a game's name given again in a
    later cell takes the board of the first from the learner (its cards greyed out)."""
    return GAME.replace("game = ", f"{name} = ").replace("game.widget()", f"{name}.widget()")


#: each walk's boards, in the notebook's order (the restart's board, run last, comes after)
WALKS = [("09", [game_as("paced"), CODYROBY]), ("09d", [game_as("refused"), SECOND, LESSON]),
         ("second", [game_as("walked"), SPECIAL]),
         ("09e", [ONE, OFFERED, game_as("grouped"), SPECIAL_E]),
         ("clicks", [game_as("clicked")]), ("giving", [GIFT]),
         ("fij", [SPEED, OFFER, RECEIVED])]
FIRST = {}
for _walk, _cells in WALKS:
    FIRST[_walk] = sum(len(c) for _, c in WALKS[:[k for k, _ in WALKS].index(_walk)])
CELLS = [c for _, cells in WALKS for c in cells]


def at(page, walk: str, k: int):
    """Board ``k`` of the walk ``walk``."""
    return page.locator(".cr-widget").nth(FIRST[walk] + k)


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "robin_walks_and_giving.ipynb", CELLS, LAPTOP) as page:
        at(page, "09", 0).locator("[data-card='riches13']").wait_for()
        at(page, "fij", 2).locator(".cr-trade-group").first.wait_for(timeout=WAIT)
        yield page


def in_view(box) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 650


def board(page, walk: str, n: int, drawn: str):
    """Board ``n`` of ``walk`` once ``drawn`` (a selector) shows in it, scrolled to the top
    of the view."""
    w = at(page, walk, n)
    w.locator(drawn).first.wait_for(timeout=WAIT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


# --- 09

def test_a_turn_replays_at_a_pace_a_child_can_read(page):
    """The Robin board played a turn's replay at 4 steps a second, too fast to read; it
    starts at one step a second, said in words (as every board does since walk 01i)."""
    robin, cody = at(page, "09", 0), at(page, "09", 1)
    assert robin.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert cody.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    robin.locator('[data-card="riches13"]').click()
    wait_text(page, robin, "offer riches13")
    robin.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, robin)                            # it plays by itself, to its end
    assert robin.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert "Will offers riches13" in robin.locator(".cr-log").inner_text()


def test_delete_takes_back_what_is_chosen(page):
    """Delete did nothing on the Robin board: it takes back an arrow group's piece (on the
    group or its list) and every group given to a piece (on the piece's button)."""
    w = at(page, "09", 0)
    if not w.locator(".cr-trade-select").count():           # (run alone) Will offers first
        w.locator('[data-card="riches13"]').click()
        wait_text(page, w, "offer riches13")
        w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-trade-select").nth(2).wait_for()          # Will moves: +2 -1 -1
    w.locator(".cr-trade-select").nth(0).select_option("robin")
    wait_text(page, w, "move robin - -")
    w.locator(".cr-trade-select").nth(0).focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "move - - -")
    assert w.locator(".cr-trade-select").nth(0).input_value() == "-"
    assert page.evaluate("() => document.activeElement.dataset.group") == "0"  # focus stays
    w.locator(".cr-trade-select").nth(1).select_option("tuck")
    wait_text(page, w, "move - tuck -")
    w.locator('.cr-trade-piece[data-piece="tuck"]').focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "move - - -")
    assert w.locator(".cr-trade-select[aria-invalid]").count() == 0   # nothing was refused
    w.locator('.cr-trade-group[data-group="2"]').focus()
    page.keyboard.press("Delete")                            # nothing there: said so
    w.locator(".cr-status").filter(has_text="Nothing to take back here").wait_for()
    shot(page, "walk09-delete", w)
    assert not page.js_errors


# --- 09d

def test_a_refused_list_choice_says_why_beside_the_list(page):
    """Fault 1 (serious): group 2 set to Will after group 1 snapped back to "not applied"
    and its reason showed below the window, under the pieces and the choice line."""
    w = at(page, "09d", 0)
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
    w = at(page, "09d", 1)
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
    w = at(page, "09d", 2)
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
    shown = box.bounding_box()
    assert 650 - 60 <= shown["y"] + shown["height"] <= 650, shown      # just in, at the bottom
    shot(page, "walk09d-tab-take", w)
    assert not page.js_errors


# --- second

def test_the_robin_board_speaks_of_moves_and_offers_no_predict(page):
    """Fault 1: Predict asked where "the robot" would be on "the square" after an offer that
    moves no piece, and the tooltips spoke of Roby and guess rings. A Run plays the learner's
    own choice and the others' hidden answers: nothing to predict, so no Predict here."""
    w = at(page, "second", 0)
    assert not w.locator(".cr-predict-label").is_visible()
    tips = " ".join(w.get_by_role("button", name=n, exact=True).get_attribute("title")
                    for n in ("Run", "Reset", "Jump to start"))
    for word in ("Roby", "guess", "ring", "program"):
        assert word not in tips, tips
    assert "the other players play" in tips
    assert w.locator(".cr-log").inner_text() == "Press Run to play what you chose."
    shot(page, "lab-robin-no-predict", w)


def test_counter_offers_stay_sealed_until_the_replay_shows_them(page):
    """Fault 3: right after Run, at "Robin has chosen", the panel already listed everyone's
    counter-offer."""
    w = at(page, "second", 0)
    w.locator('[data-card="riches13"]').click()
    w.locator(".cr-trade-choice").filter(has_text="offer riches13").wait_for()
    # fault 11: the chosen card looked focused (a thin dotted ring), not chosen
    chosen, other = (w.locator(f'[data-card="{c}"]').evaluate(
        "(b) => [getComputedStyle(b).borderTopWidth, getComputedStyle(b).backgroundColor, "
        "getComputedStyle(b).outlineStyle]") for c in ("riches13", "food4"))
    assert chosen[0] == "3px" and chosen[1] != other[1] and chosen[2] == "none", chosen
    shot(page, "lab-robin-chosen-card", w)
    w.locator('[data-card="riches13"]').focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")                            # back on it by keys
    assert w.locator('[data-card="riches13"]').evaluate(
        "(b) => getComputedStyle(b).outlineStyle") == "solid"   # its focus ring still shows
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    revealed = w.locator(".cr-trade-revealed")
    assert "Robin: no offer" in revealed.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    for _ in range(2):
        w.get_by_role("button", name="Step", exact=True).click()
    assert "has chosen" in w.locator(".cr-log li.cr-current").inner_text()
    assert revealed.count() == 0       # (the table of now waits for the end: page 09p3, 4)
    w.get_by_role("button", name="Jump to end").click()
    assert "Robin: no offer" in revealed.inner_text()


def test_a_second_group_on_the_same_piece_is_refused_in_one_place(page):
    """Fault 2: a second -1 dropped on Will was announced as moving Will, refused in red,
    shown as not applied, and the heading still said "Press Run to play it"; Run then gave
    another reason."""
    w = at(page, "second", 0)
    w.locator(".cr-trade-select").nth(2).wait_for()
    status = w.locator(".cr-status")
    will = w.locator('.cr-board-box [data-piece="will"]')
    w.locator('.cr-trade-group[data-group="1"]').drag_to(will)
    status.filter(has_text="Group 2 (-1) moves Will.").wait_for()   # said once Python took it
    w.locator('.cr-trade-group[data-group="2"]').drag_to(will)
    error_says(w, "Will is moved twice: each piece moves at most once per card")
    page.wait_for_timeout(300)
    assert status.inner_text() == "Group 2 (-1) moves Will."        # nothing said of group 3
    assert w.locator(".cr-trade-select").nth(2).input_value() == "-"
    choice = w.locator(".cr-trade-choice").inner_text()
    assert choice == (f"Your choice: {moves(None, 'Will', None)} (2 more groups can move a "
                      "piece). Give each a piece it can move before you press Run."), choice
    assert w.inner_text().count("Will is moved twice") == 1        # in one place only
    shot(page, "lab-robin-twice-refused", w)
    w.get_by_role("button", name="Run", exact=True).click()
    error_says(w, "Will applies 1 of the 3 arrow groups")
    assert "e.g." not in w.locator(".cr-error").first.inner_text()
    assert w.locator(".cr-trade-why").count() == 0         # the refusal before Run is gone
    shot(page, "lab-robin-twice-run", w)
    assert not page.js_errors


def test_a_group_let_go_beside_every_piece_says_where_to_drop_it(page):
    """Walk 09p, fault 3: a group dropped on the road a little beside a piece's circle was
    taken by nothing, and nothing said why."""
    w = at(page, "second", 0)
    settled(page, w)
    chip = w.locator('.cr-trade-group[data-group="0"]')
    carried = page.evaluate_handle("() => new DataTransfer()")
    chip.dispatch_event("dragstart", {"dataTransfer": carried})   # a drag no drop took
    chip.dispatch_event("dragend", {"dataTransfer": carried})
    status = w.locator(".cr-status").filter(has_text="Group 1 (+2) did not land on a piece")
    status.wait_for(timeout=8_000)
    assert "drop it right on a piece's circle" in status.inner_text()
    assert not page.js_errors


def test_while_the_pieces_move_the_groups_and_the_pieces_come_before_the_hand(page):
    """Walk 09p, fault 4: under the hand, which cannot be played then, the arrow groups sat
    on the bottom edge of a 650 px page and the pieces to drop them on below it."""
    w = at(page, "second", 0)
    pieces = w.locator(".cr-trade-pieces").bounding_box()
    hand = w.get_by_role("toolbar", name="Your hand").bounding_box()
    assert pieces["y"] + pieces["height"] <= hand["y"]
    assert w.locator(".cr-trade-choice").bounding_box()["y"] < hand["y"]


def test_special_and_dual_cards_say_what_they_do(page):
    """Fault 14: swap-hands, look and the dual cards said only "no arrows"."""
    w = at(page, "second", 1)
    look = w.locator('.cr-trade-card[data-card="look"]')
    look.wait_for()
    assert look.get_attribute("title") == "Secretly look at one player's hand of cards."
    assert "look at one player's hand" in look.get_attribute("aria-label")
    dual = w.locator('.cr-trade-card[data-card="riches-weapons"]').get_attribute("title")
    assert "counts as a card of each of the two kinds" in dual and "can be offered" in dual
    assert w.locator('.cr-trade-card[data-card="food4"]').get_attribute("title") is None
    play = w.locator('.cr-trade-action[data-action^="use look"]').first
    assert play.get_attribute("title") == "Secretly look at one player's hand of cards."


def test_what_a_special_card_does_is_written_beside_its_play_buttons(page):
    """Walk 09c, fault 9 (issue 29): the buttons said "Play swap-hands (Robin)" and what
    swap-hands does showed only on hover."""
    w = at(page, "second", 1)
    w.locator('.cr-trade-action[data-action^="use look"]').first.wait_for()
    said = w.locator('.cr-trade-special[data-card="look"]')
    assert said.is_visible()
    assert said.inner_text() == "look: Secretly look at one player's hand of cards."
    assert w.locator(".cr-trade-special").count() == len({
        a.split(" ")[1] for a in w.locator(".cr-trade-action[data-action^='use ']")
        .evaluate_all("(bs) => bs.map((b) => b.dataset.action)")})
    shot(page, "robin-specials", w)


# --- 09e

def test_giving_one_card_takes_another_in_its_place(page):
    """Fault 8: the second card was refused ("give 1 card, not 2") where an offer's second
    card takes the first's place, and "click them in order" asked for several."""
    w = at(page, "09e", 0)
    what = w.locator(".cr-trade-what")
    assert "Give 1 card to the Contribution stack: click it" in what.inner_text()
    assert "in order" not in what.inner_text()
    w.locator("[data-card='riches13']").click()
    w.locator(".cr-trade-choice").filter(has_text="give riches13").wait_for()
    settled(page, w)
    w.locator("[data-card='food4']").click()
    w.locator(".cr-trade-choice").filter(has_text="Your choice: give food4.").wait_for()
    settled(page, w)
    assert "not 2" not in w.inner_text()
    assert not page.js_errors


def test_the_hand_says_the_arrow_keys_move_between_cards(page):
    """Fault 4: Tab reaches one card of the hand and nothing on screen said that the arrow
    keys reach the others."""
    w = at(page, "09e", 0)
    assert "arrow keys move between cards" in w.locator(".cr-trade").inner_text()
    first = w.locator(".cr-trade [role=toolbar] [data-card]").first
    first.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("(c) => document.activeElement.dataset.card"
                           " && document.activeElement.dataset.card !== c",
                           arg=first.get_attribute("data-card"))


def test_a_special_card_on_the_table_is_said_what_it_does(page):
    """Fault 10: "Robin offers swap-pieces (no arrows)", and what it does was said only of
    the special cards in the learner's own hand."""
    w = at(page, "09e", 1)
    w.locator(".cr-trade-offer[data-offer='look']").wait_for()
    said = w.locator(".cr-trade-table .cr-trade-special[data-card='look']")
    assert said.inner_text() == "look: Secretly look at one player's hand of cards."
    assert not page.js_errors


def test_an_arrow_group_clicked_again_says_so_plainly(page):
    """Fault 9: an arrow group clicked twice said "Group 1 let go."."""
    w = at(page, "09e", 2)
    w.locator("[data-card='riches13']").click()
    w.locator(".cr-trade-choice").filter(has_text="offer riches13").wait_for()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    group = w.locator(".cr-trade-group[data-group='0']")
    group.click()
    w.get_by_text("Group 1 (+2) chosen", exact=False).wait_for()
    group.click()
    w.get_by_text("Group 1 is not chosen any more.", exact=False).wait_for()
    assert "let go" not in w.inner_text()


def test_an_offer_to_answer_waits_for_the_end_of_the_replay(page):
    """Fault 3: at "step 2 of 15" the board showed Robin's offer while the panel already
    asked for a counter-offer to Tuck's."""
    w = at(page, "09e", 1)
    w.get_by_role("button", name="No counter-offer").click()
    w.locator(".cr-trade-choice").filter(has_text="counter none").wait_for()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    settled(page, w)
    # (seed 1: after Robin's turn, Marian offers and Will answers again)
    assert "counter-offer" in w.locator(".cr-trade-what").inner_text()
    offer = w.locator(".cr-trade-offer")
    assert "offers" in offer.inner_text()
    w.get_by_role("button", name="Jump to start").click()
    # (the table of now, and the choices, wait for the replay's end: walk 09p3, fault 4)
    w.locator(".cr-trade-what").filter(has_text="Nothing can be chosen while this turn "
                                       "replays").wait_for()
    assert offer.count() == 0


def test_a_special_card_is_used_with_the_word_a_cell_writes(page):
    """Fault 7: the board's button said "Play swap-hands (Robin)" (and the replay has a Play
    button of its own) where a cell writes use swap-hands robin."""
    w = at(page, "09e", 3)
    w.locator(".cr-trade-action[data-action^='use ']").first.wait_for()
    labels = w.locator(".cr-trade-action[data-action^='use ']").all_inner_texts()
    assert labels and all(label.startswith("Use ") for label in labels), labels


# --- clicks

def test_robin_clicks_give_arrow_groups_to_pieces(page):
    """A group clicked, then a piece (in the editor or on the board); a piece clicked alone
    takes the first group not yet applied: clicking works as dragging does."""
    w = at(page, "clicks", 0)
    w.locator('[data-card="riches13"]').click()
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-trade-group").nth(2).wait_for()                  # +2 -1 -1 to give
    pieces = w.locator(".cr-trade-piece")
    assert all(p.evaluate("e => e.tagName") == "BUTTON" for p in pieces.all())
    w.locator('.cr-trade-group[data-group="0"]').click()              # +2 ...
    assert w.locator('.cr-trade-group[data-group="0"]').get_attribute("aria-pressed") == "true"
    w.locator('.cr-trade-piece[data-piece="robin"]').click()          # ... moves Robin
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", None, None)).wait_for()
    w.locator('.cr-board-box [data-piece="tuck"]').click()            # the next group: Tuck
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", None)).wait_for()
    w.locator('.cr-trade-group[data-group="2"]').click()
    w.locator('.cr-board-box [data-piece="will"]').click()            # on the board
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", "Will")).wait_for()
    page.keyboard.press("Escape")
    w.locator('.cr-trade-group[data-group="1"]').focus()              # and by the keyboard
    page.keyboard.press("Enter")
    w.locator('.cr-trade-piece[data-piece="tuck"]').focus()
    page.keyboard.press("Enter")
    w.locator(".cr-trade-choice").filter(has_text=moves("Robin", "Tuck", "Will")).wait_for()
    assert w.locator(".cr-trade-select").nth(1).input_value() == "tuck"
    shot(page, "lab-robin-clicks", w)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-log").filter(has_text="moves Tuck 1 back from space 3 to space 2").wait_for()
    assert not page.js_errors


# --- giving

def test_the_cards_you_give_are_called_cards_to_give(page):
    w = at(page, "giving", 0)
    w.wait_for(timeout=40_000)
    w.scroll_into_view_if_needed()
    editor = w.locator(".cr-cards")
    assert "Cards to give" in editor.inner_text()
    assert "to play" not in editor.inner_text()
    w.locator(".cr-palette button[data-card='F']").click()
    wait_text(page, w, "F")
    page.wait_for_function("(el) => el.textContent.includes('card added')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    said = w.locator(".cr-status").inner_text() + editor.inner_text()
    assert "1 card to give" in said and "to play" not in said, said
    shot(page, "giving", w)


def test_the_text_box_takes_a_choice_not_a_program(page):
    """Walk 06c, fault 5: an answer typed in "Program as text" was told "The cards now hold
    the program from the text"."""
    w = at(page, "giving", 0)
    w.locator(".cr-program-text").fill("F F")
    w.locator(".cr-use-text").click()
    wait_text(page, w, "F F")
    page.wait_for_function("(el) => el.textContent.startsWith('Taken')",
                           arg=w.locator(".cr-status").element_handle(), timeout=WAIT)
    assert "program" not in w.locator(".cr-status").inner_text()


# --- fij

def test_the_speed_slider_says_which_end_is_slow_and_which_fast(page):
    """Walk 09f, fault 9: "Speed" and a bare slider; its left end (one step a second) now
    reads "slow", its right end "fast", on either side of it, in view."""
    w = board(page, "fij", 0, ".cr-speed")
    label = w.locator(".cr-speed-label")
    slow, fast = label.locator(".cr-speed-end").all()
    assert (slow.inner_text(), fast.inner_text()) == ("slow", "fast")
    left, slider, right = (x.bounding_box() for x in (slow, w.locator(".cr-speed"), fast))
    assert left["x"] + left["width"] <= slider["x"] < slider["x"] + slider["width"] <= right["x"]
    assert right["x"] + right["width"] <= LAPTOP["width"]
    assert w.locator(".cr-speed").get_attribute("min") == "0"     # slow is the low end
    assert not page.js_errors


def test_reset_while_taking_an_offer_says_the_way_back_not_pick_a_card(page):
    """Walk 09i, fault 6: the replay's words after Reset sent the child to a card to pick,
    when only Jump to end (or stepping to the end) brings the offers back. Its tooltip now
    says the game goes on."""
    w = board(page, "fij", 1, "[data-card='food3']")
    w.locator("[data-card='food3']").click()
    w.locator(".cr-trade-choice").filter(has_text="Your choice: offer food3.").wait_for(
        timeout=WAIT)
    settled(page, w)
    w.locator(".cr-run").click()
    wait_end(page, w)
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    w.locator(".cr-reset").click()
    status = w.locator(".cr-status")
    status.filter(has_text="A replay of the last turn").wait_for(timeout=WAIT)
    said = status.inner_text()
    assert "pick a card" not in said and "Jump to end" in said
    assert w.locator("[data-action='accept tuck']").count() == 0   # waits for the end
    assert "The game goes on" in w.locator(".cr-reset").get_attribute("title")
    w.locator(".cr-end").click()
    w.locator("[data-action='accept tuck']").wait_for(timeout=WAIT)
    assert not page.js_errors


def test_the_move_step_names_the_card_whose_arrow_groups_it_shows(page):
    """Walk 09j, fault 9: the child may wonder which card they are moving with."""
    w = board(page, "fij", 2, ".cr-trade-group")
    w.locator(".cr-trade-groups").filter(has_text="Arrow groups of food2").wait_for(
        timeout=WAIT)
    assert not page.js_errors


def test_run_refused_in_the_move_step_keeps_the_headline_the_board_and_run_in_view(page):
    """Walk 09t, fault 6: the refusal of Run with no arrow group given now stands in the
    line that says what Run plays, under the groups and the pieces, so the headline, the
    board, Run, the groups and the refusal are in view together at 1366x650."""
    w = board(page, "fij", 2, ".cr-trade-group")
    settled(page, w)
    w.locator(".cr-run").click()
    said = w.get_by_text("Choose what to do first", exact=False)
    said.wait_for(timeout=WAIT)
    page.wait_for_timeout(300)                 # (any scroll the refusal brings is done)
    shot(page, "walk09t-move-refused", w)
    for part in (w.locator(".cr-title"), w.locator("svg.cr-board"), w.locator(".cr-run"),
                 w.locator(".cr-trade-groups"), said):
        box = part.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP["height"], \
            (part, box)
    assert "give each arrow group" in said.inner_text()
    assert [s.input_value() for s in w.locator(".cr-trade-select").all()] == \
        ["-"] * w.locator(".cr-trade-select").count()       # nothing moved or chosen
    assert not page.js_errors


def test_after_a_restart_an_ended_game_gives_one_instruction(page):
    """Walk 09r6, fault M5: the title and the line above the hand said two things to do."""
    run_cell(page, 'over = lessons.RobinPlay({"first": "will"}, seed=2)\n'
                   "over.play_to_the_end(autoplay=True)\nover.widget()")
    w = board(page, "fij", 3, ".cr-trade-what")
    wait_end(page, w)
    what = w.locator(".cr-trade-what")
    what.filter(has_text="The game is over: press New game").wait_for(timeout=WAIT)
    restart_python(page)
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for(timeout=40_000)
    assert "red note" in w.locator(".cr-title").inner_text()
    assert what.inner_text() == "Nothing can be chosen now: the red note says what to do."
    assert "New game" not in w.inner_text().replace("New game?", "")
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    shot(page, "walk09r6-lost-game-over")
