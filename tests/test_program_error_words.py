"""A program that cannot be read, run in a lesson's cell, hears what is wrong in plain words:
no column, and no line number that reads as the cell's (walk 03p, fault 3: lesson 3's
loop cell said "Line 1, column 20: a [ is never closed", and the program was on line 3)."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.core.errors import ProgramSyntaxError


def said(program: str) -> str:
    with pytest.raises(ProgramSyntaxError) as e:
        codyroby.run(program, at="C3", step_limit=20)
    return str(lessons.plain(e.value))


def test_a_bracket_never_closed_in_a_one_line_program_names_no_line_nor_column():
    words = said("REPEAT WHILE ahead [L R")
    assert "[ is never closed" in words, words
    assert "line" not in words.lower() and "column" not in words, words


def test_a_mistake_in_a_later_line_of_a_program_says_which_line_of_the_program():
    words = said("F\nF X")
    assert "line 2 of the program" in words and "column" not in words, words
