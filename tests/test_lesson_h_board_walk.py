"""Walk 01h (fault 3) and walk 03g (fault 6): the legend of a challenge's board showed an
empty red square for the goal, which the board draws as a yellow ring with a star. The
legend's item names the goal's tile, so the browser draws it as the board does
(tests/browser/test_walk_h_board.py checks the drawing)."""

from __future__ import annotations

from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.core import schema

SCENE = Path(schema.__file__).with_name("scene.schema.json")


def test_the_legend_of_a_challenge_names_the_goal_the_board_draws():
    board = lessons.board("F", on=lessons.challenge(None, "A5", "C4"), title="Corner")
    scene = board.scene
    goal = next(t for t in scene["tiles"] if t["kind"] == "goal")
    star = next(item for item in scene["legend"] if item["label"].startswith("star"))
    assert star["tile"] == goal
    schema.check(scene, SCENE, "scene")          # the legend's tile is a scene's tile
