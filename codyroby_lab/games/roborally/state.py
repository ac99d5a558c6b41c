"""A RoboRally position on the common protocol: the turn, the step, the robots, hands,
programs, revealed registers, sealed commits, mines and bridges, and the generator.

In the programming phase every robot in play commits at the same time
(``current_player()`` is SIMULTANEOUS; ``waiting_for()`` the robots that have not
committed); the last commit plays the whole turn (:mod:`.turn`). The state is split by
concern: :mod:`.turn` (a turn), :mod:`.layout` (the declared fields: the vector, what each
viewer may not see, copies, the saved document), :mod:`.scene` (what the widget draws).

>>> from codyroby_lab.games.roborally.game import RoboRally
>>> s = RoboRally().new_state(seed=3)
>>> s.current_player(), s.waiting_for()
(SIMULTANEOUS, ('Twonky', 'Zoom Bot'))
>>> [e.text for e in s.apply("Twonky: program 1 2 3 4 5")]
['Twonky programs Rotate Right (priority 320), Rotate Left (priority 350), Rotate Right (priority 280), Rotate Right (priority 360), U-Turn (priority 10)']
>>> s.apply("Zoom Bot: program 5 4 3 2 1")[0].seen_by("Twonky").text
'Zoom Bot has chosen'
>>> s.turn, s.waiting_for()
(2, ('Twonky', 'Zoom Bot'))
"""  # noqa: E501

from __future__ import annotations

from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.geometry import square_name
from codyroby_lab.core.protocol import SIMULTANEOUS, TERMINAL, Action, Mover
from codyroby_lab.core.trace import Events, Trace
from codyroby_lab.core.viewer import Viewer, sees
from codyroby_lab.games.roborally import actions, saving, scene
from codyroby_lab.games.roborally.layout import LAYOUT
from codyroby_lab.games.roborally.setup import Setup
from codyroby_lab.games.roborally.turn import Turn


class State(Turn):
    """One RoboRally position (see the module docstring)."""

    @classmethod
    def placed(cls, game: Setup, seed: int | None) -> State:
        """The robots on their squares as the setup says, before any card is dealt."""
        s = cls(game)
        s.rng = np.random.default_rng(seed)
        b = s.bots
        for i, r in enumerate(game.robots):
            b.place(i, r["cell"], r["face"])
            b.dmg[i], b.lives[i], b.flags[i] = r["damage"], r["lives"], r["flags"]
            b.archive[i], b.down[i] = r["archive"], r["down"]
            b.opts[i] = [list(o) for o in r["options"]]
            for reg, card in r["locked"].items():
                s.program[i][reg - 1] = s.shown[i][reg - 1] = game.cards.code(card.label)
        return s

    @classmethod
    def start(cls, game: Setup, seed: int | None) -> State:
        """The start: with a setup program, the position after it; otherwise the first
        deal."""
        s = cls.placed(game, seed)
        s.open(Events())
        return s

    def open(self, rec: Any) -> None:
        """From the robots placed: the setup's program played (the register phases it asks
        for, then the end of the turn or a stop), or the first deal; steps go to ``rec``."""
        game = self.game
        if game.program is None:
            hands = {game.players.index(p): [game.cards.code(c.label) for c in h]
                     for p, h in game.hands.items()}
            self.begin_turn(rec, hands)
            return
        for p, cards in game.program.items():
            i = game.players.index(p)
            for r, c in enumerate(cards):
                if c is not None:
                    self.program[i][r] = game.cards.code(c.label)
        self.play_registers(rec, game.phases)
        if self.phase == "over":
            return
        if game.end_of_turn:
            self.end_turn(rec)
        else:
            self.phase = "stopped"
            rec.settle(self)

    # --- the protocol ------------------------------------------------------------------

    def current_player(self) -> str | Mover:
        if self.phase in ("over", "stopped"):
            return TERMINAL
        return SIMULTANEOUS

    @property
    def winner(self) -> str | None:  # type: ignore[override]
        return None if self.winner_index is None else self.game.players[self.winner_index]

    def over_words(self) -> str:
        if self.phase == "stopped":
            return (f"the exercise stops after register {self.game.phases} (setup 'phases'): "
                    "make a new game to play on")
        return super().over_words()

    def verbs(self) -> dict[str, Any]:
        return dict(actions.VERBS) if self.phase == "programming" else {}

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every program of ``player`` (default: the first robot still to commit) without a
        power-down announcement, as places in the hand in register order: for a full hand
        of 9 and 5 free registers, 15,120 of them. Each is legal with ``down`` added too.
        A powered-down robot: ``power up`` and ``power down``."""
        who = self.waiting_for()
        p = who[0] if player is None and who else player
        if p not in who:
            return []
        i = self.game.players.index(p)
        if self.bots.down[i]:
            return [Action("power", ("up",), p), Action("power", ("down",), p)]
        from itertools import permutations
        k = len(self.free_registers(i))
        places = [str(j + 1) for j in range(len(self.hands[i]))]
        return [Action("program", seq, p) for seq in permutations(places, k)]

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random legal action: a random program (a power-down announced 1 time in 10)."""
        who = self.waiting_for()
        p = who[0] if player is None and who else player
        if p not in who:
            raise IllegalAction(f"{p or 'nobody'} has no action now")
        i = self.game.players.index(p)
        if self.bots.down[i]:
            return Action("power", (("up", "down")[int(rng.integers(2))],), p)
        k = len(self.free_registers(i))
        seq = [str(j + 1) for j in rng.permutation(len(self.hands[i]))[:k]]
        return Action("program", (*seq, *(("down",) if rng.random() < 0.1 else ())), p)

    # --- what a viewer sees --------------------------------------------------------------

    def robot_dict(self, i: int, viewer: Viewer = None) -> dict[str, Any]:
        """One robot, JSON-ready; its hand and program only for those who may see them."""
        p = self.game.players[i]
        return _seen(saving.robots(self)[p], len(self.hands[i]), sees(viewer, (p,)))

    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """The turn, the register, every robot (hands and programs only the viewer's own),
        the mines and bridges, who has committed (and the viewer's own commit)."""
        d = LAYOUT.dump(self)
        robots = saving.robots(self, d)
        return {**self.public(viewer), "turn": self.turn, "register": self.reg,
                "robots": {p: _seen(robots[p], len(self.hands[i]), sees(viewer, (p,)))
                           for i, p in enumerate(self.game.players)},
                "marks": d["marks"],
                "committed": self.sealed.observation(viewer, self.commit_words)}

    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        return scene.columns(self, viewer)

    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        return scene.scene(self, viewer)

    def ascii(self) -> str:
        """The board as text with the robots (see :func:`.scene.ascii_board`)."""
        return scene.ascii_board(self)

    def __repr__(self) -> str:
        where = ", ".join(f"{p} at {self.robot_dict(i)['at']}"
                          for i, p in enumerate(self.game.players))
        return f"<RoboRally state: turn {self.turn}, {self.phase}; {where}>"

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready (:mod:`.saving`; ``State.load`` reads it back)."""
        return saving.to_dict(self)

    @classmethod
    def load(cls, d: Any, game_cls: Any) -> State:
        """A state from :meth:`to_dict`; ``game_cls(setup)`` builds its game (:mod:`.saving`)."""
        return saving.load(cls, d, game_cls)


def _seen(robot: dict[str, Any], size: int, mine: bool) -> dict[str, Any]:
    """A saved robot as a viewer sees it: another robot's hand as its size, no program."""
    if mine:
        return robot
    return {**{k: v for k, v in robot.items() if k != "program"}, "hand": size}


def opening(game: Setup, seed: int | None = None) -> Trace:
    """The trace of a setup's program (its register phases, step by step), from the robots
    placed to the position ``new_state(seed)`` returns."""
    s = State.placed(game, seed)
    trace = Trace(s)
    s.open(trace)
    return trace


__all__ = ["State", "opening", "square_name"]
