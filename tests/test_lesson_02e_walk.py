"""Lesson 02 (REPEAT) as the walk 02e report found it (/work/walk/walk02e/report.md): each
test names the fault it holds fixed."""

from __future__ import annotations

import json

from codyroby_lab import lessons
from tests.support.lesson_runs import NOTEBOOKS


def _cell(holding: str) -> str:
    """The source of the lesson's first code cell holding ``holding``."""
    nb = json.loads((NOTEBOOKS / "02_repeat.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and holding in "".join(c["source"]))


def test_a_question_board_run_again_undoes_a_stray_card():
    """Fault 1: one click on a palette card changed Question 1's program, and running the
    cell again brought back the changed program. A question's or a demonstration's board
    comes back as its cell writes it; an exercise's board keeps the learner's work."""
    ns: dict = {"lessons": lessons, "repeat_cards": ["F", "L", "R", "REPEAT"]}
    src = _cell('title="Question 1"')
    first = eval(src, ns)  # noqa: S307 - the lesson's own cell
    first.receive({"type": "set_stack", "stack": [*first.stack, {"card": "F"}]})
    assert first.program == "REPEAT 3 [F F R] F"
    again = eval(src, ns)  # noqa: S307
    assert again.program == "REPEAT 3 [F F R]"
    assert again.run().final.robots["roby"].label() == "Roby at C5 facing west"
