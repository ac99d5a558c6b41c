"""What a viewer sees of a Droids state: the observation (JSON), the desk-check columns
and the board as text; the scene is :mod:`.scene`. A viewer sees its own rack, the size and
colours of the others', every chit on the transmitters (they are placed face up), the
board; never the box's contents chit by chit nor the generator.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "program",
...             "racks": {"red": ["V1", "SH"], "blue": ["B1"]}, "first": "red"}).new_state(seed=0)
>>> s.observation("red")["status"]["blue"]["rack"], s.observation("red")["status"]["red"]["rack"]
(1, ['V1', 'SH'])
>>> s.describe("red")["rack"], s.describe(None)["rack Blue"], s.describe("red")["Blue"]
('V1 SH', '1', 'J10')
>>> _ = s.apply("red: place V1 B 1 S")
>>> print("\\n".join(s.ascii("red").splitlines()[:6]))
box 3    .    .    .    .    .    .    .    .    .    .
box 2    .    .    .    .    .    .    .    .    .    .
box 1    .  V1S    .    .    .    .    .    .    .    .
         A    B    C    D    E    F    G    H    I    J
    1    R    .    .    .    .    .    .    .    .    .
    2    .    .    .    .    .    .    .    .    .    .
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.layout import BOXES, RACK
from codyroby_lab.games.droids.objects import OBJECTS
from codyroby_lab.games.droids.rules import PHASES

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

CARRIED = ["", *(f"carries {OBJECTS[k]}" for k in sorted(OBJECTS))]
#: how an object lying on the board shows in :func:`ascii` (the statue: no column's letter)
#: each phase in the desk check, in the lesson's words for the parts of a turn ("execute"
#: read as jargon and "program" broke in two in its narrow column: walk 08n fault 6, walk
#: 08o fault 4; the longest label sets the column's width)
PHASE_WORDS = {"place": "obstacles", "draw": "draw", "choose": "choose", "program": "program",
               "execute": "send", "cover": "cover", "over": "game over"}
MARKS = {"obstacle": "o", "mine": "m", "box": "c", "statue": "*",     # c: cargo, not Blue's B
         "killer": "K"}   # K as on the board, not G, the grey base's letter (walk 08i fault 20)


def observation(s: DroidsState, viewer: Viewer = None) -> dict[str, Any]:
    """The board, the robots, the transmitters (public), each player's covers and
    counts, the viewer's own rack (others' as sizes) and the colours left in the box."""
    d = s.to_dict()
    status = {name: {**pd, "rack": pd["rack"] if sees(viewer, (name,)) else len(pd["rack"])}
              for name, pd in d["players"].items()}
    keep = ("scenario", "turn", "first", "robots", "objects")
    return {**s.public(viewer), **{k: d[k] for k in keep}, "status": status,
            **{k: d[k] for k in ("transmitters", "box", "mines", "last")}}

def columns(s: DroidsState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """Desk-check columns: the turn, the phase, each robot's square (a droid's damage once
    a shot hit it, and what it carries), the racks the viewer may see (the others' sizes
    for a spectator). "damage 0" in every cell of every row said nothing (walk 08n, fault
    6)."""
    g = s.game
    cols: list[dict[str, Any]] = [
        {"name": "turn", "kind": "int", "slots": [s.slot("turn")]},
        {"name": "phase", "kind": "enum", "slots": [s.slot("phase")],
         "labels": [PHASE_WORDS[p] for p in PHASES]}]
    damage = ["", *(f"damage {k}" for k in range(1, g.lines + 1))]
    for robot in g.robots:
        parts = [{"kind": "square", "slots": [s.slot(f"{robot.id}.x"), s.slot(f"{robot.id}.y")],
                  **({"off": "carried"} if robot.kind == "statue" else {})}]
        if robot.kind == "droid":
            parts.append({"kind": "enum", "labels": damage,
                          "slots": [s.slot(f"{g.players[robot.owner]}.damage")]})
        if robot.kind in ("droid", "killer"):
            parts.append({"kind": "enum", "slots": [s.slot(f"{robot.id}.carry")],
                          "labels": CARRIED})
        cols.append({"name": display_name(robot.id), "kind": "join", "parts": parts})
    for name in g.players:
        size, first = s.slot(f"{name}.rack"), s.slot(f"{name}.chits")
        rack = {"kind": "cards", "count": size, "slots": list(range(first, first + RACK)),
                "codes": dict(ch.CODES)}
        if viewer == name:
            cols.append({"name": "rack", **rack})
        elif viewer is EVERYONE:
            cols.append({"name": f"rack {display_name(name)}", **rack})
        elif viewer is None:
            cols.append({"name": f"rack {display_name(name)}", "kind": "int",
                         "slots": [size]})
    return cols

def ascii(s: DroidsState, player: str | None = None) -> str:
    """The board as text: each robot by its colour's initial (``R`` red, ``Y`` yellow,
    ``B`` blue, ``G`` grey, ``S`` a silver repair robot), ``K`` the killer, ``*`` the statue, ``o``
    an obstacle, ``m`` a mine, ``c`` a crate, ``~`` water, ``#`` a fixed obstacle;
    with ``player``, that player's transmitters, each box's chit with its arrow (``V2S``:
    V2 pointing south): along his side, box 1 nearest the board (north, south), or at
    the end of each row (east, west)."""
    g = s.game
    marks = {g.board.square(c): MARKS[OBJECTS[o]] for c, o in enumerate(s.obj) if o}
    marks.update({(s.x[r], s.y[r]): MARKS.get(robot.kind) or robot.colour[0].upper()
                  for r, robot in enumerate(g.robots) if s.x[r] >= 0})
    if player is None:
        return g.board.ascii(marks, bases=False)
    board = g.board.ascii(marks, bases=False, width=5).splitlines()
    p = g.players.index(player)
    side = g.side_of(p)
    first = p * g.lines * BOXES
    boxes = [[(ch.box_text(s.tx[i], s.ta[i]) or ".").replace(" ", "")
              for i in range(first + b, first + s.lines_of(p) * BOXES, BOXES)]
             for b in range(BOXES)]
    if side in ("E", "W"):  # a transmitter per row: its boxes at the end of the row
        board = [board[0] + "".join(f"box {b + 1}".rjust(7) for b in range(BOXES))] + [
            row + "".join(boxes[b][y].rjust(7) for b in range(BOXES))
            for y, row in enumerate(board[1:])]
        return "\n".join(board)
    rows = [f"box {b + 1}" + "".join(label.rjust(5) for label in boxes[b])
            for b in range(BOXES)]
    return "\n".join(rows[::-1] + board if side == "N" else board + rows)
