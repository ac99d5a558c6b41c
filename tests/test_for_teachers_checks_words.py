"""What the checks of lesson 05's exercises (for teachers) say to a wrong answer: what is
wrong and how to get closer, never the answer."""

from __future__ import annotations

from codyroby_lab import lessons
from codyroby_lab.games import codyroby
from codyroby_lab.games.codyroby.challenge import Challenge
from tests.support.lesson_cells import cells, run_cell


def _cell(start: str) -> str:
    return next(s for k, s in cells("05_for_teachers") if k == "code" and s.startswith(start))


def _exercise_1(target: str) -> str:
    src = _cell("my_challenge = {")
    assert '"target": "F3"' in src
    return run_cell(src.replace('"target": "F3"', f'"target": "{target}"'), {"lessons": lessons})


def test_exercise_1s_square_too_far_hears_that_the_program_misses_it_and_no_blocks():
    """Walk 05n, fault 9: target E3 heard "7 cards suffice, not 6" and "change the blocks in
    the way" on a board with no block. (The exercise names no program since walk 05q4,
    fault 8: F F R F F F led straight to the answer; the hint says which way to go.)"""
    said = _exercise_1("E3")
    assert said.startswith("\u2718 The challenge loads, but 7 cards suffice, not 6.")
    hint = said.split("Hint:")[1]
    assert "nearer to the start" in hint
    assert "block" not in hint
    shortest = Challenge.from_dict({"board": {"width": 5, "height": 5}, "start": "A5",
                                    "facing": "N", "target": "E3"}).solution.text
    assert shortest not in said


def test_a_board_with_blocks_still_hears_of_them_when_the_program_solves_it():
    doc = {"board": {"width": 5, "height": 5, "blocks": ["A3"]}, "start": "A5", "target": "B3"}
    said = lessons.check_challenge(doc, best=3, solved_by=["F R F L F"])
    assert "(or change the blocks in the way)" in said.hint and "does not solve" not in said.message


def _exercise_3(facing: str) -> str:
    src = _cell("my_case = {")
    draft = '"at": [2, 2], "facing": "N"}}'
    assert draft in src
    return run_cell(src.replace(draft, f'"at": [2, 2], "facing": {facing!r}}}}}', 1),
                    {"codyroby": codyroby, "lessons": lessons})


def test_exercise_3s_wrong_facing_hears_how_to_work_it_out_never_the_facing():
    """Walk 05n, fault 10: "E" and "W" heard how a facing is written, nothing of how to work
    out the right one (two quarter turns, or L L tried on a board)."""
    for wrong in ("E", "W", "N"):
        said = _exercise_3(wrong)
        hint = said.split("Hint:")[1]
        assert "follow the cards of play one at a time" in hint
        assert "L and R each turn it a quarter turn" in hint and "on a board" in hint
        assert "'S'" not in said and "south" not in said.lower()
    assert _exercise_3("S").startswith("\u2714")


def test_part_6s_check_on_several_boards_hints_without_giving_the_fix_away():
    """Walk 05r, fault 6: part 6's demo, which teachers copy into their lessons, hinted
    "Roby is on the target at A1 facing north: the program should stop there" for F F F F
    on "Up the side": the fix itself. It hints as the check of one board does: follow the
    cards to find when Roby gets there (walk 05t, fault 10: "step through" named a board's
    Step, and this cell shows no board)."""
    from codyroby_lab.lessons import feedback

    feedback.forget()
    said = run_cell(_cell("# part 6's checks"), {"lessons": lessons})
    several = said.split("Solved on")[1]
    assert "should stop there" not in several, several
    assert "follow the cards one at a time to find when Roby gets there" in several, several
