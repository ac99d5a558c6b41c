"""Time-travel traces: compact storage, seeking, the desk-check table (DESIGN.md, Programs
and traces)."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab import codyroby
from codyroby_lab.core.events import Event, Rule
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby import rules
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import Card, If
from codyroby_lab.games.codyroby.robot import Robot
from tests.support.strategies import boards, programs


class _Stop(Exception):
    pass


def reference_poses(board, at, facing, program, max_rounds=2000):
    """An independent, slow reading of the rules: the pose after each card, in order."""
    pos, f, rounds = at, facing, 0

    def loop_guard():
        nonlocal rounds
        rounds += 1
        if rounds > max_rounds:
            raise _Stop

    def block(nodes):
        nonlocal pos, f
        for n in nodes:
            if isinstance(n, Card):
                if n.letter == "F":
                    ahead = rules.forward(board, pos, f)
                    if ahead is None:
                        yield pos, f, True
                        raise _Stop
                    pos = ahead
                else:
                    f = rules.turn(f, n.letter)
                yield pos, f, False
            elif isinstance(n, If):
                if rules.sense(board, pos, f, n.sensor.name) != n.sensor.negated:
                    yield from block(n.then)
                elif n.orelse:
                    yield from block(n.orelse)
            elif n.times is not None:
                for _ in range(n.times):
                    loop_guard()
                    yield from block(n.body)
            elif n.sensor is not None:
                while rules.sense(board, pos, f, n.sensor.name) != n.sensor.negated:
                    loop_guard()
                    yield from block(n.body)
            else:
                while not rules.reached(board, pos, n.until):
                    loop_guard()
                    yield from block(n.body)

    out = []
    try:
        for pose in block(program.body):
            out.append(pose)
            if len(out) >= 600:
                break
    except _Stop:
        pass
    return out


def start(board, at, facing=Direction.N, step_limit=100_000):
    return CodyRoby(board=board, robots={"roby": Robot("roby", at, facing)},
                    step_limit=step_limit).new_state()


@settings(max_examples=150, deadline=None)
@given(boards(), programs, st.sampled_from(list(codyroby.rules.Direction)[::2]))
def test_seek_to_step_k_equals_replaying_k_steps(board_at, program, facing):
    board, at = board_at
    poses = reference_poses(board, at, facing, program)
    s = start(board, at, facing, step_limit=600)
    trace = s.run(program)
    n = min(len(poses), trace.steps)
    for k in range(1, n + 1):
        r = trace[k].robots["roby"]
        if trace.card_of(k) is None:
            break
        assert (r.at, r.facing, r.crashed) == poses[k - 1]
    if poses and poses[-1][2]:
        assert trace.halt == "crash" and trace[-1].robots["roby"].crashed


@settings(max_examples=60, deadline=None)
@given(boards(min_side=3), st.integers(1, 40), st.data())
def test_back_then_forward_returns_the_same_state(board_at, rounds, data):
    board, at = board_at
    trace = start(board, at).run(f"REPEAT {rounds} [IF ahead [F] ELSE [R] IF left [L]] R")
    states = [trace[i].to_dict() for i in range(len(trace))]
    for _ in range(20):
        i = data.draw(st.integers(0, len(trace) - 1))
        j = data.draw(st.integers(0, len(trace) - 1))
        assert trace[j].to_dict() == states[j]
        assert trace[i].to_dict() == states[i]
    assert [s.to_dict() for s in reversed(list(trace))] == states[::-1]


def test_long_trace_crosses_checkpoints_and_flushes():
    s = start(codyroby.Board(5, 5), (2, 2))
    t = s.run("REPEAT 70001 [R]")  # more steps than one pending chunk (65,536)
    assert t.steps == 70001 and t.halt == "end"
    assert t[70001].robots["roby"].facing == Direction.E  # 70001 = 1 mod 4
    assert t[256 * 3 + 1].robots["roby"].facing == Direction.E
    assert t[-1].halt == "end" and t[-2].halt is None
    assert [e.kind for e in t.events(-1)] == ["Turned", "Finished"]
    assert t.nbytes / t.steps < 16


def test_indexing_len_iteration_and_errors():
    t = codyroby.run("F R F", at="A5")
    assert len(t) == 4 and t.steps == 3
    assert [s.robots["roby"].name_at for s in t] == ["A5", "A4", "A4", "B4"]
    assert t[-1].robots["roby"].name_at == "B4"
    assert [s.robots["roby"].name_at for s in t[1:3]] == ["A4", "A4"]
    with pytest.raises(IndexError):
        t[4]
    step = t.step(2)
    assert step.index == 2 and t.cards[step.card].label == "R" and t.cards[step.card].slot == 1
    assert step.events[0].kind == "Turned" and t.step(0).events == ()


def test_desk_check_table():
    """The facing column says "north" as the lessons and the events do (walk 01f, fault 6:
    "N" was one more thing to decode)."""
    t = codyroby.run("REPEAT 2 [F] IF right [R]", at="A5")
    table = t.table()
    assert [r["card"] for r in table.rows] == ["", "F", "F", "R"]
    assert table.rows[2] == {"step": "2", "card": "F", "square": "A3", "facing": "north",
                             "event": "Roby moves forward from A4 to A3"}
    assert "road to the right, so the IF's cards run" in table.rows[3]["event"]
    assert str(table).splitlines()[0].split() == ["step", "card", "square", "facing", "event"]
    html = table._repr_html_()
    # left-aligned as the words read (walkthrough 01 fault 20: a notebook right-aligned
    # the events)
    assert '<td style="text-align: left; white-space: nowrap">A3</td>' in html   # 06n, 12
    assert html.count("text-align: left") == html.count("<td") + html.count("<th")


def test_a_long_trace_shows_its_first_thousand_rows_unless_asked():
    t = codyroby.run("REPEAT 1500 [R]", at="C3")
    assert len(t.table()) == 1000 and len(t.table(0, len(t))) == 1501
    assert t.table(1400).rows[0]["step"] == "1400" and len(t.table(1400)) == 101


def test_html_table_escapes_user_text():
    s = CodyRoby({"board": {"width": 3, "height": 3},
                  "robots": {"<b>x</b>": {"at": "A3"}}}).new_state()
    html = s.run("F").table()._repr_html_()
    assert "<b>" not in html and "&lt;b&gt;" in html


class Counter:
    """A toy traceable state: two counters, for the generic push_state path."""

    def __init__(self, a=0, b=0):
        self.a, self.b = a, b

    def clone(self):
        return Counter(self.a, self.b)

    def to_vector(self):
        return np.array([self.a, self.b])

    def with_vector(self, v):
        return Counter(int(v[0]), int(v[1]))

    def describe(self):
        return {"a": str(self.a), "b": str(self.b)}


TICK = Rule("test.tick", "DECISIONS", "test", "a tick")


@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(-1000, 1000)), max_size=60),
       st.integers(1, 7))
def test_generic_push_state_with_any_checkpoint_spacing(moves, every):
    c = Counter()
    t = Trace(c, every=every)
    seen = [(0, 0)]
    for da, db in moves:
        c.a += da
        c.b += db
        t.push_state(c, events=(Event.of("Tick", TICK, "tick"),) if da else ())
        seen.append((c.a, c.b))
    assert [(s.a, s.b) for s in t] == seen
    assert all(t.events(i) == ((Event.of("Tick", TICK, "tick"),) if moves[i - 1][0] else ())
               for i in range(1, len(t)))
    assert len(t.event_table) <= 2  # event tuples are interned
