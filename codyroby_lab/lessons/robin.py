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

from math import comb
from typing import Any

import numpy as np

from codyroby_lab.core.errors import LabError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.trace import Trace
from codyroby_lab.games.robin import bots, rules
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.observation import Observation
from codyroby_lab.lessons.checks import Result
from codyroby_lab.lessons.play import ComputerGame, Turn

__all__ = ["RobinPlay", "chance_of_seven", "check_chance", "check_most_groups", "check_step",
           "simulate_seven"]

PLAYERS = ["will", "robin", "marian", "tuck"]
NEXT = {"contribute": "give {need} card(s) to the Contribution stack: "
                      "game.move(\"contribute CARD CARD\") (the last one ends on top)",
        "trade": "offer a card: game.move(\"offer CARD\"), or play a special card: "
                 "game.move(\"use CARD ...\")",
        "counter": "make a secret counter-offer: game.move(\"counter CARD\") or "
                   "game.move(\"counter none\")",
        "choose": "choose an offer: game.move(\"accept NAME\")",
        "neutral": "trade with the neutral player: game.move(\"neutral 1\"), 2 or 3 (hidden)",
        "move": "move the pieces with your card's arrow groups: game.move(\"move NAME NAME\")",
        "pick": "take a card from the Contribution stack: game.move(\"pick CARD\")"}
# The same at the board, with the mouse or the keys (a board's title holds no Python call).
BOARD_NEXT = {"contribute": "give {need} card(s) to the Contribution stack: click them in "
                            "order (the last one ends on top), then press Run",
              "trade": "offer a card: click it in your hand (or play a special card), then "
                       "press Run",
              "counter": "make a secret counter-offer: click a card of your hand (or No "
                         "counter-offer), then press Run",
              "choose": "choose the counter-offer you take, then press Run",
              "neutral": "trade with the neutral player: choose one of the neutral cards, "
                         "then press Run",
              "move": "move the pieces: drag each arrow group of your card onto a piece, "
                      "then press Run",
              "pick": "take a card from the Contribution stack: click it, then press Run"}


class RobinPlay(ComputerGame):
    """A Robin game: you (``you``, Will Scarlet by default) against computer players (by
    default the watcher, the greedy collector and the random player). ``setup`` is a Robin
    setup (every field optional; four players by default); ``seed`` fixes the stacks and the
    computers' choices. Play with ``move("offer food3")``; ``legal()`` lists what you may
    do, ``hint()`` what the watcher would do in your place."""

    def __init__(self, setup: dict[str, Any] | None = None, *, seed: int = 0,
                 you: str = "will", computers: list[Any] | None = None):
        self.game = Robin.from_setup({"players": PLAYERS, **(setup or {})})
        if you not in self.game.players:
            raise LabError(f"you play one of {', '.join(self.game.players)}, not {you!r}")
        self.you = you
        others = [p for p in self.game.players if p != you]
        chosen = computers or [bots.watcher, bots.greedy, bots.random_legal] * 2
        self.computers = dict(zip(others, chosen, strict=False))
        self.seed = seed
        self._deal(seed)

    def _deal(self, seed: int) -> None:
        self.state = self.game.new_state(seed=seed)
        self.rngs = {p: np.random.default_rng([seed, i]) for i, p in
                     enumerate(self.game.players)}
        self._open()

    # --- reading -------------------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The cards in your hand."""
        return self.state.observation(self.you)["hands"][self.you]

    def legal(self) -> list[str]:
        """Everything you may do now, in the action notation."""
        if self.over or self.you not in self.state.waiting_for():
            return []
        return [a.text for a in self.state.legal_actions(self.you)]

    def status(self) -> str:
        """Where the pieces are, your hand, the Contribution stack's top and what to do."""
        if self.over:
            if self.winner is None:
                return "Game over: a draw (the turn limit was reached)."
            won = "you win" if self.winner == self.you else display_name(self.winner) + " wins"
            return f"Game over: {won}."
        obs = self.state.observation(self.you)
        pieces = ", ".join(f"{display_name(p)} on {s}" for p, s in obs["pieces"].items())
        others = ", ".join(f"{display_name(p)} {n}" for p, n in obs["hands"].items()
                           if p != self.you)
        top = obs["contribution"]["top"] or "empty"
        return (f"Pieces: {pieces}. Your hand: {' '.join(self.hand) or 'empty'}. Cards in "
                f"the others' hands: {others}. Contribution stack: {top} on top. "
                f"Next: {self._next()}.")

    def _next(self, board: bool = False) -> str:
        """What to do now: in a cell's words, or (``board``) at the board's."""
        s = self.state
        if self.you not in s.waiting_for():
            return "wait for the others"
        forced = s.phase == "choose" and all(a.verb == "neutral" for a in s.legal_actions())
        words = (BOARD_NEXT if board else NEXT)["neutral" if forced else s.phase].replace(
            "{need}", str(s.observation(self.you)["need"]))
        if s.phase == "move":
            groups = s.observation(self.you)["moving"]["groups"]
            words += f" (your card's groups: {' '.join(f'{g:+d}' for g in groups)})"
        return words

    def hint(self) -> str:
        """What the watcher would do in your place."""
        return "" if not self.legal() else self._suggestion()

    def _suggestion(self) -> str:
        obs = Observation.of(self.state, self.you, np.random.default_rng(0))
        return bots.as_action(bots.watcher(obs), self.you).text

    # --- moving --------------------------------------------------------------------------

    def move(self, action: str) -> Turn:
        """Play your action (``"offer food3"``, ``"counter none"``, ``"move ann -"``...);
        the computer players answer until it is your turn to decide again."""
        return self._show(self._move(action))

    def _move(self, action: Any) -> Turn:
        if self.over:
            return self._over()
        if self.you not in self.state.waiting_for():
            return self._refused("it is not your turn to decide")
        text = action if isinstance(action, str) else getattr(action, "text", str(action))
        trace = Trace(self.state)
        try:
            events = self._act(f"{self.you}: {text.strip()}", trace)
        except LabError as e:
            return self._refused(str(e))
        return self._turn(trace, ["You:"] + [f"  {e.text}" for e in events], events)

    def _computer_turn(self) -> tuple[Any, str]:
        p = self.state.waiting_for()[0]
        obs = Observation.of(self.state, p, self.rngs[p])
        return bots.as_action(self.computers[p](obs), p), f"{display_name(p)}:"

    def _title(self) -> str:
        if self.over:
            return f"Robin: {self.status()}"
        return f"Robin: you are {display_name(self.you)}. Next: {self._next(board=True)}."

    def _play(self, program: Any) -> Turn:
        return self._move(program)

    def _program_of(self, action: Any) -> str:
        return action.text


# --- exercises --------------------------------------------------------------------------------

def check_step(space: int, group: int, answer: Any) -> Result:
    """Where does a piece on ``space`` land with the arrow group ``group`` (``+3``, ``-1``)?
    ``answer`` is a space (1 to 7), or ``None`` when the group cannot move that piece."""
    right = rules.step(space, group)
    way = f"{abs(group)} {'forward' if group > 0 else 'back'}"
    if answer == right and type(answer) is type(right):
        if right is None:
            return Result(True, f"Right: a piece on space {space} cannot go {way}: never back "
                                "past the old oak.")
        return Result(True, f"Right: {way} from space {space} is space {right}.")
    return Result(False, f"Not quite: {answer!r} is not where a piece on space {space} goes "
                         f"{way}.", hint="count the steps one by one: after the castle (7) "
                                         "comes the oak (1); before the oak there is nothing")


def check_most_groups(solver: Any, cases: int = 200, seed: int = 9) -> Result:
    """Compare ``solver(pieces, groups)`` (the most arrow groups that can be applied: a whole
    number) with the game's answer on ``cases`` random positions and cards."""
    rng = np.random.default_rng(seed)
    for _ in range(cases):
        pieces = [int(x) for x in rng.integers(1, 8, size=int(rng.integers(2, 7)))]
        groups = [int(g) for g in rng.choice([-3, -2, -1, 1, 2, 3],
                                             size=int(rng.integers(1, 4)))]
        right, _ = rules.assignments(tuple(pieces), tuple(groups))
        try:
            said = solver(list(pieces), list(groups))
        except Exception as e:  # noqa: BLE001 - the learner's code: say what happened
            return Result(False, f"Your function stopped with an error: {type(e).__name__}: "
                                 f"{str(e)[:80]}", hint="run it on one example first")
        if said != right:
            shown = " ".join(f"{g:+d}" for g in groups)
            return Result(False, f"Not yet: with the pieces on spaces {pieces} and the arrow "
                                 f"groups {shown}, your function says {said!r}.",
                          hint="try every piece for the first group (or leave it out), then "
                               "the same for the next group with the pieces that are left")
    return Result(True, f"Right on all {cases} positions: your search finds the most groups "
                        "the rules let you apply.")


def chance_of_seven(cards: int, kinds: int = 6, per_kind: int = 14, goal: int = 7) -> float:
    """The exact chance that ``cards`` cards drawn from the 84 Mission cards (6 kinds of 14)
    hold at least ``goal`` of one kind: 1 minus the ways with at most ``goal - 1`` of each
    kind (counted kind by kind) over all the ways to draw them."""
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
    deck = np.repeat(np.arange(6), 14)
    hands = np.array([rng.choice(deck, size=cards, replace=False) for _ in range(trials)])
    counts = np.stack([(hands == k).sum(axis=1) for k in range(6)], axis=1)
    return float((counts.max(axis=1) >= goal).mean())


def check_chance(answer: Any, cards: int) -> Result:
    """Is ``answer`` (a number from 0 to 1) the chance of 7 of a kind among ``cards``
    cards, to two decimal places?"""
    right = chance_of_seven(cards)
    if not isinstance(answer, (int, float)) or isinstance(answer, bool):
        return Result(False, "Write a number from 0 to 1, e.g. 0.25.")
    if abs(answer - right) < 0.005:
        return Result(True, f"Right: about {right:.2f} ({right:.1%}).")
    side = "too high" if answer > right else "too low"
    return Result(False, f"Not quite: {answer} is {side}.",
                  hint="use chance_of_seven, or read the curve where the hand has that many "
                       "cards")

