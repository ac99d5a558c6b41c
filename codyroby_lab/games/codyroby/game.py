"""Basic play on the common game protocol: robots on a board run card programs.

The setup and state formats are those of ``shared/conformance/README.md`` ("codyroby").
Every robot is a player; the learner runs any robot's program (so with several robots,
``waiting_for()`` names them all and an action names its robot: ``roby: F F R``). An
action runs a program: ``run F F R``, or the program's text alone.

>>> game = CodyRoby({"board": {"width": 5, "height": 5},
...                  "robots": {"roby": {"at": "A5", "facing": "N"}}})
>>> state = game.new_state()
>>> [e.kind for e in state.apply("F R F")]
['Moved', 'Turned', 'Moved', 'Finished']
>>> state.to_dict()["robots"]["roby"]
{'at': [1, 3], 'facing': 'E', 'crashed': False, 'color': 'purple'}
>>> print(state.apply("R R F F F")[-1].text)
Roby crashed: the edge of the board is ahead, so Roby stays on A4 and the program stops
>>> state.current_player(), state.winner
(TERMINAL, None)
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.geometry import Direction, parse_direction, parse_square, square_name
from codyroby_lab.core.protocol import TERMINAL, Action, Game, Mover, State
from codyroby_lab.core.rng import check_seed
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.codyroby import machine, scene
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.program import (
    SENSORS,
    TARGETS,
    Card,
    If,
    Program,
    Repeat,
    Sensor,
    parse,
)
from codyroby_lab.games.codyroby.robot import (
    COLOURS,
    FIELDS,
    Robot,
    robot_columns,
    robot_vector,
    robots_from_vector,
)

HALTS = machine.HALTS
DEFAULT_STEP_LIMIT = 100_000
MAX_STEP_LIMIT = 10_000_000  # a trace of that many steps holds about 100 MB


class CodyRoby(Game):
    """The CodyRoby game: a board, robots and a step limit. Immutable once made."""

    name = "codyroby"
    editor = "stack"

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
        self.players = tuple(robots)

    @classmethod
    def state_from_dict(cls, d: Any) -> CodyRobyState:
        """A state saved by ``to_dict()`` (io loads states through this)."""
        if not isinstance(d, dict):
            raise SetupError("state", "must be an object")
        if d.get("halt") not in HALTS:
            raise SetupError("halt", f"must be one of {HALTS}")
        game = cls({k: d[k] for k in ("board", "robots", "step_limit") if k in d})
        return CodyRobyState(game, game.new_state().robots, d.get("halt"))

    @staticmethod
    def load_document(kind: str, data: Any) -> Any:
        """The board or program a saved document of that ``kind`` holds (for core.io)."""
        if kind == "board":
            return Board.from_dict(data, "data")
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            raise SetupError("data.text", "a program document holds the program's text")
        return parse(data["text"])

    def new_state(self, seed: int | None = None) -> CodyRobyState:
        """The start position (CodyRoby basic play draws nothing at random)."""
        check_seed(seed)
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


class CodyRobyState(State):
    """Robots' squares and facings, and how the last program halted."""

    game: CodyRoby

    default_verb = "run"

    def __init__(self, game: CodyRoby, robots: dict[str, Robot], halt: str | None = None):
        self.game = game
        self.robots = robots
        self.halt = halt

    # --- protocol --------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        """TERMINAL after a crash or the step limit; else the first robot (any robot may run
        a program: :meth:`waiting_for` names them all)."""
        return TERMINAL if self.is_terminal() else self.game.players[0]

    def waiting_for(self) -> tuple[str, ...]:
        return () if self.is_terminal() else self.game.players

    def is_terminal(self) -> bool:
        """A crash or the step limit ends basic play."""
        return self.halt in ("crash", "step_limit")

    @property
    def winner(self) -> None:
        """Basic play has no winner."""
        return None

    def over_words(self) -> str:
        return f"the game is over ({self.halt}): reset to play again"

    def verbs(self) -> dict[str, Any]:
        return {"run": _program_args}

    def parse_action(self, spec: Any) -> Action:
        """Program text (``"F F R"``, ``"run F F R"``, ``"roby: F F R"``), a Program, an
        Action, or ``{"robot": ..., "program": ...}`` (the conformance format)."""
        if isinstance(spec, Program):
            spec = spec.text
        if isinstance(spec, dict) and set(spec) == {"robot", "program"}:
            robot = spec["robot"]
            if not isinstance(robot, str):
                raise IllegalAction(f"a robot is named by text, not {type(robot).__name__}")
            if robot not in self.robots:
                raise IllegalAction(f"there is no robot called {robot[:40]!r}")
            return Action("run", (parse(spec["program"]).text,), robot)
        if isinstance(spec, dict) and "robot" in spec:
            raise IllegalAction("an action is program text or {'robot', 'program'}")
        return super().parse_action(spec)

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """The one-card programs F, L and R for ``player`` (default: every robot). Any
        program can be run, so this is only the single cards a learner can lay next;
        :meth:`sample_action` draws from every kind of program."""
        if self.is_terminal():
            return []
        robots = self.waiting_for() if player is None else (player,)
        return [Action("run", (c,), r) for r in robots for c in "FLR"]

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random program of up to about 12 cards for ``player`` (default: a random
        robot): basic cards, REPEAT n, REPEAT WHILE, REPEAT UNTIL a target the board has,
        IF/ELSE, nested at most twice."""
        robots = self.waiting_for() if player is None else (player,)
        if not robots:
            raise IllegalAction("nobody has an action now")
        robot = robots[int(rng.integers(len(robots)))]
        targets = sorted(self.game.board.targets)
        return Action("run", (Program(_random_block(rng, 2, targets)).text,), robot)

    def check(self, action: Action) -> None:
        for node in parse(action.args[0]).nodes:
            until = getattr(node, "until", None)
            if until is not None and until not in self.game.board.targets:
                raise IllegalAction(f"REPEAT UNTIL {until}: this board has no {until} target")

    def check_program(self, program: Any) -> Action:
        """The action of running ``program`` here, if this board can run it (the only robot,
        the targets its REPEAT UNTIL cards need); else IllegalAction. Whether the game is
        over is not asked (the widget checks a program before any run)."""
        act = self.parse_action(program)
        if act.player is None:
            if len(self.robots) != 1:
                raise IllegalAction("several robots: say which one, e.g. "
                                    "{'robot': 'roby', 'program': 'F'}")
            act = Action(act.verb, act.args, next(iter(self.robots)))
        elif act.player not in self.robots:
            raise IllegalAction(f"there is no robot called {act.player[:40]!r}")
        self.check(act)
        return act

    def checked(self, spec: Any) -> Action:
        return super().checked(self.check_program(spec))  # the robot is told before the end

    def do(self, action: Action, rec: Any) -> None:
        """Run the program: the interpreter records into a Trace, or its events are
        collected when no trace is kept."""
        program = parse(action.args[0])
        trace = rec if isinstance(rec, Trace) else Trace(self)
        machine.execute(self, action.player, program, trace)
        if trace is not rec:
            for i in range(1, len(trace)):
                rec.extend(trace.events(i))

    def run(self, program: Any, trace: bool = True) -> Trace | None:
        """Run a program (text, a Program or an action) and return its trace; the state moves
        to the end of it. ``trace=False`` records nothing (the fastest) and returns None."""
        if trace:
            return self.play(program)
        act = self.checked(program)
        machine.execute(self, act.player, parse(act.args[0]))
        return None

    def clone(self) -> CodyRobyState:
        return CodyRobyState(self.game, {n: r.copy() for n, r in self.robots.items()},
                             self.halt)

    # --- persistence -----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game.name, "board": self.game.board.to_dict(),
                "robots": {n: r.to_dict() for n, r in self.robots.items()},
                "halt": self.halt, "step_limit": self.game.step_limit}

    # --- traces ----------------------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """``[x, y, facing, crashed]`` per robot, then the halt code."""
        return np.array(robot_vector(self.robots) + [HALTS.index(self.halt)], dtype=np.int64)

    def with_vector(self, vec: Any) -> CodyRobyState:
        return CodyRobyState(self.game, robots_from_vector(self.robots, vec),
                             HALTS[int(vec[len(self.robots) * len(FIELDS)])])

    def vector_slots(self) -> list[str]:
        """Names of the vector's slots, e.g. ``robots.roby.x``."""
        return [f"robots.{n}.{f}" for n in self.robots for f in FIELDS] + ["halt"]

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: the robot's square and facing (``N``, ``N crashed`` once it
        has crashed; with several robots, one column per robot: ``A3 N``). Nothing is
        hidden in basic play."""
        cols = robot_columns(self.robots)
        if len(cols) == 1:
            square, *facing = cols[0]["parts"]
            return [{"name": "square", **square},
                    {"name": "facing", "kind": "join", "parts": facing}]
        return cols

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Everything: basic play hides nothing."""
        return {**self.public(viewer), "board": self.game.board.to_dict(),
                "robots": {n: r.to_dict() for n, r in self.robots.items()}, "halt": self.halt}

    def scene(self, viewer: Viewer = None, palette: list[str] | None = None) -> dict[str, Any]:
        """What the board widget draws (docs/architecture.md, "The scene"): the board, the
        robots, and the card stack editor (``palette``: the cards it offers)."""
        editor = {"kind": "stack", "palette": list(palette or scene.PALETTE),
                  "sensors": [*SENSORS, *(f"not {x}" for x in SENSORS)],
                  "targets": [t for t in TARGETS if t in self.game.board.targets],
                  "program": []}
        return scene.board_scene(self.game.board, self.robots, viewer=viewer,
                                 columns=self.columns(viewer), editor=editor)

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


def _program_args(rest: str) -> tuple[str, ...]:
    """``run``'s argument: the program's canonical text (a ProgramSyntaxError says where the
    text is wrong)."""
    return (parse(rest).text,)


def _random_block(rng: np.random.Generator, depth: int, targets: list[str]) -> tuple:
    """A random block of 1 to 4 cards (blue cards only while ``depth`` > 0)."""
    out: list[Any] = []
    for _ in range(int(rng.integers(1, 5))):
        roll = int(rng.integers(10)) if depth else 0
        sensor = Sensor(SENSORS[int(rng.integers(3))], bool(rng.integers(2)))
        if roll == 7:
            out.append(Repeat(_random_block(rng, depth - 1, targets),
                              times=int(rng.integers(1, 5))))
        elif roll == 8:
            out.append(If(sensor, _random_block(rng, depth - 1, targets),
                          _random_block(rng, depth - 1, targets) if rng.integers(2) else None))
        elif roll == 9:
            until = targets[int(rng.integers(len(targets)))] if targets and rng.integers(2) \
                else None
            body = _random_block(rng, depth - 1, targets)
            out.append(Repeat(body, until=until) if until else Repeat(body, sensor=sensor))
        else:
            out.append(Card("FLR"[int(rng.integers(3))]))
    return tuple(out)
