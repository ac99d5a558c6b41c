"""A challenge's hint always leads to a program within the budget.

A hint says "Next card from <square> facing <direction>: <card>" (or that Roby is on the
target and should stop there). It is consistent when some program within the budget passes
through that pose and plays that card next. The check here builds such a program
independently of the hint code: the shortest program from the start to exactly that pose,
then the shortest from the pose to the target, and runs it with the real interpreter.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from codyroby_lab import lessons
from codyroby_lab.core.geometry import parse_direction, parse_square, square_name
from codyroby_lab.games.codyroby import solver
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.program import Card, Program, Repeat, parse
from codyroby_lab.games.codyroby.solver import ALL_BLUE
from tests.support.strategies import boards, cards, flat_programs

# Cards and REPEAT n, the cards of the challenges (a REPEAT WHILE that never ends only
# takes longer to reach the same kind of verdict).
counted = st.lists(st.recursive(cards, lambda inner: st.builds(
    lambda body, n: Repeat(tuple(body), times=n), st.lists(inner, min_size=1, max_size=4),
    st.integers(2, 5)), max_leaves=10), max_size=6).map(lambda body: Program(tuple(body)))

NEXT = re.compile(r"^Next card from ([A-Z]+\d+) facing (\w+): (.+)$")
STOP = re.compile(r"^Roby is on the target at ([A-Z]+\d+) facing (\w+): the program should "
                  r"stop there\.$")
WRONG = re.compile(r"^(The program goes wrong at step \d+(: the \w+ card(, the \w+ time "
                   r"it runs)?, with Roby on [A-Z]+\d+ facing \w+)?\. |(The program goes wrong "
                   r"at step \d+, and its cards before that|Its cards) leave too few for the "
                   r"budget of \d+: keep its first (\d+ cards|card)\. )")
FACING = {"north": "N", "east": "E", "south": "S", "west": "W"}


def assert_hint_within_budget(c: Challenge, hint: str | None, program: str | Program = "") -> None:
    """The hint's pose lies on a way within the budget, and the card it names starts a
    shortest program from there: one with only REPEAT and the blue cards ``program`` uses
    when one is as short (walk 05i, fault 4)."""
    if hint is None:
        return
    hint = WRONG.sub("", hint)   # where a program with blue cards went wrong, then the pose
    m = NEXT.match(hint) or STOP.match(hint)
    assert m, f"a hint names a pose: {hint!r}"
    square, facing = parse_square(m[1]), parse_direction(FACING[m[2]])
    before = solver.shortest_program(c.board, c.start, c.facing, square, blue=c.blue,
                                     end_facing=facing)
    after = solver.shortest_program(c.board, square, facing, c.target, blue=c.blue)
    assert before is not None and after is not None, hint
    whole = Program(before.body + after.body)
    verdict = c.check(whole)
    assert verdict.ok, (hint, whole.text, verdict.message)    # reaches it within the budget
    learner = parse(program) if program else Program(())
    room = None
    if not learner.uses_blocks:   # and keeps a flat program's cards so far
        trace = c.run(learner)
        at = [j for j in range(len(trace))
              if (trace[j].robots["roby"].at, trace[j].robots["roby"].facing) == (square, facing)]
        kept = [Program(learner.body[:j] + after.body) for j in at]
        assert any(c.check(k).ok for k in kept), (hint, [k.text for k in kept])
        room = c.budget - min(at) if c.budget else None
    if m.re is NEXT:
        # a shortest way on, or (walk 05w, fault 1) one with F, L, R and REPEAT n alone that
        # still fits in the room the kept cards leave
        near = c._shortest_from(square, facing, parse(program).blue_cards, room)
        assert near is not None, hint
        assert near.card_count == after.card_count or (
            room is not None and near.card_count <= room
            and near.blue_cards <= {"REPEAT"}), (hint, near)
        first = near.body[0]
        named = first.letter if isinstance(first, Card) else \
            "a " + Program((first,)).text.split(" [")[0] + " card"
        assert m[3].startswith(named), (hint, whole.text)


STAIRS = {"width": 5, "height": 5, "blocks": ["B5", "C5", "D5", "E5", "C4", "D4", "E4", "A3",
                                              "D3", "E3", "A2", "B2", "E2", "A1", "B1", "C1"]}
LESSON_CHALLENGES = [      # the challenges of lessons 1 to 3 and the teachers' lesson
    dict(start="A5", target="C4", budget=5),
    dict(board={"width": 5, "height": 5, "blocks": ["B5", "B4", "B3"]}, start="A5",
         target="C5", budget=10),
    dict(start="C3", facing="E", target="A1", budget=6),
    dict(start="A5", target="E1", budget=4, blue_cards=True),
    dict(board=STAIRS, start="A5", target="E1", budget=5, blue_cards=True),
    dict(board={"width": 5, "height": 5, "blocks": ["B4", "C2"], "targets": {"red": "E1"}},
         start="A5", target="red", budget=6, blue_cards=True),
    dict(board={"width": 8, "height": 8}, start="A8", target="A1", blue_cards=True),
]


def test_lesson_2_staircase_hint_fits_the_budget():
    """The issue's case: after REPEAT 4 [F L F R] the hint was a REPEAT 3 from A4 that
    needs 8 cards against a budget of 5."""
    c = lessons.challenge(STAIRS, start="A5", target="E1", budget=5, blue_cards=True)
    v = c.check("REPEAT 4 [F L F R]")
    assert v.hint.endswith("Next card from A5 facing north: a REPEAT 4 card (which cards go "
                           "inside is yours to find)")
    assert_hint_within_budget(c, v.hint)


def test_a_hint_keeps_the_learners_own_cards_within_the_budget():
    """Walk 05r, fault 2: Dev's "F F F R F F F F L F" was told "Next card from A2 facing
    north: F"; his F F F, then F, R and REPEAT 4 [F], made 7 cards over a budget of 6, and
    that program's hint sent him back to the start. From A3, his F F and four cards fit."""
    c = lessons.challenge({"width": 5, "height": 5, "blocks": ["B4", "C2"]}, start="A5",
                          target="E1", budget=6, blue_cards=True)
    program = "F F F R F F F F L F"
    verdict = c.check(program)
    # and it says why it starts two cards before where the program goes wrong (walk 05s,
    # fault 4: a teacher read the two as two places for one mistake)
    assert verdict.hint.startswith(
        f"The program goes wrong at step {verdict.wrong_step}, and its cards before that leave "
        "too few for the budget of 6: keep its first card. Next card from A4 facing north: "
    ), verdict.hint
    assert_hint_within_budget(c, verdict.hint, program)


@pytest.mark.parametrize("program", ["F F R F F", "F F F R F F F F L F", "F"])
def test_a_hint_for_plain_cards_needs_no_blue_card_but_repeat_when_repeat_fits(program):
    """Walk 05w, fault 1: lesson 05's Chiara ("F F R F F") was told to keep F F and go on
    from A3 with "a REPEAT 4 card", whose only way within the budget of 6 is the riddle
    REPEAT 4 [L REPEAT WHILE ahead [F]]; keeping one card, REPEAT 3 [F] R REPEAT 4 [F] fits
    with the REPEAT a learner has just met."""
    c = lessons.challenge({"width": 5, "height": 5, "blocks": ["B4", "C2"]}, start="A5",
                          target="E1", budget=6, blue_cards=True)
    hint = c.check(program).hint
    assert hint.endswith("Next card from A4 facing north: a REPEAT 3 card (which cards go "
                         "inside is yours to find)"), hint
    way = Program(parse("F").body + parse("REPEAT 3 [F] R REPEAT 4 [F]").body)
    assert c.check(way).ok
    assert_hint_within_budget(c, hint, program)


def test_a_hint_from_the_middle_stays_when_it_fits():
    c = lessons.challenge(None, start="A5", target="C4", budget=5)
    assert c.check("F R F").hint == "Next card from B4 facing east: F"


@pytest.mark.parametrize("spec", LESSON_CHALLENGES, ids=lambda s: f"{s['start']}-{s['target']}")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_lesson_challenge_hints_lead_within_budget(spec, data):
    c = lessons.challenge(**spec)
    program = data.draw(counted if c.blue_cards else flat_programs)
    assert_hint_within_budget(c, c.check(program).hint, program)


@st.composite
def challenges(draw):
    board, start = draw(boards(max_side=6))
    free = [(x, y) for y in range(board.height) for x in range(board.width)
            if (x, y) not in board.blocks]
    target = draw(st.sampled_from(free))
    facing = draw(st.sampled_from("NESW"))
    blue = draw(st.booleans())
    assume(target != start)
    best = solver.shortest_program(board, start, facing, target, blue=ALL_BLUE if blue else ())
    assume(best is not None)
    budget = best.card_count + draw(st.integers(0, 3))
    return Challenge.from_dict({"board": board.to_dict(), "start": square_name(start),
                                "facing": facing, "target": square_name(target),
                                "budget": budget, "blue_cards": blue})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.filter_too_much])
@given(c=challenges(), program=counted | flat_programs)
def test_random_challenge_hints_lead_within_budget(c, program):
    if program.uses_blocks and not c.blue_cards:
        program = Program(tuple(n for n in program.body if isinstance(n, Card)))
    assert_hint_within_budget(c, c.check(program).hint, program)


def test_costs_through_agree_with_the_shortest_programs():
    c = lessons.challenge(STAIRS, start="A5", target="E1", budget=5, blue_cards=True)
    costs = solver.costs_through(c.board, c.start, c.facing, c.target, blue=c.blue)
    assert costs[(c.start, c.facing)] == c.best
    for (square, facing), cost in costs.items():
        there = solver.shortest_program(c.board, c.start, c.facing, square, blue=c.blue,
                                        end_facing=facing)
        on = solver.shortest_program(c.board, square, facing, c.target, blue=c.blue)
        assert there.card_count + on.card_count == cost


def test_a_repeat_hint_says_which_time_round_which_card_and_which_square():
    """Issue 29: "Next card from A3 facing north: F" did not say where a REPEAT program
    goes wrong; now the step, the card on the table, the time round and the square."""
    c = lessons.challenge(None, start="A5", target="E1", blue_cards=True)
    hint = c.check("F REPEAT 3 [F F R]").hint
    # walk 02 (issue 29), fault 13: "card 5 (R)" counted cards the board shows no numbers for
    assert hint.startswith("The program goes wrong at step 4: the R card, the first time "
                           "it runs, with Roby on A2 facing north.")
    assert_hint_within_budget(c, hint, "F REPEAT 3 [F F R]")
    later = c.check("REPEAT 2 [F F F F R]").hint       # the second R turns away from E1
    assert "the R card, the second time it runs, with Roby on E1 facing east" in later
