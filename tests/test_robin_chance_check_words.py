"""What lesson 09's check of a chance read on the curve says of the number of cards given as
the answer."""

import pytest

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons.robin import check_chance


@pytest.mark.parametrize("wrote", [25, "25", 25.0])
def test_the_number_of_cards_as_the_answer_is_called_the_number_of_cards(wrote):
    """Walk 09t, fault 4: 25 (the number of cards asked about) heard "not out of 100: 25
    out of 100 is 0.25", which steered to 0.25, a wrong chance."""
    feedback.forget()
    said = check_chance(wrote, 25)
    assert not said.ok
    assert "25 is the number of cards" in said.message
    assert "curve" in said.message and "left" in said.message
    assert "out of 100" not in said.message and "0.25" not in said.message
    assert "0.3" not in said.message and "0.4" not in said.message   # the chance is 0.398


def test_a_number_of_cards_for_another_question_is_still_read_as_out_of_100():
    feedback.forget()
    assert "40 out of 100 is 0.4" in check_chance(40, 25).message


@pytest.mark.parametrize("wrote", [1.5, "1.5", 3.9])
def test_a_decimal_point_in_the_wrong_place_is_not_read_as_out_of_100(wrote):
    """Walk 09v, fault 4: 1.5 heard "not out of 100: 1.5 out of 100 is 0.015", which steered
    a child who slipped towards 0.015, far from the chance (0.398); a number from 1 to 10
    is more likely a point put in the wrong place, and hears so, with no number to write."""
    feedback.forget()
    said = check_chance(wrote, 25)
    assert not said.ok and "out of 100" not in said.message and "0.0" not in said.message
    assert "is more than 1" in said.message and "decimal point in the wrong place" in said.message


@pytest.mark.parametrize("wrote", ["a half", "nought point four"])
def test_words_that_are_no_number_are_told_to_write_it_in_digits(wrote):
    """Walk 09r7, fault 4: "forty" heard only "I cannot read 'forty'", where cell 16 tells
    a number word to be written in digits; the help gives no chance to write."""
    feedback.forget()
    said = check_chance(wrote, 25)
    assert not said.ok and "write the number in digits" in said.message
    assert "0.4" not in said.message and "0.3" not in said.message   # the chance is 0.398


@pytest.mark.parametrize("wrote", ["forty", "Forty!", "forty."])
def test_a_number_word_is_read_as_its_number(wrote):
    """A number word is its number, as everywhere (one reader): "forty" is heard as 40 is,
    a chance written out of 100."""
    feedback.forget()
    assert check_chance(wrote, 25).message == check_chance(40, 25).message
