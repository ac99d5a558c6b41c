"""Bad input gets a typed error naming what is wrong and where; nothing changes."""

import json

import pytest

from codyroby_lab.core import io
from codyroby_lab.core.errors import IllegalAction, LabError, ProgramSyntaxError, SetupError
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby

GOOD_BOARD = {"width": 5, "height": 5}
GOOD_ROBOTS = {"roby": {"at": "A5", "facing": "N"}}

PROGRAMS = [  # (text, line, column)
    ("F X", 1, 3),
    ("REPEAT", 1, 7),
    ("REPEAT 3", 1, 9),
    ("REPEAT 3 [F", 1, 10),          # the unclosed [ itself (walk 02)
    ("REPEAT -1 [F]", 1, 8),
    ("REPEAT 1000000001 [F]", 1, 8),
    ("REPEAT WHILE [F]", 1, 14),
    ("REPEAT UNTIL green [F]", 1, 14),
    ("IF ahead F", 1, 10),
    ("IF not not ahead [F]", 1, 8),
    ("F\n]", 2, 1),
    ("F ELSE [R]", 1, 3),
    ("IF ahead [F] ELSE", 1, 18),
    ("F, R", 1, 2),
    ("<script>", 1, 1),
    ("print('hi')", 1, 1),
    ("__import__('os')", 1, 1),
]

SETUPS = [  # (setup, field)
    ([], "setup"),
    ({"robots": GOOD_ROBOTS, "colour": 1}, "colour"),
    ({"board": GOOD_BOARD}, "robots"),
    ({"board": GOOD_BOARD, "robots": {}}, "robots"),
    ({"board": {"width": 27, "height": 5}, "robots": GOOD_ROBOTS}, "board.width"),
    ({"board": {"width": "5", "height": 5}, "robots": GOOD_ROBOTS}, "board.width"),
    ({"board": {"width": 5, "height": True}, "robots": GOOD_ROBOTS}, "board.height"),
    ({"board": {**GOOD_BOARD, "blocks": "B2"}, "robots": GOOD_ROBOTS}, "board.blocks"),
    ({"board": {**GOOD_BOARD, "blocks": [[9, 9]]}, "robots": GOOD_ROBOTS}, "board.blocks[0]"),
    ({"board": {**GOOD_BOARD, "blocks": ["B2", "ZZ"]}, "robots": GOOD_ROBOTS},
     "board.blocks[1]"),
    ({"board": {**GOOD_BOARD, "blocks": [[1, 2, 3]]}, "robots": GOOD_ROBOTS}, "board.blocks[0]"),
    ({"board": {**GOOD_BOARD, "path": []}, "robots": GOOD_ROBOTS}, "board.path"),
    ({"board": {**GOOD_BOARD, "path": ["A5", "B4"]}, "robots": GOOD_ROBOTS}, "board.path[1]"),
    ({"board": {**GOOD_BOARD, "path": ["A5", "A4", "A5"]}, "robots": GOOD_ROBOTS},
     "board.path[2]"),
    ({"board": {**GOOD_BOARD, "blocks": ["A4"], "path": ["A5", "A4"]},
      "robots": GOOD_ROBOTS}, "board.path[1]"),
    ({"board": {**GOOD_BOARD, "targets": {"blue": "A1"}}, "robots": GOOD_ROBOTS},
     "board.targets.blue"),
    ({"board": {**GOOD_BOARD, "targets": {"red": "F1"}}, "robots": GOOD_ROBOTS},
     "board.targets.red"),
    ({"board": {**GOOD_BOARD, "targets": ["A1"]}, "robots": GOOD_ROBOTS}, "board.targets"),
    ({"board": {**GOOD_BOARD, "walls": []}, "robots": GOOD_ROBOTS}, "board.walls"),
    ({"board": GOOD_BOARD, "robots": {"roby": "A5"}}, "robots.roby"),
    ({"board": GOOD_BOARD, "robots": {"roby": {"facing": "N"}}}, "robots.roby.at"),
    ({"board": GOOD_BOARD, "robots": {"roby": {"at": "A6"}}}, "robots.roby.at"),
    ({"board": GOOD_BOARD, "robots": {"roby": {"at": "A5", "facing": "up"}}},
     "robots.roby.facing"),
    ({"board": GOOD_BOARD, "robots": {"roby": {"at": "A5", "color": "blue"}}},
     "robots.roby.color"),
    ({"board": GOOD_BOARD, "robots": {"a": {"at": "A5", "color": "red"},
                                      "b": {"at": "B5", "color": "red"}}}, "robots.b.color"),
    ({"board": GOOD_BOARD, "robots": {"roby": {"at": "A5", "speed": 2}}}, "robots.roby.speed"),
    ({"board": GOOD_BOARD, "robots": {"": {"at": "A5"}}}, "robots"),
    ({"board": GOOD_BOARD, "robots": GOOD_ROBOTS, "step_limit": 0}, "step_limit"),
]

ACTIONS = [  # actions that are not allowed in the current state
    {"robot": "nobody", "program": "F"},
    {"robot": "roby"},
    {"program": "F"},
    42,
    "REPEAT UNTIL red [F]",
]

DOCUMENTS = [  # (document text, field)
    ("not json", "document"),
    ("[]", "document"),
    ('{"format": "other", "kind": "board", "version": 1, "data": {}}', "format"),
    ('{"format": "codyroby-lab", "kind": "movie", "version": 1, "data": {}}', "kind"),
    ('{"format": "codyroby-lab", "kind": "board", "version": 1}', "data"),
    ('{"format": "codyroby-lab", "kind": "program", "version": 1, "data": {"text": 3}}',
     "data.text"),
    ('{"format": "codyroby-lab", "kind": "state", "version": 1, "game": "go", "data": {}}',
     "game"),
    ('{"format": "codyroby-lab", "kind": "board", "version": 1, "data": {"width": 0}}',
     "data.width"),
]


def fresh():
    return CodyRoby({"board": GOOD_BOARD, "robots": GOOD_ROBOTS}).new_state()


@pytest.mark.parametrize("text, line, column", PROGRAMS)
def test_malformed_programs(text, line, column):
    s = fresh()
    s.apply("F R")
    before = s.to_dict()
    with pytest.raises(ProgramSyntaxError) as e:
        s.apply(text)
    assert (e.value.line, e.value.column) == (line, column)
    assert s.to_dict() == before


@pytest.mark.parametrize("setup, field", SETUPS)
def test_malformed_setups(setup, field):
    with pytest.raises(SetupError) as e:
        CodyRoby(setup)
    assert e.value.field == field
    assert str(e.value).startswith(f"{field}: ")


@pytest.mark.parametrize("action", ACTIONS)
def test_illegal_actions_change_nothing(action):
    s = fresh()
    s.apply("R F")
    before = s.to_dict()
    with pytest.raises(LabError) as e:
        s.apply(action)
    assert isinstance(e.value, (IllegalAction, ProgramSyntaxError))
    assert s.to_dict() == before


@pytest.mark.parametrize("text, field", DOCUMENTS)
def test_malformed_documents(text, field):
    with pytest.raises(SetupError) as e:
        io.loads(text)
    assert e.value.field == field


def test_a_tampered_trace_document_is_rejected():
    from codyroby_lab import codyroby
    doc = io.to_document(codyroby.run("F F", at="A5"))
    doc["data"]["columns"]["card"]["data"] = ""
    with pytest.raises(SetupError) as e:
        io.loads(json.dumps(doc))
    assert e.value.field == "data.columns"
    doc = io.to_document(codyroby.run("F F", at="A5"))
    doc["data"]["codes"][1]["events"][0]["rule"]["id"] = "no.such.rule"
    with pytest.raises(SetupError) as e:
        io.loads(json.dumps(doc))
    assert e.value.field.startswith("data.codes[1].events[0]")


def test_a_bad_board_is_a_value_error_naming_its_field():
    with pytest.raises(ValueError, match="width"):  # (what a caller of int("x") catches)
        Board(0, 5)
