"""Lesson 01's words: a name a child has not met yet is said with what it means, the first
time it comes (walk 01t, fault 6)."""

from __future__ import annotations

import json
import re
from pathlib import Path

LESSON = Path(__file__).resolve().parents[1] / "notebooks" / "01_first_programs.ipynb"


def test_the_desk_check_is_said_with_what_it_is_the_first_time():
    """"Desk check" came in cell 4's "More buttons" box, and was explained only in cell 8."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    first = next("".join(c["source"]) for c in cells if "Desk check" in "".join(c["source"])
                 or "desk-check" in "".join(c["source"]))
    said = " ".join(first.split())
    assert "**Desk check** table under the board (a check you could do at your desk" in said


def _text() -> list[str]:
    """Lesson 01's cells' text, its folded help parts each as one piece, in order."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    return [" ".join(part.split()) for c in cells
            for part in "".join(c["source"]).split("<details>")]


def test_events_stop_marks_and_rings_are_said_where_a_child_first_meets_them():
    """Walk 01q4, fault 7: the Desk check's "event" column and "events" came before lesson
    01 said what an event is; the keyboard help said "stop mark" and never what it does (the
    mouse help said it, in another folded part); the mouse help spoke of "the rings your
    guesses left" before guessing on a board (Predict) was told of."""
    text = _text()
    first = next(t for t in text if re.search(r"\bevents?\b", t, re.I))
    assert "**event** column says in words what happened" in first, first
    for part in (t for t in text if "stop mark" in t):
        assert "waits" in part, part
    rings = next(t for t in text if re.search(r"\brings?\b", t))
    assert "Predict" in rings and rings.index("Predict") < rings.index(" ring"), rings


def test_exercise_3_has_one_name():
    """Walk 01q4, fault 9: Exercise 3's heading said "Facing the other way" and its code
    title="Facing east": one exercise, one name."""
    text = "\n".join(_text())
    heading = text.split("### Exercise 3 · ", 1)[1].split(" This time", 1)[0].strip()
    assert f'title="{heading}"' in text, heading


def test_question_1_s_board_asks_first_what_the_lesson_asks(answers_beside_a_notebook):
    """Walk 01q5, fault 1: the lesson says "once your guess is right, run the board under
    the check and press Run to see why"; the unlocked board's What happened box said "first
    tick Predict, then press Step and click the square where Roby will be". Its words before
    anything runs name Run first, and still how to guess each step (lesson 02 asks that)."""
    from codyroby_lab import lessons
    text = " ".join(t for t in _text() if "press **Run** to see why" in t)
    assert "press **Run** to see why" in text, "the lesson's words changed: update this test"
    assert lessons.predict("F F R F F", "C3", at="A5", facing="N").ok
    board = lessons.board("F F R F F", at="A5", facing="N", title="Question 1", run=False,
                          palette=["F", "L", "R"], answer_first=True)
    idle = board.scene["editor"]["words"]["idle"]
    assert idle.startswith("Nothing has run yet: press Run"), idle
    assert "tick Predict" in idle and idle.index("Run") < idle.index("Predict"), idle
