"""B. Robots move: cards square by square, pushes, walls, pits and the board edge, and every
element that acts while robots move (water, teleporters, ramps and ledges, flamers, oil,
portals, trap doors, repulsor fields), each cited by its rule."""

import pytest

from tests.support.rr import board, robot, robots, rules_of, run, texts, trace


def at(s, name="A"):
    r = robot(s, name)
    return r["at"], r["facing"]


# --- cards, pushing, walls, pits -------------------------------------------------------------

@pytest.mark.rule("roborally.move-card")
def test_move_cards_go_square_by_square_and_back_up_keeps_the_facing():
    assert at(run(board(), robots(A="C5 N"), {"A": ["Move 2 670"]})) == ("C3", "N")
    assert at(run(board(), robots(A="C3 N"), {"A": ["Back Up 430"]})) == ("C4", "N")
    assert at(run(board(), robots(A="C6 N"), {"A": ["3 790"]})) == ("C3", "N")


@pytest.mark.rule("roborally.rotate-card")
@pytest.mark.parametrize("card, facing", [("L 70", "W"), ("R 80", "E"), ("U 10", "S")])
def test_rotate_cards_turn_in_place(card, facing):
    assert at(run(board(), robots(A="C3 N"), {"A": [card]})) == ("C3", facing)


@pytest.mark.rule("roborally.push")
def test_a_moving_robot_pushes_a_whole_line():
    s = run(board(), robots(A="C5 N", B="C4 E", C="C3 S"), {"A": ["1 490"]})
    assert [at(s, n) for n in "ABC"] == [("C4", "N"), ("C3", "E"), ("C2", "S")]


@pytest.mark.rule("roborally.push")
@pytest.mark.rule("roborally.wall")
def test_a_line_that_cannot_move_stops_everybody():
    s = run(board("wall C3 N"), robots(A="C5 N", B="C4 N", C="C3 N"), {"A": ["3 790"]})
    assert [robot(s, n)["at"] for n in "ABC"] == ["C5", "C4", "C3"]


@pytest.mark.rule("roborally.wall")
def test_a_wall_stops_the_rest_of_a_move():
    t = trace(board("wall C3 N"), robots(A="C5 N"), {"A": ["3 790"]})
    assert t[-1].to_dict()["robots"]["A"]["at"] == "C3"
    assert "A meets the wall on the north side of C3 and stops" in texts(t)


@pytest.mark.rule("roborally.pit")
def test_a_pit_met_on_the_way_destroys_the_robot():
    s = run(board("pit C4"), robots(A="C5 N"), {"A": ["3 790"]})
    r = robot(s, "A")
    assert (r["at"], r["destroyed"], r["wreck"], r["lives"]) == (None, True, "C4", 2)


@pytest.mark.rule("roborally.pit")
def test_leaving_the_board_destroys_the_robot():
    t = trace(board(), robots(A="C2 N"), {"A": ["3 790"]})
    assert robot(t[-1], "A")["wreck"] == "C1" and robot(t[-1], "A")["destroyed"]
    said = [x for x in texts(t) if "falls off the board north of C1" in x]
    # not "is destroyed at C1": C1 read as a deadly square (walk 07p, fault 4)
    assert said and all("destroyed at" not in x for x in said), said


@pytest.mark.rule("roborally.destroyed")
def test_a_destroyed_robot_plays_no_more_registers():
    t = trace(board(), robots(A="C2 E", B="C4 N"), {"A": ["1 490", "1 500"], "B": ["3 800"]},
              phases=2)
    assert "A was destroyed: its card does not run" in texts(t)  # pushed off before its turn
    assert robot(t[-1], "A")["registers"] == ["Move 1 490", None, None, None, None]


@pytest.mark.rule("roborally.destroyed")
def test_ten_damage_destroys_and_the_robot_loses_its_last_option():
    s = run(board("laser C6 S"), robots(A={"at": "C3", "damage": 9,
                                          "options": ["Robotic Arm", "Big Gun"]}),
            {"A": ["L 70"]})
    r = robot(s, "A")
    assert r["destroyed"] and r["damage"] == 10 and r["options"] == [["Robotic Arm", 0]]


# --- water and teleporters -------------------------------------------------------------------

@pytest.mark.rule("roborally.b-water")
def test_a_card_started_in_water_loses_its_first_square():
    assert at(run(board("water C5"), robots(A="C5 N"), {"A": ["2 670"]})) == ("C4", "N")


@pytest.mark.rule("roborally.back-up-water")
def test_back_up_in_water_is_negated():
    assert at(run(board("water C5"), robots(A="C5 N"), {"A": ["B 430"]})) == ("C5", "N")


@pytest.mark.rule("roborally.currents-after")
def test_a_current_is_water_too():
    s = run(board("current C5 E; current C4 E"), robots(A="C5 N"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "D4"  # one square north, then the current carries it east


@pytest.mark.rule("roborally.b-teleporter")
def test_a_teleporter_adds_two_squares_over_walls_and_pits():
    s = run(board("teleporter C6; wall C5 N; pit C4"), robots(A="C6 N"), {"A": ["1 490"]})
    assert at(s) == ("C3", "N")


@pytest.mark.rule("roborally.teleport-blocked")
def test_a_teleporter_onto_a_robot_does_not_work():
    s = run(board("teleporter C6"), robots(A="C6 N", B="C3 E"), {"A": ["1 490"]})
    assert at(s) == ("C5", "N") and at(s, "B") == ("C3", "E")
    s = run(board("teleporter C3"), robots(A="C3 N"), {"A": ["1 490"]})
    assert robot(s, "A")["destroyed"]  # three squares north of C3 is off the board


# --- ramps and ledges ------------------------------------------------------------------------

UPPER = "A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2"


@pytest.mark.rule("roborally.ramp-up")
def test_a_robot_that_stops_on_a_ramp_going_up_rolls_back():
    b = board("ramp C3 N", upper=UPPER)
    assert at(run(b, robots(A="C4 N"), {"A": ["1 490"]})) == ("C4", "N")
    assert at(run(b, robots(A="C4 N"), {"A": ["2 670"]})) == ("C2", "N")
    assert at(run(b, robots(A="C3 N"), {"A": ["1 490"]})) == ("C2", "N")


@pytest.mark.rule("roborally.ramp-down")
def test_going_down_a_ramp_does_nothing_special():
    s = run(board("ramp C3 N", upper=UPPER), robots(A="C2 S"), {"A": ["2 670"]})
    assert at(s) == ("C4", "S") and robot(s, "A")["damage"] == 0


@pytest.mark.rule("roborally.ledge-down")
def test_dropping_over_a_ledge_costs_two_damage():
    s = run(board(upper=UPPER), robots(A="B2 S"), {"A": ["1 490"]})
    assert at(s) == ("B3", "S") and robot(s, "A")["damage"] == 2


@pytest.mark.rule("roborally.ledge-up")
def test_a_ledge_seen_from_below_is_a_wall():
    t = trace(board(upper=UPPER), robots(A="B3 N"), {"A": ["2 670"]})
    assert at(t[-1]) == ("B3", "N") and "roborally.ledge-up" in rules_of(t)


@pytest.mark.rule("roborally.ledge-ruling")
def test_ledges_act_on_pushes_and_conveyors_too():
    t = trace(board(upper=UPPER), robots(A="B1 S", B="B2 S"), {"A": ["1 490"]})
    assert robot(t[-1], "B")["at"] == "B3"
    assert "B takes 2 damage (it drops off a ledge onto B3): 2 in all" in texts(t)  # pushed
    s = run(board("conveyor B3 N", upper=UPPER), robots(A="B3 E"), {"A": ["L 70"]})
    assert robot(s, "A")["at"] == "B3"  # a conveyor cannot carry it up a ledge


# --- flamers ---------------------------------------------------------------------------------

@pytest.mark.rule("roborally.b-flamer")
def test_entering_or_turning_on_an_active_flamer_burns():
    s = run(board("flamer C4 1"), robots(A="C5 N"), {"A": ["2 670"]})
    assert robot(s, "A")["damage"] == 1
    s = run(board("flamer C4 2"), robots(A="C5 N"), {"A": ["2 670"]})
    assert robot(s, "A")["damage"] == 0
    t = trace(board("flamer C4 1"), robots(A="C4 N"), {"A": ["L 70"]})
    assert robot(t[-1], "A")["damage"] == 2  # turning on it (B), then standing on it (D)
    assert {"roborally.b-flamer", "roborally.d-flamers"} <= rules_of(t)


# --- oil -------------------------------------------------------------------------------------

@pytest.mark.rule("roborally.oil-slide")
def test_a_robot_that_stops_on_oil_slides_off_it():
    assert at(run(board("oil C3; oil C2"), robots(A="C5 N"), {"A": ["2 670"]})) == ("C1", "N")
    assert at(run(board("oil C3; wall C3 N"), robots(A="C5 N"), {"A": ["2 670"]}))[0] == "C3"
    s = run(board("oil C3; oil C2"), robots(A="C5 N", B="C1 E"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "C2"  # B, not on oil, stops the slide


@pytest.mark.rule("roborally.oil-chain")
def test_a_robot_sliding_into_a_robot_on_oil_makes_both_slide():
    s = run(board("oil C4; oil C3; oil C2"), robots(A="C6 N", B="C3 E"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "C2" and robot(s, "B")["at"] == "C1"


@pytest.mark.rule("roborally.oil-negate")
def test_a_card_started_on_oil_loses_its_first_square_and_turns_are_unaffected():
    assert at(run(board("oil C5"), robots(A="C5 N"), {"A": ["2 670"]})) == ("C4", "N")
    assert at(run(board("oil C5"), robots(A="C5 N"), {"A": ["1 490"]})) == ("C5", "N")
    assert at(run(board("oil C5"), robots(A="C5 N"), {"A": ["R 80"]})) == ("C5", "E")


# --- portals ---------------------------------------------------------------------------------

PORTALS = "portal B5 blue; portal E2 blue; portal A1 green; portal F6 green"


@pytest.mark.rule("roborally.portal")
def test_a_robot_walking_into_a_portal_comes_out_of_its_partner_and_goes_on():
    s = run(board(PORTALS), robots(A="B6 N"), {"A": ["2 670"]})
    assert at(s) == ("E1", "N")


@pytest.mark.rule("roborally.portal-ruling")
def test_a_portal_uses_one_square_keeps_the_facing_and_does_not_jump_back():
    assert at(run(board(PORTALS), robots(A="B6 N"), {"A": ["1 490"]})) == ("E2", "N")
    s = run(board(PORTALS + "; conveyor B6 N"), robots(A="B6 E"), {"A": ["L 70"]})
    assert robot(s, "A")["at"] == "B5"  # carried onto it by a belt: no jump


@pytest.mark.rule("roborally.portal-occupied")
def test_an_occupied_exit_makes_the_portal_open_floor():
    s = run(board(PORTALS), robots(A="B6 N", B="E2 S"), {"A": ["2 670"]})
    assert at(s) == ("B4", "N") and at(s, "B") == ("E2", "S")


# --- trap doors ------------------------------------------------------------------------------

@pytest.mark.rule("roborally.trap-door")
def test_an_active_trap_door_is_a_pit_for_the_whole_phase():
    s = run(board("trap_door C4 1"), robots(A="C4 N"), {"A": ["L 70"]})
    assert robot(s, "A")["destroyed"]  # it opens as the phase begins
    s = run(board("trap_door C4 1"), robots(A="C5 N"), {"A": ["2 670"]})
    assert robot(s, "A")["wreck"] == "C4"
    s = run(board("trap_door C4 2"), robots(A="C5 N"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "C3"  # closed in register 1: open floor
    s = run(board("trap_door C4 1; conveyor C5 N"), robots(A="C5 E"), {"A": ["L 70"]})
    assert robot(s, "A")["destroyed"]  # a belt carrying it in


# --- repulsor fields -------------------------------------------------------------------------

@pytest.mark.rule("roborally.repulsor")
def test_running_into_a_repulsor_field_pushes_back_as_far_as_the_card():
    s = run(board("repulsor C3 N"), robots(A="C5 N"), {"A": ["3 790"]})
    assert at(s) == ("C6", "N")  # C4, C3, then back 3: C4, C5, C6
    s = run(board("repulsor C3 N; wall C5 S"), robots(A="C5 N"), {"A": ["3 790"]})
    assert at(s) == ("C5", "N")  # a wall stops the repulsion


@pytest.mark.rule("roborally.repulsor-pushed")
def test_a_robot_pushed_into_a_repulsor_field_pushes_its_pusher_back():
    s = run(board("repulsor C3 N"), robots(A="C5 N", B="C3 E"), {"A": ["2 670"]})
    assert robot(s, "B")["at"] == "C5" and robot(s, "A")["at"] == "C6"


@pytest.mark.rule("roborally.repulsor-wall")
def test_a_repulsor_field_is_a_wall_to_belts_and_to_a_repulsed_robot():
    s = run(board("conveyor C3 N; repulsor C3 N"), robots(A="C3 E"), {"A": ["L 70"]})
    assert robot(s, "A")["at"] == "C3"
    s = run(board("repulsor C3 N; repulsor C5 S"), robots(A="C4 N"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "C5"  # back 2, but the second field stops it at C5
