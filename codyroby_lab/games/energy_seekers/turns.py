"""Playing an Energy Seekers turn: moving with hand cards or a remote-controlled piece's
pile, declaring stuck, giving cards, answering a challenge, drawing, and passing the turn,
and what the square a move ends on does (SPECIAL_AT_END): Remote Control, a tunnel, Swap, a
Challenge marker.

A checked action runs here step by step (one step per card run, per draw, per square
effect); each step is recorded with the events it caused and the rule behind each.
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import CARD_RULES, take
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import answer_of, cards_of, target_of
from codyroby_lab.games.energy_seekers.board import PathBoard
from codyroby_lab.games.energy_seekers.checks import Checks
from codyroby_lab.games.energy_seekers.rules import shuffled

#: the special squares a challenge's move may leave a piece on, as the lesson names them
#: (Repetition is not here: it acts at the next move, wherever the piece came from)
STAYS_ON = {"tunnel": "tunnel end", "challenge": "Challenge marker",
            "remote": "Remote Control square", "swap": "Swap square"}


def where(board: PathBoard, at: int) -> str:
    """A path position in words: ``position 8 (H7)``."""
    return f"position {at + 1} ({board.name_of(at)})"


class Turns(Checks):
    """The ``do`` layer of :class:`~codyroby_lab.games.energy_seekers.state.State`, on
    :class:`~.checks.Checks`: how each checked action plays out."""

    _rec: Any = None
    _doing: Action | None = None

    def do(self, act: Action, rec: Any, plan: None) -> None:
        """Play a checked action, recording each step in ``rec``."""
        self._rec, self._doing = rec, act
        try:
            {"play": self._play, "stuck": self._stuck, "give": self._give, "run": self._run,
             "answer": self._answer}[act.verb](act)
        finally:
            self._rec = self._doing = None

    def _record(self, *events: Event, card: str = "", slot: int = 0, turn: bool = False) -> None:
        """One step: the state now, its events and the card that ran (if any). Its actor
        is the acting player, or with ``turn`` the player whose turn begins (a draw after a
        move is the drawer's step, not the mover's). Its phase is the one it ran in (the
        draw, a give, an answer or the move), not the one the state goes on to: the desk
        check showed "Cody draws 3 cards" under *give*."""
        if self._rec is None:  # the first draw, before any action
            return
        ref = self._rec.card(card, owner=self.player, slot=slot) if card else -1
        actor = self.player if turn or self._doing is None else self._doing.player
        verb = "draw" if turn or self._doing is None else self._doing.verb
        phase = verb if verb in ("draw", "give", "answer") else "move"   # play, run, stuck
        self._rec.push_state(self, ref, events, actor, phase)

    def _play(self, act: Action) -> None:
        self._walk(cards_of(act), rules.MOVE, self.hands[self.turn])

    def _run(self, act: Action) -> None:
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

    def _walk(self, cards: tuple[str, ...], why: Any, hand: list[str] | None = None) -> None:
        """Run a move (MOVE or REMOTE_RUN) card by card, then what it ends on. The cards
        of a move from ``hand`` leave it one by one, so the hand at a step is the hand
        after that step's card (walk 06p3, fault 3: all of them left at step 1); those a
        cancelled or won move does not reach are used up with it."""
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
            if hand is not None and k < len(cards):   # a Repetition's second round: gone
                take(hand, (card,))
            self._record(event, card=card, slot=k % len(cards))
        if hand is not None:
            take(hand, cards[len(walk.steps):])
        self.discard.extend(cards)
        spent = Event.of(kinds.DISCARDED, why, f"{who} discards {' '.join(cards)}", cards=cards)
        if walk.wrong is not None:
            # the step is the wrong card's: the table and Predict name it (walk 06w, faults
            # 1 and 16: Predict said "Step 2 plays no card" at the F that left the path)
            self.pos[t], self.facing[t], self.controlled[t] = walk.start, walk.facing0, True
            self._record(Event.of(
                kinds.CANCELLED, rules.WRONG_MOVE,
                f"{who}'s move is cancelled: card {walk.wrong % len(cards) + 1} (F)"
                f"{_time_round(walk.wrong, len(cards), walk.times)} would leave "
                f"the path, so {who} goes back to {where(board, walk.start)} and will be "
                "remote-controlled next turn", player=key), spent,
                card="F", slot=walk.wrong % len(cards))
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

    def _answer(self, act: Action) -> None:
        answer, question = answer_of(act), self._question()
        ok = question.is_right(answer)
        self.question = None
        self.phase = "move"
        said = "right" if ok else "that is not the answer"
        self._challenge_result(self.turn, ok, f"{display_name(self.player)} answers {answer}: "
                                              f"{said}, so ", "" if ok else question.hint)

    def _stuck(self, act: Action) -> None:
        hand, key = self.hands[self.turn], self.player
        self.discard.extend(hand)
        self._record(Event.of(kinds.STUCK, rules.STUCK, f"{display_name(key)} is stuck: discards "
                              f"{' '.join(hand) or 'no card'} and passes", player=key))
        hand.clear()
        self._end_turn()

    def _give(self, act: Action) -> None:
        key, target, cards = self.player, target_of(act), cards_of(act)
        who = display_name(key)
        self.phase = "move"     # in the giving step: no step of its own, where nothing happens
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

    def _win(self, t: int) -> None:
        self.winner_index, self.phase = t, "over"
        key = self.game.players[t]
        self._record(Event.of(kinds.WON, rules.WIN, f"{display_name(key)} reaches the energy "
                              "station and wins", player=key))

    def _end_turn(self) -> None:
        self.turns += 1
        if self.turns >= self.game.max_turns:
            self.phase = "over"
            self._record(Event.of(kinds.ENDED, rules.GOAL, f"the game stops after "
                                  f"{self.turns} turns with no winner"))
            return
        self.turn = (self.turn + 1) % len(self.game.players)
        self._begin_turn()

    def _begin_turn(self) -> None:
        """HAND: refill to 3 (RESHUFFLE when the deck runs out); then give or move. The cards
        drawn are the drawer's secret: the others read how many."""
        hand, drawn = self.hands[self.turn], []
        for _ in range(rules.hand_need(hand)):
            if not self.deck and self.discard:
                self.deck, self.discard = shuffled(self.rng, self.discard), []
                self._record(Event.of(kinds.RESHUFFLED, rules.RESHUFFLE, "the deck ran out: "
                                      "the played cards are shuffled into a new deck"),
                             turn=True)
            if not self.deck:
                break
            drawn.append(self.deck.pop(0))
            hand.append(drawn[-1])
        self.phase = "give" if self._targets() else "move"
        who, n = display_name(self.player), len(drawn)
        if drawn:
            self._record(Event.of(kinds.DREW, rules.HAND, f"{who} draws {' '.join(drawn)}",
                                  only=(self.player,), public=f"{who} draws {n} "
                                  f"card{'s' * (n != 1)}", player=self.player, cards=drawn),
                         turn=True)
        else:   # the turn still begins: its step says so (an empty step puzzled learners)
            why = "holds 3 cards already" if len(hand) >= 3 else "finds no card left to draw"
            self._record(Event.of(kinds.DREW, rules.HAND, f"{who} {why} and draws none",
                                  player=self.player, cards=[]), turn=True)

    # --- what the square a move ends on does (SPECIAL_AT_END) -----------------------------

    def _land(self, t: int) -> None:
        """SPECIAL_AT_END: what the square a move ends on does."""
        board, key, at = self.game.board, self.game.players[t], self.pos[t]
        who = display_name(key)
        if rules.remote_control(board, at):
            self.controlled[t] = True
            self._record(Event.of(kinds.REMOTE_CONTROLLED, rules.REMOTE_CONTROL,
                                  f"{who} ends on Remote Control: the other players will "
                                  "move it next turn", player=key))
        elif (other := rules.teletransport(board, at)) is not None:
            self.pos[t] = other
            self._record(Event.of(kinds.TELEPORTED, rules.TELETRANSPORT,
                                  f"{who} goes through the tunnel from {where(board, at)} "
                                  f"to {where(board, other)}, still facing "
                                  f"{self.facing[t].word}", player=key, to=other + 1))
        elif (other := rules.swap(board, at)) is not None:
            moved = [p for p, q in enumerate(self.pos) if q == other and p != t]
            for p in moved:
                self.pos[p] = at
            self.pos[t] = other
            names = " and ".join(display_name(self.game.players[p]) for p in moved)
            also = f"; {names} moves to {where(board, at)}" if moved else ""
            self._record(Event.of(kinds.SWAPPED, rules.SWAP,
                                  f"{who} jumps across the path to {where(board, other)}"
                                  f"{also}", player=key, to=other + 1))
        elif rules.challenge(board, at):
            self._challenge(t)
            return
        self._end_turn()

    def _challenge(self, t: int) -> None:
        """CHALLENGE: ask the question, or judge at once (chance, a callable)."""
        c, key = self.game.challenge, self.game.players[t]
        who = display_name(key)
        if c.kind == "questions":
            self.question = int(self.rng.integers(len(c.questions)))
            self.phase = "answer"
            q = c.questions[self.question]
            self._record(Event.of(kinds.CHALLENGED, rules.CHALLENGE,
                                  f"{who} meets a challenge: {q.question} "
                                  f"({' / '.join(q.choices)})", player=key))
            return
        ok = bool(c.judge(self, key)) if c.judge is not None else bool(self.rng.random() < c.p)
        self._challenge_result(t, ok)

    def _challenge_result(self, t: int, ok: bool, answered: str = "", hint: str = "") -> None:
        """What a challenge's right or wrong answer does; ``answered`` begins its words (the
        answer given, when a question was asked) and the question's ``hint`` ends them (a
        wrong answer's: how to find the answer, never the answer)."""
        c, board, key = self.game.challenge, self.game.board, self.game.players[t]
        who = display_name(key)
        effect = c.success if ok else c.failure
        word = "passes" if ok else "fails"
        if "move" in effect:
            before = self.pos[t]
            self.pos[t] = min(max(before + effect["move"], 0), board.size - 1)
            text = (f"{who} {word} the challenge and goes {_squares(self.pos[t] - before)}to "
                    f"{where(board, self.pos[t])}{_stays(board, self.pos[t], who)}")
        elif "remote" in effect:
            self.controlled[t] = True
            text = f"{who} {word} the challenge and will be remote-controlled next turn"
        else:
            text = f"{who} {word} the challenge"
        if hint:
            text = f"{text}. Hint: {hint}"
        self._record(Event.of(kinds.CHALLENGE_DONE, rules.CHALLENGE, answered + text,
                              player=key, ok=ok))
        if rules.win(board, self.pos[t]):
            self._win(t)
        else:
            self._end_turn()


def _squares(n: int) -> str:
    """How far a challenge's move goes, and which way, in words (nothing for no move).

    >>> _squares(2), _squares(-1), _squares(0)
    ('2 squares on ', '1 square back ', '')
    """
    if not n:
        return ""
    return f"{abs(n)} square{'s' * (abs(n) != 1)} {'on' if n > 0 else 'back'} "


def _stays(board: PathBoard, at: int, who: str) -> str:
    """Why a piece a challenge sent to a special square stays there (SPECIAL_AT_END: no
    chains): walk 06n, fault 11, a child saw Ada sent back onto a tunnel end and not go
    through.

    >>> board = PathBoard.default()
    >>> _stays(board, 17, "Ada")
    ': a square reached by a challenge does nothing, so Ada stays on this tunnel end'
    >>> _stays(board, 1, "Ada"), _stays(board, 14, "Ada")
    ('', '')
    """
    name = STAYS_ON.get(board.kind(at) or "")
    return f": a square reached by a challenge does nothing, so {who} stays on this {name}" \
        if name else ""


def _time_round(wrong: int, cards: int, times: int) -> str:
    """Which time round the cards were when card ``wrong`` (an index into the cards run)
    went wrong, when they run twice (a Repetition square); nothing when they run once.

    >>> _time_round(1, 2, 1), _time_round(1, 2, 2), _time_round(2, 2, 2)
    ('', ' the first time round', ' the second time round')
    """
    if times == 1:
        return ""
    return f" the {('first', 'second')[wrong // cards]} time round"
