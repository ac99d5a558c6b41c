"""Lesson 06's board made after a move played in a cell holds that move (walk 06t, fault 2:
after game.play("F F F"), the board cell said "Nothing played yet")."""

from __future__ import annotations

from codyroby_lab.lessons import EnergySeekersPlay


def test_a_board_made_after_a_cell_move_holds_that_move_to_replay():
    game = EnergySeekersPlay(seed=79)       # the lesson's game
    assert game.play("F F F").ok
    board = game.widget()
    assert board.trace is not None and board.trace.steps > 0
    assert board.trace.steps == game.turns[-1].trace.steps


def test_a_board_made_before_any_move_holds_none():
    assert EnergySeekersPlay(seed=79).widget().trace is None
