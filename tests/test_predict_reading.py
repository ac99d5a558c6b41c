"""How a prediction is read (issue 29, second walk of lesson 01, faults 12 and 13): a typo
hears the word it may have meant, a row 0 or a square off the board is said to be so, the
screen's up and down name facings, and "A1 crash" is a crash answer."""

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback

pytestmark = pytest.mark.usefixtures("fresh_answers")


def said(guess, program="F F F F F", **where):
    return str(lessons.predict(program, guess, **({"at": "A5", "facing": "N"} | where)))


@pytest.mark.parametrize("guess, words", [
    ("C3 eats", "did you mean 'east'?"),      # 'est' is Italian for east (issue 35)
    ("B2 nort", "did you mean 'north'?"),
    ("crsh", "did you mean 'crash'?"),
    ("crahs", "did you mean 'crash'?"),    # not 'crashes', a word no lesson teaches (01p3)
    ("A0", "there is no row 0"),
    ("Z9", "Z9 is not on the board"),
])
def test_a_slip_hears_what_it_may_have_meant_and_never_the_answer(guess, words):
    text = said(guess)
    assert words in text and "A1" not in text


def test_a_crash_answer_may_say_where():
    assert said("A1 crash").startswith("✔")
    wrong = said("B2 crash")
    assert wrong.startswith("✘") and "does crash, but not on B2" in wrong


def test_the_right_square_of_a_crash_hears_a_question_not_a_double_negative():
    text = said("A1")
    assert "Roby does end on A1" in text and "does not stop because" not in text  # 01q, 01p3


def test_up_and_down_are_facings_as_the_lesson_says():
    assert said("B2 up", "L F L F R", at="C3", facing="E").startswith("✔")


# walk 03 (third), fault 3: "east" heard "did you mean 'east'?"

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from codyroby_lab.core.vocabulary import meaning  # noqa: E402
from codyroby_lab.lessons import answers  # noqa: E402

_WORDS = ["east", "est", "nort", "north", "crash", "crsh", "B3", "a0", "Z9", "facing", "left",
          "turns", "right", "up", "wset", "sowth", "it", "x", "3", "b"]
_MEANT = __import__("re").compile(r"did you mean ((?:'[a-z]+'(?: or )?)+)")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3),
       st.sampled_from(["where", "facing", "turn"]))
def test_did_you_mean_is_never_the_learners_own_word_and_is_itself_read(guess, asks):
    feedback.forget()
    answer = " ".join(guess)
    text = str(lessons.predict("R", answer, at="C3", asks=asks))
    for found in _MEANT.findall(text):
        for meant in found.replace(" or ", " ").replace("'", "").split():
            own = [w for w in answers.words(answer) if not meaning("filler", w)]
            assert [meant] != own, (answer, text)             # never the learner's own answer
            alone = str(lessons.predict("R", meant, at="C3", asks=asks))
            assert "did you mean" not in alone and "cannot read" not in alone, (meant, alone)
