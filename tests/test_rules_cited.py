"""Every rule the games declare is checked by a test that cites it, and every citation
names a real rule (guide: "has a test that cites that section")."""

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import codyroby_lab.games
from codyroby_lab.core.events import Rule, all_rules
from tests.support.shared import NO_SHARED, SHARED

TESTS = Path(__file__).resolve().parent
CITE = re.compile(r"""mark\.rule\(\s*["']([^"']+)["']""")


def _declared():
    """The rules the games' modules declare (Rule constants at module level)."""
    found = {}
    for info in pkgutil.walk_packages(codyroby_lab.games.__path__, "codyroby_lab.games."):
        module = importlib.import_module(info.name)
        found.update({v.id: v for v in vars(module).values() if isinstance(v, Rule)})
    assert set(found) <= set(all_rules())
    return found


def _cited():
    return {m for f in TESTS.rglob("*.py") for m in CITE.findall(f.read_text(encoding="utf-8"))}


def test_every_rule_is_cited_by_a_test():
    missing = sorted(set(_declared()) - _cited())
    assert not missing, f"rules no test cites: {missing}"


def test_every_citation_names_a_declared_rule():
    unknown = sorted(_cited() - set(_declared()))
    assert not unknown, f"tests cite rules that do not exist: {unknown}"


@pytest.mark.skipif(SHARED is None, reason=NO_SHARED)
def test_rules_name_a_rulebook_that_exists():
    books = {p.stem for p in (SHARED / "rulebooks").iterdir()}
    for rule in _declared().values():
        assert rule.book in books, rule
        assert rule.section and rule.text, rule
