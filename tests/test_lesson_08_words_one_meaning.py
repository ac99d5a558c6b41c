"""Lesson 8's words say one thing each and promise nothing they do not do (walk 08t,
faults 8, 9 and 11; walk 08p3, fault 4): "box" is a transmitter's box, never the cargo (a
crate) nor the game's box the chits go back to (the piles); a fixed obstacle's colour holds
in both themes; the line that loads the lesson again says what it does."""

from __future__ import annotations

import re

from codyroby_lab.lessons.droids import DroidsPlay
from tests.support.droids_helpers import lesson_cells


def _text(kind: str) -> str:
    return "\n".join(src for k, src, _, _ in lesson_cells() if k == kind)


def test_chits_go_back_on_the_piles_not_into_a_box():
    """Fault 9: "chits go back to the box" was a third box, beside the transmitters' boxes
    and the cargo box."""
    game = DroidsPlay("statue", players=["red", "blue"], seed=4)
    game.draw("violet 4 red 3")
    said = "\n".join(game.done().lines)
    assert "Red puts 7 unused chits back on the piles" in said, said
    assert "All chits go back on the piles: turn 2 begins" in said, said
    text = _text("markdown")
    assert "back to the box" not in text and "go back on the piles" in text
    assert "in the box **Your move as text**" not in text


def test_a_fixed_obstacle_is_named_by_what_both_themes_show():
    """Fault 8: "a fixed obstacle is dark grey", and the dark theme draws it light grey."""
    text = _text("markdown")
    assert "dark grey" not in text and "a fixed obstacle is a plain grey square" in text


def test_loading_the_lesson_again_promises_no_fresh_start():
    """Fault 11: "# again, so that a new session can start here" over cells that still need
    reach or game from cells above."""
    code = _text("code")
    assert "a new session can start here" not in code
    assert code.count("import droids as lesson   # loads the lesson again: harmless if it "
                      "is loaded") == 22


def test_box_is_a_transmitters_box_only_the_cargo_is_a_crate():
    """Walk 08p3, fault 4: "box" was a transmitter's box, the cargo ("the cargo box ... c in
    the text map", Challenge 2) and, in the rule the board shows after the chits are placed,
    where the chits left go ("back in the box"). The cargo is a crate in the lesson, the
    challenge's words, the board's key and the scenarios' rules; the chits go back on the
    piles."""
    from codyroby_lab.games.droids import drawing, rules
    from codyroby_lab.lessons import droids as lesson

    text = _text("markdown")
    assert "cargo" not in text and "box of goods" not in text and "Pick up the crate" in text
    fetch = lesson.Challenge(start="A1", target="crate", rack=("VD", "V1", "V2", "PU"),
                             objects=(("C3", "crate"),))
    said = str(fetch) + lesson.check(fetch, "V1 A S, PU A").message
    assert not re.search(r"\bbox\b(?! \d)", said), said        # the map's rows box 1 to 3
    assert "c the crate" in said and "without the crate" in said, said
    assert "box" not in drawing.LEGEND["cargo"], drawing.LEGEND
    for rule in (rules.PASS, rules.TURN_END, rules.BOXES, rules.DELIVER, rules.MOST_BOXES):
        words = rule.text.replace("3 boxes", "").replace("in a box of", "")
        assert not re.search(r"\bbox(es)?\b", words), rule.text
    killer = DroidsPlay("killer", players=["red"], seed=4)
    refused = "\n".join(killer.move("choose MA MA MA MA MA MA MA").lines)
    assert "box" not in refused, refused


def test_the_crate_is_a_crate_in_the_lessons_code_too():
    """Walk 08q4, fault 4: Challenge 2's words speak of a crate, its code said
    ``target="box"`` and ``objects=(("C3", "box"),)``, where a box is a transmitter's."""
    fetch = next(src for k, src, _, _ in lesson_cells()
                 if k == "code" and "fetch = lesson.Challenge(" in src)
    assert not re.search(r"""["']box["']""", fetch), fetch
    assert 'target="crate"' in fetch and '("C3", "crate")' in fetch, fetch
