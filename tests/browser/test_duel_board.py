"""The Duel's board (lesson 04) at a laptop's 1366x650: where a refused card is said, what
the hand beside the board counts, and what the board says once a move has ended the game
(the cards played put aside, the end not told before its replay shows it). One page."""

from __future__ import annotations

import nbformat
import pytest

from tests.support.board_editor import VIEW_BOTTOM
from tests.support.browser import (
    LAPTOP,
    WAIT,
    boxes,
    notebook_page,
    run_cell,
    run_code,
    set_theme,
    settled,
    shot,
    slow_python,
    wait_end,
    wait_status,
)
from tests.support.keys import lap, read_in_order
from tests.support.lesson_runs import NOTEBOOKS

SETUP = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A3", "facing": "S"}},
                 "hands": {"A": ["F", "F", "R", "L", "L"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""

# the lesson's own cell of the board (its lines of help above the call)
LESSON_BOARD = next(c.source for c in nbformat.read(NOTEBOOKS / "04_duel.ipynb", 4).cells
                    if c.cell_type == "code" and c.source.endswith("duel.widget()"))

# a second board, its blocks down: their words in the dark look
BLOCKS = """\
blocked = DuelPlay(seed=1)
blocked.block("C3")
blocked.widget()"""
# where a game's replay sends the learner: its title, Run and the hand say it alike
NEXT = "\u21e5 (Jump to end) to see the game now and what to do next"
# a third board, before any block is placed
FRESH = "DuelPlay(seed=2).widget()"
# a tile's words' colour and its fill, as drawn, and their contrast
INK = """(t) => {
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (el) => getComputedStyle(el).fill.match(/[\\d.]+/g).slice(0, 3).map(Number)
    .map(lin).reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const under = t.closest('.cr-tile').querySelector('.cr-tile-bg');
  const [a, b] = [lum(t), lum(under)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def places(*things) -> list[tuple[int, int]]:
    """Where each thing is on the screen, to the pixel (a layout moves by fractions)."""
    return [(round(b["x"]), round(b["y"])) for b in (t.bounding_box() for t in things)]


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "duel_board.ipynb",
                       [SETUP, LESSON_BOARD, BLOCKS, FRESH], LAPTOP) as page:
        yield page


def test_the_board_its_hand_run_and_the_row_under_them_show_with_the_cells_code(page):
    """Walk 04t, fault 5: on a laptop, with the lesson's cell of the board in view from its
    code down, the row of Reset, Speed and Predict was 34 px below the fold."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(1)
    cell.evaluate("(c) => c.scrollIntoView({block: 'start'})")
    w = cell.locator(".cr-widget")
    page.wait_for_timeout(300)
    top = cell.locator(".jp-InputArea").bounding_box()["y"]
    bottom = w.evaluate(VIEW_BOTTOM)
    shot(page, "duel-board-with-its-code")
    for box in boxes(page, w.locator("svg.cr-board"), w.locator(".cr-palette"),
                     w.get_by_role("button", name="Run", exact=True),
                     w.get_by_role("button", name="Reset", exact=True),
                     w.locator(".cr-speed"), w.locator(".cr-predict-toggle")):
        assert top <= box["y"] and box["y"] + box["height"] <= bottom, (box, top, bottom)
    assert not page.js_errors


def test_tab_goes_through_the_duel_board_as_it_is_read(page):
    """Walks 02t, 03t, 04t, 05t and 01u, fault 2: Tab in the Duel's board went from the hand
    on the right to Run on the left, then to the typed move and up to What happened. At
    1366x650 it comes in at New game and goes on as the board is read, every control in
    view with its focus showing (the first test: the board as the notebook drew it)."""
    w = page.locator(".cr-widget").first
    stops = lap(page, w)
    shot(page, "duel-board-read", w)
    read_in_order(stops)
    assert [s["said"] for s in stops] == [
        "New game", "Run", "Jump to start", "Back", "Step", "PlayPause", "Jump to end",
        "Reset", "Speed", "Predict", "Step of the replay", "What happened",
        "Add F card (forward): 2 left i", "Program as text", "Use text"]


def test_a_used_up_card_clicked_is_refused_under_the_hand_in_view(page):
    """Walk 04p, fault 5: an F clicked once more than the hand holds did nothing where it
    was clicked; the refusal came below Cards to play, grown by the cards chosen, at the
    screen's bottom edge. It now comes under the hand, in view."""
    w = page.locator(".cr-widget").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    f = w.locator('.cr-palette [data-card="F"]').first
    for _ in range(2):
        f.click()
        settled(page, w)
    # walk 04s, fault 2: the refusal's line pushed Cards to play down, and the next click
    # on the second card's x took back the card under it: what can be clicked stays put
    second = w.locator(".cr-chosen [data-node]").last
    before = places(second, f)
    f.click()
    why = w.locator(".cr-hand-why")
    why.filter(has_text="You have no F card left").wait_for(timeout=WAIT)   # walk 06r, fault 7
    assert places(second, f) == before
    shot(page, "duel-board-used-up-card", w)
    box = why.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP["height"], box
    assert w.locator(".cr-error").inner_text() == ""                # said there only
    assert w.locator(".cr-chosen [data-node]").count() == 2
    # walk 04p, fault 4: "Your hand now" counted F x0 while the line under the board said
    # "A's hand: F, F, R, L, L": the counts are what is left, and the label says so
    label = w.locator(".cr-hand-head > .cr-program-label")
    assert label.inner_text() == "Left in your hand (the rest are in Cards to play)"
    # walk 04t, fault 8: the refusal took the heading's place; the heading stays in view,
    # the refusal under it, beside the hand's cards
    heading = label.bounding_box()
    assert label.is_visible() and heading["y"] >= 0
    assert box["y"] >= heading["y"] + heading["height"], (box, heading)
    # walk 06p, fault 4: "Alt+arrows move it" had a child press Alt+Right on the list that
    # goes down the page: the help names the two arrows that move a card
    assert "Alt with the up or down arrow moves it" in w.locator(".cr-cards .cr-hint").inner_text()
    assert not page.js_errors


def test_use_text_on_a_box_emptied_after_a_refusal_says_the_box_is_empty(page):
    """Walk 04r7, fault 1: a refused text, then the box emptied (a space left) and Use text:
    "What is wrong is said under the box" stayed, and nothing was under the box."""
    w = page.locator(".cr-widget").first
    text = w.get_by_role("textbox", name="Program as text")
    text.fill("F R R")                                              # one R in the hand
    w.get_by_role("button", name="Use text", exact=True).click()
    w.locator(".cr-text-error").filter(has_text="You wrote 2 R cards").wait_for(timeout=WAIT)
    text.fill(" ")
    w.get_by_role("button", name="Use text", exact=True).click()
    status = w.locator(".cr-status")
    status.filter(has_text="The text box is empty").wait_for(timeout=WAIT)
    assert "write your cards in the box" in status.inner_text(), status.inner_text()
    assert "under the box" not in status.inner_text()
    assert w.locator(".cr-text-error").inner_text() == ""
    assert text.get_attribute("aria-invalid") is None
    shot(page, "duel-board-text-emptied-after-a-refusal", w)
    set_theme(page, "JupyterLab Dark")
    try:
        shot(page, "duel-board-text-emptied-after-a-refusal-dark", w)
    finally:
        set_theme(page, "JupyterLab Light")


def test_a_move_that_ends_the_game_tells_it_at_the_end_of_its_replay(page):
    """Walk 04p, fault 3: at the step that ends a turn, "cards played this turn at this
    step: no cards", when cards had been played: an empty pile says where they went.
    Walk 04p, fault 2: at step 2 of 8 of the replay, the words under Cards to play already
    said "The game is over": they say so at the end, and a replay step says how to see it
    (walk 04r, fault 3: the status line too, without telling the end). The refusal under
    the hand has gone with the move. Walk 04p3, fault 5: a text refused beside the cards
    Run played kept its red box once the game was over: it goes when the board shows the
    end."""
    w = page.locator(".cr-widget").first
    text = w.get_by_role("textbox", name="Program as text")
    text.fill("F R R")                                              # one R in the hand
    w.get_by_role("button", name="Use text", exact=True).click()
    refusal = w.locator(".cr-text-error")
    refusal.filter(has_text="You wrote 2 R cards").wait_for(timeout=WAIT)
    assert text.get_attribute("aria-invalid") == "true"
    w.get_by_role("button", name="Run", exact=True).click()        # F F: A lands on B
    wait_end(page, w)
    shot(page, "duel-board-game-over-after-a-refused-text", w)
    assert refusal.inner_text() == "" and text.get_attribute("aria-invalid") is None
    pile = w.locator(".cr-pile").filter(has_text="cards played this turn")
    assert "none (the cards played are put aside when a turn ends)" in pile.inner_text()
    # walk 04s, fault 1: "A's hand at this step at this step" under the replay
    labels = [x.strip() for x in w.locator(".cr-pile-label").all_inner_texts()]
    assert "A's hand at this step:" in labels and not [x for x in labels if "step at this" in x]
    assert w.locator(".cr-hand-why").inner_text() == ""
    hint = w.locator(".cr-cards .cr-hint")
    assert hint.inner_text().startswith("The game is over")
    w.get_by_role("button", name="Back", exact=True).click()
    # walk 04p3, fault 3: the hand said "No card can be picked while this move replays"
    # where Run said to choose the next move: both say what the title says
    assert hint.inner_text() == f"This move replays: press {NEXT}."
    # walk 04r, fault 3: a step before the end said "this game is over", before the win
    status = w.locator(".cr-status").inner_text()
    assert "over" not in status and "press \u21e5 (Jump to end) to see the game now" in status
    # walk 04r8, fault 1: the hand's heading said "at the end of the game" there
    label = w.locator(".cr-hand-head > .cr-program-label").inner_text()
    assert "end of the game" not in label and "once the replay ends" in label, label
    shot(page, "duel-board-replay-of-the-last-move", w)
    assert not page.js_errors


def test_a_blocks_words_read_in_the_dark(page):
    """Walk 04p, fault 12: in the dark theme "A's" and "B's" were white on light grey, at
    about 3:1: they read at 4.5:1 and more."""
    w = page.locator(".cr-widget").nth(1)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    try:
        page.wait_for_function("(el) => el.dataset.theme === 'dark'", arg=w.element_handle())
        words = w.locator(".cr-board .cr-kind-block .cr-tile-text")
        assert words.count() == 2
        ratios = [words.nth(k).evaluate(INK) for k in range(2)]
        shot(page, "duel-board-blocks-in-the-dark", w)
        assert min(ratios) >= 4.5, ratios
        # walk 06p, fault 5: the key says what the point on a piece means, beside a piece
        # drawn with its point
        facing = w.locator(".cr-legend li").filter(has_text="the way it faces")
        assert facing.locator("svg circle").count() == 1
        assert facing.locator("svg polygon").count() == 1
    finally:
        page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    assert not page.js_errors


def test_new_game_asks_first_on_a_board_opened_after_a_block_chosen_in_a_cell(page):
    """Walk 04z, fault 4: a block chosen in a cell, then the board opened: New game threw
    the child's block away at once, when it asks "Start again?" once a card is played. It
    asks first here too, and No keeps the game and its block."""
    w = page.locator(".cr-widget").nth(1)          # blocked.block("C3"), then its board
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    title = w.locator(".cr-title").inner_text()
    assert "Step 1" not in w.locator(".cr-log").inner_text()     # nothing done on the board
    w.get_by_role("button", name="New game", exact=True).click()
    ask = w.get_by_role("group", name="Start a new game?")
    ask.wait_for(timeout=WAIT)
    wait_status(page, w, "A new game takes back everything done in this game.")
    shot(page, "duel-board-new-game-asks-after-a-cell-block", w)
    w.get_by_role("button", name="No, keep this game", exact=True).click()
    wait_status(page, w, "This game goes on.")
    assert w.locator(".cr-title").inner_text() == title
    assert not page.js_errors


def test_the_status_line_says_where_the_replay_is_at_each_button(page):
    """Walk 04t, fault 7: Step and Back through a move's replay, and Back at step 0, left
    the status line empty; its end said "This is the end of the replay" after Play and
    "This is the end of the run" after Step. Each button says where the replay is, and
    the end is said one way."""
    w = page.locator(".cr-widget").nth(1)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-palette [data-card]:enabled").first.click()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    status = w.locator(".cr-status")
    ends = [status.inner_text()]
    button = {name: w.get_by_role("button", name=name, exact=True)
              for name in ("Step", "Back", "Jump to start")}
    button["Jump to start"].click()
    button["Back"].click()
    assert status.inner_text().startswith("This is the start of the run. A replay"), \
        status.inner_text()
    steps = int(w.locator(".cr-slider").get_attribute("max"))
    for _ in range(steps - 1):
        button["Step"].click()
        assert status.inner_text().startswith("A replay of the last move")
    button["Back"].click()
    assert status.inner_text().startswith("A replay of the last move")
    button["Step"].click()
    for _ in range(2):                          # to the end, and once more there
        button["Step"].click()
        ends.append(status.inner_text())
    assert all(end.startswith("This is the end of the run.") for end in ends), ends
    assert not page.js_errors


def test_predict_ticked_on_a_replay_keeps_the_replays_title(page):
    """Walk 04r6, fault 1: Predict ticked on the replay of the last move (after Jump to
    start) swapped the title "A replay: press ⇥..." for the one from before that move
    ("New game put your block on D5..."), as if the board showed the game now. The title
    says it is a replay through the guesses, and the game now's once the replay ends."""
    w = page.locator(".cr-widget").nth(1)
    title = w.locator(".cr-title")
    now = title.inner_text()                    # the end of the move: the game now
    w.get_by_role("button", name="Jump to start", exact=True).click()
    assert title.inner_text() == f"A replay: press {NEXT}."
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-status-beside").wait_for(timeout=WAIT)
    assert title.inner_text() == f"A replay: press {NEXT}."
    w.get_by_role("button", name="Step", exact=True).click()
    w.locator(".cr-status").filter(has_text="Predict: click the square").wait_for(timeout=WAIT)
    assert title.inner_text() == f"A replay: press {NEXT}."
    shot(page, "duel-board-predict-on-a-replay", w)
    w.locator(".cr-predict-toggle").uncheck()
    w.get_by_role("button", name="Jump to end", exact=True).click()
    assert title.inner_text() == now
    assert not page.js_errors


def test_run_with_no_card_keeps_the_predict_replay(page):
    """Walk 04r, fault 2: Run pressed with no card chosen, while the last move's replay
    was being guessed, jumped to its end, dropped the guesses and said "Not played". It
    says to choose a card first, and the guessing stays where it was."""
    w = page.locator(".cr-widget").first
    w.locator(".cr-new-game").click()                       # the game above is over
    w.locator(".cr-status").filter(has_text="New game started.").wait_for(timeout=WAIT)
    r = w.locator('.cr-palette [data-card="R"]').first
    r.click()
    settled(page, w)
    # walk 04s, fault 3: ticking Predict put its words at the top of the column and moved the
    # hand about 65 px down, under the child's next click: the hand and the cards stay put
    chosen = w.locator(".cr-chosen [data-node]").first
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    before = places(r, chosen)
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-status-beside").wait_for(timeout=WAIT)
    assert places(r, chosen) == before
    w.get_by_role("button", name="Run", exact=True).click()
    status = w.locator(".cr-status")
    status.filter(has_text="Predict: click the square").wait_for(timeout=WAIT)
    counter = w.locator(".cr-counter").inner_text()
    w.get_by_role("button", name="Run", exact=True).click()  # no card chosen
    w.locator(".cr-error").filter(has_text="Choose at least one card of your hand first"
                                  ).wait_for(timeout=WAIT)
    assert "Not played" not in w.inner_text()
    assert status.inner_text().startswith("Predict: click the square")
    assert w.locator(".cr-counter").inner_text() == counter
    assert not page.js_errors


def test_predict_says_what_a_step_that_plays_no_card_is(page):
    """Walk 04t, fault 3: after step 1 (a card) the question for step 2 was only "click the
    square where A will be after step 2": nothing said that step 2 draws cards, a step of
    no card. The question and What happened say what the step is, not where A goes."""
    w = page.locator(".cr-widget").first
    status = w.locator(".cr-status")
    step = w.get_by_role("button", name="Step", exact=True)
    step.click()                               # step 1, R, waits: the keys go to the board
    for _ in range(2):                         # A turns on its square: it stays there
        page.keyboard.press("Enter")           # (asked once more, then taken)
    page.wait_for_function("(el) => el.dataset.predicted === 'right'",
                           arg=w.element_handle(), timeout=WAIT)
    step.click()
    status.filter(has_text="after step 2").wait_for(timeout=WAIT)
    what = "A draws cards until the hand holds 5 again"
    assert f"Step 2 plays no card: {what}." in status.inner_text()
    assert w.locator(".cr-log-next").inner_text() == f"Step 2, to guess: {what}."
    shot(page, "duel-board-predict-a-draw", w)
    assert not page.js_errors


def test_before_the_blocks_the_hand_waits_and_gives_one_instruction(page):
    """Walk 04s, fault 5: before any block was placed, the title asked for a block, What
    happened said "Choose cards from your hand, then press Run", and the cards could be
    picked, for Run to say "Not played: first each side puts one block". The hand is not
    offered and says it waits for the blocks; What happened tells no move to make."""
    w = page.locator(".cr-widget").last
    assert "block" in w.locator(".cr-title").inner_text()
    cards = w.locator(".cr-palette [data-card]")
    assert cards.count() and all(cards.nth(k).is_disabled() for k in range(cards.count()))
    hint = w.locator(".cr-cards .cr-hint").inner_text()
    assert hint.startswith("Your cards wait: first each side puts one block"), hint
    assert "Choose cards" not in w.locator(".cr-log").inner_text()
    # walk 04r6, fault 2: Step said "click cards of your hand", which could not be clicked
    w.get_by_role("button", name="Step", exact=True).click()
    said = w.locator(".cr-status").inner_text()
    assert "click cards" not in said and "first each side puts one block" in said, said
    shot(page, "duel-board-step-before-the-blocks", w)
    assert not page.js_errors


def test_run_looks_off_while_the_cards_wait_and_says_why_when_pressed(page):
    """Walk 04t, fault 6: before the blocks (and on a board of an older game) the cards were
    greyed out but Run stayed bright green, while after game over it looked off. It looks
    off whenever the cards wait, and pressed it still says what to do."""
    w = page.locator(".cr-widget").last
    run = w.get_by_role("button", name="Run", exact=True)
    assert run.evaluate("(el) => getComputedStyle(el).opacity") == "0.5"
    run.click()
    said = w.locator(".cr-error")
    said.filter(has_text="block").wait_for(timeout=WAIT)
    shot(page, "duel-board-run-before-the-blocks", w)
    assert not page.js_errors


def test_a_move_played_in_a_cell_shows_the_board_under_its_words(page):
    """Walk 04v, fault 7: the cells that place a block or play cards printed only words, and
    the board was a screen or more above. The move's words come with the picture of the
    position under them, light and dark."""
    cell = run_cell(page, 'played = DuelPlay(seed=2026)\nplayed.block("C3")')
    out = cell.locator(".jp-OutputArea-output")
    out.locator(".cr-picture svg").wait_for(timeout=WAIT)
    words, picture = out.locator("pre").first, out.locator(".cr-picture svg")
    assert words.inner_text().startswith("You (A) place C3:")
    assert words.bounding_box()["y"] < picture.bounding_box()["y"]
    cell.evaluate("(c) => c.scrollIntoView({block: 'start'})")
    shot(page, "duel-cell-move-picture")
    set_theme(page, "JupyterLab Dark")
    try:
        cell.evaluate("(c) => c.scrollIntoView({block: 'start'})")
        shot(page, "duel-cell-move-picture-dark")
    finally:
        set_theme(page, "JupyterLab Light")
    assert not page.js_errors


def test_run_pressed_twice_is_not_told_to_choose_a_card(page):
    """Walk 06y, fault 2: Enter pressed twice on Run played the move, and the second press,
    which came once the chosen cards had gone into the move, left a red "Choose at least one
    card of your hand first" under the cards through the replay and after it. A press of Run
    while the move replays is told the run is still playing, and nothing red stays."""
    cell = run_cell(page, 'DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"},'
                          ' "B": {"at": "E1", "facing": "S"}}, "hands": {"A": ["F", "L", "F",'
                          ' "R", "F"], "B": ["L"] * 5}, "deck": ["F"] * 20, "blocks_each": 0},'
                          ' seed=3).widget()')
    w = cell.locator(".cr-widget")
    w.wait_for(timeout=WAIT)
    settled(page, w)
    w.locator(".cr-speed").fill("1")                          # 2 steps a second
    for card in ("F", "F"):
        w.locator(f'.cr-palette [data-card="{card}"]:not([disabled])').first.click()
    run = w.get_by_role("button", name="Run", exact=True)
    run.focus()
    page.keyboard.press("Enter")
    w.locator(".cr-chosen [data-node]").first.wait_for(state="detached", timeout=WAIT)
    page.keyboard.press("Enter")                              # again, as the move replays
    w.locator(".cr-status").filter(has_text="still playing").wait_for(timeout=WAIT)
    # walk 04p3, fault 3: "or choose your next move", where a hand replaying a game's end
    # said no card could be picked: it says what the title says
    assert w.locator(".cr-status").inner_text() == \
        f"The run is still playing: press Pause to stop it, or press {NEXT}."
    assert w.locator(".cr-title").inner_text() == f"A replay: press {NEXT}."
    assert "Choose at least one card" not in w.locator(".cr-error").inner_text()
    wait_end(page, w)
    shot(page, "duel-run-twice", w)
    assert "Choose at least one card" not in w.locator(".cr-error").inner_text()
    assert not page.js_errors



# a game where A's first F lands on B: over after one move; A's hand not in letter order
ENDS = """\
ends = DuelPlay({"robots": {"A": {"at": "C1", "facing": "S"}, "B": {"at": "C2", "facing": "N"}},
                 "hands": {"A": ["L", "L", "F", "F", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=2026)
print(ends.status())
ends.widget()"""


@pytest.fixture(scope="module")
def ends(page):
    """The board of ENDS, drawn under its cell's words."""
    cell = run_cell(page, ENDS)
    w = cell.locator(".cr-widget")
    w.wait_for(timeout=WAIT)
    settled(page, w)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return cell, w


def test_the_hand_under_the_board_is_in_the_order_the_cell_says_it(page, ends):
    """Walk 04q4, fault 1: the cell and the desk check said "L L F F F", the board's "A's
    hand at this step" said "F, F, F, L, L": a child thought the hand had changed. The board
    says the hand in its own order, as the words and the desk check do."""
    cell, w = ends
    said = cell.locator(".jp-OutputArea-output pre").first.inner_text()
    assert "Your hand: L L F F F." in said
    hand = w.locator(".cr-pile").filter(has_text="A's hand")
    assert hand.inner_text().endswith("A's hand at this step: L, L, F, F, F")
    assert not page.js_errors


def test_run_after_a_note_says_only_what_run_found(page, ends):
    """Walk 04q4, fault 3: Delete pressed in the hand with Cards to play empty said "No card
    to take back: Cards to play is empty."; Run then said, red, "Choose at least one card",
    and the note stayed beside it. One message shows at a time: the newest."""
    _, w = ends
    status, error = w.locator(".cr-status"), w.locator(".cr-error")
    w.locator('.cr-palette [data-card="F"]').focus()
    page.keyboard.press("Delete")
    wait_status(page, w, "No card to take back: Cards to play is empty.")
    w.get_by_role("button", name="Run", exact=True).click()
    error.filter(has_text="Choose at least one card of your hand first").wait_for(timeout=WAIT)
    assert status.inner_text() == ""
    shot(page, "duel-board-run-with-no-card-one-message", w)
    w.locator('.cr-palette [data-card="F"]').focus()      # and the note after the refusal
    page.keyboard.press("Delete")
    wait_status(page, w, "No card to take back: Cards to play is empty.")
    assert error.inner_text() == ""
    assert not page.js_errors


# New game pressed again the moment the board says the new game started
PRESS_WHEN_DEALT = """(b) => {
  const status = b.closest('.cr-widget').querySelector('.cr-status');
  new MutationObserver((_, seen) => {
    if (!status.textContent.includes('New game started.')) return;
    seen.disconnect();
    b.click();
  }).observe(status, {childList: true, characterData: true, subtree: true});
}"""


def test_new_game_pressed_twice_deals_one_game(page, ends):
    """Walk 04q4, fault 2: Enter pressed twice on New game, the game over, dealt two games,
    "seed 2028, the one after 2027": 2027 was never seen. A second press while the first
    new game is on its way does nothing, as Run's does; so does one that comes just after
    Python's answer (the second press of a double press, answered in between)."""
    _, w = ends
    w.locator('.cr-palette [data-card="F"]').click()
    settled(page, w)
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    assert "Game over" in w.locator(".cr-title").inner_text()
    new = w.locator(".cr-new-game")
    # a press just after the answer came: as the board says so (a key pressed from here
    # came seconds later on a busy machine, once, and rightly dealt seed 2028)
    new.evaluate(PRESS_WHEN_DEALT)
    with slow_python(page):
        new.focus()
        page.keyboard.press("Enter")
        page.wait_for_timeout(300)
        page.keyboard.press("Enter")                 # on its way
        wait_status(page, w, "New game started.")
        page.wait_for_timeout(2000)                  # a second deal would be here by now
        settled(page, w)
    assert run_code(page, "print('dealt seed', ends.seed)").strip() == "dealt seed 2027"
    assert "New game started." in w.locator(".cr-status").inner_text()
    assert "2028" not in w.locator(".cr-title").inner_text()
    assert not page.js_errors

