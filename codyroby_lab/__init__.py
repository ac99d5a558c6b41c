"""CodyRoby Lab: teach programming with robot board games in Jupyter.

>>> from codyroby_lab import codyroby
>>> trace = codyroby.run("F F R", board=codyroby.Board(5, 5), at="A5", facing="N")
>>> trace.final.robots["roby"].name_at
'A3'
"""

__version__ = "0.1.0"

from codyroby_lab.core.errors import IllegalAction, LabError, ProgramSyntaxError, SetupError
from codyroby_lab.core.language import language
from codyroby_lab.games import codyroby
from codyroby_lab.games.codyroby.program import Program, parse

__all__ = [
    "IllegalAction",
    "LabError",
    "Program",
    "ProgramSyntaxError",
    "SetupError",
    "__version__",
    "codyroby",
    "language",
    "parse",
]
