"""Robin on paper: the road (the scene's seven spaces from the old oak to the castle, each
with its number, the Mission cards drawn there and the cards given or taken, a lane for
each player's piece; no pieces or tokens printed: they move), the legend's words and the
six Mission tokens to cut out; then the game's Mission cards to cut out, each in its kind's
colour with the kind's initial letter beside it (so it reads in grey too), its arrow groups
as the board writes them (``+2 -1``) and its name; a special or dual card with what it does.

>>> from codyroby_lab.games.robin import Robin
>>> from codyroby_lab.printing.pages import Sheets
>>> sheets, state = Sheets(), Robin().new_state(0)
>>> road_page(sheets, state)
['food', 'animals', 'riches', 'weapons', 'places', 'messages']
>>> cards = mission_pages(sheets, state.game.deck)
>>> len(cards), cards[0], cards[-1], sheets.pdf.page_no()
(94, 'food1 (+1)', 'places-messages', 7)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.look import look
from codyroby_lab.core.svg import face_svg
from codyroby_lab.games.robin.data import Card, Deck
from codyroby_lab.games.robin.scene import about
from codyroby_lab.printing.pages import FONT, Sheets, rgb

KEY = 0.3       # of the page's height, at most, for the legend's words and the tokens
ROAD = ("oak", "space", "castle")
TOKEN = 24      # mm: a Mission token's square
CARD = 44       # mm: a Mission card's width, four cards across and four down


def road_page(sheets: Sheets, state: Any) -> list[str]:
    """The road's page for ``state``'s game (a lane for each piece); the Mission tokens'
    kinds, in the order printed."""
    scene = state.scene(None)
    tiles = [t for t in scene["tiles"] if t["kind"] in ROAD]     # the table beside it left out
    road = {**scene, "grid": {**scene["grid"], "width": len(tiles)}, "pieces": [],
            "layers": [], "tiles": tiles}
    key = [str(item["label"]) for item in scene["legend"] if item["kind"] in (*ROAD, "token")]
    sheets.keyed(road, "Robin: the road", "Each player's piece stands in its own lane; lay a "
                 "Mission token at the top of each space from 2 to 7.", key, KEY)
    kinds = list(state.game.deck.kinds)
    _tokens(sheets, kinds)
    return kinds


def _tokens(sheets: Sheets, kinds: list[str]) -> None:
    """The Mission tokens in a row under the legend, in the look's token colours, each with
    its kind's word, and lines to cut along."""
    pdf, tile = sheets.pdf, look()["tiles"]["token"]
    top = pdf.get_y() + 4
    left = (sheets.width - len(kinds) * TOKEN) / 2
    pdf.set_fill_color(*rgb(tile["fill"]))
    for k, kind in enumerate(kinds):
        pdf.rect(left + k * TOKEN, top, TOKEN, TOKEN, style="F")
        word = kind.capitalize()
        pdf.set_font(FONT, "B", 9)
        sheets.write(left + (k + 0.5) * TOKEN - pdf.get_string_width(word) / 2,
                     top + TOKEN / 2 + 1.5, word, 9, bold=True)
    sheets.cut_lines(left, top, len(kinds), 1, TOKEN, TOKEN)


def mission_pages(sheets: Sheets, deck: Deck) -> list[str]:
    """Every card of ``deck`` (Mission cards, then special and dual cards) to cut out; the
    cards as the board names them, in the order printed."""
    sheets.cut_out("Robin Mission cards", "Cut along the dashed lines. Letter and colour: "
                   "the kind; +2: a piece 2 spaces on, -1: a piece 1 space back.",
                   [_face(c) for c in deck.cards], CARD)
    return [c.label for c in deck.cards]


def _face(card: Card) -> str:
    """A card's face: a Mission card's kind, arrow groups and name; a special or dual
    card's name and what it does."""
    faces = look()["cards"]["missions"]
    if card.kind == "mission":
        face = {**faces.get(card.kinds[0], faces["other"]), "glyph_size": faces["glyph_size"]}
        return face_svg(face, face["glyph"], card.id,
                        glyph=" ".join(f"{a:+d}" for a in card.arrows))
    face = faces["special"]
    corner = face["glyph"] if card.kind == "special" else "+".join(
        faces.get(k, faces["other"])["glyph"] for k in card.kinds)
    return face_svg(face, corner, card.id, text=about(card))
