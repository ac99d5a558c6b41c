"""Drawing a Droids board (:mod:`codyroby_lab.core.drawing`): the board file of
docs/formats-droids.md, read with :meth:`Board.from_dict` (one thing a square).

Water and fixed obstacles go on squares and come away again; each droid's base, the
statue's centre and the two spare squares of the repair robots move (the spare squares
take two clicks), and stay on the board. A base clicked again on its own square goes to
the next side of the board (N, E, S, W: where its player sits), and the base that sat
there takes its old side.

>>> from codyroby_lab.core.drawing import Sketch
>>> s = Sketch(BOARD)
>>> for sq in ("A3", "B3", "E4"):
...     s.place("water", sq)
>>> s.place("obstacle", "D2"); s.place("blue", "F5")
>>> print(Board.from_dict(s.doc).ascii())
     A  B  C  D  E  F
  1  R  .  .  .  .  Y
  2  .  .  .  #  .  .
  3  ~  ~  .  .  .  .
  4  .  .  .  .  ~  .
  5  .  .  .  .  .  B
  6  G  .  .  .  .  .
>>> s.place("red", "A1"); s.said
"Red's base on A1, its player at the east side."
>>> s.doc["bases"]["yellow"]["side"]
'N'
>>> s.place("obstacle", "A1")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: A fixed obstacle cannot go on A1. A1 is already red's base: one thing per square.
"""  # noqa: E501

from __future__ import annotations

from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting, file_head, square_named
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, parse_square, square_name
from codyroby_lab.core.words import plural
from codyroby_lab.games.droids.board import COLOURS, FORMAT, Board
from codyroby_lab.games.droids.game import Droids
from codyroby_lab.games.droids.objects import CODES, WORDS
from codyroby_lab.games.droids.scenarios import BASE, SCENARIOS

SIDES = tuple(d.name for d in ORTHOGONAL)
KEPT = {"centre": "the centre", "spare": "a spare square"}    # squares a board always has
# what a scenario puts on the board at the start (the setup's objects), by palette name
OBJECT_LABELS = {"mobile": "Mobile obstacle", "mine": "Mine", "box": "Crate"}
OBJECT_WORDS = {"mobile": "a mobile obstacle", "mine": "a mine", "box": "a crate"}
OBJECT_KINDS = {"mobile": "obstacle", "mine": "mine", "box": "box"}    # the setup's kinds


class BoardDrawing(Drawing):
    """A Droids board: water, fixed obstacles, the bases, the centre, the spare squares."""

    game, kind, title = "droids", "board", "Droids board"
    items = (Item("water", "Water", "water", "Droids on land cannot go there; blue chits "
                                              "move them on water."),
             Item("obstacle", "Obstacle", "a fixed obstacle", "Nothing goes through it."),
             *(Item(c, f"{c.capitalize()} base", f"{c}'s base",
                    f"Where the {c} droid starts. Click it again to move its player to "
                    f"the next side of the board.") for c in COLOURS),
             Item("centre", "Centre", "the centre", "The statue's square (The Robot Statue)."),
             Item("spare", "Spare squares", "the spare squares", "Where the repair robots "
                  "start when fewer than two corners are free: click one, then the other.",
                  pair=True))
    settings = (Setting("width", "Width", "number", low=4, high=26),
                Setting("height", "Height", "number", low=4, high=26),
                Setting("name", "Name", "text"))
    fields = {"board.width": "The width", "board.height": "The height",
              "board.water": "The water", "board.obstacles": "The obstacles",
              "board.bases": "The bases", "board.spare": "The spare squares",
              "board.centre": "The centre"}

    def new(self) -> dict[str, Any]:
        return {**file_head(FORMAT, "", 6, 6),
                "bases": {"red": {"at": "A1", "side": "N"}, "yellow": {"at": "F1", "side": "E"},
                          "blue": {"at": "F6", "side": "S"}, "grey": {"at": "A6", "side": "W"}},
                "spare": ["B3", "E4"], "centre": "C3"}

    def read(self, doc: Any) -> Board:
        return Board.from_dict(doc)

    def write(self, checked: Board) -> dict[str, Any]:
        d = checked.to_dict()
        out: dict[str, Any] = {**file_head(FORMAT, checked.title, checked.width,
                                           checked.height),
                               "bases": {c: {"at": square_name(sq), "side": side}
                                         for c, (sq, side) in checked.bases.items()}}
        for key in ("water", "obstacles"):
            if d.get(key):
                out[key] = [square_named(v) for v in d[key]]
        return {**out, "spare": [square_name(sq) for sq in checked.spare],
                "centre": square_name(checked.centre)}

    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        if item in ("water", "obstacle"):
            key = "water" if item == "water" else "obstacles"
            if square_name(at) not in doc.get(key, []):
                doc[key] = [*doc.get(key, []), square_name(at)]
        elif item in COLOURS and doc["bases"][item]["at"] == square_name(at):
            side = doc["bases"][item]["side"]
            turned = SIDES[(SIDES.index(side) + 1) % len(SIDES)]
            for base in doc["bases"].values():      # the base there takes the old side
                base["side"] = {turned: side, side: turned}.get(base["side"], base["side"])
        elif item in COLOURS:
            doc["bases"][item]["at"] = square_name(at)
        elif item == "centre":
            doc["centre"] = square_name(at)
        else:
            doc["spare"] = [square_name(sq) for sq in at]
        return doc

    def words_of(self, e: SetupError, subject: str = "") -> str:
        """The reader checks the centre and the spare squares last, so something put on one
        is refused as the centre's (``C3 is already an obstacle``): said as what is there."""
        key = e.field.rsplit(".", 1)[-1].split("[")[0]
        if key in KEPT and subject not in ("the centre", "the spare squares"):
            return f"{KEPT[key]} is there: put it on another square first"
        return super().words_of(e, subject)

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        if item in COLOURS:
            side = Direction[doc["bases"][item]["side"]].word
            return f"{item}'s base on {square_name(at)}, its player at the {side} side"
        return super().said(doc, item, at)

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        name = square_name(at)
        for key in ("water", "obstacles"):
            if name in doc.get(key, []):
                doc[key] = [v for v in doc[key] if v != name]
                return {k: v for k, v in doc.items() if v != []}
        kept = [c for c in COLOURS if doc["bases"][c]["at"] == name] + \
            (["the centre"] if doc["centre"] == name else []) + \
            (["a spare square"] if name in doc["spare"] else [])
        if kept:
            what = f"{kept[0]}'s base" if kept[0] in COLOURS else kept[0]
            raise SetupError("", f"{what} is there, and the board needs it: put it on another "
                                 f"square to move it")
        return doc

    def scene(self, checked: Board) -> dict[str, Any]:
        return board_scene(self.state(checked))

    def state(self, checked: Board) -> Any:
        return Droids({"board": checked.to_dict(), "scenario": "base"}).new_state(0)

    def summary(self, checked: Board) -> str:
        return (f"{checked.width}x{checked.height}, "
                f"{plural(len(checked.water_cells), 'water square')}, "
                f"{plural(len(checked.fixed_cells), 'fixed obstacle')}")


class ScenarioDrawing(Drawing):
    """A Droids game's setup (docs/formats-droids.md, Setup): a scenario, its board (drawn
    as :class:`BoardDrawing` draws it) and what lies on the board at the start: mobile
    obstacles, mines and crates (``objects``), read with :class:`Droids`.

    >>> from codyroby_lab.core.drawing import Sketch
    >>> s = Sketch(SCENARIO)
    >>> s.set("scenario", "microchips"); s.place("box", "C4"); s.place("mine", "D2")
    >>> s.doc["objects"], sorted(Droids(s.doc).new_state(0).to_dict()["objects"].items())
    ([{'kind': 'box', 'at': 'C4'}, {'kind': 'mine', 'at': 'D2'}], [('C4', 'box'), ('D2', 'mine')])
    >>> s.place("box", "A1")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: A crate cannot go on A1. Red's droid starts there.
    """  # noqa: E501

    game, kind, title = "droids", "scenario", "Droids scenario"
    board = BoardDrawing()      # how its board is drawn
    items = (*BoardDrawing.items,
             *(Item(k, OBJECT_LABELS[k], OBJECT_WORDS[k], tip) for k, tip in (
                 ("mobile", "Nothing enters it; a droid picks it up and puts it down with "
                            "PU."),
                 ("mine", "A droid that lands on it or passes over it takes one damage "
                          "(Operation 'De-Mine')."),
                 ("box", "Golden Microchips: a droid carries it home with PU."))))
    settings = (Setting("scenario", "Scenario", "choice",
                        tuple((k, sc.name) for k, sc in [("base", BASE), *SCENARIOS.items()]),
                        tip="The rulebook's scenario played on this board."),
                *BoardDrawing.settings)
    fields = {**BoardDrawing.fields, "objects": "The things on the board"}

    def new(self) -> dict[str, Any]:
        return {"scenario": "base", "board": self.board.new(), "objects": []}

    def read(self, doc: Any) -> Droids:
        return Droids(doc)

    def write(self, checked: Droids) -> dict[str, Any]:
        spec = checked.setup()
        return {"scenario": checked.scenario.key, "board": self.board.write(checked.board),
                "objects": [{"kind": o["kind"], "at": square_named(o["at"])}
                            for o in spec.get("objects", [])]}

    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        if item not in OBJECT_LABELS:
            return {**doc, "board": self.board.place(doc["board"], item, at)}
        name, kind = square_name(at), OBJECT_KINDS[item]
        kept = [o for o in doc["objects"] if o["at"] != name]
        return {**doc, "objects": [*kept, {"kind": kind, "at": name}]}

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        kept = [o for o in doc["objects"] if o["at"] != square_name(at)]
        if kept != doc["objects"]:
            return {**doc, "objects": kept}
        return {**doc, "board": self.board.remove(doc["board"], at)}

    def set(self, doc: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
        if name == "scenario":
            return {**doc, "scenario": value}
        return {**doc, "board": self.board.set(doc["board"], name, value)}

    def value(self, doc: dict[str, Any], name: str) -> Any:
        return doc.get(name) if name == "scenario" else doc["board"].get(name)

    def words_of(self, e: SetupError, subject: str = "") -> str:
        if e.field.startswith("robots."):       # an object where a robot starts
            rid = e.field.removeprefix("robots.")
            who = ROBOTS.get(rid, f"{rid.capitalize()}'s droid")
            return f"{who} starts there"
        return self.board.words_of(e, subject)

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        return self.board.said(doc["board"], item, at) if item in COLOURS else \
            super().said(doc, item, at)

    def scene(self, checked: Droids) -> dict[str, Any]:
        return board_scene(self.state(checked))

    def state(self, checked: Droids) -> Any:
        return checked.new_state(0)

    def summary(self, checked: Droids) -> str:
        things = [o["kind"] for o in checked.setup().get("objects", [])]
        return (f"{checked.scenario.name}: {self.board.summary(checked.board)}, "
                f"{plural(things.count('obstacle'), 'mobile obstacle')}, "
                f"{plural(things.count('mine'), 'mine')}, "
                f"{plural(things.count('box'), 'crate')}")


def board_scene(state: Any) -> dict[str, Any]:
    """The scene of a Droids game's start (``state``) as the editor draws it: the board
    alone, its squares as large as the other games' (no transmitters round it, no racks,
    no chits), what lies on it at the start as tiles (a board being drawn has no run to
    show them from), the statue's centre and the spare squares marked (their words at the
    top of the square, above a robot standing there).

    >>> sc = BOARD.scene(BOARD.read(BOARD.new()))
    >>> [(t["kind"], t["text"]) for t in sc["tiles"] if t["kind"] in ("centre", "spare")]
    [('spare', 'spare'), ('spare', 'spare'), ('centre', 'centre')]
    >>> sc["grid"]["room"], sc["layers"]
    ({}, [])
    """
    scene, board = state.scene(), state.game.board
    marks = [{"at": list(sq), "kind": "spare", "text": "spare",
              "label": f"spare square {square_name(sq)}: a repair robot starts here when "
                       f"fewer than two corners are free"} for sq in board.spare]
    marks.append({"at": list(board.centre), "kind": "centre", "text": "centre",
                  "label": f"the centre {square_name(board.centre)}: the statue's square "
                           f"(The Robot Statue)"})
    things = [{"at": list(parse_square(at)), "kind": TILES[kind], "text": OBJECT_TEXT[kind],
               "label": f"{WORDS[CODES[kind]]} on {at}"}
              for at, kind in state.to_dict()["objects"].items() if kind in TILES]
    tiles = [t for t in scene["tiles"] if t["kind"] not in ("box", "caption")]
    shown = {t["kind"] for t in [*tiles, *marks, *things]}
    legend = [entry for entry in scene["legend"] if entry["kind"] not in ("box", "band")]
    return {**scene, "grid": {**scene["grid"], "room": {}}, "tiles": [*tiles, *things, *marks],
            "layers": [],
            "legend": [*legend, *({"kind": k, "label": w} for k, w in LEGEND.items()
                                  if k in shown)]}


LEGEND = {"mobile": "mobile obstacle: nothing enters it; a droid picks it up and puts it "
                    "down with PU",
          "mine": "mine: a droid that lands on it or passes over it takes one damage",
          "cargo": "crate: a droid carries it home with PU",
          "spare": "spare square: a repair robot starts here when fewer than two corners "
                   "are free",
          "centre": "the centre: the statue's square (The Robot Statue)"}
TILES = {"obstacle": "mobile", "mine": "mine", "box": "cargo"}      # an object's tile
OBJECT_TEXT = {"obstacle": "move", "mine": "mine", "box": "crate"}
ROBOTS = {"statue": "The statue", "killer": "Robot Killer", "repair1": "A repair robot",
          "repair2": "A repair robot"}
BOARD = BoardDrawing()
SCENARIO = ScenarioDrawing()
