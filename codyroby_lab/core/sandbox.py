"""The one sandbox for learners' code: each program in it sees nothing else and stops whole.

On Linux with bubblewrap (Debian's ``bubblewrap``, ``/usr/bin/bwrap``) the program runs in
namespaces of its own: its own process IDs (nothing else in ``/proc``), no network, no
shared memory or signals with anything outside, a read-only view of Python, its packages
and ``codyroby_lab`` and nothing else of the file system but ``scratch``, its only
writable folder and its working folder (``/tmp`` its own and empty, no home), in a session
of its own, dying with whoever started it. Elsewhere (macOS, Windows, a container that
forbids namespaces; or ``CODYROBY_SANDBOX=limits`` in the environment) it runs with the
same resource limits where the system has them (not Windows), an isolated Python (``-I``),
a clean environment and ``scratch`` as working folder: :func:`isolation` says which in
plain words.

Every program starts with its resource :class:`Limits` (CPU time, memory, processes, file
size, open files: :mod:`.limits` sets them, then becomes the program) in a process group
of its own where the system has groups, which :func:`stop` kills whole.

>>> import sys, tempfile
>>> with tempfile.TemporaryDirectory() as scratch:
...     proc = start([sys.executable, "-c", "print(6 * 7)"], scratch, stdout=PIPE)
...     out, _ = proc.communicate(timeout=30)
...     stop(proc)
>>> out
b'42\\n'
>>> isolation() in ("namespaces (bubblewrap)", isolation())
True
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import weakref
from collections.abc import Iterable
from dataclasses import astuple, dataclass
from pathlib import Path
from subprocess import PIPE  # noqa: F401 - re-exported for callers of start
from typing import Any

from codyroby_lab.core import limits as _limits
from codyroby_lab.core import look
from codyroby_lab.core.errors import SetupError

FIRST_USER = 1 << 30  # root's programs run as users from here on, one user each
MODE = "CODYROBY_SANDBOX"  # "limits": never namespaces, whatever the system has


@dataclass(frozen=True)
class Limits:
    """What one program in the sandbox may use, sized for a school laptop: seconds of CPU,
    bytes of memory (address space), processes (its user's, where it is not root outside
    namespaces), bytes of one file, open files.

    >>> Limits(cpu_seconds=5).cpu_seconds
    5
    """

    cpu_seconds: int = 600
    memory_bytes: int = 1 << 30
    processes: int = 64
    file_bytes: int = 16 << 20
    open_files: int = 64

    def __post_init__(self) -> None:
        for name, value in zip(("cpu_seconds", "memory_bytes", "processes", "file_bytes",
                                "open_files"), astuple(self), strict=True):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise SetupError(f"limits.{name}", f"must be a whole number above 0, not "
                                                   f"{str(value)[:30]!r}")


def env(home: str | os.PathLike[str] | None = None) -> dict[str, str]:
    """The clean environment a program in the sandbox gets: nothing of this process's
    (no paths, keys or tokens), one thread for the numeric libraries, ``home`` (default:
    ``/tmp``) as its home.

    >>> sorted(env())[:3]
    ['HOME', 'LANG', 'MKL_NUM_THREADS']
    """
    out = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": str(home or "/tmp"),
           "PYTHONDONTWRITEBYTECODE": "1", "PYTHONIOENCODING": "utf-8",
           "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    if "SYSTEMROOT" in os.environ:  # Windows' own folder: a program there may need it
        out["SYSTEMROOT"] = os.environ["SYSTEMROOT"]
    return out


def _bwrap() -> str | None:
    return shutil.which("bwrap", path="/usr/bin:/bin:/usr/local/bin") \
        if sys.platform.startswith("linux") else None


@functools.cache
def _namespaces() -> str | None:
    """None when bubblewrap can start a program in namespaces here; else why not."""
    if os.environ.get(MODE) == "limits":
        return "the limited mode was asked for"
    if not sys.platform.startswith("linux"):
        return f"{sys.platform} has no namespaces"
    if _bwrap() is None:
        return "bubblewrap is not installed (Debian: apt-get install bubblewrap)"
    probe = _wrap(["/bin/true" if os.path.exists("/bin/true") else "/usr/bin/true"], "/",
                  (), ())
    try:
        done = subprocess.run(probe, env=env(), capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"bubblewrap cannot start: {str(e)[:80]}"
    if done.returncode != 0:
        return "this system forbids namespaces (" + \
            " ".join(done.stderr.decode(errors="replace").split())[:80] + ")"
    return None


NAMESPACES = "namespaces (bubblewrap)"
LIMITS_ONLY = "limits only: "
PYTHON_ONLY = "isolated Python only: "


def isolation(namespaces: bool | None = None) -> str:
    """Which isolation runs here, in plain words: :data:`NAMESPACES`, or
    :data:`LIMITS_ONLY` and the reason (``namespaces=False``: the limited mode, asked), or
    where the system has no resource limits (Windows) :data:`PYTHON_ONLY` and the reason.

    >>> isolation(False) in ("limits only: asked for",
    ...                      "isolated Python only: asked for; this system has no resource limits")
    True
    """
    why = "asked for" if namespaces is False else _namespaces()
    if why is None:
        return NAMESPACES
    if _limits.resource is None:
        return f"{PYTHON_ONLY}{why}; this system has no resource limits"
    return LIMITS_ONLY + why


@functools.cache
def python_paths() -> tuple[str, ...]:
    """What a Python here reads: its installation, the virtual environment, the packages,
    ``codyroby_lab`` and its widget files (an editable install's source folder and the
    checkout's ``widgets``, not the rest of its checkout)."""
    paths = {sys.base_prefix, sys.prefix, str(Path(sys.executable).resolve().parent.parent),
             str(Path(__file__).resolve().parent.parent)}
    with contextlib.suppress(FileNotFoundError):  # (a board then says they are missing)
        paths.add(str(look.widgets_dir()))
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        paths.add(sysconfig.get_path(key))
    paths = {str(Path(p).resolve()) for p in paths if p and os.path.exists(p)}
    paths |= {os.path.abspath(p) for p in (sys.base_prefix, sys.prefix)}
    return tuple(sorted(p for p in paths if not any(p != q and p.startswith(q.rstrip("/") + "/")
                                                    for q in paths)))


_started = itertools.count()


def own_user() -> int:
    """A user number of its own for the next program root starts in namespaces: no name,
    no files, and its processes count against its own limit only (a program that fills
    its limit with processes cannot stop another from starting). Distinct while this
    process lives: its process ID and a count (256 programs at once before one repeats).

    >>> own_user() != own_user()
    True
    """
    return FIRST_USER + (os.getpid() << 8) + next(_started) % 256


def _system() -> list[str]:
    """bubblewrap's arguments for the system's programs and libraries, read-only."""
    out: list[str] = []
    for top in ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc/ld.so.cache",
                "/etc/alternatives", "/etc/localtime"):
        if os.path.islink(top):
            out += ["--symlink", os.readlink(top), top]
        elif os.path.exists(top):
            out += ["--ro-bind", top, top]
    return out


def _wrap(step: list[str], scratch: str, read_only: Iterable[str],
          writable: Iterable[str]) -> list[str]:
    """bubblewrap's command running ``step`` in namespaces of its own."""
    read_only, writable = [*python_paths(), *read_only], [*writable, scratch]
    folders = sorted({str(a) for p in [*read_only, *writable] for a in Path(p).parents
                      if str(a) not in ("/", "/tmp")})
    binds: list[str] = []
    for p in folders:  # (bubblewrap would make them readable by root only)
        binds += ["--perms", "0755", "--dir", p]
    for p in read_only:
        binds += ["--ro-bind", p, p]
    for p in writable:
        binds += ["--bind", p, p]
    root = os.geteuid() == 0  # root stays in this user namespace and drops to own_user()
    unshare = ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
               "--unshare-cgroup-try"] if root else ["--unshare-all"]
    return [_bwrap() or "bwrap", "--die-with-parent", "--new-session", *unshare,
            "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", *_system(), *binds,
            "--chdir", scratch, "--", *step]


def command(argv: list[str], scratch: str | os.PathLike[str], *, limits: Limits = Limits(),
            read_only: Iterable[str | os.PathLike[str]] = (),
            writable: Iterable[str | os.PathLike[str]] = (),
            namespaces: bool | None = None) -> list[str]:
    """The full command that runs ``argv`` confined, ``scratch`` (an existing folder) its
    working folder; ``read_only`` and ``writable``: more folders it may see.
    ``namespaces=False``: the limited mode, even where namespaces are available; with no
    resource limits to set there (Windows), ``argv`` itself.

    >>> command(["/bin/true"], "/tmp", namespaces=False)[1:3]
    ['-I', '-S']
    """
    scratch = os.path.abspath(scratch)
    if not os.path.isdir(scratch):
        raise SetupError("scratch", f"must be an existing folder, not {scratch[:80]!r}")
    inside = namespaces is not False and _namespaces() is None
    if not inside and _limits.resource is None:
        return list(map(str, argv))
    user = str(own_user()) if inside and os.geteuid() == 0 else "-"
    step = [sys.executable, "-I", "-S", _limits.__file__,
            *map(str, astuple(limits)), user, "--", *map(str, argv)]
    if not inside:
        return step
    if user != "-":
        os.chown(scratch, int(user), int(user))
    return _wrap(step, scratch, map(str, read_only), map(str, writable))


def start(argv: list[str], scratch: str | os.PathLike[str], *, limits: Limits = Limits(),
          read_only: Iterable[str | os.PathLike[str]] = (),
          writable: Iterable[str | os.PathLike[str]] = (), namespaces: bool | None = None,
          **popen: Any) -> subprocess.Popen:
    """Start ``argv`` in the sandbox (:func:`command`): a new session and process group
    (where the system has them), no
    inherited descriptors but the ones ``popen`` asks for (``stdin=PIPE``...), the clean
    :func:`env` with ``scratch`` as home, ``scratch`` as working folder."""
    popen.setdefault("env", env(os.path.abspath(scratch)))
    popen.setdefault("stdin", subprocess.DEVNULL)
    popen.setdefault("stdout", subprocess.DEVNULL)
    popen.setdefault("stderr", subprocess.DEVNULL)
    proc = subprocess.Popen(
        command(argv, scratch, limits=limits, read_only=read_only, writable=writable,
                namespaces=namespaces),
        cwd=scratch, close_fds=True, start_new_session=True, **popen)
    if not _wrapped(proc) and os.path.isdir("/proc/self/fd"):
        _PIPES[proc] = frozenset(f"pipe:[{os.fstat(f.fileno()).st_ino}]"
                                 for f in (proc.stdin, proc.stdout, proc.stderr) if f)
    return proc


#: The pipes to each program started in the limited mode on Linux, by which
#: :func:`_holders` finds its processes that left its group and its parent
_PIPES: weakref.WeakKeyDictionary[subprocess.Popen, frozenset[str]] = \
    weakref.WeakKeyDictionary()


def _holders(proc: subprocess.Popen) -> list[int]:
    """The processes of this user, but this one, that hold a pipe to ``proc`` (the limited
    mode on Linux; else none): its program, and what it started that kept them."""
    pipes, me, out = _PIPES.get(proc, frozenset()), os.getuid(), []
    for name in os.listdir("/proc") if pipes else ():
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            if os.stat(f"/proc/{name}").st_uid != me:
                continue
            fds = os.listdir(f"/proc/{name}/fd")
        except OSError:
            continue
        for fd in fds:
            with contextlib.suppress(OSError):
                if os.readlink(f"/proc/{name}/fd/{fd}") in pipes:
                    out.append(int(name))
                    break
    return out


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started that still run (Linux's /proc; elsewhere none)."""
    out: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children") as f:
                out += [int(c) for c in f.read().split()]
        except (OSError, ValueError):
            pass
    return out


def _wrapped(proc: subprocess.Popen) -> bool:
    """Does ``proc`` run its program in namespaces (is it bubblewrap)?"""
    return isinstance(proc.args, list) and os.path.basename(str(proc.args[0])) == "bwrap"


def sweep(proc: subprocess.Popen) -> None:
    """Kill every process the program in ``proc`` left running (its children, theirs,
    and in namespaces those that left their parent), keeping the program itself.

    >>> import sys, tempfile
    >>> with tempfile.TemporaryDirectory() as scratch:
    ...     proc = start([sys.executable, "-c", "import os, time; os.fork(); time.sleep(9)"],
    ...                  scratch)
    ...     sweep(proc)
    ...     stop(proc)
    """
    if proc.returncode is not None:
        return
    keep = [proc.pid]  # the program: bubblewrap, its first process, the program's
    while len(keep) < 3 and _wrapped(proc):
        below = _children(keep[-1])
        if len(below) != 1:
            break
        keep.append(below[0])
    for _ in range(100):  # (a process that forks as fast as it is killed: bounded)
        found = [c for k in keep[-2:] for c in _children(k) if c not in keep]
        if not found:
            return
        for pid in found:
            found += _children(pid)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def stop(proc: subprocess.Popen) -> None:
    """Kill ``proc`` and its whole process group (in namespaces: everything it started,
    gone when this returns; where the system has no groups, as Windows: ``proc`` only),
    then reap it; in the limited mode on Linux, also what left the group holding its
    pipes; nothing it did not start (the group is the one :func:`start` made, the
    namespace's first process its own child, the pipes its own)."""
    if proc.returncode is None:  # not reaped: the group's number is still its own
        for pid in _children(proc.pid):  # bubblewrap's first process: the namespace ends
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if _wrapped(proc):  # (the limited mode's program never leaves by itself: no wait)
            try:
                proc.wait(timeout=2)  # bubblewrap leaves once the namespace is empty
            except subprocess.TimeoutExpired:
                pass
    if proc.returncode is None:
        try:
            if hasattr(os, "killpg"):
                os.killpg(proc.pid, signal.SIGKILL)
            else:
                proc.kill()
        except (ProcessLookupError, PermissionError):
            pass
    # The limited mode: what left the group holding its pipes, looked for once the group is
    # dead (looked for before, a process forked and left in between stayed behind, holding
    # them, on a busy machine); a holder forking again as it dies is found on the next look.
    for _ in range(3):
        left = _holders(proc)
        for pid in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        if not left:
            break
    proc.wait()
