"""Lesson 07's words for the steps of a register phase, read before the board uses them."""

from __future__ import annotations

import json

from tests.support.lesson_runs import NOTEBOOKS


def markdown() -> list[str]:
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return [" ".join("".join(c["source"]).split()) if c["cell_type"] == "markdown" else ""
            for c in nb["cells"]]


def code() -> list[str]:
    nb = json.loads((NOTEBOOKS / "07_roborally.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) if c["cell_type"] == "code" else "" for c in nb["cells"]]


def test_the_first_replay_says_what_step_1_a_reveal_is():
    """Walk 07t, fault 7: Predict at step 1 asked what step 1 does to Twonky, and nothing
    had said that step 1 is the reveal, where the cards are shown and nobody moves. The
    text before the first board says it, in the board's own name for the step."""
    first_board = next(i for i, src in enumerate(code()) if "lessons.replay(" in src)
    before = " ".join(markdown()[:first_board])
    assert 'Step 1 is "A reveal": each robot **reveals** its card: it shows it.' in before
    assert "Nobody moves yet." in before
