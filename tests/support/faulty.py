"""Learners' strategies that misbehave in time: the referee must end each within its time
limit (tests/test_robin_tournament.py, tests/test_robin_sandbox.py) and bench/referee.py
times how long their games take."""

import time


def sleeper(obs):
    time.sleep(60)


def spinner(obs):
    while True:
        pass


def c_loop(obs):
    return sum(range(10 ** 12))  # long C code: no Python signal could stop it


class Slow(str):
    """Text whose unpickling would sleep 3 s where it is unpickled."""

    def __reduce__(self):
        return (time.sleep, (3,))


def slow_unpickle(obs):
    return Slow(obs.legal[0].text)
