"""Robin in the lessons: a game against three computer players, and the exercises' checks
(the most arrow groups a card can apply; the chance of 7 cards of a kind).

>>> game = RobinPlay(seed=2)
>>> game.you, game.over, "Your hand" in game.status()
('will', False, True)
>>> print(check_most_groups(lambda pieces, groups: 0))  # doctest: +ELLIPSIS
✘ Not yet: with the pieces on spaces ...
>>> round(chance_of_seven(20), 4), chance_of_seven(37)
(0.1109, 1.0)
"""

from __future__ import annotations

import ast
import difflib
import hashlib
import inspect
import itertools
import re
import sys
import textwrap
import time
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from functools import cache
from math import comb
from typing import Any

import numpy as np

from codyroby_lab.core.errors import LabError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.robin import bots, rules
from codyroby_lab.games.robin import events as kinds
from codyroby_lab.games.robin.actions import as_the_board_writes, as_the_game_writes, not_now
from codyroby_lab.games.robin.data import Deck
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.observation import Observation
from codyroby_lab.lessons import answers, feedback
from codyroby_lab.lessons.cell import written_here
from codyroby_lab.lessons.checks import Result
from codyroby_lab.lessons.play import ComputerGame, Turn, fill

__all__ = ["RobinPlay", "chance_of_seven", "check_chance", "check_most_groups", "check_step",
           "show_best_moves", "simulate_seven"]

PLAYERS = ["will", "robin", "marian", "tuck"]
NEXT = {"contribute": "give {need} to the Contribution stack: "
                      "{game}.move(\"give {cards}\"){order}",
        "trade": "offer a card: {game}.move(\"offer CARD\"){special}",
        "counter": "make a secret counter-offer: {game}.move(\"counter CARD\") or "
                   "{game}.move(\"counter none\")",
        "choose": "choose an offer: {game}.move(\"accept NAME\")",
        "neutral": "trade with the neutral player: {game}.move(\"neutral 1\"), 2 or 3 (hidden)",
        "move": "move the pieces with your card's arrow groups: {game}.move(\"move {names}\")",
        "pick": "take a card from the Contribution stack: {game}.move(\"pick CARD\")"}
# The same at the board, with the mouse or the keys (a board's title holds no Python call).
BOARD_NEXT = {"contribute": "give {need} to the Contribution stack: click {them}{order}, "
                            "then press Run",
              "trade": "offer a card: click it in your hand{special}, then press Run",
              "counter": "make a secret counter-offer: click a card of your hand (or No "
                         "counter-offer), then press Run",
              "choose": "choose the counter-offer you take, then press Run",
              "neutral": "trade with the neutral player: choose one of the neutral cards, "
                         "then press Run",
              "move": "move the pieces: drag each arrow group of your card onto a piece, "
                      "then press Run",
              "pick": "take a card from the Contribution stack: click it, then press Run"}

# Said only when you hold a special card: in a cell, at the board.
SPECIAL = {False: ", or play a special card: {game}.move(\"use CARD ...\")",
           True: " (or play a special card below it)"}


class RobinPlay(ComputerGame):
    """A Robin game: you (``you``, Will Scarlet by default) against computer players (by
    default the watcher, the greedy collector and the random player). ``setup`` is a Robin
    setup (every field optional; four players by default); ``seed`` fixes the stacks and the
    computers' choices. Play with ``move("offer food3")``; ``legal()`` lists what you may
    do, ``hint()`` what the watcher would do in your place. ``name`` is the name the game
    has in the learner's notebook: the "Next:" words of a cell call its ``move``.

    >>> print(RobinPlay({"first": "will"}, seed=1, name="example").status())  # doctest: +ELLIPSIS
    Pieces: Will on space 2, ...
    Next: offer a card: example.move("offer CARD").
    """

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str = "will", computers: list[Any] | None = None, name: str = "game"):
        self.name = name
        self.game = Robin.from_setup({"players": PLAYERS, **(setup or {})})
        if you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        self.you = you
        others = [p for p in self.game.players if p != you]
        chosen = computers or [bots.watcher, bots.greedy, bots.random_legal] * 2
        self.computers = {p: bots.player(s) for p, s in zip(others, chosen, strict=False)}
        self.seed = seed
        self._deal(seed)

    def _deal(self, seed: int) -> None:
        self.state = self.game.new_state(seed=seed)
        self.rng = bots.rngs(seed, len(self.game.players))
        self.played: dict[str, Turn] = {}   # each move's text (:func:`_said`), its Turn
        self._open()

    # --- reading -------------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The cards in your hand."""
        return self.state.observation(self.you)["hands"][self.you]

    def legal(self) -> list[str]:
        """Everything you may do now, in the action notation, with the board's words.

        >>> RobinPlay({"first": "will", "pieces": {"will": 6}}, seed=2).legal()[0]
        'give food1 food3'
        """
        if self.over or self.you not in self.state.waiting_for():
            return []
        return [as_the_board_writes(a.text) for a in self.state.legal_actions(self.you)]

    def status(self) -> str:
        """Where the pieces are, your hand, the Contribution stack's top and what to do, a
        line each, broken between words (:func:`~codyroby_lab.lessons.play.fill`)."""
        if self.over:
            if self.winner is None:
                return "Game over: a draw (the turn limit was reached)."
            won = display_name(self.winner) + " wins"
            if self.winner == self.you:   # not "you win" for a game the computer played
                won = (f"{won}, with the computer playing for you" if self.autoplayed  # 09v, 9
                       else "you win")
            return f"Game over: {won}."
        obs = self.state.observation(self.you)
        pieces = ", ".join(f"{display_name(p)} on space {s}" for p, s in obs["pieces"].items())
        others = ", ".join(f"{display_name(p)} {n}" for p, n in obs["hands"].items()
                           if p != self.you)
        top = obs["contribution"]["top"] or "empty"
        hand = " ".join(obs["hands"][self.you]) or "empty"
        # the card to answer with a counter-offer, which the board shows (walk 09q4, M1)
        offer = ([f"On offer: {display_name(obs['turn'])} offers "
                  f"{self.game.deck[obs['offer']].label}."]
                 if self.state.phase == "counter" and obs["offer"] else [])
        return "\n".join(map(fill, (f"Pieces: {pieces}.", f"Your hand: {hand}.",
                                    f"Cards in the others' hands: {others}.",
                                    f"Contribution stack: {top} on top.", *offer,
                                    f"Next: {self._next(obs=obs)}.")))

    def _next(self, board: bool = False, obs: dict[str, Any] | None = None) -> str:
        """What to do now: in a cell's words, or (``board``) at the board's; ``obs`` your
        observation of the position, when it is at hand."""
        s = self.state
        if self.you not in s.waiting_for():
            return "wait for the others"
        forced = s.phase == "choose" and all(a.verb == "neutral" for a in s.legal_actions())
        words = (BOARD_NEXT if board else NEXT)["neutral" if forced else s.phase]
        special = any(a.verb == "use" for a in s.legal_actions(self.you))
        words = words.replace("{special}", SPECIAL[board] if special else "")
        words = words.replace("{game}", self.name)
        if "{need}" in words or s.phase == "move":
            seen = obs or s.observation(self.you)
            n = seen["need"]   # one card, or several given in order
            words = (words.replace("{need}", f"{n} card{'s' * (n != 1)}")
                     .replace("{cards}", " ".join(["CARD"] * n))
                     .replace("{them}", "it" if n == 1 else "them in order")
                     .replace("{order}", "" if n == 1 else " (the last one ends on top)"))
            if s.phase == "move":
                groups = seen["moving"]["groups"]
                words = words.replace("{names}", " ".join(["NAME"] * len(groups)))
                said = " ".join(f"{g:+d}" for g in groups)
                # a cell names the card: a counter-offer taken gave you a card no line named
                # (walk 09q4, M1; the board shows it in your hand)
                words += (f" (your card's groups: {said})" if board else
                          f" (your card: {seen['moving']['card']}, its groups: {said})")
                # ("-", the text for a group given no piece yet, said in the cell: walk 09n,
                # fault 4; not on the board, whose title grew a line and moved the pieces
                # away from a drag in progress)
                if not board:
                    words += (": a piece's name for each group, in order, or - for a group "
                              "that can move no piece")
        return words

    def hint(self) -> str:
        """What the watcher would do in your place, or why it would do nothing.

        >>> RobinPlay({"first": "will"}, seed=2).hint()
        'offer messages6'
        >>> RobinPlay({"first": "will", "pieces": {"will": 6}}, seed=2).hint()
        'give messages6 food1'
        """
        if self.over:
            return "nothing: the game is over. New game on the board deals a new one."
        return "wait for the others" if not self.legal() else self._suggestion()

    def _suggestion(self) -> str:
        obs = Observation(self.state, self.you, np.random.default_rng(0))
        return as_the_board_writes(bots.as_action(bots.watcher(obs), self.you).text)

    # --- moving --------------------------------------------------------------------------

    def play_to_the_end(self, autoplay: bool = False) -> Turn:
        """As :meth:`ComputerGame.play_to_the_end`; a game played to its end also says what
        each player held most of then, as the board shows only the very last turn.

        >>> game = RobinPlay({"first": "will"}, seed=2)
        >>> print(game.play_to_the_end(autoplay=True).lines[-1])  # doctest: +ELLIPSIS
        At the end, the kind each player held most of: you (Will) ...
        """
        turn = super().play_to_the_end(autoplay)
        if autoplay is True and self.over:
            turn.lines.append(fill("At the end, the kind each player held most of: " + ", ".join(
                self._most_held(i, p) for i, p in enumerate(self.game.players)) + "."))
        return turn

    def _in_a_line(self, turn: Turn) -> str:
        """Your side's events of a move the computer played for you, on one line: a Robin
        turn's first line is only "You:", and the summary said "You" for each move (walk
        09t, fault 1); then what the other players did to your piece before your next move:
        listed alone, your moves made your piece seem to jump ("from space 2 to space 3"
        just after "Will on space 3"; walk 09p, fault 6).

        >>> game = RobinPlay({"first": "will"}, seed=2)
        >>> game._in_a_line(game.move("offer messages6"))
        'Will offers messages6 (-3)'
        """
        mine = itertools.takewhile(lambda line: line.startswith("  "), turn.lines[1:])
        name = display_name(self.you)
        moved = [e.text for e in turn.events if not e.text.startswith(f"{name} ") and (
            e.get("piece") == self.you or e.kind == kinds.SWAPPED_PIECES and name in e.text)]
        return ", then ".join([*(line.strip() for line in mine), *moved]) or \
            super()._in_a_line(turn)

    def _most_held(self, i: int, player: str) -> str:
        """``Robin 7 animals``: the kind player ``i`` shows most of, with how many; the
        Mission token on its space, counted there, is said (walk 09q, fault 13: "6 riches"
        beside a hand of 5 riches cards read as a card gone missing)."""
        counts = self.state.kind_counts(i)
        most = max(counts)
        kind = counts.index(most)
        you = player == self.you
        who = f"you ({display_name(player)})" if you else display_name(player)
        token = (f" (one is the Mission token under {'your' if you else 'their'} piece)"
                 if self.state.token_kind(i) == kind else "")
        return f"{who} {most} {self.game.deck.kinds[kind]}{token}"

    def move(self, action: str) -> Turn:
        """Play your action (``"offer food3"``, ``"counter none"``, ``"move ann -"``...);
        the computer players answer until it is your turn to decide again.

        A move played already whose step the game has moved past (its cell run a second
        time, walk 09k fault 7) is not played again: it gives back what it did then, and
        then the game as it is now, whose "Next:" is the one to follow (walk 09z, serious
        fault 1: an older move's words ended with the game as it was turns ago, and its
        "Next:" led round in a loop).

        >>> game = RobinPlay({"first": "will"}, seed=1)
        >>> first = game.move("offer food3")
        >>> _ = game.move("accept tuck")
        >>> again = game.move("offer food3")
        >>> print(again.lines[0]); again.lines[1:-2] == first.lines[:-1]
        Already played in this game, so not played again: here is what it did then.
        True
        >>> print(again.lines[-2]); again.lines[-1] == game.status()
        The game now:
        True
        """
        return self._show(self._move(action, recall=True))

    def _move(self, action: Any, recall: bool = False) -> Turn:
        """Play ``action``; ``recall``: a move played already whose step the game has moved
        past gives back its Turn (a cell's, not the board's: a board shows only new moves)."""
        if self.over:
            return self._over()
        if self.you not in self.state.waiting_for():
            return self._refused("it is not your turn to decide")
        text = action if isinstance(action, str) else getattr(action, "text", str(action))
        verb, _, rest = text.strip().partition(" ")
        verb = as_the_game_writes(verb)
        text = f"{verb} {rest}"
        verbs = list(dict.fromkeys(a.verb for a in self.state.legal_actions(self.you)))
        if verb not in verbs and verb not in self.game.deck:   # (a card: its words)
            earlier = self.played.get(_said(text)) if recall else None
            if earlier is not None:
                return replace(earlier, ok=False, lines=[
                    "Already played in this game, so not played again: here is what it did "
                    "then.", *earlier.lines[:-1], "The game now:", self.status()])
            turn = self._refused(not_now(verb, verbs))
            if any(said.split()[0] == verb for said in self.played):   # an edited move
                turn.lines.insert(1, fill(
                    f"If you changed a move you played before: it stays played, since a "
                    f"game never goes back, and you can {verb} again when the game comes "
                    f"back to that. (Running the cell that begins \"{self.name} =\" again "
                    f"starts a new game from the beginning.)"))
            return turn
        if verb == "move":
            text = _unpunctuated(text)
        trace = Trace(self.state)
        try:
            steps = self._steps(f"{self.you}: {text.strip()}", trace)
        except LabError as e:
            return self._refused(str(e))
        lines: list[str] = []
        self._write(lines, "You:", self.you, steps)
        turn = self._turn(trace, lines, [event for _, event in steps])
        self.played[_said(text)] = turn
        return turn

    def _says(self, player: str, action: Any) -> str:
        return f"{display_name(player)}:"

    def _steps(self, action: Any, trace: Trace) -> list[tuple[str | None, Any]]:
        """The steps as :class:`ComputerGame`'s, but the offers shown to all, and what
        follows from them in the same step ("no one offered a card"), are said under
        "Everybody:", not under the player who chose last (walk 09r, fault 8)."""
        steps, revealed = [], False
        for actor, event in super()._steps(action, trace):
            revealed = revealed or event.kind == kinds.REVEALED
            steps.append(("everybody" if revealed else actor, event))
        return steps

    def _title(self) -> str:
        if self.over:
            return f"The Robin game: {self.status()}"
        return f"The Robin game: you are {display_name(self.you)}. Next: {self._next(board=True)}."

    def _play(self, program: Any) -> Turn:
        return self._move(program)

    def _program_of(self, action: Any) -> str:
        return action.text


def _unpunctuated(move: str) -> str:
    """A move written as a sentence, the commas and full stops between and after its
    pieces' names read as spaces (walk 09p, fault 6: "move Will, Marian" was told there is
    no piece 'will,'); a "-" (a group that moves no piece) stays.

    >>> _unpunctuated("Move Robin, Marian."), _unpunctuated("move will; -!")
    ('Move Robin Marian', 'move will -')
    """
    return " ".join(re.sub(r"[.,;:!?]", " ", move).split())


def _said(text: str) -> str:
    """A move's text as :meth:`RobinPlay.move` remembers it: its words in small letters.

    >>> _said(" Offer  Food3 ")
    'offer food3'
    """
    return " ".join(text.lower().split())


# --- exercises --------------------------------------------------------------------------------

NO_SPACE = frozenset({"none", "nowhere", "no", "cannot", "cant", "nothing"})


def _space(answer: Any) -> Any:
    """A learner's space, read by the lessons' one reader (digits or a number word, case,
    spaces and punctuation forgiven): a whole number, None for "it cannot move", "" for no
    answer yet, or the text as given.

    >>> _space(" Space 4. "), _space("none"), _space(4.0), _space("four"), _space("Two!")
    (4, None, 4, 4, 2)
    >>> _space("4.5"), _space("It can't move"), _space("?")
    ('4.5', None, '')
    """
    if answer is None or isinstance(answer, bool):
        return answer
    said = answers.words(answer)
    if not said:
        return ""
    said = said[1:] if said[:1] == ["space"] else said
    n = answers.number(said[0]) if len(said) == 1 and len(said[0]) <= 6 else None
    if n is not None:
        return n
    if NO_SPACE & set(said) and not any(w.isdigit() for w in said):
        return None
    return answer


@written_here("answer")
def check_step(space: int, group: int, answer: Any, *, show: bool = False) -> Result:
    """Where does a piece on ``space`` land with the arrow group ``group`` (``+3``, ``-1``)?
    ``answer`` is a space (1 to 7), or ``None`` when the group cannot move that piece. A
    wrong answer counts a try (:mod:`.feedback`); ``show=True`` shows the answer.

    >>> check_step(6, +3, "?")
    ✘ Write your answer first: a space from 1 to 7, or None if the piece cannot move.
    >>> check_step(6, +3, 9).message
    'The road has 7 spaces, numbered 1 to 7: there is no space 9. Try again.'
    """
    right = rules.step(space, group)
    way = f"{abs(group)} {'forward' if group > 0 else 'back'}"
    said = _space(answer)
    hint = ("count the spaces one by one, forward: after the castle (7), the next step lands "
            "on the old oak (1)." if group > 0 else "count the spaces one by one, back towards "
            "the old oak (1): a piece on the oak cannot go back.")
    shown_right = Result(True, f"A piece on space {space} cannot go {way}: never back past "
                               "the old oak." if right is None else
                               f"{way.capitalize()} from space {space} is space {right}.")
    if show or answers.asks_to_see(answer):
        return feedback.asked(f"step {space} {group}", lambda: shown_right)
    if said == "":
        return Result(False, "Write your answer first: a space from 1 to 7, or None if the "
                             "piece cannot move.")
    if said is not None and type(said) is not int:
        return Result(False, f"I cannot read {str(answer)[:20]!r}: write a space from 1 to 7, "
                             "or None if the piece cannot move.")
    if type(said) is int and not 1 <= said <= 7:   # (a readable answer: a try)
        verdict = Result(False, f"The road has 7 spaces, numbered 1 to 7: there is no space "
                                f"{said}.", hint=hint)
    elif said == right:
        verdict = Result(True, f"Right: {shown_right.message[0].lower()}"
                               f"{shown_right.message[1:]}")
    elif _skipped_the_oak(space, group, said):
        verdict = Result(False, f"Not quite: {said} is where it lands if the old oak is skipped. "
                                "Past the castle, the oak counts as one step, like any other "
                                "space.", hint=hint)
    elif said is None:
        verdict = Result(False, f"Not quite: a piece on space {space} can go {way}: count "
                                "where it lands.", hint=hint)
    else:
        verdict = Result(False, f"Not quite: a piece on space {space} that goes {way} does "
                                f"not land on space {said}.", hint=hint)
    return feedback.tried(f"step {space} {group}", verdict, lambda: shown_right, said=said)


def _skipped_the_oak(space: int, group: int, said: Any) -> bool:
    """Whether ``said`` is where a forward group past the castle lands when the old oak is
    not counted as a step (walk 09s, fault 1: "goes back to the old oak and counts on from
    there" read as a free jump to the oak).

    >>> _skipped_the_oak(6, 3, 3), _skipped_the_oak(6, 3, 2), _skipped_the_oak(3, 2, 6)
    (True, False, False)
    """
    right = rules.step(space, group)
    return group > 0 and space + group > 7 and right is not None and said == right + 1


# What stopping with an error usually means in the learner's function: what happened, in
# plain words (Python's own error text is for programmers), and what to do about it.
STOPPED = {
    "NameError": ("your function stopped on a name it does not know",
                  "a name in your function is not known: check its spelling against the names "
                  "the cell gives you ({names})."),
    "nothing back": ("one of its calls gave no number back, so your function could not go on",
                     "each call must give a number back: end your function with return best, "
                     "after the loop."),
    "TypeError": ("your function stopped: a call was given things it cannot work with",
                  "check what you give each call: most_groups takes a list of spaces and a "
                  "list of groups, step takes one space and one group."),
    "RecursionError": ("your function kept calling itself and never stopped",
                       "each call must have fewer groups left (use rest, not groups)."),
    "other": ("your function stopped with a mistake", "run it on one example first.")}


def _stopped(error: Exception, solver: Any, pieces: list[int], groups: list[int]) -> Result:
    """Exercise 1's verdict on a function that stopped with ``error`` on ``pieces`` and
    ``groups``. A call that gave nothing back (None) is what a return inside the for loop
    leaves when no return follows the loop, so that slip is named first (walk 09r, fault 2)."""
    kind = type(error).__name__
    if kind == "TypeError" and "NoneType" in str(error):
        kind = "nothing back"
    what, hint = STOPPED.get(kind, STOPPED["other"])
    tree = _source_tree(solver)
    if kind == "nothing back" and tree is not None and _returns_in_a_loop(tree):
        hint = SLIPS["early"]
    elif isinstance(error, NameError):
        hint = _unknown_name_hint(error, solver)
    return Result(False, f"Not yet: with {_position(pieces, groups)}, {what}.", hint=hint)


def _unknown_name_hint(error: NameError, solver: Any) -> str:
    """What to do about a name the learner's function does not know: it is matched against
    the names the cell gives, the function's own name among them (a call to ``most_group``
    meant ``most_groups``, which a list without it never showed).

    >>> def most_groups(pieces, groups):
    ...     return most_group(pieces, groups[1:])
    >>> print(_unknown_name_hint(NameError("name 'most_group' is not defined",
    ...                                    name="most_group"), most_groups))
    most_group is not a name the cell gives you: check its spelling (did you mean most_groups?).
    """
    given = [getattr(solver, "__name__", "most_groups"), "step", *sorted(GIVEN)]
    close = difflib.get_close_matches(error.name or "", given, n=1)
    if close:
        return (f"{error.name} is not a name the cell gives you: check its spelling (did you "
                f"mean {close[0]}?).")
    return STOPPED["NameError"][1].format(names=", ".join(given))


def _position(pieces: list[int], groups: list[int]) -> str:
    """A position of Exercise 1 in words.

    >>> _position([7, 3, 1], [2, -1])
    'the pieces on spaces 7, 3 and 1 and the arrow groups +2 -1'
    """
    spaces = ", ".join(map(str, pieces[:-1])) + f" and {pieces[-1]}"
    return f"the pieces on spaces {spaces} and the arrow groups " + " ".join(
        f"{g:+d}" for g in groups)


def most_groups_cases(cases: int = 200, seed: int = 9) -> list[list[list[int]]]:
    """The positions :func:`check_most_groups` asks a function about, in order: each the
    pieces' spaces and the card's arrow groups (what a grader hands a learner's function).

    >>> most_groups_cases(1)
    [[[7, 7, 3, 1], [2, 2]]]
    """
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(cases):
        pieces = [int(x) for x in rng.integers(1, 8, size=int(rng.integers(2, 7)))]
        groups = [int(g) for g in rng.choice([-3, -2, -1, 1, 2, 3],
                                             size=int(rng.integers(1, 4)))]
        out.append([pieces, groups])
    return out


#: the key Exercise 1's tries are counted under (:mod:`.feedback`), and its name there
EXERCISE_1 = ("most groups", "Exercise 1")
#: how a learner stuck on Exercise 1 sees the answer: the cell's last line checks the
#: function, so "show me" goes in its place there (as a board's name does in lesson 02)
STUCK_ON_EXERCISE_1 = (f' Try again. If you are stuck, write "{answers.SHOW_ME}" (with its '
                       "quotes) in place of most_groups between the brackets of the last "
                       "line of the cell, and run the cell again: you will see the line filled "
                       "in.")
#: Exercise 1's hints for a search that makes none of the usual slips, each closer to the
#: answer than the one before, one a try (walk 09v, fault 1: the one hint never said that
#: the function may ask itself the same question again, on what is left); they walk
#: through the one blank the cell leaves (walk 09r6, fault M1), never writing it
LADDER = (
    "the number after 1 + is how many groups can be applied to the pieces in others from "
    "the groups in rest. Work one out by hand: with the pieces on 4 and 1 and the groups "
    "+2 -1, when +2 moves the piece on 1, -1 can still move the piece on 4, so that number "
    "is 1.",
    "that number answers the same question as your whole function, only smaller: the most "
    "groups that can be applied to the pieces in others from rest. So your function may "
    "call itself to answer it, with what is left.",
    "in the blank, call your own function as the line marked choice 1 does, but on the "
    "pieces this way leaves free to move: the line just inside the loop gives them a name.")


def _exercise_1_answer() -> Result:
    """Exercise 1's blank filled in, for a learner who asked to see it.

    >>> print(_exercise_1_answer())  # doctest: +ELLIPSIS
    ✔ The line with the ..., filled in:
                best = max(best, 1 + most_groups(others, rest))
      It adds the 1 group this way applies to the most ...
    """
    return Result(True, "The line with the ..., filled in:",
                  details=("          best = max(best, 1 + most_groups(others, rest))",
                           "It adds the 1 group this way applies to the most groups the other "
                           "groups can apply to the other pieces: your function asks itself "
                           "the same question, on what is left."))


def check_most_groups(solver: Any, cases: int = 200, seed: int = 9) -> Result:
    """Compare ``solver(pieces, groups)`` (the most arrow groups that can be applied: a whole
    number) with the game's answer on ``cases`` random positions and cards; a wrong function
    hears the rule it breaks when it answers as one of the usual slips (SLIPS) does, else a
    hint closer to the answer at each try (LADDER). Each check is a try (:mod:`.feedback`);
    ``"show me"`` in place of the function shows the missing lines.

    >>> feedback.forget()
    >>> print(check_most_groups(lambda pieces, groups: len(groups) > 0))  # doctest: +ELLIPSIS
    ✘ Not yet: with the pieces on spaces 7, 7, 3 and 1 and the arrow groups +2 +2, your function says True. Try again.
      Hint: the number after 1 + is how many groups ...
    >>> print(check_most_groups("show me"))  # doctest: +ELLIPSIS
    ➜ You asked to see it: The line with the ..., filled in:
                best = max(best, 1 + most_groups(others, rest))
    ...
    """  # noqa: E501
    key, name = EXERCISE_1
    if answers.asks_to_see(solver):
        return feedback.asked(key, _exercise_1_answer, name)
    if not callable(solver):
        return feedback.how_to_see(solver) or Result(
            False, "Put the name of your function, most_groups, between the brackets (with "
                   "no quotes), and run the cell again.")
    tree = _source_tree(solver)
    verdict = _most_groups_verdict(solver, tree, cases, seed, feedback.tries(key))
    said = None if tree is None else hashlib.sha1(ast.dump(tree).encode()).hexdigest()[:12]
    return feedback.tried(key, verdict, _exercise_1_answer, name=name,
                          stuck=STUCK_ON_EXERCISE_1, said=said,
                          given=tree is not None and _still_dotted(tree))


FEW, ENOUGH = 20, 0.5   # positions, seconds: what a wrong function is judged on at least


def _most_groups_verdict(solver: Any, tree: ast.AST | None, cases: int, seed: int,
                         tried_before: int) -> Result:
    """:func:`check_most_groups`'s verdict on ``solver`` (its text parsed as ``tree``, None
    when it cannot be read), the learner having tried ``tried_before`` times. A wrong
    function is judged on the positions asked within :data:`ENOUGH` (at least
    :data:`FEW` of them): a slow one, asking itself again with every group, kept a child
    waiting 4 s with no word (walk 09r9, fault 1)."""
    tried, wrong, began = [], None, time.monotonic()
    for pieces, groups in most_groups_cases(cases, seed):
        if wrong is not None and len(tried) >= FEW and time.monotonic() - began > ENOUGH:
            break
        try:
            said, asked_the_game = watched(solver, list(pieces), list(groups))
        except Exception as e:  # noqa: BLE001 - the learner's code: say what happened
            # (1 + ... as the cell gives it stops: the blank is said, not the stop)
            blank = "'ellipsis'" in str(e) or tree is not None and _still_dotted(tree)
            return BLANK_LEFT if blank else _stopped(e, solver, pieces, groups)
        if asked_the_game:
            return Result(False, "Not yet: your function asks the game's own search for the "
                                 "answer.", hint="write the search yourself: try every piece "
                                 "for the first group (or leave it out), with step, then the "
                                 "same for the next group with the pieces that are left.")
        tried.append((pieces, groups, said))
        if wrong is None and said != rules.assignments(tuple(pieces), tuple(groups))[0]:
            wrong = (pieces, groups, said)
    if wrong is None:
        return Result(True, f"Right on all {cases} positions: your search finds the most "
                            "groups the rules let you apply.")
    pieces, groups, said = wrong
    slip = next((slip for slip in SLIPS if all(_slipped(slip, p, g) == s for p, g, s in tried)),
                "")
    if tree is not None and _still_dotted(tree):  # nothing written yet: no slip to name
        return BLANK_LEFT
    unread = _set_never_read(tree) if tree is not None and slip == "zero" else []
    if not slip and tree is not None and _returns_in_a_loop(tree):
        slip = "early"  # a return the SLIPS' model does not place (not inside the if)
    kept_nowhere = slip == "zero" and tree is not None and _result_thrown_away(tree)
    every_group = tree is not None and _asks_again_with_every_group(tree)
    groups_first = tree is not None and _asks_with_groups_first(tree)
    hint = (_never_read_hint(unread[0]) if unread else KEPT_NOWHERE if kept_nowhere else
            GROUPS_FIRST if groups_first else
            EVERY_GROUP_AGAIN if every_group else SLIPS.get(slip) or
            (STOPPED["nothing back"][1] if said is None else
             LADDER[min(tried_before, len(LADDER) - 1)]))
    return Result(False, f"Not yet: with {_position(pieces, groups)}, your function says "
                         f"{said!r}.", hint=hint)


# Exercise 1's verdict on a function that still has the cell's blank, the ...
BLANK_LEFT = Result(False, "Not yet: your function still has the ... the cell gives you.",
                    hint="replace the ... with the number the comments just above it say.")

# The names Exercise 1's cell gives the learner's function (one it leaves unused is no slip).
GIVEN = frozenset({"pieces", "groups", "first", "rest", "best", "k", "space", "others"})


def _source_tree(function: Any) -> ast.AST | None:
    """The parsed text of ``function``; None when it cannot be read (a grader's stand-in, a
    function typed at a prompt), so the checks that read it say nothing rather than guess."""
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return None


def _still_dotted(tree: ast.AST) -> bool:
    """Whether the function's text still has a ``...``, the blank Exercise 1's cell leaves
    for the learner.

    >>> _still_dotted(ast.parse("def f(pieces, groups): return max(0, 1 + ...)"))
    True
    >>> _still_dotted(ast.parse("def f(pieces, groups): return 0"))
    False
    """
    return any(isinstance(n, ast.Constant) and n.value is Ellipsis for n in ast.walk(tree))


def _returns_in_a_loop(tree: ast.AST) -> bool:
    """Whether the function's text has a return inside a for loop: wherever it stands there,
    the search stops before it has tried every piece.

    >>> _returns_in_a_loop(ast.parse("for k in pieces: return k"))
    True
    >>> _returns_in_a_loop(ast.parse("for k in pieces: best = k"))
    False
    """
    return any(isinstance(inner, ast.Return) for loop in ast.walk(tree)
               if isinstance(loop, ast.For) for inner in ast.walk(loop))


def _asks_again_with_every_group(tree: ast.AST) -> bool:
    """Whether the function calls itself with ``groups``, every group, the one it has just
    used too: the question asked again is no smaller (walk 09r7, fault 1: such a blank heard
    the ladder's next hint, which never said what was wrong with it).

    >>> _asks_again_with_every_group(ast.parse(
    ...     "def most_groups(pieces, groups): return 1 + most_groups(pieces[1:], groups)"))
    True
    >>> _asks_again_with_every_group(ast.parse(
    ...     "def most_groups(pieces, groups): return 1 + most_groups(pieces, groups[1:])"))
    False
    """
    own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in own
               and any(isinstance(a, ast.Name) and a.id == "groups" for a in n.args)
               for n in ast.walk(tree))


def _asks_with_groups_first(tree: ast.AST) -> bool:
    """Whether the function calls itself with groups where its pieces go, or pieces where
    its groups go (walk 09r8, fault 1: ``most_groups(rest, others)`` answered as the slip
    that ignores the oak, and heard about a line the child never touched).

    >>> _asks_with_groups_first(ast.parse(
    ...     "def most_groups(pieces, groups): return 1 + most_groups(rest, others)"))
    True
    >>> _asks_with_groups_first(ast.parse(
    ...     "def most_groups(pieces, groups): return 1 + most_groups(others, rest)"))
    False
    """
    own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    names = [[a.id if isinstance(a, ast.Name) else "" for a in n.args[:2]]
             for n in ast.walk(tree)
             if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in own]
    return any(args[:1] and args[0] in GROUP_NAMES or args[1:] and args[1] in PIECE_NAMES
               for args in names)


# The names Exercise 1's cell gives to groups and to pieces.
GROUP_NAMES = frozenset({"groups", "rest", "first"})
PIECE_NAMES = frozenset({"pieces", "others", "space"})

# Exercise 1's hint for a function that asks itself with groups where the pieces go.
GROUPS_FIRST = ("in the blank your function asks itself about groups where the pieces go: "
                "it takes the pieces first, then the groups (as the first line of your "
                "function says). Which comes first in the brackets?")

# Exercise 1's hint for a function that asks itself again about every group.
EVERY_GROUP_AGAIN = ("in the blank your function asks itself about all the groups again, the "
                     "first one too, though this way has just used it, and a group is used "
                     "once at most. Which groups are left after the first?")


def _result_thrown_away(tree: ast.AST) -> bool:
    """Whether a line of the function works out a number and keeps it nowhere
    (``max(best, 1 + ...)`` with no ``best =``): the count is right there, but best never
    changes (walk 09s, fault 2: such a line heard "it never counts a group it applies").

    >>> _result_thrown_away(ast.parse("for k in pieces: max(best, 1 + k)"))
    True
    >>> _result_thrown_away(ast.parse("for k in pieces: best = max(best, 1 + k)"))
    False
    """
    return any(isinstance(n, ast.Expr) and isinstance(n.value, ast.Call | ast.BinOp)
               and not _calls_print(n.value) for n in ast.walk(tree))


def _calls_print(expr: ast.expr) -> bool:
    """Whether ``expr`` is a call of print, a line kept for its output, not its number."""
    return isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) \
        and expr.func.id == "print"


# Exercise 1's hint for a line that works out a way's number and keeps it nowhere.
KEPT_NOWHERE = ("your function works out each way's number on a line of its own, but never "
                "keeps it: best never changes, so the function always answers 0. A number "
                "worked out and kept nowhere is forgotten at once.")


def _set_never_read(tree: ast.AST) -> list[str]:
    """The names of the learner's own that the function parsed as ``tree`` sets and never
    reads (``Best = ...`` in a function that returns ``best``), in the order set.

    >>> _set_never_read(ast.parse('''
    ... def most_groups(pieces, groups):
    ...     best = 0
    ...     for k, space in enumerate(pieces):
    ...         Best = max(best, 1)
    ...     return best'''))
    ['Best']
    """
    names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
    read = {n.id for n in names if isinstance(n.ctx, ast.Load)}
    return list(dict.fromkeys(n.id for n in names if isinstance(n.ctx, ast.Store)
                              and n.id not in read and n.id not in GIVEN))


def _never_read_hint(name: str) -> str:
    """Exercise 1's hint for a function that keeps its number in ``name``, never read again.

    >>> print(_never_read_hint("Best"))
    your function puts each way's number in Best, but it returns best, which the loop never changes: Best and best are two different names to Python (a capital letter makes a new name).
    """  # noqa: E501
    case = (f": {name} and best are two different names to Python (a capital letter makes a "
            "new name)" if name.lower() == "best" else
            f": keep the number in best, not in {name}")
    return (f"your function puts each way's number in {name}, but it returns best, which the loop "
            f"never changes{case}.")


def show_best_moves(pieces: list[int], groups: tuple[int, ...], names: list[str]) -> None:
    """Print how many of the card's arrow groups the game applies to pieces on ``pieces``
    (each named by ``names``), and every move that applies that many, each once (alike groups
    swapped make the same move): the rulebook's example before Exercise 1, which asks the
    learner to write this search.

    >>> show_best_moves([1, 3], (-1,), ["Blue", "Red"])
    groups applied: 1
       -1 to Red
    """
    most, ways = rules.assignments(tuple(pieces), tuple(groups))
    print("groups applied:", most)
    moves = {tuple(sorted(f"{g:+d} to {names[p]}"
                          for g, p in zip(groups, way, strict=True) if p >= 0))
             for way in ways}
    for move in sorted(moves):
        print("  ", ", ".join(move))


# The game's own answers to Exercise 1's question: a learner's function may not call them.
GAME_SEARCH = frozenset(f.__code__ for f in (rules.assignments, rules.outcomes, rules.outcome,
                                             rules.can_move))


class AskedTheGame(Exception):  # noqa: N818 - what happened, not a failure of the code
    """Raised by a grader's stand-in for a learner's function that asked the game's own
    search when its kernel called it (:func:`codyroby_lab.grading`'s stand-ins): the check
    reads it as that call."""


def watched(function: Any, *args: Any) -> tuple[Any, bool]:
    """What ``function(*args)`` returns, and whether it called the game's own search
    (:data:`GAME_SEARCH`) on the way, seen by a profiler hook (restored after), or stood in
    for a function that did (:class:`AskedTheGame`). A grader calls a learner's function
    through it in the learner's kernel (:data:`codyroby_lab.lessons.ASKS`).

    >>> watched(lambda p, g: rules.assignments(p, g)[0], (1, 2), (1,))
    (1, True)
    >>> watched(lambda p, g: len(g), (1, 2), (1,))
    (1, False)
    """
    seen = False

    def watch(frame: Any, event: str, _arg: Any) -> None:
        nonlocal seen
        if event == "call" and frame.f_code in GAME_SEARCH:
            seen = True

    before = sys.getprofile()
    sys.setprofile(watch)
    try:
        return function(*args), seen
    except AskedTheGame:
        return None, True
    finally:
        sys.setprofile(before)


# The usual slips in Exercise 1's search, each with the rule it breaks (ALL_GROUPS, OAK):
# a group sent back past the oak, a piece moved twice, the last way kept, not the best; or
# what it misses: a group applied never counted (the 1 left out, or the cell unchanged), a
# return at the first way found, an if that asks the wrong way round.
SLIPS = {"oak": "your function lets a group send a piece back past the old oak (step says "
                "None then): such a piece cannot take that group.",
         "twice": "your function lets a piece move twice: each piece moves at most once per "
                  "card, so the next groups may only move the pieces that are left.",
         "last": "your function keeps the last way it tries, not the best one: compare each "
                 "way with the best so far.",
         "zero": "your function always answers 0: it never counts a group it applies. When "
                 "the first group moves a piece, that way has applied 1 group already: does "
                 "the number you keep count it?",
         "early": "your function stops at the first way it finds (a return inside the for "
                  "loop): try every piece, keep the best with max, and return after the loop.",
         "reversed": "your if asks the wrong way round: it counts a group only for the pieces "
                     "it cannot move (step says None then). Count the way when step does not "
                     "say None."}


def _slipped(slip: str, pieces: list[int], groups: list[int]) -> int:
    """What Exercise 1's search answers with ``slip`` made (a key of SLIPS)."""
    if not groups or slip == "zero":
        return 0
    first, rest = groups[0], groups[1:]
    best = _slipped(slip, pieces, rest)
    for k, space in enumerate(pieces):
        if slip != "oak" and (rules.step(space, first) is None) != (slip == "reversed"):
            continue
        more = 1 + _slipped(slip, pieces if slip == "twice" else pieces[:k] + pieces[k + 1:],
                            rest)
        if slip == "early":
            return more
        best = more if slip == "last" else max(best, more)
    return best


@cache
def missions() -> Counter[str]:
    """The game's Mission cards, how many of each kind (6 kinds of 14), read from the deck
    when first asked (reading it checks the deck file, which is slow to start: a lesson's
    first cell does not wait for it).

    >>> sorted(missions().values())
    [14, 14, 14, 14, 14, 14]
    """
    return Counter(c.kinds[0] for c in Deck.default().cards if c.kind == "mission")


def chance_of_seven(cards: int, kinds: int | None = None, per_kind: int | None = None,
                    goal: int = 7) -> float:
    """The exact chance that ``cards`` cards drawn from the 84 Mission cards (``kinds``: 6
    kinds of ``per_kind``: 14) hold at least ``goal`` of one kind: 1 minus the ways with at
    most ``goal - 1`` of each kind (counted kind by kind) over all the ways to draw them."""
    kinds = len(missions()) if kinds is None else kinds
    per_kind = min(missions().values()) if per_kind is None else per_kind
    total = kinds * per_kind
    if cards > total:
        return 1.0
    ways = [1] + [0] * cards  # ways[n]: hands of n cards with no kind reaching the goal
    for _ in range(kinds):
        ways = [sum(ways[n - k] * comb(per_kind, k) for k in range(min(goal - 1, n) + 1))
                for n in range(cards + 1)]
    return 1 - ways[cards] / comb(total, cards)


def simulate_seven(cards: int, trials: int = 20_000, seed: int = 0, goal: int = 7) -> float:
    """The same chance, estimated by dealing ``trials`` random hands (numpy)."""
    rng = np.random.default_rng(seed)
    deck = np.repeat(np.arange(len(missions())), list(missions().values()))
    hands = np.array([rng.choice(deck, size=cards, replace=False) for _ in range(trials)])
    counts = np.stack([(hands == k).sum(axis=1) for k in range(len(missions()))], axis=1)
    return float((counts.max(axis=1) >= goal).mean())


CLOSE = 0.03  # how far from the exact chance a value read off the curve may be


@written_here("answer")
def check_chance(answer: Any, cards: int) -> Result:
    """Is ``answer`` (a number from 0 to 1, or a percentage such as ``"40%"``) the chance of
    7 of a kind among ``cards`` cards, as well as the curve can be read (within 0.03)? The
    answer says how close it was; once right, that is kept (:func:`.feedback.tried`).

    >>> feedback.forget()
    >>> print(check_chance(40, 25))
    ✘ Write the chance as a number from 0 to 1, not out of 100: 40 out of 100 is 0.4.
    >>> print(check_chance(4, 25))
    ✘ A chance is a number from 0 to 1 (the plot's left side): 4 is more than 1. Is a decimal point missing?
    >>> check_chance(1.5, 25).message
    "A chance is a number from 0 to 1 (the plot's left side): 1.5 is more than 1. Is a decimal point in the wrong place?"
    >>> check_chance("0,3", 25).message
    '0,3 read as 0.3. Not quite: 0.3 is too low. Try again.'
    >>> check_chance("forty", 25).message      # a number word is its number (walk 09r7, 4)
    'Write the chance as a number from 0 to 1, not out of 100: 40 out of 100 is 0.4.'
    >>> check_chance("a half", 25).message
    "I cannot read the word 'a half' as a number: write the number in digits, from 0 to 1, e.g. 0.75."
    >>> check_chance((0, 4), 25).message
    'Use a dot, not a comma: write 0.4 (without quotes, 0,4 is two numbers).'
    >>> check_chance(0.36, 25).message
    'Not quite: 0.36 is a little too low. Try again.'
    >>> print(check_chance(0.41, 25))
    ✔ Right: the chance is 0.398 (39.8%); you read 0.41, only 0.012 away. You got it on your third try.
    >>> check_chance(0.6, 25).message
    'Not quite: 0.6 is too high. You got this question right before, on your third try, and that stays.'
    """  # noqa: E501
    right = chance_of_seven(cards)
    if answer is None or isinstance(answer, str) and answer.strip() in ("", "?", "..."):
        return Result(False, "Write your answer first: a number from 0 to 1, e.g. 0.75.")
    read = ""   # how a written answer was read, when not as written ("0,4 read as 0.4. ")
    if isinstance(answer, str):
        written = answer.strip()
        percent = written.rstrip(". ").endswith("%")
        value = answers.decimal(written.replace("%", " ") if percent else written)
        if re.fullmatch(r"\d+ */ *[1-9]\d*", written):   # a fraction
            answer = float(Fraction(written.replace(" ", "")))
            read = f"{written} read as {answer:g}. "
        elif re.fullmatch(r"[\d.,]*[oO][\d.,]*", written) and re.search(r"\d", written):
            return Result(False, f"I cannot read {written[:20]!r}: is that the letter O? "
                                 "Write a zero (0) instead, e.g. 0.75.")
        elif value is None and re.fullmatch(r"[^\d]*[a-zA-Z][^\d]*", written):
            # words that are no number (a number word is read: walk 09r7, fault 4, "forty")
            return Result(False, f"I cannot read the word {written[:20]!r} as a number: "
                                 "write the number in digits, from 0 to 1, e.g. 0.75.")
        elif value is None:
            return Result(False, f"I cannot read {answer[:20]!r}: write a number from 0 "
                                 "to 1, e.g. 0.75.")
        else:
            answer = value / (100 if percent else 1)
            read = f"{written} read as {answer:g}. " if "," in written or percent else ""
    if isinstance(answer, tuple) and len(answer) == 2 and all(
            isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in answer):
        whole, part = answer                  # 0,4 without quotes: two numbers to Python
        return Result(False, f"Use a dot, not a comma: write {whole}.{part} (without quotes, "
                             f"{whole},{part} is two numbers).")
    if not isinstance(answer, (int, float)) or isinstance(answer, bool) or answer != answer:
        return Result(False, "Write a number from 0 to 1, e.g. 0.75.")
    if answer == cards:   # the number on the bottom of the plot (walk 09t, fault 4)
        return Result(False, f"{answer:g} is the number of cards. The chance is read on the "
                             f"curve above it: go up from {cards} cards to the curve, then "
                             "across to the left side, where the chances go from 0 to 1.")
    if 1 < answer < 10:   # 4 for 0.4: a point left out; 1.5 for 0.15: a point misplaced,
        # never "out of 100", which sent a child to 0.015 (walk 09v, fault 4); "a decimal
        # point", not "a dot": the plot above has dots (walk 09r, fault 7)
        slip = "missing" if float(answer).is_integer() else "in the wrong place"
        return Result(False, f"A chance is a number from 0 to 1 (the plot's left side): "
                             f"{answer:g} is more than 1. Is a decimal point {slip}?")
    if 1 < answer <= 100:
        # (not "a share of 1": a word a 12-year-old may not know, walk 09p, fault 12)
        return Result(False, f"Write the chance as a number from 0 to 1, not out of 100: "
                             f"{answer:g} out of 100 is {answer / 100:g}.")
    if not 0 <= answer <= 1:
        return Result(False, f"A chance is a number from 0 to 1: {answer:g} is not one.")
    off = abs(answer - right)
    if off <= CLOSE:
        how = "exactly" if off < 0.0005 else f"only {off:.3f} away"
        verdict = Result(True, f"{read}Right: the chance is {right:.3f} ({right:.1%}); you read "
                               f"{answer:g}, {how}.")
    else:
        side = ("a little " if off <= 2 * CLOSE else "") + (
            "too high" if answer > right else "too low")
        verdict = Result(False, f"{read}Not quite: {answer:g} is {side}.",
                         hint=f"find {cards} cards on the bottom of the plot, go up to the "
                              "curve, then across to the chance on the left.")
    return feedback.tried(f"chance {cards}", verdict,   # a try: a right one is kept
                          lambda: Result(True, f"The chance is {right:.3f} ({right:.1%})."),
                          said=round(answer, 3))
