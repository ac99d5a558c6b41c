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

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import Direction, parse_direction, parse_square, square_name
from codyroby_lab.core.protocol import Game
from codyroby_lab.core.rng import check_seed
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.layout import HALTS
from codyroby_lab.games.codyroby.program import parse
from codyroby_lab.games.codyroby.robot import COLOURS, Robot
from codyroby_lab.games.codyroby.state import CodyRobyState

DEFAULT_STEP_LIMIT = 100_000
MAX_STEP_LIMIT = 10_000_000  # a trace of that many steps holds about 100 MB


class CodyRoby(Game):
    """The CodyRoby game: a board, robots and a step limit. Immutable once made."""

    name = "codyroby"
    editor = "stack"
    versions = ()  # (its saved state is the conformance format's, which has no version)

    def __init__(self, setup: dict[str, Any] | None = None, *, board: Board | None = None,
                 robots: dict[str, Robot] | None = None, step_limit: int = DEFAULT_STEP_LIMIT):
        if setup is not None:
            board, robots, step_limit = _parse_setup(setup)
        self.board = board if board is not None else Board()
        robots = robots if robots is not None else {
            "roby": Robot("roby", (0, self.board.height - 1), Direction.N)}
        self.starts = robots  # each robot at the start
        for name, r in robots.items():
            self.board.check_square(r.at, f"robots.{name}.at")
        self.step_limit = _step_limit(step_limit)  # cards a program runs before it is stopped
        self.players = tuple(robots)

    @classmethod
    def read_state(cls, d: Any) -> CodyRobyState:
        """A state saved by ``to_dict()`` (io loads states through this): its setup, read as
        a setup is, and how the last program halted.

        >>> s = CodyRoby({"robots": {"roby": {"at": "A5", "facing": "N"}}}).new_state()
        >>> _ = s.apply("F F")
        >>> d = s.to_dict()
        >>> d["robots"]["roby"]["at"], d["halt"], CodyRoby.state_from_dict(d) == s
        ([0, 2], 'end', True)
        """
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
        return CodyRobyState(self, {n: copy.copy(r) for n, r in self.starts.items()})

    def setup(self) -> dict[str, Any]:
        return {"board": self.board.to_dict(),
                "robots": {n: {"at": list(r.at), "facing": r.facing.name, "color": r.color}
                           for n, r in self.starts.items()},
                "step_limit": self.step_limit}

    def __repr__(self) -> str:
        return f"CodyRoby({self.board.width}x{self.board.height}, robots={list(self.starts)})"


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
