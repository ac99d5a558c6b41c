"""Issue 32, walk 05 fault 3: a board the editor saves, of every game, is one that
``codyroby-lab print`` (and print_sheets) reads with the game's own setup reader."""

from __future__ import annotations

import pytest

from codyroby_lab.cli import main
from codyroby_lab.ui.board_editor import drawings, editor


@pytest.mark.parametrize(("game", "what"), [
    ("codyroby", "board"), ("energy_seekers", "energy-seekers"), ("droids", "droids"),
    ("droids-scenario", "droids"),
    ("roborally", "roborally"), ("roborally", "roborally-program")])
def test_a_drawn_board_of_every_game_prints(tmp_path, capsys, game, what):
    saved = editor(tmp_path / "drawn.json", game.removesuffix("-scenario"),
                   scenario=game.endswith("-scenario")).save()
    out = tmp_path / "sheet.pdf"
    assert main(["print", what, str(saved), "--out", str(out)]) == 0, capsys.readouterr().err
    assert out.read_bytes().startswith(b"%PDF")


def test_every_game_with_an_editor_is_printed_above():
    assert {name.removesuffix("-challenge").removesuffix("-scenario")
            for name in drawings()} == \
        {"codyroby", "energy_seekers", "droids", "roborally"}
