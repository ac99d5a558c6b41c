"""The lessons as a learner meets them after Run All.

The lesson notebooks are shipped without outputs, so the tests that check what a learner
reads run each notebook top to bottom in a fresh kernel (nbclient), once per notebook per
test session, and read the outputs of that run. Every cell must run without an error.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


@cache
def executed(name: str):
    """The lesson ``name`` (e.g. "07_roborally") after Run All, as an nbformat notebook."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return nb


def outputs_text(outputs) -> str:
    """The words a learner reads in a cell's outputs (printed text, text and HTML results)."""
    parts = []
    for o in outputs:
        if o.get("output_type") == "stream":
            parts.append("".join(o["text"]))
        for kind in ("text/plain", "text/html"):
            if kind in o.get("data", {}):
                parts.append("".join(o["data"][kind]))
    return "\n".join(parts)
