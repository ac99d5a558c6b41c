"""Lesson 8's boards read a move typed in their text box ("Your move as text") as a
child writes it, as the lesson's cells read the same move."""

from __future__ import annotations

from codyroby_lab.lessons.droids import Challenge, ChitsBoard, DroidsPlay


def _typed(widget, text: str) -> str:
    """What the board holds after ``text`` is typed in its text box (its error if refused)."""
    widget.receive({"type": "set_program", "text": text})
    return widget.error or widget.program


def test_a_full_stop_ending_a_typed_chit_is_punctuation():
    """Walk 08q, fault 6: "V2  B  S." was refused for its arrow 'S.', while the lesson's
    checks take the same chit with its full stop."""
    board = ChitsBoard(Challenge(start="A1", target="C4", rack=("V2", "V1"))).widget()
    assert _typed(board, "V2  B  S.") == "V2 B 1 S"      # as a cell writes it (walk 08v, 5)


def test_a_typed_draw_takes_numbers_written_in_words():
    """Walk 08q, fault 7: game.draw("violet four red 3") was taken in a cell, but "draw
    violet four red three" in the game board's text box was refused."""
    board = DroidsPlay("statue", players=["red", "blue"], seed=4).widget()
    assert _typed(board, "draw violet four red three") == "draw violet 4 red 3"


def test_run_my_chits_with_none_laid_leaves_the_text_box_empty():
    """Walk 08q, fault 4: Run my chits with no chit laid put the word "pass", never
    explained, in the text box ("To play: Run my chits"), and said only "Lay a chit on a
    transmitter first"."""
    board = ChitsBoard(rack=("V2", "V1")).widget()
    board.receive({"type": "choose", "action": "pass"})      # what the button sends first
    board.receive({"type": "run"})
    assert board.program == ""
    assert "drag" in board.error and board.error.endswith(".")


def test_one_chit_written_with_commas_hears_the_commas_are_the_trouble():
    """Walk 08t, fault 3: "V2, B, S" (one chit) was told "a move lays one chit, not a whole
    program", untrue and silent on the commas; a whole program still hears that."""
    board = ChitsBoard(Challenge(start="A1", target="C4", rack=("V2", "V1"))).widget()
    said = _typed(board, "V2, B, S")
    assert "the commas are the trouble" in said and "'V2 B S'" in said, said
    assert "whole program" in _typed(board, "V2 B S, V1 C E")
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    assert "'V2 B S'" in game.place("V2, B, S").lines[0]      # in a cell too


def test_a_typed_chit_comes_back_as_a_cell_writes_it():
    """Walk 08v, fault 5: "V2 A E" typed and taken came back as "place V2 A 1 E", a third way
    of writing a chit beside the challenges' "V2 A E" and the game's "V2 A 1 E"."""
    board = ChitsBoard(Challenge(start="A1", target="C4", rack=("V2", "V1"))).widget()
    assert _typed(board, "V2 A E") == "V2 A 1 E"
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    assert _typed(game.widget(), "V2 A 1 S") == "V2 A 1 S"
