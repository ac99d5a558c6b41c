"""The language learners and teachers read: English, or Italian once chosen.

A text someone reads goes through :func:`_` (one message) or :func:`n_` (a message with a
count, in the language's own plural forms: no "1 steps"). The translations are standard
gettext catalogs, ``codyroby_lab/locale/<language>/LC_MESSAGES/codyroby_lab.po``, which
translators edit with their usual tools; ``make catalogs`` gathers every message of the code
into them (Babel), and building the package compiles them to ``.mo`` files that the wheel
carries (``hatch_build.py``). English is the messages themselves.

The language is, first to last: the one chosen with :func:`language` (a notebook's
``codyroby_lab.language("it")``, the command line's ``--lang it``), the environment's
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, read as gettext reads them), English.

>>> language("it")
'it'
>>> said = "{n} step; halt: {halt}", "{n} steps; halt: {halt}"
>>> n_(*said, 1).format(n=1, halt="end"), n_(*said, 3).format(n=3, halt="end")
('1 passo; arresto: end', '3 passi; arresto: end')
>>> language("en"), n_(*said, 3).format(n=3, halt="end")
('en', '3 steps; halt: end')
"""

from __future__ import annotations

import functools
import gettext
import os
from pathlib import Path

from codyroby_lab.core.errors import SetupError

DOMAIN = "codyroby_lab"
LOCALE = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES = {"en": "English", "it": "italiano"}  #: the languages there are words for

_chosen: str | None = None  # None: the environment's, else English


def language(code: str | None = None) -> str:
    """Choose the language of every text from now on (``"it"``, ``"en"``; ``"it_IT.UTF-8"``
    and ``"IT"`` read as ``"it"``) and return it; with no ``code``, the language in use.
    An unknown language is a SetupError naming the ones there are.

    >>> language("fr")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    codyroby_lab.core.errors.SetupError: language: 'fr' is not ...: en (English) or it (italiano)
    """
    global _chosen
    if code is None:
        return _chosen or _from_environment()
    short = _short(code) if isinstance(code, str) else None
    if short not in LANGUAGES:
        there = " or ".join(f"{c} ({w})" for c, w in LANGUAGES.items())
        raise SetupError("language", f"{str(code)[:20]!r} is not a language of the lessons: "
                                     f"{there}")
    _chosen = short
    return short


def _short(code: str) -> str:
    """``"it_IT.UTF-8"``, ``"it-IT"``, ``"IT"`` → ``"it"``."""
    return code.split(".")[0].split("_")[0].split("-")[0].strip().lower()


def _from_environment() -> str:
    """The first language there are words for in the first of ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that is set (a list ``fr:it:en`` in ``LANGUAGE``), else
    English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(name):
            for item in os.environ[name].split(":"):
                if _short(item) in LANGUAGES:
                    return _short(item)
            break
    return "en"


@functools.cache
def _catalog(code: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, LOCALE, languages=[code], fallback=True)


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _catalog(language()).gettext(message)


def n_(one: str, many: str, n: int) -> str:
    """The form of ``one``/``many`` (English's singular and plural) that the language in
    use gives the count ``n``; fill it in with ``.format(n=n, ...)``."""
    return _catalog(language()).ngettext(one, many, n)
