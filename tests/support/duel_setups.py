"""The Duel positions the lesson 04 tests share: the lesson's exercises as setups."""

from __future__ import annotations

REACH = {"robots": {"A": {"at": "C3", "facing": "E"}, "B": {"at": "E1", "facing": "W"}},
         "hands": {"A": ["F", "L", "R", "F", "F"], "B": ["F", "F", "L", "R", "F"]},
         "deck": ["F"] * 20, "blocks_each": 0}            # the lesson's Exercise 3

WIN = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2", "facing": "S"}},
       "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
       "deck": ["F"] * 20, "blocks_each": 0}              # the lesson's Exercise 1
