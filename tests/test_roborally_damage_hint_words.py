"""The first hint of lesson 07's damage questions points to what the child has in front of
them: these questions have a map, not a board to step through."""

import pytest

from codyroby_lab.lessons import feedback
from codyroby_lab.lessons import roborally as lesson
from tests.support.rr import lesson_setup


@pytest.mark.parametrize(("name", "robot"), [("lasers", None), ("levels", "Zoom Bot"),
                                              ("machines", None), ("gadgets", None)])
def test_the_first_damage_hint_sends_the_child_to_the_map(name, robot):
    """Walk 07p, fault 5: one wrong number heard "follow the register phase step by step in
    the replay", where the question has no replay board, only the map above it and the
    watch cell after it, which prints the total: the first hint sent the child to the
    answer. It asks the same question of the map above."""
    feedback.forget()
    hint = lesson.check_damage(lesson_setup(name), "9", robot).hint
    assert "replay" not in hint and "watch" not in hint, hint
    assert "on the map above: at which steps does anything damage or repair" in hint, hint


@pytest.mark.parametrize(("name", "robot"), [("lasers", None), ("levels", "Zoom Bot"),
                                              ("machines", None), ("gadgets", None)])
def test_no_damage_hint_names_a_square_the_robot_stands_on(name, robot):
    """Walk 07r, fault 5: the second hint said "look at step D of register 1, on D4", and D4
    is the answer to the position question just above the damage one (machines). A hint
    says at which step to look, never where the robot stands at any step."""
    feedback.forget()
    setup_ = lesson_setup(name)
    state, trace = lesson._after(setup_)
    who = robot or state.game.players[0]
    i = state.game.players.index(who)
    stood = {trace[k].robot_dict(i)["at"] for k in range(len(trace))} - {None}
    hints = [lesson.check_damage(setup_, n, robot).hint for n in ("9", "8", "7")]
    assert "step " in hints[1] and "step " in hints[2], hints
    for hint in hints:
        assert not any(square in hint for square in stood), (stood, hint)


def test_ten_for_zoom_bot_hears_where_to_look_before_what_happens():
    """Walk 07s, fault 2: "10" for Zoom Bot first heard that "falling into a pit adds no
    damage points", Zoom Bot's fate before the child had watched it, and the third check
    heard "Zoom Bot drops down a ledge", just after the lesson said what a ledge costs.
    The first checks say where to look (which steps, then which step) and nothing of what
    happens there; what happens, and the pit's rule, come from the fourth."""
    feedback.forget()
    hints = [str(lesson.check_damage(lesson_setup("levels"), "10", "Zoom Bot")) for _ in range(3)]
    for said in hints:
        assert "pit" not in said and "ledge" not in said and "drops" not in said, said
    assert "at which steps" in hints[0]
    assert "step B of register 1" in hints[1] and "step B of register 1" in hints[2]
    fourth = str(lesson.check_damage(lesson_setup("levels"), "10", "Zoom Bot"))
    assert "drops down a ledge" in fourth and "falling into a pit" in fourth


@pytest.mark.parametrize(("name", "robot"), [("lasers", None), ("levels", "Zoom Bot"),
                                              ("machines", None), ("gadgets", None)])
def test_a_wrong_damage_number_hears_which_way_to_go(name, robot):
    """Walk 07q4, fault 4: a wrong number of damage points heard the same words whether it
    was too many or too few. From the second wrong number on, one below and one above the
    right number hear "more" and "less", and none hears the number itself; a way that would
    leave one number possible is not said (walk 03q5, fault 1: the first wrong number now
    hears no way, and one below then one above told the answer, so this test changed)."""
    feedback.forget()
    have = int(lesson.check_damage(lesson_setup(name), "show me", robot).message
               .split(" has ")[1].split()[0])
    first, below, above, narrow = (lesson.check_damage(lesson_setup(name), str(n), robot)
                                   .message for n in (10, have - 1, 8, have + 1))
    assert "The right number is" not in first, first
    assert f"The right number is more than {have - 1}." in below, below
    assert "The right number is less than 8." in above, above
    assert "The right number is" not in narrow and "Count again" in narrow, narrow
    assert f" {have} " not in first + below + above + narrow
