"""Saving a RoboRally state as JSON and loading it back (``state.to_dict()``,
``RoboRally.state_from_dict(d)``): the declared fields are the layout's (:mod:`.layout`,
written with ``LAYOUT.dump``); this module adds what is the game's own: where each robot is
(its square, or its wreck's once destroyed), whether it is out, its locked registers, the
sealed commits in words and the setup. A document is read back through the layout
(``LAYOUT.load``: its schema, errors in the setup format's words) and the checks a schema
cannot make: one robot a square, damage up to 9 on the board, each card held once.

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=1)
>>> r = to_dict(s)["robots"]["Twonky"]
>>> r["at"], r["facing"], r["damage"], r["locked"], len(r["hand"])
('E12', 'N', 0, [], 9)
"""

from __future__ import annotations

from typing import Any, TypeVar

from codyroby_lab.core import schema
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.protocol import saved_game
from codyroby_lab.core.setup import check_fields, integer
from codyroby_lab.games.roborally.deck import parse_card
from codyroby_lab.games.roborally.layout import LABELS, LAYOUT, NAME, VERSION, cell
from codyroby_lab.games.roborally.robots import DESTROYING_DAMAGE, MAX_OPTIONS
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
    what the setup format does: the layout's schema and readers check the ranges (lives,
    flags), facings, cards, options and squares on the board; this adds one robot a square,
    damage 0 to 9 on the board, each card held once and the sealed commits."""
    g = saved_game(d, game_cls)
    s = LAYOUT.load(cls(g), d, reword=_reword, top=True)
    t, b = g.tables, s.bots
    held: dict[int, str] = {}
    for i, p in enumerate(g.players):
        r, where = d["robots"][p], f"robots.{p}"
        if r["at"] is None:
            b.pos[i], b.wreck[i] = -1, cell(g, r["wreck"], f"{where}.wreck")
        else:
            at = cell(g, r["at"], f"{where}.at")
            if b.occ[at] >= 0:
                raise SetupError(f"{where}.at", f"{g.players[b.occ[at]]} is on "
                                                f"{t.names[at]} already: one robot a square")
            b.place(i, at)
            integer(r["damage"], f"{where}.damage", 0, DESTROYING_DAMAGE - 1)
        for k, c in enumerate(s.hands[i]):
            if c in held:
                raise SetupError(f"{where}.hand[{k}]", f"{g.cards.label(c)} is held twice "
                                                       f"({held[c]}): each card is in one "
                                                       "hand")
            held[c] = f"{p}'s hand"
    for p, c in check_fields(d["committed"], g.players, "committed").items():
        s.sealed.commit(p, [2 if c["down"] else 1, *(g.cards.code(x, f"committed.{p}.cards[{k}]")
                                                    for k, x in enumerate(c["cards"]))])
    return s


_WORDS = {"phase": f"must be a phase: programming, a register's step ({LABELS[1]} to "
                   f"{LABELS[-4]}), {LABELS[-3]}, {LABELS[-2]} or {LABELS[-1]}",
          "facing": "must be N, E, S or W", "options": f"must list at most {MAX_OPTIONS} "
          "[option, ammunition] pairs", "hand": f"must list at most {HAND} cards",
          "cards": f"must list at most {HAND} cards", "program": f"must list {REGISTERS} cards",
          "registers": f"must list {REGISTERS} cards",
          "rng": "must be a saved random generator {'pcg64': [19 words]}"}


def _reword(e: Any) -> str | None:
    """A schema error in the words of the setup format: a number's range, true or false, a
    list's length, one of a few words."""
    rule = e.schema if isinstance(e.schema, dict) else {}
    path = [k for k in e.absolute_path if isinstance(k, str)]
    shown = repr(e.instance)[:30]
    words = schema.whole_number_words(e, rule.get("description"))
    if words:
        return words
    if rule.get("type") == "boolean":
        return "must be true or false"
    if path and path[0] in ("marks", "rng"):
        return "is a mine or a bridge" if path[0] == "marks" else _WORDS["rng"]
    last = e.absolute_path[-1] if e.absolute_path else None
    if isinstance(last, int) and path and path[-1] == "options":
        return "must be [option, ammunition]"
    if isinstance(last, int) and path and path[-1] in ("hand", "program", "registers", "cards"):
        try:  # a card that is not text: in the words of a card read from text
            parse_card(e.instance)
        except SetupError as x:
            return x.reason
    if last == "winner":
        return f"must be one of the robots ({', '.join(x for x in rule.get('enum', []) if x)})"
    if last in _WORDS and e.validator in ("enum", "type", "minItems", "maxItems", "items"):
        return f"{_WORDS[last]}, not {shown[:20]}" if e.validator == "enum" else _WORDS[last]
    return None
