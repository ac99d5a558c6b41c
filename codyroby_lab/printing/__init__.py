"""Printed sheets for the unplugged lessons: boards to walk a paper robot on, challenges to
hand out and desk-check worksheets, as one PDF (A4 or US Letter, portrait or landscape).

Every board is drawn from the scene the widget draws (:mod:`codyroby_lab.core.svg` makes
the one picture; :mod:`.pages` puts it on paper), so the floor and the screen show the same
board. Sheets so far: CodyRoby boards and challenges (:mod:`.boards`), challenge handouts
(:mod:`.challenges`), desk-check worksheets (:mod:`.worksheets`), CodyRoby's cards to cut
out (:mod:`.cards`), Energy Seekers' folded board (:mod:`.energy_seekers`) and a Droids
board with its players' racks and the order chits (:mod:`.droids`), a RoboRally board with
its legend (:mod:`.roborally`), its program sheets (:mod:`.roborally_program`) and its
program and option cards (:mod:`.roborally_cards`), Robin's road and Mission cards
(:mod:`.robin`).

>>> import tempfile, pathlib
>>> from codyroby_lab.games.codyroby import Board, CodyRoby
>>> from codyroby_lab.games.codyroby.challenge import Challenge
>>> start = CodyRoby(board=Board(5, 5)).new_state()
>>> c = Challenge.from_dict({"start": "A5", "target": "C4", "budget": 5})
>>> with tempfile.TemporaryDirectory() as d:
...     path = print_sheets(pathlib.Path(d) / "lesson.pdf", boards=[start], challenges=[c],
...                         worksheets=[("F F R F", start)], answers=True)
...     path.read_bytes()[:5]
b'%PDF-'
>>> print_sheets("x.pdf")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
codyroby_lab.core.errors.SetupError: sheets: nothing to print: give boards, challenges, ...
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.program import parse
from codyroby_lab.games.codyroby.state import CodyRobyState
from codyroby_lab.games.droids import Droids
from codyroby_lab.games.droids.state import DroidsState
from codyroby_lab.games.energy_seekers import EnergySeekers, EnergySeekersState
from codyroby_lab.games.robin import Robin, RobinState
from codyroby_lab.games.roborally import RoboRally, RoboRallyState
from codyroby_lab.printing.boards import floor_pages
from codyroby_lab.printing.cards import card_pages
from codyroby_lab.printing.challenges import challenge_page
from codyroby_lab.printing.droids import board_page, chit_pages
from codyroby_lab.printing.energy_seekers import folded_page
from codyroby_lab.printing.pages import Sheets
from codyroby_lab.printing.robin import mission_pages, road_page
from codyroby_lab.printing.roborally import board_page as roborally_page
from codyroby_lab.printing.roborally_cards import option_pages, program_card_pages
from codyroby_lab.printing.roborally_program import program_pages
from codyroby_lab.printing.worksheets import worksheet_pages

__all__ = ["Sheets", "print_sheets"]


def print_sheets(path: str | Path, *, boards: Iterable[Any] = (),
                 challenges: Iterable[Challenge] = (), worksheets: Iterable[Any] = (),
                 energy_seekers: Iterable[Any] = (), droids: Iterable[Any] = (),
                 roborally: Iterable[Any] = (), program_sheets: Iterable[Any] = (),
                 robin: Iterable[Any] = (), cards: bool = False,
                 roborally_cards: bool = False, answers: bool = False, paper: str = "a4",
                 landscape: bool = False) -> Path:
    """Write one PDF holding, in this order: each of ``boards`` to walk on (a CodyRoby
    state, a challenge, a scene or a board widget), each of ``challenges`` as a sheet to
    hand out, a desk-check worksheet for each of ``worksheets`` (a ``(program, start)``
    pair, the start a state or a challenge, or a board widget holding a program;
    ``answers``: filled in, for the teacher), and each of ``energy_seekers`` (a game or a
    state of Energy Seekers) as its folded board page, each of ``droids`` (a Droids game or
    state) as its board with the players' racks, then the order chits to cut out, each of
    ``roborally`` (a RoboRally game or state) as its board with the legend, each of
    ``program_sheets`` (a RoboRally game or state) as a program sheet block for each robot,
    each of ``robin`` (a Robin game or state) as its road, then its cards to cut out; with
    ``cards``, CodyRoby's deck (the starter deck and the blue cards) to cut out; with
    ``roborally_cards``, RoboRally's 84 program cards and the option cards to cut out.
    A game of any of these kinds may also be a lesson's game against the computer (its state
    as it stands). Returns the file's path; anything wrong is a SetupError naming it,
    and no file is written."""
    sheets = Sheets(paper, landscape)
    boards, challenges, worksheets = list(boards), list(challenges), list(worksheets)
    seekers, droid_games, races = list(energy_seekers), list(droids), list(roborally)
    programs, robins = list(program_sheets), list(robin)
    if not (boards or challenges or worksheets or seekers or droid_games or races or programs
            or robins or cards or roborally_cards):
        raise SetupError("sheets", "nothing to print: give boards, challenges, worksheets, "
                                   "energy_seekers, droids, roborally, program_sheets, robin, "
                                   "cards or roborally_cards")
    for k, board in enumerate(boards):
        floor_pages(sheets, _scene(board, f"boards[{k}]"))
    for k, challenge in enumerate(challenges):
        if not isinstance(challenge, Challenge):
            raise SetupError(f"challenges[{k}]", f"must be a challenge, not "
                                                 f"{type(challenge).__name__}")
        challenge_page(sheets, challenge)
    for k, item in enumerate(worksheets):
        program, start = _program_and_start(item, f"worksheets[{k}]")
        text = parse(program).text
        if isinstance(start, Challenge):
            worksheet_pages(sheets, start.run(text), text, answers, title=start.title,
                            tiles=start.goal_tiles())
        else:
            worksheet_pages(sheets, start.clone().play(text), text, answers)
    for k, game in enumerate(seekers):
        folded_page(sheets, _start(game, EnergySeekers, EnergySeekersState,
                                   f"energy_seekers[{k}]", "an Energy Seekers").scene(None))
    for k, game in enumerate(droid_games):
        board_page(sheets, _start(game, Droids, DroidsState, f"droids[{k}]",
                                  "a Droids").scene(None))
    if droid_games:
        chit_pages(sheets)
    for k, game in enumerate(races):
        roborally_page(sheets, _start(game, RoboRally, RoboRallyState, f"roborally[{k}]",
                                      "a RoboRally").scene(None))
    for k, game in enumerate(programs):
        program_pages(sheets, _start(game, RoboRally, RoboRallyState, f"program_sheets[{k}]",
                                     "a RoboRally").game)
    for k, game in enumerate(robins):
        state = _start(game, Robin, RobinState, f"robin[{k}]", "a Robin")
        road_page(sheets, state)
        mission_pages(sheets, state.game.deck)
    if cards:
        card_pages(sheets)
    if roborally_cards:
        program_card_pages(sheets)
        option_pages(sheets)
    return sheets.save(path)


def _start(game: Any, game_type: type[Any], state_type: type[Any], field: str,
           called: str) -> Any:
    """``game``'s start (a game), ``game`` itself (a state of it) or the state a lesson's
    game holds (its ``state``); anything else is a SetupError naming ``field``."""
    state: Any = game.new_state(0) if isinstance(game, game_type) else game
    state = getattr(state, "state", state)
    if not isinstance(state, state_type):
        raise SetupError(field, f"must be {called} game or state, not {type(game).__name__}")
    return state


def _scene(board: Any, field: str) -> dict[str, Any]:
    """The scene of a board to print: a scene itself, a widget's (the one it draws) or a
    state's or a challenge's."""
    if isinstance(board, dict):
        return board
    scene = getattr(board, "scene", None)
    if isinstance(scene, dict):
        return scene
    if isinstance(board, Challenge):
        return board.scene()
    if isinstance(board, CodyRobyState):
        return board.scene(None)
    raise SetupError(field, f"must be a CodyRoby board, state or challenge, not "
                            f"{type(board).__name__}")


def _program_and_start(item: Any, field: str) -> tuple[Any, Any]:
    """A worksheet's program and start: a pair, or a board widget's program and start."""
    if isinstance(item, tuple) and len(item) == 2:
        program, start = item
    else:
        program, start = getattr(item, "program", None), getattr(item, "start", None)
    if not isinstance(start, (CodyRobyState, Challenge)):
        raise SetupError(field, "must be a (program, start) pair, the start a CodyRoby "
                                "state or a challenge, or a CodyRoby board holding a program")
    if not isinstance(program, str) or not program.strip():
        raise SetupError(field, "has no program to check")
    return program, start
