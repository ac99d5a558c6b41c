"""Lesson 8's game says so when a child ends a turn having laid no chit: their droid will
not move (walk 08t, fault 12: game.done() five turns running, nothing laid, while Blue took
the statue, and only "Red has no order to send" hinted at it)."""

from __future__ import annotations

from codyroby_lab.lessons.droids import DroidsPlay

IDLE = "Red will not move this turn"


def _laying() -> DroidsPlay:
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    return game


def test_the_next_line_says_done_now_leaves_red_still():
    game = _laying()
    nxt = game.status().split("Next: ")[1]
    assert f"You laid no chit yet: with game.done() now, {IDLE}" in nxt, nxt
    assert game.place("VD A 1 SE").ok
    assert IDLE not in game.status()                  # once one is laid, done is done


def test_done_with_nothing_laid_says_so_first():
    lines = _laying().done().lines
    assert lines[:2] == ["You: I'm done placing chits",
                         f"  You laid no chit: {IDLE}."], lines


def test_done_after_laying_says_nothing_of_it():
    game = _laying()
    game.place("VD A 1 SE")
    assert not any(IDLE in line for line in game.done().lines)
