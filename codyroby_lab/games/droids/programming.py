"""Before the orders are sent: placing the scenario's obstacles, the blind draw (and the
Robot Killer's free choice), placing chits on transmitters and passing. Each verb has its
``legal_*`` list, its ``check_*`` (IllegalAction, nothing changed) and its ``do_*``.

The box of chits is not kept: what is in it is the scenario's chits minus those on the
racks and the transmitters. Only the colour counts of a rack are public (drawing is done
from a colour's pile in front of everyone); the chits themselves only its player sees.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "draw", "first": "red",
...             "piles": {"violet": ["VX", "V1", "V1"]}}).new_state(seed=3)
>>> pool(s)["violet"], len(legal_draws(s))
(32, 120)
>>> [e.text for e in s.apply("draw violet 3 red 4")][0]
'Red draws VX V1 V1 MA SH SH SH'
>>> [e.seen_by("red").text for e in s.apply("draw blue 7")][0]
'Blue draws 7 chits: 7 blue'
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import notation, rules
from codyroby_lab.games.droids.layout import BOXES, RACK
from codyroby_lab.games.droids.objects import OBSTACLE
from codyroby_lab.games.droids.orders import robot_at

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

COLOUR_INDEX = {c: i for i, c in enumerate(ch.COLOURS)}


def take(s: DroidsState, p: int, cid: int) -> None:
    """Put chit ``cid`` on player ``p``'s rack."""
    s.racks[p].append(cid)
    s.rcol[p][COLOUR_INDEX[ch.BY_ID[cid].colour]] += 1


def _name(s: DroidsState, p: int) -> str:
    return display_name(s.game.players[p])


# --- obstacles placed before the game --------------------------------------------------------

def free_square(s: DroidsState, x: int, y: int) -> bool:
    """CHALLENGE, MADNESS: a free square: no droid, no robot, no obstacle, no object; with
    ``place_clear`` (Robot Madness) not next to a player's start base either."""
    g = s.game
    cell = y * g.board.width + x
    if cell in g.board.fixed_cells or s.obj[cell] or robot_at(s, x, y) >= 0:
        return False
    return not g.place_clear or all(max(abs(x - bx), abs(y - by)) > 1
                                    for bx, by in map(g.board.base, g.players))


def legal_obstacles(s: DroidsState) -> list[Action]:
    b = s.game.board
    return [Action("obstacle", (square_name((x, y)),)) for y in range(b.height)
            for x in range(b.width) if free_square(s, x, y)]


def check_obstacle(s: DroidsState, p: int, a: Action) -> None:
    x, y = parse_square(a.args[0])
    if not s.game.board.grid.on_board((x, y)):
        raise IllegalAction(f"{a.args[0]} is off the board")
    if not free_square(s, x, y):
        near = " and not next to a start base" if s.game.place_clear else ""
        raise IllegalAction(f"{a.args[0]} is not free: an obstacle goes on a square with no "
                            f"robot, obstacle or object{near}")


def do_obstacle(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    x, y = parse_square(a.args[0])
    s.obj[y * s.game.board.width + x] = OBSTACLE
    s.to_place[p] -= 1
    rule = rules.MADNESS if s.game.scenario.key == "madness" else rules.CHALLENGE
    ev.append(Event.of(kinds.OBSTACLE, rule, f"{_name(s, p)} places an obstacle on {a.args[0]} "
                                         f"({s.to_place[p]} left)", player=s.game.players[p],
                       at=a.args[0]))
    return -1


# --- the draw ----------------------------------------------------------------------------------

def in_box(s: DroidsState) -> dict[str, int]:
    """How many of each chit are in the box (hidden: it tells what the racks hold)."""
    left = dict(s.game.composition)
    for rack in s.racks:
        for cid in rack:
            if cid:
                left[ch.BY_ID[cid].code] -= 1
    n = len(s.game.players)
    for cid in s.tx[:n * s.game.lines * BOXES]:
        if cid:
            left[ch.BY_ID[cid].code] -= 1
    return left


def pool(s: DroidsState) -> dict[str, int]:
    """How many chits of each colour are in the box (public: the racks' colour counts and
    the chits face up on the transmitters tell it)."""
    left = {c: 0 for c in ch.COLOURS}
    for code, n in s.game.composition.items():
        left[ch.CHITS[code].colour] += n
    for counts in s.rcol:
        for i, c in enumerate(ch.COLOURS):
            left[c] -= counts[i]
    n = len(s.game.players)
    for cid in s.tx[:n * s.game.lines * BOXES]:
        if cid:
            left[ch.BY_ID[cid].colour] -= 1
    return left


def draw_counts(s: DroidsState) -> list[tuple[int, int, int, int]]:
    """Every way to draw 7 chits (violet, blue, red, grey counts) the piles allow."""
    left = [pool(s)[c] for c in ch.COLOURS]
    out = []
    for v in range(min(RACK, left[0]) + 1):
        for b in range(min(RACK - v, left[1]) + 1):
            for r in range(min(RACK - v - b, left[2]) + 1):
                g = RACK - v - b - r
                if g <= left[3]:
                    out.append((v, b, r, g))
    return out


def draw_action(counts: tuple[int, ...]) -> Action:
    """The ``draw`` of so many chits of each colour (violet, blue, red, grey)."""
    return Action("draw", tuple(x for c, k in zip(ch.COLOURS, counts, strict=True) if k
                                for x in (c, str(k))))


def legal_draws(s: DroidsState) -> list[Action]:
    return [draw_action(c) for c in draw_counts(s)]


def check_draw(s: DroidsState, p: int, a: Action) -> None:
    counts = notation.draw_counts(a.args)
    if sum(counts.values()) != RACK:
        raise IllegalAction(f"draw {RACK} chits in all, not {sum(counts.values())}")
    left = pool(s)
    for colour, n in counts.items():
        if n > left[colour]:
            raise IllegalAction(f"the {colour} pile has only {left[colour]} chits")


def draw_one(s: DroidsState, colour: str, left: dict[str, int]) -> int:
    """DRAW: one chit of ``colour``, blind: the setup's fixed pile top, else at random."""
    ci = COLOUR_INDEX[colour]
    fixed = s.game.piles[colour]
    if s.pile_used[ci] < len(fixed):
        code = fixed[s.pile_used[ci]]
        s.pile_used[ci] += 1
        if left[code] <= 0:
            raise IllegalAction(f"piles.{colour}[{s.pile_used[ci] - 1}]: no {code} is left on "
                                "the piles to draw")
    else:
        choices = [c for c in ch.by_colour(colour) if left[c] > 0]
        k = int(s.gen().integers(sum(left[c] for c in choices)))
        for code in choices:
            k -= left[code]
            if k < 0:
                break
    left[code] -= 1
    return ch.CHITS[code].id


def do_draw(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    counts = notation.draw_counts(a.args)
    left = in_box(s)
    for colour in ch.COLOURS:
        for _ in range(counts.get(colour, 0)):
            take(s, p, draw_one(s, colour, left))
    s.done[p] = True
    codes = " ".join(ch.BY_ID[c].code for c in s.racks[p])
    said = ", ".join(f"{n} {c}" for c, n in counts.items())
    player = s.game.players[p]
    ev.append(Event.of(kinds.DREW, rules.DRAW, f"{_name(s, p)} draws {codes}", only=(player,),
                       public=f"{_name(s, p)} draws {RACK} chits: {said}", player=player,
                       chits=[ch.BY_ID[c].code for c in s.racks[p]]))
    return -1


# --- the Robot Killer's free choice --------------------------------------------------------

def legal_choices(s: DroidsState) -> list[Action]:
    """Every multiset of 7 of the allowed chits (1,716 of them with 7 kinds)."""
    choices = s.game.scenario.choose
    return [Action("choose", combo) for combo in
            itertools.combinations_with_replacement(choices, RACK)
            if all(combo.count(c) <= s.game.composition[c] for c in set(combo))]


def random_choice(s: DroidsState, rng: np.random.Generator) -> Action:
    choices = s.game.scenario.choose
    while True:
        combo = tuple(sorted((choices[int(i)] for i in rng.integers(len(choices), size=RACK)),
                             key=lambda c: ch.CHITS[c].id))
        if all(combo.count(c) <= s.game.composition[c] for c in set(combo)):
            return Action("choose", combo)


def check_choice(s: DroidsState, p: int, a: Action) -> None:
    if len(a.args) != RACK:
        raise IllegalAction(f"choose {RACK} chits, not {len(a.args)}")
    for code in set(a.args):
        if code not in s.game.scenario.choose:
            raise IllegalAction(f"{code} is not allowed in {s.game.scenario.name}: choose from "
                                f"{' '.join(s.game.scenario.choose)}")
        if a.args.count(code) > s.game.composition[code]:
            raise IllegalAction(f"the game has only {s.game.composition[code]} {code} chits")


def do_choice(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    for code in a.args:
        take(s, p, ch.CHITS[code].id)
    s.done[p] = True
    ev.append(Event.of(kinds.CHOSE, rules.KILLER, f"{_name(s, p)} chooses {' '.join(a.args)}",
                       player=s.game.players[p], chits=list(a.args)))
    return -1


# --- placing chits ------------------------------------------------------------------------------

def free_boxes(s: DroidsState, p: int) -> list[tuple[int, int]]:
    """``(transmitter, box)`` of every empty box on an uncovered transmitter of ``p``."""
    base = p * s.game.lines
    out = []
    for k in range(s.lines_of(p)):
        if s.covers[p][k]:
            continue
        for b in range(BOXES):
            if not s.tx[(base + k) * BOXES + b]:
                out.append((k, b))
    return out


def can_place(s: DroidsState, p: int) -> bool:
    return bool(s.racks[p]) and bool(free_boxes(s, p))


def legal_places(s: DroidsState) -> list[Action]:
    p = s.cur
    side, names = s.game.side_of(p), s.game.line_names(p)
    out = []
    for code in sorted({ch.BY_ID[c].code for c in s.racks[p]}, key=lambda c: ch.CHITS[c].id):
        arrows = ch.arrows(code, side) or (None,)
        for k, b in free_boxes(s, p):
            for d in arrows:
                out.append(Action("place", (code, names[k], str(b + 1))
                                  + (() if d is None else (d.name,))))
    return out + [Action("pass")]


def random_place(s: DroidsState, rng: np.random.Generator) -> Action:
    p = s.cur
    boxes = free_boxes(s, p)
    if not boxes:
        return Action("pass")
    code = ch.BY_ID[s.racks[p][int(rng.integers(len(s.racks[p])))]].code
    k, b = boxes[int(rng.integers(len(boxes)))]
    arrows = ch.arrows(code, s.game.side_of(p))
    d = arrows[int(rng.integers(len(arrows)))].name if arrows else None
    return Action("place", (code, s.game.line_names(p)[k], str(b + 1)) + ((d,) if d else ()))


def check_place(s: DroidsState, p: int, a: Action) -> None:
    code, name, box = a.args[:3]
    k = notation.line(s, p, name)
    if ch.CHITS[code].id not in s.racks[p]:
        have = " ".join(ch.BY_ID[c].code for c in s.racks[p]) or "nothing"
        raise IllegalAction(f"there is no {code} on your rack (it holds {have})")
    if s.covers[p][k]:
        raise IllegalAction(f"transmitter {name} is covered: it is useless until repaired")
    if s.tx[(p * s.game.lines + k) * BOXES + int(box) - 1]:
        raise IllegalAction(f"box {box} of transmitter {name} already holds a chit")
    ch.arrow(code, s.game.side_of(p), a.args[3] if len(a.args) > 3 else None, f"{name} {box}")


def do_place(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    code, name, box = a.args[:3]
    k = notation.line(s, p, name)
    c = ch.CHITS[code]
    s.racks[p].remove(c.id)
    s.rcol[p][COLOUR_INDEX[c.colour]] -= 1
    i = (p * s.game.lines + k) * BOXES + int(box) - 1
    s.tx[i] = c.id
    s.ta[i] = int(Direction[a.args[3]]) if len(a.args) > 3 else ch.NO_ARROW
    s.placed[p] += 1
    side = s.game.side_of(p)
    pointing = f" pointing {Direction[a.args[3]].word}" if len(a.args) > 3 else ""
    ev.append(Event.of(kinds.PLACED, rules.PLACE, f"{_name(s, p)} places {code} ({c.name})"
                                              f"{pointing} in box {box} of transmitter {name} "
                                              f"({ch.line_word(side)} {name})",
                       player=s.game.players[p], chit=code, line=name, box=int(box),
                       arrow=a.args[3] if len(a.args) > 3 else None))
    return -1


def check_pass(s: DroidsState, p: int, a: Action) -> None:
    """Passing is always allowed in the programming phase."""


def do_pass(s: DroidsState, p: int, a: Action, ev: list[Event], rec: Any) -> int:
    s.done[p] = True
    # the words of the board's "I'm done placing chits" and game.done(), not "passes"
    # (walk 08i fault 12)
    ev.append(Event.of(kinds.PASSED, rules.PASS, f"{_name(s, p)} is done placing chits",
                       player=s.game.players[p]))
    return -1


def return_racks(s: DroidsState, ev: list[Event]) -> None:
    """PASS: when all have passed, the chits left on the racks go back to the box."""
    for p, rack in enumerate(s.racks):
        if rack:
            ev.append(Event.of(kinds.RETURNED, rules.PASS, f"{_name(s, p)} puts {len(rack)} unused "
                                                       f"chit{'s' * (len(rack) > 1)} back on "
                                                       "the piles", player=s.game.players[p]))
            rack.clear()
            s.rcol[p] = [0, 0, 0, 0]
