"""Lesson 05 (for teachers) as the fresh-eyes walk 05i met it (/work/walk/walk05i): a
budget refused with no word that allowing REPEAT would make it possible, a whole class
hinted towards the same REPEAT WHILE trick, a stray '<' answered with advice on brackets,
Exercise 1's hint printing a whole solution, Exercise 2's hints of road and path on a board
with neither (and every board a "first try"), Exercise 3's 'south' refused as if it were
wrong, the guide printed as raw markdown, and a legend naming REPEAT UNTIL; and walk 05k's
(/work/walk/walk05k): a case's words that its play did not do, Robin used unexplained, and
blocks written as one square."""

from __future__ import annotations

import ast
import json

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.core.drawing import Sketch
from codyroby_lab.core.errors import LabError
from codyroby_lab.games.codyroby import CodyRoby
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.drawing import CHALLENGE
from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import cells, run_cell

ROUND_THE_BLOCKS = {"board": {"width": 5, "height": 5, "blocks": ["B4", "C2"],
                              "targets": {"red": "E1"}},
                    "start": "A5", "facing": "N", "target": "red", "budget": 6,
                    "blue_cards": True}


def _cell(start: str) -> str:
    return next(s for k, s in cells("05_for_teachers") if k == "code" and s.startswith(start))


def test_a_budget_refused_before_repeat_is_allowed_says_that_repeat_makes_it_possible():
    """Fault 2: 'The budget cannot be 6. 6 cards cannot do it: 9 are needed.' with REPEAT
    off, though the lesson asks for a budget that makes learners reach for REPEAT."""
    s = Sketch(CHALLENGE)
    with pytest.raises(LabError) as refused:
        s.set("budget", 6)
    said = str(refused.value)
    assert "9 are needed" in said and "with REPEAT cards allowed, 4 are enough" in said
    assert "allow them, then type 6 in the budget box again" in said
    assert s.doc["budget"] is None                          # nothing changed
    s.set("blue_cards", ["REPEAT"])
    s.set("budget", 6)                                      # in that order it is taken
    assert s.doc["budget"] == 6


def test_a_budget_no_blue_card_makes_possible_says_no_more_than_before():
    with pytest.raises(LabError) as refused:
        Challenge.from_dict({"start": "A5", "target": "E1", "budget": 2})
    assert str(refused.value).endswith("2 cards cannot do it: 9 are needed")


def test_the_class_hints_lead_from_each_learners_own_program_not_to_one_trick():
    """Fault 4: Ada's 'REPEAT 4 [F] R REPEAT 4 [F]' heard 'Next card ...: a REPEAT 4
    card', the card she started with; every learner heard it, a step of the REPEAT WHILE
    shortest program."""
    c = Challenge.from_dict(ROUND_THE_BLOCKS)
    ada = c.check("REPEAT 4 [F] R REPEAT 4 [F]")
    assert ada.status == "solved" and "REPEAT 4 card" not in ada.hint
    assert "a REPEAT 2 card" in ada.hint
    bruno = c.check("F F F F R F F F F")
    assert "a REPEAT 2 card" in bruno.hint and "WHILE" not in bruno.hint


def test_a_stray_angle_bracket_hears_what_a_program_holds_not_only_of_brackets():
    """Fault 5: Emil's '<script>' heard only that a blue card holds its cards in [ ]."""
    said = Challenge.from_dict(ROUND_THE_BLOCKS).check("<script>alert('hi')</script>").message
    assert "'<' cannot go in a program: a program holds only cards" in said


def test_exercise_1s_wrong_square_hears_which_way_to_move_it_never_a_solution():
    """Fault 6: target E3 heard 'Hint: a shortest program is F F R F F F F'."""
    src = _cell("my_challenge = {").replace('"target": "F3"', '"target": "E3"')
    said = run_cell(src, {"lessons": lessons})
    assert said.startswith("\u2718 The challenge loads, but 7 cards suffice, not 6.")
    hint = said.split("Hint:")[1]
    # no shortest program; the draft's own F F R F F F is named since walk 05n, fault 9
    assert "F F R F F F F" not in hint and "nearer to the start" in hint
    far = run_cell(src.replace('"E3"', '"B4"'), {"lessons": lessons})
    assert "further from the start" in far


def _exercise_2(blocks: list[str]) -> str:
    src = _cell("my_board = ").replace('["A3"]', repr(blocks).replace("'", '"'), 1)
    return run_cell(src, {"codyroby": codyroby, "lessons": lessons})


def test_exercise_2s_wrong_boards_hear_which_way_roby_missed_and_no_road():
    """Fault 8: A3, B2 and A1 all heard of 'road there (on the board, no block, on the
    path)', with neither road nor path in the exercise, and not which way to go."""
    feedback.forget()
    short, far = _exercise_2(["A3"]), _exercise_2(["A1"])
    assert "Roby stops on A4, before A3" in short and "sensor sees" in short
    assert "Roby goes past A3" in far
    assert "road" not in short + far and "path" not in short + far


def test_exercise_2_right_after_a_wrong_board_is_not_a_first_try():
    """Fault 8: after the draft had run, the right board heard 'on your first try' with
    nothing said of the draft; the draft now says it is not counted, so the right board is
    the first try of the teacher's own (walk 05q, fault 11: "second try" counted it)."""
    feedback.forget()
    draft = _exercise_2(["A3"])
    assert draft.startswith("\u2718") and "not counted as one of yours" in draft
    said = _exercise_2(["A2"])
    assert said.startswith("\u2714") and "on your first try" in said


def test_exercise_3s_facing_in_words_is_right_but_written_as_a_case_writes_it():
    """Fault 7: 's', 'S ' and 'south' heard 'the game does not give 's' there', as if
    the facing were wrong, while the guide said every check forgives case and words."""
    src = _cell("my_case = {")
    for facing in ("s", "S ", "south"):
        mine = src.replace('"facing": "N"}}, "halt"', f'"facing": {facing!r}}}}}, "halt"', 1)
        said = run_cell(mine, {"lessons": lessons})
        # read as every answer is (walk 05r, fault 5), and failed as in a file, saying how
        # a file writes it (walk 05s, fault 2: it passed here and failed the file check)
        assert f"{facing!r} is written S in a case file" in said, said
        assert "does not give" not in said
    wrong = run_cell(src.replace('"facing": "N"}}, "halt"', '"facing": "east"}}, "halt"', 1),
                     {"lessons": lessons})
    assert "'east' is written E in a case file" in wrong and "'S'" not in wrong


def test_the_guide_shows_as_a_page_its_lesson_5_part_first():
    """Fault 9: the guide was printed as raw markdown, 6,000 px tall, the lesson-5 answers
    half way down."""
    src = _cell("# the teacher's guide").replace("show_answers = False", "show_answers = True")
    tree = ast.parse(src)
    last = tree.body.pop()
    ns: dict = {}
    exec(compile(tree, "<cell>", "exec"), ns)  # noqa: S102 - the lesson's own cell
    shown = eval(compile(ast.Expression(last.value), "<cell>", "eval"), ns)  # noqa: S307
    page = shown._repr_markdown_()
    assert page.startswith("## Lesson 5 · For teachers") and "## Lesson 6" not in page
    assert "## Lesson 4" not in page


def test_a_boards_legend_tells_a_target_without_a_card_the_lesson_never_uses():
    """Fault 10: 'target: a REPEAT UNTIL card stops there' under a plain F/L/R board."""
    setup = {"board": {"width": 5, "height": 5, "targets": {"red": "E1"}},
             "robots": {"roby": {"at": "A5", "facing": "N"}}}
    legend = CodyRoby.from_setup(setup).new_state().scene()["legend"]
    target = next(item["label"] for item in legend if item["kind"] == "target")
    assert "REPEAT" not in target and "UNTIL" not in target


def test_parts_5_and_6_say_what_their_developers_words_mean_and_exercise_3_is_a_puzzle():
    """Fault 11: viewer, phase, legal, events, refuse, $subset_of, kernel and sanitize were
    never explained; Exercise 3's task said the answer ('turns round to face south')."""
    text = " ".join(" ".join(s.split()) for k, s in cells("05_for_teachers") if k == "markdown")
    for said in ('`"viewer"` (the player whose view it is)', "a part of a turn",
                 "the rules allow a player to take", "what the action made happen",
                 "turned down with a message and no change", "only things from a list",
                 "the kernel is the Python that runs", "lists what may differ from run to run",
                 "For developers only (skip it"):
        assert said in text, said
    task = next(s for k, s in cells("05_for_teachers") if s.startswith("### Exercise 3"))
    assert "south" not in task and "work out the right one" in task


def test_the_garden_case_about_a_block_stops_roby_before_a_block(tmp_path):
    """Walk 05k, fault 4: garden-002, "REPEAT WHILE ahead stops before the block", played
    R REPEAT WHILE ahead [F] along row 5, where there is no block: Roby stopped on E5 at the
    board's edge. The case the lesson writes leaves Roby with a block just ahead of him."""
    ns = {"json": json, "folder": tmp_path, "lessons": lessons}
    run_cell(_cell("board_file = folder"), ns)
    ns["setup"] = json.loads(ns["board_file"].read_text())
    run_cell(_cell("case = {"), ns)
    said = run_cell(_cell("from codyroby_lab.conformance import check as check_cases"), ns)
    assert said.strip() == "2 passed, 0 failed"
    case = json.loads((tmp_path / "cases" / "garden-002.json").read_text())
    assert "stops before the block" in case["source"]
    state = CodyRoby(case["setup"]).new_state()
    state.run(case["play"][0])
    roby = state.robots["roby"]
    assert state.game.board.grid.ahead(roby.at, roby.facing) in state.game.board.blocks


def test_exercise_2s_blocks_written_as_one_square_hear_how_a_list_is_written():
    """Walk 05k, fault 6: '"blocks": "A2"' heard only "board.blocks: must be a list of
    squares", with no list shown, though a list is what a teacher may not recognise."""
    src = _cell("my_board = {").replace('["A3"]', '"A2"')
    with pytest.raises(LabError) as refused:
        run_cell(src, {"lessons": lessons})
    assert str(refused.value) == ("board.blocks: must be a list in [ ], with each square "
                                  "in quotes and a comma between two squares")


def test_the_hidden_information_case_says_what_robin_is_before_using_it():
    """Walk 05k, fault 5: the case stole a card in Robin, a game met only in lesson 9, with
    its Special Mission Cards, contribution, mission and tokens never explained."""
    text = " ".join(next(s for k, s in cells("05_for_teachers")
                         if k == "markdown" and "**Hidden information.**" in s).split())
    assert "the card game of lesson 9" in text and "you need not know it" in text
    assert "takes one card at random from another player's hand" in text
    assert all(f"`{f}`" in text for f in ("contribution", "mission", "pieces", "tokens"))


def test_the_lessons_words_are_said_before_a_teacher_needs_them():
    """Walk 05k, fault 9: "dict", "JupyterLite", "kernel" (explained only in part 6), and
    garden-003's "$set", "run F" and ProgramSyntaxError (explained two cells later, or
    never) met a teacher with a little Python cold."""
    srcs = cells("05_for_teachers")
    text = " ".join(s for _, s in srcs)
    assert "dict" not in text.split() and "JupyterLite" not in text
    kernel = next(s for k, s in srcs if k == "markdown" and "kernel" in s)
    assert "the Python that runs the cells" in " ".join(kernel.split())
    used = next(i for i, (k, s) in enumerate(srcs) if k == "code" and '"$set"' in s)
    before = " ".join(srcs[used - 1][1].split())
    assert all(w in before for w in ('"run F"', '{"$set": [...]}', "ProgramSyntaxError"))


def test_blue_cards_taken_away_below_the_budget_say_to_change_the_budget_first():
    """Walk 05r8, fault 4: with REPEAT allowed and budget 6, taking REPEAT away was refused
    with "allow them, then type 6 in the budget box again": REPEAT was still allowed and 6
    still in the box. What the teacher must do is change the budget first."""
    s = Sketch(CHALLENGE)
    s.set("blue_cards", ["REPEAT"])
    s.set("budget", 6)
    with pytest.raises(LabError) as refused:
        s.set("blue_cards", [])
    said = str(refused.value)
    assert said == ("The blue cards cannot all be taken away. 6 cards cannot do it: 9 are "
                    "needed. Change the budget first, then set the blue cards again.")
    assert s.doc["budget"] == 6 and s.doc["blue_cards"] == ["REPEAT"]     # nothing changed
    s.set("budget", 9)
    s.set("blue_cards", [])                                 # in that order it is taken
    assert s.doc["blue_cards"] in ([], False)


def test_undo_says_which_change_it_took_back():
    """Walk 05r9, fault 1: after a few edits from the keys, Undo said only "The last change
    is taken back.", and a second Undo looked like a failed one."""
    s = Sketch(CHALLENGE)
    s.place("block", "C3")
    s.remove("C3")
    s.set("facing", "E")
    said = []
    for _ in range(3):
        s.undo()
        said.append(s.said)
    assert said == ['The last change is taken back ("Facing: E").',
                    'The last change is taken back ("Taken away from C3").',
                    'The last change is taken back ("A block on C3").'], said


def test_part_1_says_what_a_road_square_and_the_frame_are():
    """Walk 05r9, fault 3: part 1 used a Road square and the keyboard's frame without
    saying what either is (Road only in the button's tooltip)."""
    text = " ".join(" ".join(s for k, s in cells("05_for_teachers") if k == "markdown").split())
    assert "Road squares make a *path board*: only they are road" in text
    assert "the frame (the coloured square outline that marks where the keys act)" in text


def test_the_case_exercise_s_stuck_help_shows_the_line_as_it_reads_then():
    """Walk 05r9, fault 12: "in place of what it expects, everything after "expect": from {
    to }" was first read as the facing alone; it shows the line as it reads then."""
    from codyroby_lab.lessons.checks import SEE
    assert 'so that the line reads "expect": "show me"' in SEE
