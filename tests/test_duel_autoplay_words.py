"""What lesson 04's cell that lets the computer finish your game prints."""

from __future__ import annotations

from codyroby_lab.lessons.duel import DuelPlay


def test_autoplay_prints_each_move_it_played_then_the_last_in_full():
    """Walk 04s, fault 11: ``play_to_the_end(autoplay=True)`` printed "The computer played
    2 moves for you. Its last one: ...": the first move was never seen. Each move is
    listed, numbered, with the cards played, then the last one in full."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    before = len(duel.turns)
    lines = duel.play_to_the_end(autoplay=True).lines
    played = duel.turns[before:]
    assert len(played) > 1
    assert lines[0] == f"The computer played {len(played)} moves for you:"
    listed = lines[1:1 + len(played)]
    for k, (turn, line) in enumerate(zip(played, listed, strict=True), 1):
        assert line.startswith(f"  {k}. {turn.lines[0].rstrip(':')}"), line
        # and the computer's answer, so the game can be followed (walk 04v, fault 4)
        if any(said.startswith("The computer (B) plays ") for said in turn.lines):
            assert ", then the computer (B) plays " in line, line
    assert lines[1 + len(played)] == "Its last one, in full:"
    assert lines[2 + len(played):] == played[-1].lines


def test_autoplay_false_on_a_finished_game_says_the_game_is_over():
    """Walk 04v, fault 4: under "Game over: you win", autoplay=False still said to change it
    to autoplay=True and run the cell again, which could play nothing."""
    duel = DuelPlay(seed=1)
    duel.block("C3")
    duel.play_to_the_end(autoplay=True)
    said = str(duel.play_to_the_end(autoplay=False))
    assert "autoplay=True" not in said and "the game is over" in said, said
