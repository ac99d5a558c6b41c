"""The editors by mouse and keyboard, and how a board looks, in a real JupyterLab: one notebook
of playing boards (formerly test_board_editors, test_editors, test_look and
test_board_answer_saved, four notebooks).

RoboRally's registers (a click chooses a register for typing, a placed card leaves its
register when clicked or dragged back to the hand, the text box's words), Droids' chits (a new
chit starts at its first arrow, after New game too), a replay-only board (no editor; its Run
replays) and Run pressed twice (the replay plays out). Titles say what to do at the board.
These run on a 1366x900 page (:data:`TALL`).

The hand editor (the Duel) by mouse and keyboard, and the worked example of
widgets/README.md, a "bid" editor added as one JS module (taken from the page) and one Python
class (tests/test_ui_editors.py), driven end to end. Its cell comes last: it points the
kernel's widget bundle at a copy of the widgets folder.

Look and keyboard: cards dropped where the marker shows, the palette one Tab stop away and
keeping focus, a readable Run button, labelled boxes, a board that fills its room, and pale
pieces that stand out. These and the editors' run on the page as JupyterLab loaded it
(:func:`as_loaded`).

A program built on an exercise's board and checked is saved with the notebook (issues 29
and 30): JupyterLab keeps the check's board-program output, which the grader reads, since
running the notebook again starts the board afresh; and the board's words of the last edit
go once the check has read it (walk 01p2, fault 3). It runs last: it saves the notebook."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.support.browser import (
    WAIT,
    boxes,
    drag_before,
    drag_card,
    new_game,
    notebook_page,
    pieces,
    run_again,
    run_cell,
    shot,
    wait_counter,
    wait_end,
    wait_idle,
    wait_text,
)
from tests.support.kernel import python_says

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "widgets" / "README.md"
NAME = "editors.ipynb"

CELLS = [
    "from codyroby_lab import lessons\nrace = lessons.RoboRallyRace(seed=1)\nrace.widget()",
    "from codyroby_lab.lessons import droids as lesson\n"
    "fb = lesson.ChitsBoard(rack=('V2', 'V2', 'V1', 'PU'), at='A1')\nfb.widget()",
    "lessons.replay({'board': {'width': 4, 'height': 3}, 'robots': {'Twonky': {'at': 'A3'}},\n"
    "                'program': {'Twonky': ['Move 1 490', 'Rotate Right 80']}, 'phases': 2},\n"
    "               show=True)",
    "race2 = lessons.RoboRallyRace(seed=2)\nrace2.widget()",
    "from codyroby_lab.ui import CodyRobyBoard\n"
    "CodyRobyBoard({'width': 5, 'height': 5}, program='F F R F', at='A5')",
    # the hand editor (formerly test_editors)
    """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                 "deck": ["F"] * 20, "blocks_each": 0})
duel.widget()""",
    # a pale Roby (formerly test_look)
    "look = CodyRobyBoard({'board': {'width': 5, 'height': 5, 'blocks': ['C3']}, "
    "'robots': {'roby': {'at': 'A5', 'facing': 'N', 'color': 'white'}}})\nlook",
    # an exercise's board (formerly test_board_answer_saved)
    "ex = lessons.challenge(None, 'A5', 'A3', budget=3)\n"
    "my_board = lessons.board('F', on=ex)\nmy_board",
]
DUEL_AT, LOOK_AT, EXERCISE_AT, BID_AT = 5, 6, 7, 8
#: the page the registers', chits' and replays' tests were written for
TALL = {"width": 1366, "height": 900}


def bid_cell(folder: Path) -> str:
    """A notebook cell whose widget bundles the widget files of ``folder`` (this repo's,
    plus the README's bid.js) and plays the sealed-bid game with the README's editor."""
    return f"""\
import sys
sys.path.insert(0, {str(ROOT)!r})
from pathlib import Path
import codyroby_lab.ui.assets as assets
assets.widgets_dir = lambda: Path({str(folder)!r})
assets.bundle.cache_clear()
from codyroby_lab.ui import BoardWidget
from tests.support.sealed_bid import BidBoard
from tests.support.sealed_bid import SealedBid
class BidWidget(BoardWidget):
    _esm = assets.bundle()
bids = BidWidget(BidBoard(SealedBid({{"players": ["A", "B"], "coins": 6}})), viewer="A")
bids"""


@pytest.fixture(scope="module")
def page(lab, browser, tmp_path_factory):
    folder = tmp_path_factory.mktemp("widgets") / "widgets"
    shutil.copytree(ROOT / "widgets", folder)
    js = re.search(r"```js\n(// The \"bid\" editor.*?)```", README.read_text(), re.S)
    assert js, "the README's worked example has its JS module"
    (folder / "editors" / "bid.js").write_text(js.group(1))
    with notebook_page(lab, browser, NAME, CELLS + [bid_cell(folder)]) as page:
        yield page


def as_loaded(page):
    """The page at the size JupyterLab was loaded at (the editors' and look's tests)."""
    if page.viewport_size != page.first_viewport:
        page.set_viewport_size(page.first_viewport)
    return page


def board(page, k):
    if page.viewport_size != TALL:
        page.set_viewport_size(TALL)
    w = page.locator(".cr-widget").nth(k)
    w.scroll_into_view_if_needed()
    return w


def register(w, r):
    return w.locator(f'.cr-rr-register[data-register="{r}"]')


def test_registers_by_mouse_and_keyboard(page):
    w = board(page, 0)
    title = w.locator(".cr-title").inner_text()
    assert "race.program" not in title and "press Run" in title
    register(w, 3).click()                                 # an empty register, chosen
    assert page.evaluate("() => document.activeElement.dataset.register") == "3"
    page.keyboard.press("2")                               # typed: card 2 goes there
    wait_text(page, w, "_ _ 2 _ _")   # a blank to fill in (walk 07q4, fault 11)
    card = w.locator('.cr-rr-hand [data-place="2"]')
    assert card.locator(".cr-card-kind").inner_text() in register(w, 3).inner_text()
    card.focus()
    page.keyboard.press("Enter")                           # a placed card: back to the hand
    wait_text(page, w, "")
    assert "empty" in register(w, 5).inner_text() and "empty" in register(w, 3).inner_text()
    w.locator('.cr-rr-hand [data-place="4"]').drag_to(register(w, 1))
    wait_text(page, w, "4 _ _ _ _")
    register(w, 1).locator(".cr-rr-card").drag_to(w.locator(".cr-rr-hand"))   # dragged back
    wait_text(page, w, "")
    assert "empty" in register(w, 1).inner_text()
    shot(page, "editors-registers", w)


def test_a_new_chit_starts_at_its_first_arrow(page):
    w = board(page, 1)
    assert "done()" not in w.locator(".cr-title").inner_text()
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    chit.click()
    w.locator(".cr-turn").click()                          # N -> E
    assert "arrow E" in chit.get_attribute("aria-label")
    w.locator('.cr-box[data-line="A"][data-box="1"]').click()
    w.locator(".cr-run").click()
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 3",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    assert "arrow N" in chit.get_attribute("aria-label")   # the next V2 is a new chit
    chit.click()
    w.locator(".cr-turn").click()
    assert "arrow E" in chit.get_attribute("aria-label")   # one press: east, not west
    new_game(w)
    page.wait_for_function("(el) => el.querySelectorAll('[data-chit]').length === 4",
                           arg=w.locator(".cr-chits-rack").element_handle(), timeout=WAIT)
    chit = w.locator('.cr-chits-rack [data-chit="V2"]').first
    assert "arrow N" in chit.get_attribute("aria-label")
    chit.click()
    w.locator(".cr-turn").click()
    assert "arrow E" in chit.get_attribute("aria-label")


def test_a_replay_board_has_no_editor_and_no_dead_button(page):
    w = board(page, 2)
    wait_counter(page, w, "step 0 of")
    assert w.locator(".cr-error").inner_text() == ""
    for sel in (".cr-program-text", ".cr-use-text", ".cr-rr-registers"):
        assert not w.locator(sel).is_visible(), sel
    assert "No cards" not in w.inner_text()
    w.locator(".cr-run").click()                           # Run replays: no dead button
    page.wait_for_function("(el) => /^step [1-9]/.test(el.textContent)",
                           arg=w.locator(".cr-counter").element_handle(), timeout=WAIT)
    w.locator(".cr-start").click()
    w.locator(".cr-step").click()
    wait_counter(page, w, "step 1 of")
    assert w.locator(".cr-log li.cr-current").inner_text().startswith("Step 1")
    shot(page, "editors-replay", w)


# Run pressed again while its run is on its way: at once (Python has not answered yet) and
# just after the answer came (the replay's first step on show: the case a loaded machine
# made of a quick double press). Either press is ignored: one turn is played and its
# replay plays out to its end.
AGAIN_AT_FIRST_STEP = """(w) => new Promise((resolve) => {
  const counter = w.querySelector('.cr-counter');
  const watch = new MutationObserver(() => {
    if (/^step [1-9]/.test(counter.textContent)) {
      watch.disconnect();
      w.querySelector('.cr-run').click();
      resolve(counter.textContent);
    }
  });
  watch.observe(counter, { subtree: true, childList: true, characterData: true });
  w.querySelector('.cr-run').click();
})"""



@pytest.mark.parametrize("again", ["at once", "at the first step"])
def test_run_pressed_twice_plays_the_turn_once_and_the_replay_plays_out(page, again):
    before = int(python_says(page, "len(race2.turns)").strip())
    w = board(page, 3)
    text = w.locator(".cr-program-text")
    text.fill("1 2 3 4 5")
    text.press("Enter")
    wait_text(page, w, "1 2 3 4 5")
    speed = 7 if again == "at once" else 4               # 240 or 15 steps a second
    page.evaluate("([s, v]) => { s.value = v; s.dispatchEvent(new Event('input')); }",
                  [w.locator(".cr-speed").element_handle(), speed])
    if again == "at once":          # two presses before any answer can come (two clicks of
        # the driver's may land after a whole run and its fast replay on a loaded machine,
        # and a press after the end is a new Run, refused for its empty registers)
        page.evaluate("(b) => { b.click(); b.click(); }", w.locator(".cr-run").element_handle())
    else:
        # the press lands as the replay's first steps show (a frame that comes late shows
        # step 2 first: the replay keeps time, it does not wait for frames)
        shown = page.evaluate(AGAIN_AT_FIRST_STEP, w.element_handle())
        assert re.match(r"step [1-3] of \d+", shown), shown
        # the next hand waits for the replay's end, and the board says so (walk 07s, fault 7)
        assert "still on show" in w.locator(".cr-error").inner_text()
    wait_end(page, w, 60_000)
    page.wait_for_timeout(1500)                             # a second run would answer now
    # Python refused no second run, and "still on show" went with the end of the replay
    assert w.locator(".cr-error").inner_text() == ""
    assert re.match(r"step (\d+) of \1$", w.locator(".cr-counter").inner_text().split(":")[0])
    assert int(w.locator(".cr-counter").inner_text().split()[1]) > 1
    assert int(python_says(page, "len(race2.turns)").strip()) == before + 1   # one turn played


# The steps the counter shows from a press of Run until the replay's end.
SHOWN = """(w) => new Promise((resolve) => {
  const counter = w.querySelector('.cr-counter'), seen = [];
  const watch = new MutationObserver(() => {
    seen.push(counter.textContent);
    if (/^step 4 of 4/.test(counter.textContent)) { watch.disconnect(); resolve(seen); }
  });
  watch.observe(counter, { subtree: true, childList: true, characterData: true });
  setTimeout(() => resolve(seen), 20000);
  w.querySelector('.cr-run').click();
})"""


def test_run_again_replays_the_same_program(page):
    w = board(page, 4)
    first = page.evaluate(SHOWN, w.element_handle())
    assert first[-1].startswith("step 4 of 4")
    again = page.evaluate(SHOWN, w.element_handle())      # the same trace: replayed anew
    assert again[0].startswith("step 0 of 4") and again[-1].startswith("step 4 of 4"), again



# --- the hand editor and the worked example (formerly test_editors) ----------------------

def test_the_hand_editor_by_mouse_and_keyboard(page):
    w = as_loaded(page).locator(".cr-widget").nth(DUEL_AT)
    hand = w.locator(".cr-palette")
    assert [b.get_attribute("data-card") for b in hand.locator("[data-card]").all()] == \
        ["F", "L", "R"]
    assert "3 left" in hand.locator('[data-card="F"]').get_attribute("aria-label")
    hand.locator('[data-card="F"]').focus()
    page.keyboard.press("Enter")                                 # F
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                                 # R
    wait_text(page, w, "F R")
    assert "2 left" in hand.locator('[data-card="F"]').get_attribute("aria-label")
    chosen = w.locator(".cr-chosen [data-node]")
    chosen.nth(1).focus()
    page.keyboard.press("Alt+ArrowUp")                           # R before F
    wait_text(page, w, "R F")
    w.get_by_role("button", name="Take back card 2 (F)").click()
    wait_text(page, w, "R")
    hand.locator('[data-card="F"]').click()
    wait_text(page, w, "R F")
    assert python_says(page, "print(duel._widget.program)").strip() == "R F"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step ")
    assert python_says(page, "print(duel.turns[-1].lines[0])").strip() == "You (A) play R F:"
    shot(page, "lab-hand-editor", w)
    assert not page.js_errors


def test_the_worked_example_editor_end_to_end(page):
    w = as_loaded(page).locator(".cr-widget").nth(BID_AT)
    box = w.get_by_label("Coins to bid")
    assert box.get_attribute("max") == "6"
    box.fill("3")
    box.press("Tab")                                             # change: the intent goes
    page.wait_for_function("(el) => el.value === '3'",
                           arg=w.locator(".cr-program-text").element_handle(), timeout=WAIT)
    assert python_says(page, "print(bids.content, repr(bids.program))").strip() == "3 '3'"
    box.fill("9")                                                # more than A holds
    box.press("Tab")
    w.locator(".cr-error").filter(has_text="bid from 0 to 6 coins").wait_for()
    assert box.input_value() == "3"                              # Python kept 3
    assert python_says(page, "print(bids.content)").strip() == "3"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 1 of 1")
    assert "A bids 3" in w.locator(".cr-log").inner_text()
    shot(page, "lab-bid-editor", w)
    assert not page.js_errors



# --- look and keyboard (formerly test_look) ----------------------------------------------

@pytest.fixture
def w(page):
    w = as_loaded(page).locator(".cr-widget").nth(LOOK_AT)
    w.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    return w


def test_dropped_cards_go_where_the_marker_shows(page, w):
    for card in ("F", "F", "R"):
        drag_before(page, w, card, None)                     # each after the last card
    wait_text(page, w, "F F R")
    drag_before(page, w, "L", 0)                             # before the first card
    wait_text(page, w, "L F F R")
    drag_before(page, w, "R", 2)                             # between the two Fs
    wait_text(page, w, "L F R F R")
    shot(page, "lab-dropped", w)
    assert not page.js_errors


def test_the_palette_is_one_tab_stop_away_and_keeps_focus(page, w):
    w.evaluate("(el) => { el.tabIndex = -1; el.focus(); }")  # the widget's start
    # the palette: the first Tab stop of the column beside the board after What happened
    # (the issue asked for at most about three stops; the board is now read in order, its
    # buttons first: walks 02t-05t and 01u, fault 2)
    said = []
    while page.evaluate("() => document.activeElement.dataset.card") is None and len(said) < 20:
        page.keyboard.press("Tab")
        said.append(page.evaluate("() => document.activeElement.className"))
    assert said[-2:] == ["cr-log", said[-1]] and "cr-card" in said[-1], said
    page.keyboard.press("Home")                              # on the card last used
    assert page.evaluate("() => document.activeElement.dataset.card") == "F"
    # an empty program to start from, set from Python (an emptied text box keeps the
    # program: walk 01s, fault 13); the stack empties when the change arrives (under load
    # it comes late, and cards added before it would go onto the old program)
    python_says(page, 'look.program = ""')
    wait_text(page, w, "")
    page.wait_for_function("(el) => !el.querySelector('[data-node]')",
                           arg=w.locator(".cr-stack").first.element_handle(), timeout=WAIT)
    w.locator('.cr-palette [data-card="F"]').focus()
    page.keyboard.press("Enter")                             # one key a card
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    wait_text(page, w, "F F R")
    assert page.evaluate("() => document.activeElement.dataset.card") == "R"
    assert w.locator(".cr-palette [tabindex='0']").count() == 1
    assert not page.js_errors


CONTRAST = """(el) => {
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (c) => rgb(c).map(lin).reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const s = getComputedStyle(el);
  const [a, b] = [lum(s.color), lum(s.backgroundColor)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def test_run_reads_well_even_under_the_mouse(page, w):
    run = w.get_by_role("button", name="Run", exact=True)
    assert page.evaluate(CONTRAST, run.element_handle()) >= 4.5
    run.hover()
    page.wait_for_timeout(100)
    assert page.evaluate(CONTRAST, run.element_handle()) >= 4.5
    page.mouse.move(0, 0)


def test_the_boxes_have_visible_labels(page, w):
    label = w.locator(".cr-program-label")
    assert label.is_visible() and label.inner_text() == "Program"
    assert w.get_by_role("list", name="Program").is_visible()
    assert w.get_by_label("Program as text").is_visible()
    assert w.locator("label.cr-text-label").inner_text() == "Program as text"


def test_the_board_fills_its_room(page, w):
    board, column, cards = boxes(page, w.locator("svg.cr-board"), w.locator(".cr-board-col"),
                                 w.locator(".cr-side-col"))
    assert board["width"] >= 0.95 * column["width"] and board["width"] >= 350
    assert board["height"] <= 0.75 * page.viewport_size["height"] + 1
    assert abs(board["y"] - cards["y"]) < 5                  # side by side, not below
    shot(page, "lab-look", w)


def test_a_white_roby_has_a_dark_outline(page, w):
    assert pieces(w)[0].startswith("Roby at")
    look = page.evaluate("""(w) => {
      const g = w.querySelector('.cr-piece');
      const body = getComputedStyle(g.querySelector('.cr-piece-body'));
      const arrow = getComputedStyle(g.querySelector('.cr-piece-arrow'));
      return [g.classList.contains('cr-pale'), body.fill, body.stroke, parseFloat(body.strokeWidth),
              arrow.fill];
    }""", w.element_handle())
    assert look[:3] == [True, "rgb(244, 244, 244)", "rgb(17, 17, 17)"]
    assert look[3] >= 2.5 and look[4] == "rgb(34, 34, 34)"


# --- the exercise's board saved with the notebook (formerly test_board_answer_saved) ---

def test_the_checked_board_program_is_in_the_saved_notebook(page, lab):
    from codyroby_lab.lessons.result import BOARD_MIME

    as_loaded(page)
    board = run_again(page, lab, EXERCISE_AT)       # the cell run again: a board afresh
    drag_card(page, board, "F")                            # the learner adds a card
    page.wait_for_function("(w) => w.querySelectorAll('.cr-stack .cr-card').length === 2",
                           arg=board.element_handle())
    status = board.locator(".cr-status")
    assert "F card placed" in status.inner_text()   # what the drag did
    said = run_cell(page, "lessons.check(ex, my_board)")
    assert "Solved" in said.inner_text()
    # what the edit did goes once the check has read the board (walk 01p2, fault 3: "F
    # card removed" stayed beside "no run yet" and the check's Solved)
    page.wait_for_function("(el) => el.textContent === ''", arg=status.element_handle(),
                           timeout=WAIT)
    page.keyboard.press("Escape")
    page.keyboard.press("Control+s")
    path = Path(lab["root"]) / NAME
    page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    wait_idle(page)
    outputs = [o for c in json.loads(path.read_text())["cells"] for o in c.get("outputs", [])]
    assert {"program": "F F"} in [o.get("data", {}).get(BOARD_MIME) for o in outputs]
