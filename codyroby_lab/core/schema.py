"""Checking a JSON document against a JSON Schema file (draft 2020-12), the one way every
file format of the lab is checked: the first problem, the shallowest, becomes a
:class:`~codyroby_lab.core.errors.SetupError` that names its field.

Before any schema rule, :func:`plain` checks that the document is plain JSON data within
the lab's limits, whether it came from a file or was built in Python: objects (text keys),
lists (or tuples), text, whole numbers, finite numbers (no NaN, no infinity), true, false,
null; nested at most ``MAX_DEPTH`` (100) levels; at most ``MAX_VALUES`` (200,000) values
in all. Then the schema's size limits (``maxItems``, ``maxProperties``, ``maxLength``) are
checked before any item is validated, so an oversized list is refused at once. In the
schemas, ``"integer"`` means a whole number written as one: ``5.0`` is refused.

>>> from pathlib import Path
>>> SCENE = Path(__file__).with_name("scene.schema.json")
>>> check({"version": 2}, SCENE, "scene")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: scene.title: is missing
>>> plain({"turn": float("inf")}, "state")
Traceback (most recent call last):
  ...
codyroby_lab.core.errors.SetupError: state.turn: must be a finite number, not inf
"""

from __future__ import annotations

import json
import math
import numbers
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from codyroby_lab.core.errors import SetupError

MAX_DEPTH = 100          # lists and objects inside each other
MAX_VALUES = 200_000     # values in one document (the largest board about 50,000; a
                         # million-step trace a few thousand: its steps are packed columns)


def _field(where: str, path: tuple[Any, ...], top: bool = False) -> str:
    """The place ``path`` in the document ``where``: ``where.path[2].to``; ``top``: named from
    the document's top, ``path[2].to`` (the document itself is still ``where``)."""
    text = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
    text = text.removeprefix(".") if top and path else where + text
    return text if len(text) <= 120 else text[:117] + "..."


def plain(doc: Any, where: str = "document", top: bool = False) -> Any:
    """``doc`` when it is plain JSON data within the limits (the module docstring); else a
    SetupError naming the first place that is not (``top``: see :func:`check`). Never
    recursive: any depth is safe. One quick pass level by level; only a document it refuses
    is walked again to name the place."""
    level, depth, count = [doc], 0, 1
    while level:
        below: list[Any] = []
        for item in level:
            kind = type(item)
            if kind in _SCALARS:
                continue
            if isinstance(item, dict):
                if not all(isinstance(k, str) for k in item):
                    return _locate(doc, where, top)
                below.extend(item.values())
                count += len(item)
            elif isinstance(item, (list, tuple)):
                below.extend(item)
                count += len(item)
            elif not _scalar(item):
                return _locate(doc, where, top)
            if count > MAX_VALUES:
                raise SetupError(where, f"holds more than {MAX_VALUES:,} values: too large "
                                        f"to read")
        if below and depth == MAX_DEPTH:
            return _locate(doc, where, top)
        level, depth = below, depth + 1
    return doc


_SCALARS = (str, int, bool, type(None))


def _scalar(item: Any) -> bool:
    """Text, a whole number (numpy's too), a finite number, true, false or null."""
    if isinstance(item, (str, bool)) or item is None or isinstance(item, numbers.Integral):
        return True
    return isinstance(item, float) and math.isfinite(item)


def _locate(doc: Any, where: str, top: bool) -> Any:
    """The SetupError naming the first place :func:`plain` refuses (depth first)."""
    todo: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while todo:
        item, path = todo.pop()
        if isinstance(item, (list, tuple, dict)):
            if len(path) >= MAX_DEPTH:
                raise SetupError(_field(where, path[:8], top) + "...",
                                 f"nests more than {MAX_DEPTH} levels deep")
            if isinstance(item, dict):
                for k in item:
                    if not isinstance(k, str):
                        raise SetupError(_field(where, path, top), f"has a key that is not "
                                                                   f"text: {repr(k)[:40]}")
                todo.extend((v, (*path, k)) for k, v in reversed(item.items()))
            else:
                todo.extend((v, (*path, i)) for i, v in reversed(list(enumerate(item))))
        elif isinstance(item, float) and not math.isfinite(item):
            raise SetupError(_field(where, path, top), f"must be a finite number, not {item}")
        elif not _scalar(item):
            raise SetupError(_field(where, path, top), f"must be JSON data (text, a number, "
                                                       f"a list, an object, true, false or "
                                                       f"null), not {type(item).__name__}")
    raise AssertionError("plain refused a document _locate accepts")  # pragma: no cover


def _is_integer(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


@contextmanager
def without_iri_parsers() -> Iterator[None]:
    """Import jsonschema (or nbformat, which imports it) in this block without
    rfc3987_syntax: where that is installed (JupyterLab brings it), importing jsonschema has
    it build dozens of parsers for the "iri" formats, which no schema of the lab or of
    nbformat uses: seconds of a lesson's first board, and of each graded check's fresh
    Python, on a slow computer. Only that import goes without it: rfc3987_syntax can still be
    imported afterwards.

    >>> with without_iri_parsers():
    ...     import jsonschema  # no iri parser built, if this is its first import
    >>> jsonschema.Draft202012Validator({"type": "integer"}).is_valid(3)
    True
    """
    blocked = not {"jsonschema", "rfc3987_syntax"} & set(sys.modules)
    if blocked:
        sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]  # importing it fails
    try:
        yield
    finally:
        if blocked:
            del sys.modules["rfc3987_syntax"]


@cache
def validator(schema: Path | str) -> Any:
    """The validator of the schema file ``schema`` (read once), or of a schema given as JSON
    text (one made in code, e.g. :meth:`codyroby_lab.core.layout.Layout.schema`); its
    ``"integer"`` is a whole number written as one (JSON Schema's own also takes ``5.0``)."""
    with without_iri_parsers():
        import jsonschema
    base = jsonschema.Draft202012Validator
    strict = jsonschema.validators.extend(
        base, type_checker=base.TYPE_CHECKER.redefine("integer", _is_integer))
    text = schema if isinstance(schema, str) else schema.read_text(encoding="utf-8")
    return strict(json.loads(text))


#: the schema word that limits the size of each kind of value
_SIZE_WORDS: dict[type, str] = {list: "maxItems", tuple: "maxItems", dict: "maxProperties",
                                str: "maxLength"}


def _sizes(doc: Any, root: dict[str, Any], where: str, top: bool) -> None:
    """The schema's size limits, checked along the properties and items it names, before
    anything else (an oversized list costs nothing to refuse)."""
    todo: list[tuple[Any, Any, tuple[Any, ...]]] = [(doc, root, ())]
    while todo:
        item, rule, path = todo.pop()
        while isinstance(rule, dict) and isinstance(rule.get("$ref"), str) and \
                rule["$ref"].startswith("#/$defs/"):
            rule = root.get("$defs", {}).get(rule["$ref"][len("#/$defs/"):])
        if not isinstance(rule, dict):
            continue
        limit = rule.get(_SIZE_WORDS.get(type(item), ""))
        if limit is not None and len(item) > limit:
            what = "characters" if isinstance(item, str) else "items"
            raise SetupError(_field(where, path, top), f"has {len(item):,} {what}: at "
                                                       f"most {limit:,}")
        if isinstance(item, dict):
            props = rule.get("properties", {})
            more = rule.get("additionalProperties")
            todo.extend((v, props.get(k, more), (*path, k)) for k, v in item.items())
        elif isinstance(item, (list, tuple)):
            first = rule.get("prefixItems", [])
            todo.extend((v, first[i] if i < len(first) else rule.get("items"), (*path, i))
                        for i, v in enumerate(item))


def check(doc: Any, schema: Path | dict[str, Any], where: str,
          reword: Callable[[Any], str | None] | None = None, top: bool = False) -> Any:
    """``doc`` when it is valid against ``schema``; else a SetupError naming the first wrong
    field under ``where`` (``where.path[2].to``) in words a teacher can act on. ``schema``
    is a schema file or a schema as a dict.
    ``reword(error)``, when given, may give a format's own words for a jsonschema error.
    ``top``: a field is named from the document's top (``path[2].to``), as a format whose
    own checks name its fields so; an error about the whole document still names ``where``.
    """
    plain(doc, where, top)
    v = validator(schema if isinstance(schema, Path) else json.dumps(schema, sort_keys=True))
    _sizes(doc, v.schema, where, top)
    errors = list(v.iter_errors(doc))
    if not errors:
        return doc
    e = min(errors, key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))))
    while e.validator in ("oneOf", "anyOf") and isinstance(e.instance, dict) and e.context:
        from jsonschema.exceptions import best_match
        inner = [x for x in e.context if x.relative_path]  # a fault inside the object
        e = min(inner, key=lambda x: len(x.relative_path)) if inner else best_match(e.context)
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
    raise SetupError(_field(where, tuple(path), top), reason[:200])


def whole_number_words(e: Any, span: str | None = None) -> str | None:
    """A jsonschema error ``e`` about a whole number out of its range (or not one), in the
    words of the setup format (``must be a whole number from 1 to 7, not 8``; ``span``: other
    words for the range); None for any other error. A game's ``reword`` starts with it.

    >>> v = validator(json.dumps({"type": "integer", "minimum": 1, "maximum": 7}))
    >>> whole_number_words(next(v.iter_errors(8)))
    'must be a whole number from 1 to 7, not 8'
    >>> whole_number_words(next(v.iter_errors(2.5)), "1 to 7 (a space)")
    'must be a whole number 1 to 7 (a space), not 2.5'
    """
    rule = e.schema if isinstance(e.schema, dict) else {}
    if e.validator not in ("type", "minimum", "maximum") or "minimum" not in rule or \
            "maximum" not in rule:
        return None
    span = span or f"from {rule['minimum']} to {rule['maximum']}"
    return f"must be a whole number {span}, not {repr(e.instance)[:30]}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."
