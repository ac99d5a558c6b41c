"""What a Seguimi board shows one viewer: the board, Roby, the trail (never a program the
viewer may not see), the viewer's editor (the three cards to lay a trail with, or the
shuffled cards to rebuild it) and the desk-check columns (format: docs/architecture.md,
"The scene").

>>> from codyroby_lab.games.codyroby.follow_me import FollowMe
>>> s = FollowMe.from_setup({"programs": ["F F R F"], "length": 4, "rounds": 1}).new_state()
>>> b = s.scene("B")
>>> b["title"], b["editor"]["kind"], len(b["editor"]["hand"]), s.scene("A")["editor"]["hand"]
('CodyRoby: Seguimi', 'hand', 4, [])
>>> b["layers"][0]["squares"]
[[2, 2], [2, 1], [2, 0], [3, 0]]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games import cards
from codyroby_lab.games.codyroby.follow_me.rules import PHASES
from codyroby_lab.games.codyroby.robot import robot_columns
from codyroby_lab.games.codyroby.scene import board_scene

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.follow_me.state import FollowMeState


def columns(state: FollowMeState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """Desk-check columns: Roby, the phase, the round, the shuffled cards, the scores."""
    g, first = state.game, state.slot("shuffled")
    return [*robot_columns({"roby": state.robot}),
            {"name": "phase", "kind": "enum", "slots": [state.slot("phase")],
             "labels": list(PHASES)},
            {"name": "round", "kind": "int", "slots": [state.slot("round")], "offset": 1},
            {"name": "cards", "kind": "cards", "slots": list(range(first, first + g.length)),
             "codes": dict(cards.LABELS)},
            *({"name": t, "kind": "int", "slots": [state.slot(f"{t}.score")]}
              for t in g.players)]


def scene(state: FollowMeState, viewer: Viewer = None) -> dict[str, Any]:
    """The board, Roby, the trail (never a program the viewer may not see), and the
    viewer's editor: the three cards to lay a trail with, or the shuffled cards."""
    t, n = state.slot("trail"), state.game.length
    layers = [{"kind": "trail", "piece": "roby", "label": "the trail",
               "squares": [list(q) for q in state.trail], "count": t,
               "slots": list(range(t + 1, t + 2 + n)), "width": state.game.board.width}]
    you = viewer if isinstance(viewer, str) else None
    mine = you is not None and you == state.current_player()
    if state.phase == "lay":
        editor = {"kind": "stack", "palette": ["F", "L", "R"], "program": [],
                  "size": state.game.length}
    else:
        editor = {"kind": "hand", "player": you, "hand": list(state.shuffled) if mine else [],
                  "verbs": list(state.verbs()) if mine else [], "over": state.is_terminal()}
    return board_scene(state.game.board, {"roby": state.robot}, title="CodyRoby: Seguimi",
                       viewer=viewer, columns=columns(state, viewer), editor=editor,
                       layers=layers)
