"""Every board element as data: its name, where it lies (a square's floor, something over the
floor, or a square's edge), the fields a board file gives it, the mark drawn on it (its look
is in widgets/look.json, by kind), the rule it follows and, in plain words, what it does.

The functions that make elements act are in the module of their segment of the register
phase (:mod:`.moving` for B, :mod:`.elements_move` for C, :mod:`.lasers` for D,
:mod:`.checkpoints` for E and F); :data:`SEGMENTS` in :mod:`.phase` is their order.

>>> ELEMENTS["express"].fields, ELEMENTS["express"].layer
(('facing',), 'floor')
>>> sorted(k for k, e in ELEMENTS.items() if e.layer == "edge")
['laser', 'pusher', 'repulsor', 'wall']
>>> ELEMENTS["portal"].legend
'portal: a robot that walks in comes out of the other portal of the same colour'
"""

from __future__ import annotations

from dataclasses import dataclass

from codyroby_lab.core.events import Rule
from codyroby_lab.games.roborally import rules as R


@dataclass(frozen=True)
class ElementKind:
    """One kind of board element. ``layer``: ``floor`` (one per square), ``over`` (lies
    over the floor: a flag, a dock, a crusher, a flamer) or ``edge`` (on a square's side);
    ``fields`` the fields a board file gives it beside ``kind`` and ``at`` (and ``side``
    for an edge), ``required`` those it must give; ``mark`` the short text drawn on it."""

    kind: str
    layer: str
    fields: tuple[str, ...]
    required: tuple[str, ...]
    mark: str
    legend: str
    rule: Rule


def _e(kind: str, layer: str, fields: tuple[str, ...], required: tuple[str, ...], mark: str,
       legend: str, rule: Rule) -> ElementKind:
    return ElementKind(kind, layer, fields, required, mark, legend, rule)


FLOOR, OVER, EDGE = "floor", "over", "edge"

ELEMENTS: dict[str, ElementKind] = {e.kind: e for e in (
    _e("pit", FLOOR, (), (), "", "pit: a robot that falls in is destroyed", R.PIT),
    _e("trap_door", FLOOR, ("registers",), ("registers",), "",
       "trap door pit: a pit in the registers it shows, open floor in the others",
       R.TRAP_DOOR),
    _e("conveyor", FLOOR, ("facing",), ("facing",), "",
       "conveyor belt: moves a robot one square the way the arrow points", R.BELTS),
    _e("express", FLOOR, ("facing",), ("facing",), "",
       "express conveyor belt: moves a robot two squares, one at a time", R.EXPRESS_FIRST),
    _e("current", FLOOR, ("facing",), ("facing",), "",
       "current: water that carries a robot one square after the belts", R.CURRENTS),
    _e("gear", FLOOR, ("turn",), ("turn",), "",
       "gear: turns a robot a quarter turn (L left, R right)", R.GEARS),
    _e("water", FLOOR, (), (), "",
       "water: a Move card played here goes one square less", R.WATER),
    _e("oil", FLOOR, (), (), "",
       "oil slick: a robot that stops here slides on", R.OIL_SLIDE),
    _e("teleporter", FLOOR, (), (), "T",
       "teleporter: a move that starts here jumps 2 squares further", R.TELEPORTER),
    _e("portal", FLOOR, ("color",), ("color",), "",
       "portal: a robot that walks in comes out of the other portal of the same colour",
       R.PORTAL),
    _e("ramp", FLOOR, ("facing",), ("facing",), "",
       "ramp: climbs to the upper level the way the arrow points; stopping on it going "
       "up slides back", R.RAMP_UP),
    _e("repair", FLOOR, (), (), "+",
       "repair site (+, one wrench): repairs 1 damage at the end of the turn", R.REPAIR),
    _e("double_repair", FLOOR, (), (), "++",
       "double-wrench site (++): repairs 1 damage and gives an option card", R.REPAIR),
    _e("chop_shop", FLOOR, (), (), "",
       "option shop: swaps or refills an option card", R.CHOP_SHOP),
    _e("flag", OVER, ("number",), ("number",), "",
       "flag (checkpoint): touch the flags in order; the last one wins", R.FLAGS),
    _e("dock", OVER, ("number", "facing"), ("number",), "",
       "dock: where a robot starts, its number in the corner (the small triangle: the way "
       "the robot faces there)", R.ARCHIVE),
    _e("crusher", OVER, ("registers",), ("registers",), "",
       "crusher: destroys the robot under it in the registers it shows", R.CRUSHERS),
    _e("flamer", OVER, ("registers",), ("registers",), "",
       "flamer: 1 damage in the registers it shows", R.FLAMERS),
    _e("wall", EDGE, (), (), "", "wall: stops robots and lasers", R.WALL),
    _e("laser", EDGE, ("count",), (), "",
       "laser: fires from its wall across the board (one damage per beam)", R.BOARD_LASER),
    _e("pusher", EDGE, ("registers",), ("registers",), "",
       "pusher: pushes a robot off its square in the registers it shows", R.PUSHERS),
    _e("repulsor", EDGE, (), (), "",
       "repulsor field: pushes back a robot that runs into it; a wall for lasers",
       R.REPULSOR),
)}

#: portal colours a board may use
PORTAL_COLOURS = ("blue", "green", "orange", "purple", "red", "yellow")
LEDGE_LEGEND = "ledge: the edge of the upper level (2 damage going down, a wall going up)"
