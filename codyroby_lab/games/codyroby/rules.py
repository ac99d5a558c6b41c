"""CodyRoby's rules, as DECISIONS.md's "CodyRoby" section states them, each in one place.

The rulebook folder has no CodyRoby rulebook of its own: the facts and rulings in
``shared/rulebooks/DECISIONS.md`` ("CodyRoby") are the source, and each :class:`Rule`
below quotes the clause it implements. Functions here are the only place the rules live;
the interpreter and the games call them (or tables built from them).

>>> from codyroby_lab.games.codyroby.board import Board
>>> b = Board(5, 5, blocks=["A4"])
>>> forward(b, (0, 4), Direction.N) is None          # into a block: a crash
True
>>> forward(b, (0, 4), Direction.E), turn(Direction.N, "L").name
((1, 4), 'W')
>>> sense(b, (0, 4), Direction.N, "right")            # B5 is road
True
"""

from __future__ import annotations

from typing import Protocol

from codyroby_lab.core import grid
from codyroby_lab.core.events import Rule
from codyroby_lab.core.geometry import Direction, Square
from codyroby_lab.games.cards import BOOK, CARD_F, CARD_L, CARD_R, SECTION

__all__ = ["BOOK", "CARD_F", "CARD_L", "CARD_R", "CRASH", "CRASH_PATH", "END", "IF_ELSE",
           "REPEAT_TIMES", "REPEAT_UNTIL", "REPEAT_WHILE", "SENSOR", "STEP_LIMIT", "Ground",
           "crash_rule", "forward", "is_road", "reached", "sense", "turn"]


class Ground(Protocol):
    """What the rules (and a scene) read of a board: :class:`.board.Board` is one."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def grid(self) -> grid.Grid: ...
    @property
    def blocks(self) -> frozenset[Square]: ...
    @property
    def path(self) -> tuple[Square, ...] | None: ...
    @property
    def path_set(self) -> frozenset[Square]: ...
    @property
    def targets(self) -> dict[str, Square]: ...


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.{key}", BOOK, SECTION, text)


# Basic cards (fact): CARD_F, CARD_L, CARD_R are in games/cards.py, shared with the card games
# and Energy Seekers.
# Crash (ruling)
CRASH = _rule("crash", "A forward move off the board or into a block is a crash: Roby stays "
                       "where it is, and the program stops.")
# (its own rule, so a board without a path never speaks of one)
CRASH_PATH = _rule("crash-path", "On a board with a path, a forward move off the path is a "
                                 "crash too: Roby stays where it is, and the program stops.")
# Blue special cards (fact) and blocks (ruling)
REPEAT_TIMES = _rule("repeat-times", "A repeat card with counting units: one dot per "
                                     "repetition of the cards stacked inside it.")
REPEAT_WHILE = _rule("repeat-while", "A repeat card with a sensor: repeat while there is road "
                                     "ahead / left / right.")
# (no colour named: a board has only the targets it shows, often red alone; walk 03p, fault 7)
REPEAT_UNTIL = _rule("repeat-until", "A repeat card with a target: repeat until Roby reaches "
                                     "that target on the board.")
IF_ELSE = _rule("if-else", "An IF card with a sensor runs its cards when the sensor sees road; "
                           "otherwise the ELSE card's cards run, if there is an ELSE.")
SENSOR = _rule("sensor", "A sensor (front, left or right) sees road when the square there is "
                         "on the board, not a block and, on a path board, on the path.")
STEP_LIMIT = _rule("step-limit", "A program may take at most so many steps (100,000 unless "
                                 "the board says fewer): one more and it stops, and says so, "
                                 "instead of running forever.")
END = _rule("end", "A program ends when its last card has run.")


def is_road(board: Ground, square: Square) -> bool:
    """Road: on the board, not a block and, on a path board, on the path (CRASH, CRASH_PATH,
    SENSOR)."""
    if not board.grid.on_board(square) or square in board.blocks:
        return False
    return board.path is None or square in board.path_set


def forward(board: Ground, square: Square, facing: Direction) -> Square | None:
    """CARD_F, CRASH and CRASH_PATH: the square F moves Roby to, or None for a crash."""
    ahead = board.grid.ahead(square, facing)
    return ahead if ahead is not None and is_road(board, ahead) else None


def turn(facing: Direction, letter: str) -> Direction:
    """CARD_L and CARD_R: the facing after an L or R card."""
    return grid.turn(facing, letter)


def sense(board: Ground, square: Square, facing: Direction, sensor: str) -> bool:
    """SENSOR: is there road ahead, to the left or to the right of Roby?"""
    look = {"ahead": facing, "left": facing.left(), "right": facing.right()}[sensor]
    return forward(board, square, look) is not None


def reached(board: Ground, square: Square, target: str) -> bool:
    """REPEAT_UNTIL: is Roby on the red or yellow target?"""
    return board.targets.get(target) == square


def crash_rule(board: Ground, ahead: Square) -> Rule:
    """The rule of a crash into ``ahead``: CRASH_PATH when it is on the board, not a block
    and off the path, else CRASH."""
    off_path = board.grid.on_board(ahead) and ahead not in board.blocks
    return CRASH_PATH if off_path else CRASH
