"""Lesson 07 (RoboRally) after Run All: three or more auto-checked exercises unsolved,
predictions unanswered, no game finished by Run All, every cell compared by nbval,
plain words only."""

import re

from codyroby_lab.ui.widget import NOT_DRAWN
from tests.support.rr import lesson_cells

CHECK = re.compile(r"lessons\.check_(registers|where|damage|order)\(")
INTERNAL = re.compile(r"roborally-grand-prix|DECISIONS|Traceback|Error:|\bCtx\b|\bBots\b")


def test_three_challenges_and_the_predictions_start_unsolved():
    checks = [(src, text) for kind, src, text, _ in lesson_cells()
            if kind == "code" and CHECK.search(src)]
    assert sum("check_registers(" in src for src, _ in checks) >= 3
    assert len(checks) >= 8
    for src, text in checks:
        assert "\u2718 Write your" in text and "\u2714" not in text, (src, text)


def test_each_prediction_comes_before_the_cell_that_shows_it():
    seen = []
    for kind, src, _, _ in lesson_cells():
        if kind != "code":
            continue
        asked = re.search(r"check_(?:where|damage)\((\w+),", src)
        shown = re.search(r"lessons\.watch\((\w+)\)", src)
        if asked:
            seen.append(asked.group(1))
        if shown:
            assert shown.group(1) in seen, f"{shown.group(1)} is shown before it is asked"


def test_run_all_never_plays_the_race():
    for _, src, text, _cell in lesson_cells():
        assert "Game over" not in text
        if "play_to_the_end(" in src:
            assert "autoplay=False" in src and "autoplay=True" in text


def test_every_cell_is_compared_and_speaks_plainly():
    for _, src, text, cell in lesson_cells():
        assert not any(t.startswith("nbval") for t in cell.get("metadata", {}).get("tags", []))
        assert "NBVAL" not in src and not INTERNAL.search(text), (src, text)
        assert not any(o.get("output_type") == "error" for o in cell.get("outputs", []))


def _setups():
    """The lesson's setups, as its cells define them (run in one namespace)."""
    ns: dict = {}
    for kind, src, _, _ in lesson_cells():
        if kind == "code" and "race" not in src and "lessons.watch" not in src \
                and "lessons.replay" not in src:
            exec(src, ns)   # the lesson's own cells, no learner input
    return ns


def test_run_all_shows_no_predicts_outcome():
    """After Run All every watch cell waits for the learner's answer, and the board of a
    prediction waits for its Run button: nothing shows where a robot ends."""
    watched = 0
    for kind, src, text, _ in lesson_cells():
        if kind == "code" and re.search(r"lessons\.watch\(", src):
            watched += 1
            assert text.startswith("\u2718 Predict first: write your answer in the cell"), text
            assert "moves" not in text and "damage" not in text
        if kind == "code" and "lessons.replay(" in src:
            assert text.replace(NOT_DRAWN, "") == "<ReplayBoard program='', no run>", text
    assert watched >= 9


def test_an_example_in_the_lesson_is_no_answer():
    """Lesson 07's first Predict once said to write an answer like "D2 east", the answer."""
    from codyroby_lab.lessons import check_damage, check_where
    ns = _setups()
    md = "\n".join(src for kind, src, _, _ in lesson_cells() if kind == "markdown")
    examples = re.findall(r'like `"([A-Z]\d+(?: \w+)?)"`', md)
    assert examples and "D2 east" not in examples
    asked = [(m[0], m[1], m[2]) for kind, src, _, _ in lesson_cells() if kind == "code"
             for m in re.findall(r'check_(where|damage)\((\w+), my_guess(?:, "([^"]+)")?\)', src)]
    assert len(asked) >= 10
    for what, name, robot in asked:
        check = check_where if what == "where" else check_damage
        blank = check(ns[name], "", robot or None).message
        shown = re.findall(r"such as (\w+)|e\.g\. (\d+)", blank)
        for example in [e for pair in shown for e in pair if e] + examples:
            assert not check(ns[name], example, robot or None).ok, (name, example)


def test_the_flamer_text_says_both_steps():
    """Rulebook, B. Robots Move: 1 damage each time a robot enters an active flamer or
    rotates on one; D. Resolve Laser Fire: active flamers do 1 damage."""
    md = " ".join(src for kind, src, _, _ in lesson_cells()
            if kind == "markdown").replace("\n", " ")
    flamer = md[md.index("A **flamer**"):][:400]
    assert "step **D**" in flamer and "step **B**" in flamer
    assert "moves onto it" in flamer and "plays a turning card on it" in flamer


# --- issue 29: what a learner met in lesson 07 -------------------------------------------------

def test_no_cell_says_a_sentence_twice():
    for _, src, _, _ in lesson_cells():
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", " ".join(src.split())) if s]
        repeated = {s for s in sentences if len(s) > 30 and sentences.count(s) > 1}
        assert not repeated, repeated


def test_the_text_maps_tell_flags_trap_doors_and_lasers_from_squares_and_robots():
    out = {src: text for kind, src, text, _ in lesson_cells() if kind == "code"}
    challenge = next(t for s, t in out.items() if "print(lessons.look(challenge1))" in s)
    assert "\u26911" in challenge and "F1" not in challenge      # flag 1, not the square F1
    levels = next(t for s, t in out.items() if "print(lessons.look(levels))" in s)
    assert "#2" in levels and "T2" not in levels                  # the trap door, not Twonky
    lasers = next(t for s, t in out.items() if "print(lessons.look(lasers))" in s)
    assert "Laser on the west wall of A2, firing east (2 beams)" in lasers


def test_a_hand_says_priorities_as_priorities():
    for kind, src, text, _ in lesson_cells():
        if kind == "code" and "lessons.hand(" in src:
            assert "\nYour hand:\n  1 " in text and "(priority " in text, text
            assert not re.search(r"Rotate (Left|Right) \d", text), text


def test_the_register_phase_is_printed_in_plain_words():
    """Issue 29: the segments printed with their labels showed "E chop shops"."""
    steps = next(text for kind, src, text, _ in lesson_cells()
            if kind == "code" and "phase_rules" in src)
    # (option shops are no longer printed: the lesson never meets one, walk 07p, fault 9)
    assert steps.startswith("A  The cards are shown") and "E  A robot standing on" in steps
    assert not re.search(r"chop|archive|ammunition|Tractor", steps, re.I), steps
