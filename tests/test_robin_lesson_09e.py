"""Lesson 9 (Robin), what the fresh-eyes walk 09e found: each test fails before its fix."""

import pytest

from codyroby_lab import lessons


# fault 1: the template is `my_chance = "?"`, and ".4" in its quotes was told
# "4 is more than 1. Is a dot missing?"
@pytest.mark.parametrize("written", [".4", " 0.4 ", "0,4", '".4"', "0.4.", "40%"])
def test_a_chance_written_in_quotes_reads_as_the_number(written):
    result = lessons.check_chance(written, 25)
    assert result.ok and "dot" not in result.message
