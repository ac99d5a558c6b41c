"""Paper, fonts and pictures on pages: the one place that knows the page.

A :class:`Sheets` document is an fpdf2 PDF in millimetres on A4 or US Letter, portrait or
landscape. Its text is DejaVu Sans, embedded (matplotlib, a dependency already, ships the
font files), so it prints the same on any machine. A board's picture is the scene's own SVG
(:func:`codyroby_lab.core.svg.scene_svg`, the one drawing a notebook shows), placed as
vector graphics: fitted into a box (:meth:`Sheets.picture`) or, bigger than a page, cut at
square edges into pages that join with alignment marks (:meth:`Sheets.tiles`).

>>> sheets = Sheets("a4", landscape=True)
>>> sheets.width, sheets.height
(297, 210)
>>> Sheets("A3")
Traceback (most recent call last):
...
codyroby_lab.core.errors.SetupError: paper: must be a4 or letter, not 'A3'
>>> cuts(0, [22, 62, 102, 142, 182], 226, 90)
[(0, 62), (62, 142), (142, 226)]
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import os_reason, shown_path
from codyroby_lab.core.look import look
from codyroby_lab.core.svg import scene_svg, view_box

#: paper sizes in millimetres, portrait (width, height)
PAPERS = {"a4": (210, 297), "letter": (215.9, 279.4)}
MARGIN = 12          # mm around the printed area
MARK = 5             # mm: an alignment mark's length, beyond the board's edge
HEAD = 30            # mm under the top margin for a board page's heading and its lines
CARDS_HEAD = 18      # mm under the top margin for a card sheet's heading and its line
FONT = "sans-serif"  # the family the scene's SVG names: the embedded font answers to it
INK, GREY = (34, 34, 34), (120, 120, 120)


#: legend kinds a replay shows (a lit band, a robot's trail), never a board at rest
SCREEN_ONLY = ("band", "trail")


def legend_words(scene: dict[str, Any]) -> list[str]:
    """What the scene's legend says, a line each, but for what only a replay shows.

    >>> legend_words({"legend": [{"kind": "pit", "label": "pit"}, {"kind": "trail",
    ...                                                           "label": "its way"}]})
    ['pit']
    """
    return [str(item["label"]) for item in scene.get("legend", [])
            if item.get("kind") not in SCREEN_ONLY]


def rgb(hex_colour: str) -> tuple[int, int, int]:
    """A look colour (``#rgb`` or ``#rrggbb``) as fpdf2's red, green and blue.

    >>> rgb("#7b3fb5"), rgb("#fff")
    ((123, 63, 181), (255, 255, 255))
    """
    h = hex_colour.lstrip("#")
    h = "".join(c * 2 for c in h) if len(h) == 3 else h
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def cuts(start: float, edges: list[float], end: float, room: float) -> list[tuple[float, float]]:
    """Cut ``start``..``end`` into pieces no longer than ``room``, each ending on one of
    ``edges`` (a square's edge) or at ``end``; a piece between two edges farther apart than
    ``room`` is a SetupError (the squares do not fit the paper)."""
    out, here = [], start
    while here < end:
        if end - here <= room:
            out.append((here, end))
            break
        fits = [e for e in edges if here < e <= here + room]
        if not fits:
            raise SetupError("paper", "a square is bigger than the paper: choose smaller "
                                      "squares or bigger paper")
        out.append((here, fits[-1]))
        here = fits[-1]
    return out


class Sheets:
    """A PDF of printed sheets: ``paper`` ``a4`` or ``letter``, portrait unless
    ``landscape``."""

    def __init__(self, paper: str = "a4", landscape: bool = False, title: str = "CodyRoby Lab"):
        if paper not in PAPERS:
            raise SetupError("paper", f"must be a4 or letter, not {paper!r}")
        from fpdf import FPDF  # here: a lesson importing the package does not wait for it

        width, height = PAPERS[paper]
        self.width, self.height = (height, width) if landscape else (width, height)
        self.pdf = FPDF(unit="mm", format=(self.width, self.height))
        self.pdf.set_margins(MARGIN, MARGIN)
        self.pdf.set_auto_page_break(True, MARGIN)
        self.pdf.set_title(title)
        self.pdf.set_creator("CodyRoby Lab")
        fonts = Path(_matplotlib_data()) / "fonts" / "ttf"
        self.pdf.add_font(FONT, "", str(fonts / "DejaVuSans.ttf"))
        self.pdf.add_font(FONT, "B", str(fonts / "DejaVuSans-Bold.ttf"))

    @property
    def room(self) -> tuple[float, float]:
        """The printed area's width and height in mm."""
        return self.width - 2 * MARGIN, self.height - 2 * MARGIN

    def page(self, heading: str, *lines: str, size: float = 11) -> float:
        """A new page with its heading and lines of text (``size`` points) under it; the
        height the page's text reached (mm from the top)."""
        pdf = self.pdf
        pdf.add_page()
        pdf.set_text_color(*INK)
        pdf.set_font(FONT, "B", 16)
        pdf.multi_cell(0, 8, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(FONT, "", size)
        for line in lines:
            pdf.multi_cell(0, size * 0.55, line, new_x="LMARGIN", new_y="NEXT")
        return pdf.get_y() + 2

    def picture(self, scene: dict[str, Any], x: float, y: float, width: float, height: float,
                svg: str | None = None) -> tuple[float, float, float]:
        """The scene's picture (or ``svg``, drawn from it) fitted into the box, centred
        across it, at its top; returns its left, its bottom and mm per unit of the look."""
        _, _, vw, vh = view_box(scene)
        scale = min(width / vw, height / vh)
        left = x + (width - vw * scale) / 2
        self.place(svg or scene_svg(scene), left, y, vw * scale, vh * scale)
        return left, y + vh * scale, scale

    def keyed(self, scene: dict[str, Any], heading: str, words: str, key: Sequence[str],
              share: float, svg: str | None = None) -> tuple[float, float, float]:
        """A page: ``heading``, ``words`` under it, the scene's picture (or ``svg``, drawn
        from it) fitted across the page, leaving ``share`` of the page's height for ``key``
        (what the picture's marks mean, a line each) under it. Returns the picture's left
        and top (mm) and mm per unit of the look."""
        top = self.page(heading, words, size=9)
        width, height = self.room
        left, bottom, scale = self.picture(scene, MARGIN, top, width,
                                           MARGIN + height - top - height * share, svg)
        self.pdf.set_y(bottom + 3)
        for line in key:
            self.text(line, size=9, height=4.6)
        return left, top, scale

    def tiles(self, scene: dict[str, Any], square: float, heading: str,
              key: Sequence[str] = ()) -> int:
        """The scene's picture with squares ``square`` mm wide, on as many pages as it
        needs: cut at square edges, each page's joining sides marked where the grid lines
        meet the cut, each square named in its corner; ``key`` (what is on the board, in
        words) under the first page's heading. Returns the number of pages."""
        lk = look()
        cell, margin = lk["cell"], lk["margin"]
        grid = scene["grid"]
        x0, y0, vw, vh = view_box(scene)
        scale = square / cell
        svg = scene_svg(scene)
        top = MARGIN + HEAD
        room_w, room_h = self.room[0] - 2 * MARK, self.height - top - MARGIN - MARK
        xs = [margin + k * cell for k in range(1, grid["width"])]
        ys = [margin + k * cell for k in range(1, grid["height"])]
        columns = cuts(x0, xs, x0 + vw, room_w / scale)
        rows = cuts(y0, ys, y0 + vh, room_h / scale)
        total, n = len(columns) * len(rows), 0
        for j, (ya, yb) in enumerate(rows):
            for i, (xa, xb) in enumerate(columns):
                n += 1
                joins = [f"page {n - 1} on its left" if i else "",
                         f"page {n + 1} on its right" if i + 1 < len(columns) else "",
                         f"page {n - len(columns)} above it" if j else "",
                         f"page {n + len(columns)} below it" if j + 1 < len(rows) else ""]
                said = ", ".join(w for w in joins if w)
                lines = [f"Cut along the marks and lay {said}."] if said else []
                self.page(f"{heading}" + (f": page {n} of {total}" if total > 1 else ""),
                          *lines, *(["On the board: " + "; ".join(key) + "."] if n == 1 and key
                                    else []), size=9)
                left, y = MARGIN + MARK, top
                w, h = (xb - xa) * scale, (yb - ya) * scale
                with self.pdf.rect_clip(left, y, w, h):
                    self.place(svg, left - (xa - x0) * scale, y - (ya - y0) * scale,
                                vw * scale, vh * scale)
                self._names(left - (xa - x0) * scale, y - (ya - y0) * scale, square,
                            _within(xa, xb, grid["width"]), _within(ya, yb, grid["height"]))
                marks = [g for g in xs if xa < g < xb], [g for g in ys if ya < g < yb]
                self._marks(left, y, w, h, [(g - xa) * scale for g in marks[0]],
                            [(g - ya) * scale for g in marks[1]],
                            right=i + 1 < len(columns), below=j + 1 < len(rows),
                            before=i > 0, above=j > 0)
        return total

    def _names(self, left: float, top: float, square: float, columns: range,
               rows: range) -> None:
        """Each square's name (A1 at the top left) in its top-left corner, small and grey:
        a page cut from a big board still says where it lies."""
        pdf, margin = self.pdf, look()["margin"] * square / look()["cell"]
        pdf.set_font(FONT, "", 7)
        pdf.set_text_color(*GREY)
        for y in rows:
            for x in columns:
                pdf.text(left + margin + x * square + 1, top + margin + y * square + 3.5,
                         f"{chr(65 + x)}{y + 1}")
        pdf.set_text_color(*INK)

    def _marks(self, left: float, top: float, w: float, h: float, across: list[float],
               down: list[float], *, right: bool, below: bool, before: bool,
               above: bool) -> None:
        """Alignment marks outside the picture: on each side that joins another page, a
        short line where each grid line meets the cut and at both corners."""
        pdf = self.pdf
        pdf.set_draw_color(*INK)
        pdf.set_line_width(0.3)
        for joins, x in ((before, left), (right, left + w)):
            if joins:
                out = -MARK if x == left else MARK
                for y in (top, *(top + d for d in down), top + h):
                    pdf.line(x, y, x + out, y)
                pdf.line(x, top - MARK, x, top)
                pdf.line(x, top + h, x, top + h + MARK)
        for joins, y in ((above, top), (below, top + h)):
            if joins:
                out = -MARK if y == top else MARK
                for x in (left, *(left + d for d in across), left + w):
                    pdf.line(x, y, x, y + out)
                pdf.line(left - MARK, y, left, y)
                pdf.line(left + w, y, left + w + MARK, y)

    def cut_out(self, heading: str, words: str, faces: Sequence[str], width: float) -> int:
        """Cards to cut out: ``faces`` (SVG documents of the look's printed card size) side
        by side, each ``width`` mm wide, on as many pages as they need, each page headed
        ``heading: page n of N`` with ``words`` under it and dashed lines to cut along.
        Returns the number of pages."""
        printed = look()["cards"]["printed"]
        height = width * printed["height"] / printed["width"]
        top = MARGIN + CARDS_HEAD
        across = int(self.room[0] // width)
        down = int((self.height - MARGIN - top) // height)
        per_page = across * down
        pages = -(-len(faces) // per_page)
        left = (self.width - across * width) / 2
        for n in range(pages):
            some = faces[n * per_page:(n + 1) * per_page]
            self.page(f"{heading}: page {n + 1} of {pages}", words, size=9)
            for k, face in enumerate(some):
                self.place(face, left + (k % across) * width, top + (k // across) * height,
                           width, height)
            self.cut_lines(left, top, across, -(-len(some) // across), width, height)
        return pages

    def cut_lines(self, left: float, top: float, across: int, rows: int, width: float,
                  height: float) -> None:
        """Dashed grey lines along the edges of a grid of pieces to cut out (``across`` by
        ``rows``, each ``width`` by ``height`` mm from ``left``, ``top``), a little beyond."""
        pdf = self.pdf
        pdf.set_draw_color(*GREY)
        pdf.set_line_width(0.2)
        bottom = top + rows * height
        with pdf.local_context(dash_pattern={"dash": 2, "gap": 1.5}):
            for i in range(across + 1):
                pdf.line(left + i * width, top - 4, left + i * width, bottom + 4)
            for j in range(rows + 1):
                pdf.line(left - 4, top + j * height, left + across * width + 4, top + j * height)
        pdf.set_draw_color(*INK)

    def place(self, svg: str, x: float, y: float, w: float, h: float) -> None:
        """An SVG as vector graphics (its ``<title>`` tooltips are for screens only: fpdf2
        skips them, quietly)."""
        with _quiet("fpdf.svg"):
            self.pdf.image(io.BytesIO(svg.encode("utf-8")), x=x, y=y, w=w, h=h)

    def write(self, x: float, y: float, words: str, size: float,
              ink: tuple[int, int, int] = INK, bold: bool = False) -> None:
        """``words`` on one line, their baseline at (``x``, ``y``) mm."""
        self.pdf.set_font(FONT, "B" if bold else "", size)
        self.pdf.set_text_color(*ink)
        self.pdf.text(x, y, words)
        self.pdf.set_text_color(*INK)

    def text(self, words: str, size: float = 11, bold: bool = False, height: float = 6) -> None:
        """A paragraph at the current place."""
        self.pdf.set_font(FONT, "B" if bold else "", size)
        self.pdf.multi_cell(0, height, words, new_x="LMARGIN", new_y="NEXT")

    def output(self) -> bytes:
        return bytes(self.pdf.output())

    def save(self, path: str | Path) -> Path:
        """Write the PDF to ``path``; a file that cannot be written is a SetupError."""
        data = self.output()
        try:
            Path(path).write_bytes(data)
        except (OSError, ValueError) as e:
            raise SetupError("path", f"cannot write {shown_path(path)}: {os_reason(e)}") from None
        return Path(path)


def _within(a: float, b: float, count: int) -> range:
    """The squares (columns or rows) of ``count`` lying between ``a`` and ``b`` on the
    picture (the look's units).

    >>> _within(0, 142, 5), _within(142, 226, 5)
    (range(0, 3), range(3, 5))
    """
    cell, margin = look()["cell"], look()["margin"]
    return range(max(0, round((a - margin) / cell)), min(count, round((b - margin) / cell)))


def _matplotlib_data() -> str:
    import matplotlib
    return matplotlib.get_data_path()


@contextmanager
def _quiet(name: str) -> Iterator[None]:
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)

