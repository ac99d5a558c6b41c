"""Lesson 09 after a kernel restart: the board's cell runs alone, with no cell above run
again (the tournament above it took 23 s), and deals a new game only when none is left."""
import json

from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def board_cell() -> str:
    cells = json.loads((NOTEBOOKS / "09_robin.ipynb").read_text(encoding="utf-8"))["cells"]
    return "".join(next(c for c in cells if c.get("id") == "robin-board")["source"])


def test_the_board_cell_runs_alone_after_a_restart():
    """Walk 09s, fault 5: after a restart the board's cell showed a NameError (game), and
    the way back was Run All Above, which re-ran the 40-game tournament."""
    ns: dict = {}
    run_cell(board_cell(), ns)
    assert ns["game"].state is not None


def test_the_board_cell_keeps_the_game_being_played():
    ns: dict = {}
    run_cell(board_cell(), ns)
    game = ns["game"]
    game.move(game.hint())
    run_cell(board_cell(), ns)
    assert ns["game"] is game
