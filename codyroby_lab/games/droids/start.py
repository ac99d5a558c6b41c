"""A Droids game's start position, read from its setup and checked (setup format:
docs/formats-droids.md): the robots' squares, the objects, what the droids carry, covers,
racks, transmitters, the phase to start in, the mines in the box and the boxes delivered.
:meth:`.game.Droids.new_state` lays it out.

>>> from codyroby_lab.games.droids.game import Droids
>>> start = Droids({"players": ["red", "blue"], "objects": [{"kind": "mine", "at": "C4"}]}).start
>>> start["at"], start["objects"], start["phase"], start["mines"]
({'red': (0, 0), 'blue': (9, 9)}, {(2, 3): 'mine'}, 'draw', 0)
>>> Droids({"players": ["red", "blue"], "covers": {"red": ["Z"]}})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: covers.red[0]: a transmitter of red (north side) is named by its column: A B C D E F G H I J, not 'Z'
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, Square, parse_square, square_name
from codyroby_lab.core.setup import check_fields, one_of, whole
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.layout import BOXES, RACK

if TYPE_CHECKING:
    from codyroby_lab.games.droids.game import Droids

PHASES = ("place", "draw", "program", "execute")   # the phases a setup may start in
OBJECTS = ("obstacle", "mine", "box")
CARRIED = ("obstacle", "mine", "box", "statue")


def read(game: Droids, d: dict[str, Any]) -> dict[str, Any]:
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
    if phase not in PHASES:
        raise SetupError("phase", f"must be one of {', '.join(PHASES)}, not {phase!r}")
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


def _delivered(game: Droids, p: int, value: Any, where: str) -> int:
    """Golden Microchips: the boxes a player has already brought home."""
    if game.scenario.victory != "boxes":
        raise SetupError(where, f"only Golden Microchips counts delivered boxes, not "
                                f"{game.scenario.name}")
    return whole({where: value}, where, 0, 0, 12)


def _default_squares(game: Droids) -> dict[str, Square | None]:
    board, sc = game.board, game.scenario
    at: dict[str, Square | None] = {p: board.base(p) for p in game.players}
    if sc.grey == "statue":
        at["statue"] = board.centre
    elif sc.grey == "killer":
        at["killer"] = killer_base(game)
    if sc.repair_robots:
        used = set(at.values())
        free = [board.base(c) for c in ("grey", "yellow", "red", "blue")
                if board.base(c) not in used] + list(board.spare)
        at["repair1"], at["repair2"] = free[0], free[1]
    return at


def _objects(game: Droids, value: Any, at: dict[str, Any]) -> dict[Square, str]:
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


def _carrying(game: Droids, value: Any,
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


def _per_player(game: Droids, value: Any, field: str, read) -> dict[int, Any]:
    d = check_fields(value, game.players, field)
    return {game.players.index(p): read(game, game.players.index(p), v, f"{field}.{p}")
            for p, v in d.items()}


def _lines(game: Droids, p: int, value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise SetupError(where, "must be a list of transmitter names, e.g. ['C', 'D']")
    return sorted({_line(game, p, v, f"{where}[{i}]") for i, v in enumerate(value)})


def _line(game: Droids, p: int, value: Any, where: str) -> int:
    side = game.sides[p]
    k = ch.line_index(side, str(value)) if isinstance(value, (str, int)) else None
    if k is None or k >= game.board.lines(side):
        raise SetupError(where, f"a transmitter of {game.players[p]} ({ch.SIDE_WORDS[side]} "
                                f"side) is named "
                                f"by its {ch.line_word(side)}: "
                                f"{' '.join(game.line_names(p))}, not {str(value)[:10]!r}")
    return k


def _rack(game: Droids, p: int, value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or len(value) > RACK:
        raise SetupError(where, f"a rack holds at most {RACK} chits")
    return [ch.chit(c, f"{where}[{i}]").code for i, c in enumerate(value)]


def _transmitter(game: Droids, p: int, value: Any, where: str) -> dict[tuple[int, int], Any]:
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


def _check_box(game: Droids, racks: dict[int, list[str]], tx: dict[int, Any]) -> None:
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


def killer_base(game: Droids) -> Square:
    """The start base opposite the (only) player's: the killer's base."""
    x, y = game.board.base(game.players[0])
    return (game.board.width - 1 - x, game.board.height - 1 - y)
