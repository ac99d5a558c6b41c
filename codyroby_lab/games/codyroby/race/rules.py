"""The Race's rules, one :class:`~codyroby_lab.core.events.Rule` each: the facts of
DECISIONS.md ("CodyRoby", La Corsa) and our rulings (docs/rulings.md, "Race"), the cards
the face-up piles hold and the phases of play. Each event names the rule that caused it,
and a test cites each rule."""

from __future__ import annotations

from codyroby_lab.core.events import Rule
from codyroby_lab.games.codyroby import rules


def _rule(key: str, text: str) -> Rule:
    return Rule(f"codyroby.race.{key}", rules.BOOK, rules.SECTION, text)


BUILD = _rule("build", "La Corsa: the teams build a path, each adding 2 squares per turn.")
PILES = _rule("piles", "The teams take their cards from face-up piles.")
GO = _rule("go", "The first team to call GO! must prove its program.")
WRONG = _rule("wrong", "The opponent wins if the GO! program is wrong.")
FEWER = _rule("fewer", "The opponent wins if it can do the path with fewer cards.")
LENGTH = _rule("length", "Without REPEAT the path may be at most half as long as the number "
                         "of F cards available.")

PILE_CARDS = ("F", "L", "R", "REPEAT")
PHASES = ("build", "go", "answer", "over")  # the phases of play, in order
