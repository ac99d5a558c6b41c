"""Driving JupyterLab and the widget from Playwright (shared by the browser tests)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError

from codyroby_lab import codyroby
from codyroby_lab.lessons import kept
from codyroby_lab.ui import save_player

ARTIFACTS = Path(__file__).resolve().parent.parent / "browser" / "artifacts"
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]
LAB_SETTINGS = (("apputils-extension/notification",
                 {"fetchNews": "false", "checkForUpdates": False}),
                ("docmanager-extension/plugin", {"autoStartDefaultKernel": True}),
                ("notebook-extension/tracker", {"windowingMode": "none"}))
ROOT_OK = ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def running_lab(root: Path, work: Path):
    """JupyterLab serving ``work`` on a free loopback port with a token, its config and
    settings under ``root``; yields {base, token, root}; always stopped on the way out."""
    settings = root / "settings" / "@jupyterlab"
    for plugin, values in LAB_SETTINGS:
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    # Kernels talk over Unix sockets in a short folder: TCP ports picked free can be taken
    # by another kernel on a busy machine before this one binds them (ZMQError: Address
    # already in use), and a socket's path must stay under about 100 characters.
    runtime = Path(tempfile.mkdtemp(prefix="lab-", dir="/tmp"))
    env = {**jupyter_env(root), "JUPYTER_RUNTIME_DIR": str(runtime)}
    command = [sys.executable, "-m", "jupyterlab", "--no-browser",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
               f"--ServerApp.root_dir={work}", "--LabApp.news_url=",
               "--LabApp.extension_manager=readonly",
               # window.jupyterapp: the tests open notebooks through it (open_in_app)
               "--LabApp.expose_app_in_browser=True", "--KernelManager.transport=ipc",
               *ROOT_OK]
    try:
        with serving(command, f"{base}/api/status?token={token}", work, env,
                     root / "lab.log"):
            yield {"base": base, "token": token, "root": work}
    finally:
        shutil.rmtree(runtime, ignore_errors=True)


def jupyter_env(root: Path) -> dict[str, str]:
    """The environment of a Jupyter server whose config, runtime files and settings are
    all under ``root`` (none of the user's)."""
    return {**os.environ, "JUPYTER_CONFIG_DIR": str(root / "config"),
            "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(root / "settings"),
            "JUPYTERLAB_WORKSPACES_DIR": str(root / "workspaces"),
            "IPYTHONDIR": str(root / "ipython"), "JUPYTER_PLATFORM_DIRS": "1"}


@contextlib.contextmanager
def serving(command: list[str], ready: str, cwd: Path, env: dict[str, str] | None,
            log_path: Path, timeout: float = 90):
    """A server started with ``command`` in ``cwd`` (output to ``log_path``), once ``ready``
    (a URL) answers 200; always stopped on the way out, with every process it started."""
    with open(log_path, "w") as log:
        proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.time() + timeout
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"{command[2]} exited:\n" + log_path.read_text())
                try:
                    with urllib.request.urlopen(ready, timeout=2) as r:
                        if r.status == 200:
                            break
                except OSError:
                    pass
                if time.time() > deadline:
                    raise RuntimeError(f"{command[2]} did not start:\n" + log_path.read_text())
                time.sleep(0.3)
            yield proc
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(timeout=5)


ORDER = ["north", "east", "south", "west"]
LABEL = re.compile(r"^(?P<name>.*) at (?P<sq>[A-Z]\d+) facing (?P<facing>[a-z-]+)(?P<rest>.*)$")


def turned(label: str, cards: str) -> list[str]:
    """The labels a piece gets from turn cards (L, R) alone, one per card."""
    m = LABEL.match(label)
    assert m, label
    k = ORDER.index(m["facing"])
    out = []
    for c in cards.split():
        k = (k + (-1 if c == "L" else 1)) % 4
        out.append(f"{m['name']} at {m['sq']} facing {ORDER[k]}")
    return out


def open_notebook(page, lab, name: str):
    """Load JupyterLab in ``page`` on the notebook ``name`` and run all its cells."""
    stopped([name])
    # ?reset: a fresh workspace, or a notebook an earlier test left open hides this one's widgets
    page.goto(f"{lab['base']}/lab/tree/{name}?reset&token={lab['token']}")
    run_all(page)


def run_all(page):
    """Once the notebook shown has its cells and an idle kernel, run them all as a learner
    does (Run, Run All Cells) and wait until every cell has run."""
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    idle = page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first
    dialog = page.locator(".jp-Dialog")
    # the kernel starts by itself (LAB_SETTINGS), or JupyterLab asks which one first
    idle.or_(dialog).first.wait_for(timeout=60_000)
    if dialog.count():
        dialog.get_by_role("button", name="Select").click()
    idle.wait_for(timeout=60_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    try:
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    except Exception as e:
        raise AssertionError(f"Run All Cells could not be pressed; the page: {seen(page)}") from e
    try:
        page.wait_for_selector(".cr-widget", timeout=60_000)
    except Exception:
        shot(page, "lab-open-failed")
        raise
    wait_idle(page)


#: what a page shows when a step of :func:`run_all` fails: its open menus, dialogs, tab
#: and focus (CI showed only "waiting for Run All Cells", and a whole worker's pages failed)
SEEN = """() => { const shell = window.jupyterapp.shell, focus = document.activeElement;
  return {menus: [...document.querySelectorAll('.lm-Menu')].map((m) => m.innerText.slice(0, 300)),
    dialogs: [...document.querySelectorAll('.jp-Dialog')].map((d) => d.innerText.slice(0, 300)),
    tab: shell.currentWidget ? shell.currentWidget.title.label : null,
    tabs: [...shell.widgets('main')].map((w) => w.title.label),
    focus: focus ? focus.tagName + '.' + focus.className : null}; }"""


def seen(page) -> str:
    """What :data:`SEEN` finds on ``page``, or why it could not look."""
    try:
        return str(page.evaluate(SEEN))
    except Exception as e:
        return f"(could not look: {e})"


#: a school laptop's page: a 1366x768 screen less the browser's tabs and the taskbar
LAPTOP = {"width": 1366, "height": 650}


@contextlib.contextmanager
def notebook_page(lab, browser, name: str, cells: list[str], viewport: dict | None = None):
    """A page on a new notebook ``name`` (written to the lab's folder) whose code ``cells``
    have all run, then sized to ``viewport`` (e.g. :data:`LAPTOP`) if given; it records dialogs
    (``page.dialogs``) and script errors (``page.js_errors``)."""
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, Path(lab["root"]) / name)
    # (each page starts with no tries kept from an earlier test's notebook in this folder)
    (Path(lab["root"]) / kept.NAME).unlink(missing_ok=True)
    with _notebook(lab, browser, name, viewport) as page:
        yield page


@contextlib.contextmanager
def board_page(lab, browser, name: str, code: str):
    """A laptop's page (:data:`LAPTOP`) on a new notebook ``name`` of one cell ``code``, its
    last board scrolled to the top of the view: yields (page, board)."""
    with notebook_page(lab, browser, name, [code], LAPTOP) as page:
        wait_idle(page)
        w = page.locator(".cr-widget").last
        w.evaluate("w => w.scrollIntoView({block: 'start'})")
        yield page, w


@contextlib.contextmanager
def lesson_page(lab, browser, lesson: Path, viewport: dict | None = None):
    """A page on a copy of the lesson notebook ``lesson`` in the lab's folder, every cell
    run (as a learner's Run All), sized and recording like notebook_page."""
    shutil.copy(lesson, Path(lab["root"]) / lesson.name)
    with _notebook(lab, browser, lesson.name, viewport) as page:
        yield page


#: how long a page of a notebook waits for anything (ms): Python's answer to a board, as
#: every wait on it (``settled``, ``wait_text``...); CI's two cores, busy with both test
#: processes, once took more than Playwright's 30 s to show a refusal under a text box
WAIT = 40_000


@contextlib.contextmanager
def _notebook(lab, browser, name: str, viewport: dict | None):
    """The page of :func:`notebook_page` and :func:`lesson_page`: the test process's
    JupyterLab page (:func:`lab_page`) on the notebook ``name``, all its cells run; its
    tab closed and its kernel stopped on the way out."""
    page = lab_page(lab, browser)
    page.dialogs = []
    page.js_errors = []
    failures, done = len(FAILED), False
    try:
        if hasattr(page, "layout"):
            open_in_app(page, name)
        else:
            open_notebook(page, lab, name)
            page.layout = page.evaluate(LAYOUT)
        if viewport:
            page.set_viewport_size(viewport)
        yield page
        done = len(FAILED) == failures
    finally:
        page.busy = False
        # a page a test failed on is not kept: a failure can leave it unable to open the
        # next notebook (CI: one failed drag, then every page of that worker failed)
        if not done or not page.kept or not cleared(page):
            page.close()
        shut_kernels_soon(lab, [name])


def lab_page(lab, browser):
    """The one JupyterLab page each test process keeps on ``lab`` (``page.kept``), so that
    JupyterLab's scripts load once per process (a full load took 15-21 s on two busy
    cores), or a new page when there is none yet or it is in use (two notebooks open at
    once); either records dialogs (``page.dialogs``) and script errors (``page.js_errors``).
    A page with JupyterLab loaded in it has its ``layout``. A module-scoped page holds the
    kept page to the module's end: a module's tests that open a notebook of their own run
    before its first test on a shared page (pytest runs them in file order)."""
    pages = _LAB_PAGES.setdefault(id(browser), {})
    kept = pages.get(lab["base"])
    if kept is not None and not kept.is_closed() and not kept.busy:
        kept.busy = True
        return kept
    page = browser.new_page()
    page.set_default_timeout(WAIT)
    page.dialogs = []
    page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
    page.js_errors = []
    page.on("pageerror", lambda e: page.js_errors.append(str(e)))
    page.first_viewport = page.viewport_size
    page.kept = page.busy = kept is None or kept.is_closed()
    if page.kept:
        pages[lab["base"]] = page
    return page


#: the tests of this process that failed so far (tests/browser/conftest.py adds them)
FAILED: list[str] = []

#: {id of a browser: {a lab's address: its page}} (see lab_page)
_LAB_PAGES: dict[int, dict] = {}

#: the JupyterLab of a page: its sides as they were loaded (the file browser open on the
#: left, the right side closed), read once and put back before each notebook
LAYOUT = """() => { const shell = window.jupyterapp.shell;
  const left = [...shell.widgets('left')].find((w) => w.isVisible);
  return {left: left ? left.id : null, right: shell.rightCollapsed}; }"""
RESTORE = """(layout) => { const shell = window.jupyterapp.shell;
  shell.mode = 'multiple-document';
  if (layout.left) shell.activateById(layout.left); else shell.collapseLeft();
  if (layout.right) shell.collapseRight();
  for (const el of document.querySelectorAll('*'))
    if (el.scrollTop || el.scrollLeft) { el.scrollTop = 0; el.scrollLeft = 0; }
  window.scrollTo(0, 0); }"""
#: open a notebook as the only tab (JupyterLab shows its Launcher when no tab is left)
OPEN = """(path) => { const app = window.jupyterapp;
  return app.commands.execute('docmanager:open', {path, factory: 'Notebook'}).then((nb) => {
    for (const w of [...app.shell.widgets('main')]) if (w !== nb) w.dispose(); }); }"""
#: close every tab of the main area, unsaved or not (the test is over: nothing to keep)
CLOSE_ALL = """() => { for (const w of [...window.jupyterapp.shell.widgets('main')]) {
  if (w.context) w.context.model.dirty = false;
  w.dispose(); } }"""


def open_in_app(page, name: str):
    """Open the notebook ``name`` in the JupyterLab already loaded in ``page``, as its file
    browser does, with the page as a fresh load leaves it, and run all its cells."""
    stopped([name])
    page.set_viewport_size(page.first_viewport)
    page.evaluate(RESTORE, page.layout)
    try:
        page.evaluate(OPEN, name)
    except PlaywrightError as e:
        # Chromium dropped JupyterLab's open without settling it ("Resulting promise was
        # garbage collected": a module's setup failed so once in a fresh clone, fe47c9fe):
        # the tabs are closed and the notebook opened again, once
        if "garbage collected" not in str(e):
            raise
        page.evaluate(CLOSE_ALL)
        page.evaluate(OPEN, name)
    run_all(page)


def cleared(page) -> bool:
    """Whether ``page`` is back to a JupyterLab with no tab open, no dialog, menu or key
    held, the mouse in its corner, ready for the next notebook (False: close it)."""
    if page.is_closed():
        return False
    try:
        for key in ("Escape", "Escape"):                    # a menu, a dialog, a drag
            page.keyboard.press(key)
        for key in ("Shift", "Control", "Alt", "Meta"):
            page.keyboard.up(key)
        page.mouse.up()
        page.mouse.move(0, 0)
        page.evaluate(CLOSE_ALL)
        page.wait_for_function("() => !document.querySelector('.jp-Notebook, .jp-Dialog, "
                               ".lm-Menu')", timeout=10_000)
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        return True
    except Exception:
        return False


def lab_api(lab, method: str, path: str):
    """The answer of the lab's REST API to ``method`` on ``path`` (e.g. "kernels"), read
    as JSON (None when empty), once every kernel being stopped has stopped (:func:`stopped`)."""
    if not threading.current_thread().name.startswith(STOPPER):
        stopped()
    req = urllib.request.Request(f"{lab['base']}/api/{path}?token={lab['token']}",
                                 method=method, data=b"" if method == "POST" else None)
    with urllib.request.urlopen(req, timeout=60) as reply:  # noqa: S310 - the test's lab
        return json.loads(reply.read() or b"null")


def shut_kernels(lab, names: list[str]) -> None:
    """Stop the kernels of these notebooks once their pages are closed: a kernel left
    running holds its memory for the rest of the session, and every later
    :func:`restart_kernels` would restart it too."""
    for session in lab_api(lab, "GET", "sessions"):
        if session.get("path") in names:
            lab_api(lab, "DELETE", f"sessions/{session['id']}")


#: {a notebook's name: the thread stopping its kernel} (see shut_kernels_soon)
_STOPPING: dict[str, threading.Thread] = {}
STOPPER = "stop-kernels"


def shut_kernels_soon(lab, names: list[str]) -> None:
    """:func:`shut_kernels` in a thread of its own: a kernel takes a second or more to stop
    (1.2-1.8 s per notebook on two busy cores), time the next test spends opening its own.
    Whatever asks the lab about its kernels, or opens one of these notebooks again, waits
    for it first (:func:`stopped`): a notebook opened while its old kernel stops would join
    that kernel's session."""
    thread = threading.Thread(target=shut_kernels, args=(lab, names), name=STOPPER,
                              daemon=True)
    thread.start()
    for name in names:
        _STOPPING[name] = thread


def stopped(names: list[str] | None = None) -> None:
    """Wait until the kernels that :func:`shut_kernels_soon` is stopping (of the notebooks
    ``names`` only, if given) have stopped."""
    for name in list(_STOPPING) if names is None else names:
        thread = _STOPPING.pop(name, None)
        if thread is not None:
            thread.join()


def restart_python(page) -> None:
    """Restart the notebook's Python as a teacher does (Kernel, Restart Kernel..., Restart)
    and wait until JupyterLab says it is idle again: the boards' models in the browser are
    then gone from the kernel. (A restart through the server's API left JupyterLab's status
    short of "Idle" for a minute once, on a loaded CI machine.)"""
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_role("menuitem", name=re.compile(r"^Restart Kernel")).first.click()
    page.locator(".jp-Dialog .jp-mod-accept").filter(has_text="Restart").click()
    page.locator(".jp-Dialog").wait_for(state="detached")
    page.locator(".jp-StatusBar-Widget").filter(has_text="| Idle").first.wait_for(
        timeout=60_000)


def restart_kernels(lab) -> None:
    """Restart every kernel of the lab, as the walk's kernel restart did: the boards' models
    in the browser are then gone from the kernel."""
    for kernel in lab_api(lab, "GET", "kernels"):
        lab_api(lab, "POST", f"kernels/{kernel['id']}/restart")


def wait_idle(page, timeout: int = 60_000):
    page.wait_for_function(
        "() => ![...document.querySelectorAll('.jp-InputArea-prompt')]"
        ".some((p) => p.textContent.includes('*'))", timeout=timeout)


def run_cell(page, code: str):
    """Add a code cell after the last one, run it, return the cell (a Playwright locator)."""
    global _CELLS
    _CELLS += 1
    marker = f"# test cell {_CELLS}"
    cells = page.locator(".jp-Notebook .jp-Cell")
    n = cells.count()
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("Escape")
    cells.nth(n - 1).locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.wait_for_function(f"() => document.querySelectorAll('.jp-Notebook .jp-Cell').length"
                           f" > {n}")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(f"{marker}\n{code}")
    page.keyboard.press("Shift+Enter")
    cell = page.locator(".jp-Notebook .jp-CodeCell").filter(has_text=marker)
    try:
        cell.locator(".jp-InputArea-prompt").filter(has_text=re.compile(r"\[\d+\]")).wait_for(
            timeout=30_000)
    except Exception:
        shot(page, "lab-run-code-failed")
        raise
    return cell


def run_again(page, lab, index: int = 0):
    """Run cell ``index`` of the notebook shown again, in place (a learner's Ctrl+Enter), and
    return its new board once drawn: each test of a module sharing one page gets a board made
    anew by Python (what an earlier test did to the old one is gone with it), for a second
    or two where a new notebook and its kernel took more than ten."""
    # as notebook_page: no tries kept from an earlier board of this folder
    (Path(lab["root"]) / kept.NAME).unlink(missing_ok=True)
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    cell.locator(".cr-widget").evaluate_all("ws => ws.forEach((w) => { w.dataset.old = ''; })")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("Escape")
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Enter")
    board = cell.locator(".cr-widget:not([data-old])").last
    board.wait_for()
    wait_idle(page)
    return board


def run_code(page, code: str) -> str:
    """Run ``code`` in a new cell and return its output text."""
    out = run_cell(page, code).locator(".jp-OutputArea-output")
    return "\n".join(out.nth(i).inner_text() for i in range(out.count()))


_CELLS = 0


@contextlib.contextmanager
def slow_python(page, seconds: float = 1.5):
    """Python answers every board's message ``seconds`` late while inside: what a child
    does before an answer comes (a busy school laptop) is done for sure before it, not by
    luck of timing."""
    late = f"(_time.sleep({seconds}), _Board._answer(self, m))[1]"
    run_code(page, "import time as _time\n"
                   "from codyroby_lab.ui.widget import BoardWidget as _Board\n"
                   f"_Board._answer = _Board.receive\n_Board.receive = lambda self, m: {late}")
    try:
        yield
    finally:
        run_code(page, "_Board.receive = _Board._answer\ndel _Board._answer")


@contextlib.contextmanager
def ack_first(page):
    """Python's answers go out with their values in name order while inside, the ``ack``
    before the ``error``: ipywidgets sends them in a set's order, which changes from one
    Python to the next, so the browser may take an answer before its error arrives (walk
    09p3, fault 1: a refusal then lost the place where it is said)."""
    run_code(page, "from ipywidgets import Widget as _Widget\n"
                   "_Widget._unsorted = _Widget.send_state\n"
                   "_Widget.send_state = lambda self, key=None: _Widget._unsorted("
                   "self, sorted(key) if isinstance(key, set) else key)")
    try:
        yield
    finally:
        run_code(page, "_Widget.send_state = _Widget._unsorted\ndel _Widget._unsorted")


def pieces(widget) -> list[str]:
    return [p.get_attribute("aria-label") for p in widget.locator(".cr-piece").all()]


def boxes(page, *locators) -> list[dict[str, float]]:
    """The bounding boxes of several elements read in one script run, so in one layout: a
    notebook that scrolls between two ``bounding_box()`` calls (an output still growing)
    cannot move one box and not the other."""
    return page.evaluate("els => els.map(e => { const r = e.getBoundingClientRect(); "
                         "return {x: r.x, y: r.y, width: r.width, height: r.height}; })",
                         [loc.element_handle() for loc in locators])


def drag_card(page, widget, card: str):
    """Drag a palette card to the end of the program stack (a real HTML5 drag)."""
    stack = widget.locator(".cr-stack").first
    box = stack.bounding_box()
    widget.locator(f'.cr-palette [data-card="{card}"]').drag_to(
        stack, target_position={"x": 12, "y": box["height"] - 4})


def drag_before(page, widget, card: str, node: int | None):
    """Drag a palette card with the mouse to just before program card ``node`` (None: after
    the last card); while it hovers, the insertion marker must show that place."""
    palette = widget.locator(f'.cr-palette [data-card="{card}"]')
    palette.scroll_into_view_if_needed()                # where a learner's mouse finds it
    source = palette.bounding_box()
    stack = widget.locator(".cr-stack").first
    if node is None:
        box = stack.bounding_box()
        x, y = box["x"] + 20, box["y"] + box["height"] - 4
        marked = stack
        marker = "cr-insert-end"
    else:
        target = widget.locator(f'.cr-stack [data-node="{node}"]')
        box = target.bounding_box()
        x, y = box["x"] + 30, box["y"] + 5
        marked = target
        marker = "cr-insert-before"
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(x, y, steps=8)
    page.mouse.move(x, y + 1, steps=2)
    assert marker in (marked.get_attribute("class") or ""), "no insertion marker where it drops"
    assert widget.locator(".cr-insert-before, .cr-insert-end").count() == 1
    page.mouse.up()
    assert widget.locator(".cr-insert-before, .cr-insert-end").count() == 0


def new_game(widget):
    """Press the board's New game and, when it asks first (something was done on the
    board), Yes."""
    widget.locator(".cr-new-game").click()
    yes = widget.locator(".cr-new-game-yes")
    if yes.is_visible():
        yes.click()


def wait_status(page, widget, words: str):
    """Wait until the line under the widget's buttons says ``words`` (within its text)."""
    page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                           arg=[widget.locator(".cr-status").element_handle(), words],
                           timeout=WAIT)


def wait_text(page, widget, text: str):
    """Wait until the widget's program text box shows ``text`` (Python accepted it): 40 s,
    as every wait on Python's answer (three test processes on two cores)."""
    widget.locator(".cr-program-text").wait_for()
    page.wait_for_function("([el, t]) => el.value === t",
                           arg=[widget.locator(".cr-program-text").element_handle(), text],
                           timeout=WAIT)


def settled(page, widget, timeout: int = WAIT):
    """Wait until the board holds no question unanswered by Python (a late answer redraws
    what it answers: a drag, a text, a click made before it lands on a board drawn anew)."""
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy')",
                           arg=widget.element_handle(), timeout=timeout)


def wait_counter(page, widget, text: str):
    page.wait_for_function("([el, t]) => el.textContent.startsWith(t)",
                           arg=[widget.locator(".cr-counter").element_handle(), text],
                           timeout=WAIT)


def wait_end(page, widget, timeout: int = WAIT):
    """Wait until the widget's replay shows its last step ("step N of N"): a run's replay
    plays out before the board takes another Run. Meanwhile its speed slider stands at its
    fastest (the replay reads the slider at every frame), then goes back to where it was: a
    child's pace, one step a second, is tested where it is the point, not waited out here."""
    slider = widget.locator(".cr-controls .cr-speed").first
    was = slider.evaluate("(s) => { const v = s.value; s.value = s.max; return v; }") \
        if slider.count() else None
    page.wait_for_function(
        "(el) => { const m = /^step ([\\d,]+) of ([\\d,]+)/.exec(el.textContent); "
        "return m && m[1] === m[2]; }",
        arg=widget.locator(".cr-counter").element_handle(), timeout=timeout)
    if was is not None:
        slider.evaluate("(s, v) => { s.value = v; }", was)


def shot(page, name: str, widget=None):
    """Save a screenshot to tests/browser/artifacts (of the widget, if one is given)."""
    ARTIFACTS.mkdir(exist_ok=True)
    if widget is not None:
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    else:
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def open_file(browser, path: Path):
    """A page on the offline player at ``path``, its script errors in ``page.errors``."""
    page = browser.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector(".cr-widget .cr-board")
    return page


def open_player(browser, path, viewport=None):
    """A new page on the standalone player saved at ``path`` (``viewport``: (width, height)),
    its page errors collected in ``page.errors``, once a piece is drawn."""
    page = browser.new_page()
    if viewport:
        page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector(".cr-widget .cr-piece")
    return page


# Is each element whole inside the notebook's visible part (its scroller's box)?
IN_VIEW = """([w, sels]) => {
  let sc = w.parentElement;
  const scrolls = (n) => /(auto|scroll)/.test(getComputedStyle(n).overflowY)
    && n.scrollHeight > n.clientHeight;
  while (sc && !scrolls(sc)) sc = sc.parentElement;
  const v = sc.getBoundingClientRect();
  const out = {};
  for (const s of sels) {
    const el = w.querySelector(s);
    const r = el ? el.getBoundingClientRect() : null;
    out[s] = !!r && r.height > 0 && r.top >= v.top - 1 && r.bottom <= v.bottom + 1
      && r.left >= v.left - 1 && r.right <= v.right + 1;
  }
  out.text = (w.querySelector('.cr-log li.cr-current') || {}).textContent || '';
  return out;
}"""


SEEN = ["svg.cr-board", ".cr-step", ".cr-back", ".cr-log li.cr-current", ".cr-counter"]


# The contrast (WCAG 2) of the text of every control a learner can use, against what is
# behind it (backgrounds composited up to an opaque one; disabled controls are exempt), and
# of every word on the board's picture.
CONTRASTS = """(w) => {
  const rgba = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const weights = [0.2126, 0.7152, 0.0722];
  const lum = (c) => c.slice(0, 3).map(lin).reduce((a, v, i) => a + v * weights[i], 0);
  const behind = (el) => {
    const layers = [];
    for (let n = el; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let out = [255, 255, 255];
    for (const c of layers.reverse()) out = out.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
    return out;
  };
  const out = [];
  // every control, and every element with words of its own (outside the board's picture)
  const own = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const controls = [...w.querySelectorAll('*')].filter((el) => !el.closest('svg') && (own(el)
    || el.matches('button, textarea, select, input[type="number"], input[type="text"]')));
  for (const el of controls) {
    if (el.closest('[disabled], [aria-disabled="true"], [hidden]')) continue;
    if (!el.getClientRects().length) continue;
    const fg = rgba(getComputedStyle(el).color), bg = behind(el);
    const text = fg.slice(0, 3).map((v, i) => v * fg[3] + bg[i] * (1 - fg[3]));
    const [a, b] = [lum(text), lum(bg)].sort((x, y) => y - x);
    const name = el.getAttribute('aria-label') || el.textContent || el.tagName;
    out.push({name: name.trim().slice(0, 30), ratio: (a + 0.05) / (b + 0.05)});
  }
  // every word on show on the board: against its halo (a stroke painted first), else the
  // shape under its middle (the square, the tile, the piece), else the widget; a word a
  // piece covers is not on show
  const svg = w.querySelector('svg.cr-board');
  if (svg) svg.scrollIntoView({block: 'nearest'});
  for (const t of svg ? svg.querySelectorAll('text') : []) {
    if (!t.textContent.trim() || !t.getClientRects().length) continue;
    if (t.closest('[display="none"]')) continue;
    const cs = getComputedStyle(t);
    let bg;
    const halo = cs.paintOrder.startsWith('stroke') && parseFloat(cs.strokeWidth) >= 2;
    if (halo && cs.stroke.startsWith('rgb')) {
      bg = rgba(cs.stroke);
    } else {
      const r = t.getBoundingClientRect();
      const hits = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      const shape = (e) => e.closest('svg') === svg && getComputedStyle(e).fill.startsWith('rgb')
        && !['svg', 'g', 'text', 'tspan', 'title'].includes(e.tagName);
      const at = hits.indexOf(t);
      if (at > 0 && hits.slice(0, at).some(shape)) continue;   // under a piece: not on show
      const under = hits.slice(at + 1).find(shape);
      bg = rgba(under ? getComputedStyle(under).fill : getComputedStyle(w).backgroundColor);
    }
    const [a, b] = [lum(rgba(cs.fill)), lum(bg)].sort((x, y) => y - x);
    out.push({name: `board: ${t.textContent.trim().slice(0, 24)}`, ratio: (a + 0.05) / (b + 0.05)});
  }
  return out;
}"""


def set_theme(page, name: str):
    page.get_by_role("menuitem", name="Settings", exact=True).click()
    page.get_by_text("Theme", exact=True).hover()
    page.get_by_text(name, exact=True).click()
    light = "true" if "Light" in name else "false"
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{light}'")
    page.wait_for_timeout(500)


def to_top(page, w):
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)



# Every word in a desk-check cell fits its column: no "programmi ng", no "Zo om Bot".
WORDS_FIT = """() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const bad = [];
  for (const td of document.querySelectorAll('.cr-desk td, .cr-desk th')) {
    const cs = getComputedStyle(td);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const room = td.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    for (const word of td.textContent.split(/\\s+/).filter(Boolean))
      if (ctx.measureText(word).width > room + 0.5) bad.push(word);
  }
  return bad;
}"""


def themed(page, theme: str):
    page.wait_for_function(f"() => document.querySelector('.cr-widget').dataset.theme "
                           f"=== '{theme}'")


def laptop_player(browser, path, program: str, blocks=()):
    """A page at 1366x650 on the offline player of ``program`` run from A5 facing north on
    a 5x5 board with ``blocks``, saved with its program (its cards show) at ``path``."""
    trace = codyroby.run(program, board=codyroby.Board(5, 5, blocks=list(blocks)), at="A5")
    save_player(trace, path, program=program)
    return open_player(browser, path, viewport=(1366, 650))


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two CSS rgb() colours."""
    def lum(c: str) -> float:
        v = [float(x) / 255 for x in re.findall(r"[\d.]+", c)[:3]]
        v = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in v]
        return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
