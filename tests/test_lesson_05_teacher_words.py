"""Lesson 05 is for teachers who may not be programmers: its text keeps to plain words, and
says where a part is for developers (walk 05p, fault 9)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.support.lesson_cells import cells
from tests.support.lesson_runs import NOTEBOOKS

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "05_for_teachers.ipynb"


def text() -> list[str]:
    """The lesson's text cells, each one's lines joined into one."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return [" ".join("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown"]


def test_no_jargon_a_teacher_stops_at():
    words = " ".join(text())
    for jargon in ("unplugged", "pin down", "pins down", "a name with no `folder /`"):
        assert jargon not in words, jargon


def test_the_cases_beyond_the_end_state_are_marked_as_for_developers():
    part = next(t for t in text() if t.startswith("### Checks at any moment"))
    assert "*For developers, or to skip:*" in part and "part 6" in part


def test_a_command_for_the_terminal_names_the_file_where_the_lesson_saved_it():
    """Walk 05q, fault 7: `codyroby-lab run garden.json ...` typed in the lesson's folder finds
    no file: the lesson saves its boards in my_boards. Every file a command of the text names
    is written with that folder."""
    commands = re.findall(r"`(codyroby-lab [^`]*)`", " ".join(text()))
    files = [w for c in commands for w in c.split() if w.endswith(".json")]
    assert files and all(f.startswith("my_boards/") for f in files), files


def test_the_word_list_explains_the_words_the_lesson_leans_on():
    """Walk 05q, fault 12: budget, sensor (in Exercise 2's hints), refused, legal and
    terminal were used and never explained."""
    words = next(t for t in text() if "**Words this lesson uses:**" in t)
    for word in ("budget", "sensor", "refused", "legal", "terminal"):
        assert f"**{word}**" in words, word


def test_roby_is_it_in_every_lesson_and_hint():
    """Walk 05z, minor fault 8: lesson 5 said "he faces", its hints "the way it faces; L and
    R turn it". Roby is "it" wherever a learner reads, as lessons 1 to 4 and the hints say."""
    from codyroby_lab.lessons import checks
    him = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
    texts = [checks.CASE_WORK_OUT, checks.LOOK]
    for name in sorted(p.stem for p in NOTEBOOKS.glob("0*.ipynb")):
        texts += [s for _, s in cells(name)]
    said = [sentence for text in texts for sentence in re.split(r"(?<=[.!?])\s", " ".join(
        text.split())) if "Roby" in sentence and him.search(sentence)]
    assert not said, said


def test_the_text_says_where_the_best_program_s_length_shows():
    """Walk 05r6, fault 4: the text said the solver's "best: N cards" shows under the board,
    where it shows beside it, by Show the shortest program."""
    best = next(t for t in text() if "`best: 9 cards`" in t)
    assert "shows beside the board" in best and "under the board" not in best, best


def test_the_text_says_which_printout_marks_the_start_s_and_the_target_t():
    """Walk 05r6, fault 3: "Printed, a challenge marks Roby's start S and the target T",
    while only the text printout does: the PDF sheets draw Roby's arrow and the red ring."""
    words = " ".join(text())
    assert "Printed, a challenge marks" not in words
    assert "Printed as text (the cell below), a challenge marks Roby's start `S`" in words
    assert "the PDF sheets (*Printing the sheets*, below) draw Roby's arrow and the red ring" \
        in words
