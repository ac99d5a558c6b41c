"""A basic-play state as a vector of small integers (traces, the widget): ``x, y, facing,
crashed`` per robot, then how the last program halted. Nothing is hidden in basic play.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"robots": {"roby": {"at": "B4", "facing": "E"}}}).new_state()
>>> to_vector(s).tolist(), vector_slots(s)[:2], with_vector(s, to_vector(s)) == s
([1, 3, 2, 0, 0], ['robots.roby.x', 'robots.roby.y'], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.games.codyroby.machine import HALTS
from codyroby_lab.games.codyroby.robot import FIELDS, robot_vector, robots_from_vector

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.state import CodyRobyState


def to_vector(state: CodyRobyState) -> np.ndarray:
    """``[x, y, facing, crashed]`` per robot, then the halt code."""
    return np.array(robot_vector(state.robots) + [HALTS.index(state.halt)], dtype=np.int64)


def with_vector(state: CodyRobyState, vec: Any) -> CodyRobyState:
    return type(state)(state.game, robots_from_vector(state.robots, vec),
                         HALTS[int(vec[len(state.robots) * len(FIELDS)])])


def vector_slots(state: CodyRobyState) -> list[str]:
    """Names of the vector's slots, e.g. ``robots.roby.x``."""
    return [f"robots.{n}.{f}" for n in state.robots for f in FIELDS] + ["halt"]
