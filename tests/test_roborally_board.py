"""Board files and setups: what is read, and every malformed one refused with a SetupError
naming the field (unknown elements, squares off the board, portals without a partner, ...);
a conveyor loop is fine; courses put boards together, turned."""

import json

import pytest

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.roborally.board import Board, shipped
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.tables import Tables
from tests.support.rr import board, robot, robots, run


def refused(d, field, words=""):
    with pytest.raises(SetupError) as e:
        Board.from_dict(d)
    assert e.value.field == field and words in str(e.value), str(e.value)


def test_every_shipped_board_loads_and_round_trips():
    assert {"checkmate", "grand-prix", "docking-bay"} <= set(shipped())
    for name in shipped():
        b = Board.named(name)
        again = Board.from_dict(json.loads(json.dumps(b.to_dict())))
        assert again.to_dict() == b.to_dict()


@pytest.mark.parametrize("d, field, words", [
    ({"width": 3, "height": 3, "elements": [{"kind": "lava", "at": "A1"}]},
     "board.elements[0].kind", "'lava' is not a board element"),
    ({"width": 3, "height": 3, "elements": [{"kind": "wall", "at": "A1"}]},
     "board.elements[0].kind", "'wall' is not a board element"),
    ({"width": 3, "height": 3, "edges": [{"kind": "pit", "at": "A1", "side": "N"}]},
     "board.edges[0].kind", "is not a board edge element"),
    ({"width": 3, "height": 3, "edges": [{"kind": "wall", "at": "D1", "side": "N"}]},
     "board.edges[0].at", "D1 is off the 3x3 board"),
    ({"width": 3, "height": 3, "edges": [{"kind": "wall", "at": [0, 7], "side": "N"}]},
     "board.edges[0].at", "A8 is off the 3x3 board"),
    ({"width": 3, "height": 3, "elements": [{"kind": "portal", "at": "A1", "color": "red"}]},
     "board.elements[0]", "the red portal at A1 has no partner"),
    ({"width": 3, "height": 3, "elements": [
        {"kind": "portal", "at": "A1", "color": "red"},
        {"kind": "portal", "at": "B1", "color": "red"},
        {"kind": "portal", "at": "C1", "color": "red"}]},
     "board.elements[2]", "is one of 3"),
    ({"width": 3, "height": 3, "elements": [{"kind": "portal", "at": "A1", "color": "pink"}]},
     "board.elements[0].color", "a portal's colour is one of"),
    ({"width": 3, "height": 3, "elements": [{"kind": "conveyor", "at": "A1"}]},
     "board.elements[0]", "a conveyor needs its 'facing'"),
    ({"width": 3, "height": 3, "elements": [{"kind": "pit", "at": "A1", "facing": "N"}]},
     "board.elements[0].facing", "a pit has no 'facing'"),
    ({"width": 3, "height": 3, "elements": [{"kind": "pit", "at": "A1"},
                                            {"kind": "oil", "at": "A1"}]},
     "board.elements[1]", "A1 already has a pit"),
    ({"width": 3, "height": 3, "elements": [{"kind": "pit", "at": "A1"},
                                            {"kind": "flag", "at": "A1", "number": 1}]},
     "board.elements[1]", "cannot lie over the pit"),
    ({"width": 3, "height": 3, "elements": [{"kind": "ramp", "at": "A2", "facing": "N"}]},
     "board.elements", "must be on the lower level and climb to an upper square"),
    ({"width": 3, "height": 3, "elements": [{"kind": "flag", "at": "A1", "number": 2}]},
     "board.elements", "numbered 1, 2, 3"),
    ({"width": 3, "height": 3, "edges": [{"kind": "wall", "at": "A1", "side": "E"},
                                         {"kind": "repulsor", "at": "B1", "side": "W"}]},
     "board.edges[1]", "cannot share"),
    ({"width": 30, "height": 3}, "board.width", "30 is greater than the maximum of 26"),
    ({"width": 3, "height": 3, "walls": []}, "board", "unknown field ('walls' was unexpected)"),
    ({"width": 3, "height": 3, "elements": [{"kind": "pit", "at": "A0"}]},
     "board.elements[0].at", "'A0' is not a square name"),
    ({"width": 3, "height": 3, "elements": {"kind": "pit"}}, "board.elements",
     "is not of type 'array'"),
    ({"height": 3}, "board.width", "is missing"),
    ("a board", "board", "is not of type 'object'"),
])
def test_a_malformed_board_is_refused_naming_the_field(d, field, words):
    refused(d, field, words)


def test_a_conveyor_loop_is_fine():
    loop = board("conveyor A1 E; conveyor B1 S; conveyor B2 W; conveyor A2 N")
    s = run(loop, robots(A="A1 N", B="B2 N"), {"A": ["L 70"]}, phases=2)
    assert robot(s, "A")["at"] == "B2" and robot(s, "B")["at"] == "A1"


def test_a_course_turns_and_places_boards():
    top = {"width": 3, "height": 2, "elements": [{"kind": "conveyor", "at": "A1",
                                                   "facing": "E"}],
           "edges": [{"kind": "wall", "at": "C2", "side": "S"}]}
    c = Board.from_setup({"course": [{"board": top, "at": "A1"},
                                     {"board": top, "at": "A3", "rotate": 2}]})
    assert (c.width, c.height) == (3, 4)
    assert c.floor[(0, 0)].facing.name == "E" and c.floor[(2, 3)].facing.name == "W"
    t = Tables(c)
    assert t.edge[t.cell((2, 1)) * 4 + 2] == 1 and t.edge[t.cell((0, 2)) * 4 + 0] == 1
    with pytest.raises(SetupError, match="covers A2, which board 0 covers already"):
        Board.from_setup({"course": [{"board": top, "at": "A1"}, {"board": top, "at": "A2"}]})
    holes = Board.from_setup({"course": [{"board": top}, {"board": top, "at": "A4"}]})
    assert holes.kind_at((0, 2)) == "pit"  # no board under row 3
    with pytest.raises(SetupError, match="course.0..rotate"):
        Board.from_setup({"course": [{"board": top, "rotate": 5}]})
    g = RoboRally({"board": {"course": [{"board": "grand-prix"}, {"board": "docking-bay",
                                                                   "at": "A13"}]},
                   "robots": ["A", "B"]})
    assert (g.board.width, g.board.height) == (12, 16)


@pytest.mark.parametrize("setup, field", [
    ({"robots": ["A", "A"]}, "robots"),
    ({"robots": ["program"]}, "robots[0]"),
    ({"robots": [f"R{i}" for i in range(9)]}, "robots"),
    ({"robots": {"A": {"at": "Z9"}}}, "robots.A.at"),
    ({"robots": {"A": {"at": "C3", "colour": "red"}}}, "colour"),
    ({"robots": {"A": {"at": "C3", "damage": 10}}}, "damage"),
    ({"robots": {"A": {"at": "C3", "options": ["Laser Sword"]}}}, "robots.A.options[0]"),
    ({"robots": {"A": {"at": "C3", "registers": {"5": "Move 1 490"}}}}, "robots.A.registers.5"),
    ({"board": {"width": 3, "height": 3}, "robots": ["A"]}, "robots.A.at"),
    ({"program": {"A": ["Move 4 900"]}, "robots": {"A": {"at": "C3"}}}, "program.A[0]"),
    ({"program": {"Z": ["Move 1 490"]}}, "program.Z"),
    ({"phases": 2}, "phases"),
    ({"hands": {"Twonky": ["Move 1 490"]}}, "hands.Twonky"),
    ({"hands": {"Twonky": ["Move 1 490"] * 9}}, "hands.Twonky"),
    ({"chop_shop": ["sell"]}, "chop_shop"),
    ({"max_turns": 0}, "max_turns"),
    ({"board": "nowhere"}, "board"),
    ({"flags": ["C3"]}, "flags"),
    ({"speed": 3}, "speed"),
])
def test_a_bad_setup_is_refused_naming_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        RoboRally(setup)
    assert e.value.field == field, str(e.value)


def test_flags_may_be_placed_by_the_setup():
    g = RoboRally({"board": board(), "flags": ["C3", "E5"], "robots": robots(A="C4 N")})
    assert g.board.flags() == [(2, 2), (4, 4)] and g.tables.flags == 2
