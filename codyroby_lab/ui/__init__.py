"""The board widget and pictures without a kernel.

``BoardWidget`` serves every game (Python decides, the browser draws); ``CodyRobyBoard``
builds one for CodyRoby. ``svg`` draws static pictures, ``standalone`` writes an offline
HTML player. Heavy imports (anywidget) wait until a widget is asked for.

>>> from codyroby_lab.ui import CodyRobyBoard
>>> w = CodyRobyBoard(program="ffr")
>>> w.program
'F F R'
"""

from __future__ import annotations

from typing import Any

__all__ = ["BoardWidget", "CodyRobyBoard"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from codyroby_lab.ui import widget
        return getattr(widget, name)
    raise AttributeError(f"module 'codyroby_lab.ui' has no attribute {name!r}")
