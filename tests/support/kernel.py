"""Python asked directly, for a test's look at what the notebook's Python holds: the code
goes to the kernel of the notebook on show as JupyterLab sends a cell's (its session's
kernel, after every message the boards sent before it), and its printed output comes back,
with no cell added to the notebook (a cell to add, run, find among the others and read,
as :func:`tests.support.browser.run_code` does, cost a few seconds on a busy machine)."""

from __future__ import annotations

from tests.support.browser import WAIT

ASK = """([code, wait]) => new Promise((resolve, reject) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code });
  let out = "";
  future.onIOPub = (msg) => {
    const c = msg.content, kind = msg.header.msg_type;
    if (kind === "stream") out += c.text;
    else if (kind === "execute_result") out += c.data["text/plain"] + "\\n";
    else if (kind === "error") out += `${c.ename}: ${c.evalue}\\n`;
  };
  const late = setTimeout(() => reject(new Error(`no answer from Python in ${wait} ms`)), wait);
  future.done.then((reply) => { clearTimeout(late); resolve([reply.content.status, out]); },
                   (e) => { clearTimeout(late); reject(e); });
})"""


def python_says(page, code: str) -> str:
    """What ``code`` prints (and its last expression's value) run in the notebook's Python;
    an error raised there fails the test with its words."""
    status, out = page.evaluate(ASK, [code, WAIT])
    assert status == "ok", f"Python refused {code!r}: {out}"
    return out
