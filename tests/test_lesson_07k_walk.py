"""Lesson 07 as the walk 07j met it (/work/walk/walk07j/report.md, at 1366x650): each test
names the walk's fault it pins."""

import pytest

from codyroby_lab import lessons
from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.rr import lesson_setup

pytestmark = pytest.mark.usefixtures("answers_beside_a_notebook")


def test_a_wrong_guess_does_not_open_the_watch_and_show_me_does():
    """Fault 1: any wrong guess opened the watch, and the answer copied from it was scored
    as the child's own. Walk 07r8, fault 9 (serious): one wrong guess, even "A1 north",
    still opened it, so the next cell gave the answer away. The watch and the replay board
    open only once the answer is right or asked for ("show me"); a wrong guess hears that
    it is not right yet, and how to see the answer; an answer right before the watch keeps
    its try."""
    belts = lesson_setup("belts")
    assert not lessons.check_where(belts, "A1 north", with_facing=True).ok
    waiting = lessons.watch(belts)
    assert not waiting.ok and "not right yet" in str(waiting) and '"show me"' in str(waiting)
    assert "moves" not in str(waiting) and "D3" not in str(waiting)
    assert lessons.replay(belts).trace is None
    assert lessons.check_where(belts, "show me", with_facing=True).shown
    assert lessons.watch(belts).ok
    assert lessons.replay(belts).trace is not None
    lasers = lesson_setup("lasers")
    assert lessons.check_damage(lasers, "3").ok
    assert lessons.watch(lasers).ok
    assert "right on your first try" in lessons.check_damage(lasers, "3").message


def test_a_watch_after_a_restart_remembers_the_answer():
    """Fault 15: after a restart of Python (a second session), the watch said "Predict
    first" although the answer record kept beside the notebook said the question was
    answered. The watch and the replay board open for a question answered before the
    restart; one never answered still waits."""
    first, belts = lesson_setup("first"), lesson_setup("belts")
    assert lessons.check_where(first, _right(first), with_facing=True).ok
    feedback.forget()                                   # Python restarted
    assert lessons.watch(first).ok
    assert lessons.replay(first).trace is not None
    assert not lessons.watch(belts).ok
    assert lessons.replay(belts).trace is None


def _right(a_setup: dict) -> str:
    """Where Twonky really ends, as "square facing"."""
    robot = lesson._after(a_setup)[0].robot_dict(0)
    return f"{robot['at']} {robot['facing']}"


def test_the_first_laser_hint_leaves_the_lasers_to_find():
    """Fault 2: after one wrong answer (2) the hint named the wall laser on A2 and Zoom
    Bot's laser, so with the wall's two beams in the text above only 2 + 1 was left. The
    first hint says where to look and that robots fire lasers too, not which lasers hit
    (since walk 07o, fault 1, that hint comes at the second wrong try: the first asks only
    which steps change the damage)."""
    first = lessons.check_damage(lesson_setup("lasers"), "5")
    assert "at which steps" in first.hint and "C2" not in first.hint
    said = str(lessons.check_damage(lesson_setup("lasers"), "2"))
    assert said.startswith("✘") and "step D of register 1" in said
    assert "C2" not in said   # the square answered a position question (walk 07r, fault 5)
    assert "robot fires a laser" in said
    assert "Zoom Bot" not in said and "A2" not in said and "beams)" not in said


def test_a_robot_that_runs_over_the_flag_hears_it_must_stop_there():
    """Fault 6: Move 3 ran Twonky over flag 1 at A1 and off the board, and it heard "it is
    destroyed in register 3, at A1": the flag's square read as deadly, and nothing said a
    flag counts only when the robot stops on it. The cause comes first, and a robot that
    passed a flag hears that it must stop on it; the board's key says so too."""
    said = lessons.check_registers(lesson_setup("challenge3"), "1 4 7 2 3").message
    assert "in register 3, it falls off the board north of A1, and it is destroyed" in said
    assert "destroyed at A1" not in said and "destroyed in register" not in said
    assert "counts only when Twonky stops on it" in said
    missed = lessons.check_registers(lesson_setup("challenge1"), "4 6 7 2 5").message
    assert "stops on it" not in missed                   # it never passed the flag
    assert "stop on it" in lessons.look(lesson_setup("challenge3"))   # one flag (walk 07o, fault 4)


def test_the_laser_map_s_key_names_only_the_marks_on_it():
    """Fault 3: the lasers question's key said "* and -**- wall with a laser (under the
    key: where it fires)", but its map has only the * of A2's west wall, and a child looked
    for -**-. The key names only the marks the map shows, and says plainly where the firing
    is told."""
    text = lessons.look(lesson_setup("lasers"))
    assert " 2 * " in text and "-**-" not in text
    assert "* wall with a laser (the lines after this key say which way it fires)" in \
        " ".join(text.split())


def test_the_hint_after_the_pit_rule_starts_a_sentence_with_a_capital():
    """Fault 8: answering 10 for Zoom Bot's damage heard "...count only the points that hit
    Zoom Bot. look at step B of register 1": its second sentence began in lower case."""
    for n in ("5", "4", "3"):    # the pit's rule comes with what happens, at the fourth try
        lessons.check_damage(lesson_setup("levels"), n, "Zoom Bot")    # (walk 07s, fault 2)
    hint = lessons.check_damage(lesson_setup("levels"), "10", "Zoom Bot").hint
    assert "Zoom Bot. Look at step" in hint and ". look" not in hint


def test_the_race_hint_is_the_call_to_copy_and_says_when_the_race_is_over():
    """Fault 11: the hint cell printed "The planner would play: program 2 3 1 4", not the
    ``race.program(2, 3, 1, 4)`` the next cell takes, and after the race nothing at all."""
    race = lessons.RoboRallyRace(seed=1, computers="gentle")
    hint = race.hint()
    assert hint.startswith("race.program(") and hint.count(",") == 4
    short = lessons.RoboRallyRace({"board": {"width": 6, "height": 6, "elements": [
        {"kind": "flag", "at": "C1", "number": 1}]},
        "robots": {"Twonky": {"at": "C6"}, "Zoom Bot": {"at": "F6"}}}, seed=1)
    short.program(*[int(n) for n in short.hint()[len("race.program("):-1].split(", ")])
    assert short.over and "the race is over" in short.hint()


def test_a_card_number_in_words_without_quotes_hears_of_its_digits():
    """Fault 12: ``race.program(two, three, one, four)`` heard only 'write "two"', which
    sends a child to quoting words where the cell asks for card numbers: it names the digits,
    and only them (walk 06n, fault 1: ``seed="seven"``, as told, broke the cell with a
    TypeError; digits are taken by every answer and every call)."""
    said = lessons.plain(NameError("name 'two' is not defined", name="two")).message
    assert said == ("Not checked yet: Python does not know the word two. Write the number "
                    "in digits, 2, and run the cell again.")
    said = lessons.plain(NameError("name 'seven' is not defined", name="seven")).message
    assert '"seven"' not in said and "digits, 7" in said
