"""The Cody cards F, L and R that CodyRoby's games and Energy Seekers share: their rules,
their codes in state vectors, hands as lists, and the orders a hand can be played in.

The rules are DECISIONS.md's "CodyRoby" facts; every game that runs these cards cites them.

>>> codes(["F", "R"], 4), read_cards([2, 1, 3, 0, 0], 0, 4)
([1, 3, 0, 0], (['F', 'R'], 5))
>>> read_cards([2, 0, 0, 0, 0], 0, 4)[0]          # a hidden hand: its size, not its cards
['?', '?']
>>> sequences(["F", "F", "L"])[:5]
[('F',), ('L',), ('F', 'F'), ('F', 'L'), ('L', 'F')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.events import Rule
from codyroby_lab.core.viewer import sees

LETTERS = ("F", "L", "R")
CODES = {"F": 1, "L": 2, "R": 3, "REPEAT": 4}   # a card in a vector slot (0: no card)
LABELS = {str(v): k for k, v in CODES.items()}   # the desk-check spec's ``codes`` table
UNSEEN = "?"                                     # a card a viewer's copy of a state hides

BOOK, SECTION = "DECISIONS", "CodyRoby"
CARD_F = Rule("codyroby.card-F", BOOK, SECTION, "F (green): move one square forward.")
# a turn in a learner's words; the rulebook's ("90 degrees counter-clockwise in place") is the
# teacher's note
CARD_L = Rule("codyroby.card-L", BOOK, SECTION,
              "L (yellow): turn a quarter turn to the left, staying on the same square.",
              "The rulebook: turn 90 degrees counter-clockwise in place.")
CARD_R = Rule("codyroby.card-R", BOOK, SECTION,
              "R (red): turn a quarter turn to the right, staying on the same square.",
              "The rulebook: turn 90 degrees clockwise in place.")
CARD_RULES = {"F": CARD_F, "L": CARD_L, "R": CARD_R}
#: what each card does, in a child's words, for a refusal of a word that is not a card
MEANING = {"F": "F goes forward", "L": "L turns left", "R": "R turns right"}
DECK = Rule("codyroby.deck", BOOK, SECTION,
            "The starter-kit deck has 40 cards: 24 F, 8 L, 8 R. A full deck adds 4 repeat, "
            "4 IF and 4 ELSE cards (the blue cards).")
STARTER_DECK = {"F": 24, "L": 8, "R": 8}            # DECK: the 40 cards of the starter kit
BLUE_CARDS = {"REPEAT": 4, "IF": 4, "ELSE": 4}      # DECK: the blue cards a full deck adds


def card_list(value: Any, field: str, allowed: tuple[str, ...] = LETTERS) -> list[str]:
    """A list of card letters (``["F", "L"]`` or ``"F L"``); SetupError names the field."""
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, list):
        raise SetupError(field, "must be a list of cards such as ['F', 'L', 'R']")
    out = []
    for i, c in enumerate(items):
        if not isinstance(c, str) or c.upper() not in allowed:
            raise SetupError(f"{field}[{i}]", f"must be one of {', '.join(allowed)}, not {c!r}")
        out.append(c.upper())
    return out


def codes(cards: Sequence[str], size: int) -> list[int]:
    """Card letters as codes, padded with 0 to ``size`` slots (an unseen card is 0 too)."""
    return [0 if c == UNSEEN else CODES[c] for c in cards] + [0] * (size - len(cards))


def counted(cards: Sequence[str], size: int) -> list[int]:
    """A pile as vector slots: its size, then :func:`codes` (a viewer who may not see the
    cards still sees how many there are)."""
    return [len(cards), *codes(cards, size)]


def read_cards(vec: Sequence[int], i: int, size: int) -> tuple[list[str], int]:
    """The pile :func:`counted` wrote at ``vec[i]`` and the slot after it; a card whose code
    a viewer's copy hides (0) reads ``?``."""
    n = int(vec[i])
    return [LABELS.get(str(int(c)), UNSEEN) for c in vec[i + 1:i + 1 + n]], i + 1 + size


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


def sequences(hand: Sequence[str], full: bool = False) -> list[tuple[str, ...]]:
    """Every distinct ordered choice of cards of ``hand``: of any length from 1 (or, with
    ``full``, using every card), shortest first, then in F < L < R order. Each distinct
    sequence once, however many copies of a card the hand holds."""
    left = Counter(hand)
    kinds = sorted(left, key=LETTERS.index)
    size = len(hand)
    out: list[tuple[str, ...]] = []

    def grow(prefix: tuple[str, ...]) -> None:
        for c in kinds:
            if left[c]:
                left[c] -= 1
                seq = (*prefix, c)
                if not full or len(seq) == size:
                    out.append(seq)
                grow(seq)
                left[c] += 1

    grow(())
    return sorted(out, key=len)


# --- what a viewer sees of the hands -----------------------------------------------------

def hand_columns(viewer: Any, hands: dict[str, int], size: int,
                 title: Any = str) -> list[dict[str, Any]]:
    """Desk-check columns of the hands whose size slot is ``hands[player]`` (their ``size``
    card slots follow it): the viewer's own ``hand``; every ``hand P`` for EVERYONE; each
    hand's size for a spectator (None); nothing of a hand the viewer may not see."""
    cols: list[dict[str, Any]] = []
    for p, first in hands.items():
        if viewer == p:
            cols.append({"name": "hand", **_cards_column(first, size)})
        elif sees(viewer, (p,)):
            cols.append({"name": f"hand {title(p)}", **_cards_column(first, size)})
        elif viewer is None:
            cols.append({"name": f"hand {title(p)}", "kind": "int", "slots": [first]})
    return cols


def hand_layers(viewer: Any, hands: dict[str, int], size: int, held: dict[str, list[str]],
                title: Any = str) -> list[dict[str, Any]]:
    """Scene layers (kind ``cards``) of the hands: a hand the viewer may see with its card
    slots and cards, in the hand's own order (the order the desk check and the
    lesson's words give it: walk 04q4, fault 1), any other ``hidden`` with its size slot and
    ``size`` only.

    >>> hand_layers("A", {"A": 0, "B": 5}, 4, {"A": ["F"], "B": ["L", "R"]})[1]["size"]
    2
    """
    layers = []
    for p, first in hands.items():
        mine = sees(viewer, (p,))
        layer = {"kind": "cards", "id": f"hand:{p}", "owner": p,
                 "label": f"{title(p)}'s hand", "count": first,
                 "slots": list(range(first + 1, first + 1 + size)) if mine else [],
                 "codes": dict(LABELS), "cards": list(held[p]) if mine else []}
        layers.append(layer if mine else {**layer, "hidden": True, "size": len(held[p])})
    return layers


def pile_layer(layer_id: str, owner: str | None, label: str, first: int, size: int,
               held: list[str]) -> dict[str, Any]:
    """A scene layer of a public pile whose size slot is ``first``."""
    return {"kind": "cards", "id": layer_id, "owner": owner, "label": label, "count": first,
            "slots": list(range(first + 1, first + 1 + size)), "codes": dict(LABELS),
            "cards": list(held)}


def _cards_column(first: int, size: int) -> dict[str, Any]:
    return {"kind": "cards", "count": first, "slots": list(range(first + 1, first + 1 + size)),
            "codes": dict(LABELS)}
