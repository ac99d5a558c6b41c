"""Play Energy Seekers against computer players from notebook cells or in the board widget.

:class:`EnergySeekersPlay` holds one game (``games.energy_seekers``). You move with hand
cards, ``es.play("F F L")``; when the computer players' pieces are remote-controlled you
choose what to give them, ``es.give("cody", "F")`` (or ``es.give()`` for nothing); a
``stuck``, a ``run`` and a challenge ``answer`` go through ``es.move(...)``. After each of
your actions the computer players play until it is your turn again. Every action comes back
as a :class:`~codyroby_lab.lessons.duel.Turn`: the events in plain words, the rules behind
them and the trace of every step. ``es.why()`` explains your last cancelled move.

``es.widget()`` is a board widget: stack cards from your hand and press Run to play them
(or, when a piece is remote-controlled, to give them); the trace shows your turn and the
computer players' turns, step by step, with the rule behind each event.

>>> es = EnergySeekersPlay({"players": ["ada", "cody"], "deck": list("FLFFFRLLFRRF"),
...                         "challenge": {"chance": 1}}, seed=1)
>>> es.hand
['F', 'L', 'F']
>>> print(es.play("F L F"))
You (ada) play F L F:
  ada moves forward from position 1 (A7) to position 2 (B7)
  ada turns left and faces north
  ada's move is cancelled: card 3 (F) would leave the path, so ada goes back to position 1 (A7) and will be remote-controlled next turn
  ada discards F L F
  cody draws F F R
cody gives none:
  cody gives no card to a remote-controlled piece
cody plays F F:
  cody moves forward from position 1 (A7) to position 2 (B7)
  cody moves forward from position 2 (B7) to position 3 (C7)
  cody discards F F
  ada draws L L F
Now: ada on position 1 (A7) facing east, remote-controlled; cody on position 3 (C7) facing east. Your hand: L L F. Next: run.
>>> print(es.why().split(" turn (")[1].split(":")[0])
codyroby-energy-seekers, Wrong move
"""  # noqa: E501

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.program import Card, parse
from codyroby_lab.games.energy_seekers import EnergySeekers, bots
from codyroby_lab.games.energy_seekers.actions import Action
from codyroby_lab.lessons.play import ComputerGame, Turn

PLAYERS = ["ada", "cody", "roby"]
VERBS = {"play": "plays", "give": "gives", "run": "runs", "stuck": "is stuck",
         "answer": "answers"}
NEXT = {"give": "give cards to a remote-controlled piece, or give none"}


class EnergySeekersPlay(ComputerGame):
    """An Energy Seekers game: you (``you``; by default the first player, ``ada``) against
    computer players (``computers``: one bot per other player, by default the look-ahead
    player and the greedy one). ``setup`` is an Energy Seekers setup (every field optional; three
    players by default); ``seed`` fixes the deck and the computers' choices."""

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str | None = None, computers: list[Any] | None = None):
        self.game = EnergySeekers.from_setup({"players": PLAYERS, **(setup or {})})
        self.you = you or self.game.players[0]
        if self.you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        others = [p for p in self.game.players if p != self.you]
        chosen = computers or [bots.lookahead, bots.greedy] * len(others)
        self.computers = dict(zip(others, chosen, strict=False))
        self.state = self.game.new_state(seed=seed)
        self.rng = np.random.default_rng(seed)
        self.turns: list[Turn] = []
        if self.state.player != self.you:
            start = len(self.state.trace) - 1
            lines, events = self._answer()
            self.turns.append(Turn(True, lines + [self.status()], events,
                                   self.state.trace_since(start)))

    # --- reading -----------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The cards in your hand."""
        return list(self.state.hands[self.game.players.index(self.you)])

    def legal(self) -> list[str]:
        """Everything you may do now, in the action notation."""
        return [] if self.over else [str(a) for a in self.state.legal_actions()]

    def status(self) -> str:
        """Where every piece is and what you do next, in words."""
        if self.over:
            if self.winner is None:
                return "Game over: the turn limit was reached."
            return f"Game over: {'you win' if self.winner == self.you else self.winner + ' wins'}."
        pieces = "; ".join(self._piece(i, p) for i, p in enumerate(self.game.players))
        return f"Now: {pieces}. Your hand: {' '.join(self.hand) or 'empty'}. Next: {self._next()}."

    def _piece(self, i: int, p: str) -> str:
        s, b = self.state, self.game.board
        rc = ", remote-controlled" if s.controlled[i] else ""
        return (f"{p} on position {s.pos[i] + 1} ({b.name_of(s.pos[i])}) facing "
                f"{s.facing[i].word}{rc}")

    def _next(self) -> str:
        acts = self.state.legal_actions()
        if self.state.phase == "answer":
            q = self.state.to_dict()["question"]
            choices = ", ".join(f"{i} {c}" for i, c in enumerate(q["choices"], 1))
            return (f"answer the challenge: {q['question']} ({choices}): es.move('answer ...'), "
                    "or on the board a stack of as many cards as your choice's number")
        if self.state.phase in NEXT:
            return NEXT[self.state.phase]
        return str(acts[0]) if acts[0].kind in ("run", "stuck") else "play cards from your hand"

    def __repr__(self) -> str:
        return self.status()

    def hint(self) -> str:
        """What the look-ahead player would do in your place (a copy decides)."""
        if self.over:
            return ""
        return str(bots.lookahead(self.state.clone(trace=False), np.random.default_rng(0)))

    def why(self) -> str:
        """Your last cancelled move, with the rule that cancelled it."""
        for turn in reversed(self.turns):
            for e in turn.events:
                if e.kind == "Cancelled" and e.get("player") == self.you:
                    return e.explain()
        return "None of your moves was cancelled yet."

    # --- moving ------------------------------------------------------------------------

    def play(self, cards: Any) -> Turn:
        """Play hand cards in this order (``"F F L"``, or a board widget's program)."""
        return self._with_cards("play", cards)

    def give(self, target: str | None = None, cards: Any = "") -> Turn:
        """Give hand cards, in this order, to ``target``'s remote-controlled piece
        (``give()`` gives nothing)."""
        if target is None:
            return self.move("give none")
        return self._with_cards(f"give {target}", cards)

    def _with_cards(self, head: str, cards: Any) -> Turn:
        try:
            action = self._cards(head, cards)
        except LabError as e:
            return self._refused(f"the cards cannot be read: {e}")
        return self._shown(self._move(action))

    def move(self, action: str) -> Turn:
        """Any action in the notation: ``stuck``, ``run``, ``answer 4``, ``give cody F``..."""
        return self._shown(self._move(action))

    def _cards(self, head: str, cards: Any) -> str:
        text = cards if isinstance(cards, str) else getattr(cards, "program", cards)
        program = parse(text)
        if not all(isinstance(n, Card) for n in program.body):
            raise IllegalAction("Energy Seekers moves use F, L and R cards, no blue cards")
        return " ".join([head, *(n.letter for n in program.body)])

    def _move(self, action: str) -> Turn:
        if self.over:
            return self._refused("the game is over: start a new one with EnergySeekersPlay()")
        start = len(self.state.trace) - 1
        try:
            act = Action.parse(action)
            events = self.state.apply(act)
        except LabError as e:
            return self._refused(str(e))
        lines = [f"You ({self.you}) {act}:"] + [f"  {e.text}" for e in events]
        more_lines, more = self._answer()
        turn = Turn(True, lines + more_lines + [self.status()], events + more,
                    self.state.trace_since(start))
        self.turns.append(turn)
        return turn

    def _answer(self) -> tuple[list[str], list[Any]]:
        lines: list[str] = []
        events: list[Any] = []
        while not self.over and self.state.player != self.you:
            action = self.computers[self.state.player](self.state, self.rng)
            words = str(action)
            lines.append(f"{self.state.player} {VERBS[action.kind]}{words[len(action.kind):]}:")
            done = self.state.apply(action)
            events += done
            lines += [f"  {e.text}" for e in done]
        return lines, events

    # --- the widget ----------------------------------------------------------------------

    def _widget_start(self) -> Any:
        return self.state.clone(trace=False)

    def _title(self) -> str:
        return f"Energy Seekers: you are {self.you}. {self.status()}"

    def _play(self, program: Any) -> Turn:
        """The stacked cards as your action in the phase you are in (an empty stack gives
        nothing to a remote-controlled piece)."""
        acts = self.state.legal_actions()
        kind, cards = (acts[0].kind if acts else "play"), program.text
        if kind == "answer":  # on the board: n stacked cards choose the n-th answer
            n = len(cards.split())
            if not 1 <= n <= len(acts):
                return self._refused(f"stack 1 to {len(acts)} cards to choose an answer")
            return self._move(str(acts[n - 1]))
        if kind == "give":
            targets = [a.target for a in acts if a.target]
            return self._move(f"give {targets[0]} {cards}" if cards and targets else "give none")
        return self._move(kind if kind in ("run", "stuck") else f"play {cards}")

    def _new_scene(self) -> None:
        scene = self.state.scene()
        scene["title"] = self._title()
        self._widget.scene = scene

    def _shown(self, turn: Turn) -> Turn:
        """Give an action played in a cell to the widget, so it shows the same game."""
        if turn.ok:
            self._show(turn)
        return turn
