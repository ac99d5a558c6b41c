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
from codyroby_lab.ui import BoardWidget
from codyroby_lab.ui.editors import EDITORS, editor_for
from tests.support.sealed_bid import BidBoard, BidEditor, BidState, SealedBid

README = Path(__file__).resolve().parent.parent / "widgets" / "README.md"


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
