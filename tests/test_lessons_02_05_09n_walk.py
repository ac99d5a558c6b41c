"""Faults found by fresh-eyes walks of lessons 02, 05 and 09 (issue 29)."""

from codyroby_lab import lessons
from codyroby_lab.games.robin.rules import step


def exercise_1_as_given(pieces, groups):
    """Exercise 1's cell run before the learner has written anything."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]  # noqa: F841 - the cell's names, unused as given
    best = exercise_1_as_given(pieces, rest)
    for k, space in enumerate(pieces):  # noqa: B007
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841
        ...
    return best


def most_groups(pieces, groups):
    """Exercise 1 written out, with the call to itself misspelt."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = most_group(pieces, rest)  # noqa: F821 - the misspelling under test
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            best = max(best, 1 + most_groups(others, rest))
    return best


def test_exercise_1_left_as_given_is_told_to_replace_the_dots():
    """walk 09n, fault 1: the cell run with its `...` heard "your function always answers 0:
    it never counts a group it applies", as if code not yet written were wrong."""
    result = lessons.check_most_groups(exercise_1_as_given)
    assert not result.ok
    assert "..." in result.message and "replace the ..." in result.hint
    assert "always answers 0" not in result.hint


def test_exercise_1_a_misspelt_name_is_matched_to_the_name_meant():
    """walk 09n, fault 2: `most_group` was pointed at a list of names without most_groups."""
    result = lessons.check_most_groups(most_groups)
    assert not result.ok and "name it does not know" in result.message   # (walk 09r, 2)
    assert "most_group is not a name" in result.hint and "did you mean most_groups?)" in result.hint


def test_check_prints_roby_on_the_square_the_board_file_puts_him(tmp_path, capsys):
    """walk 05n, fault 4: `codyroby-lab check garden.json` printed the board with no ^ on A5,
    though the file starts Roby there and the lesson says ^ > v < is Roby."""
    import json

    from codyroby_lab.cli import main

    path = tmp_path / "garden.json"
    path.write_text(json.dumps({"board": {"width": 5, "height": 5, "blocks": ["B4"],
                                          "targets": {"red": "E1"}},
                                "robots": {"roby": {"at": "A5", "facing": "E"}}}))
    assert main(["check", str(path)]) == 0
    *rows, verdict = capsys.readouterr().out.splitlines()     # the board, then its verdict
    assert verdict == f"No problems found in {path}."
    assert rows[-1].split() == ["5", ">", ".", ".", ".", "."]    # Roby on A5, facing east
    assert rows[-2].split() == ["4", ".", "#", ".", ".", "."]


def test_a_board_keeping_the_program_built_on_it_says_how_to_use_the_cells():
    """walk 02n, fault 5: with `my_program` changed in the cell, the board kept the program
    built on it, and its title said so but not how to put the typed program on the board.
    The board says it once under its buttons, its title its own (walk 01p, fault 7)."""
    from codyroby_lab.lessons import kept
    from codyroby_lab.lessons.checks import board, challenge

    kept.forget()
    ex = challenge(None, "A5", "C4", budget=5)
    board("F", on=ex, title="Corner").program = "F R F F"     # built on the board
    said = board("F F", on=ex, title="Corner").scene["said"]  # my_program changed
    assert "copy it into Program as text and press Use text" in said
    kept.forget()


def test_a_class_whose_solved_program_could_be_shorter_is_not_handed_a_hint(tmp_path):
    """walk 05n, fault 6: under Ada's "Solved: ... with 5 cards, where 4 are enough." the
    class's printout said "hint:", and a child shown it could not tell whether it was done;
    what follows a solved program is the way to fewer cards."""
    from codyroby_lab.games.codyroby.challenge import Challenge
    from tests.support.lesson_cells import cells, run_cell

    path = tmp_path / "round.json"
    path.write_text('{"version": 1, "board": {"width": 5, "height": 5, "blocks": ["B4", "C2"], '
                    '"targets": {"red": "E1"}}, "start": "A5", "facing": "N", "target": "red", '
                    '"budget": 6, "blue_cards": true}')
    src = next(s for k, s in cells("05_for_teachers") if k == "code" and "challenge.check(" in s)
    lines = run_cell(src, {"challenge": Challenge.load(path)}).splitlines()
    ada = next(i for i, line in enumerate(lines) if line.startswith("Ada"))
    assert "Solved" in lines[ada] and lines[ada + 1].split()[:2] == ["fewer", "cards:"]
    assert any(line.split()[:1] == ["hint:"] for line in lines)   # an unsolved one's hint


def test_the_old_oak_is_a_place_a_piece_may_stop_on_and_a_wrap_passes():
    """walk 09n, fault 9: the rule said a back group "that would take it there" cannot be
    applied, read as "to the oak", which is allowed; a wrap from 6 to 2 said "back to the
    oak", just after the Predict question taught that it ends on 2."""
    from codyroby_lab.games.robin import rules
    from tests.support.robin_setups import moving

    assert "may stop on the oak" in rules.OAK.text
    s = moving("food5", {"ann": 2, "bob": 6, "cy": 4})  # +3: 7, the oak, 2
    said = s.apply("move bob")[0].text
    assert said.endswith("from space 6 to space 2 (past the castle and the oak)"), said


def test_the_road_text_names_what_the_board_shows_below_a_space():
    """walk 09n, fault 8: the text said every space shows two numbers, the one below "a
    negative number, like -1", while the board writes "give 1", "take 1" or "nothing" there:
    a child looked for a -1 the board never shows."""
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).parents[1] / "notebooks" / "09_robin.ipynb").read_text())
    road = next("".join(c["source"]) for c in nb["cells"] if "".join(c["source"]).startswith(
        "## The road"))
    assert "two numbers" not in road
    for words in ('"give 1"', '"take 1"', '"nothing"'):
        assert words in road, words


def test_part_1_names_no_file_that_part_2_overwrites():
    """walk 05n, fault 5: part 1's text gave garden.json as the editor's example, and part 2's
    cell writes my_boards/garden.json without asking: a drawing saved under the name the
    text suggested was lost."""
    import re

    from tests.support.lesson_cells import cells

    part_1 = next(s for k, s in cells("05_for_teachers") if s.startswith("## 1 "))
    part_2 = [s for k, s in cells("05_for_teachers") if k == "code" and "write_text" in s]
    written = {m for s in part_2 for m in re.findall(r'folder / "(\w+\.json)"', s)}
    suggested = set(re.findall(r'lessons\.editor\(folder / "(\w+\.json)"\)', part_1))
    assert suggested and "garden.json" in written and not suggested & written


def test_lesson_2_says_what_predict_does_before_its_first_board_that_offers_it():
    """walk 02n, fault 7: the board's Predict box, the lesson's best feature, was explained
    nowhere in lesson 2, so a child might never tick it."""
    from tests.support.lesson_cells import cells

    texts = []
    for kind, src in cells("02_repeat"):
        if kind == "code" and "answer_first=True" in src:
            break
        texts.append(src)
    assert any("tick **Predict**" in t and "click the square" in t for t in texts)
