"""The Duel's rules, one :class:`~codyroby_lab.core.events.Rule` each: the facts of
DECISIONS.md ("CodyRoby", Il Duello) and our rulings (docs/rulings.md, "Duel"). Each event
names the rule that caused it, and a test cites each rule."""

from __future__ import annotations

from codyroby_lab.core.events import Rule
from codyroby_lab.games.codyroby import rules


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.duel.{key}", rules.BOOK, rules.SECTION, text)


START = _rule("start", "Il Duello: 2 players or teams; the Robies start on opposite corners; "
                       "the 40-card deck (24 F, 8 L, 8 R) is shuffled.")
BLOCK = _rule("block", "Each side places 1 block tile (ruling: not on a Roby or a block).")
DRAW = _rule("draw", "Draw cards up to a hand of 5.")
PLAY = _rule("play", "Play at least 1 card a turn; your Roby runs the cards in order.")
WIN = _rule("win", "You win by landing on the opponent's square.")
LOSE = _rule("lose", "Moving off the board or into a block loses.")
RESHUFFLE = _rule("reshuffle", "When the deck runs out, the played cards are reshuffled.")
TURN_LIMIT = _rule("turn-limit", "Ruling: after the turn limit (200 turns by default) without "
                                 "a winner, the game is a draw.")
