"""RoboRally's cards to cut out: the 84 program cards of the deck data
(:func:`codyroby_lab.games.roborally.deck.deck_data`), each with its priority in the corner,
its arrows and its kind in the colours the registers editor gives them (look.json's
``cards.program``), sized to lie in a program sheet's register; then the option cards
(:data:`codyroby_lab.games.roborally.options.OPTIONS`), each with its name and what it does.

>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> cards = program_card_pages(sheets)
>>> len(cards), cards[0], cards[-1], sheets.pdf.page_no()
(84, 'U-Turn 10', 'Move 3 840', 4)
>>> options = option_pages(sheets)
>>> options[0], sheets.pdf.page_no()
('Tractor Beam', 5)
"""

from __future__ import annotations

from codyroby_lab.core.look import look
from codyroby_lab.core.svg import face_svg
from codyroby_lab.games.roborally.deck import Kind, deck_data
from codyroby_lab.games.roborally.options import OPTIONS
from codyroby_lab.printing.pages import Sheets
from codyroby_lab.printing.roborally_program import REGISTER

PROGRAM = REGISTER - 1   # mm: a program card's width, to lie in a register's box
OPTION = 60              # mm: an option card's width, its words big enough to read


def program_card_pages(sheets: Sheets) -> list[str]:
    """The deck by priority, lowest first; the cards' labels in the order printed."""
    _, cards = deck_data()
    deck = sorted(cards, key=lambda c: c.priority)
    faces = look()["cards"]["program"]
    sheets.cut_out("RoboRally program cards", "Cut along the dashed lines. Each card's "
                   "number is its priority: in each register the highest moves first.",
                   [face_svg(faces[face_key(c.kind)], str(c.priority), c.kind.name,
                             glyph=faces[face_key(c.kind)]["glyph"]) for c in deck], PROGRAM)
    return [c.label for c in deck]


def option_pages(sheets: Sheets) -> list[str]:
    """Every option card once; their names in the order printed."""
    face = look()["cards"]["option"]
    options = list(OPTIONS.values())
    sheets.cut_out("RoboRally option cards", "Cut along the dashed lines. A robot gets one at "
                   "a double-wrench site or a chop shop.",
                   [face_svg(face, face["glyph"], o.name, text=o.text + (
                       f" Uses: {o.ammo}." if o.ammo else "")) for o in options], OPTION)
    return [o.name for o in options]


def face_key(kind: Kind) -> str:
    """A kind's entry in look.json's ``cards.program`` (the registers editor's class):
    Move 1 to 3 are ``M1`` to ``M3``.

    >>> kinds, _ = deck_data()
    >>> face_key(kinds["2"]), face_key(kinds["U"])
    ('M2', 'U')
    """
    return f"M{kind.code}" if kind.code.isdigit() else kind.code
