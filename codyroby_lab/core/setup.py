"""Reading setup documents: the field checks every game's setup and saved state share.

Each check returns the value or raises a :class:`SetupError` naming the field, so a teacher
reads what is wrong and where.

>>> d = check_fields({"rounds": 2, "players": ["A", "B"]}, ("rounds", "players"), "setup")
>>> whole(d, "rounds", 1, 1, 20), one_of(d, "rounds", (1, 2, 3)), names(d, "players")
(2, 2, ('A', 'B'))
>>> check_fields({"round": 2}, ("rounds",), "setup")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: round: is not a setup field (rounds)
"""

from __future__ import annotations

import numbers
import re
from typing import Any

from codyroby_lab.core.errors import SetupError


def check_fields(d: Any, allowed: tuple[str, ...], where: str) -> dict[str, Any]:
    """``d`` if it is an object with no field but ``allowed``."""
    if not isinstance(d, dict):
        raise SetupError(where, "must be an object")
    unknown = sorted(map(str, set(d) - set(allowed)))
    if unknown:
        raise SetupError(unknown[0], f"is not a {where} field ({', '.join(allowed)})")
    return d


def one_of(d: dict[str, Any], name: str, options: tuple, default: Any = None) -> Any:
    """``d[name]`` (or the default, else the first option) if it is one of ``options``."""
    v = d.get(name, options[0] if default is None else default)
    if v not in options or isinstance(v, bool) != isinstance(options[0], bool):
        raise SetupError(name, f"must be one of {', '.join(map(str, options))}, not {v!r}")
    return v


def whole(d: dict[str, Any], name: str, default: int, low: int, high: int) -> int:
    """``d[name]`` (or ``default``) if it is a whole number from ``low`` to ``high``."""
    return integer(d.get(name, default), name, low, high)


def integer(value: Any, field: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``, written as one (not
    ``5.0``, ``True`` or ``"5"``); else a SetupError naming ``field``. What every saved
    number is read with, so a saved state obeys the ranges its setup format does.

    >>> integer(3, "turn", 1, 10)
    3
    >>> integer(3.0, "turn", 1, 10)
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: turn: must be a whole number from 1 to 10, not 3.0
    """
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or \
            not low <= int(value) <= high:
        shown = repr(value) if len(repr(value)) <= 30 else repr(value)[:30] + "..."
        raise SetupError(field, f"must be a whole number from {low} to {high}, not {shown}")
    return int(value)


def digits(text: Any, most: int) -> int | None:
    """The number ``text`` writes in 1 to ``most`` ASCII digits (``"07"`` is 7), else None:
    ``str.isdigit`` also takes ``"²"`` and ``"٣"``, which ``int`` then refuses or reads.

    >>> digits("12", 2), digits("²", 2), digits("٣", 2), digits("123", 2)
    (12, None, None, None)
    """
    if isinstance(text, str) and 1 <= len(text) <= most and all("0" <= c <= "9" for c in text):
        return int(text)
    return None


def names(d: dict[str, Any], field: str, default: tuple[str, ...] = ("A", "B"),
          count: int = 2) -> tuple[str, ...]:
    """``count`` different names (players or teams) of 1 to 40 characters, none with ':'."""
    v = d.get(field, list(default))
    if (not isinstance(v, list) or len(v) != count or not all(
            isinstance(x, str) and x.strip() and len(x) <= 40 and ":" not in x for x in v)
            or len(set(v)) != count):
        example = ", ".join(repr(x) for x in default)
        raise SetupError(field, f"must name {count} different sides, e.g. [{example}]")
    return tuple(v)


_CHARACTERS = {"_": "'_'", "-": "'-'", " ": "spaces"}


def distinct_names(value: list[Any], field: str, reserved: set[str] | frozenset[str], *,
                   extra: str = "_-", what: str = "player") -> tuple[str, ...]:
    """``value``'s names if they differ and each is a letter then up to 19 letters, digits
    or the ``extra`` characters (no space at either end), none of them one of the game's own
    words ``reserved`` (its actions' words, lower case); else a SetupError naming the place.

    >>> distinct_names(["ann", "Bob-2"], "players", {"play"})
    ('ann', 'Bob-2')
    >>> distinct_names(["ann", "play"], "players", {"play"})
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: players[1]: a player's name is a letter then up to \
19 letters, digits, '_' or '-' (not a word of the game), not 'play'
    """
    allowed = re.compile(rf"[A-Za-z][A-Za-z0-9{re.escape(extra)}]{{0,19}}")
    kinds = ["digits", *(_CHARACTERS[c] for c in extra)]
    for i, n in enumerate(value):
        if (not isinstance(n, str) or not allowed.fullmatch(n) or n != n.strip()
                or n.lower() in reserved):
            raise SetupError(f"{field}[{i}]", f"a {what}'s name is a letter then up to 19 "
                                              f"letters, {', '.join(kinds[:-1])} or {kinds[-1]} "
                                              f"(not a word of the game), not {repr(n)[:40]}")
    if len(set(value)) != len(value):
        raise SetupError(field, f"two {what}s have the same name")
    return tuple(value)


def renamed(d: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """``d`` with the field ``old`` (an older name) read as ``new``.

    >>> renamed({"teams": ["A", "B"]}, "teams", "players")
    {'players': ['A', 'B']}
    """
    if old not in d:
        return d
    if new in d:
        raise SetupError(old, f"is the older name of '{new}': give only '{new}'")
    d = dict(d)
    d[new] = d.pop(old)
    return d
