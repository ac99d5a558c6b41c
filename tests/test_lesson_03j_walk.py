"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03j (report.md
there; faults by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from tests import test_lesson_03_walk as walk03

lesson = walk03.lesson     # the lesson's namespace up to the exercises' checks (a fixture)


@pytest.fixture(autouse=True)
def _fresh() -> None:
    feedback.forget()


# --- walk03j fault 7: Exercise 3's hint points where to look, in short sentences ------------

def test_the_gap_hint_points_where_to_look_and_never_names_the_sensor(lesson):
    program = "REPEAT WHILE left [F] L REPEAT UNTIL red [F]"
    hints = [lessons.check_all(program, lesson["gaps"]).hint for _ in range(3)]
    for hint in hints:
        assert "'not'" not in hint and "not left" not in hint   # the answer, all but said
        assert "must walk on" not in hint
        assert all(len(s.split()) <= 16 for s in re.split(r"(?<=[.?:])\s", hint.split(
            "Just before")[1]))
    assert "look at the squares Roby must walk along" in hints[1]


# --- walk03j fault 6: Exercise 2's message writes its numbers one way -----------------------

def test_the_snake_message_writes_every_count_of_squares_in_words(lesson):
    said = str(lessons.check_all("REPEAT WHILE ahead [F]",
                                 lesson["paths"]))
    assert "squares from the target" in said
    assert not re.search(r"\d+ squares?\b", said), said
