"""The feedback every lesson shares, as the walks of lessons 01, 02, 03 and 09 met it
(/work/walk/walk01h, walk02g, walk03g, walk09f: report.md): each test names the fault it pins."""

from __future__ import annotations

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.lessons import feedback, kept

Q3 = ("F F F F F", "A5")        # lesson 01, Question 3: Roby crashes on A1


pytestmark = pytest.mark.usefixtures("fresh_answers")


def _q3(answer):
    program, at = Q3
    return lessons.predict(program, answer, at=at, facing="N")


def test_a_name_of_the_notebook_in_place_of_an_answer_is_said_plainly():
    """walk01h #6: ``my_guess = crash``, where the notebook's ``crash`` holds a run, was told
    'I cannot read the answer "<Trace 2 steps, halt='crash'>"'. A thing of the notebook is
    never shown as Python shows it: the answer goes between quotes; no try is counted."""
    crash = codyroby.run("L F", at="A5")
    said = _q3(crash)
    assert not said.ok and said.tries == 0
    assert "<" not in str(said) and "Trace" not in str(said)
    assert "between quotes" in said.message and '"crash"' in said.message
    assert _q3("crash").tries == 1                     # the quoted answer is the first try
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    checked = str(lessons.check(ex, crash))          # a program checked: the same words
    assert "Trace" not in checked and "between quotes" in checked


def test_every_check_reads_a_thing_of_the_notebook_as_no_answer_never_a_number_in_it():
    """walk01h #6, everywhere an answer is checked: the one reader of answers read
    "<Trace 2 steps, halt='crash'>" as the answer 2 (two damage points, position 2) or echoed
    it. A thing of the notebook has no words: each check asks for an answer, counts no try."""
    crash = codyroby.run("L F", at="A5")
    race = {"board": {"width": 5, "height": 5}, "robots": {"Twonky": {"at": "C5"}},
            "program": {"Twonky": ["Move 2 670"]}, "phases": 1}
    seekers = {"players": ["ada", "cody"], "deck": ["F", "F", "F"],
               "pieces": {"ada": {"position": 2}}}
    for said in (lessons.check_where(race, crash), lessons.check_damage(race, crash),
                 lessons.check_landing(seekers, "F F", crash), lessons.check_step(3, 2, crash)):
        assert not said.ok and said.tries == 0 and "<" not in str(said), said
        assert "Trace" not in str(said) and "Not quite" not in str(said), said


def test_a_slip_in_the_quotes_is_said_in_plain_words_under_pythons_own(tmp_path):
    """walk01h #7: ``my_guess = show me``, ``my_guess = "C3`` and ``my_guess = C3.`` were a
    bare SyntaxError. Once the lessons are imported, a child sees what to check: the quotes."""
    nbformat = pytest.importorskip("nbformat")
    from nbclient import NotebookClient
    lines = ['my_guess = show me', 'my_guess = "C3', 'my_guess = C3.', 'my_guess = (C3 east',
             'lessons.check(ex3, my_board3)']
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "from codyroby_lab import lessons")] + [nbformat.v4.new_code_cell(s) for s in lines])
    NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=True,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    said = ["\n".join(o["data"]["text/plain"] for o in cell.outputs
                      if o["output_type"] == "display_data") for cell in nb.cells[1:]]
    assert 'show me needs quotes around it: write "show me"' in said[0]
    # the child's own words as the example, never another answer (walk 01u, fault 1)
    assert "A quote is missing" in said[1] and 'like "C3"' in said[1]
    assert 'C3. needs quotes around it' in said[2]
    assert "an answer goes between quotes" in said[3]         # Python's own words stay too
    assert any(o["output_type"] == "error" for o in nb.cells[4].outputs)
    # walk01h #10, walk03g #13: a cell run before the cells above says how to run them
    assert "Run All Above Selected Cell" in said[4] and "Traceback" not in said[4]


def test_the_tries_at_a_question_survive_a_restart(tmp_path, monkeypatch):
    """walk01h #5, walk03g #12, walk02g #13: after a restart of Python every check said
    "first try" though it was the fourth. The count is kept beside the notebook, where the
    boards' programs are kept: a restart (nothing in memory) then Run All says the real try,
    and an answer tried before the restart is still no new try."""
    monkeypatch.setattr(kept, "PLACE", tmp_path / kept.NAME)
    assert _q3("A2").tries == 1 and _q3("B1").tries == 2
    feedback.forget()                                  # Python restarted
    again = _q3("A2")
    assert again.tries == 2 and "not a new try" in again.message
    right = _q3("crash")
    assert right.tries == 3 and "third try" in right.message
    feedback.forget()
    after = _q3("crash")
    assert "first try" not in after.message and "right on your third try" in after.message


def test_a_wrong_answer_after_a_right_one_says_wrong_once():
    """walk02g #4, walk09f #13: "Not quite: ... This answer is not right." said wrong twice."""
    _q3("crash")
    wrong = _q3("A2")
    assert not wrong.ok and "Not quite" in wrong.message
    assert "not right" not in wrong.message and "first try" in wrong.message


def test_checking_the_same_program_again_is_no_new_try():
    """walk02g #11: re-checking an unchanged program counted as another try."""
    ex = lessons.challenge(start="A5", facing="N", target="C4", budget=5)
    assert lessons.check(ex, "F R F").tries == 1
    again = lessons.check(ex, "f  r f")              # the same cards, written again
    assert again.tries == 1 and "not a new try" in again.message
    assert lessons.check(ex, "F R F F").tries == 2


@pytest.mark.parametrize(("answer", "words"), [
    ("3C", "write the letter first, then the number"),
    ("C3 rigth", "'rigth' is not a way to face: after the square, write north, east, south "
                 "or west")])
def test_an_unreadable_square_or_facing_says_what_is_wrong(answer, words):
    """walk01h #12: "3C" and "C3 rigth" were only "I cannot read the answer"."""
    said = lessons.predict("L F L F R", answer, at="C3", facing="E", with_facing=True)
    assert words in said.message and said.tries == 0


@pytest.mark.parametrize(("asks", "like", "unlike"), [
    ("facing", '"north"', "B3"), ("turn", '"turns left"', "B3"), ("where", '"B3"', "turns")])
def test_write_your_prediction_first_gives_examples_that_fit_the_question(asks, like, unlike):
    """walk03g #1: Q2 (what Roby does) and Q3 (which way Roby faces) were told "such as 'B3',
    'B3 east' or 'crash'"."""
    said = lessons.predict("R", "?", at="A5", asks=asks).message
    assert said.startswith("Write your prediction first") and like in said
    assert unlike not in said


def test_a_way_seen_from_roby_is_said_as_a_turn_or_a_move():
    """walk03g #2: "'forward' turns with Roby, so it is not a way on the board" confused;
    "left" in a facing question is a turn."""
    q2 = lessons.predict("IF left [L] ELSE [R]", "goes forward", at="A5", asks="turn")
    # a wrong guess, not a choice between the two turns (walk 03n, fault 2)
    assert "turns with Roby" not in q2.message and "does not move forward" in q2.message
    q3 = lessons.predict("R", "left", at="E5", facing="S", asks="facing")
    assert "'left' is a turn, not a way Roby can face" in q3.message


def test_faces_west_is_read_as_facing_west():
    """walk03g #11: Q3 took "facing west" but not "faces west"."""
    program = "REPEAT WHILE not ahead [R]"
    for answer in ("faces west", "it looks west"):
        feedback.forget()
        assert lessons.predict(program, answer, at="E5", facing="S", asks="facing").ok, answer
