"""Golden Microchips: crates by player count, carried back to a droid's own start base
one at a time; when no box is left the most boxes win, and a tie loses for everyone.

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"scenario": "microchips", "players": 3})
>>> sorted(g.start["objects"].values()).count("box"), g.scenario.box_squares(2)
(5, ('E5', 'F6', 'A6'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import rules
from codyroby_lab.games.droids.objects import BOX

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def deliver(s: DroidsState, r: int, cell: int, ev: list[Event]) -> None:
    """DELIVER: a droid carrying a box entered its own start base: the box counts and
    leaves the board."""
    robot = s.game.robots[r]
    if robot.kind != "droid" or s.game.board.cell(s.game.board.base(robot.colour)) != cell:
        return
    s.carry[r] = s.carry_n[r] = 0
    s.delivered[robot.owner] += 1
    n = s.delivered[robot.owner]
    ev.append(Event.of(kinds.DELIVERED, rules.DELIVER, f"{robot.name} brings a crate home "
                                                   f"({n} so far)", player=robot.id, boxes=n))


def boxes_left(s: DroidsState) -> int:
    """Boxes on the board or carried."""
    return sum(o == BOX for o in s.obj) + sum(c == BOX for c in s.carry)


def result(s: DroidsState) -> tuple[bool, int | None]:
    """MOST_BOXES: ``(over, winner)``: over when no box is left; the winner has the most
    boxes, None in a tie (everyone loses)."""
    if boxes_left(s):
        return False, None
    alive = [p for p in range(len(s.game.players)) if not s.out[p]]
    best = max((s.delivered[p] for p in alive), default=0)
    top = [p for p in alive if s.delivered[p] == best]
    return True, top[0] if len(top) == 1 else None
