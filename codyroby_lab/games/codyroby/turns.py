"""What CodyRoby's card games played side after side (the Duel, the Race, Follow-me) share:
whose turn it is, the end, and the saved document: the game's name, the version and the
setup, then the fields of the state's declared layout (:mod:`codyroby_lab.core.layout`),
read back checked against the schema made from the same declaration.

>>> from codyroby_lab.games.codyroby.race import Race
>>> s = Race.from_setup({"length": 2}).new_state()
>>> s.current_player(), s.player, list(s.to_dict())[:4]
('A', 'A', ['game', 'version', 'setup', 'robots'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Self

from codyroby_lab.core.protocol import TERMINAL, Game, Mover, State, saved_game


class TurnState(State):
    """A CodyRoby card game in play: ``turn`` (the index of the side to move), ``phase``
    (``"over"`` at the end) and a declared ``layout``."""

    version: ClassVar[int] = 1  #: the saved document's version
    turn: int
    phase: str

    @property
    def player(self) -> str:
        """The side whose turn it is (or was, once the game is over)."""
        return self.game.players[self.turn]

    def current_player(self) -> str | Mover:
        return TERMINAL if self.phase == "over" else self.player

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready: ``load`` reads it back."""
        g = self.game
        return {"game": g.name, "version": self.version, "setup": g.setup(),
                **self._layout().dump(self)}

    @classmethod
    def load(cls, d: Any, make_game: Callable[[Any], Game]) -> Self:
        """A state from :meth:`to_dict`; ``make_game(setup)`` builds its game. A SetupError
        names a bad field (``state.hands.A``)."""
        s = saved_game(d, make_game).new_state()
        assert isinstance(s, cls)  # (the game's new_state makes this class's states)
        return s._layout().load(s, d)  # type: ignore[no-any-return]
