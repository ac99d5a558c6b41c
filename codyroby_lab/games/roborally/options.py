"""Option cards: the data of ``data/options.json`` and one function per option.

The Grand Prix rulebook names Tractor Beam and Big Gun (they push robots in segment D), the
Robotic Arm (it tags checkpoints only), the Bridge Layer (a bridge may lie on a trap door
pit) and mines (devices dropped on the floor, reloaded at chop shops); the base game adds
the others here. The words of each card are our reading (docs/rulings.md). A robot holds at
most :data:`~codyroby_lab.games.roborally.robots.MAX_OPTIONS` options as ``[code,
ammunition]`` pairs, the last one got last.

>>> [o.name for o in OPTIONS.values()][:3]
['Tractor Beam', 'Big Gun', 'Robotic Arm']
>>> code("Mine Layer"), name(5), OPTIONS[5].ammo, MINE_LAYER.rule.section
(5, 'Mine Layer', 3, 'Frequently Asked Questions: Chop Shops')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import Rule
from codyroby_lab.core.io import read_json
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.robots import BRIDGE, MAX_OPTIONS, MINE, NO_MARK
from codyroby_lab.games.roborally.tables import PIT, REPULSOR, WALL

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.robots import Ctx

OPTIONS_FILE = Path(__file__).resolve().parent / "data" / "options.json"


@dataclass(frozen=True)
class Option:
    code: int
    key: str
    name: str
    ammo: int
    text: str
    rule: Rule


def _rule(key: str, section: str, text: str, note: str = "") -> Rule:
    return Rule(f"roborally.option-{key.replace('_', '-')}", R.GP, section, text, note)


@cache
def _options() -> dict[int, Option]:
    d = read_json(OPTIONS_FILE, "options")
    sections = {"tractor_beam": R.TIMING, "big_gun": R.TIMING,
                "robotic_arm": "Frequently Asked Questions: Chop Shops",
                "bridge_layer": "Frequently Asked Questions: Trap Door Pits",
                "mine_layer": "Frequently Asked Questions: Chop Shops"}
    out = {}
    for o in d["options"]:
        section = sections.get(o["key"], R.TIMING)
        out[o["code"]] = Option(o["code"], o["key"], o["name"], o["ammo"], o["text"],
                                _rule(o["key"], section, f"{o['name']}: {o['text']}",
                                      "Our reading of the card."))
    return out


OPTIONS = _options()
_BY_KEY = {o.key: o for o in OPTIONS.values()}
TRACTOR_BEAM, BIG_GUN, ROBOTIC_ARM = _BY_KEY["tractor_beam"], _BY_KEY["big_gun"], \
    _BY_KEY["robotic_arm"]
BRIDGE_LAYER, MINE_LAYER = _BY_KEY["bridge_layer"], _BY_KEY["mine_layer"]
DOUBLE_LASER, REAR_LASER = _BY_KEY["double_barreled_laser"], _BY_KEY["rear_firing_laser"]
ABLATIVE_COAT = _BY_KEY["ablative_coat"]
# the rules, as module constants (every rule is declared in a module and cited by a test)
TRACTOR_BEAM_RULE, BIG_GUN_RULE, ROBOTIC_ARM_RULE = (TRACTOR_BEAM.rule, BIG_GUN.rule,
                                                     ROBOTIC_ARM.rule)
BRIDGE_LAYER_RULE, MINE_LAYER_RULE = BRIDGE_LAYER.rule, MINE_LAYER.rule
DOUBLE_LASER_RULE, REAR_LASER_RULE = DOUBLE_LASER.rule, REAR_LASER.rule
ABLATIVE_COAT_RULE = ABLATIVE_COAT.rule


def name(c: int) -> str:
    return OPTIONS[c].name


def code(value: Any, where: str = "option") -> int:
    """The code of an option named by its name (any case) or key."""
    if isinstance(value, str):
        key = value.strip().lower().replace("-", " ").replace("_", " ")
        for o in OPTIONS.values():
            if key in (o.name.lower().replace("-", " "), o.key.replace("_", " ")):
                return o.code
    raise SetupError(where, f"{str(value)[:40]!r} is not an option card: use one of "
                            f"{', '.join(o.name for o in OPTIONS.values())}")


def held(value: Any, where: str = "option") -> tuple[int, int]:
    """An option a setup gives a robot: its name (all its ammunition) or ``[name,
    ammunition left]``, as ``(code, ammunition)``.

    >>> held("Mine Layer"), held(["mine layer", 1])
    ((5, 3), (5, 1))
    """
    if isinstance(value, list) and len(value) == 2:
        c, ammo = code(value[0], f"{where}[0]"), value[1]
        top = OPTIONS[c].ammo
        if isinstance(ammo, bool) or not isinstance(ammo, int) or not 0 <= ammo <= top:
            raise SetupError(f"{where}[1]", f"the {OPTIONS[c].name} holds 0 to {top} "
                                            f"ammunition, not {str(ammo)[:20]}")
        return c, ammo
    c = code(value, where)
    return c, OPTIONS[c].ammo


def full(c: int) -> list[int]:
    """An option card as a robot holds it, with all its ammunition."""
    return [c, OPTIONS[c].ammo]


def draw(x: Ctx, i: int, rule: Rule, why: str, scrapped: int = 0) -> None:
    """Robot ``i`` draws an option card nobody holds (never the one it just ``scrapped``),
    if it has room: the first of the setup's ``option_deck`` that is free, else at random."""
    b = x.b
    taken = {o[0] for opts in b.opts for o in opts} | {scrapped}
    free = [c for c in OPTIONS if c not in taken]
    if not free or len(b.opts[i]) >= MAX_OPTIONS:
        return
    fixed = [c for c in getattr(x.game, "option_deck", ()) if c not in taken]
    if not fixed and x.rng is None:
        return
    c = fixed[0] if fixed else free[int(x.rng.integers(len(free)))]
    b.opts[i].append(full(c))
    if x.log is not None:
        x.say(kinds.OPTION, rule, f"{x.names[i]} gets the {name(c)} ({why})", robot=x.names[i],
              option=name(c))


# --- one function per option -----------------------------------------------------------------

def absorb(x: Ctx, i: int, n: int) -> int:
    """Ablative Coat: the damage the coat does not take (it is gone after 3)."""
    o = x.b.has(i, ABLATIVE_COAT.code)
    if o is None:
        return n
    took = min(n, o[1])
    o[1] -= took
    if o[1] == 0:
        x.b.opts[i].remove(o)
    if x.log is not None:
        x.say(kinds.ABSORBED, ABLATIVE_COAT.rule, f"{x.names[i]}'s Ablative Coat takes {took} "
                                              "damage" + (" and is used up" if not o[1] else ""),
              robot=x.names[i])
    return n - took


def bridge_layer(x: Ctx, i: int, c: int) -> bool:
    """Bridge Layer: a robot about to fall into the pit (or open trap door) at ``c`` lays a
    bridge there and stays on it (True)."""
    o = x.b.has(i, BRIDGE_LAYER.code)
    if o is None or o[1] <= 0:
        return False
    o[1] -= 1
    x.b.marks[c] = BRIDGE
    if x.log is not None:
        x.say(kinds.BRIDGE, BRIDGE_LAYER.rule, f"{x.names[i]} lays a bridge over {x.at(c)} and "
                                           f"stays on it", robot=x.names[i], at=x.at(c))
    return True


def mine_layer(x: Ctx, i: int, c: int) -> None:
    """Mine Layer: a movement card drops a mine on the square the robot starts from."""
    o = x.b.has(i, MINE_LAYER.code)
    if o is None or o[1] <= 0 or x.b.marks[c] != NO_MARK or x.t.fl[c] & PIT:
        return
    o[1] -= 1
    x.b.marks[c] = MINE
    if x.log is not None:
        x.say(kinds.MINE, MINE_LAYER.rule, f"{x.names[i]} drops a mine on {x.at(c)}",
              robot=x.names[i], at=x.at(c))


def laser_power(x: Ctx, i: int) -> int:
    """Double-Barreled Laser: 2 damage instead of 1."""
    return 2 if x.b.has(i, DOUBLE_LASER.code) else 1


def rear_laser(x: Ctx, i: int) -> bool:
    """Rear-Firing Laser: the robot fires backwards too."""
    return x.b.has(i, REAR_LASER.code) is not None


def tractor_beam(x: Ctx, i: int, j: int, d: int) -> bool:
    """Tractor Beam: does robot ``i``'s shot at ``j`` (fired towards ``d``) pull instead of
    damage (``j`` is not next to ``i``)?"""
    if x.b.has(i, TRACTOR_BEAM.code) is None:
        return False
    return x.t.nb[x.b.pos[i] * 4 + d] != x.b.pos[j]


def big_gun(x: Ctx, i: int) -> bool:
    """Big Gun: does robot ``i``'s laser push the robot it hits?"""
    return x.b.has(i, BIG_GUN.code) is not None


def robotic_arm(x: Ctx, i: int) -> int:
    """Robotic Arm: the cell of the next flag on a square next to robot ``i`` with no wall
    or repulsor field between, or -1. It tags checkpoints only (never a chop shop)."""
    b, t = x.b, x.t
    if b.has(i, ROBOTIC_ARM.code) is None:
        return -1
    c = b.pos[i]
    for d in range(4):
        k = c * 4 + d
        n = t.nb[k]
        if n >= 0 and t.edge[k] not in (WALL, REPULSOR) and t.flag[n] == b.flags[i] + 1:
            return n
    return -1


def reload(x: Ctx, i: int, rule: Rule) -> bool:
    """A chop shop's reload: the option that has used most of its ammunition gets it all
    back (True), if any has used some."""
    spent = [o for o in x.b.opts[i] if o[1] < OPTIONS[o[0]].ammo]
    if not spent:
        return False
    o = max(spent, key=lambda o: OPTIONS[o[0]].ammo - o[1])
    o[1] = OPTIONS[o[0]].ammo
    if x.log is not None:
        x.say(kinds.RELOADED, rule, f"{x.names[i]} reloads its {name(o[0])} ({o[1]} again)",
              robot=x.names[i])
    return True


def scrap(x: Ctx, i: int, rule: Rule) -> bool:
    """A chop shop's scrap: the robot's oldest option goes for a new one drawn (True)."""
    if not x.b.opts[i]:
        return False
    old = x.b.opts[i].pop(0)
    if x.log is not None:
        x.say(kinds.SCRAPPED, rule, f"{x.names[i]} scraps its {name(old[0])}", robot=x.names[i])
    draw(x, i, rule, "for the one it scrapped", old[0])
    return True
