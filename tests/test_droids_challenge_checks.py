"""What Lesson 08's challenge checks say to a program that misses its goal
(lesson.check): what went wrong and how to get closer, never the program."""

import pytest

from codyroby_lab.lessons import droids as lesson

REACH = lesson.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
FETCH = lesson.Challenge(start="A1", target="box", rack=("VD", "V1", "V2", "PU"),
                         objects=(("C3", "box"),))
RIVER = lesson.Challenge(start="A1", target="I10", rack=("V2", "VX", "VX", "V1", "B1"))


@pytest.mark.parametrize("challenge, program, why", [
    (RIVER, "V2 A E, VX C S", "Red never stands on I10 nor passes it: no order moves Red "
     "along a line through I10. The program stops after order 2: Red is in column C, and "
     "transmitter C has no chit left."),
    (FETCH, "VD A SE", "No PU is sent, and only a PU picks up the box. The program stops "
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
