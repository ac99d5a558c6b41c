"""Droids: the turn (draw, programming, execution), every chit, damage and elimination.
Each test cites the rule it checks; the scenarios are tests/test_droids_scenarios.py."""

from __future__ import annotations

import numpy as np
import pytest

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import orders
from codyroby_lab.games.droids.board import Board
from codyroby_lab.games.droids.execution import sent_table
from codyroby_lab.games.droids.game import Droids
from tests.support.droids_helpers import at, box, state, texts

# --- the board, the sides, the chits, preparation -----------------------------------------


@pytest.mark.rule("droids.board")
def test_the_default_board_is_the_ruling():
    b = Board.default()
    assert (b.width, b.height) == (10, 10)
    assert {c: b.name(b.base(c)) for c in b.bases} == {"red": "A1", "yellow": "J1",
                                                        "blue": "J10", "grey": "A10"}
    rows = {b.square(c)[1] + 1 for c in b.water_cells}
    fords = [f"{chr(65 + x)}{y}" for y in (5, 6) for x in range(10)
             if b.cell((x, y - 1)) not in b.water_cells]
    assert rows == {5, 6} and fords == ["C5", "H5", "C6", "H6"]
    obstacles = {b.square(c) for c in b.fixed_cells}
    assert len(obstacles) == 6 and {(9 - x, 9 - y) for x, y in obstacles} == obstacles


@pytest.mark.rule("droids.sides")
def test_each_player_sits_at_a_side_and_names_transmitters_by_its_lines():
    g = Droids.from_setup({"players": 4})
    assert g.sides == ("N", "E", "S", "W")
    assert g.line_names(0)[:3] == ["A", "B", "C"] and g.line_names(1)[:3] == ["1", "2", "3"]
    # yellow (east) commands rows: a chit on transmitter 2 orders a droid in row 2
    s = Droids.from_setup({"players": ["red", "yellow"], "phase": "execute", "first": "yellow",
                           "robots": {"yellow": "H2"},
                           "transmitters": {"yellow": [box("2", "V1", "W")]}}).new_state()
    assert s.current_player() == "yellow"
    s.apply("send 2")
    assert at(s, "yellow") == "G2"


@pytest.mark.rule("droids.sides")
def test_the_board_as_text_draws_a_players_transmitters_on_his_side():
    s = state(players=["red", "yellow", "blue"], phase="program", racks={"red": ["V1"]},
              transmitters={"yellow": [box("3", "V2", "S")], "blue": [box("C", "PU")]})
    east = s.ascii("yellow").splitlines()
    assert east[0].endswith("box 1  box 2  box 3") and east[3].split()[-3:] == ["V2S", ".", "."]
    assert east[1].split()[1] == "R" and east[1].split()[10] == "Y"
    south = s.ascii("blue").splitlines()
    assert south[-3].split()[:4] == ["box", "1", ".", "."] and south[-3].split()[4] == "PU"
    assert s.ascii().splitlines()[10].split()[-1] == "B"          # no transmitters: the board


@pytest.mark.rule("droids.chits")
def test_the_box_holds_the_120_chits_of_the_facts():
    assert sum(ch.COMPOSITION.values()) == 120
    assert {c: ch.COMPOSITION[c] for c in ("V1", "VD", "V2", "VX", "B1", "BD", "G1", "G2",
                                           "GX", "GR", "SH", "PU")} == {
        "V1": 8, "VD": 7, "V2": 8, "VX": 9, "B1": 20, "BD": 4, "G1": 10, "G2": 8, "GX": 6,
        "GR": 8, "SH": 14, "PU": 10}
    assert [ch.COMPOSITION[c] for c in ("MA", "MB", "ML", "MR")] == [2, 2, 2, 2]
    s = Droids.from_setup({"players": 2, "phase": "draw"}).new_state(seed=1)
    assert s.to_dict()["box"] == {"violet": 32, "blue": 24, "red": 32, "grey": 32}


@pytest.mark.rule("droids.prepare")
def test_droids_start_on_their_bases_and_the_die_picks_the_first_player():
    firsts = set()
    for seed in range(12):
        s = Droids.from_setup({"players": 4, "phase": "draw"}).new_state(seed=seed)
        assert [at(s, p) for p in ("red", "yellow", "blue", "grey")] == ["A1", "J1", "J10",
                                                                         "A10"]
        again = Droids.from_setup({"players": 4, "phase": "draw"}).new_state(seed=seed)
        assert s.current_player() == again.current_player()
        firsts.add(s.current_player())
    assert firsts == {"red", "yellow", "blue", "grey"}
    assert state(first="blue", phase="draw").current_player() == "blue"


# --- 1. drawing order chits --------------------------------------------------------------


@pytest.mark.rule("droids.draw")
def test_a_player_draws_seven_chits_of_the_colours_he_chose_blind():
    s = state(phase="draw", piles={"red": ["SH", "PU"]})
    events = s.apply("draw violet 2 blue 1 red 2 grey 2")
    rack = s.to_dict()["players"]["red"]["rack"]
    assert len(rack) == 7 and rack[3:5] == ["SH", "PU"]
    assert [ch.CHITS[c].colour for c in rack] == ["violet"] * 2 + ["blue"] + ["red"] * 2 + \
        ["grey"] * 2
    assert events[0].seen_by("blue").text == "Red draws 7 chits: 2 violet, 1 blue, 2 red, 2 grey"
    assert events[0].seen_by("red").text == f"Red draws {' '.join(rack)}"
    assert s.observation("blue")["status"]["red"]["rack"] == 7
    assert s.observation("blue")["status"]["red"]["colours"] == {
        "violet": 2, "blue": 1, "red": 2, "grey": 2}
    assert s.current_player() == "blue"
    before = s.to_dict()
    for bad, why in [("draw violet 3", "draw 7 chits in all"),
                     ("draw blue 7 red 1", "draw 7 chits in all"),
                     ("draw pink 7", "say a colour")]:
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)
    assert s.to_dict() == before


@pytest.mark.rule("droids.draw")
def test_a_pile_cannot_give_more_chits_than_it_holds():
    s = state(phase="draw", scenario="labyrinth", players=["red", "yellow"])
    assert s.to_dict()["box"]["violet"] == 25  # no diagonal chits in the Labyrinth
    s.apply("draw blue 7")
    s.apply("draw blue 7")
    s.apply("place B1 A 1 S")
    s.apply("place B1 A 1 S") if s.current_player() == "red" else None
    assert all(a.verb in ("place", "pass") for a in s.legal_actions())


# --- 2. programming ------------------------------------------------------------------------


@pytest.mark.rule("droids.place")
def test_chits_are_placed_face_up_one_at_a_time_in_turn():
    s = state(phase="program", racks={"red": ["V1", "SH"], "blue": ["B1"]})
    s.apply("place V1 A 2 S")
    assert s.current_player() == "blue"
    seen = s.observation("blue")["transmitters"]
    assert seen == {"red": {"A": [None, "V1 S", None]}}
    s.apply("place B1 C E")           # the first free box by default
    assert s.to_dict()["transmitters"]["blue"] == {"C": ["B1 E", None, None]}
    s.apply("place SH J 1 W")         # a bluff: no robot is in column J
    assert s.to_dict()["players"]["red"]["rack"] == []


@pytest.mark.rule("droids.place")
def test_a_bad_placement_is_refused_and_changes_nothing():
    s = state(phase="program", racks={"red": ["V1", "PU"]}, covers={"red": ["B"]},
              transmitters={"red": [box("C", "VX", "S", 2)]})
    before = s.to_dict()
    for bad, why in [("place V2 A 1 S", "there is no V2 on your rack"),
                     ("place V1 B 1 S", "transmitter B is covered"),
                     ("place V1 C 2 S", "box 2 of transmitter C already holds a chit"),
                     ("place V1 A 1 NE", "V1 points N, E, S or W, not NE"),
                     ("place PU A 1 S", "PU has no arrow"),
                     ("place V1 A 4 S", "boxes 1 to 3"),
                     ("place V1 K 1 S", "named by their column")]:
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)
        assert s.to_dict() == before


@pytest.mark.rule("droids.arrow")
def test_each_chit_takes_the_arrows_it_can():
    s = state(phase="program", racks={"red": ["MA", "VD", "PU", "ML"]})
    for bad, why in [("place MA C 1 N", "points S, not N"), ("place VD C 1 E", "not E"),
                     ("place ML C 1 W", "points E, not W")]:
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)
    assert s.parse_action("place MA C").text == "place MA C 1 S"   # the only arrow it takes
    assert {a.args[-1] for a in s.legal_actions() if a.args[:1] == ("VD",)} == {
        "NE", "SE", "SW", "NW"}
    assert [a.text for a in s.legal_actions() if a.args[:2] == ("PU", "A")] == [
        "place PU A 1", "place PU A 2", "place PU A 3"]
    # blue sits south: "away from you" points north
    assert [d.name for d in ch.arrows("MA", "S")] == ["N"]


@pytest.mark.rule("droids.arrow")
@pytest.mark.parametrize("code, side, written, words", [
    ("V2", "N", None, "V2 needs an arrow: write N, E, S or W after 'V2 C 1'"),
    ("VD", "N", "n", "VD points NE, SE, SW or NW, not N"),
    ("PU", "N", "S", "PU has no arrow: write just 'PU C 1'"),
    ("MA", "E", "N", "MA on the east side points W, not N"),
])
def test_one_reader_says_which_arrows_a_chit_takes(code, side, written, words):
    """The game's place order, a setup's transmitters and the lessons' programs all read an
    arrow with chits.arrow, so they say the same words."""
    with pytest.raises(IllegalAction) as e:
        ch.arrow(code, side, written, "C 1")
    assert str(e.value) == words
    assert ch.arrow("MA", "E", None, "C 1").name == "W" and ch.arrow("V2", "N", "s").name == "S"
    with pytest.raises(SetupError, match=words.split(",")[0].split(":")[0]):
        state(transmitters={"red" if side == "N" else "yellow": [box("C" if side == "N" else "3",
                                                                     code, written)]},
              players=["red", "yellow"])


@pytest.mark.rule("droids.pass")
def test_passing_ends_placing_and_unused_chits_go_back():
    s = state(phase="program", racks={"red": ["V1", "SH"], "blue": ["B1", "G1"]},
              robots={"red": "A2"})
    s.apply("place V1 A 1 S")
    s.apply("pass")
    with pytest.raises(IllegalAction):
        s.apply("blue: place G1 A 1 N")
    events = s.apply("pass")
    assert "Red puts 1 unused chit back on the piles" in texts(events)
    assert "Blue puts 2 unused chits back on the piles" in texts(events)
    assert s.phase == "execute" and s.to_dict()["players"]["red"]["rack"] == []
    assert s.to_dict()["box"]["violet"] == 31


# --- 3. execution -----------------------------------------------------------------------------


@pytest.mark.rule("droids.send")
def test_the_box_nearest_the_board_is_sent_first_and_goes_back_to_the_box():
    s = state(robots={"red": "C2"}, transmitters={"red": [box("C", "V1", "E", 2),
                                                         box("C", "V1", "S", 1)]})
    s.apply("send C")
    assert at(s, "red") == "C3" and s.to_dict()["last"] == {"owner": "red", "line": "C",
                                                            "box": 1, "order": "V1 S"}
    assert s.to_dict()["transmitters"]["red"]["C"] == [None, "V1 E", None]


@pytest.mark.rule("droids.send")
def test_the_sent_table_has_a_row_for_each_order_a_player_sent():
    s = state(robots={"red": "A1", "blue": "J9"},
              transmitters={"red": [box("A", "V2", "S"), box("A", "V1", "E", 2)],
                            "blue": [box("J", "V1", "N")]})
    trace = Trace(s)
    while s.phase == "execute":
        s.play(s.legal_actions()[0], trace)
    table = sent_table(trace, "red")
    assert [(r["sent from"], r["it commands"], r["order"], r["Red"]) for r in table.rows] == [
        ("", "", "", "A1"), ("transmitter A, 1", "column A", "V2 S", "A3"),
        ("transmitter A, 2", "column A", "V1 E", "B3")]
    assert table.rows[2]["what happened"] == "Red moves from A3 to B3 (east, 1 square)"
    assert [r["Blue"] for r in sent_table(trace, "blue").rows] == ["J9", "J8"]


@pytest.mark.rule("droids.send")
def test_players_send_in_turn_from_the_start_player():
    s = state(first="blue", robots={"red": "C2", "blue": "H8"},
              transmitters={"red": [box("C", "V1", "S"), box("C", "V1", "S", 2)],
                            "blue": [box("H", "V1", "N"), box("H", "V1", "N", 2)]})
    order = []
    while s.phase == "execute":
        order.append(s.current_player())
        s.apply("send " + ("C" if s.current_player() == "red" else "H"))
    assert order == ["blue", "red", "blue", "red"]


REPAIR_ROBOTS = {"scenario": "madness"}  # repair robots, no other order of its own


@pytest.mark.rule("droids.applies")
def test_a_chit_that_cannot_apply_where_the_droid_stands_is_not_playable():
    s = state(robots={"red": "C2", "repair1": "D5"}, **REPAIR_ROBOTS,
              transmitters={"red": [box("C", "B1", "S"), box("C", "V1", "S", 2),
                                    box("D", "G1", "N")]})
    assert [a.text for a in s.legal_actions()] == ["send D"]   # the V1 behind B1 waits
    with pytest.raises(IllegalAction, match="B1 is a water order and Red stands on land"):
        s.apply("send C")
    wet = state(robots={"red": "E5", "repair1": "D5"}, **REPAIR_ROBOTS,
                transmitters={"red": [box("E", "V1", "S"), box("D", "G1", "N")]})
    with pytest.raises(IllegalAction, match="V1 is a land order and Red stands in the water"):
        wet.apply("send E")


@pytest.mark.rule("droids.no-effect")
def test_an_order_that_cannot_be_carried_out_is_used_up_with_no_effect():
    s = state(robots={"red": "A2"}, transmitters={"red": [box("A", "V1", "W"),
                                                         box("A", "V1", "S", 2)]})
    events = s.apply("send A")
    assert "Red cannot move west: the edge of the board" in texts(events)
    assert at(s, "red") == "A2" and s.to_dict()["transmitters"]["red"]["A"] == [None,
                                                                               "V1 S", None]


@pytest.mark.rule("droids.must-send")
def test_a_player_must_send_an_order_in_line_and_his_turn_ends_without_one():
    s = state(robots={"red": "C2"}, transmitters={"red": [box("C", "V1", "E"),
                                                         box("D", "V1", "S")]})
    assert [a.text for a in s.legal_actions()] == ["send C"]
    with pytest.raises(IllegalAction, match="not in column D"):
        s.apply("send D")
    events = s.apply("send C")            # red moves to D2: now in line with D
    assert s.current_player() == "red" and [a.text for a in s.legal_actions()] == ["send D"]
    events = s.apply("send D")
    assert "Red has no order to send: Red's turn ends" in texts(events)


@pytest.mark.rule("droids.turn-end")
def test_a_new_turn_begins_with_the_next_start_player():
    s = state(robots={"red": "C2"}, transmitters={"red": [box("C", "V1", "S")]})
    events = s.apply("send C")
    assert "All chits go back on the piles: turn 2 begins" in texts(events)
    assert s.phase == "draw" and s.turn == 2 and s.current_player() == "blue"
    keep = state(robots={"red": "C2"}, transmitters={"red": [box("C", "V1", "S")]},
                 rotate_first=False)
    keep.apply("send C")
    assert keep.current_player() == "red"


@pytest.mark.rule("droids.first-repair")
def test_of_two_repair_robots_in_line_the_one_nearest_the_sender_takes_the_order():
    setup = dict(**REPAIR_ROBOTS, robots={"repair1": "E2", "repair2": "E8"},
                 transmitters={"red": [box("E", "G1", "E")], "blue": [box("E", "G1", "N")]})
    s = state(**setup)
    s.apply("send E")   # red (north): repair robot 1 at E2 is nearer
    s.apply("send E")   # blue (south): repair robot 2 at E8 is nearer
    assert at(s, "repair1") == "F2" and at(s, "repair2") == "E7"


@pytest.mark.rule("droids.eliminated")
def test_a_player_who_placed_orders_and_sent_none_is_eliminated():
    s = state(phase="program", racks={"red": ["V1"], "blue": ["V1"]}, robots={"blue": "J9"})
    s.apply("place V1 J 1 S")     # red's droid is in column A: never sent
    s.apply("place V1 J 1 N")
    events = s.apply("send J")
    assert "Red placed orders but sent none: Red is out of the game" in texts(events)
    assert s.to_dict()["players"]["red"]["out"] and at(s, "red") == "A1"


@pytest.mark.rule("droids.eliminated")
def test_a_player_who_placed_nothing_is_not_eliminated():
    s = state(phase="program", racks={"red": ["V1"], "blue": ["V1"]})
    s.apply("pass")
    s.apply("pass")
    assert not any(p["out"] for p in s.to_dict()["players"].values()) and s.turn == 2


@pytest.mark.rule("droids.default-win")
def test_the_last_player_standing_wins_by_default():
    s = state(phase="program", racks={"red": ["V1"], "blue": ["V1"]}, robots={"blue": "J9"})
    s.apply("place V1 J 1 S")
    s.apply("place V1 J 1 N")
    s.apply("send J")
    assert s.is_terminal() and s.winner == "blue"
    assert s.returns() == {"red": -1.0, "blue": 1.0}
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply("draw blue 7")


@pytest.mark.rule("droids.turn-limit")
def test_the_turn_limit_ends_the_game_in_a_draw():
    s = state(phase="program", max_turns=1)
    assert s.is_terminal() and s.winner is None and s.returns() == {"red": 0.0, "blue": 0.0}
    assert s.to_dict()["draw"] is True


# --- violet, blue and grey moves ------------------------------------------------------------


def sent(line: str, chit: str, arrow: str | None, **setup):
    """The state after red sends ``chit`` from transmitter ``line``, and the events."""
    s = state(transmitters={"red": [box(line, chit, arrow)]}, **setup)
    return s, texts(s.apply(f"send {line}"))


@pytest.mark.rule("droids.land-1")
def test_v1_advances_one_square_and_not_into_an_obstacle():
    s, _ = sent("B", "V1", "S", robots={"red": "B2"})
    assert at(s, "red") == "B3"
    s, events = sent("C", "V1", "E", robots={"red": "C3"})
    assert at(s, "red") == "C3" and "Red cannot move east: an obstacle at D3" in events


@pytest.mark.rule("droids.land-2")
def test_v2_advances_two_squares_or_one_before_an_obstacle():
    s, _ = sent("B", "V2", "E", robots={"red": "B2"})
    assert at(s, "red") == "D2"
    s, events = sent("B", "V2", "E", robots={"red": "B3"})
    assert at(s, "red") == "C3" and "Red moves from B3 to C3 (east, 1 square)" in events


@pytest.mark.rule("droids.land-diagonal")
def test_vd_advances_one_square_diagonally():
    s, _ = sent("B", "VD", "SE", robots={"red": "B2"})
    assert at(s, "red") == "C3"
    s, events = sent("C", "VD", "SE", robots={"red": "C2"})
    assert at(s, "red") == "C2" and "Red cannot move south-east: an obstacle at D3" in events


@pytest.mark.rule("droids.land-max")
def test_vx_advances_to_an_obstacle_or_the_edge():
    s, _ = sent("A", "VX", "E", robots={"red": "A2"})
    assert at(s, "red") == "J2"
    s, _ = sent("A", "VX", "E", robots={"red": "A3"})
    assert at(s, "red") == "C3"                      # D3 is an obstacle


@pytest.mark.rule("droids.push")
def test_a_droid_entered_is_pushed_and_a_row_is_pushed_together():
    s, events = sent("B", "V1", "E", robots={"red": "B2", "blue": "C2"})
    assert (at(s, "red"), at(s, "blue")) == ("C2", "D2")
    assert events[1:3] == ["Red pushes Blue from C2 to D2",
                           "Red moves from B2 to C2 (east, 1 square)"]
    s, events = sent("A", "VX", "E", robots={"red": "A2", "blue": "E2"})
    assert (at(s, "red"), at(s, "blue")) == ("I2", "J2")
    s, events = sent("B", "V1", "E", robots={"red": "B3", "blue": "C3"})   # D3: obstacle
    assert (at(s, "red"), at(s, "blue")) == ("B3", "C3")
    assert "Red cannot move east: Blue cannot be pushed (an obstacle at D3)" in events
    four = Droids.from_setup({"players": 4, "phase": "execute", "first": "red",
                              "robots": {"red": "B2", "yellow": "C2", "blue": "D2"},
                              "transmitters": {"red": [box("B", "V1", "E")]}}).new_state()
    four.apply("send B")
    assert [at(four, p) for p in ("red", "yellow", "blue")] == ["C2", "D2", "E2"]


@pytest.mark.rule("droids.water-stop")
def test_a_violet_move_stops_in_water_and_a_blue_move_may_step_ashore():
    s, events = sent("B", "V2", "S", robots={"red": "B4"})
    assert at(s, "red") == "B5" and "Red stops in the water at B5" in events
    s, _ = sent("E", "VX", "S", robots={"red": "E1"})
    assert at(s, "red") == "E5"
    s, _ = sent("E", "B1", "S", robots={"red": "E6"})
    assert at(s, "red") == "E7"


@pytest.mark.rule("droids.water")
def test_blue_chits_move_a_droid_on_water():
    s, _ = sent("E", "B1", "E", robots={"red": "E5"})
    assert at(s, "red") == "F5"
    s, _ = sent("E", "BD", "SE", robots={"red": "E5"})
    assert at(s, "red") == "F6"


@pytest.mark.rule("droids.repair-move")
def test_grey_moves_ignore_water():
    s, _ = sent("E", "GX", "S", **REPAIR_ROBOTS, robots={"repair1": "E2"})
    assert at(s, "repair1") == "E10"                # across the river
    s, _ = sent("E", "G2", "S", **REPAIR_ROBOTS, robots={"repair1": "E4"})
    assert at(s, "repair1") == "E6"


@pytest.mark.rule("droids.repair")
def test_a_repair_takes_one_cover_off_chosen_by_the_droids_player():
    s = state(**REPAIR_ROBOTS, robots={"repair1": "C3", "red": "C4"},
              covers={"red": ["A", "B"]}, transmitters={"red": [box("C", "GR", "S")]})
    events = s.apply("send C")
    assert "Repair robot 1 repairs Red: Red removes one cover" in texts(events)
    assert s.phase == "cover" and [a.text for a in s.legal_actions()] == ["uncover A",
                                                                          "uncover B"]
    with pytest.raises(IllegalAction, match="not covered"):
        s.apply("uncover C")
    s.apply("uncover B")
    assert s.to_dict()["players"]["red"]["covers"] == ["A"]
    one = state(**REPAIR_ROBOTS, robots={"repair1": "C3", "blue": "C4"},
                covers={"blue": ["J"]}, transmitters={"red": [box("C", "GR", "S")]})
    one.apply("send C")                              # a single cover comes off by itself
    assert one.to_dict()["players"]["blue"]["covers"] == []


# --- red chits: shooting, damage -----------------------------------------------------------


@pytest.mark.rule("droids.shoot")
def test_a_shot_hits_the_first_droid_in_line_unless_something_blocks_it():
    s, events = sent("C", "SH", "S", robots={"red": "C2", "blue": "C7"}, dice=[9])
    assert events[1:3] == ["Red shoots south: Blue is 5 squares away",
                           "The die shows 9: 9 // 5 = 1 hit on Blue"]
    s, events = sent("D", "SH", "S", robots={"red": "D1", "blue": "D9"}, dice=[9])
    assert events[1] == "Red shoots south: the shot is stopped at D3"
    assert s.to_dict()["dice_used"] == 0             # nothing to aim at: no roll
    s, events = sent("C", "SH", "S", **REPAIR_ROBOTS, dice=[9],
                     robots={"red": "C2", "repair1": "C4", "blue": "C7"})
    assert "Red shoots south: repair robot 1 blocks the shot and takes no hit" in events
    s, events = sent("C", "SH", "N", robots={"red": "C2"})
    assert events[1] == "Red shoots north: nothing is in the line of fire"


@pytest.mark.rule("droids.hits")
@pytest.mark.parametrize("roll, distance, hits", [(0, 1, 0), (2, 3, 0), (3, 3, 1),
                                                  (7, 3, 2), (9, 1, 9), (8, 4, 2)])
def test_hits_are_the_roll_divided_by_the_distance(roll, distance, hits):
    s, events = sent("C", "SH", "E", robots={"red": "C2", "blue": f"{chr(67 + distance)}2"},
                     dice=[roll])
    assert f"The die shows {roll}: {roll} // {distance} = {hits} hit" in events[2]
    assert s.to_dict()["players"]["blue"]["pending"] == hits


@pytest.mark.rule("droids.hits")
def test_the_hit_rule_scores_one_roll_or_many_and_gives_the_exact_chances():
    rolls = np.arange(orders.DIE)
    assert orders.hits_of(rolls, 3).tolist() == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3]
    assert orders.hit_chances(3) == {0: 0.3, 1: 0.3, 2: 0.3, 3: 0.1}
    assert orders.hits_of(9, 10) == 0 and orders.hit_chances(10) == {0: 1.0}


@pytest.mark.rule("droids.cover")
def test_the_player_hit_chooses_the_transmitters_to_cover():
    s, events = sent("C", "SH", "E", robots={"red": "C2", "blue": "E2"}, dice=[5])
    assert "Blue must cover 2 transmitters" in events
    assert s.phase == "cover" and s.current_player() == "blue"
    with pytest.raises(IllegalAction):
        s.apply("red: cover A")
    s.apply("cover A")
    with pytest.raises(IllegalAction, match="already covered"):
        s.apply("cover A")
    s.apply("cover H")
    assert s.to_dict()["players"]["blue"]["covers"] == ["A", "H"] and s.phase != "cover"


@pytest.mark.rule("droids.cover")
def test_a_covered_transmitter_cannot_send():
    s = state(robots={"red": "C2", "blue": "E2"}, dice=[3],
              transmitters={"red": [box("C", "SH", "E"), box("C", "V1", "S", 2)],
                            "blue": [box("E", "V1", "N"), box("E", "V1", "S", 2)]})
    s.apply("send C")                              # 3 // 2 = 1 hit on blue
    s.apply("blue: cover E")
    assert s.current_player() == "red"             # blue's only transmitter is covered
    with pytest.raises(IllegalAction):
        s.apply("blue: send E")


@pytest.mark.rule("droids.scrap")
def test_a_droid_with_every_transmitter_covered_is_out():
    s, events = sent("C", "SH", "E", robots={"red": "C2", "blue": "D2"}, dice=[9],
                     covers={"blue": list("ABCDE")})
    assert "Blue's transmitters are all covered: Blue is out of the game" in events
    assert s.is_terminal() and s.winner == "red"


# --- red chits: carrying, moving another robot ------------------------------------------------


@pytest.mark.rule("droids.carry")
def test_pu_picks_up_from_any_adjacent_square_and_puts_down_on_a_free_one():
    s = state(robots={"red": "C2"}, objects=[{"kind": "obstacle", "at": "D1"}],
              transmitters={"red": [box("C", "PU"), box("C", "PU", None, 2)]})
    assert [a.text for a in s.legal_actions()] == ["send C D1"]
    with pytest.raises(IllegalAction, match="say where to pick up: there is only D1"):
        s.apply("send C")
    s.apply("send C D1")
    assert s.to_dict()["robots"]["red"]["carrying"] == "obstacle" and s.to_dict()["objects"] \
        == {}
    assert "send C B1" in [a.text for a in s.legal_actions()]
    s.apply("send C B3")
    assert s.to_dict()["objects"] == {"B3": "obstacle"}
    nothing, events = sent("C", "PU", None, robots={"red": "C2"})
    assert "Red has nothing to pick up" in events


@pytest.mark.rule("droids.carry")
def test_adjacent_may_mean_the_four_squares_as_an_option():
    s = state(robots={"red": "C2"}, adjacent=4, objects=[{"kind": "obstacle", "at": "D1"}],
              transmitters={"red": [box("C", "PU")]})
    assert [a.text for a in s.legal_actions()] == ["send C"]


@pytest.mark.rule("droids.steal")
def test_pu_steals_what_an_adjacent_droid_carries():
    s = state(robots={"red": "C2", "blue": "D1"}, carrying={"blue": "box"},
              transmitters={"red": [box("C", "PU")]})
    events = s.apply("send C D1")
    assert "Red steals a crate from Blue" in texts(events)
    robots = s.to_dict()["robots"]
    assert robots["red"]["carrying"] == "box" and robots["blue"]["carrying"] is None


@pytest.mark.rule("droids.other")
def test_move_another_robot_sends_the_first_other_robot_in_line_as_far_as_possible():
    s, events = sent("E", "MA", None, robots={"red": "E1", "blue": "E3"})
    assert at(s, "blue") == "E5" and at(s, "red") == "E1"   # blue stops in the water
    s, _ = sent("F", "ML", None, robots={"blue": "F2"})     # red's left is east
    assert at(s, "blue") == "J2"
    alone = state(robots={"red": "F2"}, transmitters={"red": [box("F", "MA"),
                                                             box("F", "V1", "S", 2)]})
    assert alone.is_terminal()           # red could send nothing: eliminated at once
    s, _ = sent("E", "MB", None, **REPAIR_ROBOTS, robots={"repair1": "E8"})
    assert at(s, "repair1") == "E1"                          # repair robots cross water


# --- what a viewer sees ------------------------------------------------------------------------


def test_nobody_sees_another_players_rack_but_all_see_the_transmitters():
    s = state(phase="program", racks={"red": ["V1", "SH"], "blue": ["B1"]})
    s.apply("place V1 A 1 S")
    for viewer in ("blue", None, "red"):
        obs = s.observation(viewer)
        assert obs["status"]["red"]["rack"] == (["SH"] if viewer == "red" else 1)
        assert obs["transmitters"] == {"red": {"A": ["V1 S", None, None]}}
        rack = next(x for x in s.scene(viewer)["layers"] if x.get("id") == "rack:red")
        assert rack["cards"] == (["SH"] if viewer == "red" else [])
