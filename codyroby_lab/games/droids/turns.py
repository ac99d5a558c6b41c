"""Who acts next: the phases of a turn, the players' order, what the game does by itself
(skipping a player who has nothing to do, the killer's orders, returning chits), the
elimination of players and the end of the game.

Phases: ``place`` (the scenario's obstacles), ``draw`` (or ``choose`` in Robot Killer),
``program``, ``execute``, ``cover`` (a player hit or repaired chooses transmitters) and
``over``. Every player acts in turn from the start player (red, yellow, blue, grey is
clockwise); a player who is out is skipped.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "blue"], "phase": "draw", "first": "blue"}).new_state()
>>> s.phase, s.current_player(), s.turn
('draw', 'blue', 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.games.droids import events as kinds
from codyroby_lab.games.droids import (
    execution,
    killer,
    labyrinth,
    madness,
    microchips,
    programming,
    rules,
)

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState



def begin(s: DroidsState, phase: str) -> None:
    """The start of the game in ``phase`` (the setup's, or the scenario's first)."""
    g, ev = s.game, list[Event]()
    n = len(g.players)
    if phase == "place":
        s.to_place = [g.scenario.place_each(n)] * n
        s.phase = "place"
        _before_first(s)
    elif phase == "draw":
        begin_turn(s, ev)
    elif phase == "program":
        begin_program(s, ev)
        s.placed = [sum(1 for b in range(g.lines * 3) if s.tx[o * g.lines * 3 + b])
                    for o in range(g.owners)]
    else:
        begin_execute(s, ev)
    advance(s, _Nowhere(), -1)


class _Nowhere(list):
    """Where the start position's automatic steps are recorded: nowhere (the start has no
    trace yet)."""

    def push_state(self, *args: Any, **kwargs: Any) -> None:
        pass

    def card(self, *args: Any, **kwargs: Any) -> int:
        return -1


def _before_first(s: DroidsState) -> None:
    """Point ``cur`` just before the start player, so the next one found is him."""
    s.cur = (s.first - 1) % len(s.game.players)


def _players_from(s: DroidsState, start: int) -> list[int]:
    n = len(s.game.players)
    return [(start + k) % n for k in range(n)]


def begin_turn(s: DroidsState, ev: list[Event]) -> None:
    """DRAW (or KILLER's choice): every player in the game draws, from the start player."""
    s.phase = "choose" if s.game.scenario.choose else "draw"
    s.done = [s.out[o] for o in range(s.game.owners)]
    _before_first(s)


def begin_program(s: DroidsState, ev: list[Event]) -> None:
    """PLACE: the programming begins, said (a step with no words read "nothing happens",
    walk 08k fault 8)."""
    s.phase = "program"
    ev.append(Event.of(kinds.PROGRAMMING, rules.PLACE, "Everyone has their chits: the "
                       "players take turns to lay them on their transmitters"))
    s.done = [s.out[o] for o in range(s.game.owners)]
    s.placed = [0] * s.game.owners
    _before_first(s)


def end_program(s: DroidsState, ev: list[Event]) -> None:
    """PASS: the racks empty into the box; Robot Killer's sheet is placed (SHEET)."""
    programming.return_racks(s, ev)
    if s.game.scenario.grey == "killer":
        killer.place_sheet(s, ev)
    begin_execute(s, ev)


def begin_execute(s: DroidsState, ev: list[Event]) -> None:
    """SEND: execution starts with the start player (with the killer in Robot Killer)."""
    s.phase = "execute"
    s.done = [s.out[o] for o in range(s.game.owners)]
    s.sent = [0] * s.game.owners
    if s.game.scenario.grey == "killer":
        s.cur = 0  # the killer (owner 1) comes just after the player
    else:
        _before_first(s)


def end_execute(s: DroidsState, ev: list[Event]) -> None:
    """ELIMINATED, TURN_END: eliminations, the chits go back, a new turn (or the end)."""
    g = s.game
    for p in range(len(g.players)):
        if not s.out[p] and s.placed[p] and not s.sent[p]:
            s.out[p] = True
            name = display_name(g.players[p])
            ev.append(Event.of(kinds.ELIMINATED, rules.ELIMINATED, f"{name} placed orders but sent "
                                                               f"none: {name} is out of the game",
                               player=g.players[p]))
    s.tx = [0] * len(s.tx)
    s.ta = [0] * len(s.ta)
    check_end(s, ev)
    if s.phase == "over":
        return
    if s.turn >= g.max_turns:
        s.finish(None, ev, rules.TURN_LIMIT, f"{g.max_turns} turns are over: a draw",
                 draw=True)
        return
    s.turn += 1
    if g.rotate_first:
        s.first = next(p for p in _players_from(s, s.first + 1) if not s.out[p])
    ev.append(Event.of(kinds.NEW_TURN, rules.TURN_END, f"All chits go back on the piles: turn "
                                                  f"{s.turn} begins", turn=s.turn))
    begin_turn(s, ev)


def check_end(s: DroidsState, ev: list[Event]) -> None:
    """DEFAULT_WIN and each scenario's victory; sets the phase to ``over`` when won."""
    if s.phase == "over":
        return
    g = s.game
    kind = g.scenario.victory
    if kind == "garden":
        p = madness.gardener(s)
        if p is not None:
            s.finish(p, ev, rules.GARDEN, f"{display_name(g.players[p])}'s droid is in its "
                                          "concrete garden: it wins")
            return
    elif kind == "capture":
        over, winner = (killer.result(s) if g.scenario.grey == "killer"
                        else labyrinth.result(s))
        if over and g.scenario.grey == "killer":
            text = "The killer is surrounded: the player wins" if winner is not None else \
                "The killer has destroyed the player's droid: the player loses"
            s.finish(winner, ev, rules.FORCE_FIELD, text)
            return
        if over:
            text = "Both droids are surrounded: nobody wins" if winner is None else \
                f"{display_name(g.players[1 - winner])} is surrounded: " \
                f"{display_name(g.players[winner])} wins"
            s.finish(winner, ev, rules.CAPTURE, text)
            return
    elif kind == "boxes":
        over, winner = microchips.result(s)
        if over:
            text = "No crate is left: " + (
                "it is a tie, so everyone loses" if winner is None else
                f"{display_name(g.players[winner])} brought back the most and wins")
            s.finish(winner, ev, rules.MOST_BOXES, text)
            return
    if len(g.players) == 1:
        return
    alive = {g.team_of(p) for p in range(len(g.players)) if not s.out[p]}
    if len(alive) > 1:
        return
    if not alive:
        s.finish(None, ev, rules.DEFAULT_WIN, "Every player is out: nobody wins")
        return
    p = next(p for p in range(len(g.players)) if not s.out[p])
    rule = rules.TEAMS if g.teams else rules.DEFAULT_WIN
    s.finish(p, ev, rule, f"{display_name(g.players[p])} is the last one standing and wins")


def _next(s: DroidsState, owners: int) -> int | None:
    """The next owner after ``cur`` who is not done, or None."""
    for k in range(1, owners + 1):
        o = (s.cur + k) % owners
        if not s.done[o] and not s.out[o]:
            return o
    return None


def advance(s: DroidsState, rec: Any, actor: int) -> None:
    """Move on to the next decision, doing what the game does by itself on the way; each
    automatic order is a step of its own in ``rec``, other events one step at the end."""
    g = s.game
    ev: list[Event] = []
    n = len(g.players)
    if s.phase == "execute" and _owed(s):
        s.phase, s.resume = "cover", actor
    if s.phase in ("execute", "cover"):
        check_end(s, ev)
    while s.phase != "over":
        if s.phase == "cover":
            if _cover_turn(s, ev):
                break
            s.phase, s.cur = "execute", s.resume
            s.resume = -1
            check_end(s, ev)
            continue
        if s.phase == "place":
            p = next((p for p in _players_from(s, s.cur + 1) if s.to_place[p] > 0), None)
            if p is None:
                begin_turn(s, ev)
                continue
            s.cur = p
            break
        if s.phase in ("draw", "choose"):
            p = _next(s, n)
            if p is None:
                begin_program(s, ev)
                continue
            s.cur = p
            break
        if s.phase == "program":
            p = _next(s, n)
            if p is None:
                end_program(s, ev)
                continue
            if not programming.can_place(s, p):
                s.done[p], s.cur = True, p
                if s.racks[p]:
                    ev.append(Event.of(kinds.PASSED, rules.PASS, f"{display_name(g.players[p])} "
                                                             "has no free box and passes",
                                       player=g.players[p]))
                continue
            s.cur = p
            break
        o = _next(s, g.owners)  # execute
        if o is None:
            end_execute(s, ev)
            continue
        s.cur = o
        plays = execution.playable(s, o)
        if not plays:
            s.done[o] = True
            who = "killer" if o >= n else g.players[o]
            name, whose = ("The killer", "its") if o >= n else \
                (display_name(who), display_name(who) + "'s")
            ev.append(Event.of(kinds.TURN_ENDS, rules.MUST_SEND, f"{name} has no order to send: "
                                                            f"{whose} turn ends", owner=who))
            continue
        if o < n:
            break
        if ev:
            s.record(rec, None, ev)
            ev = []
        t, b, r = plays[0]
        card = execution.send(s, o, t, b, r, None, ev, rec)
        s.record(rec, None, ev, card)
        ev = []
        if _owed(s):
            s.phase, s.resume = "cover", o
        check_end(s, ev)
    if ev:
        s.record(rec, None, ev)


def _owed(s: DroidsState) -> bool:
    """Does a player owe covers (after a hit) or take one off (after a repair)?"""
    return any(s.pending) or any(s.fixes)


def _cover_turn(s: DroidsState, ev: list[Event]) -> bool:
    """The next player who must choose covers (True, ``cur`` set), doing the forced
    choices on the way; False when no choice is left."""
    g = s.game
    for p in _players_from(s, s.resume if s.resume < len(g.players) else 0):
        if s.out[p]:
            s.pending[p] = s.fixes[p] = 0
            continue
        free = s.lines_of(p) - s.covered(p)
        if s.pending[p] and s.pending[p] >= free:
            for t in range(s.lines_of(p)):
                if not s.covers[p][t]:
                    execution.cover(s, p, t, ev)
            s.pending[p] = 0
            continue
        if s.pending[p]:
            s.cur = p
            return True
        if s.fixes[p]:
            covered = [t for t in range(s.lines_of(p)) if s.covers[p][t]]
            if len(covered) <= 1:
                for t in covered:
                    execution.uncover(s, p, t, ev)
                s.fixes[p] = 0
                continue
            s.cur = p
            return True
    return False
