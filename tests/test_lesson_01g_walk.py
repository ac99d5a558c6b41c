"""Lesson 01 as the seventh walk met it (/work/walk/walk01g/report.md): each test names the
walk's fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback, kept

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _exercise_1(my_program: str = "F R F"):
    ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5,
                            title="Round the corner")
    return ex1, lessons.board(my_program, on=ex1, title="Exercise 1: from A5 to C4",
                              palette=["F", "L", "R"])


def test_a_built_program_comes_back_after_python_restarts(tmp_path, monkeypatch):
    """Fault 1: after a restart of Python, Run All rebuilt every exercise board with the
    program its cell writes, and the program the learner had built was gone. The board's
    program is kept beside the notebook, and the same cell run in a new Python (nothing
    remembered in memory: ``forget``) holds it again, even when the cell now asks for
    another program (walk 03k, fault 5: a ``my_program`` edited since found nothing)."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    _, board = _exercise_1()
    board.program = "F R F F"              # what the learner built on the board
    feedback.forget()                      # Python restarted: nothing in memory
    ex1, again = _exercise_1()
    assert again.program == "F R F F"
    assert lessons.check(ex1, again).ok
    assert _exercise_1("F F")[1].program == "F R F F"   # a new my_program: still there


def test_a_board_left_as_its_cell_wrote_it_writes_no_file(tmp_path, monkeypatch):
    """Fault 1: a lesson's Run All (a test's, a grader's) leaves no file behind, and a
    program put back as the cell wrote it is kept no more."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    _, board = _exercise_1()
    assert not kept.PLACE.exists()
    board.program = "F F"
    board.program = "F R F"
    feedback.forget()
    assert _exercise_1()[1].program == "F R F"


def test_a_damaged_or_edited_file_leaves_the_cells_program(tmp_path, monkeypatch):
    """Fault 1: a file damaged, or holding a program that does not read, never stops the
    board: it holds its cell's program."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    kept.PLACE.write_text("{not json", encoding="utf-8")
    assert _exercise_1()[1].program == "F R F"
    _, board = _exercise_1()
    board.program = "F F"
    kept.PLACE.write_text(kept.PLACE.read_text().replace('"F F"', '"F X"'), encoding="utf-8")
    feedback.forget()
    board = _exercise_1()[1]
    assert (board.program, board.error) == ("F R F", "")


def _text(holding: str, kind: str = "markdown") -> str:
    """The words of lesson 1's first cell of ``kind`` holding ``holding``, on one line."""
    from tests.support.lesson_cells import cells
    return next(" ".join(s.split()) for k, s in cells("01_first_programs")
                if k == kind and holding in s)


def test_the_restart_advice_says_what_comes_back():
    """Fault 1: the first cell's advice after a restart promised "carry on where you were"
    and said nothing of the boards; it now says the exercise boards get their programs back
    and a question answered keeps its board open."""
    advice = _text("Run All Above Selected Cell")
    assert "get back the programs you built" in advice, advice
    assert "a question you answered right keeps its board open" in advice, advice


def test_the_help_box_tells_the_card_rows_keys_the_circle_and_where_what_happened_is():
    """Faults 2, 4 and 5: "More buttons and keys" said the arrow keys only for the program
    (L and R in the row of cards could not be found by keys), put What happened under the
    board (it is beside it) and never said what the circle on each card is."""
    help_box = _text("More buttons and keys")
    assert "In the row of cards, the **left and right arrow keys** go from card to card" \
        in help_box, help_box
    assert "Under the board, **What happened**" not in help_box
    assert "Beside the board, **What happened**" in help_box, help_box
    assert "the small circle on a card" in help_box, help_box


def test_the_predict_text_says_plainly_why_the_board_waits():
    """Fault 9: "(The board waits for your answer: it would show it.)": which "it" is
    which was unclear."""
    text = _text("## Predict, then run")
    assert "it would show it" not in text
    assert "stays locked until your guess is right, because it would show you the answer" \
        in text, text


def test_question_3_is_asked_as_questions_1_and_2_are():
    """Fault 8: "What happens to Roby" (unlike Q1 and Q2's "where does ... take it") left
    'crash' as the one answer on offer."""
    q3 = _text("**Question 3.**")
    assert "What happens" not in q3 and "Where does `F F F F F` take it?" in q3, q3


def test_a_check_cell_has_no_bracket_after_the_boards_name():
    """Fault 11: stuck words said "the word just before the last bracket", but the cell's
    last bracket closed its comment "(stuck? put ... in place of my_board1)". The comment
    has no bracket now, and the words say the board's name follows the comma."""
    for n in (1, 2, 3):
        cell = _text(f"lessons.check(ex{n}, my_board{n})", "code")
        assert cell.split("#", 1)[0].rstrip().endswith(f", my_board{n})"), cell
        assert not set("()") & set(cell.split("#", 1)[1]), cell
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    board = lessons.board("F", on=ex)
    for _ in range(3):
        said = str(lessons.check(ex, board))
    assert "last bracket" not in said and "the word after the comma" in said, said


@pytest.mark.parametrize("guess", ["help", "Help me!", "hint"])
def test_asking_for_help_in_other_words_is_told_how_to_see_the_answer(guess):
    """Fault 10: "help" and "showme" got "I cannot read the answer ... write a square",
    never a word of "show me". They are told how to see the answer, and count no try
    ("showme" is now read as "show me" itself: walk 04q4, fault 9)."""
    said = lessons.predict("F F R F F", guess, at="A5", facing="N")
    assert 'write "show me" (two words' in said.message, said
    assert "cannot read" not in said.message and said.tries == 0, said
    assert "cannot read" in lessons.predict("F F R F F", "the moon", at="A5").message


def test_a_challenge_board_says_what_its_star_is():
    """Fault 14: the board says "Roby reached the goal", the lesson "target", and the star
    was not in the board's legend. The legend says the star is the target (the goal)."""
    _, board = _exercise_1()
    legend = [item["label"] for item in board.scene["legend"]]
    assert any("star" in label and "target" in label and "goal" in label for label in legend), \
        legend


def test_a_question_answered_before_a_restart_keeps_its_board_open(tmp_path, monkeypatch):
    """Fault 1: after a restart, Run All locked the Question 1 board again when the guess
    left in the cell was a later wrong one. A question answered right stays answered for its
    board, beside the notebook; one never answered still waits."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)

    def question_1():
        return lessons.board("F F R F F", at="A5", facing="N", title="Question 1",
                             run=False, palette=["F", "L", "R"], answer_first=True)

    assert isinstance(question_1(), lessons.Result)            # waits for the answer
    assert lessons.predict("F F R F F", "C3", at="A5", facing="N").ok
    assert not isinstance(question_1(), lessons.Result)
    feedback.forget()                                           # Python restarted
    assert lessons.predict("F F R F F", "D3", at="A5", facing="N").ok is False
    assert not isinstance(question_1(), lessons.Result)
    assert isinstance(lessons.board("F F", at="A5", title="Question 2", answer_first=True),
                      lessons.Result)
