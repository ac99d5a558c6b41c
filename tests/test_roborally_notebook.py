"""Lesson 07 (RoboRally) after Run All: three or more auto-checked exercises unsolved,
predictions unanswered, no game finished by Run All, every cell compared by nbval,
plain words only."""

import re

from tests.lesson_runs import executed

CHECK = re.compile(r"lessons\.check_(registers|where|damage|order)\(")
INTERNAL = re.compile(r"roborally-grand-prix|DECISIONS|Traceback|Error:|\bCtx\b|\bBots\b")


def cells():
    """The lesson's cells after Run All (tests/lesson_runs.py)."""
    nb = executed("07_roborally")
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    out = []
    for c in nb["cells"]:
        text = "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get(
            "text/plain", "")) for o in c.get("outputs", []))
        out.append((c["cell_type"], "".join(c["source"]), text, c))
    return out


def test_three_challenges_and_the_predictions_start_unsolved():
    checks = [(src, text) for kind, src, text, _ in cells() if kind == "code" and CHECK.search(src)]
    assert sum("check_registers(" in src for src, _ in checks) >= 3
    assert len(checks) >= 8
    for src, text in checks:
        assert "\u2718 Write your" in text and "\u2714" not in text, (src, text)


def test_each_prediction_comes_before_the_cell_that_shows_it():
    seen = []
    for kind, src, _, _ in cells():
        if kind != "code":
            continue
        asked = re.search(r"check_(?:where|damage)\((\w+),", src)
        shown = re.search(r"lessons\.watch\((\w+)\)", src)
        if asked:
            seen.append(asked.group(1))
        if shown:
            assert shown.group(1) in seen, f"{shown.group(1)} is shown before it is asked"


def test_run_all_never_plays_the_race():
    for _, src, text, _cell in cells():
        assert "Game over" not in text
        if "play_to_the_end(" in src:
            assert "autoplay=False" in src and "autoplay=True" in text


def test_every_cell_is_compared_and_speaks_plainly():
    for _, src, text, cell in cells():
        assert not any(t.startswith("nbval") for t in cell.get("metadata", {}).get("tags", []))
        assert "NBVAL" not in src and not INTERNAL.search(text), (src, text)
        assert not any(o.get("output_type") == "error" for o in cell.get("outputs", []))
