"""The help a lesson folds away (after a restart, the board's keys) in a 12-year-old's
words: what to click, in order, and what each control is."""

from __future__ import annotations

import json

import pytest

from tests.support.lesson_runs import NOTEBOOKS


def _markdown(lesson: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("lesson", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_the_restart_advice_says_which_cell_and_what_to_click(lesson):
    """Walk 01n, fault 9 and walk 02n, fault 7: "choose Run ▸ Run All Above Selected Cell"
    left a child to guess which cell is selected and what the ▸ means."""
    top = " ".join(_markdown(lesson)[0].split())
    assert "click in the cell where you were" in top, top
    assert "click **Run**, then **Run All Above Selected Cell**" in top, top


@pytest.mark.parametrize(("control", "said"), [
    ("slider", "the bar with a round knob"),
    ("stop mark", "when Play gets to that card, it waits there for you"),
    ("Alt", "holding **Alt** down while you press the up or down arrow")])
def test_the_first_boards_keys_say_what_each_control_is(control, said):
    """Walk 01n, fault 9: "slider", "stop mark", "Alt + arrows" and "Play stops there"
    were hard words in the first board's "More buttons and keys"."""
    keys = next(t for t in _markdown("01_first_programs") if t.startswith("## Your first board"))
    assert said in " ".join(keys.split()), control
    assert "Alt + arrows" not in keys and "Play stops there" not in keys


def test_the_mouse_help_says_a_click_on_a_program_card_moves_where_new_cards_go():
    """Walk 01r6, fault 1: a click on a card of the program moves where new cards go (the
    line under the program says so, small, half below a 650 px screen); the first board's
    "More buttons and keys: the mouse" did not. (Lessons 02 and 03 have no such help.)"""
    keys = next(t for t in _markdown("01_first_programs") if t.startswith("## Your first board"))
    mouse = " ".join(keys.split("the mouse</b>")[1].split("</details>")[0].split())
    assert "Click a card of your program: new cards go after it." in mouse
    assert "Click it again: they go at the end." in mouse


@pytest.mark.parametrize("lesson", ["01_first_programs", "02_repeat", "03_sensors_and_if"])
def test_the_restart_advice_says_what_to_do_when_the_run_stops(lesson):
    """Walk 02r6, fault 1: an unquoted guess (my_guess = C5 west) stopped Run All Above at its
    cell after a restart; the boards below vanished and the check still did not know its
    name, with nothing near saying why. The advice, and the check's hint, say it."""
    from codyroby_lab.lessons import plain

    top = " ".join(_markdown(lesson)[0].split())
    assert "If that run stops at a cell with a ✘" in top, top
    hint = plain(NameError("name 'ex2' is not defined", name="ex2")).hint
    assert "If that run stops at a cell with a ✘, do what its words say there" in hint
