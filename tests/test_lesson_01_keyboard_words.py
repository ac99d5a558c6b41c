"""Lesson 1's keyboard help says how to leave a board by keys (walk 01s, fault 7; walk 02s,
fault 4; walk 03s, fault 11: the way out was written only in the board's own closed
"More buttons and keys", and Tab never leaves a board)."""

from __future__ import annotations

from tests.test_lesson_giveaways import cells


def test_the_keyboard_help_says_tab_stays_in_the_board_and_escape_then_tab_leaves_it():
    help_box = next(src for kind, src in cells("01_first_programs") if kind == "markdown"
                    and "More buttons and keys: the keyboard" in src)
    keys = help_box.split("More buttons and keys: the keyboard")[1].split("</details>")[0]
    assert "Tab goes round inside a board" in keys
    assert "press **Escape** then **Tab** to go back to the notebook" in keys
