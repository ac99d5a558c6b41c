"""Droids invariants over random games (Hypothesis picks the scenario, the players, the seed
and the mix of computer players): what holds after every action."""

from __future__ import annotations

import json

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.games.droids import bots
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.objects import BOX, MINE, STATUE
from codyroby_lab.games.droids.orders import blocked
from codyroby_lab.games.droids.programming import in_box, pool

SCENARIOS = {"challenge": (2, 4), "demine": (2, 4), "microchips": (2, 4), "madness": (2, 4),
             "statue": (2, 3), "labyrinth": (2, 2), "killer": (1, 1)}


@st.composite
def games(draw):
    scenario = draw(st.sampled_from(sorted(SCENARIOS)))
    low, high = SCENARIOS[scenario]
    n = draw(st.integers(low, high))
    game = Droids.from_setup({"scenario": scenario, "players": n, "max_turns": 8})
    players = draw(st.lists(st.sampled_from([bots.random_legal, bots.planner]), min_size=n,
                            max_size=n))
    return game, players, draw(st.integers(0, 2 ** 32 - 1))


def check(s, start_boxes: int) -> None:
    g = s.game
    n = len(g.players)
    # robots: on the board, never two on a square, never on an obstacle or a box
    squares = [(s.x[r], s.y[r]) for r in range(len(s.x)) if s.x[r] >= 0]
    assert len(squares) == len(set(squares))
    for x, y in squares:
        assert g.board.grid.on_board((x, y)) and not blocked(s, g.board.cell((x, y)))
    # chits: never more out of the box than it holds; racks and their public colours agree
    assert all(v >= 0 for v in in_box(s).values()) and all(v >= 0 for v in pool(s).values())
    for p in range(n):
        assert len(s.racks[p]) <= 7
        assert s.rcol[p] == [sum(ch.BY_ID[c].colour == col for c in s.racks[p])
                             for col in ch.COLOURS]
        assert s.covered(p) <= s.lines_of(p)
        assert s.pending[p] >= 0 and s.fixes[p] >= 0
    # objects: boxes are never made, the statue is one, the mines are twelve at most
    boxes = sum(o == BOX for o in s.obj) + sum(c == BOX for c in s.carry) + sum(s.delivered)
    assert boxes == start_boxes
    if g.scenario.grey == "statue":
        statue = g.robot("statue")
        assert (s.x[statue] >= 0) + sum(c == STATUE for c in s.carry) == 1
    if g.scenario.mines:
        mines = sum(o == MINE for o in s.obj) + sum(c == MINE for c in s.carry)
        assert mines + s.mines == g.scenario.mines
    # who acts
    assert s.is_terminal() or s.current_player() in g.players
    if s.phase == "execute":
        from codyroby_lab.games.droids.execution import playable
        assert playable(s, s.cur)
    # a viewer never reads another player's chits
    for p, name in enumerate(g.players):
        for q, other in enumerate(g.players):
            if p != q:
                assert isinstance(s.observation(name)["status"][other]["rack"], int)


@settings(max_examples=25, deadline=None)
@given(games())
def test_invariants_hold_after_every_action(spec):
    game, players, seed = spec
    s = game.new_state(seed=seed)
    start_boxes = sum(o == BOX for o in s.obj) + sum(c == BOX for c in s.carry)
    rng = np.random.default_rng(seed)
    for _ in range(400):
        check(s, start_boxes)
        if s.is_terminal():
            break
        before_out = list(s.out)
        s.apply(players[s.cur](s, s.current_player(), rng))
        assert all(s.out[p] for p in range(len(before_out)) if before_out[p])  # out is out
    check(s, start_boxes)
    back = Droids.state_from_dict(json.loads(json.dumps(s.to_dict())))
    assert back == s and np.array_equal(back.to_vector(), s.to_vector())
