"""What every lesson check returns: a :class:`Result`, shown as plain text or escaped HTML
(whatever a learner typed shows as text, never runs)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

TICK, CROSS, SHOWN = "\u2714", "\u2718", "\u279c"
#: The MIME type a check of a board's program saves beside its words: {"program": text}. A
#: grader runs the notebook again, where each board starts afresh from the cell that made it,
#: so it reads what the learner built and checked from here (as untrusted text, checked anew).
BOARD_MIME = "application/vnd.codyroby-lab.board-program+json"


@dataclass(frozen=True)
class Result:
    """The answer of a check: ``ok``, ``message``, ``hint``, per-board ``details``, how
    many ``tries`` it took, whether it is an answer the learner asked to be ``shown``, and
    the program ``on_board`` when the check read a board (saved with the output as
    :data:`BOARD_MIME`).

    >>> print(Result(False, "Not quite.", "count the squares."))
    ✘ Not quite.
      Hint: count the squares.
    """

    ok: bool
    message: str
    hint: str | None = None
    details: tuple[str, ...] = ()
    verdict: Any = field(default=None, repr=False, compare=False)
    tries: int = 0
    shown: bool = False
    on_board: str | None = None

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        lines = [f"{SHOWN if self.shown else TICK if self.ok else CROSS} {self.message}"]
        lines += [f"  {d}" for d in self.details]
        if self.hint:
            lines.append(f"  Hint: {self.hint}")
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        """The board's program beside the words (Jupyter adds the text and the HTML).

        >>> Result(True, "Solved.", on_board="F R")._repr_mimebundle_()
        {'application/vnd.codyroby-lab.board-program+json': {'program': 'F R'}}
        """
        return {} if self.on_board is None else {BOARD_MIME: {"program": self.on_board}}

    def _repr_html_(self) -> str:
        colour = "#1e7e34" if self.ok else "#5f6368" if self.shown else "#b3261e"
        return (f'<div class="codyroby-check" style="border-left:4px solid {colour};'
                f'padding:2px 8px;font-family:sans-serif;white-space:pre-wrap">'
                f"{escape(str(self))}</div>")
