"""The program boards of lessons 02-04 in a real JupyterLab, as the walks met them (issue 29):
the cards of a program worked by keys and by a drag (widgets/editors/stack.js: Home, End,
Alt+arrows, Ctrl+Z, a drag that scrolls the box); Tab through a blue card's choices and the
sensors reached by the arrows (walk 03); Delete on a REPEAT and a Duel move played in a cell
(walks 02 and 04); What happened's lines (one a step, its rule, the whole run); lesson 03's
boards as walk 03e met them; and walks 04i, 01i and 03i's boards (the Duel's piles, Play's
speed, the desk check before a run, a guess on a block, a restarted board).

One notebook for them all (each module took a notebook and a Python of its own, seconds each
to open): its cells are given each part's boards in turn (``run_instead``), a part's tests on
them in the order its module ran them; each part sets the window its module had. The
restart of Python comes last."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import codyroby
from codyroby_lab.ui import save_player
from tests.support.browser import (
    LAPTOP,
    WAIT,
    notebook_page,
    open_player,
    pieces,
    restart_python,
    run_cell,
    run_instead,
    shot,
    wait_counter,
    wait_end,
    wait_status,
    wait_text,
)

# --- walk 03: the offline player (no notebook) ---------------------------------------------

PROGRAM = "REPEAT WHILE ahead [F] L R"


@pytest.fixture
def player(browser, tmp_path):
    board = codyroby.Board(5, 5, blocks=["A2"])
    path = tmp_path / "player.html"
    save_player(codyroby.run(PROGRAM, board=board, at="A5"), path, program=PROGRAM)
    page = open_player(browser, path)
    yield page, page.locator(".cr-widget")
    page.close()


FOCUSED = "() => document.activeElement.getAttribute('data-node')"


def test_the_arrows_reach_the_cards_after_a_repeat_block(player):
    page, w = player
    w.locator('.cr-stack [data-node="0"]').focus()
    seen = []
    for _ in range(3):
        page.keyboard.press("ArrowDown")
        seen.append(page.evaluate(FOCUSED))
    assert seen == ["1", "2", "3"]           # F inside the REPEAT, then L and R after it
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED) == "0"
    assert not page.errors


def test_a_prediction_clicked_keeps_the_focus_in_the_board(player):
    page, w = player
    w.locator(".cr-predict-toggle").check()
    w.get_by_role("button", name="Step", exact=True).click()
    board = w.locator("svg.cr-board")
    box = board.bounding_box()
    scale = box["width"] / float(board.get_attribute("viewBox").split()[2])

    def click(col: int, row: int) -> None:
        board.click(position={"x": (22 + col * 40 + 20) * scale,
                              "y": (22 + row * 40 + 20) * scale})

    inside = "(w) => w.contains(document.activeElement) && document.activeElement !== w"
    click(1, 4)                                                      # B5: wrong
    assert w.locator(".cr-status").inner_text().startswith("Not quite")
    assert w.evaluate(inside)
    page.keyboard.press("ArrowLeft")                                 # back to A5
    page.keyboard.press("ArrowUp")                                   # A4
    page.keyboard.press("Enter")
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert pieces(w) == ["Roby at A4 facing north"]
    assert w.evaluate(inside)
    page.keyboard.press("Enter")                       # Step has the focus: the next step
    assert "Predict" in w.locator(".cr-status").inner_text()
    click(0, 2)                                                      # A3: right
    assert w.locator(".cr-status").inner_text().startswith("Right!")
    assert w.evaluate(inside) and page.evaluate("document.activeElement.textContent") == "Step"
    assert not page.errors


ROWS = "(w) => [...w.querySelectorAll('.cr-desk tbody tr')].map((r) => r.cells[0].textContent)"


def test_the_desk_check_shows_the_steps_seen_so_far_only(player):
    """Walk 03 (third), fault 10: at step 0 the desk check showed the whole run (every
    square, the crash, "program has ended"), which undid "step through it and count"."""
    page, w = player
    w.get_by_role("button", name="Jump to start").click()
    assert w.evaluate(ROWS) == ["0"]
    w.get_by_role("button", name="Step", exact=True).click()
    assert w.evaluate(ROWS) == ["0", "1"]
    w.get_by_role("button", name="Back", exact=True).click()
    assert w.evaluate(ROWS) == ["0"]
    w.get_by_role("button", name="Jump to end").click()
    assert len(w.evaluate(ROWS)) > 2
    assert not page.errors


# --- the module's notebook: first the cards of a program (stack.js), two boards ------------

PATROL = ('from codyroby_lab import lessons\n'
          'lessons.board("REPEAT 2 [F R] L F", at="C5", title="Keys", '
          'palette=["F", "L", "R", "REPEAT"])')
LONG = ('lessons.board("F L F R F L F R F L F R REPEAT 2 []", at="C5", title="Drag", '
        'palette=["F", "L", "R", "REPEAT"])')


@pytest.fixture(scope="module")
def page(lab, browser):
    """The module's notebook, its first part's two boards, each used by one test only:
    PATROL first, LONG last in the notebook, where it was alone on its page (with another
    board below it, the browser's own scroll while dragging moved the program box, and the
    test no longer told whether the board's own did). The drag runs last: a failed one
    leaves the mouse held."""
    with notebook_page(lab, browser, "program_boards_02_04.ipynb", [PATROL, LONG],
                       viewport=LAPTOP) as page:
        yield page


def focused_node(page):
    return page.evaluate("""() => { let a = document.activeElement;
        while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
        return a.dataset.node ?? null; }""")


def test_home_and_end_reach_the_first_and_last_card_and_a_stuck_alt_right_says_why(page):
    """Walk 02p, fault 8; walk 02r6, fault 6; walk 02v, fault 2 (see the module's first part)."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="1"]').focus()          # the F inside the REPEAT
    page.keyboard.press("End")
    assert focused_node(page) == "4"                        # the last F
    page.keyboard.press("Home")
    assert focused_node(page) == "0"                        # the REPEAT
    w.locator('.cr-stack [data-node="1"]').focus()
    page.keyboard.press("Alt+ArrowRight")
    # a card already inside a REPEAT hears so, not "none just above" (walk 02r6, fault 6)
    wait_status(page, w, "Nothing moved: this F card is already inside the REPEAT 2. To take "
                         "it out, press Alt and \u2190.")
    w.locator('.cr-stack [data-node="4"]').focus()          # the last F, after the L
    page.keyboard.press("Alt+ArrowRight")
    # the board offers no IF: none is named (walk 02v, fault 2)
    wait_status(page, w, "Nothing moved: Alt and \u2192 put a card into a REPEAT just "
                         "above it, and there is none just above this F card.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [F R] L F"


def test_ctrl_z_puts_a_card_back_with_the_focus_off_the_cards(page):
    """Walk 02r6, fault 7: after a Delete the words under the program said "press Ctrl+Z",
    and with the focus on "More buttons and keys" Ctrl+Z did nothing (it took back only
    with the focus on a card)."""
    w = page.locator(".cr-widget").first
    w.locator('.cr-stack [data-node="3"]').focus()          # the L
    page.keyboard.press("Delete")
    wait_text(page, w, "REPEAT 2 [F R] F")
    w.locator(".cr-keys summary").focus()
    page.keyboard.press("Control+z")
    wait_status(page, w, "The last change is taken back.")
    wait_text(page, w, "REPEAT 2 [F R] L F")
    page.keyboard.press("Control+z")                         # once only: nothing more to take
    wait_status(page, w, "There is no change to take back.")
    assert w.locator(".cr-program-text").input_value() == "REPEAT 2 [F R] L F"


def test_a_dragged_card_scrolls_the_program_box_to_a_repeat_out_of_sight(page):
    """Walk 03r, fault 3: the box did not scroll while dragging, so a mouse-only child could
    not wrap cards in a REPEAT. (The last board of the notebook, nothing below it yet.)"""
    w = page.locator(".cr-widget").last
    box = w.locator(".cr-stack")
    box.evaluate("(b) => { b.scrollIntoView({block: 'center'}); b.scrollTop = 0; }")
    assert box.evaluate("(b) => b.scrollHeight > b.clientHeight + 100"), "the box must scroll"
    drop = w.locator('.cr-stack [data-node="12"] .cr-block-body')
    card = w.locator('.cr-stack [data-node="0"] .cr-card-head').bounding_box()
    x, y = card["x"] + card["width"] / 2, card["y"] + card["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 8, steps=2)
    edge = box.bounding_box()
    bottom = edge["y"] + edge["height"] - 6
    for i in range(60):                          # held near the bottom edge
        page.mouse.move(x + i % 2, bottom)
    assert box.evaluate("(b) => b.scrollTop") > 0, "the box did not scroll"
    target = drop.bounding_box()
    assert edge["y"] <= target["y"], "the REPEAT's drop box is still out of sight"
    assert target["y"] + target["height"] <= edge["y"] + edge["height"] + 1
    page.mouse.move(target["x"] + 20, target["y"] + target["height"] / 2, steps=3)
    page.mouse.up()
    wait_text(page, w, "L F R F L F R F L F R REPEAT 2 [F]")
    assert not page.js_errors


# --- walk 03: Tab through a blue card's choices; Use text; the sensors by the arrows ---------

TABS = ("from codyroby_lab import lessons\n"
        "lessons.board('REPEAT WHILE ahead [F]', at='A5', title='Tabs')")
ALONG = ("from codyroby_lab import lessons\n"
         "lessons.board('REPEAT WHILE ahead [F]', at='A5', facing='N', title='Along')")


def test_tab_from_a_blue_cards_choices_goes_on_to_run_and_step(page, lab):
    """Walk 03 (third), fault 5 (and walk 02's fault 6): Tab from a REPEAT's drop-down went
    to the text box, so Run, Back, Step, Play, Reset, Speed, Predict and the slider were
    reached by Shift+Tab only. Tab goes through the board's controls in reading order (walks
    02t-05t and 01u, fault 2): from Run, under the board, through its buttons, then beside it
    the cards and the blue card's choices, the text box, the table; then round to Run."""
    w = run_instead(page, lab, 0, TABS)
    name = ("() => { const a = document.activeElement, c = a.classList;"
            " return a.tagName === 'SELECT' ? 'select' : c[c[0] === 'cr-btn' ? 1 : 0]; }")
    w.get_by_role("button", name="Run", exact=True).focus()
    order = [page.evaluate(name)]
    while order[-1] != "cr-desk-scroll" and len(order) < 30:
        page.keyboard.press("Tab")
        order.append(page.evaluate(name))
    assert "select" in order, order
    before = order[:order.index("select")]
    for control in ("cr-run", "cr-back", "cr-step", "cr-play", "cr-reset", "cr-speed",
                    "cr-predict-toggle", "cr-slider"):
        assert control in before, (control, order)
    assert order.index("select") < order.index("cr-program-text")
    page.keyboard.press("Tab")                          # and round to Run
    assert page.evaluate(name) == "cr-run"
    # Shift+Tab round from Run stops on the last control, not on the table at the foot
    # (walk 02p3, fault 4: the board's title and top row scrolled away), then retraces
    page.keyboard.press("Shift+Tab")
    back = [page.evaluate(name)]
    for _ in range(len(order) - 2):
        page.keyboard.press("Shift+Tab")
        back.append(page.evaluate(name))
    assert order[-1] == "cr-desk-scroll" and back[::-1] == order[:-1]
    assert not page.js_errors


@pytest.fixture(scope="module")
def lab_page(page, lab):
    """The page at the window it opens with (not a laptop's), a board 'Along' in the first
    cell: (page, its board)."""
    page.set_viewport_size(page.first_viewport)
    return page, run_instead(page, lab, 0, ALONG)


def test_use_text_says_under_the_buttons_what_it_did(lab_page):
    """Walk 03 and 05: after Use text the status kept an old message ("breakpoint removed
    from card 1"), and a refused text's reason showed only above the board, out of sight
    (it now shows under the text box, and the status says so)."""
    page, w = lab_page
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("b")
    assert "stop mark" in w.locator(".cr-status").inner_text()
    w.locator(".cr-program-text").fill("f f r f f f x")
    w.get_by_role("button", name="Use text").click()
    page.wait_for_function("(w) => w.querySelector('.cr-status').textContent"
                           ".includes('not a program')", arg=w.element_handle(), timeout=WAIT)
    # the reason shows once, under the box in use (walk 01f, fault 4); the status points there
    assert "'x' is not a card" in w.locator(".cr-text-error").inner_text()
    assert "under the box" in w.locator(".cr-status").inner_text()
    w.locator(".cr-program-text").fill("F F R")
    w.get_by_role("button", name="Use text").click()
    page.wait_for_function("(w) => w.querySelector('.cr-status').textContent"
                           ".includes('from the text')", arg=w.element_handle(), timeout=WAIT)
    assert "stop mark" not in w.locator(".cr-status").inner_text()


def test_every_sensor_is_reached_by_the_arrow_keys_alone(lab_page, lab):
    """Walk 03 (second), fault 3: ArrowDown on a card's sensor list changed it, then the focus
    jumped to the WHILE list beside it, so the next press changed the kind of REPEAT and
    "not left" was out of reach. Each press, answered by Python, leaves the focus on the same
    list, and the kind of REPEAT stays as it was."""
    page, _ = lab_page
    w = run_instead(page, lab, 1, "from codyroby_lab import lessons\n"
                    "lessons.board('REPEAT WHILE ahead [F]', at='A5', facing='N', "
                    "title='Sensors')")
    wait_text(page, w, "REPEAT WHILE ahead [F]")
    sensor = w.locator('.cr-stack select[aria-label="sensor"]')
    options = sensor.locator("option").all_inner_texts()
    assert "not left" in options
    sensor.focus()
    seen = ["ahead"]
    for value in options[1:]:
        page.keyboard.press("ArrowDown")
        wait_text(page, w, f"REPEAT WHILE {value} [F]")
        assert page.evaluate("() => document.activeElement.dataset.control") == "sensor", value
        seen.append(page.evaluate("() => document.activeElement.value"))
    assert seen == options
    shot(page, "walk03-sensor-keys", w)
    kind = w.locator('.cr-stack select[aria-label="REPEAT kind"]')
    kind.focus()
    page.keyboard.press("ArrowUp")                        # WHILE -> n times, and it stays
    wait_text(page, w, "REPEAT 2 [F]")
    assert page.evaluate("() => document.activeElement.dataset.control") == "REPEAT kind"
    assert not page.js_errors



# --- walks 02 and 04: Delete on a REPEAT card; a Duel move played in a cell (1366x900) -------

DUEL = """\
from codyroby_lab.ui import CodyRobyBoard
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["L"] * 20, "blocks_each": 0})
duel.widget()"""


@pytest.fixture(scope="module")
def duel_page(page, lab):
    """The page at 1366x900, the Duel's board in the first cell: (page, its board)."""
    page.set_viewport_size({"width": 1366, "height": 900})
    return page, run_instead(page, lab, 0, DUEL)


def test_delete_on_a_repeat_card_keeps_the_cards_inside_it(duel_page, lab):
    """Walk 02, fault 4: Delete twice emptied the garden patrol, REPEAT and all."""
    page, _ = duel_page
    w = run_instead(page, lab, 1, "from codyroby_lab.ui import CodyRobyBoard\n"
                    "CodyRobyBoard({'width': 5, 'height': 5}, at='C3', "
                    "program='REPEAT 4 [F R] F')")
    wait_text(page, w, "REPEAT 4 [F R] F")
    w.locator(".cr-stack [data-node]").last.focus()
    page.keyboard.press("Delete")                     # the last F goes
    wait_text(page, w, "REPEAT 4 [F R]")
    # (focus goes to the card just above, the R inside the REPEAT: walk 02v, fault 5)
    w.locator(".cr-stack [data-node]").first.focus()
    page.keyboard.press("Delete")                     # Delete on the REPEAT: it goes alone
    wait_text(page, w, "F R")
    assert "the 2 cards inside it stay" in w.locator(".cr-status").inner_text()
    assert page.evaluate("() => document.activeElement.dataset.node") is not None
    shot(page, "walk02-delete-repeat", w)
    assert not page.js_errors


def test_a_duel_move_played_in_a_cell_shows_where_the_robies_are_now(duel_page):
    """Walk 04, fault 1: the board showed the start of the last turn, not the position."""
    page, w = duel_page
    run_cell(page, 'duel.play("F F")')                 # A5 -> A3; B turns left
    w.scroll_into_view_if_needed()
    wait_end(page, w)
    assert any("A3" in p for p in w.locator(".cr-piece").evaluate_all(
        "(ps) => ps.map((p) => p.getAttribute('aria-label'))"))
    assert "replay" in w.locator(".cr-status").inner_text()
    # the rule behind the step on show is written under it, not only in a tooltip
    why = w.locator(".cr-log li.cr-current .cr-log-rule")
    assert why.is_visible() and why.inner_text().startswith("Rule: ")
    shot(page, "walk04-cell-move", w)
    assert not page.js_errors


# --- What happened: one plain line a step, its rule, the whole run (1366x1300) ---------------

REPLAY = (
    "from codyroby_lab import lessons\n"
    "first = {'board': {'width': 6, 'height': 5, 'elements': [\n"
    "    {'kind': 'conveyor', 'at': 'D2', 'facing': 'N'},\n"
    "    {'kind': 'conveyor', 'at': 'D3', 'facing': 'N'},\n"
    "    {'kind': 'conveyor', 'at': 'D4', 'facing': 'N'}]},\n"
    "    'robots': {'Twonky': {'at': 'B4', 'facing': 'E'},\n"
    "               'Zoom Bot': {'at': 'D5', 'facing': 'N'}},\n"
    "    'program': {'Twonky': ['Move 2 670'], 'Zoom Bot': ['Move 1 500']}, 'phases': 1}\n"
    "lessons.replay(first, show=True)")

# every entry of the log: its line's text (without the rule line), its line breaks, its
# rule line, and each event's tooltip
ENTRIES = """(w) => [...w.querySelectorAll('.cr-log li')].map((li) => ({
  text: [...li.childNodes].filter((n) => !n.classList?.contains('cr-log-rule'))
    .map((n) => n.textContent).join(''),
  breaks: li.querySelectorAll('br').length, current: li.classList.contains('cr-current'),
  rule: li.querySelector('.cr-log-rule')?.textContent || '',
  titles: [...li.querySelectorAll('.cr-event')].map((e) => e.getAttribute('title') || '')}))"""


@pytest.fixture(scope="module")
def rr_page(page, lab):
    """The page at 1366x1300, a RoboRally replay in the first cell: (page, its board)."""
    page.set_viewport_size({"width": 1366, "height": 1300})
    return page, run_instead(page, lab, 0, REPLAY)


def test_a_step_is_one_plain_line_and_the_step_on_show_has_its_rule(rr_page):
    """Lesson 09's walk-through, F16: the rule of the step on show, with no mouse."""
    page, rr = rr_page
    wait_counter(page, rr, "step")
    for _ in range(4):
        rr.get_by_role("button", name="Step", exact=True).click()
    entries = rr.evaluate(ENTRIES)
    stepped = [e for e in entries if e["text"].startswith("Step")]
    assert stepped, entries
    for e in stepped:
        assert e["breaks"] == 0 and "\u2014" not in e["text"], e
        assert "Rule:" not in e["text"] and "roborally-grand-prix" not in e["text"], e
        assert e["titles"] and all(t.startswith("Rule: ") for t in e["titles"]), e
    # the step on show, and only it, has its rule's words (no citation) under its line
    ruled = [e for e in entries if e["rule"]]
    assert len(ruled) == 1 and ruled[0]["current"], entries
    assert ruled[0]["rule"].startswith("Rule: ") and "roborally" not in ruled[0]["rule"], ruled
    moved = next(e for e in stepped if "moves 2" in e["text"])
    assert "; " in moved["text"]                       # the step's events, on one line
    assert rr.locator(".cr-why").count() == 0
    # the cards of the replay: their names, no empty box before them
    cards = rr.locator(".cr-run-cards li")
    assert cards.count() >= 2
    assert rr.locator(".cr-run-cards .cr-glyph").count() == 0
    assert "\u25a1" not in rr.locator(".cr-run-cards").inner_text()
    shot(page, "what-happened-one-line", rr)
    assert not page.js_errors


def test_an_empty_loop_s_step_says_what_to_do_first_and_its_check_once(rr_page, lab):
    """Walk 03q4, fault 3: a run of REPEAT WHILE ahead [] said "road ahead, so the REPEAT
    WHILE runs its cards" about 20 times before the words that say what to do: the check is
    said once, counted. Since walk 03r6, fault 6 the line reads in the order things
    happened (the last look, then why the run stopped), the words that say what to do last."""
    page, _ = rr_page
    w = run_instead(page, lab, 1, "from codyroby_lab import lessons\n"
                    "lessons.board('REPEAT WHILE ahead []', at='A5', keep=False)")
    wait_counter(page, w, "step 0 of 1")
    w.get_by_role("button", name="Jump to end").click()
    wait_counter(page, w, "step 1 of 1")
    step = next(e for e in w.evaluate(ENTRIES) if e["text"].startswith("Step 1"))
    text = step["text"]
    assert text.count("road ahead") == 1, text
    assert text.index("road ahead") < text.index("so it was stopped") \
        < text.index("put cards inside the REPEAT"), text
    assert "checked 100,001 times" in text, text
    shot(page, "what-happened-empty-loop", w)
    assert not page.js_errors


# the log's box: its entries, the one on show, whether it shows inside the box, and the
# box's scrolling
LOG_BOX = """(w) => {
  const box = w.querySelector('.cr-log'), li = box.querySelector('li.cr-current');
  const b = box.getBoundingClientRect(), c = li.getBoundingClientRect();
  return {steps: [...box.querySelectorAll('li .cr-log-step')].map((s) => s.textContent),
    current: li.querySelector('.cr-log-step')?.textContent || '',
    inView: c.top >= b.top - 1 && c.bottom <= b.bottom + 1, top: box.scrollTop,
    scrolls: box.scrollHeight > box.clientHeight, tab: box.tabIndex}; }"""


def test_what_happened_keeps_the_whole_run_and_scrolls_to_the_step_on_show(rr_page, lab):
    """Walk 07r6, fault M4 and walk 09r6, fault M3: What happened kept only the last 6
    steps, so a child could not scroll back to what happened at the start of the run. It
    holds every step up to the one on show, scrolled to it; the list scrolls by the mouse
    wheel and, focused, by the keys."""
    page, _ = rr_page
    w = run_instead(page, lab, 1, "from codyroby_lab import lessons\n"
                    "lessons.board('REPEAT 4 [F R]', at='C3', facing='N', keep=False)")
    wait_counter(page, w, "step 0 of")
    w.get_by_role("button", name="Jump to end").click()
    steps = int(w.locator(".cr-counter").inner_text().split(" of ")[1].split(":")[0])
    assert steps > 6, steps
    seen = w.evaluate(LOG_BOX)
    named = [re.match(r"Start|Step \d+", s).group() for s in seen["steps"]]
    assert named == ["Start"] + [f"Step {k}" for k in range(1, steps + 1)], seen
    assert seen["current"].startswith(f"Step {steps}") and seen["inView"], seen
    assert seen["scrolls"] and seen["tab"] == 0, seen
    shot(page, "what-happened-whole-run", w)
    log = w.locator(".cr-log")
    log.hover()
    page.mouse.wheel(0, -400)                               # the wheel scrolls the list
    page.wait_for_function("(b) => b.scrollTop === 0", arg=log.element_handle())
    w.get_by_role("button", name="Back", exact=True).click()   # back: scrolled to it again
    seen = w.evaluate(LOG_BOX)
    assert seen["current"].startswith(f"Step {steps - 1}") and seen["inView"], seen
    log.focus()
    page.keyboard.press("Home")                             # and so do the keys
    page.wait_for_function("(b) => b.scrollTop === 0", arg=log.element_handle())
    assert not page.js_errors


# --- walk 03e: lesson 03's boards (1366x650), each test's board in a new cell ----------------

WALLS = ("from codyroby_lab import lessons\n"
         "walls = [lessons.challenge({'width': n, 'height': n}, start=f'A{n}', facing='N',\n"
         "          target='ABCDEFGH'[n - 1] + '1', blue_cards=True, title=f'{n}x{n}')\n"
         "         for n in (3, 5, 8)]\n"
         "lessons.board('F F', on=walls[1])")


@pytest.fixture(scope="module")
def walls(page, lab):
    """The page at 1366x650, lesson 03's three walled challenges made in the first cell."""
    page.set_viewport_size(LAPTOP)
    run_instead(page, lab, 0, WALLS)
    return page


def test_a_typo_in_the_check_keeps_the_board_and_says_how_to_get_it_back(walls):
    """Fault 1: a board cell run with a program that cannot be read showed one line of error
    and no board, and nothing said what to fix."""
    page = walls
    cell = run_cell(page, 'lessons.board("REPEAT WHILE ahaed [F]", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator(".cr-palette button").first.wait_for()
    error = w.locator(".cr-error")
    page.wait_for_function("(el) => el.textContent.includes('check above')",
                           arg=error.element_handle())
    assert error.is_visible() and "'ahaed' is not a sensor" in error.inner_text()
    assert "run this cell again" in error.inner_text()
    shot(page, "walk03e-typo-board", w)
    assert not page.js_errors


def test_show_me_in_the_check_holds_the_answer_on_the_board(walls):
    """Fault 1: "show me", as the lesson says to write it, then the board cell: no board."""
    page = walls
    run_cell(page, 'lessons.check_all("show me", walls)')
    cell = run_cell(page, 'lessons.board("show me", on=walls[1])')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    page.wait_for_function("(el) => el.value.startsWith('REPEAT')", arg=text.element_handle())
    assert w.locator(".cr-error").inner_text().strip() == ""
    assert not page.js_errors


def test_adding_the_first_card_says_one_card(walls):
    """Fault 12: "REPEAT card added: the program has 1 cards"."""
    page = walls
    cell = run_cell(page, 'lessons.board("", on=walls[1])')
    w = cell.locator(".cr-widget")
    w.locator('.cr-palette [data-card="REPEAT"]').click()
    status = w.locator(".cr-status")
    page.wait_for_function("(el) => el.textContent.includes('card added')",
                           arg=status.element_handle())
    assert "the program has 1 card" in status.inner_text()
    assert "1 cards" not in status.inner_text()
    assert not page.js_errors


def test_changing_a_repeats_kind_keeps_it_chosen_for_new_cards(walls):
    """Fault 11a: Enter on a REPEAT ("new cards go into this REPEAT card"), then n times ->
    WHILE in its dropdown, and the next F went after the REPEAT, not into it."""
    page = walls
    cell = run_cell(page, 'lessons.board("REPEAT 2 [F]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this REPEAT')",
                           arg=w.locator(".cr-status").element_handle())
    w.locator('select[aria-label="REPEAT kind"]').select_option("while")
    page.wait_for_function("(el) => el.value === 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    w.locator('.cr-palette [data-card="F"]').click()
    # (the program before the click also ends in 'F]': wait for it to change)
    page.wait_for_function("(el) => el.value !== 'REPEAT WHILE ahead [F]'",
                           arg=text.element_handle())
    assert text.input_value() == "REPEAT WHILE ahead [F F]"
    assert not page.js_errors


def test_enter_again_on_an_if_picks_its_else_for_new_cards(walls):
    """Fault 11b: Enter on an IF only switched between "into this IF card" and "at the
    end": the keyboard could not put a card in the ELSE part."""
    page = walls
    cell = run_cell(page, 'lessons.board("IF left [L] ELSE [R]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    status = w.locator(".cr-status").element_handle()
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this IF')", arg=status)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('ELSE part')", arg=status)
    assert w.locator(".cr-else.cr-selected").count() == 1
    w.locator('.cr-palette [data-card="F"]').click()
    page.wait_for_function("(el) => el.value !== 'IF left [L] ELSE [R]'",
                           arg=text.element_handle())
    assert text.input_value() == "IF left [L] ELSE [R F]"
    # then after the IF (walk 03q4, faults 1 and 2), then the end
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('after this IF')", arg=status)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('at the end')", arg=status)
    assert not page.js_errors


def test_a_card_put_into_an_if_leaves_its_else_box_in_view(walls):
    """Walk 03r6, fault 5: on the Snake, L clicked into the IF of REPEAT UNTIL red [REPEAT
    WHILE ahead [F] IF left [] ELSE []] showed L at the program box's bottom edge, and the
    ELSE box, where R goes next, was under the edge, out of sight until scrolled to. The
    box shows the whole IF when it fits."""
    page = walls
    cell = run_cell(page, 'lessons.board("REPEAT UNTIL red [REPEAT WHILE ahead [F] '
                          'IF left [] ELSE []]", on={"width": 5, "height": 5, "targets": '
                          '{"red": "E1"}}, at="A5", run=False)')
    w = cell.locator(".cr-widget")
    text = w.locator(".cr-program-text")
    text.wait_for()
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator('.cr-stack [data-node="3"]').focus()       # the IF: new cards go into it
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.includes('into this IF')",
                           arg=w.locator(".cr-status").element_handle())
    w.locator('.cr-palette [data-card="L"]').click()
    page.wait_for_function("(el) => el.value.includes('IF left [L]')", arg=text.element_handle())
    box, zone = (w.locator(sel).bounding_box() for sel in (".cr-stack", ".cr-else + ol"))
    assert zone["y"] >= box["y"] - 1 and zone["y"] + zone["height"] <= box["y"] + box["height"] + 1
    shot(page, "walk03e-else-in-view", w)
    assert not page.js_errors


# the card the focus is on (a card, or one of its boxes), and which box (null: the card)
FOCUS = ("() => [document.activeElement.dataset.node ?? document.activeElement.dataset.of,"
         " document.activeElement.dataset.control ?? null]")


def test_the_keys_give_an_if_its_else_part_as_the_help_says(walls):
    """Walk 03p, fault 1: "press it again on an IF for its ELSE": Enter again on an IF with
    no ELSE part went to the end, and only Tab to its ELSE box and Space made the part,
    said nowhere. The help and the words after Enter say how, and it works by keys alone."""
    page = walls
    cell = run_cell(page, 'lessons.board("IF left [L]", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "IF left [L]")
    help_ = w.locator(".cr-keys li").all_text_contents()
    said = ["Press Enter again on an IF for its ELSE part.",      # short lines (walk 02i, 2)
            "No ELSE part yet? Tab to the IF's ELSE box and press Space to tick it.",
            "Shift and Tab twice go back to the IF."]
    assert all(line in help_ for line in said), help_
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Enter")
    wait_status(page, w, "new cards go into this IF card. It has no ELSE part yet: Tab to "
                         "the IF's ELSE box and press Space to tick it; Shift and Tab twice")
    # as the words say: Tab to the ELSE box, Space, Shift+Tab twice back to the IF, Enter
    for _ in range(4):
        if page.evaluate(FOCUS)[1] == "ELSE block":
            break
        page.keyboard.press("Tab")
    assert page.evaluate(FOCUS) == ["0", "ELSE block"]
    page.keyboard.press("Space")
    wait_text(page, w, "IF left [L] ELSE []")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUS) == ["0", None]
    page.keyboard.press("Enter")
    wait_status(page, w, "ELSE part of this IF card")
    w.locator('.cr-palette [data-card="F"]').focus()     # the cards above: F, by Enter
    page.keyboard.press("Enter")
    wait_text(page, w, "IF left [L] ELSE [F]")
    shot(page, "walk03p-if-else-keys", w)
    assert not page.js_errors


def test_ctrl_z_brings_the_deleted_card_back_with_the_focus(walls):
    """Walk 03r6, fault 9: the program's last card deleted with the keys (the focus goes to
    the cards above), Ctrl+Z put it back but left the focus on "Add F card": a keyboard
    user had to find their place again. The card that came back has the focus."""
    page = walls
    cell = run_cell(page, 'lessons.board("F L", on=walls[1], run=False)')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "F L")
    w.locator('.cr-stack [data-node="0"]').focus()
    page.keyboard.press("Delete")
    wait_text(page, w, "L")
    page.keyboard.press("Delete")
    wait_text(page, w, "")
    assert page.evaluate(FOCUS)[0] is None                  # on the cards above
    page.keyboard.press("Control+z")
    wait_text(page, w, "L")
    assert page.evaluate(FOCUS) == ["0", None]
    assert not page.js_errors


def test_jump_to_end_waits_for_a_guess_after_a_new_program_in_predict_mode(walls):
    """Walk 03p, fault 3: Predict ticked, a new program by Program as text and Use text,
    then ⇥: Roby went straight to the end, no guess asked, though the board said "Play and
    Jump to end (⇥) wait for your guess"."""
    page = walls
    cell = run_cell(page, 'lessons.board("F", on=walls[1])')
    w = cell.locator(".cr-widget")
    wait_text(page, w, "F")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-program-text").fill("F F R F")
    w.get_by_role("button", name="Use text").click()
    wait_status(page, w, "from the text")
    w.get_by_role("button", name="Jump to end").click()
    wait_status(page, w, "Play and Jump to end (\u21e5) wait for your guess.")
    assert w.locator(".cr-counter").inner_text().strip() == "step 0"
    shot(page, "walk03p-predict-jump", w)
    assert not page.js_errors


# --- walks 04i, 01i and 03i: the Duel's piles, Play's speed, the desk check before a run, a
# guess on a block; then a restart of Python (last: every board loses it) --------------------

BOARDS = """\
from codyroby_lab import lessons
walled = lessons.challenge({"blocks": ["A3"]}, start="A5", target="E1", title="Walled")
lessons.board("F", on=walled, title="Walled")"""
NOT_YET = 'lessons.board("F F R", at="A5", run=False, title="Not yet")'
DUEL_04I = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
                 "hands": {"A": ["R", "L", "F", "F", "L"], "B": ["L", "L", "L", "L", "L"]},
                 "deck": ["F"] * 20, "blocks_each": 0}, seed=1)"""

# Is the element whole inside the box that scrolls the notebook (as the board finds it)?
IN_VIEW = """(el) => {
  let box = el.parentElement;
  while (box && !(['auto', 'scroll'].includes(getComputedStyle(box).overflowY)
                  && box.scrollHeight > box.clientHeight)) box = box.parentElement;
  const b = box.getBoundingClientRect(), r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= b.top && r.bottom <= Math.min(b.bottom, innerHeight)
    || [r.top, r.bottom, b.top, b.bottom];      // (where they were, when not)
}"""


@pytest.fixture(scope="module")
def i_boards(page, lab):
    """The page at 1366x650: "Walled" in the first cell, "Not yet" in the second, the Duel in
    a new cell below: {title: its board}."""
    page.set_viewport_size(LAPTOP)
    walled = run_instead(page, lab, 0, BOARDS)
    not_yet = run_instead(page, lab, 1, "from codyroby_lab import lessons\n" + NOT_YET)
    duel = run_cell(page, DUEL_04I + "\nduel.widget()").locator(".cr-widget")
    duel.wait_for(timeout=WAIT)
    return {"Walled": walled, "Not yet": not_yet, "Il Duello": duel}


def widget(boards, title: str):
    return boards[title]


def test_play_starts_at_one_step_a_second(page, i_boards):
    """Walk 01i, fault 2: Play at the speed a board starts with went 4 steps a second, each
    line of What happened gone before a child could read it."""
    w = widget(i_boards, "Not yet")
    assert w.locator(".cr-speed").get_attribute("aria-valuetext") == "1 step a second"
    assert not page.js_errors


def test_the_desk_check_before_any_run_is_one_line(page, i_boards):
    """Walk 01i, fault 8: before any run the desk check was an empty box about 200 px high
    between the board and the next cell. It is one line saying what comes there, and the
    table once something ran."""
    w = widget(i_boards, "Not yet")
    box = w.locator(".cr-desk-box")
    box.scroll_into_view_if_needed()
    assert w.locator(".cr-desk-note").is_visible()
    assert not w.locator(".cr-desk-scroll").is_visible()
    assert box.bounding_box()["height"] < 60
    shot(page, "walk04i-desk-before-a-run", w)
    w.get_by_role("button", name="Run", exact=True).click()
    w.locator(".cr-desk-scroll").wait_for(state="visible", timeout=WAIT)
    assert not w.locator(".cr-desk-note").is_visible()
    assert not page.js_errors


def test_a_guess_on_a_block_says_roby_never_stands_on_a_block(page, i_boards):
    """Walk 03i, fault 9: in Predict, a guess on a block heard only "Roby does not go that
    way", not (as the lesson's questions say) that Roby can never stand on a block."""
    w = widget(i_boards, "Walled")
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    w.locator(".cr-predict-toggle").check()
    w.locator(".cr-step").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")                                  # A3, the block
    page.keyboard.press("Enter")
    said = w.locator(".cr-status").inner_text()
    assert said.startswith("Not quite")
    assert "That square is a block, and Roby can never stand on a block." in said
    shot(page, "walk04i-guess-on-a-block", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_the_piles_of_the_hand_keep_one_order(page, i_boards):
    """Walk 04i, fault 6: the piles were "L, F" one turn and "F, R, L" another, so "Tab,
    Enter" took a different card each turn. They go F, L, R whatever the deal."""
    w = widget(i_boards, "Il Duello")
    piles = w.locator(".cr-palette [data-card]")
    piles.first.wait_for(timeout=WAIT)
    cards = [piles.nth(k).get_attribute("data-card") for k in range(piles.count())]
    assert cards == ["F", "L", "R"]
    assert not page.js_errors



def test_a_move_played_in_a_cell_in_predict_mode_is_said(page, i_boards):
    """Walk 04i, fault 3: with Predict ticked, a move played in a cell left the board at
    step 0 on the old position, without a word: a child planned from the wrong square. It
    says a move was played and how to guess it or see where it ended."""
    w = widget(i_boards, "Il Duello")
    w.locator(".cr-predict-toggle").check()
    run_cell(page, 'duel.play("F")')
    w.locator(".cr-status").filter(has_text="A move was played in a cell").wait_for(timeout=WAIT)
    assert "press Step to guess it" in w.locator(".cr-status").inner_text()
    shot(page, "walk04i-cell-move-in-predict", w)
    w.locator(".cr-predict-toggle").uncheck()
    assert not page.js_errors


def test_a_restarted_board_says_so_once_in_plain_words(page, i_boards):
    """Walk 04i, fault 8: after a kernel restart, a card clicked and Run pressed, the board
    said "This board lost its connection..." three times (What happened, the red box, under
    the board) and "This player has no Python kernel" under the hand. It says it once, in
    the red box, and no word "kernel". (Last here: it restarts the page's Python.)"""
    w = widget(i_boards, "Il Duello")
    restart_python(page)
    # (lost as Python restarts: nothing to press first, its controls grey; walk 01p, fault 1)
    w.locator(".cr-error").filter(has_text="lost its connection").wait_for(timeout=WAIT)
    w.get_by_role("button", name="Run", exact=True).click()
    text = w.inner_text()
    assert text.count("lost its connection") == 1, text
    assert "kernel" not in text.lower()
    shot(page, "walk04i-restarted", w)
    assert not page.js_errors
