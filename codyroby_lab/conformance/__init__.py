"""Conformance cases: JSON tests of a game's rules (docs/formats.md, "Conformance cases").

A case gives a ``setup``, the actions to ``play``, and what must hold: the end ``expect``
(a part of ``state.to_dict()``), ``checks`` at any moment (the state, a viewer's view, the
legal actions, the events), the actions it must ``refuse``, or the old ``error`` form.
:func:`run_case` plays one; :func:`check` every case file below some folders (what
``codyroby-lab check`` runs). The schema of a case file is ``case.schema.json`` here.
"""

from codyroby_lab.conformance.case import ERRORS, SCHEMA, CaseError, load_case
from codyroby_lab.conformance.match import first_difference
from codyroby_lab.conformance.runner import MAX_CASE_BYTES, case_files, check, run_case

__all__ = ["ERRORS", "MAX_CASE_BYTES", "SCHEMA", "CaseError", "case_files", "check",
           "first_difference", "load_case", "run_case"]
