"""A Droids board to play on: one page with the scenario's board, every player's rack of
transmitters (a column or row of three boxes for each line of the board, on the side the
player sits, box 1 nearest the board) and the legend's words under it (not the band a
replay lights). It is the scene the
widget draws, racks included.

>>> from codyroby_lab.games.droids import Droids
>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> left, top, scale = board_page(sheets, Droids().new_state(0).scene(None))
>>> sheets.pdf.page_no(), round(scale, 2)
(1, 0.28)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.svg import view_box
from codyroby_lab.printing.pages import MARGIN, Sheets

KEY = 0.25      # of the page's height, at most, for the legend's words
SCREEN_ONLY = ("band",)     # legend kinds a replay shows, never a board at rest


def board_page(sheets: Sheets, scene: dict[str, Any]) -> tuple[float, float, float]:
    """The board's page; returns where the picture lies: its left and top (mm) and mm per
    unit of the look."""
    top = sheets.page(str(scene.get("title") or "Droids"),
                      "Lay each order chit in a box of your rack, on your side of the board: "
                      "box 1, nearest the board, is sent first.", size=9)
    width, height = sheets.room
    room = MARGIN + height - top - height * KEY
    left, bottom, scale = sheets.picture(scene, MARGIN, top, width, room)
    sheets.pdf.set_y(bottom + 3)
    for item in scene.get("legend", []):
        if item["kind"] not in SCREEN_ONLY:
            sheets.text(str(item["label"]), size=9, height=4.6)
    return left, bottom - view_box(scene)[3] * scale, scale
