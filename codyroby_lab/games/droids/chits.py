"""The order chits (``data/chits.json``, the DECISIONS facts): their codes, colours, what
each orders, the arrows each may take, and the sides of the board players sit at.

A chit is named by a two-letter code: ``V1 VD V2 VX`` (violet, land moves), ``B1 BD``
(blue, water moves), ``G1 G2 GX GR`` (grey, repair robots: moves and repair), ``SH PU``
(red: shoot, pick up / put down) and ``MA MB ML MR`` (red: move another robot away from
you, back towards you, to your left, to your right). In a state vector a chit is its
``id`` (1 to 16; 0 is an empty box) and an arrow is a direction 0..7 (N, NE, ... NW).

>>> CHITS["V2"].colour, CHITS["V2"].steps, CHITS["V2"].name
('violet', 2, 'land: 2 squares')
>>> sum(c.count for c in CHITS.values()), [len(by_colour(c)) for c in COLOURS]
(120, [4, 2, 6, 4])
>>> [d.name for d in arrows("VD", "N")], [d.name for d in arrows("ML", "E")], arrows("PU", "S")
(['NE', 'SE', 'SW', 'NW'], ['S'], ())
>>> line_name("N", 2), line_name("E", 2), line_index("W", "10")
('C', '3', 9)
>>> arrow("V2", "N", "s", "A"), arrow("MA", "E", None, "3"), arrow("PU", "N", None, "A")
(<Direction.S: 4>, <Direction.W: 6>, None)
>>> arrow("V2", "N", None, "A")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: V2 needs an arrow: write N, E, S or W after 'V2 A'
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.geometry import Direction, parse_direction
from codyroby_lab.core.setup import digits
from codyroby_lab.games.droids import data

COLOURS = ("violet", "blue", "red", "grey")
SIDES = ("N", "E", "S", "W")
STRAIGHT = (Direction.N, Direction.E, Direction.S, Direction.W)
DIAGONAL = (Direction.NE, Direction.SE, Direction.SW, Direction.NW)
#: how far a side's view is turned from the north side's (in eighths of a turn)
TURN = {"N": 0, "E": 2, "S": 4, "W": 6}
NO_ARROW = 8  # the arrow slot of a chit that has none (PU)


@dataclass(frozen=True)
class Chit:
    """One kind of chit. ``order``: move, repair, shoot, carry or other; ``steps``: squares a
    move goes (0: as far as possible); ``arrows``: straight, diagonal, none or fixed (a
    move-another chit, whose arrow seen from the north side is ``arrow``)."""

    code: str
    colour: str
    count: int
    order: str
    steps: int
    arrows: str
    name: str
    id: int
    arrow: Direction | None = None

    @property
    def diagonal(self) -> bool:
        return self.arrows == "diagonal"


def _load() -> dict[str, Chit]:
    doc = data.load("chits")
    out: dict[str, Chit] = {}
    for i, c in enumerate(doc["chits"]):
        if c["code"] in out:
            raise SetupError(f"chits.chits[{i}].code", f"{c['code']} is listed twice")
        arrow = Direction[c["arrow"]] if "arrow" in c else None
        if (c["arrows"] == "fixed") != (arrow is not None):
            raise SetupError(f"chits.chits[{i}].arrow", "a fixed chit (and only one) names "
                                                        "its arrow")
        out[c["code"]] = Chit(c["code"], c["colour"], c["count"], c["order"], c["steps"],
                              c["arrows"], c["name"], i + 1, arrow)
    return out


CHITS: dict[str, Chit] = _load()
BY_ID: dict[int, Chit] = {c.id: c for c in CHITS.values()}
CODES: dict[str, str] = {str(c.id): c.code for c in CHITS.values()}  # a desk/scene table
COMPOSITION: dict[str, int] = {c.code: c.count for c in CHITS.values()}


def by_colour(colour: str) -> list[str]:
    """The chit codes of one colour, in the data file's order."""
    return [c.code for c in CHITS.values() if c.colour == colour]


def chit(code: Any, where: str = "chit") -> Chit:
    """The chit named ``code`` (case forgiven); a SetupError naming ``where`` otherwise."""
    if isinstance(code, str) and code.strip().upper() in CHITS:
        return CHITS[code.strip().upper()]
    raise SetupError(where, f"{str(code)[:20]!r} is not a chit: use one of {' '.join(CHITS)}")


def turned(direction: Direction, side: str) -> Direction:
    """A direction seen from the north side, as seen from ``side``'s seat."""
    return Direction((int(direction) + TURN[side]) % 8)


def arrows(code: str, side: str) -> tuple[Direction, ...]:
    """The arrows chit ``code`` may take when placed on ``side`` (ARROW)."""
    c = CHITS[code]
    if c.arrows == "straight":
        return STRAIGHT
    if c.arrows == "diagonal":
        return DIAGONAL
    if c.arrows == "fixed" and c.arrow is not None:
        return (turned(c.arrow, side),)
    return ()


def arrow(code: str, side: str, written: str | None, placed: str = "") -> Direction | None:
    """ARROW: the arrow of chit ``code`` placed on ``side`` with the arrow ``written`` (None:
    none written, case forgiven): the only arrow of a chit whose arrow is fixed, None for a
    chit with none. Otherwise an IllegalAction in plain words, with an example written as
    the chit was placed (``placed``: the transmitter and box as written, ``"A"``, ``"C 1"``)
    when given."""
    allowed = arrows(code, side)
    written = written.upper() if isinstance(written, str) else written
    if isinstance(written, str) and len(written) > 2:     # "east" is E, as a move's text reads it
        with suppress(SetupError):
            written = parse_direction(written, allowed=tuple(Direction)).name
    if not allowed:
        if written is not None:
            raise IllegalAction(f"{code} has no arrow" +
                                (f": write just '{code} {placed}'" if placed else ""))
        return None
    if written is None and len(allowed) == 1:
        return allowed[0]
    names = [d.name for d in allowed]
    words = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
    if written is None:
        # where it goes, and no arrow chosen for the learner: "e.g. 'V1 C S'" was a chit of
        # a challenge's answer, word for word (walk 08r9, fault 8)
        raise IllegalAction(f"{code} needs an arrow: write {words}" +
                            (f" after '{code} {placed}'" if placed else ""))
    if written not in names:
        where = f" on the {SIDE_WORDS[side]} side" if len(names) == 1 else ""
        raise IllegalAction(f"{code}{where} points {words}, not {str(written)[:10]}")
    return Direction[written]


def written_arrow(code: str, side: str, value: Any, where: str) -> Direction | None:
    """ARROW for a document (a setup's transmitters, a saved state's boxes): :func:`arrow`,
    its refusal a SetupError naming ``where``.

    >>> written_arrow("V2", "N", "NE", "transmitters.red.C[1]")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: transmitters.red.C[1]: V2 points N, E, S or W, not NE
    """
    if value is not None and not isinstance(value, str):
        raise SetupError(where, f"an arrow is written N, E, S, W, NE, SE, SW or NW, not "
                                f"{str(value)[:10]!r}")
    try:
        return arrow(code, side, value)
    except IllegalAction as e:
        raise SetupError(where, str(e)) from None


def line_name(side: str, k: int) -> str:
    """The name of transmitter ``k`` (0-based) of a player on ``side``: the column letter it
    commands (north, south) or the row number (east, west)."""
    return chr(65 + k) if side in ("N", "S") else str(k + 1)


def line_index(side: str, name: str) -> int | None:
    """The 0-based transmitter that ``name`` (``C``, ``3``) means on ``side``, or None."""
    name = name.strip().upper()
    if side in ("N", "S"):
        return ord(name) - 65 if len(name) == 1 and "A" <= name <= "Z" else None
    n = digits(name, 2)
    return n - 1 if n is not None and 1 <= n <= 26 else None


def box_text(cid: int, arrow: int) -> str | None:
    """A transmitter's box as text: ``"V2 E"``, ``"PU"``, None when empty.

    >>> box_text(CHITS["V2"].id, 2), box_text(CHITS["PU"].id, NO_ARROW), box_text(0, 0)
    ('V2 E', 'PU', None)
    """
    if not cid:
        return None
    code = BY_ID[cid].code
    return code if arrow == NO_ARROW else f"{code} {Direction(arrow).name}"


SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def line_word(side: str) -> str:
    """``column`` or ``row``: what a transmitter on ``side`` commands."""
    return "column" if side in ("N", "S") else "row"
