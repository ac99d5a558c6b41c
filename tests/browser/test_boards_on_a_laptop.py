"""Playing boards on a school laptop's page (1366x650), each board's title at the top of the
notebook's view, worked as a child does: one notebook of fourteen boards (formerly the modules
test_walk_editorsk, test_walk_editorsl, test_board_answers, test_walk_drawj and
test_walk_editorsn, five notebooks: a notebook and its Python took seconds each to start).

Walks 02j, 03j, 05i and 07j (formerly test_walk_editorsk), walk 08k (and 02k, 03k, 05k, 09k;
formerly test_walk_editorsl): the card editors (widgets/editors/).

What a board says after a press, where and when (formerly test_board_answers): the answer
to a press, a refusal and the words under the typed program are in view; Predict's keys keep
the step asked in the words; a stop mark on the first card a run plays stops Play before
it, lit; a board that lost Python says nothing of an edit it did not make; the Droids game's
draw says how many chits were chosen, not 7, in the board's own font.

Walks 07i and 06i (formerly test_walk_drawj): how pieces and their badges are drawn. Walk
07i, faults 9 and 15: on the 12x12 RoboRally board (squares about 30 px) a robot's lives and
damage ran together ("♥3-✖1"). Walk 06i, fault 3: three pieces on the tunnel end 18 hid the
square's "18TT", and a crowded piece's "RC" was a few pixels high.

Faults of the fresh-eyes walks (issue 29) in the editors and the drawn board (formerly
test_walk_editorsn): the Duel's hand and a Droids board's laid obstacle."""

from __future__ import annotations

import json

import pytest

from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    settled,
    shot,
    wait_end,
    wait_idle,
    wait_status,
    wait_text,
)
from tests.support.kernel import python_says

CELLS = [
    # walks 02j, 03j, 05i and 07j
    "from codyroby_lab import lessons",
    'lessons.board("REPEAT 2 [F] L", at="C3", title="One")',
    'lessons.board("' + "F " * 10 + 'REPEAT 2 [F F F R] F F", at="C3", title="Long")',
    """\
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.ui import BoardWidget
BoardWidget(RoboRally.from_setup({
    "board": {"width": 6, "height": 6, "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
    "robots": {"Twonky": {"at": "C5"}, "Zoom Bot": {"at": "E5"}}}).new_state(seed=3),
    viewer="Twonky")""",
    # walk 08k
    """\
from codyroby_lab.lessons import droids as lesson
game = lesson.DroidsPlay("statue", players=["red", "blue"], seed=4)
game.draw("violet 4 red 3")
game.place(game.hint().split('"')[1])
game.widget()""",
    """\
free_board = lesson.ChitsBoard(rack=("V2", "VX", "PU", "MA", "ML"), at="A1")
free_board.widget()""",
    'lessons.board("F REPEAT 2 [F] L", at="C3", title="Round")',
    # what a board says after a press
    "from codyroby_lab.ui import CodyRobyBoard\n"
    "b = CodyRobyBoard({'width': 5, 'height': 5}, at='A5', program='REPEAT WHILE ahead [F] R')\n"
    "b",
    "race = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    # a turn played from a cell: the race's title takes two lines, as in the walk
    "race.move(race._suggestion())",
    "dg = lesson.DroidsPlay('statue', players=['red', 'blue'], seed=4)\ndg.widget()",
    # walks 07i and 06i: badges
    """\
badges = lessons.RoboRallyRace({"robots": {"Twonky": {"at": "G4", "damage": 7, "flags": 1},
    "Zoom Bot": {"at": "G5", "damage": 9, "flags": 1}, "Hammer Bot": {"at": "G6", "damage": 1}}})
badges.widget()""",
    """\
crowd = lessons.EnergySeekersPlay({"players": ["ada", "cody", "roby"], "controlled": ["ada"],
    "pieces": {p: {"position": 18, "facing": "E"} for p in ("ada", "cody", "roby")}})
crowd.widget()""",
    # two robots pushed into one pit: crossed out there together till the turn ends, each
    # drawn smaller on the shared square (walk 07q5, fault 3)
    """\
pit = {"board": {"width": 5, "height": 5, "elements": [{"kind": "pit", "at": "C2"}]},
       "robots": {"Twonky": {"at": "C3", "damage": 2, "facing": "N"},
                  "Zoom Bot": {"at": "C4", "damage": 3, "facing": "N"}},
       "program": {"Twonky": ["Move 1 (priority 490)"], "Zoom Bot": ["Move 2 (priority 670)"]},
       "phases": 1}
lessons.replay(pit, show=True)""",
    # issue 29's walks: the Duel's hand, a Droids board
    """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["F", "R", "L", "L", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)
duel.widget()""",
    """\
from codyroby_lab.lessons.droids import DroidsPlay
dp = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={
    "phase": "program", "first": "red", "robots": {"red": "C1"},
    "racks": {"red": ["V1", "V2", "PU"], "blue": ["B1"]},
    "objects": [{"kind": "obstacle", "at": "E4"}]})
dp.widget()""",
]
#: the boards, in the notebook's order
TITLES = ["One", "Long", "Race", "Game", "Free", "Round", "Answers", "Answers race",
          "Answers droids", "Badges", "Crowd", "Pit", "Duel", "Droids"]
ANSWERS = TITLES.index("Answers")

# Is the element (the first match of the selector in the board) whole inside the part of
# the notebook on show?
WHOLE = """([w, sel]) => {
  let sc = w.parentElement;
  const scrolls = (n) => /(auto|scroll)/.test(getComputedStyle(n).overflowY)
    && n.scrollHeight > n.clientHeight;
  while (sc && !scrolls(sc)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect(), r = w.querySelector(sel).getBoundingClientRect();
  return r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
}"""


BOX = "(el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


@pytest.fixture(scope="module")
def page(lab, browser):
    with notebook_page(lab, browser, "boards_on_a_laptop.ipynb", CELLS,
                       viewport=LAPTOP) as page:
        wait_idle(page)
        page.locator(".cr-widget .cr-board").nth(len(TITLES) - 1).wait_for(timeout=WAIT)
        yield page


def board(page, title):
    """The board ``title``, its title at the top of the notebook's view."""
    w = page.locator(".cr-widget").nth(TITLES.index(title))
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def answers_board(page, k: int):
    """The k-th board of what a board says after a press, its title at the top of the view."""
    w = page.locator(".cr-widget").nth(ANSWERS + k)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    return w


# --- walks 02j, 03j, 05i and 07j (formerly test_walk_editorsk) ---------------------------

def test_deleting_a_repeat_with_one_card_inside_says_it_in_plain_english(page):
    """Walk 03j, fault 1: "the 1 card inside it stay in the program". Walk 03q5, fault 2:
    after Delete the next card had the focus, so a second Delete took it too, and nothing
    near the board said that Ctrl+Z puts a card back: the words under the program say it,
    and it is true; they go when it is back."""
    w = board(page, "One")
    w.locator(".cr-stack [data-node]").first.focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "F L")
    wait_status(page, w, "REPEAT card removed: the card inside it stays in the program")
    put_back = "To put back the REPEAT card you took out, press Ctrl+Z."
    hint = w.locator(".cr-hint")                   # the words under the program
    assert hint.text_content().startswith(put_back), hint.text_content()
    page.keyboard.press("Control+z")
    wait_text(page, w, "REPEAT 2 [F] L")
    assert "Ctrl+Z" not in hint.text_content(), hint.text_content()
    page.keyboard.press("Delete")                  # the REPEAT has the focus again
    wait_text(page, w, "F L")
    assert not page.js_errors


def test_a_card_moved_inside_a_repeat_shows_with_the_repeat_header(page):
    """Walk 02j, fault 3: the Program box scrolled so the REPEAT's header with its number box
    was out of the box's top while a card inside it was edited."""
    w = board(page, "Long")
    program = w.locator(".cr-stack")
    card = w.locator(".cr-stack [data-node]").nth(14)      # the R, last in the REPEAT
    card.evaluate("(el) => { el.focus({preventScroll: true}); const box = el.closest('.cr-stack');"
                  " box.scrollTop += el.getBoundingClientRect().top"
                  " - box.getBoundingClientRect().top; }")
    page.keyboard.press("Alt+ArrowUp")                      # R goes before the F above it
    wait_text(page, w, "F " * 10 + "REPEAT 2 [F F R F] F F")
    seen = program.evaluate("""(box) => {
        const b = box.getBoundingClientRect();
        const inside = (el) => { const r = el.getBoundingClientRect();
                                 return r.top >= b.top - 1 && r.bottom <= b.bottom + 1; };
        const cards = box.querySelectorAll('[data-node]');
        return [inside(cards[10].querySelector('.cr-card-head')), inside(cards[13])]; }""")
    assert seen == [True, True]
    assert not page.js_errors


def test_a_card_dropped_on_the_grid_says_how_to_take_a_card_out(page):
    """Walk 02j, fault 10: a card dragged onto the grid snapped back without a word."""
    w = board(page, "One")
    w.locator(".cr-stack [data-node]").last.drag_to(w.locator("svg.cr-board"))
    wait_status(page, w, "To take a card out, drag it onto the cards above, or click it and press "
                    "Delete.")
    assert w.locator(".cr-stack [data-node]").count() == 2
    assert not page.js_errors


def test_four_cards_of_five_say_at_once_the_program_needs_five(page):
    """Walk 07j: typing 1 2 3 4 filled four registers of five and nothing was said until Run."""
    w = board(page, "Race")
    regs = w.locator(".cr-rr-registers [data-register]")
    for r in range(4):
        regs.nth(r).focus()
        page.keyboard.press(str(r + 1))
    wait_status(page, w, "in register 4. The program needs 5 cards: one register is still empty.")
    regs.nth(4).focus()
    page.keyboard.press("5")
    wait_status(page, w, "in register 5")
    assert "needs" not in w.locator(".cr-status").inner_text()
    assert not page.js_errors


# --- walk 08k (formerly test_walk_editorsl) -------------------------------------------------

def red_square(page, w) -> tuple[str, str]:
    """Where the board draws Red, and where the game holds it now."""
    drawn = w.locator("svg.cr-board [data-piece='red']").get_attribute("aria-label")
    now = json.loads(python_says(page, "import json\nprint(json.dumps("
                                    "game.state.to_dict()['robots']['red']['at']))"))
    return drawn, now


def test_the_game_board_replays_a_move_sent_to_its_end(page):
    """Walk 08k, fault 6: after "I'm done placing chits" and after Send order the game board's
    replay stopped at step 0, so it showed the position before the move under words about
    the one after it (Red in column A while only C was lit). It plays the move to its end."""
    w = board(page, "Game")
    w.get_by_role("button", name="I'm done placing chits").click()
    wait_end(page, w)
    assert not w.locator(".cr-counter").inner_text().startswith("step 0 ")
    lit = w.locator(".cr-tx.cr-lit").first
    lit.wait_for(timeout=WAIT)
    lit.locator(".cr-tx-line").click()
    wait_text(page, w, f"send {lit.get_attribute('data-line')}")
    w.get_by_role("button", name="Send order", exact=True).click()
    settled(page, w)
    wait_end(page, w)
    drawn, now = red_square(page, w)
    assert f"at {now}" in drawn, (drawn, now)
    assert not page.js_errors


def test_run_my_chits_with_a_chit_in_hand_keeps_it_and_says_so(page):
    """Walk 08k, fault 3: with keys only, a child chose VX, turned it, and pressed Tab, Tab,
    Enter for Place chit; the panel's Run my chits comes first, so the run went without VX,
    which went back to the rack unsaid. The chit stays in hand, and the board says why."""
    w = board(page, "Free")
    chit = w.locator('.cr-chits-rack [data-chit="VX"]')
    chit.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    w.get_by_role("button", name="Run my chits").focus()
    page.keyboard.press("Enter")
    said = "VX is in your hand: put it in a box and press Place chit to lay it"
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(), said], timeout=WAIT)
    assert chit.get_attribute("aria-pressed") == "true"
    assert "arrow E" in chit.get_attribute("aria-label")
    assert w.locator(".cr-error").inner_text() == ""
    # said under the button too (walk 08m, fault 6: the line under the slider was out of
    # view at the transmitters, so Run my chits seemed to do nothing)
    assert said in w.locator(".cr-chits-choice").inner_text()
    assert not page.js_errors


def test_a_chit_whose_way_is_in_what_it_does_shows_no_arrow(page):
    """Walk 08k, fault 7: the rack drew MA with an arrow down and ML with one right (a
    screen reader said "arrow S"), while the lesson's table says they have none."""
    w = board(page, "Free")
    for code in ("MA", "ML"):
        chit = w.locator(f'.cr-chits-rack [data-chit="{code}"]')
        assert chit.locator(".cr-chit-dir").inner_text() == ""
        assert "arrow" not in chit.get_attribute("aria-label")
    w.locator('.cr-chits-rack [data-chit="MA"]').click()
    w.locator('.cr-box[data-line="B"][data-box="1"]').click()
    wait_text(page, w, "MA B 1 S")
    placed = w.locator('.cr-box[data-line="B"][data-box="1"]')
    assert placed.inner_text().strip() == "MA"
    page.keyboard.press("r")
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-status").element_handle(),
                                "MA has no arrow to turn."], timeout=WAIT)
    page.keyboard.press("Escape")                       # MA goes back to the rack
    wait_text(page, w, "")
    assert not page.js_errors


def test_ctrl_z_gives_back_where_new_cards_go(page):
    """Walk 03k, fault 7: Enter on a REPEAT (new cards go into it), a wrong card added, Ctrl+Z:
    the program came back but not the choice, so the next card went after the REPEAT."""
    w = board(page, "Round")
    w.locator(".cr-stack [data-node]").nth(1).focus()           # the REPEAT
    page.keyboard.press("Enter")
    w.locator('.cr-palette [data-card="R"]').click()
    wait_text(page, w, "F REPEAT 2 [F R] L")
    page.keyboard.press("Control+z")
    wait_text(page, w, "F REPEAT 2 [F] L")
    w.locator('.cr-palette [data-card="F"]').click()
    wait_text(page, w, "F REPEAT 2 [F F] L")
    assert not page.js_errors


def test_tab_from_a_box_reaches_place_chit_before_run_my_chits(page):
    """Walk 08m, fault 6: with keys only, a child put a chit in a box and pressed Tab, then
    Enter, meaning Place chit; Tab reached Run my chits first, which refused, and the chit was
    never laid. Tab from the box reaches Place chit, then Run my chits; Shift+Tab goes back."""
    w = board(page, "Free")
    page.keyboard.press("Escape")
    w.locator('.cr-chits-rack [data-chit="V2"]').focus()
    page.keyboard.press("Enter")
    w.locator('.cr-box[data-line="C"][data-box="1"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.value.startsWith('V2 C 1 ')",
                           arg=w.locator(".cr-program-text").element_handle(), timeout=WAIT)
    focused = "() => (document.activeElement.textContent || '').trim()"
    names = []
    for _ in range(6):
        page.keyboard.press("Tab")
        name = page.evaluate(focused)
        if name in ("Place chit", "Run my chits"):
            names.append(name)
            if len(names) == 1:
                page.keyboard.press("Tab")
                names.append(page.evaluate(focused))
            break
    assert names == ["Place chit", "Run my chits"], names
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(focused) == "Place chit"
    page.keyboard.press("Enter")
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[w.locator(".cr-title").element_handle(), "Chit placed"],
                           timeout=WAIT)
    assert w.locator('.cr-box[data-line="C"][data-box="1"]').inner_text().strip().startswith("V2")
    assert not page.js_errors


# --- what a board says after a press (formerly test_board_answers) --------------------------

def whole(w, sel: str) -> bool:
    return w.evaluate(f"(w, sel) => ({WHOLE})([w, sel])", sel)


def status(w) -> str:
    return w.locator(".cr-status").inner_text()


def test_codyroby_board_answers_in_view_and_in_words(page):
    w = answers_board(page, 0)
    w.get_by_role("button", name="Back", exact=True).click()      # no run yet: said why
    wait_status(page, w, "No run yet")
    assert whole(w, ".cr-status"), "the answer to Back is below the page"
    # Predict with keys: the frame moved, the words still ask about step 1 (walk 03n, fault 9)
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    wait_status(page, w, "Predict:")
    page.keyboard.press("ArrowUp")
    assert "after step 1" in status(w) and "A4" in status(w), status(w)
    page.keyboard.press("Escape")
    w.locator(".cr-predict-toggle").uncheck()
    # a stop mark on the F inside REPEAT WHILE: Play stops before it runs (walk 03n, fault 15)
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("b")
    w.get_by_role("button", name="Play", exact=True).click()
    wait_status(page, w, "stop mark")
    assert w.locator(".cr-counter").inner_text().startswith("step 0 of"), \
        w.locator(".cr-counter").inner_text()
    # the card that runs next is lit, as the words say (walk 03z, fault 8)
    assert w.locator(".cr-stack .cr-running").get_attribute("data-node") == "1"
    shot(page, "board-answers-stop-mark", w)
    # Python gone: a card clicked is not said to be added (walk 03n, fault 7)
    w.evaluate("w => { w.__codyroby.model.send = () => { throw new Error('no kernel'); }; }")
    w.locator(".cr-palette .cr-card").first.click()
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for()
    assert "added" not in status(w), status(w)
    assert not page.js_errors


def test_race_board_says_what_is_wrong_with_a_typed_program_in_view(page):
    w = answers_board(page, 1)
    w.locator(".cr-program-text").fill("1 1 2 3 4")
    w.get_by_role("button", name="Use text").click()
    settled(page, w)
    w.locator(".cr-text-error").filter(has_text="1").wait_for()
    shot(page, "board-answers-race-text", w)
    # what is wrong with the text is in view (walk 07o, fault 3)
    assert whole(w, ".cr-text-error"), "the words under the box are below the page"
    assert whole(w, ".cr-status"), "the answer to Use text is out of view"
    # the answer to a button under the board shows right under it (walk 04n, fault 10)
    w = answers_board(page, 1)
    w.get_by_role("button", name="Reset", exact=True).click()
    wait_status(page, w, "A replay of the last turn")
    assert whole(w, ".cr-status"), "the answer to Reset is below the page"


def test_droids_draw_short_of_seven_says_so_in_view(page):
    w = answers_board(page, 2)
    for colour in ["violet"] * 3 + ["red"] * 3:
        w.locator(f'[data-more="{colour}"]').click()
        settled(page, w)
    w.get_by_role("button", name="Draw chits", exact=True).click()
    w.locator(".cr-error").filter(has_text="not 7").wait_for()
    assert "You chose 6 chits, not 7: choose 1 more" in w.locator(".cr-error").inner_text()
    # (walk 08n, faults 2 and 3)
    assert whole(w, ".cr-error"), "the refusal of Draw chits is out of view"
    # the line of what Run plays is in the board's font (walk 08o, fault 4)
    font = w.locator(".cr-chits-choice").evaluate("el => getComputedStyle(el).fontFamily")
    assert "mono" not in font, font
    assert not page.js_errors


# --- walks 07i and 06i: pieces and badges (formerly test_walk_drawj) -----------------------

def square_of(piece):
    """The square (left, top, right, bottom, in px) a piece stands on: its board's square
    size around the middle of its body (a piece alone stands in its square's middle)."""
    svg = piece.locator("xpath=ancestor::*[local-name()='svg'][1]")
    cell = svg.locator(".cr-cell").first.evaluate(BOX)
    size = cell[2] - cell[0]
    body = piece.locator(".cr-piece-body").evaluate(BOX)
    cx, cy = (body[0] + body[2]) / 2, (body[1] + body[3]) / 2
    return [cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2]


def test_lives_and_damage_stand_apart_inside_the_square(page):
    """Faults 9 and 15: each robot's lives and damage marks keep a clear gap between them
    (at least 4 px of this laptop's screen) and both stay inside the robot's square."""
    w = board(page, "Badges")
    for name in ("Twonky", "Zoom Bot", "Hammer Bot"):
        piece = w.locator(f'.cr-piece[data-piece="{name}"]')
        lives = piece.locator(".cr-badge-lives").evaluate(BOX)
        damage = piece.locator(".cr-badge-damage").evaluate(BOX)
        assert piece.locator(".cr-badge-damage").text_content().startswith("\u2716")
        gap = damage[0] - lives[2]
        print(name, "gap", round(gap, 1), "px")
        assert gap >= 4, (name, gap, lives, damage)
        square = square_of(piece)
        for box in (lives, damage):
            assert square[0] - 0.5 <= box[0] and box[2] <= square[2] + 0.5, (name, box, square)
            assert square[1] - 0.5 <= box[1] and box[3] <= square[3] + 0.5, (name, box, square)
    shot(page, "walkdrawj-race-badges", w)
    assert not page.js_errors


def test_crowded_pieces_leave_the_squares_words_in_view(page):
    """Walk 06i, fault 3: with Ada, Cody and Roby on the tunnel end 18 (A4), the square's
    "18TT" moves to its top-left corner and nothing covers it; the pieces stand on the
    square, their middles in it, and Ada's remote-control mark (walk 06n, fault 3: a ring
    round her) is at least 7 px high. Walk 06q5, fault 1: the three were tiny overlapping
    discs, A, C and R unread: each body is at least 14 px wide, its letter at least 7 px
    high, and no body covers another (this test held the bodies inside the square before:
    they may now reach into the square under it)."""
    w = board(page, "Crowd")
    words = w.locator(".cr-tile-text", has_text="18TT")
    box = words.evaluate(BOX)
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest("
                           "'.cr-tile, .cr-piece').getAttribute('class')",
                           [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2])
    assert "cr-kind-tunnel" in on_top, on_top
    assert box[3] - box[1] >= 7, box
    # walk 06n, fault 3: an "RC" over the words named no piece: a ring round Ada says it
    rc = w.locator('.cr-piece[data-piece="ada"] .cr-piece-rc')
    assert rc.is_visible() and rc.evaluate(BOX)[3] - rc.evaluate(BOX)[1] >= 7
    square = words.locator("xpath=..").evaluate(BOX)                 # its tile
    bodies = []
    for p in ("ada", "cody", "roby"):
        piece = w.locator(f'.cr-piece[data-piece="{p}"]')
        body = piece.locator(".cr-piece-body").evaluate(BOX)
        mid = ((body[0] + body[2]) / 2, (body[1] + body[3]) / 2)
        assert square[0] - 3 <= mid[0] <= square[2] + 3, (p, body, square)
        assert square[1] - 3 <= mid[1] <= square[3] + 3, (p, body, square)
        assert body[1] >= box[3] - 1, (p, body, box)      # under the words
        letter = piece.locator(".cr-piece-mark").evaluate(BOX)
        print(p, "body", round(body[2] - body[0], 1), "px, letter",
              round(letter[3] - letter[1], 1), "px")
        assert body[2] - body[0] >= 14 and letter[3] - letter[1] >= 7, (p, body, letter)
        assert piece.locator(".cr-piece-mark").text_content() == p[0].upper()
        bodies.append(body)
    for i, a in enumerate(bodies):                        # round bodies: by their middles
        for b in bodies[i + 1:]:
            apart = (((a[0] + a[2]) - (b[0] + b[2])) ** 2 + ((a[1] + a[3]) - (b[1] + b[3])) ** 2
                     ) ** 0.5 / 2
            assert apart >= (a[2] - a[0] + b[2] - b[0]) / 2, (a, b)
    shot(page, "walkdrawj-crowd", w)
    assert not page.js_errors


def test_the_marks_under_robots_on_one_square_stand_apart(page):
    """Walk 07q5, fault 3: "✖1" sat on "♥3" under a robot. Two robots pushed into one pit
    share its square, each drawn smaller, their marks drawn larger to stay readable: under
    each one, lives and damage still keep a clear gap (light and dark)."""
    w = board(page, "Pit")
    w.get_by_role("button", name="Run", exact=True).click()
    wait_end(page, w)
    marks = []
    for name in ("Twonky", "Zoom Bot"):
        piece = w.locator(f'.cr-piece[data-piece="{name}"]')
        assert "at C2" in piece.get_attribute("aria-label"), name       # both in the pit
        marks += [(name, piece.locator(f".cr-badge-{k}").evaluate(BOX))
                  for k in ("lives", "damage")]
    for k, (one, a) in enumerate(marks):                 # no two marks meet, whoever's
        for other, b in marks[k + 1:]:
            apart = max(b[0] - a[2], a[0] - b[2]) >= 4 or max(b[1] - a[3], a[1] - b[3]) >= 0
            assert apart, (one, a, other, b)
    shot(page, "walkdrawj-pit-badges-light", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
    page.wait_for_function("(w) => w.dataset.theme === 'dark'", arg=w.element_handle())
    shot(page, "walkdrawj-pit-badges-dark", w)
    page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")
    assert not page.js_errors


# --- issue 29's walks: the Duel's hand, a laid obstacle (formerly test_walk_editorsn) ------

def test_a_double_click_on_x_takes_back_one_card(page):
    """Walk 04n, fault 7: a double click on the × of the 2nd card of F L F took back the L,
    then the F that slid up under the pointer. One card goes back, the F stays."""
    w = board(page, "Duel")
    chosen = w.locator(".cr-chosen [data-node]")
    for card in "FLF":
        w.locator(f'.cr-palette [data-card="{card}"]').first.click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-node]').length === 3",
                           arg=w.locator(".cr-chosen").element_handle())
    chosen.nth(1).locator(".cr-take-back").dblclick()
    w.locator(".cr-status").filter(has_text="L card back in your hand").wait_for()
    page.wait_for_timeout(500)                       # a second take-back would be drawn by now
    labels = [c.get_attribute("aria-label") or "" for c in chosen.all()]
    assert [label.split(": ")[1].split(" ")[0] for label in labels] == ["F", "F"], labels



def test_an_obstacle_laid_fills_its_square_in_a_look_of_its_own(page):
    """Walk 08n, fault 12: an obstacle laid on the board was a tiny tag, its word "obstacle"
    too small to read. It fills its square as a fixed obstacle does, the word unseen, in
    another colour (walk 08p, fault 1: the two looked the same, and only a laid one can be
    picked up)."""
    w = board(page, "Droids")
    fixed = w.locator(".cr-tile.cr-kind-obstacle .cr-tile-bg").first
    laid = w.locator(".cr-mark-chit:visible").filter(has_text="obstacle")
    laid.wait_for(state="attached")
    tile = laid.locator(".cr-tile-bg:visible")
    assert tile.count() == 1
    size = tile.bounding_box()
    assert size and size["width"] >= 0.8 * (fixed.bounding_box() or {"width": 99})["width"]
    assert tile.evaluate("el => getComputedStyle(el).fill") != fixed.evaluate(
        "el => getComputedStyle(el).fill")
    assert not laid.locator("text:visible").count()        # no tag with a word too small
