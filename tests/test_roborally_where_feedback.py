"""Lesson 07's where-questions: what a wrong square hears is true of that square."""

from __future__ import annotations

import json
import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import checks, roborally
from tests.support.lesson_runs import NOTEBOOKS

pytestmark = pytest.mark.usefixtures("fresh_answers")


def lesson_questions() -> list[tuple[str, dict, str | None]]:
    """Each where-question of lesson 07: its setup's name, the setup as the lesson's cell
    makes it, and the robot asked about (None: the first)."""
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    made: dict = {}
    for src in cells:
        if '{"board"' in src:
            exec(src, made)   # noqa: S102 -- the lesson's own cell
    asked = [re.search(r'check_where\((\w+), my_guess(?:, "([^"]+)")?', src) for src in cells]
    return [(m[1], made[m[1]], m[2]) for m in asked if m]


@pytest.mark.parametrize(("name", "setup", "robot"), lesson_questions(),
                         ids=[q[0] for q in lesson_questions()])
def test_a_square_right_after_a_register_never_hears_that_register_moves_it_on(
        name, setup, robot):
    """Walk 07t, fault 1: in "Two levels", B4 (where Twonky really stands after register 1)
    heard "the rest of that step moves it on", when only register 2 moves it on; the hint
    named register 1's ramp as well."""
    trace = roborally._after(setup)[1]
    who = robot or trace[0].game.players[0]
    i = trace[0].game.players.index(who)
    at = [trace[k].robot_dict(i)["at"] for k in range(len(trace))]
    last_of = {trace[k].reg: k for k in range(1, len(trace)) if trace[k].reg}
    for register, k in sorted(last_of.items()):
        square = at[k]
        if square is None or square == at[-1]:
            continue
        said = lessons.check_where(setup, square, robot)
        assert "moves it on" not in said.message, (register, square, said.message)


def test_two_levels_b4_hears_the_truth_and_no_ramp():
    """Walk 07t, fault 1: Twonky rolls back to B4 in register 1 and stays there to the end
    of it: it hears so, and the hint looks at what comes after, not at the ramp."""
    setup = next(s for name, s, _ in lesson_questions() if name == "levels")
    said = lessons.check_where(setup, "B4")
    assert "it stands there after step B, but it does not stay there" in said.message
    assert "ramp" not in said.hint


def test_a_hint_names_only_the_belts_that_moved_the_robot():
    """Walk 07t, fault 2: the first prediction's hint said "(express belts twice)" on a
    board with no express belt, before the lesson teaches them. The belts board, where an
    express belt carries Twonky, still says it."""
    setups = {name: s for name, s, _ in lesson_questions()}
    first = lessons.check_where(setups["first"], "A1 north", with_facing=True).hint
    assert "belts move robots at step C" in first and "express" not in first
    belts = lessons.check_where(setups["belts"], "A1 north", with_facing=True).hint
    assert "(express belts twice)" in belts


@pytest.mark.parametrize(("name", "setup", "robot"), lesson_questions(),
                         ids=[q[0] for q in lesson_questions()])
def test_a_second_different_wrong_square_hears_a_new_hint(name, setup, robot):
    """Walk 07p2, fault M4: in "Two levels", B3 then B2 heard word for word the same hint
    (the ramp's rule). A second different wrong square hears something new, closer (which
    step to look at), and never the answer."""
    trace = roborally._after(setup)[1]
    who = robot or trace[0].game.players[0]
    end = trace[len(trace) - 1].robot_dict(trace[0].game.players.index(who))
    board = trace[0].game.board
    squares = [f"{c}{r}" for r in range(1, board.height + 1) for c in "ABCDEFGHIJKL"[:board.width]]
    wrong = [s for s in squares if s != end["at"]]
    for first, second in ((wrong[0], wrong[1]), (wrong[-1], wrong[len(wrong) // 2])):
        checks.forget()         # a facing too: some questions ask for it
        one = lessons.check_where(setup, first + " north", robot)
        two = lessons.check_where(setup, second + " north", robot)
        assert not one.ok and not two.ok and two.tries == 2, (first, second)
        assert one.hint != two.hint, (first, second, one.hint)
        assert end["at"] is None or end["at"] not in two.hint, two.hint


@pytest.mark.parametrize(("answer", "said"), [
    ("2D east", "I cannot read '2D east': I read the number 2, then the letter D: write the "
                "letter first, then the number: 'D2'."),
    ("West D3", "I cannot read 'West D3': write the square first, then the facing: D3 west."),
    ("next to the wall", "I cannot read 'next to the wall': write a square: a letter and a "
                         "number, such as C4, and a facing (C3 north), or destroyed."),
])
def test_an_answer_it_cannot_read_hears_the_one_thing_wrong_with_it(answer, said):
    """Walk 07r6, fault M7: "2D east" heard how to write the square and then a facing and
    "destroyed" too; "West D3" heard "write a square", which it had, and never that the
    facing goes after it. Each hears the one fix it needs (the other mistakes keep their
    words), and no try is counted."""
    setup = {"board": {"width": 5, "height": 5}, "robots": {"Twonky": {"at": "D2"}},
             "program": {"Twonky": ["Rotate Right 80"]}, "phases": 1}
    verdict = lessons.check_where(setup, answer, with_facing=True)
    assert not verdict.ok and verdict.message == said
    right = lessons.check_where(setup, "D2 east", with_facing=True).message
    assert right.startswith("Right!") and "first try" in right, right
