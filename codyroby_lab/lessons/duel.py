"""Play Il Duello against the computer from notebook cells or in the board widget.

:class:`DuelPlay` holds one Duel (``games.codyroby.duel``). The learner places a block with
``duel.block("C3")`` and plays hand cards with ``duel.play("F F R")``; after each of the
learner's moves the computer player (``games.codyroby.bots``) answers at once. Every move
comes back as a :class:`Turn`: the events in plain words and the rules behind them. The
rules stay in the game; this module only passes moves on and tells what happened.

``duel.widget()`` is a board widget whose Run button plays the cards in its stack as the
learner's move and then shows the computer's reply, step by step.

>>> duel = DuelPlay({"deck": ["F"] * 30, "hands": {"A": ["F", "F", "F", "R", "F"],
...                  "B": ["L", "L", "F", "F", "F"]}, "blocks_each": 0}, seed=1)
>>> duel.hand
['F', 'F', 'F', 'R', 'F']
>>> print(duel.play("F F F F R"))
You (A) play F F F F R:
  A moves forward from A5 to A4
  A moves forward from A4 to A3
  A moves forward from A3 to A2
  A moves forward from A2 to A1
  A turns right to face east
  A draws 5 cards
The computer (B) plays F L L:
  B moves forward from E1 to E2
  B turns left to face east
  B turns left to face north
  B draws 3 cards
Now: you (A) on A1 facing east, the computer (B) on E2 facing north.
Your hand: F F F F F.
>>> print(duel.play("F F F F F F"))
✘ Not played: A holds only 5 F cards, not 6: the hand is F F F F F, and each card plays
once.
Now: you (A) on A1 facing east, the computer (B) on E2 facing north.
Your hand: F F F F F.
>>> for line in duel.play("F F F F").lines[-3:]: print(line)
  B moves forward from E2 to E1
  B wins: B landed on A's square E1
Game over: the computer wins.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.geometry import parse_square
from codyroby_lab.core.trace import Trace
from codyroby_lab.core.words import plural
from codyroby_lab.games.cards import MEANING
from codyroby_lab.games.codyroby import bots, solver
from codyroby_lab.games.codyroby import events as kinds
from codyroby_lab.games.codyroby.duel import Duel
from codyroby_lab.games.codyroby.duel.rules import BLOCK
from codyroby_lab.games.codyroby.duel.state import board_with
from codyroby_lab.games.codyroby.program import CARD_WORDS
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.checks import Result
from codyroby_lab.lessons.play import ComputerGame, Turn, position_picture


class DuelPlay(ComputerGame):
    """A Duel between the learner (side ``you``, ``"A"`` by default: bottom-left, moves
    first) and a computer player ``computer(state, player, rng) -> action`` (a player of
    the protocol; the heuristic player by default). ``setup`` is a Duel setup (every field
    optional); ``seed`` fixes the shuffle and the computer's choices, so a game can be
    replayed."""

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str = "A", computer: Any = None):
        self.game = Duel.from_setup(setup or {})
        if you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        self.you = you
        self.them = next(p for p in self.game.players if p != you)
        self.computer = computer or bots.heuristic_player
        self.computers = {self.them: self.computer}
        self.seed = seed
        self._deal(seed)

    # --- reading -----------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The cards in your hand."""
        return list(self.state.hands[self.you])

    def _who(self, side: str) -> str:
        return f"you ({side})" if side == self.you else f"the computer ({side})"

    def status(self) -> str:
        """Where both Robys are and what happens next, in words."""
        if self.over:
            if self.state.winner is None:
                return "Game over: a tie, nobody wins."
            won = "you win" if self.state.winner == self.you else "the computer wins"
            if self.autoplayed:     # walk 04g: "you win" for a game the computer played
                won = ("your side wins, with the computer playing for you"
                       if self.state.winner == self.you else
                       "the computer wins, and it played your side too")
            return f"Game over: {won}."
        robots = ", ".join(f"{self._who(p)} on {r.name_at} facing {r.facing.word}"
                           for p, r in self.state.robots.items())
        what = (" Place your block, e.g. duel.block('C3')." if self.state.phase == "blocks"
                else "")
        return f"Now: {robots}. Your hand: {' '.join(self.hand)}.{what}"

    def hint(self) -> str:
        """The cards the computer player would play in your place (a copy decides, so the
        game and its random choices do not change), but never cards after which the
        computer's cards win at once when other cards of your hand keep you out of their
        reach; when there are none to play, why. It looks one turn ahead and no further:
        played every turn, it can lead into a corner that the cards in hand cannot leave
        (the lesson says so where it offers the hint).

        >>> duel = DuelPlay({"board": {"blocks": ["D5", "A3"]}, "blocks_each": 0,
        ...     "robots": {"A": {"at": "A4", "facing": "E"}, "B": {"at": "E3", "facing": "S"}},
        ...     "hands": {"A": ["F"] * 5, "B": ["R", "L", "F", "F", "F"]}})
        >>> duel.hint()     # F F F F would stop on E4, one F in front of B
        'F'

        When every move loses, it says so beside the cards (walk 04v, fault 5: followed
        into a corner, the hint said "F", and F crashed, with no sign of it):

        >>> duel = DuelPlay({"blocks_each": 0, "hands": {"A": ["F"] * 5},
        ...     "robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}}})
        >>> duel.hint()[:len("F (every move you can make now loses")]
        'F (every move you can make now loses'
        """
        if self.over:
            return "no card: the game is over (press New game on the board for another one)"
        if self.state.phase != "play":
            return "no card yet: first each side places a block"
        return " ".join(self._suggestion().split()[1:]) + self._trapped()

    def _trapped(self) -> str:
        """What the hint adds when no move of your hand is safe: every move crashes, or
        none keeps your Roby out of the computer's reach (it then wins on its turn)."""
        moves = [m for _, m in bots.duel_moves(self.state)]
        if not moves:
            return (" (every move you can make now loses: each one drives your Roby off the "
                    "board or into a block)")
        if not any(_move(self.state, m, "out of reach").ok for m in moves):
            return (" (no move you can make now keeps your Roby out of the computer's reach: "
                    "it can land on you on its turn)")
        return ""

    def _suggestion(self) -> str:
        """The computer's choice, unless it leaves you in its reach or its turns undo each
        other (walk 04p3, fault 2: "R L", which does nothing, read as a mistake) while
        another move keeps you out of reach."""
        rng = np.random.default_rng(len(self.turns))
        choice = self.computer(self.state.clone(), self.you, rng)
        if self.state.phase != "play" or (_move(self.state, choice, "out of reach").ok
                                          and not _undone(choice.args)):
            return str(choice)
        kept = [(score, m) for score, m in bots.duel_moves(self.state)
                if _move(self.state, m, "out of reach").ok]
        kept = [(score, m) for score, m in kept if not _undone(m.args)] or kept
        return str(bots.best(kept, rng) if kept else choice)

    # --- moving ------------------------------------------------------------------------

    def _pictured(self, turn: Turn) -> Turn:
        """``turn`` with the picture of the position now, shown under its words: the cells
        that play printed words only, and the board was a screen or more above (walk 04v,
        fault 7)."""
        turn.picture = self.picture()
        return turn

    def play_to_the_end(self, autoplay: bool = False) -> Turn:
        """As :meth:`ComputerGame.play_to_the_end`, with the picture of the end under the
        moves (walk 04z, fault 9: every move showed one but this list of seven)."""
        return self._pictured(super().play_to_the_end(autoplay))

    def block(self, square: str) -> Turn:
        """Place your block on ``square`` (read as every answer is: ``"c 3"`` is C3); the
        computer then places its own. Once the blocks are down, a block is refused by the
        rule that says each side places one; what names no square, or two, is refused in
        words that echo what was written and say how to write a square.

        >>> print(DuelPlay(seed=1).block("3C"))
        ✘ Not played: '3C' is not a square: I read the number 3, then the letter C: write the
        letter first, then the number: 'C3'.
        Now: you (A) on A5 facing north, the computer (B) on E1 facing south.
        Your hand: R F F R F. Place your block, e.g. duel.block('C3').
        """
        return self._pictured(self._block(square))

    def _block(self, square: str) -> Turn:
        if self.state.phase == "play":
            return self._refused("your block is already on the board (each side places one, "
                                 "before any card is played): now play cards from your hand, "
                                 "e.g. duel.play(\"F R\")", BLOCK)
        named = answers.square(square)
        if named is None:
            return self._refused(f"{str(square)[:20]!r} is not a square: "
                                 f"{answers.square_trouble(square)}", BLOCK)
        others = [w for w in answers.written(square) if answers.square(w) not in (None, named)]
        if others:
            return self._refused(f"each side places one block: write one square, such as "
                                 f"{named}, not {named} and {others[0].upper()}", BLOCK)
        return self.move(f"block {named}")

    def play(self, cards: Any) -> Turn:
        """Play hand cards in this order (``"F F R"``, or a board widget's program); the
        computer then answers. A card you do not hold refuses the move: nothing changes."""
        return self._pictured(self._show(self._play(cards)))

    def move(self, action: str) -> Turn:
        """Your move in the Duel's text notation (``block C3``, ``play F R``), then the
        computer's answer. An illegal move is refused and changes nothing."""
        return self._pictured(self._show(self._move(action)))

    def _play(self, cards: Any) -> Turn:
        if self.over:   # said first: cards spelt right would play nothing (walk 04z, fault 3)
            return self._over()
        try:
            letters = duel_cards(cards)
        except LabError as e:
            return self._refused(str(e))
        if self.state.phase == "blocks":
            return self._refused("first each side puts one block on an empty square. Place "
                                 "yours in a cell, as in \"First: the blocks\" above, or "
                                 f"{self._new_game_where()}: it places your block for you",
                                 BLOCK)
        if not letters:
            return self._refused("choose at least one card from your hand, e.g. "
                                 f"'{self.hand[0]}'" if self.hand else "you hold no card")
        return self._move("play " + " ".join(letters))

    def _new_game_where(self) -> str:
        """Where New game is (it places a block too): on this game's board, or, when none
        shows it yet, on the board its cell opens, named by the heading above it: before
        that cell, the board is further down (walk 04z, fault 2: "press New game on the
        board (or deal a new game in a cell)", the board four cells below); after a cell
        dealt a new game, the old board refuses New game (walk 04q, fault 2).

        >>> DuelPlay(seed=1)._new_game_where()
        'run the cell under "Play on the board" and press New game on the board it opens'
        """
        if self._widget is not None:
            return "press New game on the board"
        return 'run the cell under "Play on the board" and press New game on the board it opens'

    def _move(self, action: str) -> Turn:
        if self.over:
            return self._over()
        trace = Trace(self.state)
        try:
            events = self._act(action, trace)
        except LabError as e:
            return self._refused(str(e))
        verb = "place" if action.split()[0] == "block" else "play"
        lines = [f"You ({self.you}) {verb} {' '.join(action.split()[1:]).upper()}:"]
        return self._turn(trace, lines + [f"  {e.text}" for e in events], events)

    def _says(self, player: str, action: Any) -> str:
        verb, *args = getattr(action, "text", action).split()
        return f"The computer ({player}) {'places' if verb == 'block' else 'plays'} " \
               f"{' '.join(args)}:"

    def _in_a_line(self, turn: Turn) -> str:
        """A move the computer played for you, on one line with the computer's answer: your
        side's cards alone left the child nothing to follow the game by (walk 04v, fault 4).

        >>> duel = DuelPlay(seed=1); _ = duel.block("C3")
        >>> duel._in_a_line(duel.play("F R"))
        'You (A) play F R, then the computer (B) plays F R F F'
        """
        said = [line.rstrip(":") for line in turn.lines if line.endswith(":")
                and not line.startswith(" ")]
        return ", then ".join([said[0], *(s[0].lower() + s[1:] for s in said[1:])])

    # --- the widget ----------------------------------------------------------------------

    placed_for_you = ""   #: the square where the board's New game put your block
    in_their_way = False  #: that block makes the computer's shortest way to you longer

    def _board_new_game(self) -> None:
        """The board's **New game** starts where the board can play: your block goes where
        the computer would put it (the board places no block), then the computer's."""
        self.placed_for_you = ""
        self.new_game()
        if self.state.phase == "blocks" and self.state.player == self.you:
            square = self._suggestion().split()[-1]
            self.in_their_way = self._slows_them(square)
            self._move(f"block {square}")
            self.placed_for_you = square
            self._dealt = len(self.turns)      # the board's deal placed it, not you
            self._new_scene()

    def _last_move(self) -> Trace | None:
        """:meth:`ComputerGame._last_move`, once cards were played: the blocks are placed
        before any card, and move no Roby, so a board made after them says "Nothing played
        yet" (a block is placed, never played).

        >>> duel = DuelPlay(seed=1)
        >>> _ = duel.block("C3"); duel._last_move() is None
        True
        """
        trace = super()._last_move()
        if trace is None or not any(trace.card_of(i) for i in range(1, len(trace))):
            return None
        return trace

    def _slows_them(self, square: str) -> bool:
        """Whether a block on ``square`` makes the computer's shortest way to your Roby
        longer: said with the block New game places, which a child took for one in their own
        way (walk 04n, fault 5: D5, beside A's corner, where B's shortest way comes in)."""
        me, them = self.state.robots[self.you], self.state.robots[self.them]

        def far(board: Any) -> int:
            return solver.distance_map(board, me.at).get((them.at, them.facing), 99)

        placed = frozenset({parse_square(square)})
        return far(board_with(self.state.board, placed)) > far(self.state.board)

    def _title(self) -> str:
        if self.over:
            return f"Il Duello: you are {self.you}. {self.status()}"
        # (your hand is the board's own row of cards, the one hand it shows as it is now)
        way = ", on the computer's shortest path to you" if self.in_their_way else ""
        # and which game it dealt: after the seed the cell dealt, the same one each time the
        # cell runs again (walk 04z, fault 5: "New game gives the same game")
        placed = (f" New game put your block on {self.placed_for_you}{way}. It dealt seed "
                  f"{self.seed}, the one after {self.seed - 1}: the same seed always deals "
                  "the same game." if self.placed_for_you and len(self.turns) == 1 else "")
        # said before any card is chosen, not after Run (walk 04i, fault 7): blocks first
        blocks = (" First each side puts one block: place yours in a cell, as in \"First: the "
                  "blocks\", or press New game." if self.state.phase == "blocks" else "")
        return f"Il Duello: you are {self.you}, the computer is {self.them}.{placed}{blocks}"


GOALS = ("win", "safe", "out of reach")

#: what "show me" says first when it comes before feedback.STUCK tries (walk 04g, fault
#: 15): the move is shown, since a child who asks is stuck, but it says plainly that the
#: exercise is then not solved by them, and what a try would have given (a check that says
#: what to change); it counts the tries made, as the lesson's "Stuck after 3 tries?" does
#: (walk 04r7, fault 2: two tries heard "before trying a few moves of your own")
EARLY = ("this exercise counts as not solved, since you asked after {tries} of your own, "
         f"not {feedback.STUCK} (each wrong move is told what to change). ")


def duel_cards(cards: Any) -> list[str]:
    """The Duel cards written in ``cards`` (text, or a board's program), in order: F, L and
    R, in any case, apart or together, commas allowed. Any other word is refused by name,
    in the Duel's own words (no card of another lesson is named).

    >>> duel_cards("f, F R"), duel_cards("FFL")
    (['F', 'F', 'R'], ['F', 'F', 'L'])
    >>> duel_cards("avanti")
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.IllegalAction: 'avanti' is the card F (F goes forward): write just its letter, one letter a card, e.g. 'F F R'
    >>> duel_cards("three F")
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.IllegalAction: 'three' is not a card in Il Duello: write the F, L and R cards of your hand, one letter a card (F goes forward, L turns left, R turns right), e.g. 'F F R'
    """  # noqa: E501
    text = cards if isinstance(cards, str) else getattr(cards, "program", cards)
    words = answers.written(text)      # punctuation forgiven as in every answer ("F F!")
    bad = next((w for w in words if not re.fullmatch(r"[FLRflr]+", w)), None)
    if bad is not None and bad.lower() in CARD_WORDS:
        letter = CARD_WORDS[bad.lower()]
        raise IllegalAction(f"{bad!r} is the card {letter} ({MEANING[letter]}): write just "
                            "its letter, one letter a card, e.g. 'F F R'")
    if bad is not None:
        raise IllegalAction(f"{_not_cards(bad)} in Il Duello: write the F, L and R "
                            "cards of your hand, one letter a card "
                            f"({', '.join(MEANING.values())}), e.g. 'F F R'")
    return list("".join(words).upper())


def _not_cards(word: str) -> str:
    """What in ``word`` is not a card: in a word of mostly card letters ("RFX") the odd
    letters by name, so a typo is pointed at (walk 04p, fault 14); else the whole word.

    >>> _not_cards("RFX"), _not_cards("RFXY"), _not_cards("three")
    ("In 'RFX', X is not a card", "In 'RFXY', X and Y are not cards", "'three' is not a card")
    """
    odd = [c for c in word if c.upper() not in "FLR"]
    if 2 * len(odd) > len(word):
        return f"{word[:20]!r} is not a card"
    odd = list(dict.fromkeys(odd))
    named = " and ".join(odd)
    return f"In {word[:20]!r}, {named} " + ("is not a card" if len(odd) == 1 else "are not cards")


def show_position(setup: dict[str, Any], seed: int = 0) -> None:
    """Show under the cell the position a Duel ``setup`` starts from (an exercise's), as A
    sees it: a picture to plan a move on, B's hand hidden. (Outside a notebook it prints
    what it would show.)

    >>> show_position({"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
    ...                "blocks_each": 0})
    <codyroby_lab.lessons.play.Picture object>
    """
    from IPython.display import display
    display(position_picture(Duel.from_setup(setup).new_state(seed=seed), "A"))


@written_here("cards", number=False)
def check_move(setup: dict[str, Any], cards: Any, goal: str = "win", seed: int = 0, *,
               show: bool = False) -> Result:
    """Check a Duel move for the side to move in the position ``setup`` (a Duel setup with
    fixed hands): ``win`` lands on the other Roby now; ``safe`` does not lose; ``out of
    reach`` is safe and leaves the other side no winning answer with the cards it holds.
    A wrong move hears what is wrong about it, never a move that works, and counts a try
    (:mod:`.feedback`); ``show=True`` shows a move that does it.

    >>> pos = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
    ...        "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F", "F", "F", "L", "R"]},
    ...        "deck": ["F"] * 20, "blocks_each": 0}
    >>> print(check_move(pos, "F F"))
    ✘ No win yet: after your cards A is on A3 facing north and B is on A2. Try again.
      Hint: count the squares between the two Robys.
    >>> print(check_move(pos, "F F F F F"))
    ✘ Not a move: A holds only 3 F cards, not 5: the hand is F F L R F, and each card plays once. This answer does not count as a try.
    >>> check_move(pos, "F, F, F.")
    ✔ A wins: A landed on B's square A2. You got it on your second try.
    >>> print(check_move(pos, None, show=True))
    ➜ You asked to see it: a move that does it is F F F.
      You solved this yourself before you asked, so it still counts as solved by you.
    """  # noqa: E501
    if goal not in GOALS:
        raise LabError(f"goal is one of {', '.join(GOALS)}, not {goal!r}")
    state = Duel.from_setup(setup).new_state(seed=seed)
    key = f"move {goal} {setup} {seed}"
    if show or answers.asks_to_see(cards):
        n = feedback.tries(key)
        early = n if n < feedback.STUCK and not feedback.answered(key) else None
        return feedback.asked(key, lambda: _move_answer(state, goal, early))
    try:
        letters = duel_cards(cards)
        if not letters:
            return Result(False, "Not a move yet: write the cards you play between the quotes, "
                                 f"e.g. \"F R\". {feedback.NO_TRY}")
        verdict = _move(state, "play " + " ".join(letters), goal)
    except LabError as e:
        # a move that cannot be played counts no try, and says so (walk 04r8, fault 6:
        # "F F F F" from a hand of three F was not counted, unsaid, then "your second try")
        return Result(False, f"Not a move: {e}. {feedback.NO_TRY}")
    ran = _ran(state, letters)
    if verdict.ok and goal == "out of reach":     # the exercise asks how many there are
        verdict = replace(verdict, message=f"{verdict.message} {_how_many(state, goal)}")
    return feedback.tried(key, _unplayed(verdict, letters, ran),
                          lambda: _move_answer(state, goal), said=tuple(ran), many=True)


def _how_many(position: Any, goal: str) -> str:
    """How many moves meet ``goal`` in ``position``, counted as the check counts a new
    answer (the cards that run, in order): Exercise 3 asked "How many can you find?" and
    nothing told how many there are (walk 04r, fault 6).

    >>> pos = {"robots": {"A": {"at": "A1", "facing": "S"}, "B": {"at": "E5"}},
    ...        "hands": {"A": ["L", "R"], "B": ["F"]}, "blocks_each": 0}
    >>> _how_many(Duel.from_setup(pos).new_state(), "out of reach")
    'There are 4 moves that do it (the same cards in another order are another move).'
    """
    found = {tuple(_ran(position, list(m.args))) for m in position.legal_actions()
             if _move(position, m, goal).ok}
    return (f"There {'is 1 move' if len(found) == 1 else f'are {len(found)} moves'} that do"
            f"{'es' if len(found) == 1 else ''} it (the same cards in another order are "
            "another move).")


def _unplayed(verdict: Result, letters: list[str], ran: list[str]) -> Result:
    """``verdict`` saying which cards of the move never play, the game over before them: the
    move is then the one of the cards that did, and heard "tried before" after it without
    knowing why (walk 04p, fault 6: "F R" after "F", its F a crash).

    >>> _unplayed(Result(False, "A loses."), ["F", "R"], ["F"]).message
    'A loses. The game is over after your F, so the R after it is never played: this move is the same as F.'
    """  # noqa: E501
    if len(ran) == len(letters):
        return verdict
    rest, cards = letters[len(ran):], " ".join(ran)
    return replace(verdict, message=f"{verdict.message} The game is over after your {cards}, so "
                   f"the {' '.join(rest)} after it {'is' if len(rest) == 1 else 'are'} never "
                   f"played: this move is the same as {cards}.")


def _ran(position: Any, letters: list[str]) -> list[str]:
    """The cards of a move played in ``position`` that run: none after the one that ends
    the game (walk 04i, fault 4: F F F R, its R never run, counted as another answer).

    >>> pos = {"robots": {"A": {"at": "A5", "facing": "N"}, "B": {"at": "A2"}},
    ...        "hands": {"A": ["F", "F", "L", "R", "F"]}, "blocks_each": 0}
    >>> _ran(Duel.from_setup(pos).new_state(), ["F", "F", "F", "R"])
    ['F', 'F', 'F']
    """
    for k in range(1, len(letters)):
        state = position.clone()
        state.apply("play " + " ".join(letters[:k]))
        if state.is_terminal():
            return letters[:k]
    return letters


def _move_answer(state: Any, goal: str, early: int | None = None) -> Result:
    """A move that meets ``goal``, as an answer to show: the computer player's choice in
    the learner's place (it plans a route, as a learner should), else the fewest cards;
    ``early`` (asked after fewer than :data:`feedback.STUCK` tries: how many) says first
    that the exercise counts as not solved.

    >>> pos = {"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
    ...        "hands": {"A": ["F", "L", "R", "R", "F"]}, "blocks_each": 0}
    >>> _move_answer(Duel.from_setup(pos).new_state(), "safe").message   # not L: an edge
    'a move that does it is R F F.'
    """
    planned = bots.heuristic_player(state.clone(), state.player, np.random.default_rng(0))
    for move in [planned, *sorted(state.legal_actions(), key=lambda a: len(a.args))]:
        if _move(state, move, goal).ok:
            said = f"a move that does it is {' '.join(move.args)}."
            return Result(True, said if early is None else EARLY.format(
                tries=plural(early, "try", "tries")) + said[0].upper() + said[1:])
    return Result(False, "No move with these cards does it.")


def _closer(robot: Any, other: Any, turned: bool) -> str:
    """The hint of a move that does not win yet, read from where ``robot`` stood and faced
    before it (``turned``: the move has an L or R card): with ``other`` straight ahead, count
    the squares, and a turn is not needed; else turn to face it first. Where the robot ends
    up misleads (walk 04n, fault 1: "F F R" ended facing east, one F short, and heard to turn
    A to face B, which it did already; walk 04g: "R F F F" drove A away from B).

    >>> from codyroby_lab.games.codyroby.robot import Robot
    >>> from codyroby_lab.core.geometry import Direction
    >>> b = Robot("B", (0, 1), Direction.S, "yellow")
    >>> _closer(Robot("A", (0, 4), Direction.N, "purple"), b, turned=False)
    'count the squares between the two Robys.'
    >>> _closer(Robot("A", (0, 4), Direction.N, "purple"), b, turned=True)
    'B is straight ahead of A before your move, so A needs no turn: count the squares between the two Robys.'
    >>> _closer(Robot("A", (3, 4), Direction.N, "purple"), b, turned=True)
    'A faces north, and B is not straight ahead of it: turn A with L or R to face B before its F cards.'
    """  # noqa: E501
    (dx, dy), (ax, ay), (bx, by) = robot.facing.delta, robot.at, other.at
    if (bx - ax) * dy == (by - ay) * dx and (bx - ax) * dx + (by - ay) * dy > 0:
        count = "count the squares between the two Robys."
        return (f"{other.name} is straight ahead of {robot.name} before your move, so "
                f"{robot.name} needs no turn: {count}") if turned else count
    return (f"{robot.name} faces {robot.facing.word}, and {other.name} is not straight ahead of "
            f"it: turn {robot.name} with L or R to face {other.name} before its F cards.")


def _turned(position: Any, move: Any, robot: Any) -> str:
    """Which way ``robot`` faced after the turn cards of a ``move`` that lost, played in
    ``position``: "L F" heard only what "F" did, the edge ahead, and never that L had
    turned A west, the thing the child got wrong (walk 04p, fault 2).

    >>> pos = {"robots": {"A": {"at": "A1", "facing": "N"}, "B": {"at": "E5"}},
    ...        "hands": {"A": ["F", "L", "R", "R", "F"]}, "blocks_each": 0}
    >>> state = Duel.from_setup(pos).new_state(); after = state.clone()
    >>> _ = after.apply("play L F"); _turned(state, "play L F", after.robots["A"])
    ' After your L, A faces west.'
    """
    ran = _ran(position, list(position.parse_action(move).args))
    if not {"L", "R"} & set(ran[:-1]):
        return ""
    return f" After your {' '.join(ran[:-1])}, {robot.name} faces {robot.facing.word}."


def _undone(cards: Sequence[str]) -> bool:
    """Whether a move's turns undo each other: an L beside an R, or turns alone that leave
    Roby facing as it was.

    >>> _undone(["R", "L"]), _undone(["L", "L", "L", "L"]), _undone(["F", "L", "F", "R"])
    (True, True, False)
    """
    beside = any({a, b} == {"L", "R"} for a, b in pairwise(cards))
    return beside or (set(cards) <= {"L", "R"} and (cards.count("L") - cards.count("R")) % 4 == 0)


def _move(position: Any, move: Any, goal: str) -> Result:
    """What :func:`check_move` says of ``move`` played in ``position`` (left unchanged; no
    try counted)."""
    state = position.clone()
    me = state.player
    before = position.robots[me]
    events = state.apply(move)
    over = [e for e in events if e.kind == kinds.GAME_OVER]
    robot, other = state.robots[me], next(r for p, r in state.robots.items() if p != me)
    where = (f"after your cards {me} is on {robot.name_at} facing {robot.facing.word} and "
             f"{other.name} is on {other.name_at}")
    if state.winner == me:
        return Result(True, f"{over[0].text}.")
    if over:
        crash = [e.text for e in events if e.kind == kinds.CRASHED]
        return Result(False, f"{over[0].text} ({crash[0] if crash else ''}).".replace(" ()", "")
                      + _turned(position, move, robot), "before each F card, look at the square "
                      "in front of your Roby.")
    if goal == "win":
        return Result(False, f"No win yet: {where}.",
                      _closer(before, other, turned=bool({"L", "R"} & set(
                          position.parse_action(move).args))))
    if goal == "safe":   # a turn on the spot is safe, and teaches little (walk 04t, fault 10)
        still = (f" {me} did not leave its square: can you find a safe move that also takes "
                 f"{me} somewhere?" if robot.at == before.at else "")
        return Result(True, f"Safe: {where}.{still}")
    for answer in state.legal_actions():
        s = state.clone()
        s.apply(answer)
        if s.winner is not None and s.winner != me:
            # "Not" first: "Safe for now" beside the cross read as safe (walk 04q, fault 3)
            return Result(False, f"Not out of reach yet: {other.name} could answer "
                                 f"{' '.join(answer.args)} and land on you: {where}.",
                          f"{other.name} holds {' '.join(state.hands[other.name])}: find "
                          f"the squares those cards can take {other.name} to, and end your "
                          "move on a square that is not one of them (it need not be far).")
    return Result(True, f"Out of reach: {where}, and no answer with "
                        f"{' '.join(state.hands[other.name])} lands on you.")
