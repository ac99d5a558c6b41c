"""The scene of a Droids state for one viewer (scene v2, docs/architecture.md "The
scene"): water, fixed obstacles and start bases as tiles; droids, repair robots, the statue
and the killer as pieces bound to their vector slots; the objects lying on the board as a
marks layer; each rack as a cards layer (the viewer's own chits, the others' sizes); the
shots as beams; the ``chits`` editor with the viewer's transmitters.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"scenario": "demine", "players": ["red", "blue"]}).new_state(seed=1)
>>> sc = s.scene("red")
>>> [t["kind"] for t in sc["tiles"]].count("water"), sc["pieces"][2]["label"]
(16, 'repair robot 1 at A10')
>>> sc["editor"]["kind"], sc["editor"]["player"], len(sc["editor"]["boxes"])
('chits', 'red', 10)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import square_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.codec import RACK
from codyroby_lab.games.droids.objects import OBJECTS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import State

COLOURS = {"red": "red", "yellow": "gold", "blue": "blue", "grey": "grey", "silver": "silver"}
LEGEND = {"water": "water: violet orders stop here, blue orders move a droid on it",
          "obstacle": "fixed obstacle: nothing enters it, it stops shots",
          "base": "start base: a droid starts here (and brings boxes or the statue home)"}


def tiles(s: State) -> list[dict[str, Any]]:
    b = s.game.board
    out = []
    for c in sorted(b.water_cells):
        sq = b.square(c)
        out.append({"at": list(sq), "kind": "water", "label": f"water at {square_name(sq)}"})
    for c in sorted(b.fixed_cells):
        sq = b.square(c)
        out.append({"at": list(sq), "kind": "obstacle",
                    "label": f"fixed obstacle at {square_name(sq)}"})
    for colour, (sq, side) in b.bases.items():
        out.append({"at": list(sq), "kind": "base", "color": COLOURS[colour],
                    "label": f"{colour} start base at {square_name(sq)} ({side} side)",
                    "text": colour[0].upper()})
    return out


def pieces(s: State) -> list[dict[str, Any]]:
    out = []
    for r, robot in enumerate(s.game.robots):
        at = [s.x[r], s.y[r]]
        where = square_name((s.x[r], s.y[r])) if s.x[r] >= 0 else "carried"
        carried = OBJECTS.get(s.carry[r])
        label = f"{robot.name} at {where}" + (f", carrying {carried}" if carried else "")
        piece = {"id": robot.id, "name": display_name(robot.name), "kind": robot.kind,
                 "color": COLOURS[robot.colour], "at": at, "facing": 0, "label": label,
                 "bind": {"x": s.slot(r, "x"), "y": s.slot(r, "y"),
                          "carried": s.slot(r, "carry")},
                 "carried": carried}
        if robot.kind == "droid":
            piece["bind"]["damage"] = s.slot(r, "damage")
            piece["damage"] = s.covered(robot.owner)
        out.append(piece)
    return out


def layers(s: State, viewer: Viewer) -> list[dict[str, Any]]:
    g, b = s.game, s.game.board
    cells = range(b.width * b.height)
    out: list[dict[str, Any]] = [
        {"kind": "marks", "id": "objects", "label": "objects lying on the board",
         "squares": [list(b.square(c)) for c in cells],
         "slots": [s.cells_slot() + c for c in cells],
         "codes": {str(k): v for k, v in OBJECTS.items()}}]
    for p, name in enumerate(g.players):
        mine = sees(viewer, (name,))
        first = s.slot(p, "chits")
        out.append({"kind": "cards", "id": f"rack:{name}", "owner": name,
                    "label": f"{display_name(name)}'s rack", "count": s.slot(p, "rack"),
                    "slots": list(range(first, first + RACK)) if mine else [],
                    "codes": dict(ch.CODES),
                    "cards": [ch.BY_ID[c].code for c in s.racks[p]] if mine else []})
    out.append({"kind": "beams", "label": "the line the order sent commands", "events": "Sent",
                "color": "gold"})
    out.append({"kind": "beams", "label": "shots", "events": "Shot", "color": "orange"})
    return out


def editor(s: State, viewer: Viewer) -> dict[str, Any]:
    g = s.game
    you = viewer if isinstance(viewer, str) and viewer in g.players else None
    if you is None:
        return {"kind": "chits", "player": None, "boxes": [], "chits": [], "verbs": []}
    p = g.players.index(you)
    side = g.side_of(p)
    legal = s.legal_actions() if s.phase != "over" and s.cur == p else []
    return {"kind": "chits", "player": you,
            "boxes": [{"side": side, "label": f"transmitter {name}", "slots": 3}
                      for name in g.line_names(p)],
            "chits": [ch.BY_ID[c].code for c in s.racks[p]],
            "arrows": [d.name for d in ch.STRAIGHT],
            "verbs": list(dict.fromkeys(a.verb for a in legal))}


def scene(s: State, viewer: Viewer = None) -> dict[str, Any]:
    kinds = dict.fromkeys(t["kind"] for t in tiles(s))
    return {"version": 2, "title": f"Droids: {s.game.scenario.name}",
            "viewer": viewer_json(viewer),
            "grid": {"width": s.game.board.width, "height": s.game.board.height, "path": None},
            "tiles": tiles(s), "edges": [], "pieces": pieces(s), "layers": layers(s, viewer),
            "columns": s.columns(viewer), "editor": editor(s, viewer),
            "legend": [{"kind": k, "label": LEGEND[k]} for k in kinds]}
