"""Lesson 03 as a 12-year-old met it in the fresh-eyes walk /work/walk/walk03k (report.md
there; faults by their number)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import cells, run_cell

pytestmark = pytest.mark.usefixtures("answers_beside_a_notebook")


def _run_all(code: list[str], monkeypatch) -> dict[str, object]:
    """Run the lesson's code cells in order, in a fresh namespace; the boards they make, by
    their titles (without what a title adds)."""
    made, board = {}, lessons.checks.board

    def recorded(*args, **kwargs):
        w = made[kwargs["title"]] = board(*args, **kwargs)
        return w
    monkeypatch.setattr(lessons, "board", recorded)
    ns: dict = {}
    for src in code:
        run_cell(src, ns)
    return made


# --- walk03k fault 5: the cards built on a board come back after a restart -----------------

def test_the_cards_built_on_any_board_come_back_after_a_restart_and_an_edited_check(
        monkeypatch):
    """Fault 5: after a restart and Run All, the "Round the edge" board (a demonstration)
    came back as its cell writes it, and the Exercise 3 board with the check's ``my_program``,
    edited since: the child's cards were gone, though the lesson says boards are kept. Every
    board now holds the program built on it, whatever the check above holds now, and says
    that it is the program built there before."""
    code = [src for kind, src in cells("03_sensors_and_if") if kind == "code"]
    boards = _run_all(code, monkeypatch)
    edge = boards["Round the edge"]
    gap = boards["Find the gap (gap at D)"]
    edge.program = "REPEAT UNTIL red [REPEAT WHILE ahead [F] R] L"
    gap.program = "REPEAT WHILE ahead [F] R"                     # work in progress
    check = next(i for i, src in enumerate(code) if "gap_board(" in src)
    code[check] = code[check].replace('my_program = "REPEAT WHILE ahead [F] L REPEAT UNTIL '
                                      'red [F]"', 'my_program = "F F L"')
    feedback.forget()                                            # Python restarted
    again = _run_all(code, monkeypatch)
    for title, built in [("Round the edge", edge.program),
                         ("Find the gap (gap at D)", gap.program)]:
        assert again[title].program == built, title
        assert again[title].scene["said"].startswith(     # which cards: walk 02p, fault 1
            f"This board keeps your cards from before, {built}, not the program in the cell"), title
        assert "before" not in again[title].scene["title"], title   # walk 03p, fault 10
    assert "said" not in again["Along the path"].scene


def _predict(question: int, guess: str) -> str:
    """What the check of Question ``question`` (its cell, ``my_guess`` set) says."""
    srcs = [src for kind, src in cells("03_sensors_and_if") if kind == "code"]
    check = [src for src in srcs if "lessons.predict(" in src][question - 1]
    return run_cell(check.replace('my_guess = "?"', f"my_guess = {guess!r}"), {})


# --- walk03k fault 1: "right" means a way to turn, never "correct" --------------------------

def test_a_square_guessed_well_is_correct_not_right_beside_a_direction():
    """Fault 1: "The square A5 is right, but Roby does not face west" read like a hint to
    turn right, in the question whose answer is a right turn."""
    said = _predict(2, "A5 west")
    assert "The square A5 is correct, but Roby does not face west" in said, said
    assert "is right" not in said


# --- walk03k fault 2: a question asking for a facing asks for a facing, not a square -------

def test_a_square_alone_where_a_facing_is_asked_hears_of_a_facing_alone():
    """Fault 2: Question 3 asks for a facing (such as "north"); "E5" was told to say a
    square and a facing ('E5 north'...), another shape than the question's."""
    said = _predict(3, "E5")
    assert "which way Roby faces at the end, not where" in said, said
    assert "E5 north" not in said and "'west'" in said
    assert _predict(3, "west").startswith("\u2714")


# --- walk03k fault 3: the Spot it question is no copy of its example, and can be checked ----

def test_spot_it_asks_beyond_its_example_and_its_cell_tells_the_two_loops_apart():
    """Fault 3: the example explained R R R R, and Spot it asked about L L L L, the same
    example with another card; nothing let the child check the answer. The loops asked about
    now need the reason, not the example, and the cell under them runs the one chosen."""
    words = next(src for kind, src in cells("03_sensors_and_if")
                 if kind == "markdown" and "**Spot it:**" in src)
    loops = re.findall(r"`(REPEAT WHILE ahead \[[^\]]*\])`", words.split("**Spot it:**")[1])
    assert len(loops) == 2 and "REPEAT WHILE ahead [L L L L]" not in loops
    cell = next(src for kind, src in cells("03_sensors_and_if")
                if kind == "code" and "my_loop = " in src)
    said = {loop: run_cell(re.sub(r'my_loop = "[^"]*"', f"my_loop = {loop!r}", cell), {})
            for loop in loops}
    ends = [loop for loop in loops if "it was stopped" not in said[loop]]   # walk 03p, 2
    assert ends == ["REPEAT WHILE ahead [F F]"], said


# --- walk03k fault 6: the restart advice names the words a restart shows -------------------

@pytest.mark.parametrize("name", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_the_restart_advice_names_the_words_a_cell_shows_after_a_restart(name):
    """Fault 6: the first cell said to look for red words ending in "is not defined", but a
    cell run after a restart says "Python does not know the name my_program"."""
    said = str(lessons.plain(NameError("name 'my_program' is not defined", name="my_program")))
    top = next(src for kind, src in cells(name) if kind == "markdown" and "Run All Above" in src)
    assert "Python does not know the name" in said
    assert "Python does not know the name" in top
