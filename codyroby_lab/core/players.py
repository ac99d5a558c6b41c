"""Computer players and the one play loop every game uses.

A **player** is a callable ``player(state, name, rng) -> action``, as OpenSpiel's bots and
PettingZoo's agents are: asked only when ``name`` may act (``name in
state.waiting_for()``), it returns one of ``state.legal_actions(name)`` (an Action, or its
text). ``rng`` is the player's own generator: a player never draws from the game's.

**Hidden information.** A player is handed the state, so a computer player written for the
lab must read only what its player may see (its own hand, the board, what everyone saw:
``state.observation(name)`` says exactly what that is). Robin's strategies read nothing
else: each is a function of one player's observation, adapted to this signature
(:func:`codyroby_lab.games.robin.bots.player`), and a learner's strategy gets that
observation as JSON in a process of its own (:mod:`codyroby_lab.games.robin.referee`), so
it cannot reach the state at all.

:func:`play` plays a game with players to its end (or a step cap, or the turn of someone
who has no player: a person at the board), whatever the game: it asks
``state.current_player()`` and ``state.waiting_for()`` who acts, asks every waiting player
in a SIMULTANEOUS phase in turn (each commit stays hidden from the others), and draws CHANCE
outcomes with :meth:`State.sample_action` (and the first player's generator).

>>> from codyroby_lab.games.energy_seekers import EnergySeekers
>>> end = play(EnergySeekers(players=["ann", "bob"]), [random_player, random_player], seed=3)
>>> end.is_terminal(), end.winner in ("ann", "bob")
(True, True)
>>> played = []
>>> end = play(EnergySeekers(players=["ann", "bob"]), {"ann": random_player}, seed=3,
...            actions=played)
>>> end.waiting_for(), [str(a) for a in played]   # bob has no player: the loop waits
(('bob',), ['ann: play L R F'])
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from codyroby_lab.core.protocol import CHANCE, Action, Game, State

#: ``player(state, name, rng) -> action``: one of ``state.legal_actions(name)``
Player = Callable[[Any, str, Any], Any]
#: ``apply(state, name, action)``: plays a player's action (the default: ``state.apply``);
#: ``name`` is None for a CHANCE outcome
Apply = Callable[[Any, str | None, Any], Any]
MAX_STEPS = 100_000  # actions in one call of play, unless told otherwise


def random_player(state: State, player: str, rng: np.random.Generator) -> Action:
    """A legal action of ``player``, uniformly at random (:meth:`State.sample_action`)."""
    return state.sample_action(rng, player)


def _apply(state: State, player: str | None, action: Any) -> None:
    state.apply(action)


def play(start: Game | State, players: Sequence[Player] | Mapping[str, Player],
         seed: int | None = 0, *, rng: Any = None, max_steps: int = MAX_STEPS,
         apply: Apply = _apply, actions: list[Any] | None = None) -> Any:
    """Play ``start`` (a Game: its new state from ``seed``; a State: it moves on) with
    ``players`` and return the state reached.

    ``players``: one per player of the game, in ``game.players`` order, or a mapping from
    player names to players; the loop stops at the end of the game, after ``max_steps``
    actions, or when a player with none may act.

    ``rng``: what each player gets as its generator: one shared by all (by default
    ``np.random.default_rng(seed)``), or one per player (a sequence in ``game.players``
    order, or a mapping by name).

    ``apply(state, name, action)`` plays each action (default: ``state.apply(action)``;
    Robin's referee passes its own, which turns a refused action into a fault, and a lesson
    one that records each step in its trace). ``actions``: a list to which every action
    played is appended, CHANCE outcomes too (an Action with no player gets its player
    first). An action the
    game refuses raises its IllegalAction, the state unchanged by it."""
    state = start.new_state(seed=seed) if isinstance(start, Game) else start
    names = state.game.players
    who = players if isinstance(players, Mapping) else dict(zip(names, players, strict=True))
    if rng is None:
        rng = np.random.default_rng(seed)
    rngs = rng if isinstance(rng, Mapping) else dict(zip(names, rng, strict=True)) \
        if isinstance(rng, Sequence) else dict.fromkeys(names, rng)
    steps = 0
    while steps < max_steps and not state.is_terminal():
        if state.current_player() is CHANCE:
            outcome = state.sample_action(rngs[names[0]])
            apply(state, None, outcome)
            if actions is not None:
                actions.append(outcome)
            steps += 1
            continue
        waiting = state.waiting_for()
        if not set(waiting) <= who.keys():  # (someone waiting has no player: a person)
            break
        for k, p in enumerate(waiting):  # one, or every player of a SIMULTANEOUS phase
            if k and p not in state.waiting_for():  # (an action ended the phase)
                break
            action = who[p](state, p, rngs[p])
            if type(action) is Action and action.player is None:
                action = replace(action, player=p)
            apply(state, p, action)
            if actions is not None:
                actions.append(action)
            steps += 1
            if steps >= max_steps:
                break
    return state
