"""What lies on the board or is carried: mobile obstacles, mines, crates and the
statue, as the small codes a state keeps (0: nothing); and the directions robots move in.

>>> OBJECTS[BOX], CODES["mine"], WORDS[STATUE]
('box', 2, 'the statue')
"""

from __future__ import annotations

from codyroby_lab.core.geometry import Direction

OBSTACLE, MINE, BOX, STATUE = 1, 2, 3, 4
OBJECTS = {OBSTACLE: "obstacle", MINE: "mine", BOX: "box", STATUE: "statue"}
CODES = {v: k for k, v in OBJECTS.items()}
WORDS = {OBSTACLE: "an obstacle", MINE: "a mine", BOX: "a crate", STATUE: "the statue"}
KING = (Direction.N, Direction.NE, Direction.E, Direction.SE, Direction.S, Direction.SW,
        Direction.W, Direction.NW)
ROOK = (Direction.N, Direction.E, Direction.S, Direction.W)
