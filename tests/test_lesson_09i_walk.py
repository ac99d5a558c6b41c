"""Lesson 09's walk 09i (a 12-year-old's eyes, on 0b566d2): the faults found outside the
board's browser side, each with what the learner now reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.rules import step
from codyroby_lab.ui import BoardWidget


def best_with_a_capital(pieces, groups):
    """Exercise 1 with its line right but for a capital letter (fault 1's try)."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = best_with_a_capital(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]
        if step(space, first) is not None:
            Best = max(best, 1 + best_with_a_capital(others, rest))  # noqa: N806, F841
    return best


def left_as_given(pieces, groups):
    """Exercise 1's cell as given: its one blank not filled yet."""
    if not groups:
        return 0
    first, rest = groups[0], groups[1:]
    best = left_as_given(pieces, rest)
    for k, space in enumerate(pieces):
        others = pieces[:k] + pieces[k + 1:]  # noqa: F841 - the cell's line, unused yet
        if step(space, first) is not None:
            best = max(best, 1 + ...)
    return best


def test_exercise_1_says_a_number_kept_under_another_name():
    """Fault 1: `Best = max(best, 1 + ...)` heard "does the number you keep count it?", about
    the `1 +` it had; the hint now names Best, never read, and the capital letter."""
    hint = lessons.check_most_groups(best_with_a_capital).hint
    assert "Best" in hint and "capital letter" in hint and "count it" not in hint
    # the cell as given (its ... still in) hears to write its lines (walk 09n, fault 1)
    assert "replace the ..." in lessons.check_most_groups(left_as_given).hint


def test_the_example_games_turns_end_with_the_state_a_line_each():
    """Fault 2: after the events, cells 9 and 13 printed the state as one run-on paragraph
    broken mid-phrase ("... Your / hand: ..."), where status() prints a line each."""
    example = lessons.RobinPlay({"first": "will"}, seed=1, name="example")
    for move in ("offer food3", "accept tuck"):
        lines = str(example.move(move)).splitlines()
        status = example.status().splitlines()
        assert lines[-len(status):] == status
        for head in ("Pieces", "Your hand", "Cards in the others' hands", "Contribution stack",
                     "Next"):
            assert sum(line.startswith(head + ": ") for line in status) == 1, head


def test_a_card_written_with_a_space_is_said_so_at_the_board_and_in_a_cell():
    """Faults 3 and 5: `counter places 2` at the board and `offer food 3` in a cell heard
    only "'counter' needs one card ..., e.g. 'counter food3'", not that the space made it
    no card."""
    state = Robin.from_setup({"players": ["ann", "bob"], "first": "ann",
                              "hands": {"bob": ["places2", "food3"]}}).new_state()
    state.apply("offer " + state.observation("ann")["hands"]["ann"][0])
    board = BoardWidget(state, viewer="bob")
    board.receive({"type": "set_program", "text": "counter places 2"})
    assert "'places 2' is not a card" in board.error and "'counter places2'" in board.error
    game = lessons.RobinPlay({"first": "will", "hands": {"will": ["food3", "food4"]}}, seed=2)
    said = str(game.move("offer food 3"))
    assert "'food 3' is not a card: a card's name has no space" in said
    assert "'offer food3'" in said


def test_a_misspelt_word_in_a_cell_hears_the_nearest_one_and_what_may_be_done():
    """Fault 5: `game.move("ofer ...")` said "'ofer' is not an action here: use offer, use,
    pass", which reads as an order ("use offer"); the board's text box said "did you mean
    'offer'?". A cell now says what the board says."""
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    first = game.move("ofer food3").lines[0]
    assert "(did you mean 'offer'?)" in first and "now you may offer" in first
    assert "use offer" not in first and "not an action here" not in first
    wrong_time = game.move("counter food3").lines[0]
    assert wrong_time == "✘ Not played: you cannot counter now: you may offer."


def test_a_special_cards_example_names_a_player_of_the_game():
    """Fault 8: `use swap-hands` said "e.g. 'use swap-hands bob'" in a game of Will, Robin,
    Marian and Tuck: copied, it failed again."""
    game = lessons.RobinPlay({"first": "will", "hands": {"will": ["swap-hands", "food3"]}},
                             seed=2)
    said = game.move("use swap-hands").lines[0]
    assert "e.g. 'use swap-hands robin'" in said and "bob" not in said
    assert game.move("use swap-hands robin").ok


def test_the_lesson_text_has_no_word_left_unexplained_that_the_walk_met():
    """Fault 7: "every strategy in every seat", "processor", "not precise" and "illegal move"
    were in the text and not in the word table."""
    notebook = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"
    text = " ".join("".join(c["source"]) for c in json.loads(notebook.read_text())["cells"]
                    if c["cell_type"] == "markdown")
    assert re.findall(r"\b(seats?|processors?|precise|illegal)\b", text, re.I) == []
    assert "plays from every place at the table" in " ".join(text.split())
