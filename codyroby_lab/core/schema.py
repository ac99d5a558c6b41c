"""Checking a JSON document against a JSON Schema file (draft 2020-12), the one way every
file format of the lab is checked: the first problem, the shallowest, becomes a
:class:`~codyroby_lab.core.errors.SetupError` that names its field.

>>> from pathlib import Path
>>> SCENE = Path(__file__).with_name("scene.schema.json")
>>> check({"version": 2}, SCENE, "scene")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: scene.title: is missing
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError


@cache
def validator(schema: Path) -> Any:
    """The validator of the schema file ``schema`` (read once)."""
    import jsonschema
    return jsonschema.Draft202012Validator(json.loads(schema.read_text(encoding="utf-8")))


def check(doc: Any, schema: Path, where: str,
          reword: Callable[[Any], str | None] | None = None) -> Any:
    """``doc`` when it is valid against ``schema``; else a SetupError naming the first wrong
    field under ``where`` (``where.path[2].to``) in words a teacher can act on.
    ``reword(error)``, when given, may give a format's own words for a jsonschema error."""
    errors = list(validator(schema).iter_errors(doc))
    if not errors:
        return doc
    e = min(errors, key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
    path = list(e.absolute_path)
    if reword is not None and (words := reword(e)) is not None:
        reason = words
    elif e.validator == "required":
        missing = e.message.split("'")[1] if e.message.count("'") >= 2 else "a field"
        path, reason = path + [missing], "is missing"
    elif e.validator == "additionalProperties":
        reason = e.message.replace("Additional properties are not allowed", "unknown field")
    elif e.validator == "oneOf" and isinstance(e.instance, (str, list)):
        reason = f"must be [x, y] or a square name such as 'C2', not {_short(e.instance)}"
    else:
        reason = e.message
    field = where + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
    raise SetupError(field, reason[:200])


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."
