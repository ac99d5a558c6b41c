"""Walk 01s (issue 29): lesson 01's Question 3 as a 12-year-old met it. Question 2 has
just taught them to add which way Roby faces, so "crash facing north" came next: it was
read as a crash on the square NORTH and marked wrong."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def q3(answer: str):
    return lessons.predict("F F F F F", answer, at="A5", facing="N")


@pytest.mark.parametrize("answer", ["crash facing north", "north crash", "crash A1 north",
                                    "Crashes at A1, facing north.", "crash N"])
def test_a_crash_with_its_square_or_facing_is_right(answer):
    assert q3(answer).ok


def test_a_crash_facing_the_wrong_way_says_which_part_is_wrong_not_the_answer():
    said = q3("crash facing south")
    assert not said.ok
    assert "does crash, but it does not face south" in said.message
    assert "north" not in said.message.lower()


def test_a_crash_on_the_wrong_square_names_the_childs_square():
    said = q3("crash A2 north")
    assert not said.ok and "does crash, but not on A2" in said.message
