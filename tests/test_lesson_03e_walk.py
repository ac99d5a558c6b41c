"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03e/report.md
(faults by their number there)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from codyroby_lab.ui import CodyRobyBoard
from tests import test_lesson_03_walk as walk03
from tests.support.lesson_cells import cells
from tests.test_lesson_03_walk import _answer, _exercise

lesson = walk03.lesson     # the lesson's namespace up to the exercises' checks (a fixture)


pytestmark = pytest.mark.usefixtures("fresh_answers")


# --- fault 1: a board cell whose program cannot be read keeps its board -------------------

@pytest.mark.parametrize(("name", "i"), [("walls", 1), ("paths", 1), ("gaps", 1)])
def test_a_typo_in_the_check_keeps_the_board_and_says_where_to_fix_it(lesson, name, i):
    w = lessons.board("REPEAT WHILE ahaed [F]", on=lesson[name][i])
    assert isinstance(w, CodyRobyBoard) and w.program == ""
    assert "'ahaed' is not a sensor" in w.error and "column" not in w.error
    assert "check above" in w.error and "run this cell again" in w.error


@pytest.mark.parametrize("name", ["walls", "paths", "gaps"])
def test_show_me_in_the_check_shows_its_answer_on_the_board_below(lesson, name):
    boards = lesson[name]
    shown = str(lessons.check_all("show me", boards))
    w = lessons.board("show me", on=boards[1])
    assert isinstance(w, CodyRobyBoard) and w.program and w.program in shown
    assert w.trace is not None and boards[1].check(w.program).ok and not w.error


# --- fault 2: Question 2's first wrong answer does not say the whole answer ----------------

@pytest.mark.parametrize("guess", ["turns left", "Turns Left!", "left"])
def test_question_2s_wrong_turn_asks_what_the_sensor_sees_and_does_not_tell(guess):
    said = _answer(2, guess)
    assert said.startswith("\u2718 Not quite") and "ELSE cards run" not in said
    assert "sees no road" not in said and "A5 facing north" in said and "left" in said


def test_question_2s_right_answer_says_why():
    said = _answer(2, "turns right")
    assert said.startswith("\u2714 Right!") and "left sensor sees no road" in said
    assert "ELSE cards run" in said


# --- fault 4: a hint about turns for a program with no turn ---------------------------------

def test_a_program_with_no_turn_is_not_asked_about_its_turns(lesson):
    for _ in range(3):
        said = str(lessons.check_all("REPEAT WHILE ahead [F]", lesson["paths"]))
    assert "look at each turn" not in said and "no card that turns Roby" in said


# --- fault 6: a loop that never ends is told at once, in plain words -----------------------

@pytest.mark.parametrize("program", [
    "REPEAT UNTIL red [REPEAT WHILE ahead [F] IF left [R] ELSE [L]]",
    "REPEAT UNTIL red [IF ahead [F] ELSE [R]]"])
def test_a_never_ending_loop_on_three_boards_is_stopped_ten_times_sooner(lesson, program):
    verdicts = [ex.check(program) for ex in lesson["paths"]]
    ended = [v for v in verdicts if v.status == "step_limit"]
    assert ended and all(v.trace.steps == 10_000 for v in ended)
    said = str(lessons.check_all(program, lesson["paths"]))
    assert "step limit" not in said and "never stopped" in said
    assert "10,000" not in said      # one figure: the lesson's 100,000 (walk 03g, fault 8)


def test_a_goal_that_never_ends_says_so_in_plain_words():
    said = str(lessons.check_goal("REPEAT WHILE ahead [R R R R]", at="C3", end="C3"))
    assert "step limit" not in said and "stopped after 100,000 steps" in said


# --- fault 7: the same answer in other words is no new try; a shown answer stays shown ------

def test_left_alone_is_the_same_try_as_turns_left():
    _answer(2, "turns left")
    assert "not a new try" in _answer(2, "left")
    assert "not a new try" in _answer(2, "L")


def test_a_right_answer_after_show_me_still_says_so_when_checked_again():
    _answer(3, "north")
    _answer(3, "show me")
    assert "You saw the answer" in _answer(3, "W")
    again = _answer(3, "west")
    assert again.startswith("\u279c Right!") and "saw the answer" in again
    assert "try" not in again.split("Right!")[1].split("saw the answer")[0].replace(
        "answered", "")


# --- fault 8: "nothing" is not a misspelt "north" -------------------------------------------

@pytest.mark.parametrize("guess", ["nothing", "nothing happens"])
def test_nothing_is_not_read_as_a_misspelt_north(guess):
    said = _answer(2, guess)
    # nor is it told the two turns to choose from (walk 03n, fault 2): Roby does something
    assert "did you mean" not in said and "Roby does something" in said, said


@pytest.mark.parametrize(("guess", "meant"), [("nort", "north"), ("wset", "west"),
                                              ("sout", "south"), ("crsh", "crash")])
def test_a_misspelt_facing_still_hears_what_it_may_mean(guess, meant):
    assert f"did you mean '{meant}'" in _answer(1, f"A3 {guess}") + _answer(1, guess)


# --- fault 9: an unreadable program says the word once, without line and column ------------

def test_an_unreadable_program_names_the_wrong_word_once(lesson):
    said = _exercise(1, "REPEAT WHILE ahaed [F]")
    assert "'ahaed' is not a sensor" in said
    assert "column" not in said.lower() and "(at " not in said


# --- fault 3, 5, 9, 15: the lesson's own words ----------------------------------------------

def _text(start: str) -> str:
    return next(s for k, s in cells("03_sensors_and_if") if s.startswith(start))


def test_exercise_1_does_not_say_the_first_try_reaches_no_corner():
    assert "no corner" not in _text("## Exercises")


@pytest.mark.parametrize("words", ["flips", "breakpoint"])
def test_lesson_03_says_stop_mark_and_plain_words(words):
    text = "\n".join(s for k, s in cells("03_sensors_and_if") if k == "markdown")
    assert words not in text


def test_counting_the_rounds_says_how_to_check_the_count():
    """Fault 15: "count how many times the outer REPEAT goes round" had no way to check."""
    text = " ".join(_text("## Cards inside cards").split())
    line = "Roby is not on the red target, so the REPEAT UNTIL runs its cards"
    assert line.split(",")[0] in text      # the words a round's step begins with (walk 03j, 4)
    board = {"width": 4, "height": 4, "targets": {"red": "D4"}}
    t = lessons.run("REPEAT UNTIL red [REPEAT WHILE ahead [F] R]", on=board, at="A4")
    said = [e.text for k in range(1, len(t)) for e in t.events(k)]
    assert said.count(line) == 3


def test_a_misspelt_turn_hears_the_word_it_may_mean():
    """Walk 03f, fault 2 (issue 29): Question 2's "turn rigth" heard only "I cannot read",
    where Question 3's misspelt facings hear "did you mean"; a misspelt side does too, in
    any language, and the try is not counted."""
    from codyroby_lab.lessons.checks import predict
    said = predict("IF left [L] ELSE [R]", "turn rigth", at="A5", facing="N", asks="turn")
    assert not said.ok and said.tries == 0
    assert "'rigth' is not a way to turn: did you mean 'right'?" in said.message
    italian = predict("IF left [L] ELSE [R]", "gira a sinsitra", at="A5", facing="N",
                      asks="turn")
    assert "did you mean 'sinistra'?" in italian.message


def test_repeat_until_a_target_the_board_lacks_says_what_to_stop_on(lesson):
    """Walk 03f, fault 3 (issue 29): on Exercise 1's boards, whose only goal is the square to
    reach, "REPEAT UNTIL red" heard "this board has no red target" three times and nothing
    to try instead; it hears what a REPEAT UNTIL can stop on, or what else can stop Roby."""
    said = lessons.check_all("REPEAT WHILE ahead [F] R REPEAT UNTIL red [F]", lesson["walls"])
    assert not said.ok
    assert "this board has no red target" in str(said)
    assert "REPEAT WHILE with a sensor (ahead, left, right) can stop Roby" in str(said)
    yellow = {"width": 5, "height": 5, "targets": {"yellow": "E1"}}
    assert "its targets are: yellow" in lessons.board("REPEAT UNTIL red [F]", on=yellow).error
