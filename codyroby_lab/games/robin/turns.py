"""Playing a checked Robin action, and the turn's automatic parts: the Missions draw, a
positive Contribution, refilling and restocking the stacks, resolving the cards received,
the win check at the end of the turn and the next turn's start. Plain functions of a
:class:`~.state.RobinState` (``s``), which hands :func:`do` its ``do``; nothing else changes
a hand in place (:func:`give`, :func:`take` keep its counts).

Every change is recorded as a step (``push_state``) with the events it caused, the rule
behind each and the phase it happened in (``s.during``); private events name cards only for
those who may see them.

>>> from codyroby_lab.games.robin.game import Robin
>>> s = Robin.from_setup({"players": ["ann", "bob"], "first": "ann", "contribution": [],
...     "mission": ["food1", "food2"], "hands": {"ann": [], "bob": []},
...     "neutral": {"visible": ["food5", "food6"], "hidden": "food7"}}).new_state()
>>> s.game.deck.ids(s.hands[0])   # the Missions draw of Ann's space
['food1']
>>> give(s, 0, draw_cards(s, 3))
>>> s.game.deck.ids(s.hands[0]), s.mission, s.hand_tally[0][s.game.deck.kinds.index("food")]
(['food1', 'food2'], [], 2)
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING, Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.sealed import committed
from codyroby_lab.core.words import plural
from codyroby_lab.games.robin import events as kinds
from codyroby_lab.games.robin import rules as R
from codyroby_lab.games.robin.actions import NOTHING
from codyroby_lab.games.robin.checks import way_of

if TYPE_CHECKING:
    from codyroby_lab.games.robin.state import RobinState

REFILL = 5


class _Sink:
    """A recorder that keeps nothing (:meth:`RobinState.advance`, the fast path)."""

    def push_state(s, *args: Any) -> None:
        pass

    settle = push_state


SINK = _Sink()



# --- small helpers -----------------------------------------------------------------------

def label(s: RobinState, code: int) -> str:
    return s.game.deck.label_of[code]


def labels(s: RobinState, codes: Any) -> str:
    return ", ".join(label(s, c) for c in codes) or "nothing"


def step(s: RobinState, rec: Any, actor: str | None, events: list[Event]) -> None:
    """Record one step (``rec`` None: the set-up, nothing to record)."""
    if rec is not None:
        rec.push_state(s, -1, tuple(events), actor, s.during)


def note(s: RobinState, rec: Any, actor: str | None, make: Any) -> None:
    """Record one step whose events ``make()`` builds, only when they are kept (the
    fast path, :meth:`.RobinState.advance`, keeps none: their words are never written)."""
    if rec is not None and rec is not SINK:
        rec.push_state(s, -1, tuple(make()), actor, s.during)


def record(s: RobinState, rec: Any, action: Action, events: Any) -> None:
    """Record one step of ``action`` in the phase it happens in (``s.during``)."""
    rec.push_state(s, -1, events, action.player, s.during)


# --- stacks ------------------------------------------------------------------------------

def draw_cards(s: RobinState, n: int, notes: list[Event] | None = None) -> list[int]:
    """Up to ``n`` cards from the top of the Mission stack, restocking it when empty."""
    out = []
    for _ in range(n):
        if not s.mission and not _restock(s, notes):
            break
        out.append(s.mission.pop())
    return out


def _restock(s: RobinState, notes: list[Event] | None) -> bool:
    if s.discard:
        cards, s.discard, rule = s.discard, [], R.EXHAUSTED
        what = "the discard stack is"
    elif s.game.recycle and len(s.contribution) > 1:
        cards, s.contribution = s.contribution[:-1], s.contribution[-1:]
        rule, what = R.RECYCLE, "the Contribution stack but its top card is"
    else:
        return False
    s.rng.shuffle(cards)  # (a list of its own: the draws of permutation, no array)
    s.mission = cards
    if notes is not None:
        notes.append(Event.of(kinds.RESTOCKED, rule, f"the Mission stack is empty: {what} "
                              f"shuffled into a new Mission stack of {len(cards)} cards",
                              cards=len(cards)))
    return True


def refill(s: RobinState, notes: list[Event]) -> None:
    """A new Contribution stack of 5 when it has become empty."""
    if s.contribution:
        return
    s.contribution = draw_cards(s, REFILL, notes)
    top = label(s, s.contribution[-1]) if s.contribution else "nothing"
    notes.append(Event.of(kinds.REFILLED, R.REFILL, f"the Contribution stack is empty: "
                          f"{len(s.contribution)} cards from the Mission stack form a "
                          f"new one ({top} on top)", cards=len(s.contribution)))


def give(s: RobinState, i: int, codes: Any, seen: bool = False) -> None:
    """Put ``codes`` in player ``i``'s hand; ``seen``: everyone saw them go in (the
    counts kept, :meth:`.RobinState.recount`, follow)."""
    kind_of = s.game.deck.kind_of
    for c in codes:
        insort(s.hands[i], c)
        count(s.hand_tally[i], kind_of[c], 1)
        if seen:
            know(s, i, c)


def know(s: RobinState, i: int, code: int) -> None:
    """Everyone has seen ``code`` in player ``i``'s hand."""
    insort(s.known[i], code)
    count(s.known_tally[i], s.game.deck.kind_of[code], 1)


def take(s: RobinState, i: int, code: int) -> None:
    """Take ``code`` out of player ``i``'s hand (everyone sees it leave)."""
    s.hands[i].remove(code)
    kinds = s.game.deck.kind_of[code]
    count(s.hand_tally[i], kinds, -1)
    if code in s.known[i]:
        s.known[i].remove(code)
        count(s.known_tally[i], kinds, -1)


# --- the turn's start and end ------------------------------------------------------------

def begin_turn(s: RobinState, rec: Any) -> None:
    """Missions (draw) and a positive Contribution, by themselves; then the player
    contributes (a negative number) or trades."""
    i = s.turn
    p = s.game.players[i]
    space = s.pos[i]
    n, need = s.game.track.spaces[space - 1]  # (Missions: draw n; Contribution)
    s.phase = "contribute" if need < 0 else "trade"
    if n:
        notes: list[Event] = []
        got = draw_cards(s, n, notes)
        give(s, i, got)
        short = "" if len(got) == n else " (the Mission stack is empty)" if not got \
            else f" (the Mission stack had only {len(got)})"
        note(s, rec, p, lambda: [*notes, Event.of(
            # the space's own words on the board: "(space 3)" alone was cryptic (walk
            # 09t, fault 10)
            kinds.DREW, R.MISSIONS, f"{display_name(p)} draws {labels(s, got)} (space "
            f"{space} says draw {n}){short}", only=(p,), public=f"{display_name(p)} draws "
            f"{plural(len(got), 'card')}{short}", player=p, cards=s.game.deck.ids(got))])
    if need > 0:
        card = s.contribution.pop() if s.contribution else 0
        refilled: list[Event] = []
        if card:
            give(s, i, [card], seen=True)
            refill(s, refilled)
        note(s, rec, p, lambda: ([_collected(s, card)] if card else []) + refilled)
    if s.phase == "contribute" and not s.hands[i]:
        s.phase = "trade"


def _collected(s: RobinState, card: int) -> Event:
    return Event.of(kinds.COLLECTED, R.COLLECT, f"{display_name(s.player)} takes "
                    f"{label(s, card)} from the Contribution stack", player=s.player,
                    card=s.game.deck.id_of[card])


def end_turn(s: RobinState, rec: Any, actor: str | None) -> None:
    """The win check, then the next player's turn (or a draw at the turn limit)."""
    events = win_events(s)
    if events:
        s.phase = s.during = "over"
        step(s, rec, actor, events)
        return
    s.turns += 1
    if s.turns >= s.game.max_turns:
        s.phase = s.during = "over"
        step(s, rec, actor, [Event.of(kinds.DRAW, R.TURN_LIMIT, f"{s.turns} turns and no "
                                      "winner: the game is a draw")])
        return
    n = len(s.game.players)
    s.offer, s.partner, s.movers = 0, -1, []
    s.shown, s.pending = [0] * n, [0] * n
    s.turn = (s.turn + 1) % n
    nxt = s.game.players[s.turn]
    need = s.game.track.spaces[s.pos[s.turn] - 1][1]
    s.during = "contribute" if need else "trade"    # the next turn's first part
    # a step of its own, the next player's: a case can look between a turn's end and the
    # next Missions draw
    note(s, rec, nxt, lambda: [Event.of(kinds.NEXT_TURN, R.CLOCKWISE, f"{display_name(nxt)}"
                                        f"'s turn begins", player=nxt)])
    begin_turn(s, rec)


def win_events(s: RobinState) -> list[Event]:
    g, n = s.game, len(s.game.players)
    goal, hands = g.goal, s.hands
    # (a card shows a kind once and the token one more: a small hand cannot have won)
    done = [i for i in [(s.turn + k) % n for k in range(n)]
            if len(hands[i]) + 1 >= goal and s.most(i) >= goal]
    if not done:
        return []
    w = done[0]
    s.winner_index = w
    counts = s.kind_counts(w)
    kind, who = counts.index(max(counts)), display_name(g.players[w])
    name = g.deck.kinds[kind]
    cards = [c for c in s.hands[w] if kind in g.deck.kind_of[c]]
    shown = f"{len(cards)} {name} card{'s' * (len(cards) != 1)} ({labels(s, cards)})"
    # in the order a child follows: what was collected, the tie, who wins, said last
    # (walk 09z, fault m9: "... and wins, then the token counts ..., then Marian also
    # collected 7"); the token counts for the kind, never as a card, and is said as one
    # part of the count, which comes first (walk 09r7, fault 8: "...; the token counts
    # for Marian, so Marian wins" read as if the token alone won)
    said = ([(kinds.WON, R.GOAL, f"{who} has {counts[kind]} {name} in all: {shown} and the "
              f"{name} Mission token on space {s.pos[w]}, where {who} stands"),
             (kinds.TOKEN, R.TOKEN_COUNTS, "a Mission token counts as one more card of its "
              "kind for the player on it")] if s.token_kind(w) == kind
            else [(kinds.WON, R.GOAL, f"{who} shows {shown}")])
    duals = [c for c in cards if len(g.deck.kind_of[c]) == 2]
    if duals:
        said.append((kinds.DUAL, R.DUAL_COUNTS, f"{labels(s, duals)} counts as {name} "
                     f"for {who}"))
    if len(done) > 1:
        others = ", ".join(display_name(g.players[i]) for i in done[1:])
        said.append((kinds.TIE, R.TIE, f"{others} also collected {g.goal}: {who} wins "
                     "the tie"))
    else:
        kind_, rule, text = said[-1]
        said[-1] = (kind_, rule, f"{text} and wins" if len(said) == 1
                    else f"{text}, so {who} wins with {counts[kind]} {name}")
    won: dict[str, Any] = {"player": g.players[w], "mission": name,
                           "cards": g.deck.ids(cards)}
    return [Event.of(k, rule, text, **(won if k == kinds.WON else {}))
            for k, rule, text in said]


# --- actions -----------------------------------------------------------------------------

def do(s: RobinState, action: Action, rec: Any) -> None:
    """Play the checked ``action``, each step recorded in ``rec``."""
    s.during = s.phase
    DOES[action.verb](s, action, rec)


def _do_contribute(s: RobinState, action: Action, rec: Any) -> None:
    codes = [s.game.deck.code(c) for c in action.args]
    for c in codes:
        take(s, s.turn, c)
        s.contribution.append(c)
    s.phase = "trade"
    note(s, rec, action.player, lambda: [_contributed(s, codes, action.args)])


def _contributed(s: RobinState, codes: list[int], cards: tuple[str, ...]) -> Event:
    who = display_name(s.player)
    top = f" ({label(s, codes[-1])} on top)" if len(codes) > 1 else ""
    return Event.of(kinds.CONTRIBUTED, R.ORDER if len(codes) > 1 else R.CONTRIBUTE,
                    f"{who} puts {labels(s, codes)} on the Contribution stack{top}",
                    player=s.player, cards=list(cards))


def _do_offer(s: RobinState, action: Action, rec: Any) -> None:
    code = s.game.deck.code(action.args[0])
    take(s, s.turn, code)
    s.offer, s.phase = code, "counter"
    note(s, rec, action.player, lambda: [Event.of(
        kinds.OFFERED, R.OFFER, f"{display_name(s.player)} offers {label(s, code)}",
        player=s.player, card=action.args[0])])


def _do_counter(s: RobinState, action: Action, rec: Any) -> None:
    p, card = action.player, action.args[0]
    assert p is not None  # a checked action names its player
    code = s.none_code if card == NOTHING else s.game.deck.code(card)
    s.sealed.commit(p, [code])
    note(s, rec, p, lambda: [committed(R.COUNTER, p, f"{display_name(p)} makes no counter-offer"
                                       if card == NOTHING else f"{display_name(p)} offers "
                                       f"{label(s, code)} face down")])
    players = s.game.players
    if len(s.sealed.choices) < len(players) - 1:
        return  # (others still choosing)
    for q, codes in s.sealed.choices.items():
        j = players.index(q)
        s.shown[j] = codes[0]
        if codes[0] != s.none_code and codes[0] not in s.known[j]:
            know(s, j, codes[0])  # revealed: everyone saw it in that hand
    s.sealed.choices = {}
    offered = any(c not in (0, s.none_code) for c in s.shown)
    if offered or any(s.neutral):  # (2 players: the neutral cards, while there are any)
        s.phase = "choose"
    else:
        s.pending[s.turn] = s.offer
        s.movers = [s.turn]
        s.phase = "move"
    note(s, rec, p, lambda: _reveal_events(s, offered))
    if s.phase != "choose":
        next_mover(s, rec)


def _reveal_events(s: RobinState, offered: bool) -> list[Event]:
    said = ", ".join(f"{display_name(q)} "
                     f"{'none' if c == s.none_code else label(s, c)}"
                     for q, c in zip(s.game.players, s.shown, strict=True) if c)
    events = [Event.of(kinds.REVEALED, R.COUNTER, f"the offers are revealed: {said}")]
    who = display_name(s.player)
    if not offered and any(s.neutral):
        events.append(Event.of(kinds.FORCED, R.FORCED, f"no offer: {who} must trade with the "
                               "neutral player"))
    elif not offered:
        events.append(Event.of(kinds.NO_EXCHANGE, R.NO_EXCHANGE,
                               f"no one offered a card: {who} moves the pieces with "
                               f"{label(s, s.offer)} and takes it back"))
    return events


def _do_accept(s: RobinState, action: Action, rec: Any) -> None:
    players = s.game.players
    j = players.index(action.args[0])
    card = s.shown[j]
    take(s, j, card)
    s.pending[j], s.pending[s.turn] = s.offer, card
    s.partner, s.movers = j, [j, s.turn]
    s.phase = "move"           # the step shows the phase it leads to (no empty step)
    note(s, rec, action.player, lambda: [Event.of(
        kinds.ACCEPTED, R.ACCEPT, "; ".join([
            f"{display_name(s.player)} accepts the offer of {display_name(players[j])}",
            *(f"{display_name(q)} takes back {label(s, c)}"
              for k, (q, c) in enumerate(zip(players, s.shown, strict=True))
              if k != j and c not in (0, s.none_code))]),
        player=s.player, partner=players[j])])
    next_mover(s, rec)


def _do_neutral(s: RobinState, action: Action, rec: Any) -> None:
    slot = int(action.args[0]) - 1
    got, who, p = s.neutral[slot], display_name(s.player), s.player
    s.discard.append(s.offer)
    s.pending[s.turn] = got
    s.partner, s.movers = len(s.game.players) + slot, [s.turn]
    s.phase = "move"
    notes: list[Event] = []
    new = draw_cards(s, 1, notes)
    s.neutral[slot] = new[0] if new else 0
    gave = f"{who} trades {label(s, s.offer)} (discarded face up)"
    if slot < 2:
        events = [Event.of(kinds.NEUTRAL_TRADE, R.NEUTRAL_TRADE, f"{gave} for the neutral "
                           f"player's {label(s, got)}", player=p)]
        if new:
            notes.append(Event.of(kinds.REPLACED, R.NEUTRAL_TRADE, f"{label(s, new[0])} "
                                  "replaces it face up"))
    else:
        events = [Event.of(kinds.NEUTRAL_TRADE, R.NEUTRAL_TRADE, f"{gave} for the neutral "
                           f"player's hidden card, {label(s, got)}", only=(p,),
                           public=f"{gave} for the neutral player's hidden card")]
        if new:
            notes.append(Event.of(kinds.REPLACED, R.NEUTRAL_TRADE, f"{label(s, new[0])} "
                                  "replaces it face down", only=(),
                                  public="a new hidden card replaces it"))
    record(s, rec, action, events + notes)
    next_mover(s, rec)


def _do_move(s: RobinState, action: Action, rec: Any) -> None:
    m = s.movers[0]
    groups = s.game.deck.arrows_of[s.pending[m]]
    before = tuple(s.pos)
    way = way_of(s.game.pieces, action.args)
    assert way is not None  # checked: one of the listed ways, so it plays out
    after = R.outcome(before, groups, way, s.game.blocker)
    assert after is not None
    s.pos = list(after)
    s.movers.pop(0)
    note(s, rec, action.player, lambda: _move_events(
        s, display_name(s.game.players[m]), before, groups, way))
    next_mover(s, rec)


def _move_events(s: RobinState, who: str, before: tuple[int, ...],
                 groups: tuple[int, ...], way: tuple[int, ...]) -> list[Event]:
    """Each group of the move ``way`` from the positions ``before``: a piece moved (and
    the rule that placed it) or a group not applied."""
    events, now = [], list(before)
    for n, k in zip(groups, way, strict=True):
        if k < 0:
            events.append(Event.of(kinds.SKIPPED, R.ALL_GROUPS, f"the group {n:+d} is not "
                                   "applied: no piece left can take it"))
            continue
        at, name = now[k], s.game.pieces[k]
        to = R.landing(tuple(now), k, n, s.game.blocker)
        assert to is not None  # checked: each group applied lands on the road
        now[k] = to
        how = f"{abs(n)} {'forward' if n > 0 else 'back'}"
        # a player's own piece is said so: "Will moves Will" read as a slip (walk 09r, 13)
        piece = "their own piece" if display_name(name) == who else display_name(name)
        text = f"{who} moves {piece} {how} from space {at} to space {to}"
        rule = R.ARROWS
        plain = R.step(at, n)
        if plain != to:
            rule = R.BLOCKADE
            text += f" (the neutral piece blocks space {plain}: one more space)"
        if n > 0 and to < at:
            rule = R.WRAP if rule is R.ARROWS else rule
            # the oak is where it starts again, not (as "back to the oak" read) where
            # it ends (walk 09n, fault 9)
            text += " (past the castle, to the oak)" if to == 1 else \
                " (past the castle and the oak)"
        events.append(Event.of(kinds.MOVED, rule, text, piece=name, start=at, to=to))
    return events


def next_mover(s: RobinState, rec: Any) -> None:
    """The next player with a card to resolve moves; cards with no arrows (special,
    dual) or no group that can be applied move nothing. When all have moved, the cards
    received go to the hands and the turn ends."""
    s.during = "move"
    while s.movers:
        if _must_move(s, rec):
            s.phase = "move"
            return
    _keep_cards(s, rec)


def _must_move(s: RobinState, rec: Any) -> bool:
    """Does the first mover have a group to apply? If not, record why and drop it."""
    players = s.game.players
    m = s.movers[0]
    code = s.pending[m]
    p = players[m]
    groups = s.game.deck.arrows_of[code]
    if R.can_move(tuple(s.pos), groups, s.game.blocker):
        return True
    s.movers.pop(0)
    who = display_name(p)
    secret = s.partner == len(players) + 2 and m == s.turn
    only, public = ((p,), f"{who}'s card moves no piece") if secret else (None, None)
    if groups:
        why, rule = f"no arrow group of {label(s, code)} can be applied", R.OAK
    else:
        why = f"{label(s, code)} has no arrows"
        rule = R.SPECIAL_TRADED if s.partner != -1 else R.NO_ARROWS
    note(s, rec, p, lambda: [Event.of(kinds.NO_MOVE, rule, f"{why}: {who} moves no piece",
                                      only=only, public=public)])
    return False


def _keep_cards(s: RobinState, rec: Any) -> None:
    """Every card received goes to its player's hand; the turn ends."""
    players = s.game.players
    got = [(i, c) for i, c in enumerate(s.pending) if c]
    secret = s.partner == len(players) + 2
    for i, c in got:
        give(s, i, [c], seen=not secret)
    s.pending = [0] * len(players)
    s.phase = "trade"
    rule = R.EXCHANGE_MOVES if s.partner != -1 else R.NO_EXCHANGE
    note(s, rec, s.player, lambda: [Event.of(kinds.TOOK_CARDS, rule, " and ".join(
        display_name(players[i]) for i, _ in got) + " put the cards received in hand"
        if s.partner != -1 else f"{display_name(s.player)} takes "
        f"{label(s, s.offer)} back")])
    end_turn(s, rec, s.player)


# --- special cards ---------------------------------------------------------------------

def _do_use(s: RobinState, action: Action, rec: Any) -> None:
    g, i, p = s.game, s.turn, s.player
    who = display_name(p)
    card = g.deck[action.args[0]]
    take(s, i, card.code)
    s.removed.append(card.code)
    events = [Event.of(kinds.USED, R.USE, f"{who} plays {card.id} and removes it from the "
                       "game", player=p, card=card.id)]
    args = action.args[1:]
    assert card.effect is not None  # checked: a special card
    EFFECTS[card.effect](s, args, events)
    if s.phase == "pick":
        record(s, rec, action, events)
        return
    record(s, rec, action, events)
    end_turn(s, rec, p)


def _target(s: RobinState, args: tuple[str, ...]) -> tuple[int, str]:
    j = s.game.players.index(args[0])
    return j, display_name(args[0])


def _effect_look(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    j, them = _target(s, args)
    who = display_name(s.player)
    s.peek[s.turn] = (1, j + 1, tuple(s.hands[j]))
    events.append(Event.of(kinds.LOOKED, R.LOOK, f"{who} looks at {them}'s hand: "
                           f"{labels(s, s.hands[j])}", only=(s.player,),
                           public=f"{who} looks at {them}'s hand", target=args[0],
                           cards=s.game.deck.ids(s.hands[j])))


def _effect_steal(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    j, them = _target(s, args)
    who = display_name(s.player)
    hand = s.hands[j]
    fixed = [hand.index(c) for c in s.game.steals if c in hand]
    card = hand[fixed[0] if fixed else int(s.rng.integers(len(hand)))]
    take(s, j, card)
    s.known[j] = []  # which card went is not public: what was known is no longer sure
    s.known_tally[j] = [0] * len(s.known_tally[j])
    give(s, s.turn, [card])
    events.append(Event.of(kinds.STOLE, R.STEAL, f"{who} steals {label(s, card)} from "
                           f"{them}", only=(s.player, args[0]),
                           public=f"{who} steals a card at random from {them}",
                           target=args[0], card=s.game.deck.card(card).id))


def _effect_draw2(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    who = display_name(s.player)
    got = draw_cards(s, 2, events)
    give(s, s.turn, got)
    events.append(Event.of(kinds.DREW, R.DRAW2, f"{who} draws {labels(s, got)}",
                           only=(s.player,),
                           public=f"{who} draws {plural(len(got), 'card')}",
                           cards=s.game.deck.ids(got)))


def _effect_choose(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    who = display_name(s.player)
    stack = tuple(reversed(s.contribution))
    s.peek[s.turn] = (2, 0, stack)
    s.phase = "pick"
    events.append(Event.of(kinds.SEARCHED, R.CHOOSE, f"{who} looks through the Contribution "
                           f"stack: {labels(s, stack)}", only=(s.player,),
                           public=f"{who} looks through the Contribution stack"))


def _do_pick(s: RobinState, action: Action, rec: Any) -> None:
    code = s.game.deck.code(action.args[0])
    who = display_name(s.player)
    s.contribution.remove(code)
    give(s, s.turn, [code])
    s.phase = "trade"
    events = [Event.of(kinds.PICKED, R.CHOOSE, f"{who} takes {label(s, code)} from the "
                       "Contribution stack", only=(s.player,),
                       public=f"{who} takes a card from the Contribution stack",
                       card=action.args[0])]
    refill(s, events)
    record(s, rec, action, events)
    end_turn(s, rec, s.player)


def _effect_swap_pieces(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    a, b = (s.game.pieces.index(x) for x in args)
    s.pos[a], s.pos[b] = s.pos[b], s.pos[a]
    events.append(Event.of(kinds.SWAPPED_PIECES, R.SWAP_PIECES, f"{s.name(a)} and "
                           f"{s.name(b)} swap places: {s.name(a)} on space "
                           f"{s.pos[a]}, {s.name(b)} on space {s.pos[b]}"))


def _effect_swap_hands(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    j, them = _target(s, args)
    i, who = s.turn, display_name(s.player)
    s.hands[i], s.hands[j] = s.hands[j], s.hands[i]
    s.known[i], s.known[j] = s.known[j], s.known[i]
    for tally in (s.hand_tally, s.known_tally):
        tally[i], tally[j] = tally[j], tally[i]
    events.append(Event.of(kinds.SWAPPED_HANDS, R.SWAP_HANDS, f"{who} swaps hands with {them}: "
                           f"{who} now holds {labels(s, s.hands[i])}; {them} holds "
                           f"{labels(s, s.hands[j])}", only=(s.player, args[0]),
                           public=f"{who} swaps hands with {them} ({who} now holds "
                           f"{len(s.hands[i])} cards, {them} {len(s.hands[j])})"))


def _effect_swap_tokens(s: RobinState, args: tuple[str, ...], events: list[Event]) -> None:
    a, b = (int(x) for x in args)
    t = s.tokens
    t[a - 1], t[b - 1] = t[b - 1], t[a - 1]
    names = s.game.deck.kinds
    events.append(Event.of(kinds.SWAPPED_TOKENS, R.SWAP_TOKENS, "the Mission tokens of "
                           f"spaces {a} and {b} swap: {names[t[a - 1] - 1]} on {a}, "
                           f"{names[t[b - 1] - 1]} on {b}"))


def _do_pass(s: RobinState, action: Action, rec: Any) -> None:
    note(s, rec, action.player, lambda: [Event.of(
        kinds.PASSED, R.EMPTY_HAND, f"{display_name(s.player)} has no card to offer and "
        "passes")])
    end_turn(s, rec, s.player)


def count(tally: list[int], kinds: tuple[int, ...], n: int) -> None:
    """Add ``n`` (1 or -1) to ``tally`` for each of a card's ``kinds`` (a dual card has two)."""
    for k in kinds:
        tally[k] += n


#: each verb's play
DOES = {"contribute": _do_contribute, "offer": _do_offer, "pass": _do_pass,
        "counter": _do_counter, "accept": _do_accept, "neutral": _do_neutral,
        "pick": _do_pick, "move": _do_move, "use": _do_use}

#: each special card's effect
EFFECTS = {"look": _effect_look, "steal": _effect_steal, "draw2": _effect_draw2,
           "choose": _effect_choose, "swap-pieces": _effect_swap_pieces,
           "swap-hands": _effect_swap_hands, "swap-tokens": _effect_swap_tokens}
