"""Robin's rules, one :class:`Rule` per rulebook section, and the pure functions that decide
how arrow groups move the pieces and who has collected enough cards.

Sources: ``shared/rulebooks/robin.txt`` (book ``"robin"``, sections named by their headings)
and the Robin facts and rulings of ``shared/rulebooks/DECISIONS.md`` (book ``"DECISIONS"``).
Where both are silent the rule's ``note`` (a teacher's tooltip) says it is our reading, under
the section it reads, and its text stays plain words (also in docs/rulings.md, "Robin").

Spaces are numbered 1 (Sherwood's old oak) to 7 (Nottingham castle); an arrow group is a
signed number (+2: two spaces forward, towards the castle; -1: one back, towards the oak).

>>> step(6, 3), step(2, -1), step(1, -1)          # past the castle wraps; never past the oak
(2, 1, None)
>>> best, ways = assignments((4, 5, 1, 1), (2, -1, -1))   # the rulebook's Ann example
>>> best, sorted(ways)
(3, [(2, 0, 1), (2, 1, 0), (3, 0, 1), (3, 1, 0)])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from codyroby_lab.core.events import Rule
from codyroby_lab.games.robin.data import SPACES

BOOK = "robin"
DEC, ROBIN = "DECISIONS", "Robin"
TWO = "2 Players Variant"

#: the phases of a turn: contribute (a negative Contribution); trade: offer or use a special
#: card; counter: the sealed counter-offers; choose: accept one; move: a player applies arrow
#: groups; pick: choose from the Contribution stack; over
PHASES = ("contribute", "trade", "counter", "choose", "move", "pick", "over")


def _rule(key: str, book: str, section: str, text: str, note: str = "") -> Rule:
    return Rule(f"robin.{key}", book, section, text, note)


# --- set-up and the goal -------------------------------------------------------------------
COMPONENTS = _rule("components", BOOK, "Game Components",
                   "94 cards: 84 Mission cards in 6 series of 14 (arrow groups from the cards "
                   "data file), 7 special cards and 3 dual cards; 6 Mission tokens; 2 to 6 "
                   "players.")
ARROW_DATA = _rule("arrow-data", DEC, ROBIN,
                   "Each Mission card has 1 to 3 groups of 1 to 3 arrows, forward or back; the "
                   "same groups in each of the 6 series (data/cards.json).")
TRACK = _rule("track", DEC, ROBIN,
              "The default track, oak to castle, as draw/contribution: 0/+1, 1/0, 2/-1, 3/-1, "
              "4/-1, 4/-2, 5/-2 (data/track.json).")
SETUP = _rule("setup", BOOK, "Set-up",
              "A random first player; the pieces on the road; the Mission stack shuffled; 10 "
              "cards face up as the Contribution stack; a Mission token on each mission space; "
              "4 secret cards for each player.")
START_SPACES = _rule("start-spaces", DEC, ROBIN,
                     "Mission tokens lie on spaces 2 to 7; pieces start on consecutive spaces "
                     "from space 2 in turn order, the first player nearest the oak.")
GOAL = _rule("goal", BOOK, "Game End",
             "At the end of any player's turn, a player who has collected 7 Mission cards of "
             "the same kind shows them and wins.")
TOKEN_COUNTS = _rule("token-counts", BOOK, "Game End",
                     "A Mission token counts as one card of its kind for each player whose "
                     "piece stands on its space.")
DUAL_COUNTS = _rule("dual-counts", BOOK, "Game End",
                    "A dual card counts as a card of each of the two kinds it shows.")
TIE = _rule("tie", BOOK, "Game End",
            "If two players have collected 7 in the same turn, the active player wins; when "
            "neither is the active player, the first of them after the active player in turn "
            "order wins.", "Our reading for two players who are not the active player.")
TURN_LIMIT = _rule("turn-limit", BOOK, "Game End",
                   "A game that reaches the turn limit with no winner is a draw, so every game "
                   "ends.", "Our reading (setup option max_turns, 500 by default).")

# --- the turn ------------------------------------------------------------------------------
CLOCKWISE = _rule("clockwise", BOOK, "Game Sequence",
                  "The game is played in clockwise order, starting with the first player.")
MISSIONS = _rule("missions", BOOK, "1. Missions",
                 "Draw as many cards from the Mission stack as the number above your piece's "
                 "space (0 to 5).")
# (in the board's words, "give 1" and "take 1", not the rulebook's number below the space,
# which the board never shows: walk 09v, fault 6)
CONTRIBUTE = _rule("contribute", BOOK, "2. Contribution",
                   'When below your piece\'s space it says "give 1" or "give 2": put that many '
                   "cards from your hand face up on the Contribution stack, in the order of "
                   "your choice (the last one on top); with fewer cards in hand, all of them.",
                   "Our reading for a hand with fewer cards. The rulebook prints a negative "
                   "number below the space: -1 is give 1.")
COLLECT = _rule("collect", BOOK, "2. Contribution",
                'When below your piece\'s space it says "take 1": take the top card of the '
                "Contribution stack.",
                "The rulebook prints a positive number below the space: +1 is take 1.")
REFILL = _rule("refill", BOOK, "3.1 Exchange a card",
               "When the Contribution stack becomes empty, 5 cards from the Mission stack "
               "form a new face-up Contribution stack.")
ORDER = _rule("order", DEC, ROBIN,
              "Cards given go on the Contribution stack one after the other in the order "
              "the player chooses; the last one ends on top.")
OFFER = _rule("offer", BOOK, "3.1 Exchange a card",
              "The active player offers one card of the hand face up.")
COUNTER = _rule("counter", BOOK, "3.1 Exchange a card",
                "Each other player may offer one card face down; when all have chosen, the "
                "offers are revealed together.")
COUNTER_WHO = _rule("counter-who", DEC, ROBIN,
                    "Counter offers come only from the non-active players.")
ACCEPT = _rule("accept", BOOK, "3.1 Exchange a card",
               "If at least one player offered a card, the active player must choose one "
               "offer; the other players take their refused cards back.")
NO_EXCHANGE = _rule("no-exchange", BOOK, "3.1 Exchange a card",
                    "If nobody offered a card back, the active player moves the pieces with "
                    "the arrow groups of the card they offered, then takes it back.")
EXCHANGE_MOVES = _rule("exchange-moves", BOOK, "3.1 Exchange a card",
                       "After a trade, the player whose offer was taken moves the pieces first, "
                       "with the card they received, then the active player does the same; "
                       "then both put the cards they received in their hand.")
SPECIAL_TRADED = _rule("special-traded", BOOK, "3.1 Exchange a card",
                       "A special (or dual) card received in a trade goes to the hand: it moves "
                       "no piece and its effect is not triggered.")
NO_ARROWS = _rule("no-arrows", DEC, ROBIN,
                  "Special and dual cards carry no arrow groups: an offered special that comes "
                  "back unanswered moves nothing and is not triggered.")
ARROWS = _rule("arrows", BOOK, "Move player pieces",
               "Each arrow group moves one piece, all of its arrows, in its direction; each "
               "piece at most once per card; the player chooses the pieces.")
WRAP = _rule("wrap", DEC, ROBIN,
             "Forward past the castle wraps: the step after space 7 is space 1 (the oak) and "
             "counts as a step.")
OAK = _rule("oak", BOOK, "Move player pieces",
            "A piece can never move back past the old oak: it may stop on the oak (space 1), "
            "but a back group that would take it further back cannot be applied to that "
            "piece.")
ALL_GROUPS = _rule("all-groups", DEC, ROBIN,
                   "Where the arrow groups cannot all be applied, the player must move the "
                   "pieces in a way that applies as many groups as possible.")
EMPTY_HAND = _rule("empty-hand", BOOK, "3.1 Exchange a card",
                   "A player with no card to offer and no special card passes the exchange.",
                   "Our reading.")

# --- special cards ---------------------------------------------------------------------------
USE = _rule("use", BOOK, "3.2 Use a special Mission card",
            "Instead of offering a card, the active player may play a special card: it does "
            "what it says, and the card leaves the game (it leaves the hand first).")
DUAL_PASSIVE = _rule("dual-passive", BOOK, "3.2 Use a special Mission card",
                     "A dual card cannot be used, as a special card is; it can be offered.")
LOOK = _rule("look", BOOK, "Special Mission Cards", "Secretly look at one player's hand.")
STEAL = _rule("steal", BOOK, "Special Mission Cards",
              "Steal one card at random from another player's hand, secretly.")
DRAW2 = _rule("draw2", BOOK, "Special Mission Cards",
              "Draw the two top cards of the Mission stack.")
CHOOSE = _rule("choose", BOOK, "Special Mission Cards",
               "Choose one card of the Contribution stack and add it to your hand without "
               "showing it.")
SWAP_PIECES = _rule("swap-pieces", BOOK, "Special Mission Cards",
                    "Swap the positions of two pieces on the road.")
SWAP_HANDS = _rule("swap-hands", BOOK, "Special Mission Cards",
                   "Swap your whole hand with another player of your choice.")
SWAP_TOKENS = _rule("swap-tokens", BOOK, "Special Mission Cards",
                    "Swap two Mission tokens on the road.")
TARGETS = _rule("targets", BOOK, "Special Mission Cards",
                "Look, steal and swap hands name another real player (the neutral player of "
                "the 2-player game never plays); steal needs a card to take.", "Our reading.")

# --- running out ---------------------------------------------------------------------------
EXHAUSTED = _rule("exhausted", BOOK, "Exhausted Mission stack",
                  "Should the Mission stack be exhausted, the discard stack is reshuffled into a "
                  "new Mission stack.")
RECYCLE = _rule("recycle", BOOK, "Exhausted Mission stack",
                "When the Mission stack and the discard stack are both empty, the "
                "Contribution stack but its top card is shuffled into a new Mission stack; with "
                "nothing left a draw stops short.",
                "Our reading (3 to 6 players have no discard stack).")

# --- the 2-player variant ------------------------------------------------------------------
TWO_SETUP = _rule("two-setup", BOOK, TWO,
                  "With 2 players a neutral player holds 2 visible cards and 1 hidden card; the "
                  "pieces start on spaces 1/0, 2/-1 and 3/-1 (the neutral piece on 3/-1).")
NEUTRAL_TRADE = _rule("neutral-trade", BOOK, TWO,
                      "The active player may trade with one of the neutral player's 3 cards: "
                      "the card given is discarded face up and moves nothing; only the card "
                      "received is resolved; the neutral card is replaced from the Mission "
                      "stack, face up or down as it was.")
FORCED = _rule("forced", BOOK, TWO,
               "If the opponent offers no card, the active player must trade with the neutral "
               "player.")
BLOCKADE = _rule("blockade", BOOK, "Blocus",
                 "A piece that would stop on the neutral piece's space moves one more space in "
                 "the direction it was moving (passing over is free; the neutral piece itself "
                 "is not blocked); a card's groups apply one after the other.")


# --- moving pieces ---------------------------------------------------------------------------

def step(space: int, n: int, spaces: int = SPACES) -> int | None:
    """Where a piece on ``space`` lands with group ``n``: forward wraps past the castle to the
    oak; back past the oak is impossible (None)."""
    if n > 0:
        return (space - 1 + n) % spaces + 1
    to = space + n
    return to if to >= 1 else None


def landing(pos: tuple[int, ...], piece: int, n: int, blocker: int | None) -> int | None:
    """Where ``piece`` lands with group ``n`` when the pieces stand on ``pos``; with the
    2-player blockade (``blocker``: the neutral piece's index) a landing on the neutral
    piece's space moves one more space on.

    >>> landing((2, 5, 4), 0, 2, 2), landing((2, 5, 4), 1, -1, 2), landing((2, 5, 1), 0, -1, 2)
    (5, 3, None)
    """
    to = step(pos[piece], n)
    if to is not None and blocker is not None and piece != blocker and to == pos[blocker]:
        to = step(to, 1 if n > 0 else -1)
    return to


def play_out(pos: tuple[int, ...], groups: tuple[int, ...], assignment: tuple[int, ...],
             blocker: int | None = None) -> tuple[int, ...] | None:
    """The positions after applying ``groups`` in card order, group k to piece
    ``assignment[k]`` (-1: not applied); None if a piece is used twice or a group cannot be
    applied to its piece."""
    out = list(pos)
    used = set()
    for n, piece in zip(groups, assignment, strict=True):
        if piece < 0:
            continue
        if piece in used or piece >= len(out):
            return None
        to = landing(tuple(out), piece, n, blocker)
        if to is None:
            return None
        used.add(piece)
        out[piece] = to
    return tuple(out)


def can_move(pos: tuple[int, ...], groups: tuple[int, ...], blocker: int | None = None) -> bool:
    """Can at least one of the groups be applied (to some piece)? (A group applied alone,
    the others left out, is an assignment; so this is ``assignments(...)[0] > 0``.)

    >>> can_move((1, 1, 1), (-1, -2)), can_move((1, 1, 2), (-1, -2))
    (False, True)
    """
    return _search(pos, groups, blocker).best > 0  # (cached: the mover's search is the same)


def assignments(pos: tuple[int, ...], groups: tuple[int, ...],
                blocker: int | None = None) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The most groups that can be applied, and every assignment (a piece index per group,
    -1 for a group left out) that applies that many; groups apply in card order."""
    found = _search(pos, groups, blocker)
    return found.best, found.plain


def outcomes(pos: tuple[int, ...], groups: tuple[int, ...],
             blocker: int | None = None) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Each assignment of :func:`assignments` (those applying the most groups) with the
    positions it leads to (what :func:`play_out` gives), in the same order: what a player
    choosing among them compares.

    >>> outcomes((4, 5, 1, 1), (2, -1, -1))[0]
    ((2, 0, 1), (3, 4, 3, 1))
    """
    return _search(pos, groups, blocker).ways


def outcome(pos: tuple[int, ...], groups: tuple[int, ...], way: tuple[int, ...],
            blocker: int | None = None) -> tuple[int, ...] | None:
    """Where the assignment ``way`` leaves the pieces if it is one of :func:`assignments`
    (it applies as many groups as can be); None if it is not.

    >>> pos, groups = (4, 5, 1, 1), (2, -1, -1)
    >>> outcome(pos, groups, (2, 0, 1)), outcome(pos, groups, (2, 0, -1))
    ((3, 4, 3, 1), None)
    """
    return _search(pos, groups, blocker).after.get(way)


class _Found(NamedTuple):
    best: int
    ways: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]   # (way, after), search order
    after: dict[tuple[int, ...], tuple[int, ...]]                # the same, by way
    plain: tuple[tuple[int, ...], ...]                           # the ways alone, in order


#: ``_STEPS[n][space]``: :func:`step` as a table (n from -3 to 3; index 0 unused)
_STEPS = {n: [None, *(step(space, n) for space in range(1, SPACES + 1))]
          for n in range(-3, 4) if n}


@lru_cache(maxsize=65536)
def _search(pos: tuple[int, ...], groups: tuple[int, ...], blocker: int | None) -> _Found:
    """Every assignment applying the most groups, with where it leaves the pieces: those
    applying all the groups if there are any (nearly always), else those applying one fewer,
    and so on (:func:`_applying`). Dropping the last group an assignment applies leaves an
    assignment, so the first number that has any is the most.

    Kept as a cache because a benchmark users feel shows it pays (issue 34): the mover's
    check, its move and the computer players ask the same search of one position; without
    the cache ``bench/robin.py``'s games per CPU second fell by about 8% (about 357 against
    387, five runs of each alternated in the same minutes on a busy machine)."""
    for best in range(len(groups), 0, -1):
        found = _applying(best, pos, groups, blocker)
        if found:
            break
    else:
        best, found = 0, [((-1,) * len(groups), pos)]
    after = dict(found)
    return _Found(best, tuple(found), after, tuple(after))


def _applying(most: int, pos: tuple[int, ...], groups: tuple[int, ...],
              blocker: int | None) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every assignment applying ``most`` groups, with where it leaves the pieces, in the
    order a depth-first search meets them: group by group in card order, each partial
    assignment is extended by every piece that can take the group, then by leaving the group
    out while ``most`` can still be reached. (:func:`landing`, read from tables.)

    >>> _applying(2, (1, 3), (-1, -1), None), _applying(1, (1, 3), (-1, -1), None)
    ([], [((1, -1), (1, 2)), ((-1, 1), (1, 2))])
    """
    level: list[tuple[tuple[int, ...], tuple[int, ...], int]] = [((), pos, 0)]
    pieces = range(len(pos))
    left = len(groups)
    for n in groups:
        left -= 1
        steps, further = _STEPS[n], _STEPS[1 if n > 0 else -1]
        grown: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
        for chosen, now, count in level:
            for piece in pieces:
                if piece in chosen:
                    continue
                to = steps[now[piece]]
                if to is not None and blocker is not None and piece != blocker and \
                        to == now[blocker]:
                    to = further[to]
                if to is not None:
                    grown.append(((*chosen, piece), now[:piece] + (to,) + now[piece + 1:],
                                  count + 1))
            if count + left >= most:
                grown.append(((*chosen, -1), now, count))
        level = grown
    return [(way, after) for way, after, _ in level]


# --- collecting ----------------------------------------------------------------------------

def counts(hand: Iterable[Any], kind_of: Mapping[str, tuple[int, ...]] |
           Sequence[tuple[int, ...]], kinds: int = 6) -> list[int]:
    """How many cards of each kind a hand holds: each card's kinds (``kind_of[card]``, kind
    indices; a dual card counts for both; cards as codes, or ids with ``kind_of`` a dict).

    >>> counts([1, 1, 2, 3], [(), (0,), (0, 1), ()])
    [3, 1, 0, 0, 0, 0]
    """
    out = [0] * kinds
    for card in hand:
        for k in kind_of[card]:
            out[k] += 1
    return out


def shown(held: Sequence[int], token: int | None) -> list[int]:
    """What a player shows of each kind: the :func:`counts` of its hand plus the Mission
    token (a kind index, None for none) on its piece's space.

    >>> shown([3, 1, 0, 0, 0, 0], 1), shown([3, 1, 0, 0, 0, 0], None)
    ([3, 2, 0, 0, 0, 0], [3, 1, 0, 0, 0, 0])
    """
    out = list(held)
    if token is not None:
        out[token] += 1
    return out
