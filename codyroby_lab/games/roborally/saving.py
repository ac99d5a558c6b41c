"""Saving a RoboRally state as JSON and loading it back (``state.to_dict()``,
``RoboRally.state_from_dict(d)``): the declared fields are the layout's (:mod:`.layout`,
written with ``LAYOUT.dump``); this module adds what is the game's own: where each robot is
(its square, or its wreck's once destroyed), whether it is out, its locked registers, the
sealed commits in words and the setup; and it reads a document back with the checks that
name each field in the setup format's words.

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=1)
>>> r = to_dict(s)["robots"]["Twonky"]
>>> r["at"], r["facing"], r["damage"], r["locked"], len(r["hand"])
('E12', 'N', 0, [], 9)
"""

from __future__ import annotations

from typing import Any, TypeVar

from codyroby_lab.core import rng as rngs
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.geometry import parse_square
from codyroby_lab.core.protocol import saved_setup
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally.layout import (
    LABELS,
    LAYOUT,
    MAX_DAMAGE_OFF,
    NAME,
    VERSION,
)
from codyroby_lab.games.roborally.robots import BRIDGE, DESTROYING_DAMAGE, MAX_OPTIONS, MINE
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked
from codyroby_lab.games.roborally.turn import Turn

T = TypeVar("T", bound=Turn)
ROBOT = ("at", "facing", "damage", "lives", "flags", "archive", "powered_down", "announced",
         "destroyed", "out", "wreck", "options", "locked", "registers", "hand", "program")
_ORDER = ("game", "version", "setup", "turn", "phase", "register", "winner", "robots", "marks",
          "committed", "rng")


def robots(state: Turn, d: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """Every robot, JSON-ready, hands and programs included (from ``d``, the layout's dump
    of ``state``, when given)."""
    g, b, t = state.game, state.bots, state.game.tables
    d = LAYOUT.dump(state) if d is None else d
    out = {}
    for i, p in enumerate(g.players):
        r, off = d["robots"][p], b.pos[i] < 0
        r.update(at=None if off else t.names[b.pos[i]], destroyed=off, out=b.lives[i] <= 0,
                 wreck=t.names[b.wreck[i]] if off else None,
                 locked=list(range(REGISTERS - locked(b.dmg[i]) + 1, REGISTERS + 1)))
        out[p] = {k: r[k] for k in ROBOT}
    return out


def to_dict(state: Turn) -> dict[str, Any]:
    """The whole state, JSON-ready (:func:`load` reads it back)."""
    g = state.game
    d = LAYOUT.dump(state)
    d.update(game=NAME, version=VERSION, setup=g.setup(), robots=robots(state, d),
             committed={p: state.commit_words(c) for p, c in state.sealed.choices.items()})
    return {k: d[k] for k in _ORDER}


def load(cls: type[T], d: Any, game_cls: Any) -> T:
    """A state from :meth:`to_dict`; SetupError names a bad field. A saved state obeys
    what the setup format does: ranges (damage 0 to 9 on the board, lives, flags), one
    robot a square, squares on the board, facings N, E, S or W, at most 9 cards a hand
    and each card held once, 5 registers, ammunition up to the option's own."""
    g = game_cls(saved_setup(d, NAME, VERSION))
    s = cls(g)
    t, b = g.tables, s.bots
    s.turn = integer(d["turn"], "turn", 1, g.max_turns)
    s.reg = integer(d["register"], "register", 0, REGISTERS)
    if d["phase"] not in LABELS:
        raise SetupError("phase", f"must be one of {', '.join(LABELS)}")
    s.phase = d["phase"]
    s.winner_index = None if d["winner"] is None else _player(g, d["winner"], "winner")
    code = g.cards.code

    def cell(value: Any, field: str) -> int:
        x, y = parse_square(value, field)
        if not (0 <= x < t.width and 0 <= y < t.height):
            raise SetupError(field, f"{str(value)[:20]!r} is off the board")
        return t.cell((x, y))

    def cards(value: Any, field: str, size: int | None = None) -> list[int]:
        if not isinstance(value, list) or len(value) > HAND or (
                size is not None and len(value) != size):
            raise SetupError(field, f"must list {size or f'at most {HAND}'} cards")
        return [0 if c is None and size else code(c, f"{field}[{k}]")
                for k, c in enumerate(value)]

    robots = check_fields(d["robots"], g.players, "robots")
    held: dict[int, str] = {}
    for i, p in enumerate(g.players):
        r, where = robots[p], f"robots.{p}"
        if r["at"] is not None:
            at = cell(r["at"], f"{where}.at")
            if b.occ[at] >= 0:
                raise SetupError(f"{where}.at", f"{g.players[b.occ[at]]} is on "
                                                f"{t.names[at]} already: one robot a square")
            b.place(i, at)
        else:
            b.wreck[i] = cell(r["wreck"], f"{where}.wreck")
        if r["facing"] not in ("N", "E", "S", "W"):
            raise SetupError(f"{where}.facing", f"must be N, E, S or W, not "
                                                f"{str(r['facing'])[:10]!r}")
        b.face[i] = "NESW".index(r["facing"])
        b.dmg[i] = integer(r["damage"], f"{where}.damage", 0, DESTROYING_DAMAGE - 1
                           if r["at"] is not None else MAX_DAMAGE_OFF)
        b.lives[i] = integer(r["lives"], f"{where}.lives", 0, 9)
        b.flags[i] = integer(r["flags"], f"{where}.flags", 0, t.flags)
        b.archive[i] = cell(r["archive"], f"{where}.archive")
        b.down[i], s.announced[i] = _yes_no(r, "powered_down", where), _yes_no(
            r, "announced", where)
        b.opts[i] = _options(r["options"], f"{where}.options")
        s.hands[i] = cards(r["hand"], f"{where}.hand")
        s.program[i] = cards(r["program"], f"{where}.program", REGISTERS)
        s.shown[i] = cards(r["registers"], f"{where}.registers", REGISTERS)
        for k, c in enumerate(s.hands[i]):
            if c in held:
                raise SetupError(f"{where}.hand[{k}]", f"{g.cards.label(c)} is held twice "
                                                       f"({held[c]}): each card is in one "
                                                       "hand")
            held[c] = f"{p}'s hand"
    for name, mark in d["marks"].items():
        if mark not in ("mine", "bridge"):
            raise SetupError(f"marks.{name}"[:40], "is a mine or a bridge")
        b.marks[cell(name, "marks")] = {"mine": MINE, "bridge": BRIDGE}[mark]
    for p, c in check_fields(d["committed"], g.players, "committed").items():
        s.sealed.commit(p, [2 if _yes_no(c, "down", f"committed.{p}") else 1,
                            *cards(c["cards"], f"committed.{p}.cards")])
    s.rng = rngs.from_dict(d["rng"])
    return s


def _player(g: Any, name: Any, field: str) -> int:
    if name not in g.players:
        raise SetupError(field, f"must be one of the robots ({', '.join(g.players)})")
    return g.players.index(name)


def _yes_no(d: dict[str, Any], name: str, where: str) -> bool:
    if not isinstance(d[name], bool):
        raise SetupError(f"{where}.{name}", "must be true or false")
    return d[name]


def _options(value: Any, field: str) -> list[list[int]]:
    """Saved options: at most MAX_OPTIONS ``[name, ammunition]`` pairs, each option once,
    ammunition from 0 to the option's own."""
    if not isinstance(value, list) or len(value) > MAX_OPTIONS:
        raise SetupError(field, f"must list at most {MAX_OPTIONS} [option, ammunition] pairs")
    out: list[list[int]] = []
    for k, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise SetupError(f"{field}[{k}]", "must be [option, ammunition]")
        c = options.code(pair[0], f"{field}[{k}]")
        if any(o[0] == c for o in out):
            raise SetupError(f"{field}[{k}]", f"{options.name(c)} is held twice")
        out.append([c, integer(pair[1], f"{field}[{k}][1]", 0, options.full(c)[1])])
    return out


