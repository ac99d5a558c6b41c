"""Lesson 01 as the sixth walk met it (issue 29, /work/walk/walk01f/report.md): each test
names the walk's fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def test_exercise_3_hint_does_not_blame_a_card_that_points_the_right_way():
    """Fault 10: for L F L F F (one square short of A1) the hint said "step 3 (the L card)
    does not help Roby towards the target", but that L turns Roby towards A1 and the answer
    keeps it: an F is missing before it. The hint says where Roby is before that card and
    asks whether it or another card brings Roby nearer."""
    ex3 = lessons.challenge(start="C3", facing="E", target="A1", budget=6, title="Facing east")
    said = str(lessons.check(ex3, "L F L F F"))
    assert "does not help" not in said, said
    assert "before step 3 (the L card), Roby is on C2 (step through" in said, said
    assert "Which card brings Roby nearer?" in said and "another one" not in said, said


def test_the_first_trace_does_not_answer_the_boards_try_or_a_question():
    """Fault 5: the board's text asks "Try F F R F. Where did Roby end?" and the next
    Python cell ran exactly F F R F and printed where it ended. The trace cell's program
    ends elsewhere, and passes neither where F F R F ends (B3) nor the answers of Question 1
    (C3) and Exercise 1 (C4)."""
    from codyroby_lab import codyroby
    from codyroby_lab.core.geometry import square_name
    from tests.support.lesson_cells import cells

    cell = next(s for k, s in cells("01_first_programs") if "trace = codyroby.run(" in s)
    program = cell.split('codyroby.run("', 1)[1].split('"', 1)[0]
    trace = codyroby.run(program, at="A5", facing="N")
    passed = {square_name(trace[k].robots["roby"].at) for k in range(len(trace))}
    assert not passed & {"B3", "C3", "C4"}, (program, passed)


def test_the_events_cell_names_each_step_once_and_the_crash_cell_says_rule():
    """Fault 7: the events cell printed two lines labelled "step 4" for a four-card program
    (the move and "the program has ended"), and the crash cell joined an event and its rule
    with a bare "|". Each step's name now shows once, as many as the cards, and the crash's
    rule is said as the events cell says it: "rule: ...", on a line of its own (walk 01h,
    fault 2)."""
    from tests.support.lesson_cells import run_upto

    ns, shown, _ = run_upto("01_first_programs",
                            "When Roby faces the edge of the board and the next card")
    steps = [line for line in shown[-1].splitlines() if line.startswith("step ")]
    assert len(steps) == len(ns["trace"]) - 1, shown[-1]
    _, shown, _ = run_upto("01_first_programs", "## Predict, then run")
    crash = next(out for out in shown if "How the program stopped" in out)
    assert "|" not in crash and "\n    rule: " in crash, crash


def test_an_exercise_board_shows_its_budget_in_its_title():
    """Fault 9: the exercise board showed the target but not the budget, so a child
    building with the mouse had to scroll up to the exercise's text to recall it."""
    ex1 = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    w = lessons.board("F R F", on=ex1, title="Exercise 1: from A5 to C4", run=False)
    assert w.scene["title"] == "Exercise 1: from A5 to C4 (at most 5 cards)"
