"""Droids: bad input gets a typed error naming what is wrong and where, and changes
nothing (board files, setups, actions, saved states, the data files)."""

from __future__ import annotations

import copy
import json

import pytest

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.games.droids import data
from codyroby_lab.games.droids.board import Board
from codyroby_lab.games.droids.game import Droids, load_sheet
from tests.support.droids_helpers import box, state


def board(**change):
    d = Board.default().to_dict()
    d.update(change)
    return d


def bases(**change):
    b = copy.deepcopy(Board.default().to_dict()["bases"])
    for colour, at in change.items():
        b[colour]["at"] = at
    return b


@pytest.mark.parametrize("doc, field", [
    (board(bases=bases(red="K1")), "board.bases.red.at"),
    (board(bases=bases(blue="J11")), "board.bases.blue.at"),
    (board(bases=bases(grey="J1")), "board.bases.grey.at"),
    (board(obstacles=["D3", "E4", "D3"]), "board.obstacles[2]"),
    (board(obstacles=["A1"]), "board.obstacles[0]"),
    (board(obstacles=["E5"]), "board.obstacles[0]"),
    (board(water=["A5", "A5"]), "board.water[1]"),
    (board(obstacles=["Z9"]), "board.obstacles[0]"),
    (board(width=3), "board.width"),
    (board(width=27), "board.width"),
    (board(height="10"), "board.height"),
    (board(obstacles="D3"), "board.obstacles"),
    (board(obstacles=[[1]]), "board.obstacles[0]"),
    (board(colour="green"), "board"),
    (board(spare=["C5"]), "board.spare"),
    ({"width": 10, "height": 10}, "board.bases"),
    ([], "board"),
    ("default", "board"),
])
def test_a_bad_board_is_refused_by_field(doc, field):
    with pytest.raises(SetupError) as e:
        Board.from_dict(doc)
    assert e.value.field == field, str(e.value)


def test_two_bases_on_one_side_are_refused():
    d = board()
    d["bases"]["blue"]["side"] = "N"
    with pytest.raises(SetupError, match="board.bases.blue.side: another base already has"):
        Board.from_dict(d)


@pytest.mark.parametrize("path", ["/dev/zero", "/nonexistent/board.json", "x" * 5000])
def test_a_bad_board_file_is_a_setup_error(path):
    with pytest.raises(SetupError):
        Board.from_file(path)


def test_a_board_file_round_trips(tmp_path):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(Board.default().to_dict()))
    assert Board.from_file(path).to_dict() == Board.default().to_dict()
    game = Droids.from_setup({"board": Board.default().to_dict(), "players": 2})
    assert game.board.to_dict() == Board.default().to_dict()


@pytest.mark.parametrize("setup, field", [
    ({"scenario": "chess"}, "scenario"),
    ({"players": 5}, "players"),
    ({"players": ["red", "red"]}, "players"),
    ({"players": ["pink", "red"]}, "players[0]"),
    ({"scenario": "statue", "players": 4}, "players"),
    ({"scenario": "labyrinth", "players": ["red", "blue"]}, "players[1]"),
    ({"teams": [["red"], ["blue"]]}, "teams"),
    ({"players": 4, "teams": [["red", "blue"], ["yellow", "red"]]}, "teams"),
    ({"first": "grey"}, "first"),
    ({"max_turns": 0}, "max_turns"),
    ({"level": 7}, "level"),
    ({"adjacent": 6}, "adjacent"),
    ({"piles": {"violet": ["B1"]}}, "piles.violet[0]"),
    ({"piles": {"green": []}}, "green"),
    ({"scenario": "statue", "piles": {"red": ["SH"]}}, "piles.red[0]"),
    ({"dice": [10]}, "dice"),
    ({"dice": [1.5]}, "dice"),
    ({"robots": {"red": "D3"}}, "robots.red"),
    ({"robots": {"red": "J10"}}, "robots.red"),
    ({"robots": {"robot": "A2"}}, "robot"),
    ({"objects": [{"kind": "rock", "at": "C4"}]}, "kind"),
    ({"objects": [{"kind": "box", "at": "C4"}, {"kind": "mine", "at": "C4"}]}, "objects[1].at"),
    ({"carrying": {"red": "statue"}}, "carrying.red"),
    ({"carrying": {"red": {"kind": "obstacle", "count": 30}}}, "count"),
    ({"covers": {"red": ["K"]}}, "covers.red[0]"),
    ({"covers": {"red": "A"}}, "covers.red"),
    ({"phase": "program", "racks": {"red": ["V1"] * 8}}, "racks.red"),
    ({"phase": "program", "racks": {"red": ["MA"] * 3}}, "racks"),
    ({"phase": "program", "racks": {"red": ["XX"]}}, "racks.red[0]"),
    ({"racks": {"red": ["V1"]}}, "racks"),
    ({"phase": "execute", "transmitters": {"red": [box("C", "VD", "N")]}},
     "transmitters.red[0].arrow"),
    ({"phase": "execute", "transmitters": {"red": [box("C", "V1", "S", 4)]}}, "box"),
    ({"phase": "execute", "transmitters": {"red": [box("C", "V1", "S"), box("C", "V2", "S")]}},
     "transmitters.red[1]"),
    ({"phase": "execute", "transmitters": {"blue": [box("3", "V1", "S")]}},
     "transmitters.blue[0].line"),
    ({"phase": "draw", "transmitters": {"red": [box("C", "V1", "S")]}}, "transmitters"),
    ({"phase": "fight"}, "phase"),
    ({"scenario": "demine", "phase": "place"}, "phase"),
    ({"seed": -1}, "seed"),
    ({"sheet": {"columns": []}}, "sheet"),
    ({"colour": "red"}, "colour"),
])
def test_a_bad_setup_is_refused_by_field(setup, field):
    with pytest.raises(SetupError) as e:
        Droids.from_setup(setup)
    if field is not None:
        assert e.value.field == field, str(e.value)


def test_a_bad_sheet_is_refused_by_field():
    with pytest.raises(SetupError, match=r"sheet.columns\[0\]\[0\]"):
        load_sheet({"columns": [[{"chit": "V1", "arrow": "S"}, None, None]] * 10})
    with pytest.raises(SetupError, match="sheet.columns"):
        Droids.from_setup({"scenario": "killer", "sheet": {"columns": [[None] * 3] * 9}})


@pytest.mark.parametrize("kind, doc", [
    ("chits", {"chits": [{"code": "V1"}]}),
    ("chits", {"chits": []}),
    ("scenarios", {"scenarios": {"chess": {}}}),
    ("scenarios", {"scenarios": {"statue": {"number": 9}}}),
    ("sheet", {"columns": "all"}),
    ("board", None),
])
def test_a_bad_data_file_is_a_setup_error(kind, doc):
    with pytest.raises(SetupError):
        data.check(doc, kind, kind)


BAD_ACTIONS = [
    ("place V2 C 1 S", "there is no V2 on your rack"),
    ("place V1 B 1 S", "transmitter B is covered"),
    ("place V1 C 1 S", "box 1 of transmitter C already holds a chit"),
    ("place V1 D 1 NE", "V1 points N, E, S or W, not NE"),
    ("place PU D 1 E", "PU has no arrow"),
    ("place MA D 1 E", "points S, not E"),
    ("place V1", "the chit, the transmitter, the box"),
    ("place V1 D 1 S S", "the chit, the transmitter, the box"),
    ("place V1 D S 1", "after the transmitter"),
    ("place V1 D 9 S", "boxes 1 to 3"),
    ("place Q1 D 1 S", "is not a chit"),
    ("place V1 12 1 S", "named by their column"),
    ("send C", "'send' is not an action here"),
    ("blue: place V1 D 1 S", "Blue cannot play now"),
    ("place " + "V1 " * 1000, "the chit, the transmitter"),
    ("x" * 300_000, "at most"),
    ({"verb": "place", "args": ["V1", "D", "1", "S"], "player": 7}, "by text"),
    ({"verb": "place", "args": "V1 D 1 S"}, "list of text"),
    (["place"], "an action is text"),
    (None, "an action is text"),
    ("place V1 D 1 S\x00", "after the transmitter"),
    ("dance", "not an action here"),
]


@pytest.mark.parametrize("action, words", BAD_ACTIONS)
def test_a_bad_action_is_refused_and_changes_nothing(action, words):
    s = state(phase="program", racks={"red": ["V1", "PU", "MA"]}, covers={"red": ["B"]},
              transmitters={"red": [box("C", "VX", "S")]})
    before = s.to_dict()
    with pytest.raises(IllegalAction) as e:
        s.apply(action)
    assert words in str(e.value)
    assert s.to_dict() == before


def test_a_bad_send_is_refused_and_changes_nothing():
    s = state(robots={"red": "C2"}, objects=[{"kind": "obstacle", "at": "D1"}],
              transmitters={"red": [box("C", "PU"), box("D", "V1", "S")]})
    before = s.to_dict()
    for bad, words in [("send D", "not in column D"), ("send C", "say where to pick up"),
                       ("send C J9", "say where to pick up"), ("send C D1 D1", "say the"),
                       ("send E", "holds no chit"), ("send", "say the transmitter"),
                       ("cover A", "'cover' is not an action here")]:
        with pytest.raises(IllegalAction, match=words):
            s.apply(bad)
        assert s.to_dict() == before


@pytest.mark.parametrize("damage", [
    lambda d: d.update(game="chess"),
    lambda d: d.update(version=9),
    lambda d: d.update(phase="nap"),
    lambda d: d["robots"].pop("red"),
    lambda d: d["robots"]["red"].update(at="Z99"),
    lambda d: d["players"]["red"].update(rack=["XX"]),
    lambda d: d.update(transmitters={"red": {"K": ["V1 S", None, None]}}),
    lambda d: d.update(transmitters={"red": {"C": ["V1 Q", None, None]}}),
    lambda d: d.update(rng={"pcg64": [1]}),
    lambda d: d.update(setup={"scenario": "chess"}),
    lambda d: d.update(first="pink"),
    lambda d: d.clear(),
])
def test_a_damaged_saved_state_is_a_setup_error(damage):
    s = state(phase="program", racks={"red": ["V1"]})
    d = json.loads(json.dumps(s.to_dict()))
    damage(d)
    with pytest.raises(SetupError):
        Droids.state_from_dict(d)



@pytest.mark.parametrize("damage, where", [
    (lambda d: d.update(transmitters={"red": {"C": ["XX", None, None]}}), "C[0]"),
    (lambda d: d.update(transmitters={"red": {"C": ["xx N", None, None]}}), "C[0]"),
    (lambda d: d.update(last={"owner": "red", "line": "C", "box": 1, "order": "XX"}),
     "last.order"),
])
def test_an_unknown_chit_in_a_saved_state_is_named_where_it_is(damage, where):
    s = state(phase="program", racks={"red": ["V1"]})
    d = json.loads(json.dumps(s.to_dict()))
    damage(d)
    with pytest.raises(SetupError) as e:
        Droids.state_from_dict(d)
    assert where in str(e.value) and "is not a chit" in str(e.value), str(e.value)
