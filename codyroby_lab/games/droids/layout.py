"""The field kinds of Droids' own that its state's layout declares
(:class:`.state.DroidsState`, on :mod:`codyroby_lab.core.layout`): an owner of
transmitters, colour counts, a rack (its size, then its chits), the objects by square, the
last order, and the parts of the saved document that fields declared elsewhere hold in the
vector (an :class:`Entry`: an owner's counts and covers in its player's part, the robots, the
transmitters' boxes as text).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
...             "racks": {"red": ["V2", "PU"]}}).new_state(seed=2)
>>> _ = s.apply("place V2 C 2 S")
>>> d = s.to_dict()
>>> d["robots"]["red"], d["players"]["red"]["rack"], d["current"]
({'at': 'A1', 'carrying': None, 'count': 0}, ['PU'], 'red')
>>> d["transmitters"]
{'red': {'C': [None, 'V2 S', None]}}
>>> Droids.state_from_dict({**d, "robots": {**d["robots"], "red": {**d["robots"]["red"],
...                                                                 "at": "K1"}}})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: robots.red.at: K1 is off the 10x10 board
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.layout import Field, Ints
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.objects import CODES, OBJECTS

BOXES = 3           # boxes on a transmitter
RACK = 7            # the most chits on a rack (a turn's draw)
MAX_CARRIED = 25    # obstacles a droid may carry
MAX_MINES = 12      # mines in the box
MAX_COUNT = 10_000  # any other count a saved state keeps


def owners(game: Any) -> list[str]:
    """The owners of transmitters by index: the players, then the Robot Killer's sheet."""
    return [*game.players, "killer"][:game.owners]


def count(hi: int) -> dict[str, Any]:
    """The JSON Schema of a count from 0 to ``hi``."""
    return {"type": "integer", "minimum": 0, "maximum": hi}


class Owner(Field):
    """An owner of transmitters (:func:`owners`), or -1 for none (slot: the index + 1; the
    document: the owner's name or null)."""

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(value + 1)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return vec[i] - 1

    def dump(self, value: Any, game: Any) -> Any:
        return None if value < 0 else owners(game)[value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return -1 if value is None else owners(game).index(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"enum": [None, *owners(game)]}


def robots(game: Any) -> list[str]:
    """The robots' ids, in order: slots ``"red.x"``, ``"statue.carry"``."""
    return [r.id for r in game.robots]


class Colours(Ints):
    """A count per chit colour (violet, blue, red, grey); the document: ``{colour: n}``."""

    def __init__(self, attr: str, hi: int, **kw: Any):
        super().__init__(attr, len(ch.COLOURS), 0, hi, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        return dict(zip(ch.COLOURS, value, strict=True))

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [value[c] for c in ch.COLOURS]

    def schema(self, game: Any) -> dict[str, Any]:
        count = {"type": "integer", "minimum": 0, "maximum": self.hi}
        return {"type": "object", "required": list(ch.COLOURS), "additionalProperties": False,
                "properties": {c: count for c in ch.COLOURS}}


class Rack(Field):
    """A rack's size (public; its chits are :class:`Chits`, after the colour counts): a list
    of at most :data:`RACK` chit ids (0: a chit not seen); the document: their codes."""

    copy = list

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.append(len(value))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [0] * vec[i]  # (the chits follow: Chits)

    def dump(self, value: Any, game: Any) -> Any:
        return [ch.BY_ID[c].code if c else "?" for c in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        return [ch.chit(c, f"{where}[{k}]").id for k, c in enumerate(value)]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": RACK, "items": {"type": "string"}}


class Chits(Field):
    """A rack's :data:`RACK` chit slots (0 after its chits), ``back`` slots after its size
    (the rack is the attribute :class:`Rack` copies)."""

    def __init__(self, attr: str, back: int, **kw: Any):
        super().__init__(attr, **kw)
        self.back = back

    def width(self, game: Any) -> int:
        return RACK

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value)
        out.extend([0] * (RACK - len(value)))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return list(vec[i:i + vec[i - self.back]])


def _robots(game: Any) -> dict[str, Any]:
    ids = [r.id for r in game.robots]
    robot = {"type": "object", "required": ["at", "carrying", "count"],
             "additionalProperties": False,
             "properties": {"at": {"type": ["string", "null"], "maxLength": 4},
                            "carrying": {"enum": [None, *OBJECTS.values()]},
                            "count": count(MAX_CARRIED)}}
    return {"type": "object", "required": ids, "additionalProperties": False,
            "properties": {r: robot for r in ids}}


def _transmitters(game: Any) -> dict[str, Any]:
    box = {"type": ["string", "null"], "maxLength": 5}
    boxes = {"type": "array", "prefixItems": [box] * BOXES, "minItems": BOXES, "items": False,
             "description": f"a transmitter has {BOXES} boxes (null: empty)"}
    return {"type": "object", "propertyNames": {"enum": owners(game)},
            "additionalProperties": {"type": "object", "maxProperties": game.lines,
                                     "additionalProperties": boxes}}


_LAST = {"oneOf": [{"type": "null"}, {
    "type": "object", "required": ["owner", "line", "box", "order"],
    "additionalProperties": False,
    "properties": {"owner": {"type": "string"}, "line": {"type": "string"},
                   "box": {"type": "integer", "minimum": 1, "maximum": BOXES},
                   "order": {"type": "string", "maxLength": 5}}}]}
KILLER = {"type": "object", "required": ["done", "sent", "roll"], "additionalProperties": False,
           "properties": {"done": {"type": "boolean"}, "sent": count(MAX_COUNT),
                          "roll": {"type": ["integer", "null"], "minimum": 0, "maximum": 9}}}


class Entry(Field):
    """A part of the saved document that fields declared elsewhere hold in the vector: no
    slot and no attribute of its own. ``shows``: the field whose value it is, in that
    field's words (an owner's ``out``, held per owner, written in its player's part); a
    subclass makes it from several fields instead (``get`` from the state, player ``i``'s
    inside :class:`~codyroby_lab.core.layout.Players`; ``read`` checks it, ``put`` writes it
    into those fields).

    >>> from codyroby_lab.core.layout import Flag
    >>> from codyroby_lab.games.droids.game import Droids
    >>> s = Droids({"players": ["red", "blue"]}).new_state(seed=0)
    >>> s.out[1] = True
    >>> out = Entry("players.*.out", Flag("out"))
    >>> out.get(s, 1), out.width(s.game), out.schema(s.game)
    (True, 0, {'type': 'boolean'})
    >>> s.to_dict()["players"]["blue"]["out"]
    True
    """

    def __init__(self, doc: str, shows: Field | None = None):
        super().__init__("", doc=doc)
        self.shows: Any = shows  # (None: a subclass's get, put and schema)

    def width(self, game: Any) -> int:
        return 0

    def get(self, state: Any, i: Any) -> Any:
        return self.shows.dump(self.shows.get(state, i), state.game)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return value if self.shows is None else self.shows.read(value, game, where)

    def put(self, state: Any, i: Any, value: Any) -> None:
        self.shows.put(state, i, value)

    def schema(self, game: Any) -> dict[str, Any]:
        return self.shows.schema(game)


class Covers(Entry):
    """A player's covered transmitters by name (the slots: 1 covered, per transmitter)."""

    def get(self, state: Any, i: Any) -> Any:
        names = state.game.line_names(i)
        return [names[t] for t in range(len(names)) if state.covers[i][t]]

    def put(self, state: Any, i: Any, value: Any) -> None:
        names = state.game.line_names(i)
        for line in value:
            state.covers[i][names.index(line)] = 1

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": game.lines, "items": {"type": "string"}}


class Robots(Entry):
    """Each robot's square (null: off the board), what it carries and how many (the slots:
    ``x``, ``y``, ``carry``, ``carry_n`` per robot)."""

    def get(self, state: Any, i: Any) -> Any:
        return {r.id: {"at": square_name((state.x[k], state.y[k])) if state.x[k] >= 0 else None,
                       "carrying": OBJECTS.get(state.carry[k]), "count": state.carry_n[k]}
                for k, r in enumerate(state.game.robots)}

    def read(self, value: Any, game: Any, where: str) -> Any:
        out = []
        for r in game.robots:
            rd = value[r.id]
            at = (-1, -1) if rd["at"] is None else game.board.grid.check_square(
                parse_square(rd["at"]), f"{where}.{r.id}.at")
            out.append((*at, 0 if rd["carrying"] is None else CODES[rd["carrying"]],
                        rd["count"]))
        return out

    def put(self, state: Any, i: Any, value: Any) -> None:
        for k, (x, y, carry, n) in enumerate(value):
            state.x[k], state.y[k], state.carry[k], state.carry_n[k] = x, y, carry, n

    def schema(self, game: Any) -> dict[str, Any]:
        return _robots(game)


class Objects(Ints):
    """What lies on the board: one slot per square (the object's code, 0: nothing); the
    document: ``{square: object}``.

    >>> from codyroby_lab.games.droids.game import Droids
    >>> g = Droids({"players": ["red", "blue"]})
    >>> on = Objects("obj"); cells = on.read({"C2": "obstacle"}, g, "objects")
    >>> len(cells), sum(map(bool, cells)), on.dump(cells, g)
    (100, 1, {'C2': 'obstacle'})
    """

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, lambda game: game.board.width * game.board.height, 0,
                         len(OBJECTS), **kw)

    def dump(self, value: Any, game: Any) -> Any:
        b = game.board
        return {square_name(b.square(c)): OBJECTS[o] for c, o in enumerate(value) if o}

    def read(self, value: Any, game: Any, where: str) -> Any:
        grid, out = game.board.grid, [0] * self.width(game)
        for name, kind in value.items():
            out[game.board.cell(grid.check_square(parse_square(name), where))] = CODES[kind]
        return out

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": {"enum": list(OBJECTS.values())}}


class Transmitters(Entry):
    """Every owner's boxes that hold a chit, as text (:func:`.chits.box_text`) by
    transmitter (the slots: each box's chit id, then each box's arrow)."""

    def get(self, state: Any, i: Any) -> Any:
        g, out = state.game, dict[str, dict[str, list[str | None]]]()
        for o, owner in enumerate(owners(g)):
            for t, name in enumerate(g.line_names(o)):
                k = (o * g.lines + t) * BOXES
                boxes = [ch.box_text(state.tx[k + b], state.ta[k + b]) for b in range(BOXES)]
                if any(boxes):
                    out.setdefault(owner, {})[name] = boxes
        return out

    def read(self, value: Any, game: Any, where: str) -> Any:
        out = {}
        for owner, lines in value.items():
            o = owners(game).index(owner)
            for line, boxes in lines.items():
                k = (o * game.lines + game.line_names(o).index(line)) * BOXES
                for b, text in enumerate(boxes):
                    if text is not None:
                        out[k + b] = _box(text, game, o, f"{where}.{owner}.{line}[{b}]")
        return out

    def put(self, state: Any, i: Any, value: Any) -> None:
        for k, (cid, arrow) in value.items():
            state.tx[k], state.ta[k] = cid, arrow

    def schema(self, game: Any) -> dict[str, Any]:
        return _transmitters(game)


class Last(Ints):
    """The last order sent (slots: owner + 1, transmitter, box, chit id, arrow; all 0: none);
    the document: its owner, transmitter, box and chit as text, or null.

    >>> from codyroby_lab.games.droids.game import Droids
    >>> g, last = Droids({"players": ["red", "blue"]}), Last("last")
    >>> sent = last.read({"owner": "blue", "line": "A", "box": 2, "order": "V2 N"}, g, "last")
    >>> last.dump(sent, g), last.dump([0] * 5, g)
    ({'owner': 'blue', 'line': 'A', 'box': 2, 'order': 'V2 N'}, None)
    """

    def __init__(self, attr: str, **kw: Any):
        super().__init__(attr, 5, 0, MAX_COUNT, **kw)

    def dump(self, value: Any, game: Any) -> Any:
        owner, t, b, cid, arrow = value
        if not owner:
            return None
        return {"owner": owners(game)[owner - 1], "line": game.line_names(owner - 1)[t],
                "box": b + 1, "order": ch.box_text(cid, arrow)}

    def read(self, value: Any, game: Any, where: str) -> Any:
        if value is None:
            return [0] * 5
        o = owners(game).index(value["owner"])
        return [o + 1, game.line_names(o).index(value["line"]), value["box"] - 1,
                *_box(value["order"], game, o, f"{where}.order")]

    def schema(self, game: Any) -> dict[str, Any]:
        return _LAST


def _box(text: str, g: Any, owner: int, where: str) -> tuple[int, int]:
    """A box's chit id and arrow from :func:`.chits.box_text`'s text. A player's chit has
    an arrow it may take on the player's side (ARROW, as a setup's and a placed chit's);
    the Robot Killer's are laid from its sheet as the sheet says (SHEET), ARROW or not."""
    code, _, written = text.partition(" ")
    known = ch.chit(code, where)
    cid = known.id
    if owner >= len(g.players):
        if written and written not in Direction.__members__:
            raise SetupError(where, f"an arrow is written N, E, S, W, NE, SE, SW or NW, not "
                                    f"{written[:10]!r}")
        return cid, int(Direction[written]) if written else ch.NO_ARROW
    arrow = ch.written_arrow(known.code, g.side_of(owner), written or None, where)
    return cid, ch.NO_ARROW if arrow is None else int(arrow)


def reword(e: Any) -> str | None:
    """A schema error in the words of the setup format: a number's range, a transmitter's
    boxes."""
    rule = e.schema if isinstance(e.schema, dict) else {}
    if "description" in rule:
        return str(rule["description"])
    return schema.whole_number_words(e)


def in_the_box(g: Any, ids: list[int]) -> None:
    """Racks and transmitters hold no more of a chit than the box has (as a setup's)."""
    used: dict[str, int] = {}
    for cid in ids:
        code = ch.BY_ID[cid].code
        used[code] = used.get(code, 0) + 1
        if used[code] > g.composition[code]:
            raise SetupError("players", f"{used[code]} {code} chits on racks and transmitters: "
                                        f"the box holds {g.composition[code]}")

