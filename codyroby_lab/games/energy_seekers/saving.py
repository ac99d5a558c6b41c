"""Saving an Energy Seekers state as JSON and loading it back (``state.to_dict()``,
``EnergySeekers.state_from_dict(d)``): the fields are the layout's (:mod:`.layout`); this
module adds what is the game's own: a piece's square and colour, the question's words, the
setup, and the checks a schema cannot make (the cards add up to the setup's deck)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import saved_setup
from codyroby_lab.games.energy_seekers.layout import LAYOUT, VERSION
from codyroby_lab.games.energy_seekers.position import Position

P = TypeVar("P", bound=Position)

_FROM_SETUP = {"first": "turn", "controlled": "pieces"}  # setup fields a state names otherwise
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
    a bad field."""
    saved_setup(d)
    schema.plain(d, "state")
    s = LAYOUT.load(cls(_named(make_game, dict(d["setup"]), d)), d)
    setup = dict(d["setup"])
    setup.update(hands=d["hands"], remote=d["remote"], deck=d["deck"], discard=d["discard"],
                 first=d["turn"], controlled=[p for p, v in d["pieces"].items()
                                              if v["controlled"]])
    setup.pop("pieces", None)
    _named(make_game, setup, d)   # checks the saved cards add up
    if d["question"] is not None:
        s.question = next((i for i, q in enumerate(s.game.challenge.questions)
                           if q.question == d["question"]["question"]), None)
        if s.question is None:
            raise SetupError("state.question", "is not a question of the game's challenge")
    return s


def _named(make_game: Callable[[dict[str, Any]], Any], setup: dict[str, Any], d: Any) -> Any:
    """``make_game(setup)``, its SetupError named as the saved state's field."""
    try:
        return make_game(setup)
    except SetupError as e:
        head, dot, rest = e.field.partition(".")
        name = _FROM_SETUP.get(head, head if head in d else f"setup.{head}")
        raise SetupError(f"state.{name}{dot}{rest}", e.reason) from None
