"""The project's public conformance cases (vendored) and the shared folder, when present.

The public cases are copied from ``../shared/conformance`` into ``tests/conformance/public``
so the tests stand alone; a test checks the copy still equals the shared folder whenever a
``../shared`` lies beside the clone (CI; a local clone finds it beside the repository it was
cloned from). Only tests that need the rulebooks' text skip without it.
"""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "tests" / "conformance" / "public"


def _origin() -> Path | None:
    try:
        url = subprocess.run(["git", "-C", str(ROOT), "config", "--get", "remote.origin.url"],
                             capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return Path(url) if url.startswith("/") else None


def shared_dir() -> Path | None:
    """``shared/`` beside the clone (or beside the repository it was cloned from), or None."""
    origin = _origin()
    candidates = [ROOT.parent / "shared"] + ([origin.parent / "shared"] if origin else [])
    return next((c for c in candidates if (c / "conformance").is_dir()), None)


SHARED = shared_dir()
NO_SHARED = "needs ../shared beside the clone (the rulebooks' text); the tests stand alone " \
            "without it"
