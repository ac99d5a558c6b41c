"""The scene a CodyRoby board shows: grid, blocks, path, targets and Roby pieces.

The format is in docs/architecture.md ("The scene"): the browser draws it and replays a
trace through ``bindings`` (trace-vector slots), knowing nothing of the rules.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"board": {"width": 5, "height": 5, "blocks": ["B2"]},
...               "robots": {"roby": {"at": "A5", "facing": "E"}}}).new_state().scene()
>>> s["pieces"][0]["label"], s["tiles"][0]["label"], s["bindings"]["roby"]
('Roby at A5 facing east', 'block at B2', {'x': 0, 'y': 1, 'facing': 2, 'crashed': 3})
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.geometry import square_name

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.board import Board
    from codyroby_lab.games.codyroby.game import Robot

PALETTE = ["F", "L", "R", "REPEAT", "IF"]


def board_tiles(board: Board) -> list[dict[str, Any]]:
    """Blocks and targets as scene tiles (the path is in ``grid.path``)."""
    tiles = [{"at": list(sq), "kind": "block", "label": f"block at {square_name(sq)}"}
             for sq in sorted(board.blocks, key=lambda s: (s[1], s[0]))]
    tiles += [{"at": list(sq), "kind": "target", "color": colour,
               "label": f"{colour} target at {square_name(sq)}"}
              for colour, sq in sorted(board.targets.items())]
    return tiles


def robot_pieces(robots: dict[str, Robot], first_slot: int = 0,
                 fields: int = 4) -> tuple[list[dict[str, Any]], dict[str, dict[str, int]]]:
    """Pieces and their bindings; robot i's ``x, y, facing, crashed`` sit at slots
    ``first_slot + i * fields + (0, 1, 2, 3)`` of the trace vector."""
    pieces, bindings = [], {}
    for i, r in enumerate(robots.values()):
        pieces.append({"id": r.name, "name": r.title, "kind": "roby", "color": r.color,
                       "at": list(r.at), "facing": int(r.facing), "crashed": r.crashed,
                       "label": r.label()})
        s = first_slot + i * fields
        bindings[r.name] = {"x": s, "y": s + 1, "facing": s + 2, "crashed": s + 3}
    return pieces, bindings


def board_scene(board: Board, robots: dict[str, Robot], title: str = "CodyRoby",
                program: list | None = None, palette: list[str] | None = None) -> dict[str, Any]:
    """The whole scene of a board with robots, ready for the widget."""
    pieces, bindings = robot_pieces(robots)
    return {
        "version": 1,
        "title": title,
        "grid": {"width": board.width, "height": board.height,
                 "path": None if board.path is None else [list(s) for s in board.path]},
        "tiles": board_tiles(board),
        "pieces": pieces,
        "bindings": bindings,
        "overlays": [],
        "cards": {"mode": "stack", "palette": list(palette or PALETTE),
                  "program": program or []},
    }
