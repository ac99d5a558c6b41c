"""Lesson 04's words for the desk-check tables a child reads in cells and on the board."""

from __future__ import annotations

import json

from codyroby_lab.games.codyroby.duel.rules import PHASES
from tests.support.lesson_runs import NOTEBOOKS


def test_the_lesson_says_what_the_boards_phase_column_is():
    """Walk 04p, fault 10: the board's Desk check showed a "phase" column that the
    lesson's list of the table's columns never named."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    table = next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                 if "desk-check table" in "".join(c["source"]))
    assert "**phase** column" in table, table
    assert len(PHASES) == 3 and "placing the blocks, playing cards, or the game is over" in table


def test_the_phase_column_is_said_to_come_only_when_the_part_of_the_game_changes():
    """Walk 04q, fault 9: "the board's own table can also have a phase column" sent the
    child looking for a column most tables lack (a table shows it only when its steps go
    through more than one part of the game); "Before it come the numbers of the steps it
    made happen" was hard to read."""
    nb = json.loads((NOTEBOOKS / "04_duel.ipynb").read_text(encoding="utf-8"))
    table = next(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                 if "desk-check table" in "".join(c["source"]))
    assert "When a move goes from one part of the game to the next" in table, table
    assert "Most moves stay in one part, so their table has no phase column" in table
    assert "can also have" not in table and "Before it come" not in table
