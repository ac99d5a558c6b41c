"""The words a learner reads (issue 29, "Words and small things"): steps are steps, errors
are sentences, a missing quote is said plainly, plurals agree."""

from codyroby_lab import lessons
from codyroby_lab.games.codyroby import rules


def test_the_rules_say_the_program_stops_not_execution():
    assert "execution" not in rules.CRASH.text and "execution" not in rules.STEP_LIMIT.text


def test_a_one_step_board_says_1_step():
    assert repr(lessons.board("F", at="C3")) == "<CodyRobyBoard program='F', 1 step>"


def test_a_lesson_1_program_hears_no_brackets():
    hint = lessons.predict("F X", "B3").hint
    assert "[" not in hint and "F, L or R" in hint
    assert "[" in lessons.predict("REPEAT 2 [F", "B3").hint


def test_an_error_reads_as_a_sentence():
    shown = lessons.plain(lessons.LabError("a program is text such as 'F F R', not int"))
    assert shown.message == "A program is text such as 'F F R', not int."


def test_an_answer_without_quotes_is_said_plainly():
    said = lessons.plain(NameError("name 'B2' is not defined", name="B2"))
    assert "NameError" not in str(said) and 'write "B2"' in said.message
    other = lessons.plain(NameError("name 'ex2' is not defined", name="ex2"))
    assert "cells above" in other.hint
