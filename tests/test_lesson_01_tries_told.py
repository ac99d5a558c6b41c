"""Lessons 1 to 3's predictions: an answer that counts no try says so, so that the "first
try" praised after it is what the child was told (walk 01t, fault 4)."""

from __future__ import annotations

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.checks import predict

CRASH = "F F F F F"      # lesson 1, Question 3: from A5 facing north, Roby drives off the top


def test_each_answer_not_counted_says_so_before_the_praise():
    """Question 3: "A0" (no row 0) and "A6" (off the board) count no try, as at Question 2's
    unreadable answers; each says it, and the praise after them names the try the child was
    told about. "A1" (the crash square alone) is half the answer and no try either, as the
    right square without its facing is (walk 01q4, fault 1, overturning walk 01v's M1)."""
    feedback.forget()
    for answer in ("A0", "A6", "A1"):
        said = predict(CRASH, answer, at="A5")
        assert said.tries == 0 and said.message.endswith(feedback.NO_TRY), (answer, said)
    assert predict(CRASH, "it crashes", at="A5").message.endswith("on your first try.")


def test_a_wrong_answer_that_counts_says_nothing_of_it():
    """A wrong square on the board is a try, as at Question 2: no "does not count" beside it."""
    feedback.forget()
    said = predict(CRASH, "A2", at="A5")
    assert said.tries == 1 and feedback.NO_TRY not in said.message


def test_an_answer_missing_its_facing_says_it_counts_no_try():
    """Question 2 asks for the facing too: the right square alone counts no try, and says so."""
    feedback.forget()
    said = predict("L F L F R", "B2", at="C3", facing="E", with_facing=True)
    assert said.tries == 0 and feedback.NO_TRY in said.message
