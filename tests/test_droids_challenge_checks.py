"""What Lesson 08's challenge checks say to a program that misses its goal
(lesson.check): what went wrong and how to get closer, never the program."""

import random
import re

import pytest

from codyroby_lab.games.droids import chits as ch
from codyroby_lab.lessons import droids as lesson

REACH = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
FETCH = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                         objects=(("C3", "crate"),))
RIVER = lesson.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))


@pytest.mark.parametrize("challenge, program, why", [
    (RIVER, "V2 A E, VX C S", "Red never stands on I10 nor passes it: no order moves Red "
     "along a line through I10. The program stops after order 2: Red is in column C, and "
     "transmitter C has no chit left."),
    (FETCH, "VD A SE", "No PU is sent, and only a PU picks up the crate. The program stops "
     "after order 1: Red is in column B, and transmitter B has no chit left."),
    (REACH, "V1 A E, V2 B S", "Red never stands on C4 nor passes it: no order moves Red "
     "along a line through C4. The program stops after order 2: Red is in column B, and "
     "transmitter B has no chit left."),
])
def test_a_program_that_ran_out_hears_why_it_stops_where_it_does(challenge, program, why):
    """Walk 08n, fault 5: a wrong program in Challenges 1 to 3 heard only where Red ends
    ("Not yet: Red ends on C10") and the same hint every time, while the questions named
    what went wrong. It hears why the program stops there, and a hint about the program
    counter; never which chit to add."""
    r = lesson.check(challenge, program)
    assert not r.ok and r.message.endswith(f" {why}")
    assert "which column is Red in? Only that column's transmitter" in r.hint
    assert "PU B" not in r.message + r.hint


def test_an_order_that_went_its_whole_way_as_the_last_is_not_said_twice():
    r = lesson.check(REACH, "V2 A E, V2 C S")
    assert r.message.endswith("It is Red's last order.") and "program stops" not in r.message


@pytest.mark.parametrize("challenge, program, blamed", [
    (REACH, "V2 A E, V2 C S, VX C S", "Order 3 (VX S) takes Red through C4 and on"),
    (REACH, "V2 A S, V1 A S, VX A E", "Order 3 (VX E) takes Red through C4 and on"),
    (REACH, "V2 A E, V2 C S, V1 C W", "Order 2 (V2 S) stops short of C4, as far as its "
     "chit goes, and order 3 (V1 W) then takes Red off that line"),
])
def test_a_near_miss_hears_of_the_order_that_goes_wrong(challenge, program, blamed):
    """Walk 08v, fault 1: in Challenge 1, "V2 A E, V2 C S, VX C S" heard "Order 2 (V2 S)
    does not take Red as far as C4: what is in its way?": order 2 is right, nothing is in
    its way, and order 3 goes through C4 without stopping. The order that goes wrong is
    named, and going through a square is said not to be ending on it."""
    said = lesson.check(challenge, program).message
    assert blamed in said, said
    if "through" in blamed:
        assert "passing through a square is not ending on it" in said
        assert "in its way" not in said and "Order 2 (V2 S)" not in said


def _plausible_programs(challenge, n=150, seed=8):
    """Programs a child might lay: a few chits of the rack, each pointing towards the goal
    (south or east, as every goal here lies from the start), on the transmitter of the
    column Red is in when it is sent, so every chit is sent."""
    rng = random.Random(seed)
    for _ in range(n):
        rack, laid, at = list(challenge.rack), [], challenge.start
        rng.shuffle(rack)
        for code in rack[:rng.randint(1, len(rack))]:
            line = at.rstrip("0123456789")
            if sum(c.split()[1] == line for c in laid) == 3:     # its 3 boxes are full
                break
            arrow = rng.choice([d for d in ch.arrows(code, "N") if d.name in "SE"] or [None])
            laid.append(f"{code} {line}" + (f" {arrow.name}" if arrow is not None else ""))
            at = lesson.run(", ".join(laid), challenge.start, dict(challenge.objects)).end
        yield ", ".join(laid)


def test_the_order_blamed_in_a_near_miss_really_goes_wrong():
    """Walk 08v, fault 1, over many plausible wrong programs: when an order takes Red
    through the goal, the first that does is the one named; an order said to have something
    in its way was cut short of what its chit says; no order that went its whole way, and
    was not the last, is sent looking for an obstacle."""
    checked = 0
    for challenge, program in [(c, p) for c in (REACH, RIVER) for p in _plausible_programs(c)]:
        r = lesson.check(challenge, program)
        if r.ok:
            continue
        rows = lesson.run(program, challenge.start, dict(challenge.objects)).table.rows
        went = [lesson._along(rows[k - 1]["Red"], rows[k]["Red"], challenge.target,
                              rows[k]["order"].split()[-1]) for k in range(1, len(rows))]
        named = re.search(r"Order (\d+) \(", r.message)
        if "past" in went and not any(r_["Red"] == challenge.target for r_ in rows[1:-1]):
            checked += 1
            assert named and int(named[1]) == went.index("past") + 1, (program, r.message)
            assert "passing through a square is not ending on it" in r.message
        if named and "what is in its way" in r.message:
            k = int(named[1])
            assert not lesson._whole_way(rows[k - 1]["Red"], rows[k]["Red"], rows[k]["order"]), \
                (program, r.message)
    assert checked >= 5       # the property was put to the test
