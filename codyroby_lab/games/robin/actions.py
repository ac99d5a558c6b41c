"""Robin's action notation: one verb per decision of the turn (docs/formats-robin.md).

=====================================  ====================================================
``contribute food3 look``              Contribution: the cards discarded, in order (the
                                       last one ends on top of the Contribution stack)
``offer food3``                        Exchange: the open offer of the active player
``use look bob``                       Action: play a special card (with what it needs:
                                       ``use steal bob``, ``use draw2``, ``use choose``,
                                       ``use swap-pieces ann neutral``, ``use swap-hands
                                       bob``, ``use swap-tokens 3 6``)
``bob: counter animals2``              a sealed counter-offer (``counter none``: no offer)
``accept bob``                         the active player takes Bob's counter-offer
``neutral 3``                          2 players: trade with the neutral player's card 1, 2
                                       (visible) or 3 (hidden)
``move ann - cy``                      the piece each arrow group moves, in card order
                                       (``-``: a group that is not applied)
``pick food3``                         the card chosen from the Contribution stack (special
                                       card ``choose``)
``pass``                               a player with no card to offer
=====================================  ====================================================

Card ids are read in any case (``Food3`` is ``food3``); player and piece names as written, or
as the board writes them (``Robin`` is ``robin``: :meth:`.RobinState.parse_action`).

>>> parse("contribute Food3 LOOK", ("ann", "bob")).args
('food3', 'look')
>>> parse("bob: counter none", ("ann", "bob"))
Action(verb='counter', args=('none',), player='bob')
"""

from __future__ import annotations

import difflib
from typing import Any

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.protocol import Action, parse_action
from codyroby_lab.core.words import either
from codyroby_lab.games.robin.data import EFFECTS

NOTHING = "none"
SKIP = "-"


def _words(verb: str, low: bool, least: int = 1):
    def read(rest: str) -> tuple[str, ...]:
        words = tuple(w.lower() if low else w for w in rest.split())
        if len(words) < least:
            raise IllegalAction(f"'{verb}' needs {EXAMPLES[verb]}")
        return words
    return read


def _card(verb: str):
    def read(rest: str) -> tuple[str, ...]:
        words = rest.split()
        if len(words) != 1:
            raise IllegalAction(_not_one_card(verb, words))
        return (words[0].lower(),)
    return read


def _not_one_card(verb: str, words: list[str]) -> str:
    """Why ``words`` are not the one card ``verb`` needs: a card's name written with a
    space in it (``food 3``) is said so, with the name as it is written.

    >>> _not_one_card("counter", ["places", "2"])
    "'places 2' is not a card: a card's name has no space in it (did you mean 'counter places2'?)"
    >>> _not_one_card("pick", ["swap", "hands"])
    "'swap hands' is not a card: a card's name has no space in it (did you mean 'pick swap-hands'?)"
    >>> _not_one_card("offer", [])
    "'offer' needs one card of your hand, e.g. 'offer food3'"
    """
    # a special card's two words, swap hands, are joined by a - (walk 09z, fault m5)
    special = "-".join(words).lower()
    joined = (f"{words[0].lower()}{words[1]}" if len(words) == 2 and words[0].isalpha()
              and words[1].isdigit() and len(words[1]) <= 2 else special if special in EFFECTS
              else None)
    if joined:
        return (f"'{' '.join(words)}' is not a card: a card's name has no space in it "
                f"(did you mean '{verb} {joined}'?)")
    return f"'{verb}' needs {EXAMPLES[verb]}"


def not_now(verb: str, verbs: list[str]) -> str:
    """Why ``verb`` cannot be played now, when ``verbs`` can: a word the game does not know
    (the nearest one it does, when there is one), or one it knows but not for now. The
    board's text box and a lesson's cell say the same.

    >>> not_now("ofer", ["offer", "use"])
    "'ofer' is not a word of the game (did you mean 'offer'?): a move starts with what you do, and now you may offer or use"
    >>> not_now("counter", ["offer", "use"])
    'you cannot counter now: you may offer or use'
    >>> not_now("", ["counter"])
    'write your move: a move starts with what you do, and now you may counter'
    """  # noqa: E501
    may = f"you may {either([as_the_board_says(v) for v in verbs])}" if verbs else \
        "wait for the others"
    if not verb:
        return f"write your move: a move starts with what you do, and now {may}"
    verb = as_the_game_writes(verb)
    if verb in VERBS or len(verb) > 12 or not verb.isprintable():
        return f"you cannot {as_the_board_says(verb) if verb in VERBS else 'do that'} now: {may}"
    near = difflib.get_close_matches(verb, [*verbs, *VERBS], n=1, cutoff=0.6)
    mean = f" (did you mean '{as_the_board_says(near[0])}'?)" if near else ""
    return (f"'{verb}' is not a word of the game{mean}: a move starts with what you do, "
            f"and now {may}")


# What each move does, in a few words: a strategy's answer that is no move now hears the
# moves it may answer instead (walk 09s, fault 11: "use offer, use, pass" read as an order).
DOES = {"contribute": "give cards to the Contribution stack",
        "offer": "offer a card of its hand",
        "use": "play a special card",
        "pass": "do nothing, only with an empty hand",
        "counter": "make a secret counter-offer, or none",
        "accept": "take a player's counter-offer",
        "neutral": "trade with the neutral player",
        "move": "give each arrow group a piece",
        "pick": "take a card of the Contribution stack"}


def not_a_move(said: str, verbs: list[str]) -> str:
    """Why the answer ``said`` is no move now, when ``verbs`` are: what it answered, the
    moves it may answer (each said in a few words) and the nearest one to try.

    >>> print(not_a_move("offr food3", ["offer", "use", "pass"]))
    it answered 'offr food3', and 'offr' is not a move at this step. Here it may answer 'offer ...' (offer a card of its hand), 'use ...' (play a special card) or 'pass' (do nothing, only with an empty hand). Try 'offer'.

    A move word glued to its card is said so (walk 09r6, fault M7: "Try 'offer'." after
    'offermessages10' did not say the space was missing):

    >>> print(not_a_move("offermessages10", ["offer", "use", "pass"]))
    it answered 'offermessages10': a space is missing between 'offer' and 'messages10'.
    """  # noqa: E501
    verb = (said.split() or [""])[0].lower()
    shown = said if len(said) <= 40 and said.isprintable() else f"{said[:40]!r}..."
    glued = next((v for v in verbs if v != "pass" and verb.startswith(v) and verb != v), None)
    if glued and shown == said:
        return (f"it answered {shown!r}: a space is missing between {glued!r} and "
                f"{said.split()[0][len(glued):]!r}.")
    moves = either([f"'{v}{'' if v == 'pass' else ' ...'}' ({DOES[v]})" for v in verbs])
    near = difflib.get_close_matches(verb, verbs, n=1, cutoff=0.6)
    return (f"it answered {shown!r}, and {verb[:20]!r} is not a move at this step. Here it may "
            f"answer {moves}.{f' Try {near[0]!r}.' if near else ''}")


EXAMPLES = {"contribute": "the cards to give, e.g. 'give food3 look'",
            "offer": "one card of your hand, e.g. 'offer food3'",
            "use": "a special card of your hand and what it needs, e.g. 'use draw2'",
            "counter": "one card of your hand or 'none', e.g. 'counter food3'",
            "move": "a piece for each arrow group of your card, '-' for a group not applied",
            "pick": "a card of the Contribution stack, e.g. 'pick food3'"}

# The board's own words for a verb ("give 1 card to the Contribution stack"), read as it.
ALSO = {"give": "contribute"}
SAID = {game: board for board, game in ALSO.items()}


def as_the_game_writes(verb: str) -> str:
    """``verb`` lowered, a word of the board's (:data:`ALSO`) read as the game's own.

    >>> as_the_game_writes("Give")
    'contribute'
    """
    verb = verb.lower()
    return ALSO.get(verb, verb)


def as_the_board_says(verb: str) -> str:
    """The word a learner reads for the game's ``verb``: the board's and the lesson's "give"
    for ``contribute`` (walk 09s, fault 3: "contribute" was a word they met nowhere else).

    >>> as_the_board_says("contribute"), as_the_board_says("offer")
    ('give', 'offer')
    """
    return SAID.get(verb, verb)


def as_the_board_writes(text: str) -> str:
    """An action's ``text`` in the words a learner reads, its verb as the board says it
    (walk 09z, fault m4: "You may: contribute weapons6" under "game.move("give CARD")").

    >>> as_the_board_writes("contribute food3 look"), as_the_board_writes("offer food3")
    ('give food3 look', 'offer food3')
    """
    verb, *rest = text.split(" ", 1)
    return " ".join([as_the_board_says(verb), *rest])


WITH_CARD = ("contribute", "offer", "counter", "pick", "use")   # the verbs a card follows

VERBS: dict[str, Any] = {
    "contribute": _words("contribute", True),
    "offer": _card("offer"),
    "use": lambda rest: _use(rest),
    "counter": _card("counter"),
    "accept": "word",
    "neutral": "int",
    "move": _words("move", False),
    "pick": _card("pick"),
    "pass": "none",
}


def _use(rest: str) -> tuple[str, ...]:
    words = rest.split()
    if not words:
        raise IllegalAction(f"'use' needs {EXAMPLES['use']}")
    return (words[0].lower(), *words[1:])


def parse(spec: Any, players: tuple[str, ...], verbs: Any = None) -> Action:
    """The Action ``spec`` names (text, Action or dict); IllegalAction says what is wrong."""
    return parse_action(spec, VERBS if verbs is None else verbs, players=players)
