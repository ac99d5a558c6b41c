"""The learners' sandbox (codyroby_lab/core/sandbox.py, issue 36): what a program in it
can reach, in namespaces (bubblewrap) and in the limited mode."""

import os
import socket
import subprocess
import sys
import time

import pytest

from codyroby_lab.core import sandbox
from codyroby_lab.core.errors import SetupError
from tests.support.windows import as_windows

NAMESPACES = sandbox.isolation() == "namespaces (bubblewrap)"
needs_namespaces = pytest.mark.skipif(not NAMESPACES, reason=sandbox.isolation())
MODES = [pytest.param(None, marks=needs_namespaces, id="namespaces"),
         pytest.param(False, id="limits-only")]


def run(code, scratch, *, namespaces=None, timeout=30, **kwargs):
    """What ``code`` prints in the sandbox, and its exit code."""
    proc = sandbox.start([sys.executable, "-I", "-c", code], scratch, namespaces=namespaces,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **kwargs)
    try:
        out, _ = proc.communicate(timeout=timeout)
    finally:
        sandbox.stop(proc)
    return out.decode(errors="replace").strip(), proc.returncode


@needs_namespaces
def test_in_namespaces_a_program_sees_no_other_process_file_or_network(tmp_path):
    secret = tmp_path / "other" / "learner.ipynb"
    secret.parent.mkdir()
    secret.write_text("answers")
    with socket.create_server(("127.0.0.1", 0)) as server:
        code = ("import os, socket\n"
                "seen = [p for p in os.listdir('/proc') if p.isdigit()]\n"
                f"try:\n    open({str(secret)!r}).read(); print('read')\n"
                "except OSError: pass\n"
                f"try:\n    socket.create_connection(('127.0.0.1', {server.getsockname()[1]}),"
                " timeout=1); print('net')\nexcept OSError: pass\n"
                "for p in ('/work', '/root', '/home', '/etc'):\n"
                "    try:\n        open(p + '/x', 'w'); print('wrote', p)\n"
                "    except OSError: pass\n"
                "print(len(seen) <= 4, os.getcwd())")
        scratch = tmp_path / "scratch"
        scratch.mkdir()
        out, code_ = run(code, scratch)
    assert (out, code_) == (f"True {scratch}", 0)


@pytest.mark.parametrize("namespaces", MODES)
def test_the_program_gets_a_clean_environment_and_limits(tmp_path, namespaces, monkeypatch):
    monkeypatch.setenv("W36_TOKEN", "secret")
    code = ("import os, resource, sys\n"
            "print('W36_TOKEN' in os.environ, sys.flags.isolated, os.getcwd(),\n"
            "      resource.getrlimit(resource.RLIMIT_FSIZE)[0])")
    limits = sandbox.Limits(file_bytes=4096)
    out, _ = run(code, tmp_path, namespaces=namespaces, limits=limits)
    assert out == f"False 1 {tmp_path} 4096"


@pytest.mark.parametrize("namespaces", MODES)
def test_a_file_over_the_cap_cannot_be_written(tmp_path, namespaces):
    code = ("import signal\nsignal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
            "try:\n    open('big', 'wb').write(b'x' * 100_000); print('wrote')\n"
            "except OSError as e: print('refused')")
    out, _ = run(code, tmp_path, namespaces=namespaces, limits=sandbox.Limits(file_bytes=4096))
    assert out == "refused"


@pytest.mark.parametrize("namespaces", MODES)
def test_stop_ends_the_program_and_what_it_started(tmp_path, namespaces):
    mark = f"36.{os.getpid()}1"
    code = (f"import os, time\nif os.fork() == 0:\n    os.setsid()\n"
            f"    os.execv('/bin/sleep', ['sleep', {mark!r}])\ntime.sleep(30)")
    proc = sandbox.start([sys.executable, "-I", "-c", code], tmp_path, namespaces=namespaces)
    time.sleep(1.0)
    sandbox.stop(proc)
    left = [p for p in os.listdir("/proc") if p.isdigit() and _cmdline(p) == f"sleep\0{mark}\0"]
    for p in left:  # (the limited mode cannot follow a process into a session of its own)
        os.kill(int(p), 9)
    assert proc.returncode is not None
    assert not left or namespaces is False


def _cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline") as f:
            return f.read()
    except OSError:
        return ""


def test_the_limited_mode_is_said_in_plain_words(monkeypatch):
    assert sandbox.isolation(False) == "limits only: asked for"
    assert sandbox.command(["/bin/true"], "/tmp", namespaces=False)[:3] == [
        sys.executable, "-I", "-S"]


def test_as_on_windows_a_program_runs_isolated_with_no_limits_and_stop_ends_it(
        tmp_path, monkeypatch):
    """Issue 36: no namespaces, no resource limits, no process groups: the program runs
    itself (nothing sets limits first), isolated, in a clean environment, and is stopped."""
    as_windows(monkeypatch)
    monkeypatch.setenv("W36_TOKEN", "secret")
    assert sandbox.isolation() == ("isolated Python only: win32 has no namespaces; this "
                                   "system has no resource limits")
    argv = [sys.executable, "-I", "-c",
            "import os, sys, time\n"
            "print('W36_TOKEN' in os.environ, sys.flags.isolated, os.getcwd(), flush=True)\n"
            "time.sleep(60)"]
    assert sandbox.command(argv, tmp_path) == argv
    proc = sandbox.start(argv, tmp_path, stdout=subprocess.PIPE)
    try:
        said = proc.stdout.readline().decode().strip()
    finally:
        sandbox.stop(proc)
        proc.stdout.close()
    assert said == f"False 1 {tmp_path}" and proc.returncode is not None


def test_a_python_with_no_resource_limits_imports_the_sandbox_and_says_so():
    """Windows' Python has no ``resource``: nothing fails to import, and the table says
    what held."""
    code = ("import sys\nsys.modules['resource'] = None\n"
            "from codyroby_lab.core import sandbox\n"
            "from codyroby_lab.games.robin.tournament import sandbox_words\n"
            "print(sandbox_words(sandbox.isolation(False)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.stdout.strip() == (
        "Sandbox: each strategy ran with a limit on its time only (for the teacher: isolated "
        "Python only: asked for; this system has no resource limits)."), done.stderr[-500:]


def test_bad_limits_and_scratch_are_setup_errors(tmp_path):
    with pytest.raises(SetupError, match="limits.processes"):
        sandbox.Limits(processes=0)
    with pytest.raises(SetupError, match="scratch"):
        sandbox.command(["/bin/true"], tmp_path / "missing")


@needs_namespaces
def test_a_program_that_fills_its_processes_leaves_another_its_own(tmp_path):
    """Issue 36: each program is its own user, so its limit on processes is its own (all as
    one user, a fork bomb at its cap stopped a fair strategy's process from starting)."""
    bomb_scratch, fair_scratch = tmp_path / "bomb", tmp_path / "fair"
    bomb_scratch.mkdir()
    fair_scratch.mkdir()
    limits = sandbox.Limits(processes=8)
    bomb = sandbox.start([sys.executable, "-I", "-c",
                          "import os, time\n"
                          "for _ in range(50):\n"
                          "    try:\n        os.fork() or time.sleep(60)\n"
                          "    except OSError: break\n"
                          "print('full', flush=True); time.sleep(60)"],
                         bomb_scratch, limits=limits, stdout=subprocess.PIPE)
    try:
        assert bomb.stdout.readline() == b"full\n"
        out, code = run("import threading, os\nt = threading.Thread(target=print)\n"
                        "t.start(); t.join()\npid = os.fork()\npid or os._exit(0)\n"
                        "os.waitpid(pid, 0); print('forked')",
                        fair_scratch, limits=limits)
    finally:
        sandbox.stop(bomb)
    assert (out.splitlines()[-1], code) == ("forked", 0)
    if os.geteuid() == 0:  # root's programs: two users of their own, neither root's
        assert os.stat(bomb_scratch).st_uid != os.stat(fair_scratch).st_uid
        assert 0 not in (os.stat(bomb_scratch).st_uid, os.stat(fair_scratch).st_uid)
