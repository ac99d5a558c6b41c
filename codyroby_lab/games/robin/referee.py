"""The referee: plays one game between strategies, enforcing a time limit on every decision,
and reports how it ended (:class:`Outcome`).

**A fair game.** The computer players (:data:`~.bots.BUILTINS`, known by identity: the very
functions, not equal ones) run in this process. Every other strategy plays in a process of
its own (:mod:`.sandbox`), a fresh Python that never held the game: the referee sends it its
player's observation as JSON (only what that player may see), waits at most ``time_limit``
seconds, and reads the answer as plain data, which it parses and checks as it would typed
text; an answer may only be an action of the strategy's own player. A strategy that raises,
loops for ever, runs long C code, crashes its process or answers with something that is not
a legal action of its own player loses that game (its process is replaced for the next
one), and the report says which and why in one line. A computer player whose action is
refused loses the game the same way. So no strategy can read another's cards, change the
game, play for another seat or stop the referee.

Where this Python cannot start another (in a browser, e.g. Pyodide) the strategies play in
this process with a time limit on each decision, on copies of their observations; a
``RuntimeWarning`` says that isolation is off and each :class:`Outcome` records it.

>>> from codyroby_lab.games.robin.game import Robin
>>> from codyroby_lab.games.robin.bots import greedy, random_legal
>>> def slow(obs):
...     while True:
...         pass
>>> out = play(Robin(players=3), [greedy, slow, random_legal], seed=1, time_limit=0.2)
>>> out.forfeit, out.winner, out.reason
(1, None, 'slow took longer than 0.2 s to decide (turn 1, trade)')
>>> def oops(obs):
...     return "jump"
>>> play(Robin(players=2), [oops, greedy], seed=0).reason  # doctest: +ELLIPSIS
"oops returned an illegal action: it answered 'jump', and 'jump' is not a move at this step..."
"""

from __future__ import annotations

import hashlib
import math
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import cache, partial
from typing import Any

import numpy as np

from codyroby_lab.core import players
from codyroby_lab.core.errors import LabError, SetupError
from codyroby_lab.games.robin import sandbox
from codyroby_lab.games.robin.bots import builtin
from codyroby_lab.games.robin.data import Deck
from codyroby_lab.games.robin.observation import (
    Observation,
    action_of,
    answer_of,
    clipped,
    deck_message,
    fault_words,
)

TIME_LIMIT = 1.0  # seconds per decision
MAX_NAME = 40  # characters of a strategy's own name in a report or the table
MAX_TIME_LIMIT = 600.0
ISOLATION_OFF = ("this Python cannot start another process (as in a browser), so every "
                 "strategy plays in this process, on a copy of what it may see, with a time "
                 "limit on each decision: isolation is off (a strategy here could still find "
                 "the hidden cards)")


@dataclass(frozen=True)
class Outcome:
    """How one game ended: its index and seed, the strategy in each seat (by name), the
    winning seat (None: a draw or a forfeit), the turns played, the seat that forfeited by a
    fault (None) and why, and whether the strategies played in processes of their own
    (False: isolation was off)."""

    game: int
    seed: int
    seats: tuple[str, ...]
    winner: int | None
    turns: int
    forfeit: int | None = None
    reason: str = ""
    isolated: bool = True

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Fault(Exception):
    """A strategy's fault: it raised, timed out, crashed or returned an illegal action."""


def check_time_limit(value: Any, field: str = "time_limit") -> float:
    """``value`` as seconds per decision: a number above 0 and at most ``MAX_TIME_LIMIT``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or \
            not math.isfinite(value) or not 0 < value <= MAX_TIME_LIMIT:
        raise SetupError(field, f"must be a number of seconds above 0 and at most "
                                f"{MAX_TIME_LIMIT:g}, not {str(value)[:30]!r}")
    return float(value)


def name_of(strategy: Any) -> str:
    """A strategy's own name (its function's), as plain text (:func:`plain`)."""
    if isinstance(strategy, dict):  # a strategy packed to travel (sandbox.pack)
        name = strategy.get("name")
    else:
        name = getattr(strategy, "__name__", None)
    return plain(name if isinstance(name, str) else type(strategy).__name__,
                 MAX_NAME) or "strategy"


def play(game: Any, strategies: Sequence[Any], seed: int = 0, *, time_limit: float = TIME_LIMIT,
         names: Sequence[str] | None = None, index: int = 0,
         hosts: dict[int, sandbox.Host] | None = None) -> Outcome:
    """Play one game, strategy i in seat i (player i of the game); the :class:`Outcome`.

    ``strategies``: the computer players, other functions (sent to processes of their own)
    or strategies already packed to travel (:func:`.sandbox.pack`); a function that cannot
    travel is a SetupError naming it. ``hosts``: the strategies' processes to reuse (by
    seat); without it they are started and stopped here."""
    if sandbox.INSIDE:  # (a strategy's module that plays a tournament when imported)
        raise SetupError("strategies", "a strategy's own process plays no games: put the "
                                       "tournament under 'if __name__ == \"__main__\":'")
    time_limit = check_time_limit(time_limit)
    names = tuple(names or [name_of(s) for s in strategies])
    n = len(game.players)
    if len(strategies) != n or len(names) != n:
        raise SetupError("strategies", f"a game of {n} players needs {n} strategies (and "
                                       f"names), not {len(strategies)} ({len(names)})")
    isolated = sandbox.available() or all(builtin(s) for s in strategies)
    if sandbox.available():
        strategies = [s if builtin(s) or isinstance(s, dict) else
                      sandbox.pack(s, f"strategies[{i}]") for i, s in enumerate(strategies)]
    elif not isolated:
        warnings.warn(ISOLATION_OFF, RuntimeWarning, stacklevel=2)
    own = hosts is None
    hosts = {} if hosts is None else hosts
    state = game.new_state(seed=seed)
    seats = [_seat(game, s, n, i, seed, hosts, time_limit)
             for i, (s, n) in enumerate(zip(strategies, names, strict=True))]
    where = {p: i for i, p in enumerate(game.players)}
    at = 0  # the seat deciding: the one at fault, if one is

    def decide(state: Any, player: str, rng: Any) -> Any:
        nonlocal at
        at = where[player]
        return seats[at](state, player, rng)

    def apply(state: Any, player: str | None, action: Any) -> None:
        if player is None:  # a draw of the game's (Robin has none): no seat plays it
            state.apply(action)
        else:
            seats[where[player]].play(state, player, action)

    try:
        for at in range(len(seats)):
            seats[at].begin()
        players.play(state, dict.fromkeys(game.players, decide),
                     rng=[cache(partial(seat_rng, seed, i)) for i in range(len(seats))],
                     apply=apply)
        return Outcome(index, seed, names, where.get(state.winner), state.turns,
                       isolated=isolated)
    except Fault as e:
        turn = f" (turn {state.turns + 1}, {state.phase})"
        # cut as a fault line is, at a word (at 260 characters, a move's advice lost its
        # end mid-word, "Try 'offe": walk 09z, serious fault 2)
        return Outcome(index, seed, names, None, state.turns, at,
                       clipped(plain(str(e), 1600)) + turn, isolated)
    finally:  # nothing a strategy's process started outlives the game
        for h in hosts.values():
            h.close() if own else h.sweep()


def seat_seed(seed: int, seat: int) -> list[int]:
    """What seeds the generator of ``seat`` in the game seeded ``seed`` (``obs.rng``, made
    when its strategy first draws): four words of a BLAKE2 hash of both, so the same game
    draws the same, and nothing a strategy sees leads back to the game's seed, from which
    the hidden cards could be dealt again.

    >>> len(seat_seed(7, 0)), seat_seed(7, 0) == seat_seed(7, 0) != seat_seed(7, 1)
    (4, True)
    """
    digest = hashlib.blake2b(f"Robin seat {seat} of game {seed}".encode(), digest_size=32)
    words = digest.digest()
    return [int.from_bytes(words[i:i + 8], "little") for i in range(0, 32, 8)]


def seat_rng(seed: int, seat: int) -> np.random.Generator:
    """The generator of ``seat`` in the game seeded ``seed`` (:func:`seat_seed`)."""
    return np.random.default_rng(seat_seed(seed, seat))


def plain(text: str, limit: int = 300) -> str:
    """``text`` as one line that any learner can read and any table can show, whoever wrote
    it: each character that does not print (a line break, a terminal escape, a direction
    mark, half of a character) a space, the spaces run together, at most ``limit``
    characters.

    >>> plain("me\\n\\x1b[2J\\u202eyou\\ud800!")
    'me [2J you !'
    """
    shown = "".join(c if c.isprintable() else " " for c in text[:4 * limit])
    return " ".join(shown.split())[:limit].rstrip()  # (cut at a space: none at its end)


class Seat:
    """One strategy in one seat of one game, a player of the protocol (its decision:
    ``seat(state, player, rng)``; :meth:`play` plays it): a computer player, in this
    process. Whatever goes wrong is a :class:`Fault` of the seat."""

    def __init__(self, strategy: Any, name: str, time_limit: float):
        self.strategy, self.name, self.time_limit = strategy, name, time_limit

    def begin(self) -> None:
        """Get ready for the game (a strategy's process: started and told the game)."""

    def __call__(self, state: Any, player: str, rng: Any) -> Any:
        """A computer player's decision, in this process."""
        try:
            return self.strategy(Observation(state, player, rng))
        except Exception as e:  # noqa: BLE001 - reported, the game lost
            raise self._fault(e) from None

    def play(self, state: Any, player: str, action: Any) -> None:
        """Play a computer player's action (on the fast path); a refused one is a Fault."""
        try:
            state.advance(action)
        except Exception as e:  # noqa: BLE001 - reported, the game lost
            raise self._fault(e) from None

    def _fault(self, e: Exception) -> Fault:
        if isinstance(e, LabError):
            return Fault(f"{self.name}'s action was refused: {e}")
        return Fault(f"{self.name} raised {fault_words(e)}")


class Sent(Seat):
    """A strategy whose answer arrives as plain data (from its own process, or from a copy
    of its observation), read and checked as typed text."""

    def play(self, state: Any, player: str, answer: Any) -> None:
        """Play a strategy's plain answer as its own player's action, checked."""
        try:
            state.apply(action_of(answer, player))
        except LabError as e:
            raise Fault(f"{self.name} returned an illegal action: {e}") from None


class Hosted(Sent):
    """A strategy playing in its own process (:class:`.sandbox.Host`)."""

    def __init__(self, host: sandbox.Host, name: str, seat: int, seed: int, time_limit: float):
        self.host, self.name, self.seat, self.seed = host, name, seat, seed
        self.time_limit = time_limit

    def begin(self) -> None:
        try:
            if self.host.proc is None:
                self.host.start(self.time_limit)
            self.host.tell({"begin": seat_seed(self.seed, self.seat)})
        except sandbox.Crash as e:
            raise Fault(f"{self.name} {e}") from None

    def __call__(self, state: Any, player: str, rng: Any) -> Any:
        try:
            reply = self.host.ask(Observation.of(state, player).message(), self.time_limit)
        except sandbox.Crash as e:
            raise Fault(f"{self.name} {e}") from None
        if "error" in reply:  # (its words as sent, if they are text: read as data)
            error = reply["error"]
            raise Fault(f"{self.name} raised " + (error if isinstance(error, str) else
                                                   "an error that is not text"))
        return reply.get("action")


class InProcess(Sent):
    """A strategy playing in this process, where no other can be started: on a copy of its
    observation, with a time limit (isolation off)."""

    def __init__(self, strategy: Callable, name: str, time_limit: float, deck: Deck):
        super().__init__(strategy, name, time_limit)
        self.deck = deck

    def __call__(self, state: Any, player: str, rng: Any) -> Any:
        obs = Observation.copy_of(state, player, rng, self.deck)
        try:
            answer = answer_of(within(self.time_limit, self.strategy, obs))
        except TimeUp:
            raise Fault(f"{self.name} took longer than {self.time_limit:g} s to decide") \
                from None
        except LabError as e:
            raise Fault(f"{self.name} returned an illegal action: {e}") from None
        except Exception as e:  # noqa: BLE001 - reported, the game lost
            raise Fault(f"{self.name} raised {fault_words(e)}") from None
        return answer


class TimeUp(BaseException):
    """A decision in this process ran out of time (not an Exception: a strategy's
    ``except Exception`` does not catch it)."""


def within(seconds: float, func: Callable, arg: Any) -> Any:
    """``func(arg)``, stopped with TimeUp when it runs longer than ``seconds``: checked at
    each line of Python it runs (long C code is caught when it returns)."""
    deadline = time.monotonic() + seconds

    def tick(frame: Any, event: str, _: Any) -> Any:
        if time.monotonic() > deadline:
            raise TimeUp
        return tick

    old = sys.gettrace()
    sys.settrace(tick)
    try:
        out = func(arg)
    finally:
        sys.settrace(old)
    if time.monotonic() > deadline:
        raise TimeUp
    return out


def _seat(game: Any, strategy: Any, name: str, i: int, seed: int,
          hosts: dict[int, sandbox.Host], time_limit: float) -> Seat:
    if builtin(strategy):
        return Seat(strategy, name, time_limit)
    deck = deck_message(game.deck)
    if not isinstance(strategy, dict):
        return InProcess(strategy, name, time_limit, Observation.deck_of(deck))
    host = hosts.get(i)
    if host is None or host.spec != strategy or host.deck != deck:
        if host is not None:
            host.close()
        host = hosts[i] = sandbox.Host(strategy, deck)
    return Hosted(host, name, i, seed, time_limit)
