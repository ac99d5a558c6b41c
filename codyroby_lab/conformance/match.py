"""Comparing what a case expects with what a game gives: objects partly, lists whole, and the
comparison words (``$set``, ``$size``, ...) where the rules say more than "equal".

An expected **object** names only the keys it cares about (recursively); a **list** of plain
values must be equal as a whole; a list holding objects is compared item by item (same
length, each item partly). Keys that start with ``$`` are comparison words about the value
itself, and all of them must hold:

``{"$set": [...]}``       the same items, in any order and ignoring repeats
``{"$multiset": [...]}``  the same items as many times each, in any order
``{"$contains": [...]}``  these items are among the list's (each one a different item)
``{"$excludes": [...]}``  none of these items is in the list
``{"$subset_of": [...]}`` every item of the list is one of these
``{"$size": n}``          the list (or object, or text) has n items; n may be a comparison
``{"$one_of": [...]}``    the value is one of these
``{"$not": x}``           the value does not match x
``{"$absent": true}``     (as an object's value) the key is not there at all
``{"$keys": x}``          the object's keys, sorted, match x (a list or a comparison)
``{"$values": x}``        the object's values, in key order, match x

Items are matched the same way (an item that is an object matches partly).

>>> first_difference({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}})
>>> first_difference({"hand": {"$set": ["x", "y"]}}, {"hand": ["y", "x", "y"]})
>>> first_difference({"hand": {"$multiset": ["x", "y"]}}, {"hand": ["y", "x", "y"]})
"hand: expected the multiset ['x', 'y'], got ['y', 'x', 'y']"
>>> first_difference({"marks": {"C4": {"$absent": True}}}, {"marks": {"C4": "mine"}})
"marks.C4: expected no such key, got 'mine'"
>>> first_difference({"n": {"$one_of": [1, 2]}, "l": {"$size": 2}}, {"n": 3, "l": [0, 0]})
'n: expected one of [1, 2], got 3'
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

#: the comparison words, each with what it needs after it
WORDS = ("$set", "$multiset", "$contains", "$excludes", "$subset_of", "$size", "$one_of",
         "$not", "$absent", "$keys", "$values")


def is_comparison(expect: Any) -> bool:
    """Does the object ``expect`` hold comparison words (keys starting with ``$``)?"""
    return isinstance(expect, dict) and any(isinstance(k, str) and k.startswith("$")
                                            for k in expect)


def first_difference(expect: Any, actual: Any, where: str = "") -> str | None:
    """The first place ``actual`` fails to match ``expect``, in words, or None when it
    matches. An object's comparison words apply to the value itself, its other keys to
    the value's keys (an object may hold both: ``{"$size": 2, "red": {...}}``)."""
    here = where or "state"
    if isinstance(expect, dict):
        keys = {}
        for key, value in expect.items():
            if isinstance(key, str) and key.startswith("$"):
                diff = _word(key, value, actual, here)
                if diff:
                    return diff
            else:
                keys[key] = value
        if not keys:
            return None
        if not isinstance(actual, dict):
            return f"{here}: expected an object, got {_short(actual)}"
        for key, value in keys.items():
            at = f"{where}.{key}" if where else str(key)
            if isinstance(value, dict) and "$absent" in value:
                if value["$absent"] and key in actual:
                    return f"{at}: expected no such key, got {_short(actual[key])}"
                if not value["$absent"] and key not in actual:
                    return f"{at}: missing"
                value = {k: v for k, v in value.items() if k != "$absent"}
                if not value or key not in actual:
                    continue
            if key not in actual:
                return f"{at}: missing"
            diff = first_difference(value, actual[key], at)
            if diff:
                return diff
        return None
    if isinstance(expect, list) and any(isinstance(x, dict) for x in expect) \
            and isinstance(actual, list) and len(actual) == len(expect):
        for i, (e, a) in enumerate(zip(expect, actual, strict=True)):
            diff = first_difference(e, a, f"{here}[{i}]")
            if diff:
                return diff
        return None
    if _coordinates(expect, actual) != actual or type(expect) is bool and \
            type(actual) is not bool:
        return f"{here}: expected {_short(expect)}, got {_short(actual)}"
    return None


def _coordinates(expect: Any, actual: Any) -> Any:
    """A square's name expected where the game gives ``[x, y]`` (CodyRoby's states), as
    those coordinates, so that a case writes squares by name in every game (a list of names
    too); anything else as it is. A name is written as a case file writes it, a capital
    letter and its number: ``"a4"`` is no square there, as ``"n"`` is no facing (walk 05p,
    fault 5: ``"c3"`` passed silently where ``"s"`` was refused).

    >>> _coordinates("A4", [0, 3]), _coordinates(["A5", "B5"], [[0, 4], [1, 4]])
    ([0, 3], [[0, 4], [1, 4]])
    >>> _coordinates("a4", [0, 3])
    'a4'
    >>> first_difference({"at": "A4"}, {"at": [0, 4]})
    "at: expected 'A4', got [0, 4]"
    """
    if isinstance(expect, str) and _xy(actual) and _SQUARE.fullmatch(expect):
        return [ord(expect[0]) - 65, int(expect[1:]) - 1]
    if isinstance(expect, list) and isinstance(actual, list) and len(expect) == len(actual):
        return [_coordinates(e, a) for e, a in zip(expect, actual, strict=True)]
    return expect


def _xy(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(
        type(v) is int for v in value)


_SQUARE = re.compile(r"[A-Z][1-9][0-9]?")


def matches(expect: Any, actual: Any) -> bool:
    return first_difference(expect, actual) is None


def _word(word: str, value: Any, actual: Any, here: str) -> str | None:
    if word == "$absent":
        return None  # an object's key: read by the object above
    if word == "$not":
        return f"{here}: expected not {_short(value)}, got {_short(actual)}" if matches(
            value, actual) else None
    if word == "$one_of":
        return None if any(matches(v, actual) for v in value) else (
            f"{here}: expected one of {_short(value)}, got {_short(actual)}")
    if word == "$size":
        if not isinstance(actual, (list, dict, str)):
            return f"{here}: expected something with a size, got {_short(actual)}"
        diff = first_difference(value, len(actual), f"{here} (its size)")
        return diff and f"{diff} ({_short(actual)})"
    if word in ("$keys", "$values"):
        if not isinstance(actual, dict):
            return f"{here}: expected an object, got {_short(actual)}"
        items = sorted(actual) if word == "$keys" else list(actual.values())
        return first_difference(value, items, f"{here} ({word[1:]})")
    if not isinstance(actual, list):
        return f"{here}: expected a list, got {_short(actual)}"
    if word == "$contains":
        missing = _unmatched(value, actual)
        return (f"{here}: expected it to contain {_short(missing)}, got {_short(actual)}"
                if missing else None)
    if word == "$excludes":
        found = [v for v in value if _among(v, actual)]
        return f"{here}: expected no {_short(found)}, got {_short(actual)}" if found else None
    if word == "$subset_of":
        extra = [a for a in actual if not _among(a, value, item_first=True)]
        return (f"{here}: expected only items of {_short(value)}, got {_short(extra)} too"
                if extra else None)
    if word == "$set":
        ok = all(_among(v, actual) for v in value) and all(
            _among(a, value, item_first=True) for a in actual)
        return None if ok else f"{here}: expected the set {_short(value)}, got {_short(actual)}"
    if word == "$multiset":
        ok = len(value) == len(actual) and not _unmatched(value, actual)
        return None if ok else (f"{here}: expected the multiset {_short(value)}, got "
                                f"{_short(actual)}")
    raise ValueError(f"unknown comparison {word!r}")  # the case schema lets none through


def _among(x: Any, items: list[Any], item_first: bool = False) -> bool:
    """Does ``x`` match one of ``items`` (``item_first``: is ``x`` an actual value that one
    of the expected ``items`` matches)? Plain values are looked up in a set."""
    if _plain(x) and all(_plain(i) for i in items):
        return _key(x) in {_key(i) for i in items}
    return any(matches(i, x) if item_first else matches(x, i) for i in items)


def _unmatched(wanted: list[Any], actual: list[Any]) -> list[Any]:
    """The items of ``wanted`` left over when each is paired with a different item of
    ``actual`` that it matches (a maximum matching, found by augmenting paths)."""
    if all(_plain(v) for v in wanted) and all(_plain(a) for a in actual):
        left = Counter(map(_key, wanted)) - Counter(map(_key, actual))
        out = []
        for v in wanted:
            if left[_key(v)] > 0:
                left[_key(v)] -= 1
                out.append(v)
        return out
    fits = [[j for j, a in enumerate(actual) if matches(v, a)] for v in wanted]
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j in fits[i]:
            if j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return [v for i, v in enumerate(wanted) if not place(i, set())]


def _plain(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float))


def _key(v: Any) -> tuple[str, Any]:
    return (type(v).__name__ if isinstance(v, bool) else "", v)


def _short(value: Any, size: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= size else text[:size] + "..."
