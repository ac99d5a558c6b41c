"""The kinds of event Droids makes, one name each: the rules make them (``Event.of(SENT,
rules.SEND, ...)``) and lessons and tests match them by these names, never by a string
written again.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "execute", "robots": {"red": "A1"},
...             "transmitters": {"red": [{"line": "A", "chit": "V2", "arrow": "S"}]}}
...            ).new_state(seed=0)
>>> [e.kind for e in s.apply("red: send A")][:2] == [SENT, MOVED]
True
"""

BLAST = "Blast"
BLOCKED = "Blocked"
CARRIED = "Carried"
CHOSE = "Chose"
COVERED = "Covered"
DAMAGED = "Damaged"
DELIVERED = "Delivered"
DIE = "Die"
DREW = "Drew"
ELIMINATED = "Eliminated"
GAME_OVER = "GameOver"
HEAVY = "Heavy"
HIT = "Hit"
MINED = "Mined"
MOVED = "Moved"
NEW_TURN = "NewTurn"
OBSTACLE = "Obstacle"
PASSED = "Passed"
PICKED_UP = "PickedUp"
PLACED = "Placed"
PROGRAMMING = "Programming"
PUSHED = "Pushed"
PUT_DOWN = "PutDown"
REPAIRED = "Repaired"
RETURNED = "Returned"
SCRAPPED = "Scrapped"
SENT = "Sent"
SHEET = "Sheet"
SHOT = "Shot"
STOLE = "Stole"
STOPPED = "Stopped"
TURN_ENDS = "TurnEnds"
UNCOVERED = "Uncovered"
UNHARMED = "Unharmed"
