"""A Droids game's setup, read and checked (setup format: docs/formats-droids.md): the
board, the scenario, the players (by droid colour), the chits in the box, the options and
the position to start from; everything the rules consult. :class:`.game.Droids` adds
making its states.

>>> sheet = load_sheet(None)
>>> len(sheet), sheet[0][0], sheet[0][1]
(10, ('G1', <Direction.S: 4>), ('SH', None))
>>> load_sheet({"columns": []})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: sheet.columns: [] is too short
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction, Square, parse_square, square_name
from codyroby_lab.core.io import json_copy
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.setup import check_fields, one_of, whole
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import data
from codyroby_lab.games.droids.board import COLOURS, Board
from codyroby_lab.games.droids.layout import BOXES, RACK
from codyroby_lab.games.droids.scenarios import Scenario, scenario

FIELDS = ("scenario", "players", "teams", "board", "first", "rotate_first", "max_turns",
          "level", "adjacent", "enclosure", "place_clear", "sheet", "piles", "dice", "robots",
          "objects",
          "carrying", "covers", "racks", "transmitters", "phase", "mines", "delivered", "seed")
START_PHASES = ("place", "draw", "program", "execute")
OBJECTS = ("obstacle", "mine", "box")
CARRIED = ("obstacle", "mine", "box", "statue")
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


class Setup(Game):
    """Rules and setup of one Droids game (immutable): what a state consults."""

    name = "droids"
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
        self.start = _start(self, d)
        check_seed(d.get("seed"), "seed")

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
        there = _opposite(self)
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


def _player(game: Setup, value: Any, where: str) -> int:
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


def _opposite(game: Setup) -> Square:
    """The start base opposite the (only) player's: the killer's base."""
    x, y = game.board.base(game.players[0])
    return (game.board.width - 1 - x, game.board.height - 1 - y)


def _robots(game: Setup) -> tuple[Robot, ...]:
    out = [Robot(p, "droid", i, p, display_name(p)) for i, p in enumerate(game.players)]
    if game.scenario.grey == "statue":
        out.append(Robot("statue", "statue", -1, "grey", "the statue"))
    elif game.scenario.grey == "killer":
        out.append(Robot("killer", "killer", len(game.players), "grey", "the killer"))
    if game.scenario.repair_robots:
        out += [Robot(f"repair{k}", "repair", -1, "silver", f"repair robot {k}") for k in (1, 2)]
    return tuple(out)


# --- the start position ----------------------------------------------------------------------

def _start(game: Setup, d: dict[str, Any]) -> dict[str, Any]:
    """The start position, checked: robots' squares, objects, carried objects, covers,
    racks, transmitters, the phase to start in and the mines in the box."""
    board, sc = game.board, game.scenario
    at = _default_squares(game)
    given = check_fields(d.get("robots", {}), tuple(r.id for r in game.robots), "robots")
    for rid, value in given.items():
        at[rid] = None if value is None else board.grid.check_square(
            parse_square(value, f"robots.{rid}"), f"robots.{rid}")
    objects = _objects(game, d.get("objects"), at)
    squares: dict[Square, str] = {}
    for rid, sq in sorted(at.items(), key=lambda kv: kv[0] in given):  # given ones last
        if sq is None:
            continue
        if board.cell(sq) in board.fixed_cells or sq in squares or sq in objects and \
                objects[sq] != "mine":
            raise SetupError(f"robots.{rid}", f"{square_name(sq)} is not free")
        squares[sq] = rid
    carrying = _carrying(game, d.get("carrying", {}), at)
    covers = _per_player(game, d.get("covers", {}), "covers", _lines)
    racks = _per_player(game, d.get("racks", {}), "racks", _rack)
    tx = _per_player(game, d.get("transmitters", {}), "transmitters", _transmitter)
    _check_box(game, racks, tx)
    phase = d.get("phase")
    if phase is None:
        phase = "place" if sc.place_each(len(game.players)) and "objects" not in d else "draw"
    if phase not in START_PHASES:
        raise SetupError("phase", f"must be one of {', '.join(START_PHASES)}, not {phase!r}")
    if phase == "place" and not sc.place_each(len(game.players)):
        raise SetupError("phase", f"{sc.name} has no obstacles to place")
    if racks and phase != "program":
        raise SetupError("racks", "racks hold chits only in the programming phase: add "
                                  "'phase': 'program'")
    if tx and phase not in ("program", "execute"):
        raise SetupError("transmitters", "chits lie on transmitters only in the programming "
                                         "and execution phases: add 'phase': 'program'")
    mines = whole(d, "mines", max(0, sc.mines - sum(v == "mine" for v in objects.values())
                                  - sum(k == "mine" for k, _ in carrying.values())), 0, 12)
    delivered = _per_player(game, d.get("delivered", {}), "delivered", _delivered)
    return {"at": at, "objects": objects, "carrying": carrying, "covers": covers,
            "racks": racks, "transmitters": tx, "phase": phase, "mines": mines,
            "delivered": delivered}


def _delivered(game: Setup, p: int, value: Any, where: str) -> int:
    """Golden Microchips: the boxes a player has already brought home."""
    if game.scenario.victory != "boxes":
        raise SetupError(where, f"only Golden Microchips counts delivered boxes, not "
                                f"{game.scenario.name}")
    return whole({where: value}, where, 0, 0, 12)


def _default_squares(game: Setup) -> dict[str, Square | None]:
    board, sc = game.board, game.scenario
    at: dict[str, Square | None] = {p: board.base(p) for p in game.players}
    if sc.grey == "statue":
        at["statue"] = board.centre
    elif sc.grey == "killer":
        at["killer"] = _opposite(game)
    if sc.repair_robots:
        used = set(at.values())
        free = [board.base(c) for c in ("grey", "yellow", "red", "blue")
                if board.base(c) not in used] + list(board.spare)
        at["repair1"], at["repair2"] = free[0], free[1]
    return at


def _objects(game: Setup, value: Any, at: dict[str, Any]) -> dict[Square, str]:
    board = game.board
    if value is None:
        return {parse_square(sq, "scenario boxes"): "box"
                for sq in game.scenario.box_squares(len(game.players))}
    if not isinstance(value, list) or len(value) > board.width * board.height:
        raise SetupError("objects", "must be a list of {'kind': 'obstacle', 'at': 'C4'}")
    out: dict[Square, str] = {}
    for i, o in enumerate(value):
        o = check_fields(o, ("kind", "at"), f"objects[{i}]")
        kind = one_of(o, "kind", OBJECTS)
        sq = board.grid.check_square(parse_square(o.get("at"), f"objects[{i}].at"),
                                     f"objects[{i}].at")
        if sq in out or board.cell(sq) in board.fixed_cells:
            raise SetupError(f"objects[{i}].at", f"{square_name(sq)} is not free")
        out[sq] = kind
    return out


def _carrying(game: Setup, value: Any,
              at: dict[str, Any]) -> dict[str, tuple[str | None, int]]:
    d = check_fields(value, tuple(r.id for r in game.robots if r.kind == "droid"), "carrying")
    out: dict[str, tuple[str | None, int]] = {
        p: ("obstacle", game.scenario.supply) if game.scenario.supply else (None, 0)
        for p in game.players}
    for p, v in d.items():
        if v is None:
            out[p] = (None, 0)
            continue
        if isinstance(v, str):
            v = {"kind": v, "count": 1}
        v = check_fields(v, ("kind", "count"), f"carrying.{p}")
        kind = one_of(v, "kind", CARRIED)
        count = whole(v, "count", 1, 1, 25 if kind == "obstacle" else 1)
        if kind == "statue" and (game.scenario.grey != "statue" or at.get("statue") is not None):
            raise SetupError(f"carrying.{p}", "only a game with the statue, not on the board "
                                              "(robots.statue: null), has a statue to carry")
        out[p] = (kind, count)
    if sum(k == "statue" for k, _ in out.values()) > 1:
        raise SetupError("carrying", "there is one statue")
    if game.scenario.grey == "statue" and at.get("statue") is None and not any(
            k == "statue" for k, _ in out.values()):
        raise SetupError("robots.statue", "the statue is on the board or carried")
    return out


def _per_player(game: Setup, value: Any, field: str, read) -> dict[int, Any]:
    d = check_fields(value, game.players, field)
    return {game.players.index(p): read(game, game.players.index(p), v, f"{field}.{p}")
            for p, v in d.items()}


def _lines(game: Setup, p: int, value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise SetupError(where, "must be a list of transmitter names, e.g. ['C', 'D']")
    return sorted({_line(game, p, v, f"{where}[{i}]") for i, v in enumerate(value)})


def _line(game: Setup, p: int, value: Any, where: str) -> int:
    side = game.sides[p]
    k = ch.line_index(side, str(value)) if isinstance(value, (str, int)) else None
    if k is None or k >= game.board.lines(side):
        raise SetupError(where, f"a transmitter of {game.players[p]} ({ch.SIDE_WORDS[side]} "
                                f"side) is named "
                                f"by its {ch.line_word(side)}: "
                                f"{' '.join(game.line_names(p))}, not {str(value)[:10]!r}")
    return k


def _rack(game: Setup, p: int, value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or len(value) > RACK:
        raise SetupError(where, f"a rack holds at most {RACK} chits")
    return [ch.chit(c, f"{where}[{i}]").code for i, c in enumerate(value)]


def _transmitter(game: Setup, p: int, value: Any, where: str) -> dict[tuple[int, int], Any]:
    if not isinstance(value, list):
        raise SetupError(where, "must be a list of {'line': 'C', 'box': 1, 'chit': 'V2', "
                                "'arrow': 'E'}")
    out: dict[tuple[int, int], tuple[str, Direction | None]] = {}
    for i, item in enumerate(value):
        here = f"{where}[{i}]"
        item = check_fields(item, ("line", "box", "chit", "arrow"), here)
        k = _line(game, p, item.get("line"), f"{here}.line")
        box = whole(item, "box", 1, 1, BOXES) - 1
        code = ch.chit(item.get("chit"), f"{here}.chit").code
        arrow = ch.written_arrow(code, game.sides[p], item.get("arrow"), f"{here}.arrow")
        if (k, box) in out:
            raise SetupError(here, "two chits in one box")
        out[(k, box)] = (code, arrow)
    return out


def _check_box(game: Setup, racks: dict[int, list[str]], tx: dict[int, Any]) -> None:
    """The racks and transmitters hold no more of a chit than the box has."""
    used: dict[str, int] = {}
    for codes in racks.values():
        for c in codes:
            used[c] = used.get(c, 0) + 1
    for boxes in tx.values():
        for code, _ in boxes.values():
            used[code] = used.get(code, 0) + 1
    for code, n in used.items():
        if n > game.composition[code]:
            raise SetupError("racks", f"{n} {code} chits on racks and transmitters: the box "
                                      f"holds {game.composition[code]}")


Sheet = tuple[tuple[tuple[str, Direction | None] | None, ...], ...]


def load_sheet(value: Any) -> Sheet:
    """Robot Killer's program sheet: the shipped one (None) or a setup's ``sheet``."""
    doc = data.load("sheet") if value is None else data.check(value, "sheet", "sheet")
    return tuple(tuple(None if o is None else (o["chit"], Direction[o["arrow"]] if "arrow" in o
                                               else None) for o in column)
                 for column in doc["columns"])
