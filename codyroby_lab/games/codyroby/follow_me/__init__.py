"""Seguimi (Follow me): one team lays a trail, the other rebuilds its cards.

Fact (DECISIONS.md, "CodyRoby"): team A lays a trail; team B must rebuild the card sequence
from shuffled cards, 1 point per correct move.

Rulings (docs/rulings.md, "Follow-me"):

- A trail is a hidden program of exactly ``length`` F/L/R cards (default 6) that Roby runs
  from ``start`` without a crash; the board shows the squares Roby visits (the trail) and the
  program's cards, shuffled by the state's rng, are dealt face up to the other team.
- The rebuilding team lays all of those cards in an order: ``rebuild F R F F L F``.
- **How cards are compared** (``compare``): ``"position"`` (default) gives 1 point for every
  position i where card i of the rebuilt sequence equals card i of the hidden one;
  ``"prefix"`` gives 1 point per card up to the first difference. Whether the rebuilt
  program lays the same trail is reported too, but scores nothing.
- Teams swap roles each round (``rounds``, default 2); the most points wins, equal is a draw.

Actions: ``lay F F R F L F`` (hidden), ``rebuild F R F F L F``. ``legal_actions`` lists
every trail and every order (at most 3**length and length! of them); ``sample_action``
draws one without listing them all (a random crash-free trail, a random shuffle).

Hidden information: each round's program is seen only by the team that laid it, until the
round is scored (then it is public); nobody sees the random generator. Each round's program
has its own vector slots, so what a team may not see is the same set of slots all game; the
trail Roby shows is public and has slots of its own.

Setup (every field optional; ``teams`` is read as ``players``, its older name)::

    {"board": {"width": 5, "height": 5}, "players": ["A", "B"], "start": "C3",
     "facing": "N", "length": 6, "rounds": 2, "compare": "position", "first": "A",
     "programs": ["F R F F L F", "L F F R F F"],   (fixes each round's trail)
     "shuffled": [["F", "L", "F", "R", "F", "F"], ["L", "R", "F", "F", "F", "F"]]}

>>> s = FollowMe.from_setup({"programs": ["F F R F"], "shuffled": [["R", "F", "F", "F"]],
...                          "length": 4, "rounds": 1}).new_state()
>>> s.phase, s.trail_names()
('rebuild', ['C3', 'C2', 'C1', 'D1'])
>>> for e in s.apply("rebuild F R F F")[-2:]: print(e.text)
B rebuilds 2 of 4 cards in the right place (F F R F was hidden), and lays another trail
0 to 2: B wins
"""

from __future__ import annotations

from codyroby_lab.games.codyroby.follow_me.game import FollowMe
from codyroby_lab.games.codyroby.follow_me.state import FollowMeState

__all__ = ["FollowMe", "FollowMeState"]
