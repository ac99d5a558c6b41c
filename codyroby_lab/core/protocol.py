"""The game protocol as code: what every game offers, whoever wrote it.

A **Game** is the immutable rules and setup of one game (``Game.from_setup(d)``,
``game.players``, ``game.new_state(seed)``); a **State** is one position. A state says who
moves (:meth:`State.current_player`: a player name, or :data:`SIMULTANEOUS`,
:data:`CHANCE`, :data:`TERMINAL`), lists the legal actions, and applies one
(:meth:`State.apply`, atomic: an illegal action raises :class:`IllegalAction` and leaves the
state exactly as it was). Every action of every game is one value type, :class:`Action`,
read from text by one parser shape, :func:`parse_action`.

Hidden information is built in: a **viewer** is a player name (that player's view), ``None``
(a spectator: public information only) or :data:`EVERYONE` (the all-seeing teacher view,
never a default). ``observation(viewer)``, ``scene(viewer)``, ``describe(viewer)`` and
``hidden_slots(viewer)`` give exactly what that viewer may know; events say who may read
them (:meth:`codyroby_lab.core.events.Event.seen_by`).

The smallest game on the protocol (a counter that two players push to 3):

>>> from codyroby_lab.core.events import Event, Rule
>>> PUSH = Rule("doc.push", "DECISIONS", "doc", "A push adds 1; reaching 3 wins.")
>>> class Count(Game):
...     name = "doc-count"
...     def __init__(self, setup=None):
...         self.players = ("A", "B")
...     def setup(self):
...         return {}
...     def new_state(self, seed=None):
...         return CountState(self)
...     @classmethod
...     def read_state(cls, d):
...         s = CountState(cls())
...         s.n = d["n"]
...         return s
>>> class CountState(State):
...     def __init__(self, game):
...         self.game, self.n = game, 0
...     def current_player(self):
...         return TERMINAL if self.n >= 3 else self.game.players[self.n % 2]
...     @property
...     def winner(self):
...         return self.game.players[(self.n - 1) % 2] if self.n >= 3 else None
...     def verbs(self):
...         return {"push": "none"}
...     def legal_actions(self, player=None):
...         return [] if self.is_terminal() else [Action("push")]
...     def check(self, action):
...         pass
...     def do(self, action, rec, plan):
...         self.n += 1
...         self.record(rec, action, [Event.of("Pushed", PUSH, f"{action.player} pushes")])
...     def clone(self):
...         s = CountState(self.game)
...         s.n = self.n
...         return s
...     def to_dict(self):
...         return {"game": self.game.name, "n": self.n}
...     def to_vector(self):
...         return np.array([self.n])
...     def with_vector(self, vec):
...         s = self.clone()
...         s.n = int(vec[0])
...         return s
...     def observation(self, viewer=None):
...         return {**self.public(viewer), "n": self.n}
...     def scene(self, viewer=None):
...         return {}
...     def columns(self, viewer=None):
...         return [{"name": "n", "kind": "int", "slots": [0]}]
>>> s = Count().new_state()
>>> s.current_player(), [str(a) for a in s.legal_actions()]
('A', ['push'])
>>> [e.text for e in s.apply("push")], s.current_player()
(['A pushes'], 'B')
>>> s.apply("B: push") and s.apply(Action("push", player="A")) and s.winner
'A'
>>> s.apply("push")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: the game is over: A has won
>>> s.returns(), s.describe()
({'A': 1.0, 'B': -1.0}, {'n': '3'})
"""

from __future__ import annotations

import functools
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Self

import numpy as np

from codyroby_lab.core import desk
from codyroby_lab.core.errors import IllegalAction, LabError, SetupError
from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.geometry import parse_square, square_name
from codyroby_lab.core.layout import Layout
from codyroby_lab.core.registry import game_class
from codyroby_lab.core.schema import plain
from codyroby_lab.core.trace import Events, Trace
from codyroby_lab.core.viewer import EVERYONE, Viewer, check_viewer, sees, viewer_json

__all__ = ["CHANCE", "EVERYONE", "SIMULTANEOUS", "TERMINAL", "Action", "ArgKind", "Game",
           "Mover", "State", "Viewer", "check_viewer", "parse_action", "record",
           "sees", "viewer_json"]


class Mover(Enum):
    """What :meth:`State.current_player` returns when no single player moves next."""

    SIMULTANEOUS = "simultaneous"  #: every player in ``waiting_for()`` commits, hidden
    CHANCE = "chance"              #: the game draws (apply a chance outcome, player None)
    TERMINAL = "terminal"          #: the game is over

    def __repr__(self) -> str:
        return self.name


SIMULTANEOUS, CHANCE, TERMINAL = Mover.SIMULTANEOUS, Mover.CHANCE, Mover.TERMINAL


#: the keys of :meth:`GameState.public`, what every observation starts with
PUBLIC_KEYS = ("game", "viewer", "players", "current", "waiting_for", "phase", "winner")


# --- actions --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Action:
    """One action of any game: a ``verb``, its ``args`` (text) and the ``player`` who plays
    it (None until the state fills it in; needed for simultaneous commits).

    ``action.text`` is the game's text notation; ``str(action)`` adds ``"player: "`` in
    front when the player is known, which :func:`parse_action` reads back.

    >>> a = Action("play", ("F", "F", "R"))
    >>> a.text, str(a), str(Action("play", ("F",), player="A"))
    ('play F F R', 'play F F R', 'A: play F')
    """

    verb: str
    args: tuple[str, ...] = ()
    player: str | None = None

    def __post_init__(self) -> None:
        if not (isinstance(self.verb, str) and isinstance(self.args, tuple)
                and all(isinstance(a, str) for a in self.args)):
            raise IllegalAction(f"an action is a verb and text arguments, not "
                                f"{self.verb!r} {self.args!r}")

    @property
    def text(self) -> str:
        return " ".join((self.verb, *self.args))

    def __str__(self) -> str:
        return f"{self.player}: {self.text}" if self.player is not None else self.text

    def to_dict(self) -> dict[str, Any]:
        """The JSON form :func:`parse_action` reads back."""
        return {"verb": self.verb, "args": list(self.args), "player": self.player}


ArgKind = str | Callable[[str], tuple[str, ...]]
ARG_KINDS = ("none", "square", "squares", "cards", "word", "int", "text")
MAX_ACTION_TEXT = 200_000  # the longest action text read (a Cody program is <= 100,000)
CODY_CARDS = "FLR"
_NUMBER = re.compile(r"^[0-9]{1,9}$")


def parse_action(spec: Any, verbs: Mapping[str, ArgKind], *, player: str | None = None,
                 default: str | None = None, players: tuple[str, ...] = ()) -> Action:
    """The :class:`Action` that ``spec`` means; text is split on spaces, never evaluated.

    ``spec`` is text (``"play F F R"``, ``"A: play F"`` naming the player, when ``A`` is one
    of ``players``), an Action, or ``{"verb": ..., "args": [...], "player": ...}``. ``verbs``
    maps each verb allowed now to the kind of its arguments:

    ``none``     nothing after the verb                        ``pass``
    ``square``   one square (``C3`` or ``c3``)                  ``block C3``
    ``squares``  one or more squares                           ``add C3 C4``
    ``cards``    Cody cards F, L, R (``ffr`` is forgiven)        ``play F F R``
    ``word``     one word                                      ``give bob``
    ``int``      one whole number                              ``bid 7``
    ``text``     the rest, as one argument                     ``answer north``
    a callable   ``rest -> args``: the game reads the rest     ``run REPEAT 2 [F]``

    With ``default``, text whose first word is not a verb is that verb's arguments
    (``"F F R"`` is ``run F F R`` in CodyRoby). IllegalAction names what is wrong.

    >>> parse_action("play f fr", {"play": "cards"}).text
    'play F F R'
    >>> parse_action("A: block c3", {"block": "square"}, players=("A", "B"))
    Action(verb='block', args=('C3',), player='A')
    >>> parse_action({"verb": "add", "args": ["C3", "c4"]}, {"add": "squares"}).args
    ('C3', 'C4')
    >>> parse_action("jump", {"play": "cards"})
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.IllegalAction: 'jump' is not an action here: use play
    """
    text, player = _action_text(spec, player, players)
    if not text.split() and default is None:
        raise IllegalAction(f"the action is empty: use {_verbs(verbs)}")
    verb, _, rest = text.strip().partition(" ")
    verb = verb.lower()
    if verb not in verbs:
        if default is None or default not in verbs:
            raise IllegalAction(f"{_clip(verb)!r} is not an action here: use {_verbs(verbs)}")
        verb, rest = default, text.strip()
    return Action(verb, _args(verb, verbs[verb], rest), player)


def _action_text(spec: Any, player: str | None,
                 players: tuple[str, ...]) -> tuple[str, str | None]:
    if isinstance(spec, Action):
        return spec.text, spec.player if spec.player is not None else player
    if isinstance(spec, dict):
        if not set(spec) <= {"verb", "args", "player"} or not isinstance(spec.get("verb"), str):
            raise IllegalAction("an action object is {'verb': ..., 'args': [...], "
                                "'player': ...}")
        args, who = spec.get("args", []), spec.get("player", player)
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            raise IllegalAction("an action's 'args' is a list of text")
        if who is not None and not isinstance(who, str):
            raise IllegalAction(f"a player is named by text, not {type(who).__name__}")
        spec, player = " ".join([spec["verb"], *args]), who
    if not isinstance(spec, str):
        raise IllegalAction(f"an action is text such as 'play F R', not {_clip(repr(spec))}")
    if len(spec) > MAX_ACTION_TEXT:
        raise IllegalAction(f"an action is at most {MAX_ACTION_TEXT:,} characters long")
    head, colon, rest = spec.partition(":")
    if colon and head.strip() in players:
        return rest, head.strip()
    return spec, player


def _args(verb: str, kind: ArgKind, rest: str) -> tuple[str, ...]:
    if callable(kind):
        return kind(rest)
    words = rest.split()
    if kind == "none":
        if words:
            raise IllegalAction(f"'{verb}' takes nothing after it")
        return ()
    if kind in ("square", "squares"):
        try:
            squares = tuple(square_name(parse_square(w, verb)) for w in words)
        except SetupError as e:
            raise IllegalAction(str(e)) from None
        if not squares or (kind == "square" and len(squares) != 1):
            raise IllegalAction(f"'{verb}' needs {'a square' if kind == 'square' else 'squares'}"
                                f", e.g. '{verb} C3'")
        return squares
    if kind == "cards":
        letters = tuple("".join(words).upper())
        if not letters or any(c not in CODY_CARDS for c in letters):
            raise IllegalAction(f"'{verb}' needs F, L or R cards, e.g. '{verb} F F R'")
        return letters
    if kind == "word":
        if len(words) != 1:
            raise IllegalAction(f"'{verb}' needs one word after it")
        return (words[0],)
    if kind == "int":
        if len(words) != 1 or not _NUMBER.match(words[0]):
            raise IllegalAction(f"'{verb}' needs a whole number, e.g. '{verb} 3'")
        return (str(int(words[0])),)
    if kind == "text":
        if not words:
            raise IllegalAction(f"'{verb}' needs something after it")
        return (" ".join(words),)
    raise ValueError(f"unknown argument kind {kind!r} for {verb!r}: use one of {ARG_KINDS}")


def _verbs(verbs: Mapping[str, ArgKind]) -> str:
    return ", ".join(verbs) or "nothing (no action now)"


def _clip(text: str, size: int = 40) -> str:
    return text if len(text) <= size else text[:size] + "..."


# --- games and states -----------------------------------------------------------------

class Game(ABC):
    """The rules and setup of one game: immutable once made.

    ``name`` is the registry and conformance name; ``editor`` the program editor the widget
    shows (``stack``: Cody cards with REPEAT/IF blocks; ``hand``: pick cards from a hand;
    ``registers``: numbered cards into registers; ``chits``: chits into transmitter boxes;
    ``trade``: Robin's offers, counter-offers and arrow groups);
    ``players`` the names of the players (or teams), always a tuple. ``moments``: a step's
    phase in a trace names the moment of the rulebook's fixed order of steps it plays
    (RoboRally's ``D lasers fire``), so the board names each step by it, as a lesson does.
    """

    name: ClassVar[str]
    editor: ClassVar[str] = "hand"
    moments: ClassVar[bool] = False
    #: the versions of a saved state the game reads, the last one the version it writes
    #: (``()``: its saved states carry no version, as basic CodyRoby's conformance format)
    versions: ClassVar[tuple[int, ...]] = (1,)
    players: tuple[str, ...]

    @classmethod
    def from_setup(cls, setup: dict[str, Any]) -> Self:
        """The game of a setup document; a SetupError names the bad field."""
        return cls(setup)  # type: ignore[call-arg]

    @abstractmethod
    def setup(self) -> dict[str, Any]:
        """The setup document back (JSON-ready): ``from_setup(game.setup())`` is this game."""

    @abstractmethod
    def new_state(self, seed: int | None = None) -> State:
        """The start position; ``seed`` (a whole number, or None for a fresh random game)
        fixes every random draw. A bad seed is a SetupError."""

    @classmethod
    def state_from_dict(cls, d: Any) -> State:
        """A state saved by ``state.to_dict()``, read the same way for every game: the document
        must be plain JSON data within the limits (:func:`~codyroby_lab.core.schema.plain`),
        as a file's is, name this game and a version it reads (:func:`check_header`); the
        game reads it with its own checks (:meth:`read_state`); and the state must come back
        unchanged from its vector (what traces and the widget carry). Whatever is wrong is a
        SetupError naming the field, never a crash."""
        plain(d, "state")
        check_header(d, cls.name, cls.versions)
        try:
            state = cls.read_state(d)
            again = state.with_vector(state.to_vector())
        except LabError:
            raise
        except (AttributeError, TypeError, KeyError, IndexError, ValueError, StopIteration) as e:
            raise SetupError("state", f"is not a saved state: {type(e).__name__}: "
                                      f"{str(e)[:80]}") from None
        if again.to_dict() != state.to_dict():  # what the game's own checks missed
            raise SetupError("state", "is not a state of the game: it does not survive being "
                                      "written as a trace's vector")
        return state

    @classmethod
    @abstractmethod
    def read_state(cls, d: Any) -> State:
        """The game's own reading of a saved state (its fields and its checks; a SetupError
        names a bad field), whose name and version are checked already. Only
        :meth:`state_from_dict` calls it."""


class State(ABC):
    """One position of a game. Subclasses implement the abstract methods; the base class
    does the rest one way for every game: parsing an action, saying who may play it,
    refusing play after the end, atomic apply, traces, ``returns`` and ``describe``.

    A subclass's ``do(action, rec)`` changes the state and records each step with
    :meth:`record`; it runs on a copy (``clone()``), which the state adopts only when the
    whole action went through, so an action that raises half-way changes nothing. An action
    whose changes a game can take back cheaply (:meth:`undo_of`) runs on the state itself.
    """

    game: Game
    phase: str | None = None        #: the phase's short name, recorded with each step
    default_verb: ClassVar[str | None] = None  #: the verb of text that starts with none

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's views (:data:`VIEWS`) refuse a viewer who is not a player, None or
        EVERYONE with a SetupError before they look at anything."""
        super().__init_subclass__(**kwargs)
        for name in VIEWS:
            view = getattr(cls, name, None)
            if view is not None and not getattr(view, "checks_viewer", False):
                setattr(cls, name, _checking_viewer(view))

    # --- who moves ---------------------------------------------------------------------

    @abstractmethod
    def current_player(self) -> str | Mover:
        """The player to move, or SIMULTANEOUS, CHANCE or TERMINAL."""

    def waiting_for(self) -> tuple[str, ...]:
        """The players who may act now: the player to move; in a SIMULTANEOUS phase, those
        who have not committed yet (their commits stay hidden until the last one's)."""
        p = self.current_player()
        return (p,) if isinstance(p, str) else ()

    def is_terminal(self) -> bool:
        return self.current_player() is TERMINAL

    #: the winner once the game is over (None: not over, a draw, or no winner); a game sets
    #: it as an attribute or defines a property
    winner: str | None = None

    def returns(self) -> dict[str, float]:
        """Each player's result: +1 the winner, -1 the others, 0 for all before the end or
        in a draw."""
        w = self.winner if self.is_terminal() else None
        return {p: 0.0 if w is None else 1.0 if p == w else -1.0 for p in self.game.players}

    # --- actions -------------------------------------------------------------------------

    @abstractmethod
    def verbs(self) -> dict[str, ArgKind]:
        """The verbs allowed now and their argument kinds (see :func:`parse_action`)."""

    @abstractmethod
    def legal_actions(self, player: str | None = None) -> list[Action]:
        """Every legal action of ``player`` (default: the player to move). A game whose set
        is too large to list returns a documented part of it and overrides
        :meth:`sample_action`."""

    def sample_action(self, rng: np.random.Generator, player: str | None = None) -> Action:
        """A random legal action of ``player``: uniform over :meth:`legal_actions`."""
        actions = self.legal_actions(player)
        if not actions:
            raise IllegalAction(f"{player or 'nobody'} has no action now")
        return actions[int(rng.integers(len(actions)))]

    def parse_action(self, spec: Any) -> Action:
        """The Action ``spec`` names (text, Action or dict), its player as written."""
        return parse_action(spec, self.verbs(), default=self.default_verb,
                            players=self.game.players)

    @abstractmethod
    def check(self, action: Action) -> Any:
        """Raise IllegalAction (saying why in plain words) unless ``action`` (its player
        filled in) is legal now. Changes nothing. Returns what it worked out that
        :meth:`do` needs (RoboRally: the codes a commit seals), or None."""

    @abstractmethod
    def do(self, action: Action, rec: Any, plan: Any) -> None:
        """Do a checked action: change this state and :meth:`record` each step in ``rec``
        (a Trace, or an event list when no trace is kept). ``plan`` is what :meth:`check`
        returned for this very action."""

    def over_words(self) -> str:
        """Why no action is allowed any more, in plain words."""
        w = self.winner
        return f"the game is over: {display_name(w)} has won" if w else "the game is over"

    def checked(self, spec: Any) -> Action:
        """The action ``spec`` means, with its player (:meth:`attributed`), if it is legal
        now (:meth:`check`); else IllegalAction."""
        act = self.attributed(spec)
        self.check(act)
        return act

    def attributed(self, spec: Any) -> Action:
        """The action ``spec`` means, with its player, not yet checked against the rules;
        IllegalAction when that player may not act now.

        The player is the one written, else the only one who may act now. After the end of
        the game every action is refused."""
        who = self.waiting_for()
        if not who:  # nobody may act: the game is over, or it draws
            mover = self.current_player()
            if mover is TERMINAL:
                raise IllegalAction(self.over_words())
            if mover is not CHANCE:  # a moment inside an action, which only a trace shows
                raise IllegalAction("nobody may act at this moment: the game carries on by "
                                    "itself")
            act = self.parse_action(spec)
            if act.player is not None:
                raise IllegalAction("the game draws now: no player acts")
            return act
        act = self.parse_action(spec)
        if act.player is None:
            if len(who) != 1:
                raise IllegalAction(f"say who plays it: {', '.join(who)}, e.g. "
                                    f"'{who[0] if who else 'A'}: {act.text}'")
            act = Action(act.verb, act.args, who[0])
        elif act.player not in who:
            raise IllegalAction(f"{display_name(act.player)} cannot play now: "
                                f"{' or '.join(map(display_name, who)) or 'nobody'} may")
        return act

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` (text, Action or dict); returns its events. Atomic: an illegal
        action raises IllegalAction (or a game's own LabError) and changes nothing."""
        rec = Events()
        self._act(action, rec)
        return rec

    def play(self, action: Any, trace: Trace | None = None) -> Trace:
        """Play ``action`` and return the trace of its steps (from this position on); with
        ``trace`` (whose last position must be this one) the steps are added to it and it
        is returned. Atomic like :meth:`apply`: a refused action adds nothing."""
        part = Trace(self)
        self._act(action, part)
        if trace is None:
            return part
        trace.extend(part)
        return trace

    def _act(self, action: Any, rec: Any) -> None:
        act = self.attributed(action)
        plan = self.check(act)
        undo = self.undo_of(act)
        if undo is None:  # on a copy, adopted once the whole action went through
            work = self.clone()
            work.do(act, rec, plan)
            rec.settle(work, act.player)
            self._adopt(work)
            return
        try:
            self.do(act, rec, plan)
            rec.settle(self, act.player)
        except BaseException:
            undo()
            raise

    def undo_of(self, action: Action) -> Callable[[], None] | None:
        """How to take back ``do(action)`` (a checked action) when it changes so little that
        it runs on this state itself, with no copy first: a callable that puts back all that
        ``do`` may have changed, which :meth:`apply` calls if ``do`` raises half-way; or None
        (the default), and ``do`` runs on a copy. A sealed commit that is not the last one
        is such an action (:meth:`codyroby_lab.core.sealed.Sealed.undo`)."""
        return None

    def _adopt(self, work: State) -> None:
        """Take over the position ``work`` reached (the end of an atomic apply)."""
        self.__dict__.update(work.__dict__)

    def record(self, rec: Any, action: Action | None, events: Any = (), card: int = -1) -> None:
        """Record one step in ``rec`` (a Trace, or an event list when not tracing): this
        state after the step, the events it caused, the card that ran (an index of
        ``rec.card(...)``, -1 for none), the actor (the action's player) and the phase."""
        rec.push_state(self, card, events, None if action is None else action.player,
                       self.phase)

    # --- copies, saving ------------------------------------------------------------------

    #: the state's declared fields (:mod:`codyroby_lab.core.layout`): when a game sets it,
    #: ``clone``, ``to_vector``, ``with_vector``, ``hidden_slots``, ``slot`` and
    #: ``vector_slots`` come from it; a game without one defines them itself
    layout: ClassVar[Layout | None] = None

    def _layout(self) -> Layout:
        if self.layout is None:
            raise NotImplementedError(f"{type(self).__name__} declares no layout: it defines "
                                      f"clone, to_vector and with_vector itself")
        return self.layout

    def clone(self) -> Self:
        """An independent copy (changing one never changes the other)."""
        return self._layout().clone(self)  # type: ignore[no-any-return]

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state, JSON-ready, versioned; ``from_dict`` reads it back."""

    @classmethod
    def from_dict(cls, d: Any) -> State:
        """A state from ``to_dict()``: the game registered as ``d["game"]`` loads it."""
        if not isinstance(d, dict):
            raise SetupError("state", "must be an object")
        try:
            game = game_class(str(d.get("game")))
        except KeyError as e:
            raise SetupError("game", str(e.args[0])) from None
        return game.state_from_dict(d)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()  # type: ignore

    __hash__ = None  # type: ignore[assignment]

    # --- what a viewer sees ----------------------------------------------------------------

    def public(self, viewer: Viewer = None) -> dict[str, Any]:
        """What every observation starts with (:data:`PUBLIC_KEYS`): the game, the viewer,
        the players, who moves, who may act, the phase and the winner (all public)."""
        mover = self.current_player()
        return dict(zip(PUBLIC_KEYS, (
            self.game.name, viewer_json(viewer), list(self.game.players),
            mover if isinstance(mover, str) else mover.value, list(self.waiting_for()),
            self.phase, self.winner), strict=True))

    @abstractmethod
    def observation(self, viewer: Viewer = None) -> dict[str, Any]:
        """Exactly what ``viewer`` may know, as JSON: own hand yes, others' hands as counts,
        deck order never, the random generator never (EVERYONE: all of it)."""

    @abstractmethod
    def scene(self, viewer: Viewer = None) -> dict[str, Any]:
        """What the board widget draws for ``viewer`` (scene v2, docs/architecture.md;
        ``core/scene.schema.json``)."""

    @abstractmethod
    def columns(self, viewer: Viewer = None) -> list[dict[str, Any]]:
        """The desk-check columns for ``viewer``, as a spec over the vector
        (:mod:`codyroby_lab.core.desk`): the same spec the browser evaluates."""

    def describe(self, viewer: Viewer = None) -> dict[str, str]:
        """The desk-check columns' values here: :meth:`columns` evaluated over the vector."""
        return desk.evaluate(self.columns(viewer), self.to_vector())

    # --- vectors (traces) ------------------------------------------------------------------

    def to_vector(self) -> np.ndarray:
        """The whole state as a 1-D integer array (every value and change within 32 bits)."""
        return self._layout().to_vector(self)

    def with_vector(self, vec: Any) -> State:
        """A new state of the same game at ``vec`` (the inverse of :meth:`to_vector`)."""
        return self._layout().with_vector(self, vec)  # type: ignore[no-any-return]

    def hidden_slots(self, viewer: Viewer = None) -> np.ndarray:
        """The vector slots ``viewer`` may not see (the same for every state of the game):
        other players' cards, the deck's order, the generator, sealed commits."""
        if self.layout is None:
            return np.zeros(0, dtype=np.int64)
        return self.layout.hidden_slots(self.game, viewer)

    def slot(self, name: str) -> int:
        """The vector slot named ``name`` (the layout's names: ``"ann.hand"``, ``"turn"``),
        for scene bindings and desk-check columns."""
        return self._layout().slot(self.game, name)

    def vector_slots(self) -> list[str]:
        """The name of each slot of :meth:`to_vector`."""
        return self._layout().names(self.game)


#: the methods that take a viewer and show what that viewer may see
VIEWS = ("observation", "scene", "columns", "describe", "hidden_slots")


def _checking_viewer(view: Callable) -> Callable:
    @functools.wraps(view)
    def checked(self: State, viewer: Viewer = None, *args: Any, **kwargs: Any) -> Any:
        return view(self, check_viewer(viewer, tuple(self.game.players)), *args, **kwargs)

    checked.checks_viewer = True  # type: ignore[attr-defined]
    return checked


def record(state: State, actions: Any) -> Trace:
    """Play ``actions`` from ``state`` (which moves on) and return the trace of every step."""
    trace = Trace(state)
    for action in actions:
        state.play(action, trace)
    return trace


def check_header(doc: Any, name: str, versions: tuple[int, ...]) -> None:
    """A saved state's head, the same for every game: it names the game ``name`` and, unless
    ``versions`` is empty, a version the game reads; else a SetupError naming the field (an
    older or newer version by its number).

    >>> check_header({"game": "duel", "version": 1}, "duel", (1,))
    >>> check_header({"game": "race"}, "duel", (1,))
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: game: is not a saved duel state
    >>> try:
    ...     check_header({"game": "duel", "version": 0}, "duel", (1,))
    ... except SetupError as e:
    ...     print(e.field)
    ...     print(e.reason)
    version
    this is a version 0 duel state, saved by an older CodyRoby Lab; this one reads version 1
    """
    if not isinstance(doc, dict) or doc.get("game") != name:
        raise SetupError("game", f"is not a saved {name} state")
    if not versions:
        return
    if "version" not in doc:
        raise SetupError("version", "is missing")
    version, now = doc["version"], versions[-1]
    if type(version) is not int:
        raise SetupError("version", f"must be a version number ({now}), not "
                                    f"{_clip(repr(version), 20)}")
    if version not in versions:
        raise SetupError("version", f"this is a version {version} {name} state, saved by "
                                    f"{'an older' if version < now else 'a newer'} CodyRoby "
                                    f"Lab; this one reads version {now}")


def saved_game(doc: dict[str, Any], make: Callable[[dict[str, Any]], Any],
               where: str = "setup") -> Any:
    """The game of a saved state's setup, ``make(setup)``, for a game's ``read_state`` (the
    head checked by :func:`check_header`): a SetupError when there is no setup object, or one
    the setup's reading raised, named inside the saved state (``where``: ``setup.board``).

    >>> saved_game({"game": "duel", "version": 1, "setup": {"a": 1}}, dict)
    {'a': 1}
    >>> def make(setup):
    ...     raise SetupError("board.width", "must be a whole number")
    >>> saved_game({"game": "duel", "version": 1, "setup": {}}, make)
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: setup.board.width: must be a whole number
    >>> saved_game({"game": "duel", "version": 1, "setup": []}, make)
    Traceback (most recent call last):
      ...
    codyroby_lab.core.errors.SetupError: setup: must be the game's setup (an object)
    """
    setup = doc.get("setup")
    if not isinstance(setup, dict):
        raise SetupError(where, "must be the game's setup (an object)")
    try:
        return make(dict(setup))
    except SetupError as e:
        raise SetupError(f"{where}.{e.field}", e.reason) from None
