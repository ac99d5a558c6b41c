"""Is a Robin action legal now, and the complete list of legal actions: plain functions of
a :class:`~.state.RobinState` (``s``), which hands them its ``check``, ``legal_actions`` and
``sample_action``.

``check`` raises :class:`IllegalAction` in plain words and changes nothing; the base class
has already parsed the action, given it its player and refused a player who may not act.
``legal_actions`` lists exactly what ``check`` accepts (a property test checks it).

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin.from_setup({"players": ["ann", "bob"], "first": "ann", "mission": [],
...     "hands": {"ann": ["food3"], "bob": []}, "contribution": []}).new_state()
>>> check(s, s.attributed("offer food4"))
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.IllegalAction: food4 is not in your hand (hand: food3)
>>> [a.text for a in legal_actions(s)], need(s)
(['offer food3'], 0)
"""

from __future__ import annotations

from difflib import get_close_matches
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.robin import rules as R
from codyroby_lab.games.robin.actions import NOTHING, SKIP

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState

TARGETED = ("look", "steal", "swap-hands")


def names_active(s: RobinState, spec: Any) -> bool:
    try:
        act = s.parse_action(spec)
    except IllegalAction:
        return False
    return act.player == s.player


# --- cards ---------------------------------------------------------------------------


def _own(s: RobinState, i: int, card: str, words: tuple[str, ...] = ()) -> int:
    """The code of ``card`` if player ``i`` holds it; a sign after a card's name, or
    after one of ``words`` (a counter-offer's ``none``), is named, in a cell as at the
    board, and a word like no card's hears of ``none``."""
    deck = s.game.deck
    code = deck.code_by_id.get(card)
    if code is not None and code in s.hands[i]:
        return code
    hand = s.game.deck.ids(s.hands[i])
    bare = card.rstrip(".,;:!?")
    what = (f"{card} is not in your hand" if card in deck else
            # a sign after a card's name is named (walk 09m, fault 5: "counter food3.")
            f"{card!r} is not a card: write {bare} with no {card[len(bare):]!r} after it"
            if bare != card and (bare in deck or bare in words) else
            # a word for no card is shown the word the game reads (walk 09q4, M4:
            # "counter nothing")
            f"{card!r} is not a card: to make no counter-offer, write 'counter {words[0]}'"
            if words and not any(c.isdigit() for c in card) and not
            get_close_matches(card, list(deck.code_by_id), n=1, cutoff=0.6) else
            f"{card!r} is not a card")
    raise IllegalAction(f"{what} (hand: {', '.join(hand) or 'empty'})")


def need(s: RobinState) -> int:
    """How many cards the active player must contribute now."""
    return min(-s.game.track.contribution(s.pos[s.turn]),
               len(s.hands[s.turn]))


def piece(s: RobinState, name: str) -> int:
    if name not in s.game.pieces:
        raise IllegalAction(f"There is no piece {name!r}{_meant(s, name)}: the pieces "
                            f"are {', '.join(map(display_name, s.game.pieces))}")
    return s.game.pieces.index(name)


def _meant(s: RobinState, name: str) -> str:
    """What a name that is no piece's was meant to be: a sign after a piece's name is
    named in words (walk 09r, fault 4: "tuck," was told "did you mean Tuck?", what the
    child had typed); a misspelt name hears the piece it is nearest to (walk 09p, fault
    6: "wil")."""
    bare = name.rstrip(".,;:!?")
    if bare != name and bare in s.game.pieces:
        sign = name[len(bare):]
        said = {",": "comma", ".": "full stop"}.get(sign, repr(sign))
        return f" (leave out the {said} after {display_name(bare)})"
    near = get_close_matches(name, s.game.pieces, n=1)
    return f" (did you mean {display_name(near[0])}?)" if near else ""

# --- check ---------------------------------------------------------------------------


def check(s: RobinState, action: Action) -> None:
    CHECKS[action.verb](s, action, s.game.players.index(action.player))


def _check_contribute(s: RobinState, action: Action, i: int) -> None:
    n = need(s)
    if len(action.args) != n:
        raise IllegalAction(_give_words(s, i, n, len(action.args)))
    if len(set(action.args)) != n:
        raise IllegalAction("each card can be given once")
    for c in action.args:
        _own(s, i, c)


def _give_words(s: RobinState, i: int, n: int, chosen: int) -> str:
    """How many cards to give, in the words the space shows ("give 2"), not the
    rulebook's number under it (walk 09s, fault 3: "the number under your space is -2"
    beside a space reading "give 2"); a hand shorter than that gives all it holds."""
    space = -s.game.track.contribution(s.pos[i])
    cards = f"{n} card{'s' * (n != 1)}"
    why = (f"choose {cards}" if n == space else
           f"you hold only {cards}: choose {'it' if n == 1 else 'them all'}")
    return f"your space says give {space}: {why}, not {chosen}"


def _check_offer(s: RobinState, action: Action, i: int) -> None:
    _own(s, i, action.args[0])


def _check_pass(s: RobinState, action: Action, i: int) -> None:
    if s.hands[i]:
        raise IllegalAction("you must offer a card (or play a special card): you can pass "
                            "only with an empty hand")


def _check_counter(s: RobinState, action: Action, i: int) -> None:
    if action.args[0] != NOTHING:   # "none." hears of its full stop (walk 09s, fault 10)
        _own(s, i, action.args[0], (NOTHING,))


def _check_accept(s: RobinState, action: Action, i: int) -> None:
    who = action.args[0]
    offers = counter_offers(s)
    if who not in offers:
        choices = [f"accept {q}" for q in offers]
        if s.game.two:
            choices.append("neutral 1, 2 or 3")
        raise IllegalAction(f"{display_name(who)} made no offer: use "
                            f"{' or '.join(choices)}")


def counter_offers(s: RobinState) -> list[str]:
    """The players whose revealed counter-offer is a card."""
    return [q for q, c in zip(s.game.players, s.shown, strict=True)
            if c not in (0, s.none_code)]


def _check_neutral(s: RobinState, action: Action, i: int) -> None:
    if not s.game.two:
        raise IllegalAction("only the 2-player variant has a neutral player")
    k = int(action.args[0])
    if not 1 <= k <= 3:
        raise IllegalAction("the neutral player's cards are 1, 2 (visible) and 3 (hidden)")
    if not s.neutral[k - 1]:
        raise IllegalAction(f"the neutral player has no card {k} (the Mission stack is "
                            "empty)")


def _check_pick(s: RobinState, action: Action, i: int) -> None:
    deck, card = s.game.deck, action.args[0]
    if card not in deck or deck.code(card) not in s.contribution:
        raise IllegalAction(f"{card} is not in the Contribution stack: pick one of "
                            f"{', '.join(deck.ids(reversed(s.contribution)))}")


def _check_move(s: RobinState, action: Action, i: int) -> None:
    groups = s.game.deck.arrows_of[s.pending[s.movers[0]]]
    pos, blocker = tuple(s.pos), s.game.blocker
    way = way_of(s.game.pieces, action.args)
    if way is not None and R.outcome(pos, groups, way, blocker) is not None:
        return  # one of the assignments applying the most groups
    used = assignment_problem(s, action.args)  # (why not, in the rule's words)
    best = most_applied(s)
    if used < best:
        shown = " ".join(f"{n:+d}" for n in groups)
        # the mover named first: a refusal on the board is a sentence of its own, and
        # "this applies" began in lower case there (walk 09t, fault 11)
        mover = display_name(s.game.players[i])
        raise IllegalAction(f"{mover} applies {used} of the {len(groups)} arrow groups "
                            f"({shown}), but {best} can be applied: apply as many as you "
                            "can, each to a piece that can take it")


def most_applied(s: RobinState) -> int:
    """How many arrow groups of the card being moved with can be applied now: a move
    applies that many (the trade editor says when a group can take no piece)."""
    groups = s.game.deck.arrows_of[s.pending[s.movers[0]]]
    return R.assignments(tuple(s.pos), groups, s.game.blocker)[0]


def assignment_problem(s: RobinState, args: tuple[str, ...] | list[str]) -> int:
    """How many groups the assignment ``args`` (a piece or ``-`` for each arrow group
    of the card being moved with) applies; IllegalAction, in the rule's words, when a
    piece moves twice or a group cannot go where it is sent (the trade editor refuses
    such an assignment as soon as it is made). Whether it applies as many groups as
    possible is :func:`check`'s question."""
    groups = s.game.deck.arrows_of[s.pending[s.movers[0]]]
    if len(args) != len(groups):
        shown = " ".join(f"{n:+d}" for n in groups)
        raise IllegalAction(f"the card has {len(groups)} arrow group"
                            f"{'s' * (len(groups) != 1)} ({shown}): name a piece for "
                            "each, '-' for one that cannot be applied")
    blocker = s.game.blocker
    now = list(s.pos)
    used: set[int] = set()
    for n, a in zip(groups, args, strict=True):
        if a == SKIP:
            continue
        k = piece(s, a)
        if k in used:
            raise IllegalAction(f"{s.name(k)} is moved twice: each piece moves at most "
                                "once per card")
        to = R.landing(tuple(now), k, n, blocker)
        if to is None:
            raise IllegalAction(f"{s.name(k)} cannot go {-n} back from space {now[k]}: "
                                "no piece goes back past the old oak")
        used.add(k)
        now[k] = to
    return len(used)


def _check_use(s: RobinState, action: Action, i: int) -> None:
    deck, card, args = s.game.deck, action.args[0], action.args[1:]
    code = _own(s, i, card)
    effect = deck.effect_of[code]
    if effect is None:
        if len(deck.kind_of[code]) == 2:
            raise IllegalAction(f"{card} is a dual card: it cannot be used, as a special card "
                                "is (it counts for two kinds; you may offer it)")
        raise IllegalAction(f"{card} is a Mission card: only special cards can be used; "
                            f"offer it with 'offer {card}'")
    want = {"look": 1, "steal": 1, "swap-hands": 1, "draw2": 0, "choose": 0,
            "swap-pieces": 2, "swap-tokens": 2}[effect]
    if len(args) != want:   # the example names this game's players, pieces, spaces
        raise IllegalAction(f"'use {card}' needs " + USAGE[effect].format(
            player=_others(s, i)[0], pieces=" ".join(s.game.pieces[:2]),
            spaces=" ".join(map(str, s.game.track.token_spaces[:2]))))
    if effect in TARGETED:
        who = args[0]
        if who not in s.game.players or who == action.player:
            near = get_close_matches(str(who), _others(s, i), n=1)
            raise IllegalAction(f"{card} needs another player: one of "
                                f"{', '.join(_others(s, i))}"
                                + (f" (did you mean '{near[0]}'?)" if near else ""))
        if effect == "steal" and not s.hands[s.game.players.index(who)]:
            raise IllegalAction(f"{display_name(who)} has no card to steal")
    elif effect == "choose" and not s.contribution:
        raise IllegalAction("the Contribution stack is empty: nothing to choose")
    elif effect == "swap-pieces":
        a, b = (piece(s, x) for x in args)
        if a == b:
            raise IllegalAction("name two different pieces to swap")
    elif effect == "swap-tokens":
        spaces = [str(x) for x in s.game.track.token_spaces]
        if any(x not in spaces for x in args) or args[0] == args[1]:
            raise IllegalAction(f"name two different token spaces ({', '.join(spaces)})")


def _others(s: RobinState, i: int) -> list[str]:
    return [p for k, p in enumerate(s.game.players) if k != i]


# --- every legal action --------------------------------------------------------------


def legal_actions(s: RobinState, player: str | None = None) -> list[Action]:
    """Every legal action of ``player`` (default: every player who may act now), in a
    fixed order; each names its player."""
    waiting = s.waiting_for()
    out: list[Action] = []
    for p in waiting if player is None else (player,):
        if p in waiting:
            out += _legal(s, p)
    return out


def sample_action(s: RobinState, rng: Any, player: str | None = None) -> Action | None:
    """A legal action of ``player`` uniformly at random; a contribution (every order of
    every choice of cards: many) is drawn as that many distinct cards in random order,
    which is the same as drawing one of the listed actions. None: a phase whose few
    actions the state draws from its list (``State.sample_action``)."""
    p = player or s.waiting_for()[0]
    if not s.may_act(p):
        raise IllegalAction(f"{p} has no action now")
    phase = s.phase
    if phase == "move":  # each assignment applying the most groups: as listed
        groups = s.game.deck.arrows_of[s.pending[s.movers[0]]]
        ways = R.assignments(tuple(s.pos), groups, s.game.blocker)[1]
        way, names = ways[int(rng.integers(len(ways)))], s.game.pieces
        return Action("move", tuple([SKIP if k < 0 else names[k] for k in way]), p)
    hand = s.game.deck.ids(s.hands[s.game.players.index(p)])
    if phase == "contribute":
        picks = rng.permutation(len(hand))[:need(s)]
        return Action("contribute", tuple([hand[int(k)] for k in picks]), p)
    if phase == "counter":  # none, then each card: as listed
        k = int(rng.integers(len(hand) + 1))
        return Action("counter", (hand[k - 1] if k else NOTHING,), p)
    if phase == "trade" and hand:  # each offer, then each use: as listed
        uses = _use_words(s, s.turn)  # (only the one drawn is made an action)
        k = int(rng.integers(len(hand) + len(uses)))
        return Action("offer", (hand[k],), p) if k < len(hand) else \
            Action("use", uses[k - len(hand)], p)
    return None


def _legal(s: RobinState, p: str) -> list[Action]:
    deck, i = s.game.deck, s.game.players.index(p)
    hand = deck.ids(s.hands[i])
    phase = s.phase
    if phase == "contribute":
        return [Action("contribute", seq, p) for seq in permutations(hand, need(s))]
    if phase == "trade":
        if not hand:
            return [Action("pass", (), p)]
        return [Action("offer", (c,), p) for c in hand] + _uses(s, i, p)
    if phase == "counter":
        return [Action("counter", (c,), p) for c in (NOTHING, *hand)]
    if phase == "choose":
        out = [Action("accept", (q,), p) for q in counter_offers(s)]
        if s.game.two:
            out += [Action("neutral", (str(k + 1),), p) for k in range(3) if s.neutral[k]]
        return out
    if phase == "move":
        groups = deck.arrows_of[s.pending[s.movers[0]]]
        _, ways = R.assignments(tuple(s.pos), groups, s.game.blocker)
        names = s.game.pieces
        return [Action("move", tuple(SKIP if k < 0 else names[k] for k in w), p)
                for w in ways]
    if phase == "pick":
        return [Action("pick", (c,), p) for c in deck.ids(reversed(s.contribution))]
    return []


def _uses(s: RobinState, i: int, p: str) -> list[Action]:
    return [Action("use", words, p) for words in _use_words(s, i)]


def _use_words(s: RobinState, i: int) -> list[tuple[str, ...]]:
    """The words of each legal ``use`` of player ``i`` (a special card and what it
    names), in the order listed: a random draw makes only the one it draws an action
    (a swap card alone has up to 15 uses)."""
    deck, out = s.game.deck, list[tuple[str, ...]]()
    others = _others(s, i)
    for code in s.hands[i]:
        effect = deck.effect_of[code]
        if effect is None:
            continue
        card = deck.id_of[code]
        if effect in TARGETED:
            out += [(card, q) for q in others
                    if effect != "steal" or s.hands[s.game.players.index(q)]]
        elif effect == "draw2" or (effect == "choose" and s.contribution):
            out.append((card,))
        elif effect == "swap-pieces":
            out += [(card, a, b) for a, b in combinations(s.game.pieces, 2)]
        elif effect == "swap-tokens":
            out += [(card, str(a), str(b))
                    for a, b in combinations(s.game.track.token_spaces, 2)]
    return out


#: each verb's check
CHECKS = {"contribute": _check_contribute, "offer": _check_offer, "pass": _check_pass,
          "counter": _check_counter, "accept": _check_accept, "neutral": _check_neutral,
          "pick": _check_pick, "move": _check_move, "use": _check_use}


def way_of(pieces: tuple[str, ...], args: tuple[str, ...]) -> tuple[int, ...] | None:
    """A move's assignment as piece indices (``-``: -1), None if a name is no piece.

    >>> way_of(("ann", "bob", "cy"), ("cy", "-", "ann")), way_of(("ann",), ("zed",))
    ((2, -1, 0), None)
    """
    if not set(args) <= {SKIP, *pieces}:
        return None
    return tuple(-1 if a == SKIP else pieces.index(a) for a in args)


#: what each special card needs after it, an example filled with the game's own names
USAGE = {"look": "a player, e.g. 'use look {player}'",
         "steal": "a player, e.g. 'use steal {player}'",
         "swap-hands": "a player, e.g. 'use swap-hands {player}'", "draw2": "nothing after it",
         "choose": "nothing after it (you then pick a card)",
         "swap-pieces": "two pieces, e.g. 'use swap-pieces {pieces}'",
         "swap-tokens": "two token spaces, e.g. 'use swap-tokens {spaces}'"}
