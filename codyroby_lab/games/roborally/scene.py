"""The scene of a RoboRally state for one viewer (scene v2, docs/architecture.md): every
board element as a tile (its direction, active registers, portal colour), walls, lasers,
pushers, repulsor fields and ledges on square edges, the upper level, the robots (damage,
lives, flags and power-down bound to the vector), each robot's revealed registers, the
viewer's own hand, the laser beams that fire, mines and bridges, the desk-check columns and
the viewer's ``registers`` editor, with a legend of every kind shown.

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=0).scene("Twonky")
>>> s["pieces"][0]["label"]
'Twonky at E12 facing north: 0 damage, 3 lives, no flag yet'
>>> s["editor"]["kind"], s["editor"]["registers"], len(s["editor"]["hand"])
('registers', 5, 9)
>>> [c["name"] for c in s["columns"]][:3]
['turn', 'register', 'Twonky']
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.geometry import ORTHOGONAL
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees, viewer_json
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import options
from codyroby_lab.games.roborally.elements import ELEMENTS, LEDGE_LEGEND
from codyroby_lab.games.roborally.moving import WORDS
from codyroby_lab.games.roborally.rules import REGISTERS, locked
from codyroby_lab.games.roborally.tables import LEDGE_DOWN

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.board import Element
    from codyroby_lab.games.roborally.state import RoboRallyState

UPPER = "upper level: higher floor, with ledges around it"
NAMES = {"trap_door": "trap door pit", "express": "express belt", "conveyor": "conveyor belt",
         "double_repair": "double-wrench site", "repair": "repair site", "chop_shop": "option shop",
         "repulsor": "repulsor field", "flag": "flag"}


def _registers(e: Element) -> str:
    return " ".join(str(r) for r in sorted(e.registers))


def _written(e: Element) -> str:
    """The registers written on an element: ``1 3 5``, ``all`` (five fit on no square)."""
    return "all" if len(e.registers) == 5 else _registers(e)


def tile(e: Element, name: str) -> dict[str, Any]:
    """One square element as a scene tile, its label in plain words."""
    spec = ELEMENTS[e.kind]
    words = NAMES.get(e.kind, e.kind.replace("_", " "))
    t: dict[str, Any] = {"at": list(e.at), "kind": e.kind}
    text, more = spec.mark, ""
    if e.facing is not None and e.kind != "dock":
        t["facing"] = int(e.facing)
        more = f" {'climbing' if e.kind == 'ramp' else 'moving'} {e.facing.word}"
    if e.registers:
        text = _written(e)
        more = f" active in registers {_registers(e)}"
        t["options"] = {"registers": sorted(e.registers)}
    if e.kind == "gear":
        text, more = e.turn, f" turning {'left' if e.turn == 'L' else 'right'}"
        t["options"] = {"turn": e.turn}
    if e.kind in ("flag", "dock"):
        text, words = str(e.number), f"{words} {e.number}"
        if e.kind == "dock" and e.facing is not None:  # a dock faces north unless told
            t["facing"] = int(e.facing)
    if e.kind == "portal":
        t["color"], words = e.color, f"{e.color} portal"
        t["options"] = {"color": e.color}
    t["label"] = f"{words} at {name}{more}"
    if text:
        t["text"] = text
    return t


def tiles(state: RoboRallyState) -> list[dict[str, Any]]:
    board, t = state.game.board, state.game.tables
    out = [{"at": list(sq), "kind": "upper", "label": f"upper level at {t.names[t.cell(sq)]}"}
           for sq in sorted(board.upper, key=lambda s: (s[1], s[0]))]
    return out + [tile(e, t.names[t.cell(e.at)]) for e in board.elements()]


def edges(state: RoboRallyState) -> list[dict[str, Any]]:
    board, t = state.game.board, state.game.tables
    out = []
    for e in board.edge_elements:
        assert e.side is not None
        where = f"the {e.side.word} side of {t.names[t.cell(e.at)]}"
        d: dict[str, Any] = {"at": list(e.at), "side": e.side.name, "kind": e.kind}
        if e.kind == "laser":
            d["count"] = e.count
            d["label"] = (f"laser on {where} firing {e.side.opposite().word}"
                          + (f" ({e.count} beams)" if e.count > 1 else ""))
        elif e.kind == "pusher":
            d["text"] = _written(e)
            d["label"] = (f"pusher on {where} pushing {e.side.opposite().word} in registers "
                          f"{_registers(e)}")
        else:
            d["label"] = f"{NAMES.get(e.kind, e.kind)} on {where}"
        out.append(d)
    for c in range(t.size):
        for k in range(4):
            if t.edge[c * 4 + k] == LEDGE_DOWN:
                out.append({"at": list(t.square(c)), "side": ORTHOGONAL[k].name, "kind": "ledge",
                            "label": f"ledge on the {WORDS[k]} side of {t.names[c]}: 2 damage "
                                     "going down, a wall going up"})
    return out


def pieces(state: RoboRallyState) -> list[dict[str, Any]]:
    g, b, t = state.game, state.bots, state.game.tables
    out = []
    for i, p in enumerate(g.players):
        at = b.pos[i] if b.pos[i] >= 0 else b.wreck[i]
        flags = f"flag {b.flags[i]} touched" if b.flags[i] else "no flag yet"
        status = ", powered down" if b.down[i] else ""
        status += "".join(f", carries the {options.name(o[0])}" for o in b.opts[i])
        where = (f"{p} at {t.names[at]}" if b.pos[i] >= 0 else
                 f"{p} destroyed at {t.names[at]}" if b.lives[i] > 0 else
                 f"{p} out of the race at {t.names[at]}")
        out.append({
            "id": p, "name": p, "kind": "robot", "color": g.colors[p], "mark": p[:1],
            "at": list(t.square(at)), "facing": 2 * b.face[i],
            "label": f"{where} facing {WORDS[b.face[i]]}: {b.dmg[i]} damage, {b.lives[i]} "
                     f"{'life' if b.lives[i] == 1 else 'lives'}, {flags}{status}",
            "crashed": b.pos[i] < 0, "damage": b.dmg[i], "lives": b.lives[i],
            "flags": b.flags[i], "powered_down": b.down[i],
            "bind": {"x": state.slot(f"{p}.x"), "y": state.slot(f"{p}.y"),
                     "facing": state.slot(f"{p}.facing"), "crashed": state.slot(f"{p}.destroyed"),
                     "damage": state.slot(f"{p}.damage"), "lives": state.slot(f"{p}.lives"),
                     "flags": state.slot(f"{p}.flags"),
                     "powered_down": state.slot(f"{p}.powered_down")}})
    return out


def layers(state: RoboRallyState, viewer: Viewer) -> list[dict[str, Any]]:
    g, t = state.game, state.game.tables
    # the piles beside the board say each card's priority as one ("Rotate Left 90" read as
    # a turn of 90 degrees), as the desk check does (walk 07q5, fault 1)
    said, codes = g.cards.code_words, g.cards.words()

    def label(c: int) -> str:
        return said[c] if 0 < c < len(said) else "?"

    out: list[dict[str, Any]] = []
    # a register's card is face down until step A turns it up: "no cards face up" before,
    # never "no cards" beside the cards the run plays
    for i, p in enumerate(g.players):
        first = state.slot(f"{p}.shown")
        out.append({"kind": "cards", "id": f"registers:{p}", "owner": p,
                    "label": f"{p}'s registers", "count": state.slot(f"{p}.registers"),
                    "unit": ["card face up", "cards face up"],
                    "slots": list(range(first, first + REGISTERS)), "codes": codes,
                    "cards": [label(c) if c else "" for c in state.shown[i]]})
    for i, p in [] if example(state) else enumerate(g.players):
        mine = sees(viewer, (p,))
        first = state.slot(f"{p}.hand")
        out.append({"kind": "cards", "id": f"hand:{p}", "owner": p, "label": f"{p}'s hand",
                    "count": first, "slots": list(range(first + 1, first + 10)) if mine else [],
                    "codes": codes, "cards": [label(c) for c in state.hands[i]] if mine else [],
                    "size": len(state.hands[i]), **({} if mine else {"hidden": True})})
    out.append({"kind": "beams", "label": "laser beams", "events": "Fired"})
    first = state.slot("marks")
    out.append({"kind": "marks", "id": "marks", "label": "mines and bridges",
                "squares": [list(t.square(c)) for c in range(t.size)],
                "slots": list(range(first, first + t.size)),
                "codes": {"1": "mine", "2": "bridge"}})
    return out


def example(state: RoboRallyState) -> bool:
    """Whether ``state`` plays a setup's own program (a lesson's worked example): one turn,
    no hand. Its board says nothing of hands nor turns, as "Twonky's hand at this step: no
    cards" at every step and a desk check cut off by its columns of 0 cards meant nothing to
    a child (walk 07p, faults 7 and 8)."""
    return state.game.program is not None


def columns(state: RoboRallyState, viewer: Viewer = None) -> list[dict[str, Any]]:
    """Desk-check columns: the turn, the register, each robot (square, facing, damage, lives,
    flags, power-down, destroyed), each robot's revealed registers, and the hands the viewer
    may see (a spectator: their sizes)."""
    g = state.game
    codes = g.cards.words()
    cols: list[dict[str, Any]] = [] if example(state) else [
        {"name": "turn", "kind": "int", "slots": [state.slot("turn")]}]
    cols.append({"name": "register", "kind": "int", "slots": [state.slot("register")]})
    for p in g.players:
        s = state.slot
        cols.append({"name": p, "kind": "join", "parts": [
            {"kind": "square", "slots": [s(f"{p}.x"), s(f"{p}.y")]},
            {"kind": "facing", "slots": [s(f"{p}.facing")]},
            {"kind": "enum", "slots": [s(f"{p}.destroyed")], "labels": ["", "destroyed"]},
            {"kind": "text", "text": "damage"}, {"kind": "int", "slots": [s(f"{p}.damage")]},
            {"kind": "text", "text": "lives"}, {"kind": "int", "slots": [s(f"{p}.lives")]},
            {"kind": "text", "text": "flag"}, {"kind": "int", "slots": [s(f"{p}.flags")]},
            {"kind": "enum", "slots": [s(f"{p}.powered_down")], "labels": ["", "powered down"]}]})
    for p in g.players:
        first = state.slot(f"{p}.shown")
        cols.append({"name": f"{p} registers", "kind": "cards",
                     "slots": list(range(first, first + REGISTERS)), "codes": codes})
    for p in [] if example(state) else g.players:
        first = state.slot(f"{p}.hand")
        if sees(viewer, (p,)):
            cols.append({"name": "hand" if viewer == p else f"{p}'s hand", "kind": "cards",
                         "count": first, "slots": list(range(first + 1, first + 10)),
                         "codes": codes})
        elif viewer is None:
            cols.append({"name": f"cards in {p}'s hand", "kind": "int", "slots": [first]})
    return cols


def editor(state: RoboRallyState, viewer: Viewer) -> dict[str, Any]:
    """The viewer's ``registers`` editor: its hand as numbered cards, 5 registers, the
    locked ones and the cards they keep (public: they stay face up), and the verbs it may
    use now."""
    g = state.game
    you = viewer if isinstance(viewer, str) and viewer is not EVERYONE else None
    if you is None:
        return {"kind": "registers", "player": None, "registers": REGISTERS, "locked": [],
                "program": [None] * REGISTERS, "hand": [], "verbs": []}
    i = g.players.index(you)
    # a robot out of the race keeps no locked cards: five LOCKED registers read as a robot
    # still in it (walk 07o, fault 6)
    keep = REGISTERS if state.bots.lives[i] <= 0 else REGISTERS - locked(state.bots.dmg[i])
    verbs = [] if you not in state.waiting_for() else (
        ["power"] if state.bots.down[i] else ["program"])
    kept = [g.cards.label(c) if r >= keep and c else None
            for r, c in enumerate(state.program[i])]
    # a game over says so: once the child's robot was out, the computers' turns to the end
    # replayed under "press Pause to stop it, or choose your next move" (walk 07p, fault 12);
    # the program's slots and the cards' codes: a replay shows, in each turn's registers,
    # the cards a robot destroyed during it did not play (walk 07q, fault 2)
    first = state.slot(f"{you}.program")
    return {"kind": "registers", "player": you, "registers": REGISTERS,
            "locked": list(range(keep + 1, REGISTERS + 1)), "program": kept,
            "hand": [g.cards.label(c) for c in state.hands[i]], "verbs": verbs,
            "slots": list(range(first, first + REGISTERS)), "codes": g.cards.labels(),
            # its damage: a turn's replay shows the registers locked in that turn, not the
            # locks its damage brings later (walk 07t, fault 14)
            "damage": state.slot(f"{you}.damage"),
            # the register each step plays: a replay lights it, as What happened names it
            # (walk 07p3, fault 1: the register played last stayed lit through the next
            # one's reveal)
            "register": state.slot("register"),
            **({"over": True} if state.is_terminal() else {})}


TRAIL = ("a robot's way: its line; dashed rings: where it jumped from and to (through a "
         "portal or a teleporter, or back to where it restarts after it is destroyed)")


def legend(state: RoboRallyState, shown: list[dict[str, Any]], sides: list[dict[str, Any]]) -> list:
    """Each robot (its initial and colour), its way, then each kind of square and edge on
    the board.

    >>> from codyroby_lab.games.roborally.game import RoboRally
    >>> s = RoboRally().new_state(seed=0)
    >>> legend(s, tiles(s), edges(s))[0]
    {'kind': 'robot', 'label': 'Twonky (T): red', 'color': 'red'}
    """
    g = state.game
    kinds = dict.fromkeys([t["kind"] for t in shown] + [e["kind"] for e in sides])
    # a square's kind is shown as the board draws it, its arrow or mark with it: a dock's
    # plain swatch beside a belt's read the same (walk 07t, fault 11)
    drawn = {t["kind"]: t for t in reversed(shown)}
    out = [{"kind": "robot", "label": f"{p} ({p[:1]}): {g.colors[p]}", "color": g.colors[p]}
           for p in g.players]
    out.append({"kind": "trail", "label": TRAIL})
    for k in kinds:
        if k in ELEMENTS:
            out.append({"kind": k, "label": ELEMENTS[k].legend,
                        **({"tile": drawn[k]} if k in drawn else {})})
        elif k == "ledge":
            out.append({"kind": k, "label": LEDGE_LEGEND})
        elif k == "upper":
            out.append({"kind": k, "label": UPPER})
    return out


def scene(state: RoboRallyState, viewer: Viewer = None) -> dict[str, Any]:
    g = state.game
    shown, sides = tiles(state), edges(state)
    name = g.board.name or "a factory floor"
    return {"version": 2, "title": f"RoboRally: {name}", "viewer": viewer_json(viewer),
            "grid": {"width": g.tables.width, "height": g.tables.height, "path": None},
            "tiles": shown, "edges": sides, "pieces": pieces(state),
            "layers": layers(state, viewer), "columns": columns(state, viewer),
            "editor": editor(state, viewer), "legend": legend(state, shown, sides),
            "still": list(kinds.STILL)}


# --- the board as text ------------------------------------------------------------------------

ARROWS = "^>v<"
MARKS = {"pit": "##", "water": "~~", "oil": "oo", "teleporter": "TP", "repair": "+ ",
         "double_repair": "++", "chop_shop": "CS"}
#: a dock's mark on the text map, before its number: a house, a robot's home (a letter with
#: a number read as a square: "D1 T" stood on E12, walk 07q4, fault 1)
DOCK = "\u2302"
#: what each mark of the text map means, in the map's key (one meaning a mark)
KEY = {"flag": "flag (stop on them in order: {numbers})",
       "dock": f"dock, a robot's first square ({DOCK} for a dock, so that no dock reads as "
               "a square)",
       "upper": "upper level", "conveyor": "belt (the arrow: where it carries a robot)",
       "express": "express belt (moves twice)",
       "current": "current (flowing water: it carries a robot like a belt)",
       "ramp": "ramp (climbs the way its arrow points)", "gear R": "gear turning right",
       "gear L": "gear turning left", "portal": "portal (the letter: its colour)",
       "trap_door": "trap door (a pit only in the registers said below)",
       "crusher": "crusher", "flamer": "flamer", "pit": "pit", "water": "water", "oil": "oil",
       "teleporter": "teleporter", "repair": "repair site",
       "double_repair": "double-wrench site (repairs, and gives an option card)",
       "chop_shop": "option shop (swap or refill option cards)",
       "wall": "wall", "repulsor": "repulsor field"}


def _mark(state: RoboRallyState, c: int) -> tuple[str, list[str]]:
    """Two characters for a square (the flag, dock or crusher over it, else its floor) and
    what they show (:data:`KEY`'s keys)."""
    board, t = state.game.board, state.game.tables
    sq = t.square(c)
    over = board.over.get(sq, {})
    if "flag" in over:      # a flag, not the square F1 of the board
        return f"\u2691{over['flag'].number}", ["flag"]
    e = board.floor.get(sq)
    belt = e is not None and t.belt[c] >= 0
    for kind, mark in (("crusher", "X"), ("flamer", "f")):
        if kind in over:
            under = [e.kind] if belt and e is not None else []
            return mark + (ARROWS[t.belt[c]] if belt else " "), [kind, *under]
    if e is None:
        if "dock" in over:  # never "D1", which reads as the square D1 (walk 07q4, fault 1)
            return f"{DOCK}{over['dock'].number}", ["dock"]
        return (" u", ["upper"]) if t.level[c] else (" .", [])
    d = -1 if e.facing is None else "NESW".index(e.facing.name)
    if e.kind in ("conveyor", "express", "current", "ramp"):
        return {"conveyor": " ", "express": "=", "current": "~", "ramp": "/"}[e.kind] + \
            ARROWS[d], [e.kind]
    if e.kind == "gear":
        return "G" + e.turn, [f"gear {e.turn}"]
    if e.kind == "portal":
        return "P" + e.color[0], ["portal"]
    if e.kind == "trap_door":   # a pit in its registers (never a robot's letter, as T)
        return "#" + str(min(e.registers)), ["trap_door"]
    return MARKS[e.kind], [e.kind]


def _meaning(kind: str, flags: int) -> str:
    """What a mark means in the key: a board with one flag asks for no order, and one with
    two names no flag 3 (walk 07o, fault 4: a child looked for flags 2 and 3)."""
    if kind != "flag":
        return KEY[kind]
    if flags == 1:
        return "flag (stop on it to touch it)"
    return KEY[kind].format(numbers=", ".join(str(n) for n in range(1, flags + 1)))


def _listed(numbers: list[int]) -> str:
    """``1, 3 and 5``."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


#: what a machine that works in some registers does, as the map's line under it says
MACHINES = {"flamer": "burns", "crusher": "crushes"}


def ascii_board(state: RoboRallyState) -> str:
    """The board as text, five characters a square: two for the element (``##`` pit, `` >``
    conveyor, ``=>`` express belt, ``~>`` current, ``GR``/``GL`` gears, ``~~`` water, ``oo``
    oil, ``TP`` teleporter, ``Pb`` a blue portal, ``/^`` a ramp climbing north, ``#2`` a trap
    door (a pit in register 2 first), ``X`` a crusher, ``f`` a flamer, ``+`` a repair site,
    ``++`` a double-wrench site, ``CS`` an option shop, ``⚑1`` flag 1, ``⌂1`` dock 1, ``u`` open
    floor of the upper level: a ledge runs where it meets the lower one; a robot's first
    letter in its place, the robot's line saying what it stands on), two spaces, then ``|`` a
    wall, ``*`` a wall with a laser or ``:`` a repulsor
    field on its east side (``----``, ``-**-`` and ``....`` under it: on its south side; a
    laser on the board's west or north edge is drawn before column A or above row 1). A key
    under the map says what each mark on it means; then a line says where each board laser
    fires from, where each pusher pushes, in which registers each trap door is a pit and each
    flamer and crusher works, and a line names each robot (and the options it carries).

    >>> from codyroby_lab.games.roborally.game import RoboRally
    >>> s = RoboRally({"board": {"width": 3, "height": 2, "elements": [
    ...     {"kind": "conveyor", "at": "A1", "facing": "E"}, {"kind": "flag", "at": "C1",
    ...     "number": 1}], "edges": [{"kind": "wall", "at": "B2", "side": "E"},
    ...     {"kind": "laser", "at": "A1", "side": "W", "count": 2},
    ...     {"kind": "pusher", "at": "C2", "side": "S", "registers": [2, 4]}]},
    ...     "robots": {"Twonky": {"at": "A2"}}}).new_state()
    >>> print(ascii_board(s))
         A    B    C
     1 * >    .   \u26911
     2   T    .  | .
    Key: > belt (the arrow: where it carries a robot), \u26911 flag (stop on it to touch it), | and
      ---- wall (or a pusher: the lines after this key say where), * wall with a laser (the
      lines after this key say which way it fires), a letter: a robot, in place of its
      square's mark (named below).
    Laser on the west wall of A1, firing east (2 beams)
    Pusher on the south wall of C2: in registers 2 and 4 it pushes a robot on C2 north
    Twonky (T) at A2 facing north: 0 damage, 3 lives, no flag yet
    """
    g, b, t = state.game, state.bots, state.game.tables
    who = {c: g.players[i][0] for i, c in enumerate(b.pos) if c >= 0}
    # each column's letter over its squares' marks; a robot's letter stands in place of its
    # square's mark, in its column (walk 07r6, fault M9: after the mark, it sat between two)
    lines = ["    " + "".join(f" {chr(65 + x)}   " for x in range(t.width)).rstrip()]
    key: dict[str, str] = {}
    # each board laser's wall, as the east or south side of a square ((-1, y): west of
    # column A; (x, -1): north of row 1), drawn * and -**- (walk 07i, fault 3: a text map
    # without its laser)
    fired = {(x, y, side) if side in "ES" else
             (x - (side == "W"), y - (side == "N"), "E" if side == "W" else "S")
             for (x, y), side in ((e.at, e.side.name) for e in g.board.edge_elements
                                  if e.kind == "laser" and e.side is not None)}
    top = "    " + "".join("-**- " if (x, -1, "S") in fired else "     "
                           for x in range(t.width))
    if top.strip():
        lines.append(top.rstrip())
    for y in range(t.height):
        # a laser west of column A stands apart from the row's number: "2*" read as a row
        # named 2-star (walk 07t, fault 8)
        row, under = f"{y + 1:>2} " + ("*" if (-1, y, "E") in fired else " "), "    "
        for x in range(t.width):
            c = y * t.width + x
            side = t.edge[c * 4 + 1] if x < t.width - 1 else 0
            below = t.edge[c * 4 + 2] if y < t.height - 1 else 0
            mark, shows = _mark(state, c)
            for k in shows:
                key.setdefault(k, f"{mark.strip()} {_meaning(k, t.flags)}")
            for code in {side, below} & {1, 2}:
                key.setdefault(("wall", "repulsor")[code - 1], "| and ---- wall" if code == 1
                               else ": and .... repulsor field")
            row += (f" {who[c]}" if c in who else mark) + "  " + (
                "*" if (x, y, "E") in fired else {1: "|", 2: ":"}.get(side, " "))
            under += ("-**-" if (x, y, "S") in fired else
                      {1: "----", 2: "...."}.get(below, "    ")) + " "
        lines.append(row.rstrip())
        if under.strip():
            lines.append(under.rstrip())
    if any(e.kind == "pusher" for e in g.board.edge_elements) and "wall" in key:
        # a pusher is drawn as its wall: the key says so (walk 07p, fault 7: the map's "|"
        # by C4 read as a plain wall, its pusher only in a line under the key)
        key["wall"] = "| and ---- wall (or a pusher: the lines after this key say where)"
    if fired:
        marks = [m for m, side in (("*", "E"), ("-**-", "S")) if any(f[2] == side for f in fired)]
        key["laser"] = (f"{' and '.join(marks)} wall with a laser (the lines after this key say "
                        "which way it fires)")     # only the marks on the map (walk 07j, fault 3)
    if who:
        key["robot"] = "a letter: a robot, in place of its square's mark (named below)"
    lines.append(textwrap.fill("Key: " + ", ".join(key.values()) + ".", 90,
                               subsequent_indent="  "))
    for e in state.game.board.edge_elements:
        if e.kind == "laser":
            assert e.side is not None
            beams = f" ({e.count} beams)" if e.count > 1 else ""
            lines.append(f"Laser on the {e.side.word} wall of {t.names[t.cell(e.at)]}, "
                         f"firing {e.side.opposite().word}{beams}")
        elif e.kind == "pusher":
            assert e.side is not None
            sq = t.names[t.cell(e.at)]
            lines.append(f"Pusher on the {e.side.word} wall of {sq}: in registers "
                         f"{_listed(sorted(e.registers))} it pushes a robot on {sq} "
                         f"{e.side.opposite().word}")
    for e in state.game.board.elements():
        many = "s" if len(e.registers) > 1 else ""
        sq = t.names[t.cell(e.at)]
        if e.kind == "trap_door":
            lines.append(f"Trap door on {sq}: a pit in register{many} "
                         f"{_listed(sorted(e.registers))} only")
        elif e.kind in MACHINES and e.registers:
            lines.append(f"{e.kind.capitalize()} on {sq}: in register{many} "
                         f"{_listed(sorted(e.registers))} it {MACHINES[e.kind]} a robot on {sq}")
    for p in pieces(state):
        # what its letter hides on the map, said after its square
        c = t.cell(p["at"])
        on = _mark(state, c)[0].strip() if c in who else "."
        at = f" at {t.names[c]}"
        lines.append(p["label"].replace(p["name"], f"{p['name']} ({p['name'][0]})", 1)
                     .replace(at, f"{at} (on {on})" if on != "." else at, 1))
    return "\n".join(lines)
