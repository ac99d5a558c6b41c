"""Cards inside cards asks how many times the big REPEAT goes round; its cell under the board
checks the count (walk 03s, fault 5: nothing checked it, so the child never knew whether 3
was right), read in digits or words, a wrong count told where to count and which way to go,
never the count (walk 03q4, fault 5: 4 and 2 heard the same words)."""

from __future__ import annotations

import pytest

from tests.support.lesson_cells import parts, run_cell

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _count(guess: str) -> str:
    """What the part's cells say, run in order, with ``guess`` as the count."""
    ns: dict = {}
    cells = parts("03_sensors_and_if")["## Cards inside cards"]
    assert 'my_rounds = "?"' in cells[-1]
    for src in cells[:-1]:
        run_cell(src, ns)
    return run_cell(cells[-1].replace('my_rounds = "?"', f"my_rounds = {guess!r}"), ns)


@pytest.mark.parametrize("guess", ["3", "three", "3 times"])
def test_the_count_of_rounds_is_read_in_digits_or_words(guess):
    said = _count(guess)
    assert said.startswith("\u2714 Right! The big REPEAT goes round 3 times."), said


@pytest.mark.parametrize(("guesses", "way"), [(("7", "2"), "more than 2"),
                                              (("1", "4"), "less than 4"),
                                              (("4", "2"), "")])
def test_a_wrong_count_hears_where_to_count_and_which_way_to_go(guesses, way):
    """(walk 03q4, fault 5: "4" and "2" heard the same words, with no way to get closer; walk
    03v, fault 1 had taken the direction out. A teacher says "more than that" or "fewer",
    never the count.) Walk 03q5, fault 1: "less than 4" then "more than 2" told the 3, so
    the first wrong count hears where to count, the second which way too, unless that way
    leaves one count: then to count again."""
    first, said = (_count(g) for g in guesses)
    assert "The right number is" not in first and "Roby is not on the red target" in first
    assert said.startswith("\u2718 Not quite"), said
    assert (f"The right number is {way}." if way else "Count again") in said, said
    assert "Roby is not on the red target" in said and "3" not in said


def test_the_count_of_steps_sets_no_way_for_the_next_count():
    """Walk 03r6, fault 3: "12" (the steps) heard that it counts steps, then "4" heard "less
    than 4", which with the hint's rows all but said the 3. The steps are no count of the
    rounds, so the next wrong count hears where to count, not which way; the one after that
    hears which way, as every number question does."""
    _count("12")
    said = _count("4")
    assert said.startswith("\u2718 Not quite") and "Roby is not on the red target" in said
    assert "The right number is" not in said and "Count again" not in said, said
    assert "The right number is more than 1." in _count("1")


def test_the_question_mark_left_in_the_cell_hears_how_to_answer():
    said = _count("?")
    assert "as a number" in said and "Try again" not in said, said
