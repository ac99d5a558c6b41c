"""The Droids game on the common protocol: a board, a scenario, the players (by droid
colour), the chits in the box and the options (setup format: docs/formats-droids.md).

A setup can fix everything otherwise random or hidden, as conformance cases need: the first
player, the top of each colour's pile of chits (``piles``), the die rolls (``dice``), and
a position to start from (``robots``, ``objects``, ``carrying``, ``covers``, ``racks``,
``transmitters`` and the ``phase`` to start in).

>>> game = Droids.from_setup({"scenario": "challenge", "players": ["red", "blue"],
...                           "first": "red"})
>>> game.players, game.sides, [r.id for r in game.robots]
(('red', 'blue'), ('N', 'S'), ['red', 'blue'])
>>> state = game.new_state(seed=1)
>>> state.phase, state.current_player()
('place', 'red')
>>> Droids.from_setup({"scenario": "statue", "players": ["red", "grey"]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: players[1]: grey is the statue in The Robot Statue: choose red, yellow or blue
"""  # noqa: E501

from __future__ import annotations

from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import read_setup
from codyroby_lab.core.rng import check_seed
from codyroby_lab.games.droids.board import FORMAT
from codyroby_lab.games.droids.setup import Setup
from codyroby_lab.games.droids.state import State

__all__ = ["Droids"]


class Droids(Setup):
    """Rules and setup of one Droids game (immutable, :class:`.setup.Setup`);
    ``new_state(seed)`` plays it."""

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> Droids:
        if not isinstance(setup, dict):
            raise SetupError("setup", "must be an object")
        return cls(setup)

    @classmethod
    def from_file(cls, path: str | Path) -> Droids:
        return cls.from_setup(read_setup(path, FORMAT))

    def new_state(self, seed: int | None = None) -> State:
        return State.start(self, check_seed(seed))

    @classmethod
    def read_state(cls, d: Any) -> State:
        return State.load(d, cls.from_setup)
