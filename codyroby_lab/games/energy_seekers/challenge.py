"""Challenges: what happens on a Challenge marker, as the teacher defines it.

A challenge is one of

- ``{"questions": [...]}`` (or the name of a JSON file holding that list): a multiple-choice
  question drawn with the state's generator; the player answers with ``answer TEXT``. The
  file must be a regular file of at most ``MAX_QUESTIONS_BYTES`` (1 MiB); a relative name is
  taken from the folder of the file the setup came from (``base``), or from the current
  directory for a setup given as a dict;
- ``{"chance": p}``: success with probability ``p``, drawn with the state's generator;
- a Python callable ``judge(state, player) -> bool`` (given in Python, not in JSON).

``success`` and ``failure`` are effects: ``{"move": n}`` (n squares along the path, back
when negative), ``{"remote": true}`` (remote-controlled next turn) or ``{}`` (nothing).
Without a ``challenge`` in the setup the questions of ``data/challenges.json`` are asked,
success moves 2 squares on, failure 2 back.

>>> c = Challenge.from_setup({"chance": 0.25, "failure": {"remote": True}})
>>> c.kind, c.p, c.success, c.failure
('chance', 0.25, {'move': 2}, {'remote': True})
>>> Challenge.from_setup(None).questions[0].answer
'south'
>>> Challenge.from_setup({"chance": 2})
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: challenge.chance: must be a probability from 0 to 1, not 2
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError
from codyroby_lab.core.io import read_json

QUESTIONS_FILE = Path(__file__).resolve().parent / "data" / "challenges.json"
DEFAULT_SUCCESS = {"move": 2}
DEFAULT_FAILURE = {"move": -2}
MAX_QUESTIONS_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Question:
    """A multiple-choice question; ``hint`` (optional) says how to find the answer, for a
    wrong one, never the answer itself."""

    question: str
    choices: tuple[str, ...]
    answer: str
    hint: str = ""

    def is_right(self, text: str) -> bool:
        return self.same(text, self.answer)

    @staticmethod
    def same(a: str, b: str) -> bool:
        """Two answers are the same, whatever their case and spacing."""
        return " ".join(a.split()).lower() == " ".join(b.split()).lower()

    def to_dict(self) -> dict[str, Any]:
        d = {"question": self.question, "choices": list(self.choices), "answer": self.answer}
        return {**d, "hint": self.hint} if self.hint else d


@dataclass(frozen=True)
class Challenge:
    """The teacher's challenge and its ``success`` / ``failure`` effects."""

    kind: str
    questions: tuple[Question, ...] = ()
    p: float = 0.5
    judge: Callable[[Any, str], bool] | None = None
    success: dict[str, Any] = field(default_factory=lambda: dict(DEFAULT_SUCCESS))
    failure: dict[str, Any] = field(default_factory=lambda: dict(DEFAULT_FAILURE))

    @classmethod
    def from_setup(cls, spec: Any, where: str = "challenge",
                   base: str | Path | None = None) -> Challenge:
        """A challenge from the setup's ``challenge`` value (None: the default questions);
        a relative ``questions`` file name is taken from the folder ``base`` when given."""
        if callable(spec):
            return cls("callable", judge=spec)
        if spec is None:
            spec = {}
        if not isinstance(spec, dict):
            raise SetupError(where, "must be an object such as {'chance': 0.5} or "
                                    "{'questions': 'file.json'}")
        bad = set(spec) - {"questions", "chance", "judge", "success", "failure"}
        if bad:
            raise SetupError(f"{where}.{sorted(bad)[0]}", "is not a challenge field (questions, "
                                                          "chance, success, failure)")
        success = _effect(spec.get("success", DEFAULT_SUCCESS), f"{where}.success")
        failure = _effect(spec.get("failure", DEFAULT_FAILURE), f"{where}.failure")
        if callable(spec.get("judge")):
            return cls("callable", judge=spec["judge"], success=success, failure=failure)
        if "chance" in spec:
            p = spec["chance"]
            if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
                raise SetupError(f"{where}.chance", f"must be a probability from 0 to 1, not {p!r}")
            return cls("chance", p=float(p), success=success, failure=failure)
        qs = spec.get("questions")
        questions = (_default_questions() if qs is None
                     else _questions(qs, f"{where}.questions", base))
        return cls("questions", questions=questions, success=success, failure=failure)

    def to_setup(self) -> dict[str, Any] | None:
        """The JSON form (None for a Python callable, which has none)."""
        if self.kind == "callable":
            return None
        d: dict[str, Any] = {"success": self.success, "failure": self.failure}
        if self.kind == "chance":
            d["chance"] = self.p
        else:
            d["questions"] = [q.to_dict() for q in self.questions]
        return d

    def random_success(self) -> float:
        """The chance of success of a player who answers at random (what bots do)."""
        if self.kind == "questions":
            return sum(1 / len(q.choices) for q in self.questions) / len(self.questions)
        return self.p


def _effect(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or len(value) > 1:
        raise SetupError(where, "an effect is {'move': n}, {'remote': true} or {}")
    if "move" in value:
        n = value["move"]
        if isinstance(n, bool) or not isinstance(n, int) or abs(n) > 99:
            raise SetupError(f"{where}.move", f"must be a whole number from -99 to 99, not {n!r}")
        return {"move": n}
    if "remote" in value:
        if value["remote"] is not True:
            raise SetupError(f"{where}.remote", "must be true")
        return {"remote": True}
    if value:
        raise SetupError(f"{where}.{next(iter(value))}", "is not an effect (move, remote)")
    return {}


def _questions(value: Any, where: str, base: str | Path | None = None) -> tuple[Question, ...]:
    if isinstance(value, str):
        path = Path(value) if base is None else Path(base) / value  # absolute stays absolute
        value = read_json(path, where, limit=MAX_QUESTIONS_BYTES)
    if not isinstance(value, list) or not value:
        raise SetupError(where, "must be a non-empty list of questions (or a file holding one)")
    out = []
    for i, q in enumerate(value):
        here = f"{where}[{i}]"
        if not isinstance(q, dict) or not {"question", "choices", "answer"} <= set(q) or \
                not set(q) <= {"question", "choices", "answer", "hint"}:
            raise SetupError(here, "a question is {'question', 'choices', 'answer'} and may "
                                   "have a 'hint'")
        if not isinstance(q.get("hint", ""), str) or len(q.get("hint", "")) > 300:
            raise SetupError(f"{here}.hint", "a hint is text of at most 300 characters")
        choices = q["choices"]
        if not isinstance(q["question"], str) or not isinstance(choices, list) or \
                len(choices) < 2 or not all(isinstance(c, str) and c.strip() for c in choices):
            raise SetupError(here, "needs the question's text and at least two choices (text)")
        if any(len(c) > 60 for c in choices):
            raise SetupError(f"{here}.choices", "a choice is at most 60 characters")
        if q["answer"] not in choices:
            raise SetupError(f"{here}.answer", f"{q['answer']!r} is not one of the choices")
        out.append(Question(q["question"], tuple(choices), q["answer"], q.get("hint", "")))
    return tuple(out)


@cache
def _default_questions() -> tuple[Question, ...]:
    return _questions(str(QUESTIONS_FILE), "challenge.questions")
