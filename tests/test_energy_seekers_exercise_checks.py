"""The checks of lesson 06's questions (Energy Seekers), run as the lesson's own cells run
them: what a child's answer hears."""

from __future__ import annotations

import json
import re

from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _corner_cells() -> tuple[str, str]:
    """The cell that sets up the corner question's game, and the question's own cell."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    # the cell's first line may import the lesson again (a second session starts there)
    return (next(src for src in code if re.search(r"^corner = ", src, re.M)),
            next(src for src in code if "check_reach(corner" in src))


def test_the_same_three_cards_question_asks_for_all_three_and_counts_no_short_try():
    """Walk 06r, fault 8: the question asks for an order of "the same three cards", but
    "L F" was checked and counted as a try ("ends on position 9 (H6), not on position 10"),
    with nothing said about the missing card. Fewer cards are told to use all three."""
    setup, question = _corner_cells()
    feedback.forget()
    ns: dict = {}
    run_cell("from codyroby_lab import lessons\n" + setup, ns)
    said = run_cell(question.replace('my_cards = ""', 'my_cards = "L F"'), ns)
    assert "use all 3 cards" in said and "position 9" not in said, said
    assert "L F F" not in said
    said = run_cell(question.replace('my_cards = ""', 'my_cards = "l f f"'), ns)
    assert "Right!" in said and "on your first try" in said, said


def test_the_corner_question_comes_before_the_run_that_tells_which_card_leaves_the_path():
    """Walk 06x, fault 1 (serious): the question came after "card 1 (F) would leave the path"
    and "The first F already leaves the path", which ruled out both orders that start with F:
    only L F F was left, with no turn worked out."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    part = next(i for i, src in enumerate(sources) if src.startswith("## Why was my move"))
    asked = next(i for i, src in enumerate(sources) if "check_reach(corner" in src)
    run = next(i for i, src in enumerate(sources) if "oops.play(" in src)
    assert part < asked < run
    assert not any("leave" in src for src in sources[part:asked]), sources[part:asked]
