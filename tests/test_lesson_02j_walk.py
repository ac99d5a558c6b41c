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


def _cells(kind: str = "code") -> list[str]:
    from tests.support.lesson_cells import cells
    return [src for k, src in cells("02_repeat") if k == kind]


def test_exercise_2_asks_to_find_the_crash_on_the_board_before_the_check():
    """Fault 6: 'find out where, and why' it crashes, and the first check said both; now the
    exercise asks to step through on the board before running the check."""
    text = next(src for src in _cells("markdown") if "Exercise 2" in src)
    assert "before you run the check" in text and "step through it on the board" in text


def test_a_typo_in_exercise_3s_cell_does_not_send_the_child_to_a_check_above():
    """Fault 8: the board said 'fix it ... in this cell or in the check above (then run the
    check)'; Exercise 3's check is below, and the cell above is Exercise 2's check."""
    from tests.support.lesson_cells import run_cell
    cell = next(src for src in _cells() if "my_board3 =" in src)
    ns: dict = {}
    run_cell("from codyroby_lab import lessons\nrepeat_cards = ['F', 'L', 'R', 'REPEAT']", ns)
    run_cell(cell.replace('"REPEAT 4 [F L F R]"', '"REPEAT 4 [F R F L"'), ns)
    said = ns["my_board3"].error
    assert "in this cell; if it is not here, in the check above" in said, said


def test_a_program_without_quotes_hears_of_a_program_not_of_a_square():
    """Fault 9: my_program = REPEAT 4 [F R F L] (no quotes) heard 'an answer goes between
    quotes, like "C3 east"', as if a square were wanted in a program cell."""
    with pytest.raises(SyntaxError) as e:
        compile("my_program = REPEAT 4 [F R F L]", "<cell>", "exec")
    said = str(lessons.unreadable(e.value))
    assert "a program goes between quotes" in said and "C3 east" not in said, said


def test_a_huge_repeat_number_is_told_in_the_lessons_words():
    """Fault 12: 'The program never stopped: CodyRoby stopped it after 100,000 steps' named
    another robot than Roby, and the program would have stopped, just very late."""
    said = str(lessons.check_goal("REPEAT 100000 [F R]", **EX1))
    assert "Roby was stopped after 100,000 steps" in said, said
    assert "CodyRoby" not in said and "never stopped" not in said, said
    assert "WHILE" not in str(lessons.check_goal("REPEAT 100000 [F R]", at="C3")), said


def test_the_lesson_says_what_it_names_and_no_letter_for_a_number():
    """Fault 12: the goals promised 'challenges' for a part called Exercises, and 'What you
    learned' wrote REPEAT n ... n times, a letter for a number."""
    text = " ".join(_cells("markdown"))
    assert "three **exercises**" in text and "**challenges**" not in text
    assert "REPEAT n" not in text and "`REPEAT 3 [...]` runs the cards inside it 3 times" in text


def test_the_lesson_says_once_before_the_first_board_how_to_take_a_card_out():
    """Fault 10: Exercise 1 starts with 8 cards and needs 3, but how to take a card out was
    only in the board's closed help; now the text before the first board says it."""
    cells = _cells("markdown")
    first_board = next(i for i, src in enumerate(cells) if "Step through the short program" in src)
    said = [i for i, src in enumerate(cells) if "take a card **out**" in src]
    assert said == [first_board] and "Delete" in cells[first_board]


def test_the_opening_note_says_what_to_do_when_a_reload_leaves_an_error_line():
    """Fault 11: after a page reload every board said 'Error displaying widget', a case the
    opening note about restarts did not mention."""
    opening = _cells("markdown")[0]
    assert "Error displaying widget" in opening and "nothing is lost" in opening


def test_the_step_limit_says_repeat_not_loop():
    """Walk 02j, fault 12 (the board's words): 'maybe a loop never ends' used a word the
    lessons never teach; the card is a REPEAT."""
    from codyroby_lab import codyroby
    trace = codyroby.run("REPEAT WHILE ahead [L L L L]", at="C3", facing="N")
    said = " ".join(e.text for e in trace.events(len(trace) - 1))
    assert "loop" not in said and "a REPEAT never ends" in said
