"""Lesson 05 (for teachers) as the fresh-eyes walk 05q4 met it (/work/walk/walk05q4): the
outputs of two commands run together, Exercise 1 handing over the program that finds its
answer, the Predict checkbox left unexplained, a board text that is not JSON refused as if
"board" were a field, and Save taking the run on show away (the browser's side:
tests/browser/test_board_editor_saved.py)."""

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


def test_exercise_1_names_no_program_that_leads_to_its_answer():
    """Fault 8: "...that the program F F R F F F solves" led straight to the answer, D3:
    the exercise now says what the program must do, and every square it allows is right."""
    from codyroby_lab import lessons
    text = next(s for k, s in cells("05_for_teachers") if "### Exercise 1" in s)
    src = _cell("my_challenge = {")
    assert "F F R F F F" not in text + src and "more than one square" in text
    ns = {"lessons": lessons}
    run_cell(src, ns)
    said = {square: lessons.check_challenge({**ns["my_challenge"], "target": square}, best=6)
            for square in ("B1", "C2", "D3", "E4", "E3", "C3")}
    assert [s for s, r in said.items() if r.ok] == ["B1", "C2", "D3", "E4"]
    assert "nearer to the start" in said["E3"].hint and "further" in said["C3"].hint


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


def test_a_board_as_text_that_is_not_json_is_refused_in_words_about_the_text(tmp_path):
    """Fault 3: the challenge editor's "Use text" with a closing brace missing said "board:
    not JSON: line 1, column 69 ...", read as a field of the board: it says what is wrong
    with the text, and where, and nothing changes."""
    from codyroby_lab import lessons
    ed = lessons.editor(tmp_path / "mine.json", challenge=True)
    ed.place("block", "C2")
    before = ed.setup
    broken = json.dumps(before)[:-1]
    ed.receive({"type": "set_program", "text": broken})
    assert ed.error.startswith(f"The text is not JSON: line 1, column {len(broken) + 1}: ")
    assert "board:" not in ed.error and ed.setup == before


def test_save_keeps_the_run_on_show(tmp_path):
    """Fault 2: Run, then Save: the run went ("no run yet"), though Save changes nothing
    drawn. The run stays, and the file holds the board."""
    from codyroby_lab import lessons
    ed = lessons.editor(tmp_path / "drawn.json")
    ed.place("block", "C2")
    ed.place("red", "E1")
    ed.receive({"type": "run"})
    ran = ed.trace_meta
    assert ran and ed.trace is not None
    ed.receive({"type": "save"})
    assert ed.error == "" and ed.trace_meta == ran and ed.trace is not None
    assert json.loads((tmp_path / "drawn.json").read_text())["board"]["blocks"] == ["C2"]
    assert ed.scene["editor"]["saved"] is True
    ed.receive({"type": "place", "item": "block", "at": "D2"})   # a change drawn: it goes
    assert ed.trace is None and not ed.trace_meta
