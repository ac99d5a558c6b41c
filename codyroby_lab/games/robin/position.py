"""What a Robin position holds: the parts of its game a state reads (:class:`RobinGame`,
which :class:`~.game.Robin` is) and the fields (:class:`Position`). The State's parts build
on it, each importing only what is below it: :mod:`.turns` (playing an action),
:mod:`.checks` (is it legal), :mod:`.views` (what a viewer may know), then :mod:`.state`;
:mod:`.saving` and :mod:`.scene` read a state through the layer below them.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin(players=3).new_state(seed=1)
>>> isinstance(s, Position), s.may_act(s.player), s.name(0)
(True, True, 'P1')
"""

from __future__ import annotations

from typing import Any, Self

import numpy as np

from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.protocol import State as GameState
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.games.robin.data import Deck, Track
from codyroby_lab.games.robin.rules import counts

__all__ = ["NO_PEEK", "Position", "RobinGame"]

NO_PEEK: tuple[int, int, tuple[int, ...]] = (0, 0, ())  # no ``look`` or ``choose`` shown


class RobinGame(Game):
    """The parts of a Robin game its states read (set by the game's setup)."""

    two: bool                      # 2 players: the neutral player is in the game
    pieces: tuple[str, ...]        # the players' pieces (and the neutral one with 2 players)
    blocker: int | None            # the neutral piece's index (2 players), else None
    colors: dict[str, str]
    track: Track
    deck: Deck
    goal: int
    max_turns: int
    recycle: bool
    start: dict[str, Any]          # the start the setup fixed (None: dealt at random)
    steals: tuple[int, ...]        # the cards a steal takes first


class Position(GameState):
    """The fields of a Robin state (:mod:`.layout` declares them) and who may act."""

    game: RobinGame
    phase: str

    def __init__(self, game: RobinGame, rng: np.random.Generator | None = None):
        self.game = game
        n, deck = len(game.players), game.deck
        self.none_code = deck.none_code
        self.turn = 0                 # the active player's index
        self.first = 0
        self.turns = 0                # turns completed
        self.phase = "trade"
        self.winner_index: int | None = None
        self.pos = [1] * len(game.pieces)       # each piece's space, 1 to 7
        self.tokens = [0] * 7                   # kind + 1 of the token on each space
        self.hands: list[list[int]] = [[] for _ in range(n)]   # card codes, sorted
        self.mission: list[int] = []            # the Mission stack, top LAST
        self.contribution: list[int] = []       # the Contribution stack, top LAST
        self.discard: list[int] = []            # 2 players: neutral trades' discards
        self.removed: list[int] = []            # special cards used
        self.neutral = [0, 0, 0] if game.two else []   # 2 visible, 1 hidden
        self.offer = 0                # the active player's open offer
        self.sealed = Sealed(game.players, 1)
        self.shown = [0] * n          # the revealed counter-offers (none_code: no offer)
        self.partner = -1             # -1; a player; n + k: the neutral card k (0..2)
        self.pending = [0] * n        # the card each player resolves (moves) this turn
        self.movers: list[int] = []   # who moves next, in order
        self.peek: list[tuple[int, int, tuple[int, ...]]] = [NO_PEEK] * n
        self.known: list[list[int]] = [[] for _ in range(n)]  # seen going into each hand
        self.recount()
        self.rng = rng if rng is not None else np.random.default_rng(0)

    def recount(self) -> None:
        """Count the cards of each kind in every hand (``hand_tally``) and in every player's
        known cards (``known_tally``), a dual card for both of its kinds: lists in the order
        of the deck's kinds. The win check and every computer player's decision read these
        counts, so they are kept, not counted per question: set whole here (a new state,
        a copy, a state read back) and then kept up to date as cards move
        (:meth:`.Turns.give`, :meth:`.Turns.take`), which is why nothing else changes a
        hand in place."""
        deck = self.game.deck
        self.hand_tally = [counts(h, deck.kind_of, len(deck.kinds)) for h in self.hands]
        self.known_tally = [counts(k, deck.kind_of, len(deck.kinds)) for k in self.known]

    def clone(self) -> Self:
        """A copy (:meth:`~codyroby_lab.core.protocol.State.clone`), its counts its own:
        copied, not counted again (every action is applied to a copy first)."""
        s = super().clone()
        s.hand_tally = [list(t) for t in self.hand_tally]
        s.known_tally = [list(t) for t in self.known_tally]
        return s

    def with_vector(self, vec: Any) -> Position:
        s = super().with_vector(vec)
        assert isinstance(s, Position)
        s.recount()  # (the hands read from the vector)
        return s

    @property
    def player(self) -> str:
        """The active player."""
        return self.game.players[self.turn]

    def may_act(self, player: str | None) -> bool:
        """Is ``player`` one of :meth:`waiting_for` (asked without listing them)?"""
        phase = self.phase
        if phase == "counter":
            return player != self.game.players[self.turn] and \
                player not in self.sealed.choices and player in self.game.players
        if phase == "move":
            return bool(self.movers) and player == self.game.players[self.movers[0]]
        return phase != "over" and player == self.game.players[self.turn]

    def name(self, index: int) -> str:
        """Piece ``index``'s name as shown."""
        return display_name(self.game.pieces[index])
