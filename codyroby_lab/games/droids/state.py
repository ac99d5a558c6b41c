"""A Droids position on the common protocol: the robots, what lies on the board, each
player's rack, transmitters and covers, the phase and whose turn it is.

A turn: every player in turn **draws** 7 chits (``draw violet 3 blue 2 red 2``; the Robot
Killer's player ``choose``\\s them), then in turn **places** them one at a time in the boxes
of his transmitters (``place V2 C 1 E``: chit V2 in box 1 of transmitter C, arrow east) or
**passes**; then, from the start player, each in turn **sends** the first chit of a
transmitter in line with the robot it orders (``send C``; ``send C D4`` for a pick up or put
down on D4). A player hit **covers** transmitters (``cover C``), a player repaired
**uncovers** one (``uncover C``). Scenarios with obstacles to place start with them
(``obstacle D4``).

The state is split by concern: :mod:`.position` (its data and the helpers the rules
share, below :class:`State`), :mod:`.programming` (obstacles, the draw, placing chits),
:mod:`.execution` (sending, covers), :mod:`.turns` (who acts next, phases, the end),
:mod:`.orders` (what each chit does), :mod:`.layout` (the declared fields: the vector,
what each viewer may not see, copies, the saved document), :mod:`.saving` (the saved
document's own parts) and :mod:`.views` (observation, desk check, scene).

>>> from codyroby_lab.games.droids.game import Droids
>>> g = Droids({"players": ["red", "blue"], "phase": "execute", "robots": {"red": "C2"},
...             "transmitters": {"red": [{"line": "C", "chit": "V2", "arrow": "S"}]}})
>>> s = g.new_state(seed=0)
>>> s.current_player(), [a.text for a in s.legal_actions()]
('red', ['send C'])
>>> for e in s.apply("send C"): print(e.text)
Red sends V2 (land: 2 squares) south from transmitter C, box 1
Red moves from C2 to C4 (south, 2 squares)
Red has no order to send: Red's turn ends
All chits go back on the piles: turn 2 begins
"""

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core import protocol
from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.viewer import Viewer
from codyroby_lab.games.droids import execution, notation, programming, saving, scene, turns, views
from codyroby_lab.games.droids.layout import PHASES
from codyroby_lab.games.droids.position import Position

__all__ = ["PHASES", "State"]


class State(Position):
    """One Droids position (see the module's docstring): the protocol on top of its data
    (:class:`.position.Position`)."""

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (:mod:`.saving`; ``State.load`` reads it back)."""
        return saving.to_dict(self)

    @classmethod
    def load(cls, d: Any, make_game: Any) -> State:
        """A state from ``to_dict()``; ``make_game(setup)`` builds its game."""
        return saving.load(cls, d, make_game)

    # --- actions --------------------------------------------------------------------------

    def verbs(self) -> dict[str, Any]:
        return notation.verbs(self)

    def legal_actions(self, player: str | None = None) -> list[Action]:
        if not self.waiting_for() or (player is not None and player != self.current_player()):
            return []
        return _LEGAL[self.phase](self)

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random legal action; in the programming phase, placing a random chit of the
        rack (each chit kind, transmitter, box and arrow alike) is as likely as passing
        with probability 1/8, so random games place most of their chits."""
        if self.phase == "program":
            if self.racks[self.cur] and rng.random() > 1 / 8:
                return programming.random_place(self, rng)
            return Action("pass")
        if self.phase == "choose":
            return programming.random_choice(self, rng)
        if self.phase == "draw":
            counts = programming.draw_counts(self)
            return programming.draw_action(counts[int(rng.integers(len(counts)))])
        return super().sample_action(rng, player)

    def check(self, action: Action) -> None:
        p = self.game.players.index(action.player)
        if action.verb not in _CHECK[self.phase]:
            raise IllegalAction(f"'{action.verb}' is not an action now: use "
                                f"{', '.join(notation.verbs(self))}")
        _CHECK[self.phase][action.verb](self, p, action)

    def do(self, action: Action, rec: Any, plan: None) -> None:
        p = self.game.players.index(action.player)
        ev: list[Event] = []
        card = _DO[action.verb](self, p, action, ev, rec)
        self.record(rec, action, ev, card)
        turns.advance(self, rec, p)

    # --- what a viewer sees ------------------------------------------------------------

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        return views.observation(self, viewer)

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return views.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def ascii(self, player: str | None = None) -> str:
        """The board as text (:func:`.views.ascii`)."""
        return views.ascii(self, player)

    def _adopt(self, work: protocol.State) -> None:
        self.__dict__.update(work.__dict__)

    def __repr__(self) -> str:
        who = self.winner if self.phase == "over" else self.current_player()
        return f"<Droids state: turn {self.turn}, {self.phase}, {who}>"


_LEGAL = {"place": programming.legal_obstacles, "draw": programming.legal_draws,
          "choose": programming.legal_choices, "program": programming.legal_places,
          "execute": execution.legal_sends, "cover": execution.legal_covers}
_CHECK = {"place": {"obstacle": programming.check_obstacle},
          "draw": {"draw": programming.check_draw},
          "choose": {"choose": programming.check_choice},
          "program": {"place": programming.check_place, "pass": programming.check_pass},
          "execute": {"send": execution.check_send},
          "cover": {"cover": execution.check_cover, "uncover": execution.check_uncover},
          "over": {}}
_DO = {"obstacle": programming.do_obstacle, "draw": programming.do_draw,
       "choose": programming.do_choice, "place": programming.do_place,
       "pass": programming.do_pass, "send": execution.do_send, "cover": execution.do_cover,
       "uncover": execution.do_uncover}
