"""Installing as a teacher or a learner does: the wheel alone in a fresh environment (with
only ipykernel and nbclient, which any notebook front end brings) runs every shipped lesson
with no error cell, carries every page for teachers and pulls no JupyterLab; `make lite`
builds a JupyterLite site offline; copies carry no stale output.

The wheel is built once per run (tests/conftest.py); pip's cache serves the fresh
environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat

from codyroby_lab.copies import copy_lessons, for_teachers, shipped_lessons
from codyroby_lab.guide import PAGES

ROOT = Path(__file__).resolve().parent.parent
OFFLINE = {"HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
           "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9",
           "PIP_NO_INDEX": "1"}

#: every lesson in the folder argv[1] run in a kernel of its own, two at a time (the other
#: test process may be done: the suite's last minutes are often this test alone); prints
#: each lesson's error cells
RUN_LESSONS = r"""
import asyncio, json, sys, tempfile
from pathlib import Path
import nbformat
from nbclient import NotebookClient

async def errors(path, two):
    nb = nbformat.read(path, 4)
    async with two:
        with tempfile.TemporaryDirectory() as cwd:
            await NotebookClient(nb, timeout=600, kernel_name="python3", allow_errors=True,
                                 resources={"metadata": {"path": cwd}}).async_execute()
    return path.name, [f"cell {i}: {o['ename']}: {o['evalue'][:200]}"
                       for i, c in enumerate(nb.cells) for o in c.get("outputs", [])
                       if o["output_type"] == "error"]

async def main():
    two = asyncio.Semaphore(2)
    paths = sorted(Path(sys.argv[1]).glob("*.ipynb"))
    return dict(await asyncio.gather(*(errors(p, two) for p in paths)))

print(json.dumps(asyncio.run(main())))
"""

#: `codyroby-lab guide PAGE --path` for each page named, exiting with the worst exit code
GUIDE_PATHS = """
import sys
from codyroby_lab.cli import main
sys.exit(max(main(["guide", page, "--path"]) for page in sys.argv[1:]))
"""


def run(cmd, **kw):
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    assert done.returncode == 0, f"{cmd}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def test_the_wheel_carries_the_lessons_and_nothing_they_wrote(wheel):
    """A checkout where the lessons ran holds what they wrote beside them (the kept
    programs and tries, lesson 05's my_boards/): none of it goes into the wheel."""
    shipped = sorted(n.removeprefix("codyroby_lab/notebooks/")
                     for n in zipfile.ZipFile(wheel).namelist()
                     if n.startswith("codyroby_lab/notebooks/"))
    assert shipped == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


def test_the_wheel_carries_every_catalog_compiled(wheel):
    """Issue 35: gettext reads the .mo that building the package compiled from each .po."""
    import gettext
    import io
    names = zipfile.ZipFile(wheel).namelist()
    pos = sorted(p for p in names if p.startswith("codyroby_lab/locale/") and p.endswith(".po"))
    assert pos
    for po in pos:
        mo = zipfile.ZipFile(wheel).read(po[:-3] + ".mo")
        words = gettext.GNUTranslations(io.BytesIO(mo))
        assert words.ngettext("{n} step; halt: {halt}", "{n} steps; halt: {halt}", 2) \
            != "{n} steps; halt: {halt}", po


def test_the_wheel_alone_runs_every_lesson_and_pulls_no_jupyterlab(wheel, tmp_path):
    # pip installs from this Python into the fresh one (no pip of its own to set up) and
    # compiles nothing ahead: the lessons' kernels compile what they import, once
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv], timeout=300)
    py, bin_ = venv / "bin" / "python", venv / "bin"
    run([sys.executable, "-m", "pip", "--python", py, "install", "--quiet", "--no-compile",
         "--disable-pip-version-check", wheel, "ipykernel", "nbclient"], timeout=900)
    names = run([py, "-c", "import importlib.metadata as m; print('\\n'.join(sorted("
                 "d.metadata['Name'].lower().replace('_', '-') for d in m.distributions())))"]
                ).stdout.split()
    assert "codyroby-lab" in names
    assert not {"jupyterlab", "jupyter-server", "notebook", "nbgrader"} & set(names), names

    home = {**os.environ, "JUPYTER_DATA_DIR": str(tmp_path / "data"),  # only the venv's
            "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),             # kernel is seen
            "IPYTHONDIR": str(tmp_path / "ipython"), "MPLBACKEND": "Agg",
            "PATH": f"{bin_}{os.pathsep}{os.environ.get('PATH', '')}"}
    home.pop("PYTHONDONTWRITEBYTECODE", None)
    lab = subprocess.run([bin_ / "codyroby-lab", "lab", "--dir", tmp_path / "x"],
                         capture_output=True, text=True, env=home, timeout=120)
    assert lab.returncode == 2 and len(lab.stderr.strip().splitlines()) == 1
    assert "pip install 'codyroby-lab[lab]'" in lab.stderr and not (tmp_path / "x").exists()

    # every page for teachers is installed, and read from the install (the command's own
    # code, every page in one Python: a Python started per page took seconds each)
    where = run([py, "-c", GUIDE_PATHS, *PAGES], env=home, cwd=tmp_path).stdout.splitlines()
    assert len(where) == len(PAGES) and all(Path(w).is_relative_to(venv) for w in where), where

    copies = tmp_path / "lessons"
    run([bin_ / "codyroby-lab", "lessons", copies, "--teacher"], env=home, timeout=120)
    shipped = sorted(p.name for p in shipped_lessons())
    assert sorted(p.name for p in copies.glob("*.ipynb")) == shipped and len(shipped) >= 9
    errors = json.loads(run([py, "-c", RUN_LESSONS, copies], env=home, cwd=tmp_path,
                            timeout=1800).stdout.splitlines()[-1])
    assert sorted(errors) == shipped
    assert errors == {name: [] for name in shipped}


def tiny_wheel(folder: Path, name: str) -> Path:
    """A wheel of an empty package ``name`` 1.0 (an extra wheel a site may carry)."""
    folder.mkdir(exist_ok=True)
    info = f"{name}-1.0.dist-info"
    path = folder / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(f"{name}/__init__.py", "")
        z.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
        z.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: test\n"
                                    "Root-Is-Purelib: true\nTag: py3-none-any\n")
        z.writestr(f"{info}/RECORD", "")
    return path


def test_make_lite_builds_a_site_offline(wheel, tmp_path):
    site = tmp_path / "lite" / "site"
    extra = [tiny_wheel(tmp_path / "extra", n) for n in ("extraone", "extratwo")]
    # -o: the installed .venv is taken as it is (never reinstalled from an index here)
    run(["make", "-s", "-C", ROOT, "-o", ".venv/.installed", "lite",
         f"LITE={tmp_path / 'lite'}", f"WHEEL={wheel}", f"EXTRA_WHEELS={tmp_path / 'extra'}"],
        env={**os.environ, **OFFLINE}, timeout=900)
    assert (site / "lab" / "index.html").is_file() and (site / "index.html").is_file()
    listed = json.loads((site / "api" / "contents" / "all.json").read_text())["content"]
    shipped = sorted(p.name for p in shipped_lessons() if not for_teachers(p))
    assert sorted(item["name"] for item in listed) == shipped
    for name in shipped:  # each copy starts by installing the package, and runs clean
        nb = nbformat.read(site / "files" / name, 4)
        assert "%pip install -q codyroby-lab" in nb.cells[0].source
        assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")
    index = json.loads((site / "pypi" / "all.json").read_text())
    assert wheel.name in {f["filename"] for r in index["codyroby-lab"]["releases"].values()
                          for f in r}
    assert (site / "pypi" / wheel.name).read_bytes() == wheel.read_bytes()
    for w in extra:                 # every wheel given is in the index, not only the first
        assert w.name in {f["filename"] for r in index[w.name.split("-")[0]]["releases"].values()
                          for f in r}
    config = (site / "jupyter-lite.json").read_text()
    assert "pipliteUrls" in config  # the kernel looks in the site's own index first
    # the Pyodide kernel and the board's front end, and no other extension of .venv's
    assert sorted(p.name for p in (site / "extensions").iterdir()) == [
        "@jupyter-widgets", "@jupyterlite", "anywidget"]


def test_copies_carry_no_outputs_and_no_widget_state(tmp_path):
    copied = copy_lessons(tmp_path, teacher=True)
    assert len(copied) == len(shipped_lessons())
    for path in copied:
        nb = nbformat.read(path, 4)
        assert "widgets" not in nb.metadata
        for cell in nb.cells:
            assert not {"execution", "widgets"} & set(cell.metadata)
            if cell.cell_type == "code":
                assert cell.outputs == [] and cell.execution_count is None
    mine = copied[0]
    mine.write_text("my work")
    assert copy_lessons(tmp_path) == [] and mine.read_text() == "my work"


def test_a_copy_names_the_python_that_opens_it(tmp_path):
    """JupyterLab writes the kernel's Python version into a notebook it opens: a copy that
    named another one would open marked unsaved on a machine with another Python."""
    import platform
    for path in copy_lessons(tmp_path):
        assert nbformat.read(path, 4).metadata.language_info.version == \
            platform.python_version()


def test_copying_into_a_file_is_a_clear_error(tmp_path, capsys):
    from codyroby_lab.cli import main
    (tmp_path / "f").write_text("x")
    assert main(["lessons", str(tmp_path / "f")]) == 2
    assert "is there already and is not a folder" in capsys.readouterr().err
