"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03j (report.md
there; faults by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from tests import test_lesson_03_walk as walk03
from tests.support.lesson_cells import cells

lesson = walk03.lesson     # the lesson's namespace up to the exercises' checks (a fixture)


pytestmark = pytest.mark.usefixtures("fresh_answers")


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


def _markdown(heading: str) -> str:
    return next(src for kind, src in cells("03_sensors_and_if")
                if kind == "markdown" and src.startswith(f"## {heading}"))


# --- walk03j fault 10: the endless loop is explained, and there is one to spot --------------

def test_the_endless_loop_asks_to_spot_one():
    # its R R R R example, explained, gave the answer away (walk 03q, fault 1): the
    # reason is the check's, once a loop is chosen (tests/test_spot_it_loop_check.py)
    text = _markdown("A loop that never ends")
    assert "**Spot it:**" in text and "never ends:" in text


# --- walk03j fault 4: the count's check promises only what What happened shows --------------

def test_cards_inside_cards_promises_words_that_start_a_step_not_a_line_of_their_own(lesson):
    text = _markdown("Cards inside cards")
    assert "begins with the line" not in text
    start = "Roby is not on the red target"
    assert f"*{start}*" in text
    trace = lessons.run("REPEAT UNTIL red [REPEAT WHILE ahead [F] R]",
                        on={"width": 4, "height": 4, "targets": {"red": "D4"}},
                        at="A4", facing="N")
    firsts = [trace.events(s)[0].text for s in range(1, trace.steps + 1)]
    assert sum(f.startswith(start) for f in firsts) == 3          # three rounds, one step each


# --- walk03j fault 9 (the lesson's part): the Desk check is said to be further down ---------

def test_the_desk_check_is_said_to_be_read_after_stepping_not_beside_the_board():
    text = " ".join(_markdown("Path boards").split())
    assert "Under the board, the **Desk check**" not in text
    assert "scroll down to read the table" in text


def test_the_lesson_says_the_desk_check_scrolls_inside_its_box():
    """Walk 03l, fault 4: the table keeps every step but shows about nine rows in its own
    scrolling box; a child who read "scroll down to read the whole table" took the rows out of
    view for rows gone and counted 2 rounds of the outer REPEAT, not 3."""
    text = " ".join(_markdown("Path boards").split())
    assert "whole table" not in text
    assert "scroll up **inside** the table" in text
