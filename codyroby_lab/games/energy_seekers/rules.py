"""Energy Seekers' rules, one :class:`Rule` per rulebook section, each in one function.

The sources are ``shared/rulebooks/codyroby-energy-seekers.txt`` (book
``"codyroby-energy-seekers"``, sections named by their headings) and the facts and rulings
of ``shared/rulebooks/DECISIONS.md`` (book ``"DECISIONS"``). Where both are silent the rule's
``note`` (a teacher's tooltip) says it is our reading, under the rulebook section it reads;
its text stays plain words.

Card movement is the grid movement every grid game shares (:mod:`codyroby_lab.core.grid`:
the square ahead, turns) with the F, L and R cards of :mod:`codyroby_lab.games.cards`; the
functions here decide what a move does on the path and what each special square does. They
are pure: the game applies what they return and records the events.

>>> from codyroby_lab.games.energy_seekers.board import PathBoard
>>> b = PathBoard.default()
>>> w = move(b, 0, Direction.E, "F F")             # from position 1, two squares east
>>> w.end, w.wrong, w.won
(2, None, False)
>>> move(b, 0, Direction.E, "L F").wrong           # the second card would leave the path
1
>>> swap(b, 11), teletransport(b, 3), repetition(b, 14)
(23, 17, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from codyroby_lab.core import grid
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import Rule
from codyroby_lab.core.geometry import Direction

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.board import PathBoard

BOOK = "codyroby-energy-seekers"
PLAY = "Game play and rules"


def _rule(key: str, book: str, section: str, text: str, note: str = "") -> Rule:
    return Rule(f"energy_seekers.{key}", book, section, text, note)


GOAL = _rule("goal", BOOK, "Description",
             "Drive your robot along the path as fast as possible to the energy station.")
START = _rule("start", BOOK, PLAY, "Place your Roby piece in position 1, facing along the "
                                   "path.", "Our reading of the facing.")
DECK = _rule("deck", "DECISIONS", "CodyRoby",
             "The starter-kit deck has 40 cards: 24 F, 8 L, 8 R, shuffled face down.")
HAND = _rule("hand", BOOK, PLAY,
             "At each turn take cards from the top of the deck until you hold 3.")
RESHUFFLE = _rule("reshuffle", "DECISIONS", "Energy Seekers",
                  "When the deck runs out, the played cards are shuffled into a new deck.")
MOVE = _rule("move", "DECISIONS", "Energy Seekers",
             "Your move is the cards you pick from your hand, run one after another in the "
             "order you chose; then you discard those cards: they go on a pile beside the "
             "deck.")
STUCK = _rule("stuck", BOOK, "Stuck",
              "You must move if you can. If every way of playing your cards would leave the "
              "path, you say you are stuck, discard all your cards and miss your turn.",
              "The rulebook's words: 'Moves are mandatory. [...] If you have no feasible "
              "moves with your cards you have to declare that you are stuck'.")
WRONG_MOVE = _rule("wrong-move", BOOK, "Wrong move",
                   "A move leading out of the path is cancelled: the piece goes back to where "
                   "it began the turn, the cards are used up, and at its next turn the other "
                   "players move it (Remote Control).")
REMOTE_CONTROL = _rule("remote-control", BOOK, "Remote Control",
                       "A piece whose move ends on a Remote Control square is moved by all "
                       "other players at its next turn.")
REMOTE_GIVE = _rule("remote-give", BOOK, "Remote Control",
                    "Each other player, at their own turn, decides how many of their cards to "
                    "give to a remote-controlled piece (if there are two such pieces, which "
                    "one gets them); the cards lie in the order they were given.")
REMOTE_RUN = _rule("remote-run", BOOK, "Remote Control",
                   "At its turn a remote-controlled piece runs the cards it was given, in "
                   "order, instead of its player's cards.")
TELETRANSPORT = _rule("teletransport", BOOK, "TeleTransport",
                      "A piece whose move ends on a tunnel end is moved to the other end of the "
                      "tunnel, still facing the same way.")
SWAP = _rule("swap", BOOK, "Swap",
             "A piece ending on a Swap square jumps across the path, as far from the station "
             "as it was from the start (each end is the 1st square): Swap square 31 sends "
             "it to 5. A piece already standing there comes to the Swap square.",
             "The rulebook's words: 'swapped with the one in the symmetric place (first with "
             "last, second with second-last, ...)': position N+1-k on a path of N squares.")
REPETITION = _rule("repetition", BOOK, "Repetition",
                   "A move that starts on a Repetition square runs its cards twice.")
CHALLENGE = _rule("challenge", BOOK, "Challenge",
                  "A piece whose move ends on a Challenge marker must answer a question. A right "
                  "answer moves it 2 squares on, a wrong one 2 squares back, unless your "
                  "teacher changed that. The square it reaches this way does nothing.")
WIN = _rule("win", "DECISIONS", "Energy Seekers",
            "Reaching the energy station (the last square) at any step wins at once.")
SPECIAL_AT_END = _rule("special-at-end", "DECISIONS", "Energy Seekers",
                       "A special square acts when a move ends on it. The move must have "
                       "stepped onto it (turning in place on it does not set it off again), "
                       "and its effect does not set off the square it leads to.",
                       "Our reading of the rulebook's 'fallen in'.")
BOARD = _rule("board", "DECISIONS", "Energy Seekers",
              "The default board: a winding path of 30 to 40 squares ending at the energy "
              "station, with two Remote Control squares, one tunnel, two Swap squares, two "
              "Repetition squares and Challenge markers.")

LETTERS = ("F", "L", "R")
COMPOSITION = {"F": 24, "L": 8, "R": 8}
MIN_PLAYERS, MAX_PLAYERS = 2, 6
HAND_SIZE = 3  # HAND: the cards a hand holds once it has drawn


@dataclass(frozen=True)
class Walk:
    """What a move does: each card run as ``(card, position, facing)``, where it ends.

    ``wrong`` is the index (into the cards run) of the F that would leave the path, or None;
    ``won`` says the station was reached (the walk stops there). ``times`` is 2 when it
    started on a Repetition square.
    """

    start: int
    facing0: Direction
    steps: tuple[tuple[str, int, Direction], ...]
    wrong: int | None
    won: bool
    times: int

    @property
    def end(self) -> int:
        """Where the piece ends: the start when the move is wrong (cancelled)."""
        if self.wrong is not None or not self.steps:
            return self.start
        return self.steps[-1][1]

    @property
    def arrived(self) -> bool:
        """SPECIAL_AT_END: the move stepped onto the square it ends on (so it acts)."""
        return self.wrong is None and any(card == "F" for card, _, _ in self.steps)

    @property
    def facing(self) -> Direction:
        if self.wrong is not None or not self.steps:
            return self.facing0
        return self.steps[-1][2]


def cards_of(text: str | Iterable[str]) -> tuple[str, ...]:
    """``"F L"``, ``"fl"`` or ``["F", "L"]`` as a tuple of card letters."""
    letters = text.replace(" ", "") if isinstance(text, str) else "".join(text)
    return tuple(c.upper() for c in letters)


def move(board: PathBoard, start: int, facing: Direction, cards: str | Sequence[str]) -> Walk:
    """MOVE, REPETITION, WRONG_MOVE and WIN: run ``cards`` from path position ``start``."""
    cards = cards_of(cards)
    times = repetition(board, start)
    steps: list[tuple[str, int, Direction]] = []
    at, face = start, facing
    for card in cards * times:
        if card == "F":
            if wrong_move(board, at, face):
                return Walk(start, facing, tuple(steps), len(steps), False, times)
            ahead = board.grid.ahead(board.path[at], face)
            assert ahead is not None  # not a wrong move: the path goes on
            at = board.index[ahead]
        else:
            face = grid.turn(face, card)
        steps.append((card, at, face))
        if win(board, at):
            return Walk(start, facing, tuple(steps), None, True, times)
    return Walk(start, facing, tuple(steps), None, False, times)


def wrong_move(board: PathBoard, at: int, facing: Direction) -> bool:
    """WRONG_MOVE: would an F card from ``at`` facing ``facing`` leave the path?

    If so the whole move is cancelled (the game puts the piece back and under remote
    control); turning in place never leaves the path.
    """
    ahead = board.grid.ahead(board.path[at], facing)
    return ahead is None or ahead not in board.index


def feasible(board: PathBoard, start: int, facing: Direction, cards: Sequence[str]) -> bool:
    """STUCK, WRONG_MOVE: is the move of ``cards`` from ``start`` feasible (not wrong)?

    The move is the one :func:`move` runs: twice over from a Repetition square, so a move
    whose cards stay on the path once but not twice is not feasible there.

    >>> from codyroby_lab.games.energy_seekers.board import PathBoard
    >>> b = PathBoard.default()                          # D3 (22) is a Repetition square
    >>> feasible(b, 21, Direction.E, "F F"), feasible(b, 21, Direction.E, "F F F")
    (True, False)
    """
    return move(board, start, facing, cards).wrong is None


def stuck(board: PathBoard, start: int, facing: Direction, hand: Sequence[str]) -> bool:
    """STUCK: True when no sequence of ``hand``'s cards is a :func:`feasible` move.

    Checking one card is enough: an L or R alone only turns (twice on a Repetition square),
    which never leaves the path, so a hand holding one is never stuck; and an all-F move is
    feasible only if a single F is, since its walk begins with the single F's walk (F F
    from a Repetition square).

    >>> from codyroby_lab.games.energy_seekers.board import PathBoard
    >>> b = PathBoard.from_dict({"width": 4, "height": 2, "path": ["A1", "B1", "C1", "D1",
    ...                          "D2", "C2", "B2", "A2"],
    ...                          "specials": [{"kind": "repetition", "at": "C1"}]})
    >>> stuck(b, 1, Direction.E, "F F F"), stuck(b, 1, Direction.N, "F F F")  # from B1
    (False, True)
    >>> stuck(b, 2, Direction.E, "F F F"), stuck(b, 2, Direction.E, "F L")  # C1: F F
    (True, False)
    """
    cards = cards_of(hand)
    if "L" in cards or "R" in cards:
        return False
    return not cards or not feasible(board, start, facing, ("F",))


def remote_control(board: PathBoard, at: int) -> bool:
    """REMOTE_CONTROL: does a move ending at ``at`` put the piece under remote control?"""
    return board.kind(at) == "remote"


def pile_limit(players: int) -> int:
    """REMOTE_GIVE: the most cards a remote-controlled piece may hold, with ``players`` players.

    A player gives at their own turn, from a hand of at most 3 cards, to one controlled
    piece; the piece runs its cards at its next turn, so each other player gives to it at
    most once: at most 3 cards from each, 15 with six players. A give that would take a
    pile beyond this (only possible from a setup whose pile already holds cards) is refused.

    >>> pile_limit(2), pile_limit(6)
    (3, 15)
    """
    return HAND_SIZE * (players - 1)


PILE_SIZE = pile_limit(MAX_PLAYERS)  # the most cards any remote pile holds (six players)


def check_pile(cards: Sequence[str], players: int, field: str) -> None:
    """REMOTE_GIVE: a setup's or saved state's remote pile holds at most :func:`pile_limit`
    cards; else a SetupError naming ``field``."""
    if len(cards) > pile_limit(players):
        raise SetupError(field, f"the other players give at most {pile_limit(players)} cards")


def left_over(composition: dict[str, int], piles: Iterable[tuple[str, Sequence[str]]],
              nowhere: str | None = None) -> list[str]:
    """The cards of a deck of ``composition`` in none of ``piles`` (field, cards), in letter
    order; a SetupError names the first pile that takes more of a card than the deck has,
    or ``nowhere`` (when given) if a card is in none of them.

    >>> left_over({"F": 2, "L": 1, "R": 0}, [("hands.ann", ["F"]), ("deck", ["L"])])
    ['F']
    >>> left_over({"F": 1, "L": 0, "R": 0}, [("deck", []), ("hands.ann", ["F", "F"])])
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: hands.ann: more F cards than the deck has (1)
    """
    left = Counter(composition)
    for field, cards in piles:
        left.subtract(cards)
        short = [c for c in LETTERS if left[c] < 0]
        if short:
            raise SetupError(field, f"more {short[0]} cards than the deck has "
                                    f"({composition[short[0]]})")
    rest = [c for c in LETTERS for _ in range(left[c])]
    if nowhere is not None and rest:
        raise SetupError(nowhere, f"{len(rest)} cards are nowhere: deck, hands, discard and "
                                  "remote piles must hold all the cards")
    return rest


def teletransport(board: PathBoard, at: int) -> int | None:
    """TELETRANSPORT: the other end of the tunnel at ``at``, or None."""
    return board.tunnels.get(at)


def swap(board: PathBoard, at: int) -> int | None:
    """SWAP: the symmetric position (0-based: ``N-1-k``) of a Swap square, or None."""
    return board.size - 1 - at if board.kind(at) == "swap" else None


def repetition(board: PathBoard, at: int) -> int:
    """REPETITION: how many times a move starting at ``at`` runs its cards (1 or 2)."""
    return 2 if board.kind(at) == "repetition" else 1


def challenge(board: PathBoard, at: int) -> bool:
    """CHALLENGE: does a move ending at ``at`` meet a Challenge marker?"""
    return board.kind(at) == "challenge"


def win(board: PathBoard, at: int) -> bool:
    """WIN: is ``at`` the energy station (the last square of the path)?"""
    return at == board.size - 1


def deck() -> list[str]:
    """DECK: the 40 cards, unshuffled: 24 F, 8 L, 8 R."""
    return [c for c in LETTERS for _ in range(COMPOSITION[c])]


def shuffled(rng: np.random.Generator, cards: list[str]) -> list[str]:
    """DECK, RESHUFFLE: ``cards`` in the order the generator shuffles them to."""
    return [cards[i] for i in rng.permutation(len(cards))]


def hand_need(hand: Sequence[str]) -> int:
    """HAND: how many cards to draw to hold 3."""
    return max(0, HAND_SIZE - len(hand))
