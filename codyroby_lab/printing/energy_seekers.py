"""Energy Seekers' board as its rules describe it: "a pdf file to be printed in single-side
A4 paper, cut, and folded in order to fit into the Cody Roby card box". One page: the path
with its numbers (the scene's own picture, no pieces: the players bring theirs), what each
square's letters mean, and dashed fold lines. Our ruling where the rules say no more
(docs/rulings.md): the page folds in half three times, into eight panels (A7 on A4).

>>> from codyroby_lab.games.energy_seekers import EnergySeekers
>>> from codyroby_lab.printing.pages import Sheets
>>> words = folded_page(Sheets(), EnergySeekers().new_state(0).scene(None))
>>> words[0], len(words)
('start: every piece begins here', 8)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.scene import FACING
from codyroby_lab.printing.pages import GREY, INK, Sheets

FOLDS = (2, 4)      # panels across and down the portrait page (turned for landscape)
KEY = 0.3           # of the page's height, at most, for the squares' words


def folded_page(sheets: Sheets, scene: dict[str, Any]) -> list[str]:
    """The board's page; returns the squares' words printed under it."""
    board = {**scene, "pieces": [],
             # (no piece is printed: nor the key's lines of the pieces and their point)
             "legend": [item for item in scene.get("legend", [])
                        if item["kind"] not in ("piece", FACING["kind"])]}
    words = [str(item["label"]) for item in board["legend"]]
    sheets.keyed(board, str(scene.get("title") or "Energy Seekers"),
                 "Print on one side of the paper, then fold along the dashed lines to fit "
                 "the card box.", words, KEY)
    _folds(sheets)
    return words


def _folds(sheets: Sheets) -> None:
    """Dashed lines across the whole page where it folds."""
    pdf = sheets.pdf
    across, down = FOLDS if sheets.height > sheets.width else FOLDS[::-1]
    pdf.set_draw_color(*GREY)
    pdf.set_line_width(0.3)
    with pdf.local_context(dash_pattern={"dash": 3, "gap": 2}):
        for k in range(1, across):
            x = sheets.width * k / across
            pdf.line(x, 0, x, sheets.height)
        for k in range(1, down):
            y = sheets.height * k / down
            pdf.line(0, y, sheets.width, y)
    pdf.set_draw_color(*INK)
