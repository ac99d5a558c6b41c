"""RoboRally with the Grand Prix board elements: program five registers from a hand of
priority cards in secret, then watch the register phase run segment by segment.

The rulebook is ``shared/rulebooks/roborally-grand-prix.txt`` on the base rules of
DECISIONS.md ("RoboRally base rules"); docs/rulings.md ("RoboRally") fills the rest.
Formats: docs/formats-roborally.md.
"""

from __future__ import annotations

from codyroby_lab.games.roborally import rules
from codyroby_lab.games.roborally.board import Board
from codyroby_lab.games.roborally.game import RoboRally
from codyroby_lab.games.roborally.state import State, opening

__all__ = ["Board", "RoboRally", "State", "opening", "rules"]
