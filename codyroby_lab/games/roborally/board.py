"""RoboRally boards and courses: the JSON board format, its checks, and several boards put
together into one course.

A board file (docs/formats-roborally.md) gives the size, the squares of the upper level
(``upper``), the elements on squares (``elements``: conveyors, pits, flags, ...) and on
square edges (``edges``: walls, lasers, pushers, repulsor fields). It is checked against
``data/board.schema.json``, then for what a schema cannot say: squares on the board, element
kinds that exist, one floor element per square, portals in pairs of one colour, ramps that
lead to the upper level. Every problem is a SetupError naming the field. A conveyor loop is
fine.

A course (``{"course": [{"board": "exchange", "at": "A1", "rotate": 1}, ...]}``) places
boards (shipped names or inline objects), each turned ``rotate`` quarter turns clockwise,
with their top-left square at ``at``; squares no board covers are pits.

>>> b = Board.from_dict({"width": 3, "height": 2,
...                      "elements": [{"kind": "conveyor", "at": "A1", "facing": "E"}],
...                      "edges": [{"kind": "wall", "at": "B2", "side": "E"}]})
>>> b.floor[(0, 0)].kind, b.floor[(0, 0)].facing.name, b.walls[((1, 1), Direction.E)]
('conveyor', 'E', True)
>>> Board.from_dict({"width": 3, "height": 2,
...                  "elements": [{"kind": "lava", "at": "A1"}]})  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.elements[0].kind: 'lava' is not a board element (pit, ...
>>> Board.from_dict({"width": 3, "height": 2,
...                  "edges": [{"kind": "wall", "at": "D1", "side": "N"}]})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: board.edges[0].at: D1 is off the 3x2 board
>>> c = Board.from_setup({"course": [{"board": b.to_dict(), "at": "A1", "rotate": 1}]})
>>> (c.width, c.height), c.floor[(1, 0)].facing.name
((2, 3), 'S')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import (
    Direction,
    Square,
    parse_direction,
    parse_square,
    square_name,
)
from codyroby_lab.core.grid import Grid
from codyroby_lab.core.io import read_json
from codyroby_lab.core.setup import check_fields
from codyroby_lab.games.roborally.elements import EDGE, ELEMENTS, FLOOR, OVER, PORTAL_COLOURS

FORMAT = "roborally-board"     # a board file's "format"
DATA = Path(__file__).resolve().parent / "data"
SCHEMA_FILE = DATA / "board.schema.json"
BOARDS = DATA / "boards"
MAX_BOARDS = 8


@dataclass(frozen=True)
class Element:
    """One element as a board file gives it, read: ``registers`` are the active registers
    (1 to 5), ``side`` the edge an edge element is on."""

    kind: str
    at: Square
    facing: Direction | None = None
    turn: str = ""
    registers: frozenset[int] = frozenset()
    color: str = ""
    number: int = 0
    count: int = 1
    side: Direction | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "at": square_name(self.at)}
        if self.side is not None:
            d["side"] = self.side.name
        for key in ELEMENTS[self.kind].fields:
            value = getattr(self, key)
            d[key] = (value.name if isinstance(value, Direction) else
                      sorted(value) if isinstance(value, frozenset) else value)
        if self.kind == "laser":
            d["count"] = self.count
        return d

    def turned(self, quarters: int, size: tuple[int, int], dx: int, dy: int) -> Element:
        """This element of a board of ``size`` (width, height) turned ``quarters`` quarter
        turns clockwise, then moved by ``(dx, dy)``."""
        (x, y), (w, h), facing, side = self.at, size, self.facing, self.side
        for _ in range(quarters % 4):
            x, y, w, h = h - 1 - y, x, h, w
            facing = None if facing is None else facing.right()
            side = None if side is None else side.right()
        return replace(self, at=(x + dx, y + dy), facing=facing, side=side)


@dataclass(frozen=True, eq=False)
class Board:
    """A board or a whole course: ``floor`` (square -> its floor element), ``over`` (square
    -> {kind: element}), ``edge_elements`` (every edge element as written), ``walls``
    ((square, side) -> True, both sides of every wall, laser and pusher), ``repulsors``
    (likewise), ``upper`` (the upper level's squares)."""

    name: str
    width: int
    height: int
    floor: dict[Square, Element]
    over: dict[Square, dict[str, Element]]
    edge_elements: tuple[Element, ...]
    upper: frozenset[Square]
    walls: dict[tuple[Square, Direction], bool] = field(default_factory=dict)
    repulsors: dict[tuple[Square, Direction], bool] = field(default_factory=dict)

    @property
    def grid(self) -> Grid:
        return Grid(self.width, self.height, [(list(sq), d.name) for sq, d in self.walls])

    def kind_at(self, sq: Square) -> str:
        """The floor element's kind at ``sq``, or ``floor``."""
        e = self.floor.get(sq)
        return "floor" if e is None else e.kind

    def elements(self) -> list[Element]:
        """Every square element, floor first, in reading order."""
        out = [self.floor[sq] for sq in sorted(self.floor, key=lambda s: (s[1], s[0]))]
        for sq in sorted(self.over, key=lambda s: (s[1], s[0])):
            out += list(self.over[sq].values())
        return out

    def flags(self) -> list[Square]:
        """The flags' squares, flag 1 first."""
        found = sorted((e.number, sq) for sq, kinds in self.over.items()
                       for k, e in kinds.items() if k == "flag")
        return [sq for _, sq in found]

    def docks(self) -> dict[int, Element]:
        return {e.number: e for kinds in self.over.values() for k, e in kinds.items()
                if k == "dock"}

    def to_dict(self) -> dict[str, Any]:
        """The board file of this board (a course comes back as one board)."""
        d: dict[str, Any] = {"format": FORMAT, "version": 1, "name": self.name,
                             "width": self.width, "height": self.height}
        if self.upper:
            d["upper"] = [square_name(sq) for sq in sorted(self.upper, key=lambda s: (s[1], s[0]))]
        d["elements"] = [e.to_dict() for e in self.elements()]
        d["edges"] = [e.to_dict() for e in self.edge_elements]
        return d

    # --- reading ----------------------------------------------------------------------

    @classmethod
    def from_dict(cls, d: Any, where: str = "board") -> Board:
        """Check a board object; SetupError names the field."""
        _schema_check(d, where)
        w, h = d["width"], d["height"]
        read = _Reader(w, h, where)
        upper = frozenset(read.square(v, f"{where}.upper[{i}]")
                          for i, v in enumerate(d.get("upper", [])))
        elements = [read.element(e, f"{where}.elements[{i}]", square=True)
                    for i, e in enumerate(d.get("elements", []))]
        edges = [read.element(e, f"{where}.edges[{i}]", square=False)
                 for i, e in enumerate(d.get("edges", []))]
        return _assemble(str(d.get("name", "")), w, h, elements, edges, upper, where)

    @classmethod
    def from_file(cls, path: str | Path) -> Board:
        return cls.from_dict(read_json(path, "board"))

    @classmethod
    def named(cls, name: str, where: str = "board") -> Board:
        """A board shipped in ``data/boards`` (``shipped()`` lists them)."""
        if name not in shipped():
            raise SetupError(where, f"there is no board {name[:40]!r}: use one of "
                                    f"{', '.join(shipped())} or give a board object")
        return _named(name)

    @classmethod
    def from_setup(cls, value: Any, where: str = "board") -> Board:
        """A shipped board's name, a board object, or a course ``{"course": [...]}``."""
        if isinstance(value, str):
            return cls.named(value, where)
        if isinstance(value, dict) and "course" in value:
            return _course(value, where)
        return cls.from_dict(value, where)

    def with_flags(self, squares: Any, where: str = "flags") -> Board:
        """This board with flags 1, 2, ... on ``squares`` (the board must have none)."""
        if self.flags():
            raise SetupError(where, "the board already has its flags")
        if not isinstance(squares, list) or not 1 <= len(squares) <= 8:
            raise SetupError(where, "must be a list of 1 to 8 squares")
        read = _Reader(self.width, self.height, where)
        over = {sq: dict(kinds) for sq, kinds in self.over.items()}
        for i, v in enumerate(squares):
            sq = read.square(v, f"{where}[{i}]")
            flag = Element("flag", sq, number=i + 1)
            _check_over(self.floor, over, flag, f"{where}[{i}]")
            over.setdefault(sq, {})["flag"] = flag
        return replace(self, over=over)


def shipped() -> list[str]:
    """The names of the boards in ``data/boards``."""
    return sorted(p.stem for p in BOARDS.glob("*.json"))


@cache
def _named(name: str) -> Board:
    return Board.from_file(BOARDS / f"{name}.json")


class _Reader:
    """Reads squares and elements of a ``width`` x ``height`` board, naming fields."""

    def __init__(self, width: int, height: int, where: str):
        self.width, self.height, self.where = width, height, where

    def square(self, value: Any, field: str) -> Square:
        sq = parse_square(value, field)
        if not (0 <= sq[0] < self.width and 0 <= sq[1] < self.height):
            shown = square_name(sq) if 0 <= sq[0] < 26 and sq[1] >= 0 else list(sq)
            raise SetupError(field, f"{shown} is off the {self.width}x{self.height} board")
        return sq

    def element(self, d: dict[str, Any], where: str, square: bool) -> Element:
        kind = d["kind"]
        spec = ELEMENTS.get(kind)
        if spec is None or (spec.layer == EDGE) == square:
            wanted = [k for k, e in ELEMENTS.items() if (e.layer == EDGE) != square]
            raise SetupError(f"{where}.kind", f"{kind!r} is not a board "
                                              f"{'element' if square else 'edge element'} "
                                              f"({', '.join(wanted)})")
        extra = [k for k in d if k not in ("kind", "at", "side", *spec.fields)]
        if extra:
            raise SetupError(f"{where}.{extra[0]}", f"a {kind} has no {extra[0]!r} (it takes "
                                                     f"{', '.join(spec.fields) or 'nothing'})")
        for k in spec.required:
            if k not in d:
                raise SetupError(where, f"a {kind} needs its {k!r}")
        color = d.get("color", "")
        if kind == "portal" and color not in PORTAL_COLOURS:
            raise SetupError(f"{where}.color", f"a portal's colour is one of "
                                               f"{', '.join(PORTAL_COLOURS)}, not {color!r}")
        return Element(
            kind, self.square(d["at"], f"{where}.at"),
            facing=parse_direction(d["facing"], f"{where}.facing") if "facing" in d else (
                Direction.N if kind == "dock" else None),
            turn=d.get("turn", ""), registers=frozenset(d.get("registers", ())),
            color=color, number=d.get("number", 0), count=d.get("count", 1),
            side=parse_direction(d["side"], f"{where}.side") if "side" in d else None)


def _check_over(floor: dict[Square, Element], over: dict[Square, dict[str, Element]],
                e: Element, where: str) -> None:
    here = over.get(e.at, {})
    if e.kind in here:
        raise SetupError(where, f"{square_name(e.at)} already has a {e.kind}")
    under = floor.get(e.at)
    if under is not None and under.kind in ("pit", "trap_door"):
        raise SetupError(where, f"a {e.kind} cannot lie over the {under.kind} at "
                                f"{square_name(e.at)}")


def _assemble(name: str, w: int, h: int, elements: list[Element], edges: list[Element],
              upper: frozenset[Square], where: str) -> Board:
    """A board from read elements: one floor element a square, overlays that fit, portal
    pairs, ramps that lead up, edges that do not clash."""
    floor: dict[Square, Element] = {}
    over: dict[Square, dict[str, Element]] = {}
    for i, e in enumerate(elements):
        here = f"{where}.elements[{i}]"
        if ELEMENTS[e.kind].layer == FLOOR:
            if e.at in floor:
                raise SetupError(here, f"{square_name(e.at)} already has a "
                                       f"{floor[e.at].kind}: one floor element a square")
            floor[e.at] = e
    for i, e in enumerate(elements):
        if ELEMENTS[e.kind].layer == OVER:
            _check_over(floor, over, e, f"{where}.elements[{i}]")
            over.setdefault(e.at, {})[e.kind] = e
    _check_pairs(elements, where)
    _check_ramps(floor, upper, w, h, where)
    _check_numbers(over, where)
    walls: dict[tuple[Square, Direction], bool] = {}
    repulsors: dict[tuple[Square, Direction], bool] = {}
    taken: dict[tuple[Square, Direction], str] = {}
    for i, e in enumerate(edges):
        here = f"{where}.edges[{i}]"
        assert e.side is not None
        sides = [(e.at, e.side)]
        nxt = e.side.step(e.at)
        if 0 <= nxt[0] < w and 0 <= nxt[1] < h:
            sides.append((nxt, e.side.opposite()))
        key = (e.at, e.side)
        if e.kind in ("laser", "pusher") and taken.get(key) in ("laser", "pusher"):
            raise SetupError(here, f"the {e.side.word} side of {square_name(e.at)} already has "
                                   f"a {taken[key]}")
        clash = walls if e.kind == "repulsor" else repulsors
        if any(s in clash for s in sides):
            raise SetupError(here, f"a repulsor field and a wall cannot share the "
                                   f"{e.side.word} side of {square_name(e.at)}")
        taken[key] = e.kind
        for s in sides:
            (repulsors if e.kind == "repulsor" else walls)[s] = True
    return Board(name, w, h, floor, over, tuple(edges), upper, walls, repulsors)


def _check_pairs(elements: list[Element], where: str) -> None:
    by_colour: dict[str, list[int]] = {}
    for i, e in enumerate(elements):
        if e.kind == "portal":
            by_colour.setdefault(e.color, []).append(i)
    for colour, found in by_colour.items():
        if len(found) != 2:
            e = elements[found[0]]
            raise SetupError(f"{where}.elements[{found[-1]}]",
                             f"the {colour} portal at {square_name(e.at)} "
                             + ("has no partner" if len(found) == 1 else
                                f"is one of {len(found)}") +
                             ": each colour is exactly two portals")


def _check_ramps(floor: dict[Square, Element], upper: frozenset[Square], w: int, h: int,
                 where: str) -> None:
    for sq, e in floor.items():
        if e.kind != "ramp":
            continue
        assert e.facing is not None
        top = e.facing.step(sq)
        if sq in upper or top not in upper or not (0 <= top[0] < w and 0 <= top[1] < h):
            raise SetupError(f"{where}.elements", f"the ramp at {square_name(sq)} must be on "
                                                  f"the lower level and climb to an upper "
                                                  f"square ({e.facing.word} of it)")


def _check_numbers(over: dict[Square, dict[str, Element]], where: str) -> None:
    for kind in ("flag", "dock"):
        numbers = sorted(e.number for kinds in over.values() for k, e in kinds.items()
                         if k == kind)
        if numbers != list(range(1, len(numbers) + 1)):
            raise SetupError(f"{where}.elements", f"the {kind}s must be numbered 1, 2, 3, ... "
                                                  f"once each, not {numbers}")


def _course(value: dict[str, Any], where: str) -> Board:
    d = check_fields(value, ("course", "name"), where)
    placed = d["course"]
    if not isinstance(placed, list) or not 1 <= len(placed) <= MAX_BOARDS:
        raise SetupError(f"{where}.course", f"must list 1 to {MAX_BOARDS} boards")
    elements: list[Element] = []
    edges: list[Element] = []
    upper: set[Square] = set()
    covered: dict[Square, int] = {}
    for i, p in enumerate(placed):
        here = f"{where}.course[{i}]"
        p = check_fields(p, ("board", "at", "rotate"), here)
        if "board" not in p:
            raise SetupError(here, "names its 'board' (a shipped name or a board object)")
        b = Board.from_setup(p["board"], f"{here}.board")
        q = p.get("rotate", 0)
        if not isinstance(q, int) or isinstance(q, bool) or q not in (0, 1, 2, 3):
            raise SetupError(f"{here}.rotate", "is 0, 1, 2 or 3 quarter turns clockwise")
        dx, dy = parse_square(p.get("at", "A1"), f"{here}.at")
        w, h = (b.height, b.width) if q % 2 else (b.width, b.height)
        if dx + w > 26 or dy + h > 26:
            raise SetupError(f"{here}.at", "the course would be larger than 26x26")
        for sq in ((x, y) for x in range(dx, dx + w) for y in range(dy, dy + h)):
            if sq in covered:
                raise SetupError(f"{here}.at", f"the board covers {square_name(sq)}, which "
                                               f"board {covered[sq]} covers already")
            covered[sq] = i
        size = (b.width, b.height)
        elements += [e.turned(q, size, dx, dy) for e in b.elements()]
        edges += [e.turned(q, size, dx, dy) for e in b.edge_elements]
        upper |= {Element("pit", sq).turned(q, size, dx, dy).at for sq in b.upper}
    width = max(x for x, _ in covered) + 1
    height = max(y for _, y in covered) + 1
    elements += [Element("pit", (x, y)) for x in range(width) for y in range(height)
                 if (x, y) not in covered]
    return _assemble(str(d.get("name", "course")), width, height, elements, edges,
                     frozenset(upper), where)


def _schema_check(d: Any, where: str) -> None:
    """The first schema problem of ``d`` (the shallowest), as a SetupError naming it."""
    schema.check(d, SCHEMA_FILE, where)

