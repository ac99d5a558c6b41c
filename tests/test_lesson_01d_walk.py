"""Lesson 01 as the fourth walk met it (issue 29, /work/walk/walk01d/report.md): each test
names the walk's fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons
from tests.support.lesson_cells import cells

Q1 = dict(at="A5", facing="N")


pytestmark = pytest.mark.usefixtures("fresh_answers")


def _question_1_board():
    return lessons.board("F F R F F", **Q1, title="Question 1", run=False,
                         palette=["F", "L", "R"], answer_first=True)


def test_question_1_board_waits_until_the_question_is_answered():
    """Fault 13 (serious): the board under Question 1 held the question's program, so Run
    showed the answer before the child answered."""
    waiting = _question_1_board()
    assert not hasattr(waiting, "program") and "Question 1" in str(waiting)
    assert "C3" not in str(waiting)
    lessons.predict("F F R F F", "D3", **Q1)                  # a wrong guess: still waiting
    assert not hasattr(_question_1_board(), "program")
    lessons.predict("F F R F F", "C3", **Q1)
    assert _question_1_board().program == "F F R F F"


def test_question_1_board_shows_once_the_answer_was_asked_for():
    lessons.predict("F F R F F", "show me", **Q1)
    assert _question_1_board().program == "F F R F F"


def test_lesson_01_question_1_board_waits_for_the_answer():
    cell = next(s for k, s in cells("01_first_programs") if 'title="Question 1"' in s)
    assert "answer_first=True" in cell


EX3 = dict(start="C3", facing="E", target="A1", budget=6)


@pytest.mark.parametrize("program, far", [("L F F R F F", "four squares from the target A1"),
                                          ("f r f f f", "passed the target C4")])
def test_a_miss_says_no_left_or_right(program, far):
    """Fault 6: "it is four squares to the west (left)" while Roby faces east: the lesson
    teaches that left is Roby's left, so the screen's left pointed the wrong way. (Which way
    the target lies is no longer said at all: walk 01u, fault 4.)"""
    ex = lessons.challenge(**EX3) if program.isupper() else lessons.challenge(
        start="A5", facing="N", target="C4", budget=5)
    said = lessons.check(ex, program).message
    assert far in said and "(" not in said and "left" not in said, said


def test_lesson_01_says_where_the_compass_ways_are_on_the_screen():
    intro = next(s for k, s in cells("01_first_programs") if "**The story.**" in s)
    assert "west" in intro and "east" in intro


@pytest.mark.parametrize("guess", ["crash A1", "A1 crash", "Crash, A1!"])
def test_a_crash_with_its_square_is_read(guess):
    """Fault 5: "crash A1" (the square and the crash both right) was "I cannot read the
    answer"."""
    assert lessons.predict("F F F F F", guess, **Q1).ok


EX1 = dict(start="A5", facing="N", target="C4", budget=5)
WALL = {"width": 5, "height": 5, "blocks": ["B5", "B4", "B3"]}


@pytest.mark.parametrize("exercise, program, fix", [
    (EX1, "F F R F F R F L", "4 are enough"),                  # over the budget: how few
    (EX1, "F R F F F", "should stop there"),                   # past the target: where to stop
    (EX1, "F R F", "straight ahead"),                          # one short: which card
])
def test_a_hint_says_what_is_wrong_and_how_to_find_out_not_the_fix(exercise, program, fix):
    """Fault 7: "the budget is 5, and 4 are enough", "the program should stop there" and
    "the target C4 is straight ahead of Roby. Which card..." each handed over the fix."""
    r = lessons.check(lessons.challenge(**exercise), program)
    assert not r.ok and fix not in f"{r.message} {r.hint}", r


def test_a_program_past_the_target_hears_to_find_the_step_not_which_step():
    """Walk 01k, fault 4: "Roby is on C4 after step 4 ... step through from step 4", beside
    "Roby passed the target", said where to cut the program: the answer, not a hint."""
    r = lessons.check(lessons.challenge(**EX1), "F R F F F")
    assert "gets to the target C4 before the end" in r.hint and "find when" in r.hint, r.hint
    assert "step 4" not in f"{r.message} {r.hint}", r


def test_ex2_one_short_facing_south_hears_no_way_round_the_blocks():
    """Fault 8: Roby stops on C4 facing south, one short of C5 with nothing in the way, and
    the hint asked "Which way round the blocks leads from there to the target C5?"."""
    ex2 = lessons.challenge(WALL, start="A5", facing="N", target="C5", budget=10)
    hint = lessons.check(ex2, "F F F R F F R F F").hint
    # the facing there is the learner's to see (walk 01n, fault 3)
    assert "round the blocks" not in hint and "Roby is on C4" in hint, hint


def test_stuck_on_a_board_hears_to_put_show_me_where_the_board_is_checked():
    """Fault 10: "add a cell below, write lessons.show_me() in it" asked a beginner to add a
    cell and type Python; the check cell itself takes "show me" in place of the board. The
    check says so after tries; the cell's comment no longer offers it before any try (walk
    01n, fault 8)."""
    ex = lessons.challenge(**EX1)
    board = lessons.board("F R F", on=ex)
    said = [str(lessons.check(ex, board)) for _ in range(3)][-1]
    assert '"show me"' in said and "add a cell" not in said and "show_me()" not in said
    assert "F R F F" in str(lessons.check(ex, "show me"))


def _part(name: str, start: str, end: str) -> str:
    texts = [s for k, s in cells(name) if k == "markdown"]
    first = next(i for i, s in enumerate(texts) if s.startswith(start))
    last = next(i for i, s in enumerate(texts) if s.startswith(end))
    return "\n".join(texts[first:last])


def test_lesson_01_python_part_speaks_to_a_child():
    """Fault 4: cells 7-13 met a 12-year-old with trace[2].robots, "desk-check table" and
    "halt" unexplained: the part says, in a child's words, what a trace and a desk check
    are, that the Python need not be understood, and what the next cells print. Walk 01p,
    fault 8: "For the curious: trace[2] ... trace.final" still put the code's words in the
    text: it says in plain words what the cell picks out."""
    part = _part("01_first_programs", "## Running a program from Python", "## Predict")
    said = " ".join(part.split())
    assert "You do not need to understand the Python" in said
    assert "on paper" in said and "diary" in said
    assert "`trace" not in said and "For the curious" not in said, said
    assert "where Roby is after step 2, and where it is at the end" in said


def test_lesson_01_keys_are_a_list_of_short_lines():
    """Fault 12: "More buttons and keys" said the keys in one dense block of about 90 words."""
    board = next(s for k, s in cells("01_first_programs") if s.startswith("## Your first board"))
    folded = board.partition("<details>")[2].partition("</details>")[0]
    items = [" ".join(i.split()) for i in folded.replace("\n  - ", "\n- ").split("\n- ")]
    assert max(len(i.split()) for i in items) <= 45, max(items, key=len)
