"""Lesson 06's words about its board (Energy Seekers), read before the child has seen it:
the few things to start with in view, the rest in boxes opened when wanted."""

from __future__ import annotations

import contextlib
import io
import json
import re

from tests.support.lesson_runs import NOTEBOOKS


def _board_help() -> str:
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if "".join(c["source"]).startswith("## Play on the board"))


def test_the_board_help_shows_few_lines_and_folds_the_rest():
    """Walk 06p, fault 13: "Play on the board" was about 20 dense lines (four bullets of
    controls and four title rules) read before the board. In view now: the move, the
    replay, and that the title says what to do; the rest is folded."""
    text = _board_help()
    shown = re.sub(r"<details>.*?</details>", "", text, flags=re.S)
    assert len([line for line in shown.splitlines() if line.strip()]) <= 14, shown
    assert text.count("<details>") >= 2


def test_the_board_help_says_the_computers_challenges_are_seen():
    """Walk 06p, fault 8: the computer players' Challenges, their wrong answers and hints
    show on the board, and the same question came to the child next, which looked like a
    slip; the lesson says they are seen and may come again."""
    said = " ".join(_board_help().split())
    assert "The computer players answer Challenges too, and you see how they do" in said


def test_the_rules_cell_says_which_rule_is_the_tunnel():
    """Walk 06p, fault 12: the rules cell listed `rules.TELETRANSPORT` while every text says
    "tunnel"; the cell says they are one."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cell = next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"
                and "rules.TELETRANSPORT" in "".join(c["source"]))
    assert "TELETRANSPORT is the tunnel's rule" in cell
    # walk 06v, fault 11: the comment named a rule the printout never showed; it explains
    # the name the code shows, and the printout stays in plain words (test_lessons bans
    # the made-up name in outputs)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(cell, "rules cell", "exec"), {})  # noqa: S102 (the lesson's)
    assert "- A piece whose move ends on a tunnel end" in printed.getvalue()
    assert "TeleTransport" not in printed.getvalue()


def test_discard_is_explained_before_the_rules_use_it_and_the_tunnels_rule_name_too():
    """Walk 06r, fault 10: "discard" is in every rule and every move's output, but was only
    explained in passing; TELETRANSPORT, named in the rules cell, is no English word. The
    text before the first rules says what discarding is, and the cell what the name means."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"]]
    first_rules = next(i for i, src in enumerate(cells) if "for rule in (rules." in src)
    before = " ".join(" ".join(cells[:first_rules]).split())
    assert "to **discard** a card is to put it on the pile of played cards" in before
    tunnel = next(src for src in cells if "rules.TELETRANSPORT" in src)
    assert "a made-up word" in tunnel and "other end of the tunnel" in tunnel


def test_the_text_picture_of_the_board_says_what_a_dot_is():
    """Walk 06r, fault 12: the first picture of the board (text) draws the squares off the
    path as "." and never said so; the text just above it does."""
    from codyroby_lab.lessons import EnergySeekersPlay
    assert "  .  " in EnergySeekersPlay(seed=79).state.ascii()
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"]]
    picture = next(i for i, src in enumerate(cells) if "game.state.ascii()" in src)
    above = " ".join(cells[picture - 1].split())
    assert "A dot `.` is a square that is not on the path" in above
