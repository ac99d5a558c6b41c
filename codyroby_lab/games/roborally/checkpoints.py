"""E. Touch checkpoints, and F. the end-of-turn board effects.

In E, in the register's priority order, a robot on a flag or a repair site has touched it:
its archive marker moves there, and the next flag in order counts (the Robotic Arm touches
the next flag from a square next to it). A robot on the last flag it needed is a winner.
Robots on chop shops use one chop shop function. In F, after the fifth register phase,
robots on flags and repair sites repair 1 damage; a double-wrench site also gives an option.

>>> from codyroby_lab.games.roborally.board import Board
>>> from codyroby_lab.games.roborally.tables import Tables
>>> from codyroby_lab.games.roborally.robots import Bots, Ctx
>>> t = Tables(Board.from_dict({"width": 2, "height": 1, "elements": [
...     {"kind": "flag", "at": "A1", "number": 1}, {"kind": "repair", "at": "B1"}]}))
>>> b = Bots.empty(2, 2); b.place(0, 0, 0); b.place(1, 1, 0); b.dmg[:] = [3, 3]
>>> x = Ctx(t, b, 1, [], ["Twonky", "Zoom Bot"])
>>> checkpoints(x); b.flags, b.archive, x.winners
([1, 0], [0, 1], [0])
>>> repairs(x); b.dmg
[2, 2]
"""

from __future__ import annotations

from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.robots import Ctx
from codyroby_lab.games.roborally.tables import CHOP

#: what a robot on a chop shop does, in order of preference, when it can (setup "chop_shop")
CHOP_POLICY = ("reload", "draw")
CHOP_FUNCTIONS = ("reload", "draw", "scrap")


def checkpoints(x: Ctx) -> None:
    """E: flags and repair sites touched; the next flag counts; the last one wins."""
    t, b = x.t, x.b
    for i in x.order:
        c = b.pos[i]
        if c < 0:
            continue
        f = t.flag[c]
        if f or t.repair[c]:
            if b.archive[i] != c:
                b.archive[i] = c
                if x.log is not None:
                    x.say(kinds.ARCHIVED, R.ARCHIVE, f"{x.names[i]}'s restart square is now "
                                                 f"{x.at(c)}", robot=x.names[i])
        elif b.opts[i]:
            c = options.robotic_arm(x, i)
            f = t.flag[c] if c >= 0 else 0
            if f and x.log is not None:
                x.say(kinds.TAGGED, options.ROBOTIC_ARM_RULE, f"{x.names[i]}'s Robotic Arm "
                                                          f"reaches the flag at {x.at(c)}",
                      robot=x.names[i])
        if f and f == b.flags[i] + 1:
            b.flags[i] = f
            if x.log is not None:
                x.say(kinds.TOUCHED, R.FLAGS, f"{x.names[i]} touches flag {f}"
                      + (" (the last one)" if f == t.flags else ""), robot=x.names[i], flag=f)
            if f == t.flags:
                x.winners.append(i)


def chop_shops(x: Ctx) -> None:
    """E: a robot on a chop shop uses one function: ``reload`` the option that used most
    ammunition, ``draw`` an option at the end of the turn (register 5) even with none, or
    ``scrap`` its oldest option for a new one; the first of the game's ``chop_shop``
    policy it can use (default: reload, else draw)."""
    t, b = x.t, x.b
    policy = getattr(x.game, "chop_policy", CHOP_POLICY)
    for i in x.order:
        c = b.pos[i]
        if c < 0 or not t.fl[c] & CHOP:
            continue
        for f in policy:
            if f == "reload" and b.opts[i] and options.reload(x, i, R.CHOP_SHOP):
                break
            if f == "draw" and x.reg == 5 and len(b.opts[i]) < len(options.OPTIONS):
                options.draw(x, i, R.CHOP_SHOP_TURN, f"it ends the turn on the option shop at "
                                                     f"{x.at(c)}")
                break
            if f == "scrap" and options.scrap(x, i, R.CHOP_SHOP):
                break


def repairs(x: Ctx) -> None:
    """F: robots on flags and repair sites repair 1 damage; double-wrench sites give an
    option card too."""
    t, b = x.t, x.b
    for i, c in enumerate(b.pos):
        if c < 0 or not (t.flag[c] or t.repair[c]):
            continue
        rule = R.CHECKPOINT_REPAIR if t.flag[c] else R.REPAIR
        if b.dmg[i]:
            b.dmg[i] -= 1
            if x.log is not None:
                x.say(kinds.REPAIRED, rule, f"{x.names[i]} repairs 1 damage at {x.at(c)}: "
                                        f"{b.dmg[i]} left", robot=x.names[i])
        if t.repair[c] == 2:
            options.draw(x, i, R.REPAIR, f"the double-wrench site at {x.at(c)}")
