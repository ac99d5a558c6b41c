"""A Race state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget and its saved document. Nothing is hidden: the piles are face up.

Vector order, the saved document's: both Robies
(:data:`~codyroby_lab.games.codyroby.layout.ROBOTS`), the path so far (its size, then its
squares as cells ``y * width + x``), the cards left on each pile, the phase, the team to
move, the team that called GO! (0: none yet, else its index + 1), the GO! program's cards
and the winner (-1: none).

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({}).new_state()
>>> v = s.to_vector()
>>> s.with_vector(v) == s, int(v[s.slot("path")]), len(v), len(s.hidden_slots("A"))
(True, 1, 27, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.layout import Doc, Enum, Field, Int, Layout, Player
from codyroby_lab.games.codyroby.layout import ROBOTS, Side, Squares
from codyroby_lab.games.codyroby.race.rules import PILE_CARDS

NAME, VERSION = "codyroby-race", 1
PHASES = ("build", "go", "answer", "over")
MOST = 1000  # the most cards a pile may hold


class Tally(Field):
    """The cards left on each face-up pile, a dict by card (:data:`PILE_CARDS`): a slot
    each (named ``piles.F``...)."""

    copy = dict

    def width(self, game: Any) -> int:
        return len(PILE_CARDS)

    def names(self, name: str, game: Any) -> list[str]:
        return [f"{name}.{c}" for c in PILE_CARDS]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(value[c] for c in PILE_CARDS)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return dict(zip(PILE_CARDS, vec[i:i + len(PILE_CARDS)], strict=True))

    def dump(self, value: Any, game: Any) -> Any:
        return dict(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return dict(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "object", "required": list(PILE_CARDS), "additionalProperties": False,
                "properties": {c: {"type": "integer", "minimum": 0, "maximum": MOST}
                               for c in PILE_CARDS}}


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("setup", {"type": "object"}),
    ROBOTS,
    Squares("path", lambda game: game.length + 1, doc="path"),
    Tally("piles", doc="piles"),
    Enum("phase", PHASES, doc="phase"),
    Player("turn", doc="turn"),
    Player("caller", none=True, doc="caller"),
    Int("go_cards", 0, 10 ** 6, doc="go_cards"),
    Side("winner", doc="winner"),
)
