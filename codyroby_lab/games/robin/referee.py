"""The referee: plays one game between strategies, enforcing a time limit on every decision,
and reports how it ended (:class:`Outcome`).

**How the time limit is enforced.** The built-in computer players (:data:`TRUSTED`) run in
this process. Every other strategy runs in a child process of its own (a :class:`Host`,
forked from this process, so it needs no pickling of the function): the referee sends it the
player's observation (only what that player may see), waits at most ``time_limit`` seconds
for the answer, and on time-out kills the child (SIGKILL) and starts a fresh one for the next
game. So a strategy that loops for ever, sleeps, or runs long C code cannot stall the
referee or the tournament; it loses that game. A strategy that raises, or returns something
that is not a legal action, loses too; the report says which and why. (POSIX only: the
host needs ``os.fork``.)

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
"oops returned an illegal action: 'jump' is not an action here: ..."
"""

from __future__ import annotations

import os
import signal
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from multiprocessing.connection import Connection
from typing import Any

import numpy as np

from codyroby_lab.core.errors import LabError
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin import bots
from codyroby_lab.games.robin.observation import Observation, fault_words

TRUSTED = frozenset({bots.random_legal, bots.greedy, bots.watcher})
TIME_LIMIT = 1.0  # seconds per decision


@dataclass(frozen=True)
class Outcome:
    """How one game ended: its index and seed, the strategy in each seat (by name), the
    winning seat (None: a draw or a forfeit), the turns played, the seat that forfeited by a
    fault (None) and why."""

    game: int
    seed: int
    seats: tuple[str, ...]
    winner: int | None
    turns: int
    forfeit: int | None = None
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Fault(Exception):
    """A strategy's fault: it raised, timed out or returned an illegal action."""


class Host:
    """One strategy in a child process of its own, answering one decision at a time."""

    def __init__(self, strategy: Any, name: str):
        self.strategy, self.name = strategy, name
        self.pid = 0
        self.send: Connection | None = None
        self.recv: Connection | None = None

    def _start(self) -> None:
        down_r, down_w = os.pipe()
        up_r, up_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: answer until the parent closes the pipe
            os.close(down_w)
            os.close(up_r)
            self._serve(Connection(down_r), Connection(up_w))
        os.close(down_r)
        os.close(up_w)
        self.pid, self.send, self.recv = pid, Connection(down_w), Connection(up_r)

    def _serve(self, inbox: Connection, outbox: Connection) -> None:
        code = 0
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            while True:
                try:
                    obs = inbox.recv()
                except EOFError:
                    break
                try:
                    answer: Any = ("ok", _plain(self.strategy(obs)))
                except BaseException as e:  # noqa: BLE001 - the strategy's fault, reported
                    answer = ("raised", fault_words(e))
                outbox.send((*answer, obs.rng.bit_generator.state))
        except BaseException:  # noqa: BLE001
            code = 1
        finally:
            os._exit(code)

    def decide(self, obs: Observation, time_limit: float) -> Any:
        if not self.pid:
            self._start()
        assert self.send is not None and self.recv is not None
        self.send.send(obs)
        if not self.recv.poll(time_limit):
            self.close()
            raise Fault(f"{self.name} took longer than {time_limit:g} s to decide")
        try:
            status, value, rng_state = self.recv.recv()
        except (EOFError, OSError):
            self.close()
            raise Fault(f"{self.name} stopped its process") from None
        obs.rng.bit_generator.state = rng_state
        if status != "ok":
            raise Fault(f"{self.name} raised {value}")
        return value

    def close(self) -> None:
        if not self.pid:
            return
        for conn in (self.send, self.recv):
            if conn is not None:
                conn.close()
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        self.pid, self.send, self.recv = 0, None, None


def _plain(action: Any) -> Any:
    """What a strategy returned, as something that crosses processes: an Action or text."""
    return action if isinstance(action, (Action, str)) else repr(action)[:80]


def name_of(strategy: Any) -> str:
    return getattr(strategy, "__name__", None) or type(strategy).__name__


def play(game: Any, strategies: Sequence[Any], seed: int = 0, *, time_limit: float = TIME_LIMIT,
         names: Sequence[str] | None = None, index: int = 0,
         hosts: dict[int, Host] | None = None) -> Outcome:
    """Play one game, strategy i in seat i (player i of the game); the :class:`Outcome`.
    ``hosts``: the child processes of untrusted strategies to reuse (by seat); without it
    they are started and stopped here."""
    names = tuple(names or [name_of(s) for s in strategies])
    own = hosts is None
    hosts = {} if hosts is None else hosts
    state = game.new_state(seed=seed)
    rngs = [np.random.default_rng([seed, i]) for i in range(len(strategies))]
    seat = {p: i for i, p in enumerate(game.players)}
    try:
        while not state.is_terminal():
            for p in state.waiting_for():
                i = seat[p]
                try:
                    _decide(state, p, strategies[i], names[i], rngs[i], hosts, i, time_limit)
                except Fault as e:
                    where = f" (turn {state.turns + 1}, {state.phase})"
                    return Outcome(index, seed, names, None, state.turns, i, str(e) + where)
        return Outcome(index, seed, names, seat.get(state.winner), state.turns)
    finally:
        if own:
            for h in hosts.values():
                h.close()


def _decide(state: Any, player: str, strategy: Any, name: str, rng: np.random.Generator,
            hosts: dict[int, Host], seat: int, time_limit: float) -> None:
    if strategy in TRUSTED:
        state.advance(bots.as_action(strategy(Observation.of(state, player, rng)), player))
        return
    host = hosts.get(seat)
    if host is None or host.strategy is not strategy:
        if host is not None:
            host.close()
        host = hosts[seat] = Host(strategy, name)
    obs = Observation.of(state, player, rng)
    action = host.decide(obs, time_limit)
    try:
        state.apply(bots.as_action(action, player))
    except LabError as e:
        raise Fault(f"{name} returned an illegal action: {e}") from None
