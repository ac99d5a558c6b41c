"""Lesson 05's Exercise 3 judges a case as ``codyroby-lab check`` does: what passes one passes
the other (walk 05s, fault 2: a facing written "south" passed the exercise, "read as S", and
the same case saved to a file failed the check). A facing written another way than one
capital letter fails both, and the exercise says how a case file writes it."""

from __future__ import annotations

import json

import pytest

from codyroby_lab import codyroby, lessons
from codyroby_lab.conformance import check
from tests.support.lesson_cells import run_cell
from tests.test_lesson_giveaways import cells


def _case(facing: str) -> dict:
    src = next(s for k, s in cells("05_for_teachers") if s.startswith("my_case = {"))
    draft = '"at": [2, 2], "facing": "N"}}'
    assert draft in src
    ns = {"codyroby": codyroby, "lessons": lessons}
    said = run_cell(src.replace(draft, f'"at": [2, 2], "facing": {facing!r}}}}}'), ns)
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
