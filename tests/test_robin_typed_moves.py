"""Lesson 9's moves typed as text, as a child writes them."""

from __future__ import annotations

import pytest

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.lessons.robin import RobinPlay

SETUP = {"first": "will", "pieces": {"will": 2, "robin": 1, "marian": 1, "tuck": 3},
         "hands": {"will": ["riches13", "food4", "weapons1", "messages10"]}}


def _at_move() -> RobinPlay:
    game = RobinPlay(SETUP, seed=6)
    game.move("offer riches13")       # Will's own card: its groups +2 -1 -1 are Will's to move
    return game


def test_a_move_written_as_a_sentence_reads_its_pieces_without_the_commas():
    """Walk 09p, fault 6: "move Will, Marian" and "Move Robin Marian." were refused: there
    is no piece 'will,' (the comma hard to see inside the quotes)."""
    plain, sentence = _at_move(), _at_move()
    move = next(m for m in plain.legal() if m.startswith("move ") and "-" not in m)
    names = [w.capitalize() for w in move.split()[1:]]
    written = f"Move {', '.join(names)}."
    said = sentence.move(written)
    assert said.ok, said
    assert plain.move(move).ok and sentence.state.to_dict() == plain.state.to_dict()


def test_a_misspelt_piece_hears_the_piece_it_is_nearest_to():
    """Walk 09p, fault 6: "mvoe" heard "did you mean 'move'?", but "wil" heard only that
    there is no piece 'wil'."""
    game = _at_move()
    said = " ".join(game.move("move wil robin marian").lines)
    assert "There is no piece 'wil' (did you mean Will?)" in said, said


def test_a_sign_after_a_piece_says_to_leave_it_out():
    """Walk 09r, fault 4: the board's text box read "Move Tuck, Will" as the piece 'tuck,',
    and was told "there is no piece 'tuck,' (did you mean Tuck?)": what the child typed, and
    a small letter first."""
    game = _at_move()
    before = game.state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        game.state.apply("will: move tuck, will -")
    said = str(refused.value)
    assert game.state.to_dict() == before
    assert said.startswith("There is no piece 'tuck,' (leave out the comma after Tuck)"), said
    assert "did you mean" not in said
