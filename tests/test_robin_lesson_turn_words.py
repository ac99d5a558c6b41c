"""Lesson 09 (Robin): the steps of a turn, named the same way in the list and in the words
under it."""

from __future__ import annotations

import json
import re

from tests.support.lesson_runs import NOTEBOOKS


def test_the_exchange_steps_are_named_as_the_screen_shows_them():
    """Walk 09p, fault 11: the exchange's sub-steps were numbered 1 to 5 in the text but
    shown as letters on screen (a list inside a list), and the words under them said "the
    second exchange step". Each sub-step now carries its own name (3a to 3e), and the words
    under the list use it."""
    nb = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))
    turn = next("".join(c["source"]) for c in nb["cells"] if c.get("id") == "robin-06")
    assert not re.search(r"^ +\d\. ", turn, re.M), turn            # no list numbered inside
    names = re.findall(r"^ +- \*\*(3[a-e])\.\*\*", turn, re.M)
    assert names == ["3a", "3b", "3c", "3d", "3e"], names
    assert "Step **3b** (everybody chooses secretly)" in turn
    assert "second exchange step" not in turn


def test_the_word_list_names_every_phase_the_desk_check_shows():
    """Walk 09p, fault 10: the Desk check showed the phases "pick" (when the special card
    *choose* is played) and "contribute", which the word list did not give, and "choose"
    named both a phase and a card with no word on which is which."""
    from codyroby_lab.games.robin.rules import PHASES
    nb = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))
    words = next("".join(c["source"]) for c in nb["cells"] if c.get("id") == "robin-words")
    phase = next(line for line in words.splitlines() if line.startswith("| **phase** |"))
    for name in PHASES:
        assert f"*{name}* (" in phase, name
    assert "what the special card *choose* lets you do" in phase    # (walk 09p3, fault 6)


def test_what_follows_from_the_offers_shown_is_said_under_everybody():
    """Walk 09r, fault 8: an offer no one countered printed "no one offered a card: Will
    moves the pieces..." under the heading "Tuck:", as if Tuck had done it."""
    from codyroby_lab.lessons import RobinPlay
    lines = RobinPlay({"first": "will"}, seed=6).move("offer food13").lines
    shown = lines.index("Everybody:")
    nothing = next(i for i, line in enumerate(lines) if "no one offered a card" in line)
    assert shown < nothing and all(line.startswith("  ") for line in lines[shown + 1:nothing])


def test_a_player_moving_their_own_piece_is_said_so():
    """Walk 09r, fault 13: the replay said "Will moves Will 1 back", a player's name twice."""
    from codyroby_lab.lessons import RobinPlay
    setup = {"first": "will", "pieces": {"will": 2, "robin": 1, "marian": 1, "tuck": 3},
             "hands": {"will": ["riches13", "food4", "weapons1", "messages10"]}}
    game = RobinPlay(setup, seed=6)
    game.move("offer riches13")                        # groups +2 -1 -1, Will's to move
    said = "\n".join(game.move("move robin tuck will").lines)
    assert "Will moves their own piece 1 back from space 2 to space 1" in said, said
    assert "Will moves Will" not in said and "Will moves Tuck 1 back" in said
