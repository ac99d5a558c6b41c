"""A RoboRally game in play: its fields, declared once (``RoboRallyState.layout``), the
protocol (who commits, checking and sealing a program) and what a viewer sees. The turn's
play, once every robot has committed, is :mod:`.turns`'s; the scene and the desk-check
columns come from :mod:`.scene`; the game's own field kinds from :mod:`.layout`.

In the programming phase every robot in play commits at the same time
(``current_player()`` is SIMULTANEOUS; ``waiting_for()`` the robots that have not
committed); the last commit plays the whole turn.

The fields in vector order: the head (turn, phase, register, winner + 1); one block per
robot (x, y (of its wreck when destroyed), facing 0-7, damage, lives, flags, archive x and
y, powered down, power-down announced, destroyed, how many registers to read to see the
revealed cards (the registers layer's count); its options' count and ``[code, ammunition]``
pairs; its hand's size and 9 card slots; its program's 5 registers; the 5 registers
revealed so far); the sealed commits (:class:`~codyroby_lab.core.sealed.Sealed`); the mark
on every square (0 none, 1 a mine, 2 a bridge); the generator (19 words). Hidden from a
player: the other robots' hand cards, programs and sealed choices, and the generator (a
spectator: every robot's). The robots' engine arrays
(:class:`~codyroby_lab.games.roborally.robots.Bots`, what the register phase's hot loop
reads) are the state's ``bots``; the fields ``held="bots"`` are read from them.

The saved document (``to_dict()``, read back by ``RoboRally.state_from_dict(d)``) is the
layout's, plus what is the game's own: where each robot is (its square, or its wreck's once
destroyed), whether it is out, its locked registers and the sealed commits in words. It is
read back through the layout (its schema, errors in the setup format's words) and the checks
a schema cannot make: one robot a square, damage up to 9 on the board, each card held once.

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=3)
>>> s.current_player(), s.waiting_for()
(SIMULTANEOUS, ('Twonky', 'Zoom Bot'))
>>> [e.text for e in s.apply("Twonky: program 1 2 3 4 5")]
['Twonky programs Rotate Right (priority 320), Rotate Left (priority 350), Rotate Right (priority 280), Rotate Right (priority 360), U-Turn (priority 10)']
>>> s.apply("Zoom Bot: program 5 4 3 2 1")[0].seen_by("Twonky").text
'Zoom Bot has chosen'
>>> s.turn, s.waiting_for()
(2, ('Twonky', 'Zoom Bot'))
>>> s.with_vector(s.to_vector()) == s, RoboRally.state_from_dict(s.to_dict()) == s
(True, True)
>>> hand = s.slot("Zoom Bot.hand")
>>> hand in s.hidden_slots("Twonky"), hand + 1 in s.hidden_slots("Twonky")
(False, True)
>>> s.vector_slots()[4:8]
['Twonky.x', 'Twonky.y', 'Twonky.facing', 'Twonky.damage']
>>> r = RoboRally().new_state(seed=1).to_dict()["robots"]["Twonky"]
>>> r["at"], r["facing"], r["damage"], r["locked"], len(r["hand"])
('E12', 'N', 0, [], 9)
"""  # noqa: E501

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.layout import (
    Commits,
    Derived,
    Doc,
    Enum,
    Flag,
    Generator,
    Int,
    Ints,
    Layout,
    Pile,
    Player,
    Players,
)
from codyroby_lab.core.protocol import SIMULTANEOUS, TERMINAL, Action, Game, Mover, saved_game
from codyroby_lab.core.protocol import State as GameState
from codyroby_lab.core.sealed import Sealed, committed
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import Viewer, sees
from codyroby_lab.games.roborally import actions, scene, turns
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.layout import (
    LABELS,
    SEAL,
    Destroyed,
    Engine,
    Marks,
    Options,
    Place,
    Square,
    cell,
    revealed,
    reword,
)
from codyroby_lab.games.roborally.robots import DESTROYING_DAMAGE, Bots
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.game import RoboRally

NAME, VERSION = "roborally", 1
#: a robot destroyed this turn keeps the damage it took (10 or more) until it re-enters
MAX_DAMAGE_OFF = 99
ROBOT = ("at", "facing", "damage", "lives", "flags", "archive", "powered_down", "announced",
         "destroyed", "out", "wreck", "options", "locked", "registers", "hand", "program")
_ORDER = ("game", "version", "setup", "turn", "phase", "register", "winner", "robots", "marks",
          "committed", "rng")
_SQUARE = {"type": ["string", "null"], "maxLength": 8}
_COMMITTED = {"type": "object", "additionalProperties": {
    "type": "object", "required": ["down", "cards"], "properties": {
        "down": {"type": "boolean"}, "cards": {"type": "array", "maxItems": HAND}}}}


def _robot(field: str) -> str:
    return f"robots.*.{field}"


class RoboRallyState(GameState):
    """One RoboRally position (see the module docstring)."""

    game: RoboRally
    layout = Layout(
        Doc("game", {"const": NAME}),
        Doc("version", {"const": VERSION}),
        Doc("setup", {"type": "object"}),
        Int("turn", 1, lambda game: game.max_turns, doc="turn"),
        Enum("phase", LABELS, doc="phase"),
        Int("reg", 0, REGISTERS, doc="register", name="register"),
        Player("winner_index", none=True, doc="winner", name="winner"),
        Engine("bots"),
        Players(
            Place("pos", ("x", "y"), name="at"),
            Enum("face", (0, 1, 2, 3), codes=(0, 2, 4, 6), names=tuple("NESW"), held="bots",
                 doc=_robot("facing"), name="facing"),
            Doc(_robot("at"), _SQUARE),
            # a robot's damage: 0 to 9 on the board (10 destroys it), up to 99 once destroyed
            # (the state's reader checks the first)
            Int("dmg", 0, MAX_DAMAGE_OFF, held="bots", doc=_robot("damage"), name="damage",
                says=f"from 0 to {DESTROYING_DAMAGE - 1} on the board, 0 to {MAX_DAMAGE_OFF} "
                     f"once destroyed"),
            Int("lives", 0, 9, held="bots", doc=_robot("lives")),
            Int("flags", 0, lambda game: game.tables.flags, held="bots", doc=_robot("flags")),
            Square("archive", ("archive_x", "archive_y"), doc=_robot("archive")),
            Flag("down", held="bots", doc=_robot("powered_down"), name="powered_down"),
            Flag("announced", doc=_robot("announced")),
            Destroyed("pos", held="bots", name="destroyed"),
            Doc(_robot("destroyed"), {"type": "boolean"}),
            Doc(_robot("out"), {"type": "boolean"}),
            Doc(_robot("wreck"), _SQUARE),
            Doc(_robot("locked"), {"type": "array", "maxItems": REGISTERS,
                                   "items": {"type": "integer"}}),
            Derived("registers", lambda s, i: (revealed(s.shown[i]),)),
            Options("opts", held="bots", doc=_robot("options"), name="options"),
            Pile("hands", HAND, names="cards", seen="owner", doc=_robot("hand"), name="hand"),
            Ints("program", REGISTERS, 0, 999, names="cards", seen="owner",
                 doc=_robot("program")),
            Ints("shown", REGISTERS, 0, 999, names="cards", doc=_robot("registers"))),
        Commits("sealed", SEAL),
        Doc("committed", _COMMITTED),
        Marks(),
        Generator("rng", doc="rng"),
    )

    def __init__(self, game: RoboRally):
        n = len(game.players)
        self.game = game
        self.turn = 1
        self.phase = "programming"
        self.reg = 0
        self.winner_index: int | None = None
        self.bots = Bots.empty(n, game.tables.size)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.program = [[0] * REGISTERS for _ in range(n)]
        self.shown = [[0] * REGISTERS for _ in range(n)]
        self.announced = [False] * n
        self.sealed = Sealed(game.players, SEAL)
        self.rng = np.random.default_rng(0)

    @classmethod
    def placed(cls, game: RoboRally, seed: int | None) -> RoboRallyState:
        """The robots on their squares as the setup says, before any card is dealt."""
        s = cls(game)
        s.rng = np.random.default_rng(seed)
        b = s.bots
        for i, r in enumerate(game.robots):
            b.place(i, r["cell"], r["face"])
            b.dmg[i], b.lives[i], b.flags[i] = r["damage"], r["lives"], r["flags"]
            b.archive[i], b.down[i] = r["archive"], r["down"]
            b.opts[i] = [list(o) for o in r["options"]]
            for reg, card in r["locked"].items():
                s.program[i][reg - 1] = s.shown[i][reg - 1] = game.cards.code(card.label)
        return s

    def with_vector(self, vec: Any) -> RoboRallyState:
        s: RoboRallyState = self._layout().with_vector(self, vec)
        s.bots.seat()  # (the occupancy is no slot: it follows from the cells)
        return s

    # --- who, what --------------------------------------------------------------------------

    def free_registers(self, i: int) -> list[int]:
        """Robot ``i``'s registers (0-based) that are not locked."""
        return list(range(REGISTERS - locked(self.bots.dmg[i])))

    def active(self, i: int) -> bool:
        """Robot ``i`` still plays (it has lives left)."""
        return self.bots.lives[i] > 0

    def current_player(self) -> str | Mover:
        if self.phase in ("over", "stopped"):
            return TERMINAL
        return SIMULTANEOUS

    def waiting_for(self) -> tuple[str, ...]:
        """The robots still in the game that have not committed their program yet."""
        if self.phase != "programming":
            return ()
        chosen = self.sealed.choices
        return tuple(p for p, left in zip(self.game.players, self.bots.lives, strict=True)
                     if left > 0 and p not in chosen)

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def over_words(self) -> str:
        if self.phase == "stopped":
            return (f"the exercise stops after register {self.game.phases} (setup 'phases'): "
                    "make a new game to play on")
        return super().over_words()

    # --- actions ----------------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return dict(actions.VERBS) if self.phase == "programming" else {}

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every program of ``player`` (default: the first robot still to commit) without a
        power-down announcement, as places in the hand in register order: for a full hand
        of 9 and 5 free registers, 15,120 of them. Each is legal with ``down`` added too.
        A powered-down robot: ``power up`` and ``power down``."""
        who = self.waiting_for()
        p = who[0] if player is None and who else player
        if p not in who:
            return []
        i = self.game.players.index(p)
        if self.bots.down[i]:
            return [Action("power", ("up",), p), Action("power", ("down",), p)]
        k = len(self.free_registers(i))
        places = [str(j + 1) for j in range(len(self.hands[i]))]
        return [Action("program", seq, p) for seq in permutations(places, k)]

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random legal action: a random program (a power-down announced 1 time in 10)."""
        who = self.waiting_for()
        p = who[0] if player is None and who else player
        if p not in who:
            raise IllegalAction(f"{p or 'nobody'} has no action now")
        i = self.game.players.index(p)
        if self.bots.down[i]:
            return Action("power", (("up", "down")[int(rng.integers(2))],), p)
        k = len(self.free_registers(i))
        seq = [str(j + 1) for j in rng.permutation(len(self.hands[i]))[:k]]
        return Action("program", (*seq, *(("down",) if rng.random() < 0.1 else ())), p)

    def check(self, action: Action) -> list[int]:
        """What ``action`` seals (``do`` seals it): :func:`.actions.sealed`."""
        return actions.sealed(self, action)

    def commit_words(self, codes: tuple[int, ...]) -> dict[str, Any]:
        """A sealed commit in words: the power-down announced, the cards."""
        label = self.game.cards.label
        return {"down": codes[0] == 2, "cards": [label(c) for c in codes[1:]]}

    def undo_of(self, action: Action) -> Any:
        """A commit that is not the last one only seals the program: it runs with no copy
        first (the last one plays the turn, on a copy)."""
        assert action.player is not None  # (a checked action names its player)
        return self.sealed.undo(action.player) if len(self.waiting_for()) > 1 else None

    def do(self, action: Action, rec: Any, codes: list[int]) -> None:
        g = self.game
        p = action.player
        assert p is not None  # (a checked action names its player)
        self.sealed.commit(p, codes)
        if action.verb == "power":
            text = f"{p} will {'stay powered down' if codes[0] == 2 else 'power up'}"
        else:
            words = g.cards.code_words
            text = f"{p} programs " + (", ".join([words[c] for c in codes[1:]])
                                       or "nothing (every register is locked)")
            if codes[0] == 2:
                text += " and announces a power-down"
        self.record(rec, action, [committed(R.PROGRAM, p, text)])
        if not self.waiting_for():
            turns.resolve(self, rec)

    # --- what a viewer sees -----------------------------------------------------------------

    def robot_dict(self, i: int, viewer: Viewer = None) -> dict[str, Any]:
        """One robot, JSON-ready; its hand and program only for those who may see them."""
        p = self.game.players[i]
        return _seen(_robots(self)[p], len(self.hands[i]), sees(viewer, (p,)))

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """The turn, the register, every robot (hands and programs only the viewer's own),
        the mines and bridges, who has committed (and the viewer's own commit)."""
        d = self._layout().dump(self)
        robots = _robots(self, d)
        return {**self.public(viewer), "turn": self.turn, "register": self.reg,
                "robots": {p: _seen(robots[p], len(self.hands[i]), sees(viewer, (p,)))
                           for i, p in enumerate(self.game.players)},
                "marks": d["marks"],
                "committed": self.sealed.observation(viewer, self.commit_words)}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def ascii(self) -> str:
        """The board as text with the robots (see :func:`.scene.ascii_board`)."""
        return scene.ascii_board(self)

    def __repr__(self) -> str:
        where = ", ".join(f"{p} at {self.robot_dict(i)['at']}"
                          for i, p in enumerate(self.game.players))
        return f"<RoboRally state: turn {self.turn}, {self.phase}; {where}>"

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (``load`` reads it back)."""
        d = self._layout().dump(self)
        d.update(game=NAME, version=VERSION, setup=self.game.setup(), robots=_robots(self, d),
                 committed={p: self.commit_words(c) for p, c in self.sealed.choices.items()})
        return {k: d[k] for k in _ORDER}

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> RoboRallyState:
        """A state from :meth:`to_dict`; ``make_game(setup)`` builds its game; SetupError
        names a bad field. A saved state obeys what the setup format does: the layout's
        schema and readers check the ranges (lives, flags), facings, cards, options and
        squares on the board; this adds one robot a square, damage 0 to 9 on the board,
        each card held once and the sealed commits."""
        g = saved_game(d, make_game)
        s = cls(g)
        s._layout().load(s, d, reword=reword, top=True)
        t, b = g.tables, s.bots
        held: dict[int, str] = {}
        for i, p in enumerate(g.players):
            r, where = d["robots"][p], f"robots.{p}"
            if r["at"] is None:
                b.pos[i], b.wreck[i] = -1, cell(g, r["wreck"], f"{where}.wreck")
            else:
                at = cell(g, r["at"], f"{where}.at")
                if b.occ[at] >= 0:
                    raise SetupError(f"{where}.at", f"{g.players[b.occ[at]]} is on "
                                                    f"{t.names[at]} already: one robot a square")
                b.place(i, at)
                integer(r["damage"], f"{where}.damage", 0, DESTROYING_DAMAGE - 1)
            for k, c in enumerate(s.hands[i]):
                if c in held:
                    raise SetupError(f"{where}.hand[{k}]", f"{g.cards.label(c)} is held twice "
                                                           f"({held[c]}): each card is in one "
                                                           "hand")
                held[c] = f"{p}'s hand"
        for p, c in check_fields(d["committed"], g.players, "committed").items():
            s.sealed.commit(p, [2 if c["down"] else 1,
                                *(g.cards.code(x, f"committed.{p}.cards[{k}]")
                                  for k, x in enumerate(c["cards"]))])
        return s


def _robots(state: RoboRallyState, d: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """Every robot, JSON-ready, hands and programs included (from ``d``, the layout's dump
    of ``state``, when given)."""
    g, b, t = state.game, state.bots, state.game.tables
    d = state._layout().dump(state) if d is None else d
    out = {}
    for i, p in enumerate(g.players):
        r, off = d["robots"][p], b.pos[i] < 0
        r.update(at=None if off else t.names[b.pos[i]], destroyed=off, out=b.lives[i] <= 0,
                 wreck=t.names[b.wreck[i]] if off else None,
                 locked=list(range(REGISTERS - locked(b.dmg[i]) + 1, REGISTERS + 1)))
        out[p] = {k: r[k] for k in ROBOT}
    return out


def _seen(robot: dict[str, Any], size: int, mine: bool) -> dict[str, Any]:
    """A saved robot as a viewer sees it: another robot's hand as its size, no program."""
    if mine:
        return robot
    return {**{k: v for k, v in robot.items() if k != "program"}, "hand": size}


def opening(game: RoboRally, seed: int | None = None) -> Trace:
    """The trace of a setup's program (its register phases, step by step), from the robots
    placed to the position ``new_state(seed)`` returns."""
    s = RoboRallyState.placed(game, seed)
    trace = Trace(s)
    turns.start(s, trace)
    return trace
