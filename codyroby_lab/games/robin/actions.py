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

from functools import lru_cache
from typing import Any

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.protocol import Action, parse_action

NOTHING = "none"
SKIP = "-"


@lru_cache(maxsize=4096)
def cached_action(verb: str, args: tuple[str, ...], player: str) -> Action:
    """``Action(verb, args, player)``, the same object when asked for again (an Action is
    immutable): the computer players' frequent actions (``counter none``) are not built and
    checked anew each decision.

    Kept because a benchmark users feel shows it pays (issue 34): a plain ``Action`` in its
    place cost ``bench/robin.py`` about 3% of its games per second (CPU time, six runs of
    each alternated, from 0.5% to 7.4% fewer games: a tournament's time)."""
    return Action(verb, args, player)


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
            raise IllegalAction(f"'{verb}' needs {EXAMPLES[verb]}")
        return (words[0].lower(),)
    return read


EXAMPLES = {"contribute": "the cards to discard, e.g. 'contribute food3 look'",
            "offer": "one card of your hand, e.g. 'offer food3'",
            "use": "a special card and what it needs, e.g. 'use look bob'",
            "counter": "one card of your hand or 'none', e.g. 'counter food3'",
            "accept": "the player whose offer you take, e.g. 'accept bob'",
            "neutral": "the neutral card 1, 2 or 3, e.g. 'neutral 1'",
            "move": "a piece for each arrow group, e.g. 'move ann - bob'",
            "pick": "a card of the Contribution stack, e.g. 'pick food3'",
            "pass": "nothing"}

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
