"""Where a class's notebooks are graded: ``--workers`` threads on this machine (each waits
on its notebook's kernel, a process of its own in the sandbox) or the workers of a Dask
cluster (``--scheduler``, the ``[dask]`` extra: ``dask.distributed``). Either is a
:class:`concurrent.futures.Executor`; :func:`codyroby_lab.grading.grade_class` submits one
job per notebook and reads the results in the submissions' order.

>>> with pool(2) as (executor, isolated):
...     [f.result() for f in [executor.submit(len, "ab"), executor.submit(len, "abc")]]
[2, 3]
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import re
from collections.abc import Iterator
from concurrent.futures import Executor

from codyroby_lab.core import sandbox
from codyroby_lab.core.errors import SetupError

#: The most notebooks graded at a time on one machine (``--workers``).
MAX_WORKERS = 64

#: How long ``--scheduler`` tries to reach the scheduler before it says it cannot (Dask
#: tries again and again until then: a cluster's scheduler may still be starting).
CONNECT_TIMEOUT = "10s"


def worker_count(value: str | int) -> int:
    """``--workers``: a whole number from 1 to :data:`MAX_WORKERS` (or its text), else a
    SetupError in plain words.

    >>> worker_count("2"), worker_count(3)
    (2, 3)
    >>> worker_count("two")
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.SetupError: --workers: must be a whole number from 1 to 64, not 'two'
    """
    text = str(value)
    if isinstance(value, bool) or not re.fullmatch(r"[0-9]{1,3}", text) or not (
            1 <= int(text) <= MAX_WORKERS):
        raise SetupError("--workers", f"must be a whole number from 1 to {MAX_WORKERS}, "
                                      f"not {text[:20]!r}")
    return int(text)


@contextlib.contextmanager
def pool(workers: int = 1, scheduler: str | None = None) -> Iterator[tuple[Executor, str]]:
    """Where the notebooks are graded, and how each is kept apart
    (:func:`~codyroby_lab.core.sandbox.isolation`):
    ``workers`` threads here (each waits on its notebook's kernel, a process of its own),
    or the workers of the Dask cluster at ``scheduler`` (the ``[dask]`` extra), else a
    SetupError naming the address."""
    if scheduler is None:
        with concurrent.futures.ThreadPoolExecutor(worker_count(workers)) as threads:
            yield threads, sandbox.isolation()
        return
    try:
        from distributed import Client
    except ImportError:
        raise SetupError("--scheduler", "dask.distributed is not installed: "
                                        "pip install 'codyroby-lab[dask]'") from None
    try:
        client = Client(scheduler, timeout=CONNECT_TIMEOUT)
    except Exception as e:  # unreachable, refused, not an address: the teacher's to fix
        why = f"{type(e).__name__}: {str(e)[:150]}"
        raise SetupError("--scheduler", f"cannot reach a Dask scheduler at "
                                        f"{scheduler[:80]!r} ({why})") from None
    try:
        kinds = sorted(set(client.run(sandbox.isolation).values()))
        yield client.get_executor(), "; ".join(kinds) or sandbox.isolation()
    finally:
        client.close()
