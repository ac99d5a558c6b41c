"""A Droids game in play: its fields, declared once (``DroidsState.layout``), the robots,
what lies on the board, each player's rack, transmitters and covers, the phase and whose
turn it is, and its play.

A turn: every player in turn **draws** 7 chits (``draw violet 3 blue 2 red 2``; the Robot
Killer's player ``choose``\\s them), then in turn **places** them one at a time in the boxes
of his transmitters (``place V2 C 1 E``: chit V2 in box 1 of transmitter C, arrow east) or
**passes**; then, from the start player, each in turn **sends** the first chit of a
transmitter in line with the robot it orders (``send C``; ``send C D4`` for a pick up or put
down on D4). A player hit **covers** transmitters (``cover C``), a player repaired
**uncovers** one (``uncover C``). Scenarios with obstacles to place start with them
(``obstacle D4``).

Play is split into modules of plain functions taking the state: :mod:`.programming`
(obstacles, the draw, placing chits), :mod:`.execution` (sending, covers), :mod:`.turns`
(who acts next, phases, the end), :mod:`.orders` (what each chit does); :mod:`.views`
(observation, desk check, the board as text) and :mod:`.scene` show it.

The fields in vector order: the head (phase, current owner + 1, start player, turn, winner
+ 1, mines in the box, the sheet's die roll + 1, the resume owner + 1, die rolls used, the 4
fixed-pile counters, the last order sent: owner + 1, transmitter, box, chit, arrow); per
owner of transmitters (the players, then the killer) out, done, placed, sent; per player
pending covers, repairs, boxes delivered, obstacles to place, the rack's size, its 4 colour
counts, its 7 chit slots, the number of covers and one slot per transmitter (1: covered);
per robot x, y, the object carried and how many; one slot per square (the object lying
there); every box of every owner's transmitters (chit id), then their arrows; the generator
(19 words). A rack's chits are seen by its player only, the generator by nobody; every
rack's size and colour counts by all. The saved document (docs/formats-droids.md) names
robots and objects by square and boxes by their text (:mod:`.layout`'s kinds); loading
also checks that the chits add up to the box. It is what conformance cases compare their
``expect`` with.

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"players": ["red", "blue"], "phase": "execute", "robots": {"red": "C2"},
...             "transmitters": {"red": [{"line": "C", "chit": "V2", "arrow": "S"}]}})
>>> s = g.new_state(seed=0)
>>> s.current_player(), [a.text for a in s.legal_actions()]
('red', ['send C'])
>>> for e in s.apply("send C"): print(e.text)
Red sends V2 (land: 2 squares) south from transmitter C, box 1
Red moves from C2 to C4 (south, 2 squares)
Red has no order to send: Red's turn ends
All chits go back on the piles: turn 2 begins
>>> Droids.state_from_dict(s.to_dict()) == s, s.with_vector(s.to_vector()) == s
(True, True)
>>> s = Droids({"players": ["red", "blue"], "phase": "program",
...             "racks": {"red": ["V1"], "blue": ["B1"]}}).new_state(seed=1)
>>> red, blue = s.slot("red.chits"), s.slot("blue.chits")
>>> hidden = s.hidden_slots("red").tolist()
>>> s.slot("blue.rack") in hidden, blue in hidden, red in hidden, int(s.to_vector()[red])
(False, True, False, 1)
>>> Droids.state_from_dict({**s.to_dict(), "mines": 13})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: mines: must be a whole number from 0 to 12, not 13
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import protocol
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, Rule
from codyroby_lab.core.layout import (
    Derived,
    Doc,
    Enum,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Player,
    Players,
)
from codyroby_lab.core.protocol import TERMINAL, Action, Game, saved_game
from codyroby_lab.core.rng import new_rng
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import execution, notation, programming, rules, scene, turns, views
from codyroby_lab.games.droids.layout import (
    BOXES,
    KILLER,
    MAX_CARRIED,
    MAX_COUNT,
    MAX_MINES,
    RACK,
    Chits,
    Colours,
    Covers,
    Entry,
    Last,
    Objects,
    Owner,
    Rack,
    Robots,
    Transmitters,
    in_the_box,
    owners,
    reword,
    robots,
)
from codyroby_lab.games.droids.objects import OBJECTS
from codyroby_lab.games.droids.rules import PHASES

if TYPE_CHECKING:
    from codyroby_lab.games.droids.game import Droids

__all__ = ["NAME", "DroidsState"]

NAME, VERSION = "droids", 1
DRAW = -2   # winner_index of a game ended by the turn limit
#: the saved document's entries in order, and a player's part's
ORDER = ("game", "version", "scenario", "phase", "turn", "first", "current", "winner", "draw",
         "robots", "objects", "players", "transmitters", "box", "mines", "resume", "last",
         "dice_used", "piles_used", "rng", "setup", "killer")
PLAYER = ("out", "done", "placed", "sent", "pending", "repairs", "delivered", "to_place",
          "covers", "colours", "rack")


#: what each owner of transmitters has (the killer's too), written in its player's part
OWNED = (Flag("out"), Flag("done"), Int("placed", 0, MAX_COUNT), Int("sent", 0, MAX_COUNT))


def _damage(s: DroidsState, i: int) -> list[int]:
    return [sum(s.covers[i])]


class DroidsState(protocol.State):
    """A Droids game in play (see the module's docstring). Lists are per player (``racks``,
    ``pending``...), per owner of transmitters (players, then the killer: ``out``,
    ``placed``...), per robot (``x``, ``y``, ``carry``...) or per cell (``obj``);
    ``tx``/``ta`` hold each owner's boxes (chit id, arrow), ``covers`` each player's
    transmitters (1 covered)."""

    game: Droids
    phase: str
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("scenario", {"type": "string"}),
        Enum("phase", PHASES, doc="phase"),
        Owner("cur", doc="current", name="current"),
        Player("first", doc="first"),
        Int("turn", 1, lambda game: game.max_turns, doc="turn"),
        Int("winner_index", DRAW, lambda game: len(game.players) - 1, shift=1, name="winner"),
        Doc("winner", lambda game: {"enum": [None, *game.players]}),
        Doc("draw", {"type": "boolean"}),
        Int("mines", 0, MAX_MINES, doc="mines"),
        Int("sheet_roll", -1, 9, shift=1, name="roll"),
        Owner("resume", doc="resume"),
        Int("dice_used", 0, MAX_COUNT, doc="dice_used"),
        Colours("pile_used", MAX_COUNT, doc="piles_used", name="piles_used"),
        Last("last", doc="last"),
        Players(*OWNED, by=owners),  # slots "killer.sent"
        Players(
            *(Entry(f"players.*.{f.attr}", f) for f in OWNED),
            Int("pending", 0, MAX_COUNT, doc="players.*.pending"),
            Int("fixes", 0, MAX_COUNT, doc="players.*.repairs", name="repairs"),
            Int("delivered", 0, MAX_COUNT, doc="players.*.delivered"),
            Int("to_place", 0, MAX_COUNT, doc="players.*.to_place"),
            Rack("racks", doc="players.*.rack", name="rack"),
            Colours("rcol", RACK, doc="players.*.colours", name="colours"),
            Chits("racks", 1 + len(ch.COLOURS), seen="owner", name="chits"),
            Derived("damage", _damage),
            Ints("covers", lambda game: game.lines, 0, 1),
            Covers("players.*.covers")),
        Players(Int("x", -1, MAX_COUNT), Int("y", -1, MAX_COUNT), Int("carry", 0, len(OBJECTS)),
                Int("carry_n", 0, MAX_CARRIED), by=robots),
        Robots("robots"),
        Objects("obj", doc="objects"),
        Ints("tx", lambda game: game.owners * game.lines * BOXES, 0, MAX_COUNT),
        Ints("ta", lambda game: game.owners * game.lines * BOXES, 0, ch.NO_ARROW),
        Transmitters("transmitters"),
        Doc("box", {"type": "object"}),
        Doc("killer", KILLER, required=False),
        Generator("rng", shared=True, doc="rng"),  # (gen: most copies never draw)
        Doc("setup", {"type": "object"}),
    )

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
        self.tx, self.ta = [0] * (o * game.lines * BOXES), [0] * (o * game.lines * BOXES)
        self.x, self.y, self.carry, self.carry_n = [-1] * r, [-1] * r, [0] * r, [0] * r
        self.obj = [0] * (game.board.width * game.board.height)
        self.mines, self.sheet_roll, self.dice_used = 0, -1, 0
        self.pile_used = [0] * 4
        self.last = [0] * 5   # the last order sent: owner + 1, line, box, chit id, arrow
        self.rng = new_rng(0)
        self.shared_rng = False

    def clone(self) -> DroidsState:
        s: DroidsState = self.layout.clone(self)
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

    # --- the saved document ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (``Droids.state_from_dict`` reads it back): the
        layout's fields, the game's name, version, scenario and setup, the winner, the chits
        left in the box and the Robot Killer's part."""
        g = self.game
        d = self.layout.dump(self)
        for name in g.players:
            d["players"][name] = {k: d["players"][name][k] for k in PLAYER}
        d.update(game=NAME, version=VERSION, scenario=g.scenario.key, winner=self.winner,
                 draw=self.winner_index == DRAW, box=programming.pool(self), setup=g.setup())
        if g.owners > len(g.players):
            k = g.owners - 1
            d["killer"] = {"done": self.done[k], "sent": self.sent[k],
                           "roll": None if self.sheet_roll < 0 else self.sheet_roll}
        return {k: d[k] for k in ORDER if k in d}

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> DroidsState:
        """A state from :meth:`to_dict`; ``make_game(setup)`` builds its game. A SetupError
        names a bad field (``robots.red.at``): the schema's, then the checks a schema cannot
        make (the chits add up to the box, the scenario is the setup's)."""
        g = saved_game(d, make_game)
        s: DroidsState = cls.layout.load(cls(g), d, reword=reword, top=True)
        s.winner_index = (DRAW if d["draw"] else -1) if d["winner"] is None else \
            g.players.index(d["winner"])
        if "killer" in d:
            k = g.owners - 1
            s.done[k], s.sent[k] = d["killer"]["done"], d["killer"]["sent"]
            s.sheet_roll = -1 if d["killer"]["roll"] is None else d["killer"]["roll"]
        in_the_box(g, [c for rack in s.racks for c in rack] + [c for c in s.tx if c])
        for field, value in (("scenario", g.scenario.key), ("box", programming.pool(s))):
            if d[field] != value:  # what the rest of the document tells
                raise SetupError(field, f"must be {value!r}, as the rest of the saved state "
                                        "says")
        return s

    # --- actions --------------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return notation.verbs(self)

    def legal_actions(self, player: str | None = None) -> list[Action]:
        if not self.waiting_for() or (player is not None and player != self.current_player()):
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

    def do(self, action: Action, rec: Any, plan: None) -> None:
        p = self.game.players.index(action.player)
        ev: list[Event] = []
        card = _DO[action.verb](self, p, action, ev, rec)
        self.record(rec, action, ev, card)
        turns.advance(self, rec, p)

    # --- what a viewer sees ------------------------------------------------------------

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        return views.observation(self, viewer)

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return views.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def ascii(self, player: str | None = None) -> str:
        """The board as text (:func:`.views.ascii`)."""
        return views.ascii(self, player)

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
