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
    listed = [f"  {k}. {t.lines[0].rstrip(':')}" for k, t in enumerate(played, 1)]
    assert lines[1:1 + len(played)] == listed
    assert all("You (A) play" in line for line in listed)
    assert lines[1 + len(played)] == "Its last one, in full:"
    assert lines[2 + len(played):] == played[-1].lines
