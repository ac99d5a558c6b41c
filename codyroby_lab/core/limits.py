"""The first step inside the sandbox: set the resource limits, then become the program.

Run as a file, before anything else is imported (``python -I -S limits.py CPU MEMORY
PROCESSES FILE_BYTES OPEN_FILES USER -- PROGRAM ARGS...``), it sets each limit this system
has (``resource``; Windows has none), drops to ``USER`` when it is not ``-`` (root inside
the sandbox's namespaces becomes an ordinary user, whose limit on processes holds), and
replaces itself with the program (``os.execv``): no process of its own stays.

>>> parse(["60", "1024", "8", "4096", "32", "-", "--", "/bin/true", "x"])
((60, 1024, 8, 4096, 32), None, ['/bin/true', 'x'])
"""

from __future__ import annotations

import os
import sys

try:  # every POSIX system; not Windows
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

# the limit each field of sandbox.Limits sets, in order
NAMES = ("RLIMIT_CPU", "RLIMIT_AS", "RLIMIT_NPROC", "RLIMIT_FSIZE", "RLIMIT_NOFILE")


def parse(args: list[str]) -> tuple[tuple[int, ...], int | None, list[str]]:
    """The limits, the user to become (None: stay) and the program, from the arguments."""
    split = args.index("--")
    values = tuple(int(a) for a in args[:5])
    user = None if args[5] == "-" else int(args[5])
    return values, user, args[split + 1:]


def apply(values: tuple[int, ...]) -> list[str]:
    """Set each limit this system has, at most where it already is; the ones it refused."""
    refused = []
    for name, value in zip(NAMES, values, strict=True):
        which = getattr(resource, name, None) if resource is not None else None
        if which is None:
            refused.append(name)
            continue
        soft, hard = resource.getrlimit(which)
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):  # e.g. macOS refuses some address-space limits
            refused.append(name)
    return refused


def become(user: int) -> None:
    """Drop every privilege: no extra groups, ``user`` as group and user."""
    os.setgroups([])
    os.setgid(user)
    os.setuid(user)


def main(args: list[str]) -> None:
    values, user, program = parse(args)
    apply(values)
    if user is not None:
        become(user)
    os.execv(program[0], program)


if __name__ == "__main__":
    main(sys.argv[1:])
