"""Lesson 9 (Robin), what the fresh-eyes walk 09j found: each test fails before its fix."""

import contextlib
import io
import json
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.games.robin.rules import step

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"


def raw(cell_id):
    """The text of the lesson's cell ``cell_id``."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return "".join(next(c for c in cells if c["id"] == cell_id)["source"])


def source(cell_id):
    """The text of the lesson's cell ``cell_id``, its lines joined by spaces."""
    return " ".join(raw(cell_id).split())


def test_the_first_word_list_holds_only_words_met_before_the_tournament():
    """Fault 1: 26 words up front, neutral player never used, tournament words long before
    the tournament, the 95% interval said in words a child reads as nonsense."""
    first, tournament = source("robin-words"), source("robin-25")
    assert "neutral player" not in first
    for word in ("95% interval", "sandbox", "turn limit", "faults"):
        assert f"| **{word}** |" not in first, word
        assert f"| **{word}** |" in tournament, word
    assert "95 times out of 100" not in tournament


def test_the_board_numbers_are_shown_before_the_rules_that_use_them():
    """Fault 2: the rules spoke of "the number above your piece's space" before any board
    or road was shown."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    ids = [c["id"] for c in cells]
    assert ids.index("robin-03") < ids.index("robin-01")
    # (walk 09v, fault 6: below the space, the rules say "give 1" as the board does)
    assert "number above" in source("robin-02") and '"give 1"' in source("robin-02")


def test_the_example_says_the_computers_play_until_will_has_something_to_do():
    """Fault 3: "until Will has to choose again", but the turn ends on a counter-offer."""
    assert "has to choose again" not in source("robin-09-finish")


def test_a_reversed_if_in_exercise_1_is_told_it_asks_the_wrong_way_round():
    """Fault 4: ``if step(space, first) == None:`` heard the hint for a missing search."""
    def most_groups(pieces, groups):
        if not groups:
            return 0
        first, rest = groups[0], groups[1:]
        best = most_groups(pieces, rest)
        for k, space in enumerate(pieces):
            others = pieces[:k] + pieces[k + 1:]
            if step(space, first) == None:  # noqa: E711 - the slip a child makes
                best = max(best, 1 + most_groups(others, rest))
        return best

    result = lessons.check_most_groups(most_groups)
    assert not result.ok
    assert "wrong way round" in result.hint and "try every piece" not in result.hint


def test_the_tournament_text_promises_no_exact_replay_and_says_luck_moves_the_numbers():
    """Fault 5: "each game has its own seed (so it can be replayed exactly)", yet every run
    gives new numbers."""
    text = source("robin-25") + " " + source("robin-28")
    assert "replayed exactly" not in text
    assert "luck" in text and "new" in text


def test_where_am_i_after_the_game_is_over_says_so_in_whole_sentences():
    """Fault 6: "You may: ." and "The watcher would: " after the game was over."""
    from tests.support.lesson_cells import run_cell
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    game.play_to_the_end(autoplay=True)
    printed = run_cell(raw("robin-29"),
                       {"game": game, "lessons": lessons})
    assert "You may: ." not in printed and not printed.rstrip().endswith("would:")
    assert "new game" in printed.lower() or "again" in printed.lower(), printed


def test_a_game_the_computer_plays_to_the_end_says_who_held_what_and_the_text_says_how():
    """Fault 10: "The computer played 10 moves for you" and the last turn only: the child
    did not see how the game was won, or what their side held."""
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    said = "\n".join(game.play_to_the_end(autoplay=True).lines)
    assert "At the end, the kind each player held most of: you (Will) 7 places" in said, said
    assert "Robin 5 food" in said.replace("\n", " ")
    text = source("robin-30")
    # the board holds every move played for you (walk 09t, fault 2: the words said "only
    # that last turn" of a board that showed the whole game)
    assert "all your turns at once" in text and "The board holds every move it played" in text


# Lesson 9 (Robin), what the fresh-eyes walk 09z found in the lesson's words: each test fails
# before its fix.

def test_the_exact_count_says_it_is_one_minus_the_chance_of_no_seven():
    """Fault m7: "count the hands with at most 6 of every kind, and divide by all the hands"
    is the chance of NOT getting 7 of a kind, said as the chance of 7 of a kind."""
    said = source("robin-16")
    assert "chance of **not** getting 7 of a kind" in said
    assert "1 minus it is the chance of 7 of a kind" in said


def test_the_road_says_why_the_castle_is_risky():
    """Fault m8: "near the castle ... it is risky there", with no reason, beside numbers
    (draw 5, give 2) that look like a plain gain."""
    said = source("robin-02")
    risky = said[said.index("it is risky there"):]
    assert "the others can take them" in risky and "past the castle" in risky


def test_the_rules_printed_hold_the_tie_rule():
    """Fault m9: "Marian also collected 7: Will wins the tie" came at a game's end, and no
    rule printed by the lesson said how a tie is won."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(raw("robin-01"), {})          # the cell that prints the rules
    assert "If two players have collected 7 in the same turn, the active player wins" in \
        " ".join(out.getvalue().split())


def test_the_tournament_cell_shows_its_own_table():
    """Walk 09r8, fault 4 (serious): the tournament ran in one cell and its table showed in
    the next; a child who ran the tournament again, as the text says, read the old table
    under the new bar ("my fix did not work"). The cell that plays the tournament shows its
    table, and no cell shows an older one."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    played = [c for c in code if "robin.tournament(" in c]
    assert played and all(c.strip().endswith("\nresults") for c in played), played
    assert not [c for c in code if c.strip() == "results"]
