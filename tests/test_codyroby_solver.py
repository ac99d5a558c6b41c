"""The solver: optimal against brute force on small random boards, fast on 8x8."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, Direction, parse_direction, parse_square
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import Card, Program, Repeat
from codyroby_lab.games.codyroby.robot import Robot
from codyroby_lab.games.codyroby.rules import forward, is_road, turn
from codyroby_lab.games.codyroby.solver import (
    ALL_BLUE,
    best_next_cards,
    distance,
    distance_map,
    shortest_program,
    solve,
)
from tests.support.strategies import boards as small_boards
from tests.support.strategies import programs


def ends_on(board, start, facing, program, target) -> bool:
    s = CodyRoby(board=board, robots={"roby": Robot("roby", start, facing)}).new_state()
    s.run(program, trace=False)
    return s.halt == "end" and s.robots["roby"].at == target


def walk(board, at, facing, cards):
    for c in cards:
        if c == "F":
            at = forward(board, at, facing)
            if at is None:
                return None
        else:
            facing = turn(facing, c)
    return at


@st.composite
def boards(draw, side=(3, 4)):
    w, h = draw(st.integers(*side)), draw(st.integers(*side))
    cells = [(x, y) for x in range(w) for y in range(h)]
    blocks = draw(st.sets(st.sampled_from(cells), max_size=len(cells) // 4))
    free = [c for c in cells if c not in blocks]
    start = draw(st.sampled_from(free))
    target = draw(st.sampled_from(free))
    facing = draw(st.sampled_from(ORTHOGONAL))
    return Board(w, h, blocks), start, facing, target


@settings(max_examples=25, deadline=None)
@given(boards())
@pytest.mark.rule("codyroby.crash")
def test_basic_solver_matches_brute_force(case):
    board, start, facing, target = case
    brute = next((n for n in range(8) for cards in product("FLR", repeat=n)
                  if walk(board, start, facing, cards) == target), None)
    p = shortest_program(board, start, facing, target)
    if brute is None:
        assert p is None or p.card_count >= 8
        return
    assert p is not None and p.card_count == brute == distance(board, start, facing, target)
    assert not p.uses_blocks and ends_on(board, start, facing, p, target)


def _programs_up_to(cost: int):
    """Every program of top-level basic cards and REPEAT n [basic body], n in 2..4."""
    items = {1: [Card(c) for c in "FLR"]}
    for c in range(2, cost + 1):
        items[c] = [Repeat(tuple(Card(x) for x in body), times=n)
                    for body in product("FLR", repeat=c - 1) for n in (2, 3, 4)]
    seqs = {0: [()]}
    for c in range(1, cost + 1):
        seqs[c] = [(it, *rest) for k in range(1, c + 1) for it in items[k] for rest in seqs[c - k]]
    return [(c, Program(s)) for c in range(cost + 1) for s in seqs[c]]


PROGRAMS = _programs_up_to(4)


@settings(max_examples=15, deadline=None)
@given(boards(side=(3, 5)))
def test_repeat_solver_is_at_least_as_good_as_brute_force(case):
    board, start, facing, target = case
    game = CodyRoby(board=board, robots={"roby": Robot("roby", start, facing)})
    brute = None
    for cost, p in PROGRAMS:
        s = game.new_state()
        s.run(p, trace=False)
        if s.halt == "end" and s.robots["roby"].at == target:
            brute = cost
            break
    p = shortest_program(board, start, facing, target, blue=("REPEAT",))
    basic = shortest_program(board, start, facing, target)
    if p is None:
        assert brute is None and basic is None
        return
    assert ends_on(board, start, facing, p, target)
    assert p.card_count <= basic.card_count
    if brute is not None:
        assert p.card_count <= brute


def test_repeat_saves_cards_on_long_straights():
    b = Board(8, 8)
    assert shortest_program(b, "A8", "N", "A1").card_count == 7
    p = shortest_program(b, "A8", "N", "A1", blue=("REPEAT",))
    assert p.text == "REPEAT 7 [F]"
    spiral = shortest_program(b, "A8", "N", "H8", blue=("REPEAT",))
    assert spiral.card_count <= 4 and ends_on(b, (0, 7), Direction.N, spiral, (7, 7))


def test_an_8x8_board_with_blocks_is_solved_for_each_target():
    """(its speed is bench/solver.py's: no timed assertion here)"""
    b = Board(8, 8, blocks=["C3", "D5", "F2", "B7", "G6", "E4"])
    for target in ("H1", "E8", "A1", "H5"):
        p = shortest_program(b, "A8", "E", target, blue=("REPEAT",))
        assert p is not None and ends_on(b, (0, 7), Direction.E, p,
                                         (ord(target[0]) - 65, int(target[1]) - 1))


def test_unreachable_and_trivial():
    b = Board(3, 3, blocks=["B1", "A2"])
    assert shortest_program(b, "A1", "N", "C3") is None
    assert distance(b, "A1", "N", "C3") is None
    assert shortest_program(b, "C3", "N", "C3") == Program(())
    assert shortest_program(b, "C3", "N", "B1") is None  # a block is no target


def test_distance_map_and_next_cards_agree():
    b = Board(5, 5, blocks=["B4"])
    dm = distance_map(b, (4, 0))
    for (sq, facing), d in dm.items():
        assert is_road(b, sq) and d == distance(b, sq, facing, (4, 0))
    assert best_next_cards(b, (0, 4), Direction.N, (4, 0)) == ["F"]
    assert best_next_cards(b, (2, 2), Direction.S, (2, 0)) == ["L", "R"]
    assert best_next_cards(b, (4, 0), Direction.N, (4, 0)) == []


def test_path_boards_only_use_the_path():
    b = Board(5, 5, path=["A5", "A4", "B4", "C4"])
    p = shortest_program(b, "A5", "N", "C4")
    assert p.text == "F R F F"
    assert shortest_program(b, "A5", "N", "E1") is None


# --- issue 32: a solver that is right ----------------------------------------------------

ROAD = Board(6, 6, path=["A6", "A5", "A4", "B4", "C4", "C3", "C2", "D2", "E2", "E1"])
FOLLOWER = "REPEAT 5 [REPEAT WHILE ahead [F] IF left [L] ELSE [R]]"


def test_the_road_board_of_issue_32_needs_8_cards_with_repeat():
    """Issue 32: a budget of 8 was refused ("11 are needed") though REPEAT 2 [F F R F F L] F
    meets it: REPEAT bodies of 6 cards were never tried. Now 8, and no program is shorter."""
    a = solve(ROAD, "A6", "N", "E1", blue=("REPEAT",))
    assert a.cards == a.fewest == 8 and a.exact and a.words == "8 cards"
    assert ends_on(ROAD, (0, 5), Direction.N, a.program, (4, 0))
    assert solve(ROAD, "A6", "N", "E1").words == "13 cards"


def test_on_the_road_board_every_blue_card_allows_a_budget_of_7():
    road = {"board": ROAD.to_dict(), "start": "A6", "facing": "N", "target": "E1",
            "blue_cards": True}
    a = Challenge.from_dict(road).answer
    assert a.cards <= 8 and a.fewest <= 7
    assert ends_on(ROAD, (0, 5), Direction.N, a.program, (4, 0))
    assert Challenge.from_dict({**road, "budget": 7}).check(FOLLOWER).ok
    assert Challenge.from_dict({**road, "budget": 8}).check("REPEAT 2 [F F R F F L] F").ok
    with pytest.raises(SetupError, match="budget: 3 cards cannot do it: at least"):
        Challenge.from_dict({**road, "budget": 3})


KNOWN = [  # board, start, facing, target, blue cards, the fewest cards (worked out by hand)
    (Board(5, 5), "A5", "N", "A1", ("REPEAT",), 2),               # REPEAT 4 [F]
    (Board(8, 8), "A8", "N", "A1", ("REPEAT",), 2),               # REPEAT 7 [F]
    (Board(5, 5), "A5", "E", "E1", ("REPEAT",), 4),               # REPEAT 2 [REPEAT 4 [F] L]
    (Board(5, 5), "A5", "N", "E5", (), 5),                        # R F F F F
    (ROAD, "A6", "N", "E1", ("REPEAT",), 8),
    (ROAD, "A6", "N", "E1", (), 13),
    (Board(6, 6), "A6", "N", "F1", ALL_BLUE, 4),                  # REPEAT 2 [REPEAT 5 [F] R]
    (Board(3, 3, blocks=["B2"]), "A3", "N", "C1", ALL_BLUE, 4),   # REPEAT 2 [F F R]
    (Board(5, 1), "A1", "E", "E1", ALL_BLUE, 2),                  # REPEAT 4 [F]
    (Board(5, 5, path=["A5", "A4", "B4", "B3", "C3", "C2", "D2", "D1"]), "A5", "N", "D1",
     ("REPEAT",), 6),                                             # REPEAT 3 [F R F L] F
]


@pytest.mark.parametrize("board, start, facing, target, blue, fewest", KNOWN)
def test_boards_with_known_minima(board, start, facing, target, blue, fewest):
    a = solve(board, start, facing, target, blue=blue)
    assert a.exact and a.cards == fewest
    assert ends_on(board, parse_square(start), parse_direction(facing), a.program,
                   parse_square(target))


def _end(board, start, facing, program):
    s = CodyRoby(board=board, robots={"roby": Robot("roby", start, facing)},
                 step_limit=200).new_state()
    s.run(program, trace=False)
    return s.robots["roby"].at if s.halt == "end" else None


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(case=small_boards(min_side=2, max_side=4), program=programs,
       facing=st.sampled_from(ORTHOGONAL))
def test_a_budget_that_a_program_meets_is_never_refused(case, program, facing):
    """Whatever the program (blue cards of any kind inside each other), a challenge whose
    budget is that program's length is accepted, and the solver never claims fewer cards
    than some program needs: its ``fewest`` is at most the program's length."""
    board, start = case
    end = _end(board, start, facing, program)
    assume(end is not None and end != start)
    doc = {"board": board.to_dict(), "start": list(start), "facing": facing.name,
           "target": list(end), "budget": program.card_count,
           "blue_cards": program.uses_blocks}
    c = Challenge.from_dict(doc)
    assert c.answer.fewest <= program.card_count
    assert c.answer.cards is not None and ends_on(board, start, facing, c.solution, end)


@pytest.mark.parametrize("board, start, facing, target, blue, shown", [
    # walk 05p, fault 4: a turn after the target, where F L F does as well
    (Board(5, 5), "D2", "N", "C1", ("REPEAT",), "F L F"),
    # walk 05p, fault 3: a REPEAT WHILE riddle, where REPEAT n does as well
    (Board(5, 5, blocks=["B4", "C2"]), "A5", "N", "E1", ALL_BLUE, "REPEAT 2 [REPEAT 4 [F] R]"),
    (Board(5, 5), "A5", "N", "B1", ALL_BLUE, "REPEAT 4 [F] R F"),   # was REPEAT 16 [IF ...]
])
def test_a_shortest_program_shown_has_no_sensor_trick_nor_card_after_the_target(
        board, start, facing, target, blue, shown):
    """Of the programs with the fewest cards, the one a teacher could copy as a model: no
    sensor card when REPEAT n does as well, and no card after Roby reaches the target when
    one as short stops there; the count is the same."""
    a = solve(board, start, facing, target, blue=blue)
    assert a.program.text == shown and a.exact

