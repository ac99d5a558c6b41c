"""The seven scenarios of the rulebook as data (``data/scenarios.json``) and, where a
scenario needs code, one module each: :mod:`.demine` (mines), :mod:`.microchips` (cargo
boxes), :mod:`.madness` (the concrete garden), :mod:`.statue` (the heavy statue),
:mod:`.labyrinth` (capture) and :mod:`.killer` (the Robot Killer and its program sheet).
The Challenge needs no code of its own: obstacle placement and the default victory are
part of every game's turn (:mod:`codyroby_lab.games.droids.turns`).

>>> s = SCENARIOS["labyrinth"]
>>> s.name, s.players, s.default_players(2), s.remove, s.supply
('Duel in the Labyrinth', (2, 2), ('red', 'yellow'), ('VD', 'BD'), 12)
>>> SCENARIOS["challenge"].place_each(3), SCENARIOS["killer"].grey
(3, 'killer')
>>> [s.number for s in SCENARIOS.values()]
[1, 2, 3, 4, 5, 6, 7]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.droids import data
from codyroby_lab.games.droids.chits import CHITS

DEFAULT_PLAYERS = {1: ("red",), 2: ("red", "blue"), 3: ("red", "yellow", "blue"),
                   4: ("red", "yellow", "blue", "grey")}


@dataclass(frozen=True)
class Scenario:
    """One scenario. ``victory``: last (the last player or team standing), boxes, garden,
    statue or capture; ``enclosure``: ``(neighbours, size)`` of the garden or capture
    test; ``grey``: what the grey droid is when nobody plays it (statue, killer or None)."""

    key: str
    number: int
    name: str
    players: tuple[int, int]
    teams: bool
    repair_robots: bool
    victory: str
    place: dict[int, int]
    place_clear: bool
    mines: int
    boxes: dict[int, tuple[str, ...]]
    remove: tuple[str, ...]
    grey: str | None
    supply: int
    choose: tuple[str, ...]
    enclosure: tuple[int, int] | None
    fixed_players: tuple[str, ...] | None

    def place_each(self, players: int) -> int:
        """Mobile obstacles each player places before the game (0: none)."""
        return self.place.get(players, 0)

    def default_players(self, count: int) -> tuple[str, ...]:
        return self.fixed_players or DEFAULT_PLAYERS[count]

    def box_squares(self, players: int) -> tuple[str, ...]:
        """The crates' squares with ``players`` players (the 2s, then the 3s, ...)."""
        return tuple(sq for n in sorted(self.boxes) if n <= players for sq in self.boxes[n])


def _load() -> dict[str, Scenario]:
    doc = data.load("scenarios")
    out = {}
    for key, s in doc["scenarios"].items():
        for i, code in enumerate(s.get("remove", []) + s.get("choose", [])):
            if code not in CHITS:
                raise SetupError(f"scenarios.{key}", f"{code} (item {i}) is not a chit")
        enc = s.get("enclosure")
        out[key] = Scenario(
            key, s["number"], s["name"], tuple(s["players"]), s.get("teams", False),
            s["repair_robots"], s["victory"], {int(k): v for k, v in s.get("place", {}).items()},
            s.get("place_clear", False),
            s.get("mines", 0), {int(k): tuple(v) for k, v in s.get("boxes", {}).items()},
            tuple(s.get("remove", [])), s.get("grey"), s.get("supply", 0),
            tuple(s.get("choose", [])), None if enc is None else (enc["neighbours"], enc["size"]),
            tuple(s["default_players"]) if "default_players" in s else None)
    return dict(sorted(out.items(), key=lambda kv: kv[1].number))


SCENARIOS: dict[str, Scenario] = _load()
#: the rulebook's rules with no scenario ("base"): the droids on their bases, the repair
#: robots, no obstacles, mines or boxes; the last player standing wins
BASE = Scenario("base", 0, "The base rules", (2, 4), False, True, "last", {}, False, 0, {}, (),
                None, 0, (), None, None)


def scenario(key: Any, where: str = "scenario") -> Scenario:
    """The scenario named ``key`` (or ``"base"``: no scenario); a SetupError naming
    ``where`` lists the names."""
    if key == BASE.key:
        return BASE
    if isinstance(key, str) and key in SCENARIOS:
        return SCENARIOS[key]
    raise SetupError(where, f"must be base or one of {', '.join(SCENARIOS)}, not "
                            f"{str(key)[:30]!r}")
