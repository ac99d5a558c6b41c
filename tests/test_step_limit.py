"""The step limit counts a loop round that runs no card as one step, exactly like a card: a
run stops when its next card or card-less round would go over the limit, and a program that
uses exactly ``limit`` steps ends normally (docs/rulings.md, Basic play)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.program import Card, If, Program, Repeat, Sensor
from codyroby_lab.games.codyroby.game import CodyRoby

TURN = {"ahead": 0, "right": 1, "left": 3}  # quarter turns clockwise from the facing


class _Stop(Exception):
    pass


def reference(program: Program, limit: int, road: tuple[bool, ...]) -> tuple[str, int, int]:
    """A plain interpreter for L/R programs on one square: (halt, cards run, facing 0..3).

    ``road[k]`` says whether there is road next to the square in direction k (N E S W)."""
    used = cards = facing = 0

    def sense(s: Sensor) -> bool:
        return road[(facing + TURN[s.name]) % 4] != s.negated

    def spend() -> None:
        nonlocal used
        if used >= limit:
            raise _Stop
        used += 1

    def loop_round(body) -> None:
        before = cards
        run(body)
        if cards == before:
            spend()

    def run(block) -> None:
        nonlocal cards, facing
        for n in block:
            if isinstance(n, Card):
                spend()
                cards += 1
                facing = (facing + (1 if n.letter == "R" else 3)) % 4
            elif isinstance(n, If):
                run(n.then if sense(n.sensor) else n.orelse or ())
            elif n.times is not None:
                for _ in range(n.times):
                    loop_round(n.body)
            else:
                while sense(n.sensor):
                    loop_round(n.body)

    try:
        run(program.body)
    except _Stop:
        return "step_limit", cards, facing
    return "end", cards, facing


sensors = st.builds(Sensor, st.sampled_from(sorted(TURN)), st.booleans())
turns = st.sampled_from("LR").map(Card)


def _blocks(children):
    body = st.lists(children, max_size=3).map(tuple)
    return st.one_of(st.builds(lambda b, n: Repeat(b, times=n), body, st.integers(1, 4)),
                     st.builds(lambda b, s: Repeat(b, sensor=s), body, sensors),
                     st.builds(If, sensors, body, st.none() | body))


programs = st.lists(st.recursive(turns, _blocks, max_leaves=8), max_size=4).map(
    lambda body: Program(tuple(body)))
NEIGHBOURS = ("B1", "C2", "B3", "A2")  # of B2, facing N E S W


def run(program, limit: int, blocks=()):
    game = CodyRoby({"board": {"width": 3, "height": 3, "blocks": list(blocks)},
                     "robots": {"roby": {"at": "B2", "facing": "N"}}, "step_limit": limit})
    state = game.new_state()
    trace = state.run(program)
    return state, trace


@pytest.mark.rule("codyroby.step-limit")
@settings(max_examples=300, deadline=None)
@given(programs, st.integers(1, 12), st.lists(st.booleans(), min_size=4, max_size=4))
def test_the_interpreter_counts_steps_like_the_reference(program, limit, open_sides):
    blocks = [sq for sq, is_open in zip(NEIGHBOURS, open_sides, strict=True) if not is_open]
    state, trace = run(program, limit, blocks)
    halt, cards, facing = reference(program, limit, tuple(open_sides))
    assert state.halt == halt
    assert sum(trace.card_of(i) is not None for i in range(len(trace))) == cards
    assert state.robots["roby"].facing.name == "NESW"[facing]


@pytest.mark.rule("codyroby.step-limit")
@pytest.mark.parametrize("text, halt", [
    ("REPEAT 2 []", "end"), ("REPEAT 2 [L]", "end"), ("L L", "end"), ("L REPEAT 1 []", "end"),
    ("REPEAT 3 []", "step_limit"), ("REPEAT 3 [L]", "step_limit"), ("L L L", "step_limit"),
    ("L REPEAT 2 []", "step_limit"),
])
def test_a_card_less_round_costs_one_step_like_a_card(text, halt):
    state, _ = run(Program.parse(text), 2)
    assert state.halt == halt
