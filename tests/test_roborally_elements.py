"""C board elements, D lasers, E checkpoints and F the end of the turn, each cited by its rule:
belts (express first, then all), currents, pushers, gears, crushers, board and robot
lasers, flamers, Tractor Beam and Big Gun, flags, repair sites, chop shops, repairs,
re-entering, lives and the winner."""

import pytest

from codyroby_lab.games.roborally import events as kinds
from tests.support.rr import board, robot, robots, rules_of, run, texts, trace

TURN = {"A": ["L 70"]}  # a card that does not move: the elements do the moving


def where(s, name="A"):
    return robot(s, name)["at"]


# --- C: belts and currents -------------------------------------------------------------------

@pytest.mark.rule("roborally.c-express-first")
@pytest.mark.rule("roborally.c-belts")
def test_express_belts_move_two_squares_and_normal_belts_one():
    b = board("express C5 N; express C4 N; express C3 N; conveyor E5 N; conveyor E4 N")
    s = run(b, robots(A="C5 E", B="E5 E"), {"A": ["R 80"], "B": ["R 90"]})
    assert where(s) == "C3" and where(s, "B") == "E4"


@pytest.mark.rule("roborally.c-express-first")
def test_the_express_belts_first_move_comes_before_the_others():
    t = trace(board("express C5 N; conveyor C4 N"), robots(A="C5 E"), TURN)
    steps = [t.phase(i) for i in range(1, len(t))]
    assert steps.index("C express belts move") < steps.index("C belts move")
    assert where(t[-1]) == "C3"  # express C5 -> C4, then the normal belt C4 -> C3


@pytest.mark.rule("roborally.conveyor-turn")
def test_a_belt_carrying_a_robot_onto_a_turned_belt_turns_it():
    s = run(board("conveyor C5 N; conveyor C4 E"), robots(A="C5 N"), {"A": ["U 10"]})
    assert where(s) == "C4" and robot(s, "A")["facing"] == "W"  # S, turned right
    s = run(board("conveyor C5 N; conveyor C4 W"), robots(A="C5 N"), {"A": ["U 10"]})
    assert robot(s, "A")["facing"] == "E"  # S, turned left


@pytest.mark.rule("roborally.c-belts")
def test_belts_never_push_and_robots_meeting_on_belts_both_stay():
    s = run(board("conveyor B4 E; conveyor D4 W"), robots(A="B4 N", B="D4 N"), TURN)
    assert (where(s), where(s, "B")) == ("B4", "D4")  # both heading for C4
    s = run(board("conveyor C4 E; conveyor D4 W"), robots(A="C4 N", B="D4 N"), TURN)
    assert (where(s), where(s, "B")) == ("C4", "D4")  # heading for each other
    s = run(board("conveyor B4 E"), robots(A="B4 N", B="C4 N"), TURN)
    assert (where(s), where(s, "B")) == ("B4", "C4")  # B stays, so A stays
    s = run(board("conveyor A4 E; conveyor B4 E"), robots(A="A4 N", B="B4 N"), TURN)
    assert (where(s), where(s, "B")) == ("B4", "C4")  # a train moves together


@pytest.mark.rule("roborally.pit")
@pytest.mark.rule("roborally.c-belts")
def test_belts_carry_robots_into_pits_and_off_the_board():
    assert robot(run(board("conveyor B4 E; pit C4"), robots(A="B4 N"), TURN), "A")["destroyed"]
    assert robot(run(board("conveyor F4 E"), robots(A="F4 N"), TURN), "A")["wreck"] == "F4"


@pytest.mark.rule("roborally.oil-conveyor")
def test_a_belt_leaving_a_robot_on_oil_makes_it_slide_the_belts_way():
    s = run(board("conveyor B4 E; oil C4; oil D4"), robots(A="B4 N"), TURN)
    assert where(s) == "E4" and robot(s, "A")["facing"] == "W"


@pytest.mark.rule("roborally.c-currents")
@pytest.mark.rule("roborally.currents-after")
def test_currents_move_after_the_belts():
    t = trace(board("conveyor C3 S; current C4 S"), robots(A="C3 E"), {"A": ["R 80"]})
    assert where(t[-1]) == "C5"
    assert "roborally.c-currents" in rules_of(t)


# --- C: pushers, gears, crushers -------------------------------------------------------------

@pytest.mark.rule("roborally.c-pushers")
def test_pushers_push_in_their_registers_only():
    s = run(board("pusher B3 W 1,3"), robots(A="B3 N", B="C3 N"), TURN)
    assert (where(s), where(s, "B")) == ("C3", "D3")  # a line of two
    b = board("pusher B3 W 2")
    assert where(run(b, robots(A="B3 N"), TURN, phases=1)) == "B3"  # register 1: it rests
    assert where(run(b, robots(A="B3 N"), TURN, phases=2)) == "C3"


@pytest.mark.rule("roborally.c-gears")
def test_gears_turn_robots():
    s = run(board("gear C3 R; gear D3 L"), robots(A="C3 N", B="D3 N"), TURN)
    assert robot(s, "A")["facing"] == "N" and robot(s, "B")["facing"] == "W"


@pytest.mark.rule("roborally.c-crushers")
@pytest.mark.rule("roborally.crushed")
def test_an_active_crusher_destroys_the_robot_under_it():
    assert robot(run(board("crusher C3 1"), robots(A="C3 N"), TURN), "A")["destroyed"]
    assert not robot(run(board("crusher C3 2"), robots(A="C3 N"), TURN), "A")["destroyed"]


@pytest.mark.rule("roborally.c-crushers")
def test_crushers_act_after_the_belts_that_carry_robots_under_them():
    s = run(board("conveyor C4 N; crusher C3 1"), robots(A="C4 E"), TURN)
    assert robot(s, "A")["wreck"] == "C3"


# --- D: lasers, flamers, options -------------------------------------------------------------

@pytest.mark.rule("roborally.board-laser")
def test_a_board_laser_hits_the_first_robot_in_its_beam():
    s = run(board("laser A3 W 2"), robots(A="C3 N", B="E3 N"), TURN)
    assert robot(s, "A")["damage"] == 2 and robot(s, "B")["damage"] == 0
    s = run(board("laser A3 W; wall B3 E"), robots(A="C3 N"), TURN)
    assert robot(s, "A")["damage"] == 0


@pytest.mark.rule("roborally.robot-laser")
@pytest.mark.rule("roborally.d-lasers")
def test_robot_lasers_fire_forward_all_at_once():
    t = trace(board(), robots(A="B3 E", B="E3 W", C="C1 S"), {"C": ["L 70"]})
    s = t[-1]
    assert robot(s, "A")["damage"] == 1 and robot(s, "B")["damage"] == 1
    assert robot(s, "C")["damage"] == 0
    fired = [e for i in range(1, len(t)) for e in t.events(i) if e.kind == kinds.FIRED]
    assert {tuple(map(tuple, e["squares"]))[-1] for e in fired} == {(1, 2), (4, 2)}


@pytest.mark.rule("roborally.power-down")
def test_a_powered_down_robot_does_not_fire_or_move():
    s = run(board(), robots(A="B3 E", B={"at": "E3", "facing": "W", "powered_down": True}),
            {"A": ["1 490"]})
    assert robot(s, "A")["damage"] == 0 and robot(s, "B")["damage"] == 1


@pytest.mark.rule("roborally.d-flamers")
def test_an_active_flamer_burns_the_robot_on_it_in_segment_d():
    assert robot(run(board("flamer C3 1"), robots(A="C3 N"), {"A": ["U 10"]}), "A")[
        "damage"] == 2  # turning on it and standing on it
    assert robot(run(board("flamer C3 2"), robots(A="C3 N"), TURN), "A")["damage"] == 0


@pytest.mark.rule("roborally.d-option-push")
@pytest.mark.rule("roborally.option-tractor-beam")
def test_a_tractor_beam_pulls_instead_of_damaging():
    s = run(board(), robots(A={"at": "C6", "options": ["Tractor Beam"]}, B="C3 E"),
            {"A": ["L 70"]})  # A turns west: it fires west, at nobody
    assert where(s, "B") == "C3"
    s = run(board(), robots(A={"at": "C6", "options": ["Tractor Beam"]}, B="C3 E"), {})
    assert where(s, "B") == "C4" and robot(s, "B")["damage"] == 0
    s = run(board(), robots(A={"at": "C6", "options": ["Tractor Beam"]}, B="C5 E"), {})
    assert where(s, "B") == "C5" and robot(s, "B")["damage"] == 1  # next to it: damage


@pytest.mark.rule("roborally.option-big-gun")
def test_a_big_gun_pushes_the_robot_it_hits_after_the_damage():
    s = run(board(), robots(A={"at": "C6", "options": ["Big Gun"]}, B="C3 E"), {})
    assert where(s, "B") == "C2" and robot(s, "B")["damage"] == 1


@pytest.mark.rule("roborally.option-double-barreled-laser")
@pytest.mark.rule("roborally.option-rear-firing-laser")
def test_double_and_rear_lasers():
    s = run(board(), robots(A={"at": "C4", "options": ["Double-Barreled Laser",
                                                       "Rear-Firing Laser"]},
                            B="C2 E", C="C6 E"), {})
    assert robot(s, "B")["damage"] == 2 and robot(s, "C")["damage"] == 2


@pytest.mark.rule("roborally.option-ablative-coat")
def test_the_ablative_coat_takes_three_damage_then_is_gone():
    s = run(board("laser A3 W 3"), robots(A={"at": "C3", "options": ["Ablative Coat"]}), TURN)
    assert robot(s, "A")["damage"] == 0 and robot(s, "A")["options"] == []
    s = run(board("laser A3 W 2"), robots(A={"at": "C3", "options": ["Ablative Coat"]}), TURN)
    assert robot(s, "A")["options"] == [["Ablative Coat", 1]]


# --- E: checkpoints and chop shops -----------------------------------------------------------

@pytest.mark.rule("roborally.e-checkpoints")
@pytest.mark.rule("roborally.flags")
@pytest.mark.rule("roborally.archive")
def test_flags_count_in_order_and_move_the_archive():
    b = board("flag C3 1; flag C2 2")
    s = run(b, robots(A="C4 N"), {"A": ["1 490"]})
    assert (robot(s, "A")["flags"], robot(s, "A")["archive"]) == (1, "C3")
    s = run(b, robots(A="C4 N"), {"A": ["2 670"]})
    assert (robot(s, "A")["flags"], robot(s, "A")["archive"]) == (0, "C2")  # out of order
    s = run(board("repair C3"), robots(A="C4 N"), {"A": ["1 490"]})
    assert robot(s, "A")["archive"] == "C3"


@pytest.mark.rule("roborally.e-checkpoints")
def test_passing_over_a_flag_does_not_touch_it():
    s = run(board("flag C3 1; flag A1 2"), robots(A="C4 N"), {"A": ["2 670"]})
    assert robot(s, "A")["flags"] == 0


@pytest.mark.rule("roborally.option-robotic-arm")
def test_the_robotic_arm_touches_the_next_flag_next_to_it():
    b = board("flag C3 1; flag A1 2")
    s = run(b, robots(A={"at": "C4", "facing": "E", "options": ["Robotic Arm"]}), TURN)
    assert robot(s, "A")["flags"] == 1 and robot(s, "A")["archive"] == "C4"
    s = run(board("flag C3 1; flag A1 2; wall C3 S"),
            robots(A={"at": "C4", "options": ["Robotic Arm"]}), TURN)
    assert robot(s, "A")["flags"] == 0  # not through a wall


@pytest.mark.rule("roborally.win")
def test_the_first_robot_to_touch_the_last_flag_wins():
    s = run(board("flag C3 1"), robots(A="C4 N", B="E4 N"), {"A": ["1 490"], "B": ["1 500"]},
            phases=3)
    assert s.winner == "A" and s.is_terminal() and s.to_dict()["phase"] == "over"
    assert robot(s, "A")["registers"][1] is None  # the game ended in register 1


@pytest.mark.rule("roborally.win")
def test_two_robots_touching_the_last_flag_at_once_the_first_mover_wins():
    arm = {"options": ["Robotic Arm"]}
    s = run(board("flag C3 1"), robots(A={"at": "C4", **arm}, B={"at": "D3", "facing": "W"}),
            {"A": ["L 70"], "B": ["1 500"]})  # A's arm reaches it, B walks onto it
    assert s.winner == "B"
    s = run(board("flag C3 1"), robots(A={"at": "C4", **arm}, B={"at": "D3", "facing": "W"}),
            {"A": ["L 700"], "B": ["1 500"]})
    assert s.winner == "A"


@pytest.mark.rule("roborally.chop-shop")
@pytest.mark.rule("roborally.option-mine-layer")
def test_a_chop_shop_reloads_an_option_in_any_register():
    s = run(board("chop_shop C3"), robots(A={"at": "C5", "options": ["Mine Layer"]}),
            {"A": ["1 490", "1 500"]}, phases=2)
    # register 1: a mine on C5, 2 left; register 2: a mine on C4, then the chop shop refills
    assert robot(s, "A")["options"] == [["Mine Layer", 3]]
    assert s.to_dict()["marks"] == {"C5": "mine", "C4": "mine"}


@pytest.mark.rule("roborally.chop-shop-turn")
@pytest.mark.rule("roborally.chop-end")
def test_a_robot_ending_the_turn_on_a_chop_shop_draws_an_option():
    s = run(board("chop_shop C3"), robots(A="C3 N"), {"A": ["L 70"]}, phases=4)
    assert robot(s, "A")["options"] == []
    s = run(board("chop_shop C3"), robots(A="C3 N"), {"A": ["L 70"]}, phases=5)
    assert len(robot(s, "A")["options"]) == 1


@pytest.mark.rule("roborally.chop-shop")
def test_scrapping_is_a_setup_choice():
    s = run(board("chop_shop C3"), robots(A={"at": "C3", "options": ["Big Gun"]}), TURN,
            chop_shop=["scrap"])
    assert [o for o, _ in robot(s, "A")["options"]] != ["Big Gun"]
    assert len(robot(s, "A")["options"]) == 1


# --- F: the end of the turn ------------------------------------------------------------------

@pytest.mark.rule("roborally.f-end-of-turn")
@pytest.mark.rule("roborally.repair")
@pytest.mark.rule("roborally.checkpoint-repair")
def test_the_end_of_the_turn_repairs_on_flags_and_repair_sites():
    b = board("repair C3; flag E3 1; double_repair A1; flag F6 2")
    bots = robots(A={"at": "C3", "damage": 3}, B={"at": "E3", "damage": 3},
                  C={"at": "A1", "damage": 3, "facing": "S"})
    s = run(b, bots, {"A": ["L 70"]}, phases=5, end=False)
    assert [robot(s, n)["damage"] for n in "ABC"] == [3, 3, 3]
    s = run(b, bots, {"A": ["L 70"]}, phases=5, end=True)
    assert [robot(s, n)["damage"] for n in "ABC"] == [2, 2, 2]
    assert len(robot(s, "C")["options"]) == 1 and robot(s, "A")["options"] == []


@pytest.mark.rule("roborally.reenter")
@pytest.mark.rule("roborally.lives")
def test_destroyed_robots_reenter_on_their_archive_with_two_damage():
    s = run(board("pit C4"), robots(A={"at": "C5", "archive": "E5"}, B="E5 S"),
            {"A": ["1 490", "R 80"]}, phases=5, end=True)
    r = robot(s, "A")
    # E5 is taken by B: the first free square around it, north first; facing as it started
    assert (r["at"], r["damage"], r["lives"], r["facing"]) == ("E4", 2, 2, "N")


@pytest.mark.rule("roborally.lives")
def test_a_robot_with_no_life_left_is_out_and_when_all_are_out_nobody_wins():
    s = run(board("pit C4"), robots(A={"at": "C5", "lives": 1}), {"A": ["1 490"]}, phases=5,
            end=True)
    assert robot(s, "A")["out"] and s.is_terminal() and s.winner is None


@pytest.mark.rule("roborally.turn-limit")
def test_the_game_ends_at_its_turn_limit():
    s = run(board(), robots(A="C5 N"), {"A": ["L 70"]}, phases=5, end=True, max_turns=1)
    assert s.is_terminal() and s.winner is None
    assert "turn limit" in texts(trace(board(), robots(A="C5 N"), {"A": ["L 70"]}, phases=5,
                                       end=True, max_turns=1))[-1]
