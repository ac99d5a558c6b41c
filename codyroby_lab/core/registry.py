"""The registry of games: a game's name to where its Game class lives.

Core knows no game: ``codyroby_lab.games`` fills this registry with its games (and a test
may register a game of its own), and core (loading saved states and traces, running
conformance cases) finds a game here by its name only.

>>> register("doc-game", "codyroby_lab.games.codyroby.game:CodyRoby")
>>> game_class("doc-game").name
'codyroby'
>>> unregister("doc-game")
>>> game_class("nope")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
KeyError: "unknown game 'nope'; known: codyroby, ..."
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_GAMES: dict[str, str | type] = {}


def register(name: str, target: str | type) -> None:
    """Register the Game class ``target`` (a class, or ``"package.module:Class"``, imported
    when first asked for) as ``name``."""
    _GAMES[name] = target


def unregister(name: str) -> None:
    _GAMES.pop(name, None)


def names() -> list[str]:
    """Every registered game's name, in the order registered."""
    return list(_GAMES)


def game_class(name: str) -> Any:
    """The Game class registered as ``name``; KeyError names the known games."""
    if name not in _GAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(sorted(_GAMES))}")
    target = _GAMES[name]
    if isinstance(target, str):
        module, cls = target.split(":")
        target = _GAMES[name] = getattr(import_module(module), cls)
    return target
