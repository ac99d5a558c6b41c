"""Lesson 8's words say one thing each and promise nothing they do not do (walk 08t,
faults 8, 9 and 11): "box" is a transmitter's box (the cargo box keeps its own two words),
never the game's box the chits go back to; a fixed obstacle's colour holds in both themes;
the line that loads the lesson again says what it does."""

from __future__ import annotations

from codyroby_lab.lessons.droids import DroidsPlay
from tests.support.droids_helpers import lesson_cells


def _text(kind: str) -> str:
    return "\n".join(src for k, src, _, _ in lesson_cells() if k == kind)


def test_chits_go_back_on_the_piles_not_into_a_box():
    """Fault 9: "chits go back to the box" was a third box, beside the transmitters' boxes
    and the cargo box."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    said = "\n".join(game.done().lines)
    assert "Red puts 7 unused chits back on the piles" in said, said
    assert "All chits go back on the piles: turn 2 begins" in said, said
    text = _text("markdown")
    assert "back to the box" not in text and "go back on the piles" in text
    assert "in the box **Your move as text**" not in text


def test_a_fixed_obstacle_is_named_by_what_both_themes_show():
    """Fault 8: "a fixed obstacle is dark grey", and the dark theme draws it light grey."""
    text = _text("markdown")
    assert "dark grey" not in text and "a fixed obstacle is a plain grey square" in text


def test_loading_the_lesson_again_promises_no_fresh_start():
    """Fault 11: "# again, so that a new session can start here" over cells that still need
    reach or game from cells above."""
    code = _text("code")
    assert "a new session can start here" not in code
    assert code.count("import droids as lesson   # loads the lesson again: harmless if it "
                      "is loaded") == 22
