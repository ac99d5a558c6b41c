"""RoboRally's actions in text: what a robot commits in the programming phase.

- ``program 3 7 1 9 2``: the cards for the free registers, in register order, each named by
  its place in the hand (1 to 9) or by its priority (10 and up: ``program 790 490 70 500
  80``); ``down`` at the end announces a power-down for the next turn
  (``program 3 7 1 9 2 down``). A robot whose registers are all locked commits ``program``
  (or ``program down``).
- ``power down`` / ``power up``: a powered-down robot says whether it stays down next turn.

Every robot commits at the same time (in secret); the last commit plays the turn. What a
commit seals is checked against the state by :func:`sealed` (the state's ``check``).

>>> parse_program("3 7 1 9 2 down"), parse_program(" 790  490 ")
(('3', '7', '1', '9', '2', 'down'), ('790', '490'))
>>> parse_program("3 x")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'program' takes card numbers (1 to 9: places in the hand; 10 and up: priorities) and maybe 'down', not 'x'
>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=3)
>>> sealed(s, Action("program", ("1", "2", "3", "4", "5", "down"), "Twonky"))[0]
2
>>> sealed(s, Action("program", ("1", "1", "2", "3", "4"), "Twonky"))
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: card 1 is given twice: each card goes in one register
"""  # noqa: E501

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.vocabulary import number_meant
from codyroby_lab.games.roborally.rules import HAND, REGISTERS, locked

if TYPE_CHECKING:
    from codyroby_lab.games.roborally.state import RoboRallyState

DOWN = "down"
POWER_WORDS = ("down", "up")
MAX_WORDS = 12


def parse_program(rest: str) -> tuple[str, ...]:
    """The arguments of ``program``: card numbers, then maybe ``down``."""
    words = rest.split()
    if len(words) > MAX_WORDS:
        raise IllegalAction(f"'program' takes at most 5 cards and 'down', not {len(words)} "
                            "words")
    down = bool(words) and words[-1].lower() == DOWN
    if down:
        words = words[:-1]
    numbers = []
    for w in words:  # (1 to 3 digits 0 to 9: an ASCII word of digits, with no regex)
        if not (len(w) <= 3 and w.isascii() and w.isdigit()):
            raise IllegalAction(f"'program' takes card numbers (1 to 9: places in the hand; 10 "
                                f"and up: priorities) and maybe 'down', not {w[:20]!r}")
        numbers.append(str(int(w)))
    if down:
        numbers.append(DOWN)
    return tuple(numbers)


def not_places(words: list[str], size: int, call: bool = False,
               said: list[str] | None = None) -> str:
    """What is wrong with ``words`` as places in a hand of ``size`` cards ("" if nothing):
    the one reader of a program a learner writes, a lesson's cell's and the race board's
    text box's alike (walk 07r6, fault M6: the box said "'45612' is not one of them" and
    brought up priorities the child never wrote). The numbers of such a program are always
    places in the hand, never priorities (the game's own notation reads those). Numbers
    written together are told apart with spaces, or with commas in a ``call`` (the brackets
    of ``race.program``, where spaces are a Python error: walk 07v, fault 1). A word that is
    no number is echoed as the learner wrote it, ``said`` (one for each of ``words``; walk
    07z, fault 9: "F R F" was echoed as 'f'); a number word is its number.

    >>> not_places(["2", "6", "1", "5", "10"], 9)
    'there is no card 10: your cards are numbered 1 to 9'
    >>> not_places(["three"], 9), not_places(["0"], 9)
    ('', 'there is no card 0: your cards are numbered 1 to 9')
    >>> not_places(["show", "me"], 9)
    "'show' is not a card number: write the numbers of your cards"
    >>> not_places(["f", "r"], 9, said=["F", "R"])
    "'F' is not a card number: write the numbers of your cards"
    >>> not_places(["2"], 1)
    'there is no card 2: you have one card, card 1'
    >>> not_places(["1"], 0)
    'there is no card 1: you have no cards this turn'
    >>> not_places(["47621"], 9)
    'put a space between the card numbers: 4 7 6 2 1, not 47621'
    >>> not_places(["123"], 9, call=True)
    'put a comma between the card numbers: (1, 2, 3), not (123)'
    """
    cards = {0: "you have no cards this turn", 1: "you have one card, card 1"}
    numbered = cards.get(size, f"your cards are numbered 1 to {size}")
    for w, echo in zip(words, said or words, strict=False):
        digits = w.isascii() and w.isdigit() and len(w) <= 12
        n = int(w) if digits else number_meant(w)
        if n is None:
            shown = repr(echo[:20]) if echo.isprintable() else "that"
            return f"{shown} is not a card number: write the numbers of your cards"
        if digits and n > size and len(w) > 1 and "0" not in w:
            # the numbers written together: said first, plainly, not the game's words for
            # a program (walk 07t, fault 3)
            if call:
                return (f"put a comma between the card numbers: ({', '.join(w[:9])}), "
                        f"not ({w[:9]})")
            return f"put a space between the card numbers: {' '.join(w[:9])}, not {w[:9]}"
        if not 1 <= n <= size:
            return f"there is no card {n}: {numbered}"
    return ""


VERBS = {"program": parse_program, "power": "word"}


def sealed(state: RoboRallyState, action: Action) -> list[int]:
    """What ``action`` seals, checked against ``state``: power-down + 1, then the cards'
    codes; IllegalAction naming the problem otherwise (a locked register, a card not in
    the hand, a card given twice)."""
    g = state.game
    i = g.players.index(action.player)
    name = action.player
    if action.verb == "power":
        if not state.bots.down[i]:
            raise IllegalAction(f"{name} is not powered down: it programs its registers "
                                "('program 1 2 3 4 5', 'down' at the end to power down)")
        word = action.args[0].lower()
        if word not in ("down", "up"):
            raise IllegalAction("say 'power down' (stay down next turn) or 'power up'")
        return [2 if word == "down" else 1]
    if state.bots.down[i]:
        raise IllegalAction(f"{name} is powered down this turn: say 'power down' (stay "
                            "down) or 'power up'")
    args = action.args
    down = bool(args) and args[-1] == DOWN
    numbers = [int(a) for a in (args[:-1] if down else args)]
    free = REGISTERS - locked(state.bots.dmg[i])  # (how many registers are free)
    hand = state.hands[i]
    if len(numbers) != free:
        lock = REGISTERS - free
        why = "" if not lock else (
            f" (register 5 is locked and keeps {g.cards.code_words[state.program[i][4]]})"
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
                                    f"{_hand_words(state, i)})")
            place = found[0]
        if place in places:
            raise IllegalAction(f"card {k} is given twice: each card goes in one register")
        places.append(place)
    return [2 if down else 1, *[hand[p] for p in places]]


def _hand_words(state: RoboRallyState, i: int) -> str:
    return ", ".join(f"{k + 1}: {state.game.cards.code_words[c]}"
                     for k, c in enumerate(state.hands[i]))
