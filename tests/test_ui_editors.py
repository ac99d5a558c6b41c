"""The editor interface (codyroby_lab/ui/editors.py): one Python class per editor kind, found
by the kind the scene names; every intent checked before it changes anything; the content
becomes the game's own action. The worked example of widgets/README.md (a "bid" editor for
the sealed-bid test game) is here, and the page is checked against it."""

from __future__ import annotations

import copy
import inspect
import re
from pathlib import Path

import pytest

from codyroby_lab.core.errors import LabError
from codyroby_lab.core.protocol import Action
from codyroby_lab.ui import BoardWidget
from codyroby_lab.ui.editors import EDITORS, Editor, editor_for, register
from tests.support.sealed_bid import BidBoard, BidState, SealedBid

README = Path(__file__).resolve().parent.parent / "widgets" / "README.md"


@register
class BidEditor(Editor):
    """How many coins to bid: the content is the number, its text the number written out.
    Intent: {"type": "set_bid", "coins": 3}."""

    kind = "bid"
    intents = {"set_bid": frozenset({"coins"})}

    def empty(self) -> int:
        return 0

    def read(self, text: str) -> int:
        words = str(text).strip() or "0"
        if not words.isdigit():
            raise LabError(f"a bid is a number of coins, not {words[:20]!r}")
        return self.check(int(words))

    def text(self, content: int) -> str:
        return str(content)

    def check(self, content: object) -> int:
        most = int(self.config.get("coins", 0))
        whole = isinstance(content, int) and not isinstance(content, bool)
        if not whole or not 0 <= content <= most:
            raise LabError(f"bid from 0 to {most} coins")
        return content

    def edit(self, intent: dict) -> int:
        return self.check(intent["coins"])

    def action(self, content: int) -> Action:
        return self.state.parse_action({"verb": "bid", "args": [self.text(content)],
                                        "player": self.player})


def board() -> BoardWidget:
    state = BidBoard(SealedBid({"players": ["A", "B"], "coins": 6}))
    return BoardWidget(state, viewer="A")


def snapshot(w):
    return {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "program", "content",
                                                       "trace_meta", "trace_bytes")}


def test_the_worked_example_is_the_one_on_the_page():
    page = README.read_text(encoding="utf-8")
    block = re.search(r"```python\n(@register\nclass BidEditor.*?)```", page, re.S)
    assert block and block.group(1) == inspect.getsource(BidEditor)


def test_an_editor_is_found_by_the_kind_the_scene_names():
    w = board()
    assert EDITORS["bid"] is BidEditor and isinstance(w.editor, BidEditor)
    assert w.scene["editor"] == {"kind": "bid", "player": "A", "coins": 6}
    assert editor_for(BidBoard(SealedBid({})), "A").kind == "bid"
    hand = editor_for(BidState(SealedBid({})), "A")       # the game's own scene: a hand
    assert hand.kind == "hand"


def test_an_intent_is_checked_and_becomes_the_content_and_its_text():
    w = board()
    w.receive({"type": "set_bid", "coins": 3})
    assert w.error == "" and w.content == 3 and w.program == "3"
    w.receive({"type": "set_program", "text": " 5 "})
    assert w.content == 5
    w.receive({"type": "run"})
    assert w.error == "" and w.trace.steps >= 1
    assert w.trace.events(1)[0].seen_by("A").text.startswith("A ")


@pytest.mark.parametrize("message", [
    {"type": "set_bid", "coins": 7},
    {"type": "set_bid", "coins": -1},
    {"type": "set_bid", "coins": True},
    {"type": "set_bid", "coins": "3"},
    {"type": "set_bid"},
    {"type": "set_bid", "coins": 1, "more": 2},
    {"type": "set_stack", "stack": []},
    {"type": "choose", "cards": []},
    {"type": "set_program", "text": "three"},
], ids=["too-many", "negative", "a-bool", "text", "missing", "extra", "a-stack", "a-hand",
        "words"])
def test_a_bad_intent_changes_nothing(message):
    w = board()
    w.receive({"type": "set_bid", "coins": 2})
    before = snapshot(w)
    w.receive(message)
    assert w.error and snapshot(w) == before


def test_an_unknown_editor_kind_is_said_in_words():
    class Nowhere(BidBoard):
        def scene(self, viewer=None):
            return {**super().scene(viewer), "editor": {"kind": "semaphore"}}
    state = Nowhere(SealedBid({}))
    with pytest.raises(LabError, match="no 'semaphore' editor yet"):
        editor_for(state, "A")
