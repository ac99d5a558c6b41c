"""The exporter a course's ``nbgrader_config.py`` names (``codyroby-lab nbgrader`` writes it):
nbgrader's own, except that a submission that is empty or not a notebook is graded as a
notebook with no answers (0 points) and reported in one plain line, where nbgrader stopped
``autograde`` with a traceback and exit status 1.

>>> import io
>>> nb, _ = Exporter().from_file(io.StringIO(""))
>>> nb.count("no answers")
1
"""

from __future__ import annotations

from typing import Any

import nbformat
from nbconvert.exporters import NotebookExporter


class Exporter(NotebookExporter):  # type: ignore[misc]
    """nbgrader's notebook exporter, forgiving a submission it cannot read."""

    def from_file(self, file_stream: Any, resources: Any = None, **kw: Any) -> Any:
        try:
            nb = nbformat.reads(file_stream.read(), as_version=4)
        except Exception as e:  # empty, cut short, not JSON, not a notebook
            name = getattr(file_stream, "name", "a submission")
            self.log.warning("%s is empty or not a notebook (%s): graded as a notebook with "
                             "no answers", name, str(e)[:100])
            nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
                "# the submission was empty or not a notebook: no answers")])
        return self.from_notebook_node(nb, resources=resources, **kw)
