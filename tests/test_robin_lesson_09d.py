"""Lesson 09 (Robin), walk 09d (issue 29): Exercise 1's starter shows the shape of the
search and its usual slips hear what they miss; answers written the way a child writes
them (0,4 without quotes, true, a line out of step) are said in plain words; the lesson's
text and the tournament's results agree."""

import json
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.games import robin

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"


def cells():
    return json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]


def source(cell_id):
    """The text of the lesson's cell ``cell_id``, its lines joined by spaces."""
    return " ".join("".join(next(c for c in cells() if c["id"] == cell_id)["source"]).split())


def test_exercise_1_says_truly_what_to_write_and_shows_its_shape():
    """Fault 11: "fill in the line" asked for two lines, and max was never introduced."""
    text, start = source("robin-14"), source("robin-15")
    assert "fill in the line" not in text and "`max(" in text
    assert "best = max(best, " in start and start.count("...") == 1


def test_a_line_out_of_step_is_said_in_plain_words():
    """Fault 11: an indentation slip showed Python's raw IndentationError."""
    try:
        compile("def f():\n    x = 1\n      return x\n", "<cell>", "exec")
    except IndentationError as e:
        said = str(lessons.plain(e))
    assert "IndentationError" not in said and 'line "return x"' in said and "spaces" in said, \
        said


def test_a_decimal_comma_without_quotes_hears_use_a_dot():
    """Fault 12: my_chance = 0,4 heard only "Write a number from 0 to 1"."""
    said = str(lessons.check_chance((0, 4), 25))
    assert "dot" in said and "0.4" in said, said


def test_true_in_small_letters_hears_it_is_written_true():
    """Fault 13: autoplay=true heard "check the spelling of true"."""
    said = str(lessons.plain(NameError("name 'true' is not defined", name="true")))
    assert "True" in said and "capital T" in said, said


def test_the_tournament_cell_shows_no_test_marker_to_learners():
    """Fault 14: the cell began with # NBVAL_IGNORE_OUTPUT; nbval reads its tag instead."""
    from nbval.plugin import find_metadata_tags
    cell = next(c for c in cells() if c["id"] == "robin-26")
    assert "NBVAL" not in "".join(cell["source"])
    assert dict(find_metadata_tags(cell["metadata"])) == {"check": False}


def broken(_obs):
    return "offer"


def test_a_faulty_strategy_is_said_to_stop_its_game_as_the_results_say():
    """Fault 15: the text said such a strategy "loses that game", the results "ended with no
    winner"; the fault line said "lost"."""
    text = source("robin-28")
    assert "loses that game" not in text and "no winner" in text
    results = robin.tournament([broken, broken], games=2, seed=1, players=2, executor=None,
                               progress=False)
    notes = repr(results)
    assert " lost: " not in notes and "no winner" in notes.split("\n")[-1], notes



def test_the_example_hand_is_said_whole_and_why_messages():
    """Fault 9: "two food cards and two messages cards" left out weapons1, and never said
    why Will keeps the messages."""
    text = source("robin-06")
    assert "weapons1" in text and "either kind" in text


def test_the_example_says_its_next_line_needs_no_answer():
    """Fault 7: the example ended with "Next: make a secret counter-offer" and the lesson
    never went back to it."""
    assert "need not answer" in source("robin-10")


def test_the_special_cards_the_computers_play_are_explained():
    """Fault 8: steal, choose and swap-tokens came in the example with no word on them."""
    text = source("robin-09-finish")
    for card in ("*steal*", "*choose*", "*swap-tokens*"):
        assert card in text, card


def test_the_words_table_holds_the_lessons_words():
    """Fault 17: arrow group, Mission token, simulate, face down, turn limit, wraps and the
    Mission stack were used and not in the table (walk 09j, fault 1: the turn limit is
    explained with the tournament, where it comes; the neutral player never comes)."""
    table = source("robin-words")
    for word in ("arrow group", "Mission token", "Mission stack", "simulate", "face down",
                 "wraps"):
        assert f"| **{word}** |" in table, word
    assert "| **turn limit** |" in source("robin-25")


def test_a_space_that_gives_nothing_says_nothing():
    """Fault 10: space 2 said "give 0" on the board and in the road cell."""
    from codyroby_lab.games.robin.scene import tiles
    from tests.support.lesson_cells import run_cell
    state = robin.Robin({"players": ["will", "robin"], "first": "will"}).new_state(seed=1)
    feet = [t.get("foot") for t in tiles(state) if t["kind"] in ("oak", "space", "castle")]
    assert feet[1] == "nothing" and "give 0" not in feet, feet
    cell = "".join(next(c for c in cells() if c["id"] == "robin-03")["source"])
    printed = run_cell(cell, {"robin": robin})
    assert "space 2: draw 1, nothing" in printed, printed
