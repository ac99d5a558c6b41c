"""Basic play in progress: its fields, declared once (``CodyRobyState.layout``), and running
a program (the interpreter, :mod:`.machine`, records straight into the trace). The scene is
built on :mod:`.scene`'s board pieces.

The fields in vector order: the robots
(:data:`~codyroby_lab.games.codyroby.layout.ROBOTS`), then how the last program halted
(None: no run yet). The saved document is the setup (the board, the robots, the step limit)
and the halt, read back as a setup is (``CodyRoby.state_from_dict``). Nothing is hidden in
basic play.

>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby({"robots": {"roby": {"at": "A5", "facing": "N"}}}).new_state()
>>> s.halt, s.game.step_limit, s.to_vector().tolist(), s.with_vector(s.to_vector()) == s
(None, 100000, [0, 4, 0, 0, 0], True)
>>> s.run("REPEAT 2 [F] R F", trace=False)
>>> s
<CodyRobyState Roby at B3 facing east; halt=end>
>>> s.current_player(), [str(a) for a in s.legal_actions()]
('roby', ['roby: run F', 'roby: run L', 'roby: run R'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.layout import Enum, Layout
from codyroby_lab.core.protocol import TERMINAL, Action, Mover, State
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.codyroby import machine
from codyroby_lab.games.codyroby.layout import HALTS, ROBOTS
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
from codyroby_lab.games.codyroby.robot import Robot, robot_columns
from codyroby_lab.games.codyroby.scene import PALETTE, board_scene

if TYPE_CHECKING:
    from codyroby_lab.games.codyroby.game import CodyRoby


class CodyRobyState(State):
    """Robots' squares and facings, and how the last program halted: running programs."""

    game: CodyRoby
    layout = Layout(ROBOTS, Enum("halt", HALTS, doc="halt"))
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
                raise IllegalAction(_no_target(until, sorted(self.game.board.targets)))

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

    def attributed(self, spec: Any) -> Action:
        return super().attributed(self.check_program(spec))  # the robot is told before the end

    def do(self, action: Action, rec: Any, plan: None) -> None:
        """Run the program: the interpreter records into a Trace, or its events are
        collected when no trace is kept."""
        program, robot = parse(action.args[0]), action.player
        assert robot is not None  # (a checked action names its robot)
        trace = rec if isinstance(rec, Trace) else Trace(self)
        machine.execute(self, robot, program, trace)
        if trace is not rec:
            for i in range(1, len(trace)):
                rec.extend(trace.events(i))

    def run(self, program: Any, trace: bool = True) -> Trace | None:
        """Run a program (text, a Program or an action) and return its trace; the state moves
        to the end of it. ``trace=False`` records nothing (the fastest) and returns None."""
        if trace:
            return self.play(program)
        act = self.checked(program)
        assert act.player is not None  # (a checked action names its robot)
        machine.execute(self, act.player, parse(act.args[0]))
        return None

    # --- saving, what a viewer sees ---------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The setup (board, robots, step limit) and how the last program halted: the format
        of ``shared/conformance/README.md``, "codyroby" (``CodyRoby.state_from_dict``)."""
        g = self.game
        return {"game": g.name, "board": g.board.to_dict(), **self.layout.dump(self),
                "step_limit": g.step_limit}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """Desk-check columns: the robot's square and facing (with several robots, one
        column per robot: ``A3 north``, ``A3 north crashed`` once it has crashed). With one
        robot the facing column holds a facing only: "east crashed" there read as a
        direction on a desk-check sheet; the event says the crash (walk 05r, fault 9).
        Nothing is hidden in basic play."""
        cols = robot_columns(self.robots)
        if len(cols) == 1:
            square, facing, _crashed = cols[0]["parts"]
            return [{"name": "square", **square}, {"name": "facing", **facing}]
        return cols

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Everything: basic play hides nothing."""
        return {**self.public(viewer), "board": self.game.board.to_dict(),
                "robots": {n: r.to_dict() for n, r in self.robots.items()}, "halt": self.halt}

    def scene(self, viewer: Viewer = None, palette: list[str] | None = None) -> dict[str, Any]:
        """What the board widget draws in basic play (:mod:`.scene`): the board, the robots,
        and the card stack editor (``palette``: the cards it offers)."""
        editor = {"kind": "stack", "palette": list(palette or PALETTE),
                  "sensors": [*SENSORS, *(f"not {x}" for x in SENSORS)],
                  "targets": [t for t in TARGETS if t in self.game.board.targets],
                  "program": []}
        return board_scene(self.game.board, self.robots, viewer=viewer,
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


def _no_target(until: str, targets: list[str]) -> str:
    """Why a REPEAT UNTIL ``until`` cannot run on a board with these ``targets``, and what to
    stop on instead (walk 03f, fault 3: a board whose only goal is the square to reach heard
    "no red target" and nothing to try instead).

    >>> _no_target("red", ["yellow"])
    'REPEAT UNTIL red: this board has no red target; its targets are: yellow'
    >>> _no_target("red", [])[:71]
    'REPEAT UNTIL red: this board has no red target, nor any coloured target'
    """
    if targets:
        return f"REPEAT UNTIL {until}: this board has no {until} target; its targets are: " \
               f"{', '.join(targets)}"
    return (f"REPEAT UNTIL {until}: this board has no {until} target, nor any coloured target, "
            "so a REPEAT UNTIL has nothing to stop on; a REPEAT WHILE with a sensor (ahead, "
            "left, right) can stop Roby instead")
