"""Where lesson 2's garden walk asks the child to look while stepping (walk 02s, fault 1:
"scroll down so that you see Step and the table together" pushed the grid with Roby off
the top of a 650 px screen; with the board's title at the top, the grid, Step and the
step's words all fit)."""

from __future__ import annotations

from tests.test_lesson_giveaways import cells


def test_the_garden_walk_keeps_the_board_in_view_and_reads_the_table_after():
    text = next(src for kind, src in cells("02_repeat") if kind == "markdown"
                and "Step through the short program" in src).replace("\n", " ")
    assert "keep the board's title at the top of the screen" in text
    assert "Scroll down to the table after" in text
    assert "together while you press it" not in text
