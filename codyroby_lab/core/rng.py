"""Seeded random generators, and how a game saves one in a document or a trace vector.

Every random draw of a game goes through its state's own generator (PCG64), so the same
seed gives the same game in any process. In a trace vector the generator's state is 19
words of 16 bits, so every slot and every change fits the widget's 32-bit wire form.

>>> g = new_rng(7)
>>> words = to_words(g)
>>> len(words) == WORDS and max(words) < 2 ** 16
True
>>> int(from_words(words).integers(1000)) == int(new_rng(7).integers(1000))
True
>>> int(from_dict(to_dict(g)).integers(1000)) == int(new_rng(7).integers(1000))
True
>>> c = copy(g); int(c.integers(1000)) == int(g.integers(1000))
True
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError

BITS = 16
WORDS = 19  # PCG64 state (8 words), increment (8), has_uint32 (1), uinteger (2)
_MASK = (1 << BITS) - 1


MAX_SEED = 2 ** 64 - 1


def check_seed(seed: Any, field: str = "seed") -> int | None:
    """``seed`` as an int (or None: a fresh random game); a SetupError naming ``field`` for
    anything but a whole number from 0 to ``MAX_SEED`` (not ``True``, ``1.5``, ``"abc"``).

    >>> check_seed(7), check_seed(None)
    (7, None)
    >>> check_seed(-1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: seed: must be a whole number from 0 to ... not -1
    """
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or \
            not 0 <= int(seed) <= MAX_SEED:
        shown = repr(seed) if len(repr(seed)) <= 30 else repr(seed)[:30] + "..."
        raise SetupError(field, f"must be a whole number from 0 to {MAX_SEED} (or null), "
                                f"not {shown}")
    return int(seed)


def new_rng(seed: int | None = None) -> np.random.Generator:
    return np.random.Generator(np.random.PCG64(seed))


class _Unseeded(np.random.SeedSequence):
    """The seed of a generator whose state is set at once (a copy, one read back): it hands
    PCG64 a fixed state instead of one hashed from a seed, a few times faster than
    ``new_rng(0)``."""

    def generate_state(self, n_words: int, dtype: Any = np.uint32) -> Any:
        return np.ones(n_words, dtype=dtype)


_UNSEEDED = _Unseeded(0)


def _in_state(state: Mapping[str, Any]) -> np.random.Generator:
    rng = np.random.Generator(np.random.PCG64(_UNSEEDED))
    rng.bit_generator.state = state
    return rng


def copy(rng: np.random.Generator) -> np.random.Generator:
    """An independent generator in the state ``rng`` is in (what a state's clone holds)."""
    return _in_state(rng.bit_generator.state)


def _split(value: int, words: int) -> list[int]:
    return [(value >> shift) & _MASK for shift in range(0, BITS * words, BITS)]


def _join(words: list[int]) -> int:
    value = 0
    for x in reversed(words):
        value = (value << BITS) | x
    return value


def to_words(rng: np.random.Generator) -> list[int]:
    """The generator's whole state as ``WORDS`` integers below 2**16."""
    st = rng.bit_generator.state
    return (_split(st["state"]["state"], 8) + _split(st["state"]["inc"], 8)
            + [int(st["has_uint32"])] + _split(st["uinteger"], 2))


def from_words(words: Any) -> np.random.Generator:
    """A generator in the state ``to_words`` recorded.

    All zeros is what a viewer's copy of a state holds where the generator is hidden
    (:meth:`codyroby_lab.core.trace.Trace.view`): it gives the generator of seed 0, never a
    broken one (PCG64 with no increment would draw 0 for ever).
    """
    w = [int(x) for x in words]
    if len(w) != WORDS or min(w) < 0 or max(w) > _MASK:
        raise SetupError("rng", f"must be {WORDS} words from 0 to {_MASK}")
    if not any(w):
        return new_rng(0)
    return _in_state({"bit_generator": "PCG64",
                      "state": {"state": _join(w[:8]), "inc": _join(w[8:16])},
                      "has_uint32": w[16], "uinteger": _join(w[17:19])})


def to_dict(rng: np.random.Generator) -> dict[str, list[int]]:
    """The JSON form a saved state holds: ``{"pcg64": words}``."""
    return {"pcg64": to_words(rng)}


def from_dict(d: Any, field: str = "rng") -> np.random.Generator:
    """A generator from :func:`to_dict`; a SetupError naming ``field`` when it is not one."""
    try:
        return from_words(d["pcg64"])
    except (KeyError, TypeError, ValueError):
        raise SetupError(field, "must be a saved random generator {'pcg64': [19 words]}") from None
