"""Lesson 05 (for teachers) as the walkthrough of issue 29 met it (/work/wt/walk/05): its
Exercise 3's failing check never prints the value the case should expect, and says how a
case writes a facing instead of blaming the game."""

from __future__ import annotations

import json
import linecache
import re

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.conformance import check
from codyroby_lab.core.errors import LabError
from tests.support.lesson_cells import cells, run_cell


def exercise_3(draft: str, written: str) -> str:
    """What Exercise 3's cell shows with the lesson's ``draft`` text in it ``written`` over."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    assert draft in src
    return run_cell(src.replace(draft, written, 1), {"codyroby": codyroby, "lessons": lessons})


def _exercise_3(facing: str) -> str:
    return exercise_3('"at": [2, 2], "facing": "N"}}', f'"at": [2, 2], "facing": {facing!r}}}}}')


def test_exercise_3s_first_draft_hears_where_it_differs_never_the_value():
    said = _exercise_3("N")
    assert said.startswith("\u2718 Case my-001 fails: robots.roby.facing")
    assert "'S'" not in said and "got" not in said
    assert "bug in the game or" not in said


def test_exercise_3_written_in_words_hears_how_a_case_writes_a_facing():
    said = _exercise_3("south")     # failed, as in a file (walk 05s, fault 2)
    assert "'south' is written S in a case file: a facing there is one capital letter" in said
    assert _exercise_3("S").startswith("\u2714 Case my-001 passes")


def test_exercise_2s_draft_hears_of_the_sensor_not_of_a_table_it_does_not_show():
    """Walk 05: "the desk-check table shows each step" under a cell that shows no table."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_board = "))
    said = run_cell(src, {"codyroby": codyroby, "lessons": lessons})
    assert said.startswith("\u2718 Roby ends on A4, not on A3")
    assert "desk-check" not in said and "sensor sees" in said


def test_exercise_3s_hint_never_blames_the_game_for_a_case_wrong_on_purpose():
    """Walk 05 fault 13: the hint ended 'When the case is right, the game has a bug.'"""
    said = _exercise_3("N")
    assert "the game has a bug" not in said and "the case is what to mend" in said


def test_exercise_1_reads_a_best_written_in_quotes_as_the_number_it_is():
    """Walk 05c serious 2: best="6" heard "6 cards suffice, not 6"."""
    doc = {"board": {"width": 5, "height": 5}, "start": "A5", "facing": "N", "target": "D3"}
    said = lessons.check_challenge(doc, best="6", solved_by=["F F R F F F"])
    assert said.ok and "6 cards suffice" in said.message
    assert lessons.check_challenge(doc, best="lots").message == \
        "best='lots' is not a number of cards: write it as a number, such as best=4."


def test_lesson_05_shows_the_guide_and_checks_a_file_in_a_cell_not_only_in_a_terminal(tmp_path):
    """Walk 05c serious 3: the guide and the file check were only commands for a terminal,
    where `codyroby-lab` was "command not found"."""
    srcs = [s for k, s in cells("05_for_teachers") if k == "code"]
    guide = next(s for s in srcs if 'guide.answers_page("Lesson 5"' in s)
    assert "Markdown(" in guide         # shown as a page: test_lesson_05i_walk reads it
    board = next(s for s in srcs if '["check", str(board_file)]' in s)
    board_file = tmp_path / "garden.json"
    board_file.write_text('{"board": {"width": 5, "height": 5, "blocks": ["B4"]}, '
                          '"robots": {"roby": {"at": "A5", "facing": "N"}}}')
    said = run_cell(board, {"board_file": board_file})
    assert "garden.json: CodyRoby board, 5x5" in said and "1 block" in said


def test_a_case_that_expects_the_wrong_halt_hears_what_a_halt_is_not_that_the_game_is_wrong():
    """Walk 05c fault 13: garden-001 (halt "end" for a crash) heard of facings and squares,
    then "When the case is right, the game has a bug."."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("case = {"))
    said = run_cell(src, {"lessons": lessons, "setup": {
        "board": {"width": 5, "height": 5, "blocks": ["B4", "C2"], "targets": {"red": "E1"}},
        "robots": {"roby": {"at": "A5", "facing": "N"}}}})
    hint = said.split("Hint: ")[1]
    assert '"crash" when Roby crashed' in hint
    assert "facing" not in hint and "[x, y]" not in hint and "has a bug" not in hint


def test_lesson_05_says_that_a_list_is_counted_from_0_where_its_messages_count_so():
    """Walk 05c fault 12: `board.blocks[0]` and `checks[1] after play[0]` read as "the
    first" to a teacher; the text says how the messages count."""
    kinds = cells("05_for_teachers")
    broken = next(i for i, (k, s) in enumerate(kinds) if s.startswith("for broken in"))
    assert "`blocks[0]` is the first block" in kinds[broken - 1][1]
    failing = next(s for k, s in kinds if s.startswith("A failing check names itself"))
    assert "counted from 0, so the second check" in failing


def test_lesson_05_says_what_its_programmers_words_mean_before_it_uses_them():
    """Walk 05c fault 5: JSON, widget, palette, solver, verdict, trace, desk check, halt and
    conformance case were used and never explained to a primary teacher."""
    opening = cells("05_for_teachers")[1][1]
    for word in ("JSON", "widget", "palette", "solver", "verdict", "trace", "desk check",
                 "halt", "conformance case"):
        assert f"**{word}**" in opening, word
    assert "skip it" in opening                        # part 5 is for those who want it


def test_exercise_3s_draft_never_says_the_facing_it_asks_for():
    """Walk 05j fault 9: the draft's "source" said "two left turns face the other way", the
    answer the exercise asks the teacher to work out."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    words = src.split('"expect"')[0].lower()
    assert not any(w in words for w in ("other way", "opposite", "south", "back", "round"))


def test_a_case_wrong_on_a_square_in_its_checks_hears_of_squares_only():
    """Walk 05j fault 6: a square wrong in a case's "checks" heard first how to write a
    facing, as the field was read from the words before the path ("checks[1] after ...")."""
    case = {"id": "t-3", "game": "codyroby", "source": "two steps",
            "setup": {"robots": {"roby": {"at": "A5", "facing": "N"}}}, "play": ["F F"],
            "checks": [{"after": 0, "state": {"robots": {"roby": {"at": [0, 3]}}}}]}
    said = lessons.check_case(case)
    assert "robots.roby.at" in said.message
    # walk 05r8, fault 7: "Check the case first" read as letter case, beside "one capital letter"
    assert said.hint.startswith('Check your case file first. A square is "A4"')
    assert "facing" not in said.hint


def test_exercise_3_in_a_small_letter_is_read_as_the_right_facing():
    """Walk 05j fault 7: "'s' is the right way" could read as 'the right method'; walk 05r,
    fault 5: a small letter is read as every answer reads it; walk 05s, fault 2: and fails,
    as it does in a file, saying how a file writes it."""
    said = _exercise_3("s")
    assert "'s' is written S in a case file" in said
    assert "right way" not in said


def test_part_1_says_what_run_plays_on_a_board_nobody_wrote_a_program_for():
    """Walk 05j fault 1: Run on the drawn board played R F F F, a program nobody wrote, and
    the lesson only said what Run shows on a challenge."""
    part_1 = next(s for k, s in cells("05_for_teachers") if s.startswith("## 1 "))
    assert "**Run**" in part_1 and "shortest way to the red target" in part_1


def test_part_5s_comparisons_are_in_plain_words_their_names_in_a_note_for_developers():
    """Walk 05j fault 11: "multiset", "subset_of", "$absent"... read like developer
    documentation; the exact names stay, in a note marked for developers."""
    text = next(s for k, s in cells("05_for_teachers") if s.startswith("**Comparisons.**"))
    plain, _, note = text.partition("For developers")
    assert note and "$multiset" in note and "$subset_of" in note
    assert "$" not in plain.split("**Hidden information.**")[0]
    plain = " ".join(plain.split())
    assert "each as many times" in plain and "in any order" in plain


def test_part_3_says_what_s_and_t_are_and_that_a_hint_may_follow_another_best_program():
    """Walk 05j fault 5: the printed challenge's S and T were explained nowhere, and its
    shortest program (REPEAT 4 [...]) was not the one the hints of part 4 led to."""
    part_3 = " ".join(next(s for k, s in cells("05_for_teachers")
                           if s.startswith("## 3 ")).split())
    assert "start `S`" in part_3 and "target `T`" in part_3
    assert "another one" in part_3


def test_part_5_warns_that_a_first_run_can_be_slow_before_its_first_case():
    """Walk 05j fault 10: the first case cells took 15 and 25 s with nothing but [*]."""
    part_5 = " ".join(next(s for k, s in cells("05_for_teachers")
                           if s.startswith("## 5 ")).split())
    assert "[*]" in part_5 and "still working" in part_5


def test_exercise_1_says_how_it_read_a_target_written_another_way():
    """Walk 05j fault 7: 'd3', ' D3 ' and 'D 3' were taken silently, as 'D3' is."""
    doc = {"board": {"width": 5, "height": 5}, "start": "A5", "facing": "N"}
    for target in ("d3", " D3 "):
        said = lessons.check_challenge({**doc, "target": target}, best=6)
        assert said.ok and f"target {target!r} read as D3" in said.message
    assert "read as" not in lessons.check_challenge({**doc, "target": "D3"}, best=6).message
    assert "read as" not in lessons.check_challenge(
        {**doc, "board": {"width": 5, "height": 5, "targets": {"red": "D3"}}, "target": "red"},
        best=6).message


def test_exercise_1_with_a_wrong_target_never_names_where_the_program_ends():
    """Walk 05l, fault 2: a target of B1 heard "Roby ended on D3", the exercise's answer,
    and a hint to change the program, which the exercise keeps: now it hears where to look."""
    doc = {"title": "Six cards", "board": {"width": 5, "height": 5}, "start": "A5",
           "facing": "N", "target": "B1"}
    said = str(lessons.check_challenge(doc, best=6, solved_by=["F F R F F F"]))
    assert said.startswith("\u2718") and "D3" not in said and "does not solve it" in said
    assert "the target goes where 'F F R F F F' ends" in said
    doc["target"] = "D3"
    assert lessons.check_challenge(doc, best=6, solved_by=["F F R F F F"]).ok


# Lesson 05's Exercise 3 judges a case as ``codyroby-lab check`` does: what passes one passes the
# other (walk 05s, fault 2: a facing written "south" passed the exercise, "read as S", and the
# same case saved to a file failed the check). A facing written another way than one capital
# letter fails both, and the exercise says how a case file writes it.

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _case(facing: str) -> dict:
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    draft = '"at": [2, 2], "facing": "N"}}'
    assert draft in src
    ns = {"codyroby": codyroby, "lessons": lessons}
    said = run_cell(src.replace(draft, f'"at": [2, 2], "facing": {facing!r}}}}}', 1), ns)
    return {"said": said, "case": ns["my_case"]}


def _file_check(case: dict, folder) -> bool:
    (folder / "my-001.json").write_text(json.dumps(case), encoding="utf-8")
    passed, failures = check([folder])
    return passed == 1 and not failures


@pytest.mark.parametrize("facing", ["S", "south", "s", "S ", " S.", "N", "show me"])
def test_the_exercise_and_the_file_check_give_one_verdict(facing, tmp_path):
    got = _case(facing)
    passes = got["said"].startswith("\u2714 Case my-001 passes")
    assert passes == _file_check(got["case"], tmp_path) == (facing == "S"), got["said"]


@pytest.mark.parametrize("facing", ["south", "s", "S "])
def test_a_facing_in_words_hears_how_a_case_file_writes_it(facing):
    said = _case(facing)["said"]
    assert f"{facing!r} is written S in a case file" in said
    assert "does not give" not in said and "work it out" not in said


def _with_expect(expect: str) -> str:
    return exercise_3('"expect": {"robots": {"roby": {"at": [2, 2], "facing": "N"}}, '
                      '"halt": "end"},', f'"expect": {expect},')


def test_show_me_in_place_of_what_the_case_expects_shows_a_case_that_passes():
    """Walk 05s, fault 9: Exercise 3 had no "show me", unlike Exercise 2."""
    said = _with_expect('"Show me"')
    assert said.startswith("\u279c You asked to see it: a case that passes expects {")
    shown = said.split(" expects ", 1)[1].strip().rstrip(".")
    assert "Case my-001 passes. You saw the answer before this try." in _with_expect(shown)


def test_a_facing_that_is_none_hears_so_and_a_stuck_teacher_hears_how_to_see():
    said = _case("show me")["said"]
    assert "'show me' is not a facing" in said and "does not give" not in said
    assert 'write "show me" (with its quotes) in place of what it expects' in said
    assert "'up' is not a facing" in _case("up")["said"]
    draft = _case("N")["said"]                      # the lesson's draft counts no try
    assert "not counted as one of yours" in draft
    tries = [_case(f)["said"] for f in ("E", "W", "up")]
    assert 'If you are stuck, write "show me"' in tries[-1]


@pytest.mark.parametrize("at", ["c3", " C3", "C3 "])
def test_a_square_written_another_way_is_refused_as_a_facing_is_and_hears_how(at, tmp_path):
    """Walk 05p, fault 5: the lesson says a case file is strict, and a facing "s" was
    refused, but a square "c3" in what the case expects passed silently. It fails the
    exercise and the file check alike, and hears how a case file writes it, no try."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    draft = '"expect": {"robots": {"roby": {"at": [2, 2], "facing": "N"}}'
    assert draft in src
    ns = {"codyroby": codyroby, "lessons": lessons}
    said = run_cell(src.replace(draft, f'"expect": {{"robots": {{"roby": {{"at": {at!r}, '
                                       '"facing": "S"}}', 1), ns)
    assert f"robots.roby.at: {at!r} is written C3 in a case file" in said, said
    assert "not counted as a try" in said and "does not give" not in said, said
    assert not _file_check(ns["my_case"], tmp_path)


# What lesson 5's exercises say to a slip of form: never a square that answers them, and the same
# forgiveness in every exercise.

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
