"""Checking an Energy Seekers action before it is played: is it the right kind of action
for the phase, does the hand hold its cards, may that piece take them, is the player
really stuck? Each refusal says why in plain words (IllegalAction) and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from codyroby_lab.core.errors import IllegalAction
from codyroby_lab.core.events import display_name
from codyroby_lab.core.protocol import Action
from codyroby_lab.games.cards import missing
from codyroby_lab.games.energy_seekers import rules
from codyroby_lab.games.energy_seekers.actions import answer_of, cards_of, target_of
from codyroby_lab.games.energy_seekers.challenge import Question

if TYPE_CHECKING:
    from codyroby_lab.games.energy_seekers.state import EnergySeekersState


def check(s: EnergySeekersState, act: Action) -> None:
    """Raise IllegalAction unless ``act`` is legal now (see the module docstring)."""
    who, hand = display_name(s.player), s.hands[s.turn]
    expected = {"give": "give", "answer": "answer"}.get(s.phase, "")
    if s.phase == "move":
        expected = "run" if s.controlled[s.turn] else (act.verb if act.verb in (
            "play", "stuck") else "play")
    if act.verb != expected:
        raise IllegalAction(_expected_words(s, expected, act))
    cards, target = cards_of(act), target_of(act)
    if act.verb in ("play", "give") and missing(hand, cards):
        raise IllegalAction(f"{who} {_holds(hand, cards, act.verb)} "
                            f"(hand: {' '.join(hand) or 'empty'})")
    if act.verb == "give" and target is not None:
        can = [s.game.players[t] for t in targets(s)]
        if target not in can:
            raise IllegalAction(f"{target} is not a remote-controlled piece {who} can "
                                f"give cards to (can: {', '.join(can)})")
        more = room(s, s.game.players.index(target))
        if len(cards) > more:
            raise IllegalAction(f"{target}'s piece can take {more} more card"
                                f"{'s' * (more != 1)}: it holds at most "
                                f"{rules.pile_limit(len(s.game.players))}, 3 from each "
                                "other player (Remote Control)")
    if act.verb == "answer" and not any(Question.same(answer_of(act), c)
                                        for c in s.asked().choices):
        raise IllegalAction(f"answer one of: {', '.join(s.asked().choices)}")
    stuck = act.verb in ("play", "stuck") and rules.stuck(
        s.game.board, s.pos[s.turn], s.facing[s.turn], hand)
    if act.verb == "play" and stuck:
        twice = rules.repetition(s.game.board, s.pos[s.turn]) == 2
        how = " (run twice from this Repetition square)" if twice else ""
        raise IllegalAction(f"{who} cannot move: every move{how} would leave the "
                            "path, so declare 'stuck' (Stuck)")
    if act.verb == "stuck" and not stuck:
        ok = next(a.text for a in s.legal_actions() if _feasible(s, a))
        raise IllegalAction(f"{who} is not stuck: you must move when you can, e.g. '{ok}' "
                            "(Stuck)")


def _expected_words(s: EnergySeekersState, expected: str, act: Action) -> str:
    who = display_name(s.player)
    if expected == "give":
        names = ", ".join(display_name(s.game.players[t]) for t in targets(s))
        return (f"{who} first decides what to give to the remote-controlled piece of "
                f"{names}: 'give PLAYER F L...' or 'give none', not '{act.text}'")
    if expected == "run":
        return f"{who}'s piece is remote-controlled: it must 'run' the cards it was given"
    if expected == "answer":
        return f"{who} must answer the challenge: {s.asked().question}"
    return f"{who} moves now: 'play F L...' or 'stuck', not '{act.text}'"


def _feasible(s: EnergySeekersState, a: Action) -> bool:
    return rules.feasible(s.game.board, s.pos[s.turn], s.facing[s.turn], cards_of(a))


def targets(s: EnergySeekersState) -> list[int]:
    """The players whose remote-controlled piece the player to move may give cards to."""
    return [t for t, c in enumerate(s.controlled) if c and t != s.turn]


def room(s: EnergySeekersState, t: int) -> int:
    """REMOTE_GIVE: how many more cards player ``t``'s remote pile may take."""
    return rules.pile_limit(len(s.game.players)) - len(s.piles[t])


def _holds(hand: list[str], cards: tuple[str, ...], verb: str) -> str:
    """Which card of ``cards`` the hand lacks, in words with no "left" (walk 06k, fault 8:
    "no R card left" read as if an R had been used up, in a game where L means left).

    >>> _holds(["F", "L", "F"], ("L", "R"), "play"), _holds(["F", "F"], ("F",) * 3, "give")
    ('holds no R card', 'holds 2 F cards, and that move gives 3')
    """
    c = missing(hand, cards)
    if c not in hand:
        return f"holds no {c} card"
    have = hand.count(c)
    return f"holds {have} {c} card{'s' * (have != 1)}, and that move {verb}s {cards.count(c)}"
