"""A challenge as a sheet to hand out: its title and words, the task (start, target, budget,
cards allowed), the board with the goal marked, and a box for each card of the program.

>>> from codyroby_lab.games.codyroby.challenge import Challenge
>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> challenge_page(sheets, Challenge.from_dict({"start": "A5", "target": "C4", "budget": 5}))
>>> sheets.pdf.page_no()
1
"""

from __future__ import annotations

from codyroby_lab.core.geometry import square_name
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.printing.pages import FONT, MARGIN, Sheets

BOXES = 10      # card boxes on a challenge with no budget
BOX = 16        # mm: one card box


def challenge_page(sheets: Sheets, challenge: Challenge) -> None:
    """One page: the challenge ready to hand out."""
    lines = [challenge.text] if challenge.text else []
    top = sheets.page(challenge.title, *lines, challenge.task, "Name: " + "_" * 30)
    width, height = sheets.room
    boxes = challenge.budget or BOXES
    rows = -(-boxes * BOX // width)
    room = sheets.height - MARGIN - top - 24 - rows * BOX
    _, bottom, _ = sheets.picture(challenge.scene(), MARGIN, top, width, room)
    sheets.pdf.set_y(bottom + 3)
    sheets.text(_key(challenge), size=10)
    sheets.text(program_words(challenge), bold=True)
    _boxes(sheets, boxes)


def program_words(challenge: Challenge) -> str:
    """What goes in the boxes: one card each, and where blue cards are allowed, how a
    REPEAT and the cards it repeats go in them (walk 05r6, fault 5: the solver's answer
    was a nested REPEAT, and nothing said how to write it in single boxes).

    >>> print(program_words(Challenge.from_dict({"start": "A5", "target": "C4",
    ...                                         "budget": 4, "blue_cards": True})))
    Your program: one card in each box, 4 boxes at most. A REPEAT card takes a box, and so does each card it repeats, in the boxes after it: draw a bracket round those.
    """  # noqa: E501
    said = "Your program: one card in each box" + (
        "." if challenge.budget is None else f", {challenge.budget} boxes at most.")
    blue = challenge.blue_cards
    if blue is True or (isinstance(blue, tuple) and any(c.startswith("REPEAT") for c in blue)):
        said += (" A REPEAT card takes a box, and so does each card it repeats, in the boxes "
                 "after it: draw a bracket round those.")
    return said


def _key(challenge: Challenge) -> str:
    """What the marks on the board mean, in words (a colour is never the only sign)."""
    said = [f"Roby starts on {square_name(challenge.start)} facing "
            f"{challenge.facing.word}: the arrow shows the way Roby faces."]
    if challenge.goal_tiles():
        said.append(f"The star marks the target, {square_name(challenge.target)}.")
    else:
        colour = next(c for c, sq in challenge.board.targets.items() if sq == challenge.target)
        said.append(f"The target is the {colour} ring, {square_name(challenge.target)}.")
    if challenge.board.blocks:
        said.append("Dark squares are blocks: Roby cannot go there.")
    return " ".join(said)


def _boxes(sheets: Sheets, count: int) -> None:
    """``count`` empty card boxes in rows, numbered small in their corners."""
    pdf = sheets.pdf
    per_row = int(sheets.room[0] // BOX)
    y0 = pdf.get_y() + 1
    pdf.set_font(FONT, "", 7)
    pdf.set_line_width(0.3)
    for k in range(count):
        x, y = MARGIN + (k % per_row) * BOX, y0 + (k // per_row) * BOX
        pdf.rect(x, y, BOX - 2, BOX - 2)
        pdf.text(x + 1, y + 3, str(k + 1))
    pdf.set_y(y0 + -(-count // per_row) * BOX)
