"""Every lesson's keyboard help says how to leave a board by keys (walk 01s, fault 7; walk
02s, fault 4; walk 03s, fault 11: the way out was written only in the board's own closed
"More buttons and keys", and Tab never leaves a board; walk 06w, fault 13: lesson 06's fold
said nothing of it)."""

from __future__ import annotations

import pytest

from tests.support.lesson_cells import cells
from tests.support.lesson_runs import NOTEBOOKS

#: the lessons whose text has a fold of the board's buttons and keys
WITH_KEYS = sorted(nb.stem for nb in NOTEBOOKS.glob("*.ipynb")
                   if "More buttons and keys" in nb.read_text(encoding="utf-8"))


def test_lessons_with_boards_have_the_keys_fold():
    assert {"01_first_programs", "04_duel", "06_energy_seekers"} <= set(WITH_KEYS)


@pytest.mark.parametrize("lesson", WITH_KEYS)
def test_the_keyboard_help_says_tab_stays_in_the_board_and_escape_then_tab_leaves_it(lesson):
    help_box = next(src for kind, src in cells(lesson) if kind == "markdown"
                    and "More buttons and keys" in src)
    keys = help_box.split("More buttons and keys", 1)[1]     # its folds, the keyboard's among them
    assert "Tab goes round inside" in keys
    assert "press **Escape** then **Tab** to go back to the notebook" in keys


def test_lesson_08_says_how_to_leave_its_boards_by_keys_and_how_enter_lays_a_chit():
    """Walk 08z, fault 5: lesson 08 has boards but no fold of keys, and its text said
    neither how to leave a board by keys nor that Enter again on the box lays the chit."""
    text = " ".join(" ".join(src.split()) for kind, src in cells("08_droids") if kind == "markdown")
    assert ("Tab goes round inside the board; press **Escape** then **Tab** to go back to the "
            "notebook") in text
    assert "**Place chit** (or **Enter** again on the box)" in text
