"""RoboRally's actions in text: what a robot commits in the programming phase.

- ``program 3 7 1 9 2``: the cards for the free registers, in register order, each named by
  its place in the hand (1 to 9) or by its priority (10 and up: ``program 790 490 70 500
  80``); ``down`` at the end announces a power-down for the next turn
  (``program 3 7 1 9 2 down``). A robot whose registers are all locked commits ``program``
  (or ``program down``).
- ``power down`` / ``power up``: a powered-down robot says whether it stays down next turn.

Every robot commits at the same time (in secret); the last commit plays the turn.

>>> parse_program("3 7 1 9 2 down"), parse_program(" 790  490 ")
(('3', '7', '1', '9', '2', 'down'), ('790', '490'))
>>> parse_program("3 x")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'program' takes card numbers (1 to 9: places in the hand; 10 and up: priorities) and maybe 'down', not 'x'
"""  # noqa: E501

from __future__ import annotations

from codyroby_lab.core.errors import IllegalAction

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


VERBS = {"program": parse_program, "power": "word"}
