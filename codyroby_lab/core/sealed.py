"""Simultaneous turns: choices committed in secret, revealed and resolved together.

In a simultaneous phase ``state.current_player()`` is ``SIMULTANEOUS`` and
``state.waiting_for()`` names the players who have not committed. Each commit is an action
with its player (``apply("A: bid 7")``); it is checked and stored hidden, so every other
viewer sees only that A has committed (``observation``, ``scene``, the trace's hidden slots,
a private event). The last commit resolves them all in the same ``apply``: its events are
the reveal and what the choices did. RoboRally's programming phase (five registers from a
hand of nine) and Robin's sealed trade offers are such phases.

:class:`Sealed` keeps the commits and their place in a state vector: per player a public
flag (committed or not) and ``width`` hidden slots holding the choice as small integers,
hidden from every other player (a static set of slots, as traces need). A game encodes its
choice as integers from 1 (0 marks an empty slot: a register's card codes, an offer's card
counts plus one) and decodes them on the reveal.

>>> s = Sealed(("A", "B"), width=2)
>>> s.waiting(), s.commit("A", [3, 1]), s.waiting()
(('A', 'B'), None, ('B',))
>>> s.vector()                         # A committed 3 1; B not yet
[1, 3, 1, 0, 0, 0]
>>> s.hidden_slots(10, "B").tolist(), s.hidden_slots(10, None).tolist()
([11, 12], [11, 12, 14, 15])
>>> s.commit("B", [2, 2]); s.reveal()
{'A': (3, 1), 'B': (2, 2)}
>>> s.waiting(), Sealed.read(("A", "B"), 2, [1, 3, 1, 0, 0, 0]).choices
(('A', 'B'), {'A': (3, 1)})
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import Event, Rule, display_name
from codyroby_lab.core.viewer import EVERYONE, Viewer, sees

COMMITTED = "Committed"  # the kind of a commit's event (:func:`committed`)


@dataclass
class Sealed:
    """The sealed choices of one simultaneous phase, player by player."""

    players: tuple[str, ...]
    width: int
    choices: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def waiting(self) -> tuple[str, ...]:
        """The players who have not committed yet, in the players' order."""
        return tuple(p for p in self.players if p not in self.choices)

    def commit(self, player: str, codes: Sequence[int]) -> None:
        """Seal ``player``'s choice (``width`` integers at most); IllegalAction if the player
        already committed in this phase."""
        if player in self.choices:
            raise IllegalAction(f"{display_name(player)} has already chosen: the choice is "
                                "sealed until everyone has chosen")
        codes = tuple(map(int, codes))
        if len(codes) > self.width or codes and min(codes) < 1:
            raise ValueError(f"a sealed choice is at most {self.width} numbers, each from 1")
        self.choices[player] = codes

    def undo(self, player: str) -> Callable[[], None]:
        """What takes back the commit ``player`` (who has not committed yet) is about to
        make: a game's :meth:`~codyroby_lab.core.protocol.State.undo_of` for a commit that
        is not the last one, which changes nothing else."""
        def take_back() -> None:
            self.choices.pop(player, None)

        return take_back

    def reveal(self) -> dict[str, tuple[int, ...]]:
        """Every choice (once all are in), and a fresh phase: the commits are cleared."""
        chosen = self.choices
        if len(chosen) < len(self.players):
            raise IllegalAction(f"still waiting for {', '.join(self.waiting())}")
        self.choices = {}
        return {p: chosen[p] for p in self.players}

    def copy(self) -> Sealed:
        return Sealed(self.players, self.width, dict(self.choices))

    # --- the vector ----------------------------------------------------------------------

    def vector(self) -> list[int]:
        """Per player: 1 when committed, then the choice padded with 0 to ``width``."""
        out: list[int] = []
        for p in self.players:
            codes = self.choices.get(p)
            out += [0 if codes is None else 1, *(codes or ()),
                    *[0] * (self.width - len(codes or ()))]
        return out

    @property
    def size(self) -> int:
        """How many vector slots :meth:`vector` uses."""
        return len(self.players) * (1 + self.width)

    @classmethod
    def read(cls, players: tuple[str, ...], width: int, vec: Sequence[int],
             first: int = 0) -> Sealed:
        """The commits :meth:`vector` wrote at ``vec[first:]`` (a viewer's copy reads 0s
        where a choice is hidden: the player has committed, to something unknown)."""
        s = cls(players, width)
        for i, p in enumerate(players):
            at = first + i * (1 + width)
            if int(vec[at]):
                codes = [int(c) for c in vec[at + 1:at + 1 + width]]
                while codes and codes[-1] == 0:
                    codes.pop()
                s.choices[p] = tuple(codes)
        return s

    def hidden_slots(self, first: int, viewer: Viewer) -> np.ndarray:
        """The slots of the choices ``viewer`` may not see (its own it sees; the flags
        everyone sees), when :meth:`vector` sits at ``first``."""
        if viewer is EVERYONE:
            return np.zeros(0, dtype=np.int64)
        out = [first + i * (1 + self.width) + 1 + k for i, p in enumerate(self.players)
               if not sees(viewer, (p,)) for k in range(self.width)]
        return np.array(out, dtype=np.int64)

    def observation(self, viewer: Viewer, show: Any = tuple) -> dict[str, Any]:
        """Who has committed, and the viewer's own choice (``show(codes)``, e.g. decoded)."""
        return {p: (show(self.choices[p]) if sees(viewer, (p,)) else True)
                if p in self.choices else False for p in self.players}


def committed(rule: Rule, player: str, text: str) -> Event:
    """The event of a commit: ``text`` (what was chosen) for its player only; the others
    read that the player has chosen."""
    return Event.of(COMMITTED, rule, text, only=(player,),
                    public=f"{display_name(player)} has chosen", player=player)
