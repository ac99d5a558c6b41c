"""Lesson 05's part 3 prints, as an example, a shortest program a teacher reads at once: with
REPEAT as its only blue card when one as short exists, as the hints below it prefer (walk 05s,
fault 10: it printed REPEAT 4 [L REPEAT WHILE ahead [F]], a riddle, beside hints of a REPEAT 2
card)."""

from __future__ import annotations

import json

from codyroby_lab.games.codyroby.challenge import Challenge
from codyroby_lab.games.codyroby.program import parse
from tests.support.lesson_cells import cells, run_cell


def test_part_3_prints_a_plain_shortest_program_that_solves_the_challenge(tmp_path):
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("challenge_file = "))
    ns = {"folder": tmp_path, "json": json, "Challenge": Challenge}
    said = run_cell(src, ns).splitlines()[-1]
    best, example = said.split(" cards suffice, for example ")
    assert "WHILE" not in example and example.startswith("REPEAT 2 [")
    program = parse(example)
    assert program.card_count == int(best) == ns["challenge"].best
    assert ns["challenge"].check(program).ok


def test_part_3_and_the_challenge_editor_show_the_same_program_for_the_same_file(tmp_path):
    """Walk 05p, fault 3: Part 3 printed REPEAT 2 [REPEAT 4 [F] R] and the challenge editor,
    loading the same file, showed REPEAT 4 [L REPEAT WHILE ahead [F]]: one source now."""
    from codyroby_lab.core.drawing import Sketch
    from codyroby_lab.games.codyroby.drawing import CHALLENGE
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("challenge_file = "))
    ns = {"folder": tmp_path, "json": json, "Challenge": Challenge}
    example = run_cell(src, ns).splitlines()[-1].split(", for example ")[1]
    sketch = Sketch(CHALLENGE, json.loads((tmp_path / "round_the_blocks.json").read_text()))
    # (the editor shows it when asked: walk 05p3, fault 1)
    assert (CHALLENGE.summary(sketch.checked), CHALLENGE.shortest(sketch.checked)) == \
        ("best: 4 cards", example)
