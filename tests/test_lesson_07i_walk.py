"""Lesson 07 as a 12-year-old meets it (walk 07i at 1366x650): the lasers question's hint."""

import pytest

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson

LASERS = {"board": {"width": 6, "height": 4, "edges": [
    {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
    "robots": {"Twonky": {"at": "C3", "facing": "N"}, "Zoom Bot": {"at": "E2", "facing": "W"}},
    "program": {"Twonky": ["Move 1 490"]}, "phases": 1}


@pytest.mark.parametrize("answer", ["2", "two", "4"])
def test_the_lasers_hint_names_the_robots_laser_a_child_forgets(answer):
    """Fault 3: a child who counts the wall laser's two beams and answers 2 heard "a laser
    beam hits Twonky (count the beams)", which leads back to 2. The hint names each laser
    that hits, Zoom Bot's own too, never the number."""
    feedback.forget()
    said = str(lesson.check_damage(LASERS, answer))
    assert said.startswith("✘")
    assert "Zoom Bot's own laser" in said and "the board laser on the wall of A2" in said
    assert "3" not in said and "three" not in said

