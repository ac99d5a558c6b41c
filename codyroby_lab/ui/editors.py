"""Program editors: what a learner builds in the board widget, and how it becomes the game's
own action.

A scene names its editor (``scene["editor"]["kind"]``); the widget hands program editing to
the editor of that kind: a JavaScript module ``widgets/editors/<kind>.js`` in the browser
and, here, an :class:`Editor` subclass that validates everything the browser sends. Adding
an editor (``registers`` for RoboRally, ``chits`` for Droids) is one JS module and one
class registered with :func:`register` (the worked example is in widgets/README.md).

An editor holds its **content** (JSON: the card stack, the cards chosen from a hand...),
which has a **text** form (what the learner may type in the widget's text box). The
browser sends *edit intents*, each a message ``{"type": ..., **fields}`` of a type the
editor lists in ``intents``; ``edit`` validates one and returns the new content, or
raises a LabError in plain words (nothing changes). On Run the content becomes the game's
own :class:`~codyroby_lab.core.protocol.Action` (``action``).

>>> from codyroby_lab.games.codyroby.duel import Duel
>>> state = Duel.from_setup({"blocks_each": 0, "deck": ["F"] * 20,
...                          "hands": {"A": ["F", "F", "L", "R", "F"], "B": ["F"] * 5}}).new_state()
>>> hand = editor_for(state, "A")
>>> hand.kind, hand.palette
('hand', ['F', 'L', 'R'])
>>> cards = hand.edit({"type": "choose", "cards": ["F", "R"]})
>>> hand.text(cards), str(hand.action(cards))
('F R', 'A: play F R')
>>> hand.read("f f x")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.LabError: There is no X card here: use F, L or R (F goes forward, ...
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import islice
from typing import Any, ClassVar

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.vocabulary import number_meant
from codyroby_lab.games.cards import MEANING
from codyroby_lab.games.codyroby.program import CARD_WORDS
from codyroby_lab.games.roborally.actions import not_places
from codyroby_lab.games.roborally.deck import parse_card

MAX_CARDS = 2_000          # cards in a stack (or a choice) the browser may send
MAX_DEPTH = 40             # nesting of blocks in such a stack
CARD_BLOCKS = ("REPEAT", "IF")

EDITORS: dict[str, type[Editor]] = {}


def register(cls: type[Editor]) -> type[Editor]:
    """Make ``cls`` the editor of scenes whose editor kind is ``cls.kind`` (a decorator)."""
    EDITORS[cls.kind] = cls
    return cls


def editor_for(state: Any, viewer: Any = None, palette: Sequence[str] | None = None,
               scene: dict[str, Any] | None = None) -> Editor:
    """The editor the scene of ``state`` (for ``viewer``) names, with its config; ``scene``:
    that scene when the caller has it already (a scene can take milliseconds to make)."""
    if scene is None:
        scene = state.scene(viewer)
    config = dict(scene.get("editor") or {"kind": "stack"})
    kind = config.get("kind")
    if kind not in EDITORS:
        raise LabError(f"this board has no {kind!r} editor yet: the editors are "
                       f"{', '.join(sorted(EDITORS))}")
    return EDITORS[kind](state, viewer, config, palette)


class Editor:
    """The Python half of one editor kind (the JS half: ``widgets/editors/<kind>.js``).

    ``state`` is the position runs start from, ``viewer`` who edits (a player's name, or
    None), ``config`` the scene's editor config; ``palette`` a widget's own limit on the
    cards offered (editors that offer cards apply it in :meth:`configure`). A subclass sets
    ``kind`` and ``intents`` and implements ``empty``, ``read``, ``text``, ``check`` and
    ``edit``; the default ``action`` sends the text to the game's card verb."""

    kind: ClassVar[str] = ""
    intents: ClassVar[dict[str, frozenset[str]]] = {}   # edit intent type -> its fields

    def __init__(self, state: Any, viewer: Any, config: dict[str, Any],
                 palette: Sequence[str] | None = None):
        self.state, self.viewer = state, viewer
        self.config = self.configure(dict(config), palette)

    def configure(self, config: dict[str, Any], palette: Sequence[str] | None) -> dict[str, Any]:
        """The config the browser's module gets (the scene's, as this widget offers it)."""
        return config

    @property
    def palette(self) -> list[str]:
        """The card names this editor offers."""
        return [str(c) for c in self.config.get("palette", [])]

    def empty(self) -> Any:
        """The content of an empty program."""
        raise NotImplementedError

    def read(self, text: str) -> Any:
        """The content the text form ``text`` means here (LabError: what is wrong, where)."""
        raise NotImplementedError

    def text(self, content: Any) -> str:
        """The canonical text form of ``content``."""
        raise NotImplementedError

    def check(self, content: Any) -> Any:
        """``content`` (from Python or the browser) checked and in canonical form."""
        raise NotImplementedError

    def edit(self, intent: dict[str, Any]) -> Any:
        """The content after one edit intent (its type is in ``intents``, its fields are
        there); a LabError refuses it."""
        raise NotImplementedError

    def ready(self, content: Any) -> None:
        """A learner's Run may play ``content``: a LabError says what to do first (any
        content by default)."""

    @property
    def player(self) -> str | None:
        """Who plays what is edited: the viewer, when the viewer is a player."""
        return self.viewer if isinstance(self.viewer, str) else None

    def verb(self) -> str | None:
        """The game's verb the content goes with: the first verb allowed now whose argument
        is cards or a program (None when there is none)."""
        return next((verb for verb, kind in self.state.verbs().items()
                     if kind == "cards" or callable(kind)), None)

    def value(self, content: Any) -> Any:
        """What a widget's custom ``runner(start, value)`` gets: the game's action."""
        return self.action(content)

    def action(self, content: Any) -> Action:
        """The game's own action for ``content``, as the game reads it: the text after the
        card verb (:meth:`verb`), for the viewer; IllegalAction when the game is over or
        has no such verb now (the game's words)."""
        if self.state.is_terminal():
            raise IllegalAction(self.state.over_words())
        text, verb = self.text(content), self.verb()
        if verb is None:
            return self.state.parse_action(text)
        return self.state.parse_action({"verb": verb, "args": text.split(),
                                        "player": self.player})


@register
class StackEditor(Editor):
    """Cody cards in a stack with REPEAT and IF blocks (CodyRoby, Race, Follow-me): the
    content is the program's card-stack form (``Program.to_stack()``), its text the Cody
    notation. Intent: ``{"type": "set_stack", "stack": [...]}``. Config: ``palette``,
    ``program``, ``sensors``, ``targets`` (what REPEAT/IF may sense and reach), ``piles``
    (Race: the cards left), ``size`` (Follow-me: how many cards to lay). A custom runner
    gets the Program."""

    kind = "stack"
    intents = {"set_stack": frozenset({"stack"})}

    def configure(self, config: dict[str, Any], palette: Sequence[str] | None) -> dict[str, Any]:
        from codyroby_lab.games.codyroby.program import SENSORS
        config.setdefault("palette", [*self._basic(), *CARD_BLOCKS])
        config.setdefault("sensors", [*SENSORS, *(f"not {s}" for s in SENSORS)])
        config.setdefault("targets", [])
        if palette is not None:
            config["palette"] = [c for c in config["palette"] if str(c).upper() in palette]
            if "IF" not in palette:   # sensors come with the IF card: a REPEAT only counts
                config["sensors"] = config["targets"] = []
        return config

    @staticmethod
    def _basic() -> tuple[str, ...]:
        from codyroby_lab.games.codyroby.program import BASIC_CARDS
        return BASIC_CARDS

    @classmethod
    def cards(cls) -> tuple[str, ...]:
        """Every card a stack palette may offer."""
        return (*cls._basic(), *CARD_BLOCKS)

    def empty(self) -> list:
        return []

    def program(self, content: Any) -> Any:
        """The Program of a card stack (a SetupError names the bad entry)."""
        from codyroby_lab.games.codyroby.program import Program
        return Program.from_stack(content)

    def read(self, text: str) -> list:
        from codyroby_lab.games.codyroby.program import parse
        program = parse(text, self.palette)
        self._fits(program)
        return program.to_stack()

    def text(self, content: Any) -> str:
        return self.program(content).text

    def check(self, content: Any) -> list:
        program = self.program(content)
        self._fits(program)
        return program.to_stack()

    def edit(self, intent: dict[str, Any]) -> list:
        _check_size(intent["stack"])
        return self.check(intent["stack"])

    def value(self, content: Any) -> Any:
        return self.program(content)

    def ready(self, content: Any) -> None:
        """An empty program is not run: the learner hears to lay cards first."""
        if not content:
            raise LabError("The program has no cards yet: click a card to add it, then "
                           "press Run.")

    def _fits(self, program: Any) -> None:
        """The cards are on offer here and this board can run them (its targets)."""
        allowed = [str(c).upper() for c in self.palette]
        for node in program.nodes:
            name = type(node).__name__
            card = node.letter if name == "Card" else "REPEAT" if name == "Repeat" else "IF"
            if allowed and card not in allowed:
                raise LabError(f"There is no {card} card here: use {either(allowed)}.")
            if name == "Repeat" and node.times is None and not self.config.get("sensors"):
                raise LabError("A REPEAT card here runs its cards a number of times: write "
                               "the number after REPEAT, such as REPEAT 3 [F].")
        check = getattr(self.state, "check_program", None)
        if check is not None:
            check(program)


def hand_cards(text: str, kinds: Sequence[str]) -> list[str]:
    """The cards written in ``text``, each one of ``kinds`` (the kinds of card in a hand):
    the one reader of a move's text, the hand board's text box's and an Energy Seekers play
    cell's (walk 06p3, fault 1: the cell read it as a CodyRoby program, and "2 F" was sent
    to a REPEAT the game does not have). Commas part cards, and a word of card letters is
    read letter by letter; a number or a card's name is no card.

    >>> hand_cards("f, FR", ["F", "R"])
    ['F', 'F', 'R']
    >>> hand_cards("R2", ["F", "R"])
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: 2 is not a card: to play a card more than once, write it again, such as F F F (your hand must hold each one).
    >>> hand_cards("F [", ["F", "R"])
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: [ is not a card: write only the cards you play, one after another, such as F R F.
    """  # noqa: E501
    words = re.findall(r"\d+|[^\W\d]+", str(text))   # "L, F", "R2": commas and numbers part cards
    for word in words:
        if word.isdigit():                     # "F x 3": a number does not repeat a card
            raise LabError(f"{word} is not a card: to play a card more than once, write "
                           f"it again, such as F F F (your hand must hold each one).")
    # a bracket is no punctuation to forgive: "F [" was read as F, and played
    if bracket := re.search(r"[][(){}]", str(text)):
        raise LabError(f"{bracket[0]} is not a card: write only the cards you play, one after "
                       f"another, such as {' '.join((list(kinds) * 3)[:3])}.")
    out: list[str] = []
    for word in words:
        letter = CARD_WORDS.get(word.lower())   # "forward": said as a Duel cell says it
        if letter and letter in kinds and word.upper() not in kinds:
            raise LabError(f"{word!r} is the card {letter} ({MEANING[letter]}): write "
                           "just its letter.")
        word = word.upper()
        # a word of one-letter cards ("FFR") is read letter by letter
        out += list(word) if word not in kinds and all(c in kinds for c in word) else [word]
    for card in out:
        _offered(card, kinds)
    return out


def _offered(card: str, kinds: Sequence[str]) -> None:
    """Refuse ``card`` unless it is one of ``kinds``, naming the cards there are."""
    if card not in kinds:
        shown = card if len(card) <= 12 and card.isprintable() else "such"
        means = [MEANING[k] for k in kinds if k in MEANING]
        # a card of the game the hand lacks is said so (walk 04p3, fault 5: "There is no R
        # card here" read as if R were no card)
        lacks = f"Your hand holds no {card} card" if card in MEANING else \
            f"There is no {shown} card here"
        raise LabError(f"{lacks}: use "
                       f"{either(kinds) if kinds else 'no card: your hand is empty'}"
                       f"{' (' + ', '.join(means) + ')' if means else ''}.")


@register
class HandEditor(Editor):
    """Cards picked from the viewer's hand, in the order they will be played (the Duel,
    Energy Seekers): the content is the list of their labels, its text the labels with
    spaces (``F F R``). Intent: ``{"type": "choose", "cards": ["F", "R"]}``. Config:
    ``player``, ``hand`` (the viewer's own cards), ``verbs`` (what the viewer may do now),
    optional ``actions`` and ``answers``. A choice holds each card at most as many times as
    the hand does ("Use text" with ``F F F F`` from a hand of one F is refused at once, not
    on Run). While ``answers`` lists a question's answers (an Energy Seekers Challenge),
    the choice is one of them instead, whatever the hand holds (an empty one too): the
    content is ``[answer]``, and the text box takes the answer as it is written (case,
    spaces and a leading ``answer`` forgiven).

    >>> ask = HandEditor(None, "ada", {"hand": [], "answers": ["north", "south"]})
    >>> ask.read(" South "), ask.read("answer north"), ask.read("South."), ask.read("")
    (['south'], ['north'], ['south'], [])
    >>> ask.read("F")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: Answer with one of the answers: north or south.
    """

    kind = "hand"
    intents = {"choose": frozenset({"cards"})}

    @property
    def palette(self) -> list[str]:
        """The kinds of card in the hand, in the order they first appear."""
        return list(dict.fromkeys(str(c) for c in self.config.get("hand", [])))

    def empty(self) -> list:
        return []

    @property
    def answers(self) -> list[str]:
        """The answers to choose from now (none: cards are chosen)."""
        return [str(a) for a in self.config.get("answers", [])]

    def read(self, text: str) -> list[str]:
        if self.answers:
            said = _plain(text).removeprefix("answer ")
            return self.check([said] if said else [])
        return self._counted(self._valid(hand_cards(text, self.palette)), typed=True)

    def text(self, content: Any) -> str:
        return " ".join(content)

    def check(self, content: Any) -> list[str]:
        return self._counted(self._valid(content))

    def _valid(self, content: Any) -> list[str]:
        """``content`` as a list of the hand's kinds of card (or one of the answers), each
        however often: :meth:`_counted` counts them.

        >>> HandEditor(None, "A", {"hand": ["F", "L"]}).read("R")
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.LabError: Your hand holds no R card: use F or L (F goes forward, L turns left).
        """  # noqa: E501
        if not isinstance(content, list) or not all(isinstance(c, str) for c in content):
            raise LabError("the cards chosen must be a list of card names")
        if len(content) > MAX_CARDS:
            raise LabError(f"at most {MAX_CARDS} cards can be chosen")
        if self.answers:
            return self._answer(content)
        if content and self.state is not None and self.state.is_terminal():
            raise LabError("The game is over: no card can be played now. New game starts "
                           "another one.")
        for card in content:
            _offered(card, self.palette)
        return content

    def _counted(self, content: list[str], typed: bool = False) -> list[str]:
        """``content`` (:meth:`_valid`) if the hand holds each card as often as it is
        chosen; ``typed``: written in the text box, where no card was clicked before.

        >>> HandEditor(None, "A", {"hand": ["F", "R"]}).read("F F")
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.LabError: You wrote 2 F cards, but your hand holds only 1: each card of your hand plays once.
        """  # noqa: E501
        if self.answers:
            return content
        hand = [str(c) for c in self.config.get("hand", [])]
        for card in dict.fromkeys(content):
            chosen, held = content.count(card), hand.count(card)
            if typed and chosen > held:
                raise LabError(f"You wrote {chosen} {card} cards, but your hand holds only "
                               f"{held}: each card of your hand plays once.")
            if chosen == held + 1 and held:   # one more: a used-up card clicked, most likely
                raise LabError(f"Your hand holds only {held} {card} card"
                               f"{' and it is' if held == 1 else 's and they are'} chosen "
                               f"already: each card of your hand plays once.")
            if chosen > held:
                raise LabError(f"You chose {chosen} {card} cards, but your hand holds only "
                               f"{held}: each card of your hand plays once.")
        return list(content)

    def _answer(self, content: list[str]) -> list[str]:
        """``content`` as one of the answers, in their own spelling (or nothing chosen)."""
        said = [a for a in self.answers if content and _plain(content[0]) == _plain(a)]
        if len(content) > 1 or (content and not said):
            raise LabError(f"Answer with one of the answers: {either(self.answers)}.")
        return said[:1]

    def edit(self, intent: dict[str, Any]) -> list[str]:
        return self.check(intent["cards"])

    def value(self, content: Any) -> Action:
        """The chosen cards as an Action of the game's card verb, not yet checked by the
        game: a lesson's runner may give no cards a meaning of its own (pass)."""
        return Action(self.verb() or "play", tuple(content), self.player)


# --- Droids: chits on transmitters ----------------------------------------------------------

MAX_ACTION = 200           # characters of a chosen action the browser may send


@register
class ChitsEditor(Editor):
    """Droids: the viewer's rack and ten transmitters of three boxes along the viewer's side
    of the board. The content is the one action chosen for the phase the game is in, as
    text in the game's notation (``place V2 C 1 S``, ``send C``, ``draw violet 4 red 3``,
    ``cover C``...), "" for nothing chosen (Run then passes while programming). Intent:
    ``{"type": "choose", "action": "place V2 C 1 S"}``. The game checks every choice
    (a covered transmitter, a full box, a chit not in the rack, an arrow the chit cannot
    take are refused in its words). Config: see games/droids/scene.py ``editor``.

    >>> from codyroby_lab.games.droids.game import Droids
    >>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
    ...             "racks": {"red": ["V2", "PU"]}, "covers": {"red": ["D"]}}).new_state()
    >>> chits = editor_for(s, "red")
    >>> chits.edit({"type": "choose", "action": "place v2 c s"})
    'place V2 C 1 S'
    >>> str(chits.action("")), str(chits.action("place PU C 2"))
    ('red: pass', 'red: place PU C 2')
    >>> chits.read("place PU D")
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: transmitter D is covered: it is useless until repaired
    """

    kind = "chits"
    intents = {"choose": frozenset({"action"})}

    def empty(self) -> str:
        return ""

    def read(self, text: str) -> str:
        """The text box: an action, or while programming a chit written as the lesson's
        challenges write it (``V2 A S``: place it).

        >>> from codyroby_lab.games.droids.game import Droids
        >>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
        ...             "racks": {"red": ["V2"]}}).new_state()
        >>> editor_for(s, "red").read("V2 A S")
        'place V2 A 1 S'
        """
        words = str(text).split()
        verbs = self.config.get("verbs") or []
        if words and self.config.get("phase") == "program" and words[0].lower() not in verbs:
            text = " ".join(["place", *words])
        return self.check(text)

    def text(self, content: str) -> str:
        """The text box's words for ``content``: while programming, a chit to place as the
        lesson's cells write it, without the verb (walk 08v, fault 5: "V2 A E" typed came
        back as "place V2 A 1 E", a third way of writing a chit); :meth:`read` puts the verb
        back.

        >>> from codyroby_lab.games.droids.game import Droids
        >>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
        ...             "racks": {"red": ["V2"]}}).new_state()
        >>> chits = editor_for(s, "red")
        >>> chits.text(chits.read("v2 a e")), chits.read(chits.text("place V2 A 1 E"))
        ('V2 A 1 E', 'place V2 A 1 E')
        """
        if self.config.get("phase") == "program" and content.startswith("place "):
            return content.removeprefix("place ")
        return content

    def check(self, content: object) -> str:
        if not isinstance(content, str) or len(content) > MAX_ACTION:
            raise LabError(f"an action is a line of text of at most {MAX_ACTION} letters")
        from codyroby_lab.games.droids.notation import from_call  # (Droids' own words)
        words = from_call(content).split()
        if not words:
            return ""
        return self._checked(words).text

    def edit(self, intent: dict[str, Any]) -> str:
        return self.check(intent["action"])

    def action(self, content: str) -> Action:
        """The action chosen; nothing chosen passes while programming."""
        words = self.check(content).split()
        if not words:
            if self.config.get("phase") != "program":
                raise LabError("Choose what to do first: " + (
                    "it is not your turn" if not self.config.get("verbs") else
                    f"you may {either(self.config['verbs'])}"))
            words = ["pass"]
        return self._checked(words)

    def value(self, content: str) -> Action | None:
        """What a custom runner gets: the action chosen, or None when nothing is (outside
        programming): a lesson's runner may have a move played in a cell to show."""
        if not self.check(content) and self.config.get("phase") != "program":
            return None
        return self.action(content)

    def _checked(self, words: list[str]) -> Action:
        if self.state.is_terminal():
            raise IllegalAction(self.state.over_words())
        if self.player is None or self.state.current_player() != self.player:
            raise IllegalAction("it is not your turn: wait for the others to play")
        if words[0].lower() == "place" and len(words) > 1 and words[1].isalnum():
            self._on_rack(words[1])      # ("V2," is left to the game: the commas are said)
        try:
            return self.state.checked({"verb": words[0].lower(), "args": words[1:],
                                       "player": self.player})
        except IllegalAction as e:      # a move for another time, in words (walk 08s, 4)
            from codyroby_lab.games.droids.notation import not_now  # (Droids' own words)
            raise IllegalAction(not_now(str(e), self.state.phase)) from None

    def _on_rack(self, word: str) -> None:
        """A board may show a rack of its own (config ``chits``: a lesson's board keeps
        back a chit of the game's rack, so that laying its last chit leaves the game laying
        chits): a chit not on the rack shown is refused in its words, before the game, which
        would take the chit kept back (walk 08r6, fault 1: typed, it was laid, and the rack
        named in a refusal held it); a game's board shows the game's rack, which says it.

        >>> from codyroby_lab.games.droids.game import Droids
        >>> s = Droids({"players": ["red", "blue"], "phase": "program", "first": "red",
        ...             "racks": {"red": ["V2", "V1"]}}).new_state()
        >>> chits = editor_for(s, "red")
        >>> chits.config = {**chits.config, "chits": ["V2"], "done": "Run my chits"}
        >>> chits.read("V1 A S")
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.IllegalAction: You have no V1 left: your chits are V2
        """
        shown = [str(c) for c in self.config.get("chits") or []]
        if shown == self.state.to_dict()["players"][self.player]["rack"]:
            return
        if why := off_rack(word, shown, str(self.config.get("done"))):
            raise IllegalAction(why)


def off_rack(word: str, rack: Sequence[str], done: str) -> str:
    """Why the chit ``word`` cannot be laid from ``rack`` (the chits left to lay), "" if it
    can; ``done``: the button that runs the chits laid.

    >>> off_rack("v1", ["V2", "PU"], "Run my chits"), off_rack("PU", ["V2", "PU"], "")
    ('You have no V1 left: your chits are V2 PU', '')
    >>> off_rack("V3", ["V2", "PU"], "Run my chits")[:51]
    "'V3' is not a chit on your rack: use one of V2 PU; "
    """
    from codyroby_lab.games.droids.chits import CHITS  # (Droids' own words)
    from codyroby_lab.games.droids.notation import not_a_chit
    code = word.upper()
    if code in rack:
        return ""
    if not rack:
        return f"Every chit of your rack is laid: press {done} to run them (New game takes " \
               "them all back)."
    if code not in CHITS:
        return not_a_chit(code, list(rack))
    # a sentence of its own, as the board shows it (walk 08r10, fault 5)
    return f"You have no {code[:10]} left: your chits are {' '.join(rack)}"


def _plain(text: str) -> str:
    """``text`` as answers are compared: lower case, one space between words, no full stop
    or comma at its ends (walk 06n, fault 7: "West." was refused without saying why)."""
    return " ".join(str(text).split()).lower().strip(".,;:!? ")


def either(cards: Sequence[str]) -> str:
    """``F, L or R``."""
    cards = list(cards)
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} or {cards[-1]}"


def _check_size(stack: Any) -> None:
    """Refuse stacks too big or too deep before reading them (no recursion here)."""
    todo, count = [(stack, 0)], 0
    while todo:
        item, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise LabError(f"the program is nested more than {MAX_DEPTH} blocks deep")
        if isinstance(item, list):
            count += len(item)
            if count > MAX_CARDS:
                raise LabError(f"a program has at most {MAX_CARDS} cards")
            todo.extend((x, depth + 1) for x in item)
        elif isinstance(item, dict):
            todo.extend((v, depth) for k, v in item.items() if k in ("body", "then", "else"))


# --- trade (Robin) ------------------------------------------------------------------------------

MAX_WORDS = 12             # words in one Robin action the browser may send


@register
class TradeEditor(Editor):
    """Robin's decisions (widgets/editors/trade.js): the content is one action as its words
    (``["offer", "food3"]``, ``["contribute", "food3", "look"]``, ``["move", "ann", "-",
    "cy"]``), its text the action's text. Intents: ``{"type": "act", "words": [...]}`` (a
    whole action, or the cards to contribute so far, in order) and ``{"type": "assign",
    "pieces": [...]}`` (a piece or ``-`` for each arrow group of the card being moved with).
    Each is checked at once by the game's own rules: an assignment that moves a piece twice
    or sends it back past the oak is refused with the rule's words; whether it applies as
    many groups as possible, or the contribution is complete, is the game's check on Run.
    Config: ``player``, ``hand``, ``verbs``, ``actions``, ``offer``, ``offers``,
    ``groups``, ``pieces``, ``need``, ``about`` (docs/architecture.md).

    >>> from codyroby_lab.games.robin.game import Robin
    >>> state = Robin.from_setup({"players": ["ann", "bob", "cy"], "first": "ann",
    ...                           "hands": {"ann": ["food3", "food4", "look", "riches13"]},
    ...                           "pieces": {"ann": 3, "bob": 2, "cy": 2}}).new_state()
    >>> trade = editor_for(state, "ann")
    >>> trade.config["verbs"], trade.config["need"]
    (['contribute'], 1)
    >>> str(trade.action(trade.edit({"type": "act", "words": ["contribute", "look"]})))
    'ann: contribute look'
    >>> trade.edit({"type": "act", "words": ["offer", "food3"]})
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: You cannot offer now: you may give.
    """

    kind = "trade"
    intents = {"act": frozenset({"words"}), "assign": frozenset({"pieces"})}

    def empty(self) -> list:
        return []

    def read(self, text: str) -> list[str]:
        return self.check(str(text).split())

    def text(self, content: Any) -> str:
        from codyroby_lab.games.robin.actions import as_the_board_writes  # (Robin's)

        return as_the_board_writes(" ".join(content))

    def check(self, content: Any) -> list[str]:
        if not isinstance(content, list) or not all(isinstance(w, str) for w in content):
            raise LabError("an action is a list of words, e.g. offer food3")
        if len(content) > MAX_WORDS:
            raise LabError(f"an action has at most {MAX_WORDS} words")
        if not content:
            return []
        from codyroby_lab.games.robin.actions import as_the_game_writes, not_now  # (Robin's)
        from codyroby_lab.games.robin.checks import assignment_problem

        verb, args = as_the_game_writes(content[0]), [w.lower() for w in content[1:]]
        verbs = [str(v) for v in self.config.get("verbs", [])]
        if verb not in verbs:
            why = not_now(verb, verbs)
            raise LabError(f"{why[0].upper()}{why[1:]}.")
        if verb == "contribute":
            self._partial_contribution(args)
        elif verb == "move":
            assignment_problem(self.state, args)
        else:
            self.state.checked(Action(verb, tuple(args), self.player))
        return [verb, *args]

    def _partial_contribution(self, cards: list[str]) -> None:
        hand, need = self.config.get("hand", []), int(self.config.get("need", 0))
        for card in cards:
            if card not in hand:
                shown = card if len(card) <= 20 and card.isprintable() else "such a card"
                raise LabError(f"{shown} is not in your hand")
        if len(set(cards)) < len(cards):
            raise LabError("each card is given once")
        if len(cards) > need:
            raise LabError(f"give {need} card{'s' * (need != 1)}, not {len(cards)}")

    def edit(self, intent: dict[str, Any]) -> list[str]:
        if intent["type"] == "assign":
            pieces = intent["pieces"]
            if not isinstance(pieces, list) or len(pieces) > MAX_WORDS:
                raise LabError("name a piece (or '-') for each arrow group")
            return self.check(["move", *pieces])
        return self.check(intent["words"])

    def _ways(self) -> str:
        """How the viewer chooses now, as the board shows it: a card of the hand, an arrow
        group's piece, a button under the hand (the actions no hand card stands for)."""
        verbs = set(self.config.get("verbs", []))
        ways = ["click a card of your hand"] if verbs & {"contribute", "offer", "counter"} else []
        if "move" in verbs:
            ways.append("give each arrow group of your card a piece")
        buttons = [a for a in self.config.get("actions", [])
                   if not re.match(r"(offer|counter) (?!none$)", a)]
        if buttons:
            ways.append("press one of the buttons under your hand")
        return either(ways) if ways else "wait for the others"

    def action(self, content: Any) -> Action:
        """The game's action for the words (IllegalAction in the game's words: a
        contribution short of cards, an assignment applying fewer groups than it could)."""
        if self.state.is_terminal():
            raise IllegalAction(self.state.over_words())
        words = self.check(content)
        if not words:
            raise LabError(f"Choose what to do first: {self._ways()}.")
        if words == ["contribute"]:   # its cards all clicked off again (walk 09q, fault 7)
            raise LabError(f"Choose what to give first: {self._ways()}.")
        return self.state.checked(Action(words[0], tuple(words[1:]), self.player))
# --- RoboRally: the registers editor ------------------------------------------------------

_POWER = ("up", "down")
#: what the registers' text box reads as an empty register, the first what it writes: a blank
#: to fill in, like a worksheet's (walk 07q4, fault 11: one card dragged into register 3
#: wrote "empty empty 2")
EMPTY = ("_", "empty")


@register
class RegistersEditor(Editor):
    """RoboRally's registers: the viewer's dealt hand as numbered cards and five registers
    (``widgets/editors/registers.js``). The content is ``{"registers": [3, 7, None, 9, 2], "down":
    False}``: per register the place of a hand card in it (from 1) or None, and whether the robot
    announces a power-down. Its text: the places of the free registers in order (``_`` for an
    empty one, ``empty`` read too; a mark for each free register once one holds a card), then
    ``down`` (``3 7 _ 9 2 down``); a powered-down robot's text is ``up`` or ``down``. Intent:
    ``{"type": "set_registers", "registers": [...], "down": false}``. Config (the scene's):
    ``player``, ``registers``, ``hand``, ``locked`` (register numbers, from 1), ``program``
    (the card each locked register keeps), ``verbs``. A locked register is refused, as is a card
    not in the hand or one card in two registers. The text box reads card numbers as a lesson's
    cell does (``not_places``): a number word is its number, a priority is no card number.

    >>> from codyroby_lab.games.roborally.game import RoboRally
    >>> ed = editor_for(RoboRally().new_state(seed=0), "Twonky")
    >>> content = ed.read("3 7 1 9 2")
    >>> content["registers"], ed.text(content), str(ed.action(content))
    ([3, 7, 1, 9, 2], '3 7 1 9 2', 'Twonky: program 3 7 1 9 2')
    >>> ed.read("one two Three four five")["registers"]
    [1, 2, 3, 4, 5]
    >>> half = ed.read("_ empty 2"); half["registers"], ed.text(half)
    ([None, None, 2, None, None], '_ _ 2 _ _')
    >>> ed.edit({"type": "set_registers", "registers": [3, 3, None, None, None], "down": False})
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.LabError: Card 3 is in two registers: each card goes in one register.
    """

    kind = "registers"
    intents = {"set_registers": frozenset({"registers", "down"})}

    @property
    def size(self) -> int:
        return int(self.config.get("registers", 5))

    @property
    def palette(self) -> list[str]:
        """The hand's cards, in the order their numbers count them."""
        return [str(c) for c in self.config.get("hand", [])]

    @property
    def locked(self) -> list[int]:
        """The locked registers (from 1)."""
        return [int(r) for r in self.config.get("locked", [])]

    @property
    def powered_down(self) -> bool:
        return "power" in self.config.get("verbs", [])

    def empty(self) -> dict[str, Any]:
        return {"registers": [None] * self.size, "down": False}

    def read(self, text: str) -> dict[str, Any]:
        said = [w for w in re.split(r"[\s,;]+", str(text).strip())[:MAX_CARDS] if w]  # "1,2"
        # a number word is its number, as the lessons' checkers read it (walk 07i, fault 10)
        words = [w.lower() if (n := number_meant(w)) is None else str(n) for w in said]
        if words[:1] in (["program"], ["power"]):
            words, said = words[1:], said[1:]
        down = bool(words) and words[-1] == "down"
        if self.powered_down:
            if words not in ([], ["up"], ["down"]):
                raise LabError("Your robot is powered down this turn: write up or down.")
            return self.check({"registers": [None] * self.size, "down": down})
        words = words[:-1] if down else words
        free = [r for r in range(1, self.size + 1) if r not in self.locked]
        if len(words) > len(free):
            s = "" if len(free) == 1 else "s"
            raise LabError(f"You have {len(free)} free register{s}: write {len(free)} card "
                           f"number{s} (_ for an empty register), then down if you like.")
        # the cards' numbers read as a lesson's cell reads them, in its words (walk 07r6,
        # fault M6)
        cards = [(w, echo) for w, echo in zip(words, said, strict=False)
                 if w not in EMPTY]
        problem = not_places([w for w, _ in cards], len(self.palette),
                             said=[echo for _, echo in cards])
        if problem:
            raise LabError(f"{problem[0].upper()}{problem[1:]}.")
        places = [None if w in EMPTY else int(w) for w in words]
        places += [None] * (len(free) - len(places))
        registers: list[int | None] = [None] * self.size
        for r, place in zip(free, places, strict=True):
            registers[r - 1] = place
        return self.check({"registers": registers, "down": down})

    def text(self, content: dict[str, Any]) -> str:
        if self.powered_down:
            return "down" if content["down"] else "up"
        # once a card is placed, every free register is said, the empty ones at the end too
        # (walk 07r6, fault M5: "3 9 _ 2" for five registers); no card at all is no text
        places = [p for r, p in enumerate(content["registers"], 1) if r not in self.locked]
        words = [EMPTY[0] if p is None else str(p) for p in places] if any(places) else []
        return " ".join(words + (["down"] if content["down"] else []))

    def check(self, content: Any) -> dict[str, Any]:
        if not isinstance(content, dict) or set(content) != {"registers", "down"}:
            raise LabError("the registers must be a list of card numbers and a power-down yes "
                           "or no")
        registers, down = content["registers"], content["down"]
        if not isinstance(registers, list) or len(registers) != self.size:
            raise LabError(f"a robot has {self.size} registers")
        if not isinstance(down, bool):
            raise LabError("power down is yes or no")
        seen: set[int] = set()
        for r, place in enumerate(registers, 1):
            if place is None:
                continue
            if not isinstance(place, int) or isinstance(place, bool):
                raise LabError(f"Register {r} holds a card number, or nothing.")
            if r in self.locked:
                keeps = (self.config.get("program") or [None] * self.size)[r - 1]
                raise LabError(f"Register {r} is locked: it keeps "
                               f"{parse_card(keeps).words if keeps else 'its card'}.")
            if not 1 <= place <= len(self.palette):
                raise LabError(f"There is no card {place}: your hand holds "
                               f"{len(self.palette)} cards.")
            if place in seen:
                raise LabError(f"Card {place} is in two registers: each card goes in one "
                               "register.")
            seen.add(place)
        return {"registers": list(registers), "down": down}

    def edit(self, intent: dict[str, Any]) -> dict[str, Any]:
        return self.check({"registers": intent["registers"], "down": intent["down"]})

    def value(self, content: dict[str, Any]) -> Action | None:
        """What a custom runner gets: the viewer's action (a spectator has none: None)."""
        return None if self.player is None else self.action(content)

    def action(self, content: dict[str, Any]) -> Action:
        """``program`` with the free registers' cards (``down`` to announce a power-down),
        or, powered down, ``power up`` / ``power down``; an empty free register is refused."""
        if self.state.is_terminal():
            raise IllegalAction(self.state.over_words())
        if self.powered_down:
            args = ["down" if content["down"] else "up"]
            return self.state.parse_action({"verb": "power", "args": args,
                                            "player": self.player})
        empty = [r for r, p in enumerate(content["registers"], 1)
                 if p is None and r not in self.locked]
        if empty:
            raise IllegalAction(f"Register {empty[0]} is empty: put a card from your hand in "
                                "each free register.")
        args = [str(p) for p in content["registers"] if p is not None]
        return self.state.parse_action({"verb": "program", "player": self.player,
                                        "args": args + (["down"] if content["down"] else [])})


# --- every grid game: the board editor --------------------------------------------------


@register
class SketchEditor(Editor):
    """The board editor (``widgets/editors/board.js``): a palette of what the game's setup
    format puts on a square, the settings beside the board, Undo, Save and Load. The
    content is the setup document being drawn (:class:`~codyroby_lab.core.drawing.Sketch`,
    squares as names), its text that document as JSON. Intents: ``place`` {item, at},
    ``remove`` {at}, ``set`` {name, value}, ``undo``, ``save``, ``load`` {file} (one of
    the board files beside ``path``, ``files``, which Save then writes); the game's reader
    checks each, a refusal changes nothing (a file of another kind too: ``kind_of`` says
    which drawing reads a document). Run shows what the drawing's ``program`` gives (a
    challenge: the solver's best program).

    >>> from codyroby_lab.core.drawing import Sketch
    >>> from codyroby_lab.games.codyroby.drawing import BOARD
    >>> ed = SketchEditor(Sketch(BOARD), "board.json")
    >>> ed.edit({"type": "place", "item": "block", "at": "B2"})["board"]["blocks"]
    ['B2']
    >>> [i["name"] for i in ed.config["items"]], ed.config["undo"]
    (['block', 'road', 'red', 'yellow', 'roby'], True)
    """

    kind = "board"
    intents = {"place": frozenset({"item", "at"}), "remove": frozenset({"at"}),
               "set": frozenset({"name", "value"}), "undo": frozenset(),
               "save": frozenset(), "load": frozenset({"file"})}
    MAX_FILES = 200         # board files Load offers

    def __init__(self, sketch: Any, path: Any, note: str = "", kind_of: Any = None):
        from pathlib import Path
        self.sketch, self.path, self.note, self.kind_of = sketch, Path(path), note, kind_of
        sketch.file = self.path     # the file Save writes: an Undo across a Load gives it back
        self.state = sketch.drawing.state(sketch.checked)
        self.viewer = None
        self.config = self._configured()

    def _configured(self) -> dict[str, Any]:
        """What the browser's module draws: the palette, the settings and their values, the
        summary (a challenge: ``best: 8 cards``), what it shows only when asked (its
        shortest program), whether Undo can, the file's name and
        whether it holds the board drawn now (``saved``; None for a new board nothing is
        drawn on yet: a red "Not saved" before anything was done looked like a mistake,
        walk 05p, fault 3), the files Load offers, what a two-click item waits for."""
        from dataclasses import asdict

        from codyroby_lab.core.io import where
        sketch = self.sketch
        drawing, values = sketch.drawing, sketch.values()
        # what a two-click item still waits for, said again after a refused click
        waiting = (f"{sketch.item(sketch.pending[0]).label}: now click its other end."
                   if sketch.pending else "")
        return {"kind": self.kind, "items": [asdict(i) for i in drawing.items],
                "settings": [{**asdict(s), "options": [list(o) for o in s.options],
                              "value": values[s.name]} for s in sketch.settings],
                "summary": drawing.summary(sketch.checked), "undo": sketch.can_undo,
                "shortest": drawing.shortest(sketch.checked),
                "file": where(self.path), "words": self.words(self.note or waiting),
                "saved": None if sketch.filed is None and not sketch.can_undo else sketch.saved,
                "folder": where(self.path.parent), "files": self.files(),
                "files_of": sketch.drawing.kind,   # what Load reads: "challenge files"
                "note": self.note or waiting, "waiting": waiting}

    def words(self, news: str = "") -> dict[str, str]:
        """What the board says of Run on this drawing (the board editor's own words are for
        every drawing): Run's tip, and what Step or Back say before any run (walk 05p, fault
        2: a board heard "No run yet: on a challenge, Run shows the best program"); and what
        What happened says with no run on show: the last edit's ``news`` (walk 05p3, fault
        2: it said "Draw the board: choose what to put..." however much was drawn).

        >>> from codyroby_lab.core.drawing import Sketch
        >>> from codyroby_lab.games.codyroby.drawing import BOARD
        >>> SketchEditor(Sketch(BOARD), "board.json").words()["first"]
        'No run yet: press Run first: Roby takes the shortest way to the red target (F, L and R). Step then goes through the run one card at a time.'
        >>> SketchEditor(Sketch(BOARD), "board.json").words("A block on B2.")["idle"]
        'A block on B2.'
        """  # noqa: E501
        runs = self.sketch.drawing.run_words
        said = {"idle": news} if news else {}
        return {**said, "run": f"Run: {runs}.",
                "first": f"No run yet: press Run first: {runs}. Step then goes through the "
                         "run one card at a time."} if runs else said

    def files(self) -> list[str]:
        """The names of the JSON files beside the editor's file that Load reads: not hidden
        ones (a lesson's own record of its boards: walk 05k, fault 7), nor ones it refuses,
        of another kind or unreadable (walk 05n, fault 11: the challenge editor offered a
        board, then said it reads challenges only)."""
        readable = (name for name in self._beside() if self._refusal(name) is None)
        return list(islice(readable, self.MAX_FILES))

    def _beside(self) -> list[str]:
        """The names of the JSON files beside the editor's file, hidden ones left out."""
        try:
            return sorted(p.name for p in self.path.parent.glob("*.json")
                          if p.is_file() and not p.name.startswith("."))
        except OSError:
            return []

    def _refusal(self, name: str) -> LabError | None:
        """Why Load refuses the file ``name`` beside the editor's file (None: it reads it)."""
        if self.kind_of is None:
            return None
        path = self.path.parent / name
        try:
            stamp = path.stat()
        except OSError:
            return LabError(f"{name} cannot be read. Nothing has changed.")
        found = _drawn_as(self.kind_of, path, stamp.st_mtime_ns, stamp.st_size)
        mine = self.sketch.drawing
        if found is mine:
            return None
        if isinstance(found, str):
            return LabError(found)
        return LabError(f"{name} is {_a(found.title)}, not {_a(mine.title)}: Load reads "
                        f"{mine.title}s. Nothing has changed.")

    def loadable(self, name: Any) -> Any:
        """The path of ``name``, one of :meth:`files`; a LabError says why another is not."""
        if name in self._beside():
            refusal = self._refusal(name)
            if refusal is not None:
                raise refusal
            return self.path.parent / name
        from codyroby_lab.core.io import where
        shown = ", ".join(self.files()) or "none yet: Save writes one"
        kind = self.sketch.drawing.kind
        raise LabError(f"{str(name)[:40]!r} is not a {kind} file in "
                       f"{where(self.path.parent)}: its {kind} files are {shown}")

    def empty(self) -> Any:
        return self.sketch.doc

    def read(self, text: str) -> Any:
        """The document the text box holds; text that is not JSON is refused in words that
        say what is wrong and where, as a file's are (walk 05q4, fault 3: "board: not
        JSON: ..." read as a field of the board).

        >>> from codyroby_lab.core.drawing import Sketch
        >>> from codyroby_lab.games.codyroby.drawing import BOARD
        >>> SketchEditor(Sketch(BOARD), "board.json").read('{"width": 5')
        Traceback (most recent call last):
          ...
        codyroby_lab.core.errors.SetupError: The text is not JSON: line 1, column 12: ...
        """
        from codyroby_lab.core.errors import SetupError
        from codyroby_lab.core.io import parse_json
        try:
            content = parse_json(text, "text")
        except SetupError as e:
            raise SetupError(e.field, e.reason, words=f"The text is {e.reason}") from None
        return self.check(content)

    def text(self, content: Any) -> str:
        import json
        return json.dumps(content, ensure_ascii=False)

    def check(self, content: Any) -> Any:
        """The document as its game writes it; one that is not the one drawn is read."""
        if content == self.sketch.doc:
            return content
        from codyroby_lab.core.drawing import Sketch
        return Sketch(self.sketch.drawing, content, "That board cannot be drawn").doc

    def edit(self, intent: dict[str, Any]) -> Any:
        kind, sketch = intent["type"], self.sketch
        if kind == "place":
            sketch.place(intent["item"], intent["at"])
        elif kind == "remove":
            sketch.remove(intent["at"])
        elif kind == "set":
            sketch.set(intent["name"], intent["value"])
        elif kind == "undo":
            sketch.undo()
            self.path = sketch.file or self.path
        elif kind == "save":
            sketch.save(self.path)
        else:
            path = self.loadable(intent["file"])
            sketch.load(path)
            self.path = path            # Save writes the file read
        self.note = sketch.said
        self.state = sketch.drawing.state(sketch.checked)
        self.config = self._configured()
        return sketch.doc

    def action(self, content: Any) -> Action:
        from codyroby_lab.core.errors import SetupError
        try:
            return self.sketch.drawing.program(self.sketch.checked)
        except SetupError as e:
            raise LabError(e.reason + ".") from None


@lru_cache(maxsize=256)
def _drawn_as(kind_of: Any, path: Any, mtime_ns: int, size: int) -> Any:
    """The drawing ``kind_of`` finds for the file at ``path``, or the words saying why it
    cannot be read. The file's time and size stand for its version: Load's list is made
    after every edit, and reads a file again only when it has changed."""
    from codyroby_lab.core.io import read_json
    try:
        return kind_of(read_json(path), path)
    except LabError as e:
        return str(e)


def _a(words: str) -> str:
    """``words`` after ``a`` or ``an``: ``an Energy Seekers board``."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"
