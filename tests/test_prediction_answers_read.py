"""How the prediction checks of lessons 1 to 3 read an answer a child writes: what is
counted as a try, and what a slip of the fingers or of the quotes hears."""

from __future__ import annotations

from codyroby_lab.lessons import feedback, plain
from codyroby_lab.lessons.checks import predict

CRASH = "F F F F F"      # from A5 facing north: A1 after four F, the fifth drives off the top


def test_answers_of_one_kind_count_the_same_way_at_a_crash_question():
    """Walk 01p, fault 4: "A0" was no try but "A6" (also off the board) was one. A square off
    the board is told what is wrong and counts no try. "A1", where Roby is when it crashes,
    is half the answer, as a square without its facing is: told that the square is right and
    at which step more happens, never what (it said "is it on the board and free?", all but
    the answer), and no try (walk 01q4, fault 1, overturning walk 01v's fault M1: the board's
    Predict calls A1 right, so a try lost for it was unfair)."""
    feedback.forget()
    for answer in ("A0", "A6", "F1"):
        said = predict(CRASH, answer, at="A5")
        assert not said.ok and said.tries == 0, (answer, said)
    at_a1 = predict(CRASH, "A1", at="A5")
    assert not at_a1.ok and at_a1.tries == 0 and at_a1.message.endswith(feedback.NO_TRY)
    assert "Your square is right" in at_a1.message
    # the square said to be where Roby ends, and the step where more happens asked about,
    # never what (walk 01p3, fault 1: "Roby is on A1 after step 4, but the program goes on
    # after that" sent a child past A1, though Roby ends there)
    assert "Roby does end on A1" in at_a1.message and "step 5" in at_a1.message
    assert "goes on" not in at_a1.message and "step 5" in at_a1.hint
    assert not any(w in str(at_a1).lower() for w in ("free", "on the board", "crash", "edge"))
    assert "A6 is not on the board" in predict(CRASH, "A6", at="A5").message
    assert "crash" not in predict(CRASH, "A6", at="A5").message.lower()
    assert predict(CRASH, "A2", at="A5").tries == 1      # a wrong square still counts
    assert predict(CRASH, "crash", at="A5").message.endswith("on your second try.")


def test_a_mistyped_show_me_hears_how_to_see_the_answer():
    """Walk 02p, fault 5: "shwo me" heard "write a square such as 'B3'", the way out
    mistyped by a stuck child and not seen for what it was."""
    feedback.forget()
    for typo in ("shwo me", "Show mee", "sho me"):
        said = predict("F F", typo, at="A5", with_facing=True)
        assert '"show me" (two words' in said.message and said.tries == 0, said
    assert "square" in predict("F F", "C3 est west", at="A5").message  # no false alarm


def test_a_square_and_a_facing_joined_into_one_word_hear_to_part_them():
    """Walk 01p, fault 8: my_guess = "B2" "north" is one word to Python, 'B2north', and it
    heard "did you mean 'north'?" about a word the child never typed."""
    said = predict("F F", "B2" "north", at="B4", with_facing=True)
    assert "'B2north' is one word" in said.message and '"B2 north"' in said.message, said
    assert said.tries == 0


def test_an_answer_without_quotes_hears_that_the_whole_answer_goes_in_them():
    """Walk 02p, fault 4: my_guess = C5 heard 'write "C5"', which a question asking the
    facing too then refused: the advice says the rest of the answer goes inside the same
    quotes."""
    said = plain(NameError("name 'C5' is not defined", name="C5")).message
    assert '"C5"' in said and "inside the same quotes" in said


def _stopped(cell: str) -> str:
    """What a learner reads when ``cell`` (run as a notebook cell, its lines kept as IPython
    keeps them) stops at a name Python does not know."""
    import linecache

    import pytest
    where = f"<cell {cell.splitlines()[0]} {len(linecache.cache)}>"
    linecache.cache[where] = (len(cell), None, cell.splitlines(True), where)
    with pytest.raises(NameError) as stopped:
        exec(compile(cell, where, "exec"), {})  # noqa: S102
    return str(plain(stopped.value))


def test_a_number_word_without_quotes_hears_of_quotes_where_the_answer_is_no_number():
    """Walk 01q4, fault 3: my_guess = three to a question whose answer is a square heard
    "Write the number in digits, 3", advice towards another wrong answer; where the answer
    is a number, the digits are still the advice."""
    square = _stopped('my_guess = three\nlessons.predict("F F F", my_guess, at="A5")\n')
    assert "between quotes" in square and 'my_guess = "your answer"' in square, square
    assert "digits" not in square and "3" not in square
    rounds = _stopped('my_rounds = three   # how many times\n'
                      'lessons.check_rounds("REPEAT UNTIL red [F]", my_rounds)\n')
    assert "Write the number in digits, 3" in rounds and "quotes" not in rounds, rounds
