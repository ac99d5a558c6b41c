"""Seguimi's rules, one :class:`~codyroby_lab.core.events.Rule` each: the fact of
DECISIONS.md ("CodyRoby", Seguimi) and our rulings (docs/rulings.md, "Follow-me"), the phases
of play and the trail a program lays. Each event names the rule that caused it, and a test
cites each rule.

>>> from codyroby_lab.games.codyroby.board import Board
>>> from codyroby_lab.core.geometry import Direction
>>> trail(Board(), (2, 2), Direction.N, ["F", "R", "F"]), trail(Board(), (2, 0), Direction.N, ["F"])
([(2, 2), (2, 1), (3, 1)], None)
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.events import Rule
from codyroby_lab.core.geometry import Square
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.follow-me.{key}", rules.BOOK, rules.SECTION, text)


TRAIL = _rule("trail", "Seguimi: team A lays a trail (its hidden program, run by Roby, shows "
                       "the squares it visits).")
REBUILD = _rule("rebuild", "Team B must rebuild the card sequence from the shuffled cards.")
SCORE = _rule("score", "1 point per correct move: card i of the rebuilt sequence equals card "
                       "i of the hidden one.")
ROUNDS = _rule("rounds", "Ruling: the teams swap roles each round; the most points wins.")

PHASES = ("lay", "rebuild", "over")  # the phases of a round, in order, and the end


def trail(board: Board, start: Square, facing: Any, cards_: list[str]) -> list[Square] | None:
    """The squares Roby visits running ``cards_`` (start included), or None for a crash."""
    at, out = start, [start]
    for c in cards_:
        if c == "F":
            ahead = rules.forward(board, at, facing)
            if ahead is None:
                return None
            at = ahead
            out.append(at)
        else:
            facing = rules.turn(facing, c)
    return out
