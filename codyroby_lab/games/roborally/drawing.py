"""Drawing a RoboRally board (:mod:`codyroby_lab.core.drawing`): the board file of
docs/formats-roborally.md, read with :meth:`Board.from_dict` and by a race on it (its
docks must start the robots).

An item goes on a square (one floor element a square); placed on itself it takes its next
form (:data:`FORMS`), so every option is a few clicks away: a belt, a current, a ramp or a
dock turns a quarter turn clockwise (a ramp faces only the upper squares next to it); a
gear turns the other way; a pit becomes a trap door open in registers 1, 3, 5, then 2, 4,
then 1 to 5; a crusher's or a flamer's registers go round the same way; a wall, a laser, a pusher or a repulsor goes round the square's sides
(N, E, S, W), then a laser fires 2 beams, then 3, a pusher its other registers, and walls
go on two sides of a corner. A flag or a dock takes the next number (taking one away
numbers the others again); a pair of portals takes two clicks, one on each end, its
colour chosen on the palette (a pair of that colour already there moves); the upper level is drawn square by square (a ramp climbs to it).

>>> from codyroby_lab.core.drawing import Sketch
>>> s = Sketch(BOARD)
>>> s.place("conveyor", "C3"); s.place("conveyor", "C3"); s.place("pit", "D4")
>>> s.place("wall", "B2"); s.place("flag", "E2")
>>> [(e["kind"], e["at"], e.get("number", e.get("facing"))) for e in s.doc["elements"]]
[('conveyor', 'C3', 'E'), ('pit', 'D4', None), ('flag', 'F1', 1), ('flag', 'E2', 2), ('dock', 'A6', 1), ('dock', 'B6', 2)]
>>> s.doc["edges"]
[{'kind': 'wall', 'at': 'B2', 'side': 'N'}]
>>> s.place("pusher", "C5"); s.place("pusher", "C5"); s.said
'Pusher on the east side of C5, pushes west in registers 1, 3, 5.'
>>> s.place("dock", "D4")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: A dock cannot go on D4. A dock cannot lie over the pit at D4.
"""  # noqa: E501

from __future__ import annotations

from typing import Any

from codyroby_lab.core.drawing import Drawing, Item, Setting, file_head
from codyroby_lab.core.geometry import ORTHOGONAL, Direction, Square, parse_square, square_name
from codyroby_lab.core.words import plural
from codyroby_lab.games.roborally.board import FORMAT, Board
from codyroby_lab.games.roborally.elements import PORTAL_COLOURS
from codyroby_lab.games.roborally.game import RoboRally

Form = tuple[dict[str, Any], ...]     # what an item puts on a square (an edge item: its sides)

SIDES = tuple(d.name for d in ORTHOGONAL)
REGISTERS = ([1, 3, 5], [2, 4], [1, 2, 3, 4, 5])
CORNERS = tuple(zip(SIDES, SIDES[1:] + SIDES[:1], strict=True))


def _one(kind: str, **fields: Any) -> Form:
    return ({"kind": kind, **fields},)


#: every item's forms, in the order a click on a placed one goes through them
FORMS: dict[str, tuple[Form, ...]] = {
    "pit": (_one("pit"), *(_one("trap_door", registers=r) for r in REGISTERS)),
    "water": (_one("water"),), "oil": (_one("oil"),), "teleporter": (_one("teleporter"),),
    "repair": (_one("repair"),), "double_repair": (_one("double_repair"),),
    "chop_shop": (_one("chop_shop"),),
    "gear": (_one("gear", turn="R"), _one("gear", turn="L")),
    **{k: tuple(_one(k, facing=d) for d in SIDES)
       for k in ("conveyor", "express", "current", "ramp")},
    "flag": (_one("flag"),), "dock": tuple(_one("dock", facing=d) for d in SIDES),
    **{k: tuple(_one(k, registers=r) for r in REGISTERS) for k in ("crusher", "flamer")},
    "wall": (*(_one("wall", side=s) for s in SIDES),
             *(tuple({"kind": "wall", "side": s} for s in pair) for pair in CORNERS)),
    "laser": tuple(_one("laser", side=s, count=c) for c in (1, 2, 3) for s in SIDES),
    "pusher": tuple(_one("pusher", side=s, registers=r) for r in REGISTERS[:2] for s in SIDES),
    "repulsor": tuple(_one("repulsor", side=s) for s in SIDES)}
EDGES = ("wall", "laser", "pusher", "repulsor")
NUMBERED = ("flag", "dock")
OVER = (*NUMBERED, "crusher", "flamer")
AGAIN = "Click it again to "
ITEMS = (
    Item("pit", "Pit", "a pit", f"Destroys a robot that enters it. {AGAIN}make it a trap "
         "door, open in some registers only."),
    Item("water", "Water", "water", "A move that starts in it loses its first square."),
    Item("oil", "Oil", "oil", "A robot ending a move on it slides."),
    Item("teleporter", "Teleporter", "a teleporter",
         "A move that starts on it jumps 2 squares more."),
    *(Item(f"portal_{c}", f"{c.capitalize()} portals", f"a pair of {c} portals",
           f"A robot that walks into a {c} portal comes out of the other: click one, then the "
           f"other (a {c} pair already there moves).", pair=True) for c in PORTAL_COLOURS),
    Item("repair", "Repair site", "a repair site", "1 damage repaired at the end of the turn."),
    Item("double_repair", "Double repair", "a double repair site",
         "A repair site that gives an option card too."),
    Item("chop_shop", "Chop shop", "a chop shop", "An option for the robot on it."),
    Item("gear", "Gear", "a gear", f"Turns a robot a quarter turn. {AGAIN}turn it the other "
         "way."),
    *(Item(k, w, f"a {w.lower()}", f"{tip} {AGAIN}turn it.") for k, w, tip in (
        ("conveyor", "Conveyor", "Moves a robot one square."),
        ("express", "Express belt", "Moves a robot two squares."),
        ("current", "Current", "Water that moves a robot one square."),
        ("ramp", "Ramp", "The way up to the upper level."))),
    Item("upper", "Upper level", "the upper level",
         "A square of the upper level: its edges are ledges, climbed by a ramp."),
    Item("crusher", "Crusher", "a crusher", f"Destroys the robot under it in some registers. "
         f"{AGAIN}change the registers."),
    Item("flamer", "Flamer", "a flamer", f"1 damage in some registers. {AGAIN}change the "
         "registers."),
    Item("flag", "Flag", "a flag", "Checkpoints, touched in order: the next number."),
    Item("dock", "Dock", "a dock", f"Where the next robot starts. {AGAIN}turn it."),
    Item("wall", "Wall", "a wall", f"Blocks moves, pushes, belts and lasers. {AGAIN}move it "
         "round the square, then put walls on two sides."),
    Item("laser", "Laser", "a laser", f"A wall with a laser firing across the square. {AGAIN}"
         "move it round the square, then fire 2 beams, then 3."),
    Item("pusher", "Pusher", "a pusher", f"A wall that pushes the robot on the square away. "
         f"{AGAIN}move it round the square, then push in other registers."),
    Item("repulsor", "Repulsor", "a repulsor", f"A repulsor field on a side of the square. "
         f"{AGAIN}move it round the square."))


def _form(things: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What lies on a square as a form is written (no square, no number), in one order."""
    return sorted(({k: v for k, v in t.items() if k not in ("at", "number")} for t in things),
                  key=repr)


def _next(forms: tuple[Form, ...], now: list[dict[str, Any]]) -> Form:
    """The form after the one ``now`` on a square (the first if it is not there)."""
    at = next((i for i, f in enumerate(forms) if _form(list(f)) == now), -1)
    return forms[(at + 1) % len(forms)]


VERBS = {"trap_door": "open", "crusher": "crushes", "flamer": "burns"}


def _said(e: dict[str, Any]) -> str:
    """One element on a square in words (``pusher on the east side of C3, pushes west in
    registers 1, 3, 5``)."""
    kind, at = e["kind"], e["at"]
    name = kind.replace("_", " ") + (f" {e['number']}" if "number" in e else "")
    registers = f"in registers {', '.join(map(str, e.get('registers', [])))}"
    if "side" in e:
        side = Direction[e["side"]]
        where = f"{name} on the {side.word} side of {at}"
        return (f"{where}, pushes {side.opposite().word} {registers}" if kind == "pusher" else
                f"{where}, {plural(e['count'], 'beam')}" if kind == "laser" else where)
    return f"{name} on {at}" + (
        f", facing {Direction[e['facing']].word}" if "facing" in e else
        f", turns {'left' if e['turn'] == 'L' else 'right'}" if kind == "gear" else
        f", {e['color']}" if kind == "portal" else
        f", {VERBS[kind]} {registers}" if kind in VERBS else "")


class BoardDrawing(Drawing):
    """A RoboRally board: floor elements, belts, portals, the upper level, flags, docks,
    crushers, flamers, walls, lasers, pushers and repulsors."""

    game, kind, title = "roborally", "board", "RoboRally board"
    items = ITEMS
    settings = (Setting("width", "Width", "number", low=1, high=26),
                Setting("height", "Height", "number", low=1, high=26),
                Setting("name", "Name", "text"))
    fields = {"board.width": "The width", "board.height": "The height",
              "board.elements": "The elements", "board.edges": "The edges",
              "board.upper": "The upper level", "robots": "The docks"}

    def new(self) -> dict[str, Any]:
        return {**file_head(FORMAT, "", 6, 6),
                "elements": [{"kind": "flag", "at": "F1", "number": 1},
                             {"kind": "dock", "at": "A6", "number": 1, "facing": "N"},
                             {"kind": "dock", "at": "B6", "number": 2, "facing": "N"}],
                "edges": []}

    def read(self, doc: Any) -> Board:
        board = Board.from_dict(doc)
        RoboRally({"board": doc})           # a race starts on it: a dock for each robot
        return board

    def write(self, checked: Board) -> dict[str, Any]:
        return checked.to_dict()

    def place(self, doc: dict[str, Any], item: str, at: Any) -> dict[str, Any]:
        if item.startswith("portal_"):
            return self._portals(doc, [square_name(sq) for sq in at],
                                 item.removeprefix("portal_"))
        name = square_name(at)
        if item == "upper":
            doc["upper"] = [*doc.get("upper", []), *([] if name in doc.get("upper", [])
                                                     else [name])]
            return doc
        key = "edges" if item in EDGES else "elements"
        things = doc.get(key, [])
        kinds = {t["kind"] for form in FORMS[item] for t in form}
        mine = [t for t in things if t["at"] == name and t["kind"] in kinds]
        gone = mine if key == "edges" or item in OVER else [
            t for t in things if t["at"] == name and t["kind"] not in OVER]
        number = {}
        if item in NUMBERED:
            number = {"number": mine[0]["number"] if mine else
                      1 + sum(t["kind"] == item for t in things)}
        forms = FORMS[item]
        if item == "ramp":                  # it faces only the upper squares next to it
            upper = doc.get("upper", [])
            forms = tuple(f for f in forms if square_name(
                Direction[f[0]["facing"]].step(parse_square(name))) in upper) or forms
        doc[key] = [t for t in things if not any(t is g for g in gone)] + [
            {"at": name, **number, **t} for t in _next(forms, _form(mine))]
        return doc

    @staticmethod
    def _portals(doc: dict[str, Any], ends: list[str], colour: str) -> dict[str, Any]:
        """Two portals of ``colour`` in place of what lay on ``ends`` (and of that colour's
        pair: two of each colour)."""
        kept = [e for e in doc.get("elements", []) if (e["at"] not in ends or e["kind"] in OVER)
                and not (e["kind"] == "portal" and e.get("color") == colour)]
        doc["elements"] = kept + [{"kind": "portal", "at": e, "color": colour} for e in ends]
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
            if kind == "portal":        # a portal goes with its partner
                kept = [e for e in kept if e.get("color") != gone[0]["color"]]
            doc["elements"] = [{**e, "number": e["number"] - 1} if e["kind"] == kind
                               and e.get("number", 0) > number > 0 else e for e in kept]
        elif any(e["at"] == name for e in edges):
            doc["edges"] = [e for e in edges if e["at"] != name]
        else:
            doc["upper"] = [sq for sq in doc.get("upper", []) if sq != name]
        return doc

    def said(self, doc: dict[str, Any], item: str, at: Any) -> str:
        if item.startswith("portal_"):
            return " and ".join(_said(e) for e in doc["elements"] if e["at"] in
                                {square_name(sq) for sq in at})
        name = square_name(at)
        if item == "upper":
            return f"{name} is on the upper level"
        key = "edges" if item in EDGES else "elements"
        kinds = {t["kind"] for form in FORMS[item] for t in form}
        here = [_said(t) for t in doc.get(key, []) if t["at"] == name and t["kind"] in kinds]
        return " and ".join(here)

    def scene(self, checked: Board) -> dict[str, Any]:
        return self.state(checked).scene()

    def state(self, checked: Board) -> Any:
        return RoboRally({"board": checked.to_dict()}).new_state(0)

    def summary(self, checked: Board) -> str:
        return (f"{checked.width}x{checked.height}, {plural(len(checked.flags()), 'flag')}, "
                f"{plural(len(checked.docks()), 'dock')}, "
                f"{plural(len(checked.elements()), 'element')} in all, "
                f"{plural(len(checked.edge_elements), 'wall')} (lasers, pushers and repulsors "
                f"too)")


BOARD = BoardDrawing()
