"""CodyRoby's cards to cut out: the 40-card starter deck (24 F, 8 L, 8 R) and the blue
cards a full deck adds (4 repeat, 4 IF, 4 ELSE), as DECISIONS.md counts them
(:data:`codyroby_lab.games.cards.DECK`). Each face is :func:`codyroby_lab.core.svg.card_svg`,
drawn from the look file the widget's cards read; dashed lines run across the page where
to cut.

>>> from codyroby_lab.printing.pages import Sheets
>>> sheets = Sheets()
>>> deck = card_pages(sheets)
>>> len(deck), deck[:2], deck[-1], sheets.pdf.page_no()
(52, ['F', 'F'], 'ELSE', 6)
"""

from __future__ import annotations

from codyroby_lab.core.look import look
from codyroby_lab.core.svg import card_svg
from codyroby_lab.games.cards import BLUE_CARDS, STARTER_DECK
from codyroby_lab.printing.pages import Sheets


def card_pages(sheets: Sheets) -> list[str]:
    """The deck on pages of cards side by side, cut lines between them; the cards in the
    order printed."""
    deck = [c for counts in (STARTER_DECK, BLUE_CARDS) for c, n in counts.items()
            for _ in range(n)]
    faces = {c: card_svg(c) for c in {*deck}}
    sheets.cut_out("CodyRoby cards", f"Cut along the dashed lines. The deck: "
                   f"{_counted(STARTER_DECK)} and the blue cards, {_counted(BLUE_CARDS)}.",
                   [faces[c] for c in deck], look()["cards"]["printed"]["width"])
    return deck


def _counted(counts: dict[str, int]) -> str:
    """Counts in words.

    >>> _counted({"F": 24, "L": 8})
    '24 F, 8 L'
    """
    return ", ".join(f"{n} {card}" for card, n in counts.items())

