"""What a viewer sees of a Droids state: the observation (JSON) and the desk-check
columns; the scene is :mod:`.scene`. A viewer sees its own rack, the size and colours of the
others', every chit on the transmitters (they are placed face up), the board; never the
box's contents chit by chit nor the generator.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program",
...             "racks": {"red": ["V1", "SH"], "blue": ["B1"]}}).new_state(seed=0)
>>> s.observation("red")["status"]["blue"]["rack"], s.observation("red")["status"]["red"]["rack"]
(1, ['V1', 'SH'])
>>> s.describe("red")["rack"], s.describe(None)["rack Blue"], s.describe("red")["Blue"]
('V1 SH', '1', 'J10 damage 0')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.codec import RACK
from codyroby_lab.games.droids.objects import OBJECTS

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import State

CARRIED = ["", *(f"carries {OBJECTS[k]}" for k in sorted(OBJECTS))]


class ViewsMixin:
    """Observation and desk-check columns of :class:`~codyroby_lab.games.droids.state.State`."""

    def observation(self: State, viewer: Viewer = None) -> dict[str, Any]:
        """The board, the robots, the transmitters (public), each player's covers and
        counts, the viewer's own rack (others' as sizes) and the colours left in the box."""
        from codyroby_lab.games.droids.programming import pool
        g = self.game
        return {**self.public(viewer), "scenario": g.scenario.key, "turn": self.turn,
                "first": g.players[self.first], "robots": self.robots_dict(),
                "objects": self.objects_dict(),
                "status": {name: self.player_dict(p, sees(viewer, (name,)))
                            for p, name in enumerate(g.players)},
                "transmitters": self.transmitters_dict(), "box": pool(self),
                "mines": self.mines, "last": self.last_dict()}

    def columns(self: State, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: the turn, the phase, each robot's square (a droid's damage and
        what it carries), the racks the viewer may see (the others' sizes for a
        spectator)."""
        from codyroby_lab.games.droids.turns import PHASES
        g = self.game
        cols: list[dict[str, Any]] = [
            {"name": "turn", "kind": "int", "slots": [3]},
            {"name": "phase", "kind": "enum", "slots": [0], "labels": list(PHASES)}]
        for r, robot in enumerate(g.robots):
            parts = [{"kind": "square", "slots": [self.slot(r, "x"), self.slot(r, "y")],
                      **({"off": "carried"} if robot.kind == "statue" else {})}]
            if robot.kind == "droid":
                parts += [{"kind": "text", "text": "damage"},
                          {"kind": "int", "slots": [self.slot(r, "damage")]}]
            if robot.kind in ("droid", "killer"):
                parts.append({"kind": "enum", "slots": [self.slot(r, "carry")],
                              "labels": CARRIED})
            cols.append({"name": display_name(robot.id), "kind": "join", "parts": parts})
        for p, name in enumerate(g.players):
            first = self.slot(p, "chits")
            rack = {"kind": "cards", "count": self.slot(p, "rack"),
                    "slots": list(range(first, first + RACK)), "codes": dict(ch.CODES)}
            if viewer == name:
                cols.append({"name": "rack", **rack})
            elif viewer is EVERYONE:
                cols.append({"name": f"rack {display_name(name)}", **rack})
            elif viewer is None:
                cols.append({"name": f"rack {display_name(name)}", "kind": "int",
                             "slots": [self.slot(p, "rack")]})
        return cols

    def scene(self: State, viewer: Viewer = None) -> dict[str, Any]:
        from codyroby_lab.games.droids.scene import scene
        return scene(self, viewer)
