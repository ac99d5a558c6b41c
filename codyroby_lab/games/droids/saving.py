"""Saving a Droids state as JSON and loading it back (``state.to_dict()``,
``Droids.state_from_dict(d)``): the fields and the schema are the layout's (:mod:`.layout`);
this module adds what is the game's own: the robots and objects by square, the
transmitters' boxes as text, the last order, the Robot Killer's sheet, the setup, and the
checks a schema cannot make (the chits add up to the box). A bad document is a SetupError
naming the field. The same JSON is what conformance cases compare their ``expect`` with
(docs/formats-droids.md).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
...             "racks": {"red": ["V2", "PU"]}}).new_state(seed=2)
>>> _ = s.apply("place V2 C 2 S")
>>> d = s.to_dict()
>>> d["robots"]["red"], d["players"]["red"]["rack"], d["current"]
({'at': 'A1', 'carrying': None, 'count': 0}, ['PU'], 'red')
>>> d["transmitters"]
{'red': {'C': [None, 'V2 S', None]}}
>>> Droids.state_from_dict(d) == s
True
>>> Droids.state_from_dict({**d, "mines": 13})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: mines: must be a whole number from 0 to 12, not 13
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.protocol import saved_game
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.layout import BOXES, DRAW, LAYOUT, NAME, VERSION, owners
from codyroby_lab.games.droids.objects import CODES, OBJECTS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.position import Position

P = TypeVar("P", bound="Position")

_ORDER = ("game", "version", "scenario", "phase", "turn", "first", "current", "winner", "draw",
          "robots", "objects", "players", "transmitters", "box", "mines", "resume", "last",
          "dice_used", "piles_used", "rng", "setup", "killer")
_PLAYER = ("out", "done", "placed", "sent", "pending", "repairs", "delivered", "to_place",
           "covers", "colours", "rack")


def box_text(cid: int, arrow: int) -> str | None:
    """A box as text: ``"V2 E"``, ``"PU"``, None when empty."""
    if not cid:
        return None
    code = ch.BY_ID[cid].code
    return code if arrow == ch.NO_ARROW else f"{code} {Direction(arrow).name}"


def _box(text: str, g: Any, owner: int, where: str) -> tuple[int, int]:
    """A box's chit id and arrow from :func:`box_text`'s text. A player's chit has an arrow
    it may take on the player's side (ARROW, as a setup's and a placed chit's); the Robot
    Killer's are laid from its sheet as the sheet says (SHEET), ARROW or not."""
    code, _, written = text.partition(" ")
    if owner >= len(g.players):
        return ch.CHITS[code].id, int(Direction[written]) if written else ch.NO_ARROW
    arrow = ch.written_arrow(code, g.side_of(owner), written or None, where)
    return ch.CHITS[code].id, ch.NO_ARROW if arrow is None else int(arrow)


def to_dict(s: Position) -> dict[str, Any]:
    """The whole state, JSON-ready (:func:`load` reads it back)."""
    from codyroby_lab.games.droids.programming import pool
    g = s.game
    d = LAYOUT.dump(s)
    for p, name in enumerate(g.players):
        names = g.line_names(p)
        d["players"][name].update(
            out=s.out[p], done=s.done[p], placed=s.placed[p], sent=s.sent[p],
            covers=[names[t] for t in range(len(names)) if s.covers[p][t]])
        d["players"][name] = {k: d["players"][name][k] for k in _PLAYER}
    d.update(game=NAME, version=VERSION, scenario=g.scenario.key, winner=s.winner,
             draw=s.winner_index == DRAW, robots=robots_dict(s), objects=objects_dict(s),
             transmitters=transmitters_dict(s), box=pool(s), last=last_dict(s),
             setup=g.setup())
    if g.owners > len(g.players):
        k = g.owners - 1
        d["killer"] = {"done": s.done[k], "sent": s.sent[k],
                       "roll": None if s.sheet_roll < 0 else s.sheet_roll}
    return {k: d[k] for k in _ORDER if k in d}


def robots_dict(s: Position) -> dict[str, Any]:
    return {r.id: {"at": square_name((s.x[i], s.y[i])) if s.x[i] >= 0 else None,
                   "carrying": OBJECTS.get(s.carry[i]), "count": s.carry_n[i]}
            for i, r in enumerate(s.game.robots)}


def objects_dict(s: Position) -> dict[str, str]:
    b = s.game.board
    return {square_name(b.square(c)): OBJECTS[o] for c, o in enumerate(s.obj) if o}


def transmitters_dict(s: Position) -> dict[str, dict[str, list[str | None]]]:
    g = s.game
    out: dict[str, dict[str, list[str | None]]] = {}
    for o, owner in enumerate(owners(g)):
        for t, name in enumerate(g.line_names(o)):
            i = (o * g.lines + t) * BOXES
            boxes = [box_text(s.tx[i + b], s.ta[i + b]) for b in range(BOXES)]
            if any(boxes):
                out.setdefault(owner, {})[name] = boxes
    return out


def last_dict(s: Position) -> dict[str, Any] | None:
    owner, t, b, cid, arrow = s.last
    if not owner:
        return None
    return {"owner": owners(s.game)[owner - 1], "line": s.game.line_names(owner - 1)[t],
            "box": b + 1, "order": box_text(cid, arrow)}


def load(cls: type[P], d: Any, make_game: Callable[[Any], Any]) -> P:
    """A state from :func:`to_dict`; ``make_game(setup)`` builds its game. SetupError names
    a bad field."""
    from codyroby_lab.games.droids.programming import pool
    g = saved_game(d, make_game)
    s = LAYOUT.load(cls(g), d, reword=_reword, top=True)
    s.winner_index = (DRAW if d["draw"] else -1) if d["winner"] is None else \
        g.players.index(d["winner"])
    for i, r in enumerate(g.robots):
        rd = d["robots"][r.id]
        s.x[i], s.y[i] = (-1, -1) if rd["at"] is None else g.board.grid.check_square(
            parse_square(rd["at"]), f"robots.{r.id}.at")
        s.carry[i] = 0 if rd["carrying"] is None else CODES[rd["carrying"]]
        s.carry_n[i] = rd["count"]
    for name, kind in d["objects"].items():
        s.obj[g.board.cell(g.board.grid.check_square(parse_square(name), "objects"))] = \
            CODES[kind]
    for p, name in enumerate(g.players):
        pd = d["players"][name]
        s.out[p], s.done[p], s.placed[p], s.sent[p] = (pd[f] for f in _PLAYER[:4])
        names = g.line_names(p)
        for line in pd["covers"]:
            s.covers[p][names.index(line)] = 1
    for owner, lines in d["transmitters"].items():
        o = owners(g).index(owner)
        for line, boxes in lines.items():
            i = (o * g.lines + g.line_names(o).index(line)) * BOXES
            for b, text in enumerate(boxes):
                if text is not None:
                    s.tx[i + b], s.ta[i + b] = _box(text, g, o,
                                                    f"transmitters.{owner}.{line}[{b}]")
    if "killer" in d:
        k = g.owners - 1
        s.done[k], s.sent[k] = d["killer"]["done"], d["killer"]["sent"]
        s.sheet_roll = -1 if d["killer"]["roll"] is None else d["killer"]["roll"]
    last = d["last"]
    if last is not None:
        o = owners(g).index(last["owner"])
        s.last = [o + 1, g.line_names(o).index(last["line"]), last["box"] - 1,
                  *_box(last["order"], g, o, "last.order")]
    _in_the_box(g, [c for rack in s.racks for c in rack] + [c for c in s.tx if c])
    _told(d, "scenario", g.scenario.key)
    _told(d, "box", pool(s))
    return s


def _told(d: dict[str, Any], field: str, value: Any) -> None:
    """A field the rest of the document tells (the setup's scenario, the chits left in the
    box) says what it tells: a SetupError naming it otherwise."""
    if d[field] != value:
        raise SetupError(field, f"must be {value!r}, as the rest of the saved state says")


def _reword(e: Any) -> str | None:
    """A schema error in the words of the setup format: a number's range, a transmitter's
    boxes."""
    rule = e.schema if isinstance(e.schema, dict) else {}
    if "description" in rule:
        return str(rule["description"])
    return schema.whole_number_words(e)


def _in_the_box(g: Any, ids: list[int]) -> None:
    """Racks and transmitters hold no more of a chit than the box has (as a setup's)."""
    used: dict[str, int] = {}
    for cid in ids:
        code = ch.BY_ID[cid].code
        used[code] = used.get(code, 0) + 1
        if used[code] > g.composition[code]:
            raise SetupError("players", f"{used[code]} {code} chits on racks and transmitters: "
                                        f"the box holds {g.composition[code]}")
