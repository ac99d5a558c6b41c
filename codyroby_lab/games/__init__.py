"""One sub-package per game: rules, setups, notation, bots and the scene each draws.

``GAMES`` maps a conformance ``"game"`` name to the dotted path of its Game class; the
conformance runner and the CLI find games through it only.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

GAMES = {
    "codyroby": "codyroby_lab.games.codyroby.game:CodyRoby",
    "codyroby-duel": "codyroby_lab.games.codyroby.duel:Duel",
    "codyroby-race": "codyroby_lab.games.codyroby.race:Race",
    "codyroby-follow-me": "codyroby_lab.games.codyroby.follow_me:FollowMe",
    "energy_seekers": "codyroby_lab.games.energy_seekers.game:EnergySeekers",
}


def game_class(name: str) -> Any:
    """The Game class registered as ``name``; KeyError names the known games."""
    try:
        module, cls = GAMES[name].split(":")
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}") from None
    return getattr(import_module(module), cls)
