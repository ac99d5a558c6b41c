"""Droids (Dominique Ehrhard, Eurogames, 1991): program droids with order chits placed on
transmitters around the board; a droid's line picks the transmitter it listens to.

The rulebook is ``shared/rulebooks/droids.txt``; DECISIONS.md ("Droids") fills its gaps and
docs/rulings.md (Droids) ours. Formats: docs/formats-droids.md.

The package has the Duel's shape: :mod:`.rules` (each rule once, the phases), :mod:`.game`
(:class:`Droids`: the setup read and checked, its start position in :mod:`.start`),
:mod:`.state` (:class:`DroidsState`: its fields declared once, who moves, the actions, the
saved document), :mod:`.scene` and :mod:`.views` (what a viewer sees), :mod:`.bots`. Play
is split into modules of plain functions taking the state: :mod:`.programming`,
:mod:`.execution`, :mod:`.turns`, :mod:`.orders` and one module per scenario that needs
code (:mod:`.scenarios` lists them); :mod:`.layout` holds the game's own field kinds.

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
from codyroby_lab.games.droids.state import DroidsState

__all__ = ["SCENARIOS", "Board", "Droids", "DroidsState", "planner", "random_legal", "rules"]
