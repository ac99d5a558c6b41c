"""Saving a basic-play state as JSON and loading it back (``state.to_dict()``,
``CodyRoby.state_from_dict(d)``): the board, the robots, how the last program halted and
the step limit (the format of ``shared/conformance/README.md``, "codyroby").

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"robots": {"roby": {"at": "A5", "facing": "N"}}}).new_state()
>>> _ = s.apply("F F")
>>> d = s.to_dict()
>>> d["robots"]["roby"]["at"], d["halt"], CodyRoby.state_from_dict(d) == s
([0, 2], 'end', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.codyroby.machine import HALTS

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.game import CodyRoby
    from codyroby_lab.games.codyroby.state import CodyRobyState


def to_dict(state: CodyRobyState) -> dict[str, Any]:
    return {"game": state.game.name, "board": state.game.board.to_dict(),
            "robots": {n: r.to_dict() for n, r in state.robots.items()},
            "halt": state.halt, "step_limit": state.game.step_limit}


def load(game_cls: type[CodyRoby], state_cls: type[CodyRobyState], d: Any) -> CodyRobyState:
    """A state saved by ``to_dict()`` (io loads states through this)."""
    if not isinstance(d, dict):
        raise SetupError("state", "must be an object")
    if d.get("halt") not in HALTS:
        raise SetupError("halt", f"must be one of {HALTS}")
    game = game_cls({k: d[k] for k in ("board", "robots", "step_limit") if k in d})
    return state_cls(game, game.new_state().robots, d.get("halt"))
