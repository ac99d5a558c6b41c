"""This Linux as the sandbox finds Windows (issue 36): no namespaces, no resource limits, no
process groups or sessions, no owners of files to change, ``select`` waiting on sockets
only, never on pipes, and ``sys.platform`` "win32" (the grader's kernel then listens on TCP). The
programs started are still Linux's: what is simulated is what the referee and the sandbox
may use."""

import functools
import os
import select
import socket
import sys

from codyroby_lab.core import limits, sandbox


def as_windows(monkeypatch):
    """Make the sandbox see Windows until ``monkeypatch`` undoes it."""
    real = select.select

    def sockets_only(rlist, wlist, xlist, *timeout):
        if not all(isinstance(f, socket.socket) for f in [*rlist, *wlist, *xlist]):
            raise OSError(10038, "An operation was attempted on something that is not a socket")
        return real(rlist, wlist, xlist, *timeout)

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delenv(sandbox.MODE, raising=False)  # (what Windows has, not what was asked)
    monkeypatch.setattr(limits, "resource", None)
    for name in ("killpg", "setsid", "getpgid", "chown"):
        monkeypatch.delattr(os, name)
    monkeypatch.setattr(select, "select", sockets_only)
    # (a fresh cache of whether namespaces run here; the real one is back afterwards)
    monkeypatch.setattr(sandbox, "_namespaces", functools.cache(sandbox._namespaces.__wrapped__))
