"""The protocol tests' games: a small sample setup for every registered game (the sealed-bid
test game, :mod:`tests.support.sealed_bid`, registered here), and random play over them:
random actions, playouts checking who-moves invariants, sample states from a few random
games, every kind of viewer. A new game adds its setup to ``SETUPS``
(``tests/test_protocol.py`` fails until it does); a game that plays differently with another
setup adds it to ``VARIANTS`` too, and the protocol tests run over every one of ``CASES``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from codyroby_lab.core import registry
from codyroby_lab.core.protocol import CHANCE, TERMINAL, Action, Mover, State
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import EVERYONE
from tests.support import sealed_bid

sealed_bid.register_game()

SETUPS: dict[str, dict[str, Any]] = {
    "codyroby": {"board": {"width": 5, "height": 5, "blocks": ["C3"],
                           "targets": {"red": "E1"}},
                 "robots": {"roby": {"at": "A5"}, "rosa": {"at": "E5", "facing": "W"}},
                 "step_limit": 200},
    "codyroby-duel": {},
    "codyroby-race": {"board": {"width": 4, "height": 4}, "length": 4},
    "codyroby-follow-me": {"length": 4, "rounds": 2},
    "energy_seekers": {"players": ["ann", "bob", "cy"], "max_turns": 30,
                       "challenge": {"chance": 0.5}},
    "sealed-bid": {"players": ["A", "B", "C"], "coins": 6},
    "robin": {"players": ["ann", "bob", "cy"], "goal": 4},
    "roborally": {"board": {"width": 5, "height": 5, "elements": [
        {"kind": "pit", "at": "C3"}, {"kind": "flag", "at": "E1", "number": 1},
        {"kind": "conveyor", "at": "B2", "facing": "E"}, {"kind": "gear", "at": "D4", "turn": "L"},
        {"kind": "repair", "at": "A1"}, {"kind": "oil", "at": "C5"}],
        "edges": [{"kind": "laser", "at": "A3", "side": "W"}]},
        "robots": {"Twonky": {"at": "A5"}, "Zoom Bot": {"at": "E5", "facing": "W"}},
        "max_turns": 3},
    "droids": {"scenario": "demine", "players": ["red", "yellow", "blue"], "max_turns": 20},
}
#: more setups of a game, named ``<game>:<what differs>``: 2-player Robin has a neutral
#: player, with its own cards, piece and blockade
VARIANTS: dict[str, dict[str, Any]] = {
    "robin:2-players": {"players": ["ann", "bob"], "goal": 4},
}
MAX_ACTIONS = 40  # per playout (basic CodyRoby has no end but a crash)
GAMES = registry.names()
CASES = [*GAMES, *VARIANTS]  # each game's sample setup, then the variants


def game_name(case: str) -> str:
    """The registered name of a case's game (``robin:2-players``: ``robin``)."""
    return case.partition(":")[0]


def game(case: str):
    """The game of a case: a game's sample setup, or a variant's."""
    setup = VARIANTS[case] if case in VARIANTS else SETUPS[case]
    return registry.game_class(game_name(case)).from_setup(setup)


def mover_of(state: State, rng: np.random.Generator) -> str | None:
    """A player who may act now, at random (None at the end of the game)."""
    who = state.waiting_for()
    return None if not who else who[int(rng.integers(len(who)))]


def random_action(state: State, rng: np.random.Generator) -> Action | None:
    p = mover_of(state, rng)
    if p is None:
        return None
    a = state.sample_action(rng, p)
    return a if a.player is not None else replace(a, player=p)


def playout(state: State, rng: np.random.Generator, trace: Trace | None = None,
            limit: int = MAX_ACTIONS) -> list[Action]:
    """Random actions until the end (or ``limit``), checking who-moves invariants."""
    players = set(state.game.players)
    played = []
    for _ in range(limit):
        mover = state.current_player()
        who = state.waiting_for()
        assert isinstance(mover, Mover) or mover in players
        assert (mover is TERMINAL) == state.is_terminal() == (not who)
        assert set(who) <= players and (mover not in players or mover in who)
        if mover is TERMINAL:
            break
        assert mover is not CHANCE  # our games draw inside apply
        a = random_action(state, rng)
        if trace is None:
            state.apply(a)
        else:
            state.play(a, trace)
        played.append(a)
    return played


def sample_states(name: str, games: int = 6) -> list[State]:
    """States from a few random games: starts, middles and ends."""
    out = []
    for seed in range(games):
        s = game(name).new_state(seed=seed)
        rng = np.random.default_rng(seed)
        out.append(s.clone())
        for _ in range(MAX_ACTIONS):
            if s.is_terminal():
                break
            s.apply(random_action(s, rng))
            if rng.random() < 0.3:
                out.append(s.clone())
        out.append(s)
    return out


def viewers(state: State) -> list[Any]:
    return [None, EVERYONE, *state.game.players]


def positions(meta: dict, data: bytes) -> np.ndarray:
    """Every position's vector, rebuilt from the wire form alone (as the browser does)."""
    cols = {}
    for name, (dtype, offset, count) in meta["columns"].items():
        cols[name] = np.frombuffer(data, dtype="<" + dtype, count=count, offset=offset)
    vec = np.array(meta["start"], dtype=np.int64)
    out, k = [vec.copy()], 0
    for n in cols["nchg"]:
        for _ in range(int(n)):
            vec[int(cols["slot"][k])] += int(cols["delta"][k])
            k += 1
        out.append(vec.copy())
    return np.array(out)


def sample(name: str, seed: int = 3) -> Trace:
    """A random playout of ``name`` from its sample setup, recorded."""
    state = game(name).new_state(seed=seed)
    trace = Trace(state.clone())
    playout(state, np.random.default_rng(seed), trace, limit=12)
    assert trace.steps > 0, name
    return trace
