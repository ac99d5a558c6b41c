"""La Corsa (Race): two teams build a path, then race to program Roby along it.

Facts (DECISIONS.md, "CodyRoby"): teams build a path (each adds 2 squares per turn) and take
cards from face-up piles; the first to call "GO!" must prove their program; the opponent
wins if it is wrong or if they can do it with fewer cards. Without REPEAT the path may be at
most half as long as the number of F cards available.

Rulings (docs/rulings.md, "Race"), for play in turns:

- The path starts on ``start`` (Roby there, facing ``facing``) and grows from its end; the
  teams take turns, first team first, each adding 2 squares (the last turn adds 1 if only 1
  is missing; 1 if the second cannot be placed). A path square is on the board, not a block
  and not already on the path. Building ends when the path has ``length`` steps, or when
  its end is walled in.
- Then the team to move calls GO! with a program: ``go F F R F``. Its cards come off the
  face-up piles (F, L, R, and REPEAT when ``blocks`` is true; no other blue card). Roby runs
  it on the path (leaving the path is a crash). It is right when Roby ends on the last
  path square without a crash (and within 1,000 cards run); if wrong, the other team wins.
- If right, the other team answers: ``counter PROGRAM`` (cards from what is left on the
  piles) or ``accept``. A right counter-program with fewer cards wins; anything else leaves
  the win to the team that called GO!. With ``"referee": "solver"`` there is no answer: the
  solver finds the shortest program (ignoring the piles) and the other team wins when it
  has fewer cards.
- The path's ``length`` (steps after the start, default 8) may be at most half the F cards
  without REPEAT; with REPEAT, at most the free squares of the board.

Actions: ``add C3 C4``, ``go PROGRAM``, ``counter PROGRAM``, ``accept``. ``legal_actions()``
lists every ``add``; since any program is a legal GO, it lists a finite menu for ``go`` and
``counter``: the solver's shortest programs and every program of 1 or 2 basic cards (and
``sample_action`` draws from that menu). Nothing is hidden: the piles are face up.

Setup (every field optional; ``teams`` is read as ``players``, its older name)::

    {"board": {"width": 5, "height": 5, "blocks": ["C3"]}, "players": ["A", "B"],
     "start": "A5", "facing": "N", "length": 8, "blocks": false,
     "piles": {"F": 24, "L": 8, "R": 8, "REPEAT": 0}, "path": ["A5", "A4"],
     "referee": "players", "first": "A"}

>>> from codyroby_lab.core.geometry import square_name
>>> s = Race.from_setup({"length": 4}).new_state()
>>> _ = s.apply("add A4 A3"); _ = s.apply("add A2 B2")
>>> s.phase, s.player, [square_name(q) for q in s.path]
('go', 'A', ['A5', 'A4', 'A3', 'A2', 'B2'])
>>> print(s.apply("go F F F R F")[-1].text)
A's program is right: A ends on B2, the end of the path
>>> print(s.apply("counter F F F R F")[-1].text)
B's counter-program is not shorter (5 cards against 5), so A wins
"""

from __future__ import annotations

from codyroby_lab.games.codyroby.race.game import Race
from codyroby_lab.games.codyroby.race.state import RaceState

__all__ = ["Race", "RaceState"]
