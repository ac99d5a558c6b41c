"""What the square a move ends on does (SPECIAL_AT_END): Remote Control, a tunnel, Swap, a
Challenge marker. Each effect is one step of the turn, with the rule behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.games.energy_seekers import events as kinds
from codyroby_lab.games.energy_seekers import rules

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import State


def where(board, at: int) -> str:
    """A path position in words: ``position 8 (H7)``."""
    return f"position {at + 1} ({board.name_of(at)})"


class SquaresMixin:
    """The square effects of :class:`~codyroby_lab.games.energy_seekers.state.State`."""

    def _land(self: State, t: int) -> None:
        """SPECIAL_AT_END: what the square a move ends on does."""
        board, key, at = self.game.board, self.game.players[t], self.pos[t]
        who = display_name(key)
        if rules.remote_control(board, at):
            self.controlled[t] = True
            self._record(Event.of(kinds.REMOTE_CONTROLLED, rules.REMOTE_CONTROL,
                                  f"{who} ends on Remote Control: the other players will "
                                  "move it next turn", player=key))
        elif (other := rules.teletransport(board, at)) is not None:
            self.pos[t] = other
            self._record(Event.of(kinds.TELEPORTED, rules.TELETRANSPORT,
                                  f"{who} goes through the tunnel from {where(board, at)} "
                                  f"to {where(board, other)}, still facing "
                                  f"{self.facing[t].word}", player=key, to=other + 1))
        elif (other := rules.swap(board, at)) is not None:
            moved = [p for p, q in enumerate(self.pos) if q == other and p != t]
            for p in moved:
                self.pos[p] = at
            self.pos[t] = other
            names = " and ".join(display_name(self.game.players[p]) for p in moved)
            also = f"; {names} moves to {where(board, at)}" if moved else ""
            self._record(Event.of(kinds.SWAPPED, rules.SWAP,
                                  f"{who} swaps to the symmetric {where(board, other)}"
                                  f"{also}", player=key, to=other + 1))
        elif rules.challenge(board, at):
            self._challenge(t)
            return
        self._end_turn()

    def _challenge(self: State, t: int) -> None:
        """CHALLENGE: ask the question, or judge at once (chance, a callable)."""
        c, key = self.game.challenge, self.game.players[t]
        who = display_name(key)
        if c.kind == "questions":
            self.question = int(self.rng.integers(len(c.questions)))
            self.phase = "answer"
            q = c.questions[self.question]
            self._record(Event.of(kinds.CHALLENGED, rules.CHALLENGE,
                                  f"{who} meets a challenge: {q.question} "
                                  f"({' / '.join(q.choices)})", player=key))
            return
        ok = bool(self.rng.random() < c.p) if c.kind == "chance" else bool(c.judge(self, key))
        self._challenge_result(t, ok)

    def _challenge_result(self: State, t: int, ok: bool) -> None:
        c, board, key = self.game.challenge, self.game.board, self.game.players[t]
        who = display_name(key)
        effect = c.success if ok else c.failure
        word = "succeeds" if ok else "fails"
        if "move" in effect:
            before = self.pos[t]
            self.pos[t] = min(max(before + effect["move"], 0), board.size - 1)
            text = f"{who} {word} the challenge and goes to {where(board, self.pos[t])}"
        elif "remote" in effect:
            self.controlled[t] = True
            text = f"{who} {word} the challenge and will be remote-controlled next turn"
        else:
            text = f"{who} {word} the challenge"
        self._record(Event.of(kinds.CHALLENGE_DONE, rules.CHALLENGE, text, player=key, ok=ok))
        if rules.win(board, self.pos[t]):
            self._win(t)
        else:
            self._end_turn()
