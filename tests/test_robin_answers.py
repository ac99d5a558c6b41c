"""Whatever comes back from a strategy is data, checked, and names in the table are plain,
unique and never a computer player's (issue 36, "Answers and names that break the table"):
any JSON shape, type, size or odd character in an answer or an error text is that
player's fault, and the table still prints and shows."""

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from codyroby_lab.core.errors import IllegalAction, LabError
from codyroby_lab.games.robin import Robin, sandbox
from codyroby_lab.games.robin.bots import greedy, watcher
from codyroby_lab.games.robin.observation import action_of
from codyroby_lab.games.robin.referee import plain
from codyroby_lab.games.robin.tournament import COMPUTER, MAX_NAME, table_names, tournament


def forge(line):
    """Write ``line`` as this strategy's answer, straight into the pipe the referee reads
    (not through the strategy's process, which checks what it sends)."""
    for fd in range(3, 64):
        try:
            os.write(fd, line + b"\n")
        except OSError:
            pass


def player_number(obs):
    forge(b'{"action": {"verb": "pass", "args": [], "player": 5}}')
    return obs.legal[0]


def player_object(obs):
    forge(b'{"action": {"verb": "pass", "args": [], "player": {"a": 1}}}')
    return obs.legal[0]


def player_true(obs):
    forge(b'{"action": {"verb": "pass", "args": [], "player": true}}')
    return obs.legal[0]


def odd_parts(obs):
    forge(b'{"action": {"verb": ["pass"], "args": [[1], {}], "player": null}}')
    return obs.legal[0]


def half_character(obs):
    forge(b'{"error": "\\ud800 my bug\\n\\u001b[2Jgreedy 9 9"}')
    return obs.legal[0]


def error_object(obs):
    forge(b'{"error": ' + b"[" * 500 + b"]" * 500 + b"}")
    return obs.legal[0]


def deep(obs):
    forge(b'{"action": ' + b"[" * 30_000 + b"]" * 30_000 + b"}")
    return obs.legal[0]


def odd_text(obs):
    return "offer \ud800\u202e\x1b[2J" + "x" * 50_000


@pytest.mark.parametrize("trick", [player_number, player_object, player_true, odd_parts,
                                   half_character, error_object, deep, odd_text])
def test_any_answer_is_its_players_fault_and_the_table_still_shows(trick):
    t = tournament([trick, greedy], games=2, executor=None, progress=False, time_limit=5)
    rows = {r["strategy"]: r for r in t.rows}
    assert t.games == 2 and rows[trick.__name__]["faults"] >= 1
    assert rows[f"greedy {COMPUTER}"]["faults"] == 0
    assert all(o.seats[o.forfeit] == trick.__name__ for o in t.faults)
    shown = repr(t)
    assert shown.encode() and t._repr_html_().encode()  # no half characters
    assert all(c.isprintable() for line in shown.splitlines() for c in line)
    # one line of a report: a fault's words are cut at a word after 400 characters (walk
    # 09z, serious fault 2: cut at 260, a move's advice lost its end)
    assert all(len(o.reason) <= 450 for o in t.faults)


@pytest.mark.parametrize("answer", [
    {"verb": "pass", "args": [], "player": 5}, {"verb": "pass", "args": [], "player": True},
    {"verb": "pass", "args": [], "player": {}}, {"verb": "pass", "args": [], "player": []},
    {"verb": 1, "args": [], "player": None}, {"verb": "pass", "args": "x", "player": None},
    {"verb": "pass", "args": [["x"]], "player": None}, {"verb": "pass", "args": []},
    [], 3, None, True])
def test_an_answer_that_is_not_an_action_is_refused_in_plain_words(answer):
    with pytest.raises(IllegalAction, match="an action is"):
        action_of(answer, "P1")


WORD = st.sampled_from(["pass", "offer", "counter", "none", "P1", "P2", "food3", "\ud800"])
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
                    | WORD, lambda inner: st.lists(inner, max_size=4) |
                    st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(JSON | st.fixed_dictionaries({"verb": JSON | WORD, "args": JSON | st.lists(WORD),
                                     "player": JSON | WORD}))
def test_any_json_answer_is_played_or_refused_as_its_players_illegal_action(answer):
    state = Robin(players=2).new_state(seed=0)
    before = state.to_dict()
    try:
        state.apply(action_of(answer, state.player))
    except LabError as e:
        assert str(e) and state.to_dict() == before


def named(name):
    """A strategy of a learner's that calls itself ``name``."""
    def strategy(obs):
        return obs.legal[0]
    strategy.__name__ = name
    return strategy


def table(strategies, **kwargs):
    """A tournament's table, played here (no process needed to check names)."""
    with pytest.warns(RuntimeWarning, match="isolation is off"):
        return tournament(strategies, executor=None, progress=False, **kwargs)


@pytest.fixture
def here(monkeypatch):
    monkeypatch.setattr(sandbox, "available", lambda: False)


def test_a_name_cannot_forge_a_row_of_the_table(here):
    t = table([named("me\n\x1b[2J\u202egreedy      2  2  0  100%"), greedy], games=2)
    lines = repr(t).splitlines()
    assert len(lines) == 2 + 2 + len(t._notes())
    assert [r["strategy"] for r in t.rows] == ["me [2J greedy 2 2 0 100%", "greedy (computer)"]


def test_a_learners_greedy_does_not_push_the_computers_aside(here):
    t = table([named("greedy"), greedy, watcher], games=1)
    assert [r["strategy"] for r in t.rows] == ["greedy", "greedy (computer)",
                                               "watcher (computer)"]


def test_a_name_like_a_numbered_one_does_not_merge_two_rows(here):
    t = table([named("my_strategy (3)"), named("my_strategy"), named("my_strategy")],
              games=3, players=3)
    names = [r["strategy"] for r in t.rows]
    assert len(set(names)) == 3 and "my_strategy (3)" == names[0]
    assert sum(r["games"] for r in t.rows) == 3 * t.games
    assert sum(r["wins"] for r in t.rows) + t.draws + sum(
        o.winner is None and o.forfeit is not None for o in t.outcomes) == t.games


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.one_of(st.text(max_size=60), st.sampled_from(
    ["greedy", "greedy (computer)", "me", "me (2)", "me (3)", "", "\n"])), st.booleans()),
    max_size=12))
def test_table_names_are_plain_unique_and_never_a_computers(entrants):
    names = table_names(entrants)
    assert len(set(names)) == len(names) == len(entrants)
    assert all(n and n.isprintable() and n == n.strip() for n in names)
    wanted = [plain(name, MAX_NAME) or "strategy" for name, _ in entrants]
    labels = {f"{w} {COMPUTER}" for w, (_, computer) in zip(wanted, entrants, strict=True)
              if computer}
    for n, w, (name, computer) in zip(names, wanted, entrants, strict=True):
        if computer:  # its own label, or (the same computer player again) numbered
            assert n == f"{w} {COMPUTER}" or n.startswith(f"{w} {COMPUTER} (")
        else:  # never a computer player's label; its own when no one else has it
            assert n not in labels
            if name == w and wanted.count(w) == 1 and w not in labels:
                assert n == name
