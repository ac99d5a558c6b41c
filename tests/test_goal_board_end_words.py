"""What a challenge board's last step says when the target is a star (a challenge's goal,
no target of the board's): whether Roby is on it, as a board with a red target says of
that one (walk 03s, fault 10: Lesson 3's Exercise 1 board only said "the program has
ended", so the child could not tell from the board that it was solved)."""

from __future__ import annotations

import pytest

from codyroby_lab import lessons

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _end(board) -> str:
    return next(e["text"] for evs in board.trace_meta["events"] for e in evs
                if e["kind"] == "Finished")


def test_the_end_of_a_run_says_whether_roby_is_on_the_star(monkeypatch):
    # as a fresh Python: a program kept for a board of this title would give this board
    # another program (an earlier test's check is forgotten by fresh_answers)
    from codyroby_lab.lessons import kept
    monkeypatch.setattr(kept, "PLACE", None)
    kept.forget()
    walls = lessons.challenge({"width": 5, "height": 5}, start="A5", facing="N", target="E1",
                              blue_cards=True)
    board = lessons.board("REPEAT WHILE ahead [F] R REPEAT WHILE ahead [F]", on=walls,
                          title="To the wall (5×5)")
    assert _end(board) == "the program has ended, with Roby on the star target"
    board.program = "REPEAT WHILE ahead [F]"
    board.run()
    assert _end(board) == "the program has ended, and Roby is not on the star target"


def test_a_board_whose_target_is_its_red_one_says_it_once():
    path = lessons.challenge({"width": 3, "height": 3, "targets": {"red": "A1"}}, start="A3",
                             facing="N", target="red", blue_cards=True)
    board = lessons.board("REPEAT UNTIL red [F]", on=path, title="Up")
    assert _end(board) == "the program has ended, with Roby on the red target"
