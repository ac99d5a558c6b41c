"""Properties of the register phase, over random robots and cards on the board with every
Grand Prix element: the fast path (no events, what the planner and the benchmark use) and
the path that records every step end in the same place; the board's occupancy always
matches the robots; no robot stands on a pit (unless on a bridge); damage stays below 10 on
the board."""

from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.phase import register_phase
from codyroby_lab.games.roborally.robots import BRIDGE, Bots, Ctx
from codyroby_lab.games.roborally.tables import PIT

NAMES = [f"R{i}" for i in range(8)]
OPTIONS = ["Tractor Beam", "Big Gun", "Robotic Arm", "Bridge Layer", "Mine Layer",
           "Double-Barreled Laser", "Rear-Firing Laser", "Ablative Coat"]
GAME = RoboRally({"board": "grand-prix", "robots": {
    n: {"at": sq, "options": [OPTIONS[i]]} for i, (n, sq) in enumerate(
        zip(NAMES, ["A12", "B11", "C12", "E10", "G12", "H9", "J12", "K11"], strict=True))}})
START = GAME.new_state(seed=0).bots


def snapshot(b: Bots) -> tuple:
    return (b.pos, b.face, b.dmg, b.lives, b.flags, b.archive, b.wreck, b.marks, b.opts,
            b.occ)


def play(cards: list[list[int]], faces: list[int], logged: bool) -> Bots:
    b = START.copy()
    b.face = list(faces)
    x = Ctx(GAME.tables, b, 1, [] if logged else None, NAMES, None, GAME)
    steps: list[int] = []
    step = (lambda seg, events, robot, card: steps.append(len(events))) if logged else None
    for reg, row in enumerate(cards, start=1):
        x.reg, x.bit, x.winners = reg, 1 << reg, []
        register_phase(x, row, GAME.cards, step)
        check(x.b)
    assert not logged or steps
    return x.b


def check(b: Bots, t=GAME.tables) -> None:
    on = [c for c in b.pos if c >= 0]
    assert len(on) == len(set(on))
    assert all(b.occ[c] == i for i, c in enumerate(b.pos) if c >= 0)
    assert sum(o >= 0 for o in b.occ) == len(on)
    assert all(not t.fl[c] & PIT or b.marks[c] == BRIDGE for c in on)  # a bridge covers a pit
    assert all(0 <= b.dmg[i] < 10 for i, c in enumerate(b.pos) if c >= 0)
    assert all(0 <= f < 4 for f in b.face) and all(v >= 0 for v in b.lives)


cards = st.lists(st.lists(st.integers(0, 84), min_size=8, max_size=8), min_size=1, max_size=5)
faces = st.lists(st.integers(0, 3), min_size=8, max_size=8)


@settings(max_examples=60, deadline=None)
@given(cards, faces)
def test_the_fast_path_and_the_recorded_path_agree(cards, faces):
    assert snapshot(play(cards, faces, False)) == snapshot(play(cards, faces, True))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_whole_turns_keep_the_state_consistent(seed):
    import numpy as np
    g = RoboRally({"board": "checkmate", "robots": NAMES[:6], "max_turns": 3})
    s = g.new_state(seed=seed)
    rng = np.random.default_rng(seed)
    while not s.is_terminal():
        for p in s.waiting_for():
            s.apply(s.sample_action(rng, p))
        check(s.bots, g.tables)
        assert s.with_vector(s.to_vector()) == s


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_each_robot_still_in_the_game_commits_once_a_turn_and_the_last_commit_plays_it(seed):
    """The robots waited for are those with a life left that have not committed, in the
    players' order, whichever order they commit in; the last one's commit plays the turn."""
    import numpy as np
    g = RoboRally({"board": "checkmate", "robots": NAMES[:6], "lives": 1, "max_turns": 4})
    s = g.new_state(seed=seed)
    rng = np.random.default_rng(seed)
    while not s.is_terminal():
        turn, committed = s.turn, []
        in_game = [p for p, left in zip(g.players, s.bots.lives, strict=True) if left > 0]
        while s.turn == turn and not s.is_terminal():
            waiting = s.waiting_for()
            assert waiting == tuple(p for p in in_game if p not in committed)
            p = waiting[int(rng.integers(len(waiting)))]
            s.apply(s.sample_action(rng, p))
            committed.append(p)
        assert sorted(committed) == sorted(in_game)
