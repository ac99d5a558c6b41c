"""Lesson 09's walk 09f (a 12-year-old's eyes, on d2e1822): the faults found outside the
board, each with what the learner now reads."""

from __future__ import annotations

import json
from pathlib import Path

from codyroby_lab import lessons
from codyroby_lab.games.robin import greedy, tournament
from codyroby_lab.lessons import feedback

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "09_robin.ipynb"


def cells() -> list[dict]:
    return json.loads(NOTEBOOK.read_text())["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def test_a_cell_waits_for_the_learners_game_move():
    """Fault 10: "write your action in game.move(...)" and no cell to write it in (adding a
    cell was never taught)."""
    code = [source(c) for c in cells() if c["cell_type"] == "code"]
    you_may = next(i for i, s in enumerate(code) if "You may: " in s)
    assert code[you_may + 1].startswith('game.move("...")')
    said = str(lessons.RobinPlay({"first": "will"}, seed=2).move("..."))
    assert "Not played" in said and "Traceback" not in said


def test_the_starting_strategy_is_explained_line_by_line():
    """Fault 12: max(counts, key=counts.get), obs.card(card).kinds, `or obs.hand`, a function
    in a function and the phases were not explained; "make it better" said not what to
    change."""
    text = "\n".join(source(c) for c in cells())
    strategy = next(source(c) for c in cells() if source(c).startswith("def my_strategy"))
    assert "def useful" not in strategy            # no function inside the function
    said = next(source(c) for c in cells() if "what each line of the strategy" in source(c))
    for part in ("max(counts, key=counts.get)", "obs.card(c).kinds", "(spare or obs.hand)[0]",
                 'obs.phase == "counter"', "obs.legal[0]"):
        assert part in strategy and part in said, part
    assert "| **phase** |" in text and "Parts you can change" in text


def test_swap_hands_and_use_are_said():
    """Fault 3: the observation's hand held swap-hands and the actions 'use swap-hands robin',
    and neither the card nor 'use' was explained."""
    text = "\n".join(source(c) for c in cells())
    assert "the word **use** plays it" in text
    assert "`use swap-hands robin` would play it" in text
    code = next(source(c) for c in cells() if "Observation.of(start" in source(c))
    assert "obs.card(card).text" in code


def forgets_to_return(obs):
    if obs.phase == "counter":
        pass                                # a child's mistake: no return
    else:
        return obs.legal[0]


def test_a_strategy_that_returns_nothing_is_said_in_plain_words():
    """Fault 11: "bad raised IllegalAction: a strategy returns one of obs.legal or its text,
    not NoneType"."""
    for kept_apart in (True, False):   # its own process (the lesson's way) or this one
        t = tournament([forgets_to_return, greedy], games=2, seed=0, progress=False,
                       **({} if kept_apart else {"executor": None}))
        notes = repr(t)
        assert "gave back nothing (None)" in notes and "return" in notes
        for jargon in ("raised", "IllegalAction", "NoneType"):
            assert jargon not in notes


def test_the_offers_revealed_are_everybodys():
    """Fault 1: "the offers are revealed" was printed under "Tuck:", as if Tuck did it."""
    example = lessons.RobinPlay({"first": "will"}, seed=1, name="example")
    lines = str(example.move("offer food3")).splitlines()
    at = next(i for i, line in enumerate(lines) if "the offers are revealed" in line)
    assert lines[at - 1] == "Everybody:"


def test_exercise_2_keeps_a_right_answer():
    """Fault 4: after "40%" was right, a wrong 0.6 said only "too high", not that the
    success was kept (the Predict cell says so)."""
    feedback.forget()
    assert lessons.check_chance("40%", 25).ok
    after = lessons.check_chance(0.6, 25)
    assert "too high" in after.message and "right before" in after.message


def test_the_hints_of_past_the_castle_are_whole_sentences():
    """Fault 2: the hint ended with no full stop and said "before the oak there is nothing"
    to a question about moving forward."""
    feedback.forget()
    forward = lessons.check_step(6, +3, 1).hint
    back = lessons.check_step(2, -3, 5).hint
    assert forward.endswith(".") and "nothing" not in forward and "castle (7)" in forward
    assert back.endswith(".") and "cannot go back" in back


def test_the_desk_check_of_a_robin_turn_has_no_empty_card_column():
    """Fault 8: the desk check's "card" column was empty on every row of a Robin turn (no
    coding card runs in Robin), and pushed the events out of view. A trace in which no step
    ran a card has no card column; a program's trace keeps it."""
    game = lessons.RobinPlay({"first": "will"}, seed=2)
    table = game.move(game.hint()).table()
    assert len(table.rows) > 1 and "card" not in table.columns
    assert table.columns[0] == "step" and table.columns[-1] == "event"
    assert "card" in lessons.run("F R", at="A5").table().columns
