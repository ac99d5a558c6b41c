"""Damage: a droid hit (by a shot, a mine, the killer) owes covers on its transmitters,
which its player chooses in the cover phase (COVER).

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "draw"}).new_state()
>>> ev = []
>>> damage(s, 1, 2, rules.HITS, ev)
>>> s.pending, ev[0].text
([0, 2], 'Blue must cover 2 transmitters')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event, Rule
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import rules

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState


def damage(s: DroidsState, r: int, hits: int, rule: Rule, ev: list[Event]) -> None:
    """Robot ``r`` takes ``hits``: its player must cover that many transmitters (COVER),
    chosen in the cover phase. A robot without a player in the game takes nothing."""
    robot = s.game.robots[r]
    if robot.kind != "droid" or s.out[robot.owner] or hits <= 0:
        if hits > 0:
            ev.append(Event.of(kinds.UNHARMED, rule, f"{robot.title} is hit but nothing happens",
                               robot=robot.id))
        return
    s.pending[robot.owner] += hits
    ev.append(Event.of(kinds.DAMAGED, rules.COVER, f"{robot.title} must cover {hits} "
                                               f"transmitter{'s' * (hits > 1)}",
                       player=robot.id, hits=hits))
