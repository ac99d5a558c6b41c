"""Lesson 8's boards refuse a button pressed too soon in whole sentences that say what to
do instead."""

from __future__ import annotations

from codyroby_lab.lessons.droids import ChitsBoard, DroidsPlay


def test_place_chit_with_no_chit_waiting_says_a_whole_sentence():
    """Walk 08q, fault 12: "Place chit has no chit to lay…" had no closing full stop, on
    the free board and on the game's."""
    free = ChitsBoard(rack=("V2", "V1")).widget()
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    board = game.widget()
    for w, then in ((free, "Run my chits."), (board, "when you have placed enough.")):
        w.receive({"type": "run"})
        assert "has no chit to lay" in w.error and w.error.endswith(then), w.error
