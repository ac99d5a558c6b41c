"""The scene a CodyRoby board shows: grid, blocks, path, targets and Roby pieces.

The format (scene v2) is in docs/architecture.md ("The scene") and
``codyroby_lab/core/scene.schema.json``: the browser draws it and replays a trace through
each piece's ``bind`` (trace-vector slots), knowing nothing of the rules. Basic play
(``CodyRobyState.scene``), the Duel, the Race and Follow-me (each in its own ``scene.py``)
build theirs on :func:`board_scene`.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"board": {"width": 5, "height": 5, "blocks": ["B2"]},
...               "robots": {"roby": {"at": "A5", "facing": "E"}}}).new_state().scene()
>>> s["pieces"][0]["label"], s["tiles"][0]["label"], s["pieces"][0]["bind"]
('Roby at A5 facing east', 'block at B2', {'x': 0, 'y': 1, 'facing': 2, 'crashed': 3})
>>> s["version"], s["editor"]["kind"], [c["name"] for c in s["columns"]]
(2, 'stack', ['square', 'facing'])
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.geometry import square_name
from codyroby_lab.core.viewer import Viewer, viewer_json
from codyroby_lab.games.codyroby.robot import Robot, robot_slots
from codyroby_lab.games.codyroby.rules import Ground

PALETTE = ["F", "L", "R", "REPEAT", "IF"]
LEGEND = {"block": "block: driving into it is a crash",
          "target": "target: a square to bring Roby to"}


def board_tiles(board: Ground) -> list[dict[str, Any]]:
    """Blocks and targets as scene tiles (the path is in ``grid.path``)."""
    tiles = [{"at": list(sq), "kind": "block", "label": f"block at {square_name(sq)}"}
             for sq in sorted(board.blocks, key=lambda s: (s[1], s[0]))]
    tiles += [{"at": list(sq), "kind": "target", "color": colour,
               "label": f"{colour} target at {square_name(sq)}"}
              for colour, sq in sorted(board.targets.items())]
    return tiles


def robot_pieces(robots: dict[str, Robot], first_slot: int = 0) -> list[dict[str, Any]]:
    """The robots as scene pieces; robot i's ``x, y, facing, crashed`` are bound to slots
    ``first_slot + 4 * i + (0, 1, 2, 3)`` of the trace vector."""
    binds = robot_slots(robots, first_slot)
    return [{"id": r.name, "name": r.title, "kind": "roby", "color": r.color,
             "at": list(r.at), "facing": int(r.facing), "crashed": r.crashed,
             "label": r.label(), "bind": binds[r.name]} for r in robots.values()]


def board_scene(board: Ground, robots: dict[str, Robot], title: str = "CodyRoby", *,
                viewer: Viewer = None, columns: list[dict[str, Any]] | None = None,
                editor: dict[str, Any] | None = None,
                layers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The whole scene (v2) of a board with robots, ready for the widget."""
    tiles = board_tiles(board)
    # each kind's key drawn as the board draws its first tile of that kind (walk 03r6, fault
    # 7: the target's plain red-outlined square read as an empty checkbox)
    first: dict[str, dict[str, Any]] = {}
    for t in tiles:
        first.setdefault(t["kind"], {k: t[k] for k in ("at", "kind", "color", "label") if k in t})
    return {
        "version": 2,
        "title": title,
        "viewer": viewer_json(viewer),
        "grid": {"width": board.width, "height": board.height,
                 "path": None if board.path is None else [list(s) for s in board.path]},
        "tiles": tiles,
        "edges": [],
        "pieces": robot_pieces(robots),
        "layers": list(layers or []),
        "columns": list(columns or []),
        "editor": editor or {"kind": "stack", "palette": list(PALETTE), "program": []},
        "legend": [{"kind": k, "label": LEGEND[k], "tile": tile}
                   for k, tile in first.items() if k in LEGEND],
    }
