"""The bad-input corpus, second part (issue 19): the families of input that escaped as raw
Python. Each row is one bad input and where the typed error (``SetupError``,
``IllegalAction``, ``LabError``: all ``ValueError``) must say it is; where there is a state
it is unchanged afterwards; at the CLI the exit status is 2 and no traceback.

1. whole numbers written as floats; 2. digits that are not ASCII; 3. NaN and infinity;
4. saved states that break what the setup format promises; 5. RoboRally setups; 6. unknown
viewers; 7. depth and size; 9. browser updates to the widget's own keys; 10. CLI paths.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codyroby_lab.cli import main
from codyroby_lab.conformance import check
from codyroby_lab.core import io, schema
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.registry import _GAMES as GAMES
from codyroby_lab.core.registry import game_class
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.lessons.droids import DroidsPlay
from codyroby_lab.lessons.roborally import check_damage
from codyroby_lab.ui import BoardWidget, CodyRobyBoard

INF, NAN = float("inf"), float("nan")
SIX = {"width": 6, "height": 6}
ONE = {"A": {"at": "A1"}}
TRACK = json.loads((Path(__file__).parents[1] / "codyroby_lab/games/robin/data/track.json")
                   .read_text())


def rr(board=None, **fields):
    return {"board": SIX if board is None else board, "robots": ONE, **fields}


def board(**fields):
    return {"width": 5, "height": 5, **fields}


def refused(make, field: str, fragment: str = "", cls=SetupError) -> LabError:
    with pytest.raises(cls) as e:
        make()
    assert isinstance(e.value, LabError)
    if field:
        assert e.value.field == field, str(e.value)
    assert fragment in str(e.value), str(e.value)
    assert "Traceback" not in str(e.value) and len(str(e.value)) < 400
    return e.value


# --- 1. whole numbers written as floats -----------------------------------------------------

FLOATS = [  # setup maker, field, fragment
    (lambda: RoboRally(rr(board(width=5.0))), "board.width", "integer"),
    (lambda: RoboRally(rr(board(height=6.0))), "board.height", "integer"),
    (lambda: RoboRally(rr(board(elements=[{"kind": "trap_door", "at": "B2",
                                           "registers": [1.0]}]))),
     "board.elements[0].registers[0]", "integer"),
    (lambda: RoboRally(rr(board(edges=[{"kind": "pusher", "at": "B2", "side": "N",
                                        "registers": [2, 4.0]}]))),
     "board.edges[0].registers[1]", "integer"),
    (lambda: RoboRally(rr(board(edges=[{"kind": "laser", "at": "B2", "side": "N",
                                        "count": 1.0}]))), "board.edges[0].count", "integer"),
    (lambda: RoboRally(rr(board(elements=[{"kind": "flag", "at": "B2", "number": 1.0}]))),
     "board.elements[0].number", "integer"),
    (lambda: RoboRally(rr(board(elements=[{"kind": "pit", "at": [1.0, 2]}]))),
     "board.elements[0].at", "square"),
    (lambda: RoboRally(rr({"course": [{"board": "checkmate", "rotate": 1.0}]})),
     "board.course[0].rotate", "quarter turns"),
    (lambda: RoboRally(rr({"course": [{"board": "checkmate", "rotate": True}]})),
     "board.course[0].rotate", "quarter turns"),
    (lambda: RoboRally(rr(lives=3.0)), "lives", "whole number"),
    (lambda: RoboRally({"board": SIX, "robots": {"A": {"at": "A1", "damage": 2.0}}}),
     "damage", "whole number"),
    (lambda: Robin({"players": 4, "track": {**TRACK, "start": [2.0, 3, 4, 5, 6, 7]}}),
     "track.start[0]", "integer"),
    (lambda: Robin({"players": 4, "track": {**TRACK, "tokens": [2, 3, 4, 5, 6, 7.0]}}),
     "track.tokens[5]", "integer"),
    (lambda: Robin({"players": 4.0}), "players", "2 to 6"),
    (lambda: Robin({"players": 4, "goal": 7.0}), "goal", "whole number"),
    (lambda: Robin({"players": 4, "pieces": {"P1": 2.0}}), "pieces.P1", "a space is 1"),
    (lambda: Droids({"level": 1.0}), "level", "whole number"),
    (lambda: Droids({"max_turns": 60.0}), "max_turns", "whole number"),
    (lambda: Droids({"phase": "program", "transmitters": {"red": [
        {"line": "C", "box": 1.0, "chit": "V1", "arrow": "S"}]}}), "box", "whole number"),
]


@pytest.mark.parametrize("make, field, fragment", FLOATS,
                         ids=[f"float-{i}" for i in range(len(FLOATS))])
def test_a_whole_number_written_as_a_float_is_refused(make, field, fragment):
    refused(make, field, fragment)


def test_a_whole_number_is_still_read():
    assert RoboRally(rr({"course": [{"board": "checkmate", "rotate": 1}]})).board.width == 12
    assert Robin({"players": 4, "track": {**TRACK, "start": [2, 3, 4, 5, 6, 7]}})


# --- 2. digits that are not ASCII ------------------------------------------------------------

def droids_at_draw():
    return Droids({"players": ["red", "blue"], "phase": "draw"}).new_state(seed=1)


def droids_at_place():
    return Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
                   "racks": {"red": ["V2", "PU"]}}).new_state(seed=2)


DIGITS = [  # a state maker, the action, a fragment of the refusal
    (droids_at_draw, "draw violet ²", "say a colour"),
    (droids_at_draw, "draw violet ٣ blue 4", "say a colour"),
    (droids_at_draw, "draw violet 3 blue ¹", "say a colour"),
    (droids_at_draw, "draw violet ３", "say a colour"),             # a full-width digit
    (droids_at_draw, Action("draw", ("violet", "²")), "say a colour"),
    (droids_at_draw, Action("draw", ("violet", "³", "blue", "4")), "say a colour"),
    (droids_at_place, "place V2 C ² S", "after the transmitter"),
    (droids_at_place, "place V2 C ١", "after the transmitter"),
]


@pytest.mark.parametrize("make, action, fragment", DIGITS,
                         ids=[f"digits-{i}" for i in range(len(DIGITS))])
def test_digits_that_are_not_ascii_are_refused_and_change_nothing(make, action, fragment):
    s = make()
    before = s.to_dict()
    refused(lambda: s.apply(action), "", fragment, IllegalAction)
    assert s.to_dict() == before


def test_a_droids_transmitter_named_by_a_superscript_is_no_transmitter():
    from codyroby_lab.games.droids.chits import line_index
    assert [line_index("E", n) for n in ("3", "²", "٣", "03")] == [2, None, None, 2]


def test_the_droids_lesson_and_widget_say_what_is_wrong_with_a_superscript_count():
    play = DroidsPlay("challenge", players=["red", "blue"], seed=0, setup={"phase": "draw"})
    before = play.state.to_dict()
    assert "Not played" in repr(play.move("draw violet ²")) and play.state.to_dict() == before
    w = play.widget()
    w.receive({"type": "set_program", "text": "draw violet ²"})
    assert "say a colour" in w.error and "went wrong" not in w.error
    assert play.state.to_dict() == before


def test_the_registers_editor_reads_ascii_digits_only():
    w = BoardWidget(RoboRally().new_state(seed=3), viewer="Twonky")
    content = copy.deepcopy(w.content)
    for text in ("² 1 3", "1 ٣", "１ 2"):
        w.receive({"type": "set_program", "text": text})
        assert "is not a card number: write the numbers of your cards" in w.error   # 07r6, M6
        assert w.content == content
    assert not check_damage(rr(), "²").ok


def test_a_case_file_with_a_superscript_count_is_one_failure(tmp_path):
    case = {"id": "sup-1", "game": "droids", "source": "a superscript draw count",
            "setup": {"players": ["red", "blue"], "phase": "draw"},
            "play": ["draw violet ²"], "expect": {}}
    (tmp_path / "c.json").write_text(json.dumps(case))
    passed, failures = check([tmp_path])
    assert passed == 0 and "play[0] raised IllegalAction" in failures[0]


# --- 3. NaN and infinity -------------------------------------------------------------------

def saved(game: str) -> dict:
    s = {"roborally": lambda: RoboRally().new_state(seed=1),
         "droids": lambda: Droids({"players": ["red", "blue"]}).new_state(seed=1),
         "robin": lambda: Robin(players=4).new_state(seed=1)}[game]()
    return io.to_document(s)


def put(path: str, value):
    """Set ``data.<path>`` (dots; a robot or player named by its place ``#0``)."""
    def damage(doc):
        node = doc["data"]
        *parents, last = path.split(".")
        for key in parents:
            node = node[list(node)[int(key[1:])]] if key.startswith("#") else node[key]
        last = list(node)[int(last[1:])] if last.startswith("#") else last
        node[last] = value(node[last]) if callable(value) else value
    return damage


NUMBERS = [  # game, where, the field the error names
    ("roborally", "turn", "turn"),
    ("roborally", "register", "register"),
    ("roborally", "robots.#0.damage", "robots.Twonky.damage"),
    ("roborally", "robots.#1.lives", "robots.Zoom Bot.lives"),
    ("droids", "turn", "turn"),
    ("droids", "mines", "mines"),
    ("droids", "robots.#0.count", "robots.red.count"),
    ("droids", "players.#0.colours.violet", "players.red.colours.violet"),
    ("droids", "players.#1.placed", "players.blue.placed"),
    ("robin", "turns", "turns"),
    ("robin", "pieces.#0", "pieces.P1"),
    ("robin", "pieces.#3", "pieces.P4"),
]
BAD_NUMBERS = {"nan": NAN, "inf": INF, "-inf": -INF, "1.5": 1.5, "1e300": 1e300,
               "true": True, "text": "1"}


@pytest.mark.parametrize("game, where, field", NUMBERS)
@pytest.mark.parametrize("name", BAD_NUMBERS)
def test_a_saved_number_that_is_not_a_whole_number_is_refused(game, where, field, name):
    doc = saved(game)
    put(where, BAD_NUMBERS[name])(doc)
    e = refused(lambda: io.from_document(doc), "")  # built in Python
    assert field in e.field
    if name in ("nan", "inf", "-inf"):
        text = json.dumps(doc)                       # written as JSON text: the reader's
        assert "NaN" in text or "Infinity" in text
        assert refused(lambda: io.loads(text), "document").reason.startswith("not JSON")


def test_an_option_s_ammunition_and_a_trace_start_refuse_infinity():
    s = RoboRally({"board": SIX, "robots": {"A": {"at": "A1", "options": ["Mine Layer"]}}}
                  ).new_state(seed=1)
    d = s.to_dict()
    d["robots"]["A"]["options"][0][1] = INF
    refused(lambda: RoboRally.state_from_dict(d), "state.robots.A.options[0][1]", "finite")
    doc = io.to_document(Trace(Robin(players=4).new_state(seed=1)))
    doc["data"]["start"]["turns"] = INF
    refused(lambda: io.from_document(doc), "document.data.start.turns", "finite")
    for text in ("NaN", "Infinity", "-Infinity", "1e400", "-1e999"):
        refused(lambda text=text: io.loads(json.dumps(doc).replace('"turns": 0', f'"turns": '
                                                                             f'{text}')),
                "document", "not JSON")


# --- 4. saved states that break what the setup format promises -------------------------------

def hand(n):
    return lambda cards: (cards * 10)[:n]


STATES = [  # game, damage, field, fragment
    ("roborally", put("robots.#0.hand", hand(50)), "robots.Twonky.hand", "at most 9"),
    ("roborally", put("robots.#0.hand", lambda c: [c[0]] * 9), "robots.Twonky.hand[1]",
     "held twice"),
    ("roborally", put("robots.#1.hand", lambda c: c[:1]), "", ""),  # fine: a short hand
    ("roborally", put("robots.#0.damage", 99), "robots.Twonky.damage", "0 to 9"),
    ("roborally", put("robots.#0.damage", -1), "robots.Twonky.damage", "0 to 9"),
    ("roborally", lambda d: d["data"]["robots"]["Twonky"].update(at=None, wreck="A1",
                                                                  damage=100),
     "robots.Twonky.damage", "0 to 99"),
    ("roborally", put("robots.#0.lives", 10), "robots.Twonky.lives", "0 to 9"),
    ("roborally", put("robots.#0.facing", "NE"), "robots.Twonky.facing", "N, E, S or W"),
    ("roborally", put("robots.#0.facing", ""), "robots.Twonky.facing", "N, E, S or W"),
    ("roborally", put("robots.#0.program", [None] * 6), "robots.Twonky.program", "5 cards"),
    ("roborally", put("robots.#0.registers", [None] * 3), "robots.Twonky.registers",
     "5 cards"),
    ("roborally", put("robots.#0.options", [["Mine Layer", 1]] * 2),
     "robots.Twonky.options[1]", "held twice"),
    ("roborally", put("robots.#0.options", [["Mine Layer", 99]]),
     "robots.Twonky.options[0][1]", "whole number"),
    ("roborally", put("robots.#0.powered_down", "yes"), "robots.Twonky.powered_down",
     "true or false"),
    ("roborally", put("robots.#0.archive", "Z1"), "robots.Twonky.archive", "off the board"),
    ("roborally", put("marks", {"A1": "lava"}), "marks.A1", "mine or a bridge"),
    ("roborally", put("winner", "Nobody"), "winner", "one of the robots"),
    ("roborally", put("turn", 0), "turn", "from 1"),
    ("droids", put("transmitters", {"red": {"C": [None] * 5}}), "transmitters.red.C",
     "3 boxes"),
    ("droids", put("transmitters", {"red": {"C": "V1"}}), "transmitters.red.C", "3 boxes"),
    ("droids", put("players.#0.rack", ["V1"] * 100), "players.red.rack", "at most 7"),
    ("droids", put("players.#0.rack", ["MA"] * 3), "players", "the box holds 2"),
    ("droids", put("players.#0.rack", ["Q9"]), "players.red.rack[0]", "not a chit"),
    ("droids", put("players.#0.colours.violet", 99), "players.red.colours.violet", "0 to 7"),
    ("droids", put("mines", 13), "mines", "0 to 12"),
    ("droids", put("robots.#0.count", 26), "robots.red.count", "0 to 25"),
    ("robin", put("tokens", lambda t: {"0": t["2"]}), "0", "not a tokens field"),
    ("robin", put("tokens", lambda t: {"8": t["2"]}), "8", "not a tokens field"),
    ("robin", put("tokens", lambda t: {"2": t["2"], "3": t["2"]}), "tokens.3",
     "one space only"),
    ("robin", put("tokens", {"2": "dragons"}), "tokens.2", "must be a kind"),
    ("robin", put("phase", "move"), "movers", "move phase only"),
    ("robin", put("movers", ["P1"]), "movers", "move phase only"),
    ("robin", put("pieces.#0", 8), "pieces.P1", "1 to 7"),
    ("robin", put("pieces.#0", 0), "pieces.P1", "1 to 7"),
    ("robin", put("hands.#1", lambda h: h), "", ""),  # fine
    ("robin", lambda d: d["data"]["hands"]["P2"].append(d["data"]["hands"]["P1"][0]),
     "hands.P2", "already in hands.P1"),
    ("robin", lambda d: d["data"]["discard"].append(d["data"]["mission"][0]), "discard",
     "already in mission"),
    ("robin", put("turn", "P9"), "turn", "one of the players"),
    ("robin", put("partner", "neutral 9"), "partner", "neutral 1 to 3"),
]


@pytest.mark.parametrize("game, damage, field, fragment", STATES,
                         ids=[f"state-{i}" for i in range(len(STATES))])
def test_a_saved_state_obeys_what_its_setup_format_promises(game, damage, field, fragment):
    doc = saved(game)
    damage(doc)
    if not field:   # a state the rules allow: it loads and survives its vector
        s = io.from_document(doc)
        assert s.with_vector(s.to_vector()) == s and s.current_player() is not None
        return
    refused(lambda: io.from_document(doc), field, fragment)
    refused(lambda: io.loads(json.dumps(doc)), field, fragment)


def test_a_roborally_state_with_two_robots_on_one_square_is_refused():
    doc = saved("roborally")
    robots = doc["data"]["robots"]
    robots["Twonky"]["at"] = robots["Zoom Bot"]["at"]
    refused(lambda: io.from_document(doc), "robots.Zoom Bot.at", "one robot a square")


# --- 5. RoboRally setups ---------------------------------------------------------------------

RR_SETUPS = [  # setup, field, fragment
    ({"board": SIX, "robots": {"A": {"at": "A1"}, "B": {"at": "A1"}}}, "robots.B.at",
     "one robot a square"),
    ({"board": SIX, "robots": {"A": {"at": [0, 0]}, "B": {"at": "A1"}}}, "robots.B.at",
     "one robot a square"),
    ({"board": SIX, "robots": {"A": {"at": "A1", "archive": "Z1"}}}, "robots.A.archive",
     "Z1 is off the 6x6 board"),
    ({"board": SIX, "robots": {"A": {"at": "A1", "archive": [7, 0]}}}, "robots.A.archive",
     "off the 6x6 board"),
    ({"board": SIX, "robots": {"A": {"at": "A1", "archive": [0, 6]}}}, "robots.A.archive",
     "A7 is off the 6x6 board"),
    ({"board": SIX, "robots": {"A": {"at": "A1", "archive": [-1, 0]}}}, "robots.A.archive",
     ""),
    ({"board": SIX, "robots": {"A": {"at": [30, 0]}}}, "robots.A.at", "off the 6x6 board"),
    (rr(chop_shop=[["reload"]]), "chop_shop", "chop shop functions"),
    (rr(chop_shop=[{"reload": 1}]), "chop_shop", "chop shop functions"),
    (rr(chop_shop=[5]), "chop_shop", "chop shop functions"),
    (rr(chop_shop=["reload", "reload"]), "chop_shop", "chop shop functions"),
    (rr(chop_shop="reload"), "chop_shop", "chop shop functions"),
]


@pytest.mark.parametrize("setup, field, fragment", RR_SETUPS,
                         ids=[f"rr-setup-{i}" for i in range(len(RR_SETUPS))])
def test_roborally_setups(setup, field, fragment):
    refused(lambda: RoboRally.from_setup(setup), field, fragment)


# --- 6. unknown viewers ----------------------------------------------------------------------

VIEWERS = ["Z", 5, ["P1"], "", "*"]


def states():
    for name in sorted(GAMES):
        cls = game_class(name)
        game = cls(players=2) if name == "energy_seekers" else cls()
        yield name, game.new_state(seed=1)


@pytest.mark.parametrize("name, state", list(states()), ids=sorted(GAMES))
def test_every_game_refuses_a_viewer_who_is_not_a_player(name, state):
    before = state.to_dict()
    for viewer in VIEWERS:
        for view in ("observation", "scene", "columns", "describe", "hidden_slots"):
            refused(lambda view=view, viewer=viewer: getattr(state, view)(viewer), "viewer",
                    "must be one of the players")
    player = state.game.players[0]
    assert state.scene(player)["viewer"] == player and state.observation(viewer=None)
    assert state.to_dict() == before


# --- 7. depth and size -----------------------------------------------------------------------

def nested(depth: int, leaf=1):
    node = leaf
    for _ in range(depth):
        node = [node]
    return node


def edges(n: int) -> list[dict]:
    return [{"kind": "wall", "at": "A1", "side": "N"}] * n


SIZES = [  # maker, field, fragment
    (lambda: RoboRally(rr(board(name=nested(3000)))), "board.name[0][0][0][0][0][0][0]...",
     "nests more than 100"),
    (lambda: RoboRally(rr(board(name=nested(101)))), "", "nests more than 100"),
    (lambda: RoboRally(rr(board(edges=edges(3000)))), "board.edges", "at most 2,808"),
    (lambda: RoboRally(rr(board(edges=edges(600_000)))), "board", "more than 200,000 values"),
    (lambda: RoboRally(rr(board(upper=[[0, 0]] * 10 ** 6))), "board",
     "more than 200,000 values"),
    (lambda: RoboRally(rr(board(name="x" * 10 ** 6))), "board.name", "at most 80"),
    (lambda: Robin({"players": 4, "track": {**TRACK, "name": nested(5000)}}), "",
     "nests more than 100"),
    (lambda: Robin({"players": 4, "track": {**TRACK, "spaces": TRACK["spaces"] * 10 ** 5}}),
     "track", "more than 200,000 values"),
    (lambda: Droids({"board": {"width": 10, "height": 10, "x": nested(2000)}}), "",
     "nests more than 100"),
    (lambda: RoboRally.state_from_dict({"game": "roborally", "x": nested(5000)}), "",
     "nests more than 100"),
    (lambda: Robin.state_from_dict({"game": "robin", "x": [0] * 300_000}), "state",
     "more than 200,000 values"),
    (lambda: io.from_document({"format": "codyroby-lab", "kind": "state", "version": 1,
                               "game": "droids", "data": nested(3000)}), "", "nests more"),
    (lambda: io.from_document({"format": "codyroby-lab", "kind": "state", "version": 1,
                               "game": "droids", "data": {"x": {1, 2}}}), "document.data.x",
     "must be JSON data"),
    (lambda: io.from_document({"format": "codyroby-lab", "kind": "state", "version": 1,
                               "game": "droids", "data": {3: 4}}), "document.data",
     "key that is not text"),
]


@pytest.mark.parametrize("make, field, fragment", SIZES,
                         ids=[f"size-{i}" for i in range(len(SIZES))])
def test_depth_and_size_are_checked_before_anything_reads_the_document(make, field, fragment):
    refused(make, field, fragment)


def test_a_huge_saved_roborally_state_is_refused_by_its_size():
    doc = saved("roborally")
    doc["data"]["setup"]["board"]["edges"] = edges(600_000)
    text = json.dumps(doc)
    assert len(text) > 20 * 2 ** 20
    refused(lambda: io.loads(text), "document", "more than 200,000 values")
    doc["data"]["setup"]["board"]["edges"] = edges(2809)
    refused(lambda: io.loads(json.dumps(doc)), "setup.board.edges",
            "has 2,809 items: at most 2,808")


def test_the_limits_are_the_documented_ones():
    assert schema.MAX_DEPTH == io.MAX_JSON_DEPTH == 100 and schema.MAX_VALUES == 200_000
    assert schema.plain(nested(99)) and schema.plain([0] * (schema.MAX_VALUES - 1))
    assert schema.plain({"a": np.int64(3), "b": (1, 2.5, None, True)})
    from collections import OrderedDict, namedtuple
    from enum import IntEnum
    assert schema.plain(OrderedDict(a=namedtuple("P", "x y")(1, IntEnum("E", "A").A)))
    for bad, field in ((OrderedDict(a=[np.float64("nan")]), "document.a[0]"),
                       ((1, {2j}), "document[1]"), ([nested(100)], "document[0][0][0]")):
        assert field in refused(lambda bad=bad: schema.plain(bad), "").field


# --- 9. browser updates to the widget's own keys ---------------------------------------------

UPDATES = [  # what the browser sends, what the widget says
    ({"tooltip": 5}, "tooltip the board cannot use"),
    ({"tabbable": "yes"}, "tabbable the board cannot use"),
    ({"layout": "x"}, "layout the board cannot use"),
    ({"layout": "IPY_MODEL_nowhere"}, "layout the board cannot use"),
    ({"tooltip": "fine", "tabbable": "yes"}, "tabbable the board cannot use"),
    ([1, 2], "not an object"),
    ("tooltip", "not an object"),
    ({1: "x"}, "not an object"),
    ({"program": "F F", "tooltip": 5}, "tooltip the board cannot use"),
]


@pytest.mark.parametrize("update, words", UPDATES, ids=[f"update-{i}" for i in
                                                        range(len(UPDATES))])
def test_a_browser_update_the_traits_refuse_changes_nothing(update, words):
    w = CodyRobyBoard({"board": board(), "robots": {"roby": {"at": "A5", "facing": "N"}}},
                      program="F F R")
    keys = ("scene", "program", "content", "tooltip", "tabbable", "trace_meta")
    before = {k: copy.deepcopy(getattr(w, k)) for k in keys}
    layout = w.layout
    w.set_state(update)
    assert words in w.error
    assert {k: getattr(w, k) for k in keys} == before and w.layout is layout


def test_a_good_browser_update_still_goes_through():
    w = CodyRobyBoard({"board": board(), "robots": {"roby": {"at": "A5", "facing": "N"}}})
    w.set_state({"tooltip": "hello", "tabbable": True})
    assert (w.tooltip, w.tabbable, w.error) == ("hello", True, "")


# --- 10. CLI paths ---------------------------------------------------------------------------

def cli(argv: list[str], capsys) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, err


def nest(root: Path, depth: int) -> None:
    """``depth`` folders ``d`` inside each other below ``root``, made one at a time (a
    path 1,400 levels deep is longer than a path may be written)."""
    fds = [os.open(root, os.O_RDONLY)]
    try:
        for _ in range(depth):
            os.mkdir("d", dir_fd=fds[-1])
            fds.append(os.open("d", os.O_RDONLY, dir_fd=fds[-1]))
    finally:
        for fd in fds:
            os.close(fd)


def unnest(root: Path, depth: int) -> None:
    """Remove what :func:`nest` made, deepest first, without recursion (pytest's own
    clean-up, shutil.rmtree, recurses and would fail on it)."""
    fds = [os.open(root, os.O_RDONLY)]
    try:
        for _ in range(depth - 1):
            fds.append(os.open("d", os.O_RDONLY, dir_fd=fds[-1]))
        while fds:
            fd = fds.pop()
            os.rmdir("d", dir_fd=fd)
            os.close(fd)
    finally:
        for fd in fds:
            os.close(fd)


@pytest.mark.parametrize("argv", [["check", "x" * 5000], ["lab", "--dir", "/dev/null"]])
def test_the_console_script_exits_2_on_a_bad_path(argv):
    script = Path(sys.executable).with_name("codyroby-lab")
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "codyroby_lab.cli"]
    done = subprocess.run(cmd + argv, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stderr.startswith("error: SetupError: ")
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize("depth", [41, 1400])
def test_check_refuses_a_folder_nested_too_deep(depth, tmp_path, capsys):
    nest(tmp_path, depth)
    try:
        code, err = cli(["check", str(tmp_path)], capsys)
    finally:
        unnest(tmp_path, depth)
    assert code == 2 and "more than 40 deep" in err and not any(tmp_path.iterdir())


def test_check_reads_a_folder_40_deep(tmp_path, capsys):
    nest(tmp_path, 40)
    case = json.loads(next((Path(__file__).parent / "conformance").rglob("*.json")).read_text())
    (tmp_path.joinpath(*["d"] * 40) / "case.json").write_text(json.dumps(case))
    code, _ = cli(["check", str(tmp_path)], capsys)
    (tmp_path.joinpath(*["d"] * 40) / "case.json").unlink()
    unnest(tmp_path, 40)
    assert code == 0


PATHS = [  # argv, fragment of the error
    (["check", "x" * 5000], "PATH: cannot read"),
    (["check", "tests/conformance", "y" * 300], "PATH: cannot read"),
    (["check", __file__ + "/below"], "PATH: cannot read"),
    (["lab", "--dir", __file__, "--no-browser"], "is not a folder"),
    (["lab", "--dir", "/dev/null", "--no-browser"], "is not a folder"),
    (["lab", "--dir", "z" * 5000, "--no-browser"], "cannot copy the lessons"),
    (["lab", "--dir", __file__ + "/below", "--no-browser"], "cannot copy the lessons"),
]


@pytest.mark.parametrize("argv, fragment", PATHS, ids=[f"path-{i}" for i in range(len(PATHS))])
def test_the_cli_refuses_a_bad_path_with_exit_2(argv, fragment, capsys):
    code, err = cli(argv, capsys)
    assert code == 2 and err.startswith("error: SetupError: ") and fragment in err


# --- invariants --------------------------------------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
                    | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=4), inner, max_size=4), max_leaves=12)


def leaves(d, path=()):
    if isinstance(d, dict):
        for k, v in d.items():
            yield from leaves(v, (*path, k))
    elif isinstance(d, list) and d:
        for i, v in enumerate(d):
            yield from leaves(v, (*path, i))
    yield path


# the package's games (a test may have registered a game of its own, such as sealed-bid)
DOCS = {**{name: s.to_dict() for name, s in states()
           if game_class(name).__module__.startswith("codyroby_lab.")},
        **{g: saved(g)["data"] for g in ("roborally", "droids", "robin")}}
PLACES = {g: [p for p in leaves(d) if p and p[0] not in ("setup", "rng")]
          for g, d in DOCS.items()}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(DOCS)), st.data(), JSON)
def test_any_value_in_a_saved_state_loads_a_good_state_or_is_a_setup_error(game, data, value):
    """Every registered game: a saved state with any JSON value at any place."""
    path = data.draw(st.sampled_from(PLACES[game]))
    d = copy.deepcopy(DOCS[game])
    node = d
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        s = game_class(game).state_from_dict(d)
    except LabError:
        return
    assert s.with_vector(s.to_vector()) == s
    assert game_class(game).state_from_dict(json.loads(json.dumps(s.to_dict()))) == s
    s.current_player(), s.waiting_for(), s.scene(None)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(DOCS)), st.integers(0, 2 ** 32 - 1), st.integers(0, 30))
def test_states_reached_by_play_round_trip_through_their_document_and_vector(game, seed,
                                                                            moves):
    s = game_class(game).state_from_dict(DOCS[game]).game.new_state(seed=seed % 1000)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(s.sample_action(rng))
    back = io.loads(io.dumps(s))
    assert back == s and back.with_vector(back.to_vector()) == s
