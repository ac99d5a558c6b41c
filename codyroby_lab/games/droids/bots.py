"""Computer players for every scenario: ``random_legal`` and ``planner``.

A bot is a player of the protocol (:mod:`codyroby_lab.core.players`), ``bot(state, player,
rng) -> Action`` for the player to act; ``rng`` is the bot's own generator (a bot never
touches the game's). The planner reads only what its player may see
(its rack, the board, the chits face up) and:

- **draws** the colours its droid can use where it stands (violet on land, blue on water,
  red for shots or pick-ups where the scenario needs them);
- **programs for the line its droid will be in**: it runs the chits it has placed so far
  (with the game's own movement rules, on a copy) to find where its droid will stand when
  they are used up, then puts the chit that brings it nearest its goal in the transmitter
  of that square's line, in the next free box. Placing one chit at a time this way lays a
  path of orders around the board that the droid picks up line by line;
- **sends** its own droid's orders first and picks the best square for a pick up or a put
  down; **covers** the transmitters farthest from its droid's line.

Goals by scenario: get in line with an enemy droid and shoot (The Challenge, De-Mine); fetch
a crate or the statue and carry it home (Golden Microchips, The Robot Statue); wall in
its own corner (Robot Madness); wall in the other droid or the killer (the duels).

>>> from codyroby_lab.core.players import play
>>> from codyroby_lab.games.droids.game import Droids
>>> game = Droids({"scenario": "microchips", "players": 2, "first": "red"})
>>> end = play(game, [planner, random_legal], seed=1)
>>> end.is_terminal()
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from codyroby_lab.core.geometry import Direction, square_name
from codyroby_lab.core.players import random_player
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids import execution, orders, programming
from codyroby_lab.games.droids.objects import BOX, KING, OBSTACLE, ROOK, STATUE

FAR = 40          # the distance of a square no path reaches


random_legal = random_player  #: any legal action at random (placing most chits)


def planner(state: Any, player: str, rng: np.random.Generator) -> Action:
    """The planning computer player's action for ``player`` (see the module's docstring)."""
    return _PHASES[state.phase](state, state.game.players.index(player), rng)


# --- goals ---------------------------------------------------------------------------------

def _walkable(s: Any, cell: int) -> bool:
    return not orders.blocked(s, cell)


def distances(s: Any, goals: set[int], diagonal: bool = False) -> list[int]:
    """Steps from every square to the nearest of ``goals`` round obstacles, going
    straight (``diagonal``: in 8 directions); FAR where no path leads."""
    w, h = s.game.board.width, s.game.board.height
    dist = [FAR] * (w * h)
    todo = []
    for c in goals:
        dist[c] = 0
        todo.append(c)
    dirs = [d.delta for d in (KING if diagonal else ROOK)]
    for c in todo:          # grows while it is read: a breadth-first search
        x, y = c % w, c // w
        for dx, dy in dirs:
            nx, ny = x + dx, y + dy
            n = ny * w + nx
            if 0 <= nx < w and 0 <= ny < h and dist[n] == FAR and _walkable(s, n):
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def _around(s: Any, cell: int, dirs: Sequence[Direction] = KING) -> list[int]:
    w, h = s.game.board.width, s.game.board.height
    x, y = cell % w, cell // w
    return [(y + d.delta[1]) * w + x + d.delta[0] for d in dirs
            if 0 <= x + d.delta[0] < w and 0 <= y + d.delta[1] < h]


def _cell(s: Any, r: int) -> int:
    return s.y[r] * s.game.board.width + s.x[r]


def _enemies(s: Any, p: int) -> list[int]:
    g = s.game
    return [q for q in range(len(g.players)) if g.team_of(q) != g.team_of(p) and not s.out[q]]


def walls(s: Any, p: int) -> list[int]:
    """Robot Madness: the squares around player ``p``'s base (a corner's 3): the smallest
    concrete garden, with the droid on its base."""
    b = s.game.board
    base = b.cell(b.base(s.game.players[p]))
    return sorted(c for c in _around(s, base) if c not in b.fixed_cells)


def stores(s: Any, p: int) -> list[int]:
    """Robot Madness: where to put the obstacles before the game: two squares from the base
    (next to a base is not allowed), all within reach of the square between them."""
    b = s.game.board
    base = b.cell(b.base(s.game.players[p]))
    return [c for c in _ring(s, base, 2) if c not in b.fixed_cells]


class Goals:
    """What player ``p`` wants now, as distance maps: ``home`` (its base), ``fetch`` (next
    to a box, the statue, an obstacle to pick up), ``wall`` (next to a square to fill),
    ``enemy`` (in line with an enemy droid), ``trap`` (next to where the enemy may go)."""

    def __init__(self, s: Any, p: int):
        g = self.game = s.game
        self.p, self.kind = p, g.scenario.victory
        diagonal = False  # most chits go straight: count squares as they do
        base = g.board.cell(g.board.base(g.players[p]))
        self.maps: dict[str, list[int]] = {}
        self.fill: set[int] = set()
        self.base = base
        if self.kind in ("boxes", "statue"):
            self.maps["home"] = distances(s, {base}, diagonal)
            items = {c for c, o in enumerate(s.obj) if o == BOX} if self.kind == "boxes" else set()
            for r, robot in enumerate(g.robots):
                carried = s.carry[r] in (BOX, STATUE) and r != p
                if s.x[r] >= 0 and (robot.kind == "statue" or carried):
                    items.add(_cell(s, r))
            self.maps["fetch"] = distances(s, {n for c in items for n in _around(s, c)}
                                           or {base}, diagonal)
        elif self.kind == "garden":
            self.fill = {c for c in walls(s, p) if s.obj[c] != OBSTACLE}
            self.maps["home"] = distances(s, {base}, diagonal)
            spare = {c for c, o in enumerate(s.obj) if o == OBSTACLE} - set(walls(s, p))
            self.maps["fetch"] = distances(s, {n for c in spare for n in _around(s, c)}
                                           or {base}, diagonal)
            self.maps["wall"] = distances(s, {n for c in self.fill for n in _around(s, c)}
                                          or {base}, diagonal)
        elif self.kind == "capture":
            target = g.robot("killer") if g.scenario.grey == "killer" else 1 - p
            self.target = target
            self.fill = {c for c in _around(s, _cell(s, target), ROOK)
                         if not orders.blocked(s, c) and c not in s.game.board.fixed_cells}
            self.maps["trap"] = distances(s, {n for c in self.fill for n in _around(s, c)}
                                          - {_cell(s, target)} or {base}, diagonal)
        else:
            lines = set()
            for q in _enemies(s, p):
                qc = _cell(s, q)
                for d in ROOK:
                    cells, _ = orders.line_of_fire(s, q, d)
                    lines.update(cells[:3])
                lines.discard(qc)
            self.maps["enemy"] = distances(s, lines or {base}, diagonal)

    def value(self, s: Any) -> float:
        """How good ``s`` is for the player (higher is better)."""
        p, kind = self.p, self.kind
        here = _cell(s, p)
        carrying = s.carry[p]
        if kind in ("boxes", "statue"):
            score = 100.0 * s.delivered[p] + (1000.0 if s.winner_index == p else 0.0)
            if carrying in (BOX, STATUE):
                return score + 30 - 2 * self.maps["home"][here]
            return score - 2 * self.maps["fetch"][here]
        if kind == "garden":
            around = walls(s, p)
            done = sum(1 for c in around if s.obj[c] == OBSTACLE)
            score = 15.0 * done + (1000.0 if s.winner_index == p else 0.0)
            if done == len(around):
                return score - (0 if here == self.base else 500)   # walled out
            if carrying == OBSTACLE:
                last = done == len(around) - 1
                return score + 5 - (3 * self.maps["home"][here] if last else
                                    2 * self.maps["wall"][here])
            return score - 2 * self.maps["fetch"][here]
        if kind == "capture":
            blocked = sum(1 for c in _around(s, _cell(s, self.target), ROOK)
                          if orders.blocked(s, c))
            won = 1000.0 if s.winner_index == p else 0.0
            return won + 15.0 * blocked - 2 * self.maps["trap"][here] + s.carry_n[p]
        return -2.0 * self.maps["enemy"][here] - 5.0 * s.pending[p]


# --- the phases ----------------------------------------------------------------------------

def _obstacle(s: Any, p: int, rng: np.random.Generator) -> Action:
    """Before the game: Robot Madness walls its own corner; The Challenge hinders the
    nearest enemy's corner, two or three squares from its droid, never shutting it in: a
    child's droid penned in on A1 before the game began had no game (walk 08v, fault 13)."""
    legal = {a.args[0] for a in programming.legal_obstacles(s)}
    g = s.game
    if g.scenario.victory == "garden":
        wanted = stores(s, p)
    else:
        enemy = _cell(s, _enemies(s, p)[0])
        wanted = [c for r in (2, 3) for c in _ring(s, enemy, r) if _way_out(s, enemy, c)]
    for c in wanted:
        name = square_name(g.board.square(c))
        if name in legal:
            return Action("obstacle", (name,))
    options = sorted(legal)
    return Action("obstacle", (options[int(rng.integers(len(options)))],))


def _way_out(s: Any, droid: int, cell: int) -> bool:
    """Whether the droid on ``droid`` still goes straight to a square 4 steps away or more
    with an obstacle on ``cell``."""
    trial = s.clone()
    trial.obj[cell] = OBSTACLE
    return max(d for d in distances(trial, {droid}) if d < FAR) >= 4


def _ring(s: Any, cell: int, r: int) -> list[int]:
    w, h = s.game.board.width, s.game.board.height
    x, y = cell % w, cell // w
    return [ny * w + nx for ny in range(y - r, y + r + 1) for nx in range(x - r, x + r + 1)
            if 0 <= nx < w and 0 <= ny < h and max(abs(nx - x), abs(ny - y)) == r]


def _draw(s: Any, p: int, rng: np.random.Generator) -> Action:
    """Violet on land (blue on water), red where shots or pick-ups serve the goal."""
    g = s.game
    water = _cell(s, p) in g.board.water_cells
    red = {"last": 4, "boxes": 2, "statue": 2, "garden": 2, "capture": 3}[g.scenario.victory]
    want = (1, 6 - red, red, 0) if water else (6 - red, 1, red, 0)
    options = programming.draw_counts(s)
    best = min(options, key=lambda c: sum(abs(a - b) for a, b in zip(c, want, strict=True)))
    return programming.draw_action(best)


def _choose(s: Any, p: int, rng: np.random.Generator) -> Action:
    water = _cell(s, p) in s.game.board.water_cells
    return Action("choose", ("V1", "V1", "VX", "B1", "PU", "PU", "PU") if water
                  else ("V1", "V1", "V2", "VX", "B1", "PU", "PU"))


def run_program(s: Any, p: int, goals: Goals | None = None, limit: int = 30) -> Any:
    """A copy of ``s`` after player ``p``'s own droid has received every chit placed for
    it, in the order the board will send them (line by line), other robots standing
    still; its ``blocked`` is True when the next chit in line cannot apply."""
    sim = s.clone()
    g = s.game
    side, lines = g.side_of(p), g.lines
    sim.blocked = False
    for _ in range(limit):
        t = execution.along(sim, side, p)[0]
        if sim.covers[p][t]:
            break
        b = execution.first_box(sim, p, t)
        if b < 0:
            break
        i = (p * lines + t) * 3 + b
        if execution.receiver(sim, p, t, sim.tx[i]) != p:
            sim.blocked = True
            break
        c, arrow = ch.BY_ID[sim.tx[i]], sim.ta[i]
        sim.tx[i] = 0
        _effect(sim, p, c, None if arrow == ch.NO_ARROW else Direction(arrow), goals)
    return sim


def _effect(sim: Any, p: int, c: ch.Chit, d: Direction | None, goals: Goals | None) -> None:
    if c.order == "move" and d is not None:  # (a move chit always has an arrow)
        orders.move(sim, p, d, c.steps, True, execution.MOVE_RULES[c.code], [])
    elif c.order == "carry":
        targets = orders.carry_targets(sim, p)
        if targets and goals is not None:
            orders.carry(sim, p, _best_target(sim, p, targets, goals), [])


def sent(s: Any, p: int, code: str, d: Direction | None,
         goals: Goals | None = None) -> tuple[Any, float]:
    """A copy of ``s`` after player ``p``'s droid received chit ``code`` with arrow ``d``,
    and how near that leaves it to its goal (``goals``, those of ``p`` in ``s`` by default,
    worked out once for many chits: the higher the nearer)."""
    goals, trial = goals or Goals(s, p), s.clone()
    _effect(trial, p, ch.CHITS[code], d, goals)
    return trial, goals.value(trial)


def _best_target(s: Any, p: int, targets: list, goals: Goals) -> Any:
    best, value = targets[0], None
    for sq in targets:
        trial = s.clone()
        orders.carry(trial, p, sq, [])
        v = goals.value(trial)
        if value is None or v > value:
            best, value = sq, v
    return best


def _shot_value(s: Any, p: int, d: Direction) -> float:
    _, target = orders.line_of_fire(s, p, d)
    if target < 0 or s.game.robots[target].kind != "droid":
        return -1.0
    q = s.game.robots[target].owner
    if s.out[q] or s.game.team_of(q) == s.game.team_of(p):
        return -1.0
    distance = max(abs(s.x[target] - s.x[p]), abs(s.y[target] - s.y[p]))
    return 12.0 * orders.expected_hits(distance)


def _program(s: Any, p: int, rng: np.random.Generator) -> Action:
    """Put the chit that serves the goal best in the line the droid will be in."""
    goals = Goals(s, p)
    sim = run_program(s, p, goals)
    g = s.game
    side, lines = g.side_of(p), g.lines
    t = execution.along(sim, side, p)[0]
    free = [b for b in range(3) if not s.tx[(p * lines + t) * 3 + b]]
    if sim.blocked or sim.covers[p][t] or not free or not s.racks[p]:
        return Action("pass")
    now = goals.value(sim)
    water = _cell(sim, p) in g.board.water_cells
    best, score = None, None
    for code in sorted({ch.BY_ID[c].code for c in s.racks[p]}):
        c = ch.CHITS[code]
        if c.colour == "grey" or c.order == "other" or (c.colour == "violet") == water and \
                c.colour in ("violet", "blue"):
            continue
        for d in ch.arrows(code, side) or (None,):
            if c.order == "shoot" and d is not None:  # (a shot always has an arrow)
                v = now + _shot_value(sim, p, d)
            else:
                trial = sim.clone()
                _effect(trial, p, c, d, goals)
                v = goals.value(trial)
            if score is None or v > score:
                best, score = (code, d), v
    if best is None or score is None or (score <= now and s.placed[p]):
        return Action("pass")
    code, d = best
    name = g.line_names(p)[t]
    return Action("place", (code, name, str(free[0] + 1)) + (() if d is None else (d.name,)))


def _send(s: Any, p: int, rng: np.random.Generator) -> Action:
    """Own droid's orders first; the best square for a pick up or a put down."""
    legal = execution.legal_sends(s)
    side = s.game.side_of(p)
    mine_line = s.game.line_names(p)[execution.along(s, side, p)[0]]
    own = [a for a in legal if a.args[0] == mine_line] or legal
    if len(own) == 1:
        return own[0]
    goals = Goals(s, p)
    best, value = own[0], None
    for a in own:
        trial = s.clone()
        trial.apply(a)
        v = goals.value(trial)
        if value is None or v > value:
            best, value = a, v
    return best


def _cover(s: Any, p: int, rng: np.random.Generator) -> Action:
    """Cover the transmitter farthest from the droid's line; uncover the nearest."""
    legal = execution.legal_covers(s)
    names = s.game.line_names(p)
    t = execution.along(s, s.game.side_of(p), p)[0] if s.x[p] >= 0 else 0
    far = sorted(legal, key=lambda a: abs(names.index(a.args[0]) - t))
    return far[-1] if legal[0].verb == "cover" else far[0]


_PHASES = {"place": _obstacle, "draw": _draw, "choose": _choose, "program": _program,
           "execute": _send, "cover": _cover}
