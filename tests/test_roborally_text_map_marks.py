"""RoboRally's text maps: a mark beside a row's number reads as a mark, not as the row's."""

from __future__ import annotations

import re

from codyroby_lab import lessons


def test_a_wall_laser_west_of_column_a_stands_apart_from_the_row_number():
    """Walk 07t, fault 8: the Lasers map's row read "2* .", a child read "row 2-star", not
    a laser on the west wall of A2 (the race's map too: "6*")."""
    lasers = {"board": {"width": 6, "height": 4, "edges": [
                  {"kind": "laser", "at": "A2", "side": "W", "count": 2}]},
              "robots": {"Twonky": {"at": "C3", "facing": "N"}}}
    maps = [lessons.look(lasers), lessons.RoboRallyRace(seed=1).state.ascii()]
    for text in maps:
        rows = [line for line in text.splitlines() if re.match(r"\s*\d+ ", line)]
        assert not [r for r in text.splitlines() if re.match(r"\s*\d+\*", r)], text
        assert any(re.match(r"\s*\d+ \* ", r) for r in rows), text
    assert lessons.look(lasers).splitlines()[2].startswith(" 2 * .")


def test_a_robot_s_letter_stands_in_its_column_in_place_of_its_square_s_mark():
    """Walk 07r6, fault M9: a robot's letter came after its square's dot (". T"), so T seemed
    to stand between columns C and D. It stands in place of the square's mark, under its
    column's letter; what it hides there is said in the robot's line, and the key and the
    lesson's words about the maps say where the letter is."""
    setup = {"board": {"width": 4, "height": 2, "elements": [
                 {"kind": "oil", "at": "B2"}]},
             "robots": {"Twonky": {"at": "C1", "facing": "E"},
                        "Zoom Bot": {"at": "B2", "facing": "N"}}}
    text = lessons.look(setup)
    head, row1, row2 = text.splitlines()[:3]
    assert row1.index("T") == head.index("C") and row2.index("Z") == head.index("B")
    assert "oo" not in row2 and ". T" not in row1
    assert "Zoom Bot (Z) at B2 (on oo) facing north" in text
    assert "Twonky (T) at C1 facing east" in text
    assert "a letter: a robot, in place of its square's mark" in text
    from tests.test_lesson_07_step_words import markdown
    assert "a robot's letter stands in place of its square's mark" in " ".join(markdown())
