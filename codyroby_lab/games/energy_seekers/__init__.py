"""Energy Seekers: race Roby along a winding path to the energy station with Cody cards.

The rulebook is ``shared/rulebooks/codyroby-energy-seekers.txt``; DECISIONS.md ("Energy
Seekers") fills its gaps. Formats: docs/formats-energy-seekers.md.

The game is :class:`EnergySeekers` (:mod:`.game`: the setup read and checked, the start), its
state :class:`EnergySeekersState` (:mod:`.state`: each field declared once, with who may see
it); :mod:`.checks` says whether an action is legal and :mod:`.turns` plays it, both plain
functions taking the state; :mod:`.scene` is what the board draws, :mod:`.rules` the rules.

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
from codyroby_lab.games.energy_seekers.state import EnergySeekersState

__all__ = ["Action", "Challenge", "EnergySeekers", "EnergySeekersState", "PathBoard",
           "greedy", "lookahead", "random_legal", "rules"]
