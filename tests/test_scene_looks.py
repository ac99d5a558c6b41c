"""What each game's scene says about its board, in Python: Robin's road of spaces (never a
grid square or a facing), Droids' transmitters behind each owner's side, RoboRally's robots
named, Energy Seekers' square letters explained, and every hidden hand as a count only
(the browser's side: tests/browser/test_game_boards.py)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab.core.viewer import EVERYONE
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.scene import BOXES, box_square, with_goal
from codyroby_lab.games.robin.data import SPACES, Track
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.scene import space_name
from codyroby_lab.games.roborally.game import RoboRally
from tests.support.games import GAMES, sample_states, viewers

SQUARE = re.compile(r"\b[A-G][1-8]\b")          # a square of a 7-column grid


@pytest.mark.parametrize("players", [2, 3, 4])
def test_robin_is_a_road_of_seven_spaces(players):
    names = ["ann", "bob", "cy", "dee"][:players]
    state = Robin(players=names).new_state(seed=players)
    sc = state.scene(state.game.players[0])
    assert sc["grid"]["coords"] is False
    spaces = [t for t in sc["tiles"] if t["kind"] in ("oak", "space", "castle")]
    assert [t["text"] for t in spaces] == [str(k) for k in range(1, SPACES + 1)]
    assert all(t["span"][1] == sc["grid"]["height"] for t in spaces)   # the whole board's height
    # the table (offer, counter-offers, stacks) beside the road, not below it: the board is
    # short enough for its words to read on a laptop (issue 29)
    assert all(t["at"][0] >= SPACES for t in sc["tiles"] if t not in spaces)
    assert sc["grid"]["width"] > sc["grid"]["height"]
    assert [t["at"][0] for t in spaces] == list(range(SPACES))
    for k, p in enumerate(sc["pieces"]):
        space = state.pos[k]
        assert p["at"][0] == space - 1 and p["arrow"] is False
        assert p["label"] == f"{p['name']} on {space_name(state.game.track, space)}"
        assert p["tag"] == p["name"] and p["mark"] == p["name"][0]
        assert p["places"] == [space_name(state.game.track, s) for s in range(1, 8)]
        top, bottom = spaces[0]["at"][1], spaces[0]["at"][1] + spaces[0]["span"][1]
        assert top < p["at"][1] < bottom - 1                                # on its space
    words = [t["label"] for t in sc["tiles"]] + [x["label"] for x in sc["legend"]] + \
        [p["label"] for p in sc["pieces"]]
    assert not any(SQUARE.search(w) or "facing" in w for w in words), words


def test_a_space_is_named_by_its_number_and_its_name():
    track = Track.default()
    assert [space_name(track, s) for s in (1, 2, 7)] == [
        "space 1 (Sherwood's old oak)", "space 2", "space 7 (Nottingham castle)"]


@pytest.mark.parametrize("players", [["red", "blue"], ["red", "blue", "yellow", "grey"]])
def test_droids_transmitters_lie_behind_each_owners_side_in_line(players):
    state = Droids({"scenario": "demine", "players": players}).new_state(seed=1)
    sc = state.scene()                             # a spectator's board: with the room
    g, b = state.game, state.game.board
    room = sc["grid"]["room"]
    boxes = {t["label"]: t["at"] for t in sc["tiles"] if t["kind"] == "box"}
    assert len(boxes) == BOXES * sum(len(g.line_names(o)) for o in range(g.owners))
    for o in range(g.owners):
        side = g.side_of(o)
        assert room[side] == BOXES
        for k in range(len(g.line_names(o))):
            first = g.line_squares(o, k)[0]           # the line's square nearest the side
            fx, fy = ord(first[0]) - 65, int(first[1:]) - 1
            for box in range(BOXES):
                x, y = box_square(state, o, k, box)
                # off the board, as far out as its box number, in line with its line
                assert abs(x - fx) + abs(y - fy) == box + 1
                assert (x == fx) if side in ("N", "S") else (y == fy)
                assert not (0 <= x < b.width and 0 <= y < b.height)
                assert -room.get("W", 0) <= x < b.width + room.get("E", 0)
                assert -room.get("N", 0) <= y < b.height + room.get("S", 0)
    captions = [t["text"] for t in sc["tiles"] if t["kind"] == "caption"]
    assert captions == ["box 1", "box 2", "box 3"] * g.owners
    legend = [x["label"] for x in sc["legend"]]
    assert f"{players[0].capitalize()}'s droid: {players[0]}" in legend
    sent = next(x for x in sc["layers"] if x["kind"] == "beams" and x["events"] == "Sent")
    assert sent["style"] == "band"


def test_droids_chits_on_the_transmitters_are_public_marks():
    state = Droids({"scenario": "demine", "players": ["red", "blue"]}).new_state(seed=1)
    # a spectator's board draws them; a player reads them in its panel (test below)
    chits = next(x for x in state.scene(None)["layers"] if x.get("id") == "chits")
    assert chits["style"] == "chit" and len(chits["slots"]) == len(state.tx)
    assert chits["slots"][0] == state.slot("tx")
    assert not set(chits["slots"]) & set(state.hidden_slots(None).tolist())


def test_a_droids_challenge_marks_its_goal():
    state = Droids({"scenario": "demine", "players": ["red", "blue"]}).new_state(seed=1)
    sc = with_goal(state.scene("red"), "C4")
    assert sc["tiles"][-1] == {"at": [2, 3], "kind": "goal", "label": "the goal: C4"}
    assert sc["legend"][-1]["kind"] == "goal"
    assert with_goal(sc, None) is sc


def test_roborally_names_each_robot_on_the_board_and_in_the_legend():
    state = RoboRally().new_state(seed=0)
    sc = state.scene("Twonky")
    assert [p["mark"] for p in sc["pieces"]] == [p[0] for p in state.game.players]
    robots = [x for x in sc["legend"] if x["kind"] == "robot"]
    assert [x["label"] for x in robots] == [
        f"{p} ({p[0]}): {state.game.colors[p]}" for p in state.game.players]
    assert any(x["kind"] == "trail" for x in sc["legend"])
    flags = [t for t in sc["tiles"] if t["kind"] == "flag"]
    assert flags and all(t["text"] == t["label"].split()[1] for t in flags)


@pytest.mark.parametrize("name", GAMES)
def test_a_hidden_hand_is_only_a_count(name):
    for s in sample_states(name, 3):
        for v in viewers(s):
            if v is EVERYONE:
                continue
            hidden = set(s.hidden_slots(v).tolist())
            for layer in s.scene(v)["layers"]:
                if layer["kind"] != "cards" or not layer.get("hidden"):
                    continue
                assert layer["cards"] == [] and layer["slots"] == [], layer["id"]
                assert layer["count"] not in hidden                      # the size is public
                assert int(s.to_vector()[layer["count"]]) == layer["size"], layer["id"]


def test_energy_seekers_legend_explains_the_letters_and_numbers_on_its_squares():
    """A square reads "35EN" or "4TT": its number on the path and its kind's letters; the
    legend starts each kind's line with those letters and says what the numbers count."""
    from codyroby_lab.games.energy_seekers.board import MARKS
    from codyroby_lab.games.energy_seekers.game import EnergySeekers

    sc = EnergySeekers(players=2).new_state(seed=0).scene("P1")
    legend = {x["kind"]: x["label"] for x in sc["legend"]}
    shown = {t["kind"] for t in sc["tiles"]} - {"start", "position"}
    assert shown and shown <= set(legend)
    for kind in shown:
        assert legend[kind].startswith(f"{MARKS[kind]} "), legend[kind]
        assert any(t["text"].endswith(MARKS[kind]) for t in sc["tiles"] if t["kind"] == kind)
    assert "number" in legend["position"] and "start" in legend["position"]


@pytest.mark.parametrize("players", [["red", "blue"], ["red", "blue", "yellow", "grey"]])
def test_a_players_droids_board_leaves_the_transmitters_to_the_panel(players):
    """Issue 29: a player's board drew every transmitter in a room around it (six of its
    sixteen rows), so its squares were about 20 px on a 1366x650 page. The player reads its
    own transmitters and the chits on the others' in the side panel (the editor): its board
    is the board alone."""
    state = Droids({"scenario": "demine", "players": players}).new_state(seed=1)
    for name in players:
        sc = state.scene(name)
        assert sc["grid"]["room"] == {}
        assert all(0 <= t["at"][0] < 10 and 0 <= t["at"][1] < 10 for t in sc["tiles"])
        assert not {"box", "caption"} & {t["kind"] for t in sc["tiles"]}
        assert not [x for x in sc["layers"] if x.get("id") in ("chits", "covers")]
        assert len(sc["editor"]["boxes"]) == len(state.game.line_names(players.index(name)))
