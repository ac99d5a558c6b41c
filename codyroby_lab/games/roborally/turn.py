"""A RoboRally turn: power-downs take effect and cards are dealt; every robot programs its
registers in secret (a sealed commit); the last commit reveals them and plays the five
register phases (:func:`~codyroby_lab.games.roborally.phase.register_phase`), then the
end-of-turn effects: repairs, the registers wiped (locked ones keep their card), destroyed
robots re-entering, and the next turn dealt.

Every step is recorded: the deal, each commit, each segment of each register phase (and in
B each robot's card, with its priority), the end of the turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.protocol import State as GameState
from codyroby_lab.core.sealed import Sealed, committed
from codyroby_lab.core.trace import Events
from codyroby_lab.core.words import plural
from codyroby_lab.games.roborally import events as kinds
from codyroby_lab.games.roborally import rules as R
from codyroby_lab.games.roborally.actions import DOWN
from codyroby_lab.games.roborally.checkpoints import repairs
from codyroby_lab.games.roborally.layout import LAYOUT, SEAL
from codyroby_lab.games.roborally.phase import Segment, Step, register_phase
from codyroby_lab.games.roborally.robots import REENTRY_DAMAGE, Bots, Ctx
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked
from codyroby_lab.games.roborally.setup import Setup

#: where a robot re-enters when its archive square is taken: these steps from it, in order
AROUND = ((0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1))


class Turn(GameState):
    """A RoboRally position's fields (:mod:`.layout` declares them) and its turn: dealing,
    checking and playing commits, the register phases and the end of a turn. The State
    (:mod:`.state`) adds the start, the actions' lists and the views."""

    game: Setup
    layout = LAYOUT

    def __init__(self, game: Setup):
        n = len(game.players)
        self.game = game
        self.turn = 1
        self.phase = "programming"
        self.reg = 0
        self.winner_index: int | None = None
        self.bots = Bots.empty(n, game.tables.size)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.program = [[0] * REGISTERS for _ in range(n)]
        self.shown = [[0] * REGISTERS for _ in range(n)]
        self.announced = [False] * n
        self.sealed = Sealed(game.players, SEAL)
        self.rng = np.random.default_rng(0)

    def with_vector(self, vec: Any) -> Turn:
        s: Turn = LAYOUT.with_vector(self, vec)
        s.bots.seat()  # (the occupancy is no slot: it follows from the cells)
        return s

    # --- who, what --------------------------------------------------------------------------

    def free_registers(self, i: int) -> list[int]:
        """Robot ``i``'s registers (0-based) that are not locked."""
        return list(range(REGISTERS - locked(self.bots.dmg[i])))

    def active(self, i: int) -> bool:
        """Robot ``i`` still plays (it has lives left)."""
        return self.bots.lives[i] > 0

    def check(self, action: Action) -> list[int]:
        """What ``action`` seals (``do`` seals it): power-down + 1, then the cards' codes;
        IllegalAction naming the problem otherwise."""
        g = self.game
        i = g.players.index(action.player)
        name = action.player
        if action.verb == "power":
            if not self.bots.down[i]:
                raise IllegalAction(f"{name} is not powered down: it programs its registers "
                                    "('program 1 2 3 4 5', 'down' at the end to power down)")
            word = action.args[0].lower()
            if word not in ("down", "up"):
                raise IllegalAction("say 'power down' (stay down next turn) or 'power up'")
            return [2 if word == "down" else 1]
        if self.bots.down[i]:
            raise IllegalAction(f"{name} is powered down this turn: say 'power down' (stay "
                                "down) or 'power up'")
        args = action.args
        down = bool(args) and args[-1] == DOWN
        numbers = [int(a) for a in (args[:-1] if down else args)]
        free = REGISTERS - locked(self.bots.dmg[i])  # (how many registers are free)
        hand = self.hands[i]
        if len(numbers) != free:
            lock = REGISTERS - free
            why = "" if not lock else (
                f" (register 5 is locked and keeps {g.cards.label(self.program[i][4])})"
                if lock == 1 else f" (registers {REGISTERS - lock + 1} "
                                  f"{'and' if lock == 2 else 'to'} 5 are locked and "
                                  "keep their cards)")
            if len(numbers) > free and lock:
                raise IllegalAction(f"{name} cannot change a locked register{why}: give "
                                    f"{free} cards")
            raise IllegalAction(f"{name} has {free} free registers{why}: give "
                                f"{free} cards, not {len(numbers)}")
        places: list[int] = []
        for k in numbers:
            if 1 <= k <= HAND:
                if k > len(hand):
                    raise IllegalAction(f"{name}'s hand holds {len(hand)} cards: there is no "
                                        f"card {k}")
                place = k - 1
            else:
                found = [j for j, c in enumerate(hand) if g.cards.priority(c) == k]
                if not found:
                    raise IllegalAction(f"{name} holds no card of priority {k} (hand: "
                                        f"{self.hand_words(i)})")
                place = found[0]
            if place in places:
                raise IllegalAction(f"card {k} is given twice: each card goes in one register")
            places.append(place)
        return [2 if down else 1, *[hand[p] for p in places]]

    def commit_words(self, codes: tuple[int, ...]) -> dict[str, Any]:
        """A sealed commit in words: the power-down announced, the cards."""
        label = self.game.cards.label
        return {"down": codes[0] == 2, "cards": [label(c) for c in codes[1:]]}

    def hand_words(self, i: int) -> str:
        return ", ".join(f"{k + 1}: {self.game.cards.label(c)}"
                         for k, c in enumerate(self.hands[i]))

    # --- playing a commit -----------------------------------------------------------------

    def undo_of(self, action: Action) -> Any:
        """A commit that is not the last one only seals the program: it runs with no copy
        first (the last one plays the turn, on a copy)."""
        assert action.player is not None  # (a checked action names its player)
        return self.sealed.undo(action.player) if len(self.waiting_for()) > 1 else None

    def do(self, action: Action, rec: Any, codes: list[int]) -> None:
        g = self.game
        p = action.player
        assert p is not None  # (a checked action names its player)
        self.sealed.commit(p, codes)
        if action.verb == "power":
            text = f"{p} will {'stay powered down' if codes[0] == 2 else 'power up'}"
        else:
            words = g.cards.code_words
            text = f"{p} programs " + (", ".join([words[c] for c in codes[1:]])
                                       or "nothing (every register is locked)")
            if codes[0] == 2:
                text += " and announces a power-down"
        self.record(rec, action, [committed(R.PROGRAM, p, text)])
        if not self.waiting_for():
            self.resolve(rec)

    def resolve(self, rec: Any) -> None:
        """Every robot has committed: reveal the programs, play the registers, end the turn."""
        g = self.game
        choices, self.sealed.choices = self.sealed.choices, {}
        said = []
        for i, p in enumerate(g.players):
            codes = choices.get(p)
            if not codes:
                continue
            self.announced[i] = codes[0] == 2
            if self.announced[i] and not self.bots.down[i]:
                said.append(Event.of(kinds.ANNOUNCED, R.POWER_DOWN, f"{p} announces a "
                                                               "power-down for the next turn",
                                     robot=p))
            for r, c in zip(self.free_registers(i), codes[1:], strict=False):
                self.program[i][r] = c
        self.play_registers(rec, REGISTERS, said)
        if self.phase != "over":
            self.end_turn(rec)

    def play_registers(self, rec: Any, phases: int, said: Sequence[Event] = ()) -> None:
        """Play register phases 1 to ``phases`` (reveal, then the segments); a robot touching
        the last flag ends the game."""
        g, b = self.game, self.bots
        x = Ctx(g.tables, b, 1, [], list(g.players), self.rng, g)
        table, labels = g.cards, g.cards.code_labels

        def traced(seg: Segment, events: list[Event], robot: int, code: int) -> None:
            self.phase = seg.phase
            card = -1 if not code else rec.card(
                table.kind(code).name, owner=g.players[robot], slot=self.reg,
                priority=table.priority(code))
            rec.push_state(self, card, events, g.players[robot] if robot >= 0 else None,
                           self.phase)

        # (an event list keeps only the events: they go straight to it, with no step)
        step: Step | None = traced
        if isinstance(rec, Events):
            x.log, step = rec, None

        for reg in range(1, phases + 1):
            x.reg, x.bit = reg, 1 << reg
            self.reg = reg
            cards = [0] * b.n
            reveal = list(said) if reg == 1 else []
            for i, program in enumerate(self.program):
                c = program[reg - 1]
                if c and b.pos[i] >= 0 and not b.down[i]:
                    cards[i] = self.shown[i][reg - 1] = c
                    reveal.append(revealed(g.players[i], labels[c], reg))
            x.winners = []
            register_phase(x, cards, table, step, reveal)
            if x.winners:
                self.win(rec, x.winners)
                return

    def win(self, rec: Any, winners: list[int]) -> None:
        g = self.game
        self.winner_index = winners[0]
        self.phase = "over"
        p = g.players[winners[0]]
        also = [g.players[i] for i in winners[1:]]
        text = f"{p} touches the last flag first and wins the race"
        if also:
            text += f" ({', '.join(also)} touched it in the same register, moving later)"
        rec.push_state(self, -1, (Event.of(kinds.WON, R.WIN, text, robot=p),), None, self.phase)

    # --- the end of a turn ------------------------------------------------------------------

    def end_turn(self, rec: Any) -> None:
        """F: repairs; registers wiped (locked ones keep their card); destroyed robots
        re-enter; powered-down robots power up or stay down; the next turn is dealt."""
        g, b = self.game, self.bots
        x = Ctx(g.tables, b, 0, [], list(g.players), self.rng, g)
        self.phase, self.reg = "F end of turn", 0
        repairs(x)
        for i in range(b.n):
            keep = REGISTERS - locked(b.dmg[i]) if b.pos[i] >= 0 else REGISTERS
            self.program[i] = [0] * keep + self.program[i][keep:]
            self.shown[i] = list(self.program[i])
            self.hands[i] = []
        for i in range(b.n):
            if b.pos[i] < 0 and b.lives[i] > 0:
                self.reenter(x, i)
            if b.down[i] and not self.announced[i]:
                b.down[i] = False
                x.say(kinds.POWERED_UP, R.POWER_DOWN, f"{g.players[i]} powers up again")
        rec.push_state(self, -1, tuple(x.log or [Event.of(kinds.NOTHING, R.END_OF_TURN,
                                                          "nothing happens at the end of the "
                                                          "turn")]), None, self.phase)
        if not any(self.active(i) for i in range(b.n)):
            return self.finish(rec, "every robot is out of the game")
        if self.turn >= g.max_turns:
            return self.finish(rec, f"the turn limit ({g.max_turns}) is reached")
        self.turn += 1
        self.begin_turn(rec)

    def reenter(self, x: Ctx, i: int) -> None:
        """A destroyed robot with lives left comes back on its archive marker (or the first
        free square around it) with 2 damage, facing the way it started."""
        g, b, t = self.game, self.bots, self.game.tables
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
                    self.announced[i] else ""
                self.announced[i] = False
                x.say(kinds.REENTERED, R.REENTER, f"{g.players[i]} re-enters at {x.at(c)} with "
                                              f"{REENTRY_DAMAGE} damage{off}", robot=g.players[i])
                return
        x.say(kinds.NO_ROOM, R.REENTER, f"{g.players[i]} finds no free square to re-enter: it "
                                   "waits a turn", robot=g.players[i])

    def finish(self, rec: Any, why: str) -> None:
        self.phase = "over"
        rule = R.TURN_LIMIT if "limit" in why else R.WIN
        rec.push_state(self, -1, (Event.of(kinds.GAME_OVER, rule, f"the game is over: {why}; "
                                                             "nobody wins"),), None, self.phase)

    def begin_turn(self, rec: Any, hands: dict[int, list[int]] | None = None) -> None:
        """Power-downs announced take effect (all damage repaired), then the deal: 9 cards
        minus damage to each robot in play (``hands`` fixes some), and empty locked
        registers get a card from the deck."""
        g, b = self.game, self.bots
        events = []
        for i, p in enumerate(g.players):
            if self.announced[i] and b.pos[i] >= 0:
                b.down[i], b.dmg[i] = True, 0
                self.program[i] = [0] * REGISTERS
                self.shown[i] = [0] * REGISTERS
                events.append(Event.of(kinds.POWERED_DOWN, R.POWER_DOWN,
                                       f"{p} powers down for the next turn: all its damage "
                                       "is repaired", robot=p))
            self.announced[i] = False
        hands = hands or {}
        taken = {c for prog in self.program for c in prog if c}
        taken |= {c for h in hands.values() for c in h}
        deck = [c for c in g.cards.deck if c not in taken]
        self.rng.shuffle(deck)  # (the same order as a permutation of its indices, in place)
        top, labels = 0, g.cards.code_labels  # (deck[top] is the next card dealt)
        for i, p in enumerate(g.players):
            self.hands[i] = []
            if b.pos[i] < 0 or b.down[i] or not self.active(i):
                continue
            if i in hands:
                self.hands[i] = hands[i]
            else:
                self.hands[i] = deck[top:top + max(0, HAND - b.dmg[i])]
                top += len(self.hands[i])
            for r in range(REGISTERS - locked(b.dmg[i]), REGISTERS):
                if not self.program[i][r] and top < len(deck):
                    self.program[i][r] = self.shown[i][r] = deck[top]
                    top += 1
            words = ", ".join([labels[c] for c in self.hands[i]]) or "no card"
            events.append(Event.of(kinds.DEALT, R.DEAL, f"{p} is dealt {words}", only=(p,),
                                   public=f"{p} is dealt {plural(len(self.hands[i]), 'card')}",
                                   robot=p))
        self.phase, self.reg = "programming", 0
        rec.push_state(self, -1, tuple(events), None, self.phase)

    def waiting_for(self) -> tuple[str, ...]:
        """The robots still in the game that have not committed their program yet."""
        if self.phase != "programming":
            return ()
        chosen = self.sealed.choices
        return tuple(p for p, left in zip(self.game.players, self.bots.lives, strict=True)
                     if left > 0 and p not in chosen)


def revealed(name: str, label: str, reg: int) -> Event:
    """The event of robot ``name`` revealing the card ``label`` in register ``reg``."""
    kind, _, priority = label.rpartition(" ")     # its priority said as one, not an angle
    return Event.of(kinds.REVEALED, R.REVEAL,
                    f"{name} reveals {kind} (priority {priority}) in register {reg}",
                    robot=name, card=label)
