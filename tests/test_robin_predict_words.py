"""Lesson 09's Predict (past the castle): the words say whether the old oak counts as a step,
and the answer that skips it hears why it is wrong, never the answer."""
import json

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from tests.support.lesson_runs import NOTEBOOKS


def predict_text() -> str:
    cells = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))["cells"]
    return next(" ".join("".join(c["source"]).split()) for c in cells
                if "Predict, then run: past the castle" in "".join(c["source"]))


def test_the_predict_text_says_the_oak_counts_as_a_step():
    """Walk 09s, fault 1: "goes back to the old oak and counts on from there" read as a free
    jump to the oak, and 3 looked right."""
    text = predict_text()
    assert "counts on from there" not in text
    assert "the oak counts as one step" in text
    assert "on the castle (space 7) that moves 1 forward lands on the oak (space 1)" in text


def test_skipping_the_oak_hears_that_it_counts_and_not_the_answer():
    feedback.forget()
    skipped = lessons.check_step(6, +3, 3)
    assert not skipped.ok
    assert "if the old oak is skipped" in skipped.message
    assert "the oak counts as one step" in skipped.message
    assert "next step lands on the old oak" in skipped.hint
    assert "2" not in skipped.message + skipped.hint
    feedback.forget()
    assert "skipped" not in lessons.check_step(6, +3, 1).message


def test_none_without_quotes_hears_the_spelling_the_question_asks_for():
    """Walk 09v, fault 3: the question and its cell say to write None, but ``my_space = none``
    heard 'none needs quotes around it: write "none"', a third spelling: it now hears the
    question's own, None with a capital N, which the check takes."""
    said = str(lessons.plain(NameError("name 'none' is not defined", name="none")))
    assert "write None" in said and "capital N" in said and '"none"' not in said, said
    feedback.forget()
    assert lessons.check_step(2, -3, None).ok
