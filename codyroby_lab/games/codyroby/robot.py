"""A Roby piece: where it stands, where it faces, and one card run by it.

CodyRoby's games (basic play, Duel, Race, Follow-me) all move Roby pieces with the rules of
:mod:`rules`; this module keeps the piece, its place in a state vector (four slots: x, y,
facing, crashed; the field kinds are in :mod:`.layout`) and :func:`step_robot`, one F, L
or R card.

>>> from codyroby_lab.games.codyroby.board import Board
>>> r = Robot("roby", (0, 4), Direction.N)
>>> print(step_robot(Board(), r, "F")[0].text, "/", r.label())
Roby moves forward from A5 to A4 / Roby at A4 facing north
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import Direction, Square, parse_direction, parse_square, square_name
from codyroby_lab.core.setup import check_fields
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules

COLOURS = ("purple", "yellow", "white", "red", "green")
FIELDS = ("x", "y", "facing", "crashed")  # a robot's slots in a state vector, in order


@dataclass
class Robot:
    """A Roby piece: its name, square, facing, colour and whether it has crashed."""

    name: str
    at: Square
    facing: Direction
    color: str = "purple"
    crashed: bool = False

    @property
    def name_at(self) -> str:
        return square_name(self.at)

    @property
    def title(self) -> str:
        """The name a learner reads: ``Roby`` for the robot ``roby``."""
        return display_name(self.name)

    def to_dict(self) -> dict[str, Any]:
        return {"at": list(self.at), "facing": self.facing.name, "crashed": self.crashed,
                "color": self.color}

    def copy(self) -> Robot:
        return Robot(self.name, self.at, self.facing, self.color, self.crashed)

    def label(self) -> str:
        """Words for a screen reader: ``Roby at C2 facing south``."""
        state = ", crashed" if self.crashed else ""
        return f"{self.title} at {self.name_at} facing {self.facing.word}{state}"


def step_robot(board: Any, robot: Robot, letter: str) -> list[Event]:
    """Run one F, L or R card for ``robot`` with the rules of :mod:`rules`; a crash sets
    ``robot.crashed`` (and the robot stays)."""
    name, title, here = robot.name, robot.title, robot.name_at
    if letter != "F":
        robot.facing = rules.turn(robot.facing, letter)
        side = "left" if letter == "L" else "right"
        return [Event.of(kinds.TURNED, rules.CARD_L if letter == "L" else rules.CARD_R,
                         f"{title} turns {side} to face {robot.facing.word}", robot=name,
                         card=letter, facing=robot.facing.name, at=here)]
    to = rules.forward(board, robot.at, robot.facing)
    if to is None:
        robot.crashed = True
        ahead = robot.facing.step(robot.at)
        what = ("the edge of the board is ahead" if not board.on_board(ahead) else
                f"{square_name(ahead)} is {'a block' if ahead in board.blocks else 'off the path'}")
        return [Event.of(kinds.CRASHED, rules.crash_rule(board, ahead),
                         f"{title} crashed: {what}, so {title} stays on {here}",
                         robot=name, at=here)]
    robot.at = to
    return [Event.of(kinds.MOVED, rules.CARD_F, f"{title} moves forward from {here} to "
                     f"{robot.name_at}", robot=name, card="F", to=robot.name_at,
                     **{"from": here})]


def load_robot(board: Any, spec: Any, old: Robot, where: str) -> Robot:
    """A saved robot (``Robot.to_dict()``) in place of ``old``, checked against the board."""
    r = check_fields(spec, ("at", "facing", "crashed", "color"), where)
    at = board.check_square(parse_square(r.get("at"), f"{where}.at"), f"{where}.at")
    return Robot(old.name, at, parse_direction(r.get("facing"), f"{where}.facing"), old.color,
                 bool(r.get("crashed", False)))


def robot_slots(robots: dict[str, Any], first: int = 0) -> dict[str, dict[str, int]]:
    """Where each robot's fields sit in the vector: ``{name: {"x": s, "y": s + 1, ...}}``."""
    return {n: {f: first + 4 * i + k for k, f in enumerate(FIELDS)}
            for i, n in enumerate(robots)}


def robot_columns(robots: dict[str, Any], first: int = 0) -> list[dict[str, Any]]:
    """Desk-check columns (core.desk), one per robot named by its key: ``A3 north``, and
    ``A3 north crashed`` once it has crashed (the lessons, the events and the answers say
    "north", never "N": walk 01f, fault 6).

    >>> robot_columns({"roby": None})[0]["parts"][1]["labels"][:3]
    ['north', 'north-east', 'east']
    """
    return [{"name": n, "kind": "join", "parts": [
                {"kind": "square", "slots": [b["x"], b["y"]]},
                {"kind": "enum", "slots": [b["facing"]], "labels": [d.word for d in Direction]},
                {"kind": "enum", "slots": [b["crashed"]], "labels": ["", "crashed"]}]}
            for n, b in robot_slots(robots, first).items()]
