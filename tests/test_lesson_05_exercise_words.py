"""What lesson 5's exercises say to a slip of form: never a square that answers them, and
the same forgiveness in every exercise."""

from __future__ import annotations

import linecache
import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.core.errors import LabError
from tests.support.lesson_cells import cells, run_cell

SQUARE = re.compile(r"\b[A-Z][0-9]+\b")


def _cell(start: str) -> str:
    return next(s for k, s in cells("05_for_teachers") if k == "code" and s.startswith(start))


@pytest.mark.parametrize("word", ["A4", "C5", "A2"])
def test_exercise_2s_blocks_written_as_a_word_hear_the_form_without_a_square(word):
    """Walk 05t, fault 3: '"blocks": "A4"' heard 'such as ["A2", "C3"]', and a block on A2
    is Exercise 2's answer. The form is said, with no square in it."""
    src = _cell("my_board = {").replace('["A3"]', f'"{word}"', 1)
    with pytest.raises(LabError) as refused:
        run_cell(src, {"lessons": lessons})
    said = str(refused.value)
    assert "[ ]" in said and "in quotes" in said
    assert not SQUARE.findall(said)


def _name_error(src: str) -> NameError:
    """The NameError of the cell ``src``, run as Jupyter runs it (its lines readable)."""
    name = f"<cell {abs(hash(src))}>"
    linecache.cache[name] = (len(src), None, src.splitlines(True), name)
    with pytest.raises(NameError) as e:
        exec(compile(src, name, "exec"), {"lessons": lessons})  # noqa: S102 - the lesson's cell
    return e.value


@pytest.mark.parametrize(("start", "old", "new", "word"), [
    ("my_challenge = {", '"target": "F3"', '"target": D3', "D3"),
    ("my_board = {", '"blocks": ["A3"]', '"blocks": [A2]', "A2"),
])
def test_a_square_without_quotes_in_an_entry_hears_to_quote_that_word_only(start, old, new,
                                                                             word):
    """Walk 05t, fault 8: '"target": D3' heard to put "the rest of your answer ... inside
    the same quotes", which breaks a challenge written between { }."""
    said = lessons.plain(_name_error(_cell(start).replace(old, new, 1))).message
    assert said == f'{word} needs quotes: write "{word}".'


def test_a_guess_without_quotes_still_hears_that_the_whole_answer_goes_in_them():
    """Walk 02p, fault 4 stays answered: my_guess = C5 is a whole answer."""
    said = lessons.plain(_name_error('my_guess = C5\n')).message
    assert "inside the same quotes" in said


@pytest.mark.usefixtures("fresh_answers")
def test_exercise_3s_facing_written_another_way_is_no_try():
    """Walk 05t, fault 9: "s", "south", " S" and "S." each counted as a failed try, so the
    right case then said "eighth try", while Exercises 1 and 2 forgive such slips."""
    from tests.test_lesson_05_case_one_judge import _case
    for slip in ("s", "south", " S", "S."):
        said = _case(slip)["said"]
        assert "is written S" in said and "not counted as a try" in said
    assert _case("E")["said"].startswith("\u2718")           # a wrong facing: one try
    right = _case("S")["said"]
    assert right.startswith("\u2714") and "second try" in right, right


def test_one_rule_for_how_facings_are_written_said_before_the_case_exercise():
    """Walk 05z, minor fault 2: Exercise 1 read a facing "n" as N and said nothing (a square
    "d3" heard how it was read), then Exercise 3's case file refused "s", "south" and "S ".
    A challenge still reads such a facing, and says so; the lesson says, before Exercise 3,
    that a case file is strict, and how it writes a facing."""
    src = _cell("my_challenge = {").replace('"F3"', '"D3"', 1).replace('"N"', '"n"', 1)
    said = run_cell(src, {"lessons": lessons})
    assert said.startswith("✔") and "facing 'n' read as N" in said, said
    sources = [s for _, s in cells("05_for_teachers")]
    k = next(k for k, s in enumerate(sources) if s.startswith("my_case = {"))
    words = " ".join(sources[k - 1].split())
    assert "case file is strict" in words and "one capital letter" in words, words


def _commas_dropped() -> list[tuple[str, int]]:
    """Each exercise cell of lesson 5 written between { } (a challenge, a board, a case),
    with each comma of its { } that a teacher could leave out: (cell, where the comma is)."""
    out = []
    for start in ("my_challenge = {", "my_board = {", "my_case = {"):
        src = _cell(start)
        written = src[:src.index("\nlessons.")]
        out += [(start, m.start()) for m in re.finditer(",", written)
                if not re.match(r",\s*\n\s*}", src[m.start():])]    # the last thing's
    return out


@pytest.mark.parametrize(("start", "at"), _commas_dropped())
def test_a_comma_left_out_of_an_exercise_hears_about_the_comma_where_it_is(start, at):
    """Walk 05p, fault 1 (serious): a comma left out at the end of Exercise 1's
    '"facing": "N"' line heard Python mark the next line, which was right, and 'check that
    every quote and bracket you opened is closed', no word of commas. Every comma left out
    of the exercises' { } hears of a comma; one at the end of a line names that line."""
    src = _cell(start)
    src = src[:at] + src[at + 1:]
    name = f"<cell {abs(hash(src))}>"
    linecache.cache[name] = (len(src), None, src.splitlines(True), name)
    with pytest.raises(SyntaxError) as e:
        compile(src, name, "exec")
    said = str(lessons.unreadable(e.value))
    assert "comma is" in said and "quote and bracket you opened" not in said, said
    line = src[src.rfind("\n", 0, at) + 1:src.index("\n", at)].strip()
    if re.search(r"[\"']\s*$", line) and "forgot a comma" not in e.value.msg:
        assert f"at the end of the line above the marked one, after its last thing: {line}." \
            in said, said


@pytest.mark.usefixtures("fresh_answers")
@pytest.mark.parametrize(("start", "old", "new", "read"), [
    ("my_challenge = {", '"F3"', '"D3."', "target 'D3.' read as D3"),
    ("my_challenge = {", '"F3"', '"D three"', "target 'D three' read as D3"),
    ("my_board = {", '"blocks": ["A3"]}', '"blocks": ["A two"]}', "block 'A two' read as A2"),
])
def test_a_square_with_a_full_stop_or_a_number_word_is_read_and_said(start, old, new, read):
    """Walk 05p3, faults 5 and 6: Exercise 1's "D3." heard only "not a square name such as
    'C2'", and Exercise 2's "A two" the path "board.blocks[0]" with no hint, where every
    answer of the course forgives a full stop and a number word (lesson 07's "D two east").
    The square is read, and the check says how, as it says "d3" read as D3."""
    said = run_cell(_cell(start).replace(old, new, 1), {"lessons": lessons})
    assert said.startswith("✔") and read in said, said


@pytest.mark.usefixtures("fresh_answers")
def test_a_block_that_names_no_square_hears_which_and_how_to_write_it_and_no_try():
    """Walk 05p3, fault 6: a block that names no square heard "board.blocks[0]: 'A' is not
    a square name such as 'C2'.", a Python path and the only check with no Hint line."""
    src = _cell("my_board = {").replace('"blocks": ["A3"]}', '"blocks": ["C5", "A"]}', 1)
    said = run_cell(src, {"lessons": lessons})
    assert said.startswith("✘ The second block, 'A', names no square"), said
    assert "Hint:" in said and "not counted as a try" in said and "board." not in said
    assert set(SQUARE.findall(said)) <= {"C4", "C5"}, said    # the form's, no answer


def test_exercise_3s_text_shows_forgiven_squares_with_no_exercises_answer():
    """Walk 05p3, fault 7: Exercise 3's text said the checks read "'a2' as A2", and A2 is
    Exercise 2's answer, read just before it."""
    text = " ".join(next(s for k, s in cells("05_for_teachers")
                         if s.startswith("### Exercise 3")).split())
    assert "they read" in text and not re.search(r"\bA2\b|\ba2\b", text, re.I), text
