"""Every question and answer of the Grand Prix rulebook's Frequently Asked Questions, one
test each, citing the answer's rule."""

import pytest

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally.game import RoboRally
from tests.support.rr import board, robot, robots, run, texts, trace

UPPER = "A1 B1 C1 D1 A2 B2 C2 D2 D3"  # a corner of the lower section: C3 has ledges N and E


# --- Repulsor Fields ------------------------------------------------------------------------

@pytest.mark.rule("roborally.faq-repulsor-back-up")
def test_backing_up_into_a_repulsor_field_repulses_one_square():
    """Q: What happens when a robot backs up into a repulsor field? A: it gets "repulsed"
    one square."""
    s = run(board("repulsor C3 N"), robots(A="C3 S"), {"A": ["Back Up 430"]})
    assert robot(s, "A")["at"] == "C4" and robot(s, "A")["facing"] == "S"


@pytest.mark.rule("roborally.faq-repulsor-laser")
def test_lasers_do_not_go_through_repulsor_fields():
    """Q: Can robots shoot lasers through repulsor fields? A: No, they act just like walls
    for weapons and laser fire."""
    s = run(board("repulsor C3 N; laser C6 S"), robots(A="C4 N", B="C1 E"), {})
    assert robot(s, "B")["damage"] == 0  # A's laser stops at the field
    assert robot(s, "A")["damage"] == 1  # the board laser hits A first
    s = run(board("repulsor C3 N; laser C1 N"), robots(B="C4 E"), {})
    assert robot(s, "B")["damage"] == 0  # a board laser stops there too


@pytest.mark.rule("roborally.faq-repulsor-pushed")
def test_a_pushed_robot_is_repulsed_as_far_as_the_pushers_card_moving_both_away():
    """Q: What happens when a robot gets pushed into a repulsor field? A: The pushed robot
    gets "repulsed" the number of squares equal to the pushing robot's movement card, moving
    both robots away from the field."""
    s = run(board("repulsor C2 N", h=8), robots(A="C4 N", B="C3 E"), {"A": ["3 790"]})
    assert robot(s, "B")["at"] == "C5" and robot(s, "A")["at"] == "C6"


@pytest.mark.rule("roborally.faq-repulsor-option")
def test_an_option_moving_a_robot_into_a_repulsor_field_meets_a_wall():
    """Q: What happens when an option card moves a robot into a repulsor field? A: If a
    robot gets moved into a repulsor field other than by a movement card or a pushing robot,
    the repulsor field simply acts like a wall."""
    s = run(board("repulsor C3 N"), robots(A={"at": "C6", "options": ["Big Gun"]}, B="C3 E"),
            {})
    assert robot(s, "B")["at"] == "C3" and robot(s, "B")["damage"] == 1


# --- Trap Door Pits --------------------------------------------------------------------------

@pytest.mark.rule("roborally.faq-trap-door-device")
def test_a_dropped_device_falls_when_the_trap_door_opens():
    """Q: If a robot leaves a dropped weapon on a trap door pit, does it fall? When does it
    fall? A: Any dropped device will fall at the beginning of the phase the trap door pit
    opens."""
    b = board("trap_door C4 2")
    bots = robots(A={"at": "C4", "options": ["Mine Layer"]})
    s = run(b, bots, {"A": ["1 490", "1 500"]}, phases=1)
    assert s.to_dict()["marks"] == {"C4": "mine"}
    t = trace(b, bots, {"A": ["1 490", "1 500"]}, phases=2)
    assert t[-1].to_dict()["marks"] == {"C3": "mine"}
    assert "the trap door at C4 opens: the mine on it falls" in texts(t)
    fell = next(i for i in range(1, len(t)) if any(e.kind == kinds.MINE_FALLS for e in t.events(i)))
    assert t.phase(fell) == "A reveal"


@pytest.mark.rule("roborally.faq-trap-door-bridge")
@pytest.mark.rule("roborally.option-bridge-layer")
def test_a_bridge_may_lie_on_a_trap_door_pit():
    """Q: Can a robot leave a bridge from the Bridge Layer on a trap door pit? A: Yes."""
    b = board("trap_door C4 1,2")
    s = run(b, robots(A={"at": "C5", "options": ["Bridge Layer"]}), {"A": ["1 490", "L 70"]},
            phases=2)
    r = robot(s, "A")
    assert r["at"] == "C4" and not r["destroyed"] and s.to_dict()["marks"] == {"C4": "bridge"}
    assert r["options"] == [["Bridge Layer", 1]]
    s = run(b, robots(A={"at": "C5", "options": ["Bridge Layer"]}, B="C6 N"),
            {"A": ["2 680"], "B": ["2 670"]}, phases=1)
    assert robot(s, "A")["at"] == "C3" and robot(s, "B")["at"] == "C4"  # B crosses on it


# --- Chop Shops ------------------------------------------------------------------------------

@pytest.mark.rule("roborally.faq-chop-shop-arm")
def test_the_robotic_arm_cannot_tag_a_chop_shop():
    """Q: Can a robot "tag" a chop shop with the Robotic Arm? A: No, the Robotic Arm can
    only "tag" checkpoints."""
    arm = {"options": ["Robotic Arm", "Mine Layer"]}
    s = run(board("chop_shop C3; flag A1 1"), robots(A={"at": "C5", **arm}),
            {"A": ["1 490"]}, phases=5)
    assert robot(s, "A")["options"] == [["Robotic Arm", 0], ["Mine Layer", 2]]
    t = trace(board("chop_shop C3; flag A1 1"), robots(A={"at": "C5", **arm}),
              {"A": ["1 490"]}, phases=5)
    assert "no robot is on an option shop" in texts(t)
    assert not any(e.kind in (kinds.RELOADED, kinds.OPTION, kinds.SCRAPPED, kinds.TAGGED)
                   for i in range(1, len(t)) for e in t.events(i))


@pytest.mark.rule("roborally.faq-chop-shop-reload")
def test_reloading_refills_an_option_whatever_is_already_on_the_board():
    """Q: When a robot reloads an option, can it end up with more "shots" than counters?
    A: The counters do not limit the shots on the board at one time."""
    s = run(board("chop_shop C4", h=8), robots(A={"at": "C7", "options": ["Mine Layer"]}),
            {"A": ["1 490", "1 500", "1 510", "1 520", "1 530"]}, phases=5)
    # mines on C7, C6, C5 (all three); reloaded on the chop shop at C4; then C4 and C3
    assert list(s.to_dict()["marks"]) == ["C3", "C4", "C5", "C6", "C7"]
    assert robot(s, "A")["options"] == [["Mine Layer", 1]]


# --- Ramps -----------------------------------------------------------------------------------

@pytest.mark.rule("roborally.faq-ramp-side")
def test_a_corner_ramp_is_entered_from_the_side_but_left_upwards_only_at_its_top():
    """Q: The Canyon board has ramps in the corners of the lower section. Can a robot climb
    those ramps from the side? A: Robots can enter those squares from the side, but they
    can't get out except on the side where the ramp meets the upper section."""
    b = board("ramp C3 N", upper=UPPER)
    s = run(b, robots(A="B3 E"), {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "C3"  # in from the side; D3, upper, is a wall from here
    s = run(b, robots(A="C3 N"), {"A": ["1 490"]})
    assert robot(s, "A")["at"] == "C2"  # out upwards where it meets the upper section


@pytest.mark.rule("roborally.faq-ramp-edge")
def test_dropping_onto_a_ramp_from_its_side_costs_two_damage():
    """Q: If a robot moves off the edge onto one of the ramps in the corner, does it take 2
    points of damage? A: Yes, unless it enters the ramp square where it meets the upper
    level."""
    b = board("ramp C3 N", upper=UPPER)
    s = run(b, robots(A="D3 W"), {"A": ["1 490"]})
    assert robot(s, "A")["at"] == "C3" and robot(s, "A")["damage"] == 2
    s = run(b, robots(A="C2 S"), {"A": ["1 490"]})
    assert robot(s, "A")["at"] == "C3" and robot(s, "A")["damage"] == 0


@pytest.mark.rule("roborally.faq-ramp-across")
def test_crossing_a_ramp_does_not_cost_movement():
    """Q: If a robot moves across a ramp, as opposed to climbing one, does that affect its
    movement? A: No, ramps only reduce movement when a robot climbs up."""
    s = run(board("ramp C3 N", upper="A1 B1 C1 D1 A2 B2 C2 D2"), robots(A="B3 E"),
            {"A": ["2 670"]})
    assert robot(s, "A")["at"] == "D3"


@pytest.mark.rule("roborally.faq-ramp-level")
def test_a_robot_on_a_ramp_is_on_the_lower_level():
    """Q: If a robot is on a ramp, what level is it considered to be on? A: The lower
    level."""
    b = board("ramp C3 N", upper=UPPER)
    s = run(b, robots(A="C3 W"), {"A": ["1 490"]})
    assert robot(s, "A")["at"] == "B3" and robot(s, "A")["damage"] == 0  # no drop
    s = run(b, robots(A="C3 E"), {"A": ["1 490"]})
    assert robot(s, "A")["at"] == "C3"  # the upper level beside it is behind a ledge


# --- Portals ---------------------------------------------------------------------------------

@pytest.mark.rule("roborally.faq-portal-colours")
def test_each_portal_leads_to_the_other_of_its_colour():
    """Q: What's with all the different colored portals? A: A robot entering any portal
    moves to the other portal of the same color."""
    b = board("portal B5 blue; portal E2 blue; portal A2 green; portal F5 green")
    s = run(b, robots(A="B6 N", B="A3 N"), {"A": ["1 490"], "B": ["1 500"]})
    assert robot(s, "A")["at"] == "E2" and robot(s, "B")["at"] == "F5"
    with pytest.raises(SetupError, match="green portal at A2 has no partner"):
        RoboRally({"board": board("portal B5 blue; portal E2 blue; portal A2 green")})


# --- Oil Slicks and Conveyors ----------------------------------------------------------------

@pytest.mark.rule("roborally.faq-oil-conveyor")
def test_an_express_belt_onto_oil_onto_a_second_belt_moves_three_squares():
    """Q: What happens when a conveyor belt dumps a robot onto an oil slick? A: The robot
    keeps going until a non-oil space, a robot or a wall. If an express belt moves a robot
    onto an oil slick and the oil deposits it on another conveyor, the second conveyor still
    moves it (three spaces in all)."""
    b = board("express B4 E; oil C4; conveyor D4 E", w=7)
    t = trace(b, robots(A="B4 N"), {"A": ["U 10"]})
    assert robot(t[-1], "A")["at"] == "E4"  # C4 by the express belt, D4 sliding, E4 by belt
    steps = {t.phase(i): [e.text for e in t.events(i)] for i in range(1, len(t))}
    assert steps["C express belts move"] == [
        "the express belt carries A east from B4 to C4",
        "A slides east on the oil from C4 to D4"]
    assert steps["C belts move"] == ["the conveyor belt carries A east from D4 to E4"]
    s = run(board("conveyor B4 E; oil C4; oil D4; wall D4 E"), robots(A="B4 N"), {})
    assert robot(s, "A")["at"] == "D4"  # a wall stops the slide
