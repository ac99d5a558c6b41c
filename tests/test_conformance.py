"""Every conformance case passes: the public ones (vendored from ../shared/conformance) and
the project's own."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.conformance import case_files, check, first_difference, run_case
from tests.support.shared import PUBLIC, SHARED

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "tests" / "conformance"
FILES = sorted(case_files([OWN]))  # the public cases are in OWN / "public"


def test_every_case_file_in_a_folder_is_found():
    """The runner finds every case file under the folders it is given (none left out, so
    none left unchecked), the public ones and ours."""
    for folder in (PUBLIC, OWN / "codyroby"):
        assert sorted(case_files([folder])) == sorted(folder.rglob("*.json"))


@pytest.mark.skipif(SHARED is None, reason="no ../shared beside the clone to compare the "
                                           "vendored public cases with")
def test_the_vendored_public_cases_equal_the_shared_ones():
    shared = SHARED / "conformance"
    mine = {p.relative_to(PUBLIC): p.read_bytes() for p in PUBLIC.rglob("*") if p.is_file()}
    theirs = {p.relative_to(shared): p.read_bytes() for p in shared.rglob("*") if p.is_file()}
    assert mine == theirs, "copy ../shared/conformance into tests/conformance/public again"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_case(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert run_case(case) is None


def test_a_wrong_expectation_is_reported_with_the_first_difference():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    case["expect"]["robots"]["roby"]["at"] = [0, 1]
    assert run_case(case) == "robots.roby.at: expected [0, 1], got [0, 2]"


def test_a_missing_error_is_a_failure():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    del case["expect"]
    case["error"] = "ProgramSyntaxError"
    assert run_case(case) == "expected ProgramSyntaxError, but nothing was raised"


def test_partial_match_compares_lists_whole_and_objects_recursively():
    assert first_difference({"a": {"b": 1}}, {"a": {"b": 1, "c": 2}, "d": 3}) is None
    assert first_difference({"a": [1]}, {"a": [1, 2]}) == "a: expected [1], got [1, 2]"
    assert first_difference({"a": False}, {"a": 0}) == "a: expected False, got 0"
    assert first_difference({"x": 1}, {}) == "x: missing"


def test_malformed_cases_are_failures_not_crashes():
    assert run_case([]) == "case: a case is a JSON object"
    assert "either" in run_case({"id": "x", "game": "codyroby", "setup": {}, "play": []})
    assert "unknown game" in run_case({"id": "x", "game": "chess", "setup": {}, "play": [],
                                       "expect": {}})


def test_notes_are_allowed_and_unknown_fields_are_refused_by_name():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "notes": "a longer explanation"}) is None
    assert run_case({**case, "note": "typo"}).startswith("case: unknown case field 'note'")


def test_every_play_item_runs_even_after_the_game_is_over():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-004.json").read_text())  # a crash
    assert run_case({**case, "play": ["F", "R F"]}) == (
        "play[1] raised IllegalAction: the game is over (crash): reset to play again")
    del case["expect"]
    assert run_case({**case, "play": ["F", "R F"], "error": "IllegalAction"}) is None


def test_a_case_that_raises_a_python_error_is_a_failure_not_a_crash():
    case = json.loads((PUBLIC / "codyroby" / "cr-pub-001.json").read_text())
    assert run_case({**case, "setup": {"board": {"width": 5, "height": 5},
                                       "robots": {"roby": {"at": "A5", "color": ["red"]}}}}
                    ).startswith("setup raised SetupError: robots.roby.color")


# --- the case format's parts: checks at any moment, refusals, views, events, comparisons ----

NEW = [p for p in FILES if {"checks", "refuse"} & set(json.loads(p.read_text(encoding="utf-8")))]
GAMES = ("codyroby", "energy_seekers", "roborally", "droids", "robin")
WORDS = ("$set", "$multiset", "$size", "$contains", "$excludes", "$subset_of", "$one_of",
         "$absent", "$keys", "$values", "$not")


def _walk(value):
    yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)


def _parts(case):
    """The new parts of the format a case uses."""
    n, parts = len(case["play"]), set()
    for c in case.get("checks", []):
        after = c.get("after", n)
        parts |= {k for k in ("step", "before_step", "sees", "legal", "events", "state") if k in c}
        parts |= {"before the first action"} if after == 0 else set()
        parts |= {"in the middle"} if 0 < after < n else set()
        if "events" in c and "viewer" in c:
            parts.add("events a viewer reads")
        parts |= {k for v in _walk(c) if isinstance(v, dict) for k in v if k in WORDS}
    refusals = case.get("refuse", [])
    parts |= {"refuse"} if refusals else set()
    parts |= {"refusal words"} if any("words" in r for r in refusals) else set()
    if any(r["play"] + 1 < n for r in refusals):
        parts.add("play goes on after a refusal")
    if any(c.get("after") == r["play"] + 1 for r in refusals for c in case.get("checks", [])):
        parts.add("the state beside a refusal")
    return parts


EVERY_PART = {"step", "before_step", "sees", "legal", "events", "state", "before the first action",
              "in the middle", "events a viewer reads", "refuse", "refusal words",
              "play goes on after a refusal", "the state beside a refusal", "$set", "$multiset",
              "$size", "$contains", "$excludes", "$one_of", "$absent"}


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_cases_using_every_new_part(game):
    cases = [json.loads(p.read_text(encoding="utf-8")) for p in NEW]
    used = set().union(*(_parts(c) for c in cases if c["game"] == game))
    assert EVERY_PART <= used, sorted(EVERY_PART - used)


def test_the_setups_the_rulebook_situations_need_are_in_cases():
    setups = {c["game"]: [] for c in map(json.loads, (p.read_text(encoding="utf-8") for p in NEW))}
    for p in NEW:
        c = json.loads(p.read_text(encoding="utf-8"))
        setups[c["game"]].append(c["setup"])
    assert any("steals" in s for s in setups["robin"])
    assert any("delivered" in s for s in setups["droids"])
    assert any(s.get("scenario") == "base" for s in setups["droids"])
    assert any("option_deck" in s for s in setups["roborally"])
    assert any(isinstance(o, list) for s in setups["roborally"]
               for r in s["robots"].values() for o in r.get("options", []))


def _mutants(case):
    """Each way to change one expected value of ``case``: every value a check or an
    ``expect`` names (a number +1, a text with a letter more, a truth flipped, null made
    text), every word a refusal's message must hold, and every comparison that says what
    is not there turned round ($excludes into $contains, $not x into x, $absent false,
    $one_of's values all changed, $subset_of emptied)."""
    def changed(v):
        if isinstance(v, bool):
            return not v
        if isinstance(v, (int, float)):
            return v + 1
        if isinstance(v, str):
            return v + "x"
        return "x" if v is None else None

    def walk(v):  # yields (a function making the changed copy) for each place in v
        if isinstance(v, dict):
            for k, x in v.items():
                if k == "$excludes" and x:
                    yield lambda k=k, x=x: {**{a: b for a, b in v.items() if a != k},
                                            "$contains": x}
                elif k == "$not":
                    yield lambda k=k, x=x: {**{a: b for a, b in v.items() if a != k}, **(
                        x if isinstance(x, dict) else {"$one_of": [x]})}
                elif k == "$absent":
                    yield lambda k=k, x=x: {**v, k: not x}
                elif k == "$one_of":
                    yield lambda k=k, x=x: {**v, k: [changed(y) if not isinstance(y, (
                        dict, list)) else "x" for y in x]}
                elif k == "$subset_of":
                    yield lambda k=k: {**v, k: []}
                else:
                    for make in walk(x):
                        yield lambda k=k, make=make: {**v, k: make()}
        elif isinstance(v, list):
            for i, x in enumerate(v):
                for make in walk(x):
                    yield lambda i=i, make=make: [*v[:i], make(), *v[i + 1:]]
        elif changed(v) is not None:
            yield lambda: changed(v)

    for k, c in enumerate(case.get("checks", [])):
        for key in ("state", "sees", "events"):
            for make in walk(c.get(key)) if key in c else ():
                yield f"checks[{k}].{key}", {**case, "checks": [
                    *case["checks"][:k], {**c, key: make()}, *case["checks"][k + 1:]]}
        if "legal" in c:
            for make in walk(c["legal"]["actions"]):
                yield f"checks[{k}].legal", {**case, "checks": [
                    *case["checks"][:k], {**c, "legal": {**c["legal"], "actions": make()}},
                    *case["checks"][k + 1:]]}
    for k, r in enumerate(case.get("refuse", [])):
        words = [r["words"]] if isinstance(r.get("words"), str) else r.get("words", [])
        for i in range(len(words)):
            new = {**r, "words": [*words[:i], words[i] + "x", *words[i + 1:]]}
            yield f"refuse[{k}].words", {**case, "refuse": [
                *case["refuse"][:k], new, *case["refuse"][k + 1:]]}
    for make in walk(case["expect"]) if "expect" in case else ():
        yield "expect", {**case, "expect": make()}


@pytest.mark.parametrize("path", NEW, ids=[p.stem for p in NEW])
def test_changing_any_expected_value_of_a_case_makes_it_fail(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    assert run_case(case) is None
    mutants = list(_mutants(case))
    assert mutants, "the case expects nothing that could be changed"
    survivors = [where for where, m in mutants if run_case(m) is None]
    assert not survivors, f"changed and still passing: {survivors}"


def test_a_mutant_of_a_refused_action_that_is_played_fails():
    case = json.loads((OWN / "codyroby" / "cr-own-101.json").read_text(encoding="utf-8"))
    played = {**case, "play": ["F", *case["play"][1:]]}
    assert run_case(played) == "play[0] (F) was played, but the case says it is refused"
    assert run_case({**case, "refuse": case["refuse"][1:]}).startswith(
        "play[0] raised ProgramSyntaxError")
    wrong = [{**case["refuse"][0], "error": "IllegalAction"}, case["refuse"][1]]
    assert "not IllegalAction" in run_case({**case, "refuse": wrong})


def test_comparisons_say_what_differs():
    from codyroby_lab.conformance.match import first_difference as diff
    assert diff({"a": {"$set": [1, 2]}}, {"a": [2, 1, 2]}) is None
    assert diff({"a": {"$multiset": [1, 2]}}, {"a": [2, 1, 2]}) == (
        "a: expected the multiset [1, 2], got [2, 1, 2]")
    assert diff({"a": {"$contains": [2, 2]}}, {"a": [2, 1]}) == (
        "a: expected it to contain [2], got [2, 1]")
    assert diff({"a": {"$excludes": [3]}}, {"a": [3]}) == "a: expected no [3], got [3]"
    assert diff({"a": {"$subset_of": [1]}}, {"a": [1, 4]}) == (
        "a: expected only items of [1], got [4] too")
    assert diff({"a": {"$size": {"$one_of": [1, 2]}}}, {"a": "xyz"}).startswith(
        "a (its size): expected one of [1, 2], got 3")
    assert diff({"a": {"$absent": True}}, {"b": 1}) is None
    assert diff({"a": {"$absent": False, "$size": 0}}, {"a": []}) is None
    assert diff({"a": {"$keys": ["x"], "x": 1}}, {"a": {"x": 1}}) is None
    assert diff({"a": {"$values": {"$excludes": ["box"]}}}, {"a": {"C4": "box"}}) == (
        "a (values): expected no ['box'], got ['box']")
    assert diff({"a": {"$not": 1}}, {"a": 1}) == "a: expected not 1, got 1"
    assert diff({"a": [{"k": 1}]}, {"a": [{"k": 1, "j": 2}]}) is None
    assert diff({"a": [{"k": 1}]}, {"a": [{"k": 2}]}) == "a[0].k: expected 1, got 2"
    # items that are objects are matched partly, each with a different item
    assert diff({"$contains": [{"k": 1}, {"k": 1}]}, [{"k": 1, "j": 1}, {"k": 1}]) is None
    assert diff({"$contains": [{"k": 1}, {"k": 1}]}, [{"k": 1}, {"k": 2}]) is not None
    assert diff({"$set": [True]}, [1]) is not None  # a truth is no number


def _deep(n):
    value = 0
    for _ in range(n):
        value = [value]
    return value


def _case(**fields):
    return {"id": "t", "game": "codyroby", "setup": {"robots": {"roby": {"at": "A5"}}},
            "play": ["F"], **fields}


@pytest.mark.parametrize("fields, where, words", [
    ({"checks": [{"after": 2, "state": {}}]}, "case.checks[0].after", "only 1 item"),
    ({"checks": [{"after": 1}]}, "case.checks[0]", "looks at one or more"),
    ({"checks": [{"sees": {}}]}, "case.checks[0].sees", "add 'viewer'"),
    ({"checks": [{"viewer": "roby", "state": {}}]}, "case.checks[0].viewer", "goes with"),
    ({"checks": [{"after": 0, "step": 1, "state": {}}]}, "case.checks[0].step", "the setup"),
    ({"checks": [{"step": 0, "state": {}}]}, "case.checks[0].step", ""),
    ({"checks": [{"step": 1, "before_step": 1, "state": {}}]}, "case.checks[0].before_step",
     "not both"),
    ({"checks": [{"after": 0, "events": []}]}, "case.checks[0].events", "an action's"),
    ({"checks": [{"state": {"halt": {"$sizes": 1}}}]}, "case.checks[0].state.halt",
     "unknown comparison '$sizes'"),
    ({"checks": [{"legal": {"player": "roby"}}]}, "case.checks[0].legal.actions", "missing"),
    ({"refuse": [{"play": 1}]}, "case.refuse[0].play", "only 1 item"),
    ({"refuse": [{"play": 0}, {"play": 0}]}, "case.refuse[1].play", "named twice"),
    ({"refuse": [{"play": 0, "error": "Oops"}]}, "case.refuse[0].error", "unknown error name"),
    ({"refuse": [{"play": 0, "words": 3}]}, "case.refuse[0].words", ""),
    ({"error": "IllegalAction", "checks": []}, "case.checks", "no other expectation"),
    ({}, "case", "either 'error' or"),
    ({"expect": {}, "game": "chess"}, "case.game", "unknown game"),
    ({"expect": {}, "play": "F"}, "case.play", "'play' must be a list"),
    ({"checks": [{"after": 1.0, "state": {}}]}, "case.checks[0].after", "whole number"),
    ({"checks": [{"step": {"nth": 2.0}, "state": {}}]}, "case.checks[0].step.nth", "whole"),
    ({"refuse": [{"play": 0.0}]}, "case.refuse[0].play", "not 0.0"),
    ({"checks": [{"after": True, "state": {}}]}, "case.checks[0].after", "whole number"),
    ({"expect": {"halt": float("nan")}}, "case", "not JSON data"),
    ({"expect": {"halt": {1, 2}}}, "case", "not JSON data"),
    ({"expect": {"a": _deep(5000)}}, "case", "more than 100 levels"),
])
def test_a_bad_case_is_a_typed_error_naming_where(fields, where, words):
    from codyroby_lab.conformance import CaseError, load_case
    with pytest.raises(CaseError) as e:
        load_case(_case(**fields))
    assert isinstance(e.value, ValueError) and e.value.field == where and words in str(e.value)
    assert run_case(_case(**fields)) == str(e.value)  # the runner reports it, never raises


def test_the_case_schema_ships_in_the_package_and_validates_every_case():
    from importlib import resources

    import jsonschema
    text = (resources.files("codyroby_lab.conformance") / "case.schema.json").read_text()
    validator = jsonschema.Draft202012Validator(json.loads(text))
    validator.check_schema(validator.schema)
    for path in FILES:
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


def test_check_reports_a_failure_by_case_id_and_the_first_path_that_differs(tmp_path):
    from codyroby_lab.cli import main
    case = json.loads((OWN / "droids" / "droids-101-microchips-delivered.json").read_text())
    case["checks"][3]["state"]["winner"] = "red"
    (tmp_path / "bad.json").write_text(json.dumps(case))
    (tmp_path / "broken.json").write_text(json.dumps({**case, "checks": [{"after": -1}]}))
    passed, failures = check([tmp_path])
    assert passed == 0 and failures == [
        f"FAIL droids-101-microchips-delivered ({tmp_path / 'bad.json'}): checks[3] after "
        "play[1]: state.winner: expected 'red', got 'blue'",
        f"FAIL droids-101-microchips-delivered ({tmp_path / 'broken.json'}): "
        "case.checks[0].after: -1 is less than the minimum of 0"]
    assert main(["check", str(tmp_path)]) == 1


@pytest.mark.rule("robin.clockwise")
def test_a_robin_turn_passes_in_a_step_of_its_own_before_the_missions_draw():
    case = json.loads((OWN / "robin" / "rb-101.json").read_text(encoding="utf-8"))
    assert run_case(case) is None
    moment = next(c for c in case["checks"] if c.get("step") == {"event": "NextTurn"})
    assert moment["state"]["turn"] == "red" and moment["state"]["hands"]["red"] == {"$size": 0}


def test_a_check_naming_no_player_is_a_failure_in_words():
    case = _case(play=[], checks=[{"legal": {"player": "zed", "actions": []}}])
    assert run_case(case) == "checks[0] at the end: legal: 'zed' is not a player (roby)"
    case = _case(play=[], checks=[{"viewer": "zed", "sees": {}}])
    assert run_case(case).startswith("checks[0] at the end: SetupError: viewer: must be one")
    case = _case(checks=[{"after": 1, "step": 9, "state": {}}])
    assert run_case(case) == "checks[0] after play[0]: no step 9 in this action's 1 step"


def _broken_init(monkeypatch, cls, **attrs):
    """``cls`` made to forget what a setup asked for (its attributes set after init)."""
    init = cls.__init__

    def forgetful(self, *args, **kwargs):
        init(self, *args, **kwargs)
        for name, value in attrs.items():
            setattr(self, name, value)

    monkeypatch.setattr(cls, "__init__", forgetful)


def test_the_cases_fail_when_a_game_breaks_the_setups_they_rely_on(monkeypatch):
    from codyroby_lab.games.droids.game import Droids
    from codyroby_lab.games.robin.game import Robin
    from codyroby_lab.games.roborally.game import RoboRally
    load = lambda *p: json.loads(OWN.joinpath(*p).read_text(encoding="utf-8"))  # noqa: E731
    with monkeypatch.context() as m:
        _broken_init(m, Robin, steals=())  # the steal at random again
        assert run_case(load("robin", "rb-103.json")) is not None
    with monkeypatch.context() as m:
        _broken_init(m, RoboRally, option_deck=())
        assert "option" in run_case(load("roborally", "rr-101.json"))
    with monkeypatch.context() as m:
        start = Droids.new_state

        def no_boxes(game, seed=None):
            s = start(game, seed)
            s.delivered = [0] * len(s.delivered)
            return s
        m.setattr(Droids, "new_state", no_boxes)
        assert "delivered" in run_case(load("droids", "droids-101-microchips-delivered.json"))
    with monkeypatch.context() as m:
        from codyroby_lab.games.robin import turns
        m.setattr(turns, "note", lambda s, rec, actor, make: None)  # no steps
        assert "no step" in run_case(load("robin", "rb-101.json"))
    assert run_case(load("robin", "rb-101.json")) is None


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text("ab", max_size=2),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text("xyz", max_size=2),
                                                                 inner, max_size=3),
    max_leaves=12)


@settings(max_examples=100, deadline=None)
@given(_JSON)
def test_any_value_matches_itself(value):
    assert first_difference(value, value) is None


@settings(max_examples=100, deadline=None)
@given(st.lists(_JSON, max_size=6), st.randoms())
def test_a_shuffled_list_is_the_same_set_and_multiset_and_contains_its_items(items, rng):
    shuffled = list(items)
    rng.shuffle(shuffled)
    for word in ("$set", "$multiset", "$contains", "$subset_of"):
        assert first_difference({word: items}, shuffled) is None, word
    assert first_difference({"$size": len(items)}, shuffled) is None
    if items:
        assert first_difference({"$multiset": items[1:]}, shuffled) is not None
        assert first_difference({"$excludes": items[:1]}, shuffled) is not None
