"""Lesson 07 (RoboRally) as a 12-year-old reads it: the map's key, the race's last words and
the lesson's text (issue 29, walks 07n and 07o)."""

from codyroby_lab import lessons
from tests.test_lesson_07_walk import setup


def test_a_one_flag_map_s_key_speaks_of_one_flag():
    """walk 07o, fault 4: the challenges' key said "stop on them in order: 1, 2, 3" under a
    map with flag 1 only, and a child looked for flags 2 and 3."""
    key = lessons.look(setup("challenge1")).split("Key: ")[1]
    assert "\u26911 flag (stop on it" in key
    assert "2" not in key.split("flag")[1].split(",")[0]
    two = {"board": {"width": 3, "height": 1, "elements": [
        {"kind": "flag", "at": "A1", "number": 1}, {"kind": "flag", "at": "C1", "number": 2}]},
        "robots": {"Twonky": {"at": "B1"}}}
    assert "stop on them in order: 1, 2)" in lessons.look(two)

