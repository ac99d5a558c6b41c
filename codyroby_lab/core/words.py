"""Plain words for numbers, shared by every game and lesson: ``1 card``, ``2 cards``; the
first, second... time round.

>>> plural(1, "step"), plural(3, "card"), ordinal(2), either(["F", "L", "R"])
('1 step', '3 cards', 'second', 'F, L or R')
"""

from collections.abc import Sequence

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth")


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word``, with an ``s`` (or ``many``) unless ``n`` is 1.

    >>> plural(0, "chit"), plural(1, "try", "tries"), plural(2, "try", "tries")
    ('0 chits', '1 try', '2 tries')
    """
    return f"{n} {word if n == 1 else many or word + 's'}"


def ordinal(n: int) -> str:
    """``first`` to ``tenth`` in words, then ``11th``, ``12th``, ``21st``, ``22nd``...

    >>> [ordinal(n) for n in (1, 2, 10, 11, 12, 13, 21, 22, 23)]
    ['first', 'second', 'tenth', '11th', '12th', '13th', '21st', '22nd', '23rd']
    """
    if 1 <= n <= len(ORDINALS):
        return ORDINALS[n - 1]
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def either(words: Sequence[str]) -> str:
    """The words as a choice of one: ``north, east, south or west``.

    >>> either(["red", "yellow"]), either(["F"])
    ('red or yellow', 'F')
    """
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
