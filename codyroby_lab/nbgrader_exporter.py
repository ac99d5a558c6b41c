"""What a course's ``nbgrader_config.py`` names (``codyroby-lab nbgrader`` writes it):

- :class:`Exporter`: nbgrader's own, except that a submission that is empty or not a
  notebook is graded as a notebook with no answers (0 points) and reported in one plain
  line, where nbgrader stopped ``autograde`` with a traceback and exit status 1;
- :class:`CheckAnswers` (:func:`autograde_steps`): each test cell's outcome made anew in
  nbgrader's own process from the answers the cell handed out as data, so a notebook that
  replaces what its test cells call earns only what its answers earn; the first check after
  the notebook printed or showed more than its kernel keeps says that the rest was left out.

>>> import io
>>> nb, _ = Exporter().from_file(io.StringIO(""))
>>> nb.count("no answers")
1
"""

from __future__ import annotations

from typing import Any

import nbformat
from nbconvert.exporters import NotebookExporter
from nbconvert.preprocessors import Preprocessor
from traitlets import Bool

from codyroby_lab import grading
from codyroby_lab.handing_in import ANSWER_MIME


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


class CheckAnswers(Preprocessor):  # type: ignore[misc]
    """After nbgrader has run a submission: each autograded test cell
    (:func:`~codyroby_lab.grading.must_pass`) gets as its only output the outcome of its
    check run here, outside the learner's kernel, on the answers it handed out
    (:data:`ANSWER_MIME`, untrusted data: the last one shown): the check's words when it is
    solved, else an error carrying them (no point). What the cell printed or raised in the
    learner's kernel is not read. (On whenever a course names it: nbconvert's own steps
    are off until a config turns them on.)

    >>> CheckAnswers().enabled
    True
    >>> cell = nbformat.v4.new_code_cell("grading.must_pass('01', 0, globals())",
    ...     metadata={"nbgrader": {"grade": True}}, outputs=[nbformat.v4.new_output(
    ...         "stream", text="✔ Right!")])
    >>> cell, _ = CheckAnswers().preprocess_cell(cell, {}, 0)
    >>> cell.outputs[0].evalue
    '✘ The check could not run: the answers could not be read.'
    """

    enabled = Bool(True).tag(config=True)
    cut_said = False  # (a notebook's flood of output is said once, in its first check)

    def preprocess(self, nb: Any, resources: Any) -> tuple[Any, Any]:
        self.cut_said = False
        return super().preprocess(nb, resources)

    def preprocess_cell(self, cell: Any, resources: Any, index: int) -> tuple[Any, Any]:
        test = grading.nbgrader_test(cell.source) if cell.cell_type == "code" else None
        if test is None or not cell.metadata.get("nbgrader", {}).get("grade"):
            return cell, resources
        handed = None
        for out in cell.get("outputs", []):
            data = out.get("data", {}) if isinstance(out, dict) else {}
            handed = data.get(ANSWER_MIME, handed) if isinstance(data, dict) else handed
        result = grading.as_result(grading.check_handed(*test, handed))
        words = str(result)
        if grading.was_cut(handed) and not self.cut_said:
            self.cut_said = True
            words = grading.CUT_WORDS + words
        if result.ok:
            cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=words + "\n")]
        else:
            cell.outputs = [nbformat.v4.new_output("error", ename="CheckFailed",
                                                   evalue=words, traceback=[words])]
        return cell, resources


def autograde_steps() -> list[Any]:
    """nbgrader's autograde steps with :class:`CheckAnswers` right after it runs the
    notebook (before it saves the grades).

    >>> [step.__name__ for step in autograde_steps()][:2]
    ['Execute', 'CheckAnswers']
    """
    from nbgrader.converters import Autograde
    from nbgrader.preprocessors import Execute

    steps = list(Autograde.class_traits()["autograde_preprocessors"].default())
    at = steps.index(Execute) + 1
    return [*steps[:at], CheckAnswers, *steps[at:]]
