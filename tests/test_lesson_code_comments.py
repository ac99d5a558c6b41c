"""The comments in the lessons' code cells, which children read: the words they see on
screen, never the menu names of the notebook's inner parts."""

from __future__ import annotations

import json

import pytest

from tests.support.lesson_runs import NOTEBOOKS

CHILDREN_S = sorted(p.stem for p in NOTEBOOKS.glob("0*.ipynb") if p.stem != "05_for_teachers")


@pytest.mark.parametrize("lesson", CHILDREN_S)
def test_no_code_comment_speaks_of_the_kernel(lesson):
    """Walk 04p, fault 10: the board and play cells said "after Restart Kernel (in the
    Kernel menu)", a word a 12-year-old does not know. They now name what the child sees:
    a board that lost its connection, or red words saying "is not defined"."""
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    comments = [line for c in nb["cells"] if c["cell_type"] == "code"
                for line in "".join(c["source"]).splitlines() if line.lstrip().startswith("#")]
    assert not [line for line in comments if "kernel" in line.lower()], lesson


@pytest.mark.parametrize("lesson", CHILDREN_S)
def test_a_menu_item_named_in_a_comment_is_on_one_line(lesson):
    """Walks 04q (fault 10) and 09q (fault 4): "choose Run ▸ Run All" ended a comment line
    and "Above Selected Cell in the menu" began the next: "Run All", a real item of the same
    menu, runs the whole lesson again and deals a new game. The item is named whole."""
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    lines = [line.rstrip() for c in nb["cells"] if c["cell_type"] == "code"
             for line in "".join(c["source"]).splitlines()]
    assert not [line for line in lines if line.endswith("Run All")], lesson
    named = [line for line in lines if "Run All Above" in line]
    assert all("Run All Above Selected Cell" in line for line in named), named


@pytest.mark.parametrize("lesson", CHILDREN_S)
def test_a_comment_on_a_lost_connection_gives_the_board_notes_way_back(lesson):
    """Walk 09p3, fault 5: Robin's board cell said "run this cell again", its board's red
    note "Run All Above Selected Cell, then Run Selected Cell": two ways back. A comment
    gives the note's way, the one that works from every board."""
    note = (NOTEBOOKS.parent / "widgets" / "board.js").read_text(encoding="utf-8")
    assert "Run \\u25b8 Run All Above Selected Cell" in note     # (the note's way)
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    for cell in cells:
        comment = " ".join(line.lstrip("# ") for line in cell.splitlines()
                           if line.lstrip().startswith("#"))
        if "lost its connection" in comment:
            assert "Run All Above Selected Cell" in comment, cell
