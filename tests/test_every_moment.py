"""Every moment of a game answers: at each step of random games of every registered game
(the registry: a new game is covered by itself), ``observation``, ``scene``,
``legal_actions`` and ``to_dict`` give an answer for every viewer, or a typed refusal where
a question makes no sense; the moments inside an action that only a trace shows (right
after the last arrow-group move of a Robin card, while Droids' Robot Killer sends its
orders) included, so a conformance check ``sees`` or ``legal`` there works. A damaged saved
state or trace is refused with a LabError, never another exception (issue 36)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from codyroby_lab.conformance.runner import run_case
from codyroby_lab.core import io, registry
from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import EVERYONE
from tests.support.games import SETUPS, playout, random_action

STEPS = 30  # actions a random game plays (each may make several steps)


def traced_game(name: str, setup: dict[str, Any], seed: int,
                until: Any = None) -> tuple[Trace, list[str]]:
    """A random game of ``STEPS`` actions from ``setup`` (its start drawn with seed 0, as a
    conformance case's), its trace and its actions as text; with ``until``, it stops after
    the first action whose trace has a step ``until(state)`` is true of."""
    s = registry.game_class(name).from_setup(setup).new_state(seed=0)
    rng, trace, played = np.random.default_rng(seed), Trace(s), []
    while len(played) < STEPS and not s.is_terminal():
        before = trace.steps
        played += map(str, playout(s, rng, trace, limit=1))  # (the protocol test's checks)
        if until is not None and any(until(trace[k]) for k in range(before + 1, len(trace))):
            break
    return trace, played


def answers(state: Any) -> None:
    """Every question a viewer may ask of ``state``, each answered (as JSON where it is)."""
    state.to_dict()
    for viewer in (None, EVERYONE, *state.game.players):
        json.dumps(state.observation(viewer))
        json.dumps(state.scene(viewer))
    for player in (None, *state.game.players):
        assert all(a.player is None or a.player in state.game.players
                   for a in state.legal_actions(player))
    if not state.waiting_for():  # nobody may act: the game is over, or carries on by itself
        assert state.legal_actions() == []


# --- the moments that only a trace shows --------------------------------------------------

def _at_the_moment(name: str, setup: dict[str, Any], moment: Any, current: Any) -> None:
    """A conformance case that looks (``sees``, ``legal``) at the first step where
    ``moment(state)`` holds, for every viewer, passes: ``current(state)`` is the current
    player and nobody may act; and the state there refuses every action in words."""
    for seed in range(20):
        trace, played = traced_game(name, setup, seed, moment)
        steps = [k for k in range(1, len(trace)) if moment(trace[k])]
        if steps:
            break
    else:
        pytest.fail("no random game reached the moment")
    state, k = trace[steps[0]], steps[0] - (len(trace) - 1) - 1  # from the action's end
    players = list(state.game.players)
    checks = [{"after": len(played), "step": k, "viewer": viewer,
               "sees": {"current": current(state), "waiting_for": []},
               "legal": {"actions": []}} for viewer in (None, "*", *players)]
    checks += [{"after": len(played), "step": k, "legal": {"player": p, "actions": []}}
               for p in players]
    case = {"id": f"{name}-moment", "game": name, "source": "issue 36", "setup": setup,
            "play": played, "checks": checks}
    assert run_case(case) is None
    with pytest.raises(IllegalAction, match="nobody may act at this moment"):
        state.apply(random_action(trace[steps[0] - 1], np.random.default_rng(0)) or "pass")


def test_robin_right_after_the_last_arrow_group_move_of_a_card():
    # the turn ends by itself: it is still the active player's turn
    _at_the_moment("robin", SETUPS["robin"], lambda s: s.phase == "move" and not s.movers,
                   lambda s: s.player)


def test_droids_while_the_robot_killer_sends_its_orders():
    # the killer answers the solo player, whose turn it stays
    _at_the_moment("droids", {"scenario": "killer", "max_turns": 20},
                   lambda s: s.phase == "execute" and s.cur >= len(s.game.players),
                   lambda s: s.game.players[0])


# --- every step of random games of every game ---------------------------------------------

GAMES = registry.names()
MOMENTS = settings(max_examples=3, deadline=None, derandomize=True,
                   phases=[Phase.generate], suppress_health_check=[HealthCheck.too_slow])


#: the protocol test's sample setup of every game, and the Robot Killer's for Droids (whose
#: killer acts inside the players' actions)
SETUPS_SEEN = [(name, SETUPS[name]) for name in GAMES] + \
    [("droids", {"scenario": "killer", "max_turns": 20})]


@pytest.mark.parametrize(("name", "setup"), SETUPS_SEEN,
                         ids=[f"{n}-{k}" for k, (n, _) in enumerate(SETUPS_SEEN)])
@MOMENTS
@given(seed=st.integers(0, 2 ** 16))
def test_every_step_of_a_random_game_answers_every_viewer(name, setup, seed):
    trace, _ = traced_game(name, setup, seed)
    for k in range(len(trace)):
        answers(trace[k])


def damaged(doc: Any, rng: np.random.Generator) -> Any:
    """``doc`` with one value changed: a number moved by one, a list item dropped or two
    swapped, a text replaced, a key removed."""
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for key, value in items:
            paths.append((node, key))
            walk(value)

    walk(doc)
    node, key = paths[int(rng.integers(len(paths)))]
    value = node[key]
    how = int(rng.integers(4))
    if how == 0 and isinstance(value, int) and not isinstance(value, bool):
        node[key] = value + int(rng.choice([-1, 1]))
    elif how == 1 and isinstance(value, list) and value:
        value.pop(int(rng.integers(len(value))))
    elif how == 2 and isinstance(value, list) and len(value) > 1:
        i, j = rng.choice(len(value), 2, replace=False)
        value[i], value[j] = value[j], value[i]
    elif how == 3 and isinstance(node, dict):
        del node[key]
    else:
        node[key] = "NE" if isinstance(value, str) else None
    return doc


@pytest.mark.parametrize("name", GAMES)
@MOMENTS
@given(seed=st.integers(0, 2 ** 16))
def test_a_damaged_saved_state_or_trace_is_refused_with_a_lab_error(name, seed):
    # what loads is a state of the game: it answers every viewer and plays on
    trace, _ = traced_game(name, SETUPS[name], seed)
    rng = np.random.default_rng(seed)
    for doc in (json.loads(io.dumps(trace)), json.loads(io.dumps(trace.final))):
        for _ in range(4):
            try:
                loaded = io.from_document(damaged(json.loads(json.dumps(doc)), rng))
                state = loaded.final if isinstance(loaded, Trace) else loaded
                answers(state)
                for _ in range(10):
                    if state.is_terminal():
                        break
                    state.apply(random_action(state, rng))
            except LabError:
                pass
