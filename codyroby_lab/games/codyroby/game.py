"""Basic play on the common game protocol: robots on a board run card programs.

The setup and state formats are those of ``shared/conformance/README.md`` ("codyroby").

>>> game = CodyRoby({"board": {"width": 5, "height": 5},
...                  "robots": {"roby": {"at": "A5", "facing": "N"}}})
>>> state = game.new_state()
>>> [e.kind for e in state.apply("F R F")]
['Moved', 'Turned', 'Moved', 'Finished']
>>> state.to_dict()["robots"]["roby"]
{'at': [1, 3], 'facing': 'E', 'crashed': False, 'color': 'purple'}
>>> print(state.apply("R R F F F")[-1].text)
Roby crashed: the edge of the board is ahead, so Roby stays on A4 and the program stops
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction, Square, parse_direction, parse_square, square_name
from codyroby_lab.core.program import Card, Program, parse
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby.board import Board

COLOURS = ("purple", "yellow", "white", "red", "green")
HALTS = (None, "end", "crash", "step_limit")
DEFAULT_STEP_LIMIT = 100_000
MAX_STEP_LIMIT = 10_000_000  # a trace of that many steps holds about 100 MB
_ROBOT_FIELDS = 4  # x, y, facing, crashed


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

    def label(self) -> str:
        """Words for a screen reader: ``Roby at C2 facing south``."""
        state = ", crashed" if self.crashed else ""
        return f"{self.title} at {self.name_at} facing {self.facing.word}{state}"


@dataclass(frozen=True)
class Action:
    """Run ``program`` with the robot called ``robot``."""

    robot: str
    program: Program

    def __str__(self) -> str:
        return f"{self.robot}: {self.program.text}"


class CodyRoby:
    """The CodyRoby game: a board, robots and a step limit. Immutable once made."""

    name = "codyroby"

    def __init__(self, setup: dict[str, Any] | None = None, *, board: Board | None = None,
                 robots: dict[str, Robot] | None = None, step_limit: int = DEFAULT_STEP_LIMIT):
        if setup is not None:
            board, robots, step_limit = _parse_setup(setup)
        self.board = board if board is not None else Board()
        robots = robots if robots is not None else {
            "roby": Robot("roby", (0, self.board.height - 1), Direction.N)}
        self._robots = robots
        for name, r in robots.items():
            self.board.check_square(r.at, f"robots.{name}.at")
        self.step_limit = _step_limit(step_limit)

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> CodyRoby:
        """The game of a ``codyroby`` setup document (shared/conformance/README.md)."""
        return cls(setup)

    @staticmethod
    def state_from_dict(d: dict[str, Any]) -> CodyRobyState:
        """A state saved by ``to_dict()`` (io loads states through this)."""
        return CodyRobyState.from_dict(d)

    def new_state(self, seed: int | None = None) -> CodyRobyState:
        """The start position (CodyRoby basic play draws nothing at random)."""
        return CodyRobyState(self, {n: copy.copy(r) for n, r in self._robots.items()})

    def setup(self) -> dict[str, Any]:
        return {"board": self.board.to_dict(),
                "robots": {n: {"at": list(r.at), "facing": r.facing.name, "color": r.color}
                           for n, r in self._robots.items()},
                "step_limit": self.step_limit}

    def __repr__(self) -> str:
        return f"CodyRoby({self.board.width}x{self.board.height}, robots={list(self._robots)})"


def _parse_setup(setup: Any) -> tuple[Board, dict[str, Robot], int]:
    if not isinstance(setup, dict):
        raise SetupError("setup", "must be an object with 'board' and 'robots'")
    unknown = set(setup) - {"board", "robots", "step_limit"}
    if unknown:
        raise SetupError(sorted(unknown)[0], "is not a codyroby setup field "
                                             "(board, robots, step_limit)")
    board = Board.from_dict(setup.get("board", {"width": 5, "height": 5}))
    robots_in = setup.get("robots")
    if not isinstance(robots_in, dict) or not robots_in:
        raise SetupError("robots", "must name at least one robot, e.g. "
                                   "{'roby': {'at': 'A5', 'facing': 'N'}}")
    if len(robots_in) > len(COLOURS):
        raise SetupError("robots", f"at most {len(COLOURS)} robots, one per Roby colour")
    robots: dict[str, Robot] = {}
    asked = {r.get("color") for r in robots_in.values()
             if isinstance(r, dict) and isinstance(r.get("color"), str)}
    free = [c for c in COLOURS if c not in asked]
    for name, spec in robots_in.items():
        where = f"robots.{name}"
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise SetupError("robots", f"a robot's name is 1 to 40 characters, not {name!r}")
        if not isinstance(spec, dict):
            raise SetupError(where, "must be an object with 'at' and 'facing'")
        bad = set(spec) - {"at", "facing", "color", "crashed"}
        if bad:
            raise SetupError(f"{where}.{sorted(bad)[0]}", "is not a robot field "
                                                          "(at, facing, color)")
        if "at" not in spec:
            raise SetupError(f"{where}.at", "is missing")
        at = board.check_square(parse_square(spec["at"], f"{where}.at"), f"{where}.at")
        if at in board.blocks:
            raise SetupError(f"{where}.at", f"{square_name(at)} is a block")
        if board.path is not None and at not in board.path_set:
            raise SetupError(f"{where}.at", f"{square_name(at)} is not on the path")
        facing = parse_direction(spec.get("facing", "N"), f"{where}.facing")
        color = free.pop(0) if spec.get("color") is None else spec["color"]
        if not isinstance(color, str) or color not in COLOURS:
            raise SetupError(f"{where}.color", f"must be one of {', '.join(COLOURS)}")
        if any(r.color == color for r in robots.values()):
            raise SetupError(f"{where}.color", f"{color} is already taken")
        crashed = spec.get("crashed", False)
        if not isinstance(crashed, bool):
            raise SetupError(f"{where}.crashed", "must be true or false")
        robots[name] = Robot(name, at, facing, color, crashed)
    return board, robots, _step_limit(setup.get("step_limit", DEFAULT_STEP_LIMIT))


def _step_limit(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or \
            not 1 <= value <= MAX_STEP_LIMIT:
        raise SetupError("step_limit", f"must be a whole number from 1 to {MAX_STEP_LIMIT:,}")
    return value


class CodyRobyState:
    """Robots' squares and facings, and how the last program halted."""

    def __init__(self, game: CodyRoby, robots: dict[str, Robot], halt: str | None = None):
        self.game = game
        self.robots = robots
        self.halt = halt

    # --- protocol --------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every one-card program for every robot (any program can be applied, these are the
        single cards a learner can lay next); none once a robot has crashed."""
        if self.is_terminal():
            return []
        return [Action(n, Program((Card(c),))) for n in self.robots for c in "FLR"]

    def action(self, spec: Any) -> Action:
        """An Action from text (the only robot), ``{"robot", "program"}`` or an Action."""
        if isinstance(spec, Action):
            robot, program = spec.robot, spec.program
        elif isinstance(spec, (str, Program)):
            if len(self.robots) != 1:
                raise IllegalAction("several robots: say which one, e.g. "
                                    "{'robot': 'roby', 'program': 'F'}")
            robot, program = next(iter(self.robots)), parse(spec)
        elif isinstance(spec, dict) and set(spec) == {"robot", "program"}:
            robot, program = spec["robot"], parse(spec["program"])
            if not isinstance(robot, str):
                raise IllegalAction(f"a robot is named by text, not {type(robot).__name__}")
        else:
            raise IllegalAction(f"an action is program text or {{'robot', 'program'}}, "
                                f"not {spec!r}")
        if robot not in self.robots:
            raise IllegalAction(f"there is no robot called {robot!r}")
        for node in program.nodes:
            until = getattr(node, "until", None)
            if until is not None and until not in self.game.board.targets:
                raise IllegalAction(f"REPEAT UNTIL {until}: this board has no {until} target")
        return Action(robot, program)

    def apply(self, action: Any) -> list:
        """Run a program; returns its events. Bad input raises and changes nothing."""
        trace = self.run(action)
        return [e for i in range(1, len(trace)) for e in trace.events(i)]

    def run(self, action: Any, trace: bool = True) -> Trace:
        """Run a program and return its trace (the state moves to the end of it)."""
        from codyroby_lab.games.codyroby.machine import execute
        act = self.action(action)
        if self.is_terminal():
            raise IllegalAction(f"the game is over ({self.halt}): reset to play again")
        return execute(self, act.robot, act.program, trace=trace)

    def clone(self) -> CodyRobyState:
        return CodyRobyState(self.game, {n: copy.copy(r) for n, r in self.robots.items()},
                             self.halt)

    def is_terminal(self) -> bool:
        """A crash or the step limit ends basic play."""
        return self.halt in ("crash", "step_limit")

    @property
    def winner(self) -> None:
        return None

    # --- persistence -----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "board": self.game.board.to_dict(),
                "robots": {n: r.to_dict() for n, r in self.robots.items()},
                "halt": self.halt, "step_limit": self.game.step_limit}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CodyRobyState:
        if not isinstance(d, dict):
            raise SetupError("state", "must be an object")
        if d.get("halt") not in HALTS:
            raise SetupError("halt", f"must be one of {HALTS}")
        setup = {k: d[k] for k in ("board", "robots", "step_limit") if k in d}
        game = CodyRoby(setup)
        return CodyRobyState(game, game.new_state().robots, d.get("halt"))

    # --- traces ----------------------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """``[x, y, facing, crashed]`` per robot, then the halt code."""
        v = [f for r in self.robots.values()
             for f in (r.at[0], r.at[1], int(r.facing), int(r.crashed))]
        return np.array(v + [HALTS.index(self.halt)], dtype=np.int64)

    def with_vector(self, vec: np.ndarray) -> CodyRobyState:
        robots = {}
        for i, (n, r) in enumerate(self.robots.items()):
            x, y, f, c = (int(v) for v in vec[i * _ROBOT_FIELDS:(i + 1) * _ROBOT_FIELDS])
            robots[n] = Robot(n, (x, y), Direction(f), r.color, bool(c))
        return CodyRobyState(self.game, robots, HALTS[int(vec[-1])])

    def vector_slots(self) -> list[str]:
        """Names of the vector's slots, e.g. ``robots.roby.x``."""
        return [f"robots.{n}.{f}" for n in self.robots
                for f in ("x", "y", "facing", "crashed")] + ["halt"]

    def describe(self) -> dict[str, str]:
        """Desk-check columns: each robot's square and facing."""
        if len(self.robots) == 1:
            r = next(iter(self.robots.values()))
            return {"square": r.name_at, "facing": r.facing.name}
        return {n: f"{r.name_at} {r.facing.name}" for n, r in self.robots.items()}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CodyRobyState) and self.to_dict() == other.to_dict()

    def scene(self) -> dict[str, Any]:
        """What the board widget draws (docs/architecture.md, "The scene")."""
        from codyroby_lab.games.codyroby.scene import board_scene
        return board_scene(self.game.board, self.robots)

    def _repr_svg_(self) -> str:
        from codyroby_lab.core.svg import state_svg
        return state_svg(self)

    def ascii(self) -> str:
        arrows = {Direction.N: "^", Direction.E: ">", Direction.S: "v", Direction.W: "<"}
        pieces = {r.at: ("X" if r.crashed else arrows[r.facing]) for r in self.robots.values()}
        return self.game.board.ascii(pieces)

    def __repr__(self) -> str:
        robots = ", ".join(r.label() for r in self.robots.values())
        return f"<CodyRobyState {robots}; halt={self.halt}>"
