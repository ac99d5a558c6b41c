"""Saving a Race state as JSON and loading it back (``state.to_dict()``,
``Race.state_from_dict(d)``); a bad document is a SetupError naming the field.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({"length": 2}).new_state()
>>> _ = s.apply("add A4 A3")
>>> d = s.to_dict()
>>> d["phase"], d["path"], Race.state_from_dict(d) == s
('go', [[0, 4], [0, 3], [0, 2]], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.setup import check_fields, whole
from codyroby_lab.games.codyroby.race.codec import PHASES
from codyroby_lab.games.codyroby.race.rules import PILE_CARDS
from codyroby_lab.games.codyroby.robot import load_robot

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.race.game import Race
    from codyroby_lab.games.codyroby.race.state import RaceState


def to_dict(state: RaceState) -> dict[str, Any]:
    return {"game": state.game.name, "version": 1, "setup": state.game.setup(),
            "path": [list(q) for q in state.path], "piles": dict(state.piles),
            "robots": {t: r.to_dict() for t, r in state.robots.items()},
            "phase": state.phase, "turn": state.player, "caller": state._caller or None,
            "go_cards": state.go_cards, "winner": state.winner}


def load(game_cls: type[Race], state_cls: type[RaceState], d: Any) -> RaceState:
    """A state from ``to_dict()``."""
    check_fields(d, ("game", "version", "setup", "path", "piles", "robots", "phase",
                     "turn", "caller", "go_cards", "winner"), "state")
    game = game_cls(d.get("setup", {}))
    s = state_cls(game)
    s.path = game._path(d.get("path", []))
    s.piles = {c: whole(d.get("piles", {}), c, 0, 0, 1000) for c in PILE_CARDS}
    for t in game.players:
        s.robots[t] = load_robot(game.board, d.get("robots", {}).get(t), s.robots[t],
                                 f"robots.{t}")
    if d.get("phase") not in PHASES or d.get("turn") not in game.players:
        raise SetupError("phase", "phase and turn must be a known phase and team")
    s.phase, s.turn = d["phase"], game.players.index(d["turn"])
    s.caller = None if d.get("caller") is None else game.players.index(d["caller"])
    if d.get("winner") not in (None, *game.players):
        raise SetupError("winner", "must name a team or be null")
    s.go_cards, s.winner = whole(d, "go_cards", 0, 0, 10**6), d.get("winner")
    return s
