"""Cody programs: the card notation, its parser, canonical text and the card-stack form.

Cards ``F`` (forward), ``L`` (turn left), ``R`` (turn right); blue block cards
``REPEAT n [...]`` (short form ``n[...]``), ``REPEAT WHILE sensor [...]``,
``REPEAT UNTIL red|yellow [...]``, ``IF sensor [...] ELSE [...]``; sensors ``ahead``,
``left``, ``right``, each optionally preceded by ``not``. Case and spaces are forgiven,
round brackets ``( )`` are read as square ones, ``#`` starts a comment that runs to the end
of the line, and the Italian words of :mod:`codyroby_lab.core.vocabulary` mean what their
English words mean (``RIPETI 2 (F R)``, ``SE avanti [F] ALTRIMENTI [R]``).

>>> p = parse("ffr 3[f R]")
>>> p.text
'F F R REPEAT 3 [F R]'
>>> p.card_count            # cards on the table: F F R, one REPEAT card, F R
6
>>> Program.from_stack(p.to_stack()) == p
True
>>> parse("RIPETI FINO A giallo (SE non destra [F] ALTRIMENTI [L])").text
'REPEAT UNTIL yellow [IF not right [F] ELSE [L]]'
>>> parse("F X")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.ProgramSyntaxError: line 1, column 3: 'X' is not a card: ... (at 'X')
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from codyroby_lab.core.errors import ProgramSyntaxError, SetupError
from codyroby_lab.core.vocabulary import listed, meanings, number_meant, term
from codyroby_lab.core.words import either

BASIC_CARDS = ("F", "L", "R")
SENSORS = listed("sensor", "en")   # as programs are saved and shown: in English
TARGETS = listed("target", "en")
MAX_TIMES = 1_000_000_000  # the most dots a REPEAT card holds
MAX_DEPTH = 40             # blocks inside each other
MAX_CARDS = 10_000         # cards in a program (each REPEAT, IF and ELSE counts one)
MAX_TEXT = 100_000         # characters of program text


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
    def parse_word(cls, text: str) -> Sensor | None:
        """``"not left"`` is ``Sensor("left", True)``; None for anything but a sensor."""
        words = text.lower().split()
        if len(words) == 2 and words[0] == "not" and words[1] in SENSORS:
            return cls(words[1], True)
        if len(words) == 1 and words[0] in SENSORS:
            return cls(words[0])
        return None


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
    document_kind: ClassVar[str] = "program"   # core.io saves it as a CodyRoby program
    document_game: ClassVar[str] = "codyroby"

    def __post_init__(self) -> None:
        _check_limits(self.body)

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

    @property
    def blue_cards(self) -> set[str]:
        """The kinds of blue card the program uses, as a challenge names them.

        >>> sorted(parse("REPEAT 2 [F] REPEAT WHILE ahead [IF left [L] ELSE [R]]").blue_cards)
        ['IF', 'REPEAT', 'REPEAT WHILE']
        """
        return {"IF" if isinstance(n, If) else "REPEAT" if n.times is not None
                else "REPEAT WHILE" if n.sensor is not None else "REPEAT UNTIL"
                for n in _walk(self.body) if not isinstance(n, Card)}

    @property
    def empty_loop(self) -> bool:
        """Whether a REPEAT WHILE or UNTIL holds no card: made by a click that put a card
        after it, not inside, it goes round until the step limit and nothing moves Roby
        (walk 03n, fault 6: a run of 100,000 steps said only that a REPEAT may never end).

        >>> parse("REPEAT WHILE ahead [] F").empty_loop, parse("REPEAT 3 [] F").empty_loop
        (True, False)
        """
        return empty_loop(_walk(self.body))

    def to_dict(self) -> dict[str, Any]:
        """The saved form: the text and the card stack."""
        return {"text": self.text, "stack": self.to_stack()}

    def to_stack(self) -> list[dict[str, Any]]:
        """The card-stack form: JSON-ready nested blocks, as the widget shows them."""
        return [_node_stack(n) for n in self.body]

    @classmethod
    def from_stack(cls, stack: object, where: str = "stack") -> Program:
        """Build a program from its card-stack form; a SetupError names the bad entry."""
        return cls(_stack_block(stack, where))


#: why a run with an empty REPEAT WHILE or UNTIL (:attr:`Program.empty_loop`) never ends
EMPTY_LOOP = ("a REPEAT card has no cards inside it, so it goes round and round and Roby never "
              "moves: put cards inside the REPEAT")


def empty_loop(nodes: Iterable[Node]) -> bool:
    """Whether one of ``nodes`` is a REPEAT WHILE or UNTIL holding no card."""
    return any(isinstance(n, Repeat) and n.times is None and not n.body for n in nodes)


def card_label(node: Node) -> str:
    """A card's short label (what a trace's card table and the desk check show): ``F``,
    ``REPEAT 3``, ``REPEAT WHILE ahead``, ``REPEAT UNTIL red``, ``IF not left``.

    >>> [card_label(n) for n in parse("IF not left [F] ELSE [3[R]]").nodes]
    ['IF not left', 'F', 'REPEAT 3', 'R']
    """
    if isinstance(node, Card):
        return node.letter
    return _node_text(node).split(" [")[0]


def _check_limits(body: tuple[Node, ...]) -> None:
    """A program built from its nodes obeys the parser's limits (no walk recurses too deep)."""
    todo, cards = [(body, 0)], 0
    while todo:
        block, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise SetupError("program", f"blocks are nested more than {MAX_DEPTH} deep",
                             f"the program has blocks inside blocks more than {MAX_DEPTH} deep: "
                             f"at most {MAX_DEPTH} are allowed")
        for n in block:
            cards += 1
            if isinstance(n, Repeat):
                todo.append((n.body, depth + 1))
            elif isinstance(n, If):
                todo.append((n.then, depth + 1))
                if n.orelse is not None:
                    cards += 1
                    todo.append((n.orelse, depth + 1))
        if cards > MAX_CARDS:
            raise SetupError("program", f"a program has at most {MAX_CARDS} cards",
                             f"the program has more than {MAX_CARDS:,} cards")


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
    return _StackReader().block(stack, where, "the program", 0)


def _shown(value: object, size: int = 30) -> str:
    """``repr(value)``, cut short: a message never repeats a huge value."""
    text = repr(value)
    return text if len(text) <= size else text[:size] + "..."


def _an(card: str) -> str:
    return f"an {card}" if card[0] in "FLRIE" else f"a {card}"


_STACK_FIELDS = {"F": {"card"}, "L": {"card"}, "R": {"card"},
                 "REPEAT": {"card", "times", "while", "until", "body"},
                 "IF": {"card", "if", "then", "else"}}


class _StackReader:
    """Reads the card-stack form; each error names the card in words (``card 2 inside the
    REPEAT that is card 1``) and keeps the technical path (``stack[0].body[1]``) as its
    ``field``."""

    def __init__(self) -> None:
        self.cards = 0

    def block(self, stack: object, where: str, owner: str, depth: int) -> tuple[Node, ...]:
        if depth > MAX_DEPTH:
            raise SetupError(where, f"blocks are nested more than {MAX_DEPTH} deep",
                             f"the program has blocks inside blocks more than {MAX_DEPTH} deep: "
                             f"at most {MAX_DEPTH} are allowed")
        if not isinstance(stack, list):
            whose = owner if depth == 0 else f"the block of {owner}"
            raise SetupError(where, f"must be a list of cards, not {type(stack).__name__}",
                             f"{whose} must be a list of cards")
        inside = "" if depth == 0 else f" inside {owner}"
        return tuple(self.card(item, f"{where}[{i}]", f"card {i + 1}{inside}", depth)
                     for i, item in enumerate(stack))

    def card(self, item: object, where: str, place: str, depth: int) -> Node:
        self.cards += 1
        if self.cards > MAX_CARDS:
            raise SetupError(where, f"a program has at most {MAX_CARDS} cards",
                             f"the program has more than {MAX_CARDS:,} cards")
        if not isinstance(item, dict) or not isinstance(item.get("card"), str):
            raise SetupError(where, "must be an object with a 'card' name such as {'card': 'F'}",
                             f"{place}: this is not a card (a card looks like {{'card': 'F'}})")
        card = item["card"].upper()
        if card not in _STACK_FIELDS:
            raise SetupError(f"{where}.card", f"unknown card {_shown(item['card'])}: use F, L, "
                             f"R, REPEAT or IF", f"{place}: unknown card {_shown(item['card'])}: "
                             f"the cards are F, L, R, REPEAT and IF")
        extra = sorted(map(str, set(item) - _STACK_FIELDS[card]))
        if extra:
            raise SetupError(f"{where}.{extra[0][:30]}", f"a {card} card has no such "
                             f"field", f"{place}: {_an(card)} card has no "
                             f"{_shown(extra[0])}")
        if card in BASIC_CARDS:
            return Card(card)
        if card == "IF":
            self.cards += "else" in item
            here = f"the IF that is {place}"
            sensor = self.sensor(item.get("if"), f"{where}.if", f"{place}: an IF")
            orelse = item.get("else")
            return If(sensor, self.block(item.get("then", []), f"{where}.then", here, depth + 1),
                      None if orelse is None else
                      self.block(orelse, f"{where}.else", f"the ELSE of {here}", depth + 1))
        kinds = [k for k in ("times", "while", "until") if k in item]
        if len(kinds) != 1:
            raise SetupError(where, "a REPEAT card needs exactly one of 'times', 'while', "
                             "'until'", f"{place}: a REPEAT needs exactly one of these: a number "
                             f"(how many times), WHILE a sensor, or UNTIL a target")
        body = self.block(item.get("body", []), f"{where}.body", f"the REPEAT that is {place}",
                          depth + 1)
        if kinds[0] == "times":
            return Repeat(body, times=self.times(item["times"], f"{where}.times", place))
        if kinds[0] == "while":
            return Repeat(body, sensor=self.sensor(item["while"], f"{where}.while",
                                                   f"{place}: REPEAT WHILE"))
        if item["until"] not in TARGETS:
            raise SetupError(f"{where}.until", f"must be 'red' or 'yellow', not "
                             f"{_shown(item['until'])}", f"{place}: REPEAT UNTIL needs a "
                             f"target: red or yellow, not {_shown(item['until'])}")
        return Repeat(body, until=item["until"])

    @staticmethod
    def times(t: object, where: str, place: str) -> int:
        if isinstance(t, int) and not isinstance(t, bool) and 1 <= t <= MAX_TIMES:
            return t
        tech = f"must be a whole number from 1 to {MAX_TIMES}"
        if not isinstance(t, int) or isinstance(t, bool):   # '' from a box that held 'four'
            words = ("the number on a REPEAT must be a whole number written in digits, such "
                     "as 4" + ("" if t in ("", None) else f", not {_shown(t)}"))
        elif t < 1:
            words = "a REPEAT runs its cards at least once: its number is 1 or more"
        else:
            words = f"a REPEAT runs its cards at most {MAX_TIMES:,} times"
        raise SetupError(where, tech, f"{place}: {words}")

    @staticmethod
    def sensor(value: object, where: str, what: str) -> Sensor:
        sensor = Sensor.parse_word(value) if isinstance(value, str) else None
        if sensor is None:
            raise SetupError(where, f"must be a sensor (ahead, left, right, optionally "
                             f"'not ...'), not {_shown(value)}", f"{what} needs a sensor: "
                             f"ahead, left or right (or 'not ahead' ...), not {_shown(value)}")
        return sensor


# --- the parser -------------------------------------------------------------------------

# Every word of a blue card, a sensor or a target, in any language, and the English word
# it means (the token's value); a word of two ("fino a") is read as one, any space inside
_KEYWORDS = {**meanings("blue"), **meanings("sensor"), **meanings("target")}
# (a word is Latin letters, accented ones too: "finché" is one word; a sign such as "²" or
# "×" is none)
_LETTER = r"[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]"
_PHRASES = "".join("(?i:" + r"\s+".join(map(re.escape, w.split())) + rf")(?!{_LETTER})|"
                   for w in _KEYWORDS if " " in w)
_TOKEN = re.compile(r"(?P<space>\s+)|(?P<comment>#[^\n]*)|(?P<num>[0-9]+)"
                    rf"|(?P<word>{_PHRASES}{_LETTER}+)|(?P<open>[\[(])|(?P<close>[\])])"
                    r"|(?P<other>.)")
#: each bracket that opens a block, and the one that closes it: ( ) is read as [ ]
BRACKETS = {"[": "]", "(": ")"}
# why a word is refused where it stands ({} is the word as written)
_MISPLACED = {"while": "'{}' can only come right after REPEAT",
              "until": "'{}' can only come right after REPEAT",
              "not": "'{}' can only come right before a sensor: " + either(listed("sensor")),
              **{t: "'{}' is a target: it goes after REPEAT UNTIL" for t in TARGETS},
              **{s: "'{}' is a sensor: it goes after IF or REPEAT WHILE" for s in SENSORS}}


@dataclass(frozen=True)
class _Tok:
    kind: str  # card, kw, num, open, close, end
    value: str
    line: int
    col: int
    raw: str = ""


def _position(text: str, index: int) -> tuple[int, int]:
    """Line and column (from 1) of ``text[index]``."""
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


ALL_CARDS = (*BASIC_CARDS, "REPEAT", "IF", "ELSE")


def _tokens(text: str, cards: tuple[str, ...] = ALL_CARDS) -> list[_Tok]:
    if len(text) > MAX_TEXT:
        line, col = _position(text, MAX_TEXT)
        raise ProgramSyntaxError(f"a program is at most {MAX_TEXT:,} characters long", line, col,
                                 _clip(text[MAX_TEXT:]))
    out: list[_Tok] = []
    line, line_start = 1, 0
    for m in _TOKEN.finditer(text):
        kind, value, col = m.lastgroup or "", m.group(), m.start() - line_start + 1
        if kind == "space" or kind == "comment":
            pass
        elif kind == "word" and out and out[-1].value == "repeat" and out[-1].kind == "kw" \
                and (n := number_meant(value)) is not None:
            # a REPEAT's number in words, read as its number box reads it (walk 02r8,
            # fault 1: the box took "four", the text refused it)
            out.append(_Tok("num", str(n), line, col, value))
        elif kind == "word" and (word := " ".join(value.lower().split())) in _KEYWORDS \
                and not (word in CARD_WORDS and not {"IF", "REPEAT"} & set(cards)):
            out.append(_Tok("kw", _KEYWORDS[word], line, col, value))
        elif kind == "word" and set(value.upper()) <= set(BASIC_CARDS):
            out.extend(_Tok("card", c.upper(), line, col + i) for i, c in enumerate(value))
        elif kind == "word":
            raise ProgramSyntaxError(_not_a_word(value, out[-1] if out else None, cards), line,
                                     col, _clip(value))
        elif kind == "other":
            raise ProgramSyntaxError(_not_a_sign(value, cards, not text[m.end():].strip()),
                                     line, col, value)
        else:
            out.append(_Tok(kind, value, line, col))
        newlines = value.count("\n")
        if newlines:
            line += newlines
            line_start = m.start() + value.rindex("\n") + 1
    last_col = len(text) - line_start + 1
    out.append(_Tok("end", "", line, last_col))
    return out


# Words a learner may write for a card (in any language), and the card's letter.
CARD_WORDS = {w: dict(zip(listed("card", "en"), BASIC_CARDS, strict=True))[m]
              for w, m in meanings("card").items()}
# Signs a learner may put between cards, by name.
_SEPARATORS = {",": "comma", ";": "semicolon", ".": "full stop", "-": "dash", "/": "slash"}
# A blue card written with its cards, as an error about its [ shows it.
_EXAMPLES = {"REPEAT": "REPEAT 2 [F R]", "IF": "IF ahead [F]", "ELSE": "IF ahead [F] ELSE [R]"}
# A number in a program that names no REPEAT, with no [ after it: a child writing "2 steps
# forward" (F2, 2F, F F R F 2) was told REPEAT needs a [, a card lesson 01 has not taught
# (walk 01r7, fault 1).
_NO_NUMBER = "{} is not a card: to play a card more than once, write it again, like F F, not F2"
# Brackets a learner may write for a REPEAT's square ones, which are not read as them.
_BRACKETS = "{}<>"


def _senses(cards: tuple[str, ...]) -> bool:
    """Whether REPEAT WHILE and UNTIL, the sensors and the targets are offered with
    ``cards``: they come with the IF card, as on a board (a palette with no IF has no
    sensors), so an error on a board of F, L, R and REPEAT never names them (walk 02v,
    fault 2).

    >>> _senses(ALL_CARDS), _senses(("F", "L", "R", "REPEAT"))
    (True, False)
    """
    return "IF" in cards


def _not_a_card(word: str, cards: tuple[str, ...]) -> str:
    """Why ``word`` is refused, and what to write instead (in the cards' own letters).

    >>> _not_a_card("forward", ("F", "L", "R"))
    "'forward' is not a card: write F for forward"
    >>> _not_a_card("X", ("F", "L", "R"))
    "'X' is not a card: use F, L or R"
    >>> _not_a_card("three", ALL_CARDS)   # as a lesson's check says it (walk 02f, fault 3)
    "'three' is a number written in words: write the number in digits, 3 in place of three"
    >>> _not_a_card("ELES", ALL_CARDS)    # as a sensor's misspelling (walk 03z, fault 5)
    "'ELES' is not a card: did you mean 'ELSE'? Use F, L, R, REPEAT, IF or ELSE"

    (no cards after it: "like REPEAT 4 [F R]" was Exercise 1's answer, walk 02l fault 3)
    """
    letter = CARD_WORDS.get(word.lower())
    if letter in cards:
        return f"{word!r} is not a card: write {letter} for {word.lower()}"
    if (n := number_meant(word)) is not None and "REPEAT" in cards:
        return (f"{word!r} is a number written in words: write the number in digits, {n} in "
                f"place of {_clip(word)}")
    near = difflib.get_close_matches(word.upper(), [c for c in cards if len(c) > 1], n=1,
                                     cutoff=0.7)
    return (f"{_clip(word)!r} is not a card: " + (f"did you mean {near[0]!r}? U" if near else
                                                  "u") + f"se {either(cards)}")


def _not_a_word(word: str, before: _Tok | None, cards: tuple[str, ...]) -> str:
    """Why ``word`` is refused where it stands: after UNTIL a colour, after WHILE, IF or
    ``not`` a sensor, elsewhere a card (:func:`_not_a_card`).

    >>> _not_a_word("blue", _Tok("kw", "until", 1, 8), ALL_CARDS)
    "'blue' is not a target colour: REPEAT UNTIL takes red or yellow"
    >>> _not_a_word("front", _Tok("kw", "while", 1, 8), ALL_CARDS)
    "'front' is not a sensor: Roby's sensors are ahead, left and right (or not ahead, ...)"
    >>> _not_a_word("notleft", _Tok("kw", "if", 1, 4), ALL_CARDS)
    "'notleft' is not a sensor: did you mean 'not left'? Roby's sensors are ahead, left and right (or not ahead, ...)"
    >>> _not_a_word("sinistr", _Tok("kw", "if", 1, 4), ALL_CARDS)  # the learner's own word
    "'sinistr' is not a sensor: did you mean 'sinistra'? Roby's sensors are ahead, left and right (or not ahead, ...)"
    >>> _not_a_word("UNTL", _Tok("kw", "repeat", 1, 1), ALL_CARDS)   # walk 03i, fault 4
    "'UNTL' cannot come after REPEAT: did you mean 'UNTIL'? After REPEAT comes a number, WHILE with a sensor, or UNTIL with a colour"
    >>> _not_a_word("UNTL", _Tok("kw", "repeat", 1, 1), ("F", "L", "R", "REPEAT"))
    "'UNTL' cannot come after REPEAT: after REPEAT comes a number, how many times it runs its cards"
    """  # noqa: E501
    kinds = [term("blue", k).upper() for k in ("repeat", "while", "until")]
    if before is not None and before.value == "repeat" and number_meant(word) is None:
        sensing = _senses(cards)
        near = difflib.get_close_matches(word.upper(), kinds[1:], n=1, cutoff=0.7) \
            if sensing else []
        after = f"fter {kinds[0]} comes a number, " + (
            f"{kinds[1]} with a sensor, or {kinds[2]} with a colour" if sensing
            else "how many times it runs its cards")
        return (f"{_clip(word)!r} cannot come after {kinds[0]}: " +
                (f"did you mean {near[0]!r}? A{after}" if near else f"a{after}"))
    if before is not None and before.value == "until":
        return (f"{_clip(word)!r} is not a target colour: REPEAT UNTIL takes "
                f"{' or '.join(listed('target'))}")
    if before is not None and before.value in ("while", "if", "not"):
        nots = [w for w, m in meanings("blue").items() if m == "not"]
        sensors = [*meanings("sensor"), *(f"{n} {s}" for n in nots for s in meanings("sensor")
                                          if before.value != "not")]
        near = difflib.get_close_matches(word.lower(), sensors, n=1, cutoff=0.7)
        mean = f"did you mean {near[0]!r}? " if near else ""
        shown, no = listed("sensor"), term("blue", "not")
        return (f"{_clip(word)!r} is not a sensor: {mean}Roby's sensors are "
                f"{', '.join(shown[:-1])} and {shown[-1]} (or {no} {shown[0]}, ...)")
    return _not_a_card(word, cards)


def _not_a_sign(sign: str, cards: tuple[str, ...], last: bool = False) -> str:
    """Why a character that is no part of a program is refused, and what to write instead;
    ``last``: nothing comes after it, so it is no sign between cards (walk 01v, fault 6: 'F F
    R F.' was told to put a space between cards).

    >>> _not_a_sign(",", ("F", "L", "R"))
    "a comma ',' cannot go in a program: put a space between cards instead, like F F R"
    >>> _not_a_sign(".", ("F", "L", "R"), last=True)
    "a full stop '.' cannot go at the end of a program: take it out, the program ends with its last card"
    >>> _not_a_sign("?", ("F", "L", "R"))
    "'?' cannot go in a program: write only the cards F, L or R, with spaces between them"
    >>> _not_a_sign("{", ALL_CARDS)
    "'{' cannot go in a program: a program holds only cards, with square brackets [ ] round the cards a blue card holds, like REPEAT 2 [F R]"
    """  # noqa: E501
    if sign in _SEPARATORS and last:
        return (f"a {_SEPARATORS[sign]} {sign!r} cannot go at the end of a program: take it "
                "out, the program ends with its last card")
    if sign in _SEPARATORS:
        return (f"a {_SEPARATORS[sign]} {sign!r} cannot go in a program: put a space between "
                "cards instead, like F F R")
    if sign in _BRACKETS and "REPEAT" in cards:   # '<script>' too: the cards first (walk 05i)
        return (f"{sign!r} cannot go in a program: a program holds only cards, with square "
                "brackets [ ] round the cards a blue card holds, like REPEAT 2 [F R]")
    return (f"{sign!r} cannot go in a program: write only the cards {either(cards)}, "
            "with spaces between them")


def _clip(text: str, size: int = 30) -> str:
    return text if len(text) <= size else text[:size] + "..."


class _Parser:
    """A recursive-descent parser; it refuses more than ``MAX_DEPTH`` blocks inside each
    other and more than ``MAX_CARDS`` cards, so it never runs out of Python stack."""

    def __init__(self, text: str, cards: tuple[str, ...] = ALL_CARDS):
        self.toks = _tokens(text, cards)
        self.cards_offered = cards
        self.i = 0
        self.depth = 0
        self.cards = 0

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
            opening = next(o for o, c in BRACKETS.items() if c == t.value)
            raise self.fail(f"this {t.value!r} has no {opening!r} before it to close", t)
        return body

    def block_items(self) -> tuple[Node, ...]:
        items: list[Node] = []
        while self.peek().kind not in ("end", "close"):
            items.append(self.item())
        return tuple(items)

    def count_card(self, t: _Tok) -> None:
        self.cards += 1
        if self.cards > MAX_CARDS:
            raise self.fail(f"a program has at most {MAX_CARDS:,} cards", t)

    def item(self) -> Node:
        t = self.take()
        if t.kind in ("card", "num") or t.kind == "kw" and t.value in ("repeat", "if"):
            self.count_card(t)
        if t.kind == "card":
            return Card(t.value)
        if t.kind == "num":
            if self.peek().kind != "open" and not any(k.value == "repeat" for k in self.toks):
                raise self.fail(_NO_NUMBER.format(t.value), t)
            times = self.count(t)
            return Repeat(self.block("REPEAT"), times=times)
        if t.kind == "kw" and t.value == "repeat":
            return self.repeat()
        if t.kind == "kw" and t.value == "if":
            sensor = self.sensor("IF")
            then = self.block("IF")
            orelse = None
            if self.peek().kind == "kw" and self.peek().value == "else":
                self.count_card(self.take())
                orelse = self.block("ELSE")
            return If(sensor, then, orelse)
        if t.kind == "kw" and not _senses(self.cards_offered):   # a word of the IF cards
            raise self.fail(_not_a_card(t.raw, self.cards_offered), t)
        if t.kind == "kw" and t.value == "else":
            raise self.fail("ELSE can only come right after the block of an IF", t)
        if t.kind == "kw":
            said = " ".join(t.raw.split()).lower()
            card = (f" (for the card, write {CARD_WORDS[said]})" if said in CARD_WORDS
                    else "")          # 'avanti' is the sensor ahead and the F card's name
            raise self.fail(_MISPLACED[t.value].format(
                said.upper() if t.value in ("while", "until") else said) + card, t)
        blue = [c for c in self.cards_offered if c not in BASIC_CARDS]
        if not blue:
            raise self.fail(_not_a_sign(t.value, self.cards_offered), t)
        raise self.fail(f"a block {t.value!r} can only come right after {either(blue)}", t)

    def repeat(self) -> Repeat:
        t = self.take()
        if t.kind == "num":
            times = self.count(t)
            return Repeat(self.block("REPEAT"), times=times)
        if t.kind == "kw" and t.value == "while":
            sensor = self.sensor("REPEAT WHILE")
            return Repeat(self.block("REPEAT"), sensor=sensor)
        if t.kind == "kw" and t.value == "until":
            target = self.take()
            if target.kind != "kw" or target.value not in TARGETS:
                raise self.fail(f"REPEAT UNTIL needs a target: {' or '.join(listed('target'))}",
                                target)
            return Repeat(self.block("REPEAT"), until=target.value)
        if _senses(self.cards_offered):
            raise self.fail("REPEAT needs a number of times, WHILE or UNTIL after it", t)
        raise self.fail("REPEAT needs a number after it, for how many times it runs its "
                        f"cards, like {_EXAMPLES['REPEAT']}", t)

    def count(self, t: _Tok) -> int:
        digits = t.value.lstrip("0")
        if not digits:
            raise self.fail("a REPEAT must repeat at least once", t)
        if len(digits) > len(str(MAX_TIMES)) or int(digits) > MAX_TIMES:
            raise self.fail(f"a REPEAT repeats at most {MAX_TIMES:,} times",
                            _Tok(t.kind, _clip(t.value), t.line, t.col))
        return int(digits)

    def sensor(self, what: str) -> Sensor:
        t = self.take()
        negated = t.kind == "kw" and t.value == "not"
        if negated:
            t = self.take()
        if t.kind != "kw" or t.value not in SENSORS:
            raise self.fail(f"{what} needs a sensor: {either(listed('sensor'))}", t)
        return Sensor(t.value, negated)

    def block(self, what: str) -> tuple[Node, ...]:
        t = self.take()
        if t.kind != "open":
            raise self.fail(f"{what} needs a [ before the cards it holds, like "
                            f"{_EXAMPLES[what]}", t)
        if self.depth == MAX_DEPTH:
            raise self.fail(f"blocks can go inside each other at most {MAX_DEPTH} deep", t)
        self.depth += 1
        body = self.block_items()
        self.depth -= 1
        end = self.take()
        if end.kind != "close":   # marked on its [ (the end of the text marks nothing)
            raise self.fail(f"a {t.value} is never closed: put a {BRACKETS[t.value]} after the "
                            "cards it holds", t)
        return body


def parse(text: str | Program, cards: Any = None) -> Program:
    """Parse program text (or pass a Program through); a ProgramSyntaxError says where.
    ``cards`` are the cards the learner is offered (all six by default): a word that is no
    card is told to use those.

    Limits: at most ``MAX_TEXT`` characters, ``MAX_CARDS`` cards and ``MAX_DEPTH`` blocks
    inside each other.

    >>> parse("F X", cards=["F", "L", "R"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab...ProgramSyntaxError: line 1, column 3: 'X' is not a card: use F, L or R (at 'X')

    >>> parse("REPEAT 2 [" * 41 + "F" + "]" * 41)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.ProgramSyntaxError: line 1, column 410: blocks can go inside ...
    """
    if isinstance(text, Program):
        return text
    if not isinstance(text, str):
        raise ProgramSyntaxError(f"a program is text, not {type(text).__name__}", 1, 1, "")
    offered = tuple(str(c).upper() for c in cards) if cards else ALL_CARDS
    if "IF" in offered and "ELSE" not in offered:
        offered += ("ELSE",)
    return Program(_Parser(text, offered).program())
