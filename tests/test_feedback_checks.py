"""check_goal, check_move and check_order follow the one feedback rule (lessons/feedback.py,
issue 29): tries counted, a wrong answer says what is wrong about it and never the answer,
the answer only on Show me."""

from __future__ import annotations

import json
import re
from itertools import permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codyroby_lab.lessons import check_goal, check_move, check_order, show_me
from tests.support.lesson_runs import NOTEBOOKS

CHECK = re.compile(r"lessons\.(check\w*|predict)\(")

POS = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
       "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
       "deck": ["F"] * 20, "blocks_each": 0}
CARDS = {"Twonky": "Move 1 500", "Zoom Bot": "Rotate Left 90", "Hammer Bot": "Move 3 800"}
RIGHT = ["Hammer Bot", "Twonky", "Zoom Bot"]
LOOP = dict(at="C3", end="C3", facing="N", max_cards=3, uses="REPEAT")


def test_check_goal_counts_tries_and_shows_a_program_only_when_asked():
    wrong = check_goal("F R F R F R F R", **LOOP)
    assert not wrong and wrong.tries == 1 and "Try again" in wrong.message
    assert "REPEAT 4" not in str(wrong)
    assert check_goal("F F", **LOOP).tries == 2
    right = check_goal("REPEAT 4 [F R]", **LOOP)
    assert right and right.tries == 3 and "third try" in right.message
    asked = show_me()
    assert asked.shown and asked.message.endswith(
        check_goal("", **LOOP, show=True).message.split(": ", 1)[1])
    program = asked.message.rsplit(" is ", 1)[1].rstrip(".")
    assert program.startswith("REPEAT 4 [F") and check_goal(program, **LOOP)


def test_check_goal_shows_a_program_that_passes_its_own_check():
    goal = dict(at="A5", end="B4", facing="E")
    program = check_goal(None, **goal, show=True).message.rsplit(" is ", 1)[1].rstrip(".")
    assert check_goal(program, **goal)


def test_an_unreadable_program_is_not_a_try():
    assert check_goal("F X", end="A4").tries == 0
    assert check_goal("F", end="A4").tries == 1


def test_check_move_counts_tries_and_shows_a_move_only_when_asked():
    wrong = check_move(POS, "F F")
    assert not wrong and wrong.tries == 1 and "F F F" not in str(wrong)
    assert check_move(POS, "F F F").tries == 2
    assert show_me().message == "You asked to see it: a move that does it is F F F."


def test_check_move_shown_for_each_goal_passes_its_own_check():
    for goal in ("win", "safe", "out of reach"):
        move = check_move(POS, None, goal, show=True).message.rsplit(" is ", 1)[1].rstrip(".")
        assert check_move(POS, move, goal), goal


def test_check_order_says_which_robot_is_out_of_place_never_the_order():
    first = check_order(CARDS, "Twonky, Zoom Bot, Hammer Bot")
    assert first.message == "Not quite: Twonky does not move first. Try again."
    second = check_order(CARDS, "Hammer Bot, Zoom Bot, Twonky")
    assert second.message.startswith("Not quite: Hammer Bot is in the right place, but Zoom "
                                     "Bot does not move second.")
    assert check_order(CARDS, RIGHT).tries == 3
    assert show_me().message.startswith("You asked to see it: Hammer Bot (800), Twonky (500)")


@settings(max_examples=30, deadline=2000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(list(permutations(RIGHT))))
def test_check_order_is_right_only_for_the_priority_order_and_never_tells_it(order):
    result = check_order(CARDS, list(order))
    assert result.ok == (list(order) == RIGHT)
    assert "800" not in result.message or result.ok       # the priorities: only when right


@pytest.mark.parametrize("lesson", ["01_first_programs", "02_repeat", "03_sensors_and_if",
                                    "04_duel"])
def test_a_lesson_says_how_to_ask_for_the_answer_before_its_first_check(lesson):
    cells = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))["cells"]
    sources = ["".join(c["source"]) for c in cells]
    first = next(i for i, s in enumerate(sources) if CHECK.search(s))
    assert any("lessons.show_me()" in s or re.search(r'`[^`]*"show me"[^`]*`', s)
               for s in sources[:first]), lesson


def test_check_goal_with_no_program_to_show_says_so_and_points_to_the_hint():
    asked = check_goal("", at="A5", end="A4", uses="IF", show=True)
    assert asked.shown and "no program to show" in asked.message and "hint" in asked.message


def test_a_failing_case_s_hint_is_sentences_that_start_with_a_capital():
    """Lesson 05, looked at at 1366x650: "check the case first: a facing is ... (N, E, S or
    W). a square is ..." ran two sentences together, the second in lower case."""
    from codyroby_lab.lessons.checks import check_case
    case = {"id": "c-1", "setup": {"board": {"width": 5, "height": 5},
                                   "robots": {"roby": {"at": "A5", "facing": "N"}}},
            "play": ["F"], "expect": {"robots": {"roby": {"at": [0, 4]}}}}
    hint = check_case(case).hint
    assert not check_case(case).ok
    for sentence in re.split(r"(?<=\.) ", hint):
        assert sentence[:1].isupper() or sentence[:1] in '"[(', (sentence, hint)
