"""A Droids position on the common protocol: the robots, what lies on the board, each
player's rack, transmitters and covers, the phase and whose turn it is.

A turn: every player in turn **draws** 7 chits (``draw violet 3 blue 2 red 2``; the Robot
Killer's player ``choose``\\s them), then in turn **places** them one at a time in the boxes
of his transmitters (``place V2 C 1 E``: chit V2 in box 1 of transmitter C, arrow east) or
**passes**; then, from the start player, each in turn **sends** the first chit of a
transmitter in line with the robot it orders (``send C``; ``send C D4`` for a pick up or put
down on D4). A player hit **covers** transmitters (``cover C``), a player repaired
**uncovers** one (``uncover C``). Scenarios with obstacles to place start with them
(``obstacle D4``).

The state is split by concern: :mod:`.programming` (obstacles, the draw, placing chits),
:mod:`.execution` (sending, covers), :mod:`.turns` (who acts next, phases, the end),
:mod:`.orders` (what each chit does), :mod:`.codec` (the vector, hidden slots),
:mod:`.saving` (JSON) and :mod:`.views` (observation, desk check, scene).

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"players": ["red", "blue"], "phase": "execute", "robots": {"red": "C2"},
...             "transmitters": {"red": [{"line": "C", "chit": "V2", "arrow": "S"}]}})
>>> s = g.new_state(seed=0)
>>> s.current_player(), [a.text for a in s.legal_actions()]
('red', ['send C'])
>>> for e in s.apply("send C"): print(e.text)
Red sends V2 (land: 2 squares) pointing south from box 1 of transmitter C to its droid
Red moves from C2 to C4 (south, 2 squares)
Red has no order to send: Red's turn ends
All chits go back to the box: turn 2 begins
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import protocol
from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event, Rule
from codyroby_lab.core.protocol import TERMINAL, Action
from codyroby_lab.core.rng import new_rng
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import execution, notation, programming, rules, turns
from codyroby_lab.games.droids.codec import CodecMixin
from codyroby_lab.games.droids.objects import CODES
from codyroby_lab.games.droids.saving import SavingMixin
from codyroby_lab.games.droids.views import ViewsMixin

if TYPE_CHECKING:
    from codyroby_lab.games.droids.game import Droids

PHASES = turns.PHASES
DRAW = -2  # winner_index of a game ended by the turn limit
_LISTS = ("out", "done", "placed", "sent", "pending", "fixes", "delivered", "to_place",
          "covers", "tx", "ta", "x", "y", "carry", "carry_n", "obj", "pile_used", "last")


class State(CodecMixin, SavingMixin, ViewsMixin, protocol.State):
    """One Droids position (see the module's docstring). Lists are per player (``out``,
    ``placed``...), per owner of transmitters (players, then the killer), per robot
    (``x``, ``y``, ``carry``...) or per cell (``obj``); ``tx``/``ta`` hold each owner's
    boxes (chit id, arrow), ``covers`` each player's transmitters (1 covered)."""

    game: Droids
    phase: str

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
        self.covers = [0] * (n * game.lines)
        self.tx, self.ta = [0] * (o * game.lines * 3), [0] * (o * game.lines * 3)
        self.x, self.y, self.carry, self.carry_n = [-1] * r, [-1] * r, [0] * r, [0] * r
        self.obj = [0] * (game.board.width * game.board.height)
        self.mines, self.sheet_roll, self.dice_used = 0, -1, 0
        self.pile_used = [0] * 4
        self.last = [0] * 5   # the last order sent: owner + 1, line, box, chit id, arrow
        self.rng = new_rng(0)
        self.shared_rng = False

    @classmethod
    def start(cls, game: Any, seed: int | None) -> State:
        """PREPARE: the start position of ``game`` with the generator of ``seed``."""
        s = cls(game)
        s.rng = new_rng(seed)
        st, board = game.start, game.board
        for i, robot in enumerate(game.robots):
            sq = st["at"][robot.id]
            s.x[i], s.y[i] = (-1, -1) if sq is None else sq
        for sq, kind in st["objects"].items():
            s.obj[board.cell(sq)] = CODES[kind]
        for p, (kind, count) in st["carrying"].items():
            r = game.robot(p)
            s.carry[r], s.carry_n[r] = (0, 0) if kind is None else (CODES[kind], count)
        for p, lines in st["covers"].items():
            for k in lines:
                s.covers[p * game.lines + k] = 1
            s.out[p] = s.covered(p) >= s.lines_of(p)   # SCRAP: no transmitter left
        for p, codes in st["racks"].items():
            for code in codes:
                programming.take(s, p, ch.CHITS[code].id)
        for p, boxes in st["transmitters"].items():
            for (k, box), (code, arrow) in boxes.items():
                i = (p * game.lines + k) * 3 + box
                s.tx[i] = ch.CHITS[code].id
                s.ta[i] = ch.NO_ARROW if arrow is None else int(arrow)
                s.placed[p] += 1
        s.mines = st["mines"]
        for p, n in st["delivered"].items():
            s.delivered[p] = n
        s.first = game.first if game.first is not None else int(
            s.gen().integers(len(game.players)))
        turns.begin(s, st["phase"])
        return s

    def clone(self) -> State:
        s = State.__new__(State)
        d = s.__dict__
        d.update(self.__dict__)
        for name in _LISTS:
            d[name] = d[name][:]
        s.racks = [list(r) for r in self.racks]
        s.rcol = [list(c) for c in self.rcol]
        s.shared_rng = self.shared_rng = True   # copied only when one of them draws
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
        lines = self.game.lines
        return sum(self.covers[p * lines:(p + 1) * lines])

    def lines_of(self, owner: int) -> int:
        return len(self.game.line_names(owner))

    def scrap(self, p: int, ev: list[Event]) -> None:
        """SCRAP: every transmitter of player ``p`` covered: he is out of the game."""
        lines = self.lines_of(p)
        for k in range(lines):
            self.covers[p * self.game.lines + k] = 1
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
        if self.phase == "over":
            return TERMINAL
        return self.game.players[self.cur]

    @property
    def winner(self) -> str | None:
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

    # --- actions --------------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return notation.verbs(self)

    def legal_actions(self, player: str | None = None) -> list[Action]:
        if self.phase == "over" or (player is not None and player != self.current_player()):
            return []
        return _LEGAL[self.phase](self)

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random legal action; in the programming phase, placing a random chit of the
        rack (each chit kind, transmitter, box and arrow alike) is as likely as passing
        with probability 1/8, so random games place most of their chits."""
        if self.phase == "program":
            if self.racks[self.cur] and rng.random() > 1 / 8:
                return programming.random_place(self, rng)
            return Action("pass")
        if self.phase == "choose":
            return programming.random_choice(self, rng)
        if self.phase == "draw":
            counts = programming.draw_counts(self)
            return programming.draw_action(counts[int(rng.integers(len(counts)))])
        return super().sample_action(rng, player)

    def check(self, action: Action) -> None:
        p = self.game.players.index(action.player)
        if action.verb not in _CHECK[self.phase]:
            raise IllegalAction(f"'{action.verb}' is not an action now: use "
                                f"{', '.join(notation.verbs(self))}")
        _CHECK[self.phase][action.verb](self, p, action)

    def do(self, action: Action, rec: Any) -> None:
        p = self.game.players.index(action.player)
        ev: list[Event] = []
        card = _DO[action.verb](self, p, action, ev, rec)
        self.record(rec, action, ev, card)
        turns.advance(self, rec, p)

    def _adopt(self, work: protocol.State) -> None:
        self.__dict__.update(work.__dict__)

    def __repr__(self) -> str:
        who = self.winner if self.phase == "over" else self.current_player()
        return f"<Droids state: turn {self.turn}, {self.phase}, {who}>"


_LEGAL = {"place": programming.legal_obstacles, "draw": programming.legal_draws,
          "choose": programming.legal_choices, "program": programming.legal_places,
          "execute": execution.legal_sends, "cover": execution.legal_covers}
_CHECK = {"place": {"obstacle": programming.check_obstacle},
          "draw": {"draw": programming.check_draw},
          "choose": {"choose": programming.check_choice},
          "program": {"place": programming.check_place, "pass": programming.check_pass},
          "execute": {"send": execution.check_send},
          "cover": {"cover": execution.check_cover, "uncover": execution.check_uncover},
          "over": {}}
_DO = {"obstacle": programming.do_obstacle, "draw": programming.do_draw,
       "choose": programming.do_choice, "place": programming.do_place,
       "pass": programming.do_pass, "send": execution.do_send, "cover": execution.do_cover,
       "uncover": execution.do_uncover}
