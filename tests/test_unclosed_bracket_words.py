"""A [ that is never closed is shown where it stands in the program: in a program with four
[ a child cannot guess which one is open (walk 03q, fault 5)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")

PROGRAM = "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [L] ELSE [R]"


def test_a_check_marks_the_bracket_that_is_never_closed():
    path = lessons.challenge({"width": 3, "height": 1, "targets": {"red": "C1"}}, start="A1",
                             facing="E", target="red", blue_cards=True)
    for said in (lessons.check(path, PROGRAM), lessons.check_all(PROGRAM, [path])):
        assert "a [ is never closed. It is here: REPEAT UNTIL red ▶[REPEAT WHILE" \
            in said.message, said
        assert said.hint == "put a ] after the cards the [ holds.", said
