"""Lesson 09's Exercise 1 (the search for the most arrow groups): the hint a learner's
function hears names the mistake in it, as a child wrote it."""
import json
import re
from pathlib import Path

import pytest

from codyroby_lab import lessons
from codyroby_lab.games.robin.rules import step
from codyroby_lab.lessons.robin import LADDER
from tests.support.lesson_cells import run_cell

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"


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


def counts_one_group_only(pieces, groups):
    """Walk 09v's Exercise 1: a child who does not see that the function may call itself
    writes ``best = max(best, 1)``: each way counts its own group only."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = counts_one_group_only(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841 - the cell's line, unused
        if step(space, first) is not None:
            best = max(best, 1)
    return best


def counts_the_groups_left(pieces, groups):
    """The same child's next try: ``1 + len(rest)``, as if every group left could move."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = counts_the_groups_left(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841 - the cell's line, unused
        if step(space, first) is not None:
            best = max(best, 1 + len(rest))
    return best


def counts_the_pieces_left(pieces, groups):
    """A third try: ``1 + best``, a group more than the best so far."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = counts_the_pieces_left(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841 - the cell's line, unused
        if step(space, first) is not None:
            best = max(best, 1 + best)
    return best


ANSWER = "most_groups(others, rest)"


@pytest.mark.usefixtures("fresh_answers")
def test_a_child_who_cannot_make_the_jump_climbs_a_ladder_of_hints_then_may_ask_to_see():
    """Walk 09v, fault 1 (serious): ``max(best, 1)`` and ``1 + len(rest)`` heard the same
    sentence each time, which never said the function may call itself on what is left, and
    "show me" was only a SyntaxError: no way out. The hints now come closer at each try (one
    group, then the same question of what is left, then the two lines with one blank), the
    answer never in them; from the third try the words say how to see it, and seeing it is
    recorded (a right answer then is no success of the child's own). Since walk 09r6, fault
    M1, the cell gives the if and the max line, and the hints walk through its one blank."""
    tries = [lessons.check_most_groups(f) for f in
             (counts_one_group_only, counts_the_groups_left, counts_the_pieces_left)]
    for said in tries:
        assert not said.ok and ANSWER not in str(said) and "1 + most_groups" not in str(said)
    first, second, third = (said.hint for said in tries)
    assert "pieces on 4 and 1" in first and "itself" not in first
    assert "call itself" in second and "others" in second
    assert "your own function" in third and "choice 1" in third
    assert "others" not in third and "rest" not in third     # walk 09r7, fault 1
    assert [said.tries for said in tries] == [1, 2, 3]
    assert "show me" not in tries[1].message
    assert '"show me" (with its quotes) in place of most_groups' in tries[2].message
    shown = lessons.check_most_groups("show me")
    assert shown.shown and ANSWER in str(shown)
    assert "You saw the answer" in lessons.check_most_groups(most_groups_solved).message


def most_groups_solved(pieces, groups):
    """Exercise 1 solved."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = most_groups_solved(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + most_groups_solved(others, rest))
    return best


@pytest.mark.usefixtures("fresh_answers")
def test_the_lessons_cell_with_show_me_in_its_last_line_shows_the_missing_lines():
    """Walk 09v, fault 1: the stuck words' way, in the lesson's own cell; the same function
    checked again is no new try, and the unchanged cell counts none."""
    untouched = lessons.check_most_groups(left_as_given)
    assert "still has the ..." in untouched.message and "not counted" in untouched.message
    cell = next(src for src in _lesson_cells() if "check_most_groups(most_groups)" in src)
    said = run_cell(cell.replace("check_most_groups(most_groups)",
                                 'check_most_groups("show me")'), {})
    assert said.startswith("\u279c") and ANSWER in said
    assert lessons.check_most_groups(counts_one_group_only).tries == 1
    again = lessons.check_most_groups(counts_one_group_only)
    assert again.tries == 1 and "not a new try" in again.message


def left_as_given(pieces, groups):
    """The cell's function, its ``...`` not yet replaced."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = left_as_given(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841 - the cell's line, unused yet
        if step(space, first) is not None:
            best = max(best, 1 + ...)
    return best


def _lesson_cells(markdown: bool = False):
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    kind = "markdown" if markdown else "code"
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind]


@pytest.mark.usefixtures("fresh_answers")
def test_exercise_1_gives_the_search_with_one_blank_and_a_hint_that_walks_through_it():
    """Walk 09r6, fault M1: the cell asked for two lines of a recursion with no help but
    comments: the if and the max line are now given, the ... stands in the one place a
    child writes (the call of the function itself), and a hint under the exercise works
    one example by hand. The cell as given hears its blank is left, never Python's error
    about the ..., and counts no try; no hint writes the call."""
    cell = next(src for src in _lesson_cells() if "check_most_groups(most_groups)" in src)
    assert cell.count("...") == 1 and "best = max(best, 1 + ...)" in cell
    assert "if step(space, first) is not None:" in cell
    said = run_cell(cell, {})
    assert "still has the ..." in said and "ellipsis" not in said.lower(), said
    assert "not counted" in lessons.check_most_groups(left_as_given).message
    text = next(src for src in _lesson_cells(markdown=True) if "Exercise 1 ·" in src)
    assert "<details><summary><b>Hint: walk through it by hand</b>" in text
    assert "1 + 1 = 2" in text and "most_groups(" not in text.split("<details>")[1]
    for hint in LADDER:
        assert ANSWER not in hint and "most_groups(" not in hint


def asks_again_about_every_group(pieces, groups):
    """Exercise 1's cell with the blank filled in with every group, the first one too."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = asks_again_about_every_group(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + asks_again_about_every_group(others, groups))
    return best


@pytest.mark.usefixtures("fresh_answers")
def test_a_blank_that_asks_again_about_every_group_hears_what_is_wrong_with_it():
    """Walk 09r7, fault 1: ``1 + most_groups(others, groups)`` heard the ladder's next hint,
    which never said what was wrong with ``groups``; it hears that the first group, just used,
    is asked about again, at every try, and not the names of the answer."""
    for _ in range(3):
        said = lessons.check_most_groups(asks_again_about_every_group)
        assert not said.ok
        assert "the first one too" in said.hint and "Which groups are left" in said.hint
        assert ANSWER not in str(said) and "rest" not in said.hint


def asks_with_groups_first(pieces, groups):
    """Exercise 1's cell with the blank filled in with its two arguments swapped."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = asks_with_groups_first(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + asks_with_groups_first(rest, others))
    return best


@pytest.mark.usefixtures("fresh_answers")
def test_a_blank_with_groups_where_the_pieces_go_hears_so_not_the_oak():
    """Walk 09r8, fault 1 (serious): ``1 + most_groups(rest, others)`` heard "your function
    lets a group send a piece back past the old oak", about a line the child never touched.
    It hears that groups stand where the pieces go, at every try, and not the answer."""
    for _ in range(3):
        said = lessons.check_most_groups(asks_with_groups_first)
        assert not said.ok
        assert "groups where the pieces go" in said.hint and "oak" not in said.hint
        assert ANSWER not in str(said)


def test_the_words_about_the_blank_name_the_pieces_before_the_groups():
    """Walk 09r8, fault 5: the cell's comment said "the most groups that rest can apply to
    the pieces in others", rest before others, which invites most_groups(rest, others) (the
    function takes the pieces first). Every sentence of the exercise's words that names both
    names others (the pieces) first, as the call does."""
    cell = next(src for src in _lesson_cells() if "def most_groups" in src)
    comments = " ".join(line.partition("#")[2] for line in cell.splitlines())
    text = next(src for src in _lesson_cells(markdown=True) if "Exercise 1 ·" in src)
    both = [s for words in (comments, text, *LADDER)
            for s in re.split(r"[.:] ", " ".join(words.replace("`", "").split()))
            if re.search(r"\bothers\b", s) and re.search(r"\brest\b", s)]
    assert both, "no sentence names both"
    for sentence in both:
        assert sentence.index("others") < re.search(r"\brest\b", sentence).start(), sentence
