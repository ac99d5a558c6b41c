"""What a Race board shows: the board with the path built so far, both Robies, the end of
the path, the stack editor with the cards the face-up piles still hold, and the desk-check
columns (format: docs/architecture.md, "The scene"). Nothing is hidden.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({}).new_state().scene()
>>> s["title"], s["editor"]["kind"], s["editor"]["palette"], s["tiles"][-1]["label"]
('CodyRoby: La Corsa', 'stack', ['F', 'L', 'R'], 'end of the path at A5')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.geometry import square_name
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.codyroby.race.rules import PHASES, PILE_CARDS
from codyroby_lab.games.codyroby.robot import robot_columns
from codyroby_lab.games.codyroby.scene import board_scene

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.race.state import RaceState


def columns(state: RaceState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """Desk-check columns: each team's Roby, the phase, the team to move, the path so
    far and the cards left on the piles."""
    g, path = state.game, state.slot("path")
    return robot_columns(state.robots) + [
        {"name": "phase", "kind": "enum", "slots": [state.slot("phase")],
         "labels": list(PHASES)},
        {"name": "turn", "kind": "enum", "slots": [state.slot("turn")],
         "labels": list(g.players)},
        {"name": "path", "kind": "squares", "count": path, "width": g.board.width,
         "slots": list(range(path + 1, path + 2 + g.length))},
        {"name": "piles", "kind": "tally", "slots": [state.slot(f"piles.{c}") for c in PILE_CARDS],
         "labels": list(PILE_CARDS)}]


def scene(state: RaceState, viewer: Viewer = None) -> dict[str, Any]:
    """The board with the path so far, both Robies, the end of the path, and the stack
    editor with the cards the face-up piles still hold."""
    s = board_scene(state.board, state.robots, title="CodyRoby: La Corsa", viewer=viewer,
                    columns=columns(state, viewer),
                    editor={"kind": "stack", "program": [],
                            "palette": [c for c in PILE_CARDS if state.piles[c]],
                            "piles": {c: n for c, n in state.piles.items() if n}})
    s["tiles"].append({"at": list(state.path[-1]), "kind": "target", "color": "red",
                       "label": f"end of the path at {square_name(state.path[-1])}"})
    return s
