"""Lesson 05 (for teachers) as the walkthrough of issue 29 met it (/work/wt/walk/05): its
Exercise 3's failing check never prints the value the case should expect, and says how a
case writes a facing instead of blaming the game."""

from __future__ import annotations

from codyroby_lab import codyroby, lessons
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
    assert said.hint.startswith('Check the case first. A square is "A4"')
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
