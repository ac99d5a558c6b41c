"""Issue 35, the language machinery: one catalog per language (gettext's .po, edited by
translators, compiled when the package is built), chosen in a notebook, by the environment or
on the command line, with each language's plural forms; the catalogs hold every message of
the code, translated."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from codyroby_lab.cli import main
from codyroby_lab.core import language as words
from codyroby_lab.core.errors import SetupError

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "codyroby_lab" / "locale"


@pytest.fixture(autouse=True)
def _environment_language(monkeypatch):
    """Each test starts with no language chosen and none in the environment."""
    monkeypatch.setattr(words, "_chosen", None)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    yield
    words._chosen = None


def catalog(path: Path):
    with path.open("rb") as f:
        return read_po(f)


def test_the_template_holds_every_message_of_the_code(tmp_path):
    """`make catalogs` was run after the last message changed: extracting again finds the
    same messages (a new _("...") without it fails here)."""
    pybabel = shutil.which("pybabel", path=str(Path(sys.executable).parent))
    fresh = tmp_path / "fresh.pot"
    subprocess.run([pybabel, "extract", "-F", "babel.cfg", "-k", "_", "-k", "n_:1,2",
                    "--no-default-keywords", "-o", str(fresh), "."], cwd=ROOT, check=True,
                   capture_output=True)
    assert {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalog(fresh) if m.id} == \
        {m.id if isinstance(m.id, str) else tuple(m.id)
         for m in catalog(LOCALE / "codyroby_lab.pot") if m.id}


@pytest.mark.parametrize("po", sorted(LOCALE.glob("*/LC_MESSAGES/*.po")), ids=lambda p: p.parts[-3])
def test_every_message_is_translated_and_none_is_fuzzy(po):
    template = {m.id if isinstance(m.id, str) else tuple(m.id)
                for m in catalog(LOCALE / "codyroby_lab.pot") if m.id}
    translated = catalog(po)
    for m in translated:
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else tuple(m.id)
        assert key in template, f"{po.name}: {key!r} is no longer a message (make catalogs)"
        assert not m.fuzzy, f"{po.name}: {key!r} is fuzzy: check its translation"
        forms = [m.string] if isinstance(m.string, str) else list(m.string)
        assert all(forms), f"{po.name}: {key!r} is not translated"
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        holes = set(re.findall(r"\{\w+\}", ids[0]))
        for form in forms:  # the same {names} filled in
            assert set(re.findall(r"\{\w+\}", form)) == holes, (key, form)
    assert template <= {m.id if isinstance(m.id, str) else tuple(m.id)
                        for m in translated if m.id}, f"{po.name}: messages missing"


def test_english_unless_chosen_and_the_choice_holds():
    said = ("{n} step; halt: {halt}", "{n} steps; halt: {halt}")
    assert words.language() == "en"
    assert words.n_(*said, 1).format(n=1, halt="end") == "1 step; halt: end"
    assert words.language("it_IT.UTF-8") == "it" == words.language()
    assert words.n_(*said, 1).format(n=1, halt="end") == "1 passo; arresto: end"
    assert words.n_(*said, 0).format(n=0, halt="end") == "0 passi; arresto: end"
    assert words._("error: {kind}: {problem}") == "errore: {kind}: {problem}"
    words.language("en")
    assert words._("error: {kind}: {problem}") == "error: {kind}: {problem}"


@pytest.mark.parametrize("env,lang", [({"LANG": "it_IT.UTF-8"}, "it"),
                                      ({"LANGUAGE": "fr:it:en", "LANG": "en_GB"}, "it"),
                                      ({"LANGUAGE": "en:it"}, "en"),
                                      ({"LANG": "C.UTF-8"}, "en"),
                                      ({"LC_ALL": "de_DE", "LANG": "it_IT"}, "en")])
def test_the_environment_chooses_as_gettext_reads_it(monkeypatch, env, lang):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert words.language() == lang


@pytest.mark.parametrize("bad", ["fr", "", "italiano!", 3, None])
def test_a_language_there_are_no_words_for_is_refused_and_changes_nothing(bad):
    words.language("it")
    if bad is None:
        assert words.language(bad) == "it"
        return
    with pytest.raises(SetupError, match="en \\(English\\) or it \\(italiano\\)"):
        words.language(bad)
    assert words.language() == "it"


def test_the_command_line_speaks_the_language_asked_for(capsys):
    assert main(["--lang", "it", "run", "5x5", "F F"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("2 passi; arresto: end")
    assert main(["--lang", "it", "run", "5x5", "F F Q"]) == 2
    assert capsys.readouterr().err.startswith("errore: ")
    words.language("en")
    assert main(["run", "5x5", "F"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("1 step; halt: end")


def test_an_unknown_language_on_the_command_line_is_a_clear_error(capsys):
    assert main(["--lang", "klingon", "run", "5x5", "F"]) == 2
    err = capsys.readouterr().err
    assert "'klingon' is not a language of the lessons: en (English) or it (italiano)" in err
    assert "Traceback" not in err
