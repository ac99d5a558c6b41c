"""CodyRoby basic play, one test per rule of DECISIONS.md "CodyRoby" (facts and rulings)."""

import pytest

from codyroby_lab import codyroby
from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby


def state(at="C3", facing="N", **board):
    return CodyRoby({"board": {"width": 5, "height": 5, **board},
                     "robots": {"roby": {"at": at, "facing": facing}}}).new_state()


def roby(s):
    r = s.robots["roby"]
    return r.name_at, r.facing.name


@pytest.mark.rule("codyroby.card-F")
def test_F_moves_one_square_forward():
    s = state("C3", "E")
    events = s.apply("F")
    assert roby(s) == ("D3", "E")
    assert events[0].kind == kinds.MOVED and events[0].rule is rules.CARD_F
    assert events[0]["from"] == "C3" and events[0]["to"] == "D3"


@pytest.mark.rule("codyroby.card-L")
def test_L_turns_counter_clockwise_in_place():
    s = state("C3", "N")
    facings = []
    for _ in range(4):
        s.apply("L")
        facings.append(roby(s))
    assert facings == [("C3", "W"), ("C3", "S"), ("C3", "E"), ("C3", "N")]
    assert s.apply("L")[0].rule is rules.CARD_L


@pytest.mark.rule("codyroby.card-R")
def test_R_turns_clockwise_in_place():
    s = state("C3", "N")
    s.apply("R")
    assert roby(s) == ("C3", "E")
    s.apply("R R R")
    assert roby(s) == ("C3", "N")
    assert s.apply("R")[0].text == "Roby turns right to face east"


@pytest.mark.rule("codyroby.crash")
@pytest.mark.rule("codyroby.crash-path")
@pytest.mark.parametrize("at, facing, board, why, rule", [
    ("A3", "W", {}, "the edge of the board is ahead", rules.CRASH),
    ("C3", "N", {"blocks": ["C2"]}, "C2 is a block", rules.CRASH),
    ("A5", "E", {"path": ["A5", "A4"]}, "B5 is off the path", rules.CRASH_PATH),
])
def test_a_crash_keeps_roby_in_place_and_stops_the_program(at, facing, board, why, rule):
    s = state(at, facing, **board)
    events = s.apply("F R")
    assert roby(s) == (at, facing)  # the R after the crash never ran
    assert s.halt == "crash" and s.robots["roby"].crashed and s.is_terminal()
    assert events[-1].kind == kinds.CRASHED and events[-1].rule is rule
    assert why in events[-1].text
    with pytest.raises(IllegalAction):
        s.apply("F")


def test_a_crash_on_a_board_without_a_path_never_speaks_of_one():
    """Walk 01b, fault 7: lesson 01's crash rule spoke of "a board with a path"."""
    s = state("A5", "N")
    assert "path" not in s.run("L F").events(-1)[-1].rule.text
    assert "path" not in state("A5", "N").run("F F F F F").events(-1)[-1].rule.text


@pytest.mark.rule("codyroby.repeat-times")
def test_repeat_runs_its_cards_once_per_counting_unit():
    s = state("A5", "N")
    t = s.run("REPEAT 3 [F] REPEAT 2 [R]")
    assert roby(s) == ("A2", "S")
    assert t.steps == 5
    assert [t.card_of(i).label for i in range(1, 6)] == ["F", "F", "F", "R", "R"]


@pytest.mark.rule("codyroby.repeat-while")
def test_repeat_while_checks_the_sensor_before_each_round():
    s = state("A5", "N", blocks=["A2"])
    t = s.run("REPEAT WHILE ahead [F]")
    assert roby(s) == ("A3", "N")
    texts = [e.text for i in range(len(t)) for e in t.events(i)]
    assert texts.count("road ahead, so the REPEAT WHILE runs its cards") == 2
    assert "no road ahead, so the REPEAT WHILE is done" in texts
    assert all(e.rule is rules.REPEAT_WHILE for i in range(len(t)) for e in t.events(i)
               if e.kind == kinds.CHECKED)


@pytest.mark.rule("codyroby.repeat-until")
def test_repeat_until_stops_on_the_target():
    s = state("A5", "N", targets={"red": "C1", "yellow": "A1"})
    s.apply("REPEAT UNTIL yellow [F] R REPEAT UNTIL red [F]")
    assert roby(s) == ("C1", "E")
    s2 = state("A5", "N", targets={"red": "A5"})
    t2 = s2.run("REPEAT UNTIL red [F]")  # checked before the first round: no card runs
    assert t2.steps == 1 and t2.card_of(1) is None  # a run with no card has one end step
    assert roby(s2) == ("A5", "N")


@pytest.mark.rule("codyroby.if-else")
def test_if_runs_its_block_when_the_sensor_sees_road_else_the_else_block():
    s = state("A5", "N")
    s.apply("IF left [L] ELSE [R]")  # nothing to the left of A5 facing north
    assert roby(s) == ("A5", "E")
    s.apply("IF ahead [F]")
    assert roby(s) == ("B5", "E")
    events = s.apply("IF right [F]")  # right is off the board: skipped, no ELSE
    assert roby(s) == ("B5", "E")
    assert events[0].text == "no road to the right, so the IF's cards are skipped"


@pytest.mark.rule("codyroby.sensor")
def test_sensors_see_board_blocks_and_path():
    b = Board(5, 5, blocks=["B4"], path=None)
    assert rules.sense(b, (0, 3), codyroby.Direction.E, "ahead") is False  # a block
    assert rules.sense(b, (0, 3), codyroby.Direction.N, "left") is False   # off the board
    assert rules.sense(b, (0, 3), codyroby.Direction.N, "right") is False  # B4 block
    assert rules.sense(b, (0, 3), codyroby.Direction.S, "left") is False   # B4 again
    assert rules.sense(b, (0, 3), codyroby.Direction.N, "ahead") is True
    p = Board(5, 5, path=["A5", "A4", "B4"])
    assert rules.sense(p, (0, 4), codyroby.Direction.E, "ahead") is False  # off the path
    assert rules.sense(p, (0, 3), codyroby.Direction.N, "right") is True


@pytest.mark.rule("codyroby.step-limit")
def test_the_step_limit_halts_cleanly_even_for_loops_without_cards():
    game = CodyRoby({"board": {"width": 5, "height": 5}, "step_limit": 1000,
                     "robots": {"roby": {"at": "C3", "facing": "N"}}})
    s = game.new_state()
    t = s.run("REPEAT WHILE ahead [R]")  # always road ahead in the middle: endless
    assert s.halt == "step_limit" and t.steps == 1000
    # (said after the checks after the last card, in the order they happen: walk 03r6,
    # fault 6; each check said once, counted: walk 03q4, fault 3)
    assert [e.rule for e in t.events(-1)][-2:] == [rules.REPEAT_WHILE, rules.STEP_LIMIT]
    s2 = game.new_state()
    t2 = s2.run("REPEAT 1000000000 []")  # rounds that run no card count too
    assert s2.halt == "step_limit" and t2.steps == 1 and t2.card_of(1) is None
    # issue 29: "the step limit of 1,000 cards" counted steps as cards
    assert "has run 1,000 steps" in t2.events(-1)[0].text


@pytest.mark.rule("codyroby.if-else")
def test_a_loop_without_cards_tells_each_check_once_and_counts_it():
    """Walk 03q4, fault 3: a loop without cards told its first 20 checks one by one, the
    same line 20 times, and only then what to do. Between two cards Roby does not move, so
    each check is said once, counted, in the order first made."""
    s = state("C3")
    t = s.run("REPEAT 5000 [IF ahead []]")  # 5,000 checks and not one card
    checks = [e for e in t.events(-1) if e.kind == kinds.CHECKED]
    assert [e.text for e in checks] == [
        "road ahead, so the IF's cards run (checked 5,000 times, with no card played in "
        "between)"]
    assert checks[0].rule is rules.IF_ELSE and checks[0]["times"] == 5000
    few = state("C3").run("REPEAT 3 [IF ahead [] IF left []]")
    assert [e.text for e in few.events(-1)] == [
        "road ahead, so the first IF's cards run (checked 3 times, with no card played in "
        "between)",
        "road to the left, so the second IF's cards run (checked 3 times, with no card "
        "played in between)",
        "the program has ended"]


@pytest.mark.rule("codyroby.step-limit")
def test_an_empty_loop_says_what_to_do_after_one_counted_check():
    """Walk 03q4, fault 3: "road ahead, so the REPEAT WHILE runs its cards" came about 20
    times before the words that say what to do (put cards inside the REPEAT). The check is
    said once, counted, and the stop after it, in the order they happen (walk 03r6, fault
    6: the stop first, then the check, read backwards)."""
    t = state("A5").run("REPEAT WHILE ahead []")
    said = [e.text for e in t.events(-1)]
    assert said[-1].endswith("put cards inside the REPEAT)"), said
    assert said[:-1] == ["road ahead, so the REPEAT WHILE runs its cards (checked 100,001 "
                         "times, with no card played in between)"]


@pytest.mark.rule("codyroby.repeat-while")
def test_checks_in_one_step_say_which_card_made_them():
    """Walk 03q4, fault 4: with two REPEAT WHILEs, one step said "no road ahead, so the
    REPEAT WHILE is done" twice. A card of a kind the program holds more than one of is
    named by its place; a check made again with no card between is said once, counted."""
    t = state("A5").run("REPEAT WHILE ahead [REPEAT WHILE ahead [F]] R")
    assert [e.text for e in t.events(-1)] == [
        "no road ahead, so the second REPEAT WHILE is done",
        "no road ahead, so the first REPEAT WHILE is done",
        "Roby turns right to face east", "the program has ended"]
    t = state("A5").run("REPEAT 2 [REPEAT WHILE ahead [F]] R")
    assert [e.text for e in t.events(-1)][0] == (
        "no road ahead, so the REPEAT WHILE is done (checked 2 times, with no card played "
        "in between)")
    t = state("A5").run("IF left [L] ELSE [R] IF left [L] ELSE [F]")
    assert t.events(1)[0].text == "no road to the left, so the ELSE cards of the first IF run"


def test_the_default_step_limit_is_one_hundred_thousand():
    s = state("C3")
    t = s.run("REPEAT WHILE ahead [R]")
    assert t.steps == 100_000 and s.halt == "step_limit"


@pytest.mark.rule("codyroby.end")
def test_a_program_ends_after_its_last_card():
    s = state("C3")
    t = s.run("F")
    assert s.halt == "end" and not s.is_terminal()
    assert [e.kind for e in t.events(1)] == ["Moved", "Finished"]
    assert s.run("").events(1)[0].rule is rules.END  # an empty program ends at once


def test_events_explain_themselves_with_their_rule():
    s = state("C3")
    e = s.apply("F")[0]
    assert e.explain().startswith("Roby moves forward from C3 to C2 (DECISIONS, CodyRoby:")
    assert e.to_dict()["rule"]["id"] == "codyroby.card-F"


def test_several_robots_each_run_their_own_program():
    game = CodyRoby({"board": {"width": 5, "height": 5},
                     "robots": {"roby": {"at": "A5"}, "rosa": {"at": "E5", "color": "red"}}})
    s = game.new_state()
    s.apply({"robot": "rosa", "program": "F F"})
    s.apply({"robot": "roby", "program": "R F"})
    assert s.robots["rosa"].name_at == "E3" and s.robots["roby"].name_at == "B5"
    assert s.robots["roby"].color == "purple" and s.robots["rosa"].color == "red"
    assert len(s.legal_actions()) == 6


def test_five_roby_colours_at_most():
    from codyroby_lab.core.errors import SetupError
    robots = {f"r{i}": {"at": [i, 0]} for i in range(5)}
    s = CodyRoby({"board": {"width": 6, "height": 2}, "robots": robots}).new_state()
    assert [r.color for r in s.robots.values()] == ["purple", "yellow", "white", "red", "green"]
    with pytest.raises(SetupError):
        CodyRoby({"board": {"width": 6, "height": 2},
                  "robots": {**robots, "r5": {"at": [5, 0]}}})


def test_state_round_trips_through_to_dict():
    s = state("B2", "W", blocks=["C3"], targets={"red": "E1"})
    s.apply("F R")
    again = type(s).from_dict(s.to_dict())
    assert again == s and again.to_dict() == s.to_dict()
    assert again is not s and again.clone() == s
