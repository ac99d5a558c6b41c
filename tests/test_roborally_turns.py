"""A RoboRally turn: the deck, the deal, programming in secret (simultaneous commits), locked
registers, power-down, the reveal register by register, priority order and ties, the trace
of a register phase segment by segment, and bad programs refused with the state unchanged."""

import json

import pytest

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.protocol import SIMULTANEOUS
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.roborally.deck import CardTable, deck_data
from codyroby_lab.games.roborally.game import RoboRally
from tests.support.rr import board, robot, robots, run, texts, trace

HAND = ["Move 1 490", "Move 2 670", "Move 3 790", "Rotate Left 70", "Rotate Right 80",
        "U-Turn 10", "Back Up 430", "Move 1 500", "Move 2 680"]
OTHER = ["Move 1 510", "Move 1 520", "Move 1 530", "Move 1 540", "Move 1 550",
         "Rotate Left 90", "Rotate Left 110", "Rotate Right 100", "Rotate Right 120"]


def game(**more):
    d = {"board": board(), "robots": robots(A="C5 N", B="E5 N"),
         "hands": {"A": HAND, "B": OTHER}}
    d.update(more)
    return RoboRally(d)


def labels(s, name):
    return robot(s, name)["registers"]


@pytest.mark.rule("roborally.deck")
def test_the_deck_has_84_cards_with_the_published_priorities():
    kinds, cards = deck_data()
    count = {k.name: sum(c.kind is k for c in cards) for k in kinds.values()}
    assert count == {"U-Turn": 6, "Rotate Left": 18, "Rotate Right": 18, "Back Up": 6,
                     "Move 1": 18, "Move 2": 12, "Move 3": 6}
    assert [c.priority for c in cards if c.kind.code == "3"] == [790, 800, 810, 820, 830, 840]
    assert min(c.priority for c in cards if c.kind.code == "L") == 70
    t = CardTable.standard()
    assert all(t.priority(code) == 10 * code for code in t.deck)


@pytest.mark.rule("roborally.deal")
def test_each_robot_is_dealt_nine_cards_minus_its_damage():
    g = RoboRally({"board": board(), "robots": robots(A={"at": "C5", "damage": 3}, B="E5 N")})
    s = g.new_state(seed=4)
    assert len(robot(s, "A")["hand"]) == 6 and len(robot(s, "B")["hand"]) == 9
    hands = robot(s, "A")["hand"] + robot(s, "B")["hand"]
    assert len(set(hands)) == 15  # distinct cards of the one deck
    assert s.observation("B")["robots"]["A"]["hand"] == 6  # B sees how many, not which


@pytest.mark.rule("roborally.program")
def test_programs_are_committed_in_secret_and_played_by_the_last_commit():
    s = game().new_state(seed=0)
    assert s.current_player() is SIMULTANEOUS and s.waiting_for() == ("A", "B")
    with pytest.raises(IllegalAction, match="say who plays it"):
        s.apply("program 1 2 3 4 5")
    ev = s.apply("A: program 3 1 4 2 5")
    assert ev[0].text == "A programs Move 3 (priority 790), Move 1 (priority 490), Rotate " \
                         "Left (priority 70), Move 2 (priority 670), Rotate Right (priority 80)"
    assert ev[0].seen_by("B").text == "A has chosen" and ev[0].seen_by(None).text == \
        "A has chosen"
    assert s.observation("B")["committed"] == {"A": True, "B": False}
    assert s.observation("A")["committed"]["A"]["cards"][0] == "Move 3 790"
    assert robot(s, "A")["registers"] == [None] * 5  # nothing revealed yet
    t = s.play("B: program 510 520 90 100 530")  # by priority
    assert s.turn == 2 and s.waiting_for() == ("A", "B")
    assert "A reveals Move 3 (priority 790) in register 1" in texts(t)


@pytest.mark.rule("roborally.a-reveal")
def test_registers_are_revealed_one_register_phase_at_a_time():
    s = game().new_state(seed=0)
    s.apply("A: program 1 2 3 4 5")
    t = s.play("B: program 1 2 3 4 5")
    first_b = next(i for i in range(1, len(t)) if t.phase(i) == "B robots move")
    shown = t[first_b].to_dict()["robots"]["A"]["registers"]
    assert shown == ["Move 1 490", None, None, None, None]
    for v in ("B", None):
        assert t.view(v)[first_b].to_dict()["robots"]["A"]["program"] == [None] * 5


@pytest.mark.rule("roborally.b-robots-move")
@pytest.mark.rule("roborally.priority")
def test_robots_move_in_priority_order_each_card_a_step():
    t = trace(board(), robots(A="C5 N", B="D4 W"), {"A": ["1 500"], "B": ["1 600"]})
    moves = [(t.phase(i), t.actor(i), t.card_of(i)) for i in range(1, len(t))
             if t.phase(i) == "B robots move"]
    assert [(a, c.label, c.slot, c.priority) for _, a, c in moves] == [
        ("B", "Move 1", 1, 600), ("A", "Move 1", 1, 500)]
    assert t.events(2)[0].text == "B (priority 600) moves 1"
    s = t[-1]
    assert robot(s, "B")["at"] == "C3" and robot(s, "A")["at"] == "C4"  # B first, pushed
    s = run(board(), robots(A="C5 N", B="D4 W"), {"A": ["1 600"], "B": ["1 500"]})
    assert robot(s, "A")["at"] == "B4" and robot(s, "B")["at"] == "C4"


@pytest.mark.rule("roborally.tie")
def test_equal_priorities_move_in_the_setups_order():
    t = trace(board(), robots(A="C5 N", B="D4 W"), {"A": ["1 500"], "B": ["1 500"]})
    assert robot(t[-1], "A")["at"] == "B4"  # A named first moves first
    assert any("equals the one before" in x for x in texts(t))
    t = trace(board(), robots(B="D4 W", A="C5 N"), {"A": ["1 500"], "B": ["1 500"]})
    assert robot(t[-1], "B")["at"] == "C3"


@pytest.mark.rule("roborally.locked")
def test_a_locked_register_keeps_its_card_which_plays_again():
    turns = ["Rotate Left 70", "Rotate Right 80", "U-Turn 10", "U-Turn 20"]
    g = RoboRally({"board": board(), "robots": robots(
        A={"at": "C6", "damage": 5, "registers": {"5": "Move 1 490"}}, B="F3 N"),
        "hands": {"A": turns, "B": OTHER}})
    s = g.new_state(seed=1)
    assert robot(s, "A")["locked"] == [5] and robot(s, "A")["registers"][4] == "Move 1 490"
    with pytest.raises(IllegalAction, match="cannot change a locked register"):
        s.apply("A: program 1 2 3 4 1")
    s.apply("A: program 1 2 3 4")  # L R U U: A faces north again for register 5
    s.apply("B: program 6 8 7 9 1")
    r = robot(s, "A")
    assert r["at"] == "C5" and r["registers"] == [None, None, None, None, "Move 1 490"]
    assert "Move 1 490" not in r["hand"]  # the locked card is not dealt again


@pytest.mark.rule("roborally.locked")
def test_nine_damage_locks_every_register():
    g = RoboRally({"board": board(), "robots": robots(
        A={"at": "C6", "damage": 9, "registers": {str(r): f"Move 1 {480 + 10 * r}"
                                                   for r in range(1, 6)}})})
    s = g.new_state(seed=1)
    assert robot(s, "A")["hand"] == [] and s.legal_actions("A")[0].text == "program"
    s.apply("A: program")
    assert robot(s, "A")["at"] == "C1"


@pytest.mark.rule("roborally.power-down")
def test_a_power_down_announced_takes_effect_next_turn():
    s = game().new_state(seed=0)
    s.apply("A: program 4 5 6 7 1 down")
    s.apply("B: program 1 2 3 4 5")
    r = robot(s, "A")
    assert r["powered_down"] and r["damage"] == 0 and r["hand"] == []
    assert s.legal_actions("A") and {a.text for a in s.legal_actions("A")} == {
        "power up", "power down"}
    with pytest.raises(IllegalAction, match="powered down this turn"):
        s.apply("A: program 1 2 3 4 5")
    s.apply("A: power up")
    s.apply("B: program 1 2 3 4 5")
    r = robot(s, "A")
    assert not r["powered_down"] and len(r["hand"]) == 9 - r["damage"]


@pytest.mark.rule("roborally.program")
@pytest.mark.parametrize("bad, why", [
    ("A: program 1 2 3 4", "give 5 cards, not 4"),
    ("A: program 1 2 3 4 5 6", "give 5 cards, not 6"),
    ("A: program 1 1 2 3 4", "card 1 is given twice"),
    ("A: program 1 2 3 4 840", "holds no card of priority 840"),
    ("A: program 1 2 x 4 5", "card numbers"),
    ("A: power down", "not powered down"),
    ("A: dance", "not an action here"),
    ("C: program 1 2 3 4 5", "not an action here"),
])
def test_a_bad_program_is_refused_and_changes_nothing(bad, why):
    s = game().new_state(seed=0)
    before = json.dumps(s.to_dict())
    with pytest.raises(LabError, match=why):
        s.apply(bad)
    assert json.dumps(s.to_dict()) == before


@pytest.mark.rule("roborally.program")
def test_a_robot_commits_once_and_a_short_hand_has_no_tenth_card():
    s = game().new_state(seed=0)
    s.apply("A: program 1 2 3 4 5")
    with pytest.raises(IllegalAction, match="A cannot play now"):
        s.apply("A: program 5 4 3 2 1")
    g = RoboRally({"board": board(), "robots": robots(A={"at": "C5", "damage": 3})})
    s = g.new_state(seed=0)
    with pytest.raises(IllegalAction, match="hand holds 6 cards: there is no card 7"):
        s.apply("A: program 1 2 3 4 7")


@pytest.mark.rule("roborally.b-robots-move")
def test_every_segment_of_a_register_phase_is_a_step_that_names_its_rule():
    b = board("express B2 S; conveyor D2 S; current F2 S; gear B5 R; crusher E5 3; "
              "flamer A6 4; chop_shop F6; pusher A3 W 2", w=7)
    t = trace(b, robots(A="C4 N"), {"A": ["1 490"]})
    assert [t.phase(i) for i in range(1, len(t))] == [
        "A reveal", "B robots move", "C express belts move", "C belts move",
        "C currents move", "C pushers push", "C gears turn", "C crushers crush",
        "D lasers fire", "D flamers burn", "E checkpoints", "E chop shops", "stopped"]
    assert all(t.events(i) for i in range(1, len(t) - 1))


def test_a_trace_of_a_whole_turn_replays_to_the_live_state():
    s = game().new_state(seed=0)
    tr = Trace(s)
    s.play("A: program 1 2 3 4 5", tr)
    s.play("B: program 5 4 3 2 1", tr)
    assert tr[-1] == s and tr.steps > 20


@pytest.mark.rule("roborally.power-down")
def test_a_destroyed_robot_s_power_down_is_said_to_be_off_when_it_comes_back():
    """Walk 07p, fault 3: a robot that announced a power-down and was destroyed came back
    with cards and its box unticked, and nothing said why: its rest was dropped unsaid."""
    s = game(robots=robots(A="C1 N", B="E5 N")).new_state(seed=0)
    s.apply("A: program 3 4 5 6 7 down")          # Move 3 off the north edge
    said = texts(list(s.apply("B: program 1 2 3 4 5")))
    assert "A re-enters at C1 with 2 damage; its power-down is off, so it gets cards next " \
        "turn" in said, said
    assert "B re-enters at E5 with 2 damage" in said     # no power-down asked: no word of it
    assert not robot(s, "A")["powered_down"] and robot(s, "A")["hand"]
