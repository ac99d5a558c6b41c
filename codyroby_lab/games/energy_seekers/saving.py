"""Saving an Energy Seekers state as JSON and loading it back (``state.to_dict()``,
``EnergySeekers.state_from_dict(d)``); a bad document is a SetupError naming the field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codyroby_lab.core import rng, schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction
from codyroby_lab.games.energy_seekers.codec import PHASES

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State

VERSION = 1
SCHEMA_FILE = Path(__file__).resolve().parent / "data" / "state.schema.json"
NAME = "energy_seekers"
_FROM_SETUP = {"first": "turn", "controlled": "pieces"}  # setup fields a state names otherwise


class SavingMixin:
    """Saving and loading :class:`~codyroby_lab.games.energy_seekers.state.State`."""

    def to_dict(self: State) -> dict[str, Any]:
        """The whole state, JSON-ready (``State.load`` reads it back)."""
        g, b = self.game, self.game.board
        q = None if self.question is None else self._question()
        return {
            "game": g.name, "version": VERSION,
            "players": list(g.players), "turn": self.player, "phase": self.phase,
            "turns": self.turns, "winner": self.winner, "last_card": self.last or None,
            "pieces": {p: {"position": self.pos[i] + 1, "at": list(b.path[self.pos[i]]),
                           "square": b.name_of(self.pos[i]), "facing": self.facing[i].name,
                           "controlled": self.controlled[i], "color": g.colors[p]}
                       for i, p in enumerate(g.players)},
            "hands": {p: list(self.hands[i]) for i, p in enumerate(g.players)},
            "remote": {p: list(self.piles[i]) for i, p in enumerate(g.players)},
            "deck": list(self.deck), "discard": list(self.discard),
            "question": None if q is None else {"question": q.question,
                                                "choices": list(q.choices)},
            "visits": list(self.visits),
            "rng": rng.to_dict(self.rng),
            "setup": g.setup(),
        }

    @classmethod
    def load(cls, d: Any, make_game: Callable[[dict[str, Any]], Any]) -> State:
        """A state from ``to_dict()``; ``make_game(setup)`` builds its game. SetupError
        names a bad field."""
        if not isinstance(d, dict) or d.get("game") != NAME:
            raise SetupError("game", "is not an energy_seekers state")
        if d.get("version") != VERSION:
            raise SetupError("version", f"must be {VERSION}")
        schema.check(d, SCHEMA_FILE, "state")
        try:
            setup = dict(d["setup"])
            setup.update(hands=d["hands"], remote=d["remote"], deck=d["deck"],
                         discard=d["discard"], first=d["turn"],
                         controlled=[p for p, v in d["pieces"].items() if v["controlled"]])
            setup.pop("pieces", None)
            st = make_game(setup).start   # checks the saved cards add up, reads them
            game = make_game(dict(d["setup"]))
            s = cls(game)
            s.turn, s.phase, s.turns = st["first"], d["phase"], int(d["turns"])
            s.hands = [list(st["hands"][p]) for p in game.players]
            s.piles = [list(st["piles"][p]) for p in game.players]
            s.controlled = [p in st["controlled"] for p in game.players]
            s.pos = [d["pieces"][p]["position"] - 1 for p in game.players]
            if not all(0 <= x < game.board.size for x in s.pos):
                raise SetupError("pieces", f"a position is 1 to {game.board.size}")
            s.facing = [Direction[d["pieces"][p]["facing"]] for p in game.players]
            s.deck, s.discard = list(st["deck"]), list(st["discard"])
            if d["winner"] is not None and d["winner"] not in game.players:
                raise SetupError("state.winner", f"{d['winner']!r} is not a player")
            s.winner_index = None if d["winner"] is None else game.players.index(d["winner"])
            s.visits = [int(v) for v in d["visits"]]
            if len(s.visits) != game.board.size:
                raise SetupError("state.visits", f"must count the visits of each of the "
                                                 f"board's {game.board.size} squares")
            s.last = d["last_card"] or ""
            s.rng = rng.from_dict(d["rng"])
            if d["question"] is not None:
                s.question = next(i for i, q in enumerate(game.challenge.questions)
                                  if q.question == d["question"]["question"])
        except (KeyError, TypeError, ValueError, StopIteration) as e:
            if isinstance(e, SetupError):  # named as the saved state's field
                if e.field.startswith("state"):
                    raise
                head, dot, rest = e.field.partition(".")
                name = _FROM_SETUP.get(head, head if head in d else f"setup.{head}")
                raise SetupError(f"state.{name}{dot}{rest}", e.reason) from None
            raise SetupError("state", f"is not a valid energy_seekers state: "
                                      f"{type(e).__name__} {str(e)[:100]}") from None
        if s.phase not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        return s
