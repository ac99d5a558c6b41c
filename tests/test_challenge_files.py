"""Issue 32: teachers' challenge and board files, from any computer, checked by the command
(``codyroby-lab check`` and ``run``) in plain words."""

import json
import subprocess
import sys

import pytest

from codyroby_lab.cli import main
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import read_json
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.lessons import droids as lesson

ROAD = {"width": 6, "height": 6,
        "path": ["A6", "A5", "A4", "B4", "C4", "C3", "C2", "D2", "E2", "E1"]}
CHALLENGE = {"title": "The road", "board": ROAD, "start": "A6", "facing": "N", "target": "E1",
             "budget": 8, "blue_cards": True}


def _file(tmp_path, text, name="c.json", bom=False):
    path = tmp_path / name
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
    return str(path)


def test_check_a_challenge_file_prints_the_best_program_length(tmp_path, capsys):
    assert main(["check", _file(tmp_path, json.dumps(CHALLENGE))]) == 0
    out = capsys.readouterr().out
    assert "challenge, best: " in out and "8 cards" in out and "The road" in out


def test_check_a_board_file_prints_its_summary(tmp_path, capsys):
    assert main(["check", _file(tmp_path, json.dumps(ROAD), "board.json")]) == 0
    assert "board, 6x6, a road of 10 squares, no blocks" in capsys.readouterr().out


def test_run_checks_a_program_against_a_challenge_file(tmp_path, capsys):
    """Issue 32: ``run ch.json`` said "blocks: is not a codyroby setup field"."""
    old = {**CHALLENGE, "blocks": True}
    del old["blue_cards"]  # the old name of the blue cards is still read
    path = _file(tmp_path, json.dumps(old))
    assert main(["run", path, "REPEAT 2 [F F R F F L] F"]) == 0
    assert "Solved: Roby reached E1 with 8 cards" in capsys.readouterr().out
    assert main(["run", path, "F F R"]) == 1
    assert "Roby ended on" in capsys.readouterr().out


@pytest.mark.parametrize("doc, words", [
    ({**CHALLENGE, "target": "A6"}, "target: is the start square A6"),
    ({**CHALLENGE, "board": {**ROAD, "targets": {"red": "F6"}}},
     "board.targets.red: F6 is off the road"),
    ({**CHALLENGE, "budget": 2}, "budget: 2 cards cannot do it"),
])
def test_a_challenge_that_cannot_be_is_refused_in_plain_words(tmp_path, capsys, doc, words):
    assert main(["check", _file(tmp_path, json.dumps(doc))]) == 2
    assert words in capsys.readouterr().err


def test_files_with_a_byte_order_mark_are_read(tmp_path, capsys):
    """Notepad and Excel start a UTF-8 file with a byte-order mark: "Unexpected UTF-8 BOM"
    and "unexpected character '\\ufeff'" before."""
    board = _file(tmp_path, json.dumps({"width": 5, "height": 5}), "b.json", bom=True)
    program = _file(tmp_path, "F F R\n", "p.txt", bom=True)
    assert main(["run", board, program]) == 0
    assert "3 steps; halt: end" in capsys.readouterr().out
    assert Challenge.load(_file(tmp_path, json.dumps(CHALLENGE), bom=True)).best == 8


@pytest.mark.parametrize("text, words", [
    ('{"width": 5, "height": \u201c5\u201d}', "line 1, column 24: curly quotes"),
    ("{'width': 5}", "line 1, column 2: single quotes"),
    ('{"width": 5,\n "height": 5,\n}', "line 3, column 1: a comma before }: take away"),
    ('{"budget": 1,5}', "line 1, column 14: a decimal comma"),
    ('{"width": 5 "height": 5}', "line 1, column 13: a comma is missing"),
    ('{"width": 5', "the text ends too soon"),
])
def test_json_mistakes_are_told_with_line_column_and_fix(tmp_path, text, words):
    with pytest.raises(SetupError) as e:
        read_json(_file(tmp_path, text))
    assert words in str(e.value) and "Expecting" not in str(e.value)


def test_a_utf16_file_is_told_to_be_saved_as_utf8(tmp_path):
    path = tmp_path / "b.json"
    path.write_bytes('{"width": 5}'.encode("utf-16"))
    with pytest.raises(SetupError, match="save it again as UTF-8"):
        read_json(path)


@pytest.mark.parametrize("program, words", [
    ("REPEAT UNTIL blu [F]", "'blu' is not a target colour: REPEAT UNTIL takes red or "
                             "yellow"),      # rosso and giallo are read (issue 35)
    ("REPEAT WHILE front [F]", "'front' is not a sensor: Roby's sensors are ahead, left and "
                               "right"),
    ("IF not sopra [F]", "'sopra' is not a sensor"),
])
def test_unknown_colours_and_sensors_list_the_ones_there_are(capsys, program, words):
    assert main(["run", "5x5", program]) == 2
    assert words in capsys.readouterr().err


def test_output_cut_short_by_head_ends_quietly():
    """``codyroby-lab run ... | head`` ended in "internal error: BrokenPipeError", exit 3."""
    run = subprocess.Popen([sys.executable, "-m", "codyroby_lab.cli", "run", "5x5",
                            "REPEAT 5000 [L]", "--json"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    assert run.stdout is not None and run.stderr is not None
    run.stdout.readline()
    run.stdout.close()  # as head does once it has its lines
    err = run.stderr.read().decode()
    assert run.wait() == 0 and "internal error" not in err



DROIDS = {"game": "droids", "start": "A1", "target": "C4", "chits": ["V2", "V1"]}


def test_check_a_droids_challenge_file(tmp_path, capsys):
    """Issue 32: a Droids challenge could be made only in Python."""
    assert main(["check", _file(tmp_path, json.dumps(DROIDS))]) == 0
    out = capsys.readouterr().out
    assert "Droids challenge" in out and "Red starts on A1. Goal: reach C4." in out


@pytest.mark.parametrize("doc, words", [
    ({**DROIDS, "target": "A1"}, "target: is the start square A1"),
    ({**DROIDS, "target": "Z9"}, "target: "),
    ({**DROIDS, "chits": ["XX"]}, "chits[0]: there is no chit 'XX'"),
    ({**DROIDS, "target": "crate"}, "target: is the crate, but no crate lies on the board"),
    ({**DROIDS, "rack": ["V2"]}, "rack: is not a Droids challenge field"),
])
def test_a_droids_challenge_that_cannot_be_is_refused(tmp_path, capsys, doc, words):
    assert main(["check", _file(tmp_path, json.dumps(doc))]) == 2
    assert words in capsys.readouterr().err


def test_a_droids_file_saved_with_the_older_name_box_is_read_as_the_crate(tmp_path, capsys):
    """Walk 08q4, fault 4: the lesson calls what Red picks up a crate, where a box is a
    transmitter's; files saved before name the crate "box", and are still read, the crate
    target and object alike, and solved as the lesson's own."""
    old = {**DROIDS, "target": "box", "chits": ["VD", "PU"], "objects": {"C3": "box"}}
    path = _file(tmp_path, json.dumps(old))
    assert main(["check", path]) == 0
    assert "Goal: pick up the crate." in capsys.readouterr().out
    challenge = lesson.Challenge.load(path)
    assert challenge == lesson.Challenge("A1", "crate", ("VD", "PU"), (("C3", "crate"),))
    assert lesson.check(challenge, "VD A SE\nPU B").ok


def test_a_codyroby_case_expects_squares_by_name_as_droids_cases_do():
    """Issue 32: CodyRoby cases took squares as [0, 3] only, Droids' as "B2"."""
    from codyroby_lab.conformance.runner import run_case

    case = {"id": "names", "game": "codyroby",
            "setup": {"board": {"width": 5, "height": 5},
                      "robots": {"roby": {"at": "A5", "facing": "N"}}},
            "play": ["F"], "expect": {"robots": {"roby": {"at": "A4"}}, "halt": "end"}}
    assert run_case(case) is None
    assert run_case({**case, "expect": {"robots": {"roby": {"at": [0, 3]}}}}) is None
    assert "expected 'A3', got [0, 3]" in run_case(
        {**case, "expect": {"robots": {"roby": {"at": "A3"}}}})
