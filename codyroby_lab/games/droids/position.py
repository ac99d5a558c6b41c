"""A Droids position's data and the small helpers the rules share: the fields the layout
declares (:mod:`.layout`), the generator, the die, covers, the end of the game. The rules'
modules read and change a :class:`Position`; :class:`.state.State` adds the protocol
(actions, views, saving) on top.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "dice": [7]}).new_state(seed=1)
>>> isinstance(s, Position), s.roll(), s.covered(0), s.lines_of(0)
(True, 7, 0, 10)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import protocol
from codyroby_lab.core.events import Event, Rule
from codyroby_lab.core.protocol import TERMINAL
from codyroby_lab.core.rng import new_rng
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import rules
from codyroby_lab.games.droids.layout import DRAW, LAYOUT

if TYPE_CHECKING:
    from codyroby_lab.games.droids.game import Droids

__all__ = ["Position"]


class Position(protocol.State):
    """One Droids position's data (see :mod:`.state`). Lists are per player (``out``,
    ``placed``...), per owner of transmitters (players, then the killer), per robot
    (``x``, ``y``, ``carry``...) or per cell (``obj``); ``tx``/``ta`` hold each owner's
    boxes (chit id, arrow), ``covers`` each player's transmitters (1 covered)."""

    game: Droids
    phase: str
    layout = LAYOUT

    def __init__(self, game: Droids):
        self.game = game
        n, o, r = len(game.players), game.owners, len(game.robots)
        self.phase = "draw"
        self.turn, self.first, self.cur, self.resume, self.winner_index = 1, 0, -1, -1, -1
        self.out, self.done = [False] * o, [False] * o
        self.placed, self.sent = [0] * o, [0] * o
        self.pending, self.fixes, self.delivered, self.to_place = [0] * n, [0] * n, [0] * n, \
            [0] * n
        self.racks: list[list[int]] = [[] for _ in range(n)]
        self.rcol = [[0] * 4 for _ in range(n)]
        self.covers = [[0] * game.lines for _ in range(n)]
        self.tx, self.ta = [0] * (o * game.lines * 3), [0] * (o * game.lines * 3)
        self.x, self.y, self.carry, self.carry_n = [-1] * r, [-1] * r, [0] * r, [0] * r
        self.obj = [0] * (game.board.width * game.board.height)
        self.mines, self.sheet_roll, self.dice_used = 0, -1, 0
        self.pile_used = [0] * 4
        self.last = [0] * 5   # the last order sent: owner + 1, line, box, chit id, arrow
        self.rng = new_rng(0)
        self.shared_rng = False

    def clone(self) -> Position:
        s: Position = LAYOUT.clone(self)
        s.shared_rng = self.shared_rng = True   # the generator copied only when one draws
        return s

    # --- small helpers the rules share ---------------------------------------------------

    def gen(self) -> np.random.Generator:
        """The state's own generator, to draw from (a clone shares its original's until one
        of them draws)."""
        if self.shared_rng:
            g = np.random.Generator(np.random.PCG64(0))
            g.bit_generator.state = self.rng.bit_generator.state
            self.rng, self.shared_rng = g, False
        return self.rng

    def roll(self) -> int:
        """A roll of the ten-sided die (0 to 9): the setup's next fixed roll, else the
        game's generator."""
        if self.dice_used < len(self.game.dice):
            value = self.game.dice[self.dice_used]
        else:
            value = int(self.gen().integers(10))
        self.dice_used += 1
        return value

    def covered(self, p: int) -> int:
        """How many of player ``p``'s transmitters are covered."""
        return sum(self.covers[p])

    def lines_of(self, owner: int) -> int:
        return len(self.game.line_names(owner))

    def scrap(self, p: int, ev: list[Event]) -> None:
        """SCRAP: every transmitter of player ``p`` covered: he is out of the game."""
        lines = self.lines_of(p)
        for k in range(lines):
            self.covers[p][k] = 1
        self.pending[p] = self.fixes[p] = 0
        if not self.out[p]:
            self.out[p] = True
            name = self.game.robots[p].name
            ev.append(Event.of(kinds.SCRAPPED, rules.SCRAP, f"{name}'s transmitters are all "
                                                        f"covered: {name} is out of the game",
                               player=self.game.players[p]))

    def finish(self, winner: int | None, ev: list[Event], rule: Rule, text: str,
               draw: bool = False) -> None:
        """End the game with ``winner`` (a player's index, or None: everyone loses; with
        ``draw``, nobody wins or loses)."""
        if self.phase == "over":
            return
        self.phase, self.cur = "over", -1
        self.winner_index = DRAW if draw else -1 if winner is None else winner
        ev.append(Event.of(kinds.GAME_OVER, rule, text,
                           winner=None if winner is None else self.game.players[winner]))

    # --- who moves ------------------------------------------------------------------------

    def current_player(self) -> Any:
        """The player to move; while the Robot Killer sends its orders (the game sends them
        itself: moments only a trace shows) it is the solo player's turn that the killer
        answers, though nobody may act (:meth:`waiting_for` is empty)."""
        if self.phase == "over":
            return TERMINAL
        return self.game.players[min(self.cur, len(self.game.players) - 1)]

    def waiting_for(self) -> tuple[str, ...]:
        if self.phase == "over" or self.cur >= len(self.game.players):
            return ()
        return (self.game.players[self.cur],)

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index < 0 else self.game.players[self.winner_index]

    def returns(self) -> dict[str, float]:
        """+1 for the winner (and his team-mate), -1 for the others; a game that ends with
        no winner (a Golden Microchips tie, a lost Robot Killer, everyone out) counts -1
        for everyone; a draw at the turn limit 0."""
        players = self.game.players
        if self.phase != "over":
            return {p: 0.0 for p in players}
        if self.winner_index < 0:
            return {p: 0.0 if self.winner_index == DRAW else -1.0 for p in players}
        team = self.game.team_of(self.winner_index)
        return {p: 1.0 if self.game.team_of(i) == team else -1.0 for i, p in enumerate(players)}
