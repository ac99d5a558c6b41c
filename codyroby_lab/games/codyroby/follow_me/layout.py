"""A Seguimi state's layout, declared once (:mod:`codyroby_lab.core.layout`): its vector for
traces and the widget, what each viewer may not see, and its saved document (version 2;
:func:`from_version_1` reads the older one).

Vector order, the saved document's: Roby, the round, the phase, each round's program (as
laid), each round's program once scored, the shuffled cards (each a slot per card: its code,
0 after the end), the trail (its size, then its squares as cells ``y * width + x``), the
scores and the winner (-1: none), the generator. Each round's program is seen only by the
team that lays it, so what a team may not see is the same set of slots all game; the trail
Roby shows is public and has slots of its own; nobody sees the generator.

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"programs": ["F F R F"], "length": 4, "rounds": 1}).new_state()
>>> s.with_vector(s.to_vector()) == s
True
>>> first = s.slot("programs")
>>> first in s.hidden_slots("B"), first in s.hidden_slots("A"), s.slot("trail")
(True, False, 18)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.layout import (
    Doc,
    Enum,
    Field,
    Generator,
    Int,
    Layout,
    Players,
)
from codyroby_lab.games.cards import LABELS, LETTERS, UNSEEN, codes
from codyroby_lab.games.codyroby.follow_me.rules import trail
from codyroby_lab.games.codyroby.layout import Roby, Side, Squares

NAME, VERSION = "codyroby-follow-me", 2
PHASES = ("lay", "rebuild", "over")


class Cards(Field):
    """At most ``game.length`` F/L/R cards (a list): a slot per card, its code
    (:data:`~codyroby_lab.games.cards.CODES`), 0 after the end; a code a viewer may not see
    reads back as ``?``."""

    @staticmethod
    def copy(value: Any) -> Any:
        return list(value)

    def width(self, game: Any) -> int:
        return int(game.length)

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        out.extend(codes(value, game.length))

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [LABELS.get(str(c), UNSEEN) for c in vec[i:i + game.length] if c]

    def dump(self, value: Any, game: Any) -> Any:
        return list(value)

    def read(self, value: Any, game: Any, where: str) -> Any:
        return list(value)

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": game.length, "items": {"enum": list(LETTERS)}}


class Rounds(Cards):
    """One card list per round (none yet, or ``game.length`` cards): :class:`Cards` round
    after round; ``seen="owner"``: round r's by the team that lays it (``game.layer(r)``)."""

    @staticmethod
    def copy(value: Any) -> Any:
        return [list(p) for p in value]

    def width(self, game: Any) -> int:
        return int(game.rounds * game.length)

    def owned(self, game: Any) -> list[tuple[str, range]]:
        n = game.length
        return [(game.layer(r), range(r * n, (r + 1) * n)) for r in range(game.rounds)]

    def encode(self, value: Any, game: Any, out: list[int]) -> None:
        for p in value:
            super().encode(p, game, out)

    def decode(self, vec: Sequence[int], i: int, game: Any) -> Any:
        return [super(Rounds, self).decode(vec, i + r * game.length, game)
                for r in range(game.rounds)]

    def dump(self, value: Any, game: Any) -> Any:
        return [list(p) for p in value]

    def read(self, value: Any, game: Any, where: str) -> Any:
        if any(len(p) not in (0, game.length) for p in value):
            raise SetupError(where, f"each round's cards are {game.length} cards, or none yet")
        return [list(p) for p in value] + [[] for _ in range(game.rounds - len(value))]

    def schema(self, game: Any) -> dict[str, Any]:
        return {"type": "array", "maxItems": game.rounds, "items": super().schema(game)}


LAYOUT = Layout(
    Doc("game", {"const": NAME}),
    Doc("version", {"const": VERSION}),
    Doc("setup", {"type": "object"}),
    Roby("robot", "roby", doc="robot", name="robots.roby"),
    Int("round", 0, lambda game: game.rounds, doc="round"),
    Enum("phase", PHASES, doc="phase"),
    Rounds("programs", doc="programs", seen="owner"),
    Rounds("revealed", doc="revealed"),
    Cards("shuffled", doc="shuffled"),
    Squares("trail", lambda game: game.length + 1, doc="trail"),
    Players(Int("scores", 0, 10 ** 6, doc="scores.*", name="score"), keyed=True),
    Side("winner", doc="winner"),
    Generator("rng", doc="rng"),
)


def from_version_1(d: dict[str, Any], game: Any) -> dict[str, Any]:
    """A version-1 document as version 2: it kept only the current round's program (as
    ``hidden``) and may lack the trail it shows."""
    r, hidden = d.get("round"), d.get("hidden") or []
    d = {k: v for k, v in d.items() if k != "hidden"}
    cards = isinstance(hidden, list) and all(c in LETTERS for c in hidden)
    programs: list[Any] = [[] for _ in range(game.rounds)]
    if isinstance(r, int) and 0 <= r < game.rounds:
        programs[r] = hidden
    shown = trail(game.board, game.start, game.facing, hidden) \
        if cards and d.get("phase") == "rebuild" else None
    d.setdefault("programs", programs)
    d.setdefault("revealed", [[] for _ in range(game.rounds)])
    d.setdefault("trail", [list(q) for q in shown or []])
    return {**d, "version": VERSION}
