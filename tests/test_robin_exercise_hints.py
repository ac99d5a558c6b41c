"""Lesson 09's Exercise 1 (the search for the most arrow groups): the hint a learner's
function hears names the mistake in it, as a child wrote it."""
from codyroby_lab import lessons
from codyroby_lab.games.robin.rules import step


def most_groups(pieces, groups):
    """A walker's Exercise 1: the cell's own lines, with ``return best`` inside the for loop
    (after the if), so only the first piece is ever tried."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = most_groups(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + most_groups(others, rest))
        return best
    return best


def test_a_return_inside_the_for_loop_is_named_wherever_it_stands():
    """Walk 09q, fault 11: a return at the end of the loop's body (not inside the if) heard
    only the general hint "try every piece for the first group"."""
    result = lessons.check_most_groups(most_groups)
    assert not result.ok
    assert "a return inside the for loop" in result.hint and "after the loop" in result.hint
