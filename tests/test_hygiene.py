"""Never evaluate user text; render it as text; keep the code lint-clean."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _files(folder, pattern):
    return [p for p in (ROOT / folder).rglob(pattern) if ".venv" not in p.parts]


def test_no_eval_exec_or_pickle_in_the_package():
    bad = re.compile(r"\b(eval|exec)\s*\(|\bpickle\b|\bmarshal\b|yaml\.load\(")
    hits = [f"{p}:{i}" for p in _files("codyroby_lab", "*.py")
            for i, line in enumerate(p.read_text().splitlines(), 1) if bad.search(line)
            and "os.execv" not in line]
    assert not hits


def test_browser_code_never_renders_text_as_html():
    bad = re.compile(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|"
                     r"new Function\(")
    hits = [f"{p}:{i}" for p in _files("widgets", "*.js")
            for i, line in enumerate(p.read_text().splitlines(), 1)
            if bad.search(line.split("//")[0]) and not line.lstrip().startswith("*")]
    assert not hits


def test_ruff_is_clean():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent))
    assert ruff, "ruff is installed with the dev extra"
    out = subprocess.run([ruff, "check", "--quiet", str(ROOT)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
