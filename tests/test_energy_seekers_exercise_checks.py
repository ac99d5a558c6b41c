"""The checks of lesson 06's questions (Energy Seekers), run as the lesson's own cells run
them: what a child's answer hears."""

from __future__ import annotations

import json
import re

from codyroby_lab.lessons import feedback
from tests.support.lesson_cells import run_cell
from tests.support.lesson_runs import NOTEBOOKS


def _corner_cells() -> tuple[str, str]:
    """The cell that sets up the corner question's game, and the question's own cell."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    # the cell's first line may import the lesson again (a second session starts there)
    return (next(src for src in code if re.search(r"^corner = ", src, re.M)),
            next(src for src in code if "check_reach(corner" in src))


def test_the_same_three_cards_question_asks_for_all_three_and_counts_no_short_try():
    """Walk 06r, fault 8: the question asks for an order of "the same three cards", but
    "L F" was checked and counted as a try ("ends on position 9 (H6), not on position 10"),
    with nothing said about the missing card. Fewer cards are told to use all three."""
    setup, question = _corner_cells()
    feedback.forget()
    ns: dict = {"display": lambda *_: None}     # the cell draws the position, in a notebook
    run_cell("from codyroby_lab import lessons\n" + setup, ns)
    said = run_cell(question.replace('my_cards = ""', 'my_cards = "L F"'), ns)
    assert "use all 3 cards" in said and "position 9" not in said, said
    assert "L F F" not in said
    said = run_cell(question.replace('my_cards = ""', 'my_cards = "l f f"'), ns)
    assert "Right!" in said and "on your first try" in said, said


def test_the_corner_question_s_empty_answer_asks_for_three_cards_not_two():
    """Walk 06r7, fault 13: the corner question asks for an order of three cards, but its
    first hint for an empty answer was "for example 'F R'", two cards. It names the three
    cards of the hand, and no order that is the answer."""
    setup, question = _corner_cells()
    feedback.forget()
    ns: dict = {"display": lambda *_: None}
    run_cell("from codyroby_lab import lessons\n" + setup, ns)
    said = run_cell(question, ns)
    assert "all 3 cards" in said and "'F R'" not in said, said
    assert "L F F" not in said


def test_the_corner_question_comes_before_the_run_that_tells_which_card_leaves_the_path():
    """Walk 06x, fault 1 (serious): the question came after "card 1 (F) would leave the path"
    and "The first F already leaves the path", which ruled out both orders that start with F:
    only L F F was left, with no turn worked out."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    part = next(i for i, src in enumerate(sources) if src.startswith("## Why was my move"))
    asked = next(i for i, src in enumerate(sources) if "check_reach(corner" in src)
    run = next(i for i, src in enumerate(sources) if "oops.play(" in src)
    assert part < asked < run
    assert not any("leave" in src for src in sources[part:asked]), sources[part:asked]


#: the lines of cells a 1366x650 JupyterLab shows below a question's cell, before any cell
#: under it has run (a cell's frame and gap count as two lines)
SCREEN_LINES = 26


def test_no_text_within_a_screen_below_a_question_tells_its_answer():
    """Walk 06z, serious fault 1: under the corner question, with the run's cell still empty
    between, "Her first F already leaves the path: east of H7 there is no road" was on screen
    while the child answered: with F, L, F it left only L F F. No text a screen below any of
    lesson 06's questions says which card leaves the path, nor the position or the cards
    that answer it."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    cells = [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]
    ns: dict = {"display": lambda *_: None}
    asked = 0
    for at, (kind, src) in enumerate(cells):
        if kind != "code" or "lessons.check_" not in src:
            continue
        asked += 1
        shown = run_cell(re.sub(r"^(my_\w+|cody_position) = .*$", r'\1 = "show me"', src,
                                flags=re.M), ns)
        answer = shown.split("do it: ")[-1].rstrip(". \n") if "do it: " in shown \
            else re.search(r"ends on (position \d+)", shown)[1]
        feedback.forget()
        below, lines = [], 0
        for kind_below, text in cells[at + 1:]:
            lines += text.count("\n") + 3
            if lines > SCREEN_LINES:
                break
            if kind_below == "markdown":
                below.append(re.sub(r"[*`]", "", " ".join(text.split())))
        told = " ".join(below)
        assert answer not in told, (answer, told)
        assert not re.search(r"leaves? the path|no road|off the path", told), told
    assert asked == 4


def test_the_corner_question_draws_the_position_it_asks_about():
    """Walk 06z, fault 5: "Look at the board above" sent the child many screens up, to the
    game's board (another position). The question's cell draws its own position first."""
    nb = json.loads((NOTEBOOKS / "06_energy_seekers.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in nb["cells"]]
    asked = next(i for i, src in enumerate(sources) if "check_reach(corner" in src)
    assert "EnergySeekersPlay(corner).picture()" in sources[asked]
    assert "board above" not in sources[asked - 1] and "draws the position" in sources[asked - 1]


def test_each_wrong_order_hears_a_new_hint_and_an_unplayable_one_is_said_to_be_no_try():
    """Walk 06r6, fault 9: "F L F" and then "F F L" heard the same hint (as did "F F" and
    "F R" in exercise 3), so a child stuck on a second try got nothing new; and the tries
    told skipped answers that could not be played (after 5 answers, "your third try") with
    no word why. Each wrong try hears a new hint, and an unplayable answer says it is no
    try."""
    setup, question = _corner_cells()
    feedback.forget()
    ns: dict = {"display": lambda *_: None}
    run_cell("from codyroby_lab import lessons\n" + setup, ns)
    hints = [run_cell(question.replace('my_cards = ""', f'my_cards = "{cards}"'), ns)
             .split("Hint:")[1] for cards in ("F L F", "F F L")]
    assert hints[0] != hints[1], hints
    assert all("L F F" not in hint for hint in hints)
    for unplayable in ("L F", "F L G"):
        said = run_cell(question.replace('my_cards = ""', f'my_cards = "{unplayable}"'), ns)
        assert "It is not counted as a try." in said, said
    said = run_cell(question.replace('my_cards = ""', 'my_cards = "L F F"'), ns)
    assert "on your third try" in said, said
