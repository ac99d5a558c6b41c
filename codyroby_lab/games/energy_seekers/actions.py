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

Words are separated by spaces and case is forgiven; nothing is evaluated.

>>> Action.parse("play f l f")
Action(kind='play', cards=('F', 'L', 'F'), target=None, text=None)
>>> str(Action.parse("give bob fl")), str(Action.parse("GIVE none")), str(Action.parse("RR"))
('give bob F L', 'give none', 'play R R')
>>> Action.parse("jump")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'jump' is not an action: use play F L R..., stuck, ...
>>> sequences(["F", "F", "L"])[:5]
[('F',), ('L',), ('F', 'F'), ('F', 'L'), ('L', 'F')]
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from codyroby_lab.core.errors import IllegalAction

KINDS = ("play", "stuck", "give", "run", "answer")
_CARDS = re.compile(r"^[FLRflr]+$")
_HELP = "use play F L R..., stuck, give PLAYER F..., give none, run or answer TEXT"
MAX_TEXT = 200


@dataclass(frozen=True)
class Action:
    """One action: ``kind`` with its ``cards``, the ``target`` player (give) or ``text``."""

    kind: str
    cards: tuple[str, ...] = ()
    target: str | None = None
    text: str | None = None

    def __str__(self) -> str:
        cards = " ".join(self.cards)
        if self.kind == "play":
            return f"play {cards}"
        if self.kind == "give":
            return "give none" if self.target is None else f"give {self.target} {cards}".rstrip()
        if self.kind == "answer":
            return f"answer {self.text}"
        return self.kind

    @classmethod
    def parse(cls, spec: object) -> Action:
        """An Action from its text (or an Action); IllegalAction says what was expected."""
        if isinstance(spec, Action):
            return spec
        if not isinstance(spec, str) or len(spec) > MAX_TEXT:
            raise IllegalAction(f"an action is text such as 'play F L' ({_HELP}), not "
                                f"{str(spec)[:40]!r}")
        words = spec.split()
        if not words:
            raise IllegalAction(f"the action is empty: {_HELP}")
        head = words[0].lower()
        if head == "answer" and len(words) > 1:
            return cls("answer", text=" ".join(words[1:]))
        if head in ("stuck", "run") and len(words) == 1:
            return cls(head)
        if head == "give" and (len(words) == 1 or words[1].lower() == "none") and len(words) <= 2:
            return cls("give")
        if head == "give":
            return cls("give", _cards(words[2:], spec), words[1])
        if head == "play" and len(words) > 1:
            return cls("play", _cards(words[1:], spec))
        if all(_CARDS.match(w) for w in words):
            return cls("play", _cards(words, spec))
        raise IllegalAction(f"{spec.strip()[:40]!r} is not an action: {_HELP}")


def _cards(words: Sequence[str], spec: str) -> tuple[str, ...]:
    if not all(_CARDS.match(w) for w in words):
        bad = next(w for w in words if not _CARDS.match(w))
        raise IllegalAction(f"{bad[:20]!r} in {spec.strip()[:40]!r} is not a card: cards are F, "
                            "L and R")
    return tuple(c.upper() for w in words for c in w)


def missing(hand: Sequence[str], cards: Sequence[str]) -> str | None:
    """The first card of ``cards`` that ``hand`` cannot supply (as a multiset), or None."""
    have = Counter(hand)
    for c in cards:
        if have[c] == 0:
            return c
        have[c] -= 1
    return None


def take(hand: list[str], cards: Sequence[str]) -> None:
    """Remove ``cards`` from ``hand`` in place (each card's first copy)."""
    for c in cards:
        hand.remove(c)


def sequences(hand: Sequence[str]) -> list[tuple[str, ...]]:
    """Every distinct ordered choice of 1 or more cards of ``hand``: shortest first, then
    in F < L < R order (the order legal_actions lists them in)."""
    seen = {p for r in range(1, len(hand) + 1) for p in permutations(hand, r)}
    return sorted(seen, key=lambda s: (len(s), s))
