"""Each game names the kinds of event it makes in its ``events`` module, and makes no other:
the lessons and tests match events by those names (random playouts of every registered
game, as the protocol test plays them)."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from codyroby_lab.core import registry
from tests.support.games import MAX_ACTIONS, game, random_action

GAMES = [n for n in registry.names() if registry.game_class(n).__module__.startswith(
    "codyroby_lab.games.")]


def named_kinds(name: str) -> set[str]:
    package = ".".join(registry.game_class(name).__module__.split(".")[:3])  # the game's
    module = importlib.import_module(f"{package}.events")
    return {v for k, v in vars(module).items() if k.isupper() and isinstance(v, str)}


@pytest.mark.parametrize("name", GAMES)
def test_every_event_a_game_makes_is_of_a_kind_its_events_module_names(name):
    named, made = named_kinds(name), set()
    for seed in range(12):
        s, rng = game(name).new_state(seed=seed), np.random.default_rng(seed)
        for _ in range(MAX_ACTIONS):
            if s.is_terminal():
                break
            made |= {e.kind for e in s.apply(random_action(s, rng))}
    assert made and made <= named, sorted(made - named)
