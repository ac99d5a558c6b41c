"""Lesson 05's Exercise 3 judges a case as ``codyroby-lab check`` does: what passes one passes
the other (walk 05s, fault 2: a facing written "south" passed the exercise, "read as S", and
the same case saved to a file failed the check). A facing written another way than one
capital letter fails both, and the exercise says how a case file writes it."""

from __future__ import annotations

import json

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.conformance import check
from tests.support.lesson_cells import cells, run_cell
from tests.test_lesson_05_walk import exercise_3

pytestmark = pytest.mark.usefixtures("fresh_answers")


def _case(facing: str) -> dict:
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    draft = '"at": [2, 2], "facing": "N"}}'
    assert draft in src
    ns = {"codyroby": codyroby, "lessons": lessons}
    said = run_cell(src.replace(draft, f'"at": [2, 2], "facing": {facing!r}}}}}', 1), ns)
    return {"said": said, "case": ns["my_case"]}


def _file_check(case: dict, folder) -> bool:
    (folder / "my-001.json").write_text(json.dumps(case), encoding="utf-8")
    passed, failures = check([folder])
    return passed == 1 and not failures


@pytest.mark.parametrize("facing", ["S", "south", "s", "S ", " S.", "N", "show me"])
def test_the_exercise_and_the_file_check_give_one_verdict(facing, tmp_path):
    got = _case(facing)
    passes = got["said"].startswith("\u2714 Case my-001 passes")
    assert passes == _file_check(got["case"], tmp_path) == (facing == "S"), got["said"]


@pytest.mark.parametrize("facing", ["south", "s", "S "])
def test_a_facing_in_words_hears_how_a_case_file_writes_it(facing):
    said = _case(facing)["said"]
    assert f"{facing!r} is written S in a case file" in said
    assert "does not give" not in said and "work it out" not in said


def _with_expect(expect: str) -> str:
    return exercise_3('"expect": {"robots": {"roby": {"at": [2, 2], "facing": "N"}}, '
                      '"halt": "end"},', f'"expect": {expect},')


def test_show_me_in_place_of_what_the_case_expects_shows_a_case_that_passes():
    """Walk 05s, fault 9: Exercise 3 had no "show me", unlike Exercise 2."""
    said = _with_expect('"Show me"')
    assert said.startswith("\u279c You asked to see it: a case that passes expects {")
    shown = said.split(" expects ", 1)[1].strip().rstrip(".")
    assert "Case my-001 passes. You saw the answer before this try." in _with_expect(shown)


def test_a_facing_that_is_none_hears_so_and_a_stuck_teacher_hears_how_to_see():
    said = _case("show me")["said"]
    assert "'show me' is not a facing" in said and "does not give" not in said
    assert 'write "show me" (with its quotes) in place of what it expects' in said
    assert "'up' is not a facing" in _case("up")["said"]
    draft = _case("N")["said"]                      # the lesson's draft counts no try
    assert "not counted as one of yours" in draft
    tries = [_case(f)["said"] for f in ("E", "W", "up")]
    assert 'If you are stuck, write "show me"' in tries[-1]


@pytest.mark.parametrize("at", ["c3", " C3", "C3 "])
def test_a_square_written_another_way_is_refused_as_a_facing_is_and_hears_how(at, tmp_path):
    """Walk 05p, fault 5: the lesson says a case file is strict, and a facing "s" was
    refused, but a square "c3" in what the case expects passed silently. It fails the
    exercise and the file check alike, and hears how a case file writes it, no try."""
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    draft = '"expect": {"robots": {"roby": {"at": [2, 2], "facing": "N"}}'
    assert draft in src
    ns = {"codyroby": codyroby, "lessons": lessons}
    said = run_cell(src.replace(draft, f'"expect": {{"robots": {{"roby": {{"at": {at!r}, '
                                       '"facing": "S"}}', 1), ns)
    assert f"robots.roby.at: {at!r} is written C3 in a case file" in said, said
    assert "not counted as a try" in said and "does not give" not in said, said
    assert not _file_check(ns["my_case"], tmp_path)
