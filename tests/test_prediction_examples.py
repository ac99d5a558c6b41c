"""What a prediction question says before any answer is written: examples of every kind of
answer, never a part of the choices (lesson 03's questions 2 and 3)."""

from codyroby_lab import lessons


def said(*args, **kw) -> str:
    return str(lessons.predict(*args, **kw))


def test_an_unwritten_facing_hears_every_facing_not_two_of_them():
    """Walk 03p, fault 1 (serious): Question 3's "?" heard 'such as "north" or "west"', two
    choices before any try, and west is the answer."""
    words = said("REPEAT WHILE not ahead [R]", "?", at="E5", facing="S", asks="facing")
    assert '"north", "east", "south" or "west"' in words, words


def test_an_unwritten_turn_hears_more_than_the_two_turns():
    words = said("IF left [L] ELSE [R]", "?", at="A5", facing="N", asks="turn")
    assert '"turns left", "turns right" or "moves forward"' in words, words


def test_the_example_of_a_move_is_a_guess_heard_as_wrong_not_unread():
    words = said("IF left [L] ELSE [R]", "moves forward", at="A5", facing="N", asks="turn")
    assert "does not move forward" in words and "cannot read" not in words, words


def test_a_question_asking_the_facing_too_shows_only_answers_it_takes():
    """Walk 02q4, fault 4: Question 1 of lesson 02 heard 'such as "B3", "B3 east" or
    "crash"' though it refuses "B3" alone, since it asks which way Roby faces too; its
    unreadable answers hear the same."""
    q1 = dict(at="A5", facing="N", with_facing=True)
    words = said("REPEAT 3 [F F R]", "?", **q1)
    assert '"B3 east" or "crash"' in words and '"B3",' not in words, words
    assert "maybe with a facing" not in said("REPEAT 3 [F F R]", "the moon", **q1)
    for example in ("B3 east", "crash"):      # each example is read: a try, not "cannot read"
        assert "cannot read" not in said("REPEAT 3 [F F R]", example, **q1), example
    assert '"B3", "B3 east" or "crash"' in said("F F", "?", at="A5")   # square-only questions
