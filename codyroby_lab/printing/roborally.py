"""A RoboRally board to play on: one page with the board's elements (belts, gears, pits,
walls, lasers, repair sites, flags, docks) as the widget draws them, the robots on their
docks, and the legend's words saying what each element does.

>>> from codyroby_lab.games.roborally import RoboRally
>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> left, top, scale = board_page(sheets, RoboRally().new_state(0).scene(None))
>>> sheets.pdf.page_no(), round(scale, 2)
(1, 0.35)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.printing.pages import Sheets, legend_words

KEY = 0.3       # of the page's height, at most, for the legend's words


def board_page(sheets: Sheets, scene: dict[str, Any]) -> tuple[float, float, float]:
    """The board's page; returns where the picture lies: its left and top (mm) and mm per
    unit of the look."""
    return sheets.keyed(scene, str(scene.get("title") or "RoboRally"),
                        "Each robot starts on its dock; the flags are touched in order.",
                        legend_words(scene), KEY)
