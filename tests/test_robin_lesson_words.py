"""Lesson 09 (Robin), the words a learner reads: what the move's text means, and the
Python the lesson's cells use explained where they use it."""

from __future__ import annotations

import json
from pathlib import Path

from codyroby_lab import lessons

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "09_robin.ipynb"


def source(cell_id: str) -> str:
    """A cell of the lesson, its lines joined into one."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return " ".join("".join(next(c for c in cells if c.get("id") == cell_id)["source"]).split())


def test_the_dash_of_a_move_written_as_text_is_explained():
    """The board's text box showed `move will -` for a group given no piece yet, and the
    lesson never said what the `-` is (walk 09n, fault 4)."""
    play = source("robin-28")
    assert "*Your move as text*" in play and "A `-` there is a group that moves no piece" in play
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    for action in ("offer messages6", "accept tuck"):              # Will moves with places12
        game.move(action)
    assert "or - for a group that can move no piece" in " ".join(game.status().split())
