"""The RoboRally game on the common protocol: a board or course, robots, the deck, options.

The setup format (docs/formats-roborally.md) can fix everything otherwise random or hidden:
each robot's place, facing, damage, lives, flags, archive, power-down, options and locked
registers; the first turn's hands; or a whole first turn's program (each robot's card per
register), how many register phases to play and whether the end-of-turn effects run, which
is how a conformance case or a lesson sets a scene and plays it.

>>> game = RoboRally.from_setup({"board": {"width": 5, "height": 5,
...                              "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
...                              "robots": {"Twonky": {"at": "C5", "facing": "N"}},
...                              "program": {"Twonky": ["Move 3 790", "Move 1 490"]},
...                              "phases": 2})
>>> s = game.new_state()
>>> s.to_dict()["robots"]["Twonky"]["at"], s.winner, s.is_terminal()
('C1', 'Twonky', True)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.rng import check_seed
from codyroby_lab.games.roborally.setup import Setup
from codyroby_lab.games.roborally.state import State

__all__ = ["RoboRally"]


class RoboRally(Setup):
    """Rules and setup of one RoboRally game (:class:`.setup.Setup`). Immutable;
    ``new_state(seed)`` plays it."""

    def new_state(self, seed: int | None = None) -> State:
        """The start: robots placed, cards dealt (or the setup's hands), or, when the setup
        gives a program, the position after playing it."""
        return State.start(self, check_seed(seed))

    @classmethod
    def read_state(cls, d: Any) -> State:
        return State.load(d, cls)
