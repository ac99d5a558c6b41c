"""The Droids game on the common protocol, its setup read and checked (setup format:
docs/formats-droids.md): the board, the scenario, the players (by droid colour), the chits
in the box, the options and the start position (:mod:`.start`); everything the rules
consult.

A setup can fix everything otherwise random or hidden, as conformance cases need: the first
player, the top of each colour's pile of chits (``piles``), the die rolls (``dice``), and
a position to start from (``robots``, ``objects``, ``carrying``, ``covers``, ``racks``,
``transmitters`` and the ``phase`` to start in).

>>> game = Droids.from_setup({"scenario": "challenge", "players": ["red", "blue"],
...                           "first": "red"})
>>> game.players, game.sides, [r.id for r in game.robots]
(('red', 'blue'), ('N', 'S'), ['red', 'blue'])
>>> state = game.new_state(seed=1)
>>> state.phase, state.current_player()
('place', 'red')
>>> Droids.from_setup({"scenario": "statue", "players": ["red", "grey"]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: players[1]: grey is the statue in The Robot Statue: choose red, yellow or blue
>>> sheet = load_sheet(None)
>>> len(sheet), sheet[0][0], sheet[0][1]
(10, ('G1', <Direction.S: 4>), ('SH', None))
>>> load_sheet({"columns": []})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: sheet.columns: [] is too short
"""  # noqa: E501

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction, square_name
from codyroby_lab.core.io import json_copy, read_setup
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed, new_rng
from codyroby_lab.core.setup import check_fields, one_of, whole
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import data, programming, start, turns
from codyroby_lab.games.droids.board import COLOURS, FORMAT, Board
from codyroby_lab.games.droids.layout import BOXES
from codyroby_lab.games.droids.objects import CODES
from codyroby_lab.games.droids.scenarios import Scenario, scenario
from codyroby_lab.games.droids.state import NAME, DroidsState

__all__ = ["Droids", "Robot"]

FIELDS = ("scenario", "players", "teams", "board", "first", "rotate_first", "max_turns",
          "level", "adjacent", "enclosure", "place_clear", "sheet", "piles", "dice", "robots",
          "objects",
          "carrying", "covers", "racks", "transmitters", "phase", "mines", "delivered", "seed")
MAX_DICE = 1000     # die rolls a setup may fix
DEFAULT_MAX_TURNS = 60


@dataclass(frozen=True)
class Robot:
    """A robot on the board: a player's droid, the statue, the killer or a repair robot."""

    id: str
    kind: str           # droid, statue, killer, repair
    owner: int          # the player's index (droids), else -1
    colour: str
    name: str           # what a learner reads: "Red", "the statue", "repair robot 1"

    @property
    def title(self) -> str:
        """The name at the start of a sentence: "The statue", "Repair robot 1"."""
        return self.name[:1].upper() + self.name[1:]


class Droids(Game):
    """Rules and setup of one Droids game (immutable): what a state consults;
    ``new_state(seed)`` plays it."""

    name = NAME
    editor = "chits"

    def __init__(self, setup: dict[str, Any] | None = None):
        d = check_fields({} if setup is None else setup, FIELDS, "droids setup")
        self._spec = dict(d)
        self.scenario: Scenario = scenario(d.get("scenario", "challenge"))
        self.board = _board(d.get("board", "default"))
        self.players = _players(self.scenario, d.get("players"))
        self.sides = tuple(self.board.side(p) for p in self.players)
        self.lines = max(self.board.width, self.board.height)
        self.teams = _teams(self.scenario, self.players, d.get("teams"))
        self.first = None if d.get("first") is None else _player(self, d["first"], "first")
        self.rotate_first = one_of(d, "rotate_first", (True, False))
        self.max_turns = whole(d, "max_turns", DEFAULT_MAX_TURNS, 1, 10_000)
        self.level = whole(d, "level", 1, 1, 6)
        self.adjacent = one_of(d, "adjacent", (8, 4))
        self.place_clear = one_of(d, "place_clear", (True, False), self.scenario.place_clear)
        self.enclosure = _enclosure(self.scenario, d.get("enclosure"))
        if "sheet" in d and self.scenario.grey != "killer":
            raise SetupError("sheet", "only Robot Killer has a program sheet")
        self.sheet = load_sheet(d.get("sheet")) if self.scenario.grey == "killer" \
            else None
        self.composition = {c: (0 if c in self.scenario.remove else n)
                            for c, n in ch.COMPOSITION.items()}
        self.piles = _piles(d.get("piles", {}), self.composition)
        self.dice = _dice(d.get("dice", []))
        self.robots = _robots(self)
        self.owners = len(self.players) + (1 if self.scenario.grey == "killer" else 0)
        self._sides = [*self.sides, *([self.killer_side] if self.owners > len(self.players)
                                       else [])]
        self._names = [[ch.line_name(side, k) for k in range(self.board.lines(side))]
                       for side in self._sides]
        b = self.board
        self._lines = [[tuple(square_name((k, y) if side in ("N", "S") else (y, k))
                              for y in range(b.height if side in ("N", "S") else b.width))
                        for k in range(b.lines(side))] for side in self._sides]
        self.start = start.read(self, d)
        check_seed(d.get("seed"), "seed")

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> Droids:
        if not isinstance(setup, dict):
            raise SetupError("setup", "must be an object")
        return cls(setup)

    @classmethod
    def from_file(cls, path: str | Path) -> Droids:
        return cls.from_setup(read_setup(path, FORMAT))

    def new_state(self, seed: int | None = None) -> DroidsState:
        """PREPARE: the start position (:mod:`.start`) with the generator of ``seed``."""
        s = DroidsState(self)
        s.rng = new_rng(check_seed(seed))
        st, board = self.start, self.board
        for i, robot in enumerate(self.robots):
            sq = st["at"][robot.id]
            s.x[i], s.y[i] = (-1, -1) if sq is None else sq
        for sq, kind in st["objects"].items():
            s.obj[board.cell(sq)] = CODES[kind]
        for p, (kind, count) in st["carrying"].items():
            r = self.robot(p)
            s.carry[r], s.carry_n[r] = (0, 0) if kind is None else (CODES[kind], count)
        for p, lines in st["covers"].items():
            for k in lines:
                s.covers[p][k] = 1
            s.out[p] = s.covered(p) >= s.lines_of(p)   # SCRAP: no transmitter left
        for p, codes in st["racks"].items():
            for code in codes:
                programming.take(s, p, ch.CHITS[code].id)
        for p, boxes in st["transmitters"].items():
            for (k, box), (code, arrow) in boxes.items():
                i = (p * self.lines + k) * BOXES + box
                s.tx[i] = ch.CHITS[code].id
                s.ta[i] = ch.NO_ARROW if arrow is None else int(arrow)
                s.placed[p] += 1
        s.mines = st["mines"]
        for p, n in st["delivered"].items():
            s.delivered[p] = n
        s.first = self.first if self.first is not None else int(
            s.gen().integers(len(self.players)))
        turns.begin(s, st["phase"])
        return s

    @classmethod
    def read_state(cls, d: Any) -> DroidsState:
        return DroidsState.load(d, cls.from_setup)

    # --- what the rules ask of the setup -----------------------------------------------

    def setup(self) -> dict[str, Any]:
        return json_copy(self._spec)

    def robot(self, rid: str) -> int:
        return next(i for i, r in enumerate(self.robots) if r.id == rid)

    def team_of(self, p: int) -> int:
        """The team (an index) of player ``p``: his own when there are no teams."""
        for k, team in enumerate(self.teams):
            if p in team:
                return k
        return p

    def line_names(self, p: int) -> list[str]:
        """The names of owner ``p``'s transmitters (a player, or the killer)."""
        return self._names[p]

    @property
    def killer_side(self) -> str:
        """The side of the killer's transmitters: the side of the base it starts on, the
        start space opposite the player's (droids.txt, 7. Robot Killer: "On the opposite
        start space place the grey Droid"); a board with no base there is a SetupError."""
        there = start.killer_base(self)
        colour = next((c for c in COLOURS if self.board.base(c) == there), None)
        if colour is None:
            mine = self.players[0]
            raise SetupError("board.bases", f"Robot Killer starts on the base opposite "
                                            f"{mine}'s ({square_name(self.board.base(mine))}), "
                                            f"on {square_name(there)}, and no base is there")
        return self.board.side(colour)

    def line_squares(self, owner: int, k: int) -> tuple[str, ...]:
        """The squares transmitter ``k`` of ``owner`` commands, from its side inwards."""
        squares = self._lines[owner][k]
        return squares if self._sides[owner] in ("N", "W") else squares[::-1]

    def side_of(self, owner: int) -> str:
        return self._sides[owner]

    def __repr__(self) -> str:
        return f"Droids({self.scenario.name}, players={list(self.players)})"


def _board(value: Any) -> Board:
    if value == "default":
        return Board.default()
    return Board.from_dict(value)


def _players(sc: Scenario, value: Any) -> tuple[str, ...]:
    low, high = sc.players
    if value is None:
        value = low if low == high else 2
    if isinstance(value, int) and not isinstance(value, bool):
        if not low <= value <= high:
            raise SetupError("players", f"{sc.name} is for {_range(sc)}, not {value}")
        return sc.default_players(value)
    if not isinstance(value, list) or not low <= len(value) <= high:
        one = "one droid colour" if high == 1 else f"{_range(sc, 'droid colour')}"
        raise SetupError("players", f"{sc.name} is for {_range(sc)}: give {one} "
                                    f"({', '.join(COLOURS)})")
    for i, c in enumerate(value):
        if c not in COLOURS:
            raise SetupError(f"players[{i}]", f"must be a droid colour ({', '.join(COLOURS)}),"
                                              f" not {str(c)[:20]!r}")
        if c == "grey" and sc.grey is not None:
            raise SetupError(f"players[{i}]", f"grey is the {sc.grey} in {sc.name}: choose "
                                              "red, yellow or blue")
        if sc.fixed_players and c not in sc.fixed_players:
            raise SetupError(f"players[{i}]", f"{sc.name} is played by "
                                              f"{' and '.join(sc.fixed_players)}")
    if len(set(value)) != len(value):
        raise SetupError("players", "two players have the same colour")
    return tuple(sorted(value, key=COLOURS.index))


def _range(sc: Scenario, what: str = "player") -> str:
    """How many players a scenario takes, in words: "1 player", "2 to 4 players"."""
    low, high = sc.players
    return f"{low} {what}" if low == high == 1 else \
        f"{low} {what}s" if low == high else f"{low} to {high} {what}s"


def _teams(sc: Scenario, players: tuple[str, ...], value: Any) -> tuple[tuple[int, ...], ...]:
    if value is None:
        return ()
    if not sc.teams:
        raise SetupError("teams", f"{sc.name} is not played in teams")
    if len(players) != 4 or not isinstance(value, list) or len(value) != 2 or not all(
            isinstance(t, list) and len(t) == 2 for t in value):
        raise SetupError("teams", "two teams of two: [['red', 'blue'], ['yellow', 'grey']]")
    flat = [c for t in value for c in t]
    if sorted(flat, key=str) != sorted(players, key=str):
        raise SetupError("teams", "each of the four players is in exactly one team")
    return tuple(tuple(sorted(players.index(c) for c in t)) for t in value)


def _player(game: Droids, value: Any, where: str) -> int:
    if value not in game.players:
        raise SetupError(where, f"must be one of the players ({', '.join(game.players)}), "
                                f"not {str(value)[:20]!r}")
    return game.players.index(value)


def _enclosure(sc: Scenario, value: Any) -> tuple[int, int] | None:
    if value is None:
        return sc.enclosure
    d = check_fields(value, ("neighbours", "size"), "enclosure")
    return (one_of(d, "neighbours", (8, 4), (sc.enclosure or (8, 9))[0]),
            whole(d, "size", (sc.enclosure or (8, 9))[1], 1, 676))


def _piles(value: Any, composition: dict[str, int]) -> dict[str, tuple[str, ...]]:
    d = check_fields(value, ch.COLOURS, "piles")
    out = {}
    for colour in ch.COLOURS:
        items = d.get(colour, [])
        if not isinstance(items, list) or len(items) > 1000:
            raise SetupError(f"piles.{colour}", "must be a list of chit codes (top first)")
        codes = []
        for i, code in enumerate(items):
            c = ch.chit(code, f"piles.{colour}[{i}]")
            if c.colour != colour or composition[c.code] == 0:
                raise SetupError(f"piles.{colour}[{i}]", f"{c.code} is not in the {colour} pile")
            codes.append(c.code)
        out[colour] = tuple(codes)
    return out


def _dice(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_DICE or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 9 for v in value):
        raise SetupError("dice", f"must be a list of die rolls 0 to 9 (at most {MAX_DICE})")
    return tuple(value)


def _robots(game: Droids) -> tuple[Robot, ...]:
    out = [Robot(p, "droid", i, p, display_name(p)) for i, p in enumerate(game.players)]
    if game.scenario.grey == "statue":
        out.append(Robot("statue", "statue", -1, "grey", "the statue"))
    elif game.scenario.grey == "killer":
        out.append(Robot("killer", "killer", len(game.players), "grey", "the killer"))
    if game.scenario.repair_robots:
        out += [Robot(f"repair{k}", "repair", -1, "silver", f"repair robot {k}") for k in (1, 2)]
    return tuple(out)


Sheet = tuple[tuple[tuple[str, Direction | None] | None, ...], ...]


def load_sheet(value: Any) -> Sheet:
    """Robot Killer's program sheet: the shipped one (None) or a setup's ``sheet``."""
    doc = data.load("sheet") if value is None else data.check(value, "sheet", "sheet")
    return tuple(tuple(None if o is None else (o["chit"], Direction[o["arrow"]] if "arrow" in o
                                               else None) for o in column)
                 for column in doc["columns"])
