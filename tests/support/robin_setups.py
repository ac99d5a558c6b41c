"""Small fixed Robin setups for the tests: three players ann, bob and cy (or two: ann and
bob with the neutral player), every stack and hand named, so each test reads like a case."""

from __future__ import annotations

from typing import Any

from codyroby_lab.games.robin.game import Robin

TOKENS = {"2": "food", "3": "animals", "4": "riches", "5": "weapons", "6": "places",
          "7": "messages"}


def setup(**changes: Any) -> dict[str, Any]:
    """Ann to play on space 2 (draw 1, contribute 0), Bob on 3, Cy on 4; short stacks."""
    d = {"players": ["ann", "bob", "cy"], "first": "ann",
         "hands": {"ann": ["food13", "animals5"], "bob": ["animals1", "riches2"],
                   "cy": ["weapons1", "places2"]},
         "contribution": ["riches1", "riches3"],
         "mission": [f"places{k}" for k in range(5, 13)],
         "pieces": {"ann": 2, "bob": 3, "cy": 4}, "tokens": TOKENS}
    d.update(changes)
    return d


def two(**changes: Any) -> dict[str, Any]:
    """The 2-player variant: ann first on space 2, bob on 3, the neutral piece on 4."""
    d = {"players": ["ann", "bob"], "first": "ann",
         "hands": {"ann": ["food13", "animals5"], "bob": ["animals1", "riches2"]},
         "neutral": {"visible": ["weapons1", "places2"], "hidden": "messages3"},
         "contribution": ["riches1", "riches3"],
         "mission": [f"places{k}" for k in range(5, 11)],
         "tokens": TOKENS}
    d.update(changes)
    return d


def state(**changes: Any):
    return Robin.from_setup(setup(**changes)).new_state(seed=0)


def two_state(**changes: Any):
    return Robin.from_setup(two(**changes)).new_state(seed=0)


def texts(events) -> list[str]:
    return [e.text for e in events]


def moving(card, pieces, **more):
    """Ann offers ``card`` and nobody answers: Ann moves with it."""
    s = state(hands={"ann": [card], "bob": [], "cy": []}, pieces=pieces, **more)
    s.apply(f"offer {card}")
    s.apply("bob: counter none")
    s.apply("cy: counter none")
    return s
