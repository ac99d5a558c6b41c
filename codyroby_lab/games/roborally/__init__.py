"""RoboRally with the Grand Prix board elements: program five registers from a hand of
priority cards in secret, then watch the register phase run segment by segment.

The rulebook is ``shared/rulebooks/roborally-grand-prix.txt`` on the base rules of
DECISIONS.md ("RoboRally base rules"); docs/rulings.md ("RoboRally") fills the rest.
Formats: docs/formats-roborally.md.

The game is :class:`RoboRally` (``game.py``: its setup, read and checked), its state
:class:`RoboRallyState` (``state.py``: the fields, declared once, and the protocol); the
turn's play is ``turns.py``'s, one register phase ``phase.py``'s (segment by segment, with
``moving.py``, ``elements_move.py``, ``lasers.py``, ``checkpoints.py`` and ``options.py``),
the game's own field kinds ``layout.py``'s, what the board draws ``scene.py``'s.
"""

from __future__ import annotations

from codyroby_lab.games.roborally import rules
from codyroby_lab.games.roborally.board import Board
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.state import RoboRallyState, opening

__all__ = ["Board", "RoboRally", "RoboRallyState", "opening", "rules"]
