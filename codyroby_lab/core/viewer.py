"""Viewers: who is looking, so that hidden information stays hidden.

A viewer is a player's name (what that player may know), ``None`` (a spectator: public
information only) or :data:`EVERYONE` (the all-seeing teacher view: an explicit choice,
never a default).

>>> sees("A", ("A",)), sees("B", ("A",)), sees(None, None), sees(EVERYONE, ("A",))
(True, False, True, True)
>>> viewer_json("A"), viewer_json(None), viewer_json(EVERYONE)
('A', None, '*')
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core.errors import SetupError


class _Everyone:
    """The all-seeing viewer (one object; JSON ``"*"``)."""

    _instance: _Everyone | None = None

    def __new__(cls) -> _Everyone:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "EVERYONE"

    def __copy__(self) -> _Everyone:
        return self

    def __deepcopy__(self, memo: Any) -> _Everyone:
        return self


EVERYONE = _Everyone()
Viewer = str | None | _Everyone


def viewer_json(viewer: Viewer) -> str | None:
    """A viewer as JSON: the player's name, ``None`` for a spectator, ``"*"`` for EVERYONE."""
    return "*" if viewer is EVERYONE else viewer  # type: ignore[return-value]


def viewer_from_json(value: Any) -> Viewer:
    """The inverse of :func:`viewer_json`."""
    return EVERYONE if value == "*" else value


def sees(viewer: Viewer, owners: tuple[str, ...] | None) -> bool:
    """May ``viewer`` see something that only ``owners`` see (None: everyone sees it)?"""
    return owners is None or viewer is EVERYONE or viewer in owners


def check_viewer(viewer: Any, players: tuple[str, ...]) -> Viewer:
    """``viewer`` if it is a player of the game, None or EVERYONE; else a SetupError.

    >>> check_viewer("C", ("A", "B"))
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: viewer: must be one of the players (A, B), None (a spectator) or EVERYONE, not 'C'
    """  # noqa: E501
    if viewer is None or viewer is EVERYONE or (isinstance(viewer, str) and viewer in players):
        return viewer
    raise SetupError("viewer", f"must be one of the players ({', '.join(players)}), None "
                               f"(a spectator) or EVERYONE, not {str(viewer)[:40]!r}")
