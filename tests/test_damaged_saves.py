"""A damaged saved trace or state is refused on load with a typed error naming what is wrong
and where, never loaded to fail later (issue 36, "found on the way")."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from codyroby_lab.core import io
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.roborally.game import RoboRally
from tests.test_protocol import game, random_action


def saved_trace(state: Any, seed: int, steps: int) -> dict[str, Any]:
    """The saved document (plain JSON) of ``steps`` random actions from ``state``."""
    rng, trace = np.random.default_rng(seed), Trace(state)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.play(random_action(state, rng), trace)
    return json.loads(io.dumps(trace))


def test_a_robin_trace_missing_a_card_of_its_mission_stack_is_refused():
    doc = saved_trace(game("robin").new_state(seed=3), 3, 200)
    start = doc["data"]["start"]
    start["mission"] = start["mission"][1:]
    with pytest.raises(SetupError, match=r"^data\.columns: step \d+ leads to a position that "
                                         "is not a state of the game"):
        io.from_document(doc)


def test_a_roborally_trace_with_two_robots_swapped_is_refused():
    doc = saved_trace(RoboRally.from_setup({"max_turns": 10}).new_state(seed=0), 0, 5)
    robots = doc["data"]["start"]["robots"]
    a, b = list(robots)
    robots[a], robots[b] = robots[b], robots[a]
    with pytest.raises(SetupError, match=r"^data\.columns: (step \d+ leads to a|the last) "
                                         "position (that )?is not a state of the game"):
        io.from_document(doc)


def test_an_undamaged_trace_still_loads_to_the_same_positions():
    state = game("robin").new_state(seed=3)
    doc = saved_trace(state, 3, 60)
    loaded = io.from_document(doc)
    assert loaded.final == state and len(loaded) == 1 + doc["data"]["steps"]
