"""The CodyRoby interpreter: runs a card program for one robot and records its trace.

A program's cards become instructions, one small frozen class per construct of the card
language, each holding the number of its card in the trace's card table (``card``):
:class:`Play` (an F, L or R card), :class:`RepeatTimes`, :class:`RepeatWhile`,
:class:`RepeatUntil` and :class:`IfElse`. A :class:`Run` walks them with ``match``
(:meth:`Run.block`); what each construct does, when a sensor is read, what a round that runs
no card costs and how the step limit stops a run are its methods, each citing its rule of
:mod:`rules` (the board's ``next_table`` is a cache of ``rules.forward``).

Each F/L/R card run is one trace step; the sensor checks that led to a card are events of
its step, and the way the run ended (and the checks after the last card) are events of the
last step. A run that plays no card at all records one step with no card (``card_of`` is
None). The trace's card table gets the program's cards first, in reading order (a card's
index is its id in ``Program.nodes``, its ``slot`` too); each step's actor is the robot.

>>> from codyroby_lab.core.trace import Trace
>>> from codyroby_lab.games.codyroby.game import CodyRoby
>>> s = CodyRoby().new_state()
>>> t = Trace(s)
>>> execute(s, "roby", parse("REPEAT WHILE ahead [F]"), t)
'end'
>>> t.steps, s.robots["roby"].name_at, t.halt, [c.label for c in t.cards]
(4, 'A1', 'end', ['REPEAT WHILE ahead', 'F'])
>>> for e in t.events(-1): print(e.text)
road ahead, so the REPEAT WHILE runs its cards
Roby moves forward from A2 to A1
no road ahead, so the REPEAT WHILE is done
the program has ended
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import ORTHOGONAL, square_name
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.words import ordinal
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.layout import FIELDS, HALTS
from codyroby_lab.games.codyroby.program import (
    EMPTY_LOOP,
    Card,
    If,
    Node,
    Program,
    Repeat,
    card_label,
    empty_loop,
    parse,
)
from codyroby_lab.games.codyroby.robot import Robot

__all__ = ["HALTS", "Position", "execute", "parse"]


class Table(Protocol):
    """What the interpreter reads of a game: its board and step limit."""

    @property
    def board(self) -> Board: ...
    @property
    def step_limit(self) -> int: ...


class Position(Protocol):
    """What the interpreter reads and moves of a state (a basic-play
    :class:`~codyroby_lab.games.codyroby.state.CodyRobyState`)."""

    robots: dict[str, Robot]
    halt: str | None

    @property
    def game(self) -> Table: ...
    def slot(self, name: str) -> int: ...

# --- the instructions -------------------------------------------------------------------

LOOK = {"ahead": 0, "right": 1, "left": 3}  # where a sensor looks: quarter turns clockwise


@dataclass(frozen=True, slots=True)
class Play:
    """An F, L or R card."""

    card: int
    letter: str


@dataclass(frozen=True, slots=True)
class RepeatTimes:
    """REPEAT n [body]; ``cards_only``: the body is F, L and R cards (:func:`cards_only`)."""

    card: int
    times: int
    body: Block
    cards_only: bool


@dataclass(frozen=True, slots=True)
class RepeatWhile:
    """REPEAT WHILE sensor [body]: ``look`` is where the sensor looks (:data:`LOOK`)."""

    card: int
    look: int
    negated: bool
    body: Block
    cards_only: bool


@dataclass(frozen=True, slots=True)
class RepeatUntil:
    """REPEAT UNTIL target [body]: ``target`` is the target's square, ``y * width + x``."""

    card: int
    target: int
    body: Block
    cards_only: bool


@dataclass(frozen=True, slots=True)
class IfElse:
    """IF sensor [then] ELSE [orelse]; ``orelse`` is empty when there is no ELSE card."""

    card: int
    look: int
    negated: bool
    then: Block
    orelse: Block


Loop = RepeatTimes | RepeatWhile | RepeatUntil
Instruction = Play | Loop | IfElse
Block = tuple[Instruction, ...]


def instructions(body: tuple[Node, ...], board: Board, cards: Iterator[int]) -> Block:
    """The instructions of a block of cards; ``cards`` are the cards' numbers in reading
    order (:attr:`~codyroby_lab.games.codyroby.program.Program.nodes`), each taken as its
    card is met.

    >>> for i in instructions(parse("REPEAT 2 [F] L").body, Board(), iter(range(3))): print(i)
    RepeatTimes(card=0, times=2, body=(Play(card=1, letter='F'),), cards_only=True)
    Play(card=2, letter='L')
    """
    def block(nodes: tuple[Node, ...]) -> Block:
        return tuple(one(n) for n in nodes)

    def one(n: Node) -> Instruction:
        card = next(cards)
        if isinstance(n, Card):
            return Play(card, n.letter)
        if isinstance(n, If):
            return IfElse(card, LOOK[n.sensor.name], n.sensor.negated, block(n.then),
                          block(n.orelse or ()))
        if n.times is not None:
            body = block(n.body)
            return RepeatTimes(card, n.times, body, cards_only(body))
        if n.sensor is not None:
            body = block(n.body)
            return RepeatWhile(card, LOOK[n.sensor.name], n.sensor.negated, body,
                               cards_only(body))
        assert n.until is not None  # (a REPEAT card counts, senses or has a target)
        x, y = board.targets[n.until]
        body = block(n.body)
        return RepeatUntil(card, y * board.width + x, body, cards_only(body))

    return block(body)


def cards_only(body: Block) -> bool:
    """Whether a loop's body is F, L and R cards only, at least one: a round of it may be
    replayed (:meth:`Run.replayed`)."""
    return bool(body) and all(isinstance(i, Play) for i in body)


# --- running them -----------------------------------------------------------------------

class _Halt(Exception):
    """The run stops: ``"crash"`` or ``"step_limit"``."""


class Played(NamedTuple):
    """A round of cards as played from a square and facing: its recorded steps, how many
    cards, where it ended."""

    steps: tuple[int, ...]
    cards: int
    square: int
    facing: int


def after_card(forward: list[list[int]], letter: str, square: int,
               facing: int) -> tuple[int, int] | None:
    """CARD_F, CARD_L, CARD_R: Roby's square and facing after a card, or None for a CRASH
    (or CRASH_PATH): F with no road ahead, where Roby stays and the program stops.
    ``forward`` is the board's ``next_table``.

    >>> forward = Board(2, 1).next_table    # A1 (square 0) and B1 (square 1)
    >>> after_card(forward, "F", 0, 1), after_card(forward, "F", 1, 1)    # facing east
    ((1, 1), None)
    >>> after_card(forward, "L", 0, 0), after_card(forward, "R", 0, 3)    # a quarter turn
    ((0, 3), (0, 0))
    """
    match letter:
        case "F":
            ahead = forward[square][facing]
            return None if ahead < 0 else (ahead, facing)
        case "L":
            return square, (facing + 3) % 4
        case _:
            return square, (facing + 1) % 4


class Run:
    """One robot running instructions: where it is (``square``, ``y * width + x``, and
    ``facing``, 0-3 for N E S W) and the steps it has used.

    A step is a card played or a loop round that played no card (STEP_LIMIT): a loop
    without cards, or whose sensor never changes, still stops at the limit.

    >>> from codyroby_lab.games.codyroby.game import CodyRoby
    >>> s = CodyRoby().new_state()
    >>> execute(s, "roby", parse("REPEAT 3 [F] REPEAT 5 [IF left [L]]"), step_limit=6)
    'step_limit'
    >>> s.robots["roby"].name_at     # 3 cards, then 3 rounds with no card
    'A2'
    """

    __slots__ = ("square", "facing", "steps", "cards", "limit", "forward", "rec", "played")
    replays = True  # the fast path (:meth:`replayed`) is on

    def __init__(self, square: int, facing: int, limit: int, forward: list[list[int]],
                 rec: Silent):
        self.square, self.facing, self.limit, self.forward, self.rec = (
            square, facing, limit, forward, rec)
        self.steps = 0  # cards played and rounds that played none
        self.cards = 0  # cards played
        self.played: dict[tuple, Played] = {}  # rounds replayed (the fast path)

    def block(self, block: Block) -> None:
        """Run a block's instructions in order: what each construct of the card language
        does. A REPEAT n plays n rounds of its cards (REPEAT_TIMES); a REPEAT WHILE reads its
        sensor before each round and a REPEAT UNTIL looks for its target before each round,
        and each stops when the answer is no (REPEAT_WHILE, REPEAT_UNTIL); an IF reads its
        sensor once and runs its cards or the ELSE's (IF_ELSE). Every such decision is told
        in the next card's step.

        >>> from codyroby_lab.games.codyroby.game import CodyRoby
        >>> def run(text):    # Roby on A5 facing north, the red target on A3
        ...     s = CodyRoby({"board": {"targets": {"red": "A3"}},
        ...                   "robots": {"roby": {"at": "A5", "facing": "N"}}}).new_state()
        ...     t = s.run(text)    # each step's number, card and events
        ...     for i in range(1, len(t)):
        ...         for e in t.events(i): print(i, t.card_of(i).label, e.text)
        >>> run("REPEAT 2 [F R]")
        1 F Roby moves forward from A5 to A4
        2 R Roby turns right to face east
        3 F Roby moves forward from A4 to B4
        4 R Roby turns right to face south
        4 R the program has ended, and Roby is not on the red target
        >>> run("REPEAT UNTIL red [F]")
        1 F Roby is not on the red target, so the REPEAT UNTIL runs its cards
        1 F Roby moves forward from A5 to A4
        2 F Roby is not on the red target, so the REPEAT UNTIL runs its cards
        2 F Roby moves forward from A4 to A3
        2 F Roby is on the red target, so the REPEAT UNTIL is done
        2 F the program has ended, with Roby on the red target
        >>> run("IF left [L] ELSE [R F]")
        1 R no road to the left, so the ELSE cards run
        1 R Roby turns right to face east
        2 F Roby moves forward from A5 to B5
        2 F the program has ended, and Roby is not on the red target
        """
        for ins in block:
            match ins:
                case Play():
                    self.play(ins)
                case RepeatTimes():
                    for _ in range(ins.times):
                        self.round(ins)
                case RepeatWhile():
                    while self.check(ins.card, self.senses(ins)):
                        self.round(ins)
                case RepeatUntil():
                    while self.check(ins.card, self.square != ins.target):
                        self.round(ins)
                case IfElse():
                    if self.check(ins.card, self.senses(ins)):
                        self.block(ins.then)
                    else:
                        self.block(ins.orelse)

    def play(self, card: Play) -> None:
        """A card is one step (STEP_LIMIT) that moves Roby (:func:`after_card`); a crash
        stops the run."""
        self.spend()
        self.rec.card(card, self.square, self.facing)
        self.cards += 1
        after = after_card(self.forward, card.letter, self.square, self.facing)
        if after is None:
            raise _Halt("crash")
        self.square, self.facing = after

    def round(self, loop: Loop) -> None:
        """One round of a REPEAT (REPEAT_TIMES, REPEAT_WHILE, REPEAT_UNTIL); a round that
        played no card costs one step, as a card does (STEP_LIMIT)."""
        before = self.cards
        if not (loop.cards_only and self.replayed(loop)):
            self.block(loop.body)
        if self.cards == before:
            self.spend()
        else:
            self.rec.round_done()

    def replayed(self, loop: Loop) -> bool:
        """The fast path for a round of F, L and R cards (at least one), True when it played
        the round. Such a round is played card by card once from each square and facing (and checks
        waiting to be told in its first step) and remembered; played again from there, it
        plays the same steps to the same place, so they are replayed from memory, unless
        the step limit falls within them. With ``Run.replays = False`` every round is played card
        by card: tests/test_codyroby_machine.py checks that the runs are the same."""
        if not self.replays:
            return False
        key = (loop.card, self.square, self.facing, self.rec.waiting())
        played = self.played.get(key)
        if played is None:
            mark = self.rec.mark()
            self.block(loop.body)
            self.played[key] = Played(self.rec.since(mark), len(loop.body), self.square,
                                      self.facing)
            return True
        if self.steps + played.cards > self.limit:
            return False
        self.rec.replay(played.steps)
        self.steps += played.cards
        self.cards += played.cards
        self.square, self.facing = played.square, played.facing
        return True

    def spend(self) -> None:
        """STEP_LIMIT: one more step, or the run stops when the limit's steps are used."""
        if self.steps >= self.limit:
            raise _Halt("step_limit")
        self.steps += 1

    def senses(self, card: RepeatWhile | IfElse) -> bool:
        """SENSOR: whether there is road where the card's sensor looks (``look`` quarter
        turns from the facing); ``not`` turns the answer round."""
        road = self.forward[self.square][(self.facing + card.look) % 4] >= 0
        return road != card.negated

    def check(self, card: int, go: bool) -> bool:
        """A REPEAT's or an IF's decision ``go``, told in the next card's step."""
        self.rec.check(card, go)
        return go


# --- recording a run --------------------------------------------------------------------

class Silent:
    """A run that records nothing (the fastest)."""

    def card(self, card: Play, square: int, facing: int) -> None:
        """Card ``card`` is played at ``square``, ``facing``."""

    def check(self, card: int, go: bool) -> None:
        """The REPEAT or IF card ``card`` decided ``go``."""

    def round_done(self) -> None:
        """A loop round that played cards is over."""

    def waiting(self) -> tuple[tuple[int, bool], ...]:
        """The checks waiting to be told in the next card's step (card, decision)."""
        return ()

    def mark(self) -> int:
        """Where the steps recorded from now on begin."""
        return 0

    def since(self, mark: int) -> tuple[int, ...]:
        """The steps recorded since ``mark``."""
        return ()

    def replay(self, steps: tuple[int, ...]) -> None:
        """Record ``steps`` again (the checks waiting are told in the first)."""


class Recorder(Silent):
    """Records the run of robot ``name`` into a trace whose last position is ``state``: each
    card's step is one change of one of the robot's slots (x, y or facing, or crashed),
    packed in one int (``Trace.pack``) into the trace's sink. A step is worked out once per
    card, the checks before it, square and facing, and then remembered: a loop that plays
    the same cards from the same place again records the same steps. ``nodes`` are the
    program's cards by number, for the words of the checks."""

    def __init__(self, trace: Trace, state: Position, name: str, nodes: dict[int, Node]):
        self.trace, self.name, self.board = trace, name, state.game.board
        self.slot = {field: state.slot(f"robots.{name}.{field}") for field in FIELDS}
        self.halt_slot, self.halt_before = state.slot("halt"), state.halt
        self.describe = _Describer(name, self.board, nodes)
        self.checks: list[tuple[int, bool]] = []  # decisions since the last card
        self.steps = trace.sink()
        self.known: dict[tuple, int] = {}

    def card(self, card: Play, square: int, facing: int) -> None:
        checks = tuple(self.checks)
        self.checks.clear()
        key = (card.card, square, facing, checks)
        step = self.known.get(key)
        if step is None:
            step = self.known[key] = self.step(card, square, facing, checks)
        self.steps.append(step)

    def check(self, card: int, go: bool) -> None:
        self.checks.append((card, go))

    def round_done(self) -> None:
        if len(self.steps) > 65536:
            self.trace.flush()

    def waiting(self) -> tuple[tuple[int, bool], ...]:
        return tuple(self.checks)

    def mark(self) -> int:
        return len(self.steps)

    def since(self, mark: int) -> tuple[int, ...]:
        return tuple(self.steps[mark:])

    def replay(self, steps: tuple[int, ...]) -> None:
        self.checks.clear()
        self.steps.extend(steps)

    def step(self, card: Play, square: int, facing: int, checks: tuple) -> int:
        """The packed step of ``card`` played at ``square``, ``facing`` after ``checks``."""
        told = self.describe.decisions(checks)
        after = after_card(self.board.next_table, card.letter, square, facing)
        if after is None:
            return self.pack(card, told + (self.describe.crash(square, facing),), "crashed", 1)
        to, now = after
        if now != facing:
            event = self.describe.turn(square, card.letter, now)
            return self.pack(card, told + (event,), "facing", ORTHOGONAL[now] - ORTHOGONAL[facing])
        event, width = self.describe.move(square, to), self.board.width
        if to % width != square % width:
            return self.pack(card, told + (event,), "x", to % width - square % width)
        return self.pack(card, told + (event,), "y", to // width - square // width)

    def pack(self, card: Play, events: tuple[Event, ...], field: str, delta: int) -> int:
        """One step: ``card`` played, its ``events``, the robot's ``field`` changed by
        ``delta``."""
        told = self.trace.intern(events, self.name)
        return Trace.pack(card.card, told, self.slot[field], delta)

    def close(self, halt: str, limit: int, square: int, cards: int) -> None:
        """The way the run ended (and the checks after its last card): events of the last
        step, or of one step with no card when no card was played; the state's ``halt``
        slot changes from the last position's."""
        checks, end = self.describe.decisions(self.checks), self.describe.halt(halt, limit, square)
        # in the order they happen, the stop last: each check is said once, counted (walk
        # 03r6, fault 6: "so it was stopped; road ahead, so the REPEAT WHILE runs its cards"
        # read backwards)
        events = checks + end
        changes = [(self.halt_slot, HALTS.index(halt) - HALTS.index(self.halt_before))]
        if cards:
            self.trace.amend_last(events, changes)
        else:
            self.trace.push(-1, events, changes, self.name)
        self.trace.halt = halt


def execute(state: Position, name: str, program: Program, rec: Trace | None = None,
            step_limit: int | None = None) -> str:
    """Run ``program`` for robot ``name``; moves ``state`` to the end and returns how the run
    halted. With ``rec`` (a Trace whose last position is ``state``) every step is recorded
    in it; without, the same run records nothing."""
    board, robot = state.game.board, state.robots[name]
    limit = state.game.step_limit if step_limit is None else step_limit
    nodes = program.nodes
    numbers = ([rec.card(card_label(n), owner=name, slot=i) for i, n in enumerate(nodes)]
               if rec is not None else list(range(len(nodes))))
    code = instructions(program.body, board, iter(numbers))
    recorder = (Silent() if rec is None
                else Recorder(rec, state, name, dict(zip(numbers, nodes, strict=True))))
    state.halt = None
    run = Run(robot.at[1] * board.width + robot.at[0], ORTHOGONAL.index(robot.facing), limit,
              board.next_table, recorder)
    try:
        run.block(code)
        halt = "end"
    except _Halt as h:
        halt = str(h)
    if isinstance(recorder, Recorder):
        recorder.close(halt, limit, run.square, run.cards)
    robot.at = (run.square % board.width, run.square // board.width)
    robot.facing = ORTHOGONAL[run.facing]
    robot.crashed = halt == "crash"
    state.halt = halt
    return halt


class _Describer:
    """Events in plain words, each with the rule behind it."""

    def __init__(self, name: str, board: Board, nodes: dict[int, Node]):
        self.name, self.board, self.nodes = name, board, nodes
        self.title = display_name(name)
        kinds_of = {n: _kind(node) for n, node in nodes.items()}
        count, seen = Counter(kinds_of.values()), Counter[str]()
        self.which: dict[int, str] = {}  # "second " when a card is one of several of a kind
        for n, kind in kinds_of.items():
            seen[kind] += 1
            self.which[n] = f"{ordinal(seen[kind])} " if count[kind] > 1 else ""

    def _sq(self, i: int) -> str:
        return square_name((i % self.board.width, i // self.board.width))

    def move(self, sq: int, to: int) -> Event:
        return Event.of(kinds.MOVED, rules.CARD_F,
                        f"{self.title} moves forward from {self._sq(sq)} to {self._sq(to)}",
                        robot=self.name, card="F", to=self._sq(to), **{"from": self._sq(sq)})

    def turn(self, sq: int, letter: str, after: int) -> Event:
        face = ORTHOGONAL[after]
        side = "left" if letter == "L" else "right"
        return Event.of(kinds.TURNED, rules.CARD_L if letter == "L" else rules.CARD_R,
                        f"{self.title} turns {side} to face {face.word}",
                        robot=self.name, card=letter, facing=face.name,
                        at=self._sq(sq))

    def crash(self, sq: int, k: int) -> Event:
        x, y = sq % self.board.width, sq // self.board.width
        ax, ay = ORTHOGONAL[k].step((x, y))
        if not self.board.on_board((ax, ay)):
            why, what = "off the board", "the edge of the board is ahead"
        else:
            why = "a block" if (ax, ay) in self.board.blocks else "off the path"
            what = f"{square_name((ax, ay))} is {why}"
        here = self._sq(sq)
        return Event.of(kinds.CRASHED, rules.crash_rule(self.board, (ax, ay)),
                        f"{self.title} crashed: {what}, so {self.title} stays on {here} "
                        f"and the program stops", robot=self.name, at=here, reason=why)

    def decisions(self, checks: Sequence[tuple[int, bool]]) -> tuple[Event, ...]:
        """One event per check since the last card, each said once, in the order first
        made, and counted when made again: between two cards Roby does not move, so a
        card's check answers the same each time, and a loop without cards checks 100,000
        times before the step limit (walk 03q4, fault 3: twenty copies of one line came
        before the words that said what to do)."""
        made = Counter(checks)  # (a dict: in the order each check was first made)
        return tuple(self.decision(card, go, times) for (card, go), times in made.items())

    def decision(self, card: int, outcome: bool, times: int = 1) -> Event:
        """A check's event: which card decided what, the card named by its place when the
        program has more than one of its kind (walk 03q4, fault 4: "the REPEAT WHILE is
        done" twice in one step, for two REPEAT WHILEs)."""
        node, which = self.nodes[card], self.which[card]
        again = f" (checked {times:,} times, with no card played in between)" if times > 1 else ""
        if isinstance(node, If):
            s = node.sensor
            seen = outcome != s.negated
            what = f"{'road' if seen else 'no road'} {_where(s.name)}"
            elses = f"the ELSE cards of the {which}IF" if which else "the ELSE cards"
            branch = (f"the {which}IF's cards run" if outcome else f"{elses} run"
                      if node.orelse is not None else f"the {which}IF's cards are skipped")
            return Event.of(kinds.CHECKED, rules.IF_ELSE, f"{what}, so {branch}{again}",
                            robot=self.name, card="IF", sensor=s.text, result=outcome,
                            times=times)
        assert isinstance(node, Repeat)  # (only IF and REPEAT cards decide)
        then = "runs its cards" if outcome else "is done"
        if node.sensor is not None:
            s = node.sensor
            seen = outcome != s.negated
            what = f"{'road' if seen else 'no road'} {_where(s.name)}"
            return Event.of(kinds.CHECKED, rules.REPEAT_WHILE,
                            f"{what}, so the {which}REPEAT WHILE {then}{again}",
                            robot=self.name, card="REPEAT", sensor=s.text, result=outcome,
                            times=times)
        on = "not on" if outcome else "on"
        return Event.of(kinds.CHECKED, rules.REPEAT_UNTIL,
                        f"{self.title} is {on} the {node.until} target, so the {which}REPEAT "
                        f"UNTIL {then}{again}", robot=self.name, card="REPEAT",
                        target=node.until, result=outcome, times=times)

    def halt(self, halt: str, limit: int, sq: int) -> tuple[Event, ...]:
        if halt == "crash":  # the Crashed event already says the program stops
            return ()
        if halt == "step_limit":
            why = (EMPTY_LOOP if empty_loop(self.nodes.values()) else
                   "maybe a REPEAT never ends, or its number is far too big")
            return (Event.of(kinds.STEP_LIMIT, rules.STEP_LIMIT,
                            f"the program has run {limit:,} steps, the most allowed on this run, "
                            f"so it was stopped ({why})", robot=self.name, limit=limit),)
        return (Event.of(kinds.FINISHED, rules.END, f"the program has ended{self._on_target(sq)}",
                         robot=self.name, at=self._sq(sq)),)

    def _on_target(self, sq: int) -> str:
        """Whether the robot ends on one of the board's targets, said after "the program has
        ended" ("" on a board without one): the end alone did not tell a child who reached
        the red target from one who did not (walk 03n, fault 4)."""
        targets = self.board.targets
        on = [name for name, (x, y) in targets.items() if y * self.board.width + x == sq]
        if on:
            return f", with {self.title} on the {on[0]} target"
        which = f"the {next(iter(targets))} target" if len(targets) == 1 else "a target"
        return f", and {self.title} is not on {which}" if targets else ""


def _kind(node: Node) -> str:
    """The words that name a card's kind in a check: ``IF``, ``REPEAT WHILE``..."""
    if isinstance(node, If):
        return "IF"
    if isinstance(node, Repeat):
        return "REPEAT UNTIL" if node.until else "REPEAT WHILE" if node.sensor else "REPEAT"
    return node.letter


def _where(sensor: str) -> str:
    return {"ahead": "ahead", "left": "to the left", "right": "to the right"}[sensor]

