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


def returns_only_inside_the_loop(pieces, groups):
    """Walk 09r's Exercise 1: the cell's ``return best`` indented into the for loop, so no
    return is left after it: a call with no pieces left gives nothing back."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = returns_only_inside_the_loop(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + returns_only_inside_the_loop(others, rest))
        return best


def no_return_at_all(pieces, groups):
    """A function that forgot its return: each call gives nothing back."""
    if groups:
        max(0, 1)


def test_a_return_only_inside_the_loop_is_named_not_the_calls():
    """Walk 09r, fault 2: with no return after the loop, 1 + a call that gave nothing back
    stopped the function, and the child read Python's error text and a hint about what each
    call is given, which was right."""
    result = lessons.check_most_groups(returns_only_inside_the_loop)
    assert not result.ok
    assert "a return inside the for loop" in result.hint and "after the loop" in result.hint
    assert "no number back" in result.message


def test_no_exercise_1_feedback_shows_python_error_text():
    """Walk 09r, fault 2: every way of stopping is said in plain words."""
    def misspelt(pieces, groups):
        return most_group(pieces, groups[1:])  # noqa: F821 - the child's slip

    def forever(pieces, groups):
        return forever(pieces, groups)

    def wrong_call(pieces, groups):
        return 1 + step(pieces, groups)

    for function in (no_return_at_all, misspelt, forever, wrong_call):
        result = lessons.check_most_groups(function)
        words = result.message + " " + result.hint
        assert not result.ok
        for jargon in ("Error", "NoneType", "operand", "unsupported", "not defined", "'"):
            assert jargon not in words, (function.__name__, words)
    assert "after the loop" in lessons.check_most_groups(no_return_at_all).hint


def keeps_the_last_way(pieces, groups):
    """A slip the check names: the last way tried is kept, not the best."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = keeps_the_last_way(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = 1 + keeps_the_last_way(others, rest)
    return best


def test_every_hint_of_lesson_09s_checks_is_a_whole_sentence():
    """Walk 09r, fault 13: hints ended without a full stop ("...say what they do", "...does
    not say None", "...chance on the left")."""
    def wrong_way_round(pieces, groups):
        return 0 if not groups else max(
            [wrong_way_round(pieces, groups[1:])] +
            [1 + wrong_way_round(pieces[:k] + pieces[k + 1:], groups[1:])
             for k, space in enumerate(pieces) if step(space, groups[0]) is None])

    functions = (most_groups, returns_only_inside_the_loop, no_return_at_all,
                 keeps_the_last_way, wrong_way_round, lambda pieces, groups: 1 / 0)
    hints = [lessons.check_most_groups(f).hint for f in functions]
    hints += [lessons.check_chance(0.8, 25).hint, lessons.check_step(6, 3, 5).hint,
              lessons.check_step(2, -3, 5).hint]
    for hint in hints:
        assert hint and hint[-1] in ".?", hint


def max_kept_nowhere(pieces, groups):
    """Walk 09s's Exercise 1: ``max(best, 1 + ...)`` written without ``best =``."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = max_kept_nowhere(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            max(best, 1 + max_kept_nowhere(others, rest))
    return best


def never_adds_one(pieces, groups):
    """The ``1 +`` left out: each way's number is kept, but it never counts its group."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = never_adds_one(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, never_adds_one(others, rest))
    return best


def test_a_number_worked_out_and_kept_nowhere_is_told_apart_from_no_count():
    """Walk 09s, fault 2: ``max(best, 1 + ...)`` with no ``best =`` heard "it never counts
    a group it applies", though the child wrote ``1 +``: the slip is not keeping the result."""
    unkept = lessons.check_most_groups(max_kept_nowhere)
    assert not unkept.ok
    assert "never keeps it" in unkept.hint and "best never changes" in unkept.hint
    assert "never counts a group" not in unkept.hint
    uncounted = lessons.check_most_groups(never_adds_one)
    assert "never counts a group" in uncounted.hint and "never keeps" not in uncounted.hint
