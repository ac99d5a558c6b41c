"""Saving an Energy Seekers state as JSON and loading it back (``state.to_dict()``,
``EnergySeekers.state_from_dict(d)``): the fields are the layout's (:mod:`.layout`); this
module adds what is the game's own: a piece's square and colour, the question's words, the
setup, and the checks a schema cannot make (the cards add up to the setup's deck)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import saved_game
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.layout import LAYOUT, VERSION
from codyroby_lab.games.energy_seekers.position import Position

P = TypeVar("P", bound=Position)

_ORDER = ("game", "version", "players", "turn", "phase", "turns", "winner", "last_card",
          "pieces", "hands", "remote", "deck", "discard", "question", "visits", "rng", "setup")


def to_dict(state: Position) -> dict[str, Any]:
    """The whole state, JSON-ready (:func:`load` reads it back)."""
    g, b = state.game, state.game.board
    d = LAYOUT.dump(state)
    q = None if state.question is None else state._question()
    d.update(game=g.name, version=VERSION, players=list(g.players), setup=g.setup(),
             question=None if q is None else {"question": q.question,
                                              "choices": list(q.choices)})
    for i, p in enumerate(g.players):
        piece = d["pieces"][p]
        d["pieces"][p] = {"position": piece["position"], "at": list(b.path[state.pos[i]]),
                          "square": b.name_of(state.pos[i]), "facing": piece["facing"],
                          "controlled": piece["controlled"], "color": g.colors[p]}
    return {k: d[k] for k in _ORDER}


def load(cls: type[P], d: Any, make_game: Callable[[dict[str, Any]], Any]) -> P:
    """A state from :func:`to_dict`; ``make_game(setup)`` builds its game. SetupError names
    a bad field: the layout's schema, then what a schema cannot check (the remote piles'
    limit, the cards adding up to the setup's deck, the question)."""
    game = saved_game(d, make_game, "state.setup")
    s = LAYOUT.load(cls(game), d)
    players = game.players
    for p, pile in zip(players, s.piles, strict=True):
        rules.check_pile(pile, len(players), f"state.remote.{p}")
    rules.left_over(game.composition, [(f"state.hands.{p}", h) for p, h
                                       in zip(players, s.hands, strict=True)]
                    + [(f"state.remote.{p}", pile) for p, pile
                       in zip(players, s.piles, strict=True)]
                    + [("state.deck", s.deck), ("state.discard", s.discard)],
                    nowhere="state.deck")
    if d["question"] is not None:
        s.question = next((i for i, q in enumerate(s.game.challenge.questions)
                           if q.question == d["question"]["question"]), None)
        if s.question is None:
            raise SetupError("state.question", "is not a question of the game's challenge")
    return s

