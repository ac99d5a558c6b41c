"""Robin benchmark: games per second of four computer players in one process, and a
tournament on one worker against all cores.

Prints one JSON line: games_per_s (greedy, watcher, random_legal and greedy playing in this
process through the trusted fast path; target >= 500) and games_per_s_cpu (the same games
per second of this process's CPU time: what a quiet core would give; the wall figure counts
the neighbours' share of a busy machine too), tournament_games_per_s_1 and
tournament_games_per_s_all (the same round robin on a process pool of 1 worker and of one
worker per core), tournament_scaling (their ratio; target >= 1.6 on 2 cores), cores, the
mean game length in turns, the spread of the scaling over ``REPEATS`` runs (min, max), and
``machine_scaling``: the same pools running a plain CPU loop, the most any work could scale
here now (the machine may be shared: measure when it is quiet, and compare the two),
``tournament_cpu_ratio``: the workers' games per CPU second with all cores over that with
one (1.0: a game costs a worker of the full pool what it costs a lone worker, so what keeps
the scaling below ``cores`` is the machine's other work, not the pool), and ``load``: the
machine's 1-minute load average before and after, and ``python``: the interpreter's version and
where it lives (builds differ: on the development machine Debian's Python 3.11, built with
profile-guided optimisation, played these games 10 to 25% faster than a pyenv 3.11 built
without it).

Where a game's CPU time goes (December 2026, about 109 actions a game, 3 to 4 ms): the
rules replaying the same actions with no players (new_state and ``advance``) about 30%,
the play loop about 10%, the players' observations and decisions about 60% (two fifths of the
decisions are counter-offers), the garbage collector about 5% of it all; no function holds
more than a few percent (naming only the card ``random_legal`` draws, not its whole hand,
measured no gain). 500 games/s needs less Python work per action throughout, not one hot
spot fixed.

Measured again (December 2026, same game mix, 400 games after the warm-up): replaying a
game's recorded actions with no players costs 1.1 to 1.3 ms, so 500 games/s (2 ms a game)
leaves about 0.8 ms for the play loop and the 80 decisions of a game: about 10 us a
decision, where a collector's decision costs 13 to 40 us in play (twice what the same
decision costs when repeated on the same state, caches warm). The garbage collector ran no
full collection, its young collections about 2%; the arrow-group search misses its cache 17
times a game (each position new) for about 3%; the hand counts (``counts_of``) were asked
172 times a game, 75 of them new hands.

Since the state keeps its counts (December 2026, issue 36): each hand's and each player's
known cards' counts of each kind are kept up to date as cards move (``hand_tally``,
``known_tally``), so the win check and the players read them and nothing is counted per
decision. On a 2-core machine shared with other work (Python 3.11.7 built by pyenv, the
figures of both versions taken in the same minutes): the interpreter's instructions for
100 games (valgrind's callgrind, start-up subtracted: a count the machine's load does not
change) went from 14.1 to 13.1 million a game (7% fewer); the best CPU time of each block
of 50 games over 3 runs from 388 and 405 to 425 and 430 games per CPU second (load 20 to
23); this benchmark's own ``games_per_s_cpu``, the two versions run alternately twice (load
11 to 16), from 345 and 365 to 435 and 444 (``tournament_scaling`` followed the machine's
own scaling, 0.86 to 1.45, not the code). With the machine quieter (load 4) the old code
gave 513 to 597 games per CPU second here: the target is met on a quiet core of this
machine, not yet on one as slow as the one where issue 36 measured 230.

A game now: about 0.65 ms replaying its actions, 0.2 ms the play loop and about 1.2 ms the
players' 109 decisions (greedy's counter-offer 7 to 9 us, a move 16 to 20 us, a watcher's
move 25 to 28 us, ``random_legal``'s 8 to 15 us: thread CPU time under load, two runs), so
the players' side is still three fifths of the time. What remains is spread over many small
parts: an ``Observation`` and a ``Collector`` per decision cost about 1 us together, and the
rest is each decision's own work on positions it has not met (a decision repeated on the
same state costs 3 to 7 us).

Three of the leads taken (December 2026, issue 36's last figure): a collector's worth of one
card is worked out for that card (no one-card tuple and list, 55 times a game); the random
player's draw in the trade makes only the use it draws an action (a swap card alone has up
to 15 uses); the play loop checks that every waiting player has a player with one set
comparison, not a generator per action. Python function calls per game (cProfile's count
over 100 games: the machine's load does not change it) went from 8,520 to 8,180 (4% fewer).
Games per CPU second, the best and the median block of 50 over 400 games, the two versions
run alternately five times in the same minutes (load 10 to 14; valgrind ran too slowly on
the shared machine to count instructions): before 406, 445, 420, 421, 433 (median 329, 407,
406, 397, 400), after 485, 460, 445, 439, 414 (median 405, 429, 423, 405, 366), about 5%
more on average, the later version ahead in four of the five pairs; this benchmark's own
``games_per_s_cpu`` at load 12 to 14 spread from 331 to 431 for both versions (four runs of
each alternated), and at load 6 (two runs of each, alternated) 341 and 377 before, 342 and
361 after: too wide a spread to tell them apart. 500 games per CPU second is met on a quiet
core, not yet reliably on a loaded one.

Where the time now goes (cProfile over 200 games, its own cost included, which weighs on the
many small calls): the players' decisions about 47% (an ``Observation`` and a ``Collector``
per decision, then the decision: ``worth``, the watcher's ``aims`` and ``give_worths``, the
move's score of each outcome), the rules' ``advance`` about 37% (the check, then the play:
``_do_move`` and the turn's end the most), the play loop's own work about 5%, setting up a
game about 6%. What remains of the leads: the arrow-group search's misses are each a position
met for the first time (one per move, 17 a game; the search costs 5 to 7% of the time: no cache
can take it, only a cheaper search); the random player's draws are numpy's
``Generator.integers``, a few microseconds each, which the pinned games depend on.

    .venv/bin/python bench/robin.py [games] [tournament games per group]
"""

from __future__ import annotations

import json
import os
import platform
import resource
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from codyroby_lab.games.robin import Robin, greedy, play_game, random_legal, watcher
from codyroby_lab.games.robin.tournament import tournament

GAMES = 400
TOURNAMENT = 1000  # long enough that the spread of a shared machine averages out
REPEATS = 3


def games_per_s(games: int) -> tuple[float, float, float]:
    """Games per second of wall time and of CPU time, and the mean game length."""
    game = Robin(players=4)
    bots = [greedy, watcher, random_legal, greedy]
    for seed in range(5):  # warm up (the rules' caches, the first imports)
        play_game(game, bots, seed=10 ** 6 + seed)
    start, cpu, turns = time.perf_counter(), time.process_time(), 0
    for seed in range(games):
        turns += play_game(game, bots, seed=seed).turns
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return games / wall, games / cpu, turns / games


def tournament_rate(workers: int, games: int) -> tuple[float, float]:
    """Games per second of wall time, and per second of the workers' CPU time (counted
    once they have exited, so it includes their start and stop)."""
    used = children_cpu()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pool.submit(int).result()  # the workers are up before the clock starts
        start = time.perf_counter()
        t = tournament([greedy, watcher, random_legal, greedy], games=games, executor=pool,
                       progress=False)
        wall = time.perf_counter() - start
    return t.games / wall, t.games / (children_cpu() - used)


def children_cpu() -> float:
    """CPU seconds of this process's children that have exited (user and system)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def burn(n: int) -> int:
    """A plain CPU loop: what a perfectly parallel task does."""
    x = 0
    for i in range(n):
        x += i
    return x


def machine_scaling(workers: int) -> float:
    """How much faster ``workers`` processes run plain CPU loops than one, now."""
    def rate(w: int) -> float:
        with ProcessPoolExecutor(max_workers=w) as pool:
            pool.submit(int).result()
            start = time.perf_counter()
            list(pool.map(burn, [2_000_000] * 8 * workers))
            return 1 / (time.perf_counter() - start)
    return rate(workers) / rate(1)


def main(games: int = GAMES, tgames: int = TOURNAMENT) -> dict:
    load = os.getloadavg()[0]
    rate, cpu, length = games_per_s(games)
    cores = os.cpu_count() or 1
    ones, alls, cpu_ones, cpu_alls = [], [], [], []
    for _ in range(REPEATS):
        for rates, cpus, workers in ((ones, cpu_ones, 1), (alls, cpu_alls, cores)):
            wall_rate, cpu_rate = tournament_rate(workers, tgames)
            rates.append(wall_rate)
            cpus.append(cpu_rate)
    ratios = [a / o for a, o in zip(alls, ones, strict=True)]
    one, every = statistics.median(ones), statistics.median(alls)
    cpu_ratio = statistics.median(cpu_alls) / statistics.median(cpu_ones)
    return {"games_per_s": round(rate, 1), "games_per_s_cpu": round(cpu, 1),
            "mean_turns": round(length, 1),
            "tournament_games_per_s_1": round(one, 1),
            "tournament_games_per_s_all": round(every, 1),
            "tournament_scaling": round(every / one, 2), "cores": cores,
            "scaling_min": round(min(ratios), 2), "scaling_max": round(max(ratios), 2),
            "machine_scaling": round(machine_scaling(cores), 2),
            "tournament_cpu_ratio": round(cpu_ratio, 2),
            "load": [round(load, 2), round(os.getloadavg()[0], 2)],
            "python": f"{platform.python_version()} ({sys.base_prefix})"}


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(main(*args)))
