"""Never evaluate user text; render it as text; keep the code lint-clean and type-clean."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _files(folder, pattern):
    return [p for p in (ROOT / folder).rglob(pattern) if ".venv" not in p.parts]


# The one place code that is not the package's own is compiled: a learner's Robin strategy is
# the learner's own program, and it runs in its own process, which never held a game
# (games/robin/sandbox.py, the child's side); nothing it sends back is evaluated.
STRATEGY_PROCESS = ROOT / "codyroby_lab" / "games" / "robin" / "sandbox.py"
# And the grader runs the lesson's own code (a shipped lesson or the teacher's, never the
# learner's copy): the cells that set an exercise's names, and the check's call, on the
# learner's answers taken out of the kernel as plain data (grading.py).
GRADER = ROOT / "codyroby_lab" / "grading.py"
COMPILED = {STRATEGY_PROCESS: 2, GRADER: 2}


def _compiles(line):
    return line.lstrip().startswith(("exec(compile(", "result = eval(compile(exercise.call"))


def test_no_eval_exec_or_pickle_in_the_package():
    bad = re.compile(r"\b(eval|exec)\s*\(|\bpickle\b|\bmarshal\b|yaml\.load\(")
    hits = [f"{p}:{i}" for p in _files("codyroby_lab", "*.py")
            for i, line in enumerate(p.read_text().splitlines(), 1) if bad.search(line)
            and "os.execv" not in line and not (p in COMPILED and _compiles(line))]
    assert not hits
    for p, n in COMPILED.items():  # the strategy's function and its helpers; the lesson's
        assert sum(map(_compiles, p.read_text().splitlines())) == n  # cells and its call


def test_browser_code_never_renders_text_as_html():
    bad = re.compile(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|"
                     r"new Function\(")
    hits = [f"{p}:{i}" for p in _files("widgets", "*.js")
            for i, line in enumerate(p.read_text().splitlines(), 1)
            if bad.search(line.split("//")[0]) and not line.lstrip().startswith("*")]
    assert not hits


# The board's elements around an editor (widgets/board.js); an editor gets from the board
# what it may use (its ctx, the hooks the board calls), never by reaching up to them.
BOARD_ELEMENTS = re.compile(r"\.cr-widget\b|cr-board-box|\broot\.closest\(|\.parentElement\b|"
                            r"getRootNode\(|\bdocument\.(querySelector|getElement)")


def test_no_editor_reaches_outside_its_element():
    hits = [f"{p.name}:{i}: {line.strip()}" for p in _files("widgets/editors", "*.js")
            for i, line in enumerate(p.read_text().splitlines(), 1)
            if BOARD_ELEMENTS.search(line.split("//")[0])]
    assert not hits


def test_ruff_is_clean():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent))
    assert ruff, "ruff is installed with the dev extra"
    out = subprocess.run([ruff, "check", "--quiet", str(ROOT)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_is_clean():
    """mypy over the whole package (pyproject's [tool.mypy]) reports no error. It runs here,
    beside the other tests, rather than before them: on two cores its 20 s of a fresh clone's
    first check overlap the browser tests' waits."""
    mypy = shutil.which("mypy", path=str(Path(sys.executable).parent))
    assert mypy, "mypy is installed with the dev extra"
    out = subprocess.run([mypy], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
