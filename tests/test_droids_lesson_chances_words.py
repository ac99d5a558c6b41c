"""Lesson 08 (Droids), "How likely is a hit?": the child's count comes before the table."""

from __future__ import annotations

import json
import re

from codyroby_lab.lessons import droids, feedback
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _table_cell() -> str:
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["cell_type"] == "code" and "check_misses" in "".join(c["source"]))


def test_the_table_of_chances_waits_for_the_childs_count():
    """Walk 08p, fault 9: the lesson asked how many faces give no hit from 5 squares away,
    and the next cell printed the whole table at once, with nowhere to write a count; its
    f-string held `'s' * (hits != 1)`, which a 12-year-old cannot read. The cell now asks
    for the count first and shows the table once one is written."""
    cell = _table_cell()
    assert "'s' *" not in cell
    first = run_cell(cell, {"lesson": droids})
    assert "%" not in first and "Write your count" in first, first
    counted = run_cell(cell.replace('my_guess = "?"', 'my_guess = "5"'), {"lesson": droids})
    assert "distance 5: 0 hits: 50%" in counted, counted


def test_a_wrong_count_is_told_wrong_and_shows_no_chance():
    """Walk 08q, fault 1 (serious): every count, "four" too, printed the table of chances,
    the answer to the question in it, and nothing said the count was wrong. A wrong count
    hears how to count; the table waits for the right one."""
    feedback.forget()
    cell = _table_cell()
    for wrong in ("four", "6", "ten"):
        said = run_cell(cell.replace('my_guess = "?"', f'my_guess = "{wrong}"'),
                        {"lesson": droids})
        assert said.startswith("✘ Not quite") and "%" not in said and "5 faces" not in said, said
    shown = run_cell(cell.replace('my_guess = "?"', 'my_guess = "show me"'), {"lesson": droids})
    assert "distance 5: 0 hits: 50%" in shown, shown


def test_a_right_count_shows_no_other_distance():
    """Walk 08r, fault 7: the right count printed the chance of 0 hits at every distance,
    and three cells later the lesson asks whether that chance grows or shrinks with
    distance: the answer was already on screen. The right count shows its own distance."""
    feedback.forget()
    cell = _table_cell()
    counted = run_cell(cell.replace('my_guess = "?"', 'my_guess = "5"'), {"lesson": droids})
    assert "distance 5" in counted, counted
    assert not any(f"distance {k}" in counted for k in range(1, 5)), counted
    assert "each distance" not in cell and "each distance" not in counted


def test_the_text_after_the_experiment_asks_and_never_tells_its_result():
    """Walk 08s, fault 7: "Test it" asked whether the experiment agrees with the
    calculation, and the text right under the unrun plot began "The two bars are almost the
    same height", the answer. It asks what to look at instead."""
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    cells = [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]
    plot = next(i for i, (kind, src) in enumerate(cells)
                if kind == "code" and "plot_hits(" in src)
    after = cells[plot + 1][1].split("## ")[0]
    assert "are they almost the same height?" in after, after
    assert "The two bars are almost the same height" not in after


def test_a_wrong_count_hears_which_way_to_go_never_the_count():
    """Walk 08q4, fault 5: 4 and 6 heard the same words, with no way to get closer (walk
    08p3, fault 2 had taken the direction out). A wrong count hears how to count, worked on
    two faces, and from the second wrong count whether the count is more or less, never the
    count itself. Walk 08q5, fault 5: "more than 4" at the first count let a child guess
    upwards without counting, and 4 then 6 told the 5 (this test changed with that), so
    4 then 6 hears to count again, in plain words (walk 08r7, fault 6)."""
    feedback.forget()
    cell = _table_cell()
    said = [run_cell(cell.replace('my_guess = "?"', f'my_guess = "{wrong}"'),
                     {"lesson": droids}) for wrong in ("4", "8", "6")]
    for words in said:
        assert words.startswith("✘ Not quite") and "5 faces" not in words, words
        assert "divide each face" in words and "//" not in words, words
    assert "The right number is" not in said[0], said[0]
    assert "The right number is less than 8." in said[1], said[1]
    assert "The right number is" not in said[2], said[2]
    # walk 08r7, fault 6: "Count again, where the hint below says to look" read oddly
    assert "Count again, the way the hint below shows. Try again." in said[2], said[2]


def test_the_experiment_starts_where_the_calculation_was_made():
    """Walk 08p3, fault 3: the count worked out the chances 5 squares away, "Test it" asked
    whether the experiment agrees, and the experiment cell shot from 3 squares away: its bars
    (30%, 30%, 30%, 10%) matched nothing shown. It starts at the quiz's distance, 5."""
    nb = json.loads((NOTEBOOKS / "08_droids.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    quiz = next(src for src in code if "check_misses" in src)
    plot = next(src for src in code if "plot_hits(" in src)
    asked = re.search(r"from (\d) squares away", quiz)
    assert asked and f"distance = {asked[1]} " in plot, (quiz, plot)
