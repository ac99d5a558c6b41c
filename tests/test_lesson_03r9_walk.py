"""Lesson 03's walk 03r9 (a 12-year-old's eyes): the faults outside the board's browser
side, each with what the learner now reads."""

from __future__ import annotations

from IPython.core.interactiveshell import InteractiveShell

from codyroby_lab import lessons
from tests.support.lesson_cells import cells


def test_a_name_lost_after_a_run_that_stopped_above_says_where_it_stopped():
    """Fault 1 (serious): after a restart, Run All Above stopped 19 cells up at an answer
    without quotes (my_guess = A3), off screen; the board's cell then said only "Python does
    not know the name ..." and to run the cells above, which the child had just done. It
    now says the run stopped, at which cell (its number on the left, its first line)."""
    shell = InteractiveShell.instance()
    try:
        lessons.plain_errors()
        shown: list[str] = []
        shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
        shell.run_cell("from codyroby_lab import lessons", store_history=True)
        shell.run_cell("# Question 1\nmy_guess = A3", store_history=True)
        board = next(s for kind, s in cells("03_sensors_and_if") if kind == "code"
                     and "lessons.board(my_program, on=paths[1]" in s)
        shell.run_cell(board, store_history=True)
        said = shown[-1]
        assert "Python does not know the name" in said, said
        assert ("the cells above did not all run: the run stopped at the cell marked [2] on "
                "its left, at the line my_guess = A3;") in said, said
        shell.run_cell(board, store_history=True)     # run again, nothing stopped just above
        assert "did not all run" not in shown[-1] and "run the cells above" in shown[-1]
    finally:
        InteractiveShell.clear_instance()


def test_the_round_count_says_to_click_the_table_before_scrolling_it():
    """Fault 11: the Desk check opened at its last rows, with 2 of the 3 rounds' first rows
    in view; the wheel scrolled the page, not the table, until a click (walk 09r6, fault
    M4: so a long game's table does not hold the wheel), and only a tooltip said so."""
    rounds = next(s for kind, s in cells("03_sensors_and_if") if kind == "markdown"
                  and "## Cards inside cards" in s)
    said = " ".join(rounds.split())
    assert "click it, then scroll up inside it to see the first rows" in said
    path = next(s for kind, s in cells("03_sensors_and_if") if kind == "markdown"
                and "## Path boards" in s)
    assert "until you click it, the wheel scrolls the page" in " ".join(path.split())


def test_the_hint_of_a_check_on_many_boards_is_about_the_board_on_show():
    """Fault 4: Exercise 1's hint said "on 3x3 ...", where the only board on the page is
    5x5: a child was sent to step through a board it could not find. When the board on
    show fails too, the hint is about it."""
    from codyroby_lab.lessons import checks
    checks.forget()
    walls = [lessons.challenge({"width": n, "height": n}, start=f"A{n}", facing="N",
                               target="ABCDEFGH"[n - 1] + "1", blue_cards=True, title=f"{n}x{n}")
             for n in (3, 5, 8)]
    assert lessons.check_all("F F F R", walls).hint.startswith("on 3x3,")
    shown = lessons.board("F F F R", on=walls[1])
    assert lessons.check_all("F F F R", walls).hint.startswith("on 5x5,")
    del shown


def test_a_right_answer_says_why_however_it_was_written():
    """Fault 3: Question 2's "right" heard why (the left sensor sees no road, so the ELSE
    cards run), "east" and "A5 east" only "Right!"; Questions 1 and 3 never said why. A
    right answer says what the sensor saw, for the IF or for the loop that ended the run."""
    from codyroby_lab.lessons import feedback
    why_if = "From A5 facing north, the left sensor sees no road, so the ELSE cards run."
    for answer in ("right", "east", "A5 east"):
        feedback.forget()
        said = lessons.predict("IF left [L] ELSE [R]", answer, at="A5", facing="N",
                               asks="turn").message
        assert why_if in said, (answer, said)
    feedback.forget()
    said = lessons.predict("REPEAT WHILE ahead [F]", "A3", at="A5", facing="N",
                           on={"width": 5, "height": 5, "blocks": ["A2"]}).message
    assert said.startswith("Right! Roby ends on A3 facing north. At the end: no road ahead, "
                           "so the REPEAT WHILE is done."), said
