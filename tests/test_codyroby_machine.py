"""The interpreter's fast path (``machine.Run.replayed``: a REPEAT's round of F, L and R
cards played again from where it was played before is replayed from memory) runs every
program exactly as the plain walk card by card does: the same halt, the same final square
and facing, the same trace steps and event texts; and each step of its trace is the card's
move of the robot that ran it (:func:`~codyroby_lab.games.codyroby.robot.step_robot`)."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from codyroby_lab.core.geometry import ORTHOGONAL
from codyroby_lab.games.codyroby import machine
from codyroby_lab.games.codyroby.board import Board
from codyroby_lab.games.codyroby.game import CodyRoby
from codyroby_lab.games.codyroby.program import Program, Repeat, parse
from codyroby_lab.games.codyroby.robot import Robot, step_robot
from tests.support.strategies import boards, cards, nodes, sensors
from tests.support.strategies import programs as any_programs

# REPEATs of a few F, L and R cards, the rounds the fast path replays, among other cards
plain = st.lists(cards, max_size=4).map(tuple)
loops = st.one_of(
    st.builds(lambda body, n: Repeat(body, times=n), plain, st.integers(2, 9)),
    st.builds(lambda body, s: Repeat(body, sensor=s), plain, sensors),
    st.builds(lambda body, t: Repeat(body, until=t), plain, st.sampled_from(["red", "yellow"])))
programs = st.lists(st.one_of(nodes, loops, loops.map(lambda r: Repeat((r,), times=3))),
                    max_size=5).map(lambda body: Program(tuple(body)))


def run(program, board, at, facing, limit, replays):
    """The run's halt, the robot at the end, and each step's card, event texts and state."""
    game = CodyRoby(board=board, robots={"roby": Robot("roby", at, facing)}, step_limit=limit)
    state = game.new_state()
    machine.Run.replays = replays
    try:
        trace = state.run(program)
    finally:
        machine.Run.replays = True
    steps = [(trace.card_of(i), [e.text for e in trace.events(i)], trace[i].to_vector().tolist())
             for i in range(len(trace))]
    robot = state.robots["roby"]
    return state.halt, (robot.at, robot.facing, robot.crashed), trace.steps, steps


@settings(max_examples=300, deadline=None)
@given(programs, boards(), st.sampled_from(ORTHOGONAL), st.integers(1, 80))
@example(parse("IF ahead [] REPEAT 3 [] F"), (Board(3, 3), (1, 1)), ORTHOGONAL[0], 50)
def test_the_fast_path_runs_as_the_plain_walk(program, board_and_start, facing, limit):
    board, at = board_and_start
    assert (run(program, board, at, facing, limit, replays=True)
            == run(program, board, at, facing, limit, replays=False))


def test_a_replayed_round_stops_at_the_step_limit():
    """Two rounds of four R cards, then a third stopped after two cards: 10 steps."""
    state = CodyRoby({"robots": {"roby": {"at": "C3", "facing": "N"}},
                      "step_limit": 10}).new_state()
    trace = state.run(parse("REPEAT 10 [R R R R]"))
    assert (state.halt, trace.steps, state.robots["roby"].facing.name) == ("step_limit", 10, "S")


@settings(max_examples=150, deadline=None)
@given(any_programs, st.sampled_from(["roby", "ruby"]))
def test_each_step_of_the_trace_moves_the_robot_that_ran_it_as_its_card_does(program, name):
    """With two robots on the board, each trace step changes the running robot's slots as
    its card moves it, the other robot's never, and the trace ends at the state, its halt
    included."""
    state = CodyRoby({"board": {"targets": {"red": "A3", "yellow": "E1"}}, "step_limit": 60,
                      "robots": {"roby": {"at": "A5", "facing": "N"},
                                 "ruby": {"at": "C3", "facing": "E"}}}).new_state()
    trace = state.run({"robot": name, "program": program.text})
    board, other = state.game.board, ({"roby", "ruby"} - {name}).pop()
    for i in range(1, len(trace)):
        before, after, card = trace[i - 1].robots, trace[i].robots, trace.card_of(i)
        robot = before[name].copy()
        if card is not None:
            step_robot(board, robot, card.label)
        assert (after[name], after[other]) == (robot, before[other])
    assert trace[-1].to_vector().tolist() == state.to_vector().tolist()
    assert trace[-1].halt == state.halt
