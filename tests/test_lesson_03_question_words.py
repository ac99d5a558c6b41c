"""What lesson 3's questions say to an answer: its shape, and what is wrong with it, never
the answer (walk 03s)."""

from __future__ import annotations

import pytest

from codyroby_lab.lessons import predict
from tests.support.lesson_cells import cells

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


def test_a_square_without_a_facing_hears_the_same_ask_right_or_wrong():
    """Walk 03s, fault 4 had a wrong square ("B5") told it was wrong before the ask; but then
    the right one ("A5") alone heard only the ask, which said it was right without a try
    (walk 02p, fault 5): both hear the ask alone, and neither is a try."""
    for square in ("B5", "A5"):
        said = _turn(square)
        assert said.startswith("\u2718 This question asks what Roby does: say which way Roby "
                               f"faces too, such as '{square} north'"), said
        assert "Not quite" not in said and "does not count as a try" in said, said


def test_question_1_says_the_shape_of_its_answer_as_questions_2_and_3_do():
    """Walk 03s, fault 2: Question 1 asked where Roby stops and said nothing of how to
    write it; the child learnt of "B3" only from the check's refusal of "?"."""
    text = next(src for kind, src in cells("03_sensors_and_if")
                if kind == "markdown" and "**Question 1.**" in src)
    question = text.split("**Question 1.**")[1]
    assert 'such as `"B3"`' in question and '`"crash"`' in question, question
