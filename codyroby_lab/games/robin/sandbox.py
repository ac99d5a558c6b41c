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
['module', 'name', 'path', 'source', 'uses']
"""

from __future__ import annotations

import ast
import builtins
import dis
import importlib
import inspect
import json
import os
import queue
import subprocess
import sys
import textwrap
import threading
import types
from typing import Any

import numpy as np

from codyroby_lab.core.errors import SetupError
from codyroby_lab.games.robin.observation import Observation, answer_of, fault_words

START_LIMIT = 120.0   # seconds a strategy's process may take to start and load it
MAX_ANSWER = 65_536   # bytes of one answer line
MAX_VALUE = 10_000    # characters of a plain value a strategy's source uses (its repr)


INSIDE = False  # True in a strategy's own process: it plays no games of its own


def available() -> bool:
    """Can this Python start another one (not in a browser's Python such as Pyodide)?"""
    return sys.platform not in ("emscripten", "wasi") and bool(sys.executable)


# --- the strategy as plain data -----------------------------------------------------------

def pack(strategy: Any, field: str = "strategies") -> dict[str, Any]:
    """What the strategy's process needs to rebuild ``strategy``: its module and name (when
    the module can be imported there) and its source with what the source uses from its
    module (imports, functions, plain values). A SetupError naming ``field`` when the
    strategy cannot travel (a lambda, a function inside another function, an object)."""
    name = getattr(strategy, "__name__", None) or type(strategy).__name__
    if not isinstance(strategy, types.FunctionType):
        raise SetupError(field, f"{name[:40]} is not a function defined with def (a strategy "
                                "is 'def my_strategy(obs): ...')")
    if name == "<lambda>" or "<locals>" in strategy.__qualname__ or strategy.__closure__:
        raise SetupError(field, f"{name[:40]} is a lambda or a function inside another "
                                "function: define it with def at the top of a notebook cell "
                                "or a module, so it can play in a process of its own")
    out: dict[str, Any] = {"name": name, "path": [p for p in sys.path if isinstance(p, str)]}
    module = strategy.__module__
    if module != "__main__" and _found(module, strategy.__qualname__) is strategy:
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


def _uses(func: types.FunctionType, seen: set[int]) -> dict[str, Any]:
    """What ``func``'s source needs from its module, by name: a module (imported there by
    name), a function or class importable by its module, a function of the same notebook or
    script (its source, and what it uses), a plain value (a literal: numbers, text, lists,
    tuples, dicts, sets). Anything else is left out:
    the strategy's process says which name it lacks if the strategy reads it."""
    out: dict[str, Any] = {}
    space = func.__globals__
    for name in sorted(_names(func.__code__)):
        if name not in space:
            continue
        value = space[name]
        if isinstance(value, types.ModuleType):
            out[name] = {"import": value.__name__}
        elif isinstance(value, (types.FunctionType, type)) and value.__module__ != "__main__" \
                and _found(value.__module__, value.__qualname__) is value:
            out[name] = {"from": value.__module__, "name": value.__qualname__}
        elif isinstance(value, types.FunctionType) and id(value) not in seen and \
                not value.__closure__ and value.__name__ != "<lambda>":
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
    for p in reversed(spec.get("path", [])):
        if p not in sys.path:
            sys.path.insert(0, p)
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
    """One strategy's process, answering one message at a time (JSON lines both ways)."""

    def __init__(self, spec: dict[str, Any], deck: Any):
        self.spec, self.deck = spec, deck
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue[bytes | None] = queue.Queue()

    def start(self) -> None:
        """Start the process and load the strategy there (not counted in any time limit);
        Crash with the strategy's own error when it cannot be loaded."""
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-c",
                 "from codyroby_lab.games.robin.sandbox import serve; serve()"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        except OSError as e:
            raise Crash(f"could not get a process of its own: {str(e)[:100]}") from None
        self.lines = queue.Queue()
        threading.Thread(target=_read, args=(self.proc.stdout, self.lines), daemon=True).start()
        answer = self.ask({"load": self.spec, "deck": self.deck}, START_LIMIT)
        if "error" in answer:
            self.close()
            raise Crash(f"could not be loaded: {answer['error']}")

    def ask(self, message: dict[str, Any], time_limit: float) -> dict[str, Any]:
        """Send ``message``; the answer (a dict), or Crash after ``time_limit`` seconds."""
        if self.proc is None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(message).encode() + b"\n")
            self.proc.stdin.flush()
        except OSError:
            self.close()
            raise Crash("stopped its process") from None
        try:
            line = self.lines.get(timeout=time_limit)
        except queue.Empty:
            self.close()
            raise Crash(f"took longer than {time_limit:g} s to decide") from None
        if not line:
            self.close()
            raise Crash("stopped its process" if line is None else
                        f"sent an answer longer than {MAX_ANSWER:,} bytes")
        try:
            answer = json.loads(line)
        except (ValueError, RecursionError):
            answer = None
        if not isinstance(answer, dict):
            self.close()
            raise Crash("sent something that is not an answer")
        return answer

    def tell(self, message: dict[str, Any]) -> None:
        """Send ``message``, which has no answer."""
        if self.proc is not None and self.proc.stdin is not None:
            try:
                self.proc.stdin.write(json.dumps(message).encode() + b"\n")
                self.proc.stdin.flush()
            except OSError:
                self.close()

    def close(self) -> None:
        if self.proc is None:
            return
        self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        self.proc = None


def _read(stream: Any, lines: queue.Queue) -> None:
    """Pass each line the process writes to ``lines``; at its end None, and b"" for a line
    longer than ``MAX_ANSWER`` (no more is read)."""
    end = None
    try:
        while True:
            line = stream.readline(MAX_ANSWER)
            if not line.endswith(b"\n"):
                end = b"" if len(line) >= MAX_ANSWER else None
                break
            lines.put(line)
    except (OSError, ValueError):
        pass
    lines.put(end)


# --- the strategy's side --------------------------------------------------------------------

def _words(e: BaseException) -> str:
    """A strategy's error in a report (its own words may fail too)."""
    try:
        words = fault_words(e)
    except BaseException:  # noqa: BLE001
        return type(e).__name__
    if isinstance(e, NameError):
        words += (" (in a process of its own a strategy has what its source imports and "
                  "defines, and the plain values it reads)")
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

