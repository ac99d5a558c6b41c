"""Lesson 09 (Robin), the words a learner reads: what the move's text means, and the
Python the lesson's cells use explained where they use it."""

from __future__ import annotations

import json
from pathlib import Path

from codyroby_lab import lessons

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "09_robin.ipynb"


def source(cell_id: str) -> str:
    """A cell of the lesson, its lines joined into one."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return " ".join("".join(next(c for c in cells if c.get("id") == cell_id)["source"]).split())


def test_the_dash_of_a_move_written_as_text_is_explained():
    """The board's text box showed `move will -` for a group given no piece yet, and the
    lesson never said what the `-` is (walk 09n, fault 4); "A `-` there is a group that moves
    no piece" read as garbled (walk 09q4, M7)."""
    play = source("robin-play")
    assert "*Your move as text*" in play
    assert "Where it shows a `-`, that arrow group moves no piece (yet)." in play
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    for action in ("offer messages6", "accept tuck"):              # Will moves with places12
        game.move(action)
    assert "or - for a group that can move no piece" in " ".join(game.status().split())


def test_the_python_of_the_lessons_cells_is_said_in_words():
    """enumerate, a list's slices, 5_000, "legal", key=counts.get and "inside the interval
    95 times out of 100" were never explained, and the text after the tournament ran on
    into the board's in one long cell (walk 09n, fault 10)."""
    exercise = source("robin-14")
    assert "`for k, space in enumerate(pieces)` goes through the pieces one at a time" in exercise
    assert "`pieces[:k] + pieces[k + 1:]` is the list without piece number `k`" in exercise
    assert "5_000 is 5000" in source("robin-17")
    assert "*legal* means allowed by the rules" in source("robin-21")
    assert "`key=counts.get` tells `max` to compare the numbers" in source("robin-23")
    assert "Play against the computer" not in source("robin-28")
    assert source("robin-play").startswith("## Play against the computer")
    from codyroby_lab.games.robin import greedy, random_legal, tournament
    notes = repr(tournament([greedy, random_legal], games=2, players=2, executor=None,
                            progress=False))
    assert "95 times out of 100" not in notes and "the more games, the narrower" in notes


def glossary() -> str:
    """The lesson's table of words, its lines joined into one."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return next(" ".join("".join(c["source"]).split()) for c in cells
                if "### Words used in this lesson" in "".join(c["source"]))


def test_the_harder_words_are_in_the_table_or_said_plainly():
    """"sealed" and "refused" were in no table of words, "a share of 1" and "the win rates
    the games so far leave possible" stayed abstract at 12 (walk 09p, fault 12)."""
    words = glossary()
    assert "| **sealed** |" in words and "| **refused** |" in words
    # walk 09q, fault 1: the rules' "take their refused cards back" means not chosen, which
    # the table's "not allowed by the rules" alone contradicted
    refused = words.split("| **refused** |")[1].split("|")[0]
    assert "not allowed" in refused or "do not allow" in refused
    assert "not chosen" in refused
    assert "share" not in lessons.check_chance(40, 25).message
    assert "real win rate most likely lies" in source("robin-28")
    from codyroby_lab.games.robin import greedy, random_legal, tournament
    notes = repr(tournament([greedy, random_legal], games=2, players=2, executor=None,
                            progress=False))
    assert "leave possible" not in notes and "real win rate most likely lies" in notes


def test_the_boards_instructions_match_the_board():
    """Walk 09q, fault 3: the lesson said "On the right, the top line says what to do now"
    (the line runs across the whole top of the board) and never named the give step, which
    the board asked for on the second turn."""
    play = source("robin-play")
    assert "On the right, the top line" not in play
    assert "The line across the top of the board says what to do now" in play
    assert "**give** cards to the Contribution stack" in play


def test_the_road_and_the_computer_players_are_said_once_and_plainly():
    """Walk 09q, fault 2: the road cell printed one thing under two names on one line
    ("number below +1, on the board: take 1"), "choose" was a step and a card with nothing
    to tell them apart, the table of 24 words came before anything to do with no word on
    how to use it, and "greedy (it collects its kind)" said little."""
    road = source("robin-03")
    assert "number below {n" not in road and 'print(f"space {space}: draw' in road
    words = glossary()
    assert "come back to it when a word is new" in words
    phase = words.split("| **phase** |")[1].split("|")[0]
    assert "*choose* (pick one of the offers)" in phase   # (walk 09s, fault 13: one meaning)
    tournament = source("robin-25")
    assert "(it collects its kind)" not in tournament
    assert "`random_legal` (it plays any move the rules allow, at random)" in tournament


def test_the_time_40_games_take_is_said_as_found():
    """Walk 09p3, fault 8: the lesson said 40 games take "about a minute"; they took about
    8 s in the walk (load 2.4 on 2 cores) and 12.9 s here with the load at 15 (December
    2026, the lesson's my_strategy against greedy, watcher and random_legal)."""
    said = source("robin-28")
    assert "about a minute" not in said
    assert "40 games take a few seconds, up to half a minute on a slow computer" in said
