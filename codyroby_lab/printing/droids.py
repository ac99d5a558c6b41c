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
>>> chits = chit_pages(sheets)
>>> len(chits), chits[0], chits[-1], sheets.pdf.page_no()
(120, 'V1', 'MR', 3)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.look import look
from codyroby_lab.core.svg import scene_svg, view_box
from codyroby_lab.games.droids.chits import CHITS, CODES, NO_ARROW, Chit
from codyroby_lab.games.droids.scene import CHIT_COLOURS
from codyroby_lab.printing.pages import MARGIN, Sheets, legend_words

KEY = 0.25      # of the page's height, at most, for the legend's words
CHIT = 20       # mm: a chit's square on paper
HEAD = 22       # mm under the top margin for the chits' heading and words


def board_page(sheets: Sheets, scene: dict[str, Any]) -> tuple[float, float, float]:
    """The board's page; returns where the picture lies: its left and top (mm) and mm per
    unit of the look."""
    return sheets.keyed(scene, str(scene.get("title") or "Droids"),
                        "Lay each order chit in a box of your rack, on your side of the "
                        "board: box 1, nearest the board, is sent first.",
                        legend_words(scene), KEY)


def chit_pages(sheets: Sheets) -> list[str]:
    """Every chit kind, as many of each as the rules count, in rows to cut out; the chits'
    codes in the order printed."""
    codes = [c.code for c in CHITS.values() for _ in range(c.count)]
    across = int(sheets.room[0] // CHIT)
    top = MARGIN + HEAD + look()["margin"] * CHIT / look()["cell"]    # the picture's frame
    down = int((sheets.height - MARGIN - top) // CHIT)
    per_page = across * down
    pages = -(-len(codes) // per_page)
    for n in range(pages):
        some = codes[n * per_page:(n + 1) * per_page]
        sheets.page(f"Droids order chits: page {n + 1} of {pages}",
                    "Cut along the dashed lines. Violet: land moves; blue: water moves; grey: "
                    "repair robots; red: actions. Turn a chit's arrow when you place it.",
                    size=9)
        rows = -(-len(some) // across)
        left = (sheets.width - across * CHIT) / 2
        _chit_grid(sheets, some, across, rows, left, top)
        sheets.cut_lines(left, top, across, rows, CHIT, CHIT)
    return codes


def _chit_grid(sheets: Sheets, codes: list[str], across: int, rows: int, left: float,
               top: float) -> None:
    """The chits as a scene's chits layer (the widget's drawing), placed so that its
    squares are :data:`CHIT` mm wide from (``left``, ``top``)."""
    n = len(codes)
    squares = [[k % across, k // across] for k in range(n)]
    layer = {"kind": "marks", "id": "chits", "style": "chit", "squares": squares,
             "slots": list(range(n)), "facings": list(range(n, 2 * n)), "codes": CODES,
             "colors": {str(c.id): CHIT_COLOURS.get(c.colour, "grey") for c in CHITS.values()}}
    scene = {"grid": {"width": across, "height": rows, "coords": False}, "layers": [layer]}
    vector = [CHITS[c].id for c in codes] + [_printed_arrow(CHITS[c]) for c in codes]
    _, _, vw, vh = view_box(scene)
    scale = CHIT / look()["cell"]
    margin = look()["margin"] * scale
    sheets.place(scene_svg(scene, vector=vector), left - margin, top - margin, vw * scale,
                 vh * scale)


def _printed_arrow(chit: Chit) -> int:
    """The arrow printed on a chit, seen from the north side: up for a straight chit, up
    and right for a diagonal one, the chit's own for a move-another chit, none for PU.

    >>> [_printed_arrow(CHITS[c]) for c in ("V1", "VD", "PU", "ML")]
    [0, 1, 8, 2]
    """
    if chit.arrow is not None:
        return int(chit.arrow)
    return {"straight": int(Direction.N), "diagonal": int(Direction.NE)}.get(chit.arrows,
                                                                             NO_ARROW)
