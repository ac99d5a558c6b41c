"""The one answer reader (codyroby_lab.lessons.answers): what every check and the grader
forgive, the same way everywhere."""

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.vocabulary import in_words
from codyroby_lab.lessons.answers import decimal, number, words

# issue 30: right answers with punctuation were refused ("I cannot read the answer")
PUNCTUATED = [("C3 east.", ["c3", "east"]), ("crash!", ["crash"]), ("Crash.", ["crash"]),
              ("C3: east", ["c3", "east"]), ("C3 (east)", ["c3", "east"]),
              ("\u201cB2\u201d, North", ["b2", "north"]), ("  C3\teast  ", ["c3", "east"])]


@pytest.mark.parametrize(("answer", "expected"), PUNCTUATED)
def test_punctuation_case_and_spaces_are_forgiven(answer, expected):
    assert words(answer) == expected


@pytest.mark.parametrize("n", range(100))
def test_number_words_read_as_digits(n):
    """Every number below a hundred, in English or Italian words (walk 09r7, fault 4:
    "forty" was refused)."""
    assert number(in_words(n)) == n == number(in_words(n, "it").title() + ".")
    assert number(f"{in_words(n)} damage") == n


@pytest.mark.parametrize(("answer", "n"), [
    ("forty", 40), ("Forty-Two", 42), ("forty two", 42), ("ninety-nine!", 99),
    ("ventuno", 21), ("ventitré", 23), ("ventitre", 23), ("trentotto", 38), ("Cinquanta", 50)])
def test_tens_and_units_are_one_number_however_written(answer, n):
    assert number(answer) == n


def test_a_ten_and_a_unit_in_digits_stay_two_numbers():
    assert words("20 3") == ["20", "3"] and number("twenty 3") is None


def test_no_number_or_several_is_none():
    assert [number(a) for a in (None, "", "C3", "3 or 4", True, 2.5)] == [None] * 6


def test_program_brackets_and_decimals_survive():
    assert words("REPEAT 2 [F R]") == ["repeat", "2", "[f", "r]"]
    assert words("0.75.") == ["0.75"] and words("40%") == ["40%"]


# walk 09e: '.4' in quotes was read as 4 ("4 is more than 1. Is a dot missing?")
@pytest.mark.parametrize("written", [".4", "0,4", " 0.4 ", "0.4", "0.4.", '".4"', "\u201c0,4\u201d",
                                     ",4", "0.40", "0.4!"])
def test_a_number_written_as_text_reads_as_the_number(written):
    assert decimal(written) == 0.4


def test_a_number_with_a_point_is_no_whole_number():
    assert [number(a) for a in (".4", "0,4", "-.5", ".4 damage")] == [None] * 4
    assert (number("4."), decimal("-.5"), decimal("1,000,000"), decimal("0.4 0.5")) == (
        4, -0.5, None, None)


TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@settings(max_examples=200, deadline=None)
@given(TEXT)
def test_reading_twice_reads_the_same(text):
    once = words(text)
    assert words(" ".join(once)) == once


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=string.printable, max_size=40), st.sampled_from(".,!?;:()\"' "))
def test_case_and_punctuation_around_never_change_the_words(text, mark):
    assert words(f"{mark}{text.upper()}{mark}") == words(text.lower())
