"""Sending orders: which transmitters a player may send from (the first chit of a
transmitter in line with the robot it orders, if it applies there), sending one, and the
covers a hit or a repair asks for.

A transmitter commands the line in front of it: transmitter ``C`` of a player on the north
side commands column C, transmitter ``3`` of a player on the east side row 3. The droid's
square therefore picks the part of the program it runs next: a program counter anyone can
see on the board.

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"scenario": "demine", "players": ["red", "blue"], "phase": "execute",
...             "robots": {"red": "C2", "repair1": "D4", "repair2": "D9"},
...             "transmitters": {"red": [{"line": "C", "chit": "B1", "arrow": "S"},
...                                      {"line": "D", "chit": "G1", "arrow": "E"}]}})
>>> s = g.new_state(seed=0)
>>> [(g.line_names(0)[t], g.robots[r].id) for t, b, r in playable(s, 0)]
[('D', 'repair1')]
>>> why_not(s, 0, 2)
'B1 is a water order and Red stands on land at C2'

What a player's orders did, one row each (:func:`sent_table`):

>>> s = Droids({"players": ["red", "blue"], "phase": "execute", "robots": {"red": "A1"},
...             "transmitters": {"red": [{"line": "A", "chit": "V2", "arrow": "S"}]}}
...            ).new_state(seed=0)
>>> print(sent_table(s.play("red: send A"), "red"))
step  sent from         it commands  order  Red  what happened
----  ----------------  -----------  -----  ---  ------------------------------------------
0                                           A1
1     transmitter A, 1  column A     V2 S   A3   Red moves from A1 to A3 (south, 2 squares)
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.trace import Table, Trace
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import killer, notation, orders, rules
from codyroby_lab.games.droids.layout import BOXES

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

MOVE_RULES = {"V1": rules.LAND_1, "V2": rules.LAND_2, "VD": rules.LAND_DIAGONAL,
              "VX": rules.LAND_MAX, "B1": rules.WATER, "BD": rules.WATER}


def along(s: DroidsState, side: str, r: int) -> tuple[int, int]:
    """Robot ``r``'s line (column or row) for a player on ``side``, and how far it is from
    that side (0: on the side's edge)."""
    g = s.game.board
    if side == "N":
        return s.x[r], s.y[r]
    if side == "S":
        return s.x[r], g.height - 1 - s.y[r]
    if side == "W":
        return s.y[r], s.x[r]
    return s.y[r], g.width - 1 - s.x[r]


def first_box(s: DroidsState, owner: int, t: int) -> int:
    """The box of transmitter ``t`` sent next (the nearest the board holding a chit), -1."""
    base = (owner * s.game.lines + t) * BOXES
    for b in range(BOXES):
        if s.tx[base + b]:
            return b
    return -1


def receiver(s: DroidsState, owner: int, t: int, cid: int) -> int:
    """SEND, APPLIES, FIRST_REPAIR, OTHER: the robot chit ``cid`` sent from transmitter
    ``t`` orders, or -1 when none may take it (out of line, or the chit does not apply)."""
    g = s.game
    side = g.side_of(owner)
    c = ch.BY_ID[cid]
    if owner >= len(g.players):  # the killer: every sheet order is its own
        r = g.robot("killer")
        return r if s.x[r] >= 0 and along(s, side, r)[0] == t else -1
    if c.colour == "grey" or c.order == "other":
        best, near = -1, 1 << 30
        for r, robot in enumerate(g.robots):
            if s.x[r] < 0 or r == owner or (c.colour == "grey" and robot.kind != "repair"):
                continue
            line, far = along(s, side, r)
            if line == t and far < near:
                best, near = r, far
        return best
    if s.x[owner] < 0 or along(s, side, owner)[0] != t:
        return -1
    if c.colour != "red":
        water = s.y[owner] * g.board.width + s.x[owner] in g.board.water_cells
        if water != (c.colour == "blue"):
            return -1
    return owner


def order_at(s: DroidsState, owner: int, t: int) -> tuple[int, int] | None:
    """``(box, robot)`` of the order ``owner`` may send from transmitter ``t``, or None."""
    if owner < len(s.game.players) and s.covers[owner][t]:
        return None
    b = first_box(s, owner, t)
    if b < 0:
        return None
    robot = receiver(s, owner, t, s.tx[(owner * s.game.lines + t) * BOXES + b])
    return None if robot < 0 else (b, robot)


def playable(s: DroidsState, owner: int) -> list[tuple[int, int, int]]:
    """MUST_SEND: ``(transmitter, box, robot)`` of every order ``owner`` may send now (only
    a transmitter in line with some robot can be: those are the ones looked at)."""
    g = s.game
    lines, side, tx = g.lines, g.side_of(owner), s.tx
    covers = s.covers[owner] if owner < len(g.players) else None
    seen: set[int] = set()
    out = []
    across = s.x if side in ("N", "S") else s.y
    for r, x in enumerate(s.x):
        if x < 0:
            continue
        t = across[r]
        if t in seen:
            continue
        seen.add(t)
        if covers is not None and covers[t]:
            continue
        i = (owner * lines + t) * BOXES
        b = 0 if tx[i] else 1 if tx[i + 1] else 2 if tx[i + 2] else -1
        if b < 0:
            continue
        robot = receiver(s, owner, t, tx[i + b])
        if robot >= 0:
            out.append((t, b, robot))
    out.sort()
    return out


def why_not(s: DroidsState, p: int, t: int) -> str:
    """Why player ``p`` may not send from transmitter ``t`` now, in plain words."""
    g = s.game
    name = g.line_names(p)[t]
    if s.covers[p][t]:
        return f"transmitter {name} is covered"
    b = first_box(s, p, t)
    if b < 0:
        return f"transmitter {name} holds no chit"
    c = ch.BY_ID[s.tx[(p * g.lines + t) * BOXES + b]]
    word = ch.line_word(g.side_of(p))
    you = display_name(g.players[p])
    if c.colour == "grey":
        return f"{c.code} orders a repair robot and none is in {word} {name}"
    if c.order == "other":
        return f"{c.code} orders another robot and none is in {word} {name}"
    if along(s, g.side_of(p), p)[0] != t:
        return f"{c.code} orders your droid, which is not in {word} {name}"
    at = orders.where(s, p)
    if c.colour == "violet":
        return f"{c.code} is a land order and {you} stands in the water at {at}"
    return f"{c.code} is a water order and {you} stands on land at {at}"


def legal_sends(s: DroidsState) -> list[Action]:
    p, names = s.cur, s.game.line_names(s.cur)
    out = []
    for t, b, r in playable(s, p):
        if ch.BY_ID[s.tx[(p * s.game.lines + t) * BOXES + b]].order == "carry":
            targets = orders.carry_targets(s, r)
            if targets:
                out += [Action("send", (names[t], square_name(sq))) for sq in targets]
                continue
        out.append(Action("send", (names[t],)))
    return out


def check_send(s: DroidsState, p: int, a: Action) -> None:
    t = notation.line(s, p, a.args[0])
    found = order_at(s, p, t)
    if found is None:
        raise IllegalAction(f"you cannot send from transmitter {a.args[0]}: {why_not(s, p, t)}")
    b, r = found
    c = ch.BY_ID[s.tx[(p * s.game.lines + t) * BOXES + b]]
    if c.order != "carry":
        if len(a.args) > 1:
            raise IllegalAction(f"{c.code} ({c.name}) takes no square: 'send {a.args[0]}'")
        return
    targets = orders.carry_targets(s, r)
    what = "put down" if s.carry_n[r] else "pick up"
    if not targets and len(a.args) > 1:
        raise IllegalAction(f"there is nothing to {what} next to {s.game.robots[r].name}: "
                            f"'send {a.args[0]}'")
    if targets and (len(a.args) < 2 or parse_square(a.args[1]) not in targets):
        places = " ".join(square_name(sq) for sq in targets)
        # a square named that PU cannot use is said so, not as if none was (walk 08p, 5)
        where = (f"{s.game.robots[r].name} cannot {what} on {a.args[1]}: "
                 if len(a.args) > 1 else "")
        # one square is no choice "one of" (walk 08r10, fault 7: "one of E5")
        which = f"one of {places}" if len(targets) > 1 else f"there is only {places}"
        raise IllegalAction(f"{where}say where to {what}: {which}, e.g. "
                            f"'send {a.args[0]} {square_name(targets[0])}'")


def do_send(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    t = notation.line(s, p, a.args[0])
    at = order_at(s, p, t)
    assert at is not None  # check_send refused a transmitter with no order to send
    b, r = at
    target = parse_square(a.args[1]) if len(a.args) > 1 else None
    return send(s, p, t, b, r, target, ev, rec)


def send(s: DroidsState, owner: int, t: int, b: int, r: int, target: Any, ev: list[Event],
         rec: Any) -> int:
    """SEND: send the chit in box ``b`` of ``owner``'s transmitter ``t`` to robot ``r``; the
    chit goes back to the box. Returns the trace's card index of the chit."""
    g = s.game
    i = (owner * g.lines + t) * BOXES + b
    cid, arrow = s.tx[i], s.ta[i]
    s.tx[i] = s.ta[i] = 0
    c = ch.BY_ID[cid]
    d = None if arrow == ch.NO_ARROW else Direction(arrow)
    who = "killer" if owner >= len(g.players) else g.players[owner]
    side = g.side_of(owner)
    name = ch.line_name(side, t)
    label = c.code if d is None else f"{c.code} {d.name}"
    card = rec.card(label, owner=who, slot=t * BOXES + b)
    sender = "The killer" if who == "killer" else display_name(who)
    # "Red sends V2 (land: 2 squares) south from transmitter A, box 1": its own droid goes
    # without saying ("pointing south from box 1 of transmitter A to its droid" read
    # awkwardly to a child, walk 08i fault 2)
    to = "" if who == "killer" or r == owner else f" to {g.robots[r].name}"
    toward = "" if d is None else f" {d.word}"
    # the rule in the words of the sender's seat: a column from the north or south side, a
    # row from the east or west (walk 08q4, fault 3: one rule spoke of both to every child)
    rule = rules.SEND if ch.line_word(side) == "column" else rules.SEND_ROW
    ev.append(Event.of(kinds.SENT, rule, f"{sender} sends {c.code} ({c.name}){toward} "
                                           f"from transmitter {name}, box {b + 1}{to}",
                       owner=who, line=name, box=b + 1, chit=c.code, robot=g.robots[r].id,
                       commands=ch.line_word(side), index=t,
                       squares=g.line_squares(owner, t)))
    apply_chit(s, c, d, r, target, ev)
    s.sent[owner] += 1
    s.last = [owner + 1, t, b, cid, arrow]
    return card


def sent_table(trace: Trace, player: str) -> Table:
    """SEND: the orders ``player`` sent in ``trace``, a row each after the start: the
    transmitter and box it came from, the line it commands, the order, where the player's
    droid stands after it and what else happened."""
    p = trace.start.game.players.index(player)
    who = display_name(player)
    rows = [{"step": "0", "sent from": "", "it commands": "", "order": "",
             who: orders.where(trace.start, p), "what happened": ""}]
    for i in range(1, len(trace)):
        card = trace.card_of(i)
        if card is None or card.owner != player:
            continue
        sent = next(e for e in trace.events(i) if e.kind == kinds.SENT)
        rows.append({"step": str(len(rows)),
                     "sent from": f"transmitter {sent['line']}, {sent['box']}",
                     "it commands": f"{sent['commands']} {sent['line']}", "order": card.label,
                     who: orders.where(trace[i], p),
                     "what happened": "; ".join(e.text for e in trace.events(i)
                                                if e.kind != kinds.SENT)})
    return Table(rows)


def apply_chit(s: DroidsState, c: ch.Chit, d: Direction | None, r: int, target: Any,
               ev: list[Event]) -> None:
    """What chit ``c`` (arrow ``d``) does to robot ``r``."""
    killer_robot = s.game.robots[r].kind == "killer"
    if c.order == "carry":
        orders.carry(s, r, target, ev)
        return
    if c.order == "shoot" and killer_robot:
        killer.four_way(s, r, ev)
        return
    assert d is not None  # every other chit has an arrow (chits.json)
    if c.order == "move":
        if killer_robot:
            orders.move(s, r, d, c.steps, False, rules.KILLER_MOVE, ev)
        elif c.colour == "grey":
            orders.repair_move(s, r, d, c.steps, ev)
        else:
            orders.move(s, r, d, c.steps, True, MOVE_RULES[c.code], ev)
    elif c.order == "repair":
        orders.repair(s, r, d, ev)
    elif c.order == "shoot":
        orders.shoot(s, r, d, ev)
    else:
        orders.other(s, r, d, ev)


# --- covers after a hit, taken off after a repair ------------------------------------------

def legal_covers(s: DroidsState) -> list[Action]:
    p, names = s.cur, s.game.line_names(s.cur)
    want = 0 if s.pending[p] else 1
    verb = "cover" if s.pending[p] else "uncover"
    return [Action(verb, (names[t],)) for t in range(s.lines_of(p))
            if s.covers[p][t] == want]


def check_cover(s: DroidsState, p: int, a: Action) -> None:
    t = notation.line(s, p, a.args[0])
    if not s.pending[p]:
        raise IllegalAction("you have no hit to cover now: take a cover off ('uncover C')")
    if s.covers[p][t]:
        raise IllegalAction(f"transmitter {a.args[0]} is already covered")


def do_cover(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    cover(s, p, notation.line(s, p, a.args[0]), ev)
    return -1


def cover(s: DroidsState, p: int, t: int, ev: list[Event]) -> None:
    """COVER: player ``p`` covers transmitter ``t`` for one hit."""
    s.covers[p][t] = 1
    s.pending[p] -= 1
    name = display_name(s.game.players[p])
    ev.append(Event.of(kinds.COVERED, rules.COVER, f"{name} covers transmitter "
                                               f"{s.game.line_names(p)[t]}",
                       player=s.game.players[p], line=s.game.line_names(p)[t]))
    if s.covered(p) >= s.lines_of(p):
        s.scrap(p, ev)


def check_uncover(s: DroidsState, p: int, a: Action) -> None:
    t = notation.line(s, p, a.args[0])
    if s.pending[p] or not s.fixes[p]:
        raise IllegalAction("you have no repair to use now")
    if not s.covers[p][t]:
        raise IllegalAction(f"transmitter {a.args[0]} is not covered")


def do_uncover(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    uncover(s, p, notation.line(s, p, a.args[0]), ev)
    return -1


def uncover(s: DroidsState, p: int, t: int, ev: list[Event]) -> None:
    """REPAIR: player ``p`` takes the cover off transmitter ``t``."""
    s.covers[p][t] = 0
    s.fixes[p] -= 1
    ev.append(Event.of(kinds.UNCOVERED, rules.REPAIR,
                       f"{display_name(s.game.players[p])} takes the cover off transmitter "
                       f"{s.game.line_names(p)[t]}",
                       player=s.game.players[p], line=s.game.line_names(p)[t]))
