"""The first hint of lesson 07's damage questions points to what the child has in front of
them: these questions have a map, not a board to step through."""

import pytest

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.test_lesson_07_walk import setup


@pytest.mark.parametrize(("name", "robot"), [("lasers", None), ("levels", "Zoom Bot"),
                                              ("machines", None), ("gadgets", None)])
def test_the_first_damage_hint_sends_the_child_to_the_map(name, robot):
    """Walk 07p, fault 5: one wrong number heard "follow the register phase step by step in
    the replay", where the question has no replay board, only the map above it and the
    watch cell after it, which prints the total: the first hint sent the child to the
    answer. It asks the same question of the map above."""
    feedback.forget()
    hint = lesson.check_damage(setup(name), "9", robot).hint
    assert "replay" not in hint and "watch" not in hint, hint
    assert "on the map above: at which steps does anything damage or repair" in hint, hint
