"""The CodyRoby interpreter: runs a card program for one robot and records its trace.

It compiles the program's blocks to tuples and walks them with the rules of
:mod:`rules` (through the board's ``next_table``, a cache of ``rules.forward``). Each executed
F/L/R card is one trace step; the sensor checks that led to a card are events of its step,
and the way the run ended (and the checks after the last card) are events of the last step.
A run that executes no card at all records one step with no card (``card_of`` is None).

The trace's card table gets the program's cards first, in reading order (a card's index is
its id in ``Program.nodes``, its ``slot`` too), each step's actor is the robot.

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

from typing import Any, Protocol

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import ORTHOGONAL, square_name
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.layout import FIELDS, HALTS
from codyroby_lab.games.codyroby.program import Card, If, Program, Repeat, card_label, parse
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
    :class:`~codyroby_lab.games.codyroby.position.CodyRobyPosition`)."""

    robots: dict[str, Robot]
    halt: str | None

    @property
    def game(self) -> Table: ...

SHOWN_CHECKS = 20  # sensor checks told one by one before a card; the rest are counted

_LETTERS = ("F", "L", "R")
_SENSORS = ("ahead", "left", "right")
_SENSOR_TURN = (0, 3, 1)  # ahead, left, right as quarter turns clockwise
_MOVE = ((1, -1), (0, 1), (1, 1), (0, -1))  # facing N E S W: (x or y slot, delta)


class _Halt(Exception):
    pass


def _compile(program: Program, board: Any, card_ids: list[int]) -> tuple:
    ids = {id(n): card_ids[i] for i, n in enumerate(program.nodes)}
    cells = board.width * board.height * 4

    def block(nodes: tuple) -> tuple:
        out: list[tuple[Any, ...]] = []
        for n in nodes:
            nid = ids[id(n)]
            if isinstance(n, Card):  # the list memoises the packed step per (square, facing)
                out.append((0, nid, _LETTERS.index(n.letter), [None] * cells))
            elif isinstance(n, Repeat) and n.times is not None:
                out.append((1, nid, n.times, block(n.body)))
            elif isinstance(n, Repeat) and n.sensor is not None:
                out.append((2, nid, _SENSORS.index(n.sensor.name), n.sensor.negated,
                            block(n.body)))
            elif isinstance(n, Repeat):
                tx, ty = board.targets[n.until]
                out.append((3, nid, ty * board.width + tx, block(n.body)))
            else:
                assert isinstance(n, If)
                out.append((4, nid, _SENSORS.index(n.sensor.name), n.sensor.negated,
                            block(n.then), None if n.orelse is None else block(n.orelse)))
        return tuple(out)

    return block(program.body)


def execute(state: Position, name: str, program: Program, rec: Trace | None = None,
            step_limit: int | None = None) -> str:
    """Run ``program`` for robot ``name``; moves ``state`` to the end and returns how the run
    halted. With ``rec`` (a Trace whose last position is ``state``) every step is recorded
    in it; without, the same run records nothing."""
    board = state.game.board
    limit = state.game.step_limit if step_limit is None else step_limit
    nodes = program.nodes
    card_ids = ([rec.card(card_label(n), owner=name, slot=i) for i, n in enumerate(nodes)]
                if rec is not None else list(range(len(nodes))))
    code = _compile(program, board, card_ids)
    nxt = board.next_table
    width = board.width
    names = list(state.robots)
    robot = state.robots[name]
    base = names.index(name) * len(FIELDS)
    halt_slot = len(names) * len(FIELDS)
    halt_before = HALTS.index(state.halt)  # the trace's last position holds it
    state.halt = None
    describe = _Describer(name, board, nodes, card_ids)
    pack = Trace.pack
    sq = robot.at[1] * width + robot.at[0]
    k = ORTHOGONAL.index(robot.facing)
    steps = 0
    idle = 0
    pending: list[int] = []  # sensor decisions (node * 2 + outcome) since the last card
    slow: dict[Any, int] = {}
    if rec is not None:
        buf = rec.sink()
        add = buf.append

        def intern(events: tuple) -> int:
            return rec.intern(events, name)

    def step_code(it: tuple, sq: int, k: int) -> int:
        """The packed step for card ``it`` run at ``(sq, k)`` after the pending decisions."""
        letter = it[2]
        key = (tuple(pending), it[1], sq, k)
        pending.clear()
        found = slow.get(key)
        if found is not None:
            return found
        events = describe.decisions(key[0])
        if letter == 0:
            n = nxt[sq][k]
            if n < 0:
                ev = intern(events + (describe.crash(sq, k),))
                found = pack(it[1], ev, base + 3, 1)
            else:
                ev = intern(events + (describe.move(sq, n),))
                slot, delta = _MOVE[k]
                found = pack(it[1], ev, base + slot, delta)
        else:
            nk = (k + 3) % 4 if letter == 1 else (k + 1) % 4
            ev = intern(events + (describe.turn(sq, letter, nk),))
            found = pack(it[1], ev, base + 2, 2 * (nk - k))
        slow[key] = found
        return found

    def end_round(before: int) -> None:
        """After a loop round: a round that ran no card costs one step like a card (STEP_LIMIT):
        it stops the run only when the limit's steps are already used up."""
        nonlocal idle
        if steps == before:
            if steps + idle >= limit:
                raise _Halt("step_limit")
            idle += 1
        elif rec is not None and len(buf) > 65536:
            rec.flush()

    def run_block(items: tuple) -> None:
        nonlocal sq, k, steps, idle
        for it in items:
            op = it[0]
            if op == 0:
                if steps + idle >= limit:
                    raise _Halt("step_limit")
                if rec is not None:
                    if pending:
                        add(step_code(it, sq, k))
                    else:
                        memo = it[3]
                        v = memo[sq * 4 + k]
                        if v is None:
                            v = memo[sq * 4 + k] = step_code(it, sq, k)
                        add(v)
                steps += 1
                letter = it[2]
                if letter == 0:
                    n = nxt[sq][k]
                    if n < 0:
                        raise _Halt("crash")
                    sq = n
                elif letter == 1:
                    k = (k + 3) % 4
                else:
                    k = (k + 1) % 4
            elif op == 1:
                body = it[3]
                for _ in range(it[2]):
                    before = steps
                    run_block(body)
                    end_round(before)
            elif op == 4:
                seen = nxt[sq][(k + _SENSOR_TURN[it[2]]) % 4] >= 0
                if rec is not None:
                    pending.append(it[1] * 2 + (seen != it[3]))
                if seen != it[3]:
                    run_block(it[4])
                elif it[5] is not None:
                    run_block(it[5])
            else:
                body = it[-1]
                while True:
                    if op == 2:
                        go = (nxt[sq][(k + _SENSOR_TURN[it[2]]) % 4] >= 0) != it[3]
                    else:
                        go = sq != it[2]
                    if rec is not None:
                        pending.append(it[1] * 2 + go)
                    if not go:
                        break
                    before = steps
                    run_block(body)
                    end_round(before)

    try:
        run_block(code)
        halt = "end"
    except _Halt as h:
        halt = str(h)
    if rec is not None:
        closing = describe.decisions(pending) + describe.halt(halt, limit, sq)
        changes = [(halt_slot, HALTS.index(halt) - halt_before)]
        if steps:
            rec.amend_last(closing, changes)
        else:
            rec.push(-1, closing, changes, name)
        rec.halt = halt
    robot.at = (sq % width, sq // width)
    robot.facing = ORTHOGONAL[k]
    robot.crashed = halt == "crash"
    state.halt = halt
    return halt


class _Describer:
    """Events in plain words, each with the rule behind it."""

    def __init__(self, name: str, board: Any, nodes: tuple, card_ids: list[int]):
        self.name, self.board = name, board
        self.nodes = {c: n for c, n in zip(card_ids, nodes, strict=True)}
        self.title = display_name(name)

    def _sq(self, i: int) -> str:
        return square_name((i % self.board.width, i // self.board.width))

    def move(self, sq: int, to: int) -> Event:
        return Event.of(kinds.MOVED, rules.CARD_F,
                        f"{self.title} moves forward from {self._sq(sq)} to {self._sq(to)}",
                        robot=self.name, card="F", to=self._sq(to), **{"from": self._sq(sq)})

    def turn(self, sq: int, letter: int, after: int) -> Event:
        face = ORTHOGONAL[after]
        side = "left" if letter == 1 else "right"
        return Event.of(kinds.TURNED, rules.CARD_L if letter == 1 else rules.CARD_R,
                        f"{self.title} turns {side} to face {face.word}",
                        robot=self.name, card=_LETTERS[letter], facing=face.name,
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

    def decisions(self, pending: Any) -> tuple[Event, ...]:
        """One event per sensor check since the last card, the first ``SHOWN_CHECKS`` of
        them and then one event counting the rest: a loop without cards can check
        100,000 times before its next card, and nobody reads that many lines."""
        shown = tuple(self.decision(c // 2, bool(c % 2)) for c in pending[:SHOWN_CHECKS])
        more = len(pending) - SHOWN_CHECKS
        if more <= 0:
            return shown
        last = shown[-1]
        return shown + (Event.of(kinds.CHECKED, last.rule,
                                 f"... and {more:,} more checks like these, with no card "
                                 f"played in between", robot=self.name, more=more),)

    def decision(self, nid: int, outcome: bool) -> Event:
        node = self.nodes[nid]
        if isinstance(node, If):
            s = node.sensor
            seen = outcome != s.negated
            what = f"{'road' if seen else 'no road'} {_where(s.name)}"
            branch = ("the IF's cards run" if outcome else "the ELSE cards run"
                      if node.orelse is not None else "the IF's cards are skipped")
            return Event.of(kinds.CHECKED, rules.IF_ELSE, f"{what}, so {branch}", robot=self.name,
                            card="IF", sensor=s.text, result=outcome)
        if node.sensor is not None:
            s = node.sensor
            seen = outcome != s.negated
            what = f"{'road' if seen else 'no road'} {_where(s.name)}"
            then = "runs its cards" if outcome else "is done"
            return Event.of(kinds.CHECKED, rules.REPEAT_WHILE,
                            f"{what}, so the REPEAT WHILE {then}", robot=self.name,
                            card="REPEAT", sensor=s.text, result=outcome)
        on = "not on" if outcome else "on"
        then = "runs its cards" if outcome else "is done"
        return Event.of(kinds.CHECKED, rules.REPEAT_UNTIL,
                        f"{self.title} is {on} the {node.until} target, so the REPEAT UNTIL {then}",
                        robot=self.name, card="REPEAT", target=node.until, result=outcome)

    def halt(self, halt: str, limit: int, sq: int) -> tuple[Event, ...]:
        if halt == "crash":  # the Crashed event already says the program stops
            return ()
        if halt == "step_limit":
            return (Event.of(kinds.STEP_LIMIT, rules.STEP_LIMIT,
                            f"the program has run {limit:,} steps, the most allowed on this run, "
                            "so it was stopped (maybe a loop never ends)", robot=self.name,
                            limit=limit),)
        return (Event.of(kinds.FINISHED, rules.END, "the program has ended", robot=self.name,
                         at=self._sq(sq)),)


def _where(sensor: str) -> str:
    return {"ahead": "ahead", "left": "to the left", "right": "to the right"}[sensor]

