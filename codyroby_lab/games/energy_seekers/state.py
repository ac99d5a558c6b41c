"""An Energy Seekers position and its moves: turns, cards, special squares, the trace.

A turn: the player refills the hand to 3 (HAND), gives cards to remote-controlled pieces if
there are any (REMOTE_GIVE: ``give P F L`` or ``give none``), then moves (``play F L``), or
declares ``stuck`` when no move is feasible, or, when remote-controlled, runs the cards it
was given (``run``). A Challenge question is answered (``answer TEXT``) before the turn ends.

``apply`` is atomic: it works on a copy and keeps it only when the action was legal. Each
card run, draw and special square is one step of ``state.trace`` (a core Trace), with the
events and the rule behind each.

>>> from codyroby_lab.games.energy_seekers.game import EnergySeekers
>>> g = EnergySeekers.from_setup({"players": ["ann", "bob"], "deck": list("FLFRFF"),
...                               "pieces": {"ann": {"position": 8}}})
>>> s = g.new_state()
>>> for e in s.apply("play L F F"): print(e.text)
Ann turns left and faces north
Ann moves forward from position 8 (H7) to position 9 (H6)
Ann moves forward from position 9 (H6) to position 10 (H5)
Ann discards L F F
Bob draws R F F
>>> s.apply("play L")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: Bob has no L card left for that move (hand: R F F)
>>> print(s.trace.table(0, 3))
step  card  turn  phase  Ann     Bob     event
----  ----  ----  -----  ------  ------  ---------------------------------------------------------
0           Ann   move   8 H7 E  1 A7 E
1     L     Ann   move   8 H7 N  1 A7 E  Ann turns left and faces north
2     F     Ann   move   9 H6 N  1 A7 E  Ann moves forward from position 8 (H7) to position 9 (H6)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from codyroby_lab.core import rng
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import Direction
from codyroby_lab.core.program import Card
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.codyroby import rules as cody
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import Action, missing, sequences, take
from codyroby_lab.games.energy_seekers.challenge import Question
from codyroby_lab.games.energy_seekers.game import MAX_PLAYERS, EnergySeekers, shuffled

PHASES = ("give", "move", "answer", "over")
CODE = {"F": 1, "L": 2, "R": 3}
LETTER = {v: k for k, v in CODE.items()}
CARD_RULES = {"F": cody.CARD_F, "L": cody.CARD_L, "R": cody.CARD_R}
HEAD = 6  # turn, phase, turns, winner+1, question+1, last card code
PILE = rules.pile_limit(MAX_PLAYERS)  # the most cards a pile can hold: 5 players x 3 cards
PIECE = 10 + PILE  # position, x, y, facing, controlled; hand length + 3 cards; pile length + cards
RNG = rng.WORDS  # the random generator, in 16-bit words (core.rng)
VERSION = 1


class State:
    """Whose turn, the phase, pieces, hands, remote piles, deck, discard, the generator."""

    def __init__(self, game: EnergySeekers):
        self.game = game
        n = len(game.players)
        self.turn = 0
        self.phase = "move"
        self.turns = 0
        self.winner_index: int | None = None
        self.question: int | None = None
        self.last = ""
        self.pos = [0] * n
        self.facing = [game.board.start_facing] * n
        self.controlled = [False] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.visits = [0] * game.board.size
        self.rng = np.random.default_rng(0)
        self.trace: Trace | None = None
        self._steps: list[tuple[np.ndarray, int, tuple[Event, ...]]] | None = None
        self._events: list[Event] = []

    @classmethod
    def start(cls, game: EnergySeekers, seed: int | None, record: bool = True) -> State:
        s = cls(game)
        st = game.start
        s.rng = np.random.default_rng(seed)
        s.turn = st["first"]
        s.hands = [list(st["hands"][p]) for p in game.players]
        s.piles = [list(st["piles"][p]) for p in game.players]
        s.controlled = [p in st["controlled"] for p in game.players]
        s.pos = [st["pieces"][p][0] for p in game.players]
        s.facing = [st["pieces"][p][1] for p in game.players]
        s.discard = list(st["discard"])
        s.deck = list(st["deck"]) if st["deck"] is not None else shuffled(s.rng, st["rest"])
        s._begin_turn()
        s._events = []
        if record:
            s.trace = Trace(s, program=CARD_IDS)
        return s

    # --- the protocol ------------------------------------------------------------------

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.game.players[self.turn]

    @property
    def winner(self) -> str | None:
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """Every legal action now, in the order the notation lists them (see actions.py)."""
        hand = self.hands[self.turn]
        if self.phase == "over":
            return []
        if self.phase == "answer":
            return [Action("answer", text=c) for c in self._question().choices]
        if self.phase == "give":
            return [Action("give")] + [Action("give", seq, self.game.players[t])
                                       for t in self._targets() for seq in sequences(hand)
                                       if len(seq) <= self._room(t)]
        if self.controlled[self.turn]:
            return [Action("run")]
        if rules.stuck(self.game.board, self.pos[self.turn], self.facing[self.turn], hand):
            return [Action("stuck")]
        return [Action("play", seq) for seq in sequences(hand)]

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` (text or Action); its events. Illegal: IllegalAction, no change."""
        act = self._check(Action.parse(action))
        work = self.clone(trace=False)
        work._steps = [] if self.trace is not None else None
        {"play": work._play, "stuck": work._stuck, "give": work._give, "run": work._run,
         "answer": work._answer}[act.kind](act)
        if work._steps is not None and (not work._steps or not np.array_equal(
                work._steps[-1][0], work.to_vector())):
            work._record("")  # the last change had no event (a phase change): keep it too
        steps, events = work._steps or [], work._events
        self._adopt(work)
        for vec, card, evs in steps:
            self.trace.push_state(_Vector(vec), card, evs)
        return events

    def clone(self, trace: bool = True) -> State:
        """A copy (sharing the trace when ``trace``)."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        for k in ("pos", "facing", "controlled", "deck", "discard", "visits"):
            setattr(s, k, list(getattr(self, k)))
        s.hands = [list(h) for h in self.hands]
        s.piles = [list(p) for p in self.piles]
        s.rng = np.random.Generator(np.random.PCG64())
        s.rng.bit_generator.state = self.rng.bit_generator.state
        s.trace = self.trace if trace else None
        s._steps, s._events = None, []
        return s

    def _adopt(self, work: State) -> None:
        trace = self.trace
        self.__dict__.update(work.__dict__)
        self.trace, self._steps = trace, None

    # --- checking an action ------------------------------------------------------------

    def _check(self, act: Action) -> Action:
        who, hand = display_name(self.player), self.hands[self.turn]
        if self.phase == "over":
            why = (f"{display_name(self.winner)} has won" if self.winner
                   else "the turn limit was reached")
            raise IllegalAction(f"the game is over ({why})")
        expected = {"give": "give", "answer": "answer"}.get(self.phase)
        if self.phase == "move":
            expected = "run" if self.controlled[self.turn] else (act.kind if act.kind in (
                "play", "stuck") else "play")
        if act.kind != expected:
            raise IllegalAction(self._expected_words(expected, act))
        if act.kind in ("play", "give") and missing(hand, act.cards):
            c = missing(hand, act.cards)
            raise IllegalAction(f"{who} has no {c} card left for that move "
                                f"(hand: {' '.join(hand) or 'empty'})")
        if act.kind == "give" and act.target is not None:
            targets = [self.game.players[t] for t in self._targets()]
            if act.target not in targets:
                raise IllegalAction(f"{act.target} is not a remote-controlled piece {who} can "
                                    f"give cards to (can: {', '.join(targets)})")
            room = self._room(self.game.players.index(act.target))
            if len(act.cards) > room:
                raise IllegalAction(f"{act.target}'s piece can take {room} more card"
                                    f"{'s' * (room != 1)}: it holds at most "
                                    f"{rules.pile_limit(len(self.game.players))}, 3 from each "
                                    "other player (Remote Control)")
        if act.kind == "answer" and not any(Question.same(act.text or "", c)
                                            for c in self._question().choices):
            raise IllegalAction(f"answer one of: {', '.join(self._question().choices)}")
        stuck = act.kind in ("play", "stuck") and rules.stuck(
            self.game.board, self.pos[self.turn], self.facing[self.turn], hand)
        if act.kind == "play" and stuck:
            twice = rules.repetition(self.game.board, self.pos[self.turn]) == 2
            how = " (run twice from this Repetition square)" if twice else ""
            raise IllegalAction(f"{who} has no feasible move: every move{how} would leave the "
                                "path, so declare 'stuck' (Stuck)")
        if act.kind == "play" and not act.cards:
            raise IllegalAction("a move plays at least one card")
        if act.kind == "stuck" and not stuck:
            ok = next(str(a) for a in self.legal_actions() if self._feasible(a))
            raise IllegalAction(f"{who} is not stuck: moves are mandatory, e.g. '{ok}' (Stuck)")
        return act

    def _expected_words(self, expected: str, act: Action) -> str:
        who = display_name(self.player)
        if expected == "give":
            names = ", ".join(display_name(self.game.players[t]) for t in self._targets())
            return (f"{who} first decides what to give to the remote-controlled piece of "
                    f"{names}: 'give PLAYER F L...' or 'give none', not '{act}'")
        if expected == "run":
            return f"{who}'s piece is remote-controlled: it must 'run' the cards it was given"
        if expected == "answer":
            return f"{who} must answer the challenge: {self._question().question}"
        return f"{who} moves now: 'play F L...' or 'stuck', not '{act}'"

    def _feasible(self, a: Action) -> bool:
        return rules.feasible(self.game.board, self.pos[self.turn], self.facing[self.turn],
                              a.cards)

    def _targets(self) -> list[int]:
        return [t for t, c in enumerate(self.controlled) if c and t != self.turn]

    def _room(self, t: int) -> int:
        """REMOTE_GIVE: how many more cards player ``t``'s remote pile may take."""
        return rules.pile_limit(len(self.game.players)) - len(self.piles[t])

    def _question(self):
        return self.game.challenge.questions[self.question or 0]

    # --- doing an action ---------------------------------------------------------------

    def _record(self, card: str, *events: Event) -> None:
        self._events.extend(events)
        if self._steps is not None:
            self._steps.append((self.to_vector(), CODE.get(card, 0) - 1, events))

    def _play(self, act: Action) -> None:
        take(self.hands[self.turn], act.cards)
        self._walk(act.cards, rules.MOVE)

    def _run(self, act: Action) -> None:
        """REMOTE_RUN: the controlled piece runs its pile instead of its player's cards."""
        cards, self.piles[self.turn] = self.piles[self.turn], []
        self.controlled[self.turn] = False
        if not cards:
            self._record("", Event.of("Passed", rules.REMOTE_RUN,
                                      f"nobody gave {display_name(self.player)}'s piece a "
                                      "card: it stays"))
            self._end_turn()
            return
        self._walk(tuple(cards), rules.REMOTE_RUN)

    def _walk(self, cards: tuple[str, ...], why) -> None:
        """Run a move (MOVE or REMOTE_RUN) card by card, then what it ends on."""
        board, t, key = self.game.board, self.turn, self.player
        who = display_name(key)
        walk = rules.move(board, self.pos[t], self.facing[t], cards)
        if walk.times == 2:
            self._record("", Event.of("Repeated", rules.REPETITION, f"{who} starts on a "
                                      f"Repetition square: {' '.join(cards)} runs twice"))
        for card, at, face in walk.steps:
            before = self.pos[t]
            self.pos[t], self.facing[t], self.last = at, face, card
            if card == "F":
                text = f"{who} moves forward from {_where(board, before)} to {_where(board, at)}"
                self._record(card, Event.of("Moved", CARD_RULES[card], text, player=key, to=at + 1))
            else:
                text = f"{who} turns {'left' if card == 'L' else 'right'} and faces {face.word}"
                self._record(card, Event.of("Turned", CARD_RULES[card], text, player=key,
                                            facing=face.name))
        self.discard.extend(cards)
        spent = Event.of("Discarded", why, f"{who} discards {' '.join(cards)}", cards=cards)
        if walk.wrong is not None:
            self.pos[t], self.facing[t], self.controlled[t] = walk.start, walk.facing0, True
            self._record("", Event.of(
                "Cancelled", rules.WRONG_MOVE,
                f"{who}'s move is cancelled: card {walk.wrong % len(cards) + 1} (F) would leave "
                f"the path, so {who} goes back to {_where(board, walk.start)} and will be "
                "remote-controlled next turn", player=key), spent)
            self._end_turn()
            return
        self._record("", spent)
        if walk.won:
            self._win(t)
            return
        if not walk.arrived:
            self._end_turn()  # turned in place: the square it stands on does not act again
            return
        self.visits[walk.end] += 1
        self._land(t)

    def _land(self, t: int) -> None:
        """SPECIAL_AT_END: what the square a move ends on does."""
        board, key, at = self.game.board, self.game.players[t], self.pos[t]
        who = display_name(key)
        if rules.remote_control(board, at):
            self.controlled[t] = True
            self._record("", Event.of("RemoteControlled", rules.REMOTE_CONTROL,
                                      f"{who} ends on Remote Control: the other players will "
                                      "move it next turn", player=key))
        elif (other := rules.teletransport(board, at)) is not None:
            self.pos[t] = other
            self._record("", Event.of("Teleported", rules.TELETRANSPORT,
                                      f"{who} goes through the tunnel from {_where(board, at)} "
                                      f"to {_where(board, other)}, still facing "
                                      f"{self.facing[t].word}", player=key, to=other + 1))
        elif (other := rules.swap(board, at)) is not None:
            moved = [p for p, q in enumerate(self.pos) if q == other and p != t]
            for p in moved:
                self.pos[p] = at
            self.pos[t] = other
            names = " and ".join(display_name(self.game.players[p]) for p in moved)
            also = f"; {names} moves to {_where(board, at)}" if moved else ""
            self._record("", Event.of("Swapped", rules.SWAP,
                                      f"{who} swaps to the symmetric {_where(board, other)}"
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
            self._record("", Event.of("Challenged", rules.CHALLENGE,
                                      f"{who} meets a challenge: {q.question} "
                                      f"({' / '.join(q.choices)})", player=key))
            return
        ok = bool(self.rng.random() < c.p) if c.kind == "chance" else bool(c.judge(self, key))
        self._challenge_result(t, ok)

    def _answer(self, act: Action) -> None:
        ok = self._question().is_right(act.text or "")
        self.question = None
        self.phase = "move"
        self._challenge_result(self.turn, ok)

    def _challenge_result(self, t: int, ok: bool) -> None:
        c, board, key = self.game.challenge, self.game.board, self.game.players[t]
        who = display_name(key)
        effect = c.success if ok else c.failure
        word = "succeeds" if ok else "fails"
        if "move" in effect:
            before = self.pos[t]
            self.pos[t] = min(max(before + effect["move"], 0), board.size - 1)
            text = f"{who} {word} the challenge and goes to {_where(board, self.pos[t])}"
        elif "remote" in effect:
            self.controlled[t] = True
            text = f"{who} {word} the challenge and will be remote-controlled next turn"
        else:
            text = f"{who} {word} the challenge"
        self._record("", Event.of("ChallengeDone", rules.CHALLENGE, text, player=key, ok=ok))
        if rules.win(board, self.pos[t]):
            self._win(t)
        else:
            self._end_turn()

    def _stuck(self, act: Action) -> None:
        hand, key = self.hands[self.turn], self.player
        self.discard.extend(hand)
        self._record("", Event.of("Stuck", rules.STUCK, f"{display_name(key)} is stuck: drops "
                                  f"{' '.join(hand) or 'no card'} and passes", player=key))
        hand.clear()
        self._end_turn()

    def _give(self, act: Action) -> None:
        key = self.player
        who = display_name(key)
        if act.target is None or not act.cards:
            self._record("", Event.of("Gave", rules.REMOTE_GIVE,
                                      f"{who} gives no card to a remote-controlled piece"))
        else:
            t = self.game.players.index(act.target)
            take(self.hands[self.turn], act.cards)
            self.piles[t].extend(act.cards)
            self._record("", Event.of("Gave", rules.REMOTE_GIVE,
                                      f"{who} gives {' '.join(act.cards)} to "
                                      f"{display_name(act.target)}'s piece (its cards: "
                                      f"{' '.join(self.piles[t])})", player=key,
                                      to=act.target, cards=act.cards))
        self.phase = "move"

    def _win(self, t: int) -> None:
        self.winner_index, self.phase = t, "over"
        key = self.game.players[t]
        self._record("", Event.of("Won", rules.WIN, f"{display_name(key)} reaches the energy "
                                  "station and wins", player=key))

    def _end_turn(self) -> None:
        self.turns += 1
        if self.turns >= self.game.max_turns:
            self.phase = "over"
            self._record("", Event.of("Ended", rules.GOAL, f"the game stops after "
                                      f"{self.turns} turns with no winner"))
            return
        self.turn = (self.turn + 1) % len(self.game.players)
        self._begin_turn()

    def _begin_turn(self) -> None:
        """HAND: refill to 3 (RESHUFFLE when the deck runs out); then give or move."""
        hand, drawn = self.hands[self.turn], []
        for _ in range(rules.hand_need(hand)):
            if not self.deck and self.discard:
                self.deck, self.discard = shuffled(self.rng, self.discard), []
                self._record("", Event.of("Reshuffled", rules.RESHUFFLE, "the deck ran out: "
                                          f"the {len(self.deck)} played cards are shuffled "
                                          "into a new deck"))
            if not self.deck:
                break
            drawn.append(self.deck.pop(0))
            hand.append(drawn[-1])
        self.phase = "give" if self._targets() else "move"
        if drawn:
            self._record("", Event.of("Drew", rules.HAND, f"{display_name(self.player)} draws "
                                      f"{' '.join(drawn)}", player=self.player, cards=drawn))

    # --- persistence -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (``from_dict`` reads it back)."""
        g, b = self.game, self.game.board
        q = None if self.question is None else self._question()
        return {
            "game": g.name, "version": VERSION,
            "players": list(g.players), "turn": self.player, "phase": self.phase,
            "turns": self.turns, "winner": self.winner, "last_card": self.last or None,
            "pieces": {p: {"position": self.pos[i] + 1, "at": list(b.path[self.pos[i]]),
                           "square": b.name_of(self.pos[i]), "facing": self.facing[i].name,
                           "controlled": self.controlled[i], "color": g.colors[p]}
                       for i, p in enumerate(g.players)},
            "hands": {p: list(self.hands[i]) for i, p in enumerate(g.players)},
            "remote": {p: list(self.piles[i]) for i, p in enumerate(g.players)},
            "deck": list(self.deck), "discard": list(self.discard),
            "question": None if q is None else {"question": q.question,
                                                "choices": list(q.choices)},
            "visits": list(self.visits),
            "rng": rng.to_dict(self.rng),
            "setup": g.setup(),
        }

    @classmethod
    def from_dict(cls, d: Any, challenge: Callable | None = None) -> State:
        """A state from ``to_dict()``; SetupError names a bad field."""
        if not isinstance(d, dict) or d.get("game") != EnergySeekers.name:
            raise SetupError("game", "is not an energy_seekers state")
        if d.get("version") != VERSION:
            raise SetupError("version", f"must be {VERSION}")
        try:
            setup = dict(d["setup"])
            setup.update(hands=d["hands"], remote=d["remote"], deck=d["deck"],
                         discard=d["discard"], first=d["turn"],
                         controlled=[p for p, v in d["pieces"].items() if v["controlled"]])
            setup.pop("pieces", None)
            game = EnergySeekers(setup, challenge=challenge)
            s = cls(game)
            st = game.start
            s.turn, s.phase, s.turns = st["first"], d["phase"], int(d["turns"])
            s.hands = [list(st["hands"][p]) for p in game.players]
            s.piles = [list(st["piles"][p]) for p in game.players]
            s.controlled = [p in st["controlled"] for p in game.players]
            s.pos = [d["pieces"][p]["position"] - 1 for p in game.players]
            if not all(0 <= x < game.board.size for x in s.pos):
                raise SetupError("pieces", f"a position is 1 to {game.board.size}")
            s.facing = [Direction[d["pieces"][p]["facing"]] for p in game.players]
            s.deck, s.discard = list(st["deck"]), list(st["discard"])
            s.winner_index = None if d["winner"] is None else game.players.index(d["winner"])
            s.visits = [int(v) for v in d["visits"]]
            s.last = d["last_card"] or ""
            s.rng = rng.from_dict(d["rng"])
            if d["question"] is not None:
                s.question = next(i for i, q in enumerate(game.challenge.questions)
                                  if q.question == d["question"]["question"])
        except (KeyError, TypeError, ValueError, StopIteration) as e:
            if isinstance(e, SetupError):
                raise
            raise SetupError("state", f"is not a valid energy_seekers state: {e!r}") from None
        if s.phase not in PHASES:
            raise SetupError("phase", f"must be one of {', '.join(PHASES)}")
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and np.array_equal(self.to_vector(), other.to_vector())

    __hash__ = None  # type: ignore[assignment]

    # --- traces ------------------------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """Everything as small integers: the head, one block per player, visits, deck,
        discard and the generator's state (see :meth:`vector_slots`)."""
        g = self.game
        v = [self.turn, PHASES.index(self.phase), self.turns,
             -1 if self.winner_index is None else self.winner_index,
             -1 if self.question is None else self.question, CODE.get(self.last, 0)]
        v[3] += 1
        v[4] += 1
        for i in range(len(g.players)):
            x, y = g.board.path[self.pos[i]]
            v += [self.pos[i], x, y, int(self.facing[i]), int(self.controlled[i])]
            v += _cards_slots(self.hands[i], 3) + _cards_slots(self.piles[i], PILE)
        v += self.visits
        v += _cards_slots(self.deck, g.deck_size) + _cards_slots(self.discard, g.deck_size)
        v += rng.to_words(self.rng)
        return np.array(v, dtype=np.int64)

    def with_vector(self, vec: np.ndarray) -> State:
        """A state of the same game at ``vec`` (the inverse of :meth:`to_vector`)."""
        g, vec = self.game, [int(x) for x in vec]
        s = State(g)
        s.turn, phase, s.turns, w, q, last = vec[:HEAD]
        s.phase, s.last = PHASES[phase], LETTER.get(last, "")
        s.winner_index, s.question = (None if w == 0 else w - 1), (None if q == 0 else q - 1)
        i = HEAD
        for p in range(len(g.players)):
            s.pos[p], _, _, f, c = vec[i:i + 5]
            s.facing[p], s.controlled[p] = Direction(f), bool(c)
            s.hands[p], i = _read_cards(vec, i + 5, 3)
            s.piles[p], i = _read_cards(vec, i, PILE)
        n = g.board.size
        s.visits, i = vec[i:i + n], i + n
        s.deck, i = _read_cards(vec, i, g.deck_size)
        s.discard, i = _read_cards(vec, i, g.deck_size)
        s.rng = rng.from_words(vec[i:i + RNG])
        return s

    def vector_slots(self) -> list[str]:
        """The name of each slot of :meth:`to_vector`."""
        g = self.game
        names = ["turn", "phase", "turns", "winner+1", "question+1", "last"]
        for p in g.players:
            names += [f"pieces.{p}.{k}" for k in ("position", "x", "y", "facing", "controlled")]
            names += [f"hands.{p}.len"] + [f"hands.{p}[{k}]" for k in range(3)]
            names += [f"remote.{p}.len"] + [f"remote.{p}[{k}]" for k in range(PILE)]
        names += [f"visits[{k}]" for k in range(g.board.size)]
        for pile in ("deck", "discard"):
            names += [f"{pile}.len"] + [f"{pile}[{k}]" for k in range(g.deck_size)]
        return names + [f"rng[{k}]" for k in range(RNG)]

    def slot(self, player: str, field: str) -> int:
        """The vector slot of a piece's ``position``, ``x``, ``y``, ``facing``, ``controlled``."""
        k = ("position", "x", "y", "facing", "controlled").index(field)
        return HEAD + self.game.players.index(player) * PIECE + k

    def trace_since(self, step: int) -> Trace:
        """The part of the game trace from position ``step`` to now, as a Trace of its own
        (what one turn, or one round, did: the widget replays it)."""
        full = self.trace
        if full is None:
            raise IllegalAction("this state records no trace (new_state(record=False))")
        part = Trace(full[step], program=CARD_IDS)
        for i in range(step + 1, len(full)):
            s = full.step(i)
            part.push_state(s.state, s.card, s.events)
        return part

    def describe(self) -> dict[str, str]:
        """Desk-check columns: whose turn, the phase, each piece's position, square, facing."""
        d = {"turn": display_name(self.player), "phase": self.phase}
        for i, p in enumerate(self.game.players):
            rc = " RC" if self.controlled[i] else ""
            d[display_name(p)] = f"{self.pos[i] + 1} {self.game.board.name_of(self.pos[i])} " \
                   f"{self.facing[i].name}{rc}"
        return d

    def ascii(self) -> str:
        """The board as text with each piece as its player's first letter (see
        ``PathBoard.ascii``)."""
        marks: dict[int, str] = {}
        for i, p in enumerate(self.game.players):
            marks[self.pos[i]] = marks.get(self.pos[i], "") + p[0].lower()
        return self.game.board.ascii(marks)

    def scene(self) -> dict[str, Any]:
        """What the board widget draws (docs/architecture.md, "The scene")."""
        from codyroby_lab.games.energy_seekers.scene import scene
        return scene(self)

    def __repr__(self) -> str:
        pieces = ", ".join(f"{p} at {v}" for p, v in list(self.describe().items())[2:])
        return f"<EnergySeekers state: {self.player} to {self.phase}; {pieces}>"


class _CardIds:
    """The trace's ``program``: a step's card id 0, 1, 2 is the F, L, R card it ran."""

    nodes = (Card("F"), Card("L"), Card("R"))
    text = "F L R"  # parses back to the same three card ids, so a saved trace loads

    @staticmethod
    def to_stack() -> list:
        """No card stack: a game trace runs cards from hands, not one program."""
        return []


CARD_IDS = _CardIds()


class _Vector:
    """A recorded vector, standing in for a state when the trace diffs it."""

    def __init__(self, vec: np.ndarray):
        self.vec = vec

    def to_vector(self) -> np.ndarray:
        return self.vec


def _where(board, at: int) -> str:
    return f"position {at + 1} ({board.name_of(at)})"


def _cards_slots(cards: list[str], width: int) -> list[int]:
    return [len(cards)] + [CODE[c] for c in cards] + [0] * (width - len(cards))


def _read_cards(vec: list[int], i: int, width: int) -> tuple[list[str], int]:
    n = vec[i]
    return [LETTER[c] for c in vec[i + 1:i + 1 + n]], i + 1 + width
