"""Droids: the seven scenarios of the rulebook, each rule cited."""

from __future__ import annotations

import pytest

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.scenarios import SCENARIOS
from tests.support.droids_helpers import at, box, killer, state, texts


def obstacles(*squares: str) -> list[dict[str, str]]:
    return [{"kind": "obstacle", "at": sq} for sq in squares]


# --- 1. The Challenge -------------------------------------------------------------------------


@pytest.mark.rule("droids.challenge")
@pytest.mark.parametrize("players, each", [(2, 4), (3, 3), (4, 2)])
def test_the_challenge_starts_with_obstacles_placed_in_turn(players, each):
    s = Droids.from_setup({"scenario": "challenge", "players": players}).new_state(seed=4)
    assert s.phase == "place" and s.to_dict()["players"][s.current_player()]["to_place"] == each
    assert "repair1" not in s.to_dict()["robots"]
    order = []
    free = iter(["B2", "C2", "D2", "E2", "F2", "G2", "H2", "I2", "B9"])
    while s.phase == "place":
        order.append(s.current_player())
        s.apply(f"obstacle {next(free)}")
    assert len(order) == 8 + (players == 3) and len(set(order[:players])) == players
    assert order[:players] * each == order
    assert s.phase == "draw"


@pytest.mark.rule("droids.challenge")
def test_an_obstacle_goes_on_a_free_square_only():
    s = Droids.from_setup({"scenario": "challenge", "players": 2, "first": "red"}).new_state()
    before = s.to_dict()
    for square in ("A1", "D3", "K4"):       # a droid, a fixed obstacle, off the board
        with pytest.raises(IllegalAction):
            s.apply(f"obstacle {square}")
    assert s.to_dict() == before
    s.apply("obstacle E5")
    with pytest.raises(IllegalAction, match="not free"):
        s.apply("obstacle E5")


@pytest.mark.rule("droids.teams")
def test_a_team_wins_when_both_other_players_are_out():
    s = Droids.from_setup({"scenario": "challenge", "players": 4, "phase": "program",
                           "first": "red", "teams": [["red", "blue"], ["yellow", "grey"]],
                           "covers": {"yellow": list("123456789"), "grey": list("123456789")},
                           "racks": {"red": ["V1"], "blue": ["V1"]}}).new_state()
    assert s.current_player() == "red"
    s.apply("pass")
    s.apply("pass")
    assert not s.is_terminal()
    for bad in ({"players": 3, "teams": [["red"], ["yellow"]]},
                {"scenario": "madness", "players": 4,
                 "teams": [["red", "blue"], ["yellow", "grey"]]}):
        with pytest.raises(SetupError, match="teams"):
            Droids.from_setup(bad)
    won = Droids.from_setup({"scenario": "challenge", "players": 4, "phase": "execute",
                             "first": "red", "teams": [["red", "blue"], ["yellow", "grey"]],
                             "covers": {"yellow": [str(k) for k in range(1, 10)],
                                        "grey": [str(k) for k in range(1, 11)]},
                             "robots": {"red": "B1", "yellow": "J1"}, "dice": [9],
                             "transmitters": {"red": [box("B", "SH", "E")]}}).new_state()
    won.apply("send B")                 # 9 // 8 = 1 hit: yellow's last transmitter
    assert won.is_terminal() and won.winner == "red"
    assert won.returns() == {"red": 1.0, "yellow": -1.0, "blue": 1.0, "grey": -1.0}


# --- 2. Operation De-Mine ---------------------------------------------------------------------


@pytest.mark.rule("droids.repair-start")
def test_repair_robots_start_in_the_free_corners_or_on_the_spare_squares():
    robots = {n: Droids.from_setup({"scenario": "demine", "players": n}).start["at"]
              for n in (2, 3, 4)}
    names = {n: sorted(f"{chr(65 + x)}{y + 1}" for k, (x, y) in r.items() if "repair" in k)
             for n, r in robots.items()}
    assert names == {2: ["A10", "J1"], 3: ["A10", "C5"], 4: ["C5", "H6"]}


@pytest.mark.rule("droids.mine-drop")
def test_a_repair_robot_drops_a_mine_where_its_move_starts():
    s = state(scenario="demine", robots={"repair1": "C2"},
              transmitters={"red": [box("C", "G2", "S"), box("C", "G1", "N", 2)]})
    events = texts(s.apply("send C"))
    assert "Repair robot 1 drops a mine on C2" in events
    assert s.to_dict()["objects"] == {"C2": "mine"} and s.to_dict()["mines"] == 11
    stuck = state(scenario="demine", robots={"repair1": "A2"},
                  transmitters={"red": [box("A", "G1", "W")]})
    assert stuck.to_dict()["objects"] == {}        # it did not move: no mine


@pytest.mark.rule("droids.mine-blast")
def test_a_droid_sets_off_a_mine_and_takes_one_damage():
    mines = [{"kind": "mine", "at": "C3"}, {"kind": "mine", "at": "C4"}]
    s = state(scenario="demine", robots={"red": "C2", "repair1": "D1"}, objects=mines,
              mines=10, transmitters={"red": [box("C", "V2", "S"), box("D", "G1", "E")]})
    events = texts(s.apply("send C"))
    assert events[1:4] == ["Red moves from C2 to C4 (south, 2 squares)",
                           "A mine explodes under Red at C3", "Red must cover 1 transmitter"]
    assert at(s, "red") == "C4" and s.to_dict()["objects"] == {}  # it went on through C3
    assert s.phase == "cover" and s.to_dict()["players"]["red"]["pending"] == 2
    repair = state(scenario="demine", robots={"repair1": "C2"}, objects=mines[:1], mines=11,
                   transmitters={"red": [box("C", "G1", "S")]})
    assert "Repair robot 1 is hit but nothing happens" in texts(repair.apply("send C"))
    assert repair.to_dict()["players"]["red"]["pending"] == 0  # repair robots are unharmed
    assert repair.to_dict()["objects"] == {"C2": "mine"}        # and drop one as they go


@pytest.mark.rule("droids.mine-carry")
def test_a_droid_carrying_a_mine_rolls_for_each_square_it_enters():
    s = state(scenario="demine", robots={"red": "B2", "repair1": "D1"},
              carrying={"red": "mine"}, dice=[4, 0],
              transmitters={"red": [box("B", "V2", "E"), box("D", "G1", "E")]})
    events = texts(s.apply("send B"))
    assert "The die shows 4: the mine Red carries holds" in events
    assert "The die shows 0: the mine Red carries explodes" in events
    assert "Red must cover 2 transmitters" in events
    assert s.to_dict()["robots"]["red"]["carrying"] is None and s.to_dict()["mines"] == 12


# --- 3. Golden Microchips ---------------------------------------------------------------------


@pytest.mark.rule("droids.boxes")
def test_cargo_boxes_by_player_count_block_the_river():
    counts = {n: list(Droids.from_setup({"scenario": "microchips", "players": n})
                      .start["objects"].values()).count("box") for n in (2, 3, 4)}
    assert counts == {2: 3, 3: 5, 4: 7}
    s = state(scenario="microchips", robots={"red": "D5"},
              transmitters={"red": [box("D", "B1", "E")]})
    assert "Red cannot move east: a crate at E5" in texts(s.apply("send D"))


@pytest.mark.rule("droids.deliver")
def test_a_box_counts_when_its_carrier_enters_its_own_base():
    s = state(scenario="microchips", robots={"red": "A3"}, carrying={"red": "box"},
              transmitters={"red": [box("A", "VX", "N")]})
    events = texts(s.apply("send A"))
    assert "Red brings a crate home (1 so far)" in events
    assert s.to_dict()["players"]["red"]["delivered"] == 1
    assert s.to_dict()["robots"]["red"]["carrying"] is None


@pytest.mark.rule("droids.most-boxes")
def test_when_no_box_is_left_the_most_boxes_win_and_a_tie_loses_for_everyone():
    one = [{"kind": "box", "at": "J9"}]
    s = state(scenario="microchips", objects=[], robots={"red": "A2"},
              carrying={"red": "box"}, transmitters={"red": [box("A", "V1", "N")]})
    assert "No crate is left: Red brought back the most and wins" in texts(s.apply("send A"))
    assert s.is_terminal() and s.winner == "red"
    tie = state(scenario="microchips", objects=one, robots={"blue": "J8"},
                carrying={"blue": "box"}, first="blue",
                transmitters={"blue": [box("J", "V1", "S")], "red": [box("A", "PU")]})
    tie.apply("send J")                 # blue: 1 box home; red: one box is left on J9
    tie.apply("send A")
    assert not tie.is_terminal()
    gone = state(scenario="microchips", objects=[], robots={"red": "A2", "blue": "J9"},
                 carrying={"red": "box", "blue": "box"}, first="red",
                 transmitters={"red": [box("A", "V1", "N")], "blue": [box("J", "V1", "S")]})
    gone.apply("send A")
    gone.apply("send J")
    assert gone.is_terminal() and gone.winner is None
    assert set(gone.returns().values()) == {-1.0}


# --- 4. Robot Madness -------------------------------------------------------------------------


@pytest.mark.rule("droids.madness")
def test_robot_madness_places_three_obstacles_each_away_from_the_bases():
    s = Droids.from_setup({"scenario": "madness", "players": 2, "first": "red"}).new_state()
    assert s.to_dict()["players"]["red"]["to_place"] == 3
    with pytest.raises(IllegalAction, match="not next to a start base"):
        s.apply("obstacle B2")
    s.apply("obstacle C3")
    free = Droids.from_setup({"scenario": "madness", "players": 2, "first": "red",
                              "place_clear": False}).new_state()
    free.apply("obstacle B2")


@pytest.mark.rule("droids.garden")
def test_a_droid_enclosed_with_its_base_wins():
    walls = obstacles("C1", "C2", "B3", "A3")
    s = state(scenario="madness", objects=walls, robots={"red": "B1"},
              transmitters={"red": [box("B", "V1", "S")]})
    assert not s.is_terminal()        # C3 leaves a diagonal way out of the garden
    s = state(scenario="madness", objects=walls + obstacles("C3"), robots={"red": "C4"},
              transmitters={"red": [box("C", "PU")]})
    assert not s.is_terminal()        # red is outside its garden
    walk_in = state(scenario="madness", objects=walls + obstacles("C3"), robots={"red": "C4"},
                    transmitters={"red": [box("C", "PU")]})
    events = texts(walk_in.apply("send C C3"))   # red picks up C3 and walks... not yet in
    assert not walk_in.is_terminal() and "Red picks up an obstacle from C3" in events
    won = state(scenario="madness", objects=walls, robots={"red": "B2"}, first="red",
                carrying={"red": "obstacle"}, transmitters={"red": [box("B", "PU")]})
    events = texts(won.apply("send B C3"))
    assert "Red's droid is in its concrete garden: it wins" in events
    assert won.is_terminal() and won.winner == "red"
    square = obstacles("E1", "E2", "E3", "E4", "E5", "A5", "B5", "C5", "D5")
    big = state(scenario="madness", objects=square, robots={"red": "B1"},
                transmitters={"red": [box("B", "V1", "S")]})
    assert not big.is_terminal()      # 16 squares: too big for a garden (9 at most)
    with_size = state(scenario="madness", enclosure={"neighbours": 8, "size": 16},
                      objects=square, robots={"red": "B1"},
                      transmitters={"red": [box("B", "V1", "S")]})
    assert with_size.winner == "red"


# --- 5. The Robot Statue ---------------------------------------------------------------------


@pytest.mark.rule("droids.statue")
def test_the_statue_stands_in_the_centre_and_no_shoot_chit_is_in_the_box():
    s = Droids.from_setup({"scenario": "statue", "players": 3}).new_state(seed=1)
    assert at(s, "statue") == "E5" and s.to_dict()["box"]["red"] == 18
    assert "repair1" not in s.to_dict()["robots"]
    pushed = state(scenario="statue", robots={"red": "E3", "statue": "E4"},
                   transmitters={"red": [box("E", "V1", "S")]})
    pushed.apply("send E")
    assert at(pushed, "statue") == "E5" and at(pushed, "red") == "E4"
    grab = state(scenario="statue", robots={"red": "E3", "statue": "E4"},
                 transmitters={"red": [box("E", "PU")]})
    grab.apply("send E E4")
    assert at(grab, "statue") is None and grab.to_dict()["robots"]["red"]["carrying"] == \
        "statue"
    steal = state(scenario="statue", robots={"red": "E3", "blue": "E4", "statue": None},
                  carrying={"blue": "statue"}, transmitters={"red": [box("E", "PU")]})
    steal.apply("send E E4")
    assert steal.to_dict()["robots"]["red"]["carrying"] == "statue"


@pytest.mark.rule("droids.heavy")
def test_a_droid_carrying_the_statue_moves_one_square_per_order():
    s = state(scenario="statue", robots={"red": "B3", "statue": None},
              carrying={"red": "statue"}, transmitters={"red": [box("B", "VX", "S")]})
    events = texts(s.apply("send B"))
    assert "Red carries the statue: one square only" in events and at(s, "red") == "B4"


@pytest.mark.rule("droids.statue-home")
def test_bringing_the_statue_home_wins():
    s = state(scenario="statue", robots={"red": "A3", "statue": None},
              carrying={"red": "statue"}, transmitters={"red": [box("A", "V2", "N"),
                                                                box("A", "V2", "N", 2)]})
    s.apply("send A")
    assert not s.is_terminal() and at(s, "red") == "A2"
    assert "Red brings the statue home and wins" in texts(s.apply("send A"))
    assert s.is_terminal() and s.winner == "red"


# --- 6. Duel in the Labyrinth -----------------------------------------------------------------


@pytest.mark.rule("droids.labyrinth")
def test_the_labyrinth_is_red_against_yellow_with_twelve_obstacles_each():
    g = Droids.from_setup({"scenario": "labyrinth"})
    assert g.players == ("red", "yellow")
    assert g.composition["VD"] == g.composition["BD"] == 0
    s = g.new_state(seed=0)
    assert s.to_dict()["robots"]["red"] == {"at": "A1", "carrying": "obstacle", "count": 12}
    with pytest.raises(SetupError, match="red and yellow"):
        Droids.from_setup({"scenario": "labyrinth", "players": ["red", "blue"]})
    drop = Droids.from_setup({"scenario": "labyrinth", "phase": "execute", "first": "red",
                              "robots": {"red": "C2"},
                              "transmitters": {"red": [box("C", "PU")]}}).new_state()
    drop.apply("send C D2")
    assert drop.to_dict()["robots"]["red"]["count"] == 11
    assert drop.to_dict()["objects"] == {"D2": "obstacle"}


@pytest.mark.rule("droids.capture")
def test_a_droid_surrounded_is_captured():
    walls = [{"kind": "obstacle", "at": sq} for sq in ("I1", "J3")]
    trap = Droids.from_setup({"scenario": "labyrinth", "phase": "execute", "first": "red",
                              "objects": walls, "robots": {"red": "I3", "yellow": "J1"},
                              "transmitters": {"red": [box("I", "PU")]}}).new_state()
    events = texts(trap.apply("send I J2"))
    assert "Yellow is surrounded: Red wins" in events
    assert trap.winner == "red"


# --- 7. Robot Killer --------------------------------------------------------------------------


@pytest.mark.rule("droids.killer")
def test_the_player_chooses_seven_chits_and_carries_seven_obstacles():
    s = Droids.from_setup({"scenario": "killer"}).new_state(seed=1)
    assert s.phase == "choose" and s.game.players == ("red",)
    assert at(s, "killer") == "J10" and s.to_dict()["robots"]["red"]["count"] == 7
    assert len(s.legal_actions()) == 1688     # 1,716 multisets, but the box has only 4 BD
    with pytest.raises(IllegalAction, match="SH is not allowed"):
        s.apply("choose SH V1 V1 V1 V1 V1 V1")
    with pytest.raises(IllegalAction, match="choose 7 chits"):
        s.apply("choose V1 V1")
    s.apply("choose V1 V1 V2 VX B1 PU PU")
    assert s.phase == "program"
    assert s.to_dict()["players"]["red"]["rack"] == ["V1", "V1", "V2", "VX", "B1", "PU", "PU"]
    with pytest.raises(SetupError, match="grey is the killer"):
        Droids.from_setup({"scenario": "killer", "players": ["grey"]})


@pytest.mark.rule("droids.sheet")
def test_the_die_places_the_program_sheet_on_the_killers_transmitters():
    s = killer(dice=[6], racks={"red": ["V1"]}, robots={"killer": "F9"})
    events = texts(s.apply("pass"))
    assert "The die shows 6: the killer's orders, the same list every turn, are laid from " \
           "transmitter 6 (column F) on; 5 of its 10 columns of orders fit on the board" \
           in events
    # the sheet's first column (G1 S, SH, G2 E) seen from the south side: G1 N, SH, G2 W
    assert "The killer sends G1 (repair robot: 1 square) north from transmitter F, box 1" \
           in events
    assert s.to_dict()["killer"]["roll"] == 6
    zero = killer(dice=[0], racks={"red": ["V1"]})
    assert "are laid from transmitter 10 (column J) on; 1 of its 10 columns of orders fit" \
           in " ".join(texts(zero.apply("pass")))


@pytest.mark.rule("droids.killer-move")
def test_the_killer_moves_like_a_repair_robot_through_water():
    s = killer(dice=[5], racks={"red": ["V1"]}, robots={"killer": "E7"},
               sheet={"columns": [[{"chit": "GX", "arrow": "S"}, None, None]] +
                      [[None, None, None]] * 9})
    s.apply("pass")                       # GX seen from south: north, as far as possible
    assert at(s, "killer") == "E1"


@pytest.mark.rule("droids.killer-shot")
def test_the_killer_shoots_in_all_four_directions():
    sheet = {"columns": [[{"chit": "SH"}, None, None]] + [[None, None, None]] * 9}
    s = killer(dice=[5, 8], racks={"red": ["V1"]}, robots={"killer": "E9", "red": "B9"},
               sheet=sheet)
    events = texts(s.apply("pass"))
    assert "The killer shoots in all four directions" in events
    assert "The killer shoots west: Red is 3 squares away" in events
    assert "The die shows 8: 8 // 3 = 2 hits on Red" in events


@pytest.mark.rule("droids.killer-levels")
@pytest.mark.parametrize("level, covers", [(2, 1), (3, 2), (4, 3), (5, 5)])
def test_the_difficulty_sets_what_a_killer_shot_does(level, covers):
    sheet = {"columns": [[{"chit": "SH"}, None, None]] + [[None, None, None]] * 9}
    s = killer(dice=[5], level=level, racks={"red": ["V1"]}, sheet=sheet,
               robots={"killer": "E8", "red": "E2"})   # E3 and the river in between
    events = texts(s.apply("pass"))
    assert "The killer's shot north hits Red" in events
    assert s.to_dict()["players"]["red"]["pending"] == covers


@pytest.mark.rule("droids.killer-levels")
def test_at_level_six_one_hit_scraps_the_droid():
    sheet = {"columns": [[{"chit": "SH"}, None, None]] + [[None, None, None]] * 9}
    s = killer(dice=[5], level=6, racks={"red": ["V1"]}, sheet=sheet,
               robots={"killer": "E8", "red": "E2"})
    events = texts(s.apply("pass"))
    assert "The killer's shot north hits Red: scrap metal" in events
    assert s.is_terminal() and s.winner is None and s.returns() == {"red": -1.0}


@pytest.mark.rule("droids.force-field")
def test_surrounding_the_killer_wins():
    s = killer(phase="execute", robots={"killer": "J10", "red": "H10"},
               objects=obstacles("J9"), carrying={"red": {"kind": "obstacle", "count": 1}},
               transmitters={"red": [box("H", "PU")]})
    assert s.current_player() == "red"
    events = texts(s.apply("send H I10"))
    assert "The killer is surrounded: the player wins" in events and s.winner == "red"


def test_every_scenario_is_data():
    assert [s.name for s in SCENARIOS.values()] == [
        "The Challenge", "Operation 'De-Mine'", "Golden Microchips", "Robot Madness",
        "The Robot Statue", "Duel in the Labyrinth", "Robot Killer"]
