"""The Duel's rules, one :class:`~codyroby_lab.core.events.Rule` each: the facts of
DECISIONS.md ("CodyRoby", Il Duello) and our rulings (docs/rulings.md, "Duel"), and the
phases of play. Each event names the rule that caused it, and a test cites each rule."""

from __future__ import annotations

from codyroby_lab.core.events import Rule
from codyroby_lab.games.codyroby import rules


def _rule(key: str, text: str, note: str = "") -> Rule:
    return Rule(f"codyroby.duel.{key}", rules.BOOK, rules.SECTION, text, note)


START = _rule("start", "Il Duello: 2 players or teams; the Robys start on opposite corners; "
                       "the 40-card deck (24 F, 8 L, 8 R) is shuffled.")
BLOCK = _rule("block", "Before any card is played, each side puts 1 block on an empty square "
                       "(not on a Roby, not on another block).",
              "Ruling: a block tile goes on an empty square (blocks_each: how many a side "
              "places).")
DRAW = _rule("draw", "Draw cards up to a hand of 5.")
PLAY = _rule("play", "Play at least 1 card a turn; your Roby runs the cards in order.")
WIN = _rule("win", "A Roby wins by landing on the other Roby's square.",
            "The rulebook: landing on the opponent's square.")
LOSE = _rule("lose", "A Roby that would move off the board or into a block crashes: it "
                     "stays on its square, and its side loses.")
RESHUFFLE = _rule("reshuffle", "When the deck runs out, the cards played are shuffled and "
                               "become the deck again.", "The rulebook: reshuffled.")
TURN_LIMIT = _rule("turn-limit", "If nobody has won after 200 turns, the game ends in a tie: "
                                 "nobody wins.",
                   "Ruling: a turn limit (turn_limit, 200 by default) so every game ends.")

PHASES = ("blocks", "play", "over")  # the phases of play, in order
