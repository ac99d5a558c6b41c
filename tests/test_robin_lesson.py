"""Lesson 09 (Robin): its exercises start unsolved and can be solved, the game against the
computer is never finished by running the lesson, and the learner reads only what Will may
know."""

import json
import re
from itertools import permutations

from codyroby_lab import lessons
from codyroby_lab.games.robin.rules import step
from tests.lesson_runs import executed

CHECKS = re.compile(r"lessons\.(check_step|check_most_groups|check_chance)\(")


def cells():
    """The lesson's cells after Run All (tests/lesson_runs.py)."""
    nb = executed("09_robin")
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert "widgets" not in nb["metadata"]  # no stored widget state
    return [(c["cell_type"], "".join(c["source"]), c.get("outputs", [])) for c in nb["cells"]]


def test_three_checked_exercises_start_unsolved_with_their_verdicts_shown():
    checked = [outs for kind, src, outs in cells() if kind == "code" and CHECKS.search(src)]
    assert len(checked) >= 3
    for outs in checked:
        text = "".join(o.get("data", {}).get("text/plain", "") if isinstance(
            o.get("data", {}).get("text/plain", ""), str) else "".join(o["data"]["text/plain"])
            for o in outs)
        assert text.startswith("\u2718"), text  # a cross: not solved yet
    text = json.dumps(cells())
    assert "NBVAL_SKIP" not in text and "raises-exception" not in text
    assert "autoplay=False" in text and "robin.tournament(" in text
    assert "game.widget()" in text  # the game against the computer on the board


def most_groups(pieces, groups):
    """A learner's answer to exercise 1: try every order of distinct pieces."""
    best = 0
    slots = list(range(len(pieces))) + [-1] * len(groups)
    for chosen in set(permutations(slots, len(groups))):
        now, count = list(pieces), 0
        for g, p in zip(groups, chosen, strict=True):
            if p >= 0 and step(now[p], g) is not None:
                now[p], count = step(now[p], g), count + 1
            elif p >= 0:
                count = -99
        best = max(best, count)
    return best


def test_the_exercises_can_be_solved():
    assert lessons.check_step(6, +3, 2).ok and not lessons.check_step(6, +3, 9).ok
    assert lessons.check_step(1, -1, None).ok
    assert lessons.check_most_groups(most_groups).ok
    assert lessons.check_chance(round(lessons.chance_of_seven(25), 2), 25).ok
    assert not lessons.check_chance(True, 25).ok


def test_a_crashing_answer_is_explained_not_raised():
    result = lessons.check_most_groups(lambda pieces, groups: 1 / 0)
    assert not result.ok and "ZeroDivisionError" in result.message


def test_the_exact_chance_agrees_with_the_simulation():
    for cards in (15, 25):
        assert abs(lessons.chance_of_seven(cards) - lessons.simulate_seven(
            cards, trials=4000, seed=1)) < 0.03


def test_play_to_the_end_plays_only_when_asked_and_the_game_ends():
    game = lessons.RobinPlay({"first": "will"}, seed=1)
    before = game.state.to_dict()
    assert not game.play_to_the_end().ok and game.state.to_dict() == before
    end = game.play_to_the_end(autoplay=True)
    assert end.ok and game.over and "Game over" in game.status()
    assert not game.move("offer food3").ok


def test_the_learner_reads_only_what_will_may_know():
    game = lessons.RobinPlay({"first": "robin"}, seed=5)
    for turn in game.turns:
        for e in turn.events:
            assert e.only is None or "will" in e.only
        assert turn.trace.viewer == "will"
    refused = game.move("counter gold")
    assert not refused.ok and "not a card" in refused.lines[0]
    turn = game.move("counter none")
    while turn.ok and not any(e.kind == "Drew" for e in turn.events):
        turn = game.move(game.hint())
    drew = [e for e in turn.events if e.kind == "Drew" and "Will" not in e.text]
    assert drew and all(re.fullmatch(r"\w+ draws \d cards.*", e.text) for e in drew)
