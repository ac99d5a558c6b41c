"""The action notation of Energy Seekers: what a player says on their turn, as text.

=====================  =========================================================
``play F L F``         move your piece with these hand cards, in this order
                       (``F L F``, ``flf`` alone mean the same)
``stuck``              declare you are stuck: drop all your cards, pass the turn
``give P2 F L``        give these hand cards, in this order, to P2's
                       remote-controlled piece; ``give none`` gives nothing
``run``                your piece is remote-controlled: run the cards given to it
``answer 4``           answer the challenge question (one of its choices)
=====================  =========================================================

Words are separated by spaces and case is forgiven; nothing is evaluated. Every action is a
:class:`~codyroby_lab.core.protocol.Action`; :func:`cards_of`, :func:`target_of` and
:func:`answer_of` read its parts.

>>> a = parse("play f l f")
>>> a, cards_of(a)
(Action(verb='play', args=('F', 'L', 'F'), player=None), ('F', 'L', 'F'))
>>> str(parse("give bob fl")), str(parse("GIVE none")), str(parse("RR")), str(parse("give"))
('give bob F L', 'give none', 'play R R', 'give none')
>>> target_of(parse("give bob fl")), target_of(parse("give none"))
('bob', None)
>>> parse("jump")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'J' in 'jump' is not a card: cards are F, L and R
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.protocol import Action, parse_action

KINDS = ("play", "stuck", "give", "run", "answer")
NOTHING = "none"  # ``give none``: a player named "none" is not allowed
MAX_TEXT = 200


def _cards(words: list[str], spec: str) -> tuple[str, ...]:
    letters = tuple("".join(words).upper())
    bad = next((c for c in letters if c not in "FLR"), None)
    if bad is not None:
        raise IllegalAction(f"{bad!r} in {spec.strip()[:40]!r} is not a card: cards are F, L "
                            "and R")
    return letters


def _play_args(rest: str) -> tuple[str, ...]:
    if not rest.split():
        raise IllegalAction("a move plays at least one card: 'play F L...'")
    return _cards(rest.split(), rest)


def _give_args(rest: str) -> tuple[str, ...]:
    """``give``'s arguments: ``(target, card, ...)``, or ``("none",)`` for nothing."""
    words = rest.split()
    if not words or (len(words) == 1 and words[0].lower() == NOTHING):
        return (NOTHING,)
    return (words[0], *_cards(words[1:], rest))


VERBS: dict[str, Any] = {"play": _play_args, "stuck": "none", "give": _give_args,
                         "run": "none", "answer": "text"}


def parse(spec: Any, players: tuple[str, ...] = ()) -> Action:
    """An Action from its text (or an Action, or ``{"verb", "args", "player"}``); cards alone
    are a ``play``. IllegalAction says what was expected."""
    if isinstance(spec, str) and len(spec) > MAX_TEXT:
        raise IllegalAction(f"an action is at most {MAX_TEXT} characters: use play F L R..., "
                            "stuck, give PLAYER F..., give none, run or answer TEXT")
    return parse_action(spec, VERBS, default="play", players=players)


def cards_of(action: Action) -> tuple[str, ...]:
    """The cards a ``play`` or ``give`` uses (none for the others)."""
    if action.verb == "play":
        return action.args
    if action.verb == "give":
        return action.args[1:]
    return ()


def target_of(action: Action) -> str | None:
    """The player a ``give`` gives to (None: ``give none``, or not a give)."""
    if action.verb != "give" or action.args[0] == NOTHING:
        return None
    return action.args[0]


def answer_of(action: Action) -> str:
    """The text of an ``answer``."""
    return action.args[0] if action.verb == "answer" and action.args else ""
