"""Operation 'De-Mine': repair robots lay mines, droids set them off, carried mines may go
off. The mines exist in any game that has some on the board (a setup may lay them); only
De-Mine's repair robots lay new ones (``game.scenario.mines``).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"scenario": "demine", "players": ["red", "blue"], "phase": "draw",
...             "robots": {"repair1": "C2"}}).new_state()
>>> ev = []
>>> from codyroby_lab.games.droids import orders
>>> orders.repair_move(s, 2, orders.Direction.E, 1, ev)
>>> [e.text for e in ev], s.mines
(['Repair robot 1 moves from C2 to D2 (east, 1 square)', 'Repair robot 1 drops a mine on C2'], 11)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event
from codyroby_lab.core.geometry import square_name
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import rules
from codyroby_lab.games.droids.damage import damage
from codyroby_lab.games.droids.objects import MINE

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

BLAST, CARRIED_BLAST = 1, 2   # damage of a mine set off, of a carried mine going off


def drop(s: DroidsState, r: int, start: int, moved: int, ev: list[Event]) -> None:
    """MINE_DROP: a repair robot that left ``start`` on a movement order drops a mine there
    (De-Mine only, while the box holds a mine and the square is empty)."""
    if not s.game.scenario.mines or not moved or s.mines <= 0 or s.obj[start]:
        return
    s.obj[start] = MINE
    s.mines -= 1
    at = square_name(s.game.board.square(start))
    ev.append(Event.of(kinds.MINED, rules.MINE_DROP,
                       f"{s.game.robots[r].title} drops a mine on {at}",
                       robot=s.game.robots[r].id, at=at))


def blast(s: DroidsState, r: int, cell: int, ev: list[Event]) -> None:
    """MINE_BLAST: robot ``r`` entered a mine: it explodes (back to the box); a droid takes
    one damage, a repair robot (or the statue, the killer) nothing."""
    s.obj[cell] = 0
    s.mines += 1
    at = square_name(s.game.board.square(cell))
    ev.append(Event.of(kinds.BLAST, rules.MINE_BLAST,
                       f"A mine explodes under {s.game.robots[r].name} at {at}",
                       robot=s.game.robots[r].id, at=at))
    damage(s, r, BLAST, rules.MINE_BLAST, ev)


def carried(s: DroidsState, r: int, ev: list[Event]) -> None:
    """MINE_CARRY: a droid carrying a mine entered a square: roll the die; a 0 sets the
    mine off and the droid takes 2 damage."""
    roll = s.roll()
    name = s.game.robots[r].name
    if roll:
        ev.append(Event.of(kinds.DIE, rules.MINE_CARRY, f"The die shows {roll}: the mine "
                                                    f"{name} carries holds", roll=roll))
        return
    s.carry[r] = s.carry_n[r] = 0
    s.mines += 1
    ev.append(Event.of(kinds.DIE, rules.MINE_CARRY, f"The die shows 0: the mine {name} carries "
                                                "explodes", roll=roll))
    damage(s, r, CARRIED_BLAST, rules.MINE_CARRY, ev)

