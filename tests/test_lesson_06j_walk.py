"""Lesson 06 (Energy Seekers) as the walk 06i met it, what is still open from it (fixJc):
Predict's guess was taken for the end of the whole move (fault 9), and the cell pictures
stayed white in a dark notebook (walk 04i, fault 10)."""

from __future__ import annotations

import json

from tests.support.lesson_runs import NOTEBOOKS


def _before_the_board() -> str:
    """The words of the cell just before the lesson's board, on one line."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = [" ".join("".join(c["source"]).split()) for c in nb["cells"]]
    return cells[next(i for i, src in enumerate(cells) if src.endswith("game.widget()")) - 1]


def test_predict_is_said_to_guess_one_step_and_how_to_guess_with_keys():
    """Fault 9: with one F stacked the walker guessed two squares on, and "what stops it?"
    sent them looking for a wall; pressing Step while a guess waited did nothing. The text
    before the board says a step is one card (an F: one square), how to guess with the
    keys, and that Step waits for the guess."""
    said = _before_the_board()
    predict = said[said.index("**Predict:**"):]
    for words in ("one card", "one square", "arrow keys", "Enter", "**Step** waits"):
        assert words in predict, words
