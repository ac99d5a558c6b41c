"""Playing a checked Robin action, and the turn's automatic parts: the Missions draw, a
positive Contribution, refilling and restocking the stacks, resolving the cards received,
the win check at the end of the turn and the next turn's start.

Every change is recorded as a step (``push_state``) with the events it caused, the rule
behind each and the phase it happened in (:attr:`Turns.during`); private events name cards
only for those who may see them."""

from __future__ import annotations

from bisect import insort
from typing import Any

from codyroby_lab.core.events import Event, display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.core.sealed import committed
from codyroby_lab.core.words import plural
from codyroby_lab.games.robin import events as kinds
from codyroby_lab.games.robin import rules as R
from codyroby_lab.games.robin.actions import NOTHING, VERBS
from codyroby_lab.games.robin.checks import way_of
from codyroby_lab.games.robin.views import Views

REFILL = 5


class _Sink:
    """A recorder that keeps nothing (:meth:`RobinState.advance`, the fast path)."""

    def push_state(self, *args: Any) -> None:
        pass

    settle = push_state


SINK = _Sink()


class Turns(Views):
    """The ``do`` layer of :class:`~codyroby_lab.games.robin.state.RobinState`, on
    :class:`~.views.Views`: how each checked action plays out."""

    #: the phase the step being recorded happens in, which its row of the Desk check shows:
    #: the phase an action was played in, or the turn's part an automatic step belongs to.
    #: The phase each step led to jumped back at a turn's start ("Marian's turn begins":
    #: trade, "Marian draws 2 cards": contribute, then trade; walk 09p, fault 5)
    during: str

    # --- small helpers -----------------------------------------------------------------------

    def label(self, code: int) -> str:
        return self.game.deck.label_of[code]

    def labels(self, codes: Any) -> str:
        return ", ".join(self.label(c) for c in codes) or "nothing"

    def step(self, rec: Any, actor: str | None, events: list[Event]) -> None:
        """Record one step (``rec`` None: the set-up, nothing to record)."""
        if rec is not None:
            rec.push_state(self, -1, tuple(events), actor, self.during)

    def note(self, rec: Any, actor: str | None, make: Any) -> None:
        """Record one step whose events ``make()`` builds, only when they are kept (the
        fast path, :meth:`advance`, keeps none: their words are never written)."""
        if rec is not None and rec is not SINK:
            rec.push_state(self, -1, tuple(make()), actor, self.during)

    def record(self, rec: Any, action: Action | None, events: Any = (), card: int = -1) -> None:
        """Record one step of ``action`` in the phase it happens in (:attr:`during`)."""
        rec.push_state(self, card, events, None if action is None else action.player,
                       self.during)

    # --- stacks ------------------------------------------------------------------------------

    def draw_cards(self, n: int, notes: list[Event] | None = None) -> list[int]:
        """Up to ``n`` cards from the top of the Mission stack, restocking it when empty."""
        out = []
        for _ in range(n):
            if not self.mission and not self._restock(notes):
                break
            out.append(self.mission.pop())
        return out

    def _restock(self, notes: list[Event] | None) -> bool:
        if self.discard:
            cards, self.discard, rule = self.discard, [], R.EXHAUSTED
            what = "the discard stack is"
        elif self.game.recycle and len(self.contribution) > 1:
            cards, self.contribution = self.contribution[:-1], self.contribution[-1:]
            rule, what = R.RECYCLE, "the Contribution stack but its top card is"
        else:
            return False
        self.rng.shuffle(cards)  # (a list of its own: the draws of permutation, no array)
        self.mission = cards
        if notes is not None:
            notes.append(Event.of(kinds.RESTOCKED, rule, f"the Mission stack is empty: {what} "
                                  f"shuffled into a new Mission stack of {len(cards)} cards",
                                  cards=len(cards)))
        return True

    def refill(self, notes: list[Event]) -> None:
        """A new Contribution stack of 5 when it has become empty."""
        if self.contribution:
            return
        self.contribution = self.draw_cards(REFILL, notes)
        top = self.label(self.contribution[-1]) if self.contribution else "nothing"
        notes.append(Event.of(kinds.REFILLED, R.REFILL, f"the Contribution stack is empty: "
                              f"{len(self.contribution)} cards from the Mission stack form a "
                              f"new one ({top} on top)", cards=len(self.contribution)))

    def give(self, i: int, codes: Any, seen: bool = False) -> None:
        """Put ``codes`` in player ``i``'s hand; ``seen``: everyone saw them go in (the
        counts kept, :meth:`.Position.recount`, follow)."""
        kind_of = self.game.deck.kind_of
        for c in codes:
            insort(self.hands[i], c)
            count(self.hand_tally[i], kind_of[c], 1)
            if seen:
                self.know(i, c)

    def know(self, i: int, code: int) -> None:
        """Everyone has seen ``code`` in player ``i``'s hand."""
        insort(self.known[i], code)
        count(self.known_tally[i], self.game.deck.kind_of[code], 1)

    def take(self, i: int, code: int) -> None:
        """Take ``code`` out of player ``i``'s hand (everyone sees it leave)."""
        self.hands[i].remove(code)
        kinds = self.game.deck.kind_of[code]
        count(self.hand_tally[i], kinds, -1)
        if code in self.known[i]:
            self.known[i].remove(code)
            count(self.known_tally[i], kinds, -1)

    # --- the turn's start and end ------------------------------------------------------------

    def begin_turn(self, rec: Any) -> None:
        """Missions (draw) and a positive Contribution, by themselves; then the player
        contributes (a negative number) or trades."""
        i = self.turn
        p = self.game.players[i]
        space = self.pos[i]
        n, need = self.game.track.spaces[space - 1]  # (Missions: draw n; Contribution)
        self.phase = "contribute" if need < 0 else "trade"
        if n:
            notes: list[Event] = []
            got = self.draw_cards(n, notes)
            self.give(i, got)
            short = "" if len(got) == n else " (the Mission stack is empty)" if not got \
                else f" (the Mission stack had only {len(got)})"
            self.note(rec, p, lambda: [*notes, Event.of(
                # the space's own words on the board: "(space 3)" alone was cryptic (walk
                # 09t, fault 10)
                kinds.DREW, R.MISSIONS, f"{display_name(p)} draws {self.labels(got)} (space "
                f"{space} says draw {n}){short}", only=(p,), public=f"{display_name(p)} draws "
                f"{plural(len(got), 'card')}{short}", player=p, cards=self.game.deck.ids(got))])
        if need > 0:
            card = self.contribution.pop() if self.contribution else 0
            refilled: list[Event] = []
            if card:
                self.give(i, [card], seen=True)
                self.refill(refilled)
            self.note(rec, p, lambda: ([self._collected(card)] if card else []) + refilled)
        if self.phase == "contribute" and not self.hands[i]:
            self.phase = "trade"

    def _collected(self, card: int) -> Event:
        return Event.of(kinds.COLLECTED, R.COLLECT, f"{display_name(self.player)} takes "
                        f"{self.label(card)} from the Contribution stack", player=self.player,
                        card=self.game.deck.id_of[card])

    def end_turn(self, rec: Any, actor: str | None) -> None:
        """The win check, then the next player's turn (or a draw at the turn limit)."""
        events = self._win_events()
        if events:
            self.phase = self.during = "over"
            self.step(rec, actor, events)
            return
        self.turns += 1
        if self.turns >= self.game.max_turns:
            self.phase = self.during = "over"
            self.step(rec, actor, [Event.of(kinds.DRAW, R.TURN_LIMIT, f"{self.turns} turns and no "
                                            "winner: the game is a draw")])
            return
        n = len(self.game.players)
        self.offer, self.partner, self.movers = 0, -1, []
        self.shown, self.pending = [0] * n, [0] * n
        self.turn = (self.turn + 1) % n
        nxt = self.game.players[self.turn]
        need = self.game.track.spaces[self.pos[self.turn] - 1][1]
        self.during = "contribute" if need else "trade"    # the next turn's first part
        # a step of its own, the next player's: a case can look between a turn's end and the
        # next Missions draw
        self.note(rec, nxt, lambda: [Event.of(kinds.NEXT_TURN, R.CLOCKWISE, f"{display_name(nxt)}"
                                                f"'s turn begins", player=nxt)])
        self.begin_turn(rec)

    def kind_counts(self, i: int) -> list[int]:
        """What player ``i`` shows of each kind: hand, dual cards, the token on its space."""
        return R.shown(self.hand_tally[i], self.token_kind(i))

    def token_kind(self, i: int) -> int | None:
        """The kind of the Mission token on player ``i``'s space (None: none there)."""
        token = self.tokens[self.pos[i] - 1] - 1
        return token if token >= 0 else None

    def most(self, i: int) -> int:
        """The most cards of one kind player ``i`` shows: ``max(kind_counts(i))``, without
        building the list (the win check asks it of every player at every turn's end)."""
        held, token = self.hand_tally[i], self.token_kind(i)
        most = max(held)
        return held[token] + 1 if token is not None and held[token] >= most else most

    def _win_events(self) -> list[Event]:
        g, n = self.game, len(self.game.players)
        goal, hands = g.goal, self.hands
        # (a card shows a kind once and the token one more: a small hand cannot have won)
        done = [i for i in [(self.turn + k) % n for k in range(n)]
                if len(hands[i]) + 1 >= goal and self.most(i) >= goal]
        if not done:
            return []
        w = done[0]
        self.winner_index = w
        counts = self.kind_counts(w)
        kind, who = counts.index(max(counts)), display_name(g.players[w])
        name = g.deck.kinds[kind]
        cards = [c for c in self.hands[w] if kind in g.deck.kind_of[c]]
        # the token counts for the kind, never as a card: cards and token said apart
        token = (f", stands on the {name} Mission token: {counts[kind]} {name} in all"
                 if self.token_kind(w) == kind else "")
        # in the order a child follows: what was collected, the tie, who wins, said last
        # (walk 09z, fault m9: "... and wins, then the token counts ..., then Marian also
        # collected 7")
        said = [(kinds.WON, R.GOAL, f"{who} shows {len(cards)} {name} card"
                 f"{'s' * (len(cards) != 1)} ({self.labels(cards)}){token}")]
        if self.token_kind(w) == kind:
            said.append((kinds.TOKEN, R.TOKEN_COUNTS, f"the {name} Mission token on space "
                         f"{self.pos[w]} counts for {who}"))
        duals = [c for c in cards if len(g.deck.kind_of[c]) == 2]
        if duals:
            said.append((kinds.DUAL, R.DUAL_COUNTS, f"{self.labels(duals)} counts as {name} "
                         f"for {who}"))
        if len(done) > 1:
            others = ", ".join(display_name(g.players[i]) for i in done[1:])
            said.append((kinds.TIE, R.TIE, f"{others} also collected {g.goal}: {who} wins "
                         "the tie"))
        else:
            kind_, rule, text = said[-1]
            said[-1] = (kind_, rule, f"{text} and wins" if len(said) == 1
                        else f"{text}, so {who} wins")
        won: dict[str, Any] = {"player": g.players[w], "mission": name,
                               "cards": g.deck.ids(cards)}
        return [Event.of(k, rule, text, **(won if k == kinds.WON else {}))
                for k, rule, text in said]

    # --- actions -----------------------------------------------------------------------------

    def do(self, action: Action, rec: Any, plan: None) -> None:
        self.during = self.phase
        DOES[action.verb](self, action, rec)

    def _do_contribute(self, action: Action, rec: Any) -> None:
        codes = [self.game.deck.code(c) for c in action.args]
        for c in codes:
            self.take(self.turn, c)
            self.contribution.append(c)
        self.phase = "trade"
        self.note(rec, action.player, lambda: [self._contributed(codes, action.args)])

    def _contributed(self, codes: list[int], cards: tuple[str, ...]) -> Event:
        who = display_name(self.player)
        top = f" ({self.label(codes[-1])} on top)" if len(codes) > 1 else ""
        return Event.of(kinds.CONTRIBUTED, R.ORDER if len(codes) > 1 else R.CONTRIBUTE,
                        f"{who} puts {self.labels(codes)} on the Contribution stack{top}",
                        player=self.player, cards=list(cards))

    def _do_offer(self, action: Action, rec: Any) -> None:
        code = self.game.deck.code(action.args[0])
        self.take(self.turn, code)
        self.offer, self.phase = code, "counter"
        self.note(rec, action.player, lambda: [Event.of(
            kinds.OFFERED, R.OFFER, f"{display_name(self.player)} offers {self.label(code)}",
            player=self.player, card=action.args[0])])

    def _do_counter(self, action: Action, rec: Any) -> None:
        p, card = action.player, action.args[0]
        assert p is not None  # a checked action names its player
        code = self.none_code if card == NOTHING else self.game.deck.code(card)
        self.sealed.commit(p, [code])
        self.note(rec, p, lambda: [committed(R.COUNTER, p, f"{display_name(p)} makes no offer"
                                             if card == NOTHING else f"{display_name(p)} offers "
                                             f"{self.label(code)} face down")])
        players = self.game.players
        if len(self.sealed.choices) < len(players) - 1:
            return  # (others still choosing)
        for q, codes in self.sealed.choices.items():
            j = players.index(q)
            self.shown[j] = codes[0]
            if codes[0] != self.none_code and codes[0] not in self.known[j]:
                self.know(j, codes[0])  # revealed: everyone saw it in that hand
        self.sealed.choices = {}
        offered = any(c not in (0, self.none_code) for c in self.shown)
        if offered or any(self.neutral):  # (2 players: the neutral cards, while there are any)
            self.phase = "choose"
        else:
            self.pending[self.turn] = self.offer
            self.movers = [self.turn]
            self.phase = "move"
        self.note(rec, p, lambda: self._reveal_events(offered))
        if self.phase != "choose":
            self.next_mover(rec)

    def _reveal_events(self, offered: bool) -> list[Event]:
        said = ", ".join(f"{display_name(q)} "
                         f"{'none' if c == self.none_code else self.label(c)}"
                         for q, c in zip(self.game.players, self.shown, strict=True) if c)
        events = [Event.of(kinds.REVEALED, R.COUNTER, f"the offers are revealed: {said}")]
        who = display_name(self.player)
        if not offered and any(self.neutral):
            events.append(Event.of(kinds.FORCED, R.FORCED, f"no offer: {who} must trade with the "
                                   "neutral player"))
        elif not offered:
            events.append(Event.of(kinds.NO_EXCHANGE, R.NO_EXCHANGE,
                                   f"no one offered a card: {who} moves the pieces with "
                                   f"{self.label(self.offer)} and takes it back"))
        return events

    def _do_accept(self, action: Action, rec: Any) -> None:
        players = self.game.players
        j = players.index(action.args[0])
        card = self.shown[j]
        self.take(j, card)
        self.pending[j], self.pending[self.turn] = self.offer, card
        self.partner, self.movers = j, [j, self.turn]
        self.phase = "move"           # the step shows the phase it leads to (no empty step)
        self.note(rec, action.player, lambda: [Event.of(
            kinds.ACCEPTED, R.ACCEPT, "; ".join([
                f"{display_name(self.player)} accepts the offer of {display_name(players[j])}",
                *(f"{display_name(q)} takes back {self.label(c)}"
                  for k, (q, c) in enumerate(zip(players, self.shown, strict=True))
                  if k != j and c not in (0, self.none_code))]),
            player=self.player, partner=players[j])])
        self.next_mover(rec)

    def _do_neutral(self, action: Action, rec: Any) -> None:
        slot = int(action.args[0]) - 1
        got, who, p = self.neutral[slot], display_name(self.player), self.player
        self.discard.append(self.offer)
        self.pending[self.turn] = got
        self.partner, self.movers = len(self.game.players) + slot, [self.turn]
        self.phase = "move"
        notes: list[Event] = []
        new = self.draw_cards(1, notes)
        self.neutral[slot] = new[0] if new else 0
        gave = f"{who} trades {self.label(self.offer)} (discarded face up)"
        if slot < 2:
            events = [Event.of(kinds.NEUTRAL_TRADE, R.NEUTRAL_TRADE, f"{gave} for the neutral "
                               f"player's {self.label(got)}", player=p)]
            if new:
                notes.append(Event.of(kinds.REPLACED, R.NEUTRAL_TRADE, f"{self.label(new[0])} "
                                      "replaces it face up"))
        else:
            events = [Event.of(kinds.NEUTRAL_TRADE, R.NEUTRAL_TRADE, f"{gave} for the neutral "
                               f"player's hidden card, {self.label(got)}", only=(p,),
                               public=f"{gave} for the neutral player's hidden card")]
            if new:
                notes.append(Event.of(kinds.REPLACED, R.NEUTRAL_TRADE, f"{self.label(new[0])} "
                                      "replaces it face down", only=(),
                                      public="a new hidden card replaces it"))
        self.record(rec, action, events + notes)
        self.next_mover(rec)

    def _do_move(self, action: Action, rec: Any) -> None:
        m = self.movers[0]
        groups = self.game.deck.arrows_of[self.pending[m]]
        before = tuple(self.pos)
        way = way_of(self.game.pieces, action.args)
        assert way is not None  # checked: one of the listed ways, so it plays out
        after = R.outcome(before, groups, way, self.game.blocker)
        assert after is not None
        self.pos = list(after)
        self.movers.pop(0)
        self.note(rec, action.player, lambda: self._move_events(
            display_name(self.game.players[m]), before, groups, way))
        self.next_mover(rec)

    def _move_events(self, who: str, before: tuple[int, ...],
                     groups: tuple[int, ...], way: tuple[int, ...]) -> list[Event]:
        """Each group of the move ``way`` from the positions ``before``: a piece moved (and
        the rule that placed it) or a group not applied."""
        events, now = [], list(before)
        for n, k in zip(groups, way, strict=True):
            if k < 0:
                events.append(Event.of(kinds.SKIPPED, R.ALL_GROUPS, f"the group {n:+d} is not "
                                       "applied: no piece left can take it"))
                continue
            at, name = now[k], self.game.pieces[k]
            to = R.landing(tuple(now), k, n, self.game.blocker)
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

    def next_mover(self, rec: Any) -> None:
        """The next player with a card to resolve moves; cards with no arrows (special,
        dual) or no group that can be applied move nothing. When all have moved, the cards
        received go to the hands and the turn ends."""
        self.during = "move"
        while self.movers:
            if self._must_move(rec):
                self.phase = "move"
                return
        self._keep_cards(rec)

    def _must_move(self, rec: Any) -> bool:
        """Does the first mover have a group to apply? If not, record why and drop it."""
        players = self.game.players
        m = self.movers[0]
        code = self.pending[m]
        p = players[m]
        groups = self.game.deck.arrows_of[code]
        if R.can_move(tuple(self.pos), groups, self.game.blocker):
            return True
        self.movers.pop(0)
        who = display_name(p)
        secret = self.partner == len(players) + 2 and m == self.turn
        only, public = ((p,), f"{who}'s card moves no piece") if secret else (None, None)
        if groups:
            why, rule = f"no arrow group of {self.label(code)} can be applied", R.OAK
        else:
            why = f"{self.label(code)} has no arrows"
            rule = R.SPECIAL_TRADED if self.partner != -1 else R.NO_ARROWS
        self.note(rec, p, lambda: [Event.of(kinds.NO_MOVE, rule, f"{why}: {who} moves no piece",
                                            only=only, public=public)])
        return False

    def _keep_cards(self, rec: Any) -> None:
        """Every card received goes to its player's hand; the turn ends."""
        players = self.game.players
        got = [(i, c) for i, c in enumerate(self.pending) if c]
        secret = self.partner == len(players) + 2
        for i, c in got:
            self.give(i, [c], seen=not secret)
        self.pending = [0] * len(players)
        self.phase = "trade"
        rule = R.EXCHANGE_MOVES if self.partner != -1 else R.NO_EXCHANGE
        self.note(rec, self.player, lambda: [Event.of(kinds.TOOK_CARDS, rule, " and ".join(
            display_name(players[i]) for i, _ in got) + " put the cards received in hand"
            if self.partner != -1 else f"{display_name(self.player)} takes "
            f"{self.label(self.offer)} back")])
        self.end_turn(rec, self.player)

    # --- special cards ---------------------------------------------------------------------

    def _do_use(self, action: Action, rec: Any) -> None:
        g, i, p = self.game, self.turn, self.player
        who = display_name(p)
        card = g.deck[action.args[0]]
        self.take(i, card.code)
        self.removed.append(card.code)
        events = [Event.of(kinds.USED, R.USE, f"{who} plays {card.id} and removes it from the "
                           "game", player=p, card=card.id)]
        args = action.args[1:]
        getattr(self, f"_effect_{card.effect}".replace("-", "_"))(args, events)
        if self.phase == "pick":
            self.record(rec, action, events)
            return
        self.record(rec, action, events)
        self.end_turn(rec, p)

    def _target(self, args: tuple[str, ...]) -> tuple[int, str]:
        j = self.game.players.index(args[0])
        return j, display_name(args[0])

    def _effect_look(self, args: tuple[str, ...], events: list[Event]) -> None:
        j, them = self._target(args)
        who = display_name(self.player)
        self.peek[self.turn] = (1, j + 1, tuple(self.hands[j]))
        events.append(Event.of(kinds.LOOKED, R.LOOK, f"{who} looks at {them}'s hand: "
                               f"{self.labels(self.hands[j])}", only=(self.player,),
                               public=f"{who} looks at {them}'s hand", target=args[0],
                               cards=self.game.deck.ids(self.hands[j])))

    def _effect_steal(self, args: tuple[str, ...], events: list[Event]) -> None:
        j, them = self._target(args)
        who = display_name(self.player)
        hand = self.hands[j]
        fixed = [hand.index(c) for c in self.game.steals if c in hand]
        card = hand[fixed[0] if fixed else int(self.rng.integers(len(hand)))]
        self.take(j, card)
        self.known[j] = []  # which card went is not public: what was known is no longer sure
        self.known_tally[j] = [0] * len(self.known_tally[j])
        self.give(self.turn, [card])
        events.append(Event.of(kinds.STOLE, R.STEAL, f"{who} steals {self.label(card)} from "
                               f"{them}", only=(self.player, args[0]),
                               public=f"{who} steals a card at random from {them}",
                               target=args[0], card=self.game.deck.card(card).id))

    def _effect_draw2(self, args: tuple[str, ...], events: list[Event]) -> None:
        who = display_name(self.player)
        got = self.draw_cards(2, events)
        self.give(self.turn, got)
        events.append(Event.of(kinds.DREW, R.DRAW2, f"{who} draws {self.labels(got)}",
                               only=(self.player,),
                               public=f"{who} draws {plural(len(got), 'card')}",
                               cards=self.game.deck.ids(got)))

    def _effect_choose(self, args: tuple[str, ...], events: list[Event]) -> None:
        who = display_name(self.player)
        stack = tuple(reversed(self.contribution))
        self.peek[self.turn] = (2, 0, stack)
        self.phase = "pick"
        events.append(Event.of(kinds.SEARCHED, R.CHOOSE, f"{who} looks through the Contribution "
                               f"stack: {self.labels(stack)}", only=(self.player,),
                               public=f"{who} looks through the Contribution stack"))

    def _do_pick(self, action: Action, rec: Any) -> None:
        code = self.game.deck.code(action.args[0])
        who = display_name(self.player)
        self.contribution.remove(code)
        self.give(self.turn, [code])
        self.phase = "trade"
        events = [Event.of(kinds.PICKED, R.CHOOSE, f"{who} takes {self.label(code)} from the "
                           "Contribution stack", only=(self.player,),
                           public=f"{who} takes a card from the Contribution stack",
                           card=action.args[0])]
        self.refill(events)
        self.record(rec, action, events)
        self.end_turn(rec, self.player)

    def _effect_swap_pieces(self, args: tuple[str, ...], events: list[Event]) -> None:
        a, b = (self.game.pieces.index(x) for x in args)
        self.pos[a], self.pos[b] = self.pos[b], self.pos[a]
        events.append(Event.of(kinds.SWAPPED_PIECES, R.SWAP_PIECES, f"{self.name(a)} and "
                               f"{self.name(b)} swap places: {self.name(a)} on space "
                               f"{self.pos[a]}, {self.name(b)} on space {self.pos[b]}"))

    def _effect_swap_hands(self, args: tuple[str, ...], events: list[Event]) -> None:
        j, them = self._target(args)
        i, who = self.turn, display_name(self.player)
        self.hands[i], self.hands[j] = self.hands[j], self.hands[i]
        self.known[i], self.known[j] = self.known[j], self.known[i]
        for tally in (self.hand_tally, self.known_tally):
            tally[i], tally[j] = tally[j], tally[i]
        events.append(Event.of(kinds.SWAPPED_HANDS, R.SWAP_HANDS, f"{who} swaps hands with {them}: "
                               f"{who} now holds {self.labels(self.hands[i])}; {them} holds "
                               f"{self.labels(self.hands[j])}", only=(self.player, args[0]),
                               public=f"{who} swaps hands with {them} ({who} now holds "
                               f"{len(self.hands[i])} cards, {them} {len(self.hands[j])})"))

    def _effect_swap_tokens(self, args: tuple[str, ...], events: list[Event]) -> None:
        a, b = (int(x) for x in args)
        t = self.tokens
        t[a - 1], t[b - 1] = t[b - 1], t[a - 1]
        names = self.game.deck.kinds
        events.append(Event.of(kinds.SWAPPED_TOKENS, R.SWAP_TOKENS, "the Mission tokens of "
                               f"spaces {a} and {b} swap: {names[t[a - 1] - 1]} on {a}, "
                               f"{names[t[b - 1] - 1]} on {b}"))

    def _do_pass(self, action: Action, rec: Any) -> None:
        self.note(rec, action.player, lambda: [Event.of(
            kinds.PASSED, R.EMPTY_HAND, f"{display_name(self.player)} has no card to offer and "
            "passes")])
        self.end_turn(rec, self.player)


def count(tally: list[int], kinds: tuple[int, ...], n: int) -> None:
    """Add ``n`` (1 or -1) to ``tally`` for each of a card's ``kinds`` (a dual card has two)."""
    for k in kinds:
        tally[k] += n


#: each verb's play (``Turns._do_<verb>``), looked up once
DOES = {verb: getattr(Turns, "_do_" + verb) for verb in VERBS}
