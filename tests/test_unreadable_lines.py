"""What a learner hears of a line Python cannot read, when the line is code of their own
(a function's body in lesson 09's Exercise 1), not an answer written without its quotes."""

import pytest

from codyroby_lab.lessons import unreadable

EXERCISE = '''def most_groups(pieces, groups):
    best = 0
    for k, piece in enumerate(pieces):
        best = max(best, 1 + most_groups(pieces[:k] + pieces[k + 1:], groups[1:])
    return best
'''


def error_of(cell: str) -> SyntaxError:
    with pytest.raises(SyntaxError) as caught:
        compile(cell, "<cell>", "exec")
    return caught.value


def test_a_bracket_left_open_in_a_function_is_named_and_no_quotes_are_asked_for():
    """Walk 09p, fault 1 (serious): an unclosed bracket heard 'an answer goes between quotes,
    like "C3 east"'; the child quoted the line and was misled again."""
    said = str(unreadable(error_of(EXERCISE)))
    assert "'(' opened in it is never closed" in said
    assert "quotes, like" not in said and "C3" not in said


def test_a_loop_without_its_colon_hears_of_the_colon_not_of_an_answer():
    said = str(unreadable(error_of(EXERCISE.replace("enumerate(pieces):", "enumerate(pieces)"))))
    assert "colon" in said and "answer" not in said and "C3" not in said


def test_an_answer_left_without_quotes_still_hears_of_quotes():
    said = str(unreadable(error_of('my_guess = "C3 east\n')))
    assert 'like "C3 east"' in said


@pytest.mark.parametrize("cell", ['my_guess = "D4\n', 'my_guess = "A1 north\n',
                                  'my_guess = "\n'])   # ("my guess": a name, below)
def test_a_quote_slip_never_shows_another_answer(cell):
    """Walk 01u, serious fault 1: every quote slip in an answer's cell heard 'like "C3 east"',
    Question 1's answer: the example is the child's own words, or none."""
    said = str(unreadable(error_of(cell)))
    assert "C3" not in said and "quote" in said
    typed = cell.split('"')[1].strip()
    assert f'like "{typed or "your answer"}"' in said


def test_a_name_typed_with_a_space_hears_of_the_name_not_of_the_quotes():
    """Walk 01x, serious fault 1: `my guess = "crash"` heard "an answer goes between quotes
    ... check that every quote ... is closed"; the quotes were right, and the child was stuck."""
    said = str(unreadable(error_of('my guess = "crash"\n')))
    assert "write my_guess" in said and "quotes" not in said, said


def test_curly_quotes_are_said_to_be_curly_not_missing():
    """Walk 01x, fault 4: `my_guess = “crash”` heard 'needs quotes around it: write
    "“crash”"', quotes around its quotes."""
    from codyroby_lab.lessons import plain
    said = str(plain(error_of("my_guess = \u201ccrash\u201d\n")))
    assert "curly" in said and 'key' in said and "needs quotes" not in said, said
