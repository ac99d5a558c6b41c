"""What lesson 3's questions say to an answer: its shape, and what is wrong with it, never
the answer (walk 03s)."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import predict
from tests.test_lesson_giveaways import cells

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _turn(guess: str) -> str:
    """What Question 2 (what IF left [L] ELSE [R] does, from A5 facing north) says."""
    return str(predict("IF left [L] ELSE [R]", guess, at="A5", facing="N", asks="turn"))


def test_a_turn_answer_that_cannot_be_read_hears_every_kind_of_answer_not_the_two_turns():
    """Walk 03s, fault 3: after "Roby does not turn left", "turns rite" heard "write what
    Roby does: 'turns left' or 'turns right'", which left only the answer."""
    assert "not turn left" in _turn("turns left")
    said = _turn("turns sideways")
    assert "'turns left', 'turns right' or 'moves forward'" in said, said


def test_a_turn_spelt_by_its_sound_is_read_as_the_turn_it_sounds_like():
    said = _turn("turns rite")
    assert "did you mean 'right'?" in said, said
    assert "'turns left'" not in said


def test_a_wrong_square_without_a_facing_hears_that_the_square_is_wrong_then_the_ask():
    """Walk 03s, fault 4: "B5" heard only "say which way Roby faces too, such as 'B5
    north'", so the child spent a try on "B5 north" before hearing B5 was wrong."""
    said = _turn("B5")
    assert said.startswith("\u2718 Not quite: your row is right, but the column is not."), said
    assert "say which way Roby faces too" in said and "'B5 north'" not in said
    right_square = _turn("A5")
    assert "say which way Roby faces too, such as 'A5 north'" in right_square


def test_question_1_says_the_shape_of_its_answer_as_questions_2_and_3_do():
    """Walk 03s, fault 2: Question 1 asked where Roby stops and said nothing of how to
    write it; the child learnt of "B3" only from the check's refusal of "?"."""
    text = next(src for kind, src in cells("03_sensors_and_if")
                if kind == "markdown" and "**Question 1.**" in src)
    question = text.split("**Question 1.**")[1]
    assert 'such as `"B3"`' in question and '`"crash"`' in question, question
