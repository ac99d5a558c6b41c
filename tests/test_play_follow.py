"""Every lesson game plays from notebook cells and from its board, in any mix, once the
board is shown: the board follows each move, wherever it was made (a move typed in a cell
used to ask the board's empty editor for a program and fail)."""

from __future__ import annotations

import re

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons.droids import DroidsPlay

GAMES = {
    "04 duel": lambda: lessons.DuelPlay(seed=2026),
    "06 energy seekers": lambda: lessons.EnergySeekersPlay(seed=11),
    "07 roborally": lambda: lessons.RoboRallyRace(seed=1),
    "08 droids": lambda: DroidsPlay("statue", players=["red", "blue"], seed=4),
    "09 robin": lambda: lessons.RobinPlay({"first": "will"}, seed=1),
}


def board_move(game, widget) -> bool:
    """Play the computer's suggestion as a learner does at the board (the editor's text,
    then Run); False when the board's editor cannot take that move (a Duel block)."""
    words = game._suggestion().removeprefix("play ").removeprefix("program ")
    widget.receive({"type": "set_program", "text": words})
    if widget.error:
        return False
    turns = len(game.turns)
    widget.receive({"type": "run"})
    assert widget.error == ""
    assert len(game.turns) == turns + 1
    return True


def follows(game, widget) -> None:
    """The board shows the game's position and replays its last move."""
    assert widget.error == ""
    assert widget.start.scene(game.you) == game.state.scene(game.you)
    assert widget.trace is game.turns[-1].trace
    assert widget.trace_meta and widget.trace_bytes
    assert widget.program == ""


@pytest.mark.parametrize("name", GAMES)
def test_cells_and_board_in_any_mix(name):
    game = GAMES[name]()
    widget = game.widget()
    for k in range(12):
        if game.over:
            break
        if k % 3 == 1 and board_move(game, widget):
            follows(game, widget)
            continue
        turn = game.move(game._suggestion())        # a cell: lesson 07's race.program(...)
        assert turn.ok, turn
        follows(game, widget)
    assert len(game.turns) >= 3


@pytest.mark.parametrize("name", GAMES)
def test_play_to_the_end_after_the_board_is_shown(name):
    game = GAMES[name]()
    widget = game.widget()
    game.move(game._suggestion())
    first = len(game.turns)
    end = game.play_to_the_end(autoplay=True)
    assert end.ok, end
    assert game.over
    # the board replays every move played for you, not only the last (walk 08s, fault 9)
    assert widget.error == "" and widget.program == ""
    assert widget.start.scene(game.you) == game.state.scene(game.you)
    assert widget.trace.steps == sum(t.trace.steps for t in game.turns[first:])


def test_a_cell_move_after_the_board_ran_replays_the_cell_move():
    race = lessons.RoboRallyRace(seed=1)
    widget = race.widget()
    assert board_move(race, widget)
    board_trace = widget.trace
    race.program(*race._suggestion().split()[1:])
    assert widget.trace is not board_trace
    follows(race, widget)


CALL = re.compile(r"\w+\.\w+\(|\w+\(\)|\w+\(\"")


@pytest.mark.parametrize("name", GAMES)
def test_board_titles_say_what_to_do_at_the_board(name):
    """A board's title tells the learner at the board what to do there (no Python call),
    all game long."""
    game = GAMES[name]()
    widget = game.widget()
    for _ in range(8):
        title = widget.scene["title"]
        assert not CALL.search(title), title
        assert not re.search(r"\b1 free registers\b", title), title
        if game.over:
            break
        game.move(game._suggestion())
