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
from codyroby_lab.core.geometry import Direction, square_name
from codyroby_lab.core.viewer import Viewer, sees, viewer_json
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.codec import RACK
from codyroby_lab.games.droids.objects import OBJECTS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import State

COLOURS = {"red": "red", "yellow": "yellow", "blue": "blue", "grey": "grey", "silver": "white"}
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
                 "color": COLOURS[robot.colour], "at": at, "facing": 0, "arrow": False,
                 "label": label,
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
                    "cards": [ch.BY_ID[c].code for c in s.racks[p]] if mine else [],
                    "unit": ["chit", "chits"]})
    out.append({"kind": "beams", "label": "the line the order sent commands", "events": "Sent",
                "color": "orange"})
    out.append({"kind": "beams", "label": "shots", "events": "Shot", "color": "red"})
    return out


def editor(s: State, viewer: Viewer) -> dict[str, Any]:
    """The ``chits`` editor's config for ``viewer``: the phase, the viewer's rack and each
    chit kind's name, colour and arrows (turned for the viewer's side), the viewer's
    transmitters (their line, whether covered, the chit in each box), the chits face up on
    the others' transmitters (``others``), the verbs the viewer may use now and, where they
    are few, the legal actions (sends, covers, obstacles); the colours left to draw; Robot
    Killer's chits to choose from. A spectator gets no rack."""
    g = s.game
    you = viewer if isinstance(viewer, str) and viewer in g.players else None
    if you is None:
        return {"kind": "chits", "player": None, "phase": s.phase, "boxes": [], "chits": [],
                "verbs": []}
    p = g.players.index(you)
    side = g.side_of(p)
    legal = s.legal_actions() if s.phase != "over" and s.cur == p else []
    rack = [ch.BY_ID[c].code for c in s.racks[p]]
    codes = dict.fromkeys([*rack, *(g.scenario.choose if s.phase == "choose" else ())])
    config: dict[str, Any] = {
        "kind": "chits", "player": you, "phase": s.phase,
        "boxes": [transmitter(s, p, k, name) for k, name in enumerate(g.line_names(p))],
        "chits": rack,
        "kinds": {c: {"name": ch.CHITS[c].name, "colour": ch.CHITS[c].colour,
                      "arrows": [d.name for d in ch.arrows(c, side)]} for c in codes},
        "verbs": list(dict.fromkeys(a.verb for a in legal))}
    others = [seen for o in range(g.owners) if o != p and (seen := placed(s, o))]
    if others:
        config["others"] = others
    if s.phase in ("place", "execute", "cover"):
        config["actions"] = [a.text for a in legal]
    if s.phase == "draw" and legal:
        from codyroby_lab.games.droids.programming import pool
        config["piles"] = pool(s)
    if s.phase == "choose" and legal:
        config["offer"] = list(g.scenario.choose)
    return config


def placed(s: State, owner: int) -> dict[str, Any] | None:
    """The chits face up on another owner's transmitters (a player's or the killer's), as
    ``{"owner", "side", "lines": {line: [chits, box 1 first]}}``; None when there are none."""
    g = s.game
    lines = {}
    for k, name in enumerate(g.line_names(owner)):
        held = [c for c in transmitter(s, owner, k, name)["held"] if c]
        if held:
            lines[name] = held
    if not lines:
        return None
    who = "killer" if owner >= len(g.players) else g.players[owner]
    return {"owner": who, "side": g.side_of(owner), "lines": lines}


def transmitter(s: State, p: int, k: int, name: str) -> dict[str, Any]:
    """Transmitter ``k`` of player ``p`` as the editor shows it: box 1 (nearest the board,
    sent first) first, each box's chit with its arrow (``V2 S``) or None."""
    g = s.game
    first = (p * g.lines + k) * 3
    held = []
    for i in range(first, first + 3):
        code = ch.BY_ID[s.tx[i]].code if s.tx[i] else None
        arrow = s.ta[i]
        held.append(None if code is None else
                    code if arrow == ch.NO_ARROW else f"{code} {Direction(arrow).name}")
    covered = p < len(g.players) and bool(s.covers[p * g.lines + k])
    return {"side": g.side_of(p), "label": f"transmitter {name}", "slots": 3, "line": name,
            "covered": covered, "held": held}


def scene(s: State, viewer: Viewer = None) -> dict[str, Any]:
    kinds = dict.fromkeys(t["kind"] for t in tiles(s))
    return {"version": 2, "title": f"Droids: {s.game.scenario.name}",
            "viewer": viewer_json(viewer),
            "grid": {"width": s.game.board.width, "height": s.game.board.height, "path": None},
            "tiles": tiles(s), "edges": [], "pieces": pieces(s), "layers": layers(s, viewer),
            "columns": s.columns(viewer), "editor": editor(s, viewer),
            "legend": [{"kind": k, "label": LEGEND[k]} for k in kinds]}
