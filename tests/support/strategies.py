"""Hypothesis strategies shared by the tests: Cody programs and small boards."""

from hypothesis import strategies as st

from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.program import Card, If, Program, Repeat, Sensor

cards = st.sampled_from("FLR").map(Card)
sensors = st.builds(Sensor, st.sampled_from(["ahead", "left", "right"]), st.booleans())


def _blocks(children):
    body = st.lists(children, max_size=4).map(tuple)
    return st.one_of(
        st.builds(lambda b, n: Repeat(b, times=n), body, st.integers(1, 5)),
        st.builds(lambda b, s: Repeat(b, sensor=s), body, sensors),
        st.builds(lambda b, t: Repeat(b, until=t), body, st.sampled_from(["red", "yellow"])),
        st.builds(If, sensors, body, st.none() | body),
    )


nodes = st.recursive(cards, _blocks, max_leaves=12)
programs = st.lists(nodes, max_size=6).map(lambda body: Program(tuple(body)))
flat_programs = st.lists(cards, max_size=30).map(lambda body: Program(tuple(body)))


@st.composite
def boards(draw, min_side=2, max_side=7):
    """A board with a few blocks and both targets, plus a free start square."""
    w = draw(st.integers(min_side, max_side))
    h = draw(st.integers(min_side, max_side))
    squares = [(x, y) for y in range(h) for x in range(w)]
    free = draw(st.permutations(squares))
    n_blocks = draw(st.integers(0, len(squares) // 3))
    blocks = free[:n_blocks]
    rest = free[n_blocks:]
    targets = {"red": rest[0], "yellow": rest[-1]}
    return Board(w, h, blocks=blocks, targets=targets), rest[len(rest) // 2]
