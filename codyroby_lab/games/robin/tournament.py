"""Strategy tournaments: round robins of seeded games on any ``concurrent.futures.Executor``,
with a progress bar and a results table of win rates with confidence intervals.

``tournament(strategies, games=...)``: every group of ``players`` strategies (all of them
when there are exactly that many) plays ``games`` games, the seats rotating from game to
game. Game number k of the tournament is seeded from the tournament's ``seed`` and k only,
so the results never depend on which worker played which game: the same tournament gives
the same table on one process, on a pool of processes (the default: one per core) or on a
Dask cluster (``executor=distributed.Client(...)``, the ``[dask]`` extra), whatever start
method the workers use. A learner's strategy travels as plain data, its module's name and
its source (:func:`.sandbox.pack`: define it with ``def`` in a notebook cell or a module),
and plays in a process of its own; a strategy that raises, hangs, crashes or plays an
illegal move loses that game and the tournament goes on (:mod:`.referee`); the table lists
those faults. Bad arguments are SetupErrors naming the argument.

>>> from codyroby_lab.games.robin.bots import greedy, random_legal, watcher
>>> t = tournament([greedy, watcher, random_legal], games=4, executor=None, progress=False)
>>> t.games, [row["strategy"] for row in t.rows]
(4, ['greedy (computer)', 'watcher (computer)', 'random_legal (computer)'])
>>> sum(row["wins"] for row in t.rows) + t.draws == 4
True
>>> round(wilson(5, 10)[0], 3), round(wilson(5, 10)[1], 3)
(0.237, 0.763)
"""

from __future__ import annotations

import html
import math
import os
import re
import secrets
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from functools import cache
from itertools import combinations
from typing import Any

import numpy as np

from codyroby_lab.core import sandbox as learners
from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.rng import check_seed
from codyroby_lab.games.robin import sandbox
from codyroby_lab.games.robin.bots import builtin
from codyroby_lab.games.robin.game import Robin
from codyroby_lab.games.robin.referee import (
    ISOLATION_OFF,
    MAX_NAME,
    TIME_LIMIT,
    Outcome,
    check_time_limit,
    name_of,
    plain,
    play,
)

Z = 1.959964  # the 95 % two-sided normal quantile
_WHEN = re.compile(r"(.*?)(?: \((turn [^()]*)\))?", re.S)   # a fault's reason, its turn
_QUOTED = re.compile(r"'[^']*'")   # what a fault's words quote (the strategy's answer)
DEFAULT = object()  # the default executor: a process pool, one worker per core
MAX_GAMES = 1_000_000  # games in one tournament
COMPUTER = "(computer)"  # what marks a computer player's name in the table


def wilson(wins: int, n: int, z: float = Z) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a win rate ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    return low, 1.0 if wins == n else min(1.0, centre + half)


def game_seed(seed: int, k: int) -> int:
    """The seed of game ``k`` of a tournament seeded ``seed`` (whatever worker plays it)."""
    return int(np.random.SeedSequence([seed, k]).generate_state(1, dtype=np.uint64)[0])


def schedule(n: int, players: int, games: int) -> list[tuple[int, ...]]:
    """The seats of every game: each group of ``players`` of the ``n`` strategies plays
    ``games`` games, the seats rotating one place each game."""
    if not 2 <= players <= 6:
        raise SetupError("players", f"a game has 2 to 6 players, not {players}")
    if n < players:
        raise SetupError("strategies", f"{players}-player games need at least {players} "
                                       f"strategies (the same one may be given twice), not {n}")
    out = []
    for group in combinations(range(n), players):
        for g in range(games):
            r = g % players
            out.append(group[r:] + group[:r])
    return out


def tournament(strategies: Sequence[Callable] | dict[str, Callable], games: int = 100, *,
               players: int | None = None, seed: int | None = None, executor: Any = DEFAULT,
               time_limit: float = TIME_LIMIT, setup: dict[str, Any] | None = None,
               progress: bool = True, chunk: int | None = None) -> Results:
    """Play the round robin and return its :class:`Results`.

    ``strategies``: functions ``obs -> action`` (or a dict name -> function); ``games``: games
    per group; ``players``: seats per game (default: as many as strategies, at most 6);
    ``seed``: the teacher's, to play the same games again (default: drawn from the operating
    system, so no learner can know the games in advance; the results keep it as ``seed``);
    ``executor``: a ``concurrent.futures.Executor`` (default: a process pool with one worker
    per core; None: play here, in this process), or a ``distributed.Client``; ``setup``: more
    of the game's setup (e.g. ``{"goal": 5}``); ``chunk``: games per task sent to a worker.

    >>> from codyroby_lab.games.robin.bots import greedy, watcher
    >>> tournament([greedy, watcher], seed=-1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: seed: must be a whole number from 0 to ... not -1
    """
    names, funcs = _entrants(strategies)
    if players is not None:
        _whole(players, "players", 2, 6)
    players = players or min(len(funcs), 6)
    _whole(games, "games", 1, MAX_GAMES)
    seed = check_seed(seed, "seed")
    if seed is None:  # (no learner can know the games: their cards are drawn in secret)
        seed = secrets.randbits(64)
    time_limit = check_time_limit(time_limit)
    if setup is not None and not isinstance(setup, dict):
        raise SetupError("setup", f"must be a dict of setup fields such as {{'goal': 5}}, "
                                  f"not {type(setup).__name__}")
    if chunk is not None:
        _whole(chunk, "chunk", 1, MAX_GAMES)
    if not isinstance(progress, bool):
        raise SetupError("progress", "must be True or False")
    if not (executor is None or executor is DEFAULT or isinstance(executor, Executor) or
            hasattr(executor, "get_executor")):
        raise SetupError("executor", f"must be None (play here), a concurrent.futures "
                                     f"Executor or a dask.distributed Client, not "
                                     f"{str(executor)[:30]!r}")
    groups = math.comb(len(funcs), players) if len(funcs) >= players else 0
    if groups * games > MAX_GAMES:
        raise SetupError("games", f"{groups} groups of {games} games is more than "
                                  f"{MAX_GAMES:,} games")
    seats = schedule(len(funcs), players, games)
    base = {**(setup or {}), "players": [f"P{i + 1}" for i in range(players)]}
    Robin.from_setup(base)  # a bad setup fails here, not in a worker
    if not sandbox.available():  # no process can be started: play here (isolation off)
        executor = None
    else:
        funcs = [f if builtin(f) else sandbox.pack(f, f"strategies[{i}]")
                 for i, f in enumerate(funcs)]
    specs = [(k, game_seed(seed, k), s) for k, s in enumerate(seats)]
    outcomes = list(_run(base, funcs, names, specs, executor, time_limit, progress, chunk))
    return Results(names, sorted(outcomes, key=lambda o: o.game), players, seed)


def _entrants(strategies: Any) -> tuple[list[str], list[Any]]:
    """The strategies' names and functions, checked."""
    if isinstance(strategies, dict):
        for name in strategies:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise SetupError("strategies", f"each strategy's name is text of 1 to "
                                               f"{MAX_NAME} characters, not "
                                               f"{str(name)[:MAX_NAME]!r}")
        funcs = list(strategies.values())
        names = table_names([(name, False) for name in strategies])
    elif isinstance(strategies, (list, tuple)):
        funcs = list(strategies)
        names = table_names([(name_of(f), builtin(f)) for f in funcs])
    else:
        raise SetupError("strategies", "must be a list of strategy functions or a dict "
                                       "name -> function")
    for i, f in enumerate(funcs):
        if not callable(f):
            raise SetupError(f"strategies[{i}]", f"a strategy is a function obs -> action, "
                                                 f"not {type(f).__name__}")
    return names, funcs


def _whole(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SetupError(field, f"must be a whole number from {low} to {high:,}, not "
                                f"{str(value)[:30]!r}")
    return value


def table_names(entrants: Sequence[tuple[str, bool]]) -> list[str]:
    """Each strategy's name in the table, from its own name and whether it is a computer
    player: plain text (:func:`.referee.plain`, at most ``MAX_NAME`` characters); a computer
    player's marked ``(computer)`` and named first, so no learner's name can take its
    place; unique by construction: a name already in the table gets the first number that
    makes it new and that no other strategy is called by.

    >>> table_names([("greedy", False), ("greedy", True), ("me (2)", False), ("me", False),
    ...              ("me", False), ("a\\nb", False)])
    ['greedy', 'greedy (computer)', 'me (2)', 'me', 'me (3)', 'a b']
    """
    wanted = [(plain(name, MAX_NAME) or "strategy") + (f" {COMPUTER}" if computer else "")
              for name, computer in entrants]
    out = [""] * len(wanted)
    taken: set[str] = set()
    for i in sorted(range(len(wanted)), key=lambda i: not entrants[i][1]):
        name, k = wanted[i], 1
        while name in taken or (k > 1 and name in wanted):
            k += 1
            name = f"{wanted[i]} ({k})"
        taken.add(name)
        out[i] = name
    return out


# The progress bar in words: games played and the time left, no rate in games per second
# (walk 09t, fault 8: "1.30s/game" and "1.71game/s" read as code).
BAR_WORDS = "{desc}: {bar} {n_fmt} of {total_fmt} games played, time left {remaining}"


def _run(base: dict[str, Any], funcs: list[Callable], names: list[str], specs: list[Any],
         executor: Any, time_limit: float, progress: bool,
         chunk: int | None) -> Iterable[Outcome]:
    from tqdm.auto import tqdm
    bar = tqdm(total=len(specs), desc="Robin tournament", disable=not progress,
               bar_format=BAR_WORDS)
    try:
        if executor is None:
            try:
                for spec in specs:
                    out = play_chunk(base, funcs, names, [spec], time_limit)
                    bar.update(len(out))
                    yield from out
            finally:
                for h in _hosts().values():
                    h.close()
                _hosts().clear()
            return
        own = executor is DEFAULT
        pool = ProcessPoolExecutor(max_workers=os.cpu_count() or 1) if own else executor
        if hasattr(pool, "get_executor"):  # a distributed.Client
            pool = pool.get_executor()
        workers = getattr(pool, "_max_workers", None) or os.cpu_count() or 1
        size = chunk or max(1, min(50, len(specs) // (4 * workers) or 1))
        try:
            futures = [pool.submit(play_chunk, base, funcs, names, specs[i:i + size],
                                   time_limit) for i in range(0, len(specs), size)]
            for f in as_completed(futures):
                out = f.result()
                bar.update(len(out))
                yield from out
        finally:
            if own:
                pool.shutdown()
    finally:
        bar.close()


@cache
def _game(setup_key: str) -> Robin:
    import json
    return Robin.from_setup(json.loads(setup_key))


_local = threading.local()


def _hosts() -> dict[int, sandbox.Host]:
    """This thread's strategy processes, by seat: kept from one chunk to the next (a
    worker starts each learner's process once), stopped with the worker (or, playing in
    this process, at the end of the tournament)."""
    if not hasattr(_local, "hosts"):
        _local.hosts = {}
    return _local.hosts


def play_chunk(base: dict[str, Any], funcs: list[Any], names: list[str],
               specs: list[tuple[int, int, tuple[int, ...]]],
               time_limit: float = TIME_LIMIT) -> list[Outcome]:
    """Play some games of a tournament (what one worker does): ``funcs`` the computer
    players and packed strategies (:func:`.sandbox.pack`), ``specs`` (game number, seed,
    the strategy in each seat)."""
    import json
    game = _game(json.dumps(base, sort_keys=True))
    return [play(game, [funcs[i] for i in seats], seed, time_limit=time_limit,
                 names=[names[i] for i in seats], index=k, hosts=_hosts())
            for k, seed, seats in specs]


def sandbox_words(isolation: str) -> str:
    """How the strategies were kept apart, in words a learner reads (the technical words
    stay for the teacher, when the strategies were not fully shut away).

    >>> sandbox_words("namespaces (bubblewrap)")
    'Sandbox: each strategy ran shut away: it could not change your files or use the internet.'
    >>> sandbox_words("limits only: asked for")  # doctest: +ELLIPSIS
    'Sandbox: each strategy ran with limits on its time and memory only (for the teacher: ...'
    >>> sandbox_words("isolated Python only: win32 has no namespaces")  # doctest: +ELLIPSIS
    'Sandbox: each strategy ran with a limit on its time only (for the teacher: ...'
    """
    if isolation.startswith(learners.NAMESPACES):
        return ("Sandbox: each strategy ran shut away: it could not change your files or use "
                "the internet.")
    limits = "a limit on its time" if isolation.startswith(learners.PYTHON_ONLY) else \
        "limits on its time and memory"
    return f"Sandbox: each strategy ran with {limits} only (for the teacher: {isolation})."


def percent(share: float) -> str:
    """A share as a whole percent, a half rounded up as at school (Python's ``:.0%`` rounds
    12.5 to the even 12: walk 09m, fault 3, 1 win in 8 shown as 12%).

    >>> percent(1 / 8), percent(5 / 8), percent(0.124), percent(0.0), percent(1.0)
    ('13%', '63%', '12%', '0%', '100%')
    """
    return f"{math.floor(share * 100 + 0.5)}%"


class Results:
    """A tournament's results: one row per strategy (games, wins, faults, the win rate and
    its 95 % Wilson score interval), every game's :class:`Outcome`, and the faults' reports.
    Shows as a table in a notebook; ``to_numpy()``, ``to_pandas()``. ``seed``: the
    tournament's, to play it again (never shown: a strategy that knew it could deal the
    hidden cards again)."""

    COLUMNS = ("strategy", "games", "wins", "faults", "win_rate", "low", "high")

    def __init__(self, names: list[str], outcomes: list[Outcome], players: int,
                 seed: int | None = None):
        self.names, self.outcomes, self.players, self.seed = names, outcomes, players, seed
        self.games = len(outcomes)
        self.draws = sum(o.winner is None and o.forfeit is None for o in outcomes)
        self.faults = [o for o in outcomes if o.forfeit is not None]
        rows: list[dict[str, Any]] = []
        for name in names:
            played = [o for o in outcomes if name in o.seats]
            wins = sum(o.winner is not None and o.seats[o.winner] == name for o in played)
            faults = sum(o.forfeit is not None and o.seats[o.forfeit] == name for o in played)
            low, high = wilson(wins, len(played))
            rows.append({"strategy": name, "games": len(played), "wins": wins,
                         "faults": faults, "win_rate": wins / len(played) if played else 0.0,
                         "low": low, "high": high})
        self.rows = rows

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Results) and self.outcomes == other.outcomes

    __hash__ = None  # type: ignore[assignment]

    def to_numpy(self) -> np.ndarray:
        """The table as a numpy structured array (one record per strategy)."""
        width = max((len(r["strategy"]) for r in self.rows), default=1)
        dtype = [("strategy", f"U{width}"), ("games", "i8"), ("wins", "i8"), ("faults", "i8"),
                 ("win_rate", "f8"), ("low", "f8"), ("high", "f8")]
        return np.array([tuple(r[c] for c in self.COLUMNS) for r in self.rows], dtype=dtype)

    def to_pandas(self) -> Any:
        """The table as a pandas DataFrame indexed by strategy (pandas is optional)."""
        import pandas as pd
        return pd.DataFrame(self.rows, columns=self.COLUMNS).set_index("strategy")

    def _lines(self) -> list[list[str]]:
        return [[r["strategy"], str(r["games"]), str(r["wins"]), str(r["faults"]),
                 percent(r["win_rate"]), f"{percent(r['low'])} to {percent(r['high'])}"]
                for r in self.rows]

    HEAD = ("strategy", "games", "wins", "faults", "win rate", "95% interval")

    def __repr__(self) -> str:
        lines = [list(self.HEAD), *self._lines()]
        widths = [max(len(row[k]) for row in lines) for k in range(len(self.HEAD))]
        text = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
                for row in lines]
        text.insert(1, "  ".join("-" * w for w in widths))
        return "\n".join(text + self._notes())

    def _notes(self) -> list[str]:
        stopped = sum(o.winner is None and o.forfeit is not None for o in self.outcomes)
        plural = "s" * (self.draws != 1)
        # "draw" is also what a player does with cards: a drawn game is said as what it is
        out = [f"{self.games} games of {self.players} players; {self.draws} game{plural} with "
               "no winner at the turn limit"
               + (f"; {stopped} ended with no winner because a strategy failed" if stopped
                  else "") + ". Each interval is where a strategy's real win rate most likely "
               "lies, going by the games so far: the more games, the narrower it is."]
        out.append(f"Isolation was off: {ISOLATION_OFF}." if not all(
            o.isolated for o in self.outcomes) else sandbox_words(learners.isolation()))
        # the same fault in several games (wherever in the game, whatever it quoted: the
        # card of each game's wrong answer, walk 09z, serious fault 2, eight paragraphs
        # alike) is said once, in its first game's words, with the games it ended and where
        # it came first
        ended: dict[tuple[str, str], tuple[str, list[tuple[int, str | None]]]] = {}
        for o in self.faults:
            if o.forfeit is not None:  # (each fault has one)
                what, where = _WHEN.fullmatch(o.reason).groups()  # type: ignore[union-attr]
                same = (o.seats[o.forfeit], _QUOTED.sub("'...'", what))
                ended.setdefault(same, (what, []))[1].append((o.game, where))
        out += [_fault_line(who, what, games)
                for (who, _), (what, games) in list(ended.items())[:10]]
        if len(ended) > 10:
            out.append(f"... and {len(ended) - 10} more faults")
        return out

    def _repr_html_(self) -> str:
        esc = html.escape
        head = "".join(f"<th>{esc(h)}</th>" for h in self.HEAD)
        body = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>"
                       for row in self._lines())
        notes = "".join(f"<p>{esc(n)}</p>" for n in self._notes())
        return (f"<table class='robin-results'><thead><tr>{head}</tr></thead>"
                f"<tbody>{body}</tbody></table>{notes}")


# What the usual Python errors of a strategy mean, in a child's words.
PLAIN_ERRORS = {
    "IndexError": "it asked for an item past the end of a list",
    "KeyError": "it looked up a key that is not there",
    "NameError": "it used a name that was never given a value (check its spelling)",
    "AttributeError": "it asked for a part that is not there (check the spelling after the dot)",
    "TypeError": "it used a value in a way that kind of value cannot be used",
    "ValueError": "it was given a value it cannot work with",
    "ZeroDivisionError": "it divided by zero",
    "RecursionError": "it kept calling itself and never stopped",
}


def _fault_line(who: str, what: str, games: list[tuple[int, str | None]]) -> str:
    """A report's line for the fault ``what`` of ``who`` that ended ``games`` (each with
    the turn it came in).

    the turn it came in), with no Python word: "raised" is said "stopped with an error".

    A Python error is said first in plain words, when it is a usual one (walk 09t, fault 8:
    "IndexError: list index out of range" alone told a child nothing).

    >>> _fault_line("ann", "ann raised KeyError: 'x'", [(0, "turn 1, trade"), (4, "turn 3, move")])
    "games 0, 4: ann failed, so these games have no winner: ann stopped with an error: it looked up a key that is not there (Python says KeyError: 'x') (first in game 0: turn 1, trade)"
    """  # noqa: E501
    (first, when), many = games[0], len(games) > 1
    if what.startswith(f"{who} raised "):
        error = what[len(who) + 8:]
        plain = PLAIN_ERRORS.get(error.partition(":")[0])
        what = f"{who} stopped with an error: " + (f"{plain} (Python says {error})" if plain
                                                    else error)
    where = f" ({f'first in game {first}: ' if many else ''}{when})" if when else ""
    return (f"game{'s' * many} {', '.join(str(g) for g, _ in games)}: {who} failed, so "
            f"{'these games have' if many else 'the game has'} no winner: {what}{where}")
