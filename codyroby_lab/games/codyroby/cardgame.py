"""What the CodyRoby card games (Duel, Race, Follow-me) share: moves and their text notation,
the protocol base class, card lists, the rng in dicts and vectors, and one robot step.

An action's text is a verb and its arguments, split on spaces; nothing is evaluated::

    block C3            a square
    play F F R          cards (``ffr`` is forgiven)
    add C3 C4           squares
    go REPEAT 3 [F] R   a program in the Cody notation (parsed by core.program)

>>> m = parse_move("play f fr", {"play": "cards"})
>>> m.text, m.args
('play F F R', ('F', 'F', 'R'))
>>> parse_move("jump", {"play": "cards"})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'jump' is not an action here: use play
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from codyroby_lab.core import rng
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.events import Event
from codyroby_lab.core.geometry import Square, parse_square, square_name
from codyroby_lab.core.program import Program, parse
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.game import Robot

CARD_CODES = {"F": 1, "L": 2, "R": 3, "REPEAT": 4}
LETTERS = {v: k for k, v in CARD_CODES.items()}
RNG_SLOTS = rng.WORDS


@dataclass(frozen=True)
class Move:
    """An action value: a verb and its arguments (squares as names, cards as letters, or
    program text). ``str(move)`` is its text notation."""

    kind: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.kind, *self.args))

    def __str__(self) -> str:
        return self.text

    @property
    def program(self) -> Program:
        return parse(" ".join(self.args))


def parse_move(action: Any, kinds: dict[str, str]) -> Move:
    """A Move from text or a Move. ``kinds`` maps each verb allowed now to its argument
    type: ``square``, ``squares``, ``cards``, ``program`` or ``none``."""
    if isinstance(action, Move):
        action = action.text
    if not isinstance(action, str) or not action.split():
        raise IllegalAction(f"an action is text such as 'play F R', not {action!r}")
    verb, _, rest = action.strip().partition(" ")
    verb = verb.lower()
    if verb not in kinds:
        raise IllegalAction(f"{verb!r} is not an action here: use {', '.join(kinds)}")
    kind, words = kinds[verb], rest.split()
    if kind == "none":
        if words:
            raise IllegalAction(f"'{verb}' takes nothing after it")
        return Move(verb)
    if kind in ("square", "squares"):
        try:
            squares = tuple(square_name(parse_square(w, verb)) for w in words)
        except SetupError as e:
            raise IllegalAction(str(e)) from None
        if not squares or (kind == "square" and len(squares) != 1):
            raise IllegalAction(f"'{verb}' needs {'a square' if kind == 'square' else 'squares'}"
                                f", e.g. '{verb} C3'")
        return Move(verb, squares)
    if kind == "cards":
        letters = tuple("".join(words).upper())
        bad = [c for c in letters if c not in "FLR"]
        if bad or not letters:
            raise IllegalAction(f"'{verb}' needs F, L or R cards, e.g. '{verb} F F R'")
        return Move(verb, letters)
    try:
        program = parse(rest)
    except LabError as e:
        raise IllegalAction(f"the program cannot be read: {e}") from None
    return Move(verb, tuple(program.text.split()))


class CardGame:
    """What the card games' Game classes share: one is made from its setup document, and
    its saved states load back (``state_class`` is set below each game's State class)."""

    state_class: Any

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> Any:
        return cls(setup)  # type: ignore[call-arg]

    @classmethod
    def state_from_dict(cls, d: dict[str, Any]) -> Any:
        """A state saved by ``to_dict()`` (io loads states through this)."""
        return cls.state_class.from_dict(d)


class CardGameState:
    """The protocol shared by the card games. A subclass defines ``moves()`` (verb ->
    argument type, for the phase), ``check(move)`` (raises IllegalAction, changes nothing)
    and ``run(move)`` (a generator that changes the state and yields each step's events)."""

    game: Any
    winner: str | None

    def moves(self) -> dict[str, str]:
        raise NotImplementedError

    def check(self, move: Move) -> None:
        raise NotImplementedError

    def run(self, move: Move) -> Iterator[list[Event]]:
        raise NotImplementedError

    def play(self, action: Any) -> Iterator[list[Event]]:
        """Check the action now, then run it step by step: each step's events (one step per
        card run, one for drawing). Record a game with :func:`record`."""
        if self.is_terminal():
            raise IllegalAction("the game is over")
        move = parse_move(action, self.moves())
        self.check(move)
        return self.run(move)

    def apply(self, action: Any) -> list[Event]:
        """Play an action (its text or a Move); returns its events. An illegal action raises
        IllegalAction and changes nothing."""
        return [e for step in self.play(action) for e in step]

    def clone(self):
        return copy.deepcopy(self, {id(self.game): self.game})

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()  # type: ignore

    def is_terminal(self) -> bool:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError


def saved(load):
    """Wrap a ``from_dict``: a malformed document is a SetupError, never a crash."""
    import functools

    @functools.wraps(load)
    def wrapper(cls, d: Any):
        try:
            return load(cls, d)
        except LabError:
            raise
        except (AttributeError, TypeError, KeyError, IndexError, ValueError) as e:
            raise SetupError("state", f"is not a saved {cls.__name__}: {e!r}") from None

    return wrapper


def record(state: Any, actions: list[Any]) -> Trace:
    """Play ``actions`` from ``state`` (which moves on) and return the trace of every step."""
    trace = Trace(state)
    for action in actions:
        for events in state.play(action):
            trace.push_state(state, events=events)
    return trace


# --- setups ------------------------------------------------------------------------------

def check_fields(d: Any, allowed: tuple[str, ...], where: str) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise SetupError(where, "must be an object")
    unknown = sorted(set(d) - set(allowed))
    if unknown:
        raise SetupError(unknown[0], f"is not a {where} field ({', '.join(allowed)})")
    return d


def open_setup(setup: Any, fields: tuple[str, ...], where: str) -> tuple[dict[str, Any], Any]:
    """The checked setup document and its board (5x5 when it gives none)."""
    from codyroby_lab.games.codyroby.board import Board
    d = check_fields(setup if setup is not None else {}, fields, where)
    return d, Board.from_dict(d.get("board", {"width": 5, "height": 5}))


def one_of(d: dict[str, Any], name: str, options: tuple, default: Any = None) -> Any:
    """``d[name]`` (or the default, else the first option) if it is one of ``options``."""
    v = d.get(name, options[0] if default is None else default)
    if v not in options or isinstance(v, bool) != isinstance(options[0], bool):
        raise SetupError(name, f"must be one of {', '.join(map(str, options))}, not {v!r}")
    return v


def pose(board: Any, d: dict[str, Any], default: Square) -> tuple[Square, Any]:
    """The ``start`` square (road) and ``facing`` of a setup."""
    from codyroby_lab.core.geometry import parse_direction
    start = board.check_square(parse_square(d.get("start", default), "start"), "start")
    if not rules.is_road(board, start):
        raise SetupError("start", f"{square_name(start)} is not road (a block?)")
    return start, parse_direction(d.get("facing", "N"), "facing")


def whole(d: dict[str, Any], name: str, default: int, low: int, high: int) -> int:
    v = d.get(name, default)
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        raise SetupError(name, f"must be a whole number from {low} to {high}, not {v!r}")
    return v


def card_list(value: Any, field: str, allowed: tuple[str, ...] = ("F", "L", "R")) -> list[str]:
    """A list of card letters (``["F", "L"]`` or ``"F L"``); SetupError names the field."""
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, list):
        raise SetupError(field, "must be a list of cards such as ['F', 'L', 'R']")
    out = []
    for i, c in enumerate(items):
        if not isinstance(c, str) or c.upper() not in allowed:
            raise SetupError(f"{field}[{i}]", f"must be one of {', '.join(allowed)}, not {c!r}")
        out.append(c.upper())
    return out


def names(d: dict[str, Any], field: str) -> tuple[str, str]:
    v = d.get(field, ["A", "B"])
    if (not isinstance(v, list) or len(v) != 2 or not all(isinstance(x, str) and x.strip()
                                                         and len(x) <= 40 for x in v)
            or v[0] == v[1]):
        raise SetupError(field, "must name two different sides, e.g. ['A', 'B']")
    return v[0], v[1]


def squares_of(board: Any, value: Any, field: str) -> list[Square]:
    if not isinstance(value, list):
        raise SetupError(field, "must be a list of squares")
    return [board.check_square(parse_square(v, f"{field}[{i}]"), f"{field}[{i}]")
            for i, v in enumerate(value)]


def sequences(hand: Counter, full: bool = False) -> list[tuple[str, ...]]:
    """Every distinct ordered sequence of cards from the multiset ``hand``: of any length
    from 1, or (``full``) using every card."""
    out: list[tuple[str, ...]] = []
    size = sum(hand.values())

    def grow(prefix: tuple[str, ...]) -> None:
        for c in sorted(hand):
            if hand[c]:
                hand[c] -= 1
                if not full or len(prefix) + 1 == size:
                    out.append((*prefix, c))
                grow((*prefix, c))
                hand[c] += 1

    grow(())
    return out


def codes(cards: list[str], size: int) -> list[int]:
    """Card letters as codes, padded with 0 to ``size`` slots."""
    return [CARD_CODES[c] for c in cards] + [0] * (size - len(cards))


def letters(vec: Any) -> list[str]:
    return [LETTERS[int(c)] for c in vec if int(c)]


# --- one card run by a robot -------------------------------------------------------------

def step_robot(board: Any, robot: Robot, letter: str) -> list[Event]:
    """Run one F, L or R card for ``robot`` with the rules of :mod:`rules`; a crash sets
    ``robot.crashed`` (and the robot stays)."""
    name, title, here = robot.name, robot.title, robot.name_at
    if letter != "F":
        robot.facing = rules.turn(robot.facing, letter)
        side = "left" if letter == "L" else "right"
        return [Event.of("Turned", rules.CARD_L if letter == "L" else rules.CARD_R,
                         f"{title} turns {side} to face {robot.facing.word}", robot=name,
                         card=letter, facing=robot.facing.name, at=here)]
    to = rules.forward(board, robot.at, robot.facing)
    if to is None:
        robot.crashed = True
        ahead = robot.facing.step(robot.at)
        what = ("the edge of the board is ahead" if not board.on_board(ahead) else
                f"{square_name(ahead)} is {'a block' if ahead in board.blocks else 'off the path'}")
        return [Event.of("Crashed", rules.CRASH, f"{title} crashed: {what}, so {title} stays on "
                         f"{here}", robot=name, at=here)]
    robot.at = to
    return [Event.of("Moved", rules.CARD_F, f"{title} moves forward from {here} to "
                     f"{robot.name_at}", robot=name, card="F", to=robot.name_at,
                     **{"from": here})]


def load_robot(board: Any, spec: Any, old: Robot, where: str) -> Robot:
    """A saved robot (``Robot.to_dict()``) in place of ``old``, checked against the board."""
    from codyroby_lab.core.geometry import parse_direction
    r = check_fields(spec, ("at", "facing", "crashed", "color"), where)
    at = board.check_square(parse_square(r.get("at"), f"{where}.at"), f"{where}.at")
    return Robot(old.name, at, parse_direction(r.get("facing"), f"{where}.facing"), old.color,
                 bool(r.get("crashed", False)))


def robot_vector(robots: dict[str, Robot]) -> list[int]:
    return [f for r in robots.values() for f in (r.at[0], r.at[1], int(r.facing), int(r.crashed))]


def robots_from_vector(robots: dict[str, Robot], vec: Any) -> dict[str, Robot]:
    from codyroby_lab.core.geometry import Direction
    out = {}
    for i, (n, r) in enumerate(robots.items()):
        x, y, f, c = (int(v) for v in vec[4 * i:4 * i + 4])
        out[n] = Robot(n, (x, y), Direction(f), r.color, bool(c))
    return out
