"""`codyroby-lab nbgrader`: a lesson as an nbgrader assignment; nbgrader's own
generate_assignment and autograde run on it, and three learners' scores land in its
SQLite gradebook, with the hostile class's (tests/support/hostile.py): each the score its answers
earn. Each learner is a kernel run of the lesson, about 20 s: one learner shows each
behaviour (the one with two right answers also shows that failed checks are said in the
checks' own words, no traceback)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from codyroby_lab.cli import main
from codyroby_lab.grading import CUT_WORDS
from codyroby_lab.handing_in import ANSWER_MIME
from codyroby_lab.nbgrader_exporter import CheckAnswers
from tests.support.hostile import CHEATS, LESSON, RIGHT, answered

pytest.importorskip("nbgrader")

def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("nbgrader")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(course / ".jupyter"),  # nbgrader runs
           "PATH": f"{exe.parent}{os.pathsep}{os.environ.get('PATH', '')}"}  # alembic
    done = subprocess.run([str(exe), *args], cwd=course, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def flooded(nb):
    """``nb`` printing more than a graded kernel keeps, in a cell before its first check."""
    first = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code")
    nb.cells.insert(first, nbformat.v4.new_code_cell("print('x' * 300_000)"))
    return nb


def test_a_cut_flood_is_said_once_in_nbgraders_feedback():
    """Issue 36: the learner's nbgrader feedback says that output was left out, at the first
    check after the cut, once, whatever the answers."""
    def test(cut):
        return nbformat.v4.new_code_cell(
            "grading.must_pass('01', 0, globals())", metadata={"nbgrader": {"grade": True}},
            outputs=[nbformat.v4.new_output("display_data", data={ANSWER_MIME: {
                "values": {"my_guess": "C3 east"}, "missing": [], "not_data": {},
                "cut": cut}})])
    for _ in range(2):  # (one exporter grades many notebooks: each is said to anew)
        nb = nbformat.v4.new_notebook(cells=[test(False), test(True), test(True)])
        nb, _ = CheckAnswers().preprocess(nb, {})
        said = [CUT_WORDS in c.outputs[0].text for c in nb.cells]
        assert said == [False, True, False], said
        assert nb.cells[1].outputs[0].text.endswith("✔ Right! Roby ends on C3 facing east. "
                                                    "You got it on your first try.\n")


def test_nbgrader_autogrades_three_learners(tmp_path, capsys):
    course = tmp_path / "course"
    assert main(["nbgrader", "1", str(course)]) == 0
    source = course / "source" / LESSON / f"{LESSON}.ipynb"
    assert "nbgrader generate_assignment" in capsys.readouterr().out
    nb = nbformat.read(source, 4)
    tests = [c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade")]
    assert len(tests) == 6 and all(c.metadata.nbgrader.locked for c in tests)
    assert all("importlib.reload(grading).must_pass(" in c.source for c in tests)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")
    assert main(["nbgrader", "1", str(course)]) == 2  # never overwrites the teacher's file
    config = (course / "nbgrader_config.py").read_text()
    assert "exporter_class" in config and "autograde_steps()" in config

    nbgrader(course, "generate_assignment", LESSON)
    released = nbformat.read(course / "release" / LESSON / f"{LESSON}.ipynb", 4)
    assert "widgets" not in released.metadata
    learners = {
        "ada": answered(released, RIGHT),                  # all right
        "cy": flooded(answered(released, [("my_guess = \"?\"", "my_guess = C3"),  # an error
                                          *RIGHT[1:3]])),   # ...two right, and a flood
        # every trick of the hostile class (tests/support/hostile.py) in one notebook, each in a
        # cell of its own, with the budget raised: it earns what its answers earn (each
        # trick alone is graded by tests/test_grading.py; one kernel here, not six)
        "cheater": answered(released, [("budget=5", "budget=9"), (
            'my_program = "F R F"', 'my_program = "F R F F L R L R"')]),
    }
    first = next(i for i, c in enumerate(released.cells) if c.cell_type == "code")
    for trick in reversed(CHEATS.values()):
        learners["cheater"].cells.insert(first + 1, nbformat.v4.new_code_cell(trick))
    for name, work in learners.items():
        folder = course / "submitted" / name / LESSON
        folder.mkdir(parents=True)
        nbformat.write(work, folder / f"{LESSON}.ipynb")
    for name, text in (("empty", ""), ("broken", '{"cells": [')):  # reported, graded 0
        folder = course / "submitted" / name / LESSON
        folder.mkdir(parents=True)
        (folder / f"{LESSON}.ipynb").write_text(text)
    done = nbgrader(course, "autograde", LESSON, "--create")
    log = done.stdout + done.stderr
    assert "cannot be converted to a float" not in log and "without encryption" not in log
    # nbgrader logs its own failures (tracebacks included) as ERROR or CRITICAL records; a
    # kernel's stderr shares the log, and ipykernel may print a ZMQ error while it shuts down
    assert not re.search(r"\[\w+ \| (ERROR|CRITICAL)\]", log), log
    assert log.count("is empty or not a notebook") == 2

    for copy in (course / "autograded").rglob("*.ipynb"):
        assert "widgets" not in nbformat.read(copy, 4).metadata, copy

    cy = nbformat.read(course / "autograded" / "cy" / LESSON / f"{LESSON}.ipynb", 4)
    failed = [o for c in cy.cells if c.metadata.get("nbgrader", {}).get("grade")
              for o in c.get("outputs", []) if o.output_type == "error"]
    assert len(failed) == 4 and all(o.traceback == [o.evalue] for o in failed)
    assert ["✘" in o.evalue for o in failed] == [True] * 4  # the checks' own words
    assert "the answer was not set" in failed[0].evalue     # (its answer cell failed)
    said = [o for c in cy.cells for o in c.get("outputs", [])
            if CUT_WORDS in o.get("text", o.get("evalue", ""))]
    assert len(said) == 1, said  # issue 36: the flood cut in the kernel, said once

    from nbgrader.api import Gradebook
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        scores = {s: gb.find_submission(LESSON, s).score for s in learners}
    assert scores == {"ada": 6, "cy": 2, "cheater": 0}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        assert [gb.find_submission(LESSON, s).score for s in ("empty", "broken")] == [0, 0]
