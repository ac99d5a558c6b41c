"""Drawing a RoboRally board (:mod:`codyroby_lab.core.drawing`): the board file of
docs/formats-roborally.md, read with :meth:`Board.from_dict` and by a race on it (its
docks must start the robots).

A floor element goes on a square (one a square); a belt, a current or a ramp placed on
itself turns a quarter turn clockwise, as a dock does and a wall, a laser or a repulsor
goes round the square's sides (N, E, S, W), so every direction is a few clicks away. A
flag or a dock takes the next number; taking one away numbers the others again.

>>> from codyroby_lab.core.drawing import Sketch
>>> s = Sketch(BOARD)
>>> s.place("conveyor", "C3"); s.place("conveyor", "C3"); s.place("pit", "D4")
>>> s.place("wall", "B2"); s.place("flag", "E2")
>>> [(e["kind"], e["at"], e.get("number", e.get("facing"))) for e in s.doc["elements"]]
[('conveyor', 'C3', 'E'), ('pit', 'D4', None), ('flag', 'F1', 1), ('flag', 'E2', 2), ('dock', 'A6', 1), ('dock', 'B6', 2)]
>>> s.doc["edges"]
[{'kind': 'wall', 'at': 'B2', 'side': 'N'}]
>>> s.place("dock", "D4")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: A dock cannot go on D4. The elements: a dock cannot lie over the pit at D4.
"""  # noqa: E501

from __future__ import annotations

from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting
from codyroby_lab.core.geometry import Direction, Square, square_name
from codyroby_lab.core.words import plural
from codyroby_lab.games.roborally.board import FORMAT, Board
from codyroby_lab.games.roborally.game import RoboRally

FLOOR = {"pit": ("Pit", "destroys a robot that enters it"),
         "water": ("Water", "a card started in it loses its first square"),
         "oil": ("Oil", "a robot ending a move on it slides"),
         "teleporter": ("Teleporter", "a movement card started on it jumps 2 squares more"),
         "repair": ("Repair site", "1 damage repaired at the end of the turn"),
         "double_repair": ("Double repair", "a repair site that gives an option card too"),
         "chop_shop": ("Chop shop", "an option for the robot on it"),
         "gear_left": ("Gear (left)", "turns a robot a quarter turn to the left"),
         "gear_right": ("Gear (right)", "turns a robot a quarter turn to the right")}
TURNING = {"conveyor": ("Conveyor", "moves a robot one square"),
           "express": ("Express belt", "moves a robot two squares"),
           "current": ("Current", "water that moves a robot one square"),
           "ramp": ("Ramp", "the way up to an upper square")}
OVER = {"flag": ("Flag", "checkpoints, touched in order: the next number"),
        "dock": ("Dock", "where the next robot starts (click it again to turn it)")}
EDGES = {"wall": ("Wall", "blocks moves, pushes, belts and lasers"),
         "laser": ("Laser", "a wall with a laser firing across the square"),
         "repulsor": ("Repulsor", "a repulsor field on a side of the square")}
SIDES = "Click it again to move it to the next side of the square."


def _turn(facing: str) -> str:
    return Direction[facing].right().name


class BoardDrawing(Drawing):
    """A RoboRally board: floor elements, belts, flags, docks, walls, lasers."""

    game, kind, title = "roborally", "board", "RoboRally board"
    items = (*(Item(k, w, f"a {w.lower()}", f"{tip}.") for k, (w, tip) in FLOOR.items()),
             *(Item(k, w, f"a {w.lower()}", f"{tip}; click it again to turn it.")
               for k, (w, tip) in TURNING.items()),
             *(Item(k, w, f"a {w.lower()}", f"{tip[:1].upper()}{tip[1:]}.")
               for k, (w, tip) in OVER.items()),
             *(Item(k, w, f"a {w.lower()}", f"{tip[:1].upper()}{tip[1:]}. {SIDES}")
               for k, (w, tip) in EDGES.items()))
    settings = (Setting("width", "Width", "number", low=1, high=26),
                Setting("height", "Height", "number", low=1, high=26),
                Setting("name", "Name", "text"))
    fields = {"board.width": "The width", "board.height": "The height",
              "board.elements": "The elements", "board.edges": "The edges",
              "robots": "The docks"}

    def new(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "name": "", "width": 6,
                "height": 6, "elements": [{"kind": "flag", "at": "F1", "number": 1},
                                          {"kind": "dock", "at": "A6", "number": 1,
                                           "facing": "N"},
                                          {"kind": "dock", "at": "B6", "number": 2,
                                           "facing": "N"}], "edges": []}

    def read(self, doc: Any) -> Board:
        board = Board.from_dict(doc)
        RoboRally({"board": doc})           # a race starts on it: a dock for each robot
        return board

    def write(self, checked: Board) -> dict[str, Any]:
        return checked.to_dict()

    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        name = square_name(at)
        elements, edges = doc.setdefault("elements", []), doc.setdefault("edges", [])
        if item in EDGES:
            old = next((e for e in edges if e["at"] == name and e["kind"] == item), None)
            side = "N" if old is None else _turn(old["side"])
            doc["edges"] = [e for e in edges if e is not old] + [
                {"kind": item, "at": name, "side": side, **({"count": 1} if item == "laser"
                                                            else {})}]
            return doc
        layer = OVER if item in OVER else None
        old = next((e for e in elements if e["at"] == name and
                    (e["kind"] == item if layer else e["kind"] not in OVER)), None)
        if old is not None and old["kind"] in (*TURNING, "dock"):
            old["facing"] = _turn(old["facing"])
            return doc
        if item in OVER:
            number = 1 + sum(e["kind"] == item for e in elements)
            new: dict[str, Any] = {"kind": item, "at": name, "number": number,
                                   **({"facing": "N"} if item == "dock" else {})}
        elif item.startswith("gear_"):
            new = {"kind": "gear", "at": name, "turn": "L" if item == "gear_left" else "R"}
        else:
            new = {"kind": item, "at": name, **({"facing": "N"} if item in TURNING else {})}
        if old is not None and old == {**old, **new}:
            return doc
        doc["elements"] = [e for e in elements if e is not old] + [new]
        return doc

    def remove(self, doc: dict[str, Any], at: Square) -> dict[str, Any]:
        name = square_name(at)
        elements, edges = doc.get("elements", []), doc.get("edges", [])
        over = [e for e in elements if e["at"] == name and e["kind"] in OVER]
        floor = [e for e in elements if e["at"] == name and e["kind"] not in OVER]
        gone = over[:1] or floor[:1]
        if gone:
            kept = [e for e in elements if e is not gone[0]]
            kind, number = gone[0]["kind"], gone[0].get("number", 0)
            doc["elements"] = [{**e, "number": e["number"] - 1} if e["kind"] == kind
                               and e.get("number", 0) > number > 0 else e for e in kept]
        else:
            doc["edges"] = [e for e in edges if e["at"] != name]
        return doc

    def scene(self, checked: Board) -> dict[str, Any]:
        return self.state(checked).scene()

    def state(self, checked: Board) -> Any:
        return RoboRally({"board": checked.to_dict()}).new_state(0)

    def summary(self, checked: Board) -> str:
        return (f"{checked.width}x{checked.height}, {plural(len(checked.flags()), 'flag')}, "
                f"{plural(len(checked.docks()), 'dock')}, "
                f"{plural(len(checked.elements()), 'element')} in all, "
                f"{plural(len(checked.edge_elements), 'wall')} (lasers and repulsors too)")


BOARD = BoardDrawing()
