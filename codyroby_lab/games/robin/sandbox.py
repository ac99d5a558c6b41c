"""A learner's strategy in a process of its own, which never held the game.

The referee (:mod:`.referee`) never runs a learner's strategy itself. It starts a fresh
Python for it (:func:`serve`, as multiprocessing's
``spawn`` does, whatever start method the tournament's workers use), sends it the strategy
as plain data (:func:`pack`: the module it lives in, by name, and its source, so a function
defined in a notebook cell travels too), then one observation at a time as JSON (only what
its player may see) and reads back one JSON line: the action's text or its parts, which the
referee parses and checks like any typed action. Nothing is pickled or unpickled, in either
direction; the child's output is never evaluated.

>>> pack(len)
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: strategies: len is not a function defined with def ...
>>> sorted(pack(pack))
['module', 'name', 'source', 'uses']
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import dis
import importlib
import inspect
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import types
from typing import Any

import numpy as np

from codyroby_lab.core import sandbox as learners
from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.robin.observation import Observation, answer_of, fault_words

START_LIMIT = 10.0    # seconds a strategy's process may take to start (its load: its own)
TELL_LIMIT = 1.0      # seconds a strategy's process may take to read a message with no answer
LIMITS = learners.Limits(cpu_seconds=600, memory_bytes=1 << 30, processes=16,
                         file_bytes=1 << 20, open_files=32)
MAX_ANSWER = 65_536   # bytes of one answer line
MAX_VALUE = 10_000    # characters of a plain value a strategy's source uses (its repr)


INSIDE = False  # True in a strategy's own process: it plays no games of its own


def available() -> bool:
    """Can this Python start another one (not in a browser's Python such as Pyodide)?"""
    return sys.platform not in ("emscripten", "wasi") and bool(sys.executable)


# --- the strategy as plain data -----------------------------------------------------------

def pack(strategy: Any, field: str = "strategies") -> dict[str, Any]:
    """What the strategy's process needs to rebuild ``strategy``: its module and name (when
    the module is one the sandbox shows, :func:`_installed`) and its source with what the
    source uses from its module (imports, functions, plain values). A SetupError naming
    ``field`` when the strategy cannot travel (a lambda, a function inside another
    function, an object)."""
    name = getattr(strategy, "__name__", None) or type(strategy).__name__
    if not isinstance(strategy, types.FunctionType):
        raise SetupError(field, f"{name[:40]} is not a function defined with def (a strategy "
                                "is 'def my_strategy(obs): ...')")
    if name == "<lambda>" or "<locals>" in strategy.__qualname__ or strategy.__closure__:
        raise SetupError(field, f"{name[:40]} is a lambda or a function inside another "
                                "function: define it with def at the top of a notebook cell "
                                "or a module, so it can play in a process of its own")
    out: dict[str, Any] = {"name": name}
    module = strategy.__module__
    # (a learner's own module is not imported there, even where it could be: the rest of
    # the module would load too, and count against the strategy's time to load)
    if module != "__main__" and _found(module, strategy.__qualname__) is strategy \
            and _installed(module):
        out["module"] = module
    try:
        out["source"] = textwrap.dedent(inspect.getsource(strategy))
    except (OSError, TypeError):
        if "module" not in out:
            raise SetupError(field, f"the source of {name[:40]} cannot be read: define it in "
                                    "a notebook cell or a module file") from None
        return out
    out["uses"] = _uses(strategy, {id(strategy)})
    return out


def _found(module: str, qualname: str) -> Any:
    obj: Any = sys.modules.get(module)
    for part in qualname.split("."):
        obj = getattr(obj, part, None)
    return obj


def _names(code: types.CodeType) -> set[str]:
    """The global names a function's code (and the code inside it) may read."""
    out = {i.argval for i in dis.get_instructions(code)
           if i.opname in ("LOAD_GLOBAL", "LOAD_NAME")}
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out |= _names(const)
    return out


def _installed(module: str) -> bool:
    """Is ``module`` part of what the sandbox shows (Python, its packages, codyroby_lab),
    not a learner's own file (which the strategy's process cannot see)?"""
    file = getattr(sys.modules.get(module), "__file__", None)
    return file is None or any(os.path.realpath(file).startswith(p.rstrip("/") + "/")
                               for p in learners.python_paths())


def _uses(func: types.FunctionType | type, seen: set[int]) -> dict[str, Any]:
    """What ``func``'s source (a function's or a class's) needs from its module, by name: a
    module (imported there by name), a function or class of an installed module (imported
    there), a function or class of the same notebook, script or learner's module (its
    source, and what it uses), a plain value (a literal: numbers, text, lists, tuples,
    dicts, sets). Anything else is left out:
    the strategy's process says which name it lacks if the strategy reads it."""
    out: dict[str, Any] = {}
    if isinstance(func, type):
        space = vars(sys.modules[func.__module__])
        names = set().union(*(_names(f.__code__) for f in vars(func).values()
                              if isinstance(f, types.FunctionType)))
    else:
        space, names = func.__globals__, _names(func.__code__)
    for name in sorted(names):
        if name not in space:
            continue
        value = space[name]
        if isinstance(value, types.ModuleType):
            out[name] = {"import": value.__name__}
        elif isinstance(value, (types.FunctionType, type)) and value.__module__ != "__main__" \
                and _found(value.__module__, value.__qualname__) is value \
                and _installed(value.__module__):
            out[name] = {"from": value.__module__, "name": value.__qualname__}
        elif isinstance(value, (types.FunctionType, type)) and id(value) not in seen and \
                not getattr(value, "__closure__", None) and value.__name__ != "<lambda>":
            seen.add(id(value))
            try:
                source = textwrap.dedent(inspect.getsource(value))
            except (OSError, TypeError):
                continue
            out[name] = {"source": source, "uses": _uses(value, seen)}
        elif _plain(value, 0):
            text = repr(value)
            try:
                same = len(text) <= MAX_VALUE and ast.literal_eval(text) == value
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                same = False
            if same:
                out[name] = {"value": text}
    return out


PLAIN = (bool, int, float, complex, str, bytes, type(None), tuple, list, dict, set, frozenset)


def _plain(value: Any, depth: int) -> bool:
    """Is ``value`` made of Python's own literal types only (no object of the learner's,
    whose repr would run its code), at most 20 deep?"""
    if type(value) not in PLAIN or depth > 20:
        return False
    if isinstance(value, dict):
        return all(_plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items())
    if isinstance(value, (tuple, list, set, frozenset)):
        return all(_plain(v, depth + 1) for v in value)
    return True


def load(spec: dict[str, Any]) -> Any:
    """The strategy ``spec`` (from :func:`pack`) names, in the strategy's own process."""
    if "module" in spec:
        try:
            found = _found(importlib.import_module(spec["module"]).__name__, spec["name"])
        except Exception:  # noqa: BLE001 - not importable here: its source, then
            found = None
        if callable(found):
            return found
    if "source" not in spec:
        raise LookupError(f"module {spec.get('module')!r} cannot be imported here")
    space: dict[str, Any] = {"__name__": "__strategy__", "__builtins__": builtins}
    _define(space, spec["uses"])
    exec(compile(spec["source"], f"<strategy {spec['name']}>", "exec"), space)  # noqa: S102
    return space[spec["name"]]


def _define(space: dict[str, Any], uses: dict[str, Any]) -> None:
    for name, how in uses.items():
        if "import" in how:
            space[name] = importlib.import_module(how["import"])
        elif "from" in how:
            space[name] = _found(importlib.import_module(how["from"]).__name__, how["name"])
        elif "value" in how:
            space[name] = ast.literal_eval(how["value"])
        else:
            _define(space, how["uses"])
            exec(compile(how["source"], f"<strategy helper {name}>", "exec"), space)  # noqa: S102


# --- the referee's side ---------------------------------------------------------------------

class Crash(Exception):
    """The strategy's process stopped, took too long or sent what is not an answer."""


class Host:
    """One strategy's process in the learners' sandbox (:mod:`codyroby_lab.core.sandbox`:
    its own process IDs, no network, a scratch folder of its own, resource limits),
    answering one message at a time (JSON lines both ways). Every write and read has a
    deadline and at most ``MAX_ANSWER`` bytes of an answer are ever held; whatever the
    process does wrong is a :class:`Crash` of its strategy.

    The pipes are written and read by a thread of the host's own (:func:`_courier`), which
    may wait on them for ever: the referee waits for its reply until the deadline only,
    the same way on every system (``select`` waits on pipes on POSIX only)."""

    def __init__(self, spec: dict[str, Any], deck: Any, namespaces: bool | None = None):
        self.spec, self.deck, self.namespaces = spec, deck, namespaces
        self.proc: subprocess.Popen | None = None
        self.scratch: str | None = None
        self.jobs: queue.SimpleQueue[tuple[bytes, bool] | None] = queue.SimpleQueue()
        self.replies: queue.SimpleQueue[bytes | str] = queue.SimpleQueue()

    def start(self, time_limit: float = START_LIMIT) -> None:
        """Start the process (at most ``START_LIMIT`` seconds) and load the strategy there
        (at most ``time_limit``: its load time counts as its own); Crash with the
        strategy's own error when it cannot be loaded."""
        self.scratch = tempfile.mkdtemp(prefix="codyroby-strategy-")
        try:
            self.proc = learners.start(
                [sys.executable, "-I", "-c",
                 "from codyroby_lab.games.robin.sandbox import serve; serve()"],
                self.scratch, limits=LIMITS, namespaces=self.namespaces,
                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except OSError as e:
            self.close()
            raise Crash(f"could not get a process of its own: {str(e)[:100]}") from None
        self.jobs, self.replies = queue.SimpleQueue(), queue.SimpleQueue()
        threading.Thread(target=_courier, args=(self.proc, self.jobs, self.replies),
                         name="strategy pipes", daemon=True).start()
        try:  # {"up": true}: Python has started
            self._exchange(b"", time.monotonic() + START_LIMIT,
                           f"took longer than {START_LIMIT:g} s to start its process")
        except Crash as e:
            raise Crash(f"could not start its process: {e}") from None
        answer = self.ask({"load": self.spec, "deck": self.deck}, time_limit)
        if "error" in answer:
            self.close()
            raise Crash(f"could not be loaded: {answer['error']}")

    def ask(self, message: dict[str, Any], time_limit: float) -> dict[str, Any]:
        """Send ``message``; the answer (a dict), or Crash after ``time_limit`` seconds
        (writing and reading both count)."""
        if self.proc is None:
            self.start(time_limit)
        late = f"took longer than {time_limit:g} s to " + ("load" if "load" in message
                                                             else "decide")
        line = self._exchange(json.dumps(message).encode() + b"\n",
                              time.monotonic() + time_limit, late)
        try:
            answer = json.loads(line)
        except (ValueError, RecursionError):
            answer = None
        if not isinstance(answer, dict):
            self.close()
            raise Crash("sent something that is not an answer")
        return answer

    def sweep(self) -> None:
        """Stop whatever the process left running (after each game)."""
        if self.proc is not None:
            learners.sweep(self.proc)

    def tell(self, message: dict[str, Any], time_limit: float = TELL_LIMIT) -> None:
        """Send ``message``, which has no answer (within ``time_limit`` seconds)."""
        if self.proc is not None:
            self._exchange(json.dumps(message).encode() + b"\n",
                           time.monotonic() + time_limit, "did not read what it was sent",
                           answer=False)

    def _exchange(self, data: bytes, deadline: float, late: str, answer: bool = True) -> bytes:
        """Write ``data`` and read the line that answers it (``answer``), before
        ``deadline``; Crash (the process stopped) when it is late or wrong."""
        self.jobs.put((data, answer))
        try:
            reply = self.replies.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            reply = late
        if isinstance(reply, str):
            self.close()
            raise Crash(reply)
        return reply

    def close(self) -> None:
        """Stop the process and everything it started, and remove its scratch folder
        (nothing waits on what the process does: its pipes end with it, and so does
        the host's thread, which closes them)."""
        if self.proc is not None:
            learners.stop(self.proc)
            self.jobs.put(None)
            self.proc = None
        if self.scratch is not None:
            shutil.rmtree(self.scratch, ignore_errors=True)
            self.scratch = None


def _courier(proc: subprocess.Popen, jobs: queue.SimpleQueue, replies: queue.SimpleQueue) \
        -> None:
    """A :class:`Host`'s thread: for each job (bytes to write, whether a line answers
    them) until ``None``, write them, then put the answer's line (or ``b""``, written) in
    ``replies``, or why not (text: the process stopped, or its line is longer than
    ``MAX_ANSWER`` bytes, of which no more is read); then close the pipes. What the
    process sends unasked waits in its pipe, which holds a few pages."""
    assert proc.stdin is not None and proc.stdout is not None
    try:
        while (job := jobs.get()) is not None:
            data, answer = job
            try:
                proc.stdin.write(data)
                proc.stdin.flush()
                line = proc.stdout.readline(MAX_ANSWER + 1) if answer else b"\n"
            except (OSError, ValueError):  # (its end closed: broken, or stopped)
                line = b""
            if line.endswith(b"\n"):
                replies.put(line[:-1])
                continue
            replies.put(f"sent an answer longer than {MAX_ANSWER:,} bytes"
                        if len(line) > MAX_ANSWER else "stopped its process")
            return
    finally:
        for pipe in (proc.stdin, proc.stdout):
            with contextlib.suppress(OSError):  # (what it could not write: dropped)
                pipe.close()


# --- the strategy's side --------------------------------------------------------------------

def _words(e: BaseException) -> str:
    """A strategy's error in a report (its own words may fail too)."""
    try:
        words = fault_words(e)
    except BaseException:  # noqa: BLE001
        return type(e).__name__
    if isinstance(e, NameError):
        words += (" (a strategy plays apart from the notebook: it knows only what its own "
                  "cell imports and defines, and the numbers and words it uses)")
    return words


def serve() -> None:
    """The strategy's process: load it, then answer each observation until the input ends.
    The strategy's own prints go nowhere (the answers have the real output to themselves)."""
    import signal
    global INSIDE
    INSIDE = True
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    inbox = os.fdopen(os.dup(0), "rb")
    outbox = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    sys.stdin = open(os.devnull)  # noqa: SIM115
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    strategy, rng, deck = None, None, None
    outbox.write(b'{"up": true}\n')
    outbox.flush()
    for line in inbox:
        message = json.loads(line)
        if "load" in message:
            try:
                strategy = load(message["load"])
                deck = Observation.deck_of(message["deck"])
                reply: dict[str, Any] = {"ready": True}
            except BaseException as e:  # noqa: BLE001 - the strategy's fault, reported
                reply = {"error": _words(e)}
        elif "begin" in message:
            rng = np.random.default_rng(message["begin"])
            continue
        else:
            assert deck is not None  # (the parent sends "load" before any observation)
            obs = Observation.received(message, deck, rng)
            try:
                reply = {"action": answer_of(strategy(obs))}  # type: ignore[misc]
            except BaseException as e:  # noqa: BLE001 - the strategy's fault, reported
                reply = {"error": _words(e)}
        outbox.write(json.dumps(reply).encode() + b"\n")
        outbox.flush()
    os._exit(0)

