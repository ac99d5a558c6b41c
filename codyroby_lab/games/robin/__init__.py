"""Robin: collect 7 Mission cards of a kind by trading cards whose arrow groups move the
merry men along the road from Sherwood's old oak to Nottingham castle.

The rulebook is ``shared/rulebooks/robin.txt``; DECISIONS.md ("Robin") fills its gaps and
docs/rulings.md ("Robin") ours. Formats and the strategy interface: docs/formats-robin.md.

The game is :class:`Robin` (:mod:`.game`: the setup read, the deal), its state
:class:`RobinState` (:mod:`.state`: every field declared once in its ``layout``, who may act,
saving and loading); the state's play is in modules of plain functions taking it:
:mod:`.checks` (is an action legal; the legal actions), :mod:`.turns` (playing one),
:mod:`.views` (the observation) and :mod:`.scene` (the board, the desk-check columns).
:mod:`.layout` holds Robin's own field kinds, :mod:`.rules` each rule once. The learners'
side: :mod:`.observation` (what a strategy reads), :mod:`.bots`, :mod:`.sandbox`,
:mod:`.referee` and :mod:`.tournament`.

>>> from codyroby_lab.games import robin
>>> game = robin.Robin(players=["ann", "bob", "cy"])
>>> end = robin.play_game(game, [robin.greedy, robin.watcher, robin.random_legal], seed=3)
>>> end.is_terminal(), end.winner in game.players
(True, True)
"""

from __future__ import annotations

from codyroby_lab.games.robin import rules
from codyroby_lab.games.robin.bots import greedy, play_game, player, random_legal, watcher
from codyroby_lab.games.robin.data import Deck, Track
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.observation import Observation
from codyroby_lab.games.robin.state import RobinState
from codyroby_lab.games.robin.tournament import Results, tournament

__all__ = ["Deck", "Observation", "Results", "Robin", "RobinState", "Track", "greedy",
           "play_game", "player", "random_legal", "rules", "tournament", "watcher"]
