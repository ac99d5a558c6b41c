"""Play Energy Seekers against computer players from notebook cells or in the board widget,
and check small Energy Seekers exercises.

:class:`EnergySeekersPlay` holds one game (``games.energy_seekers``). You move with hand
cards, ``es.play("F F L")``; when the computer players' pieces are remote-controlled you
choose what to give them, ``es.give("cody", "F")`` (or ``es.give()`` for nothing); a
``stuck``, a ``run`` and a challenge ``answer`` go through ``es.move(...)``. After each of
your actions the computer players play until it is your turn again. Every action comes back
as a :class:`~codyroby_lab.lessons.play.Turn`: the events in plain words, the rules behind
them and the trace of every step. ``es.why()`` explains your last cancelled move.

``es.widget()`` is a board widget: stack cards from your hand and press Run to play them
(or, when a piece is remote-controlled, to give them; with no cards, Run passes when no
card can move you, runs the cards you were given, or gives nothing); the trace shows your
turn and the computer players' turns, step by step, with the rule behind each event.

>>> es = EnergySeekersPlay({"players": ["ada", "cody"], "deck": list("FLFFFRLLFRRF"),
...                         "challenge": {"chance": 1}}, seed=1)
>>> es.hand
['F', 'L', 'F']
>>> print(es.play("F L F"))
You (Ada) play F L F:
  Ada moves forward from position 1 (A7) to position 2 (B7)
  Ada turns left and faces north
  Ada's move is cancelled: card 3 (F) would leave the path, so Ada goes back to position
  1 (A7) and will be remote-controlled next turn
  Ada discards F L F
Cody:
  Cody draws 3 cards
Cody gives nothing:
  Cody gives no card to a remote-controlled piece
Cody plays F F:
  Cody moves forward from position 1 (A7) to position 2 (B7)
  Cody moves forward from position 2 (B7) to position 3 (C7)
  Cody discards F F
You:
  Ada draws L L F
Now: Ada on position 1 (A7) facing east, remote-controlled; Cody on position 3 (C7)
facing east.
Your hand: L L F. Next: play on the board under "Play on the board" (run its cell to
open it), or your piece is remote-controlled, and nobody gave it a card: write run in
place of cards between the quotes of a play cell (like the one under
"Play a whole game", after the board) and run it: it stays where it is.
>>> print(es.why())
Ada's move is cancelled: card 3 (F) would leave the path, so Ada goes back to position 1 (A7) and will be remote-controlled next turn.
The rule: A move leading out of the path is cancelled: the piece goes back to where it began the turn, the cards are used up, and at its next turn the other players move it (Remote Control).
"""  # noqa: E501

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from difflib import get_close_matches
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.vocabulary import meaning
from codyroby_lab.games.codyroby.program import Card, parse
from codyroby_lab.games.energy_seekers import EnergySeekers, actions, bots
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers.actions import cards_of, target_of
from codyroby_lab.games.energy_seekers.challenge import Question
from codyroby_lab.games.energy_seekers.rules import LETTERS
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.checks import Result
from codyroby_lab.lessons.play import ComputerGame, Turn
from codyroby_lab.lessons.result import CROSS
from codyroby_lab.ui.editors import either, hand_cards

PLAYERS = ["ada", "cody", "roby"]
#: the words that start a whole move written out, as the game writes it ("run", "give cody F")
MOVES = ("play", "give", "run", "stuck", "answer")
#: a turn with no cards of your own to play: why, and what it does
NO_CARDS = {"stuck": ("every move your cards could make leaves the path", " to pass"),
            "run": ("your piece is remote-controlled", " to run the cards the others gave it"),
            "nothing given": ("your piece is remote-controlled, and nobody gave it a card",
                              ": it stays where it is"),
            # all your cards given away: no move of them leaves the path, there are none
            # (walk 06t, fault 4)
            "empty": ("your hand is empty", " to pass")}
#: how a move is made in a cell (there is no Run button there: the move is written); the
#: play cell is named, since the cells just below a game's output are the rules and the
#: board, not a cell with quotes (walk 06q, fault 5)
#: where a move is written: the lesson's first play cell comes before the board, and "Play a
#: whole game" after it (walk 06p3, fault 6: the words pointed past the board unsaid)
IN_A_CELL = ('between the quotes of a play cell (like the one under "Play a whole game", after '
             'the board) and run it')
#: where the next move is made while no board is open: the lesson plays it there first
BOARD_FIRST = 'play on the board under "Play on the board" (run its cell to open it), or '
#: what a wrong order hears, a new word at each try (walk 06r6, fault 9: "F L F" and then
#: "F F L" heard the same hint twice): a cancelled move's, with a last one for a question
#: that may leave cards out; then one that ended on another square's
OFF_PATH = ("before each F card, look at the square in front of the piece: is it on the path?",
            "the piece faces the same way until an L or R card turns it: which way does it "
            "face just before the card that left the path?")
FEWER = ("you need not play every card of your hand: where would the piece be if the move "
         "stopped just before the card that left the path?")
ELSEWHERE = ("play the cards one at a time in your head, square by square.",
             "put a finger on the piece in the picture and move it card by card: on which "
             "card does it go past position {position}, or turn away from it?")
#: said of an answer that is no try (cards the hand cannot play): the tries told then
#: count only the orders played (walk 06r6, fault 9: after 5 answers "your third try")
NOT_A_TRY = "It is not counted as a try."
#: what to write while you give, when nothing is written (walk 06s, fault 1: "none" and
#: "nothing" were refused as cards, and nothing said that "give none" gives nothing)
GIVE_HOW = ': write the cards you give, or write "give none" to give no card'
#: the board's title while Predict waits for guesses (it tells nothing of how the move ends)
GUESSING = ("Energy Seekers: you are {name}. Next: guess where the pieces will be after each "
            "step, as the words beside the board say.")
#: the same once the game is over: a replay of its last moves is left to guess, no next move
#: (walk 06t, fault 5: "Next: guess..." beside "Game over: Ada wins")
GUESSED_OVER = ("Energy Seekers: the game is over. Guess where the pieces went after each "
                "step of its last moves, as the words beside the board say.")
#: the kinds of event that never move a piece (a draw, a gift, a discard...): Predict shows
#: a step of only these, never asks it (walk 06s, fault 8: it asked where Ada is after every
#: draw and gift of the computer players, 8 to 12 clicks a round)
#: what a wrong guess at a step with such an event is told to look at (the rule, never where
#: the piece ends): at a card that cancels the move, "Step 1 plays the card F" alone sent a
#: child to the square in front (walk 06y, serious fault 1)
RULES_TO_SEE = {kinds.CANCELLED: "Is the square in front of {name} on the path when the card "
                                 "plays? A card that would leave the path cancels the whole "
                                 "move."}
STILL = (kinds.DREW, kinds.GAVE, kinds.DISCARDED, kinds.RESHUFFLED, kinds.PASSED, kinds.STUCK,
         kinds.REPEATED, kinds.CHALLENGED, kinds.REMOTE_CONTROLLED, kinds.WON, kinds.ENDED)
SPECIAL = (kinds.REPEATED, kinds.TELEPORTED, kinds.SWAPPED, kinds.REMOTE_CONTROLLED,
           kinds.CHALLENGED, kinds.CHALLENGE_DONE, kinds.WON)


def doing(act: Action, you: bool) -> str:
    """An action in words, for "You ..." (``you``) or for a player's name.

    >>> doing(actions.parse("give cody F L"), you=False)
    'gives F L to Cody'
    >>> doing(actions.parse("stuck"), you=True)
    'pass: every move your cards could make leaves the path'
    >>> doing(actions.parse("answer R"), you=True)
    'answer the Challenge question with R'
    """
    s = "" if you else "s"
    cards, target = " ".join(cards_of(act)), target_of(act)
    if act.verb == "play":
        return f"play{s} {cards}"
    if act.verb == "give":
        return (f"give{s} nothing" if target is None
                else f"give{s} {cards} to {display_name(target)}")
    if act.verb == "run":
        return "run the cards you were given" if you else "runs the cards it was given"
    if act.verb == "stuck":
        return ("pass: every move your cards could make leaves the path" if you
                else "passes: every move its cards could make leaves the path")
    # the question named, not "answer R": a letter alone read as a card (walk 06z, fault 9)
    return f"answer{s} the Challenge question with {actions.answer_of(act)}"


def no_step(move: str, name: str) -> str:
    """Why ``move`` takes ``name``'s piece no step, when it only turns ("" for any other
    move): "The computer would: play L R" looked like nonsense to a child (walk 06v, fault
    3). Said beside the move, never in it: the move is what a child copies into a play
    cell.

    >>> no_step("play L", "Ada")
    'no step: Ada only turns on the spot, to face the way the next cards can go'
    >>> no_step("play L R", "Ada")
    'no step, and Ada ends facing the same way: the cards played make room in the hand for new ones at the next turn'
    >>> no_step("play F L", "Ada"), no_step("give cody L", "Ada")
    ('', '')
    """  # noqa: E501
    verb, *cards = move.split()
    if verb != "play" or not cards or "F" in cards:
        return ""
    if sum(1 if card == "R" else -1 for card in cards) % 4:
        return f"no step: {name} only turns on the spot, to face the way the next cards can go"
    return (f"no step, and {name} ends facing the same way: the cards played make room in the "
            "hand for new ones at the next turn")


class EnergySeekersPlay(ComputerGame):
    """An Energy Seekers game: you (``you``; by default the first player, ``ada``) against
    computer players (``computers``: one bot per other player, by default the look-ahead
    player and the greedy one). ``setup`` is an Energy Seekers setup (every field optional; three
    players by default); ``seed`` fixes the deck and the computers' choices. An ``example``
    game is one whose moves the lesson itself writes, cell after cell: its status says where
    everything stands but no next step, since a child told to write a move would write it in
    the main game's play cell, which moves another game (walk 06r, fault 1)."""

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str | None = None, computers: list[Any] | None = None,
                 example: bool = False):
        self.example = example
        self.game = EnergySeekers.from_setup({"players": PLAYERS, **(setup or {})})
        self.you = you or self.game.players[0]
        if self.you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        others = [p for p in self.game.players if p != self.you]
        chosen = computers or [bots.lookahead, bots.greedy] * len(others)
        self.computers = dict(zip(others, chosen, strict=False))
        self.seed = seed
        self._deal(seed)

    # --- reading -----------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The cards in your hand."""
        return list(self.state.hands[self.game.players.index(self.you)])

    def legal(self) -> list[str]:
        """Everything you may do now, in the action notation, moves that leave the path
        (and are cancelled) included: :meth:`safe` leaves them out."""
        return [] if self.over else [str(a) for a in self.state.legal_actions()]

    def safe(self) -> list[str]:
        """What you may do now without a cancelled move: :meth:`legal` without the moves
        that would drive your piece off the path (each is tried on a copy of the game);
        none while a Challenge question waits for your answer (an answer moves no piece).

        >>> es = EnergySeekersPlay({"deck": list("FLFFFRLLF"),
        ...                         "pieces": {"ada": {"position": 8, "facing": "E"}}}, seed=1)
        >>> es.hand, es.safe()
        (['F', 'L', 'F'], ['play L', 'play L F', 'play L F F'])
        """
        if self.state.phase == "answer":
            return []
        return [a for a in self.legal() if not any(
            e.kind == kinds.CANCELLED for e in self.state.clone().apply(a))]

    def choices(self) -> str:
        """What you can do now, in words: the moves that keep your piece on the path (the
        :meth:`safe` ones), or the gifts you can make, called gifts: "Moves that keep Ada on
        the path: give none, give cody F" called giving a move, and Ada does not move then
        (walk 06s, fault 4).

        >>> print(EnergySeekersPlay(seed=11).choices())
        Moves that keep Ada on the path: play F, play F F, play F F F
        """
        if self.over:
            return self.status()
        if self.state.player != self.you:
            return f"What you can do now: {self._next()}."
        kind = self.state.legal_actions()[0].verb
        if kind == "give":
            return ("Gifts you can make now (giving cards moves no piece, and your own move "
                    f"comes after): {', '.join(self.safe()[:8])}")
        if kind in ("run", "stuck"):
            kind, _, does = self._no_cards()
            return f"What you can do now: {kind}{does}."
        if kind == "answer":
            return "What you can do now: answer the Challenge question."
        return f"Moves that keep {display_name(self.you)} on the path: {', '.join(self.safe()[:8])}"

    def status(self) -> str:
        """Where every piece is and what you do next, in words."""
        if self.over:
            if self.winner is None:
                return "Game over: the turn limit was reached."
            won = display_name(self.winner) + " wins"
            if self.winner == self.you:
                won = f"{won}, with the computer playing for you" if self.autoplayed else "you win"
            return f"Game over: {won}."
        pieces = "; ".join(self._piece(i, p) for i, p in enumerate(self.game.players))
        now = f"Now: {pieces}. Your hand: {' '.join(self.hand) or 'empty'}."
        if self.example:
            return now
        # no board yet: the lesson's next move is made on it, said first (walk 06q4, fault
        # 7: the first move's words sent the child past the board, to a play cell after it)
        first = BOARD_FIRST if self._widget is None and self.state.player == self.you else ""
        return f"{now} Next: {first}{self._next()}."

    def _piece(self, i: int, p: str) -> str:
        s, b = self.state, self.game.board
        rc = ", remote-controlled" if s.controlled[i] else ""
        return (f"{display_name(p)} on position {s.pos[i] + 1} ({b.name_of(s.pos[i])}) "
                f"facing {s.facing[i].word}{rc}")

    def _next(self, board: bool = False) -> str:
        """What to do now: on the board (``board``), where you stack cards and press Run,
        or in a cell, where you write your move and run the cell.

        >>> es = EnergySeekersPlay(seed=11)
        >>> es._next(board=True)
        'stack cards from your hand and press Run'
        >>> es._next()
        'write the cards you play, in order, between the quotes of a play cell (like the one under "Play a whole game", after the board) and run it'
        """  # noqa: E501
        if self.state.player != self.you:
            return f"wait: it is {display_name(self.state.player)}'s turn"
        acts = self.state.legal_actions()
        kind = acts[0].verb
        if kind == "answer":
            q = self.state.to_dict()["question"]
            how = (f"Click your answer ({either(q['choices'])}) and press Run" if board else
                   f"Write your choice ({either(q['choices'])}) {IN_A_CELL}")
            return f"answer the challenge: {q['question']} {how}"
        if kind == "give":
            targets = [t for a in acts if (t := target_of(a))]
            names = " and ".join(dict.fromkeys(map(display_name, targets)))
            how = ("stack the cards you give and press Run, or press Run with no cards to "
                   "give nothing" if board else
                   f'write the cards you give it (or "give none" to give no card) {IN_A_CELL}')
            return f"{names}'s piece is remote-controlled: {how}"
        if kind in ("run", "stuck"):
            kind, why, does = self._no_cards()
            how = ("press Run with no cards" if board else
                   f"write {kind} in place of cards {IN_A_CELL}")
            return f"{why}: {how}{does}"
        return ("stack cards from your hand and press Run" if board else
                f"write the cards you play, in order, {IN_A_CELL}")

    def _no_cards(self) -> tuple[str, str, str]:
        """This turn's move with none of your own cards (run or stuck), why you make it,
        and what it does (:data:`NO_CARDS`)."""
        kind = self.state.legal_actions()[0].verb
        if kind == "stuck" and not self.state.to_dict()["hands"][self.you]:
            return (kind, *NO_CARDS["empty"])
        given = kind == "stuck" or self.state.to_dict()["remote"].get(self.you)
        return (kind, *NO_CARDS[kind if given else "nothing given"])

    def hint(self) -> str:
        """What the look-ahead player would do in your place (a copy decides); while it is
        another player's turn, whose turn it is. A Challenge question gets no answer (the
        computer players cannot read: they answer at random), only how to find it.

        >>> es = EnergySeekersPlay(seed=11, computers=[bots.greedy])   # Roby has no player
        >>> es.play("F").ok, es.hint()
        (True, "It is Roby's turn, not yours: there is nothing to suggest until your turn.")
        """
        if self.over:
            return ""
        if self.state.player != self.you:
            return (f"It is {display_name(self.state.player)}'s turn, not yours: there is "
                    "nothing to suggest until your turn.")
        if self.state.phase == "answer":
            question = self.game.challenge.questions[self.state.question]
            return f"leave this answer to you. To find it: {question.hint or READ_AGAIN}"
        return self._suggestion()

    def hint_why(self) -> str:
        """Why the move of :meth:`hint` takes no step, when it only turns (:func:`no_step`);
        "" for any other.

        >>> game = EnergySeekersPlay(seed=25); _ = game.play("F F F")
        >>> game.hint(), game.hint_why()
        ('play L', 'No step: Ada only turns on the spot, to face the way the next cards can go.')
        """  # noqa: E501
        why = no_step(self.hint(), display_name(self.you))
        return f"{why[:1].upper()}{why[1:]}." if why else ""

    def _suggestion(self) -> str:
        return bots.lookahead(self.state.clone(), self.you, np.random.default_rng(0)).text

    def _in_a_line(self, turn: Turn) -> str:
        """A move the computer played for you, a Challenge answer with whether it was right,
        or nothing for a move that took your piece no step (only turns, a pass, no card
        given): 46 lines, half of them "play L R (no step...)" or "give nothing", and
        answers with no word on whether they were right (walk 06p, fault 6).

        >>> game = EnergySeekersPlay(seed=79)
        >>> game._in_a_line(game.play("F F F")), game._in_a_line(game.play("L"))
        ('You (Ada) play F F F', '')
        """
        line = super()._in_a_line(turn)
        move = line.partition(") ")[2]
        if no_step(move, display_name(self.you)) or move == "give nothing" or \
                move.startswith("pass"):
            return ""
        done = [e.get("ok") for e in turn.events
                if e.kind == kinds.CHALLENGE_DONE and e.get("player") == self.you]
        return f"{line}: {'right' if done[0] else 'wrong'}" if done else line

    def why(self) -> str:
        """Your last cancelled move, and the rule that cancelled it, in plain words."""
        for turn in reversed(self.turns):
            for e in turn.events:
                if e.kind == kinds.CANCELLED and e.get("player") == self.you:
                    return f"{e.text}.\nThe rule: {e.rule.text}"
        return "None of your moves was cancelled yet."

    # --- moving ------------------------------------------------------------------------

    def play(self, cards: Any) -> Turn:
        """Play hand cards in this order (``"F F L"``, or a board widget's program); a whole
        move written out (``"play F L"``, ``"give none"``, ``"run"``, ``"answer 4"``), as
        :meth:`safe` and :meth:`hint` write it (walk 06p, fault 6), is played as it is;
        while a Challenge question waits for your answer, what is written is the answer
        (``"24"``, or "show me"), and while you give, the cards given, as on the board;
        case and commas are forgiven; nothing written plays nothing, and says what to write.

        >>> print(EnergySeekersPlay(seed=11).play("").lines[0])
        ✘ Not played: nothing is written between the quotes yet.
        """
        if isinstance(cards, str) and not cards.strip():
            return self._refused("nothing is written between the quotes yet"
                                 + (GIVE_HOW if self._giving() else ""))
        written = " ".join(answers.words(cards)) if isinstance(cards, str) else ""
        said = written.split()
        if self._giving() and meaning("nothing", written):   # "none", "no cards"...
            return self.move("give none")
        if near := self._misspelt(cards, said):
            return self._refused(near)
        if said[:1] == ["play"]:   # a move as the hint cell writes it: "play L F"
            return self._with_cards("play", written.partition(" ")[2])
        if self._giving() and (said[:1] == ["give"] or set(said) & set(self.game.players)):
            return self._gift(said[1:] if said[0] == "give" else said)   # "roby F" too
        if said[:1] and said[0] in MOVES:
            not_now = self._not_now(said[0])
            return self._refused(not_now) if not_now else self.move(written)
        if said and self._yours() and self.state.legal_actions()[0].verb in ("run", "stuck"):
            kind, why, does = self._no_cards()
            return self._refused(f"{why}, so this turn you play none of your own cards: "
                                 f"write {kind} in their place{does}")
        if written and self.state.phase in ("answer", "give") and self.state.player == self.you:
            if self.state.phase == "give":
                try:
                    written = " ".join(_letters(written))
                except LabError as e:
                    return self._cannot_give(e)
            return self._show(self._play(written))
        return self._with_cards("play", cards)

    def _yours(self) -> bool:
        """Whether it is your turn in a game still going."""
        return not self.over and self.state.player == self.you

    def _giving(self) -> bool:
        """Whether you now choose what to give the remote-controlled pieces."""
        return self._yours() and self.state.phase == "give"

    def _misspelt(self, cards: Any, said: list[str]) -> str:
        """What one word that is neither cards nor a move hears when it is near a move's
        word ("rnu", "stcuk"), or nothing: those heard "is not a card: use F, L or R", and a
        child who meant run was sent to the cards (walk 06s, fault 3). An answer to a
        Challenge question is the answer's to read.

        Only a move that is this turn's is offered (tests/test_energy_seekers_cell_moves.py
        plays the turns where run and stuck are): at the start, the cards are.

        >>> EnergySeekersPlay(seed=79)._misspelt("runn", ["runn"])   # not remote-controlled
        ''
        """
        if len(said) != 1 or said[0] in MOVES or self.state.phase == "answer":
            return ""
        try:
            _letters(said[0])
            return ""
        except LabError:    # only a move that is this turn's: "runn" was sent to run, which
            near = [m for m in get_close_matches(said[0], MOVES, n=1, cutoff=0.6)  # is refused
                    if not self._not_now(m)]           # when nobody gave you cards (06w, 10)
        return f"{answers.written(cards)[0]!r} is not a card: maybe you meant {near[0]}" \
            if near else ""

    def _gift(self, said: list[str]) -> Turn:
        """Your gift written after "give" (or with no "give": "roby F"), the piece's name
        before or after the cards ("give cody F", "give F to cody"): "give F to cody" heard
        "'T' in 'f to cody' is not a card", a letter the child never wrote alone (walk 06s,
        fault 3), and "roby F", the hint's gift with its "give" left out, "'roby' is not a
        card" (walk 06p, fault 1)."""
        targets = [t for a in self.state.legal_actions() if (t := target_of(a))]
        named = [w for w in said if w in self.game.players]
        if named and named[0] not in targets:
            return self._refused(f"{display_name(named[0])}'s piece is not remote-controlled: "
                                 f"you give cards to {display_name(targets[0])}'s piece")
        try:
            letters = _letters(" ".join(w for w in said if w not in named and w != "to"))
        except LabError as e:
            return self._cannot_give(e)
        return self.move(f"give {named[0] if named else targets[0]} {' '.join(letters)}"
                         if letters else "give none")   # "give" alone, as the game reads it

    def _cannot_give(self, error: LabError) -> Turn:
        """A gift whose cards cannot be read: what is wrong, then what giving takes, in the
        game's own words (walk 06p3, fault 7: " 16 " heard how to play a card twice).

        >>> game = EnergySeekersPlay(seed=11)
        >>> print(game._cannot_give(IllegalAction("16 is not a card: to play...")).lines[0])
        ✘ Not played: 16 is not a card: write the cards you give, or write "give none" to give no card.
        """  # noqa: E501
        return self._refused(str(error).partition(":")[0] + GIVE_HOW)

    def _not_now(self, verb: str) -> str:
        """Why ``run``, ``stuck`` or ``give``, written in a cell, is not this turn's move, or
        nothing. The game's own refusal wrote moves as its notation does ("e.g. 'play F'
        (Stuck)"), which the lesson does not teach, and named the move that works (walk 06q,
        fault 6; walk 06s, fault 3): this one says what is wrong, and the status after it
        says what to write."""
        if verb not in ("run", "stuck", "give") or not self._yours():
            return ""
        kind = self.state.legal_actions()[0].verb
        if kind == verb:
            return ""
        if verb == "stuck" and kind == "play":
            return "you can still move: some of your cards keep your piece on the path"
        if verb == "run" and kind in ("play", "stuck"):
            return "your piece is not remote-controlled, so it has nothing to run"
        if verb == "give":
            return ("you give cards only at the start of your turn, while another player's "
                    "piece is remote-controlled")
        return f"{verb} is not this turn's move"

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
            return self._refused(str(e))
        return self.move(action)

    def move(self, action: str) -> Turn:
        """Any action in the notation: ``stuck``, ``run``, ``answer 4``, ``give cody F``..."""
        return self._show(self._move(action))

    def _cards(self, head: str, cards: Any) -> str:
        return " ".join([head, *_letters(cards)])

    def _move(self, action: str) -> Turn:
        if self.over:
            return self._over()
        trace = Trace(self.state)
        asked = self.state.question if self.state.phase == "answer" else None
        try:
            act = actions.parse(action, self.game.players)
            steps = self._steps(act, trace)
        except LabError as e:
            return self._refused(str(e))
        lines: list[str] = []   # the next player's draw under its own name
        yours = next((i for i, (actor, _) in enumerate(steps) if actor not in (None, self.you)),
                     len(steps))
        self._write(lines, f"You ({display_name(self.you)}) {doing(act, True)}:", self.you,
                    steps[:yours])
        events = [e for _, e in steps]
        checked = None
        if asked is not None and act.verb == "answer" and self.autoplayed:   # not praised
            lines.append(f"The computer answered for you: {actions.answer_of(act)}.")  # (06w, 9)
        elif asked is not None and act.verb == "answer":   # said under your answer, not later
            checked = challenge_feedback(self.game.challenge.questions[asked],
                                         actions.answer_of(act))
            said = any(checked.hint and checked.hint in e.text for e in events)
            lines += str(replace(checked, hint="") if said else checked).splitlines()
        self._write(lines, None, self.you, steps[yours:])
        return self._turn(trace, lines, events, checked)

    def _says(self, player: str, action: Any) -> str:
        return f"{display_name(player)} {doing(action, False)}:"

    # --- the widget ----------------------------------------------------------------------

    def _title(self) -> str:
        """Short: who you are and the one thing to do now (the hand is on the board)."""
        if self.over:
            return f"Energy Seekers: {self.status()}"
        return (f"Energy Seekers: you are {display_name(self.you)}.{self._cancelled()}"
                f"{self._answered()} Next: {self._next(board=True)}.")

    def widget(self) -> Any:
        """The board (:meth:`ComputerGame.widget`), offering "show me" to a stuck learner."""
        widget = super().widget()
        self._guessing()
        self._offer_show_me()
        return widget

    def _new_scene(self) -> None:
        super()._new_scene()
        self._guessing()
        self._offer_show_me()

    def _guessing(self) -> None:
        """The board's title while Predict waits for guesses: the title from before the
        move said to stack cards and press Run, beside the words asking for a guess (walk
        06r, fault 2); and what each step that plays no card is, which Predict says in
        place of a card to look at (walk 06s, fault 2: a challenge's answer moved Ada 2
        squares back, and the hint sent the child to "the card of step 1")."""
        guessing = GUESSED_OVER if self.over else GUESSING.format(name=display_name(self.you))
        self._widget.scene = {**self._widget.scene, "guessing": guessing,
                              "steps": self._steps_without_cards(),
                              "still": list(STILL), "rules_to_see": RULES_TO_SEE}

    def _steps_without_cards(self) -> dict[str, str]:
        """What a step of each phase that plays no card is, for ``{actor}``.

        >>> print(EnergySeekersPlay(seed=1)._steps_without_cards()["answer"])
        {actor} answers the Challenge question: a right answer moves the piece 2 squares on, a wrong one moves the piece 2 squares back
        """  # noqa: E501
        challenge = self.game.challenge
        return {"answer": f"{{actor}} answers the Challenge question: a right answer "
                          f"{_effect(challenge.success)}, a wrong one {_effect(challenge.failure)}",
                "move": "{actor}'s move goes on with no card: look at what the square the "
                        "piece reached does, and whether a card left the path"}

    def _offer_show_me(self) -> None:
        """Put "show me" among the board's answers to a Challenge question the learner is
        stuck on (the board has no place to write it)."""
        if self.state.phase == "answer" and self.state.player == self.you:
            key = _challenge_key(self.game.challenge.questions[self.state.question])
            if feedback.tries(key) >= feedback.STUCK and not feedback.answered(key):
                editor = self._widget.editor
                editor.config = {**editor.config,
                                 "answers": [*editor.config["answers"], answers.SHOW_ME]}
                self._widget.scene = {**self._widget.scene, "editor": editor.config}

    def _cancelled(self) -> str:
        """Why your move of the last turn was cancelled, short (the title keeps it in view
        while the replay runs on: the board's log scrolls it away), or nothing."""
        last = self.turns[-1].events if self.turns else []
        said = [e.text for e in last if e.kind == kinds.CANCELLED and e.get("player") == self.you]
        return f" Your move was cancelled: {said[0].split(': ', 1)[-1].split(', so ')[0]}." \
            if said else ""

    def _answered(self) -> str:
        """What the check of your last move's Challenge answer said, with its hint (the title
        keeps it in view until your next move: the status under the board goes with the
        next press), or nothing. A wrong answer is said short, with its hint: the question
        said again and when it comes back made the title three lines, its first cut off at
        the top of the screen (walk 06s, fault 9); the words under the buttons and What
        happened say them."""
        checked = self.turns[-1].feedback if self.turns else None
        if checked is None or checked.ok:
            return f" {self._note()}".rstrip()
        hint = f" Hint: {checked.hint}" if checked.hint else ""
        return f" {CROSS} Your Challenge answer was not right.{hint}"

    def _play(self, cards: str) -> Turn:
        """The cards chosen on the board (``"F F L"``) as your action in the phase you are
        in; with no cards, Run passes when every move your cards could make leaves the
        path, runs the cards you were given, or gives nothing."""
        if self.over:
            return self._over()
        acts = self.state.legal_actions()
        kind = acts[0].verb
        if kind == "answer":  # on the board: the answer chosen instead of the hand
            if not cards:
                return self._refused("click your answer first, then press Run")
            if answers.asks_to_see(cards):      # asking, not answering: the question stays
                question = self.game.challenge.questions[self.state.question]
                return Turn(False, [str(feedback.asked(_challenge_key(question),
                                                       lambda: _challenge_answer(question)))])
            return self._move(f"answer {cards}")
        if kind == "give":
            targets = [t for a in acts if (t := target_of(a))]
            return self._move(f"give {targets[0]} {cards}" if cards and targets else "give none")
        if kind in ("run", "stuck"):
            if cards:
                return self._refused("you play none of your own cards this turn: "
                                     "empty Cards to play, then press Run")
            return self._move(kind)
        if not cards:
            return self._refused("stack at least one card from your hand, then press Run")
        return self._move(f"play {cards}")


def _effect(effect: dict[str, Any]) -> str:
    """What a Challenge's effect (``{"move": -2}``, ``{"remote": True}``) does, in words.

    >>> _effect({"move": 1}), _effect({"remote": True}), _effect({})
    ('moves the piece 1 square on', 'makes the piece remote-controlled', 'does nothing')
    """
    n = int(effect.get("move", 0))
    if n:
        return f"moves the piece {abs(n)} square{'s' * (abs(n) != 1)} {'on' if n > 0 else 'back'}"
    return "makes the piece remote-controlled" if effect.get("remote") else "does nothing"


# --- the Challenge's questions ----------------------------------------------------------

#: how to get closer, for a question whose teacher wrote no hint
READ_AGAIN = "read the question again, one part at a time, and check each choice against it."
#: a Challenge's question cannot be answered again at once: it comes back on a later marker
NEXT_TIME = " A Challenge marker may ask it again: then try again."
#: how a stuck learner sees the answer (the board has no place to write "show me": it offers
#: it among the answers, :meth:`EnergySeekersPlay._new_scene`)
SEE_IT = (f' If you are stuck, the next time it is asked, click "{answers.SHOW_ME}" among the '
          "answers and press Run: you will see the answer.")


def _challenge_key(question: Question) -> str:
    """The key of a Challenge question's tries (:mod:`.feedback`)."""
    return f"energy seekers challenge: {question.question}"


def _challenge_answer(question: Question) -> Result:
    """A Challenge question's answer, as shown to a learner who asks for it."""
    return Result(True, f'the answer to "{question.question}" is {question.answer}.')


def challenge_feedback(question: Question, answer: str) -> Result:
    """What your answer to a Challenge's ``question`` hears, by the one feedback rule
    (:mod:`.feedback`): a wrong one what is wrong about it and how to find the answer (the
    question's hint), never the answer; each answer is a try at that question.

    >>> feedback.forget()
    >>> q = Question("Which card turns left?", ("F", "L", "R"), "L", "read the letters.")
    >>> print(challenge_feedback(q, "R"))
    ✘ Your answer R is not the answer to "Which card turns left?" A Challenge marker may ask it again: then try again.
      Hint: read the letters.
    >>> print(challenge_feedback(q, "L"))
    ✔ Your answer L is right. You got it on your second try.
    """  # noqa: E501
    if question.is_right(answer):
        verdict = Result(True, f"Your answer {answer} is right.")
    else:
        verdict = Result(False, f'Your answer {answer} is not the answer to "{question.question}"',
                         question.hint or READ_AGAIN)
    return feedback.tried(_challenge_key(question), verdict,
                          lambda: _challenge_answer(question), again=NEXT_TIME,
                          stuck=NEXT_TIME + SEE_IT, name="the last Challenge question")


# --- exercises ----------------------------------------------------------------------------

def _first_move(setup: dict[str, Any], cards: Any) -> tuple[Any, str, list[Any]]:
    """Play ``cards`` as the first move of the game ``setup``: the state, the mover, the
    events (raises a LabError for cards that cannot be played)."""
    state = EnergySeekers.from_setup(setup).new_state(seed=0)
    mover = state.player
    return state, mover, state.apply("play " + " ".join(_letters(cards)))


def _stands_on(setup: dict[str, Any], cards: Any, piece: str) -> list[int]:
    """The positions (numbered from 1) ``piece`` stands on, step by step, while the player
    to move in ``setup`` plays ``cards`` (its start first, its end last)."""
    state = EnergySeekers.from_setup(setup).new_state(seed=0)
    i = state.game.players.index(piece)
    trace = state.play("play " + " ".join(_letters(cards)))
    return [trace[k].pos[i] + 1 for k in range(len(trace))]


def _letters(cards: Any) -> list[str]:
    """The letters of ``cards`` (text or a program): F, L and R cards only; text is read
    as the board's text box reads it (:func:`.hand_cards`: case and commas forgiven), so
    a cell and the board say the same (walk 06p3, fault 1).

    >>> _letters("L, F."), _letters("lff")
    (['L', 'F'], ['L', 'F', 'F'])
    >>> _letters("2 F")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: 2 is not a card: to play a card more than once, write it again, such as F F F (your hand must hold each one)
    >>> _letters("F G")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: there is no G card here: use F, L or R (F goes forward, L turns left, R turns right)
    """  # noqa: E501
    text = cards if isinstance(cards, str) else getattr(cards, "program", cards)
    if isinstance(text, str):
        try:
            return hand_cards(text, LETTERS)
        except LabError as e:   # said inside a sentence of the cell's (or a check's)
            why = str(e).removesuffix(".")
            raise IllegalAction(why[:1].lower() + why[1:]) from None
    body = parse(text, LETTERS).body
    letters = [n.letter for n in body if isinstance(n, Card)]
    if len(letters) != len(body):
        raise IllegalAction("Energy Seekers moves use F, L and R cards, no blue cards")
    return letters


def _where(state: Any, player: str) -> str:
    i = state.game.players.index(player)
    return f"position {state.pos[i] + 1} ({state.game.board.name_of(state.pos[i])})"


def _special(events: list[Any]) -> str:
    said = [e.text for e in events if e.kind in SPECIAL]
    return f" ({'; '.join(said)})" if said else ""


@written_here("answer")
def check_landing(setup: dict[str, Any], cards: str, answer: Any,
                  piece: str | None = None, *, show: bool = False) -> Result:
    """Energy Seekers: the player to move in ``setup`` plays ``cards``; is ``answer`` the
    position where ``piece`` (the mover by default) ends? A wrong answer is told wrong,
    without the right one, and counts a try (:mod:`.feedback`); ``show=True`` shows it.

    >>> setup = {"players": ["ada", "cody"], "deck": ["F", "F", "F"],
    ...          "pieces": {"ada": {"position": 2}}}
    >>> check_landing(setup, "F F", None)
    ✘ Write your answer first: the number written on the square where the piece ends.
    >>> check_landing(setup, "F F", 4)
    ✘ Not quite: Ada does get to position 4, but does not stay there. Try again.
      Hint: look at what the square the move ends on does.
    >>> check_landing(setup, "F F", "eighteen.")
    ✔ Right! Ada ends on position 18 (A4) (Ada goes through the tunnel from position 4 (D7) to position 18 (A4), still facing east). You got it on your second try.
    """  # noqa: E501
    state, mover, events = _first_move(setup, cards)
    who = piece or mover
    if who not in state.game.players:
        raise LabError(f"piece is one of {', '.join(state.game.players)}, not {piece!r}")
    right = f"{display_name(who)} ends on {_where(state, who)}{_special(events)}."
    key = f"landing {who} {cards} {sorted(setup.items(), key=str)}"
    if show or answers.asks_to_see(answer):
        return feedback.asked(key, lambda: Result(True, right))
    if not answers.words(answer):
        return Result(False, "Write your answer first: the number written on the square "
                             "where the piece ends.")
    guess = answers.number(answer)
    if guess is None:
        guess = _square_at(state.game.board, answer)
    if guess is None:
        return Result(False, _unread(str(answer)))
    if not 1 <= guess <= state.game.board.size:
        return Result(False, f"There is no position {guess}: the squares run from 1 to "
                             f"{state.game.board.size}.")
    at = state.pos[state.game.players.index(who)] + 1
    verdict = Result(True, f"Right! {right}") if at == guess else _wrong_landing(
        display_name(who), guess, _stands_on(setup, cards, who))
    if not verdict.ok and who != mover:     # another piece's move: its cards move no card here
        verdict = replace(verdict, hint=f"{display_name(who)} plays no card in this move: play "
                                        f"{display_name(mover)}'s cards one at a time, then "
                                        f"look at what the square {display_name(mover)} ends "
                                        f"on does to {display_name(who)}.")
    return feedback.tried(key, verdict, lambda: Result(True, right), said=guess)


def _square_at(board: Any, answer: Any) -> int | None:
    """The position of the path square an answer names by its column and row (``"D7"``) or
    by what the board writes on it, its number and mark (``"12SW"``), or None: the board
    shows both, and a child who wrote the square without quotes was told to quote it, then
    to write its number (walk 06n, fault 8: two runs for one thing); "12SW" was told to
    write the number written on the square, which it was (walk 06z, fault 6).

    >>> from codyroby_lab.games.energy_seekers.board import PathBoard
    >>> [_square_at(PathBoard.default(), a) for a in (" d7. ", "B6", "12SW", "18 tt", "12TT")]
    [4, None, 12, 18, None]
    """
    said = "".join(answers.words(answer))
    names = {board.name_of(at).lower(): at + 1 for at in range(board.size)}
    names |= {f"{at + 1}{board.mark(at)}".lower(): at + 1 for at in range(board.size)
              if board.mark(at).isalnum()}        # a number alone, or "7?", is read as one
    return names.get(said)


def _unread(answer: str) -> str:
    """What to write instead of an answer that is no number: a square's name (``A4``) that
    is not on the path is told apart, since the board shows both.

    >>> print(_unread("B6"))
    B6 is not a square of the path: write the number written on the square where the piece ends.
    >>> print(_unread("12TT"))
    I cannot read the answer '12TT': write just the number of the square where the piece ends, without letters.
    >>> print(_unread("4.5"))      # (walk 06zz, fault 1: heard "without letters")
    4.5 is not a number written on a square: the squares are numbered 1, 2, 3... Write the number of the square where the piece ends.
    """  # noqa: E501
    if re.fullmatch(r"[A-Za-z]\d{1,2}", answer.strip()):
        return (f"{answer.strip().upper()} is not a square of the path: write the number "
                "written on the square where the piece ends.")
    if re.fullmatch(r"\s*\d+[.,]\d+\s*", answer):      # a number with a point
        return (f"{answer.strip()} is not a number written on a square: the squares are "
                "numbered 1, 2, 3... Write the number of the square where the piece ends.")
    if re.match(r"\s*\d", answer):      # a number with letters: never "write the number"
        return (f"I cannot read the answer {answer[:30]!r}: write just the number of the "
                "square where the piece ends, without letters.")
    return (f"I cannot read the answer {answer[:30]!r}: write the number written on the "
            "square where the piece ends, in figures or in words.")


def _wrong_landing(name: str, guess: int, path: list[int]) -> Result:
    """What is wrong about ``guess`` in the piece's walk ``path`` (start to end), never
    which way the answer lies (a learner would halve the gap until it is found).

    >>> print(_wrong_landing("Ada", 4, [2, 3, 4, 18]))
    ✘ Not quite: Ada does get to position 4, but does not stay there.
      Hint: look at what the square the move ends on does.
    >>> _wrong_landing("Ada", 3, [2, 3, 4, 18]).hint
    'the move goes on from there: play every card.'
    >>> _wrong_landing("Ada", 9, [2, 3, 4, 18]).message
    'Not quite: Ada never stands on position 9 during this move.'
    """
    if guess == path[0]:
        return Result(False, f"Not quite: {name} starts on position {guess}, and the move "
                             "takes the piece away from it.",
                      "play the cards one at a time, then look at what the square the move "
                      "ends on does.")
    if guess in path[1:-1]:
        return Result(False, f"Not quite: {name} does get to position {guess}, but does not "
                             "stay there.", "look at what the square the move ends on does."
                      if guess == [p for p in path if p != path[-1]][-1]
                      else "the move goes on from there: play every card.")
    return Result(False, f"Not quite: {name} never stands on position {guess} during this move.",
                  f"start from position {path[0]} and move square by square, one card at a "
                  "time.")


@written_here("cards", number=False)
def check_reach(setup: dict[str, Any], cards: Any, position: int, *,
                show: bool = False, all_cards: bool = False) -> Result:
    """Energy Seekers: do ``cards``, played by the player to move in ``setup``, bring that
    player's piece to ``position`` without a wrong move? A wrong order is told what goes
    wrong with it, never an order that works, and counts a try (:mod:`.feedback`);
    ``show=True`` (or "show me" for the cards) shows one. With ``all_cards`` the question
    asks for an order of the whole hand: fewer cards are told so, and count no try.

    >>> feedback.forget()
    >>> setup = {"players": ["ada", "cody"], "deck": ["F", "F", "R"],
    ...          "pieces": {"ada": {"position": 15, "facing": "W"}}}
    >>> check_reach(setup, "", 17)
    ✘ Write your cards first: for example 'F R'.
    >>> check_reach(setup, "", 17, all_cards=True)
    ✘ Write your cards first: use all 3 cards of the hand (F F R), each once, in the order you choose.
    >>> print(check_reach(setup, "R", 17))
    ✘ Ada ends on position 15 (C5), not on position 17. Try again.
      Hint: play the cards one at a time in your head, square by square.
    >>> print(check_reach(setup, "F F", 17))  # doctest: +ELLIPSIS
    ✘ Ada's move is cancelled: card 1 (F) the second time round would leave the path, so ...
      Hint: the piece faces the same way until an L or R card turns it: which way does it face just before the card that left the path?
    >>> check_reach(setup, "f, f", 17).message  # doctest: +ELLIPSIS
    '... You tried this answer before, so it is not a new try. Try again...'
    >>> check_reach(setup, "F", 17)
    ✔ Right! Ada ends on position 17 (A5) (Ada starts on a Repetition square: F runs twice). You got it on your third try.
    >>> check_reach(setup, "show me", 17)
    ➜ You asked to see it: cards that do it: F.
      You solved this yourself before you asked, so it still counts as solved by you.
    """  # noqa: E501
    text = cards if isinstance(cards, str) else getattr(cards, "program", cards)
    key = f"reach {position} {sorted(setup.items(), key=str)}"
    if show or answers.asks_to_see(text):
        return feedback.asked(key, lambda: _reach_answer(setup, position, all_cards))
    if not isinstance(text, str) or not text.strip():
        # a question about the whole hand names its cards, not a two-card example
        # (walk 06r7, fault 13: "for example 'F R'" where three cards were asked for)
        ask = _use_all(setup) if all_cards else "for example 'F R'."
        return Result(False, f"Write your cards first: {ask}")
    missing = _missing(setup, text) if all_cards else ""
    if missing:
        return Result(False, f"{missing} {NOT_A_TRY}")
    try:
        state, mover, events = _first_move(setup, text)
    except LabError as e:
        return Result(False, f"These cards cannot be played: {e}. {NOT_A_TRY}")
    # a one-off check has no next turn: its remote control is left out (walk 06p, fault 9)
    cancelled = [e.text.removesuffix(" and will be remote-controlled next turn")
                 for e in events if e.kind == kinds.CANCELLED]
    where = _where(state, mover)
    hints = (*OFF_PATH, *(() if all_cards else (FEWER,))) if cancelled else ELSEWHERE
    hint = hints[min(feedback.tries(key), len(hints) - 1)].format(position=position)
    if cancelled:
        verdict = Result(False, f"{cancelled[0]}.", hint)
    elif state.pos[state.game.players.index(mover)] + 1 != position:
        verdict = Result(False, f"{display_name(mover)} ends on {where}, not on position "
                                f"{position}.", hint)
    else:
        verdict = Result(True, f"Right! {display_name(mover)} ends on {where}{_special(events)}.")
    # the same cards written another way are the same try (walk 06zz, fault 2: "F, F"
    # after "F F" was charged a new one)
    return feedback.tried(key, verdict, lambda: _reach_answer(setup, position, all_cards),
                          said=tuple(_letters(text)))


def _missing(setup: dict[str, Any], text: str) -> str:
    """What an order short of some cards of the mover's hand lacks, when the question asks
    for them all (walk 06r, fault 8: "L F" was a try at "the same three cards"), or nothing
    (cards that are not in the hand are the game's to refuse).

    >>> _missing({"deck": ["F", "L", "F"]}, "l f")
    'You wrote 2 cards: use all 3 cards of the hand (F L F), each once, in the order you choose.'
    """
    hand = _hand(setup)
    try:
        used = _letters(text)
    except LabError:
        return ""
    if len(used) >= len(hand) or Counter(used) - Counter(hand):
        return ""
    return f"You wrote {len(used)} card{'s' * (len(used) != 1)}: {_use_all(setup)}"


def _hand(setup: dict[str, Any]) -> list[str]:
    """The cards in the hand of the player to move in ``setup``.

    >>> _hand({"deck": ["F", "L", "F", "R"]})
    ['F', 'L', 'F']
    """
    state = EnergySeekers.from_setup(setup).new_state(seed=0)
    return list(state.hands[state.game.players.index(state.player)])


def _use_all(setup: dict[str, Any]) -> str:
    """What a question about the whole hand asks for: how many cards, and which.

    >>> _use_all({"deck": ["F", "L", "F"]})
    'use all 3 cards of the hand (F L F), each once, in the order you choose.'
    """
    hand = _hand(setup)
    return (f"use all {len(hand)} cards of the hand ({' '.join(hand)}), each once, in the "
            "order you choose.")


def _reach_answer(setup: dict[str, Any], position: int, all_cards: bool = False) -> Result:
    """The fewest cards of the hand (all of them, with ``all_cards``) that bring the mover
    to ``position``, as an answer to show."""
    state = EnergySeekers.from_setup(setup).new_state(seed=0)
    mover = state.game.players.index(state.player)
    hand = len(state.hands[mover])
    for act in sorted(state.legal_actions(), key=lambda a: len(cards_of(a))):
        if all_cards and len(cards_of(act)) < hand:
            continue
        after = state.clone()
        events = after.apply(act)
        if act.verb == "play" and after.pos[mover] + 1 == position and \
                not any(e.kind == kinds.CANCELLED for e in events):
            return Result(True, f"cards that do it: {' '.join(cards_of(act))}.")
    return Result(False, "No order of these cards does it.")
