"""A RoboRally turn, played on the state (:class:`~.state.RoboRallyState`): the first deal
or a setup's program (:func:`start`); once every robot has committed, the programs revealed
and the five register phases played (:func:`resolve`,
:func:`~codyroby_lab.games.roborally.phase.register_phase`), then the end-of-turn effects:
repairs, the registers wiped (locked ones keep their card), destroyed robots re-entering,
and the next turn dealt (:func:`begin_turn`: power-downs take effect, then the deal).

Every step is recorded: the deal, each segment of each register phase (and in B each
robot's card, with its priority), the end of the turn.

>>> revealed("Twonky", "Move 1 490", 2).text
'Twonky reveals Move 1 (priority 490) in register 2'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event
from codyroby_lab.core.trace import Events
from codyroby_lab.core.words import plural
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.checkpoints import repairs
from codyroby_lab.games.roborally.deck import parse_card
from codyroby_lab.games.roborally.phase import Segment, Step, register_phase
from codyroby_lab.games.roborally.robots import REENTRY_DAMAGE, Ctx
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.state import RoboRallyState

#: where a robot re-enters when its archive square is taken: these steps from it, in order
AROUND = ((0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1))


def start(state: RoboRallyState, rec: Any) -> None:
    """From the robots placed: the setup's program played (the register phases it asks
    for, then the end of the turn or a stop), or the first deal; steps go to ``rec``."""
    game = state.game
    if game.program is None:
        hands = {game.players.index(p): [game.cards.code(c.label) for c in h]
                 for p, h in game.hands.items()}
        begin_turn(state, rec, hands)
        return
    for p, cards in game.program.items():
        i = game.players.index(p)
        for r, c in enumerate(cards):
            if c is not None:
                state.program[i][r] = game.cards.code(c.label)
    play_registers(state, rec, game.phases)
    if state.phase == "over":
        return
    if game.end_of_turn:
        end_turn(state, rec)
    else:
        state.phase = "stopped"
        rec.settle(state)


def resolve(state: RoboRallyState, rec: Any) -> None:
    """Every robot has committed: reveal the programs, play the registers, end the turn."""
    g = state.game
    choices, state.sealed.choices = state.sealed.choices, {}
    said = []
    for i, p in enumerate(g.players):
        codes = choices.get(p)
        if not codes:
            continue
        state.announced[i] = codes[0] == 2
        if state.announced[i] and not state.bots.down[i]:
            said.append(Event.of(kinds.ANNOUNCED, R.POWER_DOWN, f"{p} announces a "
                                                           "power-down for the next turn",
                                 robot=p))
        for r, c in zip(state.free_registers(i), codes[1:], strict=False):
            state.program[i][r] = c
    play_registers(state, rec, REGISTERS, said)
    if state.phase != "over":
        end_turn(state, rec)


def play_registers(state: RoboRallyState, rec: Any, phases: int,
                   said: Sequence[Event] = ()) -> None:
    """Play register phases 1 to ``phases`` (reveal, then the segments); a robot touching
    the last flag ends the game."""
    g, b = state.game, state.bots
    x = Ctx(g.tables, b, 1, [], list(g.players), state.rng, g)
    table = g.cards

    def traced(seg: Segment, events: list[Event], robot: int, code: int) -> None:
        state.phase = seg.phase
        card = -1 if not code else rec.card(
            table.kind(code).name, owner=g.players[robot], slot=state.reg,
            priority=table.priority(code))
        rec.push_state(state, card, events, g.players[robot] if robot >= 0 else None,
                       state.phase)

    # (an event list keeps only the events: they go straight to it, with no step)
    step: Step | None = traced
    if isinstance(rec, Events):
        x.log, step = rec, None

    for reg in range(1, phases + 1):
        x.reg, x.bit = reg, 1 << reg
        state.reg = reg
        cards = [0] * b.n
        reveal = list(said) if reg == 1 else []
        for i, program in enumerate(state.program):
            c = program[reg - 1]
            if c and b.pos[i] >= 0 and not b.down[i]:
                cards[i] = state.shown[i][reg - 1] = c
                reveal.append(revealed(g.players[i], table.code_labels[c], reg))
        x.winners = []
        register_phase(x, cards, table, step, reveal)
        if x.winners:
            win(state, rec, x.winners)
            return


def win(state: RoboRallyState, rec: Any, winners: list[int]) -> None:
    g = state.game
    state.winner_index = winners[0]
    state.phase = "over"
    p = g.players[winners[0]]
    also = [g.players[i] for i in winners[1:]]
    text = f"{p} touches the last flag first and wins the race"
    if also:
        text += f" ({', '.join(also)} touched it in the same register, moving later)"
    rec.push_state(state, -1, (Event.of(kinds.WON, R.WIN, text, robot=p),), None, state.phase)

# --- the end of a turn ------------------------------------------------------------------


def end_turn(state: RoboRallyState, rec: Any) -> None:
    """F: repairs; registers wiped (locked ones keep their card); destroyed robots
    re-enter; powered-down robots power up or stay down; the next turn is dealt."""
    g, b = state.game, state.bots
    x = Ctx(g.tables, b, 0, [], list(g.players), state.rng, g)
    state.phase, state.reg = "F end of turn", 0
    repairs(x)
    for i in range(b.n):
        keep = REGISTERS - locked(b.dmg[i]) if b.pos[i] >= 0 else REGISTERS
        state.program[i] = [0] * keep + state.program[i][keep:]
        state.shown[i] = list(state.program[i])
        state.hands[i] = []
    for i in range(b.n):
        if b.pos[i] < 0 and b.lives[i] > 0:
            reenter(state, x, i)
        if b.down[i] and not state.announced[i]:
            b.down[i] = False
            x.say(kinds.POWERED_UP, R.POWER_DOWN, f"{g.players[i]} powers up again")
    rec.push_state(state, -1, tuple(x.log or [Event.of(kinds.NOTHING, R.END_OF_TURN,
                                                      "nothing happens at the end of the "
                                                      "turn")]), None, state.phase)
    if not any(state.active(i) for i in range(b.n)):
        return finish(state, rec, "every robot is out of the game")
    if state.turn >= g.max_turns:
        return finish(state, rec, f"the turn limit ({g.max_turns}) is reached")
    state.turn += 1
    begin_turn(state, rec)


def reenter(state: RoboRallyState, x: Ctx, i: int) -> None:
    """A destroyed robot with lives left comes back on its archive marker (or the first
    free square around it) with 2 damage, facing the way it started."""
    g, b, t = state.game, state.bots, state.game.tables
    w = t.width
    a = b.archive[i]
    spots = [a] + [(a // w + dy) * w + a % w + dx for dx, dy in AROUND
                   if 0 <= a % w + dx < w and 0 <= a // w + dy < t.height]
    for c in spots:
        if b.occ[c] < 0 and not t.fl[c] & 1:
            b.place(i, c, g.robots[i]["face"])
            b.dmg[i], b.down[i] = REENTRY_DAMAGE, False
            # a rest asked for is dropped here: said, or a child who ticked it wondered
            # why the robot got cards (walk 07p, fault 3)
            off = "; its power-down is off, so it gets cards next turn" if \
                state.announced[i] else ""
            state.announced[i] = False
            x.say(kinds.REENTERED, R.REENTER, f"{g.players[i]} re-enters at {x.at(c)} with "
                                          f"{REENTRY_DAMAGE} damage{off}", robot=g.players[i])
            return
    x.say(kinds.NO_ROOM, R.REENTER, f"{g.players[i]} finds no free square to re-enter: it "
                               "waits a turn", robot=g.players[i])


def finish(state: RoboRallyState, rec: Any, why: str) -> None:
    state.phase = "over"
    rule = R.TURN_LIMIT if "limit" in why else R.WIN
    rec.push_state(state, -1, (Event.of(kinds.GAME_OVER, rule, f"the game is over: {why}; "
                                                         "nobody wins"),), None, state.phase)


def begin_turn(state: RoboRallyState, rec: Any,
               hands: dict[int, list[int]] | None = None) -> None:
    """Power-downs announced take effect (all damage repaired), then the deal: 9 cards
    minus damage to each robot in play (``hands`` fixes some), and empty locked
    registers get a card from the deck."""
    g, b = state.game, state.bots
    events = []
    for i, p in enumerate(g.players):
        if state.announced[i] and b.pos[i] >= 0:
            b.down[i], b.dmg[i] = True, 0
            state.program[i] = [0] * REGISTERS
            state.shown[i] = [0] * REGISTERS
            events.append(Event.of(kinds.POWERED_DOWN, R.POWER_DOWN,
                                   f"{p} powers down for the next turn: all its damage "
                                   "is repaired", robot=p))
        state.announced[i] = False
    hands = hands or {}
    taken = {c for prog in state.program for c in prog if c}
    taken |= {c for h in hands.values() for c in h}
    deck = [c for c in g.cards.deck if c not in taken]
    state.rng.shuffle(deck)  # (the same order as a permutation of its indices, in place)
    top, said = 0, g.cards.code_words  # (deck[top] is the next card dealt)
    for i, p in enumerate(g.players):
        state.hands[i] = []
        if b.pos[i] < 0 or b.down[i] or not state.active(i):
            continue
        if i in hands:
            state.hands[i] = hands[i]
        else:
            state.hands[i] = deck[top:top + max(0, HAND - b.dmg[i])]
            top += len(state.hands[i])
        for r in range(REGISTERS - locked(b.dmg[i]), REGISTERS):
            if not state.program[i][r] and top < len(deck):
                state.program[i][r] = state.shown[i][r] = deck[top]
                top += 1
        words = ", ".join([said[c] for c in state.hands[i]]) or "no card"
        events.append(Event.of(kinds.DEALT, R.DEAL, f"{p} is dealt {words}", only=(p,),
                               public=f"{p} is dealt {plural(len(state.hands[i]), 'card')}",
                               robot=p))
    state.phase, state.reg = "programming", 0
    rec.push_state(state, -1, tuple(events), None, state.phase)



def revealed(name: str, label: str, reg: int) -> Event:
    """The event of robot ``name`` revealing the card ``label`` in register ``reg``."""
    return Event.of(kinds.REVEALED, R.REVEAL,
                    f"{name} reveals {parse_card(label).words} in register {reg}",
                    robot=name, card=label)
