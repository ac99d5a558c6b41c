"""RoboRally's program sheets: one block for each robot, two to a page, as the base game's
program sheet has them: the robot's name and colour, its five registers (a box a program
card fits in, to lay the card in or write it), which damage locks each register, the
damage track (10 damage destroys the robot), its lives to cross out, the power-down box
and a place for its option cards. The numbers are the rules' own
(:mod:`codyroby_lab.games.roborally.rules`: ``REGISTERS``, ``locked``, ``DESTROYED``).

>>> from codyroby_lab.games.roborally import RoboRally
>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> program_pages(sheets, RoboRally().new_state(0).game)
['Twonky', 'Zoom Bot']
>>> sheets.pdf.page_no(), locks()
(1, {5: 5, 4: 6, 3: 7, 2: 8, 1: 9})
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.look import colour, look
from codyroby_lab.games.roborally.robots import DESTROYING_DAMAGE
from codyroby_lab.games.roborally.rules import REGISTERS, locked
from codyroby_lab.printing.pages import GREY, INK, MARGIN, Sheets, rgb

REGISTER = 37      # mm: a register's box, a printed program card (36 mm) and a little room
BLOCK = 114        # mm: one robot's block, top to bottom (two on a portrait page)
BOX = 16           # mm: a damage box's width


def locks() -> dict[int, int]:
    """Each register and the damage that locks it (the rules' ``locked``)."""
    return {r: min(d for d in range(DESTROYING_DAMAGE) if locked(d) > REGISTERS - r)
            for r in range(REGISTERS, 0, -1)}


def program_pages(sheets: Sheets, game: Any) -> list[str]:
    """A block for each of ``game``'s robots, as many to a page as fit (two on portrait
    paper, one on landscape); the robots' names printed."""
    names = [display_name(p) for p in game.players]
    top, room = 0.0, 0.0
    for k, player in enumerate(game.players):
        if room < BLOCK:
            top = sheets.page("RoboRally program sheet",
                              "Lay a program card in each register, face down, or write it "
                              "(its kind and priority). Mark damage and lost lives with a "
                              "pencil.", size=9)
            room = sheets.height - MARGIN - top
        _block(sheets, names[k], game.colors[player], game.robots[k]["lives"], top)
        top, room = top + BLOCK, room - BLOCK
    return names


def _block(sheets: Sheets, name: str, paint: str, lives: int, top: float) -> None:
    """One robot's block from ``top`` (mm)."""
    pdf, left = sheets.pdf, MARGIN
    height = REGISTER * look()["cards"]["printed"]["height"] / look()["cards"]["printed"]["width"]
    pdf.set_line_width(0.4)
    pdf.set_draw_color(*INK)
    pdf.set_fill_color(*rgb(colour(paint)))
    pdf.rect(left, top, 8, 8, style="DF")
    sheets.write(left + 11, top + 6, f"Robot {name} ({paint})", 13, bold=True)
    y = top + 13
    sheets.write(left, y + 3, "Registers", 10, bold=True)
    y += 5
    lock = locks()
    for r in range(1, REGISTERS + 1):
        x = left + (r - 1) * REGISTER
        with pdf.local_context(dash_pattern={"dash": 2, "gap": 1.5}):
            pdf.rect(x + 0.5, y, REGISTER - 1, height)
        sheets.write(x + 2, y + 7, str(r), 14, bold=True)
        sheets.write(x + 2, y + height + 4, f"locked from {lock[r]} damage", 7, GREY)
    y += height + 11
    sheets.write(left, y, f"Damage ({DESTROYING_DAMAGE} destroys the robot)", 10, bold=True)
    y += 2
    for d in range(1, DESTROYING_DAMAGE + 1):
        x = left + (d - 1) * (BOX + 2)
        pdf.rect(x, y, BOX, 10)
        sheets.write(x + 1.5, y + 4.5, str(d), 9, bold=True)
        said = "destroyed" if d == DESTROYING_DAMAGE else (
            f"locks {REGISTERS + 1 - locked(d)}" if locked(d) else "")
        sheets.write(x + 1.5, y + 8.5, said, 6, GREY)
    y += 18
    sheets.write(left, y, "Lives (cross one out when destroyed)", 10, bold=True)
    for k in range(lives):
        pdf.circle(x=left + 82 + k * 9, y=y - 3.5, radius=3.5)
    y += 9
    pdf.rect(left, y - 5, 6, 6)
    sheets.write(left + 9, y, "Power down next turn", 10, bold=True)
    sheets.write(left + 72, y, "Option cards: lay them beside this block.", 9, GREY)

