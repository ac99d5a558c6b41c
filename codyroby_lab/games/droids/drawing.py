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
codyroby_lab.core.errors.LabError: A fixed obstacle cannot go on A1. The obstacles: A1 is already red's base: one thing per square.
"""  # noqa: E501

from __future__ import annotations

from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting, file_head, square_named
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, square_name
from codyroby_lab.core.words import plural
from codyroby_lab.games.droids.board import COLOURS, FORMAT, Board
from codyroby_lab.games.droids.game import Droids

SIDES = tuple(d.name for d in ORTHOGONAL)


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
        return self.state(checked).scene()

    def state(self, checked: Board) -> Any:
        return Droids({"board": checked.to_dict(), "scenario": "base"}).new_state(0)

    def summary(self, checked: Board) -> str:
        return (f"{checked.width}x{checked.height}, "
                f"{plural(len(checked.water_cells), 'water square')}, "
                f"{plural(len(checked.fixed_cells), 'obstacle')}")


BOARD = BoardDrawing()
