"""Robot Killer (solo): the program sheet (``data/program-sheet.json``, DECISIONS ruling),
placed each turn on the killer's transmitters by a die roll; the killer's four-way shots
and the six difficulty options (setup ``level``).

The killer is the last "owner" of transmitters (after the player): its boxes are filled
from the sheet, its turn in the execution phase is played by the game itself.

The sheet is read with the setup (:func:`.game.load_sheet`).

>>> DAMAGE
{2: 1, 3: 2, 4: 3, 5: 5}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import rules
from codyroby_lab.games.droids.damage import damage
from codyroby_lab.games.droids.objects import ROOK

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

DAMAGE = {2: 1, 3: 2, 4: 3, 5: 5}  # covers per hit at levels 2 to 5; level 6 scraps
SCRAP_LEVEL = 6


def place_sheet(s: DroidsState, ev: list[Event]) -> None:
    """SHEET: roll the die and lay the sheet on the killer's transmitters, its first column
    on the transmitter the die shows (0 counts as 10); columns past the last are lost."""
    g = s.game
    k, side = g.owners - 1, g.killer_side
    roll = s.roll()
    first = roll or 10
    lines = g.board.lines(side)
    base = k * g.lines * 3
    for i in range(g.lines * 3):
        s.tx[base + i] = s.ta[base + i] = 0
    assert g.sheet is not None  # Robot Killer has its program sheet
    for col, orders in enumerate(g.sheet):
        t = first - 1 + col
        if t >= lines:
            break
        for box, order in enumerate(orders):
            if order is not None:
                code, arrow = order
                s.tx[base + t * 3 + box] = ch.CHITS[code].id
                s.ta[base + t * 3 + box] = ch.NO_ARROW if arrow is None else \
                    int(ch.turned(arrow, side))
    s.sheet_roll = roll
    shown = min(10, lines - first + 1)
    # what a "program sheet" is, said where it is first met (walk 08i fault 22)
    ev.append(Event.of(kinds.SHEET, rules.SHEET, f"The die shows {roll}: the killer's orders, "
                                             f"the same list every turn, are laid from "
                                             f"transmitter {first} ({ch.line_word(side)} "
                                             f"{ch.line_name(side, first - 1)}) on; "
                                             f"{shown} of its 10 columns of orders fit on "
                                             "the board",
                       roll=roll, first=first))


def four_way(s: DroidsState, r: int, ev: list[Event]) -> None:
    """KILLER_SHOT, KILLER_LEVELS: the killer shoots north, east, south and west. Level 1:
    normal shots (the die, obstacles block); levels 2 to 6: every droid in those lines is
    hit once, whatever stands between."""
    from codyroby_lab.games.droids import orders
    g = s.game
    ev.append(Event.of(kinds.SHOT, rules.KILLER_SHOT, "The killer shoots in all four directions",
                       robot="killer", level=g.level))
    for d in ROOK:
        if g.level == 1:
            orders.shoot(s, r, d, ev)
            continue
        cells, target = orders.line_of_fire(s, r, d, through=True)
        if target < 0:
            continue
        victim = g.robots[target]
        if g.level == SCRAP_LEVEL and not s.out[victim.owner]:
            ev.append(Event.of(kinds.HIT, rules.KILLER_LEVELS, f"The killer's shot {d.word} hits "
                                                           f"{victim.name}: scrap metal",
                               target=victim.id, squares=_names(g, cells)))
            s.scrap(victim.owner, ev)
            continue
        ev.append(Event.of(kinds.HIT, rules.KILLER_LEVELS, f"The killer's shot {d.word} hits "
                                                       f"{victim.name}",
                           target=victim.id, squares=_names(g, cells)))
        damage(s, target, DAMAGE[g.level], rules.KILLER_LEVELS, ev)


def _names(g: Any, cells: list[int]) -> list[str]:
    from codyroby_lab.core.geometry import square_name
    return [square_name(g.board.square(c)) for c in cells]


def result(s: DroidsState) -> tuple[bool, int | None]:
    """FORCE_FIELD: the player wins when the killer is surrounded, loses when out."""
    from codyroby_lab.games.droids.labyrinth import captured
    if captured(s, s.game.robot("killer")):
        return True, 0
    return s.out[0], None
