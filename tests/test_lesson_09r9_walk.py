"""Lesson 09's walk 09r9 (a 12-year-old's eyes): the faults outside the board's browser
side, each with what the learner now reads."""

from __future__ import annotations

from tests.support.lesson_cells import cells


def test_the_starter_plan_is_said_to_lose_over_many_games_not_in_every_tournament():
    """Fault 3: "in the tournament below it wins fewer games than greedy and watcher", and
    the first 8-game tournament had it ahead of watcher. Over 200 games it wins 14% against
    greedy's 41% and watcher's 44%."""
    text = " ".join(s for kind, s in cells("09_robin") if kind == "markdown")
    said = " ".join(text.split())
    assert "over many games it wins fewer than greedy and watcher" in said
    assert "in the tournament below it wins fewer" not in said
