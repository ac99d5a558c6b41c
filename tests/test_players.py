"""The one play loop (core/players.py) over every registered game, with random players: it
asks only players who may act, every action it plays is legal for its player, it ends at the
end of the game or at its step cap, and the same seed plays the same game."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

from codyroby_lab.core import registry
from codyroby_lab.core.players import play, random_player
from codyroby_lab.core.protocol import CHANCE, SIMULTANEOUS, TERMINAL, Action
from tests.support.games import GAMES, game

CAP = 60  # actions per game (basic CodyRoby has no end but a crash)


def checking(asked: list):
    """A random player that checks it is asked only when it may act, and that its action is
    legal for it there (on a copy: the loop plays it)."""
    def player(state, name, rng):
        assert name in state.waiting_for() and not state.is_terminal()
        action = random_player(state, name, rng)
        legal = state.clone().checked(replace(action, player=name))
        assert legal.player == name
        asked.append((name, state.current_player() is SIMULTANEOUS))
        return action
    return player


@pytest.mark.parametrize("name", GAMES)
def test_the_play_loop_plays_every_game_with_legal_actions_to_an_end_or_its_cap(name):
    g = game(name)
    for seed in range(3):
        asked: list = []
        played: list = []
        end = play(g, [checking(asked)] * len(g.players), seed=seed, max_steps=CAP,
                   actions=played)
        assert len(played) == len(asked) <= CAP
        assert end.is_terminal() or len(played) == CAP
        assert all(isinstance(a, Action) and a.player == p
                   for a, (p, _) in zip(played, asked, strict=True))
        r = end.returns()
        assert set(r) == set(g.players) and set(r.values()) <= {-1.0, 0.0, 1.0}
        if end.is_terminal() and end.winner is not None:
            assert r[end.winner] == 1.0 and sum(r.values()) == 2 - len(r)
        again: list = []
        replay = play(g, [random_player] * len(g.players), seed=seed, max_steps=CAP,
                      actions=again)
        assert again == played and replay.to_dict() == end.to_dict()


def test_in_a_simultaneous_phase_every_waiting_player_commits_in_turn():
    g = registry.game_class("sealed-bid").from_setup({"players": ["A", "B", "C"]})
    asked: list = []
    end = play(g, [checking(asked)] * 3, seed=1)
    assert end.is_terminal()
    assert [p for p, _ in asked] == ["A", "B", "C"] * 3 and all(s for _, s in asked)


def test_the_loop_waits_for_a_player_it_has_none_for():
    g = registry.game_class("codyroby-duel").from_setup({})
    state = g.new_state(seed=4)
    played: list = []
    out = play(state, {"B": random_player}, actions=played)
    assert out is state and played == [] and state.waiting_for() == ("A",)
    state.apply(state.legal_actions()[0])
    play(state, {"B": random_player}, actions=played)
    assert [a.player for a in played] == ["B"] and state.waiting_for() in (("A",), ())


def test_in_a_simultaneous_phase_the_loop_plays_no_one_while_one_of_them_has_no_player():
    """Every waiting player must have a player before any of them commits (a person at the
    board commits too, and the phase waits for them)."""
    g = registry.game_class("sealed-bid").from_setup({"players": ["A", "B", "C"]})
    played: list = []
    state = play(g, {"A": random_player, "B": random_player}, seed=1, actions=played)
    assert played == [] and set(state.waiting_for()) == {"A", "B", "C"}


def test_chance_is_drawn_by_the_state_and_each_player_gets_its_own_generator():
    """A coin game's duck-typed state: CHANCE flips, then A and B call it in turn."""
    class Coin(SimpleNamespace):
        def current_player(self):
            return TERMINAL if len(self.log) >= 6 else CHANCE if len(self.log) % 3 == 0 \
                else "AB"[len(self.log) % 3 - 1]

        def is_terminal(self):
            return self.current_player() is TERMINAL

        def waiting_for(self):
            p = self.current_player()
            return (p,) if isinstance(p, str) else ()

        def sample_action(self, rng, player=None):
            return Action("flip", (str(int(rng.integers(2))),))

        def apply(self, action):
            self.log.append(str(action))

    rngs = {"A": np.random.default_rng(1), "B": np.random.default_rng(2)}
    seen = []

    def caller(state, name, rng):
        seen.append(rng is rngs[name])
        return Action("call", ("heads",))

    coin = Coin(game=SimpleNamespace(players=("A", "B")), log=[])
    played: list = []
    play(coin, [caller, caller], rng=rngs, actions=played)
    assert [a.split()[0] for a in coin.log] == ["flip", "A:", "B:"] * 2 and all(seen)
    assert [str(a) for a in played] == coin.log
