"""The codyroby-lab command, run as a user runs it."""

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from codyroby_lab import __version__
from codyroby_lab.cli import main
from tests.support.shared import PUBLIC

ROOT = Path(__file__).resolve().parent.parent


def test_version(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0
    assert capsys.readouterr().out.strip() == f"codyroby-lab {__version__}"


def test_run_prints_the_board_and_the_desk_check_table(capsys):
    assert main(["run", "5x5", "F F R", "--at", "C3"]) == 0
    out = capsys.readouterr().out
    assert " 1 . . > . ." in out
    assert "Roby moves forward from C3 to C2" in out
    assert "3 steps; halt: end" in out


def test_run_json_and_a_board_file(tmp_path, capsys):
    board = tmp_path / "board.json"
    board.write_text(json.dumps({"width": 4, "height": 4, "blocks": ["A2"]}))
    assert main(["run", str(board), "F F F", "--at", "A4", "--json"]) == 1  # a crash
    doc = json.loads(capsys.readouterr().out)
    assert doc["halt"] == "crash"
    assert doc["state"]["robots"]["roby"]["at"] == [0, 2]
    assert [r["square"] for r in doc["trace"]] == ["A4", "A3", "A3"]


def test_run_reads_a_setup_file_and_a_program_file(tmp_path, capsys):
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"board": {"width": 5, "height": 5},
                                 "robots": {"rosa": {"at": "E5", "facing": "W"}}}))
    prog = tmp_path / "prog.cody"
    prog.write_text("REPEAT 2 [F]\n")
    assert main(["run", str(setup), str(prog), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["state"]["robots"]["rosa"]["at"] == [2, 4]


def test_run_bad_program_is_a_clear_error(capsys):
    assert main(["run", "5x5", "F Q"]) == 2
    err = capsys.readouterr().err
    assert "ProgramSyntaxError: line 1, column 3" in err


def test_check_counts_and_exit_code(tmp_path, capsys):
    shared = PUBLIC
    assert main(["check", str(shared)]) == 0
    assert capsys.readouterr().out.strip().endswith(" passed, 0 failed")
    bad = tmp_path / "bad.json"
    case = json.loads((shared / "codyroby" / "cr-pub-001.json").read_text())
    case["expect"]["halt"] = "crash"
    bad.write_text(json.dumps(case))
    assert main(["check", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"FAIL cr-pub-001 ({bad}): halt: expected 'crash', got 'end'",
                   "0 passed, 1 failed"]


def test_check_with_no_cases_fails(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 1


def test_check_of_a_path_that_is_not_there_says_so_not_that_a_case_failed(tmp_path, capsys,
                                                                          monkeypatch):
    """Walk 05w, fault 7: a teacher's terminal was one folder above the lessons, and
    `check my_boards/garden.json` printed "FAIL ...: case: cannot read", read as a failed
    conformance case."""
    monkeypatch.chdir(tmp_path)
    assert main(["check", "my_boards/garden.json"]) == 2
    out, err = capsys.readouterr()
    assert "FAIL" not in out and "case" not in err
    assert "there is no file or folder 'my_boards/garden.json' in " in err
    assert "the folder this command runs in" in err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


TOKEN = "lab-test-token"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """`codyroby-lab lab` as a class starts it (one server for this module's tests): yields
    its address, the lessons folder it made and its /lab page; stopped at the end."""
    tmp = tmp_path_factory.mktemp("lab")
    dest, port = tmp / "lessons", _free_port()
    env = {**os.environ, "JUPYTER_TOKEN": TOKEN, "JUPYTER_CONFIG_DIR": str(tmp / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(tmp / "rt"), "JUPYTER_PLATFORM_DIRS": "1",
           "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings")}
    cli = Path(sys.executable).with_name("codyroby-lab")
    with open(tmp / "lab.log", "w") as log:
        proc = subprocess.Popen([cli, "lab", "--dir", dest, "--no-browser", "--port", str(port)],
                                env=env, stdout=log, stderr=subprocess.STDOUT, cwd=tmp)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{base}/lab?token={TOKEN}", timeout=5) as r:
                    page = r.read().decode()
                break
            except OSError:
                assert proc.poll() is None, (tmp / "lab.log").read_text()
                assert time.time() < deadline, "JupyterLab did not start in 120 s"
                time.sleep(0.5)
        yield base, dest, page
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_lab_serves_a_writable_copy_of_the_lessons(lab):
    base, dest, _ = lab
    shipped = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")
                     if not p.stem.endswith("_for_teachers"))      # the learners' lessons
    copied = sorted(p.name for p in dest.glob("*.ipynb"))
    assert len(shipped) >= 6 and copied == shipped
    with urllib.request.urlopen(f"{base}/api/contents?token={TOKEN}", timeout=5) as r:
        listed = {item["name"] for item in json.load(r)["content"]}
    assert set(shipped) <= listed  # JupyterLab serves the copied lessons folder
    for p in dest.glob("*.ipynb"):
        assert os.access(p, os.W_OK)


def test_lab_turns_off_the_news_question_and_nbgraders_menu(lab):
    data = re.search(r'id="jupyter-config-data"[^>]*>(.*?)</script>', lab[2], re.S)
    disabled = json.loads(data[1])["disabledExtensions"]
    assert "@jupyterlab/apputils-extension:announcements" in disabled  # no news question
    assert "@jupyter/nbgrader" in disabled  # no teacher's menu in the learners' lab


def test_lab_never_overwrites_a_learners_work(tmp_path):
    from codyroby_lab.cli import copy_lessons, lessons_source
    shipped = [p for p in lessons_source().glob("*.ipynb")]
    first = copy_lessons(tmp_path, teacher=True)
    assert sorted(p.name for p in first) == sorted(p.name for p in shipped)
    if shipped:
        mine = tmp_path / shipped[0].name
        mine.write_text("my work")
        assert copy_lessons(tmp_path) == []
        assert mine.read_text() == "my work"


def test_the_lessons_command_says_how_to_get_the_lesson_for_teachers(tmp_path, capsys):
    """Walk 05 fault 4: the learners' copy leaves lesson 05 out and says how to get it."""
    assert main(["lessons", str(tmp_path / "class")]) == 0
    said = capsys.readouterr().out
    assert not (tmp_path / "class" / "05_for_teachers.ipynb").exists()
    assert f"codyroby-lab lessons {tmp_path / 'class'} --teacher" in said
    assert main(["lessons", str(tmp_path / "mine"), "--teacher"]) == 0
    assert (tmp_path / "mine" / "05_for_teachers.ipynb").is_file()
    assert "--teacher" not in capsys.readouterr().out


@pytest.mark.parametrize("name", ["codyroby", "energy_seekers", "droids", "droids-scenario",
                                  "roborally"])
def test_check_prints_the_summary_of_a_board_the_editor_saves(name, tmp_path, capsys):
    """Issue 32, point 3: ``check FILE`` on a board file the editor saved (any game's) prints
    its summary and exits 0; it is not read as a conformance case ("the case has no 'game'")."""
    from codyroby_lab.core.drawing import Sketch
    from codyroby_lab.ui.board_editor import drawings

    drawing = drawings()[name]
    sketch = Sketch(drawing)
    path = sketch.save(tmp_path / f"{name}.json")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "FAIL" not in out and "case" not in out
    assert drawing.summary(sketch.checked) in out


def test_check_prints_the_summary_of_the_board_lesson_05_writes(tmp_path, capsys):
    """A CodyRoby setup file (board and robots, as lesson 05 writes garden.json) is a board."""
    path = tmp_path / "garden.json"
    path.write_text(json.dumps({"board": {"width": 5, "height": 5, "blocks": ["B4", "C2"],
                                          "targets": {"red": "E1"}},
                                "robots": {"roby": {"at": "A5", "facing": "N"}}}))
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{path}: CodyRoby board, 5x5") and "FAIL" not in out


def test_check_of_a_good_board_or_challenge_file_says_it_found_no_problem(tmp_path, capsys):
    """Walk 05q, fault 8: `codyroby-lab check my_boards/garden.json` printed the board's
    summary and picture, and never said whether the check passed."""
    board = {"board": {"width": 5, "height": 5}, "robots": {"roby": {"at": "A5"}}}
    challenge = {"version": 1, "board": {"width": 5, "height": 5}, "start": "A5",
                 "facing": "N", "target": "A3", "budget": 4}
    for name, doc in (("garden.json", board), ("two.json", challenge)):
        path = tmp_path / name
        path.write_text(json.dumps(doc))
        assert main(["check", str(path)]) == 0
        assert capsys.readouterr().out.rstrip().endswith(f"No problems found in {path}.")
