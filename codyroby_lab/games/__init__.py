"""One sub-package per game: rules, setups, notation, bots and the scene each draws.

``GAMES`` maps a conformance ``"game"`` name to the dotted path of its Game class; importing
this package registers them in :mod:`codyroby_lab.core.registry`, where the conformance
runner, the CLI and saved documents find them (core never imports a game).
"""

from __future__ import annotations

from typing import Any

from codyroby_lab.core import registry

GAMES = {
    "codyroby": "codyroby_lab.games.codyroby.game:CodyRoby",
    "codyroby-duel": "codyroby_lab.games.codyroby.duel.game:Duel",
    "codyroby-race": "codyroby_lab.games.codyroby.race.game:Race",
    "codyroby-follow-me": "codyroby_lab.games.codyroby.follow_me.game:FollowMe",
    "energy_seekers": "codyroby_lab.games.energy_seekers.game:EnergySeekers",
    "robin": "codyroby_lab.games.robin.game:Robin",
    "roborally": "codyroby_lab.games.roborally.game:RoboRally",
    "droids": "codyroby_lab.games.droids.game:Droids",
}
for _name, _path in GAMES.items():
    registry.register(_name, _path)


def game_class(name: str) -> Any:
    """The Game class registered as ``name``; KeyError names the known games."""
    return registry.game_class(name)
