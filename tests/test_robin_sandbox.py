"""A class tournament is fair: every trick a learner's strategy may try to see the hidden
cards, run code in the referee, play for another seat, change the game or stop the
tournament fails, under every start method of the tournament's workers; a strategy's bad
answer is a typed error; bad tournament arguments are SetupErrors naming the argument."""

import gc
import json
import linecache
import math
import multiprocessing
import os
import sys
import tempfile
import time
import zlib
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from codyroby_lab.core import sandbox as learners
from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin import Robin, sandbox
from codyroby_lab.games.robin.bots import Collector, builtin, greedy, play_game, random_legal
from codyroby_lab.games.robin.observation import deck_message
from codyroby_lab.games.robin.referee import play
from codyroby_lab.games.robin.tournament import tournament
from tests.support.faulty import slow_unpickle, spinner
from tests.support.windows import as_windows

SAW = "saw the hidden game"


def first_legal(obs):
    return obs.legal[0]


def gc_spy(obs):
    """Look for the game's state among every object of the process (at the first few
    decisions: a look costs a while)."""
    from codyroby_lab.games.robin.state import RobinState
    looks.append(1)
    if len(looks) <= 3 and any(isinstance(o, RobinState) for o in gc.get_objects()):
        raise RuntimeError(SAW)
    return obs.legal[0]


looks: list[int] = []


def frame_spy(obs):
    """Look for the game's state, or an observation holding it, in the calling frames."""
    from codyroby_lab.games.robin.state import RobinState
    frame = sys._getframe()
    while frame is not None:
        for value in frame.f_locals.values():
            if isinstance(value, RobinState) or getattr(value, "_state", None) is not None:
                raise RuntimeError(SAW)
        frame = frame.f_back
    return obs.legal[0]


def state_spy(obs):
    """Look for the state on the observation itself."""
    if obs._state is not None or any(type(v).__name__ == "RobinState"
                                     for v in vars(obs).values()):
        raise RuntimeError(SAW)
    return obs.legal[0]


class Evil(str):
    """Text whose unpickling would run code where it is unpickled (and sleep there)."""

    def __reduce__(self):
        return (os.environ.__setitem__, ("W19SB_RAN_IN_REFEREE", "yes"))

    def __str__(self):
        return "pass"


def pickler(obs):
    return Evil(obs.legal[0].text)


def seat_thief(obs):
    """Commit another player's counter-offer."""
    others = [p for p in obs.waiting_for if p != obs.me]
    if obs.phase == "counter" and others:
        return f"{others[0]}: counter none"
    if obs.phase == "counter":
        return Action("counter", ("none",), player=[p for p in obs.players if p != obs.me][0])
    return obs.legal[0]


def rng_tamper(obs):
    obs._rng = np.random.Generator(np.random.MT19937(1))
    obs.rng.integers(10)
    return obs.legal[0]


def printer(obs):
    print('{"action": "pass"}')
    os.write(1, b'{"action": "pass"}\n')
    return obs.legal[0]


def crasher(obs):
    os._exit(3)


def huge(obs):
    return "offer " + "x" * 1_000_000


def number(obs):
    return 42


class LooksLikeGreedy:
    """A callable whose hash is greedy's and that equals everything."""

    called = False

    def __hash__(self):
        return hash(greedy)

    def __eq__(self, other):
        return True

    def __call__(self, obs):
        LooksLikeGreedy.called = True
        return obs.legal[0]


@pytest.mark.parametrize("spy", [gc_spy, frame_spy, state_spy])
def test_a_strategy_in_its_own_process_cannot_find_the_game(spy):
    out = play(Robin(players=3), [spy, greedy, random_legal], seed=2)
    assert out.forfeit is None, out.reason
    assert out.isolated
    if spy is not state_spy:  # (the spies work: in this process the game is there to find)
        looks.clear()
        with pytest.raises(RuntimeError, match=SAW):
            play_game(Robin(players=3), [spy, greedy, random_legal], seed=2)


@pytest.mark.parametrize("trick", [pickler, slow_unpickle, printer])
def test_what_a_strategy_answers_runs_nothing_in_the_referee(trick):
    out = play(Robin(players=2), [trick, greedy], seed=1, time_limit=1.0)
    assert out.forfeit is None, out.reason
    assert "W19SB_RAN_IN_REFEREE" not in os.environ  # (how long it takes: bench/referee.py)


def test_a_lookalike_of_a_computer_player_is_not_trusted():
    fake = LooksLikeGreedy()
    assert fake == greedy and hash(fake) == hash(greedy) and not builtin(fake)
    with pytest.raises(SetupError, match=r"strategies\[0\].*not a function"):
        play(Robin(players=2), [fake, greedy])
    with pytest.raises(SetupError, match=r"strategies\[1\]"):
        tournament([greedy, fake], games=1, executor=None, progress=False)
    assert not LooksLikeGreedy.called


def test_a_strategy_plays_for_its_own_player_only():
    out = play(Robin(players=3), [greedy, seat_thief, random_legal], seed=4)
    assert out.forfeit == 1 and "plays for P2 only, not for 'P" in out.reason
    with pytest.raises(IllegalAction, match="plays for P2 only"):
        play_game(Robin(players=3), [greedy, seat_thief, random_legal], seed=4)


def test_a_strategy_that_replaces_its_generator_changes_only_its_own_draws():
    game = Robin(players=3)
    honest = play(game, [first_legal, greedy, random_legal], seed=5)
    tampered = play(game, [rng_tamper, greedy, random_legal], seed=5)
    assert tampered.forfeit is None
    assert (tampered.winner, tampered.turns) == (honest.winner, honest.turns)
    assert play_game(game, [rng_tamper, greedy, random_legal], seed=5) == \
        play_game(game, [first_legal, greedy, random_legal], seed=5)


def copy_vandal(obs):
    """Change everything its observation shows, then play its first legal action."""
    action = obs.legal[0]
    obs.deck.kind_of[1] = (5,)
    obs.deck.kinds_by_id["food1"] = (5,)
    obs.deck.arrows_of[1] = (3, 3, 3)
    obs.track[0]["draw"] = 99
    obs.track.append({"space": 8, "draw": 9, "contribution": 9})
    obs.data["players"].append("zed")
    obs.hands.clear()
    obs.legal.clear()
    return action


def test_in_this_process_a_strategy_gets_a_copy_and_cannot_change_the_game():
    game = Robin(players=3)
    deck, track = json.dumps(deck_message(game.deck)), json.dumps(game.track.to_dict())
    seen = []

    def look(obs):
        seen.append(obs)
        return obs.legal[0]

    play_game(game, [look, greedy, random_legal], seed=6)
    assert all(o._state is None for o in seen)
    assert not any(type(v).__name__ == "RobinState" for o in seen for v in vars(o).values())
    vandalised = play_game(game, [copy_vandal, greedy, random_legal], seed=6)
    assert json.dumps(deck_message(game.deck)) == deck and \
        json.dumps(game.track.to_dict()) == track
    honest = play_game(game, [first_legal, greedy, random_legal], seed=6)
    assert vandalised == honest
    assert play_game(game, [first_legal, greedy, random_legal], seed=7) == \
        play_game(Robin(players=3), [first_legal, greedy, random_legal], seed=7)


@pytest.mark.parametrize("bad, why", [(crasher, "stopped its process"),
                                      (huge, "longer than 65,536 bytes"),
                                      (number, "it gave back an int, not an action")])
def test_a_crash_or_a_bad_answer_loses_the_game(bad, why):
    out = play(Robin(players=2), [bad, greedy], seed=3)
    assert out.forfeit == 0 and why in out.reason and len(out.reason) < 400


def test_a_process_that_cannot_start_loses_the_game_of_its_strategy(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("Resource temporarily unavailable")
    monkeypatch.setattr(sandbox.subprocess, "Popen", refuse)
    out = play(Robin(players=2), [greedy, first_legal], seed=0)
    assert out.forfeit == 1 and "first_legal could not get a process of its own" in out.reason


def test_a_computer_players_refused_action_or_error_loses_the_game(monkeypatch):
    monkeypatch.setitem(Collector.plays, "trade", lambda self: self.act("offer", "nothing"))
    out = play(Robin(players=2), [greedy, random_legal], seed=0)
    assert out.forfeit == 0 and "greedy's action was refused: 'nothing' is not a card" in \
        out.reason
    monkeypatch.setitem(Collector.plays, "trade", lambda self: 1 / 0)
    out = play(Robin(players=2), [random_legal, greedy], seed=0)
    assert out.forfeit == 1 and "greedy raised ZeroDivisionError" in out.reason
    t = tournament([greedy, random_legal], games=2, executor=None, progress=False)
    assert len(t.faults) == 2


def bad_action(action):
    def strategy(obs):
        if any(a.verb == action.verb for a in obs.legal):
            strategy.returned = True
            return action
        return obs.legal[0]
    strategy.returned = False
    return strategy


@pytest.mark.parametrize("action", [Action("offer", ()), Action("use", ()),
                                    Action("neutral", ("x",)), Action("accept", ()),
                                    Action("counter", ()), Action("move", ("nobody",)),
                                    Action("contribute", ("x",) * 50)])
def test_play_game_reads_a_strategys_action_as_typed_text(action):
    strategy = bad_action(action)
    for seed in range(30):
        try:
            play_game(Robin(players=2), [strategy, random_legal], seed=seed)
        except IllegalAction as e:
            assert "strategy (playing P1) returned an illegal action" in str(e)
            return
        assert not strategy.returned
    pytest.skip(f"no game of 30 allowed {action.verb}")


class Weird(Action):
    @property
    def text(self):
        return ["offer"]


@pytest.mark.parametrize("answer", [None, 42, b"pass", {"verb": "pass"}, ["pass"],
                                    Weird("offer", ("x",)), "P2: pass", "offer " * 50_000])
def test_play_game_refuses_what_is_not_an_action_of_its_player(answer):
    with pytest.raises(IllegalAction):
        play_game(Robin(players=2), [lambda obs: answer, greedy], seed=0)


def notebook_strategy():
    """A strategy defined as a notebook cell defines it: in __main__, its source kept by
    linecache, using an import, a helper function and a constant of the notebook."""
    source = ("import math\n"
              "LIMIT = 3\n"
              "WANT = {('food', 1)}\n"
              "def pick(legal):\n"
              "    return legal[min(len(legal) - 1, int(math.sqrt(LIMIT)) + len(WANT) - 1)]\n"
              "def cell_strategy(obs):\n"
              "    return pick(obs.legal).text\n")
    name = "<ipython-input-19-sandbox>"
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    space = {"__name__": "__main__"}
    exec(compile(source, name, "exec"), space)  # noqa: S102 - the test's own code
    return space["cell_strategy"]


def test_a_notebook_cells_strategy_travels_as_its_source():
    strategy = notebook_strategy()
    spec = sandbox.pack(strategy)
    assert "module" not in spec and set(spec["uses"]) == {"pick"}
    assert spec["uses"]["pick"]["uses"] == {"math": {"import": "math"}, "LIMIT": {"value": "3"},
                                            "WANT": {"value": "{('food', 1)}"}}
    out = play(Robin(players=2), [strategy, greedy], seed=2)
    assert out.forfeit is None, out.reason
    assert play(Robin(players=2), [strategy, greedy], seed=2) == out


@pytest.mark.parametrize("method", ["fork", "spawn", "forkserver"])
def test_a_tournament_is_the_same_under_every_start_method(method):
    if method not in multiprocessing.get_all_start_methods():
        pytest.skip(f"no {method} here")
    strategies = [notebook_strategy(), first_legal, greedy]
    here = tournament(strategies, games=1, seed=3, executor=None, progress=False,
                      time_limit=5)
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context(method)) as pool:
        there = tournament(strategies, games=1, seed=3, executor=pool, progress=False,
                           time_limit=5)
    assert here == there and not here.faults


def test_where_no_process_can_start_strategies_play_here_with_a_time_limit(monkeypatch):
    monkeypatch.setattr(sandbox, "available", lambda: False)
    with pytest.warns(RuntimeWarning, match="isolation is off"):
        out = play(Robin(players=2), [spinner, greedy], seed=1, time_limit=0.2)
    assert out.forfeit == 0 and "took longer than 0.2 s" in out.reason and not out.isolated
    with pytest.warns(RuntimeWarning, match="isolation is off"):
        t = tournament([first_legal, greedy], games=2, progress=False)
    assert "Isolation was off" in repr(t) and not t.faults
    assert play_game(Robin(players=2), [first_legal, greedy], seed=2) is not None


def make_local():
    def local(obs):
        return obs.legal[0]
    return local


@pytest.mark.parametrize("kwargs, field", [
    ({"seed": -1}, "seed"), ({"seed": "x"}, "seed"), ({"seed": 1.5}, "seed"),
    ({"seed": True}, "seed"),
    ({"setup": "goal 5"}, "setup"), ({"setup": [1]}, "setup"), ({"setup": {"goal": 99}}, "goal"),
    ({"time_limit": "1"}, "time_limit"), ({"time_limit": math.nan}, "time_limit"),
    ({"time_limit": math.inf}, "time_limit"), ({"time_limit": 0}, "time_limit"),
    ({"time_limit": -1}, "time_limit"), ({"time_limit": True}, "time_limit"),
    ({"strategies": {1: greedy, 2: random_legal}}, "strategies"),
    ({"strategies": {"": greedy, "b": random_legal}}, "strategies"),
    ({"strategies": greedy}, "strategies"), ({"strategies": [greedy, 5]}, r"strategies\[1\]"),
    ({"strategies": [greedy, lambda obs: obs.legal[0]]}, r"strategies\[1\].*lambda"),
    ({"strategies": [greedy, make_local()]}, r"strategies\[1\].*inside another function"),
    ({"executor": "pool"}, "executor"), ({"executor": 5}, "executor"),
    ({"games": 0}, "games"), ({"games": 1.0}, "games"), ({"games": 10 ** 9}, "games"),
    ({"players": 1}, "players"), ({"players": 7}, "players"), ({"players": "2"}, "players"),
    ({"players": 2.0}, "players"), ({"chunk": 0}, "chunk"), ({"chunk": "1"}, "chunk"),
    ({"progress": "yes"}, "progress"),
])
def test_bad_tournament_arguments_are_setup_errors_naming_them(kwargs, field):
    args = {"strategies": [greedy, random_legal], "games": 1, "progress": False, **kwargs}
    with pytest.raises(SetupError, match=rf"^{field}"):
        tournament(**args)


@pytest.mark.parametrize("time_limit", ["1", math.nan, -1, 0, 10 ** 6])
def test_the_referee_checks_its_time_limit(time_limit):
    with pytest.raises(SetupError, match="^time_limit"):
        play(Robin(players=2), [greedy, random_legal], time_limit=time_limit)


@pytest.mark.parametrize("strategies, names", [([greedy], None), ([greedy] * 3, None),
                                               ([greedy] * 2, ["a"])])
def test_the_referee_wants_a_strategy_and_a_name_per_player(strategies, names):
    with pytest.raises(SetupError, match="^strategies: a game of 2 players needs 2"):
        play(Robin(players=2), strategies, names=names)


def test_a_strategys_module_that_plays_when_imported_plays_no_games_in_its_process(
        tmp_path, monkeypatch):
    """Its process imports the module by name: the module's own game is refused there, so
    no process starts another, and the strategy travels as its source instead."""
    (tmp_path / "w19sb_eager.py").write_text(
        "from codyroby_lab.games.robin import Robin, greedy\n"
        "from codyroby_lab.games.robin.referee import play\n"
        "def eager(obs):\n"
        "    return obs.legal[0]\n"
        "OUT = play(Robin(players=2), [eager, greedy], seed=1)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import w19sb_eager
    assert w19sb_eager.OUT.forfeit is None, w19sb_eager.OUT.reason
    monkeypatch.setattr(sandbox, "INSIDE", True)
    with pytest.raises(SetupError, match="a strategy's own process plays no games"):
        play(Robin(players=2), [greedy, greedy])


def empty_offer(obs):
    return Action("offer", ()) if obs.phase == "trade" else obs.legal[0]


def named_neutral(obs):
    return Action("neutral", ("x",)) if obs.phase == "choose" else obs.legal[0]


@pytest.mark.parametrize("strategy, why", [(empty_offer, "'offer' needs one card"),
                                           (named_neutral, "'neutral' needs a whole number")])
def test_the_referee_reads_a_returned_action_as_typed_text(strategy, why):
    out = play(Robin(players=2), [strategy, greedy], seed=1)
    assert out.forfeit == 0 and f"returned an illegal action: {why}" in out.reason


# --- hostile strategies (issue 36): each trick that worked on a plain process ----------------
# A trick that works raises WORKED (its strategy then forfeits, and the test sees why); one
# that fails plays the first legal action. Paths and ports reach the strategies as plain
# values (W36_*), set by the fixture below.

WORKED = "TRICK WORKED"
# (the same in every process that imports this module, as a strategy's process may)
W36_KEY = zlib.crc32(os.path.realpath(__file__).encode()) % 1000
W36_SECRET = os.path.join(tempfile.gettempdir(), f"w36-{W36_KEY}", "kernel-36.json")
W36_PORT = 36000 + W36_KEY  # a port listening in the test
W36_MARK = f"36.{W36_KEY}"  # how the sleepers a strategy leaves behind are found


def w36_killer(obs):
    """SIGKILL the referee and SIGSTOP every other process of the same parent."""
    import signal
    me, parent = os.getpid(), os.getppid()
    for pid in [int(p) for p in os.listdir("/proc") if p.isdigit()]:
        try:
            with open(f"/proc/{pid}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if pid != me and ppid == parent and parent > 1:
            os.kill(pid, signal.SIGSTOP)
    if parent > 1:
        os.kill(parent, signal.SIGKILL)
    return obs.legal[0]


def w36_reader(obs):
    """Read the referee's environment and memory map, and another learner's file."""
    for path in (f"/proc/{os.getppid()}/environ", f"/proc/{os.getppid()}/maps", W36_SECRET):
        try:
            with open(path, "rb") as f:
                if f.read(1):
                    raise RuntimeError(f"{WORKED}: {path}")
        except OSError:
            pass
    return obs.legal[0]


def w36_forker(obs):
    """Leave a sleeper behind that holds every pipe of the process."""
    if os.fork() == 0:
        for fd in range(3, 64):
            try:
                os.set_inheritable(fd, True)
            except OSError:
                pass
        os.setsid()
        os.execv("/bin/sleep", ["sleep", W36_MARK])
    return obs.legal[0]


def w36_filler(obs):
    """Shrink the pipe the referee writes to, then freeze: its next write would block."""
    import fcntl
    import signal
    import stat
    import threading
    for fd in range(3, 64):
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode):
                fcntl.fcntl(fd, 1031, 4096)  # F_SETPIPE_SZ
        except OSError:
            pass
    threading.Timer(0.05, os.kill, (os.getpid(), signal.SIGSTOP)).start()
    return obs.legal[0]


def w36_chatter(obs):
    """Send answer lines of under 64 KiB, as fast as it can, for the referee to hold."""
    import fcntl
    import threading

    def chat(fd):
        line = b'{"x": "' + b"a" * 60_000 + b'"}\n'
        while True:
            os.write(fd, line)
    for fd in range(3, 64):
        try:
            if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_WRONLY:
                threading.Thread(target=chat, args=(fd,), daemon=True).start()
        except OSError:
            pass
    import time as clock
    clock.sleep(1.5)
    return obs.legal[0]


def w36_slow_load(obs, _=__import__("time").sleep(3)):  # noqa: B008 - the trick
    """Work done at load time, outside every time limit."""
    return obs.legal[0]


def w36_planter(obs):
    """Plant code for later: a codyroby_lab/ in the working folder, a .pth in
    site-packages, an IPython startup file."""
    import site
    import sysconfig
    for folder, name in [("codyroby_lab", "__init__.py"),
                         (sysconfig.get_path("purelib"), "w36_planted.pth"),
                         (os.path.expanduser("~/.ipython/profile_default/startup"),
                          "w36_planted.py")]:
        try:
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, name), "w") as f:
                f.write("# planted\n")
        except OSError:
            pass
    del site
    return obs.legal[0]


def w36_hog(obs):
    """Take memory, a large file and many files with no cap."""
    import signal
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    took = []
    try:
        import mmap
        mmap.mmap(-1, 2 << 30).close()
        took.append("memory")
    except OSError:
        pass
    try:
        with open("w36_big", "wb") as f:
            f.write(b"x" * (4 << 20))
        took.append("disk")
    except OSError:
        pass
    finally:
        if os.path.exists("w36_big"):
            os.remove("w36_big")
    files = []
    try:
        for _ in range(500):
            files.append(open(os.devnull))  # noqa: SIM115
        took.append("files")
    except OSError:
        pass
    for f in files:
        f.close()
    if took:
        raise RuntimeError(f"{WORKED}: {took}")
    return obs.legal[0]


def w36_network(obs):
    """Reach the network (here: a port open in the test)."""
    import socket
    try:
        socket.create_connection(("127.0.0.1", W36_PORT), timeout=0.5).close()
    except OSError:
        return obs.legal[0]
    raise RuntimeError(f"{WORKED}: network")


def w36_honest(obs):
    return obs.legal[0]


TRICKS = [w36_killer, w36_reader, w36_forker, w36_filler, w36_chatter, w36_slow_load,
          w36_planter, w36_hog, w36_network]


@pytest.fixture
def w36(tmp_path, monkeypatch):
    """A secret file, a listening port, the test's folder as working folder; afterwards
    whatever a trick planted is removed and its sleepers (by their mark) are killed."""
    import signal
    import socket
    import sysconfig
    os.makedirs(os.path.dirname(W36_SECRET), exist_ok=True)
    with open(W36_SECRET, "w") as f:
        f.write('{"key": "secret"}')
    listener = socket.create_server(("127.0.0.1", W36_PORT))
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    listener.close()
    os.remove(W36_SECRET)
    planted = [os.path.join(sysconfig.get_path("purelib"), "w36_planted.pth"),
               os.path.expanduser("~/.ipython/profile_default/startup/w36_planted.py")]
    for path in planted:
        if os.path.exists(path):
            os.remove(path)
    for pid in sleepers():
        os.kill(pid, signal.SIGKILL)


def sleepers() -> list[int]:
    """The processes a w36_forker left behind (found by W36_MARK)."""
    out = []
    for p in os.listdir("/proc"):
        try:
            with open(f"/proc/{p}/cmdline", "rb") as f:
                if f.read() == b"sleep\0" + W36_MARK.encode() + b"\0":
                    out.append(int(p))
        except OSError:
            pass
    return out


def bounded(seconds, func, *args, **kwargs):
    """``func(...)`` in a thread, failing the test when it takes over ``seconds``."""
    import threading
    out = []
    thread = threading.Thread(target=lambda: out.append(func(*args, **kwargs)), daemon=True)
    thread.start()
    thread.join(seconds)
    assert out, f"took over {seconds} s"
    return out[0]


def checked(results, root):
    """The honest strategies lost nothing, no trick worked, nothing stayed behind."""
    import sysconfig
    for row in results.rows:
        if row["strategy"] in ("w36_honest", "greedy"):
            assert row["faults"] == 0, results
    assert not any(WORKED in o.reason for o in results.outcomes), results
    assert not (root / "codyroby_lab").exists()
    assert not os.path.exists(os.path.join(sysconfig.get_path("purelib"), "w36_planted.pth"))
    assert not os.path.exists(
        os.path.expanduser("~/.ipython/profile_default/startup/w36_planted.py"))
    assert not sleepers()


needs_linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
# the tricks that only namespaces stop: the limited mode leaves the rest of the computer in
# reach (README), and there w36_killer kills whoever runs the tests
SHUT_OUT = (w36_killer, w36_reader, w36_planter, w36_network)
needs_namespaces = pytest.mark.skipif(
    learners.isolation() != learners.NAMESPACES,
    reason=f"only namespaces stop this trick, and here: {learners.isolation()}")


@needs_linux
@pytest.mark.parametrize("trick", [
    pytest.param(t, id=t.__name__, marks=[needs_namespaces] if t in SHUT_OUT else [])
    for t in TRICKS])
def test_a_hostile_strategy_harms_only_itself_playing_here(trick, w36):
    results = bounded(60, tournament, [trick, w36_honest, greedy], games=3, executor=None,
                      progress=False, time_limit=2.0)
    checked(results, w36)
    if trick is w36_slow_load:
        assert all("took longer than 2 s to load" in o.reason for o in results.faults)
        assert len(results.faults) == results.games


@needs_linux
@needs_namespaces
@pytest.mark.parametrize("method", ["fork", "spawn", "forkserver"])
def test_hostile_strategies_harm_only_themselves_under_every_pool(method, w36):
    context = multiprocessing.get_context(method)
    with ProcessPoolExecutor(2, mp_context=context) as pool:
        results = bounded(120, tournament, [w36_killer, w36_forker, w36_filler, w36_honest],
                          players=2, games=2, executor=pool, progress=False, time_limit=1.0)
    checked(results, w36)


SYSTEMS = ["here", "as on windows"]


@needs_linux
@pytest.mark.parametrize("system", SYSTEMS)
def test_many_answer_lines_are_not_held_by_the_referee(w36, system, monkeypatch):
    import resource
    if system != "here":
        as_windows(monkeypatch)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    bounded(60, tournament, [w36_chatter, w36_honest], games=4, executor=None,
            progress=False, time_limit=2.0)
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before  # KiB
    assert grown < 30_000


def w36_deaf(  # the trick: its default freezes its own process (SIGSTOP) once loaded
        obs, _=__name__ == "__strategy__"  # (loaded from its source, not this module)
        and __import__("threading").Timer(0.3, __import__("os").kill,  # noqa: B008
                                          (__import__("os").getpid(), 19)).start()):  # noqa: B008
    """Stop reading (its process frozen, SIGSTOP) once loaded (in its own process only)."""
    return obs.legal[0]


@needs_linux
@pytest.mark.parametrize("system", SYSTEMS)
def test_a_write_to_a_strategy_that_reads_nothing_has_a_deadline(system, monkeypatch):
    if system != "here":
        as_windows(monkeypatch)
    host = sandbox.Host(sandbox.pack(w36_deaf), deck_message(Robin(players=2).deck))
    host.start(5.0)
    time.sleep(0.5)

    def tell():
        try:
            for _ in range(20):
                host.tell({"begin": [0, 0], "pad": "x" * 100_000})
        except sandbox.Crash as e:
            return str(e)
        return "no deadline"
    try:
        assert bounded(10, tell) == "did not read what it was sent"
    finally:
        host.close()


def test_as_on_windows_a_tournament_keeps_every_deadline_and_bound(monkeypatch):
    """Issue 36: where the referee cannot wait on a pipe with select (Windows: sockets
    only) and has no resource limits or process groups, a strategy that crashes, answers
    too much or runs for ever still loses only its game, and the table says what held."""
    as_windows(monkeypatch)
    game = Robin(players=2)
    for bad, why in [(crasher, "stopped its process"), (huge, "longer than 65,536 bytes"),
                     (spinner, "took longer than 0.5 s to decide")]:
        out = bounded(60, play, game, [bad, greedy], seed=3, time_limit=0.5)
        assert out.forfeit == 0 and why in out.reason, out.reason
    results = bounded(60, tournament, [first_legal, greedy], games=2, executor=None,
                      progress=False)
    assert not results.faults, results
    assert "Sandbox: each strategy ran with a limit on its time only" in repr(results)


def w36_cwd_planter(obs):
    """Plant a codyroby_lab/ in the working folder, for later Pythons started there."""
    os.makedirs("codyroby_lab", exist_ok=True)
    with open(os.path.join("codyroby_lab", "__init__.py"), "w") as f:
        f.write("# planted\n")
    return obs.legal[0]


@needs_linux
def test_in_the_limited_mode_a_strategy_plants_nothing_where_it_is_played(w36):
    """No namespaces (asked for): a working folder of its own, removed after, and not the
    notebook's folder on its import path."""
    game = Robin(players=2)
    hosts = {i: sandbox.Host(sandbox.pack(s), deck_message(game.deck), namespaces=False)
             for i, s in enumerate([w36_cwd_planter, w36_honest])}
    scratch = []
    try:
        for seed in range(2):
            out = bounded(30, play, game, [w36_cwd_planter, w36_honest], seed, hosts=hosts,
                          time_limit=8.0)  # (an editable install shows this module: 3 s)
            scratch.append(hosts[0].scratch)
            assert out.forfeit is None, out.reason
    finally:
        for h in hosts.values():
            h.close()
    assert not (w36 / "codyroby_lab").exists()
    assert not any(os.path.exists(s) for s in scratch)


def test_in_the_limited_mode_a_strategy_is_charged_its_own_load_only():
    """Issue 36: the limited mode shows the whole file system, and a strategy's process
    imported the strategy's module there by name: this test module, which sleeps 3 s as it
    loads (w36_slow_load's default), so each of its strategies took over 1 s to load."""
    game = Robin(players=2)
    host = sandbox.Host(sandbox.pack(w36_honest), deck_message(game.deck), namespaces=False)
    try:
        out = play(game, [w36_honest, greedy], 0, hosts={0: host}, time_limit=1.0)
    finally:
        host.close()
    assert out.forfeit is None, out.reason


@needs_linux
def test_the_results_say_which_isolation_ran():
    from codyroby_lab.core.sandbox import isolation
    from codyroby_lab.games.robin.tournament import sandbox_words
    results = tournament([w36_honest, greedy], games=1, executor=None, progress=False)
    said = sandbox_words(isolation())
    assert said in repr(results) and said in results._repr_html_()
    # issue 29 (lesson 09, F15): a learner reads the table: no tool's name
    assert "bubblewrap" not in repr(results) and "Wilson" not in repr(results)


@needs_linux
@needs_namespaces
def test_hostile_strategies_harm_only_themselves_on_a_dask_client(w36):
    distributed = pytest.importorskip("distributed")
    with distributed.Client(n_workers=1, threads_per_worker=1, processes=False,
                            dashboard_address=None) as client:
        results = bounded(120, tournament, [w36_killer, w36_forker, w36_honest], players=2,
                          games=2, executor=client, progress=False, time_limit=2.0)
    checked(results, w36)


def w36_escaper(obs):
    """Leave a sleeper behind that holds every pipe of the process and is nobody's child
    (forked twice, its parent gone) in a session of its own; then never answer."""
    if os.fork() == 0:
        w36_forker(obs)  # (its child is the sleeper)
        os._exit(0)
    time.sleep(60)


@needs_linux
def test_in_the_limited_mode_a_process_that_left_holding_the_pipes_is_stopped_too(w36):
    """Issue 36: with no namespaces, a strategy's process can leave its group and its
    parent (forked twice, a session of its own) and keep the pipes, so that the host's
    thread waiting on them never ends: it is found by the pipes it holds and stopped with
    its strategy, which loses its game for being late, and nothing stays behind. (Found
    when the strategy's process is stopped, not after each game: a look at every process
    costs about 40 ms here.)"""
    import threading
    before = set(threading.enumerate())  # (earlier tests' threads)
    game = Robin(players=2)
    hosts = {0: sandbox.Host(sandbox.pack(w36_escaper), deck_message(game.deck),
                             namespaces=False)}
    try:
        out = bounded(60, play, game, [w36_escaper, w36_honest], 0, hosts=hosts,
                      time_limit=3.0)
        assert out.forfeit == 0 and "took longer than 3 s to" in out.reason, out.reason
        assert not sleepers()
    finally:
        for h in hosts.values():
            h.close()

    def pipes():
        return [t for t in threading.enumerate() if t.name == "strategy pipes"
                and t not in before]
    for _ in range(100):
        if not pipes():
            break
        time.sleep(0.1)
    assert not pipes()


def test_a_fault_line_keeps_the_moves_own_advice_whole():
    """Walk 09x, fault 1: "offer" + card with no space heard "... Try 'offe (turn 2,
    trade)": the report cut the line at 200 characters, inside the advice (a misspelt verb's
    now: the space left out is said in a few words since walk 09r6, fault M7)."""
    from codyroby_lab.games.robin.actions import not_a_move
    from codyroby_lab.games.robin.observation import fault_words

    said = fault_words(IllegalAction(not_a_move("offr food3", ["offer", "use", "pass"])))
    assert said.endswith("Try 'offer'."), said
    long = fault_words(ValueError("word " * 500))
    assert len(long) <= 420 and long.endswith("word ...")
