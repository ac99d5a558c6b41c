"""Real-browser fixtures: a JupyterLab on a free loopback port with a token, in a temp dir,
always stopped at the end; Debian's Chromium driven by Playwright (never downloaded)."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CODYROBY_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
LESSON = ROOT / "notebooks" / "01_first_programs.ipynb"
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(str(item.fspath)).parent == Path(__file__).parent:
            item.add_marker(pytest.mark.browser)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def lesson_notebook(folder: Path) -> str:
    """The lesson 01 notebook copied into ``folder``, or a stand-in made with nbformat."""
    if LESSON.exists():
        shutil.copy(LESSON, folder / LESSON.name)
        return LESSON.name
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_markdown_cell("# First programs (stand-in for lesson 01)"),
                nbformat.v4.new_code_cell(
                    "from codyroby_lab.ui import CodyRobyBoard\n"
                    "board = CodyRobyBoard({'board': {'width': 5, 'height': 5, "
                    "'blocks': ['C3']}, 'robots': {'roby': {'at': 'A5', 'facing': 'N'}}})\n"
                    "board")]
    name = "lesson_standin.ipynb"
    nbformat.write(nb, folder / name)
    return name


@pytest.fixture(scope="session")
def chromium_path() -> str:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"Chromium is missing at {CHROMIUM}: run 'make chromium' "
                    f"(sudo apt-get install chromium)")
    return CHROMIUM


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A running JupyterLab: yields (base_url, token, root_dir, notebook_name)."""
    root = tmp_path_factory.mktemp("lab")
    work = root / "work"
    work.mkdir()
    name = lesson_notebook(work)
    settings = root / "settings" / "@jupyterlab"
    for plugin, values in (("apputils-extension/notification",
                            {"fetchNews": "false", "checkForUpdates": False}),
                           ("docmanager-extension/plugin", {"autoStartDefaultKernel": True}),
                           ("notebook-extension/tracker", {"windowingMode": "none"})):
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(root / "config"),
           "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
           "JUPYTERLAB_SETTINGS_DIR": str(root / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(root / "workspaces"),
           "IPYTHONDIR": str(root / "ipython"), "JUPYTER_PLATFORM_DIRS": "1"}
    log = open(root / "lab.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
         f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
         f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={work}",
         "--LabApp.news_url=", "--LabApp.extension_manager=readonly",
         "--ServerApp.open_browser=False",
         *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])],
        cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError("JupyterLab exited:\n" + (root / "lab.log").read_text())
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.time() > deadline:
                raise RuntimeError("JupyterLab did not start:\n" + (root / "lab.log").read_text())
            time.sleep(0.3)
        yield {"base": base, "token": token, "root": work, "notebook": name}
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
        log.close()


@pytest.fixture(scope="session")
def browser(chromium_path, tmp_path_factory):
    """A headless Chromium context (empty temp profile) and a place for screenshots."""
    from playwright.sync_api import sync_playwright
    ARTIFACTS.mkdir(exist_ok=True)
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(profile), executable_path=chromium_path, headless=True, args=CHROME_ARGS,
            viewport={"width": 1280, "height": 1000})
        try:
            yield ctx
        finally:
            ctx.close()
