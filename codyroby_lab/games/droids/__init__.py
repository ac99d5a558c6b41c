"""Droids (Dominique Ehrhard, Eurogames, 1991): program droids with order chits placed on
transmitters around the board; a droid's line picks the transmitter it listens to.

The rulebook is ``shared/rulebooks/droids.txt``; DECISIONS.md ("Droids") fills its gaps and
docs/rulings.md (Droids) ours. Formats: docs/formats-droids.md.

>>> from codyroby_lab.core.players import play
>>> from codyroby_lab.games import droids
>>> game = droids.Droids({"scenario": "statue", "players": 2})
>>> end = play(game, [droids.planner, droids.planner], seed=2)
>>> end.is_terminal()
True
"""

from __future__ import annotations

from codyroby_lab.games.droids import rules
from codyroby_lab.games.droids.board import Board
from codyroby_lab.games.droids.bots import planner, random_legal
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.scenarios import SCENARIOS
from codyroby_lab.games.droids.state import State

__all__ = ["SCENARIOS", "Board", "Droids", "State", "planner", "random_legal", "rules"]
