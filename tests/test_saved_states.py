"""Every registered game's saved state is read one way (``Game.state_from_dict``, issue 34,
point 3): the same head (the game's name, a version it reads), the game's own checks, the
vector round-trip. A broken field is a typed error naming it that changes nothing; an old
or new version's document is refused by its number."""

from __future__ import annotations

import copy
import functools
import json
import re

import pytest

from codyroby_lab.core import registry
from codyroby_lab.core.errors import SetupError
from tests.support.games import GAMES, game, sample_states

BROKEN = ([[["?"]]], "?", -1, {"?": []})  # no field of any game holds any of these


@functools.cache
def saved(name: str) -> tuple[type, dict]:
    """A game class and a saved state from the middle of a random game, as a file holds it
    (one for all the tests: none changes it, as loading changes no document)."""
    states = sample_states(name, 1)
    s = states[len(states) // 2]
    return type(s.game), json.loads(json.dumps(s.to_dict()))


def named(field: str) -> tuple[str, ...]:
    """A SetupError's field as the keys it walks (``state.hands.ann[0]``: hands, ann, 0)."""
    return tuple(re.findall(r"[^.\[\]]+", re.sub(r"^state\.?", "", field)))


@pytest.mark.parametrize("name", GAMES)
def test_a_saved_state_says_its_game_and_the_version_its_game_writes(name):
    # (that it loads as it was saved: test_protocol's test_saved_states_load_back_...)
    cls, d = saved(name)
    assert d["game"] == name and d.get("version") == (cls.versions or (None,))[-1]


@pytest.mark.parametrize("name", GAMES)
def test_each_broken_field_is_a_setup_error_naming_it_and_the_document_is_left_as_it_was(name):
    cls, d = saved(name)
    for key in set(d) - {"game"}:
        for value in BROKEN:
            doc = {**copy.deepcopy(d), key: value}
            before = copy.deepcopy(doc)
            with pytest.raises(SetupError) as e:
                cls.state_from_dict(doc)
            assert doc == before
            # the field itself or one in it; an unknown key by itself, in the field's words
            assert named(e.value.field)[:1] == (key,) or f"{key} field (" in e.value.reason, \
                (key, value, str(e.value))


@pytest.mark.parametrize("name", GAMES)
def test_a_state_of_another_version_or_game_is_refused_by_its_number_or_name(name):
    cls, d = saved(name)
    if cls.versions:
        now = cls.versions[-1]
        for version, words in ((0, "older"), (now + 1, "newer")):
            with pytest.raises(SetupError, match=f"this is a version {version} {name} state, "
                                                 f"saved by an? {words} CodyRoby Lab; this one "
                                                 f"reads version {now}") as e:
                cls.state_from_dict({**d, "version": version})
            assert e.value.field == "version"
        for version in ("1", True, 1.0):
            with pytest.raises(SetupError, match="must be a version number") as e:
                cls.state_from_dict({**d, "version": version})
        with pytest.raises(SetupError, match="^version: is missing"):
            cls.state_from_dict({k: v for k, v in d.items() if k != "version"})
    other = next(g for g in registry.names() if g != name)
    with pytest.raises(SetupError, match=f"^game: is not a saved {name} state"):
        cls.state_from_dict({**d, "game": other})
    with pytest.raises(SetupError, match=f"^game: is not a saved {name} state"):
        cls.state_from_dict([d])


def test_follow_me_still_reads_its_version_1_documents_which_kept_one_round_s_program():
    from codyroby_lab.games.codyroby.follow_me import FollowMe
    s = game("codyroby-follow-me").new_state(seed=1)
    s.apply(s.legal_actions()[0])
    d = s.to_dict()
    old = {k: v for k, v in d.items() if k not in ("programs", "revealed", "trail")}
    old.update(version=1, hidden=d["programs"][d["round"]])
    back = FollowMe.state_from_dict(old).to_dict()
    assert back["version"] == 2 and back["programs"][d["round"]] == d["programs"][d["round"]]


@pytest.mark.parametrize("name", GAMES)
def test_a_broken_setup_field_is_named_inside_the_saved_states_setup(name):
    cls, d = saved(name)
    for key in d.get("setup", {}):
        doc = {**d, "setup": {**d["setup"], key: [[["?"]]]}}
        with pytest.raises(SetupError) as e:
            cls.state_from_dict(doc)
        assert named(e.value.field)[:2] == ("setup", key), str(e.value)
