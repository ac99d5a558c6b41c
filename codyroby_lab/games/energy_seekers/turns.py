"""Playing an Energy Seekers turn: moving with hand cards or a remote-controlled piece's
pile, declaring stuck, giving cards, answering a challenge, drawing, and passing the turn.

A checked action runs here step by step (one step per card run, per draw, per square
effect); each step is recorded with the events it caused and the rule behind each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import CARD_RULES, take
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import answer_of, cards_of, target_of
from codyroby_lab.games.energy_seekers.rules import shuffled
from codyroby_lab.games.energy_seekers.squares import where

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State


class TurnsMixin:
    """How :class:`~codyroby_lab.games.energy_seekers.state.State` plays an action."""

    _rec: Any = None
    _doing: Action | None = None

    def do(self: State, act: Action, rec: Any) -> None:
        """Play a checked action, recording each step in ``rec``."""
        self._rec, self._doing = rec, act
        try:
            {"play": self._play, "stuck": self._stuck, "give": self._give, "run": self._run,
             "answer": self._answer}[act.verb](act)
        finally:
            self._rec = self._doing = None

    def _record(self: State, *events: Event, card: str = "", slot: int = 0) -> None:
        """One step: the state now, its events and the card that ran (if any)."""
        if self._rec is None:  # the first draw, before any action
            return
        ref = self._rec.card(card, owner=self.player, slot=slot) if card else -1
        self.record(self._rec, self._doing, events, ref)

    def _play(self: State, act: Action) -> None:
        take(self.hands[self.turn], cards_of(act))
        self._walk(cards_of(act), rules.MOVE)

    def _run(self: State, act: Action) -> None:
        """REMOTE_RUN: the controlled piece runs its pile instead of its player's cards."""
        cards, self.piles[self.turn] = self.piles[self.turn], []
        self.controlled[self.turn] = False
        if not cards:
            self._record(Event.of(kinds.PASSED, rules.REMOTE_RUN,
                                  f"nobody gave {display_name(self.player)}'s piece a "
                                  "card: it stays"))
            self._end_turn()
            return
        self._walk(tuple(cards), rules.REMOTE_RUN)

    def _walk(self: State, cards: tuple[str, ...], why: Any) -> None:
        """Run a move (MOVE or REMOTE_RUN) card by card, then what it ends on."""
        board, t, key = self.game.board, self.turn, self.player
        who = display_name(key)
        walk = rules.move(board, self.pos[t], self.facing[t], cards)
        if walk.times == 2:
            self._record(Event.of(kinds.REPEATED, rules.REPETITION, f"{who} starts on a "
                                  f"Repetition square: {' '.join(cards)} runs twice"))
        for k, (card, at, face) in enumerate(walk.steps):
            before = self.pos[t]
            self.pos[t], self.facing[t], self.last = at, face, card
            if card == "F":
                text = f"{who} moves forward from {where(board, before)} to {where(board, at)}"
                event = Event.of(kinds.MOVED, CARD_RULES[card], text, player=key, to=at + 1)
            else:
                text = f"{who} turns {'left' if card == 'L' else 'right'} and faces {face.word}"
                event = Event.of(kinds.TURNED, CARD_RULES[card], text, player=key,
                                 facing=face.name)
            self._record(event, card=card, slot=k % len(cards))
        self.discard.extend(cards)
        spent = Event.of(kinds.DISCARDED, why, f"{who} discards {' '.join(cards)}", cards=cards)
        if walk.wrong is not None:
            self.pos[t], self.facing[t], self.controlled[t] = walk.start, walk.facing0, True
            self._record(Event.of(
                kinds.CANCELLED, rules.WRONG_MOVE,
                f"{who}'s move is cancelled: card {walk.wrong % len(cards) + 1} (F) would leave "
                f"the path, so {who} goes back to {where(board, walk.start)} and will be "
                "remote-controlled next turn", player=key), spent)
            self._end_turn()
            return
        self._record(spent)
        if walk.won:
            self._win(t)
            return
        if not walk.arrived:
            self._end_turn()  # turned in place: the square it stands on does not act again
            return
        self.visits[walk.end] += 1
        self._land(t)

    def _answer(self: State, act: Action) -> None:
        ok = self._question().is_right(answer_of(act))
        self.question = None
        self.phase = "move"
        self._challenge_result(self.turn, ok)

    def _stuck(self: State, act: Action) -> None:
        hand, key = self.hands[self.turn], self.player
        self.discard.extend(hand)
        self._record(Event.of(kinds.STUCK, rules.STUCK, f"{display_name(key)} is stuck: drops "
                              f"{' '.join(hand) or 'no card'} and passes", player=key))
        hand.clear()
        self._end_turn()

    def _give(self: State, act: Action) -> None:
        key, target, cards = self.player, target_of(act), cards_of(act)
        who = display_name(key)
        if target is None or not cards:
            self._record(Event.of(kinds.GAVE, rules.REMOTE_GIVE,
                                  f"{who} gives no card to a remote-controlled piece"))
        else:
            t = self.game.players.index(target)
            take(self.hands[self.turn], cards)
            self.piles[t].extend(cards)
            self._record(Event.of(kinds.GAVE, rules.REMOTE_GIVE,
                                  f"{who} gives {' '.join(cards)} to "
                                  f"{display_name(target)}'s piece (its cards: "
                                  f"{' '.join(self.piles[t])})", player=key,
                                  to=target, cards=cards))
        self.phase = "move"

    def _win(self: State, t: int) -> None:
        self.winner_index, self.phase = t, "over"
        key = self.game.players[t]
        self._record(Event.of(kinds.WON, rules.WIN, f"{display_name(key)} reaches the energy "
                              "station and wins", player=key))

    def _end_turn(self: State) -> None:
        self.turns += 1
        if self.turns >= self.game.max_turns:
            self.phase = "over"
            self._record(Event.of(kinds.ENDED, rules.GOAL, f"the game stops after "
                                  f"{self.turns} turns with no winner"))
            return
        self.turn = (self.turn + 1) % len(self.game.players)
        self._begin_turn()

    def _begin_turn(self: State) -> None:
        """HAND: refill to 3 (RESHUFFLE when the deck runs out); then give or move. The cards
        drawn are the drawer's secret: the others read how many."""
        hand, drawn = self.hands[self.turn], []
        for _ in range(rules.hand_need(hand)):
            if not self.deck and self.discard:
                self.deck, self.discard = shuffled(self.rng, self.discard), []
                self._record(Event.of(kinds.RESHUFFLED, rules.RESHUFFLE, "the deck ran out: "
                                      f"the {len(self.deck)} played cards are shuffled "
                                      "into a new deck"))
            if not self.deck:
                break
            drawn.append(self.deck.pop(0))
            hand.append(drawn[-1])
        self.phase = "give" if self._targets() else "move"
        if drawn:
            who, n = display_name(self.player), len(drawn)
            self._record(Event.of(kinds.DREW, rules.HAND, f"{who} draws {' '.join(drawn)}",
                                  only=(self.player,), public=f"{who} draws {n} "
                                  f"card{'s' * (n != 1)}", player=self.player, cards=drawn))
