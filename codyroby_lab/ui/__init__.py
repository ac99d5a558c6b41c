"""The board widget and pictures without a kernel.

For a lesson::

    from codyroby_lab.ui import CodyRobyBoard
    board = CodyRobyBoard({"board": {"width": 5, "height": 5, "blocks": ["C3"]},
                           "robots": {"roby": {"at": "A5", "facing": "N"}}}, program="F F R")
    board                      # shows the widget: cards, Run/Step/Back/Play, log, desk check
    board.program              # what the learner stacked, as text ('F F R'); assignable
    board.trace                # the learner's last run (a Trace), or None; board.run() runs

``BoardWidget(start_state, program, runner=...)`` serves any game whose state offers
``scene()`` (docs/architecture.md); ``CodyRobyBoard`` builds one for CodyRoby from a setup,
a Board, a game or a state. ``core.svg`` draws static pictures and ``standalone`` writes an
offline HTML player (``trace.to_svg()``, ``trace.to_html(path)``). anywidget is imported
only when a widget is asked for.

>>> from codyroby_lab.ui import CodyRobyBoard
>>> w = CodyRobyBoard(program="ffr")
>>> w.program, w.stack[2]
('F F R', {'card': 'R'})
>>> w.run().final.robots["roby"].label()
'Roby at A3 facing east'
"""

from __future__ import annotations

from typing import Any

__all__ = ["BoardWidget", "CodyRobyBoard"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from codyroby_lab.ui import widget
        return getattr(widget, name)
    raise AttributeError(f"module 'codyroby_lab.ui' has no attribute {name!r}")
