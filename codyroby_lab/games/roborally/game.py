"""The RoboRally game on the common protocol: its rules and setup, read and checked (the setup
format, docs/formats-roborally.md): a board or course, robots, the deck, options, and what a
setup may fix that is otherwise random or hidden: each robot's place, facing, damage, lives,
flags, archive, power-down, options and locked registers; the first turn's hands; or a whole
first turn's program (each robot's card per register), how many register phases to play and
whether the end-of-turn effects run, which is how a conformance case or a lesson sets a
scene and plays it.

>>> game = RoboRally.from_setup({"board": {"width": 5, "height": 5,
...                              "elements": [{"kind": "flag", "at": "C1", "number": 1}]},
...                              "robots": {"Twonky": {"at": "C5", "facing": "N"}},
...                              "program": {"Twonky": ["Move 3 790", "Move 1 490"]},
...                              "phases": 2})
>>> s = game.new_state()
>>> s.to_dict()["robots"]["Twonky"]["at"], s.winner, s.is_terminal()
('C1', 'Twonky', True)
>>> RoboRally().players, RoboRally().max_turns
(('Twonky', 'Zoom Bot'), 100)
>>> RoboRally({"robots": {"A": {"at": "Z1"}}})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: robots.A.at: Z1 is off the 12x12 board
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Self

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, parse_direction, parse_square, square_name
from codyroby_lab.core.io import read_setup
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, distinct_names, whole
from codyroby_lab.core.trace import Events
from codyroby_lab.games.roborally import options, turns
from codyroby_lab.games.roborally.board import FORMAT, Board
from codyroby_lab.games.roborally.checkpoints import CHOP_FUNCTIONS, CHOP_POLICY
from codyroby_lab.games.roborally.deck import Card, CardTable, parse_card
from codyroby_lab.games.roborally.robots import DESTROYING_DAMAGE, MAX_OPTIONS
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked
from codyroby_lab.games.roborally.state import NAME, RoboRallyState
from codyroby_lab.games.roborally.tables import Tables

DEFAULT_BOARD = "checkmate"
DEFAULT_ROBOTS = ("Twonky", "Zoom Bot")
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
MAX_ROBOTS = 8
DEFAULT_LIVES = 3
DEFAULT_MAX_TURNS = 100
_RESERVED = {"program", "power", "down", "up"}
_FIELDS = ("board", "flags", "robots", "program", "phases", "end_of_turn", "hands", "lives",
           "max_turns", "chop_shop", "option_deck", "seed")
_ROBOT_FIELDS = ("at", "facing", "damage", "lives", "flags", "archive", "powered_down",
                 "options", "registers")


class RoboRally(Game):
    """Rules and setup of one RoboRally game. Immutable; ``new_state(seed)`` plays it."""

    name = NAME
    editor = "registers"
    moments = True          # a step's phase is its segment: "A reveal" ... "F end of turn"

    def __init__(self, setup: dict[str, Any] | None = None):
        spec = check_fields({} if setup is None else setup, _FIELDS, "roborally setup")
        board = Board.from_setup(spec.get("board", DEFAULT_BOARD))
        if "flags" in spec:
            board = board.with_flags(spec["flags"])
        self.board = board
        self.tables = Tables(board)
        robots = spec.get("robots", list(DEFAULT_ROBOTS))
        if isinstance(robots, list):
            robots = {r: {} for r in _names(robots)}
        if not isinstance(robots, dict):
            raise SetupError("robots", "must be a list of names or an object name -> robot")
        self.players = _names(list(robots))
        self.colors = {p: COLOURS[i] for i, p in enumerate(self.players)}
        self.lives = whole(spec, "lives", DEFAULT_LIVES, 1, 9)
        self.max_turns = whole(spec, "max_turns", DEFAULT_MAX_TURNS, 1, 10_000)
        self.chop_policy = _chop(spec.get("chop_shop", list(CHOP_POLICY)))
        deck = spec.get("option_deck", [])
        if not isinstance(deck, list) or len(deck) > len(options.OPTIONS):
            raise SetupError("option_deck", "must list option names, the first drawn first")
        #: the options drawn first (a case fixes what a robot draws): options.draw
        self.option_deck = tuple(options.code(o, f"option_deck[{k}]")
                                 for k, o in enumerate(deck))
        check_seed(spec.get("seed"), "seed")
        extra: list[Card] = []
        self.robots = [self._robot(p, robots[p], i, extra) for i, p in enumerate(self.players)]
        _one_a_square(self.players, self.robots, self.tables.names)
        self.hands = self._hands(spec.get("hands"), extra)
        _held_once(self.robots, self.hands)
        self.program, self.phases, self.end_of_turn = self._program(spec, extra)
        self.cards = CardTable.standard().with_cards(extra)
        self._spec = dict(spec)

    # --- the protocol ------------------------------------------------------------------

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> Self:
        if not isinstance(setup, dict):
            raise SetupError("setup", "must be an object")
        return cls(setup)

    @classmethod
    def from_file(cls, path: str | Path) -> Self:
        return cls.from_setup(read_setup(path, FORMAT))

    def setup(self) -> dict[str, Any]:
        d = dict(self._spec)
        d["board"] = self.board.to_dict()
        d.pop("flags", None)
        return d

    def new_state(self, seed: int | None = None) -> RoboRallyState:
        """The start: robots placed, cards dealt (or the setup's hands), or, when the setup
        gives a program, the position after playing it."""
        s = RoboRallyState.placed(self, check_seed(seed))
        turns.start(s, Events())
        return s

    @classmethod
    def read_state(cls, d: Any) -> RoboRallyState:
        return RoboRallyState.load(d, cls)

    def __repr__(self) -> str:
        return (f"RoboRally({self.board.width}x{self.board.height} board, "
                f"robots={list(self.players)})")

    # --- reading the setup -------------------------------------------------------------

    def _robot(self, name: str, spec: Any, i: int, extra: list[Card]) -> dict[str, Any]:
        where = f"robots.{name}"
        spec = check_fields(spec if spec is not None else {}, _ROBOT_FIELDS, where)
        t, board = self.tables, self.board
        docks = board.docks()
        if "at" in spec:
            sq = self._square(spec["at"], f"{where}.at")
            face = parse_direction(spec.get("facing", "N"), f"{where}.facing")
        elif i + 1 in docks:
            sq = docks[i + 1].at
            face = parse_direction(spec.get("facing", docks[i + 1].facing), f"{where}.facing")
        else:
            raise SetupError(f"{where}.at", f"the board has no dock {i + 1}: say where "
                                            f"{name} starts")
        cell = t.cell(sq)
        if t.fl[cell] & 1:  # a pit
            raise SetupError(f"{where}.at", f"{square_name(sq)} is a pit")
        damage = whole(spec, "damage", 0, 0, DESTROYING_DAMAGE - 1)
        lives = whole(spec, "lives", self.lives, 1, 9)
        flags = whole(spec, "flags", 0, 0, t.flags)
        archive = t.cell(self._square(spec["archive"], f"{where}.archive")) if "archive" in \
            spec else cell
        down = spec.get("powered_down", False)
        if not isinstance(down, bool):
            raise SetupError(f"{where}.powered_down", "must be true or false")
        opts = spec.get("options", [])
        if not isinstance(opts, list) or len(opts) > MAX_OPTIONS:
            raise SetupError(f"{where}.options", f"must be a list of at most {MAX_OPTIONS} "
                                                 "option names")
        codes = [options.held(o, f"{where}.options[{k}]") for k, o in enumerate(opts)]
        kept: dict[int, Card] = {}
        regs = spec.get("registers", {})
        if not isinstance(regs, dict):
            raise SetupError(f"{where}.registers", "must map a locked register (\"5\") to its "
                                                   "card")
        for key, value in regs.items():
            if key not in ("1", "2", "3", "4", "5") or int(key) <= REGISTERS - locked(
                    damage):
                raise SetupError(f"{where}.registers.{key}", f"only locked registers hold a "
                                                             f"card now: {name} has "
                                                             f"{_locked_words(damage)}")
            card = parse_card(value, f"{where}.registers.{key}")
            extra.append(card)
            kept[int(key)] = card
        return {"cell": cell, "face": ORTHOGONAL.index(face), "damage": damage, "lives": lives,
                "flags": flags, "archive": archive, "down": down, "options": codes,
                "locked": kept}

    def _square(self, value: Any, field: str) -> tuple[int, int]:
        """A square of the board (``[x, y]`` or a name); off the board is a SetupError."""
        sq = parse_square(value, field)
        t = self.tables
        if not (0 <= sq[0] < t.width and 0 <= sq[1] < t.height):
            shown = square_name(sq) if 0 <= sq[0] < 26 and sq[1] >= 0 else list(sq)
            raise SetupError(field, f"{shown} is off the {t.width}x{t.height} board")
        return sq

    def _hands(self, value: Any, extra: list[Card]) -> dict[str, list[Card]]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise SetupError("hands", "must map a robot's name to its cards")
        out = {}
        for p, cards in value.items():
            if p not in self.players:
                raise SetupError(f"hands.{p}"[:60], "there is no such robot")
            r = self.robots[self.players.index(p)]
            size = 0 if r["down"] else max(0, HAND - r["damage"])
            if not isinstance(cards, list) or len(cards) != size:
                raise SetupError(f"hands.{p}", f"{p} is dealt {size} cards "
                                               f"({HAND} minus {r['damage']} damage"
                                               f"{', powered down' if r['down'] else ''})")
            out[p] = [parse_card(c, f"hands.{p}[{k}]") for k, c in enumerate(cards)]
            extra += out[p]
        return out

    def _program(self, spec: dict[str, Any], extra: list[Card]) -> tuple[Any, int, bool]:
        if "program" not in spec:
            for key in ("phases", "end_of_turn"):
                if key in spec:
                    raise SetupError(key, "goes with a 'program' (each robot's card per register)")
            return None, 0, True
        prog = spec["program"]
        if not isinstance(prog, dict):
            raise SetupError("program", "must map a robot's name to its cards, one a register")
        phases = whole(spec, "phases", REGISTERS, 1, REGISTERS)
        end = spec.get("end_of_turn", phases == REGISTERS)
        if not isinstance(end, bool):
            raise SetupError("end_of_turn", "must be true or false")
        out: dict[str, list[Card | None]] = {}
        for p, cards in prog.items():
            if p not in self.players:
                raise SetupError(f"program.{p}"[:60], "there is no such robot")
            if not isinstance(cards, list) or not 1 <= len(cards) <= REGISTERS:
                raise SetupError(f"program.{p}", "must list 1 to 5 cards, one a register "
                                                 "(null: no card)")
            out[p] = [None if c is None else parse_card(c, f"program.{p}[{k}]")
                      for k, c in enumerate(cards)]
            extra += [c for c in out[p] if c is not None]
            r = self.robots[self.players.index(p)]
            if r["down"] and any(out[p]):
                raise SetupError(f"program.{p}", f"{p} is powered down: it plays no card")
            for k, c in enumerate(out[p]):
                old = r["locked"].get(k + 1)
                if c is not None and k + 1 > REGISTERS - locked(r["damage"]) and \
                        old is not None and old != c:
                    raise SetupError(f"program.{p}[{k}]", f"register {k + 1} is locked and "
                                                          f"keeps {old.label}")
        return out, phases, end


def _one_a_square(players: tuple[str, ...], robots: list[dict[str, Any]],
                  names: list[str]) -> None:
    """Robots start on different squares."""
    on: dict[int, str] = {}
    for p, r in zip(players, robots, strict=True):
        if r["cell"] in on:
            raise SetupError(f"robots.{p}.at", f"{on[r['cell']]} starts on {names[r['cell']]} "
                                               "already: one robot a square")
        on[r["cell"]] = p


def _held_once(robots: list[dict[str, Any]], hands: dict[str, list[Card]]) -> None:
    """A card (kind and priority) may be in one hand or locked register only."""
    seen: set[tuple[str, int]] = set()
    held = [(f"robots.{i}.registers", c) for i, r in enumerate(robots)
            for c in r["locked"].values()]
    held += [(f"hands.{p}", c) for p, cards in hands.items() for c in cards]
    for where, c in held:
        key = (c.kind.code, c.priority)
        if key in seen:
            raise SetupError(where, f"{c.label} is held twice: each card is in one hand or "
                                    "register")
        seen.add(key)


def _locked_words(damage: int) -> str:
    n = locked(damage)
    if not n:
        return "no locked register"
    return "register 5 locked" if n == 1 else f"registers {6 - n} to 5 locked"


def _names(value: list[Any]) -> tuple[str, ...]:
    if not 1 <= len(value) <= MAX_ROBOTS:
        raise SetupError("robots", f"1 to {MAX_ROBOTS} robots")
    return distinct_names(value, "robots", _RESERVED, extra=" _-", what="robot")


def _chop(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or \
            any(not isinstance(v, str) or v not in CHOP_FUNCTIONS for v in value) or \
            len(set(value)) != len(value):
        raise SetupError("chop_shop", f"must list chop shop functions in order of preference, "
                                      f"from {', '.join(CHOP_FUNCTIONS)}")
    return tuple(value)
