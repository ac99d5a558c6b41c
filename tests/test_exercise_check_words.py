"""The words an exercise's check says about where Roby ended: plain English, and never an
"it" that could be Roby or the target (walk 01q, fault 3)."""

from __future__ import annotations

from codyroby_lab import lessons

EX1 = lessons.challenge(None, "A5", "C4", budget=5)


def test_a_program_past_the_target_names_the_target_where_it_said_it():
    r = lessons.check(EX1, "F R F F F")
    assert r.message.startswith("Roby passed the target C4 and ended on D4: C4 is one "
                                "square to the west."), r.message
    assert "from it" not in r.message and "it is" not in r.message


def test_a_program_short_of_the_target_names_the_target_where_it_said_it():
    r = lessons.check(EX1, "F R F")
    assert "one square from the target C4: C4 is one square to the east" in r.message, r
    assert "it is" not in r.message


def test_a_program_past_the_target_is_told_in_plain_words_to_look_for_when_it_got_there():
    hint = lessons.check(EX1, "F R F F F").hint
    assert hint is not None and "at one step" not in hint
    assert "gets to the target C4 before the end" in hint and "find when" in hint, hint


def test_a_misspelt_facing_hears_the_english_words_it_is_near_not_the_italian_one():
    """Walk 03r, fault 4: "C3 eest" heard "did you mean 'est'?", the Italian word for east,
    nearer by letters, in an English lesson; English words as near but for a little are
    named instead ("eest" is a letter from east and from west)."""
    from codyroby_lab import lessons

    said = str(lessons.predict("F R F F", "C3 eest", at="A4"))
    assert "did you mean 'east' or 'west'?" in said, said
    assert "'est'" not in said
