"""Editors in a real JupyterLab: the hand editor (the Duel) by mouse and keyboard, and the
worked example of widgets/README.md, a "bid" editor added as one JS module (taken from the
page) and one Python class (tests/test_ui_editors.py), driven end to end."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.support.browser import WAIT, notebook_page, run_code, shot, wait_counter, wait_text

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "widgets" / "README.md"

DUEL = """\
from codyroby_lab.lessons.duel import DuelPlay
duel = DuelPlay({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1"}},
                 "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
                 "deck": ["F"] * 20, "blocks_each": 0})
duel.widget()"""


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
    with notebook_page(lab, browser, "editors.ipynb", [DUEL, bid_cell(folder)]) as page:
        yield page


def test_the_hand_editor_by_mouse_and_keyboard(page):
    w = page.locator(".cr-widget").first
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
    assert run_code(page, "print(duel._widget.program)").strip() == "R F"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step ")
    assert run_code(page, "print(duel.turns[-1].lines[0])").strip() == "You (A) play R F:"
    shot(page, "lab-hand-editor", w)
    assert not page.js_errors


def test_the_worked_example_editor_end_to_end(page):
    w = page.locator(".cr-widget").last
    box = w.get_by_label("Coins to bid")
    assert box.get_attribute("max") == "6"
    box.fill("3")
    box.press("Tab")                                             # change: the intent goes
    page.wait_for_function("(el) => el.value === '3'",
                           arg=w.locator(".cr-program-text").element_handle(), timeout=WAIT)
    assert run_code(page, "print(bids.content, repr(bids.program))").strip() == "3 '3'"
    box.fill("9")                                                # more than A holds
    box.press("Tab")
    w.locator(".cr-error").filter(has_text="bid from 0 to 6 coins").wait_for()
    assert box.input_value() == "3"                              # Python kept 3
    assert run_code(page, "print(bids.content)").strip() == "3"
    w.get_by_role("button", name="Run", exact=True).click()
    wait_counter(page, w, "step 1 of 1")
    assert "A bids 3" in w.locator(".cr-log").inner_text()
    shot(page, "lab-bid-editor", w)
    assert not page.js_errors
