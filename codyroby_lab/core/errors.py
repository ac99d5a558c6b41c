"""Typed errors. Every one is a ``ValueError``, names what is wrong and where.

>>> from codyroby_lab.core.errors import SetupError
>>> str(SetupError("board.width", "must be a whole number from 1 to 26, not 0"))
'board.width: must be a whole number from 1 to 26, not 0'
"""

from __future__ import annotations


class LabError(ValueError):
    """Base class of the errors bad input raises; the state it came from is unchanged."""


class ProgramSyntaxError(LabError):
    """A program's text cannot be parsed; names the line, the column and the token."""

    def __init__(self, message: str, line: int, column: int, token: str):
        self.message, self.line, self.column, self.token = message, line, column, token
        shown = repr(token) if token else "end of program"
        super().__init__(f"line {line}, column {column}: {message} (at {shown})")

    def plain(self, text: str) -> str:
        """The reason as a learner reads it under the program ``text``: never a column. A
        reason that names the word it stopped at says it once (with its line when the text
        has several); any other shows the place in the program itself, a ▶ before it (walk
        02e: "line 1, column 20" did not say which REPEAT).

        >>> ProgramSyntaxError("'X' is not a card", 1, 3, "X").plain("F X")
        "'X' is not a card"
        >>> ProgramSyntaxError("'X' is not a card", 2, 1, "X").plain("F\\nX")
        "Line 2: 'X' is not a card"
        >>> e = ProgramSyntaxError("REPEAT needs a [ before the cards it holds", 1, 20, "F")
        >>> e.plain("REPEAT 2 [REPEAT 4 F R]")
        'REPEAT needs a [ before the cards it holds. It is here: REPEAT 2 [REPEAT 4 ▶F R]'
        """
        lines = text.splitlines()
        several = len(lines) > 1
        if repr(self.token) in self.message or not 1 <= self.line <= len(lines):
            return f"Line {self.line}: {self.message}" if several else self.message
        line = lines[self.line - 1]
        at = min(max(self.column - 1, 0), len(line))
        where = f" in line {self.line}" if several else ""
        return f"{self.message}. It is here{where}: {line[:at]}▶{line[at:]}".rstrip()


class SetupError(LabError):
    """A board, setup or saved document is invalid; names the field and the reason.

    ``words``, when given, is what a learner reads instead (plain words naming the place,
    e.g. ``card 2 inside the REPEAT: ...``); ``field`` and ``reason`` keep the technical
    form for teachers and tests.

    >>> e = SetupError("stack[0].times", "must be a whole number from 1 to 9",
    ...                words="card 1: a REPEAT needs at least one dot")
    >>> str(e), e.field
    ('card 1: a REPEAT needs at least one dot', 'stack[0].times')
    """

    def __init__(self, field: str, reason: str, words: str | None = None):
        self.field, self.reason, self.words = field, reason, words
        super().__init__(words or (f"{field}: {reason}" if field else reason))


class IllegalAction(LabError):
    """An action the rules do not allow in the current state."""
