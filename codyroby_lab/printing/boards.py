"""A board to walk a paper robot on: the scene's picture with squares :data:`SQUARE` mm
wide, over as many pages as it needs (cut at square edges, the joins marked), then a page
saying what the marks on it mean.

>>> from codyroby_lab.games.codyroby import Board, CodyRoby
>>> from codyroby_lab.printing.pages import Sheets
>>> floor_pages(Sheets(), CodyRoby(board=Board(5, 5)).new_state().scene())
2
>>> floor_pages(Sheets(landscape=True), CodyRoby(board=Board(3, 3)).new_state().scene())
1
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.printing.pages import Sheets

SQUARE = 40     # mm: a square a paper robot stands on


def floor_pages(sheets: Sheets, scene: dict[str, Any]) -> int:
    """The board on pages; how many pages it took."""
    key = [str(p["label"]) for p in scene.get("pieces", [])]
    key += [str(item["label"]) for item in scene.get("legend", [])]
    key += [str(t["label"]) for t in scene.get("tiles", []) if t.get("kind") != "block"]
    title = str(scene.get("title") or "Board")
    return sheets.tiles(scene, SQUARE, title, key)
