"""Cody programs: the card notation, its parser, canonical text and the card-stack form.

Cards ``F`` (forward), ``L`` (turn left), ``R`` (turn right); blue block cards
``REPEAT n [...]`` (short form ``n[...]``), ``REPEAT WHILE sensor [...]``,
``REPEAT UNTIL red|yellow [...]``, ``IF sensor [...] ELSE [...]``; sensors ``ahead``,
``left``, ``right``, each optionally preceded by ``not``. Case and spaces are forgiven
and ``#`` starts a comment that runs to the end of the line.

>>> p = parse("ffr 3[f R]")
>>> p.text
'F F R REPEAT 3 [F R]'
>>> p.card_count            # cards on the table: F F R, one REPEAT card, F R
6
>>> Program.from_stack(p.to_stack()) == p
True
>>> parse("F X")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.ProgramSyntaxError: line 1, column 3: 'X' is not a card: ... (at 'X')
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from codyroby_lab.core.errors import ProgramSyntaxError, SetupError

BASIC_CARDS = ("F", "L", "R")
SENSORS = ("ahead", "left", "right")
TARGETS = ("red", "yellow")
MAX_TIMES = 1_000_000_000


@dataclass(frozen=True)
class Card:
    """A basic card: ``F``, ``L`` or ``R``."""

    letter: str


@dataclass(frozen=True)
class Sensor:
    """``ahead``, ``left`` or ``right``; ``negated`` for ``not``."""

    name: str
    negated: bool = False

    @property
    def text(self) -> str:
        return f"not {self.name}" if self.negated else self.name

    @classmethod
    def parse_word(cls, text: str, where: str) -> Sensor:
        words = text.lower().split()
        if len(words) == 2 and words[0] == "not" and words[1] in SENSORS:
            return cls(words[1], True)
        if len(words) == 1 and words[0] in SENSORS:
            return cls(words[0])
        raise SetupError(where, f"must be a sensor (ahead, left, right, optionally 'not ...'), "
                                f"not {text!r}")


@dataclass(frozen=True)
class Repeat:
    """A REPEAT card holding a block: ``times`` n, ``sensor`` (WHILE) or ``until`` a target."""

    body: tuple[Node, ...]
    times: int | None = None
    sensor: Sensor | None = None
    until: str | None = None


@dataclass(frozen=True)
class If:
    """An IF card with its block and, optionally, an ELSE card with another."""

    sensor: Sensor
    then: tuple[Node, ...]
    orelse: tuple[Node, ...] | None = None


Node = Card | Repeat | If


@dataclass(frozen=True)
class Program:
    """An immutable card program. ``Program.parse(text)``, ``.text``, ``.to_stack()``."""

    body: tuple[Node, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Program:
        return parse(text)

    @property
    def text(self) -> str:
        """Canonical text: cards upper case, sensors lower case, single spaces."""
        return _block_text(self.body)

    def __str__(self) -> str:
        return self.text

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(f"Program({self.text!r})")

    @property
    def nodes(self) -> tuple[Node, ...]:
        """Every card in reading order (pre-order); a card's index is its id in a trace."""
        return tuple(_walk(self.body))

    @property
    def card_count(self) -> int:
        """Cards on the table: each F/L/R, REPEAT, IF and ELSE card counts one."""
        return sum(1 + (isinstance(n, If) and n.orelse is not None) for n in _walk(self.body))

    @property
    def uses_blocks(self) -> bool:
        return any(not isinstance(n, Card) for n in _walk(self.body))

    def to_stack(self) -> list[dict[str, Any]]:
        """The card-stack form: JSON-ready nested blocks, as the widget shows them."""
        return [_node_stack(n) for n in self.body]

    @classmethod
    def from_stack(cls, stack: object, where: str = "stack") -> Program:
        """Build a program from its card-stack form; a SetupError names the bad entry."""
        return cls(_stack_block(stack, where))


def _walk(block: tuple[Node, ...]) -> Iterator[Node]:
    for n in block:
        yield n
        if isinstance(n, Repeat):
            yield from _walk(n.body)
        elif isinstance(n, If):
            yield from _walk(n.then)
            if n.orelse is not None:
                yield from _walk(n.orelse)


def _block_text(block: tuple[Node, ...]) -> str:
    return " ".join(_node_text(n) for n in block)


def _node_text(n: Node) -> str:
    if isinstance(n, Card):
        return n.letter
    if isinstance(n, Repeat):
        head = (f"REPEAT {n.times}" if n.times is not None else
                f"REPEAT WHILE {n.sensor.text}" if n.sensor is not None else
                f"REPEAT UNTIL {n.until}")
        return f"{head} [{_block_text(n.body)}]"
    text = f"IF {n.sensor.text} [{_block_text(n.then)}]"
    return text if n.orelse is None else f"{text} ELSE [{_block_text(n.orelse)}]"


def _node_stack(n: Node) -> dict[str, Any]:
    if isinstance(n, Card):
        return {"card": n.letter}
    if isinstance(n, Repeat):
        d: dict[str, Any] = {"card": "REPEAT"}
        if n.times is not None:
            d["times"] = n.times
        elif n.sensor is not None:
            d["while"] = n.sensor.text
        else:
            d["until"] = n.until
        d["body"] = [_node_stack(c) for c in n.body]
        return d
    d = {"card": "IF", "if": n.sensor.text, "then": [_node_stack(c) for c in n.then]}
    if n.orelse is not None:
        d["else"] = [_node_stack(c) for c in n.orelse]
    return d


def _stack_block(stack: object, where: str) -> tuple[Node, ...]:
    if not isinstance(stack, list):
        raise SetupError(where, f"must be a list of cards, not {type(stack).__name__}")
    return tuple(_stack_node(item, f"{where}[{i}]") for i, item in enumerate(stack))


def _stack_node(item: object, where: str) -> Node:
    if not isinstance(item, dict) or not isinstance(item.get("card"), str):
        raise SetupError(where, "must be an object with a 'card' name such as {'card': 'F'}")
    card = item["card"].upper()
    allowed = {"F": {"card"}, "L": {"card"}, "R": {"card"},
               "REPEAT": {"card", "times", "while", "until", "body"},
               "IF": {"card", "if", "then", "else"}}
    if card not in allowed:
        raise SetupError(f"{where}.card",
                         f"unknown card {item['card']!r}: use F, L, R, REPEAT or IF")
    extra = set(item) - allowed[card]
    if extra:
        raise SetupError(f"{where}.{sorted(extra)[0]}", f"a {card} card has no such field")
    if card in BASIC_CARDS:
        return Card(card)
    if card == "IF":
        if not isinstance(item.get("if"), str):
            raise SetupError(f"{where}.if", "an IF card needs a sensor such as 'ahead'")
        orelse = item.get("else")
        return If(Sensor.parse_word(item["if"], f"{where}.if"),
                  _stack_block(item.get("then", []), f"{where}.then"),
                  None if orelse is None else _stack_block(orelse, f"{where}.else"))
    kinds = [k for k in ("times", "while", "until") if k in item]
    if len(kinds) != 1:
        raise SetupError(where, "a REPEAT card needs exactly one of 'times', 'while', 'until'")
    body = _stack_block(item.get("body", []), f"{where}.body")
    if kinds[0] == "times":
        t = item["times"]
        if not isinstance(t, int) or isinstance(t, bool) or not 1 <= t <= MAX_TIMES:
            raise SetupError(f"{where}.times", f"must be a whole number from 1 to {MAX_TIMES}")
        return Repeat(body, times=t)
    if kinds[0] == "while":
        if not isinstance(item["while"], str):
            raise SetupError(f"{where}.while", "must be a sensor such as 'ahead'")
        return Repeat(body, sensor=Sensor.parse_word(item["while"], f"{where}.while"))
    if item["until"] not in TARGETS:
        raise SetupError(f"{where}.until", f"must be 'red' or 'yellow', not {item['until']!r}")
    return Repeat(body, until=item["until"])


# --- the parser -------------------------------------------------------------------------

_TOKEN = re.compile(r"(?P<space>\s+)|(?P<comment>#[^\n]*)|(?P<num>\d+)|(?P<word>[A-Za-z_]+)"
                    r"|(?P<open>\[)|(?P<close>\])|(?P<other>.)")
_KEYWORDS = {"repeat", "while", "until", "if", "else", "not", *SENSORS, *TARGETS}


@dataclass(frozen=True)
class _Tok:
    kind: str  # card, kw, num, open, close, end
    value: str
    line: int
    col: int
    raw: str = ""


def _tokens(text: str) -> list[_Tok]:
    out: list[_Tok] = []
    line, line_start = 1, 0
    for m in _TOKEN.finditer(text):
        kind, value, col = m.lastgroup or "", m.group(), m.start() - line_start + 1
        if kind == "space" or kind == "comment":
            pass
        elif kind == "word" and value.lower() in _KEYWORDS:
            out.append(_Tok("kw", value.lower(), line, col, value))
        elif kind == "word" and set(value.upper()) <= set(BASIC_CARDS):
            out.extend(_Tok("card", c.upper(), line, col + i) for i, c in enumerate(value))
        elif kind == "word":
            raise ProgramSyntaxError(
                f"{value!r} is not a card: use F, L, R, REPEAT, IF or ELSE", line, col, value)
        elif kind == "other":
            raise ProgramSyntaxError(f"unexpected character {value!r}", line, col, value)
        else:
            out.append(_Tok(kind, value, line, col))
        newlines = value.count("\n")
        if newlines:
            line += newlines
            line_start = m.start() + value.rindex("\n") + 1
    last_col = len(text) - line_start + 1
    out.append(_Tok("end", "", line, last_col))
    return out


class _Parser:
    def __init__(self, text: str):
        self.toks = _tokens(text)
        self.i = 0

    def peek(self) -> _Tok:
        return self.toks[self.i]

    def take(self) -> _Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def fail(self, message: str, tok: _Tok | None = None) -> ProgramSyntaxError:
        t = tok or self.peek()
        return ProgramSyntaxError(message, t.line, t.col, t.raw or t.value)

    def program(self) -> tuple[Node, ...]:
        body = self.block_items()
        t = self.peek()
        if t.kind == "close":
            raise self.fail("']' closes no block", t)
        return body

    def block_items(self) -> tuple[Node, ...]:
        items: list[Node] = []
        while self.peek().kind not in ("end", "close"):
            items.append(self.item())
        return tuple(items)

    def item(self) -> Node:
        t = self.take()
        if t.kind == "card":
            return Card(t.value)
        if t.kind == "num":
            return Repeat(self.block("REPEAT"), times=self.count(t))
        if t.kind == "kw" and t.value == "repeat":
            return self.repeat(t)
        if t.kind == "kw" and t.value == "if":
            sensor = self.sensor("IF")
            then = self.block("IF")
            orelse = None
            if self.peek().kind == "kw" and self.peek().value == "else":
                self.take()
                orelse = self.block("ELSE")
            return If(sensor, then, orelse)
        if t.kind == "kw" and t.value == "else":
            raise self.fail("ELSE must follow the block of an IF card", t)
        if t.kind == "kw":
            raise self.fail(f"{t.value!r} cannot start a card here", t)
        if t.kind == "open":
            raise self.fail("a block '[' must follow REPEAT, IF or ELSE", t)
        raise self.fail("unexpected token", t)

    def repeat(self, head: _Tok) -> Repeat:
        t = self.take()
        if t.kind == "num":
            return Repeat(self.block("REPEAT"), times=self.count(t))
        if t.kind == "kw" and t.value == "while":
            sensor = self.sensor("REPEAT WHILE")
            return Repeat(self.block("REPEAT"), sensor=sensor)
        if t.kind == "kw" and t.value == "until":
            target = self.take()
            if target.kind != "kw" or target.value not in TARGETS:
                raise self.fail("REPEAT UNTIL needs a target: red or yellow", target)
            return Repeat(self.block("REPEAT"), until=target.value)
        raise self.fail("REPEAT needs a number, WHILE or UNTIL", t)

    def count(self, t: _Tok) -> int:
        n = int(t.value)
        if not 1 <= n <= MAX_TIMES:
            raise self.fail(f"a REPEAT count must be from 1 to {MAX_TIMES}", t)
        return n

    def sensor(self, what: str) -> Sensor:
        t = self.take()
        negated = t.kind == "kw" and t.value == "not"
        if negated:
            t = self.take()
        if t.kind != "kw" or t.value not in SENSORS:
            raise self.fail(f"{what} needs a sensor: ahead, left or right", t)
        return Sensor(t.value, negated)

    def block(self, what: str) -> tuple[Node, ...]:
        t = self.take()
        if t.kind != "open":
            raise self.fail(f"expected '[' to open the block of {what}", t)
        body = self.block_items()
        end = self.take()
        if end.kind != "close":
            raise self.fail(f"the block opened at line {t.line}, column {t.col} is never closed "
                            f"with ']'", end)
        return body


def parse(text: str | Program) -> Program:
    """Parse program text (or pass a Program through); a ProgramSyntaxError says where."""
    if isinstance(text, Program):
        return text
    if not isinstance(text, str):
        raise ProgramSyntaxError(f"a program is text, not {type(text).__name__}", 1, 1, "")
    return Program(_Parser(text).program())
