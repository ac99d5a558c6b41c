"""A desk-check worksheet: the board at the start, the program, and the trace table's
columns (the same as the board's desk check) with a row for each step to fill in by hand;
with ``answers`` (the teacher's copy) the board shows Roby's trail and the rows are filled.

>>> from codyroby_lab.games.codyroby import Board, CodyRoby
>>> from codyroby_lab.printing.pages import Sheets
>>> start = CodyRoby(board=Board(3, 3)).new_state()
>>> rows = worksheet_pages(Sheets(), start.clone().play("F R F"), "F R F")
>>> [r["square"] for r in rows]
['A3', '', '', '', '', '']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.svg import trace_svg
from codyroby_lab.core.trace import Trace
from codyroby_lab.printing.pages import FONT, MARGIN, Sheets

SPARE = 2         # empty rows after the last step: the row count gives nothing away
ROW = 8           # mm: a row tall enough to write in
BOARD = 0.4       # of the page's height, at most, for the board


def worksheet_pages(sheets: Sheets, trace: Trace, program: str, answers: bool = False, *,
                    title: str | None = None,
                    tiles: Sequence[dict[str, Any]] = ()) -> list[dict[str, str]]:
    """The worksheet of ``program`` (its text) as ``trace`` recorded its run, under
    ``title`` (default: the board's), ``tiles`` drawn beside the board's own (a
    challenge's goal); returns the table's rows as printed (empty cells for the learner to
    fill in)."""
    table = trace.table()
    filled = [dict(r) for r in table.rows]
    rows = filled if answers else [filled[0]] + [
        {c: r["step"] if c == "step" else "" for c in table.columns} for r in filled[1:]]
    rows += [{c: "" for c in table.columns} for _ in range(SPARE)]
    scene = trace.start.scene(None)
    scene = {**scene, "tiles": [*scene["tiles"], *tiles]}
    title = title or str(scene.get("title") or "Board")
    head = f"Desk check: {title}" + (" (answers)" if answers else "")
    top = sheets.page(head, f"Program: {program}",
                      "Fill in each step: the card, where Roby is, which way it faces, "
                      "and what happened." if not answers else "The run, step by step.",
                      "" if answers else "Name: " + "_" * 30)
    width, _ = sheets.room
    svg = trace_svg(trace, tiles) if answers else None
    _, bottom, _ = sheets.picture(scene, MARGIN, top, width, sheets.height * BOARD, svg=svg)
    sheets.pdf.set_y(bottom + 4)
    _table(sheets, table.columns, rows)
    return rows


def _table(sheets: Sheets, columns: list[str], rows: list[dict[str, str]]) -> None:
    """The table, its headings repeated on each page it runs onto; the last column (the
    events' words) takes the width the others leave."""
    from fpdf.fonts import FontFace

    pdf = sheets.pdf
    narrow = {"step": 12}
    fixed = [narrow.get(c, 22) for c in columns[:-1]]
    widths = (*fixed, sheets.room[0] - sum(fixed))
    pdf.set_font(FONT, "", 10)
    with pdf.table(col_widths=widths, width=sheets.room[0], text_align="LEFT",
                   line_height=ROW - 2, padding=1,
                   headings_style=FontFace(emphasis="BOLD", fill_color=(230, 230, 230))) as t:
        t.row([c for c in columns])
        for r in rows:
            t.row([r.get(c, "") or " " for c in columns])
