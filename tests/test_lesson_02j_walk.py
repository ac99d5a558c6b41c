"""Walk 02j (lesson 02, REPEAT): the faults of the lesson's words and checks that need no
browser."""

import pytest

from codyroby_lab import lessons

EX1 = dict(at="C3", start_facing="N", end="C3", facing="N", max_cards=3, uses="REPEAT",
           walks_round=1)


@pytest.mark.parametrize("program", ["REPEAT 8 [F R]", "REPEAT 12 [L F]"])
def test_exercise_1_is_not_done_by_going_round_the_square_more_than_once(program):
    """Fault 1: REPEAT 8 [F R] walks the small square twice and was told 'Done', so a big
    guess got full marks without finding that 4 is the count."""
    r = lessons.check_goal(program, **EX1)
    assert not r.ok and "more than once" in r.message, r
    assert "REPEAT 4" not in str(r), r      # the hint does not give the number away
    assert lessons.check_goal("REPEAT 4 [F R]", **EX1).ok
