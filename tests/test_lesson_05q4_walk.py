"""Lesson 05 (for teachers) as the fresh-eyes walk 05q4 met it (/work/walk/walk05q4): the
outputs of two commands run together, Exercise 1 handing over the program that finds its
answer, and the Predict checkbox left unexplained."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.lesson_cells import cells, run_cell


def _cell(start: str) -> str:
    return next(s for k, s in cells("05_for_teachers") if k == "code" and s.startswith(start))


def test_the_run_and_the_check_outputs_of_part_2_stand_apart(tmp_path, monkeypatch):
    """Fault 5: 'run' ended '5 steps; halt: end' and 'check' began on the very next line:
    each command's output now stands under the command, as a terminal shows it, and a blank
    line ends it."""
    monkeypatch.chdir(tmp_path)
    folder = Path("my_boards")
    folder.mkdir()
    ns = {"folder": folder, "json": json}
    run_cell(_cell("board_file = "), ns)
    said = run_cell(_cell("# the command in this notebook's Python"), ns).splitlines()
    check_at = said.index("$ codyroby-lab check my_boards/garden.json")
    assert said[0] == "$ codyroby-lab run my_boards/garden.json 'F F R F F'"
    assert said[check_at - 1] == "" and said[check_at - 2].endswith("halt: end")
    assert said[check_at + 1].startswith("my_boards/garden.json: CodyRoby board")


def test_part_2_says_what_predict_does_before_its_board():
    """Fault 7: "Predict" stood beside Speed on every board, and lesson 05 never said what
    it does: part 2's text, before its board, says it in one sentence."""
    part = cells("05_for_teachers")
    at = next(k for k, (_, s) in enumerate(part) if s.startswith("## 2 · A board file"))
    board = next(k for k, (_, s) in enumerate(part) if "CodyRobyBoard(setup" in s)
    said = " ".join(" ".join(s for _, s in part[at:board]).split())
    assert "**Predict** (beside Speed) makes each step a guess" in said
    assert "click the square where Roby will be" in said
    assert all("Predict" not in s for _, s in part[:at])     # the first board that has it
