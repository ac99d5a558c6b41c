"""Saving a Seguimi state as JSON and loading it back (``state.to_dict()``,
``FollowMe.state_from_dict(d)``); a bad document is a SetupError naming the field. Version 2
keeps every round's program; a version-1 state (only the current round's, as ``hidden``)
loads too.

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"programs": ["F F R F"], "length": 4, "rounds": 1}).new_state()
>>> d = s.to_dict()
>>> d["version"], d["phase"], d["programs"], FollowMe.state_from_dict(d) == s
(2, 'rebuild', [['F', 'F', 'R', 'F']], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core import rng
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.setup import check_fields, whole
from codyroby_lab.games.cards import card_list
from codyroby_lab.games.codyroby.board import squares_of
from codyroby_lab.games.codyroby.follow_me.codec import PHASES
from codyroby_lab.games.codyroby.follow_me.rules import trail
from codyroby_lab.games.codyroby.robot import load_robot

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.follow_me.game import FollowMe
    from codyroby_lab.games.codyroby.follow_me.state import FollowMeState


def to_dict(state: FollowMeState) -> dict[str, Any]:
    return {"game": state.game.name, "version": 2, "setup": state.game.setup(),
            "robot": state.robot.to_dict(), "round": state.round, "phase": state.phase,
            "programs": [list(p) for p in state.programs],
            "revealed": [list(p) for p in state.revealed], "shuffled": list(state.shuffled),
            "trail": [list(q) for q in state.trail],
            "scores": dict(state.scores), "winner": state.winner,
            "rng": rng.to_dict(state.rng)}


def load(game_cls: type[FollowMe], state_cls: type[FollowMeState], d: Any) -> FollowMeState:
    """A state from ``to_dict()`` (version 2, or 1)."""
    check_fields(d, ("game", "version", "setup", "robot", "round", "phase", "hidden",
                     "programs", "revealed", "shuffled", "trail", "scores", "winner", "rng"),
                 "state")
    game = game_cls(d.get("setup", {}))
    s = state_cls(game, rng.from_dict(d.get("rng")))
    s.robot = load_robot(game.board, d.get("robot"), s.robot, "robot")
    if d.get("phase") not in PHASES:
        raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
    s.phase, s.round = d["phase"], whole(d, "round", 0, 0, game.rounds)
    if "programs" in d:
        s.programs = _rounds(game, d["programs"], "programs")
        s.revealed = _rounds(game, d.get("revealed", []), "revealed")
    elif d.get("hidden") and s.round < game.rounds:
        s.programs[s.round] = card_list(d["hidden"], "hidden")
    s.shuffled = card_list(d.get("shuffled", []), "shuffled")
    if "trail" in d:
        s.trail = squares_of(game.board, d["trail"], "trail")
    elif s.phase == "rebuild":
        s.trail = trail(game.board, game.start, game.facing, s.hidden) or []
    scores = check_fields(d.get("scores", {}), game.players, "scores")
    s.scores = {t: whole(scores, t, 0, 0, 10**6) for t in game.players}
    if d.get("winner") not in (None, *game.players):
        raise SetupError("winner", "must name a team or be null")
    s.winner = d.get("winner")
    return s


def _rounds(game: FollowMe, value: Any, field: str) -> list[list[str]]:
    """One card list per round (each empty or of the trail's length)."""
    if not isinstance(value, list) or len(value) > game.rounds:
        raise SetupError(field, f"must be a list of at most {game.rounds} card lists")
    out = [card_list(v, f"{field}[{i}]") for i, v in enumerate(value)]
    if any(len(c) not in (0, game.length) for c in out):
        raise SetupError(field, f"each round's cards are {game.length} cards, or none yet")
    return out + [[] for _ in range(game.rounds - len(out))]
