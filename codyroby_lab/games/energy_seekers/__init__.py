"""Energy Seekers: race Roby along a winding path to the energy station with Cody cards.

The rulebook is ``shared/rulebooks/codyroby-energy-seekers.txt``; DECISIONS.md ("Energy
Seekers") fills its gaps. Formats: docs/formats-energy-seekers.md.

>>> from codyroby_lab.games import energy_seekers as es
>>> game = es.EnergySeekers(players=["ann", "bob"])
>>> state = game.new_state(seed=7)
>>> while not state.is_terminal():
...     _ = state.apply(es.greedy(state))
>>> state.winner in ("ann", "bob")
True
"""

from __future__ import annotations

from codyroby_lab.core.protocol import Action
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.energy_seekers.bots import greedy, lookahead, play_game, random_legal
from codyroby_lab.games.energy_seekers.challenge import Challenge
from codyroby_lab.games.energy_seekers.game import EnergySeekers
from codyroby_lab.games.energy_seekers.state import State

__all__ = ["Action", "Challenge", "EnergySeekers", "PathBoard", "State", "greedy",
           "lookahead", "play_game", "random_legal", "rules"]
