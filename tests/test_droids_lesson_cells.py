"""What Lesson 08's cells ask a learner to read and change (notebooks/08_droids.ipynb)."""

import json

from tests.support.droids_helpers import own_lines
from tests.support.lesson_runs import NOTEBOOKS


def code_cells():
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def test_the_dice_chart_cell_holds_the_distance_and_one_call():
    """Walk 08o, fault 6: the chart's cell was 25 lines of plotting code (PercentFormatter,
    bbox_to_anchor) around the one line a child is asked to change, distance = 5 (the
    distance the count above asked about, walk 08p3, fault 3)."""
    cell = own_lines(next(src for src in code_cells() if "plot_hits(" in src))
    lines = [line for line in cell.splitlines() if line.strip()]
    assert len(lines) <= 2 and "plt" not in cell and "import" not in cell
    assert lines[0].startswith("distance = 5") and "change" in lines[0]


def markdown() -> str:
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    return " ".join(" ".join("".join(c["source"]).split()) for c in nb["cells"]
                    if c["cell_type"] == "markdown")


def test_the_words_a_child_tripped_on_are_gone_or_told():
    """Walk 08n, fault 7 and walk 08o, fault 5: "(or row)" though Red only uses columns,
    "The column *in the game*" right after the board's columns, "mobile obstacles", "rounded
    down", and "scenario", "autoplay" and "cargo" never told; "the start player moves one
    seat on" in the rule What happened quotes."""
    from codyroby_lab.games.droids import rules
    text = markdown()
    for gone in ("(or row)", "The column *in the game*", "mobile obstacles", "rounded down"):
        assert gone not in text, gone
    for told in ("they are called *scenarios*", "(*autoplay*: the computer plays for you)",
                 "The *crate* is a wooden case full of goods"):
        assert told in text, told
    assert "seat" not in rules.TURN_END.text
