"""Lesson 08's walk 08r9 (a 12-year-old's eyes): what a child reads when a move typed in a
cell has no quotes, in the kernel's own words under the cell."""

from __future__ import annotations

import pytest
from IPython.core.interactiveshell import InteractiveShell

from codyroby_lab import lessons
from tests.support.lesson_cells import cells


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    lessons.plain_errors()
    shown: list[str] = []
    shell.display_pub.publish = lambda data, **_: shown.append(data["text/plain"])
    shell.shown = shown
    yield shell
    InteractiveShell.clear_instance()


def test_a_move_without_its_quotes_hears_the_quotes_not_to_run_the_cells_above(shell):
    """Serious fault 1: game.send(C) heard "Python does not know the name C ... Run All
    Above Selected Cell", and the child who did so lost the game in progress (its cell
    deals it anew). It now hears the quotes, with its own call."""
    deal = next(s for kind, s in cells("08_droids") if kind == "code" and "DroidsPlay(" in s
                and "game =" in s)
    shell.run_cell(deal, store_history=True, cell_id="deal")
    shell.run_cell("game.send(C)", store_history=True, cell_id="typed")
    assert shell.shown[-1] == '✘ C needs quotes around it: write game.send("C").'
    shell.run_cell("from codyroby_lab import lessons\nlessons.board(my_program)",
                   store_history=True, cell_id="board")
    assert "Python does not know the name my_program" in shell.shown[-1]


def test_a_cell_run_again_after_its_own_error_is_not_told_a_run_above_stopped(shell):
    """Serious fault 2: the same cell, edited and run again after its own error, heard "the
    run stopped at the cell marked [132]": its own earlier run, a cell the child hunted for.
    Another cell run next is told, with the number and the line of the one that stopped;
    not after a cell that only missed a name too, with nothing to fix in it (walk 06r9,
    fault 11: "Fix that cell", quoted cut mid-word)."""
    shell.run_cell("my_guess = A3", store_history=True, cell_id="a")
    shell.run_cell("my_guess = B3", store_history=True, cell_id="a")
    assert "did not all run" not in shell.shown[-1]
    shell.run_cell("print(paths)", store_history=True, cell_id="b")
    assert "the run stopped at the cell marked [2] on its left, at the line my_guess = B3;" \
        in shell.shown[-1]
    shell.run_cell("print(walls)", store_history=True, cell_id="c")      # [3]: only a name
    assert "did not all run" not in shell.shown[-1]


def test_three_chits_on_one_line_are_counted_three():
    """Fault 5: "V2 A E V2 C S V1 C S" heard "'V2 A E' and 'V2 C S V1 C S' are two chits"."""
    from codyroby_lab.lessons import droids
    reach = droids.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    said = droids.check(reach, "V2 A E V2 C S V1 C S").message
    assert said == ("Write one chit per line: 'V2 A E', 'V2 C S' and 'V1 C S' are three "
                    "chits."), said


def test_the_game_board_s_text_box_takes_the_cells_call_and_a_draw_without_its_word():
    """Fault 4: in the draw phase, the lesson's own game.draw("violet 4 red 3") typed in the
    board's text box heard "'game.draw("violet' is not an action here: use draw", and
    "violet 4 red 3" heard "'violet' is not a move of Droids" with no word of draw."""
    from codyroby_lab.lessons import droids
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    board = game.widget()
    board.receive({"type": "set_program", "text": 'game.draw("violet 4 red 3")'})
    assert board.error == "" and board.program == "draw violet 4 red 3"
    board.receive({"type": "set_program", "text": "violet 4 red 3"})
    assert board.error == ("a draw starts with the word draw: write draw, then each colour "
                           "and how many, like draw violet 4 red 3")
    assert board.program == "draw violet 4 red 3"              # the text refused: kept


def test_a_chit_without_its_arrow_is_told_where_it_goes_with_no_arrow_chosen():
    """Fault 8: "V1 needs an arrow: N, E, S or W, e.g. 'V1 C S'" gave, in Challenge 1, a
    chit of the answer word for word: the example always took S."""
    from codyroby_lab.lessons import droids
    reach = droids.Challenge(start="A1", target="C4", rack=("V2", "V2", "V1", "VX"))
    said = droids.check(reach, "V2 A E\nV1 C").message
    assert said.endswith("V1 needs an arrow: write N, E, S or W after 'V1 C'."), said


@pytest.mark.parametrize("typed, said", [
    ("V2A E", "'V2A' needs spaces: write the chit, the transmitter and the arrow apart, "
              "like 'V2 A'"),
    ("VD A1 SE", "write the transmitter and the box apart: 'A 1', not 'A1'"),
    ("VD ? ? ?", "put your own choices in place of each ?: the transmitter, the box and the "
                 'arrow, e.g. game.place("VD C 1 NE")'),
])
def test_a_near_miss_chit_in_the_game_hears_what_to_change(typed, said):
    """Fault 6: "V2A E", "VD A1 SE" and "VD ? ? ?" (the Next line's pattern, copied as it
    stands) heard that there is no chit 'V2A' or no transmitter 'A1' or '?'."""
    from codyroby_lab.lessons import droids
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    assert game.draw("violet 4 red 3").ok
    assert game.place(typed).lines[0] == f"✘ Not played: {said}."


def test_a_box_number_too_big_says_box_1_is_sent_first_not_where_it_lies():
    """Fault 7: "boxes 1 to 3 (1 is nearest the board)" brought back the two pictures' box 1
    (the panel draws it at the top) that the lesson warns about."""
    from codyroby_lab.lessons import droids
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    assert game.draw("violet 4 red 3").ok
    said = game.place("V2 A 4 S").lines[0]
    assert "boxes 1 to 3 (1 is sent first), not 4" in said and "nearest" not in said, said


def test_a_run_that_stopped_at_a_check_s_error_is_said_at_the_cell_s_own_line(shell):
    """Walk 08r10, fault 11: a cell stopped by an error raised in the lab's own code was
    quoted at that code's line, "raise LabError(f...", not at the cell's."""
    shell.run_cell("from codyroby_lab import lessons", store_history=True, cell_id="a")
    shell.run_cell('lessons.board("F F", at="Z9")', store_history=True, cell_id="b")
    shell.run_cell("print(game)", store_history=True, cell_id="c")
    said = shell.shown[-1]
    assert 'at the line lessons.board("F F", at="Z9");' in said, said


def test_the_next_line_s_obstacle_example_is_a_free_square():
    """Walk 08r10, fault 10: "Next: place an obstacle, for example game.obstacle("D4")" stayed
    after D4 had one, and copied it heard "D4 is not free"."""
    import re

    from codyroby_lab.lessons import droids
    game = droids.DroidsPlay("challenge", players=["red", "blue"], seed=4)
    assert game.obstacle("D4").ok
    example = re.search(r'game\.obstacle\("(\w+)"\)', game.status())
    assert example is not None and example[1] != "D4", game.status()
    assert game.obstacle(example[1]).ok


def test_a_square_written_when_a_chit_is_laid_is_said_to_wait_for_the_send():
    """Walk 08r10, fault 6: the lesson says to give the square when a pick up is sent, so a
    child gave it when laying: game.place("PU D 1 E5") heard "after the transmitter say the
    box", which it had."""
    from codyroby_lab.lessons import droids
    game = droids.DroidsPlay("statue", players=["red", "blue"], seed=4)
    assert game.draw("violet 4 red 3").ok
    assert game.place("PU D 1 E5").lines[0] == (
        "✘ Not played: a chit is laid without a square: leave E5 out now, and say it when you "
        'send the order, game.send("D", "E5").')
