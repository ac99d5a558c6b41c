"""Energy Seekers: race Roby along a winding path to the energy station with Cody cards.

The rulebook is ``shared/rulebooks/codyroby-energy-seekers.txt``; DECISIONS.md ("Energy
Seekers") fills its gaps. Formats: docs/formats-energy-seekers.md.

>>> from codyroby_lab.core.players import play
>>> from codyroby_lab.games import energy_seekers as es
>>> state = play(es.EnergySeekers(players=["ann", "bob"]), [es.greedy, es.lookahead], seed=7)
>>> state.winner in ("ann", "bob")
True
"""

from __future__ import annotations

from codyroby_lab.core.protocol import Action
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.energy_seekers.bots import greedy, lookahead, random_legal
from codyroby_lab.games.energy_seekers.challenge import Challenge
from codyroby_lab.games.energy_seekers.game import EnergySeekers
from codyroby_lab.games.energy_seekers.state import State

__all__ = ["Action", "Challenge", "EnergySeekers", "PathBoard", "State", "greedy",
           "lookahead", "random_legal", "rules"]
