"""A RoboRally position on the common protocol: the turn, the step, the robots, hands,
programs, revealed registers, sealed commits, mines and bridges, and the generator.

In the programming phase every robot in play commits at the same time
(``current_player()`` is SIMULTANEOUS; ``waiting_for()`` the robots that have not
committed); the last commit plays the whole turn (:mod:`.turn`). The state is split by
concern: :mod:`.turn` (a turn), :mod:`.codec` (the vector and what each viewer may not see),
:mod:`.scene` (what the widget draws).

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=3)
>>> s.current_player(), s.waiting_for()
(SIMULTANEOUS, ('Twonky', 'Zoom Bot'))
>>> [e.text for e in s.apply("Twonky: program 1 2 3 4 5")]
['Twonky programs Rotate Right 320, Rotate Left 350, Rotate Right 280, Rotate Right 360, U-Turn 10']
>>> s.apply("Zoom Bot: program 5 4 3 2 1")[0].seen_by("Twonky").text
'Zoom Bot has chosen'
>>> s.turn, s.waiting_for()
(2, ('Twonky', 'Zoom Bot'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core import rng as rngs
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, parse_square, square_name
from codyroby_lab.core.protocol import SIMULTANEOUS, TERMINAL, Action, Mover, saved
from codyroby_lab.core.protocol import State as GameState
from codyroby_lab.core.sealed import Sealed
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.core.trace import Events, Trace
from codyroby_lab.core.viewer import Viewer, sees
from codyroby_lab.games.roborally import actions, options
from codyroby_lab.games.roborally.codec import LABELS, SEAL, CodecMixin
from codyroby_lab.games.roborally.robots import BRIDGE, DESTROYING_DAMAGE, MAX_OPTIONS, MINE, Bots
from codyroby_lab.games.roborally.turn import HAND, REGISTERS, TurnMixin, locked

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.game import RoboRally

VERSION = 1
#: a robot destroyed this turn keeps the damage it took (10 or more) until it re-enters
MAX_DAMAGE_OFF = 99
MARK_WORDS = {MINE: "mine", BRIDGE: "bridge"}


class State(TurnMixin, CodecMixin, GameState):
    """One RoboRally position (see the module docstring)."""

    game: RoboRally

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
    def placed(cls, game: RoboRally, seed: int | None) -> State:
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

    @classmethod
    def start(cls, game: RoboRally, seed: int | None) -> State:
        """The start: with a setup program, the position after it; otherwise the first
        deal."""
        s = cls.placed(game, seed)
        s.open(Events())
        return s

    def open(self, rec: Any) -> None:
        """From the robots placed: the setup's program played (the register phases it asks
        for, then the end of the turn or a stop), or the first deal; steps go to ``rec``."""
        game = self.game
        if game.program is None:
            hands = {game.players.index(p): [game.cards.code(c.label) for c in h]
                     for p, h in game.hands.items()}
            self.begin_turn(rec, hands)
            return
        for p, cards in game.program.items():
            i = game.players.index(p)
            for r, c in enumerate(cards):
                if c is not None:
                    self.program[i][r] = game.cards.code(c.label)
        self.play_registers(rec, game.phases)
        if self.phase == "over":
            return
        if game.end_of_turn:
            self.end_turn(rec)
        else:
            self.phase = "stopped"
            rec.settle(self)

    # --- the protocol ------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        if self.phase in ("over", "stopped"):
            return TERMINAL
        return SIMULTANEOUS

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def over_words(self) -> str:
        if self.phase == "stopped":
            return (f"the exercise stops after register {self.game.phases} (setup 'phases'): "
                    "make a new game to play on")
        return super().over_words()

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
        from itertools import permutations
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

    def clone(self) -> State:
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.bots = self.bots.copy()
        s.hands = [list(h) for h in self.hands]
        s.program = [list(p) for p in self.program]
        s.shown = [list(p) for p in self.shown]
        s.announced = list(self.announced)
        s.sealed = self.sealed.copy()
        s.rng = rngs.from_words(rngs.to_words(self.rng))
        return s

    # --- what a viewer sees --------------------------------------------------------------

    def robot_dict(self, i: int, viewer: Viewer = None) -> dict[str, Any]:
        """One robot, JSON-ready; its hand and program only for those who may see them."""
        g, b, t = self.game, self.bots, self.game.tables
        p = g.players[i]
        label = g.cards.label
        d = {"at": None if b.pos[i] < 0 else t.names[b.pos[i]],
             "facing": ORTHOGONAL[b.face[i]].name, "damage": b.dmg[i], "lives": b.lives[i],
             "flags": b.flags[i], "archive": t.names[b.archive[i]],
             "powered_down": b.down[i], "announced": self.announced[i],
             "destroyed": b.pos[i] < 0, "out": b.lives[i] <= 0,
             "wreck": t.names[b.wreck[i]] if b.pos[i] < 0 else None,
             "options": [[options.name(c), ammo] for c, ammo in b.opts[i]],
             "locked": list(range(REGISTERS - locked(b.dmg[i]) + 1, REGISTERS + 1)),
             "registers": [label(c) if c else None for c in self.shown[i]]}
        if sees(viewer, (p,)):
            d["hand"] = [label(c) for c in self.hands[i]]
            d["program"] = [label(c) if c else None for c in self.program[i]]
        else:
            d["hand"] = len(self.hands[i])
        return d

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """The turn, the register, every robot (hands and programs only the viewer's own),
        the mines and bridges, who has committed (and the viewer's own commit)."""
        g = self.game
        return {**self.public(viewer), "turn": self.turn, "register": self.reg,
                "robots": {p: self.robot_dict(i, viewer) for i, p in enumerate(g.players)},
                "marks": self.marks_dict(),
                "committed": self.sealed.observation(viewer, self.commit_words)}

    def commit_words(self, codes: tuple[int, ...]) -> dict[str, Any]:
        label = self.game.cards.label
        return {"down": codes[0] == 2, "cards": [label(c) for c in codes[1:]]}

    def marks_dict(self) -> dict[str, str]:
        t = self.game.tables
        return {t.names[c]: MARK_WORDS[m] for c, m in enumerate(self.bots.marks) if m}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        from codyroby_lab.games.roborally.scene import columns
        return columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        from codyroby_lab.games.roborally.scene import scene
        return scene(self, viewer)

    def ascii(self) -> str:
        """The board as text with the robots (see :func:`.scene.ascii_board`)."""
        from codyroby_lab.games.roborally.scene import ascii_board
        return ascii_board(self)

    def __repr__(self) -> str:
        where = ", ".join(f"{p} at {self.robot_dict(i)['at']}"
                          for i, p in enumerate(self.game.players))
        return f"<RoboRally state: turn {self.turn}, {self.phase}; {where}>"

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        g = self.game
        from codyroby_lab.core.viewer import EVERYONE
        return {"game": g.name, "version": VERSION, "setup": g.setup(), "turn": self.turn,
                "phase": self.phase, "register": self.reg, "winner": self.winner,
                "robots": {p: self.robot_dict(i, EVERYONE) for i, p in enumerate(g.players)},
                "marks": self.marks_dict(),
                "committed": {p: self.commit_words(c) for p, c in self.sealed.choices.items()},
                "rng": rngs.to_dict(self.rng)}

    @classmethod
    @saved
    def load(cls, d: Any, game_cls: Any) -> State:
        """A state from :meth:`to_dict`; SetupError names a bad field. A saved state obeys
        what the setup format does: ranges (damage 0 to 9 on the board, lives, flags), one
        robot a square, squares on the board, facings N, E, S or W, at most 9 cards a hand
        and each card held once, 5 registers, ammunition up to the option's own."""
        if not isinstance(d, dict) or d.get("game") != "roborally":
            raise SetupError("game", "is not a roborally state")
        if d.get("version") != VERSION:
            raise SetupError("version", f"must be {VERSION}")
        g = game_cls(d["setup"])
        s = cls(g)
        t, b = g.tables, s.bots
        s.turn = integer(d["turn"], "turn", 1, g.max_turns)
        s.reg = integer(d["register"], "register", 0, REGISTERS)
        if d["phase"] not in LABELS:
            raise SetupError("phase", f"must be one of {', '.join(LABELS)}")
        s.phase = d["phase"]
        s.winner_index = None if d["winner"] is None else _player(g, d["winner"], "winner")
        code = g.cards.code

        def cell(value: Any, field: str) -> int:
            x, y = parse_square(value, field)
            if not (0 <= x < t.width and 0 <= y < t.height):
                raise SetupError(field, f"{str(value)[:20]!r} is off the board")
            return t.cell((x, y))

        def cards(value: Any, field: str, size: int | None = None) -> list[int]:
            if not isinstance(value, list) or len(value) > HAND or (
                    size is not None and len(value) != size):
                raise SetupError(field, f"must list {size or f'at most {HAND}'} cards")
            return [0 if c is None and size else code(c, f"{field}[{k}]")
                    for k, c in enumerate(value)]

        robots = check_fields(d["robots"], g.players, "robots")
        held: dict[int, str] = {}
        for i, p in enumerate(g.players):
            r, where = robots[p], f"robots.{p}"
            if r["at"] is not None:
                at = cell(r["at"], f"{where}.at")
                if b.occ[at] >= 0:
                    raise SetupError(f"{where}.at", f"{g.players[b.occ[at]]} is on "
                                                    f"{t.names[at]} already: one robot a square")
                b.place(i, at)
            else:
                b.wreck[i] = cell(r["wreck"], f"{where}.wreck")
            if r["facing"] not in ("N", "E", "S", "W"):
                raise SetupError(f"{where}.facing", f"must be N, E, S or W, not "
                                                    f"{str(r['facing'])[:10]!r}")
            b.face[i] = "NESW".index(r["facing"])
            b.dmg[i] = integer(r["damage"], f"{where}.damage", 0, DESTROYING_DAMAGE - 1
                               if r["at"] is not None else MAX_DAMAGE_OFF)
            b.lives[i] = integer(r["lives"], f"{where}.lives", 0, 9)
            b.flags[i] = integer(r["flags"], f"{where}.flags", 0, t.flags)
            b.archive[i] = cell(r["archive"], f"{where}.archive")
            b.down[i], s.announced[i] = _yes_no(r, "powered_down", where), _yes_no(
                r, "announced", where)
            b.opts[i] = _options(r["options"], f"{where}.options")
            s.hands[i] = cards(r["hand"], f"{where}.hand")
            s.program[i] = cards(r["program"], f"{where}.program", REGISTERS)
            s.shown[i] = cards(r["registers"], f"{where}.registers", REGISTERS)
            for k, c in enumerate(s.hands[i]):
                if c in held:
                    raise SetupError(f"{where}.hand[{k}]", f"{g.cards.label(c)} is held twice "
                                                           f"({held[c]}): each card is in one "
                                                           "hand")
                held[c] = f"{p}'s hand"
        for name, mark in d["marks"].items():
            if mark not in ("mine", "bridge"):
                raise SetupError(f"marks.{name}"[:40], "is a mine or a bridge")
            b.marks[cell(name, "marks")] = {"mine": MINE, "bridge": BRIDGE}[mark]
        for p, c in check_fields(d["committed"], g.players, "committed").items():
            s.sealed.commit(p, [2 if _yes_no(c, "down", f"committed.{p}") else 1,
                                *cards(c["cards"], f"committed.{p}.cards")])
        s.rng = rngs.from_dict(d["rng"])
        return s


def _player(g: Any, name: Any, field: str) -> int:
    if name not in g.players:
        raise SetupError(field, f"must be one of the robots ({', '.join(g.players)})")
    return g.players.index(name)


def _yes_no(d: dict[str, Any], name: str, where: str) -> bool:
    if not isinstance(d[name], bool):
        raise SetupError(f"{where}.{name}", "must be true or false")
    return d[name]


def _options(value: Any, field: str) -> list[list[int]]:
    """Saved options: at most MAX_OPTIONS ``[name, ammunition]`` pairs, each option once,
    ammunition from 0 to the option's own."""
    if not isinstance(value, list) or len(value) > MAX_OPTIONS:
        raise SetupError(field, f"must list at most {MAX_OPTIONS} [option, ammunition] pairs")
    out: list[list[int]] = []
    for k, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise SetupError(f"{field}[{k}]", "must be [option, ammunition]")
        c = options.code(pair[0], f"{field}[{k}]")
        if any(o[0] == c for o in out):
            raise SetupError(f"{field}[{k}]", f"{options.name(c)} is held twice")
        out.append([c, integer(pair[1], f"{field}[{k}][1]", 0, options.full(c)[1])])
    return out


def opening(game: RoboRally, seed: int | None = None) -> Trace:
    """The trace of a setup's program (its register phases, step by step), from the robots
    placed to the position ``new_state(seed)`` returns."""
    s = State.placed(game, seed)
    trace = Trace(s)
    s.open(trace)
    return trace


__all__ = ["State", "opening", "square_name"]
