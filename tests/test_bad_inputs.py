"""The bad-input corpus (issue 7): every entry point turns every bad input into a typed error.

Each row is one bad input and the typed error it must give (``ProgramSyntaxError``,
``SetupError``, ``IllegalAction``, all ``LabError(ValueError)``) with a fragment of its
message; where there is a state (a game state, a widget) it is unchanged afterwards. At the
CLI: exit status 2, ``error: <class>: <message>`` on stderr, never a traceback. The entry
points: the CLI, files, the parser, ``Program.from_stack``, widget messages, saved
documents, saved traces, conformance case files and Energy Seekers / CodyRoby setups.
"""

from __future__ import annotations

import base64
import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab import codyroby
from codyroby_lab.cli import main
from codyroby_lab.conformance import check
from codyroby_lab.core import io
from codyroby_lab.core.errors import IllegalAction, LabError, ProgramSyntaxError, SetupError
from codyroby_lab.core.registry import _GAMES as GAMES
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import MAX_DEPTH, Card, Program, Repeat, parse
from codyroby_lab.games.energy_seekers import EnergySeekers
from codyroby_lab.ui import CodyRobyBoard

SYNTAX, SETUP, ILLEGAL = ProgramSyntaxError, SetupError, IllegalAction
BOARD = {"width": 5, "height": 5}
ROBY = {"roby": {"at": "A5", "facing": "N"}}


def deep(n: int) -> str:
    return "REPEAT 2 [" * n + "F" + "]" * n


def deep_stack(n: int) -> list:
    node: dict = {"card": "F"}
    for _ in range(n):
        node = {"card": "REPEAT", "times": 2, "body": [node]}
    return [node]


# --- files every file-reading entry point is given ---------------------------------------

FILES = {
    "binary": b"\xff\xfe\x00F R\x80",
    "deep": b"[" * 100_000 + b"]" * 100_000,          # json's own RecursionError
    "deep150": b"[" * 150 + b"]" * 150,               # over the documented 100 levels
    "bigint": b'{"width": ' + b"9" * 5000 + b', "height": 5}',
    "notjson": b'{"width": 5,',
    "robots_str": json.dumps({"board": BOARD, "robots": "roby"}).encode(),
    "robots_list": json.dumps({"board": BOARD, "robots": ["roby"]}).encode(),
    "robots_num": json.dumps({"board": BOARD, "robots": 5}).encode(),
    "robot_str": json.dumps({"board": BOARD, "robots": {"roby": "A5"}}).encode(),
    "colour_list": json.dumps({"board": BOARD, "robots": {"roby": {
        "at": "A5", "color": ["red"]}}}).encode(),
    "step0": json.dumps({"board": BOARD, "robots": ROBY, "step_limit": 0}).encode(),
    "long_program": b"F " * 250_000,
}


@pytest.fixture(scope="module")
def paths(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("bad")
    out = {}
    for name, data in FILES.items():
        (root / name).write_bytes(data)
        out[name] = str(root / name)
    (root / "dir").mkdir()
    out["dir"] = str(root / "dir")
    os.mkfifo(root / "fifo")
    out["fifo"] = str(root / "fifo")
    with open(root / "big", "wb") as f:
        f.truncate(io.MAX_BYTES + 1)  # sparse: refused by its size before anything is read
    out["big"] = str(root / "big")
    out["missing"] = str(root / "no" / "such.json")
    out["zero"], out["null"], out["stdin"] = "/dev/zero", "/dev/null", "/dev/stdin"
    out["toolong"] = "x" * 5000
    return out


# --- 1. the CLI, in process ---------------------------------------------------------------

CLI = [  # argv ({name} is a file of FILES / the fixture), error class, message fragment
    (["run", "5x5", "X" * 300], SYNTAX, "is not a card"),
    (["run", "5x5", "F " * 150 + "Q"], SYNTAX, "'Q' is not a card"),
    (["run", "5x5", "REPEAT " + "9" * 5000 + " [F]"], SYNTAX, "at most 1,000,000,000"),
    (["run", "5x5", deep(300)], SYNTAX, f"at most {MAX_DEPTH} deep"),
    (["run", "5x5", "F" * 10_001], SYNTAX, "at most 10,000 cards"),
    (["run", "5x5", "F\x00"], SYNTAX, "cannot go in a program"),
    (["run", "5x5", "REPEAT 0 [F]"], SYNTAX, "at least once"),
    (["run", "5x5", "٣[F]"], SYNTAX, "cannot go in a program"),
    (["run", "5x5", "REPEAT UNTIL red [F]"], ILLEGAL, "no red target"),
    (["run", "²x5", "F"], SETUP, "neither a file nor a size"),
    (["run", "5x²", "F"], SETUP, "neither a file nor a size"),
    (["run", "9" * 5000 + "x5", "F"], SETUP, "neither a file nor a size"),
    (["run", "0x5", "F"], SETUP, "board.width"),
    (["run", "27x5", "F"], SETUP, "board.width"),
    (["run", "{toolong}", "F"], SETUP, "neither a file nor a size"),
    (["run", "{missing}", "F"], SETUP, "neither a file nor a size"),
    (["run", "5x5", "F", "--at", ""], SETUP, "--at: '' is not a square name"),
    (["run", "5x5", "F", "--at", "A100"], SETUP, "'A100' is not a square name"),
    (["run", "5x5", "F", "--at", "Z9"], SETUP, "off the 5x5 board"),
    (["run", "5x5", "F", "--facing", "up"], SETUP, "--facing"),
    (["run", "5x5", "F", "--facing", ""], SETUP, "--facing"),
    (["run", "5x5", "F", "--robot", "rosa"], SETUP, "no robot called 'rosa'"),
    (["run", "{dir}", "F"], SETUP, "it is a directory"),
    (["run", "{zero}", "F"], SETUP, "it is a device"),
    (["run", "{fifo}", "F"], SETUP, "it is a pipe (FIFO)"),
    (["run", "{big}", "F"], SETUP, "larger than"),
    (["run", "{deep}", "F"], SETUP, "nests more than 100 levels"),
    (["run", "{deep150}", "F"], SETUP, "nests more than 100 levels"),
    (["run", "{bigint}", "F"], SETUP, "not JSON"),
    (["run", "{notjson}", "F"], SETUP, "not JSON"),
    (["run", "{binary}", "F"], SETUP, "not text (UTF-8)"),
    (["run", "{robots_str}", "F"], SETUP, "robots: must name at least one robot"),
    (["run", "{robots_list}", "F"], SETUP, "robots: must name at least one robot"),
    (["run", "{robots_num}", "F"], SETUP, "robots: must name at least one robot"),
    (["run", "{robot_str}", "F"], SETUP, "robots.roby: must be an object"),
    (["run", "{colour_list}", "F"], SETUP, "robots.roby.color"),
    (["run", "{step0}", "F"], SETUP, "step_limit"),
    (["run", "5x5", "{dir}"], SETUP, "PROGRAM: cannot read"),
    (["run", "5x5", "{zero}"], SETUP, "it is a device"),
    (["run", "5x5", "{null}"], SETUP, "it is a device"),
    (["run", "5x5", "{stdin}"], SETUP, "PROGRAM: cannot read"),
    (["run", "5x5", "{fifo}"], SETUP, "it is a pipe (FIFO)"),
    (["run", "5x5", "{binary}"], SETUP, "not text (UTF-8)"),
    (["run", "5x5", "{long_program}"], SETUP, "larger than 400,000 bytes"),
]

ARGPARSE = [  # refused by the option parser itself: exit 2 with its message
    (["run", "5x5", "F", "--step-limit", "0"], "--step-limit: must be a whole number from 1"),
    (["run", "5x5", "F", "--step-limit", "-3"], "--step-limit"),
    (["run", "5x5", "F", "--step-limit", "abc"], "--step-limit: must be a whole number"),
    (["run", "5x5", "F", "--step-limit", "9" * 5000], "--step-limit: must be a whole number"),
    (["run", "5x5", "F", "--step-limit", "99999999999"], "--step-limit: must be a whole number"),
    (["run", "5x5", "F", "--step-limit", "²"], "--step-limit: must be a whole number"),
    (["run", "5x5"], "required"),
    (["explode"], "invalid choice"),
]


def cli(argv: list[str], capsys) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, cls, fragment", CLI, ids=[f"cli-{i}" for i in range(len(CLI))])
def test_cli(argv, cls, fragment, paths, capsys):
    code, out, err = cli([a.format(**paths) for a in argv], capsys)
    assert code == 2
    assert err.startswith(f"error: {cls.__name__}: ") and fragment in err
    assert "Traceback" not in out + err and not out


@pytest.mark.parametrize("argv, fragment", ARGPARSE, ids=[f"argparse-{i}" for i in
                                                          range(len(ARGPARSE))])
def test_cli_options(argv, fragment, capsys):
    code, out, err = cli(argv, capsys)
    assert code == 2 and fragment in err and "Traceback" not in out + err


def test_a_long_program_is_program_text_not_a_file_name(capsys):
    code, out, err = cli(["run", "9x9", "REPEAT 4 [F F R] " * 20 + "L"], capsys)  # > 255 bytes
    assert code == 0 and "halt: end" in out and not err


def test_a_program_file_and_a_setup_file_are_still_read(tmp_path, capsys):
    (tmp_path / "p").write_text("REPEAT 2 [F]\n")
    (tmp_path / "s.json").write_text(json.dumps({"board": BOARD, "robots": ROBY}))
    code, out, _ = cli(["run", str(tmp_path / "s.json"), str(tmp_path / "p"), "--json"], capsys)
    assert code == 0 and json.loads(out)["state"]["robots"]["roby"]["at"] == [0, 2]


CONSOLE = [  # through the installed console script: the process never prints a traceback
    ["run", "5x5", "F " * 200 + "X"],
    ["run", "²x5", "F"],
    ["run", "/dev/zero", "F"],
    ["run", "5x5", "F", "--step-limit", "0"],
    ["run", "5x5", deep(400)],
]


@pytest.mark.parametrize("argv", CONSOLE, ids=[f"console-{i}" for i in range(len(CONSOLE))])
def test_the_console_script_never_prints_a_traceback(argv):
    script = Path(sys.executable).with_name("codyroby-lab")
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "codyroby_lab.cli"]
    done = subprocess.run(cmd + argv, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "error" in done.stderr and "Traceback" not in done.stdout + done.stderr


# --- 2. files: saved documents read through core.io ---------------------------------------

FILE_READS = ["dir", "zero", "null", "stdin", "fifo", "missing", "toolong", "big", "binary",
              "deep", "deep150", "bigint", "notjson"]


@pytest.mark.parametrize("name", FILE_READS)
def test_io_load_reads_only_regular_json_files(name, paths):
    with pytest.raises(SetupError) as e:
        io.load(paths[name])
    assert e.value.field == "document" and "cannot read" in str(e.value)


def test_io_load_refuses_a_file_name_with_a_nul_byte():
    with pytest.raises(SetupError, match="cannot read"):
        io.load("a\x00b.json")


def test_io_save_to_a_directory_is_a_setup_error(tmp_path):
    with pytest.raises(SetupError, match="cannot write"):
        io.save(parse("F"), tmp_path)


# --- 3. the parser ------------------------------------------------------------------------

PROGRAMS = [  # text, line, column, fragment
    ("REPEAT " + "9" * 5000 + " [F]", 1, 8, "at most 1,000,000,000 times"),
    ("REPEAT 1000000001 [F]", 1, 8, "at most 1,000,000,000 times"),
    ("REPEAT 0000 [F]", 1, 8, "at least once"),
    (deep(MAX_DEPTH + 1), 1, 10 * MAX_DEPTH + 10, f"at most {MAX_DEPTH} deep"),
    (deep(1000), 1, 10 * MAX_DEPTH + 10, f"at most {MAX_DEPTH} deep"),
    ("IF ahead [" * 41 + "]" * 41, 1, 410, f"at most {MAX_DEPTH} deep"),
    ("[" * 5000, 1, 1, "a block '[' can only come right after"),
    ("F" * 10_001, 1, 10_001, "at most 10,000 cards"),
    ("# c\n" * 30_000, 25_001, 1, "at most 100,000 characters"),
    ("²", 1, 1, "cannot go in a program"),
    ("٣[F]", 1, 1, "cannot go in a program"),
    ("F\x00", 1, 2, "cannot go in a program"),
    ("F ]", 1, 3, "has no '[' before it"),
    ("ahead", 1, 1, "is a sensor"),
    ("not F", 1, 1, "'not' can only come right before a sensor"),
    ("yellow", 1, 1, "is a target"),
    ("WHILE ahead [F]", 1, 1, "can only come right after REPEAT"),
    ("ELSE [F]", 1, 1, "right after the block of an IF"),
    ("REPEAT 3 F", 1, 10, "REPEAT needs a [ before the cards it holds, like REPEAT 2 [F R]"),
    ("REPEAT [F]", 1, 8, "needs a number of times, WHILE or UNTIL"),
    ("IF [F]", 1, 4, "IF needs a sensor"),
    ("F\n\nREPEAT 2 [F", 3, 10, "a [ is never closed: put a ] after the cards it holds"),
    ("Z" * 100_000, 1, 1, "is not a card"),
]


@pytest.mark.parametrize("text, line, column, fragment", PROGRAMS,
                         ids=[f"parse-{i}" for i in range(len(PROGRAMS))])
def test_parse(text, line, column, fragment):
    with pytest.raises(ProgramSyntaxError) as e:
        parse(text)
    assert (e.value.line, e.value.column) == (line, column)
    assert fragment in str(e.value) and len(str(e.value)) < 300  # never echoes a huge input


def test_a_program_at_the_limits_parses_and_walks():
    p = parse(deep(MAX_DEPTH))
    assert Program.from_stack(p.to_stack()) == p and parse(p.text) == p
    assert len(parse("F" * 10_000).body) == 10_000


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_parses_or_is_a_syntax_error(text):
    try:
        parse(text)
    except ProgramSyntaxError as e:
        assert e.line >= 1 and e.column >= 1


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="FLR[]0123456789 \n#²repatwhilnodfgsuyIERW", max_size=80))
def test_any_text_of_program_characters_parses_or_is_a_syntax_error(text):
    try:
        program = parse(text)
    except ProgramSyntaxError:
        return
    assert parse(program.text) == program


# --- 4. Program.from_stack and Programs built in Python -----------------------------------

REP = {"card": "REPEAT", "times": 2}
STACKS = [  # stack, technical field, what the learner reads
    ([{"card": "REPEAT", "times": 0, "body": []}], "stack[0].times",
     "card 1: a REPEAT runs its cards at least once: its number is 1 or more"),
    ([{"card": "F"}, {**REP, "body": [{"card": "REPEAT", "times": -5, "body": []}]}],
     "stack[1].body[0].times", "card 1 inside the REPEAT that is card 2: a REPEAT runs its "
                               "cards at least once"),
    ([{"card": "REPEAT", "times": 10 ** 4000, "body": []}], "stack[0].times",
     "at most 1,000,000,000 times"),
    ([{"card": "REPEAT", "times": "3", "body": []}], "stack[0].times", "must be a whole number"),
    ([{"card": "REPEAT", "times": 2.5, "body": []}], "stack[0].times", "must be a whole number"),
    ([{"card": "Q" * 10_000}], "stack[0].card", "card 1: unknown card 'QQQQ"),
    ([{"card": "F", "times": 3}], "stack[0].times", "card 1: an F card has no 'times'"),
    ([{"card": "IF", "if": "up", "then": []}], "stack[0].if",
     "card 1: an IF needs a sensor: ahead, left or right"),
    ([{"card": "IF", "if": ["ahead"], "then": []}], "stack[0].if", "an IF needs a sensor"),
    ([{"card": "IF", "if": "ahead", "then": [], "else": [{"card": "X"}]}],
     "stack[0].else[0].card", "card 1 inside the ELSE of the IF that is card 1: unknown card"),
    ([{"card": "REPEAT", "while": "behind", "body": []}], "stack[0].while",
     "REPEAT WHILE needs a sensor"),
    ([{"card": "REPEAT", "until": "blue", "body": []}], "stack[0].until",
     "REPEAT UNTIL needs a target: red or yellow"),
    ([{"card": "REPEAT", "times": 2, "while": "ahead", "body": []}], "stack[0]",
     "needs exactly one of these"),
    ([{**REP, "body": "F"}], "stack[0].body", "the block of the REPEAT that is card 1 must be"),
    ("F F", "stack", "the program must be a list of cards"),
    ([3], "stack[0]", "card 1: this is not a card"),
    ([[[[[]]]]], "stack[0]", "card 1: this is not a card"),
    (deep_stack(MAX_DEPTH + 1), "stack" + "[0].body" * (MAX_DEPTH + 1),
     f"blocks inside blocks more than {MAX_DEPTH} deep"),
    (deep_stack(5000), "stack" + "[0].body" * (MAX_DEPTH + 1), "more than 40 deep"),
    ([{"card": "F"}] * 10_001, "stack[10000]", "more than 10,000 cards"),
]


@pytest.mark.parametrize("stack, field, words", STACKS,
                         ids=[f"stack-{i}" for i in range(len(STACKS))])
def test_from_stack(stack, field, words):
    with pytest.raises(SetupError) as e:
        Program.from_stack(stack)
    assert e.value.field == field and words in str(e.value)
    assert "stack[" not in str(e.value) and len(str(e.value)) < 300  # words for a learner


def test_a_program_built_in_python_obeys_the_same_limits():
    body: tuple = (Card("F"),)
    for _ in range(MAX_DEPTH + 1):
        body = (Repeat(body, times=2),)
    with pytest.raises(SetupError, match="more than 40 deep"):
        Program(body)
    with pytest.raises(SetupError, match="more than 10,000 cards"):
        Program((Card("F"),) * 10_001)


# --- 5. widget messages (BoardWidget.receive on a CodyRobyBoard) --------------------------

WIDGET = [  # message, what the learner reads in the widget
    ({"type": "set_program", "text": "REPEAT " + "9" * 5000 + " [F]"}, "at most 1,000,000,000"),
    ({"type": "set_program", "text": deep(300)}, "at most 40 deep"),
    ({"type": "set_program", "text": "F X"}, "'X' is not a card"),
    ({"type": "set_program", "text": "²"}, "cannot go in a program"),
    ({"type": "set_stack", "stack": [{"card": "REPEAT", "times": 0, "body": []}]},
     "card 1: a REPEAT runs its cards at least once: its number is 1 or more"),
    ({"type": "set_stack", "stack": [{"card": "REPEAT", "times": "9" * 5000, "body": []}]},
     "card 1: the number on a REPEAT must be a whole number written in digits"),
    ({"type": "set_stack", "stack": [{"card": "F"}, {**REP, "body": [{"card": "Z"}]}]},
     "card 1 inside the REPEAT that is card 2: unknown card 'Z'"),
    ({"type": "set_stack", "stack": [{"card": "IF", "if": "up", "then": []}]},
     "an IF needs a sensor"),
    ({"type": "set_stack", "stack": [{"card": "REPEAT", "until": "red", "body": []}]},
     "no red target"),
    ({"type": "set_stack", "stack": deep_stack(39) + [{"card": "F", "x": 1}]},
     "card 2: an F card has no 'x'"),
    ({"type": "set_stack", "stack": {"card": "F"}}, "the program must be a list of cards"),
    ({"type": "set_program", "text": None}, "malformed message"),
    ({"type": "run", "now": True}, "malformed message"),
]


def widget_snapshot(w) -> dict:
    return {k: copy.deepcopy(getattr(w, k)) for k in ("scene", "program", "content",
                                                       "trace_meta", "trace_bytes")}


@pytest.mark.parametrize("message, words", WIDGET, ids=[f"widget-{i}" for i in range(len(WIDGET))])
def test_widget_messages(message, words):
    w = CodyRobyBoard({"board": BOARD, "robots": ROBY}, program="F F R")
    w.run()
    before, trace = widget_snapshot(w), w.trace
    w.receive(message)
    assert words in w.error and "Traceback" not in w.error
    assert widget_snapshot(w) == before and w.trace is trace


def test_the_widgets_stack_errors_are_setup_errors_and_its_text_errors_syntax_errors():
    w = CodyRobyBoard({"board": BOARD, "robots": ROBY})
    with pytest.raises(ProgramSyntaxError):
        w.parse(deep(300))
    with pytest.raises(SetupError):
        Program.from_stack(WIDGET[4][0]["stack"])


# --- 6. saved documents (core.io.loads) -----------------------------------------------------

ENVELOPE = '{{"format": "codyroby-lab", "kind": {kind}, "version": 1, {game}"data": {data}}}'


def envelope(kind: str, data: str, game: str | None = None) -> str:
    return ENVELOPE.format(kind=json.dumps(kind), data=data,
                           game="" if game is None else f'"game": "{game}", ')


DOCUMENTS = [  # text, error class, field, fragment
    ("[" * 5000 + "]" * 5000, SETUP, "document", "nests more than 100"),
    ('{"a": ' * 120 + "1" + "}" * 120, SETUP, "document", "nests more than 100"),
    ('{"version": ' + "1" * 5000 + "}", SETUP, "document", "not JSON"),
    ("", SETUP, "document", "not JSON"),
    ('"board"', SETUP, "document", "must be a JSON object"),
    (envelope("program", '{"text": "' + "REPEAT 2 [" * 50 + '"}'), SYNTAX, None, "40 deep"),
    (envelope("program", '{"text": ["F"]}'), SETUP, "data.text", "holds the program's text"),
    (envelope("board", '{"width": 5, "height": 5, "blocks": [[1, 2, 3]]}'), SETUP,
     "data.blocks[0]", "must be [x, y]"),
    (envelope("board", '"5x5"'), SETUP, "data", "must be an object"),
    (envelope("state", '{"game": "codyroby", "robots": {"roby": "A5"}}', "codyroby"), SETUP,
     "robots.roby", "must be an object"),
    (envelope("state", '{"game": "codyroby", "robots": {"roby": {"at": "A5", "color": '
                       '["red"]}}}', "codyroby"), SETUP, "robots.roby.color", "must be one of"),
    (envelope("state", '{"game": "codyroby", "robots": ' + json.dumps(ROBY) + ', "halt": '
                       '"melted"}', "codyroby"), SETUP, "halt", "must be one of"),
    (envelope("state", "[]", "energy_seekers"), SETUP, "game",
     "is not a saved energy_seekers state"),
    (envelope("state", "{}", "chess"), SETUP, "game", "unknown game"),
]


@pytest.mark.parametrize("text, cls, field, fragment", DOCUMENTS,
                         ids=[f"doc-{i}" for i in range(len(DOCUMENTS))])
def test_documents(text, cls, field, fragment):
    with pytest.raises(cls) as e:
        io.loads(text)
    assert fragment in str(e.value)
    if field is not None:
        assert e.value.field == field


# --- 7. saved traces (Trace.from_dict through core.io) ------------------------------------

def trace_document() -> dict:
    return io.to_document(codyroby.run("REPEAT 2 [F R] L", at="C3"))


def column(doc: dict, name: str) -> np.ndarray:
    c = doc["data"]["columns"][name]
    return np.frombuffer(base64.b64decode(c["data"]), dtype=np.dtype(c["dtype"])).copy()


def set_column(doc: dict, name: str, values, dtype: str = "<i8") -> None:
    a = np.asarray(values, dtype=dtype)
    doc["data"]["columns"][name] = {"dtype": a.dtype.str,
                                    "data": base64.b64encode(a.tobytes()).decode()}


def change(doc: dict, name: str, i: int, value: int) -> None:
    a = column(doc, name).astype(np.int64)
    a[i] = value
    set_column(doc, name, a)


def change_slot(doc: dict, slot: int, delta: int) -> None:
    """The first change of ``slot`` becomes ``delta``."""
    i = int(np.flatnonzero(column(doc, "slot") == slot)[0])
    change(doc, "delta", i, delta)


def data(**fields):
    return lambda d: d["data"].update(fields)


TRACES = [  # how to damage a good trace document, error class, field, fragment
    (data(every=0), SETUP, "data.every", "from 1 to 65536"),
    (data(every=-4), SETUP, "data.every", "from 1 to 65536"),
    (data(every=True), SETUP, "data.every", "whole number"),
    (data(every="256"), SETUP, "data.every", "whole number"),
    (data(every=10 ** 30), SETUP, "data.every", "from 1 to 65536"),
    (data(steps=-1), SETUP, "data.steps", "at least 0"),
    (data(steps=99), SETUP, "data.columns", "do not agree with 'steps'"),
    (data(halt="melted down"), SETUP, "data.halt", "short word"),
    (data(halt=["end"]), SETUP, "data.halt", "short word"),
    (data(version=1), SETUP, "data.version", "version 1 trace"),
    (data(version="2"), SETUP, "data.version", "reads version 2"),
    (data(cards="F"), SETUP, "data.cards", "list of cards"),
    (data(cards=[{"label": 3}]), SETUP, "data.cards[0]", "label, owner are text"),
    (data(cards=[{"name": "F"}]), SETUP, "data.cards[0]", "card reference"),
    (data(codes="none"), SETUP, "data.codes", "list of"),
    (data(codes=[{"events": []}, "x"]), SETUP, "data.codes[1]", "must be"),
    (data(codes=[{"events": [], "actor": 3}]), SETUP, "data.codes[0]", "actor and phase"),
    (lambda d: d["data"]["codes"][1]["events"].__setitem__(0, "Moved"), SETUP,
     "data.codes[1].events[0]", "known rule"),
    (lambda d: d["data"]["codes"][1]["events"][0].__setitem__("kind", ["Moved"]), SETUP,
     "data.codes[1].events[0]", "known rule"),
    (lambda d: d["data"]["codes"][1]["events"][0]["rule"].__setitem__("id", "no.such"), SETUP,
     "data.codes[1].events[0]", "known rule"),
    (lambda d: d["data"]["columns"].pop("ev"), SETUP, "data.columns", "must hold"),
    (data(columns="card ev off slot delta"), SETUP, "data.columns", "must hold"),
    (lambda d: d["data"]["columns"]["card"].__setitem__("dtype", "no-such-type"), SETUP,
     "data.columns", "must hold"),
    (lambda d: d["data"]["columns"]["card"].__setitem__("data", "!!!"), SETUP,
     "data.columns", "must hold"),
    (lambda d: set_column(d, "card", [1.0, 2.0, 1.0, 2.0, 3.0], "<f8"), SETUP, "data.columns",
     "signed integers"),
    (lambda d: change(d, "card", 4, 9), SETUP, "data.columns.card", "card is out of range"),
    (lambda d: change(d, "card", 0, -2), SETUP, "data.columns.card", "out of range"),
    (lambda d: change(d, "ev", 0, 99), SETUP, "data.columns.ev", "event code is out of range"),
    (lambda d: change(d, "ev", 0, -1), SETUP, "data.columns.ev", "out of range"),
    (lambda d: change(d, "off", 2, 0), SETUP, "data.columns.off", "must rise"),
    (lambda d: change(d, "off", 0, 1), SETUP, "data.columns.off", "must rise from 0"),
    (lambda d: change(d, "slot", 0, 99), SETUP, "data.columns.slot", "out of range"),
    (lambda d: change(d, "slot", 0, -1), SETUP, "data.columns.slot", "out of range"),
    (lambda d: change_slot(d, 2, 100), SETUP, "data.columns", "not a state of the game"),
    (lambda d: change_slot(d, 4, 50), SETUP, "data.columns", "not a state of the game"),
    (lambda d: change_slot(d, 0, 2 ** 40), SETUP, "data.columns.delta", "32 bits"),
    (lambda d: d["data"].__setitem__("start", {"game": "codyroby"}), SETUP, "robots",
     "must name at least one robot"),
]


@pytest.mark.parametrize("damage, cls, field, fragment", TRACES,
                         ids=[f"trace-{i}" for i in range(len(TRACES))])
def test_trace_documents(damage, cls, field, fragment):
    doc = trace_document()
    assert io.loads(json.dumps(doc)).steps == 5  # the undamaged document loads
    damage(doc)
    with pytest.raises(cls) as e:
        io.loads(json.dumps(doc))
    assert fragment in str(e.value)
    if field is not None:
        assert e.value.field == field


def test_a_damaged_energy_seekers_trace_is_refused_too():
    state = EnergySeekers(players=2).new_state(seed=3)
    trace = Trace(state)
    for _ in range(4):
        state.play(state.legal_actions()[0], trace)
    doc = io.to_document(trace)
    slots = column(doc, "slot")
    change(doc, "slot", int(np.flatnonzero(slots == 0)[0]), 1)  # whose turn -> the phase
    change(doc, "delta", int(np.flatnonzero(slots == 0)[0]), 50)
    with pytest.raises(SetupError, match="not a state of the game"):
        io.loads(json.dumps(doc))


# --- 8. conformance case files through the runner -----------------------------------------

GOOD = {"id": "ok-1", "game": "codyroby", "source": "a good case beside the bad one",
        "setup": {"board": BOARD, "robots": ROBY}, "play": ["F"],
        "expect": {"robots": {"roby": {"at": [0, 3]}}}}


def bad_case(**fields):
    case = {**GOOD, "id": "bad-1", **fields}
    return {k: v for k, v in case.items() if v is not None}


class Boom:
    """A game whose setup fails with a Python error, as a buggy game would."""

    @classmethod
    def from_setup(cls, setup):
        raise RuntimeError("kaboom")


CASES = [  # file content (a case or raw bytes), fragment of the failure line
    (bad_case(comment="typo"), "unknown case field 'comment'"),
    (bad_case(expected={}), "unknown case field 'expected'"),
    (bad_case(id=None), "the case has no 'id'"),
    (bad_case(notes=["x"]), "'notes' must be text"),
    (bad_case(error="TypeError", expect=None), "unknown error name"),
    (bad_case(play="F"), "'play' must be a list"),
    (bad_case(setup=[]), "'setup' must be an object"),
    (bad_case(game="chess"), "unknown game"),
    (bad_case(game="boom"), "setup raised RuntimeError: kaboom"),
    (bad_case(setup={"board": BOARD, "robots": {"roby": "A5"}}), "setup raised SetupError"),
    (bad_case(game="energy_seekers", setup={"players": 2, "seed": "abc"}),
     "setup raised SetupError: seed: must be a whole number"),
    (bad_case(game="codyroby-duel", setup={"seed": 1.5}), "seed: is not a duel setup field"),
    (bad_case(play=["F", {"robot": [1], "program": "F"}]), "play[1] raised IllegalAction"),
    (bad_case(play=["F F F F F", "F"]), "play[1] raised IllegalAction: the game is over"),
    (bad_case(play=[deep(300)]), "play[0] raised ProgramSyntaxError"),
    ([GOOD], "a case is a JSON object"),
    (b"[" * 100_000 + b"]" * 100_000, "nests more than 100"),
    (b"\xff\xfe", "not text (UTF-8)"),
    (b'{"id": "x",', "not JSON"),
]


@pytest.mark.parametrize("content, fragment", CASES, ids=[f"case-{i}" for i in range(len(CASES))])
def test_case_files(content, fragment, tmp_path, monkeypatch):
    monkeypatch.setitem(GAMES, "boom", "tests.test_bad_inputs:Boom")
    (tmp_path / "a-good.json").write_text(json.dumps(GOOD))
    bad = tmp_path / "b-bad.json"
    bad.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    passed, failures = check([tmp_path])
    assert passed == 1 and len(failures) == 1, failures  # the good case still ran
    assert fragment in failures[0] and str(bad) in failures[0]


def test_check_prints_the_summary_after_a_crashing_case(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(GAMES, "boom", "tests.test_bad_inputs:Boom")
    (tmp_path / "a.json").write_text(json.dumps(bad_case(game="boom")))
    (tmp_path / "b.json").write_text(json.dumps(GOOD))
    (tmp_path / "c.json").mkdir()  # a directory named like a case file
    code, out, err = cli(["check", str(tmp_path)], capsys)
    assert code == 1 and "Traceback" not in out + err
    assert "FAIL bad-1" in out and out.splitlines()[-1] == "1 passed, 2 failed"


# --- 9. Energy Seekers setups, seeds and question files -----------------------------------

ES_SETUPS = [  # setup, field, fragment
    ({"seed": "abc"}, "seed", "whole number from 0"),
    ({"seed": 1.5}, "seed", "whole number from 0"),
    ({"seed": -1}, "seed", "whole number from 0"),
    ({"seed": True}, "seed", "whole number from 0"),
    ({"seed": 2 ** 64}, "seed", "whole number from 0"),
    ({"seed": [1, 2]}, "seed", "whole number from 0"),
    ({"challenge": {"questions": "/dev/zero"}}, "challenge.questions", "it is a device"),
    ({"challenge": {"questions": "/dev/stdin"}}, "challenge.questions", "cannot read"),
    ({"challenge": {"questions": "{dir}"}}, "challenge.questions", "it is a directory"),
    ({"challenge": {"questions": "{fifo}"}}, "challenge.questions", "it is a pipe (FIFO)"),
    ({"challenge": {"questions": "{missing}"}}, "challenge.questions", "cannot read"),
    ({"challenge": {"questions": "{toolong}"}}, "challenge.questions", "cannot read"),
    ({"challenge": {"questions": "{big}"}}, "challenge.questions", "larger than 1,048,576"),
    ({"challenge": {"questions": "{deep}"}}, "challenge.questions", "nests more than 100"),
    ({"challenge": {"questions": "{binary}"}}, "challenge.questions", "not text (UTF-8)"),
    ({"challenge": {"questions": "{robots_str}"}}, "challenge.questions", "non-empty list"),
    ({"players": ["ann", ["bob"]]}, "players[1]", "name is a letter"),
    ({"players": 10 ** 100}, "players", "2 to 6 players"),
    ({"cards": {"F": 10 ** 9, "L": 1, "R": 1}}, "cards", "must count each card"),
]


def fill(value, paths):
    if isinstance(value, dict):
        return {k: fill(v, paths) for k, v in value.items()}
    return value.format(**paths) if isinstance(value, str) else value


@pytest.mark.parametrize("setup, field, fragment", ES_SETUPS,
                         ids=[f"es-{i}" for i in range(len(ES_SETUPS))])
def test_energy_seekers_setups(setup, field, fragment, paths):
    with pytest.raises(SetupError) as e:
        EnergySeekers.from_setup({"players": 2, **fill(setup, paths)})
    assert e.value.field == field and fragment in str(e.value)


@pytest.mark.parametrize("seed", ["abc", 1.5, -1, True, 2 ** 64, "7"])
def test_energy_seekers_new_state_checks_its_seed(seed):
    with pytest.raises(SetupError) as e:
        EnergySeekers(players=2).new_state(seed=seed)
    assert e.value.field == "seed"


def test_a_numpy_integer_is_a_seed():
    a = EnergySeekers(players=2).new_state(seed=np.int64(5))
    assert a.to_dict() == EnergySeekers(players=2).new_state(seed=5).to_dict()


QUESTIONS = [{"question": "2 + 2?", "choices": ["3", "4"], "answer": "4"}]


def test_a_relative_question_file_is_read_beside_the_setup_file(tmp_path, monkeypatch):
    (tmp_path / "q.json").write_text(json.dumps(QUESTIONS))
    (tmp_path / "setup.json").write_text(json.dumps({"players": 2,
                                                     "challenge": {"questions": "q.json"}}))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    game = EnergySeekers.from_file(tmp_path / "setup.json")
    assert game.challenge.questions[0].answer == "4"
    with pytest.raises(SetupError, match="cannot read"):  # a dict: from the current folder
        EnergySeekers.from_setup({"players": 2, "challenge": {"questions": "q.json"}})
    monkeypatch.chdir(tmp_path)
    assert EnergySeekers.from_setup({"players": 2, "challenge": {"questions": "q.json"}})


def test_a_case_files_relative_question_file_is_read_beside_it(tmp_path):
    (tmp_path / "q.json").write_text(json.dumps(QUESTIONS))
    case = {"id": "q-1", "game": "energy_seekers", "source": "questions beside the case",
            "setup": {"players": ["ann", "bob"], "challenge": {"questions": "q.json"}},
            "play": [], "expect": {"turn": "ann"}}
    (tmp_path / "case.json").write_text(json.dumps(case))
    assert check([tmp_path / "case.json"]) == (1, [])


def test_a_refused_energy_seekers_action_changes_nothing():
    state = EnergySeekers(players=2).new_state(seed=1)
    before = state.to_dict()
    for action in ["play " + "F" * 10_000, "play ²", "give P2 F", "answer", 42, ["play F"]]:
        with pytest.raises(LabError):
            state.apply(action)
        assert state.to_dict() == before


# --- 10. CodyRoby setups and actions ------------------------------------------------------

CR_SETUPS = [  # setup, field
    ({"board": BOARD, "robots": {"roby": "A5"}}, "robots.roby"),
    ({"board": BOARD, "robots": "roby"}, "robots"),
    ({"board": BOARD, "robots": 5}, "robots"),
    ({"board": BOARD, "robots": ["roby"]}, "robots"),
    ({"board": BOARD, "robots": {"roby": {"at": "A5", "color": ["red"]}}}, "robots.roby.color"),
    ({"board": BOARD, "robots": {"roby": {"at": "A5", "color": {"r": 1}}}}, "robots.roby.color"),
    ({"board": BOARD, "robots": {"roby": {"at": "A5", "crashed": "yes"}}},
     "robots.roby.crashed"),
    ({"board": BOARD, "robots": {"roby": {"at": "A٣"}}}, "robots.roby.at"),
    ({"board": BOARD, "robots": {"roby": {"at": [10 ** 30, 0]}}}, "robots.roby.at"),
    ({"board": BOARD, "robots": ROBY, "step_limit": 10 ** 8}, "step_limit"),
    ({"board": BOARD, "robots": ROBY, "step_limit": True}, "step_limit"),
    ({"board": {"width": 2 ** 70, "height": 5}, "robots": ROBY}, "board.width"),
]


@pytest.mark.parametrize("setup, field", CR_SETUPS, ids=[f"cr-{i}" for i in range(len(CR_SETUPS))])
def test_codyroby_setups(setup, field):
    with pytest.raises(SetupError) as e:
        CodyRoby.from_setup(setup)
    assert e.value.field == field


CR_ACTIONS = [  # a refused action, its error class
    ({"robot": [1], "program": "F"}, ILLEGAL),
    ({"robot": {"a": 1}, "program": "F"}, ILLEGAL),
    ({"robot": "roby", "program": deep(500)}, SYNTAX),
    ({"robot": "roby", "program": ["F"]}, SYNTAX),
    ("F" * 10_001, SYNTAX),
    (b"F", ILLEGAL),
]


@pytest.mark.parametrize("action, cls", CR_ACTIONS, ids=[f"cr-act-{i}" for i in
                                                          range(len(CR_ACTIONS))])
def test_codyroby_actions_change_nothing(action, cls):
    state = CodyRoby({"board": BOARD, "robots": ROBY}).new_state()
    state.apply("F R")
    before = state.to_dict()
    with pytest.raises(cls):
        state.apply(action)
    assert state.to_dict() == before

