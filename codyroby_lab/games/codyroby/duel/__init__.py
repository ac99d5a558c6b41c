"""Il Duello (Duel): two Robies, one deck, and the first to land on the other wins.

Facts (DECISIONS.md, "CodyRoby"): 2 players or teams; a 40-card deck (24 F, 8 L, 8 R)
shuffled; Robies on opposite corners; each side places 1 block tile; hands drawn up to 5;
a player plays at least 1 card a turn; landing on the opponent's square wins; moving off
the board or into a block loses; when the deck runs out, the played cards are reshuffled.

Rulings (docs/rulings.md, "Duel"): the first side starts at the bottom-left corner facing
north, the second at the top-right facing south; a block may not go on a Roby or on another
block; blocks are placed in turn, first side first, before any card is played; the played
cards run in the order given, one by one, and a win or a loss stops the turn (cards not yet
run stay in the hand); the player who played draws up to 5 at the end of the turn; after
``turn_limit`` turns (default 200) without a winner the game is a draw. A setup whose deal
would leave a side without a card, or whose board has no room for every block, is refused
(SetupError naming the field and the minimum), so a Duel that is not over always has a move.

Actions (text, parsed without eval): ``block C3`` places a block; ``play F F R`` plays those
hand cards in that order (``play ffr`` is forgiven).

Hidden information: a side sees its own hand, the other side's hand only as a count, the
deck only as a count (never its order) and never the random generator
(``hidden_slots``, ``observation``); the played and discarded cards are public.

Setup (every field optional)::

    {"board": {"width": 5, "height": 5, "blocks": []},
     "players": ["A", "B"],
     "robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "E1", "facing": "S"}},
     "cards": {"F": 24, "L": 8, "R": 8},    (the deck's make-up)
     "deck": ["F", "L", ...],               (fixes the draw pile, top card first)
     "hands": {"A": ["F", "F"], "B": ["L"]}, (fixes the hands; dealt from the deck if absent)
     "hand_size": 5, "blocks_each": 1, "turn_limit": 200, "first": "A"}

With ``deck`` given, the cards are exactly ``deck`` plus ``hands``; without it, the cards of
``cards`` not in ``hands`` are shuffled by the state's rng.

>>> game = Duel.from_setup({"deck": ["F"] * 30, "hands": {"A": ["F", "F", "F", "R", "F"],
...                         "B": ["L", "L", "F", "F", "F"]}, "blocks_each": 0})
>>> s = game.new_state(seed=1)
>>> [str(a) for a in s.legal_actions()][:3]
['play F', 'play R', 'play F F']
>>> for e in s.apply("play F F F F R"): print(e.text)
A moves forward from A5 to A4
A moves forward from A4 to A3
A moves forward from A3 to A2
A moves forward from A2 to A1
A turns right to face east
A draws 5 cards
>>> for e in s.apply("play L L F"): print(e.text)
B turns left to face east
B turns left to face north
B crashed: the edge of the board is ahead, so B stays on E1
B loses: a Roby that drives off the board or into a block loses
>>> s.winner, s.is_terminal()
('A', True)
"""

from __future__ import annotations

from codyroby_lab.games.codyroby.duel.game import Duel
from codyroby_lab.games.codyroby.duel.state import DuelState

__all__ = ["Duel", "DuelState"]
