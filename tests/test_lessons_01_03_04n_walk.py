"""Lessons 01, 03 and 04 as the walks 01n, 03n and 04n found them (/work/walk/walk0Nn/
report.md): each test names the walk and fault it holds fixed."""

from __future__ import annotations

import json

import pytest

from tests.support.lesson_runs import NOTEBOOKS


def _cells(lesson: str, kind: str = "code") -> list[str]:
    """The sources of the lesson's cells of ``kind``."""
    nb = json.loads((NOTEBOOKS / lesson).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("lesson", ["01_first_programs.ipynb", "02_repeat.ipynb"])
def test_01n_8_an_exercise_check_offers_no_show_me_before_a_try(lesson):
    """Walk 01n, fault 8: every exercise's check cell said "stuck? put "show me" in place of
    my_board1" before any try, one edit from the answer. The check offers it after tries."""
    checks = [c for c in _cells(lesson) if "check" in c and "my_board" in c]
    assert checks and not [c for c in checks if "show me" in c], checks


def _text(lesson: str, holding: str) -> str:
    """The lesson's first text cell holding ``holding``."""
    return next(c for c in _cells(lesson, "markdown") if holding in c)


def test_04n_12_the_blocks_text_says_to_choose_the_square_in_the_cell():
    """Walk 04n, fault 12: "Put yours where it gets in the computer's way" over a cell that
    already holds duel.block("C3"), and nothing said to change C3: many would run it as is."""
    text = _text("04_duel.ipynb", "### First: the blocks")
    assert "change C3" in text and 'duel.block("C3")' in "".join(_cells("04_duel.ipynb")), text


def test_01n_2_row_0_says_what_is_wrong_without_asking_about_driving_off():
    """Walk 01n, fault 2: "A0" in Question 3 heard "Roby never stands off the board: what
    happens to it when an F card would take it off?", the question's answer all but said.
    It hears only what is wrong with A0."""
    from codyroby_lab import lessons
    said = str(lessons.predict("F F F F F", "A0", at="A5", facing="N"))
    assert "there is no row 0" in said and "not on the board" in said, said
    assert "off" not in said and "what happens" not in said.lower(), said


def test_03n_14_a_lesson_name_lost_in_a_restart_is_not_blamed_on_spelling():
    """Walk 03n, fault 14: after a restart, Exercise 3's board cell said "Python does not know
    the name gaps ... or check the spelling of gaps", though the child never typed gaps:
    a false lead. Spelling is for a name the child wrote, and the restart comes first."""
    from codyroby_lab.lessons import plain
    said = str(plain(NameError("name 'gaps' is not defined", name="gaps")))
    assert "Run All Above Selected Cell" in said, said
    assert "check the spelling of gaps" not in said and "If you wrote gaps yourself" in said


def test_04n_11_show_me_after_solving_says_the_exercise_still_counts():
    """Walk 04n, fault 11: "show me" on an exercise already solved printed the move alone,
    though the lesson says asking makes an exercise count as not solved: solved first, it
    still counts, and it says so."""
    from codyroby_lab.lessons import duel, feedback
    feedback.forget()
    pos = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
           "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
           "deck": ["F"] * 20, "blocks_each": 0}
    assert duel.check_move(pos, "F F F").ok
    said = str(duel.check_move(pos, "show me"))
    assert "a move that does it is F F F" in said and "still counts" in said, said
    feedback.forget()
    assert "still counts" not in str(duel.check_move(pos, "show me"))


def test_03n_12_walk_until_the_wall_says_which_board_roby_walks():
    """Walk 03n, fault 12: "Walk until the wall" printed "step 4: no road ahead" for a board
    never shown, with no size and no start: the child could not see why the road ended."""
    text = _text("03_sensors_and_if.ipynb", "## Walk until the wall")
    assert "5 by 5" in text and "A5" in text and "row 1" in text, text


def test_01n_5_your_first_board_gets_its_program_back_when_its_cell_runs_again():
    """Walk 01n, fault 5: after a restart and Run All Above, "Your first board" was empty,
    though cell 1 promises boards get back the programs built on them (the exercises' did)."""
    from codyroby_lab.lessons import feedback
    from tests.support.lesson_cells import run_cell
    feedback.forget()
    code = _cells("01_first_programs.ipynb")
    ns: dict = {}
    run_cell(next(c for c in code if "first_cards = " in c), ns)
    first = next(c for c in code if 'title="Your first board"' in c)
    run_cell(first, ns)
    ns["board"].program = "F F R"
    run_cell(first, ns)            # as Run All runs it again
    assert ns["board"].program == "F F R"
    feedback.forget()
