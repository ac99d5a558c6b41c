"""Lesson 03 as a 12-year-old met it in the walk /work/walk/walk03v (report.md there; faults
by their number)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import cells

pytestmark = pytest.mark.usefixtures("fresh_answers")

EDGE = {"width": 4, "height": 4, "targets": {"red": "D4"}}
NEST = "REPEAT UNTIL red [REPEAT WHILE ahead [F] R]"


def test_two_wrong_round_counts_do_not_pin_the_answer_down():
    """Fault 1: "4" heard "fewer than 4 times" and "2" "more than 2 times": together, 3,
    with no Desk check read. A wrong count hears only that it is wrong, and where to count;
    the program's steps (12) hear that they are steps, not rounds."""
    for n in ("4", "2"):
        said = str(lessons.check_rounds(NEST, n, on=EDGE, at="A4"))
        assert not any(w in said for w in ("more", "fewer", "less")), said
        assert "Desk check" in said
    steps = lessons.check_rounds(NEST, "12", on=EDGE, at="A4").message
    assert "12 is how many steps the program takes" in steps


@pytest.mark.parametrize("name", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_the_restart_help_and_the_sensor_cell_say_what_the_child_sees(name):
    """Fault 10: the help under "Python does not know the name...?" opened with "Then
    Python...", which read oddly after a question; the text above lesson 3's first cell
    promised "the rule behind" each look of the sensor, and the cell prints none."""
    texts = [src for kind, src in cells(name) if kind == "markdown"]
    help_text = next(t for t in texts if "forgotten the cells you ran" in t)
    assert "Then Python" not in help_text
    assert not any("the rule behind it" in t for t in texts)
