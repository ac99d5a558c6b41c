"""The action notation of Droids: what a player says, as text (words split on spaces, case
forgiven, nothing evaluated).

=================================  ===============================================
``obstacle D4``                    place a mobile obstacle on D4 (before the game)
``draw violet 3 blue 2 red 2``     draw 7 chits blind, so many of each colour
                                   (colours: violet, blue, red, grey)
``choose V1 V1 V2 VX B1 PU PU``    Robot Killer: choose 7 chits
``place V2 C 1 E``                 put chit V2 in box 1 (nearest the board) of
                                   transmitter C, its arrow pointing east; the box
                                   (default: the first free one) and an arrow the
                                   chit cannot turn (PU, MA...) may be left out
``pass``                           place no more chits this turn
``send C``                         send the first chit of transmitter C;
``send C D4``                      PU: pick up from, or put down on, D4
``cover C``, ``uncover C``         cover a transmitter after a hit; take a cover
                                   off after a repair
=================================  ===============================================

A transmitter is named by the line it commands: a column letter for a player on the north
or south side, a row number for one on the east or west side.

>>> from codyroby_lab.games.droids.game import Droids
>>> s = Droids({"players": ["red", "yellow"], "phase": "program",
...             "racks": {"red": ["V2", "PU"]}, "first": "red"}).new_state()
>>> s.parse_action("place v2 c e").text, s.parse_action("place pu d").text
('place V2 C 1 E', 'place PU D 1')
>>> s.parse_action("draw v 3")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: 'draw' is not an action here: use place, pass
>>> s.parse_action("place V2 K 1 E")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: Red's transmitters (north side) are named by their column: A B C D E F G H I J, not 'K'
"""  # noqa: E501

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import IllegalAction, SetupError
from codyroby_lab.core.events import display_name
from codyroby_lab.core.geometry import Direction, parse_square, square_name
from codyroby_lab.core.setup import digits
from codyroby_lab.core.vocabulary import meaning, number_meant
from codyroby_lab.games.droids import chits as ch
from codyroby_lab.games.droids.layout import BOXES

if TYPE_CHECKING:
    from codyroby_lab.games.droids.state import DroidsState

COLOUR_WORDS = {"violet": "violet", "v": "violet", "purple": "violet", "blue": "blue",
                "b": "blue", "red": "red", "r": "red", "grey": "grey", "gray": "grey",
                "g": "grey"}


#: each verb of the notation in a child's words, and what each phase asks for next: a move
#: made at the wrong time is said in them (walk 08s, fault 4: a double click on I'm done
#: placing chits said "'pass' is not an action here: use send")
MOVE_WORDS = {"obstacle": "place an obstacle", "draw": "draw chits", "choose": "choose chits",
              "place": "place a chit", "pass": "end placing chits", "send": "send an order",
              "cover": "cover a transmitter", "uncover": "uncover a transmitter"}
NOW = {"place": "place an obstacle", "draw": "draw 7 chits", "choose": "choose 7 chits",
       "program": "place a chit", "execute": "choose a lit transmitter to send its order",
       "cover": "choose a transmitter to cover"}
_NOT_NOW = re.compile(r"'(\w+)' is not an action here: use [\w, ]+")


def from_call(text: str) -> str:
    """A lesson cell's call (``game.draw("violet 4 red 3")``, as
    :func:`codyroby_lab.lessons.droids.as_call` writes it) typed where a move is written in
    the notation (a board's text box, a move) as that move; any other text as it is (walk
    08r9, fault 4: the lesson's own call heard "'game.draw("violet' is not an action").

    >>> from_call('game.draw("violet 4 red 3")'), from_call('game.send("D", "E5")')
    ('draw violet 4 red 3', 'send D E5')
    >>> from_call("game.done()"), from_call('game.move("uncover A")'), from_call("send C")
    ('pass', 'uncover A', 'send C')
    """
    call = re.fullmatch(r"\s*\w+\.(\w+)\((.*)\)\s*", text)
    if call is None:
        return text
    verb, rest = call[1], " ".join(re.findall(r"[\"']([^\"']*)[\"']", call[2]))
    return {"done": "pass", "move": rest}.get(verb, f"{verb} {rest}".strip())


def not_now(words: str, phase: str) -> str:
    """``words`` with a refusal of a move made at the wrong time (in ``phase``) said as what
    is happening and what to do now, never the notation's verbs.

    >>> not_now("'pass' is not an action here: use send", "execute")
    'you are done placing chits: now choose a lit transmitter to send its order'
    >>> not_now("Not played: 'send' is not an action here: use place, pass.", "program")
    'Not played: it is not time to send an order: now place a chit.'
    >>> not_now("'fly' is not an action here: use place, pass", "program")
    "'fly' is not a move of Droids: now place a chit"

    A colour first, when chits are drawn, is a draw without its word (walk 08r9, fault 4):

    >>> not_now("'violet' is not an action here: use draw", "draw")
    'a draw starts with the word draw: write draw, then each colour and how many, like draw violet 4 red 3'
    """  # noqa: E501
    def said(m: re.Match[str]) -> str:
        if phase == "draw" and m[1].lower() in COLOUR_WORDS:
            return ("a draw starts with the word draw: write draw, then each colour and how "
                    "many, like draw violet 4 red 3")
        done = m[1] == "pass" and phase in ("execute", "cover")
        late = "you are done placing chits" if done else \
            f"it is not time to {MOVE_WORDS[m[1]]}" if m[1] in MOVE_WORDS else \
            f"'{m[1]}' is not a move of Droids"
        return f"{late}: now {NOW[phase]}" if phase in NOW else late
    return _NOT_NOW.sub(said, words)


def verbs(s: DroidsState) -> dict[str, Any]:
    """The verbs allowed in ``s``'s phase and how to read their arguments."""
    by_phase: dict[str, dict[str, Any]] = {
        "place": {"obstacle": "square"},
        "draw": {"draw": draw_args},
        "choose": {"choose": choose_args},
        "program": {"place": lambda rest: place_args(s, rest), "pass": "none"},
        "execute": {"send": lambda rest: send_args(s, rest)},
        "cover": {"cover": lambda rest: line_args(s, rest, "cover"),
                  "uncover": lambda rest: line_args(s, rest, "uncover")},
        "over": {},
    }
    return {verb: _unstopped(read) if callable(read) else read
            for verb, read in by_phase[s.phase].items()}


def _unstopped(read: Any) -> Any:
    """``read``, given a move without the full stop that ends it as a sentence: the stop
    is punctuation, not part of the last word ("V2 B S." was refused for its arrow 'S.',
    walk 08q, fault 6).

    >>> _unstopped(str.split)("V2 B S. ")
    ['V2', 'B', 'S']
    """
    return lambda rest: read(rest.rstrip().rstrip("."))


def draw_args(rest: str) -> tuple[str, ...]:
    """``violet 3 blue 2 ...`` as ``("violet", "3", "blue", "2")``, colours in the order
    violet, blue, red, grey, none twice, zeros left out; a comma between two colours is
    only a pause (walk 08i fault 15); a number may be written as a word, as a lesson's cell
    reads it (walk 08q, fault 7).

    >>> draw_args("Violet 4, Red 3"), draw_args("violet four red Three")
    (('violet', '4', 'red', '3'), ('violet', '4', 'red', '3'))
    """
    words = rest.lower().replace(",", " ").split()
    if not words or len(words) % 2:
        raise IllegalAction("say how many of each colour: 'draw violet 3 blue 2 red 2'")
    counts: dict[str, int] = {}
    for word, number in zip(words[::2], words[1::2], strict=True):
        colour = COLOUR_WORDS.get(word)
        count = digits(number, 2)
        count = number_meant(number) if count is None else count
        if colour is None or count is None:
            raise IllegalAction(f"'{word[:20]} {number[:10]}': say a colour (violet, blue, red, "
                                "grey) and a number, e.g. 'draw violet 3 blue 4'")
        if colour in counts:
            raise IllegalAction(f"{colour} is named twice")
        counts[colour] = count
    return tuple(x for c in ch.COLOURS if counts.get(c) for x in (c, str(counts[c])))


def draw_counts(args: tuple[str, ...]) -> dict[str, int]:
    """A draw's ``(colour, count, ...)`` arguments as counts; an IllegalAction when a count
    is not 1 or 2 ASCII digits (an action built in Python skips :func:`draw_args`)."""
    if len(args) % 2:
        raise IllegalAction("say how many of each colour: 'draw violet 3 blue 2 red 2'")
    counts = {}
    for c, n in zip(args[::2], args[1::2], strict=True):
        if digits(n, 2) is None:
            raise IllegalAction(f"'{str(c)[:20]} {str(n)[:10]}': the number of chits is "
                                "written in digits 0 to 9, e.g. 'draw violet 3 blue 4'")
        counts[c] = int(n)
    return counts


def choose_args(rest: str) -> tuple[str, ...]:
    """Chit codes, in the chits' own order."""
    codes = []
    for word in rest.split():
        try:
            codes.append(ch.chit(word).code)
        except SetupError as e:
            raise IllegalAction(e.reason) from None
    if not codes:
        raise IllegalAction("name the chits: 'choose V1 V1 V2 VX B1 PU PU'")
    return tuple(sorted(codes, key=lambda c: ch.CHITS[c].id))


def line(s: DroidsState, p: int, name: str) -> int:
    """The transmitter of player ``p`` named ``name``; IllegalAction names the choices."""
    side = s.game.side_of(p)
    k = ch.line_index(side, name)
    if k is None or k >= s.lines_of(p):
        raise IllegalAction(f"{display_name(s.game.players[p])}'s transmitters "
                            f"({ch.SIDE_WORDS[side]} side) "
                            f"are named by their {ch.line_word(side)}: "
                            f"{' '.join(s.game.line_names(p))}, not {name[:10]!r}")
    return k


def arrow_word(word: str) -> str | None:
    """The arrow ``word`` names (N, NE, ... NW), in either language's letters or words;
    None if it names none.

    >>> arrow_word("ne"), arrow_word("O"), arrow_word("SO"), arrow_word("nord-ovest")
    ('NE', 'W', 'SW', 'NW')
    >>> arrow_word("up"), arrow_word("X")
    ('N', None)
    """
    if word.upper() in Direction.__members__:
        return word.upper()
    if (way := meaning("facing", word)) is not None:
        return way[0].upper()                         # "ovest" means west: W
    way = meaning("diagonal", word)                   # "SO" means sw: SW
    return None if way is None else way.upper()


def arrows_of(code: str, side: str) -> str:
    """The arrows chit ``code`` may take on ``side``, as a refusal lists them: only those
    (walk 08u, fault 4: V2 was offered the slanted arrows of VD).

    >>> arrows_of("V2", "N"), arrows_of("VD", "N"), arrows_of("PU", "N")
    (' and the arrow (N, E, S or W)', ' and the arrow (NE, SE, SW or NW)', ': PU takes no arrow')
    """
    ways = [a.name for a in ch.arrows(code, side)]
    if len(ways) < 2:
        return f": {code} takes no arrow"
    return f" and the arrow ({', '.join(ways[:-1])} or {ways[-1]})"


#: the form a child needs to see beside what was wrong (walk 08i fault 18), as the lesson and
#: the board's text box write a chit (walk 08z, fault 2: 'place V2 C 1 E' was another; the
#: box is the game's too: a cell's game.place takes it, walk 08i fault 18)
FORM = ("write one chit at a time: the chit, the transmitter, the box if you choose one, "
        "and the arrow, as in 'V2 C E' or 'V2 C 1 E'")


def unspaced(word: str) -> str:
    """A chit, a transmitter and an arrow written with no spaces between (``V2AS``, walk
    08p, fault 7: heard only that there is no chit 'V2AS'), with its spaces; '' when the
    word does not begin with a chit and a transmitter's name (a column's letter, A to J, or
    a row's number).

    >>> unspaced("V2AS"), unspaced("PUB"), unspaced("VDASE"), unspaced("XYZ"), unspaced("PUT")
    ('V2 A S', 'PU B', 'VD A SE', '', '')
    """
    code = next((c for c in ch.CHITS if word.startswith(c) and len(word) > len(c)), "")
    rest = word[len(code):]
    if not code or rest[0] not in "ABCDEFGHIJ0123456789":
        return ""
    return " ".join(filter(None, (code, rest[:1], rest[1:])))


def not_a_chit(word: str, rack: list[str]) -> str:
    """Why ``word`` is no chit to lay, naming the kinds on ``rack``, not all sixteen (walk
    08u, fault 4: a challenge board listed chits the child could not use there).

    >>> not_a_chit("V3", ["V2", "V2", "PU"])[:50]
    "'V3' is not a chit on your rack: use one of V2 PU;"

    A chit glued to what follows it hears the space (walk 08r9, fault 6):

    >>> not_a_chit("V2A", ["V2"])
    "'V2A' needs spaces: write the chit, the transmitter and the arrow apart, like 'V2 A'"
    """
    if joined := unspaced(word.upper()):
        return (f"{word[:10]!r} needs spaces: write the chit, the transmitter and the arrow "
                f"apart, like '{joined}'")
    mine = " ".join(dict.fromkeys(rack))
    return (f"{word[:20]!r} is not a chit "
            f"{f'on your rack: use one of {mine}' if mine else 'you hold'}; {FORM}")


def place_args(s: DroidsState, rest: str) -> tuple[str, ...]:
    """``CHIT LINE [BOX] [ARROW]`` as ``(CHIT, LINE, BOX[, ARROW])``: the first free box
    by default; the only arrow of a chit that has one fixed."""
    words = rest.upper().split()
    parts = rest.split(",")
    if len(parts) > 1 and all(len(part.split()) == 1 for part in parts):
        # one chit with commas between its parts was told it was a whole program (walk 08t,
        # fault 3)
        raise IllegalAction(f"the commas are the trouble: write the parts of a chit with "
                            f"spaces between them, '{' '.join(rest.replace(',', ' ').split())}'")
    if len(parts) > 1:
        raise IllegalAction(f"a move lays one chit, not a whole program: {FORM}")
    if len(words) < 2 or len(words) > 4:
        raise IllegalAction(FORM)
    p = s.cur
    if words[0] not in ch.CHITS:
        raise IllegalAction(not_a_chit(words[0], [ch.BY_ID[c].code for c in s.racks[p]]))
    code = words[0]
    k = line(s, p, words[1])
    box, arrow = None, None
    for w in words[2:]:
        if digits(w, 1) is not None and box is None and arrow is None:
            box = int(w)
            if not 1 <= box <= BOXES:
                # box 1 as the panel shows it, sent first: "nearest the board" brought the
                # two pictures' box 1 back (walk 08r9, fault 7)
                raise IllegalAction(f"a transmitter has boxes 1 to {BOXES} (1 is sent first), "
                                    f"not {w[:5]}")
        elif arrow is None and (way := arrow_word(w)) is not None:
            arrow = way
        elif _is_square(w):
            # the square of a pick up, said when the order is sent, not when it is laid
            # (walk 08r10, fault 6: it heard to say the box, which it had)
            raise IllegalAction(f"a chit is laid without a square: leave {w[:5]} out now, and "
                                f"say it when you send the order, 'send {words[1]} {w[:5]}'")
        else:
            raise IllegalAction(f"{w[:10]!r}: after the transmitter say the box (1 to 3)"
                                f"{arrows_of(code, s.game.side_of(p))}")
    if box is None:
        base = (p * s.game.lines + k) * 3
        free = [b for b in range(BOXES) if not s.tx[base + b]]
        if not free:
            raise IllegalAction(f"transmitter {words[1]} is full (3 chits)")
        box = free[0] + 1
    allowed = ch.arrows(code, s.game.side_of(p))
    if arrow is None and len(allowed) == 1:
        arrow = allowed[0].name
    return (code, words[1], str(box)) + ((arrow,) if arrow else ())


def _is_square(word: str) -> bool:
    """Whether ``word`` names a square (``E5``).

    >>> _is_square("E5"), _is_square("S"), _is_square("1")
    (True, False, False)
    """
    try:
        parse_square(word)
    except (SetupError, ValueError):
        return False
    return True


def send_args(s: DroidsState, rest: str) -> tuple[str, ...]:
    """``LINE [SQUARE]``."""
    words = rest.upper().split()
    if not 1 <= len(words) <= 2:
        raise IllegalAction("say the transmitter to send: 'send C' (and for a pick up or put "
                            "down the square: 'send C D4')")
    line(s, s.cur, words[0])
    if len(words) == 2:
        try:
            return (words[0], square_name(parse_square(words[1], "send")))
        except SetupError as e:
            raise IllegalAction(e.reason) from None
    return (words[0],)


def line_args(s: DroidsState, rest: str, verb: str) -> tuple[str, ...]:
    words = rest.upper().split()
    if len(words) != 1:
        raise IllegalAction(f"say one transmitter: '{verb} C'")
    line(s, s.cur, words[0])
    return (words[0],)

