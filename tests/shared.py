"""Where the project's shared folder (rulebooks, public conformance cases) lies.

CI puts a copy of ``shared/`` beside the clone; a fresh local clone (tools/fresh-clone-check)
finds it beside the repository it was cloned from.
"""

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _origin() -> Path | None:
    try:
        url = subprocess.run(["git", "-C", str(ROOT), "config", "--get", "remote.origin.url"],
                             capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return Path(url) if url.startswith("/") else None


def shared_dir() -> Path:
    origin = _origin()
    candidates = [ROOT.parent / "shared"] + ([origin.parent / "shared"] if origin else [])
    for c in candidates:
        if (c / "conformance").is_dir():
            return c
    return candidates[0]


SHARED = shared_dir()
