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


def _sending() -> tuple[DroidsPlay, object]:
    """A game whose board has just ended Red's placing: Red sends next."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    game.place(game.hint().split('"')[1])
    board = game.widget()
    board.receive({"type": "choose", "action": "pass"})
    board.receive({"type": "run"})
    assert board.error == "" and game.state.phase == "execute"
    return game, board


def test_done_pressed_twice_says_in_words_what_comes_now():
    """Walk 08s, fault 4: a double click on I'm done placing chits said "'pass' is not an
    action here: use send", the game's own names for the moves; it says the placing is
    over and what to do now, and nothing changes."""
    game, board = _sending()
    before = game.state.to_dict()
    board.receive({"type": "choose", "action": "pass"})     # the second click
    assert "you are done placing chits: now choose a lit transmitter" in board.error, board.error
    assert "'pass'" not in board.error and "use send" not in board.error
    assert game.state.to_dict() == before


def test_a_move_for_another_time_names_no_action_in_a_cell_either():
    """Walk 08s, fault 4: typed in a cell, the same slip said "you cannot pass now"."""
    game, _ = _sending()
    said = " ".join(game.done().lines)
    assert "you are done placing chits" in said and "pass" not in said, said
    said = " ".join(game.move("draw violet 4 red 3").lines)
    assert "it is not time to draw chits" in said and "'draw'" not in said, said


def test_place_chit_after_a_run_says_run_my_chits_runs_them_again():
    """Walk 08s, fault 10: after a run, Place chit with nothing waiting said "...or press
    Run my chits" as if the chits had never run."""
    board = ChitsBoard(rack=("V2", "V1"))
    w = board.widget()
    w.receive({"type": "run"})
    assert w.error.endswith("or press Run my chits."), w.error      # nothing has run yet
    for chit in ("place V2 A 1 S", "pass"):
        w.receive({"type": "choose", "action": chit})
        w.receive({"type": "run"})
        assert not w.error, w.error
    w.receive({"type": "choose", "action": ""})
    w.receive({"type": "run"})
    assert w.error.endswith("or press Run my chits to run them again."), w.error
